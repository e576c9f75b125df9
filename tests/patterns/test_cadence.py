"""Cadence: when consolidate runs pattern reinforcement (docs/contracts.md §5), on the memcli clock."""

from __future__ import annotations

import json

from memcli.patterns.cadence import cadence_due, last_run, record_run
from memcli.patterns.engine import run_patterns
from tests.conftest import cli, make_store
from tests.patterns.helpers import open_store, remnic


def test_never_run_is_due_and_a_recorded_run_waits_for_the_cadence(tmp_path):
    root = make_store(tmp_path)
    assert cadence_due(open_store(root, "2026-05-01T00:00:00Z"))
    record_run(open_store(root, "2026-05-01T00:00:00Z"))
    assert last_run(open_store(root)).isoformat() == "2026-05-01T00:00:00+00:00"
    assert not cadence_due(open_store(root, "2026-05-07T23:59:59Z"))
    assert cadence_due(open_store(root, "2026-05-08T00:00:00Z"))
    assert cadence_due(open_store(root, "2026-04-01T00:00:00Z"))  # clock set back: the record is from the future


def test_force_enabled_and_zero_cadence(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": "[patterns]\nenabled = false\ncadence = \"0\"\n"})
    record_run(open_store(root, "2026-05-01T00:00:00Z"))
    assert not cadence_due(open_store(root, "2026-06-01T00:00:00Z"))
    assert cadence_due(open_store(root, "2026-06-01T00:00:00Z"), force=True)
    (root / "memcli.toml").write_text("[patterns]\ncadence = \"0\"\n")
    assert cadence_due(open_store(root, "2026-05-01T00:00:00Z"))
    (root / "memcli.toml").write_text("[patterns]\ncadence = \"2h\"\n")
    assert not cadence_due(open_store(root, "2026-05-01T01:00:00Z"))
    assert cadence_due(open_store(root, "2026-05-01T02:00:00Z"))


def test_direct_run_records_and_dry_run_does_not(tmp_path):
    root = make_store(tmp_path, {f"p{n}.md": remnic("Write tests first", id=f"p{n}") for n in range(3)})
    run_patterns(open_store(root, "2026-05-01T00:00:00Z"), dry_run=True)
    assert last_run(open_store(root)) is None
    assert not (root / ".memcli" / "patterns-run.json").exists()
    assert cli(["--dir", str(root), "--now", "2026-05-02T00:00:00Z", "patterns", "run", "--force"]).exit_code == 0
    record = json.loads((root / ".memcli" / "patterns-run.json").read_text())
    assert record["last_run"] == "2026-05-02T00:00:00.000Z"
    assert record["clustersFound"] == 1 and record["duplicatesSuperseded"] == 2
    assert not cadence_due(open_store(root, "2026-05-03T00:00:00Z"))


def test_unreadable_record_counts_as_never(tmp_path):
    root = make_store(tmp_path)
    (root / ".memcli").mkdir()
    (root / ".memcli" / "patterns-run.json").write_text("{not json")
    assert last_run(open_store(root)) is None
    assert cadence_due(open_store(root))
