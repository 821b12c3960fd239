"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut. It searches the turn's plays (which piece, what it declares, where it goes, what it fires
at) and leaves the rest to the heuristic: placement, cargo, production, steel, diplomacy,
consents, answers and farewells (they are many small choices a short search cannot see the end
of). The others' gold is sampled (K-6: only the table's total is known).

The evaluation follows the ranking that decides a stopped game (KD-37 (vi): islands, then
playable pieces, then gold), with a seat's bread as a hedge against its famine (KD-14): most
tables with AI seats end at a dead table (KD-42, KD-46), where the ranking decides. Eliminated
seats are worth nothing. A search of 20 iterations a decision finished first in 58 % of 79
two-seat games against the heuristic, both positions (shared firsts counted half; the
heuristic against itself: 50 %).
"""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .diplomacy import gold_total
from .famine import turns_of_bread
from .model import State
from .rules import KratosRules

ISLAND = 1.0  # KD-37 (vi): islands first ...
PIECE = 0.15  # ... then playable pieces ...
GOLD = 1 / 5000  # ... then gold (a seat starts with 10,000)
BREAD = 0.1  # a turn of bread in the capital, up to BREAD_TURNS of them (KD-14)
BREAD_TURNS = 10
OUT = -10.0  # an eliminated seat (K-70)
SCALE = 1.0  # a lead of one island is worth e times the odds

PLAIN = frozenset(
    {
        "placement",
        "cargo",
        "produce",
        "steel",
        "consent",
        "diplomacy",
        "answer",
        "honour",
        "farewell",
        "farewell_amount",
        "host_stop",
    }
)


def evaluate(rules: KratosRules, s: State) -> list[float]:
    g = rules.g
    islands = [0] * s.n
    for island in s.islands:
        if island.owner >= 0:
            islands[island.owner] += 1
    scores = [
        ISLAND * islands[q]
        + PIECE * len(s.owned[q])
        + GOLD * gold_total(s, q)
        + BREAD * min(BREAD_TURNS, turns_of_bread(g, s, q))
        if s.alive(q)
        else OUT
        for q in range(s.n)
    ]
    return lead_values(scores, SCALE)


SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=30, explore=0.1, plain=PLAIN)
