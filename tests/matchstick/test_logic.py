"""The stick model, equation text, moves and play states, hints, and purity of the logic."""
from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.common import MoveError, PuzzleError, Status
from game.logic import matchstick as ms
from game.levels import load_level_file
from tests.datasets import LEVEL_DIR, ROOT
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


# --- moves and states ----------------------------------------------------------------------------------------

slots = st.tuples(st.integers(0, 30), st.sampled_from("abcdefghlvxy"))


def test_move_text_round_trips():
    tally = Tally()

    @given(st.one_of(st.builds(lambda a, b: ms.Move("M", a, b), slots, slots),
                     st.builds(lambda a: ms.Move("A", None, a), slots),
                     st.builds(lambda a: ms.Move("R", a, None), slots)))
    def check(move):
        assert ms.parse_move(ms.format_move(move)) == move
        tally(move.kind)

    check()
    tally.require(M=3, A=3, R=3)


@pytest.mark.parametrize("text", ["", "M 3.b", "A 1.a 2.b", "Q 1.a", "M 3.b 5.E", "M three.b 5.e", None])
def test_bad_move_text_is_rejected(text):
    with pytest.raises(MoveError):
        ms.parse_move(text)


def start(text="6+4=4", moves=1, mode="move", preset="classic"):
    return ms.new_state(ms.Task(ms.parse_puzzle(text, ms.rules_from(preset)), moves, mode))


@st.composite
def playing(draw) -> ms.State:
    """'-8+4=12' under the relaxed rules with two moves, in any mode, perhaps one legal move in."""
    state = start("-8+4=12", 2, draw(st.sampled_from(ms.MODES)), "relaxed")
    if draw(st.booleans()):
        state = ms.apply(state, draw(st.sampled_from(ms.legal_moves(state))))
    return state


@st.composite
def typed_legal_move(draw) -> tuple[ms.State, ms.Move, str]:
    """A state, one of its legal moves, and that move's text with any spacing."""
    state = draw(playing())
    move = draw(st.sampled_from(ms.legal_moves(state)))
    gap = draw(st.sampled_from([" ", "  ", "\t"]))
    text = draw(st.sampled_from(["", " "])) + gap.join(ms.format_move(move).split()) + draw(st.sampled_from(["", " "]))
    return state, move, text


def test_any_move_text_applies_or_raises_move_error():
    """A legal move's text applies as that move, one stick changed; any other text applies the same way or
    raises a MoveError."""
    tally = Tally()
    any_text = st.text(alphabet="MAR 0123456789.abcdefghlvxyz", max_size=14)

    @settings(max_examples=150, deadline=None)
    @given(st.one_of(typed_legal_move(), st.tuples(playing(), st.none(), any_text)))
    def check(case):
        state, meant, text = case
        try:
            after = ms.apply(state, text)
        except MoveError:
            assert meant is None, text  # a legal move's text is never refused
            tally("rejected")
            return
        assert after.used == state.used + 1 and ms.distance(state.masks, after.masks) == 1
        assert meant is None or after == ms.apply(state, meant)
        tally("applied")

    check()
    tally.require(applied=30, rejected=15)


@pytest.mark.parametrize("move,words", [
    ("M 0.b 4.e", ["cell 0 slot b is empty"]),
    ("M 0.a 4.b", ["already holds a stick"]),
    ("M 9.a 4.e", ["no cell 9"]),
    ("M 0.h 4.e", ["digit cell", "not 'h'"]),
    ("A 4.e", ["move mode"]),
])
def test_illegal_moves_say_why(move, words):
    with pytest.raises(MoveError) as err:
        ms.apply(start(), move)
    for w in words:
        assert w in str(err.value)


def test_frozen_equals_and_budget():
    s = start(preset="strict")
    with pytest.raises(MoveError, match="may not change"):
        ms.apply(s, "M 3.h 0.b")
    s1 = ms.apply(s, "M 1.v 0.b")
    with pytest.raises(MoveError, match="all 1 moves are used"):
        ms.apply(s1, "M 0.a 2.v")
    assert ms.legal_moves(s1) == []


def test_playing_a_solution_solves_and_undoing_restores():
    s = start()
    assert ms.status(s) is Status.PLAYING
    s1 = ms.apply(s, "M 0.e 0.b")                     # 6 -> 9: 9+4=4 is false
    assert s1.used == 1 and s.used == 0 and s1 != s  # immutable
    assert ms.status(s1) is Status.LOST              # a wasted move with none left
    s2 = ms.apply(s, "M 0.g 0.b")                     # 6 -> 0
    assert s2.text == "0+4=4" and ms.status(s2) is Status.SOLVED


def test_legal_moves_are_all_stick_to_empty_pairs_and_all_apply():
    s = start("6+4=4")
    moves = ms.legal_moves(s)
    full = sum(bin(m).count("1") for m in s.masks)
    total = 3 * 7 + 2 * 5
    assert len(moves) == full * (total - full) == len(set(moves))
    for m in moves:
        assert ms.distance(s.masks, ms.apply(s, m).masks) == 1


@pytest.mark.parametrize("mode", ["add", "remove"])
def test_hand_count(mode):
    s = start("5+5=9" if mode == "remove" else "9-5=3", 2, mode)
    assert s.hand == (2 if mode == "add" else 0)
    m = ms.legal_moves(s)[0]
    s1 = ms.apply(s, m)
    assert s1.hand == (1 if mode == "add" else 1) and s1.moves_left == 1


def campaign_tasks() -> list[tuple[str, int, str, str]]:
    """(puzzle, moves, mode, preset) of the campaign levels played under a plain preset: each has answers."""
    specs = [level.spec for level in load_level_file(LEVEL_DIR / "matchstick.yaml").levels]
    return [(s.puzzle.text, s.moves, s.mode, s.rules.name) for s in specs if s.rules == ms.rules_from(s.rules.name)]


def test_every_solution_is_true_and_exactly_k_sticks_away():
    """On random equations (most have no answer) and campaign puzzles (each has some)."""
    tally = Tally()
    random_tasks = st.tuples(
        st.builds(lambda a, op, b, c: f"{a}{op}{b}={c}", st.integers(0, 99), st.sampled_from("+-*/"),
                  st.integers(0, 99), st.integers(0, 99)),
        st.integers(1, 2), st.sampled_from(ms.MODES), st.sampled_from(["strict", "classic", "relaxed"]))

    @settings(max_examples=25, deadline=None)
    @given(st.one_of(random_tasks, st.sampled_from(campaign_tasks())))
    def check(task):
        text, k, mode, preset = task
        result = ms.solve(text, k, mode, ms.rules_from(preset))
        for sol in result.solutions:
            assert oracle_true(sol.text, ORACLE_RULES[preset])
            s = start(text, k, mode, preset)
            for move in sol.moves:
                s = ms.apply(s, move)
            assert s.text == sol.text and ms.status(s) is Status.SOLVED
            tally("solution replayed")
        tally("with answers" if result.solutions else "without answers")

    check()
    tally.require(**{"with answers": 3, "solution replayed": 3})


# --- hints ----------------------------------------------------------------------------------------------------

def test_hint_points_at_a_reachable_answer_and_tracks_progress():
    s = start("45+46=99", 2)
    h = ms.guide(s)
    all_answers = ms.solve("45+46=99", 2).texts
    assert sorted(h.solutions) == all_answers and h.target in all_answers
    s1 = ms.apply(s, h.move)
    h1 = ms.guide(s1)
    assert h.target in h1.solutions and len(h1.solutions) < len(all_answers)
    s2 = ms.apply(s1, h1.move)
    assert ms.status(s2) is Status.SOLVED and s2.text == h1.target
    assert ms.guide(s2).move is None


def test_hint_after_a_wasted_move_has_nothing_left():
    s = ms.apply(start("6+4=4"), "M 0.e 0.b")
    assert ms.guide(s) == ms.Guidance((), None, None)


# --- purity ---------------------------------------------------------------------------------------------------

def test_logic_and_adapter_import_no_pygame():
    code = ("import sys; import game.logic.matchstick, game.commands.matchstick; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'scenes', 'sprites'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_logic_source_has_no_io_or_global_random():
    for path in (ROOT / "game" / "logic" / "matchstick").glob("*.py"):
        source = path.read_text()
        for word in ("open(", "print(", "import os", "random.random(", "random.randint(", "time."):
            assert word not in source, f"{path.name}: {word}"


def test_nearest_moves_points_to_the_closest_count_with_answers():
    from tests.matchstick.oracle import oracle_solve

    from game.logic.matchstick import nearest_moves

    # None of these has a 1-stick answer; the oracle says how many 2-stick answers each has.
    for text in ("1+1=9", "9-5=0"):
        assert not oracle_solve(text, 1, "move", "classic")
        two = len(oracle_solve(text, 2, "move", "classic"))
        assert two and nearest_moves(text, 1) == (2, two), text
        # Asked from 3 sticks, 2 and 4 are equally near and the smaller count wins the tie.
        assert nearest_moves(text, 3) == (2, two), text
