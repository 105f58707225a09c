"""How a series of 24 is set up from what the lobby chose (a mode with its band or seed, or a famous hand), and
set up again from its save: the rules come from the level file's settings, the dealer from the context's seeded
random source, the high-score board from the mode."""
from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.i18n import Msg
from game.levels import Level
from game.logic import twentyfour as tf
from game.logic.twentyfour import modes
from game.logic.twentyfour.numbers import Num
from game.twentyfour_data import human_table
from scenes.base import Context
from scenes.twentyfour.dealer import Dealer, challenge_dealer, fixed_dealer, rising_dealer, seeded_dealer
from scenes.twentyfour.model import (GAME, SAVED_CARD, SAVED_TARGET, Hand, Series, SeriesPlan,
                                     number_from_json)


def settings_of(ctx: Context) -> tf.Settings:
    found = ctx.levels.settings(GAME)
    return found if isinstance(found, tf.Settings) else tf.DEFAULT_SETTINGS


def board_name(rules: modes.ModeRules, band: str | None = None) -> str | None:
    """Which high-score table a mode's runs go to (challenges: one table per seed)."""
    if not rules.high_scores:
        return None
    if rules.name == modes.SPRINT:
        return f"sprint-{band or rules.band or 'any'}"
    if rules.name == modes.CHALLENGE:
        return f"challenge-{rules.seed}"
    return rules.name


def mode_plan(settings: tf.Settings, name: str, band: str, seed: int) -> SeriesPlan:
    """The series the lobby starts for a mode: sprint and relaxed deal from the chosen band, a challenge from
    the chosen seed, beat the clock as the level file says."""
    rules = settings.mode(name)
    if name == modes.CHALLENGE:
        return SeriesPlan(name, f"24 · Challenge, seed {seed}", seed=seed)
    if name in (modes.SPRINT, modes.RELAXED):
        return SeriesPlan(name, f"24 · {rules.title} ({band})", band=band)
    return SeriesPlan(name, f"24 · {rules.title}", band=rules.band)


def level_plan(level: Level) -> SeriesPlan:
    return SeriesPlan(modes.RELAXED, f"24 · {level.name}", level_id=level.id)


def level_rules(ctx: Context, level: Level) -> modes.ModeRules:
    """One fixed hand, untimed, hints free. The "no solution" button is on every hand of a list that holds
    some without a solution: on those alone it would give the answer away."""
    spec = level.spec
    hands = ctx.levels.levels(GAME)
    share = sum(not lv.spec.solvable for lv in hands) / len(hands) if spec.solvable else 1.0
    return modes.ModeRules(modes.RELAXED, level.name, hands=1, hints_free=True, unsolvable_share=share)


def code_rules(title: str, solvable: bool) -> modes.ModeRules:
    """A hand from a code, typed cards or the daily puzzle: that one hand, untimed, hints free, with the "no
    solution" answer on offer when the hand has none."""
    return modes.ModeRules(modes.RELAXED, title, hands=1, hints_free=True, unsolvable_share=0.0 if solvable else 1.0)


def code_plan(title: str, origin: str, cards: tuple[Num, ...], daily: datetime.date | None = None) -> SeriesPlan:
    return SeriesPlan(modes.RELAXED, title, origin=origin, cards=cards, daily=daily)


def new_series(ctx: Context, plan: SeriesPlan, target: Num = 24) -> Series:
    """A fresh series for `plan` (ValueError when its famous hand is not in the level file). `target`: a
    code's hand's target (the others have theirs from the level file or 24)."""
    if plan.origin:
        if not plan.cards:
            raise ValueError(Msg("the hand from a code has no cards"))
        return Series(plan, code_rules(plan.title, tf.solvable(plan.cards, target)), fixed_dealer(plan.cards),
                      None, ctx.store, target)
    if plan.level_id is not None:
        level = ctx.levels.level(GAME, plan.level_id)
        if level is None:
            raise ValueError(Msg("there is no 24 level {id}", id=repr(plan.level_id)))
        return Series(plan, level_rules(ctx, level), fixed_dealer(level.spec.cards), None, ctx.store,
                      level.spec.target)
    rules = settings_of(ctx).mode(plan.mode)
    if plan.mode == modes.CHALLENGE:
        rules = replace(rules, seed=plan.seed)
    elif plan.mode in (modes.SPRINT, modes.RELAXED):
        rules = replace(rules, band=plan.band)
    return Series(plan, rules, _dealer(ctx, rules, plan.band), board_name(rules, plan.band), ctx.store)


def _dealer(ctx: Context, rules: modes.ModeRules, band: str | None) -> Dealer:
    table = human_table()
    if rules.name == modes.CHALLENGE:
        return challenge_dealer(rules.seed or 0, rules.hands or 1, table)
    rng = ctx.rng(f"24:{rules.name}:{band}")
    if rules.name == modes.BEAT_THE_CLOCK and band is None:   # no band chosen: start easy and rise
        return rising_dealer(rng, table, rules.unsolvable_share)
    return seeded_dealer(rng, table, band, rules.unsolvable_share)


def _text(record: Mapping[str, Any], key: str) -> str | None:
    value = record.get(key)
    if value is not None and not isinstance(value, str):
        raise ValueError(Msg("saved {key} {value} is not text", key=key, value=repr(value)))
    return value


def plan_from_record(record: Mapping[str, Any]) -> SeriesPlan:
    mode = _text(record, "mode")
    if mode not in modes.MODE_NAMES:
        raise ValueError(Msg("saved mode {mode} is not one of {names}", mode=repr(mode),
                             names=", ".join(modes.MODE_NAMES)))
    seed = record.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(Msg("saved seed {seed} is not a whole number", seed=repr(seed)))
    band = _text(record, "band")
    if band is not None and band not in tf.BAND_NAMES:
        raise ValueError(Msg("saved band {band} is not one of {names}", band=repr(band),
                             names=", ".join(tf.BAND_NAMES)))
    origin = _text(record, "origin") or ""
    if origin not in ("", "code", "daily"):
        raise ValueError(Msg("saved origin {origin} is not code or daily", origin=repr(origin)))
    cards = record.get("cards", [])
    if not isinstance(cards, list):
        raise ValueError(Msg("saved cards {cards} are not a list", cards=repr(cards)))
    daily = _text(record, "daily")
    return SeriesPlan(mode, _text(record, "title") or "24", band, seed, _text(record, "level"), origin,
                      tuple(number_from_json(x, SAVED_CARD) for x in cards),
                      _day(daily) if daily is not None else None)


def _day(daily: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(daily)
    except ValueError:   # Python's own words are English
        raise ValueError(Msg("saved day {day} is not a date", day=repr(daily))) from None


def resume_series(ctx: Context, record: Mapping[str, Any]) -> Series:
    """The series a save holds, at the hand and the run clock it was saved with; ValueError saying what is wrong
    for a damaged save (the lobby then sets it aside)."""
    plan = plan_from_record(record)
    series = new_series(ctx, plan, number_from_json(record.get("target", 24), SAVED_TARGET))
    run = modes.run_from_record(series.rules, _mapping(record, "run"))
    if run.over:
        raise ValueError(Msg("saved run is already over"))
    series.dealer.set_rng_state(record.get("rng"))
    series.run = run
    hand = record.get("hand")
    if not isinstance(hand, list):
        raise ValueError(Msg("saved hand {hand} is not a list of cards", hand=repr(hand)))
    numbers = tuple(number_from_json(x, SAVED_CARD) for x in hand)
    target = number_from_json(record.get("target", 24), SAVED_TARGET)
    if record.get("hand_over") is True:
        series.next_hand()
    else:
        try:
            series.hand = Hand.resume(numbers, target, record, series.keeper)
        except tf.AnswerError as err:   # its sentence kept: the damaged-save notice says it in the player's language
            raise ValueError(err.message) from None
    return series


def _mapping(record: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = record.get(key)
    if not isinstance(value, Mapping):
        raise ValueError(Msg("saved {key} is not a record", key=key))
    return value
