"""How the matchstick table is drawn: a layer of everything that lies still (redrawn only when something
changes), then what moves on top of it (the held match, flights, flames, sparks), the banner and the buttons.
`MatchstickScene` inherits these methods; drawing reads the scene's state and changes nothing but its cached
layer; `animate_effects` advances the verdict's flames, sparks and shake."""
from __future__ import annotations

import math

import pygame

from game.logic import matchstick as ms
from scenes.level_select import draw_lock
from scenes.matchstick.model import TRAY, Loc, Spark, instructions, shown
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button

SHAKE = 0.55
FLAME = 1.4             # seconds the match heads burn after a solve


class TableView:
    # --- the buttons: built once, shown and enabled as the table changes ---------------------------------
    def _build_buttons(self) -> None:
        y = 650
        specs = [("undo", "Undo (U)", self.undo), ("redo", "Redo (R)", self.redo),
                 ("restart", "Restart", self.restart),
                 ("hint", "Hint (H)", lambda: self.request_help(self.give_hint)),
                 ("answers", "Answers (A)", lambda: self.request_help(self.show_answers)), ("rules", "Rules (F1)", self.open_rules)]
        x = 40
        for wid, label, action in specs:
            self.widgets.add(Button(wid, (x, y, 150, 48), label, action, size=theme.SMALL + 2))
            x += 162
        self.widgets.add(Button("next", (1040, y, 200, 48), self.setup.next_label, self.go_next, primary=True))
        self.widgets.add(Button("back", (40, 26, 100, 44), "Back", self.leave, size=theme.SMALL))
        self.widgets.add(Button("prev-answer", (360, 590, 150, 44), "< Previous", lambda: self.step_answer(-1)))
        self.widgets.add(Button("replay-answer", (520, 590, 120, 44), "Replay", lambda: self.step_answer(0)))
        self.widgets.add(Button("next-answer", (650, 590, 150, 44), "Next >", lambda: self.step_answer(1)))
        self.widgets.add(Button("close-answers", (810, 590, 150, 44), "Back (Esc)", self.close_answers))

    def _sync_buttons(self) -> None:
        walking = self.answers is not None
        for wid in ("prev-answer", "replay-answer", "next-answer", "close-answers"):
            self.widgets.get(wid).visible = walking
        if walking:
            many = len(self.answers.solutions) > 1
            self.widgets.get("prev-answer").enabled = many
            self.widgets.get("next-answer").enabled = many
        self.widgets.get("undo").enabled = self.history.can_undo() and not walking
        self.widgets.get("redo").enabled = self.history.can_redo() and not walking
        self.widgets.get("restart").enabled = self.history.state != self.history.initial and not walking
        solved = self.verdict is not None and self.verdict.solved
        self.widgets.get("hint").enabled = not walking and not solved
        self.widgets.get("answers").enabled = not walking
        nxt = self.widgets.get("next")
        nxt.visible = self.setup.next_setup is not None and (solved or self.setup.level_id is None)
        nxt.label = self.setup.next_label
        nxt.detail = "Enter" if solved else "N"   # the key on a line of its own: a long label still fits

    # --- animation (called from the scene's tick) -------------------------------------------------------
    def animate_effects(self, dt: float) -> None:
        """The verdict's effect once every match has landed (flames and sparks, or a shake), and its decay."""
        if self.verdict is not None and not self.effect_started and not self.flights:
            self.effect_started = True
            if self.verdict.solved:
                self.ctx.sound.play("win")
                self._ignite()
            else:
                self.ctx.sound.play("bad")
                self.shake = SHAKE
        self.shake = max(0.0, self.shake - dt)
        for s in self.sparks:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy -= 30 * dt
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.flame_left = max(0.0, self.flame_left - dt)

    def _ignite(self) -> None:
        """Celebrate: every match head flares for a moment."""
        rng = self.spark_rng
        self.flames = []
        for slot, match_id in self.view_ids.items():
            _, head = self.board.match_pose(slot, match_id).ends()
            self.flames.append(head)
            for _ in range(5):
                self.sparks.append(Spark(head[0], head[1], rng.uniform(-30, 30), rng.uniform(-110, -40),
                                         rng.uniform(0.6, 1.4)))
        self.flame_left = FLAME

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dx = math.sin(self.shake * 38) * 14 * (self.shake / SHAKE) if self.shake > 0 else 0.0
        flying = frozenset(f.match_id for f in self.flights)
        held = self.grab.match_id if self.grab is not None else None
        # What does not change while a match is dragged is drawn once into a cached layer.
        key = (surface.get_size(), self.state, tuple(self.view_ids.items()), tuple(self.view_tray), flying, held,
               self.grab.source if self.grab is not None else None, self.hover_source, dx, self.answers is None)
        if key != self._still_key:
            if self._still is None or self._still.get_size() != surface.get_size():
                self._still = pygame.Surface(surface.get_size())
            self._draw_still(self._still, dx, flying, held)
            self._still_key = key
        surface.blit(self._still, (0, 0))
        minutes, seconds = divmod(int(self.elapsed), 60)
        theme.blit_text(surface, f"{minutes}:{seconds:02d}", (1080, 96), theme.SMALL, theme.TEXT_DIM,
                        anchor="topright")
        t = self.board.thickness
        self._draw_chosen_target(surface, dx)
        self._draw_marks(surface, dx)
        for f in self.flights:
            art.draw_match(surface, f.pose, f.match_id, t, lifted=f.lift)
        if self.grab is not None:
            art.draw_match(surface, self.grab.pose, self.grab.match_id, t, lifted=1.0)
        if self.flame_left > 0 and self.solved:
            grow = min(1.0, (FLAME - self.flame_left) * 6) * min(1.0, self.flame_left * 2)
            r = self.board.thickness * 0.75 * grow
            for i, (x, y) in enumerate(self.flames):  # a small teardrop flame on every head
                flicker = 1 + 0.2 * math.sin(self.time * 31 + i * 1.7)
                h = r * 3.2 * flicker
                outer = pygame.Rect(0, 0, max(2, round(r * 1.7)), max(2, round(h)))
                outer.midbottom = (round(x), round(y + r * 0.4))
                pygame.draw.ellipse(surface, theme.ORANGE, outer)
                inner = outer.inflate(-outer.width // 2, -outer.height // 2)
                inner.midbottom = outer.midbottom
                pygame.draw.ellipse(surface, theme.YELLOW, inner)
        for s in self.sparks:
            fade = 1 - s.age / s.life
            colour = theme.YELLOW if fade > 0.6 else theme.ORANGE if fade > 0.3 else theme.VERMILLION
            pygame.draw.circle(surface, colour, (round(s.x), round(s.y)), max(1, round(5 * fade)))
        self._draw_footer(surface)
        self.widgets.draw(surface)
        if self.verdict is not None and not self.verdict.solved and self.effect_started and self.answers is None:
            pulse = 3 + round(2 * (1 + math.sin(self.time * 5)))  # the way out of a wrong answer: Undo
            rect = self.widgets.get("undo").rect.inflate(6 + pulse * 2, 6 + pulse * 2)
            pygame.draw.rect(surface, theme.WARN, rect, width=3, border_radius=theme.RADIUS + 6)

    def unreadable_cells(self) -> list[int]:
        """After a wrong final move, the cells whose matches form no glyph (marked with '?'); none while the
        answers are shown, since the table then shows an answer and not the player's layout."""
        if self.verdict is None or self.verdict.solved or self.answers is not None:
            return []
        return [cell for cell, (kind, mask) in enumerate(zip(self.task.puzzle.layout.kinds, self.state.masks))
                if ms.read(kind, mask) is None]

    def minus_places(self) -> list:
        """The empty places where a minus may appear in front of a number (unary-minus rules only), as the table
        shows them now (an answer being shown may fill one)."""
        kinds = self.task.puzzle.layout.kinds
        return [slot for slot in self.board.slots if kinds[slot[0]] == ms.SIGN and slot not in self.view_ids]

    def _draw_still(self, surface: pygame.Surface, dx: float, flying: frozenset, held: int | None) -> None:
        """Background, header, table, tray, the faint outlines of the places a held match can go, and every
        match lying still."""
        theme.draw_background(surface)
        self._draw_header(surface)
        table = self.board.rect.inflate(70, 40).move(dx, 0)
        pygame.draw.rect(surface, (24, 26, 33), table, border_radius=18)
        pygame.draw.rect(surface, (58, 62, 78), table, width=2, border_radius=18)
        if self.task.mode != "move":
            self._draw_tray(surface)
        t = self.board.thickness
        if self.grab is not None:
            for loc in self.targets(self.grab.source):
                if loc != self.grab.source:
                    art.draw_slot(surface, self._target_pose(loc, dx), t)
        else:  # the holes the relaxed rules leave for a minus in front of a number say what they are for
            for slot in self.minus_places():
                art.draw_slot(surface, self.board.slot_pose(slot).moved(dx, 0), t, faint=True)
        for cell in self.unreadable_cells():  # point at cells that read as nothing
            box = self.board.cells[cell].move(round(dx), 0).inflate(12, 12)
            pygame.draw.rect(surface, theme.WARN, box, width=2, border_radius=8)
            badge = (box.right, box.top)
            pygame.draw.circle(surface, theme.WARN, badge, 13)
            theme.blit_text(surface, "?", badge, theme.BODY, theme.BLACK, True, "center")
        for cell in self.frozen:  # an '=' the rules keep in place carries a small lock
            box = self.board.cells[cell]
            draw_lock(surface, (round(box.centerx + dx), round(box.top + 1.7 * self.board.unit)), theme.TEXT_DIM)
        for slot, match_id in self.view_ids.items():
            if match_id not in flying and match_id != held:
                raised = 0.3 if slot == self.hover_source and self.grab is None else 0.0
                pose = self.board.match_pose(slot, match_id).moved(dx - 2 * raised, -4 * raised)
                art.draw_match(surface, pose, match_id, t, lifted=raised)
        for i, match_id in enumerate(self.view_tray):
            if match_id not in flying and match_id != held:
                art.draw_match(surface, self.tray_pose(i), match_id, t)

    def _draw_header(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, self.setup.title, (160, 30), theme.HEADING, theme.TEXT, True)
        sub = self.setup.subtitle or self.task.puzzle.rules.describe() + " rules"
        theme.blit_text(surface, instructions(self.task), (40, 80), theme.BODY, theme.ACCENT)
        theme.blit_text(surface, sub, (40, 106), theme.SMALL, theme.TEXT_DIM)
        used, total = self.moves_shown()
        label = f"Moves: {used} / {total}"
        rect = theme.blit_text(surface, label, (1080, 36), theme.HEADING, theme.TEXT, True, "topright")
        for i in range(total):  # pips: filled for used moves, hollow for the rest (shape, not colour)
            centre = (rect.left + 10 + i * 22, rect.bottom + 16)
            if i < used:
                pygame.draw.circle(surface, theme.ACCENT, centre, 7)
            else:
                pygame.draw.circle(surface, theme.TEXT_DIM, centre, 7, 2)

    def moves_shown(self) -> tuple[int, int]:
        """(used, total) for the counter: the player's moves, or while an answer is shown, the answer's (it uses
        them all; the player's count beside an answer's table and tray contradicted them)."""
        total = self.task.moves
        return (total if self.answers is not None else self.state.used), total

    def _draw_tray(self, surface: pygame.Surface) -> None:
        rect = self.tray_rect
        pygame.draw.rect(surface, (70, 50, 34), rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD_DARK, rect, width=3, border_radius=10)
        striker = pygame.Rect(rect.right - 46, rect.top + 12, 26, rect.height - 24)
        pygame.draw.rect(surface, (92, 60, 44), striker, border_radius=4)
        for y in range(striker.top + 4, striker.bottom - 2, 6):
            pygame.draw.line(surface, (60, 40, 30), (striker.left + 3, y), (striker.right - 3, y), 2)
        label = (f"Spare matches: {len(self.view_tray)}" if self.task.mode == "add"
                 else f"Removed: {len(self.view_tray)} of {self.task.moves}  (drop matches here)")
        theme.blit_text(surface, label, (rect.left + 14, rect.top + 8), theme.SMALL, theme.TEXT)

    def _target_pose(self, loc: Loc, dx: float) -> art.Pose:
        return self.tray_pose(loc[1]) if loc[0] == TRAY else self.board.slot_pose(loc).moved(dx, 0)

    def _draw_chosen_target(self, surface: pygame.Surface, dx: float) -> None:
        """The place the held match would go now, outlined brightly (under the cursor, or the keyboard's)."""
        g = self.grab
        if g is None:
            return
        chosen = self.cursor if g.by_keys or self.keyboard else self.hover
        if chosen is not None and chosen != g.source and chosen in self.targets(g.source):
            art.draw_slot(surface, self._target_pose(chosen, dx), self.board.thickness, highlighted=True)

    def focused(self) -> Loc | None:
        """The match the keyboard cursor frames: only one that can be lifted now (after the last move, or while
        the answers are shown, a frame would promise a match that does not move)."""
        if not self.keyboard or self.grab is not None or self.cursor not in self.sources():
            return None
        return self.cursor

    def _draw_marks(self, surface: pygame.Surface, dx: float) -> None:
        t = self.board.thickness
        if self.focused() is not None:
            art.draw_focus(surface, self._cursor_pose(self.cursor).moved(dx, 0), t)
        bob = round(math.sin(self.time * 6) * 3)
        for pose, label, (x, y) in self.hint_badges(dx):
            art.draw_focus(surface, pose, t, theme.YELLOW)
            pygame.draw.circle(surface, theme.YELLOW, (x, y + bob), 13)
            theme.blit_text(surface, label, (x, y + bob), theme.BODY, theme.BLACK, True, "center")

    def hint_badges(self, dx: float = 0.0) -> list[tuple[art.Pose, str, tuple[int, int]]]:
        """Each hinted place, its number ('1' the match to take, '2' where it goes) and where that number's badge
        sits: just off the place's upper right end, so it stays on the table or in the tray (a label above the
        place ran into the header or the tray's caption)."""
        out = []
        for i, loc in enumerate(self.hint_locs()):
            pose = (self._cursor_pose(loc) if loc[0] != TRAY else self.tray_pose(min(loc[1], 3))).moved(dx, 0)
            (ax, ay), (bx, by) = pose.ends()
            out.append((pose, str(i + 1), (round(max(ax, bx) + 24), round(min(ay, by)))))
        return out

    def _draw_footer(self, surface: pygame.Surface) -> None:
        y = 560
        if self.answers is not None:
            walk = self.answers
            sol = walk.solutions[walk.index]
            theme.blit_text(surface, f"Answer {walk.index + 1} of {len(walk.solutions)}:  {shown(sol.text)}",
                            (640, y - 8), theme.HEADING, theme.SKY_BLUE, True, "midtop")
            return
        v = self.verdict
        if v is not None and self.effect_started or (v is not None and not self.flights):
            banner = pygame.Rect(0, 0, 900, 64)
            banner.midtop = (640, y - 14)
            edge = theme.GOOD if v.solved else theme.BAD
            theme.draw_panel(surface, banner, colour=(30, 44, 40) if v.solved else (52, 34, 30), edge=edge)
            art.draw_mark(surface, v.solved, (banner.left + 36, banner.centery), edge)
            head = "Solved!" if v.solved else "Not yet."
            tail = v.message + ("" if v.solved else "  Undo (U) and try again.")
            head_rect = theme.blit_text(surface, head, (banner.left + 68, banner.centery), theme.HEADING - 4,
                                        theme.TEXT, True, "midleft")
            left = head_rect.right + 16
            lines = theme.wrap(tail, banner.right - 24 - left, theme.SMALL + 2)[:2]
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, (left, banner.centery + (i - (len(lines) - 1) / 2) * 24),
                                theme.SMALL + 2, theme.TEXT, anchor="midleft")
            return
        if self.message:
            theme.blit_text(surface, self.message, (640, y + 6), theme.BODY, theme.WARN, anchor="midtop")
        elif self.keyboard:
            tip = ("Tab / arrows: choose a slot   Enter: drop   Esc: put back" if self.grab is not None
                   else "Tab / arrows: choose a match   Enter: lift it")
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        else:
            tip = {"move": "Drag a match to an empty place, or click a match and then a place.",
                   "add": "Drag a match from the tray to an empty place, or click the tray and then a place.",
                   "remove": "Drag a match into the tray, or click a match and then the tray."}[self.task.mode]
            tip += "   Esc: pause"
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
