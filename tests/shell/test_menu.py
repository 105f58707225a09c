"""The main menu: keyboard and mouse, a game that is not built yet, progress read from the store, every built
game opens, and the cards redraw when their state changes."""
from __future__ import annotations

import pygame

from game import games
from game.levels import Catalog, Level, LevelFile
from game.logic.outcome import Ending, Outcome
from scenes.menu import MenuScene
from scenes.settings import SettingsScene
from tests.helpers import DT, click, key
from tests.shell.stage import make_app


def test_menu_keyboard_reaches_settings_and_back(ctx):
    app = make_app(ctx, MenuScene(ctx))
    menu = app.top
    # Focus starts on the first playable game card; Down goes to the button row under the cards.
    enabled_cards = [g.key for g in games.MENU_GAMES if games.scene_available(g.key)]
    assert menu.widgets.focus.id == (enabled_cards[0] if enabled_cards else "settings")
    app.step([key(pygame.K_DOWN)], DT)
    assert menu.widgets.focus.id == "stats"      # the button under the first card
    app.step([key(pygame.K_RIGHT)], DT)
    assert menu.widgets.focus.id == "settings"
    app.step([key(pygame.K_RETURN)], DT)
    assert isinstance(app.top, SettingsScene)
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is menu


def test_menu_arrows_move_the_way_they_point(ctx):
    """Right walks along the cards and stops at the last; Down from any card goes to the button under it (the one
    whose middle is nearest the card's middle), Up goes back to a card, Left from Quit goes to Play a code, then
    to Settings."""
    app = make_app(ctx, MenuScene(ctx))
    widgets = app.top.widgets
    cards = [g.key for g in games.MENU_GAMES]
    buttons = [widgets.get("stats"), widgets.get("settings"), widgets.get("play-code"), widgets.get("quit")]
    for at, card in enumerate(cards):
        widgets.set_focus(card)
        app.step([key(pygame.K_RIGHT)], DT)
        assert widgets.focus.id == cards[min(at + 1, len(cards) - 1)]
        widgets.set_focus(card)
        app.step([key(pygame.K_DOWN)], DT)
        below = min(buttons, key=lambda b: abs(b.rect.centerx - widgets.get(card).rect.centerx))
        assert widgets.focus is below, card
        app.step([key(pygame.K_UP)], DT)
        assert widgets.focus.id in cards
    widgets.set_focus("quit")
    app.step([key(pygame.K_LEFT)], DT)
    assert widgets.focus.id == "play-code"
    app.step([key(pygame.K_LEFT)], DT)
    assert widgets.focus.id == "settings"
    app.step([key(pygame.K_DOWN)], DT)   # nothing below: the focus stays
    assert widgets.focus.id == "settings"


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
    for info in games.MENU_GAMES:
        if games.scene_available(info.key):
            app = make_app(ctx, MenuScene(ctx))
            app.step(click(app.top.widgets.get(info.key).rect.center), DT)
            assert not isinstance(app.top, MenuScene), info.key
            app.step([], DT)  # and draws a frame


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


def test_the_menu_footer_shows_the_version_the_command_line_prints(ctx, monkeypatch):
    from tests.helpers import drawn_texts
    from tests.shell.clirun import run_main

    done = run_main("--version")
    version = done.stdout.split()[-1]
    assert done.returncode == 0 and version[0].isdigit()
    texts = [text for text, _ in drawn_texts(MenuScene(ctx), monkeypatch)]
    assert f"v{version}" in texts


def test_the_24_card_says_its_count_is_of_famous_hands_and_the_others_of_levels(ctx):
    menu = MenuScene(ctx)
    assert str(menu.progress_text("twentyfour")).startswith(f"0 / {len(ctx.levels.levels('twentyfour'))} famous hands solved")
    assert menu.progress_text("sudoku") == f"0 / {len(ctx.levels.levels('sudoku'))} solved"


def test_a_chapter_has_no_card_of_its_own(ctx):
    """A game played from another game's lobby (shapes, from the matchsticks) is not a menu card."""
    menu = MenuScene(ctx)
    chapters = [g.key for g in games.GAMES if g.chapter_of]
    assert "shapes" in chapters
    assert all(key not in menu.widgets for key in chapters)
    assert all(g.key in menu.widgets for g in games.MENU_GAMES)
