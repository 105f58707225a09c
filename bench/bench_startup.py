"""Start-up to the first frame: the standalone executable of `make dist` next to `python main.py`.

Both are timed the same way, from outside (the executable cannot be instrumented): wall-clock seconds from starting
the process to its exit after one frame (`--frames 1`, headless, a fresh data folder each run), median of 5. The
executable unpacks itself into a temporary folder at every start, which is part of what this shows.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
EXECUTABLE = ROOT / "dist" / ("matchbox-arcade.exe" if os.name == "nt" else "matchbox-arcade")
RUNS = 5


def _seconds_to_first_frame(command: list[str]) -> float:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    with tempfile.TemporaryDirectory() as data:
        start = time.perf_counter()
        subprocess.run([*command, "--frames", "1", "--data-dir", data], cwd=ROOT, env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter() - start


def _median(command: list[str]) -> float:
    return sorted(_seconds_to_first_frame(command) for _ in range(RUNS))[RUNS // 2]


def run(report: Callable[..., None]) -> None:
    python = _median([sys.executable, "main.py"])
    if not EXECUTABLE.is_file():
        report("python main.py: start to exit after the first frame (median of 5)", python * 1000, "ms")
        print(f"  skipped the executable: {EXECUTABLE.relative_to(ROOT)} is not there (`make dist` builds it)")
        return
    frozen = _median([str(EXECUTABLE)])
    report("executable: start to exit after the first frame (median of 5)", frozen * 1000, "ms",
           baseline=python * 1000)
    report("  python main.py, the same (baseline)", python * 1000, "ms")
