"""``patterns list`` and ``patterns explain``: remnic's output byte for byte, its filters and its messages."""

from __future__ import annotations

import json

import pytest

from memcli.patterns.listing import collect_rows, explain, parse_ref
from memcli.store import Memory
from tests.conftest import cli, make_store, memcli_subprocess
from tests.patterns.helpers import NOW, open_store, remnic

CANONICAL = remnic("I prefer dark mode\nin all editors.", id="preference-3", updated="2026-04-25T12:00:00.000Z",
                   derived_from=["preference-1", "preference-2", "preference-3"],
                   derived_via="pattern-reinforcement", reinforcement_count=3,
                   last_reinforced_at="2026-04-25T12:00:00.000Z")
MEMBER_1 = remnic("I prefer dark mode in all editors.", id="preference-1", status="superseded",
                  supersededBy="preference-3", supersededAt="2026-04-25T12:00:00.000Z")
MEMBER_2 = remnic("i PREFER dark mode in all editors.", id="preference-2", status="superseded",
                  supersededBy="preference-3", supersededAt="2026-04-25T12:00:00.000Z")


@pytest.fixture
def store_root(tmp_path):
    return make_store(tmp_path, {
        "facts/2026-04-01/preference-3.md": CANONICAL,
        "facts/2026-04-01/preference-1.md": MEMBER_1,
        "facts/2026-04-01/preference-2.md": MEMBER_2,
        "facts/2026-04-01/plain.md": remnic("Not reinforced", id="plain"),
    })


def run(root, *args: str):
    return cli(["--dir", str(root), "--now", NOW, "patterns", *args])


def test_list_text_matches_remnic(store_root):
    result = run(store_root, "list")
    path = store_root / "facts/2026-04-01/preference-3.md"
    assert result.exit_code == 0
    assert result.stdout == (
        "Pattern memories (1):\n"
        "\n"
        "  [3x] preference-3  (preference, last_reinforced=2026-04-25T12:00:00.000Z, status=active)\n"
        "        I prefer dark mode\n"
        f"        path: {path}\n"
    )


def test_list_markdown_and_json_match_remnic(store_root):
    markdown = run(store_root, "list", "--format", "markdown").stdout
    assert markdown == (
        "# Pattern memories\n\n| Count | ID | Category | Last reinforced | Preview |\n| --- | --- | --- | --- | --- |\n"
        "| 3 | `preference-3` | preference | 2026-04-25T12:00:00.000Z | I prefer dark mode |\n"
    )
    document = run(store_root, "list", "--format", "json").stdout
    path = str(store_root / "facts/2026-04-01/preference-3.md")
    assert document == json.dumps({"rows": [{
        "id": "preference-3", "category": "preference", "reinforcementCount": 3,
        "lastReinforcedAt": "2026-04-25T12:00:00.000Z", "status": "active", "preview": "I prefer dark mode",
        "path": path}]}, indent=2) + "\n"


def test_empty_list_in_every_format(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("nothing here", id="a")})
    assert run(root, "list").stdout == "No reinforced patterns found.\n"
    assert run(root, "list", "--format", "markdown").stdout == "# Pattern memories\n\n_No reinforced patterns found._\n"
    assert run(root, "list", "--format", "json").stdout == '{\n  "rows": []\n}\n'


def test_explain_text_matches_the_spec_example(store_root):
    result = run(store_root, "explain", "preference-3")
    folder = store_root / "facts/2026-04-01"
    assert result.exit_code == 0
    assert result.stdout == (
        "Pattern: preference-3\n"
        "  reinforcement_count: 3\n"
        "  last_reinforced_at: 2026-04-25T12:00:00.000Z\n"
        "  category:           preference\n"
        "  status:             active\n"
        "  derived_via:        pattern-reinforcement\n"
        f"  path:               {folder}/preference-3.md\n"
        "\n"
        "Canonical content:\n"
        "  I prefer dark mode\n"
        "  in all editors.\n"
        "\n"
        "Derived from (3):\n"
        "  - preference-1\n"
        "  - preference-2\n"
        "  - preference-3\n"
        "\n"
        "Cluster members (2):\n"
        "  - preference-1 (status=superseded, supersededAt=2026-04-25T12:00:00.000Z)\n"
        "      I prefer dark mode in all editors.\n"
        "  - preference-2 (status=superseded, supersededAt=2026-04-25T12:00:00.000Z)\n"
        "      i PREFER dark mode in all editors.\n"
    )


def test_explain_markdown(store_root):
    folder = store_root / "facts/2026-04-01"
    assert run(store_root, "explain", "preference-3", "--format", "markdown").stdout == (
        "# Pattern: `preference-3`\n\n"
        "- **Reinforcement count:** 3\n"
        "- **Last reinforced:** 2026-04-25T12:00:00.000Z\n"
        "- **Category:** preference\n"
        "- **Status:** active\n"
        "- **Derived via:** pattern-reinforcement\n"
        f"- **Path:** `{folder}/preference-3.md`\n\n"
        "## Canonical content\n\n```\nI prefer dark mode\nin all editors.\n```\n\n"
        "## Derived from (3)\n\n- `preference-1`\n- `preference-2`\n- `preference-3`\n\n"
        "## Cluster members (2)\n\n"
        "- `preference-1` (status=superseded, supersededAt=2026-04-25T12:00:00.000Z)\n"
        "  - I prefer dark mode in all editors.\n"
        "- `preference-2` (status=superseded, supersededAt=2026-04-25T12:00:00.000Z)\n"
        "  - i PREFER dark mode in all editors.\n"
    )


def test_explain_json_key_order(store_root):
    document = json.loads(run(store_root, "explain", "preference-3", "--format", "json").stdout)
    assert list(document) == ["id", "category", "reinforcementCount", "lastReinforcedAt", "status", "derivedVia",
                              "canonicalContent", "canonicalPath", "derivedFrom", "clusterMembers"]
    assert document["canonicalContent"] == "I prefer dark mode\nin all editors."
    assert document["derivedFrom"][0] == {"ref": "preference-1", "path": "preference-1", "version": None}
    assert list(document["clusterMembers"][0]) == ["id", "status", "supersededAt", "path", "preview"]


def test_explain_empty_sections_and_missing_values(tmp_path):
    root = make_store(tmp_path, {"x.md": remnic("", id="x", reinforcement_count=2)})
    text = run(root, "explain", "x").stdout
    assert "  last_reinforced_at: \u2014\n" in text and "  derived_via:        \u2014\n" in text
    assert "Derived from (0):\n  (none)\n\nCluster members (0):\n  (none)\n" in text
    markdown = run(root, "explain", "x", "--format", "markdown").stdout
    assert "_No derived_from entries recorded._" in markdown
    assert "_No superseded members reference this canonical._" in markdown
    assert "- **Last reinforced:** \u2014\n" in markdown
    document = json.loads(run(root, "explain", "x", "--format", "json").stdout)
    assert "lastReinforcedAt" not in document and "derivedVia" not in document


@pytest.mark.parametrize("ref, expected", [
    ("mem-source-id", {"ref": "mem-source-id", "path": "mem-source-id", "version": None}),
    ("entity:person:Jane", {"ref": "entity:person:Jane", "path": "entity:person:Jane", "version": None}),
    ("global:42", {"ref": "global:42", "path": "global:42", "version": None}),
    ("facts/2026-01-01/mem.md:5", {"ref": "facts/2026-01-01/mem.md:5", "path": "facts/2026-01-01/mem.md",
                                   "version": 5}),
    ("facts/also-bad:notanumber", {"ref": "facts/also-bad:notanumber", "path": "facts/also-bad:notanumber",
                                   "version": None, "malformed": True}),
    ("facts/missing-version.md", {"ref": "facts/missing-version.md", "path": "facts/missing-version.md",
                                  "version": None, "malformed": True}),
    ("-leading-dash", {"ref": "-leading-dash", "path": "-leading-dash", "version": None, "malformed": True}),
])
def test_derived_from_refs(ref, expected):
    assert parse_ref(ref).to_dict() == expected


def test_derived_from_refs_in_text(tmp_path):
    root = make_store(tmp_path, {"x.md": remnic("body", id="x", reinforcement_count=2,
                                                derived_from=["a-1", "facts/b.md:7", "bad ref"])})
    assert "Derived from (3):\n  - a-1\n  - facts/b.md v7\n  - bad ref (malformed)\n" in run(root, "explain", "x").stdout
    markdown = run(root, "explain", "x", "--format", "markdown").stdout
    assert "- `a-1`\n- `facts/b.md` v7\n- `bad ref` (malformed)\n" in markdown


def mem(id: str, **meta: object) -> Memory:
    body = meta.pop("body", f"Content for {id}")
    return Memory.create(f"/s/{id}.md", f"{id}.md", {"id": id, "category": "fact", **meta}, body)


def test_list_filters_sorting_and_limit():
    items = [
        mem("b", reinforcement_count=5, last_reinforced_at="2026-04-01T00:00:00Z"),
        mem("a", reinforcement_count=5, last_reinforced_at="2026-04-02T00:00:00Z"),
        mem("c", reinforcement_count=3, last_reinforced_at="2026-04-03T00:00:00Z", category="preference"),
        mem("d", reinforcement_count=5, last_reinforced_at="2026-04-02T02:00:00+02:00"),
        mem("e", reinforcement_count=5, last_reinforced_at="pending"),
        mem("f", reinforcement_count=5),
        mem("z", reinforcement_count=0), mem("y", reinforcement_count=-1), mem("x", reinforcement_count="9"),
        mem("w", reinforcement_count=2.0), mem("v", reinforcement_count=True),
        mem("s", reinforcement_count=2, status="superseded"),
    ]
    assert [r.id for r in collect_rows(items)] == ["a", "d", "b", "e", "f", "c", "s"]
    assert [r.id for r in collect_rows(items, limit=2)] == ["a", "d"]
    assert [r.id for r in collect_rows(items, categories=["preference"])] == ["c"]
    since = 1775088000000  # 2026-04-02T00:00:00Z
    assert [r.id for r in collect_rows(items, since_ms=since)] == ["a", "d", "c"]
    assert collect_rows(items)[-1].status == "superseded"


def test_preview_rule():
    long_line = "x" * 130
    row = collect_rows([mem("p", reinforcement_count=1, body=f"\n\n   {long_line}\nsecond")])[0]
    assert row.preview == "x" * 117 + "..."
    exact = collect_rows([mem("q", reinforcement_count=1, body="y" * 120)])[0]
    assert exact.preview == "y" * 120
    spaced = collect_rows([mem("r", reinforcement_count=1, body="  a \t b   c  \nd")])[0]
    assert spaced.preview == "a b c"


def test_markdown_preview_escaping_and_missing_timestamp(tmp_path):
    root = make_store(tmp_path, {"m.md": remnic("path\\to\\file|extra", id="m", reinforcement_count=2)})
    markdown = run(root, "list", "--format", "markdown").stdout
    assert "| 2 | `m` | preference | \u2014 | path\\\\to\\\\file\\|extra |\n" in markdown
    text = run(root, "list").stdout
    assert "  [2x] m  (preference, last_reinforced=\u2014, status=active)\n" in text
    assert "lastReinforcedAt" not in run(root, "list", "--format", "json").stdout


def test_list_since_reads_zoneless_values_as_utc_and_drops_missing(tmp_path):
    root = make_store(tmp_path, {
        "a.md": remnic("a", id="a", reinforcement_count=2, last_reinforced_at="2026-04-10T00:00:00Z"),
        "b.md": remnic("b", id="b", reinforcement_count=2, last_reinforced_at="2026-04-09T23:59:59Z"),
        "c.md": remnic("c", id="c", reinforcement_count=2),
        "d.md": remnic("d", id="d", reinforcement_count=2, last_reinforced_at="2026-04-10T01:00:00+02:00"),
    })
    rows = json.loads(run(root, "list", "--since", "2026-04-10T00:00:00", "--format", "json").stdout)["rows"]
    assert [r["id"] for r in rows] == ["a"]
    rows = json.loads(run(root, "list", "--since", "2026-04-09", "--format", "json").stdout)["rows"]
    assert [r["id"] for r in rows] == ["a", "b", "d"]


def test_list_sees_files_changed_since_the_last_run(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("a", id="a", reinforcement_count=2)})
    assert "[2x] a" in run(root, "list").stdout
    (root / "a.md").write_text(remnic("a", id="a", reinforcement_count=7))
    (root / "b.md").write_text(remnic("b", id="b", reinforcement_count=9))
    assert run(root, "list").stdout.count("x] ") == 2 and "[7x] a" in run(root, "list").stdout
    (root / "b.md").unlink()
    assert "[9x] b" not in run(root, "list").stdout


def test_explain_unknown_or_unreinforced_id_exits_1_with_the_exact_line(tmp_path):
    root = make_store(tmp_path, {"plain.md": remnic("body", id="plain"),
                                 "zero.md": remnic("body", id="zero", reinforcement_count=0)})
    for memory_id in ("nope", "plain", "zero"):
        proc = memcli_subprocess(["--dir", str(root), "patterns", "explain", memory_id])
        assert proc.returncode == 1
        assert proc.stdout == b""
        assert proc.stderr.decode() == f'patterns explain: "{memory_id}" was not found or has no reinforcement_count > 0.\n'


@pytest.mark.parametrize("args, message", [
    (["list", "--format", "xml"], '--format expects one of text, markdown, json; got "xml"'),
    (["explain", "x", "--format", "xml"], '--format expects one of text, markdown, json; got "xml"'),
    (["list", "--limit", "0"], '--limit expects a positive integer; got "0"'),
    (["list", "--limit", "2.5"], '--limit expects a positive integer; got "2.5"'),
    (["list", "--limit", "abc"], '--limit expects a positive integer; got "abc"'),
    (["list", "--category", " , "], '--category expects at least one non-empty category name; got " , "'),
    (["list", "--since", "not-a-date"], 'Invalid --since value "not-a-date": expected ISO 8601 format '
                                        "(YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss[.sss][Z|±HH:MM])."),
    (["list", "--since", "04/01/2026"], 'Invalid --since value "04/01/2026": expected ISO 8601 format'),
    (["list", "--since", "2026-02-30"], 'Invalid --since value "2026-02-30": date components overflow '
                                        "(e.g. month has fewer days). Provide a valid calendar date."),
    (["list", "--since", "2025-02-29T00:00:00Z"], "date components overflow"),
    (["list", "--since", "2026-01-01T24:00:00Z"], 'Invalid --since value "2026-01-01T24:00:00Z": time components '
                                                  "out of range."),
    (["list", "--since", "2026-01-01T10:60:00Z"], "time components out of range."),
    (["list", "--since", "2026-01-01T10:00:00+15:00"], 'Invalid --since value "2026-01-01T10:00:00+15:00": timezone '
                                                       "offset out of range."),
    (["list", "--since", "2026-01-01T10:00:00+14:30"], "timezone offset out of range."),
    (["explain", ""], "patterns explain: <memoryId> is required and must be non-empty"),
    (["explain", "   "], "patterns explain: <memoryId> is required and must be non-empty"),
    (["explain"], "patterns explain: <memoryId> is required and must be non-empty"),
])
def test_invalid_flags_exit_2_with_the_quoted_message_on_stderr_only(tmp_path, args, message):
    root = make_store(tmp_path, {"a.md": remnic("a", id="a", reinforcement_count=2)})
    proc = memcli_subprocess(["--dir", str(root), "patterns", *args])
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert message in proc.stderr.decode()
    assert b"Traceback" not in proc.stderr


def test_valid_edge_flags_are_accepted(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("a", id="a", reinforcement_count=2,
                                                last_reinforced_at="2024-02-29T00:00:00Z")})
    for since in ("2024-02-29", "2024-02-28T23:59", "2024-02-28T23:00:00.123456789-14:00", "2024-02-29T00:00:00+14:00"):
        assert run(root, "list", "--since", since).exit_code == 0, since
    assert "[2x] a" in run(root, "list", "--limit", " 1 ", "--category", "fact, preference,fact").stdout


def test_explain_trims_the_id_and_uses_the_first_file_with_it(tmp_path):
    root = make_store(tmp_path, {"a/x.md": remnic("first", id="dup", reinforcement_count=2),
                                 "b/x.md": remnic("second", id="dup", reinforcement_count=5)})
    result = run(root, "explain", "  dup ")
    assert result.exit_code == 0 and "  reinforcement_count: 2\n" in result.stdout


def test_explain_members_sorted_by_superseded_at_desc_then_id():
    items = [
        mem("canon", reinforcement_count=3),
        mem("member-b", supersededBy="canon", supersededAt="2026-04-10T00:00:00Z", status="superseded"),
        mem("member-a", supersededBy="canon", supersededAt="2026-04-12T00:00:00Z", status="superseded"),
        mem("member-c", supersededBy="canon", supersededAt="2026-04-10T00:00:00Z", status="superseded"),
        mem("mx", supersededBy="canon", supersededAt="not-a-date", status="superseded"),
        mem("mz", supersededBy="canon", status="superseded"),
        mem("other", supersededBy="other-canon", status="superseded"),
    ]
    detail = explain(items, "canon")
    assert [m.id for m in detail.cluster_members] == ["member-a", "member-b", "member-c", "mx", "mz"]
    assert "supersededAt" not in detail.cluster_members[-1].to_dict()


def test_list_and_explain_through_the_store_agree_with_the_in_memory_model(store_root):
    store = open_store(store_root)
    direct = collect_rows(store.memories())
    from memcli.patterns.listing import explain_pattern, list_patterns

    assert list_patterns(open_store(store_root)) == direct
    assert explain_pattern(open_store(store_root), "preference-3") == explain(store.memories(), "preference-3")
