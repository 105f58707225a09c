"""Sudoku behind the shared contract (game/logic/contract.py): a thin adapter over state, hints, solver,
grader, generator and levels."""
from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from game.logic.common import LevelFieldError, Status
from game.logic.words import Msg
from game.logic.contract import GameLogic, Hint, MovesFrom, Rating

from . import code, grader, levels, state as play
from .board import Grid
from .geometry import CLASSIC, Geometry
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
        if state.geo is not CLASSIC:
            return _variant_hint(state)
        found = next_deduction(state, use_marks=True)
        if found.kind is HintKind.DEDUCTION and found.placements:
            cell, digit = found.placements[0]
            return Hint(Move("D", cell, digit), found.text)
        if found.kind is HintKind.MISTAKE and found.cells and state.entries[found.cells[0]]:
            return Hint(Move("C", found.cells[0]), found.text)
        return None

    def solve(self, state: State) -> list[Move] | None:
        """Write the solution's digit in every cell that does not hold it yet."""
        if state.geo is CLASSIC:
            solution = solve(state.givens)
        else:
            from . import geo_solver  # variants only: the classic game starts without the general modules

            solution = geo_solver.solve(state.geo, state.givens)
        if solution is None:
            return None
        grid = state.grid
        size = state.geo.size
        return [Move.at("D", cell, digit, size) for cell, digit in enumerate(solution) if grid[cell] != digit]

    def generate(self, params: GenParams, rng: random.Random) -> SudokuLevel:
        made = generate(params, rng)
        return SudokuLevel(made.puzzle, made.grade)

    def rate(self, level: SudokuLevel) -> Rating:
        if level.geo is CLASSIC:
            r = grader.rate(level.puzzle)
            grade, solutions = r.grade, r.solutions
        else:
            from . import geo_grader

            v = geo_grader.rate(level.geo, level.puzzle)
            grade, solutions = v.grade, v.solutions
        if grade is None:
            return Rating("unsolvable" if solutions == 0 else "ambiguous", None, "grade 0-5")
        return Rating(grade.label, float(grade.value), "grade 0-5")

    def parse_level(self, fields: Mapping[str, Any]) -> SudokuLevel:
        return levels.parse_level(fields)

    def parse_settings(self, fields: Mapping[str, Any]) -> None:
        raise LevelFieldError("", Msg("sudoku levels take no settings"))

    def check_level(self, level: SudokuLevel) -> list[LevelFieldError]:
        return levels.check_level(level)

    def start(self, level: SudokuLevel) -> State:
        return State.new(level.puzzle, level.geo)


    def encode_level(self, level: SudokuLevel) -> str:
        return code.encode(level)

    def decode_level(self, text: str) -> SudokuLevel:
        return code.decode(text)


@lru_cache(maxsize=4)
def _variant_solution(geo: Geometry, givens: Grid) -> Grid | None:
    """The one solution of a variant puzzle (None without exactly one), rated once per puzzle: a game asks for a
    hint many times on the same givens."""
    from . import geo_grader

    return geo_grader.rate(geo, givens).solution


def _variant_hint(state: State) -> Hint[Move] | None:
    """A variant's hint (`geo_hints.py`): clear a wrong digit, else place the next digit the reasoning reaches."""
    from . import geo_hints

    solution = _variant_solution(state.geo, state.givens)
    if solution is None:
        return None
    found = geo_hints.next_hint(state.geo, state.givens, state.entries, solution)
    if found is None:
        return None
    size = state.geo.size
    if found.wrong is not None:
        return Hint(Move.at("C", found.wrong, 0, size), found.text)
    if found.placement is None:
        return None
    cell, digit = found.placement
    return Hint(Move.at("D", cell, digit, size), found.text)


RULES: GameLogic[State, Move, SudokuLevel, GenParams] = SudokuRules()
