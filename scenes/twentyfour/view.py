"""How a game of 24 is drawn: the header (mode, hand, score, clock), the cards (face down while covered), the
merge being built, the result of a hand, and the end of a run with its table. `PlayView.draw` is handed the
screen's model and the widgets and changes nothing. Input is in input.py, the hand and the series in model.py."""
from __future__ import annotations

from fractions import Fraction

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.levels import shown_title as level_title
from game.logic.outcome import Ending
from game.logic.twentyfour import modes
from game.logic.twentyfour.numbers import card_label, fmt
from game.store import DEFAULT_NAME, Score
from scenes.game_scene import PAUSE_RECT
from scenes.level_select import draw_check
from scenes.level_locks import band_word
from scenes.share import COPY_CODE, COPY_RESULT, ShareBox
from scenes.twentyfour.model import GAME, Hand, Screen, SeriesPlan, card_letter
from sprites import theme
from sprites import twentyfour as art
from sprites.widgets import TimerBar, WidgetGroup

ROW_CENTRE = (640, 300)
OP_LABELS = {"+": "+", "-": "-", "*": "×", "/": "÷"}
# the modes as the lobby names them (a mode the level file titles otherwise keeps its own title)
MODE_NAMES = {modes.BEAT_THE_CLOCK: N_("Beat the clock"), modes.SPRINT: N_("Sprint"), modes.RELAXED: N_("Relaxed"),
              modes.CHALLENGE: N_("Challenge")}
RESULT_PANEL = pygame.Rect(250, 96, 780, 504)   # ends above the message line (y 608)
# drawn on the result panel, when it shows
RESULT_WIDGETS = ("next", "others", "name", "save", "again", "back", COPY_CODE, COPY_RESULT)
SHARE_W = 520   # the hand's code (and a daily hand's streak), centred above the result panel's buttons


def share_rect(height: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, SHARE_W, height)
    rect.midbottom = (RESULT_PANEL.centerx, RESULT_PANEL.bottom - 84)
    return rect
OTHERS_COLUMNS, OTHERS_ROWS = 3, 5   # how many other solutions the result panel lists at once


def format_seconds(seconds: float | Fraction) -> str:
    seconds = max(0.0, float(seconds))
    return f"{int(seconds // 60)}:{seconds % 60:04.1f}"


def card_rects(hand: Hand) -> list[pygame.Rect]:
    """The cards on the table in one row centred under the target, in their order (a merged card takes the place
    of the leftmost card it was made of): no empty slots are left where merged cards were. Each card keeps its
    letter (`card_letter`), so the keys still name the same cards after the row closes up."""
    return art.row_rects(len(hand.state.cards), ROW_CENTRE)


GOOD_ENDINGS = (Ending.SOLVED,)


class PlayView:
    """Draws the play screen from the screen's model (the score table too, read when the run's end showed) and
    the widgets."""

    def draw(self, surface: pygame.Surface, screen: Screen, widgets: WidgetGroup, hidden: bool,
             share: ShareBox | None = None) -> None:
        """`share`: the hand's code box, drawn on the result panel."""
        theme.draw_background(surface)
        self._draw_header(surface, screen)
        widgets.get("timer", TimerBar).paused = hidden
        r = screen.hand
        if not r.finished or hidden:     # the result panel covers the target and the cards: they wait under it
            self._draw_table_top(surface, r, hidden)
        for w in widgets.widgets:   # the result panel's buttons are drawn with the panel, never without it
            if w.visible and w.id not in RESULT_WIDGETS:
                w.draw(surface, focused=w is widgets.focus, hovered=w is widgets.hover and w.enabled)
        if r.finished and not hidden:
            self._draw_result(surface, screen, widgets, share)

    def _draw_table_top(self, surface: pygame.Surface, r: Hand, hidden: bool) -> None:
        """The target, the cards (face down while paused) and the merge being built."""
        theme.blit_text(surface, Msg("Make {target}", target=fmt(r.target)), (640, 124), theme.HEADING, theme.TEXT, True, "midtop")
        hint_cards: dict[int, Text] = {}
        if r.hint_move is not None:
            hint_cards = {r.hint_move.i: Msg("HINT 1"), r.hint_move.j: Msg("HINT 2")}
        for i, (card, rect) in enumerate(zip(r.state.cards, card_rects(r))):
            if hidden:
                art.draw_back(surface, rect)
                continue
            suit = art.SUITS[card.sources[0] % 4]
            label = card_label(card.value) if card.dealt else fmt(card.value)
            value = label
            art.draw_card(surface, rect, corner=label, value=value, made="" if card.dealt else card.text, suit=suit,
                          selected=r.selected == i, hint=hint_cards.get(i, ""),
                          slot=None if r.finished else card_letter(card).upper())
        if hidden:
            theme.blit_text(surface, Msg("Paused: the cards are face down"), (640, 430), theme.BODY, theme.TEXT_DIM,
                            anchor="midtop")
        elif not r.finished:
            self._draw_building(surface, r)

    def _draw_header(self, surface: pygame.Surface, screen: Screen) -> None:
        run, rules = screen.run, screen.rules
        theme.blit_text(surface, shown_title(screen.series.plan), (40, 28), theme.HEADING, theme.TEXT, True)
        parts: list[Msg] = []
        if rules.hands is not None and rules.hands != 1:
            shown = run.hands_done + (0 if screen.hand.finished else 1)  # a hand's result still shows that hand
            parts.append(Msg("Hand {n} of {total}", n=max(1, min(shown, rules.hands)), total=rules.hands))
        parts.append(Msg("Solved {n}", n=run.solved))
        if rules.start_seconds is not None:
            parts.append(Msg("Streak {n}", n=run.streak))
        if run.time_left is None and rules.timed and not screen.untimed:
            parts.append(Msg("Time {time}", time=format_seconds(run.sprint_time)))
        theme.blit_text(surface, "   ".join(str(p) for p in parts), (PAUSE_RECT.left - 24, 38), theme.BODY, theme.TEXT,
                        anchor="topright")

    def _draw_building(self, surface: pygame.Surface, r: Hand) -> None:
        """What the player has half-built: 'card op ?', in words, under the cards."""
        if r.selected is None:
            return
        card = r.state.cards[r.selected]
        text: Text = (f"{fmt(card.value)} {OP_LABELS[r.op]} ?" if r.op
                      else Msg("{value}: now pick + - × ÷", value=fmt(card.value)))
        theme.blit_text(surface, text, (640, 438), theme.BODY, theme.ACCENT, True, "midtop")

    def _draw_result(self, surface: pygame.Surface, screen: Screen, widgets: WidgetGroup,
                     share: ShareBox | None) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 150))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, RESULT_PANEL)
        x, y = RESULT_PANEL.centerx, RESULT_PANEL.top + 24
        r = screen.hand
        if screen.finished:
            self._draw_run_end(surface, screen, widgets.focus is widgets.get("name"))
        elif r.outcome is not None:
            target = fmt(r.target)
            took: list[Text] = [] if screen.untimed else [Msg("in {time}", time=format_seconds(r.outcome.time_s))]
            solution = (Msg("These numbers are too long to search for a solution here.") if r.long_numbers
                        else Msg("One solution: {solution} = {target}", solution=r.shown_solution(), target=target)
                        if r.solvable else Msg("This hand had no solution."))
            ending = r.outcome.ending
            heading: Text
            lines: list[Text]
            if ending is Ending.SOLVED and r.state.claim:
                heading, lines = Msg("Right: no solution"), [Msg("No way to make {target} from these cards.",
                                                                 target=target), *took]
            elif ending is Ending.SOLVED:
                heading, lines = Msg("Solved!"), [f"{r.answer} = {target}", *took,
                                                  *([] if r.long_numbers else [others_line(r.others)])]
            elif ending is Ending.LOST:
                heading, lines = Msg("There is a solution"), [Msg("One solution: {solution} = {target}",
                                                                  solution=r.shown_solution(), target=target)]
            elif ending is Ending.TIMED_OUT:
                heading, lines = Msg("Time's up"), [solution]
            else:
                heading, lines = Msg("Skipped"), [solution]
            lines += clock_line(screen)
            good = ending in GOOD_ENDINGS
            title = theme.blit_text(surface, heading, (x + 20, y), theme.HEADING, theme.GOOD if good else theme.WARN,
                                    True, "midtop")
            mark = (title.left - 28, title.centery)  # a tick or a cross: the outcome by shape, not colour only
            if good:
                draw_check(surface, mark, 14, theme.GOOD)
            else:
                pygame.draw.line(surface, theme.WARN, (mark[0] - 11, mark[1] - 11), (mark[0] + 11, mark[1] + 11), 5)
                pygame.draw.line(surface, theme.WARN, (mark[0] - 11, mark[1] + 11), (mark[0] + 11, mark[1] - 11), 5)
            if screen.showing_others:
                lines = lines[:1]
            for k, line in enumerate(lines):
                theme.blit_text(surface, line, (x, y + 70 + 44 * k), theme.BODY, theme.TEXT, anchor="midtop")
            if screen.showing_others:
                self._draw_others(surface, r.other_texts, y + 70 + 44 * len(lines))
            elif r.helped:
                theme.blit_text(surface, Msg("(hinted)"), (x, y + 70 + 44 * len(lines)), theme.SMALL, theme.TEXT_DIM,
                                anchor="midtop")
        if share is not None:
            share.draw(surface)
        for wid in RESULT_WIDGETS:
            w = widgets.get(wid)
            if w.visible:
                w.draw(surface, focused=w is widgets.focus, hovered=w is widgets.hover)

    def _draw_others(self, surface: pygame.Surface, texts: list[str], top: int) -> None:
        """The hand's other solutions in columns; past what fits, how many more there are."""
        theme.blit_text(surface, Msg("Other solutions:"), (RESULT_PANEL.left + 40, top), theme.SMALL, theme.TEXT_DIM)
        room = OTHERS_COLUMNS * OTHERS_ROWS
        shown: list[Text] = list(texts) if len(texts) <= room else [
            *texts[:room - 1], Msg("… and {n} more", n=len(texts) - room + 1)]
        width = (RESULT_PANEL.width - 80) // OTHERS_COLUMNS
        for k, line in enumerate(shown):
            column, row = divmod(k, OTHERS_ROWS)
            size = theme.fit_size(line, width - 16, theme.BODY, smallest=14)
            theme.blit_text(surface, line, (RESULT_PANEL.left + 40 + column * width, top + 30 + 28 * row), size,
                            theme.TEXT)

    def _draw_run_end(self, surface: pygame.Surface, screen: Screen, editing_name: bool) -> None:
        run, x, y = screen.run, RESULT_PANEL.centerx, RESULT_PANEL.top + 24
        reason = Msg("Time's up") if run.reason == "time" else Msg("Run complete")
        theme.blit_text(surface, reason, (x, y), theme.HEADING, theme.TEXT, True, "midtop")
        if screen.rules.name == modes.SPRINT:
            penalty = run.skipped * run.rules.skip_penalty
            summary = (Msg("{solved} solved, {skipped} skipped: {time} (+{penalty} s for skips)", solved=run.solved,
                           skipped=run.skipped, time=format_seconds(run.sprint_time), penalty=int(penalty))
                       if penalty else
                       Msg("{solved} solved, {skipped} skipped: {time}", solved=run.solved, skipped=run.skipped,
                           time=format_seconds(run.sprint_time)))
        else:
            summary = Msg("{solved} solved, best streak {streak}, {time} played", solved=run.solved,
                          streak=run.best_streak, time=format_seconds(run.elapsed))
        theme.blit_text(surface, summary, (x, y + 56), theme.BODY, theme.TEXT, anchor="midtop")
        note: Text
        if run.helped:
            note = Msg("Hints were used, so this run stays off the high-score table.")
        elif screen.series.board is None:
            note = ""
        elif screen.recorded_name is not None and editing_name:
            note = Msg("Type the name, {enter} to keep it ({esc} leaves it as it was):", enter="Enter", esc="Esc")
        elif screen.recorded_name is not None:
            note = Msg("On the high-score table under this name. Click it or press {key} to change it:", key="F2")
        else:
            note = Msg("Solve at least one hand to get on the high-score table.")
        lines = theme.wrap(note, 440, theme.SMALL)
        top = RESULT_PANEL.top + 214 - 24 * (len(lines) - 1)  # the last line sits just above the name field
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (RESULT_PANEL.left + 40, top + 24 * k), theme.SMALL, theme.TEXT_DIM)
        if screen.series.board is not None:
            self._draw_table(surface, screen.scores or [], screen.higher_is_better,
                             pygame.Rect(RESULT_PANEL.left + 540, RESULT_PANEL.top + 130, 200, 170))

    def _draw_table(self, surface: pygame.Surface, scores: list[Score], higher_is_better: bool,
                    rect: pygame.Rect) -> None:
        theme.blit_text(surface, Msg("Best"), (rect.left, rect.top), theme.SMALL, theme.TEXT_DIM, True)
        if not scores:
            theme.blit_text(surface, Msg("no scores yet"), (rect.left, rect.top + 26), theme.SMALL, theme.TEXT_DIM)
        for k, s in enumerate(scores):
            value = format_seconds(s.score) if not higher_is_better else f"{int(s.score)}"
            theme.blit_text(surface, f"{k + 1}. {shown_name(s.name)[:12]}", (rect.left, rect.top + 26 + 26 * k), theme.SMALL)
            theme.blit_text(surface, value, (rect.right, rect.top + 26 + 26 * k), theme.SMALL, anchor="topright")


def shown_name(name: str) -> str:
    """A high-score name as shown: the default name (stored in English) in the player's language."""
    return str(Msg(DEFAULT_NAME)) if name == DEFAULT_NAME else name


def typed_name(text: str) -> str:
    """The name to store for what the name box holds: the default name shown translated is stored as itself."""
    name = text.strip()[:24]
    return DEFAULT_NAME if not name or name == shown_name(DEFAULT_NAME) else name


def shown_title(plan: SeriesPlan) -> Text:
    """A series' title in the player's language (the saved title is the English one a save has always held)."""
    mode = MODE_NAMES.get(plan.mode)
    if plan.level_id is not None and plan.title.startswith("24 · "):   # a hand of the level list, by its name
        return Msg("24 · {name}", name=level_title(plan.title.removeprefix("24 · ")))
    if plan.level_id is not None or mode is None or not plan.title.startswith(f"24 · {mode}"):
        return plan.title
    if plan.mode == modes.CHALLENGE and plan.seed is not None:
        return Msg("24 · Challenge, seed {seed}", seed=plan.seed)
    if plan.band and plan.mode in (modes.SPRINT, modes.RELAXED):
        return Msg("24 · {mode} ({band})", mode=Msg(mode), band=band_word(plan.band))
    return Msg("24 · {mode}", mode=Msg(mode))


def clock_line(screen: Screen) -> list[Text]:
    """What the hand did to the clock: the bonus or penalty that explains the jump in the timer bar."""
    rules, outcome, run = screen.rules, screen.hand.outcome, screen.run
    if outcome is None:
        return []
    if outcome.ending is Ending.SOLVED and run.time_left is not None and rules.solve_bonus:
        return [Msg("+{n} s on the clock", n=int(rules.solve_bonus))]
    if outcome.ending in (Ending.SKIPPED, Ending.LOST) and rules.skip_penalty:
        if run.time_left is not None:
            return [Msg("-{n} s off the clock", n=int(rules.skip_penalty))]
        if rules.timed:
            return [Msg("+{n} s on your time", n=int(rules.skip_penalty))]
    return []


def others_line(n: int) -> Msg:
    return Msg("the only solution") if n == 0 else Plural("{n} other solution", "{n} other solutions", n)
