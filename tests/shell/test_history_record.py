"""Every game played through the scenes is one row of the history, with what the scene knows of it (mode, grade,
opponent), and one row of the CSV export: each game, each mode, with or without a level."""
from __future__ import annotations

import csv
import io

import pygame

from game.logic import stones
from game.played import write_csv
from game.statistics import all_stats
from scenes.base import Push
from scenes.matchstick.custom import CustomEquationScene
from scenes.matchstick.lobby import endless_setup
from scenes.matchstick.play import MatchstickScene
from scenes.stones.lobby import StonesLobby
from scenes.sudoku.lobby import open_scene as open_sudoku
from tests.helpers import feed, key, make_context
from tests.matchstick.table_helpers import ask, level_scene, solve_by_drag
from tests.stones.driving import level_scene as stones_level, win
from tests.sudoku.play_helpers import open_level, solve_by_keys
from tests.twentyfour.play_helpers import answer, hand, start


def play_every_kind(tmp_path):
    """Play one game of each kind; the Outcomes the scenes ended with, in order, as (game, mode, level, outcome,
    grade, opponent)."""
    ctx, scene = level_scene(tmp_path, "ms-001")
    played = []
    solve_by_drag(scene)
    played.append(("matchstick", "campaign", "ms-001", scene.table.outcome, scene.setup.grade, ""))
    endless = MatchstickScene(ctx, endless_setup("easy", 3))
    solve_by_drag(endless)
    played.append(("matchstick", "endless", None, endless.table.outcome, "easy", ""))
    custom = CustomEquationScene(ctx)
    ask(custom, "6+4=4")
    opened = custom.widgets.press("play")
    assert isinstance(opened, Push) and isinstance(opened.scene, MatchstickScene)
    solve_by_drag(opened.scene)
    played.append(("matchstick", "custom", None, opened.scene.table.outcome, "", ""))

    sudoku = open_level(ctx)
    solve_by_keys(sudoku)
    played.append(("sudoku", "campaign", sudoku.round.level_id, sudoku.table.outcome, "easy", ""))
    ctx.level_id = None                      # the level the campaign game was opened with
    endless_sudoku = open_sudoku(ctx).widgets.press("endless-easy").scene
    solve_by_keys(endless_sudoku)
    played.append(("sudoku", "endless", None, endless_sudoku.table.outcome, "easy", ""))

    duel = stones_level(ctx, "stones-01")
    win(duel)
    played.append(("stones", "campaign", "stones-01", duel.duel.outcome, "", duel.duel.spec.ai.value))
    lobby = StonesLobby(ctx)
    custom_duel = lobby.widgets.press("start-custom").scene
    win(custom_duel)
    played.append(("stones", "custom", None, custom_duel.duel.outcome, "", custom_duel.duel.spec.ai.value))
    while lobby.options["opponent"] != stones.Opponent.HUMAN.value:
        lobby.widgets.press("opt-opponent")
    people = lobby.widgets.press("start-custom").scene
    while not people.duel.finished:
        people.table.take(next(stones.legal_moves(people.duel.state)))
    played.append(("stones", "custom", None, people.duel.outcome, "", "person"))

    famous = hand(ctx, "24-first-steps")
    answer(famous, "(1+2+3)*4")
    played.append(("twentyfour", "campaign", "24-first-steps", famous.hand.outcome, "", ""))
    run = start(ctx, "beat_the_clock")
    answer(run, run.hand.solutions[0].text)
    first = run.hand.outcome
    feed(run, [key(pygame.K_RETURN), key(pygame.K_s)])
    band = run.series.plan.band or ""
    played.append(("twentyfour", "beat_the_clock", None, first, band, ""))
    played.append(("twentyfour", "beat_the_clock", None, run.hand.outcome, band, ""))
    return ctx, played


def test_every_game_played_is_one_row_of_the_history_and_of_the_csv(tmp_path):
    ctx, played = play_every_kind(tmp_path)
    assert all(p[3] is not None for p in played)     # every game was played to its end
    rows = ctx.store.played_games()
    assert [(r.game, r.mode, r.level_id, r.ending, r.grade, r.opponent, r.time_s, r.moves, r.hints, r.games)
            for r in rows] == [
        (game, mode, level, o.ending.value, grade, opponent, o.time_s, o.moves, o.hints, 1)
        for game, mode, level, o, grade, opponent in played]
    assert len({r.id for r in rows}) == len(played)
    out = io.StringIO()
    write_csv(ctx.store.played_games(), out)
    table = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [(t["game"], t["mode"], t["level"], t["ending"], t["opponent"]) for t in table] == [
        (game, mode, level or "", o.ending.value, opponent) for game, mode, level, o, _, opponent in played]
    assert [float(t["time_s"]) for t in table] == [round(o.time_s, 3) for *_, o, _, _ in played]
    # the statistics count each of them once
    stats = all_stats(["matchstick", "sudoku", "stones", "twentyfour"], ctx.store.results(), rows[-1].played_on)
    for game in stats:
        assert stats[game].played == sum(1 for p in played if p[0] == game)
        assert stats[game].completed == sum(1 for p in played if p[0] == game and p[3].ending.completes_level)


def test_a_game_with_no_level_leaves_the_level_progress_as_it_was(tmp_path):
    ctx = make_context(tmp_path)
    endless = MatchstickScene(ctx, endless_setup("easy", 3))
    solve_by_drag(endless)
    assert ctx.store.progress("matchstick") == {} and ctx.store.solved_count("matchstick") == 0
    assert [r.mode for r in ctx.store.played_games("matchstick")] == ["endless"]
