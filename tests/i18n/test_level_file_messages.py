"""A level file's problems read in the player's language: every finding of the loader and of each game's validator
and deep check is a catalog sentence, so in Chinese no English is left but the names it quotes (the file's own
keys and values, the codes a field takes); in English each says word for word what it said before."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n
from game.levels import Problem, check_level_file
from tests.i18n.english_left import english_left, has_chinese

MATCHSTICK = """\
game: matchstick
settings:
  custom_examples: [1+1=3, "x"]
levels:
  - {id: a1, puzzle: "6+4=4", moves: 9}
  - {id: a2, puzzle: "6+4=4", mode: fly}
  - {id: a3, puzzle: "6+4=4", rules: {preset: nope}}
  - {id: a4, puzzle: "6+4=4", rules: {allow: [zzz]}}
  - {id: a5, puzzle: "6+4=4", rules: {operators: "+q="}}
  - {id: a6, puzzle: "6+4=4", rules: {form: "A*B"}}
  - {id: a7, puzzle: "6+4=4", rules: {bogus: 1}}
  - {id: a8, puzzle: "6+4=4", foo: 1}
  - {id: a9}
  - {id: b1, puzzle: [1]}
  - {id: b2, puzzle: "6+4=4", solutions: 3}
  - {id: b3, puzzle: "6+4=4", solutions: ["1+1=3"]}
  - {id: b4, puzzle: "1+1=2"}
  - {id: b6, puzzle: "6+4=4", rules: {allow: unary-minus, forbid: unary-minus}}
  - {id: b7, puzzle: "6+4=4", rules: {operators: "+-"}}
  - {id: b8, puzzle: "6+4=4", rules: 5}
"""

STONES = """\
game: stones
settings: {a: 1}
levels:
  - {id: a1, heaps: [1, 2], cap: 3, rule: weird}
  - {id: a2, heaps: [], cap: 3}
  - {id: a3, heaps: [1,2,3,4,5,6,7,8,9], cap: 9}
  - {id: a4, heaps: [1, -2], cap: 3}
  - {id: a5, heaps: [1, x], cap: 3}
  - {id: a6, heaps: [0, 0], cap: 3}
  - {id: a7, heaps: [5], cap: 3}
  - {id: a8, heaps: [1], cap: 99}
  - {id: a9, heaps: [1], cap: 3, first: ai, opponent: human}
  - {id: b1, heaps: [1], foo: 2, cap: 3}
  - {id: b2, cap: 3}
  - {id: b5, heaps: [1], cap: 1}
"""

SUDOKU = """\
game: sudoku
settings: 1
levels:
  - {id: a1, puzzle: "12", grade: easy}
  - {id: a2, puzzle: 5, grade: easy}
  - {id: a3, grade: easy}
  - {id: a4, puzzle: "003020600900305001001806400008102900700000008006708200002609500800203009005010300", grade: blah}
  - {id: a5, puzzle: "003020600900305001001806400008102900700000008006708200002609500800203009005010300", grade: hard}
  - {id: a6, puzzle: "x", grade: easy, variant: nope}
  - {id: a8, puzzle: "000000000000000000000000000000000000000000000000000000000000000000000000000000000", grade: easy}
  - {id: a9, puzzle: "003020600900305001001806400008102900700000008006708200002609500800203009005010300", grade: easy, bad: 1}
"""

TWENTYFOUR = """\
game: twentyfour
settings:
  modes:
    sprint: {hands: 0}
levels:
  - {id: a2, cards: [1, 2, 3, x]}
  - {id: a3, cards: [1, 1, 1, 1]}
  - {id: a4, cards: [3, 3, 8, 8], solvable: false}
  - {id: a5, cards: [3, 3, 8, 8], solutions: 7}
  - {id: a6, cards: [3, 3, 8, 8], solutions: -1}
  - {id: a7, cards: [3, 3, 8, 8], solvable: 3}
  - {id: a8, cards: 7}
  - {id: a9}
  - {id: b1, cards: [1, 2, 3, 4], zz: 1}
  - {id: b2, cards: [1.5, 2, 3, 4]}
"""

SHAPES = """\
game: shapes
settings: {}
levels:
  - {id: a1, picture: [".-.", "| |", ".-."], task: remove, sticks: 1, squares: 9}
  - {id: a2, picture: [".-.", "| |", ".-."], task: fly, sticks: 1, squares: 1}
  - {id: a3, picture: [".-.", "| |", ".-."], task: remove, sticks: 1, squares: 1, triangles: 1}
  - {id: a4, picture: [".-.", "| |", ".-."], task: remove, sticks: 1, squares: 1, equal: 3}
  - {id: a5, picture: [".x.", "| |", ".-."], task: remove, sticks: 1, squares: 1}
  - {id: a6, picture: [". .", "|  ", "   "], task: remove, sticks: 1, squares: 1}
  - {id: a7, picture: 5, task: remove, sticks: 1, squares: 1}
  - {id: a8, task: remove, sticks: 1, squares: 1}
  - {id: a9, picture: [".-.", "| |", ".-."], task: remove, sticks: 5, squares: 0}
  - {id: b2, picture: [".-.", "| |", ".-."], task: remove, sticks: 1, squares: 1, foo: 1}
  - {id: b3, picture: ["...", "", "..."], task: remove, sticks: 1, squares: 1}
  - {id: b5, picture: ["."], task: remove, sticks: 1, squares: 1}
  - {id: b6, picture: [".", "."], task: remove, sticks: 1, squares: 1}
  - {id: b8, picture: [".--.", "", ".   ."], task: remove, sticks: 1, triangles: 0}
  - {id: b9, picture: [".---.", "  |", "  .  "], task: remove, sticks: 1, triangles: 0}
  - {id: c1, picture: [".-.", "| |", ".-."], task: remove, sticks: 1, squares: 0, answers: 5}
"""

# each game: its file, the codes its sentences may name (keys, presets, choices), and what the loader said
# in English before its sentences became catalog messages: (line, message)
CASES = {
    'matchstick': (MATCHSTICK, 'strict classic relaxed knoblich leading-zeros chained-equals unary-minus move-equals '
        'any preset '
        'allow forbid operators form puzzle moves mode rules solutions move add remove', [
        (3, "settings.custom_examples.1: 'x': no '='"),
        (5, 'moves: must be a whole number from 1 to 4, not 9 (level a1)'),
        (6, "mode: must be one of move, add, remove, not 'fly' (level a2)"),
        (7, "rules: unknown rules preset 'nope' (choose from strict, classic, relaxed, knoblich) (level a3)"),
        (8, "rules.allow: unknown rule flag 'zzz' (choose from leading-zeros, chained-equals, unary-minus, "
             'move-equals) (level a4)'),
        (9, "rules: operators '+q=': unknown operator 'q' at position 2 (level a5)"),
        (10, "rules: unknown form 'A*B' (choose from any, A+B=C, A-B=C, A+B=C|A-B=C) (level a6)"),
        (11, 'rules.bogus: unknown rules field (known: preset, allow, forbid, operators, form) (level a7)'),
        (12, 'foo: unknown field (known: puzzle, moves, mode, rules, solutions) (level a8)'),
        (13, "puzzle: missing (an equation such as '6+4=4') (level a9)"),
        (14, 'puzzle: must be text (level b1)'),
        (15, 'solutions: must be a list of equations (level b2)'),
        (18, "rules: rule flag 'unary-minus' is both allowed and forbidden (level b6)"),
        (19, "rules: operators '+-': the set must include '=' (level b7)"),
        (20, 'rules: must be a preset name or a mapping with preset/allow/forbid/operators (level b8)'),
        (16, 'solutions: the solver also finds 0+4=4, 8-4=4; 1+1=3 is not an answer (level b3)'),
        (17, "puzzle: '1+1=2' has no answer exactly 1 stick(s) away (move, rules classic) (level b4)"),
    ]),
    'stones': (STONES, 'misere normal ai cap first heaps opponent rule player settings', [
        (2, 'settings: stones levels take no settings'),
        (4, "rule: is 'weird': it must be 'misere' or 'normal' (level a1)"),
        (5, 'heaps: must be a non-empty list of whole numbers, not [] (level a2)'),
        (6, 'heaps: has 9 heaps; the board shows at most 8 (level a3)'),
        (7, 'heaps: heap 1 (0-based) is -2: a heap cannot hold fewer than 0 stones (level a4)'),
        (8, "heaps: heap 1 (0-based) is 'x': a heap size must be a whole number (level a5)"),
        (9, 'heaps: are all empty: there is no game to play (level a6)'),
        (10, 'heaps: heap 0 (0-based) holds 5 stones, more than the cap of 3 (level a7)'),
        (11, 'cap: is 99: it must be a whole number from 1 to 31 (level a8)'),
        (12, "first: is 'ai' but the opponent is a human: use first: player (level a9)"),
        (13, 'foo: unknown field; stone levels take ai, cap, first, heaps, opponent, rule (level b1)'),
        (14, 'heaps: is missing (level b2)'),
        (15, 'heaps: [1] under misere rules with the player moving first is lost for the player against '
             'perfect play (level b5)'),
    ]),
    'sudoku': (SUDOKU, 'easy medium hard expert extreme evil classic jigsaw killer puzzle grade variant settings', [
        (2, 'settings: sudoku levels take no settings'),
        (4, 'puzzle: a grid needs 81 cells, got 2 characters (level a1)'),
        (5, 'puzzle: must be a string (quote it in YAML) (level a2)'),
        (6, 'puzzle: missing (level a3)'),
        (7, "grade: unknown grade 'blah': expected one of easy, medium, hard, expert, extreme, evil (level "
             'a4)'),
        (9, "variant: 'nope': levels are classic, x, jigsaw, killer, 6x6 (level a6)"),
        (11, 'bad: unknown field for a sudoku level (expected puzzle, grade, variant) (level a9)'),
        (8, 'grade: stated hard, but the puzzle grades medium (level a5)'),
        (10, 'puzzle: has more than one solution (level a8)'),
    ]),
    'twentyfour': (TWENTYFOUR, 'cards solutions solvable target true false', [
        (4, 'settings.modes.sprint.hands: must be a whole number of hands (1 or more), got 0'),
        (6, "cards: cards 'x' is not a whole number, a fraction like 8/3, or a card A J Q K (level a2)"),
        (10, 'solutions: must be a whole number of distinct solutions, got -1 (level a6)'),
        (11, 'solvable: must be true or false, got 3 (level a7)'),
        (12, 'cards: must be a list of 1 to 6 cards, got 7 (level a8)'),
        (13, 'cards: missing: list the cards, e.g. cards: [3, 3, 8, 8] (level a9)'),
        (14, 'zz: unknown field (expected cards, solutions, solvable, target) (level b1)'),
        (15, "cards: must be a whole number, a fraction like '8/3' or a card A J Q K, got 1.5 (level b2)"),
        (7, 'cards: 1 1 1 1 cannot make 24 (level a3)'),
        (8, 'solvable: 3 3 8 8 can make 24, e.g. 8/(3-8/3) (level a4)'),
        (9, 'solutions: states 7 distinct solutions; the solver finds 1 (level a5)'),
    ]),
    'shapes': (SHAPES, 'picture task sticks squares triangles equal answers remove move add true false settings', [
        (2, 'settings: shape levels take no settings'),
        (4, 'squares: 9 squares are out of reach here: at most 1 can be made (level a1)'),
        (5, "task: is 'fly': it must be remove, move or add (level a2)"),
        (6, 'squares: give exactly one of squares: N or triangles: N (level a3)'),
        (7, 'equal: is 3: it must be true or false (level a4)'),
        (8, "picture: row 1, column 2: 'x' does not belong here (a row of points holds '.' at odd columns "
             "and '-' between them) (level a5)"),
        (9, "picture: row 2, column 1: the match '|' has no point at its end (row 3, column 1): it joins "
             'two points that are not neighbours (level a6)'),
        (10, 'picture: must be a list of rows (strings) or one string with line breaks (level a7)'),
        (11, 'picture: is missing (level a8)'),
        (12, 'sticks: the picture has 4 matches: 5 cannot be taken away (level a9)'),
        (13, 'foo: unknown field; shape levels take picture, task, sticks, squares, triangles, equal, '
             'answers (level b2)'),
        (14, "picture: row 1, column 2: on the square grid a point '.' sits at an odd column (1st, 3rd, ...) "
             '(level b3)'),
        (15, 'picture: the picture has no two neighbouring points, so no place for a match (level b5)'),
        (16, "picture: row 2, column 1: a point '.' belongs on an odd row (1st, 3rd, ...), between the rows "
             'of matches (level b6)'),
        (17, 'picture: row 1, column 4: this point is off the triangular grid of the point at row 1, column '
             '1 (points sit 4 columns apart in a row, and the next row is shifted by 2) (level b8)'),
        (18, "picture: row 2, column 3: '|' does not belong here (a row between points holds '\\' and '/', or "
             'spaces) (level b9)'),
        (19, 'squares: the puzzle has no answer (level c1)'),
    ]),
}


def problems_of(game: str, folder: Path) -> list[Problem]:
    path = folder / f"{game}.yaml"
    path.write_text(CASES[game][0], encoding="utf-8")
    return check_level_file(path)


@pytest.mark.parametrize("game", sorted(CASES))
def test_in_english_each_problem_says_what_it_said_before(game: str, tmp_path: Path) -> None:
    said = [(p.line, str(p.message)) for p in problems_of(game, tmp_path)]
    assert said == CASES[game][2]


@pytest.mark.parametrize("game", sorted(CASES))
def test_in_chinese_no_english_is_left_but_the_names_quoted(game: str, tmp_path: Path) -> None:
    text, codes, _ = CASES[game]
    problems = problems_of(game, tmp_path)
    i18n.set_language("zh_CN")
    for problem in problems:
        shown = str(problem.message)
        assert has_chinese(shown), shown
        assert english_left(shown, text, codes) == [], shown


def test_a_problem_follows_a_live_switch_and_back(tmp_path: Path) -> None:
    (problem, *_) = problems_of("stones", tmp_path)
    english = str(problem.message)
    i18n.set_language("zh_CN")
    chinese = str(problem.message)
    i18n.set_language("en")
    assert has_chinese(chinese) and str(problem.message) == english


def test_a_problem_keeps_its_file_and_line_in_chinese(tmp_path: Path) -> None:
    (problem, *_) = problems_of("sudoku", tmp_path)
    i18n.set_language("zh_CN")
    assert re.fullmatch(rf"{re.escape(str(tmp_path / 'sudoku.yaml'))}:2: settings：\S+", str(problem))
