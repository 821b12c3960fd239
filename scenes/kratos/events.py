"""What the Kratos engine's events look and sound like on the table (scenes/table/events.py).

Moves sail or fly their logged path (section 4); a shot draws its tracer, rolls its die (K-34,
K-35) and bursts or splashes where it lands; production, builds, repairs and cargo rise as words
from their island; a famine, a capture, an elimination and the end of the game get a banner.
When the chart is zoomed in, the camera goes where another seat acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import i18n, theme
from ..core.theme import RGB
from ..table.events import EventData, EventShow
from ..widgets.anim import Rise
from ..widgets.dice import DiceRoll
from .anims import Burst, PieceSail, Tracer
from .layout import CHART_VIEW

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."
SHOW: EventShow[KratosTable] = EventShow(
    {
        "shot": "cannon",
        "destroyed": "splash",
        "gold_paid": "coin",
        "offer_sent": "click",
        "sold": "coin",
        "built": "click",
        "speed_rolled": "dice",
    }
)
SHOW.banner("eliminated", S + "banner_eliminated", theme.RED, "cannon")
SHOW.banner("game_won", S + "banner_won", theme.GOLD)
SHOW.banner("game_stopped", S + "banner_stopped", theme.GOLD)


def _follow(t: KratosTable, node: int, seat: object) -> None:
    """The camera goes where another seat acts (when the chart is zoomed in)."""
    if seat != t.viewer and not t.camera.fits and not t.camera.shows(node, t.camera.cell):
        t.camera.centre_on(node)


def _node_of(t: KratosTable, pid: int) -> int | None:
    view = t.view
    p = view.pieces.get(pid) if view is not None else None
    while p is not None and p.loc < 0 and p.carrier >= 0:
        p = view.pieces.get(p.carrier)
    return p.loc if p is not None else None


@SHOW.on("moved")
def moved(t: KratosTable, data: EventData) -> None:
    path = [int(n) for n in data["path"]]
    pid = int(data["piece"])
    p = t.view.pieces.get(pid) if t.view is not None else None
    if p is None or not path:
        return
    _follow(t, path[-1], data.get("owner_seat"))
    image = t.chart.sprite(
        t.chart_look, p._replace(owner=int(data["owner_seat"])), t.camera.cell - 2
    )
    per_leg = 0.07 if t.g.kinds[p.kind].passes_occupied else 0.16
    t.anims.add(PieceSail(t.camera, pid, path, image, per_leg))


@SHOW.on("shot")
def shot(t: KratosTable, data: EventData) -> None:
    """K-34, K-35: the target is named, the die rolled; a hit needs die <= power."""
    start = _node_of(t, int(data["piece"]))
    target = int(data["target"])
    end = _node_of(t, target) if target >= 0 else t.camera.geo.island_node(int(data["island"]))
    if start is None or end is None:
        return
    _follow(t, end, data.get("seat"))
    t.anims.add(Tracer(t.camera, start, end))
    power = t.g.kinds[str(data["kind"])].power
    words = i18n.tr(S + ("hit" if data["hit"] else "miss"), power=power)
    centre = t.camera.node_rect(end).center
    roll = DiceRoll([int(data["die"])], centre, 40, words, t.app.audio.play, len(t.match.log))
    half = roll.panel().width // 2 + 20  # (the panel is as wide as its words)
    x = min(max(centre[0], CHART_VIEW.x + half), CHART_VIEW.right - half)
    roll.centre = (x, min(max(centre[1] - 70, CHART_VIEW.y + 60), CHART_VIEW.bottom - 90))
    t.anims.add(roll)
    t.anims.add(Burst(t.camera, end, bool(data["hit"])))


@SHOW.on("speed_rolled")
def speed_rolled(t: KratosTable, data: EventData) -> None:
    """K-19, K-28: a human's speed die tumbles in the middle of the chart."""
    if data.get("seat") not in t.humans:
        return
    words = t.phrase(S + "base_roll", data)
    t.anims.add(
        DiceRoll(
            [int(data["die"])], CHART_VIEW.center, 56, words, t.app.audio.play, len(t.match.log)
        )
    )


def _rising(
    t: KratosTable, node: int, text: str, colour: RGB = theme.GOLD_LIGHT, duration: float = 1.1
) -> Rise:
    """Words rising from a node of the chart (production, a build, a famine), over its top: the
    node is found as each frame draws, wherever the chart has panned."""
    return Rise(
        text,
        lambda: t.camera.node_rect(node).midtop,
        colour,
        duration,
        size=15,
        climb=34,
        above=True,
        within=CHART_VIEW,
    )


def _island_node(t: KratosTable, data: EventData) -> int | None:
    k = data.get("island")
    return t.camera.geo.island_node(int(k)) if isinstance(k, int) and k > 0 else None


@SHOW.on("produced")
def produced(t: KratosTable, data: EventData) -> None:
    node = _island_node(t, data)
    if node is not None and int(data.get("units", 0)) > 0:
        t.anims.add(
            _rising(
                t,
                node,
                t.phrase(S + "rise_produced", data, material=_mat(t, data["material"])),
            )
        )


@SHOW.on("built")
def built(t: KratosTable, data: EventData) -> None:
    node = _island_node(t, data)
    if node is not None:
        kind = t.g.kinds[str(data["kind"])]
        t.anims.add(
            _rising(t, node, t.phrase(S + "rise_built", data, kind=i18n.localize(kind.name)))
        )


@SHOW.on("repaired")
def repaired(t: KratosTable, data: EventData) -> None:
    node = _island_node(t, data)
    if node is not None:
        t.anims.add(_rising(t, node, i18n.tr(S + "rise_repaired")))


@SHOW.on("loaded")
def loaded(t: KratosTable, data: EventData) -> None:
    """K-33, K-67, K-68: a lot of 100 leaves the island's depot."""
    _lot(t, data, "−")


@SHOW.on("unloaded")
def unloaded(t: KratosTable, data: EventData) -> None:
    _lot(t, data, "+")


def _lot(t: KratosTable, data: EventData, sign: str) -> None:
    node = _island_node(t, data)
    if node is not None and data.get("what") == "goods":
        t.anims.add(_rising(t, node, f"{sign}{t.g.k.lot} {_mat(t, data['item'])}", theme.FOAM))


@SHOW.on("famine")
def famine(t: KratosTable, data: EventData) -> None:
    """K-18: the seat's official depot could not pay its upkeep."""
    seat = int(data["seat"])
    view = t.view
    if view is None or seat >= len(view.capital) or not view.capital[seat]:
        return
    t.anims.add(
        _rising(
            t,
            t.camera.geo.island_node(view.capital[seat]),
            i18n.tr(S + "rise_famine"),
            (255, 120, 90),
        )
    )
    if seat == t.viewer:
        t.banner(t.phrase(S + "banner_famine", data), theme.RED)


@SHOW.on("heeled", "destroyed")
def hit_piece(t: KratosTable, data: EventData) -> None:
    node = _node_of(t, int(data["piece"]))
    if node is not None and data.get("cause") != "shot":
        t.anims.add(Burst(t.camera, node, True))


@SHOW.on("island_taken")
def island_taken(t: KratosTable, data: EventData) -> None:
    node = _island_node(t, data)
    if node is not None:
        _follow(t, node, None)
        t.anims.add(_rising(t, node, t.phrase(S + "rise_taken", data), theme.GOLD_LIGHT, 1.6))


@SHOW.on("turn_started")
def turn_started(t: KratosTable, data: EventData) -> None:
    """At a hot-seat table, each human's turn is announced."""
    if len(t.humans) > 1 and data.get("seat") in t.humans:
        t.banner(t.phrase(S + "banner_turn", data), theme.GOLD)


def _mat(t: KratosTable, material: object) -> str:
    m = t.g.materials.get(str(material))
    return str(i18n.localize(m.name)) if m is not None else str(material)
