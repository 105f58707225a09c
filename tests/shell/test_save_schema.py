"""The one schema for values read back (game/records.py): it lets through every value play writes, unchanged,
and refuses one that does not fit, naming the field and never the value."""
from __future__ import annotations

import json

import pytest

from game import records
from game.levels import Catalog
from game.records import RecordError
from tests.helpers import make_context
from tests.shell.played_saves import GAMES, played_save


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.mark.parametrize("game", GAMES)
def test_a_save_play_wrote_passes_its_schema_unchanged(tmp_path, catalog, game):
    saved = played_save(make_context(tmp_path, catalog=catalog), game)
    assert records.saved_game(game, saved) == saved     # no field the game reads is left out


@pytest.mark.parametrize("game", GAMES)
def test_a_field_the_schema_does_not_know_never_reaches_the_game(tmp_path, catalog, game):
    ctx = make_context(tmp_path, catalog=catalog)
    saved = played_save(ctx, game)
    saved["unknown"] = {"deep": ["x" * 5000]}
    ctx.store.save_game(game, saved)
    assert "unknown" not in ctx.store.load_game(game)


def test_every_setting_the_game_writes_has_a_schema():
    from game.shell.app import WINDOW_SETTING
    from scenes.matchstick.custom_choices import SETTING as MATCHSTICK_CUSTOM
    from scenes.settings import STRIKE_MARKS_KEY
    from scenes.stones.lobby import CUSTOM_SETTING, DEFAULTS
    from scenes.stones.play import TEACH_SETTING
    from scenes.sudoku.table import CHECK_KEY, DIGIT_FIRST_KEY
    from scenes.twentyfour.lobby import BAND_SETTING, SEED_SETTING
    from scenes.twentyfour.play import NAME_SETTING
    written = {
        "sound": True, "fullscreen": False, "relaxed_timers": True, STRIKE_MARKS_KEY: True, CHECK_KEY: False,
        DIGIT_FIRST_KEY: True, TEACH_SETTING: True, NAME_SETTING: "Ada Lovelace", BAND_SETTING: "hard",
        SEED_SETTING: 123456789, MATCHSTICK_CUSTOM: {"moves": 2, "mode": "move", "preset": "classic"},
        WINDOW_SETTING: {"width": 1100, "height": 650, "maximised": True},
        CUSTOM_SETTING: dict(DEFAULTS), "language": "zh_CN",
    }
    assert set(written) == set(records.SETTINGS)
    for key, value in written.items():
        assert records.setting(key, json.loads(json.dumps(value))) == value, key


@pytest.mark.parametrize("key, value, field", [
    ("player_name", "x" * 10_000, "longer than"), ("sound", "yes", "true or false"),
    ("twentyfour.seed", 10 ** 400, "outside"), ("stones.custom", {"names": ["a"] * 3}, "names"),
    ("matchstick.custom", [1], "not a record"),
])
def test_a_setting_that_does_not_fit_is_reset_with_a_short_notice(tmp_path, key, value, field):
    ctx = make_context(tmp_path)
    ctx.store.set_setting(key, value)
    assert ctx.store.get_setting(key, "default") == "default"
    (notice,) = ctx.store.notices
    assert field in notice and len(notice) < 200 and "reset" in notice
    assert ctx.store.get_setting(key, "default") == "default" and len(ctx.store.notices) == 1  # deleted


def test_a_score_whose_name_value_or_detail_does_not_fit_is_not_shown(tmp_path):
    ctx = make_context(tmp_path)
    store = ctx.store
    store.add_score("twentyfour", "sprint", "Ada", 7, {"solved": 7, "seconds": 80.5, "best_streak": 3})
    store._use(lambda db: db.execute(
        "INSERT INTO played (game, ending, games, played_on, board, name, score, detail, played_at) VALUES "
        "('twentyfour', 'run', 0, '', 'sprint', ?, 9, '{}', 1), "
        "('twentyfour', 'run', 0, '', 'sprint', 'Bob', ?, '{}', 2), "
        "('twentyfour', 'run', 0, '', 'sprint', 'Cy', 5, ?, 3)",
        ("N" * 1_000_000, 1e300, json.dumps({"solved": "9" * 500, "seconds": 1.5}))))
    shown = store.top_scores("twentyfour", "sprint")
    assert [s.name for s in shown] == ["Ada", "Cy"]
    assert shown[0].detail == {"solved": 7, "seconds": 80.5, "best_streak": 3} and shown[1].detail == {}


@pytest.mark.parametrize("spec, value, words", [
    (records.Text(10), "x" * 11, "longer than 10"), (records.Whole(0, 5), True, "not a whole number"),
    (records.Ratio(40), "9" * 999 + "/7", "longer than 40"), (records.Ratio(40), 10 ** 40, "more than 40 digits"),
    (records.Ratio(40), 10 ** 4000 // 7, "more than 40 digits"), (records.Ratio(40), "1/0", "zero denominator"),
    (records.Ratio(40, high=records.Fraction(10)), "21/2", "outside"), (records.Real(), float("inf"), "finite"),
    (records.ListOf(records.Whole(), 2), [1, 2, 3], "more than 2"), (records.Record({}), [], "not a record"),
    (records.HISTORY, {"moves": ["a"], "position": 2}, "past the last move"),
])
def test_a_value_that_does_not_fit_is_named_by_what_is_wrong_not_by_the_value(spec, value, words):
    if isinstance(value, int) and value > 1:   # the bound itself still fits
        assert spec.clean(int("9" * 40), "field") == int("9" * 40)
    with pytest.raises(RecordError) as refused:
        spec.clean(value, "field")
    assert str(refused.value).startswith("field") and words in str(refused.value)
    assert len(str(refused.value)) < 80
