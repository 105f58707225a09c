"""The shapes table: a `GameTable` (scenes/game_table.py: the session, the one road for moves, undo, the clock,
help and saving) and what the player's hands and eyes are doing on it: the held match, the keyboard cursor, the
hint's marks, the answers being walked through, the count lighting up after a solve. `refresh` rebuilds what the
state decides (which places hold a match, the shapes and loose matches now) once per change. No drawing, no
input.

The hint and the answers ask the solver for every answer of the puzzle (up to a quarter of a second on the largest
boards), so both are worked out on a worker thread (scenes/worker.py): the frame only starts the job, says it is
thinking, and shows what the job found once `poll` sees it done (dropped unread if the table changed meanwhile)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import Msg, Text
from game.logic.contract import Hint
from game.logic.outcome import Outcome
from game.logic.session import Session
from game.logic.shapes import RULES, Action, Move, State, bits, loose_matches, present_shapes
from game.logic.shapes.hints import answers_of, shown_hint_text
from game.logic.shapes.solver import Answers
from scenes.game_table import GameTable, TableHost
from scenes.shapes.model import OFF, SUPPLY, AnswerWalk, Grab, LightUp, Loc, Setup
from scenes.worker import CancelFlag, Job
from sprites import matchstick as art
from sprites.shapes import board_on, supply_poses

# The most the lattice's table may take: below the header's lines, above the footer's line and the banner
TABLE_AREA = pygame.Rect(40, 136, 870, 446)    # left of the side box
WIDE_TABLE = pygame.Rect(40, 136, 1200, 446)   # a move task has no side box: the lattice is centred
SIDE_RECT = pygame.Rect(930, 170, 310, 230)    # the supply (add) or the matches taken away (remove)
SUPPLY_ID = 500                                # match looks for the loose matches beside the board
LOOKING_HINT = Msg("Looking for a hint…")
LOOKING_ANSWERS = Msg("Looking for every answer…")

Shown = Callable[[], None]   # what a worker found, to be shown on the frame thread


def hint_work(state: State, show: Callable[[Hint[Move] | None], None]) -> Callable[[CancelFlag], Shown]:
    """The contract's hint for `state`, worked out on a worker thread; the frame shows it with `show`."""
    def work(flag: CancelFlag) -> Shown:
        found = RULES.hint(state)
        return lambda: show(found)
    return work


def answers_work(state: State, show: Callable[[Answers], None]) -> Callable[[CancelFlag], Shown]:
    """Every answer of the puzzle, worked out on a worker thread; the frame shows them with `show`."""
    def work(flag: CancelFlag) -> Shown:
        found = answers_of(state.puzzle)
        return lambda: show(found)
    return work


class ShapesTable(GameTable[State, Move]):
    """One shape puzzle on the table. Every attribute is declared here; the view reads them, the input
    changes them through the methods below."""

    def __init__(self, setup: Setup, session: Session[State, Move], host: TableHost,
                 on_change: Callable[[], None] = lambda: None) -> None:
        super().__init__(session, host)
        self.setup = setup
        self.puzzle = setup.puzzle
        self.action = self.puzzle.action
        self.lattice = self.puzzle.lattice
        self.board = board_on(self.lattice, WIDE_TABLE if self.action is Action.MOVE else TABLE_AREA)
        self.side_rect = pygame.Rect(SIDE_RECT.left, 0, SIDE_RECT.width, min(SIDE_RECT.height,
                                                                              80 + 24 * self.puzzle.sticks))
        self.side_rect.top = SIDE_RECT.top
        self.on_change = on_change
        # the player's hands and eyes
        self.grab: Grab | None = None
        self.cursor: int | None = None          # the keyboard's place
        self.keyboard = False
        self.mouse = (0, 0)
        self.hover: Loc | None = None           # where the held match would land now
        self.hover_source: Loc | None = None    # the match under the mouse that could be picked up
        self.walk: AnswerWalk | None = None     # "Show answers": every answer, one at a time
        self.light: LightUp | None = None       # the counted shapes lighting up after a solve
        self.thinking: Job[Shown] | None = None  # a hint or the answers being worked out off the frame
        self.time = 0.0
        # derived from the state by `refresh`
        self.matches: list[int] = []
        self.empties: list[int] = []
        self.shapes_now: list[int] = []
        self.loose_now: list[int] = []
        self.refresh()
        if self.solved:
            self.light = LightUp(self.shapes_now, skipped=True)

    # --- what the state decides ---------------------------------------------------------------------------
    def changed(self) -> None:
        self.light = None
        self.stop_thinking()
        self.refresh()

    def finished_with(self, outcome: Outcome) -> None:
        if self.solved:
            self.light = LightUp(list(self.shapes_now))
            self.host.play_sound("win")
        else:
            self.host.play_sound("bad")

    def refresh(self) -> None:
        layout = self.state.layout
        self.matches = bits(layout)
        self.empties = [p for p in range(len(self.lattice.places)) if not layout >> p & 1]
        self.shapes_now = present_shapes(self.lattice, layout)
        self.loose_now = bits(loose_matches(self.lattice, layout))
        self.shown_hint = None
        self.on_change()

    def sources(self) -> list[Loc]:
        """What may be picked up now: a match of the board (move, remove) or one from the supply (add)."""
        if self.walk is not None or self.finished or self.state.moves_left <= 0:
            return []
        return [SUPPLY] if self.action is Action.ADD else list(self.matches)

    def targets(self, source: Loc) -> list[Loc]:
        """Where a match from `source` may go: an empty place (move, add), or off the board (remove)."""
        if source not in self.sources():
            return []
        return [OFF] if self.action is Action.REMOVE else list(self.empties)

    def move_for(self, source: Loc, target: Loc) -> Move:
        if self.action is Action.REMOVE:
            return Move(source, None)
        if self.action is Action.ADD:
            return Move(None, target)
        return Move(source, target)

    def supply_count(self) -> int:
        """Matches in the box beside the board: those still to lay (add), or those taken away (remove)."""
        if self.action is Action.ADD:
            return self.state.moves_left - (1 if self.grab is not None else 0)
        return self.state.used

    def rest_pose(self, loc: Loc) -> art.Pose:
        if loc >= 0:
            return self.board.match_pose(loc, loc + 1)
        poses = supply_poses(self.side_rect, max(self.puzzle.sticks, 1), self.board.poses[0].length
                             if self.board.poses else 80)
        return poses[0]

    def moves_shown(self) -> tuple[int, int]:
        return self.state.used, self.puzzle.sticks

    # --- moves ------------------------------------------------------------------------------------------
    def lift(self, loc: Loc) -> Grab | None:
        if loc not in self.sources():
            return None
        self.grab = Grab(loc, self.rest_pose(loc))
        self.message = ""
        self.host.play_sound("pick")
        return self.grab

    def cancel_grab(self) -> None:
        if self.grab is None:
            return
        if self.keyboard and self.grab.source >= 0:
            self.cursor = self.grab.source
        self.grab = None
        self.hover = None

    def drop(self, target: Loc) -> bool:
        """Put the held match down at `target` (a place, or OFF): the move goes through the session; a
        refused one is explained (the message) and the match goes back."""
        g = self.grab
        if g is None:
            return False
        if target not in self.targets(g.source):
            self.message = self.refusal(target)
            self.host.play_sound("bad")
            self.cancel_grab()
            return False
        self.grab = None
        self.hover = None
        played = self.play(self.move_for(g.source, target))
        if played is None:
            return False
        self.host.play_sound("drop")
        return True

    def refusal(self, target: Loc) -> Msg:
        """Why the held match may not go to `target`."""
        if target == OFF:
            return Msg("This puzzle does not take matches away: put the match on an empty place.")
        if target == SUPPLY:
            return Msg("The box holds the spare matches: lay this one on an empty place.")
        if self.action is Action.REMOVE:
            return Msg("This puzzle only takes matches away: drop the match off the board.")
        return Msg("That place already holds a match.")

    def take_away(self, place: int) -> bool:
        """A remove task's click or Delete: the match on `place` is taken away at once."""
        if self.action is not Action.REMOVE or place not in self.sources():
            return False
        self.grab = Grab(place, self.rest_pose(place))
        return self.drop(OFF)

    def lay(self, place: int) -> bool:
        """An add task's click on an empty place: a match from the supply goes there at once."""
        if self.action is not Action.ADD or SUPPLY not in self.sources():
            return False
        self.grab = Grab(SUPPLY, self.rest_pose(SUPPLY))
        return self.drop(place)

    def undo(self) -> bool:
        if self.walk is not None:
            return False
        self.grab = None
        return super().undo()

    def redo(self) -> bool:
        if self.walk is not None:
            return False
        self.grab = None
        return super().redo()

    def restart(self) -> bool:
        self.walk = None
        self.grab = None
        return super().restart()

    # --- help (worked out on a worker thread) -------------------------------------------------------------
    def think(self, work: Callable[[CancelFlag], Shown], saying: Msg, name: str) -> None:
        """Start `work` on a worker thread; the footer says `saying` until `poll` shows what it found (the
        solver cannot be stopped part way: a dropped question's thread ends on its own, within its node limit)."""
        self.cancel_grab()
        self.thinking = Job(work, name=name)
        self.message = saying
        self.on_change()

    def poll(self) -> bool:
        """A frame: show what the worker found, once it is done. True when something was shown."""
        job = self.thinking
        if job is None or not job.done:
            return False
        self.thinking = None
        show = job.result()
        show()
        self.on_change()
        return True

    def stop_thinking(self) -> None:
        """The table changed (or the scene is left): the question in hand is dropped, its answer never read."""
        job = self.thinking
        if job is not None:
            job.cancel()
            self.thinking = None
            if self.message in (LOOKING_HINT, LOOKING_ANSWERS):
                self.message = ""

    def give_hint(self) -> None:
        """H: the contract's hint (counted now: the player asked): the match it moves and where it goes,
        marked, with why, once the worker has found it."""
        if self.finished or self.walk is not None or self.thinking is not None:
            return
        self.session.use_hint()
        self.think(hint_work(self.state, self.show_hint), LOOKING_HINT, "shapes-hint")

    def show_hint(self, found: Hint[Move] | None) -> None:
        self.shown_hint = found
        if found is None:
            self.message = self.no_hint_message()
            self.host.play_sound("bad")
            return
        self.message = shown_hint_text(self.puzzle, found.move, self.state.moves_left)
        self.host.play_sound("hint")

    def no_hint_message(self) -> Text:
        return (Msg("No answer can be reached from here: undo ({undo}) a move first.", undo="U") if self.state.used
                else Msg("This puzzle has no answer."))

    def hint_locs(self) -> list[Loc]:
        """The hint's marks: the match it takes (a place, or the supply), then where it goes (a place, or off
        the board)."""
        h = self.shown_hint
        if h is None:
            return []
        move = h.move
        return [SUPPLY if move.source is None else move.source, OFF if move.target is None else move.target]

    def show_answers(self) -> bool:
        """A: every answer of the puzzle, one at a time (counted as answers seen once shown): the solver's
        whole list, found by the worker. False when nothing was asked."""
        if self.walk is not None or self.thinking is not None:
            return False
        self.think(answers_work(self.state, self.walk_answers), LOOKING_ANSWERS, "shapes-answers")
        return True

    def walk_answers(self, found: Answers) -> None:
        if not found.layouts:
            self.message = (Msg("The solver stopped before it found an answer.") if found.stopped
                            else Msg("This puzzle has no answer."))
            self.host.play_sound("bad")
            return
        self.session.use_answer()
        self.cancel_grab()
        self.walk = AnswerWalk(found.layouts)
        self.message = ""
        self.host.play_sound("hint")

    def step_answer(self, by: int) -> None:
        if self.walk is not None:
            self.walk.step(by)
            self.host.play_sound("click")

    def close_answers(self) -> None:
        if self.walk is not None:
            self.walk = None
            self.on_change()

    # --- time --------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self.time += dt
        super().tick(dt)
        self.poll()
        if self.light is not None and not self.light.done:
            self.light.t += dt

    def skip_light(self) -> bool:
        """A click or a key while the count lights up shows it whole at once; True if it was running."""
        if self.light is None or self.light.done:
            return False
        self.light.skip()
        return True
