"""A 24 hand as a code's description, and back: the cards and the target, written as numbers (fractions and
negative numbers too) and read back through the same parser as a level file."""
from __future__ import annotations

from game.logic.common import PuzzleError
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
        raise DescriptionError("the hand is not a list of cards and a target")
    if len(words) - 1 > MAX_NUMBERS:
        raise DescriptionError(f"the hand has {len(words) - 1} cards: at most {MAX_NUMBERS} are dealt")
    try:
        numbers = [parse_number(word, "a card") for word in words]
    except (PuzzleError, ZeroDivisionError) as err:
        raise DescriptionError(str(err) or "a number has a zero denominator") from None
    cards, target = tuple(numbers[:-1]), numbers[-1]
    if long_numbers(numbers):
        raise DescriptionError(f"a number is longer than {LONG_NUMBER_CHARS} characters")
    return LevelSpec(cards, target, None, solvable(cards, target))
