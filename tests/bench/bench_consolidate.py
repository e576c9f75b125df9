"""Benchmark ``memcli consolidate`` (docs/contracts.md §12: 10,000 memories + 20 MB of transcripts ≤ 30 s, ≤ 300 MB).

Usage: python tests/bench/bench_consolidate.py --sizes 10000 --megabytes 20

The store comes from the lint benchmark's generator (mixed types and
dialects, near-duplicates, planted contradictions), the transcripts from the
extraction benchmark's (Claude Code JSONL with tool blocks, sidechains,
cues and secrets), placed in ``inbox/``. Runs: the first night (cold: no
read cache), a second night over the same inputs (nothing new), a dry run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.bench_extract import generate_transcripts  # noqa: E402
from tests.bench.bench_lint import generate  # noqa: E402
from tests.bench.measure import memcli, report, run_measured, timed  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="10000")
    parser.add_argument("--megabytes", type=float, default=20.0)
    args = parser.parse_args()
    for size in [int(s) for s in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "store"
            seconds = timed(generate, root, size)
            written = generate_transcripts(root / "inbox", args.megabytes)
            print(f"--- {size} memories + {written / 1e6:.1f} MB of transcripts (generated in {seconds:.1f} s)")
            base = [*memcli(str(root), "--now", "2026-05-17T02:00:00Z"), "consolidate", "--since", "all", "--force-patterns"]
            report(f"consolidate, first night, cold [{size}]", run_measured(base[:1] + base[1:]))
            report(f"consolidate, same inputs again [{size}]", run_measured(base))
            report(f"consolidate --dry-run [{size}]", run_measured(base + ["--dry-run"]))


if __name__ == "__main__":
    main()
