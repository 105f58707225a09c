"""How a sudoku game is drawn: the board (through sprites/sudoku.py), the clock, the panel with the mode, the
hint being explained or the key help, the solved banner, and the digit pad and buttons (built once by
`build_widgets`, brought up to date by `sync_widgets`). Drawing reads the table and changes nothing; what the
board shows beside the digits (clashes, completed houses, a hint's houses and candidates) comes from the logic."""
from __future__ import annotations

from collections.abc import Callable
from typing import Optional

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.logic.sudoku import HintKind, describe, step_houses
from scenes.base import Pop, Transition
from scenes.sudoku.model import format_clock, grade_note, shown
from scenes.sudoku.table import FLASH, SudokuTable
from scenes.sudoku.variant_words import players_words
from sprites import theme
from sprites.sudoku import (BoardLayout, BoardLook, DigitKey, PanelLine, draw_board, draw_clock_icon,
                            draw_solved_banner, draw_text_panel)
from sprites.widgets import Button, Toggle, WidgetGroup

# the key help under the board ({digits}: "1-9", or "1-6" on a small board; key names are not translated)
KEYS = {"shift": "Shift", "p": "P", "zero": "0", "delete": "Delete", "u": "U", "r": "R", "h": "H", "esc": "Esc",
        "enter": "Enter", "d": "D"}
HELP = N_("Click a cell or use the arrows, then type {digits}. {shift}+digit or {p} for pencil marks; {zero} or "
          "{delete} clears. {u} undo, {r} redo, {h} hint, {esc} pause.")
HELP_DIGIT_FIRST = N_("Digit first: pick a digit ({digits} or the pad), then click cells (or move with the arrows "
                      "and press {enter}) to place it; click it again to take it out, right-click for a pencil mark. "
                      "{d} to switch back.")
HELP_DIGIT_FIRST_PENCIL = N_("Digit first: pick a digit ({digits} or the pad), then click cells (or move with the "
                             "arrows and press {enter}) to place it; click it again to take it out, right-click for a "
                             "pencil mark. {d} to switch back. Pencil mode is on: clicks write marks.")
HELP_PENCIL = N_("Pencil mode: digits write small marks (press again to rub one out). {p} to write digits again.")

PAD_IDS = tuple(f"pad-{d}" for d in range(1, 10))
BOARD_KEYS = (*PAD_IDS, "clear", "undo", "redo")   # hidden under the end panel once the puzzle is solved
END_PANEL = pygame.Rect(700, 88, 520, 572)          # the solved panel, where the pad and its keys were
END_BUTTONS_TOP = 590


class WidgetActions:
    """What the pad and the buttons do: the scene hands these in (the view builds, it does not act)."""

    def __init__(self, *, pad: Callable[[int], None], clear: Callable[[], None], undo: Callable[[], None],
                 redo: Callable[[], None], pencil: Callable[[bool], None], digit_first: Callable[[bool], None],
                 check: Callable[[bool], Optional[Transition]], hint: Callable[[], Optional[Transition]],
                 step_hint: Callable[[int], None], next: Callable[[], Optional[Transition]]) -> None:
        self.pad = pad
        self.clear = clear
        self.undo = undo
        self.redo = redo
        self.pencil = pencil
        self.digit_first = digit_first
        self.check = check
        self.hint = hint
        self.step_hint = step_hint
        self.next = next


def build_widgets(widgets: WidgetGroup, actions: WidgetActions, *, pencil: bool, digit_first: bool,
                  check: bool) -> None:
    """The pad, buttons and toggles: built once, shown as the game goes."""
    x0, y0 = 700, 88
    for d in range(1, 10):
        r, c = divmod(d - 1, 3)
        widgets.add(DigitKey(d, (x0 + c * 118, y0 + r * 90, 106, 80), actions.pad))
    side = x0 + 3 * 118 + 8
    add = widgets.add
    add(Button("clear", (side, y0, 158, 80), Msg("Clear"), actions.clear, detail=" / ".join(("0", "Del"))))
    add(Button("undo", (side, y0 + 90, 158, 80), Msg("Undo"), actions.undo, detail=" / ".join(("U", "Ctrl+Z"))))
    add(Button("redo", (side, y0 + 180, 158, 80), Msg("Redo"), actions.redo, detail=" / ".join(("R", "Ctrl+R"))))
    add(Toggle("pencil", (x0, 368, 262, 50), Msg("Pencil  {key}", key="P"), pencil, actions.pencil))
    add(Toggle("digit-first", (x0 + 274, 368, 246, 50), Msg("Digit first  {key}", key="D"), digit_first,
               actions.digit_first))
    add(Toggle("check", (x0, 428, 262, 50), Msg("Check  {key}", key="C"), check, actions.check))
    add(Button("hint", (x0 + 274, 428, 246, 50), Msg("Hint  {key}", key="H"), actions.hint))
    add(Button("hint-prev", (x0 + 410, 614, 48, 36), "<", lambda: actions.step_hint(-1), size=theme.SMALL))
    add(Button("hint-next", (x0 + 462, 614, 48, 36), ">", lambda: actions.step_hint(1), size=theme.SMALL))
    add(Button("next", (x0 + 20, END_BUTTONS_TOP, 230, 54), Msg("Next puzzle"), actions.next, primary=True))
    add(Button("done", (x0 + 270, END_BUTTONS_TOP, 230, 54), Msg("Back"), lambda: Pop()))
    for wid in ("next", "done", "hint-prev", "hint-next"):
        widgets.get(wid).visible = False


def sync_widgets(widgets: WidgetGroup, table: SudokuTable) -> None:
    """Bring the pad, the toggles and the hint's step buttons up to date with the table (after a change); a board
    of six digits shows the keys 1-6 only."""
    for d in range(1, 10):
        key = widgets.get(f"pad-{d}", DigitKey)
        key.visible = d <= table.size
        key.left = table.left.get(d, 0)
        key.chosen = table.armed == d
        key.pencil = table.pencil
    widgets.get("pencil", Toggle).value = table.pencil
    widgets.get("digit-first", Toggle).value = table.digit_first
    widgets.get("check", Toggle).value = table.check
    for wid in ("hint-prev", "hint-next"):
        widgets.get(wid).visible = table.several_steps and not table.finished
    if not table.finished and widgets.get("done").visible:   # undone after the solve: the board plays again
        show_playing(widgets)


def show_finished(widgets: WidgetGroup, has_next: bool, next_title: Text) -> None:
    """The solved panel: Next puzzle (where it leads) and Back; the board no longer takes input."""
    widgets.get("done").visible = True
    nxt = widgets.get("next", Button)
    nxt.visible = has_next
    if has_next:
        nxt.detail = next_title
    # the end panel takes the pad's place: the board is finished and takes no digits (U still looks back)
    for wid in ("pencil", "digit-first", "check", "hint", "hint-prev", "hint-next", *BOARD_KEYS):
        widgets.get(wid).visible = False
    widgets.set_focus("next" if has_next else "done")


def show_playing(widgets: WidgetGroup) -> None:
    """The solve was undone: the solved panel goes and the board takes input again."""
    for wid in ("next", "done"):
        widgets.get(wid).visible = False
    for wid in ("pencil", "digit-first", "check", "hint", *BOARD_KEYS):
        widgets.get(wid).visible = True
    widgets.set_focus(None)


class SudokuView:
    """Draws the table: the board, the clock, the info panel or the solved banner."""

    def __init__(self, layout: BoardLayout) -> None:
        self.layout = layout

    def look(self, table: SudokuTable, strike_ruled_out: bool = True) -> BoardLook:
        """The board as the sprite draws it, from the table's cached values (`strike_ruled_out`: the player's
        setting, pencil marks a peer's digit rules out drawn struck through)."""
        hint_cells: frozenset[int] = frozenset()
        area: frozenset[int] = frozenset()
        targets: frozenset[int] = frozenset()
        struck: tuple[tuple[int, int], ...] = ()
        step = table.hint_deduction
        geo = table.state.geo
        variant_step = table.variant_step
        if step is not None:
            hint_cells = frozenset(step.cells)
            area = step_houses(step)
            targets = frozenset(c for c, _ in step.placements)
            struck = step.eliminations
        elif table.explanation is not None and table.explanation.kind is HintKind.MISTAKE:
            targets = frozenset(table.explanation.cells)
        elif variant_step is not None:  # the houses and cages the variant's step reasons in
            hint_cells = frozenset(variant_step.cells)
            area = frozenset(c for h in variant_step.houses for c in geo.houses[h]) | frozenset(
                c for k in variant_step.cages for c in geo.cages[k].cells)
            targets = frozenset(c for c, _ in variant_step.placements)
            struck = variant_step.eliminations
        elif table.variant_hint is not None and table.variant_hint.wrong is not None:
            targets = frozenset((table.variant_hint.wrong,))
        solved = table.finished
        return BoardLook(
            digits=table.grid,
            givens=tuple(bool(g) for g in table.state.givens),
            marks=table.state.marks,
            selected=None if solved else table.selected,
            focus_digit=None if solved else table.focus_digit(),
            clashes=table.clashes,
            mistakes=table.wrong if table.check else frozenset(),
            hint_cells=hint_cells,
            hint_area=area,
            hint_targets=targets,
            struck=struck,
            hint_marks=table.hint_marks,
            celebrate=table.celebrate if solved else None,
            flash=table.flash if table.flash_left else frozenset(),
            flash_level=table.flash_left / FLASH,
            origin=table.last_cell,
            hover=table.hover,
            strike_ruled_out=strike_ruled_out,
            geo=geo,
        )

    def draw(self, surface: pygame.Surface, table: SudokuTable, *, hidden: bool, show_clock: bool,
             waiting_next: bool, record_line: Text, strike_ruled_out: bool = True) -> None:
        theme.draw_background(surface)
        board = self.layout.rect
        theme.blit_text(surface, table.round.title, (board.left, 28), theme.HEADING, theme.TEXT, True)
        if show_clock:
            clock = format_clock(table.elapsed)
            rect = theme.blit_text(surface, clock, (board.right, 30), theme.HEADING, theme.TEXT, True, "topright")
            draw_clock_icon(surface, (rect.left - 20, rect.centery))
        if hidden:  # an empty grid: nothing to study while the clock stands still
            geo = table.state.geo
            draw_board(surface, self.layout, BoardLook(digits=(0,) * geo.cells, givens=(False,) * geo.cells, geo=geo))
            theme.blit_text(surface, Msg("Paused: the grid is hidden"), (board.centerx, board.bottom + 14), theme.BODY,
                            theme.TEXT_DIM, anchor="midtop")
        else:
            draw_board(surface, self.layout, self.look(table, strike_ruled_out))
        if table.finished:
            self._draw_banner(surface, table, record_line)
        else:
            self._draw_info(surface, table, waiting_next)

    def _draw_info(self, surface: pygame.Surface, table: SudokuTable, waiting_next: bool) -> None:
        panel = pygame.Rect(700, 494, 520, 166)
        lines: list[PanelLine] = []
        explanation = table.explanation
        if waiting_next:
            dots = "." * (1 + int((table.elapsed + table.celebrate) * 3) % 3)
            lines.append((Msg("Making the next puzzle{dots}", dots=dots), theme.TEXT, True))
        elif table.variant_hint is not None:
            lines.extend(_variant_hint_lines(table))
        elif explanation is not None:
            step = table.hint_deduction
            if step is not None:
                lines.append((hint_heading(step.technique.label, table.hint_step, len(explanation.steps)),
                              theme.YELLOW, True))
                lines.append((shown_text(describe(step)), theme.TEXT, False))
                if table.hint_step + 1 < len(explanation.steps):
                    lines.append((NEXT_STEP, theme.TEXT_DIM, False))
                elif explanation.placements:
                    lines.append((PLACE_IT, theme.TEXT_DIM, False))
            else:
                mistake = explanation.kind is HintKind.MISTAKE
                lines.append((Msg("Hint · fix this first") if mistake else Msg("Hint"), theme.YELLOW, True))
                lines.append((shown_text(explanation.text), theme.TEXT, False))
                if mistake:
                    lines.append((Msg("The cell is selected: {zero} or {delete} clears it, {u} undoes your last "
                                      "move.", zero="0", delete="Delete", u="U") if len(explanation.cells) == 1 else
                                  Msg("The first of them is selected: {zero} or {delete} clears it, {u} undoes your "
                                      "last move.", zero="0", delete="Delete", u="U"), theme.TEXT_DIM, False))
        elif table.message:
            lines.append((table.message, theme.WARN, False))
        else:
            template = ((HELP_DIGIT_FIRST_PENCIL if table.pencil else HELP_DIGIT_FIRST) if table.digit_first
                        else HELP_PENCIL if table.pencil else HELP)
            lines.append((Msg(template, digits=f"1-{table.size}", **KEYS), theme.TEXT_DIM, False))
            lines.append(("", theme.TEXT_DIM, False))
            lines.append((grade_note(table.round.grade, table.state.geo), theme.TEXT_DIM, False))
        draw_text_panel(surface, panel, lines)
        status_line: list[str] = []   # rendered now: pack measures them
        if table.session.hints:
            status_line.append(str(Plural("{n} hint used (no star for this solve)",
                                          "{n} hints used (no star for this solve)", table.session.hints)))
        if table.clashes:
            status_line.append(str(Plural("clashes: {n} cell (ringed)", "clashes: {n} cells (ringed)",
                                          len(table.clashes))))
        if table.check and table.wrong:
            status_line.append(str(Msg("wrong digits: {n} (struck)", n=len(table.wrong))))
        elif table.check:
            status_line.append(str(Msg("check: no wrong digits")))
        y = 668  # as many items a line as fit the panel's width: all of them on one line would run off the screen
        for line in pack(status_line, "  ·  ", panel.width, theme.SMALL):
            theme.blit_text(surface, line, (panel.left, y), theme.SMALL, theme.TEXT_DIM)
            y += theme.font(theme.SMALL).get_linesize()

    def _draw_banner(self, surface: pygame.Surface, table: SudokuTable, record_line: Text) -> None:
        outcome = table.session.outcome
        time_s = outcome.time_s if outcome is not None else table.elapsed
        moves = outcome.moves if outcome is not None else table.session.moves
        parts = [str(table.round.title), str(Msg("time {time}", time=format_clock(time_s))),
                 str(Plural("{n} move", "{n} moves", moves))]
        verdict: PanelLine
        if not table.round.keeps_records:
            verdict = (Msg("No records: this sudoku has more than one solution."), theme.TEXT, False)
        elif outcome is not None and outcome.helped:
            verdict = (Plural("{n} hint used: solved, but no star this time.",
                              "{n} hints used: solved, but no star this time.", outcome.hints), theme.TEXT, False)
        elif table.round.mode:   # a daily or pasted puzzle: no level, so no star to earn
            verdict = (Msg("No hints: a clean solve."), theme.YELLOW, False)
        else:
            verdict = (Msg("No hints: a clean solve earns a star  *"), theme.YELLOW, False)
        separator = "  ·  "
        head = separator.join(parts)
        if theme.text_width(head, theme.BODY) > END_PANEL.width - 32:   # a long title: the figures alone
            head = separator.join(parts[1:])
        lines: list[PanelLine] = [(head, theme.TEXT, True), verdict, (record_line, theme.TEXT_DIM, False)]
        draw_solved_banner(surface, END_PANEL, table.celebrate, lines)


def _variant_hint_lines(table: SudokuTable) -> list[PanelLine]:
    """A variant's hint in the panel: its technique and step, the sentence, and what H does next."""
    found = table.variant_hint
    assert found is not None
    step = table.variant_step
    if step is None:
        heading = Msg("Hint · fix this first") if found.wrong is not None else Msg("Hint")
        lines: list[PanelLine] = [(heading, theme.YELLOW, True), (players_words(found.text), theme.TEXT, False)]
        if found.wrong is not None:
            lines.append((Msg("The cell is selected: {zero} or {delete} clears it, {u} undoes your last move.",
                              zero="0", delete="Delete", u="U"), theme.TEXT_DIM, False))
        return lines
    n = len(found.steps)
    lines = [(hint_heading(step.technique.label, table.hint_step, n), theme.YELLOW, True),
             (players_words(step.text), theme.TEXT, False)]
    if table.hint_step + 1 < n:
        lines.append((NEXT_STEP, theme.TEXT_DIM, False))
    elif found.placement is not None:
        lines.append((PLACE_IT, theme.TEXT_DIM, False))
    return lines


NEXT_STEP = Msg("{h} or > for the next step.", h="H")
PLACE_IT = Msg("Press {h} again to place it.", h="H")


def hint_heading(technique: object, step: int, steps: int) -> Msg:
    """"Hint · Naked pair · step 2 of 3": the technique as the logic names it, the step when there are several."""
    if steps > 1:
        return Msg("Hint · {technique} · step {step} of {steps}", technique=shown(technique), step=step + 1,
                   steps=steps)
    return Msg("Hint · {technique}", technique=shown(technique))


def shown_text(text: object) -> Text:
    """A sentence from the logic drawn as it comes (a Msg, or plain English text)."""
    return text if isinstance(text, (str, Msg)) else str(text)


def pack(items: list[str], separator: str, width: int, size: int) -> list[str]:
    """Join items with the separator into lines no wider than `width` pixels, never splitting an item."""
    lines: list[str] = []
    for item in items:
        if lines and theme.font(size).size(lines[-1] + separator + item)[0] <= width:
            lines[-1] += separator + item
        else:
            lines.append(item)
    return lines

