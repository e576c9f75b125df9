"""``memcli.parallel``: forked children without the cycle collector, and work done here while they run."""

from __future__ import annotations

import gc
import os

from memcli import parallel


def _collector_state(part: int) -> tuple[int, bool, bool, int]:
    return part, gc.isenabled(), gc.get_freeze_count() > 0, os.getpid()


def test_children_freeze_what_they_inherit_and_run_without_the_collector_when_asked():
    here = os.getpid()
    assert gc.isenabled()
    plain = parallel.fork_map(_collector_state, [1, 2, 3])
    assert plain[0] == (1, True, gc.get_freeze_count() > 0, here), "the first part is done here, untouched"
    assert [(p, on, frozen) for p, on, frozen, _ in plain[1:]] == [(2, True, True), (3, True, True)]
    quiet = parallel.fork_map(_collector_state, [1, 2], here=False, collect=False)
    assert [(p, on, frozen) for p, on, frozen, _ in quiet] == [(1, False, True), (2, False, True)]
    assert here not in {pid for *_, pid in quiet}
    assert gc.isenabled(), "this process keeps its collector"
    assert parallel.isolated(lambda: _collector_state(0), collect=False)[1] is (parallel.workers() == 1)


def test_meanwhile_runs_here_once_after_the_children_start(forked_children):
    seen: list[tuple[int, int]] = []
    meanwhile = lambda: seen.append((os.getpid(), len(forked_children)))  # noqa: E731
    assert parallel.fork_map(lambda part: part * 2, [1, 2, 3], here=False, meanwhile=meanwhile) == [2, 4, 6]
    assert seen == [(os.getpid(), 3)], "every part's child was started before"
    assert parallel.fork_map(lambda part: part * 2, [1, 2, 3], meanwhile=meanwhile) == [2, 4, 6]
    assert seen[1:] == [(os.getpid(), 5)], "the first part is done here, after meanwhile"


def test_a_step_with_the_collector_paused_leaves_it_as_it_found_it():
    @parallel.collector_paused()
    def step() -> bool:
        return gc.isenabled()

    assert gc.isenabled() and step() is False and gc.isenabled()
    gc.disable()
    try:
        assert step() is False and not gc.isenabled(), "a collector already off stays off"
    finally:
        gc.enable()
