"""24's entry point and lobby: pick a mode (beat the clock, sprint, relaxed, challenge with a shareable seed),
see the high-score tables, or play the famous hands of levels/twentyfour.yaml one at a time; "Resume" goes back to
a mode or a hand left unfinished (saved after every move, so a crash or a kill loses at most seconds).

`open_scene(ctx)` gives the lobby, or the level itself with `--level ID`.
"""
from __future__ import annotations

import pygame

from game.i18n import Msg, Text
from game.logic.words import reason
from game.logic import twentyfour as tf
from game.logic.twentyfour import modes
from game.store import Score
from game.twentyfour_data import human_table
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.level_locks import band_word
from scenes.level_select import LevelSelectScene
from scenes.play_code import PlayCodeScene
from scenes.twentyfour.model import GAME
from scenes.twentyfour.play import TwentyFourScene, level_scene, mode_scene
from scenes.twentyfour.setup import board_name, mode_plan, resume_series, settings_of
from scenes.twentyfour.view import format_seconds, shown_name, shown_title
from scenes.saved_game import resume_saved
from sprites import twentyfour as art
from sprites import theme
from sprites.widgets import Button, TextField

BAND_SETTING = "twentyfour.band"
SEED_SETTING = "twentyfour.seed"   # the challenge seed last chosen (typed, or played)
BACK_RECT = pygame.Rect(40, 40, 140, 48)
HEADER_LEFT = BACK_RECT.right + 24   # the logo and the line under the title sit right of the Back button
CARDS_LEFT = 650                     # the four cards of the header picture
BLURB = Msg("Make 24 from four cards with + - × ÷, each card once.")


def open_scene(ctx: Context) -> Scene:
    lobby = TwentyFourLobby(ctx)
    if ctx.level_id is not None:
        level = ctx.levels.level(GAME, ctx.level_id)
        if level is not None:
            return level_scene(ctx, level)
        lobby.notice = Msg("There is no 24 level {id}; pick a mode or a hand here.", id=repr(ctx.level_id))
    return lobby


class TwentyFourLobby(Scene):
    name = "twentyfour-lobby"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.notice: Text = ""
        self.settings = settings_of(ctx)
        stored = ctx.store.get_setting(BAND_SETTING, None)
        self.band = stored if stored in tf.BAND_NAMES else self.settings.mode(modes.SPRINT).band or "medium"
        stored_seed = ctx.store.get_setting(SEED_SETTING, None)
        self.seed = stored_seed if isinstance(stored_seed, int) and not isinstance(stored_seed, bool) \
            and 0 <= stored_seed < 10 ** 9 else self.settings.mode(modes.CHALLENGE).seed or 0
        self.saved: TwentyFourScene | None = None   # the screen of the series a save holds, ready to resume
        self.tables: list[tuple[Text, list[Score], bool]] = []   # (title, top scores, higher is better): read
        # when the lobby opens, comes back on top, or the band or seed it shows changes; never per frame
        add = self.widgets.add
        x, w = 60, 520
        add(Button("back", BACK_RECT, Msg("Back"), lambda: Pop()))   # top left, as on every screen
        add(Button("resume", (x, 110, w, 56), Msg("Resume"), self.resume, primary=True))
        add(Button("mode-beat_the_clock", (x, 176, w, 66), Msg("Beat the clock"),
                   lambda: self.start(modes.BEAT_THE_CLOCK), detail=self._detail(modes.BEAT_THE_CLOCK), primary=True))
        add(Button("mode-sprint", (x, 250, w, 66), Msg("Sprint"), lambda: self.start(modes.SPRINT),
                   detail=self._detail(modes.SPRINT)))
        add(Button("mode-relaxed", (x, 324, w, 66), Msg("Relaxed"), lambda: self.start(modes.RELAXED),
                   detail=self._detail(modes.RELAXED)))
        add(Button("band", (x, 398, w, 48), "", self.next_band))
        add(Button("mode-challenge", (x, 454, w, 66), Msg("Challenge"), lambda: self.start(modes.CHALLENGE),
                   detail=self._detail(modes.CHALLENGE)))
        add(TextField("seed", (x + 80, 530, 150, 46), str(self.seed), placeholder=Msg("seed"), max_length=9,
                      on_submit=lambda _t: self.start(modes.CHALLENGE), on_change=self._seed_typed))
        add(Button("hands", (x, 594, 255, 56), Msg("Famous hands"), self.open_hands))
        add(Button("daily", (x + 265, 594, 255, 56), Msg("Daily · code"), lambda: Push(PlayCodeScene(ctx, GAME))))
        # with "relaxed timers" on in Settings the untimed mode is the one Enter starts
        self.widgets.set_focus("mode-relaxed" if ctx.relaxed_timers else "mode-beat_the_clock")
        try:
            human_table()
        except ValueError as err:  # every mode deals from the table; the fixed hands still work
            self.notice = Msg("The modes are off: {reason}", reason=reason(err))
            for name in modes.MODE_NAMES:
                self.widgets.get(f"mode-{name}").enabled = False
            self.widgets.set_focus("hands")
        self.read_save()
        self._refresh()

    def read_save(self) -> None:
        """Offer "Resume" when a save exists; a save that cannot be resumed is deleted with a notice."""
        resumed = resume_saved(self.ctx, GAME,
                               lambda data: TwentyFourScene(self.ctx, resume_series(self.ctx, data)))
        self.saved = resumed.game
        if resumed.notice is not None:
            self.notice = resumed.notice
        resume = self.widgets.get("resume", Button)
        resume.visible = self.saved is not None
        self.widgets.get("mode-beat_the_clock", Button).primary = self.saved is None  # one way on stands out
        if self.saved is not None:
            run = self.saved.run
            resume.detail = Msg("{title}: hand {hand}, {solved} solved", title=shown_title(self.saved.series.plan),
                                hand=run.hands_done + 1, solved=run.solved)
            self.widgets.set_focus("resume")

    def on_resume(self, result: object = None) -> None:
        self.read_save()
        self.read_scores()

    def read_scores(self) -> None:
        """The three high-score tables the lobby shows, read from the store once."""
        boards: list[tuple[Text, str | None, bool]] = [
            (Msg("Beat the clock"), board_name(self.settings.mode(modes.BEAT_THE_CLOCK)), True),
            (Msg("Sprint ({band})", band=band_word(self.band)), board_name(self.settings.mode(modes.SPRINT),
                                                                             self.band), False),
            (Msg("Challenge, seed {seed}", seed=self.seed), f"challenge-{self.seed}", True)]
        self.tables = [(title, self.ctx.store.top_scores(GAME, board, 3, higher) if board else [], higher)
                       for title, board, higher in boards]

    def resume(self) -> Transition | None:
        if self.saved is None:
            return None
        scene, self.saved = self.saved, None
        return Push(scene)

    def _detail(self, name: str) -> Msg:
        r = self.settings.mode(name)
        if name == modes.BEAT_THE_CLOCK:
            return Msg("{start} s, +{bonus} s a solve, -{penalty} s a skip", start=int(r.start_seconds or 0),
                       bonus=int(r.solve_bonus), penalty=int(r.skip_penalty))
        if name == modes.SPRINT:
            return Msg("{hands} hands of the chosen band, fastest total time, +{penalty} s a skip", hands=r.hands,
                       penalty=int(r.skip_penalty))
        if name == modes.RELAXED:
            return Msg("untimed, hints free, hands of the chosen band")
        return Msg("{hands} hands of rising difficulty, the same for everyone with the seed", hands=r.hands)

    def _refresh(self) -> None:
        self.widgets.get("band", Button).label = Msg("Band: {band}   (sprint and relaxed; click to change)",
                                                     band=band_word(self.band))
        self.widgets.get("mode-challenge", Button).label = Msg("Challenge   seed {seed}", seed=self.seed)
        self.read_scores()

    def _seed_typed(self, text: str) -> None:
        digits = "".join(ch for ch in text if ch.isdigit())
        if digits != text:
            self.widgets.get("seed", TextField).text = digits
        if digits:
            self.seed = int(digits)
            self.ctx.store.set_setting(SEED_SETTING, self.seed)
        self._refresh()

    def next_band(self) -> None:
        names = tf.BAND_NAMES
        self.band = names[(names.index(self.band) + 1) % len(names)]
        self.ctx.store.set_setting(BAND_SETTING, self.band)
        self._refresh()

    def start(self, name: str) -> Transition:
        """A new run of a mode (it takes the place of any saved game when its first move is made)."""
        return Push(mode_scene(self.ctx, mode_plan(self.settings, name, self.band, self.seed)))

    def open_hands(self) -> Transition:
        return Push(LevelSelectScene(self.ctx, GAME, Msg("24: famous hands"),
                                     lambda level: level_scene(self.ctx, level), untitled_band=Msg("Famous hands")))

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        logo = theme.blit_text(surface, Msg("24"), (HEADER_LEFT, 24), theme.TITLE, theme.ACCENT, True)
        for i, line in enumerate(theme.wrap(BLURB, CARDS_LEFT - 24 - (logo.right + 20), theme.BODY)):
            theme.blit_text(surface, line, (logo.right + 20, 28 + 26 * i), theme.BODY, theme.TEXT)
        theme.blit_text(surface, Msg("Seed:"), (60, 541), theme.BODY, theme.TEXT_DIM)
        theme.blit_text(surface, Msg("same seed, same hands: share it"), (300, 545), theme.SMALL, theme.TEXT_DIM)
        for k, (value, suit) in enumerate((("A", "spade"), ("8", "heart"), ("3", "club"), ("K", "diamond"))):
            art.draw_card(surface, pygame.Rect(CARDS_LEFT + k * 150, 150 - 120 + 10, 120, 168), corner=value,
                          value=value, suit=suit)
        self._draw_scores(surface, pygame.Rect(640, 230, 580, 460))
        self.widgets.draw(surface)
        if self.notice:
            draw_notice(surface, self.notice)

    def _draw_scores(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect)
        theme.blit_text(surface, Msg("High scores"), (rect.left + 20, rect.top + 14), theme.BODY, theme.TEXT, True)
        y = rect.top + 54
        for title, scores, higher in self.tables:
            theme.blit_text(surface, title, (rect.left + 20, y), theme.SMALL, theme.ACCENT, True)
            if not scores:
                theme.blit_text(surface, Msg("no scores yet"), (rect.left + 40, y + 26), theme.SMALL, theme.TEXT_DIM)
            for k, s in enumerate(scores):
                value = Msg("{n} solved", n=int(s.score)) if higher else format_seconds(s.score)
                theme.blit_text(surface, f"{k + 1}. {shown_name(s.name)}", (rect.left + 40, y + 26 + 24 * k), theme.SMALL)
                theme.blit_text(surface, value, (rect.right - 20, y + 26 + 24 * k), theme.SMALL, anchor="topright")
            y += 40 + 24 * max(1, len(scores)) + 14
