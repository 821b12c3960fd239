"""Words on the Pieces of Eight table: coin names (full and short), positions, tooltips.

Coin names and ability texts come from the YAML (LocalText); everything else from the "scene"
keys of data/i18n/pieces_of_eight.*.json.
"""

from __future__ import annotations

from ..core import i18n

K = "pieces_of_eight.scene."


def tr(key: str, **args) -> str:
    return i18n.tr(K + key, **args)


class Words:
    """Names and tooltips, bound to the game's content."""

    def __init__(self, content) -> None:
        self.content = content

    def name(self, type_id: str | None) -> str:
        if not type_id:
            return tr("hidden_coin")
        return i18n.localize(self.content.coin(type_id).name)

    def short(self, type_id: str) -> str:
        """The name printed on a coin (long names get a short form)."""
        key = K + "short." + type_id
        return i18n.tr(key) if i18n.has(key) else self.name(type_id)

    def ability(self, type_id: str) -> str:
        spec = self.content.coin(type_id)
        kind = tr("kind_" + spec.kind, limit=spec.limit)
        return f"{self.name(type_id)} — {kind}\n{i18n.localize(spec.text)}"

    @staticmethod
    def position(where, deck_len: int) -> str:
        """What a position means: open / active / hidden (P8-14)."""
        if where == "nest":
            return tr("pos_nest")
        if where == 0 or (deck_len == 1 and where == deck_len - 1):
            return tr("pos_fore")
        if where == deck_len - 1:
            return tr("pos_aft")
        return tr("pos_middle", k=where + 1)

    def coin_tip(
        self, type_id: str | None, where, deck_len: int, owner: str, mine: bool, gold: bool = False
    ) -> str:
        """The tooltip of a coin in a ship: what it is (if the viewer may know) and where."""
        place = self.position(where, deck_len)
        who = tr("your_ship") if mine else tr("ship_of", seat=owner)
        if type_id is None:
            head = tr("hidden_captain") if gold else tr("hidden_tip", seat=owner)
            return f"{head}\n{who}: {place}"
        return f"{self.ability(type_id)}\n{who}: {place}"
