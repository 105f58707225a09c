"""Resuming a saved game is one guarded step: a save whose values crash rebuilding or drawing its screen is
deleted, the player is told once in a short, true notice that never quotes the value, and the lobby plays on;
opening the lobby again finds nothing to trip on."""
from __future__ import annotations

import json

import pytest

from game.levels import Catalog
from tests.helpers import make_context
from tests.shell.played_saves import GAMES, play_twentyfour, played_save, resume_and_draw, shown_notices, write_save

NOTICE_CHARS = 200


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def damaged(tmp_path, catalog, game: str, change, play=None) -> tuple:
    """A real save of `game`, changed by `change(record)`, written to the file; the context to open it in."""
    ctx = make_context(tmp_path, catalog=catalog)
    ctx.notices = ctx.store.notices    # as the game is started: one list of notices
    record = played_save(ctx, game, play)
    change(record)
    write_save(ctx, game, json.dumps(record))
    return ctx, record


def assert_deleted_with_one_short_notice(ctx, game: str, hostile: str = "") -> str:
    lobby, resumed = resume_and_draw(ctx, game)
    notices = shown_notices(ctx, lobby)
    assert resumed is None and len(notices) == 1, notices
    (notice,) = notices
    lobby, resumed = resume_and_draw(ctx, game)  # again: nothing left to trip on, and nothing more said
    assert resumed is None and shown_notices(ctx, lobby) <= notices
    assert len(notice) <= NOTICE_CHARS and "it was deleted" in notice, notice
    assert hostile[:100] not in notice if hostile else True
    row = ctx.store._use(lambda db: db.execute("SELECT data FROM saves WHERE game = ?", (game,)).fetchone())
    assert row is None        # "deleted" is true
    return notice


def test_a_24_run_clock_of_a_thousand_digits_is_refused_and_24_opens(tmp_path, catalog):
    huge = "9" * 999 + "/7"
    ctx, _ = damaged(tmp_path, catalog, "twentyfour", lambda r: r["run"].update(elapsed=huge),
                     play=lambda c: play_twentyfour(c, "sprint"))   # a sprint's header shows this clock
    notice = assert_deleted_with_one_short_notice(ctx, "twentyfour", huge)
    assert "run.elapsed" in notice


def test_a_sudoku_title_of_a_million_characters_is_refused_and_sudoku_opens(tmp_path, catalog):
    title = "T" * 1_000_000
    ctx, _ = damaged(tmp_path, catalog, "sudoku", lambda r: r.update(title=title))
    assert "title" in assert_deleted_with_one_short_notice(ctx, "sudoku", title)


@pytest.mark.parametrize("game", GAMES)
def test_a_hostile_move_is_not_quoted_and_the_notice_says_what_was_done(tmp_path, catalog, game):
    move = "M " + "9" * 8038
    ctx, _ = damaged(tmp_path, catalog, game, lambda r: r["history"]["moves"].append(move))
    assert_deleted_with_one_short_notice(ctx, game, move)


@pytest.mark.parametrize("game", GAMES)
def test_a_move_that_fits_the_schema_but_does_not_replay_is_deleted_with_a_clipped_reason(tmp_path, catalog,
                                                                                         game):
    move = "D r1c1 " + "7" * 190     # short enough for the schema; the game's own check refuses it
    ctx, _ = damaged(tmp_path, catalog, game, lambda r: r["history"].update(moves=[move], position=1))
    assert_deleted_with_one_short_notice(ctx, game, move)


@pytest.mark.parametrize("game", GAMES)
def test_a_screen_that_fails_to_draw_its_save_deletes_it_and_the_lobby_plays_on(tmp_path, catalog, game,
                                                                              monkeypatch):
    ctx, _ = damaged(tmp_path, catalog, game, lambda r: None)
    from scenes.matchstick.play import MatchstickScene
    from scenes.stones.play import StonesScene
    from scenes.sudoku.play import SudokuScene
    from scenes.twentyfour.play import TwentyFourScene
    scene = {"matchstick": MatchstickScene, "stones": StonesScene, "sudoku": SudokuScene,
             "twentyfour": TwentyFourScene}[game]

    def broken(self, surface):
        raise OverflowError("int too large to convert to float")
    monkeypatch.setattr(scene, "draw", broken)
    if game == "matchstick":   # the level's own screen is the lobby: only the guarded first frame may fail
        from scenes.matchstick.lobby import play_level
        monkeypatch.undo()
        calls = []

        def broken_once(self, surface):
            if not calls:
                calls.append(1)
                raise OverflowError("int too large to convert to float")
        monkeypatch.setattr(scene, "draw", broken_once)
        opened = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
        assert opened.session.move_texts == [] and calls == [1]
        assert len(ctx.notices) == 1 and "it was deleted" in ctx.notices[0]
        assert ctx.store.load_game(game) is None
        return
    notice = assert_deleted_with_one_short_notice(ctx, game)
    assert "could not be built" in notice
