"""Sudoku behind the shared contract (game/logic/contract.py): a thin adapter over state, hints, solver,
grader, generator and levels."""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.logic.common import LevelFieldError, Status
from game.logic.contract import GameLogic, Hint, MovesFrom, Rating

from . import grader, levels, state as play
from .generator import GenParams, generate
from .grades import Grade
from .hints import HintKind, next_deduction
from .levels import SudokuLevel
from .solver import solve
from .state import Move, State


class SudokuRules(MovesFrom[State, Move]):
    bands = tuple(grade.label for grade in Grade)

    def __init__(self) -> None:
        super().__init__(play)

    def hint(self, state: State) -> Hint[Move] | None:
        """The next deduction's placement, or clearing the first wrong digit when there is a mistake (the player's
        pencil marks, where a cell has any, narrow its candidates: the screen walks through the same deduction)."""
        found = next_deduction(state, use_marks=True)
        if found.kind is HintKind.DEDUCTION and found.placements:
            cell, digit = found.placements[0]
            return Hint(Move("D", cell, digit), found.text)
        if found.kind is HintKind.MISTAKE and found.cells and state.entries[found.cells[0]]:
            return Hint(Move("C", found.cells[0]), found.text)
        return None

    def solve(self, state: State) -> list[Move] | None:
        """Write the solution's digit in every cell that does not hold it yet."""
        solution = solve(state.givens)
        if solution is None:
            return None
        grid = state.grid
        return [Move("D", cell, digit) for cell, digit in enumerate(solution) if grid[cell] != digit]

    def generate(self, params: GenParams, rng: random.Random) -> SudokuLevel:
        made = generate(params, rng)
        return SudokuLevel(made.puzzle, made.grade)

    def rate(self, level: SudokuLevel) -> Rating:
        r = grader.rate(level.puzzle)
        if r.grade is None:
            return Rating("unsolvable" if r.solutions == 0 else "ambiguous", None, "grade 0-5")
        return Rating(r.grade.label, float(r.grade.value), "grade 0-5")

    def parse_level(self, fields: Mapping[str, Any]) -> SudokuLevel:
        return levels.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> None:
        raise LevelFieldError("", "sudoku levels take no settings")

    def check_level(self, level: SudokuLevel) -> list[LevelFieldError]:
        return levels.check_level(level)

    def start(self, level: SudokuLevel) -> State:
        return State.new(level.puzzle)


RULES: GameLogic[State, Move, SudokuLevel, GenParams] = SudokuRules()
