"""Puzzle codes: the longest sudoku code over every shipped level and generated ones (a proper sudoku's code is at
most 40 characters: game/logic/sudoku/code.py proves the bound), and the time to write and read a code.

    MATCHBOX_CODE_SAMPLES=1000 python -m bench codes     how many generated sudokus to measure (default 300)
"""
from __future__ import annotations

import os
import random
from collections.abc import Callable

from bench.timing import seconds_per_call
from game.levels import Catalog
from game.logic.codes import code_of, decode
from game.logic.sudoku.generator import GenParams, generate
from game.logic.sudoku.grades import Grade
from game.logic.sudoku.levels import SudokuLevel

Report = Callable[..., None]  # report(label, value, unit, baseline=None, target=None)
GRADES = (Grade.EASY, Grade.MEDIUM, Grade.HARD, Grade.EXPERT)


def variant_of(level: SudokuLevel) -> str:
    return level.geo.variant


def run(report: Report) -> None:
    catalog = Catalog.load()
    for game in ("matchstick", "sudoku", "stones", "twentyfour", "shapes"):
        levels = catalog.levels(game)
        if game == "sudoku":   # the 40-character bound is the classic 9x9's; each variant is reported on its own
            for variant in sorted({variant_of(level.spec) for level in levels}):
                codes = [code_of(game, level.spec) for level in levels if variant_of(level.spec) == variant]
                report(f"sudoku ({variant}): longest code of {len(codes)} shipped levels", max(map(len, codes)),
                       "chars", target="<= 40" if variant == "classic" else None)
            continue
        codes = [code_of(game, level.spec) for level in levels]
        report(f"{game}: longest code of {len(codes)} shipped levels", max(map(len, codes)), "chars")
    samples = int(os.environ.get("MATCHBOX_CODE_SAMPLES", "300"))
    longest = 0
    for i in range(samples):
        made = generate(GenParams(GRADES[i % 4], "rotate180" if i % 2 else "none"), random.Random(i))
        longest = max(longest, len(code_of("sudoku", SudokuLevel(made.puzzle, made.grade))))
    report(f"sudoku: longest code of {samples} generated (seeds 0..{samples - 1})", longest, "chars",
           target="<= 40")
    level = catalog.levels("sudoku")[-1].spec
    code = code_of("sudoku", level)
    report("sudoku: write a code (rates the grid once)", seconds_per_call(lambda: code_of("sudoku", level)) * 1e3,
           "ms")
    report("sudoku: read a code (decodes, rates, writes it again)", seconds_per_call(lambda: decode(code)) * 1e3,
           "ms")


if __name__ == "__main__":
    from bench.__main__ import report

    run(report)
