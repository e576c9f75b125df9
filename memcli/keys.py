"""Content keys: the SHA-256 of length-prefixed text parts, for caches keyed by what an answer depends on.

A low module (standard library only) so that the recall index (``patterns``)
and the model caches (``models``) share one key without the index importing
a model backend.
"""

from __future__ import annotations

import hashlib

EMBEDDING_MODEL = "all-MiniLM-L6-v2"  # recall's local embedding model (``memcli.models.semantic``)


def answer_key(*parts: str) -> str:
    """The cache key of an answer that depends on exactly ``parts``."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8", "surrogatepass")
        digest.update(b"%d:" % len(data) + data)  # length-prefixed: ("ab", "c") and ("a", "bc") differ
    return digest.hexdigest()


def text_key(text: str) -> str:
    """The key of an embedded text in ``.memcli/cache/embeddings.bin`` (the recall index stores it per memory)."""
    return answer_key(EMBEDDING_MODEL, text)
