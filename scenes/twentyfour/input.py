"""How the 24 play screen reads the keyboard and the mouse: events become calls on `Actions` (the scene).

Keys (outside the answer box): A-F pick a card (the letter under it, which stays with the card all hand), + - * x /
pick the operation, S skip, O no solution and O again to confirm (N is the shared "next"), T type an answer, Enter
or N next hand, V the other solutions of a hand that is over. A digit or "(" starts the whole expression in the
answer box, so nothing a player types is read as a card pick. At the end of a run nothing is saved or started by
a key alone: the score is recorded under the last name used, and the name box takes keys only once the player
clicks it or presses F2 (NAME_KEY), as the screen says.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.i18n import Msg, Text
from scenes.base import Transition
from scenes.twentyfour.model import CARD_KEYS, NAME_KEY, Screen, card_at_letter, card_letter
from scenes.twentyfour.view import card_rects
from sprites.widgets import TextField, WidgetGroup

OP_KEYS = {"+": "+", "-": "-", "*": "*", "x": "*", "X": "*", "/": "/", "×": "*", "÷": "/"}
EXPRESSION_START = "0123456789(."
SUBMIT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
KEY_LETTERS = "urhnsotm"   # letters whose key press already did something (shared keys, S, O, T, mute)


class Actions(Protocol):
    """What input asks the scene to do."""

    def click_card(self, i: int) -> None: ...

    def choose_op(self, op: str) -> None: ...

    def skip(self) -> None: ...

    def declare_none(self) -> None: ...

    def next_hand(self) -> Transition | None: ...

    def say(self, message: Text) -> None: ...

    def no_claim_here(self) -> None: ...

    def toggle_others(self) -> None: ...

    def open_name_box(self) -> None: ...

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
        name = widgets.get("name", TextField)
        if name.visible and widgets.focus is not name:   # the box takes keys only once opened by the player
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and name.rect.collidepoint(event.pos):
                self.actions.open_name_box()
                name.click_at(event.pos[0])
                return None
            if event.type == pygame.KEYDOWN and event.key == NAME_KEY:
                self.actions.open_name_box()
                return None
        consumed, result = widgets.handle_event(event)
        if consumed:
            self.actions.refresh()
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not screen.hand.finished:
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
        if hand.finished:
            return
        for at, ch in enumerate(text):
            letter = ch.lower()
            if ch in EXPRESSION_START:   # the player is writing an expression: it all goes to the answer box
                self.widgets.set_focus("answer")
                self.widgets.get("answer", TextField).type_text(text[at:])
                self.actions.refresh()
                return
            picked = card_at_letter(hand.state, letter)
            if picked is not None:
                self.actions.click_card(picked)
            elif letter in CARD_KEYS[:len(hand.numbers)]:   # a card merged away: its letter went to the new card
                into = next(card for card in hand.state.cards if CARD_KEYS.index(letter) in card.sources)
                self.actions.say(Msg("Card {card} is now part of card {into}.", card=letter.upper(),
                                     into=card_letter(into).upper()))
            elif ch in OP_KEYS:
                self.actions.choose_op(OP_KEYS[ch])
            elif letter in KEY_LETTERS or ch.isspace():
                continue   # its key press was handled (or is harmless)
            else:
                letters = ", ".join(card_letter(card).upper() for card in hand.state.cards)
                self.actions.say(Msg("'{key}' does nothing here: {letters} pick a card, a digit starts an expression.",
                                     key=ch, letters=letters))

    def _key(self, k: int) -> Transition | None:
        if self.screen.hand.finished:
            if k in SUBMIT_KEYS and not self.screen.finished:
                return self.actions.next_hand()
            if k == pygame.K_v and not self.screen.finished:
                self.actions.toggle_others()
            return None
        if k == pygame.K_s:
            self.actions.skip()
        elif k == pygame.K_o:
            if self.widgets.get("none").visible:
                self.actions.declare_none()
            else:
                self.actions.no_claim_here()
        elif k == pygame.K_t:
            self.widgets.set_focus("answer")
            self.screen.swallow_text = True
        return None
