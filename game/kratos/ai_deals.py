"""The baseline AI's deals (digest 6.5, KD-11, KD-41, KD-47): valuing items, answering offers,
accepting gifts, bakery deals (a bread island with its bakers for a nearby wheat capital), and
choosing the offers of its own turn. Everything is priced in ounces from the seat's
own needs and read from its view (its own gold and deal history, the public board).
"""

from __future__ import annotations

from game.core import Action, Decision

from .ai_plan import (
    bakery_takers,
    capital_guard,
    gift_turns,
    spare_bread,
    surrender_turns,
    takes_bakery,
)
from .ai_view import Brief
from .diplomacy import island_taker_turns
from .model import Item, OfferView

MARGIN = 200  # 6.5: accept when what it gets is worth what it gives plus a small margin
LOT_COST = 400  # the work of one delivery trip


def bread_price(turns: float) -> int:
    """Ounces per unit of bread: worth most when a famine is near (6.5, KD-41)."""
    if turns < 3:
        return 25
    if turns < 5:
        return 16
    if turns < 8:
        return 8
    if turns < 12:
        return 4
    return 1


def gasoline_price(units: int) -> int:
    if units < 10:
        return 20
    if units < 30:
        return 8
    return 2


def _failures(b: Brief, giver: int) -> int:
    """How many of the giver's DELIVER items to this seat failed (its deal history, 6.5)."""
    n = 0
    for o in b.v.offers:
        if o.status in ("expired", "void", "broken"):
            n += sum(
                1
                for i, item in enumerate(o.items)
                if item.kind == "deliver" and item.giver == giver and not o.done[i]
            )
    return n


def item_value(b: Brief, item: Item) -> int:
    """What one item is worth to this seat: positive if it receives, negative if it gives."""
    g, seat = b.g, b.seat
    sign = 1 if item.receiver == seat else -1
    if item.kind == "gold":
        return sign * item.amount
    turns = b.turns_of_bread(seat)
    if item.kind == "deliver":
        units = item.lots * g.k.lot
        if item.material == g.bread:
            unit = bread_price(turns)
        elif item.material == g.gasoline:
            unit = gasoline_price(b.gasoline(seat))
        else:
            unit = 3
        if sign > 0:
            return units * unit // (1 + _failures(b, item.giver))
        carrier = g.carrier_of.get(item.material, "")
        carriers = sum(1 for p in b.mine() if p.kind == carrier)
        if carriers <= _owed_lots(b, carrier):
            return -1_000_000  # it cannot deliver at all, or its transporters are all booked
        if delivery_steps(b, item.material, item.island) > DELIVER_REACH:
            return -1_000_000  # too far to arrive before the deadline (KD-43)
        stock = sum(i.depot(item.material) for i in b.islands_of(seat) if i.flag != seat)
        spare = spare_bread(b) - g.k.lot
        if item.material == g.bread and stock < units and spare < 0:
            return -1_000_000  # it would give away bread it eats
        return -(units * unit + LOT_COST)
    if item.kind == "piece":
        p = b.v.pieces.get(item.piece)
        if p is None:
            return 0
        cost = g.kinds[p.kind].cost * 10
        if sign > 0:
            feedable = b.turns_of_bread(seat, extra=1) >= 8
            return cost // 2 if feedable else -cost
        return -cost // 2
    if item.kind == "island":
        extra = island_upkeep(b, item.island, item.giver)
        if sign > 0:  # it ranks first (KD-37 (vi)) while the seat can still feed it
            fed = b.turns_of_bread(seat, extra=extra) >= taker_turns(b)
            return 1500 if fed and _can_take(b, item.island) else -1500
        if turns < ISLAND_SHORT_TURNS:  # K-17: 5 bread a turn (and its war pieces) no longer eaten
            return extra * 10 * bread_price(turns) - 1500
        return -3000
    return 0  # PROMISE and PERMISSION are worth nothing to the baseline (6.5)


def _owed_lots(b: Brief, carrier: str) -> int:
    """Lots the seat still owes by DELIVER in accepted offers, of goods `carrier` carries."""
    g = b.g
    return sum(
        item.lots
        for o in b.v.offers
        if o.status == "accepted"
        for i, item in enumerate(o.items)
        if item.kind == "deliver"
        and item.giver == b.seat
        and not o.done[i]
        and g.carrier_of.get(item.material, "") == carrier
    )


DELIVER_REACH = 8  # KD-43: an item is due by the end of the next full round: ~2 merchant plays


def delivery_steps(b: Brief, material: str, island: int) -> int:
    """Steps for the seat's nearest transporter of `material` to fetch a lot from its nearest
    island holding one (or carry the one aboard) and bring it to `island`."""
    g = b.g
    carrier = g.carrier_of.get(material, "")
    dest = b.island_node(island)
    sources = [b.island_node(i.id) for i in b.islands_of(b.seat) if i.depot(material) >= g.k.lot]
    best = 1 << 20
    for p in b.mine():
        if p.kind != carrier or p.loc < 0:
            continue
        if p.goods == material:
            best = min(best, b.steps(p.loc, dest))
            continue
        if p.goods:
            continue
        for src in sources:
            best = min(best, b.steps(p.loc, src) + b.steps(src, dest))
    return best


def offer_value(b: Brief, items: tuple[Item, ...]) -> int:
    return sum(item_value(b, i) for i in items)


def answer(b: Brief, d: Decision, o: OfferView | None) -> Action:
    """6.5: accept when worth it; else one counter at the break-even price if positive (never
    to a counter); else reject."""
    accept = next((a for a in d.options if a.kind == "accept_offer"), None)
    reject = next(a for a in d.options if a.kind == "reject_offer")
    if o is None:
        return reject
    bakery = _bakery_bought(b, o)
    if bakery:  # KD-41: a bread island for the seat's own wheat, with its bakers
        ok = takes_bakery(b, b.seat, b.island(bakery)) and not _island_coming(b)
        return accept if ok and accept is not None else reject
    value = offer_value(b, o.items)
    if accept is not None and value >= MARGIN:
        return accept
    if o.parent >= 0:
        return reject
    others = tuple(i for i in o.items if i.kind != "gold")
    shortfall = MARGIN - offer_value(b, others)
    unit = b.g.k.gold_unit
    if 0 < shortfall < 1_000_000:
        net = -(-shortfall // unit) * unit  # rounded up to whole chips
        for a in d.options:
            if a.kind == "counter_offer" and a.args[1] == net:
                return a
    return reject


def _island_coming(b: Brief) -> bool:
    """An island bought in an accepted offer has not been handed over yet (6.2)."""
    return any(
        item.kind == "island" and item.receiver == b.seat and not o.done[i]
        for o in b.v.offers
        if o.status == "accepted"
        for i, item in enumerate(o.items)
    )


def _bakery_bought(b: Brief, o: OfferView) -> int:
    """The bread island an offer hands to this seat with its bread producers (a merchant and
    gold may come with it, and the seat may hand back an island of its own with its producers
    there: proposal_items' sell_bakery), else 0 (ai_plan.takes_bakery decides)."""
    g, island, bakers = b.g, 0, 0
    for item in o.items:
        if item.kind == "island":
            if item.receiver == b.seat:
                island = item.island
            elif b.island(item.island).flag == b.seat:
                return 0  # never a capital (KD-36)
        elif item.kind == "piece":
            p = b.v.pieces.get(item.piece)
            if p is None:
                return 0
            if item.receiver == b.seat:
                if p.kind != g.carrier_of[g.bread] and g.kinds[p.kind].produces != g.bread:
                    return 0
                bakers += g.kinds[p.kind].produces == g.bread
            elif p.kind not in g.producers:
                return 0
        elif item.kind != "gold":
            return 0
    return island if island and bakers and b.island(island).infra == g.bread else 0


def consent(b: Brief, d: Decision) -> Action:
    """6.5, KD-11: take a gift only if the bread still covers 5 turns of the higher upkeep (and,
    for this baseline, plenty more when the piece is of no use to it)."""
    task = b.v.agenda[-1]
    piece = b.v.pieces.get(getattr(task, "piece", -1))
    seller = getattr(task, "seller", -1)
    guard = capital_guard(b, seller) if seller >= 0 else None
    if piece is not None and guard is not None and guard.id == piece.id:
        # 3.7: the seller's capital, islands and pieces come with it (a surrender)
        ok = b.turns_of_bread(b.seat, extra=b.upkeep(seller)) >= surrender_turns(b)
        return next(a for a in d.options if a.kind == ("accept_gift" if ok else "decline_gift"))
    turns = b.turns_of_bread(b.seat, extra=1)
    useful = piece is not None and piece.kind in b.g.war and turns >= 8
    ok = turns >= 5 and (useful or turns >= gift_turns(b))
    kind = "accept_gift" if ok else "decline_gift"
    return next(a for a in d.options if a.kind == kind)


def propose(b: Brief, d: Decision) -> Action:
    """6.5: buy bread when it runs short, gasoline when the tank is low, wheat for a bread
    island; sell surplus bread; sell spare pieces. At most one open offer per seat and kind."""
    seat = b.seat
    turns = b.turns_of_bread(seat)
    open_pairs = {  # open, or turned down this round or the last: not asked again so soon
        (o.recipient, _template(b, o))
        for o in b.v.offers
        if o.proposer == seat
        and (o.status in ("pending", "accepted") or o.created[0] >= b.v.round - ASK_AGAIN_AFTER)
    }
    on_offer = {  # an island is offered to one seat at a time
        item.island
        for o in b.v.offers
        if o.proposer == seat and o.status in ("pending", "accepted")
        for item in o.items
        if item.kind == "island"
    }
    # 6.5: surplus bread (sooner for a chain, KD-41), one lot on sale at a time
    selling = (turns > 12 or spare_bread(b) >= b.g.k.lot) and not any(
        _template(b, o) == "sell_bread" and o.status in ("pending", "accepted")
        for o in b.v.offers
        if o.proposer == seat
    )
    best, best_score = None, 0
    for a in d.options:
        if a.kind != "propose":
            continue
        r, template, price, pid = a.args
        assert isinstance(r, int) and isinstance(price, int) and isinstance(pid, int)
        if (r, template) in open_pairs or (template in ISLAND_TEMPLATES and pid in on_offer):
            continue
        score = 0
        if template == "buy_bread" and turns < 6:
            want = 2000 if turns < 3 else 1000
            score = 3000 - abs(price - want) + b.bread(r) // 10
        elif template == "buy_gasoline" and b.gasoline(seat) < 15:
            score = 1500
        elif template == "buy_wheat" and _bread_island_short(b):
            steps = _wheat_steps(b, r)
            score = 1000 - 40 * steps if steps <= DELIVER_REACH else 0
        elif template == "sell_bread" and selling and b.turns_of_bread(r) < 5:
            # the hungriest seat first, at the price it takes (bread_price)
            score = 800 - price // 10 - 100 * int(b.turns_of_bread(r))
        elif template == "sell_island":
            score = _island_score(b, r, pid)
        elif template == "sell_bakery" and r in bakery_takers(b, b.island(pid)):
            score = 4000  # KD-41: 5 bread a turn and its bakers go where they make bread
        elif template == "sell_piece" and b.turns_of_bread(r, extra=1) >= 8:
            score = 300 + price // 10
        if score > best_score:
            best, best_score = a, score
    return best if best is not None else next(a for a in d.options if a.kind == "done")


ISLAND_TEMPLATES = ("sell_island", "sell_bakery")
ASK_AGAIN_AFTER = 1  # rounds before an offer turned down is made to the same seat again


def _template(b: Brief, o: OfferView) -> str:
    g = b.g
    kinds = {item.kind for item in o.items}
    if "island" in kinds:
        return "sell_bakery" if "piece" in kinds else "sell_island"
    for item in o.items:
        if item.kind == "deliver":
            verb = "buy" if item.receiver == b.seat else "sell"
            name = "wheat" if item.material == g.raw_of[g.bread] else item.material
            return f"{verb}_{name}"
        if item.kind == "piece":
            return "sell_piece"
    return ""


def island_upkeep(b: Brief, island: int, giver: int) -> int:
    """K-17: the upkeep an island hands over: its 5 bread a turn and the giver's war pieces
    there, which are recoloured with it (6.2 ISLAND)."""
    return b.g.k.upkeep_per_island + len(b.war_at(b.island(island)).get(giver, []))


def _can_take(b: Brief, island: int) -> bool:
    """6.2 ISLAND: the giver's war pieces there are handed over, or the seat has a war piece on
    the board to move onto the undefended island (K-43)."""
    if b.war_at(b.island(island)):
        return True
    return any(p.kind in b.g.war and p.loc >= 0 for p in b.mine())


ISLAND_SHORT_TURNS = 5  # below this many upkeeps of bread, an island is a burden to its owner


def _island_score(b: Brief, r: int, island: int) -> int:
    """6.5, K-17: an island the seat cannot feed goes to the seat that will still have the
    most turns of bread after taking it (its 5 bread a turn and the war pieces handed over with
    it), when that seat then outlasts this one by a clear margin."""
    extra = island_upkeep(b, island, b.seat)
    mine = b.bread(b.seat) / max(1, b.upkeep(b.seat) - extra)
    theirs = b.turns_of_bread(r, extra=extra)
    if theirs < taker_turns(b) or theirs < b.turns_of_bread(b.seat) + 1:
        return 0
    return 500 + int(100 * min(theirs, mine))


def taker_turns(b: Brief) -> int:
    """Upkeeps a seat must still cover after taking an island (the menu's own test, KD-47)."""
    return island_taker_turns(b.v.round)


def _bread_island_short(b: Brief) -> bool:
    g = b.g
    wheat = g.raw_of[g.bread]
    return any(i.infra == g.bread and i.depot(wheat) < WHEAT_WANTED for i in b.islands_of(b.seat))


WHEAT_WANTED = 100  # a bread island with less than a lot of wheat asks for one (6.5)


def _wheat_steps(b: Brief, seller: int) -> int:
    """Steps from the seller's nearest lot of wheat to the seat's bread island."""
    g = b.g
    wheat = g.raw_of[g.bread]
    mine = [i for i in b.islands_of(b.seat) if i.infra == g.bread]
    stocks = [i for i in b.islands_of(seller) if i.depot(wheat) >= g.k.lot]
    return min(
        (b.steps(b.island_node(s.id), b.island_node(m.id)) for s in stocks for m in mine),
        default=1 << 20,
    )
