"""Local embeddings (``pip install 'memcli[semantic]'``): close paraphrases for recall, offline, on a CPU.

The model is WordLlama's ``l2_supercat`` (256 dimensions, 16 MB), shipped
inside the ``wordllama`` wheel with its tokenizer. ``WordLlama.load()``
looks for the tokenizer under ``wordllama/tokenizer/`` but the wheel has it
under ``wordllama/tokenizers/``, so it would try to download it; loading
with the package folder as ``cache_dir`` and downloads disabled finds both
files in the wheel and never touches the network.

Without the extra, ``load_similarity()`` returns ``None`` and recall works
as before; nothing here is imported by the hook. ``WEIGHT`` and
``THRESHOLD`` are the measured settings (``docs/models.md``, "Semantic
recall").
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

PACKAGE = "wordllama"
WEIGHT = 2.0  # the semantic part next to bm25 (both scaled so the best match is 1.0)
THRESHOLD = 0.2  # cosine from which a memory that shares no query word is a close paraphrase


def installed() -> bool:
    """Whether ``memcli[semantic]`` is installed (looked up without importing it)."""
    return importlib.util.find_spec(PACKAGE) is not None


@lru_cache(maxsize=1)
def _model() -> Any:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: nothing may be fetched at run time
    import wordllama
    from wordllama import WordLlama

    return WordLlama.load(cache_dir=os.path.dirname(wordllama.__file__), disable_download=True)


class WordLlamaSimilarity:
    """Cosine similarity of a query to texts with WordLlama embeddings (``recall_db.Similarity``)."""

    def __init__(self, weight: float = WEIGHT, threshold: float = THRESHOLD) -> None:
        self.weight, self.threshold = weight, threshold
        self.model = _model()

    def __call__(self, query: str, texts: Sequence[str]) -> list[float]:
        """One cosine per text (vectors are normalised, so a dot product)."""
        vectors = self.model.embed(list(texts), norm=True)
        return [float(x) for x in vectors @ self.model.embed([query], norm=True)[0]]


def load_similarity(mode: str = "auto") -> WordLlamaSimilarity | None:
    """The similarity for ``recall.semantic = mode``: ``None`` when ``off`` or the extra is not installed."""
    if mode == "off" or not installed():
        return None
    return WordLlamaSimilarity()
