"""Quitting while a worker runs ends the process at once.

The test runs the real game (`game.cli.main` under SDL's dummy drivers, tests/shell/quit_driver.py) with a
worker busy and times only what follows the quit, against a generous bound: a worker that held the process had it
alive for minutes. tests/shell/test_workers.py checks the same from inside (cancel on quit, on leaving a scene).
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXIT_BOUND = 10.0  # seconds from the quit to the end of the process


@pytest.mark.parametrize("mode", ["long-solve", "stubborn-solve", "stubborn-sudoku"])
def test_the_process_ends_at_once_when_the_player_quits_during_a_worker(tmp_path, mode):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "tests.shell.quit_driver", mode, str(tmp_path / "data")],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = ""
        while not line.startswith("quitting"):
            line = proc.stdout.readline()
            if not line:
                pytest.fail(f"the driver ended before quitting: {proc.wait(10)=} {proc.stderr.read()}")
        quit_at = time.monotonic()
        assert line.split()[1:] != [], "no worker was running when the player quit: the test proves nothing"
        try:
            code = proc.wait(EXIT_BOUND)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the process was still alive {EXIT_BOUND} s after the quit ({line.strip()})")
        assert code == 0, proc.stderr.read()
        assert time.monotonic() - quit_at < EXIT_BOUND
        returned = proc.stdout.read().split()
        assert returned[0] == "returned"
        if mode == "long-solve":  # a worker that checks its budget was cancelled and ended before the exit
            assert returned[1:] == []
        else:                     # one that never checks anything is left to die with the process (a daemon)
            assert returned[1:] != []
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
