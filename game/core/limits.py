"""Limits every part of the program agrees on (a tiny module: the typed boundary and the core
types both read it, and the first menu frame may import it without either)."""

from __future__ import annotations

MAX_NAME = 40  # characters in a seat's name: longer names are refused wherever they come from
SEED_RANGE = (-(2**63), 2**63 - 1)  # a match seed is a 64-bit integer (saves refuse others)
MAX_SEATS = 9  # seats at one table at most: one seat colour each (TitleInfo.colours)
