"""The hand as played: merges, typed answers and the "no solution" claim, each a move of the logic; what
legal_moves lists is exactly what apply accepts; hints."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from game.logic import twentyfour as tf
from game.logic.common import IllegalMoveError, InvalidMoveError, MoveError, Status
from game.logic.session import Session
from game.logic.twentyfour.contract import RULES
from game.twentyfour_data import human_table
from tests.twentyfour.moves import candidate_moves


def test_merging_makes_exact_cards_and_undo_restores_them():
    h: Session[tf.State, tf.Move] = Session(RULES, tf.new_state((3, 3, 8, 8)))
    for text in ("M 2 / 0", "M 1 - 0", "M 1 / 0"):
        assert h.play(text).changed
    assert [c.value for c in h.state.cards] == [24]
    assert h.state.cards[0].text == "8/(3-8/3)"
    assert tf.status(h.state) is Status.SOLVED
    h.undo()
    assert [c.value for c in h.state.cards] == [Fraction(1, 3), 8]
    assert [c.text for c in h.state.cards] == ["3-8/3", "8"]
    assert h.state.cards[0].sources == (0, 1, 2)
    h.undo()
    h.undo()
    assert h.state == tf.new_state((3, 3, 8, 8))


def test_a_wrong_last_merge_is_a_dead_end_until_undone():
    """One card that is not the target: no merge is left, but the hand goes on (undo, an answer, the claim)."""
    s = tf.apply(tf.apply(tf.apply(tf.new_state((1, 2, 3, 4)), "M 0 + 1"), "M 0 + 1"), "M 0 + 1")
    assert s.cards[0].value == 10 and tf.status(s) is Status.PLAYING and tf.dead_end(s)
    assert tf.dead_end_message(s) == "That makes 10, not 24: undo (U) and try again."
    assert not any(isinstance(m, tf.Merge) for m in tf.legal_moves(s))
    assert tf.status(tf.apply(s, "A (1+2+3)*4")) is Status.SOLVED


@pytest.mark.parametrize("move, fragment", [
    ("M 0 + 9", "card 9 does not exist"), ("M 1 * 1", "merged with itself"), ("merge 0 and 1", "not of the form"),
    ("M 0 % 1", "not of the form"), ("M 0 / 1", "card 1 is 0"),
])
def test_bad_moves_are_rejected_with_a_reason(move, fragment):
    s = tf.new_state((5, 0, 3, 4))
    with pytest.raises(MoveError, match=fragment):  # InvalidMoveError (a text) or IllegalMoveError (a card)
        tf.apply(s, move)


def test_legal_moves_cover_every_distinct_merge():
    s = tf.new_state((1, 2, 3, 4))
    moves = tf.legal_moves(s)
    merges = [m for m in moves if isinstance(m, tf.Merge)]
    assert len(merges) == 12 * 4  # every ordered pair, every op: a+b and b+a make cards written differently
    assert len([m for m in moves if isinstance(m, tf.Answer)]) == 3 and tf.ClaimNone() in moves
    assert len({str(m) for m in moves}) == len(moves)
    assert all(tf.parse_move(str(m)) == m for m in moves)


def test_following_hints_solves_every_hand_from_any_good_start():
    """From the deal, and after a random merge that keeps the hand solvable, hints always reach the target."""
    rng = random.Random(4)
    table = human_table()
    for hand in rng.sample(sorted(table), 150):
        s = tf.new_state(hand)
        first = rng.choice([m for m in tf.legal_moves(s) if isinstance(m, tf.Merge)])
        after = tf.apply(s, first)
        for start in (s, after):
            if not tf.solvable([c.value for c in start.cards], 24):
                assert tf.hint(start) is None
                continue
            state = start
            while tf.status(state) is Status.PLAYING:
                move = tf.hint(state)
                assert move is not None
                state = tf.apply(state, move)
            assert tf.status(state) is Status.SOLVED, hand
            assert tf.check_answer(state.cards[0].text, hand).ok


def test_no_hint_for_unsolvable_hands():
    assert tf.hint(tf.new_state((1, 1, 7, 7))) is None


# --- typed answers and the claim ----------------------------------------------------------------------------

def test_a_right_typed_answer_solves_the_hand_from_any_position():
    s = tf.new_state((1, 2, 3, 4))
    for start in (s, tf.apply(s, "M 0 + 1"), tf.apply(tf.apply(tf.apply(s, "M 0 + 1"), "M 0 + 1"), "M 0 + 1")):
        after = tf.apply(start, "A 4*(1+2+3)")
        assert tf.status(after) is Status.SOLVED and [c.value for c in after.cards] == [24]
        assert after.cards[0].text == "(1+2+3)×4" and after.cards[0].sources == (0, 1, 2, 3)


def test_spellings_of_one_class_are_one_move_named_by_the_simplest():
    one = {tf.parse_move(t) for t in ("A 4*(1+2+3)", "A ((1+2)+3)×4", "A (1+2+3)*4", "A  4 x (3+2+1) ")}
    assert one == {tf.Answer("(1+2+3)×4")}
    move = tf.parse_move("A 4 * (1 + (2 + 3))")
    assert str(move) == "A (1+2+3)×4" and move.typed == "4×(1+2+3)"
    assert tf.parse_move(str(move)) == move


@pytest.mark.parametrize("text, reason", [
    ("A (1+2+3)*4*4", "Uses 4 twice; makes 96, not 24."),
    ("A 1+2+3+4", "Makes 10, not 24."),
    ("A (2+3)*4", "Doesn't use 1; makes 20, not 24."),
    ("A 1+2+3/(4-4)", "Uses 4 twice; divides by zero."),
    ("A 24", "Doesn't use 1; doesn't use 2; doesn't use 3; doesn't use 4; uses 24, which is not dealt."),
])
def test_a_wrong_typed_answer_is_refused_with_the_checkers_reason(text, reason):
    s = tf.new_state((1, 2, 3, 4))
    with pytest.raises(IllegalMoveError) as err:
        tf.apply(s, text)
    assert err.value.reason.startswith(reason)


@pytest.mark.parametrize("text, reason", [
    ("A 1+", "Column 3: the answer stops where a number should come."),
    ("A (1+2", "'(' is never closed"), ("A 1 2", "missing operator"), ("A -1+25", "no negative numbers"),
    ("A 1.5*16", "decimals are not allowed"), ("A 24=24", "leave out '='"), ("A", "not of the form"),
    ("N 1", "not of the form"), ("merge", "not of the form"), ("", "not of the form"),
])
def test_bad_texts_do_not_parse(text, reason):
    with pytest.raises(InvalidMoveError) as err:
        tf.parse_move(text)
    assert reason in err.value.reason


def test_the_claim_is_judged_by_the_logic():
    wrong = tf.apply(tf.new_state((1, 2, 3, 4)), "N")
    right = tf.apply(tf.new_state((1, 1, 7, 7)), tf.ClaimNone())
    assert tf.status(wrong) is Status.LOST and tf.status(right) is Status.SOLVED
    assert tf.legal_moves(wrong) == [] and tf.hint(right) is None
    for over in (wrong, right, tf.apply(tf.new_state((1, 2, 3, 4)), "A (1+2+3)*4")):
        with pytest.raises(IllegalMoveError, match="the hand is over"):
            tf.apply(over, "M 0 + 1" if len(over.cards) > 1 else "N")
    dead = tf.apply(tf.apply(tf.apply(tf.new_state((1, 1, 7, 7)), "M 0 + 1"), "M 0 + 1"), "M 0 + 1")
    assert tf.status(tf.apply(dead, "N")) is Status.SOLVED  # the claim is about the hand, made at any point


def _check_candidates(state: tf.State) -> tuple[int, int]:
    """legal_moves lists exactly the candidates apply accepts (every accepted move changes the state)."""
    listed = {str(m) for m in tf.legal_moves(state)}
    accepted = refused = 0
    for text in candidate_moves(state):
        try:
            move = tf.parse_move(text)
        except InvalidMoveError:
            refused += 1
            continue
        try:
            after = tf.apply(state, move)
        except IllegalMoveError:
            assert str(move) not in listed, text
            refused += 1
            continue
        assert after != state and str(move) in listed, text
        accepted += 1
    return accepted, refused


def test_apply_accepts_exactly_what_legal_moves_lists_on_sampled_hands():
    rng = random.Random(7)
    seen = 0
    for hand in rng.sample(sorted(human_table()), 40) + [(1, 1, 7, 7), (3, 3, 8, 8), (0, 0, 5, 5)]:
        state = tf.new_state(hand)
        for _ in range(3):
            accepted, refused = _check_candidates(state)
            assert accepted >= len([m for m in tf.legal_moves(state) if not isinstance(m, tf.Answer)])
            seen += accepted + refused
            merges = [m for m in tf.legal_moves(state) if isinstance(m, tf.Merge)]
            if not merges:
                break
            state = tf.apply(state, rng.choice(merges))
    assert seen > 5000


@pytest.mark.oracle
def test_every_solution_of_every_hand_is_a_listed_answer_that_reads_back():
    for hand in tf.all_hands():
        state = tf.new_state(hand)
        answers = [m for m in tf.legal_moves(state) if isinstance(m, tf.Answer)]
        assert [a.text for a in answers] == [s.text for s in tf.solutions(hand)]
        for a in answers:
            assert tf.parse_move(str(a)) == a
            assert tf.status(tf.apply(state, a)) is Status.SOLVED
