"""The statistics screen: for each game, games played and won, streaks, win rates against the computer, best and
median times per grade, the last solve times as a line and a histogram of solve times per grade.

Everything is read and worked out once when the screen opens (game/statistics.py over the history's rows); each
game's page (with the grade its histogram shows) is drawn once into a picture, and a frame only blits it.
"Export CSV" writes every row into the data folder and says where."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game import games, i18n
from game.i18n import N_, Msg, Plural, Text
from game.os_reasons import os_reason
from game.played import export_csv, utc_date
from game.statistics import GameStats, all_stats, clock, histogram
from scenes.base import Context, Pop, Scene, Transition
from scenes.level_locks import band_word
from sprites import charts, theme
from sprites.widgets import Button

TAB_Y, TAB_W, TAB_H = 92, 210, 46
PANEL = pygame.Rect(40, 156, 430, 478)
LINE_RECT = pygame.Rect(496, 156, 744, 232)
HIST_RECT = pygame.Rect(496, 402, 744, 232)
# the computer's strengths as the stone duel's set-up names them
STRENGTHS = {"perfect": N_("perfect"), "strong": N_("strong"), "casual": N_("casual")}


def grade_name(grade: str) -> Text:
    return band_word(grade) if grade else Msg("no grade")


def shown_date(day: str) -> str:
    """A stored YYYY-MM-DD date as the player's language writes it."""
    import datetime

    try:
        return i18n.format_date(datetime.date.fromisoformat(day))
    except ValueError:
        return day


class StatsScene(Scene):
    name = "stats"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        results = ctx.store.results()
        self.recorded = len(results)   # rows in the history
        self.today = utc_date(ctx.store.now())
        self.stats: dict[str, GameStats] = all_stats([g.key for g in games.GAMES], results, self.today)
        self.game = next((g.key for g in games.GAMES if self.stats[g.key].played), games.GAMES[0].key)
        self.grade = {key: 0 for key in self.stats}   # the histogram's grade, by index, per game
        self.message: Text = ""
        self._pages: dict[tuple[str, int, str], pygame.Surface] = {}
        self.widgets.add(Button("back", (40, 26, 100, 44), Msg("Back"), lambda: Pop(), size=theme.SMALL))
        for i, info in enumerate(games.GAMES):
            self.widgets.add(Button(f"tab-{info.key}", (40 + i * (TAB_W + 12), TAB_Y, TAB_W, TAB_H), Msg(info.title),
                                    self._chooser(info.key), size=theme.SMALL + 2))
        self.widgets.add(Button("prev-grade", (HIST_RECT.right - 112, HIST_RECT.top + 6, 48, 34), "<",
                                lambda: self.step_grade(-1), size=theme.SMALL))
        self.widgets.add(Button("next-grade", (HIST_RECT.right - 58, HIST_RECT.top + 6, 48, 34), ">",
                                lambda: self.step_grade(1), size=theme.SMALL))
        self.widgets.add(Button("export", (1000, 650, 240, 50), Msg("Export CSV"), self.export, size=theme.SMALL + 2))
        self._sync()
        self.widgets.set_focus(f"tab-{self.game}")

    def _chooser(self, key: str) -> Callable[[], None]:
        return lambda: self.choose(key)

    # --- what the buttons do -----------------------------------------------------------------------------
    def choose(self, key: str) -> None:
        self.game = key
        self._sync()

    def step_grade(self, step: int) -> None:
        grades = self.stats[self.game].grades
        if grades:
            self.grade[self.game] = (self.grade[self.game] + step) % len(grades)

    def export(self) -> None:
        """Every row of the history as CSV in the data folder; the message says where (or why not)."""
        path = self.ctx.store.path
        if path is None:
            self.message = Msg("This session's games are kept in memory only: there is no data folder to write to.")
            return
        rows = self.ctx.store.played_games()
        try:
            written = export_csv(rows, path.parent, self.ctx.store.now())
        except OSError as err:
            self.message = Msg("The CSV could not be written in {folder} ({reason}).", folder=str(path.parent),
                               reason=os_reason(err))
            return
        self.message = Plural("{n} game written to {file}", "{n} games written to {file}", len(rows),
                              file=str(written))

    def _sync(self) -> None:
        several = len(self.stats[self.game].grades) > 1
        for wid in ("prev-grade", "next-grade"):
            self.widgets.get(wid).visible = several

    # --- drawing -----------------------------------------------------------------------------------------
    def page(self) -> pygame.Surface:
        """The current game's page (with its histogram's grade), drawn once and kept."""
        key = (self.game, self.grade[self.game], i18n.language())   # drawn again in another language
        image = self._pages.get(key)
        if image is None:
            image = self._pages[key] = self._draw_page(self.stats[self.game], key[1])
        return image

    def _draw_page(self, s: GameStats, grade_index: int) -> pygame.Surface:
        size = (self.ctx.config.window.width, self.ctx.config.window.height)
        image = pygame.Surface(size)
        theme.draw_background(image)
        theme.blit_text(image, Msg("Statistics"), (170, 22), theme.HEADING, theme.TEXT, True)
        theme.blit_text(image, Plural("{n} game recorded  ·  dates in UTC, today {today}",
                                      "{n} games recorded  ·  dates in UTC, today {today}", self.recorded,
                                      today=shown_date(self.today)),
                        (170, 64), theme.SMALL, theme.TEXT_DIM)
        for rect in (PANEL, LINE_RECT, HIST_RECT):
            theme.draw_panel(image, rect)
        tab = self.widgets.get(f"tab-{self.game}").rect   # the open game's tab is underlined (a shape, not a hue)
        pygame.draw.rect(image, theme.ACCENT, (tab.left + 8, tab.bottom + 4, tab.width - 16, 6), border_radius=3)
        self._draw_figures(image, s, grade_index % len(s.grades) if s.grades else -1)
        first = max(1, sum(g.solves for g in s.grades) - len(s.recent) + 1)
        n = len(s.recent)
        title: Text = (Plural("Last solve time", "Last {n} solve times", n) if n else Msg("Recent solve times"))
        charts.line_chart(image, LINE_RECT, s.recent, title=title, x_label=Msg("solve number"),
                          y_label=Msg("time (m:ss)"), first_number=first)
        if s.grades:
            g = s.grades[grade_index % len(s.grades)]
            title = Plural("Solve times per grade: {grade} ({n} solve)", "Solve times per grade: {grade} ({n} solves)",
                           g.solves, grade=grade_name(g.grade))
            charts.histogram_chart(image, HIST_RECT, histogram(g.times), title=title, x_label=Msg("time (m:ss)"),
                                   y_label=Msg("solves"))
        else:
            charts.histogram_chart(image, HIST_RECT, histogram(()), title=Msg("Solve times per grade"),
                                   x_label=Msg("time (m:ss)"), y_label=Msg("solves"))
        return image

    def _draw_figures(self, image: pygame.Surface, s: GameStats, charted: int) -> None:
        """The figures; the grade whose histogram is on show is marked in the table (a mark, not a hue)."""
        x, y = PANEL.left + 18, PANEL.top + 14
        completed = (f"{s.completed}  ({100 * s.completed / s.played:.0f}%)" if s.played else str(s.completed))
        lines: list[tuple[Text, Text]] = [
            (Msg("Played"), str(s.played)),
            (Msg("Solved or won"), completed),
            (Msg("Streak (days)"), Msg("{now} now, best {best}", now=s.streak.current, best=s.streak.best)),
        ]
        if s.daily is not None:
            lines.append((Msg("Daily streak"), Msg("{now} now, best {best}", now=s.daily.current, best=s.daily.best)))
        for o in s.opponents:
            strength = STRENGTHS.get(o.strength)
            lines.append((Msg("vs computer, {strength}", strength=Msg(strength) if strength else o.strength),
                          Msg("{won} of {played} won ({rate}%)", won=o.won, played=o.played,
                              rate=f"{100 * o.rate:.0f}")))
        for label, value in lines:
            theme.blit_text(image, label, (x, y), theme.SMALL, theme.TEXT_DIM)
            theme.blit_text(image, value, (PANEL.right - 18, y), theme.SMALL, theme.TEXT, True, "topright")
            y += 30
        y += 8
        columns = (x, x + 150, x + 240, x + 330)
        for col, head in zip(columns, (Msg("Grade"), Msg("Solves"), Msg("Best"), Msg("Median"))):
            theme.blit_text(image, head, (col, y), theme.SMALL, theme.YELLOW, True)
        y += 28
        if not s.grades:
            theme.blit_text(image, Msg("No solve times yet: play a game!"), (x, y), theme.SMALL, theme.TEXT_DIM)
        room = (PANEL.bottom - 10 - y) // 26
        for i, g in enumerate(s.grades[:room]):
            cells = (grade_name(g.grade), str(g.solves), clock(g.best), clock(g.median))
            for col, cell in zip(columns, cells):
                theme.blit_text(image, cell, (col, y), theme.SMALL, theme.TEXT, i == charted)
            if i == charted:
                pygame.draw.polygon(image, theme.ACCENT, [(x - 12, y + 3), (x - 12, y + 13), (x - 5, y + 8)])
            y += 26

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.page(), (0, 0))
        self.widgets.draw(surface)
        if self.message:
            for i, line in enumerate(theme.wrap(self.message, 930, theme.SMALL)[:2]):
                theme.blit_text(surface, line, (40, 652 + 24 * i), theme.SMALL, theme.TEXT)

    def on_escape(self) -> Optional[Transition]:
        return Pop()
