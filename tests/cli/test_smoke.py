"""The CLI skeleton: help, missing store, init."""

from tests.conftest import cli, make_store, memcli_subprocess


def test_help_lists_commands_with_one_line_each():
    run = cli(["--help"])
    assert run.exit_code == 0
    for name in ("init", "validate", "history", "undo", "safe-edit", "config"):
        assert name in run.stdout


def test_missing_store_is_exit_2_with_init_hint(tmp_path):
    proc = memcli_subprocess(["--dir", str(tmp_path / "nope"), "validate"])
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert proc.stderr.decode().startswith("memcli: error: store ")
    assert "memcli init" in proc.stderr.decode()
    assert b"Traceback" not in proc.stderr


def test_init_then_validate_clean(tmp_path):
    root = tmp_path / "deep" / "store"
    assert cli(["init", str(root)]).exit_code == 0
    run = cli(["--dir", str(root), "validate"])
    assert run.exit_code == 0, run.stdout + run.stderr
    assert make_store  # helper importable
