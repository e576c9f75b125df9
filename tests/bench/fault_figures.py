"""Fault-injection figures for docs/reliability.md: kills survived per command, bytes lost, failed writes.

Usage:
    python tests/bench/fault_figures.py                 # every checkpoint of every command (a few minutes)
    python tests/bench/fault_figures.py --stride 3      # every third checkpoint (quicker)
    python tests/bench/fault_figures.py --jobs 2 --random 10 --only consolidate,undo

For each writing command (``tests/reliability/scenarios.py``) it runs the
same sweep as ``tests/reliability/test_kill_every_command.py``: a clean
reference run, then a SIGKILL at each checkpoint of the write path, a
recovering command, and a rerun; a kill point "survives" when every check
of ``tests/reliability/harness.py`` holds. Bytes lost are measured after
each kill point: the bytes of every file that differs from the clean
after-state (or is missing). ``--random N`` adds N kills from outside at
random instants per command. The "edit after the crash" sweep kills each
command at every checkpoint again, appends a line by hand to every file it
was writing, and lets a reader recover: a point survives when no byte of
the hand edits is lost and every backup the rollback could not put back is
under ``.memcli/conflicts/``. Then, in-process, each command's first, a
middle and the last transaction write fail with ENOSPC (once, short, and
for good), and its first, a middle and the last rename with EPERM: a case
holds when the command exits 4 with one error line and nothing changed
(the nightly run: exit 1, the failing step rolled back, per docs/contracts.md §8).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.reliability import harness  # noqa: E402
from tests.reliability.faults import ERROR_PREFIX, FaultyOS, first_middle_last, kind_of, run_in_process  # noqa: E402
from tests.reliability.scenarios import SCENARIOS, Scenario  # noqa: E402


@dataclass
class KillFigures:
    """One command's kill sweep."""

    name: str
    command: str
    checkpoints: int = 0
    points: int = 0
    survived: int = 0
    before_commit: int = 0
    partial: int = 0
    after_commit: int = 0
    recoveries_killed: int = 0
    random_kills: int = 0
    random_survived: int = 0
    bytes_lost: int = 0
    audit_lines_lost: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def label(scenario: Scenario) -> str:
    """The command line as a reader would write it (the test folders left out)."""
    return " ".join(scenario.args).replace("{outside}/", "~/").replace("{store}/", "<store>/")


def bytes_lost(case: Path, scenario: Scenario, ref: harness.Reference) -> int:
    """Bytes of the user's files that are not as the clean run left them (volatile logs compared by presence)."""
    now = harness.world(case, ref.tracked)
    volatile = tuple(f"store/{v}" for v in scenario.volatile)
    lost = 0
    for path, data in ref.after.items():
        if path.startswith(volatile):
            lost += 0 if path in now else len(data)
        elif now.get(path) != data:
            lost += len(data)
    return lost


def kill_sweep(name: str, stride: int, randoms: int) -> KillFigures:
    """Run one command's sweep in a temporary folder; never raises (failures are counted)."""
    scenario = SCENARIOS[name]
    figures = KillFigures(name, label(scenario))
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        clean_start = time.monotonic()
        ref = harness.reference_run(tmp / "clean", scenario)
        duration = time.monotonic() - clean_start
        figures.checkpoints = ref.checkpoints
        for ordinal, kill_at in enumerate(harness.kill_points(ref, stride)):
            figures.points += 1
            try:
                outcome = harness.kill_point(tmp, scenario, ref, kill_at, ordinal)
            except AssertionError as exc:
                figures.failures.append(f"kill at {kill_at}: {str(exc).splitlines()[0]}")
                figures.bytes_lost += bytes_lost(tmp / f"{name}-k{kill_at}", scenario, ref)
                continue
            figures.survived += 1
            figures.bytes_lost += bytes_lost(tmp / f"{name}-k{kill_at}", scenario, ref)
            figures.audit_lines_lost += outcome.audit_lost
            figures.recoveries_killed += outcome.recovery_killed
            if not ref.commands:  # a file outside the store: was it replaced when the process died?
                figures.after_commit += bool(outcome.complete) or not outcome.killed
                figures.before_commit += not (bool(outcome.complete) or not outcome.killed)
            elif not outcome.killed or outcome.committed == len(ref.commands):
                figures.after_commit += 1
            elif outcome.committed == 0:
                figures.before_commit += 1
            else:
                figures.partial += 1
        rng = random.Random(name)
        for run in range(randoms):
            figures.random_kills += 1
            try:
                harness.random_kill(tmp, scenario, ref, rng.uniform(0.15, 1.1) * duration, run)
            except AssertionError as exc:
                figures.failures.append(f"random kill {run}: {str(exc).splitlines()[0]}")
            else:
                figures.random_survived += 1
            figures.bytes_lost += bytes_lost(tmp / f"{name}-r{run}", scenario, ref)
    figures.seconds = time.monotonic() - start
    return figures


@dataclass
class EditFigures:
    """One command's "edit after the crash, then recover" sweep."""

    name: str
    points: int = 0
    survived: int = 0
    armed: int = 0
    edited: int = 0
    kept_aside: int = 0
    edit_bytes: int = 0
    failures: list[str] = field(default_factory=list)


def edit_sweep(name: str, stride: int) -> EditFigures:
    """Kill at each checkpoint, edit by hand every file being written, recover; never raises."""
    scenario = SCENARIOS[name]
    figures = EditFigures(name)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        ref = harness.reference_run(tmp / "clean", scenario)
        for kill_at in harness.kill_points(ref, stride, past_the_end=False):
            figures.points += 1
            try:
                outcome = harness.edit_after_kill(tmp, scenario, ref, kill_at)
            except AssertionError as exc:
                figures.failures.append(f"edit after kill at {kill_at}: {str(exc).splitlines()[0]}")
                continue
            figures.survived += 1
            figures.armed += outcome.armed
            figures.edited += outcome.edited
            figures.kept_aside += outcome.kept_aside
            figures.edit_bytes += outcome.edited * len(harness.HAND_EDIT)
    return figures


@dataclass
class WriteFaultFigures:
    """One command's in-process failed writes."""

    name: str
    cases: int = 0
    held: int = 0
    failures: list[str] = field(default_factory=list)


def _held(name: str, case: Path, before: dict, history: list[str], result) -> str | None:
    """``None`` when the failed write was handled as it must be, else what went wrong."""
    from memcli.safeedit.transaction import load_history, pending_transactions

    if "Traceback" in result.stderr or "internal error" in result.stderr:
        return "traceback or internal error"
    if any(p.name.endswith(".memcli-tmp") for p in case.rglob("*")):
        return "temp file left"
    store = case / "store"
    if store.exists() and pending_transactions(store):
        return "transaction left in flight"
    if name == "consolidate":
        committed = [r for r in load_history(store) if r.id not in history]
        ok = result.exit_code == 1 and len(committed) < 3
        return None if ok else f"exit {result.exit_code}, {len(committed)} transactions committed"
    errors = [line for line in result.stderr.splitlines() if line.startswith(ERROR_PREFIX)]
    if result.exit_code != 4 or len(errors) != 1:
        return f"exit {result.exit_code}: {result.stderr.strip()}"
    if harness.world(case) != before:
        return "something changed"
    return None


def write_faults(name: str, tmp: Path) -> WriteFaultFigures:
    """ENOSPC at the first, a middle and the last transaction write (three ways), EPERM on three renames."""
    scenario = SCENARIOS[name]
    figures = WriteFaultFigures(name)
    recorder = FaultyOS()
    case, *_ = run_in_process(tmp, "clean", scenario, recorder)
    writes = [i + 1 for i, path in enumerate(recorder.writes) if kind_of(path, case) != "state"]
    renames = [i + 1 for i, path in enumerate(recorder.replaces) if "/.memcli/" not in path]
    plans = []
    for target in first_middle_last(writes):
        plans.append(("enospc", FaultyOS(fail_write=lambda n, _p, t=target: n == t)))
        plans.append(("enospc-short", FaultyOS(fail_write=lambda n, _p, t=target: n == t, short=True)))
        plans.append(("enospc-full", FaultyOS(fail_write=lambda n, _p, t=target: n >= t, short=True)))
    for target in first_middle_last(renames):
        plans.append(("eperm", FaultyOS(fail_replace=lambda n, _p, t=target: n == t)))
    for index, (label, faulty) in enumerate(plans):
        case, before, history, result = run_in_process(tmp, f"{label}-{index}", scenario, faulty)
        figures.cases += 1
        problem = _held(name, case, before, history, result)
        if problem is None:
            figures.held += 1
        else:
            figures.failures.append(f"{label} #{index}: {problem}")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stride", type=int, default=1, help="Kill at every N-th checkpoint (1: every one).")
    parser.add_argument("--random", type=int, default=10, help="Kills at random instants per command.")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="Commands swept in parallel.")
    parser.add_argument("--only", default="", help="Comma-separated scenario names (default: all).")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="memcli-figures-home-")
    os.environ["HOME"] = home  # nothing below may read or write the real home folder
    names = [n for n in SCENARIOS if not args.only or n in args.only.split(",")]
    started = time.monotonic()
    edit_names = [n for n in names if not SCENARIOS[n].outside_tidied_by_rerun]  # those writing store files
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        kills = list(pool.map(kill_sweep, names, [args.stride] * len(names), [args.random] * len(names)))
        edits = list(pool.map(edit_sweep, edit_names, [args.stride] * len(edit_names)))
    with tempfile.TemporaryDirectory() as tmp_name:
        faults = [write_faults(name, Path(tmp_name) / name) for name in names]

    print(f"Kill sweep: every {args.stride} checkpoint(s), {args.random} random kill(s) per command\n")
    print("| command | checkpoints | kill points | survived | died before commit / between / after | "
          "recoveries killed | random kills survived | bytes lost | audit lines lost |")
    print("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
    for f in kills:
        print(f"| `{f.command}` | {f.checkpoints} | {f.points} | {f.survived} | "
              f"{f.before_commit} / {f.partial} / {f.after_commit} | {f.recoveries_killed} | "
              f"{f.random_survived}/{f.random_kills} | {f.bytes_lost} | {f.audit_lines_lost} |")
    total_points = sum(f.points for f in kills) + sum(f.random_kills for f in kills)
    total_survived = sum(f.survived for f in kills) + sum(f.random_survived for f in kills)
    print(f"\nTotal: {total_survived} of {total_points} kills survived, "
          f"{sum(f.bytes_lost for f in kills)} bytes lost, {sum(f.audit_lines_lost for f in kills)} audit line(s) lost.")
    print("\nEdit after the crash, then recover: a line appended by hand to every file the killed command "
          "was writing\n")
    print("| command | kill points | survived | inside a transaction | files edited | backups kept aside |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for e in edits:
        print(f"| `{label(SCENARIOS[e.name])}` | {e.points} | {e.survived} | {e.armed} | {e.edited} | {e.kept_aside} |")
    print(f"\nTotal: {sum(e.survived for e in edits)} of {sum(e.points for e in edits)} kill points survived; "
          f"{sum(e.edit_bytes for e in edits)} bytes edited by hand, 0 lost in the points that survived; "
          f"{sum(e.kept_aside for e in edits)} backups kept under .memcli/conflicts/.")
    print("\nFailed writes (in-process): ENOSPC at the first, a middle and the last transaction write "
          "(once, short, for good), EPERM on the first, a middle and the last rename\n")
    print("| command | cases | handled (exit 4, one error line, nothing changed) |")
    print("| --- | ---: | ---: |")
    for f in faults:
        print(f"| `{label(SCENARIOS[f.name])}` | {f.cases} | {f.held} |")
    print(f"\nTotal: {sum(f.held for f in faults)} of {sum(f.cases for f in faults)} failed writes handled.")
    for f in [*kills, *edits, *faults]:
        for failure in f.failures:
            print(f"FAILED {f.name}: {failure}")
    print(f"\n{time.monotonic() - started:.0f} s on {os.cpu_count()} core(s), --jobs {args.jobs}")
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
