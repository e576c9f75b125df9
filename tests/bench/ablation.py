"""Ablation of the built-in judge: every rule and every guard switched off in turn, over every labelled set.

Not collected by pytest. Run from the repository root::

    python tests/bench/ablation.py [--only NAME ...] [--markdown]

For each name of ``judge.RULES`` and ``judge.GUARDS`` (``judge.SWITCHED_OFF``), the labelled pairs of the
verdict ledger's sets (``tests/lint/ledger.py``: eval, blind sets, textbook, real folders, unit pairs) are
judged again with it off, and the pairs it changes are counted against the judge with everything on:
``lost`` (right with it on, wrong with it off: what it pays for), ``gained`` (wrong with it on, right with it
off) and ``extra`` (unlabelled pairs reported only with it off). A guard that loses nothing when switched off
pays for nothing labelled; a rule that loses nothing when switched off finds nothing. Candidates are found
once per store (they do not depend on the judge).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from memcli.lint import judge as J  # noqa: E402
from memcli.store import Memory  # noqa: E402
from memcli.store.frontmatter import parse  # noqa: E402
from tests.lint import ledger  # noqa: E402


def prepare(spec: dict, work: Path) -> list[tuple[dict, object]]:
    """Each store of the spec with its candidates."""
    prepared = []
    for index, case in enumerate(spec["stores"]):
        prepared.append((case, ledger.case_candidates(case, work / f"s{index}")))
    return prepared


# switches read while a line is analysed and put in its file's context: their runs need judges of their own
_CONTEXT_SWITCHES = frozenset(("file-subject", "project-name"))
_JUDGES: dict[int, J.BuiltinJudge] = {}


def judge_prepared(prepared: list, spec: dict, fresh: bool = False) -> dict:
    """``ledger.judge_cases``'s answer, on stores whose candidates are already found.

    A store's judge is kept from run to run (its analyses do not depend on the switches) unless ``fresh``.
    """
    reported: dict[str, list] = {}
    for index, (case, candidates) in enumerate(prepared):
        judge = J.BuiltinJudge(candidates.common) if fresh else _JUDGES.get(index)
        if judge is None:
            judge = _JUDGES[index] = J.BuiltinJudge(candidates.common)
        judge.names = candidates.names
        found = reported.setdefault(case["set"], [])
        for candidate in candidates.pairs:
            if judge.judge(candidate.a, candidate.b).verdict == J.CONTRADICTION:
                found.append(sorted((case["prefix"] + candidate.a.rel, case["prefix"] + candidate.b.rel)))
    unit = []
    for _, text_a, text_b, _ in spec["unit"]:
        a = Memory.create("/store/a.md", "a.md", *parse(text_a))
        b = Memory.create("/store/b.md", "b.md", *parse(text_b))
        unit.append(J.BuiltinJudge().judge(a, b).verdict == J.CONTRADICTION)
    return {"stores": reported, "unit": unit}


def compare(spec: dict, base: dict, off: dict) -> tuple[Counter, Counter, Counter]:
    """Per set: labelled pairs lost and gained with the switch off, and unlabelled pairs newly reported."""
    lost, gained, extra = Counter(), Counter(), Counter()
    for on_row, off_row in zip(ledger.outcomes(spec, base), ledger.outcomes(spec, off)):
        if ledger.is_right(on_row) and not ledger.is_right(off_row):
            lost[on_row["set"]] += 1
        elif not ledger.is_right(on_row) and ledger.is_right(off_row):
            gained[on_row["set"]] += 1
    labelled = {(r["set"], r["a"], r["b"]) for r in ledger.outcomes(spec, base)}
    for name, pairs in off["stores"].items():
        before = {tuple(p) for p in base["stores"].get(name, [])}
        extra[name] += sum(1 for p in map(tuple, pairs) if p not in before and (name, *p) not in labelled)
    return lost, gained, extra


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", help="only these rules or guards")
    parser.add_argument("--markdown", action="store_true", help="print the table for docs/lint.md")
    args = parser.parse_args()
    spec = ledger.cases()
    names = args.only or [r.name for r in J.RULES] + list(J.GUARDS)
    rows = []
    with tempfile.TemporaryDirectory() as work:
        prepared = prepare(spec, Path(work))
        base = judge_prepared(prepared, spec)
        for name in names:
            J.SWITCHED_OFF.clear()
            J.SWITCHED_OFF.add(name)
            try:
                off = judge_prepared(prepared, spec, fresh=name in _CONTEXT_SWITCHES)
            finally:
                J.SWITCHED_OFF.clear()
            lost, gained, extra = compare(spec, base, off)
            kind = "rule" if name in {r.name for r in J.RULES} else "guard"
            rows.append((name, kind, lost, gained, extra))
            if not args.markdown:
                print(f"{kind:<5} {name:<24} lost {sum(lost.values()):>3} gained {sum(gained.values()):>3} "
                      f"extra {sum(extra.values()):>3}  lost: {dict(lost)} gained: {dict(gained)}", flush=True)
    if args.markdown:
        print("| switched off | kind | right verdicts lost | wrong verdicts gained | unlabelled pairs newly reported |")
        print("| --- | --- | --- | --- | --- |")
        for name, kind, lost, gained, extra in rows:
            show = lambda c: f"{sum(c.values())} ({', '.join(f'{k} {v}' for k, v in sorted(c.items()) if v)})" \
                if sum(c.values()) else "0"  # noqa: E731
            print(f"| `{name}` | {kind} | {show(lost)} | {show(gained)} | {show(extra)} |")


if __name__ == "__main__":
    main()
