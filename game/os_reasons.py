"""Why the system refused a file, as a catalog sentence: an OSError's `strerror` is the C library's English.

`os_reason` maps the errors a player meets (a file not found, no permission, a folder where a file should be, a
name too long ...) by errno to a `Msg` whose English is the C library's own wording (glibc's `strerror`), so
the command line says what it said before while a screen says it in the player's language. An errno not in the
table is a "system error" with the system's words quoted.
"""
from __future__ import annotations

import errno

from game.logic.words import N_, Msg

REASONS: dict[int, str] = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EMFILE: N_("Too many open files"),
    errno.ENFILE: N_("Too many open files in system"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.EIO: N_("Input/output error"),
    errno.EBUSY: N_("Device or resource busy"),
    errno.ENXIO: N_("No such device or address"),
    errno.ENODEV: N_("No such device"),
    errno.EINVAL: N_("Invalid argument"),
    errno.EEXIST: N_("File exists"),
}
UNKNOWN = N_("system error {detail}")


def os_reason(err: OSError) -> Msg:
    """The reason `err` gives, as a sentence in the player's language (English: the C library's words)."""
    said = REASONS.get(err.errno) if err.errno is not None else None
    if said is not None:
        return Msg(said)
    return Msg(UNKNOWN, detail=f"“{err.strerror or err}”")
