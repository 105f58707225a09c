"""Helpers for the shapes screens' tests: a level's scene on a fresh store, the screen point of a place, a layout
as the brute-force oracle's segments, and the first shipped level of a task."""
from __future__ import annotations

from pathlib import Path

from game.logic.shapes import Action, Kind, Lattice
from scenes.shapes import open_scene
from scenes.shapes.play import ShapesScene
from tests.helpers import feed, make_context

Segment = tuple[tuple[int, int], tuple[int, int]]


def level_scene(tmp_path: Path, level_id: str) -> ShapesScene:
    ctx = make_context(tmp_path, level_id=level_id)
    scene = open_scene(ctx)
    assert isinstance(scene, ShapesScene)
    scene.help_warned = True   # the "help costs a record" question is its own concern (the shared tests)
    return scene


def first_level(tmp_path: Path, action: Action, kind: Kind | None = None) -> str:
    """The id of the first shipped level with this task (and lattice)."""
    ctx = make_context(tmp_path / "catalog")
    for level in ctx.levels.levels("shapes"):
        puzzle = level.spec.puzzle
        if puzzle.action is action and (kind is None or puzzle.lattice.kind is kind):
            return level.id
    raise AssertionError(f"no shipped {action.value} level")


def place_point(scene: ShapesScene, place: int) -> tuple[int, int]:
    """The middle of a place on screen (where a press picks up its match or a drop lands)."""
    pose = scene.table.board.slot_pose(place)
    return round(pose.x), round(pose.y)


def segments(lattice: Lattice, layout: int) -> frozenset[Segment]:
    """A layout as the oracle writes it: the pairs of text positions its matches join."""
    out = set()
    for i, place in enumerate(lattice.places):
        if layout >> i & 1:
            a, b = sorted(place.ends)
            out.add((a, b))
    return frozenset(out)


def thought(scene: ShapesScene) -> None:
    """Wait for the hint or the answers being worked out on the worker thread, then one frame shows them (the
    scene itself never waits)."""
    job = scene.table.thinking
    if job is not None:
        assert job.join(30), "the worker did not finish"
        feed(scene, [])
