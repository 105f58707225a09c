"""Roman-numeral cells: their stick slots, and which glyph every set of sticks reads as, found from
the sticks' geometry (no glyph table is typed by hand), plus the numerals' own reading rules.

A Roman cell is a box 1 wide and 2 high (y grows downwards), like a digit cell; its glyphs are one
stick high, between y = .5 and 1.5. Its slots are the strokes the glyphs I, V, X and L are drawn with:

    i  the vertical       (.5,.5)-(.5,1.5)  I, and L's upright
    p  left  falling '\\'  (0,.5)-(.5,1.5)   V's left arm, and one stroke of a left-hand X
    q  left  rising  '/'   (0,1.5)-(.5,.5)   the other stroke of a left-hand X
    r  right falling '\\'  (.5,.5)-(1,1.5)   one stroke of a right-hand X
    s  right rising  '/'   (.5,1.5)-(1,.5)   V's right arm, and the other stroke of a right-hand X
    t  the foot           (.5,1.5)-(1,1.5)  L's foot

Every diagonal has the same slope, so a V (two arms meeting at the bottom) is twice as wide as an X
(two strokes crossing at their middles) and shares one stroke with each X: moving one stick of an X
makes a V (X = pq -> V = ps moves q to s), as in Knoblich et al.'s XI = III + III -> VI = III + III.
The reading, by shape:

    no stick                                  empty (a gap: it is skipped when a number is read)
    one stick, upright or slanted, not flat   I   (what is left of a V or X after one stick goes)
    two sticks crossing at interior points    X
    two slanted sticks sharing their lower end, one leaning each way    V
    an upright and a flat stick leaving its lower end to the right     L
    anything else                             no glyph

A number is a run of Roman cells between operators, read left to right skipping empty cells; it
must be a valid numeral under the usual subtractive rules (IV, IX, XL; at most three I or X in a
row; no zero), or the row is not an equation. parse_equation lays a number out as an empty cell
before, between and after its glyphs, so a stick can start a new glyph at either end of a number or
between two glyphs (one new glyph per gap).
"""
from __future__ import annotations

import re
from fractions import Fraction
from itertools import combinations

ROMAN = "roman"
ROMAN_SLOTS = "ipqrst"
ROMAN_LETTERS = "IVXL"

Point = tuple[Fraction, Fraction]
Segment = tuple[Point, Point]

_H = Fraction(1, 2)
# Drawn one stick high, centred on the row like an operator (the classification below depends only
# on how strokes meet, cross and lean, not on this scale).
ROMAN_GEOMETRY: dict[str, tuple[tuple[float, float], tuple[float, float]]] = {
    "i": ((0.5, 0.5), (0.5, 1.5)), "p": ((0, 0.5), (0.5, 1.5)), "q": ((0, 1.5), (0.5, 0.5)),
    "r": ((0.5, 0.5), (1, 1.5)), "s": ((0.5, 1.5), (1, 0.5)), "t": ((0.5, 1.5), (1, 1.5)),
}


def _exact(name: str) -> Segment:
    (x0, y0), (x1, y1) = ROMAN_GEOMETRY[name]
    return ((Fraction(x0), Fraction(y0)), (Fraction(x1), Fraction(y1)))


def _cross(o: Point, a: Point, b: Point) -> Fraction:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _cross_inside(s: Segment, u: Segment) -> bool:
    """The two segments cross at a point strictly inside both (an X, not a touch at an end)."""
    d1, d2 = _cross(u[0], u[1], s[0]), _cross(u[0], u[1], s[1])
    d3, d4 = _cross(s[0], s[1], u[0]), _cross(s[0], s[1], u[1])
    return d1 * d2 < 0 and d3 * d4 < 0


def _lower(s: Segment) -> Point:
    return max(s, key=lambda p: p[1])


def _upper(s: Segment) -> Point:
    return min(s, key=lambda p: p[1])


def _flat(s: Segment) -> bool:
    return s[0][1] == s[1][1]


def _upright(s: Segment) -> bool:
    return s[0][0] == s[1][0]


def classify(strokes: list[Segment]) -> str | None:
    """The glyph a set of strokes shows ('' for none at all), or None when it shows no glyph."""
    if not strokes:
        return ""
    if len(strokes) == 1:
        return None if _flat(strokes[0]) else "I"
    if len(strokes) != 2:
        return None
    s, u = strokes
    if _cross_inside(s, u):
        return "X"
    slanted = not (_flat(s) or _flat(u) or _upright(s) or _upright(u))
    if slanted and _lower(s) == _lower(u):
        leans = sorted(_upper(seg)[0] - _lower(seg)[0] for seg in (s, u))
        if leans[0] < 0 < leans[1]:
            return "V"
    for up, foot in ((s, u), (u, s)):
        if _upright(up) and _flat(foot) and min(foot)[0] == _lower(up)[0] and min(foot)[1] == _lower(up)[1]:
            return "L"
    return None


def roman_shapes() -> dict[str, tuple[str, ...]]:
    """glyph -> every slot set that reads as it (empty cell as ''), found by classify(); the first of
    each is the fewest-slot, alphabetically first form, the one parse_equation lays down (I = i,
    V = ps, X = pq, L = it)."""
    found: dict[str, list[str]] = {}
    for size in range(len(ROMAN_SLOTS) + 1):
        for names in combinations(ROMAN_SLOTS, size):
            glyph = classify([_exact(n) for n in names])
            if glyph is not None:
                found.setdefault(glyph, []).append("".join(names))
    # The canonical I is the upright stroke; the slanted ones are what is left of a V or an X.
    found["I"].sort(key=lambda s: s != "i")
    return {g: tuple(forms) for g, forms in found.items()}


_NUMERAL = re.compile(r"^(XL|L?X{0,3})(IX|IV|V?I{0,3})$")
_VALUE = {"I": 1, "V": 5, "X": 10, "L": 50}


def roman_value(text: str) -> int | None:
    """The value of a valid Roman numeral of I, V, X, L ('XIV' -> 14), None for anything else
    (empty, 'IIII', 'VX', 'IL', ...)."""
    if not text or not _NUMERAL.match(text):
        return None
    total = 0
    for a, b in zip(text, text[1:] + " "):
        v = _VALUE[a]
        total += -v if b != " " and _VALUE[b] > v else v
    return total


def to_roman(n: int) -> str:
    """1..89 as a numeral ('XIV'); ValueError outside what I, V, X and L can write."""
    if not 1 <= n <= 89:
        raise ValueError(f"{n} cannot be written with I, V, X and L (1..89)")
    out = []
    for value, letters in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


# Every text that starts some numeral ('' included): a number's table drops a partial reading at once when no
# numeral starts so (a long number at 4 sticks otherwise builds millions of readings like 'IIIII...').
ROMAN_PREFIXES = frozenset(to_roman(n)[:i] for n in range(1, 90) for i in range(len(to_roman(n)) + 1))


def is_roman_text(text: str) -> bool:
    """A puzzle written in Roman numerals: no Arabic digit, and at least one of I V X L (either case).
    (An 'x' between digits is a times sign, but a digit puzzle always has a digit.)"""
    return (not any(ch in "0123456789" for ch in text)
            and any(ch in "IVXLivxl" for ch in text))
