"""How the 24 play screen reads the keyboard and the mouse: events become calls on `Actions` (the scene).

Keys (outside the answer box): A-F pick a card (the letter under it), + - * x / pick the operation, S skip,
O no solution (N is the shared "next"), T type an answer, Enter or N next hand. A digit or "(" starts the whole
expression in the answer box, so nothing a player types is read as a card pick.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from scenes.base import Transition
from scenes.twentyfour.model import CARD_KEYS, Screen
from scenes.twentyfour.view import card_rects
from sprites.widgets import TextField, WidgetGroup

OP_KEYS = {"+": "+", "-": "-", "*": "*", "x": "*", "X": "*", "/": "/", "×": "*", "÷": "/"}
EXPRESSION_START = "0123456789(."
KEY_LETTERS = "urhnsotm"   # letters whose key press already did something (shared keys, S, O, T, mute)


class Actions(Protocol):
    """What input asks the scene to do."""

    def click_card(self, i: int) -> None: ...

    def choose_op(self, op: str) -> None: ...

    def skip(self) -> None: ...

    def declare_none(self) -> None: ...

    def next_hand(self) -> Transition | None: ...

    def say(self, message: str) -> None: ...

    def refresh(self) -> None: ...


class PlayInput:
    """Turns events into the scene's actions; returns the transition an action asks for."""

    def __init__(self, screen: Screen, widgets: WidgetGroup, actions: Actions) -> None:
        self.screen = screen
        self.widgets = widgets
        self.actions = actions

    def handle(self, event: pygame.event.Event) -> Transition | None:
        screen, widgets = self.screen, self.widgets
        if event.type == pygame.TEXTINPUT and screen.swallow_text:
            screen.swallow_text = False
            return None
        if screen.name_guard > 0 and event.type in (pygame.TEXTINPUT, pygame.KEYDOWN) \
                and widgets.focus is widgets.get("name") and getattr(event, "key", None) != pygame.K_ESCAPE:
            return None   # a key already on its way when the results appeared: not the start of a name
        consumed, result = widgets.handle_event(event)
        if consumed:
            self.actions.refresh()
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not screen.hand.over:
            for i, rect in enumerate(card_rects(screen.hand)):
                if rect.collidepoint(event.pos):
                    self.actions.click_card(i)
                    return None
            return None
        if event.type == pygame.TEXTINPUT:
            self._typed(str(event.text))
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(int(event.key))
        return None

    def _typed(self, text: str) -> None:
        hand = self.screen.hand
        if hand.over:
            return
        for at, ch in enumerate(text):
            letter = ch.lower()
            cards = len(hand.state.cards)
            if ch in EXPRESSION_START:   # the player is writing an expression: it all goes to the answer box
                self.widgets.set_focus("answer")
                self.widgets.get("answer", TextField).type_text(text[at:])
                self.actions.refresh()
                return
            if letter in CARD_KEYS[:cards]:
                self.actions.click_card(CARD_KEYS.index(letter))
            elif ch in OP_KEYS:
                self.actions.choose_op(OP_KEYS[ch])
            elif letter in KEY_LETTERS or ch.isspace():
                continue   # its key press was handled (or is harmless)
            else:
                last = CARD_KEYS[cards - 1].upper()
                self.actions.say(f"'{ch}' does nothing here: A-{last} pick a card, a digit starts an expression.")

    def _key(self, k: int) -> Transition | None:
        if self.screen.hand.over:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.screen.finished:
                return self.actions.next_hand()
            return None
        if k == pygame.K_s:
            self.actions.skip()
        elif k == pygame.K_o and self.widgets.get("none").visible:
            self.actions.declare_none()
        elif k == pygame.K_t:
            self.widgets.set_focus("answer")
            self.screen.swallow_text = True
        return None
