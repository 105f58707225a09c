"""`code GAME PUZZLE`, `solve GAME CODE` (single and standard-input batches) and `daily GAME [--date]`."""
from __future__ import annotations

import datetime
import json

import pytest

from game.logic.codes import decode
from game.logic.daily import daily
from game.logic.sudoku.board import format_grid
from game.levels import Catalog
from tests.shell.clirun import run_cli

SUDOKU = format_grid(Catalog.load().levels("sudoku")[3].spec.puzzle)

PUZZLES = [
    ("sudoku", [SUDOKU], []),
    ("matchstick", ["9-5=8"], ["--moves", "2"]),
    ("matchstick", ["VI=VII+I"], []),
    ("stones", ["3", "4", "5"], ["--normal"]),
    ("24", ["3", "3", "8", "8"], []),
    ("24", ["1", "2", "3", "4"], ["--target", "10"]),
]


def code_for(game: str, tokens: list[str], options: list[str]) -> str:
    status, out, err = run_cli(["code", game, *tokens, *options])
    assert status == 0, err
    return out.strip()


@pytest.mark.parametrize("game, tokens, options", PUZZLES)
def test_solving_a_code_answers_as_solving_its_puzzle(game: str, tokens: list[str], options: list[str]) -> None:
    code = code_for(game, tokens, options)
    assert decode(code).code == code
    plain = run_cli(["solve", game, *tokens, *options, "--json"])
    coded = run_cli(["solve", game, code, "--json"])  # the options travel in the code
    assert plain[0] == coded[0] == 0, (plain, coded)
    assert json.loads(coded[1]) == json.loads(plain[1])


def test_code_json_and_a_code_given_to_code_again() -> None:
    code = code_for("stones", ["3", "4", "5"], [])
    status, out, _ = run_cli(["code", "stones", code.lower(), "--json"])
    assert status == 0 and json.loads(out) == {"game": "stones", "code": code}


def test_a_batch_mixes_puzzles_and_codes_one_answer_per_line() -> None:
    code = code_for("matchstick", ["9-5=8"], ["--moves", "2"])
    wrong = code[:-1] + ("0" if code[-1] != "0" else "1")
    status, out, _ = run_cli(["solve", "matchstick", "-", "--json"],
                             stdin=f"9-5=8\n{code}\n{wrong}\n".encode())
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 1 and len(lines) == 3
    assert lines[0]["moves"] == 1 and lines[1]["moves"] == 2 and "9=9-0" in lines[1]["solutions"]
    assert "check character" in lines[2]["error"]
    status, out, _ = run_cli(["code", "24", "-"], stdin=b"3 3 8 8\n\n1 2 3 4\n")
    answers = out.splitlines()
    assert status == 0 and len(answers) == 3 and answers[1] == "" and answers[0] != answers[2]


@pytest.mark.parametrize("argv, words", [
    (["solve", "24", "S1ABCD"], "check character"),
    (["code", "sudoku", "3x3:a1b2"], "5 cells, not 81"),
    (["code", "sudoku", "0" * 81], "more than one solution"),
    (["code", "stones", "3", "40"], "cap"),
    (["daily", "sudoku", "--date", "2026-02-30"], "YYYY-MM-DD"),
])
def test_bad_input_is_one_error_line_and_exit_1(argv: list[str], words: str) -> None:
    status, out, err = run_cli(argv)
    assert status == 1 and words in err and "Traceback" not in err


def test_a_code_of_another_game_is_named() -> None:
    code = code_for("stones", ["3", "4", "5"], [])
    status, _, err = run_cli(["solve", "sudoku", code])
    assert status == 1 and "stone duel code, not a sudoku one" in err


def test_daily_prints_the_days_code() -> None:
    day = datetime.date(2026, 11, 26)
    status, out, _ = run_cli(["daily", "sudoku", "--date", day.isoformat()])
    assert status == 0
    assert decode(out.strip()).level.puzzle == daily("sudoku", day).level.puzzle
    status, out, _ = run_cli(["daily", "24", "--date", day.isoformat(), "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["weekday"] == "Thursday" and answer["game"] == "twentyfour"
    assert decode(answer["code"]).game == "twentyfour"
    status, out, _ = run_cli(["daily", "stones"])
    assert status == 0 and decode(out.strip()).game == "stones"
