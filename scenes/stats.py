"""The statistics screen: for each game, games played and won, streaks, win rates against the computer, best and
median times per grade, the last solve times as a line and a histogram of solve times per grade.

Everything is read and worked out once when the screen opens (game/statistics.py over the history's rows); each
game's page (with the grade its histogram shows) is drawn once into a picture, and a frame only blits it.
"Export CSV" writes every row into the data folder and says where."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game import games
from game.played import export_csv, utc_date
from game.statistics import GameStats, all_stats, clock, histogram
from scenes.base import Context, Pop, Scene, Transition
from sprites import charts, theme
from sprites.widgets import Button

TAB_Y, TAB_W, TAB_H = 92, 210, 46
PANEL = pygame.Rect(40, 156, 430, 478)
LINE_RECT = pygame.Rect(496, 156, 744, 232)
HIST_RECT = pygame.Rect(496, 402, 744, 232)


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
        self.message = ""
        self._pages: dict[tuple[str, int], pygame.Surface] = {}
        self.widgets.add(Button("back", (40, 26, 100, 44), "Back", lambda: Pop(), size=theme.SMALL))
        for i, info in enumerate(games.GAMES):
            self.widgets.add(Button(f"tab-{info.key}", (40 + i * (TAB_W + 12), TAB_Y, TAB_W, TAB_H), info.title,
                                    self._chooser(info.key), size=theme.SMALL + 2))
        self.widgets.add(Button("prev-grade", (HIST_RECT.right - 112, HIST_RECT.top + 6, 48, 34), "<",
                                lambda: self.step_grade(-1), size=theme.SMALL))
        self.widgets.add(Button("next-grade", (HIST_RECT.right - 58, HIST_RECT.top + 6, 48, 34), ">",
                                lambda: self.step_grade(1), size=theme.SMALL))
        self.widgets.add(Button("export", (1000, 650, 240, 50), "Export CSV", self.export, size=theme.SMALL + 2))
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
            self.message = "This session's games are kept in memory only: there is no data folder to write to."
            return
        rows = self.ctx.store.played_games()
        try:
            written = export_csv(rows, path.parent, self.ctx.store.now())
        except OSError as err:
            self.message = f"The CSV could not be written in {path.parent} ({err.strerror or err})."
            return
        noun = "game" if len(rows) == 1 else "games"
        self.message = f"{len(rows)} {noun} written to {written}"

    def _sync(self) -> None:
        several = len(self.stats[self.game].grades) > 1
        for wid in ("prev-grade", "next-grade"):
            self.widgets.get(wid).visible = several

    # --- drawing -----------------------------------------------------------------------------------------
    def page(self) -> pygame.Surface:
        """The current game's page (with its histogram's grade), drawn once and kept."""
        key = (self.game, self.grade[self.game])
        image = self._pages.get(key)
        if image is None:
            image = self._pages[key] = self._draw_page(self.stats[self.game], key[1])
        return image

    def _draw_page(self, s: GameStats, grade_index: int) -> pygame.Surface:
        size = (self.ctx.config.window.width, self.ctx.config.window.height)
        image = pygame.Surface(size)
        theme.draw_background(image)
        theme.blit_text(image, "Statistics", (170, 22), theme.HEADING, theme.TEXT, True)
        recorded = f"{self.recorded} game{'' if self.recorded == 1 else 's'} recorded"
        theme.blit_text(image, f"{recorded}  ·  dates in UTC, today {self.today}",
                        (170, 64), theme.SMALL, theme.TEXT_DIM)
        for rect in (PANEL, LINE_RECT, HIST_RECT):
            theme.draw_panel(image, rect)
        tab = self.widgets.get(f"tab-{self.game}").rect   # the open game's tab is underlined (a shape, not a hue)
        pygame.draw.rect(image, theme.ACCENT, (tab.left + 8, tab.bottom + 4, tab.width - 16, 6), border_radius=3)
        self._draw_figures(image, s, grade_index % len(s.grades) if s.grades else -1)
        first = max(1, sum(g.solves for g in s.grades) - len(s.recent) + 1)
        n = len(s.recent)
        title = f"Last {n} solve times" if n > 1 else "Last solve time" if n else "Recent solve times"
        charts.line_chart(image, LINE_RECT, s.recent, title=title, x_label="solve number", y_label="time (m:ss)",
                          first_number=first)
        if s.grades:
            g = s.grades[grade_index % len(s.grades)]
            title = f"Solve times per grade: {g.grade or 'no grade'} ({g.solves} solve{'' if g.solves == 1 else 's'})"
            charts.histogram_chart(image, HIST_RECT, histogram(g.times), title=title, x_label="time (m:ss)",
                                   y_label="solves")
        else:
            charts.histogram_chart(image, HIST_RECT, histogram(()), title="Solve times per grade",
                                   x_label="time (m:ss)", y_label="solves")
        return image

    def _draw_figures(self, image: pygame.Surface, s: GameStats, charted: int) -> None:
        """The figures; the grade whose histogram is on show is marked in the table (a mark, not a hue)."""
        x, y = PANEL.left + 18, PANEL.top + 14
        rate = f"  ({100 * s.completed / s.played:.0f}%)" if s.played else ""
        lines: list[tuple[str, str]] = [
            ("Played", str(s.played)),
            ("Solved or won", f"{s.completed}{rate}"),
            ("Streak (days)", f"{s.streak.current} now, best {s.streak.best}"),
        ]
        if s.daily is not None:
            lines.append(("Daily streak", f"{s.daily.current} now, best {s.daily.best}"))
        for o in s.opponents:
            lines.append((f"vs computer, {o.strength}", f"{o.won} of {o.played} won ({100 * o.rate:.0f}%)"))
        for label, value in lines:
            theme.blit_text(image, label, (x, y), theme.SMALL, theme.TEXT_DIM)
            theme.blit_text(image, value, (PANEL.right - 18, y), theme.SMALL, theme.TEXT, True, "topright")
            y += 30
        y += 8
        columns = (x, x + 150, x + 240, x + 330)
        for col, head in zip(columns, ("Grade", "Solves", "Best", "Median")):
            theme.blit_text(image, head, (col, y), theme.SMALL, theme.YELLOW, True)
        y += 28
        if not s.grades:
            theme.blit_text(image, "No solve times yet: play a game!", (x, y), theme.SMALL, theme.TEXT_DIM)
        room = (PANEL.bottom - 10 - y) // 26
        for i, g in enumerate(s.grades[:room]):
            cells = (g.grade or "no grade", str(g.solves), clock(g.best), clock(g.median))
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
