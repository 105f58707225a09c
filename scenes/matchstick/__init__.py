"""Matchsticks. `open_scene(ctx)` is what the menu pushes:
lobby (mode choice, campaign, endless), play (the scene, owning its three parts: table (the model: the session and
the player's hands), view (its drawing) and input (events into calls on the table)), model (setup, match ids,
animation records), custom (your own equation), rules_card (the rules card scene)."""
from scenes.matchstick.code import open_code
from scenes.matchstick.lobby import open_scene

__all__ = ["open_code", "open_scene"]
