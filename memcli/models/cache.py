"""Model answers kept in ``.memcli/cache/``, so that a question asked once is never paid for again.

A key is the SHA-256 of everything the answer depends on (backend and
model, prompt name and version, the input's text). The file is JSON inside
the store caches' checksummed frame, written atomically; a damaged or
missing file just means "nothing cached". Saving keeps only the keys
looked up in this run, so the file never holds answers about text that no
longer exists.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from memcli.formats.cache import frame, unframe
from memcli.formats.regular_files import read_state
from memcli.safeedit.atomic import atomic_write_bytes, ensure_private_dir, pid_tag

CACHE_FORMAT = 1


EMBEDDING_MODEL = "all-MiniLM-L6-v2"  # recall's local embedding model (``memcli.models.semantic``)


def text_key(text: str) -> str:
    """The key of an embedded text in ``.memcli/cache/embeddings.bin`` (the recall index stores it per memory)."""
    return answer_key(EMBEDDING_MODEL, text)


def answer_key(*parts: str) -> str:
    """The cache key of an answer that depends on exactly ``parts``."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8", "surrogatepass")
        digest.update(b"%d:" % len(data) + data)  # length-prefixed: ("ab", "c") and ("a", "bc") differ
    return digest.hexdigest()


class AnswerCache:
    """Answers by key, loaded from and saved to one file under ``.memcli/cache/``."""

    def __init__(self, state_dir: Path, name: str) -> None:
        self.path = state_dir / "cache" / f"{name}.json"
        self._answers = _load(self.path)
        self._used: set[str] = set()

    def get(self, key: str) -> Any | None:
        """The cached answer, ``None`` when there is none; marks the key as in use."""
        self._used.add(key)
        return self._answers.get(key)

    def put(self, key: str, answer: Any) -> None:
        """Remember ``answer`` (JSON data) under ``key``."""
        self._used.add(key)
        self._answers[key] = answer

    def save(self) -> bool:
        """Write the answers of the keys used in this run; ``False`` when the file cannot be written."""
        kept = {key: self._answers[key] for key in sorted(self._used) if key in self._answers}
        blob = json.dumps({"format": CACHE_FORMAT, "answers": kept}, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")
        try:
            ensure_private_dir(self.path.parent)
            atomic_write_bytes(self.path, frame(blob), mode=0o600, tag=pid_tag())
        except OSError:
            return False
        return True


def _load(path: Path) -> dict[str, Any]:
    try:
        blob = unframe(read_state(path))
        data = json.loads(blob) if blob is not None else None
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or not isinstance(data.get("answers"), dict):
        return {}
    return data["answers"]
