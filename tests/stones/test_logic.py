"""Stone duel logic against independent oracles: the seed's brute-force search (itself checked against the seed's
published table and the published 64-of-512 figure), the rules of the game, and self-play."""
from __future__ import annotations

import functools
import itertools
import operator
import random
import re
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic import stones
from game.logic.common import LevelFieldError, MoveError, PuzzleError, Status
from game.logic.stones import Move, Rule, State, Strength
from tests.datasets import seed_stones_table
from tests.properties import Tally

RULES = [Rule.MISERE, Rule.NORMAL]
# (m heaps, n sizes 0..n-1) on which the closed form must match the search everywhere.
SHAPES = [(1, 8), (2, 8), (3, 8), (4, 8), (5, 6)]


@lru_cache(maxsize=None)
def oracle(m: int, n: int, rule: Rule) -> dict[tuple[int, ...], bool]:
    return stones.search_outcomes(m, n, rule, merge=True)


def oracle_wins(heaps: tuple[int, ...], rule: Rule) -> bool:
    return oracle(len(heaps), max(heaps, default=0) + 1 if heaps else 1, rule)[tuple(sorted(heaps))]


def every_position(m: int, n: int):
    return itertools.product(range(n), repeat=m)


# ------------------------------------------------------------------------------------------ the oracle itself


def test_search_matches_the_seeds_published_table():
    # The seed prints every sorted 3-heap position of 0..5 stones: 1 = the mover wins, -1 = loses (misère).
    published = seed_stones_table()
    assert len(published) == 56  # C(8, 3) multisets of 0..5
    table = stones.search_outcomes(3, 6, Rule.MISERE, merge=True)
    for pos, wins in published.items():
        assert table[tuple(sorted(pos))] == wins, pos


def test_search_matches_the_published_count_of_losses():
    # tests/data/README.md: with m=3 heaps of 0..7 stones (ordered), 64 of 512 positions are losses.
    table = stones.search_outcomes(3, 8, Rule.MISERE, merge=False)
    assert len(table) == 512
    assert sum(1 for wins in table.values() if not wins) == 64


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


# ------------------------------------------------------------------------------------------ AI


@pytest.mark.parametrize("rule", RULES)
def test_perfect_ai_always_moves_into_a_lost_position_when_it_can(rule):
    rng = random.Random(1)
    table = oracle(5, 6, rule)
    for pos in every_position(5, 6):
        if table[tuple(sorted(pos))] and any(pos):
            move = stones.ai_move(State(pos, rule=rule), Strength.PERFECT, rng)
            assert not table[tuple(sorted(stones.apply(State(pos, rule=rule), move).heaps))], pos


def play_out(state: State, strengths: dict[int, Strength], rng: random.Random) -> State:
    while not stones.is_over(state):
        state = stones.apply(state, stones.ai_move(state, strengths[state.to_move], rng))
    return state


def test_perfect_ai_never_loses_from_a_winning_position():
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(heaps=st.lists(st.integers(0, 40), min_size=1, max_size=7), rule=st.sampled_from(RULES),
           rival=st.sampled_from(list(Strength)), seed=st.integers(0, 2 ** 32 - 1))
    def check(heaps, rule, rival, seed):
        start = State(tuple(heaps), stones.OPPONENT, rule)
        if stones.is_over(start) or not stones.mover_wins(start.heaps, rule):
            tally("not a win to defend")
            return
        end = play_out(start, {stones.OPPONENT: Strength.PERFECT, stones.PLAYER: rival}, random.Random(seed))
        assert stones.winner(end) == stones.OPPONENT
        assert stones.status(end, stones.OPPONENT) is Status.SOLVED
        assert stones.status(end, stones.PLAYER) is Status.LOST
        tally("won")

    check()
    tally.require(won=50)


def test_strengths_slip_at_their_stated_rates():
    # From a winning position only one kind of move keeps the win, so a slip shows as a move into a won position.
    table = oracle(3, 8, Rule.MISERE)
    state = State((1, 2, 4))  # nim-sum 7, top bit only in heap 2: the only winning move is 4 -> 3
    winning = [m for m in stones.legal_moves(state) if not table[tuple(sorted(stones.apply(state, m).heaps))]]
    assert winning == [Move(2, 1)]
    rng = random.Random(42)
    rates = {}
    for strength in Strength:
        misses = sum(stones.ai_move(state, strength, rng) != Move(2, 1) for _ in range(4000))
        rates[strength] = misses / 4000
    assert rates[Strength.PERFECT] == 0
    assert 0.06 < rates[Strength.STRONG] < 0.2  # 1 in 8 slips, minus the slips that hit the right move
    assert 0.35 < rates[Strength.CASUAL] < 0.6


def test_ai_refuses_a_finished_game():
    with pytest.raises(MoveError, match="over"):
        stones.ai_move(State((0, 0)), Strength.PERFECT, random.Random(0))


# ------------------------------------------------------------------------------------------ moves and state


def test_move_text_round_trips():
    tally = Tally()

    @given(heap=st.integers(0, 10 ** 12), take=st.integers(1, 10 ** 12))
    def check(heap, take):
        move = Move(heap, take)
        assert str(move) == f"T {heap} {take}"
        assert Move.parse(str(move)) == move == stones.parse_move(stones.format_move(move))
        tally()

    check()
    tally.require(checked=50)


@pytest.mark.parametrize("text", ["", "T", "T 1", "T 1 2 3", "t 1 2", "T -1 2", "T 1 -2", "T 1 0", "T a 2",
                                  "T 1.5 2", "M 1 2", "T ١ 2", None, 12])
def test_bad_move_text_is_rejected_clearly(text):
    with pytest.raises(MoveError):
        Move.parse(text)


def test_illegal_moves_are_rejected_with_the_reason():
    state = State((3, 0, 2))
    with pytest.raises(MoveError, match="no heap 3"):
        stones.apply(state, "T 3 1")
    with pytest.raises(MoveError, match="holds only 0"):
        stones.apply(state, Move(1, 1))
    with pytest.raises(MoveError, match="holds only 2"):
        stones.apply(state, "T 2 3")


@pytest.mark.parametrize("heaps", [(-1, 2), (1, 2.0), (True, 1), ("3",), "123"])
def test_bad_heaps_are_rejected_naming_the_heap(heaps):
    with pytest.raises(PuzzleError, match="heap"):
        State(heaps)


def test_legal_moves_are_exactly_the_single_heap_reductions():
    tally = Tally()

    @given(heaps=st.lists(st.integers(0, 6), max_size=5))
    def check(heaps):
        state = State(tuple(heaps))
        moves = list(stones.legal_moves(state))
        assert len(moves) == len(set(moves)) == sum(heaps)
        reached = {stones.apply(state, m).heaps for m in moves}
        expected = {tuple(v if j == i else h for j, h in enumerate(heaps))
                    for i, h in enumerate(heaps) for v in range(h)}
        assert reached == expected
        tally("with moves" if moves else "no moves")

    check()
    tally.require(**{"with moves": 30, "no moves": 1})


def test_turns_alternate_and_the_last_taker_is_named():
    state = State((2, 1), stones.PLAYER, Rule.MISERE)
    state = stones.apply(state, "T 0 2")
    assert state.to_move == stones.OPPONENT and stones.status(state) is Status.PLAYING
    assert stones.winner(state) is None and stones.last_taker(state) is None
    state = stones.apply(state, "T 1 1")  # the opponent takes the last stone
    assert stones.last_taker(state) == stones.OPPONENT
    assert stones.winner(state) == stones.PLAYER and stones.status(state) is Status.SOLVED
    normal = stones.apply(stones.apply(State((2, 1), rule=Rule.NORMAL), "T 0 2"), "T 1 1")
    assert stones.winner(normal) == stones.OPPONENT and stones.status(normal) is Status.LOST


# ------------------------------------------------------------------------------------------ explanation


def test_explanation_shows_binary_rows_whose_columns_xor_to_the_stated_sum():
    tally = Tally()

    heaps = st.lists(st.integers(0, 300), min_size=1, max_size=7)
    zero_sum = heaps.map(lambda hs: hs + [functools.reduce(operator.xor, hs)])  # mostly lost for the mover

    @given(heaps=st.one_of(heaps, zero_sum), rule=st.sampled_from(RULES))
    @settings(max_examples=80)
    def check(heaps, rule):
        explained(heaps, rule)
        tally("winning" if stones.mover_wins(heaps, rule) else "losing")

    check()
    tally.require(winning=10, losing=10)


def explained(heaps: list[int], rule: Rule) -> None:
    """The explanation of `heaps` checked line by line."""
    ex = stones.explain(heaps, rule)
    assert [int(b, 2) for b in ex.binary] == heaps
    assert len({len(b) for b in ex.binary + (ex.nim_sum_binary,)}) == 1
    # Column by column: a 1 in the XOR exactly where the column holds an odd number of 1s.
    columns = zip(*ex.binary)
    assert ex.nim_sum_binary == "".join(str(col.count("1") % 2) for col in columns)
    assert ex.nim_sum == int(ex.nim_sum_binary, 2)
    assert ex.big_heaps == sum(1 for h in heaps if h >= 2)
    assert ex.winning == stones.mover_wins(heaps, rule)
    if not any(heaps):
        assert ex.move is None and "over" in ex.sentence
    elif not ex.winning:
        assert ex.sentence == stones.LOSING_SENTENCE and ex.move == stones.stalling_move(heaps)
    else:
        # One sentence naming the board's (1-based) heap and the count to take.
        assert ex.sentence.count(".") == 1 and ex.sentence.endswith(".")
        assert f"heap {ex.move.heap + 1}" in ex.sentence and f"take {ex.move.take}" in ex.sentence or \
            (ex.move.take == 1 and "single stone" in ex.sentence)


# ------------------------------------------------------------------------------------------ levels


def test_parse_level_fills_defaults():
    spec = stones.parse_level({"heaps": [1, 2, 3], "cap": 3})
    assert spec == stones.LevelSpec((1, 2, 3), 3, Rule.MISERE, stones.First.PLAYER, Strength.PERFECT,
                                    stones.Opponent.AI)
    assert stones.start_state(spec) == State((1, 2, 3), stones.PLAYER, Rule.MISERE)
    spec = stones.parse_level({"heaps": [1, 2, 3], "cap": 3, "first": "ai", "rule": "normal", "ai": "casual"})
    assert stones.start_state(spec) == State((1, 2, 3), stones.OPPONENT, Rule.NORMAL)


@pytest.mark.parametrize("fields,field,words", [
    ({"cap": 3}, "heaps", "missing"),
    ({"heaps": [1, 2]}, "cap", "missing"),
    ({"heaps": "1 2", "cap": 3}, "heaps", "list"),
    ({"heaps": [], "cap": 3}, "heaps", "non-empty"),
    ({"heaps": [0, 0], "cap": 3}, "heaps", "empty"),
    ({"heaps": [1, -2], "cap": 3}, "heaps", "heap 1"),
    ({"heaps": [1, 2.5], "cap": 3}, "heaps", "whole number"),
    ({"heaps": [1, 5], "cap": 4}, "heaps", "more than the cap"),
    ({"heaps": [1] * 9, "cap": 4}, "heaps", "at most"),
    ({"heaps": [1, 2], "cap": 0}, "cap", "from 1"),
    ({"heaps": [1, 2], "cap": "3"}, "cap", "whole number"),
    ({"heaps": [1, 2], "cap": 3, "rule": "misère"}, "rule", "'misere' or 'normal'"),
    ({"heaps": [1, 2], "cap": 3, "first": "me"}, "first", "'player' or 'ai'"),
    ({"heaps": [1, 2], "cap": 3, "ai": "hard"}, "ai", "'perfect'"),
    ({"heaps": [1, 2], "cap": 3, "opponent": "cat"}, "opponent", "'human'"),
    ({"heaps": [1, 2], "cap": 3, "opponent": "human", "first": "ai"}, "first", "human"),
    ({"heaps": [1, 2], "cap": 3, "colour": "red"}, "colour", "unknown"),
])
def test_parse_level_names_the_bad_field(fields, field, words):
    with pytest.raises(LevelFieldError) as err:
        stones.parse_level(fields)
    assert err.value.field == field and words in err.value.message


@pytest.mark.parametrize("rule", RULES)
def test_check_level_accepts_exactly_the_starts_the_player_can_win(rule):
    table = oracle(3, 5, rule)
    for pos in every_position(3, 5):
        if not any(pos):
            continue
        for first in stones.First:
            spec = stones.LevelSpec(pos, 4, rule, first)
            mover_wins = table[tuple(sorted(pos))]
            player_wins = mover_wins if first is stones.First.PLAYER else not mover_wins
            problems = stones.check_level(spec)
            assert (problems == []) == player_wins, (pos, first)
            assert all(p.field == "heaps" and "lost" in p.message for p in problems)


@pytest.mark.parametrize("first", list(stones.First))
@pytest.mark.parametrize("rule", RULES)
def test_generated_levels_are_winnable_and_within_their_cap(first, rule):
    rng = random.Random(3)
    for count, cap in [(3, 3), (4, 7), (5, 5), (2, 6)]:
        spec = stones.generate_level(count, cap, rng, rule=rule, first=first)
        assert len(spec.heaps) == count and all(1 <= h <= cap for h in spec.heaps)
        mover_wins = oracle_wins(spec.heaps, rule)
        assert mover_wins == (first is stones.First.PLAYER)


def test_generating_an_unwinnable_shape_is_a_clear_error():
    # One heap under normal rules with the AI first: the AI always takes the lot.
    with pytest.raises(PuzzleError, match="no winnable start"):
        stones.generate_level(1, 5, random.Random(0), rule=Rule.NORMAL, first=stones.First.AI)
    with pytest.raises(PuzzleError, match="heap count"):
        stones.generate_level(0, 5, random.Random(0))


def test_logic_module_imports_no_pygame():
    source = Path(stones.__file__).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+pygame", source, re.M)
