"""The command line's contract: unknown games and missing solvers exit 2 with a message, usage errors exit 2,
`python -m game` works, a tool command's output and exit code survive a redirect to a file."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game import cli, games
from tests.datasets import ROOT


def _to_file(command: list[str], path, stdin: str = "") -> subprocess.CompletedProcess:
    """Run a command with stdout to a file, block-buffered (without PYTHONUNBUFFERED, unlike a terminal)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    with path.open("w") as out:
        return subprocess.run([sys.executable, *command], cwd=ROOT, stdout=out, stderr=subprocess.PIPE,
                              input=stdin, text=True, timeout=120, env=env)


def test_unknown_game_exits_2_with_a_message(capsys):
    assert cli.main(["solve", "chess", "e4"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert cli.main(["generate", "chess"]) == 2


def test_unregistered_solver_exits_2(monkeypatch, capsys):
    monkeypatch.setattr(games, "commands", lambda key: None)
    assert cli.main(["solve", "sudoku", "0" * 81]) == 2
    assert "no solver is registered for Sudoku" in capsys.readouterr().err


def test_play_usage_errors_exit_2():
    assert cli.main(["--scene", "chess"]) == 2
    assert cli.main(["--frames", "many"]) == 2


def test_python_dash_m_game_works():
    out = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and "--scene" in out.stdout


@pytest.mark.parametrize("entry", [["main.py"], ["-m", "game"]])
def test_a_tool_command_writes_every_answer_to_a_file_and_keeps_its_exit_code(entry, tmp_path, capsys):
    """Tool commands end without the interpreter's teardown (`cli.run`): every line must still reach the
    file, a bad line's error included, and the exit code must be kept."""
    hands = ["1 2 3 4", "x 2 3 4", "3 3 8 8"] * 100
    answers = tmp_path / "answers.jsonl"
    proc = _to_file([*entry, "solve", "24", "-", "--json"], answers, "\n".join(hands) + "\n")
    assert proc.returncode == 1, proc.stderr
    lines = answers.read_text().splitlines()
    assert len(lines) == len(hands)
    assert json.loads(lines[-1])["solutions"] == ["8/(3-8/3)"]
    assert "card 1 'x'" in json.loads(lines[-2])["error"]
    # `check-levels` prints without flushing: the file must hold what the same command prints in process
    report = tmp_path / "report.txt"
    stones = str(ROOT / "levels" / "stones.yaml")
    assert _to_file([*entry, "check-levels", stones], report).returncode == 0
    assert cli.main(["check-levels", stones]) == 0
    assert report.read_text() == capsys.readouterr().out != ""
