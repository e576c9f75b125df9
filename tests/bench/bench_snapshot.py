"""Benchmark the guard's snapshot (docs/contracts.md §4b): its cost in a night and its size on disk.

Measures, on generated stores, the night's guard step (``memcli.guard.notice``:
list the store, compare with the snapshot, record, refresh) on a fresh
``Store`` each time:

- first run: no snapshot yet, every file read, hashed, compressed and stored;
- second run, unchanged: one ``stat`` per file (the listing), nothing read;
- third run after 100 outside edits and 4 deletions: those read and recorded;

and the snapshot's size on disk against the store's.

Usage: python tests/bench/bench_snapshot.py --sizes 10000,50000
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from memcli.clock import make_clock  # noqa: E402
from memcli.guard.notice import notice  # noqa: E402
from memcli.safeedit import snapshot  # noqa: E402
from memcli.store import Store  # noqa: E402
from tests.bench.generate import generate_store  # noqa: E402


def _du(root: Path, skip_state: bool) -> int:
    total = 0
    for folder, dirs, files in os.walk(root):
        if skip_state and Path(folder) == root:
            dirs[:] = [d for d in dirs if d != ".memcli"]
        total += sum(os.stat(os.path.join(folder, name)).st_blocks * 512 for name in files)
    return total


def _night_step(root: Path, now: str) -> tuple[float, int]:
    start = time.perf_counter()
    store = Store.open(root, make_clock(now))
    with store.locked("bench"):
        noticed = notice(store)
    return time.perf_counter() - start, len(noticed.changes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="10000,50000")
    args = parser.parse_args()
    for size in [int(s) for s in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "store"
            generate_store(root, size)
            print(f"--- {size} memories, store {(_du(root, True)) / 1e6:.1f} MB on disk")
            seconds, _ = _night_step(root, "2026-05-17T02:00:00Z")
            print(f"guard step, first run (snapshot taken): {seconds:.2f} s")
            seconds, found = _night_step(root, "2026-05-18T02:00:00Z")
            print(f"guard step, second run, unchanged: {seconds:.2f} s ({found} changes)")
            files = sorted(p for p in root.rglob("*.md") if ".memcli" not in p.parts and p.name != "MEMORY.md")
            for path in files[:100]:
                path.write_text(path.read_text() + "Edited outside memcli.\n")
            for path in files[100:104]:
                path.unlink()
            seconds, found = _night_step(root, "2026-05-19T02:00:00Z")
            print(f"guard step, 100 edits + 4 deletions recorded: {seconds:.2f} s ({found} changes)")
            used, objects = snapshot.disk_usage(root)
            blocks = _du(root / ".memcli" / "snapshot", False)
            print(f"snapshot: {objects} versions, {used / 1e6:.1f} MB of data, {blocks / 1e6:.1f} MB in disk blocks "
                  f"(the store's memory files: {_du(root, True) / 1e6:.1f} MB)")
            print(f"peak RSS of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
