"""The rules card scene: every glyph drawn in matches (digits, or Roman numerals for a Roman puzzle), and what the active
rule preset allows. Esc or Back closes it; the preset buttons (or Left/Right) show the other presets."""
from __future__ import annotations

from functools import partial
from typing import Optional

import pygame

from game.i18n import N_, Msg
from game.logic import matchstick as ms
from game.logic.matchstick.glyphs import DIGIT_SHAPES, OP_SHAPES, ROMAN_SHAPES
from game.logic.matchstick.rules import summary
from scenes.base import Context, Pop, Scene, Transition
from scenes.game_scene import SHARED_HELP
from scenes.matchstick.custom_choices import preset_label
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button

OP_NAMES = {"+": N_("plus"), "-": N_("minus"), "*": N_("times"), "/": N_("divide"), "=": N_("equals")}


# The Roman glyphs the card draws: (label, slots), each read by the logic from its strokes.
ROMAN_PICTURES = (("I", "i"), (N_("I slanted"), "p"), ("V", ROMAN_SHAPES["V"][0]), ("X", ROMAN_SHAPES["X"][0]),
                  ("L", ROMAN_SHAPES["L"][0]))
ROMAN_NOTES = (N_("A lone match, upright or slanted, is an I; two arms meeting at the bottom, a V; two crossing, "
                  "an X"),
               N_("Move one match of an X and it makes a V; take an arm of a V and an I is left"),
               N_("A number reads left to right: IV = 4, VI = 6, IX = 9, XL = 40; IIII or VX is no number"))


def rule_lines(rules: ms.Rules) -> list[Msg]:
    """The rules in plain words."""
    ops = "  ".join({"*": "×", "/": "÷"}.get(op, op) for op in rules.operators)
    lines = [Msg("Operators an answer may use: {ops}", ops=ops)]
    lines.append(Msg("'=' may change too, but an answer has one '=' only") if rules.move_equals
                 and not rules.chained_equals
                 else Msg("'=' may change, and 3=3=3 (several '=') counts") if rules.move_equals
                 else Msg("The '=' never changes"))
    if "|" in rules.form:
        first, second = rules.form.split("|", 1)
        lines.append(Msg("Answers must have the form {first} or {second}", first=first, second=second))
    elif rules.form != "any":
        lines.append(Msg("Answers must have the form {form}", form=rules.form))
    if rules.numerals == "roman":
        lines.append(Msg("Roman numerals: no zero, no minus sign in front of a number"))
        lines.append(Msg("A new glyph can start at either end of a number or between two glyphs"))
        lines.append(Msg("Every match you move must end in a slot"))
        if rules.name == "knoblich":
            lines.append(Msg("From the puzzle studies of Knoblich et al. (1999)"))
        return lines
    lines.append(Msg("Leading zeros are fine (07 = 7)") if rules.leading_zeros
                 else Msg("No leading zeros: 07 is not a number"))
    lines.append(Msg("A match may become a minus in front of a side (-3+5=2)") if rules.unary_minus
                 else Msg("No minus sign in front of a number"))
    lines.append(Msg("× and ÷ before + and −; exact fractions; dividing by zero is never true"))
    lines.append(Msg("Every match you move must end in a slot; a digit must be one of the shapes above"))
    return lines


KEYS_HELP = Msg("{key} answers", key="A")  # the game's own key besides the shared ones


class RulesCardScene(Scene):
    name = "matchstick-rules"

    def __init__(self, ctx: Context, rules: ms.Rules) -> None:
        super().__init__(ctx)
        self.rules = rules
        self.widgets.add(Button("back", (40, 30, 140, 48), Msg("Back"), lambda: Pop()))
        for i, preset in enumerate(ms.PRESETS):
            label = preset_label(preset)   # "Contest", "Classic", "Relaxed", "Roman"
            self.widgets.add(Button(f"preset-{preset}", (830 + i * 108, 590, 100, 44), label,
                                    partial(self.show, ms.PRESETS[preset]), size=theme.SMALL))

    def show(self, rules: ms.Rules) -> None:
        """Another preset, over the glyph set the card shows."""
        self.rules = ms.with_numerals(rules, self.rules.numerals)

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            names = list(ms.PRESETS)
            i = names.index(self.rules.name) if self.rules.name in names else 0
            self.show(ms.PRESETS[names[(i + (1 if event.key == pygame.K_RIGHT else -1)) % len(names)]])
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop()
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.blit_text(surface, Msg("Rules card"), (640, 36), theme.HEADING, theme.TEXT, True, "midtop")
        theme.blit_text(surface, summary(self.rules), (830, 322), theme.BODY, theme.ACCENT)
        for w in self.widgets.widgets:
            if w.id == f"preset-{self.rules.name}":
                pygame.draw.rect(surface, theme.ACCENT, w.rect.inflate(10, 10), width=3, border_radius=14)
        if self.rules.numerals == "roman":
            self.draw_roman(surface)
        else:
            theme.blit_text(surface, Msg("Digits: seven places, like a clock display"), (70, 100), theme.BODY,
                            theme.ACCENT)
            for i, (digit, shapes) in enumerate(DIGIT_SHAPES.items()):
                box = pygame.Rect(70 + i * 114, 136, 80, 150)
                art.glyph_picture(surface, "digit", shapes[0], box)
                theme.blit_text(surface, f"{digit}  ({len(shapes[0])})", (box.centerx, box.bottom + 6), theme.SMALL,
                                theme.TEXT, anchor="midtop")
        theme.blit_text(surface, Msg("Signs"), (70, 322), theme.BODY, theme.ACCENT)
        self.draw_signs(surface)
        y = 356
        for line in rule_lines(self.rules):
            pygame.draw.circle(surface, theme.ACCENT, (836, y + 8), 4)
            for part in theme.wrap(line, 390, theme.SMALL):
                theme.blit_text(surface, part, (850, y), theme.SMALL, theme.TEXT)
                y += 21
            y += 7
        theme.blit_text(surface, Msg("In the game: {shared}   ·   {keys}", shared=SHARED_HELP, keys=KEYS_HELP),
                        (640, 642), theme.SMALL, theme.TEXT, anchor="midtop")
        theme.blit_text(surface, Msg("{left} / {right}: other presets   ·   {esc}: back", left="Left", right="Right",
                                     esc="Esc"), (640, 670), theme.SMALL,
                        theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)

    def draw_roman(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, Msg("Roman numerals: I, V, X and L laid in matches"), (70, 100), theme.BODY, theme.ACCENT)
        for i, (label, slots) in enumerate(ROMAN_PICTURES):
            box = pygame.Rect(70 + i * 120, 136, 80, 110)
            art.glyph_picture(surface, ms.ROMAN, slots, box)
            theme.blit_text(surface, f"{Msg(label)}  ({len(slots)})", (box.centerx, box.bottom + 2), theme.SMALL,
                            theme.TEXT, anchor="midtop")
        y = 140
        for note in ROMAN_NOTES:
            for part in theme.wrap(Msg(note), 540, theme.SMALL):
                theme.blit_text(surface, part, (700, y), theme.SMALL, theme.TEXT)
                y += 21
            y += 10

    def draw_signs(self, surface: pygame.Surface) -> None:
        x = 70
        for op, shapes in OP_SHAPES.items():
            allowed = op in self.rules.operators
            box = pygame.Rect(x, 350, 80, 150)
            art.glyph_picture(surface, "op", shapes[0], box)
            label = Msg(OP_NAMES[op]) if allowed else Msg("{sign} (not allowed)", sign=Msg(OP_NAMES[op]))
            theme.blit_text(surface, label, (box.centerx, box.bottom - 4), theme.SMALL,
                            theme.TEXT if allowed else theme.TEXT_DIM, anchor="midtop")
            x += 150
        theme.blit_text(surface, Msg("a lone match lying flat reads as minus, high or low"), (70, 530), theme.SMALL,
                        theme.TEXT_DIM)
