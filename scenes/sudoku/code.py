"""A sudoku opened from a code, a pasted grid or the daily puzzle: a round of its own (no campaign level), titled
by where it came from. One with several solutions is played against one of them, and keeps no records."""
from __future__ import annotations

from game.logic.pasted import Pasted
from game.logic.sudoku import solve
from scenes.base import Context, Scene
from scenes.sudoku.model import Round
from scenes.sudoku.play import SudokuScene


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    solution = solve(puzzle.level.puzzle)
    if solution is None:  # read_puzzle refuses these; never crash on one
        raise ValueError("this sudoku has no solution")
    round = Round(puzzle.level.puzzle, solution, puzzle.level.grade, None, title)
    scene = SudokuScene(ctx, round)
    if not puzzle.proper:
        scene.message = puzzle.verdict
    return scene
