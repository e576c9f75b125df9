"""The kill sweep's "edit after the crash, then recover" case: recovery never overwrites a later edit.

Each command is killed at its checkpoints (every one for the two
multi-file commands, sampled for the nightly run unless
``MEMCLI_LONG_TESTS=1``); the user then appends a line by hand to every file
it was writing, and a reader recovers. See ``harness.edit_after_kill``.
"""

from __future__ import annotations

import math

import pytest

from tests.reliability.harness import LONG, edit_after_kill, kill_points, reference_run
from tests.reliability.scenarios import SCENARIOS

pytestmark = pytest.mark.slow  # kill sweeps: `pytest -m "not slow"` leaves them out


EVERY_CHECKPOINT = {"review-promote", "graduate"}
SAMPLED_POINTS = 8


@pytest.mark.parametrize("name", ["review-promote", "graduate", "consolidate"])
def test_a_hand_edit_after_a_kill_at_each_checkpoint_survives_recovery(tmp_path, name):
    scenario = SCENARIOS[name]
    ref = reference_run(tmp_path / "clean", scenario)
    stride = 1 if LONG or name in EVERY_CHECKPOINT else max(1, math.ceil(ref.checkpoints / SAMPLED_POINTS))
    outcomes = [edit_after_kill(tmp_path, scenario, ref, k) for k in kill_points(ref, stride, past_the_end=False)]
    armed = [o for o in outcomes if o.armed]
    assert armed and any(o.kept_aside for o in armed), "kills landed inside a transaction, with files to keep"
    assert any(not o.armed for o in outcomes), "and outside one"
    # a transaction killed while it only creates files leaves nothing to edit by hand; every other point edits
    assert all(o.edited for o in outcomes if not o.armed) and sum(1 for o in outcomes if o.edited) > len(outcomes) // 2
