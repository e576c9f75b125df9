"""SIGKILL every writing command at its write-path checkpoints; a later command recovers; nothing is lost.

For each command a clean run gives the reference (before, after, and the
state after each of its transactions). Then, for each kill point, a fresh
copy of the store is given to the command with ``MEMCLI_TEST_KILL_AT=k``,
and another command recovers: half the time a reader (``validate``,
``history``, ``review list`` ...), after which the store must be exactly
one of the reference states, half the time the command itself. Finally the
command runs again, as a user would, and the store must be exactly the
clean after-state. See ``harness.py`` for every check.

By default each command is killed at about ``SAMPLED_POINTS`` evenly
spaced checkpoints, always including the first and the last one;
``MEMCLI_LONG_TESTS=1`` kills at every checkpoint and once past the last
(where the command must complete on its own).
"""

from __future__ import annotations

import math
import random
import time

import pytest

from tests.reliability.harness import LONG, random_kill, reference_run, sweep
from tests.reliability.scenarios import SCENARIOS

pytestmark = pytest.mark.slow  # kill sweeps: `pytest -m "not slow"` leaves them out


SAMPLED_POINTS = 6


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_sigkill_at_each_checkpoint_leaves_old_or_new_and_a_rerun_finishes(tmp_path, name):
    scenario = SCENARIOS[name]
    ref = reference_run(tmp_path / "clean", scenario)
    stride = 1 if LONG else max(1, math.ceil(ref.checkpoints / SAMPLED_POINTS))
    outcomes = sweep(tmp_path, scenario, ref, stride, past_the_end=LONG)
    killed = [o for o in outcomes if o.killed]
    assert len(killed) >= min(ref.checkpoints, 4)
    # Kills landed before the first commit, and between (and after) every transaction.
    assert {o.committed for o in killed} == set(range(len(ref.commands) + 1))
    assert False in [o.complete for o in killed], "a reader judged an unfinished state at least once"
    if not ref.commands:  # a file outside the store: kills landed before and after it was replaced
        assert {o.complete for o in killed} == {False, True}
    assert any(o.recovery_killed for o in outcomes), "a recovery was itself killed at least once"


@pytest.mark.parametrize("name", ["consolidate", "review-promote", "hooks-install", "init"])
def test_sigkill_from_outside_at_random_instants(tmp_path, name):
    scenario = SCENARIOS[name]
    start = time.monotonic()
    ref = reference_run(tmp_path / "clean", scenario)
    duration = time.monotonic() - start
    rng = random.Random(name)
    runs = 30 if LONG else 4
    killed = [random_kill(tmp_path, scenario, ref, rng.uniform(0.15, 1.1) * duration, run) for run in range(runs)]
    assert len(killed) == runs  # each run was judged; most die mid-way, some finish first
