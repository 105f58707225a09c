"""`solve GAME -` on a line with no end in sight (`< /dev/zero`): it reads at most the line limit, answers that
line at once with one error naming it, drops the rest up to the line's end, and goes on with the next line;
memory stays bounded however long the line is."""
from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
import time
import tracemalloc
from contextlib import redirect_stdout
from unittest import mock

from game import cli
from tests.datasets import ROOT


class Zeros(io.RawIOBase):
    """`count` NUL bytes made as they are read (never held whole), then `tail`."""

    def __init__(self, count: int, tail: bytes) -> None:
        self.left, self.tail = count, tail

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def, override]
        if self.left > 0:
            n = min(len(buffer), self.left)
            buffer[:n] = bytes(n)
            self.left -= n
            return n
        n = min(len(buffer), len(self.tail))
        buffer[:n], self.tail = self.tail[:n], self.tail[n:]
        return n


def solve_stream(stream: io.RawIOBase) -> tuple[int, list[dict], int]:
    """`solve 24 - --json` reading `stream`: (exit code, answers, peak bytes allocated while answering)."""
    source = io.TextIOWrapper(io.BufferedReader(stream), encoding="utf-8")
    out = io.StringIO()
    tracemalloc.start()
    try:
        with mock.patch.object(sys, "stdin", source), redirect_stdout(out):
            code = cli.main(["solve", "24", "-", "--json"])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return code, [json.loads(line) for line in out.getvalue().splitlines()], peak


def test_a_line_of_forty_megabytes_is_one_error_and_the_next_line_is_answered():
    solve_stream(Zeros(0, b"\n3 3 8 8\n"))  # imports and caches, once
    usual = solve_stream(Zeros(0, b"\n3 3 8 8\n"))[2]
    code, answers, peak = solve_stream(Zeros(40_000_000, b"\n3 3 8 8\n"))
    assert code == cli.EXIT_BAD_INPUT
    assert len(answers) == 2, answers  # one answer per input line, the long one too
    assert answers[0]["line"] == 1 and f"longer than {cli.MAX_LINE_BYTES} bytes" in answers[0]["error"]
    assert "error" not in answers[1] and answers[1]["numbers"] == [3, 3, 8, 8], answers[1]
    assert peak - usual < 4 * cli.MAX_LINE_BYTES + 4 * cli.READ_BYTES, (usual, peak)  # the 40 MB line was never held


def test_lines_at_and_past_the_limit():
    limit = cli.MAX_LINE_BYTES
    data = b"0" * limit + b"\n" + b"0" * (limit + 1) + b"\n" + b"0" * (3 * limit) + b"\nend"
    lines = list(cli._raw_lines(io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")))
    assert [len(line) for line in lines] == [limit, limit + 1, limit + 1, 3]
    assert cli._line_problem(1, lines[0]) is None
    assert cli._line_problem(2, lines[1]) == cli._line_problem(2, lines[2].replace(b"0", b"1"))
    assert "line 3 " in (cli._line_problem(3, lines[2]) or "")


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def test_dev_zero_is_answered_at_once_and_memory_stays_flat():
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.Popen([sys.executable, "main.py", "solve", "24", "-"], cwd=ROOT, stdin=zero,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready, "no answer to the endless first line"
        first = os.read(proc.stdout.fileno(), 4096).decode()
        assert first.startswith("error: line 1 is longer than"), first
        before = rss_kib(proc.pid)
        time.sleep(1.0)  # it goes on reading zeros (about a gigabyte a second before the limit was kept)
        after = rss_kib(proc.pid)
        assert after - before < 20_000, (before, after)
    finally:
        proc.kill()
        proc.wait(30)
