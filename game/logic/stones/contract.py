"""The stone duel behind the shared contract (game/logic/contract.py): a thin adapter over state, perfect
(perfect play), explain, levels and rating."""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.logic.common import LevelFieldError
from game.logic.words import Msg
from game.logic.contract import GameLogic, Hint, MovesFrom, Rating

from . import code, levels, perfect, state as play
from .ai import Strength
from .explain import explain
from .levels import First, LevelSpec, Opponent
from .rating import LEVEL_BANDS, band_of, score
from .state import Move, Rule, State


@dataclass(frozen=True)
class LevelParams:
    """A random winnable start: `count` heaps of 1..`cap` stones (see levels.generate_level)."""

    count: int = 4
    cap: int = 6
    rule: Rule = Rule.MISERE
    first: First = First.PLAYER
    ai: Strength = Strength.STRONG
    opponent: Opponent = Opponent.AI


class StonesRules(MovesFrom[State, Move]):
    bands = LEVEL_BANDS

    def __init__(self) -> None:
        super().__init__(play)

    def hint(self, state: State) -> Hint[Move] | None:
        """For whoever is to move: the winning move, or from a lost position the move that stalls longest."""
        why = explain(state.heaps, state.rule)
        return None if why.move is None else Hint(why.move, why.sentence)

    def solve(self, state: State) -> list[Move] | None:
        return perfect.solve(state)

    def generate(self, params: LevelParams, rng: random.Random) -> LevelSpec:
        return levels.generate_level(params.count, params.cap, rng, params.rule, params.first, params.ai,
                                     params.opponent)

    def rate(self, level: LevelSpec) -> Rating:
        points = score(level)
        return Rating(band_of(points), float(points), "score 0-100")

    def parse_level(self, fields: Mapping[str, Any]) -> LevelSpec:
        return levels.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> None:
        raise LevelFieldError("", Msg("stones levels take no settings"))

    def check_level(self, level: LevelSpec) -> list[LevelFieldError]:
        return levels.check_level(level)

    def start(self, level: LevelSpec) -> State:
        return levels.start_state(level)


    def encode_level(self, level: LevelSpec) -> str:
        return code.encode(level)

    def decode_level(self, text: str) -> LevelSpec:
        return code.decode(text)


RULES: GameLogic[State, Move, LevelSpec, LevelParams] = StonesRules()
