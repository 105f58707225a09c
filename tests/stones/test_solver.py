"""Perfect play in the stone duel against independent oracles: the textbook brute-force search (itself checked
against the published table and the published 64-of-512 figure), the closed form (who wins, the winning
move, the stalling move) and solve (perfect play to the end)."""
from __future__ import annotations

import itertools
import random

import pytest

from game.logic import stones
from game.logic.common import Status
from game.logic.stones import Rule, State
from tests.datasets import published_stones_table
from tests.stones.oracles import RULES, SHAPES, every_position, oracle


# ------------------------------------------------------------------------------------------ the oracle itself


def test_search_matches_the_published_table():
    # The published table lists every sorted 3-heap position of 0..5 stones: 1 = the mover wins, -1 = loses (misère).
    published = published_stones_table()
    assert len(published) == 56  # C(8, 3) multisets of 0..5
    table = stones.search_outcomes(3, 6, Rule.MISERE, merge=True)
    for pos, wins in published.items():
        assert table[tuple(sorted(pos))] == wins, pos


def test_search_matches_the_published_count_of_losses():
    # tests/data/README.md: with m=3 heaps of 0..7 stones (ordered), 64 of 512 positions are losses.
    table = stones.search_outcomes(3, 8, Rule.MISERE, merge=False)
    assert len(table) == 512
    assert sum(1 for wins in table.values() if not wins) == 64


@pytest.mark.oracle
@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("m,n", [(1, 5), (2, 5), (3, 6), (4, 5), (6, 4)])
def test_merging_permutations_changes_no_answer(m, n, rule):
    full = stones.search_outcomes(m, n, rule, merge=False)
    merged = stones.search_outcomes(m, n, rule, merge=True)
    assert len(full) == n ** m
    assert len(merged) == len(list(itertools.combinations_with_replacement(range(n), m)))
    for pos, wins in full.items():
        assert merged[tuple(sorted(pos))] == wins, pos


# ------------------------------------------------------------------------------------------ closed form


@pytest.mark.oracle
@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("m,n", SHAPES)
def test_closed_form_agrees_with_search_everywhere(m, n, rule):
    table = oracle(m, n, rule)
    for pos in every_position(m, n):
        wins = table[tuple(sorted(pos))]
        assert stones.mover_wins(pos, rule) == wins, pos
        move = stones.winning_move(pos, rule)
        if not wins or not any(pos):  # an empty board is over: nothing to suggest
            assert move is None, pos
            continue
        # The suggested move is legal and leaves the opponent lost.
        assert move is not None and 0 <= move.heap < m and 1 <= move.take <= pos[move.heap], (pos, move)
        after = stones.apply(State(pos, rule=rule), move).heaps
        assert not table[tuple(sorted(after))], (pos, move)


@pytest.mark.oracle
@pytest.mark.parametrize("rule", RULES)
def test_best_move_from_a_lost_position_takes_one_from_the_largest_heap(rule):
    table = oracle(4, 8, rule)
    for pos in every_position(4, 8):
        if any(pos) and not table[tuple(sorted(pos))]:
            move = stones.best_move(pos, rule)
            assert move is not None and move.take == 1 and pos[move.heap] == max(pos), pos


def test_finished_board_has_no_move():
    for rule in RULES:
        assert stones.best_move((0, 0, 0), rule) is None
        assert stones.winning_move((), rule) is None
    assert stones.mover_wins((0, 0), Rule.MISERE) and not stones.mover_wins((0, 0), Rule.NORMAL)


def test_huge_positions_are_answered_by_the_nim_sum():
    rng = random.Random(6)
    for rule in RULES:
        for _ in range(20):
            heaps = tuple(rng.randrange(2, 10 ** 9) for _ in range(1000))
            parity = 0
            for h in heaps:
                parity ^= h
            move = stones.winning_move(heaps, rule)
            assert (move is not None) == (parity != 0)
            if move is not None:
                after = list(heaps)
                after[move.heap] -= move.take
                left = 0
                for h in after:
                    left ^= h
                assert left == 0 and 1 <= move.take <= heaps[move.heap]


# ------------------------------------------------------------------------------------------ solve


@pytest.mark.oracle
def test_solve_finds_a_winning_line_exactly_when_the_search_says_the_player_wins() -> None:
    lines = lost = 0
    for rule in Rule:
        table = stones.search_outcomes(3, 5, rule)  # every multiset of 3 heaps of 0..4 stones
        for heaps in itertools.product(range(5), repeat=3):
            mover_wins = table[tuple(sorted(heaps))]
            for to_move in (stones.PLAYER, stones.OPPONENT):
                state = State(heaps, to_move, rule)
                player_wins = mover_wins == (to_move == stones.PLAYER)
                if not any(heaps):  # the game is over: the search's verdict is about the move into it
                    player_wins = stones.status(state) is Status.SOLVED
                line = stones.solve(state)
                assert (line is not None) == player_wins, (heaps, to_move, rule)
                if line is None:
                    lost += 1
                    continue
                for move in line:
                    state = stones.apply(state, move)  # MoveError if a move were illegal
                assert stones.status(state) is Status.SOLVED and len(line) <= sum(heaps)
                lines += 1
    assert lines > 100 and lost > 100, (lines, lost)
