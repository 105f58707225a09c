"""Your own equation: the rules the player picked stay picked, every example offered has an answer, the
choices are drawn without brackets and remembered, long answers lists scroll and long equations stay readable."""
from __future__ import annotations

import re

import pygame
import pytest

from game.logic import matchstick as ms
from game.logic.matchstick.rules import PRESET_TITLES
from scenes.matchstick.custom import CustomEquationScene
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button
from tests.helpers import drawn_texts, feed, key, make_context, render, text, wheel


def solve_typed(scene: CustomEquationScene, equation: str) -> None:
    scene.field.text = ""
    feed(scene, [text(equation), key(pygame.K_RETURN)])
    scene.wait()


def answers(equation: str, preset: str, moves: int = 1) -> tuple[str, ...]:
    return tuple(ms.solve(ms.parse_puzzle(equation, ms.PRESETS[preset]), moves, "move").texts)


@pytest.mark.parametrize("picked", sorted(ms.PRESETS))
def test_a_picked_preset_never_changes_with_what_is_typed(tmp_path, picked):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press(f"preset-{picked}")
    for typed in ("xyz", "VI=VII+I", "abc", "6+4=4", "lxvi"):
        solve_typed(scene, typed)
        assert scene.preset == picked, typed
    assert CustomEquationScene(make_context(tmp_path)).preset == picked   # and after a restart


def test_an_unpicked_preset_follows_only_real_roman_numerals_and_comes_back(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    solve_typed(scene, "xyz")           # garbage with an x in it is not a Roman equation
    assert scene.preset == "classic" and scene.answer.error
    solve_typed(scene, "VI=VII+I")
    assert scene.preset == "knoblich" and scene.answer.solutions
    solve_typed(scene, "xyz")
    assert scene.preset == "classic"


def test_a_remembered_preset_is_restored_after_roman_text(tmp_path):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("matchstick.custom", {"moves": 1, "mode": "move", "preset": "relaxed"})
    scene = CustomEquationScene(make_context(tmp_path))
    solve_typed(scene, "VI=VII+I")
    solve_typed(scene, "6+4=4")
    assert scene.preset == "relaxed" and scene.answer.puzzle.rules.name == "relaxed"


@pytest.mark.parametrize("preset", sorted(ms.PRESETS))
def test_every_example_the_screen_shows_has_an_answer_under_its_rules(tmp_path, preset):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press(f"preset-{preset}")
    placeholder = re.findall(r"[0-9IVXL+\-*/=]*=[0-9IVXL+\-*/=]*", str(scene.field.placeholder))
    assert len(placeholder) == 2
    for example in placeholder:                       # the placeholder: 1 match, the screen's default
        assert answers(example, preset), (example, preset)
    buttons = [w for w in scene.widgets.widgets if isinstance(w, Button) and w.id.startswith("example-")]
    offered = [b.label for b in buttons if b.visible]
    assert offered
    for example in offered:
        assert any(answers(example, preset, k) for k in range(1, 5)), (example, preset)
    for example in {b.label for b in buttons} - set(offered):
        assert not any(answers(example, preset, k) for k in range(1, 5)), (example, preset)
    rects = [b.rect for b in buttons if b.visible]
    assert len({r.topleft for r in rects}) == len(rects)          # packed, none on another


def test_options_show_their_choice_without_brackets_and_by_a_frame(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press("moves-3")
    scene.widgets.press("mode-add")
    scene.widgets.press("preset-strict")
    labels = {w.id: w.label for w in scene.widgets.widgets if isinstance(w, Button)}
    assert not any("[" in str(label) for label in labels.values())
    for preset, title in PRESET_TITLES.items():
        assert labels[f"preset-{preset}"] == title.removesuffix(" rules")
        assert str(labels[f"preset-{preset}"])[0].isupper()
    surface = render(scene)
    for name in ("moves-3", "mode-add", "preset-strict", "moves-1", "mode-move", "preset-classic"):
        rect = scene.widgets.get(name).rect
        bar = surface.get_at((rect.centerx, rect.bottom + 5))[:3]
        assert (bar == theme.TEXT) == (name in ("moves-3", "mode-add", "preset-strict")), name


def test_choices_are_remembered_in_the_store_and_checked_when_read(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press("moves-3")
    scene.widgets.press("mode-remove")
    scene.widgets.press("preset-strict")
    again = CustomEquationScene(make_context(tmp_path))
    assert (again.moves, again.mode, again.preset, again.preset_chosen) == (3, "remove", "strict", True)
    ctx = make_context(tmp_path)
    for bad in ({"moves": 9, "mode": "fly", "preset": "nope"}, {"moves": True}, ["moves", 2], "junk",
                {"moves": "2", "mode": 3, "preset": None}):
        ctx.store.set_setting("matchstick.custom", bad)
        fresh = CustomEquationScene(make_context(tmp_path))
        assert (fresh.moves, fresh.mode, fresh.preset, fresh.preset_chosen) == (1, "move", "classic", False), bad
        render(fresh)


def test_the_answer_list_scrolls_with_wheel_pages_and_arrows(tmp_path, monkeypatch):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press("preset-relaxed")
    scene.widgets.press("moves-4")
    solve_typed(scene, "0+0=0")
    expected = answers("0+0=0", "relaxed", 4)
    assert len(expected) > 20 and scene.answer.solutions
    scene.widgets.press("reveal")
    lines, rows = scene.answer_lines(), scene.answer_rows()
    assert len(lines) > rows >= 3
    listed = set(" ".join(lines).split(", "))
    assert listed == {ms.shown(t) for t in expected}                # every answer, none cut off

    def shown_lines() -> list[str]:
        return [t for t, _ in drawn_texts(scene, monkeypatch) if t in lines]

    assert shown_lines() == lines[:rows]
    feed(scene, [key(pygame.K_PAGEDOWN)] * 10)
    assert shown_lines() == lines[-rows:]
    feed(scene, [key(pygame.K_UP)])
    assert shown_lines() == lines[-rows - 1:-1]
    feed(scene, [wheel(5)])
    assert shown_lines() == lines[:rows]
    feed(scene, [wheel(-1)])
    assert shown_lines()[0] == lines[min(3, len(lines) - rows)]
    feed(scene, [key(pygame.K_PAGEUP)])
    assert shown_lines() == lines[:rows]
    for text_, rect in drawn_texts(scene, monkeypatch):
        if text_ in lines:
            assert scene.widgets.get("play").rect.left > rect.right and rect.bottom < 588


def preview_units(scene: CustomEquationScene, monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The stick size (Board unit) of every match the preview draws in one frame."""
    units: list[float] = []
    real = art.Board.match_pose

    def spy(board, *args, **kwargs):
        units.append(board.unit)
        return real(board, *args, **kwargs)

    monkeypatch.setattr(art.Board, "match_pose", spy)
    render(scene)
    monkeypatch.setattr(art.Board, "match_pose", real)
    return units


def test_a_long_equation_is_previewed_with_sticks_big_enough_to_read(tmp_path, monkeypatch):
    short = CustomEquationScene(make_context(tmp_path))
    solve_typed(short, "6+4=4")
    full = max(preview_units(short, monkeypatch))
    for long in ("1234+5678=9999-1111+22", "12345678+1234567=1234567", "XXVIII+XVII=XLV", "XVIII+VII=XXV-I"):
        scene = CustomEquationScene(make_context(tmp_path))
        solve_typed(scene, long)
        assert scene.answer.puzzle is not None, long
        units = preview_units(scene, monkeypatch)
        assert units and min(units) >= 0.65 * full, (long, units, full)   # at least 2/3 a short one's size
