"""Which copy of the game this is, among the copies running on one data folder at once.

Each running copy holds a lock on a small file beside the save, `matchbox.sqlite3.copy-N` for the lowest N free:
its games in progress are saved under N, so two copies never write over each other's game. The operating system
lets go of the lock when a copy ends, however it ends (a crash, a kill), so a game saved under an N no copy
holds is one nobody is playing: a copy with no game of its own takes it over (see Store.load_game).
"""
from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator

MAX_COPIES = 64  # past this many copies at once, a copy shares the first one's saves (never met in play)


def lock_file(save: Path, index: int) -> Path:
    return save.with_name(f"{save.name}.copy-{index}")


class CopyClaim:
    """This copy's number, and the open lock file that keeps it (None: nobody else can be told apart, e.g. in a
    folder where no lock file can be made; the copy then uses number 0)."""

    def __init__(self, index: int, handle: IO[bytes] | None) -> None:
        self.index = index
        self._handle = handle

    @classmethod
    def take(cls, save: Path | None) -> "CopyClaim":
        """The lowest number no running copy holds, locked for as long as this copy runs."""
        if save is None:
            return cls(0, None)
        for index in range(MAX_COPIES):
            handle = _locked(lock_file(save, index))
            if handle is not None:
                return cls(index, handle)
        return cls(0, None)

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing the file lets go of its lock
            self._handle = None


@contextmanager
def unclaimed(save: Path | None, index: int) -> Iterator[bool]:
    """Whether no running copy holds number `index`; while the block runs no copy starting can take it either."""
    handle = None if save is None else _locked(lock_file(save, index), create=False)
    try:
        yield handle is not None or save is None or not lock_file(save, index).exists()
    finally:
        if handle is not None:
            handle.close()


def _locked(path: Path, create: bool = True) -> IO[bytes] | None:
    """`path` opened and locked for this process alone, or None when another holds it (or it cannot be made)."""
    try:
        handle = open(path, "a+b" if create else "r+b")
    except OSError:
        return None
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle

