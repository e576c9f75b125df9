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


def last_run(store: Store) -> datetime | None:
    """When pattern reinforcement last ran for real (``None``: never, or the record is unreadable)."""
    try:
        data = json.loads(read_state(_run_path(store)))
    except (OSError, ValueError, RecursionError):
        return None
    return try_parse_instant(data.get("last_run")) if isinstance(data, dict) else None


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


def record_run(store: Store, counts: Mapping[str, Any] | None = None) -> None:
    """Record a real run (never call it for a dry run): ``{"last_run", ...counts}`` (``PatternResult.run_counts``)."""
    record: dict[str, Any] = {"last_run": store.clock.stamp(), **(counts or {})}
    try:
        ensure_private_dir(store.state_dir)
        atomic_write_bytes(_run_path(store), (json.dumps(record, indent=1) + "\n").encode("utf-8"), mode=0o600)
    except OSError as exc:
        # The run's changes are committed; a lost record only makes the next run due sooner.
        log.warning("could not record the pattern run in %s: %s", _run_path(store), exc.strerror or exc)
