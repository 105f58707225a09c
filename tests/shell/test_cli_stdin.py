"""`solve GAME -` reads puzzles from stdin: one answer line per input line (bad lines answered with an error
line), lines split across reads come out whole, an answer reaches a program waiting for it, and a reader
that stops early ends the command quietly."""
from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from game import cli, games
from tests.datasets import ROOT
from tests.shell.clirun import input_lines, output_lines, run_cli


class EchoAdapter:
    """A stand-in adapter: sums integers; a non-integer token is bad input."""

    NAME = "echo"

    @staticmethod
    def add_solve_arguments(parser):
        parser.add_argument("--times", type=int, default=1)

    @staticmethod
    def solve(tokens, args):
        try:
            numbers = [int(t) for t in tokens]
        except ValueError:
            raise ValueError(f"not a number: {tokens}") from None
        return {"numbers": numbers, "sum": sum(numbers) * args.times}

    @staticmethod
    def format_text(result):
        return f"sum {result['sum']}"


class _Trickle(io.RawIOBase):
    """A raw stream handing out its bytes a few at a time, as a pipe does when the writer is slow."""

    def __init__(self, data: bytes, step: int) -> None:
        self.data, self.step = data, step

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]
        piece, self.data = self.data[:self.step], self.data[self.step:]
        buffer[:len(piece)] = piece
        return len(piece)


LINE_BREAKERS = ["\r", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e"]


def test_solve_stream_one_answer_per_line_and_bad_lines_reported(monkeypatch, capsys):
    monkeypatch.setattr(games, "commands", lambda key: EchoAdapter)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1 2\n\n# comment\nx\n3 4\n"))
    assert cli.main(["solve", "stones", "-", "--json", "--times", "2"]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"numbers": [1, 2], "sum": 6} and lines[4] == {"numbers": [3, 4], "sum": 14}
    assert lines[1]["skipped"] == "blank line" and lines[2]["skipped"] == "comment"  # one answer per line
    assert "error" in lines[3] and lines[3]["input"] == "x"
    assert cli.main(["solve", "stones", "5", "6"]) == 0
    assert capsys.readouterr().out.strip() == "sum 11"


def test_closed_pipe_ends_quietly():
    """`solve ... | head -1`: no traceback when the reader stops early."""
    lines = "\n".join(["1 2 3"] * 3000) + "\n"  # fits the stdin pipe; the answers overflow stdout's
    proc = subprocess.Popen([sys.executable, "main.py", "solve", "stones", "-", "--json"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdin.write(lines)
    proc.stdin.close()
    first = proc.stdout.readline()
    proc.stdout.close()
    assert json.loads(first)["heaps"] == [1, 2, 3]
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in proc.stderr.read()


@pytest.mark.timeout(120)  # a hang guard: answers held back until end of input would block the reads below
def test_a_program_that_waits_for_each_answer_gets_it():
    """Answers are flushed when stdin has nothing more to read, not after every line: a tool that writes one
    line and waits for its answer must still get it."""
    proc = subprocess.Popen([sys.executable, "main.py", "solve", "matchstick", "-", "--json"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for text in ("6+4=4", "VI=VII+I", "", "1+1=9"):
        proc.stdin.write(text + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        assert answer.get("puzzle", answer.get("input")) == text
    proc.stdin.close()
    assert proc.stdout.read() == "" and proc.wait(timeout=60) == 0


@pytest.mark.parametrize("step", [1, 3, 7, 64, 1 << 20])
def test_lines_split_across_reads_come_out_whole(step):
    data = b"6+4=4\n\n# note\n12+3=15\n" + b"9" * 200 + b"\nlast without end"
    reads = []
    source = io.TextIOWrapper(io.BufferedReader(_Trickle(data, step), buffer_size=16), encoding="utf-8")
    lines = list(cli._raw_lines(source, before_wait=lambda: reads.append(1)))
    assert lines == data.split(b"\n")
    assert len(reads) >= len(data) // max(step, 16)  # it asked again whenever a read was used up


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
