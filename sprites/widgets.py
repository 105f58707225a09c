"""The small widget set: Button, Label, Toggle, TextField, TimerBar, and WidgetGroup for focus and input.

Every widget has a stable `id` so tests (and the keyboard) can press it by name. A WidgetGroup turns events into
widget actions: mouse hover and click, Tab / Shift+Tab to move the focus (and, where `arrow_keys` is set, arrows
to the nearest widget in the direction pressed), Enter or Space to press the focused widget, typing into a focused
TextField. An action's callback may return a scene transition, which the group hands back to the scene.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence, TypeVar, overload

import pygame

from game.logic.words import Msg, Text
from sprites import theme

Callback = Callable[[], object]   # a press: may return a scene transition, which the group hands to the scene
RectArg = pygame.Rect | tuple[int, int, int, int]


class Widget:
    focusable = True

    def __init__(self, id: str, rect: RectArg) -> None:
        self.id = id
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True

    def activate(self) -> object:
        """What pressing the widget does (mouse click, Enter, or `WidgetGroup.press`)."""
        return None

    def handle_key(self, event: pygame.event.Event) -> tuple[bool, object]:
        """Keys the widget itself wants while focused; (consumed, result)."""
        return False, None

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        raise NotImplementedError


def _draw_focus(surface: pygame.Surface, rect: pygame.Rect) -> None:
    # A thick outer ring: focus is shown by shape (an extra outline), not by colour alone.
    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), width=3, border_radius=theme.RADIUS + 4)


class Button(Widget):
    def __init__(self, id: str, rect: RectArg, label: Text, on_press: Callback | None = None, *,
                 detail: Text = "", primary: bool = False, size: int = theme.BODY) -> None:
        super().__init__(id, rect)
        self.label = label
        self.detail = detail
        self.on_press = on_press
        self.primary = primary
        self.size = size

    def activate(self) -> object:
        if self.enabled and self.on_press is not None:
            return self.on_press()
        return None

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False, *,
             lit: bool | None = None) -> None:
        """`lit`: drawn as the button Enter presses (the accent fill); by default when it is `primary`."""
        lit = self.primary if lit is None else lit
        if not self.enabled:
            fill, edge, colour = theme.PANEL, theme.PANEL_EDGE, theme.TEXT_DIM
        elif lit:
            fill = theme.lighten(theme.ACCENT, 25) if hovered else theme.ACCENT
            edge, colour = theme.WOOD, theme.BLACK
        else:
            fill = theme.PANEL_EDGE if hovered else theme.PANEL
            edge, colour = theme.PANEL_EDGE if not hovered else theme.TEXT_DIM, theme.TEXT
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=theme.RADIUS)
        if focused:
            _draw_focus(surface, self.rect)
        if self.detail:
            theme.blit_text(surface, self.label, (self.rect.centerx, self.rect.centery - 2), self.size, colour,
                            bold=True, anchor="midbottom")
            detail_colour = colour if not lit else theme.BLACK
            theme.blit_text(surface, self.detail, (self.rect.centerx, self.rect.centery + 4), theme.SMALL,
                            detail_colour if self.enabled else theme.TEXT_DIM, anchor="midtop")
        else:
            theme.blit_text(surface, self.label, self.rect.center, self.size, colour, bold=lit, anchor="center")


class Label(Widget):
    focusable = False

    def __init__(self, id: str, rect: RectArg, text: Text = "", *, size: int = theme.BODY,
                 colour: theme.Colour = theme.TEXT,
                 align: str = "left", bold: bool = False) -> None:
        super().__init__(id, rect)
        self.text = text
        self.size = size
        self.colour = colour
        self.align = align
        self.bold = bold

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        line_height = theme.font(self.size).get_linesize()
        y = self.rect.top
        for line in theme.wrap(self.text, self.rect.width, self.size, self.bold):
            if self.align == "center":
                theme.blit_text(surface, line, (self.rect.centerx, y), self.size, self.colour, self.bold, "midtop")
            elif self.align == "right":
                theme.blit_text(surface, line, (self.rect.right, y), self.size, self.colour, self.bold, "topright")
            else:
                theme.blit_text(surface, line, (self.rect.left, y), self.size, self.colour, self.bold)
            y += line_height


class Toggle(Widget):
    def __init__(self, id: str, rect: RectArg, label: Text, value: bool = False,
                 on_change: Callable[[bool], object] | None = None) -> None:
        super().__init__(id, rect)
        self.label = label
        self.value = value
        self.on_change = on_change

    def activate(self) -> object:
        if not self.enabled:
            return None
        self.value = not self.value
        return self.on_change(self.value) if self.on_change else None

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        fill = theme.PANEL_EDGE if hovered else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.RADIUS)
        if focused:
            _draw_focus(surface, self.rect)
        theme.blit_text(surface, self.label, (self.rect.left + theme.PADDING, self.rect.centery), theme.BODY,
                        theme.TEXT, anchor="midleft")
        # The switch: knob position and the word ON/OFF both say the state.
        track = pygame.Rect(0, 0, 84, 32)
        track.midright = (self.rect.right - theme.PADDING, self.rect.centery)
        pygame.draw.rect(surface, theme.GOOD if self.value else theme.PANEL_EDGE, track, border_radius=16)
        knob_x = track.right - 16 if self.value else track.left + 16
        pygame.draw.circle(surface, theme.TEXT, (knob_x, track.centery), 12)
        word_x = track.left + 26 if self.value else track.right - 26
        theme.blit_text(surface, Msg("ON") if self.value else Msg("OFF"), (word_x, track.centery), theme.SMALL,
                        theme.BLACK if self.value else theme.TEXT, bold=True, anchor="center")


class TextField(Widget):
    """A one-line text entry fed by TEXTINPUT events (so any keyboard layout and IME works), edited the way any
    text box is: a caret (Left/Right, Home/End, or a click), Backspace/Delete at the caret (with Ctrl, a word),
    Ctrl+A to select everything (then typing replaces it, Backspace clears it), Ctrl+C/X/V for the clipboard."""

    def __init__(self, id: str, rect: RectArg, text: str = "", *, placeholder: Text = "", max_length: int = 64,
                 on_submit: Callable[[str], object] | None = None,
                 on_change: Callable[[str], object] | None = None) -> None:
        super().__init__(id, rect)
        self.text = text
        self.placeholder = placeholder
        self.max_length = max_length
        self.on_submit = on_submit
        self.on_change = on_change
        self.refused = ""   # what the last typing could not add (the field was full): a scene says so
        self.composing = ""   # an input method's text not yet committed (TEXTEDITING), shown at the caret

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        """Set by a scene (a new question, a cleared answer): the caret goes to the end, nothing is selected."""
        self._text = value
        self.caret = len(value)
        self.selected = False

    def activate(self) -> object:
        return self.on_submit(self.text) if self.on_submit else None

    def _edit(self, text: str, caret: int) -> None:
        self._text, self.caret, self.selected = text, caret, False
        if self.on_change:
            self.on_change(text)

    def type_text(self, chunk: str) -> None:
        """Insert at the caret (over the selection), as much as the field holds; the rest is kept in `refused`."""
        if self.selected:
            self._text, self.caret, self.selected = "", 0, False
        room = max(0, self.max_length - len(self._text))
        self.refused = (self.refused if room == 0 else "") + chunk[room:]   # all that did not fit, in order
        if room > 0 and chunk:
            added = chunk[:room]
            self._edit(self._text[:self.caret] + added + self._text[self.caret:], self.caret + len(added))

    def _word_start(self) -> int:
        """Where Ctrl+Backspace deletes back to: the start of the word before the caret (and the spaces after it)."""
        head = self._text[:self.caret].rstrip()
        return len(head.rpartition(" ")[0]) + (1 if " " in head else 0)

    def _delete(self, forward: bool, word: bool) -> None:
        self.refused = ""
        if self.selected:
            self._edit("", 0)
        elif forward:
            self._edit(self._text[:self.caret] + self._text[self.caret + 1:], self.caret)
        else:
            start = self._word_start() if word else max(0, self.caret - 1)
            self._edit(self._text[:start] + self._text[self.caret:], start)

    def _clipboard(self, key: int) -> None:
        """Ctrl+C copies, Ctrl+X cuts (the whole text when it is selected), Ctrl+V pastes at the caret; a machine
        with no clipboard leaves the text as it was."""
        try:
            if key == pygame.K_v:
                pasted = pygame.scrap.get_text() or ""
                self.type_text(" ".join(pasted.split()))   # one line: newlines and tabs become spaces
            elif self.selected:
                pygame.scrap.put_text(self._text)
                if key == pygame.K_x:
                    self._edit("", 0)
        except pygame.error:
            pass

    def handle_key(self, event: pygame.event.Event) -> tuple[bool, object]:
        if event.type == pygame.TEXTEDITING:
            self.composing = str(getattr(event, "text", ""))
            return True, None
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.type_text(event.text)
            return True, None
        if event.type != pygame.KEYDOWN:
            return False, None
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._delete(event.key == pygame.K_DELETE, ctrl)
        elif ctrl and event.key == pygame.K_a:
            self.selected = bool(self._text)
        elif ctrl and event.key in (pygame.K_c, pygame.K_x, pygame.K_v):
            self._clipboard(event.key)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            at = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1, pygame.K_HOME: 0}
            if self.selected:   # an arrow ends a selection at its edge, as text boxes do
                at = {pygame.K_LEFT: 0, pygame.K_HOME: 0}
            self.caret = min(max(at.get(event.key, len(self._text)), 0), len(self._text))
            self.selected = False
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return True, self.activate()
        elif event.key in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_F11):
            return False, None
        # printable keys arrive as TEXTINPUT; their KEYDOWN is swallowed so hotkeys stay quiet
        return True, None

    # Room left of the text for the caret at the start: drawn on the first glyph's edge, a caret before an I
    # reads as part of the letter (in "I=III+III", say).
    CARET_ROOM = 4

    def _width_of(self, part: str) -> int:
        """How wide `part` of the text is, drawn in the face the whole text is drawn in."""
        return theme.font_for(self._text + self.composing).size(part)[0]

    def _caret_offset(self) -> int:
        """How far right of the text's start the caret's character boundary is."""
        return self._width_of(self._text[:self.caret])

    def _text_x(self, image_width: int) -> int:
        inner = self.rect.inflate(-2 * theme.PADDING, 0)
        start = inner.left + self.CARET_ROOM
        caret_width = self._caret_offset()
        if start + image_width <= inner.right:
            return start
        # a long text scrolls so that the caret stays in view (at the right edge while typing at the end)
        return max(inner.right - image_width, min(start, inner.right - 4 - caret_width))

    def click_at(self, x: int) -> None:
        """Put the caret at the character boundary nearest to the clicked x."""
        left = self._text_x(self._width_of(self._text))
        widths = [self._width_of(self._text[:i]) for i in range(len(self._text) + 1)]
        self.caret = min(range(len(widths)), key=lambda i: abs(left + widths[i] - x))
        self.selected = False

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        pygame.draw.rect(surface, (20, 22, 28), self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.FOCUS if focused else theme.PANEL_EDGE, self.rect,
                         width=3 if focused else 2, border_radius=6)
        inner = self.rect.inflate(-2 * theme.PADDING, 0)
        typed = self._text[:self.caret] + self.composing + self._text[self.caret:]
        shown, colour = (typed, theme.TEXT) if typed else (self.placeholder, theme.TEXT_DIM)
        image = theme.text(shown, theme.BODY, colour)
        clip = surface.get_clip()
        surface.set_clip(inner)
        x = self._text_x(image.get_width() if self._text else 0)
        if self.selected and self._text:
            pygame.draw.rect(surface, theme.BLUE, image.get_rect(midleft=(x, inner.centery)))
        if self.composing:   # the input method's text, underlined until it is committed
            start = x + self._caret_offset()
            end = start + self._width_of(self.composing)
            pygame.draw.line(surface, theme.TEXT_DIM, (start, inner.centery + 14), (end, inner.centery + 14), 2)
        if focused and not self.selected:
            # In the gap before the next glyph, in the focus colour and under the text: between two narrow I's
            # there is no room for a bar, and one drawn over the text hid an I of a Roman numeral.
            caret_x = x + self._caret_offset() - (1 if self.caret else 3)
            pygame.draw.line(surface, theme.FOCUS, (caret_x, inner.centery - 12), (caret_x, inner.centery + 12), 2)
        surface.blit(image, image.get_rect(midleft=(x, inner.centery)))
        surface.set_clip(clip)


class TimerBar(Widget):
    """Time left as a bar and as text; in the last `urgent_below` seconds it turns striped and says so."""

    focusable = False

    def __init__(self, id: str, rect: RectArg, total: float, *, urgent_below: float = 10.0) -> None:
        super().__init__(id, rect)
        self.total = total
        self.remaining = total
        self.urgent_below = urgent_below
        self.untimed = False
        self.paused = False

    @property
    def urgent(self) -> bool:
        return not self.untimed and self.remaining <= self.urgent_below

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        pygame.draw.rect(surface, (20, 22, 28), self.rect, border_radius=8)
        if self.untimed:
            theme.blit_text(surface, Msg("untimed"), self.rect.center, theme.SMALL, theme.TEXT_DIM, anchor="center")
            return
        fraction = 0.0 if self.total <= 0 else max(0.0, min(1.0, self.remaining / self.total))
        fill = self.rect.copy()
        fill.width = int(self.rect.width * fraction)
        colour = theme.BAD if self.urgent else theme.SKY_BLUE
        if fill.width > 0:
            pygame.draw.rect(surface, colour, fill, border_radius=8)
            if self.urgent:  # diagonal stripes: urgency shown by pattern as well as colour
                clip = surface.get_clip()
                surface.set_clip(fill)
                for x in range(fill.left - fill.height, fill.right, 16):
                    pygame.draw.line(surface, theme.BLACK, (x, fill.bottom), (x + fill.height, fill.top), 4)
                surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=2, border_radius=8)
        seconds = max(0, int(self.remaining + 0.999))
        clock = f"{seconds // 60}:{seconds % 60:02d}"
        label: Text = clock
        if self.paused:
            label = Msg("{clock}  paused", clock=clock)
        elif self.urgent:
            label = Msg("HURRY  {clock}", clock=clock)
        theme.blit_text(surface, label, self.rect.center, theme.SMALL, theme.TEXT, bold=True, anchor="center")


W = TypeVar("W", bound=Widget)


ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def nearest_towards(rects: Sequence[pygame.Rect], start: pygame.Rect, direction: tuple[int, int], *,
                    in_line_only: bool = False) -> int | None:
    """The index of the rect an arrow in `direction` ((1, 0) right, (0, 1) down, ...) leads to from `start`: of
    those whose centre lies that way, one in line with `start` (sharing some of its rows for Left/Right, columns for
    Up/Down) if any, else any (unless `in_line_only`); the nearest, counting a sideways step twice, so Down from a
    card goes to the button below it, not to the next card. None when nothing lies that way."""
    dx, dy = direction
    best: tuple[bool, int, int] | None = None
    for i, rect in enumerate(rects):
        ahead = (rect.centerx - start.centerx) * dx + (rect.centery - start.centery) * dy
        if ahead <= 0:
            continue
        if dx:
            in_line = rect.top < start.bottom and start.top < rect.bottom
        else:
            in_line = rect.left < start.right and start.left < rect.right
        if in_line_only and not in_line:
            continue
        aside = abs((rect.centerx - start.centerx) * dy) + abs((rect.centery - start.centery) * dx)
        candidate = (not in_line, ahead + 2 * aside, i)
        if best is None or candidate < best:
            best = candidate
    return None if best is None else best[2]


class WidgetGroup:
    """Owns a scene's widgets: routes events to them and keeps the keyboard focus."""

    def __init__(self, widgets: Iterable[Widget] = (), *, arrow_keys: bool = False) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.arrow_keys = arrow_keys  # arrows move focus too (menus); games keep arrows for the board
        self.focus: Optional[Widget] = None
        self.hover: Optional[Widget] = None
        self._pressed: Optional[Widget] = None

    def add(self, widget: W) -> W:
        if any(w.id == widget.id for w in self.widgets):
            raise ValueError(f"duplicate widget id {widget.id!r}")
        self.widgets.append(widget)
        return widget

    @overload
    def get(self, id: str) -> Widget: ...

    @overload
    def get(self, id: str, kind: type[W]) -> W: ...

    def get(self, id: str, kind: type[Widget] = Widget) -> Widget:
        """The widget with this id, checked to be a `kind` (a TextField, a Toggle) so callers use it as one."""
        for w in self.widgets:
            if w.id == id:
                if not isinstance(w, kind):
                    raise TypeError(f"widget {id!r} is a {type(w).__name__}, not a {kind.__name__}")
                return w
        raise KeyError(f"no widget {id!r}")

    def __contains__(self, id: str) -> bool:
        return any(w.id == id for w in self.widgets)

    def press(self, id: str) -> object:
        """Press a widget by id, as a click would (used by the keyboard path and by tests)."""
        widget = self.get(id)
        if not (widget.visible and widget.enabled):
            return None
        return widget.activate()

    @property
    def text_focused(self) -> bool:
        return isinstance(self.focus, TextField) and self.focus.visible

    def _focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible and w.enabled]

    def set_focus(self, id: str | None) -> None:
        self.focus = None if id is None else self.get(id)

    def move_focus(self, step: int) -> None:
        items = self._focusable()
        if not items:
            return
        if self.focus in items:
            index = (items.index(self.focus) + step) % len(items)
        else:
            index = 0 if step > 0 else len(items) - 1
        self.focus = items[index]

    def move_focus_towards(self, direction: tuple[int, int]) -> None:
        """An arrow: the focus goes to the nearest widget in that direction on screen (it stays at an edge)."""
        items = self._focusable()
        if self.focus not in items:
            self.move_focus(1 if direction[0] + direction[1] > 0 else -1)
            return
        assert self.focus is not None
        index = nearest_towards([w.rect for w in items], self.focus.rect, direction)
        if index is not None:
            self.focus = items[index]

    def widget_at(self, pos: tuple[int, int]) -> Optional[Widget]:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def handle_event(self, event: pygame.event.Event) -> tuple[bool, object]:
        """(consumed, result of any widget action, e.g. a transition)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.widget_at(event.pos)
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.widget_at(event.pos)
            self._pressed = target if target is not None and target.enabled else None
            if target is not None and target.focusable and target.enabled:
                self.focus = target
                if isinstance(target, TextField):
                    target.click_at(event.pos[0])
            elif target is None and isinstance(self.focus, TextField):
                self.focus = None
            return target is not None, None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            target = self.widget_at(event.pos)
            if pressed is not None and target is pressed and not isinstance(pressed, TextField):
                return True, pressed.activate()
            return pressed is not None, None
        if event.type not in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            return False, None
        if self.focus is not None and self.focus.visible:
            consumed, result = self.focus.handle_key(event)
            if consumed:
                return True, result
        if event.type != pygame.KEYDOWN:
            return False, None
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True, None
        if self.arrow_keys and event.key in ARROWS:
            self.move_focus_towards(ARROWS[event.key])
            return True, None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
            if self.focus.visible and self.focus.enabled:
                return True, self.focus.activate()
        if event.key == pygame.K_ESCAPE and isinstance(self.focus, TextField):
            self.focus = None
            return True, None
        return False, None

    def enter_presses(self, widget: Widget) -> bool:
        """Whether Enter would press `widget` now: it has the focus, or nothing has and it is the scene's
        `primary` default. Only such a button is drawn lit: the highlight never points away from the focus."""
        focus = self.focus if self.focus is not None and self.focus.visible and self.focus.enabled else None
        return widget is focus if focus is not None else isinstance(widget, Button) and widget.primary

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if not w.visible:
                continue
            focused, hovered = w is self.focus, w is self.hover and w.enabled
            if isinstance(w, Button):
                w.draw(surface, focused=focused, hovered=hovered, lit=w.primary and self.enter_presses(w))
            else:
                w.draw(surface, focused=focused, hovered=hovered)
