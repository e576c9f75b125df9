"""Judge every labelled pair and compare with, or rewrite, the verdict ledger (``tests/data/lint_ledger.jsonl``).

Not collected by pytest. Run from the repository root::

    python tests/bench/verdict_ledger.py            # per set: right / known wrong; every change against the ledger
    python tests/bench/verdict_ledger.py --write    # rewrite the ledger's states (reasons kept)

A pair the ledger records as right that is now wrong gets the reason ``REASON REQUIRED``: replace it with one
line saying why the loss is accepted, in the same commit (``tests/lint/test_ledger.py`` fails until then).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.lint import ledger  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the ledger's states")
    args = parser.parse_args()
    spec = ledger.cases()
    rows = ledger.outcomes(spec, ledger.judge_cases(spec))
    right, total = Counter(), Counter()
    for row in rows:
        total[row["set"]] += 1
        right[row["set"]] += ledger.is_right(row)
    for name in total:
        print(f"{name:<10} {right[name]:>4} right of {total[name]:>4}")
    old = {ledger.row_key(line): line for line in ledger.read_ledger()} if ledger.LEDGER.exists() else {}
    for row in rows:
        line = old.get(ledger.row_key(row))
        state = ledger.RIGHT if ledger.is_right(row) else ledger.WRONG
        if line is None:
            print(f"NEW    [{row['set']}] {row['a']} | {row['b']}: {state}")
        elif line["state"] != state:
            print(f"{'GAINED' if state == ledger.RIGHT else 'LOST':<6} [{row['set']}] {row['a']} | {row['b']}")
    if args.write:
        ledger.write_ledger(rows)
        print(f"wrote {ledger.LEDGER.relative_to(REPO)}")


if __name__ == "__main__":
    main()
