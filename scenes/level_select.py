"""A level list for any game: levels grouped by band, solved marks, best time / moves, locks, problems.

Mouse (click a tile, wheel to scroll) and keyboard (arrows move to the nearest tile that way, Enter opens,
PageUp/PageDown scroll, Esc back). Each tile shows its puzzle small (`level_tiles`, picked by the game's key); the
line under the tiles names the tile under the mouse, else the selected one. `open_level(level)` builds the game
scene for a chosen level; the list refreshes when the player comes back.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from game.i18n import Msg, Text
from game.levels import Level, shown_title
from game.store import Progress
from scenes.base import Context, Pop, Push, Scene, Transition
from scenes.level_locks import LevelLocks, band_name, group_name
from scenes.level_tiles import draw_picture
from sprites import theme
from sprites.widgets import ARROWS, Button, nearest_towards

TILE_W, TILE_H, GAP = 104, 92, 12
PICTURE_TOP, PICTURE_BOTTOM = 34, 24   # the puzzle's picture: below the number and marks, above the detail line
COLUMNS = 10
TOP, BOTTOM = 130, 640
HEADER_H = 40


@dataclass
class Tile:
    index: int
    level: Level
    rect: pygame.Rect  # in content coordinates (before scrolling)
    number: int        # the number printed on the tile


def format_time(seconds: float | None) -> str:
    if seconds is None:
        return ""
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def draw_check(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: theme.Colour) -> None:
    x, y = centre
    points = [(x - size, y), (x - size // 3, y + size * 2 // 3), (x + size, y - size * 2 // 3)]
    pygame.draw.lines(surface, colour, False, points, 4)


def draw_star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: theme.Colour) -> None:
    x, y = centre
    points: list[tuple[float, float]] = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append((x + r * math.cos(angle), y - r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def draw_lock(surface: pygame.Surface, centre: tuple[int, int], colour: theme.Colour) -> None:
    x, y = centre
    pygame.draw.rect(surface, colour, (x - 9, y - 2, 18, 14), border_radius=3)
    pygame.draw.arc(surface, colour, (x - 7, y - 13, 14, 20), 0, 3.1416, 3)


class LevelSelectScene(Scene):
    name = "level-select"

    def __init__(self, ctx: Context, game: str, title: Text, open_level: Callable[[Level], Scene], *,
                 unlock_in_order: bool = False, show_moves: bool = False, number_by_band: bool = False,
                 title_of: Callable[[Level], Text] | None = None, band_key: int | None = None,
                 chapter_of: Callable[[Level], str] | None = None, untitled_band: Text = Msg("Levels"),
                 only: Callable[[Level], bool] | None = None) -> None:
        """`number_by_band` restarts tile numbers under each band heading (a game that says "Medium 3");
        `title_of` names the selected level in the footer the way the game itself names it; `band_key` opens
        the levels by band (chapter): every level of an open band can be played, and a band opens once
        `band_key` levels of the band before it are solved. `chapter_of` names the chapter a level belongs to
        ("" for none): a new chapter starts a new heading that names it ("Roman numerals · Easy").
        `untitled_band` heads levels that name no band (24's "Famous hands"). `only` keeps the levels of one
        campaign of the game (a sudoku variant's): the others are neither listed nor counted as coming next."""
        super().__init__(ctx)
        self.game = game
        self.title = title
        self.open_level = open_level
        self.unlock_in_order = unlock_in_order
        self.band_key = band_key
        self.chapter_of = chapter_of or (lambda level: "")
        self.show_moves = show_moves
        self.number_by_band = number_by_band
        self.title_of = title_of
        self.untitled_band = untitled_band
        self.levels = [level for level in ctx.levels.levels(game) if only is None or only(level)]
        self.problems = ctx.levels.problems(game)
        # what comes after each level, asked once of the one place that says it (the catalog), and the reverse:
        # in campaign order a level opens once the level it comes after is solved
        self.after: dict[str, Level] = {}
        self.before: dict[str, Level] = {}
        for level in self.levels:
            following = ctx.levels.next_level(game, level.id)
            if following is not None and (only is None or only(following)):
                self.after[level.id], self.before[following.id] = following, level
        self.index_of = {level.id: i for i, level in enumerate(self.levels)}
        self.scroll = 0
        self.selected = 0
        self.hover: int | None = None
        self.message: Text = ""
        self.widgets.add(Button("back", (40, 40, 140, 48), Msg("Back"), lambda: Pop()))
        self.tiles, self.headers, self.content_height = self._layout()
        self.refresh()
        self.select(self.first_unsolved())

    # --- model -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.progress = self.ctx.store.progress(self.game, self.index_of)  # the levels listed, not every row

    def progress_of(self, level: Level) -> Progress:
        return self.progress.get(level.id) or Progress(level.id, False, False, None, None, 0)

    def first_unsolved(self, start: int = 0) -> int:
        """The first open, unsolved level from `start` on, each next level as the catalog says, back to the first
        after the last: where a player most likely goes next."""
        if not self.levels:
            return 0
        level = self.levels[start % len(self.levels)]
        for _ in self.levels:
            i = self.index_of[level.id]
            if not self.progress_of(level).solved and self.unlocked(i):
                return i
            level = self.after.get(level.id) or self.campaign_start()
        return start

    def campaign_start(self) -> Level:
        """The first level of the campaign: the one no level comes before."""
        return next((level for level in self.levels if level.id not in self.before), self.levels[0])

    def locks(self) -> LevelLocks:
        return LevelLocks(self.levels, self.before, lambda level: self.progress_of(level).solved,
                          unlock_in_order=self.unlock_in_order, band_key=self.band_key, chapter_of=self.chapter_of)

    def lock_reason(self, index: int) -> Text:
        return self.locks().lock_reason(self.levels[index])

    def unlocked(self, index: int) -> bool:
        return self.locks().unlocked(self.levels[index])

    def _layout(self) -> tuple[list[Tile], list[tuple[str, str | None, int]], int]:
        tiles: list[Tile] = []
        headers: list[tuple[str, str | None, int]] = []   # (chapter, band, y)
        left = (1280 - (COLUMNS * TILE_W + (COLUMNS - 1) * GAP)) // 2
        y = 0
        heading: object = object()
        column = in_band = 0
        for i, level in enumerate(self.levels):
            chapter = self.chapter_of(level)
            if (chapter, level.band) != heading:
                if column:
                    y += TILE_H + GAP
                heading, column, in_band = (chapter, level.band), 0, 0
                headers.append((chapter, level.band, y))
                y += HEADER_H
            in_band += 1
            number = in_band if self.number_by_band else i + 1
            tiles.append(Tile(i, level, pygame.Rect(left + column * (TILE_W + GAP), y, TILE_W, TILE_H), number))
            column += 1
            if column == COLUMNS:
                column = 0
                y += TILE_H + GAP
        height = y + (TILE_H if column else 0)
        return tiles, headers, height

    def top(self) -> int:
        return TOP + (34 * min(3, len(self.problems)) if self.problems else 0)

    def screen_rect(self, tile: Tile) -> pygame.Rect:
        return tile.rect.move(0, self.top() - self.scroll)

    def max_scroll(self) -> int:
        return max(0, self.content_height - (BOTTOM - self.top()))

    def select(self, index: int) -> None:
        if not self.tiles:
            return
        self.selected = max(0, min(len(self.tiles) - 1, index))
        rect = self.tiles[self.selected].rect
        view = BOTTOM - self.top()
        if rect.top - HEADER_H < self.scroll:
            self.scroll = max(0, rect.top - HEADER_H)
        elif rect.bottom > self.scroll + view:
            self.scroll = min(self.max_scroll(), rect.bottom - view)

    def step_towards(self, direction: tuple[int, int]) -> None:
        """An arrow: select the nearest tile that way on the page (across a band heading too); Left and Right at
        the end of a row go on to the next tile in reading order."""
        if not self.tiles:
            return
        rects = [t.rect for t in self.tiles]
        sideways = direction[0] != 0
        index = nearest_towards(rects, rects[self.selected], direction, in_line_only=sideways)
        if index is None and sideways:
            index = self.selected + direction[0]
        if index is not None:
            self.select(index)

    def open(self, index: int) -> Optional[Transition]:
        if not self.unlocked(index):
            self.message = self.lock_reason(index)
            self.ctx.sound.play("bad")
            return None
        self.ctx.sound.play("click")
        return Push(self.open_level(self.levels[index]))

    def tile_at(self, pos: tuple[int, int]) -> int | None:
        if not TOP <= pos[1] <= BOTTOM:
            return None
        return next((t.index for t in self.tiles if self.screen_rect(t).collidepoint(pos)), None)

    # --- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.tile_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.tile_at(event.pos)
            if index is not None:
                self.select(index)
                return self.open(index)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * 60))
        elif event.type == pygame.KEYDOWN:
            if event.key in (*ARROWS, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.hover = None   # the keys move the selection: the line under the tiles follows it
            if event.key in ARROWS:
                self.step_towards(ARROWS[event.key])
            elif event.key == pygame.K_PAGEDOWN:
                self.select(self.selected + 3 * COLUMNS)
            elif event.key == pygame.K_PAGEUP:
                self.select(self.selected - 3 * COLUMNS)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.tiles:
                return self.open(self.selected)
            elif event.key == pygame.K_ESCAPE:
                return Pop()
        return None

    def on_resume(self, result: object = None) -> None:
        self.refresh()
        self.message = ""
        if self.tiles and self.progress_of(self.levels[self.selected]).solved:
            self.select(self.first_unsolved(self.selected))  # just solved it: the next one waits

    # --- drawing -----------------------------------------------------------------------------------------
    def about(self) -> Text:
        """The line under the tiles: the tile under the mouse (until a key moves the selection), else the selected
        one, named as the game names it."""
        shown = self.hover if self.hover is not None else self.selected
        tile = self.tiles[shown]
        level = tile.level
        about: Text
        if self.title_of is not None:
            about = self.title_of(level)
        elif level.name != level.id and level.band:   # a name, never an internal id
            about = Msg("Level {number}. {name}  ·  {band}", number=tile.number, name=shown_title(level.name),
                        band=band_name(level.band))
        elif level.name != level.id:
            about = Msg("Level {number}. {name}", number=tile.number, name=shown_title(level.name))
        elif level.band:
            about = Msg("Level {number}  ·  {band}", number=tile.number, band=band_name(level.band))
        else:
            about = Msg("Level {number}", number=tile.number)
        return about if self.unlocked(shown) else Msg("{about}  ·  locked", about=about)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        solved = sum(1 for lvl in self.levels if self.progress_of(lvl).solved)
        theme.blit_text(surface, self.title, (640, 36), theme.HEADING + 8, theme.TEXT, True, "midtop")
        theme.blit_text(surface, Msg("{solved} of {total} solved", solved=solved, total=len(self.levels)), (640, 84), theme.SMALL, theme.TEXT_DIM,
                        anchor="midtop")
        for i, problem in enumerate(self.problems[:3]):
            theme.blit_text(surface, Msg("! skipped: {problem}", problem=problem), (60, TOP - 6 + 34 * i), theme.SMALL, theme.WARN)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, self.top() - 4, 1280, BOTTOM - self.top() + 8))
        locks = self.locks()
        for chapter, band, y in self.headers:
            heading = group_name((chapter, band)) if band else (
                Msg("{chapter} · {band}", chapter=chapter, band=self.untitled_band) if chapter else self.untitled_band)
            at = theme.blit_text(surface, heading, (88, self.top() + y - self.scroll + 8), theme.BODY,
                                 theme.ACCENT, True)
            group = (chapter, band)
            if self.band_key is not None and group in locks.groups() and not locks.band_open(group):
                theme.blit_text(surface, locks.opens_when(group), (at.right + 16, at.top + 2), theme.SMALL,
                                theme.TEXT_DIM)
        for tile in self.tiles:
            rect = self.screen_rect(tile)
            if rect.bottom >= self.top() and rect.top <= BOTTOM:
                self._draw_tile(surface, tile, rect)
        surface.set_clip(clip)
        if not self.levels:
            theme.blit_text(surface, Msg("No levels could be loaded."), (640, 360), theme.BODY, theme.WARN,
                            anchor="center")
        if self.max_scroll():
            track = pygame.Rect(1250, self.top(), 6, BOTTOM - self.top())
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=3)
            knob_h = max(30, track.height * track.height // (self.content_height or 1))
            knob_y = track.top + (track.height - knob_h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.left, knob_y, 6, knob_h), border_radius=3)
        if self.tiles:
            theme.blit_text(surface, self.about(), (640, 652), theme.BODY, theme.TEXT, anchor="midtop")
        hint = self.message or Msg("Arrows to choose  ·  Enter to play  ·  wheel or {pages} to scroll  ·  {back} back",
                                   pages="PageUp/PageDown", back="Esc")
        theme.blit_text(surface, hint, (640, 688), theme.SMALL, theme.WARN if self.message else theme.TEXT_DIM,
                        anchor="midtop")
        self.widgets.draw(surface)

    def _draw_tile(self, surface: pygame.Surface, tile: Tile, rect: pygame.Rect) -> None:
        progress = self.progress_of(tile.level)
        unlocked = self.unlocked(tile.index)
        fill = theme.PANEL_EDGE if tile.index == self.hover and unlocked else theme.PANEL
        if progress.solved:
            fill = (34, 70, 60) if tile.index != self.hover else (44, 90, 78)
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, theme.GOOD if progress.solved else theme.PANEL_EDGE, rect, width=2,
                         border_radius=8)
        if tile.index == self.selected:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), width=3, border_radius=10)
        colour = theme.TEXT if unlocked else theme.TEXT_DIM
        theme.blit_text(surface, str(tile.number), (rect.left + 10, rect.top + 8), theme.BODY, colour, True)
        if not unlocked:
            draw_lock(surface, (rect.right - 20, rect.top + 22), theme.TEXT_DIM)
        elif progress.solved:
            draw_check(surface, (rect.right - 22, rect.top + 20), 9, theme.GOOD)
            if progress.clean:  # a clean solve (no hints) earns a star
                draw_star(surface, (rect.right - 46, rect.top + 20), 9, theme.YELLOW)
        picture = pygame.Rect(rect.left + 6, rect.top + PICTURE_TOP, rect.width - 12,
                              rect.height - PICTURE_TOP - PICTURE_BOTTOM)
        draw_picture(surface, self.game, picture, tile.level.spec, unlocked)
        time = format_time(progress.best_time)
        detail: Text = time
        if self.show_moves and progress.best_moves is not None:
            moves = Msg("{moves} mv", moves=progress.best_moves)
            detail = Msg("{moves}  {time}", moves=moves, time=time) if time else moves
        if progress.solved and not progress.clean:  # solved, but only with a hint or the answers shown: say so
            detail = Msg("with help  {detail}", detail=detail) if str(detail) else Msg("with help")
        if detail:
            size = theme.fit_size(detail, rect.width - 8, theme.SMALL, smallest=11)
            theme.blit_text(surface, detail, (rect.centerx, rect.bottom - 5), size, theme.TEXT_DIM,
                            anchor="midbottom")
