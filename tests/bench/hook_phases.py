"""Where a ``memcli-hook pre-tool-use`` call spends its milliseconds (not collected by pytest).

Run from the repository root::

    python tests/bench/hook_phases.py [--runs 200]

It generates the hook benchmark's store (1,000 knowledge files, ``bench_hook.py``)
and, in fresh interpreters with their bytecode cached (as an installed package
has it), times each phase of an Edit call with ``time.perf_counter``: the
imports of the hook's modules, reading the payload, the freshness check of the
index (one ``scandir`` and ``stat`` per knowledge file), loading the index,
scoring the nodes and writing the context. The median of each phase over the
runs is printed next to the median start-up of a bare interpreter
(``python -c pass``, measured from outside, so the two are comparable only as
an order of magnitude), then ``-X importtime`` of the hook's own imports.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.bench import bench_hook  # noqa: E402

# Run in a fresh interpreter: the hook's own work, phase by phase, as ``memcli.hook.pre_tool_use`` does it.
PHASES = r"""
import time
t0 = time.perf_counter()
import json, os, sys
t1 = time.perf_counter()
from memcli import hook
t2 = time.perf_counter()
from memcli.experience import knowledge_index, relevance
t3 = time.perf_counter()
payload = json.loads(open(sys.argv[2], encoding="utf-8").read())
options = hook.parse_args(["pre-tool-use", "--dir", sys.argv[1]])
root = hook.find_store(payload, options)
t4 = time.perf_counter()
signature = knowledge_index.knowledge_signature(root)
t5 = time.perf_counter()
current = knowledge_index.load(root)
fresh = knowledge_index.is_fresh(current, signature)
t6 = time.perf_counter()
call = relevance.make_call(payload["tool_name"], payload["tool_input"], payload.get("cwd"))
rows = list(relevance.scored_rows(current.table, call))
t7 = time.perf_counter()
matches = [relevance.Match(current.node(p), total, a / 100, b / 100, c / 100, d / 100) for p, total, a, b, c, d in rows]
text = relevance.pre_tool_use_text(relevance.rank(matches), payload["tool_name"], call)
hook.emit("pre-tool-use", text)
t8 = time.perf_counter()
assert fresh and text
print(json.dumps([t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5, t7 - t6, t8 - t7]), file=sys.stderr)
"""
LABELS = ("json, os, sys (already loaded at start-up, or nearly)", "import memcli.hook (json, memcli.formats.markup)",
          "import relevance, index (zlib, marshal)", "payload and store path", "index freshness (scandir + stat)",
          "index load (read, CRC, marshal head)", "scoring the nodes", "context text and output")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    env = dict(bench_hook.BENCH_ENV)
    with tempfile.TemporaryDirectory(prefix="memcli-hook-phases-") as tmp:
        root = Path(tmp) / "memory"
        bench_hook.generate(root, 1000)
        subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "knowledge", "reindex"], check=True,
                       capture_output=True)
        payload = Path(tmp) / "edit.json"
        payload.write_bytes(bench_hook.edit_payload(tmp))
        argv = [sys.executable, "-c", PHASES, str(root), str(payload)]
        phases: list[list[float]] = []
        floor: list[float] = []
        for round_no in range(args.runs + 5):
            proc = subprocess.run(argv, capture_output=True, env=env, check=True)
            started = time.perf_counter()
            subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
            elapsed = time.perf_counter() - started
            if round_no >= 5:
                phases.append(json.loads(proc.stderr.decode().strip().splitlines()[-1]))
                floor.append(elapsed)
        importtime = subprocess.run([sys.executable, "-X", "importtime", "-c", PHASES, str(root), str(payload)],
                                    capture_output=True, env=env, check=True).stderr.decode()
    print(f"{args.runs} runs, 1,000 knowledge files; medians in ms (load {os.getloadavg()[0]:.2f})")
    total = 0.0
    for position, label in enumerate(LABELS):
        value = 1000 * statistics.median(run[position] for run in phases)
        total += value
        print(f"  {label:<56} {value:6.2f}")
    print(f"  {'memcli total (sum of the medians)':<56} {total:6.2f}")
    print(f"  {'python -c pass, whole process (start-up and exit)':<56} {1000 * statistics.median(floor):6.2f}")
    print("\n-X importtime of the hook's own modules (µs: self, cumulative):")
    for line in importtime.splitlines():
        if any(name in line for name in ("memcli", " json", "zlib", "marshal")):
            print("  " + line.replace("import time:", "").strip())


if __name__ == "__main__":
    main()
