"""The statistics screen: it draws with no games, one game and 10,000 games; its figures are the history's; the
tabs and the histogram's grade switch what it shows; Export CSV writes every row into the data folder and says
where; the menu and `--scene stats` open it."""
from __future__ import annotations

import csv

import pygame

from game.logic.outcome import Ending, Outcome
from game.played import Labels
from game.shell.launch import first_scenes
from game.store import Store
from scenes.base import Pop, Push
from scenes.menu import MenuScene
from scenes.stats import StatsScene
from tests.helpers import drawn_texts, feed, key, make_context, render
from tests.shell.history_rows import fill_history

NOW = 1_790_000_000.0  # 2026-09-21 UTC


def texts(scene, monkeypatch) -> list[str]:
    return [t for t, _ in drawn_texts(scene, monkeypatch)]


def test_with_no_games_it_says_so_and_draws_empty_charts(tmp_path, monkeypatch):
    ctx = make_context(tmp_path)
    scene = StatsScene(ctx)
    shown = texts(scene, monkeypatch)
    assert "0 games recorded" in " ".join(shown) and shown.count("no solve times yet") == 2
    assert "Recent solve times" in shown
    for info in ("matchstick", "sudoku", "stones", "twentyfour"):
        scene.widgets.press(f"tab-{info}")
        render(scene)


def test_one_game_shows_its_figures(tmp_path, monkeypatch):
    ctx = make_context(tmp_path)
    ctx.store.record_outcome("sudoku", None, Outcome(Ending.SOLVED, 65.0, 40), Labels("endless", "hard"))
    scene = StatsScene(ctx)
    assert scene.game == "sudoku"                      # the first game with games played is open
    shown = texts(scene, monkeypatch)
    assert "1 game recorded" in " ".join(shown)
    assert {"Played", "1", "1  (100%)", "hard", "1:05", "Last solve time",
            "Solve times per grade: hard (1 solve)"} <= set(shown)
    assert not scene.widgets.get("next-grade").visible  # one grade: nothing to step through


def test_ten_thousand_games_draw_on_every_tab_and_grade_within_the_screen(tmp_path, monkeypatch):
    fill_history(tmp_path, 10_000, NOW)
    ctx = make_context(tmp_path)
    scene = StatsScene(ctx)
    assert scene.recorded == 10_000
    seen: set[str] = set()
    for game in ("matchstick", "sudoku", "stones", "twentyfour"):
        scene.widgets.press(f"tab-{game}")
        for _ in range(len(scene.stats[game].grades)):
            drawn = drawn_texts(scene, monkeypatch)
            seen.update(t for t, _ in drawn)
            assert all(pygame.Rect(0, 0, 1280, 720).contains(rect) for _, rect in drawn)
            titles = [t for t, _ in drawn if t.startswith("Solve times per grade: ")]
            shown_grade = scene.stats[game].grades[scene.grade[game]]
            assert titles == [f"Solve times per grade: {shown_grade.grade or 'no grade'} ({shown_grade.solves} solves)"]
            scene.widgets.press("next-grade")
    assert "Last 30 solve times" in seen and any(t.startswith("10000 games recorded") for t in seen)


def test_export_writes_every_row_into_the_data_folder_and_says_where(tmp_path):
    fill_history(tmp_path, 50, NOW)
    ctx = make_context(tmp_path)
    scene = StatsScene(ctx)
    scene.widgets.press("export")
    written = [p for p in tmp_path.iterdir() if p.suffix == ".csv"]
    assert len(written) == 1 and str(written[0]) in scene.message and "50 games" in scene.message
    with written[0].open(newline="", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    assert [int(t["id"]) for t in table] == [r.id for r in ctx.store.played_games()]
    scene.widgets.press("export")                       # a second export never overwrites the first
    assert len([p for p in tmp_path.iterdir() if p.suffix == ".csv"]) == 2


def test_export_from_a_store_kept_in_memory_says_there_is_no_folder(tmp_path):
    ctx = make_context(tmp_path)
    ctx.store = Store(None)
    scene = StatsScene(ctx)
    scene.widgets.press("export")
    assert "no data folder" in scene.message


def test_the_menu_and_the_command_line_open_it_and_esc_goes_back(tmp_path):
    ctx = make_context(tmp_path)
    opened = MenuScene(ctx).widgets.press("stats")
    assert isinstance(opened, Push) and isinstance(opened.scene, StatsScene)
    assert isinstance(feed(opened.scene, [key(pygame.K_ESCAPE)]), Pop)
    stack = first_scenes("stats")(ctx)
    assert [s.name for s in stack] == ["menu", "stats"]
