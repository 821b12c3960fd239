"""Generate everything under assets/ from code: fonts, sounds, textures, the window icon, the
games' emblems.

    python tools/gen_assets.py          # rewrites assets/fonts, assets/sounds, assets/images
    python tools/gen_assets.py emblems  # rewrites only assets/images/emblems

Nothing is downloaded. The font is Noto Sans (SIL Open Font License), taken from the pygame_gui
package that the game depends on anyway and cut to the scripts the program writes in (Latin with
Spanish accents and ¿¡ñ, Greek, punctuation, arrows and symbols) by fontTools' subsetter (`pip
install fonttools` to run this script): a sixth of the size, and each font size the program opens
loads faster and holds a third of the memory (tests/scenes/test_glyphs.py checks that every
character the program may draw is still there). Sounds are
synthesised (sine partials, filtered noise, envelopes) and written as 16-bit mono WAV. Textures
(sea, parchment, wood) are value-noise images drawn with pygame. Pictures are written as BMP,
not PNG: the title's first frame loads eight of them, and SDL reads a BMP in a fifth of the time
it takes to inflate a PNG (some 1 ms less each for the textures). Runs headless.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import struct
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
RATE = 22050
# A fixed seed: running the script twice gives byte-identical assets.
VISUAL = random.Random(20261121)


# ---- fonts ---------------------------------------------------------------------------------------
# Basic Latin, Latin-1 and Latin Extended-A, spacing modifiers, Greek and Coptic, capital sharp
# s, general punctuation, currency, letterlike symbols and number forms, arrows, mathematical
# operators, technical symbols, geometric shapes, miscellaneous symbols and dingbats (what the
# font has of them), the ff/fi/fl/ffi/ffl ligatures and the replacement character.
FONT_UNICODES = (
    "U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DD,U+0370-03FF,U+1E9E,U+2000-206F,U+20A0-20CF,"
    "U+2100-215F,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+25A0-25FF,U+2600-27BF,U+FB00-FB04,U+FFFD"
)


# The OpenType features text shaping applies by itself to Latin and Greek (HarfBuzz's defaults,
# and the fraction features it applies around U+2044): the text the program renders is the same,
# pixel for pixel, as with all of Noto Sans' features. The others (small capitals, stylistic sets,
# alternates, old-style figures...) are never asked for: without them each font size the program
# opens shapes its first text in about half the time (SDL_ttf builds HarfBuzz's tables for every
# lookup of the font, per size), a third of the title's text rendering in its first frame.
SHAPING_FEATURES = (
    "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
    "kern", "liga", "rclt", "rvrn", "frac", "numr", "dnom",
)  # fmt: skip


def copy_fonts() -> None:
    import pygame_gui
    from fontTools import subset

    src = Path(pygame_gui.__file__).parent / "data"
    dst = ASSETS / "fonts"
    dst.mkdir(parents=True, exist_ok=True)
    options = subset.Options()
    options.layout_features = list(SHAPING_FEATURES)
    unicodes = subset.parse_unicodes(FONT_UNICODES)
    for name in (
        "NotoSans-Regular.ttf",
        "NotoSans-Bold.ttf",
        "NotoSans-Italic.ttf",
        "NotoSans-BoldItalic.ttf",
    ):
        font = subset.load_font(str(src / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        subset.save_font(font, str(dst / name), options)
    shutil.copyfile(src / "licenses" / "NotoSans-LICENSE.txt", dst / "NotoSans-LICENSE.txt")


# ---- sounds --------------------------------------------------------------------------------------
def write_wav(path: Path, samples: list[float]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.85 * 32767 / peak
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def noise(n: int) -> list[float]:
    return [VISUAL.uniform(-1, 1) for _ in range(n)]


def lowpass(xs: list[float], a: float) -> list[float]:
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def env(i: int, n: int, attack: float = 0.005, decay: float = 8.0) -> float:
    t = i / RATE
    rise = min(1.0, t / attack) if attack else 1.0
    return rise * math.exp(-decay * t / (n / RATE))


def click() -> list[float]:
    n = int(0.05 * RATE)
    return [
        env(i, n, 0.001, 9)
        * (math.sin(2 * math.pi * 1800 * i / RATE) * 0.6 + VISUAL.uniform(-0.4, 0.4))
        for i in range(n)
    ]


def dice() -> list[float]:
    n = int(0.7 * RATE)
    out = [0.0] * n
    t = 0
    while t < n - 800:
        hit = [env(i, 700, 0.0005, 10) * VISUAL.uniform(-1, 1) for i in range(700)]
        hit = lowpass(hit, 0.55)
        gain = 1.0 - t / n
        for i, h in enumerate(hit):
            out[t + i] += gain * h
        t += int(VISUAL.uniform(0.03, 0.11) * RATE)
    return out


def splash() -> list[float]:
    n = int(0.9 * RATE)
    body = lowpass(noise(n), 0.25)
    return [b * env(i, n, 0.02, 5) for i, b in enumerate(body)]


def cannon() -> list[float]:
    n = int(1.2 * RATE)
    rumble = lowpass(noise(n), 0.04)
    out = []
    for i in range(n):
        t = i / RATE
        boom = math.sin(2 * math.pi * (55 - 25 * t) * t) * math.exp(-4 * t)
        out.append(boom * 0.9 + rumble[i] * 3.0 * math.exp(-3 * t) * min(1, t / 0.004))
    return out


def coin() -> list[float]:
    n = int(0.6 * RATE)
    partials = ((2093, 1.0), (3136, 0.5), (4186, 0.35), (5274, 0.2))
    return [
        env(i, n, 0.001, 6) * sum(a * math.sin(2 * math.pi * f * i / RATE) for f, a in partials)
        for i in range(n)
    ]


def sea_loop() -> list[float]:
    """Eight seconds of waves: slow swells of filtered noise; loops without a seam."""
    n = int(8.0 * RATE)
    base = lowpass(noise(n), 0.06)
    out = []
    for i in range(n):
        t = i / n
        swell = 0.55 + 0.45 * math.sin(2 * math.pi * 2 * t) ** 2
        out.append(base[i] * swell)
    fade = int(0.25 * RATE)
    for i in range(fade):  # crossfade the tail into the head so the loop is seamless
        a = i / fade
        out[i] = out[i] * a + out[n - fade + i] * (1 - a)
    return out[: n - fade]


def make_sounds() -> None:
    folder = ASSETS / "sounds"
    for name, fn in (
        ("click", click),
        ("dice", dice),
        ("splash", splash),
        ("cannon", cannon),
        ("coin", coin),
        ("sea", sea_loop),
    ):
        write_wav(folder / f"{name}.wav", fn())


# ---- textures ------------------------------------------------------------------------------------
def value_noise(w: int, h: int, cell: int, octaves: int = 4) -> list[list[float]]:
    """Smooth noise in [0, 1], tileable, summed over octaves."""
    total = [[0.0] * w for _ in range(h)]
    amp, norm = 1.0, 0.0
    for o in range(octaves):
        c = max(2, cell >> o)
        gw, gh = max(1, w // c), max(1, h // c)
        grid = [[VISUAL.random() for _ in range(gw)] for _ in range(gh)]
        for y in range(h):
            gy = y / c
            y0 = int(gy) % gh
            y1 = (y0 + 1) % gh
            fy = gy - int(gy)
            fy = fy * fy * (3 - 2 * fy)
            row0, row1 = grid[y0], grid[y1]
            trow = total[y]
            for x in range(w):
                gx = x / c
                x0 = int(gx) % gw
                x1 = (x0 + 1) % gw
                fx = gx - int(gx)
                fx = fx * fx * (3 - 2 * fx)
                top = row0[x0] + (row0[x1] - row0[x0]) * fx
                bot = row1[x0] + (row1[x1] - row1[x0]) * fx
                trow[x] += amp * (top + (bot - top) * fy)
        norm += amp
        amp *= 0.5
    return [[v / norm for v in row] for row in total]


def texture(
    w: int, h: int, cell: int, dark: tuple, light: tuple, streak: float = 0.0
) -> pygame.Surface:
    n = value_noise(w, h, cell)
    surf = pygame.Surface((w, h))
    for y in range(h):
        for x in range(w):
            v = n[y][x]
            if streak:
                v = 0.6 + 0.4 * math.sin(v * streak + y * 0.35)
            surf.set_at((x, y), tuple(int(d + (lt - d) * v) for d, lt in zip(dark, light)))
    return surf


def make_images() -> None:
    folder = ASSETS / "images"
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(texture(256, 256, 64, (12, 52, 84), (30, 96, 132)), str(folder / "sea.bmp"))
    pygame.image.save(
        texture(256, 256, 64, (206, 182, 138), (238, 222, 186)), str(folder / "parchment.bmp")
    )
    pygame.image.save(
        texture(256, 256, 32, (74, 46, 26), (120, 80, 46), streak=7.0), str(folder / "wood.bmp")
    )
    pygame.image.save(icon(), str(folder / "icon.bmp"))


def icon() -> pygame.Surface:
    """A gold piece of eight on a sea-blue disc."""
    s = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(s, (18, 70, 104), (32, 32), 31)
    pygame.draw.circle(s, (214, 170, 60), (32, 32), 24)
    pygame.draw.circle(s, (160, 118, 30), (32, 32), 24, 3)
    for k in range(8):  # the eight "pieces"
        a = k * math.pi / 4
        pygame.draw.line(
            s, (160, 118, 30), (32, 32), (32 + 20 * math.cos(a), 32 + 20 * math.sin(a)), 2
        )
    pygame.draw.circle(s, (236, 206, 110), (32, 32), 7)
    return s


# ---- emblems: each game's mark on the title and the load list ---------------------------------
# assets/images/emblems/<game id>.bmp, drawn at EMBLEM_R and scaled by the menus; a game without
# one shows default.bmp. Adding a game's emblem is adding its function to EMBLEMS here.
EMBLEM_R = 48
GOLD, GOLD_DARK, GOLD_LIGHT = (214, 170, 60), (160, 118, 30), (236, 206, 110)
SEA, WOOD, WOOD_DARK = (18, 70, 104), (120, 80, 46), (74, 46, 26)
BONE, INK = (236, 232, 220), (24, 22, 24)


def piece_of_eight(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    pygame.draw.circle(s, GOLD_DARK, c, r)
    pygame.draw.circle(s, GOLD, c, r - 3 * r // 24)
    for k in range(8):
        a = k * math.pi / 4
        end = (c[0] + (r - r // 4) * math.cos(a), c[1] + (r - r // 4) * math.sin(a))
        pygame.draw.line(s, GOLD_DARK, c, end, max(2, r // 12))
    pygame.draw.circle(s, GOLD_LIGHT, c, r // 3)


def jolly_roger(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    x, y, u = c[0], c[1], r / 24
    pygame.draw.rect(s, INK, (x - r, y - r + 4 * u, 2 * r, 2 * r - 8 * u), border_radius=int(4 * u))
    pygame.draw.circle(s, BONE, (x, y - 4 * u), r // 2 - 1)
    pygame.draw.rect(s, BONE, (x - r // 4, y + 2 * u, r // 2, r // 3))
    for dx in (-r // 5, r // 5):
        pygame.draw.circle(s, INK, (x + dx, y - 6 * u), max(2, r // 8))
    for sx in (-1, 1):
        start, end = (x - r + 5 * u, y + sx * (r // 2)), (x + r - 5 * u, y - sx * (r // 2))
        pygame.draw.line(s, BONE, start, end, max(3, int(3 * u)))


def ship(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    x, y, u = c[0], c[1], r / 24
    pygame.draw.circle(s, SEA, c, r)
    hull = [(x - r + 6 * u, y + 4 * u), (x + r - 6 * u, y + 4 * u)]
    hull += [(x + r // 2, y + r // 2 + 2 * u), (x - r // 2, y + r // 2 + 2 * u)]
    pygame.draw.polygon(s, WOOD, hull)
    pygame.draw.line(s, WOOD_DARK, (x, y + 4 * u), (x, y - r + 5 * u), max(2, int(2 * u)))
    pygame.draw.polygon(
        s,
        (232, 214, 176),
        [(x + 2 * u, y - r + 6 * u), (x + r // 2 + 4 * u, y - 2 * u), (x + 2 * u, y)],
    )
    pygame.draw.polygon(
        s,
        (30, 30, 34),
        [(x - 2 * u, y - r + 8 * u), (x - r // 2 - 2 * u, y - 2 * u), (x - 2 * u, y - 2 * u)],
    )


def island(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Kratos: an island with its capital's flag on a sea disc."""
    x, y, u = c[0], c[1], r / 24
    pygame.draw.circle(s, SEA, c, r)
    for k in range(3):  # swell lines
        yy = y + (10 + 5 * k) * u
        pygame.draw.arc(
            s,
            (60, 130, 170),
            (x - r + 6 * u, yy - 4 * u, 2 * r - 12 * u, 8 * u),
            3.5,
            5.9,
            max(1, int(u)),
        )
    pygame.draw.ellipse(s, (218, 196, 140), (x - 17 * u, y - 1 * u, 34 * u, 14 * u))
    pygame.draw.ellipse(s, (74, 132, 70), (x - 14 * u, y - 5 * u, 28 * u, 14 * u))
    pygame.draw.line(
        s, WOOD_DARK, (x + 2 * u, y + 1 * u), (x + 2 * u, y - 17 * u), max(2, int(2 * u))
    )
    pygame.draw.polygon(
        s,
        (196, 48, 40),
        [(x + 3 * u, y - 17 * u), (x + 15 * u, y - 13 * u), (x + 3 * u, y - 9 * u)],
    )


def sandcastle(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Sandcastles: a castle of sand with two towers on a beach disc, the sea at its foot."""
    x, y, u = c[0], c[1], r / 24
    pygame.draw.circle(s, (112, 176, 206), c, r)
    pygame.draw.rect(s, (226, 200, 140), (x - r, y + 6 * u, 2 * r, r))
    sand, dark = (236, 204, 132), (176, 140, 76)
    pygame.draw.rect(s, sand, (x - 12 * u, y - 4 * u, 24 * u, 14 * u))
    for tx in (-14, 6):
        pygame.draw.rect(s, sand, (x + tx * u, y - 14 * u, 8 * u, 24 * u))
        for k in range(2):
            pygame.draw.rect(s, sand, (x + (tx + 5 * k) * u - u, y - 17 * u, 3 * u, 3 * u))
    pygame.draw.rect(s, dark, (x - 3 * u, y + 3 * u, 6 * u, 7 * u), border_radius=int(3 * u))
    pygame.draw.line(
        s, WOOD_DARK, (x + 10 * u, y - 17 * u), (x + 10 * u, y - 23 * u), max(1, int(u))
    )
    pygame.draw.polygon(
        s,
        (196, 48, 40),
        [(x + 10 * u, y - 23 * u), (x + 16 * u, y - 21 * u), (x + 10 * u, y - 19 * u)],
    )
    disc = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), c, r)
    s.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # the beach cut to its disc


EMBLEMS = {
    "pieces_of_eight": piece_of_eight,
    "mutinies": jolly_roger,
    "black_fleet": ship,
    "kratos": island,
    "sandcastles": sandcastle,
    "default": piece_of_eight,
}


def make_logo() -> None:
    """assets/images/logo.bmp: the title's TORTUGA, bold at 84 points in gold, as the font
    renders it (scenes/menus/title.py `logo`; tests/scenes/test_startup.py compares the two)."""
    font = pygame.font.Font(str(ASSETS / "fonts" / "NotoSans-Bold.ttf"), 84)
    pygame.image.save(font.render("TORTUGA", True, GOLD), str(ASSETS / "images" / "logo.bmp"))


def make_emblems() -> None:
    folder = ASSETS / "images" / "emblems"
    folder.mkdir(parents=True, exist_ok=True)
    side = 2 * EMBLEM_R + 4
    for name, draw in EMBLEMS.items():
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        draw(surf, (side // 2, side // 2), EMBLEM_R)
        pygame.image.save(surf, str(folder / f"{name}.bmp"))


def main() -> int:
    pygame.init()
    if sys.argv[1:] == ["emblems"]:
        make_emblems()
        print(f"emblems written under {ASSETS / 'images' / 'emblems'}")
        return 0
    copy_fonts()
    make_sounds()
    make_images()
    make_logo()
    make_emblems()
    print(f"assets written under {ASSETS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
