"""Recovery never overwrites a later edit: a file changed after the crash is kept, its backup saved aside.

A transaction is killed at every checkpoint; then a user edits its files by
hand (appends to a modified file, rewrites a file it created, recreates a
file it deleted); then a later command recovers. Every byte of the edits
must survive, the version from before the transaction must be in
``.memcli/conflicts/<txid>/<path>``, and the files nobody touched are rolled
back as before.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memcli.safeedit.transaction import load_history, pending_transactions, recover
from tests.conftest import memcli_subprocess
from tests.safeedit.test_crash import OLD, SCENARIOS, fresh_store, new_state, run_writer

EDITED = "auto/a.md"  # modified by the transaction
CREATED = "auto/new/d.md"  # created by it
DELETED = "gone.md"  # deleted by it


def edit_by_hand(root: Path) -> dict[str, bytes]:
    """What a user does after the crash; the bytes each edited file must keep."""
    edits = {EDITED: (root / EDITED).read_bytes() + b"a line added by hand after the crash\n"}
    if (root / CREATED).exists():
        edits[CREATED] = b"---\nid: d\n---\nrewritten by hand\n"
    if not (root / DELETED).exists():
        edits[DELETED] = b"---\nid: gone\n---\nrecreated by hand\n"
    for rel, data in edits.items():
        (root / rel).write_bytes(data)
    return edits


def armed_transaction(root: Path) -> str | None:
    for txid in pending_transactions(root):
        if (root / ".memcli" / "tx" / txid / "intent.json").exists():
            return txid
    return None


@pytest.mark.slow
def test_an_edit_after_a_crash_at_any_checkpoint_is_kept_and_the_backup_saved(tmp_path):
    changes_file = tmp_path / "changes.json"
    changes_file.write_text(json.dumps(SCENARIOS["mixed"]))
    new = new_state(SCENARIOS["mixed"])
    seen = set()
    for kill_at in range(1, 200):
        root = fresh_store(tmp_path, f"k{kill_at}")
        code = run_writer(root, changes_file, kill_at)
        txid = armed_transaction(root)
        edits = edit_by_hand(root)
        if kill_at % 4 == 0:
            proc = memcli_subprocess(["--dir", str(root), "validate"])  # any command recovers
            assert b"internal error" not in proc.stderr and b"Traceback" not in proc.stderr
            if txid:
                for rel in {EDITED, DELETED} & set(edits):
                    assert f"{rel} was changed after it; kept as it is".encode() in proc.stderr
                    assert f".memcli/conflicts/{txid}/{rel}".encode() in proc.stderr
        else:
            recover(root)
        committed = bool(load_history(root))
        seen.add("committed" if committed else "armed" if txid else "unarmed")
        for rel, data in edits.items():
            assert (root / rel).read_bytes() == data, f"kill at {kill_at}: the hand edit of {rel} was lost"
        conflicts = root / ".memcli" / "conflicts"
        if txid:
            for rel in {EDITED, DELETED} & set(edits):
                assert (conflicts / txid / rel).read_bytes() == OLD[rel].encode(), f"kill at {kill_at}: {rel}"
            assert not (conflicts / txid / CREATED).exists()  # it had no earlier version
            assert not (conflicts / txid / DELETED).exists() or DELETED in edits
        else:
            assert not conflicts.exists()
        untouched = {"auto/b.md", "facts/2026-04-01/c.md"}
        reference = new if committed else {k: v.encode() for k, v in OLD.items()}
        for rel in untouched:
            assert (root / rel).read_bytes() == reference[rel], f"kill at {kill_at}: {rel}"
        assert pending_transactions(root) == [] and not list(root.rglob("*.memcli-tmp"))
        shutil.rmtree(root)
        if code == 0:
            break
    assert seen == {"unarmed", "armed", "committed"}


@pytest.mark.slow
def test_recovery_keeps_a_created_file_that_now_holds_other_bytes(tmp_path):
    changes_file = tmp_path / "changes.json"
    changes_file.write_text(json.dumps(SCENARIOS["new-files"]))
    for kill_at in range(1, 100):
        root = fresh_store(tmp_path, f"k{kill_at}")
        assert run_writer(root, changes_file, kill_at) != 0, "never killed with a created file in place"
        created = [rel for rel in SCENARIOS["new-files"] if rel not in OLD and (root / rel).exists()]
        if created and armed_transaction(root):
            break
    (root / created[0]).write_bytes(b"mine now\n")
    proc = memcli_subprocess(["--dir", str(root), "history"])
    assert proc.returncode == 0
    assert f"{created[0]}, which it created, was changed after it; kept as it is".encode() in proc.stderr
    assert (root / created[0]).read_bytes() == b"mine now\n"
    assert [rel for rel in created[1:] if (root / rel).exists()] == [], "the others it created are removed"
    assert (root / "MEMORY.md").read_text() == OLD["MEMORY.md"]
