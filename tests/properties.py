"""Property tests that prove they reached their assertion.

hypothesis' event() and target() only report, and a test whose examples all take an early exit passes with
nothing checked. So each example records how it ended (`tally("checked")`, `tally("rejected")`, ...) and, once
hypothesis has run them all, the test asserts on the counts with `tally.require(checked=N, ...)`.
"""
from __future__ import annotations

from collections import Counter


class Tally:
    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def __call__(self, outcome: str = "checked") -> None:
        self.counts[outcome] += 1

    def __getitem__(self, outcome: str) -> int:
        return self.counts[outcome]

    def require(self, **at_least: int) -> None:
        """Each named outcome was reached by at least that many examples."""
        short = {name: self.counts[name] for name, n in at_least.items() if self.counts[name] < n}
        assert not short, f"too few examples reached their check: got {dict(self.counts)}, wanted {at_least}"
