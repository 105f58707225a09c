"""The pause overlay: Resume, Restart, Settings, Levels (when the game was opened from a level list), Menu. The game
beneath is drawn dimmed and its clock stands still (only the top scene is updated)."""
from __future__ import annotations

from typing import Optional

import pygame

from game.i18n import Msg, Text
from scenes.base import BackTo, Context, Pop, Push, Scene, ToMenu, Transition
from scenes.settings import SettingsScene
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
        self.copied: Text = ""
        if self.code is not None:
            choices.append(("copy-code", Msg("Copy code"), self.copy_code))
        w, h = ctx.config.window.width, ctx.config.window.height
        code_room = 40 if self.code is not None else 0
        self.panel = pygame.Rect(0, 0, 420 if self.code is None else 560, 136 + ROW * len(choices) + code_room)
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.centerx - 150, self.panel.top + 110
        for i, (wid, label, action) in enumerate(choices):
            self.widgets.add(Button(wid, (x, y + i * ROW, 300, 54), label, action, primary=(i == 0)))
        self.widgets.set_focus("resume")

    def copy_code(self) -> None:
        from scenes.play_code import copy_text

        assert self.code is not None
        self.copied = Msg("Copied.") if copy_text(self.code) else Msg("No clipboard here: write it down.")

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
        self.widgets.draw(surface)
        if self.code is not None:
            line = (Msg("Code {code}  ·  {note}", code=self.code, note=self.copied) if self.copied
                    else Msg("Code {code}", code=self.code))
            theme.blit_text(surface, line, (self.panel.centerx, self.panel.bottom - 46), theme.SMALL, theme.TEXT,
                            anchor="midtop")
