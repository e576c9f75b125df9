"""What the nightly run has already consumed, so the same input is never mined twice.

``.memcli/consumed.json`` holds three things, each stamped with the
extractor version that consumed it (``EXTRACTOR_VERSION``):

- ``files``: content hashes of files consumed whole (a file whose bytes did
  not change is skipped at once);
- ``streams``: per JSON-lines file (by real path), the prefix consumed so
  far: its length in bytes, its number of lines and its hash. A file that
  grew by appending (a live transcript) is read from there on, so old turns
  are never mined again; a last line still being written (no newline yet)
  is outside the prefix, and the file is not marked consumed whole until it
  ends with a newline;
- ``reinforced``: keys of responses that reinforced a memory, so that a file
  rewritten and read again from the start never reinforces twice.

An input consumed by an older extractor version is skipped like any other,
unless ``consolidate --reprocess`` asks to mine it again with today's rules
(dedup against the review queue keeps that idempotent). The ledger is
written in the same transaction as the candidates and counters it
produced: either both happen or neither.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from memcli.extract import EXTRACTOR_VERSION
from memcli.formats.regular_files import read_state
from memcli.store import Store

LEDGER_PATH = ".memcli/consumed.json"
MAX_REINFORCED_KEYS = 200_000  # the oldest keys are forgotten first
MAX_STREAMS = 50_000
OLDEST = 1  # entries written before versions were recorded


@dataclass(frozen=True, slots=True)
class Prefix:
    """The consumed start of a JSON-lines file: ``bytes`` long, ``lines`` lines, hashed to ``sha256``."""

    bytes: int
    lines: int
    sha256: str
    extractor: int = OLDEST


@dataclass
class Ledger:
    """The ledger as read: consumed files, stream prefixes and reinforced response keys."""

    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    streams: dict[str, dict[str, Any]] = field(default_factory=dict)
    reinforced: list[str] = field(default_factory=list)

    def file_version(self, digest: str) -> int | None:
        """The extractor version that consumed the file with this content hash (``None``: never)."""
        entry = self.files.get(digest)
        return None if entry is None else _version(entry)

    def prefix(self, real_path: str) -> Prefix | None:
        """The consumed prefix of a JSON-lines file, when one is recorded."""
        entry = self.streams.get(real_path)
        if not isinstance(entry, dict):
            return None
        size, lines, digest = entry.get("bytes"), entry.get("lines"), entry.get("sha256")
        if not (isinstance(size, int) and isinstance(lines, int) and isinstance(digest, str)):
            return None
        return Prefix(size, lines, digest, _version(entry))

    def reinforced_keys(self) -> set[str]:
        """Keys of responses that already reinforced a memory."""
        return set(self.reinforced)


def _version(entry: object) -> int:
    value = entry.get("extractor") if isinstance(entry, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else OLDEST


def load(store: Store) -> Ledger:
    """The ledger (an unreadable or older-shaped one is read as far as it goes)."""
    try:
        data = json.loads(read_state(store.root / LEDGER_PATH))
    except FileNotFoundError:
        return Ledger()
    except (ValueError, RecursionError):
        return Ledger()
    if not isinstance(data, dict):
        return Ledger()
    files = data.get("files") if isinstance(data.get("files"), dict) else {}
    streams = data.get("streams") if isinstance(data.get("streams"), dict) else {}
    # Before streams existed, every response read was keyed ("records"): reading them as "reinforced" keeps
    # those responses from reinforcing twice, which is all such a key can still be needed for.
    keys = data.get("reinforced", data.get("records", []))
    reinforced = [k for k in keys if isinstance(k, str)] if isinstance(keys, list) else []
    return Ledger(files, streams, reinforced)


def record_key(record: Any) -> str:
    """A response's identity: where it is and what it says."""
    digest = hashlib.sha256(f"{record.source}\0{record.unit}\0{record.text}".encode("utf-8", "replace"))
    return digest.hexdigest()[:24]


@dataclass(frozen=True, slots=True)
class Consumed:
    """What a run consumed of one input: its whole content (when complete) and, for JSON lines, its prefix."""

    label: str
    real_path: str
    digest: str | None  # the whole file's hash, when the file was consumed whole
    prefix: Prefix | None  # JSON lines: the prefix consumed so far

    @property
    def extractor(self) -> int:
        """The oldest extractor version that mined part of it (a grown file keeps its old part's version)."""
        return self.prefix.extractor if self.prefix is not None else EXTRACTOR_VERSION


def stage_consumed(store: Store, tx: Any, consumed: Iterable[Consumed], reinforced_keys: Iterable[str]) -> None:
    """Stage the ledger with this run's inputs and the keys of the responses that reinforced something."""
    ledger = load(store)
    stamp = store.clock.stamp()
    for item in consumed:
        if item.digest is not None:
            ledger.files[item.digest] = {"path": item.label, "consumed_at": stamp, "extractor": item.extractor}
        if item.prefix is not None:
            ledger.streams.pop(item.real_path, None)  # re-inserted last: the oldest entries are forgotten first
            ledger.streams[item.real_path] = {"path": item.label, "bytes": item.prefix.bytes, "lines": item.prefix.lines,
                                              "sha256": item.prefix.sha256, "extractor": item.prefix.extractor,
                                              "consumed_at": stamp}
    known = set(ledger.reinforced)
    for key in reinforced_keys:
        if key not in known:
            known.add(key)
            ledger.reinforced.append(key)
    streams = dict(list(ledger.streams.items())[-MAX_STREAMS:])
    document = {"extractor": EXTRACTOR_VERSION, "files": ledger.files, "streams": streams,
                "reinforced": ledger.reinforced[-MAX_REINFORCED_KEYS:]}
    tx.write_text(LEDGER_PATH, json.dumps(document, indent=0, ensure_ascii=False) + "\n", allow_shrink=True)
