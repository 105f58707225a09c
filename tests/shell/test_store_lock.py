"""Another program holding the save file's write lock: the game starts at once, keeps playing, keeps what it could
not write pending (never drops it), says so once when the wait is long, and a writer thread writes it all, in
order, as soon as the lock comes free, with no further call to the store.

The lock is held by a real second process (sqlite3's BEGIN IMMEDIATE, as another copy of the game or a database
tool holds it)."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.logic.outcome import Ending, Outcome
from game.store import FILE_NAME, Store

HOLDER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()
db.execute("ROLLBACK")
"""


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another process holds the write lock of `path` until the block ends."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        yield
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(30)


def solved(level: str) -> Outcome:
    return Outcome(Ending.SOLVED, 10.0, 5)


@pytest.fixture
def save(tmp_path: Path) -> Path:
    store = Store.open(tmp_path)
    store.record_outcome("sudoku", "before", solved("before"))
    store.close()
    return tmp_path / FILE_NAME


def test_a_save_locked_by_another_program_opens_for_play_and_saving(save):
    with locked(save):
        store = Store(save)
        assert store.notice is None and store.keeps_progress
        assert store.progress("sudoku")["before"].solved  # what the file holds is shown
    store.record_outcome("sudoku", "after", solved("after"))  # the lock is gone: saved at once
    store.close()
    assert set(Store(save).progress("sudoku")) == {"before", "after"}


def in_file(save: Path, level: str) -> bool:
    """Whether the file itself holds `level`'s result, read by a connection of its own."""
    db = sqlite3.connect(save, isolation_level=None)
    try:
        return db.execute("SELECT 1 FROM progress WHERE game = 'sudoku' AND level_id = ?", (level,)).fetchone() is not None
    finally:
        db.close()


def wait_until(check, seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def test_writes_made_while_locked_reach_the_file_when_the_lock_is_gone_with_no_further_call(save):
    """Nothing waits in memory for the next use of the store: the writer thread writes as soon as it can."""
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "one", solved("one"))
        store.save_game("sudoku", {"history": {"moves": [], "position": 0}, "elapsed": 3.0})
        store.record_outcome("sudoku", "two", solved("two"))
        assert store.keeps_progress  # play goes on towards the file, not into a copy that is lost
        assert not in_file(save, "one")
    assert wait_until(lambda: in_file(save, "one") and in_file(save, "two")), "the pending writes never landed"
    assert store.progress("sudoku", ["one", "two"]).keys() == {"one", "two"}
    assert store.close() == 0
    again = Store(save)
    assert set(again.progress("sudoku")) == {"before", "one", "two"}
    assert again.load_game("sudoku") is not None and again.notice is None


def test_a_long_wait_is_said_once(save, monkeypatch):
    monkeypatch.setattr("game.store_connection.HELD_NOTICE_S", 0.0)
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "one", solved("one"))
        assert wait_until(lambda: any("not saved yet" in n for n in store.notices))
        store.record_outcome("sudoku", "two", solved("two"))
        time.sleep(0.1)  # the writer thread goes on trying
        notices = [n for n in store.notices if "not saved yet" in n]
        assert len(notices) == 1 and "locked" in notices[0]
    assert wait_until(lambda: in_file(save, "two"))
    store.close()


def test_later_writes_queue_behind_pending_ones_in_order(save):
    """A setting changed twice while the lock is taken ends as the second value: the writes land in order."""
    store = Store(save)
    with locked(save):
        for value in range(20):
            store.set_setting("twentyfour.seed", value)
    assert wait_until(lambda: store.get_setting("twentyfour.seed") == 19)
    store.close()
    assert Store(save).get_setting("twentyfour.seed") == 19


def test_a_bug_in_one_write_does_not_hold_back_the_others(save):
    store = Store(save)

    def broken(db: sqlite3.Connection) -> None:
        raise KeyError("a bug")

    with pytest.raises(KeyError):
        store._change(broken)
    store.record_outcome("sudoku", "after", solved("after"))
    assert in_file(save, "after")
    store.close()


def test_writes_pending_at_the_end_are_saved_on_closing_once_the_lock_is_gone(save):
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "late", solved("late"))
    assert store.close() == 0
    assert "late" in Store(save).progress("sudoku")


def test_closing_while_the_lock_stays_taken_counts_what_is_lost(save, monkeypatch):
    monkeypatch.setattr("game.store_connection.CLOSE_WAIT_S", 0.2)
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "one", solved("one"))
        store.record_outcome("sudoku", "two", solved("two"))
        assert store.close() == 2
