"""The command line contract, purity of game/logic, and a smoke run of the real loop in every scene."""
from __future__ import annotations

import ast
import io
import json
import os
import subprocess
import sys

import pygame
import pytest

from game import cli, games

from tests.datasets import ROOT


def run_main(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin, env=env, timeout=120)


def test_unknown_game_exits_2_with_a_message(capsys):
    assert cli.main(["solve", "chess", "e4"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert cli.main(["generate", "chess"]) == 2


def test_unregistered_solver_exits_2(monkeypatch, capsys):
    monkeypatch.setattr(games, "commands", lambda key: None)
    assert cli.main(["solve", "sudoku", "0" * 81]) == 2
    assert "no solver is registered for Sudoku" in capsys.readouterr().err


class EchoAdapter:
    """A stand-in adapter: sums integers; a non-integer token is bad input."""

    NAME = "echo"

    @staticmethod
    def add_solve_arguments(parser):
        parser.add_argument("--times", type=int, default=1)

    @staticmethod
    def solve(tokens, args):
        try:
            numbers = [int(t) for t in tokens]
        except ValueError:
            raise ValueError(f"not a number: {tokens}") from None
        return {"numbers": numbers, "sum": sum(numbers) * args.times}

    @staticmethod
    def format_text(result):
        return f"sum {result['sum']}"


def test_solve_stream_one_answer_per_line_and_bad_lines_reported(monkeypatch, capsys):
    monkeypatch.setattr(games, "commands", lambda key: EchoAdapter)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1 2\n\n# comment\nx\n3 4\n"))
    assert cli.main(["solve", "stones", "-", "--json", "--times", "2"]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"numbers": [1, 2], "sum": 6} and lines[4] == {"numbers": [3, 4], "sum": 14}
    assert lines[1]["skipped"] == "blank line" and lines[2]["skipped"] == "comment"  # one answer per line
    assert "error" in lines[3] and lines[3]["input"] == "x"
    assert cli.main(["solve", "stones", "5", "6"]) == 0
    assert capsys.readouterr().out.strip() == "sum 11"


def test_play_usage_errors_exit_2():
    assert cli.main(["--scene", "chess"]) == 2
    assert cli.main(["--frames", "many"]) == 2


@pytest.mark.parametrize("name", [g.key for g in games.GAMES])
def test_registered_solvers_do_not_import_pygame(name):
    if games.commands(name) is None:
        pytest.fail(f"{name}: no command adapter registered")
    example = {"matchstick": ["6+4=4"], "sudoku": ["." * 81], "stones": ["1", "2", "3"],
               "twentyfour": ["3", "3", "8", "8"]}[name]
    code = ("import sys, json; sys.path.insert(0, sys.argv[1]); from game.cli import main; "
            f"rc = main(['solve', {games.BY_KEY[name].cli_name!r}, *{example!r}, '--json']); "
            "print('PYGAME' if 'pygame' in sys.modules else 'PURE'); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    *answer, verdict = out.stdout.strip().splitlines()
    assert verdict == "PURE"
    assert isinstance(json.loads(answer[-1]), dict)


def test_logic_never_imports_pygame_scenes_or_sprites():
    """Static check of every module under game/logic, plus importing them all leaves pygame unloaded."""
    forbidden = ("pygame", "scenes", "sprites", "game.shell.app", "game.store", "game.levels", "game.cli")
    modules = []
    for path in sorted((ROOT / "game" / "logic").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert not name.startswith(forbidden), f"{path}: imports {name}"
        rel = path.relative_to(ROOT).with_suffix("")
        modules.append(".".join(p for p in rel.parts if p != "__init__"))
    code = ("import sys, importlib; sys.path.insert(0, sys.argv[1]); "
            f"[importlib.import_module(m) for m in {modules!r}]; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_python_dash_m_game_works():
    out = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and "--scene" in out.stdout


def _to_file(command: list[str], path, stdin: str = "") -> subprocess.CompletedProcess:
    """Run a command with stdout to a file, block-buffered (without PYTHONUNBUFFERED, unlike a terminal)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    with path.open("w") as out:
        return subprocess.run([sys.executable, *command], cwd=ROOT, stdout=out, stderr=subprocess.PIPE,
                              input=stdin, text=True, timeout=120, env=env)


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


def test_closed_pipe_ends_quietly():
    """`solve ... | head -1`: no traceback when the reader stops early."""
    lines = "\n".join(["1 2 3"] * 3000) + "\n"  # fits the stdin pipe; the answers overflow stdout's
    proc = subprocess.Popen([sys.executable, "main.py", "solve", "stones", "-", "--json"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdin.write(lines)
    proc.stdin.close()
    first = proc.stdout.readline()
    proc.stdout.close()
    assert json.loads(first)["heaps"] == [1, 2, 3]
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in proc.stderr.read()


@pytest.mark.timeout(120)  # a hang guard: answers held back until end of input would block the reads below
def test_a_program_that_waits_for_each_answer_gets_it():
    """Answers are not flushed after every line any more, only when stdin has nothing more to read: a tool
    that writes one line and waits for its answer must still get it."""
    proc = subprocess.Popen([sys.executable, "main.py", "solve", "matchstick", "-", "--json"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for text in ("6+4=4", "VI=VII+I", "", "1+1=9"):
        proc.stdin.write(text + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        assert answer.get("puzzle", answer.get("input")) == text
    proc.stdin.close()
    assert proc.stdout.read() == "" and proc.wait(timeout=60) == 0


class _Trickle(io.RawIOBase):
    """A raw stream handing out its bytes a few at a time, as a pipe does when the writer is slow."""

    def __init__(self, data: bytes, step: int) -> None:
        self.data, self.step = data, step

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]
        piece, self.data = self.data[:self.step], self.data[self.step:]
        buffer[:len(piece)] = piece
        return len(piece)


@pytest.mark.parametrize("step", [1, 3, 7, 64, 1 << 20])
def test_lines_split_across_reads_come_out_whole(step):
    data = b"6+4=4\n\n# note\n12+3=15\n" + b"9" * 200 + b"\nlast without end"
    reads = []
    source = io.TextIOWrapper(io.BufferedReader(_Trickle(data, step), buffer_size=16), encoding="utf-8")
    lines = list(cli._raw_lines(source, before_wait=lambda: reads.append(1)))
    assert lines == data.split(b"\n")
    assert len(reads) >= len(data) // max(step, 16)  # it asked again whenever a read was used up
