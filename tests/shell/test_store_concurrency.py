"""Two copies of the game on one data folder: a copy that starts during the other's migration waits for it, a
file another copy holds busy is never moved aside, and two copies started at once lose no result and move
nothing aside.

The race starts two processes that open the store at the same moment and record results, on a fresh folder and
on a save left by an older schema (both copies then race to migrate it). MATCHBOX_STRESS_ROUNDS sets the rounds
per case (a few by default, to keep the suite quick; raise it for a soak)."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.store import FILE_NAME, MIGRATIONS, SCHEMA_VERSION, Store, _statements
from tests.datasets import ROOT
from tests.shell.saves import aside_files, old_save, typical_session


ROUNDS = int(os.environ.get("MATCHBOX_STRESS_ROUNDS", "6"))
RESULTS = 5  # results each copy records

COPY = """
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from game.logic.outcome import Ending, Outcome
from game.store import Store
folder, name, go = Path(sys.argv[2]), sys.argv[3], sys.argv[4]
open(os.path.join(folder.parent, name + ".ready"), "w").close()
while not os.path.exists(go):
    time.sleep(0.0005)
store = Store.open(folder)
for i in range(int(sys.argv[5])):
    store.record_outcome("stones", f"{name}-{i}", Outcome(Ending.SOLVED, i + 1, 0))
print(json.dumps({"notice": store.notice, "keeps": store.keeps_progress}))
store.close()
"""


def race(folder: Path) -> list[dict]:
    """Start two copies, release them together, and return what each reported."""
    go = folder.parent / "go"
    names = ("a", "b")
    procs = [subprocess.Popen([sys.executable, "-c", COPY, str(ROOT), str(folder), name, str(go), str(RESULTS)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in names]
    deadline = time.monotonic() + 60
    while not all((folder.parent / f"{name}.ready").exists() for name in names):
        assert time.monotonic() < deadline, "the copies never started"
        time.sleep(0.002)
    go.touch()
    reports = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        reports.append(json.loads(out))
    return reports


def test_second_copy_waits_for_the_first_copys_migration(tmp_path):
    """Copy A is migrating (its transaction is open) when copy B starts: B must wait and find the work done,
    not re-run the migration, take the error for damage and move the file aside under A."""
    path = old_save(tmp_path, version=1)
    first = sqlite3.connect(path, isolation_level=None)
    first.execute("BEGIN IMMEDIATE")
    for statement in _statements(MIGRATIONS[1]):
        first.execute(statement)
    first.execute("PRAGMA user_version = 2")
    seen: list[object] = []

    def second_copy() -> None:  # a connection is used in the thread that opened it
        try:
            store = Store(path)
            seen.append((store.notice, store.progress("sudoku").get("old"), store.schema_version))
            store.close()
        except Exception as err:  # reported below, with the test's own assertions
            seen.append(err)

    second = threading.Thread(target=second_copy)
    second.start()
    time.sleep(0.5)  # let the second copy read the old version and block on the lock
    first.execute("COMMIT")
    first.close()
    second.join(30)
    assert aside_files(tmp_path) == [], seen
    assert isinstance(seen[0], tuple), seen[0]
    notice, old, version = seen[0]
    assert notice is None
    assert old is not None and old.solved and version == SCHEMA_VERSION


def test_a_busy_file_is_never_moved_aside(tmp_path, monkeypatch):
    """Another copy holding the write lock past the wait: play goes on unsaved, the file stays where it is."""
    path = old_save(tmp_path, version=1)
    monkeypatch.setattr("game.store_file.BUSY_TIMEOUT_S", 0.2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    store = Store(path)
    other.execute("ROLLBACK")
    other.close()
    assert aside_files(tmp_path) == [] and path.exists()
    assert "another copy" in store.notice and not store.keeps_progress
    assert store.progress("sudoku")["old"].solved  # what the file held is still shown
    typical_session(store)


@pytest.mark.oracle
@pytest.mark.parametrize("start", ["fresh", "older-schema"])
def test_two_copies_at_once_lose_nothing_and_move_nothing(tmp_path, start):
    lost = []
    for n in range(ROUNDS):
        folder = tmp_path / f"round-{n}" / "data"
        folder.mkdir(parents=True)
        if start == "older-schema":
            old_save(folder, version=1)
        reports = race(folder)
        store = Store.open(folder)
        kept = set(store.progress("stones"))
        expected = {f"{name}-{i}" for name in "ab" for i in range(RESULTS)}
        if start == "older-schema":
            expected_old = store.progress("sudoku").get("old")
            assert expected_old is not None and expected_old.solved, f"round {n}: the old result was lost"
        assert store.notice is None and store.schema_version == SCHEMA_VERSION
        store.close()
        lost.extend(sorted(expected - kept))
        assert aside_files(folder) == [], f"round {n}: the save was moved aside"
        assert all(r["notice"] is None and r["keeps"] for r in reports), f"round {n}: {reports}"
        assert (folder / FILE_NAME).exists()
    assert lost == []
