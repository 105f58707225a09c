"""The main menu: one card per game with the player's progress, then Settings and Quit."""
from __future__ import annotations

import importlib
from typing import Optional, Protocol

import pygame

from game import __version__, games, i18n
from game.i18n import Msg, Plural, Text
from scenes.base import Context, Push, Quit, Scene, Transition, draw_notice
from scenes.play_code import PlayCodeScene
from scenes.settings import SettingsScene
from sprites import icons, theme
from sprites.widgets import Button, Callback

CARD_W, CARD_H, GAP = 270, 300, 26
SEPARATOR = "  ·  "  # between the parts of a card's progress text


class Progress(Msg):
    """A card's progress: its parts (levels solved, best score) joined, each translated when drawn."""

    def __init__(self, parts: list[Msg]) -> None:
        super().__init__("")
        self.parts = parts

    def __str__(self) -> str:
        return SEPARATOR.join(str(p) for p in self.parts)

    def english(self) -> str:
        return SEPARATOR.join(p.english() for p in self.parts)

    def __bool__(self) -> bool:
        return bool(self.parts)


class GameScenes(Protocol):
    """A game's scene package (`scenes/GAME`): what the menu asks of it."""

    def open_scene(self, ctx: Context) -> Scene:
        """The game's first screen (its lobby, or a level straight away when `ctx.level_id` names one)."""
        ...


def open_game_scene(key: str, ctx: Context) -> Scene:
    """The first screen of the game `key` (its scene package must exist: `games.scene_available(key)`)."""
    scenes: GameScenes = importlib.import_module(games.BY_KEY[key].scene_module)
    return scenes.open_scene(ctx)


class GameCard(Button):
    """A big menu button with the game's picture, title, blurb and progress."""

    # A card only changes with its state, so each look is drawn once and then blitted: the menu's frames stay cheap.
    MARGIN = 12  # room around the card for the focus ring
    BADGE_PAD = 10  # room inside the progress badge's rounded ends

    def __init__(self, info: games.GameInfo, rect: pygame.Rect, progress: Text, on_press: Callback) -> None:
        super().__init__(info.key, rect, Msg(info.title), on_press, detail=progress)
        self.info = info
        self._looks: dict[tuple[bool, bool, bool, str, str], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False, *,
             lit: bool | None = None) -> None:
        key = (self.enabled, focused, hovered and self.enabled, str(self.detail), i18n.language())
        image = self._looks.get(key)
        if image is None:
            image = self._looks[key] = self._render(*key[:3])
        surface.blit(image, self.rect.move(-self.MARGIN, -self.MARGIN))

    def _render(self, enabled: bool, focused: bool, hovered: bool) -> pygame.Surface:
        m = self.MARGIN
        image = pygame.Surface((self.rect.width + 2 * m, self.rect.height + 2 * m), pygame.SRCALPHA)
        base = pygame.Rect(m, m, self.rect.width, self.rect.height)
        rect = base.move(0, -6 if (hovered or focused) and enabled else 0)
        pygame.draw.rect(image, (16, 17, 22), base.move(0, 8), border_radius=16)
        pygame.draw.rect(image, (58, 62, 78) if hovered else theme.PANEL, rect, border_radius=16)
        pygame.draw.rect(image, theme.ACCENT if enabled else theme.PANEL_EDGE, rect, width=3, border_radius=16)
        if focused:
            pygame.draw.rect(image, theme.FOCUS, rect.inflate(12, 12), width=4, border_radius=20)
        icons.ICONS[self.info.key](image, (rect.centerx, rect.top + 90), 110)
        colour = theme.TEXT if enabled else theme.TEXT_DIM
        theme.blit_text(image, Msg(self.info.title), (rect.centerx, rect.top + 170), theme.HEADING, colour, True,
                        "midtop")
        for i, line in enumerate(theme.wrap(Msg(self.info.blurb), rect.width - 30, theme.SMALL)):
            theme.blit_text(image, line, (rect.centerx, rect.top + 208 + 20 * i), theme.SMALL, theme.TEXT_DIM,
                            anchor="midtop")
        badge, lines = self.badge_layout(rect)
        pygame.draw.rect(image, (30, 32, 40), badge, border_radius=15)
        for line, size, where in lines:
            theme.blit_text(image, line, where.center, size, theme.YELLOW if enabled else theme.TEXT_DIM,
                            anchor="center")
        return image

    def badge_layout(self, rect: pygame.Rect) -> tuple[pygame.Rect, list[tuple[str, int, pygame.Rect]]]:
        """The progress badge at the foot of the card drawn at `rect`, and each line of its text with the size it
        is drawn at and where: one line when it fits, else one line per part (progress, best score), shrunk to
        fit, so the text stays inside the pill whatever the numbers."""
        room = rect.width - 32 - 2 * self.BADGE_PAD
        detail = str(self.detail)
        parts = [detail] if theme.text_width(detail, theme.SMALL) <= room else detail.split(SEPARATOR)
        height = 30 if len(parts) == 1 else 12 + 15 * len(parts)
        badge = pygame.Rect(rect.left + 16, rect.bottom - (14 if len(parts) == 1 else 10) - height,
                            rect.width - 32, height)
        lines = []
        for i, part in enumerate(parts):
            size = theme.fit_size(part, room, theme.SMALL)
            where = theme.text(part, size).get_rect()
            where.center = (badge.centerx, badge.centery + round((i - (len(parts) - 1) / 2) * 15))
            lines.append((part, size, where))
        return badge, lines


class MenuScene(Scene):
    name = "menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.message: str | None = None
        width = len(games.MENU_GAMES) * CARD_W + (len(games.MENU_GAMES) - 1) * GAP
        left = (ctx.config.window.width - width) // 2
        for i, info in enumerate(games.MENU_GAMES):
            rect = pygame.Rect(left + i * (CARD_W + GAP), 200, CARD_W, CARD_H)
            card = GameCard(info, rect, "", self._opener(info.key))
            card.enabled = games.scene_available(info.key)
            self.widgets.add(card)
        centre = ctx.config.window.width // 2
        self.widgets.add(Button("stats", (centre - 470, 560, 220, 56), Msg("Statistics"), self.open_stats))
        self.widgets.add(Button("settings", (centre - 230, 560, 220, 56), Msg("Settings"), self.open_settings))
        self.widgets.add(Button("play-code", (centre + 10, 560, 220, 56), Msg("Play a code"), self.open_play_code))
        self.widgets.add(Button("quit", (centre + 250, 560, 220, 56), Msg("Quit"), lambda: Quit()))
        self.widgets.move_focus(1)
        self.refresh()

    def _opener(self, key: str) -> Callback:
        return lambda: self.open_game(key)

    def refresh(self) -> None:
        """Re-read progress from the store (after a game or a reset)."""
        for info in games.MENU_GAMES:
            card = self.widgets.get(info.key, GameCard)
            card.detail = self.progress_text(info.key) if card.enabled else Msg("coming soon")

    def progress_text(self, key: str) -> Text:
        info = games.BY_KEY[key]
        levels = self.ctx.levels.levels(key)
        total = len(levels)
        solved = self.ctx.store.solved_count(key, (level.id for level in levels))
        parts: list[Msg] = []
        if total and info.levels_noun:
            parts.append(Msg("{solved} / {total} famous hands solved", solved=solved, total=total))
        elif total:
            parts.append(Msg("{solved} / {total} solved", solved=solved, total=total))
        if info.headline_board:
            top = self.ctx.store.top_scores(key, info.headline_board, limit=1)
            if top:
                parts.append(Msg("best {score} hands", score=f"{top[0].score:g}"))
        return Progress(parts) if parts else Msg("new")

    def open_game(self, key: str) -> Optional[Transition]:
        if not games.scene_available(key):
            return None
        return Push(open_game_scene(key, self.ctx))

    def open_stats(self) -> Transition:
        from scenes.stats import StatsScene  # read from the history only when asked for

        return Push(StatsScene(self.ctx))

    def open_settings(self) -> Transition:
        return Push(SettingsScene(self.ctx))

    def open_play_code(self) -> Transition:
        return Push(PlayCodeScene(self.ctx))

    def on_resume(self, result: object = None) -> None:
        self.refresh()

    def on_escape(self) -> Optional[Transition]:
        return None  # Esc on the title screen does nothing; Quit is a button away

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        centre = surface.get_width() // 2
        # The title sits on a row of matches, like a matchbox label.
        theme.blit_text(surface, Msg("Matchbox Arcade"), (centre, 70), theme.TITLE, theme.TEXT, True, "midtop")
        for i in range(9):
            x = centre - 260 + i * 65
            icons.draw_match(surface, (x, 150), (x + 52, 150), width=6)
        self.widgets.draw(surface)
        problems = self.ctx.levels.problems()
        notices: list[Text] = list(self.ctx.notices)
        if problems:
            notices.append(Plural("{n} level problem found; that level was skipped. First: {first}",
                                  "{n} level problems found; those levels were skipped. First: {first}",
                                  len(problems), first=problems[0]))
        if notices:  # the notice takes the key-help line's place
            draw_notice(surface, "  ".join(str(n) for n in notices))
        else:
            theme.blit_text(surface, Msg("Arrows or Tab to choose  ·  Enter to play  ·  {mute} mute  ·  {full} "
                                         "fullscreen", mute="M", full="F11"),
                            (centre, 650), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        # which release this is, for a bug report (the same text as `--version`)
        theme.blit_text(surface, f"v{__version__}", (surface.get_width() - 16, surface.get_height() - 12),
                        theme.SMALL, theme.TEXT_DIM, anchor="bottomright")
