"""A sudoku opened from a code, a pasted grid or the daily puzzle: a round of its own (no campaign level), titled
by where it came from and filed in the history under "daily" or "code". One with several solutions is played
against one of them, and keeps no records."""
from __future__ import annotations

from game.i18n import Msg
from game.logic.pasted import Pasted
from game.logic.sudoku import solve
from game.logic.sudoku.geometry import CLASSIC
from game.statistics import DAILY
from scenes.base import Context, Scene
from scenes.share import CODE_MODE
from scenes.sudoku.model import Round
from scenes.sudoku.play import SudokuScene


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    """A variant's code or pasted line opens on its own board (its geometry travels with the level)."""
    level = puzzle.level
    if level.geo is CLASSIC:
        solution = solve(level.puzzle)
    else:
        from game.logic.sudoku import geo_solver

        solution = geo_solver.solve(level.geo, level.puzzle)
    if solution is None:  # read_puzzle refuses these; never crash on one
        raise ValueError(Msg("this sudoku has no solution"))
    round = Round(level.puzzle, solution, level.grade, None, title,
                  mode=DAILY if puzzle.daily is not None else CODE_MODE, daily=puzzle.daily,
                  keeps_records=puzzle.proper, geo=level.geo)
    scene = SudokuScene(ctx, round)
    if not puzzle.proper:
        scene.table.message = puzzle.verdict
    return scene
