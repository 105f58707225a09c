"""How the stone duel is drawn: the header and turn banner, the heaps (with the preview of a take and the
fading stones), the side panel (how to play, the teaching panel, the moves), the hint box and the end panel.
`StonesView.draw(surface, table, title)` reads the table (the duel's picture, rebuilt once per change, and the
pointing state) and changes nothing."""
from __future__ import annotations

import math

import pygame

from game.i18n import Msg, Text
from game.logic import stones
from game.logic.stones import PLAYER
from scenes.stones.table import BOARD, Table
from sprites import stones as art
from sprites import theme

PANEL = pygame.Rect(930, 140, 310, 490)
END_PANEL = pygame.Rect(340, 140, 600, 440)
END_BUTTONS_TOP = END_PANEL.bottom - 76
SHARE_W = END_PANEL.width - 60   # the puzzle's code (and a daily puzzle's streak) above the end panel's buttons


def share_rect(height: int) -> pygame.Rect:
    return pygame.Rect(END_PANEL.left + 30, END_BUTTONS_TOP - 14 - height, SHARE_W, height)
# Where the app's short notices ("Sound off" after M) go over the duel, as the midtop of their box: under the side
# panel and right of the buttons, the one place nothing of the duel is drawn (top centre holds the turn banner).
NOTICE_SPOT = (PANEL.centerx + 5, PANEL.bottom + 20)
KEYS_LINE = Msg("Keys: {updown} a heap, a number or {leftright} how many, {enter} takes   ·   {hint} hint   ·   "
                "{undo} undo", updown="Up/Down", leftright="Left/Right", enter="Enter", hint="H", undo="U")
HOW_TO_PLAY = (Msg("Take any number of stones from one heap per turn. Hover a stone: it and all after it are taken. "
                   "Or {updown}, a number, then {enter}.", updown="Up/Down", enter="Enter"),
               Msg("{teach} shows the teaching panel (it tells who is winning).", teach="T"))

__all__ = ["BOARD", "END_BUTTONS_TOP", "END_PANEL", "KEYS_LINE", "NOTICE_SPOT", "PANEL", "SHARE_W", "StonesView",
           "share_rect"]


class StonesView:
    def draw(self, surface: pygame.Surface, table: Table, title: Text) -> None:
        """The whole board but the widgets (the scene draws those on top)."""
        duel = table.duel
        theme.draw_background(surface)
        self._draw_header(surface, table, title)
        self._draw_board(surface, table)
        self._draw_side_panel(surface, table)
        if duel.shown_hint is not None and not duel.finished:
            self._draw_box(surface, Msg("Hint: {text}", text=duel.shown_hint.text), (52, 48, 24), theme.YELLOW)
        elif duel.message and not duel.finished:
            self._draw_box(surface, duel.message, (60, 44, 20), theme.WARN)
        elif table.teach and duel.human_to_move:  # the teaching panel has taken the "How to play" text
            theme.blit_text(surface, KEYS_LINE, (BOARD.centerx, BOARD.bottom + 22), theme.SMALL, theme.TEXT_DIM,
                            anchor="midtop")
        if duel.finished:
            self._draw_end(surface, table)

    def _draw_header(self, surface: pygame.Surface, table: Table, title: Text) -> None:
        duel = table.duel
        theme.blit_text(surface, title, (40, 22), theme.HEADING, theme.TEXT, True)
        misere = duel.spec.rule is stones.Rule.MISERE
        rule = Msg("Whoever takes the LAST stone LOSES") if misere else Msg("Whoever takes the last stone WINS")
        theme.blit_text(surface, rule, (40, 62), theme.BODY, theme.YELLOW)
        players = duel.seats
        theme.blit_text(surface, Msg("{first} vs {second}", first=players[0].label, second=players[1].label), (40, 92), theme.SMALL, theme.TEXT_DIM)
        # The turn banner: the mover's marker shape, colour strip and name.
        rect = pygame.Rect(520, 18, 570, 100)  # ends left of the shared Pause button
        seat = duel.picture.winner if duel.finished else duel.mover
        if table.turn_flash > 0 and seat is not None:  # hot-seat hand-over: the banner pulses outwards
            grow = int(10 * abs(math.sin(table.turn_flash * math.pi * 2)))
            pygame.draw.rect(surface, seat.colour, rect.inflate(2 * grow + 8, grow + 8), width=3, border_radius=22)
        pygame.draw.rect(surface, (22, 24, 30), rect, border_radius=18)
        if seat is not None:
            pygame.draw.rect(surface, seat.colour, rect, width=4, border_radius=18)
            art.draw_marker(surface, (rect.left + 52, rect.centery), 46, seat.marker, seat.colour)
        banner, last = table.banner(), duel.picture.last_line
        width = rect.right - 20 - (rect.left + 96)
        size = theme.fit_size(banner, width, 44 if last else 60, bold=True)
        theme.blit_text(surface, banner, (rect.left + 96, rect.centery - (14 if last else 0)), size, theme.TEXT, True,
                        "midleft")
        if last:
            theme.blit_text(surface, last, (rect.left + 96, rect.bottom - 12), theme.fit_size(last, width, theme.BODY),
                            theme.YELLOW, anchor="bottomleft")

    def _draw_board(self, surface: pygame.Surface, table: Table) -> None:
        duel, layout = table.duel, table.layout
        heaps = duel.state.heaps
        preview = table.preview()
        hint_move = duel.shown_hint.move if duel.shown_hint is not None else None
        mover = duel.mover
        for heap, size in enumerate(heaps):
            row = layout.row_rect(heap)
            tray = pygame.Rect(layout.stones_left() - 10, row.top + 4,
                               row.width - art.LABEL_W - art.COUNT_W + 20, row.height - 8)
            art.draw_tray(surface, tray, selected=table.selected == heap and duel.human_to_move)
            theme.blit_text(surface, Msg("Heap {heap}", heap=heap + 1), (row.left, row.centery), theme.BODY, theme.TEXT_DIM,
                            anchor="midleft")
            count_at = layout.count_pos(heap)
            if not (duel.finished and END_PANEL.collidepoint(count_at)):   # the end panel covers the count column
                theme.blit_text(surface, str(size), count_at, 48, theme.TEXT, True, "center")
            taking = preview[1] if preview is not None and preview[0] == heap else 0
            for index in range(size):
                x, y = layout.stone_center(heap, index)
                lifted = index >= size - taking
                art.draw_stone(surface, (x, y - (8 if lifted else 0)), layout.diameter, tint=(heap + index * 7) % 3)
                if lifted:  # lifted and ringed: the preview shows by position and outline, not colour alone
                    pygame.draw.circle(surface, mover.colour, (x, y - 8), layout.diameter // 2 + 3, 3)
            if taking:
                art.draw_take_bracket(surface, layout, heap, size - taking, size - 1, mover.colour,
                                      Msg("take {n}", n=taking))
            elif hint_move is not None and hint_move.heap == heap:
                art.draw_take_bracket(surface, layout, heap, size - hint_move.take, size - 1, theme.YELLOW,
                                      Msg("hint: take {n}", n=hint_move.take))
        bracketed = {preview[0]} if preview is not None else set()
        if hint_move is not None:
            bracketed.add(hint_move.heap)
        self._draw_last_take(surface, table, bracketed)
        for fade in table.fades:
            for k in range(fade.count):
                x, y = layout.stone_center(fade.heap, fade.first + k)
                (dx, dy), alpha = fade.offset(k), fade.alpha()
                art.draw_stone(surface, (x + dx, y + dy), layout.diameter, tint=(fade.heap + k) % 3, alpha=alpha)

    def _draw_last_take(self, surface: pygame.Surface, table: Table, bracketed: set[int]) -> None:
        """The newest move stays marked until the next one: rings where its stones lay and "AI took 2" over them
        (the words wait while the player's own preview or the hint's bracket shows on that heap)."""
        take, layout = table.last_take, table.layout
        if take is None:
            return
        for k in range(take.count):
            pygame.draw.circle(surface, take.seat.colour, layout.stone_center(take.heap, take.first + k),
                               layout.diameter // 2, 2)
        if take.heap not in bracketed:
            art.draw_take_bracket(surface, layout, take.heap, take.first, take.first + take.count - 1,
                                  take.seat.colour, Msg("{name} took {n}", name=take.seat.label, n=take.count))

    def _draw_side_panel(self, surface: pygame.Surface, table: Table) -> None:
        theme.draw_panel(surface, PANEL)
        x, y = PANEL.left + 18, PANEL.top + 14
        if table.teach:
            y = self._draw_teaching(surface, table, x, y)
        else:
            theme.blit_text(surface, Msg("How to play"), (x, y), theme.BODY, theme.TEXT, True)
            y += 34
            for paragraph in HOW_TO_PLAY:
                for line in theme.wrap(paragraph, PANEL.right - 18 - x, theme.SMALL):
                    theme.blit_text(surface, line, (x, y), theme.SMALL, theme.TEXT_DIM)
                    y += 22
                y += 22 if paragraph is HOW_TO_PLAY[0] else 0
        y += 12
        theme.blit_text(surface, Msg("Moves"), (x, y), theme.BODY, theme.TEXT, True)
        y += 30
        lines = table.duel.picture.log
        room = max(1, (PANEL.bottom - 12 - y) // 22)
        for entry in lines[-room:]:
            theme.blit_text(surface, entry, (x, y), theme.fit_size(entry, PANEL.right - 18 - x, theme.SMALL), theme.TEXT)
            y += 22
        if not lines:
            theme.blit_text(surface, Msg("none yet"), (x, y), theme.SMALL, theme.TEXT_DIM)

    def _draw_teaching(self, surface: pygame.Surface, table: Table, x: int, y: int) -> int:
        duel = table.duel
        ex = duel.picture.explanation
        theme.blit_text(surface, Msg("Teaching: heaps in binary"), (x, y), theme.BODY, theme.TEXT, True)
        y += 32
        for label, bits, size in zip(range(1, len(ex.heaps) + 1), ex.binary, ex.heaps):
            theme.blit_text(surface, Msg("heap {heap}", heap=label), (x, y), theme.SMALL, theme.TEXT_DIM)
            theme.blit_text(surface, " ".join(bits), (x + 90, y), theme.SMALL, theme.TEXT, True)
            theme.blit_text(surface, f"= {size}", (PANEL.right - 18, y), theme.SMALL, theme.TEXT_DIM,
                            anchor="topright")
            y += 21
        pygame.draw.line(surface, theme.PANEL_EDGE, (x + 80, y + 2), (PANEL.right - 18, y + 2), 2)
        y += 6
        theme.blit_text(surface, Msg("XOR"), (x, y), theme.SMALL, theme.YELLOW, True)
        theme.blit_text(surface, " ".join(ex.nim_sum_binary), (x + 90, y), theme.SMALL, theme.YELLOW, True)
        theme.blit_text(surface, f"= {ex.nim_sum}", (PANEL.right - 18, y), theme.SMALL, theme.YELLOW,
                        anchor="topright")
        y += 28
        if not duel.finished:
            who = Msg("you") if duel.vs_ai and duel.state.to_move == PLAYER else duel.mover.label
            verdict = (Msg("Winning for {who} (to move)", who=who) if ex.winning
                       else Msg("Losing for {who} (to move)", who=who))
            size = theme.fit_size(verdict, PANEL.right - 18 - x, theme.SMALL, bold=True)
            theme.blit_text(surface, verdict, (x, y), size, theme.TEXT, True)
            y += 24
            for line in theme.wrap(ex.sentence, PANEL.width - 36, theme.SMALL):  # in full: it is the lesson
                theme.blit_text(surface, line, (x, y), theme.SMALL, theme.TEXT_DIM)
                y += 20
        return y

    def _draw_box(self, surface: pygame.Surface, message: Text, colour: tuple[int, int, int],
                  edge: tuple[int, int, int]) -> None:
        """The box under the board: the hint, or why a move was refused."""
        lines = theme.wrap(message, BOARD.width - 40, theme.SMALL)
        rect = pygame.Rect(BOARD.left, BOARD.bottom + 6, BOARD.width, 22 * min(3, len(lines)) + 16)
        theme.draw_panel(surface, rect, colour=colour, edge=edge)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.left + 20, rect.top + 8 + 22 * i), theme.SMALL, theme.TEXT)

    def _draw_end(self, surface: pygame.Surface, table: Table) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 170))
        surface.blit(veil, (0, 0))
        rect = END_PANEL
        winner = table.duel.picture.winner
        theme.draw_panel(surface, rect, edge=winner.colour if winner else theme.PANEL_EDGE)
        headline, detail = table.duel.picture.announcement
        if winner is not None:
            art.draw_marker(surface, (rect.centerx, rect.top + 40), 36, winner.marker, winner.colour)
        size = theme.fit_size(headline, rect.width - 40, 56, bold=True)
        theme.blit_text(surface, headline, (rect.centerx, rect.top + 66), size, theme.TEXT, True, "midtop")
        for i, line in enumerate(theme.wrap(detail, rect.width - 40, theme.BODY)):
            theme.blit_text(surface, line, (rect.centerx, rect.top + 118 + 26 * i), theme.BODY, theme.TEXT_DIM,
                            anchor="midtop")
        helped = table.help_line()
        if helped:
            theme.blit_text(surface, helped, (rect.centerx, rect.top + 182), theme.SMALL, theme.TEXT_DIM,
                            anchor="midtop")
