"""Loads the 24 game's human difficulty table (levels/24_difficulty.csv, 4nums.com solve times).

Kept out of game/logic because it reads a file; the logic takes the table as a parameter.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from functools import lru_cache

from game.logic.common import PuzzleError
from game.logic.twentyfour.rating import HumanRating
from game.resources import levels_folder
from game.logic.words import Msg
from game.regular_file import UnreadableFile, read_regular_file

TABLE_PATH = levels_folder() / "24_difficulty.csv"
MAX_TABLE_BYTES = 1_000_000   # the shipped table is about 60 KB
COLUMNS = ["hand", "rank", "amt_s", "solved_rate_pct", "mean_1sigma_s", "std_1sigma_s"]


def parse_table(text: str, where: str = "24_difficulty.csv") -> dict[tuple[int, ...], HumanRating]:
    """CSV text (with '#' comment lines and a header) -> {sorted hand: HumanRating}; errors name the line."""
    table: dict[tuple[int, ...], HumanRating] = {}
    header_seen = False
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = [c.strip() for c in line.split(",")]
        if not header_seen:
            if cells != COLUMNS:
                raise PuzzleError(Msg("{where}:{line}: expected the header {header}", where=where, line=number,
                                      header=",".join(COLUMNS)))
            header_seen = True
            continue
        if len(cells) != len(COLUMNS):
            raise PuzzleError(Msg("{where}:{line}: expected {columns} columns, got {count}", where=where, line=number,
                                  columns=len(COLUMNS), count=len(cells)))
        try:
            hand = tuple(sorted(int(v) for v in cells[0].split()))
            rating = HumanRating(int(cells[1]), decimal(cells[2]), decimal(cells[3]))
        except ValueError:
            raise PuzzleError(Msg("{where}:{line}: a hand of four whole numbers, a rank and two numbers are "
                                  "expected, got {text}", where=where, line=number, text=repr(line))) from None
        if len(hand) != 4 or not all(1 <= v <= 13 for v in hand):
            raise PuzzleError(Msg("{where}:{line}: hand {hand} is not four cards from 1 to 13", where=where,
                                  line=number, hand=repr(cells[0])))
        if hand in table:
            raise PuzzleError(Msg("{where}:{line}: hand {hand} is listed twice", where=where, line=number,
                                  hand=repr(cells[0])))
        table[hand] = rating
    if not header_seen:
        raise PuzzleError(Msg("{where}: no header line; is this the difficulty table?", where=where))
    return table


def decimal(text: str) -> Fraction:
    """A plain decimal ('4.4', '99.20', '7') exactly; ValueError for anything else. (`Fraction(text)` reads
    every form Python knows through a regular expression, which took half of reading the table.)"""
    whole, dot, part = text.partition(".")
    digits = whole + part
    if not whole or (dot and not part) or not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"{text!r} is not a decimal number")
    return Fraction(int(digits), 10 ** len(part))


@lru_cache(maxsize=1)
def human_table() -> dict[tuple[int, ...], HumanRating]:
    """The shipped table, read once; PuzzleError (a ValueError) if it is missing or damaged."""
    try:  # a regular file only: a FIFO in its place must not hang the game
        text = read_regular_file(TABLE_PATH, MAX_TABLE_BYTES).decode("utf-8")
    except UnreadableFile as err:
        raise PuzzleError(Msg("{path}: cannot read the 24 difficulty table ({reason})", path=str(TABLE_PATH),
                              reason=err.message)) from None
    except UnicodeDecodeError as err:
        raise PuzzleError(Msg("{path}: cannot read the 24 difficulty table ({reason})", path=str(TABLE_PATH),
                              reason=Msg("file is not UTF-8 text (byte {byte})", byte=err.start + 1))) from None
    return parse_table(text, str(TABLE_PATH))


class ShippedTable(Mapping[tuple[int, ...], HumanRating]):
    """The shipped table, read on first use: a level file loads even when the table is damaged, and the first
    rating that needs it reports why (a PuzzleError) instead of the game failing at start-up."""

    def __getitem__(self, hand: tuple[int, ...]) -> HumanRating:
        return human_table()[hand]

    def __iter__(self) -> Iterator[tuple[int, ...]]:
        return iter(human_table())

    def __len__(self) -> int:
        return len(human_table())
