"""Playing 24: click a card, an operation, a card (they merge into one card with the exact value), or type the
whole expression; undo, hints one merge at a time, skip, and (in modes that deal them) "no solution".

The scene owns its parts: the screen's model (model.py: the series of hands and what the screen adds), the view
(view.py) and the input (input.py); it builds the widgets, keeps them in step with the model after every action,
and does what the shared keys of scenes/game_scene.py ask (U undo, R redo, H hint, N next, Esc pause, F1 help).
Every move goes through the hand's session; the end of a hand, its sound and what comes next read its Outcome.
While paused or covered the cards are face down, and the clocks only run while a hand is being played.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import Msg, Plural, Text
from game.levels import Level
from game.logic.outcome import Ending, Outcome
from game.logic.twentyfour import modes
from game.store import DEFAULT_NAME
from scenes.base import Context, Pop, Replace, Scene, Transition
from scenes.game_scene import GameScene
from scenes.twentyfour.input import PlayInput
from scenes.twentyfour.model import GAME, NAME_KEY, Hand, Screen, Series, SeriesPlan
from scenes.twentyfour.setup import level_plan, new_series
from scenes.share import ShareBox
from scenes.twentyfour.view import (OP_LABELS, RESULT_PANEL, SHARE_W, PlayView, card_rects, share_rect, shown_name,
                                    typed_name)
from sprites import theme
from sprites.widgets import Button, Label, TextField, TimerBar

ROW_GAP = 14   # between the result panel's bottom buttons
NAME_SETTING = "player_name"   # the last name a score was recorded under: the next run's score goes under it
NONE_KEY_HELP = Msg("{key}: no solution (when the mode deals hands without one), then {key} again to confirm",
                    key="O")
CONFIRM_CLAIM = Msg("No solution at all? {key} again claims it (a wrong call loses the hand); anything else plays "
                    "on.", key="O")
NO_CLAIM_HERE = Msg("Every hand in this mode has a solution, so there is no \"no solution\" call ({key}) here.",
                    key="O")


class TwentyFourScene(GameScene):
    name = "twentyfour"
    hides_board = True   # the cards lie face down while paused
    help_title = Msg("24")
    help_lines = (Msg("Make the target (24) from all four cards with + - × ÷. Click a card, an operation, a card: "
                      "they merge into one card with the exact value. Or press {type} and type the whole expression.",
                      type="T"),
                  Msg("Keys: {cards} pick a card (each card keeps its letter), {ops} pick the operation, {skip} skip "
                      "the hand, {enter} or {next} next hand, {others} the other solutions of a hand that is over.",
                      cards="A-F", ops="+ - * x /", skip="S", enter="Enter", next="N", others="V"),
                  NONE_KEY_HELP)
    help_marker = Msg("! hint used: no high score")

    def __init__(self, ctx: Context, series: Series) -> None:
        super().__init__(ctx)
        untimed = series.rules.name == modes.RELAXED and ctx.relaxed_timers
        self.screen = Screen(series, series.plan.title, untimed=untimed)
        self.view = PlayView()
        self.input = PlayInput(self.screen, self.widgets, self)
        self._build_widgets()
        self.share = ShareBox(self.widgets, GAME, self.puzzle_code(), daily=series.plan.daily)
        self.shared_hand = self.hand   # the hand the code's box was made for (a run deals others)
        self.refresh()

    # --- what tests and the app read --------------------------------------------------------------------
    @property
    def series(self) -> Series:
        return self.screen.series

    @property
    def hand(self) -> Hand:
        return self.screen.hand

    @property
    def run(self) -> modes.Run:
        return self.screen.run

    @property
    def finished(self) -> bool:
        return self.screen.finished

    def card_rects(self) -> list[pygame.Rect]:
        return card_rects(self.hand)

    # --- widgets ----------------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        add = self.widgets.add
        rules = self.series.rules
        timer = add(TimerBar("timer", (40, 84, 1200, 30), float(rules.start_seconds or 1),
                             urgent_below=float(rules.urgent_seconds)))
        timer.untimed = rules.start_seconds is None
        timer.visible = rules.start_seconds is not None
        x0 = 640 - (4 * 96 + 3 * 18) // 2
        for k, op in enumerate("+-*/"):
            add(Button(f"op{op}", (x0 + k * 114, 466, 96, 64), OP_LABELS[op], self._op_action(op), size=56))
        add(TextField("answer", (300, 548, 540, 52), placeholder=Msg("or type the expression, e.g. (1+2)*8"),
                      max_length=40, on_submit=self.submit))
        add(Button("check", (852, 548, 128, 52), Msg("Check"),
                   lambda: self.submit(self.widgets.get("answer", TextField).text)))
        y = 652
        add(Button("undo", (40, y, 150, 52), Msg("Undo"), self.undo, detail="U"))
        add(Button("redo", (200, y, 150, 52), Msg("Redo"), self.redo, detail="R"))
        add(Button("hint", (360, y, 150, 52), Msg("Hint"), lambda: self.request_help(self.ask_hint), detail="H"))
        add(Button("skip", (520, y, 150, 52), Msg("Skip"), self.skip, detail="S"))
        add(Button("none", (680, y, 190, 52), Msg("No solution"), self.declare_none, detail="O"))
        add(Label("message", (300, 608, 700, 30), "", size=theme.SMALL, align="center"))
        # the result panel (a hand is over) and the end of the run
        # a famous hand offers "Play again" beside "Next hand"; a mode's round has "Next hand" alone
        # the bottom row: "Show the others" at the left, then "Play again" (a famous hand) and "Next hand"
        famous = self.series.level_id is not None
        bottom = RESULT_PANEL.bottom - 76
        next_rect = (RESULT_PANEL.right - 270, bottom, 250, 56) if famous else (RESULT_PANEL.centerx - 130, bottom,
                                                                                260, 56)
        add(Button("next", next_rect, Msg("Next hand"), self.next_hand, primary=True, detail="Enter"))
        add(Button("others", (RESULT_PANEL.left + 16, bottom, 220, 56), "", self.toggle_others, size=theme.SMALL))
        name = add(TextField("name", (RESULT_PANEL.left + 40, RESULT_PANEL.top + 250, 300, 48),
                             placeholder=Msg("your name"), max_length=24, on_submit=lambda _t: self.submit_name()))
        name.focusable = False   # not on Tab's round: only a click or NAME_KEY opens it (PlayInput)
        add(Button("save", (RESULT_PANEL.left + 350, RESULT_PANEL.top + 250, 150, 48), Msg("Save name"),
                   self.submit_name))
        again_rect = (RESULT_PANEL.right - 530, bottom + 4, 250, 52) if famous else \
            (RESULT_PANEL.centerx - 280, RESULT_PANEL.bottom - 70, 260, 52)
        # not a primary button: at the run's end Enter presses none until the player picks one (Tab), so none is lit
        add(Button("again", again_rect, Msg("Play again"), self.again))
        add(Button("back", (RESULT_PANEL.centerx + 20, RESULT_PANEL.bottom - 70, 260, 52), Msg("Back"),
                   lambda: Pop()))
        self.widgets.get("name", TextField).text = shown_name(self.last_name())

    def _op_action(self, op: str) -> Callable[[], None]:
        return lambda: self.choose_op(op)

    def refresh(self) -> None:
        """Book a hand that has just ended, then show what makes sense now; the timer follows the run."""
        outcome = self.series.settle()
        if outcome is not None:   # the hand has just ended
            self.ctx.sound.play("win" if outcome.ending is Ending.SOLVED else "bad")
            self.widgets.focus = None
        screen, r, run, get = self.screen, self.hand, self.run, self.widgets.get
        playing = not r.finished
        end = screen.finished
        for op in "+-*/":
            button = get(f"op{op}", Button)
            button.visible = playing
            button.primary = r.op == op
            button.label = f"[{OP_LABELS[op]}]" if r.op == op else OP_LABELS[op]
        for wid in ("answer", "check", "hint", "skip", "undo", "redo"):
            get(wid).visible = playing
        get("skip").visible = playing and not self.series.booked   # a decided hand, looked back on: no skip
        get("undo", Button).enabled = r.can_undo()
        get("redo", Button).enabled = r.can_redo()
        none = get("none", Button)
        none.visible = playing and self.series.rules.unsolvable_share > 0
        if not none.visible or r.finished:
            screen.claim_pending = False
        none.label = Msg("Sure? No solution") if screen.claim_pending else Msg("No solution")
        none.primary = screen.claim_pending
        following = get("next", Button)
        following.visible = self.series.booked and r.finished and not end
        if self.series.level_id is not None:
            following.label = Msg("Next hand") if self._next_level() is not None else Msg("Back to the list")
        else:
            following.label = Msg("See results") if run.over else Msg("Next hand")
        others = get("others", Button)
        others.visible = r.finished and not end and bool(r.other_texts)
        count = len(r.other_texts)
        others.label = (Msg("Hide them ({key})", key="V") if screen.showing_others
                        else Plural("Show the other ({key})", "Show the {n} others ({key})", count, key="V"))
        if end and screen.earned_a_score and not screen.saved_score:
            self.save_score()   # the run's score is a fact the moment the run ends: under the last name used
        name = get("name", TextField)
        name.visible = end and screen.recorded_name is not None
        editing = name.visible and self.widgets.focus is name
        if not editing and screen.recorded_name is not None:
            name.text = shown_name(screen.recorded_name)   # what the score is recorded under (an edit left with Esc is undone)
        get("save").visible = editing
        again = get("again", Button)
        again.visible = end or (r.finished and self.series.level_id is not None)
        get("back").visible = end
        if r.finished and not end:   # the hand's row (others, again, next: those shown) centred on the panel
            row = [get(wid) for wid in ("others", "again", "next") if get(wid).visible]
            x = RESULT_PANEL.centerx - (sum(w.rect.width for w in row) + ROW_GAP * (len(row) - 1)) // 2
            for widget in row:
                widget.rect.x = x
                widget.rect.centery = following.rect.centery
                x += widget.rect.width + ROW_GAP
        if end and screen.scores is None and self.series.board is not None:   # read once the table shows
            screen.scores = self.ctx.store.top_scores(GAME, self.series.board, 5, screen.higher_is_better)
        get("message", Label).text = r.message
        timer = get("timer", TimerBar)
        if run.time_left is not None:
            timer.remaining = float(run.time_left)
            timer.total = max(timer.total, float(run.time_left))
            timer.paused = self.covered
        self._refresh_share(outcome)
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.focus = None
        if r.finished and not end and self.widgets.focus is None:
            self.widgets.set_focus("next")
        # the end of a run takes no focus: starting again needs a click, or Tab to a button and Enter; the score
        # is recorded already, and the name box opens only on a click or NAME_KEY

    def _refresh_share(self, ended: Outcome | None) -> None:
        """The code's box on the result panel: the hand's code (and, once a daily hand has ended, the streak);
        on the run's end only when the run was that one hand."""
        if self.shared_hand is not self.hand:
            self.shared_hand = self.hand
            self.share.reset(self.puzzle_code())
        if ended is not None:
            self.share.ended(ended, self.ctx.store)
        self.share.place(share_rect(self.share.height(SHARE_W)))
        self.share.show(self.hand.finished and (not self.screen.finished or self.series.rules.hands == 1))

    # --- actions (input.Actions) ------------------------------------------------------------------------
    def choose_op(self, op: str) -> None:
        self.screen.claim_pending = False
        self.hand.choose_op(op)
        self.ctx.sound.play("click")
        self.refresh()

    def click_card(self, i: int) -> None:
        self.screen.claim_pending = False
        self._answer_box_done()
        self.hand.click_card(i)
        self.ctx.sound.play("pick")
        self.refresh()

    def skip(self) -> None:
        if self.series.booked:
            return   # a decided hand looked back on after an undo: nothing to skip
        self.screen.claim_pending = False
        self.hand.give_up(Ending.SKIPPED)
        self.refresh()

    def declare_none(self) -> None:
        """O or the button: the first press asks, the second makes the claim (a wrong one ends the hand)."""
        if not self.screen.claim_pending:
            self.screen.claim_pending = True
            self.hand.message = CONFIRM_CLAIM
        else:
            self.screen.claim_pending = False
            self.hand.declare_none()
        self.refresh()

    def submit(self, text: str) -> None:
        if not text.strip():
            return
        self.screen.claim_pending = False
        if self.hand.submit(text):
            self.widgets.get("answer", TextField).text = ""
        elif not self.hand.finished:
            self.ctx.sound.play("bad")
        self.refresh()

    def say(self, message: Text) -> None:
        self.hand.message = message
        self.refresh()

    def toggle_others(self) -> None:
        """The result panel lists the hand's other solutions (or goes back to the result)."""
        if self.hand.finished and self.hand.other_texts:
            self.screen.showing_others = not self.screen.showing_others
            self.refresh()

    def no_claim_here(self) -> None:
        self.say(NO_CLAIM_HERE)

    def _answer_box_done(self) -> None:
        """The player went on with the cards: what they had typed in the answer box is cleared, not left stale."""
        box = self.widgets.get("answer", TextField)
        box.text = ""
        if self.widgets.focus is box:
            self.widgets.focus = None

    def next_hand(self) -> Transition | None:
        if self.series.level_id is not None:  # a famous hand: on to the next one, or back to the list
            level = self._next_level()
            return Replace(level_scene(self.ctx, level)) if level is not None else Pop()
        self.screen.showing_others = False
        if self.run.over:
            self.screen.results_seen = True
        else:
            self.hand.stop_looking()
            self.series.next_hand()
            self.widgets.get("answer", TextField).text = ""
        self.widgets.focus = None
        self.refresh()
        return None

    def _next_level(self) -> Level | None:
        """The famous hand after this one, if this is a famous hand and one follows."""
        level_id = self.series.level_id
        return None if level_id is None else self.ctx.levels.next_level(GAME, level_id)

    def again(self) -> Transition:
        return Replace(TwentyFourScene(self.ctx, new_series(self.ctx, self.series.plan, self.series.target)))

    def last_name(self) -> str:
        """The name the last score was recorded under (or typed for it), the default name before any."""
        stored = self.ctx.store.get_setting(NAME_SETTING, "")
        return (stored if isinstance(stored, str) else "").strip()[:24] or DEFAULT_NAME

    def open_name_box(self) -> None:
        """A click on the name or NAME_KEY: the box takes keys from now on, until Enter or Esc."""
        name = self.widgets.get("name", TextField)
        if name.visible:
            self.widgets.focus = name
            self.refresh()

    def submit_name(self) -> None:
        """Enter in the opened box (or Save name): this run's score is renamed, and later runs use the name."""
        screen, board = self.screen, self.series.board
        old = screen.recorded_name
        if old is None or board is None:
            return
        new = typed_name(self.widgets.get("name", TextField).text)
        if new != old:
            self.ctx.store.rename_score(GAME, board, old, screen.score_value(), new)
            self.ctx.store.set_setting(NAME_SETTING, new)
            screen.recorded_name = new
            screen.scores = None   # the table is read again, with the new name
            self.ctx.sound.play("good")
        self.widgets.focus = None
        self.refresh()

    def save_score(self) -> None:
        """Record the finished run's score under the last name used: no typing, no key can change it."""
        name = self.last_name()
        if self.screen.save_score(name):
            self.screen.recorded_name = name

    # --- the shared keys (scenes/game_scene.py) ----------------------------------------------------------
    def game_table(self) -> Hand:
        return self.hand

    def table_moved(self) -> None:
        self.screen.claim_pending = False
        self.refresh()

    def ask_hint(self) -> None:
        self.hand.ask_hint()
        self.refresh()

    def help_cost(self) -> Text | None:
        if self.series.board is None or self.series.rules.hints_free or self.hand.finished:
            return None
        return Msg("this run its place on the high-score table")

    @property
    def helped(self) -> bool:
        return self.series.board is not None and (
            self.run.helped or (self.hand.helped and not self.series.rules.hints_free))

    def new_or_next(self) -> Transition | None:
        if self.series.booked:   # decided (an undo after the end only looks back): on to the next hand
            return None if self.finished else self.next_hand()
        self.say(Msg("This hand is still on: finish it, or {key} to skip it.", key="S"))
        return None


    def save(self) -> None:
        """Leaving or quitting: the series is kept with the clocks as they are now."""
        self.series.save()

    # --- the frame --------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Transition | None:
        return self.input.handle(event)

    def tick(self, dt: float) -> Transition | None:
        if self.hand.poll(dt):  # a hint looked for in the background (cards with long numbers)
            self.refresh()
        was_over = self.hand.finished
        self.series.tick(dt)
        if self.hand.finished != was_over:
            self.refresh()
        elif self.run.time_left is not None:
            timer = self.widgets.get("timer", TimerBar)
            timer.remaining = float(self.run.time_left)
            timer.paused = self.covered
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.screen, self.widgets, self.board_hidden, self.share)

    def on_leave(self) -> None:
        self.hand.stop_looking()
        super().on_leave()

    def puzzle_code(self) -> str | None:
        return self.series.code()


def level_scene(ctx: Context, level: Level) -> Scene:
    """One famous hand, untimed, hints free (the rules are in setup.py)."""
    return TwentyFourScene(ctx, new_series(ctx, level_plan(level)))


def mode_scene(ctx: Context, plan: SeriesPlan) -> TwentyFourScene:
    return TwentyFourScene(ctx, new_series(ctx, plan))
