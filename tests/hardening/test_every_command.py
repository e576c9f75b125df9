"""Every command against a store seeded with the whole bad-input corpus (docs/contracts.md §12, issue 9 part 1).

For each command line in ``tests/hardening/commands.py``, on a fresh seeded store:

- no traceback and no "internal error" on stderr; the exit code docs/contracts.md §3 gives;
  ``--format json`` prints exactly one JSON document ending in one newline;
- the good files are still processed (the command's own check);
- every file ``memcli validate`` reports (unparseable, unsafe, linked) is
  byte-identical, every link still points where it pointed, and no good
  file lost a byte (body intact, no frontmatter key dropped);
- nothing changed next to the store (the outside folder the links point
  at, a sentinel folder, ``$HOME``, the working directory), and no
  ``!!python/object/apply`` payload ever ran;
- memcli started no process through a shell, none without a timeout, and
  none with memory text on its command line; dry runs and read-only
  commands change no store file.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import hook_subprocess
from tests.hardening.commands import CASES, HOOK_CASES, Case
from tests.hardening.corpus import (
    NOW,
    around_store,
    bytes_lost,
    changes,
    expand,
    memory_texts,
    reported,
    run,
    seed,
    tree,
)


def _no_crash(stderr: str) -> None:
    assert "Traceback" not in stderr
    assert "internal error" not in stderr


def _check_processes(outcome, texts: list[str]) -> None:
    for spawned in outcome.spawned:
        assert not spawned.shell, spawned.argv
        assert spawned.timeout_set, f"{spawned.argv} ran without a timeout"
        line = " ".join(spawned.argv)
        assert not [t for t in texts if t in line], f"memory text on the command line of {spawned.argv}"


def _check_store(case: Case, seeded, before: dict, after: dict) -> None:
    diff = changes(before, after)
    untouchable = reported(seeded) | {rel for rel in before if rel.startswith("inbox/")}
    assert not {rel for rel in diff if rel in untouchable}, "a reported file, a link or an input changed"
    for rel in untouchable & before.keys():
        assert after.get(rel) == before[rel]
    if not case.writes:
        assert not diff, f"a read-only command or dry run changed {sorted(diff)}"
        return
    for rel, value in before.items():
        if value[0] != "file":
            continue
        new = after.get(rel)
        assert bytes_lost(value[1], new[1] if new and new[0] == "file" else None, removable=case.removable) == 0, rel
        if new is not None and new[0] == "file":
            assert new[2] == value[2], f"{rel}: file mode changed"


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_command_on_the_corpus(tmp_path, case):
    seeded = seed(tmp_path)
    seeded_tree = tree(seeded.root)
    for setup in case.setup:
        assert run(seeded, list(setup)).exit_code == 0
    before, around = tree(seeded.root), around_store(seeded)
    texts = memory_texts(seeded)

    outcome = run(seeded, expand(case.args, seeded), input=case.input, env=case.env)

    _no_crash(outcome.stderr)
    assert outcome.exit_code in case.exits, (outcome.exit_code, outcome.stderr[-2000:])
    if outcome.stdout:
        assert outcome.stdout.endswith("\n") and not outcome.stdout.endswith("\n\n")
    if case.json and outcome.exit_code in (0, 1):
        json.loads(outcome.stdout)
    case.check(seeded, outcome)
    after = tree(seeded.root)
    _check_store(case, seeded, seeded_tree if case.from_seed else before, after)
    if case.from_seed:
        assert not changes(seeded_tree, after), "undo gave every file back byte for byte"
    assert set(changes(around, around_store(seeded))) <= case.outside, "something changed outside the store"
    assert not [p for p in seeded.sentinel_paths(tmp_path) if p.exists()], "a YAML payload ran"
    _check_processes(outcome, texts)


@pytest.mark.parametrize("event,payload", HOOK_CASES, ids=[f"{e}-{i}" for i, (e, _) in enumerate(HOOK_CASES)])
def test_hook_event_on_the_corpus(tmp_path, event, payload):
    seeded = seed(tmp_path)
    before, around = tree(seeded.root), around_store(seeded)
    stdin = json.dumps({key: value.format(root=seeded.root, base=seeded.base) if isinstance(value, str) else value
                        for key, value in payload.items()})

    proc = hook_subprocess([event, "--dir", str(seeded.root), "--now", NOW], stdin=stdin,
                           env={"MEMCLI_HOOKS_RECALL": "1"})

    assert proc.returncode == 0
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr
    if proc.stdout:
        document = json.loads(proc.stdout)
        assert list(document) == ["hookSpecificOutput"] and proc.stdout.count(b"\n") == 1
    after = tree(seeded.root)
    diff = changes(before, after)
    # Only Stop writes, and only new draft lessons under knowledge/ (through a memcli subprocess).
    assert all(rel.startswith("knowledge/") and kind == "created" for rel, kind in diff.items()), diff
    assert not set(changes(around, around_store(seeded))), "the hook wrote outside the store"
    assert not [p for p in seeded.sentinel_paths(tmp_path) if p.exists()]
    assert not (seeded.base / "PWNED-hook").exists() and not (seeded.base / "PWNED-prompt").exists()


def test_hook_events_process_the_good_files(tmp_path):
    """Among the bad knowledge files, the good checklist still injects and a good lesson is still learned."""
    seeded = seed(tmp_path, huge=False)
    edit = json.dumps(HOOK_CASES[0][1])
    proc = hook_subprocess(["pre-tool-use", "--dir", str(seeded.root)], stdin=edit)
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "[CRITICAL] Version Bump File Checklist" in context and "Outside" not in context
    start = hook_subprocess(["session-start", "--dir", str(seeded.root), "--now", NOW], stdin="{}")
    assert "Version Bump File Checklist" in json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    stop = json.dumps({"transcript_path": str(seeded.root / "inbox" / "good-session.jsonl")})
    assert hook_subprocess(["stop", "--dir", str(seeded.root), "--now", NOW], stdin=stop).stdout == b""
    learned = [p for p in (seeded.root / "knowledge").glob("*.md") if p.is_file() and not p.is_symlink()
               and "forgot to update CHANGELOG.md" in p.read_text("utf-8", errors="replace")]
    assert len(learned) == 1 and "status: draft" in learned[0].read_text()
