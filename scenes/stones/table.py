"""The stone duel's table: the duel being played plus what the player is pointing at (the stone under the mouse,
the heap and count chosen by keyboard), the hint on show, the teaching panel, the stones still fading out, and the
last take, marked where its stones lay until the next move.
No drawing and no events: the input part calls these methods, the view reads the fields."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.i18n import Msg, Text
from game.logic.stones import Move
from scenes.stones.model import Duel, Seat, Turn
from sprites import stones as art

BOARD = pygame.Rect(40, 140, 860, 410)  # leaves room below for the hint box
TURN_FLASH_SECONDS = 1.4
PLAYER_TAKE_SECONDS = 0.45  # the player's own take: they already know what they took
AI_TAKE_SECONDS = (0.6, 1.0)  # the AI's take, at any animation speed: long enough to follow, short enough to wait


@dataclass
class Fade:
    """Stones just taken, lifting and fading where they lay, so everyone sees what was taken."""

    heap: int
    first: int
    count: int
    seat: Seat
    duration: float
    t: float = 0.0

    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0

    def offset(self, k: int) -> tuple[int, int]:
        """The k-th stone's way out: it lifts a little and slides right along its own row (never over another
        heap's stones), easing out, the later stones a little behind, so the eye can follow each one leaving."""
        p = max(0.0, min(1.0, self.progress() * 1.25 - 0.25 * k / max(1, self.count)))
        ease = 1 - (1 - p) ** 2
        return int(150 * ease), -int(6 + 12 * ease)

    def alpha(self) -> int:
        """Solid for the first half of the motion, then fading out."""
        return int(255 * min(1.0, 2 * (1 - self.progress())))


class TurnHost(Protocol):
    """What the table tells the scene around it about the player's takes."""

    def turn_taken(self, turn: Turn) -> None:
        """A move was played (its sound, and the end panel when it ended the duel)."""
        ...

    def take_refused(self) -> None:
        """A move was refused (the reason is the duel's message)."""
        ...


class NoHost:
    def turn_taken(self, turn: Turn) -> None:
        pass

    def take_refused(self) -> None:
        pass


@dataclass
class Table:
    """The duel (the game's `GameTable`) plus what the player points at and what is still fading."""

    duel: Duel
    host: TurnHost = field(default_factory=NoHost)
    speed: float = 1.0          # the animation speed setting
    teach: bool = False         # the teaching panel is on
    layout: art.BoardLayout = field(init=False)
    hover: tuple[int, int] | None = None  # (heap, stone index) under the mouse
    selected: int | None = None  # keyboard: the chosen heap...
    count: int = 1               # ...and how many to take from it
    digits: str = ""             # the count typed so far
    fades: list[Fade] = field(default_factory=list)
    last_take: Fade | None = None  # the newest move, marked on its heap until the next move (or undo, redo, restart)
    clock: float = 0.0           # for the thinking dots
    turn_flash: float = 0.0      # seconds left of the hot-seat hand-over pulse on the turn banner

    def __post_init__(self) -> None:
        self.layout = art.BoardLayout(BOARD, len(self.duel.spec.heaps), self.duel.spec.cap)

    def set_duel(self, duel: Duel) -> None:
        """A new duel on the table (a custom game dealt again): the board and the marks start over."""
        self.duel = duel
        self.layout = art.BoardLayout(BOARD, len(duel.spec.heaps), duel.spec.cap)
        self.selected = None
        self.clear_marks()

    def clear_marks(self) -> None:
        """After undo, redo or restart: nothing fading or marked (the duel has dropped its hint and message)."""
        self.fades.clear()
        self.last_take = None

    def take(self, move: Move) -> Turn | None:
        """The player takes stones: the move goes through the duel's session; the host hears what happened."""
        turn = self.duel.take(move)
        if turn is None:
            self.host.take_refused()
            return None
        self.taken(turn)
        self.host.turn_taken(turn)
        return turn

    def mark_newest_move(self) -> None:
        """Mark the newest move as `taken` does, read from the session's states (a duel continued after a quit or
        a crash shows who took what last, with no animation): the heap that shrank, by how much, and its mover."""
        states = self.duel.session.past_states()
        if len(states) < 2:
            return
        before, after = states[-2], states[-1]
        changed = [i for i, (a, b) in enumerate(zip(before.heaps, after.heaps)) if a != b]
        if len(changed) != 1 or len(before.heaps) != len(after.heaps) \
                or before.heaps[changed[0]] < after.heaps[changed[0]]:
            return   # the newest entry is a restart, not a move
        heap = changed[0]
        self.last_take = Fade(heap, after.heaps[heap], before.heaps[heap] - after.heaps[heap],
                              self.duel.seats[before.to_move], 0.0)

    # --- what the board shows ---------------------------------------------------------------------------
    @property
    def heaps(self) -> tuple[int, ...]:
        return self.duel.state.heaps

    def preview(self) -> tuple[int, int] | None:
        """(heap, count) the player is about to take: from the mouse, else from the keyboard."""
        if not self.duel.human_to_move:
            return None
        heaps = self.heaps
        if self.hover is not None and self.hover[1] < heaps[self.hover[0]]:
            return self.hover[0], heaps[self.hover[0]] - self.hover[1]
        if self.selected is not None and heaps[self.selected] > 0:
            return self.selected, min(self.count, heaps[self.selected])
        return None

    def banner(self) -> Text:
        duel = self.duel
        if duel.finished:
            return duel.announcement()[0]
        if duel.ai_to_move:
            return Msg("AI is thinking{dots}", dots="." * (1 + int(self.clock * 3) % 3))
        if duel.vs_ai:
            return Msg("Your turn")
        if self.turn_flash > 0:
            return Msg("{name}, your turn!", name=duel.mover.label)
        return Msg("{name}'s turn", name=duel.mover.label)

    def help_line(self) -> Text:
        """The end panel's note on the help seen, from the duel's Outcome: only what was actually used."""
        outcome = self.duel.outcome
        if outcome is None:
            return ""
        if outcome.hints:
            return Msg("(with help from hints)")
        if outcome.answers:
            return Msg("(with the teaching panel on)")
        return ""

    # --- pointing ---------------------------------------------------------------------------------------
    def point(self, pos: tuple[int, int]) -> None:
        """The mouse moved: it leads now, so the keyboard's heap is dropped and one preview shows."""
        self.hover = self.layout.stone_at(pos, self.heaps) if self.duel.human_to_move else None
        if self.hover is not None:
            self.selected, self.digits = None, ""

    def select_heap(self, step: int) -> None:
        filled = [i for i, h in enumerate(self.heaps) if h > 0]
        if not filled:
            return
        if self.selected is None:
            self.selected = filled[0] if step > 0 else filled[-1]
        else:
            later = [i for i in filled if (i - self.selected) * step > 0]
            self.selected = (later[0] if step > 0 else later[-1]) if later else (filled[0] if step > 0 else filled[-1])
        self.digits = ""
        self.set_count(self.count)

    def set_count(self, count: int) -> None:
        if self.selected is None:
            return
        self.count = max(1, min(count, self.heaps[self.selected] or 1))

    def type_digit(self, digit: str) -> None:
        if self.selected is None:
            self.select_heap(1)
            if self.selected is None:
                return
        size = self.heaps[self.selected]
        self.digits = self.digits + digit if 0 < int(self.digits + digit) <= size else digit
        if int(self.digits) > 0:
            self.set_count(int(self.digits))

    # --- after a move -----------------------------------------------------------------------------------
    def taken(self, turn: Turn) -> None:
        """A move was made: its stones fade where they lay and stay marked there until the next move, the
        hand-over shows, the marks follow the board."""
        if turn.seat.is_ai:
            low, high = AI_TAKE_SECONDS
            duration = max(low, min(high, 0.9 / self.speed))
        else:
            duration = PLAYER_TAKE_SECONDS / self.speed
        move = turn.move
        self.last_take = Fade(move.heap, self.heaps[move.heap], move.take, turn.seat, duration)
        self.fades.append(self.last_take)
        if not self.duel.vs_ai and not self.duel.finished:
            self.turn_flash = TURN_FLASH_SECONDS  # hot-seat: make the hand-over hard to miss
        self.hover = None
        self.digits = ""
        if self.selected is not None:
            if self.heaps[self.selected] == 0:
                self.selected = None
                self.select_heap(1)
            self.set_count(self.count)

    def tick(self, dt: float) -> None:
        """The animations' time (the duel's clock is the session's)."""
        self.clock += dt
        for fade in self.fades:
            fade.t += dt
        self.fades = [f for f in self.fades if f.t < f.duration]
        self.turn_flash = max(0.0, self.turn_flash - dt)
