"""The pause overlay: Resume, Restart, Settings, Menu. The game beneath is drawn dimmed and its clock stands still
(only the top scene is updated)."""
from __future__ import annotations

from typing import Optional

import pygame

from scenes.base import Context, Pop, Push, Scene, ToMenu, Transition
from scenes.settings import SettingsScene
from sprites import theme
from sprites.widgets import Button


class PauseScene(Scene):
    name = "pause"
    modal = True

    def __init__(self, ctx: Context, game: Scene, reason: str = "Paused") -> None:
        super().__init__(ctx)
        self.game = game
        self.reason = reason
        self.widgets.arrow_keys = True
        w, h = ctx.config.window.width, ctx.config.window.height
        self.panel = pygame.Rect(0, 0, 420, 400)
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.left + 60, self.panel.top + 110
        for i, (wid, label, action) in enumerate((
            ("resume", "Resume", lambda: Pop()),
            ("restart", "Restart", self.restart_game),
            ("settings", "Settings", self.open_settings),
            ("menu", "Main menu", self.to_menu),
        )):
            self.widgets.add(Button(wid, (x, y + i * 66, 300, 54), label, action, primary=(i == 0)))
        self.widgets.set_focus("resume")

    def restart_game(self) -> Transition:
        self.game.restart()
        return Pop()

    def open_settings(self) -> Transition:
        return Push(SettingsScene(self.ctx))

    def to_menu(self) -> Transition:
        self.game.save()
        return ToMenu()

    def on_escape(self) -> Optional[Transition]:
        return Pop()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 200))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, self.panel)
        theme.blit_text(surface, "Paused", (self.panel.centerx, self.panel.top + 24), theme.HEADING, theme.TEXT,
                        True, "midtop")
        theme.blit_text(surface, self.reason if self.reason != "Paused" else "Esc to resume",
                        (self.panel.centerx, self.panel.top + 70), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
