"""What the setup screen says about a Kratos match as it is set up: the ending in force (KD-37,
KD-46: with "automatic" endings the limits apply as soon as one seat is not human), the board
(the standard board of 5.2, or a random one drawn from the match's seed, 5.3; a reduced table of
2 to 8 seats plays a smaller random sea, section 7) and who sits at the table."""

from __future__ import annotations

from game import registry
from game.core import MatchConfig
from game.kratos.rules import KratosRules
from game.kratos.setup import seat_kinds, settings

from ..core import i18n

S = "kratos.scene.setup."


class KratosSetup:
    def note(self, config: MatchConfig) -> str:
        rules = registry.rules_for("kratos")
        assert isinstance(rules, KratosRules)
        g = rules.g
        kinds = seat_kinds(config)
        st = settings(g, config, kinds)
        if st.limits:
            parts = [i18n.tr(S + "max_rounds", count=st.max_rounds)]
            if st.stall_rounds:
                parts.append(i18n.tr(S + "stall", count=st.stall_rounds))
            if st.dead_table_stop:
                parts.append(i18n.tr(S + "dead_table"))
            parts.append(
                i18n.tr(S + ("ranking_wins" if st.ranking_decides_winner else "no_winner"))
            )
            ending = i18n.tr(S + "ending_limits", limits="; ".join(parts))
        else:
            ending = i18n.tr(S + "ending_original")
        n = config.n_seats
        original = g.content.game.seats.original
        if n != original:
            w, h = g.reduced[n]
            board = i18n.tr(
                S + "board_reduced", seats=n, columns=w, rows=h, islands=2 * n, seed=config.seed
            )
        elif config.variants.get("board", "default") == "random":
            spec = g.default_spec
            board = i18n.tr(
                S + "board_random", columns=spec.columns, rows=spec.rows, seed=config.seed
            )
        else:
            board = i18n.tr(S + "board_default")
        seats = i18n.tr(
            S + "seats",
            humans=kinds.count("human"),
            ais=kinds.count("ai"),
            passive=kinds.count("passive"),
        )
        return " ".join((ending, board, seats))


SETUP = KratosSetup()
