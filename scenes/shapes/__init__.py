"""Matchstick shapes, the matchsticks' second chapter. `open_scene(ctx)` opens the level list (or the level
`--level` names); play (the scene, owning its table, view and input), lobby (the level list and resume),
editor (your own shape puzzle), model (setup and the records the table animates)."""
from scenes.shapes.lobby import open_code, open_scene

__all__ = ["open_code", "open_scene"]
