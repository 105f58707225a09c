"""How the shapes table is drawn: the header (the task in words, moves, the count now), the lattice with its
matches, faint slots where a held match may go, the box of loose matches beside it, the hint's marks, an answer
being walked through, the counted shapes lighting up after a solve, and the end banner. `ShapesView.draw` is
handed the table and changes nothing on it; `sync_buttons` shows and enables the scene's buttons."""
from __future__ import annotations

import math

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.logic.shapes import Action, bits, present_shapes
from game.logic.shapes.puzzle import shapes_text
from scenes.shapes.model import OFF, SUPPLY
from scenes.shapes.table import ShapesTable
from sprites import matchstick as art
from sprites import theme
from sprites.shapes import draw_supply, shape_colour
from sprites.widgets import Button, WidgetGroup

FOOTER_Y = 590          # the message or tip under the table (two lines at most), above the buttons at 650
TASK_W = 1080           # the task's line, left of the clock
MOVES_RIGHT = 1080      # the moves left end here, left of the Pause button
CLOCK_RIGHT = 1240      # the clock ends under the Pause button's right edge
MESSAGE_W = 1180
SHARE_W = 310           # the puzzle's code and Copy code, in a panel right of the board once solved
SHARE_TOP = 420
TABLE_COLOUR, TABLE_EDGE = (24, 26, 33), (58, 62, 78)


def sync_buttons(widgets: WidgetGroup, table: ShapesTable) -> None:
    """Show and enable the scene's buttons for the table as it stands (after every change)."""
    walking = table.walk is not None
    widgets.get("undo", Button).enabled = table.can_undo() and not walking
    widgets.get("redo", Button).enabled = table.can_redo() and not walking
    widgets.get("restart", Button).enabled = table.state != table.session.initial and not walking
    thinking = table.thinking is not None
    widgets.get("hint", Button).enabled = not walking and not table.finished and not thinking
    widgets.get("answers", Button).enabled = not walking and not thinking
    for wid in ("answer-prev", "answer-next", "answer-close"):
        widgets.get(wid, Button).visible = walking
    setup = table.setup
    nxt = widgets.get("next", Button)
    nxt.visible = setup.next_setup is not None and (table.solved or setup.level_id is None) and not walking
    nxt.label = setup.next_label
    nxt.primary = table.solved
    nxt.detail = "Enter" if table.solved else "N"


def share_panel(share_height: int) -> pygame.Rect:
    """The end panel's part right of the board that holds the code (and Copy code)."""
    return pygame.Rect(920, SHARE_TOP, SHARE_W + 20, share_height + 44)


def share_rect(share_height: int) -> pygame.Rect:
    """Where the code's box goes in that panel."""
    panel = share_panel(share_height)
    return pygame.Rect(panel.left + 10, panel.top + 34, SHARE_W, share_height)


def count_words(table: ShapesTable, shapes: int, loose: int) -> Msg:
    """'4 squares, 1 loose match' / '3 triangles, none loose'."""
    counted = shapes_text(table.lattice.kind, shapes)
    if not loose:
        return Msg("{shapes}, none loose", shapes=counted)
    return Plural("{shapes}, {n} loose match", "{shapes}, {n} loose matches", loose, shapes=counted)


# the tip under a board at rest, one whole sentence per task (key names are not translated)
TIPS = {Action.MOVE: N_("Drag a match to an empty place, or click a match and then a place.   "
                        "Keys: arrows, {space}, {delete}"),
        Action.ADD: N_("Drag a match from the box to an empty place, or click an empty place.   "
                       "Keys: arrows, {space}, {delete}"),
        Action.REMOVE: N_("Drag a match off the board, or click it to take it away.   Keys: arrows, {space}, {delete}")}
WALK_KEYS = N_("{count}.   {leftright}: another answer   {esc}: back to the puzzle")


def table_frame(t: ShapesTable) -> pygame.Rect:
    return t.board.frame


class ShapesView:
    def draw(self, surface: pygame.Surface, t: ShapesTable, share_height: int = 0) -> None:
        """`share_height`: the height of the code's box the end panel makes room for (0: none shown)."""
        theme.draw_background(surface)
        self._draw_header(t, surface)
        frame = table_frame(t)
        pygame.draw.rect(surface, TABLE_COLOUR, frame, border_radius=18)
        pygame.draw.rect(surface, TABLE_EDGE, frame, width=2, border_radius=18)
        if t.walk is not None:
            self._draw_answer(t, surface)
        else:
            self._draw_board(t, surface)
        self._draw_footer(t, surface)
        if share_height:
            panel = share_panel(share_height)
            theme.draw_panel(surface, panel, colour=(30, 44, 40), edge=theme.GOOD)
            theme.blit_text(surface, Msg("Share this puzzle"), (panel.centerx, panel.top + 10), theme.SMALL, theme.TEXT_DIM,
                            anchor="midtop")

    def draw_hidden(self, surface: pygame.Surface, t: ShapesTable) -> None:
        """Paused: the header and an empty table, no matches to study."""
        theme.draw_background(surface)
        self._draw_header(t, surface, counts=False)
        frame = table_frame(t)
        pygame.draw.rect(surface, TABLE_COLOUR, frame, border_radius=18)
        pygame.draw.rect(surface, TABLE_EDGE, frame, width=2, border_radius=18)
        theme.blit_text(surface, Msg("Paused: the matches are put away"), frame.center, theme.BODY, theme.TEXT_DIM,
                        anchor="center")

    # --- parts -------------------------------------------------------------------------------------------
    def _draw_header(self, t: ShapesTable, surface: pygame.Surface, counts: bool = True) -> None:
        """The title, the task in words and the count now; the moves left (as large as the room beside the
        title allows) and the clock, at the sizes the equations use."""
        title = theme.blit_text(surface, t.setup.title, (160, 30), theme.HEADING, theme.TEXT, True)
        task = t.puzzle.describe()
        theme.blit_text(surface, task, (40, 80), theme.fit_size(task, TASK_W, theme.BODY), theme.ACCENT)
        if counts and t.walk is None:
            count = count_words(t, len(t.shapes_now), len(t.loose_now))
            now = (Msg("Now: {count}  ·  all must be one size", count=count) if t.puzzle.equal
                   else Msg("Now: {count}", count=count))
            theme.blit_text(surface, now, (40, 108), theme.SMALL + 2, theme.TEXT_DIM)
        used, total = t.moves_shown()
        moves = Msg("Moves left: {left} of {total}", left=total - used, total=total)
        room = MOVES_RIGHT - title.right - 32
        theme.blit_text(surface, moves, (MOVES_RIGHT, 36), theme.fit_size(moves, room, theme.HEADING, True, theme.BODY),
                        theme.TEXT, True, "topright")
        minutes, seconds = divmod(int(t.elapsed), 60)
        theme.blit_text(surface, f"{minutes}:{seconds:02d}", (CLOCK_RIGHT, 80), theme.BODY, theme.TEXT_DIM, True,
                        "topright")

    def _draw_board(self, t: ShapesTable, surface: pygame.Surface) -> None:
        board = t.board
        g = t.grab
        hint = t.hint_locs()
        if t.action is not Action.MOVE:
            caption = (Msg("Spare matches: {n}", n=t.supply_count()) if t.action is Action.ADD
                       else Msg("Taken away: {n} of {total}", n=t.supply_count(), total=t.puzzle.sticks))
            shown = t.supply_count()
            draw_supply(surface, t.side_rect, shown, board.thickness, min(board.unit * 0.84, 110), caption)
            if t.action is Action.REMOVE and g is not None:
                edge = theme.YELLOW if t.hover == OFF else theme.TEXT_DIM
                pygame.draw.rect(surface, edge, t.side_rect.inflate(8, 8), width=3, border_radius=12)
                theme.blit_text(surface, Msg("drop here (or anywhere off the board)"),
                                (t.side_rect.centerx, t.side_rect.bottom + 10), theme.SMALL, theme.TEXT_DIM,
                                anchor="midtop")
            if (SUPPLY in hint or OFF in hint) and t.shown_hint is not None:
                pygame.draw.rect(surface, theme.YELLOW, t.side_rect.inflate(10, 10), width=3, border_radius=12)
        lit = t.light.shapes[:t.light.lit] if t.light is not None else []
        for n, shape in enumerate(lit):
            board.draw_shape(surface, t.lattice.shapes[shape], shape_colour(n))
        board.draw_points(surface)
        # where a match may go: only while one is held, or always for an add task (faint)
        if g is not None:
            for place in t.targets(g.source):
                if place >= 0:
                    board.draw_slot(surface, place, highlighted=place == t.hover)
        elif t.action is Action.ADD and not t.finished:
            for place in t.empties:
                board.draw_slot(surface, place, faint=True)
        for place in t.matches:
            if g is not None and g.source == place:
                continue
            raised = 0.3 if place == t.hover_source and g is None else 0.0
            board.draw_match(surface, place, place + 1, lifted=raised)
        if t.keyboard and t.cursor is not None and g is None or (g is not None and g.by_keys
                                                                    and t.cursor is not None):
            assert t.cursor is not None
            board.draw_focus(surface, t.cursor)
        for i, loc in enumerate(hint):
            if loc >= 0:
                board.draw_focus(surface, loc, theme.YELLOW)
                (ax, ay), (bx, by) = board.slot_pose(loc).ends()
                self._badge(surface, str(i + 1), (round(max(ax, bx) + 18), round(min(ay, by) - 6)), t.time)
            else:
                self._badge(surface, str(i + 1), (t.side_rect.right - 16, t.side_rect.top - 4), t.time)
        spots = board.label_points([t.lattice.shapes[shape] for shape in lit])
        for n, at in enumerate(spots):   # numbered over the matches, so every number can be read
            board.draw_label(surface, at, str(n + 1), shape_colour(n))
        if g is not None:
            if not g.dragging:
                art.draw_focus(surface, g.pose, board.thickness, theme.YELLOW)
            art.draw_match(surface, g.pose, g.source + 1 if g.source >= 0 else 500, board.thickness, lifted=1.0)

    def _badge(self, surface: pygame.Surface, label: str, centre: tuple[int, int], time: float) -> None:
        bob = round(math.sin(time * 6) * 3)
        pygame.draw.circle(surface, theme.YELLOW, (centre[0], centre[1] + bob), 13)
        theme.blit_text(surface, label, (centre[0], centre[1] + bob), theme.BODY, theme.BLACK, True, "center")

    def _draw_answer(self, t: ShapesTable, surface: pygame.Surface) -> None:
        """One answer against the start: its shapes lit, its matches, the start's matches it takes away as
        ghosts, the ones it lays framed."""
        walk = t.walk
        assert walk is not None
        board = t.board
        layout, start = walk.layout, t.puzzle.start
        for n, shape in enumerate(present_shapes(t.lattice, layout)):
            board.draw_shape(surface, t.lattice.shapes[shape], shape_colour(n), fill=40)
        board.draw_points(surface)
        for place in bits(start & ~layout):
            board.draw_ghost(surface, place)
        for place in bits(layout):
            board.draw_match(surface, place, place + 1)
        for place in bits(layout & ~start):
            board.draw_focus(surface, place, theme.SKY_BLUE)
        theme.blit_text(surface, walk.caption(), (CLOCK_RIGHT, 108), theme.BODY, theme.SKY_BLUE, True, "topright")

    def _draw_footer(self, t: ShapesTable, surface: pygame.Surface) -> None:
        y = FOOTER_Y
        if t.walk is not None:
            text = Msg(WALK_KEYS, count=count_words(t, len(present_shapes(t.lattice, t.walk.layout)), 0),
                       leftright="Left / Right", esc="Esc")
            theme.blit_text(surface, text, (640, y), theme.SMALL + 2, theme.SKY_BLUE, anchor="midtop")
            return
        outcome = t.outcome
        if outcome is not None:
            self._draw_banner(t, surface)
            return
        if t.message:   # the equations' size; a sentence longer than two lines of it is set smaller
            size = theme.BODY if len(theme.wrap(t.message, MESSAGE_W, theme.BODY)) <= 2 else theme.SMALL + 2
            for i, line in enumerate(theme.wrap(t.message, MESSAGE_W, size)[:2]):
                theme.blit_text(surface, line, (640, y + (size + 2) * i), size, theme.WARN, anchor="midtop")
        else:
            tip = Msg(TIPS[t.action], space="Space", delete="Del")
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")

    def _draw_banner(self, t: ShapesTable, surface: pygame.Surface) -> None:
        outcome = t.outcome
        assert outcome is not None
        solved = t.solved
        banner = pygame.Rect(40, FOOTER_Y - 5, 860, 62)   # left of the code's panel, under the table
        edge = theme.GOOD if solved else theme.BAD
        theme.draw_panel(surface, banner, colour=(30, 44, 40) if solved else (52, 34, 30), edge=edge)
        art.draw_mark(surface, solved, (banner.left + 34, banner.centery), edge)
        if solved:
            lit = t.light.lit if t.light is not None else len(t.shapes_now)
            shapes = shapes_text(t.lattice.kind, lit)
            head: Text = (Msg("Solved! {shapes}", shapes=shapes) if lit < len(t.shapes_now)
                          else Msg("Solved! {shapes}, none loose.", shapes=shapes))
            minutes, seconds = divmod(int(outcome.time_s), 60)
            parts: list[Msg] = [Msg("Time {time}", time=f"{minutes}:{seconds:02d}"),
                                Plural("{n} move", "{n} moves", outcome.moves),
                                Plural("{n} hint", "{n} hints", outcome.hints)]
            if outcome.answers:
                parts.append(Msg("answers seen"))
            tail: Text = "  ·  ".join(str(part) for part in parts)
        else:
            head = Msg("Not yet.")
            tail = Msg("Now {count}.  Undo ({undo}) and try again.",
                       count=count_words(t, len(t.shapes_now), len(t.loose_now)), undo="U")
        theme.blit_text(surface, head, (banner.left + 64, banner.top + 8), theme.BODY, theme.TEXT, True)
        theme.blit_text(surface, tail, (banner.left + 64, banner.top + 36), theme.SMALL, theme.TEXT_DIM)
