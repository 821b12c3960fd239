"""Each seat's progress over the rounds, as lines in the seats' colours: beside the ranking on
the game-over screen, and small on the load screen (a save's picture of its match so far).

The points are `ProgressLog.chart()`: the start, then each round's last value. Seats level with
each other are drawn a pixel or two apart, so every line stays in sight; in colour-blind mode each
line ends on its seat's symbol.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.core.types import Progress

from ..core import i18n, theme


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2, 5 times a power of ten) cutting `span` into about `ticks` parts."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return float(max(1, m * power)) if span >= ticks else float(m * power)
    return float(10 * power)


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    points: Sequence[Progress],
    colours: Sequence[str],
    *,
    small: bool = False,
    ink: Sequence[int] = theme.INK,
) -> None:
    """The lines of `points` (one per seat, coloured by `colours`) in `rect`. With `small`, no
    axes nor words: a thumbnail."""
    if not points or not points[0].scores:
        return
    n = len(points[0].scores)
    values = [v for p in points for v in p.scores]
    low, high = min(0.0, min(values)), max(values)
    if high <= low:
        high = low + 1
    size = 12
    spread = min(1.2 if small else 2.0, 10 / max(1, n))  # seats level with each other: apart
    margin = int(spread * (n - 1) / 2) + 2
    if small:
        plot = rect.inflate(-2 * margin - 4, -2 * margin - 4)
    else:
        label_w = max(
            theme.font(size).size(_fmt(v))[0] for v in (low, high, round(high), round(low))
        )
        title_h = theme.font(13, True).get_linesize()
        plot = pygame.Rect(rect.x + label_w + 8, rect.y + title_h + 6 + margin, 0, 0)
        plot.w = rect.right - plot.x - 6
        plot.h = rect.bottom - plot.y - theme.font(size).get_linesize() - 6 - margin
        step = nice_step(high - low)
        if all(float(v).is_integer() for v in values):
            step = max(1.0, step)  # whole islands, coins, points: whole ticks
        high = math.ceil(high / step) * step
        low = math.floor(low / step) * step
        theme.blit_text(surface, i18n.tr(points[-1].measure), rect.topleft, 13, ink, bold=True)
        tick = low
        while tick <= high + 1e-9:
            y = plot.bottom - (tick - low) / (high - low) * plot.h
            colour = theme.shade(ink, 1.9) if tick else theme.shade(ink, 1.4)
            pygame.draw.line(surface, colour, (plot.x, y), (plot.right, y), 1)
            theme.blit_text(surface, _fmt(tick), (plot.x - 6, y), size, ink, anchor="midright")
            tick += step
        rounds = [p.round for p in points]
        last = i18n.tr(points[-1].unit)
        if len(set(rounds)) > 1:
            last += f" · {len(points) - 1}"
        theme.blit_text(
            surface, last, (plot.right, plot.bottom + margin + 3), size, ink, anchor="topright"
        )
    count = len(points)

    def at(i: int, v: float, seat: int) -> tuple[float, float]:
        x = plot.x + (plot.w * i / (count - 1) if count > 1 else plot.w / 2)
        y = plot.bottom - (v - low) / (high - low) * plot.h
        return x, y + (seat - (n - 1) / 2) * spread

    width = 2 if small else 3
    for seat in range(n):
        rgb = theme.seat_rgb(colours[seat] if seat < len(colours) else "grey")
        line = [at(i, p.scores[seat], seat) for i, p in enumerate(points)]
        if len(line) > 1:
            pygame.draw.lines(surface, theme.shade(rgb, 0.55), False, line, width + 2)
            pygame.draw.lines(surface, rgb, False, line, width)
        end = (round(line[-1][0]), round(line[-1][1]))
        if small:
            pygame.draw.circle(surface, rgb, end, 3)
        else:
            theme.draw_seat_marker(
                surface, end, 6, seat, colours[seat] if seat < len(colours) else "grey"
            )
