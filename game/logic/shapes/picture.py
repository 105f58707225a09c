"""A layout as text, one text row per line, and back.

Squares: even rows hold points `.` (a space where the lattice has no point) at even columns, with `-` between
two points a match joins; odd rows hold `|` under a point that a match joins to the point below.

Triangles: even rows hold points `.`, with `---` between two points four columns apart that a match joins; in
the odd row between two point rows, `\\` at column x joins (row above, x - 1) to (row below, x + 1), and `/` at
column x joins (row above, x + 1) to (row below, x - 1).

Rows may be of different lengths (what is missing at the end of a row is spaces) and leading spaces are kept.
Errors name the row and column counted from 1.
"""
from __future__ import annotations

from game.logic.common import PuzzleError

from .lattice import Kind, Lattice, Point, Spot

MAX_ROWS = 41      # 21 rows of points
MAX_COLUMNS = 81   # 41 points a row on the square grid, 21 on the triangular one


def parse_picture(text: str, kind: Kind) -> tuple[Lattice, int]:
    """The lattice the picture's points make and the layout its matches make; PuzzleError naming what is
    wrong and where (a character the format does not know, a match with no point at an end, a point off
    the lattice)."""
    rows = text.replace("\r\n", "\n").split("\n")
    rows = [row.rstrip(" ") for row in rows]
    while rows and not rows[-1]:
        rows.pop()
    if len(rows) > MAX_ROWS:
        raise PuzzleError(f"the picture has {len(rows)} rows; at most {MAX_ROWS} are read")
    points: set[Point] = set()
    for r, row in enumerate(rows):
        if len(row) > MAX_COLUMNS:
            raise PuzzleError(f"row {r + 1} has {len(row)} characters; at most {MAX_COLUMNS} are read")
        for c, ch in enumerate(row):
            if ch == ".":
                if r % 2:
                    raise PuzzleError(f"row {r + 1}, column {c + 1}: a point '.' belongs on an odd row "
                                      f"(1st, 3rd, ...), between the rows of matches")
                points.add((r, c))
    if not points:
        raise PuzzleError("the picture has no points '.'")
    _check_points_on_lattice(points, kind)
    matches = _read_squares(rows, points) if kind is Kind.SQUARES else _read_triangles(rows, points)
    lattice = Lattice(kind, tuple(points))
    if not lattice.places:
        raise PuzzleError("the picture has no two neighbouring points, so no place for a match")
    layout = 0
    for spot in matches:
        index = lattice.place_at(spot)
        assert index is not None  # both ends are points, so the lattice has this place
        layout |= 1 << index
    return lattice, layout


def format_picture(lattice: Lattice, layout: int) -> str:
    """The picture of `layout` on `lattice`: every point, and the matches the layout holds."""
    height = max(r for r, _ in lattice.points) + 1
    rows = [[" "] * (MAX_COLUMNS + 2) for _ in range(height)]
    for r, c in lattice.points:
        rows[r][c] = "."
    for i, place in enumerate(lattice.places):
        if layout >> i & 1:
            r, c = place.spot
            if place.glyph == "---":
                rows[r][c - 1:c + 2] = ["-", "-", "-"]
            else:
                rows[r][c] = place.glyph
    return "\n".join("".join(row).rstrip(" ") for row in rows)


def _check_points_on_lattice(points: set[Point], kind: Kind) -> None:
    first = min(points)
    for r, c in sorted(points):
        if kind is Kind.SQUARES and c % 2:
            raise PuzzleError(f"row {r + 1}, column {c + 1}: on the square grid a point '.' sits at an odd "
                              f"column (1st, 3rd, ...)")
        if kind is Kind.TRIANGLES and (c - r - first[1] + first[0]) % 4:
            raise PuzzleError(f"row {r + 1}, column {c + 1}: this point is off the triangular grid of the point "
                              f"at row {first[0] + 1}, column {first[1] + 1} (points sit 4 columns apart in a "
                              f"row, and the next row is shifted by 2)")


def _end(points: set[Point], r: int, c: int, a: Point, b: Point, what: str) -> None:
    for end in (a, b):
        if end not in points:
            raise PuzzleError(f"row {r + 1}, column {c + 1}: the match {what} has no point at its end "
                              f"(row {end[0] + 1}, column {end[1] + 1}): it joins two points that are not "
                              f"neighbours")


def _unknown(r: int, c: int, ch: str, allowed: str) -> PuzzleError:
    return PuzzleError(f"row {r + 1}, column {c + 1}: {ch!r} does not belong here ({allowed})")


def _read_squares(rows: list[str], points: set[Point]) -> list[Spot]:
    out: list[Spot] = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch in " ." or (r % 2 == 0 and c % 2 == 0 and ch == "."):
                continue
            if r % 2 == 0 and c % 2 == 1 and ch == "-":
                _end(points, r, c, (r, c - 1), (r, c + 1), "'-'")
            elif r % 2 == 1 and c % 2 == 0 and ch == "|":
                _end(points, r, c, (r - 1, c), (r + 1, c), "'|'")
            else:
                allowed = ("a row of points holds '.' at odd columns and '-' between them" if r % 2 == 0
                           else "a row between points holds '|' under a point, or spaces")
                raise _unknown(r, c, ch, allowed)
            out.append((r, c))
    return out


def _read_triangles(rows: list[str], points: set[Point]) -> list[Spot]:
    out: list[Spot] = []
    for r, row in enumerate(rows):
        c = 0
        while c < len(row):
            ch = row[c]
            if ch in " .":
                c += 1
                continue
            if r % 2 == 0 and ch == "-":
                if row[c:c + 3] != "---" or c == 0 or row[c - 1] != ".":
                    raise PuzzleError(f"row {r + 1}, column {c + 1}: a match on a row of points is '---' "
                                      f"between two points '.' four columns apart")
                _end(points, r, c, (r, c - 1), (r, c + 3), "'---'")
                out.append((r, c + 1))
                c += 3
                continue
            if r % 2 == 1 and ch == "\\":
                _end(points, r, c, (r - 1, c - 1), (r + 1, c + 1), "'\\'")
            elif r % 2 == 1 and ch == "/":
                _end(points, r, c, (r - 1, c + 1), (r + 1, c - 1), "'/'")
            else:
                allowed = ("a row of points holds '.' and '---' between them" if r % 2 == 0
                           else "a row between points holds '\\' and '/', or spaces")
                raise _unknown(r, c, ch, allowed)
            out.append((r, c))
            c += 1
    return out
