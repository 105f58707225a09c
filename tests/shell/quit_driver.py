"""Start the real game (game.cli.main, headless) with a background worker busy, and quit 0.8 s later.

Run by tests/shell/test_quit_workers.py as `python -m tests.shell.quit_driver MODE DATA_DIR`; it prints
`quitting <names of the worker threads alive>` when the app handles the quit, so the test can time what follows,
and `returned <names still alive>` once the game has shut down. MODE: `long-solve` (the custom screen with a
solve that would take minutes but checks its budget as the real search does: a stand-in, since the real solver
is now too quick to be sure of catching it busy), `stubborn-solve` and `stubborn-sudoku` (a worker that never looks
at any cancel flag: only a daemon thread lets such a process end).
"""
from __future__ import annotations

import os
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

WORST = "9+9+9+9+9+9+9+9+9+9+9+9+9=99"  # what the custom screen is asked (the solver is replaced, see MODE)
QUIT_AFTER_MS = 800
WORKER_NAMES = ("matchstick-solver", "sudoku-generator")


def stubborn(*args, **kwargs):
    """Two minutes of pure-Python work that checks nothing (what an uncooperative solver looks like)."""
    end = time.monotonic() + 120
    while time.monotonic() < end:
        sum(range(1000))
    raise RuntimeError("the stubborn worker was never meant to finish")


def long_solve(puzzle, moves=1, mode="move", rules=None, budget=None, limit=None, on_answer=None):
    """Two minutes of work, charged to the solve's budget as the real search charges it."""
    end = time.monotonic() + 120
    while time.monotonic() < end:
        sum(range(1000))
        if budget is not None:
            budget.charge(1000)
    raise RuntimeError("the long solve was never meant to finish")


def alive() -> str:
    return ",".join(t.name for t in threading.enumerate() if t.name.startswith(WORKER_NAMES))


def first_scenes(mode: str):
    def build(ctx):
        import pygame

        from scenes.menu import MenuScene

        if mode == "stubborn-sudoku":
            from game.logic.sudoku import Grade
            from scenes.sudoku import open_scene
            from scenes.sudoku.endless import PuzzleSupply

            scene = open_scene(ctx)
            scene.supplies[Grade.HARD] = PuzzleSupply(Grade.HARD, [], ctx.rng("driver"), make=stubborn)
        else:
            from scenes.matchstick import custom

            if mode == "stubborn-solve":
                custom.ask = stubborn
            elif mode == "long-solve":
                custom.ms.solve = long_solve
            scene = custom.CustomEquationScene(ctx)
            scene.field.text = WORST
            scene.set_option(moves=4)  # asks the solver
        pygame.time.set_timer(pygame.event.Event(pygame.QUIT), QUIT_AFTER_MS, loops=1)
        return [MenuScene(ctx), scene]
    return build


def main(argv: list[str]) -> int:
    mode, data_dir = argv
    from game import cli
    from game.shell import app, launch

    launch.first_scenes = lambda name: first_scenes(mode)
    quit_app = app.App.quit

    def quit_and_say(self) -> None:
        print("quitting", alive(), flush=True)
        quit_app(self)

    app.App.quit = quit_and_say
    code = cli.main(["--data-dir", data_dir, "--mute"])
    print("returned", alive(), flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
