"""The store: opening screens on a save with 2,000,000 progress rows no screen lists (an old, long-played save or a
hostile one), against the same screens on an empty save (the baseline, same process). Screens read only the rows
of the levels they list, so the big save should cost about what the empty one does.

The soak of two copies writing to one folder and killed at random is `python -m bench.store_soak` (longer)."""
from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Callable

BIG_ROWS = 2_000_000
REPEATS = 5


def _fill(path: Path, rows: int) -> None:
    import sqlite3

    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    db.executemany("INSERT INTO progress (game, level_id, solved, clean, best_time, attempts, updated_at) "
                   "VALUES ('sudoku', ?, 1, 1, 60.0, 1, 0)", ((f"endless-{i}",) for i in range(rows)))
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # as a save left by a game that closed cleanly
    db.close()


def _open_screens(folder: Path) -> dict[str, float]:
    """Seconds to build each screen (median of REPEATS), on a fresh Context over the save in `folder`."""
    import pygame

    from tests.helpers import make_context
    from scenes.menu import MenuScene
    from scenes.sudoku.lobby import SudokuStartScene

    ctx = make_context(folder)
    lobby = SudokuStartScene(ctx)
    steps: dict[str, Callable[[], object]] = {
        "menu": lambda: MenuScene(ctx),
        "sudoku lobby": lambda: SudokuStartScene(ctx),
        "sudoku level list": lambda: lobby.campaign(),
        "sudoku play": lambda: lobby.level_scene(ctx.levels.levels("sudoku")[0]),
    }
    times = {}
    for name, step in steps.items():
        runs = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            step()
            runs.append(time.perf_counter() - start)
        times[name] = sorted(runs)[REPEATS // 2]
    ctx.store.close()
    pygame.display.quit()
    return times


def run(report) -> None:
    from game.store import FILE_NAME, Store

    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as big:
        Store.open(Path(big)).close()
        start = time.perf_counter()
        _fill(Path(big) / FILE_NAME, BIG_ROWS)
        print(f"  ({BIG_ROWS:,} progress rows written in {time.perf_counter() - start:.1f} s)")
        _open_screens(Path(empty))  # imports, fonts and caches once
        baseline = _open_screens(Path(empty))
        loaded = _open_screens(Path(big))
    for name in baseline:
        report(f"open {name}, {BIG_ROWS:,} rows (median of {REPEATS})", loaded[name] * 1000, "ms", baseline=baseline[name] * 1000,
               target="about the baseline")
