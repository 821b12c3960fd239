"""The state of a Pieces of Eight match, and the view one seat has of it.

Coins are small integers (coin ids) fixed when the match is set up; `Table.ctype[id]` is a coin's
type (an index into the content's coin list). Every coin id sits in exactly one container at any
time (checked by `check_invariants`):

    spares[s]     shipyard coins of seat s that are not in its ship this game
    decks[s]      the deck, fore (index 0) to aft (index -1)            P8-11
    nests[s]      the crow's-nest coin or NONE                          P8-9
    holds[s]      destroyed coins                                       P8-23
    limbo         a self-destroying coin between declaration and resolution (Item.coin with
                  Item.in_limbo)                                        P8-134
    drawn         coins drawn from a hold by Buried Treasure, not yet placed
    tasks' pools  coins being arranged in secret (`Arrange` tasks: coins, placed, nest) or picked
                  for a ship under construction (`Build` tasks)
    pool, scraps, reserve   pooled-coin variants: undistributed coins, the scraps pile (P8-152),
                  spare Captains that take no part (P8-151)

`shipyards[s]` says which coins seat s owns for the match (its collection); it is not a container.

What is left to do is the agenda (`State.agenda`, tasks.py): the distribution, building, the
steps of a turn, the resolution of declared abilities (P8-87), a stalemate procedure. The data
those tasks refer to stays here: the stack of declared items (`items`, `stack`), the play being
put together (`draft`), the rotation pointers (`active`, `draft_turn`, `build_seat`,
`scraps_order`).

State objects are plain dataclasses with hand-written clone() methods (AI and undo clone a lot).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from game.core.agenda import Task
from game.core.plain import shallow_copy

NONE = -1  # an empty crow's nest, no coin, no seat

# seat status (P8-147)
IN, EMPTY_SHIP, NO_ACTION, CONCEDED, TIMED_OUT, TEAM_LOST = range(6)
STATUS_NAMES = ("in", "eliminated", "no_action", "conceded", "timed_out", "team_lost")

# Window answers
UNANSWERED = -2
PASSED = -1
USED = -3  # a stalemate pick already brought into its ship


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Table:
    """Everything fixed for the whole match (from the config and the content). Public."""

    n: int
    human: tuple[bool, ...]
    teams: tuple[int, ...]  # team index per seat; () without team play
    n_teams: int
    mask: bool  # P8-133 masked prompts
    clock_ms: int  # 0: no chess clock (P8-149)
    ai_charge_ms: int
    match_target: int  # game wins that take the match (1: a single game)
    shipyards: str  # which sets the seats bring
    distribution: str  # "own" or a pooled variant (P8-151)
    draft_k: int
    extra_scraps: int
    first_player: str
    quiet_threshold: int  # stalemate_quiet_rounds x seats (P8-148)
    max_turns: int
    trade_rounds: int
    redeal_max: int
    ctype: tuple[int, ...]  # coin id -> type index
    brought: tuple[str, ...]  # the shipyard each seat brought


@dataclass
class Item:
    """A declared ability on the stack (P8-87)."""

    seat: int  # controller: the source
    coin: int
    ability: str  # action | treachery | prevent | full_sail | black_spot
    pos: str  # where it was used from: nest | fore | aft | hold
    was_open: bool  # declared from an open position (P8-134)
    in_limbo: bool = False
    affected: int = NONE  # P8-131
    target_seat: int = NONE
    targets: list[int] = field(default_factory=list)  # locked coin ids (P8-135)
    active_targets: list[int] = field(default_factory=list)  # targets active when locked (P8-46)
    answers: int = NONE  # index of the item a reaction answers
    negated: bool = False
    protected: list[int] = field(default_factory=list)  # coins a Monkey saved from this item
    pick: int = NONE  # Barrel of Grog: the chosen hold coin
    depth: int = 0  # Cannon
    second: bool = False  # Cannon: the attacker's own second open Cannon
    contributors: list[int] = field(default_factory=list)  # Cannon: [seat, count, ...] flat
    drawn: list[int] = field(default_factory=list)  # coins drawn from the hold
    draws_left: int = 0
    spared: bool = False  # Pistols / Sabre kept by an active Mate
    pc: int = 0  # resolution progress
    ti: int = 0  # index of the next locked target to ask about

    def clone(self) -> Item:
        c = shallow_copy(self)
        c.targets = list(self.targets)
        c.active_targets = list(self.active_targets)
        c.protected = list(self.protected)
        c.contributors = list(self.contributors)
        c.drawn = list(self.drawn)
        return c


@dataclass
class Draft:
    """A general-phase play being put together before it is declared (P8-28, P8-137)."""

    coin: int
    pos: str
    target_seat: int = NONE
    where: Any = None  # the target coin's position: "nest" or a 1-based deck index
    pick_type: int = NONE  # Barrel of Grog: the type chosen from the hold
    second: int = NONE  # Cannon step 3: NONE undecided, 0 / 1
    invited: list[int] = field(default_factory=list)
    inviting: bool = False
    commits: list[int] = field(default_factory=list)  # per invited seat, in asking order
    commit_seats: list[int] = field(default_factory=list)

    def clone(self) -> Draft:
        c = shallow_copy(self)
        c.invited = list(self.invited)
        c.commits = list(self.commits)
        c.commit_seats = list(self.commit_seats)
        return c


@dataclass
class State:
    table: Table
    # ---- the match ----
    shipyards: list[list[int]]
    wins: list[int]
    pool: list[int] = field(default_factory=list)
    scraps: list[int] = field(default_factory=list)
    reserve: list[int] = field(default_factory=list)
    yard_public: list[bool] = field(default_factory=list)  # per coin: its holder is public
    game_no: int = 1
    results: list[int] = field(default_factory=list)  # per finished game: winner seat or NONE
    last_winner: int = NONE
    start_ship: list[list[int]] = field(default_factory=list)  # per seat: its ship at the start
    draft_turn: int = NONE  # pooled draft: the seat picking next
    draft_picks: list[list[int]] = field(default_factory=list)  # per seat: coins received so far
    deal_attempts: int = 0
    scraps_order: list[int] = field(default_factory=list)  # seats still to pick from the scraps
    build_seat: int = NONE  # the seat building (or arranging) its ship
    agenda: list[Task] = field(default_factory=list)  # what is left to do (tasks.py), top last
    final_phase: str = ""  # the turn phase the match ended in (the view shows it once over)
    # ---- the game ----
    spares: list[list[int]] = field(default_factory=list)
    decks: list[list[int]] = field(default_factory=list)
    nests: list[int] = field(default_factory=list)
    holds: list[list[int]] = field(default_factory=list)
    known: list[int] = field(default_factory=list)  # per coin: bit mask of seats knowing it
    status: list[int] = field(default_factory=list)
    out_order: list[int] = field(default_factory=list)  # seats eliminated one by one, in order
    active: int = NONE
    draft: Draft | None = None  # the play being put together (P8-28, P8-137)
    items: list[Item] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    drawn: list[int] = field(default_factory=list)
    reacted: list[int] = field(default_factory=list)  # coins that reacted this turn (P8-83)
    lost: list[int] = field(default_factory=list)  # lost turns owed (P8-142)
    extra: list[int] = field(default_factory=list)  # extra-turn queue (P8-142)
    quiet: int = 0  # quiet played turns in a row (P8-148)
    noisy: bool = False  # a coin was destroyed, stolen or retrieved this turn
    played: int = 0  # played turns this game (P8-146)
    may_propose: bool = False  # the active human may still propose a stalemate this turn
    stalemates: int = 0  # accepted stalemate procedures this game
    destroyed_since_stalemate: bool = False
    clocks: list[int] = field(default_factory=list)  # ms left per seat (P8-149)
    team_stage: bool = False
    game_over: bool = False
    winner: int = NONE
    end_reason: str = ""

    def clone(self) -> State:
        c = shallow_copy(self)  # the scalars; every list is copied below
        c.shipyards = [list(x) for x in self.shipyards]
        c.wins = list(self.wins)
        c.pool = list(self.pool)
        c.scraps = list(self.scraps)
        c.reserve = list(self.reserve)
        c.yard_public = list(self.yard_public)
        c.results = list(self.results)
        c.start_ship = [list(x) for x in self.start_ship]
        c.draft_picks = [list(x) for x in self.draft_picks]
        c.scraps_order = list(self.scraps_order)
        c.agenda = list(self.agenda)
        c.spares = [list(x) for x in self.spares]
        c.decks = [list(x) for x in self.decks]
        c.nests = list(self.nests)
        c.holds = [list(x) for x in self.holds]
        c.known = list(self.known)
        c.status = list(self.status)
        c.out_order = list(self.out_order)
        c.draft = self.draft.clone() if self.draft is not None else None
        c.items = [i.clone() for i in self.items]
        c.stack = list(self.stack)
        c.drawn = list(self.drawn)
        c.reacted = list(self.reacted)
        c.lost = list(self.lost)
        c.extra = list(self.extra)
        c.clocks = list(self.clocks)
        return c


# ---- the view ---------------------------------------------------------------------------------
# Coins in a view are coin-type ids ("mate"); None marks a hidden coin. Places are written
# ("deck", seat, index) with index 0 = fore, ("nest", seat), ("hold", seat), ("limbo",) or
# ("gone",) for a coin that has left the place it was locked in.


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ShipView:
    seat: int
    status: str
    nest: str | None  # None: the crow's nest is empty (it is always open)
    deck: tuple[Any, ...]  # fore first; None where the viewer does not know the coin
    aft_public: bool  # every other seat knows the aft coin (P8-133 masking)
    hold_count: int
    hold: tuple[Any, ...] | None  # the viewer's own hold in full (and every hold once over)
    spare_count: int
    spares: tuple[Any, ...] | None  # the viewer's own unused shipyard coins
    captain: bool  # a Captain is in this ship (public: gold, P8-4)
    lost_turns: int
    team: int  # NONE without teams
    clock_ms: int  # ms left on the chess clock (0 without a clock)
    wins: int  # match score
    shipyard: tuple[Any, ...]  # coins of its shipyard the viewer may know (types)
    shipyard_size: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ItemView:
    seat: int
    coin: str
    ability: str
    pos: str
    was_open: bool
    in_limbo: bool
    affected: int
    place: tuple[Any, ...]  # where the coin is now
    target_seat: int
    targets: tuple[Any, ...]  # ((place, type or None, active when locked), ...)
    answers: int  # index into View.stack, or NONE
    negated: bool
    protected: tuple[Any, ...]  # places of coins a Monkey protected from it
    depth: int
    second: bool
    contributors: tuple[Any, ...]  # ((seat, count), ...)
    drawn: tuple[Any, ...]  # announced types (Buried Treasure); () when private
    drawn_count: int
    spared: bool
    pick: str | None  # Barrel of Grog: the chosen coin (its owner only)
    pc: int
    ti: int
    draws_left: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class TaskView:
    kind: str
    item: int  # index into View.stack or NONE
    seat: int
    prompted: tuple[Any, ...]
    answered: tuple[Any, ...]  # per prompted seat: has it answered
    my_answer: Any  # the viewer's own answer (a place) or None
    coins: tuple[Any, ...]  # the viewer's own eligible coins / pool (places or types)
    coin_count: int  # size of `coins` as everyone knows it
    captains: int  # Captains among the pool (arrange/build; gold, public)
    placed: tuple[Any, ...]  # arrange: deck so far (own only)
    placed_count: int
    nest: Any  # arrange: chosen nest (own only): type, "none" or None
    coin: tuple[Any, ...]  # monkey: place of the coin asked about
    destroyer: int
    purpose: str


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class View:
    seat: int | None
    table: Table
    stage: str
    game_no: int
    phase: str
    active: int
    ships: tuple[Any, ...]  # ShipView per seat
    stack: tuple[Any, ...]  # ItemView, bottom first
    agenda: tuple[Any, ...]  # TaskView, bottom first
    drawn: tuple[Any, ...]  # Buried Treasure draws waiting to be ordered (public types)
    reacted: tuple[Any, ...]  # places of coins that reacted this turn
    extra_turns: tuple[Any, ...]
    quiet_turns: int
    played_turns: int
    may_propose: bool
    stalemate: tuple[Any, ...]  # (proposer, first, answered..., accepted, order, step, picked)
    stalemates: int
    destroyed_since_stalemate: bool
    draft: tuple[Any, ...]  # the play being put together (public)
    waiting: tuple[Any, ...]  # ((seat, decision kind), ...) public projection
    pool: tuple[Any, ...]  # pooled: undistributed coins (types) when public, else ()
    pool_count: int
    scraps: tuple[Any, ...]
    reserve: tuple[Any, ...]
    draft_turn: int
    draft_picks: tuple[Any, ...]  # per seat: publicly received coins
    trade: tuple[Any, ...]  # public projection of the trading phase
    trade_offer: tuple[Any, ...]  # the proposal, for its two parties only
    scraps_order: tuple[Any, ...]
    build_seat: int
    results: tuple[Any, ...]
    last_winner: int
    winner: int
    end_reason: str
    team_stage: bool
    game_over: bool
    undo_allowed: bool
    out_order: tuple[Any, ...]
    deal_attempts: int
    chance: tuple[Any, ...]
    start_ship: tuple[Any, ...]  # the viewer's own starting ship (types)
    noisy: bool
