"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut: each seat's ship as the heuristic values its coins, a Captain still aboard (P8-92: losing it
loses the game), and a Captain left at the fore or aft, where most attacks reach it (P8-36)."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import COIN_VALUE, EXPOSED, HeuristicPolicy
from .model import IN, NONE, State
from .rules import PiecesOfEightRules

CAPTAIN = 40.0  # a seat still in with its Captain aboard
OUT = -200.0  # a seat out of the game
SCALE = 12.0  # a lead of this many coin-value points is worth e times the odds


def evaluate(rules: PiecesOfEightRules, s: State) -> list[float]:
    g = rules.g
    ct = s.table.ctype
    ids = g.type_ids
    scores: list[float] = []
    for q in range(s.table.n):
        if s.status[q] != IN:
            scores.append(OUT)
            continue
        deck = s.decks[q]
        coins = [*deck, s.nests[q]] if s.nests[q] != NONE else deck
        score = sum(COIN_VALUE.get(ids[ct[c]], 0.0) for c in coins)
        captain = [i for i, c in enumerate(deck) if ct[c] == g.CAPTAIN]
        if captain or (s.nests[q] != NONE and ct[s.nests[q]] == g.CAPTAIN):
            score += CAPTAIN
            if captain and len(deck) > 1 and captain[0] in (0, len(deck) - 1):
                score -= EXPOSED  # the heuristic's own penalty for an exposed Captain
        scores.append(score + s.wins[q] * 2 * CAPTAIN)
    return lead_values(scores, SCALE)


# Setting up before the first shot: the heuristic's rules of thumb (a rollout of 16 decisions
# cannot see a ship's worth from its first coins).
SETTING_UP = frozenset(
    {
        "build",
        "arrange",
        "draft_pick",
        "scraps_pick",
        "scrap_swap",
        "trade",
        "trade_give",
        "trade_ask",
        "trade_answer",
    }
)
SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=16, explore=0.1, plain=SETTING_UP)
