"""A tiny BERT-shaped model built by the tests: the loading, checking and embedding code runs on it for real.

One encoder layer, 8 dimensions, 2 heads, a few dozen words in two topics
(databases, JavaScript packages) whose word vectors point in two orthogonal
directions, everything else (special tokens, punctuation, unknown words) in
a third: a text's vector leans towards its topic. Synonyms share a row, so
"pg" and "postgres" get the same vector. ``build`` returns the folder
and its SHA-256 table, to pass where memcli takes the pinned one.
"""

from __future__ import annotations

import hashlib
import json
import struct
from pathlib import Path

TOPICS = {(1.0, -1.0, 1.0, -1.0, 0.0, 0.0, 0.0, 0.0): ("staging", "postgres", "port", "database", "server", "listens"),
          (0.0, 0.0, 0.0, 0.0, 1.0, -1.0, 1.0, -1.0): ("npm", "pnpm", "javascript", "package", "tool", "install")}
NEUTRAL = (1.0, 1.0, -1.0, -1.0, 1.0, 1.0, -1.0, -1.0)
OTHER = ("uses", "on", "never", ".", ",", ":")
WORDS = (*(word for words in TOPICS.values() for word in words), *OTHER)
SYNONYMS = {"pg": "postgres", "yarn": "npm"}
SPECIAL = ("[PAD]", "[UNK]", "[CLS]", "[SEP]")
HIDDEN, HEADS, INNER, POSITIONS = 8, 2, 16, 32


def build(folder: Path, seed: int = 7) -> dict[str, str]:
    """Write ``config.json``, ``model.safetensors`` and ``tokenizer.json`` into ``folder``; their SHA-256 table."""
    import numpy as np

    folder.mkdir(parents=True, exist_ok=True)
    vocab = {token: i for i, token in enumerate((*SPECIAL, *WORDS, *SYNONYMS))}
    rng = np.random.default_rng(seed)
    words = np.tile(np.array(NEUTRAL, np.float32), (len(vocab), 1)) + _small(rng, len(vocab), HIDDEN)
    for direction, topic_words in TOPICS.items():
        for word in topic_words:
            words[vocab[word]] = np.array(direction, np.float32) * 2 + _small(rng, HIDDEN)
    for synonym, word in SYNONYMS.items():
        words[vocab[synonym]] = words[vocab[word]]
    tensors = {"embeddings.word_embeddings.weight": words,
               "embeddings.position_embeddings.weight": _small(rng, POSITIONS, HIDDEN),
               "embeddings.token_type_embeddings.weight": _small(rng, 2, HIDDEN)}
    _norm(tensors, "embeddings.LayerNorm")
    prefix = "encoder.layer.0."
    for name, shape in (("attention.self.query", (HIDDEN, HIDDEN)), ("attention.self.key", (HIDDEN, HIDDEN)),
                        ("attention.self.value", (HIDDEN, HIDDEN)), ("attention.output.dense", (HIDDEN, HIDDEN)),
                        ("intermediate.dense", (INNER, HIDDEN)), ("output.dense", (HIDDEN, INNER))):
        tensors[prefix + name + ".weight"] = _small(rng, *shape)
        tensors[prefix + name + ".bias"] = np.zeros(shape[0], np.float32)
    _norm(tensors, prefix + "attention.output.LayerNorm")
    _norm(tensors, prefix + "output.LayerNorm")
    write_safetensors(folder / "model.safetensors", tensors)
    (folder / "config.json").write_text(json.dumps({"model_type": "bert", "hidden_size": HIDDEN,
                                                    "num_attention_heads": HEADS, "num_hidden_layers": 1,
                                                    "layer_norm_eps": 1e-12}))
    _tokenizer(vocab).save(str(folder / "tokenizer.json"))
    return {name: hashlib.sha256((folder / name).read_bytes()).hexdigest()
            for name in ("config.json", "model.safetensors", "tokenizer.json")}


def write_safetensors(path: Path, tensors: dict) -> None:
    """The safetensors format: a little-endian u64 header length, the JSON header, the raw tensors."""
    header, data = {"__metadata__": {"format": "pt"}}, b""
    for name, array in tensors.items():
        raw = array.tobytes()
        kind = {"float32": "F32", "int64": "I64"}[array.dtype.name]
        header[name] = {"dtype": kind, "shape": list(array.shape), "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    head = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(head)) + head + data)


def _small(rng, *shape):
    return (rng.standard_normal(shape) * 0.1).astype("float32")


def _norm(tensors: dict, name: str) -> None:
    import numpy as np

    tensors[name + ".weight"] = np.ones(HIDDEN, np.float32)
    tensors[name + ".bias"] = np.zeros(HIDDEN, np.float32)


def _tokenizer(vocab: dict[str, int]):
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors

    tokenizer = Tokenizer(models.WordPiece(vocab, unk_token="[UNK]"))
    tokenizer.normalizer = normalizers.BertNormalizer(lowercase=True)
    tokenizer.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", special_tokens=[("[CLS]", vocab["[CLS]"]), ("[SEP]", vocab["[SEP]"])])
    return tokenizer


def flip_one_byte(path: Path, at: int | None = None) -> None:
    """Change one byte of ``path`` (the middle one unless ``at``), keeping its size."""
    data = bytearray(path.read_bytes())
    where = len(data) // 2 if at is None else at
    data[where] ^= 0x01
    path.write_bytes(bytes(data))
