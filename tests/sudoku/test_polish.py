"""What a player ran into while playing sudoku through: each test is one finding of a play-through, fixed."""
from __future__ import annotations

import pygame

from game.levels import Catalog
from game.logic.sudoku import cell_name
from scenes.sudoku import view as sudoku_game  # the drawing module (pack, help texts, banners)
from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from sprites import sudoku as board_sprite
from sprites import theme
from tests.helpers import feed, key, make_context, render


def level(ctx, index: int = 0, band: str = "easy"):
    return [lvl for lvl in ctx.levels.levels("sudoku") if lvl.band == band][index]


def open_level(ctx, index: int = 0, band: str = "easy") -> SudokuScene:
    ctx.level_id = level(ctx, index, band).id
    game = open_scene(ctx)
    assert isinstance(game, SudokuScene)
    game.help_warned = True  # asked once per run before costly help: tested in test_playtest
    return game


def digit(d: int, mod: int = 0) -> pygame.event.Event:
    return key(pygame.K_0 + d, mod)


def empty_cells(game: SudokuScene) -> list[int]:
    return [i for i in range(81) if not game.grid[i]]


def wrong_digit_without_clash(game: SudokuScene) -> tuple[int, int]:
    """An empty cell and a digit that is wrong there but clashes with nothing on the board."""
    return next((i, d) for i in empty_cells(game) for d in range(1, 10) if d != game.round.solution[i]
                and all(game.grid[j] != d for j in range(81) if j != i and board_sprite.same_house(i, j)))


def test_the_status_line_stays_on_screen_with_hints_clashes_and_check_all_on(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h), key(pygame.K_c)])                   # a hint used, mistake check on
    cell, wrong = wrong_digit_without_clash(game)
    game.selected = cell
    feed(game, [digit(wrong)])                                         # a wrong digit (struck)
    given = next(i for i in range(81) if game.round.puzzle[i])
    clash = next(i for i in empty_cells(game) if board_sprite.same_house(i, given))
    game.selected = clash
    feed(game, [digit(game.round.puzzle[given])])                      # and a clash (ringed)
    assert game.table.hints_used and game.table.clashes and game.table.wrong
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


def test_a_mistake_hint_selects_the_wrong_cell_so_delete_clears_it(ctx):
    game = open_level(ctx)
    cell, wrong = wrong_digit_without_clash(game)
    game.selected = cell
    feed(game, [digit(wrong)])
    game.selected = next(i for i in empty_cells(game) if i != cell)   # the player has moved on
    feed(game, [key(pygame.K_h)])
    assert "Mistake" in game.table.explanation.text and game.selected == cell
    feed(game, [key(pygame.K_DELETE)])
    assert game.state.entries[cell] == 0 and not game.table.wrong


def test_a_hint_shown_right_after_completing_a_house_is_not_mixed_with_its_glow(ctx):
    game = open_level(ctx)
    sol = game.round.solution
    row = max(range(9), key=lambda r: sum(1 for c in range(9) if game.grid[r * 9 + c]))
    for cell in [row * 9 + c for c in range(9) if not game.grid[row * 9 + c]]:
        game.selected = cell
        feed(game, [digit(sol[cell])])
    assert game.view.look(game.table).flash                                           # the row glows ...
    feed(game, [key(pygame.K_h)])
    look = game.view.look(game.table)
    assert game.table.explanation is not None and look.hint_targets
    assert not look.flash                                              # ... until a hint takes the board


def test_the_solved_banner_says_one_hint_not_hint_s(ctx, monkeypatch):
    shown = []
    monkeypatch.setattr(sudoku_game, "draw_solved_banner", lambda surface, panel, t, lines: shown.extend(lines))
    game = open_level(ctx)
    feed(game, [key(pygame.K_h), key(pygame.K_h)])                     # one hint, placed by H
    for cell in empty_cells(game):
        game.selected = cell
        feed(game, [digit(game.round.solution[cell])])
    assert game.table.solved and game.table.hints_used == 1
    render(game)
    texts = [line[0] for line in shown]
    assert any(t.startswith("1 hint used:") for t in texts) and not any("hint(s)" in t for t in texts)


def test_a_new_board_warns_before_it_takes_the_save_slot_from_another_game(ctx):
    first = open_level(ctx, 0)
    cell = empty_cells(first)[0]
    first.selected = cell
    feed(first, [digit(first.round.solution[cell])])
    assert ctx.store.load_game("sudoku")["level_id"] == first.round.level_id
    ctx.level_id = None
    start = open_scene(ctx)
    other = start.level_scene(level(ctx, 1))
    assert isinstance(other, SudokuScene) and other.round.level_id != first.round.level_id
    assert first.round.title in other.message and "Resume" in other.message
    assert ctx.store.load_game("sudoku")["level_id"] == first.round.level_id   # kept while nothing is played
    cell = empty_cells(other)[0]
    other.selected = cell
    feed(other, [digit(other.round.solution[cell])])
    assert ctx.store.load_game("sudoku")["level_id"] == other.round.level_id
    assert other.message == ""
    # with nothing saved, a new board has nothing to warn about
    ctx.store.clear_game("sudoku")
    start.refresh()
    assert start.level_scene(level(ctx, 2)).message == ""


def test_a_start_screen_notice_goes_once_the_player_has_moved_on(ctx):
    ctx.level_id = "su-nope-99"
    start = open_scene(ctx)
    assert "su-nope-99" in start.notice and "here" in start.notice
    game = start.widgets.press("campaign").scene.open_level(level(ctx, 0))
    assert isinstance(game, SudokuScene)
    start.on_resume()                                                  # back from a game
    assert start.notice == ""


def test_a_hint_on_an_untouched_board_is_remembered_after_leaving(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])                                      # read the answer, then leave at once
    assert game.table.hints_used == 1 and game.table.moves_made == 0
    game.save()                                                        # what the pause menu's Main menu does
    again = open_level(ctx)                                            # back to the same level
    assert again is not game and again.table.hints_used == 1
    for cell in empty_cells(again):
        again.selected = cell
        feed(again, [digit(again.round.solution[cell])])
    assert again.table.solved and not ctx.store.progress("sudoku")[again.round.level_id].clean


def test_a_clash_message_names_the_other_cells_in_plain_words(ctx):
    game = open_level(ctx)

    def partners(cell, d):
        return [j for j in range(81) if j != cell and board_sprite.same_house(j, cell) and game.grid[j] == d]

    # a digit already twice among a cell's peers (once in its row, once in its column, say)
    cell, d = next((i, d) for i in empty_cells(game) for d in range(1, 10) if len(partners(i, d)) == 2)
    a, b = partners(cell, d)
    game.selected = cell
    feed(game, [digit(d)])
    assert (f"{d} is already in row {a // 9 + 1}, column {a % 9 + 1} and row {b // 9 + 1}, column {b % 9 + 1}, "
            "in the same") in game.message


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


def test_next_puzzle_on_the_solved_panel_says_when_the_next_one_is_still_being_made(ctx):
    import random
    import threading

    from game.logic.sudoku import Grade, generate
    from scenes.sudoku.endless import PuzzleSupply

    release = threading.Event()
    start = open_scene(ctx)
    supply = PuzzleSupply(Grade.EASY, [level(ctx).spec.puzzle], random.Random(2),
                          make=lambda params, rng: (release.wait(10), generate(params, rng))[1])
    start.supplies[Grade.EASY] = supply
    game = start.widgets.press("endless-easy").scene
    for cell in empty_cells(game):
        game.selected = cell
        feed(game, [digit(game.round.solution[cell])])
    assert game.table.solved and game.widgets.get("next").detail == "another easy puzzle"
    assert feed(game, [key(pygame.K_RETURN)]) is None and game.waiting_next
    assert "being made" in game.widgets.get("next").detail    # the panel answers the press at once
    render(game)
    release.set()
    supply.wait(30)
    assert feed(game, []).scene.round.endless


def test_without_levels_enter_on_the_start_screen_starts_endless_play(tmp_path):
    import random
    import threading

    from game.logic.sudoku import Grade, generate
    from scenes.sudoku.endless import PuzzleSupply

    ctx = make_context(tmp_path, catalog=Catalog([]))
    start = open_scene(ctx)
    assert not start.widgets.get("campaign").enabled
    assert start.widgets.focus is start.widgets.get("endless-easy")   # not the disabled campaign button
    # the generator waits for the test, so "still being made" does not depend on how fast the machine is
    release = threading.Event()
    start.supplies[Grade.EASY] = PuzzleSupply(Grade.EASY, [], random.Random(2),
                                              make=lambda params, rng: (release.wait(10), generate(params, rng))[1])
    feed(start, [key(pygame.K_RETURN)])
    assert start.waiting is Grade.EASY                                 # the first easy puzzle is being made
    release.set()
    start.supplies[Grade.EASY].wait(30)
    assert feed(start, []).scene.round.endless                         # and then it opens


def test_next_puzzle_names_where_it_leads_across_a_grade(ctx):
    easy = [lvl for lvl in ctx.levels.levels("sudoku") if lvl.band == "easy"]
    ctx.level_id = easy[-1].id                                         # the last easy level ...
    game = open_scene(ctx)
    for cell in empty_cells(game):
        game.selected = cell
        feed(game, [digit(game.round.solution[cell])])
    assert game.table.solved
    assert game.widgets.get("next").detail == "Medium 1"               # ... leads into the medium grade
    render(game)
    nxt = game.widgets.press("next").scene
    assert nxt.round.title == "Medium 1" and nxt.round.level_id == level(ctx, 0, "medium").id


def test_digit_first_help_tells_the_keyboard_player_how_to_place_and_it_works(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_d)])
    assert game.table.digit_first and "Enter" in sudoku_game.HELP_DIGIT_FIRST
    cell = empty_cells(game)[0]
    d = game.round.solution[cell]
    feed(game, [digit(d)])                                             # arms the digit
    game.selected = cell
    feed(game, [key(pygame.K_RETURN)])                                 # what the help says: Enter places it
    assert game.state.entries[cell] == d


def test_a_mistake_hint_over_several_cells_says_the_first_is_selected(ctx, monkeypatch):
    shown = []
    monkeypatch.setattr(sudoku_game, "draw_text_panel", lambda surface, rect, lines: shown.extend(lines))
    game = open_level(ctx)
    wrong = []
    for cell in empty_cells(game)[:2]:
        game.selected = cell
        feed(game, [digit(next(d for d in range(1, 10) if d != game.round.solution[cell]))])
        wrong.append(cell)
    feed(game, [key(pygame.K_h)])
    assert set(game.table.explanation.cells) == set(wrong) and game.selected == game.table.explanation.cells[0]
    render(game)
    assert any(text.startswith("The first of them is selected") for text, *_ in shown)
