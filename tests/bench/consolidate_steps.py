"""Peak memory of each step of the nightly run, on a generated store (not collected by pytest).

Usage, from the repository root::

    python tests/bench/consolidate_steps.py --size 50000 --megabytes 20 [--store DIR]

It generates a store and transcripts as ``bench_consolidate.py`` does (kept in
``--store`` when given, so a second call measures a night with a warm scan
cache), then runs ``memcli consolidate --since all --force-patterns --dry-run``
in this process and prints each step's duration and its peak RSS: the
process's high-water mark is reset before each step (``/proc/self/clear_refs``)
and read after it. No sampling thread runs (memcli forks worker processes only
when no other thread does), and the highest RSS of any worker process so far
is printed beside it (``RUSAGE_CHILDREN``).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import resource
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "bench"))

import bench_consolidate  # noqa: E402  (a sibling script, found through sys.path)

import memcli.consolidate.pipeline as pipeline  # noqa: E402
from memcli.cli.main import main as memcli_main  # noqa: E402


def peak_mb() -> int:
    """This process's peak resident set size in MB since the last ``reset_peak``."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    return 0


def reset_peak() -> None:
    """Start a new high-water mark at the current RSS (Linux 4.0 and later)."""
    with open("/proc/self/clear_refs", "w", encoding="ascii") as refs:
        refs.write("5")


def measure(root: Path) -> list[tuple[str, float, int, int]]:
    """``(step, seconds, peak MB of this process, peak MB of any worker so far)`` for each step of one dry run."""
    rows: list[tuple[str, float, int, int]] = []
    original = pipeline.run_step

    def timed_step(night, name, work, failed, progress=None):
        reset_peak()
        started = time.perf_counter()
        value = original(night, name, work, failed, progress)
        workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
        rows.append((name, time.perf_counter() - started, peak_mb(), workers))
        return value

    pipeline.run_step = timed_step
    argv = ["memcli", "--dir", str(root), "--now", "2026-05-17T02:00:00Z", "consolidate", "--since", "all",
            "--force-patterns", "--dry-run"]
    sys.argv = argv
    with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
        memcli_main()
    pipeline.run_step = original
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=50000)
    parser.add_argument("--megabytes", type=float, default=20.0)
    parser.add_argument("--store", type=Path, help="where to keep the generated store (default: a temp folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = args.store or Path(tmp) / "store"
        if not root.exists():
            bench_consolidate.generate(root, args.size)
            bench_consolidate.generate_transcripts(root / "inbox", args.megabytes)
        print(f"{'step':<12} {'seconds':>7}  {'peak MB':>7}  {'workers MB':>10}")
        for name, seconds, peak, workers in measure(root):
            print(f"{name:<12} {seconds:7.1f}  {peak:7d}  {workers:10d}")


if __name__ == "__main__":
    main()
