"""A full disk (ENOSPC) under every writing command: a clear error, exit 4, nothing changed.

In-process, the safe-edit layer's ``os`` is replaced (``faults.FaultyOS``)
so that a chosen write fails with ENOSPC — the first, a middle and the
last write of the command's transaction (its backups, its intent, the new
files' temp files; for ``hooks install`` outside the store, the settings
file and its ``.bak``), three ways: a passing hiccup that writes nothing,
a short write (half the data lands, the next write fails), and a disk that
stays full from then on. A second test fails, one at a time, each write of
tool state that is not part of a transaction (caches, the lock's info
file, audit and run logs, the pattern cadence, graduation proposals, the
hook index): the command's work still lands, with at most a warning. Then
a real tmpfs is filled up (skipped when the sandbox refuses ``mount``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from memcli.safeedit.transaction import load_history, pending_transactions
from tests.conftest import cli
from tests.reliability.faults import (
    ERROR_PREFIX,
    FaultyOS,
    assert_one_clear_error,
    first_middle_last,
    kind_of,
    run_in_process,
)
from tests.reliability.harness import clean_world, AUDIT, assert_clean_state_dir, lines_of, memcli, world
from tests.reliability.scenarios import SCENARIOS, Scenario, argv, build

pytestmark = pytest.mark.slow  # full disks: `pytest -m "not slow"` leaves them out


def clean_plan(tmp: Path, scenario: Scenario):
    """A clean in-process run: the kind of each of its writes, its result, and the world it leaves."""
    recorder = FaultyOS()
    case, _before, _history, result = run_in_process(tmp, "clean", scenario, recorder)
    assert result.exit_code == scenario.clean_exit, result.stderr
    kinds = [kind_of(path, case) for path in recorder.writes]
    return kinds, result, world(case)


def _is_failing(target: int, persistent: bool):
    return (lambda n, _path: n >= target) if persistent else (lambda n, _path: n == target)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_enospc_in_the_transaction_fails_cleanly_and_changes_nothing(tmp_path, name):
    scenario = SCENARIOS[name]
    kinds, clean, _after = clean_plan(tmp_path, scenario)
    essential = [i + 1 for i, kind in enumerate(kinds) if kind in ("transaction", "outside")]
    assert len(essential) >= 2, kinds
    tried = 0
    for target in first_middle_last(essential):
        for persistent, short in ((False, False), (False, True), (True, True)):
            faulty = FaultyOS(fail_write=_is_failing(target, persistent), short=short)
            label = f"w{target}{'-full' if persistent else ''}{'-short' if short else ''}"
            case, before, history, result = run_in_process(tmp_path, label, scenario, faulty)
            assert faulty.failed, "the chosen write happened"
            tried += 1
            store = case / "store"
            assert not [p for p in case.rglob("*") if p.name.endswith(".memcli-tmp")], "temp file left"
            if store.exists():
                assert pending_transactions(store) == []
                assert_clean_state_dir(case)
            if name == "consolidate":
                # docs/contracts.md §8: a failing step is recorded, rolled back, and the run goes on; exit 1.
                assert result.exit_code == 1, result.stderr
                failed_steps = [line for line in result.stderr.splitlines() if line.startswith(ERROR_PREFIX)]
                assert failed_steps and all("No space left on device" in line for line in failed_steps)
                assert "Traceback" not in result.stderr and "internal error" not in result.stderr
                new = [r.command for r in load_history(store) if r.id not in history]
                assert len(new) < 3, "the failing step's transaction was not committed"
                if persistent and target == essential[0]:
                    assert world(case) == before, "a disk full from the first write on changes nothing"
                continue
            assert result.exit_code == 4, (label, result.stderr)
            assert_one_clear_error(result.stderr, "No space left on device")
            assert result.stdout == ""
            assert world(case) == before, "something changed"
            if store.exists():
                assert [r.id for r in load_history(store)] == history, "a failed write was journaled"
    assert tried >= 6


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_failing_tool_state_writes_never_undo_or_break_the_command(tmp_path, name):
    scenario = SCENARIOS[name]
    kinds, clean, clean_after = clean_plan(tmp_path, scenario)
    clean_audit = lines_of(tmp_path / "clean" / "store" / AUDIT)
    state_writes = [i + 1 for i, kind in enumerate(kinds) if kind == "state"]
    # Every writer of the store takes the lock (and writes who holds it); hooks install outside does not.
    assert state_writes or name == "hooks-install", kinds
    for target in state_writes:
        faulty = FaultyOS(fail_write=_is_failing(target, False))
        case, _before, _history, result = run_in_process(tmp_path, f"s{target}", scenario, faulty)
        assert faulty.failed
        assert result.exit_code == scenario.clean_exit, (faulty.failed, result.stderr)
        assert result.stdout == clean.stdout.replace(str(tmp_path / "clean"), str(case))
        assert all(line.startswith("memcli: warning: ") for line in result.stderr.splitlines()), result.stderr
        assert world(case) == {k: v.replace(os.fsencode(tmp_path / "clean"), os.fsencode(case))
                               for k, v in clean_after.items()}, "the command's work did not land"
        assert_clean_state_dir(case)
        audit = lines_of(case / "store" / AUDIT)
        if faulty.failed[0].endswith(os.sep + AUDIT.name):
            assert set(audit) < set(clean_audit), "only the lines of the failed append are missing"
            assert "could not append" in result.stderr
        else:
            assert audit == clean_audit


# -- a real full disk --------------------------------------------------------------------------------


@pytest.fixture
def small_tmpfs(tmp_path):
    """A 1 MiB tmpfs mounted under tmp_path (skipped where mounting is not allowed)."""
    mount_point = tmp_path / "tmpfs"
    mount_point.mkdir()
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", str(mount_point)],
                          capture_output=True)
    if proc.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.decode().strip() or proc.returncode}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=True)


def fill(folder: Path, leave: int) -> Path:
    """Fill the file system of ``folder`` until only ``leave`` bytes stay free."""
    filler = folder / "filler"
    stat = os.statvfs(folder)
    free = stat.f_bavail * stat.f_frsize
    with open(filler, "wb") as handle:
        handle.write(b"\0" * max(0, free - leave))
    stat = os.statvfs(folder)
    assert stat.f_bavail * stat.f_frsize <= leave + stat.f_frsize
    return filler


@pytest.mark.parametrize("name", ["review-promote", "graduate", "knowledge-import"])
def test_a_really_full_tmpfs_fails_cleanly_then_works_once_space_is_freed(small_tmpfs, tmp_path, name):
    scenario = SCENARIOS[name]
    wanted, reference = clean_world(tmp_path, scenario), tmp_path / "reference"
    outcomes = set()
    for pages in range(0, 12):
        case = small_tmpfs / f"p{pages}"
        store, outside = build(case, scenario)
        before = world(case)
        cli(["--dir", str(store), "validate"])  # the read cache exists, as on a store in use
        filler = fill(small_tmpfs, pages * 4096)
        proc = memcli(argv(scenario, store, outside))
        assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr, proc.stderr.decode()
        assert proc.returncode in (0, 4), proc.stderr.decode()
        assert_clean_state_dir(case)
        if proc.returncode == 4:
            assert_one_clear_error(proc.stderr.decode(), "No space left on device")
            assert world(case) == before, f"{pages} pages free: something changed"
            outcomes.add(proc.stderr.decode().split("(")[0])
        filler.unlink()
        if proc.returncode == 4:
            again = memcli(argv(scenario, store, outside))
            assert again.returncode == 0, again.stderr.decode()
        got = {k: v.replace(os.fsencode(case), os.fsencode(reference)) for k, v in world(case).items()}
        assert got == wanted, "once space is back, the command does its work exactly"
        shutil.rmtree(case)
        if proc.returncode == 0:
            break
    # The disk was full both before the backups were taken and while the new files were written.
    assert any("could not back up" in o for o in outcomes), outcomes
    assert any("rolled back" in o for o in outcomes), outcomes


def test_a_disk_filling_during_an_audit_append_leaves_no_torn_line(tmp_path):
    scenario = SCENARIOS["review-promote"]
    recorder = FaultyOS()
    run_in_process(tmp_path, "paths", scenario, recorder)
    first_append = next(i + 1 for i, path in enumerate(recorder.writes) if path.endswith(os.sep + AUDIT.name))
    faulty = FaultyOS(fail_write=_is_failing(first_append, False), short=True)
    case, _before, _history, result = run_in_process(tmp_path, "short", scenario, faulty)
    assert result.exit_code == 0
    # The next audited command appends after whatever the short write left.
    assert cli(["--dir", str(case / "store"), "--now", "2026-05-18", "review", "reject", "cand-noise"]).exit_code == 0
    for line in lines_of(case / "store" / AUDIT):
        json.loads(line)  # every line whole
