"""A puzzle's code: the game, the code version, the puzzle's description and a check character, in Crockford's
base 32 (no I, L, O or U; read in any case, spaces and hyphens ignored, O read as 0, I and L as 1).

    S1 <description> <check>      S sudoku, M matchstick, N stones (Nim), T twenty-four; 1 the code version

Every single mistake is caught, not just most: the check character is a weighted sum over GF(32) (each
character times its own power of a generator), so any one character changed, or two neighbours swapped, changes
it; and a code has an even number of characters (the description takes a leading 0 when needed), so any one
character dropped or doubled leaves an odd count. The game letters are letters and the version a digit, so a
dropped or doubled first character is named as such.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .packing import ALIASES, ALPHABET, VALUE, DescriptionError
from .registry import LOGIC
from .words import N_, Listed, Msg, Text, reason

VERSION = 1
MAX_CODE = 120  # longer than any code this version writes (a sudoku's is at most 40): refused unread
GAME_LETTERS: Mapping[str, str] = {"matchstick": "M", "sudoku": "S", "stones": "N", "twentyfour": "T",
                                  "shapes": "H"}
GAME_OF_LETTER = {letter: game for game, letter in GAME_LETTERS.items()}
GAME_NAMES = {"matchstick": N_("matchstick"), "sudoku": N_("sudoku"), "stones": N_("stone duel"), "twentyfour": "24",
              "shapes": N_("matchstick shape")}


class CodeError(ValueError):
    """A text that is not a code of this version; `reason` names the problem in a sentence (a `Msg`: the screen
    shows it in the player's language, the command line in English)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


def game_name(game: str) -> Msg:
    """A game's name inside a sentence ("the code names no stone duel puzzle")."""
    return Msg(GAME_NAMES[game])


@dataclass(frozen=True)
class ReadCode:
    game: str
    version: int
    description: str


def _times(a: int, b: int) -> int:
    """Multiplication in GF(32) = GF(2)[x] / (x^5 + x^2 + 1)."""
    product = 0
    while b:
        if b & 1:
            product ^= a
        b >>= 1
        a <<= 1
        if a & 0x20:
            a ^= 0x25
    return product


_POWERS = [1]
for _ in range(30):
    _POWERS.append(_times(_POWERS[-1], 2))  # x generates the 31 nonzero elements


def check_character(body: str) -> str:
    """The character that completes `body` (game, version and description): the sum of value * x**(position+1)."""
    total = 0
    for position, ch in enumerate(body):
        total ^= _times(VALUE[ch], _POWERS[(position + 1) % 31])
    return ALPHABET[total]


def make_code(game: str, description: str) -> str:
    """The code of a puzzle of `game` from its description (as the game's encode_level writes it)."""
    head = GAME_LETTERS[game] + str(VERSION)
    if (len(head) + len(description) + 1) % 2:
        description = "0" + description
    body = head + description
    return body + check_character(body)


def normalise(text: str) -> str:
    """Upper case, spaces and hyphens gone, O/I/L read as 0/1."""
    kept = "".join(ch for ch in text.upper() if not ch.isspace() and ch != "-")
    return "".join(ALIASES.get(ch, ch) for ch in kept)


def read_code(text: str) -> ReadCode:
    """The game, version and description a code names; CodeError naming the first problem found."""
    if len(text) > 4 * MAX_CODE:
        raise CodeError(Msg("the text is {length} characters long: a code has at most {most}", length=len(text),
                            most=MAX_CODE))
    code = normalise(text)
    if not code:
        raise CodeError(Msg("the code is empty"))
    if len(code) > MAX_CODE:
        raise CodeError(Msg("the code has {length} characters: a code has at most {most}", length=len(code),
                            most=MAX_CODE))
    for pos, ch in enumerate(code):
        if ch not in VALUE:
            raise CodeError(Msg("character {position} ({character}) is not used in codes", position=pos + 1,
                                character=repr(ch)))
    letter = code[0]
    if letter not in GAME_OF_LETTER:
        known = Listed(tuple(Msg("{letter} for {game}", letter=v, game=game_name(g))
                              for g, v in GAME_LETTERS.items()))
        raise CodeError(Msg("a code starts with its game's letter ({known}), not {letter}", known=known,
                            letter=repr(letter)))
    if len(code) < 4:
        raise CodeError(Msg("the code is too short: {length} characters", length=len(code)))
    if not code[1].isdigit():
        raise CodeError(Msg("the second character is the code's version, a digit, not {character}",
                            character=repr(code[1])))
    if int(code[1]) != VERSION:
        raise CodeError(Msg("the code is of version {found}; this game reads version {version}", found=code[1],
                            version=VERSION))
    if len(code) % 2:
        raise CodeError(Msg("the code has {length} characters, an odd number: one is missing or doubled",
                            length=len(code)))
    if check_character(code[:-1]) != code[-1]:
        raise CodeError(Msg("the check character does not match: a character is mistyped"))
    return ReadCode(GAME_OF_LETTER[letter], VERSION, code[2:-1])


def code_of(game: str, level: Any) -> str:
    """The code of one level of `game`; ValueError when the level has none (a sudoku without exactly one
    solution)."""
    return make_code(game, LOGIC[game].encode_level(level))


def code_or_none(game: str, level: Any) -> str | None:
    """The level's code, or None when it has none (a sudoku without exactly one solution)."""
    try:
        return code_of(game, level)
    except ValueError:
        return None


@dataclass(frozen=True)
class Decoded:
    game: str
    level: Any  # the game's LevelSpec
    code: str   # the code as this version writes it


def decode(text: str) -> Decoded:
    """The game and level a code names, checked like any untrusted input; CodeError naming the problem."""
    read = read_code(text)
    logic = LOGIC[read.game]
    what = game_name(read.game)
    try:
        level = logic.decode_level(read.description.lstrip("0") or "0")
        again = make_code(read.game, logic.encode_level(level))
    except DescriptionError as err:
        raise CodeError(Msg("the code names no {game} puzzle: {problem}", game=what, problem=err.reason)) from None
    except ValueError as err:
        raise CodeError(Msg("the code names no {game} puzzle: {problem}", game=what, problem=reason(err))) from None
    if again[2:-1] != read.description:
        raise CodeError(Msg("the code is not written the way this game writes {game} codes", game=what))
    return Decoded(read.game, level, again)
