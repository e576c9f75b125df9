"""The pattern commands as a user meets them: real processes, formats, exit codes, stdout/stderr separation."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.patterns.helpers import NOW, STAMP, meta_of, remnic

ENV = {"MEMCLI_NOW": NOW}


def sample_store(tmp_path):
    """Three sessions that stored the same preference, plus unrelated memories."""
    return make_store(tmp_path, {
        "facts/2026-04-01/preference-1.md": remnic("I prefer dark mode in all editors.", id="preference-1",
                                                   created="2026-04-01T09:00:00Z", updated="2026-04-01T09:00:00Z"),
        "facts/2026-04-02/preference-2.md": remnic("i PREFER dark mode in all editors.", id="preference-2",
                                                   created="2026-04-02T09:00:00Z", updated="2026-04-02T09:00:00Z"),
        "facts/2026-04-03/preference-3.md": remnic("I prefer dark mode\nin all editors.", id="preference-3",
                                                   created="2026-04-03T09:00:00Z", updated="2026-04-03T09:00:00Z"),
        "facts/2026-04-03/fact-1.md": remnic("The CI runs on GitHub Actions.", id="fact-1", category="fact"),
        "auto/user_profile.md": "---\nname: profile\ndescription: who\ntype: user\n---\nSenior Go developer.\n",
    })


def test_a_new_user_session(tmp_path):
    root = sample_store(tmp_path)
    run = memcli_subprocess(["--dir", str(root), "patterns", "run"], env=ENV)
    assert run.returncode == 0 and run.stderr == b""
    assert run.stdout.decode() == (
        "Pattern reinforcement (exact, min-count 3): 1 cluster found, 1 canonical updated, 2 duplicates superseded.\n"
        "  [3x] preference-3  reinforced; superseded preference-1, preference-2\n"
    )
    listed = memcli_subprocess(["--dir", str(root), "patterns", "list"], env=ENV).stdout.decode()
    assert "  [3x] preference-3  (preference, last_reinforced=2026-04-25T12:00:00.000Z, status=active)\n" in listed
    explained = memcli_subprocess(["--dir", str(root), "patterns", "explain", "preference-3"], env=ENV).stdout.decode()
    assert "Derived from (3):\n  - preference-1\n  - preference-2\n  - preference-3\n" in explained
    assert "Cluster members (2):\n  - preference-1 (status=superseded, supersededAt=2026-04-25T12:00:00.000Z)\n" in explained
    before = snapshot(root)
    again = memcli_subprocess(["--dir", str(root), "patterns", "run", "--format", "json"],
                              env={"MEMCLI_NOW": "2026-04-26T00:00:00Z"})
    assert json.loads(again.stdout)["canonicalsUpdated"] == 0
    assert snapshot(root) == before


def test_json_is_one_document_and_the_dry_run_note_goes_to_stderr(tmp_path):
    root = sample_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "patterns", "run", "--dry-run", "--format", "json"], env=ENV)
    assert proc.returncode == 0
    document = json.loads(proc.stdout)
    assert list(document) == ["clustersFound", "canonicalsUpdated", "duplicatesSuperseded", "clusters"]
    assert list(document["clusters"][0]) == ["canonicalId", "count", "sourceIds", "supersededIds", "reinforcementBumped"]
    assert proc.stdout.endswith(b"}\n") and not proc.stdout.endswith(b"\n\n")
    assert proc.stderr == b"memcli: dry run: nothing was written\n"
    assert meta_of(root, "facts/2026-04-01/preference-1.md").get("status") is None
    quiet = memcli_subprocess(["--dir", str(root), "-q", "patterns", "run", "--dry-run"], env=ENV)
    assert quiet.stderr == b""


@pytest.mark.parametrize("args, message", [
    (["run", "--format", "xml"], '--format expects one of text, json; got "xml"'),
    (["run", "--match", "fuzzy"], '--match expects one of exact, similar; got "fuzzy"'),
    (["run", "--min-count", "three"], '--min-count expects a number; got "three"'),
    (["run", "--bogus"], "No such option"),
])
def test_run_usage_errors_exit_2(tmp_path, args, message):
    root = sample_store(tmp_path)
    before = snapshot(root)
    proc = memcli_subprocess(["--dir", str(root), "patterns", *args], env=ENV)
    assert proc.returncode == 2 and proc.stdout == b""
    assert message in proc.stderr.decode() and b"Traceback" not in proc.stderr
    assert snapshot(root) == before


def test_min_count_option_floors_and_clamps(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Use ruff", id=f"p{n}") for n in range(2)})
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--min-count", "1", "--format", "json"])
    assert json.loads(result.stdout)["clustersFound"] == 1  # 1 is raised to the floor of 2
    root2 = make_store(tmp_path, {f"p{n}.md": remnic("Use ruff", id=f"p{n}") for n in range(2)}, name="s2")
    result = cli(["--dir", str(root2), "--now", NOW, "patterns", "run", "--min-count", "2.9", "--format", "json"])
    assert json.loads(result.stdout)["clustersFound"] == 1
    result = cli(["--dir", str(root2), "patterns", "run", "--min-count", "1e9", "--format", "json", "--dry-run"])
    assert json.loads(result.stdout)["clustersFound"] == 0


def test_config_supplies_defaults_and_options_override(tmp_path):
    root = make_store(tmp_path, {
        **{f"e{n}.md": remnic("Met the team in Lisbon", id=f"e{n}", category="episodic") for n in range(2)},
        "memcli.toml": '[patterns]\nmin_count = 2\ncategories = ["episodic"]\n',
    })
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--format", "json", "--dry-run"])
    assert json.loads(result.stdout)["clustersFound"] == 1
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--format", "json", "--dry-run",
                  "--categories", "preference"])
    assert json.loads(result.stdout)["clustersFound"] == 0


def test_missing_store_and_locked_store(tmp_path):
    proc = memcli_subprocess(["--dir", str(tmp_path / "nope"), "patterns", "list"])
    assert proc.returncode == 2 and b"memcli init" in proc.stderr
    root = sample_store(tmp_path)
    from memcli.safeedit import store_lock

    with store_lock(root / ".memcli", wait=0, command="test"):
        proc = memcli_subprocess(["--dir", str(root), "--wait", "0", "patterns", "run"], env=ENV)
    assert proc.returncode == 3 and proc.stdout == b""
    assert meta_of(root, "facts/2026-04-01/preference-1.md").get("status") is None


def test_recall_through_a_real_process(tmp_path):
    root = sample_store(tmp_path)
    memcli_subprocess(["--dir", str(root), "patterns", "run"], env=ENV)
    proc = memcli_subprocess(["--dir", str(root), "recall", "dark mode", "--explain"],
                             env={**ENV, "MEMCLI_RECALL_REINFORCEMENT_BOOST": "true"})
    assert proc.returncode == 0 and proc.stderr == b""
    lines = proc.stdout.decode().splitlines()
    assert lines[0] == "1. preference-3  (preference)  score=" + lines[0].split("score=")[1]
    assert lines[3].startswith("   explain: bm25=") and lines[3].endswith(" reinforcement_boost=0.1500")
    assert "preference-1" not in proc.stdout.decode()


def test_remnic_fixtures_are_read_as_they_are(tmp_path, shared_data):
    root = make_store(tmp_path)
    shutil.copytree(shared_data / "remnic-memories", root / "facts" / "2026-01-01")
    for n in range(3):
        shutil.copy(root / "facts/2026-01-01/fact-basic.md", root / f"facts/2026-01-01/fact-copy-{n}.md")
    result = cli(["--dir", str(root), "--now", NOW, "patterns", "run", "--format", "json"])
    (cluster,) = json.loads(result.stdout)["clusters"]
    assert cluster["count"] == 4 and cluster["canonicalId"] == "fact-fixture-001"  # all share id and timestamps
    listed = cli(["--dir", str(root), "patterns", "list", "--format", "json"])
    rows = json.loads(listed.stdout)["rows"]
    assert [r["reinforcementCount"] for r in rows] == [4]
    assert meta_of(root, "facts/2026-01-01/entity-basic.md")["category"] == "entity"
    assert (root / "facts/2026-01-01/profile-basic.md").read_bytes() == \
        (shared_data / "remnic-memories/profile-basic.md").read_bytes()
    assert STAMP in (root / "facts/2026-01-01/fact-copy-0.md").read_text()
