"""Sudoku: solver, generator, grader, hints, game state and level checks (pure logic).

The public API lives here; the submodules each do one job:
board (geometry and the grid codec), solver, bitboard (the generator's singles and witness search on one
big integer), fullgrid, techniques, grader, bitgrade and bitfinders (`rate`'s technique run on those big
integers), generator, explain (sentences), hints, highlights (what the board shows beside the digits), state
(moves), levels, contract (the shared GameLogic adapter, RULES)."""
from .board import (PEERS, UNITS, Grid, candidates, cell_label, cell_name, cells_label, format_grid,
                    is_complete_solution, parse_cell, parse_grid)
from .contract import RULES, SudokuRules
from .explain import describe
from .fullgrid import random_full_grid, transform
from .generator import SYMMETRIES, GenParams, Generated, generate, symmetry_groups
from .grader import GradeReport, logic_grade, rate, run_logic
from .grades import Grade, Technique
from .highlights import clash_partners, completed_houses, step_houses, step_marks
from .hints import Explanation, HintKind, next_deduction
from .levels import SudokuLevel, check_level, parse_level
from .solver import count_solutions, solutions, solve
from .state import (Move, State, apply, conflicts, format_move, legal_moves, mistakes, parse_move, refusal,
                    status)
from .techniques import Board, Deduction

__all__ = [
    "Board", "Deduction", "Explanation", "GenParams", "GradeReport", "Generated", "Grade", "Grid", "HintKind",
    "Move", "PEERS", "RULES", "SYMMETRIES", "State", "SudokuLevel", "SudokuRules", "Technique", "UNITS", "apply",
    "candidates", "cell_label", "cell_name", "cells_label", "check_level", "clash_partners", "completed_houses",
    "conflicts", "count_solutions", "describe", "format_grid", "format_move", "generate", "is_complete_solution",
    "legal_moves", "logic_grade", "mistakes", "next_deduction", "parse_cell", "parse_grid", "parse_level",
    "parse_move", "random_full_grid", "rate", "refusal", "run_logic", "solutions", "solve", "status",
    "step_houses", "step_marks", "symmetry_groups", "transform",
]
