"""Peak memory of each step of the nightly run, on a generated store (not collected by pytest).

Usage, from the repository root::

    python tests/bench/consolidate_steps.py --size 50000 --megabytes 20 [--store DIR]

It generates a store and transcripts as ``bench_consolidate.py`` does (kept in
``--store`` when given, so a second call measures a night with a warm scan
cache), then runs ``memcli consolidate --since all --force-patterns --dry-run``
in this process while a thread samples VmRSS every 50 ms, and prints each
step's duration and the highest RSS seen while it ran.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "bench"))

import bench_consolidate  # noqa: E402  (a sibling script, found through sys.path)

import memcli.consolidate.pipeline as pipeline  # noqa: E402
from memcli.cli.main import main as memcli_main  # noqa: E402


def rss_mb() -> int:
    """This process's resident set size in MB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
    return 0


def measure(root: Path) -> list[tuple[str, float, int]]:
    """``(step, seconds, peak MB)`` for each step of one dry run."""
    current = {"step": "start"}
    peaks: dict[str, int] = {}
    rows: list[tuple[str, float, int]] = []

    def sample() -> None:
        while True:
            step = current["step"]
            peaks[step] = max(peaks.get(step, 0), rss_mb())
            time.sleep(0.05)

    threading.Thread(target=sample, daemon=True).start()
    original = pipeline.run_step

    def timed_step(night, name, work, failed, progress=None):
        current["step"] = name
        started = time.perf_counter()
        value = original(night, name, work, failed, progress)
        peaks[name] = max(peaks.get(name, 0), rss_mb())
        rows.append((name, time.perf_counter() - started, peaks[name]))
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
        for name, seconds, peak in measure(root):
            print(f"{name:<12} {seconds:7.1f} s  {peak:5d} MB")


if __name__ == "__main__":
    main()
