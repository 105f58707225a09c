"""Real saves of every game, made by playing a few moves on the game's screen as a player does (drag a match,
click stones, type digits, type a merge), and the way a player gets one back: the game's lobby opened, "Resume"
pressed, the resumed screen drawn and run for a frame."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.logic import matchstick as ms
from scenes.base import Context, Push, Scene
from tests.helpers import drag, feed, render

GAMES = ("matchstick", "stones", "sudoku", "twentyfour")


def play_matchstick(ctx: Context) -> None:
    from tests.matchstick.table_helpers import play_level, spot
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))   # two moves: one leaves it in progress
    move = ms.legal_moves(scene.table.state)[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)), dt=1.5)
    scene.save()


def play_stones(ctx: Context) -> None:
    from tests.stones.driving import click_take, let_the_ai_move, level_scene
    scene = level_scene(ctx, ctx.levels.levels("stones")[2].id)
    hint = scene.duel.session.rules.hint(scene.duel.state)
    assert hint is not None
    click_take(scene, hint.move)
    if not scene.duel.session.finished:
        let_the_ai_move(scene)
    scene.save()


def play_sudoku(ctx: Context) -> None:
    from tests.sudoku.play_helpers import arrows_to, digit_key, empty_cells, open_level
    scene = open_level(ctx)
    for cell in empty_cells(scene)[:3]:
        feed(scene, arrows_to(scene, cell) + [digit_key(scene.round.solution[cell])], dt=0.5)
    ctx.level_id = None
    scene.save()


def play_twentyfour(ctx: Context, mode: str = "beat_the_clock") -> None:
    from tests.twentyfour.play_helpers import start, typed
    scene = start(ctx, mode)
    feed(scene, typed("a+b"), dt=0.75)
    scene.save()


PLAY: dict[str, Callable[[Context], None]] = {
    "matchstick": play_matchstick, "stones": play_stones, "sudoku": play_sudoku, "twentyfour": play_twentyfour}


def played_save(ctx: Context, game: str, play: Callable[[Context], None] | None = None) -> dict[str, Any]:
    """The save `game` leaves after a few moves (made by `play`, or the game's own way above), as the file holds
    it (not through the store's schema)."""
    (play or PLAY[game])(ctx)
    row = ctx.store._use(lambda db: db.execute("SELECT data FROM saves WHERE game = ?", (game,)).fetchone())
    assert row is not None, f"playing {game} left no save"
    record: dict[str, Any] = json.loads(row[0])
    return record


def write_save(ctx: Context, game: str, text: str) -> None:
    """Put `text` in the game's save slot as a damaged or hand-edited file would hold it."""
    ctx.store._use(lambda db: db.execute(
        "INSERT INTO saves (game, copy, data, updated_at) VALUES (?, ?, ?, 0) ON CONFLICT(game, copy) DO UPDATE "
        "SET data = excluded.data", (game, ctx.store._copy.index, text)))


def _lobby(ctx: Context, game: str) -> Scene:
    if game == "matchstick":
        from scenes.matchstick.lobby import play_level
        return play_level(ctx, ctx.levels.level("matchstick", "ms-034"))  # the level opens its own save
    if game == "stones":
        from scenes.stones.lobby import StonesLobby
        return StonesLobby(ctx)
    if game == "sudoku":
        from scenes.sudoku.lobby import SudokuStartScene
        return SudokuStartScene(ctx)
    from scenes.twentyfour.lobby import TwentyFourLobby
    return TwentyFourLobby(ctx)


RESUME = {"stones": "continue", "sudoku": "resume", "twentyfour": "resume"}


def resume_and_draw(ctx: Context, game: str) -> tuple[Scene, Scene | None]:
    """Open the game's lobby as a player does, press its resume button when it shows, draw and run a frame of
    what opens; the lobby (for matchsticks, the level's screen) and the resumed game's screen, or None when
    nothing was resumed."""
    lobby = _lobby(ctx, game)
    render(lobby)
    if game == "matchstick":   # opening the level is the resume
        session = getattr(lobby, "session")
        # the save played has a move and time on its clock: a field changed still leaves one of them
        resumed = lobby if session.move_texts or session.elapsed or session.helped else None
        feed(lobby)
        render(lobby)
        return lobby, resumed
    button = lobby.widgets.get(RESUME[game])
    if not button.visible:
        return lobby, None
    opened = lobby.widgets.press(RESUME[game])
    render(lobby)
    if not isinstance(opened, Push):
        return lobby, None
    feed(opened.scene)
    render(opened.scene)
    return lobby, opened.scene


def shown_notices(ctx: Context, lobby: Scene) -> set[str]:
    """Every notice the player can see after `resume_and_draw`: the store's and the context's, and the lobby's own
    line (a stone duel lobby calls it its message)."""
    own = {str(getattr(lobby, name, "") or "") for name in ("notice", "message")}
    return (set(ctx.store.notices) | set(ctx.notices) | own) - {""}
