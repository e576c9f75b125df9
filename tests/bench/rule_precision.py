"""Per rule, how many of the built-in judge's reports on the blind sets are right (``tests/data/lint_blind``).

Not collected by pytest. Run from the repository root::

    python tests/bench/rule_precision.py set33 set34 ...     # default: every set

Prints, per rule, the reports that are labelled contradictions, labelled non-contradictions and unlabelled
pairs (which the sets' writers checked to be no conflicts), and the rule's precision; ``-v`` lists every false
report with its claim lines.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from memcli.clock import make_clock  # noqa: E402
from memcli.lint.lint_run import run_lint  # noqa: E402
from memcli.store import Store  # noqa: E402
from memcli.wiring import judge_for  # noqa: E402
from tests.lint.blind import BLIND_DIR, CONTRADICTION, load_labels  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", help="set folder names (default: every set)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    names = args.sets or sorted(p.name for p in BLIND_DIR.iterdir() if (p / "labels.yaml").exists())
    counts: Counter[tuple[str, str]] = Counter()
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            now, labels = load_labels(BLIND_DIR / name)
            root = Path(work) / name
            shutil.copytree(BLIND_DIR / name / "store", root)
            store = Store.open(root, make_clock(now))
            for verdict in run_lint(store, judge=judge_for(store, None)).contradictions:
                label = labels.get(frozenset((verdict.a.rel, verdict.b.rel)))
                kind = "right" if label and label.label == CONTRADICTION else ("labelled" if label else "unlabelled")
                counts[(verdict.rule, kind)] += 1
                if args.verbose and kind != "right":
                    print(f"{name} {verdict.rule} [{label.kind if label else 'unlabelled'}]\n    {verdict.claim_a}\n"
                          f"    {verdict.claim_b}")
    print(f"{'rule':<14} {'right':>5} {'labelled':>8} {'unlabelled':>10}  precision")
    for rule in sorted({rule for rule, _ in counts}):
        right, labelled, unlabelled = (counts[(rule, k)] for k in ("right", "labelled", "unlabelled"))
        print(f"{rule:<14} {right:>5} {labelled:>8} {unlabelled:>10}  {right / max(1, right + labelled + unlabelled):.2f}")


if __name__ == "__main__":
    main()
