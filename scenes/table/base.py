"""TableScene: the part of every game's table that is not about the game.

It drives the match: resolves chance steps, lets AI seats think (off the frame) and act, pausing
only after what a human can watch (pacing.py; "Skip to my turn" drops the pauses), answers a
human's decision without stopping them when there is nothing to choose (`Match.forced`; a
decision whose very asking tells something hidden is still asked in hot-seat), shows the human
deciding now a prompt bar with the options (and, dimmed with their reasons, the options that
exist but are not legal now: `Match.unavailable`), says why when a click is refused (the rules'
`why_illegal`), hands the screen over between humans when the game hides information ("Pass to
Ana", once the last result has been on screen for a moment), offers undo, autosaves after every
change (in the next quiet frame, at most a second later), turns events into log lines, sounds
and animations, and ends in the game-over screen. Animations only show what the engine already
decided; while a blocking one plays, AI seats wait, and a click or a key skips it.

A game's table subclasses it and fills in the hooks:
    draw_board(surface, view)       the board, from the viewing seat's view only; while drawing,
                                    `self.offer(rect, action)` makes a drawn thing a clickable
                                    option of the current decision (it glows; a click takes it);
                                    when it is not an option, a click on it says why
    board_click(pos, decision)      an Action for a click on the board (default: the offers)
    bar_options(decision)           which options get a button in the prompt bar
    seat_lines(view, seat)          a few lines for each seat's panel
    show                            what each event looks and sounds like (an EventShow, see
                                    events.py; dice are automatic, a table that rolls its own
                                    overrides dice_animation); `phrase` words an event
Every game's table is a LayeredTable (layered.py), which keeps the settled picture off screen.
"""

from __future__ import annotations

import dataclasses
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Protocol

import pygame
from pygame.typing import Point, RectLike

from game import registry
from game.core import Action, Decision, Event, IllegalAction, Match
from game.core.ai import Budget, Policy, ai_rng
from game.core.types import Chance, Label, Over, Progress, RuleRef
from game.search_process import ProcessPolicy

from ..core import i18n, theme
from ..core.app import App
from ..core.base import Scene
from ..core.theme import RGB
from ..widgets.anim import Animation, AnimationQueue, Banner
from ..widgets.dice import DiceRoll
from ..widgets.log_panel import LogPanel
from ..widgets.prompt_bar import BarControl, BarOption, PromptBar
from ..widgets.seat_panel import SeatInfo, draw_seat_panel, panel_height
from ..widgets.tooltip import Tip, Tooltips
from .budget import FrameWork
from .events import EventData, EventShow
from .pacing import Pacing
from .runner import AIRunner

W, H = 1280, 720
SIDE_W = 300
BOARD_RECT = pygame.Rect(0, 0, W - SIDE_W, H - 86)
PROMPT_RECT = pygame.Rect(6, H - 84, W - SIDE_W - 12, 78)
SIDE_RECT = pygame.Rect(W - SIDE_W, 0, SIDE_W, H)
KEEP_EVENTS = 300
SAVE_WAIT = 1.0  # seconds an autosave may wait for a quiet frame, at most
SAVE_BUSY = 0.0005  # seconds of taking an autosave's snapshot that make its frame a busy one
STEP_BUDGET = 0.004  # seconds of engine steps one frame may take, back to back
AI_WAIT = 0.002  # seconds a frame waits for an AI seat's answer (a quick policy is done by then)
READY_LEFT = 0.003  # seconds before a frame is due from which the table readies none of it
Offer = Action | Sequence[Action]  # a drawn thing's action, or its alternatives in order
# what the bar says while a chance step follows a human's answer (a roll: "ui.table.rolling_*")
CHANCE_WORDS = {
    "draw": "ui.table.drawing",
    "shuffle": "ui.table.shuffling",
    "pick": "ui.table.drawing_lots",
}


class TableLink(Protocol):
    """Seats played on other machines (a LAN match, scenes/table/lan.py). The table asks it, every
    frame, to take what arrived (`poll`, before the table's own steps) and to send what changed
    (`flush`, after them); `bar_offers` adds the host's choices to the waiting bar (hand a
    dropped joiner's seat to an AI); `close` when the table goes."""

    def poll(self, table: TableScene) -> None: ...
    def flush(self, table: TableScene) -> None: ...
    def between(self, table: TableScene, until: float) -> None:
        """While the program's loop waits for the next frame (until `until`, perf_counter
        seconds): what may be done before that frame, the table readied (`TableScene.ready`)
        once that is done; returns by `until`."""
        ...

    def bar_offers(self, table: TableScene) -> list[tuple[str, Callable[[], None]]]: ...
    def seat_labels(self, table: TableScene) -> tuple[str, ...]:
        """Who plays each seat, for its panel, when it is played elsewhere ("" otherwise); asked
        every frame, so it is worked out again only when something it says changed."""
        ...

    def close(self) -> None: ...


class TableScene(Scene):
    name = "table"
    board_rect = BOARD_RECT
    prompt_rect = PROMPT_RECT
    side_rect = SIDE_RECT
    show: EventShow[Any] | None = None  # what each event looks and sounds like (events.py)

    def __init__(self, app: App, match: Match, autosave_path: Path | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.info = self.rules.info
        self.config = match.config
        self.game = registry.get(self.info.id)
        self.names = [s.name for s in self.config.seats]
        self.humans = self.config.human_seats()
        self.searchers: dict[str, ProcessPolicy] = {}  # a searching level's own process
        self.policies = {
            i: self.make_policy(s.level) for i, s in enumerate(self.config.seats) if not s.is_human
        }
        self.ai_rngs = {i: ai_rng(self.config.seed + len(match.log), i) for i in self.policies}
        self.runner = AIRunner()
        self.anims = AnimationQueue(lambda: self.app.settings.animation_speed)
        self.prompt = PromptBar(self.prompt_rect)
        self.tips = Tooltips(avoid=self.prompt_rect)  # never over the prompt bar
        self.log_panel = LogPanel(self.log_rect(), i18n.tr("ui.table.log"))
        self.events: list[Event] = list(match.recent_events)  # a loaded game shows its past
        self.viewer: int | None = self.first_viewer()
        self.view: Any = None
        self._view_at: tuple | None = None
        self._words_view: tuple[tuple | None, Any] = (None, None)  # see `words_view`
        self.autosave_path = autosave_path or app.autosaves.next_slot()
        self._save_due: float | None = None
        self.saved_this_frame = False  # an autosave's snapshot took this frame SAVE_BUSY or more
        self.over_shown = False
        self.failure: str | None = None
        self.toast: tuple[str, float] | None = None
        self.decision_shown_at = time.monotonic()
        self.mouse = (0, 0)
        self.offers: list[tuple[pygame.Rect, Action]] = []  # rebuilt by every draw_board
        # things drawn this frame that a click would take if they were options: (rect, action)
        self.refusals: list[tuple[pygame.Rect, Action]] = []
        self.pace = Pacing(lambda: self.app.settings.ai_delay)
        self._reasons: tuple[object, dict[Action, RuleRef]] = (None, {})
        self.link: TableLink | None = None  # seats played on other machines (connect)
        self.step_budget = STEP_BUDGET  # this frame's (a LAN host's link takes its share first)
        self.work = FrameWork()  # the frame's work, shared by its steps, updates and repaints
        self._progress: tuple[object, object] = (None, None)  # show_progress: (its inputs, key)
        self._forced: tuple[object, Action | None] = (None, None)  # forced_answer: (inputs, it)
        match.listeners.append(self.on_events)
        match.on_change = self.autosave

    # ---- layout --------------------------------------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        top = self.side_rect.y + 8 + self.seats_height() + 8
        return pygame.Rect(
            self.side_rect.x + 6,
            top,
            self.side_rect.w - 12,
            max(150, self.side_rect.bottom - top - 8),
        )

    def seats_height(self) -> int:
        n = self.config.n_seats
        compact = n > 4
        per = 44 if compact else 50 + 18 * self.seat_line_count()
        return n * (per + 6)

    def seat_line_count(self) -> int:
        """How many lines each seat panel shows (games override to match `seat_lines`)."""
        return 2

    def connect(self, link: TableLink, humans: Sequence[int], ai_seats: Sequence[int]) -> None:
        """A LAN table: only `humans` are asked on this screen and only `ai_seats` are played by
        AI here; every other seat is played elsewhere (its decisions wait for the network, the
        bar says who is awaited, and no hand-off is needed for it)."""
        self.link = link
        self.humans = tuple(humans)
        self.policies = {s: p for s, p in self.policies.items() if s in ai_seats}
        self.viewer = self.first_viewer()
        self.refresh_view(force=True)
        self.app.after_frame.append(self.serve_link)

    def between_frames(self, until: float) -> None:
        """While the loop waits for the next frame (until `until`, perf_counter seconds): the
        link's work that need not wait for it (a LAN host takes its joiners' actions as they
        arrive, HostLink.between, and readies the table after each), else the table readied
        (`ready`)."""
        if self.failure:
            return
        try:
            if self.link is not None:
                self.link.between(self, until)
            else:
                self.ready(until)
        except Exception as exc:
            self.fail(exc)

    def ready(self, until: float) -> None:
        """Between frames, while READY_LEFT is left before the next frame is due at `until`:
        what that frame would otherwise do first, the view brought up to date (a LAN host's
        joiners' actions were taken since) and the autosave that is due taken (a snapshot: a
        state clone, and the hash of every seat's view if one is due). The frame then draws."""
        if self.is_top() and until - time.perf_counter() >= READY_LEFT:
            self.refresh_view()
            self.save_now()

    def serve_link(self) -> None:
        """While a screen covers the table (a pause menu, a shipyard) the other machines are
        still served: their actions taken, their updates sent (once a frame, after it)."""
        if self.link is None:
            return
        if not self.is_top() and not self.failure:
            try:
                self.link.poll(self)
                self.link.flush(self)
            except Exception as exc:
                self.fail(exc)
        self.app.after_frame.append(self.serve_link)

    def link_labels(self) -> tuple[str, ...]:
        """Who plays each seat played elsewhere, as the seat panels say it (() off the LAN)."""
        return () if self.link is None else self.link.seat_labels(self)

    def make_policy(self, level: str) -> Policy:
        """The policy of an AI seat of `level`. A searching level ("hard") thinks in a process of
        its own, one for all the table's seats of that level, so that its thinking never holds
        the interpreter the frames are drawn with; a game registered at run time (the tests'
        small game) has no module a process could load, and thinks on the worker thread."""
        budget = Budget(self.app.settings.ai_think)
        if self.game.searches(level) and self.info.id in registry.GAMES:
            searcher = self.searchers.get(level)
            if searcher is None:
                searcher = self.searchers[level] = ProcessPolicy(self.info.id, level, budget)
            return searcher
        return self.game.policy(level, self.rules, budget)

    def take_over(self, seat: int) -> None:
        """An AI plays `seat` from now on (a LAN host hands it a dropped joiner's seat)."""
        self.policies[seat] = self.make_policy(self.game.default_level())
        self.ai_rngs[seat] = ai_rng(self.config.seed + len(self.match.log), seat)
        self.prompt.key = None
        if seat in self.humans:  # a resumed match whose joiner's seat was handed over
            self.humans = tuple(h for h in self.humans if h != seat)
            if self.viewer == seat:
                self.viewer = self.first_viewer()
                self.refresh_view(force=True)

    # ---- lifecycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.match.log:
            self.log_panel.add(i18n.tr("ui.table.resumed"), theme.GOLD_LIGHT)
        self.refresh_view(force=True)
        self.app.between_frames = self.between_frames

    def exit(self) -> None:
        if self.save_now():
            self.app.writer.flush(2.0)  # on disk before the next scene lists the saves
        super().exit()
        self.runner.shutdown()
        for searcher in self.searchers.values():
            searcher.close()
        self.searchers.clear()
        if self.link is not None:
            self.link.close()
            self.link = None
        if self.app.between_frames == self.between_frames:
            self.app.between_frames = None
        if self.on_events in self.match.listeners:
            self.match.listeners.remove(self.on_events)
        self.match.on_change = None

    def pause(self) -> None:
        super().pause()
        self.save_now()

    def finish_widgets(self) -> None:
        self.prompt.build_some(everything=True)

    def build_ui(self) -> None:
        self.prompt.key = None  # the bar's buttons lived in the old container
        self.log_panel.title = i18n.tr("ui.table.log")
        self.rebuild_log()

    # ---- the view --------------------------------------------------------------------------------
    def refresh_view(self, force: bool = False) -> None:
        key = (len(self.match.log), self.viewer, id(self.match.state))
        if force or key != self._view_at:
            self.view = self.match.view(self.viewer)
            self._view_at = key
            self.on_view_changed()

    def words_view(self) -> Any:
        """The view prompts and options are phrased from: the viewer's view of the match as it
        is now. The board's `view` lags behind while an animation shows what led here, but the
        decision on the bar is today's: a captured tile's prompt, phrased from the view before
        the capture, named no tile ("the captured card ()")."""
        key = (len(self.match.log), self.viewer, id(self.match.state))
        if key == self._view_at:
            return self.view
        if self._words_view[0] != key:
            self._words_view = (key, self.match.view(self.viewer))
        return self._words_view[1]

    def on_view_changed(self) -> None:
        """Called whenever the viewing seat's view was recomputed."""

    def set_viewer(self, seat: int | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.rebuild_log()
            self.refresh_view(force=True)

    def needs_privacy(self) -> bool:
        return self.info.has_hidden_info and len(self.humans) >= 2

    def first_viewer(self) -> int | None:
        """Whose eyes the table opens with: the one human's; with humans sharing the screen
        and secrets to keep, nobody's (the view of a spectator) until the hand-off to the first
        human asked, so that a table opened, or a game loaded, shows nobody's hand to the
        others sitting by; with no human, nobody's."""
        if not self.humans or self.needs_privacy():
            return None
        return self.humans[0]

    # ---- driving the match ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.work.begin()
        self.step_budget = STEP_BUDGET
        self.mouse = self.app.mouse
        if self.pace.skipping and self.anims.busy:
            self.anims.skip()
        self.anims.update(dt)
        self.tips.update(dt, self.mouse)
        if self.toast and time.monotonic() > self.toast[1]:
            self.toast = None
        steps = len(self.match.log)
        self.pace.settle(time.monotonic(), self.anims.blocking)
        if not self.failure:
            try:
                if self.link is not None:
                    self.link.poll(self)
                if self.anims.blocking or self.step_budget < 0:  # < 0: no steps this frame
                    self.show_while_animating()
                else:
                    self.advance()
                if self.link is not None:
                    self.link.flush(self)
            except Exception as exc:
                self.fail(exc)
            self.refresh_view()
        quiet = len(self.match.log) == steps and not self.runner.busy and not self.work.catching_up
        saving = time.perf_counter()
        saved = self.save_if_due(quiet)
        # a snapshot of a few hundredths of a millisecond (a clone) leaves the frame quiet
        self.saved_this_frame = saved and time.perf_counter() - saving >= SAVE_BUSY

    def advance(self) -> None:
        """Take steps back to back (chance steps, AI answers, forced answers) until the game
        waits for a human, an AI's thought, a pause or an animation, or the frame's share of
        time is spent."""
        t0 = time.perf_counter()
        while self.advance_step():
            late = time.perf_counter() - t0 > self.step_budget
            if self.anims.blocking or not self.is_top() or late:
                self.refresh_view()
                self.show_while_animating()  # the bar says where the game is now, this frame
                return

    def advance_step(self) -> bool:
        """One step of the match if one may be taken now; True when it moved on."""
        match = self.match
        if match.is_over:
            self.refresh_view()  # the end is shown from the final view
            self.show_over()
            return False
        now = time.monotonic()
        if match.chance_pending:
            if not self.pace.ready(now):
                self.show_progress()
                return False
            match.step_chance()
            return True
        decisions = match.decisions()
        for d in decisions:
            if d.seat in self.policies:
                key = self.decision_key(d)
                self.runner.ask(
                    key,
                    d.seat,
                    self.policies[d.seat],
                    partial(match.view, d.seat),
                    d,
                    self.ai_rngs[d.seat],
                )
                if not self.pace.ready(now):
                    continue
                action = self.runner.answer(d.seat, key, wait=AI_WAIT)
                if action is not None:
                    ms = self.ai_clock_ms(d.seat)
                    return self.submit_auto(d.seat, action, ms=ms, beat=self.ai_pause(d))
        human = self.human_decision(decisions)
        if human is None:
            self.show_progress()
            return False
        forced = self.forced_answer(human)
        if forced is not None:
            if not self.pace.ready(now):
                self.show_progress()
                return False
            return self.submit_auto(human.seat, forced, forced=True)
        if human.seat != self.viewer:
            if self.needs_privacy():
                self.show_progress()
                if self.pace.handoff_ready(now) and self.is_top():
                    self.pace.human_asked()
                    self.stack.push(self.app.screens.hand_off(self, human.seat))
                return False
            self.set_viewer(human.seat)
        self.pace.human_asked()
        self.refresh_view()  # the prompt is phrased from the view it asks about
        self.show_decision(human)
        return False

    def show_over(self) -> None:
        self.prompt.set(
            ("over", self.app.settings.language),
            i18n.tr("ui.table.game_over"),
            [(i18n.tr("ui.table.results"), "results")],
            lambda _a: self.show_results(),
            self.app.manager,
            self.ui,
            self.bar_controls(None),
        )
        if not self.over_shown:
            self.over_shown = True
            self.pace.human_asked()
            self.app.writer.flush(2.0)
            self.show_results()

    def show_while_animating(self) -> None:
        """While an animation plays the bar shows where the game is now: the viewer's own next
        decision (choosing it skips the animation), else who the game waits for."""
        d = self.current_human_decision()
        if d is not None:
            self.pace.human_asked()
            self.show_decision(d)
        else:
            self.show_progress()

    def show_progress(self) -> None:
        """The bar while nobody here is asked (AI seats act, an animation plays, a hand-off is
        coming): who the game waits for, in the words the seat panels use, and "Skip to my
        turn" while AI seats are at it. It never keeps a prompt the game has moved past."""
        probe = (
            len(self.match.log),
            id(self.match.state),
            self.viewer,
            self.app.settings.language,
            self.link_labels(),
            tuple(self.policies),
        )
        if self._progress[0] == probe and self._progress[1] == self.prompt.key:
            return  # asked every frame: nothing it depends on changed since it was shown
        decisions = self.match.decisions()
        human = self.human_decision(decisions)
        forced = self.forced_answer(human) if human is not None else None
        if human is not None and forced is not None:  # nobody is waited for in its pause
            text = self.forced_text(human, forced)
        else:
            text = self.waiting_text(decisions) if decisions else self.resolving_text()
        ai_acting = any(d.seat in self.policies for d in decisions) or (
            self.match.chance_pending and bool(self.policies)
        )
        offers = self.link.bar_offers(self) if self.link is not None else []
        words = tuple(w for w, _ in offers)
        # (a step after which it says the same leaves the bar as it is: no new layout)
        key = ("wait", text, ai_acting, self.app.settings.language, words)
        self._progress = (probe, key)
        if key == self.prompt.key:
            return
        commands = dict(offers)
        self.prompt.set(
            key,
            text,
            [BarOption(w, w) for w in words],
            lambda w: commands[w](),
            self.app.manager,
            self.ui,
            self.bar_controls(None, skip=ai_acting and bool(self.humans)),
        )

    def result_charts(self) -> list[list[Progress]]:
        """Charts this game adds beside its progress chart on the game-over screen, each a list
        of points like `ProgressLog.chart()` (none by default; from public views only)."""
        return []

    def show_results(self) -> None:
        if self.is_top():
            self.stack.push(self.app.screens.game_over(self))

    def ai_pause(self, d: Decision) -> float:
        """The beat of the pause after an AI's answer to `d` when it shows something a human
        can watch (pacing.py): the settings' AI pause; a table may shorten it or return 0 for
        decisions nobody follows (its own speed control, a menu of a piece)."""
        return self.app.settings.ai_delay

    def decision_key(self, d: Decision) -> tuple:
        return (len(self.match.log), d.seat, d.kind)

    def human_decision(self, decisions: Sequence[Decision]) -> Decision | None:
        """The human decision to ask now: the first one in the engine's fixed order."""
        for d in decisions:
            if d.seat in self.humans:
                return d
        return None

    def resolving_text(self) -> str:
        """The bar while a chance step waits for nobody (a roll, a draw after an answer): the
        AI seat whose answer it follows (the last answer in the log), as while that seat was
        thinking, so that the bar does not go blank for the pause and back; after a human's
        answer, what the step does ("Rolling the dice…"). Nothing on a LAN joiner's screen
        (the host draws: a joiner never has a chance step pending). Once the game is over
        (its last moves still playing out), that it is over."""
        pending = self.match.pending
        if isinstance(pending, Over):
            return i18n.tr("ui.table.game_over")
        if not isinstance(pending, Chance):
            return ""
        if self.policies:
            seat = next((e["seat"] for e in reversed(self.match.log) if "seat" in e), None)
            if seat in self.policies:
                return i18n.tr("ui.table.waiting_for", seats=self.names[seat])
        if pending.label is not None:
            return i18n.phrase(pending.label, self.names)
        if pending.kind == "roll":
            return i18n.tr(
                "ui.table.rolling_die" if pending.count == 1 else "ui.table.rolling_dice"
            )
        return i18n.tr(CHANCE_WORDS[pending.kind])

    def waiting_text(self, decisions: Sequence[Decision]) -> str:
        """Who the game waits for: the seats asked now (as the seat panels mark them)."""
        seats = [d.seat for d in decisions]
        if not seats:
            return ""
        return i18n.tr("ui.table.waiting_for", seats=", ".join(self.names[s] for s in seats))

    def forced_text(self, d: Decision, answer: Action) -> str:
        """The bar while the table answers `d` for its human seat: the question, then the only
        answer when it is the viewer's (another seat's answer is left to the log line that
        follows: its label is phrased for the seat's own eyes)."""
        if d.seat != self.viewer:
            return i18n.tr(
                "ui.table.forced_other", prompt=self.decision_text(d), seat=self.names[d.seat]
            )
        return i18n.tr(
            "ui.table.forced_own", prompt=self.decision_text(d), answer=self.action_text(answer)
        )

    def show_decision(self, d: Decision) -> None:
        undo = self.match.can_undo(d.seat)
        key = (self.decision_key(d), self.viewer, self.app.settings.language, undo)
        if key == self.prompt.key:
            return
        self.decision_shown_at = time.monotonic()
        controls = self.bar_controls(d)  # first: they set the slots the options' room leaves
        self.prompt.set(
            key,
            self.decision_text(d),
            self.bar_entries(d),
            partial(self.choose, d.seat),
            self.app.manager,
            self.ui,
            controls,
        )

    def decision_text(self, d: Decision) -> str:
        """The prompt in words; with several people at the table (or none of them this seat),
        it names who is asked, once."""
        prompt = i18n.phrase(self.rules.describe_decision(d, self.words_view()), self.names)
        name = self.names[d.seat]
        named = len(self.humans) > 1 or not self.humans or d.seat != self.humans[0]
        if named and not prompt.startswith(f"{name}:"):  # the game's words may name the seat
            prompt = f"{name}: {prompt}"
        return prompt

    def bar_entries(self, d: Decision) -> list[BarOption]:
        """The bar's buttons for `d`: its options (`bar_options`), then the options that exist
        but are not legal now, dimmed, with the rule's words (`bar_unavailable`)."""
        entries = [BarOption(self.action_text(a), a) for a in self.bar_options(d)]
        for action, ref in self.bar_unavailable(d):
            entries.append(BarOption(self.action_text(action), action, False, self.reason(ref)))
        return entries

    def bar_unavailable(self, d: Decision) -> list[tuple[Action, RuleRef]]:
        """The unavailable options (`Match.unavailable`) shown dimmed on the bar: those the
        table's `bar_options` would put there if they were options (a table that shows the
        others on its board leaves them out, as it does options)."""
        reasons = self.unavailable(d.seat)
        if not reasons:
            return []
        kept = set(self.bar_options(dataclasses.replace(d, options=tuple(reasons))))
        return [(a, r) for a, r in reasons.items() if a in kept]

    def unavailable(self, seat: int) -> dict[Action, RuleRef]:
        """The options of `seat`'s decision that exist but are not legal now, with the rule
        against each (worked out once per step)."""
        key = (len(self.match.log), seat)
        if self._reasons[0] != key:
            self._reasons = (key, dict(self.match.unavailable(seat)))
        return self._reasons[1]

    def bar_controls(self, d: Decision | None, skip: bool = False) -> list[BarControl]:
        """The controls in the bar's fixed slots: "Skip to my turn" while AI seats act, Undo
        (dimmed with nothing to take back) while a human decides, and Menu."""
        tr = i18n.tr
        self.prompt.set_slots(
            {"skip": tr("ui.table.skip"), "undo": tr("ui.table.undo"), "menu": tr("ui.table.menu")}
        )
        controls = [BarControl("menu", tr("ui.table.menu"), self.open_pause)]
        if d is not None:
            undo = self.match.can_undo(d.seat)
            reason = "" if undo else tr(self.match.CANNOT_UNDO)
            seat = d.seat
            controls.append(
                BarControl("undo", tr("ui.table.undo"), lambda: self.undo(seat), undo, reason)
            )
        if skip:
            controls.append(BarControl("skip", tr("ui.table.skip"), self.skip_to_my_turn))
        return controls

    def bar_extras(self, d: Decision) -> list[tuple[str, Callable[[], None]]]:
        """The controls of the bar for `d`, as (words, command) (older callers)."""
        return [(c.text, c.command) for c in self.bar_controls(d) if c.enabled]

    def bar_fits(self, d: Decision, options: Sequence[Action]) -> bool:
        """Whether every one of `options` gets a button on one row of the bar (a table that
        also offers them on the board leaves them out of the bar when they do not)."""
        labels = [self.action_text(a) for a in options]
        return self.prompt.fits(labels)

    def skip_to_my_turn(self) -> None:
        """No pauses and no animations until a human is asked."""
        self.pace.skip()
        self.anims.skip()

    def action_text(self, action: Action) -> str:
        """An option in words, as its button and tooltip say it."""
        return i18n.phrase(self.rules.describe_action(action, self.words_view()), self.names)

    def choose(self, seat: int, action: Action) -> None:
        """A human picked `action` (from the bar or the board)."""
        if not self.is_top():
            return
        if self.anims.blocking:
            self.anims.skip()  # choosing while an animation plays: it has shown enough
        ms = int((time.monotonic() - self.decision_shown_at) * 1000)
        events = self.send(seat, action, ms=ms if self.uses_clock() else None)
        if events is not None:
            self.pace.stepped(seat, False, self.watchable(events))

    def submit_auto(
        self,
        seat: int,
        action: Action,
        ms: int | None = None,
        forced: bool = False,
        beat: float | None = None,
    ) -> bool:
        """Take an AI's answer, or a human's forced one, and pace what follows (`beat`: the
        AI pause for this step, `ai_pause`; None: the settings')."""
        if forced and self.uses_clock():
            ms = 0  # nobody thought about it
        events = self.send(seat, action, ms=ms, forced=forced)
        if events is None:
            return False
        watched = self.watchable(events) and beat != 0
        self.pace.stepped(seat, True, watched, beat)
        return True

    def submit(
        self, seat: int, action: Action, ms: int | None = None, forced: bool = False
    ) -> bool:
        """Send `action` to the match; False (and the reason said) when it is refused."""
        return self.send(seat, action, ms, forced) is not None

    def send(
        self, seat: int, action: Action, ms: int | None = None, forced: bool = False
    ) -> list[Event] | None:
        """Send `action` to the match: its events, or None (and the reason said) when it is
        refused."""
        try:
            events = self.match.submit(seat, action, ms=ms, forced=forced)
        except IllegalAction as exc:
            self.show_illegal(exc.ref)
            return None
        self.prompt.key = None
        return events

    def watchable(self, events: Sequence[Event]) -> bool:
        """Whether `events` show the viewer something worth a pause: an event the table
        animates, sounds or bannered (a table without a `show`: any event with a log line)."""
        seen = Match.events_for(self.viewer, events)
        if self.show is None:
            return any(self.rules.describe_event(e) is not None for e in seen)
        return any(self.show.watchable(e) or "dice" in e.data for e in seen)

    def undo(self, seat: int) -> None:
        if self.match.can_undo(seat):
            self.anims.skip()
            self.runner.forget()
            self.pace.reset()
            self.match.undo(seat)
            self.prompt.key = None
            self.refresh_view(force=True)
        else:
            self.say(i18n.tr(self.match.CANNOT_UNDO))

    def uses_clock(self) -> bool:
        """True for games whose rules charge think time (a chess clock); see Match.submit(ms)."""
        return self.match.clocked

    def ai_clock_ms(self, seat: int) -> int | None:
        """The think time charged to an AI seat in clock games (a fixed charge, not real time)."""
        return self.rules.ai_clock_charge_ms(self.match.state) if self.match.clocked else None

    def fail(self, exc: BaseException) -> None:
        self.failure = f"{type(exc).__name__}: {exc}"
        traceback.print_exc(file=sys.stderr)
        self.stack.push(
            self.app.screens.message(
                i18n.tr("ui.error.title"), i18n.tr("ui.error.engine", error=self.failure)
            )
        )

    def show_illegal(self, ref: RuleRef) -> None:
        self.say(self.reason(ref))

    def reason(self, ref: RuleRef) -> str:
        """A rule's refusal in words, with its rule ID: "You cannot afford it. (BF-112)"."""
        text = i18n.phrase(Label(ref.key, dict(ref.args)), self.names)
        return f"{text} ({ref.rule})"

    def refuse(self, action: Action) -> None:
        """A click on something that would be `action` if it were a choice: say why not."""
        seat = self.viewer
        if seat is None:
            return
        ref = self.unavailable(seat).get(action) or self.match.why_illegal(seat, action)
        if ref is not None:
            self.show_illegal(ref)

    def say(self, text: str, seconds: float = 3.0) -> None:
        self.toast = (text, time.monotonic() + seconds)

    # ---- events -------------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        self.events.extend(events)
        if len(self.events) > 2 * KEEP_EVENTS:
            del self.events[:-KEEP_EVENTS]
        for e in Match.events_for(self.viewer, events):
            self.log_event(e)
            sound = self.sound_for(e)
            if sound:
                self.app.audio.play(sound)
            self.animate(e)
            dice = self.dice_animation(e)
            if dice is not None:
                self.anims.add(dice)

    def log_missed(self, events: list[Event]) -> None:
        """What happened while this screen was away (a LAN joiner back after a lost
        connection): logged under a heading, not animated (the board already shows the result)."""
        self.events.extend(events)
        self.log_panel.add(i18n.tr("ui.lan.missed"), theme.GOLD_LIGHT)
        for e in Match.events_for(self.viewer, events):
            self.log_event(e)

    def log_event(self, e: Event) -> None:
        label = self.rules.describe_event(e)
        if label is not None:
            self.log_panel.add(i18n.phrase(label, self.names))

    def rebuild_log(self) -> None:
        """Phrase the kept events again for the current viewer and language (a hand-off must
        not leave the previous player's secrets in the log)."""
        self.log_panel.clear()
        for e in Match.events_for(self.viewer, self.events[-KEEP_EVENTS:]):
            self.log_event(e)

    def autosave(self, match: Match) -> None:
        """After every change an autosave is due; it is taken in the next quiet frame (no engine
        step, no AI thinking), at once when the game ends or the table is covered or left, and
        never more than SAVE_WAIT late. The snapshot is a clone; hashing and writing happen on
        the writer thread."""
        if self._save_due is None:
            self._save_due = time.monotonic()

    def save_if_due(self, quiet: bool) -> bool:
        due = self._save_due
        if due is not None and (quiet or self.match.is_over or time.monotonic() - due > SAVE_WAIT):
            return self.save_now()
        return False

    def save_now(self) -> bool:
        if self._save_due is None:
            return False
        self._save_due = None
        self.app.writer.submit(self.autosave_path, self.match.save_snapshot())
        return True

    # ---- hooks for the game's table --------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        pass

    def board_click(self, pos: Point, decision: Decision) -> Action | None:
        """The option offered under `pos` (the last drawn wins, as it is on top)."""
        for rect, action in reversed(self.offers):
            if rect.collidepoint(pos) and action in decision.options:
                return action
        return None

    def refused_at(self, pos: Point) -> Action | None:
        """What a click at `pos` would have taken if it were a choice (the last drawn wins)."""
        for rect, action in reversed(self.refusals):
            if rect.collidepoint(pos):
                return action
        return None

    def offer(self, rect: RectLike, action: Offer, tip: Tip | None = None) -> bool:
        """During draw_board: make `rect` a clickable option if `action` (or the first of its
        alternatives that is) is an option of the decision the viewing human faces now.
        Returns True if it is (draw it raised, say). If it is not, a click on it says why (the
        first alternative is what it would have been)."""
        actions = (action,) if isinstance(action, Action) else tuple(action)
        rect = pygame.Rect(rect)
        if tip:
            self.tips.add(rect, tip)
        d = self.current_human_decision()
        chosen = next((a for a in actions if d is not None and a in d.options), None)
        if chosen is None:
            if actions:
                self.refusals.append((rect, actions[0]))
            return False
        self.offers.append((rect, chosen))
        return True

    def refusable(self, rect: RectLike, action: Action) -> None:
        """During drawing: a thing the player might click that is not a choice now; a click on
        it says why `action` is refused."""
        self.refusals.append((pygame.Rect(rect), action))

    def draw_offers(self, surface: pygame.Surface) -> None:
        """Glow around every offered option; brighter under the pointer."""
        for rect, _action in self.offers:
            hot = rect.collidepoint(self.mouse)
            theme.glow(
                surface,
                rect,
                theme.GOLD_LIGHT if hot else theme.HIGHLIGHT,
                4 if hot else 3,
                8,
                pulse=0 if hot else self.app.time,
            )

    def bar_options(self, decision: Decision) -> list[Action]:
        return list(decision.options)

    def seat_lines(self, view: Any, seat: int) -> list[str]:
        return []

    def seat_colour(self, seat: int) -> str:
        """The colour a seat plays in (its marker everywhere): the one chosen at setup, unless
        the game deals colours itself."""
        return self.config.seats[seat].colour

    def animate(self, event: Event) -> None:
        """The event's animations, from the game's table of them (`show`), once there is a view
        to place them in."""
        if self.show is not None and self.view is not None:
            self.show.animate(self, event)

    def sound_for(self, event: Event) -> str | None:
        return self.show.sound_for(event) if self.show is not None else None

    def phrase(self, key: str, data: EventData | None = None, **args: Any) -> str:
        """The words of `key` with an event's `data` (and `args` over it) as its placeholders,
        phrased like the log phrases events: seat numbers become names (see i18n.phrase)."""
        return i18n.phrase(Label(key, {**(data or {}), **args}), self.names)

    def dice_animation(self, event: Event) -> Animation | None:
        """Tumbling dice for an event carrying `dice` (a list of faces), in the middle of the
        board. Tables that roll their own dice elsewhere return None here."""
        faces = event.data.get("dice")
        if not isinstance(faces, list):
            return None
        return DiceRoll(
            faces,
            self.board_rect.center,
            label=self.dice_label(event),
            play=self.app.audio.play,
            seed=len(self.match.log),
        )

    def dice_label(self, event: Event) -> str:
        seat = event.data.get("seat")
        return (
            i18n.tr("ui.table.rolls", seat=self.names[seat])
            if isinstance(seat, int) and 0 <= seat < len(self.names)
            else ""
        )

    def banner(self, text: str, colour: RGB = theme.GOLD, sound: str | None = None) -> None:
        self.anims.add(
            Banner(text, colour, y=self.board_rect.centery, sound=sound, play=self.app.audio.play)
        )

    # ---- input --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and self.viewer is not None:
                self.undo(self.viewer)
                return True
            if self.anims.busy and event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.anims.skip()
                return True
        if self.log_panel.handle(event, self.app.mouse):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.anims.blocking:
                self.anims.skip()
                return True
            reason = self.prompt.refusal_at(event.pos)
            if reason:
                self.say(reason)
                return True
            if self.prompt.rect.collidepoint(event.pos):
                return False
            d = self.current_human_decision()
            if d is not None and self.board_rect.collidepoint(event.pos):
                action = self.board_click(event.pos, d)
                if action is not None:
                    self.choose(d.seat, action)
                    return True
            refused = self.refused_at(event.pos)
            if refused is not None:
                self.refuse(refused)
                return True
        return False

    def current_human_decision(self) -> Decision | None:
        """The decision the viewing human is asked now: none while the table answers it for
        them (`forced_answer`), so nothing invites a choice that is not theirs to make."""
        d = self.human_decision(self.match.decisions())
        if d is None or d.seat != self.viewer or self.forced_answer(d) is not None:
            return None
        return d

    def forced_answer(self, d: Decision) -> Action | None:
        """The answer the table takes for `d` itself, without asking its seat, after the pause
        that shows it (`Match.forced`: one option, or nothing usable), or None to ask. Asked
        by every step and many times a frame, so remembered until the game moves on."""
        probe = (len(self.match.log), id(self.match.state), d, len(self.humans))
        if self._forced[0] != probe:
            self._forced = (probe, self.match.forced(d, watched=len(self.humans) >= 2))
        return self._forced[1]

    def open_pause(self) -> None:
        if self.is_top():
            self.stack.push(self.app.screens.pause(self))

    # ---- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.tips.begin_frame()
        self.offers = []
        self.refusals = []
        self.draw_background(surface)
        self.draw_board(surface, self.view)
        if not self.anims.blocking:
            self.draw_offers(surface)
        self.draw_side(surface)
        self.prompt.draw(surface)
        for rect, text in self.prompt.tips():
            self.tips.add(rect, text)
        self.anims.draw(surface)
        self.draw_toast(surface)
        # the news of the moment (a banner, a card held up, a roll) is not covered by a tip
        self.tips.draw(surface, self.mouse, clear=self.anims.announcements(surface.get_rect()))

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sea_background(*self.app.size), (0, 0))
        surface.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h), self.side_rect)

    def seat_infos(self) -> list[SeatInfo]:
        deciding = {d.seat for d in self.match.decisions()}
        labels = self.link_labels()
        out = []
        for i, s in enumerate(self.config.seats):
            out.append(
                SeatInfo(
                    i,
                    s.name,
                    self.seat_colour(i),
                    s.is_human,
                    s.level,
                    i in deciding,
                    self.runner.thinking(i),
                    self.runner.progress(i),
                    i == self.viewer,
                    lines=self.seat_lines(self.view, i),
                    who=labels[i] if labels else "",
                )
            )
        return out

    def draw_side(self, surface: pygame.Surface) -> None:
        infos = self.seat_infos()
        compact = len(infos) > 4
        y = self.side_rect.y + 8
        for info in infos:
            if compact:
                info.lines = info.lines[:0]
            h = panel_height(info, compact) if not compact else 44
            rect = pygame.Rect(self.side_rect.x + 6, y, self.side_rect.w - 12, h)
            draw_seat_panel(surface, rect, info, self.app.time)
            if compact:
                full = self.seat_lines(self.view, info.seat)
                if full:
                    self.tips.add(rect, "\n".join(full))
            y += h + 6
        self.log_panel.rect = self.log_rect()
        self.log_panel.draw(surface)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the toast (a short message at the top of the board) is drawn, shadow included."""
        if not self.toast:
            return None
        img = theme.text(self.toast[0], 17, theme.TEXT_LIGHT, True, False, 700)
        return img.get_rect(midtop=(self.board_rect.centerx, 14)).inflate(28, 16)

    def draw_toast(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the toast if there is one; returns the area it covered (for retained layers)."""
        box = self.toast_rect()
        if box is None or self.toast is None:
            return None
        img = theme.text(self.toast[0], 17, theme.TEXT_LIGHT, True, False, 700)
        theme.draw_panel(surface, box, "dark", 10, 2)
        surface.blit(img, img.get_rect(center=box.center))
        return box.inflate(10, 12)
