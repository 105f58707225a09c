"""Screens read only what they show: with tens of thousands of progress rows a screen does not list (endless
puzzles, an old long-played save), opening any screen reads the rows of the levels it shows, by the table's key,
never the whole table.

Measured by what SQLite does, not by time: every statement a screen runs on the progress table is planned as an
index search (EXPLAIN QUERY PLAN says SEARCH, never SCAN), and the virtual-machine steps spent opening the screen
stay far below what reading the extra rows would take. A count a screen shows ("12 / 40 solved") counts the
levels it lists, not every row of the game.

The progress table's primary key (game, level_id) is the index: no other is needed."""
from __future__ import annotations

import pytest

from game.store import Store
from scenes.base import Context, Scene
from tests.helpers import make_context
from tests.shell.screens import pushed

EXTRA_ROWS = 30_000  # per game: rows of levels no screen lists
STEP_BATCH = 100     # the progress handler is called once per this many virtual-machine steps


def fill(store: Store, games: tuple[str, ...]) -> None:
    db = store._db
    db.execute("BEGIN")
    for game in games:
        db.executemany("INSERT INTO progress (game, level_id, solved, clean, best_time, attempts, updated_at) "
                       "VALUES (?, ?, 1, 1, 60.0, 1, 0)", ((game, f"endless-{i}") for i in range(EXTRA_ROWS)))
    db.execute("COMMIT")


def opened(ctx: Context, name: str) -> Scene:
    if name == "menu":
        from scenes.menu import MenuScene

        return MenuScene(ctx)
    if name.startswith("sudoku"):
        from scenes.sudoku.lobby import SudokuStartScene

        lobby = SudokuStartScene(ctx)
        if name == "sudoku lobby":
            return lobby
        if name == "sudoku campaign":
            return pushed(lobby.campaign())
        return lobby.level_scene(ctx.levels.levels("sudoku")[0])
    if name.startswith("stones"):
        from scenes.stones.lobby import StonesLobby

        stones = StonesLobby(ctx)
        return stones if name == "stones lobby" else stones.open_campaign().scene
    from scenes.matchstick.lobby import MatchstickMenu, campaign_scene

    return MatchstickMenu(ctx) if name == "matchstick lobby" else campaign_scene(ctx)


SCREENS = ["menu", "sudoku lobby", "sudoku campaign", "sudoku play", "stones lobby", "stones campaign",
           "matchstick lobby", "matchstick campaign"]


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Context:
    ctx = make_context(tmp_path_factory.mktemp("big"))
    fill(ctx.store, ("sudoku", "stones", "matchstick"))
    return ctx


@pytest.mark.parametrize("name", SCREENS)
def test_a_screen_reads_only_the_rows_it_shows(big, name):
    db = big.store._db
    statements: list[str] = []
    steps = [0]

    def count() -> int:
        steps[0] += STEP_BATCH
        return 0

    db.set_trace_callback(statements.append)
    db.set_progress_handler(count, STEP_BATCH)
    try:
        opened(big, name)
    finally:
        db.set_trace_callback(None)
        db.set_progress_handler(None, STEP_BATCH)
    on_progress = [s for s in statements if "FROM progress" in s and s.lstrip().upper().startswith("SELECT")]
    assert on_progress, f"{name} read no progress at all: the test would show nothing"
    plans = {s: [row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {s}")] for s in on_progress}
    # `progress` is a view of the history: the rows its co-routine yields (found by index) are scanned, no table
    routines = {step.removeprefix("CO-ROUTINE ") for plan in plans.values() for step in plan
                if step.startswith("CO-ROUTINE ")}
    scans = {s: plan for s, plan in plans.items()
             if any(step.startswith("SCAN") and step.removeprefix("SCAN ") not in routines for step in plan)}
    assert not scans, scans
    assert steps[0] < EXTRA_ROWS, f"{name} took {steps[0]} steps, as if it read the {EXTRA_ROWS} extra rows"


def test_the_counts_and_lookups_agree_with_the_whole_table(big):
    store = big.store
    whole = store.progress("sudoku")
    assert store.solved_count("sudoku") == sum(1 for p in whole.values() if p.solved) >= EXTRA_ROWS
    listed = ["endless-1", "endless-2", "no-such-level", "endless-1"]
    assert store.solved_count("sudoku", listed) == 2  # each level once, only the ones the store holds
    ids = ["endless-7", "endless-29999", "no-such-level", "endless-7"]
    assert store.progress("sudoku", ids) == {i: whole[i] for i in ids if i in whole}
    assert store.progress_of("sudoku", "endless-42") == whole["endless-42"]
    assert store.progress_of("sudoku", "no-such-level") is None
    many = [f"endless-{i}" for i in range(0, EXTRA_ROWS, 7)]  # more ids than one query takes
    assert store.progress("sudoku", many) == {i: whole[i] for i in many}
