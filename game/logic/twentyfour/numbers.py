"""Exact numbers for 24: card names, parsing, and the int-or-Fraction value convention.

Values are kept as `int` whenever they are whole and as `Fraction` otherwise. Both hash and compare
alike (Fraction(8, 1) == 8), so sets stay correct either way; keeping ints makes the hot loops fast.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Iterable, Sequence, TypeGuard, Union

from game.logic.common import PuzzleError
from game.logic.words import Msg, Text

Num = Union[int, Fraction]

MAX_NUMBERS = 6
# The longest number text read (a card, a target, in a level file or on the command line): any size is exact,
# but int() refuses more than 4300 digits, and longer numbers only make the search slower.
MAX_NUMBER_CHARS = 1000
# Numbers longer than this are "long": a hand of them can take far longer than a frame to search, so the game
# searches them only where it can wait (a hint in the background) and spells a typed answer as typed.
LONG_NUMBER_CHARS = 12


def long_numbers(values: Iterable[Num]) -> bool:
    """Whether any of the values is written with more than LONG_NUMBER_CHARS characters."""
    return any(len(fmt(x)) > LONG_NUMBER_CHARS for x in values)
FACES = {"A": 1, "J": 11, "Q": 12, "K": 13}
FACE_OF = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RATIONAL = re.compile(r"^[+-]?\d+(/\d+)?$")


def norm(x: Num) -> Num:
    """Fraction with denominator 1 -> int; anything else unchanged."""
    if type(x) is Fraction and x.denominator == 1:
        return x.numerator
    return x


def div(a: Num, b: Num) -> Num:
    """Exact a / b (b != 0), as an int when it divides."""
    if type(a) is int and type(b) is int:
        q, r = divmod(a, b)
        return q if r == 0 else Fraction(a, b)
    return norm(Fraction(a) / b)


def fmt(x: Num) -> str:
    """'24', '8/3', '-1/2'."""
    x = norm(x)
    return str(x) if type(x) is int else f"{x.numerator}/{x.denominator}"


def card_label(x: Num) -> str:
    """What a playing card shows: A J Q K for 1 11 12 13, the number otherwise."""
    value = norm(x)
    return FACE_OF.get(value, fmt(value)) if isinstance(value, int) else fmt(value)


def parse_number(token: str, what: Text = "number") -> Num:
    """'7', 'q', '-3', '8/3' -> exact value; a clear PuzzleError otherwise (also for more than
    MAX_NUMBER_CHARS characters). `what` names the number in the sentence: a level field's key, or a `Msg`
    ("card 2") where a player reads it."""
    text = token.strip()
    if len(text) > MAX_NUMBER_CHARS:
        raise PuzzleError(Msg("{what} has {length} characters: numbers of at most {most} are supported", what=what,
                              length=len(text), most=MAX_NUMBER_CHARS))
    if text.isdigit() and text.isascii():  # the common case: a plain card number, no Fraction parsing
        return int(text)
    if text.upper() in FACES:
        return FACES[text.upper()]
    if not _RATIONAL.match(text):
        raise PuzzleError(Msg("{what} {token} is not a whole number, a fraction like 8/3, or a card A J Q K",
                              what=what, token=repr(token)))
    value = Fraction(text)  # the regex guarantees this parses; a zero denominator is caught below
    return norm(value)


def parse_target(token: str) -> Num:
    try:
        return parse_number(token, "target")
    except ZeroDivisionError:
        raise PuzzleError(Msg("target {token} has a zero denominator", token=repr(token))) from None


def as_number(x: object, what: str) -> Num:
    """Accept int or Fraction (not bool, not float: a float is not exact); name the culprit otherwise."""
    if isinstance(x, bool) or not isinstance(x, (int, Fraction)):
        raise PuzzleError(f"{what} must be an exact number (int or Fraction), got {x!r}")
    return norm(x)


def all_ints(values: tuple[object, ...]) -> TypeGuard[tuple[int, ...]]:
    """Every value is a plain int (not bool, not Fraction): a card hand."""
    return all(type(x) is int for x in values)


def check_numbers(numbers: Iterable[object], target: object) -> tuple[tuple[Num, ...], Num]:
    """Validate a hand and target; return the hand sorted (the solver's canonical multiset) and the target."""
    given = tuple(numbers)
    # plain ints (the usual case) need no further checks
    hand = given if all_ints(given) else tuple(as_number(x, f"number {i + 1}") for i, x in enumerate(given))
    if not 1 <= len(hand) <= MAX_NUMBERS:
        raise PuzzleError(f"a hand has 1 to {MAX_NUMBERS} numbers, got {len(hand)}")
    return tuple(sorted(hand)), (target if type(target) is int else as_number(target, "target"))


def parse_hand(tokens: Sequence[str]) -> tuple[Num, ...]:
    """CLI / level tokens -> values (order kept); errors name the bad token and its position."""
    out = []
    for i, tok in enumerate(tokens):
        try:
            out.append(parse_number(tok, Msg("card {n}", n=i + 1)))
        except ZeroDivisionError:
            raise PuzzleError(Msg("card {n} {token} has a zero denominator", n=i + 1, token=repr(tok))) from None
    if not 1 <= len(out) <= MAX_NUMBERS:
        raise PuzzleError(f"a hand has 1 to {MAX_NUMBERS} numbers, got {len(out)}")
    return tuple(out)
