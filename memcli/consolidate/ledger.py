"""What the nightly run has already consumed, so the same input is never mined twice.

``.memcli/consumed.json`` holds the content hashes of consumed files (a
file whose bytes did not change is skipped at once) and keys of consumed
responses (a transcript that grew since is mined only for its new turns).
It is written in the same transaction as the candidates and counters it
produced: either both happen or neither.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from memcli.consolidate.sources import Source
from memcli.store import Store

LEDGER_PATH = ".memcli/consumed.json"
MAX_RECORD_KEYS = 200_000  # the oldest keys are forgotten first


def _load(store: Store) -> dict[str, Any]:
    try:
        data = json.loads(store.read_text(LEDGER_PATH) or "{}")
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def consumed_files(store: Store) -> set[str]:
    """Content hashes of inputs consumed by earlier runs."""
    files = _load(store).get("files", {})
    return set(files) if isinstance(files, dict) else set()


def consumed_records(store: Store) -> set[str]:
    """Keys of responses consumed by earlier runs."""
    records = _load(store).get("records", [])
    return set(records) if isinstance(records, list) else set()


def record_key(record: Any) -> str:
    """A response's identity: where it is and what it says."""
    digest = hashlib.sha256(f"{record.source}\0{record.unit}\0{record.text}".encode("utf-8", "replace"))
    return digest.hexdigest()[:24]


def stage_consumed(store: Store, tx: Any, sources: Iterable[Source], record_keys: Iterable[str]) -> None:
    """Stage the ledger with this run's inputs and responses (their ``record_key``) added."""
    data = _load(store)
    files = data.get("files") if isinstance(data.get("files"), dict) else {}
    keys = data.get("records") if isinstance(data.get("records"), list) else []
    stamp = store.clock.stamp()
    for source in sources:
        files[source.digest] = {"path": source.label, "consumed_at": stamp}
    known = set(keys)
    for key in record_keys:
        if key not in known:
            known.add(key)
            keys.append(key)
    document = {"files": files, "records": keys[-MAX_RECORD_KEYS:]}
    tx.write_text(LEDGER_PATH, json.dumps(document, indent=0, ensure_ascii=False) + "\n", allow_shrink=True)
