"""Helpers for driving scenes headlessly: a Context on a temporary store, and synthetic events.

Posted events do not move pygame's mouse or keyboard state, so scenes must read positions from the events
themselves; these helpers build such events and feed them straight to `scene.update(events, dt)`.
"""
from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any, Iterable

import pygame
import pytest

from game import levels as levels_module
from game.config import Config
from game.levels import Catalog
from game.shell.sound import Sound
from game.store import Store
from scenes.base import Context, Scene, Transition

DT = 1 / 60  # one frame at 60 fps

_CATALOGS: dict[object, Catalog] = {}


def real_catalog() -> Catalog:
    """The shipped levels, read once per test process as the game reads them once at start-up (about 0.1 s a
    read, in some 600 tests' contexts). Read again when the files read, their sizes or times, or the read's
    limits change. Safe to share: no scene changes a Catalog, and its levels and their specs are frozen."""
    directory = inspect.signature(Catalog.load).parameters["directory"].default   # what Catalog.load() reads
    paths, left_out = levels_module.level_paths(directory)
    key = (str(directory), levels_module.MAX_LEVEL_FILES, levels_module.MAX_LEVEL_BYTES, left_out,
           tuple((str(path), path.stat().st_size, path.stat().st_mtime_ns) for path in paths))
    if key not in _CATALOGS:
        _CATALOGS.clear()
        _CATALOGS[key] = Catalog.load(directory)
    return _CATALOGS[key]


def make_context(tmp_path: Path, *, seed: int | None = 1, level_id: str | None = None,
                 catalog: Catalog | None = None, config: Config | None = None) -> Context:
    """A Context on a fresh store in `tmp_path`, the real levels (unless given), sound muted but recorded."""
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return Context(config=config or Config(), store=Store.open(tmp_path), sound=Sound(enabled=False),
                   levels=catalog or real_catalog(), seed=seed, level_id=level_id)


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def key_up(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0),
           rel: tuple[int, int] = (0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def mouse_down(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def mouse_up(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def wheel(y: int, pos: tuple[int, int] = (640, 360)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [motion(pos), mouse_down(pos), mouse_up(pos)]


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> list[pygame.event.Event]:
    """Press at start, move in `steps` motions to end, release at end."""
    events = [motion(start), mouse_down(start)]
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        events.append(motion((x, y), buttons=(1, 0, 0)))
    events.append(mouse_up(end))
    return events


def feed(scene: Scene, events: Iterable[pygame.event.Event] = (), dt: float = DT) -> Transition | None:
    """One frame with these events; returns the scene's transition, if any."""
    return scene.update(list(events), dt)


def run_for(scene: Scene, seconds: float, dt: float = DT) -> list[Transition]:
    """Advance time with no input; collect any transitions the scene returned."""
    out: list[Transition] = []
    for _ in range(int(round(seconds / dt))):
        t = scene.update([], dt)
        if t is not None:
            out.append(t)
    return out


def render(scene: Scene) -> pygame.Surface:
    """Draw the scene on an off-screen 1280x720 surface (catches drawing errors)."""
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return surface


def drawn_texts(scene: Scene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene draws in one frame, with the rect it landed in (spies on theme.blit_text)."""
    from sprites import theme

    seen: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surface: pygame.Surface, message: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, message, *args, **kwargs)
        seen.append((str(message), rect))   # a Msg as the current language says it
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    try:
        render(scene)
    finally:
        monkeypatch.setattr(theme, "blit_text", real)
    return seen
