"""Two copies on one data folder, each saving a move every frame and finishing a result every few frames, both
killed at random: every result a copy reported written is in the file, and so is every result it finished more
than half a second of frames before it died (writes wait for the other copy's lock in a writer thread, never in
memory until some later call). The long version is `python -m bench.store_soak`."""
from __future__ import annotations

import os
import random

import pytest

from tests.shell.copies import play_and_kill

ROUNDS = int(os.environ.get("MATCHBOX_STRESS_ROUNDS", "2"))


@pytest.mark.oracle
def test_two_copies_killed_at_random_lose_no_finished_result(tmp_path):
    rng = random.Random(37)
    lost, finished = [], 0
    for n in range(ROUNDS):
        played = play_and_kill(tmp_path / f"round-{n}", rng, seconds=(1.0, 1.8))
        assert all(copy.last_frame() > 30 for copy in played.copies), "a copy hardly played"
        lost += played.lost()
        finished += played.finished()
    assert finished > 0
    assert lost == [], f"{len(lost)} of {finished} finished results lost: {lost[:10]}"
