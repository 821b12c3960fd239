"""Final scoring in six steps and the winner: M21-16, M21-103, M21-104, M21-132 (End-of-game
cards), M21-140, M21-156, M21-158, M21-161.

Each step runs for every player in turn order (the track as the final round left it) before the
next step. `score_rows[seat]` records (PP, D) at the start and after each step, and
`score_cards[seat]` what each card did at step 5, so the game-over screen can walk through it.
Prestige gained here never claims a bonus square (M21-16): `gain_pp` knows the phase.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Events, Progress, Result, Task, push

from .cards import amounts
from .catalogue import Catalogue
from .content import Card
from .model import MState, int_arg, str_arg
from .resources import gain_d, gain_pp, pay_rum
from .tasks import (
    AtEnd,
    GameOver,
    ReturnRum,
    ScoreCards,
    ScoreRecord,
    ScoreStep,
    ScoreTokens,
    Scoring,
)
from .windows import use_token

STEPS = ("tokens", "jewels", "cards_held", "doubloons", "cards", "rum")
APPLY_OR_SKIP = (Action("apply_at_end"), Action("skip_at_end"))


def scoring(g: Catalogue, s: MState, t: Scoring, out: Events) -> None:
    """M21-103: final scoring begins; every holding is shown (M21-167)."""
    s.phase = "scoring"
    out.append(Event("scoring_began", {"round": s.round}))
    s.score_rows = [[(s.pp[p], s.d[p])] for p in range(s.n)]
    s.score_cards = [[] for _ in range(s.n)]
    push(s.agenda, *[ScoreStep(k) for k in range(1, len(STEPS) + 1)], GameOver())


def score_step(g: Catalogue, s: MState, t: ScoreStep, out: Events) -> None:
    """M21-103: the six steps."""
    sc = g.scoring_def
    step = t.step
    tasks: list[Task] = []
    if step == 1:  # treasure tokens, in the holder's order
        tasks = [ScoreTokens(p) for p in s.order]
    elif step == 2:  # +1 D per unsold jewel
        for p in s.order:
            gain_d(g, s, out, p, sc.jewel_d * len(s.jewels[p]), "score_jewels")
    elif step == 3:  # +1 D per card in hand
        for p in s.order:
            gain_d(g, s, out, p, sc.card_d * len(s.cards[p]), "score_cards")
    elif step == 4:  # +1 PP per 2 D, kept for the tie-break
        for p in s.order:
            gain_pp(g, s, out, p, s.d[p] // sc.d_per_pp, "score_doubloons")
    elif step == 5:
        s.snapshot = [_snapshot(g, s, p) for p in range(s.n)]
        tasks = [ScoreCards(p) for p in s.order]
    else:  # -1 PP per rum cube
        for p in s.order:
            gain_pp(g, s, out, p, sc.rum_pp * s.rum[p], "score_rum")
    push(s.agenda, *tasks, ScoreRecord(step))


def score_record(g: Catalogue, s: MState, t: ScoreRecord, out: Events) -> None:
    """M21-103: (PP, D) after a step, for the game-over screen."""
    for p in s.order:
        pp0, d0 = s.score_rows[p][-1]
        s.score_rows[p].append((s.pp[p], s.d[p]))
        out.append(
            Event(
                "scored",
                {
                    "seat": p,
                    "step": t.step,
                    "pp": s.pp[p] - pp0,
                    "d": s.d[p] - d0,
                    "total": s.pp[p],
                },
            )
        )


# ---- step 1: tokens ------------------------------------------------------------------------------
def score_tokens_live(g: Catalogue, s: MState, t: ScoreTokens) -> bool:
    """The order only matters when an exchange token meets other tokens."""
    tokens = s.treasures[t.seat]
    return len(tokens) > 1 and any(g.treasure[x].kind == "exchange" for x in tokens)


def score_tokens_skip(g: Catalogue, s: MState, t: ScoreTokens, out: Events) -> None:
    if s.treasures[t.seat]:
        _score_token(g, s, out, t, s.treasures[t.seat][0])


def score_tokens_options(g: Catalogue, s: MState, t: ScoreTokens) -> Decision:
    """M21-103 step 1: the next token to use."""
    options = tuple(g.token_actions[x] for x in s.treasures[t.seat])
    return Decision(t.seat, "score_tokens", options)


def score_tokens(
    g: Catalogue, s: MState, t: ScoreTokens, seat: int, a: Action, out: Events
) -> None:
    """M21-103 step 1: use the chosen token."""
    _score_token(g, s, out, t, str_arg(a))


def _score_token(g: Catalogue, s: MState, out: Events, t: ScoreTokens, token: str) -> None:
    push(s.agenda, t)  # then the next token
    use_token(g, s, out, t.seat, token, scoring=True)


# ---- step 5: cards -------------------------------------------------------------------------------
def _snapshot(g: Catalogue, s: MState, p: int) -> tuple[int, ...]:
    """M21-103 step 5: (PP, D, rum, jewels, wilds, colours missing, cards) after step 4."""
    counts = g.colour_counts(s.jewels[p])
    missing = sum(1 for c in counts[:-1] if c == 0)
    return (s.pp[p], s.d[p], s.rum[p], len(s.jewels[p]), counts[-1], missing, len(s.cards[p]))


def score_cards(g: Catalogue, s: MState, t: ScoreCards, out: Events) -> None:
    seat = t.seat
    tasks: list[Task] = []
    for card_id in s.cards[seat]:
        card = g.card[card_id]
        out.append(Event("card_revealed", {"seat": seat, "card": card_id}, reveal=True))
        if card.category == "end_of_game":
            _score_card(g, s, out, seat, card_id, end_card_pp(s, seat, card))
        elif card.category == "obligatory":  # refused: M21-156
            _score_card(g, s, out, seat, card_id, g.scoring_def.refused_pp)
        elif card.at_end == "gain_pp":
            tasks.append(AtEnd(seat, card_id))
        elif card.at_end == "return_rum" and _return_rum_limit(g, s, seat, card_id):
            tasks.append(ReturnRum(seat, card_id))
        else:
            s.score_cards[seat].append((card_id, 0))
    push(s.agenda, *tasks)


def _score_card(g: Catalogue, s: MState, out: Events, seat: int, card_id: str, pp: int) -> None:
    s.score_cards[seat].append((card_id, pp))
    gain_pp(g, s, out, seat, pp, card_id)


def end_card_pp(s: MState, seat: int, card: Card) -> int:
    """The End-of-game cards (M21-132), read on the step-5 snapshot."""
    pp, d, rum, jewels, wilds, missing, cards = s.snapshot[seat]
    op = card.op
    if op == "pp_per_rum":
        return min(card.cap, rum)
    if op == "pp_per_4d":
        return d // card.amount
    if op == "pp_per_unsold_jewel":
        return min(card.cap, jewels)
    if op == "four_colours":
        return card.pp if missing <= wilds else 0
    if op == "pp_per_card_held":
        return min(card.cap, cards)
    if op == "lowest_pp_bonus":
        return card.pp if pp == min(row[0] for row in s.snapshot) else 0
    if op == "final_round_captain":
        return card.pp if seat == s.final_captain else 0
    if op == "pp_per_2_treasures":
        return s.obtained[seat] // card.amount
    if op == "no_rum_bonus":
        return card.pp if rum == 0 else 0
    if op == "pp_per_unsold_wild":
        return card.pp * wilds
    if op == "pp_per_mutiny_captaincy":
        return min(card.cap, s.captaincies[seat])
    return card.pp  # flat_pp


def at_end_options(g: Catalogue, s: MState, t: AtEnd) -> Decision:
    """M21-103 step 5: use the card's end effect or not."""
    return Decision(t.seat, "at_end", APPLY_OR_SKIP)


def at_end(g: Catalogue, s: MState, t: AtEnd, seat: int, a: Action, out: Events) -> None:
    """M21-103 step 5."""
    pp = g.card[t.card].at_end_amount if a.kind == "apply_at_end" else 0
    _score_card(g, s, out, seat, t.card, pp)


def _return_rum_limit(g: Catalogue, s: MState, seat: int, card_id: str) -> int:
    """V16 at step 5: up to its amount, and the rum held."""
    return min(g.card[card_id].at_end_amount, s.rum[seat])


def return_rum_options(g: Catalogue, s: MState, t: ReturnRum) -> Decision:
    """V16 at step 5: 0 up to the limit."""
    limit = _return_rum_limit(g, s, t.seat, t.card)
    return Decision(t.seat, "amount_return_rum", amounts(limit))


def return_rum(g: Catalogue, s: MState, t: ReturnRum, seat: int, a: Action, out: Events) -> None:
    """V16 at step 5: rum back to the Tavern."""
    pay_rum(g, s, out, seat, int_arg(a), t.card)
    s.score_cards[seat].append((t.card, 0))


# ---- the end (M21-104) ---------------------------------------------------------------------------
def game_over(g: Catalogue, s: MState, t: GameOver, out: Events) -> None:
    """M21-104: the winner."""
    s.phase = "over"
    result = ranking(s)
    out.append(
        Event(
            "game_over",
            {"winner_seats": list(result.winners), "winner_seat": result.winners[0]},
        )
    )


def progress(s: MState) -> Progress:
    """Prestige round by round (the game-over chart, the load screen)."""
    return Progress(s.round, tuple(float(x) for x in s.pp), "mutinies.progress.prestige")


def ranking(s: MState) -> Result:
    """M21-104: most PP, then most D; a remaining tie is shared."""
    keys = {p: (s.pp[p], s.d[p]) for p in range(s.n)}
    places: list[tuple[int, ...]] = []
    for key in sorted(set(keys.values()), reverse=True):
        places.append(tuple(p for p in range(s.n) if keys[p] == key))
    return Result(
        tuple(places),
        tuple(float(x) for x in s.pp),
        tuple(_breakdown(s, p) for p in range(s.n)),
        "mutinies.end.prestige" if s.phase == "over" else "mutinies.end.standings",
    )


def _breakdown(s: MState, p: int) -> dict[str, Any]:
    out = {"mutinies.score.total": s.pp[p], "mutinies.score.tiebreak": s.d[p]}
    rows = s.score_rows[p] if s.score_rows else []
    if len(rows) == len(STEPS) + 1:
        out["mutinies.score.start"] = rows[0][0]
        for k, name in enumerate(STEPS, 1):
            (pp0, d0), (pp1, d1) = rows[k - 1], rows[k]
            out[f"mutinies.score.{name}"] = (
                pp1 - pp0 if name not in ("jewels", "cards_held") else d1 - d0
            )
    return out
