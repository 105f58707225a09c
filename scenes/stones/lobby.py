"""The stone duel's lobby: continue a saved game, pick a campaign level, or set up a custom game
(rule, opponent, who starts, AI strength, heap count and cap, and the hot-seat players' names)."""
from __future__ import annotations

import random
from typing import Any, Literal, Optional, TypedDict

import pygame

from game.logic import stones
from game.i18n import N_, Msg, Plural, Text
from game.levels import shown_title
from game.logic.common import PuzzleError
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.level_select import LevelSelectScene
from scenes.play_code import PlayCodeScene, daily_title
from scenes.stones.model import GAME, Duel
from scenes.stones.play import StonesScene
from scenes.saved_game import resume_saved
from sprites import icons, theme
from sprites.widgets import Button, TextField

CUSTOM_SETTING = "stones.custom"


class CustomOptions(TypedDict):
    """The custom game's options as the settings keep them (the enums' values, so old settings still read)."""

    rule: str
    opponent: str
    first: str
    ai: str
    heaps: int
    cap: int
    names: list[str]


Choice = Literal["rule", "opponent", "first", "ai"]
Count = Literal["heaps", "cap"]
CHOICES: dict[Choice, list[str]] = {"rule": ["misere", "normal"], "opponent": ["ai", "human"],
                                    "first": ["player", "ai"], "ai": ["perfect", "strong", "casual"]}
DEFAULTS = CustomOptions(rule="misere", opponent="ai", first="player", ai="strong", heaps=4, cap=7,
                         names=["Player 1", "Player 2"])
HOW_TO_PLAY = (
    Msg("Two players take turns. On your turn, take one or more stones from a single heap."),
    Msg("Misère rules: whoever takes the very last stone loses. Normal rules: the last stone wins."),
    Msg("There is a perfect strategy, and the computer knows it. Press {hint} in a game for a hint, "
        "or {teach} for the teaching panel that shows the heaps in binary and explains the winning move.",
        hint="H", teach="T"),
)
# the computer's strengths, as the set-up and the statistics name them
STRENGTHS = {"perfect": N_("perfect"), "strong": N_("strong"), "casual": N_("casual")}
PANEL = pygame.Rect(740, 120, 500, 520)
BACK_RECT = pygame.Rect(40, 40, 140, 48)
HEADER_LEFT = BACK_RECT.right + 24  # the icon and the title sit right of the Back button


def open_scene(ctx: Context) -> Scene:
    """The entry point the menu and `--scene stones` use: the level from --level, else the lobby."""
    if ctx.level_id is not None:
        level = ctx.levels.level(GAME, ctx.level_id)
        if level is not None:
            return StonesScene.for_level(ctx, level)
        ctx.notices.append(str(Msg("There is no stone duel level {id}; pick one here.", id=repr(ctx.level_id))))
    return StonesLobby(ctx)


class StonesLobby(Scene):
    name = "stones-lobby"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.message: Text = ""
        self.saved: StonesScene | None = None   # the saved duel's screen, ready to continue
        self.options = self._load_options()
        self.widgets.add(Button("back", BACK_RECT, Msg("Back"), lambda: Pop()))  # top left, as on every screen
        self.widgets.add(Button("campaign", (40, 150, 640, 84), Msg("Campaign"), self.open_campaign, primary=True))
        self.widgets.add(Button("continue", (40, 250, 640, 84), Msg("Continue saved game"), self.continue_saved))
        self.widgets.add(Button("daily", (40, 520, 640, 64), Msg("Daily puzzle  ·  play a code"),
                                lambda: Push(PlayCodeScene(ctx, GAME))))
        x, y = PANEL.left + 20, PANEL.top + 56
        add = self.widgets.add
        add(Button("opt-rule", (x, y, 460, 44), "", lambda: self.cycle("rule")))
        add(Button("opt-opponent", (x, y + 52, 460, 44), "", lambda: self.cycle("opponent")))
        add(Button("opt-first", (x, y + 104, 460, 44), "", lambda: self.cycle("first")))
        add(Button("opt-ai", (x, y + 156, 460, 44), "", lambda: self.cycle("ai")))
        add(Button("heaps-less", (x + 300, y + 208, 70, 44), "-", lambda: self.step("heaps", -1, 1,
                                                                                    stones.MAX_LEVEL_HEAPS)))
        add(Button("heaps-more", (x + 390, y + 208, 70, 44), "+", lambda: self.step("heaps", 1, 1,
                                                                                    stones.MAX_LEVEL_HEAPS)))
        add(Button("cap-less", (x + 300, y + 260, 70, 44), "-", lambda: self.step("cap", -1, 1, stones.MAX_LEVEL_CAP)))
        add(Button("cap-more", (x + 390, y + 260, 70, 44), "+", lambda: self.step("cap", 1, 1, stones.MAX_LEVEL_CAP)))
        names = self.options["names"]
        add(TextField("name-1", (x, y + 330, 220, 42), names[0], placeholder=Msg("Player 1"), max_length=16,
                      on_change=lambda t: self.set_name(0, t)))
        add(TextField("name-2", (x + 240, y + 330, 220, 42), names[1], placeholder=Msg("Player 2"), max_length=16,
                      on_change=lambda t: self.set_name(1, t)))
        add(Button("start-custom", (x, y + 384, 460, 56), Msg("Start custom game"), self.start_custom, primary=True))
        self.refresh()   # and the focus: on Continue when there is a saved game, else on Campaign

    # --- options ----------------------------------------------------------------------------------------
    def _load_options(self) -> CustomOptions:
        """The options last used, each one that is missing or of the wrong kind replaced by its default."""
        stored = self.ctx.store.get_setting(CUSTOM_SETTING, {})
        saved: dict[str, Any] = stored if isinstance(stored, dict) else {}

        def choice(key: Choice) -> str:
            value = saved.get(key)
            return value if value in CHOICES[key] else DEFAULTS[key]

        def count(key: Count, high: int) -> int:
            value = saved.get(key)
            return max(1, min(high, value if isinstance(value, int) else DEFAULTS[key]))

        names = saved.get("names")
        return CustomOptions(
            rule=choice("rule"), opponent=choice("opponent"), first=choice("first"), ai=choice("ai"),
            heaps=count("heaps", stones.MAX_LEVEL_HEAPS), cap=count("cap", stones.MAX_LEVEL_CAP),
            names=[names[0], names[1]] if isinstance(names, list) and len(names) == 2
            and all(isinstance(n, str) for n in names)
            else list(DEFAULTS["names"]))  # a fresh list: editing a name must not touch DEFAULTS

    def _remember(self) -> None:
        self.ctx.store.set_setting(CUSTOM_SETTING, self.options)
        self.message = ""  # an options change answers any "no winnable start" message
        self.refresh()

    def cycle(self, key: Choice) -> None:
        values = CHOICES[key]
        current = self.options[key]
        self.options[key] = values[(values.index(current) + 1) % len(values)] if current in values else values[0]
        self._remember()

    def step(self, key: Count, delta: int, low: int, high: int) -> None:
        self.options[key] = max(low, min(high, self.options[key] + delta))
        self._remember()

    def set_name(self, seat: int, name: str) -> None:
        self.options["names"][seat] = name
        self.ctx.store.set_setting(CUSTOM_SETTING, self.options)

    def refresh(self) -> None:
        o = self.options
        hot_seat = o["opponent"] == "human"
        get = self.widgets.get
        get("opt-rule", Button).label = (Msg("Rule: misère (last stone loses)") if o["rule"] == "misere"
                                         else Msg("Rule: normal (last stone wins)"))
        get("opt-opponent", Button).label = (Msg("Opponent: a friend (hot-seat)") if hot_seat
                                             else Msg("Opponent: the computer"))
        get("opt-first", Button).label = Msg("Starts: {who}", who=self._starter())
        strength = STRENGTHS[o["ai"]]
        get("opt-ai", Button).label = Msg("AI strength: {strength}", strength=Msg(strength))
        get("opt-ai", Button).enabled = not hot_seat
        get("name-1", TextField).visible = get("name-2", TextField).visible = hot_seat
        levels = self.ctx.levels.levels(GAME)
        won = self.ctx.store.solved_count(GAME, (level.id for level in levels))
        get("campaign", Button).detail = Plural("{n} level · {won} won", "{n} levels · {won} won", len(levels),
                                                won=won)
        resumed = resume_saved(self.ctx, GAME, self._saved_scene)   # offered only when it opens and draws
        self.saved = resumed.game
        if resumed.notice is not None:
            self.message = resumed.notice
        get("continue", Button).detail = self._describe_save(self.saved) if self.saved else ""
        get("continue", Button).visible = self.saved is not None
        focus = self.widgets.focus
        if focus is None or not (focus.visible and focus.enabled):   # e.g. Continue, gone with the game it kept
            self.widgets.set_focus("continue" if self.saved is not None else "campaign")

    def _starter(self) -> Msg:
        """Who moves first, as the set-up says it."""
        first = self.options["first"] == "player"
        if self.options["opponent"] == "human":
            return Msg("Player 1") if first else Msg("Player 2")
        return Msg("you") if first else Msg("the computer")

    @staticmethod
    def _describe_save(scene: StonesScene) -> Msg:
        return Plural("{title} · {n} move made", "{title} · {n} moves made", scene.duel.session.position,
                      title=scene.title)

    # --- starting games ---------------------------------------------------------------------------------
    def _rng(self, salt: str) -> random.Random:
        return self.ctx.rng(f"stones:{salt}")

    def open_campaign(self) -> Transition:
        return Push(LevelSelectScene(self.ctx, GAME, Msg("Stone duel campaign"),
                                     lambda level: StonesScene.for_level(self.ctx, level)))

    def custom_spec(self) -> stones.LevelSpec:
        o = self.options
        return stones.deal_custom(o["heaps"], o["cap"], self._rng("custom"), rule=stones.Rule(o["rule"]),
                                  first=stones.First(o["first"]), ai=stones.Strength(o["ai"]),
                                  opponent=stones.Opponent(o["opponent"]))

    def start_custom(self) -> Optional[Transition]:
        try:
            spec = self.custom_spec()
        except PuzzleError:
            self.message = self._impossible()
            return None
        self.message = ""
        first, second = self.options["names"]
        duel = Duel(spec, self._rng("custom-ai"), self.ctx.config.play.ai_think_seconds, names=(first, second),
                    store=self.ctx.store)
        return Push(StonesScene(self.ctx, duel, Msg("Custom game")))

    def _impossible(self) -> Msg:
        """Why the options allow no game the first player can win, in the lobby's own words."""
        o = self.options
        template = (N_("There is no winnable start with {heaps} of at most {stones} under misère rules and "
                       "{starter} moving first. Try more heaps, more stones or another rule.")
                    if o["rule"] == "misere" else
                    N_("There is no winnable start with {heaps} of at most {stones} under normal rules and "
                       "{starter} moving first. Try more heaps, more stones or another rule."))
        return Msg(template, heaps=Plural("{n} heap", "{n} heaps", o["heaps"]),
                   stones=Plural("{n} stone", "{n} stones", o["cap"]), starter=self._starter())

    def continue_saved(self) -> Optional[Transition]:
        scene, self.saved = self.saved, None
        return Push(scene) if scene is not None else None

    def _saved_scene(self, record: dict[str, Any]) -> StonesScene:
        duel = Duel.from_record(record, self._rng("saved"), self.ctx.config.play.ai_think_seconds,
                                store=self.ctx.store)
        level = self.ctx.levels.level(GAME, duel.level_id) if duel.level_id else None
        title: Text
        if level is not None:
            title = shown_title(level.name)
        elif duel.daily is not None:
            title = daily_title(duel.daily)
        else:
            title = Msg("Puzzle from a code") if duel.mode == "code" else Msg("Custom game")
        return StonesScene(self.ctx, duel, title)

    def on_resume(self, result: Any = None) -> None:
        self.refresh()

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        icons.stones_icon(surface, (HEADER_LEFT + 36, 58), 64)
        theme.blit_text(surface, Msg("Stone duel"), (HEADER_LEFT + 84, 24), theme.TITLE - 16, theme.TEXT, True)
        theme.blit_text(surface, Msg("Take stones from one heap per turn. Under misère rules, whoever takes the last "
                                     "stone loses."), (HEADER_LEFT + 84, 82), theme.SMALL, theme.TEXT_DIM)
        y = 356
        theme.blit_text(surface, Msg("How to play"), (40, y), theme.BODY, theme.TEXT, True)
        y += 34
        for paragraph in HOW_TO_PLAY:
            for line in theme.wrap(paragraph, 640, theme.SMALL):
                theme.blit_text(surface, line, (40, y), theme.SMALL, theme.TEXT_DIM)
                y += 22
            y += 8
        theme.draw_panel(surface, PANEL)
        theme.blit_text(surface, Msg("Custom game"), (PANEL.left + 20, PANEL.top + 16), theme.BODY, theme.TEXT, True)
        x, y = PANEL.left + 20, PANEL.top + 56
        theme.blit_text(surface, Msg("Heaps: {n}", n=self.options['heaps']), (x + 8, y + 230), theme.BODY, theme.TEXT,
                        anchor="midleft")
        theme.blit_text(surface, Msg("Most stones per heap: {n}", n=self.options['cap']), (x + 8, y + 282), theme.BODY,
                        theme.TEXT, anchor="midleft")
        if self.options["opponent"] == "human":
            theme.blit_text(surface, Msg("Names:"), (x, y + 316), theme.SMALL, theme.TEXT_DIM, anchor="midleft")
        self.widgets.draw(surface)
        if self.message:
            draw_notice(surface, self.message)
        elif self.ctx.notices:
            draw_notice(surface, "  ".join(self.ctx.notices))
