"""Driving the 24 play scene as a player does: open a mode from the lobby or a famous hand, type, click, read
what is drawn."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.logic import twentyfour as tf
from game.logic.outcome import Ending
from game.logic.twentyfour.numbers import Num
from scenes.base import Context, Push
from scenes.twentyfour.lobby import TwentyFourLobby
from scenes.twentyfour.model import Hand
from scenes.twentyfour.play import TwentyFourScene, level_scene
from sprites import theme
from sprites.widgets import TextField
from tests.helpers import click, feed, key, render, text


def start(ctx: Context, mode: str, warned: bool = True) -> TwentyFourScene:
    """A mode opened from the lobby; `warned`: the once-a-run question before costly help is already answered."""
    transition = TwentyFourLobby(ctx).widgets.press(f"mode-{mode}")
    assert isinstance(transition, Push) and isinstance(transition.scene, TwentyFourScene)
    transition.scene.help_warned = warned
    return transition.scene


def hand(ctx: Context, level_id: str) -> TwentyFourScene:
    """A famous hand of levels/twentyfour.yaml."""
    level = ctx.levels.level("twentyfour", level_id)
    assert level is not None
    scene = level_scene(ctx, level)
    assert isinstance(scene, TwentyFourScene)
    return scene


def deal(scene: TwentyFourScene, numbers: tuple[Num, ...]) -> Hand:
    """Put a chosen hand on the table in place of the one dealt."""
    series = scene.series
    series.hand = Hand.deal(numbers, series.target, series.keeper)
    scene.refresh()
    return series.hand


def ending(scene: TwentyFourScene) -> Ending | None:
    outcome = scene.hand.outcome
    return None if outcome is None else outcome.ending


def typed(chars: str) -> list[pygame.event.Event]:
    """What a keyboard sends for each character: its key press, then its text."""
    events = []
    for ch in chars:
        code = pygame.key.key_code(ch) if ch.isalnum() else 0
        events += [key(code, unicode=ch), text(ch)]
    return events


def answer(scene: TwentyFourScene, expression: str, dt: float = 1 / 60) -> None:
    """Type an expression into the (emptied) answer box and press Enter."""
    scene.widgets.set_focus("answer")
    scene.widgets.get("answer", TextField).text = ""
    feed(scene, [text(expression), key(pygame.K_RETURN)], dt=dt)


def solve_by_clicking(scene: TwentyFourScene) -> None:
    """Merge card, operation, card with the mouse, following the solver's hint for the current cards."""
    while not scene.hand.finished:
        move = tf.hint(scene.hand.state)
        assert move is not None
        feed(scene, click(scene.card_rects()[move.i].center))
        feed(scene, click(scene.widgets.get(f"op{move.op}").rect.center))
        feed(scene, click(scene.card_rects()[move.j].center))


def drawn_text(scene: TwentyFourScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the scene draws in one frame."""
    seen: list[str] = []
    real = theme.text

    def spy(message: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen.append(message)
        return real(message, *args, **kwargs)
    monkeypatch.setattr(theme, "text", spy)
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return seen
