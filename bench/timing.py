"""Timing helpers shared by the benchmark modules."""
from __future__ import annotations

import resource
import subprocess
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent  # the project folder (main.py)


def seconds_per_call(fn: Callable[[], object], min_seconds: float = 0.3) -> float:
    """Seconds per call of `fn`, repeated until at least `min_seconds` have passed (short calls need many)."""
    calls, start = 0, time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return elapsed / calls


def cpu_seconds(cmd: list[str], stdin: bytes) -> tuple[float, bytes]:
    """CPU seconds (user + system) of one run of `cmd` fed `stdin`, process start included, from the OS's
    accounting of finished children; and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout
