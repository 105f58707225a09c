"""The mouse handling both matchstick games share (scenes/match_drag.py), on a table of its own: places on a line,
a press picks up, a drag past DRAG_START carries, release puts down; click, then click; a right click puts back;
a press elsewhere or a busy table goes to the game's rules; the held match eases after its goal; arrow keys step
to the nearest place that way."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.match_drag import DRAG_START, Grip, MatchDrag, follow, step_cursor
from sprites import matchstick as art
from tests.helpers import motion, mouse_down, mouse_up
from tests.properties import Tally

SPACING = 100   # place n lies at (100 n, 300)


def place_of(pos: tuple[int, int]) -> int | None:
    """The place within 20 pixels of `pos` (the fake table's hit test, by arithmetic of its own)."""
    n = round(pos[0] / SPACING)
    return n if abs(pos[0] - n * SPACING) <= 20 and abs(pos[1] - 300) <= 20 else None


def at(n: int) -> tuple[int, int]:
    return n * SPACING, 300


@dataclass
class Table:
    """Matches on places 1 and 2, empty places 3 and 4; the game's rules note every call they get."""
    full: set[int] = field(default_factory=lambda: {1, 2})
    busy_now: bool = False
    grab: Grip[int] | None = None
    mouse: tuple[int, int] = (0, 0)
    keyboard: bool = True
    hover: int | None = None
    hover_source: int | None = None
    calls: list[tuple[str, object]] = field(default_factory=list)

    def cancel_grab(self) -> None:
        self.calls.append(("back", self.grab.source if self.grab else None))
        self.grab = None

    # the rules
    def busy(self) -> bool:
        return self.busy_now

    def source_at(self, pos: tuple[int, int]) -> int | None:
        n = place_of(pos)
        return n if n in self.full else None

    def target_at(self, pos: tuple[int, int]) -> int | None:
        n = place_of(pos)
        return n if n in (3, 4) else None

    def lift(self, loc: int) -> Grip[int] | None:
        self.grab = Grip(loc, art.Pose(loc * SPACING, 300, 0.0, 80.0))
        return self.grab

    def drop(self, target: int, dragged: bool) -> None:
        assert self.grab is not None
        self.calls.append(("drop", (self.grab.source, target, dragged)))
        self.full = (self.full - {self.grab.source}) | {target}
        self.grab = None

    def let_go(self, pos: tuple[int, int]) -> None:
        self.calls.append(("let go", pos))
        self.grab = None

    def clicked(self, held: Grip[int]) -> None:
        self.calls.append(("clicked", held.source))

    def press_elsewhere(self, pos: tuple[int, int]) -> None:
        self.calls.append(("elsewhere", pos))


def hands() -> tuple[Table, MatchDrag[int]]:
    table = Table()
    return table, MatchDrag(table, table)


def test_a_drag_carries_the_match_and_letting_go_over_a_place_puts_it_there():
    table, drag = hands()
    drag.handle(mouse_down((103, 304)))
    held = table.grab
    assert held is not None and held.source == 1 and held.button_down and not held.dragging
    assert held.offset == (-3, -4)                       # the grip: where the match was taken hold of
    drag.handle(motion((103 + DRAG_START - 1, 304)))
    assert not held.dragging                             # a hand's tremble is not a drag
    drag.handle(motion((300, 300)))
    assert held.dragging and table.hover == 3 and table.hover_source is None and not table.keyboard
    drag.handle(mouse_up((300, 300)))
    assert table.calls == [("drop", (1, 3, True))] and table.full == {2, 3}


def test_letting_go_where_nothing_may_land_goes_to_the_rules():
    table, drag = hands()
    drag.handle(mouse_down(at(1)))
    drag.handle(motion((150, 420)))
    drag.handle(mouse_up((150, 420)))
    assert table.calls == [("let go", (150, 420))] and table.full == {1, 2}


def test_click_then_click_puts_the_match_where_the_second_click_is():
    table, drag = hands()
    drag.handle(mouse_down(at(2)))
    drag.handle(mouse_up(at(2)))
    assert table.grab is not None and not table.grab.button_down and table.calls == [("clicked", 2)]
    drag.handle(motion(at(4)))
    assert table.hover == 4
    drag.handle(mouse_down(at(4)))
    assert table.calls[-1] == ("drop", (2, 4, False)) and table.full == {1, 4}


def test_a_second_click_on_another_match_takes_that_one_instead():
    table, drag = hands()
    drag.handle(mouse_down(at(1)))
    drag.handle(mouse_up(at(1)))
    drag.handle(mouse_down(at(2)))
    assert table.grab is not None and table.grab.source == 2 and table.grab.button_down
    assert ("back", 1) in table.calls


def test_a_second_click_on_the_same_match_or_on_nothing_lets_go():
    for second in (at(1), (640, 40)):
        table, drag = hands()
        drag.handle(mouse_down(at(1)))
        drag.handle(mouse_up(at(1)))
        drag.handle(mouse_down(second))
        assert table.calls[-1] == ("let go", second) and table.grab is None


def test_a_press_on_no_match_goes_to_the_rules_and_a_busy_table_takes_no_press():
    table, drag = hands()
    drag.handle(mouse_down(at(3)))
    assert table.calls == [("elsewhere", at(3))] and table.grab is None
    table.busy_now = True
    drag.handle(mouse_down(at(1)))
    assert table.grab is None and table.mouse == at(1) and len(table.calls) == 1


def test_a_right_click_puts_the_held_match_back_and_is_nothing_otherwise():
    table, drag = hands()
    drag.handle(mouse_down(at(1), button=3))
    assert table.calls == []
    drag.handle(mouse_down(at(1)))
    drag.handle(mouse_down(at(1), button=3))
    assert table.calls == [("back", 1)] and table.grab is None


def test_hovering_shows_what_could_be_picked_up():
    table, drag = hands()
    drag.handle(motion(at(2)))
    assert table.hover_source == 2 and table.hover is None
    drag.handle(motion(at(3)))
    assert table.hover_source is None
    assert not drag.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))   # not the mouse's


def test_the_held_match_eases_after_the_mouse_and_lands_where_the_cursor_points():
    table, drag = hands()
    drag.handle(mouse_down((110, 290)))
    drag.handle(motion((400, 290)))
    held = table.grab
    assert held is not None
    rest = art.Pose(100, 300, 0.0, 80.0)
    distances = []
    for _ in range(120):
        follow(held, (400, 290), rest, None, 1 / 60, lean=0.12)
        distances.append(math.hypot(held.pose.x - 400, held.pose.y - 290))
    assert all(b <= a + 1e-9 for a, b in zip(distances, distances[1:]))   # it only ever comes closer
    assert distances[-1] < 1.0 and abs(held.pose.angle) < 0.5              # the grip slid to the middle, upright


def test_a_match_held_by_keys_hovers_over_the_cursor_and_otherwise_just_off_its_place():
    rest = art.Pose(100, 300, 0.0, 80.0)
    held = Grip(1, rest, by_keys=True)
    for _ in range(200):
        follow(held, (0, 0), rest, art.Pose(300, 300, 90.0, 60.0), 1 / 60)
    assert abs(held.pose.x - 300) < 0.5 and abs(held.pose.y - 290) < 0.5 and abs(held.pose.angle - 90) < 0.5
    assert abs(held.pose.length - 80) < 1e-6                                # its own length, the slot's angle
    for _ in range(200):
        follow(held, (0, 0), rest, None, 1 / 60)
    assert abs(held.pose.x - 94) < 0.5 and abs(held.pose.y - 282) < 0.5


def brute_step(points: list[tuple[int, int]], here: int, d: tuple[int, int]) -> int | None:
    """The arrow's choice written out another way: among the points more than a pixel ahead, the one with the
    least (distance ahead + 2.5 x distance aside), the first of equals."""
    hx, hy = points[here]
    ahead = []
    for i, (x, y) in enumerate(points):
        forward = (x - hx) if d[0] else (y - hy)
        forward *= d[0] or d[1]
        aside = abs(y - hy) if d[0] else abs(x - hx)
        if i != here and forward > 1:
            ahead.append((forward + 2.5 * aside, i))
    return min(ahead)[1] if ahead else None


def test_an_arrow_steps_to_the_nearest_place_that_way():
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.tuples(st.integers(0, 40), st.integers(0, 40)), min_size=1, max_size=12, unique=True),
           st.data())
    def check(points: list[tuple[int, int]], data: st.DataObject) -> None:
        here = data.draw(st.integers(0, len(points) - 1))
        direction = data.draw(st.sampled_from([(-1, 0), (1, 0), (0, -1), (0, 1)]))
        scaled = [(10 * x, 10 * y) for x, y in points]
        got = step_cursor(range(len(scaled)), lambda i: art.Pose(*scaled[i], 0.0, 10.0), here, direction)
        assert got == brute_step(scaled, here, direction)
        tally("stepped" if got is not None else "nothing that way")

    check()
    tally.require(stepped=50, **{"nothing that way": 5})
