"""Stone duel. `open_scene(ctx)` is what the menu pushes: lobby (campaign, custom game, continue), play (the scene
that wires the parts), model (the duel: seats, the AI's delay, its session and picture), table (the duel plus what
the player points at), input (events to table calls and moves), view (draws the table)."""
from scenes.stones.code import open_code
from scenes.stones.lobby import open_scene

__all__ = ["open_code", "open_scene"]
