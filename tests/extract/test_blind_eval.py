"""The SPEC §6 bar on transcripts written without sight of the rules: precision ≥ 0.75, recall ≥ 0.6.

``tests/data/extract_blind/set1`` was written and labelled by a helper that never saw the rules; the
figures per class come from ``python tests/bench/eval_extract_blind.py --set set1 -v``.
"""

from __future__ import annotations

from tests.extract.blind import BLIND_DIR, score_set

PRECISION, RECALL = 0.75, 0.6


def test_blind_set_meets_the_bar(tmp_path):
    score = score_set(BLIND_DIR / "set1", tmp_path)
    assert score.precision >= PRECISION and score.recall >= RECALL, score.summary()
    assert all(found for found, _total in score.per_class().values()), f"a class found nothing: {score.per_class()}"
