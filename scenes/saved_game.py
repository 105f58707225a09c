"""Resuming a saved game from a lobby, the same way in every game, as one guarded step: read the game's save slot
(the store passes it through its schema, game/records.py), rebuild the game's screen from it and draw that screen
once off-screen. Anything that goes wrong on the way makes it a damaged save: it is deleted, the player gets one
short notice, and the lobby plays on (a save the store itself refused comes with the store's notice)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from game.i18n import Msg, Text
from game.logic.words import ENGLISH, Translator, reason
from game.store import damaged_save_notice
from scenes.base import Context, Scene

S = TypeVar("S", bound=Scene)


@dataclass(frozen=True)
class Resumed(Generic[S]):
    game: S | None       # the saved game's screen, drawn once; None when there is none (or it was deleted)
    notice: Text | None  # what the player is told about a save that was deleted (a sentence), or None


def resume_saved(ctx: Context, game: str, rebuild: Callable[[dict[str, Any]], S | None]) -> Resumed[S]:
    """The screen of the game saved under `game`, built by `rebuild` (which may return None for a save it does not
    take, e.g. another level's) and drawn once off-screen. Any exception from either deletes the save, with a
    notice giving, for a ValueError (a save the game refused), its reason."""
    told = len(ctx.store.notices)
    data = ctx.store.load_game(game)
    dropped = str(ctx.store.notices[-1]) if len(ctx.store.notices) > told else None  # the store's own notice
    if data is None:
        return Resumed(None, dropped)
    try:
        scene = rebuild(data)
        if scene is not None:
            first_frame(ctx, scene)
        return Resumed(scene, None)
    except Exception as err:  # noqa: BLE001 - any failure of a saved game is the save's damage, not a crash
        ctx.store.clear_game(game)
        why = reason(err) if isinstance(err, ValueError) else Msg("its screen could not be built from it")
        return Resumed(None, DamagedSave(game, why))


class DamagedSave(Msg):
    """The notice for a save deleted as damaged, said again in the language of each moment it is shown (the
    store's sentence quotes its reason as text, so it is rebuilt rather than kept)."""

    def __init__(self, game: str, why: Text) -> None:
        super().__init__("{notice}")
        self.game, self.why = game, why

    def render(self, with_: Translator) -> str:
        why = self.why.render(with_) if isinstance(self.why, Msg) else self.why
        return damaged_save_notice(self.game, why).render(with_)

    def english(self) -> str:
        return self.render(ENGLISH)


def first_frame(ctx: Context, scene: Scene) -> None:
    """Draw `scene` once, as the app would, on a surface of the window's logical size that is never shown."""
    surface = pygame.Surface((ctx.config.window.width, ctx.config.window.height))
    scene.draw(surface)
    scene.draw_over(surface)
