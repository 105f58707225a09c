"""The stone duel's teaching: the explanation behind a hint and the teaching panel (the heaps in binary, their XOR,
the sentence), and how the scene shows it: the hint box and its bracket, the teaching panel, the help it costs."""
from __future__ import annotations

import functools
import operator

import random
import re

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic import stones
from game.logic.stones import Move, Rule
from scenes.stones.model import Duel
from scenes.stones.play import StonesScene
from scenes.stones.view import PANEL
from tests.helpers import DT, click, feed, key, make_context, run_for
from tests.properties import Tally
from tests.stones.driving import drawn, drawn_text, let_the_ai_move, level_scene, vs_ai
from tests.stones.oracles import RULES


def test_explanation_shows_binary_rows_whose_columns_xor_to_the_stated_sum():
    tally = Tally()

    heaps = st.lists(st.integers(0, 300), min_size=1, max_size=7)
    zero_sum = heaps.map(lambda hs: hs + [functools.reduce(operator.xor, hs)])  # mostly lost for the mover

    @given(heaps=st.one_of(heaps, zero_sum), rule=st.sampled_from(RULES))
    @settings(max_examples=80)
    def check(heaps, rule):
        explained(heaps, rule)
        tally("winning" if stones.mover_wins(heaps, rule) else "losing")

    check()
    tally.require(winning=10, losing=10)


def explained(heaps: list[int], rule: Rule) -> None:
    """The explanation of `heaps` checked line by line."""
    ex = stones.explain(heaps, rule)
    assert [int(b, 2) for b in ex.binary] == heaps
    assert len({len(b) for b in ex.binary + (ex.nim_sum_binary,)}) == 1
    # Column by column: a 1 in the XOR exactly where the column holds an odd number of 1s.
    columns = zip(*ex.binary)
    assert ex.nim_sum_binary == "".join(str(col.count("1") % 2) for col in columns)
    assert ex.nim_sum == int(ex.nim_sum_binary, 2)
    assert ex.big_heaps == sum(1 for h in heaps if h >= 2)
    assert ex.winning == stones.mover_wins(heaps, rule)
    if not any(heaps):
        assert ex.move is None and "over" in ex.sentence
    elif not ex.winning:
        assert ex.sentence == stones.LOSING_SENTENCE and ex.move == stones.stalling_move(heaps)
    else:
        # One sentence naming the board's (1-based) heap and the count to take.
        assert ex.sentence.count(".") == 1 and ex.sentence.endswith(".")
        assert f"heap {ex.move.heap + 1}" in ex.sentence and f"take {ex.move.take}" in ex.sentence or \
            (ex.move.take == 1 and "single stone" in ex.sentence)


def test_hint_gives_the_winning_move_and_costs_the_clean_record(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-01")  # heaps 1 2 2: take the single stone
    feed(scene, [key(pygame.K_h)])
    assert scene.duel.shown_hint is not None and scene.duel.shown_hint.move == Move(0, 1)
    assert "hint: take 1" in drawn_text(scene, monkeypatch)
    assert scene.duel.helped
    # From a lost position the hint says so.
    scene.table.take(Move(0, 1))
    run_for(scene, 1.0)
    lost = Duel(stones.LevelSpec((2, 2), 3), random.Random(0), 0.5)
    lost_scene = StonesScene(ctx, lost)
    feed(lost_scene, [key(pygame.K_h)])
    assert lost_scene.duel.shown_hint.text == stones.LOSING_SENTENCE
    assert "make it hard for your opponent" in drawn_text(lost_scene, monkeypatch)


def test_board_reveals_who_is_winning_only_with_the_teaching_panel(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    shown = drawn_text(scene, monkeypatch)
    assert "XOR" not in shown and "Winning" not in shown and "Losing" not in shown
    feed(scene, [key(pygame.K_t)])
    shown = drawn_text(scene, monkeypatch)
    assert "XOR" in shown and "Winning for you (to move)" in shown
    assert ctx.store.get_setting("stones.teach") is None  # a level does not carry the panel into the next one
    run_for(scene, DT)
    assert scene.duel.helped  # the panel is help, so the result is not clean


def test_the_teaching_panel_shows_the_whole_explanation_on_the_largest_board(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-15")  # 8 heaps of up to 31 stones
    scene.set_teach(True)
    sentence = stones.explain(scene.duel.state.heaps, scene.duel.spec.rule).sentence
    texts = drawn(scene, monkeypatch)
    panel_lines = [message for message, rect in texts if PANEL.contains(rect)]
    assert str(sentence) in " ".join(panel_lines)
    assert all(PANEL.contains(rect) for message, rect in texts if rect.colliderect(PANEL))


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
    scene.table.set_duel(Duel(stones.LevelSpec((3,), 3), random.Random(1), 0.5))
    feed(scene, [key(pygame.K_h)])
    texts = " ".join(text for text, _ in drawn(scene, monkeypatch))
    assert "1 single stone remains" in texts
    assert check_counts(texts) >= 1
    # Every hint sentence with a count, over all small positions.
    checked = 0
    for heaps in [(a, b, c) for a in range(4) for b in range(4) for c in range(4) if a + b + c]:
        checked += check_counts(str(stones.explain(heaps).sentence))
    assert checked > 20
    # The move list and the banner: "took 1 stone", "took 2 stones".
    scene = vs_ai(make_context(tmp_path / "b"), (1, 3))
    feed(scene, click(scene.table.layout.stone_center(1, 1)))  # take 2 from heap 2
    let_the_ai_move(scene)  # the AI takes 1: the last single
    texts = " ".join(text for text, _ in drawn(scene, monkeypatch))
    assert "You took 2 stones from heap 2" in texts and "took 1 stone from heap" in texts
    assert check_counts(texts) >= 2
    with pytest.raises(stones.MoveError) as error:
        stones.apply(stones.start_state(stones.LevelSpec((1, 3), 3)), Move(0, 2))
    assert "holds only 1 stone" in str(error.value) and check_counts(str(error.value)) == 1
