"""What a player types after `solve GAME` never ends in a traceback, a hang or a wrong answer: huge numbers for
24 are solved exactly (checked by Python's own parser on fractions), a number too long to read is one clear
line, a negative fractional target works as its own argument, and no message repeats a huge input."""
from __future__ import annotations

import ast
import json
import operator
from fractions import Fraction

import pytest

from game.logic.twentyfour.rating import BAND_NAMES
from tests.shell.clirun import run_cli


LONG = 10_000
MESSAGE_LIMIT = 400   # no message may repeat a 10,000-character input; this is far above any honest message
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
