"""The judge on stores written blind (tests/data/lint_blind, issue 13; figures in docs/lint.md).

Each set was written by a helper that never saw the judge, its lexicon or
its rules, nor the other sets. Set 1 was measured once before any change and
then used to fix general classes; sets 2 and 3 were each measured once after
the fixes of the sets before them and then used too; set 4 was measured
once at the end and never looked into. The bar of SPEC §7 (precision 0.85,
recall 0.7, at most 5 % false alarms on the hard non-contradictions) holds
on set 1; the SPEC's bar is NOT reached on the sets measured fresh
(docs/lint.md gives every figure); there the test keeps the measured figure
from falling.
"""

import pytest

from tests.lint.blind import BLIND_DIR, score_set

BAR = {"precision": 0.85, "recall": 0.70, "false_alarm_rate": 0.05}
# set → floors: the SPEC's bar where it was reached, else the figure measured at the end of issue 13
FLOORS = {
    "set1": BAR,
    "set2": {"precision": 0.85, "recall": 0.77, "false_alarm_rate": 0.05},
    "set3": {"precision": 0.71, "recall": 0.52, "false_alarm_rate": 0.07},
    "set4": {"precision": 0.68, "recall": 0.53, "false_alarm_rate": 0.05},
    "set5": {"precision": 0.86, "recall": 0.62, "false_alarm_rate": 0.05},
    "set6": {"precision": 0.85, "recall": 0.36, "false_alarm_rate": 0.05},  # measured once, fresh, not looked into
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_blind_set_holds_its_bar(name, tmp_path):
    score = score_set(BLIND_DIR / name, tmp_path)
    floors = FLOORS[name]
    assert score.precision >= floors["precision"], score.summary()
    assert score.recall >= floors["recall"], score.summary()
    assert score.false_alarm_rate <= floors["false_alarm_rate"], score.summary()


def test_blind_sets_are_as_large_as_issue_13_asks():
    from tests.lint.blind import load_labels

    for name in FLOORS:
        _, labels = load_labels(BLIND_DIR / name)
        contradictions = [p for p in labels.values() if p.label == "contradiction"]
        hard = [p for p in labels.values() if p.label != "contradiction"]
        assert len(contradictions) >= 30 and len(hard) >= 30, name
        files = list((BLIND_DIR / name / "store").rglob("*.md"))
        assert len(files) >= 120, name
        assert {p.kind for p in contradictions} >= {"value_slot", "role_slot", "negation", "stale_vs_change"}
