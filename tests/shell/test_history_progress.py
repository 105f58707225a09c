"""Progress, solved counts and endless records are read from the history of games played: after any sequence of
finished games they equal the counts kept the old way, one game at a time (the oracle below folds each Outcome
into a level's attempts, solved, clean, best time and best moves, as the store did before the history)."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from game.logic.outcome import Ending, Outcome
from game.played import Labels
from game.store import Store
from tests.properties import Tally

OUTCOMES = st.builds(Outcome, st.sampled_from(list(Ending)), st.sampled_from([5.0, 7.5, 12.25, 30.0]),
                     st.integers(0, 9), hints=st.sampled_from([0, 0, 1]), answers=st.sampled_from([0, 0, 1]))
GAMES = st.lists(st.tuples(st.sampled_from(["a", "b", None]), st.sampled_from(["easy", "hard"]), OUTCOMES),
                 max_size=25)


def fold(games):
    levels: dict[str, dict] = {}
    endless: dict[str, list] = {}
    for level, grade, o in games:
        if level is None:
            record = endless.setdefault(grade, [0, None])
            if o.ending.completes_level:
                record[0] += 1
                if o.clean and (record[1] is None or o.time_s < record[1]):
                    record[1] = o.time_s
            continue
        p = levels.setdefault(level, {"attempts": 0, "solved": False, "clean": False, "time": None, "moves": None})
        p["attempts"] += 1
        p["solved"] |= o.ending.completes_level
        if o.clean:
            p["clean"] = True
            p["time"] = o.time_s if p["time"] is None else min(p["time"], o.time_s)
            p["moves"] = o.moves if p["moves"] is None else min(p["moves"], o.moves)
    return levels, {g: (n, best) for g, (n, best) in endless.items() if n}


def test_progress_and_endless_records_equal_the_old_counts():
    tally = Tally()

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])  # store work: no deadline
    @given(GAMES)
    def check(games):
        store = Store(None)
        for level, grade, outcome in games:
            mode = "endless" if level is None else "campaign"
            store.record_outcome("sudoku", level, outcome, Labels(mode, grade))
        levels, endless = fold(games)
        got = {k: {"attempts": p.attempts, "solved": p.solved, "clean": p.clean, "time": p.best_time,
                   "moves": p.best_moves} for k, p in store.progress("sudoku").items()}
        assert got == levels
        assert store.solved_count("sudoku") == sum(1 for p in levels.values() if p["solved"])
        assert store.mode_records("sudoku", "endless") == endless
        assert len(store.played_games()) == len(games)
        tally("clean" if any(p["clean"] for p in levels.values()) else "other")
        if endless:
            tally("endless")

    check()
    tally.require(clean=5, other=5, endless=10)
