"""The command-line adapter: `solve sudoku GRID --json` fields, no/several solutions answered (not
errors), malformed grids rejected with a clear message, `-` streaming, and `generate sudoku`."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest
import yaml

from game.commands import sudoku as adapter
from game.logic import sudoku
from game.logic.common import PuzzleError
from tests.datasets import ROOT, se_rows, sudoku_lines

TOP = sudoku_lines("norvig_top95.txt")[0]


def run_cli(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=60)


def test_solve_fields_on_the_se_set():
    rows = se_rows()[::8]
    for row in rows:
        result = adapter.solve([row["puzzle"]], argparse.Namespace())
        assert set(result) == {"puzzle", "solution", "solutions", "grade", "grade_index"}
        assert result["puzzle"] == row["puzzle"] and result["solution"] == row["solution"]
        assert result["solutions"] == 1
        assert sudoku.Grade[result["grade"].upper()] == result["grade_index"]
        json.dumps(result)


def test_no_and_several_solutions_are_answers():
    several = adapter.solve(["." * 81], argparse.Namespace())
    assert several == {"puzzle": "0" * 81, "solution": None, "solutions": 2,
                       "grade": adapter.SEVERAL, "grade_index": None}
    # r1c1 can hold nothing: row 1 holds 1-8 around it and column 1 holds 9
    none = adapter.solve(["012345678" + "9" + "0" * 71], argparse.Namespace())
    assert none["solutions"] == 0 and none["solution"] is None and none["grade"] == adapter.NO_SOLUTION
    assert "no solution" in adapter.format_text(none)


@pytest.mark.parametrize("grid, words", [
    ("1" * 80, "81 cells, got 80"),
    (TOP[:40] + "a" + TOP[41:], "'a' at position 41 (r5c5)"),
    ("55" + "0" * 79, "r1c1 and r1c2 both hold 5"),
])
def test_malformed_grids_are_clear_errors(grid, words):
    with pytest.raises(PuzzleError, match=words.replace("(", r"\(").replace(")", r"\)")):
        adapter.solve([grid], argparse.Namespace())


def test_through_main_with_json_text_and_stdin():
    out = run_cli("solve", "sudoku", TOP, "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert sudoku.is_complete_solution(sudoku.parse_grid(result["solution"]), sudoku.parse_grid(TOP))
    bad = run_cli("solve", "sudoku", "12", "--json")
    assert bad.returncode == 1 and "81 cells" in bad.stderr
    stream = run_cli("solve", "sudoku", "-", "--json", stdin=f"{TOP}\n12\n{'.' * 81}\n")
    lines = [json.loads(x) for x in stream.stdout.splitlines()]
    assert stream.returncode == 1 and len(lines) == 3
    assert lines[0]["solutions"] == 1 and "error" in lines[1] and lines[2]["solutions"] == 2
    text = run_cli("solve", "sudoku", TOP)
    assert text.returncode == 0 and "one solution, grade" in text.stdout


def test_generate_writes_levels_that_check():
    out = run_cli("generate", "sudoku", "--difficulty", "hard", "--count", "2", "--seed", "5")
    assert out.returncode == 0, out.stderr
    data = yaml.safe_load(out.stdout)
    assert data["game"] == "sudoku" and len(data["levels"]) == 2
    for level in data["levels"]:
        spec = sudoku.parse_level({"puzzle": level["puzzle"], "grade": level["grade"]})
        assert spec.grade is sudoku.Grade.HARD and sudoku.check_level(spec) == []
    again = run_cli("generate", "sudoku", "--difficulty", "hard", "--count", "2", "--seed", "5")
    assert again.stdout == out.stdout
    bad = run_cli("generate", "sudoku", "--difficulty", "tricky")
    assert bad.returncode == 1 and "unknown grade 'tricky'" in bad.stderr


@pytest.mark.parametrize("campaign", [False, True])
def test_generate_makes_levels_one_at_a_time(campaign):
    """A huge --count costs nothing until levels are asked for: each comes as it is made, so the command line
    writes a long run out as it goes."""
    options = argparse.Namespace(seed=4, count=10 ** 9 if not campaign else 2, difficulty="easy",
                                 symmetry=None, campaign=campaign)
    levels = adapter.generate(options)
    first = next(iter(levels))
    assert sudoku.count_solutions(sudoku.parse_grid(first["puzzle"]), 2) == 1
    assert first["id"] == ("su-easy-01" if campaign else "sudoku-easy-001")
