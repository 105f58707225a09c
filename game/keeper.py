"""The session's keeper on the store: one saving policy for every game (see `game/logic/session.py`).

A game in progress is saved under its game's one slot after every change, with the fields the game needs to
rebuild it (`header`: the level, the puzzle, the seats); a finished game's slot is cleared and its Outcome kept as
one row of the history of games played, with or without a level, beside what `labels` says of it (mode, grade,
code, opponent: read when the game ends, since one keeper may see several puzzles, e.g. a 24 run's hands)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.logic.outcome import Outcome
from game.played import Labels
from game.store import Store


class StoreKeeper:
    def __init__(self, store: Store, game: str, level_id: str | None,
                 header: Callable[[], Mapping[str, Any]] = dict, *, saves: bool = True,
                 labels: Callable[[], Labels] = Labels) -> None:
        self.store = store
        self.game = game
        self.level_id = level_id
        self.header = header  # read at each save: fields beside the session's record (they may change, e.g. a run)
        self.saves = saves    # False: outcomes are counted but nothing is kept to resume (a demo, a preview)
        self.labels = labels
        self.outcomes: list[Outcome] = []  # this keeper's outcomes, newest last (the end panel reads the last)

    def keep(self, record: dict[str, Any]) -> None:
        if self.saves:
            self.store.save_game(self.game, {**self.header(), **record})

    def drop(self) -> None:
        if self.saves:
            self.store.clear_game(self.game)

    def record(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)
        self.store.record_outcome(self.game, self.level_id, outcome, self.labels())
