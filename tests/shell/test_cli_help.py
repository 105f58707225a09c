"""Every command explains itself: `--help` and `-h` after any sub-command (and after each game) print what it
does and a working example to stdout and exit 0; usage lines name the program as it was started; the main help
says where saves are kept."""
from __future__ import annotations

import sys

import pytest

from game import cli, games

GAME_NAMES = sorted(g.cli_name for g in games.GAMES)
HELPS = [[verb, flag] for verb in ("solve", "generate", "check-levels", "stats") for flag in ("--help", "-h")]
HELPS += [[verb, game, "--help"] for verb in ("solve", "generate") for game in GAME_NAMES]


@pytest.mark.parametrize("args", HELPS, ids=" ".join)
def test_every_sub_command_explains_its_arguments_with_an_example(args, capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/home/ann/.local/bin/matchbox", *args])
    assert cli.main(args) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"usage: matchbox {args[0]}") and err == ""
    assert "example" in out and "main.py" not in out
    for line in out.splitlines():
        if line.startswith("  matchbox "):   # each example names a real command of its verb
            assert line.split()[1] == args[0]


def test_check_levels_reads_help_as_a_flag_not_a_file(capsys):
    assert cli.main(["check-levels", "--help"]) == 0
    assert "--help" not in capsys.readouterr().err


def test_each_example_the_help_shows_runs(capsys, monkeypatch):
    """The examples are real: each one, run as shown, exits 0 and prints an answer (a few levels at most)."""
    monkeypatch.setattr(sys, "argv", ["matchbox"])
    for verb in ("solve", "generate"):
        cli.main([verb, "--help"])
        shown = [line.split()[1:] for line in capsys.readouterr().out.splitlines() if line.startswith("  matchbox ")]
        assert sorted(words[1] for words in shown) == GAME_NAMES
        for words in shown:
            assert cli.main(words) == 0, words
            assert capsys.readouterr().out.strip()


@pytest.mark.parametrize("started, named", [("/usr/bin/matchbox", "matchbox"), ("matchbox-arcade", "matchbox-arcade"),
                                            ("/src/clone/main.py", "main.py"), ("/src/clone/game/__main__.py",
                                                                                "python -m game")])
def test_usage_names_the_program_as_it_was_started(started, named, capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", [started])
    assert cli.main(["solve"]) == 2
    assert capsys.readouterr().err.startswith(f"usage: {named} solve GAME")
    assert cli.main(["--help"]) == 0
    assert capsys.readouterr().out.startswith(f"usage: {named} ")


def test_the_main_help_says_where_saves_are_kept(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MATCHBOX_DATA_DIR", str(tmp_path / "saves here"))
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "saves" in out and str(tmp_path / "saves here") in out and "--data-dir" in out
