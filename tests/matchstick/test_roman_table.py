"""Roman levels on the table: numerals drawn as they are written, at the size of digits, and a held stick offered
only the places where it can usefully go (the mouse's outlines and the keyboard's steps alike)."""
from __future__ import annotations

import math

import pygame
import pytest

from game.levels import Catalog
from game.logic import matchstick as ms
from game.logic.matchstick.layout import is_equation
from tests.helpers import feed, key, make_context, render, run_for
from tests.matchstick.table_helpers import level_scene


@pytest.fixture(scope="module")
def roman_specs() -> list[tuple[str, ms.LevelSpec]]:
    return [(lvl.id, lvl.spec) for lvl in Catalog.load().levels("matchstick") if lvl.spec.rules.numerals == "roman"]


def stick_length(scene) -> float:
    board = scene.table.board
    return max(board.slot_pose(slot).length for slot in scene.table.view_ids)


def letters(scene, number: int) -> list[int]:
    """The cells holding a letter in the `number`th number of the row (from 0), left to right."""
    kinds = scene.table.task.puzzle.layout.kinds
    _, start, end = ms.layout.structure(kinds).numbers[number]
    return [cell for cell in range(start, end) if scene.table.state.masks[cell]]


def ends_of(scene, cell: int) -> list[tuple[float, float]]:
    board = scene.table.board
    return [p for slot, m in scene.table.view_ids.items() if slot[0] == cell for p in board.match_pose(slot, m).ends()]


def test_roman_matches_are_as_long_as_the_matches_of_digit_levels(tmp_path):
    _, digits = level_scene(tmp_path, "ms-001")      # 7*7=1: a short digit equation
    _, roman = level_scene(tmp_path, "ms-r01")       # VIII+X=XIX: a long Roman row
    assert stick_length(roman) >= stick_length(digits)
    # and as tall as a digit's upper half at least: an I is not a small mark next to the '+'
    assert roman.table.board.unit >= digits.table.board.unit


def test_the_letters_of_one_numeral_sit_close_together_and_numbers_stand_apart(tmp_path):
    _, scene = level_scene(tmp_path, "ms-r01")       # VIII+X=XIX
    viii = letters(scene, 0)
    assert len(viii) == 4
    def span(cell: int) -> tuple[float, float]:
        xs = [x for x, _ in ends_of(scene, cell)]
        return min(xs), max(xs)
    stick = stick_length(scene)
    gaps = [span(b)[0] - span(a)[1] for a, b in zip(viii, viii[1:])]
    assert max(gaps) < 0.45 * stick, gaps          # VIII reads as one word, not "V I I I" (centre lines)
    plus = next(i for i, k in enumerate(scene.table.task.puzzle.layout.kinds) if k == ms.OP)
    plus_left = min(scene.table.board.slot_pose((plus, n)).ends()[0][0] for n in "hv")
    assert plus_left - span(viii[-1])[1] > max(gaps)   # the number stands apart from its operator


def test_an_x_is_two_whole_matches_crossing_at_their_middles(tmp_path):
    _, scene = level_scene(tmp_path, "ms-r01")
    x_cell = letters(scene, 1)[0]                     # the X of "+X="
    board = scene.table.board
    poses = [board.slot_pose(slot) for slot in scene.table.view_ids if slot[0] == x_cell]
    assert len(poses) == 2
    a, b = poses
    assert math.dist((a.x, a.y), (b.x, b.y)) < 0.05 * a.length          # they cross at their middles
    turn = abs((a.angle - b.angle + 90) % 180 - 90)
    assert turn >= 55                                                   # a clear cross, not a narrow chi
    xs = [x for pose in poses for x, _ in pose.ends()]
    ys = [y for pose in poses for _, y in pose.ends()]
    assert (max(xs) - min(xs)) / (max(ys) - min(ys)) >= 0.55            # as wide as an X is written
    assert a.length == pytest.approx(stick_length(scene), rel=0.01)     # whole matches


def distinct_equation_rows(state: ms.State, source) -> set[str]:
    """The oracle: every legal move from `source` that leaves the row another equation, by the row it makes."""
    rows = set()
    for move in ms.legal_moves(state):
        if (move.src if move.src is not None else (ms.TRAY, state.hand - 1)) != source:
            continue
        after = ms.apply(state, move)
        if is_equation(after.layout, state.task.puzzle.rules) and after.text != state.text:
            rows.add(after.text)
    return rows


def test_on_the_last_move_a_held_stick_is_offered_one_place_per_equation_it_can_make(roman_specs):
    checked = 0
    for level_id, spec in roman_specs:
        state = ms.new_state(spec.task)
        if spec.task.mode == "remove" or state.moves_left != 1:
            continue
        for source, targets in ms.drop_places(state).items():
            offered = [t for t in targets if t != source]
            made = [ms.apply(state, ms.move_for(state, source, t)).text for t in offered]
            cells = [(t[1] if ms.in_tray(t) else t[0], row) for t, row in zip(offered, made)]
            assert len(cells) == len(set(cells)), level_id   # no two places of one cell make the same row
            assert set(made) == distinct_equation_rows(state, source), level_id
            checked += len(offered)
        assert len(ms.legal_moves(state)) > 5 * sum(len(t) for t in ms.drop_places(state).values()), level_id
    assert checked > 500


def rows_reached(state: ms.State, steps: list[ms.Move]) -> set[str]:
    """The rows a player reaches through the offered places only, moving the answer's sticks in this order, each
    to any place offered in the cell the answer puts it in (an I dropped into an empty place is offered in one
    or two of its slots only, so a later stick of that letter may go to another slot than the answer's)."""
    if not steps:
        return {state.text}
    move, rest = steps[0], steps[1:]
    source = move.src if move.src is not None else (ms.TRAY, state.hand - 1)
    if source not in ms.drop_places(state):
        return set()
    out: set[str] = set()
    for place in ms.targets(state, source):
        if place == source:
            continue
        same = ms.in_tray(place) if move.dst is None else ms.on_table(place) and place[0] == move.dst[0]
        if same:
            out |= rows_reached(ms.apply(state, ms.move_for(state, source, place)), rest)
    return out


def test_every_answer_of_every_roman_level_can_be_played_through_the_offered_places(roman_specs):
    checked = 0
    for level_id, spec in roman_specs:
        task = spec.task
        for solution in ms.solve(task.puzzle, task.moves, task.mode).solutions:
            reached: set[str] = set()
            for order in (list(solution.moves), list(reversed(solution.moves))):
                reached |= rows_reached(ms.new_state(task), order)
            assert solution.text in reached, (level_id, solution.text)
            checked += 1
    assert checked >= len(roman_specs)


def test_the_keyboard_steps_only_between_the_offered_places(tmp_path):
    _, scene = level_scene(tmp_path, "ms-r03")        # VI=VII+I, move one match
    table = scene.table
    source = ms.solve(table.task.puzzle, 1, "move").solutions[0].moves[0].src
    table.keyboard = True
    table.cursor = source
    feed(scene, [key(pygame.K_RETURN)])
    assert table.grab is not None and table.grab.source == source
    offered = {t for t in table.targets(source) if t != source}
    assert 0 < len(offered) <= 12                    # (of 53 empty slots)
    seen = []
    for _ in range(3 * len(offered) + 2):
        seen.append(table.cursor)
        feed(scene, [key(pygame.K_TAB)])
    assert set(seen) == offered | {source}            # Tab visits every offered place (and home) and nothing else
    for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT):
        feed(scene, [key(k)])
        assert table.cursor in offered | {source}
    render(scene)


def test_a_drop_that_moves_other_letters_lets_them_glide_instead_of_jumping(tmp_path):
    _, scene = level_scene(tmp_path, "ms-r01")        # VIII+X=XIX, add one: the answer makes XI
    table = scene.table
    before = {m: table.board.match_pose(slot, m) for slot, m in table.view_ids.items()}
    move = ms.solve(table.task.puzzle, 1, "add").solutions[0].moves[0]
    target = next(t for t in table.targets((ms.TRAY, 0))
                  if ms.apply(table.state, ms.move_for(table.state, (ms.TRAY, 0), t)).text
                  == ms.apply(table.state, move).text)
    table.lift((ms.TRAY, 0))
    table.drop(target, 0.3)
    assert table.solved
    moved = {m for slot, m in table.view_ids.items()
             if m in before and table.board.match_pose(slot, m) != before[m]}
    assert moved                                      # the letters close up around the new I ...
    flights = {f.match_id: f for f in table.flights}
    for m in moved:                                   # ... gliding from where they lay, not jumping
        assert m in flights and flights[m].pose == before[m]
    run_for(scene, 1.0)
    assert not table.flights                          # and they come to rest on their new places
    render(scene)


def test_the_table_under_a_roman_row_keeps_its_size_as_letters_come_and_go(tmp_path):
    from scenes.matchstick.view import table_frame

    _, scene = level_scene(tmp_path, "ms-r01")
    frame = table_frame(scene.table)
    target = scene.table.targets((ms.TRAY, 0))[0]
    scene.table.lift((ms.TRAY, 0))
    scene.table.drop(target, 0.3)
    assert table_frame(scene.table) == frame
    assert frame.contains(scene.table.board.rect.inflate(40, 20))


def test_every_roman_level_fits_its_table_with_room_for_new_letters(roman_specs, tmp_path):
    from scenes.matchstick.view import table_frame

    ctx = make_context(tmp_path)
    for level_id, _ in roman_specs:
        from tests.matchstick.table_helpers import play_level

        scene = play_level(ctx, ctx.levels.level("matchstick", level_id))
        board = scene.table.board
        frame = table_frame(scene.table)
        assert board.area.contains(board.extent) and pygame.Rect(0, 0, 1280, 720).contains(frame), level_id
        places = {t for targets in scene.table.places.values() for t in targets if ms.on_table(t)}
        for slot in places | set(scene.table.view_ids):   # every match and every offered place lies on the table
            for x, _ in board.slot_pose(slot).ends():
                assert frame.left + 8 <= x <= frame.right - 8, (level_id, slot)
