"""When pattern reinforcement runs inside ``consolidate``: ``patterns.enabled`` and ``patterns.cadence``.

remnic gates the job with an in-process timer, which forgets itself on
every restart; memcli records the last run in ``.memcli/patterns-run.json``
on the memcli clock, so a cron job that starts a fresh process every night
still runs the step once per cadence.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memcli.clock import parse_duration, try_parse_instant
from memcli.formats.regular_files import read_state
from memcli.safeedit import atomic_write_bytes, ensure_private_dir
from memcli.store import Store

log = logging.getLogger("memcli")
RUN_FILE = "patterns-run.json"


def _run_path(store: Store) -> Path:
    return store.state_dir / RUN_FILE


KEEP_EARLIER = 20  # earlier runs kept in the record: an undo of the newest falls back on the one before


def _read(store: Store) -> dict[str, Any]:
    try:
        data = json.loads(read_state(_run_path(store)))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _runs(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """``{"last_run", "run"}`` of the recorded runs, newest first."""
    earlier = data.get("earlier")
    return [data, *(e for e in (earlier if isinstance(earlier, list) else []) if isinstance(e, dict))]


def last_run(store: Store) -> datetime | None:
    """When pattern reinforcement last ran for real in a run that still stands (``None``: never, or unreadable).

    A run that ``memcli undo`` took back (a night, a ``patterns run``) does not count: its changes are gone.
    """
    from memcli.safeedit.history import undone_runs

    runs = [r for r in _runs(_read(store)) if try_parse_instant(r.get("last_run")) is not None]
    if any(isinstance(r.get("run"), str) for r in runs):
        undone = undone_runs(store.root)
        runs = [r for r in runs if not (isinstance(r.get("run"), str) and r["run"] in undone)]
    return try_parse_instant(runs[0].get("last_run")) if runs else None


def cadence(store: Store) -> timedelta:
    """``patterns.cadence`` as a duration (``0`` means every run)."""
    return parse_duration(str(store.config["patterns.cadence"]))


def cadence_due(store: Store, *, force: bool = False) -> bool:
    """Whether ``consolidate`` should run pattern reinforcement now.

    ``force`` (``consolidate --force-patterns``) always runs. Otherwise the
    step needs ``patterns.enabled`` and a last run at least ``patterns.cadence``
    ago on the memcli clock; no record, a zero cadence, or a record stamped
    after "now" (a clock set back, a replayed night) all mean "due".
    """
    if force:
        return True
    if not store.config["patterns.enabled"]:
        return False
    every = cadence(store)
    if every <= timedelta(0):
        return True
    previous = last_run(store)
    if previous is None:
        return True
    age = store.clock.now - previous
    return age >= every or age < timedelta(0)


def record_run(store: Store, counts: Mapping[str, Any] | None = None, *, at: str | None = None) -> None:
    """Record a real run (never call it for a dry run): ``{"last_run", "run", ...counts, "earlier"}``.

    ``counts`` are ``PatternResult.run_counts``; ``run`` the id of the command run (``memcli history``) whose
    undo takes this record back (``None`` when the run wrote nothing: nothing to undo); ``at`` when the step
    ran (default now). Call it once the run's transactions are committed, so that its id is known.
    """
    previous = _runs(_read(store))
    earlier = [{"last_run": r.get("last_run"), "run": r.get("run")} for r in previous if r.get("last_run")]
    record: dict[str, Any] = {"last_run": at or store.clock.stamp(), "run": store.run.id, **(counts or {}),
                              "earlier": earlier[:KEEP_EARLIER]}
    try:
        ensure_private_dir(store.state_dir)
        atomic_write_bytes(_run_path(store), (json.dumps(record, indent=1) + "\n").encode("utf-8"), mode=0o600)
    except OSError as exc:
        # The run's changes are committed; a lost record only makes the next run due sooner.
        log.warning("could not record the pattern run in %s: %s", _run_path(store), exc.strerror or exc)
