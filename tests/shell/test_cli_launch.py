"""Starting the game from the command line: the real loop runs in every scene and exits 0, and a damaged save
or level file is reported while the game still runs."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game import cli
from tests.datasets import ROOT
from tests.shell.clirun import run_main


@pytest.mark.parametrize("scene", cli.SCENE_NAMES)
def test_smoke_real_loop_in_every_scene(scene, tmp_path):
    """The real loop (in process) runs frames in each scene, saves a screenshot and exits 0."""
    shot = tmp_path / f"{scene}.png"
    rc = cli.main(["--scene", scene, "--frames", "20", "--screenshot", str(shot), "--data-dir", str(tmp_path),
                   "--mute", "--seed", "3"])
    assert rc == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_headless_make_play_equivalent_via_subprocess(tmp_path):
    out = run_main("--frames", "5", "--data-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr


def test_corrupt_save_file_gives_a_message_and_the_game_runs(tmp_path):
    (tmp_path / "matchbox.sqlite3").write_bytes(b"\x00garbage" * 200)
    shot = tmp_path / "menu.png"
    out = run_main("--frames", "3", "--data-dir", str(tmp_path), "--screenshot", str(shot))
    assert out.returncode == 0 and shot.exists()
    assert any(".corrupt-" in p.name for p in tmp_path.iterdir())


def test_broken_level_file_is_reported_and_the_game_runs(tmp_path, monkeypatch):
    from game import levels as levels_mod

    (tmp_path / "bad.yaml").write_text("game: sudoku\nlevels: [\n")
    monkeypatch.setattr(levels_mod, "LEVELS_DIR", tmp_path)
    catalog = levels_mod.Catalog.load(tmp_path)
    assert catalog.problems() and "bad.yaml:" in str(catalog.problems()[0])
    assert cli.main(["check-levels", str(tmp_path / "bad.yaml")]) == 1


@pytest.mark.parametrize("args, message", [
    (("--screenshot", "{tmp}"), "argument --screenshot: {tmp} is a folder; give a file such as shot.png"),
    (("--screenshot", ""), "argument --screenshot: the name is empty"),
    (("--screenshot", "{tmp}/file.txt/shot.png"), "argument --screenshot: {tmp}/file.txt is not a folder"),
    (("--data-dir", ""), "argument --data-dir: the name is empty"),
    (("--data-dir", "  "), "argument --data-dir: the name is empty"),
])
def test_a_path_the_game_cannot_use_is_one_usage_line_before_it_starts(tmp_path, args, message):
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    data = tmp_path / "data"
    out = run_main(*(a.format(tmp=tmp_path) for a in args), "--frames", "2",
                   *(() if "--data-dir" in args else ("--data-dir", str(data))))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == f"main.py: error: {message.format(tmp=tmp_path)} (see --help)\n"
    assert not data.exists()   # refused before anything was opened or saved


def test_an_empty_data_dir_saves_nothing_into_the_current_folder(tmp_path):
    env_cwd = tmp_path
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--data-dir", "", "--frames", "2"], cwd=env_cwd,
                         capture_output=True, text=True, timeout=120,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert out.returncode == 2 and list(tmp_path.iterdir()) == []
