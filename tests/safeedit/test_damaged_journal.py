"""A damaged journal record never stops a command: it is moved aside under .memcli/conflicts/, backups kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memcli.safeedit.transaction import load_history, pending_transactions
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.reliability.scenarios import NOW, base_files

DAMAGES = {
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "not-json": lambda text: "\x00\xff garbage, not a journal record",
    "json-list": lambda text: "[1, 2, 3]",
    "wrong-types": lambda text: json.dumps({**json.loads(text), "files": "auto/a.md"}),
    "file-entry-wrong-shape": lambda text: json.dumps({**json.loads(text), "files": [{"path": 7}]}),
    "path-leaving-the-store": lambda text: json.dumps(
        {**json.loads(text), "files": [{**f, "path": "../../outside.md"} for f in json.loads(text)["files"]]}),
    "deep": lambda text: "[" * 100_000 + "]" * 100_000,
}
COMMANDS = [["validate"], ["history"], ["undo"], ["review", "promote", "cand-cron"], ["review", "history", "cand-retry"]]


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """A store with one committed transaction (``review promote cand-retry``), copied by each test."""
    root = make_store(tmp_path_factory.mktemp("template"), base_files())
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "review", "promote", "cand-retry"])
    assert proc.returncode == 0, proc.stderr
    return root


def copy_of(template: Path, where: Path) -> Path:
    shutil.copytree(template, where / "store")
    return where / "store"


def interrupted_intent(root: Path, damage) -> Path:
    """An armed transaction in ``tx/`` (a copy of the committed one, as if killed mid-write), its intent damaged."""
    txdir = root / ".memcli" / "tx" / "000002"
    shutil.copytree(root / ".memcli" / "history" / "000001", txdir)
    intent = txdir / "intent.json"
    intent.write_text(damage(intent.read_text().replace('"000001"', '"000002"')), "utf-8", errors="surrogateescape")
    return txdir


def run(root: Path, args: list[str], *, subprocess: bool = False) -> tuple[int, str, str]:
    """``memcli --dir ROOT ARGS``, as a real process or through CliRunner; no internal error either way."""
    full = ["--dir", str(root), "--now", NOW, *args]
    if subprocess:
        proc = memcli_subprocess(full)
        code, out, err = proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    else:
        result = cli(full)
        code, out, err = result.exit_code, result.stdout, result.stderr
    assert "internal error" not in err and "Traceback" not in err, (args, err)
    assert code in (0, 1), (args, err)
    return code, out, err


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_interrupted_transaction_is_moved_aside_and_commands_go_on(tmp_path, template, damage):
    first = sorted(DAMAGES).index(damage)
    for n in (first, first + 1):  # each command meets several kinds of damage
        args = COMMANDS[n % len(COMMANDS)]
        root = copy_of(template, tmp_path / str(n))
        interrupted_intent(root, DAMAGES[damage])
        before = snapshot(root)
        _, _, message = run(root, args, subprocess=n == first)
        assert ".memcli/tx/000002 is damaged (" in message, message
        assert "moved it aside to .memcli/conflicts/000002.damaged-tx with its backups" in message, message
        aside = root / ".memcli" / "conflicts" / "000002.damaged-tx"
        assert (aside / "b0").is_file() and (aside / "intent.json").is_file(), "its backups are kept"
        assert pending_transactions(root) == []
        if args[0] in ("validate", "history"):
            assert snapshot(root) == before, "the files it names are left as they are"
    assert not (tmp_path / "outside.md").exists()


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_history_record_is_moved_aside_and_commands_go_on(tmp_path, template, damage):
    root = copy_of(template, tmp_path)
    assert run(root, ["review", "promote", "cand-cron"])[0] == 0
    intent = root / ".memcli" / "history" / "000001" / "intent.json"
    intent.write_text(DAMAGES[damage](intent.read_text()), "utf-8", errors="surrogateescape")
    code, listing, message = run(root, ["history", "--format", "json"], subprocess=damage == "truncated")
    assert code == 0 and [t["id"] for t in json.loads(listing)["transactions"]] == ["000002"]
    assert "history/000001 is damaged" in message
    assert "moved it aside to .memcli/conflicts/000001.damaged-history with its backups" in message
    assert (root / ".memcli" / "conflicts" / "000001.damaged-history" / "b0").is_file()
    for args in (["undo"], ["review", "reject", "cand-noise"]):
        run(root, args)
    assert [r.command for r in load_history(root)][-1] == "review promote"  # 000002 is left; 000001 is aside


def test_damaged_pending_log_lines_are_moved_aside(tmp_path, template):
    root = copy_of(template, tmp_path)
    (root / ".memcli" / "appends").mkdir(exist_ok=True)
    (root / ".memcli" / "appends" / "000001.json").write_text('[[".memcli/audit.jsonl", "x"], ["../../out", "y"]]')
    _, _, message = run(root, ["validate"])
    assert "moved it aside to .memcli/conflicts/000001.damaged-appends.json" in message
    assert not (tmp_path / "out").exists()
    assert (root / ".memcli" / "conflicts" / "000001.damaged-appends.json").is_file()


def test_ids_of_records_moved_aside_are_never_reused(tmp_path, template):
    root = copy_of(template, tmp_path)
    interrupted_intent(root, DAMAGES["truncated"])
    assert run(root, ["review", "promote", "cand-cron"])[0] == 0
    assert [r.id for r in load_history(root)] == ["000003", "000001"]
