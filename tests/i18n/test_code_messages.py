"""Play a code speaks the player's language: a code's refusals and a puzzle's verdicts are catalog sentences with
their fields filled in, shown in Chinese on the screen (and again in English after a switch), while the command
line says the same refusal in English."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.logic.codes import CodeError, code_of, read_code
from game.logic.pasted import PasteError, read_puzzle
from game.logic.words import Msg
from scenes.play_code import PlayCodeScene
from tests.helpers import feed, key, make_context, text
from tests.i18n.test_catalog_complete import chinese
from tests.shell.clirun import run_cli

CHECK = "the check character does not match: a character is mistyped"


def has_chinese(shown: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in shown)


def refusal(text_typed: str, game: str | None = None) -> Msg:
    with pytest.raises(PasteError) as caught:
        read_puzzle(text_typed, game)
    reason = caught.value.reason
    assert isinstance(reason, Msg)
    return reason


def a_mistyped_code() -> str:
    code = code_of("stones", read_puzzle("heaps 3 4 5").level)
    wrong = code[:-1] + ("0" if code[-1] != "0" else "1")   # only the check character changed
    with pytest.raises(CodeError):
        read_code(wrong)
    return wrong


def test_a_mistyped_codes_refusal_is_the_catalogs_sentence_in_chinese() -> None:
    reason = refusal(a_mistyped_code())
    assert reason.english() == CHECK
    i18n.set_language("zh_CN")
    assert str(reason) == chinese()[CHECK].string


# texts that fail in each of the ways Play a code names, as the player might type them
REFUSED = ["", "x" * 3000, "S2ABCD", "Q1ABCD", "S1AB", "heaps 3 4 x", "heaps 0 0", "heaps " + "3 " * 20,
           "heaps 400", "cards 1 2 3 4 5 6 7 8 9", "cards 1/0 2 3 4", "6+4=4 move 9", "1+1=2", "5 6 7",
           "hello there", "9" * 81]


@pytest.mark.parametrize("typed", REFUSED)
def test_every_refusal_reads_as_chinese_with_its_fields_filled(typed: str) -> None:
    reason = refusal(typed)
    english = reason.english()
    i18n.set_language("zh_CN")
    shown = str(reason)
    assert shown != english and has_chinese(shown), (english, shown)
    assert "{" not in shown and "{" not in english


VERDICTS = ["6+4=4", "heaps 3 4 5", "heaps 1 1", "cards 3 3 8 8", "cards 1 1 1 1",
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300"]


@pytest.mark.parametrize("typed", VERDICTS)
def test_every_verdict_reads_as_chinese(typed: str) -> None:
    verdict = read_puzzle(typed).verdict
    assert isinstance(verdict, Msg)
    english = verdict.english()
    i18n.set_language("zh_CN")
    shown = str(verdict)
    assert shown != english and has_chinese(shown) and "{" not in shown, (english, shown)


def test_the_game_letters_are_listed_the_chinese_way() -> None:
    with pytest.raises(CodeError) as caught:
        read_code("Q1ABCD")
    reason = caught.value.reason
    assert isinstance(reason, Msg) and "S for sudoku, " in reason.english()
    i18n.set_language("zh_CN")
    assert "S：数独、" in str(reason) and ", " not in str(reason)


def test_the_screen_shows_the_refusal_in_chinese_and_follows_a_switch(tmp_path: Path) -> None:
    ctx = make_context(tmp_path)
    scene = PlayCodeScene(ctx)
    i18n.set_language("zh_CN")
    scene.widgets.set_focus("code-text")
    feed(scene, [text(a_mistyped_code())])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.problem and str(scene.message) == chinese()[CHECK].string
    i18n.set_language("en")
    assert str(scene.message) == CHECK
    scene.on_leave()


def test_the_command_line_says_the_refusal_in_english() -> None:
    i18n.set_language("zh_CN")   # even with a translator installed in this process, the CLI never asks for it
    i18n.set_language("en")
    status, out, err = run_cli(["solve", "stones", a_mistyped_code()])
    assert status != 0 and "check character does not match" in out + err and not has_chinese(out + err)
