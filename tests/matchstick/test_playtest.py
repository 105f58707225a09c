"""Playtest findings for matchsticks (issue 11): the campaign by band, no internal ids, helped solves shown."""
from __future__ import annotations

import math

import pygame
import pytest

from game.logic import matchstick as ms
from scenes.base import Push
from scenes.matchstick.lobby import BAND_KEY, MatchstickMenu
from tests.helpers import click, drawn_texts, feed, key, make_context, text


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def drawn_text(scene, monkeypatch) -> list[str]:
    return [message for message, _ in drawn_texts(scene, monkeypatch)]


def campaign(ctx):
    menu = MatchstickMenu(ctx)
    opened = feed(menu, click(menu.widgets.get("campaign").rect.center))
    assert isinstance(opened, Push)
    return opened.scene


def tile_index(scene, pred) -> int:
    return next(t.index for t in scene.tiles if pred(t.level))


def click_tile(scene, index):
    scene.select(index)
    return feed(scene, click(scene.screen_rect(scene.tiles[index]).center))


def test_the_campaign_opens_by_band_so_a_player_can_choose_within_it(ctx):
    scene = campaign(ctx)
    levels = scene.levels
    two_stick = tile_index(scene, lambda lvl: lvl.spec.task.moves == 2)
    assert two_stick > 1 and levels[two_stick].band == levels[0].band
    # a fresh player opens a late level of the first band (the first two-stick one) without solving the rest
    assert isinstance(click_tile(scene, two_stick), Push)
    second_band = next(lvl.band for lvl in levels if lvl.band != levels[0].band)
    first_of_second = tile_index(scene, lambda lvl: lvl.band == second_band)
    assert click_tile(scene, first_of_second) is None
    assert second_band.capitalize() in scene.message and str(BAND_KEY) in scene.message
    for level in [lvl for lvl in levels if lvl.band == levels[0].band][:BAND_KEY]:
        ctx.store.record_result("matchstick", level.id, solved=True)
    scene.on_resume()
    opened = click_tile(scene, first_of_second + 3)     # any level of the band, not only its first
    assert isinstance(opened, Push)


def test_no_internal_level_id_reaches_the_player(ctx, monkeypatch):
    scene = campaign(ctx)
    ids = {lvl.id for lvl in scene.levels}
    for index in (0, 5, len(scene.levels) - 1):
        scene.select(index)
        seen = drawn_text(scene, monkeypatch)
        assert not [t for t in seen if any(i in t for i in ids)], seen
        play = click_tile(scene, index)
        if play is not None:
            seen = drawn_text(play.scene, monkeypatch)
            assert not [t for t in seen if any(i in t for i in ids)], seen
            assert any(scene.levels[index].band.capitalize() in t for t in seen)


def test_a_tile_solved_with_help_says_so(ctx, monkeypatch):
    scene = campaign(ctx)
    first, second = scene.levels[0], scene.levels[1]
    ctx.store.record_result("matchstick", first.id, solved=True, clean=False)
    ctx.store.record_result("matchstick", second.id, solved=True, clean=True, time_s=12, moves=1)
    scene.on_resume()
    seen = drawn_text(scene, monkeypatch)
    assert seen.count("with help") == 1
    feed(scene, [key(pygame.K_ESCAPE)])


# --- item 10: matchsticks that read like matchsticks ----------------------------------------------------------

def test_a_tilted_match_is_drawn_with_smooth_edges(ctx):
    from sprites import matchstick as art

    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    match_id = 3
    art.draw_match(surface, art.Pose(100, 100, 7.0, 150), match_id, 14)
    lk = art.look(match_id)
    # the flat colours a match is made of; a smooth (anti-aliased) edge adds blends of them with the table
    flat = {(0, 0, 0), (14, 15, 20), lk.wood, lk.wood_edge, lk.head, tuple(min(255, c + 22) for c in lk.wood),
            tuple(int(c * 0.7) for c in lk.head), tuple(min(255, c + 60) for c in lk.head)}
    blends = sum(1 for x in range(200) for y in range(200) if surface.get_at((x, y))[:3] not in flat)
    assert blends >= 100


def test_heads_stay_clear_of_each_other_in_an_eight(ctx):
    from sprites import matchstick as art

    board = art.Board(("digit",), pygame.Rect(0, 0, 300, 300))
    heads = []
    for i, slot in enumerate(board.slots):
        pose = board.match_pose(slot, i + 1)
        blobs, r = art.head_blobs(pose, board.thickness)
        heads.append((i, blobs, r))
        tail, tip = pose.ends()
        for centre in blobs:   # the head lies within the match's own length
            assert art.distance_to(centre, pose) < 0.5
            assert math.dist(centre, tip) + r <= math.dist(tail, tip) * 0.2 + r
    for i, a_blobs, ra in heads:
        for j, b_blobs, rb in heads:
            if i < j:
                gap = min(math.dist(p, q) for p in a_blobs for q in b_blobs) - ra - rb
                assert gap > 0.04 * board.unit, (board.slots[i], board.slots[j], gap)


def cell_gaps(board):
    return [b.left - a.right for a, b in zip(board.cells, board.cells[1:])]


def test_digits_of_a_number_sit_closer_than_a_number_and_its_operator(ctx):
    from sprites import matchstick as art

    kinds = ms.parse_equation("81+76=157").kinds
    board = art.Board(kinds, pygame.Rect(0, 0, 1200, 330))
    gaps = cell_gaps(board)
    inside = [g for g, a, b in zip(gaps, kinds, kinds[1:]) if a == b == "digit"]
    around = [g for g, a, b in zip(gaps, kinds, kinds[1:]) if "op" in (a, b)]
    assert inside and around and max(inside) < min(around)


def test_a_one_sits_in_the_middle_of_its_cell_and_stays_clickable(ctx):
    from scenes.matchstick.lobby import play_level

    level = next(lvl for lvl in ctx.levels.levels("matchstick") if "81" in str(lvl.spec.task.puzzle.text))
    scene = play_level(ctx, level)
    text_ = scene.task.puzzle.text
    one = text_.index("81") + 1
    poses = [scene.board.match_pose(slot, mid) for slot, mid in scene.view_ids.items() if slot[0] == one]
    centre = sum(p.x for p in poses) / len(poses)
    assert abs(centre - scene.board.cells[one].centerx) < 0.1 * scene.board.unit
    # the match drawn there is the one a click there picks up
    slot = next(slot for slot in scene.view_ids if slot[0] == one)
    assert scene.match_at(scene.board.grip(slot)) == slot


def test_a_long_equation_uses_the_width_of_the_table(ctx):
    from scenes.matchstick.lobby import play_level

    for level in sorted(ctx.levels.levels("matchstick"), key=lambda lvl: -len(lvl.spec.task.puzzle.layout.kinds))[:5]:
        scene = play_level(ctx, level)
        kinds = scene.task.puzzle.layout.kinds
        # the old drawing: 1100 px of room, every gap 0.42 of a cell (0.14 after a minus place)
        old_units = len(kinds) + sum(0.14 if k == "sign" else 0.42 for k in kinds[:-1])
        assert scene.board.rect.width >= 1150
        assert scene.board.unit > 1100 / old_units, level.id


# --- item 3: the custom equation's limit is stated, extra characters are refused visibly ----------------------

def test_typing_past_the_custom_field_limit_is_refused_visibly_and_the_error_says_why(ctx, monkeypatch):
    from scenes.matchstick.custom import CustomEquationScene

    scene = CustomEquationScene(ctx)
    scene.widgets.set_focus("equation")
    field = scene.widgets.get("equation")
    equation = "11+11+11+11+11+11+11+11+11+11=110"      # 33 characters: the '=' comes after the limit
    feed(scene, [text(ch) for ch in equation])
    limit = field.max_length
    assert len(field.text) == limit < len(equation)
    seen = drawn_text(scene, monkeypatch)
    assert any(f"{limit} / {limit}" in t for t in seen)          # the limit is stated beside the field
    assert any("full" in t for t in seen)                         # and the refusal is visible
    feed(scene, [key(pygame.K_RETURN)])
    scene.wait()
    feed(scene, [])
    message = scene.answer.message
    assert "no '='" not in message and "=" in equation
    assert str(limit) in message and "Too long" in message       # true to what was typed
    assert repr(equation[limit:]) in message                      # and names what was left out
    feed(scene, [key(pygame.K_BACKSPACE)])
    seen = drawn_text(scene, monkeypatch)
    assert any(f"{limit - 1} / {limit}" in t for t in seen) and not any("full" in t for t in seen)
