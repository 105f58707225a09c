"""Sharing a puzzle: its code with "Copy code" (on the pause overlay and on every game's end panel) and, after a
daily puzzle, the daily streak with "Copy result". One piece for every screen that shows a code.

A screen owns a `ShareBox`: it adds the two buttons to the screen's widgets (hidden until `show`), is placed in
a rectangle of the panel (`place`), told when the game has ended (`ended`: a daily puzzle's streak is read then,
once, never per frame) and drawn with the panel (`draw`). A copy says "Copied" only when the clipboard took
the text; where there is none (a headless machine, a desktop without one) the text is shown highlighted and
large enough to copy by hand.
"""
from __future__ import annotations

import datetime

import pygame

from game.i18n import Msg, Plural
from game.logic.daily import result_text
from game.logic.outcome import Outcome
from game.played import utc_date
from game.statistics import DAILY, Streak, streak
from game.store import Store
from sprites import theme
from sprites.widgets import Button, WidgetGroup

COPY_CODE, COPY_RESULT = "copy-code", "copy-result"
CODE_MODE = "code"          # the history's mode of a puzzle opened from a code or a paste
LINE = 32                   # a line of text: the code (in one or two lines), the streak
BUTTON_W, BUTTON_H, GAP = 180, 44, 16
SELECTION = (40, 84, 140)   # the highlight of text shown for copying by hand (as a selection looks)
LABEL = Msg("Code")


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard; True only when the clipboard holds it afterwards."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except pygame.error:
        return False


def daily_streak(store: Store, game: str) -> Streak:
    """The streak of days with a daily puzzle of `game` completed, counted up to today (the history's dates are
    UTC dates, so today is too)."""
    days = [row.played_on for row in store.played_games(game) if row.mode == DAILY and row.completed]
    return streak(days, utc_date(store.now()))


def streak_line(s: Streak) -> Msg:
    return Plural("Daily streak {n} day · best {best}", "Daily streak {n} days · best {best}", s.current,
                  best=s.best)


def code_lines(code: str, width: int) -> list[str]:
    """The code as drawn in `width` pixels (after its label): one line if it fits at a readable size, else its
    two halves (a code reads the same with or without the break)."""
    if theme.font(theme.BODY, True).size(code)[0] <= width:
        return [code]
    half = (len(code) + 1) // 2
    return [code[:half], code[half:]]


def text_width(width: int) -> int:
    """What a box `width` wide leaves for the code beside its label."""
    return width - theme.text_width(LABEL, theme.SMALL) - 12


def box_height(code: str | None, width: int, streak: bool = False) -> int:
    """The height of a box `width` wide showing `code` (and the streak's line): 0 with no code."""
    if code is None:
        return 0
    return LINE * (len(code_lines(code, text_width(width))) + streak) + 8 + BUTTON_H


class ShareBox:
    """The code (one line, or two halves when one line would be too small to read) with "Copy code" under it;
    once a daily puzzle has ended, the streak and "Copy result" too."""

    def __init__(self, widgets: WidgetGroup, game: str, code: str | None, *,
                 daily: datetime.date | None = None) -> None:
        self.game = game
        self.code = code
        self.daily = daily
        self.result: Msg | None = None      # what "Copy result" copies, once a daily puzzle has ended
        self.streak: Streak | None = None
        self.by_hand: str | None = None     # a text the clipboard refused: shown to copy by hand
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shown = False
        self.copy_code_button = widgets.add(Button(COPY_CODE, (0, 0, BUTTON_W, BUTTON_H), Msg("Copy code"),
                                                   self.copy_code, size=theme.SMALL + 2))
        self.copy_result_button = widgets.add(Button(COPY_RESULT, (0, 0, BUTTON_W, BUTTON_H), Msg("Copy result"),
                                                     self.copy_result, size=theme.SMALL + 2))
        self.show(False)

    # --- layout -------------------------------------------------------------------------------------------
    def height(self, width: int, daily_row: bool | None = None) -> int:
        """The height the box needs at `width` (`daily_row`: count the streak's line whether or not the daily
        puzzle has ended; default: as things are now)."""
        streak = self.result is not None if daily_row is None else daily_row and self.daily is not None
        return box_height(self.code, width, streak)

    def place(self, rect: pygame.Rect) -> None:
        """Lay the box out in `rect` (its height: `height(rect.width)`): the lines, then the buttons side by
        side under them, centred."""
        self.rect = pygame.Rect(rect)
        buttons = [b for b in (self.copy_code_button, self.copy_result_button) if b.visible]
        x = self.rect.centerx - (len(buttons) * BUTTON_W + (len(buttons) - 1) * GAP) // 2
        for button in buttons:
            button.rect.topleft = (x, self.rect.bottom - BUTTON_H)
            x += BUTTON_W + GAP

    def show(self, shown: bool) -> None:
        """Show the box (its buttons become pressable) or hide it."""
        self.shown = shown
        self.copy_code_button.visible = shown and self.code is not None
        self.copy_result_button.visible = shown and self.result is not None
        if not shown:
            self.by_hand = None
        self.place(self.rect)

    # --- what happens -------------------------------------------------------------------------------------
    def ended(self, outcome: Outcome | None, store: Store) -> None:
        """The game has ended with `outcome` (recorded already): a daily puzzle's result and streak, read once."""
        if self.daily is None or outcome is None or self.code is None:
            return
        self.result = result_text(self.game, self.daily, outcome, self.code)
        self.streak = daily_streak(store, self.game)
        self.show(self.shown)

    def reset(self, code: str | None) -> None:
        """Another puzzle is on the table (a new hand, a new game): its code; nothing copied yet."""
        self.code = code
        self.result = self.streak = self.by_hand = None
        self.copy_code_button.label = Msg("Copy code")
        self.copy_result_button.label = Msg("Copy result")
        self.show(self.shown)

    def copy_code(self) -> None:
        if self.code is not None:
            self._copy(self.code, self.copy_code_button)

    def copy_result(self) -> None:
        if self.result is not None:
            self._copy(str(self.result), self.copy_result_button)   # in the player's language

    def _copy(self, text: str, button: Button) -> None:
        if copy_text(text):
            button.label, self.by_hand = Msg("Copied"), None
        else:
            button.label, self.by_hand = Msg("No clipboard"), text

    # --- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The lines (the screen's widget group draws the buttons), and a text to copy by hand."""
        if not self.shown or self.code is None:
            return
        lines = code_lines(self.code, text_width(self.rect.width))
        size = theme.fit_size(max(lines, key=len), text_width(self.rect.width), theme.BODY, bold=True,
                              smallest=theme.SMALL)
        label_w = theme.text_width(LABEL, theme.SMALL)
        block = label_w + 12 + max(theme.font(size, True).size(line)[0] for line in lines)
        left = self.rect.centerx - block // 2   # the label and the code centred in the box
        theme.blit_text(surface, LABEL, (left, self.rect.top + LINE // 2), theme.SMALL, theme.TEXT_DIM,
                        anchor="midleft")
        y = self.rect.top
        for line in lines:
            image = theme.text(line, size, theme.TEXT, True)
            where = image.get_rect(midleft=(left + label_w + 12, y + LINE // 2))
            if self.by_hand == self.code:   # highlighted as a selection: the player copies it by hand
                pygame.draw.rect(surface, SELECTION, where.inflate(10, 6), border_radius=4)
            surface.blit(image, where)
            y += LINE
        if self.result is not None and self.streak is not None:
            streak = streak_line(self.streak)
            theme.blit_text(surface, streak, (self.rect.centerx, y + LINE // 2),
                            theme.fit_size(streak, self.rect.width, theme.BODY), theme.YELLOW, anchor="center")
        if self.by_hand is not None and self.by_hand != self.code:
            self._draw_by_hand(surface, self.by_hand)

    def _draw_by_hand(self, surface: pygame.Surface, text: str) -> None:
        """A long text the clipboard refused (the daily result): highlighted in a box over the panel, just above
        the box (below it when there is no room above), in lines the width of the box."""
        lines = theme.wrap(text, self.rect.width - 32, theme.SMALL + 2)
        line_h = theme.font(theme.SMALL + 2).get_linesize() + 2
        box = pygame.Rect(self.rect.left, 0, self.rect.width, line_h * len(lines) + 48)
        box.bottom = self.rect.top - 6
        if box.top < 4:
            box.top = self.rect.bottom + 6
        theme.draw_panel(surface, box, edge=theme.FOCUS)
        theme.blit_text(surface, Msg("No clipboard here: copy this by hand"), (box.left + 16, box.top + 8),
                        theme.SMALL, theme.TEXT_DIM)
        top = box.top + 34
        selection = pygame.Rect(box.left + 12, top - 3, box.width - 24, line_h * len(lines) + 4)
        pygame.draw.rect(surface, SELECTION, selection, border_radius=4)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (box.left + 16, top + i * line_h), theme.SMALL + 2, theme.TEXT)
