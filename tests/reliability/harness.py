"""Kill a real ``memcli`` process at a checkpoint of its write path, recover, and judge what is left.

The safe-edit layer calls ``checkpoint()`` at every step of a write (each
backup, the intent, each temp file, each rename, each delete, the commit
rename, and every tool-state write); with ``MEMCLI_TEST_KILL_AT=k`` the
process SIGKILLs itself at its k-th checkpoint. A clean run of the same
command on the same store gives the reference: the before-state, the
after-state, and — from the clean run's own journal — every state in
between (one per committed transaction). After a kill and a recovering
command the store must be exactly one of those states, never a mix, with
no temp file, no in-flight transaction, no orphaned backup, a journal
that agrees with the files and an audit log of whole lines.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from memcli.safeedit.transaction import TxRecord, load_history, pending_transactions, sha256
from tests.conftest import REPO, snapshot
from tests.reliability.scenarios import Scenario, argv, build

KILLED = -signal.SIGKILL
LONG = bool(os.environ.get("MEMCLI_LONG_TESTS"))
AUDIT = Path(".memcli") / "audit.jsonl"
RUNS = Path(".memcli") / "runs.jsonl"
ENV = {"PYTHONPATH": str(REPO), "NO_COLOR": "1"}
COUNTING = Path(__file__).with_name("run_counting.py")


def memcli(args: list[str], *, kill_at: int | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """``python -m memcli ARGS`` as a real process, optionally killed at its ``kill_at``-th checkpoint."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(ENV)
    if kill_at:
        env["MEMCLI_TEST_KILL_AT"] = str(kill_at)
    return subprocess.run([sys.executable, "-m", "memcli", *args], capture_output=True, env=env, timeout=timeout)


def clean_world(tmp_path: Path, scenario: Scenario) -> dict[str, bytes]:
    """Run ``scenario`` once, undisturbed, in ``tmp_path/reference``: the world every faulty run must end in."""
    reference = tmp_path / "reference"
    store, outside = build(reference, scenario)
    assert memcli(argv(scenario, store, outside)).returncode == 0
    return world(reference)


def world(case: Path, tracked: tuple[str, ...] = (), *, raw: bool = False) -> dict[str, bytes]:
    """Every file the user owns: the store (without ``.memcli/``) and the folder outside it.

    ``tracked`` adds tool-state files that transactions write (the nightly
    run's consumed-input ledger): the final state must hold them as the
    clean run left them.

    Unless ``raw``, the case folder's own path (which ``hooks install``
    writes into the settings) reads ``<case>``, so that runs in different
    folders compare equal.
    """
    state = {}
    for part in ("store", "outside"):
        if (case / part).exists():
            state.update({f"{part}/{rel}": data for rel, data in snapshot(case / part).items()
                          if not rel.endswith(".memcli-tmp")})  # temp files: see assert_clean_state_dir
    for rel in tracked:
        if (case / "store" / rel).is_file():
            state[f"store/{rel}"] = (case / "store" / rel).read_bytes()
    return state if raw else normalized(state, case)


def normalized(state: dict[str, bytes], case: Path) -> dict[str, bytes]:
    """``state`` with the case folder's path replaced by ``<case>``."""
    return {k: v.replace(os.fsencode(case), b"<case>") for k, v in state.items()}


def lines_of(path: Path) -> list[str]:
    """A log's lines (none when missing)."""
    try:
        return path.read_text("utf-8").splitlines()
    except FileNotFoundError:
        return []


def split_world(state: dict[str, bytes]) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """``(store files, outside files)`` of a world snapshot, store paths made store-relative."""
    store = {k[len("store/"):]: v for k, v in state.items() if k.startswith("store/")}
    outside = {k: v for k, v in state.items() if k.startswith("outside/")}
    return store, outside


@dataclass
class Reference:
    """A clean run: the states a crash may leave, and the logs it writes."""

    before: dict[str, bytes]
    after: dict[str, bytes]
    chain: list[dict[str, bytes]]  # store states: before, after the 1st transaction, ..., after
    commands: list[str]  # the clean run's transactions, oldest first
    first_new: int  # how many transactions the store held before the command
    audit: list[str]
    exit_code: int
    tracked: tuple[str, ...] = ()  # tool-state files the transactions write
    checkpoints: int = 0  # how many the clean run passed: a kill at checkpoints + 1 never happens


def _history_oldest_first(store: Path) -> list[TxRecord]:
    return list(reversed(load_history(store))) if store.exists() else []


def transaction_chain(store: Path, before: dict[str, bytes], after: dict[str, bytes],
                      records: list[TxRecord]) -> list[dict[str, bytes]]:
    """Store states after each of ``records`` (oldest first), rebuilt from the journal's backups.

    A file's content after transaction i is the backup the next transaction
    touching it took (checked by hash), else its final content.
    """
    states = [dict(before)]
    for i, record in enumerate(records):
        state = dict(states[-1])
        for info in record.files:
            if info.new_sha is None:
                state.pop(info.path, None)
                continue
            data = None
            for later in records[i + 1:]:
                match = [f for f in later.files if f.path == info.path]
                if match:
                    backup = match[0].backup
                    data = (store / ".memcli" / "history" / later.id / backup).read_bytes() if backup else b""
                    break
            if data is None:
                data = after[info.path]
            assert sha256(data) == info.new_sha, f"journal of {record.id} disagrees about {info.path}"
            state[info.path] = data
        states.append(state)
    return states


def reference_run(case: Path, scenario: Scenario) -> Reference:
    """Run the command once without a kill, on a fresh copy of the scenario's world."""
    store, outside = build(case, scenario)
    state_before = snapshot(store, include_state=True) if store.exists() else {}
    outside_before = {k: v for k, v in world(case, raw=True).items() if k.startswith("outside/")}
    prior = len(_history_oldest_first(store))
    count_file = case / "checkpoints"
    proc = counted_memcli(argv(scenario, store, outside), count_file)
    assert proc.returncode == scenario.clean_exit, proc.stderr.decode()
    records = _history_oldest_first(store)[prior:]
    tracked = tuple(sorted({f.path for r in records for f in r.files if f.path.startswith(".memcli/")}))
    before = {k: v for k, v in state_before.items() if not k.startswith(".memcli/") or k in tracked}
    before = {f"store/{k}": v for k, v in before.items()}
    before.update(outside_before)
    after = world(case, tracked, raw=True)
    assert after != before, "the command must have real work to do"
    chain = transaction_chain(store, split_world(before)[0], split_world(after)[0], records)
    assert chain[-1] == split_world(after)[0], "the command changed a store file outside any transaction"
    audit = lines_of(store / AUDIT)
    if scenario.idempotent:  # the sweep may use the command as its own recovery: a second run must change nothing
        again = memcli(argv(scenario, store, outside))
        assert again.returncode in (0, 1) and b"Traceback" not in again.stderr, again.stderr.decode()
        volatile = tuple(f"store/{v}" for v in scenario.volatile)
        assert {k: v for k, v in world(case, tracked, raw=True).items() if not k.startswith(volatile)} == \
            {k: v for k, v in after.items() if not k.startswith(volatile)}, "declared idempotent, but a rerun changed files"
    return Reference(normalized(before, case), normalized(after, case), [normalized(s, case) for s in chain],
                     [r.command for r in records], prior, audit, proc.returncode, tracked,
                     int(count_file.read_text()))


def counted_memcli(args: list[str], count_file: Path) -> subprocess.CompletedProcess:
    """``memcli ARGS`` run through ``run_counting.py``: it records how many checkpoints it passed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(ENV, MEMCLI_COUNT_FILE=str(count_file))
    return subprocess.run([sys.executable, str(COUNTING), *args], capture_output=True, env=env, timeout=120)


@dataclass
class Outcome:
    """What one kill point left: how many of the command's transactions had committed, and what followed."""

    kill_at: int
    killed: bool
    committed: int  # of the command's transactions, when it died
    reran: bool = False
    complete: bool | None = None  # the world was the clean after-state once recovered (None: not looked)
    audit_lost: int = 0
    recovery_killed: bool = False


def assert_clean_state_dir(case: Path, *, outside: bool = True) -> None:
    """No temp file anywhere, nothing in flight, every committed backup present, logs whole."""
    temps = [str(p.relative_to(case)) for p in (case if outside else case / "store").rglob("*")
             if p.name.endswith(".memcli-tmp")]
    assert not temps, f"temp files left behind: {temps}"
    store = case / "store"
    if not store.exists():
        return
    assert pending_transactions(store) == [], "an interrupted transaction was left in .memcli/tx/"
    assert not (store / ".memcli" / "trash").exists(), "a pruned history folder was left in .memcli/trash/"
    history = store / ".memcli" / "history"
    for record in load_history(store):
        kept = {p.name for p in (history / record.id).iterdir()} - {"intent.json"}
        assert kept == {f.backup for f in record.files if f.backup}, f"transaction {record.id}: backups {kept}"
    newest: dict[str, str | None] = {}
    for record in _history_oldest_first(store):
        for info in record.files:
            newest[info.path] = info.new_sha
    for path, sha in newest.items():
        current = (store / path).read_bytes() if (store / path).is_file() else None
        assert sha256(current) == sha, f"{path} is not what the journal says the last transaction left"
    for log in (AUDIT, RUNS):
        for line in lines_of(store / log):
            assert isinstance(json.loads(line), dict), f"{log}: {line!r}"


def locate(case: Path, ref: Reference) -> tuple[int, bool]:
    """``(committed transactions, complete)``; fails when the world is in none of the reference states.

    Tool-state files under ``.memcli/`` are left to the journal check of
    ``assert_clean_state_dir`` here (the nightly run creates an empty
    consumed-input ledger before its transaction, so that the file is
    owner-only); ``assert_final`` compares them byte for byte.
    """
    store_now, outside_now = split_world(world(case))
    chain = [{k: v for k, v in state.items() if k not in ref.tracked} for state in ref.chain]
    before_out, after_out = split_world(ref.before)[1], split_world(ref.after)[1]
    for path in set(outside_now) | set(before_out) | set(after_out):
        assert outside_now.get(path) in (before_out.get(path), after_out.get(path)), f"{path} is neither old nor new"
    assert store_now in chain, "the store is in none of the states its transactions pass through: " + ", ".join(
        sorted(p for p in set(store_now) | set(chain[-1]) if store_now.get(p) not in [s.get(p) for s in chain]))
    records = committed(case / "store", ref)
    assert [r.command for r in records] == ref.commands[:len(records)], "the journal is not a prefix of the clean run's"
    # The journal lists exactly the transactions whose changes are on disk, and only those.
    assert chain[len(records)] == store_now, "the journal disagrees with the files"
    return len(records), store_now == chain[-1] and outside_now == after_out


def committed(store: Path, ref: Reference) -> list[TxRecord]:
    """The transactions the command committed (read without recovering anything)."""
    return _history_oldest_first(store)[ref.first_new:]


def assert_final(case: Path, scenario: Scenario, ref: Reference) -> None:
    """The world equals the clean run's after-state (files a second run appends to compared by shape)."""
    now = world(case, ref.tracked)
    volatile = tuple(f"store/{v}" for v in scenario.volatile)
    strip = {k: v for k, v in now.items() if not k.startswith(volatile)}
    assert strip == {k: v for k, v in ref.after.items() if not k.startswith(volatile)}, "not the clean after-state"
    for path in now:
        if path.startswith(volatile):
            assert path in ref.after, f"{path} appeared"
            text = now[path].decode()
            if path.endswith(".md"):
                assert text.count("# Diary") == 1 and text.rstrip().endswith("### Issues\n- none")
            else:
                assert all(isinstance(json.loads(line), dict) for line in text.splitlines())


def _reader_ok(proc: subprocess.CompletedProcess, store: Path) -> None:
    if not store.exists():  # ``init`` killed before it made the folder: there is no store yet
        assert proc.returncode == 2 and b"memcli init" in proc.stderr, proc.stderr.decode()
        return
    assert proc.returncode in (0, 1), proc.stderr.decode()
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr, proc.stderr.decode()


def kill_point(tmp: Path, scenario: Scenario, ref: Reference, kill_at: int, ordinal: int) -> Outcome:
    """Kill the command at checkpoint ``kill_at``, recover with another command, check, finish, check."""
    case = tmp / f"{scenario.name}-k{kill_at}"
    store, outside = build(case, scenario)
    proc = memcli(argv(scenario, store, outside), kill_at=kill_at)
    assert proc.returncode in (KILLED, ref.exit_code), proc.stderr.decode()
    assert b"Traceback" not in proc.stderr
    outcome = Outcome(kill_at, proc.returncode == KILLED, len(committed(store, ref)))
    # Half the time the recovering command is the command itself (when running it twice is harmless);
    # otherwise a reader recovers, and the state it leaves is judged before the command runs again.
    if not (scenario.idempotent and not scenario.outside_tidied_by_rerun and ordinal % 2 == 1):
        reader = list(scenario.readers[ordinal % len(scenario.readers)])
        if outcome.killed and ordinal % 3 == 2:
            # The recovery itself is killed part-way, then recovered by the next command.
            interrupted = memcli(["--dir", str(store), *reader], kill_at=1)
            assert interrupted.returncode in (KILLED, 0, 1), interrupted.stderr.decode()
            outcome.recovery_killed = True
        _reader_ok(memcli(["--dir", str(store), *reader]), store)
        assert_clean_state_dir(case, outside=not scenario.outside_tidied_by_rerun)
        done, outcome.complete = locate(case, ref)
        assert done == outcome.committed, "recovery rolled back a committed transaction"
        if outcome.complete and not scenario.outside_tidied_by_rerun:
            assert_final(case, scenario, ref)
            outcome.audit_lost = _audit_lost(store, ref)
            return outcome
    # Run the command again, as a user would after an interrupted run: it finishes the work.
    again = memcli(argv(scenario, store, outside))
    assert b"Traceback" not in again.stderr and b"internal error" not in again.stderr, again.stderr.decode()
    outcome.reran = True
    if outcome.committed < len(ref.commands):
        assert again.returncode == ref.exit_code, again.stderr.decode()
    assert_clean_state_dir(case)
    assert_final(case, scenario, ref)
    outcome.audit_lost = _audit_lost(store, ref)
    return outcome


def _audit_lost(store: Path, ref: Reference) -> int:
    """Audit lines of the clean run missing now (none since recovery appends them); never a duplicated or foreign line."""
    have, want = Counter(lines_of(store / AUDIT)), Counter(ref.audit)
    assert not have - want, f"audit lines the clean run did not write: {list(have - want)}"
    assert not want - have, f"audit lines lost: {list(want - have)}"
    return sum((want - have).values())


def kill_points(ref: Reference, stride: int, *, past_the_end: bool = True) -> list[int]:
    """Every ``stride``-th checkpoint from the first, always the last one, and (``past_the_end``) one past it."""
    last = ref.checkpoints
    return sorted(set(range(1, last + 1, stride)) | {last} | ({last + 1} if past_the_end else set()))


def sweep(tmp: Path, scenario: Scenario, ref: Reference, stride: int, *, past_the_end: bool = True) -> list[Outcome]:
    """Kill the command at each of ``kill_points``; past the last checkpoint it completes on its own."""
    assert ref.checkpoints > 0
    points = kill_points(ref, stride, past_the_end=past_the_end)
    outcomes = [kill_point(tmp, scenario, ref, k, i) for i, k in enumerate(points)]
    assert all(o.killed for o in outcomes if o.kill_at <= ref.checkpoints), "a run completed before its last checkpoint"
    assert not any(o.killed for o in outcomes if o.kill_at > ref.checkpoints), "a run was killed past its last checkpoint"
    return outcomes


def random_kill(tmp: Path, scenario: Scenario, ref: Reference, delay: float, run: int) -> bool:
    """SIGKILL the command from outside after ``delay`` seconds, recover, check; whether it was killed."""
    case = tmp / f"{scenario.name}-r{run}"
    store, outside = build(case, scenario)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(ENV)
    proc = subprocess.Popen([sys.executable, "-m", "memcli", *argv(scenario, store, outside)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode in (KILLED, ref.exit_code), err.decode()
    _reader_ok(memcli(["--dir", str(store), "validate"]), store)
    assert_clean_state_dir(case, outside=not scenario.outside_tidied_by_rerun)
    if not locate(case, ref)[1] or scenario.outside_tidied_by_rerun:
        memcli(argv(scenario, store, outside))
    assert_clean_state_dir(case)
    assert_final(case, scenario, ref)
    return proc.returncode == KILLED


HAND_EDIT = b"\nA line the user added by hand after the crash.\n"


@dataclass
class EditOutcome:
    """One kill point of the "edit after the crash, then recover" case."""

    kill_at: int
    armed: bool  # a transaction was interrupted in flight (recovery had something to roll back)
    edited: int  # files edited by hand
    kept_aside: int  # backups found under .memcli/conflicts/


def _interrupted(store: Path) -> tuple[TxRecord, dict[str, bytes]] | None:
    """The armed transaction in ``tx/`` and its backups by path (read before anything recovers it)."""
    for txid in pending_transactions(store):
        folder = store / ".memcli" / "tx" / txid
        if (folder / "intent.json").exists():
            record = TxRecord.from_json((folder / "intent.json").read_text())
            return record, {f.path: (folder / f.backup).read_bytes() for f in record.files if f.backup}
    return None


def edit_after_kill(tmp: Path, scenario: Scenario, ref: Reference, kill_at: int) -> EditOutcome:
    """Kill the command at ``kill_at``, append a line by hand to every file it was writing, then recover.

    Not a byte of the hand edits may be lost; every edited file the
    interrupted transaction had backed up must have that backup under
    ``.memcli/conflicts/<txid>/<path>``, named on stderr with the file; the
    files nobody edited are rolled back as usual.
    """
    case = tmp / f"{scenario.name}-edit-k{kill_at}"
    store, outside = build(case, scenario)
    proc = memcli(argv(scenario, store, outside), kill_at=kill_at)
    assert proc.returncode == KILLED, proc.stderr.decode()
    interrupted = _interrupted(store)
    touched = {f.path for f in interrupted[0].files} if interrupted else \
        {k for k in set(split_world(ref.before)[0]) | set(split_world(ref.after)[0])
         if split_world(ref.before)[0].get(k) != split_world(ref.after)[0].get(k)}
    edits = {}
    for rel in sorted(touched):
        if (store / rel).is_file():
            edits[rel] = (store / rel).read_bytes() + HAND_EDIT
            (store / rel).write_bytes(edits[rel])
    reader = memcli(["--dir", str(store), "validate"])
    _reader_ok(reader, store)
    for rel, data in edits.items():
        assert (store / rel).read_bytes() == data, f"kill at {kill_at}: the hand edit of {rel} was lost"
    kept = 0
    if interrupted:
        record, backups = interrupted
        message = reader.stderr.decode()
        for info in record.files:
            current = (store / info.path).read_bytes() if (store / info.path).is_file() else None
            saved = store / ".memcli" / "conflicts" / record.id / info.path
            if info.path in edits and info.existed:
                assert saved.read_bytes() == backups[info.path], f"kill at {kill_at}: no backup of {info.path}"
                assert f"{info.path} was changed after it; kept as it is" in message
                assert f".memcli/conflicts/{record.id}/{info.path}" in message
                kept += 1
            elif info.path not in edits:  # nobody touched it: rolled back as usual
                assert current == (backups[info.path] if info.existed else None), f"{info.path} not rolled back"
                assert not saved.exists()
    temps = [str(p) for p in case.rglob("*") if p.name.endswith(".memcli-tmp")]
    assert not temps and pending_transactions(store) == [], temps
    return EditOutcome(kill_at, interrupted is not None, len(edits), kept)
