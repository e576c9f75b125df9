"""Figures of extraction on the blind sets (``tests/data/extract_blind/set*``).

Not collected by pytest. Run from the repository root::

    python tests/bench/eval_extract_blind.py [--set set1] [-v]

Prints precision and recall per set and the share found per class; with
``-v`` every wrong candidate and every missed statement.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.extract.blind import BLIND_DIR, score_set  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", help="set folder name (default: every set)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    names = args.set or sorted(p.name for p in BLIND_DIR.iterdir() if (p / "labels.yaml").exists())
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            score = score_set(BLIND_DIR / name, Path(work))
            print(score.summary())
            for kind, (found, total) in score.per_class().items():
                print(f"  {kind:<12} {found}/{total}")
            if args.verbose:
                for candidate in score.wrong:
                    print(f"WRONG [{candidate.rule}] {candidate.source}: {candidate.content}")
                for statement in score.missed():
                    print(f"MISSED [{statement.kind}] {statement.file}:{statement.line}: {statement.quote}")


if __name__ == "__main__":
    main()
