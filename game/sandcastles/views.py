"""Views and determinization: SAND-69.

Hidden: the cards in other seats' hands, the deck (it has no order; the Big Wave's depth is
not stored anywhere) and the cards other seats gave up by a Swap. Everything else is public
(model.View). `determinize` rebuilds a full state from a view: the cards the seat cannot place
are shuffled into the other hands, the other seats' face-down discards and the deck.
"""

from __future__ import annotations

from game.core.rng import Rng

from .catalogue import Catalogue
from .deck import deck_count
from .model import Castle, CastleView, State, View
from .scoring import score


def view(g: Catalogue, s: State, seat: int | None) -> View:
    n = s.n
    solo = s.mode == "solo"
    if solo or seat is None:
        known = tuple(s.discard) if solo else ()
    else:
        known = tuple(c for c, by in zip(s.discard, s.discarded_by) if by == seat)
    counts = [0] * (n + 1)
    for by in s.discarded_by:
        counts[by] += 1  # -1 (the last entry): the solo game's discards, or cards set aside
    return View(
        seat=seat,
        n=n,
        mode=s.mode,
        hand_limit=s.hand_limit,
        opts=s.opts,
        agenda=tuple(s.agenda),
        active=s.active,
        first=s.first,
        turn=s.turn,
        deck_count=deck_count(s),
        wave_seat=s.wave_seat,
        wave_left=s.wave_left,
        anchor=s.anchor,
        beach=tuple(s.beach),
        hand=tuple(s.hands[seat]) if seat is not None else (),
        hand_counts=tuple(len(h) for h in s.hands),
        castles=tuple(castle_view(c) for c in s.castles.values()),
        next_cid=s.next_cid,
        banks=tuple(tuple(b) for b in s.banks),
        discard_counts=tuple(counts),
        known_discards=known,
        moving=tuple(s.moving),
        fight=tuple(s.fight),
        display=tuple(s.display),
        held=tuple((b, q, s.tier.get(b, 0)) for b, q in s.holder.items()),
        game_hand=tuple(s.game_hand),
        game_dealt=tuple(s.game_dealt),
        last_loser=s.last_loser,
        outcome=s.outcome,
        scores=tuple(score(g, s, q) for q in range(n)),
    )


def castle_view(c: Castle) -> CastleView:
    """The castle as views show it: built once and shared by every view until the castle
    changes (geometry.place and remove_top drop it), so that an AI can tell at a glance which
    castles changed since its last decision."""
    found = c._view
    if found is None:
        found = c._view = CastleView(
            c.cid, c.owner, tuple((x, y, st) for (x, y), st in c.cells.items())
        )
    return found


def unseen(g: Catalogue, v: View) -> list[int]:
    """The main cards `v.seat` cannot place: in other hands, others' discards or the deck."""
    seen = set(v.hand) | set(v.beach) | set(v.known_discards) | set(v.moving) | set(v.fight)
    seen |= set(v.game_hand)
    for bank in v.banks:
        seen.update(bank)
    for c in v.castles:
        for _, _, st in c.cells:
            seen.update(e >> 4 for e in st)
    return [c for c in g.main_cards if c not in seen]


def determinize(g: Catalogue, v: View, seat: int, rng: Rng) -> State:
    """A full state consistent with `v` (hidden cards sampled with `rng`)."""
    pool = rng.shuffled(unseen(g, v))
    s = State(n=v.n, mode=v.mode, hand_limit=v.hand_limit, opts=v.opts)
    s.agenda = list(v.agenda)
    s.wave_in_deck = v.wave_seat < 0 and v.outcome != "solo_lost"
    s.wave_seat = v.wave_seat
    s.anchor = v.anchor
    s.beach = list(v.beach)
    s.hands = []
    for q in range(v.n):
        if q == seat:
            s.hands.append(list(v.hand))
        else:
            k = v.hand_counts[q]
            s.hands.append(pool[:k])
            del pool[:k]
    s.castles = {c.cid: Castle(c.cid, c.owner, c.grid()) for c in v.castles}
    s.next_cid = v.next_cid
    s.banks = [list(b) for b in v.banks]
    if v.mode == "solo":  # the pile is face up; who put each card there carries no rule
        s.discard = list(v.known_discards)
        mine = v.discard_counts[0]
        s.discarded_by = [0] * mine + [-1] * (len(s.discard) - mine)
    else:
        s.discard = list(v.known_discards)
        s.discarded_by = [seat] * len(s.discard)
        for q in [*range(v.n), -1]:
            if q != seat:
                k = v.discard_counts[q]
                s.discard += pool[:k]
                s.discarded_by += [q] * k
                del pool[:k]
    s.deck = pool
    s.wave_left = v.wave_left
    s.moving = list(v.moving)
    s.fight = list(v.fight)
    s.display = list(v.display)
    s.holder = {b: q for b, q, _ in v.held}
    s.tier = {b: t for b, _, t in v.held if t}
    s.active, s.first, s.turn = v.active, v.first, v.turn
    s.last_loser = v.last_loser
    s.game_hand = list(v.game_hand)
    s.game_dealt = list(v.game_dealt)
    s.outcome = v.outcome
    return s
