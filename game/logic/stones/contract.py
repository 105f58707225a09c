"""The stone duel behind the shared contract (game/logic/contract.py), and its solver: perfect play."""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.logic.common import LevelFieldError, Status
from game.logic.contract import GameLogic, Hint, Rating

from . import nim
from .nim import First, LevelSpec, Move, Opponent, Rule, State, Strength
from .rating import band_of, score


def solve(state: State) -> list[Move] | None:
    """Both sides playing perfectly from `state` to the end (the side that cannot win stalls), when that
    ends in the player's win; None when the player cannot force a win. At most one move per stone."""
    if nim.is_over(state):
        return [] if nim.status(state) is Status.SOLVED else None
    if nim.mover_wins(state.heaps, state.rule) != (state.to_move == nim.PLAYER):
        return None
    moves: list[Move] = []
    while not nim.is_over(state):
        move = nim.best_move(state.heaps, state.rule)
        assert move is not None  # stones remain
        moves.append(move)
        state = nim.apply(state, move)
    return moves


@dataclass(frozen=True)
class LevelParams:
    """A random winnable start: `count` heaps of 1..`cap` stones (see nim.generate_level)."""

    count: int = 4
    cap: int = 6
    rule: Rule = Rule.MISERE
    first: First = First.PLAYER
    ai: Strength = Strength.STRONG
    opponent: Opponent = Opponent.AI


class StonesRules:
    def parse_move(self, text: str) -> Move:
        return nim.parse_move(text)

    def format_move(self, move: Move) -> str:
        return nim.format_move(move)

    def apply(self, state: State, move: Move) -> State:
        return nim.apply(state, move)

    def legal_moves(self, state: State) -> Iterator[Move]:
        return nim.legal_moves(state)

    def status(self, state: State) -> Status:
        return nim.status(state)

    def hint(self, state: State) -> Hint[Move] | None:
        """For whoever is to move: the winning move, or from a lost position the move that stalls longest."""
        why = nim.explain(state.heaps, state.rule)
        return None if why.move is None else Hint(why.move, why.sentence)

    def solve(self, state: State) -> list[Move] | None:
        return solve(state)

    def generate(self, params: LevelParams, rng: random.Random) -> LevelSpec:
        return nim.generate_level(params.count, params.cap, rng, params.rule, params.first, params.ai,
                                  params.opponent)

    def rate(self, level: LevelSpec) -> Rating:
        points = score(level)
        return Rating(band_of(points), float(points), "score 0-100")

    def parse_level(self, fields: Mapping[str, Any]) -> LevelSpec:
        return nim.parse_level(fields)

    def check_level(self, level: LevelSpec) -> list[LevelFieldError]:
        return nim.check_level(level)

    def start(self, level: LevelSpec) -> State:
        return nim.start_state(level)


RULES: GameLogic[State, Move, LevelSpec, LevelParams] = StonesRules()
