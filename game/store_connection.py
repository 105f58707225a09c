"""The store's one connection to the save file: opening it (checked, migrated, recovered), and reads and writes
that never stop the game and never wait on the frame. game/store.py says what is stored; see its docstring for
what the player is told when.
"""
from __future__ import annotations

import shutil
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, TypeVar, cast

from game.logic.words import Msg, Text
from game.messages import clip
from game.store_copies import CopyClaim
from game.store_file import (FULL_CHECK_BYTES, LOCK_WAIT_S, NewerSchema, connect_checked, integrity_problem,
                             is_busy, is_damage, is_full, journal_losses, journal_of, memory, read_only_copy, why)

T = TypeVar("T")
_PENDING = object()  # what a write that could not be written yet returns

LOCK_POLL_S = 0.005  # how often the writer thread asks again for a lock another copy holds
RETRY_S = 2.0        # how often it tries again when the disk is full
HELD_NOTICE_S = 2.0  # a write pending this long is worth telling the player about
CLOSE_WAIT_S = 2.0   # how long closing waits for the lock to save what is pending


class SaveConnection:
    """The connection the Store reads and writes through. Never raises on a bad file or folder."""

    def __init__(self, path: Path | None, clock: Callable[[], float] = time.time) -> None:
        self.path = path  # None: an in-memory store from the start
        self._clock = clock
        self.notices: list[str] = []  # messages for the player; launch shares this list with the Context
        self._told: list[tuple[str, Msg]] = []   # each notice as shown and as said (to say it again translated)
        self.keeps_progress = True    # False once play goes on in an in-memory copy
        # the frame's reads and writes and the writer thread's take turns on the one connection
        self._guard = threading.RLock()
        self._pending: list[Callable[[sqlite3.Connection], object]] = []  # writes made, not written yet, in order
        self._pending_since: float | None = None  # time.monotonic() when a pending write first found no way in
        self._full = False                        # the last try found the disk full (not the lock taken)
        self._told_held = False
        self._writer: threading.Thread | None = None  # alive while writes are pending
        self._writer_error: BaseException | None = None  # a bug met by the writer thread, raised to the next caller
        self._closed = False
        self._damage_found: Text | None = None  # set by the background check of a large file
        self.background_check: threading.Thread | None = None
        self._db = self._open()
        self._copy = CopyClaim.take(self.path if self.keeps_progress else None)  # whose games in progress are ours

    @property
    def pending(self) -> int:
        """How many writes are made but not in the file yet (0 unless another copy holds the lock or the disk
        is full): a result is safe from a crash once this is 0 after it."""
        with self._guard:
            return len(self._pending)

    @property
    def notice(self) -> str | None:
        """Everything the player has been told so far, as one line (None when all is well)."""
        return "  ".join(self.notices) or None

    def tell(self, message: Msg) -> None:
        """Tell the player `message`, in the language of the moment (`retell` says it again after a switch)."""
        shown = str(message)
        self.notices.append(shown)
        self._told.append((shown, message))

    def retell(self) -> None:
        """Every notice told so far in the language now current (the shell calls it when the language changes)."""
        for k, (shown, message) in enumerate(self._told):
            again = str(message)
            for i, notice in enumerate(self.notices):
                if notice is shown:
                    self.notices[i] = again
            self._told[k] = (again, message)

    # --- opening and recovery -------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return memory()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            reason = ("it is a file, not a folder" if isinstance(err, (FileExistsError, NotADirectoryError))
                      else why(err))
            return self._unsaved(Msg("The data folder {folder} cannot be used ({reason})",
                                     folder=clip(str(self.path.parent), 120), reason=reason))
        if journal_losses(self.path):
            moved = self._set_journal_aside()
            if moved is not None:
                return moved
        try:
            full_check = not self.path.is_file() or self.path.stat().st_size <= FULL_CHECK_BYTES
            db = connect_checked(self.path, full_check)
            if not full_check:
                self._check_in_background(self.path)
            return db
        except NewerSchema as err:
            return self._unsaved(Msg("The save file {file} was written by a newer version of the game (schema "
                                     "{version}); it was left as it is. Update the game to use it",
                                     file=str(self.path), version=err.version))
        except Exception as err:  # sqlite3.Error, UnicodeDecodeError from a damaged header, OSError...
            return self._after_failure(err)

    def _after_failure(self, err: Exception) -> sqlite3.Connection:
        """The connection to go on with after `err`: a fresh file for damage, an unsaved copy otherwise."""
        if is_damage(err):
            return self._recover(err)
        if is_busy(err):
            return self._unsaved(Msg("The save file {file} is kept busy by another copy of the game",
                                     file=str(self.path)), copy=True)
        if self.path is not None and not self.path.exists():
            return self._unsaved(Msg("The data folder {folder} cannot be written ({reason})",
                                     folder=clip(str(self.path.parent), 120), reason=why(err)))
        return self._unsaved(Msg("The save file {file} cannot be written ({reason})", file=str(self.path),
                                 reason=why(err)), copy=True)

    def _aside_name(self, kind: str) -> Path:
        """A free name beside the file for a copy kept aside: `matchbox.sqlite3.KIND-STAMP[-N]`."""
        assert self.path is not None
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        aside = self.path.with_name(f"{self.path.name}.{kind}-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.{kind}-{stamp}-{n}")
            n += 1
        return aside

    def _set_journal_aside(self) -> sqlite3.Connection | None:
        """Keep a write-ahead log that is not the file's own aside, beside a copy of the file (the pair opens
        together), so the file opens as it is. None when done; otherwise the connection to go on with."""
        assert self.path is not None
        aside = self._aside_name("journal")
        try:
            shutil.copyfile(self.path, aside)
            journal_of(self.path).replace(journal_of(aside))
            Path(f"{self.path}-shm").unlink(missing_ok=True)
        except OSError as err:
            return self._unsaved(Msg("A journal file beside the save file {file} does not belong to it and could "
                                     "not be moved aside ({reason})", file=str(self.path), reason=why(err)))
        self.tell(Msg("A journal file beside the save did not belong to it and would have undone results "
                                "it holds: it was kept as {journal} (with a copy of the save, {copy}), and the save "
                                "was opened as it is.", journal=journal_of(aside).name, copy=aside.name))
        return None

    def _check_in_background(self, path: Path) -> None:
        """The full integrity check of a large file, on its own read-only connection; damage it finds is acted
        on (moved aside) by the next use of the store."""
        def check() -> None:
            try:
                db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
                try:
                    self._damage_found = integrity_problem(db)
                finally:
                    db.close()
            except sqlite3.Error as err:
                if is_damage(err):
                    self._damage_found = why(err)
        self.background_check = threading.Thread(target=check, name="save-file-check", daemon=True)
        self.background_check.start()

    def _recover(self, err: Exception) -> sqlite3.Connection:
        """Move the damaged file aside (never delete it) and start a fresh one."""
        assert self.path is not None
        self._close_quietly()
        aside = self._aside_name("corrupt")
        try:
            for suffix in ("", "-wal", "-shm"):
                src = Path(str(self.path) + suffix)
                if src.exists():
                    src.replace(Path(str(aside) + suffix))
        except OSError as move_err:
            return self._unsaved(Msg("The save file {file} is damaged ({reason}) and could not be moved aside "
                                     "({why_not})", file=str(self.path), reason=why(err), why_not=why(move_err)))
        self.tell(Msg("The save file could not be read ({reason}). It was kept as {copy} and a fresh one "
                                "was started.", reason=why(err), copy=aside.name))
        try:
            return connect_checked(self.path)
        except Exception as again:
            return self._unsaved(Msg("A fresh save file could not be started ({reason})", reason=why(again)))

    def _unsaved(self, reason: Msg, copy: bool = False) -> sqlite3.Connection:
        """Go on in memory, with what the file holds when it can still be read (`copy`), and say so."""
        self._close_quietly()
        self.keeps_progress = False
        self.tell(Msg("{reason}: you can play, but progress made now will not be kept.", reason=reason))
        if copy and self.path is not None and self.path.is_file():
            try:
                return read_only_copy(self.path)
            except Exception:
                pass  # nothing readable: an empty store
        return memory()

    def _close_quietly(self) -> None:
        db = getattr(self, "_db", None)
        if db is not None:
            try:
                db.close()
            except sqlite3.Error:
                pass

    def _use(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Read with `work`. A bad file never stops the game: see `_run`."""
        with self._guard:
            self._housekeeping()
            return self._run(lambda: work(self._db))

    def _change(self, work: Callable[[sqlite3.Connection], T]) -> T | None:
        """Write with `work`, in one transaction after any writes pending before it; its result, or None when it
        is pending (the lock is taken by another copy, or the disk is full): the writer thread writes it then."""
        with self._guard:
            self._housekeeping()
            self._pending.append(work)
            if self._writer is not None:
                return None  # behind the writes already waiting, in order
            written = self._run(self._write_pending)
            return None if written is _PENDING else cast(T, written)

    def _housekeeping(self) -> None:
        """Raise what the writer thread met; act on damage the background check found."""
        error, self._writer_error = self._writer_error, None
        if error is not None:
            raise error
        if self._damage_found is not None and self.keeps_progress:
            found, self._damage_found = self._damage_found, None
            self._db = self._recover(sqlite3.DatabaseError(found))

    def _write_pending(self) -> object:
        """Write every pending write, in order, in one transaction, without waiting for the lock; the last one's
        result, or _PENDING when the lock is taken or the disk full (the writer thread then tries again)."""
        result: object = None
        for attempt in range(2):
            running = 0
            try:
                with self._write() as db:
                    for running, work in enumerate(self._pending):
                        result = work(db)
                self._pending.clear()
                self._pending_since, self._full = None, False
                return result
            except sqlite3.OperationalError as err:
                if not (is_busy(err) or is_full(err)) or not self.keeps_progress:
                    raise
                if is_full(err) and attempt == 0 and self._fold_journal():
                    continue  # the log was folded back into the file: room for the write now, perhaps
                self._wait_for_room(err)
                return _PENDING
            except (sqlite3.ProgrammingError, sqlite3.InterfaceError):
                del self._pending[running]  # a bug in that write (or a closed store): it is not tried again
                raise
            except (sqlite3.Error, UnicodeDecodeError, OSError):
                raise  # the file: `_run` acts on it and the writes are tried again
            except BaseException:
                del self._pending[running]  # a bug in that write: the others are not held back by it
                raise
        return _PENDING  # not reached: the second attempt returns or waits

    def _wait_for_room(self, err: sqlite3.Error) -> None:
        """Leave the pending writes to the writer thread. Tell the player once, when the disk is full or a write
        has waited HELD_NOTICE_S (a moment's wait for another copy's write is not worth a word)."""
        now = time.monotonic()
        self._pending_since = self._pending_since if self._pending_since is not None else now
        self._full = is_full(err)
        if (self._full or now - self._pending_since >= HELD_NOTICE_S) and not self._told_held:
            self._told_held = True
            cause = Msg("the disk is full") if self._full else Msg("another program keeps the save file locked")
            self.tell(Msg("Your latest progress is not saved yet ({cause}); it is kept and will be saved "
                                    "as soon as it can.", cause=cause))
        if self._writer is None and not self._closed:
            self._writer = threading.Thread(target=self._write_when_free, name="save-file-writer", daemon=True)
            self._writer.start()

    def _write_when_free(self) -> None:
        """The writer thread: try the pending writes again until they are written (or the store is closed),
        never holding the connection while it waits."""
        while True:
            with self._guard:
                if not self._pending or self._closed:
                    self._writer = None
                    return
                try:
                    self._run(self._write_pending)
                except BaseException as err:  # a bug in a write: raised to the next caller of the store
                    self._writer_error = err
                full = self._full
            time.sleep(RETRY_S if full else LOCK_POLL_S)

    def _fold_journal(self) -> bool:
        """Fold the write-ahead log back into the file and shrink it; False when that cannot be done now."""
        try:
            busy = self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except sqlite3.Error:
            return False
        return bool(busy == 0)

    def _run(self, attempt: Callable[[], T]) -> T:
        """Run `attempt`. A bad file never stops the game: on failure play switches to a fresh file or an
        unsaved copy (with a notice) and `attempt` runs again there."""
        for _ in range(3):
            try:
                return attempt()
            except (sqlite3.ProgrammingError, sqlite3.InterfaceError):
                raise  # a bug in the caller, not a bad file
            except (sqlite3.Error, UnicodeDecodeError, OSError) as err:
                if self.keeps_progress:
                    self._db = self._after_failure(err)
                else:  # already in memory: start that again empty
                    self._close_quietly()
                    self._db = memory()
        raise RuntimeError("the store failed even in memory")  # not reached: an in-memory store does not fail

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it lands or none of it. Taking the lock never waits: a lock another copy holds
        is an error at once (the writer thread is the one that waits, off the connection)."""
        self._db.execute("PRAGMA busy_timeout = 0")
        try:
            self._db.execute("BEGIN IMMEDIATE")
        finally:
            self._db.execute(f"PRAGMA busy_timeout = {int(LOCK_WAIT_S * 1000)}")
        try:
            yield self._db
            self._db.execute("COMMIT")  # a full disk fails here, when the log is written: rolled back below
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    def close(self) -> int:
        """Write what is pending if the lock comes free within CLOSE_WAIT_S, fold the write-ahead log back into
        the file and remove it (a log found at the next start is then a crash's, or another copy's), and close.
        The number of writes that could not be written (0 unless another program kept the file locked)."""
        deadline = time.monotonic() + CLOSE_WAIT_S
        while True:
            with self._guard:
                if self._pending and self.keeps_progress:
                    try:
                        self._run(self._write_pending)
                    except Exception:  # closing goes on: what cannot be written is counted below
                        pass
                if not self._pending or time.monotonic() >= deadline:
                    self._closed = True
                    lost = len(self._pending)
                    if self.keeps_progress:
                        self._fold_journal()
                    self._close_quietly()
                    self._copy.release()
                    return lost
            time.sleep(LOCK_POLL_S)
