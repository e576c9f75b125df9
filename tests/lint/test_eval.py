"""The labelled evaluation set (tests/data/lint_eval): candidates + built-in judge must reach precision and recall 0.8.

Every pair of both files is written into ONE store, so the judge also
sees every cross pair that candidate generation proposes: a contradiction
reported between files of different entries is a false positive.
"""

from collections import Counter
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.lint.lint_run import run_lint
from memcli.store import Store
from memcli.store.frontmatter import load_yaml_mapping
from tests.conftest import REPO, make_store

EVAL_DIR = REPO / "tests" / "data" / "lint_eval"
SETS = ("pairs.yaml", "holdout.yaml")
BAR = 0.8


def load_pairs(name: str) -> list[dict]:
    return load_yaml_mapping((EVAL_DIR / name).read_text("utf-8"), 1)["pairs"]


@pytest.fixture(scope="module")
def evaluation(tmp_path_factory):
    files: dict[str, str] = {}
    labels: dict[frozenset, tuple[str, str, str]] = {}
    for name in SETS:
        for pair in load_pairs(name):
            assert len(pair["files"]) == 2, pair["id"]
            for rel, text in pair["files"].items():
                assert rel not in files, f"{rel} is used twice"
                files[rel] = text
            labels[frozenset(pair["files"])] = (name, pair["id"], pair["label"])
    root = make_store(tmp_path_factory.mktemp("eval"), files)
    report = run_lint(Store.open(root, make_clock("2026-05-17")))
    return labels, report


def scores(labels, report, only: str | None = None):
    wanted = {key for key, (name, _, label) in labels.items() if label == "contradiction" and only in (None, name)}
    found = {frozenset((v.a.rel, v.b.rel)) for v in report.contradictions}
    if only is not None:
        mine = {rel for key, (name, _, _) in labels.items() if name == only for rel in key}
        found = {pair for pair in found if pair <= mine}
    true_positives = len(found & wanted)
    precision = true_positives / len(found) if found else 0.0
    recall = true_positives / len(wanted)
    return precision, recall, sorted(labels.get(p, ("", "cross pair", "")) [1] for p in found - wanted), \
        sorted(labels[p][1] for p in wanted - found)


def test_the_set_is_big_varied_and_well_formed():
    pairs = load_pairs("pairs.yaml") + load_pairs("holdout.yaml")
    assert len(pairs) >= 60
    counts = Counter(pair["label"] for pair in pairs)
    assert set(counts) == {"contradiction", "evolution", "unrelated"}
    assert counts["contradiction"] >= 30 and counts["unrelated"] >= 20
    # docs/contracts.md §7: a present claim against a recorded change away from it is a contradiction (the claim is stale)
    stale = [p for p in pairs if p["label"] == "contradiction" and p["kind"].startswith("stale vs change")]
    assert len(stale) >= 15
    cross = [p for p in pairs if p["label"] == "contradiction" and "cross-type" in p["kind"]]
    assert len(cross) >= 15


def test_contradiction_precision_and_recall_reach_the_bar(evaluation):
    labels, report = evaluation
    precision, recall, false_pos, missed = scores(labels, report)
    assert precision >= BAR and recall >= BAR, (
        f"precision {precision:.3f}, recall {recall:.3f}; false positives {false_pos}; missed {missed}")


def test_held_out_part_alone_reaches_the_bar(evaluation):
    labels, report = evaluation
    precision, recall, false_pos, missed = scores(labels, report, only="holdout.yaml")
    assert precision >= BAR and recall >= BAR, (
        f"precision {precision:.3f}, recall {recall:.3f}; false positives {false_pos}; missed {missed}")


def test_cross_type_contradictions_are_found(evaluation):
    labels, report = evaluation
    found = {frozenset((v.a.rel, v.b.rel)) for v in report.contradictions}
    types = {(v.a.type, v.b.type) for v in report.contradictions if frozenset((v.a.rel, v.b.rel)) in labels}
    assert sum(1 for a, b in types if a != b) >= 10
    for key, (_, pair_id, label) in labels.items():
        if pair_id in ("c01", "c02", "c06", "c10", "c30"):  # each crosses types
            assert key in found, pair_id


def test_evolutions_are_not_reported_as_contradictions(evaluation):
    labels, report = evaluation
    verdict_of = {frozenset((v.a.rel, v.b.rel)): v.verdict for v in report.verdicts}
    evolutions = [key for key, (_, _, label) in labels.items() if label == "evolution"]
    assert evolutions and not [labels[k][1] for k in evolutions if verdict_of.get(k) == "contradiction"]


def test_every_claim_is_a_verbatim_line_of_its_file(evaluation):
    _, report = evaluation
    for verdict in report.contradictions + report.evolutions:
        assert verdict.claim_a in Path(verdict.a.path).read_text("utf-8").splitlines()
        assert verdict.claim_b in Path(verdict.b.path).read_text("utf-8").splitlines()
