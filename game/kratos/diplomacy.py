"""Trade and diplomacy in the engine: K-6, K-21, K-39, K-40, K-69, KD-11, KD-15, KD-33, KD-34,
KD-35, KD-43, KD-47, digest section 6.

Gold is reserved when a party commits (the proposer when it sends, the recipient when it accepts),
so an accepted offer never fails for lack of gold and nobody learns another seat's total; reserved
and escrowed gold still counts toward the table's total (6.2). On acceptance GOLD NOW is paid, GOLD
ON_COMPLETION stays in escrow until the other party's PIECE, ISLAND and DELIVER items have
happened, PERMISSION items come into force and PROMISE items are recorded. PIECE and ISLAND items
are carried out in the giver's turn as option-(a) recolours, right after its speed roll (T3), or at
once when accepted in the giver's own turn (binding mode); in honour mode the giver may refuse
them, which breaks the offer (6.3). DELIVER items are counted from unloads: one unload counts for
at most one item, the oldest open one it matches (KD-47). Offers lapse at their `answer_by` (the
end of the recipient's next turn, or of the current turn), accepted items at their deadline (the
end of the next full round), and everything of a seat that is eliminated lapses at once.

Humans act through standing actions (send, accept, reject, counter, reveal); AI seats through a
decision of their own turn (up to 3 offers) and an immediate answer to every offer they receive
(KD-47). A counter-offer is an offer back with `parent` set; a counter cannot itself be countered
(this bounds haggling, 6.4).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from game.core import Action, Event, Events, RuleRef

from .board import at_island, official, upkeep
from .catalogue import Catalogue
from .model import Island, Item, Offer, Permission, Piece, State
from .offers import can_hand_over_piece, encode, gold_owed, parse, refusal
from .tasks import Answer, ChoosePlay, Diplomacy, DueDeals, Farewell, FarewellAmount, Honour

MAX_AI_OFFERS = 3  # 6.4, KD-47
COUNTER_MAX = 10_000  # the largest gold change an AI counter-offer may ask for


# ---- gold ---------------------------------------------------------------------------------------
def held_by(s: State, seat: int, status: str) -> int:
    out = 0
    for o in s.offers.values():
        if o.status == status:
            for i, item in enumerate(o.items):
                if item.kind == "gold" and item.giver == seat:
                    out += o.held[i]
    return out


def gold_total(s: State, seat: int) -> int:
    """K-6: everything the seat holds: free, reserved and in escrow."""
    return s.gold[seat] + held_by(s, seat, "pending") + held_by(s, seat, "accepted")


OPEN = ("pending", "accepted")


def set_status(s: State, o: Offer, status: str) -> None:
    """Change an offer's status; a closed offer moves to the deal history (never changed
    again: closed offers are shared by clones)."""
    o.status = status
    if status not in OPEN:
        s.offers.pop(o.id, None)
        s.history[o.id] = o


def _refund(s: State, o: Offer) -> None:
    for i, item in enumerate(o.items):
        if o.held[i]:
            s.gold[item.giver] += o.held[i]
            o.held[i] = 0


def _pay(s: State, o: Offer, i: int, out: Events) -> None:
    item = o.items[i]
    amount = o.held[i]
    o.held[i] = 0
    o.done[i] = True
    s.gold[item.receiver] += amount
    out.append(
        Event(
            "gold_paid",
            {"offer": o.id, "from_seat": item.giver, "to_seat": item.receiver, "amount": amount},
            visible_to=o.parties(),
        )
    )


# ---- permissions (KD-15) ------------------------------------------------------------------------
def _matches(p: Permission, kind: str, island: int, material: str, piece: int) -> bool:
    if p.kind != kind or p.uses <= 0:
        return False
    if kind == "load_goods":
        return p.island == island and p.material == material
    if kind == "carry_mines":
        return p.island == island
    return p.piece == piece


def permitted(
    s: State,
    grantor: int,
    grantee: int,
    kind: str,
    island: int = 0,
    material: str = "",
    piece: int = -1,
) -> bool:
    return any(
        p.grantor == grantor and p.grantee == grantee and _matches(p, kind, island, material, piece)
        for p in s.permissions
    )


def use_permission(
    s: State,
    grantor: int,
    grantee: int,
    kind: str,
    island: int = 0,
    material: str = "",
    piece: int = -1,
) -> None:
    for n, p in enumerate(s.permissions):
        if (
            p.grantor == grantor
            and p.grantee == grantee
            and _matches(p, kind, island, material, piece)
        ):
            if p.uses <= 1:
                del s.permissions[n]
            else:
                s.permissions[n] = Permission(
                    p.offer,
                    p.grantor,
                    p.grantee,
                    p.kind,
                    p.island,
                    p.material,
                    p.piece,
                    p.uses - 1,
                    p.deadline,
                )
            return


# ---- sending and answering ----------------------------------------------------------------------
def send(
    g: Catalogue,
    s: State,
    proposer: int,
    recipient: int,
    items: tuple[Item, ...],
    answer_by: str,
    out: Events,
    parent: int = -1,
) -> Offer:
    """6.1, 6.2: the offer goes out, the proposer's gold is reserved, and it is routed: an AI
    answers at once, a human finds it in its inbox, a PASSIVE seat refuses it (section 7)."""
    if answer_by == "turn":
        seat, turn = s.active, s.turns_taken[s.active]
    else:
        seat, turn = recipient, s.turns_taken[recipient] + 1
    o = Offer(
        s.next_offer,
        proposer,
        recipient,
        items,
        (s.round, s.active, s.next_offer),
        seat,
        turn,
        parent,
    )
    s.next_offer += 1
    for i, item in enumerate(items):
        if item.kind == "gold" and item.giver == proposer:
            s.gold[proposer] -= item.amount
            o.held[i] = item.amount
    s.offers[o.id] = o
    out.append(
        Event(
            "offer_sent",
            {
                "offer": o.id,
                "proposer_seat": proposer,
                "recipient_seat": recipient,
                "items": encode(items),
                "parent": parent,
            },
            visible_to=o.parties(),
        )
    )
    kind = s.seat_kind[recipient]
    if kind == "passive":
        reject(s, o, out)
    elif kind == "ai":
        s.agenda.append(Answer(recipient, o.id))
    return o


def accept_refusal(g: Catalogue, s: State, o: Offer) -> RuleRef | None:
    """6.2: what stops the recipient accepting now (None: it may)."""
    if o.status != "pending":
        return RuleRef("KD-43", "kratos.illegal.offer_closed")
    ref = refusal(g, s, o.proposer, o.recipient, o.items)
    if ref is not None:
        return ref
    if gold_owed(o.items, o.recipient) > s.gold[o.recipient]:
        return RuleRef("K-6", "kratos.illegal.not_enough_gold")
    return None


def accept(g: Catalogue, s: State, o: Offer, out: Events) -> None:
    """6.2: the recipient's gold is reserved, then each item takes effect."""
    o.status = "accepted"
    o.deadline = s.round + 1
    out.append(
        Event("offer_answered", {"offer": o.id, "answer": "accepted"}, visible_to=o.parties())
    )
    for i, item in enumerate(o.items):
        if item.kind == "gold":
            if item.giver == o.recipient:
                s.gold[o.recipient] -= item.amount
                o.held[i] = item.amount
            if item.timing == "now":
                _pay(s, o, i, out)
        elif item.kind == "permit":
            s.permissions.append(
                Permission(
                    o.id,
                    item.giver,
                    item.receiver,
                    item.permit,
                    item.island,
                    item.material,
                    item.piece,
                    item.uses,
                    o.deadline,
                )
            )
            o.done[i] = True
        elif item.kind == "promise":
            o.done[i] = True
        elif item.kind in ("piece", "island"):
            s.queue.append((o.id, i))
            _schedule(s, item.giver)
    settle(s, o, out)


def _schedule(s: State, giver: int) -> None:
    """A PIECE or ISLAND item accepted in the giver's own turn runs before its next play
    (binding); otherwise it waits for T3 of the giver's next turn."""
    if s.phase != "play" or s.active != giver:
        return
    agenda = s.agenda
    if any(isinstance(x, DueDeals) and x.seat == giver for x in agenda):
        return
    for n in range(len(agenda) - 1, -1, -1):
        x = agenda[n]
        if isinstance(x, ChoosePlay) and x.seat == giver:
            agenda.insert(n + 1, DueDeals(giver))
            return


def reject(s: State, o: Offer, out: Events) -> None:
    _refund(s, o)
    set_status(s, o, "rejected")
    out.append(
        Event("offer_answered", {"offer": o.id, "answer": "rejected"}, visible_to=o.parties())
    )


def counter(g: Catalogue, s: State, o: Offer, items: tuple[Item, ...], out: Events) -> Offer:
    """6.1: the recipient answers with an offer back; the original is `countered`."""
    _refund(s, o)
    set_status(s, o, "countered")
    out.append(
        Event("offer_answered", {"offer": o.id, "answer": "countered"}, visible_to=o.parties())
    )
    return send(g, s, o.recipient, o.proposer, items, "next", out, parent=o.id)


def counter_refusal(g: Catalogue, s: State, o: Offer, items: tuple[Item, ...]) -> RuleRef | None:
    if o.status != "pending":
        return RuleRef("KD-43", "kratos.illegal.offer_closed")
    if o.parent >= 0:
        return RuleRef("KD-47", "kratos.illegal.counter_of_counter")
    ref = refusal(g, s, o.recipient, o.proposer, items)
    if ref is not None:
        return ref
    if gold_owed(items, o.recipient) > s.gold[o.recipient]:
        return RuleRef("K-6", "kratos.illegal.not_enough_gold")
    return None


def settle(s: State, o: Offer, out: Events) -> None:
    """6.2: escrow is paid once the other party's PIECE, ISLAND and DELIVER items have all
    happened; an offer with nothing left open is completed."""
    if o.status != "accepted":
        return
    open_by = {o.proposer: False, o.recipient: False}
    for i, item in enumerate(o.items):
        if item.kind in ("piece", "island", "deliver") and not o.done[i]:
            open_by[item.giver] = True
    for i, item in enumerate(o.items):
        if item.kind == "gold" and not o.done[i] and not open_by[item.receiver]:
            _pay(s, o, i, out)
    if all(o.done):
        set_status(s, o, "completed")
        s.queue[:] = [q for q in s.queue if q[0] != o.id]
        out.append(Event("offer_completed", {"offer": o.id}, visible_to=o.parties()))


def close(s: State, o: Offer, status: str, out: Events) -> None:
    """An offer lapses (expired), fails (void) or is broken: the gold still held goes back to its
    payers (6.2; 6.3: gold paid NOW stays where it went), its permissions and queued items go."""
    _refund(s, o)
    set_status(s, o, status)
    s.queue[:] = [q for q in s.queue if q[0] != o.id]
    s.permissions[:] = [p for p in s.permissions if p.offer != o.id]
    out.append(Event(f"offer_{status}", {"offer": o.id}, visible_to=o.parties()))


# ---- lapses -------------------------------------------------------------------------------------
def lapse_answers(s: State, seat: int, out: Events) -> None:
    """KD-43: pending offers whose answer_by is the end of this turn lapse."""
    for o in list(s.offers.values()):
        if o.status == "pending" and o.answer_seat == seat and s.turns_taken[seat] >= o.answer_turn:
            close(s, o, "expired", out)


def end_of_round(s: State, out: Events) -> None:
    """KD-43: accepted items still open at their deadline lapse (escrow back to its payers);
    permissions end with them."""
    for o in list(s.offers.values()):
        if o.status == "accepted" and o.deadline <= s.round:
            close(s, o, "expired", out)
    s.permissions[:] = [p for p in s.permissions if p.deadline > s.round]


def lapse_seat(s: State, seat: int, out: Events) -> None:
    """3.7, KD-47: an eliminated seat's open offers and permissions lapse; reserved and escrowed
    gold goes back to whoever paid it."""
    for o in list(s.offers.values()):
        if seat in o.parties() and o.status in ("pending", "accepted"):
            close(s, o, "void", out)
    s.permissions[:] = [p for p in s.permissions if seat not in (p.grantor, p.grantee)]


# ---- carrying items out -------------------------------------------------------------------------
def covering_item(s: State, seller: int, buyer: int, pid: int) -> tuple[Offer, int] | None:
    """An accepted offer's open PIECE item that makes this sale the buyer's consent (KD-11)."""
    for o in s.offers.values():
        if o.status != "accepted":
            continue
        for i, item in enumerate(o.items):
            if (
                item.kind == "piece"
                and not o.done[i]
                and item.piece == pid
                and item.giver == seller
                and item.receiver == buyer
            ):
                return o, i
    return None


def piece_sold(s: State, seller: int, buyer: int, pid: int, out: Events) -> None:
    found = covering_item(s, seller, buyer, pid)
    if found is not None:
        o, i = found
        o.done[i] = True
        s.queue[:] = [q for q in s.queue if q != (o.id, i)]
        settle(s, o, out)


def island_changed(s: State, out: Events) -> None:
    """6.2: an ISLAND item is done once its island belongs to the receiver."""
    for oid, i in list(s.queue):
        o = s.offers[oid]
        item = o.items[i]
        if item.kind == "island" and s.islands[item.island - 1].owner == item.receiver:
            o.done[i] = True
            s.queue.remove((oid, i))
            settle(s, o, out)


def count_unload(s: State, giver: int, material: str, island: int, out: Events) -> None:
    """6.2, KD-47: an unload counts for the oldest open DELIVER item it matches, and only it."""
    for oid in sorted(s.offers):
        o = s.offers[oid]
        if o.status != "accepted":
            continue
        for i, item in enumerate(o.items):
            if (
                item.kind == "deliver"
                and not o.done[i]
                and item.giver == giver
                and item.material == material
                and item.island == island
            ):
                o.delivered[i] += 1
                out.append(
                    Event(
                        "delivered",
                        {"offer": o.id, "lots": o.delivered[i], "of": item.lots},
                        visible_to=o.parties(),
                    )
                )
                if o.delivered[i] >= item.lots:
                    o.done[i] = True
                    settle(s, o, out)
                return


def due_deals(g: Catalogue, s: State, t: DueDeals, out: Events) -> None:
    """T3: the seat's queued PIECE and ISLAND items, in the order they were accepted."""
    asks: list[Honour] = []
    for oid, i in list(s.queue):
        o = s.offers.get(oid)
        if o is None or (oid, i) not in s.queue:
            continue  # settled or closed by an item carried out before it (a recolour, a flip)
        if o.items[i].giver != t.seat or o.status != "accepted":
            continue
        if not s.settings.binding and s.seat_kind[t.seat] == "human":
            asks.append(Honour(t.seat, oid, i))
        else:
            carry_out(g, s, o, i, out)
    s.agenda.extend(reversed(asks))


def carry_out(g: Catalogue, s: State, o: Offer, i: int, out: Events) -> None:
    """Recolour the piece, or the giver's war pieces on the island (6.2); a piece that can no
    longer be sold voids the offer."""
    from .plays import recolour

    item = o.items[i]
    if item.kind not in ("piece", "island"):
        o.done[i] = True
        settle(s, o, out)
        return
    if item.kind == "piece":
        if item.piece in s.played or not can_hand_over_piece(g, s, item.giver, item.piece):
            close(s, o, "void", out)
            return
        recolour(g, s, item.giver, item.piece, item.receiver, out)
        return
    island = s.islands[item.island - 1]
    if island.owner != item.giver and island.owner != item.receiver:
        close(s, o, "void", out)
        return
    for p in list(at_island(s, island)):
        if (
            p.owner == item.giver
            and p.kind in g.war
            and p.id not in s.played
            and o.status == "accepted"
        ):
            recolour(g, s, item.giver, p.id, item.receiver, out)
    island_changed(s, out)


def honour(g: Catalogue, s: State, t: Honour, a: Action, out: Events) -> None:
    o = s.offers.get(t.offer)
    if o is None or o.status != "accepted":
        return
    if a.kind == "honour":
        carry_out(g, s, o, t.item, out)
    else:
        close(s, o, "broken", out)


def honour_options(g: Catalogue, s: State, t: Honour) -> list[Action]:
    return [Action("honour", (t.offer,)), Action("refuse", (t.offer,))]


def honour_live(g: Catalogue, s: State, t: Honour) -> bool:
    o = s.offers.get(t.offer)
    return o is not None and o.status == "accepted" and not o.done[t.item]


# ---- the AI's side (KD-47) ----------------------------------------------------------------------
@lru_cache(maxsize=8192)
def _action(kind: str, *args: int | str) -> Action:
    """The AI's offers and answers as shared actions: every AI answer lists up to 41
    counter-offers and every offer menu a few per seat; actions are immutable, so the same
    ones are handed out again."""
    return Action(kind, args)


def answer_options(g: Catalogue, s: State, t: Answer) -> list[Action]:
    """An AI recipient: accept (if it can), reject, or one counter-offer changing only the gold
    (6.5): `counter_offer:<net>`, net > 0 the proposer pays it, net < 0 it pays (at most what it
    holds, and at most COUNTER_MAX either way)."""
    o = s.offers[t.offer]
    out = []
    if accept_refusal(g, s, o) is None:
        out.append(_action("accept_offer", o.id))
    out.append(_action("reject_offer", o.id))
    if (
        o.parent < 0
        and refusal(g, s, o.recipient, o.proposer, counter_items(g, o, 0) or o.items) is None
    ):
        unit = g.k.gold_unit
        others = any(i.kind != "gold" for i in o.items)
        low = min(s.gold[o.recipient], COUNTER_MAX) // unit * unit
        for net in range(-low, COUNTER_MAX + 1, unit):
            if net or others:
                out.append(_action("counter_offer", o.id, net))
    return out


def counter_items(g: Catalogue, o: Offer, net: int) -> tuple[Item, ...]:
    """6.5: the same items with the gold replaced by one payment of |net|."""
    timing = "done" if any(i.kind == "gold" and i.timing == "done" for i in o.items) else "now"
    items = [i for i in o.items if i.kind != "gold"]
    if net > 0:
        items.append(Item("gold", o.proposer, o.recipient, amount=net, timing=timing))
    elif net < 0:
        items.append(Item("gold", o.recipient, o.proposer, amount=-net, timing=timing))
    return tuple(items)


def answer_live(g: Catalogue, s: State, t: Answer) -> bool:
    o = s.offers.get(t.offer)
    return o is not None and o.status == "pending"


def answered(g: Catalogue, s: State, t: Answer, seat: int, a: Action, out: Events) -> None:
    o = s.offers[t.offer]
    if a.kind == "accept_offer":
        accept(g, s, o, out)
    elif a.kind == "reject_offer":
        reject(s, o, out)
    else:
        net = a.args[1]
        assert isinstance(net, int)
        counter(g, s, o, counter_items(g, o, net), out)


BUY_PRICES = (1000, 2000)  # the price points an AI may offer for a lot delivered
SELL_PRICES = (1000, 2000)


def proposals(g: Catalogue, s: State, seat: int) -> list[Action]:
    """The offers an AI seat may send this turn (KD-47): a menu built from what the seat knows
    (the public board and its own gold), following 6.5. Each option is
    `propose:<seat>:<template>:<gold>:<piece>`:
    - buy_bread / buy_gasoline: the other seat DELIVERs a lot to this seat's capital, paid
      ON_COMPLETION (to seats that have the transporter and a lot in a depot of theirs);
    - buy_wheat: a lot of wheat to this seat's bread island, paid ON_COMPLETION;
    - sell_bread: this seat DELIVERs a lot of bread to the other's capital, paid ON_COMPLETION;
    - sell_piece: this seat's spare transporter or idle producer, for gold NOW;
    - sell_island: this seat's island other than its capital (KD-36), for gold NOW, when it
      runs short of bread and can hand it over (6.2 ISLAND: its war piece there is recoloured,
      or the island is undefended and the buyer moves one in): the island's 5 bread a turn
      (K-17) go to a seat with bread to spare (the 4th field is the island);
    - sell_bakery: this seat's bread island with its bread producers on it and a free merchant
      (ISLAND and PIECE items), in exchange for the other seat's island other than its capital
      with its producers there (so the upkeep evens out) and gold NOW, to a seat whose capital
      makes wheat close by and that has a merchant and no bread island (KD-41: no capital
      makes bread; such a seat can run the whole wheat -> bread chain itself), whatever the
      seller's bread (the 4th field is the island).
    The items themselves are built by `proposal_items` when the option is taken."""
    return list(_proposals(g, s, seat))


def _proposals(g: Catalogue, s: State, seat: int) -> Iterator[Action]:
    """`proposals`, one at a time, so that whether there is any costs about the first (the
    Diplomacy task's `live`): what each seat holds is looked up only when it is asked, and
    what this seat could sell only when the first seat is offered it."""
    capital = s.capital_of(seat)
    if capital is None:
        return
    free = s.gold[seat]
    lot = g.k.lot
    bread, gasoline, wheat = g.bread, g.gasoline, g.raw_of[g.bread]
    merchant, tanker = g.carrier_of[bread], g.carrier_of[gasoline]
    pieces = s.pieces
    stock: dict[str, set[int]] = {bread: set(), gasoline: set(), wheat: set()}
    bread_island = can_sell_bread = False
    for i in s.islands:
        depots = i.depots
        for m, holders in stock.items():
            if depots[m] >= lot:
                holders.add(i.owner)
        if i.owner == seat:
            bread_island = bread_island or i.infra == bread
            can_sell_bread = can_sell_bread or (i.flag < 0 and depots[bread] >= lot)
    can_sell_bread = (can_sell_bread or capital.depots[bread] >= 2 * lot) and any(
        pieces[q].kind == merchant for q in s.owned[seat]
    )
    spare: list[int] | None = None
    isles: list[tuple[int, int]] = []
    bakeries: list[int] = []
    for r in range(s.n):
        if r == seat or not s.alive(r) or s.seat_kind[r] == "passive":
            continue
        has = {pieces[q].kind for q in s.owned[r]}
        if merchant in has and r in stock[bread]:
            for x in BUY_PRICES:
                if x <= free:
                    yield _action("propose", r, "buy_bread", x, -1)
        if tanker in has and r in stock[gasoline] and BUY_PRICES[0] <= free:
            yield _action("propose", r, "buy_gasoline", BUY_PRICES[0], -1)
        if bread_island and merchant in has and r in stock[wheat] and BUY_PRICES[0] <= free:
            yield _action("propose", r, "buy_wheat", BUY_PRICES[0], -1)
        if can_sell_bread:
            for x in SELL_PRICES:
                yield _action("propose", r, "sell_bread", x, -1)
        if spare is None:  # the same for every seat asked
            spare = _spare_pieces(g, s, seat)
            isles = _islands_to_sell(g, s, seat)
            bakeries = _bakeries_to_sell(g, s, seat)
        for pid in spare:
            yield _action("propose", r, "sell_piece", piece_price(g, pieces[pid].kind), pid)
        if isles:
            need = upkeep(g, s, r)
            for k, extra in isles:
                if _can_feed(g, s, r, need + extra):
                    yield _action("propose", r, "sell_island", ISLAND_PRICE, k)
        if merchant in has:
            for k in bakeries:
                if bakery_buyer(g, s, r, k):
                    yield _action("propose", r, "sell_bakery", ISLAND_PRICE, k)


ISLAND_PRICE = 500  # what an AI asks for an island it can no longer feed (a token: it is shedding)
ISLAND_TURNS = 7  # an island is offered only when the official bread covers fewer upkeeps
# (KD-48: from 7 rather than 5, 101 of 180 seeds reach round 15 with no famine, not 97)
ISLAND_TAKER_TURNS = 3  # ... to a seat whose bread still covers this many upkeeps after taking it
FED_UNTIL = 14  # ... and keeps it fed until this round (taking it must not bring its own famine)


def island_taker_turns(round_: int) -> int:
    """Upkeeps a seat must still cover after taking an island (6.5, K-17)."""
    return max(ISLAND_TAKER_TURNS, FED_UNTIL - round_)


def _can_feed(g: Catalogue, s: State, seat: int, need: int) -> bool:
    """Public knowledge (6.4: depots and pieces): the seat's official bread covers
    `island_taker_turns` upkeeps of `need` (its upkeep with the island's mouths)."""
    return official(s, seat, g.bread) >= island_taker_turns(s.round) * need


def _islands_to_sell(g: Catalogue, s: State, seat: int) -> list[tuple[int, int]]:
    """The seat's islands other than its capital (KD-36) that it can hand over (6.2: it has an
    unplayed war piece there and no other seat has one, or nobody's war piece is there), when
    its bread is running short, each with the upkeep it hands over (K-17: 5 bread a turn, and
    the war pieces recoloured with it)."""
    capital = s.capital_of(seat)
    assert capital is not None
    if capital.depots[g.bread] >= ISLAND_TURNS * upkeep(g, s, seat):
        return []
    out = []
    for i in s.islands:
        if i.owner != seat or i is capital:
            continue
        if _can_hand_over(g, s, seat, i):  # undefended: the buyer moves a war piece in (6.2)
            out.append((i.id, g.k.upkeep_per_island + len(_war_at(g, s, i))))
    return out


CHAIN_STEPS = 6  # KD-41: a wheat island and a bread island this near make one seat's bread chain


def _war_at(g: Catalogue, s: State, island: Island) -> list[Piece]:
    """K-43: the war pieces at the island (standing there or docked)."""
    return [p for p in at_island(s, island) if p.kind in g.war]


def _can_hand_over(g: Catalogue, s: State, seat: int, island: Island) -> bool:
    """6.2 ISLAND: the seat can hand the island over: its own war pieces are the only ones
    there and one of them can still be recoloured this turn, or no war piece is there (the
    buyer moves one in)."""
    war = _war_at(g, s, island)
    return not war or (all(p.owner == seat for p in war) and any(p.id not in s.played for p in war))


def bakers(g: Catalogue, s: State, seat: int, island: Island) -> list[int]:
    """The seat's unplayed bread producers standing on the island (K-51)."""
    return [
        p.id
        for p in at_island(s, island)
        if p.owner == seat
        and p.loc >= 0
        and p.id not in s.played
        and g.kinds[p.kind].produces == g.bread
    ]


def _free_merchant(g: Catalogue, s: State, seat: int) -> list[int]:
    """The seat's first unplayed merchant with nothing aboard: it goes with a bakery, to carry
    the chain's wheat and bread (K-67)."""
    kind = g.carrier_of[g.bread]
    for pid in sorted(s.owned[seat]):
        p = s.pieces[pid]
        if p.kind == kind and pid not in s.played and not p.goods and not p.cargo:
            return [pid]
    return []


def swap_island(g: Catalogue, s: State, seat: int) -> Island | None:
    """The island a bakery's buyer hands back (KD-41, 6.2): its first island other than its
    capital and bread islands that it can hand over."""
    for i in s.islands:
        if i.owner == seat and i.flag < 0 and i.infra != g.bread and _can_hand_over(g, s, seat, i):
            return i
    return None


def _swap_items(g: Catalogue, s: State, seat: int, r: int) -> tuple[Item, ...]:
    """A bakery's buyer `seat` hands its other island to the seller `r`, with its producers on
    it (PIECE items, then the ISLAND item): the upkeep of the two deals evens out (K-17)."""
    isle = swap_island(g, s, seat)
    if isle is None:
        return ()
    made = [
        p.id for p in at_island(s, isle) if p.owner == seat and p.loc >= 0 and p.kind in g.producers
    ]
    return (
        *(Item("piece", seat, r, piece=q) for q in made),
        Item("island", seat, r, island=isle.id),
    )


def _bakeries_to_sell(g: Catalogue, s: State, seat: int) -> list[int]:
    """KD-41: the seat's bread islands (never a capital, K-11) with its bread producers on
    them, that it can hand over (6.2 ISLAND)."""
    return [
        i.id
        for i in s.islands
        if i.owner == seat
        and i.infra == g.bread
        and i.flag < 0
        and bakers(g, s, seat, i)
        and _can_hand_over(g, s, seat, i)
    ]


def bakery_buyer(g: Catalogue, s: State, seat: int, island: int) -> bool:
    """KD-41: a seat that can run a bread chain with this bread island: its capital makes
    wheat (K-11) within CHAIN_STEPS of it and it owns no bread island yet (public, 6.4)."""
    capital = s.capital_of(seat)
    if capital is None or capital.infra != g.raw_of[g.bread]:
        return False
    if any(i.owner == seat and i.infra == g.bread for i in s.islands):
        return False
    gm = g.geometry(s.board)
    return gm.field(gm.island_node(island))[gm.island_node(capital.id)] <= CHAIN_STEPS


def piece_price(g: Catalogue, kind: str) -> int:
    """A piece's asking price: its steel cost at 1000 gold per 90 steel, in whole chips."""
    unit = g.k.gold_unit
    return max(unit, g.kinds[kind].cost * 1000 // 90 // unit * unit)


def proposal_items(g: Catalogue, s: State, seat: int, a: Action) -> tuple[Item, ...]:
    r, template, price, pid = a.args
    assert isinstance(r, int) and isinstance(price, int) and isinstance(pid, int)
    capital = s.capital_of(seat)
    assert capital is not None
    if template == "buy_bread" or template == "buy_gasoline":
        m = g.bread if template == "buy_bread" else g.gasoline
        return (
            Item("deliver", r, seat, material=m, lots=1, island=capital.id),
            Item("gold", seat, r, amount=price, timing="done"),
        )
    if template == "buy_wheat":
        island = next(i for i in s.islands if i.owner == seat and i.infra == g.bread)
        return (
            Item("deliver", r, seat, material=g.raw_of[g.bread], lots=1, island=island.id),
            Item("gold", seat, r, amount=price, timing="done"),
        )
    if template == "sell_bread":
        rc = s.capital_of(r)
        assert rc is not None
        return (
            Item("deliver", seat, r, material=g.bread, lots=1, island=rc.id),
            Item("gold", r, seat, amount=price, timing="done"),
        )
    if template == "sell_island":
        return (
            Item("island", seat, r, island=pid),
            Item("gold", r, seat, amount=price, timing="now"),
        )
    if template == "sell_bakery":
        here = s.islands[pid - 1]
        return (
            *(Item("piece", seat, r, piece=q) for q in bakers(g, s, seat, here)),
            *(Item("piece", seat, r, piece=q) for q in _free_merchant(g, s, seat)),
            Item("island", seat, r, island=pid),
            *_swap_items(g, s, r, seat),
            Item("gold", r, seat, amount=price, timing="now"),
        )
    return (Item("piece", seat, r, piece=pid), Item("gold", r, seat, amount=price, timing="now"))


def _spare_pieces(g: Catalogue, s: State, seat: int) -> list[int]:
    """Pieces an AI may offer for sale (6.5): its unplayed transporters beyond one of each kind,
    and its unplayed producers standing on islands whose infrastructure is not theirs: the
    first two, by id."""
    gm = g.geometry(s.board)
    seen: set[str] = set()
    out = []
    for pid in sorted(s.owned[seat]):
        p = s.pieces[pid]
        if pid in s.played or p.loc < 0:
            continue
        if p.kind in g.goods_carriers:
            if p.kind in seen:
                out.append(pid)
            seen.add(p.kind)
        elif (
            p.kind in g.producers
            and gm.is_island(p.loc)
            and s.islands[gm.island_of(p.loc) - 1].infra != g.kinds[p.kind].produces
        ):
            out.append(pid)
        if len(out) == 2:
            break
    return out


def diplomacy_options(g: Catalogue, s: State, t: Diplomacy) -> list[Action]:
    return [*proposals(g, s, t.seat), Action("done")]


def diplomacy_live(g: Catalogue, s: State, t: Diplomacy) -> bool:
    """Asked while the seat may still send (KD-47: at most 3) and has something to offer."""
    return (
        t.sent < MAX_AI_OFFERS
        and s.alive(t.seat)
        and next(_proposals(g, s, t.seat), None) is not None
    )


def diplomacy_skip(g: Catalogue, s: State, t: Diplomacy, out: Events) -> None:
    return None


def proposed(g: Catalogue, s: State, t: Diplomacy, seat: int, a: Action, out: Events) -> None:
    if a.kind == "done":
        return
    recipient = a.args[0]
    assert isinstance(recipient, int)
    s.agenda.append(Diplomacy(seat, t.sent + 1))
    send(g, s, seat, recipient, proposal_items(g, s, seat, a), "next", out)


# ---- standing actions of human seats (KD-47) ----------------------------------------------------
def inbox(s: State, seat: int) -> list[Offer]:
    return [o for o in s.offers.values() if o.recipient == seat and o.status == "pending"]


def inbox_notice(s: State, seat: int, out: Events) -> None:
    """6.4: a human's inbox is shown at the start of its turn."""
    if s.seat_kind[seat] == "human":
        waiting = len(inbox(s, seat))
        if waiting:
            out.append(Event("inbox", {"seat": seat, "waiting": waiting}, visible_to=(seat,)))


def standing_refusal(g: Catalogue, s: State, seat: int, a: Action) -> RuleRef | None:
    """Why a standing action of `seat` is refused (None: it is accepted)."""
    if s.phase != "play" or (not s.alive(seat) and a.kind != "reveal"):
        return RuleRef("KD-47", "kratos.illegal.no_diplomacy_now")
    if s.seat_kind[seat] != "human":
        return RuleRef("KD-47", "kratos.illegal.ai_standing")
    try:
        if a.kind == "send":
            recipient, text, by = a.args
            if (
                not isinstance(recipient, int)
                or not isinstance(text, str)
                or by not in ("next", "turn")
            ):
                raise ValueError("send takes <seat>, <items>, next|turn")
            if recipient == seat or not 0 <= recipient < s.n or not s.alive(recipient):
                return RuleRef("KD-43", "kratos.illegal.bad_recipient")
            items = parse(text)
            ref = refusal(g, s, seat, recipient, items)
            if ref is None and gold_owed(items, seat) > s.gold[seat]:
                ref = RuleRef("K-6", "kratos.illegal.not_enough_gold")
            return ref
        if a.kind in ("accept", "reject", "counter"):
            oid = a.args[0]
            o = s.offer(oid) if isinstance(oid, int) else None
            if o is None or o.recipient != seat:
                return RuleRef("KD-43", "kratos.illegal.not_your_offer")
            if a.kind == "accept":
                return accept_refusal(g, s, o)
            if a.kind == "reject":
                return (
                    None
                    if o.status == "pending"
                    else RuleRef("KD-43", "kratos.illegal.offer_closed")
                )
            text = a.args[1]
            if not isinstance(text, str) or len(a.args) != 2:
                raise ValueError("counter takes <offer>, <items>")
            return counter_refusal(g, s, o, parse(text))
        if a.kind == "reveal":
            to = a.args[0]
            if not isinstance(to, int) or to == seat or not 0 <= to < s.n or len(a.args) != 1:
                return RuleRef("K-6", "kratos.illegal.bad_recipient")
            return None
        if a.kind == "stop_game":
            return (
                None
                if seat == s.settings.host and not a.args
                else RuleRef("KD-37", "kratos.illegal.not_host")
            )
    except (ValueError, TypeError):
        return RuleRef("KD-43", "kratos.illegal.malformed_offer")
    return RuleRef("KD-47", "kratos.illegal.not_standing")


def standing(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """The handler of every standing action (already checked by `standing_refusal`)."""
    from .endings import finish

    if a.kind == "send":
        recipient, text, by = a.args
        assert isinstance(recipient, int) and isinstance(text, str) and isinstance(by, str)
        send(g, s, seat, recipient, parse(text), by, out)
    elif a.kind == "accept":
        accept(g, s, s.offers[int(str(a.args[0]))], out)
    elif a.kind == "reject":
        reject(s, s.offers[int(str(a.args[0]))], out)
    elif a.kind == "counter":
        counter(g, s, s.offers[int(str(a.args[0]))], parse(str(a.args[1])), out)
    elif a.kind == "reveal":
        to = int(str(a.args[0]))
        total = gold_total(s, seat)
        s.revealed.append((seat, to, total, s.round))
        out.append(
            Event(
                "gold_revealed",
                {"seat": seat, "to_seat": to, "amount": total},
                visible_to=(seat, to),
            )
        )
    elif a.kind == "stop_game":
        finish(s, "host_stop", out)


def standing_menu(s: State, seat: int) -> tuple[Action, ...]:
    """The standing actions a seat's panel lists (sending is open-ended: any valid offer)."""
    if s.phase != "play" or s.seat_kind[seat] != "human":
        return ()
    out: list[Action] = []
    for o in inbox(s, seat):
        out += [Action("accept", (o.id,)), Action("reject", (o.id,))]
    out += [Action("reveal", (q,)) for q in range(s.n) if q != seat]
    if seat == s.settings.host:
        out.append(Action("stop_game"))
    return tuple(out)


# ---- KD-35: the gold of an eliminated human seat ------------------------------------------------
def farewell_options(g: Catalogue, s: State, t: Farewell) -> list[Action]:
    out = [Action("give_to", (q,)) for q in s.survivors()]
    out.append(Action("keep_gold"))
    return out


def farewell(g: Catalogue, s: State, t: Farewell, seat: int, a: Action, out: Events) -> None:
    if a.kind == "give_to":
        to = a.args[0]
        assert isinstance(to, int)
        s.agenda.append(FarewellAmount(seat, to))
    else:
        out.append(Event("gold_frozen", {"seat": seat}))


def farewell_amounts(g: Catalogue, s: State, t: FarewellAmount) -> list[Action]:
    unit = g.k.gold_unit
    return [Action("give_gold", (u,)) for u in range(s.gold[t.seat] // unit * unit, 0, -unit)]


def farewell_given(
    g: Catalogue, s: State, t: FarewellAmount, seat: int, a: Action, out: Events
) -> None:
    amount = a.args[0]
    assert isinstance(amount, int)
    s.gold[seat] -= amount
    s.gold[t.to] += amount
    out.append(
        Event(
            "gold_given", {"seat": seat, "to_seat": t.to, "amount": amount}, visible_to=(seat, t.to)
        )
    )
    if s.gold[seat] >= g.k.gold_unit:
        s.agenda.append(Farewell(seat))


def farewell_live(g: Catalogue, s: State, t: Farewell | FarewellAmount) -> bool:
    return s.gold[t.seat] >= g.k.gold_unit and len(s.survivors()) > 1


def farewell_skip(g: Catalogue, s: State, t: Farewell | FarewellAmount, out: Events) -> None:
    return None
