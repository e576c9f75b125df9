"""The built-in judge's verdicts kept between lint runs (memcli.lint.verdict_cache).

A kept verdict is reused only when judging again would give the same one:
every test here compares a run that reused verdicts with a run that judged
everything, after some change to the store.
"""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.formats.cache_frame import frame
from memcli.lint import verdict_cache
from memcli.lint.judge import BuiltinJudge
from memcli.lint.lint_run import run_lint
from memcli.store import Store
from tests.conftest import make_store, memcli_subprocess, memory_text

NOW = "2026-05-17T12:00:00Z"

FILES = {
    "feedback_squash.md": memory_text("Always squash commits before merging.", name="squash-merges",
                                      description="how PRs are merged", type="feedback"),
    "feedback_no_squash.md": memory_text("Never squash commits before merging.", name="keep-commits",
                                         description="merge policy", type="feedback"),
    "project_db.md": memory_text("The billing database is PostgreSQL 16.", name="billing-db",
                                 description="billing storage", type="project"),
    "project_db2.md": memory_text("The billing database is MySQL 8.", name="billing-db-2",
                                  description="billing storage again", type="project"),
    "user_editor.md": memory_text("Prefers dark mode in every editor and terminal.", name="editor-theme",
                                  description="editor look", type="user"),
    "reference_ci.md": memory_text("Billing CI runs on GitHub Actions; merging needs one review.", name="billing-ci",
                                   description="CI of billing", type="reference"),
}


def lint(root: Path) -> list[tuple]:
    """The run's verdicts as plain tuples (pair, verdict, claim lines, rule)."""
    report = run_lint(Store.open(root, make_clock(NOW)))
    return [(v.a.rel, v.b.rel, v.verdict, v.claim_a, v.claim_b, v.rule) for v in report.verdicts]


def judged_afresh(root: Path) -> list[tuple]:
    """The verdicts with no kept verdict to reuse (the file removed first, and again after)."""
    path = verdict_cache.cache_path(Store.open(root, make_clock(NOW)).state_dir)
    path.unlink(missing_ok=True)
    found = lint(root)
    path.unlink(missing_ok=True)
    return found


@pytest.fixture
def judged(monkeypatch):
    """The pairs the built-in judge decides itself, in order of calls."""
    calls: list[tuple[str, str]] = []
    original = BuiltinJudge.judge

    def counting(self, a, b):
        calls.append((a.rel, b.rel))
        return original(self, a, b)

    monkeypatch.setattr(BuiltinJudge, "judge", counting)
    return calls


def test_a_second_run_over_an_unchanged_store_judges_nothing_and_says_the_same(tmp_path, judged):
    root = make_store(tmp_path, FILES)
    first = lint(root)
    assert judged, "the first run judges its candidates"
    assert any(v[2] == "contradiction" for v in first)
    judged.clear()
    assert lint(root) == first
    assert judged == []


def test_an_edited_memory_has_its_pairs_judged_again_and_no_other(tmp_path, judged):
    root = make_store(tmp_path, FILES)
    lint(root)
    judged.clear()
    (root / "project_db2.md").write_text(memory_text("The billing database is PostgreSQL 16.", name="billing-db-2",
                                                     description="billing storage again", type="project"))
    second = lint(root)
    assert judged and all("project_db2.md" in pair for pair in judged)
    assert not any(v[2] == "contradiction" and "project_db2.md" in v[:2] for v in second)
    assert second == judged_afresh(root)


def test_a_store_name_appearing_in_a_memory_changes_its_key_and_other_names_do_not(tmp_path):
    root = make_store(tmp_path, FILES)
    memory = next(m for m in Store.open(root, make_clock(NOW)).scan().live() if m.rel == "project_db.md")
    base = verdict_cache.memory_digest(memory, frozenset())
    assert verdict_cache.memory_digest(memory, frozenset({"kestrel"})) == base  # a name this text does not hold
    assert verdict_cache.memory_digest(memory, frozenset({"billing"})) != base  # one it does


def test_a_changed_header_discards_every_kept_verdict(tmp_path, judged, monkeypatch):
    root = make_store(tmp_path, FILES)
    first = lint(root)
    count = len(judged)
    judged.clear()
    monkeypatch.setattr(verdict_cache, "code_digest", lambda: "another version of the judge")
    assert lint(root) == first
    assert len(judged) == count


def test_verdicts_kept_with_a_guard_switched_off_are_not_reused_with_it_on(tmp_path, monkeypatch, judged):
    from memcli.lint.conflicts import guards

    root = make_store(tmp_path, FILES)
    lint(root)
    monkeypatch.setattr(guards, "SWITCHED_OFF", {"bound-met"})
    judged.clear()
    lint(root)
    assert judged, "another header: every pair judged again"


@pytest.mark.parametrize("damage", ["garbage", "truncated", "wrong types", "fifo", "other format"])
def test_a_damaged_cache_file_means_no_cache(tmp_path, damage, judged):
    root = make_store(tmp_path, FILES)
    first = lint(root)
    path = verdict_cache.cache_path(root / ".memcli")
    good = path.read_bytes()
    path.unlink()
    if damage == "garbage":
        path.write_bytes(os.urandom(4096))
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "wrong types":
        import marshal

        header = verdict_cache.run_header(_judge_of(root))
        path.write_bytes(frame(marshal.dumps({"format": verdict_cache.FORMAT, "header": header,
                                              "unrelated": b"123", "found": {1: "x"}})))
    elif damage == "fifo":
        os.mkfifo(path)
    else:
        import marshal

        path.write_bytes(frame(marshal.dumps({"format": verdict_cache.FORMAT + 1})))
    judged.clear()
    assert lint(root) == first
    assert judged, "nothing reused from a damaged file"
    if damage != "fifo":
        assert path.read_bytes() != b"" and lint(root) == first


def _judge_of(root: Path) -> BuiltinJudge:
    from memcli.lint.pairing import find_candidates

    store = Store.open(root, make_clock(NOW))
    candidates = find_candidates(store.scan().live(), store.clock.today)
    judge = BuiltinJudge(candidates.common)
    judge.names = candidates.names
    return judge


def test_a_run_that_keeps_nothing_writes_no_file(tmp_path):
    root = make_store(tmp_path, FILES)
    store = Store.open(root, make_clock(NOW))
    judge = _judge_of(root)
    from memcli.lint.pairing import find_candidates

    pairs = find_candidates(store.scan().live(), store.clock.today).pairs
    results = verdict_cache.CachingJudge(judge, store.state_dir, keep=False).judge_all(pairs)
    assert [r.verdict for r in results] == [r.verdict for r in judge.judge_all(pairs)]
    assert not verdict_cache.cache_path(store.state_dir).exists()


WORDS = ("billing search checkout ledger gateway scheduler Kestrel Osprey Heron pytest ruff celery dramatiq "
         "redis postgres mysql nginx caddy timeout retries workers").split()
TEMPLATES = (
    "The {s} service uses {t} for background jobs.",
    "Never deploy {s} on Fridays.",
    "Always deploy {s} on Fridays.",
    "{S} requests time out after {n} seconds.",
    "The {s} database is {t} {n}.",
    "Decided to use {t} in {s}.",
    "Decided not to use {t} in {s}.",
    "{S} moved from {t} to {u} in March; {t} is read-only now.",
    "Ask {S} before touching the {s} queue.",
)


def _random_memory(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 3)):
        s, t, u = rng.sample(WORDS, 3)
        lines.append(rng.choice(TEMPLATES).format(s=s.lower(), S=s.capitalize(), t=t, u=u, n=rng.choice((5, 10, 30))))
    kind = rng.choice(("feedback", "project", "reference", "user"))
    return memory_text("\n".join(lines), name=f"topic-{rng.randrange(10_000)}", description="a note", type=kind)


def test_random_edits_never_leave_a_verdict_that_judging_afresh_would_not_give(tmp_path):
    rng = random.Random(26)
    root = make_store(tmp_path, {f"note_{n:02d}.md": _random_memory(rng) for n in range(40)})
    lint(root)
    for _ in range(6):
        for _ in range(rng.randint(1, 4)):  # edit, add, remove
            action = rng.random()
            existing = sorted(p.name for p in root.glob("note_*.md"))
            if action < 0.5:
                (root / rng.choice(existing)).write_text(_random_memory(rng))
            elif action < 0.8:
                (root / f"note_{rng.randrange(40, 99):02d}.md").write_text(_random_memory(rng))
            else:
                (root / rng.choice(existing)).unlink()
        reused = lint(root)
        assert reused == judged_afresh(root)
        lint(root)  # keep this state's verdicts for the next round


def test_the_console_script_keeps_verdicts_privately_and_prints_the_same_twice(tmp_path):
    root = make_store(tmp_path, FILES)
    args = ["--dir", str(root), "--now", NOW, "lint", "--format", "json"]
    first = memcli_subprocess(args)
    second = memcli_subprocess(args)
    assert first.returncode == second.returncode == 1, first.stderr
    assert first.stdout == second.stdout and b"contradiction" in first.stdout
    path = verdict_cache.cache_path(root / ".memcli")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert not list(root.rglob("*.md.tmp*")) and not any(p.suffix == ".md" for p in (root / ".memcli").rglob("*"))


def test_keys_of_the_candidate_search_pairs_equal_keys_of_the_same_pairs_as_objects(tmp_path):
    from memcli.lint.pairing import find_candidates

    root = make_store(tmp_path, FILES)
    store = Store.open(root, make_clock(NOW))
    candidates = find_candidates(store.scan().live(), store.clock.today)
    names = candidates.names | {"#billing"}  # a titled name too
    keys = verdict_cache.pair_keys(candidates.pairs, names)
    assert len(keys) == len(candidates.pairs) > 3 and len(set(keys)) == len(keys)
    assert list(keys) == list(verdict_cache.pair_keys(list(candidates.pairs), names))
    assert list(keys) != list(verdict_cache.pair_keys(candidates.pairs, candidates.names))  # "billing" is in them


def test_a_first_run_split_over_processes_keys_its_pairs_while_they_judge(tmp_path, monkeypatch, forked_children):
    from memcli.lint import judge as judge_module

    monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 2)  # the few pairs split over forked judges
    root = make_store(tmp_path, FILES)
    keyed_while_judging: list[int] = []
    pair_keys = verdict_cache.pair_keys

    def keying(pairs, names, digests=None):
        keyed_while_judging.append(len(forked_children))  # children started before the keys are made
        return pair_keys(pairs, names, digests)

    monkeypatch.setattr(verdict_cache, "pair_keys", keying)
    first = lint(root)
    assert len(forked_children) > 1 and None not in forked_children
    assert keyed_while_judging == [len(forked_children)]
    assert verdict_cache.cache_path(root / ".memcli").exists()
    judged: list = []
    monkeypatch.setattr(BuiltinJudge, "judge", lambda self, a, b: judged.append((a, b)))
    assert lint(root) == first and judged == [], "the second run reuses every verdict the first one kept"
