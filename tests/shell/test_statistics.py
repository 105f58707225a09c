"""Statistics worked out from the history's rows: streaks against a day-by-day oracle, times per grade, win rates
by the computer's strength, and the histogram's bins."""
from __future__ import annotations

import datetime
import statistics as pystats

from hypothesis import given, settings, strategies as st

from game import games
from game.logic.stones import Strength
from game.played import Result
from game.statistics import GRADE_ORDER, STRENGTH_ORDER, game_stats, histogram, streak
from tests.properties import Tally

DAY0 = datetime.date(2026, 3, 1)


def iso(offset: int) -> str:
    return (DAY0 + datetime.timedelta(days=offset)).isoformat()


def oracle(days: set[int], today: int) -> tuple[int, int]:
    """Walk the calendar: the longest run of played days, and the days played counting back from today (or from
    yesterday, when today has no game yet)."""
    best = run = 0
    for day in range(min(days, default=0), max(days, default=-1) + 1):
        run = run + 1 if day in days else 0
        best = max(best, run)
    start = today if today in days else today - 1
    current = 0
    while start - current in days:
        current += 1
    return current, best


def test_streaks_agree_with_walking_the_calendar():
    tally = Tally()

    @settings(max_examples=300)
    @given(st.sets(st.integers(0, 20), max_size=20), st.integers(0, 22), st.integers(1, 3))
    def check(days, today, repeats):
        days = {d for d in days if d <= today}          # no game is dated after today
        listed = [iso(d) for d in sorted(days, reverse=True) for _ in range(repeats)]  # any order, repeats
        got = streak(listed, iso(today))
        assert (got.current, got.best) == oracle(days, today)
        tally("current" if got.current else "broken")
        if got.best > 2:
            tally("long")

    check()
    tally.require(current=30, broken=30, long=10)


def test_a_streak_crosses_months_and_years_and_ignores_a_bad_date():
    days = ["2025-12-30", "2025-12-31", "2026-01-01", "not a date", "2026-02-28", "2026-03-01"]
    assert (streak(days, "2026-03-01").current, streak(days, "2026-03-01").best) == (2, 3)
    assert streak(days, "2026-03-03").current == 0 and streak([], "2026-03-03").best == 0


def row(n: int, ending: str = "solved", *, grade: str = "easy", time_s: float | None = 60.0, helped: bool = False,
        opponent: str = "", mode: str = "campaign", day: int = 0, games: int = 1) -> Result:
    """Row `n` of a history (rows are listed oldest first)."""
    return Result("sudoku", mode, grade, opponent, ending, time_s, int(helped), games, iso(day))


def test_times_per_grade_counts_and_rates():
    rows = [row(1, grade="hard", time_s=300.0), row(2, time_s=90.0, helped=True), row(3, time_s=120.0),
            row(4, "lost", time_s=20.0), row(5, time_s=100.0), row(6, "unrecorded", time_s=None, games=5),
            row(7, grade="evil", time_s=999.0, helped=True), row(8, "solved", opponent="perfect"),
            row(9, "lost", opponent="perfect"), row(10, "lost", opponent="casual"),
            row(11, mode="daily", day=1), row(12, mode="daily", day=2)]
    s = game_stats("sudoku", rows, iso(2))
    assert s.played == 16 and s.completed == 8
    assert [g.grade for g in s.grades] == ["easy", "hard", "evil"]
    easy = s.grades[0]
    solved_easy = [90.0, 120.0, 100.0, 60.0, 60.0, 60.0]   # rows 2, 3, 5, 8, 11, 12
    assert easy.solves == 6 and easy.times == tuple(solved_easy)
    assert easy.best == 60.0 and easy.median == pystats.median(solved_easy)
    assert s.grades[2].best is None and s.grades[2].median == 999.0      # helped: a time, never a best
    assert [(o.strength, o.played, o.won) for o in s.opponents] == [("perfect", 2, 1), ("casual", 1, 0)]
    assert s.daily is not None and (s.daily.current, s.daily.best) == (2, 2)
    assert s.recent == (300.0, 90.0, 120.0, 100.0, 999.0, 60.0, 60.0, 60.0)


def test_the_last_thirty_solve_times_are_the_newest():
    rows = [row(n, time_s=float(n)) for n in range(1, 45)]
    assert game_stats("sudoku", rows, iso(0)).recent == tuple(float(n) for n in range(15, 45))


def test_grade_and_strength_orders_cover_every_game():
    for info in games.GAMES:
        bands = games.rules(info.key).bands
        assert [b for b in GRADE_ORDER if b in bands] == list(bands)
    assert STRENGTH_ORDER == tuple(s.value for s in Strength)


def test_histogram_bins_hold_every_time_once_in_round_bins():
    tally = Tally()

    @given(st.lists(st.floats(0, 20000, allow_nan=False), min_size=1, max_size=60))
    def check(times):
        bins = histogram(times)
        assert sum(bins.counts) == len(times) and 1 <= len(bins.counts) <= 10
        edges = bins.edges
        for i, count in enumerate(bins.counts):
            assert count == sum(1 for t in times if edges[i] <= t < edges[i + 1])
        tally("spread" if len(bins.counts) > 3 else "narrow")

    check()
    tally.require(spread=20, narrow=5)
