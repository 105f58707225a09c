"""Every screen in every state it can reach: each label fits its widget, no two widgets overlap, nothing leaves
the screen."""
from __future__ import annotations

import pygame
import pytest


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
        width = theme.font(size, bold).size(message)[0]
        if width > room:
            out.append(f"{widget.id!r}: {message!r} is {width} px wide in a {widget.rect.width} px widget")
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


@pytest.mark.oracle
def test_every_screen_and_state_keeps_labels_inside_widgets_that_do_not_overlap(tmp_path):
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
