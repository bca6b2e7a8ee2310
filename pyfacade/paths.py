"""Where the rule base and the bundled card facts live (source tree or wheel)."""

from importlib.resources import files
from pathlib import Path

ASP_DIR = Path(str(files("asp")))
CARDS_DIR = Path(str(files("facts") / "cards"))
MAIN_PROGRAM = ASP_DIR / "main.lp"
SOURCE_ROOT = ASP_DIR.parent  # the checkout (docs/ beside asp/) when run from source
SHARED_CARD_DATA = SOURCE_ROOT.parent / "shared" / "data" / "cards-en.jsonl"  # the team's copy, never bundled
