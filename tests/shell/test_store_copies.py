"""Two copies of the game on one data folder each keep their own game in progress: the second copy neither
resumes nor writes over the game the first is playing. A game left by a copy that has ended (closed, crashed or
killed) is offered to the next copy with no game of its own, and to one copy only.

A copy is a process (stores opened within one process are one copy): the other copies here are real processes,
told apart by the locks the operating system holds for each running copy."""
from __future__ import annotations

import json
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


COPY = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from game.store import Store
store = Store.open(Path(sys.argv[2]))
for line in sys.stdin:
    command, _, tag = line.strip().partition(" ")
    if command == "save":
        store.save_game("sudoku", {"level": tag, "history": {"moves": [], "position": 0}, "elapsed": 1.0})
    elif command == "clear":
        store.clear_game("sudoku")
    elif command == "close":
        store.close()
    saved = store.load_game("sudoku") if command == "load" else None
    print(json.dumps(saved and saved["level"]), flush=True)
"""


class OtherCopy:
    """Another copy of the game, in its own process, on `folder`."""

    def __init__(self, folder: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", COPY, str(ROOT), str(folder)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def __call__(self, command: str) -> str | None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def end(self, how: str = "close") -> None:
        if how == "close":
            self("close")
        self.proc.kill()
        self.proc.wait(30)


def test_a_second_copy_keeps_its_own_game_and_never_replaces_the_first(tmp_path):
    first = OtherCopy(tmp_path)
    try:
        first("save first")
        second = Store.open(tmp_path)
        assert second.load_game("sudoku") is None  # the first copy's game is being played there
        second.save_game("sudoku", game("second"))
        first("save first, later")
        assert first("load") == "first, later"
        assert second.load_game("sudoku")["level"] == "second"
        assert rows(tmp_path) == {"first, later", "second"}  # both kept in the file
        second.clear_game("sudoku")  # the second copy finished its game: the first's is untouched
        assert rows(tmp_path) == {"first, later"} and first("load") == "first, later"
        second.close()
    finally:
        first.end()


def test_a_game_left_by_a_copy_that_ended_goes_to_the_next_copy_without_one(tmp_path):
    mine = Store.open(tmp_path)
    mine.save_game("sudoku", game("mine"))
    other = OtherCopy(tmp_path)
    other("save other")
    other.end("close")
    assert mine.load_game("sudoku")["level"] == "mine"  # its own game comes first
    mine.clear_game("sudoku")
    third = OtherCopy(tmp_path)
    try:
        assert mine.load_game("sudoku")["level"] == "other"  # then the one nobody plays any more
        assert third("load") is None  # taken over by this copy: offered once only
    finally:
        third.end()
    mine.close()
    again = OtherCopy(tmp_path)
    try:
        assert again("load") == "other"  # and still there for the next start
    finally:
        again.end()


def test_the_game_of_a_killed_copy_is_not_lost(tmp_path):
    other = OtherCopy(tmp_path)
    other("save other")
    mine = Store.open(tmp_path)
    assert mine.load_game("sudoku") is None
    mine.save_game("sudoku", game("mine"))
    other.end("kill")
    assert rows(tmp_path) == {"other", "mine"}
    mine.clear_game("sudoku")
    assert mine.load_game("sudoku")["level"] == "other"
    mine.close()


def test_stores_in_one_process_are_one_copy(tmp_path):
    """A store opened again in the same process (a screen's own, a test's restart) sees the same game."""
    first, second = Store.open(tmp_path), Store.open(tmp_path)
    first.save_game("sudoku", game("one"))
    assert second.load_game("sudoku")["level"] == "one"
    second.close()
    assert first.load_game("sudoku")["level"] == "one"
    first.close()


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
