"""Every screen in every state it can reach: each label fits its widget, no two widgets overlap, nothing leaves
the screen; and in what is drawn, no text runs past the panel it is drawn on, no two texts overlap, and a tag (the
"help used" marker) keeps clear of the screen's edges, the widgets and the texts."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

SCREEN = pygame.Rect(0, 0, 1280, 720)
EDGE = 4   # a tag closer than this to the screen's edge touches it


@dataclass
class Drawing:
    """What one frame drew on the screen, in order: texts (with what they say), panels and tags."""

    items: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)   # (kind, text, rect)

    def of(self, kind: str) -> list[tuple[int, str, pygame.Rect]]:
        return [(i, t, r) for i, (k, t, r) in enumerate(self.items) if k == kind]


def watch_drawing(monkeypatch, drawing: Drawing) -> None:
    """Record every text, panel and tag drawn on a screen-sized surface (the visible part, inside the clip)."""
    from sprites import theme

    real_text, real_panel, real_tag = theme.blit_text, theme.draw_panel, theme.draw_tag

    def note(kind: str, surface: pygame.Surface, message: str, rect: pygame.Rect) -> None:
        if surface.get_size() == SCREEN.size:
            seen = rect.clip(surface.get_clip())
            if seen.width and seen.height:
                drawing.items.append((kind, message, seen))

    def blit_text(surface, message, pos, *args, **kwargs):
        rect = real_text(surface, message, pos, *args, **kwargs)
        if str(message).strip():
            note("text", surface, str(message), rect)
        return rect

    def draw_panel(surface, rect, *args, **kwargs):
        real_panel(surface, rect, *args, **kwargs)
        note("panel", surface, "", pygame.Rect(rect))

    def draw_tag(surface, message, *args, **kwargs):
        rect = real_tag(surface, message, *args, **kwargs)
        note("tag", surface, str(message), rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", blit_text)
    monkeypatch.setattr(theme, "draw_panel", draw_panel)
    monkeypatch.setattr(theme, "draw_tag", draw_tag)


def drawing_problems(drawing: Drawing, widgets) -> list[str]:
    """Texts past the panel they are drawn on (drawn after it, partly inside), texts overlapping, tags touching
    the screen's edge or lying over a widget or a text."""
    problems = []
    texts, panels, tags = drawing.of("text"), drawing.of("panel"), drawing.of("tag")
    for at, message, rect in texts:
        for when, _, panel in panels:
            if when < at and rect.colliderect(panel) and not panel.contains(rect):
                problems.append(f"{message!r} {tuple(rect)} runs past its panel {tuple(panel)}")
    for n, (_, message, rect) in enumerate(texts):
        for _, other, other_rect in texts[n + 1:]:
            if rect.colliderect(other_rect):
                problems.append(f"{message!r} {tuple(rect)} overlaps {other!r} {tuple(other_rect)}")
    for _, message, rect in tags:
        if not SCREEN.inflate(-2 * EDGE, -2 * EDGE).contains(rect):
            problems.append(f"tag {message!r} {tuple(rect)} touches the screen's edge")
        for w in widgets:
            if w.visible and rect.colliderect(w.rect):
                problems.append(f"tag {message!r} {tuple(rect)} lies over {w.id!r} {tuple(w.rect)}")
        for _, other, other_rect in texts:
            if rect.colliderect(other_rect):
                problems.append(f"tag {message!r} {tuple(rect)} lies over {other!r} {tuple(other_rect)}")
    return problems


def label_problems(widget) -> list[str]:
    """Text wider than the widget it is drawn in (measured with the fonts the widgets draw with)."""
    from sprites import theme
    from sprites.widgets import Button, Toggle

    room = widget.rect.width - 12          # a few pixels of edge on each side
    lines: list[tuple[str, int, bool]] = []
    if isinstance(widget, Button):
        lines.append((widget.label, widget.size, widget.primary or bool(widget.detail)))
        if widget.detail:
            lines.append((widget.detail, theme.SMALL, False))
    elif isinstance(widget, Toggle):
        lines.append((widget.label, theme.BODY, False))
        room -= 84 + 2 * theme.PADDING     # the switch on the right
    out = []
    for message, size, bold in lines:
        width = theme.text_width(message, size, bold)
        if width > room:
            out.append(f"{widget.id!r}: {str(message)!r} is {width} px wide in a {widget.rect.width} px widget")
    return out


def layout_problems(scene) -> list[str]:
    shown = [w for w in scene.widgets.widgets if w.visible and w.rect.width > 0]
    problems = [p for w in shown for p in label_problems(w)]
    for i, a in enumerate(shown):
        if not pygame.Rect(0, 0, 1280, 720).contains(a.rect):
            problems.append(f"{a.id!r} {tuple(a.rect)} leaves the screen")
        for b in shown[i + 1:]:
            if a.rect.colliderect(b.rect):
                problems.append(f"{a.id!r} {tuple(a.rect)} overlaps {b.id!r} {tuple(b.rect)}")
    return problems


@pytest.fixture(params=["en", "zh_CN"])
def language(request):
    """Each screen in English and in Chinese (shorter but taller text), back in English after."""
    from game import i18n

    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.oracle
def test_every_screen_and_state_keeps_labels_inside_widgets_that_do_not_overlap(tmp_path, language):
    from tests.helpers import render
    from tests.shell.screens import every_screen

    seen, problems = [], []
    for name, scene in every_screen(tmp_path):
        render(scene)                                  # it draws, and draws without an error
        seen.append(name)
        problems += [f"{name}: {p}" for p in layout_problems(scene)]
    for state in ("lobby", "play", "solved", "paused", "custom", "results", "settings", "lost"):
        assert any(state in name for name in seen), state     # the walk reached every kind of screen
    assert not problems, "\n".join(problems)


@pytest.mark.oracle
def test_every_screen_draws_texts_inside_their_panels_apart_and_tags_clear(tmp_path, monkeypatch, language):
    from tests.shell.screens import every_screen

    problems, tags, panel_texts = [], 0, 0
    for name, scene in every_screen(tmp_path):
        drawing = Drawing()
        with monkeypatch.context() as patch:
            watch_drawing(patch, drawing)
            surface = pygame.Surface(SCREEN.size)
            scene.draw(surface)
            scene.draw_over(surface)        # what the app draws over a game (the "help used" marker)
        tags += len(drawing.of("tag"))
        panel_texts += sum(1 for at, _, rect in drawing.of("text") for when, _, panel in drawing.of("panel")
                           if when < at and panel.contains(rect))
        problems += [f"{name}: {p}" for p in drawing_problems(drawing, scene.widgets.widgets)]
    assert tags >= 2 and panel_texts > 20     # the walk drew help markers and texts on panels: the checks ran
    assert not problems, "\n".join(problems)


def test_the_drawing_checks_catch_a_text_past_its_panel_overlapping_texts_and_a_tag_at_the_edge():
    """The checks themselves, on drawings made by hand (the oracle: rectangles whose relations are plain)."""
    drawing = Drawing([("panel", "", pygame.Rect(100, 100, 200, 100)),
                       ("text", "inside", pygame.Rect(110, 110, 50, 20)),
                       ("text", "spills out", pygame.Rect(250, 150, 80, 20)),
                       ("text", "on inside", pygame.Rect(150, 115, 40, 20)),
                       ("tag", "! help used", pygame.Rect(1100, 2, 150, 20))])
    problems = drawing_problems(drawing, [])
    assert any("'spills out'" in p and "runs past its panel" in p for p in problems)
    assert any("'inside'" in p and "overlaps 'on inside'" in p for p in problems)
    assert any("touches the screen's edge" in p for p in problems)
    assert len(problems) == 3


def test_the_duel_and_24_draw_nothing_under_their_end_panels_that_overlaps_the_panel_texts(tmp_path, monkeypatch):
    """The end panels of the stone duel and of 24 cover the heap counts and the cards: those are not drawn under
    the panel's lines (a heap's count under the duel's result, a card's rank or "= 12" under a hand's result)."""
    import itertools
    import random

    from tests.helpers import make_context
    from tests.shell.screens import stones_screens, twentyfour_screens

    ctx = make_context(tmp_path, seed=5)
    random.seed(0)
    checked, problems = [], []
    for name, scene in itertools.chain(stones_screens(ctx), twentyfour_screens(ctx)):   # each drawn as it is reached
        if not any(end in name for end in ("lost or won", "solved", "skipped", "results")):
            continue
        drawing = Drawing()
        with monkeypatch.context() as patch:
            watch_drawing(patch, drawing)
            scene.draw(pygame.Surface(SCREEN.size))
        checked.append(name)
        problems += [f"{name}: {p}" for p in drawing_problems(drawing, scene.widgets.widgets)]
    assert {"stones lost or won", "24 results", "24 challenge skipped", "24 sprint skipped"} <= set(checked)
    assert not problems, "\n".join(problems)
