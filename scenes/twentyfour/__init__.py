"""24. `open_scene(ctx)` is what the menu pushes: lobby (modes, high scores, famous hands), play (one session of
hands), model (the round and the session of hands a mode deals)."""
from scenes.twentyfour.lobby import open_scene

__all__ = ["open_scene"]
