"""The laws every Kratos state keeps (digest 3.7, 3.8; K-6, K-7, K-9, K-24, K-27, K-43, K-67,
K-68, KD-18, KD-19, KD-24), asserted after every step by the fuzz tests.

- every piece is in exactly one place: standing on one node (and listed there by the indexes) or
  aboard exactly one transporter that lists it;
- cargo within capacity and of allowed kinds; a merchant or tanker carries one lot of exactly 100;
- no sea cell holds two top-level pieces; a mined cell holds no piece but a sweeper;
- no depot above 500 or below 0; no island above 25 playable pieces, 5 producers or 10 mines
  (KD-24); every island owned by a surviving seat once the game is under way;
- every surviving seat has exactly one capital, carrying its flag; flags only on own islands;
- gold is conserved: free + reserved + escrow = 10 000 per seat; every held amount is on a gold
  item of an open offer.
"""

from __future__ import annotations

from .catalogue import Catalogue
from .model import State


def check(g: Catalogue, s: State) -> None:
    gm = g.geometry(s.board)
    k = g.k
    seen: dict[int, str] = {}
    for pid, p in s.pieces.items():
        assert p.id == pid, f"piece {pid} carries id {p.id}"
        assert 0 <= p.owner < s.n, f"piece {pid} has no owner"
        assert p.kind in g.playable, f"piece {pid} is a {p.kind}"
        if p.loc >= 0:
            assert p.carrier < 0, f"piece {pid} stands and is carried"
            if gm.is_island(p.loc):
                island = s.islands[gm.island_of(p.loc) - 1]
                assert island.pieces.count(pid) == 1, f"piece {pid} missing from island {island.id}"
                assert not p.submerged, f"submarine {pid} submerged in port (K-48)"
            else:
                assert s.sea.get(p.loc) == pid, f"piece {pid} missing from sea cell {p.loc}"
        else:
            c = s.pieces.get(p.carrier)
            assert c is not None and c.cargo.count(pid) == 1, f"piece {pid} is nowhere"
        kind = g.kinds[p.kind]
        carries = kind.carries
        items = len(p.cargo) + (1 if p.goods else 0) + p.mines
        if carries is None:
            assert items == 0, f"piece {pid} ({p.kind}) carries something"
        else:
            assert items <= carries.max, f"piece {pid} over capacity"
            assert not p.goods or p.goods in carries.goods, f"{p.kind} {pid} carries {p.goods}"
            assert not p.mines or carries.mines, f"{p.kind} {pid} carries mines"
            for q in p.cargo:
                c = s.pieces[q]
                assert c.kind in carries.pieces, f"{p.kind} {pid} carries a {c.kind}"
                assert c.carrier == pid and c.loc < 0, f"cargo {q} of {pid} misplaced"
        assert p.heeled is False or kind.warship, f"piece {pid} heeled but not a warship"
        assert p.submerged is False or kind.submerges, f"piece {pid} submerged"
        seen[pid] = p.kind
        assert pid in s.owned[p.owner], f"piece {pid} missing from its owner's index"
    assert sum(len(x) for x in s.owned) == len(s.pieces), "the owner index holds extra pieces"
    for cell, pid in s.sea.items():
        assert cell < gm.cells and not gm.island_at[cell], f"sea index on land at {cell}"
        assert pid in s.pieces and s.pieces[pid].loc == cell, f"sea index stale at {cell}"
    for cell in s.mines:
        assert cell < gm.cells and not gm.island_at[cell], f"mine on land at {cell}"
        if cell in s.sea:
            assert g.kinds[s.pieces[s.sea[cell]].kind].sweeps, f"a piece on the mine at {cell}"
    from .board import counts

    for island in s.islands:
        for pid in island.pieces:
            assert pid in seen and s.pieces[pid].loc == gm.island_node(island.id)
        for m in g.depots:
            assert 0 <= island.depots[m] <= k.depot_max, f"depot {m} of island {island.id}"
        assert island.mines >= 0
        if s.phase != "setup":
            playable, producers, mines = counts(g, s, island)
            assert playable <= k.island_playable_max, f"island {island.id}: {playable} pieces"
            assert producers <= k.island_producers_max, f"island {island.id}: {producers} producers"
            assert mines <= k.island_mines_max, f"island {island.id}: {mines} mines"
            assert 0 <= island.owner < s.n and s.alive(island.owner), f"island {island.id} owner"
            if island.flag >= 0:
                assert island.flag == island.owner, f"flag of island {island.id} not its owner's"
    if s.phase != "setup":
        for q in range(s.n):
            flags = sum(1 for i in s.islands if i.flag == q)
            assert flags == (1 if s.alive(q) else 0), f"seat {q} has {flags} capitals"
    # gold (K-6, 6.2)
    held = 0
    for o in s.history.values():
        assert o.status not in ("pending", "accepted") and not any(o.held), f"offer {o.id}"
    for o in s.offers.values():
        for i, item in enumerate(o.items):
            amount = o.held[i]
            assert amount >= 0
            if amount:
                assert item.kind == "gold", f"offer {o.id} holds gold on a {item.kind} item"
                assert o.status in ("pending", "accepted"), f"offer {o.id} {o.status} holds gold"
                held += amount
    assert all(x >= 0 for x in s.gold), f"negative gold {s.gold}"
    assert sum(s.gold) + held == k.gold_per_seat * s.n, "gold is not conserved"
    for oid, _ in s.queue:
        assert s.offers[oid].status == "accepted", f"queued item of offer {oid}"
