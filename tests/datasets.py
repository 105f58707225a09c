"""The public data the tests and benchmarks read, from tests/data (sources and licences in tests/data/README.md).

One reader per file, so no test imports another test module for its data.
"""
from __future__ import annotations

import csv
import re
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
LEVEL_DIR = ROOT / "levels"

# One sudoku per line; "0" or "." marks a blank.
SUDOKU_LINE_FILES = ["norvig_easy50.txt", "norvig_top95.txt", "norvig_hardest.txt", "royle17_first50.txt"]


def sudoku_lines(name: str) -> list[str]:
    """The puzzles of one line file, in file order."""
    return [line.strip() for line in (DATA / name).read_text(encoding="utf-8").splitlines() if line.strip()]


def se_rows() -> list[dict[str, str]]:
    """The Sudoku Exchange rows: puzzle, solution, se_rating (may be empty), bucket, source."""
    with open(DATA / "sudoku_se_rated.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def public_sudoku() -> list[str]:
    """Every public sudoku (each has exactly one solution): the line files, then the SE set."""
    out: list[str] = []
    for name in SUDOKU_LINE_FILES:
        out += sudoku_lines(name)
    return out + [row["puzzle"] for row in se_rows()]


def human_24_rows() -> dict[tuple[int, ...], tuple[int, Fraction]]:
    """The 4nums.com table: each solvable hand (sorted cards) -> (rank, mean solve time in seconds)."""
    lines = [line for line in (DATA / "24_difficulty.txt").read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")][1:]  # after the comments, one header line
    rows = [line.split("\t") for line in lines]
    return {tuple(int(v) for v in r[0].split()): (int(r[1]), Fraction(r[2])) for r in rows}


def published_stones_table() -> dict[tuple[int, ...], bool]:
    """The printed misère table in tests/data, 3 heaps of 0..5: sorted position -> the player to move wins."""
    text = (DATA / "stones_misere_table.txt").read_text(encoding="utf-8")
    return {tuple(int(x) for x in m.group(1).split(",")): m.group(2) == "1"
            for m in re.finditer(r"^\[(\d+, \d+, \d+)\]:(-?1)$", text, re.MULTILINE)}


VARIANT_FILES = {"killer": "killer_krazydad.txt", "x": "sudoku_x_own.txt", "jigsaw": "sudoku_jigsaw_own.txt",
                 "6x6": "sudoku_6x6_own.txt"}


def variant_rows(variant: str) -> list[tuple[str, str]]:
    """(puzzle in the `solve sudoku --variant` form, its solution) for one variant's set."""
    out = []
    for line in (DATA / VARIANT_FILES[variant]).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            *puzzle, solution = line.split()
            out.append((" ".join(puzzle), solution))
    return out
