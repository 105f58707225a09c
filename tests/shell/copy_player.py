"""One copy of the game as the store sees it during play, for the two-copies tests and the soak: every frame
(1/60 s) a move is saved to the game in progress, and every few frames a result is finished.

Run as `python -m tests.shell.copy_player DATA_DIR NAME`; it prints, each line flushed at once:
    ready                 the store is open
    frame N               frame N has begun
    finished ID N         result ID was recorded in frame N (the player is shown it now)
    written ID            every result up to ID is in the file (the store had nothing pending after it)
    slow N MS             the store calls of frame N took MS milliseconds (more than a frame)
until it is killed (or MAX_SECONDS pass)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

from game.logic.outcome import Ending, Outcome
from game.store import Store

FRAME_S = 1 / 60
RESULT_EVERY = 3  # frames
MAX_SECONDS = 60.0


def main(folder: Path, name: str) -> None:
    store = Store.open(folder)
    say = lambda line: print(line, flush=True)  # noqa: E731
    say("ready")
    start = time.monotonic()
    frame, last_finished, last_written = 0, None, None
    while time.monotonic() - start < MAX_SECONDS:
        frame += 1
        say(f"frame {frame}")
        began = time.perf_counter()
        store.save_game("stones", {"history": {"moves": [frame], "position": 1}, "elapsed": frame * FRAME_S})
        if frame % RESULT_EVERY == 0:
            last_finished = f"{name}-{frame}"
            store.record_outcome("stones", last_finished, Outcome(Ending.SOLVED, 1.0, frame))
            say(f"finished {last_finished} {frame}")
        spent = time.perf_counter() - began
        if store.pending == 0 and last_finished != last_written:
            last_written = last_finished
            say(f"written {last_written}")
        if spent > FRAME_S:
            say(f"slow {frame} {spent * 1000:.0f}")
        time.sleep(max(0.0, FRAME_S - spent))
    store.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
