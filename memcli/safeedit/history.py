"""``memcli history`` and ``memcli undo``: committed transactions grouped by command run, and their reversal.

Every transaction belongs to a *run* (one command invocation: the four
transactions of a ``consolidate`` share one). An undo restores the backups
of a set of transactions as one new transaction that records which ones it
``reverses``; an undo is itself reversible (a redo). A transaction is *in
effect* unless a transaction in effect reverses it — so a bare ``undo``
takes back the newest run whose changes are still in effect and that is
not itself an undo or a redo: a second ``undo`` steps one run further
back, like an editor's, and ``undo --redo`` re-applies the last run undone.

Besides files, an undo reverses what the run logged: each audit line gets a
line recording its undo (``review history`` then shows the decision as
undone), lines the run appended to other ledgers are removed, and a nightly
run's undo adds its own record to ``.memcli/runs.jsonl``.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.clock import Clock
from memcli.errors import ActionNeeded, UsageError, WriteFailed
from memcli.formats.audit import reversal_line
from memcli.formats.jsonl import json_lines
from memcli.formats import regular_files
from memcli.formats.layout import AUDIT_PATH
from memcli.safeedit.journal import (
    REDO,
    UNDO,
    FileRecord,
    TxRecord,
    history_dir,
    load_history,
    read_bytes_or_none,
    read_history,
    sha256,
)
from memcli.safeedit.transaction import Run, Transaction, transaction

log = logging.getLogger("memcli")

NIGHTLY_COMMAND = "consolidate"


@dataclass(frozen=True)
class RunGroup:
    """The committed transactions of one command run, newest first."""

    id: str
    transactions: tuple[TxRecord, ...]

    @property
    def command_line(self) -> str:
        """The command as typed (else, for records older than runs, its first transaction's command)."""
        typed = next((t.command_line for t in self.transactions if t.command_line), "")
        return typed or self.transactions[-1].command

    @property
    def kind(self) -> str:
        """``undo`` or ``redo`` for a run of ``memcli undo``, else empty."""
        return next((t.kind for t in self.transactions if t.kind), "")


def group_runs(records: list[TxRecord]) -> list[RunGroup]:
    """Transactions (newest first) grouped by run, the run with the newest transaction first."""
    groups: dict[str, list[TxRecord]] = {}
    for record in records:
        groups.setdefault(record.run_id, []).append(record)
    return [RunGroup(run, tuple(members)) for run, members in groups.items()]


def reversed_by(records: list[TxRecord]) -> dict[str, str]:
    """``{transaction id: id of the transaction in effect that reverses it}`` (records newest first).

    Newest first, every transaction is decided before any older one it
    could reverse: one not reversed is in effect, and takes back its targets.
    """
    result: dict[str, str] = {}
    for record in records:
        if record.id in result:
            continue
        for target in record.reverses:
            result.setdefault(target, record.id)
    return result


@dataclass(frozen=True)
class HistoryRun:
    """A run as ``memcli history`` shows it: its transactions and whether an undo took them back."""

    group: RunGroup
    undone_by: str | None  # the transaction that took back all of it
    partly_undone: bool


def history_runs(records: list[TxRecord]) -> list[HistoryRun]:
    """The runs of ``records`` (newest first), each with its undo status."""
    undone = reversed_by(records)
    runs = []
    for group in group_runs(records):
        taken = [undone[t.id] for t in group.transactions if t.id in undone]
        complete = len(taken) == len(group.transactions)
        runs.append(HistoryRun(group, max(taken) if complete else None, bool(taken) and not complete))
    return runs


def undone_runs(root: Path) -> frozenset[str]:
    """Ids of the runs an undo in effect took back entirely: records of them (a night, a pattern run) no longer stand.

    Read from the history; a run pruned from it can no longer be undone, so it stands.
    """
    return frozenset(run.group.id for run in history_runs(load_history(root)) if run.undone_by)


@dataclass(frozen=True)
class UndoPlan:
    """What an undo takes back: ``targets`` (newest first), as one run or one transaction."""

    action: str  # "undo" or "redo"
    run: str | None  # the run taken back (None: one transaction named by id)
    label: str  # the run's command line, or the transaction's command
    targets: tuple[TxRecord, ...]

    @property
    def command(self) -> str:
        """The new transaction's command, as ``memcli history`` shows it."""
        return f"{self.action} run {self.run}" if self.run else f"{self.action} {self.targets[0].id}"


@dataclass(frozen=True)
class UndoResult:
    """An undo's outcome, rendered as text or JSON by the CLI."""

    plan: UndoPlan
    record: TxRecord  # the new transaction (a dry run's preview)
    dry_run: bool

    @property
    def files(self) -> list[str]:
        """The files restored (or that would be)."""
        return self.record.paths

    def to_json(self) -> dict[str, Any]:
        """The ``memcli undo --format json`` document."""
        return {"action": self.plan.action, "run": self.plan.run, "transactions": [t.id for t in self.plan.targets],
                "command": self.plan.label, "files": self.files,
                "transaction": None if self.dry_run else self.record.id, "dry_run": self.dry_run}


def undo(root: Path, clock: Clock, txid: str | None = None, *, run_id: str | None = None, redo: bool = False,
         force: bool = False, dry_run: bool = False, wait: float = 10.0, run: Run | None = None) -> UndoResult:
    """Take back the newest run still in effect (or ``run_id``, one transaction ``txid``, or with ``redo``
    the last run undone) as one new transaction.

    Refuses (exit 1) when a file changed since, unless ``force``; nothing to
    undo is exit 1; an unknown id is exit 2.
    """
    root = Path(root)
    started = time.monotonic()
    with transaction(root, UNDO, clock, dry_run=dry_run, wait=wait, run=run) as tx:
        records, damaged = read_history(root)
        plan = choose(root, records, damaged, txid=txid, run_id=run_id, redo=redo)
        changed = changed_since(root, plan.targets)
        if changed and not force:
            what = f"run {plan.run}" if plan.run else f"transaction {plan.targets[0].id}"
            raise ActionNeeded(f"cannot {plan.action} {what} ({plan.label}): {_why_changed(root, changed)} "
                               f"(use --force to {plan.action} anyway)")
        tx.command, tx.kind, tx.reverses = plan.command, plan.action, tuple(t.id for t in plan.targets)
        _stage_files(root, tx, plan.targets)
        _stage_logs(tx, plan, records, clock, started)
    assert tx.record is not None  # an undo is always recorded
    return UndoResult(plan, tx.record, dry_run)


def choose(root: Path, records: list[TxRecord], damaged: list[str], *, txid: str | None = None,
           run_id: str | None = None, redo: bool = False) -> UndoPlan:
    """Decide what an undo takes back (see the module docstring)."""
    if txid is not None and (run_id is not None or redo) or run_id is not None and redo:
        raise UsageError("give one of TXID, --run RUN and --redo")
    if txid is not None and txid.strip().lower().startswith("r"):
        run_id, txid = txid, None  # a run id where a transaction id goes: what the user means is clear
    undone = reversed_by(records)
    if txid is not None:
        target = find_transaction(records, txid)
        if target.id in undone:
            raise ActionNeeded(f"transaction {target.id} is already undone (by transaction {undone[target.id]})")
        return UndoPlan(_action_for([target]), None, target.command, (target,))
    groups = group_runs(records)
    if run_id is not None:
        group = find_run(groups, run_id)
        live = _in_effect(group, undone)
        if not live:
            raise ActionNeeded(f"run {group.id} ({group.command_line}) is already undone")
        return UndoPlan(_action_for(live), group.id, group.command_line, live)
    if redo:
        return _last_undone(groups, records, undone)
    return _newest_in_effect(root, groups, undone, damaged)


def _in_effect(group: RunGroup, undone: dict[str, str]) -> tuple[TxRecord, ...]:
    return tuple(t for t in group.transactions if t.id not in undone)


def _action_for(targets: tuple[TxRecord, ...] | list[TxRecord]) -> str:
    """Taking back undos is a redo; anything else is an undo."""
    return REDO if all(t.kind == UNDO for t in targets) else UNDO


def _newest_in_effect(root: Path, groups: list[RunGroup], undone: dict[str, str], damaged: list[str]) -> UndoPlan:
    for group in groups:
        live = _in_effect(group, undone)
        if group.kind or not live:
            continue
        if _undo_record_lost(root, group, live, damaged):
            log.warning("run %s (%s) looks undone already: its files are as before it, and a newer history entry "
                        "was damaged; stepping further back", group.id, group.command_line)
            continue
        return UndoPlan(UNDO, group.id, group.command_line, live)
    if not groups:
        raise ActionNeeded("nothing to undo: no committed transactions")
    raise ActionNeeded("nothing to undo: every run in the history is undone already (`memcli undo --redo` re-applies)")


def _undo_record_lost(root: Path, group: RunGroup, live: tuple[TxRecord, ...], damaged: list[str]) -> bool:
    """Whether the record of an undo of this run may have been lost: a newer entry is damaged and the files are back."""
    newest = max(int(t.id) for t in group.transactions)
    if not any(int(d) > newest for d in damaged):
        return False
    return all(sha256(read_bytes_or_none(root / path)) == info.old_sha for path, (_, info) in _oldest_of(live).items())


def _last_undone(groups: list[RunGroup], records: list[TxRecord], undone: dict[str, str]) -> UndoPlan:
    by_id = {r.id: r for r in records}
    for group in groups:
        live = _in_effect(group, undone)
        if group.kind == UNDO and live:
            originals = [by_id[t] for u in live for t in u.reverses if t in by_id]
            run = originals[0].run_id if originals else group.id
            label = next((g.command_line for g in groups if g.id == run), group.command_line)
            return UndoPlan(REDO, run, label, live)
    raise ActionNeeded("nothing to redo: no run is undone")


def find_transaction(records: list[TxRecord], txid: str) -> TxRecord:
    """The transaction named ``txid`` (``42`` and ``000042`` both work); unknown is exit 2."""
    wanted = txid.strip()
    for record in records:
        if record.id == wanted or (wanted.isdigit() and int(wanted) == int(record.id)):
            return record
    raise UsageError(f"no transaction {txid!r} in the history (see `memcli history`)")


def find_run(groups: list[RunGroup], run_id: str) -> RunGroup:
    """The run named ``run_id`` (``r000042``, ``r42`` and ``42`` all work); unknown is exit 2."""
    wanted = run_id.strip().lower().removeprefix("r")
    for group in groups:
        number = group.id.removeprefix("r")
        if group.id == run_id.strip() or (wanted.isdigit() and number.isdigit() and int(wanted) == int(number)):
            return group
    raise UsageError(f"no run {run_id!r} in the history (see `memcli history`)")


def _newest_of(targets: tuple[TxRecord, ...]) -> dict[str, FileRecord]:
    """Each file's entry in the newest of ``targets`` that changed it: what it must hold now."""
    newest: dict[str, FileRecord] = {}
    for record in targets:
        for info in record.files:
            newest.setdefault(info.path, info)
    return newest


def _oldest_of(targets: tuple[TxRecord, ...]) -> dict[str, tuple[TxRecord, FileRecord]]:
    """Each file's entry in the oldest of ``targets`` that changed it: what it goes back to."""
    oldest: dict[str, tuple[TxRecord, FileRecord]] = {}
    for record in targets:
        for info in record.files:
            oldest[info.path] = (record, info)
    return oldest


def changed_since(root: Path, targets: tuple[TxRecord, ...]) -> list[str]:
    """Files whose current content is not what the newest of ``targets`` left."""
    return [path for path, info in _newest_of(targets).items()
            if sha256(read_bytes_or_none(Path(root) / path)) != info.new_sha]


def _why_changed(root: Path, changed: list[str]) -> str:
    """What happened to the files an undo would overwrite: deleted since (``memcli restore`` brings those back)
    or changed since."""
    gone = [path for path in changed if read_bytes_or_none(Path(root) / path) is None]
    edited = [path for path in changed if path not in gone]
    parts = [f"changed since: {', '.join(edited)}"] if edited else []
    if gone:
        parts.append(f"deleted since: {', '.join(gone)} (bring it back with `memcli restore {' '.join(gone)}`)")
    return "; ".join(parts)


def _stage_files(root: Path, tx: Transaction, targets: tuple[TxRecord, ...]) -> None:
    """Put each file back as it was before the oldest target that changed it."""
    for path, (record, info) in _oldest_of(targets).items():
        if not info.existed:
            tx.restore_bytes(path, None)
            continue
        data = regular_files.read_state(history_dir(root, record.id) / info.backup) if info.backup else b""
        if sha256(data) != info.old_sha:
            raise WriteFailed(f"the backup of {path} in transaction {record.id} is damaged; nothing was undone")
        tx.restore_bytes(path, data)


def _stage_logs(tx: Transaction, plan: UndoPlan, records: list[TxRecord], clock: Clock, started: float) -> None:
    """Record the undo in the audit trail, take back other ledger lines, log a nightly run's undo.

    The run ledger keeps its records: the undo of a nightly run adds its own.
    """
    from memcli.formats.layout import RUNS_PATH
    from memcli.formats.runs import run_record

    reversals = []
    for record in plan.targets:
        for rel, text in reversed(record.appends):
            if rel == AUDIT_PATH:
                reversals.extend(reversal_line(line, clock.stamp()) for line in reversed(json_lines(text)))
            elif rel != RUNS_PATH:
                _remove_line(tx, rel, text)
    if reversals:
        tx.append_after_commit(AUDIT_PATH, "\n".join(reversals))
    if _is_nightly(plan, records):
        counts = {plan.action: {"run": plan.run, "transactions": [t.id for t in plan.targets]}}
        tx.append_after_commit(RUNS_PATH, run_record(clock.now, time.monotonic() - started, counts, [], False, 0))


def _remove_line(tx: Transaction, rel: str, line: str) -> None:
    """Take back one appended line of a ledger (its last occurrence as a whole line), inside the undo."""
    content = tx.read_bytes(rel)
    needle = (line.rstrip("\n") + "\n").encode("utf-8")
    at = -1 if content is None else content.rfind(needle)
    while at > 0 and content[at - 1:at] != b"\n":
        at = content.rfind(needle, 0, at)
    if content is None or at < 0:
        return
    tx.write_bytes(rel, content[:at] + content[at + len(needle):], allow_shrink=True, allow_empty=True)


def _is_nightly(plan: UndoPlan, records: list[TxRecord]) -> bool:
    """Whether the run taken back (or re-applied) is a nightly ``consolidate`` run."""
    by_id = {r.id: r for r in records}
    subjects = [by_id.get(t, target) for target in plan.targets for t in (target.reverses or (target.id,))]
    return any(s.command.startswith(NIGHTLY_COMMAND) for s in subjects)
