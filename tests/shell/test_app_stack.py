"""The app loop and its scene stack: each transition, only the top scene gets events and time, a long stall
is clamped."""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Pop, Push, Quit, Replace, ToMenu
from scenes.menu import MenuScene
from tests.helpers import DT, key
from tests.shell.stage import Recorder, make_app


def test_push_pop_replace_popto_and_quit(ctx):
    menu = MenuScene(ctx)
    a, b = Recorder(ctx, "a"), Recorder(ctx, "b")
    app = make_app(ctx, menu, a)
    assert app.top is a and not a.covered and menu.covered
    a.next = Push(b)
    app.step([], DT)
    assert app.top is b and a.covered
    b.next = Pop(result=42)
    app.step([], DT)
    assert app.top is a and not a.covered and a.resumed == [42]
    c = Recorder(ctx, "c")
    a.next = Replace(c)
    app.step([], DT)
    assert app.stack == [menu, c]
    c.next = Push(Recorder(ctx, "d"))
    app.step([], DT)
    app.top.next = ToMenu()
    app.step([], DT)
    assert app.stack == [menu] and app.running
    app.apply(Push(a))
    a.next = Quit()
    app.step([], DT)
    assert not app.running and a.saved == 1


def test_only_the_top_scene_gets_events_and_time(ctx):
    a, b = Recorder(ctx, "a"), Recorder(ctx, "b")
    app = make_app(ctx, a, b)
    app.step([key(pygame.K_x)], 0.05)
    assert b.seen == [pygame.KEYDOWN] and b.elapsed == pytest.approx(0.05)
    assert a.seen == [] and a.elapsed == 0.0


def test_long_stall_is_clamped(ctx):
    a = Recorder(ctx)
    app = make_app(ctx, a)
    app.step([], 5.0)
    assert a.elapsed == pytest.approx(0.1)
