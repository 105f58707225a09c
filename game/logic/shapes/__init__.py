"""Matchstick shapes: remove, move or add K matches to leave exactly N squares (or triangles) of any size, with
no loose match. Pure: no pygame, no I/O.

lattice: points, places, every shape; picture: the text format; puzzle: the task and what answers it; solver:
every answer, exactly; play: moves ("R 5", "A 7", "M 3 12"), apply, status; hints: the nearest answer and the
moves to it; levels: level fields and the deep check; generate and rating: new levels and their bands;
contract: the shared back-end contract (RULES).
"""
from game.logic.shapes.contract import RULES, ShapesRules
from game.logic.shapes.generate import ShapeParams, board, generate_level, square_lattice, triangle_lattice
from game.logic.shapes.hints import answers_of, hint, solve_line
from game.logic.shapes.lattice import Kind, Lattice, Place, Shape, bits, loose_matches, present_shapes
from game.logic.shapes.levels import LevelSpec, check_level, level_fields, parse_level
from game.logic.shapes.picture import format_picture, parse_picture
from game.logic.shapes.play import Move, State, apply, format_move, legal_moves, parse_move, start_state, status
from game.logic.shapes.puzzle import Action, Puzzle, check_puzzle, is_answer, meets_goal, most_shapes
from game.logic.shapes.rating import BANDS, band_of, bits_of_search
from game.logic.shapes.solver import Answers, Search, SearchStopped, first_answer, solve_all

__all__ = [
    "Action", "Answers", "BANDS", "Kind", "Lattice", "LevelSpec", "Move", "Place", "Puzzle", "RULES", "Search",
    "SearchStopped", "Shape", "ShapeParams", "ShapesRules", "State", "answers_of", "apply", "band_of", "bits",
    "bits_of_search", "board", "check_level", "check_puzzle", "first_answer", "format_move", "format_picture",
    "generate_level", "hint", "is_answer", "legal_moves", "level_fields", "loose_matches", "meets_goal",
    "most_shapes", "parse_level", "parse_move", "parse_picture", "present_shapes", "solve_all", "solve_line",
    "square_lattice", "start_state", "status", "triangle_lattice",
]
