"""Ships: positions, knowledge and the basic moves of coins between a ship and its hold
(P8-4, P8-11, P8-14 .. P8-24, P8-39, P8-40, P8-89, P8-91, P8-133, P8-143, P8-147 (1)).

Terms (P8-14): the deck runs fore (index 0) to aft (index -1); open coins are the fore coin and
the crow's-nest coin; active coins are fore, aft and crow's nest. A one-coin deck's coin is both
fore and aft and counts as open (P8-20). An empty deck has neither (P8-22).

Knowledge (P8-143): `State.known[coin]` is a bit mask of the seats that know the coin's type. A
coin becomes known to everyone when it reaches an open position or is shown; its owner always
knows it; a Captain is always seen (gold edge, P8-4), so views treat Captains as known.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import Event

from .catalogue import Catalogue
from .model import IN, NONE, State
from .tasks import Arrange

Where = str | int  # "nest", "fore", "aft" or a 1-based deck index (P8-91)


# ---- who is where (P8-14, P8-20, P8-22) -------------------------------------------------------
def all_mask(s: State) -> int:
    return (1 << s.table.n) - 1


def in_game(s: State) -> list[int]:
    return [q for q in range(s.table.n) if s.status[q] == IN]


def in_ship(s: State, seat: int, coin: int) -> bool:
    return s.nests[seat] == coin or coin in s.decks[seat]


def active_coins(s: State, seat: int) -> list[tuple[str, int]]:
    """(position, coin) of the active coins: crow's nest, fore, aft (P8-14, P8-20)."""
    out = []
    if s.nests[seat] != NONE:
        out.append(("nest", s.nests[seat]))
    deck = s.decks[seat]
    if deck:
        out.append(("fore", deck[0]))
        if len(deck) > 1:
            out.append(("aft", deck[-1]))
    return out


def open_coins(s: State, seat: int) -> list[tuple[str, int]]:
    out = []
    if s.nests[seat] != NONE:
        out.append(("nest", s.nests[seat]))
    if s.decks[seat]:
        out.append(("fore", s.decks[seat][0]))
    return out


def active_pos(s: State, seat: int, coin: int) -> str | None:
    """The active position `coin` holds in `seat`'s ship, or None."""
    if s.nests[seat] == coin:
        return "nest"
    deck = s.decks[seat]
    if deck:
        if deck[0] == coin:
            return "fore"
        if deck[-1] == coin:
            return "aft"
    return None


def is_open(s: State, seat: int, coin: int) -> bool:
    return s.nests[seat] == coin or (bool(s.decks[seat]) and s.decks[seat][0] == coin)


def coin_at(s: State, seat: int, where: Where) -> int:
    """The coin at a position argument: "nest", "fore", "aft" or a 1-based deck index."""
    if where == "nest":
        return s.nests[seat]
    deck = s.decks[seat]
    if where == "fore":
        return deck[0]
    if where == "aft":
        return deck[-1]
    assert isinstance(where, int), where
    return deck[where - 1]


def has_captain(g: Catalogue, s: State, seat: int) -> bool:
    """A Captain is in the seat's ship (P8-4: public, its gold edge)."""
    ct = s.table.ctype
    cap = g.CAPTAIN
    if s.nests[seat] != NONE and ct[s.nests[seat]] == cap:
        return True
    return any(ct[c] == cap for c in s.decks[seat])


def active_mate_pos(g: Catalogue, s: State, seat: int, exclude: int = NONE) -> str | None:
    """Where the seat's active Mate sits, preferring an open one (P8-40, P8-89)."""
    ct = s.table.ctype
    best = None
    for pos, c in active_coins(s, seat):
        if c != exclude and ct[c] == g.MATE:
            if pos != "aft":
                return pos
            best = pos
    return best


def can_take(g: Catalogue, s: State, seat: int, coin: int) -> bool:
    """A coin may join the seat's ship: never a second Captain (P8-5, P8-39)."""
    return s.table.ctype[coin] != g.CAPTAIN or not has_captain(g, s, seat)


def aft_hidden(g: Catalogue, s: State, seat: int) -> bool:
    """The seat's aft coin is not known to every other seat (P8-133)."""
    deck = s.decks[seat]
    if len(deck) < 2:
        return False
    aft = deck[-1]
    if s.table.ctype[aft] == g.CAPTAIN:
        return False
    return (s.known[aft] | (1 << seat)) != all_mask(s)


def ship_is_empty(s: State, seat: int) -> bool:
    """No coin in deck, crow's nest, limbo or a secret arrangement (P8-147 (1))."""
    if s.decks[seat] or s.nests[seat] != NONE:
        return False
    for i in s.stack:
        item = s.items[i]
        if item.in_limbo and item.seat == seat:
            return False
    for t in s.agenda:
        if isinstance(t, Arrange) and t.seat == seat and (t.coins or t.placed or t.nest >= 0):
            return False
    return not (s.drawn and drawn_owner(s) == seat)


def drawn_owner(s: State) -> int:
    for i in reversed(s.stack):
        if s.items[i].drawn:
            return s.items[i].seat
    return NONE


# ---- knowledge (P8-16, P8-17, P8-20, P8-89, P8-143) ---------------------------------------------
def expose(s: State, seat: int) -> bool:
    """Open coins are seen by everyone (P8-16, P8-20). True if that taught someone something."""
    full = all_mask(s)
    news = False
    deck = s.decks[seat]
    if deck and s.known[deck[0]] != full:
        s.known[deck[0]] = full
        news = True
    nest = s.nests[seat]
    if nest != NONE and s.known[nest] != full:
        s.known[nest] = full
        news = True
    return news


def show(s: State, coin: int) -> bool:
    """Show a coin to everyone (P8-17, P8-89). True if someone did not know it."""
    full = all_mask(s)
    if s.known[coin] == full:
        return False
    s.known[coin] = full
    return True


def knowers(g: Catalogue, s: State, seat: int, coin: int) -> tuple[int, ...]:
    """Seats that know a coin of `seat`'s ship (its owner included; a Captain: all, P8-4)."""
    mask = s.known[coin] | (1 << seat)
    if s.table.ctype[coin] == g.CAPTAIN:
        mask = all_mask(s)
    return tuple(q for q in range(s.table.n) if mask >> q & 1)


# ---- moving coins (P8-23) -----------------------------------------------------------------------
def remove_from_ship(s: State, seat: int, coin: int) -> None:
    if s.nests[seat] == coin:
        s.nests[seat] = NONE
    else:
        s.decks[seat].remove(coin)


def destroy_coins(g: Catalogue, s: State, seat: int, coins: list[int], cause: str) -> list[Event]:
    """Destroy coins of `seat`'s ship at one instant: all leave, then all reach the hold
    (P8-23, P8-46). One `destroyed` event per coin; a hidden coin is not revealed to those
    who did not know it (P8-143)."""
    names = [(c, pos_label(s, seat, c), knowers(g, s, seat, c)) for c in coins]
    for c in coins:
        remove_from_ship(s, seat, c)
    full = tuple(range(s.table.n))
    events = []
    for c, pos, who in names:
        s.holds[seat].append(c)
        data = {"seat": seat, "coin": type_id(g, s, c), "pos": pos, "cause": cause}
        if who == full:
            events.append(Event("destroyed", data))
        else:
            events.append(Event("destroyed", data, visible_to=who, redacted={**data, "coin": ""}))
    if coins:
        s.noisy = True
        s.destroyed_since_stalemate = True
    if expose(s, seat):
        events.append(uncovered_event(g, s, seat))
    return events


def uncovered_event(g: Catalogue, s: State, seat: int) -> Event:
    """A new open coin came to light (P8-16)."""
    deck = s.decks[seat]
    return Event(
        "uncovered", {"seat": seat, "coin": type_id(g, s, deck[0]) if deck else ""}, reveal=True
    )


def pos_label(s: State, seat: int, coin: int) -> str:
    """A position as logs name it (P8-91): nest, fore, aft or the 1-based index."""
    if s.nests[seat] == coin:
        return "nest"
    deck = s.decks[seat]
    i = deck.index(coin)
    if i == 0:
        return "fore"
    if i == len(deck) - 1:
        return "aft"
    return str(i + 1)


def type_id(g: Catalogue, s: State, coin: int) -> str:
    """The coin-type id of a coin ("mate")."""
    return g.type_ids[s.table.ctype[coin]]


def type_ids(g: Catalogue, s: State, coins: Iterable[int]) -> list[str]:
    return [g.type_ids[s.table.ctype[c]] for c in coins]
