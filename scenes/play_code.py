"""Play a code: type or paste a puzzle's code, or a puzzle as other apps write it (an 81-character sudoku, a grid
of lines, a Solo game id, an equation, heaps, cards), see what the solver makes of it, and play it; and today's
puzzle of each game (made in the background as the screen opens, from the date: the same on every machine).

Shared by every game: it imports none of them, and opens a puzzle through the game's scene package
(`open_code(ctx, puzzle, title)`), as the menu opens a game through `open_scene`.
"""
from __future__ import annotations

import datetime
import importlib
import threading
from typing import Callable, Optional, Protocol

import pygame

from game import games, i18n
from game.i18n import Msg, Text
from game.logic.words import reason
from game.logic.codes import code_of
from game.logic.daily import daily
from game.logic.pasted import Pasted, PasteError, read_puzzle, verdict_of
from scenes.base import Context, Pop, Push, Scene, Transition
from scenes.level_locks import band_word
from scenes.share import copy_text
from scenes.worker import CancelFlag, Job
from sprites import theme
from sprites.widgets import Button, TextField

MAX_TEXT = 400   # a pasted 9-line grid with separators fits
CODE_GAMES = ("matchstick", "sudoku", "stones", "twentyfour")
HELP = Msg("Type or paste a code, or a puzzle: a sudoku of 81 characters (0 or . for blanks), a grid of 9 lines or a "
           "Solo game id 3x3:...; an equation such as 6+4=4 (add \"move 2\" for two sticks); heaps 3 4 5; cards "
           "3 3 8 8.")


class CodeScenes(Protocol):
    """A game's scene package, as this screen uses it."""

    def open_code(self, ctx: Context, puzzle: Pasted, title: str) -> Scene:
        ...


def open_puzzle(ctx: Context, puzzle: Pasted, title: Text) -> Scene:
    """The game's play scene on a puzzle read from a code, a paste or the date."""
    scenes: CodeScenes = importlib.import_module(games.BY_KEY[puzzle.game].scene_module)
    return scenes.open_code(ctx, puzzle, str(title))   # the title as the language says it now


def daily_puzzle(game: str, day: datetime.date) -> tuple[Pasted, Text]:
    """Today's puzzle of `game`, checked and coded like a pasted one, and what the weekday asks for."""
    table = None
    if game == "twentyfour":
        from game.twentyfour_data import human_table
        table = human_table()
    made = daily(game, day, table)
    return Pasted(game, made.level, code_of(game, made.level), verdict_of(game, made.level), daily=day), \
        made.step_words or band_word(made.step)


_MADE: dict[tuple[str, datetime.date], tuple[Pasted, Text] | Text] = {}  # each day's puzzles, made once a run
# One maker at a time: a screen asking while the lobby's job is still making the puzzle waits for that one
# rather than making it a second time beside it.
_MAKING = threading.Lock()


def made_daily(game: str, day: datetime.date) -> tuple[Pasted, Text] | Text:
    """The day's puzzle of `game` and its difficulty (made on first asking, then kept), or why there is none."""
    key = (game, day)
    with _MAKING:
        if key not in _MADE:
            try:
                _MADE[key] = daily_puzzle(game, day)
            except ValueError as err:  # a missing data file: that game's daily is not offered
                _MADE[key] = reason(err)   # kept as said, so it follows a language switch
        return _MADE[key]


def prepare_dailies(keys: tuple[str, ...], day: datetime.date) -> Job[list[tuple[Pasted, Text] | Text]]:
    """Make the day's puzzles in the background (a lobby calls it on opening, so they are ready when asked for)."""
    return Job(lambda flag: [made_daily(key, day) for key in keys if not flag.cancelled], name="daily puzzles")


def daily_title(day: datetime.date) -> Msg:
    return Msg("Daily puzzle · {day}", day=i18n.format_day(day))


class PlayCodeScene(Scene):
    name = "play-code"

    def __init__(self, ctx: Context, game: str | None = None, today: datetime.date | None = None) -> None:
        """`game`: the lobby it was opened from (bare numbers are then read as that game's), or None (the menu)."""
        super().__init__(ctx)
        self.game = game
        self.today = today or datetime.date.today()
        self.found: Pasted | None = None
        self.message: Text = ""
        self.problem = False
        self.dailies = (game,) if game is not None else CODE_GAMES
        self.daily_job: Job[dict[str, tuple[Pasted, Text] | Text]] = Job(self._make_dailies, name="daily puzzles")
        self.field = TextField("code-text", (140, 214, 860, 56), placeholder=Msg("a code such as S1..., or a puzzle"),
                               max_length=MAX_TEXT, on_submit=self.check)
        self.widgets.add(self.field)
        self.widgets.add(Button("check", (1016, 214, 124, 56), Msg("Check"), lambda: self.check(self.field.text)))
        self.widgets.add(Button("play", (140, 396, 300, 56), Msg("Play"), self.play, primary=True))
        self.widgets.add(Button("copy", (456, 396, 200, 56), Msg("Copy code"), self.copy))
        self.widgets.add(Button("back", (40, 40, 140, 48), Msg("Back"), lambda: Pop()))
        width = 1000 // len(self.dailies) - 16
        for i, key in enumerate(self.dailies):
            self.widgets.add(Button(f"daily-{key}", (140 + i * (width + 16), 536, width, 64), Msg(games.BY_KEY[key].title),
                                    self._daily_button(key), detail=Msg("making it...")))
        self.widgets.set_focus("code-text")
        self._refresh()

    # --- the daily puzzles --------------------------------------------------------------------------------
    def _make_dailies(self, flag: CancelFlag) -> dict[str, tuple[Pasted, Text] | Text]:
        made: dict[str, tuple[Pasted, Text] | Text] = {}
        for key in self.dailies:
            if flag.cancelled:
                break
            made[key] = made_daily(key, self.today)
        return made

    def daily(self, key: str) -> tuple[Pasted, Text] | Text | None:
        """The game's daily puzzle and its difficulty, its problem as text, or None while it is being made."""
        if not self.daily_job.done:
            return None
        return self.daily_job.result().get(key)

    def _daily_button(self, key: str) -> Callable[[], Optional[Transition]]:
        return lambda: self.play_daily(key)

    def play_daily(self, key: str) -> Optional[Transition]:
        made = self.daily(key)
        if not isinstance(made, tuple):
            return None
        return Push(open_puzzle(self.ctx, made[0], daily_title(self.today)))

    # --- a typed or pasted puzzle -------------------------------------------------------------------------
    def check(self, text: str) -> None:
        """Read and check what was typed: the verdict and the code, or the problem named."""
        try:
            self.found = read_puzzle(text, self.game)
        except PasteError as err:
            self.found, self.message, self.problem = None, err.reason, True
        else:
            self.message, self.problem = self.found.verdict, False
        self._refresh()

    def play(self) -> Optional[Transition]:
        if self.found is None:
            self.check(self.field.text)
        if self.found is None:
            return None
        title = Msg("Puzzle from a code") if self.found.code is not None else Msg("Your puzzle (no records)")
        return Push(open_puzzle(self.ctx, self.found, title))

    def copy(self) -> None:
        if self.found is not None and self.found.code is not None:
            self.message = (Msg("Code copied.") if copy_text(self.found.code)
                            else Msg("There is no clipboard here to copy to."))
            self.problem = False

    def _refresh(self) -> None:
        play = self.widgets.get("play", Button)
        play.visible = self.found is not None
        if self.found is not None:
            title = Msg(games.BY_KEY[self.found.game].title)
            play.label = Msg("Play {game}", game=title) if self.found.proper else Msg("Play anyway")
        self.widgets.get("copy", Button).visible = self.found is not None and self.found.code is not None

    def on_leave(self) -> None:
        self.daily_job.cancel()

    def tick(self, dt: float) -> Optional[Transition]:
        for key in self.dailies:
            button = self.widgets.get(f"daily-{key}", Button)
            made = self.daily(key)
            button.enabled = isinstance(made, tuple)
            if isinstance(made, tuple):
                button.detail = made[1]
            elif made is not None:
                button.detail = Msg("not available")
        return None

    # --- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        centre = surface.get_width() // 2
        title = (Msg("Play a code") if self.game is None
                 else Msg("{game}: play a code", game=Msg(games.BY_KEY[self.game].title)))
        theme.blit_text(surface, title, (centre, 40), theme.TITLE, theme.TEXT, True, "midtop")
        for i, line in enumerate(theme.wrap(HELP, 1000, theme.SMALL)):
            theme.blit_text(surface, line, (140, 124 + 22 * i), theme.SMALL, theme.TEXT_DIM)
        if self.message:
            colour = theme.WARN if self.problem else theme.GOOD
            lines = theme.wrap(self.message, 1000, theme.BODY)
            for i, line in enumerate(lines[:2]):
                theme.blit_text(surface, line, (140, 286 + 28 * i), theme.BODY, colour, True)
        if self.found is not None and self.found.code is not None:
            theme.blit_text(surface, Msg("Code: {code}", code=self.found.code), (140, 350), theme.BODY, theme.TEXT)
        weekday = i18n.weekday_name(self.today)
        theme.blit_text(surface, Msg("Today's puzzle ({weekday}: the week climbs from easy on Monday to hard on "
                                     "Sunday)", weekday=weekday),
                        (140, 500), theme.BODY, theme.ACCENT, True)
        theme.blit_text(surface, Msg("{enter} checks  ·  {paste} pastes  ·  {back} back", enter="Enter",
                                     paste="Ctrl+V", back="Esc"), (centre, 680), theme.SMALL,
                        theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
