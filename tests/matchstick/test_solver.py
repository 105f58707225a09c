"""The solver against the independent brute-force oracle of tests/matchstick/oracle.py."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.matchstick import rules_from, solve
from game.logic.matchstick.onestick import one_stick_texts
from tests.matchstick.chains import chain
from tests.matchstick.oracle import ORACLE_RULES, oracle_solve
from tests.properties import Tally

# --- agreement ---------------------------------------------------------------------------------------------

ONE_DIGIT = [f"{a}{op}{b}={c}" for a in range(10) for op in "+-*/" for b in range(10) for c in range(10)]


@pytest.mark.oracle
@pytest.mark.parametrize("preset", ["strict", "classic", "relaxed"])
def test_every_one_digit_puzzle_one_move(preset):
    rules = rules_from(preset)
    solvable = fast = 0
    for text in ONE_DIGIT:
        expected = oracle_solve(text, 1, "move", preset)
        assert solve(text, 1, "move", rules).texts == expected, text
        solvable += bool(expected)
        quick = one_stick_texts(text, rules, "move")  # the command line's one-stick path (None: not covered)
        assert quick is None or quick == expected, text
        fast += quick is not None and bool(expected)
    assert solvable > 100  # the comparison is not vacuous
    assert fast == (0 if preset == "relaxed" else solvable)  # unary minus is left to the plain search


@pytest.mark.oracle
@pytest.mark.parametrize("mode", ["add", "remove"])
def test_every_one_digit_puzzle_add_remove(mode):
    rules = rules_from("classic")
    solvable = 0
    for text in ONE_DIGIT:
        expected = oracle_solve(text, 1, mode, "classic")
        assert solve(text, 1, mode, rules).texts == expected, text
        assert one_stick_texts(text, rules, mode) == expected, text
        solvable += bool(expected)
    assert solvable > 50


equations = st.builds(
    lambda a, op, b, c: f"{a}{op}{b}={c}",
    st.integers(0, 99), st.sampled_from("+-*/"), st.integers(0, 99), st.integers(0, 99))


@pytest.mark.parametrize("preset", ["strict", "classic", "relaxed"])
def test_two_moves_random_sample(preset):
    tally = Tally()

    @settings(max_examples=8, deadline=None)
    @given(text=equations)
    def check(text):
        assert solve(text, 2, "move", rules_from(preset)).texts == oracle_solve(text, 2, "move", preset)
        tally()

    check()
    tally.require(checked=6)


def test_two_moves_seeded_sample_finds_answers():
    # a fixed sample of short equations where 2-move answers are common, so agreement is tested on
    # non-empty answer sets too
    rng = random.Random(7)
    nonempty = 0
    for _ in range(25):
        text = f"{rng.randint(0, 9)}{rng.choice('+-*')}{rng.randint(0, 19)}={rng.randint(0, 19)}"
        expected = oracle_solve(text, 2, "move", "classic")
        assert solve(text, 2, "move", rules_from("classic")).texts == expected, text
        nonempty += bool(expected)
    assert nonempty >= 5


@pytest.mark.parametrize("mode", ["add", "remove"])
def test_two_sticks_add_remove_sample(mode):
    rng = random.Random(11)
    for _ in range(20):
        text = f"{rng.randint(0, 99)}{rng.choice('+-*/')}{rng.randint(0, 9)}={rng.randint(0, 99)}"
        assert solve(text, 2, mode, rules_from("relaxed")).texts == oracle_solve(text, 2, mode, "relaxed"), text


# --- known answers ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("puzzle,preset,expected", [
    ("6+4=4", "strict", ["0+4=4", "8-4=4"]),
    ("8-4=4", "strict", ["0+4=4"]),
    ("1+1=9", "classic", []),
    ("9-5=0", "classic", []),
    ("1+1=9", "strict", []),
    ("9-5=0", "strict", []),
    ("66-30-66=92", "strict", []),
    ("60=46=20", "strict", []),
    ("5+4=9", "classic", []),
    ("5+4=9", "strict", []),
    ("7+3=9", "classic", ["7+2=9"]),
    ("45+46=99", "classic", ["45+48=93", "49+46=95"]),
])
def test_known_answers(puzzle, preset, expected):
    assert solve(puzzle, 1, "move", rules_from(preset)).texts == expected
    assert oracle_solve(puzzle, 1, "move", preset) == expected  # the oracle agrees too


def test_already_true_puzzle_is_not_its_own_answer():
    # 5+4=9 is true as it stands: distance 0, so it never appears among 1-stick answers, even
    # under rules that give it company
    for preset in ORACLE_RULES:
        assert "5+4=9" not in solve("5+4=9", 1, "move", rules_from(preset)).texts


def test_nearest_moves_points_to_the_closest_count_with_answers():
    from tests.matchstick.oracle import oracle_solve

    from game.logic.matchstick import nearest_moves

    # None of these has a 1-stick answer; the oracle says how many 2-stick answers each has.
    for text in ("1+1=9", "9-5=0"):
        assert not oracle_solve(text, 1, "move", "classic")
        two = len(oracle_solve(text, 2, "move", "classic"))
        assert two and nearest_moves(text, 1) == (2, two), text
        # Asked from 3 sticks, 2 and 4 are equally near and the smaller count wins the tie.
        assert nearest_moves(text, 3) == (2, two), text


def test_the_nearest_count_found_without_counting_is_the_one_the_lists_give():
    # an independent reading: list every count's answers in full, then take the nearest that has any
    from game.logic.matchstick import clear_cache, nearest_with_answers

    rng = random.Random(3)
    seen = {"found": 0, "none": 0}
    for _ in range(60):
        text = chain(rng, most=5)
        mode, moves = rng.choice(["move", "add", "remove"]), rng.randint(1, 4)
        clear_cache()
        listed = {k: bool(solve(text, k, mode).texts) for k in range(1, 5)}
        order = sorted((k for k in range(1, 5) if k != moves), key=lambda k: (abs(k - moves), k))
        expected = next((k for k in order if listed[k]), None)
        clear_cache()
        assert nearest_with_answers(text, moves, mode) == expected, (text, moves, mode)
        seen["found" if expected else "none"] += 1
    assert seen["found"] >= 20 and seen["none"] >= 5, seen


def test_the_nearest_count_is_counted_by_the_search_that_met_its_first_answer(monkeypatch):
    # the same independent reading, with each count's answers counted up to a limit; every count is searched once
    from game.logic.matchstick import Budget, clear_cache, nearest_counted, solver

    searched: list[int] = []
    real = solver.search

    def watched(p, k, *args, **kwargs):
        searched.append(k)
        return real(p, k, *args, **kwargs)

    rng = random.Random(5)
    seen = {"found": 0, "cut": 0, "none": 0}
    for _ in range(80):
        text = chain(rng, most=5)
        mode, moves, limit = rng.choice(["move", "add", "remove"]), rng.randint(1, 4), rng.choice([3, 1000])
        clear_cache()
        listed = {k: solve(text, k, mode, limit=limit).texts for k in range(1, 5)}
        order = sorted((k for k in range(1, 5) if k != moves), key=lambda k: (abs(k - moves), k))
        expected = next(((k, len(listed[k])) for k in order if listed[k]), None)
        monkeypatch.setattr(solver, "search", watched)
        clear_cache()
        searched.clear()
        found = nearest_counted(text, moves, mode, counting=Budget(), limit=limit)
        assert (found and tuple(found)) == expected, (text, moves, mode)
        assert searched == order[:order.index(expected[0]) + 1 if expected else None], (text, moves, mode)
        clear_cache()
        cut = nearest_counted(text, moves, mode, counting=Budget(max_work=0), limit=limit)   # out at once
        assert (cut and cut.moves) == (expected and expected[0]) and (cut is None or cut.answers in (None, found.answers))
        seen["none" if expected is None else "found"] += 1
        seen["cut"] += cut is not None and cut.answers is None
        monkeypatch.undo()
    assert seen["found"] >= 15 and seen["cut"] >= 10 and seen["none"] >= 5, seen
