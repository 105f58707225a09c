"""Typed answers: every listed solution is accepted, near misses are rejected naming the broken rule."""
from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from game.logic import twentyfour as tf

HANDS = list(combinations_with_replacement(range(1, 14), 4))
SOLVABLE = [h for h in HANDS if tf.solvable(h, 24)]


@pytest.mark.oracle
def test_every_listed_solution_of_every_hand_is_accepted_in_any_spelling():
    for hand in SOLVABLE:
        for s in tf.solutions(hand, 24):
            verdict = tf.check_answer(s.text, hand, 24)
            assert verdict.ok, (hand, s.text, verdict.message)
            ascii_text = s.text.replace("×", "*")
            assert tf.check_answer(ascii_text, hand, 24).ok
            assert tf.check_answer(s.text.replace("×", " x ").replace("/", " ÷ "), hand, 24).ok


def _numbers_in(text: str) -> list[tuple[int, int]]:
    """(start, end) of each number in the text."""
    spans, i = [], 0
    while i < len(text):
        if text[i].isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            spans.append((i, j))
            i = j
        else:
            i += 1
    return spans


def test_near_misses_are_rejected_with_the_rule_they_break():
    rng = random.Random(7)
    checked = 0
    for hand in rng.sample(SOLVABLE, 250):
        text = tf.solutions(hand, 24)[0].text
        # 1. one number swapped for another value: uses a card not dealt / doesn't use the replaced one
        start, end = rng.choice(_numbers_in(text))
        old = int(text[start:end])
        new = rng.choice([v for v in range(1, 14) if v != old])
        bad = text[:start] + str(new) + text[end:]
        verdict = tf.check_answer(bad, hand, 24)
        assert not verdict.ok
        if new in hand:
            assert f"uses {new} " in verdict.message + " ", verdict.message
        else:
            assert f"uses {new}, which is not dealt" in verdict.message
        if hand.count(old) == 1:
            assert f"doesn't use {old}" in verdict.message
        # 2. one operator changed: every card used right, so the verdict is about the value only
        ops = [k for k, ch in enumerate(text) if ch in "+-×/"]
        k = rng.choice(ops)
        for other in "+-×/":
            if other == text[k]:
                continue
            changed = text[:k] + other + text[k + 1:]
            verdict = tf.check_answer(changed, hand, 24)
            expr_value = tf.evaluate(tf.parse_answer(changed)) if "divides by zero" not in verdict.message else None
            if expr_value == 24:
                assert verdict.ok
            else:
                assert not verdict.ok
                assert verdict.problems == (f"makes {tf.fmt(expr_value)}, not 24",) or verdict.message == "divides by zero"
            checked += 1
    assert checked >= 700


def test_messages_name_the_number_and_the_value():
    assert tf.check_answer("8*3", (8, 3, 1, 1)).problems == ("doesn't use 1",)
    assert tf.check_answer("8*3*1*1*8", (8, 3, 1, 1)).problems == ("uses 8 twice", "makes 192, not 24")
    assert tf.check_answer("8*3*1*8", (8, 3, 1, 5)).problems == ("doesn't use 5", "uses 8 twice", "makes 192, not 24")
    assert tf.check_answer("3*8-1", (1, 3, 8, 7)).problems == ("doesn't use 7", "makes 23, not 24")
    assert tf.check_answer("3*7+2+1", (1, 3, 8, 2)).problems == ("uses 7, which is not dealt", "doesn't use 8")
    assert tf.check_answer("(3+3)*4+0", (3, 3, 4, 1)).problems == ("uses 0, which is not dealt", "doesn't use 1")
    assert tf.check_answer("J+Q+A", (11, 12, 1, 1)).problems == ("uses 1 once, but it is dealt twice",)
    assert tf.check_answer("k*2-1-1", (13, 2, 1, 1)).ok
    assert tf.check_answer("6/(1-3/4)", (1, 3, 4, 6)).value == 24
    assert tf.check_answer("6/(1-3/4)", (1, 3, 4, 6)).message == "correct"
    assert tf.check_answer("4/(1-1)*6", (1, 1, 4, 6)).problems == ("divides by zero",)


@pytest.mark.parametrize("answer, fragment", [
    ("", "empty"), ("2*(3+4", "column 3: '(' is never closed"), ("2(3+4)", "column 2: missing operator"),
    ("-3+27", "column 1: '-' needs a number"), ("1+2+3+4=24", "column 8: leave out '='"),
    ("3.5*2", "decimals"), ("3 % 4", "column 3: '%' is not"), ("3+", "column 3: the answer stops"),
    ("(3+4))", "column 6: ')' has no matching '('"), ("3 4", "column 3: missing operator before '4'"),
    ("*3", "column 1: expected a number"),
])
def test_unreadable_answers_say_where(answer, fragment):
    verdict = tf.check_answer(answer, (3, 4, 2, 1))
    assert not verdict.ok and fragment in verdict.message
