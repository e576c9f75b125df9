"""``memcli context`` answers from the recall index: every change to the store's files is seen by the next pack.

The whole-store sections (pinned, identity, preferences) and recall's hits
are read from ``.memcli/cache/recall.sqlite``, which is brought up to date
by one walk of the store that compares each file's path, mtime (to the
nanosecond) and size with what was indexed. Each test packs once (the index
is built), changes the files as a person or another tool would, and checks
that the next pack shows the change, and that it equals the pack of a store
read for the first time (no index at all).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.context import build_context
from memcli.store import Store
from tests.conftest import cli, make_store
from tests.entities.helpers import NOW, memory


def store_files() -> dict[str, str]:
    return {
        "auto/pin.md": memory("pin", "The mill ships v2 in June", type="project", pinned="true"),
        "auto/me.md": memory("me", "I am Sam, the shop lead", type="identity"),
        "auto/pref-a.md": memory("pref-a", "I prefer metric units for spindle speed", type="preference"),
        "auto/pref-b.md": memory("pref-b", "I prefer dark mode in every editor", type="feedback", confidence=0.9),
        "notes/spindle.md": memory("spindle", "The spindle speed tops out at 3000 rpm", type="knowledge"),
        "notes/bearing.md": memory("bearing", "The spindle bearings were replaced in March", type="episodic"),
    }


def pack_of(root: Path, prompt: str = "spindle speed") -> dict[str, list[tuple[str, str]]]:
    result = build_context(Store.open(root, make_clock(NOW)), prompt)
    return {s.spec.name: [(i.id, i.text) for i in s.items] for s in result.sections}


def fresh_pack_of(root: Path, tmp_path: Path, prompt: str = "spindle speed") -> dict[str, list[tuple[str, str]]]:
    """The pack of the same files in a copy that was never read (no ``.memcli``): the reference."""
    copy = tmp_path / "fresh"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(root, copy, ignore=shutil.ignore_patterns(".memcli"))
    return pack_of(copy, prompt)


def rewrite_in_place(path: Path, old: str, new: str) -> None:
    """Edit ``path`` in place to the same size, its mtime moved by one nanosecond only (same second)."""
    before = path.stat()
    text = path.read_text()
    assert len(old) == len(new) and old in text
    with open(path, "r+", encoding="utf-8") as handle:  # in place: the folder's mtime does not move
        handle.write(text.replace(old, new))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns + 1))
    after = path.stat()
    assert after.st_size == before.st_size and after.st_mtime_ns // 10**9 == before.st_mtime_ns // 10**9


@pytest.fixture
def root(tmp_path):
    root = make_store(tmp_path, store_files())
    first = pack_of(root)  # builds the recall index
    assert first["pinned"] == [("pin", "The mill ships v2 in June")]
    assert [i for i, _ in first["preferences"]] == ["pref-a", "pref-b"]
    assert first["recalled"] == [("spindle", "The spindle speed tops out at 3000 rpm"),
                                 ("bearing", "The spindle bearings were replaced in March")]
    return root


def test_an_edit_in_place_of_the_same_size_in_the_same_second_is_seen(root, tmp_path):
    folder_mtime = (root / "auto").stat().st_mtime_ns
    rewrite_in_place(root / "auto" / "pref-a.md", "metric units", "imperial uni")
    rewrite_in_place(root / "notes" / "spindle.md", "3000 rpm", "4500 rpm")
    assert (root / "auto").stat().st_mtime_ns == folder_mtime, "the folder itself says nothing changed"
    after = pack_of(root)
    assert ("pref-a", "I prefer imperial uni for spindle speed") in after["preferences"]
    assert ("spindle", "The spindle speed tops out at 4500 rpm") in after["recalled"]
    assert after == fresh_pack_of(root, tmp_path)


def test_a_kind_status_or_pin_changed_in_place_moves_the_memory(root, tmp_path):
    rewrite_in_place(root / "auto" / "pin.md", "pinned: true", "pinned: null")  # no longer pinned
    rewrite_in_place(root / "auto" / "pref-b.md", "type: feedback", "type: episodic")  # no longer a preference kind
    path = root / "auto" / "me.md"
    path.write_text(path.read_text().replace("type: identity", "type: identity\nstatus: superseded"))
    after = pack_of(root)
    assert after["pinned"] == [] and after["identity"] == []
    assert [i for i, _ in after["preferences"]] == ["pref-a"]
    assert after == fresh_pack_of(root, tmp_path)


def test_a_new_file_is_packed_and_a_removed_one_is_not(root, tmp_path):
    (root / "auto" / "pin-2.md").write_text(memory("pin-2", "Spindle speed changes need a sign-off", pinned="true"))
    (root / "notes" / "bearing.md").unlink()
    after = pack_of(root)
    assert [i for i, _ in after["pinned"]] == ["pin", "pin-2"]
    assert "bearing" not in [i for section in after.values() for i, _ in section]
    assert after == fresh_pack_of(root, tmp_path)


def test_a_renamed_folder_is_seen_whether_it_stays_read_or_leaves_the_store(root, tmp_path):
    (root / "notes").rename(root / "shop")  # the files keep their mtime and size: only their paths change
    moved = pack_of(root)
    assert moved["recalled"] == pack_of(root)["recalled"] and [i for i, _ in moved["recalled"]] == ["spindle", "bearing"]
    conn = sqlite3.connect(root / ".memcli" / "cache" / "recall.sqlite")
    try:
        rels = {rel for (rel,) in conn.execute("SELECT rel FROM docs")}
    finally:
        conn.close()
    assert "shop/spindle.md" in rels and "notes/spindle.md" not in rels
    (root / "auto").rename(root / ".auto")  # a dot folder is not read: its memories leave every section
    hidden = pack_of(root)
    assert hidden["pinned"] == hidden["identity"] == hidden["preferences"] == []
    assert hidden == fresh_pack_of(root, tmp_path)


def test_a_store_whose_index_cannot_be_written_packs_the_same_from_a_temporary_one(root, tmp_path, monkeypatch):
    import memcli.patterns.index as index

    expected = pack_of(root)

    def unwritable(store):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(index, "refresh_index", unwritable)
    monkeypatch.setattr(index.recall_db, "connect_readonly", lambda path: None)
    assert pack_of(root) == expected


def test_the_cli_pack_after_an_edit_in_place_is_the_pack_of_a_first_read(root, tmp_path):
    rewrite_in_place(root / "auto" / "pref-b.md", "dark mode", "lite mode")
    warm = cli(["--dir", str(root), "--now", NOW, "context", "spindle speed", "--format", "json"])
    copy = tmp_path / "copy"
    shutil.copytree(root, copy, ignore=shutil.ignore_patterns(".memcli"))
    cold = cli(["--dir", str(copy), "--now", NOW, "context", "spindle speed", "--format", "json"])
    assert warm.exit_code == cold.exit_code == 0
    assert "lite mode" in warm.stdout and warm.stdout == cold.stdout
