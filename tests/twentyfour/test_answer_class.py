"""A typed answer is named by its class: the simplest member, as the listing writes it, among the expressions
of its own numbers that make its value. It is found by one look-up in the solver's table (`solver.class_text`);
the oracle here is the plain listing (every expression of every small part), searched for the answer's key."""
from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import example, given, settings, strategies as st

from game.logic.twentyfour import expr, solver
from game.logic.twentyfour import state as play
from game.logic.twentyfour.plain import plain_solutions
from tests.properties import Tally


def listed_class_text(tree: expr.Tree) -> str:
    """The oracle: the plain listing of the tree's numbers and value, and the member with the tree's key."""
    try:
        value = expr.evaluate(tree)
    except ZeroDivisionError:
        return expr.to_text(tree)
    key = expr.tree_key(tree)
    texts = [s.text for s in plain_solutions(expr.leaves(tree), value) if expr.tree_key(s.tree) == key]
    assert len(texts) <= 1
    return texts[0] if texts else expr.to_text(tree)


def mirrored(tree: expr.Tree) -> expr.Tree:
    """The same expression with the two sides of every + and × swapped: another spelling of its class."""
    if not isinstance(tree, tuple):
        return tree
    op, left, right = tree
    if op in "+*":
        return (op, mirrored(right), mirrored(left))
    return (op, mirrored(left), mirrored(right))


@pytest.mark.oracle
def test_every_solution_of_every_four_card_hand_names_itself_however_it_is_spelled():
    count = 0
    for hand in combinations_with_replacement(range(1, 14), 4):
        for solution in solver.solutions(hand, 24):
            for tree in (solution.tree, mirrored(solution.tree)):
                answer = play.Answer.of_expression(expr.to_text(tree))
                assert answer.text == solution.text, (hand, expr.to_text(tree))
            count += 1
    assert count == 3328


def test_the_class_is_found_without_listing_the_solutions(monkeypatch):
    def no_listing(*args: object) -> None:
        raise AssertionError("the solutions were listed")

    monkeypatch.setattr(solver, "solutions", no_listing)
    monkeypatch.setattr(solver, "_listing", no_listing)
    assert play.Answer.of_expression("4*(3+2+1)").text == "(1+2+3)×4"
    assert play.Answer.of_expression("(13-1)*(1+1)").text == "(1+1)×(13-1)"


parts = st.recursive(st.integers(0, 13),
                     lambda inner: st.tuples(st.sampled_from("+-*/"), inner, inner), max_leaves=3)
trees = st.tuples(st.sampled_from("+-*/"), parts, parts)  # two to six numbers


def test_any_expression_of_up_to_six_numbers_is_named_as_the_plain_listing_names_its_class():
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @example(tree=("*", 4, ("+", 1, ("+", 2, 3))), other=[1, 2, 3, 4])
    @example(tree=("/", ("*", 12, 1), ("-", 13, 11)), other=[5, 5, 5, 1])
    @example(tree=("+", 0, ("/", 3, ("-", 2, 2))), other=[3, 3, 8, 8])
    @given(tree=trees, other=st.lists(st.integers(1, 13), min_size=4, max_size=5))
    def agree(tree: expr.Tree, other: list[int]) -> None:
        solver.solutions(other, 24)  # another hand listed first: its key nodes are dropped before this one's
        assert play.simplest_spelling(tree) == listed_class_text(tree), expr.to_text(tree)
        try:
            expr.evaluate(tree)
            tally("named")
        except ZeroDivisionError:
            tally("divides by zero")

    agree()
    tally.require(named=100, **{"divides by zero": 1})


def test_the_class_is_found_after_the_key_store_was_dropped(monkeypatch):
    before = play.simplest_spelling(("*", ("-", 13, 1), ("+", 1, 1)))
    monkeypatch.setattr(solver, "MAX_KEY_NODES", 0)  # every new hand drops the whole store first
    for hand in ((1, 2, 3, 4), (3, 3, 8, 8), (1, 1, 12, 13)):
        solver.solutions(hand, 24)
        assert play.simplest_spelling(("*", ("-", 13, 1), ("+", 1, 1))) == before == "(1+1)×(13-1)"
