"""The 24 lobby's layout: Back at the top left where every other screen has it, and with a saved game's Resume
shown nothing drawn overlaps a button but that button's own words."""
from __future__ import annotations

from scenes.stones.lobby import StonesLobby
from scenes.matchstick.lobby import MatchstickMenu
from scenes.twentyfour.lobby import TwentyFourLobby
from sprites.widgets import Button
from tests.helpers import drawn_texts
from tests.twentyfour.play_helpers import start, typed
from tests.helpers import feed


def test_back_sits_top_left_as_in_the_other_lobbies(ctx):
    back = TwentyFourLobby(ctx).widgets.get("back").rect
    assert back == StonesLobby(ctx).widgets.get("back").rect == MatchstickMenu(ctx).widgets.get("back").rect
    assert back.left < 100 and back.top < 100


def test_with_resume_shown_no_text_lies_on_a_button_it_does_not_belong_to(ctx, monkeypatch):
    scene = start(ctx, "sprint")
    feed(scene, typed("a+b"))                  # a change: the run is saved
    lobby = TwentyFourLobby(ctx)
    assert lobby.widgets.get("resume").visible
    shown = [w for w in lobby.widgets.widgets if w.visible]
    for i, a in enumerate(shown):              # no two widgets overlap
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.id, b.id)
    for message, rect in drawn_texts(lobby, monkeypatch):
        owners = [w.id for w in shown if isinstance(w, Button) and message in (w.label, w.detail)
                  and w.rect.contains(rect)]
        hit = [w.id for w in shown if w.rect.colliderect(rect) and w.id not in owners]
        assert not hit, (message, rect, hit)
    logo = next(rect for message, rect in drawn_texts(lobby, monkeypatch) if message == "24")
    assert logo.bottom < lobby.widgets.get("resume").rect.top
    assert logo.left > lobby.widgets.get("back").rect.right
