"""The base of every game's play scene: the keys and the button all four games share, in one place.

U / Ctrl+Z undo · R / Ctrl+R / Ctrl+Y redo · H hint · N new or next · Esc pause · F1 help, and a Pause button with
the same id and rect in every game. A game implements the actions (`undo`, `redo`, `ask_hint`, `new_or_next`,
`show_help`) and handles the rest of its input in `handle_input`; a key of its own must not be one of these.
While a text field has the focus the letters are the player's, so shared keys wait (Esc still leaves the field).
"""
from __future__ import annotations

from typing import Optional

import pygame

from scenes.base import Context, Pause, Push, Scene, Transition
from scenes.help import HelpCard
from sprites import theme
from sprites.widgets import Button

PAUSE_ID = "pause"
PAUSE_RECT = pygame.Rect(1110, 26, 130, 44)   # top right, above every game's own panels

UNDO, REDO, HINT, NEXT, PAUSE, HELP = "undo", "redo", "hint", "next", "pause", "help"
SHARED_HELP = "U undo · R redo · H hint · N new/next · Esc pause · F1 help"


def shared_action(event: pygame.event.Event) -> str | None:
    """Which shared action a key press asks for, or None if it is the game's own."""
    if event.type != pygame.KEYDOWN:
        return None
    k, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
    if k == pygame.K_ESCAPE:
        return PAUSE
    if k == pygame.K_F1:
        return HELP
    if k == pygame.K_u or (ctrl and k == pygame.K_z):
        return UNDO
    if k == pygame.K_r or (ctrl and k == pygame.K_y):
        return REDO
    if ctrl or event.mod & pygame.KMOD_ALT:
        return None
    return {pygame.K_h: HINT, pygame.K_n: NEXT}.get(k)


class GameScene(Scene):
    """A game's play scene. `is_game`: Esc and focus loss make the app cover it with the pause overlay."""

    is_game = True
    help_title = "How to play"
    help_lines: tuple[str, ...] = ()   # the game's own keys and rules, shown by F1 under the shared keys

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.add(Button(PAUSE_ID, PAUSE_RECT, "Pause (Esc)", self.pause, size=theme.SMALL))

    # input ------------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        action = shared_action(event)
        if action is not None and not self.wants_text:
            if self.takes_shared(action):
                return self.on_shared(action)
            return None
        return self.handle_input(event)

    def takes_shared(self, action: str) -> bool:
        """False while the game's own mode makes a shared action meaningless (e.g. an answer being shown)."""
        return True

    def on_shared(self, action: str) -> Optional[Transition]:
        if action == UNDO:
            self.undo()
        elif action == REDO:
            self.redo()
        elif action == HINT:
            self.ask_hint()
        elif action == NEXT:
            return self.new_or_next()
        elif action == PAUSE:
            return self.on_escape()
        elif action == HELP:
            return self.show_help()
        return None

    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        """Everything that is not a shared key: widgets first, then the game's board."""
        return super().handle_event(event)

    # the shared actions -----------------------------------------------------------------------------------
    def undo(self) -> None:
        """Take back the last move."""

    def redo(self) -> None:
        """Play again the move last taken back."""

    def ask_hint(self) -> None:
        """Show (or advance) a hint; the session records that one was used."""

    def new_or_next(self) -> Optional[Transition]:
        """N: a new game, or the next level once this one is solved."""
        return None

    def pause(self) -> Transition:
        return Pause()

    def show_help(self) -> Optional[Transition]:
        return Push(HelpCard(self.ctx, self.help_title, (SHARED_HELP,) + tuple(self.help_lines)))
