"""A matchstick level's code: generated levels under every preset and mode, and Roman ones, round-trip."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic.codes import code_of, decode
from game.logic.common import PuzzleError
from game.logic.matchstick.generate import GenParams
from game.logic.matchstick.contract import RULES
from game.logic.matchstick.levelspec import LevelSpec
from game.logic.matchstick.play import MODES, parse_puzzle
from game.logic.matchstick.rules import FLAGS, PRESETS, rules_from
from tests.properties import Tally


def test_generated_levels_round_trip() -> None:
    tally = Tally()

    @settings(max_examples=25, deadline=None)
    @given(st.sampled_from(["strict", "classic", "relaxed"]), st.sampled_from(MODES), st.integers(0, 2**32))
    def check(preset: str, mode: str, seed: int) -> None:
        try:
            level = RULES.generate(GenParams(mode=mode, rules=PRESETS[preset], attempts=200), random.Random(seed))
        except (PuzzleError, RuntimeError):
            tally("none")
            return
        back = decode(code_of("matchstick", level)).level
        assert back.task == level.task and back.rules == level.rules
        tally()

    check()
    tally.require(checked=10)


def test_any_rule_changes_round_trip() -> None:
    tally = Tally()

    @settings(max_examples=80, deadline=None)
    @given(st.sampled_from(list(PRESETS)), st.sets(st.sampled_from(FLAGS)), st.sampled_from(["+-=", "+-*/=", "*=", None]),
           st.sampled_from(["6+4=4", "VI+IV=IV", "1-2=3", "8*3=2"]), st.integers(1, 4), st.sampled_from(MODES))
    def check(preset: str, allow: set[str], operators: str | None, text: str, moves: int, mode: str) -> None:
        base = PRESETS[preset]
        flags = sorted(f for f in allow if not getattr(base, f.replace("-", "_")))
        try:
            rules = rules_from(preset, flags, (), operators)
            puzzle = parse_puzzle(text, rules)
        except (PuzzleError, ValueError):
            tally("refused")
            return
        level = LevelSpec(puzzle, moves, mode, puzzle.rules, None)
        back = decode(code_of("matchstick", level)).level
        assert back.task == level.task and back.rules == level.rules
        tally("roman" if rules.numerals == "roman" or puzzle.rules.numerals == "roman" else "digits")

    check()
    tally.require(digits=20, roman=5)
