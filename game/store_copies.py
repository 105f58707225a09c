"""Which copy of the game this is, among the copies running on one data folder at once.

Each running copy (a process) holds a lock on a small file beside the save, `matchbox.sqlite3.copy-N` for the
lowest N free: its games in progress are saved under N, so two copies never write over each other's game. Stores
opened on the same file within one process are one copy and share its number. The operating system
lets go of the lock when a copy ends, however it ends (a crash, a kill), so a game saved under an N no copy
holds is one nobody is playing: a copy with no game of its own takes it over (see Store.load_game).
"""
from __future__ import annotations

import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator

MAX_COPIES = 64  # past this many copies at once, a copy shares the first one's saves (never met in play)


def lock_file(save: Path, index: int) -> Path:
    return save.with_name(f"{save.name}.copy-{index}")


class _Held:
    """A number this process holds for a save, and how many of its stores use it."""

    def __init__(self, index: int, handle: IO[bytes]) -> None:
        self.index, self.handle, self.users = index, handle, 0


_HELD: dict[Path, _Held] = {}  # by the save's resolved path
_HELD_LOCK = threading.Lock()


class CopyClaim:
    """This copy's number for a save (0 when copies cannot be told apart, e.g. in a folder where no lock file can
    be made, or for a store not kept in a file)."""

    def __init__(self, index: int, key: Path | None) -> None:
        self.index = index
        self._key = key  # where this claim is counted in _HELD; None: nothing to let go

    @classmethod
    def take(cls, save: Path | None) -> "CopyClaim":
        """The number this process holds for `save`, or the lowest no running copy holds, locked for as long as
        this process uses it."""
        if save is None:
            return cls(0, None)
        key = save.resolve()
        with _HELD_LOCK:
            held = _HELD.get(key)
            if held is None:
                held = next((_Held(index, handle) for index in range(MAX_COPIES)
                             if (handle := _locked(lock_file(save, index))) is not None), None)
                if held is None:
                    return cls(0, None)
                _HELD[key] = held
            held.users += 1
            return cls(held.index, key)

    def release(self) -> None:
        key, self._key = self._key, None
        if key is None:
            return
        with _HELD_LOCK:
            held = _HELD[key]
            held.users -= 1
            if held.users == 0:
                held.handle.close()  # closing the file lets go of its lock
                del _HELD[key]


@contextmanager
def unclaimed(save: Path | None, index: int) -> Iterator[bool]:
    """Whether no running copy holds number `index`; while the block runs no copy starting can take it either."""
    with _HELD_LOCK:
        mine = save is not None and (held := _HELD.get(save.resolve())) is not None and held.index == index
    if mine:
        yield False
        return
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

