"""Shape puzzles behind the shared contract (game/logic/contract.py): a thin adapter over play, hints, solver,
levels, generate and rating."""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.logic.common import LevelFieldError
from game.logic.words import Msg
from game.logic.contract import GameLogic, Hint, MovesFrom, Rating

from . import code, hints, levels, play
from .generate import ShapeParams, generate_level
from .play import Move, State
from .rating import BANDS, band_of, bits_of_search


class ShapesRules(MovesFrom[State, Move]):
    bands = BANDS

    def __init__(self) -> None:
        super().__init__(play)

    def hint(self, state: State) -> Hint[Move] | None:
        return hints.hint(state)

    def solve(self, state: State) -> list[Move] | None:
        return hints.solve_line(state)

    def generate(self, params: ShapeParams, rng: random.Random) -> levels.LevelSpec:
        return generate_level(params, rng)

    def rate(self, level: levels.LevelSpec) -> Rating:
        found = hints.answers_of(level.puzzle)
        value = bits_of_search(level.puzzle, len(found.layouts))
        return Rating(band_of(value), value, "bits of search")

    def parse_level(self, fields: Mapping[str, Any]) -> levels.LevelSpec:
        return levels.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> None:
        raise LevelFieldError("", Msg("shape levels take no settings"))

    def check_level(self, level: levels.LevelSpec) -> list[LevelFieldError]:
        return levels.check_level(level)

    def start(self, level: levels.LevelSpec) -> State:
        return play.start_state(level.puzzle)

    def encode_level(self, level: levels.LevelSpec) -> str:
        """The level as a compact description (code.py); the stated answer count is left out."""
        return code.encode(level)

    def decode_level(self, text: str) -> levels.LevelSpec:
        return code.decode(text)


RULES: GameLogic[State, Move, levels.LevelSpec, ShapeParams] = ShapesRules()
