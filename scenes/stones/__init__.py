"""Stone duel. `open_scene(ctx)` is what the menu pushes: lobby (campaign, custom game, continue), play (the
board), model (the duel: seats, AI delay, hints, save record)."""
from scenes.stones.lobby import open_scene

__all__ = ["open_scene"]
