"""The matchstick game behind the shared contract (game/logic/contract.py): a thin adapter over play, hints,
rating, generate and levelspec."""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..common import LevelFieldError, Status
from ..contract import GameLogic, Hint, MovesFrom, Rating, follow_hints
from ..words import Msg
from . import code, hints, levelspec, play, rating
from .generate import GenParams, generate
from .levelspec import LevelSpec
from .play import Move, State


def hint_sentence(move: Move, target: str) -> Msg:
    """What the hint says: which match goes where, and the answer it heads for."""
    if move.kind == "M" and move.src is not None and move.dst is not None:
        return Msg("Move the match in cell {cell} slot {slot} to cell {to_cell} slot {to_slot}: that heads for "
                   "{target}.", cell=move.src[0], slot=move.src[1], to_cell=move.dst[0], to_slot=move.dst[1],
                   target=target)
    if move.kind == "A" and move.dst is not None:
        return Msg("Put a match from the tray in cell {cell} slot {slot}: that heads for {target}.",
                   cell=move.dst[0], slot=move.dst[1], target=target)
    assert move.src is not None
    return Msg("Take away the match in cell {cell} slot {slot}: that heads for {target}.", cell=move.src[0],
               slot=move.src[1], target=target)


class MatchstickLogic(MovesFrom[State, Move]):
    bands = rating.BAND_NAMES

    def __init__(self) -> None:
        super().__init__(play)

    def hint(self, state: State) -> Hint[Move] | None:
        found = hints.guide(state)
        if found.move is None or found.target is None:
            return None
        return Hint(found.move, hint_sentence(found.move, found.target))

    def solve(self, state: State) -> list[Move] | None:
        # Each hint move brings the nearest reachable answer one stick closer, so the hints are a solution.
        return follow_hints(self, state, state.moves_left)

    def generate(self, params: GenParams, rng: random.Random) -> LevelSpec:
        made = generate(params, rng)
        return LevelSpec(play.parse_puzzle(made.puzzle, made.rules), made.moves, made.mode, made.rules,
                         made.solutions)

    def rate(self, level: LevelSpec) -> Rating:
        r = rating.rate(level.puzzle, level.moves, level.mode)
        return Rating(r.band, float(r.score), "score 0-100")

    def parse_level(self, fields: Mapping[str, Any]) -> LevelSpec:
        return levelspec.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> levelspec.Settings:
        return levelspec.parse_settings(fields)

    def check_level(self, level: LevelSpec) -> list[LevelFieldError]:
        return levelspec.check_level(level)

    def start(self, level: LevelSpec) -> State:
        return play.new_state(level.task)


    def encode_level(self, level: LevelSpec) -> str:
        return code.encode(level)

    def decode_level(self, text: str) -> LevelSpec:
        return code.decode(text)


RULES: GameLogic[State, Move, LevelSpec, GenParams] = MatchstickLogic()
