"""The statistics screen with 10,000 recorded games: opening it (reading the history, working out every game's
figures, drawing the first frame) and each frame after, against baselines run here: a bare read of the same rows
and a frame that only blits a full-screen picture."""
from __future__ import annotations

import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from bench.framebench import frame_times, percentile

GAMES = 10_000
NOW = 1_790_000_000.0


def run(report) -> None:
    import pygame

    from game.config import Config
    from game.levels import Catalog
    from game.shell.sound import Sound
    from game.store import FILE_NAME, Store
    from scenes.base import Context
    from scenes.stats import StatsScene
    from tests.shell.history_rows import fill_history

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        fill_history(data, GAMES, NOW)
        ctx = Context(config=Config(), store=Store.open(data), sound=Sound(enabled=False), levels=Catalog.load())
        StatsScene(ctx).draw(screen)  # fonts and caches warm, as after the menu's first frames

        def open_once() -> float:
            start = time.perf_counter()
            scene = StatsScene(ctx)
            scene.draw(screen)
            return (time.perf_counter() - start) * 1000

        def bare_read() -> float:
            start = time.perf_counter()
            db = sqlite3.connect(data / FILE_NAME)
            db.execute("SELECT * FROM played").fetchall()
            db.close()
            return (time.perf_counter() - start) * 1000

        opens = [open_once() for _ in range(9)]
        reads = [bare_read() for _ in range(9)]
        report(f"statistics screen opens with {GAMES} games (median of 9)", statistics.median(opens), "ms",
               baseline=statistics.median(reads), target="< 200 ms")
        report("  bare SELECT of the same rows (baseline)", statistics.median(reads), "ms")

        scene = StatsScene(ctx)
        tabs = ["tab-matchstick", "tab-sudoku", "tab-stones", "tab-twentyfour"]
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(100 + i % 1000, 300 + i % 300), rel=(1, 0),
                                     buttons=(0, 0, 0)) for i in range(600)]

        def frame(i: int) -> None:
            if i % 150 == 0:  # now and then another game's page, first drawn in this frame
                scene.widgets.press(tabs[i // 150 % 4])
            scene.update([events[i % len(events)]], 1 / 60)
            scene.draw(screen)

        times = frame_times(frame)
        picture = scene.page()
        bare = frame_times(lambda i: screen.blit(picture, (0, 0)))
        report("statistics frame (update + draw), p50", percentile(times, 50), "ms",
               baseline=percentile(bare, 50))
        report("statistics frame (update + draw), p99", percentile(times, 99), "ms",
               baseline=percentile(bare, 99), target="< 4 ms")
        report("  full-screen blit only (baseline), p99", percentile(bare, 99), "ms")
        ctx.store.close()
