"""The search by deduction: every place is decided in (it holds a match in the answer) or out, and a shape is
live while none of its sides is out. After each decision the rules force what they can until nothing more
follows:

- budget: K start matches out (none when adding) and K empty places in (none when removing). Once one side of
  the budget is spent, its undecided places follow the start; when exactly as many undecided places are left
  as it still needs, they all change. A live shape needing more new matches than are left to lay is dead.
- no loose match: a place that no live shape passes through is out (a conflict if it was in); a place that is
  in with a single live shape through it makes that shape complete (all its sides in).
- the count (N, or a range of counts when the search looks for the largest): more complete shapes than the most,
  or fewer live ones than the least, is a conflict; with exactly the least live shapes they are all complete;
  with exactly the most complete, every other live shape is barred.
- a barred shape (with `equal`, one of another size) must keep a side out: with every side in it is a
  conflict, with one side undecided that side is out.

At the fixpoint three bounds end a branch, each counting the most shapes the places still to change can reach
(the sum of the largest numbers of them through one such place):
- the live shapes open only on start matches (no free choice can break them) cannot be cut down to the most
  by the removals left;
- the complete shapes, those open only on start matches and those the places left to lay can complete stay
  below the least;
- more barred shapes open only on start matches, no two sharing an open side, are left than removals.

Then the search branches on the undecided place with the most live shapes through it: kept as in the start
first, then changed. The two branches never share a layout, so every answer is met exactly once; with every
place decided, the rules above have made the layout an answer.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .lattice import Lattice

State = tuple[int, int, int, int]   # places in, places out, dead shapes, barred shapes (bit masks)


@dataclass(frozen=True)
class Budget:
    """The task as the deduction reads it: the start layout, matches to take out and empty places to fill."""

    start: int
    takes: int
    lays: int


class Deduction:
    """The rules for one task over the shapes `counted` (bit mask over shape numbers), with `barred` shapes kept
    incomplete, for an answer of `least` to `most` counted shapes. `least` may be raised while the search runs
    (the search for the largest count does so after each answer); `tick` is called at every node (it raises to
    end the search)."""

    def __init__(self, lattice: Lattice, task: Budget, counts: tuple[int, int], counted: int, barred: int,
                 tick: Callable[[], None]):
        self.least, self.most = counts
        self.fullest_first = False
        self.masks = [s.mask for s in lattice.shapes]
        self.full = lattice.full
        self.through = [0] * len(lattice.places)
        for s, m in enumerate(self.masks):
            while m:
                low = m & -m
                self.through[low.bit_length() - 1] |= 1 << s
                m ^= low
        self.task = task
        self.empty = self.full & ~task.start
        self.counted = counted
        self.barred = barred
        self.tick = tick

    def answers(self) -> Iterator[int]:
        """Every answer, depth first."""
        everything = (1 << len(self.masks)) - 1
        stack: list[State] = [(0, 0, everything & ~self.counted, self.barred)]
        through, start, full = self.through, self.task.start, self.full
        while stack:
            self.tick()
            settled = self.settle(*stack.pop())
            if settled is None:
                continue
            inn, out, dead, bar, live = settled
            undecided = full & ~inn & ~out
            if not undecided:
                yield inn
                continue
            best, most = 0, -1
            while undecided:
                low = undecided & -undecided
                c = (through[low.bit_length() - 1] & live).bit_count()
                if c > most:
                    best, most = low, c
                undecided ^= low
            t = through[best.bit_length() - 1]
            kept_in = (inn | best, out, dead, bar)
            left_out = (inn, out | best, dead | t, bar & ~t)
            # the branch pushed last is searched first: the place as it is in the start, or when looking for
            # the largest count, a match on it (more shapes sooner, so a higher count to beat)
            if best & start or self.fullest_first:
                stack += (left_out, kept_in)
            else:
                stack += (kept_in, left_out)

    def settle(self, inn: int, out: int, dead: int, bar: int) -> tuple[int, int, int, int, int] | None:
        """The fixpoint of the rules from a state whose dead and barred shapes already reflect its places out:
        (in, out, dead, barred, live) or None on a conflict."""
        masks, through, full, empty = self.masks, self.through, self.full, self.empty
        start, takes, lays = self.task.start, self.task.takes, self.task.lays
        least, most = self.least, self.most
        counted = self.counted
        while True:
            removed = (out & start).bit_count()
            added = (inn & empty).bit_count()
            need_out = takes - removed
            need_in = lays - added
            if need_out < 0 or need_in < 0:
                return None
            open_start = start & ~inn & ~out
            open_empty = empty & ~inn & ~out
            n_open_start = open_start.bit_count()
            n_open_empty = open_empty.bit_count()
            if n_open_start < need_out or n_open_empty < need_in:
                return None
            fresh_out = 0
            forced = False
            if open_start and (not need_out or n_open_start == need_out):
                if need_out:
                    fresh_out |= open_start
                else:
                    inn |= open_start
                open_start = 0
                forced = True
            if open_empty and (not need_in or n_open_empty == need_in):
                if need_in:
                    inn |= open_empty
                else:
                    fresh_out |= open_empty
                open_empty = 0
                forced = True
            if fresh_out:
                out |= fresh_out
                dead, bar = self._kill(fresh_out, dead, bar)
            live = counted & ~dead
            support = covered = complete = solid = 0
            rest = live
            while rest:
                low = rest & -rest
                m = masks[low.bit_length() - 1]
                gap = m & ~inn
                if not gap:
                    covered |= m
                    complete |= low
                else:
                    new = (gap & open_empty).bit_count()
                    if new > need_in:           # it cannot be completed: dead
                        dead |= low
                        live ^= low
                        rest ^= low
                        continue
                    if not new:
                        solid |= low
                support |= m
                rest ^= low
            n_complete = complete.bit_count()
            n_live = live.bit_count()
            if n_complete > most or n_live < least or inn & ~support:
                return None
            changed = forced
            loose = full & ~support & ~inn & ~out
            if loose:
                out |= loose
                dead, bar = self._kill(loose, dead, bar)
                changed = True
            if n_live == least:
                if support & ~inn:
                    inn |= support
                    changed = True
            elif n_complete == most and n_live > most:
                extra = live & ~complete
                dead |= extra
                bar |= extra
                changed = True
            else:
                # a place in with a single live shape through it makes that shape complete
                bare = inn & ~covered
                while bare:
                    low = bare & -bare
                    t = through[low.bit_length() - 1] & live
                    if not t & (t - 1):
                        inn |= masks[t.bit_length() - 1]
                        changed = True
                    bare ^= low
            # a barred shape keeps a side out
            rest = bar
            while rest:
                low = rest & -rest
                gap = masks[low.bit_length() - 1] & ~inn
                if not gap:
                    return None
                if not gap & (gap - 1):
                    out |= gap
                    dead, bar = self._kill(gap, dead, bar)
                    changed = True
                rest ^= low
            if changed:
                continue
            n_solid = solid.bit_count()
            if need_out and n_complete + n_solid - self._most_reached(solid, open_start, need_out) > most:
                return None
            # a shape still short of a new match is completed only through one of the places laid
            if need_in and n_live > least:
                needy = live & ~complete & ~solid
                if n_complete + n_solid + self._most_reached(needy, open_empty, need_in) < least:
                    return None
            if need_out:
                if bar and self._packed(bar, inn, open_start) > need_out:
                    return None
            return inn, out, dead, bar, live

    def _kill(self, places: int, dead: int, bar: int) -> tuple[int, int]:
        """Dead and barred shapes once `places` are out: every shape through them is dead and needs no bar."""
        through = self.through
        while places:
            low = places & -places
            t = through[low.bit_length() - 1]
            dead |= t
            bar &= ~t
            places ^= low
        return dead, bar

    def _most_reached(self, shapes: int, places: int, choices: int) -> int:
        """At most how many of `shapes` `choices` of `places` touch: the sum of the largest counts."""
        through = self.through
        counts = []
        while places:
            low = places & -places
            c = (through[low.bit_length() - 1] & shapes).bit_count()
            if c:
                counts.append(c)
            places ^= low
        counts.sort(reverse=True)
        return sum(counts[:choices])

    def _packed(self, bar: int, inn: int, open_start: int) -> int:
        """How many barred shapes open only on start matches share no open side (counted greedily, so a lower
        bound on the removals they need)."""
        masks = self.masks
        used = n = 0
        while bar:
            low = bar & -bar
            gap = masks[low.bit_length() - 1] & ~inn
            if not gap & ~open_start and not gap & used:
                used |= gap
                n += 1
            bar ^= low
        return n
