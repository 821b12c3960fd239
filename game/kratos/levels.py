"""The AI levels a setup screen offers for a Kratos seat (section 7, KD-37 (viii)).

`heuristic` is the baseline seat of ai.py, whose aggression depends on its seat so that an AI
table plays varied; `cautious` and `bold` are the same seat with its aggression fixed low or high
by the host; `passive` is the PASSIVE seat of section 7 (it always passes and accepts no deals).
The `hard` level, a search over the seat's view, is ai_search.py's (registered in __init__.py).
"""

from __future__ import annotations

from .ai import HeuristicPolicy

CAUTIOUS = 0.1
BOLD = 1.0


class CautiousPolicy(HeuristicPolicy):
    """KD-37 (viii): few war pieces kept, slow to attack."""

    def aggression(self, seat: int) -> float:
        return CAUTIOUS


class BoldPolicy(HeuristicPolicy):
    """KD-37 (viii): a battleship first, raids from far away."""

    def aggression(self, seat: int) -> float:
        return BOLD
