"""The only place with pygame.display, the event queue and Clock.tick: one window and a stack of scenes.

Each frame: read events, handle the app-wide keys (F11 fullscreen, M mute, window focus), give the rest and `dt`
to the top scene, apply the transition it returns, draw the visible scenes, flip.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import pygame

from game.messages import clip
from game.shell.window import Window, WindowState
from scenes import worker
from game.i18n import Msg, Text
from scenes.base import draw_toast, BackTo, Context, Pause, Pop, Push, Quit, Replace, Scene, ToMenu, Transition
from scenes.level_select import LevelSelectScene
from scenes.pause import PauseScene

NOTICE_SECONDS = 1.6  # how long "Sound off" stays on screen after M
MAX_DT = 0.1  # a long stall (window dragged, debugger) must not fast-forward timers and animations
QUIT_GRACE = 1.0  # seconds the exit waits for cancelled workers to end; the rest are daemons and die with it


WINDOW_SETTING = "window"   # the window's size and whether it was maximised, for the next start


def remembered_window(stored: object) -> WindowState | None:
    """The window setting as the store gives it back (its schema already checked it), or None."""
    if not isinstance(stored, dict) or "width" not in stored or "height" not in stored:
        return None
    return WindowState((stored["width"], stored["height"]), bool(stored.get("maximised", False)))


LEVEL_LIST = LevelSelectScene.name   # a game opened from a level list gets a way back to it on the pause overlay

class App:
    def __init__(self, ctx: Context, first: Callable[[Context], list[Scene]]) -> None:
        window = ctx.config.window
        pygame.display.init()
        pygame.font.init()
        fullscreen = bool(ctx.store.get_setting("fullscreen", window.fullscreen))
        self.window = Window((window.width, window.height), window.title, fullscreen,
                             remembered_window(ctx.store.get_setting(WINDOW_SETTING, None)))
        self.screen = self.window.frame   # scenes draw here, at the logical size
        # Creating the window queues focus gained/lost churn; none of it is the player's doing.
        pygame.event.clear()
        ctx.fullscreen = fullscreen
        ctx.toggle_fullscreen = self.toggle_fullscreen
        ctx.sound.start()
        self.ctx = ctx
        self.clock = pygame.time.Clock()
        self.fps = window.fps
        self.stack: list[Scene] = []
        self.running = True
        self.frames = 0
        self.notice: Text = ""    # a short app-wide message (M: "Sound off"), drawn over every scene
        self.notice_left = 0.0
        self.screenshot_problem: str | None = None  # why the last frame could not be saved (`run` then returns 1)
        for scene in first(ctx):
            self._push(scene)

    # --- the stack ---------------------------------------------------------------------------------------
    @property
    def top(self) -> Scene:
        return self.stack[-1]

    def _push(self, scene: Scene) -> None:
        if self.stack:
            self.top.covered = True
        self.stack.append(scene)
        pygame.mouse.set_visible(scene.mouse_visible)

    def _pop(self, result: object = None) -> None:
        self._leave(self.stack.pop())
        if not self.stack:
            self.running = False
            return
        self.top.covered = False
        pygame.mouse.set_visible(self.top.mouse_visible)
        self.top.on_resume(result)

    def _leave(self, scene: Scene) -> None:
        """A scene off the stack for good stops its background work (unless it is still on the stack lower
        down: a screen may push itself again, e.g. the sudoku start screen after a level that failed to load)."""
        if scene not in self.stack:
            scene.on_leave()

    def apply(self, transition: Optional[Transition]) -> None:
        if transition is None:
            return
        if isinstance(transition, Push):
            self._push(transition.scene)
        elif isinstance(transition, Pop):
            self._pop(transition.result)
        elif isinstance(transition, Replace):
            old = self.stack.pop()
            self._push(transition.scene)
            self._leave(old)
        elif isinstance(transition, ToMenu):
            while len(self.stack) > 1:  # the menu is always at the bottom of the stack
                self._pop()
        elif isinstance(transition, BackTo):
            if any(scene.name == transition.name for scene in self.stack):
                while self.top.name != transition.name:
                    self._pop()
        elif isinstance(transition, Pause):
            self.pause(transition.reason)
        elif isinstance(transition, Quit):
            self.quit()
        else:
            raise TypeError(f"not a transition: {transition!r}")

    def pause(self, reason: Text = "") -> None:
        """Cover the top scene with the pause overlay if it is a game (its clock stops: only the top is updated)."""
        if self.top.is_game:
            from_list = any(scene.name == LEVEL_LIST for scene in self.stack)
            self._push(PauseScene(self.ctx, self.top, reason, level_list=LEVEL_LIST if from_list else None))

    def quit(self) -> None:
        state = self.window.remembered()
        self.ctx.store.set_setting(WINDOW_SETTING, {"width": state.size[0], "height": state.size[1],
                                                    "maximised": state.maximised})
        for scene in self.stack:
            scene.save()
        for scene in reversed(self.stack):
            scene.on_leave()
        worker.cancel_all()  # a job no scene still owns (or one started outside a scene) stops too
        self.running = False

    # --- app-wide keys -----------------------------------------------------------------------------------
    def toggle_fullscreen(self) -> bool:
        try:
            self.window.set_fullscreen(not self.ctx.fullscreen)
        except pygame.error:
            pass  # a driver that cannot switch; the setting is still remembered
        self.ctx.fullscreen = not self.ctx.fullscreen
        self.ctx.store.set_setting("fullscreen", self.ctx.fullscreen)
        return self.ctx.fullscreen

    def toggle_mute(self) -> None:
        enabled = self.ctx.sound.toggle()
        self.ctx.store.set_setting("sound", enabled)
        self.notice, self.notice_left = (Msg("Sound on") if enabled else Msg("Sound off")), NOTICE_SECONDS

    def _app_keys(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """Handle what belongs to the whole app; return the events for the scene."""
        rest = []
        for event in map(self.window.translate, events):
            self.window.note(event)
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.pause(Msg("Paused while the window was in the background"))
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif (event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.top.wants_text
                  and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
                self.toggle_mute()
            else:
                rest.append(event)
        return rest

    # --- frames ------------------------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw. Tests call this with their own events and dt."""
        events = self._app_keys(events)
        self.notice_left = max(0.0, self.notice_left - min(dt, MAX_DT))
        if self.running and self.stack:
            self.apply(self.top.update(events, min(dt, MAX_DT)))
        if self.running and self.stack:
            self.draw()
        self.frames += 1

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].modal:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(self.screen)
            scene.draw_over(self.screen)
        if self.notice_left > 0:
            draw_toast(self.screen, self.notice, self.top.toast_at)

    def run(self, frames: int | None = None, screenshot: Path | None = None,
            on_first_frame: Callable[[], None] | None = None) -> int:
        dt = 0.0
        while self.running and (frames is None or self.frames < frames):
            self.step(pygame.event.get(), dt)
            if self.frames == 1 and on_first_frame is not None:
                on_first_frame()
            self.window.present()
            if screenshot is not None and (not self.running or self.frames == frames):
                self.save_screenshot(screenshot)
            pygame.display.flip()
            dt = self.clock.tick(self.fps) / 1000.0
        if self.running:
            self.quit()
        worker.wait_all(QUIT_GRACE)
        return 0 if self.screenshot_problem is None else 1

    def save_screenshot(self, path: Path) -> None:
        """What the player sees, at the window's size. A file that cannot be written (a device such as /dev/full,
        a full disk, a name the system refuses) is noted in `screenshot_problem`; the run still ends as usual."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window.surface, str(path))
        except (OSError, pygame.error) as err:
            reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err) or type(err).__name__
            self.screenshot_problem = f"the screenshot could not be saved ({clip(reason, 120)})"

