"""Two copies of the game playing on one data folder, each killed at a random moment (tests/shell/copy_player.py
is one copy), while a third program takes the write lock now and then: what each copy reported, and which of its
finished results the file holds afterwards.

A result counts as lost when the file lacks it and the copy had reported it `written`, or had finished it more
than LAG_FRAMES frames before the last frame it began: a write may wait for the other copy's lock, but only
for moments, never for seconds in memory."""
from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.store import FILE_NAME
from tests.datasets import ROOT

LAG_FRAMES = 30  # half a second of frames: a result older than that at the kill must be in the file

# A third program that takes the write lock now and then for a few frames' time (a backup, a database browser,
# a copy stalled by a slow disk): the two copies' own writes take a millisecond and rarely meet.
LOCK_HOLDER = """
import random, sqlite3, sys, time
rng = random.Random(int(sys.argv[2]))
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
while True:
    time.sleep(rng.uniform(0.1, 0.4))
    db.execute("BEGIN IMMEDIATE")
    time.sleep(rng.uniform(0.06, 0.3))
    db.execute("COMMIT")
"""


@dataclass
class Copy:
    name: str
    lines: list[str] = field(default_factory=list)

    def finished(self) -> dict[str, int]:
        return {parts[1]: int(parts[2]) for parts in (line.split() for line in self.lines)
                if len(parts) == 3 and parts[0] == "finished"}

    def written(self) -> set[str]:
        """Every result finished up to the last one reported written."""
        marks = [line.split()[1] for line in self.lines if line.startswith("written ")]
        if not marks:
            return set()
        upto = self.finished()[marks[-1]]
        return {rid for rid, frame in self.finished().items() if frame <= upto}

    def last_frame(self) -> int:
        return max((int(line.split()[1]) for line in self.lines if line.startswith("frame ")), default=0)

    def slow_frames(self) -> list[int]:
        return [int(line.split()[2]) for line in self.lines if line.startswith("slow ")]


@dataclass
class Round:
    copies: list[Copy]
    kept: set[str]

    def lost(self) -> list[str]:
        """Results the file should hold and does not (see the module docstring)."""
        out = []
        for copy in self.copies:
            due = copy.written() | {rid for rid, frame in copy.finished().items()
                                    if frame < copy.last_frame() - LAG_FRAMES}
            out += sorted(due - self.kept)
        return out

    def finished(self) -> int:
        return sum(len(copy.finished()) for copy in self.copies)


def play_and_kill(folder: Path, rng: random.Random, seconds: tuple[float, float]) -> Round:
    """Start two copies on `folder`; once both are playing, kill each at its own random moment in `seconds`."""
    folder.mkdir(parents=True, exist_ok=True)
    copies = [Copy("a"), Copy("b")]
    procs = [subprocess.Popen([sys.executable, "-m", "tests.shell.copy_player", str(folder), copy.name], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) for copy in copies]
    ready = [threading.Event() for _ in copies]

    def read(proc: subprocess.Popen[str], copy: Copy, started: threading.Event) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.endswith("\n"):  # a line cut by the kill is not a report
                copy.lines.append(line.strip())
                if line == "ready\n":
                    started.set()

    readers = [threading.Thread(target=read, args=(p, c, r), daemon=True) for p, c, r in zip(procs, copies, ready)]
    for reader in readers:
        reader.start()
    holder = None
    try:
        for started in ready:
            assert started.wait(60), "a copy never started"
        holder = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER, str(folder / FILE_NAME),
                                   str(rng.randrange(1 << 30))], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        begin = time.monotonic()
        kills = sorted((rng.uniform(*seconds), i) for i in range(len(procs)))
        for at, i in kills:
            time.sleep(max(0.0, begin + at - time.monotonic()))
            procs[i].kill()
    finally:
        for proc in procs + ([holder] if holder is not None else []):
            proc.kill()
            proc.wait(30)
    for reader in readers:
        reader.join(30)
    db = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    try:
        kept = {row[0] for row in db.execute("SELECT level_id FROM progress WHERE game = 'stones'")}
    finally:
        db.close()
    return Round(copies, kept)
