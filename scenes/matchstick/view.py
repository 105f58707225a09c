"""How the matchstick table is drawn: a layer of everything that lies still (redrawn only when something
changes), then what moves on top of it (the held match, flights, flames, sparks) and the banner. `TableView.draw`
is given the `Table` it draws and changes nothing but its own cached layer; `sync_buttons` shows and enables the
scene's buttons for the table as it stands."""
from __future__ import annotations

import math

import pygame

from game.i18n import Msg, Text
from game.logic import matchstick as ms
from game.logic.matchstick import Loc, shown
from game.logic.matchstick.rules import summary
from scenes.level_select import draw_lock
from scenes.matchstick.model import instructions
from scenes.matchstick.table import FLAME, SHAKE, Table
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button, WidgetGroup

StillKey = tuple[object, ...]
Badge = tuple[art.Pose, str, tuple[int, int]]


def sync_buttons(widgets: WidgetGroup, table: Table) -> None:
    """Show and enable the table's buttons for the table as it stands (called after every change)."""
    showing = bool(table.queue)   # a solution's matches are still flying
    widgets.get("undo", Button).enabled = table.can_undo() and not showing
    widgets.get("redo", Button).enabled = table.can_redo() and not showing
    widgets.get("restart", Button).enabled = table.state != table.session.initial and not showing
    widgets.get("hint", Button).enabled = not showing and not table.finished
    widgets.get("answers", Button).enabled = not showing and not table.finished
    setup = table.setup
    nxt = widgets.get("next", Button)
    nxt.visible = setup.next_setup is not None and (table.solved or setup.level_id is None)
    nxt.label = setup.next_label
    nxt.primary = table.solved   # lit as Enter's only when Enter presses it; before that it is N's
    nxt.detail = "Enter" if table.solved else "N"   # the key on a line of its own: a long label still fits


BANNER_BOTTOM = 640   # the verdict's banner ends above the buttons' row
SHARE_W = 460         # the puzzle's code (and a daily puzzle's streak) at the right of a solved banner


def verdict_banner(share_height: int) -> pygame.Rect:
    """The verdict's banner: one line wide in the middle, or (with the code to share: `share_height` > 0) the
    width of the screen and as tall as the code's box needs."""
    if not share_height:
        banner = pygame.Rect(0, 0, 900, 64)
        banner.midtop = (640, 546)
        return banner
    banner = pygame.Rect(40, 0, 1200, max(64, share_height + 24))
    banner.bottom = BANNER_BOTTOM
    return banner


def share_rect(share_height: int) -> pygame.Rect:
    """Where the code's box goes in the banner (at its right)."""
    banner = verdict_banner(share_height)
    return pygame.Rect(banner.right - 20 - SHARE_W, banner.top + 12, SHARE_W, share_height)


def verdict_up(t: Table) -> bool:
    """The verdict's banner is showing (once every match has landed, or the ending's effect has begun)."""
    return t.verdict is not None and not t.queue and (t.effect_started or not t.flights)


BADGE_RADIUS, BADGE_BOB = 13, 3   # a hint's numbered badge, and how far it bobs up and down


def table_frame(t: Table) -> pygame.Rect:
    """The dark table the equation lies on (the board with a margin wide enough for a focus or hint frame round
    any place of it, corner ticks included, to stay inside its edge)."""
    return t.board.extent.inflate(80, 64)


def hint_badges(table: Table, dx: float = 0.0) -> list[Badge]:
    """Each hinted place, its number ('1' the match to take, '2' where it goes) and where that number's badge
    sits: just off the place's upper right end, kept inside the table's frame (or the tray), never across its
    edge (a label above the place ran into the header or the tray's caption)."""
    out: list[Badge] = []
    room = BADGE_RADIUS + BADGE_BOB + 3
    for i, loc in enumerate(table.hint_locs()):
        pose = (table.tray_pose(min(loc[1], 3)) if ms.in_tray(loc) else table.cursor_pose(loc)).moved(dx, 0)
        (ax, ay), (bx, by) = pose.ends()
        inside = (table.tray_rect if ms.in_tray(loc) else table_frame(table)).inflate(-2 * room, -2 * room)
        x = min(max(round(max(ax, bx) + 24), inside.left), inside.right)
        y = min(max(round(min(ay, by)), inside.top), inside.bottom)
        out.append((pose, str(i + 1), (x, y)))
    return out


class TableView:
    def __init__(self) -> None:
        self._still: pygame.Surface | None = None   # everything that lies still, drawn once per change
        self._still_key: StillKey | None = None

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: Table, share_height: int = 0) -> None:
        """`share_height`: the height of the code's box the solved banner makes room for (0: none)."""
        dx = math.sin(t.shake * 38) * 14 * (t.shake / SHAKE) if t.shake > 0 else 0.0
        flying = frozenset(f.match_id for f in t.flights)
        held = t.grab.match_id if t.grab is not None else None
        # What does not change while a match is dragged is drawn once into a cached layer.
        key = (surface.get_size(), t.state, tuple(t.view_ids.items()), tuple(t.view_tray), flying, held,
               t.grab.source if t.grab is not None else None, t.hover_source, dx, bool(t.queue))
        still = self._still
        if still is None or still.get_size() != surface.get_size():
            still = self._still = pygame.Surface(surface.get_size())
            self._still_key = None
        if key != self._still_key:
            self._draw_still(t, still, dx, flying, held)
            self._still_key = key
        surface.blit(still, (0, 0))
        minutes, seconds = divmod(int(t.session.elapsed), 60)
        theme.blit_text(surface, f"{minutes}:{seconds:02d}", (1080, 96), theme.SMALL, theme.TEXT_DIM,
                        anchor="topright")
        th = t.board.thickness
        self._draw_chosen_target(t, surface, dx)
        self._draw_marks(t, surface, dx)
        for f in t.flights:
            art.draw_match(surface, f.pose, f.match_id, th, lifted=f.lift)
        if t.grab is not None:
            if not t.grab.dragging:   # picked up by a click or Enter: framed, so it is plain which match is held
                art.draw_focus(surface, t.grab.pose, th, theme.YELLOW)
            art.draw_match(surface, t.grab.pose, t.grab.match_id, th, lifted=1.0)
        if t.flame_left > 0 and t.solved:
            grow = min(1.0, (FLAME - t.flame_left) * 6) * min(1.0, t.flame_left * 2)
            r = t.board.thickness * 0.75 * grow
            for i, (x, y) in enumerate(t.flames):  # a small teardrop flame on every head
                flicker = 1 + 0.2 * math.sin(t.time * 31 + i * 1.7)
                h = r * 3.2 * flicker
                outer = pygame.Rect(0, 0, max(2, round(r * 1.7)), max(2, round(h)))
                outer.midbottom = (round(x), round(y + r * 0.4))
                pygame.draw.ellipse(surface, theme.ORANGE, outer)
                inner = outer.inflate(-outer.width // 2, -outer.height // 2)
                inner.midbottom = outer.midbottom
                pygame.draw.ellipse(surface, theme.YELLOW, inner)
        for s in t.sparks:
            fade = 1 - s.age / s.life
            colour = theme.YELLOW if fade > 0.6 else theme.ORANGE if fade > 0.3 else theme.VERMILLION
            pygame.draw.circle(surface, colour, (round(s.x), round(s.y)), max(1, round(5 * fade)))
        self._draw_footer(t, surface, share_height)

    def draw_hidden(self, surface: pygame.Surface, t: Table) -> None:
        """The table while the game is paused: the header and an empty table, no matches to study."""
        theme.draw_background(surface)
        self._draw_header(t, surface)
        frame = table_frame(t)
        pygame.draw.rect(surface, (24, 26, 33), frame, border_radius=18)
        pygame.draw.rect(surface, (58, 62, 78), frame, width=2, border_radius=18)
        theme.blit_text(surface, Msg("Paused: the matches are put away"), frame.center, theme.BODY, theme.TEXT_DIM,
                        anchor="center")
        self._still_key = None

    def draw_undo_pulse(self, surface: pygame.Surface, t: Table, undo: pygame.Rect) -> None:
        """After a wrong final move, a pulsing frame round the way out of it: Undo."""
        if t.verdict is not None and not t.verdict.solved and t.effect_started and not t.queue:
            pulse = 3 + round(2 * (1 + math.sin(t.time * 5)))
            rect = undo.inflate(6 + pulse * 2, 6 + pulse * 2)
            pygame.draw.rect(surface, theme.WARN, rect, width=3, border_radius=theme.RADIUS + 6)

    def _draw_still(self, t: Table, surface: pygame.Surface, dx: float, flying: frozenset[int], held: int | None) -> None:
        """Background, header, table, tray, the faint outlines of the places a held match can go, and every
        match lying still."""
        theme.draw_background(surface)
        self._draw_header(t, surface)
        top = table_frame(t).move(dx, 0)
        pygame.draw.rect(surface, (24, 26, 33), top, border_radius=18)
        pygame.draw.rect(surface, (58, 62, 78), top, width=2, border_radius=18)
        if t.task.mode != "move":
            self._draw_tray(t, surface)
        th = t.board.thickness
        if t.grab is not None:
            for loc in t.targets(t.grab.source):
                if loc != t.grab.source:
                    art.draw_slot(surface, self._target_pose(t, loc, dx), th)
        else:  # the holes the relaxed rules leave for a minus in front of a number say what they are for
            for slot in t.minus_places():
                art.draw_slot(surface, t.board.slot_pose(slot).moved(dx, 0), th, faint=True)
        for cell in t.unreadable_cells():  # point at cells that read as nothing
            box = t.board.cells[cell].move(round(dx), 0).inflate(12, 12)
            pygame.draw.rect(surface, theme.WARN, box, width=2, border_radius=8)
            badge = (box.right, box.top)
            pygame.draw.circle(surface, theme.WARN, badge, 13)
            theme.blit_text(surface, "?", badge, theme.BODY, theme.BLACK, True, "center")
        for cell in t.frozen:  # an '=' the rules keep in place carries a small lock
            box = t.board.cells[cell]
            draw_lock(surface, (round(box.centerx + dx), round(box.top + 1.7 * t.board.unit)), theme.TEXT_DIM)
        for slot, match_id in t.view_ids.items():
            if match_id not in flying and match_id != held:
                raised = 0.3 if slot == t.hover_source and t.grab is None else 0.0
                pose = t.board.match_pose(slot, match_id).moved(dx - 2 * raised, -4 * raised)
                art.draw_match(surface, pose, match_id, th, lifted=raised)
        for i, match_id in enumerate(t.view_tray):
            if match_id not in flying and match_id != held:
                art.draw_match(surface, t.tray_pose(i), match_id, th)

    def _draw_header(self, t: Table, surface: pygame.Surface) -> None:
        theme.blit_text(surface, t.setup.title, (160, 30), theme.HEADING, theme.TEXT, True)
        sub = t.setup.subtitle or summary(t.task.puzzle.rules)
        theme.blit_text(surface, instructions(t.task), (40, 80), theme.BODY, theme.ACCENT)
        theme.blit_text(surface, sub, (40, 106), theme.SMALL, theme.TEXT_DIM)
        used, total = t.moves_shown()
        label = Msg("Moves: {used} / {total}", used=used, total=total)
        theme.blit_text(surface, label, (1080, 36), theme.HEADING, theme.TEXT, True, "topright")

    def _draw_tray(self, t: Table, surface: pygame.Surface) -> None:
        rect = t.tray_rect
        pygame.draw.rect(surface, (70, 50, 34), rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD_DARK, rect, width=3, border_radius=10)
        striker = pygame.Rect(rect.right - 46, rect.top + 12, 26, rect.height - 24)
        pygame.draw.rect(surface, (92, 60, 44), striker, border_radius=4)
        for y in range(striker.top + 4, striker.bottom - 2, 6):
            pygame.draw.line(surface, (60, 40, 30), (striker.left + 3, y), (striker.right - 3, y), 2)
        label = (Msg("Spare matches: {n}", n=len(t.view_tray)) if t.task.mode == "add"
                 else Msg("Removed: {n} of {total}  (drop matches here)", n=len(t.view_tray), total=t.task.moves))
        theme.blit_text(surface, label, (rect.left + 14, rect.top + 8), theme.SMALL, theme.TEXT)

    def _target_pose(self, t: Table, loc: Loc, dx: float) -> art.Pose:
        if ms.in_tray(loc):
            return t.tray_pose(loc[1])
        assert ms.on_table(loc)
        return t.board.slot_pose(loc).moved(dx, 0)

    def _draw_chosen_target(self, t: Table, surface: pygame.Surface, dx: float) -> None:
        """The place the held match would go now, outlined brightly (under the cursor, or the keyboard's)."""
        g = t.grab
        if g is None:
            return
        chosen = t.cursor if g.by_keys or t.keyboard else t.hover
        if chosen is not None and chosen != g.source and chosen in t.targets(g.source):
            art.draw_slot(surface, self._target_pose(t, chosen, dx), t.board.thickness, highlighted=True)

    def _draw_marks(self, t: Table, surface: pygame.Surface, dx: float) -> None:
        th = t.board.thickness
        focused = t.focused()
        if focused is not None:
            art.draw_focus(surface, t.cursor_pose(focused).moved(dx, 0), th)
        bob = round(math.sin(t.time * 6) * BADGE_BOB)
        cell = t.hinted_cell()
        if cell is not None:   # an add hint's first step: the figure the spare match goes into
            box = t.board.cells[cell].move(round(dx), 0).inflate(16, 16)
            pygame.draw.rect(surface, theme.YELLOW, box, width=3, border_radius=8)
        for pose, label, (x, y) in hint_badges(t, dx):
            art.draw_focus(surface, pose, th, theme.YELLOW)
            pygame.draw.circle(surface, theme.YELLOW, (x, y + bob), BADGE_RADIUS)
            theme.blit_text(surface, label, (x, y + bob), theme.BODY, theme.BLACK, True, "center")

    def _draw_footer(self, t: Table, surface: pygame.Surface, share_height: int) -> None:
        y = 560
        if t.queue:
            theme.blit_text(surface, Msg("The solution, move by move"), (640, y - 8), theme.HEADING, theme.SKY_BLUE,
                            True, "midtop")
            return
        v = t.verdict
        if v is not None and verdict_up(t):
            banner = verdict_banner(share_height if v.solved else 0)
            right = share_rect(share_height).left - 24 if v.solved and share_height else banner.right - 24
            edge = theme.GOOD if v.solved else theme.BAD
            theme.draw_panel(surface, banner, colour=(30, 44, 40) if v.solved else (52, 34, 30), edge=edge)
            art.draw_mark(surface, v.solved, (banner.left + 36, banner.centery), edge)
            head = Msg("Solved!") if v.solved else Msg("Not yet.")
            tail = v.message if v.solved else Msg("{verdict}  Undo ({key}) and try again.", verdict=v.message, key="U")
            head_rect = theme.blit_text(surface, head, (banner.left + 68, banner.centery), theme.HEADING - 4,
                                        theme.TEXT, True, "midleft")
            left = head_rect.right + 16
            lines = theme.wrap(tail, right - left, theme.SMALL + 2)[:3 if banner.height > 64 else 2]
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, (left, round(banner.centery + (i - (len(lines) - 1) / 2) * 24)),
                                theme.SMALL + 2, theme.TEXT, anchor="midleft")
            return
        if t.message:
            theme.blit_text(surface, t.message, (640, y + 6), theme.BODY, theme.WARN, anchor="midtop")
        elif t.keyboard:
            tip: Text = (Msg("{tab} / arrows: choose a slot   {enter}: drop   {esc}: put back", tab="Tab",
                             enter="Enter", esc="Esc") if t.grab is not None
                         else Msg("{tab} / arrows: choose a match   {enter}: lift it", tab="Tab", enter="Enter"))
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        else:
            tip = {"move": Msg("Drag a match to an empty place, or click a match and then a place.   {esc}: pause",
                               esc="Esc"),
                   "add": Msg("Drag a match from the tray to an empty place, or click the tray and then a place.   "
                              "{esc}: pause", esc="Esc"),
                   "remove": Msg("Drag a match into the tray, or click a match and then the tray.   {esc}: pause",
                                 esc="Esc")}[t.task.mode]
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
