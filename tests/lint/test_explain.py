"""``memcli lint explain A B`` (issue 26), through the real console script: a reported pair, a pair a guard
vetoed, a pair that was never a candidate, a pair closed by an anti-loop record; text and json."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import make_store


def memcli_script(tmp_path: Path) -> Path:
    """The installed ``memcli`` console script (a launcher like pip's when it is not on PATH)."""
    found = shutil.which("memcli")
    if found:
        return Path(found)
    launcher = tmp_path / "memcli"
    launcher.write_text(f"#!{sys.executable}\nfrom memcli.cli.main import main\nmain()\n")
    launcher.chmod(0o755)
    return launcher


def cc(name: str, kind: str, body: str, extra: str = "") -> str:
    return f"---\nname: {name}\ndescription: {name.replace('-', ' ')}\ntype: {kind}\n{extra}---\n\n{body}\n"


FILES = {
    "feedback_squash.md": cc("squash-policy", "feedback", "Always squash commits before merging."),
    "project_merge.md": cc("merge-policy", "project", "Never squash commits before merging."),
    "feedback_auth.md": cc("auth-refactor", "feedback", "Don't refactor the auth module without writing tests first."),
    "project_auth.md": cc("auth-plan", "project", "Refactor the auth module this sprint."),
    "user_coffee.md": cc("coffee", "user", "Prefers dark roast coffee in the morning."),
    "project_cron.md": cc("billing-cron", "project", "The billing cron runs at 02:00 UTC."),
    "reference_timeout.md": cc("api-timeout", "reference", "The payments API client timeout is 30 seconds.",
                               "do_not_reopen:\n  - partner: project_timeout.md\n    before: 2099-01-01\n"),
    "project_timeout.md": cc("api-timeout-2", "project", "The payments API client timeout is 45 seconds."),
}


def explain(root: Path, a: str, b: str, *extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, HOME=str(root.parent / "home"))
    return subprocess.run([str(memcli_script(root.parent)), "--dir", str(root), "lint", "explain", a, b, *extra], capture_output=True,
                          text=True, env=env, timeout=120)


def test_a_reported_pair_names_its_score_rule_and_claims(tmp_path):
    root = make_store(tmp_path, FILES)
    done = explain(root, "project_merge.md", "feedback_squash.md")
    assert done.returncode == 0, done.stderr
    assert "candidate: yes, score" in done.stdout
    assert "built-in judge: contradiction (rule polarity)" in done.stdout
    assert "  A: Always squash commits before merging." in done.stdout  # A is the file that sorts first
    assert done.stdout.rstrip().endswith("reported: yes")
    data = json.loads(explain(root, "feedback_squash.md", "project_merge.md", "--format", "json").stdout)
    assert data["reported"] is True and data["candidate"]["proposed"] is True
    assert data["candidate"]["rank_in_a"]["rank"] == 1 and "squash" in data["candidate"]["shared_terms"]
    assert data["builtin"]["rule"] == "polarity" and data["anti_loop"] is None and data["model"] is None


def test_a_pair_a_guard_vetoed_names_the_guard(tmp_path):
    root = make_store(tmp_path, FILES)
    data = json.loads(explain(root, "feedback_auth.md", "project_auth.md", "--format", "json").stdout)
    assert data["candidate"]["proposed"] is True and data["reported"] is False
    assert data["builtin"]["verdict"] == "unrelated"
    compared = data["builtin"]["compared"]
    assert compared and {"rule": "polarity", "guard": "condition"} in compared[0]["vetoes"]
    assert "condition said no to polarity" in explain(root, "feedback_auth.md", "project_auth.md").stdout


def test_a_pair_that_was_never_a_candidate(tmp_path):
    root = make_store(tmp_path, FILES)
    done = explain(root, "user_coffee.md", "project_cron.md")
    assert done.returncode == 0, done.stderr
    assert "candidate: no" in done.stdout and "shared index terms: (none)" in done.stdout
    assert "no rule could apply" in done.stdout and done.stdout.rstrip().endswith("reported: no")


def test_an_anti_loop_record_that_closes_the_pair(tmp_path):
    root = make_store(tmp_path, FILES)
    data = json.loads(explain(root, "project_timeout.md", "reference_timeout.md", "--format", "json").stdout)
    assert data["anti_loop"] == {"file": "reference_timeout.md", "partner": "project_timeout.md",
                                 "before": "2099-01-01"}
    assert data["builtin"]["verdict"] == "contradiction" and data["reported"] is False
    text = explain(root, "project_timeout.md", "reference_timeout.md").stdout
    assert "anti-loop: reference_timeout.md has do_not_reopen partner project_timeout.md before 2099-01-01" in text


def test_an_unknown_file_is_an_error_and_nothing_is_written(tmp_path):
    root = make_store(tmp_path, FILES)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    done = explain(root, "nope.md", "project_cron.md")
    assert done.returncode == 1 and "memcli: error:" in done.stderr and not done.stdout
    explain(root, "feedback_squash.md", "project_merge.md")
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and ".memcli" not in p.parts} == {
        p: b for p, b in before.items() if ".memcli" not in p.parts}


def test_two_reports_named_for_two_dates_are_shown_as_history(tmp_path):
    root = make_store(tmp_path, {
        "auto/weekly-ops-2026-06-15.md": "- Hire utilisation is 71% across the fleet.\n",
        "auto/weekly-ops-2026-10-12.md": "- Hire utilisation is 78% across the fleet.\n"})
    data = json.loads(explain(root, "auto/weekly-ops-2026-06-15.md", "auto/weekly-ops-2026-10-12.md",
                              "--format", "json").stdout)
    assert data["reported"] is False and data["builtin"]["verdict"] == "evolution"
    compared = data["builtin"]["compared"]
    assert {"rule": "every rule", "guard": "two-snapshots"} in compared[0]["vetoes"]
    assert compared[0]["outcome"].startswith("evolution")
