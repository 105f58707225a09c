"""What every scene shares: the Context it is given, the transitions it returns, and the Scene base class.

The app calls `update(events, dt)` on the top scene each frame and `draw(surface)` on the visible ones. A scene
never reads the event queue or the clock itself, so a test can drive it with a list of events and a fixed dt.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Optional

import pygame

from game.i18n import Text
from sprites import theme
from sprites.widgets import WidgetGroup

if TYPE_CHECKING:
    from game.config import Config
    from game.levels import Catalog
    from game.shell.sound import Sound
    from game.store import Store


@dataclass
class Context:
    """Everything a scene may use; built once by the app (or by a test)."""

    config: "Config"
    store: "Store"
    sound: "Sound"
    levels: "Catalog"
    seed: int | None = None           # --seed: makes generated content reproducible
    level_id: str | None = None       # --level: open this level directly
    code: str | None = None           # --code: open the puzzle this code names
    notices: list[str] = field(default_factory=list)  # messages for the player (e.g. corrupt save moved aside)
    fullscreen: bool = False
    toggle_fullscreen: Callable[[], bool] | None = None  # set by the app: flips fullscreen, returns the new state

    def rng(self, salt: str = "") -> random.Random:
        """A seeded Random when --seed was given (reproducible), else a fresh one."""
        if self.seed is None:
            return random.Random()
        return random.Random(f"{self.seed}:{salt}")

    @property
    def relaxed_timers(self) -> bool:
        return bool(self.store.get_setting("relaxed_timers", self.config.play.relaxed_timers))


# --- transitions -------------------------------------------------------------------------------------------

class Transition:
    pass


@dataclass
class Push(Transition):
    scene: "Scene"


@dataclass
class Pop(Transition):
    result: object = None   # handed to the scene below through `on_resume(result)`


@dataclass
class Replace(Transition):
    scene: "Scene"


@dataclass
class ToMenu(Transition):
    """Pop every scene above the main menu (the bottom of the stack), e.g. "Main menu" on the pause overlay."""


@dataclass
class BackTo(Transition):
    """Pop every scene above the nearest one named `name` (e.g. "Levels" on the pause overlay: back to the level
    list the game was opened from)."""
    name: str


@dataclass
class Pause(Transition):
    """Cover this game with the pause overlay. The app builds the overlay: a scene only asks for it."""

    reason: Text = ""   # why, when it is not the player's Esc (the window went to the background)


@dataclass
class Quit(Transition):
    pass


# --- scenes ------------------------------------------------------------------------------------------------

class Scene:
    """Base scene. Subclasses override `handle_event`, `tick` and `draw`; `widgets` holds their widgets."""

    name = "scene"
    is_game = False          # Esc and focus loss pause it (rather than go back); the app pushes the overlay
    modal = False            # drawn over the scene beneath it (overlays)
    mouse_visible = True
    toast_at: tuple[int, int] | None = None  # midtop of the app's short notices over this scene; None: top centre

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.widgets = WidgetGroup()
        self.covered = False  # True while another scene is on top (the app sets it)

    # input ------------------------------------------------------------------------------------------------
    def update(self, events: list[pygame.event.Event], dt: float) -> Optional[Transition]:
        for event in events:
            result = self.handle_event(event)
            if isinstance(result, Transition):
                return result
        return self.tick(dt)

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.on_escape()
        return None

    def on_escape(self) -> Optional[Transition]:
        """Esc: a game asks for the pause overlay, any other screen goes back."""
        return Pause() if self.is_game else Pop()

    @property
    def wants_text(self) -> bool:
        """True while the player is typing: global hotkeys (M to mute) must not steal letters."""
        return self.widgets.text_focused

    def tick(self, dt: float) -> Optional[Transition]:
        return None

    # lifecycle --------------------------------------------------------------------------------------------
    def on_resume(self, result: object = None) -> None:
        """Back on top after the scene above it was popped."""

    def restart(self) -> None:
        """Pause menu's Restart. Games make it undoable."""

    def save(self) -> None:
        """Persist an in-progress game (called when leaving or quitting)."""

    def on_leave(self) -> None:
        """Taken off the stack for good (popped, replaced, or the app quits): cancel background work here."""

    # drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        self.widgets.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn by the app right after `draw`: what every scene of a kind shares on top (game header marks)."""

    def puzzle_code(self) -> str | None:
        """A game's puzzle as a code (game/logic/codes.py), shown on the pause overlay; None elsewhere."""
        return None


def draw_notice(surface: pygame.Surface, message: Text) -> None:
    """A banner at the bottom of the screen for warnings the player must see."""
    lines = theme.wrap(message, surface.get_width() - 120, theme.SMALL)
    height = 16 + 22 * len(lines)
    rect = pygame.Rect(40, surface.get_height() - height - 16, surface.get_width() - 80, height)
    theme.draw_panel(surface, rect, colour=(60, 44, 20), edge=theme.WARN)
    theme.blit_text(surface, "!", (rect.left + 18, rect.centery), theme.HEADING, theme.WARN, True, "center")
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, (rect.left + 40, rect.top + 8 + 22 * i), theme.SMALL, theme.TEXT)


def draw_toast(surface: pygame.Surface, message: Text, midtop: tuple[int, int] | None = None) -> None:
    """A short app-wide message (e.g. "Sound off" after M) over whatever scene is showing: top centre, or at the
    spot the scene keeps clear for it (`Scene.toast_at`)."""
    width = theme.text_width(message, theme.BODY, True) + 48
    rect = pygame.Rect(0, 0, width, 44)
    rect.midtop = midtop if midtop is not None else (surface.get_width() // 2, 14)
    theme.draw_panel(surface, rect, colour=theme.PANEL, edge=theme.TEXT)
    theme.blit_text(surface, message, rect.center, theme.BODY, theme.TEXT, True, "center")
