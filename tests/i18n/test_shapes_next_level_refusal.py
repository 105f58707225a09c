"""When the next shapes puzzle cannot be set up, the screen keeps the refusal's sentence, not its text of the moment:
it reads in Chinese with no English left, and again in English after a live switch, as it said before."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.logic.common import PuzzleError
from game.logic.shapes import RULES
from game.logic.words import Msg
from scenes.shapes.model import Setup
from scenes.shapes.play import ShapesScene
from tests.helpers import make_context
from tests.i18n.english_left import english_left, has_chinese

BAD_CODE = "!"   # a shapes code with a character no code holds


def test_the_next_puzzle_refused_is_told_in_the_language_of_the_moment(tmp_path: Path) -> None:
    ctx = make_context(tmp_path)
    level = ctx.levels.levels("shapes")[0]
    setup = Setup(level.spec, "a puzzle from a code", next_setup=lambda: Setup(RULES.decode_level(BAD_CODE), "next"))
    scene = ShapesScene(ctx, setup)
    with pytest.raises(PuzzleError) as caught:   # what the refusal says in English, read apart from the screen
        RULES.decode_level(BAD_CODE)
    english = str(caught.value)
    i18n.set_language("zh_CN")
    assert scene.go_next() is None   # the player stays on this puzzle
    told = scene.table.message
    assert isinstance(told, Msg)
    assert has_chinese(str(told)) and english_left(str(told), BAD_CODE) == [], str(told)
    i18n.set_language("en")
    assert str(told) == english and "not a code character" in english
    ctx.store.close()
