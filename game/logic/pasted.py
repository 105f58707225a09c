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

`read_puzzle` never raises anything but PasteError, whose `reason` is the sentence to show (a `Msg`: the screen
shows it in the player's language, the command line in English), as a `Pasted`'s `verdict` is.
"""
from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Any

from .codes import GAME_OF_LETTER, CodeError, code_of, decode, normalise
from .common import PuzzleError
from .words import N_, Msg, Plural, Text, reason
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
    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


def _reason(err: PuzzleError) -> Text:
    """A game's own puzzle error as the sentence it was raised with (a `Msg` stays one, to be translated when
    shown, so it follows a live language switch)."""
    return reason(err)


@dataclass(frozen=True)
class Pasted:
    game: str
    level: Any              # the game's LevelSpec; a sudoku with several solutions still has one (no code)
    code: str | None        # None for a sudoku without exactly one solution: it keeps no records
    verdict: Text           # what the check found, for the player
    proper: bool = True     # False: a sudoku with more than one solution (play it with no records)
    daily: datetime.date | None = None  # the day, when this is that day's daily puzzle


def looks_like_code(text: str) -> bool:
    code = normalise(text)
    return len(code) >= 2 and code[0] in GAME_OF_LETTER and code[1].isdigit() and code.isalnum()


def read_puzzle(text: str, game: str | None = None) -> Pasted:
    """The puzzle a text names, for `game` when the screen knows it (None: guess from the text)."""
    if len(text) > MAX_TEXT:
        raise PasteError(Msg("the text is {length} characters long; a puzzle takes at most {most}",
                             length=len(text), most=MAX_TEXT))
    if not text.strip():
        raise PasteError(Msg("type or paste a code or a puzzle"))
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
        raise PasteError(_reason(err)) from None
    if all(w.isdigit() for w in words):
        raise PasteError(Msg("numbers alone could be heaps or cards: write '{heaps}' or '{cards}'",
                             heaps="heaps 3 4 5", cards="cards 3 3 8 8"))
    raise PasteError(Msg("this is neither a code nor a puzzle: paste a code (such as {code}), a sudoku grid, "
                         "an equation, '{heaps}' or '{cards}'", code="S1...", heaps="heaps 3 4 5",
                         cards="cards 3 3 8 8"))


def answers(level: MatchstickLevel) -> int:
    """How many answers the equation has, counted up to ANSWERS_LISTED."""
    return len(solve_equation(level.puzzle, level.moves, level.mode, limit=ANSWERS_LISTED).texts)


def verdict_of(game: str, level: Any) -> Msg:
    if game == "sudoku":
        return Msg("One solution, grade {grade}.", grade=Msg(level.grade.label))
    if game == "matchstick":
        count = answers(level)
        if count >= ANSWERS_LISTED:
            return Plural("{n}+ answers {moves} away.", "{n}+ answers {moves} away.", count, moves=_sticks(level.moves))
        return Plural("{n} answer {moves} away.", "{n} answers {moves} away.", count, moves=_sticks(level.moves))
    if game == "shapes":
        found = shape_answers(level.puzzle)
        task = level.puzzle.describe()
        if found.stopped:
            return Plural("{n}+ answers: {task}", "{n}+ answers: {task}", len(found.layouts), task=task)
        return Plural("{n} answer: {task}", "{n} answers: {task}", len(found.layouts), task=task)
    if game == "stones":
        return (Msg("You can win with perfect play.") if player_can_win(level)
                else Msg("Perfect play beats you from here: you need the computer's mistakes."))
    if level.solvable:
        return Msg("The cards can make {target}.", target=fmt(level.target))
    return Msg("The cards cannot make {target}: say so to win.", target=fmt(level.target))


def _sticks(n: int) -> Msg:
    """How far the answers are: "1 stick", "2 sticks" (inside a sentence)."""
    return Plural("{n} stick", "{n} sticks", n)


def sudoku_from(text: str) -> Pasted:
    grid = read_sudoku(text)
    clash = conflict(grid)
    if clash is not None:
        raise PasteError(Msg("This sudoku has no solution: {clash}.", clash=clash))
    report = rate_sudoku(grid)
    if report.solutions == 0:
        raise PasteError(Msg("This sudoku has no solution: its givens contradict each other a few steps on."))
    if report.grade is None:
        return Pasted("sudoku", SudokuLevel(grid, Grade.EVIL), None,
                      Msg("This sudoku has more than one solution: you can play it, but it keeps no records."), False)
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
        raise PasteError(Msg("This {variant} sudoku has no solution.", variant=_variant_name(variant)))
    if report.grade is None:
        return Pasted("sudoku", SudokuLevel(puzzle.givens, Grade.EVIL, puzzle.geo), None,
                      Msg("This {variant} sudoku has more than one solution: you can play it, but it keeps no "
                          "records.", variant=_variant_name(variant)), False)
    level = SudokuLevel(puzzle.givens, report.grade, puzzle.geo)
    return Pasted("sudoku", level, code_of("sudoku", level), verdict_of("sudoku", level))


_VARIANT_NAMES = {"jigsaw": N_("jigsaw"), "killer": N_("killer"), "x": N_("X"), "6x6": N_("6x6")}


def _variant_name(variant: str) -> Text:
    name = _VARIANT_NAMES.get(variant)
    return Msg(name) if name is not None else variant


_TASK_NAMES = {"move": N_("move"), "add": N_("add"), "remove": N_("remove")}
_TASK = re.compile(r"\b(move|add|remove)\s*(\d+)\s*$", re.IGNORECASE)


def matchstick_from(text: str) -> Pasted:
    equation, moves, mode = text.strip(), 1, "move"
    task = _TASK.search(equation)
    if task is not None:
        mode, moves = task.group(1).lower(), int(task.group(2))
        equation = equation[:task.start()].strip().rstrip(",;")
        if not 1 <= moves <= MAX_MOVES:
            raise PasteError(Msg("{task}: from 1 to {most} sticks", task=f"{mode} {moves}", most=MAX_MOVES))
    assert mode in MODES
    puzzle = parse_puzzle("".join(equation.split()))
    level = MatchstickLevel(puzzle, moves, mode, puzzle.rules, None)
    if not answers(level):
        raise PasteError(Msg("{equation} has no answer {moves} away ({task}).", equation=puzzle.text,
                             moves=_sticks(moves), task=Msg(_TASK_NAMES[mode])))
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
            raise PasteError(Msg("{word} is not a heap size: heaps are whole numbers such as 3 4 5", word=repr(word)))
    if not heaps or not any(heaps):
        raise PasteError(Msg("the heaps are empty: give sizes such as 3 4 5"))
    if len(heaps) > MAX_LEVEL_HEAPS:
        raise PasteError(Msg("{count} heaps: the board holds at most {most}", count=len(heaps), most=MAX_LEVEL_HEAPS))
    if max(heaps) > MAX_LEVEL_CAP:
        raise PasteError(Msg("a heap of {size}: at most {most} stones fit in a heap", size=max(heaps),
                             most=MAX_LEVEL_CAP))
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
        raise PasteError(Msg("a hand has 1 to {most} cards, not {count}", most=MAX_NUMBERS, count=len(cards)))
    try:
        numbers = tuple(parse_number(word, Msg("card {n}", n=i + 1)) for i, word in enumerate(cards))
        target = parse_number(target_text, Msg("the target"))
    except ZeroDivisionError:
        raise PasteError(Msg("a number has a zero denominator")) from None
    if long_numbers((*numbers, target)):
        raise PasteError(Msg("numbers longer than 12 characters are not dealt here"))
    level = TwentyFourLevel(numbers, target, None, solvable(numbers, target))
    return Pasted("twentyfour", level, code_of("twentyfour", level), verdict_of("twentyfour", level))
