"""Kratos tests: make the folder's helper module (kratos_kit) importable."""

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
