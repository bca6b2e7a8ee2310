"""Card databases the user has, read into one plain form (CardRecord).

Three forms: a yaml-yugi checkout (data/cards/*.yaml or *.json, or that
folder itself), its JSON Lines form (one card object a line), and a
YGOPro/EDOPro cards.cdb (SQLite: tables datas and texts).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

import yaml

from ..errors import JudgeError


@dataclass
class CardRecord:
    name: str
    card_type: str  # monster, spell, trap
    text: str = ""
    property: str | None = None  # Spells/Traps: Normal, Quick-Play, ...
    type_line: list[str] = field(default_factory=list)  # monsters: ["Dragon", "Synchro", "Effect"]
    level: int | None = None
    rank: int | None = None
    link: int | None = None
    atk: int | None = None
    defense: int | None = None
    scale: int | None = None
    pendulum_text: str = ""
    password: int | None = None
    origin: str = ""
    monster_type: str | None = None  # monsters: "Dragon", "Beast-Warrior", ...
    attribute: str | None = None  # monsters: "DARK", ...


def _en(value):
    """yaml-yugi keeps texts per language ({en: ...}); the JSON Lines form
    keeps only English."""
    if isinstance(value, dict):
        return value.get("en")
    return value


def _int(value):
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def from_mapping(data: dict, origin: str) -> CardRecord | None:
    name, kind = _en(data.get("name")), data.get("card_type")
    if not name or kind not in ("Monster", "Spell", "Trap"):
        return None
    type_line = [p.strip() for p in (data.get("monster_type_line") or "").split("/") if p.strip()]
    arrows = data.get("link_arrows")
    return CardRecord(
        name=name, card_type=kind.lower(), text=_en(data.get("text")) or "", property=data.get("property"),
        type_line=type_line, level=_int(data.get("level")), rank=_int(data.get("rank")),
        link=len(arrows) if isinstance(arrows, list) else None, atk=_int(data.get("atk")), defense=_int(data.get("def")),
        scale=_int(data.get("pendulum_scale")), pendulum_text=_en(data.get("pendulum_effect")) or "",
        password=_int(data.get("password")), origin=origin,
        monster_type=type_line[0] if kind == "Monster" and type_line else None, attribute=data.get("attribute"))


# YGOPro type bits (ocgcore constant.lua).
_BITS = {0x10: "Normal", 0x20: "Effect", 0x40: "Fusion", 0x80: "Ritual", 0x200: "Spirit", 0x400: "Union",
         0x800: "Gemini", 0x1000: "Tuner", 0x2000: "Synchro", 0x200000: "Flip", 0x400000: "Toon",
         0x800000: "Xyz", 0x1000000: "Pendulum", 0x4000000: "Link"}
_SPELL_TRAP = [(0x10000, "Quick-Play"), (0x20000, "Continuous"), (0x40000, "Equip"), (0x80000, "Field"),
               (0x100000, "Counter"), (0x80, "Ritual")]
_RACES = ["Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua", "Pyro", "Rock", "Winged Beast", "Plant",
          "Insect", "Thunder", "Dragon", "Beast", "Beast-Warrior", "Dinosaur", "Fish", "Sea Serpent", "Reptile", "Psychic",
          "Divine-Beast", "Creator God", "Wyrm", "Cyberse", "Illusion"]  # race bit 1 << i
_ATTRIBUTES = ["EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK", "DIVINE"]  # attribute bit 1 << i
_PENDULUM_SPLIT = "----------------------------------------"


def _from_cdb_row(cid, name, desc, ctype, atk, dfn, level, race, attribute, origin) -> CardRecord | None:
    if ctype & 0x4000:  # tokens are not cards
        return None
    if ctype & 1:
        kind, prop = "monster", None
        line = [v for bit, v in _BITS.items() if ctype & bit]
    elif ctype & 6:
        kind = "spell" if ctype & 2 else "trap"
        prop = next((v for bit, v in _SPELL_TRAP if ctype & bit), "Normal")
        line = []
    else:
        return None
    desc = desc or ""
    ptext = ""
    if ctype & 0x1000000 and _PENDULUM_SPLIT in desc:  # "[ Pendulum Effect ] ... ---- ... [ Monster Effect ] ..."
        ptext, desc = desc.split(_PENDULUM_SPLIT, 1)
        ptext = ptext.split("]", 1)[-1].strip()
        desc = desc.split("]", 1)[-1].strip()
    link = ctype & 0x4000000
    rec = CardRecord(name=name, card_type=kind, text=desc, property=prop, type_line=line, password=cid, origin=origin)
    if kind == "monster":
        rec.atk = atk if atk >= 0 else None
        rec.defense = None if link or dfn < 0 else dfn
        low = level & 0xFF
        if link:
            rec.link = low
        elif ctype & 0x800000:
            rec.rank = low
        else:
            rec.level = low
        if ctype & 0x1000000:
            rec.scale = (level >> 24) & 0xFF
        rec.pendulum_text = ptext
        rec.monster_type = next((v for i, v in enumerate(_RACES) if (race or 0) == 1 << i), None)
        rec.attribute = next((v for i, v in enumerate(_ATTRIBUTES) if (attribute or 0) == 1 << i), None)
    return rec


def read_cards(path: str | Path) -> Iterator[CardRecord]:
    """Every card of a database, in its order. Bad input: JudgeError."""
    path = Path(path)
    if not path.exists():
        raise JudgeError(f"{path}: no such file or directory")
    if path.is_dir():
        folder = path / "data" / "cards" if (path / "data" / "cards").is_dir() else path
        files = sorted(list(folder.glob("*.yaml")) + list(folder.glob("*.json")))
        if not files:
            raise JudgeError(f"{path}: no card files (*.yaml, *.json) found; expected a yaml-yugi checkout or its data/cards folder")
        for file in files:
            try:
                data = yaml.safe_load(file.read_text(encoding="utf-8")) if file.suffix == ".yaml" else json.loads(file.read_text(encoding="utf-8"))
            except (yaml.YAMLError, json.JSONDecodeError, UnicodeDecodeError) as exc:
                raise JudgeError(f"{file}: not a card file ({exc.__class__.__name__})") from None
            rec = from_mapping(data, str(file)) if isinstance(data, dict) else None
            if rec:
                yield rec
    elif path.suffix == ".cdb":
        try:
            con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            rows = con.execute("select d.id, t.name, t.desc, d.type, d.atk, d.def, d.level, d.race, d.attribute from datas d join texts t on d.id = t.id "
                               "where d.alias = 0 order by d.id").fetchall()
            con.close()
        except sqlite3.Error as exc:
            raise JudgeError(f"{path}: not a YGOPro card database ({exc})") from None
        for row in rows:
            rec = _from_cdb_row(*row, origin=f"{path}:{row[0]}")
            if rec:
                yield rec
    else:
        with path.open(encoding="utf-8") as handle:
            for n, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    data = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise JudgeError(f"{path}:{n}: not a JSON card object ({exc.msg})") from None
                rec = from_mapping(data, f"{path}:{n}") if isinstance(data, dict) else None
                if rec:
                    yield rec
