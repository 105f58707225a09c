"""The mid-end (game/logic/session.py) on a toy game and on a real one (sudoku, through its logic contract)."""
from __future__ import annotations

import json

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from game.logic.common import IllegalMoveError, InvalidMoveError, MoveError, Status
from game.logic.contract import Hint
from game.logic.outcome import Ending, Outcome
from game.logic.session import MAX_SAVED_MOVES, Session
from tests.properties import Tally

GOAL = 10


class Count:
    """The toy game: a move "+N" adds N (0..9) to a count; the count must land on the goal exactly (past it is
    lost). "+0" is a legal move with no effect; once the count reaches the goal every move is illegal."""

    def __init__(self, goal: int = GOAL) -> None:
        self.goal = goal

    def parse_move(self, text: str) -> int:
        if len(text) != 2 or text[0] != "+" or not text[1].isdigit():
            raise InvalidMoveError("a move is + and one digit", text)
        return int(text[1])

    def format_move(self, move: int) -> str:
        return f"+{move}"

    def apply(self, state: int, move: int) -> int:
        if state >= self.goal:
            raise IllegalMoveError("the count is over")
        return state + move

    def legal_moves(self, state: int) -> list[int]:
        return [] if state >= self.goal else list(range(1, 10))

    def status(self, state: int) -> Status:
        return Status.PLAYING if state < self.goal else Status.SOLVED if state == self.goal else Status.LOST

    def hint(self, state: int) -> Hint[int] | None:
        return Hint(min(9, self.goal - state), "go straight for the goal") if state < self.goal else None


class Notebook:
    """A keeper that writes down what it is told."""

    def __init__(self) -> None:
        self.kept: list[dict] = []
        self.drops = 0
        self.outcomes: list[Outcome] = []

    def keep(self, record: dict) -> None:
        self.kept.append(json.loads(json.dumps(record)))  # what a save would hold

    def drop(self) -> None:
        self.drops += 1

    def record(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)


def session(keeper: Notebook | None = None, **kw) -> Session:
    return Session(Count(), 0, keeper=keeper, **kw)


def test_moves_undo_redo_and_an_undoable_restart():
    s = session()
    assert s.play("+2").state == 2 and s.play(3).state == 5 and s.moves == 2
    assert s.undo() and s.state == 2 and s.can_redo()
    assert s.redo() and s.state == 5 and not s.redo()
    assert s.restart() and s.state == 0 and s.moves == 0
    assert not s.restart()                      # already at the start: nothing recorded
    assert s.undo() and s.state == 5            # the restart itself is undone
    assert s.move_texts == ["+2", "+3"]


def test_a_move_that_changes_nothing_is_no_effect_and_recorded_nowhere():
    book = Notebook()
    s = session(book)
    s.play("+4")
    kept = len(book.kept)
    played = s.play("+0")
    assert not played.changed and played.state == 4 and played.outcome is None
    assert s.position == 1 and s.moves == 1 and len(book.kept) == kept
    assert s.undo() and s.state == 0             # the one undo takes back the real move


def test_errors_are_typed_and_carry_the_reason_to_show():
    s = session()
    with pytest.raises(InvalidMoveError) as bad_text:
        s.play("plus two")
    assert bad_text.value.reason == "a move is + and one digit" and isinstance(bad_text.value, ValueError)
    s.play("+9")
    s.play("+1")
    with pytest.raises(IllegalMoveError):       # the game is over: no move is legal
        s.play("+1")
    assert issubclass(InvalidMoveError, MoveError) and issubclass(IllegalMoveError, MoveError)
    assert s.state == 10 and s.position == 2    # a refused move changes nothing


def test_the_end_is_one_outcome_and_the_keeper_is_told_at_every_step():
    book = Notebook()
    s = session(book)
    for _ in range(90):
        s.tick(1 / 60)
    s.play("+6")
    assert book.kept[-1]["history"]["moves"] == ["+6"] and book.kept[-1]["elapsed"] == pytest.approx(1.5)
    hint = s.hint()
    assert hint is not None and hint.move == 4 and book.kept[-1]["hints"] == 1
    played = s.play(hint.move)
    assert played.outcome == Outcome(Ending.SOLVED, time_s=pytest.approx(1.5), moves=2, hints=1)
    assert played.outcome.helped and not played.outcome.clean
    assert book.outcomes == [played.outcome] and book.drops == 1
    s.tick(5.0)                                  # a finished game's clock stands still ...
    assert s.elapsed == pytest.approx(1.5) and s.finished and s.hint() is None
    kept = len(book.kept)
    assert s.undo() and not s.finished           # ... until an undo reopens it to look back ...
    s.tick(0.5)
    assert s.elapsed == pytest.approx(2.0) and len(book.kept) == kept   # ... never saved again
    assert s.play("+9").outcome.ending is Ending.LOST   # 6 + 9 overshoots: shown, not counted
    assert book.outcomes == [played.outcome] and book.drops == 1 and s.recorded == played.outcome


def test_win_undo_redo_undo_redo_records_one_outcome():
    """One game played is one record: undoing the winning move and playing it again ends the game again (shown
    as finished) without a second Outcome, a second drop or a save of the looked-back game."""
    book = Notebook()
    s = session(book)
    s.play("+9")
    won = s.play("+1").outcome
    saves = len(book.kept)
    for _ in range(2):
        assert s.undo() and not s.finished and s.outcome is None
        assert s.redo() and s.finished and s.outcome is not None and s.outcome.ending is Ending.SOLVED
    assert book.outcomes == [won] and book.drops == 1 and len(book.kept) == saves
    assert s.restart() and s.state == 0          # looking back from the start is allowed too ...
    s.save()
    assert len(book.kept) == saves               # ... and kept nowhere: a new game is a new session


def test_an_ending_the_player_chose_cannot_be_undone():
    book = Notebook()
    s = session(book)
    s.play("+3")
    outcome = s.end(Ending.SKIPPED)
    assert outcome.ending is Ending.SKIPPED and outcome.moves == 1 and book.outcomes == [outcome]
    assert not s.can_undo() and not s.undo() and not s.restart() and s.finished
    assert s.end(Ending.TIMED_OUT) is outcome    # ending it again changes nothing


def test_two_sides_judge_and_count_the_players_own_moves():
    def judge(state: int, status: Status) -> tuple[Ending, int | None]:
        winner = 0 if status is Status.SOLVED else 1
        return Ending.FINISHED, winner

    s = session(judge=judge, counts=lambda state: state % 2 == 0)   # "the player moves from even counts"
    for move in ("+2", "+1", "+3", "+4"):                          # from 0, 2, 3, 6: three are the player's
        s.play(move)
    assert s.outcome == Outcome(Ending.FINISHED, time_s=0.0, moves=3, winner=0)
    assert s.outcome.ending.completes_level and s.outcome.clean


def test_save_and_resume_round_trips_through_json():
    s = session()
    for text in ("+1", "+2", "+3"):
        s.play(text)
    s.undo()
    s.restart()
    s.tick(2.25)
    s.use_hint()
    back = Session.resume(Count(), 0, json.loads(json.dumps(s.to_record())))
    assert back.to_record() == s.to_record()
    assert (back.state, back.elapsed, back.hints, back.answers, back.moves) == (0, 2.25, 1, 0, 0)
    assert back.undo() and back.state == 3       # the undo history came back too


def test_older_saves_still_load():
    """Saves written before the session: matchsticks kept "used_help", the stone duel "hints_used"."""
    old_matchstick = {"level": "ms-001", "history": {"moves": ["+4"], "position": 1}, "elapsed": 3.0,
                      "used_help": True}
    s = Session.resume(Count(), 0, old_matchstick)
    assert s.state == 4 and s.helped and s.elapsed == 3.0
    old_stones = {"history": {"moves": ["+1", "+1"], "position": 1}, "hints_used": False}
    s = Session.resume(Count(), 0, old_stones)
    assert s.state == 1 and not s.helped and s.can_redo()


@pytest.mark.parametrize("record, says", [
    ({"history": {"moves": ["+1", "oops"]}}, "one digit"),
    ({"history": ["+1"]}, "not a mapping"),
    ({"history": {"moves": 7}}, "malformed"),
    ({"history": {"moves": ["+1"], "position": True}}, "malformed"),
    ({"history": {"moves": []}, "elapsed": "soon"}, "play time"),
    ({"history": {"moves": []}, "elapsed": 10 ** 400}, "play time"),
    ({"history": {"moves": []}, "hints": -1}, "hints"),
    ({"history": {"moves": []}, "used_help": "yes"}, "used_help"),
    ({"history": {"moves": ["+9", "+1"]}}, "already over"),
    ({"history": {"moves": ["+0"] * (MAX_SAVED_MOVES + 1)}}, "at most"),
])
def test_a_damaged_save_is_a_clear_value_error(record, says):
    with pytest.raises(ValueError, match=says):
        Session.resume(Count(), 0, record)


ACTIONS = st.lists(st.one_of(st.integers(0, 3).map(lambda n: f"+{n}"), st.sampled_from(["undo", "redo", "restart"])),
                   max_size=30)


def test_against_an_oracle_of_plain_lists():
    """The oracle keeps every state reached in a list with a cursor, the way a player would write it down."""
    tally = Tally()

    @given(ACTIONS)
    def check(actions):
        s = Session(Count(goal=10 ** 6), 0)   # a goal out of reach: no example is cut short by the game ending
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
                played = s.play(action)
                assert played.changed == (action != "+0")
                if played.changed:
                    states, cursor = states[: cursor + 1] + [states[cursor] + int(action[1:])], cursor + 1
            assert s.state == states[cursor] and s.past_states() == states[: cursor + 1]
            tally(action if action in ("undo", "redo", "restart", "+0") else "play")
        back = Session.resume(Count(goal=10 ** 6), 0, json.loads(json.dumps(s.to_record())))
        assert back.state == s.state and back.to_record() == s.to_record()
        event(f"history length {min(len(states), 10)}{'+' if len(states) >= 10 else ''}")

    check()
    tally.require(play=50, undo=20, redo=20, restart=20, **{"+0": 10})


def test_a_real_game_through_its_contract():
    """Sudoku's moves as text, validated by its contract, saved and replayed."""
    from game.logic import sudoku
    from game.logic.sudoku.contract import RULES

    grid = sudoku.parse_grid("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
    solution = sudoku.solve(grid)
    assert solution is not None
    s = Session(RULES, sudoku.State.new(grid))
    blanks = [i for i in range(81) if not grid[i]][:3]
    for cell in blanks:
        s.play(f"D {sudoku.cell_name(cell)} {solution[cell]}")
    assert [s.state.entries[c] for c in blanks] == [solution[c] for c in blanks]
    back = Session.resume(RULES, sudoku.State.new(grid), s.to_record())
    assert back.state == s.state


def test_an_end_that_invites_undo_counts_once_and_the_next_end_is_the_record():
    """An ending in `kept_endings` (matchsticks' "Not yet") is an attempt kept to resume; the first other end after
    it is the game's record, and nothing after that is recorded again."""
    book = Notebook()
    s = Session(Count(), 0, keeper=book, kept_endings=frozenset({Ending.LOST}))
    s.play("+9")
    lost = s.play("+5").outcome                  # past the goal: lost, but kept
    assert lost.ending is Ending.LOST and book.drops == 0 and book.kept[-1]["history"]["moves"] == ["+9", "+5"]
    assert s.undo() and s.play("+5").outcome.ending is Ending.LOST   # lost again: not counted again
    assert s.undo()
    won = s.play("+1").outcome
    assert book.outcomes == [lost, won] and book.drops == 1
    for _ in range(2):
        assert s.undo() and s.redo() and s.finished
    assert book.outcomes == [lost, won] and book.drops == 1
