"""The AI's offer menu (KD-47, 6.5) as the engine builds it fast — lazily, with its actions
shared — against a plain reading of the same rules, at every step of seeded random games: the
Diplomacy task is asked exactly when the menu has something (`diplomacy_live`), and the menu
lists the same offers in the same order."""

import pytest

from game import registry
from game.core import Action, Chance, Over
from game.core.playout import new_match
from game.kratos import diplomacy as dip
from game.kratos.board import official, upkeep
from game.kratos.catalogue import Catalogue
from game.kratos.model import State
from game.kratos.tasks import Diplomacy

RULES = registry.rules_for("kratos")


def plain_spare(g: Catalogue, s: State, seat: int) -> list[int]:
    """6.5 read plainly: of the seat's unplayed pieces on the board, by id, a transporter with
    one of its kind before it, or a producer on an island that makes something else; two."""
    gm = g.geometry(s.board)
    mine = [
        s.pieces[pid]
        for pid in sorted(s.pieces)
        if s.pieces[pid].owner == seat and pid not in s.played and s.pieces[pid].loc >= 0
    ]

    def spare(k: int) -> bool:
        p = mine[k]
        if p.kind in g.goods_carriers:
            return any(q.kind == p.kind for q in mine[:k])
        if p.kind not in g.producers or not gm.is_island(p.loc):
            return False
        return s.islands[gm.island_of(p.loc) - 1].infra != g.kinds[p.kind].produces

    return [mine[k].id for k in range(len(mine)) if spare(k)][:2]


def plain_menu(g: Catalogue, s: State, seat: int) -> list[Action]:
    """6.5 read plainly: every seat's holdings from the whole board, every option built anew."""
    capital = s.capital_of(seat)
    if capital is None:
        return []
    lot = g.k.lot
    owners_of: dict[str, set[int]] = {}
    for p in s.pieces.values():
        owners_of.setdefault(p.kind, set()).add(p.owner)
    wheat = g.raw_of[g.bread]
    stock: dict[str, set[int]] = {g.bread: set(), g.gasoline: set(), wheat: set()}
    for i in s.islands:
        for m, holders in stock.items():
            if i.depots[m] >= lot:
                holders.add(i.owner)
    merchants = owners_of.get(g.carrier_of[g.bread], set())
    tankers = owners_of.get(g.carrier_of[g.gasoline], set())
    bread_island = any(i.owner == seat and i.infra == g.bread for i in s.islands)
    can_sell_bread = seat in merchants and (
        any(i.owner == seat and i.flag < 0 and i.depots[g.bread] >= lot for i in s.islands)
        or capital.depots[g.bread] >= 2 * lot
    )
    free = s.gold[seat]
    out = []
    for r in range(s.n):
        if r == seat or not s.alive(r) or s.seat_kind[r] == "passive":
            continue
        if r in merchants and r in stock[g.bread]:
            out += [Action("propose", (r, "buy_bread", x, -1)) for x in dip.BUY_PRICES if x <= free]
        if r in tankers and r in stock[g.gasoline] and dip.BUY_PRICES[0] <= free:
            out.append(Action("propose", (r, "buy_gasoline", dip.BUY_PRICES[0], -1)))
        if bread_island and r in merchants and r in stock[wheat] and dip.BUY_PRICES[0] <= free:
            out.append(Action("propose", (r, "buy_wheat", dip.BUY_PRICES[0], -1)))
        if can_sell_bread:
            out += [Action("propose", (r, "sell_bread", x, -1)) for x in dip.SELL_PRICES]
        for pid in plain_spare(g, s, seat):
            price = dip.piece_price(g, s.pieces[pid].kind)
            out.append(Action("propose", (r, "sell_piece", price, pid)))
        for k, extra in dip._islands_to_sell(g, s, seat):
            turns = dip.island_taker_turns(s.round)
            if official(s, r, g.bread) >= turns * (upkeep(g, s, r) + extra):
                out.append(Action("propose", (r, "sell_island", dip.ISLAND_PRICE, k)))
        for k in dip._bakeries_to_sell(g, s, seat):
            if r in merchants and dip.bakery_buyer(g, s, r, k):
                out.append(Action("propose", (r, "sell_bakery", dip.ISLAND_PRICE, k)))
    return out


@pytest.mark.parametrize(
    ("seats", "level", "seed"), [(9, "random", 3), (5, "random", 4), (9, "heuristic", 2)]
)
def test_the_offer_menu_is_the_plain_one_at_every_step(seats: int, level: str, seed: int) -> None:
    # KD-47, 6.5: the menu an AI seat may send from; asked only when it offers something
    game = registry.get("kratos")
    m, policies = new_match(game, RULES, [level] * seats, seed, record_hashes=False, undo=False)
    g = RULES.g
    checked = asked = 0
    for _ in range(600):
        p = m.pending
        if isinstance(p, Over):
            break
        s = m.state
        for seat in range(seats):
            plain = plain_menu(g, s, seat)
            assert dip.proposals(g, s, seat) == plain
            live = dip.diplomacy_live(g, s, Diplomacy(seat, 0))
            assert live == (s.alive(seat) and bool(plain))
            checked += 1
        if isinstance(p, Chance):
            m.step_chance()
            continue
        d = p[0]
        asked += d.kind == "diplomacy"
        view = RULES.view(s, d.seat) if policies[d.seat].needs_view else None
        m.submit(d.seat, policies[d.seat].choose(view, d, m.rng))
    assert checked > 1000 and asked > 5
