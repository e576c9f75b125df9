"""Read-only targets: a clear error, exit 4, nothing changed — and the work lands once the file is writable.

Root ignores file modes, so the tests make files unwritable in ways that
hold for root too: in-process, ``os.replace`` onto a chosen target fails
with EPERM (``faults.FaultyOS``), for every writing command; as real
processes, ``chattr +i`` makes a memory file, a folder or the Claude Code
settings file immutable (when the file system and the sandbox allow it);
and, for a user that is not root, ``chmod`` makes a folder read-only.
"""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from memcli.safeedit.transaction import load_history
from tests.conftest import cli
from tests.reliability.faults import FaultyOS, assert_one_clear_error, first_middle_last, run_in_process
from tests.reliability.harness import clean_world, assert_clean_state_dir, memcli, world
from tests.reliability.scenarios import SCENARIOS, argv, build

pytestmark = pytest.mark.slow  # read-only stores for every command: `pytest -m "not slow"` leaves them out


def _targets(replaces: list[str], case: Path) -> list[int]:
    """Indices (1-based) of renames onto the user's files (not the journal's own)."""
    return [i + 1 for i, path in enumerate(replaces) if "/.memcli/" not in path and path.startswith(os.fspath(case))]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_a_target_that_cannot_be_replaced_rolls_everything_back(tmp_path, name):
    scenario = SCENARIOS[name]
    recorder = FaultyOS()
    case, _before, _history, clean = run_in_process(tmp_path, "clean", scenario, recorder)
    assert clean.exit_code == scenario.clean_exit
    targets = _targets(recorder.replaces, case)
    assert targets, recorder.replaces
    for index in first_middle_last(targets):
        faulty = FaultyOS(fail_replace=lambda n, _path, index=index: n == index)
        case, before, history, result = run_in_process(tmp_path, f"r{index}", scenario, faulty)
        assert faulty.failed
        assert_clean_state_dir(case)
        if name == "consolidate":
            assert result.exit_code == 1, result.stderr  # docs/contracts.md §8: the step is rolled back, the run goes on
            assert "Operation not permitted" in result.stderr and "Traceback" not in result.stderr
            assert len([r for r in load_history(case / "store") if r.id not in history]) < 3
            continue
        assert result.exit_code == 4, result.stderr
        assert_one_clear_error(result.stderr, "Operation not permitted")
        assert world(case) == before, "a file changed although its transaction failed"


# -- the real thing ------------------------------------------------------------------------------------


def _chattr(flag: str, *paths: Path) -> bool:
    proc = subprocess.run(["chattr", flag, *map(str, paths)], capture_output=True)
    return proc.returncode == 0


@pytest.fixture
def immutable():
    """``immutable(path)`` sets ``chattr +i`` (skips the test where it cannot); always cleared afterwards."""
    marked: list[Path] = []

    def mark(path: Path) -> None:
        try:
            ok = _chattr("+i", path)
        except FileNotFoundError:
            ok = False
        if not ok:
            pytest.skip("chattr +i is not available here (needs root and a file system that supports it)")
        marked.append(path)

    yield mark
    for path in marked:
        _chattr("-i", path)


CHATTR_CASES = {
    "review-promote": "store/auto/cand-cron.md",  # the second of two files
    "patterns-run": "store/facts/2026-04-19/pref-2.md",
    "lint-resolve": "store/MEMORY.md",
    "graduate": "store/auto",  # a folder: no temp file can be made in it
    "knowledge-import": "store/knowledge",
    "hooks-install": "outside/.claude/settings.json",
}


@pytest.mark.parametrize("name", sorted(CHATTR_CASES))
def test_an_immutable_file_or_folder_is_a_clean_exit_4(tmp_path, immutable, name):
    scenario = SCENARIOS[name]
    wanted, reference = clean_world(tmp_path, scenario), tmp_path / "reference"

    case = tmp_path / "case"
    store, outside = build(case, scenario)
    before = world(case)
    immutable(case / CHATTR_CASES[name])
    proc = memcli(argv(scenario, store, outside))
    assert proc.returncode == 4, proc.stderr.decode()
    assert_one_clear_error(proc.stderr.decode(), "Operation not permitted")
    assert proc.stdout == b""
    assert world(case) == before
    assert_clean_state_dir(case)

    _chattr("-i", case / CHATTR_CASES[name])
    again = memcli(argv(scenario, store, outside))
    assert again.returncode == 0, again.stderr.decode()
    assert {k: v.replace(os.fsencode(case), os.fsencode(reference)) for k, v in world(case).items()} == wanted


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file modes (the chattr test covers root)")
def test_a_read_only_folder_is_a_clean_exit_4_for_a_normal_user(tmp_path):
    scenario = SCENARIOS["review-promote"]
    case = tmp_path / "case"
    store, outside = build(case, scenario)
    before = world(case)
    folder = store / "auto"
    (folder / "cand-cron.md").chmod(0o444)
    folder.chmod(0o555)
    try:
        proc = memcli(argv(scenario, store, outside))
    finally:
        folder.chmod(0o755)
    assert proc.returncode == 4, proc.stderr.decode()
    assert_one_clear_error(proc.stderr.decode(), "Permission denied")
    assert world(case) == before


def test_a_read_only_file_in_a_writable_folder_is_replaced_and_keeps_its_mode(tmp_path):
    """Like git and editors, memcli replaces the file (the folder allows it) and keeps its 0444 mode."""
    scenario = SCENARIOS["review-promote"]
    store, outside = build(tmp_path / "case", scenario)
    target = store / "auto" / "cand-cron.md"
    target.chmod(0o444)
    result = cli(argv(scenario, store, outside))
    assert result.exit_code == 0, result.stderr
    assert "status: active" in target.read_text()
    assert stat.S_IMODE(target.stat().st_mode) == 0o444


# -- a rollback that cannot write -------------------------------------------------------------------------


def _rename_fails_then_disk_full(case_marker: str) -> FaultyOS:
    """The second file's rename fails (EPERM); from then on the disk is full, so the rollback cannot write."""
    state = {"failed": False}

    def fail_replace(_n: int, path: str) -> bool:
        if "/.memcli/" not in path and path.endswith(case_marker):
            state["failed"] = True
        return state["failed"]

    return FaultyOS(fail_replace=fail_replace, fail_write=lambda _n, _path: state["failed"])


def test_a_rollback_that_cannot_write_is_finished_by_the_next_command(tmp_path):
    scenario = SCENARIOS["review-promote"]
    faulty = _rename_fails_then_disk_full("auto/cand-cron.md")
    case, before, _history, result = run_in_process(tmp_path, "case", scenario, faulty)
    assert result.exit_code != 0 and "Traceback" not in result.stderr
    assert world(case) != before, "the first file had been replaced when the second failed"
    reader = cli(["--dir", str(case / "store"), "validate"])  # space is back: any command recovers
    assert reader.exit_code in (0, 1)
    assert world(case) == before
    assert_clean_state_dir(case)


def test_a_rollback_that_cannot_write_is_still_a_clear_exit_4(tmp_path):
    scenario = SCENARIOS["review-promote"]
    faulty = _rename_fails_then_disk_full("auto/cand-cron.md")
    _case, _before, _history, result = run_in_process(tmp_path, "case", scenario, faulty)
    assert result.exit_code == 4
    assert_one_clear_error(result.stderr)
