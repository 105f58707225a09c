"""F1 in a game: the shared keys and the game's own, on a card over the dimmed game. Esc, Enter or Back closes it."""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from game.i18n import Msg, Text
from scenes.base import Context, Pop, Scene, Transition
from sprites import theme
from sprites.widgets import Button


class HelpCard(Scene):
    name = "help"
    modal = True

    def __init__(self, ctx: Context, title: Text, lines: Sequence[Text]) -> None:
        super().__init__(ctx)
        self.title = title
        self.lines = list(lines)
        w, h = ctx.config.window.width, ctx.config.window.height
        self.panel = pygame.Rect(0, 0, 900, 480)
        self.panel.center = (w // 2, h // 2)
        self.widgets.add(Button("back", (self.panel.centerx - 100, self.panel.bottom - 76, 200, 52), Msg("Back"),
                                lambda: Pop(), primary=True))
        self.widgets.set_focus("back")

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return Pop()
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 200))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, self.panel)
        theme.blit_text(surface, self.title, (self.panel.centerx, self.panel.top + 24), theme.HEADING, theme.TEXT,
                        True, "midtop")
        y = self.panel.top + 80
        for line in self.lines:
            for part in theme.wrap(line, self.panel.width - 80, theme.SMALL):
                theme.blit_text(surface, part, (self.panel.left + 40, y), theme.SMALL, theme.TEXT)
                y += 24
            y += 8
        self.widgets.draw(surface)
