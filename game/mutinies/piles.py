"""Draws from hidden piles: M21-9, M21-49, M21-100, M21-101, M21-166, M21-167.

Every draw is a chance step drawing uniformly from what the pile holds (M21-166); with one item
left, or none, it needs no chance step and is settled at once (the Flow's `Settled`). The pile
of a draw task is its class's `pile` (tasks.py):

- `jewel`: the jewel pile; when it is empty the discards are turned over first (M21-101, not an
  exhaustion); drawing its last token is an exhaustion (M21-100);
- `nc`: the Non-Commercial stack, or the jewel pile when the stack is empty (M21-49);
- `treasure`: the face-down treasure pile, then the tokens V05 put under it, in that order;
- `deck`: the Mutiny deck, Last Mutiny always last (M21-9);
- `hand`: a player's hidden jewels (V04).

Who drew from which pile is public; the jewel or token is the drawer's (M21-167).
"""

from __future__ import annotations

from game.core import Chance, Event, Events, Settled, Task

from .catalogue import Catalogue
from .model import MState
from .resources import treasure_fallback
from .rounds import trigger_end
from .tasks import Draw, DrawJewel, DrawTreasure, NcJewel, Pile


def candidates(g: Catalogue, s: MState, pile: Pile, victim: int = -1) -> list[str]:
    """What a draw from `pile` may give (the very list the pile is kept in, where it is one)."""
    if pile == "jewel":
        return s.jewel_pile
    if pile == "nc":
        return s.nc_stack if s.nc_stack else s.jewel_pile  # M21-49
    if pile == "treasure":
        if s.treasure_pile:
            return s.treasure_pile
        return s.treasure_bottom[:1]  # V05 tokens come out in the order put there
    if pile == "deck":
        if s.deck:
            return s.deck
        return [g.last_mutiny_id] if s.last_mutiny else []  # M21-9: always last
    return s.jewels[victim]


def draw(g: Catalogue, s: MState, t: Draw) -> Chance | Settled:
    """The chance step of any draw task (M21-166)."""
    items = candidates(g, s, t.pile, t.victim())
    if len(items) > 1:
        return Chance.draw(items)
    return Settled(items[:1])


def turn_discards(g: Catalogue, s: MState, out: Events) -> None:
    """M21-101: a jewel draw about to happen on an empty pile takes the discards first (not an
    exhaustion). Run after every handler (flow.py), so it happens as the draw comes on top."""
    top: Task | None = s.agenda[-1] if s.agenda else None
    if (
        isinstance(top, Draw)
        and (top.pile == "jewel" or (top.pile == "nc" and not s.nc_stack))
        and not s.jewel_pile
        and s.discards
    ):
        s.jewel_pile, s.discards = s.discards, []


def take(
    g: Catalogue, s: MState, t: Draw, outcome: list[str], out: Events
) -> tuple[str | None, str]:
    """Take the drawn item out of its pile: (the item or None, "nc" or "pile" for a jewel)."""
    if not outcome:
        return None, ""
    item = outcome[0]
    pile = t.pile
    if pile == "treasure":
        if item in s.treasure_pile:
            s.treasure_pile.remove(item)
        else:
            del s.treasure_bottom[0]
            del s.bottom_owner[0]
    elif pile == "deck":
        if item == g.last_mutiny_id:
            s.last_mutiny = False
        else:
            s.deck.remove(item)
    elif pile == "hand":
        s.jewels[t.victim()].remove(item)
    elif pile == "nc" and item in s.nc_stack:
        s.nc_stack.remove(item)
        return item, "nc"
    else:
        s.jewel_pile.remove(item)
        if not s.jewel_pile:
            _exhausted(g, s, out)
        return item, "pile"
    return item, ""


def _exhausted(g: Catalogue, s: MState, out: Events) -> None:
    """M21-100: the draw took the last token of the jewel pile."""
    s.exhaustions += 1
    out.append(Event("exhausted", {"count": s.exhaustions}))
    if s.exhaustions == g.setup_def.end_exhaustions:
        trigger_end(s, out, "jewels")
    if s.discards:
        out.append(Event("reshuffled", {"count": len(s.discards)}))
        s.jewel_pile, s.discards = s.discards, []


# ---- what a draw hands over ----------------------------------------------------------------------
def jewel_drawn_event(seat: int, jewel: str, origin: str) -> Event:
    """Who drew from which pile is public; the jewel is the drawer's (M21-167)."""
    return Event(
        "jewel_drawn",
        {"seat": seat, "jewel": jewel, "source": origin},
        visible_to=(seat,),
        redacted={"seat": seat, "source": origin},
        reveal=True,
    )


def gain_jewel(
    g: Catalogue, s: MState, t: DrawJewel | NcJewel, outcome: list[str], out: Events
) -> None:
    """A hidden jewel for a player (seen by them only, M21-167)."""
    jewel, origin = take(g, s, t, outcome, out)
    if jewel is None:
        out.append(Event("nothing_drawn", {"seat": t.seat}))
        return
    s.jewels[t.seat].append(jewel)
    out.append(jewel_drawn_event(t.seat, jewel, origin))


def secret_event(kind: str, seat: int, what: str, item: str, reveal: bool = False) -> Event:
    """M21-167: `seat` sees which `item` (a jewel, token or card: its field `what`); the others
    see only that it happened to `seat`. `reveal`: the seat learns something new (undo stops)."""
    return Event(
        kind, {"seat": seat, what: item}, visible_to=(seat,), redacted={"seat": seat}, reveal=reveal
    )


def gain_treasure(
    g: Catalogue, s: MState, t: DrawTreasure, outcome: list[str], out: Events
) -> None:
    """A treasure token for a player (M21-53: an empty pile gives 1 D + 1 PP instead)."""
    token, _ = take(g, s, t, outcome, out)
    if token is None:
        treasure_fallback(g, s, out, t.seat, "treasure")
        return
    s.treasures[t.seat].append(token)
    s.obtained[t.seat] += 1
    out.append(secret_event("treasure_drawn", t.seat, "token", token, reveal=True))
