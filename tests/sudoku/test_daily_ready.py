"""Today's sudoku is ready when the lobby opens: the lobby starts making it in the background, so by the time the
player opens the daily puzzle it is there, made once. A screen that asks while the lobby's job is still making
it waits for that one rather than making a second beside it."""
from __future__ import annotations

import datetime
import threading

from game.logic.codes import code_of
from game.logic.daily import daily
from scenes import play_code, worker
from scenes.play_code import PlayCodeScene
from scenes.sudoku.lobby import SudokuStartScene
from tests.helpers import feed


def daily_jobs() -> list[worker.Job[object]]:
    return [job for job in worker.running() if job.thread.name == "daily puzzles"]


def test_the_lobby_makes_todays_sudoku_before_it_is_asked_for(ctx, monkeypatch) -> None:
    monkeypatch.setattr(play_code, "_MADE", {})
    made: list[tuple[str, datetime.date]] = []
    real = play_code.daily_puzzle
    monkeypatch.setattr(play_code, "daily_puzzle", lambda game, day: (made.append((game, day)), real(game, day))[1])
    SudokuStartScene(ctx)
    for job in daily_jobs():
        assert job.join(60)
    today = datetime.date.today()
    assert made == [("sudoku", today)]                    # made as the lobby opened, before anything asked
    screen = PlayCodeScene(ctx, "sudoku", today=today)
    assert screen.daily_job.join(5)
    feed(screen)
    assert screen.widgets.get("daily-sudoku").enabled    # ready at once on the daily screen ...
    assert made == [("sudoku", today)]                    # ... and not made a second time
    game = screen.play_daily("sudoku").scene
    assert game.puzzle_code() == code_of("sudoku", daily("sudoku", today).level)


def test_a_screen_asking_while_it_is_being_made_waits_for_that_one(ctx, monkeypatch) -> None:
    monkeypatch.setattr(play_code, "_MADE", {})
    release, started = threading.Event(), threading.Event()
    made: list[str] = []
    real = play_code.daily_puzzle

    def slow(game: str, day: datetime.date):
        made.append(game)
        started.set()
        release.wait(30)
        return real(game, day)

    monkeypatch.setattr(play_code, "daily_puzzle", slow)
    SudokuStartScene(ctx)
    assert started.wait(30)
    screen = PlayCodeScene(ctx, "sudoku")   # opened while the lobby's job is still making it
    assert not screen.daily_job.join(0.2)    # it waits ...
    release.set()
    assert screen.daily_job.join(30)
    for job in daily_jobs():
        assert job.join(30)
    assert made == ["sudoku"]                # ... and the puzzle was made once
    assert isinstance(screen.daily("sudoku"), tuple)
