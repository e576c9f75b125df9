"""Scoring the contradiction lint on a blind set (``tests/data/lint_blind/setN``).

A blind set was written by a helper that never saw the judge, its lexicon or
its rules: one store (``store/``) and ``labels.yaml`` listing the planted
contradictions and the hard non-contradictions, each with its class. The
score runs candidate generation and the built-in judge over the whole store,
so every pair the candidates propose is judged: a reported pair that is not a
labelled contradiction is a false positive, labelled or not.

Used by ``tests/lint/test_blind_eval.py`` (the bar) and
``tests/bench/eval_lint_blind.py`` (the figures, per class).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from memcli.clock import make_clock
from memcli.lint.pairing import find_candidates
from memcli.lint.lint_run import run_lint
from memcli.wiring import judge_for
from memcli.store import Store
from memcli.store.frontmatter import load_yaml_mapping

BLIND_DIR = Path(__file__).resolve().parents[1] / "data" / "lint_blind"
CONTRADICTION = "contradiction"


@dataclass(frozen=True)
class LabelledPair:
    """One labelled pair of the set."""

    key: frozenset[str]
    label: str
    kind: str
    claim_a: str
    claim_b: str


@dataclass
class BlindScore:
    """Precision, recall and false alarms of one run over one set."""

    name: str
    reported: set[frozenset[str]]
    proposed: set[frozenset[str]] | None  # None: candidate recall not asked for (one candidate pass less)
    labels: dict[frozenset[str], LabelledPair]
    claims: dict[frozenset[str], tuple[str, str]] = field(default_factory=dict)

    def _wanted(self) -> set[frozenset[str]]:
        return {k for k, p in self.labels.items() if p.label == CONTRADICTION}

    def _hard(self) -> set[frozenset[str]]:
        return {k for k, p in self.labels.items() if p.label != CONTRADICTION}

    @property
    def true_positives(self) -> set[frozenset[str]]:
        """Reported pairs that are labelled contradictions."""
        return self.reported & self._wanted()

    @property
    def precision(self) -> float:
        """Share of reported pairs that are labelled contradictions (1.0 when nothing is reported)."""
        return len(self.true_positives) / len(self.reported) if self.reported else 1.0

    @property
    def recall(self) -> float:
        """Share of labelled contradictions that are reported."""
        return len(self.true_positives) / len(self._wanted())

    @property
    def false_alarm_rate(self) -> float:
        """Share of hard non-contradictions reported as contradictions."""
        return len(self.reported & self._hard()) / len(self._hard())

    @property
    def candidate_recall(self) -> float | None:
        """Share of labelled contradictions that candidate generation proposed at all (None: not measured)."""
        if self.proposed is None:
            return None
        return len(self.proposed & self._wanted()) / len(self._wanted())

    def per_class(self) -> dict[str, tuple[int, int]]:
        """class → (pairs judged right, pairs of the class)."""
        right: Counter[str] = Counter()
        total: Counter[str] = Counter()
        for key, pair in self.labels.items():
            total[pair.kind] += 1
            right[pair.kind] += (key in self.reported) == (pair.label == CONTRADICTION)
        return {kind: (right[kind], total[kind]) for kind in sorted(total)}

    def misses(self) -> list[LabelledPair]:
        """Labelled contradictions not reported."""
        return [self.labels[k] for k in sorted(self._wanted() - self.reported, key=sorted)]

    def false_positives(self) -> list[tuple[frozenset[str], LabelledPair | None]]:
        """Reported pairs that are not labelled contradictions (with their label when they have one)."""
        return [(k, self.labels.get(k)) for k in sorted(self.reported - self._wanted(), key=sorted)]

    def summary(self) -> str:
        """One line of figures."""
        tp, wanted, hard = len(self.true_positives), len(self._wanted()), len(self._hard())
        alarms = len(self.reported & self._hard())
        line = (f"{self.name}: precision {self.precision:.2f} ({tp}/{len(self.reported)}), "
                f"recall {self.recall:.2f} ({tp}/{wanted}), false alarms {self.false_alarm_rate:.2f} ({alarms}/{hard})")
        candidates = self.candidate_recall
        return line if candidates is None else f"{line}, candidate recall {candidates:.2f}"


def load_labels(set_dir: Path) -> tuple[str, dict[frozenset[str], LabelledPair]]:
    """The set's ``now`` and its labelled pairs."""
    data = load_yaml_mapping((set_dir / "labels.yaml").read_text("utf-8"), 1)
    labels = {}
    for entry in data["pairs"]:
        key = frozenset((entry["a"], entry["b"]))
        if key in labels and labels[key].label == "contradiction":
            continue  # a file pair labelled twice (other lines agree) holds a contradiction all the same
        labels[key] = LabelledPair(key, entry["label"], entry.get("class", ""), entry.get("claim_a", ""),
                                   entry.get("claim_b", ""))
    return str(data["now"]), labels


def score_set(set_dir: Path, work: Path, judge: str | None = None, *, candidates: bool = True) -> BlindScore:
    """Copy the set's store to ``work`` (never touching the set), lint it, score the result.

    ``candidates=False`` skips the second candidate pass that only candidate recall needs.
    """
    now, labels = load_labels(set_dir)
    root = work / set_dir.name
    shutil.copytree(set_dir / "store", root)
    store = Store.open(root, make_clock(now))
    report = run_lint(store, judge=judge_for(store, judge))
    proposed = None
    if candidates:
        proposed = {frozenset((c.a.rel, c.b.rel)) for c in find_candidates(store.scan().live(), store.clock.today).pairs}
    reported = {frozenset((v.a.rel, v.b.rel)) for v in report.contradictions}
    claims = {frozenset((v.a.rel, v.b.rel)): (v.claim_a or "", v.claim_b or "") for v in report.contradictions}
    return BlindScore(set_dir.name, reported, proposed, labels, claims)



def scored_once(name: str, shared: Path) -> BlindScore:
    """Set ``name`` linted and scored once per test run: its bar (``test_blind_eval.py``) and its ledger lines
    (``test_ledger.py``) read the same judging. The first test to ask judges the set and leaves the reported pairs
    in ``shared`` (a folder every xdist worker of the run sees); a later one, in any worker, reads them."""
    done = shared / f"{name}.json"
    try:
        reported = json.loads(done.read_text("utf-8"))
    except FileNotFoundError:
        with tempfile.TemporaryDirectory() as work:
            score = score_set(BLIND_DIR / name, Path(work), candidates=False)
        partial = shared / f".{name}.{os.getpid()}"
        partial.write_text(json.dumps(sorted(sorted(pair) for pair in score.reported)), "utf-8")
        os.replace(partial, done)  # whole or absent: a worker reading at the same moment never sees half a list
        return score
    _, labels = load_labels(BLIND_DIR / name)
    return BlindScore(name, {frozenset(pair) for pair in reported}, None, labels)
