"""Codes for the variant sudokus: every shipped and generated variant puzzle round-trips to the same geometry (its
houses and cages as sets of cells, the sums), givens and grade; a code with one character changed, dropped or
doubled is refused; classic codes keep the numbers they had; and a variant's one-line form pasted on the code
screen opens that variant (an 81-character grid alone stays a classic sudoku)."""
from __future__ import annotations

import random

import pytest

from game.levels import Catalog
from game.logic.codes import CodeError, code_of, decode
from game.logic.packing import ALPHABET, DescriptionError, Packer, to_base32
from game.logic.pasted import PasteError, read_puzzle
from game.logic.sudoku import code as sudoku_code
from game.logic.sudoku import geo_generator, geo_solver, geometry, variant_code
from game.logic.sudoku.geometry import Cage
from game.logic.sudoku.grades import Grade
from game.logic.sudoku.levels import SudokuLevel
from tests.datasets import variant_rows

SHIPPED = [lvl.spec for lvl in Catalog.load().levels("sudoku") if lvl.spec.variant != "classic"]


def _shape(level: SudokuLevel) -> tuple[str, frozenset[frozenset[int]], frozenset[tuple[frozenset[int], int]]]:
    geo = level.geo
    return (geo.variant, frozenset(frozenset(h) for h in geo.houses),
            frozenset((frozenset(c.cells), c.total) for c in geo.cages))


def _round_trip(level: SudokuLevel) -> str:
    code = code_of("sudoku", level)
    back = decode(code).level
    assert _shape(back) == _shape(level)
    assert back.puzzle == level.puzzle and back.grade == level.grade
    assert len(code) <= 72
    return code


def test_every_shipped_variant_level_round_trips():
    codes = [_round_trip(level) for level in SHIPPED]
    assert len(set(codes)) == len(codes)
    assert {level.variant for level in SHIPPED} == {"x", "jigsaw", "killer", "6x6"}


@pytest.mark.parametrize("variant, grade", [("x", Grade.MEDIUM), ("jigsaw", Grade.EASY), ("6x6", Grade.EVIL),
                                            ("killer", Grade.MEDIUM)])
def test_generated_variant_puzzles_round_trip(variant, grade):
    for seed in (11, 12):
        made = geo_generator.generate(variant, grade, random.Random(seed))
        _round_trip(SudokuLevel(made.givens, grade, made.geo))


@pytest.mark.parametrize("variant", ["x", "jigsaw", "killer", "6x6"])
def test_a_variant_code_with_one_character_changed_dropped_or_doubled_is_refused(variant):
    level = next(lvl for lvl in SHIPPED if lvl.variant == variant)
    code = code_of("sudoku", level)
    tried = 0
    for i, ch in enumerate(code):
        for other in ALPHABET:
            if other != ch:
                with pytest.raises(CodeError):
                    decode(code[:i] + other + code[i + 1:])
                tried += 1
        with pytest.raises(CodeError):
            decode(code[:i] + code[i + 1:])
        with pytest.raises(CodeError):
            decode(code[:i] + ch + code[i:])
    assert tried == len(code) * (len(ALPHABET) - 1)


def test_every_classic_description_lies_below_the_first_variant_number():
    bound = 2 ** 81
    for cell in range(81):
        r, c = divmod(cell, 9)
        k = (r % 3) * 3 + c % 3  # cells of its box before it
        bound *= 9 - max(r, c, k)
    assert bound <= sudoku_code.CLASSIC_LIMIT


def test_joins_that_make_no_nine_regions_name_no_jigsaw():
    packer = Packer()
    packer.push(1, 4)                      # the jigsaw
    for _ in range(144):
        packer.flag(False)                 # nothing joined: 81 regions of one cell
    limit = variant_code.CLASSIC_LIMIT
    assert packer.number() < limit          # a small number: spread as the encoder spreads it
    description = to_base32(limit + packer.number() * variant_code.SPREAD % limit)
    with pytest.raises(DescriptionError, match="81 regions"):
        sudoku_code.decode(description)


def test_a_killer_with_a_cage_joined_only_corner_to_corner_has_no_code():
    line, _ = variant_rows("killer")[0]
    level = read_puzzle(line).level
    solution = geo_solver.solve(level.geo, level.puzzle)
    assert solution is not None
    # r1c1 and r2c2, which touch only at a corner, taken out of their cages into one of their own
    groups = [tuple(c for c in cage.cells if c not in (0, 10)) for cage in level.geo.cages] + [(0, 10)]
    cages = tuple(Cage(cells, sum(solution[c] for c in cells)) for cells in sorted(groups) if cells)
    geo = geometry.killer(tuple(sorted(cages, key=lambda cage: cage.cells[0])))
    with pytest.raises(ValueError, match="corner to corner"):
        sudoku_code.encode(SudokuLevel(tuple(solution[:1]) + (0,) * 80, Grade.EASY, geo))


@pytest.mark.parametrize("variant", ["jigsaw", "killer", "6x6"])
def test_a_pasted_variant_line_is_known_by_its_shape(variant):
    line, solution = variant_rows(variant)[0]
    pasted = read_puzzle(line)
    assert pasted.level.geo.variant == variant and pasted.code is not None
    assert decode(pasted.code).level.puzzle == pasted.level.puzzle
    assert "".join(map(str, pasted.level.puzzle)) == line.split()[0].replace(".", "0")


def test_an_x_sudoku_is_named_and_a_bare_grid_stays_classic():
    line, _ = variant_rows("x")[0]
    assert read_puzzle(f"x: {line}").level.geo.variant == "x"
    assert read_puzzle(f"X:{line}", "sudoku").level.geo.variant == "x"
    assert read_puzzle(line).level.geo.variant == "classic"


def _killer_with_first_sum(total: int) -> str:
    givens, letters, sums = variant_rows("killer")[0][0].split()
    return " ".join((givens, letters, ",".join([str(total)] + sums.split(",")[1:])))


@pytest.mark.parametrize("text, words", [
    ("jigsaw: " + "0" * 81 + " " + "1" * 81, "region"),
    ("killer: " + _killer_with_first_sum(99), "no distinct digits"),
    ("6x6: " + "7" * 36, "1-6"),
])
def test_a_pasted_variant_with_a_problem_is_refused_with_the_reason(text, words):
    with pytest.raises(PasteError, match=words):
        read_puzzle(text)


@pytest.mark.parametrize("variant", ["jigsaw", "killer"])
def test_the_command_line_codes_a_variant_line_and_solves_its_code(variant):
    import json

    from tests.shell.clirun import run_main

    line, solution = variant_rows(variant)[0]
    coded = run_main("code", "sudoku", line)
    assert coded.returncode == 0, coded.stderr
    code = coded.stdout.strip()
    solved = run_main("solve", "sudoku", code, "--json")
    assert solved.returncode == 0, solved.stderr
    answer = json.loads(solved.stdout)
    assert answer["solution"] == solution and answer["solutions"] == 1
    assert _groups(answer["puzzle"].split()[1]) == _groups(line.split()[1])  # the same regions, or cages ...
    assert answer["puzzle"].split()[2:] == line.split()[2:]                  # ... with the same sums


def _groups(labels: str) -> set[frozenset[int]]:
    """The cells each label marks (regions or cages, whatever they are called)."""
    return {frozenset(i for i, x in enumerate(labels) if x == ch) for ch in set(labels)}
