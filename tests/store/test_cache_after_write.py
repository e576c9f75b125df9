"""After a commit the scan cache is made from the scan the command planned from plus the written files:
the memories a fresh scan caches, without listing or parsing the store again (the few files that could not
be read are not cached then: the next scan reads them)."""

from __future__ import annotations

import shutil

import pytest

import memcli.store.store as store_module
from memcli.clock import make_clock
from memcli.store import Store, parse_cache
from tests.conftest import make_store
from tests.store.test_coldread import mixed_files

CLOCK = make_clock("2026-05-17")
SETTINGS = (10 * 1024 * 1024,)  # the default max_file_bytes: the caches' settings


def fresh_cache(root) -> dict:
    """The scan cache a first read of the store as it is now writes."""
    shutil.rmtree(root / ".memcli" / "cache", ignore_errors=True)
    Store.open(root, CLOCK).scan()
    return parse_cache.load(root / ".memcli", SETTINGS, parse_cache.FULL)


def test_a_commit_updates_the_scan_cache_from_the_planning_scan(tmp_path, monkeypatch):
    root = make_store(tmp_path, mixed_files(40))
    store = Store.open(root, CLOCK)
    with store.transaction("test") as tx:
        memories = {m.rel: m for m in store.scan().memories}
        monkeypatch.setattr(store_module, "list_memory_files", lambda *a, **k: pytest.fail("the store was listed again"))
        tx.write_text("auto/m000.md", "---\nname: changed\ntype: feedback\nstatus: superseded\n---\nChanged.\n")
        tx.write_text("notes/m002.md", memories["notes/m002.md"].body * 20)  # frontmatter gone: still a memory
    monkeypatch.undo()
    saved = parse_cache.load(root / ".memcli", SETTINGS, parse_cache.FULL)
    assert saved["auto/m000.md"][2][1][0]["status"] == "superseded"
    fresh = fresh_cache(root)
    assert saved == {rel: entry for rel, entry in fresh.items() if entry[2][0] == "m"}
    assert sorted(set(fresh) - set(saved)) == ["bad/binary.md", "bad/latin1.md", "bad/unsafe.md", "bad/yaml.md"]


@pytest.mark.parametrize("change", ["create", "delete", "unreadable before"])
def test_a_commit_the_planning_scan_does_not_cover_lists_the_store(tmp_path, monkeypatch, change):
    root = make_store(tmp_path, mixed_files(20))
    store = Store.open(root, CLOCK)
    listed = []
    listing = store_module.list_memory_files
    with store.transaction("test") as tx:
        store.scan()
        monkeypatch.setattr(store_module, "list_memory_files", lambda *a, **k: listed.append(1) or listing(*a, **k))
        if change == "create":
            tx.write_text("auto/new.md", "---\nid: new\n---\nNew.\n")
        elif change == "delete":
            tx.delete("auto/m000.md")
        else:
            tx.write_text("bad/yaml.md", "---\nid: fixed\n---\nbody\n")
    assert listed, "a full scan refreshed the cache"
    assert parse_cache.load(root / ".memcli", SETTINGS, parse_cache.FULL) == fresh_cache(root)


def test_a_dry_run_and_a_scan_of_assumed_writes_update_nothing(tmp_path):
    root = make_store(tmp_path, mixed_files(12))
    store = Store.open(root, CLOCK)
    store.scan()
    before = (root / ".memcli" / "cache" / "scan.marshal").read_bytes()
    with store.transaction("test", dry_run=True) as tx:
        store.scan()
        tx.write_text("auto/m000.md", "---\nname: changed\n---\nChanged.\n")
    assert (root / ".memcli" / "cache" / "scan.marshal").read_bytes() == before
    store.assume_written({"auto/m004.md": b"---\nname: assumed\n---\nAssumed.\n"})
    with store.transaction("test") as tx:
        assert "assumed" in [m.name for m in store.scan().memories]
        tx.write_text("auto/m000.md", "---\nname: written\ntype: feedback\n---\nWritten.\n")
    saved = parse_cache.load(root / ".memcli", SETTINGS, parse_cache.FULL)
    assert saved["auto/m004.md"][2][1][0] != {"name": "assumed"}, "an assumed write is not on disk: never cached"
    assert saved == fresh_cache(root)
