"""Match setup: seat count, each seat's name / human or AI (and level) / colour, variants, seed.

The last setup of each game is remembered in the settings and offered again next time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import registry
from game.core.types import MatchConfig, SeatConfig, VariantSpec

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene
from ..core.settings import DEFAULT_NAMES

ROW_H = 44
SEATS_TOP = 108
VARIANTS = pygame.Rect(725, SEATS_TOP, 525, 472)  # the variants panel, as tall as nine seats
CONTROL_W = 236
LABEL_W = VARIANTS.w - 40 - CONTROL_W - 14  # a variant's name, left of its control
HINT_W = VARIANTS.w - 40  # what it does, the panel's whole width
SEED_X = 300
NOTE = pygame.Rect(60, 583, 1160, 54)  # the game's note on the setup as it stands (SetupExtras)


@dataclass(frozen=True)
class VariantRow:
    """A variant on the current page: where it sits, and whether the seat count fixes it (the
    two-player variant, shown but not chosen)."""

    spec: VariantSpec
    y: int
    height: int
    fixed: bool = False


def fresh_seed() -> int:
    """A new seed for a match (time-based: the seed is shown and can be typed in to replay)."""
    import time

    return int(time.time() * 1000) % 1_000_000


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game = registry.get(game_id)
        self.info = self.game.info
        saved = app.settings.setups.get(game_id, {})
        n = (
            (saved.get("seats") and len(saved["seats"]))
            or self.info.default_seats
            or max(self.info.min_seats, min(3, self.info.max_seats))
        )
        self.seats: list[dict] = []
        for i in range(self.info.max_seats):
            prev = (saved.get("seats") or [])[i] if i < len(saved.get("seats") or []) else {}
            self.seats.append(
                {
                    "name": str(prev.get("name") or DEFAULT_NAMES[i % len(DEFAULT_NAMES)]),
                    "kind": prev.get("kind")
                    if prev.get("kind") in ("human", "ai")
                    else ("human" if i == 0 else "ai"),
                    "level": prev.get("level")
                    if prev.get("level") in self.game.ai_levels()
                    else self.game.default_level(),
                    "colour": prev.get("colour")
                    if prev.get("colour") in self.info.colours
                    else self.info.colours[i % len(self.info.colours)],
                }
            )
        self.count = max(self.info.seat_range[0], min(self.info.max_seats, n))
        self.variants = {
            v.key: saved.get("variants", {}).get(v.key, v.default) for v in self.info.variants
        }
        for spec in self.info.variants:
            try:
                spec.validate(self.variants[spec.key])
            except ValueError:
                self.variants[spec.key] = spec.default
        self.seed = fresh_seed()
        self.error = ""
        self.variant_page = 0
        self.variant_rows: list[VariantRow] = []
        self.extras = app.screens.setup_extras(game_id)

    @property
    def min_seats(self) -> int:
        return self.info.seat_range[0]

    def seat_name(self, i: int) -> str:
        name = str(self.seats[i]["name"]).strip() if i < len(self.seats) else ""
        return name or DEFAULT_NAMES[i % len(DEFAULT_NAMES)]

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        ui.button(self, (60, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")
        ui.button(self, (1040, 640, 180, 50), "ui.setup.start", self.start, style="@big_button")
        x0, y0 = 50, SEATS_TOP + 62
        ui.button(
            self,
            (x0 + 150, SEATS_TOP + 14, 40, 36),
            "−",
            lambda: self.set_count(self.count - 1),
            enabled=self.count > self.min_seats,
        )
        ui.button(
            self,
            (x0 + 240, SEATS_TOP + 14, 40, 36),
            "+",
            lambda: self.set_count(self.count + 1),
            enabled=self.count < self.info.max_seats,
        )
        levels = [(self.level_name(lvl), lvl) for lvl in self.game.ai_levels()]
        kinds = self.kind_options()
        colours = [
            (i18n.tr(f"ui.colour.{c}") if i18n.has(f"ui.colour.{c}") else c, c)
            for c in self.info.colours
        ]
        for i in range(self.count):
            y = y0 + i * ROW_H
            seat = self.seats[i]
            ui.entry(
                self,
                (x0 + 40, y, 180, 36),
                seat["name"],
                partial(self.set_seat, i, "name"),
            )
            ui.dropdown(
                self,
                (x0 + 230, y, 120, 36),
                kinds,
                seat["kind"],
                partial(self.set_seat, i, "kind", rebuild=True),
            )
            if seat["kind"] == "ai":  # a human seat shows no AI level (it keeps its last one)
                ui.dropdown(
                    self,
                    (x0 + 360, y, 150, 36),
                    levels,
                    seat["level"],
                    partial(self.set_seat, i, "level"),
                )
            if not self.info.dealt_colours:
                ui.dropdown(
                    self,
                    (x0 + 520, y, 130, 36),
                    colours,
                    seat["colour"],
                    partial(self.set_colour, i),
                )
        self.build_variants()
        ui.entry(
            self,
            (SEED_X + 130, 647, 150, 36),
            str(self.seed),
            self.set_seed,
            max_length=9,
            allowed="numbers",
        )
        ui.button(self, (SEED_X + 290, 647, 170, 36), "ui.setup.new_seed", self.new_seed)

    def kind_options(self) -> list[tuple[str, str]]:
        """Who may sit in a seat: (words, kind) (the Host screen adds a seat open to joiners)."""
        return [(i18n.tr("ui.setup.human"), "human"), (i18n.tr("ui.setup.ai"), "ai")]

    def level_name(self, level: str) -> str:
        """An AI level's name: the game's own words for it, else the platform's, else its id."""
        for key in (f"{self.info.id}.level.{level}", f"ui.level.{level}"):
            if i18n.has(key):
                return i18n.tr(key)
        return level

    def build_variants(self) -> None:
        pages = self.variant_pages()
        self.variant_page = max(0, min(self.variant_page, len(pages) - 1))
        self.variant_rows = pages[self.variant_page] if pages else []
        for row in self.variant_rows:
            spec, value = row.spec, self.variants.get(row.spec.key)
            rect = (VARIANTS.right - 20 - CONTROL_W, row.y, CONTROL_W, 34)
            if row.fixed:
                continue  # switched on by the seat count: told, not chosen
            if spec.kind == "bool":
                ui.button(
                    self,
                    rect,
                    "ui.common.on" if value else "ui.common.off",
                    partial(self.toggle_variant, spec.key),
                    style="@toggle_on" if value else None,
                )
            elif spec.kind == "choice":
                key = f"{self.info.id}.variant.{spec.key}"
                opts = [(i18n.tr(f"{key}.{c}"), str(c)) for c in spec.choices]
                ui.dropdown(self, rect, opts, str(value), partial(self.choose_variant, spec))
            else:
                ui.dropdown(
                    self,
                    rect,
                    [(str(v), str(v)) for v in _int_steps(spec)],
                    str(value),
                    partial(self.count_variant, spec.key),
                )
        if len(pages) > 1:
            top = VARIANTS.y + 14
            ui.button(
                self,
                (VARIANTS.right - 20 - 96, top, 44, 34),
                "‹",
                lambda: self.show_variant_page(self.variant_page - 1),
                enabled=self.variant_page > 0,
            )
            ui.button(
                self,
                (VARIANTS.right - 20 - 44, top, 44, 34),
                "›",
                lambda: self.show_variant_page(self.variant_page + 1),
                enabled=self.variant_page < len(pages) - 1,
            )

    def visible_variants(self) -> list[VariantSpec]:
        two = self.info.two_player_variant
        return [
            v for v in self.info.variants if (not v.seats or self.count in v.seats) and v.key != two
        ]

    def variant_label(self, spec: VariantSpec) -> str:
        """A variant's name; `%{seat_2}` in it is the name typed for the second seat."""
        names = {f"seat_{i + 1}": self.seat_name(i) for i in range(self.info.max_seats)}
        return i18n.tr(f"{self.info.id}.variant.{spec.key}", **names)

    def variant_hint(self, spec: VariantSpec) -> str:
        key = f"{self.info.id}.variant.{spec.key}.hint"
        return i18n.tr(key) if i18n.has(key) else ""

    def variant_pages(self) -> list[list[VariantRow]]:
        """The variants laid out in the panel: each a name (wrapped, never cut or shrunk), its
        control on the right and what it does beneath; as many pages as they need."""
        specs: list[tuple[VariantSpec, bool]] = [(v, False) for v in self.visible_variants()]
        two = self.info.two_player_variant
        if two and self.count == 2:
            specs.insert(0, (self.info.variant(two), True))
        pages: list[list[VariantRow]] = [[]]
        top = VARIANTS.y + 62
        y = top
        for spec, fixed in specs:
            label = self.variant_label(spec)
            label_h = theme.text(label, 16, theme.TEXT_LIGHT, True, False, LABEL_W).get_height()
            hint = self.variant_hint(spec)
            hint_h = (
                theme.text(hint, 13, theme.TEXT_DIM, False, False, HINT_W).get_height()
                if hint
                else 0
            )
            height = max(label_h, 34) + (hint_h + 2 if hint else 0) + 12
            if y + height > VARIANTS.bottom - 10 and pages[-1]:
                pages.append([])
                y = top
            pages[-1].append(VariantRow(spec, y, height, fixed))
            y += height
        return pages if pages[-1] else []

    def show_variant_page(self, page: int) -> None:
        self.variant_page = page
        self.rebuild_ui()

    def handle_wheel(self, event: pygame.event.Event) -> bool:
        if VARIANTS.collidepoint(self.app.mouse) and event.y:
            pages = len(self.variant_pages())
            page = max(0, min(pages - 1, self.variant_page - (1 if event.y > 0 else -1)))
            if page != self.variant_page:
                self.show_variant_page(page)
            return True
        return False

    # ---- changes ---------------------------------------------------------------------------------
    def set_count(self, n: int) -> None:
        self.count = max(self.min_seats, min(self.info.max_seats, n))
        self.rebuild_ui()

    def set_seat(self, i: int, field: str, value: str, rebuild: bool = False) -> None:
        self.seats[i][field] = value.strip() if field == "name" else value
        if rebuild:
            self.rebuild_ui()

    def set_colour(self, i: int, colour: str) -> None:
        """Choosing a colour another seat has swaps the two, so colours stay distinct."""
        for j in range(self.count):
            if j != i and self.seats[j]["colour"] == colour:
                self.seats[j]["colour"] = self.seats[i]["colour"]
        self.seats[i]["colour"] = colour
        self.rebuild_ui()

    def set_variant(self, key: str, value: object) -> None:
        self.variants[key] = value
        self.rebuild_ui()

    def toggle_variant(self, key: str) -> None:
        self.set_variant(key, not self.variants[key])

    def choose_variant(self, spec: VariantSpec, shown: str) -> None:
        self.set_variant(spec.key, _choice(spec, shown))

    def count_variant(self, key: str, shown: str) -> None:
        self.set_variant(key, int(shown))

    def set_seed(self, text: str) -> None:
        if text.isdigit():
            self.seed = int(text)

    def new_seed(self) -> None:
        self.seed = fresh_seed()
        self.rebuild_ui()

    def seat_configs(self) -> list[SeatConfig]:
        return [
            SeatConfig(self.seat_name(i), s["kind"], s["level"], s["colour"])
            for i, s in enumerate(self.seats[: self.count])
        ]

    def make_config(self) -> MatchConfig:
        """The match as set up now (ValueError if it cannot be played)."""
        return self.game.make_config(
            self.seat_configs(),
            seed=self.seed,
            variants={k: v for k, v in self.variants.items() if k != self.info.two_player_variant},
            options=table_options(self.app),
        )

    def config_now(self) -> MatchConfig:
        """The match as set up now, for the game's note (the default variants if one is not
        allowed as it stands)."""
        try:
            return self.make_config()
        except ValueError:
            return self.game.make_config(self.seat_configs(), seed=self.seed)

    def start(self) -> None:
        try:
            config = self.make_config()
        except ValueError as exc:
            self.error = str(exc)
            return
        self.app.settings.setups[self.info.id] = {
            "seats": [s.to_json() for s in config.seats],
            "variants": dict(self.variants.items()),
        }
        self.app.save_settings()
        self.app.screens.start_match(config)

    # ---- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        key = (
            self.app.settings.language,
            theme.colourblind(),
            self.count,
            self.error,
            self.variant_page,
            self.seed,
            tuple((s["colour"], s["kind"], s["level"]) for s in self.seats),
            tuple(self.seat_name(i) for i in range(self.count)),
            tuple(sorted(map(str, self.variants.items()))),
        )
        self.draw_backdrop(surface, key, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface,
            i18n.tr(f"{self.info.id}.name"),
            (60, 24),
            40,
            theme.GOLD,
            bold=True,
            shadow=True,
        )
        theme.blit_text(surface, i18n.tr("ui.setup.title"), (62, 74), 18, theme.FOAM, italic=True)
        theme.draw_panel(
            surface, (30, SEATS_TOP, 680, 76 + max(self.count, 3) * ROW_H), "dark", 12, 2
        )
        theme.blit_text(
            surface,
            i18n.tr("ui.setup.seats"),
            (50, SEATS_TOP + 18),
            20,
            theme.TEXT_LIGHT,
            bold=True,
        )
        theme.blit_text(
            surface,
            str(self.count),
            (265, SEATS_TOP + 32),
            24,
            theme.GOLD,
            bold=True,
            anchor="center",
        )
        low, high = self.info.seat_range
        theme.blit_text(
            surface,
            i18n.tr("ui.setup.seat_range", low=low, high=high),
            (350, SEATS_TOP + 22),
            15,
            theme.TEXT_DIM,
        )
        for i in range(self.count):
            y = SEATS_TOP + 62 + i * ROW_H
            colour = "grey" if self.info.dealt_colours else self.seats[i]["colour"]
            theme.draw_seat_marker(surface, (68, y + 18), 13, i, colour)
        if self.info.dealt_colours:
            theme.blit_text(
                surface,
                i18n.tr("ui.setup.colours_dealt"),
                (570, SEATS_TOP + 62),
                14,
                theme.TEXT_DIM,
                width=130,
            )
        self.paint_variants(surface)
        theme.blit_text(
            surface,
            i18n.tr("ui.setup.seed"),
            (SEED_X + 120, 665),
            18,
            theme.TEXT_LIGHT,
            anchor="midright",
            shadow=True,
        )
        self.paint_note(surface)

    def paint_note(self, surface: pygame.Surface) -> None:
        """The error that kept the match from starting, else what the game says about the setup
        as it stands (its SetupExtras: the ending in force, the board...), between the panels
        and the bottom row."""
        if self.error:
            theme.blit_text(
                surface, self.error, (640, 598), 16, theme.RED, bold=True, anchor="midtop"
            )
            return
        note = self.extras.note(self.config_now()) if self.extras is not None else ""
        if note:
            high = theme.text(note, 13, theme.FOAM, False, False, NOTE.w).get_height()
            y = max(NOTE.y, NOTE.bottom - high)  # three lines at most, above the bottom row
            theme.blit_text(surface, note, (NOTE.x, y), 13, theme.FOAM, width=NOTE.w, shadow=True)

    def paint_variants(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, VARIANTS, "dark", 12, 2)
        x = VARIANTS.x + 20
        theme.blit_text(
            surface, i18n.tr("ui.setup.variants"), (x, VARIANTS.y + 18), 20, theme.TEXT_LIGHT, True
        )
        pages = len(self.variant_pages())
        if pages > 1:
            theme.blit_text(
                surface,
                i18n.tr("ui.setup.page", page=self.variant_page + 1, pages=pages),
                (VARIANTS.right - 20 - 108, VARIANTS.y + 31),
                15,
                theme.TEXT_DIM,
                anchor="midright",
            )
        if not self.variant_rows:
            theme.blit_text(
                surface, i18n.tr("ui.setup.no_variants"), (x, VARIANTS.y + 66), 16, theme.TEXT_DIM
            )
        for row in self.variant_rows:
            label = theme.blit_text(
                surface,
                self.variant_label(row.spec),
                (x, row.y + 6),
                16,
                theme.TEXT_LIGHT,
                bold=True,
                width=LABEL_W,
            )
            if row.fixed:
                theme.blit_text(
                    surface,
                    i18n.tr("ui.common.on"),
                    (VARIANTS.right - 20 - CONTROL_W // 2, row.y + 17),
                    16,
                    theme.GOLD_LIGHT,
                    bold=True,
                    anchor="center",
                )
            hint = self.variant_hint(row.spec)
            if hint:
                theme.blit_text(
                    surface,
                    hint,
                    (x, max(label.bottom, row.y + 34) + 2),
                    13,
                    theme.TEXT_DIM,
                    width=HINT_W,
                )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self.handle_wheel(event)
        return False


def table_options(app: App) -> dict[str, Any]:
    """The table settings the rules may honour (see game/README.md, "Table options")."""
    return {"mask_prompts": app.settings.reaction_prompts == "always"}


def _choice(spec: VariantSpec, value: str) -> object:
    for c in spec.choices:
        if str(c) == value:
            return c
    return spec.default


def _int_steps(spec: VariantSpec) -> list[int]:
    span = spec.high - spec.low
    step = 1 if span <= 12 else max(1, round(span / 12 / 5) * 5) or 1
    values = list(range(spec.low, spec.high + 1, step))
    if spec.high not in values:
        values.append(spec.high)
    if spec.default not in values:
        values = sorted(set(values) | {spec.default})
    return values
