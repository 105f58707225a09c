"""24 behind the shared contract (game/logic/contract.py): a thin adapter over the merge game (state),
the solver, the rating, the dealer and the level fields."""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.logic.common import LevelFieldError
from game.logic.contract import GameLogic, Hint, MovesFrom, Rating, follow_hints
from game.logic.words import Msg
from game.logic.twentyfour import code, levels, rating, state as play
from game.logic.twentyfour.deal import deal
from game.logic.twentyfour.levels import LevelSpec, Settings
from game.logic.twentyfour.numbers import fmt
from game.logic.twentyfour.rating import HumanTable
from game.logic.twentyfour.solver import solvable
from game.logic.twentyfour.state import Merge, Move, State


@dataclass(frozen=True)
class DealParams:
    """What `generate` deals from: the human difficulty table (loaded outside the logic), a band (None: any)
    and the share of "no solution" hands."""

    table: HumanTable
    band: str | None = None
    unsolvable_share: float = 0.0


def hint_sentence(move: Merge, state: State) -> Msg:
    return Msg("Merge {merge}: the cards left can still make {target}.", merge=play.describe(move, state),
               target=fmt(state.target))


class TwentyFourRules(MovesFrom[State, Move]):
    bands = rating.BAND_NAMES  # a hand with no solution rates UNSOLVABLE and states no band

    def __init__(self, table: HumanTable | None = None) -> None:
        super().__init__(play)
        self.table = table  # human solve times for `rate`; without it, the fitted estimate

    def hint(self, state: State) -> Hint[Move] | None:
        move = play.hint(state)
        return None if move is None else Hint(move, hint_sentence(move, state))

    def solve(self, state: State) -> list[Move] | None:
        # Each hint is the first merge of a solution that keeps the merges made, so the hints are a solution.
        return follow_hints(self, state, len(state.cards) - 1)

    def generate(self, params: DealParams, rng: random.Random) -> LevelSpec:
        hand = deal(rng, params.table, params.band, params.unsolvable_share)
        return LevelSpec(hand, 24, None, solvable(hand, 24))

    def rate(self, level: LevelSpec) -> Rating:
        r = rating.rate(level.cards, level.target, self.table)
        return Rating(r.band, r.difficulty, "seconds")

    def parse_level(self, fields: Mapping[str, Any]) -> LevelSpec:
        return levels.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> Settings:
        return levels.parse_settings(fields)

    def check_level(self, level: LevelSpec) -> list[LevelFieldError]:
        return levels.check_level(level)

    def start(self, level: LevelSpec) -> State:
        return play.new_state(level.cards, level.target)


    def encode_level(self, level: LevelSpec) -> str:
        return code.encode(level)

    def decode_level(self, text: str) -> LevelSpec:
        return code.decode(text)


RULES: GameLogic[State, Move, LevelSpec, DealParams] = TwentyFourRules()
