"""Cells, their stick slots, and the glyphs each set of occupied slots reads as.

Everything else (which glyph can become which, and at what cost in sticks) is derived from
these shapes, so no "what can this character become" table is typed by hand.

A cell's state is a bit mask over its slots: bit i is set when slot SLOTS[kind][i] holds a stick.
"""
from __future__ import annotations

from functools import lru_cache

from .roman import ROMAN, ROMAN_GEOMETRY, ROMAN_PREFIXES, ROMAN_SLOTS, roman_shapes, roman_value

DIGIT = "digit"
OP = "op"
SIGN = "sign"  # an optional '-' in front of the first number of a side (unary-minus rule only)

# Slot names are distinct across kinds so a move like "3.b" can only mean a digit segment.
#   digit: a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle
#   op:    h middle horizontal, l second (lower) horizontal, v vertical, x rising diagonal '/',
#          y falling diagonal '\'
#   sign:  h, the one horizontal a unary minus needs
#   roman: i p q r s t (see roman.py: I, V, X and L strokes, read from their geometry)
SLOTS: dict[str, str] = {DIGIT: "abcdefg", OP: "hlvxy", SIGN: "h", ROMAN: ROMAN_SLOTS}

DIGIT_SHAPES: dict[str, tuple[str, ...]] = {
    "0": ("abcdef",), "1": ("bc",), "2": ("abdeg",), "3": ("abcdg",), "4": ("bcfg",),
    "5": ("acdfg",), "6": ("acdefg",), "7": ("abc",), "8": ("abcdefg",), "9": ("abcdfg",),
}
# The first shape of each glyph is the one parse_equation builds; a lone horizontal reads as
# '-' wherever it sits, so '-' has two shapes.
OP_SHAPES: dict[str, tuple[str, ...]] = {
    "-": ("h", "l"), "+": ("hv",), "=": ("hl",), "*": ("xy",), "/": ("x",),
}
SIGN_SHAPES: dict[str, tuple[str, ...]] = {"": ("",), "-": ("h",)}
ROMAN_SHAPES: dict[str, tuple[str, ...]] = roman_shapes()  # '' is an empty cell, a gap in a number

OPERATORS = "+-*/="  # ASCII forms; '*' is drawn as a cross, '/' as one diagonal

# Nominal stick positions for drawing, in a cell box 1 wide and 2 high (y grows downwards):
# ((x0, y0), (x1, y1)) per slot.
GEOMETRY: dict[str, dict[str, tuple[tuple[float, float], tuple[float, float]]]] = {
    DIGIT: {
        "a": ((0, 0), (1, 0)), "b": ((1, 0), (1, 1)), "c": ((1, 1), (1, 2)),
        "d": ((0, 2), (1, 2)), "e": ((0, 1), (0, 2)), "f": ((0, 0), (0, 1)),
        "g": ((0, 1), (1, 1)),
    },
    OP: {
        "h": ((0, 0.85), (1, 0.85)), "l": ((0, 1.15), (1, 1.15)), "v": ((0.5, 0.35), (0.5, 1.35)),
        "x": ((0, 1.5), (1, 0.5)), "y": ((0, 0.5), (1, 1.5)),
    },
    SIGN: {"h": ((0, 0.85), (1, 0.85))},
    ROMAN: ROMAN_GEOMETRY,
}


def mask_of(kind: str, names: str) -> int:
    """The bit mask of the named slots of a `kind` cell (ValueError on an unknown slot)."""
    slots = SLOTS[kind]
    mask = 0
    for name in names:
        i = slots.find(name)
        if i < 0:
            raise ValueError(f"a {kind} cell has no slot {name!r} (slots: {slots})")
        mask |= 1 << i
    return mask


def slot_names(kind: str, mask: int) -> str:
    """The names of the slots set in `mask`, in slot order."""
    return "".join(n for i, n in enumerate(SLOTS[kind]) if mask >> i & 1)


def _table(kind: str, shapes: dict[str, tuple[str, ...]]) -> dict[int, str]:
    return {mask_of(kind, s): glyph for glyph, forms in shapes.items() for s in forms}


# mask -> glyph, per kind; a mask missing from its table does not read as anything.
GLYPHS: dict[str, dict[int, str]] = {
    DIGIT: _table(DIGIT, DIGIT_SHAPES),
    OP: _table(OP, OP_SHAPES),
    SIGN: _table(SIGN, SIGN_SHAPES),
    ROMAN: _table(ROMAN, ROMAN_SHAPES),
}
# glyph -> the mask parse_equation builds for it
CANONICAL: dict[str, dict[str, int]] = {
    DIGIT: {g: mask_of(DIGIT, s[0]) for g, s in DIGIT_SHAPES.items()},
    OP: {g: mask_of(OP, s[0]) for g, s in OP_SHAPES.items()},
    SIGN: {g: mask_of(SIGN, s[0]) for g, s in SIGN_SHAPES.items()},
    ROMAN: {g: mask_of(ROMAN, s[0]) for g, s in ROMAN_SHAPES.items()},
}
# The cell kinds numbers are made of, and how a number's glyphs (empty cells left out) give its value:
# None when they are not a number (Roman numerals follow the subtractive rules).
NUMBER_KINDS = (DIGIT, ROMAN)


def number_value(kind: str, text: str) -> int | None:
    if kind == ROMAN:
        return roman_value(text)
    return int(text) if text else None


def number_prefix(kind: str, text: str) -> bool:
    """Whether some number of this kind starts with `text` (its glyphs so far, empty cells left out)."""
    return kind != ROMAN or text in ROMAN_PREFIXES


def read(kind: str, mask: int) -> str | None:
    """The glyph a cell shows, or None when its sticks form no glyph."""
    return GLYPHS[kind].get(mask)


@lru_cache(maxsize=None)
def transitions(kind: str, mask: int) -> tuple[tuple[int, int, int, str], ...]:
    """Every glyph this cell can turn into: (target mask, sticks removed, sticks added, glyph),
    cheapest first. Derived from the slot sets alone."""
    out = []
    for target, glyph in GLYPHS[kind].items():
        removed = bin(mask & ~target).count("1")
        added = bin(target & ~mask).count("1")
        out.append((target, removed, added, glyph))
    out.sort(key=lambda t: (t[1] + t[2], t[1], t[0]))
    return tuple(out)
