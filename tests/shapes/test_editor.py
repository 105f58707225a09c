"""Your own shape puzzle: clicks lay and lift matches; the solver's verdict (on a worker thread) counts the same
answers as the brute-force oracle, and a count out of reach names the largest the task can make, as the oracle
finds it; Play it opens the drawn puzzle on the shapes table, with its code."""
from __future__ import annotations

import time

from game.logic.shapes import Action, Kind, format_picture
from scenes.base import Push
from scenes.shapes.editor import Draft, ShapeEditorScene
from scenes.shapes.play import ShapesScene
from tests.helpers import click, feed, make_context
from tests.shapes import oracle


def settled(scene: ShapeEditorScene) -> ShapeEditorScene:
    """Frames until the worker's verdict is in (the verdict is read on the frame, never waited for)."""
    for _ in range(2000):
        feed(scene)
        if scene.job is None:
            return scene
        time.sleep(0.005)
    raise AssertionError("the solver did not answer")


def oracle_answers(draft: Draft, target: int | None = None) -> set:
    puzzle = draft.puzzle()
    return oracle.answers(format_picture(puzzle.lattice, puzzle.start), draft.kind is Kind.TRIANGLES,
                          draft.action.value, draft.sticks, puzzle.target if target is None else target, draft.equal)


def test_a_click_lays_a_match_and_a_second_lifts_it(tmp_path):
    scene = settled(ShapeEditorScene(make_context(tmp_path)))
    board = scene.board
    place = 5
    pose = board.slot_pose(place)
    before = scene.draft.layout
    feed(scene, click((round(pose.x), round(pose.y))))
    assert scene.draft.layout == before ^ (1 << place)
    feed(scene, click((round(pose.x), round(pose.y))))
    assert scene.draft.layout == before


def drawn(kind: Kind, size: int, missing: int, action: Action, sticks: int, target: int,
          equal: bool = False) -> Draft:
    """A draft on a full lattice less the places in the bit mask `missing`."""
    lattice = Draft(kind, size).puzzle().lattice
    return Draft(kind, size, lattice.full & ~missing, action, sticks, target, equal)


def test_the_answer_count_is_the_oracles(tmp_path):
    ctx = make_context(tmp_path)
    drafts = [
        drawn(Kind.SQUARES, 3, 0, Action.REMOVE, 2, 8),
        drawn(Kind.SQUARES, 3, 0b1000_0000_0011, Action.MOVE, 2, 8),
        drawn(Kind.TRIANGLES, 2, 0b1000_0000_0011, Action.ADD, 2, 5),
        drawn(Kind.TRIANGLES, 3, 0b1011_0110_0001, Action.MOVE, 3, 5),
        drawn(Kind.SQUARES, 3, 0, Action.REMOVE, 3, 6, equal=True),
        drawn(Kind.SQUARES, 3, 0, Action.REMOVE, 2, 10),   # none: 9 and 11 can be made, 10 cannot
    ]
    checked = 0
    for draft in drafts:
        scene = settled(ShapeEditorScene(ctx, draft))
        expected = oracle_answers(draft)
        assert scene.verdict is not None and scene.verdict.answers == len(expected), draft
        assert scene.widgets.get("play").enabled == bool(expected)
        checked += bool(expected)
    assert checked == 5


def test_an_impossible_count_names_the_most_the_task_can_make(tmp_path):
    ctx = make_context(tmp_path)
    for base in (drawn(Kind.SQUARES, 2, 0, Action.REMOVE, 2, 0), drawn(Kind.TRIANGLES, 2, 0, Action.REMOVE, 1, 0),
                 drawn(Kind.SQUARES, 3, 0b1000_0000_0011, Action.MOVE, 1, 0)):
        most = max(n for n in range(0, 15) if oracle_answers(base, n))
        draft = Draft(base.kind, base.size, base.layout, base.action, base.sticks, most + 1)
        scene = settled(ShapeEditorScene(ctx, draft))
        sentence = scene.verdict.sentence(draft.puzzle())
        assert f"{most + 1} is impossible here: the most you can make is {most} " in sentence, sentence
        assert not scene.widgets.get("play").enabled


def test_changing_the_count_asks_the_solver_again(tmp_path):
    scene = settled(ShapeEditorScene(make_context(tmp_path)))
    first = scene.verdict
    scene.widgets.press("target-up")
    assert scene.verdict is None   # the old verdict is not shown for the new question
    settled(scene)
    assert scene.verdict is not None and scene.draft.target == 4
    assert scene.verdict.answers == len(oracle_answers(scene.draft)) and first is not scene.verdict


def test_play_it_opens_the_drawn_puzzle_with_its_code(tmp_path):
    scene = settled(ShapeEditorScene(make_context(tmp_path)))
    assert scene.verdict.answers
    result = scene.widgets.press("play")
    assert isinstance(result, Push) and isinstance(result.scene, ShapesScene)
    game = result.scene
    assert game.table.puzzle == scene.draft.puzzle()
    assert game.puzzle_code() is not None and game.puzzle_code().startswith("H")
    assert game.setup.level_id is None and game.setup.mode == "custom"
