"""Regenerate the screenshots the README shows (assets/screenshots/*.png), headless.

    python tools/readme_screenshots.py

They are picked from what `python main.py --screenshots DIR` renders; the packaged program
leaves them out (see tools/tortuga.spec).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.update(
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)

CHOSEN = (
    "title",
    "pieces_of_eight_duel_targets",
    "pieces_of_eight_shipyard",
    "table_mutinies",
    "mutinies_scoring",
    "black_fleet_sailing",
    "kratos_piece_menu",
    "kratos_diplomacy",
)


def main() -> int:
    from scenes.tools import screenshots

    out = ROOT / "assets" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        if screenshots(Path(tmp)) != 0:
            return 1
        for name in CHOSEN:
            shutil.copyfile(Path(tmp) / f"{name}.png", out / f"{name}.png")
    print(f"README screenshots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
