"""The Cabin and Mutiny, the sailors' own areas: M21-66 to M21-71.

The Cabin gives its slot's prestige or doubloons, and a lone disc on K2 may take its doubloon
from another player holding one, or from the bank (M21-66 to M21-68, M21-141). Every mutineer
gets its slot's effect (M21-70, M21-71); the captaincy change itself is in rounds.py (M21-33).
"""

from __future__ import annotations

from game.core import Action, Decision, Events, push

from .catalogue import Catalogue
from .model import MState, int_arg
from .resources import gain_d, gain_pp, transfer_d
from .tasks import CabinEffect, K2Victim, MutinyEffect


# ---- Cabin (M21-66 to M21-68) --------------------------------------------------------------------
def cabin_effect(g: Catalogue, s: MState, t: CabinEffect, out: Events) -> None:
    seat, slot = t.seat, t.slot
    stats = g.slot_stats[slot]
    if stats.effect == "prestige":
        gain_pp(g, s, out, seat, stats.pp, slot)
    elif seat == s.lone_k2 and k2_victims(s, seat):
        push(s.agenda, K2Victim(seat))
    else:
        gain_d(g, s, out, seat, stats.d, slot)


def k2_victims(s: MState, seat: int) -> list[int]:
    """M21-68: the players K2 may take its doubloon from."""
    return [v for v in s.order if v != seat and s.d[v] >= 1]


def k2_options(g: Catalogue, s: MState, t: K2Victim) -> Decision:
    options = [Action("take_from", (v,)) for v in k2_victims(s, t.seat)]
    options.append(Action("take_from_bank"))
    return Decision(t.seat, "k2_victim", tuple(options))


def k2_victim(g: Catalogue, s: MState, t: K2Victim, seat: int, a: Action, out: Events) -> None:
    amount = g.slot_stats["K2"].d
    if a.kind == "take_from":
        transfer_d(g, s, out, int_arg(a), seat, amount, "K2")
    else:
        gain_d(g, s, out, seat, amount, "K2")


# ---- Mutiny (M21-70, M21-71) ---------------------------------------------------------------------
def mutiny_effect(g: Catalogue, s: MState, t: MutinyEffect, out: Events) -> None:
    """M21-71: every mutineer gets its slot's D and PP."""
    stats = g.slot_stats[t.slot]
    gain_d(g, s, out, t.seat, stats.d, t.slot)
    gain_pp(g, s, out, t.seat, stats.pp, t.slot)
