"""Pairs the built-in judge reports on copies of the 40 real Claude Code folders, and how many the reviewers call real.

Not collected by pytest. Run from the repository root::

    python tests/bench/real_folders.py [--unreviewed PATH]

Prints ``reported N real R (share) not-real M unreviewed U``; ``--unreviewed`` writes the pairs no reviewer has
judged yet (store, a, b, claim_a, claim_b: the format of the reviewers' round files) to PATH as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.lint import ledger  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unreviewed", type=Path, help="write the pairs no reviewer has judged to this JSON file")
    args = parser.parse_args()
    cases = [case for case in ledger.cases()["stores"] if case["set"] == "real"]
    found = ledger.judge_cases({"stores": cases, "unit": []})["stores"].get("real", [])
    labels = {tuple(sorted((c["prefix"] + a, c["prefix"] + b))): e for c in cases for a, b, e in c["labels"]}
    real = sum(labels.get(tuple(p)) == ledger.CONTRADICTION for p in found)
    unreviewed = [p for p in found if tuple(p) not in labels]
    print(f"reported {len(found)} real {real} ({real / max(1, len(found)):.2f}) "
          f"not-real {len(found) - real - len(unreviewed)} unreviewed {len(unreviewed)}")
    if args.unreviewed:
        args.unreviewed.write_text(json.dumps(_claims(unreviewed), indent=1, ensure_ascii=False) + "\n", "utf-8")


def _claims(pairs: list[list[str]]) -> list[dict]:
    """The reviewers' format: store, the two files and the claim lines the judge quotes."""
    import shutil
    import tempfile

    from memcli.clock import make_clock
    from memcli.lint.judge import BuiltinJudge
    from memcli.store import Store

    rows = []
    work = Path(tempfile.mkdtemp())  # a copy: the shared folders are read-only
    for a, b in pairs:
        store, rel_a = a.split("/", 1)
        root = work / store
        if not root.exists():
            shutil.copytree(ledger.real_stores() / store, root)
        memories = {m.rel: m for m in Store.open(root, make_clock(ledger.REAL_NOW)).scan().live()}
        verdict = BuiltinJudge().judge(memories[rel_a], memories[b.split("/", 1)[1]])
        rows.append({"store": store, "a": rel_a, "b": b.split("/", 1)[1],
                     "claim_a": verdict.claim_a, "claim_b": verdict.claim_b})
    shutil.rmtree(work)
    return rows


if __name__ == "__main__":
    main()
