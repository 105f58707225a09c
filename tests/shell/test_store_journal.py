"""The save file's write-ahead log (`-wal`): folded back often enough that a nearly full disk still takes the
game's writes, never replayed onto a save it does not belong to, and read when the folder is read-only.

Crashes are real (a second process that records results and exits without closing the store); the full disk is
SQLite's own `PRAGMA max_page_count` on the store's connection, which makes writes fail with SQLITE_FULL exactly
as a full disk does, on any system and without mounting anything."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.logic.outcome import Ending, Outcome
from game.store import FILE_NAME, Store
from game.store_file import JOURNAL_LIMIT_BYTES, journal_of
from tests.datasets import ROOT
from tests.shell.saves import aside_files
from tests.shell.test_store_recovery import read_only

CRASH = """
import os, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from game.logic.outcome import Ending, Outcome
from game.store import Store
store = Store.open(Path(sys.argv[2]))
for name in sys.argv[3:]:
    if name == "--erase":
        store.reset_progress()
    else:
        store.record_outcome("sudoku", name, Outcome(Ending.SOLVED, 10.0, 5))
os._exit(0)  # a crash: the store is never closed, its journal stays beside the file
"""


def crash_after(folder: Path, *levels: str) -> None:
    subprocess.run([sys.executable, "-c", CRASH, str(ROOT), str(folder), *levels], check=True, timeout=60)
    assert journal_of(folder / FILE_NAME).stat().st_size > 0


def solved_levels(folder: Path) -> set[str]:
    store = Store.open(folder)
    try:
        return {level for level, p in store.progress("sudoku").items() if p.solved}
    finally:
        store.close()


def clean_save(folder: Path, *levels: str) -> None:
    store = Store.open(folder)
    for level in levels:
        store.record_outcome("sudoku", level, Outcome(Ending.SOLVED, 10.0, 5))
    store.close()


def test_closing_folds_the_journal_back_and_removes_it(tmp_path):
    clean_save(tmp_path, "a")
    assert not journal_of(tmp_path / FILE_NAME).exists()


def test_a_crash_journal_of_the_same_save_is_replayed_without_a_word(tmp_path):
    clean_save(tmp_path, "kept")
    crash_after(tmp_path, "crashed-1", "crashed-2")
    store = Store.open(tmp_path)
    assert set(store.progress("sudoku")) == {"kept", "crashed-1", "crashed-2"}
    assert store.notice is None and aside_files(tmp_path) == []
    assert [p for p in tmp_path.iterdir() if ".journal-" in p.name] == []


def test_a_journal_left_from_another_save_is_kept_aside_not_replayed(tmp_path):
    """A crash leaves save A's journal; then save B is restored into the folder. B opens as it is; A's journal is
    kept aside with a copy of B, and the player is told."""
    crash_after(tmp_path, "a-1", "a-2")
    restored = tmp_path / "backup"
    restored.mkdir()
    clean_save(restored, *(f"b-{n}" for n in range(30)))
    (restored / FILE_NAME).replace(tmp_path / FILE_NAME)
    store = Store.open(tmp_path)
    assert {level for level, p in store.progress("sudoku").items() if p.solved} == {f"b-{n}" for n in range(30)}
    assert store.notice is not None and "did not belong" in store.notice
    kept = [p for p in tmp_path.iterdir() if ".journal-" in p.name]
    assert len(kept) == 2 and any(p.name.endswith("-wal") for p in kept)
    store.close()


def test_the_journal_stays_small_through_many_writes(tmp_path):
    store = Store.open(tmp_path)
    for n in range(100):
        store.record_outcome("sudoku", f"level-{n}", Outcome(Ending.SOLVED, 10.0, 5))
        store.save_game("sudoku", {"history": {"moves": ["x"] * 50, "position": 0}, "elapsed": float(n)})
    assert journal_of(tmp_path / FILE_NAME).stat().st_size <= JOURNAL_LIMIT_BYTES
    store.close()


def test_a_full_disk_holds_writes_and_loses_nothing(tmp_path):
    store = Store.open(tmp_path)
    pages = store._db.execute("PRAGMA page_count").fetchone()[0]
    store._db.execute(f"PRAGMA max_page_count = {pages + 2}")  # room for a few more pages only
    written = []
    for n in range(60):
        store.record_outcome("sudoku", f"level-{n:03d}-" + "x" * 200, Outcome(Ending.SOLVED, 10.0, 5))
        written.append(f"level-{n:03d}-" + "x" * 200)
    assert store.keeps_progress
    assert store.notice is not None and "disk is full" in store.notice
    store._db.execute("PRAGMA max_page_count = 1000000")  # room again
    store.record_outcome("sudoku", "after", Outcome(Ending.SOLVED, 10.0, 5))
    store.close()
    assert solved_levels(tmp_path) == {*written, "after"}


def test_a_read_only_folder_shows_the_results_in_the_journal(tmp_path):
    clean_save(tmp_path, "in-file")
    crash_after(tmp_path, "in-journal")
    Path(f"{tmp_path / FILE_NAME}-shm").unlink()  # as a backup copies it: the file and its journal
    with read_only(tmp_path):
        store = Store.open(tmp_path)
        assert set(store.progress("sudoku")) == {"in-file", "in-journal"}
        assert not store.keeps_progress and store.notice is not None
        store.close()


def test_progress_erased_before_a_crash_stays_erased(tmp_path):
    """Erasing is the one write that takes results away: it goes into the file itself, so the journal a crash
    then leaves is not taken for another save's."""
    clean_save(tmp_path, "old")
    crash_after(tmp_path, "--erase", "new")
    again = Store.open(tmp_path)
    assert set(again.progress("sudoku")) == {"new"} and again.notice is None
