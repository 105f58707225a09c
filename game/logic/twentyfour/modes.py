"""Timed modes as pure functions of (run, dt): beat the clock, sprint, relaxed, challenge.

Time is kept as Fractions: each dt (float seconds from the app, or an exact Fraction from a test) is
turned into a Fraction with a denominator of at most 10**6, so 7200 frames of 1/60 s are exactly 120 s.
The scene stops calling `tick` while paused or unfocused; that is the whole of pausing.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from game.logic.common import PuzzleError
from game.logic.outcome import Ending, Outcome
from game.logic.words import Msg

BEAT_THE_CLOCK = "beat_the_clock"
SPRINT = "sprint"
RELAXED = "relaxed"
CHALLENGE = "challenge"
MODE_NAMES = (BEAT_THE_CLOCK, SPRINT, RELAXED, CHALLENGE)


@dataclass(frozen=True)
class ModeRules:
    name: str
    title: str
    start_seconds: Fraction | None = None   # a count-down clock (None: counts up only)
    solve_bonus: Fraction = Fraction(0)     # seconds added to the count-down per solve
    skip_penalty: Fraction = Fraction(0)    # seconds taken off the count-down (or added to a sprint) per skip
    hands: int | None = None                # the run ends after this many hands (None: no limit)
    band: str | None = None                 # deal from this band (None: any; challenge: rising)
    seed: int | None = None                 # challenge: the shared seed
    unsolvable_share: float = 0.0           # chance a hand has no solution (a "no solution" button appears)
    hints_free: bool = False                # a hint does not keep the run off the high scores
    high_scores: bool = False               # this mode keeps a high-score table
    urgent_seconds: Fraction = Fraction(10)  # the timer bar turns urgent below this

    @property
    def timed(self) -> bool:
        return self.start_seconds is not None or self.hands is not None


@dataclass(frozen=True)
class Run:
    rules: ModeRules
    time_left: Fraction | None   # the count-down, if the mode has one
    elapsed: Fraction = Fraction(0)
    hands_done: int = 0
    solved: int = 0
    skipped: int = 0
    streak: int = 0
    best_streak: int = 0
    helped: bool = False         # a hint or a shown solution was used in a mode where that matters
    over: bool = False
    reason: str = ""             # why it ended: "time" or "hands"

    @property
    def score(self) -> int:
        """Hands solved (sprint ranks by `elapsed` instead, lower is better)."""
        return self.solved

    @property
    def urgent(self) -> bool:
        return self.time_left is not None and not self.over and self.time_left < self.rules.urgent_seconds

    @property
    def sprint_time(self) -> Fraction:
        """A sprint's result: total time including skip penalties."""
        return self.elapsed + self.skipped * self.rules.skip_penalty


def as_seconds(dt: float | Fraction | int) -> Fraction:
    if isinstance(dt, bool) or not isinstance(dt, (int, float, Fraction)) or dt < 0:
        raise PuzzleError(f"dt must be a non-negative number of seconds, got {dt!r}")
    return Fraction(dt).limit_denominator(10**6) if isinstance(dt, float) else Fraction(dt)


def start(rules: ModeRules) -> Run:
    return Run(rules, rules.start_seconds)


def tick(run: Run, dt: float | Fraction | int) -> Run:
    """Advance the clocks by dt seconds of unpaused play; a count-down that reaches 0 ends the run."""
    if run.over:
        return run
    step = as_seconds(dt)
    if run.time_left is None:
        return replace(run, elapsed=run.elapsed + step)
    used = min(step, run.time_left)
    left = run.time_left - used
    return replace(run, elapsed=run.elapsed + used, time_left=left, over=left == 0,
                   reason="time" if left == 0 else run.reason)


def _after_hand(run: Run) -> Run:
    limit = run.rules.hands
    if limit is not None and run.hands_done >= limit:
        return replace(run, over=True, reason="hands")
    return run


def solve(run: Run, helped: bool = False) -> Run:
    """A hand solved (or a correct "no solution"): bonus time, streak, next hand."""
    if run.over:
        return run
    left = None if run.time_left is None else run.time_left + run.rules.solve_bonus
    streak = run.streak + 1
    return _after_hand(replace(run, time_left=left, solved=run.solved + 1, hands_done=run.hands_done + 1,
                               streak=streak, best_streak=max(run.best_streak, streak),
                               helped=run.helped or (helped and not run.rules.hints_free)))


def skip(run: Run, shown: bool = False) -> Run:
    """A hand given up (or a wrong "no solution"): the penalty, the streak broken, next hand.
    `shown`: the solution was revealed, which counts like a hint."""
    if run.over:
        return run
    left = run.time_left
    if left is not None:
        left = max(Fraction(0), left - run.rules.skip_penalty)
    ended = left is not None and left == 0
    run = replace(run, time_left=left, skipped=run.skipped + 1, hands_done=run.hands_done + 1, streak=0,
                  helped=run.helped or (shown and not run.rules.hints_free),
                  over=ended, reason="time" if ended else run.reason)
    return run if ended else _after_hand(run)


def note_hint(run: Run) -> Run:
    return run if run.rules.hints_free else replace(run, helped=True)


def run_outcome(run: Run) -> Outcome:
    """A finished run as one Outcome: how it ended, its time (a sprint's includes the skip penalties), the hands
    played, whether help was seen, and its score: the hands solved. A sprint ranks by the time, the others by
    the score."""
    seconds = run.sprint_time if run.rules.name == SPRINT else run.elapsed
    ending = Ending.TIMED_OUT if run.reason == "time" else Ending.FINISHED
    return Outcome(ending, time_s=float(seconds), moves=run.hands_done, answers=int(run.helped), score=run.score)


def on_high_score_table(run: Run) -> bool:
    """Only a finished, hint-free run of a mode with a table counts."""
    return run.rules.high_scores and run.over and not run.helped


def book(run: Run, outcome: Outcome) -> Run:
    """A hand's one Outcome booked on the run: a solve (a right answer or a right "no solution") earns the bonus,
    a skip or a wrong claim costs the penalty, a hand the clock ended changes nothing more; help seen in a mode
    where it matters keeps the run off the high scores."""
    if outcome.ending is Ending.SOLVED:
        run = solve(run, helped=outcome.helped)
    elif outcome.ending in (Ending.SKIPPED, Ending.LOST):
        run = skip(run)
    return note_hint(run) if outcome.helped else run


_RUN_COUNTS = ("hands_done", "solved", "skipped", "streak", "best_streak")


def run_to_record(run: Run) -> dict[str, Any]:
    """JSON-able: the run's clocks as exact fractions ("241/2"), its counts and flags (the rules are saved apart)."""
    return {"time_left": None if run.time_left is None else str(run.time_left), "elapsed": str(run.elapsed),
            **{name: getattr(run, name) for name in _RUN_COUNTS}, "helped": run.helped, "over": run.over,
            "reason": run.reason}


def run_from_record(rules: ModeRules, record: Mapping[str, Any]) -> Run:
    """The run `run_to_record` saved, under `rules`; ValueError naming the field for a damaged record."""
    def seconds(name: str) -> Fraction:
        value = record.get(name)
        try:
            result = Fraction(str(value))
        except (ValueError, ZeroDivisionError):
            raise ValueError(Msg("saved run: {name} {value} is not a number of seconds", name=name,
                                 value=repr(value))) from None
        if result < 0:
            raise ValueError(Msg("saved run: {name} {value} is negative", name=name, value=repr(value)))
        return result

    counts = {}
    for name in _RUN_COUNTS:
        value = record.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(Msg("saved run: {name} {value} is not a count", name=name, value=repr(value)))
        counts[name] = value
    flags = {}
    for name in ("helped", "over"):
        flag = record.get(name, False)
        if not isinstance(flag, bool):
            raise ValueError(Msg("saved run: {name} {value} is not true or false", name=name, value=repr(flag)))
        flags[name] = flag
    reason = record.get("reason", "")
    if not isinstance(reason, str):
        raise ValueError(Msg("saved run: {name} {value} is not text", name="reason", value=repr(reason)))
    time_left = None if record.get("time_left") is None else seconds("time_left")
    if (time_left is None) != (rules.start_seconds is None):
        raise ValueError(Msg("saved run: its clock does not match the mode's"))
    return Run(rules, time_left, seconds("elapsed"), counts["hands_done"], counts["solved"], counts["skipped"],
               counts["streak"], counts["best_streak"], flags["helped"], flags["over"], reason)
