"""The final scoring walk-through: the six steps of 21 Mutinies' scoring, one player at a time,
over the board. Each cell shows what the step gave (prestige, doubloons) and the running totals;
step 5 names the cards each player revealed. At the end the winner is crowned and "Continue"
opens the platform's ranking screen.

It reads only the table's view: `score_rows[seat]` holds (PP, D) before scoring and after each
step, `score_cards[seat]` what each card did at step 5, and everything held is public by then.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ..core import i18n, theme, ui
from ..menus.overlay import Overlay
from ..widgets.tooltip import Tooltips
from .tips import tr

STEPS = 6
BEAT = 0.45  # seconds per (step, player) cell
ROW_KEYS = ("start", "tokens", "jewels", "cards_held", "doubloons", "cards", "rum")
ROW_H = (34, 48, 48, 48, 48, 80, 48)
FINAL_H = 52
LABEL_W = 240
HINT_TOP, HINT_SIZE = 21, 11  # a row's hint: below its label, at most this size
MEDALS = ((236, 196, 70), (196, 200, 206), (190, 122, 64))


class ScoringScene(Overlay):
    name = "mutinies_scoring"
    dim = 110

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        view = table.view
        self.view = view
        self.seats = list(view.order) if view.order else list(range(view.n))
        self.total = STEPS * len(self.seats)
        self.beat = 0 if app.settings.animation_speed > 0 else self.total
        self.clock = 0.0
        self.result = table.match.result()
        self.tips = Tooltips()
        self.skip_button: pygame_gui.elements.UIButton | None = None

    def panel_rect(self) -> pygame.Rect:
        board = self.table.board_rect
        return pygame.Rect(board.x + 8, board.y + 6, board.w - 16, board.h - 12)

    @property
    def done(self) -> bool:
        return self.beat >= self.total

    # ---- widgets and input -----------------------------------------------------------------------
    def build_ui(self) -> None:
        r = self.panel_rect()
        self.skip_button = ui.button(
            self,
            (r.right - 430, r.bottom - 52, 200, 42),
            "mutinies.scene.scoring.skip",
            self.skip,
            enabled=not self.done,
        )
        ui.button(
            self,
            (r.right - 220, r.bottom - 52, 200, 42),
            "mutinies.scene.scoring.continue",
            self.proceed,
            style="@big_button",
        )

    def skip(self) -> None:
        self.beat = self.total
        if self.skip_button is not None:
            self.skip_button.disable()

    def proceed(self) -> None:
        self.stack.replace(self.app.screens.game_over(self.table))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.proceed() if self.done else self.skip()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.done:
            self.finish_step()
            return True
        return super().handle(event)

    def finish_step(self) -> None:
        """A click completes the step being scored for every player."""
        n = len(self.seats)
        self.beat = min(self.total, (self.beat // n + 1) * n)
        self.clock = 0.0
        if self.done and self.skip_button is not None:
            self.skip_button.disable()

    def update(self, dt: float) -> None:
        self.tips.update(dt, self.app.mouse)
        if self.done:
            return
        self.clock += dt * max(0.0, self.app.settings.animation_speed)
        while self.clock >= BEAT and not self.done:
            self.clock -= BEAT
            self.beat += 1
        if self.done and self.skip_button is not None:
            self.skip_button.disable()

    # ---- what is shown -------------------------------------------------------------------------------
    def shown(self, step: int, k: int) -> bool:
        """Whether step `step` (1..6) of the k-th player in turn order is revealed."""
        return step == 0 or (step - 1) * len(self.seats) + k < self.beat

    def current(self) -> tuple[int, int]:
        """(step, k) of the cell revealed last."""
        n = len(self.seats)
        b = min(max(self.beat - 1, 0), self.total - 1)
        return b // n + 1, b % n

    # ---- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.tips.begin_frame()
        super().draw(surface)
        self.tips.draw(surface, self.app.mouse)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.blit_text(
            surface, tr("scoring.title"), (rect.x + 24, rect.y + 10), 28, theme.INK, bold=True
        )
        step, k = self.current()
        if self.done:
            sub = self.winner_line()
        else:
            sub = tr("scoring.now", step=step, name=self.table.names[self.seats[k]])
        theme.blit_text(
            surface,
            theme.ellipsize(sub, 16, rect.w - 60),
            (rect.x + 26, rect.y + 48),
            16,
            theme.INK_SOFT,
            italic=True,
        )
        cols = self.columns(rect)
        top = rect.y + 76
        self.draw_header(surface, cols, top)
        y = top + 58
        for row, key in enumerate(ROW_KEYS):
            h = ROW_H[row]
            if row % 2 == 0:
                pygame.draw.rect(
                    surface, theme.PARCHMENT_DARK, (rect.x + 14, y, rect.w - 28, h), border_radius=6
                )
            label = i18n.tr("mutinies.score." + key)
            theme.blit_text(
                surface,
                theme.ellipsize(label, 14, LABEL_W - 10, True),
                (rect.x + 22, y + 4),
                14,
                theme.INK,
                bold=True,
            )
            if row:  # the hint wraps under the label, within its row (smaller where it must)
                hint = tr(f"scoring.hint.{row}")
                size = theme.fit_wrapped(hint, HINT_SIZE, LABEL_W - 14, h - HINT_TOP - 2)
                theme.blit_text(
                    surface,
                    hint,
                    (rect.x + 22, y + HINT_TOP),
                    size,
                    theme.INK_SOFT,
                    width=LABEL_W - 14,
                )
            for k, (seat, x, w) in enumerate(cols):
                self.draw_cell(surface, pygame.Rect(x, y, w, h), seat, row, k)
            y += h
        self.draw_final(surface, cols, pygame.Rect(rect.x + 14, y + 4, rect.w - 28, FINAL_H))

    def columns(self, rect: pygame.Rect) -> list[tuple[int, int, int]]:
        room = rect.w - LABEL_W - 40
        w = min(200, room // max(1, len(self.seats)))
        x0 = rect.x + 20 + LABEL_W
        return [(seat, x0 + k * w, w) for k, seat in enumerate(self.seats)]

    def draw_header(self, surface: pygame.Surface, cols, top: int) -> None:
        best = max(1, max(self.view.score_rows[s][-1][0] for s, _x, _w in cols))
        for k, (seat, x, w) in enumerate(cols):
            colour = self.table.config.seats[seat].colour
            theme.draw_seat_marker(surface, (x + 14, top + 12), 10, seat, colour)
            name = theme.ellipsize(self.table.names[seat], 15, w - 34, bold=True)
            theme.blit_text(surface, name, (x + 30, top + 2), 15, theme.INK, bold=True)
            pp = self.running(seat, k)[0]
            bar = pygame.Rect(x + 6, top + 26, max(4, int((w - 16) * max(0, pp) / best)), 12)
            pygame.draw.rect(
                surface, theme.PARCHMENT_DARK, (x + 6, top + 26, w - 16, 12), border_radius=6
            )
            pygame.draw.rect(surface, theme.seat_rgb(colour), bar, border_radius=6)
            theme.blit_text(
                surface, tr("scoring.pp", n=pp), (x + 8, top + 40), 12, theme.INK, bold=True
            )

    def running(self, seat: int, k: int) -> tuple[int, int]:
        """(PP, D) of a player after the last revealed step."""
        rows = self.view.score_rows[seat]
        last = max(s for s in range(STEPS + 1) if self.shown(s, k))
        return rows[last]

    def draw_cell(
        self, surface: pygame.Surface, cell: pygame.Rect, seat: int, row: int, k: int
    ) -> None:
        rows = self.view.score_rows[seat]
        inner = cell.inflate(-8, -6)
        if not self.shown(row, k):
            theme.blit_text(surface, "·  ·  ·", inner.center, 14, theme.INK_SOFT, anchor="center")
            return
        if (row, k) == self.current() and not self.done:
            theme.glow(surface, inner, theme.HIGHLIGHT, 3, 8, pulse=self.app.time)
        pp, d = rows[row]
        if row == 0:
            theme.blit_text(
                surface,
                tr("scoring.total", pp=pp, d=d),
                (inner.x + 4, inner.y + 6),
                14,
                theme.INK,
                bold=True,
            )
            return
        dpp, dd = pp - rows[row - 1][0], d - rows[row - 1][1]
        parts = []
        if dpp:
            parts.append(tr("scoring.delta_pp", n=f"{dpp:+d}"))
        if dd:
            parts.append(tr("scoring.delta_d", n=f"{dd:+d}"))
        delta = "  ".join(parts) or "—"
        colour = theme.RED if dpp < 0 else (theme.GREEN if dpp > 0 or dd > 0 else theme.INK_SOFT)
        theme.blit_text(surface, delta, (inner.x + 4, inner.y + 3), 15, colour, bold=True)
        theme.blit_text(
            surface,
            tr("scoring.total", pp=pp, d=d),
            (inner.x + 4, inner.y + 22),
            12,
            theme.INK_SOFT,
        )
        if row == 5:
            self.draw_cards(surface, inner, seat)

    def draw_cards(self, surface: pygame.Surface, inner: pygame.Rect, seat: int) -> None:
        """Step 5: the cards revealed and what each gave (all of them in the tooltip)."""
        cards = self.view.score_cards[seat] if seat < len(self.view.score_cards) else ()
        content = self.table.content
        lines = []
        for card_id, pp in cards:
            name = i18n.localize(content.card_by_id[card_id].name)
            lines.append(f"{name} {pp:+d}" if pp else name)
        y = inner.y + 38
        for line in lines[:3]:
            theme.blit_text(
                surface, theme.ellipsize(line, 11, inner.w - 6), (inner.x + 4, y), 11, theme.INK
            )
            y += 13
        if len(lines) > 3:
            theme.blit_text(
                surface,
                tr("scoring.more", n=len(lines) - 3),
                (inner.right - 4, inner.y + 3),
                11,
                theme.INK_SOFT,
                anchor="topright",
            )
        if lines:
            detail = "\n".join(
                f"{i18n.localize(content.card_by_id[c].name)}: {pp:+d}\n"
                f"{i18n.localize(content.card_by_id[c].text)}"
                for c, pp in cards
            )
            self.tips.add(inner, detail)

    def draw_final(self, surface: pygame.Surface, cols, band: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.WOOD, band, border_radius=8)
        theme.blit_text(
            surface,
            i18n.tr("mutinies.score.total"),
            (band.x + 8, band.y + 6),
            15,
            theme.TEXT_LIGHT,
            bold=True,
        )
        theme.blit_text(
            surface,
            i18n.tr("mutinies.score.tiebreak"),
            (band.x + 8, band.y + 28),
            12,
            theme.TEXT_DIM,
        )
        if not self.done or self.result is None:
            return
        place_of = {
            seat: place for place, seats in enumerate(self.result.ranking) for seat in seats
        }
        for seat, x, _w in cols:
            pp, d = self.view.score_rows[seat][-1]
            place = place_of.get(seat, len(cols))
            if place < 3:
                pygame.draw.circle(surface, MEDALS[place], (x + 16, band.centery), 13)
                theme.blit_text(
                    surface,
                    str(place + 1),
                    (x + 16, band.centery),
                    14,
                    theme.INK,
                    bold=True,
                    anchor="center",
                )
            theme.blit_text(
                surface,
                tr("scoring.pp", n=pp),
                (x + 36, band.y + 6),
                20,
                theme.GOLD_LIGHT,
                bold=True,
            )
            theme.blit_text(
                surface, tr("scoring.d", n=d), (x + 36, band.y + 32), 12, theme.TEXT_LIGHT
            )

    def winner_line(self) -> str:
        if self.result is None or not self.result.ranking:
            return ""
        winners = self.result.ranking[0]
        names = ", ".join(self.table.names[s] for s in winners)
        return tr("scoring.winners" if len(winners) > 1 else "scoring.winner", names=names)
