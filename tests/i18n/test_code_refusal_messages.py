"""A code that passes its check character but names no puzzle (a description mistyped into another valid-looking
one) is refused in a sentence the player reads in Chinese down to its last clause: the shapes, sudoku, variant
sudoku, equation, stone-duel and 24 descriptions each say why in a catalog sentence, never in English."""
from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.logic.codes import CodeError, decode, make_code
from game.logic.packing import ALPHABET, to_base32
from game.logic.shapes.code import encode as encode_shape
from game.logic.shapes.lattice import Kind
from game.logic.shapes.levels import LevelSpec as ShapeLevel
from game.logic.shapes.picture import parse_picture
from game.logic.shapes.puzzle import Action, Puzzle
from game.logic.sudoku.variant_code import CLASSIC_LIMIT
from game.logic.words import Msg
from tests.i18n.english_left import english_left, has_chinese

TRIES = 40


def descriptions(kind: str, rng: random.Random) -> list[tuple[str, str]]:
    """(game, description) pairs: random base-32 text, or for "variant" a number past the classic sudokus'."""
    if kind == "variant":
        return [("sudoku", to_base32(CLASSIC_LIMIT + rng.randrange(1 << rng.randint(10, 400)))) for _ in range(TRIES)]
    return [(kind, "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 40)))) for _ in range(TRIES)]


def innermost(said: Msg) -> Msg:
    """The last clause of a refusal: "the code names no ... puzzle: {problem}" holds the description's own."""
    inner = said.args.get("problem")
    return innermost(inner) if isinstance(inner, Msg) else said


def refusals(kind: str) -> list[Msg]:
    found = []
    for game, description in descriptions(kind, random.Random(kind)):
        try:
            decode(make_code(game, description))   # a valid check character: only the description is wrong
        except CodeError as err:
            assert isinstance(err.reason, Msg)
            found.append(err.reason)
    return found


# for each description kind, sentences the random codes reach (so the test is seen to read those modules' words)
REACHED = {
    "shapes": "the picture is larger than a picture may be",
    "sudoku": "no digit is left for {cell}: this is not a sudoku",
    "variant": "{count} regions: a jigsaw has 9 regions of 9 cells",
    "matchstick": "{text}: unknown character {char} at position {pos}",
    "stones": "the description is longer than its puzzle",
    "twentyfour": "{what} {token} is not a whole number, a fraction like 8/3, or a card A J Q K",
}


@pytest.mark.parametrize("kind", sorted(REACHED))
def test_every_refusal_reads_as_chinese_to_its_last_clause(kind: str) -> None:
    reasons = refusals(kind)
    assert REACHED[kind] in {innermost(r).template for r in reasons}
    i18n.set_language("zh_CN")
    for reason in reasons:
        shown = str(reason)
        quoted = re.sub(r"'[^']*'", "", shown)   # what the code itself holds, quoted ('XIV', 'q')
        assert has_chinese(str(innermost(reason))) and english_left(quoted) == [], (reason.english(), shown)


def test_a_shape_task_the_picture_cannot_ask_is_said_in_chinese() -> None:
    lattice, start = parse_picture(".-.\n| |\n.-.", Kind.SQUARES)
    level = ShapeLevel(Puzzle(lattice, start, Action.REMOVE, 5, 0, False))   # 5 of its 4 matches taken away
    with pytest.raises(CodeError) as caught:
        decode(make_code("shapes", encode_shape(level)))
    reason = caught.value.reason
    assert isinstance(reason, Msg)
    assert reason.english() == ("the code names no matchstick shape puzzle: the picture has 4 matches: 5 cannot be "
                                "taken away")
    i18n.set_language("zh_CN")
    assert has_chinese(str(reason)) and english_left(str(reason)) == [], str(reason)
