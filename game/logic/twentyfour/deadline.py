"""A time budget for the 24 solver: a deadline and a cancel flag the search checks as it goes.

The same idea as the matchstick solver's `Budget`, fitted to a solver whose tables are cached functions: the
limit is not passed down the search (it would become part of every cache key) but set for the calling thread
with `within(deadline)`, and the search's outer loops call `check()`. Once the deadline has passed or the
deadline is cancelled, `check` raises OutOfTime, which ends the search; nothing half-built is cached (a cached
function keeps only the results it returned). Outside `within`, `check` costs one context-variable read.

The logic stays pure: the caller injects the clock (e.g. the monotonic or the process-time clock of the time
module); a scene, which reads no clock, can give only a cancel flag and cancel it when its own time is up.
"""
from __future__ import annotations

from contextvars import ContextVar, Token
from typing import Callable

CLOCK_EVERY = 64   # checks between two reads of the clock (a check costs far less than a clock read)


class OutOfTime(Exception):
    """The search's deadline passed, or it was cancelled (`Deadline.reason` says which)."""


class Deadline:
    """`seconds` after creation by `clock`, or until `cancel()` (another thread may call it at any time).
    Both limits are optional: Deadline() never stops a search."""

    def __init__(self, seconds: float | None = None, clock: Callable[[], float] | None = None) -> None:
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock (a function returning seconds)")
        self.seconds = seconds
        self.clock = clock
        self.at = clock() + seconds if clock is not None and seconds is not None else None
        self.cancelled = False
        self.reason = ""      # why the search stopped, once it has
        self._countdown = CLOCK_EVERY  # checks left before the next clock read (the clock was just read)

    def cancel(self) -> None:
        self.cancelled = True

    def check(self) -> None:
        """Raise OutOfTime once the deadline has passed or it was cancelled."""
        if self.cancelled:
            self.reason = "cancelled"
            raise OutOfTime(self.reason)
        if self._countdown:
            self._countdown -= 1
            return
        self._countdown = CLOCK_EVERY
        if self.at is not None and self.clock is not None and self.clock() > self.at:
            self.reason = f"stopped after {self.seconds:g} s (its time budget)"
            raise OutOfTime(self.reason)


_ACTIVE: ContextVar[Deadline | None] = ContextVar("twentyfour_deadline", default=None)


class _Within:
    """The block of `within`: a plain context manager (a batch enters one per hand; a generator-based one cost
    more than the checks themselves)."""

    def __init__(self, deadline: Deadline) -> None:
        self.deadline = deadline
        self.token: Token[Deadline | None] | None = None

    def __enter__(self) -> Deadline:
        self.token = _ACTIVE.set(self.deadline)
        return self.deadline

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            _ACTIVE.reset(self.token)


def within(deadline: Deadline) -> _Within:
    """Every 24 search this thread runs inside the block stops with OutOfTime once `deadline` is spent."""
    return _Within(deadline)


def check() -> None:
    """Called by the search's outer loops: OutOfTime when the thread's deadline is spent."""
    deadline = _ACTIVE.get()
    if deadline is not None:
        deadline.check()
