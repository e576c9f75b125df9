"""The first read of a store parses in forked children and gives exactly what one process gives."""

from __future__ import annotations

import os

import pytest

from memcli.clock import make_clock
from memcli.formats.regular_files import read_bytes
from memcli import parallel
from memcli.store import Store, coldread
from memcli.store.parse_cache import SUMMARY, cache_path, load
from tests.conftest import make_store

CLOCK = make_clock("2026-05-17")
MAX_BYTES = 10 * 1024 * 1024  # the default max_file_bytes: part of the caches' settings


def mixed_files(count: int) -> dict[str, str | bytes]:
    """Good memories in several dialects, plus every kind of file a read reports instead of parsing."""
    files: dict[str, str | bytes] = {}
    for n in range(count):
        kind = n % 4
        if kind == 0:
            files[f"auto/m{n:03d}.md"] = f"---\nname: note {n}\ntype: feedback\n---\nBody {n} with `code`.\n"
        elif kind == 1:
            files[f"facts/2026-05-0{n % 9 + 1}/m{n:03d}.md"] = (
                f"---\nid: m{n}\ncategory: fact\nconfidence: 0.{n % 9 + 1}\ntags:\n  - t{n % 3}\n  - 7\n---\nFact {n}\n")
        elif kind == 2:
            files[f"notes/m{n:03d}.md"] = f"---\nid: 'quoted {n}'\nstatus: active\nmeta: {{a: [1, 2]}}\n---\nNote {n}\n"
        else:
            files[f"plain/m{n:03d}.md"] = f"No frontmatter at all, line {n}.\n"
    files["bad/yaml.md"] = "---\nid: [unclosed\n---\nbody\n"
    files["bad/binary.md"] = b"\x00\x01\x02 binary"
    files["bad/latin1.md"] = b"---\nid: x\n---\ncaf\xe9\n"
    files["bad/unsafe.md"] = "---\nid: !!python/object:os.system x\n---\nbody\n"
    return files


def read(root, what: str):
    store = Store.open(root, CLOCK)
    if what == "scan":
        scan = store.scan()
        return [(m.rel, dict(m.meta), m.body, m.has_frontmatter, m.mtime_ns, m.size) for m in scan.memories], scan.findings
    summaries = store.summaries()
    return list(summaries.summaries), summaries.findings


@pytest.mark.parametrize("what", ["scan", "summary"])
def test_a_read_split_over_children_equals_a_read_in_one_process(tmp_path, monkeypatch, forked_children, what):
    root = make_store(tmp_path, mixed_files(60))
    monkeypatch.setattr(coldread, "PARALLEL_MIN", 8)
    split = read(root, what)
    assert len(forked_children) == 2 and None not in forked_children, "two children parsed two thirds"
    assert len(split[0]) == 60 and len(split[1]) == 4
    name = "scan" if what == "scan" else "summary"
    cache_path(root / ".memcli", name).unlink()
    monkeypatch.setattr(parallel, "workers", lambda: 1)
    assert read(root, what) == split


def test_a_failed_child_is_replaced_by_parsing_its_part_here(tmp_path, monkeypatch):
    root = make_store(tmp_path, mixed_files(40))
    expected = read(root, "scan")
    cache_path(root / ".memcli").unlink()
    monkeypatch.setattr(coldread, "PARALLEL_MIN", 8)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    monkeypatch.setattr(coldread, "_parse", failing_in_children(coldread._parse))
    assert read(root, "scan") == expected


def failing_in_children(parse):
    parent = os.getpid()

    def parse_here_only(*args):
        if os.getpid() != parent:
            raise MemoryError("a child ran out of memory")
        return parse(*args)

    return parse_here_only


def test_one_core_or_few_files_never_fork(tmp_path, monkeypatch):
    root = make_store(tmp_path, mixed_files(12))
    monkeypatch.setattr(parallel._Child, "start", lambda *args: pytest.fail("forked"))
    monkeypatch.setattr(parallel, "workers", lambda: 1)
    monkeypatch.setattr(coldread, "PARALLEL_MIN", 2)
    assert len(read(root, "scan")[0]) == 12
    cache_path(root / ".memcli").unlink()
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    monkeypatch.setattr(coldread, "PARALLEL_MIN", 1000)
    assert len(read(root, "scan")[0]) == 12


def test_sized_reads_return_what_a_plain_read_returns(tmp_path):
    path = tmp_path / "f.md"
    for data in (b"", b"x", b"abc" * 5000):
        path.write_bytes(data)
        for limit in (-1, 0, 1, 2, 14999, 15000, 15001, 10 * 1024 * 1024 + 1):
            assert read_bytes(path, limit) == (data if limit < 0 else data[:limit]), (len(data), limit)


@pytest.mark.parametrize("few", [1000, 2])
def test_memories_of_some_paths_equal_those_of_a_full_scan(tmp_path, monkeypatch, few):
    import memcli.store.store as store_module

    root = make_store(tmp_path, mixed_files(40))
    wanted = {f"auto/m{n:03d}.md" for n in range(0, 40, 4)} | {"notes/m002.md", "bad/yaml.md", "gone.md"}
    full = {m.rel: m for m in Store.open(root, CLOCK).scan().memories if m.rel in wanted}  # also fills the cache
    monkeypatch.setattr(store_module, "FEW_FILES", few)
    (root / "auto" / "m004.md").write_text("---\nid: changed\n---\nChanged since the cache was written\n")
    got = Store.open(root, CLOCK).memories_of(wanted)
    assert [m.rel for m in got] == sorted(full)
    assert [m.id for m in got if m.rel == "auto/m004.md"] == ["changed"], "a file changed since is read again"
    assert all(m.body == full[m.rel].body for m in got if m.rel != "auto/m004.md")


def test_summaries_after_a_first_scan_are_made_from_it_not_read_again(tmp_path, monkeypatch):
    """``memcli lint`` needs the scan and the summaries: a first read parses each file once, and the summary
    cache it leaves is the one a read of its own would have written."""
    import memcli.store.store as store_module

    root = make_store(tmp_path, mixed_files(40))
    alone = read(root, "summary")  # summaries read on their own, in a fresh store
    written = load(root / ".memcli", (MAX_BYTES,), SUMMARY)
    for name in ("scan", "summary"):
        cache_path(root / ".memcli", name).unlink(missing_ok=True)
    monkeypatch.setattr(store_module, "FEW_FILES", 4)
    store = Store.open(root, CLOCK)
    store.scan()
    monkeypatch.setattr(coldread, "payloads", lambda *args: pytest.fail("the store was read a second time"))
    summaries = store.summaries()
    assert (list(summaries.summaries), summaries.findings) == alone
    assert load(root / ".memcli", (MAX_BYTES,), SUMMARY) == written and len(written) == 44
    assert store.summaries() is summaries


def test_summaries_after_a_cached_scan_or_a_write_are_read(tmp_path, monkeypatch):
    import memcli.store.store as store_module

    root = make_store(tmp_path, mixed_files(40))
    monkeypatch.setattr(store_module, "FEW_FILES", 4)
    Store.open(root, CLOCK).scan()  # fills the scan cache
    store = Store.open(root, CLOCK)
    store.scan()  # from the cache: nothing parsed, so nothing to make the summaries from
    made = []
    monkeypatch.setattr(Store, "_summaries_of", lambda self, parsed: made.append(parsed))
    assert len(store.summaries().summaries) == 40 and made == []
    fresh = Store.open(root, CLOCK)
    cache_path(root / ".memcli").unlink()
    fresh.scan()
    with fresh.transaction("test") as tx:  # a write makes what the scan parsed stale
        tx.write_text("auto/m000.md", "---\nname: changed\ntype: feedback\n---\nChanged.\n")
    assert [s.id for s in fresh.summaries().summaries if s.rel == "auto/m000.md"] == ["m000"] and made == []
