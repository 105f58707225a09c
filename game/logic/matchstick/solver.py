"""Exact solver: every true equation exactly k sticks away (solve, nearest_moves), with a cache of recent answers.

Each cell offers the glyphs it can become with their cost (sticks removed r, sticks added a), precomputed
from geometry (cellwalk.py). searches.py finds candidate answers (token by token for any glyph set, or column
by column for long decimal equations); search() here checks each new text (readings.py: no layout reading as
it may be closer), caps the list, and stops cleanly when a Budget runs out or is cancelled.
"""
from __future__ import annotations

from collections import OrderedDict
from operator import itemgetter
from typing import Callable, NamedTuple, Sequence

from .budget import Budget, BudgetExceeded, Part
from .cellwalk import cell_choices, cell_options, fits_form, moves_between, neighbours, undominated, walk
from .numbers import Option
from .play import MAX_MOVES, Puzzle, check_moves_mode, parse_puzzle
from .readings import Reading, Spellings, by_glyph, reading_of
from .results import Solution, SolveResult
from .rules import PRESETS, Rules
from .searches import (Rounds, columns_search, digits_only, longest_number, number_count, operator_rounds, plain_search,
                       signature_cells, worth_columns)
from .tails import Shared


def _as_puzzle(puzzle: Puzzle | str, rules: Rules | None) -> Puzzle:
    if isinstance(puzzle, Puzzle):
        if rules is not None and rules != puzzle.rules:
            return parse_puzzle(puzzle.text, rules)
        return puzzle
    return parse_puzzle(puzzle, rules or PRESETS["classic"])


def solve(puzzle: Puzzle | str, moves: int = 1, mode: str = "move", rules: Rules | None = None,
          budget: Budget | None = None, limit: int | None = None,
          on_answer: Callable[[str], None] | None = None) -> SolveResult:
    """Every distinct true equation exactly `moves` sticks from `puzzle` (texts that fewer sticks
    already reach are left out). An empty answer is "no solution"; a malformed puzzle raises
    PuzzleError. With `limit`, at most that many answers are listed (`capped` says there are more); with a
    `budget`, the search stops when it runs out or is cancelled and says so (`complete`, `stopped`).
    `on_answer(text)` hears of each answer as soon as the search is sure of it (once per text; a screen shows
    the first while the search goes on), before the list is done and sorted; a remembered result comes back
    at once, unheard)."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    return cached_solve(p, moves, mode, budget, limit, on_answer)


_CACHE: OrderedDict[tuple[Puzzle, int, str], SolveResult] = OrderedDict()
_CACHE_SIZE = 256


def cached_solve(p: Puzzle, k: int, mode: str, budget: Budget | None = None, limit: int | None = None,
                 on_answer: Callable[[str], None] | None = None) -> SolveResult:
    """Remember recent complete answers (hints and levels ask again); a capped or stopped result is only
    reused for a caller content with it."""
    key = (p, k, mode)
    known = _CACHE.get(key)
    if known is not None and (known.complete and not known.capped or limit is not None and known.capped
                              and len(known.solutions) >= limit):
        _CACHE.move_to_end(key)
        if limit is not None and len(known.solutions) > limit:
            return SolveResult(p, k, mode, known.solutions[:limit], capped=True)
        return known
    result = search(p, k, mode, budget, limit, on_answer=on_answer)
    if result.complete:
        _CACHE[key] = result
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return result


def clear_cache() -> None:
    """Forget cached answers (benchmarks time cold solves)."""
    _CACHE.clear()


def nearest_moves(puzzle: Puzzle | str, moves: int, mode: str = "move", rules: Rules | None = None,
                  budget: Budget | None = None, limit: int | None = None) -> tuple[int, int] | None:
    """When `moves` sticks give no answer: the nearest stick count that does, as (count, answers).
    Fewer sticks win a tie (an easier puzzle); None when no count from 1 to MAX_MOVES works. With `limit`
    the answer count stops at the limit; when the `budget` runs out this raises BudgetExceeded (there is
    no partial "nearest")."""
    found = nearest_counted(puzzle, moves, mode, rules, budget, counting=Budget(), limit=limit)
    if found is None:
        return None
    assert found.answers is not None   # (counting without a limit never runs out)
    return found.moves, found.answers


class _Heard(Exception):
    """The search met an answer, which is all the caller wanted to know."""


class Nearest(NamedTuple):
    """The nearest stick count that has answers, and how many (up to the limit asked; None when not counted)."""
    moves: int
    answers: int | None


def nearest_counted(puzzle: Puzzle | str, moves: int, mode: str = "move", rules: Rules | None = None,
                    budget: Budget | None = None, counting: Budget | None = None,
                    limit: int | None = None) -> Nearest | None:
    """When `moves` sticks give no answer: the nearest stick count that does (fewer sticks win a tie), each count's
    search stopping at its first answer; with `counting`, the nearest's search goes on from there to count its
    answers (up to `limit`), not searched again, each unit of its work counting against `counting` too (e.g. a
    deadline): once that runs out, `answers` is None. None when no count from 1 to MAX_MOVES works;
    BudgetExceeded when `budget` runs out first."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    for distance in range(1, MAX_MOVES):
        for k in (moves - distance, moves + distance):
            if 1 <= k <= MAX_MOVES:
                share = Part(budget)

                def heard(text: str, share: Part = share) -> None:
                    if counting is None:
                        raise _Heard
                    share.also = counting

                try:
                    result = cached_solve(p, k, mode, share, limit, on_answer=heard)
                except _Heard:
                    return Nearest(k, None)
                if result.complete and result.solutions:
                    return Nearest(k, len(result.solutions))
                if not result.complete:
                    if share.also is None or share.spent_whole:
                        raise BudgetExceeded(result.stopped)
                    return Nearest(k, None)   # it has answers, counted until `counting` ran out
    return None


def nearest_with_answers(puzzle: Puzzle | str, moves: int, mode: str = "move", rules: Rules | None = None,
                         budget: Budget | None = None) -> int | None:
    """nearest_moves without the count: each stick count's search stops at the first answer it meets (listing
    them all can take far longer than finding one)."""
    found = nearest_counted(puzzle, moves, mode, rules, budget)
    return None if found is None else found.moves


TRIAL_FROM = 4         # numbers from which the plain search is tried before the column search
TRIAL_WORK = 600_000   # steps the plain search may take there first (about a second)
TRIAL_SHORT_FROM = 5   # digits of the longest number from which the column search may be the quicker (long numbers
                       # make the plain search's tables big): then the trial depends on its rounds (below)
TRIAL_SHORT_FROM_SIGNED = 6   # the same under unary minus or chained '=', whose signs and sides multiply the
                              # column search's rounds (5 digits: the plain search is the quicker there)
TRIAL_FEW_ROUNDS = 60    # with fewer rounds than this in which the column search would run the plain search with fixed
                         # operators, no trial: the column search is the quicker; with more, the whole share (each
                         # such round lists its own tails, where the plain search settles them all at once)
TRIAL_OVER = 2         # a trial past the limit goes on to this many shares: finished, the column search replays its
                       # rounds instead of searching them, but where the limit falls
TRIAL_KEPT = 100_000   # and keeps at most this many true glyph sequences for that (about 40 MB), else gives up
DROP_DOMINATED = True  # the searches skip choices a cheaper same-glyph choice dominates (tests compare without)


def _trial_share(p: Puzzle, k: int, mode: str, opts: list[tuple[Option, ...]],
                 budget: Budget | None) -> tuple[int, Rounds | None]:
    """The steps the plain search is tried for before the column search (0: not tried), and the column search's
    rounds when they were listed to decide it."""
    signed = p.rules.unary_minus or p.rules.chained_equals
    if longest_number(p) < (TRIAL_SHORT_FROM_SIGNED if signed else TRIAL_SHORT_FROM):
        return TRIAL_WORK, None
    rounds = operator_rounds(p, k, mode, opts, budget)
    return (0 if rounds.later_count(TRIAL_FEW_ROUNDS) < TRIAL_FEW_ROUNDS else TRIAL_WORK), rounds


class _Enough(Exception):
    """More answers than the caller wants listed: stop searching."""


def search(p: Puzzle, k: int, mode: str, budget: Budget | None = None, limit: int | None = None,
           strategy: str = "auto", on_answer: Callable[[str], None] | None = None) -> SolveResult:
    """The uncached search behind solve(). `limit`: stop once more than this many answers are found (the
    result is then `capped` and lists `limit` of them). `budget`: stop when it runs out or is cancelled (the
    result is then incomplete and says why). `strategy`: "plain" (token by token, any glyph set),
    "columns" (operators first, then digit sums column by column where they allow) or "auto". `on_answer`: as
    in solve()."""
    if not fits_form(p):
        return SolveResult(p, k, mode, ())
    opts = cell_choices(p, mode)
    choices = by_glyph(opts)
    found: dict[str, Reading] = {}
    rejected: set[str] = set()
    told: set[str] = set()   # the texts on_answer has heard of (a trial's answers are found again after it)
    # Decimal digits: a text has one glyph per cell. Roman numbers with gap cells can read the same text from
    # several glyph sequences (the number tables keep one per cost and text): a text is judged and its layouts
    # listed as a whole, whichever cells hold its glyphs (Spelling).
    spell = None if digits_only(p) else Spellings(p, choices, k, mode)

    def record_answer(glyphs: Sequence[str]) -> None:
        text = "".join(glyphs)
        if text in rejected or text in found:
            return
        reading = reading_of(choices, glyphs, k, mode) if spell is None else spell.reading(glyphs)
        if reading is None:
            rejected.add(text)
            return
        found[text] = reading
        if on_answer is not None and text not in told:
            told.add(text)
            on_answer(text)

    def record(glyphs: Sequence[str]) -> None:
        record_answer(glyphs)
        if limit is not None and len(found) > limit:
            raise _Enough

    complete, capped, stopped = True, False, ""
    met: dict[str, Reading] = {}   # the answers of a plain trial given up for the column search
    shared = Shared()              # tables and tails the trial and the column search's rounds have in common
    only: dict[tuple[str, ...], list[set[str]]] | None = None
    known: dict[tuple[str, ...], set[tuple[str, ...]]] | None = None   # every candidate of the rounds, when listed
    rounds: Rounds | None = None   # the column search's rounds of operators and signs, once listed
    if DROP_DOMINATED:
        opts = undominated(opts, mode)
    if strategy == "auto":
        strategy = "columns" if worth_columns(p, k) else "plain"
        share = 0
        if strategy == "columns" and digits_only(p) and number_count(p) >= TRIAL_FROM:
            try:
                share, rounds = _trial_share(p, k, mode, opts, budget)
            except BudgetExceeded as err:
                return SolveResult(p, k, mode, (), complete=False, stopped=str(err))
        if share:
            # Many numbers: the plain search often settles it far sooner (a chain of products and quotients
            # gives the column search thousands of operator rounds). Its whole list, when it finishes within
            # its share, is the column search's (the same answers, listed sorted); when that is more than the
            # limit, the column search still picks which (so a capped list is the one it gives), but skips every
            # round of operators and signs no answer has, and in the others offers each cell only the glyphs the
            # round's answers show there. Else the column search runs as before. A trial that has met an answer
            # (and, with a limit, not more than it) goes on past its share: the plain search finds answers far
            # sooner than the column search, which is quicker to prove there is none.
            trial = Part(budget, share)
            candidates: dict[tuple[str, ...], set[tuple[str, ...]]] = {}   # every true glyph sequence, by round
            signature_of = itemgetter(*signature_cells(p))
            kept = 0

            def record_all(glyphs: Sequence[str]) -> None:
                nonlocal kept
                sequence = tuple(glyphs)
                sig = signature_of(sequence)
                listed = candidates.get(sig)
                if listed is None:
                    listed = candidates[sig] = set()
                listed.add(sequence)
                kept += 1
                if kept > TRIAL_KEPT:   # the trial would know too many to keep: it gives up soon
                    trial.max_work = 0
                    return
                if limit is not None and len(found) > limit:
                    return   # past the limit: only kept, for the column search (which judges what it lists)
                before = len(found)
                record_answer(glyphs)
                if len(found) > before:
                    trial.max_work = share if limit is None else None if len(found) <= limit else share * TRIAL_OVER

            try:
                plain_search(p, k, mode, opts, record_all, trial, shared=shared)
                if limit is None or len(found) <= limit:
                    strategy = "done"
                else:  # more than the limit: the column search picks which, knowing where every answer is
                    only = {sig: [set(cell) for cell in zip(*listed)] for sig, listed in candidates.items()}
                    known = candidates
                    found.clear()
            except BudgetExceeded as err:
                if trial.spent_whole:
                    complete, stopped, strategy = False, str(err), "done"
                else:
                    met = dict(found)
                    found.clear()
            shared.forget_tails()
    try:
        if strategy == "done":
            pass
        elif strategy == "columns" and digits_only(p):
            columns_search(p, k, mode, opts, record, budget, only=only, shared=shared, rounds=rounds, known=known,
                           fits=lambda more: limit is None or len(found) + more <= limit)
        else:
            plain_search(p, k, mode, opts, record, budget)
    except _Enough:
        capped = True
    except BudgetExceeded as err:
        complete, stopped = False, str(err)
    if not complete:  # a stopped search lists what it met, the trial's answers too
        for text, reading in met.items():
            found.setdefault(text, reading)
    texts = sorted(found)
    if limit is not None:
        texts = texts[:limit]
    solutions = tuple(Solution(t, moves_between(p, p.layout.masks, found[t].first(), mode), found[t]) for t in texts)
    return SolveResult(p, k, mode, solutions, complete=complete, capped=capped, stopped=stopped)


__all__ = ["Solution", "Reading", "SolveResult", "solve", "search", "neighbours", "moves_between", "cell_options",
           "fits_form", "walk", "nearest_moves", "nearest_with_answers", "nearest_counted", "Nearest", "clear_cache",
           "cached_solve"]
