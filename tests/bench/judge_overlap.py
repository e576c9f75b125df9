"""What the two judging halves of a first lint run analyse twice, and what handing an analysis over would cost.

Not collected by pytest. Run from the repository root on a store (``bench_lint.py``'s 50,000 store, say)::

    python tests/bench/judge_overlap.py STORE [--now 2026-05-17]

Splits the candidate pairs' locality order at its middle, judges each half as the forked children do
(``fanout.judge_stretches``, one process, one half after the other), and prints the claim texts each half
analyses, those analysed in both, and, for up to 6,000 of the latter, the CPU time of analysing them against
pickling and unpickling the analyses, and their size unpickled (docs/performance.md).
"""

from __future__ import annotations

import argparse
import collections
import gc
import pickle
import sys
import time
import tracemalloc
from datetime import date, datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from memcli import parallel  # noqa: E402
from memcli.clock import Clock  # noqa: E402
from memcli.lint import fanout  # noqa: E402
from memcli.lint import judge as judge_module  # noqa: E402
from memcli.lint.analysis import analyse_line  # noqa: E402
from memcli.lint.pairing import find_candidates, pair_ends  # noqa: E402
from memcli.store import Store  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--now", default="2026-05-17")
    args = parser.parse_args()
    parallel.workers = lambda: 1  # one process: the halves are judged one after the other
    today = date.fromisoformat(args.now)
    live = Store.open(args.store, Clock(datetime(today.year, today.month, today.day, tzinfo=timezone.utc))).scan().live()
    candidates = find_candidates(live, today)
    memories, ends = pair_ends(candidates.pairs)
    order = fanout.locality_order(ends, len(memories))
    middle = len(order) // 2
    gc.disable()
    analysed = {name: half_counts(candidates, memories, ends, order, middle, forward)
                for name, forward in (("front", True), ("back", False))}
    for name, counts in analysed.items():
        print(f"{name}: {sum(counts.values())} analyses, {len(counts)} distinct texts")
    both = sorted(analysed["front"].keys() & analysed["back"].keys())
    print(f"analysed in both halves: {len(both)}")
    handover(both[:6000], candidates.names)


def half_counts(candidates, memories, ends, order, middle: int, forward: bool) -> collections.Counter:
    """How many times each claim text is analysed judging one half of the order."""
    counts: collections.Counter = collections.Counter()
    original = judge_module.analyse_line

    def counting(text, names, cache):
        counts[text] += 1
        return original(text, names, cache)

    judge_module.analyse_line = counting
    try:
        judge = judge_module.BuiltinJudge(candidates.common)
        judge.names = candidates.names
        stretch = range(0, middle) if forward else range(len(order) - 1, middle - 1, -1)
        beyond = (lambda position: position >= middle) if forward else (lambda position: position < middle)
        fanout.judge_stretches(judge, memories, judge_module._UNRELATED, ends, order, [stretch], forward, beyond)
    finally:
        judge_module.analyse_line = original
    return counts


def handover(texts: list[str], names: frozenset[str]) -> None:
    """CPU time of analysing ``texts`` against pickling and unpickling their analyses, and their size."""
    started = time.process_time()
    analyses = [tuple(analyse_line(text, names, {})) for text in texts]
    analysing = time.process_time() - started
    started = time.process_time()
    blob = pickle.dumps(analyses, protocol=5)
    pickling = time.process_time() - started
    started = time.process_time()
    pickle.loads(blob)
    unpickling = time.process_time() - started
    tracemalloc.start()  # (apart from the timing: tracing slows it)
    kept = pickle.loads(blob)
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del kept
    count = max(1, len(texts))
    print(f"{len(texts)} texts: analyse {analysing / count * 1e6:.0f} us each, pickle {pickling / count * 1e6:.0f} us, "
          f"unpickle {unpickling / count * 1e6:.0f} us; {len(blob) / 1e6:.1f} MB pickled, {size / 1e6:.1f} MB unpickled")


if __name__ == "__main__":
    main()
