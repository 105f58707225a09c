"""Two copies of the game started at once on one data folder (issue 15, item 1).

Each round starts two processes that open the store at the same moment and record results; afterwards every
finished result of both is in the file, neither copy was told anything went wrong, and nothing was moved aside.
Rounds run on a fresh folder and on a save left by an older schema (both copies then race to migrate it).
MATCHBOX_STRESS_ROUNDS sets the rounds per case (a few by default, to keep the suite quick; raise it for a soak).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.store import FILE_NAME, SCHEMA_VERSION, Store
from tests.shell.saves import aside_files, old_save

ROOT = Path(__file__).resolve().parents[2]
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
