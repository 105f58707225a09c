"""The fast listing (target-directed, numbered keys) against the plain one (every expression of every small
part, nested-tuple keys): the same solutions, in the same order, with the same trees, on every four-card
hand and on random hands of 4 to 6 numbers and random targets."""
from __future__ import annotations

import math
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import event, example, given, settings, strategies as st

from game.logic.twentyfour import expr, rating, solver
from game.logic.twentyfour.plain import plain_solutions
from tests.properties import Tally


def listing(sols: list[solver.Solution]) -> list[tuple[str, object]]:
    return [(s.text, s.tree) for s in sols]


@pytest.mark.oracle
def test_every_four_card_hand_lists_what_the_plain_listing_lists():
    total = 0
    for hand in combinations_with_replacement(range(1, 14), 4):
        fast = solver.solutions(hand, 24)
        assert listing(fast) == listing(plain_solutions(hand, 24)), hand
        assert solver.count_solutions(hand, 24) == len(fast)
        total += len(fast)
    assert total == 3328  # the published count of distinct solutions (docs/twentyfour.md)


def test_random_hands_of_four_to_six_agree_with_the_plain_listing():
    reached: list[int] = []

    @settings(max_examples=60, deadline=None)
    @given(cards=st.lists(st.integers(0, 13), min_size=4, max_size=6),
           target=st.one_of(st.just(24), st.integers(-30, 60), st.fractions(-20, 20, max_denominator=6)))
    def agree(cards: list[int], target: int | Fraction) -> None:
        if len(cards) == 6:
            cards = cards[:2] + [c % 4 for c in cards[2:]]  # keeps the plain listing of six numbers quick
        fast = solver.solutions(cards, target)
        plain = plain_solutions(cards, target)
        assert listing(fast) == listing(plain)
        assert solver.count_solutions(cards, target) == len(plain)
        for s in fast:
            assert s.value == target
        event(f"{len(cards)} cards, {'solvable' if fast else 'no solution'}")
        reached.append(len(fast))

    agree()
    assert len(reached) >= 30  # the examples reached the assertions, solvable and not
    assert any(n == 0 for n in reached) and any(n > 5 for n in reached)


def test_fractions_and_zero_partners_agree():
    for cards, target in [((3, 3, 8, 8), 24), ((1, 5, 5, 5), 24), ((0, 0, 3, 8), 24), ((0, 2, 2, 7, 9), 0),
                          ((Fraction(1, 2), 3, 4, 6), Fraction(7, 2)), ((0, 0, 0, 0, 0, 1), 0),
                          ((0, 0, 0, 1, 2), 0)]:  # (0×0-0×2)×1: a zero difference times an idle 1
        assert listing(solver.solutions(cards, target)) == listing(plain_solutions(cards, target)), cards


def test_dropping_the_key_store_between_hands_changes_no_listing(monkeypatch):
    hands = [(1, 2, 3, 4), (3, 3, 8, 8), (0, 0, 0, 1, 2), (1, 5, 5, 5), (2, 3, 4, 6, 12)]
    before = [listing(solver.solutions(h, 24)) for h in hands]
    drops: list[int] = []
    clear = solver.keys.clear
    monkeypatch.setattr(solver.keys, "clear", lambda: (drops.append(1), clear())[1])
    monkeypatch.setattr(solver, "MAX_KEY_NODES", 0)  # the store (ZERO and ONE at least) is dropped before each hand
    for hand, expected in zip(hands * 2, before * 2):
        assert listing(solver.solutions(hand, 24)) == expected == listing(plain_solutions(hand, 24)), hand
    assert len(drops) >= 5  # the store really was dropped between hands


def test_the_large_parts_dropped_between_hands_change_no_listing():
    """The listing keeps the tables of parts of up to three numbers across hands and drops the larger parts'
    tables and key nodes before each hand (`keys.drop_large`): hands that share parts, listed one after
    another, list what the plain listing lists, and no node of four or more cards outlives its hand."""
    tally = Tally()

    @settings(max_examples=25, deadline=None)
    @example(hands=[[2, 3, 4, 6, 12], [2, 3, 4, 6], [1, 2, 3, 4, 6], [2, 3, 4, 6, 12]], target=24)
    @example(hands=[[0, 1, 1, 2, 3], [1, 1, 2, 3, 3], [0, 1, 2, 3]], target=0)
    @given(hands=st.lists(st.lists(st.integers(0, 6), min_size=4, max_size=5), min_size=2, max_size=4),
           target=st.one_of(st.just(24), st.integers(-6, 12), st.fractions(-6, 6, max_denominator=4)))
    def agree(hands: list[list[int]], target: int | Fraction) -> None:
        for cards in hands:
            fast = solver.solutions(cards, target)
            assert listing(fast) == listing(plain_solutions(cards, target)), cards
            assert solver.count_solutions(cards, target) == len(fast)
            tally("solvable" if fast else "no solution")
            solver._found([1], 1)  # another hand drops the larger parts
            assert all(solver.keys._CARDS[node] < solver.keys.LARGE for node in solver.keys._IDS.values())

    agree()
    tally.require(solvable=10, **{"no solution": 2})


def test_the_partner_sets_hold_exactly_the_values_the_join_index_lists():
    """`_build` finds a cut's partners b in `_needed` (a frozenset, intersected in C) and then reads how to join
    them from `_ways_to`: the two must name the same b (else a join is missed, or `index[b]` fails)."""
    tally = Tally()
    value = st.one_of(st.integers(-13, 13), st.fractions(-13, 13, max_denominator=6))

    @settings(max_examples=200, deadline=None)
    @example(part=[0], target=0)
    @example(part=[0, 5], target=Fraction(7, 2))
    @example(part=[3, 3], target=24)
    @given(part=st.lists(value, min_size=1, max_size=2), target=value)
    def agree(part: list[int | Fraction], target: int | Fraction) -> None:
        qpart = tuple(sorted((solver._q(x) for x in part), key=lambda x: solver._order((x,))))
        qt = solver._q(target)
        indexed = {b for b in solver._ways_to(qpart, qt) if b is not None}
        assert solver._needed(qpart, qt, False) == indexed, (part, target)
        tally("partners" if indexed else "none")

    agree()
    tally.require(partners=150)


def _listing_and_joins(cards: list[int | Fraction], target: int | Fraction, skip: bool) -> tuple[object, int]:
    """The listing from cold caches with the x - E (E < 0) skip on or off, and how many joins it made."""
    joins = 0
    combine = solver.combine

    def counted(*args: object) -> None:
        nonlocal joins
        joins += 1
        combine(*args)  # type: ignore[arg-type]

    was = solver.SKIP_NEGATIVE_SUBTRAHEND
    solver.SKIP_NEGATIVE_SUBTRAHEND = skip
    solver.combine = counted  # type: ignore[assignment]
    solver.clear_caches()
    try:
        return listing(solver.solutions(cards, target)), joins
    finally:
        solver.SKIP_NEGATIVE_SUBTRAHEND = was
        solver.combine = combine
        solver.clear_caches()


def test_skipping_one_card_minus_a_negative_part_changes_no_listing():
    """x - E with E < 0 is skipped for one card x when every card is positive (see `solver`): the listing
    with the skip equals the listing without it, on hands of 4 to 6 positive numbers, fractions too.

    Four- and five-card hands are drawn many times; six-card hands, each ten times the cost of a five-card one
    to list twice from cold caches and nearly all with a join to skip, fewer times on their own."""
    tally = Tally()
    card = st.one_of(st.integers(1, 13), st.fractions(Fraction(1, 6), 13, max_denominator=6).filter(bool))
    target = st.one_of(st.just(24), st.integers(-30, 60), st.fractions(-20, 20, max_denominator=6))

    def check(cards: list[int | Fraction], target: int | Fraction) -> None:
        skipped, fewer = _listing_and_joins(cards, target, True)
        full, joins = _listing_and_joins(cards, target, False)
        assert skipped == full, (cards, target)
        outcome = "skipped joins" if fewer < joins else "nothing to skip"
        tally(outcome if len(cards) < 6 else f"six cards, {outcome}")

    @settings(max_examples=200, deadline=None)  # one hand in six has a join to skip: 20 is far below
    @example(cards=[12, 1, 2, 6, 4], target=24)  # 12-(1+2-6)×4 loses to 12+(6-1-2)×4 on its first sign
    @example(cards=[1, 1, 2, 3, 13], target=24)
    @given(cards=st.lists(card, min_size=4, max_size=5), target=target)
    def agree(cards: list[int | Fraction], target: int | Fraction) -> None:
        check(cards, target)

    @settings(max_examples=16, deadline=None)
    @example(two=[8, 13], small=[3, 3, 2, 1], target=24)
    @given(two=st.lists(card, min_size=2, max_size=2), small=st.lists(st.integers(1, 3), min_size=4, max_size=4),
           target=target)
    def agree_on_six(two: list[int | Fraction], small: list[int], target: int | Fraction) -> None:
        check(two + small, target)   # two cards of any kind and four of 1 to 3 keep six numbers quick

    agree()
    agree_on_six()
    tally.require(**{"skipped joins": 20, "six cards, skipped joins": 8})


def test_one_card_ways_are_the_join_index_less_x_minus_a_negative():
    """`_card_ways` (a one-card cut's index and partner set) is `_ways_to` of that card without x - b, b < 0."""
    tally = Tally()
    value = st.one_of(st.integers(-13, 13), st.fractions(-13, 13, max_denominator=6))

    @settings(max_examples=150, deadline=None)
    @example(x=3, target=24)
    @example(x=0, target=0)
    @given(x=value, target=value)
    def agree(x: int | Fraction, target: int | Fraction) -> None:
        qx, qt = solver._q(x), solver._q(target)
        index, partners = solver._card_ways(qx, qt)
        expected = {}
        for b, ways in solver._ways_to((qx,), qt).items():
            kept = [w for w in ways if not (w[:2] == ("-", solver.A_FIRST) and b is not None and solver._num(b) < 0)]
            if kept:
                expected[b] = kept
        assert index == expected, (x, target)
        assert partners == {b for b in expected if b is not None}
        tally("dropped" if len(expected) < len(solver._ways_to((qx,), qt)) else "kept all")

    agree()
    tally.require(dropped=30)


# --- the rating's shortcuts against their plain definitions --------------------------------------------------

def _tree(cards: list[int], ops: list[str]) -> expr.Tree:
    """A tree over the cards with the given ops, the new card going left and right in turn."""
    tree: expr.Tree = cards[0]
    for i, (op, x) in enumerate(zip(ops, cards[1:])):
        tree = (op, tree, x) if i % 2 == 0 else (op, x, tree)
    return tree


def test_step_values_and_int_log_agree_with_the_plain_definitions():
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.integers(-13, 13), min_size=1, max_size=6),
           st.lists(st.sampled_from("+-*/"), min_size=5, max_size=5))
    def check(cards: list[int], ops: list[str]) -> None:
        tree = _tree(cards, ops)
        try:
            plain = [expr.evaluate(step) for step in expr.merge_steps(tree)]
        except ZeroDivisionError:
            tally("division by zero")
            return
        assert expr.step_values(tree) == plain
        for v in plain + cards:
            frac = abs(Fraction(v))
            assert rating._log1p_abs(v) == math.log(frac.numerator + frac.denominator) - math.log(frac.denominator)
        tally("checked")

    check()
    tally.require(checked=50)
