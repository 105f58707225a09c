"""The daily puzzle: the same for a date in any process, another the next day, harder through the week, and
every daily sudoku has exactly one solution."""
from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

import pytest

from game.logic.codes import code_of, decode
from game.logic.daily import DAILY_GAMES, DAYS, SUDOKU_GRADES, daily
from game.logic.sudoku.grader import rate
from game.logic.sudoku.solver import count_solutions
from game.twentyfour_data import human_table
from tests.datasets import ROOT
from tests.sudoku.oracle import naive_count

GAMES = DAILY_GAMES
MONDAY = datetime.date(2026, 11, 23)
WEEK = [MONDAY + datetime.timedelta(days=k) for k in range(7)]

SCRIPT = """
import datetime, json, sys
from game.logic.codes import code_of
from game.logic.daily import daily
from game.twentyfour_data import human_table
day = datetime.date.fromisoformat(sys.argv[1])
print(json.dumps({g: code_of(g, daily(g, day, human_table()).level) for g in sys.argv[2:]}))
"""


def codes_in_a_new_process(day: datetime.date, hash_seed: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", SCRIPT, day.isoformat(), *GAMES], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    result: dict[str, str] = json.loads(done.stdout)
    return result


def test_a_date_makes_the_same_puzzles_in_two_processes_with_different_string_hashing() -> None:
    for day in (WEEK[6],):
        here = {g: code_of(g, daily(g, day, human_table()).level) for g in GAMES}
        assert codes_in_a_new_process(day, "1") == here
        assert codes_in_a_new_process(day, "2") == here


@pytest.mark.parametrize("game", GAMES)
def test_the_next_day_has_another_puzzle(game: str) -> None:
    codes = [code_of(game, daily(game, day, human_table()).level) for day in WEEK]
    assert all(a != b for a, b in zip(codes, codes[1:]))
    later = WEEK[0] + datetime.timedelta(days=7)  # the same weekday a week on: the same step, another puzzle
    assert code_of(game, daily(game, later, human_table()).level) != codes[0]


@pytest.mark.parametrize("game", GAMES)
def test_the_daily_code_opens_the_daily_puzzle(game: str) -> None:
    made = daily(game, WEEK[2], human_table())
    code = code_of(game, made.level)
    assert decode(code).code == code and made.weekday == "Wednesday"


def test_the_week_climbs_from_monday_to_sunday() -> None:
    assert [DAYS[d.weekday()] for d in WEEK] == list(DAYS)
    sudoku = [rate(daily("sudoku", day).level.puzzle).grade for day in WEEK]
    assert sudoku == list(SUDOKU_GRADES)
    assert sudoku == sorted(sudoku) and sudoku[0] < sudoku[-1]
    stones = [daily("stones", day).level for day in WEEK]
    sizes = [(len(level.heaps), level.cap) for level in stones]
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]
    table = human_table()
    from game.logic.twentyfour.contract import TwentyFourRules
    rater = TwentyFourRules(table)
    times = [rater.rate(daily("twentyfour", day, table).level).value for day in WEEK]
    assert times[0] is not None and times[-1] is not None and times[0] < times[-1]


def test_every_daily_sudoku_has_one_solution() -> None:
    """A year's days, every weekday many times, counted by the plain search (not the generator's bitboards)."""
    start = datetime.date(2026, 1, 1)
    for k in range(0, 365, 5):
        day = start + datetime.timedelta(days=k)
        assert count_solutions(daily("sudoku", day).level.puzzle) == 1, day.isoformat()


@pytest.mark.oracle
def test_daily_sudokus_have_one_solution_by_naive_backtracking() -> None:
    for day in (WEEK[0], WEEK[1], WEEK[0] + datetime.timedelta(days=7)):  # the fuller grids: naive search is quick
        assert naive_count(daily("sudoku", day).level.puzzle, cap=2) == 1, day.isoformat()


def test_the_copied_result_names_the_day_and_the_help_but_not_the_answer() -> None:
    from game.logic.daily import result_text
    from game.logic.outcome import Ending, Outcome

    made = daily("sudoku", WEEK[5])
    code = code_of("sudoku", made.level)
    text = result_text("sudoku", WEEK[5], Outcome(Ending.SOLVED, 754.9, 60, hints=2), code)
    assert text == (f"Matchbox Arcade · Sudoku daily 2026-11-28 (Saturday) · solved in 12:34 · 2 hints · {code}")
    solution = rate(made.level.puzzle).solution
    assert solution is not None and "".join(map(str, solution)) not in text
    clean = result_text("stones", WEEK[0], Outcome(Ending.LOST, 3725, 9), "N1X")
    assert "lost in 1:02:05" in clean and "no help" in clean
