"""The 6x6 solver that works a row at a time (`six_rows`, what `geo_solver.solutions` runs for 6x6 and so what the
game, `solve sudoku --variant 6x6` and the benchmark use) finds what plain backtracking over the same houses finds
(tests/sudoku/variant_oracle.py): on random digs of the set's solutions with none, one and several solutions,
some with a wrong digit or two givens that clash, on generated puzzles and on the empty grid; the grader (and so
the command line) searches with it once the techniques stop; and its fast test for clashing givens says what a
house-by-house check says."""
from __future__ import annotations

import random

import pytest

from game.logic.common import PuzzleError
from game.logic.sudoku import geo_generator, geo_grader, geo_solver, geometry, six_rows, variants
from game.logic.sudoku.grades import Grade
from tests.datasets import variant_rows
from tests.properties import Tally
from tests.sudoku import variant_oracle


def _text(grid: tuple[int, ...] | list[int]) -> str:
    return "".join(map(str, grid))


def _digs(rng: random.Random, count: int) -> list[tuple[int, ...]]:
    """Givens from a solution of the set with random cells blanked; some with one given changed to any digit
    (often no solution, sometimes two givens that clash), some nearly empty (many solutions)."""
    rows = variant_rows("6x6")
    out = []
    for _ in range(count):
        _, solution = rng.choice(rows)
        keep = rng.choice((rng.uniform(0.0, 0.25), rng.uniform(0.25, 0.7)))
        grid = [int(ch) if rng.random() < keep else 0 for ch in solution]
        if rng.random() < 0.3:
            grid[rng.randrange(36)] = rng.randint(1, 6)
        out.append(tuple(grid))
    return out


def _agrees_with_the_oracle(givens: tuple[int, ...], limit: int) -> int:
    line = _text(givens)
    ours = six_rows.solutions(givens, limit)
    theirs = [tuple(s) for s in variant_oracle.solutions("6x6", line, limit)]
    assert len(ours) == len(theirs), (line, limit)
    assert len(set(ours)) == len(ours), line  # distinct
    assert all(variant_oracle.is_solution("6x6", line, s) for s in ours), line
    if len(ours) < limit:  # every solution there is: the same ones
        assert sorted(ours) == sorted(theirs), line
    return len(ours)


@pytest.mark.parametrize("limit", (1, 2, 3))
def test_agrees_with_backtracking_on_random_digs(limit):
    tally = Tally()
    clashes = 0
    for givens in _digs(random.Random(f"six-rows-{limit}"), 150):
        found = _agrees_with_the_oracle(givens, limit)
        tally({0: "none", 1: "one"}.get(found, "several"))
        clashes += not six_rows.clash_free(givens)
    tally.require(none=10, one=10, **({"several": 10} if limit > 1 else {}))
    assert clashes >= 5  # givens that clash were among them (the solver finds no solution for those)


def test_the_set_as_published():
    for line, solution in variant_rows("6x6"):
        givens = variants.parse_puzzle("6x6", line).givens
        assert [_text(s) for s in six_rows.solutions(givens, 2)] == [solution]
        full = tuple(int(ch) for ch in solution)
        assert six_rows.solutions(full, 2) == [full]  # every cell given


@pytest.mark.parametrize("grade", geo_generator.GRADES["6x6"], ids=lambda g: g.label)
def test_generated_puzzles_have_one_solution_and_removing_givens_makes_more(grade):
    rng = random.Random(f"six-rows-{grade.label}")
    tally = Tally()
    for _ in range(3):
        made = geo_generator.generate("6x6", grade, rng)
        assert _agrees_with_the_oracle(made.givens, 2) == 1
        given = [i for i, d in enumerate(made.givens) if d]
        fewer = list(made.givens)
        for i in rng.sample(given, 3):
            fewer[i] = 0
        tally({1: "still one", 2: "several"}[_agrees_with_the_oracle(tuple(fewer), 2)])
    tally.require(several=1)


def test_the_empty_grid_has_several_solutions():
    empty = (0,) * 36
    assert _agrees_with_the_oracle(empty, 1) == 1
    assert _agrees_with_the_oracle(empty, 2) == 2


def test_geo_solver_runs_it_for_6x6():
    geo = geometry.six()
    for givens in _digs(random.Random("six-rows-dispatch"), 30):
        for limit in (1, 2):
            assert geo_solver.solutions(geo, givens, limit) == six_rows.solutions(givens, limit)
    line, solution = variant_rows("6x6")[0]
    assert _text(geo_solver.solve(geo, variants.parse_puzzle("6x6", line).givens) or ()) == solution


def test_the_grader_searches_with_it_when_the_techniques_stop(monkeypatch):
    made = geo_generator.generate("6x6", Grade.EVIL, random.Random("six-rows-evil"))
    calls = []
    real = six_rows.solutions

    def spy(grid: tuple[int, ...], limit: int = 2) -> list[tuple[int, ...]]:
        calls.append(grid)
        return real(grid, limit)

    monkeypatch.setattr(six_rows, "solutions", spy)
    report = geo_grader.rate(made.geo, made.givens)
    assert calls == [made.givens]  # what `solve sudoku --variant 6x6` answers with, when the techniques stop
    (theirs,) = variant_oracle.solutions("6x6", _text(made.givens))
    assert report.grade is Grade.EVIL and report.solution == tuple(theirs)


def test_each_row_of_a_solution_survives_the_givens_filter():
    t = six_rows.tables()
    rng = random.Random("six-rows-filter")
    for _ in range(100):
        _, solution = rng.choice(variant_rows("6x6"))
        full = [int(ch) for ch in solution]
        givens = tuple(d if rng.random() < 0.5 else 0 for d in full)
        sets = six_rows.row_sets(t, givens)
        assert sets is not None
        for r, s in enumerate(sets):
            k = t.orderings.index(tuple(full[6 * r:6 * r + 6]))
            assert s >> k & 1


def test_clash_free_says_what_a_house_by_house_check_says():
    rules, _ = variant_oracle.read("6x6", "0" * 36)
    tally = Tally()
    for givens in _digs(random.Random("six-rows-clash"), 300):
        direct = all(len([givens[c] for c in house if givens[c]]) == len({givens[c] for c in house if givens[c]})
                     for house in rules.groups)
        assert six_rows.clash_free(givens) == direct, _text(givens)
        if direct:
            tally("clash free")
            variants.parse_puzzle("6x6", _text(givens))
        else:
            tally("clash")
            with pytest.raises(PuzzleError, match="givens clash"):
                variants.parse_puzzle("6x6", _text(givens))
    tally.require(clash=10, **{"clash free": 10})
