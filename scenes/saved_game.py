"""Resuming a saved game from a lobby, the same way in every game: read the game's save slot, rebuild the game
from it, and set aside a save that cannot be rebuilt, with one notice for the player (a save the store itself
found damaged comes with the store's notice)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from scenes.base import Context

T = TypeVar("T")


@dataclass(frozen=True)
class Resumed(Generic[T]):
    game: T | None       # the rebuilt game; None when there is no save (or it belongs to something else)
    notice: str | None   # what the player is told about a save that was set aside, or None


def resume_saved(ctx: Context, game: str, what: str, rebuild: Callable[[dict[str, Any]], T | None]) -> Resumed[T]:
    """The game saved under `game`, rebuilt by `rebuild` (which may return None for a save it does not take, e.g.
    another level's); a ValueError from `rebuild` sets the save aside with a notice naming `what` was saved."""
    told = len(ctx.store.notices)
    data = ctx.store.load_game(game)
    dropped = ctx.store.notices[-1] if len(ctx.store.notices) > told else None  # the store's own notice
    if data is None:
        return Resumed(None, dropped)
    try:
        return Resumed(rebuild(data), None)
    except ValueError as err:
        ctx.store.clear_game(game)
        return Resumed(None, f"Your saved {what} could not be resumed ({err}); it was set aside.")
