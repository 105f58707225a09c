"""`solve sudoku GRID` and `generate sudoku`: the command-line face of game.logic.sudoku. No pygame here."""
from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from typing import Any

from game.logic import sudoku
from game.logic.common import PuzzleError
from game.logic.pasted import read_puzzle
from game.logic.sudoku import Grade, variants

NAME = "sudoku"

NO_SOLUTION = "no solution"
SEVERAL = "multiple solutions"


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default=None, type=str.lower, choices=variants.NAMES,
                        help="x, jigsaw, killer or 6x6 (the puzzle in that variant's one-line form)")


def solve(tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    """GRID: 81 characters, 1-9 with 0 or . for blanks (split across several tokens is fine); with --variant,
    that variant's one-line form."""
    variant = getattr(args, "variant", None)
    if variant:
        return _solve_variant(variant, tokens)
    if not tokens:
        raise PuzzleError("no grid given: expected 81 characters, 0 or . for blanks")
    grid = sudoku.parse_grid("".join(tokens))
    rating = sudoku.rate(grid)
    solution = None if rating.solution is None else sudoku.format_grid(rating.solution)
    return _answer(sudoku.format_grid(grid), solution, rating.solutions, rating.grade)


def _answer(puzzle: str, solution: str | None, solutions: int, grade: sudoku.Grade | None) -> dict[str, Any]:
    """The JSON fields of one answer, the same for the classic game and every variant."""
    return {
        "puzzle": puzzle,
        "solution": solution,
        "solutions": solutions,
        "grade": grade.label if grade is not None else (NO_SOLUTION if solutions == 0 else SEVERAL),
        "grade_index": None if grade is None else int(grade),
    }


def level_from(tokens: list[str], args: argparse.Namespace) -> sudoku.SudokuLevel:
    """Any form a pasted sudoku takes (81 characters, a grid of lines, a Solo game id); only a sudoku with
    exactly one solution has a code."""
    if not tokens:
        raise PuzzleError("no grid given: expected 81 characters, 0 or . for blanks")
    found = read_puzzle("\n".join(tokens), "sudoku")
    if found.game != "sudoku":
        raise PuzzleError(f"that is a code for {found.game}, not for sudoku")
    if found.code is None:
        raise PuzzleError("the grid has more than one solution: only a proper sudoku has a code")
    level: sudoku.SudokuLevel = found.level
    return level


def solve_level(level: sudoku.SudokuLevel, args: argparse.Namespace) -> dict[str, Any]:
    """A level read from a code: a variant's answer comes in that variant's one-line form."""
    if level.variant != "classic":
        return _solve_variant(level.variant, [variants.format_puzzle(variants.Puzzle(level.geo, level.puzzle))])
    return solve([sudoku.format_grid(level.puzzle)], args)


def _solve_variant(variant: str, tokens: list[str]) -> dict[str, Any]:
    if not tokens:
        raise PuzzleError(f"no puzzle given: a {variant} puzzle is {variants.FORMS[variant]}")
    from game.logic.sudoku import geo_grader  # only variant answers need it (the classic batch starts sooner)

    puzzle = variants.parse_puzzle(variant, " ".join(tokens))
    rating = geo_grader.rate(puzzle.geo, puzzle.givens)
    solution = None if rating.solution is None else variants.format_givens(rating.solution)
    return _answer(variants.format_puzzle(puzzle), solution, rating.solutions, rating.grade)


def format_text(result: dict[str, Any]) -> str:
    if result["solutions"] == 0:
        return f"{result['puzzle']}: no solution"
    if result["solutions"] > 1:
        return f"{result['puzzle']}: more than one solution"
    s = result["solution"]
    n = 6 if len(s) == 36 else 9
    rows = "\n".join(" ".join(s[r * n + c] for c in range(n)) for r in range(n))
    return f"{result['puzzle']}: one solution, grade {result['grade']} ({result['grade_index']} of 0-5)\n{rows}"


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--symmetry", default="rotate180", choices=sudoku.SYMMETRIES,
                        help="cells dug together (default rotate180)")
    parser.add_argument("--campaign", action="store_true",
                        help="COUNT puzzles of every grade, easiest first, as the shipped campaign")
    parser.add_argument("--variant", default=None, type=str.lower, choices=variants.NAMES,
                        help="x, jigsaw, killer or 6x6")
    parser.add_argument("--lines", action="store_true",
                        help="one puzzle per line in the form `solve sudoku --variant` reads, not YAML levels")


def _grade(text: str | None) -> Grade:
    try:
        return Grade.parse(text or "medium")
    except ValueError as e:
        raise PuzzleError(str(e)) from None


def _level(level_id: str, generated: sudoku.Generated) -> dict[str, Any]:
    return {
        "id": level_id,
        "band": generated.grade.label,
        "puzzle": sudoku.format_grid(generated.puzzle),
        "grade": generated.grade.label,
    }


def generate(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Levels one at a time, as each is made (a campaign grade by grade: its levels are sorted within a grade).
    A bad --difficulty is a ValueError before the first level."""
    rng = random.Random(getattr(args, "seed", None))
    count = getattr(args, "count", None) or 1
    symmetry = getattr(args, "symmetry", None) or "rotate180"
    variant = getattr(args, "variant", None)
    if variant:
        grades = list(Grade) if getattr(args, "campaign", False) else [_grade(getattr(args, "difficulty", None))]
        return _variant_levels(variant, grades, rng, count)
    if getattr(args, "campaign", False):
        return _campaign(rng, count, symmetry)
    return _levels(_grade(getattr(args, "difficulty", None)), rng, count, symmetry)


def _campaign(rng: random.Random, count: int, symmetry: str) -> Iterator[dict[str, Any]]:
    for grade in Grade:
        made = [sudoku.generate(sudoku.GenParams(grade, symmetry), rng) for _ in range(count)]
        made.sort(key=lambda g: -sum(1 for d in g.puzzle if d))  # more givens first: a gentler climb
        for k, g in enumerate(made):
            yield _level(f"su-{grade.label}-{k + 1:02d}", g)


def _levels(grade: Grade, rng: random.Random, count: int, symmetry: str) -> Iterator[dict[str, Any]]:
    for k in range(count):
        yield _level(f"sudoku-{grade.label}-{k + 1:03d}", sudoku.generate(sudoku.GenParams(grade, symmetry), rng))


VARIANT_PREFIX = {"x": "sx", "jigsaw": "sj", "killer": "sk", "6x6": "s6"}


def _variant_levels(variant: str, grades: list[Grade], rng: random.Random, count: int) -> Iterator[dict[str, Any]]:
    from game.logic.sudoku import geo_generator

    offered = geo_generator.GRADES[variant]
    for grade in grades:
        if grade not in offered:
            if len(grades) == 1:
                names = ", ".join(g.label for g in offered)
                raise PuzzleError(f"{variant} puzzles are generated in the grades {names}, not {grade.label}")
            continue
        for k in range(count):
            made = geo_generator.generate(variant, grade, rng)
            yield {"id": f"{VARIANT_PREFIX[variant]}-{grade.label}-{k + 1:03d}", "band": grade.label,
                   "variant": variant, "puzzle": variants.format_puzzle(made), "grade": grade.label}
