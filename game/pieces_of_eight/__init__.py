"""Pieces of Eight: pirate ship combat with stacks of coins (digest: ../shared/rules/pieces_of_eight.md).

GAME is what the registry imports. The title information is built from the YAML settings, so the
package reads data/pieces_of_eight/ once when it is imported.

For the table scene (everything comes from `rules.view(state, seat)`, a `model.View`):
- `view.ships[q]`: `nest` (always visible), `deck` fore -> aft with None where this seat does not
  know the coin (Captains are always shown: their gold edge), `hold` (own hold only; every hold
  once the game is over) and `hold_count`, `spares` (own unused shipyard coins), `captain`,
  `lost_turns`, `team`, `clock_ms`, `wins`, `status`, `aft_public`.
- `view.stack`: the declared abilities (coin, where it was used from, targets by place, Cannon
  depth and helpers, what each answers, negated) and coins in limbo; `view.agenda`: what is
  being resolved (windows with their prompted seats, Monkey questions, arrangements, ship
  building with the viewer's own picks); `view.waiting`: (seat, decision kind) being asked.
- Turn bookkeeping for banners: `extra_turns`, each ship's `lost_turns`, `quiet_turns`; events
  `extra_turn`, `turn_skipped`, `extra_turn_forfeited`, `extra_turn_queued`, `turn_lost_owed`.
- Animations from events: `destroyed` (seat, pos; the coin only for those who knew it),
  `plundered`, `called` (the new order as old 1-based positions), `nest_moved`, `treachery`,
  `prevent`, `fired` (Cannon), `played_at`, `played_against`, `rearranged`, `ships_revealed`.
- Decisions are chains of small choices: building is `pick` x 13, then `nest`, then `place` from
  the fore (the last ones placed automatically); a play is `play:<pos>` then `target:<seat>:<where>`
  (`where` = "nest" or a 1-based deck index), `target_seat`, `hold:<coin>`, or the Cannon chain
  (`cannon_target`, `cannon_second`, `cannon_invite`, `cannon_commit`). Reaction prompts: `react`,
  `monkey`, `turn_reaction`; a masked prompt offers only "continue".
- Standing actions: `concede` (human seats), `timeout` (chess clock: submit it with the
  remaining milliseconds when a clock runs out). `rules.charge_time` charges think time;
  `rules.ai_clock_charge_ms(state)` is the fixed charge for AI seats; `rules.undo_allowed(state)`
  (and `view.undo_allowed`) is False in Bombardment games: build the Match with undo off.
- `position.position_match` builds any position from a compact description (tests, tutorials,
  screenshots of a game in progress).
"""

from __future__ import annotations

from game.core.data import data_dir, shared_content
from game.core.game import GameDef
from game.core.search import searching

from .ai import HeuristicPolicy
from .ai_search import SPEC
from .content import load_content
from .info import GAME_ID, make_info
from .rules import PiecesOfEightRules

INFO = make_info(shared_content(load_content, data_dir(GAME_ID)))
GAME = GameDef(
    INFO,
    load_content,
    PiecesOfEightRules,
    {"heuristic": HeuristicPolicy},
    searching={"hard": searching(SPEC)},
)

__all__ = ["GAME", "INFO", "HeuristicPolicy", "PiecesOfEightRules", "load_content"]
