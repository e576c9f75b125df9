"""Re-mining (docs/contracts.md §6): the ledger records the extractor version; ``consolidate --reprocess`` mines inputs an
older version consumed again, without counting their responses for reinforcement twice; running it twice
changes nothing more."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from memcli.extract import EXTRACTOR_VERSION
from tests.conftest import cli, make_store, snapshot, transcript_line

TRANSCRIPT = "".join([
    transcript_line("user", "From now on, always use pnpm instead of npm.", 1),
    transcript_line("assistant", "## Decision: retry failed payment webhooks three times\n\n"
                                 "Webhook handlers stay idempotent across retries.", 2),
])
MEMORY = "---\nid: idem\ntype: fact\nconfidence: 0.7\n---\nWebhook handlers stay idempotent across retries.\n"


def run(root: Path, *args: str, now: str):
    result = cli(["--dir", str(root), "--now", now, "consolidate", "--since", "all", "--format", "json", *args])
    assert result.exit_code == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def queued(root: Path) -> list[str]:
    return sorted(p.read_text().split("---\n")[-1].strip() for p in (root / "auto").glob("*.md")
                  if "status: candidate" in p.read_text())


def old_ledger(root: Path) -> None:
    """The ledger as memcli wrote it before versions were recorded, after mining with the structure rules only."""
    digest = hashlib.sha256((root / "inbox" / "s.jsonl").read_bytes()).hexdigest()
    document = {"files": {digest: {"path": "inbox/s.jsonl", "consumed_at": "2026-05-10T02:00:00.000Z"}},
                "records": ["0123456789abcdef01234567"]}
    (root / ".memcli").mkdir(exist_ok=True)
    (root / ".memcli" / "consumed.json").write_text(json.dumps(document))


def test_ledger_records_the_extractor_version(tmp_path):
    root = make_store(tmp_path, {"inbox/s.jsonl": TRANSCRIPT})
    run(root, now="2026-05-17T02:00:00Z")
    ledger = json.loads((root / ".memcli" / "consumed.json").read_text())
    assert ledger["extractor"] == EXTRACTOR_VERSION >= 2
    assert [entry["extractor"] for entry in ledger["files"].values()] == [EXTRACTOR_VERSION]
    assert [(entry["lines"], entry["extractor"]) for entry in ledger["streams"].values()] == [(2, EXTRACTOR_VERSION)]


def test_reprocess_mines_what_an_older_version_consumed_once(tmp_path):
    root = make_store(tmp_path, {"inbox/s.jsonl": TRANSCRIPT, "facts/idem.md": MEMORY,
                                 "auto/old.md": "---\nid: old\ntype: adaptation\nstatus: candidate\nconfidence: 0.5\n"
                                                "source: decision_heading from inbox/s.jsonl:2\n---\n"
                                                "retry failed payment webhooks three times\n"})
    old_ledger(root)
    plain = run(root, now="2026-05-17T02:00:00Z")
    assert plain["steps"]["gather"]["inputs"] == 0, "without --reprocess, consumed inputs stay consumed"

    first = run(root, "--reprocess", now="2026-05-17T03:00:00Z")
    assert first["steps"]["gather"]["inputs"] == 1
    assert [c["rule"] for c in first["candidates"]] == ["user_instruction", "decision_heading"]
    assert queued(root) == ["always use pnpm instead of npm", "retry failed payment webhooks three times"]
    assert first["steps"]["apply"]["candidates_written"] == 1 and first["steps"]["apply"]["already_queued"] == 1
    assert first["steps"]["apply"]["reinforced"] == 0, "a response is counted once, when first consumed"
    assert "confidence: 0.7\n" in (root / "facts" / "idem.md").read_text()

    before = snapshot(root)
    second = run(root, "--reprocess", now="2026-05-17T04:00:00Z")
    assert second["steps"]["gather"]["inputs"] == 0
    after = snapshot(root)
    assert {k for k in after if after.get(k) != before.get(k)} <= {"diary/2026-05-17.md", "lint-stats.jsonl"}


def test_grown_transcript_consumed_by_an_older_version_is_read_on_without_reprocess(tmp_path):
    root = make_store(tmp_path, {"inbox/s.jsonl": TRANSCRIPT})
    run(root, now="2026-05-17T02:00:00Z")
    ledger_path = root / ".memcli" / "consumed.json"
    ledger = json.loads(ledger_path.read_text())
    for entry in [*ledger["files"].values(), *ledger["streams"].values()]:
        entry["extractor"] = 1
    ledger_path.write_text(json.dumps(ledger))
    with open(root / "inbox" / "s.jsonl", "a") as handle:
        handle.write(transcript_line("user", "we decided to drop Python 3.9", 3))
    grown = run(root, now="2026-05-17T03:00:00Z")
    assert [c["content"] for c in grown["candidates"]] == ["we decided to drop Python 3.9"]
    streams = json.loads(ledger_path.read_text())["streams"]
    assert [(e["lines"], e["extractor"]) for e in streams.values()] == [(3, 1)], "the old part is still version 1"
    again = run(root, "--reprocess", now="2026-05-17T04:00:00Z")
    assert again["steps"]["gather"]["inputs"] == 1 and again["steps"]["apply"]["candidates_written"] == 0
    assert [(e["lines"], e["extractor"]) for e in json.loads(ledger_path.read_text())["streams"].values()] == [
        (3, EXTRACTOR_VERSION)]
