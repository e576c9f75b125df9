"""Scoring extraction on a blind set (``tests/data/extract_blind/setN``).

A blind set was written by a helper that never saw the rules: Claude Code
transcripts (``*.jsonl``) and ``labels.yaml`` listing the durable statements
the person typed (file, JSONL line, quote) and the non-durable look-alikes
and traps. The score runs ``memcli extract`` over every transcript against an
empty store. A candidate is right when it comes from the line of a durable
statement and shares at least half of the smaller token set with its quote
or its intended memory; each statement is matched once, so a statement split
into two candidates costs precision.

Used by ``tests/extract/test_blind_eval.py`` (the bar) and
``tests/bench/eval_extract_blind.py`` (the figures).
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from memcli.clock import make_clock
from memcli.extract.candidates import Candidate
from memcli.extract.extraction import extract
from memcli.store import INDEX_TEMPLATE, Store
from memcli.store.frontmatter import load_yaml_mapping

BLIND_DIR = Path(__file__).resolve().parents[1] / "data" / "extract_blind"
MATCH_SHARE = 0.5
_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Statement:
    """One labelled durable statement."""

    file: str
    line: int
    kind: str
    quote: str
    memory: str


def tokens(text: str) -> set[str]:
    """Lower-case word tokens of two or more characters."""
    return {t for t in _WORD.findall(text.casefold()) if len(t) > 1}


def overlaps(content: str, statement: Statement) -> bool:
    """Whether ``content`` says the statement: enough shared tokens with its quote or its memory text."""
    mine = tokens(content)
    for other in (tokens(statement.quote), tokens(statement.memory)):
        if mine and other and len(mine & other) >= MATCH_SHARE * min(len(mine), len(other)):
            return True
    return False


def _origin(candidate: Candidate) -> tuple[str, int | None]:
    path, _, line = candidate.source.rpartition(":")
    return (Path(path).name, int(line)) if line.isdigit() else (Path(candidate.source).name, None)


@dataclass
class ExtractScore:
    """Which candidates matched which statements."""

    name: str
    statements: list[Statement]
    candidates: list[Candidate]
    matched: dict[int, Candidate]  # statement index → candidate
    wrong: list[Candidate]

    @property
    def precision(self) -> float:
        """Share of candidates that say a labelled durable statement (1.0 with no candidate)."""
        return len(self.matched) / len(self.candidates) if self.candidates else 1.0

    @property
    def recall(self) -> float:
        """Share of labelled durable statements found."""
        return len(self.matched) / len(self.statements)

    def per_class(self) -> dict[str, tuple[int, int]]:
        """class → (found, labelled)."""
        found, total = Counter(), Counter()
        for index, statement in enumerate(self.statements):
            total[statement.kind] += 1
            found[statement.kind] += index in self.matched
        return {kind: (found[kind], total[kind]) for kind in sorted(total)}

    def missed(self) -> list[Statement]:
        """Durable statements no candidate said."""
        return [s for i, s in enumerate(self.statements) if i not in self.matched]

    def summary(self) -> str:
        """One line of figures."""
        return (f"{self.name}: precision {self.precision:.2f} ({len(self.matched)}/{len(self.candidates)}), "
                f"recall {self.recall:.2f} ({len(self.matched)}/{len(self.statements)})")


def load_statements(set_dir: Path) -> list[Statement]:
    """The labelled durable statements of a set."""
    data = load_yaml_mapping((set_dir / "labels.yaml").read_text("utf-8"), 1)
    return [Statement(d["file"], int(d["line"]), d.get("class", ""), d["quote"], d.get("memory", ""))
            for d in data["durable"]]


def score_set(set_dir: Path, work: Path, now: str = "2026-11-20") -> ExtractScore:
    """Extract from copies of the set's transcripts into an empty store under ``work``; score the candidates."""
    root = work / f"{set_dir.name}-store"
    root.mkdir(parents=True)
    (root / "MEMORY.md").write_text(INDEX_TEMPLATE, "utf-8")
    inputs = work / f"{set_dir.name}-inputs"
    inputs.mkdir()
    for transcript in sorted(set_dir.glob("*.jsonl")):
        shutil.copy(transcript, inputs / transcript.name)
    result = extract(Store.open(root, make_clock(now)), [str(inputs)])
    statements = load_statements(set_dir)
    matched: dict[int, Candidate] = {}
    wrong: list[Candidate] = []
    for candidate in result.candidates:
        origin = _origin(candidate)
        index = next((i for i, s in enumerate(statements) if i not in matched and (s.file, s.line) == origin
                      and overlaps(candidate.content, s)), None)
        if index is None:
            wrong.append(candidate)
        else:
            matched[index] = candidate
    return ExtractScore(set_dir.name, statements, list(result.candidates), matched, wrong)
