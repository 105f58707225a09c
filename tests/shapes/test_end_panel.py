"""The shapes end panel: once solved, the time, moves and hints on the banner and the puzzle's code with Copy
code beside the board (the shared ShareBox), for a campaign level and for a puzzle opened from its code; the
code is the one worked out from the level apart from the scene, and the pause overlay shows the same one."""
from __future__ import annotations

import pygame

from game.logic.codes import code_of
from game.logic.words import render as shown_text
from game.logic.shapes.hints import solve_line
from game.shell.launch import code_scenes
from scenes.pause import PauseScene
from scenes.share import COPY_CODE
from scenes.shapes.view import share_panel
from sprites import theme
from tests.helpers import make_context, render
from tests.shapes.scene_helpers import level_scene


def solve(scene) -> None:
    for move in solve_line(scene.table.state):
        scene.table.play(move)
    assert scene.table.solved


def texts_drawn(scene, monkeypatch) -> str:
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda m, *a, **k: (seen.append(shown_text(m)), real(m, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return "\n".join(seen)


def test_the_solved_panel_shows_the_code_and_copies_it(tmp_path, monkeypatch):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("shapes", "sh-20")
    code = code_of("shapes", level.spec)
    for scene in (level_scene(tmp_path / "level", "sh-20"), code_scenes(ctx, code)[1]):
        button = scene.widgets.get(COPY_CODE)
        assert not button.visible
        solve(scene)
        assert button.visible
        assert share_panel(scene.share.rect.height).contains(button.rect)
        shown = [w for w in scene.widgets.widgets if w.visible and w.id != "pause"]
        for i, a in enumerate(shown):
            assert not any(a.rect.colliderect(b.rect) for b in shown[i + 1:]), (a.id, [b.id for b in shown])
        drawn = texts_drawn(scene, monkeypatch)
        assert code in drawn.replace("\n", "") and "Solved!" in drawn and "2 moves" in drawn
        pygame.scrap.put_text("something else")
        scene.widgets.press(COPY_CODE)
        assert pygame.scrap.get_text() == code and button.label == "Copied"
        assert PauseScene(ctx, scene).share.code == code


def test_undo_after_the_solve_hides_the_code_again(tmp_path):
    scene = level_scene(tmp_path, "sh-08")
    solve(scene)
    assert scene.widgets.get(COPY_CODE).visible
    scene.undo()
    assert not scene.widgets.get(COPY_CODE).visible and not scene.table.solved
