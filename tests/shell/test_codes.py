"""A puzzle's code: every shipped level round-trips, and any one mistake (a character changed, dropped or
doubled) is refused with a sentence naming the problem."""
from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.levels import Catalog
from game.logic.codes import GAME_LETTERS, CodeError, code_of, decode, normalise, read_code
from game.logic.packing import ALPHABET
from tests.properties import Tally

GAMES = tuple(GAME_LETTERS)


@lru_cache(maxsize=1)
def shipped_codes() -> tuple[tuple[str, str, object], ...]:
    catalog = Catalog.load()
    return tuple((game, code_of(game, level.spec), level.spec) for game in GAMES for level in catalog.levels(game))


def test_every_shipped_level_round_trips() -> None:
    seen = {game: 0 for game in GAMES}
    for game, code, spec in shipped_codes():
        decoded = decode(code)
        assert decoded.game == game
        assert decoded.code == code
        assert code_of(game, decoded.level) == code
        assert code.startswith(GAME_LETTERS[game] + "1")
        seen[game] += 1
    assert all(seen.values()), seen


def test_the_decoded_level_is_the_shipped_puzzle() -> None:
    for game, code, spec in shipped_codes():
        level = decode(code).level
        if game == "sudoku":
            assert level.puzzle == spec.puzzle and level.grade == spec.grade
        elif game == "matchstick":
            assert level.task == spec.task and level.rules == spec.rules
        elif game == "stones":
            assert (level.heaps, level.cap, level.rule, level.first) == (
                spec.heaps, spec.cap, spec.rule, spec.first)
        elif game == "shapes":
            assert level.puzzle == spec.puzzle
        else:
            assert (level.cards, level.target) == (spec.cards, spec.target)


def test_a_code_reads_in_any_case_with_spaces_and_look_alikes() -> None:
    code = next(c for g, c, _ in shipped_codes() if g == "sudoku" and "0" in c[2:] and "1" in c[2:])
    spaced = " ".join(code[i:i + 4] for i in range(0, len(code), 4)).lower()
    assert decode(spaced).code == code
    assert decode(code.replace("0", "o").replace("1", "l")).code == code
    assert decode("-".join(code)).code == code


MISTAKE_WORDS = ("check character", "missing or doubled", "version", "starts with its game's letter",
                 "not used in codes")


def mistakes(code: str) -> list[tuple[str, str]]:
    """Every code one mistake away: each character changed to every other code character, dropped, doubled."""
    out = []
    for i, ch in enumerate(code):
        out += [("changed", code[:i] + other + code[i + 1:]) for other in ALPHABET if other != ch]
        out.append(("dropped", code[:i] + code[i + 1:]))
        out.append(("doubled", code[:i] + ch + code[i:]))
    return out


def refusal(text: str) -> str:
    with pytest.raises(CodeError) as caught:
        decode(text)
    return caught.value.reason


@pytest.mark.parametrize("game", GAMES)
def test_every_one_character_mistake_in_a_code_is_refused_and_named(game: str) -> None:
    code = max((c for g, c, _ in shipped_codes() if g == game), key=len)
    checked = 0
    for kind, wrong in mistakes(code):
        reason = refusal(wrong)
        assert any(word in reason for word in MISTAKE_WORDS), (kind, wrong, reason)
        if kind != "changed":  # a dropped or doubled character is never blamed on a mistyped one
            assert "check character" not in reason, (kind, wrong, reason)
        checked += 1
    assert checked == len(code) * 33


def test_one_mistake_in_any_real_code_is_refused() -> None:
    tally = Tally()
    codes = [c for _, c, _ in shipped_codes()]

    @settings(max_examples=300, deadline=None)
    @given(st.sampled_from(codes), st.data())
    def check(code: str, data: st.DataObject) -> None:
        kind, wrong = data.draw(st.sampled_from(mistakes(code)))
        reason = refusal(wrong)
        assert any(word in reason for word in MISTAKE_WORDS), (kind, wrong, reason)
        tally(kind)

    check()
    tally.require(changed=100, dropped=3, doubled=3)


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ("S1U0", "'U'"),
    ("Q1AB", "starts with its game's letter"),
    ("S", "too short"),
    ("SX12", "version, a digit"),
    ("S2AB", "version 2"),
    ("S1ABC", "odd number"),
    ("S1A?", "'?'"),
    ("S1" + "0" * 200, "at most 120"),
])
def test_each_kind_of_bad_code_gets_its_own_sentence(text: str, words: str) -> None:
    assert words in refusal(text)


def test_a_well_formed_code_naming_no_puzzle_says_so() -> None:
    from game.logic.codes import make_code
    reason = refusal(make_code("stones", "0"))  # every heap empty
    assert "stone duel puzzle" in reason and "empty" in reason
    reason = refusal(make_code("sudoku", "1"))  # the first free digit everywhere: row 2 runs out
    assert "not a sudoku" in reason and "row 2" in reason
    reason = refusal(make_code("twentyfour", "1"))  # one number, no target
    assert "24 puzzle" in reason


def test_normalise_reads_crockford_look_alikes() -> None:
    assert normalise(" s1-oIl ") == "S1011"
    assert read_code(" " + shipped_codes()[0][1].lower() + " ").game == shipped_codes()[0][0]


def test_any_well_formed_code_reads_as_a_puzzle_or_is_refused_with_a_sentence() -> None:
    """Codes with a sound head, length and check character but any description: decoded as untrusted input."""
    from game.logic.codes import make_code

    tally = Tally()

    @settings(max_examples=400, deadline=None)
    @given(st.sampled_from(GAMES), st.text(alphabet=ALPHABET, min_size=1, max_size=40))
    def check(game: str, description: str) -> None:
        code = make_code(game, description)
        try:
            found = decode(code)
        except CodeError as err:
            assert err.reason
            tally("refused")
            return
        assert found.game == game and decode(found.code).code == found.code
        tally("read")

    check()
    tally.require(refused=50, read=10)
