"""The game window: a size that fits the desktop, free resizing, letterboxing and mouse mapping.

Scenes always draw on one logical surface (config window size, 1280x720). Each frame that surface is scaled
smoothly (any factor, not whole multiples) into the largest rectangle of the same aspect that fits the window,
centred with black bars. Mouse events arrive in window pixels and are translated to logical pixels before a
scene sees them, so a click lands on the same widget at every window size.

`MATCHBOX_WINDOW=WxH` in the environment picks the starting window size (screenshots at other sizes, tests);
else the window opens at the size it last had (and maximised again if it was), fitted to the desktop.
"""
from __future__ import annotations

import os
import warnings
from dataclasses import dataclass

import pygame

from game.shell.sound import library_output_caught, write_out

MIN_SIZE = (640, 360)
# Room left for a title bar, a taskbar and the window's frame: the start size stays inside this part of the desktop.
DESKTOP_USE = (0.94, 0.86)
SIZE_ENV = "MATCHBOX_WINDOW"
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
# SDL's video drivers that show nothing: it falls back to them when no display can be opened.
HEADLESS_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = ("no display found (SDL could only start its {driver!r} video driver, which shows nothing): start "
              "the game from a desktop session, or add --frames N for a headless run")


def open_display() -> str:
    """Start SDL's video; the name of the driver it chose. When that is a headless one, SDL's complaints on the
    way (no X server, no Wayland) are dropped: the caller says what matters in one line."""
    with library_output_caught() as caught:
        pygame.display.init()
    driver = pygame.display.get_driver()
    if driver not in HEADLESS_DRIVERS or os.environ.get("SDL_VIDEODRIVER"):
        write_out(caught)
    return driver


def no_display_problem(headless_ok: bool) -> str | None:
    """Why the game cannot show a window: SDL was left to choose its video driver and found only a headless one
    (over SSH, on a server, in a container). None when a display opened, when a driver was asked for by name
    (SDL_VIDEODRIVER=dummy for headless runs) or when a headless one will do (`headless_ok`: a `--frames` run)."""
    try:
        driver = open_display()
    except pygame.error as err:
        return f"no display could be opened ({err}): start the game from a desktop session"
    if driver in HEADLESS_DRIVERS and not os.environ.get("SDL_VIDEODRIVER") and not headless_ok:
        pygame.display.quit()
        return NO_DISPLAY.format(driver=driver)
    return None


def fit(inner: tuple[int, int], outer: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle with `inner`'s aspect that fits in `outer`, centred in it."""
    scale = min(outer[0] / inner[0], outer[1] / inner[1])
    size = (max(1, round(inner[0] * scale)), max(1, round(inner[1] * scale)))
    rect = pygame.Rect((0, 0), size)
    rect.center = (outer[0] // 2, outer[1] // 2)
    return rect


def env_size() -> tuple[int, int] | None:
    """`MATCHBOX_WINDOW=960x540` -> (960, 540); None when unset or unreadable (never stops the game)."""
    raw = os.environ.get(SIZE_ENV, "").lower().strip()
    try:
        w, h = (int(part) for part in raw.split("x"))
    except ValueError:
        return None
    return (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))


def start_size(logical: tuple[int, int], remembered: tuple[int, int] | None = None) -> tuple[int, int]:
    """The size the window last had (`remembered`, fitted to the desktop), else the logical size shrunk (keeping
    its aspect) until it fits the usable part of the smallest desktop; `MATCHBOX_WINDOW` before either."""
    chosen = env_size()
    if chosen is not None:
        return chosen
    if remembered is not None:
        return fits_desktop((max(MIN_SIZE[0], remembered[0]), max(MIN_SIZE[1], remembered[1])))
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    # A headless driver (screenshots, CI) has no real desktop: keep the logical size, pixel for pixel.
    if not desktops or pygame.display.get_driver() in HEADLESS_DRIVERS:
        return logical
    dw, dh = min(desktops, key=lambda s: s[0] * s[1])
    room = (int(dw * DESKTOP_USE[0]), int(dh * DESKTOP_USE[1]))
    if logical[0] <= room[0] and logical[1] <= room[1]:
        return logical
    rect = fit(logical, room)
    return (max(MIN_SIZE[0], rect.width), max(MIN_SIZE[1], rect.height))


def fits_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, shrunk (never below MIN_SIZE) to fit the usable part of the smallest desktop: a window that comes
    back from fullscreen keeps its title bar and bottom edge on the screen."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops or pygame.display.get_driver() == "dummy":
        return size
    dw, dh = min(desktops, key=lambda s: s[0] * s[1])
    room = (int(dw * DESKTOP_USE[0]), int(dh * DESKTOP_USE[1]))
    return (max(MIN_SIZE[0], min(size[0], room[0])), max(MIN_SIZE[1], min(size[1], room[1])))


@dataclass(frozen=True)
class WindowState:
    size: tuple[int, int]
    maximised: bool


class Window:
    """Owns the display surface; scenes draw on `frame` (logical size), `present` scales it into the window.

    Fullscreen and back returns the window to the state it had: maximised again if it was, else its size (fitted
    to the desktop). Whether it is maximised, and the size the player gave it, are learnt from the window events
    the app hands to `note`; `remembered()` is what the next start opens with (the app keeps it in the store)."""

    def __init__(self, logical: tuple[int, int], title: str, fullscreen: bool,
                 remembered: WindowState | None = None) -> None:
        self.logical = logical
        self.windowed_size = start_size(logical, remembered.size if remembered is not None else None)
        self._size_before = self.windowed_size   # the size before the last resize (a maximise resizes first)
        self.maximised = False
        self.fullscreen = fullscreen
        self._scaled: pygame.Surface | None = None
        self._open()
        self.frame = pygame.Surface(logical)
        pygame.display.set_caption(title)
        if remembered is not None and remembered.maximised and env_size() is None:
            self.maximised = True
            if not fullscreen:
                self._maximise()

    def remembered(self) -> WindowState:
        """The window as the next start should open it: the size the player gave it, and maximised or not."""
        return WindowState(self.windowed_size, self.maximised)

    def _open(self) -> None:
        with warnings.catch_warnings():  # SDL's dummy driver (headless runs) has no accelerated renderer
            warnings.simplefilter("ignore")
            if self.fullscreen:
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:  # a floor for dragging the window smaller; older pygame has no Window object
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                pass

    def note(self, event: pygame.event.Event) -> None:
        """Follow the window manager: maximised or not (only while windowed: fullscreen says nothing of it)."""
        if self.fullscreen:
            return
        if event.type == pygame.WINDOWMAXIMIZED:
            if not self.maximised:
                self.windowed_size = self._size_before   # the resize that came with it was the window manager's
            self.maximised = True
        elif event.type == pygame.WINDOWRESTORED:
            self.maximised = False
        elif event.type == pygame.WINDOWRESIZED and not self.maximised:
            self._size_before, self.windowed_size = self.windowed_size, (max(1, event.x), max(1, event.y))

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if on and not self.maximised:
            self.windowed_size = self.size  # come back to the size the player had (a maximised one is the WM's)
        self.fullscreen = on
        if not on:
            self.windowed_size = fits_desktop(self.windowed_size)
        self._open()
        if not on and self.maximised:
            self._maximise()

    def _maximise(self) -> None:
        try:  # older pygame has no Window object: the window comes back at its size instead
            pygame.Window.from_display_module().maximize()
        except (AttributeError, pygame.error):
            pass

    @property
    def size(self) -> tuple[int, int]:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface  # a resize replaces the display surface
        return self.surface.get_size()

    @property
    def view(self) -> pygame.Rect:
        """Where the logical frame sits in the window."""
        return fit(self.logical, self.size)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        view = self.view
        return (int((pos[0] - view.left) * self.logical[0] // view.width),
                int((pos[1] - view.top) * self.logical[1] // view.height))

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event in window pixels -> the same event in logical pixels; other events unchanged."""
        if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        attrs = dict(event.__dict__)
        attrs["pos"] = self.to_logical(event.pos)
        if "rel" in attrs:
            view = self.view
            attrs["rel"] = (round(event.rel[0] * self.logical[0] / view.width),
                            round(event.rel[1] * self.logical[1] / view.height))
        return pygame.event.Event(event.type, attrs)

    def present(self) -> None:
        """Scale the logical frame into the window (smoothly, so text stays sharp at any size)."""
        view = self.view
        surface = self.surface
        if view.size == self.logical and surface.get_size() == self.logical:
            surface.blit(self.frame, (0, 0))
            return
        surface.fill((0, 0, 0))
        if view.size == self.logical:
            surface.blit(self.frame, view)
            return
        if self._scaled is None or self._scaled.get_size() != view.size:
            self._scaled = pygame.Surface(view.size)
        pygame.transform.smoothscale(self.frame, view.size, self._scaled)
        surface.blit(self._scaled, view)
