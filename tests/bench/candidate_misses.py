"""Labelled contradictions of the blind sets that never become candidate pairs (docs/lint.md, rounds 62 and 63).

Not collected by pytest. Run from the repository root::

    python tests/bench/candidate_misses.py [--every N] [-v]

Prints, over every ``N``-th blind set (all by default), how many labelled contradictions candidate generation
misses, and with ``-v`` each one with the rank each file gives the other among all its scored partners (from a
search without the per-memory budget) and how many pairs each file holds: a miss where a long file holds its
20 pairs is the §12 budget at work, one that neither file ranks high is the index's.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import yaml  # noqa: E402

from memcli.clock import Clock  # noqa: E402
from memcli.lint.pairing import find_candidates  # noqa: E402
from memcli.store.store import Store  # noqa: E402

NOW = datetime(2026, 11, 28, tzinfo=timezone.utc)
UNBOUNDED = 400  # partners and proposals per memory when ranking every scored partner


def _partners(pairs) -> dict[str, dict[str, float]]:
    found: dict[str, dict[str, float]] = {}
    for pair in pairs:
        found.setdefault(pair.a.rel, {})[pair.b.rel] = pair.score
        found.setdefault(pair.b.rel, {})[pair.a.rel] = pair.score
    return found


def _rank(partners: dict[str, float], other: str) -> str:
    if other not in partners:
        return "unscored"
    ordered = sorted(partners.values(), reverse=True)
    return f"{ordered.index(partners[other]) + 1}/{len(ordered)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="only every N-th set (sorted by name)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    missed = total = 0
    for folder in sorted((REPO / "tests" / "data" / "lint_blind").glob("set*"))[::args.every]:
        labels = yaml.safe_load((folder / "labels.yaml").read_text("utf-8"))
        store = Store.open(folder / "store", Clock(NOW))
        live = store.scan().live()
        found = find_candidates(live, store.clock.today)
        pairs = {frozenset((p.a.rel, p.b.rel)) for p in found.pairs}
        held = _partners(found.pairs)
        scored = _partners(find_candidates(live, store.clock.today, per_memory=UNBOUNDED,
                                           proposals_per_memory=UNBOUNDED).pairs) if args.verbose else {}
        for pair in labels["pairs"]:
            if pair["label"] != "contradiction":
                continue
            total += 1
            a, b = pair["a"], pair["b"]
            if frozenset((a, b)) in pairs:
                continue
            missed += 1
            if args.verbose:
                print(f"{folder.name} {pair['class']}: {a} ranks B {_rank(scored.get(a, {}), b)}, holds "
                      f"{len(held.get(a, {}))}; {b} ranks A {_rank(scored.get(b, {}), a)}, holds {len(held.get(b, {}))}")
    print(f"missed {missed} of {total} labelled contradictions ({missed / max(1, total):.1%})")


if __name__ == "__main__":
    main()
