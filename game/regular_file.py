"""Reading a data file that must be a regular file, without YAML (the 24 difficulty table is CSV, and
`solve 24` should not load a YAML parser to read it). `game.yamlfile` reads level and config files through it.

A FIFO or a device would make `open` wait for a writer forever, so the file is opened without waiting and
refused by name when it is not a regular file.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from game.logic.words import N_, Msg, Text
from game.os_reasons import os_reason


class UnreadableFile(ValueError):
    """A file that cannot be read, or is not a regular file; `message` says why without the path (a `Msg`: a
    screen shows it in the player's language, the command line in English)."""

    def __init__(self, path: str, message: Text) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def read_regular_file(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of `path`; UnreadableFile for a file that cannot be read or is not a regular file (a
    FIFO, a device, a folder: opened without waiting for a writer, and refused by name)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise UnreadableFile(str(path), Msg("cannot read file ({reason})", reason=os_reason(err))) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(str(path), Msg("not a regular file ({kind}); only regular files are read",
                                                kind=Msg(_kind_of(mode))))
        with os.fdopen(os.dup(fd), "rb") as handle:
            return handle.read(limit)
    except OSError as err:
        raise UnreadableFile(str(path), Msg("cannot read file ({reason})", reason=os_reason(err))) from None
    finally:
        os.close(fd)


def _kind_of(mode: int) -> str:
    kinds = ((stat.S_ISDIR, N_("a folder")), (stat.S_ISFIFO, N_("a FIFO")), (stat.S_ISCHR, N_("a character device")),
             (stat.S_ISBLK, N_("a block device")), (stat.S_ISSOCK, N_("a socket")))
    return next((name for test, name in kinds if test(mode)), N_("not a file"))
