"""A cooperative limit on a search: a deadline, a work limit and a cancel flag, checked by the search itself.

The logic stays pure: the caller injects the clock (e.g. the monotonic clock of the time module) and sets `cancelled` from another
thread (a new question on the custom screen, leaving it, quitting). The search calls `charge(n)` as it works;
once the budget is spent or cancelled, `charge` raises BudgetExceeded and the search returns what it found so
far, marked incomplete with the reason.
"""
from __future__ import annotations

from typing import Callable

_CHECK_EVERY = 2048  # units of work between clock reads (a clock read costs far more than a count)


class BudgetExceeded(Exception):
    """Raised inside a search when its budget ran out or it was cancelled (never escapes solve())."""


class Budget:
    """`seconds` after creation by `clock`, at most `max_work` units of work, or until `cancel()`.

    Every limit is optional: Budget() never stops a search, Budget(max_work=1000) is deterministic
    (tests), Budget(seconds=5, clock=<a monotonic clock>) is what a person waits for."""

    def __init__(self, seconds: float | None = None, clock: Callable[[], float] | None = None,
                 max_work: int | None = None) -> None:
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock (a function returning seconds)")
        self.seconds = seconds
        self.clock = clock
        self.max_work = max_work
        self.deadline = clock() + seconds if clock is not None and seconds is not None else None
        self.work = 0
        self.cancelled = False      # another thread may set this (or call cancel()) at any time
        self.reason = ""            # why the search stopped, once it has
        self._next_check = _CHECK_EVERY if max_work is None else min(_CHECK_EVERY, max_work + 1)

    def cancel(self) -> None:
        self.cancelled = True

    def charge(self, units: int = 1) -> None:
        """Count `units` of work; raise BudgetExceeded once the budget is spent or cancelled."""
        self.work += units
        if self.work < self._next_check and not self.cancelled:
            return
        self._checkpoint()

    def _checkpoint(self) -> None:
        """Look at the limits (every _CHECK_EVERY units, and at max_work); raise BudgetExceeded when one is passed."""
        self._next_check = self.work + _CHECK_EVERY
        if self.max_work is not None:
            self._next_check = min(self._next_check, self.max_work + 1)
        if self.cancelled:
            self.reason = "cancelled"
        elif self.max_work is not None and self.work > self.max_work:
            self.reason = f"work budget of {self.max_work} steps exceeded"
        elif self.deadline is not None and self.clock is not None and self.clock() > self.deadline:
            self.reason = f"time budget of {self.seconds:g} s exceeded"
        else:
            return
        raise BudgetExceeded(self.reason)


class Part(Budget):
    """A share of another budget: at most `max_work` units (or `seconds` by `clock`) of its own, while every unit
    also counts against the whole (which may stop it first, or be cancelled). `spent_whole` says which of the two
    ran out. Once `also` is set, every unit from then on counts against that budget too (a search that must stop
    by a deadline only after it has met an answer). The units are passed on in batches, never later than the whole
    (or `also`) would next look at its limits, so each stops exactly where it would have: a search charges a
    hundred thousand times a second, and a call to each budget every time was a tenth of a trial's work."""

    def __init__(self, whole: Budget | None, max_work: int | None = None, seconds: float | None = None,
                 clock: Callable[[], float] | None = None) -> None:
        super().__init__(seconds=seconds, clock=clock, max_work=max_work)
        self.whole = whole
        self._also: Budget | None = None
        self._told = 0   # the units passed on so far
        self._sooner()

    @property
    def also(self) -> Budget | None:
        """Another budget every unit counts against from when it is set."""
        return self._also

    @also.setter
    def also(self, budget: Budget | None) -> None:
        self._pass_on()   # the units so far are not its
        self._also = budget
        self._sooner()

    def _pass_on(self) -> None:
        units, self._told = self.work - self._told, self.work
        if units:
            if self.whole is not None:
                self.whole.charge(units)
            if self._also is not None:
                self._also.charge(units)

    def _sooner(self) -> None:
        """Look again no later than the whole or `also` would look at its own limits (or notice a cancel)."""
        for other in (self.whole, self._also):
            if other is not None:
                self._next_check = min(self._next_check, self.work + max(1, other._next_check - other.work))

    def _checkpoint(self) -> None:
        self._pass_on()
        super()._checkpoint()
        self._sooner()

    @property
    def spent_whole(self) -> bool:
        return self.whole is not None and self.whole.reason != ""
