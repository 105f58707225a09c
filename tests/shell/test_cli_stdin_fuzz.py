"""Fuzz each `solve GAME -` batch: whatever bytes arrive on stdin, the command ends within a time
budget, answers exactly one line per input line (lines end at '\\n' only) and never prints a traceback.

Most examples run the command line in-process (fast); a few real processes check the same through real pipes.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.shell.clirun import input_lines, output_lines, run_cli

ROOT = Path(__file__).resolve().parents[2]
BUDGET_S = 30.0   # a hang guard, far above what a batch takes; speed itself is measured in bench/

# Pieces of plausible input for each game, so many lines reach the solver instead of failing at the first token.
PIECES = {
    "24": ["1", "3", "8", "13", "K", "q", "a", "7/2", "-3", "0", "1/0", "24", "10" + "0" * 120, "9" * 1200, "x"],
    "stones": ["0", "1", "3", "4", "7", "-1", "+2", "10" + "0" * 120, "9" * 5000, "1.5", "x"],
    "matchstick": ["7+3=9", "1", "8", "+", "-", "*", "/", "=", "=", "11", "0", "x", "6+4=4"],
    "sudoku": ["." * 9, "0" * 9, "123456789", "9", "1", ".", "0", "x", "." * 81],
}
# Characters that end a line for str.splitlines or a text-mode reader but not for '\n'-splitting tools.
HOSTILE_TEXT = ["\r", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x00", "\t", " ", "\ufeff", "#", "é"]
HOSTILE_BYTES = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xe2\x80"]   # not UTF-8


# Separators that Python's str.split() takes for whitespace, most of which also end a line somewhere.
SEPARATORS = [" ", "\t", "\r", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\u3000"]


def _grid(cells: list[tuple[int, int]]) -> str:
    grid = ["."] * 81
    for index, digit in cells:
        grid[index] = str(digit)
    return "".join(grid)


PLAUSIBLE = {   # game -> the tokens of a line the solver should answer (any separator between them)
    "24": st.lists(st.sampled_from(["1", "2", "3", "4", "6", "8", "12", "K", "q", "7/2", "-3", "10" + "0" * 120]),
                   min_size=1, max_size=5),
    "stones": st.lists(st.integers(0, 40).map(str) | st.just("1" + "0" * 200), min_size=1, max_size=6),
    "matchstick": st.tuples(st.integers(0, 99), st.sampled_from("+-*/"), st.integers(0, 99), st.integers(0, 99))
                    .map(lambda t: [f"{t[0]}{t[1]}{t[2]}", f"={t[3]}"]),
    "sudoku": st.lists(st.tuples(st.integers(0, 80), st.integers(1, 9)), max_size=12).map(lambda c: [_grid(c)]),
}


def lines_for(game: str) -> st.SearchStrategy[bytes]:
    sep = st.sampled_from(SEPARATORS)
    plausible = st.tuples(PLAUSIBLE[game], sep).map(lambda t: t[1].join(t[0]).encode())
    text_piece = st.sampled_from(PIECES[game]) | st.sampled_from(HOSTILE_TEXT) | st.text(max_size=3)
    soup = st.lists(text_piece, max_size=7).map(lambda parts: " ".join(parts).replace("\n", " ").encode())
    broken = st.tuples(soup | plausible, st.sampled_from(HOSTILE_BYTES), soup).map(b"".join)
    blank = st.sampled_from([b"", b"  ", b"\r", "\u2028\x85".encode(), b"# a comment", b" #"])
    return st.one_of(plausible, plausible, soup, broken, blank)


def batch_for(game: str) -> st.SearchStrategy[bytes]:
    return st.tuples(st.lists(lines_for(game), min_size=0, max_size=5), st.booleans()).map(
        lambda t: b"\n".join(t[0]) + (b"\n" if t[1] and t[0] else b""))


def check_batch(data: bytes, json_out: bool, code: int | None, out: str, err: str) -> list[str]:
    """Assert the batch's contract; return each answer line's kind (answer, error or skipped)."""
    assert code in (0, 1), (code, err[-2000:])
    assert "Traceback" not in err and "internal error" not in out, (out + err)[-2000:]
    answers = output_lines(out)
    assert len(answers) == input_lines(data), (data, answers)
    assert all(len(a.splitlines()) <= 1 for a in answers)
    kinds = []
    for answer in answers:
        if json_out:
            parsed = json.loads(answer)
            kinds.append("error" if "error" in parsed else "skipped" if "skipped" in parsed else "answer")
        else:
            kinds.append("error" if answer.startswith("error: ") else "skipped" if answer == "" else "answer")
    assert code == (1 if "error" in kinds else 0)   # exit 1 exactly when some line was refused
    return kinds


REACHED: dict[tuple[str, str], int] = {}


@pytest.mark.oracle
@pytest.mark.parametrize("game", list(PIECES))
def test_solve_stdin_batches_in_process(game):
    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
    @given(data=batch_for(game), json_out=st.booleans())
    def run(data: bytes, json_out: bool) -> None:
        start = time.monotonic()
        code, out, err = run_cli(["solve", game, "-"] + (["--json"] if json_out else []), data)
        assert time.monotonic() - start < BUDGET_S
        for kind in check_batch(data, json_out, code, out, err):
            event(f"a line {kind}")
            REACHED[(game, kind)] = REACHED.get((game, kind), 0) + 1

    run()
    for kind in ("answer", "error", "skipped"):   # the property really reached every kind of line, many times
        assert REACHED.get((game, kind), 0) >= 5, REACHED


@pytest.mark.oracle
@pytest.mark.parametrize("game", list(PIECES))
def test_solve_stdin_batch_through_a_real_pipe(game):
    lines = [PIECES[game][0].encode(), b"", b"# note", "a\rb\x85c\u2028d".encode(), b"\xff\xfe",
             " ".join(PIECES[game][:4]).encode(), PIECES[game][-1].encode() + b"\r"]
    data = b"\n".join(lines)
    proc = subprocess.run([sys.executable, "main.py", "solve", game, "-", "--json"], cwd=ROOT, input=data,
                          capture_output=True, timeout=BUDGET_S)
    out, err = proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8", "replace")
    kinds = check_batch(data, True, proc.returncode, out, err)
    assert len(kinds) == len(lines) == 7 and kinds[1:5] == ["skipped", "skipped", "error", "error"]
