"""Run the command line: in-process with given stdin bytes (fast enough for fuzzing; a crash is returned as a
traceback on stderr instead of ending the test run), or as the real `main.py` in a headless process."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import traceback
from contextlib import redirect_stderr, redirect_stdout
from typing import Any
from unittest import mock

from game import cli
from tests.datasets import ROOT


def run_main(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """`python main.py ARGS` under SDL's dummy drivers, from the project folder."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin, env=env, timeout=120)


def run_main_redirected(*args: str, stdin: str = "pipe", stdout: str = "pipe",
                        timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python main.py ARGS` with standard input or output closed ("closed"), or one of them a file such as
    "/dev/full" (a full disk) or a FIFO's path; "pipe" captures it. Stderr is always captured."""
    def stream(how: str, mode: str) -> Any:
        return subprocess.PIPE if how == "pipe" else subprocess.DEVNULL if how == "closed" else open(how, mode)

    closed = [fd for fd, how in ((0, stdin), (1, stdout)) if how == "closed"]

    def close_in_child() -> None:
        for fd in closed:
            os.close(fd)

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    source, sink = stream(stdin, "rb"), stream(stdout, "wb")
    try:
        return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, stdin=source, stdout=sink,
                              stderr=subprocess.PIPE, text=True, env=env, timeout=timeout,
                              preexec_fn=close_in_child if closed else None)
    finally:
        for handle in (source, sink):
            if hasattr(handle, "close"):
                handle.close()


def run_cli(argv: list[str], stdin: bytes = b"") -> tuple[int | None, str, str]:
    """(exit code or None after an uncaught exception, stdout, stderr)."""
    source = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")  # like sys.stdin: text over a byte buffer
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.object(sys, "stdin", source), redirect_stdout(out), redirect_stderr(err):
        try:
            code: int | None = cli.main(argv)
        except Exception:  # noqa: BLE001 - the very thing these tests look for
            traceback.print_exc(file=err)
            code = None
    return code, out.getvalue(), err.getvalue()


def input_lines(data: bytes) -> int:
    """How many lines a tool reading `data` with '\\n' as the only line end sees."""
    parts = data.split(b"\n")
    return len(parts) - 1 if parts[-1] == b"" else len(parts)


def output_lines(text: str) -> list[str]:
    parts = text.split("\n")
    return parts[:-1] if parts[-1] == "" else parts
