"""The shapes board uses the room its table has: on both lattices at every size the editor offers (1 to 5 squares
a side, 1 to 6 rows of triangles), in play for every task and in the editor, the board's frame fills its table
across or down (or the board is at its largest step), and stays clear of the header, the side box, the footer's
line, the buttons and the editor's controls. The header's texts are as large as the equations' (the clock
too)."""
from __future__ import annotations

import pygame

from game.i18n import Msg
from game.logic.shapes import Action, Kind, LevelSpec
from scenes.shapes.editor import SIZES, TABLE_AREA as EDITOR_TABLE, Draft, ShapeEditorScene, lattice_of
from scenes.shapes.model import Setup
from scenes.shapes.play import ShapesScene
from scenes.shapes.view import FOOTER_Y
from sprites import shapes as shape_art
from sprites import theme
from tests.helpers import drawn_texts, make_context

HEADER_BOTTOM = 134   # the count's line ends above this
ROUNDING = 4         # pixels: a frame may pass its table by 2 on a side (points placed to the pixel)


def every_board():
    for kind in Kind:
        for size in SIZES[kind]:
            yield kind, size, lattice_of(kind, size)


def fills(frame: pygame.Rect, table: pygame.Rect, unit: float, size: int) -> bool:
    """The frame reaches across or down its table (to a pixel or two of rounding); only a board of one square
    or one triangle may stop short, at the largest step a match is drawn with."""
    return (frame.width >= table.width - 3 or frame.height >= table.height - 3
            or (size == 1 and unit >= shape_art.MAX_UNIT - 1e-9))


def play_scene(ctx, kind, size, action) -> ShapesScene:
    lattice = lattice_of(kind, size)
    draft = Draft(kind, size, lattice.full, action, 1, 1)
    return ShapesScene(ctx, Setup(LevelSpec(draft.puzzle(), None), Msg("Your shape puzzle"), mode="custom"))


def test_in_play_the_board_fills_its_table_and_keeps_clear_of_everything_else(tmp_path):
    ctx = make_context(tmp_path)
    checked = 0
    for kind, size, _ in every_board():
        for action in Action:
            scene = play_scene(ctx, kind, size, action)
            table = scene.table
            frame = table.board.frame
            room = pygame.Rect(40, HEADER_BOTTOM, 1200, FOOTER_Y - 8 - HEADER_BOTTOM)   # above the banner
            if action is not Action.MOVE:
                room.width = table.side_rect.left - 16 - room.left
                assert not frame.colliderect(table.side_rect.inflate(16, 16)), (kind, size, action)
            assert room.inflate(ROUNDING, ROUNDING).contains(frame), (kind, size, action, frame)
            assert fills(frame, room, table.board.unit, size), (kind, size, action, frame)
            for button in scene.widgets.widgets:   # the answers' buttons too, hidden until shown
                assert not frame.colliderect(button.rect), (kind, size, action, button.id)
            checked += 1
    assert checked == 11 * 3


def test_the_board_grows_with_the_room_a_smaller_lattice_leaves():
    """A 2 x 2 grid is drawn larger than a 5 x 5 one (it is not held to the big boards' size)."""
    table = pygame.Rect(40, 136, 1200, 446)
    units = [shape_art.board_on(lattice_of(Kind.SQUARES, n), table).unit for n in range(1, 6)]
    assert units == sorted(units, reverse=True) and units[1] > 1.5 * units[4]


def test_in_the_editor_the_board_fills_its_table_clear_of_the_controls(tmp_path):
    ctx = make_context(tmp_path)
    for kind, size, lattice in every_board():
        editor = ShapeEditorScene(ctx, Draft(kind, size, lattice.full))
        editor.on_leave()   # the verdict is not what this test looks at
        frame = editor.board.frame
        assert EDITOR_TABLE.inflate(ROUNDING, ROUNDING).contains(frame), (kind, size, frame)
        assert fills(frame, EDITOR_TABLE, editor.board.unit, size), (kind, size, frame)
        for button in editor.widgets.widgets:
            assert not frame.colliderect(button.rect), (kind, size, button.id)


def test_the_header_texts_are_the_equations_sizes_and_the_clock_is_readable(tmp_path, monkeypatch):
    ctx = make_context(tmp_path)
    scene = play_scene(ctx, Kind.SQUARES, 3, Action.MOVE)
    texts = dict(drawn_texts(scene, monkeypatch))
    body = theme.text("0:00", theme.BODY, theme.TEXT, True).get_height()
    heading = theme.text("Moves", theme.HEADING, theme.TEXT, True).get_height()
    assert texts["0:00"].height >= body                                    # the clock: body text, not small print
    assert texts["Moves left: 1 of 1"].height >= heading                   # the moves: a heading, as the equations'
    task = scene.table.puzzle.describe()
    assert texts[str(task)].height >= theme.text(task, theme.BODY).get_height()
    assert texts["0:00"].bottom <= HEADER_BOTTOM and texts["Moves left: 1 of 1"].bottom <= HEADER_BOTTOM
