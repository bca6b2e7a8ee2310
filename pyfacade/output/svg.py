"""A picture of each chain and its outcome, as a standalone SVG (no Graphviz
needed): Chain Link 1 at the bottom, each link above the one it responds
to, coloured by its outcome, with the rule ids that decided it. Links
resolve top to bottom (last in, first out)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from .ruling import Judgment, Ruling

COLOURS = {"resolved": "#d8f0d8", "resolved_without_effect": "#fff1c2", "negated": "#f6d0d0",
           "applied_nothing": "#e4e4e4"}
WORDS = {"resolved": "resolves", "resolved_without_effect": "resolves without effect",
         "negated": "activation negated", "applied_nothing": "applies nothing"}
BOX_W, BOX_H, GAP, COL_GAP, MARGIN = 360, 58, 28, 60, 20


def chain_svg(judgments: list[Judgment]) -> str:
    columns: list[tuple[str, int, list]] = []  # (title, action, links)
    for judgment in judgments:
        for n, ruling in enumerate(judgment.rulings, start=1):
            title = judgment.scenario + (f" (ruling {n}: if {' and '.join(ruling.assumptions)})" if judgment.is_open else "")
            for action, links in _chains(ruling).items():
                columns.append((title, action, links))
    tallest = max((len(links) for _, _, links in columns), default=0)
    width = MARGIN * 2 + max(1, len(columns)) * (BOX_W + COL_GAP)
    height = MARGIN * 2 + 50 + tallest * (BOX_H + GAP)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
           '<path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    if not columns:
        out.append(f'<text x="{MARGIN}" y="{MARGIN + 14}">No chains in this scenario.</text>')
    for c, (title, action, links) in enumerate(columns):
        x = MARGIN + c * (BOX_W + COL_GAP)
        out.append(f'<text x="{x}" y="{MARGIN + 12}" font-weight="bold">{escape(_short(title, 58))}</text>')
        out.append(f'<text x="{x}" y="{MARGIN + 30}">Chain of action {action}: resolves from the top down</text>')
        bottom = MARGIN + 50 + tallest * (BOX_H + GAP) - GAP
        for i, link in enumerate(links):
            y = bottom - (i + 1) * BOX_H - i * GAP
            colour = COLOURS.get(link.outcome, "#ffffff")
            out.append(f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="6" fill="{colour}" stroke="#333"/>')
            out.append(f'<text x="{x + 8}" y="{y + 17}" font-weight="bold">{escape(f"CL{i + 1} {link.card_name}")}</text>')
            out.append(f'<text x="{x + 8}" y="{y + 33}">{escape(f"effect {link.effect}, {link.player}: {WORDS.get(link.outcome, link.outcome)}")}</text>')
            rules = ", ".join(dict.fromkeys(r.rule + (f" [{r.detail}]" if r.detail else "") for r in link.reasons))
            out.append(f'<text x="{x + 8}" y="{y + 49}" fill="#444">{escape(_short(rules, 56))}</text>')
            if i:
                out.append(f'<line x1="{x + BOX_W / 2}" y1="{y + BOX_H}" x2="{x + BOX_W / 2}" y2="{y + BOX_H + GAP}" '
                           'stroke="#555" marker-end="url(#arrow)"/>')
                out.append(f'<text x="{x + BOX_W / 2 + 6}" y="{y + BOX_H + GAP / 2 + 4}" fill="#555">responds to</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _chains(ruling: Ruling) -> dict[int, list]:
    chains: dict[int, list] = {}
    for link in ruling.links:
        chains.setdefault(int(link.label.split(".")[0]), []).append(link)
    return {a: sorted(links, key=lambda l: int(l.label.split(".")[1])) for a, links in sorted(chains.items())}


def _short(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
