"""The matchstick logic's sentences are said in the player's language on screen and in English on the command line:
a verdict, a hint, why a match stays put, a refused move and a typed equation's error each come as a `Msg` whose
English is what the command line prints, and which the Chinese catalog words in Chinese."""
from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from collections.abc import Iterator

import pytest

from game import i18n
from game.logic import matchstick as ms
from game.logic.common import MoveError, PuzzleError
from game.logic.matchstick.contract import RULES
from game.logic.matchstick.rules import summary
from game.logic.words import Msg, reason
from tests.datasets import ROOT

CLASSIC = ms.PRESETS["classic"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def chinese(text: str) -> bool:
    return any(unicodedata.east_asian_width(c) == "W" for c in text)


def said_both_ways(msg: Msg) -> tuple[str, str]:
    i18n.set_language("en")
    english = str(msg)
    i18n.set_language("zh_CN")
    return english, str(msg)


def solved_state(text: str, moves: int = 1) -> ms.State:
    task = ms.Task(ms.parse_puzzle(text, CLASSIC), moves, "move")
    state = ms.new_state(task)
    for move in ms.solve(task.puzzle, moves, "move").solutions[0].moves:
        state = ms.apply(state, move)
    return state


def test_a_verdict_is_english_for_the_command_line_and_chinese_on_screen():
    state = solved_state("6+4=4")
    verdict = ms.judge(state)
    assert verdict is not None and verdict.solved
    others = len(ms.solve(state.task.puzzle, 1, "move").solutions) - 1
    english, zh = said_both_ways(verdict.message)
    assert english == verdict.message.english() and english.startswith(f"{verdict.reads} is true!")
    assert (f"{others} other answer" in english) if others else "only answer" in english
    assert chinese(zh) and verdict.reads in zh and str(others) in zh and not any(c.isascii() and c.isalpha()
                                                                                 for c in zh)


def test_a_hint_names_its_cells_in_both_languages():
    task = ms.Task(ms.parse_puzzle("6+4=4", CLASSIC), 1, "move")
    hint = RULES.hint(ms.new_state(task))
    assert hint is not None and isinstance(hint.text, Msg)
    english, zh = said_both_ways(hint.text)
    src, dst = hint.move.src, hint.move.dst
    assert src is not None and dst is not None
    assert english.startswith(f"Move the match in cell {src[0]} slot {src[1]} to cell {dst[0]} slot {dst[1]}")
    assert chinese(zh) and f"{src[0]}" in zh and f"{dst[0]}" in zh


def test_a_refused_move_and_a_bad_equation_say_why_in_chinese():
    state = solved_state("6+4=4")
    with pytest.raises(MoveError) as refused:
        ms.apply(state, ms.legal_moves(ms.new_state(state.task))[0])
    assert isinstance(refused.value.reason, Msg)
    english, zh = said_both_ways(refused.value.reason)
    assert english == "the 1 move is used" and chinese(zh)
    with pytest.raises(PuzzleError) as bad:
        ms.parse_puzzle("6+4=4+", CLASSIC)
    english, zh = said_both_ways(reason(bad.value))
    assert english == "'6+4=4+': an operator needs a number on each side ('+' at the end)"
    assert chinese(zh) and "'6+4=4+'" in zh and "'+'" in zh


def test_why_a_match_stays_and_the_rules_summary_follow_the_language():
    state = solved_state("6+4=4")
    why = ms.why_unmovable(state, next(iter(ms.first_places(state.task).ids())))
    assert why is not None
    assert said_both_ways(why)[0] == "The equation is solved." and chinese(str(why))
    rules = ms.rules_from("classic", allow=["unary-minus"], operators="+-=")
    said = summary(rules)
    english, zh = said_both_ways(said)
    assert english == "Classic rules  ·  a side may start with a minus  ·  signs + - ="
    assert zh.count("  ·  ") == 2 and chinese(zh) and "+ - =" in zh


def test_the_command_line_prints_a_bad_equation_in_english_under_a_chinese_locale():
    env = {**os.environ, "LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN", "LC_ALL": "zh_CN.UTF-8",
           "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", "matchstick", "6+4=4+"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "an operator needs a number on each side" in done.stderr and not chinese(done.stdout + done.stderr)
