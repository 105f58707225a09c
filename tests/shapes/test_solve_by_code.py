"""`solve shapes CODE`: the code holds the picture and the task, so no --task, --sticks or --squares is needed;
its answers are those the brute-force oracle finds from the level file's own fields. Options that agree with the
code are accepted, options that say otherwise are one error line naming them; a code read from standard input
works as one on the command line; a picture without its task options is one error line. The help's example
is a code, and runs from any folder (an installed game has no docs/ folder)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.levels import Catalog
from game.logic.codes import code_of
from tests.datasets import ROOT
from tests.shapes import oracle
from tests.shell.clirun import run_cli

LEVEL_FILE = ROOT / "levels" / "shapes.yaml"


def shipped() -> list[dict]:
    return yaml.safe_load(LEVEL_FILE.read_text(encoding="utf-8"))["levels"]


def oracle_answers(fields: dict) -> set:
    triangles = "triangles" in fields
    return oracle.answers("\n".join(fields["picture"]), triangles, fields["task"], fields["sticks"],
                          fields["triangles" if triangles else "squares"], bool(fields.get("equal")))


def code_of_level(level_id: str) -> str:
    level = next(lvl for lvl in Catalog.load().levels("shapes") if lvl.id == level_id)
    return code_of("shapes", level.spec)


def chosen() -> list[dict]:
    """A square level and a triangle level, among the quicker ones for the oracle."""
    levels = shipped()
    return [next(f for f in levels if "squares" in f), next(f for f in levels if "triangles" in f)]


@pytest.mark.parametrize("fields", chosen(), ids=lambda f: f["id"])
def test_a_code_alone_is_solved_as_its_picture_and_task(fields: dict) -> None:
    code = code_of_level(fields["id"])
    status, out, err = run_cli(["solve", "shapes", code, "--json"])
    assert status == 0, err
    triangles = "triangles" in fields
    found = {frozenset(oracle.read(p, triangles)[1]) for p in json.loads(out)["answers"]}
    assert found == oracle_answers(fields) and found
    status, piped, err = run_cli(["solve", "shapes", "-", "--json"], stdin=f"{code}\n".encode())
    assert status == 0 and piped == out, err


def test_options_that_agree_with_the_code_are_accepted_and_others_are_one_error_line() -> None:
    fields = chosen()[0]
    code = code_of_level(fields["id"])
    same = ["--task", fields["task"], "--sticks", str(fields["sticks"]), "--squares", str(fields["squares"])]
    status, out, err = run_cli(["solve", "shapes", code, *same, "--json"])
    assert status == 0 and json.loads(out)["count"] == len(oracle_answers(fields)), err
    other_task = next(t for t in ("remove", "move", "add") if t != fields["task"])
    for wrong, named in ((["--sticks", str(fields["sticks"] + 1)], f"--sticks {fields['sticks'] + 1}"),
                         (["--task", other_task], f"--task {other_task}"),
                         (["--triangles", "1"], "--triangles 1"),
                         (["--squares", str(fields["squares"] + 1)], f"--squares {fields['squares'] + 1}")):
        status, out, err = run_cli(["solve", "shapes", code, *wrong])
        assert status == 1 and out == "", wrong
        assert err.startswith("error: ") and err.count("\n") == 1 and named in err and "code" in err, err


def test_a_picture_without_its_task_is_one_error_line_naming_what_is_missing(tmp_path: Path) -> None:
    picture = tmp_path / "two.txt"
    picture.write_text(".-.-.\n| | |\n.-.-.\n")
    status, out, err = run_cli(["solve", "shapes", str(picture), "--sticks", "3"])
    assert status == 1 and out == "" and err.count("\n") == 1
    assert "--task" in err and "--squares or --triangles" in err and "--sticks" not in err.split("needs")[1]


def test_the_help_example_is_a_code_that_runs_from_any_folder(tmp_path: Path) -> None:
    status, out, _ = run_cli(["solve", "shapes", "--help"])
    example = next(line.split() for line in out.splitlines() if line.startswith("  ") and " solve shapes " in line)
    words = example[example.index("shapes") + 1:]
    assert not any("/" in w or w.endswith(".txt") for w in words)   # no file an installed game lacks
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "solve", "shapes", *words], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "answer" in done.stdout, done.stderr
