"""The picture format: points, matches and their places, read and written back exactly."""
from __future__ import annotations

import pytest

from game.logic.common import PuzzleError
from game.logic.shapes import Kind, format_picture, parse_picture, present_shapes
from tests.shapes.oracle import neighbours, read

SQUARES = ".-.-.\n| | |\n.-.-."
# a triangle of side two: the orientation of '\' and '/' (x - 1 above, x + 1 below and back)
TRIANGLE = "    .\n   / \\\n  .---.\n / \\ / \\\n.---.---."
RAGGED = ".-.\n|\n. .-.\n  | |\n  .-."          # rows of different lengths
LEADING = "  .-.\n  | |\n.-.-.\n| |\n.-."        # leading spaces kept


@pytest.mark.parametrize("picture, kind", [(SQUARES, Kind.SQUARES), (TRIANGLE, Kind.TRIANGLES),
                                           (RAGGED, Kind.SQUARES), (LEADING, Kind.SQUARES)])
def test_a_picture_is_written_back_as_it_was_read(picture, kind):
    lattice, layout = parse_picture(picture, kind)
    assert format_picture(lattice, layout) == picture


@pytest.mark.parametrize("picture, kind", [(SQUARES, Kind.SQUARES), (TRIANGLE, Kind.TRIANGLES),
                                           (RAGGED, Kind.SQUARES), (LEADING, Kind.SQUARES)])
def test_places_and_matches_agree_with_an_independent_reading(picture, kind):
    triangles = kind is Kind.TRIANGLES
    lattice, layout = parse_picture(picture, kind)
    points, matches = read(picture, triangles)
    assert set(lattice.points) == points
    assert {place.ends for place in lattice.places} == neighbours(points, triangles)
    assert {lattice.places[i].ends for i in range(len(lattice.places)) if layout >> i & 1} == matches


def test_shape_counts_of_the_examples():
    assert len(present_shapes(*parse_picture(SQUARES, Kind.SQUARES))) == 2
    lattice, layout = parse_picture(TRIANGLE, Kind.TRIANGLES)
    shapes = [lattice.shapes[i] for i in present_shapes(lattice, layout)]
    # three up, one down, and the big one round them
    assert sorted((s.size, s.pointing) for s in shapes) == [(1, "down"), (1, "up"), (1, "up"), (1, "up"), (2, "up")]
    ragged = parse_picture(RAGGED, Kind.SQUARES)
    assert len(present_shapes(*ragged)) == 1


def test_trailing_blank_lines_and_windows_line_ends_are_read():
    lattice, layout = parse_picture(SQUARES.replace("\n", "\r\n") + "\r\n\n", Kind.SQUARES)
    assert format_picture(lattice, layout) == SQUARES


def test_a_point_with_no_match_is_still_a_place_for_one():
    lattice, layout = parse_picture(". .\n\n. .", Kind.SQUARES)
    assert layout == 0 and len(lattice.places) == 4 and len(lattice.shapes) == 1


@pytest.mark.parametrize("picture, kind, words", [
    (".-.\n-", Kind.SQUARES, "row 2, column 1"),               # a '-' on a row of '|'
    (".-. .-", Kind.SQUARES, "not neighbours"),                # a match with a space at one end
    (".-.\n |", Kind.SQUARES, "row 2, column 2"),              # '|' under no point
    (".-.\n|\n", Kind.SQUARES, "not neighbours"),              # '|' with no point below
    (" .-.", Kind.SQUARES, "odd column"),                      # a point at an even column
    (".-.\n.", Kind.SQUARES, "row 2"),                         # a point on a row of matches
    (".-.x", Kind.SQUARES, "'x'"),                             # a character the format does not know
    (".--", Kind.TRIANGLES, "'---'"),                          # two dashes
    (".---. .", Kind.TRIANGLES, "off the triangular grid"),    # a point two columns from another
    ("  .\n \\\n.", Kind.TRIANGLES, "not neighbours"),          # '\' leaning the wrong way
    ("", Kind.SQUARES, "no points"),
    (".", Kind.TRIANGLES, "no place for a match"),
])
def test_a_bad_picture_is_one_message_naming_where(picture, kind, words):
    with pytest.raises(PuzzleError) as err:
        parse_picture(picture, kind)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_an_oversized_picture_is_refused_by_size():
    with pytest.raises(PuzzleError, match="rows"):
        parse_picture("\n".join([".-."] * 100), Kind.SQUARES)
    with pytest.raises(PuzzleError, match="characters"):
        parse_picture("." + "-." * 100, Kind.SQUARES)
