"""24's entry point and lobby: pick a mode (beat the clock, sprint, relaxed, challenge with a shareable seed),
see the high-score tables, or play the famous hands of levels/twentyfour.yaml one at a time; "Resume" goes back to
a mode or a hand left unfinished (saved after every move, so a crash or a kill loses at most seconds).

`open_scene(ctx)` gives the lobby, or the level itself with `--level ID`.
"""
from __future__ import annotations

import pygame

from game.logic import twentyfour as tf
from game.logic.twentyfour import modes
from game.twentyfour_data import human_table
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.level_select import LevelSelectScene
from scenes.play_code import PlayCodeScene
from scenes.twentyfour.model import GAME
from scenes.twentyfour.play import TwentyFourScene, level_scene, mode_scene
from scenes.twentyfour.setup import board_name, mode_plan, resume_series, settings_of
from scenes.twentyfour.view import format_seconds
from scenes.saved_game import resume_saved
from sprites import twentyfour as art
from sprites import theme
from sprites.widgets import Button, TextField

BAND_SETTING = "twentyfour.band"
SEED_SETTING = "twentyfour.seed"   # the challenge seed last chosen (typed, or played)


def open_scene(ctx: Context) -> Scene:
    lobby = TwentyFourLobby(ctx)
    if ctx.level_id is not None:
        level = ctx.levels.level(GAME, ctx.level_id)
        if level is not None:
            return level_scene(ctx, level)
        lobby.notice = f"There is no 24 level {ctx.level_id!r}; pick a mode or a hand here."
    return lobby


class TwentyFourLobby(Scene):
    name = "twentyfour-lobby"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.notice = ""
        self.settings = settings_of(ctx)
        stored = ctx.store.get_setting(BAND_SETTING, None)
        self.band = stored if stored in tf.BAND_NAMES else self.settings.mode(modes.SPRINT).band or "medium"
        stored_seed = ctx.store.get_setting(SEED_SETTING, None)
        self.seed = stored_seed if isinstance(stored_seed, int) and not isinstance(stored_seed, bool) \
            and 0 <= stored_seed < 10 ** 9 else self.settings.mode(modes.CHALLENGE).seed or 0
        self.saved: TwentyFourScene | None = None   # the screen of the series a save holds, ready to resume
        add = self.widgets.add
        x, w = 60, 520
        add(Button("resume", (x, 84, w, 56), "Resume", self.resume, primary=True))
        add(Button("mode-beat_the_clock", (x, 150, w, 70), "Beat the clock",
                   lambda: self.start(modes.BEAT_THE_CLOCK), detail=self._detail(modes.BEAT_THE_CLOCK), primary=True))
        add(Button("mode-sprint", (x, 234, w, 70), "Sprint", lambda: self.start(modes.SPRINT),
                   detail=self._detail(modes.SPRINT)))
        add(Button("mode-relaxed", (x, 318, w, 70), "Relaxed", lambda: self.start(modes.RELAXED),
                   detail=self._detail(modes.RELAXED)))
        add(Button("band", (x, 402, w, 52), "", self.next_band))
        add(Button("mode-challenge", (x, 470, w, 70), "Challenge", lambda: self.start(modes.CHALLENGE),
                   detail=self._detail(modes.CHALLENGE)))
        add(TextField("seed", (x + 80, 554, 150, 48), str(self.seed), placeholder="seed", max_length=9,
                      on_submit=lambda _t: self.start(modes.CHALLENGE), on_change=self._seed_typed))
        add(Button("hands", (x, 630, 166, 56), "Famous hands", self.open_hands))
        add(Button("daily", (x + 177, 630, 166, 56), "Daily · code", lambda: Push(PlayCodeScene(ctx, GAME))))
        add(Button("back", (x + 354, 630, 166, 56), "Back", lambda: Pop(), detail="Esc"))
        # with "relaxed timers" on in Settings the untimed mode is the one Enter starts
        self.widgets.set_focus("mode-relaxed" if ctx.relaxed_timers else "mode-beat_the_clock")
        try:
            human_table()
        except ValueError as err:  # every mode deals from the table; the fixed hands still work
            self.notice = f"The modes are off: {err}"
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
            title = self.saved.series.plan.title.removeprefix("24 · ")
            resume.detail = f"{title}: hand {run.hands_done + 1}, {run.solved} solved"
            self.widgets.set_focus("resume")

    def on_resume(self, result: object = None) -> None:
        self.read_save()

    def resume(self) -> Transition | None:
        if self.saved is None:
            return None
        scene, self.saved = self.saved, None
        return Push(scene)

    def _detail(self, name: str) -> str:
        r = self.settings.mode(name)
        if name == modes.BEAT_THE_CLOCK:
            return f"{int(r.start_seconds or 0)} s, +{int(r.solve_bonus)} s a solve, -{int(r.skip_penalty)} s a skip"
        if name == modes.SPRINT:
            return f"{r.hands} hands of the chosen band, fastest total time, +{int(r.skip_penalty)} s a skip"
        if name == modes.RELAXED:
            return "untimed, hints free, hands of the chosen band"
        return f"{r.hands} hands of rising difficulty, the same for everyone with the seed"

    def _refresh(self) -> None:
        self.widgets.get("band", Button).label = f"Band: {self.band}   (sprint and relaxed; click to change)"
        self.widgets.get("mode-challenge", Button).label = f"Challenge   seed {self.seed}"

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
        return Push(LevelSelectScene(self.ctx, GAME, "24: famous hands", lambda level: level_scene(self.ctx, level)))

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.blit_text(surface, "24", (60, 30), theme.TITLE, theme.ACCENT, True)
        theme.blit_text(surface, "Make 24 from four cards with + - × ÷, each card once.", (170, 58), theme.BODY,
                        theme.TEXT)
        theme.blit_text(surface, "Seed:", (60, 566), theme.BODY, theme.TEXT_DIM)
        theme.blit_text(surface, "same seed, same hands: share it", (300, 568), theme.SMALL, theme.TEXT_DIM)
        for k, (value, suit) in enumerate((("A", "spade"), ("8", "heart"), ("3", "club"), ("K", "diamond"))):
            art.draw_card(surface, pygame.Rect(640 + 10 + k * 150, 150 - 120 + 10, 120, 168), corner=value,
                          value=value, suit=suit)
        self._draw_scores(surface, pygame.Rect(640, 230, 580, 460))
        self.widgets.draw(surface)
        if self.notice:
            draw_notice(surface, self.notice)

    def _draw_scores(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect)
        theme.blit_text(surface, "High scores", (rect.left + 20, rect.top + 14), theme.BODY, theme.TEXT, True)
        boards = [("Beat the clock", board_name(self.settings.mode(modes.BEAT_THE_CLOCK)), True),
                  (f"Sprint ({self.band})", board_name(self.settings.mode(modes.SPRINT), self.band), False),
                  (f"Challenge, seed {self.seed}", f"challenge-{self.seed}", True)]
        y = rect.top + 54
        for title, board, higher in boards:
            theme.blit_text(surface, title, (rect.left + 20, y), theme.SMALL, theme.ACCENT, True)
            scores = self.ctx.store.top_scores(GAME, board, 3, higher) if board else []
            if not scores:
                theme.blit_text(surface, "no scores yet", (rect.left + 40, y + 26), theme.SMALL, theme.TEXT_DIM)
            for k, s in enumerate(scores):
                value = f"{int(s.score)} solved" if higher else format_seconds(s.score)
                theme.blit_text(surface, f"{k + 1}. {s.name}", (rect.left + 40, y + 26 + 24 * k), theme.SMALL)
                theme.blit_text(surface, value, (rect.right - 20, y + 26 + 24 * k), theme.SMALL, anchor="topright")
            y += 40 + 24 * max(1, len(scores)) + 14
