"""Level fields for levels/sudoku.yaml: `puzzle` (81 characters) and `grade`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.logic.common import LevelFieldError, PuzzleError

from .board import Grid, parse_grid
from .grader import rate
from .grades import Grade


@dataclass(frozen=True)
class SudokuLevel:
    puzzle: Grid
    grade: Grade


def parse_level(fields: Mapping[str, Any]) -> SudokuLevel:
    variant = fields.get("variant", "classic")
    if variant != "classic":
        raise LevelFieldError("variant", f"{str(variant)[:20]!r}: the game plays classic sudoku levels only; "
                              "variant puzzles are solved and made by `solve sudoku --variant` and "
                              "`generate sudoku --variant`")
    unknown = sorted(set(fields) - {"puzzle", "grade", "variant"})
    if unknown:
        raise LevelFieldError(unknown[0], "unknown field for a sudoku level (expected puzzle, grade)")
    for key in ("puzzle", "grade"):
        if key not in fields:
            raise LevelFieldError(key, "missing")
    if not isinstance(fields["puzzle"], str):
        raise LevelFieldError("puzzle", "must be a string of 81 characters (quote it in YAML)")
    try:
        puzzle = parse_grid(fields["puzzle"])
    except PuzzleError as e:
        raise LevelFieldError("puzzle", str(e)) from None
    try:
        grade = Grade.parse(fields["grade"])
    except ValueError as e:
        raise LevelFieldError("grade", str(e)) from None
    return SudokuLevel(puzzle, grade)


def check_level(spec: SudokuLevel) -> list[LevelFieldError]:
    """Exactly one solution, and the grade the level states."""
    r = rate(spec.puzzle)
    if r.solutions != 1:
        what = "no solution" if r.solutions == 0 else "more than one solution"
        return [LevelFieldError("puzzle", f"has {what}")]
    if r.grade != spec.grade:
        assert r.grade is not None
        return [LevelFieldError("grade", f"stated {spec.grade.label}, but the puzzle grades {r.grade.label}")]
    return []
