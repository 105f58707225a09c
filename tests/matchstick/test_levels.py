"""levels/matchstick.yaml, level fields, the generator and the difficulty model."""
from __future__ import annotations

import itertools
import random
import statistics

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from game.levels import check_level_file, load_level_file
from game.logic import matchstick as ms
from game.logic.common import LevelFieldError, PuzzleError
from game.logic.matchstick.campaign import PLAN, SEED_BANK
from game.logic.matchstick.rating import change_kind
from tests.datasets import LEVEL_DIR
from tests.matchstick.oracle import oracle_solve
from tests.properties import Tally

LEVELS = LEVEL_DIR / "matchstick.yaml"


@pytest.fixture(scope="module")
def loaded():
    return load_level_file(LEVELS)


def digit_levels(loaded):
    """The seven-segment campaign (the Roman chapter, ms-r.., is tested in tests/matchstick/test_roman.py)."""
    return [lvl for lvl in loaded.levels if lvl.spec.rules.numerals == "digits"]


def test_file_loads_without_problems(loaded):
    assert loaded.game == "matchstick" and loaded.problems == []
    assert len(loaded.levels) >= 120


def test_campaign_mix(loaded):
    specs = [lvl.spec for lvl in digit_levels(loaded)]
    assert sum(s.moves == 2 for s in specs) >= 30
    assert sum(s.mode == "add" for s in specs) >= 10
    assert sum(s.mode == "remove" for s in specs) >= 10
    assert {lvl.band for lvl in loaded.levels} == set(ms.BAND_NAMES)
    assert {s.rules.name for s in specs} == {"strict", "classic", "relaxed"}


def test_campaign_is_in_order_of_rated_difficulty(loaded):
    scores = [ms.rate(lvl.spec.puzzle, lvl.spec.moves, lvl.spec.mode) for lvl in digit_levels(loaded)]
    assert [r.score for r in scores] == sorted(r.score for r in scores)
    assert [r.band for r in scores] == [lvl.band for lvl in digit_levels(loaded)]


def test_every_level_is_sound_per_check_levels():
    assert check_level_file(LEVELS) == []


@pytest.mark.oracle
def test_listed_solutions_match_the_brute_force_oracle(loaded):
    # every one-stick level, and two-stick levels up to 8 cells (longer ones take the oracle seconds
    # each; bench/bench_matchstick.py checks the longest against it)
    checked = 0
    for lvl in digit_levels(loaded):
        spec = lvl.spec
        if spec.moves == 1 or len(spec.puzzle.layout) <= 8:
            assert list(spec.solutions) == oracle_solve(spec.puzzle.text, spec.moves, spec.mode,
                                                        spec.rules.name), lvl.id
            checked += 1
    assert checked >= 100


def test_seed_bank_is_in_the_campaign_where_solvable(loaded):
    puzzles = {lvl.spec.puzzle.text: lvl.spec for lvl in loaded.levels}
    for text in SEED_BANK:
        solvable = any(oracle_solve(text, k, "move", "classic") for k in (1, 2))
        assert (text in puzzles) == solvable, text
    assert puzzles["7+3=9"].solutions == ("7+2=9",)
    assert puzzles["45+46=99"].solutions == ("45+48=93", "49+46=95")


def test_custom_examples_include_puzzles_with_no_one_move_answer(loaded):
    examples = loaded.settings.custom_examples
    none = [e for e in examples if not oracle_solve(e, 1, "move", "classic")]
    assert len(none) >= 3 and len(none) < len(examples)


# --- level fields ---------------------------------------------------------------------------------------------

def test_parse_level_accepts_rule_mappings():
    spec = ms.parse_level({"puzzle": "3-5=2", "moves": 1, "mode": "add",
                           "rules": {"preset": "classic", "allow": ["unary-minus"], "operators": "+-="}})
    assert spec.rules.unary_minus and spec.rules.operators == "+-="
    assert ms.check_level(spec) == []
    assert "3-5=-2" in ms.solve(spec.puzzle, 1, "add").texts


@pytest.mark.parametrize("fields,field,words", [
    ({}, "puzzle", "missing"),
    ({"puzzle": "7+=3"}, "puzzle", "an operator needs a number on each side"),
    ({"puzzle": 5}, "puzzle", "no '='"),
    ({"puzzle": "6+4=4", "moves": 5}, "moves", "1 to 4"),
    ({"puzzle": "6+4=4", "moves": True}, "moves", "whole number"),
    ({"puzzle": "6+4=4", "mode": "swap"}, "mode", "move, add, remove"),
    ({"puzzle": "6+4=4", "rules": "lenient"}, "rules", "unknown rules preset"),
    ({"puzzle": "6+4=4", "rules": {"allow": ["sideways"]}}, "rules.allow", "unknown rule flag"),
    ({"puzzle": "6+4=4", "rules": {"preset": "classic", "operators": "+-"}}, "rules", "must include '='"),
    ({"puzzle": "6+4=4", "rules": {"allow": 3}}, "rules.allow", "flag name"),
    ({"puzzle": "6+4=4", "rules": {"colour": "red"}}, "rules.colour", "unknown rules field"),
    ({"puzzle": "6+4=4", "rules": [1]}, "rules", "preset name or a mapping"),
    ({"puzzle": "6+4=4", "solutions": "0+4=4"}, "solutions", "list"),
    ({"puzzle": "6+4=4", "solutions": ["0+4=4", "8-4"]}, "solutions.1", "no '='"),
    ({"puzzle": "6+4=4", "hint": "x"}, "hint", "unknown field"),
])
def test_bad_level_fields_name_the_field(fields, field, words):
    with pytest.raises(LevelFieldError) as err:
        ms.parse_level(fields)
    assert err.value.field == field and words in err.value.message


def test_check_level_reports_unsolvable_and_wrong_solutions():
    errors = ms.check_level(ms.parse_level({"puzzle": "1+1=9"}))
    assert [e.field for e in errors] == ["puzzle"] and "no answer" in errors[0].message
    errors = ms.check_level(ms.parse_level({"puzzle": "6+4=4", "rules": "strict", "solutions": ["0+4=4", "6-4=2"]}))
    assert [e.field for e in errors] == ["solutions"]
    assert "8-4=4" in errors[0].message and "6-4=2 is not an answer" in errors[0].message


def test_settings_validation():
    assert ms.parse_settings({"custom_examples": ["6×4=4"]}).custom_examples == ("6*4=4",)
    with pytest.raises(LevelFieldError) as err:
        ms.parse_settings({"custom_examples": ["6+4=4", "7+"]})
    assert err.value.field == "custom_examples.1"
    with pytest.raises(LevelFieldError):
        ms.parse_settings({"speed": 3})


# --- generator and rating -------------------------------------------------------------------------------------

FEASIBLE = [(band, mode, preset, unique) for _, band, moves, mode, preset, unique in PLAN if moves == 1]


def test_generated_puzzles_are_sound():
    tally = Tally()

    @settings(max_examples=12, deadline=None)
    @given(seed=st.integers(0, 10 ** 6), setting=st.sampled_from(FEASIBLE))
    def check(seed, setting):
        band, mode, preset, unique = setting
        params = ms.GenParams(band=band, moves=1, mode=mode, rules=ms.rules_from(preset), unique=unique)
        g = ms.generate(params, random.Random(seed))
        answers = oracle_solve(g.puzzle, 1, mode, preset)
        assert list(g.solutions) == answers and 1 <= len(answers) <= (1 if unique else 3)
        assert g.rating.band == band == ms.rate(ms.parse_puzzle(g.puzzle, params.rules), 1, mode).band
        tally()

    check()
    tally.require(checked=10)


def test_generator_gives_up_with_a_clear_error():
    with pytest.raises(PuzzleError, match="no hard 1-stick add puzzle found in 50 attempts"):
        ms.generate(ms.GenParams(band="hard", mode="add", rules=ms.rules_from("strict"), attempts=50),
                    random.Random(1))


def test_generator_needs_an_operator_besides_equals():
    with pytest.raises(PuzzleError, match="allow no operator besides '='"):
        ms.generate(ms.GenParams(rules=ms.rules_from("classic", operators="=")), random.Random(1))


def test_generator_is_reproducible():
    params = ms.GenParams(moves=2, band="hard")
    a = [ms.generate(params, random.Random(5)).puzzle for _ in range(1)]
    b = [ms.generate(params, random.Random(5)).puzzle for _ in range(1)]
    assert a == b


def test_rating_follows_knoblich_order():
    """Over every one-digit puzzle with a single answer: value changes rate easier than operator
    changes, which rate easier than form changes; reshaping a glyph from within is harder."""
    groups: dict[tuple[str, int], list[int]] = {}
    for a, op, b, c in itertools.product(range(10), "+-*/", range(10), range(10)):
        result = ms.solve(f"{a}{op}{b}={c}")
        if len(result.solutions) == 1:
            key = change_kind(result.puzzle, result.solutions[0].layouts[0])
            groups.setdefault(key, []).append(ms.rate(result.puzzle, 1, "move", result).score)
    mean = {k: statistics.mean(v) for k, v in groups.items()}
    assert mean[("value", 0)] < mean[("operator", 0)] < mean[("form", 0)]
    assert mean[("value", 0)] < mean[("value", 1)]
    assert mean[("operator", 0)] < mean[("operator", 1)]


def test_unsolvable_rates_as_hardest_and_more_moves_rate_harder():
    assert ms.rate(ms.parse_puzzle("1+1=9")).score == 100
    assert ms.rate(ms.parse_puzzle("45+46=99"), 1).score < ms.rate(ms.parse_puzzle("45+46=99"), 2).score
