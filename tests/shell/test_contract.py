"""The back-end contract (game/logic/contract.py), checked the same way for every registered game.

States come from the shipped levels (levels/*.yaml): each level's start, and the states a seeded random walk
through `legal_moves` reaches from it. Every test counts what it checked and asserts the count, so a test that
silently stopped looking would fail.
"""
from __future__ import annotations

import copy
import functools
import importlib
import random
from collections import Counter
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.levels import COMMON_LEVEL_KEYS, Level, load_level_file
from game.logic.common import IllegalMoveError, InvalidMoveError, LevelFieldError, MoveError, Status
from game.logic.contract import GameLogic
from game.logic.registry import LOGIC

LEVELS_DIR = Path(__file__).resolve().parents[2] / "levels"
GAMES = sorted(LOGIC)
WALK_STEPS = 6      # random moves from each level start
SAMPLES = 12        # levels per game for the walks and the hint games (spread over the file)

# Levels that are not sound, as level-file fields, with whether a line of moves still solves them: check_level
# must report a problem, and solve must find a line exactly when one exists.
BROKEN_LEVELS: dict[str, list[tuple[dict[str, Any], bool]]] = {
    "matchstick": [
        ({"puzzle": "1+1=9", "moves": 1}, False),                  # no answer one stick away
        ({"puzzle": "7*7=1", "solutions": ["1*7=7"]}, True),        # the solver also finds 7*1=7
    ],
    "sudoku": [
        # r1c9 can only be 9, but column 9 already holds a 9: no solution, though no two givens clash
        ({"puzzle": "12345678." + "........9" + "." * 63, "grade": "easy"}, False),
    ],
    "stones": [
        ({"heaps": [1], "cap": 1}, False),                         # the player must take the last stone
        ({"heaps": [2, 2], "cap": 2}, False),                      # nim-sum 0 with two big heaps: lost
    ],
    "shapes": [
        # two squares side by side: removing one match cannot leave exactly two squares
        ({"picture": [".-.-.", "| | |", ".-.-."], "task": "remove", "sticks": 1, "squares": 2}, False),
        # removing either outer side leaves one square: two answers, not the three stated
        ({"picture": [".-.-.", "| | |", ".-.-."], "task": "remove", "sticks": 3, "squares": 1, "answers": 3},
         True),
    ],
    "twentyfour": [
        ({"cards": [1, 1, 1, 1]}, False),                          # cannot make 24
        ({"cards": [3, 3, 8, 8], "solvable": False}, True),         # says "no solution", but 8/(3-8/3) = 24
    ],
}


@functools.cache
def _shipped_levels() -> tuple[Level, ...]:
    """Every shipped level, read once per process (the tests below ask about 40 times; levels are frozen)."""
    return tuple(lvl for path in sorted(LEVELS_DIR.glob("*.yaml")) for lvl in load_level_file(path).levels)


def _levels(game: str) -> list[Level]:
    out = [lvl for lvl in _shipped_levels() if lvl.game == game]
    assert out, f"no levels for {game} in {LEVELS_DIR}"
    return out


def _sample(levels: list[Level]) -> list[Level]:
    return levels[:: max(1, len(levels) // SAMPLES)]


def _stated_solvable(level: Level) -> bool:
    """A level file may say a level has no answer on purpose (24's `solvable: false` hands)."""
    return level.entry.get("solvable", True) is not False


def _states(logic: GameLogic[Any, Any, Any, Any], levels: list[Level], seed: int) -> Iterator[Any]:
    """Each level's start, then the states of a short random walk through legal_moves."""
    rng = random.Random(seed)
    for level in levels:
        state = logic.start(level.spec)
        yield state
        for _ in range(WALK_STEPS):
            moves = list(logic.legal_moves(state))
            if not moves or logic.status(state) is not Status.PLAYING:
                break
            state = logic.apply(state, rng.choice(moves))
            yield state


@pytest.mark.parametrize("game", GAMES)
def test_every_registered_game_has_levels_and_broken_examples(game: str) -> None:
    assert _levels(game)
    assert BROKEN_LEVELS.get(game), f"add unsound example levels for {game} to BROKEN_LEVELS"


@pytest.mark.parametrize("game", GAMES)
def test_level_fields_parse_to_the_loaders_spec(game: str) -> None:
    logic = LOGIC[game]
    levels = _levels(game)
    for level in levels:
        fields = {k: v for k, v in level.entry.items() if k not in COMMON_LEVEL_KEYS}
        assert logic.parse_level(fields) == level.spec, level.id


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_text_round_trips_and_apply_never_mutates(game: str) -> None:
    logic = LOGIC[game]
    states = moves = 0
    for state in _states(logic, _sample(_levels(game)), seed=10):
        states += 1
        before = copy.deepcopy(state)
        for move in logic.legal_moves(state):
            text = logic.format_move(move)
            assert logic.parse_move(text) == move, text
            after = logic.apply(state, move)
            assert after != state, f"{text} changed nothing"
            moves += 1
        assert state == before, "apply changed the state it was given"
    assert states >= SAMPLES and moves >= states, (states, moves)


@pytest.mark.parametrize("game", GAMES)
def test_hint_moves_play_every_sampled_level_to_a_win(game: str) -> None:
    """From a level's start, hint after hint (in the stone duel for both sides) ends SOLVED: the player won."""
    logic = LOGIC[game]
    played = hints = 0
    for level in _sample(_levels(game)):
        state = logic.start(level.spec)
        if not _stated_solvable(level):
            assert logic.hint(state) is None, level.id
            continue
        for _ in range(1000):
            if logic.status(state) is not Status.PLAYING:
                break
            hint = logic.hint(state)
            assert hint is not None, f"{level.id}: no hint from {state}"
            assert hint.text.strip(), f"{level.id}: a hint without a sentence"
            state = logic.apply(state, hint.move)  # a legal move: apply raises MoveError otherwise
            hints += 1
        assert logic.status(state) is Status.SOLVED, level.id
        assert logic.hint(state) is None, f"{level.id}: a hint after the end"
        played += 1
    expected = sum(_stated_solvable(level) for level in _sample(_levels(game)))
    assert played == expected >= 1 and hints >= played, (played, hints)


def _malformed(text: str) -> list[str]:
    """Broken versions of a legal move's text: a wrong first letter, a token missing, one too many, and
    every number in it replaced by a huge or a negative one."""
    tokens = text.split()
    out = ["Q " + " ".join(tokens[1:]), " ".join(tokens[:-1]), text + " 1"]
    for m in re.finditer(r"\d+", text):
        out.append(text[:m.start()] + "9" * 15 + text[m.end():])
        out.append(text[:m.start()] + "-1" + text[m.end():])
    return out


GARBAGE = ["", "   ", "\n", "garbage", "?!", "\x00", "🙂 1 2", "1 2 3", "move", "9" * 40, "M", "T", "D", "A", "R",
           "C", "P"]


@pytest.mark.parametrize("game", GAMES)
def test_malformed_move_text_raises_the_games_move_error(game: str) -> None:
    assert issubclass(MoveError, ValueError)
    logic = LOGIC[game]
    checked = 0
    for state in _states(logic, _sample(_levels(game))[:4], seed=11):
        legal = {logic.format_move(m) for m in logic.legal_moves(state)}
        texts = list(GARBAGE)
        for text in sorted(legal)[:20]:
            texts.extend(_malformed(text))
        for text in texts:
            try:
                move = logic.parse_move(text)
            except InvalidMoveError:
                checked += 1
                continue
            with pytest.raises(IllegalMoveError):  # any other exception fails the test
                logic.apply(state, move)
            checked += 1
    assert checked >= 200, checked


@pytest.mark.parametrize("game", GAMES)
def test_check_level_agrees_with_solve(game: str) -> None:
    logic = LOGIC[game]
    levels = _levels(game)
    for level in levels:
        assert logic.check_level(level.spec) == [], level.id
        start = logic.start(level.spec)
        line = logic.solve(start)
        assert (line is not None) == _stated_solvable(level), level.id
        if line is not None:
            state = start
            for move in line:
                state = logic.apply(state, logic.parse_move(logic.format_move(move)))
            assert logic.status(state) is Status.SOLVED, level.id
    for fields, solvable in BROKEN_LEVELS[game]:
        spec = logic.parse_level(fields)
        problems = logic.check_level(spec)
        assert problems and all(isinstance(p, LevelFieldError) for p in problems), fields
        assert (logic.solve(logic.start(spec)) is not None) == solvable, fields


def _candidate_moves(game: str, state: Any) -> list[str]:
    """Move texts to try on `state`: every game's tests/GAME/moves.py lists the legal ones and many that are not
    (out of range, repeated, no effect), from its own knowledge of the board rather than from legal_moves."""
    return list(importlib.import_module(f"tests.{game}.moves").candidate_moves(state))


@pytest.mark.parametrize("game", GAMES)
def test_apply_accepts_exactly_the_listed_moves_and_the_ones_with_no_effect(game: str) -> None:
    """legal_moves lists exactly the moves apply accepts that change the state; apply accepts besides them only
    moves that change nothing (the session reports those as "no effect"). Parse errors and illegal moves are
    the two typed errors."""
    logic = LOGIC[game]
    seen: Counter[str] = Counter()
    for state in _states(logic, _sample(_levels(game)), seed=12):
        listed = {logic.format_move(m) for m in logic.legal_moves(state)}
        texts = _candidate_moves(game, state)
        assert listed <= set(texts), f"candidates miss legal moves {sorted(listed - set(texts))[:5]}"
        for text in texts:
            try:
                move = logic.parse_move(text)
            except InvalidMoveError:
                assert text not in listed, text
                seen["unparsed"] += 1
                continue
            canonical = logic.format_move(move)
            try:
                after = logic.apply(state, move)
            except IllegalMoveError:
                assert canonical not in listed, f"{canonical} is listed but refused"
                seen["illegal"] += 1
                continue
            if after == state:
                assert canonical not in listed, f"{canonical} is listed but changes nothing"
                seen["no effect"] += 1
            else:
                assert canonical in listed, f"{canonical} is accepted but not listed"
                seen["listed"] += 1
    assert seen["listed"] >= 20 and seen["illegal"] >= 20, seen
