"""Hints: the logic's guidance (the answers still in reach and the next move), and on the table the match, then its
place, in numbered badges that stay on the table."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.logic.common import Status
from scenes.matchstick.view import hint_badges
from tests.helpers import drag, feed, key, make_context, render
from tests.matchstick.table_helpers import level_scene, play_level, spot


def test_hint_shows_the_match_then_its_place_and_spoils_the_clean_solve(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    feed(scene, [key(pygame.K_h)])
    first = scene.table.hint_locs()
    assert len(first) == 1
    answers = ms.solve(scene.table.task.puzzle, 1, "move")
    assert any(first[0] == s.moves[0].src for s in answers.solutions)
    feed(scene, [key(pygame.K_h)])
    src, dst = scene.table.hint_locs()
    assert src == first[0]
    render(scene)
    feed(scene, drag(spot(scene, src), spot(scene, dst)))
    assert scene.table.solved
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and not progress.clean


def test_a_half_given_hint_does_not_stay_over_the_solution(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    feed(scene, [key(pygame.K_h), key(pygame.K_h)])
    assert len(scene.table.hint_locs()) == 2
    feed(scene, [key(pygame.K_a)])
    assert scene.table.finished and scene.table.hint_locs() == []


def test_hint_numbers_stay_on_the_table_or_in_the_tray_below_its_caption(tmp_path):
    """A badge above the hinted place would cover the header for a top slot, or the tray's caption."""
    ctx = make_context(tmp_path)
    for level in ctx.levels.levels("matchstick"):
        scene = play_level(ctx, level)
        feed(scene, [key(pygame.K_h), key(pygame.K_h)])
        badges = hint_badges(scene.table)
        assert [label for _, label, _ in badges] == ["1", "2"], level.id
        table = scene.table.board.rect.inflate(70, 40).inflate(12, 0)   # the table (a badge may overhang its side a little)
        tray = scene.table.tray_rect
        tray_body = pygame.Rect(tray.left, tray.top + 26, tray.width, tray.height - 26)   # below its caption
        for _, _, (x, y) in badges:
            badge = pygame.Rect(0, 0, 26, 26)
            badge.center = (x, y)
            assert table.contains(badge) or (scene.table.task.mode != "move" and tray_body.contains(badge)), level.id


# --- the logic's guidance: the answers still in reach and the next move ------------------------------------

def start(text: str, moves: int = 1) -> ms.State:
    return ms.new_state(ms.Task(ms.parse_puzzle(text, ms.rules_from("classic")), moves, "move"))


def test_hint_points_at_a_reachable_answer_and_tracks_progress():
    s = start("45+46=99", 2)
    h = ms.guide(s)
    all_answers = ms.solve("45+46=99", 2).texts
    assert sorted(h.solutions) == all_answers and h.target in all_answers
    s1 = ms.apply(s, h.move)
    h1 = ms.guide(s1)
    assert h.target in h1.solutions and len(h1.solutions) < len(all_answers)
    s2 = ms.apply(s1, h1.move)
    assert ms.status(s2) is Status.SOLVED and s2.text == h1.target
    assert ms.guide(s2).move is None


def test_hint_after_a_wasted_move_has_nothing_left():
    s = ms.apply(start("6+4=4"), "M 0.e 0.b")
    assert ms.guide(s) == ms.Guidance((), None, None)


def test_hint_frames_and_badges_stay_inside_the_table_frame_or_the_tray(tmp_path):
    """Neither a hint's outline (corner ticks included) nor its numbered badge may lie across the edge of the
    table drawn under the equation (or of the tray)."""
    from scenes.matchstick.view import BADGE_BOB, BADGE_RADIUS, table_frame
    from sprites import matchstick as art

    ctx = make_context(tmp_path)
    checked = 0
    for level in ctx.levels.levels("matchstick"):
        scene = play_level(ctx, level)
        table = scene.table
        for _ in range(2):
            feed(scene, [key(pygame.K_h)])
            inside = table_frame(table).inflate(-6, -6)   # clear of the frame's 2 px edge, with a margin
            tray = table.tray_rect.inflate(-4, -4)
            for pose, _, (x, y) in hint_badges(table):
                outline = art.focus_bounds(pose, table.board.thickness)
                badge = pygame.Rect(0, 0, 2 * BADGE_RADIUS, 2 * (BADGE_RADIUS + BADGE_BOB))
                badge.center = (x, y)
                for box in (outline, badge):
                    assert inside.contains(box) or (table.task.mode != "move" and tray.contains(box)), level.id
                    checked += 1
            cell = table.hinted_cell()
            if cell is not None:
                assert inside.contains(table.board.cells[cell].inflate(16, 16)), level.id
    assert checked > 500


def test_the_first_hint_of_an_add_puzzle_names_and_outlines_the_figure_the_match_goes_into(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-002")          # 4+3=1, add one match: the answer 4+3=7
    feed(scene, [key(pygame.K_h)])
    table = scene.table
    move = table.shown_hint.move
    assert move is not None and move.dst is not None
    assert table.hinted_cell() == move.dst[0] and table.hint_locs() == []   # not the tray: the figure
    glyph = ms.shown(ms.render(table.state.layout)[move.dst[0]])
    assert "tray" not in table.message and f"number, {glyph}" in table.message, table.message
    render(scene)
    feed(scene, [key(pygame.K_h)])
    assert table.hinted_cell() is None and table.hint_locs() == [(ms.TRAY, 0), move.dst]
    assert "goes here" in table.message


def test_following_the_hints_solves_every_shipped_level_by_moves_the_table_offers():
    """Each hint's move is one the table lets the player make (a match it lets pick up, a place it lets put it
    down), and following them solves the level: a Roman cell left empty takes a V's first stroke only, so the hint
    names that stroke first."""
    from game.levels import Catalog

    checked = roman = 0
    for level in Catalog.load().levels("matchstick"):
        state = ms.new_state(level.spec.task)
        while ms.status(state) is not Status.SOLVED:
            move = ms.guide(state).move
            assert move is not None, (level.id, state.text)
            source = move.src if move.src is not None else ("tray", state.hand - 1)
            place = move.dst if move.dst is not None else ("tray", state.hand)
            assert place in ms.targets(state, source), (level.id, str(move))
            state = ms.apply(state, move)
            checked += 1
        roman += level.spec.rules.numerals == "roman"
    assert checked >= 190 and roman >= 30, (checked, roman)
