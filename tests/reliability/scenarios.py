"""One realistic store, and every writing command with real work to do on it.

The store mixes the layouts memcli meets in the wild (remnic ``facts/``,
Claude Code auto-memory, review candidates, a pending contradiction,
process knowledge, an entity, a transcript in the inbox), so that each
command below changes several files while the others stand by and must
stay untouched. Each scenario names the command line (``{store}`` and
``{outside}`` are filled in per run), anything to prepare first, and
whether running it a second time is a no-op (so a crash test may simply
run it again).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tests.conftest import SHARED_DATA, make_store, transcript_line

NOW = "2026-05-17T02:00:00Z"
PREF = "I prefer rebase-based workflows for feature branches."
CLAIM_A = "The web monorepo uses pnpm workspaces for every package."
CLAIM_B = "The web monorepo does not use pnpm; it uses npm workspaces."


TRANSCRIPT = "".join([
    transcript_line("user", "Can you look at the retry logic?", 1),
    transcript_line("assistant", "## Decision: retry failed payment webhooks three times with backoff\n\n"
                                  "I prefer rebase-based workflows for feature branches, so I rebased.", 2),
    transcript_line("user", "Thanks. Remember that the staging database is reset every Monday.", 3),
    transcript_line("assistant", "The requirement is that webhook handlers stay idempotent across retries.", 4),
    transcript_line("user", "Always run the linters before pushing to main.", 5),
    transcript_line("assistant", "Noted: always run the test suite before committing, as your feedback says.", 6),
])


def _knowledge(kid: str, status: str, priority: str, label: str, tools: list[str], body: str) -> str:
    return (f"---\nid: {kid}\ntype: process\nprocess_type: checklist\npriority: {priority}\nlabel: {json.dumps(label)}\n"
            f"status: {status}\ntrigger_conditions:\n  tool_names: {json.dumps(tools)}\n  file_patterns: [\"**/*.py\"]\n"
            f"  action_keywords: [\"deploy\", \"release\"]\n  context_keywords: [\"release\"]\n---\n{body}\n")


def base_files() -> dict[str, str]:
    """The shared realistic store: every command below finds work in it."""
    index = ("# Memory Index\n\nCurated index of memory files in `memory/`.\n\n"
             "- [Web tooling](auto/project_web.md) — how the web monorepo is built\n"
             "- [Tests first](auto/feedback_tests.md) — run the suite before committing\n\n"
             "## Pending Review (Lint findings)\n"
             f"- detected_at=2026-05-16 — fact-pm.md vs project_web.md — {CLAIM_A} | {CLAIM_B}\n")
    return {
        "MEMORY.md": index,
        "facts/2026-04-02/pref-1.md": f"---\nid: pref-1\ncategory: preference\ncreated: 2026-04-02T09:00:00.000Z\n---\n{PREF}\n",
        "facts/2026-04-19/pref-2.md": f"---\nid: pref-2\ncategory: preference\ncreated: 2026-04-19T09:00:00.000Z\n---\n{PREF.upper()}\n",
        "facts/2026-05-06/pref-3.md": f"---\nid: pref-3\ncategory: preference\ncreated: 2026-05-06T09:00:00.000Z\n---\n  {PREF}\n",
        "facts/2026-05-01/tabs-1.md": "---\nid: tabs-1\ncategory: preference\ncreated: 2026-05-01T09:00:00.000Z\n---\nI prefer tabs over spaces in Go code.\n",
        "facts/2026-05-03/tabs-2.md": "---\nid: tabs-2\ncategory: preference\ncreated: 2026-05-03T09:00:00.000Z\n---\nI prefer tabs over spaces in Go code!\n",
        "facts/2026-05-09/fact-pm.md": f"---\nid: fact-pm\ncategory: fact\nconfidence: 0.7\n---\n{CLAIM_A}\n",
        "auto/project_web.md": f"---\nname: Web tooling\ntype: project\nconfidence: 0.7\n---\n{CLAIM_B}\n",
        "auto/feedback_tests.md": "---\nname: Tests first\ntype: feedback\n# kept verbatim: a comment\nflag: no\n---\n"
                                  "Always run the test suite before committing.\n",
        "auto/user_role.md": "---\nname: Role\ndescription: who the user is\ntype: user\n---\nSenior backend engineer, "
                             "works mostly in Go and Python.\r\n",
        "auto/decision-db.md": "---\nid: decision-db\ntype: decision\nproject: billing\nconfidence: 0.9\n---\n"
                               "We decided to use PostgreSQL 16 for the billing service.\n",
        "auto/cand-retry.md": "---\nid: cand-retry\ntype: decision\nstatus: candidate\nconfidence: 0.5\n"
                              "source: transcript inbox/old.jsonl:2\ncreated: 2026-05-15T02:00:00.000Z\n---\n"
                              "Retry failed payment webhooks three times with backoff.\n",
        "auto/cand-cron.md": "---\nid: cand-cron\ntype: fact\nstatus: candidate\nconfidence: 0.5\n"
                             "created: 2026-05-15T02:00:00.000Z\n---\nThe nightly job runs at 02:00 UTC.\n",
        "auto/cand-noise.md": "---\nid: cand-noise\ntype: fact\nstatus: candidate\nconfidence: 0.5\n"
                              "created: 2026-05-15T02:00:00.000Z\n---\nThanks, that looks fine.\n",
        "knowledge/release-checklist.md": _knowledge("release-checklist", "draft", "CRITICAL", "Release checklist",
                                                     ["Bash"], "- [ ] bump the version\n- [ ] tag the release"),
        "knowledge/migration-lesson.md": _knowledge("migration-lesson", "draft", "HIGH", "Migrations lesson",
                                                    ["Edit", "Write"], "Run migrations on a copy first."),
        "knowledge/old-lesson.md": _knowledge("old-lesson", "active", "MEDIUM", "Old lesson", ["Edit"],
                                              "This lesson no longer applies."),
        "entities/Subsystem/billing.md": "---\nid: billing\nentity_type: Subsystem\nstatus: active\nname: billing\n---\n"
                                         "The billing service.\n",
        "archive/2025/retired.md": "---\nid: retired\n---\nkept, never read as live\n",
        "inbox/session.jsonl": TRANSCRIPT,
        "notes.txt": "not a memory; must never change\n",
    }


SETTINGS = json.dumps({"permissions": {"allow": ["Bash(git status)"]},
                       "hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "audit.sh"}]}]}},
                      indent=2) + "\n"


def _outside_settings(outside: Path) -> None:
    (outside / ".claude").mkdir(parents=True, exist_ok=True)
    (outside / ".claude" / "settings.json").write_text(SETTINGS)


def _outside_graph(outside: Path) -> None:
    outside.mkdir(parents=True, exist_ok=True)
    shutil.copy(SHARED_DATA / "triads-graphs" / "test_graph.json", outside / "graph.json")


def _inside_settings(store: Path) -> None:
    (store / ".claude").mkdir(exist_ok=True)
    (store / ".claude" / "settings.json").write_text(SETTINGS)


def _prior_promote(store: Path) -> None:
    """A committed ``review promote`` for ``undo`` to take back."""
    proc = subprocess.run([sys.executable, "-m", "memcli", "--dir", str(store), "--now", NOW, "review", "promote",
                           "cand-retry", "cand-cron"], capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()


@dataclass(frozen=True)
class Scenario:
    """A writing command with real work to do.

    ``args`` follow ``memcli --dir {store} --now NOW``. ``idempotent``: a
    second run on the finished store changes nothing (checked by the
    tests), so a crash test may use the command itself as the recovering
    run. ``volatile``: store files a rerun legitimately appends to (a
    second nightly run adds its diary section).
    """

    name: str
    args: tuple[str, ...]
    idempotent: bool = True
    clean_exit: int = 0
    setup_outside: Callable[[Path], None] | None = None
    setup_store: Callable[[Path], None] | None = None
    files: Callable[[], dict[str, str]] = base_files
    volatile: tuple[str, ...] = ()
    init: bool = False  # the store does not exist before the command
    # Files outside the store are no store's business: only the command itself tidies there.
    outside_tidied_by_rerun: bool = False
    readers: tuple[tuple[str, ...], ...] = field(default=(("validate",), ("history",), ("review", "list"),
                                                          ("knowledge", "list"), ("patterns", "list")))


SCENARIOS: dict[str, Scenario] = {s.name: s for s in (
    Scenario("patterns-run", ("patterns", "run")),
    Scenario("extract-write", ("extract", "--write")),
    Scenario("reinforce", ("reinforce",), idempotent=False),
    Scenario("review-promote", ("review", "promote", "cand-retry", "cand-cron")),
    Scenario("review-reject", ("review", "reject", "cand-noise")),
    Scenario("lint-resolve", ("lint", "resolve", "fact-pm.md", "project_web.md", "--keep", "b",
                              "--reason", "the repo switched to npm")),
    Scenario("consolidate", ("consolidate", "--since", "all"), volatile=("diary/", "lint-stats.jsonl")),
    Scenario("graduate", ("graduate", "decision-db")),
    Scenario("knowledge-promote", ("knowledge", "promote", "release-checklist", "migration-lesson")),
    Scenario("knowledge-archive", ("knowledge", "archive", "old-lesson", "--reason", "obsolete")),
    Scenario("knowledge-import", ("knowledge", "import", "{outside}/graph.json"), setup_outside=_outside_graph),
    Scenario("hooks-install", ("hooks", "install", "--settings", "{outside}/.claude/settings.json"),
             setup_outside=_outside_settings, outside_tidied_by_rerun=True),
    Scenario("hooks-install-in-store", ("hooks", "install", "--settings", "{store}/.claude/settings.json"),
             setup_store=_inside_settings),
    Scenario("undo", ("undo",), idempotent=False, setup_store=_prior_promote),
    Scenario("init", ("init",), init=True, readers=(("validate",), ("history",))),
)}


def build(case: Path, scenario: Scenario) -> tuple[Path, Path]:
    """A fresh world for one run: ``case/store`` (absent for ``init``) and ``case/outside``."""
    if case.exists():
        shutil.rmtree(case)
    outside = case / "outside"
    outside.mkdir(parents=True)
    store = case / "store"
    if not scenario.init:
        make_store(case, scenario.files(), name="store")
        if scenario.setup_store:
            scenario.setup_store(store)
    if scenario.setup_outside:
        scenario.setup_outside(outside)
    return store, outside


def argv(scenario: Scenario, store: Path, outside: Path) -> list[str]:
    """The full ``memcli`` argument list for one run."""
    args = [a.replace("{store}", str(store)).replace("{outside}", str(outside)) for a in scenario.args]
    return ["--dir", str(store), "--now", NOW, *args]
