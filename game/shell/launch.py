"""Build the Context (store, sound, levels) and start the app on the requested scene."""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Callable

from game import games, i18n
from game.i18n import Msg
from game.config import Config
from game.levels import Catalog
from game.shell.sound import Sound
from game.store import Store

if TYPE_CHECKING:
    from scenes.base import Context, Scene


def build_context(config: Config, options: argparse.Namespace) -> Context:
    from scenes.base import Context

    store = Store.open(options.data_dir)
    for notice in store.notices:  # on the menu too; here for whoever started the game from a terminal
        print(f"note: {notice}", file=sys.stderr)
    sound_on = bool(store.get_setting("sound", config.audio.sound)) and not options.mute
    try:
        i18n.set_language(choose_language(getattr(options, "lang", None), store.get_setting(i18n.SETTING, None)))
    except i18n.PoError as err:   # a damaged catalog: play on in English and say why
        store.notices.append(f"the translation could not be read, so the game is in English: {err}")
        print(f"note: {store.notices[-1]}", file=sys.stderr)
    store.retell()   # what opening the store found, in the player's language, and again at every switch
    i18n.on_change(lambda _code: store.retell())
    # the store's notices list is the Context's: what it tells the player later (a dropped save) shows too
    return Context(config=config, store=store, sound=Sound(sound_on, config.audio.volume), levels=Catalog.load(),
                   seed=options.seed, level_id=options.level, notices=store.notices,
                   code=getattr(options, "code", None))


def choose_language(asked: str | None, remembered: object) -> str:
    """`--lang` for this session; else the language chosen in Settings; at first start, the system's."""
    if asked in i18n.LANGUAGES:
        return str(asked)
    if remembered in i18n.LANGUAGES:
        return str(remembered)
    return i18n.language_from_environment()


def first_scenes(name: str) -> Callable[[Context], list[Scene]]:
    """The scenes to start with: always the menu at the bottom, so Back from any screen lands there."""
    def build(ctx: Context) -> list[Scene]:
        from scenes.menu import MenuScene, open_game_scene

        stack: list[Scene] = [MenuScene(ctx)]
        if ctx.code is not None:
            stack.extend(code_scenes(ctx, ctx.code))
        elif name == "settings":
            from scenes.settings import SettingsScene

            stack.append(SettingsScene(ctx))
        elif name == "stats":
            from scenes.stats import StatsScene

            stack.append(StatsScene(ctx))
        elif name in games.BY_KEY:
            if games.scene_available(name):
                stack.append(open_game_scene(name, ctx))
            else:
                ctx.notices.append(str(Msg("{game} is coming soon; here is the menu instead.",
                                           game=Msg(games.BY_KEY[name].title))))
        return stack
    return build


def code_scenes(ctx: Context, code: str) -> list[Scene]:
    """`--code CODE`: the game on that puzzle, above the Play-a-code screen; that screen alone, saying what is
    wrong, when the code does not read (the command line checks it before the window opens)."""
    from scenes.play_code import PlayCodeScene, open_puzzle

    screen = PlayCodeScene(ctx)
    screen.field.text = code
    screen.check(code)
    if screen.found is None:
        return [screen]
    return [screen, open_puzzle(ctx, screen.found, i18n.Msg("Puzzle from a code"))]


EXIT_NO_DISPLAY = 1


def launch(config: Config, options: argparse.Namespace) -> int:
    """Play (or run `--frames N`). With no display to show a window on, say so in one line and stop; a `--frames`
    run needs none (SDL then draws on a headless driver)."""
    from game.shell.window import no_display_problem

    problem = no_display_problem(headless_ok=options.frames is not None)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_NO_DISPLAY
    from game.shell.app import App

    ctx = build_context(config, options)
    app = App(ctx, first_scenes(options.scene))
    try:
        code = app.run(frames=options.frames, screenshot=options.screenshot)
        if app.screenshot_problem is not None:
            print(f"error: {app.screenshot_problem}", file=sys.stderr)
        return code
    finally:
        lost = ctx.store.close()
        if lost:
            print(f"note: {lost} change(s) to your progress could not be saved: another program kept the save "
                  f"file locked", file=sys.stderr)
        import pygame

        from sprites import theme

        pygame.quit()
        theme.reset_caches()
