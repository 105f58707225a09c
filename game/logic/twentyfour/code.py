"""A 24 hand as a code's description, and back: the cards and the target, written as numbers (fractions and
negative numbers too) and read back through the same parser as a level file."""
from __future__ import annotations

from game.logic.common import PuzzleError
from game.logic.words import Msg, reason
from game.logic.packing import DescriptionError, Packer, Unpacker
from game.logic.twentyfour.levels import LevelSpec
from game.logic.twentyfour.numbers import LONG_NUMBER_CHARS, MAX_NUMBERS, fmt, long_numbers, parse_number
from game.logic.twentyfour.solver import solvable

SYMBOLS = "0123456789/- "


def encode(level: LevelSpec) -> str:
    """ValueError for a hand with a number longer than LONG_NUMBER_CHARS: such hands take too long to check to be
    read from untrusted text."""
    if long_numbers((*level.cards, level.target)):
        raise ValueError(f"a hand with a number longer than {LONG_NUMBER_CHARS} characters has no code")
    packer = Packer()
    packer.finish_with_text(" ".join(fmt(n) for n in (*level.cards, level.target)), SYMBOLS)
    return packer.encode()


def decode(description: str) -> LevelSpec:
    text = Unpacker(description).text(SYMBOLS)
    words = text.split(" ")
    if len(words) < 2 or "" in words:
        raise DescriptionError(Msg("the hand is not a list of cards and a target"))
    if len(words) - 1 > MAX_NUMBERS:
        raise DescriptionError(Msg("the hand has {count} cards: at most {most} are dealt", count=len(words) - 1,
                                     most=MAX_NUMBERS))
    try:
        numbers = [parse_number(word, Msg("a card")) for word in words]
    except PuzzleError as err:
        raise DescriptionError(reason(err)) from None
    except ZeroDivisionError:
        raise DescriptionError(Msg("a number has a zero denominator")) from None
    cards, target = tuple(numbers[:-1]), numbers[-1]
    if long_numbers(numbers):
        raise DescriptionError(Msg("a number is longer than {most} characters", most=LONG_NUMBER_CHARS))
    return LevelSpec(cards, target, None, solvable(cards, target))
