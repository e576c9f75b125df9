"""Judging shared by forked children from both ends of the pairs' order (``memcli.lint.fanout``).

Who judges which pair depends on timing (the faster child takes more);
the verdicts, and their order, must not. Each case here is checked against
the same judge run in one process.
"""

from __future__ import annotations

import os
import time
from array import array

import pytest

from memcli import parallel
from memcli.clock import make_clock
from memcli.lint import fanout
from memcli.lint import judge as judge_module
from memcli.lint.judge import BuiltinJudge, locality_order
from memcli.lint.pairing import find_candidates
from memcli.store import Store
from tests.conftest import make_store
from tests.lint.test_eval import SETS, load_pairs

TODAY = make_clock("2026-05-17").today


@pytest.fixture(scope="module")
def candidates(tmp_path_factory):
    """The labelled pairs' files in one store, and its candidate pairs (a few hundred)."""
    files = {rel: text for name in SETS for pair in load_pairs(name) for rel, text in pair["files"].items()}
    root = make_store(tmp_path_factory.mktemp("fanout"), files)
    return find_candidates(Store.open(root, make_clock("2026-05-17")).live(), TODAY)


def fresh_judge(candidates) -> BuiltinJudge:
    judge = BuiltinJudge(candidates.common)
    judge.names = candidates.names
    return judge


@pytest.fixture(scope="module")
def expected(candidates):
    """Every verdict, judged in this process alone."""
    return fresh_judge(candidates).judge_all(candidates.pairs)


def slowed(monkeypatch, forward: bool, *, fail: bool = False) -> None:
    """Make the children working in one direction slow (or fail after taking their stretches)."""
    plain = fanout.judge_stretches

    def judge_stretches(judge, memories, unrelated, ends, order, stretches, going_up, beyond):
        if going_up == forward and isinstance(stretches, parallel.Cursor):
            if fail:
                for _ in stretches:
                    pass
                os._exit(5)
            slow = judge.judge
            judge.judge = lambda a, b: (time.sleep(0.0005), slow(a, b))[1]
        return plain(judge, memories, unrelated, ends, order, stretches, going_up, beyond)

    monkeypatch.setattr(fanout, "judge_stretches", judge_stretches)


@pytest.mark.parametrize("slow_forward", [True, False])
def test_the_verdicts_do_not_depend_on_which_end_was_faster(candidates, expected, monkeypatch, forked_children,
                                                           slow_forward):
    monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 10)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    slowed(monkeypatch, slow_forward)
    shared = fresh_judge(candidates)
    assert shared.judge_all(candidates.pairs) == expected
    assert len(forked_children) == 2 and None not in forked_children
    assert shared._analysed.cache_info().currsize == 0, "every pair was judged in a child"
    assert sum(v.verdict == "contradiction" for v in expected) >= 30


def test_the_pairs_a_failed_child_took_are_judged_here(candidates, expected, monkeypatch, forked_children):
    monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 10)
    slowed(monkeypatch, False, fail=True)  # with three workers: the back end of the first segment fails
    shared = fresh_judge(candidates)
    assert shared.judge_all(candidates.pairs) == expected
    assert len(forked_children) == 3
    assert shared._analysed.cache_info().currsize > 0, "this process judged what the failed child took"


def test_next_uses_point_to_the_next_pair_of_the_same_memory_in_each_direction(candidates):
    _, ends = fanout.pair_ends(candidates.pairs)
    nodes = max(ends) + 1
    order = locality_order(ends, nodes)
    up, down = fanout.next_uses(order, ends, nodes, True), fanout.next_uses(order, ends, nodes, False)
    where: dict[int, list[int]] = {}
    for position, index in enumerate(order):
        for node in (ends[2 * index], ends[2 * index + 1]):
            where.setdefault(node, []).append(position)
    for position, index in enumerate(order):
        for k in (0, 1):
            seen = where[ends[2 * index + k]]
            at = seen.index(position)
            assert up[2 * position + k] == (seen[at + 1] if at + 1 < len(seen) else len(order))
            assert down[2 * position + k] == (seen[at - 1] if at else -1)
    assert isinstance(up, array) and len(up) == 2 * len(order)


def test_a_run_over_forked_processes_equals_a_run_in_one(tmp_path, monkeypatch, forked_children):
    """The candidate search in a child handing on the store's names early, the file findings and the memories'
    digests made meanwhile, the judging shared from both ends: the report and the kept verdicts are those of a
    run in one process."""
    from memcli.lint import pairing
    from memcli.lint.lint_run import run_lint
    from memcli.lint.verdict_cache import cache_path
    from memcli.store.parse_cache import read_framed

    files = {rel: text for name in SETS for pair in load_pairs(name) for rel, text in pair["files"].items()}
    files["broken.md"] = "---\ntype: [unclosed\n---\nbody\n"  # a file finding
    root = make_store(tmp_path, files)
    runs = []
    for forked in (True, False):
        if not forked:
            monkeypatch.setattr(parallel, "workers", lambda: 1)
        monkeypatch.setattr(pairing, "PARALLEL_MEMORIES", 10)
        monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 10)
        store = Store.open(root, make_clock("2026-05-17"))
        report = run_lint(store)
        kept = cache_path(store.state_dir)
        runs.append((report.to_json(), report.candidates, read_framed(kept)))  # (marshal's bytes share strings
        # differently when they came from a child: the content is what must be the same)
        kept.unlink()
    assert len(forked_children) == 4 and None not in forked_children, "the search's child and three judging ones"
    assert runs[0] == runs[1]
    assert runs[0][0]["findings"] and len(runs[0][0]["contradictions"]) >= 30


def test_few_pairs_of_long_notes_are_enough_work_to_fork(tmp_path, monkeypatch, forked_children):
    """A folder of long notes makes few file pairs but many sentence pairs: judged on every core; as many short
    pairs are not worth a fork."""
    monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 40)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    lines = [f"- The {tool} service listens on port {port}." for tool, port in
             (("billing", 8080), ("ledger", 8081), ("search", 9200), ("mailer", 2525))]
    padding = "\n".join(f"- Step {i} of the rollout checks the gateway and its logs again." for i in range(20))

    def judged_with(body_extra: str) -> int:
        forked_children.clear()
        files = {f"note-{i}.md": f"---\nname: note-{i}\n---\n{lines[i % 4]}\n{body_extra}\n" for i in range(8)}
        root = make_store(tmp_path / str(len(body_extra)), files)
        found = find_candidates(Store.open(root, make_clock("2026-05-17")).live(), TODAY)
        assert 10 <= len(found.pairs) < 40
        fresh_judge(found).judge_all(found.pairs)
        return len(forked_children)

    assert judged_with("") == 0
    assert judged_with(padding) == 2
