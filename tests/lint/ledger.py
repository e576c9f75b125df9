"""The verdict ledger: every labelled pair the project holds, judged pair by pair (issue 26).

Sets (``SET`` column of ``tests/data/lint_ledger.jsonl``):

* ``eval`` — ``tests/data/lint_eval`` (both files in one store, as ``test_eval.py`` runs it);
* ``set1`` … ``set9``, ``textbook`` — ``tests/data/lint_blind/<set>`` (one store each, as ``blind.py`` scores it);
* ``real`` — the 40 real Claude Code folders of ``../shared/data/claude-memory-realworld/stores`` with the
  verdicts of a reviewer who never saw the rules (``tests/data/lint_real_verdicts.yaml``);
* ``unit`` — the text pairs asserted in ``tests/lint/test_judge.py`` (read from its parametrize marks).

Each ledger line: ``set``, ``a``, ``b``, ``expected`` (``contradiction`` or ``none``: not reported as one),
``state`` (``right`` or ``wrong-known``) and ``reason`` (why a known-wrong pair is wrong, or why a pair
that was right turned wrong). ``python tests/bench/verdict_ledger.py --write`` rewrites the states; a pair
that was right and is now wrong gets the reason ``REASON REQUIRED`` until a person writes one.

This module only imports ``memcli`` APIs that ``bd15a97`` already had, so ``tests/bench/verdict_diff.py``
can run it against an older checkout: ``python tests/lint/ledger.py --judge SPEC.json`` reads the cases
from SPEC.json and prints the reported pairs as JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
LEDGER = DATA / "lint_ledger.jsonl"
REAL_VERDICTS = DATA / "lint_real_verdicts.yaml"
REAL_NOW = "2026-11-28"
EVAL_NOW = "2026-05-17"
CONTRADICTION, NONE = "contradiction", "none"
RIGHT, WRONG = "right", "wrong-known"
REASON_REQUIRED = "REASON REQUIRED"


def shared_data() -> Path:
    """``../shared/data`` beside the repository, or ``$MEMCLI_SHARED_DATA``."""
    env = os.environ.get("MEMCLI_SHARED_DATA")
    for candidate in ([Path(env)] if env else []) + [REPO / ".." / "shared" / "data", REPO.parent.parent / "shared" / "data"]:
        if (candidate / "claude-memory-realworld" / "stores").is_dir():
            return candidate.resolve()
    raise FileNotFoundError("shared data not found: set MEMCLI_SHARED_DATA or put shared/ beside the repository")


def real_stores() -> Path:
    """The folder of the 40 real Claude Code auto-memory folders."""
    return shared_data() / "claude-memory-realworld" / "stores"


def _load(path: Path) -> dict:
    return yaml.load(path.read_text("utf-8"), Loader=yaml.CSafeLoader)


def blind_sets() -> list[str]:
    """Names of the blind sets (``tests/data/lint_blind/*`` with a ``labels.yaml``)."""
    return sorted(p.name for p in (DATA / "lint_blind").iterdir() if (p / "labels.yaml").exists())


# ---------------------------------------------------------------- the cases: stores to lint and their labels


def cases() -> dict:
    """Every labelled set as plain data: ``{"stores": [...], "unit": [...]}``.

    A store entry: ``set``, ``root`` (copied before linting), ``now``, ``files`` (inline files, when ``root``
    is empty), ``prefix`` (put before a pair's paths in the ledger) and ``labels`` (``[a, b, expected]``).
    """
    stores = [_eval_case(), *(blind_case(name) for name in blind_sets()), *_real_cases()]
    return {"stores": stores, "unit": unit_cases()}


def blind_case(name: str) -> dict:
    """The ledger case of blind set ``name``: its store and its labels (a pair labelled twice is one pair)."""
    data = _load(DATA / "lint_blind" / name / "labels.yaml")
    labels: dict[tuple[str, str], str] = {}
    for entry in data["pairs"]:
        key = tuple(sorted((entry["a"], entry["b"])))
        expected = CONTRADICTION if entry["label"] == CONTRADICTION else NONE
        if labels.get(key) != CONTRADICTION:  # a pair labelled twice holds a contradiction all the same
            labels[key] = expected
    return {"set": name, "root": str(DATA / "lint_blind" / name / "store"), "now": str(data["now"]),
            "files": {}, "prefix": "", "labels": [[a, b, e] for (a, b), e in sorted(labels.items())]}


def _eval_case() -> dict:
    files: dict[str, str] = {}
    labels = []
    for name in ("pairs.yaml", "holdout.yaml"):
        for pair in _load(DATA / "lint_eval" / name)["pairs"]:
            files.update(pair["files"])
            a, b = sorted(pair["files"])
            labels.append([a, b, CONTRADICTION if pair["label"] == CONTRADICTION else NONE])
    return {"set": "eval", "root": "", "now": EVAL_NOW, "files": files, "prefix": "", "labels": labels}


def _real_cases() -> list[dict]:
    """One case per real folder with the reviewer's verdicts (no verdicts yet: no labels, still linted)."""
    verdicts = _load(REAL_VERDICTS)["pairs"] if REAL_VERDICTS.exists() else []
    by_store: dict[str, list] = {}
    for entry in verdicts:
        a, b = sorted((entry["a"], entry["b"]))
        expected = CONTRADICTION if entry["real_conflict"] else NONE
        by_store.setdefault(entry["store"], []).append([a, b, expected])
    root = real_stores()
    return [{"set": "real", "root": str(path), "now": REAL_NOW, "files": {}, "prefix": path.name + "/",
             "labels": sorted(by_store.get(path.name, []))} for path in sorted(root.iterdir()) if path.is_dir()]


# what each two-text test of test_judge.py asserts: a contradiction, or none
UNIT_EXPECTED = {
    "test_polarity_flip_is_a_contradiction_with_verbatim_claims": CONTRADICTION,
    "test_conflicting_values_for_one_subject": CONTRADICTION,
    "test_mutually_exclusive_choices": CONTRADICTION,
    "test_a_present_claim_against_a_recorded_change_is_a_stale_contradiction": CONTRADICTION,
    "test_dated_history_and_two_recorded_changes_never_conflict": NONE,
    "test_a_change_that_agrees_or_speaks_of_something_else_is_no_contradiction": NONE,
    "test_agreements_other_scopes_and_other_subjects_are_unrelated": NONE,
    "test_regressions_found_on_generated_stores_are_unrelated": NONE,
    "test_same_action_same_object_still_flips": CONTRADICTION,
    "test_values_in_real_formats_fill_typed_slots": CONTRADICTION,
    "test_values_of_other_nouns_attributes_or_subjects_do_not_conflict": NONE,
    "test_two_tools_in_one_role_conflict_whether_or_not_the_lexicon_knows_them": CONTRADICTION,
    "test_names_in_different_roles_do_not_conflict": NONE,
    "test_one_role_in_other_words": CONTRADICTION,
    "test_history_other_attributes_agreement_and_unnamed_subjects_do_not_conflict": NONE,
    "test_cron_times_and_known_roles_conflict": CONTRADICTION,
    "test_one_act_said_in_other_words_conflicts": CONTRADICTION,
    "test_a_recorded_move_away_makes_the_present_claim_stale": CONTRADICTION,
    "test_one_tool_per_role_and_one_port_per_host": CONTRADICTION,
    "test_other_nouns_tools_in_passing_other_hosts_and_short_stems_do_not_conflict": NONE,
    "test_scoped_negations_ranges_conditions_and_temporary_changes_do_not_conflict": NONE,
    "test_the_issues_textbook_pairs_are_reported": CONTRADICTION,
}


def unit_cases() -> list[list[str]]:
    """``[test, file A, file B, expected]`` for every text pair asserted in ``tests/lint/test_judge.py``."""
    sys.path.insert(0, str(REPO))
    try:
        from tests.lint import test_judge
    finally:
        sys.path.remove(str(REPO))
    found = []
    for name in sorted(vars(test_judge)):
        function = getattr(test_judge, name)
        if not name.startswith("test_") or not callable(function):
            continue
        for mark in getattr(function, "pytestmark", []):
            if mark.name != "parametrize":
                continue
            names = [n.strip() for n in mark.args[0].split(",")]
            for values in mark.args[1]:
                values = getattr(values, "values", values)
                if "expected" in names:
                    raw = values[names.index("expected")]
                    expected = CONTRADICTION if raw in (True, CONTRADICTION) else NONE
                elif name in UNIT_EXPECTED:
                    expected = UNIT_EXPECTED[name]
                else:
                    continue
                text_a, text_b = values[0], values[1]
                found.append([name, _as_file(text_a, "feedback"), _as_file(text_b, "project"), expected])
    return found


def _as_file(text: str, kind: str) -> str:
    """A test's text as a whole memory file (a bare claim gets a frontmatter with its type)."""
    if isinstance(text, tuple):
        text, kind = text
    return text if text.startswith("---") else f"---\ntype: {kind}\n---\n{text}\n"


# ---------------------------------------------------------------- judging (runs against any checkout)


def judge_cases(spec: dict, judge_factory=None) -> dict:
    """``{"stores": {set: [[a, b], ...]}, "unit": [bool, ...]}``: the pairs reported as contradictions.

    ``stores`` lists every reported pair (labelled or not) with the set's prefix; ``unit`` says for each
    unit case whether it was judged a contradiction. ``judge_factory`` makes the judge (default: the
    built-in one), so an ablation can pass one with a rule switched off.
    """
    from memcli.lint.judge import BuiltinJudge
    from memcli.store import Memory
    from memcli.store.frontmatter import parse

    factory = judge_factory or BuiltinJudge
    reported: dict[str, list[list[str]]] = {}
    with tempfile.TemporaryDirectory() as work:
        for index, case in enumerate(spec["stores"]):
            candidates = case_candidates(case, Path(work) / f"s{index}")
            judge = factory()
            judge.common, judge.names = candidates.common, candidates.names
            found = reported.setdefault(case["set"], [])
            for candidate, result in zip(candidates.pairs, judge.judge_all(candidates.pairs)):
                if result.verdict == CONTRADICTION:
                    found.append(sorted((case["prefix"] + candidate.a.rel, case["prefix"] + candidate.b.rel)))
    unit = []
    for _, text_a, text_b, _ in spec["unit"]:
        a = Memory.create("/store/a.md", "a.md", *parse(text_a))
        b = Memory.create("/store/b.md", "b.md", *parse(text_b))
        unit.append(factory().judge(a, b).verdict == CONTRADICTION)
    return {"stores": {k: sorted(v) for k, v in reported.items()}, "unit": unit}


def case_candidates(case: dict, root: Path):
    """The store of one ledger case written at ``root`` (a copy of its folder, or its inline files) and its
    lint candidates, as lint would find them on the case's date."""
    from memcli.clock import make_clock
    from memcli.store import Store

    try:
        from memcli.lint.pairing import find_candidates
    except ImportError:  # a revision before the module renames (``verdict_diff.py`` judges older checkouts)
        from memcli.lint.candidates import find_candidates
    if case["root"]:
        shutil.copytree(case["root"], root)
    else:
        root.mkdir()
        for rel, text in case["files"].items():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(text, "utf-8")
    if not (root / "MEMORY.md").exists():
        (root / "MEMORY.md").write_text("# Memory\n", "utf-8")
    store = Store.open(root, make_clock(case["now"]))
    return find_candidates(store.scan().live(), store.clock.today)


def outcomes(spec: dict, judged: dict) -> list[dict]:
    """One row per labelled pair: ``set``, ``a``, ``b``, ``expected``, ``reported``."""
    rows = []
    for case in spec["stores"]:
        found = {tuple(p) for p in judged["stores"].get(case["set"], [])}
        for a, b, expected in case["labels"]:
            key = tuple(sorted((case["prefix"] + a, case["prefix"] + b)))
            rows.append({"set": case["set"], "a": key[0], "b": key[1], "expected": expected,
                         "reported": key in found})
    for (test, text_a, text_b, expected), hit in zip(spec["unit"], judged["unit"]):
        rows.append({"set": "unit", "a": _short(text_a), "b": _short(text_b), "expected": expected,
                     "reported": hit, "test": test})
    return rows


def _short(text: str) -> str:
    """A unit case's file as one ledger key: its frontmatter lines and body on one line."""
    head, _, body = text.partition("\n---\n") if text.startswith("---\n") else ("", "", text)
    lines = head.splitlines()[1:]
    return " / ".join([*lines, body.strip()]).replace("\n", " / ")


def is_right(row: dict) -> bool:
    """Whether the judge's verdict on a labelled pair is the expected one."""
    return row["reported"] == (row["expected"] == CONTRADICTION)


def row_key(row: dict) -> tuple[str, str, str]:
    return row["set"], row["a"], row["b"]


def read_ledger(path: Path = LEDGER) -> list[dict]:
    """The ledger's lines."""
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def ledger_line(row: dict, old: dict | None) -> dict:
    """The ledger line for a judged row, keeping the old line's reason while its state holds."""
    state = RIGHT if is_right(row) else WRONG
    if old is not None and old["state"] == state:
        reason = old.get("reason", "")
    elif state == WRONG:
        reason = REASON_REQUIRED if old is not None else "wrong when the ledger was made"
    else:
        reason = ""
    line = {"set": row["set"], "a": row["a"], "b": row["b"], "expected": row["expected"], "state": state}
    if reason:
        line["reason"] = reason
    return line


def write_ledger(rows: list[dict], path: Path = LEDGER) -> list[dict]:
    """Rewrite the ledger from judged rows (reasons kept); the new lines."""
    old = {row_key(line): line for line in read_ledger(path)} if path.exists() else {}
    lines = [ledger_line(row, old.get(row_key(row))) for row in rows]
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), "utf-8")
    return lines


def main() -> None:
    """``--judge SPEC.json``: print the reported pairs for the cases in SPEC.json (for verdict_diff)."""
    spec = json.loads(Path(sys.argv[sys.argv.index("--judge") + 1]).read_text("utf-8"))
    print(json.dumps(judge_cases(spec)))


if __name__ == "__main__":
    main()
