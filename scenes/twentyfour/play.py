"""Playing 24: click a card, an operation, a card (they merge into one card with the exact value), or type the
whole expression; undo, hints one merge at a time, skip, and (in modes that deal them) "no solution".

Keys (outside the answer box): A-F pick a card (the letter under it), + - * x / pick the operation, S skip,
O no solution (N is the shared "next"), T type an answer, Enter or N next hand. A digit or "(" starts the whole
expression in the answer box, so nothing a player types is read as a card pick; the shared keys (U undo, R redo, H hint, Esc pause, F1
help) come from scenes/game_scene.py. While paused or covered the cards are face down, and the clock only runs
while a hand is being played. Drawing is in view.py, the hand and the run of hands in model.py.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.levels import Level
from game.logic.twentyfour import modes
from scenes.base import Context, Pop, Replace, Scene, Transition
from scenes.game_scene import GameScene
from scenes.twentyfour.model import CARD_KEYS, GAME, NONE_RIGHT, SKIPPED, SOLVED, Round, Series
from scenes.twentyfour.view import OP_LABELS, RESULT_PANEL, TwentyFourView
from sprites import theme
from sprites.widgets import Button, Label, TextField, TimerBar

OP_KEYS = {"+": "+", "-": "-", "*": "*", "x": "*", "X": "*", "/": "/", "×": "*", "÷": "/"}
NAME_SETTING = "player_name"
NAME_GUARD = 0.6   # seconds a name box that appeared by itself ignores keys (they were meant for the screen before)
EXPRESSION_START = "0123456789(."
KEY_LETTERS = "urhnsotm"   # letters whose key press already did something (shared keys, S, O, T, mute)


NONE_KEY_HELP = "O: no solution (when the mode deals hands without one)"


class TwentyFourScene(TwentyFourView, GameScene):
    name = "twentyfour"
    hides_board = True   # the cards lie face down while paused
    help_title = "24"
    help_lines = ("Make the target (24) from all four cards with + - × ÷. Click a card, an operation, a card: they "
                  "merge into one card with the exact value. Or press T and type the whole expression.",
                  "Keys: A-F pick a card, + - * x / pick the operation, S skip the hand, Enter or N next hand.",
                  NONE_KEY_HELP)

    def __init__(self, ctx: Context, make_session: Callable[[], Series], title: str) -> None:
        super().__init__(ctx)
        self.make_session = make_session
        self.session = make_session()
        self.title = title
        self.saved_score = False
        self._swallow_text = False  # the 't' that opened the answer box is not part of the answer
        self._name_guard = 0.0      # > 0 while the just-shown name box still refuses keys
        self._build_widgets()
        self._refresh()

    # --- convenience ------------------------------------------------------------------------------------
    @property
    def round(self) -> Round:
        return self.session.round

    @property
    def run(self) -> modes.Run:
        return self.session.run

    @property
    def finished(self) -> bool:
        """The whole run is over and its round's result has been seen."""
        return self.run.over and self._results_seen

    # --- widgets ----------------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        add = self.widgets.add
        rules = self.session.rules
        timer = add(TimerBar("timer", (40, 84, 1200, 30), float(rules.start_seconds or 1),
                             urgent_below=float(rules.urgent_seconds)))
        timer.untimed = rules.start_seconds is None
        timer.visible = rules.start_seconds is not None
        x0 = 640 - (4 * 96 + 3 * 18) // 2
        for k, op in enumerate("+-*/"):
            add(Button(f"op{op}", (x0 + k * 114, 466, 96, 64), OP_LABELS[op], lambda op=op: self._op(op),
                       size=56))
        add(TextField("answer", (300, 548, 540, 52), placeholder="or type the expression, e.g. (1+2)*8",
                      max_length=40, on_submit=self._submit))
        add(Button("check", (852, 548, 128, 52), "Check", lambda: self._submit(self.widgets.get("answer").text)))
        y = 652
        add(Button("undo", (40, y, 150, 52), "Undo", self.undo, detail="U"))
        add(Button("redo", (200, y, 150, 52), "Redo", self.redo, detail="R"))
        add(Button("hint", (360, y, 150, 52), "Hint", lambda: self.request_help(self.ask_hint), detail="H"))
        add(Button("skip", (520, y, 150, 52), "Skip", self._skip, detail="S"))
        add(Button("none", (680, y, 190, 52), "No solution", self._declare_none, detail="O"))
        add(Label("message", (300, 608, 700, 30), "", size=theme.SMALL, align="center"))
        # the result panel (a hand is over) and the end of the run
        # a famous hand offers "Play again" beside "Next hand"; a mode's round has "Next hand" alone
        left = RESULT_PANEL.centerx + (20 if self.session.level_id is not None else -130)
        add(Button("next", (left, RESULT_PANEL.bottom - 76, 260, 56), "Next hand", self._next, primary=True,
                   detail="Enter"))
        add(TextField("name", (RESULT_PANEL.left + 40, RESULT_PANEL.top + 250, 300, 48), placeholder="your name",
                      max_length=24, on_submit=lambda _t: self._save_score()))
        add(Button("save", (RESULT_PANEL.left + 350, RESULT_PANEL.top + 250, 150, 48), "Save score",
                   self._save_score))
        add(Button("again", (RESULT_PANEL.centerx - 280, RESULT_PANEL.bottom - 70, 260, 52), "Play again",
                   self._again, primary=True))
        add(Button("back", (RESULT_PANEL.centerx + 20, RESULT_PANEL.bottom - 70, 260, 52), "Back",
                   lambda: Pop()))
        self.widgets.get("name").text = str(self.ctx.store.get_setting(NAME_SETTING, "") or "")
        self._results_seen = False

    def _refresh(self) -> None:
        """Show what makes sense now; keep the timer widget in step with the run."""
        r, run = self.round, self.run
        playing = not r.over
        end = self.finished
        for op in "+-*/":
            button = self.widgets.get(f"op{op}")
            button.visible = playing
            button.primary = r.op == op
            button.label = f"[{OP_LABELS[op]}]" if r.op == op else OP_LABELS[op]
        for wid in ("answer", "check", "hint", "skip", "undo", "redo"):
            self.widgets.get(wid).visible = playing
        self.widgets.get("undo").enabled = r.history.can_undo()
        self.widgets.get("redo").enabled = r.history.can_redo()
        self.widgets.get("none").visible = playing and self.session.rules.unsolvable_share > 0
        self.widgets.get("next").visible = r.over and not end
        if self.session.level_id is not None:
            self.widgets.get("next").label = "Next hand" if self._next_level() is not None else "Back to the list"
        else:
            self.widgets.get("next").label = "See results" if run.over else "Next hand"
        can_save = end and self._earned_a_score() and not self.saved_score
        if can_save and not self.widgets.get("name").visible:
            self._name_guard = NAME_GUARD
        self.widgets.get("name").visible = can_save
        self.widgets.get("save").visible = can_save
        self.widgets.get("again").visible = end or (r.over and self.session.level_id is not None)
        self.widgets.get("again").primary = end  # beside "Next hand", the way on is the primary button
        self.widgets.get("back").visible = end
        self.widgets.get("message").text = r.message
        timer = self.widgets.get("timer")
        if run.time_left is not None:
            timer.remaining = float(run.time_left)
            timer.total = max(timer.total, float(run.time_left))
            timer.paused = self.covered
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.focus = None
        if r.over and self.widgets.focus is None:
            self.widgets.set_focus("name" if can_save else ("again" if end else "next"))

    # --- actions ----------------------------------------------------------------------------------------
    def _after_action(self) -> None:
        if self.session.sync():  # the round has just ended
            self.ctx.sound.play("win" if self.round.outcome in (SOLVED, NONE_RIGHT) else "bad")
            self.widgets.focus = None
            self._record_level()
        self._refresh()

    def _op(self, op: str) -> None:
        self.round.choose_op(op)
        self.ctx.sound.play("click")
        self._after_action()

    def click_card(self, i: int) -> None:
        self.round.click_card(i)
        self.ctx.sound.play("pick")
        self._after_action()

    # --- the shared keys (scenes/game_scene.py) ----------------------------------------------------------
    def undo(self) -> None:
        self.round.undo()
        self._after_action()

    def redo(self) -> None:
        self.round.redo()
        self._after_action()

    def ask_hint(self) -> None:
        self.round.hint()
        self._after_action()

    help_marker = "! hint used: no high score"

    def help_cost(self) -> str | None:
        if self.session.board is None or self.session.rules.hints_free or self.round.over:
            return None
        return "this run its place on the high-score table"

    @property
    def helped(self) -> bool:
        return self.session.board is not None and (
            self.run.hinted or (self.round.hinted and not self.session.rules.hints_free))

    def new_or_next(self) -> Optional[Transition]:
        if self.round.over:
            return None if self.finished else self._next()
        self.round.message = "This hand is still on: finish it, or S to skip it."
        self._after_action()
        return None

    def _skip(self) -> None:
        self.round.give_up(SKIPPED)
        self._after_action()

    def _declare_none(self) -> None:
        self.round.declare_none()
        self._after_action()

    def _submit(self, text: str) -> None:
        if not text.strip():
            return
        verdict = self.round.submit(text)
        if not verdict.ok:
            self.ctx.sound.play("bad")
        else:
            self.widgets.get("answer").text = ""
        self._after_action()

    def _next_level(self):
        """The famous hand after this one, if this is a famous hand and one follows."""
        return self.ctx.levels.next_level(GAME, self.session.level_id)

    def _next(self) -> Optional[Transition]:
        if self.session.level_id is not None:  # a famous hand: on to the next one, or back to the list
            level = self._next_level()
            return Replace(level_scene(self.ctx, level)) if level is not None else Pop()
        if self.run.over:
            self._results_seen = True
        else:
            self.session.next_round()
            self.widgets.get("answer").text = ""
        self.widgets.focus = None
        self._refresh()

    def _again(self) -> Optional[Transition]:
        return Replace(TwentyFourScene(self.ctx, self.make_session, self.title))

    def _save_score(self) -> None:
        if self.saved_score or not self._earned_a_score():
            return
        name = self.widgets.get("name").text.strip() or "Player"
        self.ctx.store.set_setting(NAME_SETTING, name)
        self.ctx.store.add_score(GAME, self.session.board, name, self.score_value(),
                                 {"solved": self.run.solved, "seconds": float(self.run.elapsed),
                                  "best_streak": self.run.best_streak})
        self.saved_score = True
        self.ctx.sound.play("good")
        self.widgets.focus = None
        self._refresh()

    def _earned_a_score(self) -> bool:
        """A clean finished run of a mode with a table, that solved something: nobody wants a row of zeros."""
        return self.session.board is not None and modes.on_high_score_table(self.run) and self.run.solved > 0

    def score_value(self) -> float:
        """Beat the clock and challenge: hands solved (higher is better); sprint: total seconds (lower)."""
        if self.session.rules.name == modes.SPRINT:
            return round(float(self.run.sprint_time), 1)
        return float(self.run.solved)

    @property
    def untimed(self) -> bool:
        """An untimed hand (relaxed play, the famous hands) shows no running clock to a player who asked
        for relaxed timers in Settings."""
        return self.session.rules.name == modes.RELAXED and self.ctx.relaxed_timers

    @property
    def higher_is_better(self) -> bool:
        return self.session.rules.name != modes.SPRINT

    def _record_level(self) -> None:
        level_id = self.session.level_id
        if level_id is None:
            return
        solved = self.round.outcome in (SOLVED, NONE_RIGHT)
        self.ctx.store.record_result(GAME, level_id, solved=solved, clean=solved and not self.round.hinted,
                                     time_s=float(self.round.seconds) if solved else None)

    def restart(self) -> None:
        """Pause menu's Restart: the hand starts over (merges undone, as one undoable step)."""
        if not self.round.over:
            self.round.session.restart()
            self.round.selected = self.round.op = self.round.hint_move = None
            self._refresh()

    # --- input ------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.TEXTINPUT and self._swallow_text:
            self._swallow_text = False
            return None
        if self._name_guard > 0 and event.type in (pygame.TEXTINPUT, pygame.KEYDOWN) \
                and self.widgets.focus is self.widgets.get("name") and getattr(event, "key", None) != pygame.K_ESCAPE:
            return None   # a key already on its way when the results appeared: not the start of a name
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            self._refresh()
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.round.over:
            for i, rect in enumerate(self.card_rects()):
                if rect.collidepoint(event.pos):
                    self.click_card(i)
                    return None
            return None
        if event.type == pygame.TEXTINPUT:
            return self._typed(event.text)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _typed(self, text: str) -> None:
        if self.round.over:
            return None
        for at, ch in enumerate(text):
            letter = ch.lower()
            if ch in EXPRESSION_START:   # the player is writing an expression: it all goes to the answer box
                self.widgets.set_focus("answer")
                self.widgets.get("answer").type_text(text[at:])
                self._refresh()
                return None
            if letter in CARD_KEYS[:len(self.round.state.cards)]:
                self.click_card(CARD_KEYS.index(letter))
            elif ch in OP_KEYS:
                self._op(OP_KEYS[ch])
            elif letter in KEY_LETTERS or ch.isspace():
                continue   # its key press was handled (or is harmless)
            else:
                last = CARD_KEYS[len(self.round.state.cards) - 1].upper()
                self.round.message = f"'{ch}' does nothing here: A-{last} pick a card, a digit starts an expression."
                self._refresh()
        return None

    def _key(self, event: pygame.event.Event) -> Optional[Transition]:
        k = event.key
        if self.round.over:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.finished:
                return self._next()
            return None
        if k == pygame.K_s:
            self._skip()
        elif k == pygame.K_o and self.widgets.get("none").visible:
            self._declare_none()
        elif k == pygame.K_t:
            self.widgets.set_focus("answer")
            self._swallow_text = True
        return None

    def tick(self, dt: float) -> Optional[Transition]:
        self._name_guard = max(0.0, self._name_guard - dt)
        self.session.tick(dt)
        self._after_action()
        return None


def level_scene(ctx: Context, level: Level) -> Scene:
    """One fixed hand, untimed, hints free. The "no solution" button is on every hand of a list that holds
    some without a solution: on those alone it would give the answer away."""
    spec = level.spec
    hands = ctx.levels.levels(GAME)
    share = sum(not lv.spec.solvable for lv in hands) / len(hands) if spec.solvable else 1.0
    rules = modes.ModeRules(modes.RELAXED, level.name, hands=1, hints_free=True, unsolvable_share=share)

    def make() -> Series:
        return Series(rules, lambda _k: spec.cards, None, spec.target, level.id)
    return TwentyFourScene(ctx, make, f"24 · {level.name}")
