"""The base of every game's play scene: the keys and the button all four games share, in one place.

U / Ctrl+Z undo · R / Ctrl+R / Ctrl+Y redo · H hint · N new or next · Esc pause · F1 help, and a Pause button with
the same id and rect in every game. A game hands over its table (`game_table`: undo, redo and restart act on
it the same way in every game, and `table_moved` brings its screen up to date), implements `ask_hint`,
`new_or_next` and `show_help`, and handles the rest of its input in `handle_input`; a key of its own must not be one of these.
While a text field has the focus the letters are the player's, so shared keys wait (Esc still leaves the field).

Help that costs a record (a hint, the answers) goes through `request_help`: where the game says it costs something
(`help_cost`), the first use in a run asks first, with a way to cancel, and the header carries a marker while the
cost holds (`helped`). The app draws the marker over every game (`draw_over`).
"""
from __future__ import annotations

from typing import Any, Callable, Optional, TypeVar

import pygame

from game.logic.common import PuzzleError
from game.logic.words import reason
from scenes.base import Context, Pause, Pop, Push, Replace, Scene, Transition
from scenes.game_table import GameTable
from game.i18n import Msg, Text
from scenes.help import HelpCard
from sprites import theme
from sprites.widgets import Button

PAUSE_ID = "pause"
PAUSE_RECT = pygame.Rect(1110, 30, 130, 40)   # top right, above every game's own panels
# The "help used" marker: in the top right corner above the Pause button, clear of the button and of the screen's
# edges, and right of the games' own headers (which end left of the button).
MARKER_TOPRIGHT = (1272, 5)

NO_RECORDS = "no records"   # the header's tag over a game that keeps none
UNDO, REDO, HINT, NEXT, PAUSE, HELP = "undo", "redo", "hint", "next", "pause", "help"
SHARED_HELP = Msg("{undo} undo · {redo} redo · {hint} hint · {next} new/next · {pause} pause · {help} help",
                  undo="U", redo="R", hint="H", next="N", pause="Esc", help="F1")

UseHelp = Callable[[], object]   # shows a hint or the answers; may return a transition
SetupT = TypeVar("SetupT")


def next_puzzle(next_setup: Callable[[], SetupT | None] | None, table: GameTable[Any, Any], campaign: bool,
                open_scene: Callable[[SetupT], Scene]) -> Optional[Transition]:
    """The puzzle after this one: none without a next, nor before a campaign level is solved (its next level opens
    once the session's outcome says so); back out after the last. A generator that found nothing is said on the
    table, which stays."""
    if next_setup is None or (campaign and not table.solved):
        return None
    try:
        following = next_setup()
    except PuzzleError as err:
        table.message = reason(err)
        return None
    return Pop() if following is None else Replace(open_scene(following))


def shared_action(event: pygame.event.Event) -> str | None:
    """Which shared action a key press asks for, or None if it is the game's own."""
    if event.type != pygame.KEYDOWN:
        return None
    k, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
    if k == pygame.K_ESCAPE:
        return PAUSE
    if k == pygame.K_F1:
        return HELP
    if k == pygame.K_u or (ctrl and k == pygame.K_z):
        return UNDO
    if k == pygame.K_r or (ctrl and k == pygame.K_y):
        return REDO
    if ctrl or event.mod & pygame.KMOD_ALT:
        return None
    return {pygame.K_h: HINT, pygame.K_n: NEXT}.get(k)


class GameScene(Scene):
    """A game's play scene. `is_game`: Esc and focus loss make the app cover it with the pause overlay."""

    is_game = True
    help_marker: Text = ""             # the header's words while help's cost holds ("! hint used: no high score")
    help_title: Text = Msg("How to play")
    help_lines: tuple[Text, ...] = ()   # the game's own keys and rules, shown by F1 under the shared keys
    hides_board = False                # True: the board is not drawn while the game is covered (its clock stops)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.add(Button(PAUSE_ID, PAUSE_RECT, Msg("Pause ({key})", key="Esc"), self.pause, size=theme.SMALL))
        self.help_warned = False   # the player has been told once this run what help costs

    @property
    def board_hidden(self) -> bool:
        """Draw the board face down now: the game hides it and the pause overlay (or any screen) covers it, so
        nobody studies the puzzle while its clock stands still."""
        return self.hides_board and self.covered

    # input ------------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        action = shared_action(event)
        if action is not None and not self.wants_text:
            if self.takes_shared(action):
                return self.on_shared(action)
            return None
        return self.handle_input(event)

    def takes_shared(self, action: str) -> bool:
        """False while the game's own mode makes a shared action meaningless (e.g. an answer being shown)."""
        return True

    def on_shared(self, action: str) -> Optional[Transition]:
        if action == UNDO:
            self.undo()
        elif action == REDO:
            self.redo()
        elif action == HINT:
            return self.request_help(self.ask_hint)
        elif action == NEXT:
            return self.new_or_next()
        elif action == PAUSE:
            return self.on_escape()
        elif action == HELP:
            return self.show_help()
        return None

    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        """Everything that is not a shared key: widgets first, then the game's board."""
        return super().handle_event(event)

    # the shared actions -----------------------------------------------------------------------------------
    def game_table(self) -> GameTable[Any, Any] | None:
        """The game's table (scenes/game_table.py): what undo, redo and restart act on."""
        return None

    def undo(self) -> None:
        """Take back the last move (after the end too: looking back)."""
        table = self.game_table()
        if table is not None and table.undo():
            self.table_moved()

    def redo(self) -> None:
        """Play again the move last taken back."""
        table = self.game_table()
        if table is not None and table.redo():
            self.table_moved()

    def restart(self) -> None:
        """The pause menu's Restart: back to the start as an undoable step (after the end: a new game)."""
        table = self.game_table()
        if table is not None and table.restart():
            self.table_moved()

    def table_moved(self) -> None:
        """Undo, redo or restart changed the table: bring the screen up to date."""

    def ask_hint(self) -> None:
        """Show (or advance) a hint; the session records that one was used."""

    def new_or_next(self) -> Optional[Transition]:
        """N: a new game, or the next level once this one is solved."""
        return None

    # help that costs a record ---------------------------------------------------------------------------
    def help_cost(self) -> Text | None:
        """What a hint or an answer would cost now ("this run's place on the high-score table"), or None."""
        return None

    @property
    def helped(self) -> bool:
        """Help was used and its cost holds (the header says so)."""
        return False

    @property
    def keeps_records(self) -> bool:
        """False for a game that leaves nothing in the history (a pasted sudoku with several solutions): the
        header says "no records" where it shows what help would cost."""
        return True

    def request_help(self, use: UseHelp) -> Optional[Transition]:
        """Use help now, or first ask (once per run) when it would cost a record."""
        cost = self.help_cost()
        if cost is None or self.helped or self.help_warned:
            result = use()
            return result if isinstance(result, Transition) else None
        return Push(ConfirmHelp(self.ctx, self, cost, use))

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn by the app over the game: while help's cost holds, a marker above the Pause button says so
        (text on a yellow tag: readable without telling colours apart), clear of the button and the screen's edge."""
        if not self.keeps_records:
            theme.draw_tag(surface, NO_RECORDS, MARKER_TOPRIGHT, theme.SKY_BLUE)
        elif self.helped and self.help_marker:
            theme.draw_tag(surface, self.help_marker, MARKER_TOPRIGHT)

    def pause(self) -> Transition:
        return Pause()

    def show_help(self) -> Optional[Transition]:
        return Push(HelpCard(self.ctx, self.help_title, (SHARED_HELP,) + tuple(self.help_lines)))


class ConfirmHelp(Scene):
    """Asked once per run before help that costs a record: use it (Enter) or cancel (Esc)."""

    name = "confirm-help"
    modal = True

    def __init__(self, ctx: Context, game: GameScene, cost: Text, use: UseHelp) -> None:
        super().__init__(ctx)
        self.game, self.cost, self.use = game, cost, use
        self.panel = pygame.Rect(0, 0, 640, 250)
        self.panel.center = (640, 360)
        self.widgets.arrow_keys = True
        self.widgets.add(Button("use-help", (self.panel.left + 40, self.panel.bottom - 84, 270, 56), Msg("Use it"),
                                self.accept, primary=True, detail="Enter"))
        self.widgets.add(Button("cancel-help", (self.panel.right - 310, self.panel.bottom - 84, 270, 56),
                                Msg("Cancel"), lambda: Pop(), detail="Esc"))
        # no focus ring at first: Enter uses the help (the lit button), Esc cancels, as the two buttons say

    def accept(self) -> Transition:
        self.game.help_warned = True
        self.use()
        return Pop()

    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.widgets.focus is None:
            return self.accept()
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 170))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, self.panel, edge=theme.WARN)
        theme.blit_text(surface, Msg("Use help?"), (self.panel.centerx, self.panel.top + 22), theme.HEADING, theme.TEXT,
                        True, "midtop")
        for i, line in enumerate(theme.wrap(Msg("A hint or an answer costs {cost}. You are asked once; the "
                                                "header shows it while it holds.", cost=self.cost), self.panel.width - 60, theme.BODY)):
            theme.blit_text(surface, line, (self.panel.centerx, self.panel.top + 76 + 28 * i), theme.BODY,
                            theme.TEXT, anchor="midtop")
        self.widgets.draw(surface)
