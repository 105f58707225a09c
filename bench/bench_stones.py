"""Stone duel speed: the AI's move on huge boards, and the textbook brute-force search with and without
merging permuted positions."""
from __future__ import annotations

import random
from collections.abc import Callable

from bench.timing import seconds_per_call
from game.logic import stones

Report = Callable[..., None]  # report(label, value, unit, baseline=None, target=None)


def run(report: Report) -> None:
    rng = random.Random(2026)
    winning = stones.State(tuple(rng.randrange(2, 10 ** 9 + 1) for _ in range(1000)))
    heaps = list(winning.heaps)
    heaps[-1] ^= stones.nim_sum(heaps)  # nim-sum 0: a lost position, so the AI stalls
    losing = stones.State(tuple(heaps))
    assert stones.mover_wins(winning.heaps) and not stones.mover_wins(losing.heaps)

    for name, state in (("winning", winning), ("losing", losing)):
        seconds = seconds_per_call(lambda: stones.ai_move(state, stones.Strength.PERFECT, rng))
        report(f"stones AI move, 1000 heaps <= 10^9, {name}", seconds * 1e6, "us", target="< 1000 us")
    seconds = seconds_per_call(lambda: stones.explain(winning.heaps))
    report("stones explanation, 1000 heaps <= 10^9", seconds * 1e6, "us")

    # The classic puzzle's shape (m=6, n=4), and a bigger one where merging pays off more.
    for m, n in ((6, 4), (5, 8)):
        positions = n ** m
        full = seconds_per_call(lambda: stones.search_outcomes(m, n, merge=False))
        merged = seconds_per_call(lambda: stones.search_outcomes(m, n, merge=True))
        entries = len(stones.search_outcomes(m, n, merge=True))
        report(f"stones DP m={m} n={n}, ordered states ({positions})", positions / full, "states/s")
        report(f"stones DP m={m} n={n}, merged states ({entries})", entries / merged, "states/s")
        report(f"stones DP m={m} n={n}, positions decided, merged vs ordered", positions / merged, "positions/s",
               baseline=positions / full)


if __name__ == "__main__":
    from bench.__main__ import report

    run(report)
