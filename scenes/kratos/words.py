"""What the Kratos table says about the things on the chart: piece and material names in the
current language, each piece's state (K-36 heeled, K-48 submerged, K-33 cargo, KD-8 played),
each island's owner, infrastructure, depots, mines and pieces (K-43, KD-24). Tooltips and popup
rows use these; all text comes from data/i18n/kratos.*.json (`kratos.scene.*`)."""

from __future__ import annotations

from collections.abc import Sequence

from game.kratos.catalogue import Catalogue
from game.kratos.model import IslandView, Piece, View
from game.kratos.setup import placement_items

from ..core import i18n

S = "kratos.scene."


def kind_name(g: Catalogue, kind: str) -> str:
    k = g.kinds.get(kind)
    return str(i18n.localize(k.name)) if k is not None else kind


def kinds_list(g: Catalogue, kinds: Sequence[str]) -> str:
    """Piece kinds in words, in order, each once with how many ("Plane ×2, Merchant")."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(kind_name(g, kind) + (f" ×{n}" if n > 1 else "") for kind, n in counts.items())


def draft_lines(g: Catalogue, view: View | None) -> list[str]:
    """KD-45, K-11, K-12: the viewing seat's own hidden placement while it chooses it (its
    view's `draft`): where each piece went and what is still to place, so that each choice
    shows (the same two buttons come back for every piece of a kind)."""
    d = view.draft if view is not None else None
    if d is None or d.done or not d.second_war:
        return []
    items = placement_items(g, d.second_war)
    capital = list(items[: d.placed])
    for kind in d.to_second:
        capital.remove(kind)
    lines = []
    if capital:
        lines.append(i18n.tr(S + "draft_capital", pieces=kinds_list(g, capital)))
    lines.append(i18n.tr(S + "draft_second", pieces=kinds_list(g, [d.second_war, *d.to_second])))
    if d.placed < len(items):
        lines.append(i18n.tr(S + "draft_left", pieces=kinds_list(g, items[d.placed :])))
    return lines


def material_name(g: Catalogue, material: str) -> str:
    m = g.materials.get(material)
    return str(i18n.localize(m.name)) if m is not None else material


def piece_line(g: Catalogue, p: Piece, names: Sequence[str]) -> str:
    """ "Battleship #12 (Ben), heeled" """
    text = i18n.tr(S + "piece", kind=kind_name(g, p.kind), piece=p.id, seat=names[p.owner])
    states = []
    if p.heeled:
        states.append(i18n.tr(S + "heeled"))
    if p.submerged:
        states.append(i18n.tr(S + "submerged"))
    return ", ".join([text, *states])


def cargo_line(g: Catalogue, view: View, p: Piece) -> str:
    """K-33: what a transporter carries, in words ("" when empty)."""
    parts = []
    if p.goods:
        parts.append(i18n.tr(S + "lot", material=material_name(g, p.goods), units=g.k.lot))
    if p.mines:
        parts.append(i18n.tr(S + "mines", count=p.mines))
    for q in p.cargo:
        c = view.pieces.get(q)
        if c is not None:
            parts.append(i18n.tr(S + "aboard_piece", kind=kind_name(g, c.kind), piece=c.id))
    return ", ".join(parts)


def piece_tip(g: Catalogue, view: View, p: Piece, names: Sequence[str]) -> str:
    """Everything public about a piece (6.4): kind, owner, state, stats, cargo, played."""
    kind = g.kinds[p.kind]
    lines = [piece_line(g, p, names)]
    if p.heeled:
        lines.append(i18n.tr(S + "heeled_tip"))
    if p.submerged:
        lines.append(i18n.tr(S + "submerged_tip"))
    if kind.produces:
        lines.append(
            i18n.tr(
                S + "makes",
                material=material_name(g, kind.produces),
                capacity=kind.capacity,
            )
        )
    else:
        lines.append(i18n.tr(S + "speed", speed=kind.speed))
    if kind.power and kind.range:
        lines.append(i18n.tr(S + "gun", power=kind.power, range=kind.range))
    if kind.warship:
        lines.append(i18n.tr(S + "warship"))
    cargo = cargo_line(g, view, p)
    if cargo:
        lines.append(i18n.tr(S + "carrying", cargo=cargo))
    elif kind.carries is not None:
        lines.append(i18n.tr(S + "empty_hold"))
    if p.carrier >= 0 and p.carrier in view.pieces:
        carrier = view.pieces[p.carrier]
        lines.append(i18n.tr(S + "aboard", kind=kind_name(g, carrier.kind), piece=carrier.id))
    if p.id in view.played:
        lines.append(i18n.tr(S + "played"))
    return "\n".join(lines)


def island_tip(g: Catalogue, view: View, island: IslandView, names: Sequence[str]) -> str:
    """An island's public facts (6.4): owner, capital, infrastructure, depots, mines, pieces."""
    owner = names[island.owner] if 0 <= island.owner < len(names) else "—"
    head = i18n.tr(S + "island", island=island.id, seat=owner)
    if island.flag >= 0:
        head += " · " + i18n.tr(S + "capital_of", seat=names[island.flag])
    lines = [head]
    if island.infra:
        lines.append(i18n.tr(S + "infra", material=material_name(g, island.infra)))
    depots = ", ".join(
        f"{material_name(g, m)} {units}" for m, units in island.depots if units or m == island.infra
    )
    lines.append(i18n.tr(S + "depots", depots=depots or "—"))
    if island.mines:
        lines.append(i18n.tr(S + "mine_stock", count=island.mines))
    pieces: list[str] = []
    playable = 0
    for pid in island.pieces:
        p = view.pieces[pid]
        for q in (p, *(view.pieces[c] for c in p.cargo)):
            playable += 1
            text = piece_line(g, q, names)
            if q.carrier >= 0:
                text = "  " + text
            pieces.append(text)
    lines.append(i18n.tr(S + "island_pieces", count=playable, room=g.k.island_playable_max))
    lines += [f"· {t}" for t in pieces[:12]]
    if len(pieces) > 12:
        lines.append(i18n.tr(S + "more", count=len(pieces) - 12))
    return "\n".join(lines)


def cell_tip(g: Catalogue, view: View, x: int, y: int, node: int, names: Sequence[str]) -> str:
    lines = [i18n.tr(S + "cell", x=x, y=y)]
    for p in view.pieces.values():
        if p.loc == node:
            lines.append(piece_tip(g, view, p, names))
    if node in view.sea_mines:
        lines.append(i18n.tr(S + "sea_mine"))
    return "\n".join(lines)
