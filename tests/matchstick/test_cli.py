"""`solve matchstick` and `generate matchstick` through the real command line and the adapter."""
from __future__ import annotations

import io
import json

import pytest
import yaml

from game import cli
from game.logic import matchstick as ms
from tests.matchstick.oracle import oracle_solve


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_json_has_the_documented_fields(capsys):
    code, out, _ = run(capsys, "solve", "matchstick", "6+4=4", "--rules", "strict", "--json")
    assert code == 0
    assert json.loads(out) == {"puzzle": "6+4=4", "moves": 1, "mode": "move", "rules": "strict",
                               "solutions": oracle_solve("6+4=4", 1, "move", "strict")}


def test_solve_options_reach_the_solver(capsys):
    code, out, _ = run(capsys, "solve", "matchstick", "45+46=99", "--moves", "2", "--json")
    assert json.loads(out)["solutions"] == oracle_solve("45+46=99", 2, "move", "classic")
    code, out, _ = run(capsys, "solve", "matchstick", "3-5=2", "--mode", "add", "--allow", "unary-minus",
                       "--operators", "+-=", "--json")
    result = json.loads(out)
    assert "3-5=-2" in result["solutions"] and result["rules"] == "classic +unary-minus operators=+-="
    code, out, _ = run(capsys, "solve", "matchstick", "8-3=6", "--forbid", "move-equals", "--json")
    assert all(s.index("=") == 3 for s in json.loads(out)["solutions"])


def test_unicode_operators_in_ascii_out(capsys):
    code, out, _ = run(capsys, "solve", "matchstick", "6", "×", "4=4", "--json")
    assert code == 0 and json.loads(out)["puzzle"] == "6*4=4"
    code, out, _ = run(capsys, "solve", "matchstick", "9÷3=8", "--json")
    assert json.loads(out)["puzzle"] == "9/3=8"
    assert all("÷" not in s and "×" not in s for s in json.loads(out)["solutions"])


def test_no_solution_is_an_answer_in_text(capsys):
    code, out, _ = run(capsys, "solve", "matchstick", "1+1=9")
    assert code == 0 and "no solution" in out


def test_bad_puzzle_and_bad_flag_exit_1_with_a_message(capsys):
    code, _, err = run(capsys, "solve", "matchstick", "7+=3")
    assert code == 1 and "an operator needs a number on each side" in err
    code, _, err = run(capsys, "solve", "matchstick", "7+3=9", "--allow", "sideways")
    assert code == 1 and "unknown rule flag 'sideways'" in err
    code, _, err = run(capsys, "solve", "matchstick", "7+3=9", "--moves", "9")
    assert code == 1 and "1 to 4" in err


def test_stdin_one_puzzle_per_line(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("7+3=9\n7+a=3\n45+46=99\n"))
    code, out, _ = run(capsys, "solve", "matchstick", "-", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(lines) == 3
    assert lines[0]["solutions"] == ["7+2=9"] and "position 3" in lines[1]["error"]
    assert lines[2]["solutions"] == ["45+48=93", "49+46=95"]


def test_generate_writes_checked_levels(capsys):
    code, out, _ = run(capsys, "generate", "matchstick", "--difficulty", "hard", "--count", "3", "--seed", "4",
                       "--moves", "2", "--unique")
    doc = yaml.safe_load(out)
    assert code == 0 and doc["game"] == "matchstick" and len(doc["levels"]) == 3
    for level in doc["levels"]:
        assert level["band"] == "hard" and len(level["solutions"]) == 1
        spec = ms.parse_level({k: v for k, v in level.items() if k not in ("id", "band")})
        assert ms.check_level(spec) == []
    code, _, err = run(capsys, "generate", "matchstick", "--difficulty", "impossible")
    assert code == 1 and "unknown difficulty" in err
