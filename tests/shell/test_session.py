"""The mid-end (game/logic/session.py) on a toy game and on a real one (sudoku, through its logic contract)."""
from __future__ import annotations

import json

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from game.logic.session import Result, Session
from tests.properties import Tally


def add(state: int, text: str) -> int:
    """The toy game: a move "+N" adds N; anything else is an illegal move."""
    if not text.startswith("+") or not text[1:].isdigit():
        raise ValueError(f"bad move {text!r}")
    return state + int(text[1:])


def test_moves_undo_redo_and_an_undoable_restart():
    s = Session(0, add)
    assert s.play("+2") == 2 and s.play("+3") == 5 and s.moves == 2
    assert s.undo() and s.state == 2 and s.can_redo()
    assert s.redo() and s.state == 5 and not s.redo()
    assert s.restart() and s.state == 0 and s.moves == 0
    assert not s.restart()                      # already at the start: nothing recorded
    assert s.undo() and s.state == 5            # the restart itself is undone
    with pytest.raises(ValueError):
        s.play("x")
    assert s.state == 5                         # a bad move changes nothing


def test_clock_help_and_result():
    s = Session(0, add)
    for _ in range(90):
        s.tick(1 / 60)
    s.play("+1")
    assert s.result(solved=False) == Result(solved=False, clean=True, time_s=pytest.approx(1.5), moves=1)
    s.use_hint()
    result = s.finish(solved=True)
    assert result.solved and not result.clean and result.moves == 1
    s.tick(5.0)                                  # a finished game's clock stands still ...
    assert s.elapsed == pytest.approx(1.5)
    assert s.undo() and not s.finished          # ... until an undo reopens it
    s.tick(0.5)
    assert s.elapsed == pytest.approx(2.0)
    s2 = Session(0, add)
    s2.use_answer()
    assert s2.helped and not s2.result(True).clean


def test_save_and_resume_round_trips_through_json():
    s = Session(0, add)
    for text in ("+1", "+2", "+3"):
        s.play(text)
    s.undo()
    s.restart()
    s.tick(2.25)
    s.use_hint()
    back = Session.from_record(0, json.loads(json.dumps(s.to_record())), add)
    assert back.history.to_record() == s.history.to_record()
    assert (back.state, back.elapsed, back.hints, back.answers, back.moves) == (0, 2.25, 1, 0, 0)
    assert back.undo() and back.state == 3       # the undo history came back too


def test_older_saves_still_load():
    """Saves written before the session: matchsticks kept "used_help", the stone duel "hints_used"."""
    old_matchstick = {"level": "ms-001", "history": {"moves": ["+4"], "position": 1}, "elapsed": 3.0,
                      "used_help": True}
    s = Session.from_record(0, old_matchstick, add)
    assert s.state == 4 and s.helped and s.elapsed == 3.0
    old_stones = {"history": {"moves": ["+1", "+1"], "position": 1}, "hints_used": False}
    s = Session.from_record(0, old_stones, add)
    assert s.state == 1 and not s.helped and s.can_redo()


@pytest.mark.parametrize("record, says", [
    ({"history": {"moves": ["+1", "oops"]}}, "bad move"),
    ({"history": ["+1"]}, "not a mapping"),
    ({"history": {"moves": []}, "elapsed": "soon"}, "play time"),
    ({"history": {"moves": []}, "hints": -1}, "hints"),
    ({"history": {"moves": []}, "used_help": "yes"}, "used_help"),
])
def test_a_damaged_save_is_a_clear_value_error(record, says):
    with pytest.raises(ValueError, match=says):
        Session.from_record(0, record, add)


ACTIONS = st.lists(st.one_of(st.integers(1, 9).map(lambda n: f"+{n}"), st.sampled_from(["undo", "redo", "restart"])),
                   max_size=30)


def test_against_an_oracle_of_plain_lists():
    """The oracle keeps every state reached in a list with a cursor, the way a player would write it down."""
    tally = Tally()

    @given(ACTIONS)
    def check(actions):
        s = Session(0, add)
        states, cursor = [0], 0
        for action in actions:
            if action == "undo":
                assert s.undo() == (cursor > 0)
                cursor = max(0, cursor - 1)
            elif action == "redo":
                assert s.redo() == (cursor < len(states) - 1)
                cursor = min(len(states) - 1, cursor + 1)
            elif action == "restart":
                assert s.restart() == (states[cursor] != 0)
                if states[cursor] != 0:
                    states, cursor = states[: cursor + 1] + [0], cursor + 1
            else:
                s.play(action)
                states, cursor = states[: cursor + 1] + [states[cursor] + int(action[1:])], cursor + 1
            assert s.state == states[cursor]
            tally(action if action in ("undo", "redo", "restart") else "play")
        back = Session.from_record(0, json.loads(json.dumps(s.to_record())), add)
        assert back.state == s.state and back.history.to_record() == s.history.to_record()
        event(f"history length {min(len(states), 10)}{'+' if len(states) >= 10 else ''}")

    check()
    tally.require(play=50, undo=20, redo=20, restart=20)


def test_a_real_game_through_its_contract():
    """Sudoku's moves as text: apply_text is the logic's parse + apply, as every scene wires it."""
    from game.logic import sudoku

    grid = sudoku.parse_grid("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
    solution = sudoku.solve(grid)
    assert solution is not None

    def apply_text(state, text):
        return sudoku.apply(state, sudoku.parse_move(text))

    s = Session(sudoku.State.new(grid), apply_text)
    blanks = [i for i in range(81) if not grid[i]][:3]
    for cell in blanks:
        s.play(f"D {sudoku.cell_name(cell)} {solution[cell]}")
    assert [s.state.entries[c] for c in blanks] == [solution[c] for c in blanks]
    back = Session.from_record(sudoku.State.new(grid), s.to_record(), apply_text)
    assert back.state == s.state
