"""The session's keeper on the store: one saving policy for every game (see `game/logic/session.py`).

A game in progress is saved under its game's one slot after every change, with the fields the game needs to
rebuild it (`header`: the level, the puzzle, the seats); a finished game's slot is cleared and its Outcome kept as
one row of the history of games played, with or without a level, beside what `labels` says of it (mode, grade,
code, opponent: read when the game ends, since one keeper may see several puzzles, e.g. a 24 run's hands).
A keeper that `keeps_records` False (a pasted sudoku with several solutions) writes no row: the game leaves
nothing in the history, the progress or the best times; the end panel still reads its Outcome."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.logic.outcome import Outcome
from game.played import Labels
from game.store import Store


class StoreKeeper:
    def __init__(self, store: Store, game: str, level_id: str | None,
                 header: Callable[[], Mapping[str, Any]] = dict, *, saves: bool = True,
                 labels: Callable[[], Labels] = Labels, keeps_records: bool = True) -> None:
        self.store = store
        self.game = game
        self.level_id = level_id
        self.header = header  # read at each save: fields beside the session's record (they may change, e.g. a run)
        self.saves = saves    # False: outcomes are counted but nothing is kept to resume (a demo, a preview)
        self.labels = labels
        self.keeps_records = keeps_records
        self.outcomes: list[Outcome] = []  # this keeper's outcomes, newest last (the end panel reads the last)

    def keep(self, record: dict[str, Any]) -> None:
        if self.saves:
            self.store.save_game(self.game, {**self.header(), **record})

    def drop(self) -> None:
        if self.saves:
            self.store.clear_game(self.game)

    def record(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)
        if self.keeps_records:
            self.store.record_outcome(self.game, self.level_id, outcome, self.labels())

    def record_score(self, board: str, name: str, value: float, outcome: Outcome) -> None:
        """A finished run's place on a high-score table: `value` is what the table ranks (read from the run's
        Outcome: its score, or a sprint's time), the Outcome's figures are kept beside it."""
        if not self.keeps_records:
            return
        self.store.add_score(self.game, board, name, value, {"solved": outcome.score, "seconds": outcome.time_s,
                                                             "hands": outcome.moves})
