"""Words for the 21 Mutinies table: short labels printed on the board and the full texts shown
when the pointer rests on a slot, a jewel, a token, a card, a pile or a square. Every string comes
from data/i18n/mutinies.*.json ("scene" keys) or from the content's names and card texts."""

from __future__ import annotations

from collections import Counter

from game.mutinies.catalogue import slot_named
from game.mutinies.model import MView, SeatView

from ..core import i18n

K = "mutinies.scene."


def tr(key: str, **args) -> str:
    return i18n.tr(K + key, **args)


def name(value) -> str:
    return i18n.localize(value)


def holdings(p: SeatView) -> dict[str, int]:
    """What a seat holds, as the placeholders of its texts (panels, tooltips)."""
    return {
        "pp": p.pp,
        "d": p.d,
        "rum": p.rum,
        "jewels": p.jewel_count,
        "treasures": p.treasure_count,
        "cards": p.card_count,
    }


def area_short(area: str) -> str:
    return tr(f"area.{area}")


def price(d: int, r: int) -> str:
    """A jewel's price as printed under it: "2 D 1 R", or "free"."""
    parts = []
    if d:
        parts.append(tr("price_d", d=d))
    if r:
        parts.append(tr("price_r", r=r))
    return " ".join(parts) if parts else tr("free")


class Texts:
    """The tooltips, built from the content (slot stats, jewels, tokens, cards)."""

    def __init__(self, rules) -> None:
        self.rules = rules
        self.content = rules.content

    # ---- pieces ----------------------------------------------------------------------------
    def jewel(self, jewel_id: str) -> str:
        j = self.content.jewel_by_id[jewel_id]
        text = tr("tip.jewel", colour=name(j.name), price=price(j.d, j.r), rum=j.r)
        if j.colour == "wild":
            text += "\n" + tr("tip.wild")
        return text

    def token(self, token_id: str) -> str:
        t = self.content.treasure_by_id[token_id]
        return f"{name(t.name)} {t.amount}\n" + tr(f"tip.token_{t.kind}", n=t.amount)

    def card(self, card_id: str, in_hand: bool = False) -> str:
        c = self.content.card_by_id[card_id]
        lines = [f"{name(c.name)} ({tr('category.' + c.category)})", name(c.text)]
        if in_hand and c.category == "obligatory":
            lines.append(tr("tip.refused"))
        elif c.category == "voluntary" and c.when:
            lines.append(tr("tip.when", windows=", ".join(tr("window." + w) for w in c.when)))
        return "\n".join(lines)

    def card_foot(self, card_id: str, deciding: bool) -> str:
        """One line under a card read in the hold: when it acts."""
        c = self.content.card_by_id[card_id]
        if c.category == "obligatory":
            return tr("foot.deciding" if deciding else "foot.refused")
        if c.category == "voluntary":
            return tr("foot.voluntary", windows=", ".join(tr("window." + w) for w in c.when))
        return tr("foot.end_of_game")

    # ---- the board --------------------------------------------------------------------------
    def area(self, area: str, view: MView | None) -> str:
        lines = [name(self.content.area_by_id[area].name), tr(f"area_tip.{area}")]
        if view is not None:
            if view.pirate == area and not view.pirate_lifted:
                lines.append(tr("tip.pirate_here"))
            if view.blockade == area:
                lines.append(tr("tip.blockade_here"))
            if view.action == area:
                lines.append(tr("tip.captain_choice"))
        return "\n".join(lines)

    def slot(self, slot_id: str, view: MView | None) -> str:
        slot = self.content.slot_by_id[slot_id]
        st = slot.stats
        area = self.content.area_by_id[slot.area]
        lines = [slot_named(name(area.name), name(st.name))]  # (the rulebook's full area name)
        n = view.n if view is not None else 4
        if (
            slot.area in ("nc", "ship", "tavern")
            and view is not None
            and slot.index > view.ordered_slots
        ):
            lines.append(tr("tip.unusable", n=n))
            return "\n".join(lines)
        lines += self._slot_effect(slot, st, view)
        return "\n".join(lines)

    def _slot_effect(self, slot, st, view: MView | None) -> list[str]:
        area = slot.area
        out: list[str] = []
        if area == "cr":
            jewel = (
                view.display[slot.index - 1] if view and slot.index <= len(view.display) else None
            )
            out.append(self.jewel(jewel) if jewel else tr("tip.cr_empty"))
            out.append(tr("tip.cr"))
            if (
                view is not None
                and view.n >= self.content.board.areas.commercial_routes.nc_bonus_players
                and slot.index == view.display_size
            ):
                out.append(tr("tip.cr_bonus"))
        elif area == "nc":
            out.append(tr("tip.nc", d=st.cost_d))
        elif area == "ship":
            out.append(tr("tip.ship", above=st.above))
            if st.both_dice_d:
                out.append(tr("tip.ship_both", above=st.above, d=st.both_dice_d))
        elif area == "tavern":
            out.append(tr("tip.tavern_captain") if slot.index == 1 else tr("tip.tavern_sailor"))
            if st.d:
                out.append(tr("tip.bonus_d", d=st.d))
        elif area == "bm":
            combo = self.content.combo_by_id[st.combo]
            d, pp = combo.payout[0]
            out.append(tr("tip.bm", combo=name(combo.name), d=d, pp=pp))
        elif area == "city":
            out.append(
                tr(f"tip.city_{st.effect}", d=st.cost_d, pp=st.pp, rum=st.rum, min=st.min_jewels)
            )
            five = self.content.board.areas.city
            if view is not None and view.n >= five.fifth_disc_players:
                out.append(tr("tip.city_fifth", pp=five.fifth_disc_pp))
        elif area == "cabin":
            out.append(tr(f"tip.cabin_{slot.index}", d=st.cost_d, pp=st.pp))
            out.append(tr("tip.cabin"))
        elif area == "mutiny":
            key = "tip.mutiny_zero" if not st.cost_d else "tip.mutiny"
            out.append(tr(key, d=st.cost_d or st.d, pp=abs(st.pp)))
            out.append(tr("tip.mutiny_rule"))
        if area in ("nc", "ship") and st.rum:
            out.append(tr("tip.bonus_rum", rum=st.rum))
        if area in ("nc", "ship", "tavern") and slot.index == 1:
            out.append(tr("tip.captain_slot"))
        return out

    # ---- piles and tracks ---------------------------------------------------------------------
    def jewel_pile(self, view: MView) -> str:
        return tr("tip.jewel_pile", count=view.jewel_pile_size, times=view.exhaustions)

    def nc_stack(self, view: MView) -> str:
        return tr("tip.nc_stack", count=view.nc_stack_size, size=view.nc_size)

    def discards(self, view: MView) -> str:
        if not view.discards:
            return tr("tip.discards_empty")
        by_colour = Counter(self.content.jewel_by_id[j].colour for j in view.discards)
        names = {c.id: name(c.name) for c in self.content.colours}
        names["wild"] = name(self.content.wild_name)
        parts = [f"{names[c]} {by_colour[c]}" for c in list(names) if by_colour[c]]
        return tr("tip.discards", count=len(view.discards), list=", ".join(parts))

    def treasure_pile(self, view: MView) -> str:
        return tr("tip.treasure_pile", count=view.treasure_pile_size)

    def deck(self, view: MView) -> str:
        if view.simplified:
            return tr("tip.counter", count=view.counter)
        return tr("tip.deck", count=view.deck_size)

    def bonus_square(self, square: int, kind: str, amount: int) -> str:
        return tr("tip.square", square=square, reward=tr(f"reward.{kind}", n=amount))

    def tavern(self, view: MView) -> str:
        return tr("tip.tavern_cubes", count=view.tavern)

    def seat(self, view: MView, seat: int, seat_name: str) -> str:
        return tr("tip.seat", name=seat_name, **holdings(view.players[seat]))
