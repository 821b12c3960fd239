"""Final scoring in six steps and the winner (M21-103, M21-104, M21-140, M21-158, M21-161).

Each step runs for every player in turn order (the track as the final round left it) before the
next step. `score_rows[seat]` records (PP, D) at the start and after each step, and
`score_cards[seat]` what each card did at step 5, so the game-over screen can walk through it.
Prestige gained here never claims a bonus square (M21-16): `gain_pp` knows the phase.
"""

from __future__ import annotations

from game.core import Action, Event, Result

from .model import MState

STEPS = ("tokens", "jewels", "cards_held", "doubloons", "cards", "rum")


class ScoringMixin:
    def _auto_scoring(self, s: MState, events) -> None:
        s.phase = "scoring"
        events.append(Event("scoring_began", {"round": s.round}))
        s.score_rows = [[(s.pp[p], s.d[p])] for p in range(s.n)]
        s.score_cards = [[] for _ in range(s.n)]
        self.push(s, *[("score_step", k) for k in range(1, len(STEPS) + 1)], ("game_over",))

    def _auto_score_step(self, s: MState, events, step: int) -> None:
        sc = self.scoring_def
        frames = []
        if step == 1:  # treasure tokens, in the holder's order
            frames = [("score_tokens", p) for p in s.order]
        elif step == 2:  # +1 D per unsold jewel
            for p in s.order:
                self.gain_d(s, events, p, sc.jewel_d * len(s.jewels[p]), "score_jewels")
        elif step == 3:  # +1 D per card in hand
            for p in s.order:
                self.gain_d(s, events, p, sc.card_d * len(s.cards[p]), "score_cards")
        elif step == 4:  # +1 PP per 2 D, kept for the tie-break
            for p in s.order:
                self.gain_pp(s, events, p, s.d[p] // sc.d_per_pp, "score_doubloons")
        elif step == 5:
            s.snapshot = [self._snapshot(s, p) for p in range(s.n)]
            frames = [("score_cards", p) for p in s.order]
        else:  # -1 PP per rum cube
            for p in s.order:
                self.gain_pp(s, events, p, sc.rum_pp * s.rum[p], "score_rum")
        self.push(s, *frames, ("score_record", step))

    def _auto_score_record(self, s: MState, events, step: int) -> None:
        for p in s.order:
            pp0, d0 = s.score_rows[p][-1]
            s.score_rows[p].append((s.pp[p], s.d[p]))
            events.append(
                Event(
                    "scored",
                    {
                        "seat": p,
                        "step": step,
                        "pp": s.pp[p] - pp0,
                        "d": s.d[p] - d0,
                        "total": s.pp[p],
                    },
                )
            )

    # ---- step 1: tokens ---------------------------------------------------------------------------
    def _live_score_tokens(self, s: MState, seat: int) -> bool:
        """The order only matters when an exchange token meets other tokens."""
        tokens = s.treasures[seat]
        return len(tokens) > 1 and any(self.treasure[t].kind == "exchange" for t in tokens)

    def _skip_score_tokens(self, s: MState, events, seat: int) -> None:
        if s.treasures[seat]:
            self._score_token(s, events, seat, s.treasures[seat][0])

    def _opts_score_tokens(self, s: MState, seat: int) -> list[Action]:
        return [self.token_actions[t] for t in s.treasures[seat]]

    def _act_score_tokens(self, s: MState, events, action: Action, seat: int) -> None:
        self._score_token(s, events, seat, action.args[0])

    def _score_token(self, s: MState, events, seat: int, token: str) -> None:
        s.stack.append(("score_tokens", seat))  # then the next token
        self.use_token(s, events, seat, token, scoring=True)

    # ---- step 5: cards ------------------------------------------------------------------------------
    def _snapshot(self, s: MState, p: int) -> tuple[int, ...]:
        """M21-103 step 5: (PP, D, rum, jewels, wilds, colours missing, cards) after step 4."""
        counts = self.colour_counts(s.jewels[p])
        missing = sum(1 for c in counts[:-1] if c == 0)
        return (s.pp[p], s.d[p], s.rum[p], len(s.jewels[p]), counts[-1], missing, len(s.cards[p]))

    def _auto_score_cards(self, s: MState, events, seat: int) -> None:
        frames = []
        for card_id in s.cards[seat]:
            card = self.card[card_id]
            events.append(Event("card_revealed", {"seat": seat, "card": card_id}, reveal=True))
            if card.category == "end_of_game":
                self._score_card(s, events, seat, card_id, self.end_card_pp(s, seat, card))
            elif card.category == "obligatory":  # refused: M21-156
                self._score_card(s, events, seat, card_id, self.scoring_def.refused_pp)
            elif card.at_end == "gain_pp":
                frames.append(("at_end", seat, card_id))
            elif card.at_end == "return_rum" and self.amount_limit(s, seat, "return_rum", card_id):
                frames.append(("amount", seat, "return_rum", card_id))
            else:
                s.score_cards[seat].append((card_id, 0))
        self.push(s, *frames)

    def _score_card(self, s: MState, events, seat: int, card_id: str, pp: int) -> None:
        s.score_cards[seat].append((card_id, pp))
        self.gain_pp(s, events, seat, pp, card_id)

    def end_card_pp(self, s: MState, seat: int, card) -> int:
        """The End-of-game cards (M21-132), read on the step-5 snapshot."""
        pp, d, rum, jewels, wilds, missing, cards = s.snapshot[seat]
        op = card.op
        if op == "pp_per_rum":
            return min(card.cap, rum)
        if op == "pp_per_4d":
            return d // card.amount
        if op == "pp_per_unsold_jewel":
            return min(card.cap, jewels)
        if op == "four_colours":
            return card.pp if missing <= wilds else 0
        if op == "pp_per_card_held":
            return min(card.cap, cards)
        if op == "lowest_pp_bonus":
            return card.pp if pp == min(row[0] for row in s.snapshot) else 0
        if op == "final_round_captain":
            return card.pp if seat == s.final_captain else 0
        if op == "pp_per_2_treasures":
            return s.obtained[seat] // card.amount
        if op == "no_rum_bonus":
            return card.pp if rum == 0 else 0
        if op == "pp_per_unsold_wild":
            return card.pp * wilds
        if op == "pp_per_mutiny_captaincy":
            return min(card.cap, s.captaincies[seat])
        return card.pp  # flat_pp

    def _opts_at_end(self, s: MState, seat: int, card_id: str) -> list[Action]:
        return [Action("apply_at_end"), Action("skip_at_end")]

    def _act_at_end(self, s: MState, events, action: Action, seat: int, card_id: str) -> None:
        card = self.card[card_id]
        self._score_card(
            s, events, seat, card_id, card.at_end_amount if action.kind == "apply_at_end" else 0
        )

    # ---- the end ------------------------------------------------------------------------------------
    def _auto_game_over(self, s: MState, events) -> None:
        s.phase = "over"
        result = self.ranking(s)
        events.append(
            Event(
                "game_over",
                {"winner_seats": list(result.winners), "winner_seat": result.winners[0]},
            )
        )

    def ranking(self, s: MState) -> Result:
        """M21-104: most PP, then most D; a remaining tie is shared."""
        keys = {p: (s.pp[p], s.d[p]) for p in range(s.n)}
        places: list[tuple[int, ...]] = []
        for key in sorted(set(keys.values()), reverse=True):
            places.append(tuple(p for p in range(s.n) if keys[p] == key))
        return Result(
            tuple(places),
            tuple(float(x) for x in s.pp),
            tuple(self.breakdown(s, p) for p in range(s.n)),
            "mutinies.end.prestige" if s.phase == "over" else "mutinies.end.standings",
        )

    def breakdown(self, s: MState, p: int) -> dict:
        out = {"mutinies.score.total": s.pp[p], "mutinies.score.tiebreak": s.d[p]}
        rows = s.score_rows[p] if s.score_rows else []
        if len(rows) == len(STEPS) + 1:
            out["mutinies.score.start"] = rows[0][0]
            for k, name in enumerate(STEPS, 1):
                (pp0, d0), (pp1, d1) = rows[k - 1], rows[k]
                out[f"mutinies.score.{name}"] = (
                    pp1 - pp0 if name not in ("jewels", "cards_held") else d1 - d0
                )
        return out

    def result(self, s: MState):
        return self.ranking(s) if s.phase == "over" else None

    def standings(self, s: MState) -> Result:
        return self.ranking(s)
