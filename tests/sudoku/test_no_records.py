"""A pasted sudoku with several solutions, played anyway from Play a code, keeps no records: played to the end
through the scenes (and saved half done, resumed from the lobby, then finished) it leaves no row in the history,
no progress, no best time; the header says "no records" where it would say what help costs, and help asks
nothing first since it costs nothing."""
from __future__ import annotations

import pygame

from game.logic.sudoku.solver import count_solutions
from scenes.base import Push
from scenes.game_scene import ConfirmHelp
from scenes.play_code import PlayCodeScene
from scenes.share import COPY_CODE
from scenes.sudoku.lobby import SudokuStartScene
from sprites import theme
from tests.helpers import feed, key, render, run_for, text
from tests.sudoku.play_helpers import solve_by_keys

OPENED = (0, 1, 2, 9, 10, 11, 18, 19, 20)   # the first box emptied: its digits can be swapped around


def several_solutions(ctx) -> str:
    grid = list(ctx.levels.levels("sudoku")[0].spec.puzzle)
    for cell in OPENED:
        grid[cell] = 0
    assert count_solutions(tuple(grid), 2) == 2   # the oracle: this grid has more than one solution
    return "".join(map(str, grid))


def played_anyway(ctx):
    screen = PlayCodeScene(ctx, game="sudoku")
    screen.widgets.set_focus("code-text")
    feed(screen, [text(several_solutions(ctx)), key(pygame.K_RETURN)])
    assert screen.found is not None and not screen.found.proper
    transition = screen.widgets.press("play")
    screen.on_leave()
    assert isinstance(transition, Push)
    game = transition.scene
    assert not game.keeps_records and not game.round.keeps_records
    return game


def nothing_recorded(ctx) -> bool:
    return (ctx.store.played_games() == [] and ctx.store.progress("sudoku") == {}
            and ctx.store.mode_records("sudoku", "endless") == {} and ctx.store.mode_records("sudoku", "code") == {})


def texts_over(game, monkeypatch) -> list[str]:
    """What the frame and the app's layer over the game (draw_over) write."""
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(message), real(message, *a, **k))[1])
    surface = render(game)
    game.draw_over(surface)
    monkeypatch.setattr(theme, "text", real)
    return seen


def test_played_to_the_end_it_leaves_nothing_in_the_history(ctx, monkeypatch) -> None:
    game = played_anyway(ctx)
    assert "no records" in texts_over(game, monkeypatch)
    asked = feed(game, [key(pygame.K_h)])
    assert not (isinstance(asked, Push) and isinstance(asked.scene, ConfirmHelp))
    assert game.table.session.hints == 1          # the hint was given at once: nothing to lose, nothing asked
    run_for(game, 2.0)
    solve_by_keys(game)
    run_for(game, 0.5)
    assert game.table.finished and game.keeper.outcomes     # it ended, and the end panel has its Outcome ...
    assert nothing_recorded(ctx)                            # ... but the store has nothing of it
    shown = texts_over(game, monkeypatch)
    assert "no records" in shown and any(line.startswith("No records") for line in shown)
    assert not game.widgets.get(COPY_CODE).visible          # no code names a puzzle with several solutions


def test_saved_half_done_and_resumed_it_still_keeps_no_records(ctx) -> None:
    game = played_anyway(ctx)
    solve_by_keys(game, skip=20)
    assert not game.table.finished
    game.save()
    resumed = SudokuStartScene(ctx).saved_scene
    assert resumed is not None and not resumed.keeps_records and resumed.sequel is None
    solve_by_keys(resumed)
    run_for(resumed, 0.5)
    assert resumed.table.finished and nothing_recorded(ctx)


def test_a_proper_pasted_sudoku_keeps_its_record(ctx) -> None:
    """The flag is the pasted puzzle's: one with a single solution is filed as any game is."""
    grid = "".join(map(str, ctx.levels.levels("sudoku")[0].spec.puzzle))
    screen = PlayCodeScene(ctx, game="sudoku")
    screen.widgets.set_focus("code-text")
    feed(screen, [text(grid), key(pygame.K_RETURN)])
    game = screen.widgets.press("play").scene
    screen.on_leave()
    assert game.keeps_records
    solve_by_keys(game)
    assert [(r.mode, r.ending) for r in ctx.store.played_games()] == [("code", "solved")]
