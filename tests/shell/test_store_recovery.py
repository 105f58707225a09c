"""The store never loses progress and the game always opens.

Each test makes the real condition on disk (an old schema, a read-only file, a newer schema, a damaged file,
a write cut short, a folder that cannot be used) and checks three things: opening never raises, the player is
told when progress is at risk, and a file that is not damaged is never moved aside."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.logic.outcome import Ending, Outcome
from game.store import FILE_NAME, MIGRATIONS, SCHEMA_VERSION, Store, _statements
from tests.datasets import ROOT
from tests.shell.saves import aside_files, old_save, typical_session


@contextmanager
def read_only(path: Path):
    """Make `path` (file or folder) truly unwritable, for root too: root ignores permission bits, so it gets the
    immutable attribute instead. The condition is checked before the test relies on it."""
    as_root = os.geteuid() == 0
    mode = path.stat().st_mode
    if as_root:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        probe = path / "probe" if path.is_dir() else path
        with pytest.raises(OSError):
            with open(probe, "a"):
                pass
        yield path
    finally:
        if as_root:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            path.chmod(mode)


def damage_by_sql(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        db.execute(statement)
    db.close()


def flip(data: bytearray, rng, count: int) -> None:
    for _ in range(count):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)


FLIPS = int(os.environ.get("MATCHBOX_FUZZ_FLIPS", "120"))


def test_store_migrates_an_old_schema_without_losing_data(tmp_path):
    path = tmp_path / "matchbox.sqlite3"
    db = sqlite3.connect(path)
    for statement in _statements(MIGRATIONS[0]):
        db.execute(statement)
    db.execute("INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'old', 1, 0)")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = Store.open(tmp_path)
    assert store.schema_version == SCHEMA_VERSION and store.notice is None
    assert store.progress("sudoku")["old"].solved
    store.add_score("sudoku", "b", "n", 1)  # the table added by migration 2 exists


@pytest.mark.parametrize("content", [b"this is not a database" * 50, b""])
def test_corrupt_store_is_moved_aside_and_play_goes_on(tmp_path, content):
    path = tmp_path / "matchbox.sqlite3"
    path.write_bytes(content)
    store = Store.open(tmp_path)
    if content:
        aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]
        assert len(aside) == 1 and aside[0].read_bytes() == content  # kept, not deleted
        assert store.notice and aside[0].name in store.notice
    store.record_outcome("sudoku", "a", Outcome(Ending.SOLVED, 30.0, 10))
    assert store.solved_count("sudoku") == 1


def test_store_from_a_newer_version_is_kept_aside(tmp_path):
    db = sqlite3.connect(tmp_path / "matchbox.sqlite3")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()
    store = Store.open(tmp_path)
    assert store.notice and "newer version" in store.notice
    assert store.schema_version == SCHEMA_VERSION


def test_failed_write_rolls_back_whole_transaction(tmp_path):
    store = Store.open(tmp_path)
    store.record_outcome("sudoku", "kept", Outcome(Ending.SOLVED, 30.0, 10))
    with pytest.raises(RuntimeError):
        with store._write() as db:
            db.execute("INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'half', 1, 0)")
            raise RuntimeError("crash mid-write")
    assert set(store.progress("sudoku")) == {"kept"}


def test_killed_mid_transaction_loses_nothing_finished(tmp_path):
    """A process killed inside a write: earlier results survive, the half-done write does not appear."""
    code = (
        "import os, sys; sys.path.insert(0, sys.argv[2]); from pathlib import Path; from game.store import Store\n"
        "from game.logic.outcome import Ending, Outcome\n"
        "s = Store.open(Path(sys.argv[1])); s.record_outcome('sudoku', 'done', Outcome(Ending.SOLVED, 9, 0))\n"
        "w = s._write(); db = w.__enter__()\n"
        "db.execute(\"INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'half', 1, 0)\")\n"
        "os._exit(9)\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path), str(ROOT)], capture_output=True)
    assert out.returncode == 9, out.stderr
    store = Store.open(tmp_path)
    assert store.notice is None
    assert set(store.progress("sudoku")) == {"done"} and store.progress("sudoku")["done"].best_time == 9


@pytest.mark.parametrize("version", [SCHEMA_VERSION, 1])
def test_read_only_save_is_detected_at_start_and_play_goes_on(tmp_path, version):
    path = old_save(tmp_path, version=version)
    before = path.read_bytes()
    with read_only(path):
        store = Store(path)
        assert store.notice and "will not be kept" in store.notice and not store.keeps_progress
        assert store.progress("sudoku")["old"].solved        # progress so far is shown
        store.record_outcome("sudoku", "later", Outcome(Ending.SOLVED, 30.0, 10))  # the first write does not crash...
        assert store.progress("sudoku")["later"].solved      # ...and counts for this session
        typical_session(store)
    assert path.read_bytes() == before and aside_files(tmp_path) == []


def test_save_from_a_newer_version_is_left_untouched(tmp_path):
    path = old_save(tmp_path, version=SCHEMA_VERSION)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    db.commit()
    db.close()
    before = path.read_bytes()
    store = Store(path)
    assert "newer version" in store.notice and "will not be kept" in store.notice
    typical_session(store)
    assert path.read_bytes() == before and aside_files(tmp_path) == []
    again = Store(path)  # still refused the same way on the next start, and still there
    assert "newer version" in again.notice
    again.close()


@pytest.mark.parametrize("statements", [
    ("DROP TABLE played",),
    ("DROP TABLE saves",),
    ("ALTER TABLE played DROP COLUMN code",),
    ("ALTER TABLE settings RENAME TO options",),
], ids=["dropped-history", "dropped-saves", "missing-column", "renamed-table"])
def test_damaged_schema_is_kept_aside_and_a_fresh_file_started(tmp_path, statements):
    path = old_save(tmp_path, version=SCHEMA_VERSION)
    damage_by_sql(path, *statements)
    store = Store(path)
    assert store.notice and "fresh one" in store.notice and store.keeps_progress
    assert len([p for p in aside_files(tmp_path) if not p.name.endswith(("-wal", "-shm"))]) == 1
    typical_session(store)
    assert Store(path).progress("sudoku")["new"].solved  # the fresh file keeps what is played now


def test_damaged_rows_are_skipped_not_shown(tmp_path):
    """A text score, a text attempt count, a setting that is not text: no read returns them."""
    path = old_save(tmp_path, version=SCHEMA_VERSION)
    damage_by_sql(
        path,
        "INSERT INTO played (game, ending, board, name, score, games, played_on, played_at) "
        "VALUES ('twentyfour', 'run', 's', 'Bad', 'lots', 0, '', 0)",
        "INSERT INTO played (game, ending, board, name, score, games, played_on, played_at) "
        "VALUES ('twentyfour', 'run', 's', 'Ann', 5, 0, '', 0)",
        "INSERT INTO played (game, ending, board, name, score, detail, games, played_on, played_at) "
        "VALUES ('twentyfour', 'run', 's', 'Cy', 3, x'ff', 0, '', 'then')",
        "INSERT INTO played (game, level_id, ending, games, time_s, played_on, played_at) "
        "VALUES ('sudoku', 'odd', 'solved', 'many', 'fast', '', 0)",
        "INSERT INTO played (game, level_id, ending, games, time_s, played_on, played_at) "
        "VALUES ('sudoku', 'slow', 'solved', 2, 'fast', '', 0)",
        "INSERT INTO settings (key, value) VALUES ('sound', x'ff')")
    store = Store(path)
    scores = store.top_scores("twentyfour", "s")
    assert [(s.name, s.score) for s in scores] == [("Ann", 5)]
    assert all(isinstance(s.score, (int, float)) for s in scores)
    assert set(store.progress("sudoku")) == {"old", "slow"} and store.progress("sudoku")["slow"].best_time is None
    assert store.get_setting("sound", "default") == "default"
    typical_session(store)


@pytest.mark.oracle
def test_bit_flips_never_stop_the_game(tmp_path):
    """Flip bits in a real save many times (seeded): opening it and playing a session never raises; when the
    store reports nothing, what it opened is the player's file, not a silently emptied one."""
    import random

    source = tmp_path / "source"
    source.mkdir()
    store = Store(source / FILE_NAME)
    for i in range(30):
        store.record_outcome("sudoku", f"level-{i}", Outcome(Ending.SOLVED, 10 + i, i))
        store.add_score("twentyfour", "sprint", f"P{i}", i)
    store.set_setting("sound", False)
    store.save_game("stones", {"level": "stones-01", "history": {"moves": ["T 1 1"], "position": 1}})
    store.close()  # checkpoints the WAL: everything is in the main file
    clean = (source / FILE_NAME).read_bytes()
    rng = random.Random(15)
    outcomes = {"read": 0, "recovered": 0, "unsaved": 0}
    for n in range(FLIPS):
        folder = tmp_path / f"try-{n}"
        folder.mkdir()
        data = bytearray(clean)
        flip(data, rng, rng.choice((1, 2, 8)))
        (folder / FILE_NAME).write_bytes(bytes(data))
        store = Store(folder / FILE_NAME)
        if store.notice is None:
            outcomes["read"] += 1
        elif store.keeps_progress:
            outcomes["recovered"] += 1
            assert aside_files(folder), "a fresh file was started but the damaged one was not kept"
        else:
            outcomes["unsaved"] += 1
        typical_session(store)
    assert sum(outcomes.values()) == FLIPS
    assert outcomes["read"] > 0 and outcomes["recovered"] > 0, outcomes  # both paths were really exercised


def test_data_dir_that_is_a_file_plays_without_saving(tmp_path):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("mine")
    store = Store.open(not_a_folder)
    assert str(not_a_folder) in store.notice and "will not be kept" in store.notice
    typical_session(store)
    assert not_a_folder.read_text() == "mine"


def test_read_only_data_folder_plays_without_saving(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    with read_only(folder):
        store = Store.open(folder)
        assert store.notice and "will not be kept" in store.notice
        typical_session(store)
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("make", ["file", "read-only"])
def test_unusable_data_dir_from_the_command_line_gives_a_message_not_a_traceback(tmp_path, make):
    target = tmp_path / "data"
    if make == "file":
        target.write_text("not a folder")
    else:
        target.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, "main.py", "--data-dir", str(target), "--frames", "2"]
    if make == "file":
        out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    else:
        with read_only(target):
            out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert "Traceback" not in out.stderr, out.stderr
    assert out.returncode == 0, out.stderr
    assert f"{target}" in out.stderr and "will not be kept" in out.stderr  # a clear message naming the folder


def test_a_large_save_is_checked_in_full_in_the_background_and_damage_found_there_is_moved_aside(tmp_path,
                                                                                                  monkeypatch):
    """A file over FULL_CHECK_BYTES opens after the quick checks; the full check runs beside play, and damage it
    finds (here an index page overwritten, which a read by the table alone does not notice) is moved aside with
    the usual notice at the next use of the store."""
    store = Store.open(tmp_path)
    for n in range(200):
        store.record_outcome("sudoku", f"level-{n:04d}", Outcome(Ending.SOLVED, 10.0, 5))
    store.close()
    path = tmp_path / FILE_NAME
    db = sqlite3.connect(path)
    page_size = db.execute("PRAGMA page_size").fetchone()[0]
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'played_level'").fetchone()[0]
    db.close()
    with open(path, "r+b") as file:
        file.seek((root - 1) * page_size + 8)
        file.write(b"\x7f" * 64)
    monkeypatch.setattr("game.store_connection.FULL_CHECK_BYTES", 0)
    store = Store.open(tmp_path)
    assert store.background_check is not None and store.notice is None  # opened without the full check
    store.background_check.join(60)
    store.solved_count("sudoku")
    assert store.notice is not None and "fresh one" in store.notice and aside_files(tmp_path)
    store.record_outcome("sudoku", "new", Outcome(Ending.SOLVED, 10.0, 5))
    assert store.solved_count("sudoku") == 1
