"""`solve shapes FILE ...` and `generate shapes ...` as the command line states them: the answers as pictures
or JSON, '-' reading one picture from the whole of standard input, one clear line for bad input."""
from __future__ import annotations

import json

import yaml

from game.logic.shapes import Kind, format_picture, parse_picture, present_shapes
from tests.shapes import oracle
from tests.shell.clirun import run_main

TWO_SQUARES = "tests/data/shapes/two-squares.txt"
GRID = ".-.-.\n| | |\n.-.-.\n| | |\n.-.-."


def test_json_lists_every_answer_as_a_picture_and_the_count():
    out = run_main("solve", "shapes", TWO_SQUARES, "--task", "remove", "--sticks", "3", "--squares", "1", "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert set(result) == {"answers", "count"} and result["count"] == len(result["answers"]) == 2
    for picture in result["answers"]:
        lattice, layout = parse_picture(picture, Kind.SQUARES)
        assert len(present_shapes(lattice, layout)) == 1
    expected = oracle.answers(open(TWO_SQUARES).read().rstrip("\n"), False, "remove", 3, 1, False)
    assert {frozenset(oracle.read(p, False)[1]) for p in result["answers"]} == expected


def test_dash_reads_one_picture_from_all_of_standard_input():
    picture = ".-.-.\n|   |\n. .-.\n| | |\n.-.-."
    expected = oracle.answers(picture, False, "move", 2, 3, False)
    out = run_main("solve", "shapes", "-", "--task", "move", "--sticks", "2", "--squares", "3", "--json",
                   stdin=picture.replace("\n", "\r\n") + "\n\n")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["count"] == len(expected) > 0
    assert {frozenset(oracle.read(p, False)[1]) for p in result["answers"]} == expected
    text = run_main("solve", "shapes", "-", "--task", "move", "--sticks", "2", "--squares", "3", stdin=picture)
    assert text.returncode == 0 and text.stdout.splitlines()[0] == f"{len(expected)} answers:"


def test_text_output_prints_each_answer_as_its_picture():
    out = run_main("solve", "shapes", TWO_SQUARES, "--task", "remove", "--sticks", "3", "--squares", "1")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert lines[0] == "2 answers:"
    assert ".-." in out.stdout and "answer 2:" in out.stdout


def test_triangles_with_no_answer_say_so():
    picture = "    .\n   / \\\n  .---.\n\n.   .   ."
    out = run_main("solve", "shapes", "-", "--task", "add", "--sticks", "1", "--triangles", "1", stdin=picture)
    assert out.returncode == 0 and out.stdout.strip() == "no answer"


def test_bad_input_is_one_line_naming_what_is_wrong(tmp_path):
    bad = tmp_path / "bad.txt"
    cases = [
        (".-. .-", "not neighbours"),
        (".-.\n|\n", "not neighbours"),
        (".-.-.\n| | |\n.-.-.\n?", "'?'"),
    ]
    for picture, words in cases:
        bad.write_text(picture)
        out = run_main("solve", "shapes", str(bad), "--task", "remove", "--sticks", "1", "--squares", "1")
        assert out.returncode == 1 and out.stdout == ""
        assert out.stderr.startswith("error: ") and words in out.stderr and out.stderr.count("\n") == 1, out.stderr
    out = run_main("solve", "shapes", TWO_SQUARES, "--task", "remove", "--sticks", "1", "--squares", "9")
    assert out.returncode == 1 and "out of reach" in out.stderr and "at most 2" in out.stderr
    out = run_main("solve", "shapes", str(tmp_path / "missing.txt"), "--task", "add", "--sticks", "1",
                   "--squares", "1")
    assert out.returncode == 1 and "missing.txt" in out.stderr and out.stderr.count("\n") == 1
    out = run_main("solve", "shapes", str(tmp_path), "--task", "add", "--sticks", "1", "--squares", "1")
    assert out.returncode == 1 and "not a regular file" in out.stderr
    out = run_main("solve", "shapes", TWO_SQUARES, "--task", "remove", "--sticks", "1", "--squares", "1",
                   "--triangles", "1")
    assert out.returncode == 2  # a usage error: one count, not both


def test_generate_prints_yaml_levels_that_check(tmp_path):
    out = run_main("generate", "shapes", "--kind", "triangles", "--difficulty", "easy", "--count", "3", "--seed", "5")
    assert out.returncode == 0, out.stderr
    data = yaml.safe_load(out.stdout)
    assert data["game"] == "shapes" and len(data["levels"]) == 3
    for level in data["levels"]:
        assert level["band"] == "easy" and "triangles" in level and level["answers"] >= 1
        picture = "\n".join(level["picture"])
        lattice, layout = parse_picture(picture, Kind.TRIANGLES)
        assert format_picture(lattice, layout) == picture
    path = tmp_path / "gen.yaml"
    path.write_text(out.stdout)
    check = run_main("check-levels", str(path))
    assert check.returncode == 0, check.stdout + check.stderr
    again = run_main("generate", "shapes", "--kind", "triangles", "--difficulty", "easy", "--count", "3",
                     "--seed", "5")
    assert again.stdout == out.stdout
    bad = run_main("generate", "shapes", "--kind", "squares", "--difficulty", "impossible")
    assert bad.returncode == 1 and bad.stderr.startswith("error: ") and "impossible" in bad.stderr
