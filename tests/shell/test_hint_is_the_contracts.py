"""Help through the contract: the hint a screen shows is the contract's `hint(state)` for the same position, the
function the command line's back end answers with (`games.rules(key)`), so what the player is told and what is
tested cannot drift apart. One test per game, from the start and from a position the player has changed."""
from __future__ import annotations

import importlib

import pygame

from game import games
from tests.helpers import feed, key, make_context
from tests.shapes.scene_helpers import thought


def opened(tmp_path, game: str, index: int = 0):
    ctx = make_context(tmp_path)
    ctx.level_id = ctx.levels.levels(game)[index].id
    scene = importlib.import_module(f"scenes.{game}").open_scene(ctx)
    scene.help_warned = True
    return scene


def test_matchstick_hint_is_the_contracts(tmp_path):
    rules = games.rules("matchstick")
    checked = 0
    for index in range(0, 30, 3):
        scene = opened(tmp_path / str(index), "matchstick", index)
        table = scene.table
        expected = rules.hint(table.state)
        feed(scene, [key(pygame.K_h)])
        if expected is None:
            assert table.shown_hint is None and table.hint_locs() == []
            continue
        assert table.shown_hint == expected
        feed(scene, [key(pygame.K_h)])                     # the second step shows where the same move goes
        src, dst = table.hint_locs()
        assert (src if expected.move.src is None else expected.move.src) == src
        assert expected.move.dst is None or expected.move.dst == dst
        checked += 1
    assert checked >= 8


def test_sudoku_hint_is_the_contracts_with_and_without_pencil_marks(tmp_path):
    rules = games.rules("sudoku")
    scene = opened(tmp_path, "sudoku")
    table = scene.table
    for step in range(6):
        blank = [i for i in range(81) if not table.grid[i]]
        table.place(blank[step], (scene.round.solution[blank[step]] % 9) + 1, pencil=True)   # a mark, right or not
        expected = rules.hint(table.state)
        feed(scene, [key(pygame.K_h)])
        shown = table.shown_hint
        assert shown == expected, step
        if expected is not None and expected.move.kind == "D":
            assert table.explanation is not None and table.explanation.placements[0] == (expected.move.cell,
                                                                                          expected.move.digit)
            assert table.selected == expected.move.cell
            feed(scene, [key(pygame.K_h)] * (len(table.explanation.steps) + 1))   # walk it, then it is played
            assert table.state.entries[expected.move.cell] == expected.move.digit
        else:
            table.clear(blank[step])
    assert table.session.hints >= 6


def test_stones_hint_is_the_contracts(tmp_path):
    rules = games.rules("stones")
    scene = opened(tmp_path, "stones", 4)
    duel = scene.duel
    for _ in range(3):
        expected = rules.hint(duel.state)
        feed(scene, [key(pygame.K_h)])
        assert expected is not None and duel.shown_hint == expected
        scene.table.take(expected.move)
        for _ in range(200):
            if duel.human_to_move or duel.finished:
                break
            feed(scene, dt=0.1)
        if duel.finished:
            break


def test_twentyfour_hint_is_the_contracts(tmp_path):
    rules = games.rules("twentyfour")
    scene = opened(tmp_path, "twentyfour")
    hand = scene.hand
    while not hand.finished:
        expected = rules.hint(hand.state)
        feed(scene, [key(pygame.K_h)])
        assert expected is not None and hand.shown_hint == expected and hand.hint_move == expected.move
        move = expected.move
        hand.merge(move.i, move.op, move.j)
    assert hand.outcome is not None and hand.outcome.helped


def test_shapes_hint_is_the_contracts(tmp_path):
    rules = games.rules("shapes")
    checked = 0
    for index in range(0, 64, 7):
        scene = opened(tmp_path / str(index), "shapes", index)
        table = scene.table
        for _ in range(2):   # from the start, then from the position the hint's move leads to
            expected = rules.hint(table.state)
            feed(scene, [key(pygame.K_h)])
            thought(scene)
            if expected is None:
                assert table.shown_hint is None and table.hint_locs() == []
                break
            assert table.shown_hint == expected
            source, target = table.hint_locs()
            assert expected.move.source in (None, source) and expected.move.target in (None, target)
            checked += 1
            table.play(expected.move)
            if table.finished:
                break
    assert checked >= 12
