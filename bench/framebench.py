"""Frame-time measurement shared by the scene benchmarks: per-frame update+draw time, p50 and p99."""
from __future__ import annotations

import time
from typing import Callable


def percentile(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, int(round(p / 100 * (len(ordered) - 1)))))
    return ordered[index]


def frame_times(frame: Callable[[int], None], frames: int = 600, warmup: int = 30) -> list[float]:
    """Milliseconds for each call of frame(i), after `warmup` uncounted calls."""
    for i in range(warmup):
        frame(i)
    out = []
    for i in range(frames):
        start = time.perf_counter()
        frame(i)
        out.append((time.perf_counter() - start) * 1000)
    return out
