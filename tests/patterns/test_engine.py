"""Exact-mode pattern reinforcement: remnic's algorithm, rule by rule (docs/contracts.md §5)."""

from __future__ import annotations

import json

import pytest

from memcli.patterns.engine import pick_canonical, plan_patterns, run_patterns
from memcli.patterns.rules import cluster_key, normalize_min_count
from memcli.store import Memory
from tests.conftest import cli, make_store, snapshot
from tests.patterns.helpers import NOW, STAMP, meta_of, open_store, remnic


def run_json(root, *args: str, now: str = NOW) -> dict:
    result = cli(["--dir", str(root), "--now", now, "patterns", "run", "--format", "json", *args])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def memory(id: str, body: str = "x", **meta: object) -> Memory:
    return Memory.create(f"/s/{id}.md", f"{id}.md", {"id": id, **meta}, body)


# --------------------------------------------------------------------------
# Cluster key and min-count
# --------------------------------------------------------------------------


def test_cluster_key_lowercases_collapses_whitespace_keeps_punctuation_and_cuts_at_200():
    assert cluster_key("preference", "  I  Prefer\tDark\n\nmode!  ") == "preference::i prefer dark mode!"
    assert cluster_key("fact", "x" * 300) == "fact::" + "x" * 200
    assert cluster_key("fact", "Dark mode.") != cluster_key("fact", "Dark mode")


@pytest.mark.parametrize("given, expected", [(1, 2), (2, 2), (2.9, 2), (3, 3), (7.99, 7), (5000, 1000), (-4, 2)])
def test_min_count_is_floored_and_clamped(given, expected):
    assert normalize_min_count(given) == expected


def test_thirty_sessions_in_case_and_whitespace_variants_merge_into_one_canonical_of_30(tmp_path):
    variants = ["I prefer dark mode", "i prefer DARK mode", "  I prefer   dark mode\n", "I PREFER dark\tmode",
                "I prefer dark mode  ", "i  prefer dark  MODE"]
    files = {
        f"facts/2026-04-{1 + n % 28:02d}/pref-{n:02d}.md": remnic(
            variants[n % len(variants)], id=f"pref-{n:02d}", updated=f"2026-04-{1 + n % 28:02d}T{n % 24:02d}:00:00Z")
        for n in range(30)
    }
    root = make_store(tmp_path, files)
    result = run_json(root)
    assert result["clustersFound"] == 1 and result["duplicatesSuperseded"] == 29
    (cluster,) = result["clusters"]
    assert cluster["count"] == 30 and cluster["reinforcementBumped"] is True
    assert cluster["canonicalId"] == "pref-27"  # 2026-04-28T03:00Z, the newest
    assert cluster["sourceIds"] == sorted(f"pref-{n:02d}" for n in range(30))
    canonical = meta_of(root, "facts/2026-04-28/pref-27.md")
    assert canonical["reinforcement_count"] == 30
    assert canonical["last_reinforced_at"] == STAMP
    assert canonical["derived_from"] == cluster["sourceIds"]
    assert canonical["derived_via"] == "pattern-reinforcement"
    superseded = [meta_of(root, rel) for rel in files if not rel.endswith("pref-27.md")]
    assert all(m["status"] == "superseded" and m["supersededBy"] == "pref-27" and m["supersededAt"] == STAMP
               and m["updated"] == STAMP for m in superseded)


def test_second_run_on_unchanged_store_writes_nothing(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Tabs over spaces", id=f"p{n}") for n in range(4)})
    first = run_json(root)
    assert first["canonicalsUpdated"] == 1 and first["duplicatesSuperseded"] == 3
    before = snapshot(root)
    second = run_json(root, now="2026-04-26T09:00:00Z")
    assert snapshot(root) == before
    assert second == {"clustersFound": 1, "canonicalsUpdated": 0, "duplicatesSuperseded": 0,
                      "clusters": [{"canonicalId": "p3", "count": 4, "sourceIds": ["p0", "p1", "p2", "p3"],
                                    "supersededIds": [], "reinforcementBumped": False}]}


def test_small_cluster_and_cluster_without_active_member_are_skipped_and_not_counted(tmp_path):
    root = make_store(tmp_path, {
        "a1.md": remnic("two only", id="a1"), "a2.md": remnic("two only", id="a2"),
        "b1.md": remnic("all gone", id="b1", status="superseded"),
        "b2.md": remnic("all gone", id="b2", status="superseded"),
        "b3.md": remnic("all gone", id="b3", status="superseded"),
    })
    before = snapshot(root)
    assert run_json(root) == {"clustersFound": 0, "canonicalsUpdated": 0, "duplicatesSuperseded": 0, "clusters": []}
    assert snapshot(root) == before
    assert run_json(root, "--min-count", "2")["clustersFound"] == 1


# --------------------------------------------------------------------------
# Eligibility
# --------------------------------------------------------------------------


def test_category_is_part_of_the_key(tmp_path):
    files = {f"p{n}.md": remnic("Use pnpm", id=f"p{n}", category="preference") for n in range(3)}
    files.update({f"f{n}.md": remnic("Use pnpm", id=f"f{n}", category="fact") for n in range(3)})
    root = make_store(tmp_path, files)
    result = run_json(root)
    assert result["clustersFound"] == 2
    assert sorted(tuple(c["sourceIds"]) for c in result["clusters"]) == [("f0", "f1", "f2"), ("p0", "p1", "p2")]


@pytest.mark.parametrize("status", ["candidate", "archived", "invalid", "graduated", "pending_review", "rejected",
                                    "quarantined", "forgotten", "draft"])
def test_other_statuses_are_excluded(tmp_path, status):
    root = make_store(tmp_path, {
        "a.md": remnic("Keep commits small", id="a"), "b.md": remnic("Keep commits small", id="b"),
        "c.md": remnic("Keep commits small", id="c", status=status),
        "d.md": remnic("Keep commits small", id="d", status=status),
    })
    before = snapshot(root)
    assert run_json(root)["clustersFound"] == 0
    assert snapshot(root) == before


def test_categories_option_and_empty_list(tmp_path):
    files = {f"d{n}.md": remnic("Ship on Tuesdays", id=f"d{n}", category="decision") for n in range(3)}
    files.update({f"e{n}.md": remnic("Met Ana at the conf", id=f"e{n}", category="episodic") for n in range(3)})
    root = make_store(tmp_path, files)
    before = snapshot(root)
    assert run_json(root, "--categories", "")["clustersFound"] == 0
    assert snapshot(root) == before
    result = run_json(root, "--categories", "episodic")
    assert [c["canonicalId"] for c in result["clusters"]] == ["e2"]
    assert meta_of(root, "d0.md").get("status") is None


def test_type_aliases_and_default_type(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("Prefers vim", id="a", key="type"),
        "b.md": remnic("Prefers vim", id="b", key="category"),
        "c.md": remnic("Prefers vim", id="c", key="metadata.type"),
        "n1.md": "A fact without frontmatter\n", "n2.md": "a fact   without frontmatter\n",
        "n3.md": "---\nsource: import\n---\nA FACT without frontmatter\n",
    })
    result = run_json(root)
    assert sorted(tuple(c["sourceIds"]) for c in result["clusters"]) == [("a", "b", "c"), ("n1", "n2", "n3")]
    assert meta_of(root, "n1.md") == {"status": "superseded", "supersededBy": "n3", "supersededAt": STAMP,
                                      "updated": STAMP}
    assert (root / "n1.md").read_text().endswith("---\nA fact without frontmatter\n")


def test_members_without_ids_use_their_file_names(tmp_path):
    root = make_store(tmp_path, {
        "auto/dark.md": remnic("Dark mode everywhere", updated="2026-04-03T00:00:00Z"),
        "auto/dark-2.md": remnic("dark mode everywhere", updated="2026-04-01T00:00:00Z"),
        "facts/x.md": remnic("Dark mode everywhere", id="zz-explicit", updated="2026-04-02T00:00:00Z"),
    })
    (cluster,) = run_json(root)["clusters"]
    assert cluster["canonicalId"] == "dark"
    assert cluster["sourceIds"] == ["dark", "dark-2", "zz-explicit"]
    assert meta_of(root, "facts/x.md")["supersededBy"] == "dark"
    assert "id" not in meta_of(root, "auto/dark.md")


# --------------------------------------------------------------------------
# The canonical
# --------------------------------------------------------------------------


def test_canonical_compares_instants_not_strings():
    members = [
        memory("a", updated="2026-04-02T11:00:00+02:00"),  # 09:00Z
        memory("b", updated="2026-04-02T10:00:00Z"),
        memory("c", updated="2026-04-02T10:00:00.500Z"),
        memory("d", updated="2026-04-02T10:00:00.4Z"),
    ]
    assert pick_canonical(members).id == "c"
    assert pick_canonical(members[:2]).id == "b"


def test_canonical_tie_goes_to_largest_id_and_missing_timestamp_sorts_oldest():
    assert pick_canonical([memory("m2", updated="2026-01-01"), memory("m9", updated="2026-01-01T00:00:00Z"),
                           memory("m1", updated="2026-01-01")]).id == "m9"
    assert pick_canonical([memory("zzz"), memory("aaa", created="2020-01-01")]).id == "aaa"
    assert pick_canonical([memory("zzz"), memory("aaa")]).id == "zzz"
    assert pick_canonical([memory("x", updated="", created="2026-03-01"), memory("y", created="2026-02-01")]).id == "x"


def test_newer_superseded_member_never_becomes_canonical_nor_is_rewritten(tmp_path):
    root = make_store(tmp_path, {
        "old.md": remnic("Rebase, never merge", id="old", updated="2026-01-01T00:00:00Z"),
        "mid.md": remnic("Rebase, never merge", id="mid", updated="2026-02-01T00:00:00Z"),
        "new.md": remnic("Rebase, never merge", id="new", updated="2026-04-01T00:00:00Z", status="superseded",
                         supersededBy="elsewhere"),
    })
    before = (root / "new.md").read_bytes()
    (cluster,) = run_json(root)["clusters"]
    assert cluster["canonicalId"] == "mid"
    assert cluster["sourceIds"] == ["mid", "new", "old"] and cluster["supersededIds"] == ["old"]
    assert (root / "new.md").read_bytes() == before


def test_existing_canonical_grows_when_a_new_duplicate_arrives(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Squash before merge", id=f"p{n}",
                                                    updated=f"2026-04-0{n + 1}T00:00:00Z") for n in range(3)})
    run_json(root)
    (root / "p9.md").write_text(remnic("squash BEFORE merge", id="p9", created="2026-04-10T00:00:00Z"))
    result = run_json(root, now="2026-05-01T00:00:00Z")
    (cluster,) = result["clusters"]
    assert cluster == {"canonicalId": "p2", "count": 4, "sourceIds": ["p0", "p1", "p2", "p9"],
                       "supersededIds": ["p9"], "reinforcementBumped": True}
    canonical = meta_of(root, "p2.md")
    assert canonical["reinforcement_count"] == 4
    assert canonical["last_reinforced_at"] == "2026-05-01T00:00:00.000Z"
    assert canonical["derived_from"] == ["p0", "p1", "p2", "p9"]
    assert meta_of(root, "p0.md")["supersededAt"] == STAMP  # already superseded: not rewritten


def test_a_newer_duplicate_takes_over_as_canonical(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Squash before merge", id=f"p{n}") for n in range(3)})
    run_json(root)
    (root / "q.md").write_text(remnic("Squash before merge", id="q", created="2026-04-30T00:00:00Z"))
    (cluster,) = run_json(root, now="2026-05-01T00:00:00Z")["clusters"]
    assert cluster["canonicalId"] == "q" and cluster["supersededIds"] == ["p2"] and cluster["count"] == 4
    assert meta_of(root, "p2.md")["reinforcement_count"] == 3  # the old canonical keeps its history
    assert meta_of(root, "p2.md")["supersededBy"] == "q"


def test_provenance_refresh_keeps_counter_and_never_lowers_it(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("Use uv", id="a"), "b.md": remnic("Use uv", id="b"),
        "c.md": remnic("Use uv", id="c", updated="2026-04-01T00:00:00Z", reinforcement_count=5,
                       last_reinforced_at="2026-03-01T00:00:00Z", derived_from=["c", "gone", "x"]),
    })
    result = run_json(root)
    (cluster,) = result["clusters"]
    assert result["canonicalsUpdated"] == 1 and cluster["reinforcementBumped"] is False and cluster["count"] == 3
    meta = meta_of(root, "c.md")
    assert meta["reinforcement_count"] == 5
    assert meta["last_reinforced_at"] == "2026-03-01T00:00:00Z"
    assert meta["derived_from"] == ["a", "b", "c"] and meta["derived_via"] == "pattern-reinforcement"
    assert meta["updated"] == STAMP


def test_only_derived_via_differing_rewrites_the_canonical(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("Use uv", id="a", status="superseded"), "b.md": remnic("Use uv", id="b", status="superseded"),
        "c.md": remnic("Use uv", id="c", reinforcement_count=3, last_reinforced_at="2026-03-01T00:00:00Z",
                       derived_from=["a", "b", "c"], derived_via="merge"),
    })
    result = run_json(root)
    assert result["canonicalsUpdated"] == 1 and result["clusters"][0]["reinforcementBumped"] is False
    assert meta_of(root, "c.md")["derived_via"] == "pattern-reinforcement"
    before = snapshot(root)
    assert run_json(root)["canonicalsUpdated"] == 0
    assert snapshot(root) == before


def test_non_integer_counter_does_not_count(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("Use uv", id="a"), "b.md": remnic("Use uv", id="b"),
        "c.md": remnic("Use uv", id="c", updated="2026-04-01T00:00:00Z", reinforcement_count='"7"'),
    })
    assert run_json(root)["clusters"][0]["reinforcementBumped"] is True
    assert meta_of(root, "c.md")["reinforcement_count"] == 3


def test_edits_are_surgical(tmp_path):
    text = ("---\nid: keep   # my id\ncategory: preference\nversion: 1.10\nflag: no\nstatus: active\n"
            "updated: 2026-04-01T00:00:00+02:00\n---\nBody stays\n\n  exactly.\n")
    root = make_store(tmp_path, {"keep.md": text, "k2.md": remnic("body stays\n\n exactly.", id="k2"),
                                 "k3.md": remnic("BODY stays exactly.", id="k3", updated="2026-04-02")})
    run_json(root)
    new = (root / "keep.md").read_text()
    assert new.startswith("---\nid: keep   # my id\ncategory: preference\nversion: 1.10\nflag: no\n")
    assert "status: superseded\nupdated: 2026-04-25T12:00:00.000Z\nsupersededBy: k3\n" in new
    assert new.endswith("---\nBody stays\n\n  exactly.\n")


def test_dry_run_prints_the_same_and_writes_nothing_not_even_state(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Prefer small PRs", id=f"p{n}") for n in range(3)})
    cli(["--dir", str(root), "validate"])  # settle the read cache first
    before = snapshot(root, include_state=True)
    dry = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--dry-run"])
    after = {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")}
    assert after == {k: v for k, v in before.items() if not k.startswith(".memcli/cache/")}
    real = cli(["--dir", str(root), "--now", NOW, "patterns", "run"])
    assert dry.exit_code == real.exit_code == 0
    assert dry.stdout == real.stdout
    assert "superseded p0, p1" in real.stdout and meta_of(root, "p0.md")["status"] == "superseded"


def test_status_changes_are_audited(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Prefer small PRs", id=f"p{n}") for n in range(3)})
    run_json(root)
    lines = [json.loads(line) for line in (root / ".memcli" / "audit.jsonl").read_text().splitlines()]
    assert [(r["id"], r["from"], r["to"], r["by"]) for r in lines] == [("p0", "active", "superseded", "p2"),
                                                                      ("p1", "active", "superseded", "p2")]


def test_plan_is_pure_and_matches_what_run_writes(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Prefer small PRs", id=f"p{n}") for n in range(3)})
    store = open_store(root)
    before = snapshot(root, include_state=True)
    plan = plan_patterns(store.memories(), now_stamp=STAMP)
    assert plan.rels == ["p2.md", "p0.md", "p1.md"]
    assert {k: v for k, v in snapshot(root, include_state=True).items() if "cache" not in k} == \
        {k: v for k, v in before.items() if "cache" not in k}
    result = run_patterns(open_store(root))
    assert result == plan.result


def test_broken_files_are_skipped_not_fatal(tmp_path):
    root = make_store(tmp_path, {
        **{f"p{n}.md": remnic("Prefer small PRs", id=f"p{n}") for n in range(3)},
        "bad.md": "---\nid: [unclosed\n---\nPrefer small PRs\n",
        "bin.md": b"\x00\x01binary",
    })
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run"])
    assert result.exit_code == 0, result.stderr
    assert "1 cluster found" in result.stdout
    assert (root / "bad.md").read_text() == "---\nid: [unclosed\n---\nPrefer small PRs\n"
