"""Another program holding the save file's write lock: the game starts at once, keeps playing, holds what it could
not write (never drops it), says so once, and saves it all when the lock comes free.

The lock is held by a real second process (sqlite3's BEGIN IMMEDIATE, as another copy of the game or a database
tool holds it)."""
from __future__ import annotations

import subprocess
import sys
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


def test_writes_made_while_locked_are_held_and_saved_when_the_lock_is_gone(save, monkeypatch):
    monkeypatch.setattr("game.store.RETRY_S", 0.0)  # try the held writes again at every use
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "one", solved("one"))
        store.save_game("sudoku", {"history": {"moves": [], "position": 0}, "elapsed": 3.0})
        assert store.keeps_progress  # play goes on towards the file, not into a copy that is lost
        notices = [n for n in store.notices if "not saved yet" in n]
        assert len(notices) == 1 and "locked" in notices[0]  # said once
        store.record_outcome("sudoku", "two", solved("two"))
        assert len([n for n in store.notices if "not saved yet" in n]) == 1
    store.record_outcome("sudoku", "three", solved("three"))  # the next change saves everything held
    store.close()
    again = Store(save)
    assert set(again.progress("sudoku")) == {"before", "one", "two", "three"}
    assert again.load_game("sudoku") is not None and again.notice is None


def test_writes_held_at_the_end_are_saved_on_closing_once_the_lock_is_gone(save):
    store = Store(save)
    with locked(save):
        store.record_outcome("sudoku", "late", solved("late"))
    store.close()
    assert "late" in Store(save).progress("sudoku")
