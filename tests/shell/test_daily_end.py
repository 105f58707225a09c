"""After a daily puzzle, played through the scenes in each game: the game is one row of the history filed under
"daily" (so the streak counts it), the end panel shows the streak (current and best, counted over the days of
the history) and "Copy result" copies the game, the date, how it ended, the time, the help and the code, and
nothing of the answer. A daily sudoku saved half done and resumed from the lobby is still the daily puzzle."""
from __future__ import annotations

import datetime
import time

import pygame
import pytest

from game.logic.daily import GAME_TITLES
from game.logic.outcome import Ending, Outcome
from game.statistics import DAILY
from scenes.share import COPY_CODE, COPY_RESULT
from sprites import theme
from tests.helpers import render
from tests.shell.end_games import DAY, GAMES, opened, over, play_to_the_end

NOW = time.time()
DAY_S = 86400.0


def record_daily_at(ctx, game: str, when: float, ending: Ending = Ending.SOLVED) -> None:
    """An earlier daily game in the history, dated `when` (the store dates a result with its clock)."""
    clock = ctx.store._clock
    ctx.store._clock = lambda: when
    try:
        from game.played import Labels
        ctx.store.record_outcome(game, None, Outcome(ending, 60.0, 10), Labels(mode=DAILY))
    finally:
        ctx.store._clock = clock


def the_answer(game: str, scene) -> str:
    """What would give the puzzle away: the solved grid, the equation as solved, the expression found."""
    if game == "sudoku":
        return "".join(map(str, scene.round.solution))
    if game == "matchstick":
        return scene.table.verdict.message.split(" ")[0]
    if game == "twentyfour":
        return scene.hand.answer or scene.hand.shown_solution()
    return "took"   # a duel's moves: the log's words ("You took 2 stones from heap 1")


@pytest.mark.parametrize("game", GAMES)
def test_a_daily_game_is_filed_as_daily_and_its_end_panel_has_the_streak_and_the_result(ctx, game, monkeypatch):
    # played on the two days before today, and once four days ago (a gap): today's game makes a run of three
    for days_ago in (4, 2, 1):
        record_daily_at(ctx, game, NOW - days_ago * DAY_S)
    ctx.store._clock = lambda: NOW
    scene, code = opened(ctx, game, "daily")
    play_to_the_end(game, scene)
    assert over(game, scene)
    rows = [r for r in ctx.store.played_games(game) if r.played_on == time.strftime("%Y-%m-%d", time.gmtime(NOW))]
    assert len(rows) == 1 and rows[0].mode == DAILY and rows[0].ending in ("solved",)
    row = rows[0]
    assert scene.share.streak is not None and (scene.share.streak.current, scene.share.streak.best) == (3, 3)
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(message), real(message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    assert any("streak 3 days" in line and "best 3" in line for line in seen)
    assert scene.widgets.get(COPY_RESULT).visible and scene.widgets.get(COPY_CODE).visible
    scene.widgets.press(COPY_RESULT)
    copied = pygame.scrap.get_text()
    assert scene.widgets.get(COPY_RESULT).label == "Copied"
    minutes, seconds = divmod(int(row.time_s), 60)
    expected_help = "no help" if not row.hints and not row.answers else None
    assert copied.startswith(f"Matchbox Arcade · {GAME_TITLES[game]} daily {DAY.isoformat()} (Monday) · solved in "
                             f"{minutes}:{seconds:02d} · ")
    assert copied.endswith(f" · {code}")
    if expected_help is not None:
        assert f" · {expected_help} · " in copied
    assert the_answer(game, scene) not in copied


def test_a_lost_daily_keeps_the_days_before_as_the_best_and_no_current_streak(ctx) -> None:
    """A duel lost is no completed daily: the run of the days before stays the best, today adds nothing."""
    from game.logic import stones
    from tests.stones.driving import bad_move
    from tests.helpers import run_for

    record_daily_at(ctx, "stones", NOW - 3 * DAY_S)
    record_daily_at(ctx, "stones", NOW - 2 * DAY_S)
    ctx.store._clock = lambda: NOW
    scene, _ = opened(ctx, "stones", "daily")
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            scene.table.take(bad_move(scene.duel.state.heaps))
        run_for(scene, 1.0)
    assert scene.duel.outcome.winner != stones.PLAYER
    assert [r.mode for r in ctx.store.played_games("stones")][-1] == DAILY
    assert (scene.share.streak.current, scene.share.streak.best) == (0, 2)
    scene.widgets.press(COPY_RESULT)
    assert " · lost in " in pygame.scrap.get_text()


def test_a_daily_sudoku_resumed_from_the_lobby_is_still_the_daily_puzzle(ctx) -> None:
    from scenes.sudoku.lobby import SudokuStartScene
    from tests.sudoku.play_helpers import solve_by_keys
    from tests.helpers import run_for

    scene, code = opened(ctx, "sudoku", "daily")
    solve_by_keys(scene, skip=10)   # all but ten cells, then the player leaves
    assert not scene.table.finished
    scene.save()
    lobby = SudokuStartScene(ctx)
    resumed = lobby.saved_scene
    assert resumed is not None and resumed.round.daily == DAY and resumed.puzzle_code() == code
    assert resumed.sequel is None    # nothing follows a daily puzzle (no endless puzzle behind it)
    solve_by_keys(resumed)
    run_for(resumed, 0.5)
    assert [r.mode for r in ctx.store.played_games("sudoku")] == [DAILY]
    assert resumed.widgets.get(COPY_RESULT).visible
    resumed.widgets.press(COPY_RESULT)
    assert pygame.scrap.get_text().endswith(code) and DAY.isoformat() in pygame.scrap.get_text()


def test_a_puzzle_from_a_code_is_filed_under_code_not_campaign_nor_endless(ctx) -> None:
    for game in GAMES:
        scene, _ = opened(ctx, game, "code")
        play_to_the_end(game, scene)
        assert [r.mode for r in ctx.store.played_games(game)] == ["code"], game
        assert not scene.widgets.get(COPY_RESULT).visible   # a result to share is the daily puzzle's alone


def test_a_daily_hand_of_24_resumed_from_the_lobby_is_still_that_one_hand(ctx) -> None:
    from scenes.twentyfour.lobby import TwentyFourLobby
    from tests.helpers import run_for

    scene, code = opened(ctx, "twentyfour", "daily")
    run_for(scene, 2.0)   # the clock has run: there is something to keep
    scene.save()
    resumed = TwentyFourLobby(ctx).saved
    assert resumed is not None and resumed.series.plan.daily == DAY and resumed.series.rules.hands == 1
    assert resumed.puzzle_code() == code
    play_to_the_end("twentyfour", resumed)
    assert [r.mode for r in ctx.store.played_games("twentyfour")] == [DAILY]
    resumed.widgets.press(COPY_RESULT)
    assert pygame.scrap.get_text().endswith(code)


def test_a_daily_duel_resumed_from_the_lobby_is_still_the_daily_puzzle(ctx) -> None:
    from scenes.stones.lobby import StonesLobby
    from game.logic import stones

    scene, code = opened(ctx, "stones", "daily")
    scene.table.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
    scene.save()
    resumed = StonesLobby(ctx).saved
    assert resumed is not None and resumed.duel.daily == DAY and resumed.puzzle_code() == code
    assert resumed.title.startswith("Daily puzzle")
    play_to_the_end("stones", resumed)
    assert [r.mode for r in ctx.store.played_games("stones")] == [DAILY]
    assert resumed.widgets.get(COPY_RESULT).visible
