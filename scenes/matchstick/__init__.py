"""Matchsticks. `open_scene(ctx)` is what the menu pushes:
lobby (mode choice, campaign, endless), play (the table: input), view (its drawing), model (setup, match ids,
verdict, animation records), custom (your own equation), rules (the rules card)."""
from scenes.matchstick.lobby import open_scene

__all__ = ["open_scene"]
