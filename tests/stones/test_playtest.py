"""Issue 11 item 7, what a new player tripped over in the stone duel, driven by events and a fixed dt: the AI's
move stays readable (its stones leave visibly, a line says what it took until the player moves), one preview of a
take at a time (the latest of mouse and keyboard wins), the end panel names only the help actually used, and every
count of stones agrees in number."""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pygame
import pytest

from game.config import Config
from game.logic import stones
from game.logic.stones import PLAYER, Move
from scenes.stones import view as view_module
from scenes.stones.model import Duel
from scenes.stones.play import StonesScene
from scenes.stones.view import BOARD
from sprites import stones as art
from tests.helpers import DT, click, drawn_texts, feed, key, make_context, motion, render, run_for


def vs_ai(ctx, heaps: tuple[int, ...], think: float = 0.5) -> StonesScene:
    spec = stones.LevelSpec(heaps, max(heaps), ai=stones.Strength.PERFECT)
    scene = StonesScene(ctx, Duel(spec, random.Random(3), think), "Duel")
    scene.help_warned = True  # the once-per-run question before help is tested in tests/shell
    return scene


def stone_words(n: int) -> str:
    """The oracle for the grammar: written out by hand, not with the project's helper."""
    return {1: "1 stone", 2: "2 stones", 3: "3 stones", 4: "4 stones", 5: "5 stones"}[n]


def drawn(scene: StonesScene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene draws in one frame with where it lands."""
    return drawn_texts(scene, monkeypatch)


def let_the_ai_move(scene: StonesScene) -> Move:
    before = scene.duel.state.heaps
    for _ in range(int(5 / DT)):
        feed(scene)
        if scene.duel.human_to_move:
            break
    after = scene.duel.state.heaps
    (heap,) = [i for i in range(len(before)) if before[i] != after[i]]
    return Move(heap, before[heap] - after[heap])


@pytest.mark.parametrize("speed", [1.0, 4.0])  # 4 is the fastest animation the settings allow
def test_the_ais_stones_leave_visibly_and_its_move_stays_written(tmp_path, monkeypatch, speed):
    config = Config()
    config = replace(config, play=replace(config.play, animation_speed=speed))
    ctx = make_context(tmp_path, config=config)
    scene = vs_ai(ctx, (3, 4, 5), think=1.0)  # the player's own take (0.45 s at most) is gone by then
    first = stones.winning_move(scene.duel.state.heaps, stones.Rule.MISERE)
    feed(scene, click(scene.layout.stone_center(first.heap, scene.duel.state.heaps[first.heap] - first.take)))
    ai = let_the_ai_move(scene)

    # The taken stones are drawn moving for well over half a second, then gone.
    drawn_stones: list[list[tuple[tuple[int, int], int | None]]] = []
    real = art.draw_stone

    def spy(surface, centre, diameter, tint=0, alpha=None):  # board stones pass no alpha; leaving ones do
        frame.append((centre, alpha))
        real(surface, centre, diameter, tint, 255 if alpha is None else alpha)
    monkeypatch.setattr(art, "draw_stone", spy)
    for _ in range(int(1.4 / DT)):
        frame: list = []
        render(scene)
        drawn_stones.append([c for c, alpha in frame if alpha is not None and alpha > 0])
        feed(scene)
    monkeypatch.setattr(art, "draw_stone", real)
    visible = [len(f) for f in drawn_stones]
    assert visible[0] == ai.take
    shown_for = sum(1 for n in visible if n == ai.take) * DT
    assert 0.6 <= shown_for <= 1.05, shown_for
    assert visible[-1] == 0
    path = [f[0] for f in drawn_stones if f]
    assert len(set(path)) > 10  # it moves along a path, not a blink in place

    # "AI took 2 stones from heap 3" sits under the turn banner until the player moves, however long they wait.
    line = f"AI took {stone_words(ai.take)} from heap {ai.heap + 1}"
    header = pygame.Rect(0, 0, 1280, BOARD.top)
    for _ in range(3):
        assert any(text == line and header.contains(rect) for text, rect in drawn(scene, monkeypatch))
        run_for(scene, 2.0)
    move = Move(next(h for h, size in enumerate(scene.duel.state.heaps) if size), 1)
    feed(scene, [key(pygame.K_DOWN)])
    scene.take(move)
    assert not any(text == line and header.contains(rect) for text, rect in drawn(scene, monkeypatch))


def previews(scene: StonesScene, monkeypatch) -> set[tuple[str, int]]:
    """What the board marks as about to be taken: 'take N' brackets and the keyboard's ringed tray, by heap."""
    marks: set[tuple[str, int]] = set()
    real_bracket, real_tray = art.draw_take_bracket, art.draw_tray

    def bracket(surface, layout, heap, first, last, colour, label):
        if label.startswith("take"):
            marks.add((label, heap))
        real_bracket(surface, layout, heap, first, last, colour, label)

    def tray(surface, rect, selected=False):
        if selected:
            heap = next(h for h in range(len(scene.duel.state.heaps)) if scene.layout.row_rect(h).colliderect(rect))
            marks.add(("ring", heap))
        real_tray(surface, rect, selected)
    monkeypatch.setattr(art, "draw_take_bracket", bracket)
    monkeypatch.setattr(art, "draw_tray", tray)
    render(scene)
    monkeypatch.setattr(art, "draw_take_bracket", real_bracket)
    monkeypatch.setattr(art, "draw_tray", real_tray)
    return marks


def test_mouse_and_keyboard_never_preview_two_takes_at_once(tmp_path, monkeypatch):
    scene = vs_ai(make_context(tmp_path), (2, 3, 5, 7))
    hovered = scene.layout.stone_center(3, 4)  # heap 4's fifth stone: takes 3
    feed(scene, [motion(hovered)])
    assert previews(scene, monkeypatch) == {("take 3", 3)}
    feed(scene, [key(pygame.K_DOWN), key(pygame.K_2)])  # the keyboard now: heap 1, two stones
    assert previews(scene, monkeypatch) == {("ring", 0), ("take 2", 0)}
    assert scene.preview() == (0, 2)
    feed(scene, [key(pygame.K_RETURN)])  # Enter takes what is shown
    assert scene.duel.state.heaps[:1] == (0,)
    let_the_ai_move(scene)
    run_for(scene, 1.5)
    heaps = scene.duel.state.heaps
    feed(scene, [key(pygame.K_DOWN)])
    ringed = {heap for label, heap in previews(scene, monkeypatch)}
    assert len(ringed) == 1
    big = max(range(len(heaps)), key=lambda h: heaps[h])
    feed(scene, [motion(scene.layout.stone_center(big, 0))])  # the mouse again: the ring goes
    assert previews(scene, monkeypatch) == {(f"take {heaps[big]}", big)}


def play_out(scene: StonesScene) -> None:
    """Heaps (1, 1): the player takes one, the AI must take the last and loses."""
    feed(scene, click(scene.layout.stone_center(0, 0)))
    let_the_ai_move(scene)
    assert scene.duel.over and scene.duel.winner() is scene.duel.seats[PLAYER]


@pytest.mark.parametrize("helped", ["none", "hint", "teach"])
def test_the_end_panel_names_only_the_help_used(tmp_path, monkeypatch, helped):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("stones.teach", False)
    scene = vs_ai(ctx, (1, 1))
    if helped == "hint":
        feed(scene, [key(pygame.K_h)])
        assert scene.hint is not None
    elif helped == "teach":
        feed(scene, [key(pygame.K_t)])
        run_for(scene, 0.1)
        assert scene.teach
    play_out(scene)
    texts = [text for text, _ in drawn(scene, monkeypatch)]
    assert ("(with help from hints)" in texts) == (helped == "hint")
    assert ("(with the teaching panel on)" in texts) == (helped == "teach")


COUNT = re.compile(r"\b(\d+) (single )?stone(s?)\b( remains?\b)?")


def check_counts(text: str) -> int:
    """Every 'N stone(s)' and 'N single stone(s) remain(s)' in text agrees in number; returns how many it saw."""
    seen = 0
    for match in COUNT.finditer(text):
        n, plural, verb = int(match.group(1)), match.group(3) == "s", match.group(4)
        assert plural == (n != 1), text
        if verb:
            assert verb.strip() == ("remains" if n == 1 else "remain"), text
        seen += 1
    return seen


def test_counts_of_stones_agree_in_number_in_hints_and_the_move_list(tmp_path, monkeypatch):
    # The hint that once read "1 single stone remain": one big heap and no singles.
    scene = vs_ai(make_context(tmp_path), (4, 2))
    scene.duel = Duel(stones.LevelSpec((3,), 3), random.Random(1), 0.5)
    scene.layout = art.BoardLayout(BOARD, 1, 3)
    feed(scene, [key(pygame.K_h)])
    texts = " ".join(text for text, _ in drawn(scene, monkeypatch))
    assert "1 single stone remains" in texts
    assert check_counts(texts) >= 1
    # Every hint sentence with a count, over all small positions.
    checked = 0
    for heaps in [(a, b, c) for a in range(4) for b in range(4) for c in range(4) if a + b + c]:
        checked += check_counts(stones.explain(heaps).sentence)
    assert checked > 20
    # The move list and the banner: "took 1 stone", "took 2 stones".
    scene = vs_ai(make_context(tmp_path / "b"), (1, 3))
    feed(scene, click(scene.layout.stone_center(1, 1)))  # take 2 from heap 2
    let_the_ai_move(scene)  # the AI takes 1: the last single
    texts = " ".join(text for text, _ in drawn(scene, monkeypatch))
    assert "You took 2 stones from heap 2" in texts and "took 1 stone from heap" in texts
    assert check_counts(texts) >= 2
    with pytest.raises(stones.MoveError) as error:
        stones.apply(stones.start_state(stones.LevelSpec((1, 3), 3)), Move(0, 2))
    assert "holds only 1 stone" in str(error.value) and check_counts(str(error.value)) == 1
