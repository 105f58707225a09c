"""One match in the player's hand, as both matchstick games take it (the equations and the shapes): the mouse
picks a match up with a press, a drag past DRAG_START pixels carries it and letting go puts it down; a press and
release without a drag holds it up until a second click puts it down (click, then click); a right click puts it
back. The held match eases after the pointer (or the keyboard's cursor), and the arrow keys step a cursor to the
nearest place that way.

`MatchDrag` is handed its two dependencies: the table's hands (`Hands`: the held match, the pointer, what is under
it) and the game's rules for what a press means (`DragRules`: what may be picked up or put down where, and what
a press elsewhere or a plain click does). It draws nothing and knows no game. `SceneActions` is what either game's
input asks of its scene."""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Optional, Protocol, TypeVar

import pygame

from scenes.base import Transition
from sprites import matchstick as art

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a held match catches up with its goal (1/s)
GRIP_FADE = 12.0        # how briskly the grip slides to the match's middle while dragging (1/s)
ACROSS = 2.5            # an arrow key weighs a place's distance across the arrow this much more than along it

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}

L = TypeVar("L")        # where a match can be: the game's place type


@dataclass
class Grip(Generic[L]):
    """The match in the player's hand (a game's `Grab` may add what it needs, such as which match it is)."""
    source: L                                   # where it was picked up
    pose: art.Pose                              # where it is drawn now
    offset: tuple[float, float] = (0.0, 0.0)    # match centre minus cursor, for dragging
    button_down: bool = False                   # the mouse button that picked it is still held
    press_pos: tuple[int, int] = (0, 0)
    dragging: bool = False
    by_keys: bool = False


class SceneActions(Protocol):
    """What a table's input asks of the scene around it."""

    def go_next(self) -> Optional[Transition]:
        """The next puzzle (Enter once this one is solved)."""
        ...

    def ask_answers(self) -> Optional[Transition]:
        """Show the answers (A), asking first where that costs a record."""
        ...


class Hands(Protocol[L]):
    """What the table keeps of the player's hands and eyes."""
    mouse: tuple[int, int]
    keyboard: bool                    # the keyboard was used last (its cursor is drawn)
    hover: L | None                   # where the held match would land now
    hover_source: L | None            # the match under the mouse that could be picked up

    @property
    def grab(self) -> Grip[L] | None:
        ...

    def cancel_grab(self) -> None:
        """The held match goes back to where it came from."""
        ...


class DragRules(Protocol[L]):
    """What a press means in one game."""

    def busy(self) -> bool:
        """A press is taken by something else now (a solution on show, an animation a click skips)."""
        ...

    def source_at(self, pos: tuple[int, int]) -> L | None:
        """The match under `pos` that may be picked up."""
        ...

    def target_at(self, pos: tuple[int, int]) -> L | None:
        """Where the held match would land if let go at `pos`."""
        ...

    def lift(self, loc: L) -> Grip[L] | None:
        """Pick up the match at `loc` (None when it may not be)."""
        ...

    def drop(self, target: L, dragged: bool) -> None:
        """Put the held match down at `target` (`dragged`: it was carried there, rather than sent by a click)."""
        ...

    def let_go(self, pos: tuple[int, int]) -> None:
        """The held match was let go (or a second click made) where it cannot land."""
        ...

    def clicked(self, held: Grip[L]) -> None:
        """A press and release without a drag picked up `held` (it stays up until a second click)."""
        ...

    def press_elsewhere(self, pos: tuple[int, int]) -> None:
        """A press that picks nothing up (say why, or do what a click there means)."""
        ...


class MatchDrag(Generic[L]):
    """The mouse on a table of matches: press, drag, release, click-then-click, right click."""

    def __init__(self, hands: Hands[L], rules: DragRules[L]) -> None:
        self.hands = hands
        self.rules = rules

    def handle(self, event: pygame.event.Event) -> bool:
        """A mouse event the scene's widgets did not take; True if it was one of the mouse's."""
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.hands.grab is not None:
                self.hands.cancel_grab()
        else:
            return False
        return True

    def on_motion(self, pos: tuple[int, int]) -> None:
        hands = self.hands
        hands.mouse = pos
        hands.keyboard = False
        held = hands.grab
        if held is not None and held.button_down and not held.dragging:
            if math.hypot(pos[0] - held.press_pos[0], pos[1] - held.press_pos[1]) >= DRAG_START:
                held.dragging = True
        hands.hover = self.rules.target_at(pos) if held is not None else None
        hands.hover_source = self.rules.source_at(pos) if held is None else None

    def on_press(self, pos: tuple[int, int]) -> None:
        hands, rules = self.hands, self.rules
        hands.mouse = pos
        if rules.busy():
            return
        held = hands.grab
        if held is not None:   # a match picked up by a click (or by keys): this click puts it down
            target = rules.target_at(pos)
            if target is not None and target != held.source:
                rules.drop(target, dragged=False)
                return
            other = rules.source_at(pos)
            if other is not None and other != held.source:   # another match: that one is picked up instead
                hands.cancel_grab()
                self.lift(other, pos)
                return
            rules.let_go(pos)
            return
        source = rules.source_at(pos)
        if source is not None:
            self.lift(source, pos)
        else:
            rules.press_elsewhere(pos)

    def lift(self, loc: L, pos: tuple[int, int]) -> None:
        """Pick up the match at `loc` under the pointer at `pos`: it keeps its grip until a drag moves it."""
        held = self.rules.lift(loc)
        if held is None:
            return
        held.button_down, held.press_pos = True, pos
        held.offset = (held.pose.x - pos[0], held.pose.y - pos[1])

    def on_release(self, pos: tuple[int, int]) -> None:
        held = self.hands.grab
        if held is None or not held.button_down:
            return
        held.button_down = False
        if not held.dragging:
            self.rules.clicked(held)   # a click: the match stays up until a place is clicked (unless the game says)
            return
        target = self.rules.target_at(pos)
        if target is not None and target != held.source:
            self.rules.drop(target, dragged=True)
        else:
            self.rules.let_go(pos)


def follow(held: Grip[L], mouse: tuple[int, int], rest: art.Pose, cursor: art.Pose | None, dt: float,
           lean: float = 0.0) -> None:
    """One frame of the held match easing after its goal rather than jumping: the mouse while dragged (leaning
    `lean` degrees a pixel into the pull, at most 12), the keyboard's cursor (`cursor`, when held by keys and
    the cursor is on another place), else held up clearly just off its place (`rest`)."""
    if held.dragging:
        gx, gy = mouse[0] + held.offset[0], mouse[1] + held.offset[1]
        tilt = max(-12.0, min(12.0, (gx - held.pose.x) * lean))
        fade = math.exp(-GRIP_FADE * dt)   # the grip slides to the match's middle, so it lands where the cursor points
        held.offset = (held.offset[0] * fade, held.offset[1] * fade)
        goal = art.Pose(gx, gy, rest.angle + tilt, held.pose.length)
    elif held.by_keys and cursor is not None:
        slot = cursor.moved(0, -10)
        goal = art.Pose(slot.x, slot.y, slot.angle, rest.length)
    else:
        goal = rest.moved(-6, -18)
    held.pose = held.pose.lerp(goal, 1 - math.exp(-FOLLOW * dt))


P = TypeVar("P")


def step_cursor(options: Sequence[P], pose_of: Callable[[P], art.Pose], here: P,
                direction: tuple[int, int]) -> P | None:
    """The option an arrow key (`direction`: (-1, 0) left ... (0, 1) down) moves the cursor to from `here`: the
    nearest that way, counting distance along the arrow once and across it ACROSS times; None when nothing lies
    that way."""
    dx, dy = direction
    at = pose_of(here)
    best: P | None = None
    best_score = float("inf")
    for option in options:
        if option == here:
            continue
        pose = pose_of(option)
        vx, vy = pose.x - at.x, pose.y - at.y
        along = vx * dx + vy * dy
        if along <= 1:
            continue
        score = along + ACROSS * abs(vx * dy - vy * dx)
        if score < best_score:
            best, best_score = option, score
    return best
