"""docs/contracts.md §3 conventions: clock, formats, streams, exit codes, no tracebacks."""

from __future__ import annotations

import json

import pytest

from memcli.clock import make_clock
from memcli.errors import UsageError
from memcli.store import INDEX_TEMPLATE
from tests.conftest import cli, make_store, memcli_subprocess, snapshot


def test_clock_option_wins_over_environment():
    assert make_clock("2026-05-17", {"MEMCLI_NOW": "2020-01-01"}).stamp() == "2026-05-17T00:00:00.000Z"
    assert make_clock(None, {"MEMCLI_NOW": "2026-05-17T02:30:00+02:00"}).stamp() == "2026-05-17T00:30:00.000Z"
    assert make_clock(None, {"MEMCLI_NOW": "2026-05-17T02:30:00.123456Z"}).stamp() == "2026-05-17T02:30:00.123Z"
    assert make_clock("2026-05-17T23:59:59-01:00", {}).today.isoformat() == "2026-05-18"


@pytest.mark.parametrize("bad", ["yesterday", "2026-02-30", "2026-05-17T25:00:00Z", "2026-05-17T10:00:00+24:00"])
def test_bad_clock_is_a_usage_error(bad):
    with pytest.raises(UsageError):
        make_clock(bad, {})


def test_bad_now_option_exit_2_single_error_line(tmp_path):
    root = make_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "--now", "not-a-date", "history"])
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode().startswith("memcli: error: --now 'not-a-date'") and proc.stderr.count(b"\n") == 1


def test_unknown_flag_and_unknown_command_exit_2(tmp_path):
    for args in (["validate", "--bogus"], ["no-such-command"], ["validate", "--format", "xml"]):
        proc = memcli_subprocess(["--dir", str(make_store(tmp_path)), *args])
        assert proc.returncode == 2, args
        assert proc.stdout == b""
        assert proc.stderr.decode().startswith("memcli: error: ")
        assert b"Traceback" not in proc.stderr


def test_format_error_message_is_the_spec_one(tmp_path):
    run = cli(["--dir", str(make_store(tmp_path)), "validate", "--format", "xml"])
    assert run.exit_code == 2
    assert run.stderr == 'memcli: error: --format expects one of text, json; got "xml"\n'


def test_json_output_is_exactly_one_document_and_piped_output_has_no_escapes(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\nconfidence: 5\n---\nx\n"})
    proc = memcli_subprocess(["--dir", str(root), "validate", "--format", "json"], env={"NO_COLOR": ""})
    document = json.loads(proc.stdout)
    assert document["findings"][0]["code"] == "invalid_value"
    assert proc.stdout.endswith(b"}\n") and not proc.stdout.endswith(b"\n\n")
    text = memcli_subprocess(["--dir", str(root), "validate"])
    assert b"\x1b[" not in text.stdout and b"\x1b[" not in text.stderr


def test_store_from_environment_variable(tmp_path):
    root = make_store(tmp_path, {"a.md": "x\n"})
    proc = memcli_subprocess(["validate"], env={"MEMCLI_DIR": str(root)})
    assert proc.returncode == 0 and b"1 memory file" in proc.stdout


def test_default_store_is_memory_in_the_working_directory(tmp_path):
    make_store(tmp_path, {"a.md": "x\n", "b.md": "y\n"}, name="memory")
    proc = memcli_subprocess(["validate"], cwd=tmp_path)
    assert proc.returncode == 0 and b"2 memory file" in proc.stdout


def test_unreadable_store_path_is_exit_2(tmp_path):
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    proc = memcli_subprocess(["--dir", str(not_a_dir), "validate"])
    assert proc.returncode == 2 and b"not a directory" in proc.stderr


def test_init_existing_store_changes_nothing(tmp_path):
    root = make_store(tmp_path, {"MEMORY.md": "# Mine\n", "a.md": "x\n"})
    run = cli(["init", str(root)])
    assert run.exit_code == 0 and "already exists" in run.stdout
    assert (root / "MEMORY.md").read_text() == "# Mine\n"
    assert not (root / ".memcli").exists()


def test_init_writes_the_exact_index_template(tmp_path):
    root = tmp_path / "a" / "b"
    assert cli(["--dir", str(root), "init"]).exit_code == 0
    assert (root / "MEMORY.md").read_bytes() == (
        b"# Memory Index\n\nCurated index of memory files in `memory/`.\n\n"
        b"<!-- Add entries as: - [topic](memory/filename.md) \xe2\x80\x94 brief description -->\n")


def test_init_dry_run_creates_nothing(tmp_path):
    root = tmp_path / "new" / "store"
    run = cli(["init", str(root), "--dry-run"])
    assert run.exit_code == 0 and run.stdout == f"Would create store {root} (MEMORY.md)\n"
    assert not root.exists()


def test_init_adopts_a_folder_of_memory_files_by_adding_only_the_index(tmp_path):
    folder = tmp_path / "claude" / "memory"
    folder.mkdir(parents=True)
    (folder / "user_role.md").write_text("---\nname: Role\ndescription: who\ntype: user\n---\nBackend engineer.\n")
    (folder / "notes").mkdir()
    (folder / "notes" / "feedback_tests.md").write_text("---\ntype: feedback\n---\nRun the tests first.\n")
    before = snapshot(folder)
    dry = cli(["init", str(folder), "--dry-run"])
    assert dry.exit_code == 0 and dry.stdout.startswith(f"Would adopt the existing folder {folder} as a store: would add MEMORY.md")
    assert snapshot(folder) == before
    run = cli(["init", str(folder)])
    assert run.exit_code == 0
    assert run.stdout == (f"Adopted the existing folder {folder} as a store: added MEMORY.md; "
                          "its other files are left as they are\n")
    adopted = snapshot(folder, include_state=True)
    after = snapshot(folder)
    assert after.pop("MEMORY.md") == INDEX_TEMPLATE.encode() and after == before
    again = cli(["init", str(folder)])
    assert (again.exit_code, again.stdout) == (0, f"Store {folder} already exists; nothing changed\n")
    assert snapshot(folder, include_state=True) == adopted
    assert cli(["--dir", str(folder), "validate"]).stdout == "No problems found in 2 memory file(s).\n"


# --------------------------------------------------------------------------- global options, help, completion


def test_version_prints_the_installed_version():
    from importlib.metadata import version

    proc = memcli_subprocess(["--version"])
    assert (proc.returncode, proc.stdout.decode(), proc.stderr) == (0, f"memcli {version('memcli')}\n", b"")


# the shell is named on the command line, not guessed from the processes above the test (Typer's own switch)
_NAMED_SHELL = {"_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}


def test_shell_completion_script_and_completions(tmp_path):
    proc = memcli_subprocess(["--show-completion", "bash"], env=_NAMED_SHELL)
    assert proc.returncode == 0
    script = proc.stdout.decode()
    assert "_MEMCLI_COMPLETE=complete_bash" in script and "complete " in script
    done = memcli_subprocess([], env={"_MEMCLI_COMPLETE": "complete_bash", "COMP_WORDS": "memcli sta", "COMP_CWORD": "1"})
    assert done.stdout.decode().split() == ["status"]
    formats = memcli_subprocess([], env={"_MEMCLI_COMPLETE": "complete_bash", "COMP_WORDS": "memcli validate --format ",
                                         "COMP_CWORD": "3"})
    assert formats.stdout.decode().split() == ["text", "json"]
    installed = memcli_subprocess(["--install-completion", "bash"], env={"HOME": str(tmp_path / "home"), **_NAMED_SHELL})
    assert installed.returncode == 0
    assert (tmp_path / "home" / ".bash_completions" / "memcli.sh").read_text().startswith("_memcli_completion()")


@pytest.mark.parametrize("args, message", [
    (["validate", "--dir", "x"], "--dir is a global option; move it before the command: memcli --dir x validate"),
    (["review", "list", "--now=2026-05-17"],
     "--now is a global option; move it before the command: memcli --now=2026-05-17 review list"),
    (["lint", "-vv"], "-v is a global option; move it before the command: memcli -vv lint"),
    (["status", "-q"], "-q is a global option; move it before the command: memcli -q status"),
])
def test_a_global_option_after_the_command_says_move_it(args, message):
    proc = memcli_subprocess(args)
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode() == f"memcli: error: {message}\n"


def test_a_command_option_of_the_same_name_is_not_misplaced(tmp_path):
    root = make_store(tmp_path)
    assert cli(["--dir", str(root), "consolidate", "--quiet", "--dry-run"]).exit_code == 0  # consolidate's own --quiet
    assert cli(["hook", "pre-tool-use", "--dir", str(root)], input="{}").exit_code == 0  # the hook's own --dir


@pytest.mark.parametrize("value", ["-1", "abc", "nan", "inf"])
def test_wait_rejects_what_is_not_a_number_of_seconds(tmp_path, value):
    proc = memcli_subprocess(["--wait", value, "--dir", str(make_store(tmp_path)), "validate"])
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode() == f'memcli: error: --wait expects a number of seconds, 0 or more; got "{value}"\n'
    assert b"env var" not in proc.stderr


def test_verbose_is_a_counted_flag(tmp_path):
    root = make_store(tmp_path)
    quiet = memcli_subprocess(["--dir", str(root), "--now", "2026-05-17", "consolidate", "--dry-run"])
    one = memcli_subprocess(["--dir", str(root), "--now", "2026-05-17", "-v", "consolidate", "--dry-run"])
    two = memcli_subprocess(["--dir", str(root), "--now", "2026-05-17", "-vv", "consolidate", "--dry-run"])
    assert b"info:" not in quiet.stderr and b"info: consolidate:" in one.stderr
    assert len(two.stderr) >= len(one.stderr)


# --------------------------------------------------------------------------- errors as JSON


@pytest.mark.parametrize("args, code", [
    (["entities", "show", "nope", "--format", "json"], 1),
    (["review", "history", "nope", "--format", "json"], 1),
    (["lint", "resolve", "a.md", "b.md", "--keep", "x", "--format", "json"], 2),
    (["validate", "--format", "json", "--bogus"], 2),
    (["validate", "--format=json", "--dir", "x"], 2),
])
def test_json_errors_print_one_error_document(tmp_path, args, code):
    root = make_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), *args])
    assert proc.returncode == code
    stderr = proc.stderr.decode()
    assert stderr.startswith("memcli: error: ") and stderr.count("\n") == 1
    document = json.loads(proc.stdout)
    assert document == {"error": {"message": stderr[len("memcli: error: "):-1], "exit_code": code}}


def test_a_missing_store_with_json_is_one_error_document(tmp_path):
    proc = memcli_subprocess(["--dir", str(tmp_path / "nope"), "status", "--format", "json"])
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["error"]["message"].startswith(f"store {tmp_path / 'nope'} does not exist")


@pytest.mark.parametrize("args", [["patterns", "explain", "nope", "--format", "json"],
                                  ["patterns", "list", "--limit", "0", "--format", "json"]])
def test_patterns_list_and_explain_keep_remnic_behaviour(tmp_path, args):
    proc = memcli_subprocess(["--dir", str(make_store(tmp_path)), *args])
    assert proc.returncode != 0 and proc.stdout == b"", "remnic prints nothing on stdout for these errors"
    assert not proc.stderr.startswith(b"{")


def test_safe_edit_usage_errors_carry_the_memcli_prefix():
    for args, problem in (([], "missing ACTION and FILE"), (["explode", "f.md"], 'unknown action "explode"'),
                          (["backup"], "missing FILE")):
        proc = memcli_subprocess(["safe-edit", *args])
        assert proc.returncode == 2 and proc.stdout == b""
        assert proc.stderr.decode() == (f"memcli: error: safe-edit: {problem}; "
                                        "usage: memcli safe-edit {backup|verify|rollback|clean} FILE\n")


def test_in_process_runs_each_get_their_error_document(tmp_path):
    root = make_store(tmp_path)
    assert json.loads(cli(["--dir", str(root), "validate", "--format", "json"]).stdout) == {"findings": []}
    failed = cli(["--dir", str(root), "entities", "show", "nope", "--format", "json"])
    assert json.loads(failed.stdout) == {"error": {"message": "no entity with id nope", "exit_code": 1}}


def test_lint_choices_complete_as_choices_not_file_names(tmp_path):
    (tmp_path / "notes.md").write_text("a file name completion would offer\n")
    judge = memcli_subprocess([], env={"_MEMCLI_COMPLETE": "complete_bash", "COMP_WORDS": "memcli lint --judge ",
                                       "COMP_CWORD": "3"}, cwd=tmp_path)
    assert judge.stdout.decode().split() == ["builtin", "claude", "llm", "none"]
    partial = memcli_subprocess([], env={"_MEMCLI_COMPLETE": "complete_bash", "COMP_WORDS": "memcli lint --judge cl",
                                         "COMP_CWORD": "3"}, cwd=tmp_path)
    assert partial.stdout.decode().split() == ["claude"]
    keep = memcli_subprocess([], env={"_MEMCLI_COMPLETE": "complete_bash",
                                      "COMP_WORDS": "memcli lint resolve a.md b.md --keep b", "COMP_CWORD": "6"},
                             cwd=tmp_path)
    assert keep.stdout.decode().split() == ["b", "both"]
