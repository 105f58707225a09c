"""A puzzle typed or pasted by the player: a code, or a bare puzzle in the forms other apps use, read into a level
of its game and checked before it opens.

    a code                 S1..., M1..., N1..., T1...            (game/logic/codes.py)
    sudoku                 81 characters (0 or . for blanks), a 9-line grid with or without | - + separators,
                           a Simon Tatham Solo game id 3x3:...; a variant in its one-line form (`solve sudoku
                           --variant`): jigsaw, killer and 6x6 known by shape, any of them after "x:", "jigsaw:",
                           "killer:" or "6x6:"
    matchstick             an equation such as 6+4=4, optionally followed by "move 2", "add 1" or "remove 1"
    stones                 "heaps 3 4 5" (bare numbers when the game is known), optionally "normal", "computer first"
    24                     "cards 3 3 8 8" (bare numbers when the game is known, or any of A J Q K or a fraction),
                           optionally "target 10"

`read_puzzle` never raises anything but PasteError, whose `reason` is the sentence to show.
"""
from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Any

from .codes import GAME_OF_LETTER, CodeError, code_of, decode, normalise
from .common import PuzzleError
from .matchstick.levelspec import LevelSpec as MatchstickLevel
from .matchstick.play import MAX_MOVES, MODES, parse_puzzle
from .matchstick.solver import solve as solve_equation
from .shapes.hints import answers_of as shape_answers
from .stones.levels import MAX_LEVEL_CAP, MAX_LEVEL_HEAPS, First, LevelSpec as StonesLevel, player_can_win
from .stones.state import Rule
from .sudoku.grader import rate as rate_sudoku
from .sudoku.grades import Grade
from .sudoku.levels import SudokuLevel
from .sudoku.text_forms import conflict, looks_like_sudoku, read_sudoku
from .sudoku.variants import variant_form
from .twentyfour.levels import LevelSpec as TwentyFourLevel
from .twentyfour.numbers import FACES, MAX_NUMBERS, fmt, long_numbers, parse_number
from .twentyfour.solver import solvable

MAX_TEXT = 2000  # longer pastes are refused before any parsing
ANSWERS_LISTED = 50


class PasteError(ValueError):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Pasted:
    game: str
    level: Any              # the game's LevelSpec; a sudoku with several solutions still has one (no code)
    code: str | None        # None for a sudoku without exactly one solution: it keeps no records
    verdict: str            # what the check found, for the player
    proper: bool = True     # False: a sudoku with more than one solution (play it with no records)
    daily: datetime.date | None = None  # the day, when this is that day's daily puzzle


def looks_like_code(text: str) -> bool:
    code = normalise(text)
    return len(code) >= 2 and code[0] in GAME_OF_LETTER and code[1].isdigit() and code.isalnum()


def read_puzzle(text: str, game: str | None = None) -> Pasted:
    """The puzzle a text names, for `game` when the screen knows it (None: guess from the text)."""
    if len(text) > MAX_TEXT:
        raise PasteError(f"the text is {len(text)} characters long; a puzzle takes at most {MAX_TEXT}")
    if not text.strip():
        raise PasteError("type or paste a code or a puzzle")
    if looks_like_code(text):
        try:
            found = decode(text)
        except CodeError as err:
            raise PasteError(err.reason) from None
        return Pasted(found.game, found.level, found.code, verdict_of(found.game, found.level))
    try:
        form = variant_form(text) if game in ("sudoku", None) else None
        if form is not None:
            return variant_sudoku_from(*form)
        if game == "sudoku" or (game is None and looks_like_sudoku(text)):
            return sudoku_from(text)
        if game == "matchstick" or (game is None and "=" in text):
            return matchstick_from(text)
        words = text.lower().replace(",", " ").split()
        if game == "stones" or (game is None and words[0] in ("heaps", "heap", "stones")):
            return stones_from(words)
        if game == "twentyfour" or (game is None and (words[0] in ("cards", "hand") or any(
                w.upper() in FACES or "/" in w for w in words))):
            return twentyfour_from(words)
    except PuzzleError as err:
        raise PasteError(str(err)) from None
    if all(w.isdigit() for w in words):
        raise PasteError("numbers alone could be heaps or cards: write 'heaps 3 4 5' or 'cards 3 3 8 8'")
    raise PasteError("this is neither a code nor a puzzle: paste a code (such as S1...), a sudoku grid, "
                     "an equation, 'heaps 3 4 5' or 'cards 3 3 8 8'")


def answers(level: MatchstickLevel) -> int:
    """How many answers the equation has, counted up to ANSWERS_LISTED."""
    return len(solve_equation(level.puzzle, level.moves, level.mode, limit=ANSWERS_LISTED).texts)


def verdict_of(game: str, level: Any) -> str:
    if game == "sudoku":
        return f"One solution, grade {level.grade.label}."
    if game == "matchstick":
        count = answers(level)
        more = "+" if count >= ANSWERS_LISTED else ""
        return f"{count}{more} answer{'s' if count != 1 else ''} {level.moves} stick{'s' if level.moves != 1 else ''} away."
    if game == "shapes":
        found = shape_answers(level.puzzle)
        count = len(found.layouts)
        more = "+" if found.stopped else ""
        return f"{count}{more} answer{'s' if count != 1 else ''}: {level.puzzle.describe()}"
    if game == "stones":
        return ("You can win with perfect play." if player_can_win(level)
                else "Perfect play beats you from here: you need the computer's mistakes.")
    if level.solvable:
        return f"The cards can make {fmt(level.target)}."
    return f"The cards cannot make {fmt(level.target)}: say so to win."


def sudoku_from(text: str) -> Pasted:
    grid = read_sudoku(text)
    clash = conflict(grid)
    if clash is not None:
        raise PasteError(f"This sudoku has no solution: {clash}.")
    report = rate_sudoku(grid)
    if report.solutions == 0:
        raise PasteError("This sudoku has no solution: its givens contradict each other a few steps on.")
    if report.grade is None:
        return Pasted("sudoku", SudokuLevel(grid, Grade.EVIL), None,
                      "This sudoku has more than one solution: you can play it, but it keeps no records.", False)
    level = SudokuLevel(grid, report.grade)
    return Pasted("sudoku", level, code_of("sudoku", level), verdict_of("sudoku", level))


def variant_sudoku_from(variant: str, line: str) -> Pasted:
    """A variant sudoku in its one-line form: checked and graded like a classic one (several solutions: played
    with no records)."""
    from .sudoku.geo_grader import rate as rate_variant
    from .sudoku.variants import parse_puzzle

    puzzle = parse_puzzle(variant, line)
    report = rate_variant(puzzle.geo, puzzle.givens)
    if report.solutions == 0:
        raise PasteError(f"This {variant} sudoku has no solution.")
    if report.grade is None:
        return Pasted("sudoku", SudokuLevel(puzzle.givens, Grade.EVIL, puzzle.geo), None,
                      f"This {variant} sudoku has more than one solution: you can play it, but it keeps no records.",
                      False)
    level = SudokuLevel(puzzle.givens, report.grade, puzzle.geo)
    return Pasted("sudoku", level, code_of("sudoku", level), verdict_of("sudoku", level))


_TASK = re.compile(r"\b(move|add|remove)\s*(\d+)\s*$", re.IGNORECASE)


def matchstick_from(text: str) -> Pasted:
    equation, moves, mode = text.strip(), 1, "move"
    task = _TASK.search(equation)
    if task is not None:
        mode, moves = task.group(1).lower(), int(task.group(2))
        equation = equation[:task.start()].strip().rstrip(",;")
        if not 1 <= moves <= MAX_MOVES:
            raise PasteError(f"{mode} {moves}: from 1 to {MAX_MOVES} sticks")
    assert mode in MODES
    puzzle = parse_puzzle("".join(equation.split()))
    level = MatchstickLevel(puzzle, moves, mode, puzzle.rules, None)
    if not answers(level):
        raise PasteError(f"{puzzle.text} has no answer {moves} stick{'s' if moves != 1 else ''} away ({mode}).")
    return Pasted("matchstick", level, code_of("matchstick", level), verdict_of("matchstick", level))


def stones_from(words: list[str]) -> Pasted:
    rule, first = Rule.MISERE, First.PLAYER
    heaps: list[int] = []
    for word in words:
        if word in ("heaps", "heap", "stones"):
            continue
        if word == "normal":
            rule = Rule.NORMAL
        elif word in ("misère", "misere"):
            rule = Rule.MISERE
        elif word in ("computer", "ai"):
            first = First.AI
        elif word in ("first", "me", "player"):
            continue
        elif word.isdigit() and len(word) <= 3:
            heaps.append(int(word))
        else:
            raise PasteError(f"{word!r} is not a heap size: heaps are whole numbers such as 3 4 5")
    if not heaps or not any(heaps):
        raise PasteError("the heaps are empty: give sizes such as 3 4 5")
    if len(heaps) > MAX_LEVEL_HEAPS:
        raise PasteError(f"{len(heaps)} heaps: the board holds at most {MAX_LEVEL_HEAPS}")
    if max(heaps) > MAX_LEVEL_CAP:
        raise PasteError(f"a heap of {max(heaps)}: at most {MAX_LEVEL_CAP} stones fit in a heap")
    level = StonesLevel(tuple(heaps), max(heaps), rule, first)
    return Pasted("stones", level, code_of("stones", level), verdict_of("stones", level))


def twentyfour_from(words: list[str]) -> Pasted:
    target_text = "24"
    cards: list[str] = []
    rest = iter(words)
    for word in rest:
        if word in ("cards", "hand"):
            continue
        if word in ("target", "make", "->", "="):
            target_text = next(rest, "")
            continue
        cards.append(word)
    if not 1 <= len(cards) <= MAX_NUMBERS:
        raise PasteError(f"a hand has 1 to {MAX_NUMBERS} cards, not {len(cards)}")
    try:
        numbers = tuple(parse_number(word, f"card {i + 1}") for i, word in enumerate(cards))
        target = parse_number(target_text, "the target")
    except ZeroDivisionError:
        raise PasteError("a number has a zero denominator") from None
    if long_numbers((*numbers, target)):
        raise PasteError("numbers longer than 12 characters are not dealt here")
    level = TwentyFourLevel(numbers, target, None, solvable(numbers, target))
    return Pasted("twentyfour", level, code_of("twentyfour", level), verdict_of("twentyfour", level))
