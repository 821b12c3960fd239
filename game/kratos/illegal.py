"""Why an action is refused: the Kratos rule that forbids it (called only for actions that are not
among the seat's options, and for standing actions that do not pass their checks)."""

from __future__ import annotations

from game.core import Action, RuleRef

from .catalogue import Catalogue
from .model import State
from .plays import why_not, why_not_eligible
from .tasks import Cargo, ChoosePlay, Move, PieceMenu, Produce, Shoot, Steel

BAD = "kratos.illegal."


def explain(g: Catalogue, s: State, seat: int, a: Action) -> RuleRef | None:
    from .diplomacy import standing_refusal

    if a.kind in ("send", "accept", "reject", "counter", "reveal", "stop_game"):
        return standing_refusal(g, s, seat, a)
    top = s.agenda[-1] if s.agenda else None
    if top is None or getattr(top, "seat", None) != seat:
        return None
    if isinstance(top, ChoosePlay) and a.kind == "piece":
        pid = a.args[0] if a.args else -1
        if not isinstance(pid, int):
            return RuleRef("K-20", BAD + "not_eligible")
        return why_not_eligible(g, s, seat, pid)  # played, or neither its own nor on its island
    if isinstance(top, PieceMenu):
        if a.kind == "declare":
            decl = a.args[0] if a.args else ""
            return why_not(g, s, seat, s.pieces[top.piece], str(decl))
        if a.kind == "sell":
            return RuleRef("KD-11", BAD + "buyer")
    if isinstance(top, Move):
        return RuleRef("K-27", BAD + "destination")  # section 4: no legal path ends there
    if isinstance(top, Shoot):
        return RuleRef("KD-4", BAD + "target")  # out of range or not a target (KD-5)
    if isinstance(top, Produce):
        return RuleRef("K-51", BAD + "production")
    if isinstance(top, Steel):
        return RuleRef("K-57", BAD + "steel")
    if isinstance(top, Cargo):
        return RuleRef("K-33", BAD + "cargo")  # lots of exactly 100, capacity, KD-15
    return None
