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
from game.logic.words import N_, Msg

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
        raise PuzzleError(Msg("the picture has {count} rows; at most {most} are read", count=len(rows), most=MAX_ROWS))
    points: set[Point] = set()
    for r, row in enumerate(rows):
        if len(row) > MAX_COLUMNS:
            raise PuzzleError(Msg("row {row} has {count} characters; at most {most} are read", row=r + 1,
                                  count=len(row), most=MAX_COLUMNS))
        for c, ch in enumerate(row):
            if ch == ".":
                if r % 2:
                    raise PuzzleError(Msg("row {row}, column {column}: a point '.' belongs on an odd row (1st, 3rd, "
                                          "...), between the rows of matches", row=r + 1, column=c + 1))
                points.add((r, c))
    if not points:
        raise PuzzleError(Msg("the picture has no points '.'"))
    _check_points_on_lattice(points, kind)
    matches = _read_squares(rows, points) if kind is Kind.SQUARES else _read_triangles(rows, points)
    lattice = Lattice(kind, tuple(points))
    if not lattice.places:
        raise PuzzleError(Msg("the picture has no two neighbouring points, so no place for a match"))
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
            raise PuzzleError(Msg("row {row}, column {column}: on the square grid a point '.' sits at an odd column "
                                  "(1st, 3rd, ...)", row=r + 1, column=c + 1))
        if kind is Kind.TRIANGLES and (c - r - first[1] + first[0]) % 4:
            raise PuzzleError(Msg("row {row}, column {column}: this point is off the triangular grid of the point at "
                                  "row {first_row}, column {first_column} (points sit 4 columns apart in a row, and "
                                  "the next row is shifted by 2)", row=r + 1, column=c + 1, first_row=first[0] + 1,
                                  first_column=first[1] + 1))


def _end(points: set[Point], r: int, c: int, a: Point, b: Point, what: str) -> None:
    for end in (a, b):
        if end not in points:
            raise PuzzleError(Msg("row {row}, column {column}: the match {what} has no point at its end (row "
                                  "{end_row}, column {end_column}): it joins two points that are not neighbours",
                                  row=r + 1, column=c + 1, what=what, end_row=end[0] + 1, end_column=end[1] + 1))


def _unknown(r: int, c: int, ch: str, allowed: str) -> PuzzleError:
    return PuzzleError(Msg("row {row}, column {column}: {character} does not belong here ({allowed})", row=r + 1,
                           column=c + 1, character=repr(ch), allowed=Msg(allowed)))


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
                allowed = (N_("a row of points holds '.' at odd columns and '-' between them") if r % 2 == 0
                           else N_("a row between points holds '|' under a point, or spaces"))
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
                    raise PuzzleError(Msg("row {row}, column {column}: a match on a row of points is '---' between "
                                          "two points '.' four columns apart", row=r + 1, column=c + 1))
                _end(points, r, c, (r, c - 1), (r, c + 3), "'---'")
                out.append((r, c + 1))
                c += 3
                continue
            if r % 2 == 1 and ch == "\\":
                _end(points, r, c, (r - 1, c - 1), (r + 1, c + 1), "'\\'")
            elif r % 2 == 1 and ch == "/":
                _end(points, r, c, (r - 1, c + 1), (r + 1, c - 1), "'/'")
            else:
                allowed = (N_("a row of points holds '.' and '---' between them") if r % 2 == 0
                           else N_("a row between points holds '\\' and '/', or spaces"))
                raise _unknown(r, c, ch, allowed)
            out.append((r, c))
            c += 1
    return out
