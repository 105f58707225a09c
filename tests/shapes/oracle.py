"""A brute-force oracle for shape puzzles that shares no code with game/logic/shapes.

It reads a picture itself (segments as pairs of text positions), finds the places a match may go from the
points alone, tries every choice of K matches to take away and K empty places to fill, and counts the squares
or triangles of each result from scratch by walking every corner and size.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator

Point = tuple[int, int]
Segment = tuple[Point, Point]


def read(picture: str, triangles: bool) -> tuple[set[Point], set[Segment]]:
    """The points and the matches of a (well-formed) picture."""
    points: set[Point] = set()
    matches: set[Segment] = set()
    rows = picture.split("\n")
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == ".":
                points.add((r, c))
            elif ch == "-" and not triangles:
                matches.add(((r, c - 1), (r, c + 1)))
            elif ch == "|":
                matches.add(((r - 1, c), (r + 1, c)))
            elif ch == "-" and row[c - 1] == ".":
                matches.add(((r, c - 1), (r, c + 3)))
            elif ch == "\\":
                matches.add(((r - 1, c - 1), (r + 1, c + 1)))
            elif ch == "/":
                matches.add(((r - 1, c + 1), (r + 1, c - 1)))
    return points, {tuple(sorted(m)) for m in matches}


def neighbours(points: set[Point], triangles: bool) -> set[Segment]:
    steps = [(0, 4), (2, 2), (2, -2)] if triangles else [(0, 2), (2, 0)]
    return {tuple(sorted(((r, c), (r + dr, c + dc))))
            for r, c in points for dr, dc in steps if (r + dr, c + dc) in points}


def _unit(a: Point, b: Point) -> Segment:
    return tuple(sorted((a, b)))


def _line(a: Point, b: Point, n: int) -> list[Segment]:
    """The n unit segments from a to b."""
    dr, dc = (b[0] - a[0]) // n, (b[1] - a[1]) // n
    return [_unit((a[0] + i * dr, a[1] + i * dc), (a[0] + (i + 1) * dr, a[1] + (i + 1) * dc)) for i in range(n)]


def shapes(points: set[Point], layout: set[Segment], triangles: bool) -> list[tuple[int, frozenset[Segment]]]:
    """Every (size, sides) of a square or triangle whose sides all lie in `layout`."""
    found = []
    top = max(r for r, _ in points)
    for (r, c) in points:
        for n in range(1, top + 1):
            if triangles:
                corners = [[(r, c), (r + 2 * n, c + 2 * n), (r + 2 * n, c - 2 * n)],
                           [(r, c), (r - 2 * n, c - 2 * n), (r - 2 * n, c + 2 * n)]]
            else:
                corners = [[(r, c), (r, c + 2 * n), (r + 2 * n, c + 2 * n), (r + 2 * n, c)]]
            for k in corners:
                sides = [s for a, b in zip(k, k[1:] + k[:1]) for s in _line(a, b, n)]
                if all(s in layout for s in sides):
                    found.append((n, frozenset(sides)))
    return found


def results(picture: str, triangles: bool, task: str, k: int, equal: bool) -> Iterator[tuple[frozenset[Segment], int]]:
    """Every layout K moves away that holds no loose match (and, with `equal`, one size of shape), with the
    number of shapes it holds."""
    points, start = read(picture, triangles)
    places = neighbours(points, triangles)
    full, empty = sorted(start), sorted(places - start)
    takes = 0 if task == "add" else k
    lays = 0 if task == "remove" else k
    possible = shapes(points, places, triangles)   # every shape the lattice can hold, each tried below
    for gone in itertools.combinations(full, takes):
        for new in itertools.combinations(empty, lays):
            layout = (start - set(gone)) | set(new)
            found = [(size, sides) for size, sides in possible if sides <= layout]
            if set().union(*(sides for _, sides in found)) != layout:
                continue
            if equal and len({size for size, _ in found}) > 1:
                continue
            yield frozenset(layout), len(found)


def answers(picture: str, triangles: bool, task: str, k: int, n: int, equal: bool) -> set[frozenset[Segment]]:
    """Every final layout (as a set of segments) that answers the puzzle."""
    return {layout for layout, count in results(picture, triangles, task, k, equal) if count == n}


def largest_count(picture: str, triangles: bool, task: str, k: int, equal: bool) -> int | None:
    """The most shapes any layout K moves away holds with no loose match, or None when no layout qualifies."""
    return max((count for _, count in results(picture, triangles, task, k, equal)), default=None)
