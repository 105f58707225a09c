"""The statistics screen with 10,000 recorded games: opening it (reading the history, working out every game's
figures, drawing the first frame) and each frame after, against baselines run here: a bare read of the same rows
and a frame that only blits a full-screen picture. Wall-clock figures are what the player waits; the CPU-time
ones (this process's, time.process_time) are the same work with other programs' share of the machine left out,
for a machine busy with other work."""
from __future__ import annotations

import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from bench.framebench import frame_times, percentile

GAMES = 10_000
NOW = 1_790_000_000.0


def cpu_frame_times(frame, frames: int = 600, warmup: int = 30) -> list[float]:
    """frame_times in this process's CPU milliseconds."""
    for i in range(warmup):
        frame(i)
    out = []
    for i in range(frames):
        start = time.process_time()
        frame(i)
        out.append((time.process_time() - start) * 1000)
    return out


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

        def open_once() -> tuple[float, float]:
            wall, cpu = time.perf_counter(), time.process_time()
            scene = StatsScene(ctx)
            scene.draw(screen)
            return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000

        def bare_read() -> tuple[float, float]:
            wall, cpu = time.perf_counter(), time.process_time()
            db = sqlite3.connect(data / FILE_NAME)
            db.execute("SELECT * FROM played").fetchall()
            db.close()
            return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000

        opens = [open_once() for _ in range(9)]
        reads = [bare_read() for _ in range(9)]
        for i, clock in ((0, "wall"), (1, "CPU")):
            opened, read = statistics.median(o[i] for o in opens), statistics.median(r[i] for r in reads)
            report(f"statistics screen opens, {GAMES} games, {clock} (median of 9)", opened, "ms", baseline=read,
                   target="< 200 ms")
            report(f"  bare SELECT * of the same rows, {clock} (baseline)", read, "ms")

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
        cpu_times = cpu_frame_times(frame)
        picture = scene.page()
        bare = frame_times(lambda i: screen.blit(picture, (0, 0)))
        report("statistics frame (update + draw), wall, p50", percentile(times, 50), "ms",
               baseline=percentile(bare, 50))
        report("statistics frame (update + draw), wall, p99", percentile(times, 99), "ms",
               baseline=percentile(bare, 99), target="< 4 ms")
        report("  full-screen blit only (baseline), wall, p99", percentile(bare, 99), "ms")
        report("statistics frame (update + draw), CPU, p99", percentile(cpu_times, 99), "ms", target="< 4 ms")

        def switch(i: int) -> None:  # another game's page, or another grade's histogram: the page is drawn anew
            scene._pages.clear()
            scene.widgets.press(tabs[i % 4])
            scene.draw(screen)

        switches = cpu_frame_times(switch, frames=40, warmup=4)
        report("  a frame that switches game or grade (page drawn), CPU, p50", percentile(switches, 50), "ms")
        ctx.store.close()
