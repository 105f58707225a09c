"""A data folder that cannot be created: one notice naming the folder and why, and play goes on unsaved.

Each cause is made for real where root can meet it (a path under a regular file, a name longer than the system
allows, a folder under /proc, a parent made immutable: root ignores permission bits but not that), and a
read-only mount is the error such a mount gives to mkdir. The same holds through $MATCHBOX_DATA_DIR and through
the installed entry point (`game.cli:run`, what `matchbox` and `matchbox-arcade` start)."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.store import Store
from tests.datasets import ROOT
from tests.shell.saves import typical_session
from tests.shell.test_store_recovery import read_only


def under_a_file(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("mine")
    return tmp_path / "notes.txt" / "data"


def too_long(tmp_path: Path) -> Path:
    return tmp_path / ("x" * 300) / "data"


def under_proc(tmp_path: Path) -> Path:
    return Path("/proc/matchbox-no-such-folder/data")


CAUSES = {"under-a-file": under_a_file, "name-too-long": too_long, "under-proc": under_proc}


def assert_one_notice_and_play(store: Store, folder: Path) -> None:
    assert not store.keeps_progress
    assert len(store.notices) == 1, store.notices
    notice = store.notices[0]
    assert "cannot be used" in notice and "will not be kept" in notice
    assert len(notice) < 400  # a 300-character name is not repeated whole
    assert str(folder)[:40] in notice
    typical_session(store)


@pytest.mark.parametrize("cause", sorted(CAUSES))
def test_a_folder_that_cannot_be_made_gives_one_notice_and_play_goes_on(tmp_path, cause):
    folder = CAUSES[cause](tmp_path)
    with pytest.raises(OSError):
        folder.mkdir(parents=True)  # the condition is real
    assert_one_notice_and_play(Store.open(folder), folder)


def test_permission_denied_gives_one_notice(tmp_path):
    parent = tmp_path / "locked"
    parent.mkdir()
    with read_only(parent):
        folder = parent / "data"
        store = Store.open(folder)
        assert_one_notice_and_play(store, folder)
    assert list(parent.iterdir()) == []


def test_a_read_only_mount_gives_one_notice(tmp_path, monkeypatch):
    folder = tmp_path / "mounted" / "data"

    def read_only_mount(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(self))

    monkeypatch.setattr(Path, "mkdir", read_only_mount)
    store = Store.open(folder)
    monkeypatch.undo()
    assert_one_notice_and_play(store, folder)
    assert os.strerror(errno.EROFS) in store.notices[0]


ENTRY = "import sys; sys.argv[0] = 'matchbox'; from game.cli import run; run()"


@pytest.mark.parametrize("how", ["env", "entry-point"])
@pytest.mark.parametrize("cause", ["name-too-long", "under-proc"])
def test_the_game_starts_with_the_notice_from_the_command_line(tmp_path, how, cause):
    folder = CAUSES[cause](tmp_path)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MATCHBOX_DATA_DIR": str(folder)}
    command = ([sys.executable, "main.py"] if how == "env" else [sys.executable, "-c", ENTRY]) + ["--frames", "2"]
    out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert "Traceback" not in out.stderr, out.stderr
    assert out.returncode == 0, out.stderr
    notes = [line for line in out.stderr.splitlines() if "will not be kept" in line]
    assert len(notes) == 1 and "cannot be used" in notes[0], out.stderr
