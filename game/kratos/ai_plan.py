"""The baseline AI's plan for one of its turns (KD-48, 6.5): what every piece of the seat is for.

Read from the view once per turn (after the speed roll), the plan gives each piece one intent:
- `produce`: a producer with input and a use for its output makes its maximum (K-51);
- `haul`: a merchant or tanker carries goods where they feed the seat (bread to the capital,
  wheat to its bread island, oil to its gasoline island, gasoline home) or where a deal it owes
  delivers them (6.2 DELIVER); a seat with wheat and no bread island of its own carries it to
  a bread island that buys wheat (6.5), and a merchant with a lot aboard is never shed;
- the bread trade (6.5) keeps what works: a bread island with wheat on it (or bought for it)
  keeps its bakers and the merchant that carries the bread home (`trade_pieces`);
- bread chains (KD-41): a seat's own wheat island and bread island close together keep their
  producers and two merchants; a bread island another AI seat's wheat capital would take with
  its bakers (a bakery deal, ai_deals) keeps them for it, and that seat keeps its wheat
  producers for it (`takes_bakery`, `bakery_takers`, `bakery_near`);
- `scuttle:<target>`: a war piece fires on one of the seat's own pieces whose upkeep it cannot
  carry (KD-5: scuttling before a famine), idle secondary producers first (KD-48);
- `hunt:<target>`: a plane flies to a doomed economic piece no gun of the seat reaches and
  fires on arrival (MOVE_THEN_SHOOT); `muster:<raider>`: a doomed plane out of every gun's
  reach flies within the raider's range, to be fired at by the seat's strongest gun;
- `gift:<seat>`: an economic piece it cannot feed is offered to a seat that can (K-21, KD-11);
- `attack:<island>`: a war piece goes for a starving or weakly defended capital (KD-48), or late
  in the game for any undefended island (islands rank first, KD-37 (vi));
- `guard`: a war piece stays by its capital and fires at intruders;
- `confiscate`: a foreign piece on the seat's island is taken (K-21) when it is a war piece;
- surrender (3.7, KD-14): a seat whose next upkeep is a famine gives its capital's only war
  piece (`gift`) to an AI seat that can feed its whole upkeep to round 15, which takes the
  capital and eliminates it (an eliminated seat never starves); a seat heading for famine with
  no war piece at home calls its strongest one back (`reinforce`) so that it can;
- `pass`.
The aggression parameter (KD-37 (viii)) decides how many war pieces it keeps and how readily it
attacks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .ai_view import Brief
from .diplomacy import CHAIN_STEPS
from .model import IslandView, Piece


@dataclass
class Plan:
    order: list[int] = field(default_factory=list)  # piece ids, in the order to play them
    intent: dict[int, tuple[str, int]] = field(default_factory=dict)  # pid -> (what, argument)
    build: str = ""  # what the steel of this turn is for ("" = make no steel)
    target: int = 0  # the island under attack (0: none)
    picked: dict[int, int] = field(default_factory=dict)  # times each piece was picked
    shed: list[int] = field(default_factory=list)  # the seat's own pieces to be rid of this turn


# ---- what the seat can use ----------------------------------------------------------------------
def uses(b: Brief) -> dict[str, bool]:
    """Which materials the seat has a use for (its own chains, and open deals it owes)."""
    g = b.g
    infra = {i.infra for i in b.islands_of(b.seat)}
    wheat, iron, oil = g.raw_of[g.bread], g.raw_of[g.steel], g.raw_of[g.gasoline]
    owe = {
        item.material
        for o in b.v.offers
        if o.status == "accepted"
        for item in o.items
        if item.kind == "deliver" and item.giver == b.seat
    }
    return {
        wheat: g.bread in infra or wheat in owe or bool(wheat_buyers(b)),
        g.bread: True,
        iron: g.steel in infra,
        g.steel: g.steel in infra,
        oil: g.gasoline in infra,
        g.gasoline: True,
    }


def useful_producer(b: Brief, p: Piece, use: dict[str, bool]) -> bool:
    """A producer earns its bread when it stands on its infrastructure, has (or can get) its
    input, and its output is wanted."""
    g = b.g
    made = g.kinds[p.kind].produces
    if made is None or p.loc < 0:
        return False
    island = b.island_at(p.loc)
    if island is None or island.infra != made:
        return False
    if not use.get(made, False):
        return False
    raw = g.raw_of.get(made)
    if raw is None:
        return True
    if island.depot(raw) > 0:
        return True
    # an input may come: the seat owns a source of the raw material, or buys wheat (6.5)
    if made == g.bread and wheat_deals(b, island.id):
        return True
    return any(i.infra == raw for i in b.islands_of(b.seat))


def needed_horizon(b: Brief) -> int:
    """How many more of its own turns the seat wants its bread to last."""
    st = b.v.settings
    left = (st.max_rounds - b.v.round + 1) if st.limits and st.max_rounds else 30
    return max(1, min(left, 22))


# ---- the plan -----------------------------------------------------------------------------------
CHAIN_PRODUCERS = 3  # producers of each kind a bread chain keeps (a lot in two plays, K-51)
CHAIN_MERCHANTS = 2  # merchants it keeps: they are its bottleneck (100 units a trip, K-67)


def make_plan(b: Brief, aggression: float) -> Plan:
    g, v, seat = b.g, b.v, b.seat
    plan = Plan()
    use = uses(b)
    mine = b.mine()
    capital = b.capital(seat)
    if capital is None:
        return plan
    cap_node = b.island_node(capital.id)
    upkeep = b.upkeep(seat)
    bread = b.bread(seat)
    famine = v.famine if v.active == seat else False
    chain = chain_pieces(b)
    horizon = needed_horizon(b)
    late = endgame(b)

    # 1. what to keep: the bread chain, a raider and a guard; the rest is shed as needed
    war = [p for p in mine if p.kind in g.war]
    war.sort(key=lambda p: (-g.kinds[p.kind].power * g.kinds[p.kind].range, p.id))
    # the raider is the strongest piece; the guard the strongest of the others at home
    raider = war[0].id if war else -1
    home_war = [p for p in war[1:] if b.node(p) == cap_node]
    guard = home_war[0].id if home_war else (war[1].id if len(war) > 1 else -1)
    kept_war = {raider, guard} - {-1}
    if not v.first_famine and not late:
        kept_war = {raider} - {-1}  # no raids before a seat starves (_fed_after): one guard
    hauls = _hauls(b, use)
    trade, bakes = trade_pieces(b)
    spare = [p for p in mine if p.id not in chain and p.id not in trade and p.id not in kept_war]
    spare.sort(key=lambda p: (_shed_rank(b, p, use, hauls), p.id))
    income = 10 if chain or bakes else 0
    need_cut = upkeep - (bread // horizon + income)
    shed = spare[: max(0, need_cut)]
    if late:
        shed = []  # the end is near: every piece counts in the ranking (KD-37 (vi))
    shed_ids = {p.id for p in shed}

    # 2. confiscations: foreign war pieces on the seat's islands (K-21)
    for island in b.islands_of(seat):
        for pid in island.pieces:
            p = v.pieces[pid]
            if p.owner != seat and p.kind in g.war and pid not in v.played:
                plan.intent[pid] = ("confiscate", seat)
                plan.order.append(pid)

    if famine:  # KD-14: only selling and passing
        for p in shed:
            if p.kind not in g.war and p.loc >= 0:
                r = _gift_to(b, p, gift_turns(b))
                if r >= 0:
                    plan.intent[p.id] = ("gift", r)
                    plan.order.append(p.id)
        return plan

    # 3. production, then steel, then hauling
    plan.build = _build(b, aggression, bool(chain), len(war) < 2) if need_cut < 0 else ""
    producing = []
    for p in mine:
        if p.id in shed_ids or p.kind not in g.producers:
            continue
        made = g.kinds[p.kind].produces
        if made == g.steel and not plan.build:
            continue
        if useful_producer(b, p, use) and _wanted(b, p):
            plan.intent[p.id] = ("produce", 0)
            producing.append(p.id)
    producing.sort(key=lambda pid: (g.kinds[v.pieces[pid].kind].produces == g.steel, pid))
    plan.order += producing
    for pid in sorted(hauls):
        if pid not in shed_ids:
            plan.intent[pid] = ("haul", hauls[pid])
            plan.order.append(pid)

    # 4. scuttling (KD-5): a transporter takes a doomed piece aboard and is sunk with it (KD-10)
    targets = [p for p in shed if p.loc >= 0]
    stowed: set[int] = set()
    combos: list[int] = []
    for t in targets:
        carries = g.kinds[t.kind].carries
        if carries is None or not carries.pieces or t.cargo or t.goods or t.mines:
            continue
        mate = next(
            (
                q
                for q in targets
                if q.id not in stowed
                and q.id != t.id
                and q.loc == t.loc
                and q.kind in carries.pieces
                and q.id not in combos
            ),
            None,
        )
        if mate is not None and b.island_at(t.loc) is not None:
            stowed.add(mate.id)
            combos.append(t.id)
            plan.intent[t.id] = ("stow", mate.id)
            plan.order.append(t.id)
    targets = [t for t in targets if t.id not in stowed]
    targets.sort(key=lambda t: (t.id not in combos, t.kind in g.war, t.id))  # shooters last
    plan.shed = [t.id for t in targets]
    # K-21, KD-11: before any shot, one doomed economic piece is offered to the AI seat best able
    # to feed it (a gift taken is a mouth gone without a shot); if it is declined, it is shot.
    # Human seats are not asked every turn (each ask is a hand-off in hot seat, 6.4)
    gift = next((t for t in targets if t.kind not in g.war and t.id not in combos), None)
    taker = _gift_to(b, gift, gift_turns(b), ai_only=True) if gift is not None else -1
    if gift is not None and taker >= 0:
        plan.intent[gift.id] = ("gift", taker)
        plan.order.insert(0, gift.id)
    # the raider keeps to its raid when a capital is there for the taking (KD-48)
    target_island, strike = _attack_target(b, aggression, late)
    busy = raider if strike and target_island else -1
    shooters = [p for p in war if p.loc >= 0 and not p.submerged and p.id != busy]
    shooters.sort(key=lambda p: (-g.kinds[p.kind].power, p.id))
    used: set[int] = set()
    targeted: set[int] = set()
    for t in targets:
        for sh in shooters:
            if sh.id in used or sh.id == t.id:
                continue
            if b.dist(sh.loc, t.loc) <= g.kinds[sh.kind].range:
                plan.intent[sh.id] = ("scuttle", t.id)
                used.add(sh.id)
                targeted.add(t.id)
                break
        else:
            if t.kind not in g.war and t.id not in combos:
                r = _gift_to(b, t, gift_turns(b))
                if r >= 0:
                    plan.intent[t.id] = ("gift", r)
    # a doomed economic piece no shooter fires at is hunted: a plane that would only fire at
    # (or be) a doomed war piece flies over and fires on arrival; it is spared this turn (KD-5)
    for t, hunter in _hunts(b, plan, targets, shooters, targeted):
        old = plan.intent.get(hunter.id, ("", -1))
        if old[0] == "scuttle":
            targeted.discard(old[1])
        plan.intent[hunter.id] = ("hunt", t.id)
        used.add(hunter.id)
        targeted.add(t.id)
        targeted.discard(hunter.id)
        for pid, (what, arg) in plan.intent.items():
            if what == "scuttle" and arg == hunter.id:
                plan.intent[pid] = ("scuttle", -1)  # it fires at another doomed piece, if any
        plan.shed = [pid for pid in plan.shed if pid != hunter.id]

    # a doomed plane no shooter reaches flies within the raider's range, to be fired at next
    # turn by the seat's strongest gun rather than by another plane (KD-5)
    musters = [
        t.id
        for t in targets
        if t.kind in g.war
        and t.id not in targeted
        and t.id not in plan.intent
        and t.id != raider
        and raider >= 0
        and g.kinds[t.kind].speed >= HUNTER_SPEED
        and b.dist(b.node(t), b.node(v.pieces[raider])) > g.kinds[v.pieces[raider].kind].range
    ]
    for pid in musters:
        plan.intent[pid] = ("muster", raider)

    # doomed pieces out of every shooter's reach: the raider, when it has nothing to strike,
    # sails over to fire at them next turn
    unreached = [
        t
        for t in targets
        if t.id not in targeted and plan.intent.get(t.id, ("",))[0] not in ("gift", "muster")
    ]
    helper_island = 0
    for t in unreached:
        there = b.island_at(t.loc)
        if there is None or there.id == capital.id or raider < 0 or raider in used:
            continue
        if there.owner == seat:  # never onto another seat's island: the raider alone there
            helper_island = there.id  # would take it, or its owner (K-43, K-69; KD-48)
            break

    # a doomed transporter on another seat's island (it delivered there) sails home, where the
    # seat's guns reach it (a plane hunting it there would take the island, K-43)
    for t in targets:
        if t.kind in g.goods_carriers and t.id not in plan.intent and not _own_ground(b, t):
            plan.intent[t.id] = ("reinforce", capital.id)
            plan.order.append(t.id)

    # 5. war: guarding and attacking
    plan.target = target_island
    used |= _claim_bought(b, plan, war, used | shed_ids, cap_node)
    stance = "attack" if strike else "stalk"
    guards = _threatened(b, cap_node) + 1
    home_guarded = any(
        b.node(p) == cap_node and p.id != raider and p.id not in shed_ids for p in war
    )
    others = [q for q in b.alive if q != seat]
    all_in = late and bool(others) and all(b.starving(q) for q in others)  # nobody can strike back
    for p in sorted(war, key=lambda p: p.id == raider):
        if p.id in used or p.id in shed_ids:
            continue
        if p.id == raider and helper_island and not (target_island and strike):
            plan.intent[p.id] = ("reinforce", helper_island)
            continue
        if p.id == raider and musters and not strike:
            plan.intent[p.id] = ("guard", 0)  # it waits for the planes coming to be fired at
            continue
        at_home = b.node(p) == cap_node
        may_leave = all_in or (p.id == raider and (home_guarded or not at_home))
        if all_in and target_island:
            own = _attack_target(b, aggression, late, b.node(p))
            if own[0]:
                plan.intent[p.id] = ("attack" if own[1] else "stalk", own[0])
                continue
        if at_home and guards > 0 and not (may_leave and target_island):
            guards -= 1
            plan.intent[p.id] = ("guard", 0)
        elif target_island and (may_leave or (strike and not at_home)):
            plan.intent[p.id] = (stance, target_island)
        else:
            plan.intent[p.id] = ("guard", 0)
    # a war piece that is itself to be scuttled fires first
    rest = sorted(
        (
            pid
            for pid, (what, _) in plan.intent.items()
            if what
            in ("scuttle", "hunt", "muster", "gift", "attack", "stalk", "guard", "reinforce")
            and pid not in plan.order
        ),
        key=lambda pid: (pid not in targeted, pid),
    )
    plan.order += rest
    if raider >= 0 and homecoming(b):  # 3.7: a guard at home, to be handed over in time
        plan.intent[raider] = ("reinforce", capital.id)
        if raider not in plan.order:
            plan.order.append(raider)
    give = surrender(b)
    if give:  # 3.7: the seat's last guard at its capital goes to a seat that can feed it all
        pid, taker = give
        plan.intent[pid] = ("gift", taker)
        plan.order = [pid, *(q for q in plan.order if q != pid)]
    return plan


def _hunts(
    b: Brief, plan: Plan, targets: list[Piece], shooters: list[Piece], targeted: set[int]
) -> list[tuple[Piece, Piece]]:
    """(target, hunter) pairs: each doomed economic piece that no shooter fires at this turn
    gets the nearest plane (speed 3: it reaches most islands in one play, K-30) whose own play
    would only fire at a doomed war piece, or that is doomed itself (war pieces go last)."""
    g = b.g
    far = [
        t
        for t in targets
        if t.kind not in g.war
        and t.id not in targeted
        and plan.intent.get(t.id, ("",))[0] != "gift"
        and _own_ground(b, t)
    ]
    free = []
    for p in shooters:
        if g.kinds[p.kind].speed < HUNTER_SPEED:
            continue
        what, arg = plan.intent.get(p.id, ("", -1))
        aim = b.v.pieces.get(arg) if what == "scuttle" else None
        if what in ("", "scuttle") and (aim is None or aim.kind in g.war):
            free.append(p)
    out: list[tuple[Piece, Piece]] = []
    for t in far:
        if not free:
            break
        hunter = min(free, key=lambda p: (b.dist(p.loc, t.loc), p.id))
        free.remove(hunter)
        out.append((t, hunter))
    return out


def _own_ground(b: Brief, p: Piece) -> bool:
    """A piece at sea or on one of the seat's islands: a plane hunting it lands there without
    taking another seat's island (K-43; a merchant that delivered wheat stands on the buyer's)."""
    here = b.island_at(b.node(p))
    return here is None or here.owner == b.seat


HUNTER_SPEED = 3  # planes: fast enough to fly to another island and fire in the same play


GIFT_TURNS = 12.0  # ai_deals.consent: an AI seat takes an idle piece only with this much bread,
GIFT_UNTIL = 17  # ... and enough to stay fed until this round with it (KD-48: a gift taken must
# not bring the taker's famine before the table's target)


def gift_turns(b: Brief) -> float:
    """Upkeeps (with the gift) a seat's bread must cover to take a piece it cannot use."""
    return max(GIFT_TURNS, float(GIFT_UNTIL - b.v.round))


def endgame(b: Brief) -> bool:
    """The end is near, so what counts is the KD-37 (vi) ranking (islands first), not bread: the
    last rounds of a game with a round limit, the seat's own last turns of bread, or a table where
    every other seat already starves (the table is about to be dead, KD-42)."""
    v, seat = b.v, b.seat
    st = v.settings
    if st.limits and st.max_rounds and v.round >= st.max_rounds - 3:
        return True
    if not st.limits or not st.dead_table_stop:
        return False
    if not v.first_famine:
        return False  # nobody has starved yet: the table is far from dead (KD-42)
    turns = b.turns_of_bread(seat)
    if turns < 2:
        return True
    others = [q for q in b.alive if q != seat]
    return bool(others) and all(b.starving(q) for q in others) and turns < 4


def _wanted(b: Brief, p: Piece) -> bool:
    """A primary producer stops when its depot already holds plenty (gasoline is not wasted
    on raw material nobody carries away)."""
    g = b.g
    made = g.kinds[p.kind].produces
    if made is None or made in g.raw_of:
        return True
    island = b.island_at(p.loc)
    return island is not None and island.depot(made) < 3 * g.k.lot


def _shed_rank(b: Brief, p: Piece, use: dict[str, bool], hauls: dict[int, int]) -> int:
    """KD-48: idle secondary producers first, then idle primary ones, idle transporters, the
    other producers, working transporters, and war pieces last."""
    g = b.g
    made = g.kinds[p.kind].produces
    if made is not None:
        idle = not useful_producer(b, p, use)
        if made in g.raw_of:
            return 0 if idle else 3
        return 1 if idle else 3
    if p.kind in g.goods_carriers:
        return 4 if p.id in hauls else 2
    return 5


def _gift_to(b: Brief, p: Piece, turns: float, ai_only: bool = False) -> int:
    """A seat that can feed a piece for long (`turns` turns of the higher upkeep), the one with
    the most bread to spare; -1 if none. (Giving a piece to a seat that cannot feed it only moves
    the famine.)"""
    best, best_turns = -1, turns
    for q in b.alive:
        if q == b.seat or b.v.seat_kind[q] == "passive":
            continue
        if ai_only and b.v.seat_kind[q] != "ai":
            continue
        t = b.turns_of_bread(q, extra=1)
        if t > best_turns:
            best, best_turns = q, t
    return best


SURRENDER_UNTIL = 15  # a seat takes a surrendered capital only if fed with it to this round


def surrender_turns(b: Brief) -> float:
    """Upkeeps (with the surrendered seat's whole upkeep) a taker's bread must cover."""
    return max(2.0, float(SURRENDER_UNTIL - b.v.round))


def capital_guard(b: Brief, seat: int) -> Piece | None:
    """The seat's only war piece at its capital when no other seat has one there (K-43): handed
    to another seat, the capital flips and the seat is eliminated into it (3.7)."""
    capital = b.capital(seat)
    if capital is None:
        return None
    war = b.war_at(capital)
    mine = war.get(seat, [])
    if len(war) != 1 or len(mine) != 1:
        return None
    return mine[0]


HOMECOMING_TURNS = 12  # upkeeps of bread left when a seat with no guard at home calls one back


def homecoming(b: Brief) -> bool:
    """KD-48, 3.7: a seat heading for its first famine (fewer than HOMECOMING_TURNS upkeeps of
    bread) with no war piece at its capital brings its strongest one home, so that it can
    surrender in time (`surrender`)."""
    v, seat = b.v, b.seat
    capital = b.capital(seat)
    if v.first_famine or capital is None or capital_guard(b, seat) is not None:
        return False
    if b.war_at(capital):
        return False
    return b.bread(seat) < HOMECOMING_TURNS * b.upkeep(seat)


def surrender(b: Brief) -> tuple[int, int] | tuple[()]:
    """KD-48, 3.7: a seat whose next upkeep is a famine (KD-14: absorbing) hands its capital's
    last war piece to the AI seat that can feed its whole upkeep longest (K-21, KD-11): the
    capital flips, the seat is eliminated into that seat (an eliminated seat never starves) and
    its islands and pieces are fed from then on. Bread bought and not yet delivered does not
    wait (measured: it seldom arrives in time; the deal lapses with the seat, KD-47). Before the
    first famine only: later, who starves first is decided. Returns (piece, taker), or ()."""
    v, seat = b.v, b.seat
    if v.first_famine or b.bread(seat) >= b.upkeep(seat) or v.famine:
        return ()
    guard = capital_guard(b, seat)
    if guard is None or guard.id in v.played:
        return ()
    need = b.upkeep(seat)
    best, best_turns = -1, surrender_turns(b)
    for q in b.alive:
        if q == seat or v.seat_kind[q] != "ai":
            continue
        t = b.turns_of_bread(q, extra=need)
        if t >= best_turns:
            best, best_turns = q, t
    return (guard.id, best) if best >= 0 else ()


KEEP_TURNS = 8  # upkeeps of official bread a seat keeps before it sells any (6.5)
CHAIN_KEEP_TURNS = 2  # ... a seat whose own bread chain bakes (KD-41: more is on its way)


def spare_bread(b: Brief) -> int:
    """Official bread the seat can sell (6.5): what it holds beyond the upkeeps it keeps."""
    keep = CHAIN_KEEP_TURNS if chain_pieces(b) else KEEP_TURNS
    return b.bread(b.seat) - keep * b.upkeep(b.seat)


def _chain_isles(b: Brief, seat: int = -1) -> tuple[int, int] | tuple[()]:
    """(wheat island, bread island) of a seat's own bread chain (this seat's by default): the
    nearest such pair of its islands, if within CHAIN_STEPS (KD-41)."""
    g = b.g
    mine = b.islands_of(b.seat if seat < 0 else seat)
    wheat = g.raw_of[g.bread]
    pairs = [
        (b.steps(b.island_node(w.id), b.island_node(br.id)), w.id, br.id)
        for w in mine
        if w.infra == wheat
        for br in mine
        if br.infra == g.bread
    ]
    if not pairs:
        return ()
    steps, w_id, br_id = min(pairs)
    return (w_id, br_id) if steps <= CHAIN_STEPS else ()


def chain_pieces(b: Brief) -> set[int]:
    """The pieces of the seat's own bread chain (wheat producers, bread producers and one
    merchant) when it has one that can work: a wheat island and a bread island of its own
    close enough for its merchant (CHAIN_STEPS). Empty otherwise."""
    g = b.g
    wheat = g.raw_of[g.bread]
    merchant_kind = g.carrier_of[g.bread]
    merchants = [p for p in b.mine() if p.kind == merchant_kind]
    isles = _chain_isles(b)
    if not merchants or not isles:
        return set()
    w_id, br_id = isles
    out = {p.id for p in merchants[:CHAIN_MERCHANTS]}
    wheat_kept = bread_kept = 0
    for p in b.mine():
        made = g.kinds[p.kind].produces
        if p.loc == b.island_node(w_id) and made == wheat and wheat_kept < CHAIN_PRODUCERS:
            out.add(p.id)
            wheat_kept += 1
        if p.loc == b.island_node(br_id) and made == g.bread and bread_kept < CHAIN_PRODUCERS:
            out.add(p.id)
            bread_kept += 1
    return out


MARKET_STEPS = 8  # ai_deals.DELIVER_REACH: a lot of wheat this near arrives in time (KD-43)


def _has_producer(b: Brief, island: IslandView, material: str) -> bool:
    """Whether the island's owner has a producer of `material` standing on it."""
    pieces = b.v.pieces
    return any(
        pieces[pid].owner == island.owner and b.g.kinds[pieces[pid].kind].produces == material
        for pid in island.pieces
    )


def _trades_with(b: Brief, seat: int) -> bool:
    v = b.v
    return seat != b.seat and v.eliminated[seat] == 0 and v.seat_kind[seat] != "passive"


def _has_merchant(b: Brief, seat: int) -> bool:
    merchant = b.g.carrier_of[b.g.bread]
    return any(p.kind == merchant for p in b.by_owner[seat])


def wheat_buyers(b: Brief) -> list[int]:
    """6.5: the other seats' working bread islands (bread producers on them) that a lot of this
    seat's wheat reaches in time, when the seat has wheat, a merchant and no bread island of its
    own (else its wheat feeds its own chain). Wheat is worth making for them."""
    g = b.g
    wheat = g.raw_of[g.bread]
    mine = b.islands_of(b.seat)
    sources = [b.island_node(i.id) for i in mine if i.infra == wheat]
    if not sources or any(i.infra == g.bread for i in mine) or not _has_merchant(b, b.seat):
        return []
    out = []
    for i in b.v.islands:
        if i.infra != g.bread or i.owner < 0 or not _trades_with(b, i.owner):
            continue
        if not _has_producer(b, i, g.bread):
            continue
        node = b.island_node(i.id)
        if min(b.steps(w, node) for w in sources) <= MARKET_STEPS:
            out.append(i.id)
    return out


def wheat_deals(b: Brief, island: int) -> int:
    """Lots of wheat bought for this island of the seat and not yet unloaded (accepted offers),
    or asked for (offers the seat sent that are still pending)."""
    g = b.g
    wheat = g.raw_of[g.bread]
    lots = 0
    for o in b.v.offers:
        if o.status not in ("pending", "accepted"):
            continue
        for i, item in enumerate(o.items):
            if (
                item.kind == "deliver"
                and item.receiver == b.seat
                and item.material == wheat
                and item.island == island
                and not o.done[i]
            ):
                lots += item.lots
    return lots


def trade_pieces(b: Brief) -> tuple[set[int], bool]:
    """The pieces a seat keeps for the bread trade of 6.5 (its merchant and a few producers),
    and whether bread will come of it: a seat keeps its merchant while it owes a lot of wheat
    or carries one; a seat with wheat on its bread island, or bought for it, keeps its bakers
    and the merchant that carries the bread home. (Keeping pieces for a trade that has not
    begun costs more bread than the trade brings before the first famine: measured, so not.)"""
    g = b.g
    if chain_pieces(b):
        return set(), False
    merchant_kind = g.carrier_of[g.bread]
    merchants = [p.id for p in b.mine() if p.kind == merchant_kind]
    if not merchants:
        return set(), False
    wheat = g.raw_of[g.bread]
    keep: set[int] = set()
    bakes = False
    owes = any(
        item.kind == "deliver" and item.giver == b.seat and item.material == wheat and not o.done[i]
        for o in b.v.offers
        if o.status == "accepted"
        for i, item in enumerate(o.items)
    )
    laden = [pid for pid in merchants if b.v.pieces[pid].goods in (wheat, g.bread)]
    keep |= set(laden)  # a lot of bread or wheat aboard is carried where it is eaten or baked
    if owes:
        keep.add(merchants[0])  # it carries wheat sold to a bread island
    for isle in b.islands_of(b.seat):
        if isle.infra != g.bread:
            continue
        node = b.island_node(isle.id)
        bakers = [p.id for p in b.mine() if p.loc == node and g.kinds[p.kind].produces == g.bread]
        if not bakers:
            continue
        if _wheat_for(b, isle):
            keep |= set(bakers[:BAKERS])
            keep.add(merchants[0])
            bakes = True
        elif bakery_takers(b, isle):
            keep |= set(bakers)  # KD-41: they go with the island to a seat that makes wheat
    if bakery_near(b):  # KD-41: the seat's wheat will feed a bakery it is about to take
        capital = b.capital(b.seat)
        node = b.island_node(capital.id) if capital is not None else -1
        farms = [p.id for p in b.mine() if p.loc == node and g.kinds[p.kind].produces == wheat]
        keep |= set(farms[:CHAIN_PRODUCERS])
        keep.add(merchants[0])
    return keep, bakes


def bakery_near(b: Brief) -> bool:
    """Another AI seat's bread island with its bakers that this seat would take (KD-41)."""
    g, pieces = b.g, b.v.pieces
    for isle in b.v.islands:
        if isle.infra != g.bread or isle.owner in (b.seat, -1) or not _trades_with(b, isle.owner):
            continue
        if b.v.seat_kind[isle.owner] != "ai" or isle.id in _chain_isles(b, isle.owner):
            continue  # its owner bakes there itself
        baking = any(
            pieces[pid].owner == isle.owner and g.kinds[pieces[pid].kind].produces == g.bread
            for pid in isle.pieces
        )
        if baking and takes_bakery(b, b.seat, isle):
            return True
    return False


BAKERY_TURNS = 5  # a seat takes a bakery while its bread still covers this many upkeeps with it


def bakery_upkeep(b: Brief, island: IslandView) -> int:
    """K-17: the upkeep a bread island hands over with its owner's bread producers and war
    pieces there (6.2: the war pieces are recoloured with it)."""
    g, pieces = b.g, b.v.pieces
    made = sum(
        1
        for pid in island.pieces
        if pieces[pid].owner == island.owner and g.kinds[pieces[pid].kind].produces == g.bread
    )
    merchant = 1 if _has_merchant(b, island.owner) else 0
    return g.k.upkeep_per_island + made + merchant + len(b.war_at(island).get(island.owner, []))


def takes_bakery(b: Brief, seat: int, island: IslandView) -> bool:
    """KD-41: `seat` can run a bread chain with this bread island and feed it: its capital
    makes wheat within CHAIN_STEPS of it, it has a merchant and no bread island yet, and its
    bread covers BAKERY_TURNS upkeeps with everything the island brings (public, 6.4)."""
    g = b.g
    capital = b.capital(seat)
    if capital is None or capital.infra != g.raw_of[g.bread] or not _has_merchant(b, seat):
        return False
    if any(i.infra == g.bread for i in b.islands_of(seat)):
        return False
    if b.steps(b.island_node(capital.id), b.island_node(island.id)) > CHAIN_STEPS:
        return False
    extra = bakery_upkeep(b, island) - swap_upkeep(b, seat)
    return b.bread(seat) >= BAKERY_TURNS * (b.upkeep(seat) + extra)


def swap_upkeep(b: Brief, seat: int) -> int:
    """K-17: the upkeep the island a bakery's buyer hands back takes away (diplomacy.
    swap_island: its first island other than its capital and bread islands where no other
    seat's war piece stands), with the buyer's producers and war pieces there."""
    g, pieces = b.g, b.v.pieces
    for isle in b.islands_of(seat):
        if isle.flag >= 0 or isle.infra == g.bread:
            continue
        war = b.war_at(isle)
        if any(q != seat for q in war):
            continue
        made = sum(
            1
            for pid in isle.pieces
            if pieces[pid].owner == seat and pieces[pid].kind in g.producers
        )
        return g.k.upkeep_per_island + made + len(war.get(seat, []))
    return 0


def bakery_takers(b: Brief, island: IslandView) -> list[int]:
    """The AI seats that would take this bread island of the seat with its bakers (KD-41),
    unless the seat's own bread chain uses it."""
    if island.owner != b.seat or island.id in _chain_isles(b):
        return []
    return [
        q
        for q in b.alive
        if _trades_with(b, q) and b.v.seat_kind[q] == "ai" and takes_bakery(b, q, island)
    ]


BAKERS = 3  # bread producers a bread island keeps while it has wheat: a lot in two plays


def _wheat_for(b: Brief, isle: IslandView) -> bool:
    """Whether there is work for this bread island of the seat: wheat on it, a lot of bread to
    carry home, or wheat bought for it and on its way (6.5)."""
    if isle.depot(b.g.raw_of[b.g.bread]) or isle.depot(b.g.bread) >= b.g.k.lot:
        return True
    return wheat_deals(b, isle.id) > 0


def _hauls(b: Brief, use: dict[str, bool]) -> dict[int, int]:
    """Transporters with work: pid -> the island they head for now (0: work where they are)."""
    g = b.g
    out: dict[int, int] = {}
    for p in b.mine():
        if p.kind not in g.goods_carriers:
            continue
        dest = haul_target(b, p, use)
        if dest >= 0:
            out[p.id] = dest
    return out


def haul_target(b: Brief, p: Piece, use: dict[str, bool]) -> int:
    """Where a transporter should go next (an island id), 0 to stay and work where it is, -1 if
    it has no work at all."""
    g = b.g
    seat = b.seat
    capital = b.capital(seat)
    if capital is None:
        return -1
    carries = g.kinds[p.kind].carries
    assert carries is not None
    lot = g.k.lot
    here = b.island_at(p.loc) if p.loc >= 0 else None
    owed = _owed(b, p)
    if p.goods:
        dest = owed.get(p.goods) or drop_for(b, p.goods) or _buyer_for(b, p)
        if not dest:
            return -1
        return 0 if here is not None and here.id == dest else dest
    mine = b.islands_of(seat)
    here_id = here.id if here is not None else 0
    # useful lots to fetch: what lies where it stands first (the voyage is made anyway), then
    # bread (the food, K-17), the biggest lot, the nearest
    best: list[tuple[bool, bool, int, int, int]] = []
    for i in mine:
        for m in carries.goods:
            coming = m == g.bread and _bread_coming(b, i)
            if not coming and not _fetch(b, i, m, use, owed):
                continue
            units = lot if coming else min(i.depot(m), lot)
            steps = b.steps(b.node(p), b.island_node(i.id))
            best.append((i.id != here_id, m != g.bread, -(units // 25), steps, i.id))
    if not best:
        return -1
    best.sort()
    target = best[0][4]
    return 0 if here is not None and here.id == target else target


def _buyer_for(b: Brief, p: Piece) -> int:
    """A lot of wheat aboard whose deal has lapsed (KD-43) still goes to the nearest bread
    island that buys wheat: there it turns into bread for someone (6.5)."""
    if p.goods != b.g.raw_of[b.g.bread]:
        return 0
    buyers = wheat_buyers(b)
    return min(buyers, key=lambda k: (b.steps(b.node(p), b.island_node(k)), k), default=0)


def _bread_coming(b: Brief, island: IslandView) -> bool:
    """A lot of bread is being baked on this island of the seat (not its capital): its bread
    producers have the wheat for the rest of the lot (K-51). A merchant waits there for it."""
    g = b.g
    if island.flag == b.seat or island.infra != g.bread or island.depot(g.bread) >= g.k.lot:
        return False
    wheat = g.raw_of[g.bread]
    coming = island.depot(g.bread) + island.depot(wheat) + wheat_deals(b, island.id) * g.k.lot
    if coming < g.k.lot:
        return False
    node = b.island_node(island.id)
    return any(p.loc == node and b.g.kinds[p.kind].produces == g.bread for p in b.mine())


def _fetch(
    b: Brief, island: IslandView, m: str, use: dict[str, bool], owed: dict[str, int]
) -> bool:
    """Whether lots of `m` on this island of the seat are worth carrying somewhere."""
    g = b.g
    if island.depot(m) <= 0:
        return False
    if m in owed:
        return island.id != owed[m]
    if m == g.bread:
        return island.flag != b.seat
    if m == g.gasoline:
        return island.flag != b.seat and b.gasoline(b.seat) < 60
    if not use.get(m, False):
        return False
    if m == g.raw_of[g.bread] and island.infra == m and wheat_buyers(b):
        return True  # wheat for sale (6.5): carried to a bread island that buys it
    dest = drop_for(b, m)
    return bool(dest) and dest != island.id


def _owed(b: Brief, p: Piece) -> dict[str, int]:
    """Materials the seat has promised to DELIVER (accepted offers), to which island."""
    carries = b.g.kinds[p.kind].carries
    out: dict[str, int] = {}
    for o in sorted(b.v.offers, key=lambda o: o.id):
        if o.status != "accepted":
            continue
        for i, item in enumerate(o.items):
            if (
                item.kind == "deliver"
                and item.giver == b.seat
                and not o.done[i]
                and carries is not None
                and item.material in carries.goods
            ):
                out.setdefault(item.material, item.island)
    return out


def drop_for(b: Brief, material: str) -> int:
    """The seat's island where a lot of `material` is used."""
    g = b.g
    capital = b.capital(b.seat)
    if material in (g.bread, g.gasoline):
        return capital.id if capital is not None else 0
    made = next((m for m, raw in g.raw_of.items() if raw == material), "")
    fits = [
        i
        for i in b.islands_of(b.seat)
        if i.infra == made and i.depot(material) + g.k.lot <= g.k.depot_max
    ]
    # K-51: the raw material is used where the seat's own producers stand (an island bought
    # without them would only store it)
    worked = [i for i in fits if works(b, i, made)]
    return (worked or fits)[0].id if fits else 0


def works(b: Brief, island: IslandView, made: str) -> bool:
    """Whether a producer of `made` of the seat stands on the island (K-51)."""
    pieces = b.v.pieces
    return any(
        pieces[pid].owner == b.seat and b.g.kinds[pieces[pid].kind].produces == made
        for pid in island.pieces
    )


def _build(b: Brief, aggression: float, chain: bool, short_of_war: bool) -> str:
    """What this turn's steel pays for, if anything (K-57): a merchant for a bread chain that
    lacks one, a battleship for an aggressive or thinly defended seat; only when the bread can
    carry one more piece for a good while (the caller builds nothing while it sheds, KD-48)."""
    g = b.g
    if b.turns_of_bread(b.seat, extra=1) < 10:
        return ""
    merchant = g.carrier_of[g.bread]
    merchants = sum(1 for p in b.mine() if p.kind == merchant)
    if chain and merchants < 2:
        return merchant
    if aggression >= 0.6 or short_of_war:
        return "battleship" if "battleship" in g.kinds else ""
    return ""


def _threatened(b: Brief, node: int) -> int:
    """Enemy war pieces within 4 steps of a node."""
    n = 0
    for q, pieces in b.by_owner.items():
        if q == b.seat:
            continue
        for p in pieces:
            if p.kind in b.g.war and b.steps(b.node(p), node) <= 4:
                n += 1
    return min(n, 2)


HOLD_ROUND = 15  # KD-48: before any seat starves, a capture must leave the captor fed this long


def _fed_after(b: Brief, gain: int) -> bool:
    """Whether the seat stays fed until HOLD_ROUND with `gain` more upkeep (K-69: a capital
    brings its owner's whole upkeep). Once a seat has starved (the first famine is public), a
    capture is judged by the usual rules only."""
    v = b.v
    if v.first_famine:
        return True
    turns = max(1, HOLD_ROUND - v.round + 1)
    return b.bread(b.seat) >= turns * (b.upkeep(b.seat) + gain)


def _attack_target(b: Brief, aggression: float, late: bool, start: int = -1) -> tuple[int, bool]:
    """KD-48: (island, strike) for the seat's raider. Strike a capital whose owner starves (it
    cannot fire back, KD-14) or that nobody defends, or late in the game any island without
    defenders (islands rank first, KD-37 (vi)); otherwise stalk the capital that will starve
    first, to be at hand when it does. (0, False): stay home."""
    seat = b.seat
    capital = b.capital(seat)
    if capital is None:
        return 0, False
    home = b.island_node(capital.id) if start < 0 else start
    reach = 8 + round(aggression * 14)
    best, best_score = 0, 0.0
    weakest, weakest_turns = 0, 99.0
    for island in b.v.islands:
        owner = island.owner
        if owner == seat or owner < 0:
            continue
        steps = b.steps(home, b.island_node(island.id))
        is_capital = island.flag == owner
        if steps > reach and not (is_capital and b.starving(owner)):
            continue  # a starving capital is worth the voyage (K-69, KD-14)
        defenders = len(b.war_at(island).get(owner, []))
        starving = b.starving(owner)
        if is_capital:
            turns = b.turns_of_bread(owner)
            if turns < weakest_turns:
                weakest, weakest_turns = island.id, turns
        if is_capital and not late and not _fed_after(b, b.upkeep(owner)):
            continue  # a capture before any famine must not bring the seat's own (KD-48)
        if is_capital and not starving and not late:
            if defenders:
                continue  # a fed, defended capital fires back; raids wait for its famine
            # an undefended one is taken only if the seat can feed everything it brings
            gain = 5 * len(b.islands_of(owner)) + len(b.by_owner[owner])
            if b.bread(seat) < 6 * (b.upkeep(seat) + gain):
                continue
        if not is_capital and (defenders or not late):
            continue
        score = (4.0 if starving else 1.0) * (2.0 if is_capital else 1.0) / (1 + defenders)
        if is_capital:  # a capital brings all its owner's islands (K-69): the leaders first
            score *= len(b.islands_of(owner))
        score *= 10.0 / (4 + steps)
        if score > best_score:
            best, best_score = island.id, score
    if best:
        return best, True
    if weakest and b.v.round >= 6 and weakest_turns < 6 and aggression >= 0.3:
        return weakest, False
    return 0, False


def _claim_bought(b: Brief, plan: Plan, war: list[Piece], busy: set[int], home: int) -> set[int]:
    """6.2 ISLAND, K-43: the nearest free war piece (a plane first) goes to each undefended
    island the seat bought (it flips once that piece is the only war piece there), unless it is
    the last guard at home after a seat has starved. Returns the pieces sent."""
    sent: set[int] = set()
    for k in islands_bought(b):
        dest = b.island_node(k)
        at_home = [p for p in war if b.node(p) == home and p.id not in busy]
        free = [
            p
            for p in war
            if p.loc >= 0
            and p.id not in busy
            and p.id not in plan.intent
            and (b.node(p) != home or len(at_home) > 1 or not b.v.first_famine)
        ]
        if free:  # a plane first (K-30: it gets there in one play); before any famine nobody
            # raids a capital (KD-48), so the last war piece at home may go too
            flyer = min(free, key=lambda p: (p.kind != PLANE, b.steps(b.node(p), dest), p.id))
            plan.intent[flyer.id] = ("attack", k)
            busy.add(flyer.id)
            sent.add(flyer.id)
    return sent


PLANE = "plane"


def islands_bought(b: Brief) -> list[int]:
    """Islands the seat bought in an accepted deal (6.2 ISLAND) that no war piece defends: they
    become its own as soon as one of its war pieces is the only one there (K-43)."""
    out = []
    for o in b.v.offers:
        if o.status != "accepted":
            continue
        for i, item in enumerate(o.items):
            if item.kind != "island" or item.receiver != b.seat or o.done[i]:
                continue
            island = b.island(item.island)
            if island.owner == item.giver and not b.war_at(island):
                out.append(island.id)
    return sorted(out)
