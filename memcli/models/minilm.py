"""all-MiniLM-L6-v2 sentence embeddings in numpy: a BERT encoder, mean pooling, unit length.

The forward pass of ``sentence-transformers/all-MiniLM-L6-v2`` (6 layers,
384 dimensions, 12 heads) written out with numpy, so ``memcli[semantic]``
needs neither PyTorch (1.4 GB) nor ONNX Runtime: the weights are read from
the model's ``model.safetensors`` (its shape from ``config.json``) and the
text is split by its ``tokenizer.json``, from the folder
``memcli.models.source`` found and checked. On the blind recall set its vectors equal those of
sentence-transformers 6.2 / torch 2.13 to 1e-7 (``docs/models.md``).

Imported only by ``memcli.models.semantic`` when the extra is installed.
"""

from __future__ import annotations

import json
import math
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from tokenizers import Tokenizer

MAX_TOKENS = 256  # the model's own limit (sentence_bert_config.json); a memory's first 256 tokens carry its subject
BATCH = 32
HEADS = 12  # all-MiniLM-L6-v2's, when config.json does not say (num_attention_heads)
LAYER_NORM_EPS = 1e-12


_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}


def map_safetensors(path: Path) -> dict[str, Any]:
    """The tensors of a ``.safetensors`` file as read-only arrays over one memory map of it.

    ``safetensors.numpy.load_file`` copies the whole file into memory (peak
    twice the 87 MB of weights: 207 MB against 91 MB mapped, bit-identical
    vectors); mapped, a query touches only the word-embedding rows it uses.
    The format: a little-endian u64 header length, a JSON header of
    ``{name: {dtype, shape, data_offsets}}``, then the raw tensors.
    """
    mapped = np.memmap(path, dtype=np.uint8, mode="r")
    (size,) = struct.unpack("<Q", bytes(mapped[:8]))
    header = json.loads(bytes(mapped[8:8 + size]))
    start = 8 + size
    tensors: dict[str, Any] = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        tensors[name] = mapped[start + begin:start + end].view(_DTYPES[info["dtype"]]).reshape(info["shape"])
    return tensors


class MiniLM:
    """A loaded model: ``embed(texts)`` gives one unit-length float32 row per text."""

    def __init__(self, folder: Path) -> None:
        self.weights: dict[str, Any] = map_safetensors(folder / "model.safetensors")
        config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
        self.heads = int(config.get("num_attention_heads", HEADS))
        self.eps = float(config.get("layer_norm_eps", LAYER_NORM_EPS))
        positions = int(self.weights["embeddings.position_embeddings.weight"].shape[0])
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(min(MAX_TOKENS, positions))
        self.tokenizer.no_padding()  # each batch is padded to its own longest text below
        self.layers = sum(1 for name in self.weights if name.endswith("attention.self.query.weight"))
        self.dimension = int(self.weights["embeddings.word_embeddings.weight"].shape[1])

    def embed(self, texts: Sequence[str]) -> Any:
        """Vectors for ``texts`` (rows in the same order), batched by length so padding stays small."""
        encodings = self.tokenizer.encode_batch(list(texts))
        vectors = np.zeros((len(encodings), self.dimension), np.float32)
        order = sorted(range(len(encodings)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), BATCH):
            chunk = order[start:start + BATCH]
            vectors[chunk] = self._encode([encodings[i].ids for i in chunk])
        return vectors

    def _encode(self, token_ids: list[list[int]]) -> Any:
        width = max(len(ids) for ids in token_ids)
        ids = np.zeros((len(token_ids), width), np.int64)
        mask = np.zeros((len(token_ids), width), np.float32)
        for row, tokens in enumerate(token_ids):
            ids[row, :len(tokens)] = tokens
            mask[row, :len(tokens)] = 1.0
        w = self.weights
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:width]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = _layer_norm(x, w, "embeddings.LayerNorm", self.eps)
        padding = (1.0 - mask)[:, None, None, :] * -1e9  # padded tokens get no attention
        for layer in range(self.layers):
            x = self._layer(x, padding, f"encoder.layer.{layer}.")
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)

    def _layer(self, x: Any, padding: Any, prefix: str) -> Any:
        batch, width, hidden = x.shape
        size = hidden // self.heads

        def heads(name: str) -> Any:
            return self._linear(x, prefix + name).reshape(batch, width, self.heads, size).transpose(0, 2, 1, 3)

        scores = heads("attention.self.query") @ heads("attention.self.key").transpose(0, 1, 3, 2)
        scores = scores / math.sqrt(size) + padding
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ heads("attention.self.value")).transpose(0, 2, 1, 3).reshape(batch, width, hidden)
        x = _layer_norm(x + self._linear(context, prefix + "attention.output.dense"), self.weights,
                        prefix + "attention.output.LayerNorm", self.eps)
        inner = _gelu(self._linear(x, prefix + "intermediate.dense"))
        return _layer_norm(x + self._linear(inner, prefix + "output.dense"), self.weights, prefix + "output.LayerNorm",
                           self.eps)

    def _linear(self, x: Any, name: str) -> Any:
        return x @ self.weights[name + ".weight"].T + self.weights[name + ".bias"]


def _layer_norm(x: Any, weights: dict[str, Any], name: str, eps: float) -> Any:
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(variance + eps) * weights[name + ".weight"] + weights[name + ".bias"]


def _gelu(x: Any) -> Any:
    """BERT's exact GELU, ``x·Φ(x)``, with erf by Abramowitz & Stegun 7.1.26 (error < 1.5e-7; numpy has no erf)."""
    z = np.abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
    erf = np.sign(x) * (1.0 - poly * np.exp(-z * z))
    return 0.5 * x * (1.0 + erf)
