"""The pause overlay: Resume, Restart, Settings, Levels (when the game was opened from a level list), Menu. The game
beneath is drawn dimmed and its clock stands still (only the top scene is updated)."""
from __future__ import annotations

from typing import Optional

import pygame

from game.i18n import Msg, Text
from scenes.base import BackTo, Context, Pop, Push, Scene, ToMenu, Transition
from scenes.settings import SettingsScene
from scenes.share import ShareBox, box_height
from sprites import theme
from sprites.widgets import Button, Callback

ROW = 66   # from one button's top to the next


class PauseScene(Scene):
    name = "pause"
    modal = True

    def __init__(self, ctx: Context, game: Scene, reason: Text = "", *, level_list: str | None = None) -> None:
        """`level_list`: the name of the level list the game was opened from, if it was (adds "Levels")."""
        super().__init__(ctx)
        self.game = game
        self.reason = reason
        self.level_list = level_list
        self.widgets.arrow_keys = True
        choices: list[tuple[str, Msg, Callback]] = [
            ("resume", Msg("Resume"), lambda: Pop()),
            ("restart", Msg("Restart"), self.restart_game),
            ("settings", Msg("Settings"), self.open_settings),
        ]
        if level_list is not None:
            choices.append(("levels", Msg("Levels"), self.to_levels))
        choices.append(("menu", Msg("Main menu"), self.to_menu))
        self.code = game.puzzle_code()   # the puzzle's code, to share or to play elsewhere
        share_w = 540
        share_h = box_height(self.code, share_w)
        w, h = ctx.config.window.width, ctx.config.window.height
        self.panel = pygame.Rect(0, 0, 420 if self.code is None else share_w + 60,
                                 136 + ROW * len(choices) + (share_h + 8 if share_h else 0))
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.centerx - 150, self.panel.top + 110
        for i, (wid, label, action) in enumerate(choices):
            self.widgets.add(Button(wid, (x, y + i * ROW, 300, 54), label, action, primary=(i == 0)))
        self.share = ShareBox(self.widgets, game.name, self.code)
        self.share.place(pygame.Rect(self.panel.left + 30, self.panel.bottom - 24 - share_h, share_w, share_h))
        self.share.show(True)
        self.widgets.set_focus("resume")

    def restart_game(self) -> Transition:
        self.game.restart()
        return Pop()

    def open_settings(self) -> Transition:
        return Push(SettingsScene(self.ctx))

    def to_menu(self) -> Transition:
        self.game.save()
        return ToMenu()

    def to_levels(self) -> Transition:
        self.game.save()
        assert self.level_list is not None
        return BackTo(self.level_list)

    def on_escape(self) -> Optional[Transition]:
        return Pop()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 200))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, self.panel)
        theme.blit_text(surface, Msg("Paused"), (self.panel.centerx, self.panel.top + 24), theme.HEADING, theme.TEXT,
                        True, "midtop")
        theme.blit_text(surface, self.reason or Msg("{key} to resume", key="Esc"),
                        (self.panel.centerx, self.panel.top + 70), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        self.share.draw(surface)
        self.widgets.draw(surface)
