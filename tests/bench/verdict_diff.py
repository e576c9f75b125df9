"""What the working tree's built-in judge gains and loses, per labelled set, against a git ref.

Not collected by pytest. Run from the repository root::

    python tests/bench/verdict_diff.py BASE_REF [-v] [--set NAME ...]

Checks BASE_REF out with ``git worktree add`` in a temporary folder, judges the working tree's labelled
cases (``tests/lint/ledger.py``: the eval set, every blind set, the real folders, the unit pairs) with that
checkout's judge in a subprocess, then with the working tree's, and prints per set the labelled pairs gained
(wrong there, right here) and lost (right there, wrong here), and the unlabelled pairs newly reported or no
longer reported. ``-v`` lists every pair.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.lint import ledger  # noqa: E402


def judged_at(checkout: Path, spec_path: Path) -> dict:
    """The reported pairs with ``checkout``'s judge (a subprocess whose ``memcli`` is the checkout's)."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    code = ("import sys, runpy; sys.path.insert(0, sys.argv[1]); import memcli; "
            "assert memcli.__file__.startswith(sys.argv[1]), memcli.__file__; "
            "sys.argv = [sys.argv[2], '--judge', sys.argv[3]]; runpy.run_path(sys.argv[0], run_name='__main__')")
    out = subprocess.run([sys.executable, "-c", code, str(checkout), str(REPO / "tests" / "lint" / "ledger.py"),
                          str(spec_path)], cwd=checkout, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="git ref to compare with (e.g. bd15a97)")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--set", action="append", help="only this set (repeatable; default: every set)")
    args = parser.parse_args()
    spec = ledger.cases()
    if args.set:
        spec = {"stores": [c for c in spec["stores"] if c["set"] in args.set],
                "unit": spec["unit"] if "unit" in args.set else []}
    with tempfile.TemporaryDirectory() as work:
        spec_path = Path(work) / "spec.json"
        spec_path.write_text(json.dumps(spec), "utf-8")
        checkout = Path(work) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", str(checkout), args.base], cwd=REPO, check=True,
                       capture_output=True)
        try:
            before = judged_at(checkout, spec_path)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(checkout)], cwd=REPO, capture_output=True)
        after = judged_at(REPO, spec_path)
    print(report(spec, before, after, args.verbose))


def report(spec: dict, before: dict, after: dict, verbose: bool = False) -> str:
    """Per set: labelled pairs gained and lost, unlabelled pairs newly (no longer) reported."""
    rows_before, rows_after = ledger.outcomes(spec, before), ledger.outcomes(spec, after)
    gained, lost = defaultdict(list), defaultdict(list)
    for old, new in zip(rows_before, rows_after):
        if ledger.is_right(old) != ledger.is_right(new):
            (gained if ledger.is_right(new) else lost)[new["set"]].append(new)
    labelled = {(r["set"], r["a"], r["b"]) for r in rows_after}
    sets = list(dict.fromkeys(r["set"] for r in rows_after)) + sorted(set(after["stores"]) - {r["set"] for r in rows_after})
    lines = [f"{'set':<10} {'right before':>12} {'right after':>12} {'gained':>7} {'lost':>5} {'net':>5} "
             f"{'unlabelled +':>13} {'unlabelled -':>13}"]
    for name in sets:
        mine_before = [r for r in rows_before if r["set"] == name]
        mine_after = [r for r in rows_after if r["set"] == name]
        extra_before = {tuple(p) for p in before["stores"].get(name, [])} - {(a, b) for s, a, b in labelled if s == name}
        extra_after = {tuple(p) for p in after["stores"].get(name, [])} - {(a, b) for s, a, b in labelled if s == name}
        new, gone = sorted(extra_after - extra_before), sorted(extra_before - extra_after)
        lines.append(f"{name:<10} {sum(map(ledger.is_right, mine_before)):>12} {sum(map(ledger.is_right, mine_after)):>12} "
                     f"{len(gained[name]):>7} {len(lost[name]):>5} {len(gained[name]) - len(lost[name]):>+5} "
                     f"{len(new):>13} {len(gone):>13}")
        if verbose:
            lines += [f"    GAINED {r['a']} | {r['b']} (expected {r['expected']})" for r in gained[name]]
            lines += [f"    LOST   {r['a']} | {r['b']} (expected {r['expected']})" for r in lost[name]]
            lines += [f"    NEW    {a} | {b}" for a, b in new]
            lines += [f"    GONE   {a} | {b}" for a, b in gone]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
