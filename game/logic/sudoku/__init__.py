"""Sudoku: solver, generator, grader, hints, game state and level checks (pure logic).

The public API lives here; the submodules each do one job:
board (geometry and the grid codec), solver, bitboard (the generator's singles and witness search on one
big integer), fullgrid, techniques, grader, generator, explain (sentences), hints, state (moves), levels."""
from .board import Grid, candidates, cell_name, format_grid, is_complete_solution, parse_cell, parse_grid
from .fullgrid import random_full_grid, transform
from .generator import SYMMETRIES, GenParams, Generated, generate, symmetry_groups
from .grader import Rating, logic_grade, rate, run_logic
from .grades import Grade, Technique
from .hints import Hint, HintKind, next_deduction
from .levels import SudokuLevel, check_level, parse_level
from .solver import count_solutions, solutions, solve
from .state import Move, State, apply, conflicts, format_move, legal_moves, mistakes, parse_move, status
from .techniques import Board, Deduction

__all__ = [
    "Board", "Deduction", "GenParams", "Generated", "Grade", "Grid", "Hint", "HintKind", "Move", "Rating",
    "SYMMETRIES", "State", "SudokuLevel", "Technique", "apply", "candidates", "cell_name", "check_level", "conflicts",
    "count_solutions", "format_grid", "format_move", "generate", "is_complete_solution", "legal_moves", "logic_grade",
    "mistakes", "next_deduction", "parse_cell", "parse_grid", "parse_level", "parse_move", "random_full_grid",
    "rate", "run_logic", "solutions", "solve", "status", "symmetry_groups", "transform",
]
