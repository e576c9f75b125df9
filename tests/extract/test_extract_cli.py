"""``memcli extract``: text and json output, the inbox default, --write into the review queue."""

from __future__ import annotations

import json
import shutil

from memcli.store.frontmatter import parse
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.extract.builders import assistant, interaction, user, write_lines

NOW = "2026-05-17T09:30:00Z"
RESPONSE = ("## Decision: adopt Redis streams for the queue\n"
            "I prefer explicit retries over silent ones. We decided to keep the old consumer for a week.")


def state_without_cache(root):
    """Every file, tool state included, except the read cache (which reads may refresh)."""
    return {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")}


def store_with_inbox(tmp_path, files: dict[str, str] | None = None):
    root = make_store(tmp_path, files or {})
    write_lines(root / "inbox" / "session.jsonl", [user("How should we move the queue?"), assistant(RESPONSE)])
    return root


def run(root, *args: str):
    return cli(["--dir", str(root), "--now", NOW, "extract", *args])


def test_json_lists_candidates_from_the_inbox_by_default(tmp_path):
    root = store_with_inbox(tmp_path)
    result = run(root, "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"candidates": [
        {"type": "adaptation", "content": "adopt Redis streams for the queue", "rule": "decision_heading",
         "project": None, "source": "inbox/session.jsonl:2"},
        {"type": "preference", "content": "explicit retries over silent ones", "rule": "preference_sentence",
         "project": None, "source": "inbox/session.jsonl:2"},
        {"type": "adaptation", "content": "keep the old consumer for a week", "rule": "decided_to_sentence",
         "project": None, "source": "inbox/session.jsonl:2"},
    ]}


def test_text_output_and_project_option(tmp_path):
    root = store_with_inbox(tmp_path)
    result = run(root, "--project", "queue")
    assert result.exit_code == 0
    assert result.stdout == (
        "3 candidates from 1 response in 1 input:\n"
        "- adaptation: adopt Redis streams for the queue\n"
        "    rule decision_heading, source inbox/session.jsonl:2, project queue\n"
        "- preference: explicit retries over silent ones\n"
        "    rule preference_sentence, source inbox/session.jsonl:2, project queue\n"
        "- adaptation: keep the old consumer for a week\n"
        "    rule decided_to_sentence, source inbox/session.jsonl:2, project queue\n"
    )


def test_prose_only_input_yields_nothing(tmp_path):
    root = make_store(tmp_path)
    write_lines(tmp_path / "chat.jsonl", [interaction(id="p", response="I had a look and it all seems fine now.")])
    result = run(root, str(tmp_path / "chat.jsonl"))
    assert result.exit_code == 0
    assert result.stdout == "No candidates found in 1 response from 1 input.\n"
    assert json.loads(run(root, str(tmp_path / "chat.jsonl"), "--format", "json").stdout) == {"candidates": []}


def test_no_inbox_is_fine_and_missing_path_is_exit_2(tmp_path):
    root = make_store(tmp_path)
    assert json.loads(run(root, "--format", "json").stdout) == {"candidates": []}
    proc = memcli_subprocess(["--dir", str(root), "extract", str(tmp_path / "nope.jsonl")])
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode() == f"memcli: error: no such file or directory: {tmp_path / 'nope.jsonl'}\n"


def test_write_creates_candidate_files_through_one_transaction(tmp_path):
    root = store_with_inbox(tmp_path)
    result = run(root, "--write", "--project", "queue")
    assert result.exit_code == 0
    paths = ["auto/adaptation-adopt-redis-streams-for-the-queue.md",
             "auto/preference-explicit-retries-over-silent-ones.md",
             "auto/adaptation-keep-the-old-consumer-for-a-week.md"]
    assert result.stdout.endswith("Wrote 3 candidate files:\n" + "".join(f"    {p}\n" for p in paths))
    text = (root / paths[1]).read_text()
    assert text == (
        "---\n"
        "id: preference-explicit-retries-over-silent-ones\n"
        "type: preference\n"
        "status: candidate\n"
        "confidence: 0.5\n"
        "project: queue\n"
        "source: preference_sentence from inbox/session.jsonl:2\n"
        "created: 2026-05-17T09:30:00.000Z\n"
        "session: 5f0c2a9e-0000-4000-8000-000000000000\n"
        "---\n"
        "explicit retries over silent ones\n"
    )
    history = json.loads(cli(["--dir", str(root), "history", "--format", "json"]).stdout)["transactions"]
    assert [(t["command"], sorted(t["files"])) for t in history] == [("extract --write", sorted(paths))]


def test_second_write_writes_nothing_and_rejected_candidates_stay_rejected(tmp_path):
    root = store_with_inbox(tmp_path)
    assert run(root, "--write").exit_code == 0
    reject = cli(["--dir", str(root), "review", "reject", "preference-explicit-retries-over-silent-ones"])
    assert reject.exit_code == 0
    before = state_without_cache(root)
    again = run(root, "--write")
    assert again.exit_code == 0
    assert "Wrote 0 candidate files.\n3 candidates already in the review queue; not written again.\n" in again.stdout
    assert state_without_cache(root) == before


def test_candidate_matching_an_active_memory_is_not_listed(tmp_path):
    root = store_with_inbox(tmp_path, {"auto/redis.md": "---\ntype: adaptation\n---\nAdopt Redis streams for the queue.\n"})
    contents = [c["content"] for c in json.loads(run(root, "--format", "json").stdout)["candidates"]]
    assert contents == ["explicit retries over silent ones", "keep the old consumer for a week"]


def test_dry_run_prints_the_same_and_writes_nothing(tmp_path):
    root = store_with_inbox(tmp_path)
    before = state_without_cache(root)
    result = run(root, "--write", "--dry-run")
    assert result.exit_code == 0
    assert "Would write 3 candidate files:\n    auto/adaptation-adopt-redis-streams-for-the-queue.md\n" in result.stdout
    assert state_without_cache(root) == before


def test_file_names_are_readable_slugs_that_never_collide(tmp_path):
    taken = "---\nid: other\n---\nan unrelated memory\n"
    root = make_store(tmp_path, {"auto/adaptation-use-postgres-for-storage.md": taken,
                                 "facts/adaptation-use-postgres-for-storage-2.md": "---\ntype: fact\n---\nanother one\n"})
    text = "## Decision: use Postgres for storage\nWe decided to use Postgres for storage!\n## Decision: Use Postgres for storage?? "
    write_lines(tmp_path / "in.jsonl", [interaction(response=text)])
    result = run(root, str(tmp_path / "in.jsonl"), "--write")
    assert result.exit_code == 0
    # The second id is taken by facts/…-2.md (ids are unique store-wide), so the next free one is -3.
    assert "    auto/adaptation-use-postgres-for-storage-3.md\n    auto/adaptation-use-postgres-for-storage-4.md\n" in result.stdout
    assert (root / "auto/adaptation-use-postgres-for-storage.md").read_text() == taken
    metas = [parse((root / f"auto/adaptation-use-postgres-for-storage-{n}.md").read_text())[0] for n in (3, 4)]
    where = f"{(tmp_path / 'in.jsonl').as_posix()}:1"  # outside the store: the absolute path
    assert [(m["id"], m["source"]) for m in metas] == [
        ("adaptation-use-postgres-for-storage-3", f"decision_heading from {where}"),
        ("adaptation-use-postgres-for-storage-4", f"decided_to_sentence from {where}"),
    ]


def test_new_memories_folder_comes_from_config(tmp_path):
    root = store_with_inbox(tmp_path, {"memcli.toml": '[paths]\nnew_memories = "queue/new"\n'})
    result = run(root, "--write")
    assert result.exit_code == 0
    assert sorted(p.name for p in (root / "queue" / "new").iterdir()) == [
        "adaptation-adopt-redis-streams-for-the-queue.md", "adaptation-keep-the-old-consumer-for-a-week.md",
        "preference-explicit-retries-over-silent-ones.md"]


def test_secrets_never_reach_a_memory_file_or_stdout(tmp_path):
    root = make_store(tmp_path)
    secret = "ghp" + "_abcdefghijklmnopqrstuvwxyz0123456789"
    write_lines(root / "inbox" / "s.jsonl", [assistant(f"## Fact: CI pushes with {secret} as the token\n"
                                                       f"I prefer AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG in dev.")])
    result = run(root, "--write")
    assert result.exit_code == 0 and secret not in result.stdout and "wJalr" not in result.stdout
    files = {k: v for k, v in snapshot(root, include_state=True).items() if k != "inbox/s.jsonl"}
    assert not any(secret.encode() in data or b"wJalr" in data for data in files.values())
    assert "CI pushes with [REDACTED] as the token" in result.stdout


def test_json_is_one_document_and_warnings_go_to_stderr(tmp_path):
    root = make_store(tmp_path)
    write_lines(root / "inbox" / "s.jsonl", [assistant("## Fact: the queue holds 1000 messages"), "{broken"])
    proc = memcli_subprocess(["--dir", str(root), "extract", "--format", "json"])
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["candidates"][0]["content"] == "the queue holds 1000 messages"
    assert proc.stderr.decode() == "memcli: warning: inbox/s.jsonl:2: not valid JSON; line skipped\n"
    bad = memcli_subprocess(["--dir", str(root), "extract", "--format", "xml"])
    assert bad.returncode == 2 and bad.stdout == b""


def test_real_transcripts_hold_no_cue_and_yield_nothing(tmp_path, shared_data):
    root = make_store(tmp_path)
    shutil.copytree(shared_data / "claude-code-transcripts", root / "inbox")
    result = run(root, "--format", "json", "--write")
    assert result.exit_code == 0 and json.loads(result.stdout) == {"candidates": []}
    assert not (root / "auto").exists()
    assert run(root).stdout == "No candidates found in 12 responses from 2 inputs.\n"


def test_bad_inputs_are_reported_once_each_and_never_crash(tmp_path):
    root = make_store(tmp_path)
    inbox = root / "inbox"
    write_lines(inbox / "noise.jsonl", [f"garbage line {n}" for n in range(8)])
    (inbox / "binary.jsonl").write_bytes(b"\x00\x01\x02" * 100)
    (inbox / "empty.json").write_bytes(b"")
    (inbox / "latin1.md").write_bytes("## Fact: caf\xe9 au lait is served".encode("latin-1"))
    (inbox / "deep.json").write_text("[" * 100000 + "]" * 100000)
    write_lines(inbox / "ok.jsonl", [interaction(response="## Fact: this one survives the noise")])
    proc = memcli_subprocess(["--dir", str(root), "extract", "--format", "json"])
    assert proc.returncode == 0
    assert [c["content"] for c in json.loads(proc.stdout)["candidates"]] == ["this one survives the noise"]
    assert proc.stderr.decode().splitlines() == [
        "memcli: warning: inbox/binary.jsonl: binary file; skipped",
        "memcli: warning: inbox/deep.json: not valid JSON; skipped",
        "memcli: warning: inbox/latin1.md: not UTF-8 text; skipped",
    ] + [f"memcli: warning: inbox/noise.jsonl:{n}: not valid JSON; line skipped" for n in range(1, 6)] + [
        "memcli: warning: inbox/noise.jsonl: 3 more bad lines skipped",
    ]
    assert b"Traceback" not in proc.stderr
