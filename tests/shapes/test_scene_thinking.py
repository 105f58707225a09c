"""Help on the shapes table is worked out off the frame: H and A only start a job on the worker thread and say
that it is thinking; the solver never runs on the thread that draws the frames; what the worker found is shown by a
later frame, and dropped when the table changed in the meantime."""
from __future__ import annotations

import threading

import pygame

from game import games
from game.logic.shapes import hints, solver
from tests.helpers import feed, key
from tests.shapes.scene_helpers import level_scene, thought

BIG = "sh-62"   # a triangle of six rows: the slowest help of the campaign


def watch_solver(monkeypatch) -> list[bool]:
    """Every call of the solver's whole-list search, noted as True when it ran on the main (frame) thread."""
    calls: list[bool] = []
    real = solver.solve_all

    def watched(*args, **kwargs):
        calls.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(hints, "solve_all", watched)
    hints.answers_of.cache_clear()   # a list cached by an earlier test would hide the call
    return calls


def test_the_hint_is_found_on_the_worker_and_shown_by_a_later_frame(tmp_path, monkeypatch):
    calls = watch_solver(monkeypatch)
    scene = level_scene(tmp_path, BIG)
    table = scene.table
    scene.handle_event(key(pygame.K_h))   # the key alone, no frame yet
    assert table.thinking is not None and table.shown_hint is None
    assert "Looking for a hint" in str(table.message) and not scene.widgets.get("hint").enabled
    assert table.session.hints == 1       # asked is counted, as with every game's hint
    thought(scene)
    assert calls and not any(calls)       # the solver ran, and never on the frame thread
    assert table.thinking is None and table.shown_hint == games.rules("shapes").hint(table.state)
    assert "marked" in table.message


def test_the_answers_are_found_on_the_worker_and_walked_by_a_later_frame(tmp_path, monkeypatch):
    calls = watch_solver(monkeypatch)
    scene = level_scene(tmp_path, BIG)
    table = scene.table
    scene.handle_event(key(pygame.K_a))
    assert table.thinking is not None and table.walk is None and table.session.answers == 0
    assert "Looking for every answer" in str(table.message)
    thought(scene)
    assert calls and not any(calls)
    assert table.walk is not None and table.session.answers == 1
    assert set(table.walk.layouts) == set(solver.solve_all(table.puzzle).layouts)


def test_a_move_made_while_thinking_drops_the_question(tmp_path, monkeypatch):
    watch_solver(monkeypatch)
    scene = level_scene(tmp_path, BIG)
    table = scene.table
    scene.handle_event(key(pygame.K_a))
    job = table.thinking
    assert job is not None
    table.play(hints.solve_line(table.state)[0])   # the player goes on meanwhile
    assert table.thinking is None and job.cancelled and table.message == ""
    assert job.join(30)
    feed(scene, [])
    assert table.walk is None and table.session.answers == 0   # nothing shown, nothing counted


def test_leaving_the_scene_drops_the_question(tmp_path, monkeypatch):
    watch_solver(monkeypatch)
    scene = level_scene(tmp_path, BIG)
    scene.handle_event(key(pygame.K_h))
    job = scene.table.thinking
    assert job is not None
    scene.on_leave()
    assert scene.table.thinking is None and job.cancelled
