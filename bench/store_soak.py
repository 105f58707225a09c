"""Soak: two copies of the game on one data folder for up to 10 s each, a third program taking the write lock
now and then, both copies killed at random; ROUNDS rounds (default 16). Prints, over all rounds: results
finished, results lost (see tests/shell/copies.py), and frames whose store calls took longer than a frame.

    python -m bench.store_soak [ROUNDS]
"""
from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from tests.shell.copies import LAG_FRAMES, play_and_kill


def main(rounds: int) -> int:
    rng = random.Random(2026)
    finished = lost = frames = 0
    failed_rounds = 0
    slow: list[int] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(rounds):
            played = play_and_kill(Path(tmp) / f"round-{n}", rng, seconds=(2.0, 10.0))
            gone = played.lost()
            finished += played.finished()
            lost += len(gone)
            failed_rounds += bool(gone)
            frames += sum(copy.last_frame() for copy in played.copies)
            slow += [ms for copy in played.copies for ms in copy.slow_frames()]
            print(f"round {n + 1}: {played.finished()} finished, {len(gone)} lost "
                  f"{gone[:5] if gone else ''}", flush=True)
    print(f"{rounds} rounds: {finished} results finished, {lost} lost ({failed_rounds} rounds with a loss; "
          f"a result counts as due once reported written or {LAG_FRAMES} frames old)")
    print(f"{frames} frames played, {len(slow)} with store calls over a frame (1/60 s)"
          + (f", the longest {max(slow)} ms" if slow else ""))
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if sys.argv[1:] else 16))
