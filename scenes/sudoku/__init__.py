"""Sudoku. `open_scene(ctx)` is what the menu pushes: lobby (start screen, campaign, endless, resume), play (one
grid), model (the round: puzzle, sequel, save record), endless (puzzles generated ahead in a thread)."""
from scenes.sudoku.code import open_code
from scenes.sudoku.lobby import open_scene

__all__ = ["open_code", "open_scene"]
