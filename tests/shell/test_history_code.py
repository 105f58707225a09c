"""Every row of the history keeps the code of the puzzle that was played: decoding it gives back that puzzle (the
equation and its moves, the sudoku grid, the duel's heaps, the hand's cards), for a level, an endless puzzle, a
custom duel and a timed hand alike."""
from __future__ import annotations

from game.logic.codes import decode
from scenes.matchstick.lobby import endless_setup
from scenes.matchstick.play import MatchstickScene
from scenes.stones.lobby import StonesLobby
from tests.helpers import make_context
from tests.matchstick.table_helpers import level_scene, solve_by_drag
from tests.stones.driving import level_scene as stones_level, win
from tests.sudoku.play_helpers import open_level, solve_by_keys
from tests.twentyfour.play_helpers import answer, hand, start


def only_row(ctx, game):
    rows = ctx.store.played_games(game)
    assert len(rows) == 1
    decoded = decode(rows[0].code)
    assert decoded.game == game and decoded.code == rows[0].code
    return decoded.level


def test_a_matchstick_row_names_its_equation(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    solve_by_drag(scene)
    endless = MatchstickScene(ctx, endless_setup("easy", 3))
    solve_by_drag(endless)
    rows = ctx.store.played_games("matchstick")
    played = [scene.setup.task, endless.setup.task]
    assert len(rows) == 2
    for row, task in zip(rows, played):
        level = decode(row.code).level
        assert (level.puzzle, level.moves, level.mode) == (task.puzzle, task.moves, task.mode)


def test_a_sudoku_row_names_its_grid(tmp_path):
    ctx = make_context(tmp_path)
    game = open_level(ctx)
    solve_by_keys(game)
    assert only_row(ctx, "sudoku").puzzle == game.round.puzzle


def test_duel_rows_name_their_heaps(tmp_path):
    ctx = make_context(tmp_path)
    duel = stones_level(ctx, "stones-01")
    start_heaps = duel.duel.spec.heaps
    win(duel)
    custom = StonesLobby(ctx).widgets.press("start-custom").scene
    custom_heaps = custom.duel.spec.heaps
    win(custom)
    rows = ctx.store.played_games("stones")
    assert [decode(r.code).level.heaps for r in rows] == [start_heaps, custom_heaps]


def test_each_hand_of_a_run_is_a_row_with_its_own_cards(tmp_path):
    ctx = make_context(tmp_path)
    famous = hand(ctx, "24-first-steps")
    answer(famous, "(1+2+3)*4")
    assert sorted(only_row(ctx, "twentyfour").cards) == [1, 2, 3, 4]
    run = start(ctx, "beat_the_clock")
    dealt = run.hand.numbers
    answer(run, run.hand.solutions[0].text)
    last = ctx.store.played_games("twentyfour")[-1]
    level = decode(last.code).level
    assert sorted(level.cards) == sorted(dealt) and level.target == 24
