"""Recall hit@1 on a blind set of paraphrased queries, with and without ``memcli[semantic]``.

Not collected by pytest. Run from the repository root::

    python tests/bench/bench_recall_blind.py tests/data/recall_blind/set1 [--model-dir DIR] [--weight W] [--threshold T]

The set is a store plus ``queries.yaml`` (``query``, ``expect`` as a
store-relative path, ``kind`` ``paraphrase`` | ``lexical``), written by
someone who never saw the ranker (its README says how). The store is copied
into a temp dir; each query runs through ``memcli.patterns.recall.recall``
with ``recall.semantic = off`` and, when the extra is installed and a model
folder is given (``--model-dir``, default ``$MEMCLI_TEST_MODEL_DIR`` or
``$MEMCLI_RECALL_MODEL_DIR``: see ``tests/models/wheel_model.py``), ``auto``
with ``recall.model_dir`` set to it. The folder is checked against the
pinned SHA-256 first; a refused folder stops the benchmark.
Prints hit@1, hit@3 and MRR per kind; ``--json`` prints them as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from memcli.clock import make_clock  # noqa: E402
from memcli.patterns import recall as recall_module  # noqa: E402
from memcli.store import Store  # noqa: E402
from memcli.wiring import similarity_for  # noqa: E402

NOW = "2026-06-01T00:00:00Z"


def load_queries(folder: Path) -> list[dict]:
    with open(folder / "queries.yaml", encoding="utf-8") as handle:
        return yaml.load(handle, Loader=yaml.CSafeLoader)["queries"]


def rank_of(store: Store, query: str, expect: str, similarity: Any = None) -> int | None:
    """1-based rank of the expected memory among the first 10 results, ``None`` when absent."""
    hits = recall_module.recall(store, query, limit=10, similarity=similarity)
    rels = [Path(hit.path).relative_to(store.root).as_posix() for hit in hits]
    return rels.index(expect) + 1 if expect in rels else None


def measure(root: Path, queries: list[dict], semantic: str, model_dir: str = "") -> dict[str, dict[str, float]]:
    store = Store.open(root, make_clock(NOW), options={"recall.semantic": semantic, "recall.model_dir": model_dir})
    similarity = similarity_for(store)  # as ``memcli recall`` wires it
    ranks: dict[str, list[int | None]] = {}
    for item in queries:
        rank = rank_of(store, item["query"], item["expect"], similarity)
        for kind in (item["kind"], "all"):
            ranks.setdefault(kind, []).append(rank)
    return {kind: {"n": len(rs), "hit@1": sum(r == 1 for r in rs) / len(rs),
                   "hit@3": sum(r is not None and r <= 3 for r in rs) / len(rs),
                   "mrr": sum(1 / r for r in rs if r) / len(rs)} for kind, rs in ranks.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--weight", type=float, help="semantic weight (default: memcli.models.semantic.WEIGHT)")
    parser.add_argument("--threshold", type=float, help="paraphrase threshold (default: THRESHOLD)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--model-dir", default=os.environ.get("MEMCLI_TEST_MODEL_DIR")
                        or os.environ.get("MEMCLI_RECALL_MODEL_DIR", ""), help="the all-MiniLM-L6-v2 folder")
    args = parser.parse_args()
    queries = load_queries(args.folder)
    modes = ["off"]
    from memcli.models import semantic

    model_dir = str(Path(args.model_dir).resolve()) if args.model_dir else ""
    if semantic.installed() and model_dir:
        semantic.load_model(Path(model_dir))  # ModelRefused (a traceback here) when the files are not the pinned ones
        modes.append("auto")
        if args.weight is not None:
            semantic.WEIGHT = args.weight
        if args.threshold is not None:
            semantic.THRESHOLD = args.threshold
        semantic.SemanticSimilarity.__init__.__defaults__ = (None, semantic.WEIGHT, semantic.THRESHOLD)
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "store"
        shutil.copytree(args.folder / "store", root)
        for mode in modes:
            results[mode] = measure(root, queries, mode, model_dir)
    if args.json:
        print(json.dumps(results, indent=1))
        return
    print(f"{'semantic':9} {'kind':11} {'n':>4} {'hit@1':>6} {'hit@3':>6} {'mrr':>6}")
    for mode, kinds in results.items():
        for kind, figures in sorted(kinds.items()):
            print(f"{mode:9} {kind:11} {figures['n']:4d} {figures['hit@1']:6.3f} {figures['hit@3']:6.3f} {figures['mrr']:6.3f}")


if __name__ == "__main__":
    main()
