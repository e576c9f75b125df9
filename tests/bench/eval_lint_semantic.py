"""Would embedding neighbours help lint? The blind lint sets with nearest-neighbour pairs added to the candidates.

Not collected by pytest; needs ``memcli[semantic]`` and the model folder. Run from the repository root::

    MEMCLI_RECALL_MODEL_DIR=<model folder> python tests/bench/eval_lint_semantic.py [--neighbours 0 1 2]

For each K, every live memory's K nearest memories by the cosine of their
claim lines (``memcli.models.semantic.embed``) are added to the built-in
candidate pairs, best first, skipping pairs already proposed, pairs closed
by ``do_not_reopen`` and memories that already hold ``PER_MEMORY`` pairs
(the budget is kept). Then the built-in judge runs over all pairs and the
usual figures are printed (``tests/lint/blind.py``): the pairs added, and
precision, recall, false alarms and candidate recall per set. K = 0 is
lint as it is.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import memcli.lint.lint_run as lint_run  # noqa: E402
import tests.lint.blind as blind  # noqa: E402
from memcli.lint import pairing  # noqa: E402
from memcli.lint.claims import claim_text  # noqa: E402
from memcli.lint.records import blocked_partners  # noqa: E402
from memcli.models import semantic  # noqa: E402
from memcli.store import Memory  # noqa: E402

BUILT_IN = pairing.find_candidates


def with_neighbours(k: int, added: list[int]):
    """``find_candidates`` plus each memory's ``k`` nearest neighbours, within the per-memory budget."""

    def find(memories: Sequence[Memory], today: date, **options) -> pairing.CandidateSet:
        found = BUILT_IN(memories, today, **options)
        items = sorted(memories, key=lambda m: m.rel)
        vectors = semantic.embed([claim_text(m.body) for m in items])
        cosines = vectors @ vectors.T
        for i in range(len(items)):
            cosines[i, i] = -1.0
        have = {frozenset((c.a.rel, c.b.rel)) for c in found.pairs}
        load = Counter(m.rel for c in found.pairs for m in (c.a, c.b))
        blocked = [blocked_partners(m.meta, today) for m in items]
        nearest = sorted(((float(cosines[i, j]), i, int(j)) for i in range(len(items))
                          for j in cosines[i].argsort()[::-1][:k]), reverse=True)
        extra = []
        for score, i, j in nearest:
            a, b = items[i], items[j]
            if frozenset((a.rel, b.rel)) in have or max(load[a.rel], load[b.rel]) >= pairing.PER_MEMORY:
                continue
            if b.file_name in blocked[i] or a.file_name in blocked[j]:
                continue
            have.add(frozenset((a.rel, b.rel)))
            load.update((a.rel, b.rel))
            extra.append(pairing.CandidatePair(*pairing.pair_order(a, b), score))
        added.append(len(extra))
        return dataclasses.replace(found, pairs=found.pairs + tuple(extra))

    return find


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--neighbours", type=int, nargs="+", default=[0, 1, 2])
    args = parser.parse_args()
    sets = sorted(p for p in blind.BLIND_DIR.iterdir() if (p / "labels.yaml").exists())
    for k in args.neighbours:
        with tempfile.TemporaryDirectory() as work:
            for folder in sets:
                added: list[int] = []
                lint_run.find_candidates = blind.find_candidates = with_neighbours(k, added)
                score = blind.score_set(folder, Path(work))
                print(f"K={k} +{added[0] if added else 0} pairs  {score.summary()}")


if __name__ == "__main__":
    main()
