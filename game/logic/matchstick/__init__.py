"""Matchstick equations: a stick-level model, rule presets, an exact solver, hints, a generator
and a difficulty rating. Pure: no pygame, no I/O, randomness injected.

Public API (what the scene, the CLI adapter and the level loader call):

    Model
      SLOTS[kind], GEOMETRY[kind][slot]      slot names per cell kind ('digit' a..g, 'op' h l v x y,
                                             'sign' h) and where each stick is drawn in a 1x2 box
      parse_puzzle(text, rules) -> Puzzle    PuzzleError says what is wrong and where
      puzzle_from_layout(layout, rules)      the same for a row built stick by stick
      Puzzle.text / .layout (.kinds, .masks) / .rules / .frozen_cells
      cells(puzzle, masks=None) -> list[CellInfo]   index, kind, slot names, sticks, frozen
      render(layout) -> str                  ASCII ('*', '/'); '?' where sticks form no glyph
      is_true_equation(layout, rules)
    Rules
      Rules, PRESETS (strict/classic/relaxed/knoblich), rules_from(preset, allow, forbid, operators, form,
      numerals), with_numerals(rules, 'digits'|'roman')
    Roman numerals (a second glyph set: cells of kind ROMAN, read from stroke geometry; see roman.py)
      parse_puzzle reads a text with no Arabic digit and some of I V X L as Roman;
      roman_value('XIV') -> 14 (None if not a numeral), to_roman(14), is_roman_text(text)
    Play (Tatham-style contract; moves as text "M 3.b 5.e", "A 2.g", "R 0.f")
      Task(puzzle, moves, mode); new_state(task) -> State (masks, hand, used; immutable)
      Move (its text is str(move); Move.parse(text)), parse_move / format_move (InvalidMoveError),
      apply(state, move) -> State (IllegalMoveError if not allowed here),
      legal_moves(state), status(state) -> Status, is_solved(state), distance(a, b)
    Solving
      solve(puzzle, moves=k, mode='move'|'add'|'remove', rules=None, budget=None, limit=None) -> SolveResult
          .solutions: Solution(text, moves, .layouts listed on first use), .texts, .complete/.stopped (budget), .capped (limit)
      Budget(seconds, clock, max_work): cooperative limit; .cancel() from any thread stops the search at once
      Part(whole, max_work, seconds, clock): a share of a budget (its own limit, and the whole's)
      nearest_moves(puzzle, moves, mode, budget=None, limit=None) -> (count, answers) | None
      nearest_with_answers(puzzle, moves, mode, budget=None) -> count | None   (without counting the answers)
      nearest_counted(puzzle, moves, mode, budget=None, counting=None, limit=None) -> Nearest(moves, answers) | None
          (counted by the search that met the first answer, until `counting` runs out)
      guide(state) -> Guidance(solutions still reachable, target, next move)
    The table (what a scene shows and lets the player do)
      TRAY, Loc; drop_places(state), movable(state), targets(state, source), move_for(state, source, target)
      judge(state) -> Verdict | None once every move is used; shown(text) with real times and divide signs
      first_places(task), carry(places, move) -> MatchPlaces: which match went where; why_unmovable(state, loc)
    Generating and rating
      generate(params: GenParams, rng: random.Random) -> Generated
      rate(puzzle, moves, mode) -> GradeReport(score 0..100, band, solve_rate, factors)
    Levels
      parse_level(fields) -> LevelSpec; check_level(spec) -> list[LevelFieldError];
      parse_settings(fields) -> Settings (custom_examples)
"""

from ..common import IllegalMoveError, InvalidMoveError, LevelFieldError, MoveError, PuzzleError, Status
from . import glyphs, layout, play, solver
from .glyphs import DIGIT, GEOMETRY, OP, SIGN, SLOTS, read, transitions
from .roman import ROMAN, is_roman_text, roman_value, to_roman
from .layout import Layout, is_equation, is_true_equation, parse_equation, render
from .play import (MAX_MOVES, MODES, CellInfo, Move, Puzzle, Slot, State, Task, apply, cells, distance, format_move,
                   is_solved, legal_moves, new_state, parse_move, parse_puzzle, puzzle_from_layout, status)
from .rules import FLAGS, FORMS, NUMERALS, PRESETS, Rules, RulesError, rules_from, with_numerals
from .budget import Budget, BudgetExceeded, Part
from .solver import (Nearest, Solution, SolveResult, clear_cache, nearest_counted, nearest_moves, nearest_with_answers,
                     neighbours, solve)
from .hints import Guidance, guide
from .rating import BAND_NAMES, BANDS, GradeReport, rate
from .generate import GenParams, Generated, generate, random_equation
from .levelspec import LevelSpec, Settings, check_level, parse_level, parse_rules, parse_settings
from .places import TRAY, Loc, TrayPlace, drop_places, in_tray, move_for, movable, on_table, targets
from .verdict import Verdict, judge, shown
from .matchids import MatchPlaces, carry, first_places, why_unmovable

__all__ = [
    # errors and status
    "IllegalMoveError", "InvalidMoveError", "LevelFieldError", "MoveError", "PuzzleError", "Status",
    # submodules tests and tools reach into
    "glyphs", "layout", "play", "solver",
    # the model
    "DIGIT", "GEOMETRY", "OP", "SIGN", "SLOTS", "read", "transitions",
    "ROMAN", "is_roman_text", "roman_value", "to_roman",
    "Layout", "is_equation", "is_true_equation", "parse_equation", "render",
    # play
    "MAX_MOVES", "MODES", "CellInfo", "Move", "Puzzle", "Slot", "State", "Task", "apply", "cells", "distance",
    "format_move", "is_solved", "legal_moves", "new_state", "parse_move", "parse_puzzle", "puzzle_from_layout",
    "status",
    # rule presets
    "FLAGS", "FORMS", "NUMERALS", "PRESETS", "Rules", "RulesError", "rules_from", "with_numerals",
    # solving, hints, rating, generating, levels
    "Budget", "BudgetExceeded", "Part",
    "Nearest", "Solution", "SolveResult", "clear_cache", "nearest_counted", "nearest_moves", "nearest_with_answers",
    "neighbours", "solve",
    "Guidance", "guide",
    "BAND_NAMES", "BANDS", "GradeReport", "rate",
    "GenParams", "Generated", "generate", "random_equation",
    "LevelSpec", "Settings", "check_level", "parse_level", "parse_rules", "parse_settings",
    # the table
    "TRAY", "Loc", "TrayPlace", "drop_places", "in_tray", "move_for", "movable", "on_table", "targets",
    "Verdict", "judge", "shown", "MatchPlaces", "carry", "first_places", "why_unmovable",
]
