"""``--match similar``: paraphrases cluster; polarity and numbers never merge; exact ⊆ similar."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli.patterns import similar
from memcli.patterns.engine import cluster, exact_groups
from memcli.store import Memory
from tests.conftest import cli, make_store
from tests.patterns.helpers import NOW, meta_of, remnic


def memories(*bodies: str, kind: str = "preference") -> list[Memory]:
    return [Memory.create(f"/s/m{n}.md", f"m{n}.md", {"id": f"m{n}", "type": kind}, body)
            for n, body in enumerate(bodies)]


def groups(items: list[Memory]) -> list[list[str]]:
    return [[m.id for m in members] for members in cluster(items, "similar")]


def test_paraphrases_cluster_together():
    items = memories(
        "prefers rebase-based workflows because history stays linear",
        "I prefer rebase-based workflows because the history stays linear",
        "Prefers rebase based workflows, because the history stays linear.",
        "Uses merge commits on release branches",
    )
    assert groups(items) == [["m0", "m1", "m2"], ["m3"]]
    assert len(exact_groups(items)) == 4


def test_added_filler_joins_but_swapped_content_word_does_not():
    items = memories("Run the linter before committing code", "run linter before committing",
                     "Run the formatter before committing code")
    assert groups(items) == [["m0", "m1"], ["m2"]]


def test_polarity_flips_never_merge():
    items = memories("Always run tests before merging", "Never run tests before merging",
                     "run tests before merging", "Do use tabs in Makefiles", "Don't use tabs in Makefiles",
                     "dont use tabs in makefiles", "Turn on strict mode", "Turn off strict mode",
                     "deploy after the review", "deploy before the review", "avoid tabs in python files",
                     "prefer tabs in python files", "no tabs in python files")
    flat = groups(items)
    assert ["m4", "m5"] in flat  # n't and the apostrophe-less "dont" are the same negation
    assert all(len(g) == 1 for g in flat if g != ["m4", "m5"])


def test_numbers_never_merge():
    items = memories("The request timeout is 30s", "the request timeout is 60s", "request timeout is 30s",
                     "Use two spaces for indentation", "use four spaces for indentation", "Pin node to 18.2",
                     "pin node to 18.3")
    assert groups(items) == [["m0", "m2"], ["m1"], ["m3"], ["m4"], ["m5"], ["m6"]]


def test_types_never_merge():
    items = memories("prefers dark mode in editors") + [
        Memory.create("/s/f.md", "f.md", {"id": "f", "type": "fact"}, "prefers dark mode in the editors")]
    assert groups(items) == [["m0"], ["f"]]


def test_clusters_do_not_chain_through_a_general_statement():
    base = "the api gateway forwards requests to the auth service with mutual tls"
    items = memories(base + " using grpc", base, base + " using http")
    flat = groups(items)
    assert ["m0", "m2"] not in flat and not any({"m0", "m2"} <= set(g) for g in flat)
    assert sorted(map(len, flat)) == [1, 2]


def test_candidates_come_from_the_index_not_all_pairs(monkeypatch):
    words = [f"w{n:04d}x" for n in range(6000)]
    items = memories(*(f"{words[3 * n]} {words[3 * n + 1]} {words[3 * n + 2]}" for n in range(2000)))
    calls = []
    original = similar._Components.try_merge
    monkeypatch.setattr(similar._Components, "try_merge", lambda self, a, b: (calls.append((a, b)), original(self, a, b)))
    assert len(groups(items)) == 2000
    assert calls == []  # 2000 unrelated memories: no candidate pair at all, not 2,000,000


SUBJECTS = ["dark mode", "tabs", "rebase workflows", "small commits", "pytest fixtures"]
SHAPES = ["I prefer {s}", "prefers {s}", "i  PREFER {s}!", "always use {s}", "never use {s}", "{s} timeout is 30s",
          "{s} timeout is 60s", "don't use {s}", "use {s} because history stays linear", "use {s}"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(SUBJECTS), st.sampled_from(SHAPES), st.sampled_from(["preference", "fact"]),
                          st.sampled_from(["", " ", "\n", "  \t"]), st.booleans()), min_size=1, max_size=40))
def test_exact_clusters_are_a_subset_of_similar_clusters_and_guards_hold(specs):
    items = []
    for n, (subject, shape, kind, pad, upper) in enumerate(specs):
        body = pad + shape.format(s=subject) + pad
        items.append(Memory.create(f"/s/m{n}.md", f"m{n}.md", {"id": f"m{n}", "type": kind},
                                   body.upper() if upper else body))
    similar_of = {m.id: index for index, members in enumerate(cluster(items, "similar")) for m in members}
    assert sorted(similar_of) == sorted(m.id for m in items)  # a partition: each memory exactly once
    for group in exact_groups(items):
        assert len({similar_of[m.id] for m in group}) == 1
    for members in cluster(items, "similar"):
        assert len({m.type for m in members}) == 1
        assert len({similar.guard_signature(m.body) for m in members}) == 1


def test_run_similar_end_to_end(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("prefers rebase-based workflows because history stays linear", id="a",
                       updated="2026-04-01T00:00:00Z"),
        "b.md": remnic("I prefer rebase-based workflows because the history stays linear", id="b",
                       updated="2026-04-03T00:00:00Z"),
        "c.md": remnic("Prefers rebase based workflows, because the history stays linear.", id="c",
                       updated="2026-04-02T00:00:00Z"),
        "d.md": remnic("Never prefers rebase-based workflows because history stays linear", id="d"),
    })
    exact = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--format", "json", "--dry-run"])
    assert json.loads(exact.stdout)["clustersFound"] == 0
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--match", "similar", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["clusters"] == [{"canonicalId": "b", "count": 3, "sourceIds": ["a", "b", "c"],
                                                      "supersededIds": ["a", "c"], "reinforcementBumped": True}]
    assert meta_of(root, "d.md").get("status") is None
    again = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--match", "similar", "--format", "json"])
    assert json.loads(again.stdout)["canonicalsUpdated"] == 0
