"""An answer text of any size is read or refused with a reason, never by exhausting the stack: brackets nested
hundreds deep and chains of a thousand terms are refused (a ValueError naming the bound), answers up to the bound
still read, and a saved game holding such an answer opens the 24 lobby."""
from __future__ import annotations

import json

import pytest

from game.logic import twentyfour as tf
from game.logic.twentyfour.answer import AnswerError
from game.logic.twentyfour.contract import RULES
from game.logic.twentyfour.expr import MAX_ANSWER_DEPTH, MAX_ANSWER_TERMS, evaluate, leaves
from scenes.twentyfour.lobby import TwentyFourLobby
from tests.helpers import render
from tests.twentyfour.play_helpers import start, typed
from tests.helpers import feed

DEEP = "(" * 330 + "24" + ")" * 330
LONG = "+".join(["1"] * 1000)


@pytest.mark.parametrize("text", [DEEP, LONG, "(" * 5000 + "1", "1" + "*1" * 5000],
                         ids=["330 deep", "1000 terms", "5000 open", "5001 factors"])
def test_an_oversized_answer_is_refused_with_a_value_error(text):
    with pytest.raises(AnswerError) as caught:
        tf.parse_answer(text)
    assert isinstance(caught.value, ValueError) and "at most" in str(caught.value)
    with pytest.raises(ValueError):   # the same through the move a player's typed answer is
        RULES.parse_move("A " + text)


def test_answers_up_to_the_bounds_still_read():
    deep = "(" * MAX_ANSWER_DEPTH + "24" + ")" * MAX_ANSWER_DEPTH
    assert evaluate(tf.parse_answer(deep)) == 24
    terms = tf.parse_answer("+".join(["1"] * MAX_ANSWER_TERMS))
    assert evaluate(terms) == MAX_ANSWER_TERMS and len(leaves(terms)) == MAX_ANSWER_TERMS
    with pytest.raises(AnswerError):
        tf.parse_answer("(" * (MAX_ANSWER_DEPTH + 1) + "24" + ")" * (MAX_ANSWER_DEPTH + 1))
    with pytest.raises(AnswerError):
        tf.parse_answer("+".join(["1"] * (MAX_ANSWER_TERMS + 1)))


@pytest.mark.parametrize("answer", [DEEP, LONG], ids=["330 deep", "1000 terms"])
def test_a_save_holding_an_oversized_answer_opens_the_lobby_every_time(ctx, answer):
    scene = start(ctx, "sprint")
    feed(scene, typed("a+b"))
    record = ctx.store.load_game("twentyfour")
    assert record is not None
    record["history"] = {"moves": ["A " + answer], "position": 1}
    ctx.store._use(lambda db: db.execute("UPDATE saves SET data = ? WHERE game = 'twentyfour'",
                                         (json.dumps(record),)))
    for _ in range(2):    # the first opening deletes it; the second finds nothing to trip on
        lobby = TwentyFourLobby(ctx)
        render(lobby)
        assert not lobby.widgets.get("resume").visible
    assert ctx.store.load_game("twentyfour") is None
