"""Κρατος (Kratos): nine seats, a sea of islands, war pieces, producers, famine, shooting, capital
capture and trade between players (digest: ../shared/rules/kratos.md).

GAME is what the registry imports. The title information is built from data/kratos/game.yaml.

For a table scene (everything comes from `rules.view(state, seat)`, a `model.View`):
- the board: `view.board` (columns, rows, island top-left cells); `catalogue.Geometry` gives
  nodes, rings, distances (`rules.g.geometry(view.board)`); a sea cell is node `y * W + x`, island
  k is node `W * H + k - 1`;
- `view.islands` (owner, infrastructure, flag, depots, mine stock, pieces standing there),
  `view.pieces` (id -> Piece: kind, owner, loc or carrier, heeled, submerged, cargo, goods,
  mines), `view.sea_mines`, `view.played`, `view.steel`;
- the turn: `active`, `round`, `turn_order`, `die`, `base`, `famine`; the agenda (`view.agenda`)
  says which piece is being played and what part of its play waits;
- the seat's own gold (`gold`, `reserved`, `escrow`), `offers`, `permissions`, `revealed`;
- `view.tally`: islands and playable pieces per seat when play began and after every round.
- Decisions: `choose_play` (piece:<id>, produce_all, end_turn), `piece_menu` (declare:<DECL>,
  pass, sell:<seat>, back), `cargo`, `move` (move:<node>:<mode>), `shoot` (target:piece:<id>,
  target:depot:<island>:<material>, hold_fire), `produce` (produce:<units>), `steel` (build,
  repair, steel_done), `placement`, `consent`, `diplomacy`, `answer`, `honour`, `farewell`,
  `farewell_amount`, `host_stop`.
- Standing actions of human seats (KD-47): `send:<seat>:<items>:next|turn`, `accept:<offer>`,
  `reject:<offer>`, `counter:<offer>:<items>`, `reveal:<seat>`, `stop_game` (the host); the
  items' text form is in offers.py.
- `preview.py` works out from a view what a table lights: the pieces a seat may pick, a piece's
  declarations (with the rule that keeps each impossible one out), its moves and targets, the
  path of a move, each seat's supplies (bread, gasoline, upkeep, turns of bread).
- `position.py` builds any position from a compact description (tests, tutorials, screenshots).
"""

from __future__ import annotations

from game.core.data import data_dir, shared_content
from game.core.game import GameDef
from game.core.search import searching

from .ai import HeuristicPolicy, PassivePolicy
from .ai_search import SPEC
from .content import load_content
from .info import GAME_ID, make_info
from .levels import BoldPolicy, CautiousPolicy
from .rules import KratosRules

INFO = make_info(shared_content(load_content, data_dir(GAME_ID)))
GAME = GameDef(
    INFO,
    load_content,
    KratosRules,
    {
        "heuristic": HeuristicPolicy,
        "cautious": CautiousPolicy,
        "bold": BoldPolicy,
        "passive": PassivePolicy,
    },
    searching={"hard": searching(SPEC)},
    aside=("passive",),  # a seat that never attacks: after "hard" in the setup's list
)

__all__ = ["GAME", "INFO", "HeuristicPolicy", "KratosRules", "PassivePolicy", "load_content"]
