"""Every memcli command, with realistic arguments, as run against the seeded corpus store.

Each ``Case`` names the exit codes docs/contracts.md §3 allows for it on this store and
a check that the good files were still processed (a preference cluster
still merges, good candidates are still extracted, ...). The hook events
are in ``HOOK_CASES`` (run as real ``memcli-hook`` processes).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from tests.hardening.corpus import CONTRADICTION, DARK, GOOD_CANDIDATES, SECRET, Outcome, Seeded

Check = Callable[[Seeded, Outcome], None]


def _none(seeded: Seeded, outcome: Outcome) -> None:
    return None


@dataclass(frozen=True)
class Case:
    """One command line and what it must do on the seeded store."""

    name: str
    args: list[str]
    exits: frozenset[int]
    check: Check = _none
    writes: bool = False  # may change store files (else the store must be byte-identical)
    setup: tuple[tuple[str, ...], ...] = ()  # commands run first (their effects are part of "before")
    outside: frozenset[str] = frozenset()  # paths next to the store it may create (e.g. a settings file)
    removable: frozenset[str] = frozenset()  # frontmatter keys it may remove from good files
    from_seed: bool = False  # compare with the store as seeded, before the setup commands (undo)
    input: str | None = None
    env: dict[str, str] = field(default_factory=dict)

    @property
    def json(self) -> bool:
        """Whether stdout must be exactly one JSON document."""
        return "--format" in self.args and self.args[self.args.index("--format") + 1] == "json"


# --------------------------------------------------------------------------- checks


def meta(seeded: Seeded, rel: str) -> dict:
    """The parsed frontmatter of a store file."""
    from memcli.store.frontmatter import parse

    return parse((seeded.root / rel).read_bytes().decode("utf-8"))[0]


def _doc(outcome: Outcome) -> dict:
    return json.loads(outcome.stdout)


def _validate_json(seeded: Seeded, outcome: Outcome) -> None:
    found: dict[str, set[str]] = {}
    for finding in _doc(outcome)["findings"]:
        found.setdefault(finding["path"], set()).add(finding["code"])
    assert found == {rel: set(codes) for rel, codes in seeded.expected.items()}


def _validate_text(seeded: Seeded, outcome: Outcome) -> None:
    """One line per finding, whatever the file names hold (names are escaped, docs/contracts.md §12)."""
    from memcli.formats.markup import unescape_name

    codes = "|".join(sorted({code for codes in seeded.expected.values() for code in codes}))
    finding = re.compile(rf"^(.+?)(?::\d+)?: (?:{codes}): ")  # a name may hold ": " itself
    paths = {unescape_name(finding.match(line).group(1)) for line in outcome.stdout.splitlines()[:-1]}
    assert paths == set(seeded.expected)


def _lint_json(seeded: Seeded, outcome: Outcome) -> None:
    doc = _doc(outcome)
    assert {f["path"] for f in doc["findings"] if f["code"] != "judge_error"} == set(seeded.expected)
    pairs = {(c["a"], c["b"]) for c in doc["contradictions"]}
    assert CONTRADICTION in pairs


def _lint_text(seeded: Seeded, outcome: Outcome) -> None:
    from memcli.formats.markup import escape_name

    for rel in seeded.expected:
        assert escape_name(rel) in outcome.stdout


def _lint_judge_cmd(seeded: Seeded, outcome: Outcome) -> None:
    _lint_json(seeded, outcome)
    judges = [s for s in outcome.spawned if s.argv[-1].endswith("judge.py")]
    assert judges, "the judge command ran"


def _merged(seeded: Seeded) -> None:
    canonical = meta(seeded, "good/pref-dark-bom.md")
    assert canonical["reinforcement_count"] == 3
    assert canonical["derived_from"] == ["pref-dark-bom", "pref-dark-crlf", "pref-dark-lf"]
    for rel in DARK[:2]:
        data = meta(seeded, rel)
        assert (data["status"], data["supersededBy"]) == ("superseded", "pref-dark-bom")
    crlf = (seeded.root / "good/pref-dark-crlf.md").read_bytes()
    assert crlf.count(b"\r\n") == crlf.count(b"\n"), "CRLF kept on every line"
    bom = (seeded.root / "good/pref-dark-bom.md").read_bytes()
    assert bom.startswith("\ufeff---\n".encode()) and b"  # keep this comment" in bom
    assert b"\nversion: 1.10\n" in bom and b"\nflag: no\n" in bom


def _patterns_run(seeded: Seeded, outcome: Outcome) -> None:
    doc = _doc(outcome)
    assert [c["canonicalId"] for c in doc["clusters"]] == ["pref-dark-bom"]
    _merged(seeded)


def _patterns_dry(seeded: Seeded, outcome: Outcome) -> None:
    assert [c["canonicalId"] for c in _doc(outcome)["clusters"]] == ["pref-dark-bom"]


def _candidates(outcome: Outcome) -> list[dict]:
    return _doc(outcome)["candidates"]


def _extract(seeded: Seeded, outcome: Outcome) -> None:
    contents = {c["content"] for c in _candidates(outcome)}
    assert set(GOOD_CANDIDATES) <= contents
    assert SECRET not in outcome.stdout and any("[REDACTED]" in c for c in contents)


def _extract_cmd(seeded: Seeded, outcome: Outcome) -> None:
    _extract(seeded, outcome)
    assert any(c["type"] == "external-read" and c["rule"] == "external" for c in _candidates(outcome))


def _store_text(seeded: Seeded) -> str:
    return "\n".join(p.read_text("utf-8", errors="replace") for p in (seeded.root / "auto").glob("*.md"))


def _extract_write(seeded: Seeded, outcome: Outcome) -> None:
    _extract(seeded, outcome)
    written = _store_text(seeded)
    for content in GOOD_CANDIDATES:
        assert content in written
    assert SECRET not in written and "[REDACTED]" in written


def _reinforce(seeded: Seeded, outcome: Outcome) -> None:
    data = meta(seeded, "good/pref-tabs-go.md")
    assert data["reference_count"] == 1 and abs(data["confidence"] - 0.62) < 1e-9


def _reinforce_dry(seeded: Seeded, outcome: Outcome) -> None:
    assert "pref-tabs-go" in outcome.stdout


def _status(rel: str, status: str) -> Check:
    def check(seeded: Seeded, outcome: Outcome) -> None:
        assert meta(seeded, rel)["status"] == status

    return check


def _resolved(seeded: Seeded, outcome: Outcome) -> None:
    for rel, partner in (CONTRADICTION, CONTRADICTION[::-1]):
        data = meta(seeded, rel)
        assert data["resolved_at"] and data["do_not_reopen"][0]["partner"] == partner.rsplit("/", 1)[1]


def _consolidate(seeded: Seeded, outcome: Outcome) -> None:
    doc = _doc(outcome)
    # every step ran; the corpus's unreadable files are each named as an issue, so the night exits 1 (docs/contracts.md §8)
    assert doc["exit"] == 1 and all(step["ok"] for step in doc["steps"].values())
    unreadable = {rel for rel, codes in seeded.expected.items()
                  if set(codes) & READ_CODES and not rel.startswith(("entities/", "knowledge/"))}  # memory files only
    named = {rel for rel in seeded.expected if any(f"memory file {rel} skipped" in issue for issue in doc["issues"])}
    assert unreadable and unreadable <= named, unreadable - named
    _merged(seeded)
    written = _store_text(seeded)
    assert all(content in written for content in GOOD_CANDIDATES) and SECRET not in written
    index = (seeded.root / "MEMORY.md").read_text("utf-8")
    assert "fact-package-manager.md vs project-web-tooling.md" in index
    assert "## Injected heading" not in index.splitlines() and "- forged bullet.md" not in index.splitlines()
    for kept in ("- not a detected_at bullet at all", "random prose inside the section",
                 "This text is outside the Pending Review section and must never change."):
        assert kept in index
    assert (seeded.root / "diary" / f"{doc['started'][:10]}.md").exists()
    assert (seeded.root / "lint-stats.jsonl").read_text().count("\n") == 1


def _graduate(seeded: Seeded, outcome: Outcome) -> None:
    data = meta(seeded, "good/param-batch.md")
    assert data["status"] == "graduated"
    entity = meta(seeded, f"entities/Parameter/{data['graduated_to']}.md")
    assert (entity["value"], entity["source_memory"]) == (500, "param-batch")


def _knowledge_status(ident: str, status: str) -> Check:
    return _status(f"knowledge/{ident}.md", status)


def _imported(seeded: Seeded, outcome: Outcome) -> None:
    assert meta(seeded, "knowledge/good-imported-node.md")["label"] == "A good imported node"
    created = sorted(p.relative_to(seeded.root / "knowledge").as_posix()
                     for p in (seeded.root / "knowledge").rglob("*") if not p.is_symlink())
    assert all("/" not in rel for rel in created), created


def _learned(seeded: Seeded, outcome: Outcome) -> None:
    drafts = [p for p in (seeded.root / "knowledge").glob("*.md")
              if p.is_file() and not p.is_symlink() and "CHANGELOG.md" in p.read_text("utf-8", errors="replace")
              and "status: draft" in p.read_text("utf-8", errors="replace")]
    assert drafts, "the correction in inbox/good-session.jsonl became a draft lesson"


def _hooks_installed(seeded: Seeded, outcome: Outcome) -> None:
    settings = json.loads((seeded.base / "settings.json").read_text())
    events = settings["hooks"]
    assert set(events) == {"PreToolUse", "SessionStart", "Stop", "UserPromptSubmit"}
    assert all(str(seeded.root) in json.dumps(events[name]) for name in events)


def _recall(seeded: Seeded, outcome: Outcome) -> None:
    ids = [r["id"] for r in _doc(outcome)["results"]]
    assert "pref-dark-bom" in ids
    assert not set(ids) & {"python-apply", "python-apply-absolute", "huge", "secret", "inner"}


def _context(seeded: Seeded, outcome: Outcome) -> None:
    doc = _doc(outcome)
    assert doc["total_chars"] <= doc["budget"]
    assert "dark mode" in json.dumps(doc)


def _review_list(seeded: Seeded, outcome: Outcome) -> None:
    ids = {c["id"] for c in _candidates(outcome)}
    assert {"cand-promote", "cand-reject"} <= ids


def _knowledge_list(seeded: Seeded, outcome: Outcome) -> None:
    ids = {item["id"] for item in _doc(outcome)["knowledge"]}
    assert {"good-checklist", "good-draft"} <= ids
    assert not ids & {"bad-yaml", "bad-python", "bad-list", "outside-knowledge"}
    for rel in ("knowledge/bad-yaml.md", "knowledge/bad-python.md", "knowledge/bad-binary.md", "knowledge/link-out.md"):
        assert rel in outcome.stderr


def _entities_list(seeded: Seeded, outcome: Outcome) -> None:
    ids = {item["id"] for item in _doc(outcome)["entities"]}
    assert {"good-batch-timeout", "good-nightly-batch"} <= ids and "escaped" not in ids


def _entity_show(seeded: Seeded, outcome: Outcome) -> None:
    assert "good-batch-timeout" in outcome.stdout and "good-nightly-batch" in outcome.stdout


def _history(seeded: Seeded, outcome: Outcome) -> None:
    assert [t["command"] for t in _doc(outcome)["transactions"]][:1] == ["patterns run"]


def _undo(seeded: Seeded, outcome: Outcome) -> None:
    for rel in DARK:
        assert "supersededBy" not in meta(seeded, rel) and "derived_from" not in meta(seeded, rel)


def _explain(seeded: Seeded, outcome: Outcome) -> None:
    doc = _doc(outcome)
    assert doc["reinforcementCount"] == 3 and len(doc["clusterMembers"]) == 2


def _hook_cli(seeded: Seeded, outcome: Outcome) -> None:
    assert "Version Bump File Checklist" in _doc(outcome)["hookSpecificOutput"]["additionalContext"]


def _stderr_names(*rels: str) -> Check:
    def check(seeded: Seeded, outcome: Outcome) -> None:
        for rel in rels:
            assert rel in outcome.stderr

    return check


# --------------------------------------------------------------------------- the table

OK, FOUND, BAD = frozenset({0}), frozenset({1}), frozenset({2})
# validate codes of files that cannot be read at all (skipped by every command)
READ_CODES = {"yaml_error", "unsafe_yaml", "not_utf8", "binary", "too_large", "not_a_file", "outside_store"}
J = ["--format", "json"]
PATTERNS_RUN = ("patterns", "run")
EDIT_PAYLOAD = json.dumps({"session_id": "s", "cwd": "/tmp", "hook_event_name": "PreToolUse", "tool_name": "Edit",
                           "tool_input": {"file_path": "/proj/.claude-plugin/plugin.json", "old_string": "version 1",
                                          "new_string": "version 2"}})

CASES: list[Case] = [
    # read-only
    Case("validate-json", ["validate", *J], FOUND, _validate_json),
    Case("validate-text", ["validate"], FOUND, _validate_text),
    Case("history-json", ["history", *J], OK, _history, setup=(PATTERNS_RUN,)),
    Case("config-show", ["config", "show", *J], OK),
    Case("recall", ["recall", "dark mode editor", "--explain", *J], OK, _recall),
    Case("patterns-list", ["patterns", "list", "--format", "markdown"], OK),
    Case("patterns-list-json", ["patterns", "list", *J], OK),
    Case("patterns-explain-missing", ["patterns", "explain", "python-apply"], FOUND),
    Case("patterns-explain", ["patterns", "explain", "pref-dark-bom", *J], OK, _explain, setup=(PATTERNS_RUN,)),
    Case("review-list", ["review", "list", *J], OK, _review_list),
    Case("review-history", ["review", "history", "cand-promote", *J], OK),
    Case("lint-json", ["lint", *J], FOUND, _lint_json),
    Case("lint-text", ["lint"], FOUND, _lint_text),
    Case("lint-judge-none", ["lint", "--judge", "none", *J], FOUND),
    Case("lint-exit-zero", ["lint", "--exit-zero", *J], OK, _lint_json),
    Case("lint-judge-cmd", ["lint", "--judge-cmd", "python3 {base}/tools/judge.py", *J], FOUND, _lint_judge_cmd),
    Case("knowledge-list", ["knowledge", "list", *J], OK, _knowledge_list),
    Case("knowledge-review", ["knowledge", "review", *J], OK),
    Case("entities-list", ["entities", "list", *J], OK, _entities_list),
    Case("entities-show", ["entities", "show", "good-batch-timeout"], OK, _entity_show),
    Case("entities-show-escape", ["entities", "show", "../../outside/entities/escaped"], FOUND),
    Case("entities-graph", ["entities", "graph", *J], OK),
    Case("entities-propose", ["entities", "propose", *J], OK),
    Case("context", ["context", "dark mode editor", *J], OK, _context),
    Case("extract", ["extract", *J], OK, _extract),
    Case("extract-cmd", ["extract", "--extract-cmd", "python3 {base}/tools/extractor.py", *J], OK, _extract_cmd),
    Case("reinforce-dry-run", ["reinforce", "--dry-run", *J], OK, _reinforce_dry),
    Case("init-existing", ["init"], OK),
    Case("undo-nothing", ["undo"], FOUND),
    Case("safe-edit-verify", ["safe-edit", "verify", "{root}/good/pref-tabs-go.md"], OK),
    Case("hook-cli", ["hook", "pre-tool-use"], OK, _hook_cli, input=EDIT_PAYLOAD),
    Case("hook-cli-garbage", ["hook", "session-start"], OK, input="\x00\x01 not json {{{"),
    # dry runs: same code paths, nothing written
    Case("patterns-run-dry", ["patterns", "run", "--dry-run", *J], OK, _patterns_dry),
    Case("extract-write-dry", ["extract", "--write", "--dry-run", *J], OK, _extract),
    Case("consolidate-dry", ["consolidate", "--since", "all", "--dry-run", *J], FOUND),
    Case("graduate-dry", ["graduate", "param-batch", "--dry-run"], OK),
    Case("lint-resolve-dry", ["lint", "resolve", "fact-package-manager.md", "project-web-tooling.md", "--keep", "a",
                              "--dry-run"], OK),
    Case("hooks-install-dry", ["hooks", "install", "--settings", "{base}/settings.json", "--dry-run"], OK),
    Case("undo-dry", ["undo", "--dry-run"], OK, setup=(PATTERNS_RUN,)),
    # writing
    Case("patterns-run", ["patterns", "run", *J], OK, _patterns_run, writes=True),
    Case("patterns-run-similar", ["patterns", "run", "--match", "similar", *J], OK, _patterns_run, writes=True),
    Case("extract-write", ["extract", "--write", *J], OK, _extract_write, writes=True),
    Case("reinforce", ["reinforce", *J], OK, _reinforce, writes=True),
    Case("review-promote", ["review", "promote", "cand-promote"], OK, _status("good/cand-promote.md", "active"),
         writes=True),
    Case("review-reject", ["review", "reject", "cand-reject"], OK, _status("good/cand-reject.md", "invalid"),
         writes=True),
    Case("review-promote-unparseable", ["review", "promote", "python-apply", "bad/yaml-broken.md"], FOUND, writes=True),
    Case("lint-resolve", ["lint", "resolve", "fact-package-manager.md", "project-web-tooling.md", "--keep", "both",
                          "--reason", "both hold for different repos"], OK, _resolved, writes=True),
    Case("lint-resolve-escape", ["lint", "resolve", "../../outside/secret.md", "/etc/passwd", "--keep", "a"],
         FOUND | BAD, writes=True),
    Case("lint-review", ["lint", "review"], OK, writes=True),
    Case("consolidate", ["consolidate", "--since", "all", *J], FOUND, _consolidate, writes=True),
    Case("graduate", ["graduate", "param-batch"], OK, _graduate, writes=True),
    Case("graduate-unsafe-id", ["graduate", "../../outside/escape"], BAD, writes=True),
    Case("graduate-unparseable", ["graduate", "bad/python-apply.md"], FOUND | BAD, writes=True),
    Case("knowledge-promote", ["knowledge", "promote", "good-draft"], OK, _knowledge_status("good-draft", "active"),
         writes=True),
    Case("knowledge-archive", ["knowledge", "archive", "good-checklist", "--reason", "test"], OK,
         _knowledge_status("good-checklist", "archived"), writes=True),
    Case("knowledge-promote-bad", ["knowledge", "promote", "bad-yaml", "bad-python", "outside-knowledge"], FOUND,
         writes=True),
    Case("knowledge-import", ["knowledge", "import", "{data}/graphs/escaping-ids.json"], OK, _imported, writes=True),
    Case("knowledge-import-bad", ["knowledge", "import", "{data}/graphs/not-json.json", "{data}/graphs/a-list.json",
                                  "{data}/graphs/binary.json", "{data}/graphs/wrong-shapes.json"], BAD, writes=True),
    Case("knowledge-reindex", ["knowledge", "reindex", *J], OK, writes=True),
    Case("knowledge-learn", ["knowledge", "learn", "{root}/inbox/good-session.jsonl",
                             "{root}/inbox/broken-transcript.jsonl", "{root}/inbox/binary.jsonl"], OK, _learned,
         writes=True),
    Case("hooks-install", ["hooks", "install", "--settings", "{base}/settings.json"], OK, _hooks_installed,
         writes=True, outside=frozenset({"w/settings.json"})),
    Case("entities-propose-save", ["entities", "propose", "--save", *J], OK, writes=True),
    Case("undo", ["undo"], OK, _undo, writes=True, setup=(PATTERNS_RUN,), from_seed=True),
    Case("safe-edit-backup", ["safe-edit", "backup", "{root}/good/pref-tabs-go.md"], OK, writes=True),
]

# Hook events, as real memcli-hook processes (``stdin`` payloads; ``{root}``/``{base}`` filled in).
HOOK_CASES: list[tuple[str, dict]] = [
    ("pre-tool-use", json.loads(EDIT_PAYLOAD)),
    ("pre-tool-use", {"tool_name": "Bash", "tool_input": {"command": "alembic migrate; $(touch {base}/PWNED-hook)"}}),
    ("session-start", {"session_id": "s", "source": "startup", "cwd": "{base}"}),
    ("stop", {"session_id": "s", "transcript_path": "{root}/inbox/good-session.jsonl", "stop_hook_active": False}),
    ("stop", {"session_id": "s", "transcript_path": "{root}/inbox/broken-transcript.jsonl"}),
    ("stop", {"session_id": "s", "transcript_path": "{root}/inbox/binary.jsonl"}),
    ("stop", {"session_id": "s", "transcript_path": "{base}/outside/secret.md"}),
    ("user-prompt-submit", {"session_id": "s", "prompt": "dark mode editor $(touch {base}/PWNED-prompt)"}),
]
