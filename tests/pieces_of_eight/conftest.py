"""Pieces of Eight tests: the helpers module beside this file is importable as `p8_helpers`."""

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
