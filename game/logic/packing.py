"""A level's fields packed into one whole number, and that number written in Crockford's base 32.

A description is a mixed-radix number: each field is a digit below its own radix (the radix may depend on the
fields before it, as a sudoku cell's on the digits already placed), and an optional text at the top is written
in bijective numeration, so every whole number reads back as exactly one sequence of fields and nothing needs a
length. `Unpacker` refuses a digit at or above its radix, and a number left over at the end.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .words import Msg, Text

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's: no I, L, O or U
VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
ALIASES = {"O": "0", "I": "1", "L": "1"}  # read as the digit they look like


class DescriptionError(ValueError):
    """A description that names no puzzle of its game; `reason` says why in a sentence (a `Msg`: a player reads
    it inside the code's refusal, in the player's language)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


def to_base32(number: int) -> str:
    """The number in Crockford's base 32, most significant digit first ('0' for zero)."""
    if number < 0:
        raise ValueError("a description is never negative")
    digits = []
    while True:
        number, d = divmod(number, 32)
        digits.append(ALPHABET[d])
        if number == 0:
            return "".join(reversed(digits))


def from_base32(text: str) -> int:
    """The number a run of base-32 digits writes (upper case, aliases already read); DescriptionError on a
    character outside the alphabet."""
    number = 0
    for pos, ch in enumerate(text):
        if ch not in VALUE:
            raise DescriptionError(Msg("character {position} ({character}) is not a code character", position=pos + 1,
                                         character=repr(ch)))
        number = number * 32 + VALUE[ch]
    return number


@dataclass
class Packer:
    """Fields pushed in order; `number()` is the description's value."""

    digits: list[tuple[int, int]] = field(default_factory=list)
    text: str = ""
    symbols: str = ""

    def push(self, digit: int, radix: int) -> None:
        if not 0 <= digit < radix:
            raise ValueError(f"field {digit} outside 0..{radix - 1}")
        self.digits.append((digit, radix))

    def flag(self, value: bool) -> None:
        self.push(int(value), 2)

    def finish_with_text(self, text: str, symbols: str) -> None:
        """A text of any length over `symbols`, placed above every field."""
        for ch in text:
            if ch not in symbols:
                raise ValueError(f"{ch!r} cannot be written in this description")
        self.text, self.symbols = text, symbols

    def number(self) -> int:
        value = 0
        base = len(self.symbols)
        for ch in self.text:  # bijective base: digits 1..base, so no length is needed
            value = value * base + self.symbols.index(ch) + 1
        for digit, radix in reversed(self.digits):
            value = value * radix + digit
        return value

    def encode(self) -> str:
        return to_base32(self.number())


class Unpacker:
    """Reads back what a Packer pushed, in the same order."""

    def __init__(self, description: str) -> None:
        text = description.strip().upper()
        self.value = from_base32("".join(ALIASES.get(ch, ch) for ch in text))

    def pop(self, radix: int, what: str) -> int:
        if radix < 1:
            raise DescriptionError(Msg("{what}: no value is possible here", what=what))
        self.value, digit = divmod(self.value, radix)
        return digit

    def flag(self, what: str) -> bool:
        return bool(self.pop(2, what))

    def text(self, symbols: str) -> str:
        base = len(symbols)
        out = []
        value = self.value
        while value:
            value, digit = divmod(value - 1, base)
            out.append(symbols[digit])
        self.value = 0
        return "".join(reversed(out))

    def end(self) -> None:
        if self.value:
            raise DescriptionError(Msg("the description is longer than its puzzle"))
