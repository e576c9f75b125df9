"""Record every verdict of the built-in judge on fixed stores, to prove a speed change changed none.

Not collected by pytest. Run from the repository root::

    python tests/bench/lint_verdicts.py --out /tmp/before      # the blind sets, the eval set, a generated 10k store
    python tests/bench/lint_verdicts.py --out /tmp/after
    diff -r /tmp/before /tmp/after

For each store it writes ``<name>.tsv``: one line per candidate pair (A, B,
score, verdict, rule, claim A, claim B), ``unrelated`` pairs included, and
prints the line count and a SHA-256 of the file. ``--sizes`` adds generated
stores (``bench_lint.py``'s generator) of those sizes.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from memcli.clock import make_clock  # noqa: E402
from memcli.lint.pairing import find_candidates  # noqa: E402
from memcli.lint.judge import BuiltinJudge  # noqa: E402
from memcli.store import Store  # noqa: E402
from tests.bench.bench_lint import generate  # noqa: E402
from tests.lint.blind import BLIND_DIR, load_labels  # noqa: E402
from tests.lint.test_eval import SETS, load_pairs  # noqa: E402


def verdict_lines(root: Path, now: str) -> list[str]:
    """One line per candidate pair of the store at ``root``, as the built-in judge decides it."""
    store = Store.open(root, make_clock(now))
    candidates = find_candidates(store.live(), store.clock.today)
    judge = BuiltinJudge(candidates.common)
    judge.names = candidates.names
    results = judge.judge_all(candidates.pairs)
    return [f"{c.a.rel}\t{c.b.rel}\t{c.score!r}\t{r.verdict}\t{r.rule}\t{r.claim_a}\t{r.claim_b}"
            for c, r in zip(candidates.pairs, results)]


def eval_store(work: Path) -> Path:
    """The labelled evaluation set (``tests/data/lint_eval``) as one store, as ``tests/lint/test_eval.py`` builds it."""
    root = work / "eval"
    for name in SETS:
        for pair in load_pairs(name):
            for rel, text in pair["files"].items():
                target = root / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, "utf-8")
    (root / "MEMORY.md").write_text("# Memory Index\n")
    return root


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the verdict files")
    parser.add_argument("--sizes", default="10000", help="generated store sizes (comma-separated; empty: none)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        stores: list[tuple[str, Path, str]] = []
        for set_dir in sorted(p for p in BLIND_DIR.iterdir() if (p / "labels.yaml").exists()):
            now, _ = load_labels(set_dir)
            shutil.copytree(set_dir / "store", work / set_dir.name)
            stores.append((f"blind-{set_dir.name}", work / set_dir.name, now))
        stores.append(("eval", eval_store(work), "2026-05-17"))
        for size in (int(s) for s in args.sizes.split(",") if s.strip()):
            generate(work / f"gen-{size}", size)
            stores.append((f"generated-{size}", work / f"gen-{size}", "2026-05-17"))
        for name, root, now in stores:
            started = time.process_time()
            lines = verdict_lines(root, now)
            text = "".join(line + "\n" for line in lines)
            (args.out / f"{name}.tsv").write_text(text, "utf-8")
            counts = {v: sum(line.split("\t")[3] == v for line in lines) for v in ("contradiction", "evolution")}
            print(f"{name:<18} {len(lines):>7} pairs  {counts['contradiction']:>5} contradictions  "
                  f"{counts['evolution']:>5} evolutions  sha256 {hashlib.sha256(text.encode()).hexdigest()[:16]}  "
                  f"({time.process_time() - started:.1f} CPU s)", flush=True)


if __name__ == "__main__":
    main()
