"""Matchstick table speed: frame time while a match is dragged across the longest shipped level at 1280x720,
and the longest wait for the engine's verdict after the final move of every shipped level (cold solver cache,
through the scene: drop event in, verdict and the session's recorded outcome out)."""
from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from bench.framebench import frame_times, percentile
from game.config import Config
from game.levels import Catalog
from game.logic import matchstick as ms
from game.logic.matchstick import TRAY, Loc, solver
from game.shell.sound import Sound
from game.store import Store
from scenes.base import Context
from scenes.matchstick.lobby import play_level
from scenes.matchstick.play import MatchstickScene

DT = 1 / 60
Report = Callable[..., None]


def _event(kind: int, **fields: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **fields)


def _spot(scene: MatchstickScene, loc: Loc) -> tuple[int, int]:
    if ms.in_tray(loc):
        return scene.table.tray_rect.center
    assert ms.on_table(loc)
    return scene.table.board.grip(loc)


def _aim(scene: MatchstickScene, dst: Loc) -> tuple[int, int]:
    """Where to let the held match go for it to land on `dst`, as a player aims: the slot's grip, else the first
    point along it the table takes for `dst` (a held upright match lands upright where a V's stroke crosses an I's
    place, so it is let go nearer the stroke's end)."""
    grip = _spot(scene, dst)
    if not ms.on_table(dst):
        return grip
    if scene.input.target_at(grip) == dst:
        return grip
    (tx, ty), (hx, hy) = scene.table.board.slot_pose(dst).ends()
    for t in (0.35, 0.65, 0.25, 0.75, 0.15, 0.85):
        point = (round(tx + (hx - tx) * t), round(ty + (hy - ty) * t))
        if scene.input.target_at(point) == dst:
            return point
    return grip


def _press_and_carry(scene: MatchstickScene, move: ms.Move) -> tuple[int, int]:
    """Press on the move's match and carry it over its destination; returns where to let go."""
    src: Loc = move.src if move.src is not None else (TRAY, 0)
    dst: Loc = move.dst if move.dst is not None else (TRAY, 0)
    a = _spot(scene, src)
    scene.update([_event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                  _event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)], DT)
    b = _aim(scene, dst)
    for i in range(1, 5):
        p = (a[0] + (b[0] - a[0]) * i // 4, a[1] + (b[1] - a[1]) * i // 4)
        scene.update([_event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))], DT)
    return b


def _context(data: Path) -> Context:
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return Context(config=Config(), store=Store.open(data), sound=Sound(enabled=False), levels=Catalog.load())


def drag_frames(ctx: Context) -> tuple[str, list[float], list[float]]:
    levels = ctx.levels.levels("matchstick")
    longest = max(levels, key=lambda lvl: len(lvl.spec.puzzle.layout))
    scene = play_level(ctx, longest)
    surface = pygame.Surface((1280, 720))
    src = next(s for s in scene.table.sources())
    start = _spot(scene, src)
    scene.update([_event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                  _event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], DT)
    left, right = scene.table.board.rect.left, scene.table.board.rect.right

    def frame(i: int) -> None:
        x = left + (i * 13) % max(1, right - left)
        y = scene.table.board.rect.centery + (i * 7) % 120 - 60
        scene.update([_event(pygame.MOUSEMOTION, pos=(x, y), rel=(13, 7), buttons=(1, 0, 0))], DT)
        scene.draw(surface)

    times = frame_times(frame, frames=900)
    cpu = []  # the same frames in this process's CPU time: what is left when other programs take the cores
    for i in range(900):
        began = time.process_time()
        frame(i)
        cpu.append((time.process_time() - began) * 1000)
    assert scene.table.grab is not None and scene.table.grab.dragging
    return f"{longest.id}, {len(longest.spec.puzzle.layout)} cells", times, cpu


def _next_move(scene: MatchstickScene, level_id: str) -> ms.Move:
    """The hint's next move from the table as it stands, as a player following the hints makes them (a move list
    worked out at the start may name a stroke the table does not take yet)."""
    move = ms.guide(scene.table.state).move
    if move is None:
        raise AssertionError(f"{level_id}: no move left towards an answer")
    return move


def verdict_waits(ctx: Context) -> list[tuple[float, str]]:
    waits = []
    for level in ctx.levels.levels("matchstick"):
        scene = play_level(ctx, level)
        for _ in range(scene.table.task.moves - 1):
            end = _press_and_carry(scene, _next_move(scene, level.id))
            scene.update([_event(pygame.MOUSEBUTTONUP, pos=end, button=1)], DT)
        end = _press_and_carry(scene, _next_move(scene, level.id))
        ms.clear_cache()  # the verdict must not find the answer cached
        t0 = time.perf_counter()
        scene.update([_event(pygame.MOUSEBUTTONUP, pos=end, button=1)], DT)
        waited = time.perf_counter() - t0
        if not scene.table.solved:
            raise AssertionError(f"{level.id}: the scripted solution was not judged solved")
        waits.append((waited * 1000, level.id))
    return waits


def run(report: Report) -> None:
    with tempfile.TemporaryDirectory() as data:
        ctx = _context(Path(data))
        try:
            where, times, cpu = drag_frames(ctx)
            report(f"matchstick drag frame p50 ({where})", percentile(times, 50), "ms")
            report(f"matchstick drag frame p99 ({where})", percentile(times, 99), "ms", target="< 4 ms")
            report("matchstick drag frame p99, process CPU time", percentile(cpu, 99), "ms")
            waits = verdict_waits(ctx)
            worst, level_id = max(waits)
            report(f"matchstick verdict wait, median of {len(waits)} levels", percentile([w for w, _ in waits], 50),
                   "ms")
            report(f"matchstick verdict wait, worst ({level_id})", worst, "ms", target="< 50 ms")
        finally:
            ctx.store.close()


if __name__ == "__main__":
    def _print(label: str, value: float, unit: str, baseline: float | None = None, target: str | None = None) -> None:
        print(f"  {label:<58} {value:>10.3f} {unit}" + (f"  (target {target})" if target else ""))

    run(_print)
