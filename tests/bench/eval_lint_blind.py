"""Figures of the contradiction lint on the blind sets (``tests/data/lint_blind/set*``).

Not collected by pytest. Run from the repository root::

    python tests/bench/eval_lint_blind.py [--set set1] [--judge builtin] [-v]

Prints precision, recall, false alarms on the hard non-contradictions and
candidate recall per set, the share judged right per class, and with ``-v``
every miss and false positive with its claim lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.lint.blind import BLIND_DIR, score_set  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", help="set folder name (default: every set)")
    parser.add_argument("--judge", default=None)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    names = args.set or sorted(p.name for p in BLIND_DIR.iterdir() if (p / "labels.yaml").exists())
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            score = score_set(BLIND_DIR / name, Path(work), judge=args.judge)
            print(score.summary())
            for kind, (right, total) in score.per_class().items():
                print(f"  {kind:<20} {right}/{total}")
            if args.verbose:
                for pair in score.misses():
                    print(f"MISS [{pair.kind}] {' | '.join(sorted(pair.key))}\n    {pair.claim_a}\n    {pair.claim_b}")
                for key, pair in score.false_positives():
                    a, b = score.claims[key]
                    label = f"[{pair.kind}]" if pair else "[unlabelled]"
                    print(f"FALSE {label} {' | '.join(sorted(key))}\n    {a}\n    {b}")


if __name__ == "__main__":
    main()
