"""One spacing convention in the Chinese catalog, judged on the text the player sees: one space between a Chinese
character and an adjacent ASCII letter or digit ("拿走 1 根火柴", "按 H 看提示", "第 3 行"), none otherwise (no space
between Chinese and Chinese, nor beside Chinese punctuation).

A placeholder's side needs a space when the value it is filled with starts (left side) or ends (right side) with an
ASCII letter or digit, so the check renders each message as the game fills it and looks at the characters on
either side of each placeholder. A player's name may be typed in any script: beside Chinese it always takes a
space (a name in Latin letters is the common case)."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.logic import words
from game.logic.words import Clauses, Joined, Listed, Msg, Translator
from sprites import theme
from tests.helpers import render as draw
from tests.shell.screens import every_screen

CATALOG = Path(i18n.catalog_path("zh_CN"))
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
TOUCHING = re.compile(f"[{HAN}][A-Za-z0-9]|[A-Za-z0-9][{HAN}]")
# a value that may be a name the player typed: beside Chinese it takes a space whatever its script
NAME_FIELDS = {("{first} vs {second}", "first"), ("{first} vs {second}", "second")}


def is_han(char: str) -> bool:
    return bool(re.fullmatch(f"[{HAN}]", char))


def is_ascii_word(char: str) -> bool:
    return char.isascii() and char.isalnum()


def is_chinese_mark(char: str) -> bool:
    """Chinese punctuation (full-width forms, 、。「」 and the like): a wide character that is not an ideograph."""
    return theme.is_wide(char) and not is_han(char)


def gap_problem(mine: str, gap: str, theirs: str, name_field: bool) -> str | None:
    """What is wrong with `gap` between the template's character `mine` and the value's character `theirs`."""
    if len(gap) > 1:   # a wider gap lays out columns ("挑战赛   种子"), not words
        return None
    if is_chinese_mark(mine) and gap and theme.is_wide(theirs):
        return "a space beside Chinese punctuation"
    if not is_han(mine):
        return None
    if is_ascii_word(theirs) or name_field:
        return None if gap else "no space between Chinese and a letter or digit"
    if theme.is_wide(theirs) and gap:
        return "a space between Chinese and Chinese"
    return None


def template_of(msg: Msg, with_: Translator) -> str:
    """The message's text in `with_`'s language before it is filled (as `Msg.render` picks it)."""
    if msg.context is not None:
        key = f"{msg.context}\x04{msg.template}"
        found = with_.gettext(key)
        return msg.template if found == key else found
    if msg.plural is None:
        return with_.gettext(msg.template)
    return with_.ngettext(msg.template, msg.plural, msg.number)


def spacing_problems(msg: Msg, with_: Translator) -> list[str]:
    """Every placeholder side of `msg` (and of the messages inside it) whose gap breaks the convention once filled."""
    if isinstance(msg, (Clauses, Joined, Listed)):
        return [p for part in msg.parts if isinstance(part, Msg) for p in spacing_problems(part, with_)]
    found: list[str] = [p for value in msg.args.values() if isinstance(value, Msg)
                        for p in spacing_problems(value, with_)]
    template = template_of(msg, with_)
    if not msg.args:
        return found
    values = {k: v.render(with_) if isinstance(v, Msg) else v for k, v in msg.args.items()}
    pieces = list(string.Formatter().parse(template))
    for i, (before, field, spec, _conversion) in enumerate(pieces):
        if field is None:
            continue
        shown = format(values[field], spec or "")
        after = pieces[i + 1][0] if i + 1 < len(pieces) else ""
        if not shown:
            continue
        is_name = (msg.template, field) in NAME_FIELDS
        sides = []
        if before:
            mine = before.rstrip(" ")
            if mine:
                sides.append((mine[-1], before[len(mine):], shown[0]))
        if after:
            mine = after.lstrip(" ")
            if mine:
                sides.append((mine[0], after[:len(after) - len(mine)], shown[-1]))
        for mine, gap, theirs in sides:
            problem = gap_problem(mine, gap, theirs, is_name)
            if problem:
                found.append(f"{problem}: {{{field}}} = {shown!r} in {template!r} ({msg.template!r})")
    return found


def literal_problems(text: str) -> list[str]:
    """The convention broken by the catalog's own words, outside any placeholder."""
    found = [f"{m.group()!r} touch" for m in TOUCHING.finditer(text)]
    for m in re.finditer(r"(?<! )(.) (.)(?! )", text):
        a, b = m.groups()
        if (is_han(a) and theme.is_wide(b)) or (theme.is_wide(a) and is_han(b)):
            found.append(f"{m.group()!r}: a space between Chinese and Chinese")
    return found


def catalog_strings() -> list[tuple[str, str]]:
    with CATALOG.open("rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        forms = message.string if isinstance(message.string, (tuple, list)) else [message.string]
        out += [(msgid, form) for form in forms]
    return out


class Chinese:
    """A two-entry catalog: enough to show the check sees what a catalog translates."""

    def __init__(self, entries: dict[str, str]) -> None:
        self.entries = entries

    def gettext(self, message: str) -> str:
        return self.entries.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.entries.get(singular, singular)


def test_the_check_sees_a_placeholder_filled_with_a_number_beside_chinese():
    headline, count = "Remove {matches} to make exactly {shapes}.", "{n} match"
    matches = Msg.counted(count, "{n} matches", 1)
    tight = Chinese({headline: "拿走{matches}，剩下{shapes}。", count: "{n} 根火柴", "{n} square": "{n}个正方形"})
    shapes = Msg.counted("{n} square", "{n} squares", 3)
    said = spacing_problems(Msg(headline, matches=matches, shapes=shapes), tight)
    # both sides of the sentence, and the count inside "3个正方形" (a message filled inside the message)
    assert len(said) == 3 and [p.split(" in ")[0].split(": ")[1] for p in said] == [
        "{n} = '3'", "{matches} = '1 根火柴'", "{shapes} = '3个正方形'"]
    spaced = Chinese({headline: "拿走 {matches}，剩下 {shapes}。", count: "{n} 根火柴", "{n} square": "{n} 个正方形"})
    assert spacing_problems(Msg(headline, matches=matches, shapes=shapes), spaced) == []
    # a Chinese value beside Chinese takes no space; a typed name always does
    unit = Chinese({"in {unit}": "在 {unit} 中", "row {n}": "第 {n} 行"})
    assert spacing_problems(Msg("in {unit}", unit=Msg("row {n}", n=3)), unit) == [
        "a space between Chinese and Chinese: {unit} = '第 3 行' in '在 {unit} 中' ('in {unit}')"] * 2


def test_no_letter_or_digit_of_a_translation_touches_a_chinese_character():
    problems = [f"{msgid!r}: {p}" for msgid, text in catalog_strings()
                for p in literal_problems(re.sub(r"\{[^{}]*\}", "\x00", text))]
    assert len(catalog_strings()) > 1000
    assert not problems, "\n".join(problems)


def test_literal_check_catches_both_faults():
    assert literal_problems("四张牌算出24") == ["'出2' touch"]
    assert literal_problems("你 赢了") == ["'你 赢': a space between Chinese and Chinese"]
    assert literal_problems("方向键或 Tab 选择  ·  Enter 开始") == []


@pytest.mark.oracle
def test_every_screen_in_chinese_spaces_numbers_and_latin_as_the_convention_says(tmp_path, monkeypatch):
    drawn: list[words.Text] = []   # every text drawn (a line) or wrapped into lines, as the screen handed it over
    text, wrap = theme.text, theme.wrap

    def drawing(message: words.Text, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(message)
        return text(message, *args, **kwargs)

    def wrapping(message: words.Text, *args: object, **kwargs: object) -> list[str]:
        drawn.append(message)
        return wrap(message, *args, **kwargs)

    monkeypatch.setattr(theme, "text", drawing)
    monkeypatch.setattr(theme, "wrap", wrapping)
    i18n.set_language("zh_CN")
    seen = []
    for name, scene in every_screen(tmp_path):
        draw(scene)
        seen.append(name)
    chinese = words.translator()
    i18n.set_language("en")
    problems, checked, texts = set(), 0, set()
    for message in drawn:
        shown = message.render(chinese) if isinstance(message, Msg) else message
        texts.add(shown)
        problems.update(f"{m.group()!r} touch in {shown!r}" for m in TOUCHING.finditer(shown))
        if isinstance(message, Msg):
            checked += 1
            problems.update(spacing_problems(message, chinese))
    assert len(seen) > 30 and checked > 300
    assert not problems, "\n".join(sorted(problems))
    # the shapes headline that read "拿走1 根火柴，使图中恰好剩下3个正方形"
    assert any(re.search(r"拿走 \d 根火柴，使图中恰好剩下 \d 个正方形", t) for t in texts), sorted(texts)


def chinese_problems(messages: list[words.Text]) -> set[str]:
    """The convention checked on messages the game made, each rendered in Chinese."""
    i18n.set_language("zh_CN")
    chinese = words.translator()
    found = {f"{m.group()!r} touch in {str(message)!r}" for message in messages
             for m in TOUCHING.finditer(words.render(message))}
    return found | {p for message in messages if isinstance(message, Msg) for p in spacing_problems(message, chinese)}


def test_sudoku_hints_of_every_technique_in_chinese():
    from game.logic.sudoku import HintKind, Move, State, apply, geo_hints, next_deduction, solve, variants
    from tests.datasets import public_sudoku, variant_rows

    hints: list[words.Text] = []
    techniques = set()
    for text in public_sudoku()[238:260]:   # the rated set's harder rows: fish, wings, colouring, triples
        state = State.new(text)
        solution = solve(state.givens)
        for _ in range(81):
            hint = next_deduction(state, solution)
            if hint.kind is not HintKind.DEDUCTION:
                break
            hints.append(hint.text)
            techniques |= {step.technique.name for step in hint.steps}
            state = apply(state, Move("D", hint.placements[0][0], hint.digit))
    for variant, rows in (("x", 4), ("jigsaw", 4), ("6x6", 4), ("killer", 8)):
        for line, answer in variant_rows(variant)[:rows]:
            puzzle = variants.parse_puzzle(variant, line)
            entries = [0] * puzzle.geo.cells
            for _ in range(puzzle.geo.cells):
                found = geo_hints.next_hint(puzzle.geo, puzzle.givens, tuple(entries),
                                            tuple(int(ch) for ch in answer))
                if found is None or found.placement is None:
                    break
                hints.append(found.text)
                techniques.add(f"{variant} {found.technique.name}")
                cell, digit = found.placement
                entries[cell] = digit
    assert {"X_WING", "SWORDFISH", "XY_WING", "SIMPLE_COLOURING", "NAKED_TRIPLE", "HIDDEN_TRIPLE",
            "killer CAGE_COMBINATIONS", "killer CAGE_LAST", "x FULL_HOUSE"} <= techniques, sorted(techniques)
    problems = chinese_problems(hints)
    assert not problems, "\n".join(sorted(problems))


def test_refusals_and_verdicts_of_pasted_puzzles_and_answers_in_chinese():
    from game.logic.pasted import PasteError, read_puzzle
    from game.logic.twentyfour.answer import check_answer
    from tests.datasets import public_sudoku, variant_rows

    grid = public_sudoku()[0]
    pastes = ["Q1ABCD", "S9ABCD", "S1ABCDE", "S1" + "Z" * 50, grid, grid[:80], grid[:40] + "x" + grid[41:],
              "1" * 81, "." * 81, "6+4=4", "6+4=4x", "6++4=4", "IV+Z=V", "6+4=4 move 9", "12345678+1=2",
              "-3+4=1", "heaps 3 4 5", "heaps 3 x", "heaps " + " ".join(["3"] * 20), "heaps 99",
              "cards 3 3 8 8", "cards 1 1 7 7", "cards 3 3 8 8 1 2 3", "3 4 5", "hello", "x" * 2100]
    for variant in ("x", "jigsaw", "killer", "6x6"):
        line, _ = variant_rows(variant)[0]
        pastes += [f"{variant} {line}", f"{variant} {line[:-3]}"]
    said: list[words.Text] = []
    for text in pastes:
        try:
            said.append(read_puzzle(text).verdict)
        except PasteError as err:
            said.append(err.reason)
    for answer in ("(1+2", "1.5", "3*8=24", "x", "8/(3-3)", "3*8", "8*3*3", ")", "8-", "3 8 3 8", "8+8+3+3",
                   "8/(3-8/3)+1"):
        said += check_answer(answer, [3, 3, 8, 8]).problems
    assert sum(isinstance(s, Msg) for s in said) >= 45
    problems = chinese_problems(said)
    assert not problems, "\n".join(sorted(problems))
