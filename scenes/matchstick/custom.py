"""Your own equation: type it, pick how many matches, the mode and the rules; the solver says how many answers
there are (then play it), that there is none with that many matches (and the nearest count that works), or
what is wrong with the input.

Long equations with 3 or 4 matches can take the solver a while, so it runs beside the frame loop (a
`scenes.worker.Job`) and the screen says "Solving…" meanwhile. Each question gets a solver Budget: a new question
or leaving the screen cancels it at once, and after SOLVE_SECONDS it stops and the screen shows the answers found
so far; at most LIST_LIMIT answers are listed. Nothing the player types can crash it.
A question is answered in two stages, each a Job with its own budget: `ask` (the list, "no answer" or why the
input is refused) is shown as soon as it is done; only when it is a complete "no answer" does a second job,
`ask_nearest`, look for the nearest stick count that works, while the screen already says "No answer… Looking
for the nearest count that works…". Proving "no answer" at every other count can take seconds on a long equation,
and the player should not wait for it to learn that there is none.
A number of more than MAX_DIGITS digits is refused with a reason: searching it would tie the solver up for minutes.
Roman equations (V+I=IV) are read as Roman; until the player picks a preset, an equation that reads as Roman is
solved under the Roman rules (chained '=' allowed, as Knoblich's tautologies need) and anything else under
the classic rules. A preset the player picked never changes because of what is typed.
The player's choices (matches, mode, preset) are kept in the store's settings under SETTING and checked when read.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Callable, Optional

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.logic.words import reason
from scenes.base import Context, Pop, Push, Scene, Transition
from game.logic.matchstick import shown
from game.logic.matchstick.rules import summary
from scenes.matchstick.custom_choices import (DEFAULT_PRESET, EXAMPLES, SETTING, has_answer, preset_for_text,
                                              preset_label, read_choices)
from scenes.matchstick.custom_preview import PREVIEW_ROW, draw_preview
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene
from scenes.worker import CancelFlag, Job
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button, TextField

PRESET_NAMES = tuple(ms.PRESETS)
PANEL = pygame.Rect(230, 392, 840, 196)   # where the answer is shown
TEXT_LEFT = PANEL.left + 54               # where its words start (after the tick, cross or '!')
MAX_CHARS = 28   # what the field holds (a longer equation would not fit the table); stated beside the field
MAX_DIGITS = 8   # a 3- or 4-match search grows steeply with a number's length: 20 digits took minutes
COUNT_SECONDS = 1.5   # the nearest count's answers are counted until this long after stage two began (else the
                      # screen names the count without how many)
SLOW = 2.0       # seconds of "Solving…" after which the screen says why it takes a while
SOLVE_SECONDS = 5.0  # a search that takes longer stops and the screen shows what it found so far
LIST_LIMIT = 1000    # answers listed at most (a long equation can have millions)
CLOCK = time.monotonic  # the solve budget's clock (a test sets a fake one)
ANSWER_ROW = 24                 # px per line of the answer list

Question = tuple[str, int, str, str]   # equation, matches, mode, preset: what one solve answers
MODE_LABELS = {"move": N_("Move"), "add": N_("Add"), "remove": N_("Remove")}   # the mode buttons
MODE_WORDS = {"move": N_("move"), "add": N_("add"), "remove": N_("remove")}    # a mode inside a sentence


def matches_word(n: int) -> Msg:
    """"1 match", "3 matches": a count of matches inside a sentence."""
    return Plural("{n} match", "{n} matches", n)


@dataclass(frozen=True)
class Answer:
    """What the solver said about one request."""
    text: str                   # the input as typed
    puzzle: ms.Puzzle | None
    moves: int
    mode: str
    solutions: tuple[str, ...] = ()
    error: Text = ""            # the input could not be read (a Msg in the player's language)
    nearest: int | None = None  # with no answer: the closest match count that has one
    nearest_count: int = 0      # its answers (0: not counted in time)
    capped: bool = False        # more than LIST_LIMIT answers exist; the first LIST_LIMIT are listed
    stopped: Text = ""          # the budget that stopped the search before it was done ("5 s")
    nearest_stopped: Text = ""  # the same for the search for the nearest count that works
    nearest_done: bool = False  # the nearest-count search (`ask_nearest`) has run and its result is in here
    nearest_error: Text = ""    # that search failed: why

    @property
    def needs_nearest(self) -> bool:
        """A complete "no answer" to a puzzle the screen accepted, whose nearest count has not been looked for."""
        return (self.puzzle is not None and not self.error and not self.solutions and not self.stopped
                and not self.nearest_done)

    @property
    def playable(self) -> bool:
        """Only a complete, uncapped list may be played: the table lists every answer itself, on the frame
        thread (a capped 4-match list can stand for hundreds of thousands: the frames would stall for minutes)."""
        return bool(self.solutions) and self.puzzle is not None and not self.stopped and not self.capped

    @property
    def message(self) -> Text:
        """The answer in words, whole sentences in the player's language."""
        if self.error:
            return self.error
        n = len(self.solutions)
        said = {"matches": matches_word(self.moves), "mode": Msg(MODE_WORDS.get(self.mode, self.mode))}
        if self.stopped:
            if n:
                return Plural("Stopped after {time}: showing the first {count} answer found with {matches} ({mode}).",
                              "Stopped after {time}: showing the first {count} answers found with {matches} "
                              "({mode}).", n, time=self.stopped, count=f"{n:,}", **said)
            if self.moves > 1:
                return Msg("Stopped after {time} with no answer found yet with {matches} ({mode}). Try fewer "
                           "matches.", time=self.stopped, **said)
            return Msg("Stopped after {time} with no answer found yet with {matches} ({mode}).", time=self.stopped,
                       **said)
        if self.capped:
            return Msg("More than {count} answers with {matches} ({mode}): the first {count} are listed; too many to "
                       "play, try fewer matches.", count=f"{n:,}", **said)
        if n:
            return Plural("{n} answer with {matches} ({mode}).", "{n} answers with {matches} ({mode}).", n, **said)
        head = Msg("No answer with {matches} ({mode}).", **said)
        if self.puzzle is not None and ms.is_true_equation(self.puzzle.layout, self.puzzle.rules):
            head = Msg("It is already true; no other true equation is {matches} away ({mode}).", **said)
        return Msg("{no_answer} {nearest}", no_answer=head, nearest=self.nearest_sentence())

    def nearest_sentence(self) -> Msg:
        """After "no answer": what the search for the nearest count that works found (or is doing)."""
        if not self.nearest_done:
            return Msg("Looking for the nearest count that works…")
        if self.nearest_error:
            return Msg("The search for a count that works failed: {error}", error=self.nearest_error)
        if self.nearest_stopped:
            return Msg("The search for a count that works stopped after {time}.", time=self.nearest_stopped)
        if self.nearest is None:
            return Msg("None with 1 to 4 matches either.")
        if not self.nearest_count:   # not counted within COUNT_SECONDS
            return Msg("Nearest that works: {matches}.", matches=matches_word(self.nearest))
        return Msg("Nearest that works: {matches} ({answers}).", matches=matches_word(self.nearest),
                   answers=Plural("{n} answer", "{n} answers", self.nearest_count))


def longest_number(puzzle: ms.Puzzle) -> int:
    """The most digits (or Roman glyphs, not counting the empty room between them) in one number."""
    longest = run = 0
    for kind, mask in zip(puzzle.layout.kinds, puzzle.layout.masks):
        if kind == ms.DIGIT or kind == ms.ROMAN:
            run += kind == ms.DIGIT or mask != 0
        else:
            run = 0
        longest = max(longest, run)
    return longest


class Found:
    """How many answers a running search has met so far (written on the worker thread, read by the frames: the
    player learns there are answers while the list is still being made; which ones stays hidden)."""

    def __init__(self) -> None:
        self.count = 0

    def add(self, text: str) -> None:
        self.count += 1


def ask(text: str, moves: int, mode: str, rules: ms.Rules, budget: ms.Budget | None = None,
        found: Found | None = None) -> Answer:
    """The solver's answer for a typed equation, stage one (pure; runs on the worker thread): the answers, or a
    complete "no answer" (`needs_nearest`: `ask_nearest` finds the nearest count), or why the input is refused.
    With a `budget`, the search stops when it runs out or is cancelled, and the answer says so; `found` hears
    of each answer as the search meets it."""
    try:
        puzzle = ms.parse_puzzle(text, rules)
    except PuzzleError as err:
        return Answer(text, None, moves, mode, error=reason(err))
    if longest_number(puzzle) > MAX_DIGITS:
        return Answer(text, None, moves, mode,
                      error=Msg("{text}: a number here may have at most {most} digits (this one has {n}; searching "
                                "it would take minutes)", text=repr(text), most=MAX_DIGITS, n=longest_number(puzzle)))
    result = ms.solve(puzzle, moves, mode, budget=budget, limit=LIST_LIMIT,
                      on_answer=None if found is None else found.add)
    stopped = "" if result.complete else spent(budget)
    return Answer(text, puzzle, moves, mode, tuple(result.texts), capped=result.capped, stopped=stopped)


def ask_nearest(answer: Answer, budget: ms.Budget | None = None) -> Answer:
    """Stage two (pure; runs on the worker thread): `answer`, a complete "no answer" from `ask`, with the nearest
    stick count that has answers and how many (or none from 1 to 4), as a copy. Each count's search stops at its
    first answer but the nearest's, which goes on counting them until COUNT_SECONDS after this began (else the copy
    names the count without how many). With a `budget`, the search stops when it runs out or is cancelled and the
    copy says so. An answer that does not need it comes back as it is."""
    if not answer.needs_nearest or answer.puzzle is None:
        return answer
    counting = ms.Budget(seconds=COUNT_SECONDS, clock=CLOCK if budget is None or budget.clock is None
                         else budget.clock)
    try:
        nearest = ms.nearest_counted(answer.puzzle, answer.moves, answer.mode, budget=budget, counting=counting,
                                     limit=LIST_LIMIT)
    except ms.BudgetExceeded:
        return replace(answer, nearest_done=True, nearest_stopped=spent(budget))
    if nearest is None:
        return replace(answer, nearest_done=True)
    return replace(answer, nearest_done=True, nearest=nearest.moves, nearest_count=nearest.answers or 0)


def spent(budget: ms.Budget | None) -> Text:
    """The limit a stopped search ran into, for the player: "5 s" (or the work limit tests set)."""
    if budget is None:
        return "?"
    if budget.seconds is not None and budget.max_work is None:
        return Msg("{seconds} s", seconds=f"{budget.seconds:g}")
    return Msg("{n} steps", n=f"{budget.work:,}")


def _budget(flag: CancelFlag) -> ms.Budget:
    """A budget of SOLVE_SECONDS (the solver's own clock, on the worker thread) that cancelling the job spends
    at once."""
    budget = ms.Budget(seconds=SOLVE_SECONDS, clock=CLOCK)
    flag.on_cancel(budget.cancel)
    return budget


def solve_job(text: str, moves: int, mode: str, rules: ms.Rules,
              found: Found | None = None) -> Callable[[CancelFlag], Answer]:
    """The work of one question's first stage (`ask`), with its own budget; `found` hears of each answer met."""
    def work(flag: CancelFlag) -> Answer:
        return ask(text, moves, mode, rules, _budget(flag), found)
    return work


def nearest_job(answer: Answer) -> Callable[[CancelFlag], Answer]:
    """The work of one question's second stage (`ask_nearest` on the first stage's answer), with its own budget."""
    def work(flag: CancelFlag) -> Answer:
        return ask_nearest(answer, _budget(flag))
    return work


class CustomEquationScene(Scene):
    name = "matchstick-custom"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.moves = 1
        self.mode = "move"
        self.chosen_preset: str | None = None   # the player's pick; None: the preset follows the numerals typed
        self.preset = DEFAULT_PRESET            # the preset in use (the pick, or the one the text calls for)
        self.answer_scroll = 0                  # first answer line shown when the answers are revealed
        self._load_choices()
        self.answer: Answer | None = None
        self.pending: Job[Answer] | None = None         # stage one: the list, "no answer" or the refusal
        self.pending_key: Question | None = None
        self.nearest_pending: Job[Answer] | None = None  # stage two: the nearest count, for `nearest_for`
        self.nearest_for: Answer | None = None
        self.reveal = False
        self.spin = 0.0
        self.asked_at = 0.0
        self.found = Found()                    # the answers the running search has met so far
        self.widgets.add(Button("back", (40, 30, 140, 48), Msg("Back"), lambda: Pop()))
        self.field = self.widgets.add(TextField("equation", (290, 130, 560, 60),
                                                placeholder=Msg("an equation: {first} or {second}",
                                                                first=EXAMPLES[0], second=EXAMPLES[1]),
                                                max_length=MAX_CHARS, on_submit=lambda _: self.enter(),
                                                on_change=self.edited))
        self.widgets.add(Button("solve", (870, 130, 130, 60), Msg("Solve"), self.submit, primary=True))
        for k in range(1, ms.play.MAX_MOVES + 1):
            self.widgets.add(Button(f"moves-{k}", (290 + (k - 1) * 86, 230, 78, 48), str(k),
                                    partial(self.set_option, moves=k)))
        for i, mode in enumerate(ms.MODES):
            self.widgets.add(Button(f"mode-{mode}", (680 + i * 110, 230, 100, 48), Msg(MODE_LABELS[mode]),
                                    partial(self.set_option, mode=mode)))
        for i, preset in enumerate(PRESET_NAMES):
            self.widgets.add(Button(f"preset-{preset}", (290 + i * 126, 318, 120, 48), preset_label(preset),
                                    partial(self.set_option, preset=preset), size=theme.SMALL))
        self.widgets.add(Button("rules", (798, 318, 202, 48), Msg("Rules card ({key})", key="F1"),
                                self.open_rules))
        settings = ctx.levels.settings("matchstick")
        self.examples = list(getattr(settings, "custom_examples", ()) or ("6+4=4", "1+1=9", "45+46=99"))[:8]
        for i, example in enumerate(self.examples):
            self.widgets.add(Button(f"example-{i}", (290, 600, 170, 40), example,
                                    partial(self.use_example, example), size=theme.SMALL))
        self.widgets.add(Button("play", (870, 470, 180, 56), Msg("Play it"), self.play, primary=True))
        self.widgets.add(Button("reveal", (870, 534, 180, 44), Msg("Show answers"), self.toggle_reveal,
                                size=theme.SMALL))
        self.widgets.add(Button("use-nearest", (870, 470, 180, 56), Msg("Use that"), self.use_nearest))
        self.widgets.set_focus("equation")
        self._sync()

    # --- options -----------------------------------------------------------------------------------------
    @property
    def rules(self) -> ms.Rules:
        return ms.PRESETS[self.preset]

    @property
    def preset_chosen(self) -> bool:
        return self.chosen_preset is not None

    def _load_choices(self) -> None:
        """The choices the player made last time, each kept only if it is still a valid one."""
        moves, mode, preset = read_choices(self.ctx.store.get_setting(SETTING, {}))
        self.moves, self.mode = moves or self.moves, mode or self.mode
        if preset is not None:
            self.chosen_preset = self.preset = preset

    def _save_choices(self) -> None:
        self.ctx.store.set_setting(SETTING, {"moves": self.moves, "mode": self.mode, "preset": self.chosen_preset})

    def set_option(self, moves: int | None = None, mode: str | None = None, preset: str | None = None) -> None:
        self.moves = moves or self.moves
        self.mode = mode or self.mode
        if preset is not None:
            self.chosen_preset = self.preset = preset
        self._save_choices()
        if self.field.text.strip():
            self.submit()
        self._sync()

    def edited(self, text: str) -> None:
        """A changed equation makes the old answer stale: it goes, so "Play it" cannot play the old one."""
        if self.answer is not None and self.answer.text != text.strip():
            self.answer = None
            self.cancel_nearest()  # its result would belong to the answer just dropped
            self.reveal = False
            self._sync()

    def use_example(self, text: str) -> None:
        self.field.text = text
        self.submit()

    def use_nearest(self) -> None:
        if self.answer is not None and self.answer.nearest is not None:
            self.set_option(moves=self.answer.nearest)

    def toggle_reveal(self) -> None:
        self.reveal = not self.reveal
        self.answer_scroll = 0
        self._sync()

    def answer_lines(self) -> list[str]:
        """The answers to list, several to a line, wrapped to the list's width."""
        a = self.answer
        if a is None or not a.solutions:
            return []
        return theme.wrap(", ".join(shown(t) for t in a.solutions), 560, theme.BODY)

    def answer_rows(self) -> int:
        """How many answer lines the panel shows at once (under the one-line message)."""
        return (PANEL.height - 18 - 40 - 8 - ANSWER_ROW) // ANSWER_ROW   # and a line saying where the list is

    def scroll_answers(self, lines: int) -> None:
        last = max(0, len(self.answer_lines()) - self.answer_rows())
        self.answer_scroll = max(0, min(last, self.answer_scroll + lines))

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """Wheel, PageUp/PageDown and Up/Down move the revealed answer list; other events go on."""
        if not (self.reveal and self.answer is not None and self.answer.solutions and not self.busy):
            return False
        page = max(1, self.answer_rows() - 1)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_answers(-3 * event.y)
            return True
        steps = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_UP: -1, pygame.K_DOWN: 1}
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_answers(steps[event.key])
            return True
        return False

    # --- solving -----------------------------------------------------------------------------------------
    def submit(self) -> None:
        text = self.field.text.strip()
        if self.field.refused:   # the player typed more than the field holds: say that, not what the rest lacks
            self.answer = Answer(text, None, self.moves, self.mode,
                                 error=Msg("Too long: the field holds {most} characters, so {refused} was not "
                                           "added. Shorten the equation.", most=MAX_CHARS,
                                           refused=repr(self.field.refused[:20])))
            self._sync()
            return
        if not text:
            self.answer = Answer("", None, self.moves, self.mode, error=Msg("Type an equation first, e.g. {example}",
                                                                           example="6+4=4"))
            self._sync()
            return
        if self.chosen_preset is None:
            self.preset = preset_for_text(text)
            self._sync()
        key = self._question_key()
        if key == self.pending_key or (self.answer is not None and key == self._answer_key()):
            return
        self.cancel_solve()  # the old question's answer would be stale: stop it, never read it
        self.pending_key = key
        self.found = Found()
        self.pending = Job(solve_job(text, self.moves, self.mode, self.rules, self.found), name="matchstick-solver")
        self.asked_at = self.spin
        self.reveal = False
        self._sync()

    def enter(self) -> Optional[Transition]:
        """Enter in the equation field: solve it, or once it is answered with answers, play it."""
        a = self.answer
        if not self.busy and a is not None and a.playable and self._answer_key() == self._question_key():
            return self.play()
        self.submit()
        return None

    def _question_key(self) -> Question:
        return (self.field.text.strip(), self.moves, self.mode, self.preset)

    def _answer_key(self) -> Question | None:
        a = self.answer
        if a is None:
            return None
        return (a.text, a.moves, a.mode, a.puzzle.rules.name if a.puzzle else self.preset)

    @property
    def busy(self) -> bool:
        """The first stage is running: no answer to show yet."""
        return self.pending is not None

    @property
    def looking_for_nearest(self) -> bool:
        """The answer "no answer" is shown and the second stage is looking for the nearest count that works."""
        return self.nearest_pending is not None

    def cancel_solve(self) -> None:
        """Stop both stages; neither result will be read."""
        if self.pending is not None:
            self.pending.cancel()
            self.pending, self.pending_key = None, None
        self.cancel_nearest()

    def cancel_nearest(self) -> None:
        if self.nearest_pending is not None:
            self.nearest_pending.cancel()
            self.nearest_pending, self.nearest_for = None, None

    def on_leave(self) -> None:
        self.cancel_solve()

    def tick(self, dt: float) -> Optional[Transition]:
        self.spin += dt
        if self.pending is not None and self.pending.done:
            job, self.pending, self.pending_key = self.pending, None, None
            try:
                self.answer = job.result()
            except Exception as err:  # the solver must never take the screen down with it
                self.answer = Answer(self.field.text, None, self.moves, self.mode, error=Msg("Could not solve: {error}",
                                                                                                    error=reason(err)))
            self.ctx.sound.play("good" if self.answer.solutions else "bad")
            if self.answer.needs_nearest:
                self.cancel_nearest()
                self.nearest_for = self.answer
                self.nearest_pending = Job(nearest_job(self.answer), name="matchstick-solver-nearest")
            self._sync()
        if self.nearest_pending is not None and self.nearest_pending.done:
            job, asked = self.nearest_pending, self.nearest_for
            self.nearest_pending, self.nearest_for = None, None
            if asked is not None and asked is self.answer:   # still the answer on show: never a stale result
                try:
                    self.answer = job.result()
                except Exception as err:  # the solver must never take the screen down with it
                    self.answer = replace(asked, nearest_done=True, nearest_error=reason(err) or type(err).__name__)
                self._sync()
        return None

    def wait(self, timeout: float = 30.0) -> None:
        """Block until both stages have answered (tests and the bench call this; the scene never does)."""
        if self.pending is not None and not self.pending.join(timeout):
            raise TimeoutError(f"the solver did not answer within {timeout} s")
        self.tick(0.0)   # shows the first stage's answer and starts the second when it is needed
        if self.nearest_pending is not None and not self.nearest_pending.join(timeout):
            raise TimeoutError(f"the search for the nearest count did not end within {timeout} s")
        self.tick(0.0)

    # --- going on ----------------------------------------------------------------------------------------
    def play(self) -> Optional[Transition]:
        a = self.answer
        if a is None or not a.playable or a.puzzle is None:
            return None
        task = ms.Task(a.puzzle, a.moves, a.mode)
        n = len(a.solutions)
        return Push(MatchstickScene(self.ctx, Setup(task, Msg("Your equation: {equation}", equation=a.puzzle.text),
                                                    Plural("{rules} · {n} answer", "{rules} · {n} answers", n,
                                                           rules=summary(a.puzzle.rules)),
                                                    next_setup=lambda: None, next_label=Msg("Another equation"),
                                                    mode="custom")))

    def open_rules(self) -> Transition:
        from scenes.matchstick.rules_card import RulesCardScene

        return Push(RulesCardScene(self.ctx, self.rules))

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return self.open_rules()
        if self._scroll_event(event):
            return None
        return super().handle_event(event)

    def selected_options(self) -> list[str]:
        """The option buttons showing the choices in use (drawn with a frame and a bar under them)."""
        return [f"moves-{self.moves}", f"mode-{self.mode}", f"preset-{self.preset}"]

    def _place_examples(self) -> None:
        """Only the examples that have an answer under the rules in use are offered, packed in order."""
        shown_at = 0
        for i, example in enumerate(self.examples):
            button = self.widgets.get(f"example-{i}")
            button.visible = has_answer(example, self.preset)
            if button.visible:
                button.rect.topleft = (290 + (shown_at % 4) * 180, 600 + (shown_at // 4) * 46)
                shown_at += 1

    def _sync(self) -> None:
        self._place_examples()
        a = None if self.busy else self.answer
        self.widgets.get("play").visible = a is not None and a.playable
        self.widgets.get("reveal").visible = a is not None and bool(a.solutions)
        self.widgets.get("reveal", Button).label = Msg("Hide answers") if self.reveal else Msg("Show answers")
        self.widgets.get("use-nearest").visible = a is not None and a.nearest is not None
        if a is not None and a.nearest is not None:
            self.widgets.get("use-nearest", Button).label = Plural("Try {n} match", "Try {n} matches", a.nearest)

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.blit_text(surface, Msg("Your own equation"), (640, 34), theme.HEADING, theme.TEXT, True, "midtop")
        theme.blit_text(surface, Msg("Equation"), (270, 160), theme.BODY, theme.TEXT_DIM, anchor="midright")
        theme.blit_text(surface, Msg("Matches"), (270, 254), theme.BODY, theme.TEXT_DIM, anchor="midright")
        theme.blit_text(surface, Msg("Rules"), (270, 342), theme.BODY, theme.TEXT_DIM, anchor="midright")
        theme.blit_text(surface, Msg("Digits 0-9 and + - x * / =, or Roman I V X L and + - = ; {enter} to solve, "
                                     "{enter} again to play", enter="Enter"), (290, 196), theme.SMALL,
                        theme.TEXT_DIM)
        count = Msg("{n} / {most} characters", n=len(self.field.text), most=MAX_CHARS)
        full = bool(self.field.refused)
        theme.blit_text(surface, count, (1014, 138), theme.SMALL, theme.WARN if full else theme.TEXT_DIM, bold=full)
        if full:
            theme.blit_text(surface, Msg("full: no more fit"), (1014, 162), theme.SMALL, theme.WARN, bold=True)
        theme.blit_text(surface, Msg("how many to change"), (290, 286), theme.SMALL, theme.TEXT_DIM)
        theme.blit_text(surface, Msg("move, add or remove them"), (680, 286), theme.SMALL, theme.TEXT_DIM)
        theme.draw_panel(surface, PANEL)
        self._draw_result(surface, PANEL)
        theme.blit_text(surface, Msg("Try one:"), (270, 620), theme.SMALL, theme.TEXT_DIM, anchor="midright")
        if self.chosen_preset is None:
            theme.blit_text(surface, Msg("follows the numerals typed until you pick one"), (290, 376), theme.SMALL,
                            theme.TEXT_DIM)
        self.widgets.draw(surface)
        self._draw_selection(surface)

    def _draw_selection(self, surface: pygame.Surface) -> None:
        """A chosen option: a frame round its button and a bar under it (a shape, not only a colour)."""
        for name in self.selected_options():
            rect = self.widgets.get(name).rect
            pygame.draw.rect(surface, theme.TEXT, rect.inflate(6, 6), width=3, border_radius=10)
            pygame.draw.rect(surface, theme.TEXT, (rect.left + 12, rect.bottom + 4, rect.width - 24, 3),
                             border_radius=2)

    def _draw_result(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        x, y = TEXT_LEFT - 30, panel.top + 18
        if self.busy:
            dots = "." * (1 + int(self.spin * 3) % 3)
            theme.blit_text(surface, Msg("Solving{dots}", dots=dots), (x, y), theme.HEADING, theme.TEXT_DIM, True)
            count = self.found.count
            if count:   # the search has met an answer (not shown: the player may want to find it) and lists the rest
                art.draw_mark(surface, True, (x + 8, y + 62), theme.GOOD, 10)
                theme.blit_text(surface, Msg("It has answers: {count} found so far, still listing them.",
                                             count=f"{count:,}"),
                                (x + 30, y + 48), theme.BODY, theme.TEXT)
                y += 34
            if self.spin - self.asked_at > SLOW:
                theme.blit_text(surface, Msg("Long equations with 3 or 4 matches take a while; the search stops "
                                             "after {seconds} s.", seconds=f"{SOLVE_SECONDS:g}"), (x, y + 48),
                                theme.BODY, theme.TEXT_DIM)
            return
        a = self.answer
        if a is None:
            theme.blit_text(surface, Msg("The solver answers as soon as you press {enter}.", enter="Enter"), (x, y),
                            theme.BODY,
                            theme.TEXT_DIM)
            return
        if a.puzzle is not None and not (self.reveal and a.solutions):  # a picture of the equation, in matches
            y += draw_preview(surface, a.puzzle, pygame.Rect(x, y, 580, PREVIEW_ROW)) + 8
        if a.error:
            theme.blit_text(surface, "!", (x + 8, y + 2), theme.HEADING, theme.WARN, True, "midtop")
        else:
            art.draw_mark(surface, bool(a.solutions), (x + 8, y + 14), theme.GOOD if a.solutions else theme.BAD, 10)
        images = self.message_images()
        if self.reveal and a.solutions:
            surface.blit(images[0], (x + 30, y + 6))
            self._draw_answer_list(surface, x + 30, y + 40)
            return
        for i, image in enumerate(images):
            surface.blit(image, (x + 30, y + 6 + i * 28))

    def _draw_answer_list(self, surface: pygame.Surface, left: int, top: int) -> None:
        """The revealed answers, one window of lines at a time, with where the window is and how to move it."""
        lines, rows = self.answer_lines(), self.answer_rows()
        for i, line in enumerate(lines[self.answer_scroll:self.answer_scroll + rows]):
            theme.blit_text(surface, line, (left, top + i * ANSWER_ROW), theme.BODY, theme.SKY_BLUE)
        if len(lines) > rows:
            last = min(len(lines), self.answer_scroll + rows)
            theme.blit_text(surface, Msg("lines {first}-{last} of {total} · more with the wheel, {page} or {arrows}",
                                         first=self.answer_scroll + 1, last=last, total=len(lines),
                                         page="PgUp/PgDn", arrows="Up/Down"),
                            (left, top + rows * ANSWER_ROW + 2), theme.SMALL, theme.TEXT_DIM)

    def message_images(self) -> list[pygame.Surface]:
        """The solver's answer in words, wrapped to stay clear of the buttons on the panel's right (regular
        weight: a bold line is wider than `wrap` measures, and ran under "Try 2 matches")."""
        if self.answer is None:
            return []
        return [theme.text(line, theme.BODY, theme.TEXT) for line in theme.wrap(self.answer.message, 560)[:3]]
