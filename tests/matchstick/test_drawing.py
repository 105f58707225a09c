"""How the table is drawn: matches that read like matches, spacing, and long equations that fit."""
from __future__ import annotations

import math

import pygame
import pytest

from game.logic import matchstick as ms
from sprites.matchstick import GAP
from tests.helpers import make_context, render
from tests.matchstick.table_helpers import play_level


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def cell_gaps(board):
    return [b.left - a.right for a, b in zip(board.cells, board.cells[1:])]


def test_long_equations_are_scaled_to_fit_the_table():
    from sprites.matchstick import Board

    area = pygame.Rect(90, 140, 1100, 330)
    short = Board(ms.parse_puzzle("1+1=2").layout.kinds, area)
    long = Board(ms.parse_puzzle("12+34+56+78+90=1234-5678+99").layout.kinds, area)
    assert long.unit < short.unit
    for board in (short, long):
        assert area.contains(board.rect)
        for slot in board.slots:
            for x, y in board.slot_pose(slot).ends():
                assert area.left - 0.5 <= x <= area.right + 0.5 and area.top - 0.5 <= y <= area.bottom + 0.5


def test_a_minus_place_sits_close_to_its_number_and_is_faintly_marked_when_empty(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-121"))   # -40/5=3=203: three minus places
    board, kinds = scene.table.board, scene.table.task.puzzle.layout.kinds
    signs = [i for i, kind in enumerate(kinds) if kind == ms.SIGN]
    assert len(signs) == 3
    for i in signs:   # the hole a minus place leaves is narrower than the usual gap between glyphs
        assert board.cells[i + 1].left - board.cells[i].right < GAP * board.unit / 2
    assert board.rect.width <= scene.table.board.area.width  # the longest level still fits
    empty = scene.table.minus_places()
    assert sorted(cell for cell, _ in empty) == signs[1:]   # the first side already starts with a minus
    render(scene)
    classic = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    assert classic.table.minus_places() == []


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
        head = art.head_shape(pose, board.thickness)
        heads.append((i, head))
        tail, tip = pose.ends()
        assert art.distance_to(head.centre, pose) < 0.5          # the head lies within the match's own length
        assert math.dist(head.centre, tip) + head.along <= math.dist(tail, tip) * 0.2 + head.along
    for i, a in heads:
        for j, b in heads:
            if i < j:
                gap = min(math.dist(p, q) for p in a.outline() for q in b.outline())
                assert gap > 0.04 * board.unit, (board.slots[i], board.slots[j], gap)


def head_pixels(angle: float):
    from sprites import matchstick as art

    surface = pygame.Surface((300, 300))
    surface.fill((0, 0, 0))
    pose = art.Pose(150, 150, angle, 220)
    art.draw_match(surface, pose, 5, 22)
    return surface, art.look(5), pose


def test_a_head_is_one_smooth_oval_with_no_waist():
    from sprites import matchstick as art

    surface, lk, pose = head_pixels(0.0)        # head to the right, drawn flat
    wood = lk.wood
    tip = pose.ends()[1][0]
    reach = 2.2 * art.head_shape(pose, 22).along   # the head, and the shaft just behind it

    def is_head(c: tuple[int, int, int]) -> bool:   # nearer the head's colour than the wood's, and not the table
        shades = (lk.head, tuple(int(v * 0.7) for v in lk.head), tuple(min(255, v + 60) for v in lk.head))
        near = min(sum(abs(a - b) for a, b in zip(c, h)) for h in shades)
        return sum(c) > 60 and near < sum(abs(a - b) for a, b in zip(c, wood))

    widths = []
    for x in range(round(tip - reach), round(tip) + 3):
        widths.append(sum(1 for y in range(100, 200) if is_head(surface.get_at((x, y))[:3])))
    widths = [w for w in widths if w]
    assert len(widths) > 10
    # two overlapping circles pinch in where they meet; one oval widens and narrows once, with no dip between
    dips = [min(max(widths[:j]), max(widths[j + 1:])) - widths[j] for j in range(1, len(widths) - 1)]
    assert max(dips) < 2, widths


@pytest.mark.parametrize("angle", [45.0, 135.0, -63.4])
def test_no_square_corner_of_a_slanted_shaft_sticks_out_past_its_head(angle):
    from sprites import matchstick as art

    surface, lk, pose = head_pixels(angle)
    wood = {lk.wood, lk.wood_edge}
    head = art.head_shape(pose, 22)
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    stray = 0
    for x in range(300):
        for y in range(300):
            if surface.get_at((x, y))[:3] in wood:
                beyond = (x - head.centre[0]) * ux + (y - head.centre[1]) * uy   # past the head's middle
                if beyond > 1.5:
                    stray += 1
    assert stray == 0


def test_digits_of_a_number_sit_closer_than_a_number_and_its_operator(ctx):
    from sprites import matchstick as art

    kinds = ms.parse_equation("81+76=157").kinds
    board = art.Board(kinds, pygame.Rect(0, 0, 1200, 330))
    gaps = cell_gaps(board)
    inside = [g for g, a, b in zip(gaps, kinds, kinds[1:]) if a == b == "digit"]
    around = [g for g, a, b in zip(gaps, kinds, kinds[1:]) if "op" in (a, b)]
    assert inside and around and max(inside) < min(around)


def test_a_one_sits_in_the_middle_of_its_cell_and_stays_clickable(ctx):
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if "81" in str(lvl.spec.task.puzzle.text))
    scene = play_level(ctx, level)
    text_ = scene.table.task.puzzle.text
    one = text_.index("81") + 1
    poses = [scene.table.board.match_pose(slot, mid) for slot, mid in scene.table.view_ids.items() if slot[0] == one]
    centre = sum(p.x for p in poses) / len(poses)
    assert abs(centre - scene.table.board.cells[one].centerx) < 0.1 * scene.table.board.unit
    # the match drawn there is the one a click there picks up
    slot = next(slot for slot in scene.table.view_ids if slot[0] == one)
    assert scene.input.match_at(scene.table.board.grip(slot)) == slot


def test_a_long_equation_uses_the_width_of_the_table(ctx):
    digit_levels = [lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.rules.numerals == "digits"]
    for level in sorted(digit_levels, key=lambda lvl: -len(lvl.spec.task.puzzle.layout.kinds))[:5]:
        scene = play_level(ctx, level)
        kinds = scene.table.task.puzzle.layout.kinds
        # the old drawing: 1100 px of room, every gap 0.42 of a cell (0.14 after a minus place)
        old_units = len(kinds) + sum(0.14 if k == "sign" else 0.42 for k in kinds[:-1])
        assert scene.table.board.extent.width >= 1150   # the room the row keeps (a 1 takes less of it)
        assert scene.table.board.unit > 1100 / old_units, level.id
