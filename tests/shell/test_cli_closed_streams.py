"""A tool command whose standard output is closed or full (`>&-`, `> /dev/full`) or whose standard input is
closed (`<&-`): one `error:` line on stderr naming the stream and a non-zero exit, never a traceback."""
from __future__ import annotations

import os

import pytest

from tests.shell.clirun import run_main_redirected

TOOLS = {
    "solve": ("solve", "24", "1", "2", "3", "4"),
    "solve --json": ("solve", "24", "3", "3", "8", "8", "--json"),
    "solve stones": ("solve", "stones", "1", "2", "3"),
    "generate": ("generate", "24", "--count", "3", "--seed", "1"),
    "check-levels": ("check-levels",),
}


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


@pytest.mark.parametrize("tool", TOOLS)
def test_closed_standard_output_is_one_error_line(tool):
    out = run_main_redirected(*TOOLS[tool], stdout="closed")
    assert out.returncode == 1
    assert one_error_line(out.stderr) == "error: standard output is closed; nothing can be written"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (a device that is always full)")
@pytest.mark.parametrize("tool", TOOLS)
def test_full_standard_output_is_one_error_line(tool):
    out = run_main_redirected(*TOOLS[tool], stdout="/dev/full")
    assert out.returncode == 1
    assert one_error_line(out.stderr) == "error: cannot write standard output (No space left on device)"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_batch_longer_than_one_write_into_a_full_output_is_one_error_line(tmp_path):
    hands = tmp_path / "hands.txt"
    hands.write_text("1 2 3 4\n3 3 8 8\n" * 2000, encoding="utf-8")   # answers far past one block of output
    out = run_main_redirected("solve", "24", "-", "--json", stdin=str(hands), stdout="/dev/full")
    assert out.returncode == 1
    assert one_error_line(out.stderr) == "error: cannot write standard output (No space left on device)"


@pytest.mark.parametrize("args", [("solve", "24", "-"), ("solve", "24", "-", "--json"), ("solve", "stones", "-")])
def test_closed_standard_input_is_one_error_line(args):
    out = run_main_redirected(*args, stdin="closed")
    assert out.returncode == 1
    assert one_error_line(out.stderr) == "error: cannot read standard input (it is closed)"
    assert out.stdout == ""
