"""Issue 13 items 1-3 and issue 15 items 7 (config NUL) and 8: what a file or a player types never ends in a
traceback, a hang or a mangled answer. Each test fails on the code before the fix (see the commit message)."""
from __future__ import annotations

import ast
import json
import operator
from fractions import Fraction
from pathlib import Path

import pytest

from game import levels, yamlfile
from game.config import ConfigError, load_config
from game.levels import Catalog, load_level_file
from game.logic.twentyfour.rating import BAND_NAMES
from tests.shell.clirun import input_lines, output_lines, run_cli

STONES_LEVEL = """game: stones
levels:
  - id: {id}
    heaps: [1, 2, 2]
    cap: 3
"""
LONG = 10_000
MESSAGE_LIMIT = 400   # no message may repeat a 10,000-character input; this is far above any honest message


# --- an independent check of a 24 answer: Python's own parser, exact fractions -------------------------------

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def exact_value(text: str) -> Fraction:
    def walk(node: ast.AST) -> Fraction:
        if isinstance(node, ast.BinOp):
            return _OPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -walk(node.operand)
        assert isinstance(node, ast.Constant) and isinstance(node.value, int), ast.dump(node)
        return Fraction(node.value)
    return walk(ast.parse(text.replace("×", "*").replace("÷", "/").replace("−", "-"), mode="eval").body)


# --- issue 13 item 1: huge numbers for 24 ----------------------------------------------------------------------

@pytest.mark.parametrize("hand", [[10 ** 100] * 4 + [0, 24], [2 ** 64] * 4 + [0, 24], [10 ** 400, 10 ** 400, 24],
                                  [7 ** 1000 // 3 ** 900, 7 ** 1000 // 3 ** 900, 24]])
def test_24_huge_numbers_are_solved_exactly(hand):
    """Intermediate values past a float's range (10**404 on the way to 24) are rated without float()."""
    code, out, err = run_cli(["solve", "24", *map(str, hand), "--json"])
    assert code == 0 and "Traceback" not in err, err
    result = json.loads(out)
    assert result["solvable"] and result["band"] in BAND_NAMES and result["solutions"]
    for text in result["solutions"]:
        assert exact_value(text) == 24, text


def test_24_number_too_long_to_read_is_one_clear_line():
    code, out, err = run_cli(["solve", "24", "9" * 5000, "1", "2", "3"])
    assert code == 1 and out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and "card 1" in err and len(err) < MESSAGE_LIMIT


# --- issue 13 item 2: one line in, one line out -----------------------------------------------------------------

LINE_BREAKERS = ["\r", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e"]


@pytest.mark.parametrize("game, good", [("24", "3 3 8 8"), ("stones", "3 4 5"), ("matchstick", "7+3=9"),
                                         ("sudoku", "." * 81)])
@pytest.mark.parametrize("json_out", [True, False])
def test_each_stdin_line_gets_exactly_one_answer_line(game, good, json_out):
    lines = [good, "", "   ", "# a comment", good + "\r"]
    lines += [good.replace(" ", ch, 1) if " " in good else good[:3] + ch + good[3:] for ch in LINE_BREAKERS]
    lines += ["x" + "\u2028" + "y", good]
    data = "\n".join(lines).encode("utf-8")   # the last line has no "\n": it still counts
    code, out, err = run_cli(["solve", game, "-"] + (["--json"] if json_out else []), data)
    assert code in (0, 1) and "Traceback" not in err, err
    answers = output_lines(out)
    assert len(answers) == input_lines(data) == len(lines)
    assert all(len(a.splitlines()) <= 1 for a in answers)  # no answer holds a line break of any kind
    if json_out:
        parsed = [json.loads(a) for a in answers]
        assert "error" not in parsed[0] and parsed[0] == parsed[-1]
        assert parsed[1]["skipped"] == parsed[2]["skipped"] == "blank line" and parsed[3]["skipped"] == "comment"
        assert "error" in parsed[-2]


def test_non_utf8_line_gets_an_error_line_and_the_other_answers_stay():
    data = b"3 3 8 8\n1 2 \xff 4\n1 2 3 4\n\xed\xa0\x80\n"
    code, out, err = run_cli(["solve", "24", "-", "--json"], data)
    assert code == 1 and "Traceback" not in err, err
    first, bad, third, surrogate = (json.loads(a) for a in output_lines(out))
    assert first["solutions"] == ["8/(3-8/3)"] and third["solvable"]
    assert "line 2 is not UTF-8" in bad["error"] and "line 4 is not UTF-8" in surrogate["error"]


def test_target_negative_fraction_as_a_separate_argument():
    joined = run_cli(["solve", "24", "1", "2", "3", "4", "--target=-7/2", "--json"])
    separate = run_cli(["solve", "24", "1", "2", "3", "4", "--target", "-7/2", "--json"])
    assert separate == joined and joined[0] == 0
    result = json.loads(joined[1])
    assert result["target"] == "-7/2" and result["solutions"]
    assert all(exact_value(s) == Fraction(-7, 2) for s in result["solutions"])


@pytest.mark.parametrize("game, token", [("24", "x" * LONG), ("stones", "x" * LONG), ("matchstick", "1" * LONG),
                                          ("sudoku", "1" * LONG)])
def test_error_messages_do_not_repeat_a_huge_input(game, token):
    code, _, err = run_cli(["solve", game, token])
    assert code == 1 and "Traceback" not in err and 0 < len(err) < MESSAGE_LIMIT, err[:200]
    code, out, err = run_cli(["solve", game, "-", "--json"], token.encode() + b"\n")
    assert code == 1 and len(out) < 2 * MESSAGE_LIMIT and "error" in json.loads(out)


# --- issue 13 item 3 and issue 15 item 8: hostile YAML -----------------------------------------------------------

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
    assert problems and all(len(str(p)) < MESSAGE_LIMIT for p in problems)


# --- config.yaml: the same hostile inputs, and a NUL in the title -------------------------------------------------

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
