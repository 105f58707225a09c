"""Which levels of a game's list are open: the one rule the level list draws and the game's "Next level" obeys.

Two kinds of lock: in campaign order (a level opens once the level before it is solved) or by band (every level of
an open band can be played; a band opens once `band_key` levels of the band before it are solved). Bands are
counted within their chapter: the Roman numerals' Medium band opens on Roman Easy levels, not on digit ones, and
each chapter's first band is open.
"""
from __future__ import annotations

from typing import Callable

from game.i18n import N_, Msg, Plural, Text
from game.levels import Level
from scenes.base import Context

Group = tuple[str, str | None]   # (chapter, band): the levels under one heading of the list


BAND_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"), "expert": N_("Expert"),
              "evil": N_("Evil"), "extreme": N_("Extreme"), "": N_("Levels")}


# the same bands as words inside a sentence or a table ("Solve times per grade: hard")
BAND_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "expert": N_("expert"),
              "evil": N_("evil"), "extreme": N_("extreme")}


def band_word(band: str) -> Text:
    word = BAND_WORDS.get(band)
    return Msg(word) if word is not None else band


def band_name(band: str | None) -> Text:
    """A band as a heading names it ("Easy"), in the player's language; a band no catalog knows as it is."""
    name = BAND_NAMES.get(band or "")
    return Msg(name) if name is not None else (band or "").capitalize()


def chapter_band(group: Group) -> Text:
    """A chapter's band inside a sentence: "Roman numerals Easy", or the band alone."""
    if not group[0]:
        return band_name(group[1])
    return Msg("{chapter} {band}", chapter=Msg(group[0]), band=band_name(group[1]))   # the chapter: a catalog name


def group_name(group: Group) -> Text:
    """A chapter's band: "Roman numerals · Easy", or the band alone."""
    if not group[0]:
        return band_name(group[1])
    return Msg("{chapter} · {band}", chapter=Msg(group[0]), band=band_name(group[1]))


class LevelLocks:
    def __init__(self, levels: list[Level], before: dict[str, Level], solved: Callable[[Level], bool], *,
                 unlock_in_order: bool = False, band_key: int | None = None,
                 chapter_of: Callable[[Level], str] | None = None) -> None:
        """`before[id]` is the level that comes before level `id` in campaign order; `solved(level)` says
        whether the player has solved it."""
        self.levels = levels
        self.before = before
        self.solved = solved
        self.unlock_in_order = unlock_in_order
        self.band_key = band_key
        self.chapter_of = chapter_of or (lambda level: "")

    def group_of(self, level: Level) -> Group:
        return (self.chapter_of(level), level.band)

    def groups(self) -> list[Group]:
        return list(dict.fromkeys(self.group_of(level) for level in self.levels))

    def previous_group(self, group: Group) -> Group | None:
        """The band before `group` in the same chapter (None for a chapter's first band)."""
        same_chapter = [g for g in self.groups() if g[0] == group[0]]
        at = same_chapter.index(group)
        return same_chapter[at - 1] if at else None

    def solved_in(self, group: Group) -> int:
        return sum(1 for level in self.levels if self.group_of(level) == group and self.solved(level))

    def key_for(self, group: Group) -> int:
        """How many levels of `group` open the band after it (never more than the band has)."""
        return min(self.band_key or 0, sum(1 for level in self.levels if self.group_of(level) == group))

    def band_open(self, group: Group) -> bool:
        before = self.previous_group(group)
        if before is None or self.solved_in(group):
            return True
        return self.solved_in(before) >= self.key_for(before)

    def unlocked(self, level: Level) -> bool:
        if self.band_key is not None:
            return self.band_open(self.group_of(level))
        before = self.before.get(level.id)
        if not self.unlock_in_order or before is None:
            return True
        return self.solved(level) or self.solved(before)

    def opens_when(self, group: Group) -> Text:
        """What opens the band `group`: "opens once 5 Easy levels are solved" (naming the chapter's band)."""
        before = self.previous_group(group)
        if before is None:
            return ""
        return Plural("opens once {n} {band} level is solved", "opens once {n} {band} levels are solved",
                      self.key_for(before), band=chapter_band(before))

    def lock_reason(self, level: Level) -> Text:
        if self.band_key is None:
            return Msg("Locked: solve the level before it first.")
        group = self.group_of(level)
        before = self.previous_group(group)
        if before is None:
            return Msg("Locked.")
        return Plural("Locked: {band} opens once {n} {before} level is solved ({solved} so far).",
                      "Locked: {band} opens once {n} {before} levels are solved ({solved} so far).",
                      self.key_for(before), band=band_name(group[1]), before=chapter_band(before),
                      solved=self.solved_in(before))

    def with_solved(self, level: Level) -> "LevelLocks":
        """The same locks once `level` is solved too (what a solved level's "Next level" may open)."""
        solved = self.solved
        return LevelLocks(self.levels, self.before, lambda lvl: lvl.id == level.id or solved(lvl),
                          unlock_in_order=self.unlock_in_order, band_key=self.band_key, chapter_of=self.chapter_of)


def progress_locks(ctx: Context, game: str, *, band_key: int,
                   chapter_of: Callable[[Level], str] | None = None) -> LevelLocks:
    """A game's campaign locks by band, from the player's progress now (each level's predecessor in the list)."""
    levels = ctx.levels.levels(game)
    before: dict[str, Level] = {}
    for lvl in levels:
        after = ctx.levels.next_level(game, lvl.id)
        if after is not None:
            before[after.id] = lvl
    solved = {level_id for level_id, row in ctx.store.progress(game).items() if row.solved}
    return LevelLocks(levels, before, lambda lvl: lvl.id in solved, band_key=band_key, chapter_of=chapter_of)
