"""Equation text <-> a row of cells, and the exact truth test.

A Layout is the row of cells: a kind per cell (digit / op / sign) and a slot mask per cell.
Sign cells exist only under the unary-minus rule: one empty cell in front of the first number of
every side of the puzzle, where a single stick reads as '-'.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Sequence

from ..common import PuzzleError
from ..words import Msg
from .glyphs import CANONICAL, DIGIT, NUMBER_KINDS, OP, SIGN, number_value, read
from .roman import ROMAN, ROMAN_LETTERS, roman_value
from .rules import FORMS, ROMAN_OPERATORS, Rules

MAX_CELLS = 40

# The input spellings accepted for each ASCII glyph.
_ALIASES = {"x": "*", "X": "*", "×": "*", "÷": "/", "−": "-", "–": "-"}

# judge() verdicts
MALFORMED, FALSE, TRUE = 0, 1, 2


@dataclass(frozen=True)
class Layout:
    kinds: tuple[str, ...]
    masks: tuple[int, ...]

    def with_masks(self, masks: Sequence[int]) -> "Layout":
        return Layout(self.kinds, tuple(masks))

    def __len__(self) -> int:
        return len(self.kinds)


def parse_equation(text: str, unary_minus: bool = False, numerals: str = "digits") -> Layout:
    """Build the layout of an equation text ("45+46=99", "6×4=24", "-3+5=2" with unary_minus;
    "VI=VII+I" with numerals='roman').

    Raises PuzzleError naming the problem and its position (counting from 1)."""
    if not isinstance(text, str):
        raise PuzzleError(Msg("a puzzle must be text, not {type}", type=type(text).__name__))
    if numerals == "roman":
        return _parse_roman(text)
    kinds: list[str] = []
    masks: list[int] = []
    expect_number = True   # at the start, after an operator, or after a sign
    side_start = True      # at the start or right after '='
    last_op = ""
    last_pos = 0
    has_equals = False
    for pos, raw in enumerate(text, start=1):
        if raw.isspace():
            continue
        ch = _ALIASES.get(raw, raw)
        if ch in "0123456789" and len(ch) == 1:
            if side_start and unary_minus:
                kinds.append(SIGN)
                masks.append(CANONICAL[SIGN][""])
            kinds.append(DIGIT)
            masks.append(CANONICAL[DIGIT][ch])
            expect_number = side_start = False
        elif ch == "-" and expect_number:
            if not side_start:
                raise PuzzleError(Msg("{text}: an operator needs a number on each side ({op} at position {pos} "
                                      "is followed by '-')", text=repr(text), op=repr(last_op), pos=last_pos))
            if not unary_minus:
                raise PuzzleError(Msg("{text}: the '-' at position {pos} has no number on its left (a leading "
                                      "minus needs the unary-minus rule)", text=repr(text), pos=pos))
            kinds.append(SIGN)
            masks.append(CANONICAL[SIGN]["-"])
            side_start = False
        elif ch in CANONICAL[OP]:
            if expect_number:
                raise PuzzleError(Msg("{text}: an operator needs a number on each side ({op} at position {pos})",
                                      text=repr(text), op=repr(ch), pos=pos))
            kinds.append(OP)
            masks.append(CANONICAL[OP][ch])
            expect_number = True
            side_start = ch == "="
            has_equals |= ch == "="
            last_op, last_pos = ch, pos
        else:
            raise PuzzleError(Msg("{text}: unknown character {char} at position {pos}", text=repr(text),
                                  char=repr(raw), pos=pos))
        if len(kinds) > MAX_CELLS:
            raise PuzzleError(Msg("{text}: longer than {most} cells", text=repr(text), most=MAX_CELLS))
    if not kinds:
        raise PuzzleError(Msg("empty puzzle"))
    if expect_number:
        raise PuzzleError(Msg("{text}: an operator needs a number on each side ({op} at the end)", text=repr(text),
                              op=repr(last_op or '-')))
    if not has_equals:
        raise PuzzleError(Msg("{text}: no '='", text=repr(text)))
    return Layout(tuple(kinds), tuple(masks))


def _parse_roman(text: str) -> Layout:
    """A Roman equation: each number laid out as an empty cell before, between and after its glyphs
    (room for a new glyph), operators + - = in op cells; every number must be a valid numeral."""
    kinds: list[str] = []
    masks: list[int] = []
    number = ""          # the numeral being read, and where it started
    number_pos = 0
    last_op = ""
    has_equals = False
    gap = CANONICAL[ROMAN][""]

    def close(no_number: Msg) -> None:
        """The numeral read so far ends: `no_number` is the error when there is none."""
        if not number:
            raise PuzzleError(no_number)
        if roman_value(number) is None:
            raise PuzzleError(Msg("{text}: {number} at position {pos} is not a Roman numeral (I V X L with the "
                                  "subtractive rules: IV, IX, XL)", text=repr(text), number=repr(number),
                                  pos=number_pos))

    for pos, raw in enumerate(text, start=1):
        if raw.isspace():
            continue
        ch = _ALIASES.get(raw, raw) if raw not in "xX" else "X"
        ch = ch.upper() if ch in "ivl" else ch
        if ch in ROMAN_LETTERS:
            if not number:
                number_pos = pos
                kinds.append(ROMAN)
                masks.append(gap)
            number += ch
            kinds += [ROMAN, ROMAN]
            masks += [CANONICAL[ROMAN][ch], gap]
        elif ch in ROMAN_OPERATORS:
            close(Msg("{text}: an operator needs a number on each side ({op} at position {pos})",
                      text=repr(text), op=repr(ch), pos=pos))
            kinds.append(OP)
            masks.append(CANONICAL[OP][ch])
            number = ""
            has_equals |= ch == "="
            last_op = ch
        elif ch in CANONICAL[OP]:
            raise PuzzleError(Msg("{text}: Roman numerals take the signs + - = only ({char} at position {pos})",
                                  text=repr(text), char=repr(raw), pos=pos))
        else:
            # a text with no digit is read as Roman whatever rules were picked: name both ways to write one
            raise PuzzleError(Msg("{text}: unknown character {char} at position {pos} (write numbers in digits "
                                  "0-9, or in Roman numerals I V X L with + - =)", text=repr(text), char=repr(raw),
                                  pos=pos))
        if len(kinds) > MAX_CELLS:
            raise PuzzleError(Msg("{text}: longer than {most} cells (a Roman number takes two per glyph plus one)",
                                  text=repr(text), most=MAX_CELLS))
    if not kinds:
        raise PuzzleError(Msg("empty puzzle"))
    close(Msg("{text}: an operator needs a number on each side ({op} at the end)", text=repr(text),
              op=repr(last_op or '-')))
    if not has_equals:
        raise PuzzleError(Msg("{text}: no '='", text=repr(text)))
    return Layout(tuple(kinds), tuple(masks))


def glyphs(layout: Layout) -> list[str | None]:
    """The glyph of every cell ('' for an empty sign cell, None where the sticks form nothing)."""
    return [read(k, m) for k, m in zip(layout.kinds, layout.masks)]


def render(layout: Layout) -> str:
    """ASCII text of a layout ('*' for the cross, '/' for division); '?' marks a cell whose sticks
    form no glyph."""
    return "".join("?" if g is None else g for g in glyphs(layout))


@dataclass(frozen=True)
class Structure:
    """Where the numbers and operators sit in a row of cell kinds."""
    numbers: tuple[tuple[int, int, int], ...]  # (sign cell or -1, first digit cell, end)
    ops: tuple[int, ...]
    kinds: tuple[str, ...]


@lru_cache(maxsize=1024)
def structure(kinds: tuple[str, ...]) -> Structure:
    numbers: list[tuple[int, int, int]] = []
    ops: list[int] = []
    sign, start = -1, -1
    for i, kind in enumerate(kinds):
        if kind == SIGN:
            sign = i
        elif kind in NUMBER_KINDS and start < 0:
            start = i
        elif kind == OP:
            numbers.append((sign, start, i))
            ops.append(i)
            sign, start = -1, -1
    numbers.append((sign, start, len(kinds)))
    return Structure(tuple(numbers), tuple(ops), kinds)


def side_value(values: list[int], ops: list[str]) -> Fraction | int | None:
    """Value of one side, '*' and '/' before '+' and '-'; None on division by zero."""
    total: Fraction | int = 0
    term: Fraction | int = values[0]
    for op, v in zip(ops, values[1:]):
        if op == "*":
            term = term * v
        elif op == "/":
            if v == 0:
                return None
            term = Fraction(term) / v
        else:
            total += term
            term = v if op == "+" else -v
    return total + term


def judge(struct: Structure, chars: Sequence[str | None], rules: Rules) -> int:
    """MALFORMED (not an equation under `rules`), FALSE or TRUE, for the glyphs of each cell.
    The cheap structural checks come first: most rows the solver tries fail one of them."""
    allowed_ops = rules.operators
    ops: list[str] = []
    for i in struct.ops:
        glyph = chars[i]
        if glyph is None or glyph not in allowed_ops:
            return MALFORMED
        ops.append(glyph)
    n_equals = ops.count("=")
    if n_equals != 1 and (n_equals == 0 or not rules.chained_equals):
        return MALFORMED
    form = FORMS[rules.form]
    if form is not None and (len(ops) != 2 or ops[0] not in form or ops[1] != "="):
        return MALFORMED
    values: list[int] = []
    for k, (sign, start, end) in enumerate(struct.numbers):
        digits = chars[start:end]
        if None in digits:
            return MALFORMED
        text = "".join(digits)  # type: ignore[arg-type]  # the None check above rules out None
        if end - start > 1 and text[:1] == "0" and not rules.leading_zeros:
            return MALFORMED
        number = number_value(struct.kinds[start], text)
        if number is None:
            return MALFORMED
        value = number
        if sign >= 0:
            mark = chars[sign]
            if mark is None:
                return MALFORMED
            if mark:  # a unary minus: only at the start of a side, and never in a required form
                if (k > 0 and ops[k - 1] != "=") or form is not None:
                    return MALFORMED
                value = -value
        values.append(value)
    first = None
    side_values: list[int] = []
    side_ops: list[str] = []
    for k, value in enumerate(values):
        side_values.append(value)
        op = ops[k] if k < len(ops) else "="
        if op != "=":
            side_ops.append(op)
            continue
        result = side_value(side_values, side_ops) if side_ops else value
        if result is None:
            return FALSE
        if first is None:
            first = result
        elif result != first:
            return FALSE
        side_values, side_ops = [], []
    return TRUE


def is_equation(layout: Layout, rules: Rules) -> bool:
    """Every cell reads as a glyph and the row parses as an equation under `rules`."""
    return judge(structure(layout.kinds), glyphs(layout), rules) != MALFORMED


def is_true_equation(layout: Layout, rules: Rules) -> bool:
    """The layout is an equation under `rules` and every '=' side is equal (exactly)."""
    return judge(structure(layout.kinds), glyphs(layout), rules) == TRUE
