"""Store resolution, which files are memories, the Memory value's defaults, real layouts, the cache."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.errors import StoreNotFound
from memcli.store import Store, resolve_store_path
from memcli.store.parse_cache import cache_path
from tests.conftest import make_store

CLOCK = make_clock("2026-05-17")


def open_store(root: Path, **options) -> Store:
    return Store.open(root, CLOCK, options=options)


def rels(store: Store) -> list[str]:
    return [m.rel for m in store.memories()]


def test_resolution_order(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMCLI_DIR", str(tmp_path / "env"))
    assert resolve_store_path(str(tmp_path / "opt")) == tmp_path / "opt"
    assert resolve_store_path(None) == tmp_path / "env"
    monkeypatch.delenv("MEMCLI_DIR")
    assert resolve_store_path(None) == Path(os.getcwd()) / "memory"


def test_missing_store_is_an_error(tmp_path):
    with pytest.raises(StoreNotFound) as info:
        open_store(tmp_path / "absent")
    assert "memcli init" in info.value.message
    assert info.value.exit_code == 2


def test_reserved_paths_hidden_paths_and_case_are_excluded(tmp_path):
    root = make_store(tmp_path, {
        "a.md": "plain note\n",
        "facts/2026-04-01/p-1.md": "---\nid: p-1\n---\nx\n",
        "deep/er/still/c.md": "c\n",
        "knowledge/k.md": "k\n", "entities/Decision/d.md": "d\n", "diary/2026-05-17.md": "d\n",
        "inbox/t.md": "t\n", "archive/old.md": "o\n", ".memcli/x.md": "x\n",
        ".hidden/h.md": "h\n", "auto/.draft.md": "h\n", "UPPER.MD": "no\n", "notes.txt": "no\n",
        "sub/MEMORY.md": "a nested MEMORY.md is a memory\n",
    })
    assert rels(open_store(root)) == ["a.md", "deep/er/still/c.md", "facts/2026-04-01/p-1.md", "sub/MEMORY.md"]


def test_exclude_globs_use_gitignore_syntax(tmp_path):
    root = make_store(tmp_path, {
        "memcli.toml": 'exclude = ["drafts/", "*.tmp.md", "/top.md"]\n',
        "drafts/a.md": "a\n", "x/drafts/b.md": "b\n", "c.tmp.md": "c\n", "top.md": "t\n", "x/top.md": "kept\n",
        "keep.md": "k\n",
    })
    assert rels(open_store(root)) == ["keep.md", "x/top.md"]


def test_memory_defaults_for_a_file_without_frontmatter(tmp_path):
    root = make_store(tmp_path, {"auto/just-text.md": "Only a body.\n"})
    (memory,) = open_store(root).memories()
    assert (memory.id, memory.type, memory.status, memory.confidence) == ("just-text", "fact", "active", 0.7)
    assert memory.project is None and memory.created is None and memory.tags == ()
    assert memory.reference_count == 0 and memory.reinforcement_count is None
    assert not memory.has_frontmatter and memory.content == "Only a body."
    assert memory.is_live


def test_memory_is_immutable(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\nx\n"})
    (memory,) = open_store(root).memories()
    with pytest.raises(Exception):
        memory.body = "changed"  # type: ignore[misc]
    with pytest.raises(TypeError):
        memory.meta["id"] = "b"  # type: ignore[index]


@pytest.mark.parametrize("frontmatter, expected_type, key", [
    ("type: preference", "preference", "type"),
    ("category: decision", "decision", "category"),
    ("type: user\ncategory: fact", "user", "type"),
    ("metadata:\n  node_type: memory\n  type: project", "project", "metadata.type"),
    ("name: x", "fact", "type"),
])
def test_type_alias_order(tmp_path, frontmatter, expected_type, key):
    root = make_store(tmp_path, {"m.md": f"---\n{frontmatter}\n---\nbody\n"})
    (memory,) = open_store(root).memories()
    assert (memory.type, memory.type_key) == (expected_type, key)


def test_reinforcement_count_only_counts_yaml_integers(tmp_path):
    root = make_store(tmp_path, {
        "a.md": "---\nreinforcement_count: 3\n---\n", "b.md": "---\nreinforcement_count: '3'\n---\n",
        "c.md": "---\nreinforcement_count: true\n---\n", "d.md": "---\nreinforcement_count: 3.0\n---\n",
    })
    counts = {m.id: m.reinforcement_count for m in open_store(root).memories()}
    assert counts == {"a": 3, "b": None, "c": None, "d": None}


def test_crlf_and_bom_files_are_read(tmp_path):
    root = make_store(tmp_path, {"w.md": "\ufeff---\r\nid: w\r\ntype: preference\r\n---\r\nWindows body\r\n"})
    (memory,) = open_store(root).memories()
    assert (memory.id, memory.type, memory.body) == ("w", "preference", "Windows body\r\n")


def test_real_layouts_read_unchanged(tmp_path, shared_data):
    root = tmp_path / "store"
    shutil.copytree(shared_data / "claude-auto-memory" / "AnotherSava__chrome-assistant" / ".claude" / "memory", root)
    shutil.copytree(shared_data / "remnic-memories", root / "facts" / "2026-01-01")
    store = open_store(root)
    by_id = {m.id: m for m in store.memories()}
    assert by_id["fact-fixture-001"].type == "fact" and by_id["fact-fixture-001"].confidence == 0.9
    assert by_id["fact-fixture-001"].created == "2026-01-01T00:00:00Z"
    assert by_id["entity-fixture-001"].type == "entity"
    assert by_id["project_published_gmail"].type == "project"
    assert by_id["feedback_rollup_fix"].type == "feedback"
    assert by_id["profile-basic"].type == "fact" and not by_id["profile-basic"].has_frontmatter
    assert "MEMORY.md" not in {m.rel for m in store.memories()}
    assert store.scan().findings == ()


def test_consolidation_skill_layout(tmp_path):
    root = make_store(tmp_path, {"auto/feedback_tabs.md": "---\nname: Tabs\ndescription: d\ntype: feedback\n---\nUse tabs.\n"})
    (memory,) = open_store(root).memories()
    assert (memory.rel, memory.id, memory.type, memory.name) == ("auto/feedback_tabs.md", "feedback_tabs", "feedback", "Tabs")


def test_bad_files_become_findings_and_good_files_are_still_read(tmp_path):
    root = make_store(tmp_path, {
        "good.md": "---\nid: good\n---\nfine\n",
        "broken.md": "---\nid: [\n---\nx\n",
        "binary.md": b"\x00\x01\x02binary",
        "latin1.md": "caf\xe9\n".encode("latin-1"),
    })
    store = open_store(root, max_file_bytes=1000)
    (root / "big.md").write_text("x" * 2000)
    scan = store.scan(refresh=True)
    assert [m.id for m in scan.memories] == ["good"]
    assert {(f.path, f.code) for f in scan.findings} == {
        ("broken.md", "yaml_error"), ("binary.md", "binary"), ("latin1.md", "not_utf8"), ("big.md", "too_large")}


def test_symlinks_are_never_followed_out_of_the_store(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text("---\nid: secret\n---\nsecret\n")
    root = make_store(tmp_path, {"a.md": "a\n"})
    (root / "link.md").symlink_to(outside / "secret.md")
    (root / "linkdir").symlink_to(outside, target_is_directory=True)
    (root / "loop.md").symlink_to(root / "loop.md")
    (root / "inner.md").symlink_to(root / "a.md")
    scan = open_store(root).scan()
    assert [m.rel for m in scan.memories] == ["a.md"]
    assert {(f.path, f.code) for f in scan.findings} == {
        ("link.md", "outside_store"), ("linkdir", "outside_store"), ("loop.md", "unsafe_path")}


def test_cache_reparses_only_changed_files(tmp_path, monkeypatch):
    root = make_store(tmp_path, {f"m{i}.md": f"---\nid: m{i}\n---\nbody {i}\n" for i in range(5)})
    first = open_store(root).scan()
    assert cache_path(root / ".memcli").is_file()
    parsed: list[str] = []
    import memcli.store.store as store_module

    original = store_module.read_file

    def counting(item, max_bytes):
        parsed.append(item.rel)
        return original(item, max_bytes)

    monkeypatch.setattr(store_module, "read_file", counting)
    second = open_store(root).scan()
    assert parsed == []
    assert [m.body for m in second.memories] == [m.body for m in first.memories]
    (root / "m3.md").write_text("---\nid: m3\n---\nchanged body, longer\n")
    third = open_store(root).scan()
    assert parsed == ["m3.md"]
    assert {m.id: m.body for m in third.memories}["m3"] == "changed body, longer\n"
    (root / "m1.md").unlink()
    assert [m.id for m in open_store(root).memories()] == ["m0", "m2", "m3", "m4"]


def test_corrupt_cache_is_ignored(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\nx\n"})
    open_store(root).scan()
    cache_path(root / ".memcli").write_bytes(b"garbage\x00not marshal")
    assert [m.id for m in open_store(root).memories()] == ["a"]


def test_unchanged_store_does_not_rewrite_the_cache(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\nx\n"})
    open_store(root).scan()
    before = cache_path(root / ".memcli").stat().st_mtime_ns
    open_store(root).scan()
    assert cache_path(root / ".memcli").stat().st_mtime_ns == before


def test_a_store_reached_through_a_symlink_is_read(tmp_path):
    real = make_store(tmp_path, {"facts/a.md": "---\nid: a\n---\nx\n"}, name="real")
    (tmp_path / "alias").symlink_to(real, target_is_directory=True)
    assert [m.rel for m in open_store(tmp_path / "alias").memories()] == ["facts/a.md"]
