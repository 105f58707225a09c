"""Moves and play states: the move text, apply and its reasons, legal moves, the hand and solving."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.common import MoveError, Status
from game.logic import matchstick as ms
from game.levels import load_level_file
from tests.datasets import LEVEL_DIR
from tests.matchstick.oracle import oracle_true, ORACLE_RULES
from tests.properties import Tally


# --- moves and states ----------------------------------------------------------------------------------------

slots = st.tuples(st.integers(0, 30), st.sampled_from("abcdefghlvxy"))


def test_move_text_round_trips():
    tally = Tally()

    @given(st.one_of(st.builds(lambda a, b: ms.Move("M", a, b), slots, slots),
                     st.builds(lambda a: ms.Move("A", None, a), slots),
                     st.builds(lambda a: ms.Move("R", a, None), slots)))
    def check(move):
        assert ms.parse_move(ms.format_move(move)) == move
        tally(move.kind)

    check()
    tally.require(M=3, A=3, R=3)


@pytest.mark.parametrize("text", ["", "M 3.b", "A 1.a 2.b", "Q 1.a", "M 3.b 5.E", "M three.b 5.e", None])
def test_bad_move_text_is_rejected(text):
    with pytest.raises(MoveError):
        ms.parse_move(text)


def start(text="6+4=4", moves=1, mode="move", preset="classic"):
    return ms.new_state(ms.Task(ms.parse_puzzle(text, ms.rules_from(preset)), moves, mode))


@st.composite
def playing(draw) -> ms.State:
    """'-8+4=12' under the relaxed rules with two moves, in any mode, perhaps one legal move in."""
    state = start("-8+4=12", 2, draw(st.sampled_from(ms.MODES)), "relaxed")
    if draw(st.booleans()):
        state = ms.apply(state, draw(st.sampled_from(ms.legal_moves(state))))
    return state


@st.composite
def typed_legal_move(draw) -> tuple[ms.State, ms.Move, str]:
    """A state, one of its legal moves, and that move's text with any spacing."""
    state = draw(playing())
    move = draw(st.sampled_from(ms.legal_moves(state)))
    gap = draw(st.sampled_from([" ", "  ", "\t"]))
    text = draw(st.sampled_from(["", " "])) + gap.join(ms.format_move(move).split()) + draw(st.sampled_from(["", " "]))
    return state, move, text


def test_any_move_text_applies_or_raises_move_error():
    """A legal move's text applies as that move, one stick changed; any other text applies the same way or
    raises a MoveError."""
    tally = Tally()
    any_text = st.text(alphabet="MAR 0123456789.abcdefghlvxyz", max_size=14)

    @settings(max_examples=150, deadline=None)
    @given(st.one_of(typed_legal_move(), st.tuples(playing(), st.none(), any_text)))
    def check(case):
        state, meant, text = case
        try:
            after = ms.apply(state, text)
        except MoveError:
            assert meant is None, text  # a legal move's text is never refused
            tally("rejected")
            return
        assert after.used == state.used + 1 and ms.distance(state.masks, after.masks) == 1
        assert meant is None or after == ms.apply(state, meant)
        tally("applied")

    check()
    tally.require(applied=30, rejected=15)


@pytest.mark.parametrize("move,words", [
    ("M 0.b 4.e", ["cell 0 slot b is empty"]),
    ("M 0.a 4.b", ["already holds a stick"]),
    ("M 9.a 4.e", ["no cell 9"]),
    ("M 0.h 4.e", ["digit cell", "not 'h'"]),
    ("A 4.e", ["move mode"]),
])
def test_illegal_moves_say_why(move, words):
    with pytest.raises(MoveError) as err:
        ms.apply(start(), move)
    for w in words:
        assert w in str(err.value)


def test_frozen_equals_and_budget():
    s = start(preset="strict")
    with pytest.raises(MoveError, match="may not change"):
        ms.apply(s, "M 3.h 0.b")
    s1 = ms.apply(s, "M 1.v 0.b")
    with pytest.raises(MoveError, match="the 1 move is used"):
        ms.apply(s1, "M 0.a 2.v")
    assert ms.legal_moves(s1) == []


def test_playing_a_solution_solves_and_undoing_restores():
    s = start()
    assert ms.status(s) is Status.PLAYING
    s1 = ms.apply(s, "M 0.e 0.b")                     # 6 -> 9: 9+4=4 is false
    assert s1.used == 1 and s.used == 0 and s1 != s  # immutable
    assert ms.status(s1) is Status.LOST              # a wasted move with none left
    s2 = ms.apply(s, "M 0.g 0.b")                     # 6 -> 0
    assert s2.text == "0+4=4" and ms.status(s2) is Status.SOLVED


def test_legal_moves_are_all_stick_to_empty_pairs_and_all_apply():
    s = start("6+4=4")
    moves = ms.legal_moves(s)
    full = sum(bin(m).count("1") for m in s.masks)
    total = 3 * 7 + 2 * 5
    assert len(moves) == full * (total - full) == len(set(moves))
    for m in moves:
        assert ms.distance(s.masks, ms.apply(s, m).masks) == 1


@pytest.mark.parametrize("mode", ["add", "remove"])
def test_hand_count(mode):
    s = start("5+5=9" if mode == "remove" else "9-5=3", 2, mode)
    assert s.hand == (2 if mode == "add" else 0)
    m = ms.legal_moves(s)[0]
    s1 = ms.apply(s, m)
    assert s1.hand == (1 if mode == "add" else 1) and s1.moves_left == 1


def campaign_tasks() -> list[tuple[str, int, str, str]]:
    """(puzzle, moves, mode, preset) of the campaign levels played under a plain preset: each has answers."""
    specs = [level.spec for level in load_level_file(LEVEL_DIR / "matchstick.yaml").levels]
    return [(s.puzzle.text, s.moves, s.mode, s.rules.name) for s in specs if s.rules == ms.rules_from(s.rules.name)]


def test_every_solution_is_true_and_exactly_k_sticks_away():
    """On random equations (most have no answer) and campaign puzzles (each has some)."""
    tally = Tally()
    random_tasks = st.tuples(
        st.builds(lambda a, op, b, c: f"{a}{op}{b}={c}", st.integers(0, 99), st.sampled_from("+-*/"),
                  st.integers(0, 99), st.integers(0, 99)),
        st.integers(1, 2), st.sampled_from(ms.MODES), st.sampled_from(["strict", "classic", "relaxed"]))

    @settings(max_examples=25, deadline=None)
    @given(st.one_of(random_tasks, st.sampled_from(campaign_tasks())))
    def check(task):
        text, k, mode, preset = task
        result = ms.solve(text, k, mode, ms.rules_from(preset))
        for sol in result.solutions:
            assert oracle_true(sol.text, ORACLE_RULES[preset])
            s = start(text, k, mode, preset)
            for move in sol.moves:
                s = ms.apply(s, move)
            assert s.text == sol.text and ms.status(s) is Status.SOLVED
            tally("solution replayed")
        tally("with answers" if result.solutions else "without answers")

    check()
    tally.require(**{"with answers": 3, "solution replayed": 3})
