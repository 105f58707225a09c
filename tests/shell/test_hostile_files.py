"""Level files and config.yaml written by a hostile or careless hand (alias bombs, deep nesting, huge numbers,
unhashable keys, a NUL, files over the size limit, an id used twice): each is one clear problem with its file
and line, clipped, and every other level still loads."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game import levels, yamlfile
from game.config import ConfigError, load_config
from game.levels import Catalog, load_level_file
from tests.datasets import ROOT
from tests.shell.clirun import output_lines, run_cli


STONES_LEVEL = """game: stones
levels:
  - id: {id}
    heaps: [1, 2, 2]
    cap: 3
"""


LONG = 10_000
MESSAGE_LIMIT = 400   # no message may repeat a 10,000-character input; this is far above any honest message


def alias_bomb(width: int, depth: int) -> str:
    """A "billion laughs" document: `width ** depth` strings from a few short lines."""
    rows = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    rows += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, depth)]
    return "\n".join(rows) + "\n"


HOSTILE = {  # name -> (YAML text, line of the problem, words the message must hold)
    "alias bomb": (lambda: alias_bomb(6, 5), 4, ("aliases", "more than 500")),
    "deep nesting": (lambda: "game: " + "[" * 5000 + "]" * 5000 + "\n", 1, ("nested",)),
    "5000-digit number": (lambda: "game: stones\nlevels: " + "9" * 5000 + "\n", 2, ("too long",)),
    "unhashable game": (lambda: "game: [stones]\nlevels: []\n", 1, ("game:", "must be one of")),
    "long game name": (lambda: f"game: {'z' * LONG}\nlevels: []\n", 1, ("game:",)),
}


@pytest.fixture
def small_limits(monkeypatch):
    """The real limits, lowered so a small file shows what a huge one would do."""
    monkeypatch.setattr(yamlfile, "MAX_NODES", 500, raising=False)
    monkeypatch.setattr(yamlfile, "MAX_FILE_BYTES", 20_000, raising=False)


CONFIG_CASES = {
    "alias bomb": ("window:\n  title: x\nbomb:\n" + "".join("  " + row for row in alias_bomb(6, 5).splitlines(True)),
                   "aliases"),
    "deep nesting": ("window: " + "[" * 5000 + "]" * 5000 + "\n", "nested"),
    "5000-digit number": ("window:\n  width: " + "9" * 5000 + "\n", "too long"),
    "unhashable key": ("window:\n  [title]: x\n", "plain value"),
    "huge volume": ("audio:\n  volume: " + "9" * 900 + "\n", "must be from 0.0 to 1.0"),
    "NUL in title": ('window:\n  title: "Match\\0box"\n', "U+0000"),
    "long unknown key": (f"window:\n  ? {'k' * LONG}\n  : 1\n", "unknown key"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_level_file_is_one_problem_and_the_others_still_load(tmp_path, small_limits, name):
    make, line, words = HOSTILE[name]
    (tmp_path / "a_bad.yaml").write_text(make(), encoding="utf-8")
    (tmp_path / "b_good.yaml").write_text(STONES_LEVEL.format(id="kept"), encoding="utf-8")
    catalog = Catalog.load(tmp_path)
    assert [lvl.id for lvl in catalog.levels("stones")] == ["kept"]
    problems = [str(p) for p in catalog.problems()]
    assert len(problems) == 1 and problems[0].startswith(f"{tmp_path / 'a_bad.yaml'}:{line}: ")
    assert all(w in problems[0] for w in words) and len(problems[0]) < MESSAGE_LIMIT, problems[0][:300]
    code, out, err = run_cli(["check-levels", str(tmp_path / "a_bad.yaml"), str(tmp_path / "b_good.yaml")])
    assert code == 1 and "Traceback" not in err and output_lines(out) == problems


def test_alias_bomb_line_points_at_the_expanding_row(tmp_path, small_limits):
    path = tmp_path / "bomb.yaml"
    path.write_text("game: stones\n# padding\n" + alias_bomb(6, 5), encoding="utf-8")
    (problem,) = load_level_file(path).problems
    assert problem.line == 6 and "aliases" in problem.message  # a3 is the first row past 500 expanded values


def test_real_size_alias_bomb_is_refused_at_the_real_limit(tmp_path):
    path = tmp_path / "laughs.yaml"
    path.write_text(alias_bomb(10, 9), encoding="utf-8")   # a billion strings
    (problem,) = load_level_file(path).problems
    assert f"more than {yamlfile.MAX_NODES}" in problem.message


def test_level_file_over_the_size_limit_is_refused(tmp_path, small_limits):
    path = tmp_path / "big.yaml"
    path.write_text(STONES_LEVEL.format(id="big") + "# padding\n" * 3000, encoding="utf-8")
    (problem,) = load_level_file(path).problems
    assert problem.line == 1 and "larger than 20000 bytes" in problem.message


def test_level_id_in_two_files_is_reported_and_the_later_copy_dropped(tmp_path):
    for name in ("one.yaml", "two.yaml"):
        (tmp_path / name).write_text(STONES_LEVEL.format(id="twice"), encoding="utf-8")
    catalog = Catalog.load(tmp_path)
    assert [lvl.path for lvl in catalog.levels("stones")] == [str(tmp_path / "one.yaml")]
    (problem,) = catalog.problems()
    assert problem.path == str(tmp_path / "two.yaml") and problem.line == 3
    assert f"'twice' is already used in {tmp_path / 'one.yaml'}:3" in problem.message
    code, out, _ = run_cli(["check-levels", str(tmp_path / "one.yaml"), str(tmp_path / "two.yaml")])
    assert code == 1 and output_lines(out) == [str(problem)]


def test_every_problem_message_is_clipped(tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text(STONES_LEVEL.format(id="a" * LONG).replace("cap: 3", f"cap: '{'c' * LONG}'"), encoding="utf-8")
    problems = levels.check_level_file(path)
    # the file's path comes before the message at its full length (a test folder's path is long under xdist)
    assert problems and all(len(str(p)) - len(str(path)) < MESSAGE_LIMIT for p in problems)


@pytest.mark.parametrize("name", list(CONFIG_CASES))
def test_hostile_config_is_one_clear_error(tmp_path, small_limits, name):
    text, words = CONFIG_CASES[name]
    path = tmp_path / "config.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:") and words in message and len(message) < MESSAGE_LIMIT, message[:300]
    code, out, err = run_cli(["--config", str(path)])   # the game refuses with one line, never a traceback
    assert code == 1 and out == "" and err == f"error: {message}\n"


# --- numbers of every YAML type are bounded --------------------------------------------------------------

@pytest.mark.parametrize("number", ["0." + "5" * 20_000, "1" * 1001 + ".5", "1.5e+" + "1" * 1000])
def test_a_float_longer_than_the_number_limit_is_refused(tmp_path, number):
    path = tmp_path / "config.yaml"
    path.write_text(f"audio:\n  volume: {number}\n", encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value) == (f"{path}:2: a number of {len(number)} characters is too long "
                                 f"(at most {yamlfile.MAX_NUMBER_CHARS})")


def test_a_float_within_the_number_limit_still_reads():
    assert yamlfile.parse_yaml("v: 0." + "5" * 998 + "\n") == {"v": 0.5555555555555556}


# --- only regular files are read -------------------------------------------------------------------------

fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")


def run_python(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """A fresh interpreter (a test that regressed would wait forever on the FIFO: the timeout ends it)."""
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


@fifo_only
def test_a_fifo_in_the_levels_folder_is_skipped_by_name(tmp_path):
    os.mkfifo(tmp_path / "a_pipe.yaml")
    (tmp_path / "b_good.yaml").write_text(STONES_LEVEL.format(id="kept"), encoding="utf-8")
    out = run_python("import sys; from pathlib import Path; from game.levels import Catalog\n"
                     "c = Catalog.load(Path(sys.argv[1]))\n"
                     "print([l.id for l in c.levels('stones')]); print(*c.problems(), sep='\\n')", str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        "['kept']", f"{tmp_path / 'a_pipe.yaml'}:1: not a regular file (a FIFO); only regular files are read"]


@fifo_only
def test_check_levels_given_a_fifo_or_a_folder_says_so_by_name(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    out = run_main_with_timeout("check-levels", str(fifo), str(tmp_path))
    assert out.returncode == 1
    assert out.stdout.splitlines() == [
        f"{fifo}:1: not a regular file (a FIFO); only regular files are read",
        f"{tmp_path}:1: not a regular file (a folder); only regular files are read"]


@fifo_only
def test_a_fifo_as_the_config_is_one_error_line(tmp_path):
    fifo = tmp_path / "config.yaml"
    os.mkfifo(fifo)
    out = run_main_with_timeout("--config", str(fifo), "--frames", "1", "--data-dir", str(tmp_path))
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr == f"error: {fifo}:1: not a regular file (a FIFO); only regular files are read\n"


def run_main_with_timeout(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          env=env, timeout=60)


# --- a levels folder is read up to a cap -----------------------------------------------------------------

def test_a_levels_folder_past_the_file_cap_is_read_up_to_it_and_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(levels, "MAX_LEVEL_FILES", 5)
    for k in range(8):
        (tmp_path / f"f{k}.yaml").write_text(STONES_LEVEL.format(id=f"level-{k}"), encoding="utf-8")
    catalog = Catalog.load(tmp_path)
    assert [lvl.id for lvl in catalog.levels("stones")] == [f"level-{k}" for k in range(5)]
    (problem,) = catalog.problems("stones")
    assert problem.path == str(tmp_path) and problem.message.startswith(
        "8 level files: only the first 5 (")
    assert problem.message.endswith(", 3 left out (at most 5 files and 8000000 bytes in all)")


def test_a_levels_folder_past_the_byte_cap_is_read_up_to_it(tmp_path, monkeypatch):
    size = len(STONES_LEVEL.format(id="level-0").encode())
    monkeypatch.setattr(levels, "MAX_LEVEL_BYTES", 2 * size)
    for k in range(4):
        (tmp_path / f"f{k}.yaml").write_text(STONES_LEVEL.format(id=f"level-{k}"), encoding="utf-8")
    catalog = Catalog.load(tmp_path)
    assert [lvl.id for lvl in catalog.levels("stones")] == ["level-0", "level-1"]
    assert catalog.problems()[0].message.startswith(f"4 level files: only the first 2 ({2 * size} bytes)")


def test_check_levels_reads_the_folder_up_to_the_cap_too(tmp_path, monkeypatch):
    monkeypatch.setattr(levels, "MAX_LEVEL_FILES", 2)
    monkeypatch.setattr(levels, "LEVELS_DIR", tmp_path)
    for k in range(3):
        (tmp_path / f"f{k}.yaml").write_text(STONES_LEVEL.format(id=f"level-{k}"), encoding="utf-8")
    code, out, _ = run_cli(["check-levels"])
    assert code == 1 and output_lines(out)[0].startswith(f"{tmp_path}:1: 3 level files: only the first 2 (")
