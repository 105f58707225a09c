"""The shell: start-up to the first drawn frame, and the menu's frame time at 1280x720."""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.framebench import frame_times, percentile

ROOT = Path(__file__).resolve().parent.parent

# A bare pygame-ce program: open the same window, draw one frame. Our start-up is measured against it.
BARE = ("import os, time; t=time.perf_counter(); import pygame; pygame.display.init(); "
        "s=pygame.display.set_mode((1280,720), pygame.SCALED|pygame.RESIZABLE); s.fill((0,0,0)); "
        "pygame.display.flip(); print(time.perf_counter()-t)")
OURS = ("import sys, time; t=time.perf_counter(); sys.argv=['main.py','--frames','1','--data-dir',sys.argv[1]]; "
        "import game.shell.app as a; orig=a.App.run\n"
        "def run(self, frames=None, screenshot=None, on_first_frame=None):\n"
        "    return orig(self, frames, screenshot, lambda: print(time.perf_counter()-t, flush=True))\n"
        "a.App.run=run\nfrom game.cli import main; main()")


def _startup(code: str, *args: str) -> float:
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                         check=True, env=_env())
    return float(out.stdout.strip().splitlines()[0])


def _env() -> dict[str, str]:
    import os

    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run(report) -> None:
    with tempfile.TemporaryDirectory() as data:
        ours = sorted(_startup(OURS, data) for _ in range(5))[2]
    bare = sorted(_startup(BARE) for _ in range(5))[2]
    report("start-up to first drawn frame (median of 5)", ours * 1000, "ms", target="< 1000 ms")
    report("  bare pygame window, first frame (baseline)", bare * 1000, "ms")
    print(f"  start-up is {ours / bare:.1f}x a bare pygame window")

    import pygame

    from game.shell.app import App
    from game.shell.launch import build_context, first_scenes
    from game.cli import play_parser
    from game.config import Config

    with tempfile.TemporaryDirectory() as data:
        options = play_parser().parse_args(["--data-dir", data, "--mute"])
        ctx = build_context(Config(), options)
        app = App(ctx, first_scenes("menu"))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + i % 900, 300), rel=(1, 0), buttons=(0, 0, 0))
                  for i in range(1000)]
        times = frame_times(lambda i: (app.step([events[i % len(events)]], 1 / 60), pygame.display.flip()))
        screen = app.screen
        bare = frame_times(lambda i: (screen.fill((i % 255, 0, 0)), pygame.display.flip()))
        ctx.store.close()
    report("menu frame (update + draw + flip), p50", percentile(times, 50), "ms")
    report("menu frame (update + draw + flip), p99", percentile(times, 99), "ms", target="< 4 ms")
    report("  fill + flip only (baseline), p99", percentile(bare, 99), "ms")
