"""The stick model and equation text: glyph shapes and their transitions, parsing, truth and the rule flags."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.common import PuzzleError
from game.logic import matchstick as ms
from tests.matchstick.oracle import DIGITS, OPS, oracle_true, ORACLE_RULES
from tests.properties import Tally


# --- shapes and transitions --------------------------------------------------------------------------------

def test_glyph_tables_are_the_oracle_shapes():
    for digit, segments in DIGITS.items():
        assert ms.read(ms.DIGIT, sum(1 << "abcdefg".index(s) for s in segments)) == digit
    for op, slots in OPS.items():
        assert ms.read(ms.OP, sum(1 << "hlvxy".index(s) for s in slots)) == op
    # every other subset of slots reads as nothing (a lone second horizontal is still '-')
    readable = sum(ms.read(ms.DIGIT, m) is not None for m in range(128))
    assert readable == 10
    assert sorted(ms.read(ms.OP, m) or "" for m in range(32) if ms.read(ms.OP, m)) == sorted("+--*/=")


def cost(kind, a, b):
    """(removed, added) to turn glyph a into glyph b, per the module's transitions."""
    mask = ms.layout.CANONICAL[kind][a]
    return {g: (r, ad) for _, r, ad, g in sorted(ms.transitions(kind, mask), key=lambda t: t[1] + t[2],
                                                  reverse=True)}[b]


@pytest.mark.parametrize("a,b,expected", [
    ("0", "6", (1, 1)), ("6", "9", (1, 1)), ("9", "0", (1, 1)), ("2", "3", (1, 1)), ("3", "5", (1, 1)),
    ("8", "0", (1, 0)), ("8", "9", (1, 0)), ("1", "7", (0, 1)), ("5", "9", (0, 1)), ("3", "9", (0, 1)),
    ("1", "8", (0, 5)), ("4", "1", (2, 0)),
])
def test_digit_transitions_follow_from_the_segments(a, b, expected):
    assert cost(ms.DIGIT, a, b) == expected
    # and the cost is the symmetric difference of the oracle's segment sets
    assert expected == (len(set(DIGITS[a]) - set(DIGITS[b])), len(set(DIGITS[b]) - set(DIGITS[a])))


@pytest.mark.parametrize("a,b,expected", [
    ("+", "-", (1, 0)), ("+", "=", (1, 1)), ("*", "/", (1, 0)), ("-", "=", (0, 1)), ("+", "*", (2, 2)),
])
def test_operator_transitions(a, b, expected):
    assert cost(ms.OP, a, b) == expected


# --- text ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,ascii_", [
    ("6×4=24", "6*4=24"), ("6x4=24", "6*4=24"), ("8÷2=4", "8/2=4"), (" 45 + 46 = 99 ", "45+46=99"),
    ("3=3=3", "3=3=3"),
])
def test_parse_and_render(text, ascii_):
    assert ms.parse_puzzle(text).text == ascii_


@pytest.mark.parametrize("text,words", [
    ("7+=3", ["'7+=3'", "an operator needs a number on each side", "position 3"]),
    ("7+3", ["no '='"]),
    ("7+a=3", ["unknown character 'a'", "position 3"]),
    ("=3", ["an operator needs a number on each side", "position 1"]),
    ("3=", ["an operator needs a number on each side", "at the end"]),
    ("-3+5=2", ["unary-minus", "position 1"]),
    ("3*-2=-6", ["needs a number on each side"]),
    ("", ["empty"]),
    ("1" * 50 + "=1", ["longer than"]),
])
def test_malformed_puzzles_say_what_and_where(text, words):
    with pytest.raises(PuzzleError) as err:
        ms.parse_puzzle(text)
    for w in words:
        assert w in str(err.value)


def equation_texts() -> st.SearchStrategy[str]:
    """Equations as a player might type them: 'x' or '×' for times, spaces anywhere, a leading minus."""
    number = st.builds(lambda minus, n: f"{minus}{n}", st.sampled_from(["", "", "-"]), st.integers(0, 99))
    op = st.sampled_from(["+", "-", "*", "/", "x", "×", "="])
    gap = st.sampled_from(["", "", " "])
    return st.builds(lambda a, o, b, c, g1, g2: f"{a}{g1}{o}{g2}{b}={c}", number, op, number, number, gap, gap)


def test_any_text_parses_or_raises_puzzle_error():
    tally = Tally()

    @settings(max_examples=200, deadline=None)
    @given(st.one_of(equation_texts(), st.text(alphabet="0123456789+-*/=x× a", max_size=12)))
    def check(text):
        try:
            p = ms.parse_puzzle(text, ms.rules_from("relaxed"))
        except PuzzleError:
            tally("rejected")
            return
        assert "=" in p.text and ms.parse_puzzle(p.text, ms.rules_from("relaxed")) == p
        tally("parsed")

    check()
    tally.require(parsed=30, rejected=15)


def test_puzzle_from_sticks_names_the_bad_cell():
    layout = ms.parse_equation("6+4=4")
    assert ms.puzzle_from_layout(layout).text == "6+4=4"
    bad = layout.with_masks((layout.masks[0] & ~1,) + layout.masks[1:])  # 6 without its top
    with pytest.raises(PuzzleError, match="cell 0: c, d, e, f, g do not form a digit"):
        ms.puzzle_from_layout(bad)
    with pytest.raises(PuzzleError, match="cell 1: h, l, v do not form an op"):
        ms.puzzle_from_layout(layout.with_masks(layout.masks[:1] + (7,) + layout.masks[2:]))
    with pytest.raises(PuzzleError, match="no '='"):
        ms.puzzle_from_layout(layout.with_masks(layout.masks[:3] + (1,) + layout.masks[4:]))


def test_unary_minus_adds_sign_cells_at_side_starts():
    p = ms.parse_puzzle("-3+5=2", ms.rules_from("relaxed"))
    assert [c.kind for c in ms.cells(p)] == ["sign", "digit", "op", "digit", "op", "sign", "digit"]
    assert ms.cells(p)[0].sticks == ("h",) and ms.cells(p)[5].sticks == ()
    assert ms.is_true_equation(p.layout, p.rules)
    assert "3-5=-2" in ms.solve("3-5=2", 1, "add", ms.rules_from("relaxed")).texts
    assert "3-5=-2" not in ms.solve("3-5=2", 1, "add", ms.rules_from("classic")).texts


def test_truth_is_exact_and_agrees_with_python_fractions():
    rules = ms.rules_from("classic")
    for text in ["1/3+1/3+1/3=1", "7/2*2=7", "2+3*4=14", "8-2-3=3", "9/3/3=1", "1/0=1", "0/0=0",
                 "2-3*4=10", "6/4=1", "10/4*2=5"]:
        layout = ms.parse_equation(text)
        assert ms.is_true_equation(layout, rules) == oracle_true(text, ORACLE_RULES["classic"]), text


def test_rule_flags():
    classic, relaxed = ms.rules_from("classic"), ms.rules_from("relaxed")
    assert not ms.is_true_equation(ms.parse_equation("3=3=3"), classic)
    assert ms.is_true_equation(ms.parse_equation("3=3=3"), relaxed)
    assert not ms.is_true_equation(ms.parse_equation("03+1=4"), classic)
    assert ms.is_true_equation(ms.parse_equation("03+1=4"), ms.rules_from("classic", allow=["leading-zeros"]))
    assert not ms.is_true_equation(ms.parse_equation("2*3=6"), ms.rules_from("classic", operators="+-="))
    assert not ms.is_true_equation(ms.parse_equation("6=2+4"), ms.rules_from("strict"))
    strict_no_eq = ms.rules_from("classic", forbid=["move-equals"])
    assert ms.parse_puzzle("6+4=4", strict_no_eq).frozen_cells == frozenset({3})
    with pytest.raises(ValueError, match="unknown rule flag 'sideways'"):
        ms.rules_from("classic", allow=["sideways"])
    with pytest.raises(ValueError, match="unknown rules preset"):
        ms.rules_from("loose")
    with pytest.raises(ValueError, match="must include '='"):
        ms.rules_from("classic", operators="+-")
    with pytest.raises(ValueError, match="both allowed and forbidden"):
        ms.rules_from("classic", allow=["unary-minus"], forbid=["unary-minus"])
    assert ms.rules_from("classic", operators="=x+").operators == "+*="


def test_knoblich_form_change_needs_chained_equals():
    # III=III+III -> III=III=III in Roman numerals; here 3+3=3 -> 3=3=3 by turning '+' into '='
    assert "3=3=3" in ms.solve("3+3=3", 1, "move", ms.rules_from("relaxed")).texts
    assert "3=3=3" not in ms.solve("3+3=3", 1, "move", ms.rules_from("classic")).texts
    assert "3=3=3" in ms.solve("3+3=3", 1, "move", ms.rules_from("classic", allow=["chained-equals"])).texts


def test_move_equals_flag_changes_answers():
    # 2+3=5 ... with '=' movable, 9=3+6 style form changes appear; never with '=' frozen
    free = ms.solve("8-3=6", 1, "move", ms.rules_from("classic")).texts
    fixed = ms.solve("8-3=6", 1, "move", ms.rules_from("classic", forbid=["move-equals"])).texts
    assert set(fixed) <= set(free)
    assert all(t.index("=") == 3 for t in fixed)
