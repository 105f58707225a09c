"""24 solver against independent oracles: the published figures (1362 of 1820, 16 fraction-only hands),
the 4nums.com table of solvable hands, a naive recursive search written here, Python's own parser for
evaluating every printed solution, and a brute-force enumeration of every expression tree."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings, strategies as st

from tests.datasets import human_24_rows
from tests.twentyfour.oracle import brute_force_classes, canon, naive_values, py_eval
from game.logic.common import PuzzleError
from game.logic import twentyfour as tf
from tests.properties import Tally

HANDS = list(combinations_with_replacement(range(1, 14), 4))


@pytest.fixture(scope="module")
def human_hands() -> set:
    return set(human_24_rows())


# --- all four-card hands ---------------------------------------------------------------------------------

@pytest.mark.oracle
def test_exactly_1362_of_1820_hands_make_24_and_they_are_the_4nums_hands(human_hands):
    solvable = {h for h in HANDS if tf.solvable(h, 24)}
    assert len(HANDS) == 1820
    assert len(solvable) == 1362
    assert solvable == human_hands


@pytest.mark.oracle
def test_exactly_16_hands_need_a_fraction_and_the_integer_search_misses_them():
    needs = {h for h in HANDS if tf.needs_fraction(h, 24)}
    assert len(needs) == 16
    assert {(3, 3, 8, 8), (1, 5, 5, 5)} <= needs
    for h in needs:  # the independent whole-number search fails exactly there
        assert Fraction(24) not in naive_values(h, whole=True)
        assert Fraction(24) in naive_values(h)
    whole = {h for h in HANDS if tf.solvable_whole(h, 24)}
    assert len(whole) == 1346  # what a search over whole numbers only reports


def test_the_four_hardest_hands_by_human_time_need_a_fraction():
    rows = human_24_rows()
    hardest = sorted(rows, key=lambda hand: -rows[hand][1])[:4]
    for hand in hardest:
        assert tf.needs_fraction(list(hand), 24), hand


@pytest.mark.parametrize("hand, ok", [((1, 1, 7, 7), False), ((1, 1, 4, 13), False), ((5, 5, 5, 5), True),
                                      ((3, 3, 8, 8), True), ((1, 5, 5, 5), True), ((1, 1, 1, 1), False)])
def test_famous_hands(hand, ok):
    assert tf.solvable(hand, 24) is ok
    assert bool(tf.solutions(hand, 24)) is ok


@pytest.mark.oracle
def test_every_listed_solution_of_every_hand_is_exact_and_uses_each_card_once():
    total = 0
    for hand in HANDS:
        sols = tf.solutions(hand, 24)
        assert bool(sols) == tf.solvable(hand, 24)
        texts = [s.text for s in sols]
        assert len(set(texts)) == len(texts), hand
        for s in sols:
            value, used = py_eval(s.text)
            assert value == 24, (hand, s.text)
            assert Counter(used) == Counter(Fraction(x) for x in hand), (hand, s.text)
            assert tf.evaluate(s.tree) == 24
        total += len(sols)
    assert total > 1362


def test_1234_has_the_three_solutions_4nums_lists():
    sols = tf.solutions((1, 2, 3, 4), 24)
    assert len(sols) == 3
    keys = {tf.tree_key(s.tree) for s in sols}
    for text in ("(3+2+1)*4", "4*3*2*1", "(4+2)*(3+1)", "4*(3+2+1)", "2*3*4/1"):
        assert tf.tree_key(tf.parse_answer(text)) in keys, text
    assert tf.tree_key(tf.parse_answer("(3+2+1)*4")) == tf.tree_key(tf.parse_answer("4*(1+(2+3))"))


def test_4nums_single_solution_hands():
    assert [s.text for s in tf.solutions((4, 4, 10, 10), 24)] == ["(10×10-4)/4"]
    assert [s.text for s in tf.solutions((3, 3, 8, 8), 24)] == ["8/(3-8/3)"]


@pytest.mark.parametrize("hand, target", [((1, 2, 3, 4), 24), ((2, 3, 4, 6), 24), ((1, 1, 12, 13), 24),
                                          ((1, 4, 5, 13), 24), ((2, 2, 6, 8), 24), ((1, 6, 6, 6), 24),
                                          ((3, 4, 5, 6), 0), ((1, 2, 3, 7), 0), ((1, 1, 2, 3), Fraction(1, 2)),
                                          ((2, 4, 8), 6)])
def test_distinct_counts_match_brute_force_over_every_tree(hand, target):
    """Every expression tree is enumerated, folded by the convention (re-implemented above on strings),
    and the number of classes must equal the solver's count; each solver solution falls in its own class."""
    classes = brute_force_classes(hand, Fraction(target))
    sols = tf.solutions(hand, target)
    assert len(sols) == len(classes), (hand, [s.text for s in sols])
    assert {canon(s.tree) for s in sols} == classes


# --- any hand, any target ----------------------------------------------------------------------------------

small_hands = st.lists(st.integers(0, 13), min_size=1, max_size=4)
targets = st.fractions(min_value=-30, max_value=60, max_denominator=4)


@pytest.mark.oracle
def test_solvable_agrees_with_the_naive_search():
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(small_hands, st.one_of(targets, st.just(24)))
    def check(hand, target):
        reachable = target in naive_values(tuple(hand))
        assert tf.solvable(hand, target) == reachable
        tally("solvable" if reachable else "unsolvable")

    check()
    tally.require(solvable=5, unsolvable=20)


def test_solutions_are_exact_for_other_targets():
    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.integers(1, 13), min_size=4, max_size=4), st.integers(-20, 60))
    def check(hand, target):
        sols = tf.solutions(hand, target)
        assert bool(sols) == tf.solvable(hand, target)
        for s in sols[:20]:
            value_, used = py_eval(s.text)
            assert value_ == target and Counter(used) == Counter(Fraction(x) for x in hand)
        tally("with solutions" if sols else "none")

    check()
    tally.require(**{"with solutions": 15, "none": 1})


def test_five_and_six_numbers():
    assert tf.solvable((1, 1, 1, 1, 1), 24) is False        # at most (1+1)(1+1+1) = 6
    assert tf.solvable((2, 2, 2, 2, 2, 2), 64) is True       # 2^6
    assert tf.solvable((1, 1, 1, 1, 1, 1), 9) is True        # (1+1+1)(1+1+1)
    assert tf.solvable((1, 1, 1, 1, 1, 1), 10) is False
    for hand, target in (((3, 7, 5, 11, 8), 24), ((13, 13, 13, 13, 13), 1), ((1, 2, 3, 4, 5, 6), 720)):
        sols = tf.solutions(hand, target)
        assert sols
        for s in sols[:50]:
            value_, used = py_eval(s.text)
            assert value_ == target and Counter(used) == Counter(Fraction(x) for x in hand)
    assert tf.solvable((1, 2, 3, 4, 5), Fraction(7, 2))
    assert tf.solvable((Fraction(1, 2), 3), Fraction(3, 2))
    assert tf.solvable((Fraction(1, 2), 3), Fraction(7, 2))
    assert not tf.solvable((Fraction(1, 2), 3), 4)
    assert not tf.solvable((0, 0, 0, 0), Fraction(1, 2))  # found by hypothesis: b/0 is no partner of 0
    assert not tf.solvable((0, 0, 0, 0, 0), 3) and tf.solvable((0, 0, 0, 0, 0), 0)


def test_target_zero_with_zero_products():
    """0 × anything and 0 / anything non-zero both make 0; the 'any partner' branch must find them."""
    hand = (0, 5, 7, 9, 11)
    assert tf.solvable(hand, 0)
    sols = tf.solutions((0, 5, 7, 9), 0)
    assert len(sols) == len(brute_force_classes((0, 5, 7, 9), Fraction(0)))
    for s in sols:
        assert py_eval(s.text)[0] == 0


@pytest.mark.parametrize("numbers, target, message", [
    ([], 24, "1 to 6 numbers"), ([1] * 7, 24, "1 to 6 numbers"), ([1, 2.5], 24, "number 2 must be an exact"),
    ([1, 2], 24.0, "target must be an exact"), ([True, 2], 24, "number 1"),
])
def test_bad_hands_are_rejected_clearly(numbers, target, message):
    with pytest.raises(PuzzleError, match=message):
        tf.solvable(numbers, target)


@pytest.mark.oracle
def test_distinct_classes_match_brute_force_for_random_hands():
    """Any numbers (negative, fractional, zero) and a target they can reach: the solver lists one solution per
    class of the convention, and misses none."""
    tally = Tally()

    @settings(max_examples=15, deadline=None)
    @given(st.lists(st.one_of(st.integers(-3, 7), st.fractions(-3, 7, max_denominator=3)), min_size=2, max_size=4),
           st.data())
    def check(hand, data):
        target = data.draw(st.sampled_from(sorted(naive_values(tuple(hand)))))
        sols = tf.solutions(hand, target)
        assert sols  # the target is reachable by construction
        assert {canon(s.tree) for s in sols} == brute_force_classes(tuple(hand), target)
        assert len({canon(s.tree) for s in sols}) == len(sols)
        tally()

    check()
    tally.require(checked=12)


def _bracket_pairs(text: str) -> list[tuple[int, int]]:
    stack, pairs = [], []
    for i, ch in enumerate(text):
        if ch == "(":
            stack.append(i)
        elif ch == ")":
            pairs.append((stack.pop(), i))
    return pairs


def test_solutions_are_printed_with_minimal_brackets():
    """Every bracket pair is needed: with the numbers replaced by random values (so no coincidence can hide
    it), removing the pair changes the value."""
    import random
    import re

    rng = random.Random(24)
    for hand in rng.sample([h for h in HANDS if tf.solvable(h, 24)], 200):
        for s in tf.solutions(hand, 24):
            spans = [m.span() for m in re.finditer(r"\d+", s.text)]
            values = [str(rng.randint(10**6, 10**7)) for _ in spans]

            def substituted(text_: str, drop: tuple[int, int] | None) -> str:
                out, last = [], 0
                for (a, b), v in zip(spans, values):
                    out.append(text_[last:a])
                    out.append(v)
                    last = b
                out.append(text_[last:])
                joined = "".join(out)
                if drop is None:
                    return joined
                # the same pair in the substituted text
                pairs = _bracket_pairs(joined)
                k = _bracket_pairs(text_).index(drop)
                i, j = pairs[k]
                return joined[:i] + joined[i + 1:j] + joined[j + 1:]

            full = py_eval(substituted(s.text, None))[0]
            for pair in _bracket_pairs(s.text):
                assert py_eval(substituted(s.text, pair))[0] != full, (hand, s.text, pair)
