"""Two copies of the game on one data folder each keep their own game in progress: the second copy neither
resumes nor writes over the game the first is playing. A game left by a copy that has ended (closed, crashed or
killed) is offered to the next copy with no game of its own, and to one copy only.

Copies are told apart by a lock the operating system holds for each running copy: two stores in one process
hold two locks as two processes do, and one test uses a real second process, killed."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from game.store import FILE_NAME, SCHEMA_VERSION, Store
from tests.datasets import ROOT
from tests.shell.saves import old_save


def game(tag: str) -> dict:
    return {"level": tag, "history": {"moves": [], "position": 0}, "elapsed": 1.0}


def rows(folder: Path) -> set[str]:
    db = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    try:
        return {row[0] for row in db.execute("SELECT json_extract(data, '$.level') FROM saves WHERE game = 'sudoku'")}
    finally:
        db.close()


def test_a_second_copy_keeps_its_own_game_and_never_replaces_the_first(tmp_path):
    first, second = Store.open(tmp_path), Store.open(tmp_path)
    first.save_game("sudoku", game("first"))
    assert second.load_game("sudoku") is None  # the first copy's game is being played there
    second.save_game("sudoku", game("second"))
    first.save_game("sudoku", game("first, later"))
    assert first.load_game("sudoku")["level"] == "first, later"
    assert second.load_game("sudoku")["level"] == "second"
    assert rows(tmp_path) == {"first, later", "second"}  # both kept in the file
    second.clear_game("sudoku")  # the second copy finished its game: the first's is untouched
    assert rows(tmp_path) == {"first, later"}
    first.close()
    second.close()


def test_a_game_left_by_a_copy_that_ended_goes_to_the_next_copy_without_one(tmp_path):
    first, second = Store.open(tmp_path), Store.open(tmp_path)
    first.save_game("sudoku", game("first"))
    second.save_game("sudoku", game("second"))
    second.close()
    assert first.load_game("sudoku")["level"] == "first"  # its own game comes first
    first.clear_game("sudoku")
    assert first.load_game("sudoku")["level"] == "second"  # then the one nobody plays any more
    third = Store.open(tmp_path)
    assert third.load_game("sudoku") is None  # taken over by the first copy: offered once only
    first.close()
    third.close()
    again = Store.open(tmp_path)
    assert again.load_game("sudoku")["level"] == "second"
    again.close()


CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from game.store import Store
store = Store.open(Path(sys.argv[2]))
store.save_game("sudoku", {"level": "child", "history": {"moves": [], "position": 0}, "elapsed": 1.0})
print("saved", flush=True)
sys.stdin.read()
"""


def test_a_copy_in_another_process_is_told_apart_and_its_game_outlives_a_kill(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(ROOT), str(tmp_path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "saved"
        mine = Store.open(tmp_path)
        assert mine.load_game("sudoku") is None
        mine.save_game("sudoku", game("parent"))
        assert rows(tmp_path) == {"child", "parent"}
    finally:
        child.kill()
        child.wait(30)
    mine.clear_game("sudoku")
    assert mine.load_game("sudoku")["level"] == "child"  # the killed copy's game is not lost
    mine.close()


def test_a_game_saved_by_an_older_version_resumes(tmp_path):
    path = old_save(tmp_path, version=2)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("INSERT INTO saves (game, data, updated_at) VALUES ('sudoku', ?, 0)",
               ('{"level": "old", "history": {"moves": [], "position": 0}, "elapsed": 1.0}',))
    db.close()
    store = Store.open(tmp_path)
    assert store.schema_version == SCHEMA_VERSION
    assert store.load_game("sudoku")["level"] == "old"
    store.close()
