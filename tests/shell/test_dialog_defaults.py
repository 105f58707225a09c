"""The button drawn lit (the accent fill) is the one Enter presses, on every shared dialog: the "use help?"
question, the pause overlay, settings and its reset confirmation, the help card. A lit button away from the focus
ring would tell the player Enter does one thing while it does another."""
from __future__ import annotations

import pygame

from scenes.game_scene import ConfirmHelp, GameScene
from scenes.help import HelpCard
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from sprites import theme
from sprites.widgets import Button
from tests.helpers import feed, key, render


def lit_buttons(scene) -> set[str]:
    """Buttons whose face (just inside the left edge, beside any text) is the accent colour."""
    surface = render(scene)
    return {w.id for w in scene.widgets.widgets
            if isinstance(w, Button) and w.visible
            and surface.get_at((w.rect.left + 5, w.rect.centery))[:3] == theme.ACCENT}


def enter_target(scene) -> str | None:
    focus = scene.widgets.focus
    return focus.id if focus is not None and focus.visible else None


def test_use_help_lights_the_button_enter_presses(ctx):
    game = GameScene(ctx)
    used: list[bool] = []
    dialog = ConfirmHelp(ctx, game, "the star", lambda: used.append(True))
    lit = lit_buttons(dialog)
    feed(dialog, [key(pygame.K_RETURN)])
    assert used == [True]                 # Enter used the help...
    assert lit == {"use-help"}            # ...and "Use it" was the lit button, not Cancel
    dialog = ConfirmHelp(ctx, game, "the star", lambda: used.append(True))
    feed(dialog, [key(pygame.K_LEFT), key(pygame.K_RIGHT)])   # the ring on Cancel: "Use it" is no longer lit
    assert enter_target(dialog) == "cancel-help" and lit_buttons(dialog) <= {"cancel-help"}


def test_pause_and_settings_never_light_a_button_away_from_the_focus(ctx):
    game = GameScene(ctx)
    screens = [PauseScene(ctx, game), SettingsScene(ctx), HelpCard(ctx, "How to play", ("one line",))]
    for scene in screens:
        for step in range(5):
            target = enter_target(scene)
            lit = lit_buttons(scene)
            assert lit <= ({target} if target else lit), (scene.name, step, target, lit)
            feed(scene, [key(pygame.K_DOWN)])
    settings = SettingsScene(ctx)
    settings.widgets.press("reset")       # the confirmation: "No, keep it" has the focus; nothing else is lit
    assert enter_target(settings) == "cancel-reset"
    assert lit_buttons(settings) <= {"cancel-reset"}
