"""Offers in words and in gold, for the diplomacy panel (digest 6.1, 6.5): what each item says
("Ben delivers 2 lots of bread to island 3"), and a rough value of an offer to the seat looking at
it, in gold: gold at face value, a piece at its steel cost (diplomacy.piece_price: 1 000 gold per
90 steel), a lot of bread or gasoline 1 000 and of another material 500, an island 3 000 plus
its producers; permissions and promises are worth nothing on their own (6.5). It is a guide for
the player, never a rule."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Label
from game.kratos.catalogue import Catalogue
from game.kratos.diplomacy import piece_price
from game.kratos.model import Item, OfferView, View

from ..core import i18n
from .words import kind_name, material_name

S = "kratos.scene.deal."
LOT_GOLD = {"bread": 1000, "gasoline": 1000}
OTHER_LOT_GOLD = 500
ISLAND_GOLD = 3000


def item_text(g: Catalogue, view: View, item: Item, names: Sequence[str]) -> str:
    args: dict[str, object] = {"giver_seat": item.giver, "receiver_seat": item.receiver}
    kind = item.kind
    if kind == "gold":
        key = f"gold_{item.timing or 'now'}"
        args["amount"] = f"{item.amount:,}".replace(",", " ")
    elif kind == "piece":
        p = view.pieces.get(item.piece)
        key = "piece"
        args["what"] = f"{kind_name(g, p.kind)} #{p.id}" if p is not None else f"#{item.piece}"
    elif kind == "island":
        key = "island"
        args["island"] = item.island
    elif kind == "deliver":
        key = "deliver"
        args.update(count=item.lots, material=material_name(g, item.material), island=item.island)
    elif kind == "permit":
        key = f"permit_{item.permit}"
        p = view.pieces.get(item.piece)
        args.update(
            island=item.island,
            material=material_name(g, item.material) if item.material else "",
            what=f"{kind_name(g, p.kind)} #{p.id}" if p is not None else "",
            count=item.uses,
        )
    elif item.promise == "text":
        key = "promise_text"
        args["text"] = item.text
    else:
        key = "promise_peace"
        args.update(target_seat=item.seat, count=item.rounds)
    return i18n.phrase(Label(S + key, args), names)


def item_value(g: Catalogue, view: View, item: Item, seat: int) -> int:
    """What an item is worth to `seat` in gold (positive: it gains), a rough guide (6.5)."""
    sign = 1 if item.receiver == seat else -1 if item.giver == seat else 0
    if item.kind == "gold":
        return sign * item.amount
    if item.kind == "piece":
        p = view.pieces.get(item.piece)
        return sign * (piece_price(g, p.kind) if p is not None else 0)
    if item.kind == "island":
        island = view.islands[item.island - 1] if 0 < item.island <= len(view.islands) else None
        producers = 0
        if island is not None:
            producers = sum(
                piece_price(g, view.pieces[pid].kind)
                for pid in island.pieces
                if view.pieces[pid].kind in g.producers and view.pieces[pid].owner == island.owner
            )
        return sign * (ISLAND_GOLD + producers)
    if item.kind == "deliver":
        return sign * item.lots * LOT_GOLD.get(item.material, OTHER_LOT_GOLD)
    return 0


def offer_value(g: Catalogue, view: View, items: Sequence[Item], seat: int) -> int:
    return sum(item_value(g, view, i, seat) for i in items)


def status_text(o: OfferView) -> str:
    return i18n.tr(S + "status_" + o.status)


def gold_text(amount: int) -> str:
    sign = "+" if amount > 0 else "−" if amount < 0 else "±"
    return f"{sign}{abs(amount):,}".replace(",", " ")
