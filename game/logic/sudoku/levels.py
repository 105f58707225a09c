"""Level fields for levels/sudoku.yaml: `puzzle` (81 characters) and `grade`; a 9x9 variant adds `variant: x`,
`jigsaw`, `killer` or `6x6`, its puzzle then in that variant's one-line form (`variants.py`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from game.logic.common import LevelFieldError, PuzzleError
from game.logic.words import Msg, reason

from .board import Grid, parse_grid
from .geometry import CLASSIC, Geometry
from .grader import rate
from .grades import Grade

PLAYABLE_VARIANTS = ("x", "jigsaw", "killer", "6x6")


@dataclass(frozen=True)
class SudokuLevel:
    puzzle: Grid
    grade: Grade
    geo: Geometry = field(default=CLASSIC, repr=False)

    @property
    def variant(self) -> str:
        return self.geo.variant


def parse_level(fields: Mapping[str, Any]) -> SudokuLevel:
    unknown = sorted(set(fields) - {"puzzle", "grade", "variant"})
    if unknown:
        raise LevelFieldError(unknown[0], Msg("unknown field for a sudoku level (expected {known})",
                                               known="puzzle, grade, variant"))
    for key in ("puzzle", "grade"):
        if key not in fields:
            raise LevelFieldError(key, Msg("missing"))
    variant = fields.get("variant", "classic")
    if variant != "classic" and variant not in PLAYABLE_VARIANTS:
        raise LevelFieldError("variant", Msg("{value}: levels are {known}", value=repr(str(variant)[:20]),
                                             known=", ".join(("classic",) + PLAYABLE_VARIANTS)))
    if not isinstance(fields["puzzle"], str):
        raise LevelFieldError("puzzle", Msg("must be a string (quote it in YAML)"))
    try:
        if variant == "classic":
            puzzle, geo = parse_grid(fields["puzzle"]), CLASSIC
        else:
            from .variants import parse_puzzle

            parsed = parse_puzzle(variant, fields["puzzle"])
            puzzle, geo = parsed.givens, parsed.geo
    except PuzzleError as e:
        raise LevelFieldError("puzzle", reason(e)) from None
    try:
        grade = Grade.parse(fields["grade"])
    except ValueError as e:
        raise LevelFieldError("grade", reason(e)) from None
    return SudokuLevel(puzzle, grade, geo)


def check_level(spec: SudokuLevel) -> list[LevelFieldError]:
    """Exactly one solution, and the grade the level states."""
    if spec.geo is CLASSIC:
        r_solutions, r_grade = _classic(spec)
    else:
        from .geo_grader import rate as rate_variant

        report = rate_variant(spec.geo, spec.puzzle)
        r_solutions, r_grade = report.solutions, report.grade
    if r_solutions != 1:
        return [LevelFieldError("puzzle", Msg("has no solution") if r_solutions == 0
                                else Msg("has more than one solution"))]
    if r_grade != spec.grade:
        assert r_grade is not None
        return [LevelFieldError("grade", Msg("stated {stated}, but the puzzle grades {found}", stated=spec.grade.label,
                                             found=r_grade.label))]
    return []


def _classic(spec: SudokuLevel) -> tuple[int, Grade | None]:
    r = rate(spec.puzzle)
    return r.solutions, r.grade
