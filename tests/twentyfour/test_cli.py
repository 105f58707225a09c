"""`solve 24` on the command line: the JSON fields, other targets, bad input, one hand per line of stdin."""
from __future__ import annotations

import json
import subprocess
import sys

from game import cli
from game.logic import twentyfour as tf
from game.twentyfour_data import human_table
from tests.datasets import ROOT


def test_cli_json_fields(capsys):
    assert cli.main(["solve", "24", "1", "2", "3", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"numbers", "target", "solvable", "solutions", "difficulty", "band"}
    assert out["numbers"] == [1, 2, 3, 4] and out["target"] == 24 and out["solvable"] is True
    assert len(out["solutions"]) == 3 and out["band"] == "easy"
    assert out["difficulty"] == float(human_table()[(1, 2, 3, 4)].seconds)
    for text in out["solutions"]:
        assert tf.check_answer(text, (1, 2, 3, 4)).ok


def test_cli_other_target_unsolvable_and_bad_input(capsys):
    assert cli.main(["solve", "24", "2", "3", "4", "5", "--target", "7/2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["target"] == "7/2" and out["solutions"] and out["band"] in tf.BAND_NAMES
    assert cli.main(["solve", "24", "1", "1", "7", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["solvable"] is False and out["solutions"] == [] and out["difficulty"] is None
    assert cli.main(["solve", "24", "1", "2", "Z"]) == 1
    assert "card 3 'Z'" in capsys.readouterr().err


def test_cli_stdin_one_hand_per_line_without_pygame():
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from game.cli import main; rc = main(['solve', '24', '-', "
            "'--json']); print('pygame' in sys.modules); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], input="3 3 8 8\nK Q J A\n1 2 x\n",
                         capture_output=True, text=True, timeout=60)
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 1 and lines[-1] == "False"
    first, second, third = (json.loads(x) for x in lines[:3])
    assert first["solutions"] == ["8/(3-8/3)"] and first["band"] == "expert"
    assert second["numbers"] == [13, 12, 11, 1] and second["solvable"]
    assert "card 3" in third["error"]
