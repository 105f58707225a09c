"""The lattice a shape puzzle is laid on: its points, the places a match may go, and every shape on it.

Points and places are named by their text position in the picture (see picture.py), so the lattice and its
picture share one set of coordinates:

- squares: a point at (row, col) with both even; a place joins it to (row, col + 2) (its `-` at col + 1) or to
  (row + 2, col) (its `|` at row + 1);
- triangles: points sit 4 columns apart in a row and rows are offset by 2; a place joins a point to
  (row, col + 4) (its `---` centred at col + 2), to (row + 2, col + 2) (a `\\` at (row + 1, col + 1)) or to
  (row + 2, col - 2) (a `/` at (row + 1, col - 1)).

A place is numbered by the reading order of its character, so the numbers are the same whatever order the
points were listed in. A shape is a square (or an upward or downward triangle) of any size whose sides are all
places; its `mask` has bit i set for each place i on its sides.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field

Point = tuple[int, int]   # (text row, text column)
Spot = tuple[int, int]    # where a place's character sits in the picture (the middle '-' of '---')


class Kind(enum.Enum):
    SQUARES = "squares"
    TRIANGLES = "triangles"

    @property
    def noun(self) -> str:
        return "square" if self is Kind.SQUARES else "triangle"


@dataclass(frozen=True)
class Place:
    """Where one match may lie: its two end points and the character that draws it."""

    ends: tuple[Point, Point]
    spot: Spot
    glyph: str   # '-', '|', '---', '\\' or '/'


@dataclass(frozen=True)
class Shape:
    """One square or triangle: `size` matches a side; `corners` in drawing order; `mask` its sides' places."""

    size: int
    corners: tuple[Point, ...]
    mask: int
    pointing: str = ""   # triangles: "up" or "down"


@dataclass(frozen=True)
class Lattice:
    """The points of a picture and what they allow. Two lattices are equal when they have the same kind and
    the same points; the places and shapes follow from those."""

    kind: Kind
    points: tuple[Point, ...]
    places: tuple[Place, ...] = field(init=False, compare=False, repr=False)
    shapes: tuple[Shape, ...] = field(init=False, compare=False, repr=False)
    index: dict[Spot, int] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        points = tuple(sorted(set(self.points)))
        object.__setattr__(self, "points", points)
        places = sorted(_places(self.kind, set(points)), key=lambda p: p.spot)
        index = {p.spot: i for i, p in enumerate(places)}
        object.__setattr__(self, "places", tuple(places))
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "shapes", tuple(_shapes(self.kind, points, index)))

    @property
    def full(self) -> int:
        """The layout with a match on every place."""
        return (1 << len(self.places)) - 1

    def place_at(self, spot: Spot) -> int | None:
        return self.index.get(spot)


def bits(mask: int) -> list[int]:
    """The place numbers in a layout, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def present_shapes(lattice: Lattice, layout: int) -> list[int]:
    """The shapes (by number) whose every side holds a match in `layout`."""
    return [i for i, s in enumerate(lattice.shapes) if s.mask & layout == s.mask]


def loose_matches(lattice: Lattice, layout: int) -> int:
    """The matches of `layout` that are a side of no shape present in it."""
    covered = 0
    for s in lattice.shapes:
        if s.mask & layout == s.mask:
            covered |= s.mask
    return layout & ~covered


def _places(kind: Kind, points: set[Point]) -> list[Place]:
    out = []
    for (r, c) in sorted(points):
        if kind is Kind.SQUARES:
            if (r, c + 2) in points:
                out.append(Place(((r, c), (r, c + 2)), (r, c + 1), "-"))
            if (r + 2, c) in points:
                out.append(Place(((r, c), (r + 2, c)), (r + 1, c), "|"))
        else:
            if (r, c + 4) in points:
                out.append(Place(((r, c), (r, c + 4)), (r, c + 2), "---"))
            if (r + 2, c + 2) in points:
                out.append(Place(((r, c), (r + 2, c + 2)), (r + 1, c + 1), "\\"))
            if (r + 2, c - 2) in points:
                out.append(Place(((r, c), (r + 2, c - 2)), (r + 1, c - 1), "/"))
    return out


def _mask(index: dict[Spot, int], spots: list[Spot]) -> int | None:
    mask = 0
    for spot in spots:
        i = index.get(spot)
        if i is None:
            return None
        mask |= 1 << i
    return mask


def _shapes(kind: Kind, points: tuple[Point, ...], index: dict[Spot, int]) -> list[Shape]:
    if not points:
        return []
    top, bottom = min(r for r, _ in points), max(r for r, _ in points)
    out: list[Shape] = []
    for (r, c) in points:
        for s in range(1, (bottom - r) // 2 + 1):
            if kind is Kind.SQUARES:
                out.extend(_square(index, r, c, s))
            else:
                out.extend(_triangle_up(index, r, c, s))
        if kind is Kind.TRIANGLES:
            for s in range(1, (r - top) // 2 + 1):
                out.extend(_triangle_down(index, r, c, s))
    return sorted(out, key=lambda sh: (sh.size, sh.corners[0], sh.pointing))


def _square(index: dict[Spot, int], r: int, c: int, s: int) -> list[Shape]:
    spots = []
    for i in range(s):
        spots += [(r, c + 2 * i + 1), (r + 2 * s, c + 2 * i + 1), (r + 2 * i + 1, c), (r + 2 * i + 1, c + 2 * s)]
    mask = _mask(index, spots)
    if mask is None:
        return []
    return [Shape(s, ((r, c), (r, c + 2 * s), (r + 2 * s, c + 2 * s), (r + 2 * s, c)), mask)]


def _triangle_up(index: dict[Spot, int], r: int, c: int, s: int) -> list[Shape]:
    """Apex (r, c), base on row r + 2s."""
    spots = []
    for i in range(s):
        spots += [(r + 2 * i + 1, c - 2 * i - 1), (r + 2 * i + 1, c + 2 * i + 1), (r + 2 * s, c - 2 * s + 2 + 4 * i)]
    mask = _mask(index, spots)
    if mask is None:
        return []
    return [Shape(s, ((r, c), (r + 2 * s, c + 2 * s), (r + 2 * s, c - 2 * s)), mask, "up")]


def _triangle_down(index: dict[Spot, int], r: int, c: int, s: int) -> list[Shape]:
    """Bottom vertex (r, c), top side on row r - 2s."""
    top = r - 2 * s
    spots = []
    for i in range(s):
        spots += [(top, c - 2 * s + 2 + 4 * i), (top + 2 * i + 1, c - 2 * s + 2 * i + 1),
                  (top + 2 * i + 1, c + 2 * s - 2 * i - 1)]
    mask = _mask(index, spots)
    if mask is None:
        return []
    return [Shape(s, ((top, c - 2 * s), (top, c + 2 * s), (r, c)), mask, "down")]
