"""The app loop and scene stack: transitions, Esc / focus-loss pause, app-wide keys, the menu, settings."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.shell.app import App
from game.levels import Catalog, Level, LevelFile
from game.logic.outcome import Ending, Outcome
from scenes.base import Pop, Push, Quit, Replace, Scene, ToMenu
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from sprites.widgets import TextField
from tests.helpers import DT, click, key, make_context, text


class Recorder(Scene):
    """A scene that records what it is given and returns a queued transition."""

    is_game = True

    def __init__(self, ctx, name="rec"):
        super().__init__(ctx)
        self.name = name
        self.seen: list[int] = []
        self.elapsed = 0.0
        self.next = None
        self.resumed: list = []
        self.restarted = 0
        self.saved = 0

    def handle_event(self, event):
        self.seen.append(event.type)
        return super().handle_event(event)

    def tick(self, dt):
        self.elapsed += dt
        out, self.next = self.next, None
        return out

    def on_resume(self, result=None):
        self.resumed.append(result)

    def restart(self):
        self.restarted += 1

    def save(self):
        self.saved += 1


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def make_app(ctx, *scenes):
    return App(ctx, lambda c: list(scenes))


def test_push_pop_replace_popto_and_quit(ctx):
    menu = MenuScene(ctx)
    a, b = Recorder(ctx, "a"), Recorder(ctx, "b")
    app = make_app(ctx, menu, a)
    assert app.top is a and not a.covered and menu.covered
    a.next = Push(b)
    app.step([], DT)
    assert app.top is b and a.covered
    b.next = Pop(result=42)
    app.step([], DT)
    assert app.top is a and not a.covered and a.resumed == [42]
    c = Recorder(ctx, "c")
    a.next = Replace(c)
    app.step([], DT)
    assert app.stack == [menu, c]
    c.next = Push(Recorder(ctx, "d"))
    app.step([], DT)
    app.top.next = ToMenu()
    app.step([], DT)
    assert app.stack == [menu] and app.running
    app.apply(Push(a))
    a.next = Quit()
    app.step([], DT)
    assert not app.running and a.saved == 1


def test_only_the_top_scene_gets_events_and_time(ctx):
    a, b = Recorder(ctx, "a"), Recorder(ctx, "b")
    app = make_app(ctx, a, b)
    app.step([key(pygame.K_x)], 0.05)
    assert b.seen == [pygame.KEYDOWN] and b.elapsed == pytest.approx(0.05)
    assert a.seen == [] and a.elapsed == 0.0


def test_long_stall_is_clamped(ctx):
    a = Recorder(ctx)
    app = make_app(ctx, a)
    app.step([], 5.0)
    assert a.elapsed == pytest.approx(0.1)


def test_escape_in_a_game_pauses_and_the_clock_stops(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, MenuScene(ctx), game)
    app.step([key(pygame.K_ESCAPE)], DT)
    assert isinstance(app.top, PauseScene)
    before = game.elapsed
    for _ in range(30):
        app.step([], DT)
    assert game.elapsed == before  # paused: no time passes for the game
    app.step([key(pygame.K_ESCAPE)], DT)  # Esc again resumes
    assert app.top is game


def test_focus_loss_pauses_a_game_but_not_a_menu(ctx):
    menu = MenuScene(ctx)
    game = Recorder(ctx)
    app = make_app(ctx, menu, game)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app.top, PauseScene)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)  # no second overlay
    assert sum(isinstance(s, PauseScene) for s in app.stack) == 1
    app2 = make_app(ctx, MenuScene(ctx))
    app2.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app2.top, MenuScene)


def test_pause_menu_restart_and_main_menu(ctx):
    menu = MenuScene(ctx)
    game = Recorder(ctx)
    app = make_app(ctx, menu, game)
    app.step([key(pygame.K_ESCAPE)], DT)
    app.apply(app.top.widgets.press("restart"))
    assert app.top is game and game.restarted == 1
    app.step([key(pygame.K_ESCAPE)], DT)
    app.apply(app.top.widgets.press("menu"))
    assert app.stack == [menu] and game.saved == 1


def test_m_mutes_and_is_remembered_but_not_while_typing(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, game)
    ctx.sound.enabled = True
    app.step([key(pygame.K_m)], DT)
    assert ctx.sound.muted and ctx.store.get_setting("sound") is False
    field = game.widgets.add(TextField("name", (10, 10, 200, 40)))
    game.widgets.set_focus("name")
    app.step([key(pygame.K_m), text("m")], DT)
    assert ctx.sound.muted and field.text == "m"  # the letter was typed, mute unchanged


def test_f11_toggles_fullscreen_setting(ctx):
    app = make_app(ctx, MenuScene(ctx))
    start = ctx.fullscreen
    app.step([key(pygame.K_F11)], DT)
    assert ctx.fullscreen is (not start)
    assert ctx.store.get_setting("fullscreen") is (not start)


def test_quit_event_saves_games(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, MenuScene(ctx), game)
    app.step([pygame.event.Event(pygame.QUIT)], DT)
    assert not app.running and game.saved == 1


# --- menu ----------------------------------------------------------------------------------------------------

def test_menu_keyboard_reaches_settings_and_back(ctx):
    app = make_app(ctx, MenuScene(ctx))
    menu = app.top
    # Focus starts on the first playable game card; arrows walk the cards, then Settings.
    enabled_cards = [g.key for g in games.GAMES if games.scene_available(g.key)]
    assert menu.widgets.focus.id == (enabled_cards[0] if enabled_cards else "settings")
    for _ in range(len(enabled_cards)):
        app.step([key(pygame.K_RIGHT)], DT)
    assert menu.widgets.focus.id == "settings"
    app.step([key(pygame.K_RETURN)], DT)
    assert isinstance(app.top, SettingsScene)
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is menu


def test_menu_mouse_click_quit(ctx):
    app = make_app(ctx, MenuScene(ctx))
    app.step(click(app.top.widgets.get("quit").rect.center), DT)
    assert not app.running


def test_coming_soon_game_cannot_be_entered(ctx, monkeypatch):
    monkeypatch.setattr(games, "scene_available", lambda key: key != "sudoku")
    app = make_app(ctx, MenuScene(ctx))
    card = app.top.widgets.get("sudoku")
    assert not card.enabled and card.detail == "coming soon"
    app.step(click(card.rect.center), DT)
    assert isinstance(app.top, MenuScene)
    assert app.top.open_game("sudoku") is None


def test_menu_shows_progress_from_the_store(ctx, monkeypatch):
    monkeypatch.setattr(games, "scene_available", lambda key: True)
    levels = [Level("stones", f"s-{i}", f"S{i}", "easy", None, "stones.yaml", i) for i in range(3)]
    ctx.levels = Catalog([LevelFile("stones.yaml", "stones", levels=levels)])
    ctx.store.record_outcome("stones", "s-1", Outcome(Ending.SOLVED, 12, 5))
    ctx.store.add_score("twentyfour", "beat_the_clock", "Ann", 7)
    ctx.store.add_score("twentyfour", "beat_the_clock", "Bob", 5)
    ctx.store.add_score("twentyfour", "sprint-easy", "Cy", 95.5)  # seconds: not the headline table
    menu = MenuScene(ctx)
    assert menu.widgets.get("stones").detail == "1 / 3 solved"
    assert menu.widgets.get("twentyfour").detail == "best 7 hands"
    assert menu.widgets.get("sudoku").detail == "new"


def test_every_built_game_opens_from_the_menu(ctx):
    for info in games.GAMES:
        if games.scene_available(info.key):
            app = make_app(ctx, MenuScene(ctx))
            app.step(click(app.top.widgets.get(info.key).rect.center), DT)
            assert not isinstance(app.top, MenuScene), info.key
            app.step([], DT)  # and draws a frame


# --- settings ------------------------------------------------------------------------------------------------

def test_settings_are_remembered(ctx, tmp_path):
    ctx.sound.enabled = True
    settings = SettingsScene(ctx)
    settings.widgets.press("sound")
    settings.widgets.press("relaxed")
    assert ctx.sound.muted and ctx.store.get_setting("sound") is False
    again = SettingsScene(make_context(tmp_path))
    assert again.widgets.get("relaxed").value is True
    assert again.ctx.store.get_setting("sound") == ctx.sound.enabled


def test_reset_progress_needs_confirmation(ctx):
    ctx.store.record_outcome("sudoku", "x", Outcome(Ending.SOLVED, 30.0, 10))
    settings = SettingsScene(ctx)
    settings.widgets.press("reset")
    assert ctx.store.solved_count("sudoku") == 1  # asking is not doing
    settings.widgets.press("cancel-reset")
    assert ctx.store.solved_count("sudoku") == 1
    settings.widgets.press("reset")
    settings.widgets.press("confirm-reset")
    assert ctx.store.solved_count("sudoku") == 0


def test_menu_card_drawing_follows_state_changes(ctx, monkeypatch):
    """Cards cache their looks; a new progress line or focus must still show up on screen."""
    from tests.helpers import render

    monkeypatch.setattr(games, "scene_available", lambda key: True)
    menu = MenuScene(ctx)
    card = menu.widgets.get("sudoku")
    before = render(menu)
    box = card.rect.inflate(24, 24)
    card.detail = "5 / 9 solved"
    after_detail = render(menu)
    menu.widgets.set_focus("sudoku")
    after_focus = render(menu)
    crop = lambda s: pygame.image.tobytes(s.subsurface(box), "RGB")  # noqa: E731
    assert crop(before) != crop(after_detail) != crop(after_focus)
