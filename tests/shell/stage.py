"""Scenes and app set-ups the app tests share: a scene that records what it is given, a scene with one button in
the corner of the frame, and where a logical point lands in the window."""
from __future__ import annotations

from typing import Optional

import pygame

from game.shell.app import App
from scenes.base import Context, Scene, Transition
from sprites.widgets import Button


class Recorder(Scene):
    """A scene that records what it is given and returns a queued transition."""

    is_game = True

    def __init__(self, ctx: Context, name: str = "rec") -> None:
        super().__init__(ctx)
        self.name = name
        self.seen: list[int] = []
        self.elapsed = 0.0
        self.next: Optional[Transition] = None
        self.resumed: list[object] = []
        self.restarted = 0
        self.saved = 0

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        self.seen.append(event.type)
        return super().handle_event(event)

    def tick(self, dt: float) -> Optional[Transition]:
        self.elapsed += dt
        out, self.next = self.next, None
        return out

    def on_resume(self, result: object = None) -> None:
        self.resumed.append(result)

    def restart(self) -> None:
        self.restarted += 1

    def save(self) -> None:
        self.saved += 1


class Clicks(Scene):
    """A scene with one button in the bottom-right corner of the logical frame; counts presses."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.pressed = 0
        self.widgets.add(Button("corner", (1180, 640, 90, 70), "X", self.press))

    def press(self) -> None:
        self.pressed += 1


def make_app(ctx: Context, *scenes: Scene) -> App:
    return App(ctx, lambda c: list(scenes))


def logical_to_window(app: App, pos: tuple[float, float]) -> tuple[float, float]:
    """Where a point of the 1280x720 frame is drawn in the window (scaled and letterboxed)."""
    view = app.window.view
    return (view.left + pos[0] * view.width / 1280, view.top + pos[1] * view.height / 720)
