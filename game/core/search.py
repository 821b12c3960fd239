"""Information-set Monte Carlo tree search: the "hard" AI level (issue 18).

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2), 2012) over the Rules contract, generic over the games:

- **It plays from the seat's view only.** `SearchPolicy` holds the Rules and is handed views; it
  never receives a state. Every iteration starts from a state sampled from the view,
  `rules.determinize(view, seat, rng)`, so whatever the search reads is either in the view or
  sampled (the per-game fairness tests resample the hidden state behind one view and check that
  the move does not change).
- **One tree for the searching seat's information set.** An edge is (seat, action): the seat's own
  decisions and every other seat's, out-of-turn reactions included, are nodes of their own, and
  each seat picks its edge by UCB1 on its own reward. The options met at a node differ from one
  sampled state to the next, so a child's UCB uses how often it was available, not its parent's
  visits (the subset-armed bandit of the paper). A decision with a single option is no node.
- **Chance steps are sampled, not nodes** (open loop): each is drawn with the search's own stream
  from the `Chance` the rules return, exactly as the match would draw it.
- **Rollouts** play on from the new leaf with the game's rollout policy (its heuristic, one for
  each seat, deciding from that seat's view of the sampled state, with a share `explore` of
  uniform random choices; a policy that plans its turn ahead, `Planning`, forgets its plan at
  the start of each rollout, and the seat's own unsearched decisions have a policy of their own)
  for up to `depth` decisions (0: to the end), then score the position with the game's
  `evaluate` hook, or the result once the game is over. Rewards are in [0, 1] per seat.
- **Budget** (`game.core.ai.Budget`): an exact number of iterations, which makes the move a pure
  function of (view, seed) (tests, fairness, replays), or seconds of wall clock (live play). The
  search's randomness comes from one draw of the seat's AI stream per decision.
- **Off the UI thread**: `think` reports progress to a `Thinking` after every iteration, stops
  when it is cancelled (answering with what it has), and yields the interpreter between
  iterations so the window keeps its frame rate.

- **Or root-only, by paired rollouts** (`SearchSpec.paired`, `_Paired`): every option is played
  out in the same sampled worlds with the same draws, and the rollout policy's own choice stands
  unless another option gains significantly over it. For a game whose heuristic a thin tree
  only overrules on noise (21 Mutinies).

Sampling a state (`determinize`) costs ten clones or more, so the first `worlds` iterations each
sample a fresh one and keep it, and later iterations play on clones of those, in turn.

A game plugs in with a `SearchSpec` (its rollout policy, evaluation and depth) and registers
`searching(SPEC)` as a level of its GameDef (`GameDef(..., searching={"hard": searching(SPEC)})`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import Budget, Planning, Policy, PolicyFactory, Thinking
from .rng import Rng
from .rules import AnyRules
from .types import Action, Chance, Decision, Over, Result, SeatId

# (rules, state) -> a value in [0, 1] per seat: how well each stands (a sampled state, never the
# match's own: the search only ever holds determinizations).
Evaluate = Callable[[Any, Any], Sequence[float]]

WIN_SHARE = 0.8  # a result's value: this much for a first place (shared: split) ...
RANK_SHARE = 1.0 - WIN_SHARE  # ... and the rest by place, last 0, first 1
ROLLOUT_STEP_CAP = 4000  # steps (forced ones and chance included) a rollout takes at most
SAMPLE_TRIES = 8  # determinizations tried in a row before the search gives up on the view
PAIRED_MIN_ROUNDS = 3  # rounds an option of the paired search plays before it can win or leave
# A search by the clock counts on at most this many times the iterations its rate so far
# promises for the rest of the budget when it asks whether they could change its answer, and
# asks only after this share of the budget (a rate measured over a few rollouts is noisy).
SETTLE_MARGIN = 1.5
SETTLE_AFTER = 0.2


@dataclass(frozen=True)
class SearchSpec:
    """What a game adds to the generic search.

    `rollout` builds the policy that plays the rollouts (the game's heuristic); `evaluate` scores
    a position where a rollout is cut (None: by the game's standings, `rank_values`); `depth`
    is how many decisions a rollout takes before it is cut (0: it plays to the end); `explore` the
    share of random choices in rollouts; `c` the UCB exploration constant; `worlds` how many
    determinizations a search samples before it reuses them. The rollout policy's own choice
    (from the seat's view) is kept unless the search's most visited option has at least
    `overrule` times its visits (0: the search always decides): with few iterations the
    visits are spread thin and noisy, and the search must show evidence before it plays
    against the heuristic. Decisions of the kinds in `plain`
    are answered by the rollout policy without a search (where a search cannot see far enough
    to matter, e.g. building a ship before a single shot).

    `paired` > 0 searches the root only, by paired rollouts (`_Paired`): every option is played
    out in the same sampled worlds with the same random draws, and the rollout policy's choice
    is overruled only by an option whose mean gain over it is `paired` standard errors above
    zero (`c`, `overrule` and the tree then play no part).

    `final` values a finished game (None: `rank_values`), e.g. with a share for the margin,
    which tells a narrow win from a wide one and so separates options in fewer rollouts.

    `settle`: the tree search stops as soon as the rest of its budget could not change its
    answer (`_Search._settled`), so a clear choice does not take the whole think time."""

    rollout: PolicyFactory
    evaluate: Evaluate | None = None
    depth: int = 0
    explore: float = 0.1
    c: float = 0.7
    worlds: int = 24
    overrule: float = 2.0
    plain: frozenset[str] = frozenset()
    paired: float = 0.0
    final: Callable[[Result], Sequence[float]] | None = None
    settle: bool = True


@dataclass
class SearchStats:
    """What the last search did (benchmarks and tests read it)."""

    iterations: int = 0
    worlds: int = 0
    refused: int = 0  # sampled states whose decision disagreed with the view's (resampled)
    seconds: float = 0.0
    visits: dict[str, int] = field(default_factory=dict)  # per root option id
    means: dict[str, float] = field(default_factory=dict)  # the seat's mean reward, per option
    fallback: bool = False  # no iteration ran: the rollout policy answered
    kept: bool = False  # the rollout policy's choice was kept over the most visited option
    settled: bool = False  # stopped before the budget was spent: the rest could not change it


def rank_values(result: Result) -> list[float]:
    """Values in [0, 1] of a ranking (final or standings so far): WIN_SHARE split among the
    first place, RANK_SHARE by place (first 1, last 0; a single shared place is worth 1/2).
    A place may be empty: nobody holds it (a solo game lost, SAND-60: the game came first)."""
    places = result.ranking
    n = sum(len(p) for p in places)
    values = [0.0] * n
    last = len(places) - 1
    for i, place in enumerate(places):
        rank = (last - i) / last if last > 0 else 0.5
        first = WIN_SHARE / len(place) if i == 0 and place else 0.0
        for seat in place:
            values[seat] = first + RANK_SHARE * rank
    return values


def lead_values(scores: Sequence[float], scale: float) -> list[float]:
    """Values in [0, 1] from per-seat scores: a softmax with temperature `scale` (a lead of
    `scale` points is worth e times the odds), so a clear leader is worth nearly 1."""
    top = max(scores)
    weights = [math.exp((s - top) / scale) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def margin_values(result: Result, share: float, scale: float) -> list[float]:
    """A finished game's values with a share for the margin: (1 - share) of `rank_values` and
    `share` of `lead_values` of the final scores, so that a wide win is worth a little more
    than a narrow one and a narrow loss a little more than a rout (`SearchSpec.final`)."""
    rank = rank_values(result)
    lead = lead_values(result.scores, scale)
    return [(1.0 - share) * r + share * m for r, m in zip(rank, lead, strict=True)]


class _Node:
    """A tree node: the edge into it (visits, summed reward of the seat that took it, how often
    it was available) and the edges out of it, by (seat, action)."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[tuple[SeatId, Action], _Node] = {}


class SearchPolicy:
    """The searching seat (see the module docstring). It is given the Rules, never a state."""

    needs_view = True

    def __init__(self, rules: AnyRules, spec: SearchSpec, budget: Budget) -> None:
        self.rules = rules
        self.spec = spec
        self.budget = budget
        # The rollout policy, one for each seat in the rollouts (as at a table of heuristic
        # seats) and one for the seat's own decisions it does not search and the check of
        # `overrule`: what a policy keeps from one decision to the next (Kratos' plan for the
        # turn) follows its own seat, and the match, never another seat's or a rollout's.
        self.rollouts: dict[SeatId, Policy] = {}
        self.planners: list[Planning] = []  # those of `rollouts` that plan their turn
        self.own = spec.rollout()
        self.last = SearchStats()

    def choose(self, view: Any, decision: Decision, rng: Rng) -> Action:
        return self.think(view, decision, rng, Thinking())

    def think(self, view: Any, decision: Decision, rng: Rng, thinking: Thinking) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        if decision.kind in self.spec.plain:
            self.last = SearchStats(fallback=True)
            return self.own.choose(view, decision, rng)
        kind = _Paired if self.spec.paired > 0 else _Search
        run = kind(self, decision, Rng(rng.next_u64()))
        action = run.search(view, self.budget, thinking)
        self.last = run.stats
        return action


def searching(spec: SearchSpec) -> Callable[[AnyRules, Budget], Policy]:
    """The factory of a searching level, for `GameDef.searching`."""

    def build(rules: AnyRules, budget: Budget) -> Policy:
        return SearchPolicy(rules, spec, budget)

    return build


class _Spending:
    """A decision's budget as a search loop spends it: `over` once the iterations (rollouts) or
    the seconds are spent; `report` tells the `Thinking` (iterations done, or milliseconds) and
    lets the UI thread have the interpreter."""

    def __init__(self, budget: Budget, thinking: Thinking) -> None:
        self.clock = time.perf_counter
        self.start = self.clock()
        self.by_count = budget.iterations > 0
        self.total = budget.iterations if self.by_count else max(1, round(budget.seconds * 1000))
        self.deadline = self.start + budget.seconds
        self.thinking = thinking

    def over(self, done: int) -> bool:
        return done >= self.total if self.by_count else self.clock() >= self.deadline

    def left(self, done: int) -> int | None:
        """At most how many iterations the rest of the budget pays for: exact by count; by the
        clock, SETTLE_MARGIN times what the rate so far promises (None: too early to say)."""
        if self.by_count:
            return self.total - done
        now = self.clock()
        spent = now - self.start
        if done == 0 or spent < SETTLE_AFTER * (self.deadline - self.start):
            return None
        return math.ceil(SETTLE_MARGIN * done * max(0.0, self.deadline - now) / spent)

    def report(self, done: int) -> None:
        elapsed = round(self.seconds() * 1000)
        self.thinking.report(done if self.by_count else elapsed, self.total)
        time.sleep(0)  # let the UI thread have the interpreter between iterations

    def seconds(self) -> float:
        return self.clock() - self.start


class _Search:
    """One decision's search."""

    def __init__(self, searcher: SearchPolicy, decision: Decision, rng: Rng) -> None:
        self.rules = searcher.rules
        self.spec = searcher.spec
        self.policies = searcher.rollouts  # kept by the searcher from one decision to the next
        self.planners = searcher.planners
        self.own = searcher.own
        self.decision = decision
        self.seat = decision.seat
        self.rng = rng
        self.root = _Node()
        self.stats = SearchStats()

    # ---- the loop ------------------------------------------------------------------------------
    def search(self, view: Any, budget: Budget, thinking: Thinking) -> Action:
        spend = _Spending(budget, thinking)
        mine = self._mine(view) if self.spec.overrule > 0 else None
        worlds: list[Any] = []
        done = 0
        while not thinking.cancelled and not spend.over(done):
            world = self._world(worlds, view, done)
            if world is None:
                break  # the view cannot be sampled: the rollout policy answers
            self._iterate(world.clone())
            done += 1
            spend.report(done)
            if self.spec.settle and done % len(self.decision.options) == 0:
                left = spend.left(done)
                if left and self._settled(mine, left):  # (0: the budget is spent anyway)
                    self.stats.settled = True
                    break
        self._close(spend, done, worlds)
        return self._best(view, mine)

    def _mine(self, view: Any) -> Action:
        """The rollout policy's own choice from the seat's view (an option)."""
        choice = self.own.choose(view, self.decision, self.rng)
        return choice if choice in self.decision.options else self.decision.options[0]

    def _world(self, worlds: list[Any], view: Any, k: int) -> Any | None:
        """The k-th iteration's (or round's) world: a fresh sample for the first `worlds`, then
        those again in turn (None: the view cannot be sampled)."""
        if len(worlds) < self.spec.worlds:
            world = self._sample(view)
            if world is None:
                return None
            worlds.append(world)
        return worlds[k % len(worlds)]

    def _close(self, spend: _Spending, done: int, worlds: list[Any]) -> None:
        self.stats.iterations = done
        self.stats.worlds = len(worlds)
        self.stats.seconds = spend.seconds()

    def _sample(self, view: Any) -> Any | None:
        """A determinization whose decision for the seat is the one being searched (the view's
        options), or None after SAMPLE_TRIES samples that disagree."""
        options = self.decision.options
        for _ in range(SAMPLE_TRIES):
            state = self.rules.determinize(view, self.seat, self.rng)
            mine = self.rules.decision_for(state, self.seat)
            if mine is not None and mine.options == options:
                return state
            self.stats.refused += 1
        return None

    def _best(self, view: Any, mine: Action | None) -> Action:
        """The most visited option (ties: the better mean, then the first listed), unless the
        rollout policy's choice `mine` has more than 1 / `overrule` of its visits (SearchSpec).
        With no option tried, the rollout policy answers."""
        children = self.root.children
        best: Action | None = None
        best_key = (0, 0.0)
        for a in self.decision.options:
            node = children.get((self.seat, a))
            if node is None:
                continue
            self.stats.visits[a.id] = node.visits
            self.stats.means[a.id] = node.total / node.visits
            key = (node.visits, node.total / node.visits)
            if best is None or key > best_key:
                best, best_key = a, key
        if best is None:
            self.stats.fallback = True
            return mine if mine is not None else self._mine(view)
        if mine is None or mine == best:
            return best
        if best_key[0] < self.spec.overrule * max(1, self._visits(mine)):
            self.stats.kept = True
            return mine
        return best

    def _visits(self, a: Action) -> int:
        node = self.root.children.get((self.seat, a))
        return node.visits if node is not None else 0

    def _settled(self, mine: Action | None, left: int) -> bool:
        """Whether `_best` answers the same however the `left` iterations still to come are
        shared among the options (each adds one visit to one of them): the most visited stays
        so and `mine` cannot come within 1 / `overrule` of it, or no other option can reach
        `overrule` times the visits of `mine`."""
        visits = {a: self._visits(a) for a in self.decision.options}
        top = max(visits, key=visits.__getitem__)
        if all(v + left < visits[top] for a, v in visits.items() if a != top):
            if mine is None or mine == top:
                return True
            if visits[top] >= self.spec.overrule * max(1, visits[mine] + left):
                return True
        if mine is None:
            return False
        bar = self.spec.overrule * max(1, visits[mine])
        return all(v + left < bar for a, v in visits.items() if a != mine)

    # ---- one iteration -------------------------------------------------------------------------
    def _iterate(self, state: Any) -> None:
        rules = self.rules
        rng = self.rng
        node = self.root
        path: list[tuple[_Node, SeatId]] = []
        decision: Decision | None = self.decision  # the root: the seat's own decision first
        while True:
            if decision is None:
                pending = rules.pending(state)
                if isinstance(pending, Over):
                    self._backup(path, self._final(state))
                    return
                if isinstance(pending, Chance):
                    rules.resolve_chance(state, rng.outcome(pending))
                    continue
                decision = pending[0]
            seat = decision.seat
            options = decision.options
            if len(options) == 1:
                rules.apply(state, seat, options[0])
                decision = None
                continue
            child, action, new = self._select(node, seat, options)
            rules.apply(state, seat, action)
            path.append((child, seat))
            node = child
            decision = None
            if new:
                break
        self._backup(path, self._rollout(state, rng))

    def _select(
        self, node: _Node, seat: SeatId, options: tuple[Action, ...]
    ) -> tuple[_Node, Action, bool]:
        """UCB1 over the available children (availability counts); an option never tried here
        is tried first (one new node per iteration, picked at random among the untried)."""
        children = node.children
        untried: list[Action] = []
        for a in options:
            child = children.get((seat, a))
            if child is None:
                untried.append(a)
            else:
                child.avail += 1
        if untried:
            a = untried[self.rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            child = _Node()
            children[(seat, a)] = child
            return child, a, True
        c = self.spec.c
        best = options[0]
        best_node = children[(seat, best)]
        best_score = -1.0
        for a in options:
            child = children[(seat, a)]
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_node, best_score = a, child, score
        return best_node, best, False

    def _policy(self, seat: SeatId) -> Policy:
        policy = self.policies.get(seat)
        if policy is None:
            policy = self.policies[seat] = self.spec.rollout()
            if isinstance(policy, Planning):
                self.planners.append(policy)
        return policy

    def _rollout(self, state: Any, rng: Rng) -> Sequence[float]:
        for planner in self.planners:
            planner.forget()  # a plan for the turn is made afresh in each rollout
        rules = self.rules
        depth = self.spec.depth
        explore = self.spec.explore
        decisions = 0
        for _ in range(ROLLOUT_STEP_CAP):
            pending = rules.pending(state)
            if isinstance(pending, Over):
                return self._final(state)
            if depth and decisions >= depth:
                break
            if isinstance(pending, Chance):
                rules.resolve_chance(state, rng.outcome(pending))
                continue
            d = pending[0]
            options = d.options
            if len(options) == 1:
                action = options[0]
            else:
                decisions += 1
                if rng.random() < explore:
                    action = options[rng.randrange(len(options))]
                else:
                    policy = self._policy(d.seat)
                    view = rules.view(state, d.seat) if policy.needs_view else None
                    action = policy.choose(view, d, rng)
            rules.apply(state, d.seat, action)
        evaluate = self.spec.evaluate
        if evaluate is not None:
            return evaluate(rules, state)
        return rank_values(rules.standings(state))

    def _final(self, state: Any) -> Sequence[float]:
        result = self.rules.result(state)
        if result is None:
            result = self.rules.standings(state)
        final = self.spec.final
        return rank_values(result) if final is None else final(result)

    @staticmethod
    def _backup(path: list[tuple[_Node, SeatId]], values: Sequence[float]) -> None:
        for node, seat in path:
            node.visits += 1
            node.total += values[seat]


class _Paired(_Search):
    """A root-only search by paired rollouts (`SearchSpec.paired`), for a game whose rollout
    policy is hard to beat by a thin tree: a few noisy rollouts apart, the tree overrules it on
    noise (21 Mutinies, stop 31).

    Each round samples a world (the first `worlds` rounds a fresh one, then those again in turn)
    and one seed; every option still in the running is applied to a clone of that world and
    played out from the same seed, so that the options' rewards differ by what the option
    changes, not by the luck of the world or the dice (common random numbers). The rollout
    policy's own choice (from the seat's view) stands unless another option's mean gain over
    it, round by round, is at least `paired` standard errors above zero: then the option with
    the largest significant gain is played. An option `paired` standard errors *below* the
    policy's choice after PAIRED_MIN_ROUNDS rounds leaves the running, so the rounds go to the
    options still in doubt. The budget counts rollouts; a round the clock cuts short is not
    counted."""

    def search(self, view: Any, budget: Budget, thinking: Thinking) -> Action:
        spend = _Spending(budget, thinking)
        mine = self.own.choose(view, self.decision, self.rng)
        options = self.decision.options
        if mine not in options:
            mine = options[0]
        running = list(options)
        rewards: dict[Action, list[float]] = {a: [] for a in options}
        worlds: list[Any] = []
        done = rounds = 0
        while not thinking.cancelled and len(running) > 1:
            if spend.by_count and done + len(running) > spend.total:
                break  # the budget cannot pay for a whole round
            world = self._world(worlds, view, rounds)
            if world is None:
                break  # the view cannot be sampled: the rollout policy answers
            seed = self.rng.next_u64()
            got: list[float] = []
            for a in running:
                if spend.over(done):
                    break
                state = world.clone()
                self.rules.apply(state, self.seat, a)
                got.append(self._rollout(state, Rng(seed))[self.seat])
                done += 1
                spend.report(done)
            if len(got) < len(running):
                break  # the clock cut the round short: it is not counted
            for a, value in zip(running, got, strict=True):
                rewards[a].append(value)
            rounds += 1
            if rounds >= PAIRED_MIN_ROUNDS:
                running = [
                    a
                    for a in running
                    if a == mine or _gain(rewards[a], rewards[mine])[1] > -self.spec.paired
                ]
        self._close(spend, done, worlds)
        return self._pick(mine, rewards)

    def _pick(self, mine: Action, rewards: dict[Action, list[float]]) -> Action:
        """The option with the largest significant mean gain over `mine`, else `mine`."""
        stats = self.stats
        best, best_gain = mine, 0.0
        for a, got in rewards.items():
            if not got:
                continue
            stats.visits[a.id] = len(got)
            stats.means[a.id] = sum(got) / len(got)
            if a == mine or len(got) < PAIRED_MIN_ROUNDS:
                continue
            gain, t = _gain(got, rewards[mine])
            if t >= self.spec.paired and gain > best_gain:
                best, best_gain = a, gain
        if not rewards[mine]:
            stats.fallback = True
        stats.kept = best == mine
        return best


def _gain(got: Sequence[float], base: Sequence[float]) -> tuple[float, float]:
    """The mean of the paired differences got[i] - base[i] (over the rounds both played) and
    how many standard errors it lies from zero (infinite when every difference is the same
    and not zero)."""
    n = min(len(got), len(base))
    diffs = [got[i] - base[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    if var == 0.0:
        return mean, math.copysign(math.inf, mean) if mean else 0.0
    return mean, mean / math.sqrt(var / n)
