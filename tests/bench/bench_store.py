"""Benchmark the foundation: ``validate`` (cold and warm cache) on generated stores.

Usage: python tests/bench/bench_store.py --sizes 1000,10000,50000
Budget (docs/contracts.md §12): validate second run ≤ 1 s and peak ≤ 300 MB on 50,000 memories.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.generate import generate_store  # noqa: E402
from tests.bench.measure import memcli, report, run_measured, timed  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,50000")
    args = parser.parse_args()
    for size in [int(s) for s in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "store"
            seconds = timed(generate_store, root, size)
            print(f"--- {size} memories (generated in {seconds:.1f} s)")
            report(f"validate, cold (no cache) [{size}]", run_measured(memcli(str(root), "validate")))
            report(f"validate, second run [{size}]", run_measured(memcli(str(root), "validate")))
            report(f"validate --format json, third run [{size}]", run_measured(memcli(str(root), "validate", "--format", "json")))


if __name__ == "__main__":
    main()
