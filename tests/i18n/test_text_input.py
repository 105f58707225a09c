"""Chinese typed through an input method: the text box takes the composition (TEXTEDITING) and the committed text
(TEXTINPUT) without crashing; a Chinese name is stored on 24's high-score table and drawn there with real glyphs,
in English as in Chinese."""
from __future__ import annotations

import pygame

from game import i18n
from sprites import theme
from sprites.widgets import TextField, WidgetGroup
from tests.helpers import DT, feed, key, make_context, render, run_for, text
from tests.twentyfour.play_helpers import answer, ending, start
from game.logic.outcome import Ending


def editing(s: str, start: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTEDITING, text=s, start=start, length=len(s))


def test_a_text_box_shows_the_composition_then_takes_the_committed_chinese(tmp_path):
    make_context(tmp_path)
    field = TextField("name", (0, 0, 300, 48), "")
    group = WidgetGroup([field])
    group.set_focus("name")
    surface = pygame.Surface((320, 60))
    for partial in ("z", "zh", "zhang", "张"):
        assert group.handle_event(editing(partial))[0]
        field.draw(surface, focused=True)
        assert field.text == "" and field.composing == partial
    group.handle_event(text("张三"))
    assert field.text == "张三" and field.composing == "" and field.caret == 2
    group.handle_event(editing(""))
    field.draw(surface, focused=True)
    field.click_at(field.rect.left + 500)
    assert field.caret == 2


def test_a_chinese_name_goes_on_the_high_score_table_and_is_drawn(tmp_path, monkeypatch):
    ctx = make_context(tmp_path, seed=5)
    scene = start(ctx, "challenge")
    rules = scene.series.rules
    for _ in range(rules.hands):
        answer(scene, scene.hand.solutions[0].text, dt=2.0)
        assert ending(scene) is Ending.SOLVED
        feed(scene, [key(pygame.K_RETURN)])
    run_for(scene, 1.0)
    feed(scene, [key(pygame.K_F2)])
    scene.widgets.get("name").text = ""
    feed(scene, [editing("li"), editing("李"), text("李"), editing("xiao"), text("小龙"), key(pygame.K_RETURN)])
    board = f"challenge-{rules.seed}"
    assert [s.name for s in ctx.store.top_scores("twentyfour", board)] == ["李小龙"]
    for language in ("en", "zh_CN"):
        i18n.set_language(language)
        drawn: list[tuple[str, pygame.Surface]] = []
        real = theme.text

        def spy(message, *args, **kwargs):
            image = real(message, *args, **kwargs)
            drawn.append((str(message), image))
            return image

        monkeypatch.setattr(theme, "text", spy)
        render(scene)
        monkeypatch.setattr(theme, "text", real)
        rows = [(shown, image) for shown, image in drawn if "李小龙" in shown]
        assert rows, [shown for shown, _ in drawn]
        assert all(theme.face_for(shown) == theme.CJK for shown, _ in rows)
        # drawn with ink: the three characters are glyphs, not empty boxes
        assert pygame.mask.from_surface(theme.text("李小龙", theme.SMALL)).count() > 60
    i18n.set_language("en")
