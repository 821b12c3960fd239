"""21 Mutinies: Arrr! Edition (Perepau Llistosella, Asylum Games 2013) — rules, data and AI.

Spec: ../shared/rules/mutinies.md (rule IDs M21-n). See rules.py for the module map.

For the table scene, everything comes from `MView` (model.py) plus the static content
(`rules.content`: slot names and stats, jewel icons, card texts, the prestige track):

- the board: `discs` (slot id, seat; -1 is the 2-player henchman) on the eight areas, whose
  slots are `content.board.areas.*.slots`; usable ordered slots are 1..`ordered_slots`, the
  Commercial Routes have `display_size` slots holding `display` (jewel ids, None = empty);
  `action` is the captain's choice this round, `resolving` the disc being resolved;
- tokens and markers: `pirate` (action under the pirate token), `blockade`, `order` (the
  turn-order track, captain first), each `players[i].pp` and `.claimed` (bonus squares),
  `tavern` (rum cubes left), `dice` / `dice_seat` / `dice_need` (the last roll and the
  threshold it had to beat; 0 for the Tavern die);
- piles: `jewel_pile_size`, `nc_stack_size` (of `nc_size`), `discards` (face up),
  `treasure_pile_size`, `deck_size` (Last Mutiny included) or `counter` in the Simplified game,
  `final_round`, `end_triggered`, `exhaustions`;
- seat panels: doubloons, rum, counts of jewels, tokens and cards; the viewer's own faces in
  `jewels`, `treasures`, `cards`, `pending_jewel` (an NC jewel to keep or decline),
  `pending_treasures` (Treasure Map), `buried`, `boxed`; `flags` shows round cards in play;
- final scoring: `score_rows[seat]` = (PP, D) before scoring and after each of the six steps,
  `score_cards[seat]` = (card id, PP) at step 5; every holding is shown once scoring starts;
- what is being decided: `stack`, the agenda's tasks (tasks.py), bottom first; the one on top
  names the combination being sold (`SellPick.combo`), the card being scored (`AtEnd.card`) ...

Decisions the UI must offer (Decision.kind): place_captain / place_sailor (action `place`,
slot id), henchman, window_w1 / _w2 / _w3a / _w3b (use_token, play_card, done),
roll_reaction, nc_keep (keep / decline), sell_type, sell_pick (one jewel at a time), sell_rum,
steal (steal_display slot / steal_stack), k2_victim, card_decide (apply_card / keep_card),
target, amount_exchange / amount_rum_for_gold / amount_return_rum, keep_treasure,
old_friends, give_jewel, return_treasure, score_tokens, at_end. Events drive the animations:
dice_rolled, gain_rum (one per Tavern cube), gain_d / pay_d / transfer_d, gain_pp / lose_pp,
jewel_taken / jewel_drawn / display_filled, placed, new_captain, scored ...
"""

from game.core import GameDef
from game.core.search import searching

from .ai import HeuristicPolicy
from .ai_search import SPEC
from .content import load_content
from .info import INFO
from .rules import MutiniesRules

# "hard": the paired root search of ai_search.py. Against the heuristic (two seats, each seed
# with hard first and second, 60 rollouts a decision, about 0.45 s here) it finished first in
# 73 of 100 games (seeds 1000-1049), where the heuristic in the same seats finishes first in 50;
# the tree search it replaces, in 37 of 90 (stops 30 and 31).
GAME = GameDef(
    INFO,
    load_content,
    MutiniesRules,
    {"heuristic": HeuristicPolicy},
    searching={"hard": searching(SPEC)},
)

__all__ = ["GAME", "INFO", "HeuristicPolicy", "MutiniesRules", "load_content"]
