"""Where the rule base and the bundled card facts live (source tree or wheel)."""

from importlib.resources import files
from pathlib import Path

ASP_DIR = Path(str(files("asp")))
CARDS_DIR = Path(str(files("facts") / "cards"))
MAIN_PROGRAM = ASP_DIR / "main.lp"
