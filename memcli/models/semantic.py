"""Local embeddings (``pip install 'memcli[semantic]'``): close paraphrases for recall, offline, on a CPU.

The model is ``sentence-transformers/all-MiniLM-L6-v2`` (Apache-2.0, 384
dimensions, 87 MB of weights), run by ``memcli.models.minilm`` with numpy:
no PyTorch. Its files come from a source the user names and
``memcli.models.source`` checks: ``recall.model_dir`` or the Hugging Face
cache's snapshot of the pinned revision (``memcli models fetch``). Every
file is checked against the pinned SHA-256 before the model is loaded; a
missing or different file is one warning and recall runs on full text.

A memory's vector costs about 45 ms on one CPU core, so vectors are kept in
``.memcli/cache/embeddings.bin`` keyed by the embedded text: a recall only
embeds memories that are new or changed, and the query.

Without the extra, or with no model source, ``load_similarity()`` returns
``None`` and recall works as before; nothing here is imported by the hook.
``WEIGHT`` and ``THRESHOLD`` are the measured settings (``docs/models.md``,
"Semantic recall").
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from memcli.models.answer_cache import EMBEDDING_MODEL
from memcli.models import source as model_source
from memcli.models.source import ModelRefused, locate, verify
from memcli.safeedit.atomic import atomic_write_bytes, ensure_private_dir, pid_tag
from memcli.store.parse_cache import frame, unframe

REQUIRED = ("numpy", "tokenizers")
MODEL = EMBEDDING_MODEL
WEIGHT = 8.0  # the semantic part next to bm25 (both scaled so the best match is 1.0)
THRESHOLD = 0.2  # cosine from which a memory that shares no query word is a close paraphrase
CACHE_FILE = "embeddings.bin"
CACHE_FORMAT = 1

log = logging.getLogger("memcli")
_loaded: dict[str, Any] = {}  # models by folder, loaded once per process
_active: list[Any] = []  # the model ``embed`` uses: the last one loaded after its check


def installed() -> bool:
    """Whether ``memcli[semantic]``'s libraries are installed (looked up without importing them)."""
    return all(importlib.util.find_spec(name) is not None for name in REQUIRED)


def _numpy() -> Any:
    """numpy, its OpenBLAS on one thread unless the user set ``OPENBLAS_NUM_THREADS`` (before numpy loads)."""
    # The model's matrices are small: on a busy 2-core machine two BLAS threads spin against each other
    # and embedding 205 memories took 34-50 s instead of 7-8 s on one thread (docs/models.md).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    import numpy

    return numpy


def load_model(folder: Path, table: Mapping[str, str] | None = None, state_dir: Path | None = None) -> Any:
    """The model in ``folder`` once every file of ``table`` (default: the pinned one) matches its SHA-256
    (``ModelRefused`` otherwise); it becomes the one ``embed`` uses. The check runs on every call; the files
    are mapped once per process."""
    verify(folder, model_source.PINNED if table is None else table, state_dir)
    key = str(folder.resolve())
    if key not in _loaded:
        _numpy()
        from memcli.models.minilm import MiniLM

        _loaded[key] = MiniLM(folder)
    _active[:] = [_loaded[key]]
    return _loaded[key]


def _model() -> Any:
    """The loaded model; without one, the default source's (``MEMCLI_RECALL_MODEL_DIR`` or the Hugging Face
    cache), as the benchmark scripts that call ``embed`` directly need."""
    if not _active:
        source = locate(os.environ.get("MEMCLI_RECALL_MODEL_DIR", ""))
        if source is None:
            raise ModelRefused("no embedding model: set recall.model_dir or run `memcli models fetch`")
        load_model(source.folder)
    return _active[0]


def embed(texts: Sequence[str]) -> Any:
    """Unit-length vectors (a float32 numpy array, one row per text), computed now."""
    return _model().embed(texts)


class VectorCache:
    """Vectors by text in ``.memcli/cache/embeddings.bin``; saving keeps only the texts looked up in this run.

    The cached rows stay one array over the file's bytes, looked up by
    position: at 50,000 memories a copy of them is 77 MB, so an unchanged
    store is scored without one (``cosines``).
    """

    def __init__(self, state_dir: Path | None) -> None:
        self.path = state_dir / "cache" / CACHE_FILE if state_dir is not None else None
        self._keys, self._rows = _load_rows(self.path) if self.path is not None else ([], None)
        self._position = {key: row for row, key in enumerate(self._keys)}
        self._new: dict[str, Any] = {}  # vectors embedded in this run
        self._used: list[str] = []
        self._changed = False

    def _look_up(self, keys: Sequence[str], texts_of: Callable[[Sequence[str]], list[str]]) -> None:
        """Embed the keys that have no vector yet (their texts from ``texts_of``)."""
        missing = list(dict.fromkeys(key for key in keys if key not in self._position and key not in self._new))
        if missing:
            self._new.update(zip(missing, embed(texts_of(missing))))
        # the cache changes when it gains vectors or keeps some that no text asked for
        self._changed |= bool(missing) or len(set(keys)) != len(self._position) + len(self._new)
        self._used = list(keys)

    def _vector(self, key: str) -> Any:
        return self._new[key] if key in self._new else self._rows[self._position[key]]

    def cosines(self, keys: Sequence[str], texts_of: Callable[[Sequence[str]], list[str]],
                query_text: str) -> list[float]:
        """The cosine of each key's text with ``query_text`` (vectors are unit length), cached rows not copied."""
        self._look_up(keys, texts_of)
        query = embed([query_text])[0]
        cached = self._rows @ query if self._rows is not None else None
        return [float(cached[self._position[key]]) if key in self._position else float(self._new[key] @ query)
                for key in keys]

    def save(self) -> None:
        """Write the vectors of this run's texts when anything changed; a cache that cannot be written is skipped."""
        if self.path is None or not self._changed:
            return
        np = _numpy()
        keys = list(dict.fromkeys(self._used))
        header = _aligned(json.dumps({"format": CACHE_FORMAT, "model": MODEL, "keys": keys}).encode("utf-8"))
        rows = np.stack([self._vector(key) for key in keys]).astype(np.float32) if keys else None
        body = rows.tobytes() if rows is not None else b""
        try:
            ensure_private_dir(self.path.parent)
            atomic_write_bytes(self.path, frame(header + b"\n" + body), mode=0o600, tag=pid_tag())
        except OSError:
            return
        self._keys, self._rows = keys, rows
        self._position = {key: row for row, key in enumerate(keys)}
        self._new = {}
        self._changed = False


ROW_ALIGNMENT = 16
_FRAME_HEAD = len(frame(b""))


def _aligned(header: bytes) -> bytes:
    """The header padded with spaces so that the rows after it start on an aligned offset of the file: an
    unaligned float32 array is copied whole before a matrix product (77 MB at 50,000 memories)."""
    return header + b" " * (-(_FRAME_HEAD + len(header) + 1) % ROW_ALIGNMENT)


def _load_rows(path: Path) -> tuple[list[str], Any]:
    """The cached keys and their rows as one array (``([], None)`` when missing, damaged or of another model)."""
    np = _numpy()
    try:
        data = path.read_bytes()
        blob = unframe(memoryview(data))  # the rows stay in ``data``: no copy of 77 MB at 50,000 memories
        if blob is None:
            return [], None
        start = len(data) - len(blob)
        newline = data.index(b"\n", start)
        header = json.loads(data[start:newline])
        keys = header["keys"]
        if header.get("format") != CACHE_FORMAT or header.get("model") != MODEL or not isinstance(keys, list):
            return [], None
        if not keys:
            return [], None
        return keys, np.frombuffer(data, np.float32, offset=newline + 1).reshape(len(keys), -1)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return [], None


class SemanticSimilarity:
    """Cosine similarity of a query to texts (``recall_db.Similarity``), memory vectors cached per store."""

    def __init__(self, state_dir: Path | None = None, weight: float = WEIGHT, threshold: float = THRESHOLD) -> None:
        self.weight, self.threshold = weight, threshold
        self.cache = VectorCache(state_dir)

    def __call__(self, query: str, keys: Sequence[str], texts_of: Callable[[Sequence[str]], list[str]]) -> list[float]:
        """One cosine per key (``recall_db.Similarity``)."""
        cosines = self.cache.cosines(keys, texts_of, query)
        self.cache.save()
        return cosines


def load_similarity(mode: str = "auto", state_dir: Path | None = None, model_dir: str = "",
                    base: Path | None = None, table: Mapping[str, str] | None = None) -> SemanticSimilarity | None:
    """The similarity for ``recall.semantic = mode``: ``None`` when ``off``, the extra is not installed, no
    source is named (``recall.model_dir``, relative to ``base``) and none is in the Hugging Face cache, or the
    source's files fail the check (then one warning: recall runs on full text, never on unchecked weights)."""
    if mode == "off" or not installed():
        return None
    source = locate(model_dir, base)
    if source is None:
        return None
    try:
        load_model(source.folder, table, state_dir)
    except ModelRefused as exc:
        log.warning("semantic recall is off, recall runs on full text: %s (source: %s)", exc.message, source.named_by)
        return None
    return SemanticSimilarity(state_dir)
