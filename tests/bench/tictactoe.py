"""The yardstick when OpenSpiel is not importable: tic-tac-toe in pure Python, written the way
OpenSpiel's python_tic_tac_toe is (open_spiel/python/games/tic_tac_toe.py: a board list, legal
actions listed from it, a line check after every move), so a random playout of it costs about
what one of OpenSpiel's costs. bench_search.py says which yardstick it used."""

from __future__ import annotations

import random

LINES = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)


class TicTacToeState:
    def __init__(self) -> None:
        self.board = ["."] * 9
        self.player = 0
        self.winner = -1
        self.moves = 0

    def is_terminal(self) -> bool:
        return self.winner >= 0 or self.moves == 9

    def legal_actions(self) -> list[int]:
        return [] if self.is_terminal() else [i for i, c in enumerate(self.board) if c == "."]

    def apply_action(self, action: int) -> None:
        mark = "xo"[self.player]
        self.board[action] = mark
        self.moves += 1
        if any(all(self.board[i] == mark for i in line) for line in LINES):
            self.winner = self.player
        self.player = 1 - self.player


def random_playouts(games: int, seed: int = 0) -> int:
    """Play `games` random games; return the number of moves made."""
    rng = random.Random(seed)
    steps = 0
    for _ in range(games):
        state = TicTacToeState()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps
