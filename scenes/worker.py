"""Background jobs for scenes: one daemon thread per job, a cancel flag the job can check or hook into, and a list
of the jobs still running so that the app can cancel them all when the player quits.

Why not a ThreadPoolExecutor: Python joins its threads when the interpreter exits, so one long matchstick solve
would keep the process alive long after the player quit, and its single worker would queue a new question behind
the old one. Here a new question starts a new job at once, the scene drops the old one (cancelled, its result never
read), and a job that cannot stop early (the sudoku generator) still cannot hold up the exit: its thread is a
daemon. Scenes poll `done` each frame and never block on a job; only tests and the app's exit wait.
"""
from __future__ import annotations

import threading
import time
from typing import Callable, Generic, TypeVar

T = TypeVar("T", covariant=True)   # a Job[int] is one of the running Job[object]s


class CancelFlag:
    """Handed to a job: `cancelled` to poll, `on_cancel(fn)` to be told at once (e.g. a solver budget's cancel)."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._hooks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Sleep until cancelled or `timeout` seconds pass (for a job that waits on something); True if cancelled."""
        return self._event.wait(timeout)

    def on_cancel(self, hook: Callable[[], None]) -> None:
        """Call `hook` when the job is cancelled (now, if it already is). It runs on the cancelling thread."""
        with self._lock:
            if not self._event.is_set():
                self._hooks.append(hook)
                return
        hook()

    def set(self) -> None:
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            hooks, self._hooks = self._hooks, []
        for hook in hooks:
            hook()


class Job(Generic[T]):
    """`work(flag)` running in a daemon thread from construction on; read `result()` once `done`."""

    def __init__(self, work: Callable[[CancelFlag], T], name: str = "worker") -> None:
        self.flag = CancelFlag()
        self._work = work
        self._value: tuple[T] | None = None   # boxed: a job may return None
        self._error: BaseException | None = None
        self._done = threading.Event()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        with _LOCK:
            _LIVE.add(self)
        self.thread.start()

    def _run(self) -> None:
        try:
            self._value = (self._work(self.flag),)
        except BaseException as err:  # handed to whoever reads the result; a worker must never die silently
            self._error = err
        finally:
            self._done.set()
            with _LOCK:
                _LIVE.discard(self)

    def cancel(self) -> None:
        """Ask the job to stop (it stops at once if it checks its flag or hooked a budget to it)."""
        self.flag.set()

    @property
    def cancelled(self) -> bool:
        return self.flag.cancelled

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def result(self) -> T:
        """The job's return value (or its exception, raised here). Only once `done`: this never waits."""
        if not self._done.is_set():
            raise RuntimeError(f"job {self.thread.name} has not finished")
        if self._error is not None:
            raise self._error
        assert self._value is not None  # set by _run before _done when the work did not raise
        return self._value[0]

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the thread to end (tests and the app's exit only); True if it has."""
        self.thread.join(timeout)
        return not self.thread.is_alive()


_LOCK = threading.Lock()
_LIVE: set[Job[object]] = set()


def running() -> list[Job[object]]:
    """The jobs whose thread has not finished yet."""
    with _LOCK:
        return list(_LIVE)


def cancel_all() -> None:
    """The app is quitting: ask every running job to stop."""
    for job in running():
        job.cancel()


def wait_all(timeout: float) -> bool:
    """Give running jobs up to `timeout` seconds in all to end (after `cancel_all`); True if none is left.
    Whatever is still running after that is a daemon thread and ends with the process."""
    deadline = time.monotonic() + timeout
    for job in running():
        if not job.join(max(0.0, deadline - time.monotonic())):
            return False
    return not running()
