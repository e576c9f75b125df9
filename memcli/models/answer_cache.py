"""Model answers kept in ``.memcli/cache/``, so that a question asked once is never paid for again.

A key is the SHA-256 of everything the answer depends on (backend and
model, prompt name and version, the input's text). The file is JSON inside
the store caches' checksummed frame, written atomically; a damaged or
missing file just means "nothing cached". Saving keeps only the keys
looked up in this run, so the file never holds answers about text that no
longer exists.

``VerdictCache`` is the lint judges' layer on top: each entry records what
it was given for (judge, prompt version, the SHA-256 of each file's name,
type and exact body) next to the answer, and is used only when all of it
matches the pair at hand and the answer is well formed; any other entry
(a stale one, a damaged one, one forged with a valid CRC but a content key
that is not its own) is discarded, never trusted.
"""

from __future__ import annotations

import json
from pathlib import Path
from collections.abc import Callable
from typing import Any

from memcli.formats.cache_frame import frame, unframe
from memcli.keys import EMBEDDING_MODEL, answer_key, text_key  # the keys live low: the recall index uses them
from memcli.formats.regular_files import read_state
from memcli.safeedit.atomic import atomic_write_bytes, ensure_private_dir, pid_tag

CACHE_FORMAT = 1


class AnswerCache:
    """Answers by key, loaded from and saved to one file under ``.memcli/cache/``."""

    def __init__(self, state_dir: Path, name: str, fmt: int = CACHE_FORMAT) -> None:
        self.path = state_dir / "cache" / f"{name}.json"
        self.format = fmt
        self._answers = _load(self.path, fmt)
        self._used: set[str] = set()

    def get(self, key: str) -> Any | None:
        """The cached answer, ``None`` when there is none; marks the key as in use."""
        self._used.add(key)
        return self._answers.get(key)

    def put(self, key: str, answer: Any) -> None:
        """Remember ``answer`` (JSON data) under ``key``."""
        self._used.add(key)
        self._answers[key] = answer

    def drop(self, key: str) -> None:
        """Forget the answer under ``key`` (it failed a check): it is not saved again."""
        self._answers.pop(key, None)

    def save(self) -> bool:
        """Write the answers of the keys used in this run; ``False`` when the file cannot be written."""
        kept = {key: self._answers[key] for key in sorted(self._used) if key in self._answers}
        blob = json.dumps({"format": self.format, "answers": kept}, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")
        try:
            ensure_private_dir(self.path.parent)
            atomic_write_bytes(self.path, frame(blob), mode=0o600, tag=pid_tag())
        except OSError:
            return False
        return True


def _load(path: Path, fmt: int) -> dict[str, Any]:
    try:
        blob = unframe(read_state(path))
        data = json.loads(blob) if blob is not None else None
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != fmt or not isinstance(data.get("answers"), dict):
        return {}
    return data["answers"]


VERDICT_FORMAT = 2  # 1 keyed entries by the redacted bodies alone and trusted any well-formed answer under a key


def content_hash(file: str, kind: str, body: str) -> str:
    """The SHA-256 of what a judge is given about one memory: its store-relative name, type and exact body."""
    return answer_key("memory", file, kind, body)


class VerdictCache:
    """Judge verdicts by judge, prompt version and both files' content hashes; entries that fail a check are dropped."""

    def __init__(self, state_dir: Path, name: str, valid: Callable[[Any], bool]) -> None:
        self._cache = AnswerCache(state_dir, name, VERDICT_FORMAT)
        self._valid = valid
        self.discarded = 0  # entries found under a pair's key that failed their check this run

    @staticmethod
    def _given(judge: str, prompt: str, a_hash: str, b_hash: str) -> tuple[str, dict[str, str]]:
        return answer_key(judge, prompt, a_hash, b_hash), {"judge": judge, "prompt": prompt, "a": a_hash, "b": b_hash}

    def get(self, judge: str, prompt: str, a_hash: str, b_hash: str) -> Any | None:
        """The answer given for exactly these inputs, ``None`` when there is none or the entry fails its check."""
        key, given = self._given(judge, prompt, a_hash, b_hash)
        entry = self._cache.get(key)
        if entry is None:
            return None
        if (not isinstance(entry, dict) or set(entry) != {*given, "answer"}
                or any(entry.get(field) != value for field, value in given.items())
                or not self._valid(entry["answer"])):
            self._cache.drop(key)
            self.discarded += 1
            return None
        return entry["answer"]

    def put(self, judge: str, prompt: str, a_hash: str, b_hash: str, answer: Any) -> None:
        """Remember ``answer`` with what it was given for."""
        key, given = self._given(judge, prompt, a_hash, b_hash)
        self._cache.put(key, {**given, "answer": answer})

    def save(self) -> bool:
        """Write the entries used in this run (``AnswerCache.save``)."""
        return self._cache.save()
