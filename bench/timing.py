"""Timing helpers shared by the benchmark modules."""
from __future__ import annotations

import time
from typing import Callable


def seconds_per_call(fn: Callable[[], object], min_seconds: float = 0.3) -> float:
    """Seconds per call of `fn`, repeated until at least `min_seconds` have passed (short calls need many)."""
    calls, start = 0, time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return elapsed / calls
