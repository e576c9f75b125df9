"""``memcli safe-edit ACTION FILE`` matches the reference safe-edit.sh table, token for token, exit code for exit code."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli, memcli_subprocess


def run(*args: str) -> tuple[str, int]:
    result = cli(["safe-edit", *args])
    return result.stdout, result.exit_code


def backup_of(path: Path) -> Path:
    return Path(str(path) + ".consolidation-backup")


def test_backup(tmp_path):
    target = tmp_path / "MEMORY.md"
    assert run("backup", str(target)) == ("NO_FILE\n", 1)
    target.write_text("one\n")
    assert run("backup", str(target)) == ("BACKED_UP\n", 0)
    assert backup_of(target).read_text() == "one\n"
    target.write_text("two\n")
    assert run("backup", str(target)) == ("BACKED_UP\n", 0)
    assert backup_of(target).read_text() == "two\n", "backup overwrites"


@pytest.mark.parametrize("content, backup, expected", [
    (None, None, ("MISSING\n", 1)),
    (b"", b"abc", ("EMPTY\n", 1)),
    (b"x" * 19, b"y" * 100, ("SUSPICIOUS_SHRINK\n", 1)),
    (b"x" * 20, b"y" * 100, ("VERIFIED\n", 0)),
    (b"x" * 5, None, ("VERIFIED\n", 0)),
    (b"x" * 500, b"y" * 100, ("VERIFIED\n", 0)),
    (b"x", b"", ("VERIFIED\n", 0)),
    (b"x", b"1234", ("VERIFIED\n", 0)),
])
def test_verify(tmp_path, content, backup, expected):
    target = tmp_path / "f.md"
    if content is not None:
        target.write_bytes(content)
    if backup is not None:
        backup_of(target).write_bytes(backup)
    assert run("verify", str(target)) == expected
    if backup is not None:
        assert backup_of(target).exists(), "verify never deletes the backup"


def test_rollback(tmp_path):
    target = tmp_path / "f.md"
    assert run("rollback", str(target)) == ("NO_BACKUP\n", 1)
    target.write_text("broken\n")
    backup_of(target).write_text("good\n")
    assert run("rollback", str(target)) == ("ROLLED_BACK\n", 0)
    assert target.read_text() == "good\n" and not backup_of(target).exists()


@pytest.mark.parametrize("failure", ["raises", "corrupts"])
def test_rollback_copy_failure_keeps_backup(tmp_path, monkeypatch, failure):
    from memcli.safeedit import compat

    target = tmp_path / "f.md"
    target.write_text("broken\n")
    backup_of(target).write_text("good\n")

    def bad_copy(path, data, **kwargs):
        if failure == "raises":
            raise OSError(28, "No space left on device")
        Path(path).write_bytes(data[:-1])

    monkeypatch.setattr(compat, "atomic_write_bytes", bad_copy)
    assert run("rollback", str(target)) == ("ROLLBACK_COPY_FAILED\n", 1)
    assert backup_of(target).read_text() == "good\n"


def test_clean(tmp_path):
    target = tmp_path / "f.md"
    assert run("clean", str(target)) == ("CLEANED\n", 0)
    backup_of(target).write_text("x")
    assert run("clean", str(target)) == ("CLEANED\n", 0)
    assert not backup_of(target).exists()


@pytest.mark.parametrize("args", [[], ["backup"], ["explode", "f.md"]])
def test_usage_errors_exit_2_with_usage_on_stderr(tmp_path, args):
    proc = memcli_subprocess(["safe-edit", *args])
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert b"usage: memcli safe-edit" in proc.stderr


def test_needs_no_store(tmp_path):
    target = tmp_path / "f.md"
    target.write_text("x")
    proc = memcli_subprocess(["--dir", str(tmp_path / "no-store"), "safe-edit", "backup", str(target)])
    assert (proc.returncode, proc.stdout) == (0, b"BACKED_UP\n")
