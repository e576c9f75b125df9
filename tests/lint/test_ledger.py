"""The verdict ledger (issue 26): every labelled pair, judged pair by pair against tests/data/lint_ledger.jsonl.

A pair the ledger records as right that the judge now gets wrong fails until its ledger line says
``wrong-known`` with a one-line reason (``python tests/bench/verdict_ledger.py --write`` rewrites the states
and asks for the reason); a known-wrong pair that is now right fails until the ledger records the gain, so
the ledger always says what the judge does. Needs ``../shared/data`` (the real folders).
"""

import json
import os
import subprocess
import sys

import pytest

from tests.lint import ledger


@pytest.fixture(scope="module")
def judged(tmp_path_factory):
    """Every labelled pair outside the blind sets (the lint eval, the real folders, the unit pairs) judged, in a
    process of its own: the judge's caches over 40 real stores would otherwise stay in this test process, and
    every later test in it pays for them (a consolidate sweep: 8 s → 38 s). The blind sets are judged once each,
    shared with their bar (``test_blind_set_verdicts_are_the_ledgers``)."""
    spec = ledger.cases()
    spec["stores"] = [case for case in spec["stores"] if case["set"] in NOT_BLIND]
    spec_file = tmp_path_factory.mktemp("ledger") / "spec.json"
    spec_file.write_text(json.dumps(spec), "utf-8")
    proc = subprocess.run([sys.executable, str(ledger.REPO / "tests" / "lint" / "ledger.py"), "--judge", str(spec_file)],
                          capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(ledger.REPO)), timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return ledger.outcomes(spec, json.loads(proc.stdout))


NOT_BLIND = ("eval", "real")


def _assert_rows_match_the_ledger(rows: list[dict], sets: set[str]) -> None:
    """Every judged row has its ledger line with the same state, and the ledger holds no other line of ``sets``."""
    lines = {ledger.row_key(line): line for line in ledger.read_ledger() if line["set"] in sets}
    lost, gained, missing = [], [], []
    for row in rows:
        line = lines.pop(ledger.row_key(row), None)
        if line is None:
            missing.append(row)
            continue
        assert line["expected"] == row["expected"], (line, row)
        if line["state"] == ledger.RIGHT and not ledger.is_right(row):
            lost.append(row)
        elif line["state"] == ledger.WRONG and ledger.is_right(row):
            gained.append(row)
    show = lambda rows: "\n".join(f"  [{r['set']}] {r['a']} | {r['b']} (expected {r['expected']})" for r in rows)  # noqa: E731
    assert not lost, f"right verdicts turned wrong; record them as wrong-known with a reason:\n{show(lost)}"
    assert not gained, f"known-wrong verdicts are now right; record the gain (verdict_ledger.py --write):\n{show(gained)}"
    assert not missing, f"labelled pairs missing from the ledger:\n{show(missing)}"
    assert not lines, f"ledger lines for pairs no set labels any more: {sorted(lines)[:5]}"


def test_every_labelled_pair_outside_the_blind_sets_is_in_the_ledger_with_the_judges_verdict(judged):
    _assert_rows_match_the_ledger(judged, {*NOT_BLIND, "unit"})


@pytest.mark.parametrize("name", ledger.blind_sets())
def test_blind_set_verdicts_are_the_ledgers(name, blind_score):
    """The set's labelled pairs against its ledger lines, from the judging its bar reads (``blind_score``)."""
    case = ledger.blind_case(name)
    reported = [sorted(pair) for pair in blind_score(name).reported]
    rows = ledger.outcomes({"stores": [case], "unit": []}, {"stores": {name: reported}, "unit": []})
    assert rows, f"{name} labels no pair"
    _assert_rows_match_the_ledger(rows, {name})


def test_every_ledger_line_belongs_to_a_labelled_pair():
    """No ledger line outlives its label, whatever set it names (the per-set checks see only their own)."""
    spec = ledger.cases()
    labelled = {ledger.row_key(row) for row in ledger.outcomes(
        spec, {"stores": {}, "unit": [False] * len(spec["unit"])})}
    stray = [key for key in map(ledger.row_key, ledger.read_ledger()) if key not in labelled]
    assert not stray, f"ledger lines for pairs no set labels any more: {stray[:5]}"


def test_every_known_wrong_pair_has_a_reason():
    unexplained = [line for line in ledger.read_ledger()
                   if line["state"] == ledger.WRONG and line.get("reason", ledger.REASON_REQUIRED) == ledger.REASON_REQUIRED]
    assert not unexplained, unexplained[:5]


def test_the_ledger_covers_every_set():
    sets = {line["set"] for line in ledger.read_ledger()}
    assert {"eval", "unit", *ledger.blind_sets()} <= sets
    assert len(ledger.read_ledger()) >= 1000
