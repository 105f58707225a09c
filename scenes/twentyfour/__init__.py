"""24. `open_scene(ctx)` is what the menu pushes: the lobby (modes, high scores, famous hands, Resume), and the play
scene with its parts: the model (a hand's session, the series of hands a mode deals, the screen's model), the view
and the input; setup.py makes a series from the lobby's choice or from its save, dealer.py deals its hands."""
from scenes.twentyfour.code import open_code
from scenes.twentyfour.lobby import open_scene

__all__ = ["open_code", "open_scene"]
