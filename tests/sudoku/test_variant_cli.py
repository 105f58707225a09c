"""`solve sudoku PUZZLE --variant V [--json]` and `generate sudoku --variant V [--lines]`: the classic answer's
fields in each variant's one-line form, stdin with `-`, and one clear line for bad input."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from game.commands import sudoku as adapter
from game.logic.common import PuzzleError
from tests.datasets import ROOT, variant_rows
from tests.sudoku import variant_oracle

FIELDS = {"puzzle", "solution", "solutions", "grade", "grade_index"}


def run_cli(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("variant", ("x", "jigsaw", "killer", "6x6"))
def test_solve_fields(variant):
    line, solution = variant_rows(variant)[0]
    result = adapter.solve(line.split(), argparse.Namespace(variant=variant))
    assert set(result) == FIELDS
    assert result["puzzle"] == line and result["solution"] == solution and result["solutions"] == 1
    assert result["grade"] in ("easy", "medium", "hard", "expert", "extreme", "evil")
    assert str(solution[0]) in adapter.format_text(result)


def test_several_and_no_solutions_are_answers():
    several = adapter.solve(["0" * 36], argparse.Namespace(variant="6x6"))
    assert several["solutions"] == 2 and several["grade"] == adapter.SEVERAL
    # r1c1 and r1c6 can only hold 1 and 6 (row 1 has 2-5), but column 1 already holds both
    blocked = "023450" + "000000" + "100000" + "600000" + "0" * 12
    none = adapter.solve([blocked], argparse.Namespace(variant="6x6"))
    assert none["solutions"] == 0 and none["grade"] == adapter.NO_SOLUTION
    assert variant_oracle.solutions("6x6", blocked) == []


@pytest.mark.parametrize("variant, text, words", [
    ("x", "1" * 80, "81 characters, got 80"),
    ("6x6", "7" + "0" * 35, "bad character '7' at position 1"),
    ("jigsaw", "0" * 81, "got 1 part"),
    ("killer", "0" * 81 + " " + "A" * 81 + " 405", "cage A has 81 cells"),
])
def test_bad_input_is_one_clear_error(variant, text, words):
    with pytest.raises(PuzzleError, match=words):
        adapter.solve(text.split(), argparse.Namespace(variant=variant))


def test_through_main_with_stdin_and_a_bad_line():
    rows = variant_rows("killer")[:2]
    stdin = rows[0][0] + "\nnonsense\n" + rows[1][0] + "\n"
    out = run_cli("solve", "sudoku", "-", "--variant", "killer", "--json", stdin=stdin)
    assert out.returncode == 1
    lines = out.stdout.splitlines()
    assert len(lines) == 3
    assert json.loads(lines[0])["solution"] == rows[0][1] and json.loads(lines[2])["solution"] == rows[1][1]
    assert "error" in json.loads(lines[1])


def test_unknown_variant_is_a_usage_error():
    out = run_cli("solve", "sudoku", "0" * 81, "--variant", "hexagon")
    assert out.returncode == 2 and "invalid choice" in out.stderr


def test_generate_lines_solve_back():
    out = run_cli("generate", "sudoku", "--variant", "6x6", "--difficulty", "medium", "--count", "3", "--seed", "4",
                  "--lines")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 3 and len(set(lines)) == 3
    for line in lines:
        assert len(variant_oracle.solutions("6x6", line)) == 1
        assert adapter.solve([line], argparse.Namespace(variant="6x6"))["grade"] == "medium"


def test_generate_yaml_names_the_variant_and_refuses_a_grade_not_offered():
    out = run_cli("generate", "sudoku", "--variant", "x", "--seed", "1")
    assert out.returncode == 0 and "variant: x" in out.stdout and "id: sx-medium-001" in out.stdout
    bad = run_cli("generate", "sudoku", "--variant", "killer", "--difficulty", "easy")
    assert bad.returncode == 1 and bad.stderr.startswith("error: killer puzzles are generated in the grades")


def test_generated_variant_levels_pass_check_levels(tmp_path):
    for variant in ("x", "killer", "6x6"):
        out = run_cli("generate", "sudoku", "--variant", variant, "--seed", "2")
        path = tmp_path / f"sudoku_{variant}.yaml"
        path.write_text(out.stdout)
        check = run_cli("check-levels", str(path))
        assert check.returncode == 0, check.stdout + check.stderr
    bad = tmp_path / "bad" / "sudoku_6x6.yaml"
    bad.parent.mkdir()
    bad.write_text(out.stdout.replace("variant: 6x6", "variant: 5x5", 1))
    check = run_cli("check-levels", str(bad))
    assert check.returncode == 1 and "variant" in check.stdout and "5x5" in check.stdout
