"""Background jobs (scenes/worker.py) and their owners: the app cancels every job when it quits and waits for the
cooperative ones to end; a scene taken off the stack (popped, replaced, left for the menu) cancels its worker; a
covered one keeps it; the sudoku start screen stops its generators when left."""
from __future__ import annotations

import threading

import pytest

from game.shell.app import App
from scenes import worker
from scenes.base import Scene
from scenes.menu import MenuScene
from tests.helpers import DT, make_context


class Owner(Scene):
    """A scene with a cooperative worker: the job waits until it is cancelled (or 60 s)."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.job = worker.Job(lambda flag: flag.wait(60) and "stopped", name="test-worker")

    def on_leave(self):
        self.job.cancel()


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def test_quitting_cancels_every_job_and_waits_for_them_to_end(ctx):
    import pygame

    owner = Owner(ctx)
    orphan = worker.Job(lambda flag: flag.wait(60) and "stopped", name="orphan")  # no scene owns it
    app = App(ctx, lambda c: [MenuScene(c), owner])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert owner.job.cancelled and orphan.cancelled
    assert not owner.job.thread.is_alive() and not orphan.thread.is_alive()
    assert owner.job.result() == orphan.result() == "stopped"
    assert owner.job.thread.daemon and orphan.thread.daemon


@pytest.mark.parametrize("how", ["pop", "replace", "to-menu"])
def test_a_scene_taken_off_the_stack_cancels_its_worker(ctx, how):
    from scenes.base import Pop, Replace, ToMenu

    owner = Owner(ctx)
    app = App(ctx, lambda c: [MenuScene(c), owner])
    app.apply({"pop": Pop(), "replace": Replace(Scene(ctx)), "to-menu": ToMenu()}[how])
    assert owner.job.join(10) and owner.job.result() == "stopped"
    app.step([], DT)
    assert app.running


def test_a_covered_scene_keeps_its_worker(ctx):
    from scenes.base import Push

    owner = Owner(ctx)
    app = App(ctx, lambda c: [MenuScene(c), owner])
    app.apply(Push(Scene(ctx)))
    assert not owner.job.cancelled and owner.job.thread.is_alive()
    owner.job.cancel()
    assert owner.job.join(10)


def test_leaving_the_sudoku_start_screen_stops_its_generators(ctx):
    import random

    from game.logic.sudoku import Grade
    from scenes.base import Pop
    from scenes.sudoku import open_scene
    from scenes.sudoku.endless import PuzzleSupply

    release = threading.Event()
    made = []

    def held(params, rng):
        made.append(params.grade)
        release.wait(10)
        raise RuntimeError("no puzzle for a closed supply")

    start = open_scene(ctx)
    supply = start.supplies[Grade.HARD] = PuzzleSupply(Grade.HARD, [], random.Random(3), make=held)
    app = App(ctx, lambda c: [MenuScene(c), start])
    assert supply.busy
    app.apply(Pop())
    assert supply.closed and not supply.busy
    release.set()
    assert supply.take() is None and not supply.busy  # a closed supply starts no new worker
    assert made == [Grade.HARD] and supply.error is None  # the cancelled job's failure is dropped, not shown


def test_a_scene_still_lower_on_the_stack_keeps_its_worker(ctx):
    from scenes.base import Pop, Push

    owner = Owner(ctx)
    app = App(ctx, lambda c: [MenuScene(c), owner])
    app.apply(Push(Scene(ctx)))
    app.apply(Push(owner))  # a screen pushed again (the sudoku start screen does after a level fails to load)
    app.apply(Pop())
    assert app.top is not owner and owner in app.stack and not owner.job.cancelled
    app.apply(Pop())
    app.apply(Pop())
    assert owner.job.join(10) and owner.job.cancelled
