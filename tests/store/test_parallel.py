"""``memcli.parallel``: forked children without the cycle collector, and work done here while they run."""

from __future__ import annotations

import gc
import os
import time

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


def _positions(cursor: parallel.Cursor) -> list[tuple[int, bool]]:
    """Every position a cursor gives, with its direction (a slow worker: a little time per stretch)."""
    seen = []
    for stretch in cursor:
        seen.extend((position, cursor.forward) for position in stretch)
        # a sleep, not work: on a loaded machine a worker that only computes could run its whole segment before
        # the other is scheduled; sleeping lets both take stretches, so the two ends meet somewhere inside
        time.sleep(0.002)
    return seen


def test_children_taking_from_both_ends_cover_every_position_and_meet(forked_children):
    results, missing = parallel.take_from_ends(_positions, 5_000, step=16)
    assert missing == [] and len(results) == 3 == len(forked_children), "two share a segment, one has its own"
    done = [position for found in results for position, _ in found]
    assert set(done) == set(range(5_000)) and len(done) - 5_000 <= 3 * 16, "each position once, but where ends meet"
    first, second, third = results
    assert {f for _, f in first} == {True} and {f for _, f in second} == {False} and {f for _, f in third} == {True}
    assert [p for p, _ in first] == sorted(p for p, _ in first), "the front worker runs up its segment"
    assert [p for p, _ in second] == sorted((p for p, _ in second), reverse=True), "the back worker runs down"
    both = {p for p, _ in first} & {p for p, _ in second}
    assert len(both) <= 3 * 16 and (not both or max(both) - min(both) < len(both)), "one short stretch where they met"
    assert max(p for p, _ in first) <= min(p for p, _ in second) + len(both)
    assert {p for p, _ in third} == set(range(5_000 // 2, 5_000)), "alone in its segment: all of it"


def test_positions_a_failed_child_took_are_missing_and_nothing_else(forked_children):
    def work(cursor: parallel.Cursor) -> list[int]:
        found = []
        for stretch in cursor:
            found.extend(stretch)
            if cursor.forward:
                time.sleep(0.002)  # slower than the back worker, which surely takes some stretches
        if not cursor.forward:
            os._exit(3)  # killed after taking its stretches
        return found

    results, missing = parallel.take_from_ends(work, 3_000, step=8)
    done = {position for found in results for position in found}
    lost = {position for stretch in missing for position in stretch}
    assert lost and not lost & done and done | lost == set(range(3_000))
    assert all(stretch.step == 1 for stretch in missing)


def test_without_children_every_position_is_missing_and_meanwhile_runs(monkeypatch):
    monkeypatch.setattr(parallel, "workers", lambda: 1)
    ran = []
    assert parallel.take_from_ends(_positions, 10, meanwhile=lambda: ran.append(1)) == ([], [range(10)])
    assert ran == [1]
    assert parallel.take_from_ends(_positions, 0) == ([], [])


def test_a_cursor_alone_gives_its_whole_range_and_expects_to_reach_it():
    cursor = parallel.Cursor.alone(100, step=30)
    assert not cursor.beyond(99) and cursor.beyond(100), "no one takes from its other end"
    assert [stretch for stretch in cursor] == [range(0, 30), range(30, 60), range(60, 90), range(90, 100)]
    assert cursor.done == [(0, 30), (30, 60), (60, 90), (90, 100)]


def _early_then(result: object, fail: str = "") -> object:
    """Work that hands on what it knows, then goes on (or dies, before or after handing on)."""
    if fail == "before" and os.getpid() != _PARENT[0]:
        os._exit(4)
    parallel.send_early(["known", os.getpid()])
    if fail == "between" and os.getpid() != _PARENT[0]:
        os._exit(4)
    parallel.send_early(["more", os.getpid()])
    if fail == "after" and os.getpid() != _PARENT[0]:
        os._exit(4)
    return result


_PARENT = [0]


def test_an_isolated_child_hands_on_what_it_knows_early_and_goes_on(forked_children):
    _PARENT[0] = os.getpid()
    got: list = []
    assert parallel.isolated(lambda: _early_then("done"), early=got.append) == "done"
    assert [what for what, _ in got] == ["known", "more"], "each message once, in order"
    assert os.getpid() not in [pid for _, pid in got], "from the child"
    assert len(forked_children) == 1


def test_each_early_message_runs_once_when_the_child_dies_before_between_or_after_them(forked_children):
    _PARENT[0] = os.getpid()
    here = os.getpid()
    for fail, senders in (("before", [here, here]), ("between", ["child", here]), ("after", ["child", "child"])):
        got: list = []
        assert parallel.isolated(lambda: _early_then("done", fail), early=got.append) == "done"
        assert [what for what, _ in got] == ["known", "more"], fail
        assert [pid if pid == here else "child" for _, pid in got] == senders, fail


def test_early_runs_within_the_work_when_it_is_done_here():
    order: list = []

    def work() -> str:
        order.append("work starts")
        parallel.send_early("read")
        order.append("work goes on")
        parallel.send_early("names")
        order.append("work ends")
        return "done"

    assert parallel.isolated(work, early=order.append, meanwhile=lambda: order.append("meanwhile"), here=True) == "done"
    assert order == ["meanwhile", "work starts", "read", "work goes on", "names", "work ends"]
    parallel.send_early("nobody listens")  # outside ``isolated``: nothing happens


def test_a_split_can_give_the_first_part_more():
    items = list(range(50_000))
    assert [len(p) for p in parallel.split(items, 2, first=1.5)] == [30_000, 20_000]
    assert [len(p) for p in parallel.split(items, 3, first=2.0)] == [25_000, 12_500, 12_500]
    for size in (0, 1, 2, 7):
        for count in (1, 2, 3):
            parts = parallel.split(list(range(size)), count, first=1.5)
            assert [x for part in parts for x in part] == list(range(size)) and len(parts) <= max(1, count)


def test_memory_is_given_back_only_after_a_step_that_grew_the_process(monkeypatch):
    monkeypatch.setattr(parallel, "_resident_after_last", None)
    collections = []
    monkeypatch.setattr(parallel.gc, "collect", lambda: collections.append(1) or 0)
    resident = parallel.resident_bytes()
    assert resident is not None and resident > 0  # Linux: read from /proc/self/statm
    parallel.give_back_memory(since=resident)
    assert collections == [], "a step that added nothing ran a full collection"
    parallel.give_back_memory(since=resident - 2 * parallel.GIVE_BACK_FROM)
    assert collections == [1]
    parallel.give_back_memory()  # no starting point: always
    assert collections == [1, 1]
    # steps that each grow a little add up: measured from the last give-back, not from each step's start
    monkeypatch.setattr(parallel, "_resident_after_last", parallel.resident_bytes() - 2 * parallel.GIVE_BACK_FROM)
    parallel.give_back_memory(since=parallel.resident_bytes())
    assert collections == [1, 1, 1]


def test_a_night_on_a_small_store_runs_no_full_collection(tmp_path, monkeypatch):
    from tests.conftest import cli, make_store, memory_text

    root = make_store(tmp_path, {f"fact_{i}.md": memory_text(f"The build uses tool {i}.", name=f"tool-{i}",
                                                             type="project") for i in range(20)})
    monkeypatch.setattr(parallel, "_resident_after_last", None)
    collections, readings = [], []
    monkeypatch.setattr(parallel.gc, "collect", lambda: collections.append(1) or 0)
    read = parallel.resident_bytes
    monkeypatch.setattr(parallel, "resident_bytes", lambda: readings.append(1) or read())
    result = cli(["--dir", str(root), "--now", "2026-11-28", "consolidate"])
    assert result.exit_code == 0, result.stderr
    assert len(readings) >= 10, "every step of the night was measured"
    assert collections == []
