"""What is being resolved, in words and marks: one line per declared ability on the stack (the
last declared resolves first, P8-87), who is being asked, and which coins are locked as targets.
Everything from the view: targets the viewer does not know stay "hidden coin".
"""

from __future__ import annotations

from ..core import theme
from .choices import place_of
from .texts import Words, tr


def place_name(place: tuple, view, names: list[str]) -> str:
    """("deck", seat, i) / ("nest", seat) as "Ana's fore", "Ben's coin 3 from the fore"."""
    if not place or place[0] not in ("deck", "nest"):
        return tr("place_gone")
    seat = place[1]
    if place[0] == "nest":
        where = tr("where_nest")
    else:
        n = len(view.ships[seat].deck)
        i = place[2]
        where = (
            tr("where_fore")
            if i == 0
            else tr("where_aft")
            if i == n - 1
            else tr("where_k", k=i + 1)
        )
    return tr("place_of", seat=names[seat], where=where)


def item_line(view, k: int, words: Words, names: list[str]) -> str:
    """One stack item as a sentence."""
    item = view.stack[k]
    who = names[item.seat]
    coin = words.name(item.coin)
    if item.ability == "treachery" and item.answers >= 0:
        x = view.stack[item.answers]
        text = tr(
            "item_treachery", seat=who, answered_seat=names[x.seat], answered=words.name(x.coin)
        )
    elif item.ability == "prevent":
        text = tr("item_prevent", seat=who, coin=coin)
    elif item.ability == "full_sail":
        text = tr("item_full_sail", seat=who)
    elif item.ability == "black_spot":
        text = tr(
            "item_black_spot",
            seat=who,
            target_seat=names[item.target_seat] if item.target_seat >= 0 else "",
        )
    elif item.depth:
        text = tr("item_cannon", seat=who, target_seat=names[item.target_seat], depth=item.depth)
    elif item.targets:
        first = item.targets[0]
        if len(item.targets) > 1:
            target = tr("open_coins_of", seat=names[item.target_seat])
        else:
            target = place_name(first[0], view, names)
            if first[1]:
                target += f" ({words.name(first[1])})"
        text = tr("item_play_at", seat=who, coin=coin, target=target)
    elif item.target_seat >= 0:
        text = tr("item_play_against", seat=who, coin=coin, target_seat=names[item.target_seat])
    else:
        text = tr("item_play", seat=who, coin=coin)
    if item.negated:
        text += " — " + tr("negated")
    return text


def asking_line(view, names: list[str], width: int = 0) -> str:
    """Who the top of the agenda waits for (public under masking, P8-133): their names, or
    how many they are when the names would not fit in `width` (13 px text)."""
    if not view.waiting:
        return ""
    seats = list(dict.fromkeys(names[q] for q, _kind in view.waiting))
    line = tr("asking", seats=", ".join(seats))
    if width and not theme.fits(line, 13, width):
        return tr("asking_many", count=len(seats))
    return line


def marks_for(view, seat: int) -> tuple[tuple, tuple]:
    """(sights, sources) in `seat`'s ship: places locked as targets by abilities not negated,
    and places whose coin is being used."""
    sights, sources = [], []
    for item in view.stack:
        if item.negated:
            continue
        for place, _t, _active in item.targets:
            local = place_of(place, seat)
            if local is not None:
                sights.append(local)
        local = place_of(item.place, seat)
        if local is not None:
            sources.append(local)
    return tuple(sights), tuple(sources)


def stack_lines(view, words: Words, names: list[str]) -> list[tuple[str, bool, bool]]:
    """(text, is the next to resolve, negated), top of the stack first."""
    out = []
    for k in range(len(view.stack) - 1, -1, -1):
        out.append(
            (item_line(view, k, words, names), k == len(view.stack) - 1, view.stack[k].negated)
        )
    return out
