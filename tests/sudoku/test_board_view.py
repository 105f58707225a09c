"""What the sudoku board shows: clashes, the optional mistake check, highlights, completed houses, pencil marks that
read without colour, the grid hidden under the pause overlay, and the status line under the panel."""
from __future__ import annotations

import pygame

from game.shell.app import App
from scenes.pause import PauseScene
from scenes.sudoku import view as sudoku_game
from sprites import sudoku as board_sprite
from sprites import theme
from tests.sudoku.oracle import same_house
from tests.helpers import feed, key, make_context, render, run_for
from tests.sudoku.play_helpers import (arrows_to, blank_cells, click_cell, digit_key, draw_stack, empty_cells,
                                       ground, inked, mark_area, open_level, peers_of, wcag_contrast,
                                       wrong_digit_without_clash)


def test_conflicts_shown_in_the_model_and_by_a_ring(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    d = game.round.puzzle[given]
    cell = next(j for j in empty_cells(game) if same_house(j, given))
    click_cell(game, cell)
    feed(game, [digit_key(d)])
    assert game.table.clashes == {cell, given}
    assert f"row {given // 9 + 1}, column {given % 9 + 1}" in game.table.message
    look = game.view.look(game.table)
    assert look.clashes == {cell, given}
    surface = render(game)
    rect = game.layout.cell_rect(cell)
    radius = game.layout.cell // 2 - 9
    ring_pixel = surface.get_at((rect.centerx + radius - 1, rect.centery))[:3]
    assert ring_pixel == board_sprite.CLASH
    feed(game, [key(pygame.K_u)])
    assert not game.table.clashes


def test_a_clash_message_names_the_other_cells_in_plain_words(ctx):
    game = open_level(ctx)

    def partners(cell, d):
        return [j for j in range(81) if j != cell and same_house(j, cell) and game.table.grid[j] == d]

    # a digit already twice among a cell's peers (once in its row, once in its column, say)
    cell, d = next((i, d) for i in blank_cells(game) for d in range(1, 10) if len(partners(i, d)) == 2)
    a, b = partners(cell, d)
    game.table.selected = cell
    feed(game, [digit_key(d)])
    assert (f"{d} is already in row {a // 9 + 1}, column {a % 9 + 1} and row {b // 9 + 1}, column {b % 9 + 1}, "
            "in the same") in game.table.message


def test_mistake_check_is_optional(ctx):
    game = open_level(ctx)
    # a cell and a wrong digit for it that does not clash with anything on the board
    cell, wrong = next((i, d) for i in empty_cells(game) for d in range(1, 10) if d != game.round.solution[i]
                       and all(game.table.state.grid[j] != d for j in peers_of(i)))
    right = game.round.solution[cell]
    click_cell(game, cell)
    feed(game, [digit_key(wrong)])
    assert not game.table.clashes
    assert game.view.look(game.table).mistakes == frozenset()        # check is off: nothing given away
    feed(game, [key(pygame.K_c)])
    assert game.table.check and game.view.look(game.table).mistakes == {cell}
    surface = render(game)
    rect = game.layout.cell_rect(cell)
    # the strike runs corner to corner, over the digit
    assert surface.get_at(rect.center)[:3] == board_sprite.MISTAKE
    feed(game, [digit_key(right)])
    assert game.view.look(game.table).mistakes == frozenset()


def test_same_digit_and_house_highlights(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    d = game.round.puzzle[given]
    click_cell(game, given)
    look = game.view.look(game.table)
    assert look.selected == given and look.focus_digit == d
    same = [i for i in range(81) if game.table.state.grid[i] == d]
    assert len(same) >= 2
    surface = render(game)
    other = next(i for i in same if i != given)
    assert not same_house(other, given)  # equal digits never share a house on a sound board
    # a cell holding the same digit gets the highlight tint (sampled at its corner, away from the glyph)
    corner = game.layout.cell_rect(other).move(4, 4).topleft
    assert surface.get_at(corner)[:3] == board_sprite.SAME_TINT
    # a peer of the selected cell gets the house tint, a cell outside its houses keeps the paper
    peer = next(i for i in peers_of(given) if not game.table.state.grid[i])
    assert surface.get_at(game.layout.cell_rect(peer).move(4, 4).topleft)[:3] == board_sprite.PEER_TINT
    far = next(i for i in range(81) if not same_house(i, given) and not game.table.state.grid[i])
    assert surface.get_at(game.layout.cell_rect(far).move(4, 4).topleft)[:3] == board_sprite.PAPER


def test_completing_a_house_makes_it_glow_for_a_moment(ctx):
    game = open_level(ctx)
    row = max(range(9), key=lambda r: sum(1 for c in range(9) if game.round.puzzle[r * 9 + c]))
    cells = [r * 9 + c for r in [row] for c in range(9) if not game.round.puzzle[r * 9 + c]]
    for cell in cells[:-1]:
        feed(game, arrows_to(game, cell) + [digit_key(game.round.solution[cell])])
    assert not game.view.look(game.table).flash
    last = cells[-1]
    feed(game, arrows_to(game, last) + [digit_key(game.round.solution[last])])
    look = game.view.look(game.table)
    assert set(range(row * 9, row * 9 + 9)) <= look.flash and look.flash_level > 0.9
    run_for(game, 1.0)
    assert not game.view.look(game.table).flash


def test_the_status_line_stays_on_screen_with_hints_clashes_and_check_all_on(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h), key(pygame.K_c)])                   # a hint used, mistake check on
    cell, wrong = wrong_digit_without_clash(game)
    game.table.selected = cell
    feed(game, [digit_key(wrong)])                                         # a wrong digit (struck)
    given = next(i for i in range(81) if game.round.puzzle[i])
    clash = next(i for i in blank_cells(game) if same_house(i, given))
    game.table.selected = clash
    feed(game, [digit_key(game.round.puzzle[given])])                      # and a clash (ringed)
    assert game.table.session.hints and game.table.clashes and game.table.wrong
    surface = render(game)
    plain = pygame.Surface(surface.get_size())
    theme.draw_background(plain)
    # right of the info panel, down to the bottom of the screen: nothing but background (no text running off)
    for x in range(1222, 1280):
        for y in range(662, 720):
            assert surface.get_at((x, y)) == plain.get_at((x, y)), (x, y)
    # and every item is still said, on the lines under the panel
    lines = sudoku_game.pack(["1 hint used (no star for this solve)", "clashes: 2 cells (ringed)",
                              "wrong digits: 1 (struck)"], "  ·  ", 520, theme.SMALL)
    assert len(lines) == 2 and all(theme.font(theme.SMALL).size(line)[0] <= 520 for line in lines)


def test_the_pause_overlay_hides_the_digits(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    inner = lambda i: game.layout.cell_rect(i).inflate(-16, -16)    # the digit's area, clear of lines and frames
    playing = render(game)
    paper = playing.get_at(inner(given).topleft)
    assert inked(playing, inner(given), paper) > 40                 # the given's digit is drawn while playing
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene)
    paused = draw_stack(app)
    beside_panel = [i for i in range(81) if game.round.puzzle[i] and not inner(i).colliderect(app.top.panel)]
    assert len(beside_panel) > 10
    for cell in beside_panel:                                       # no given shows through the veil
        area = inner(cell)
        assert inked(paused, area, paused.get_at(area.topleft)) == 0, f"cell {cell} shows its digit while paused"
    assert game.board_hidden                                        # the flag the view honours, as 24's does
    app.step([key(pygame.K_ESCAPE)], 1 / 60)                        # resumed: the digits are back
    assert app.top is game and not game.board_hidden
    assert inked(draw_stack(app), inner(given), paper) > 40


def test_pencil_marks_on_the_selected_cell_have_readable_contrast(ctx):
    game = open_level(ctx)
    cell = next(i for i in range(81) if not game.round.puzzle[i])
    for d in range(1, 10):
        game.table.place(cell, d, pencil=True)
    assert game.table.state.marks[cell] == 0b111111111
    game.table.selected = cell
    game.table.armed = None
    surface = render(game)
    fill = ground(surface, game.layout.cell_rect(cell))
    for d in range(1, 10):
        area = mark_area(game, cell, d).inflate(-6, -6)          # inside the selection's frame
        best = max(wcag_contrast(surface.get_at((x, y)), fill)
                   for x in range(area.left, area.right) for y in range(area.top, area.bottom))
        assert best >= 4.5, f"pencil mark {d} on the selected cell: contrast {best:.2f} against its fill {fill}"


def ruled_out_and_open_marks(game):
    """Pencil a digit in a cell where a peer rules it out and in one where nothing does; their marks' shapes
    (positions within the mark's third of pixels far from the cell's fill)."""
    p = game.round.puzzle
    game.table.selected = None                                          # both cells on plain paper
    peers = lambda i: [j for j in range(81) if j != i and (j // 9 == i // 9 or j % 9 == i % 9
                                                          or (j // 27 == i // 27 and j % 9 // 3 == i % 9 // 3))]
    empties = [i for i in range(81) if not p[i]]
    cell, free, d = next((a, b, d) for a in empties for b in empties for d in range(1, 10)
                         if any(p[j] == d for j in peers(a)) and not any(p[j] == d for j in peers(b))
                         and b not in peers(a))
    game.table.place(cell, d, pencil=True)
    game.table.place(free, d, pencil=True)
    surface = render(game)

    def ink(at: int) -> set[tuple[int, int]]:
        """The mark's shape: positions (within its third) of pixels far from the cell's fill."""
        area, fill = mark_area(game, at, d), ground(surface, game.layout.cell_rect(at))
        return {(x - area.left, y - area.top) for x in range(area.left, area.right)
                for y in range(area.top, area.bottom)
                if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], fill)) > 90}

    return ink(cell), ink(free)


def test_a_pencil_mark_a_peer_rules_out_is_struck_not_only_coloured(ctx):
    ruled_out, open_mark = ruled_out_and_open_marks(open_level(ctx))
    assert len(open_mark) > 15                                     # the plain mark is drawn
    assert len(ruled_out - open_mark) >= 12, "the ruled-out mark has the same shape as a plain one"


def test_striking_ruled_out_marks_is_a_remembered_setting(ctx, tmp_path, catalog):
    """Paused → Settings → "strike impossible pencil marks" off: back in the game the ruled-out mark looks like any
    other; a new run on the same save still has it off; on again, it is struck again."""
    from scenes.settings import SettingsScene

    game = open_level(ctx)
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    app.apply(app.top.widgets.press("settings"))
    assert isinstance(app.top, SettingsScene) and app.top.widgets.get("strike-marks").value is True
    app.apply(app.top.widgets.press("strike-marks"))
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert app.top is game
    ruled_out, open_mark = ruled_out_and_open_marks(game)
    assert len(open_mark) > 15 and len(ruled_out - open_mark) < 12, "struck though the setting is off"
    later = make_context(tmp_path, catalog=catalog)
    settings = SettingsScene(later)
    assert settings.widgets.get("strike-marks").value is False      # remembered in the store's settings
    settings.widgets.press("strike-marks")
    ruled_out, open_mark = ruled_out_and_open_marks(open_level(later, index=1))
    assert len(ruled_out - open_mark) >= 12


def test_a_hint_mark_in_a_cell_corner_is_drawn_over_the_frames_not_under_them(ctx):
    layout = board_sprite.BoardLayout((64, 88), 64)
    ring, struck = 10, 12                       # r2c2 with a ringed 1, r2c4 with a struck 9: both in corners
    look = board_sprite.BoardLook(digits=(0,) * 81, givens=(False,) * 81, selected=struck,
                                  hint_cells=frozenset({ring}), hint_targets=frozenset({struck}),
                                  hint_marks=((ring, 1),), struck=((struck, 9),))
    surface = pygame.Surface((1280, 720))
    board_sprite.draw_board(surface, layout, look)
    radius = layout.cell // 6 - 1

    def colours_in_disc(cell, d):
        cx, cy = board_sprite._mark_centre(layout, cell, d)
        return {tuple(surface.get_at((x, y))[:3]) for x in range(cx - radius, cx + radius + 1)
                for y in range(cy - radius, cy + radius + 1) if (x - cx) ** 2 + (y - cy) ** 2 < (radius - 1) ** 2}

    # the pattern cell's dashed frame does not cut through its ringed mark ...
    assert board_sprite.THICK_LINE not in colours_in_disc(ring, 1)
    # ... nor do the selection frame and the target's dashed frame cut through the struck mark
    inside = colours_in_disc(struck, 9)
    assert theme.BLUE not in inside and board_sprite.PAPER in inside and board_sprite.CLASH in inside


def test_the_paused_keypad_hides_how_many_of_each_digit_are_left(ctx):
    """Under the pause overlay the pad keys show their digits but not "n left" (nor the "done" tick): the counts
    would tell what the hidden grid holds."""
    game = open_level(ctx)
    keys = [game.widgets.get(f"pad-{d}") for d in range(1, 10)]
    strip = lambda k: pygame.Rect(k.rect.left + 12, k.rect.bottom - 26, k.rect.width - 24, 20)   # the count's line
    playing = render(game)
    assert all(inked(playing, strip(k), playing.get_at(strip(k).topleft)) > 10 for k in keys)
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene)
    paused = render(game)                      # the game as drawn beneath the overlay
    for k in keys:
        assert inked(paused, strip(k), paused.get_at(strip(k).topleft)) == 0, f"{k.id} shows its count while paused"
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    resumed = render(game)
    assert all(inked(resumed, strip(k), resumed.get_at(strip(k).topleft)) > 10 for k in keys)
