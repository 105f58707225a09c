"""The lobby: the modes with their band and seed, the same hands for the same seed, the famous hands, a level
asked for on the command line, and the modes turned off when the difficulty table cannot be read."""
from __future__ import annotations

import pygame

from game.logic import twentyfour as tf
from game.twentyfour_data import human_table
from scenes.twentyfour.lobby import TwentyFourLobby, open_scene
from tests.helpers import feed, make_context, text
from tests.twentyfour.play_helpers import start


def test_same_seed_deals_the_same_hands(tmp_path):
    a = start(make_context(tmp_path / "a", seed=9), "beat_the_clock")
    b = start(make_context(tmp_path / "b", seed=9), "beat_the_clock")
    assert a.hand.numbers == b.hand.numbers and tf.solvable(a.hand.numbers, 24)


def test_unknown_level_falls_back_to_the_lobby_with_a_notice(ctx):
    ctx.level_id = "nope"
    scene = open_scene(ctx)
    assert isinstance(scene, TwentyFourLobby) and "nope" in scene.notice


def test_lobby_band_and_seed(ctx):
    lobby = TwentyFourLobby(ctx)
    first = lobby.band
    lobby.widgets.press("band")
    assert lobby.band != first and ctx.store.get_setting("twentyfour.band") == lobby.band
    lobby.widgets.set_focus("seed")
    lobby.widgets.get("seed").text = ""
    feed(lobby, [text("77x")])
    assert lobby.seed == 77 and lobby.widgets.get("seed").text == "77"
    scene = lobby.widgets.press("mode-challenge").scene
    assert scene.series.rules.seed == 77 and scene.series.board == "challenge-77"
    sprint = lobby.widgets.press("mode-sprint").scene
    assert sprint.series.rules.band == lobby.band
    assert tf.rate(sprint.hand.numbers, 24, human_table()).band == lobby.band


def test_a_missing_difficulty_table_turns_the_modes_off_with_a_notice(ctx, tmp_path, monkeypatch):
    import game.twentyfour_data as data

    monkeypatch.setattr(data, "TABLE_PATH", tmp_path / "missing.csv")
    data.human_table.cache_clear()
    try:
        lobby = TwentyFourLobby(ctx)
        assert "cannot read the 24 difficulty table" in lobby.notice
        assert not lobby.widgets.get("mode-challenge").enabled and lobby.widgets.press("mode-sprint") is None
        assert lobby.widgets.get("hands").enabled
        lobby.draw(pygame.Surface((1280, 720)))
    finally:
        data.human_table.cache_clear()


def test_the_lobby_states_each_timed_modes_skip_cost(ctx):
    lobby = TwentyFourLobby(ctx)
    for mode in ("beat_the_clock", "sprint"):
        penalty = int(lobby.settings.mode(mode).skip_penalty)
        assert f"{penalty} s a skip" in lobby.widgets.get(f"mode-{mode}").detail


def test_the_challenge_seed_typed_is_there_next_time(ctx):
    lobby = TwentyFourLobby(ctx)
    lobby.widgets.set_focus("seed")
    lobby.widgets.get("seed").text = ""
    feed(lobby, [text("4242")])
    assert lobby.seed == 4242
    again = TwentyFourLobby(ctx)                        # back in the lobby later (the same save)
    assert again.seed == 4242 and again.widgets.get("seed").text == "4242"
    assert again.widgets.get("mode-challenge").label == "Challenge   seed 4242"
    assert again.widgets.press("mode-challenge").scene.series.board == "challenge-4242"
