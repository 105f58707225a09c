"""Settings: the language, sound, fullscreen, relaxed timers, sudoku's struck pencil marks, and reset progress
(with a confirmation). All remembered; the language changes every screen at once."""
from __future__ import annotations

from typing import Optional

import pygame

from game import i18n
from game.i18n import Msg, Text
from scenes.base import Context, Pop, Scene, Transition
from sprites import theme
from sprites.widgets import Button, Toggle

STRIKE_MARKS_KEY = "sudoku.strike_marks"   # sudoku draws a pencil mark a peer's digit rules out struck through


def language_label() -> Msg:
    # the language's own name, so a player who cannot read the current language still finds theirs
    return Msg("Language: {name}", name=i18n.language_name(i18n.language()))


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.status: Text = ""
        x = ctx.config.window.width // 2 - 260
        store = ctx.store
        self.widgets.add(Button("language", (x, 150, 520, 56), language_label(), self.next_language))
        self.widgets.add(Toggle("sound", (x, 214, 520, 56), Msg("Sound effects"), ctx.sound.enabled, self.set_sound))
        self.widgets.add(Toggle("fullscreen", (x, 278, 520, 56), Msg("Fullscreen (F11)"), ctx.fullscreen,
                                self.set_fullscreen))
        self.widgets.add(Toggle("relaxed", (x, 342, 520, 56), Msg("Relaxed timers (untimed play)"),
                                ctx.relaxed_timers, lambda v: store.set_setting("relaxed_timers", v)))
        self.widgets.add(Toggle("strike-marks", (x, 406, 520, 56), Msg("Sudoku: strike impossible pencil marks"),
                                bool(store.get_setting(STRIKE_MARKS_KEY, True)),
                                lambda v: store.set_setting(STRIKE_MARKS_KEY, v)))
        self.widgets.add(Button("reset", (x, 478, 520, 56), Msg("Reset progress…"), self.ask_reset))
        self.widgets.add(Button("confirm-reset", (x, 478, 250, 56), Msg("Yes, erase it"), self.reset))
        self.widgets.add(Button("cancel-reset", (x + 270, 478, 250, 56), Msg("No, keep it"), self.cancel_reset))
        self.widgets.add(Button("back", (x, 584, 520, 52), Msg("Back"), lambda: Pop(), primary=True))
        self.show_confirm(False)
        self.widgets.set_focus("language")

    def update(self, events: list[pygame.event.Event], dt: float) -> Optional[Transition]:
        self.follow_settings()  # M and F11 are the app's keys: they change a setting under this screen
        return super().update(events, dt)

    def follow_settings(self) -> None:
        """Show the settings as they are now, so a click always flips what is shown."""
        self.widgets.get("sound", Toggle).value = self.ctx.sound.enabled
        self.widgets.get("fullscreen", Toggle).value = self.ctx.fullscreen

    def next_language(self) -> None:
        """The next language, at once: every screen's text is drawn from the catalog at its next frame."""
        languages = i18n.LANGUAGES
        chosen = languages[(languages.index(i18n.language()) + 1) % len(languages)]
        i18n.set_language(chosen)
        self.ctx.store.set_setting(i18n.SETTING, chosen)
        self.widgets.get("language", Button).label = language_label()

    def set_sound(self, enabled: bool) -> None:
        self.ctx.sound.set_enabled(enabled)
        self.ctx.store.set_setting("sound", enabled)

    def set_fullscreen(self, enabled: bool) -> None:
        if self.ctx.toggle_fullscreen is not None and self.ctx.fullscreen != enabled:
            self.ctx.toggle_fullscreen()
        else:
            self.ctx.fullscreen = enabled
            self.ctx.store.set_setting("fullscreen", enabled)

    def show_confirm(self, asking: bool) -> None:
        self.widgets.get("reset").visible = not asking
        self.widgets.get("confirm-reset").visible = asking
        self.widgets.get("cancel-reset").visible = asking

    def ask_reset(self) -> None:
        self.show_confirm(True)
        self.status = Msg("This erases every solved level, best time, high score and saved game. Settings stay.")
        self.widgets.set_focus("cancel-reset")

    def reset(self) -> None:
        self.ctx.store.reset_progress()
        self.show_confirm(False)
        self.status = Msg("Progress erased.")
        self.widgets.set_focus("back")

    def cancel_reset(self) -> None:
        self.show_confirm(False)
        self.status = Msg("Nothing was erased.")
        self.widgets.set_focus("reset")

    def on_escape(self) -> Optional[Transition]:
        return Pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_settings()
        theme.draw_background(surface)
        centre = surface.get_width() // 2
        theme.blit_text(surface, Msg("Settings"), (centre, 60), theme.TITLE, theme.TEXT, True, "midtop")
        if self.status:
            theme.blit_text(surface, self.status, (centre, 546), theme.SMALL, theme.WARN, anchor="midtop")
        theme.blit_text(surface, Msg("Tab or arrows to move  ·  Enter or Space to change  ·  Esc to go back"),
                        (centre, 652), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
