"""The security review's claims, each proven (issue 9 part 5; docs/security.md points here).

- no unsafe YAML loading, no eval/exec/pickle, no shell anywhere in memcli/ (source scan);
- external judge and extractor commands get argument vectors, never a shell, with a timeout, and
  memory text travels on stdin only: shell metacharacters in memories never run;
- secrets are redacted before they reach a memory file (extract --write, consolidate, learned lessons);
- no write follows a symbolic link out of the store, for every writing command;
- file modes are kept on replace; everything under .memcli/ is owner-only;
- the hook command ``hooks install`` writes survives any store path (quoted for the shell).
"""

from __future__ import annotations

import ast
import json
import os
import shlex
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO, cli, hook_subprocess, make_store
from tests.hardening.corpus import NOW, tree

SOURCE = REPO / "memcli"

# --------------------------------------------------------------------------- the source scan

FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}
FORBIDDEN_ATTRS = {("yaml", "load"), ("yaml", "load_all"), ("yaml", "unsafe_load"), ("yaml", "full_load"),
                   ("yaml", "Loader"), ("yaml", "UnsafeLoader"), ("yaml", "FullLoader"), ("yaml", "CLoader"),
                   ("yaml", "CUnsafeLoader"), ("yaml", "CFullLoader"), ("os", "system"), ("os", "popen"),
                   ("os", "execv"), ("os", "execvp"), ("os", "execl"), ("os", "spawnv"), ("os", "startfile")}
FORBIDDEN_MODULES = {"pickle", "shelve", "dill", "ruamel", "cloudpickle", "jsonpickle"}
# Every place memcli starts a process; a new one must be reviewed (and added to docs/security.md).
PROCESS_SITES = {"memcli/hook.py", "memcli/process.py", "memcli/editor.py"}


def _modules() -> list[tuple[str, ast.Module]]:
    return [(path.relative_to(REPO).as_posix(), ast.parse(path.read_text("utf-8")))
            for path in sorted(SOURCE.rglob("*.py"))]


def test_source_has_no_unsafe_loading_eval_or_shell():
    problems = []
    for rel, module in _modules():
        for node in ast.walk(module):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{rel}:{node.lineno}: {node.func.id}()")
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    (node.value.id, node.attr) in FORBIDDEN_ATTRS:
                problems.append(f"{rel}:{node.lineno}: {node.value.id}.{node.attr}")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                problems += [f"{rel}:{node.lineno}: import {n}" for n in names if n.split(".")[0] in FORBIDDEN_MODULES]
            if isinstance(node, ast.keyword) and node.arg == "shell" and not (
                    isinstance(node.value, ast.Constant) and node.value.value is False):
                problems.append(f"{rel}:{node.lineno}: shell=...")
    assert problems == []


def test_yaml_is_parsed_in_one_place_with_the_c_safe_loader():
    import yaml

    from memcli.store.frontmatter import SafeLoader

    importers = {rel for rel, module in _modules() for node in ast.walk(module)
                 if isinstance(node, ast.Import) and any(a.name == "yaml" for a in node.names)}
    assert importers == {"memcli/store/frontmatter.py"}
    assert issubclass(SafeLoader, yaml.CSafeLoader) and not issubclass(SafeLoader, (yaml.FullLoader, yaml.UnsafeLoader))


def test_processes_are_started_only_where_reviewed():
    sites = {rel for rel, module in _modules() for node in ast.walk(module)
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "subprocess"
             and node.attr in ("run", "Popen", "call", "check_call", "check_output", "getoutput", "getstatusoutput")}
    assert sites == PROCESS_SITES


# --------------------------------------------------------------------------- external commands

PAYLOADS = ["$(touch {x}/via-dollar)", "; touch {x}/via-semicolon", "`touch {x}/via-backtick`", "| touch {x}/via-pipe",
            "&& touch {x}/via-and", "\ntouch {x}/via-newline", "'; touch {x}/via-quote; '", "$((0))${{IFS}}"]
RECORDER = """import json, os, sys
request = sys.stdin.read()
with open(sys.argv[1], "a") as log:
    log.write(json.dumps({"argv": sys.argv[1:], "stdin": request}) + "\\n")
kind = sys.argv[2]
if kind == "judge":
    doc = json.loads(request)
    lines = [[l for l in doc[s]["body"].splitlines() if l.strip()] for s in ("a", "b")]
    print(json.dumps({"verdict": "contradiction", "claim_a": lines[0][0], "claim_b": lines[1][0]}))
else:
    # (a proposal must be backed by a sentence of the text it was sent: issue 25)
    print(json.dumps({"candidates": [{"type": "knowledge", "content": "Scripts: always quote in scripts"}]}))
"""


def injection_store(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A store whose memories and inbox carry shell payloads; returns (store, sentinel dir, recorder)."""
    pwn = tmp_path / "pwn"
    pwn.mkdir()
    files = {}
    for i, payload in enumerate(PAYLOADS):
        text = payload.format(x=pwn)
        files[f"auto/a{i}.md"] = f"---\nid: a{i}\ntype: fact\n---\nThe deploy script runs {text} every night.\n"
        files[f"auto/b{i}.md"] = f"---\nid: b{i}\ntype: project\n---\nThe deploy script does not run {text} at night.\n"
    files["inbox/s.json"] = json.dumps([{"id": f"i{i}", "response": f"## Decision: always quote {p.format(x=pwn)} in scripts"}
                                        for i, p in enumerate(PAYLOADS)])
    root = make_store(tmp_path, files)
    recorder = tmp_path / "recorder.py"
    recorder.write_text(RECORDER)
    return root, pwn, recorder


def _calls(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def _assert_stdin_only(calls: list[dict], log: Path, kind: str, root: Path) -> None:
    assert calls, f"the {kind} command ran"
    bodies = [p.read_text() for p in root.rglob("*.md")]
    for call in calls:
        assert call["argv"] == [str(log), kind], "the command line is exactly what was configured"
        assert not any(line.strip() in " ".join(call["argv"]) for body in bodies for line in body.splitlines()[-1:])
    assert any("touch" in call["stdin"] for call in calls), "memory text travelled on stdin"


@pytest.mark.parametrize("how", ["option", "config", "consolidate"])
def test_judge_command_never_runs_memory_text(tmp_path, how):
    root, pwn, recorder = injection_store(tmp_path)
    log = tmp_path / "judge.log"
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(recorder))} {shlex.quote(str(log))} judge"
    if how == "option":
        result = cli(["--dir", str(root), "--now", NOW, "lint", "--judge-cmd", command, "--format", "json"])
        assert result.exit_code == 1 and json.loads(result.stdout)["contradictions"]
    else:
        (root / "memcli.toml").write_text(f"[lint]\njudge_cmd = {json.dumps(command)}\njudge_timeout = 20\n")
        args = ["lint"] if how == "config" else ["consolidate", "--since", "all"]
        result = cli(["--dir", str(root), "--now", NOW, *args])
        assert result.exit_code in (0, 1) and "internal error" not in result.stderr
    assert list(pwn.iterdir()) == [], "a shell payload in a memory ran"
    _assert_stdin_only(_calls(log), log, "judge", root)


@pytest.mark.parametrize("how", ["option", "config", "consolidate"])
def test_extract_command_never_runs_memory_text(tmp_path, how):
    root, pwn, recorder = injection_store(tmp_path)
    log = tmp_path / "extract.log"
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(recorder))} {shlex.quote(str(log))} extract"
    if how == "option":
        result = cli(["--dir", str(root), "--now", NOW, "extract", "--write", "--extract-cmd", command])
    else:
        (root / "memcli.toml").write_text(f"[extract]\ncmd = {json.dumps(command)}\ntimeout = 20\n")
        args = ["extract", "--write"] if how == "config" else ["consolidate", "--since", "all"]
        result = cli(["--dir", str(root), "--now", NOW, *args])
    assert result.exit_code == 0, result.stderr
    assert list(pwn.iterdir()) == []
    _assert_stdin_only(_calls(log), log, "extract", root)
    written = "\n".join(p.read_text() for p in (root / "auto").glob("*.md"))
    assert "Scripts: always quote in scripts" in written and "via-dollar" in written


def test_shell_syntax_in_the_command_itself_is_not_interpreted(tmp_path):
    """``CMD`` is split like a shell would split it, and never run by one: ``;`` and ``$()`` stay arguments."""
    root, pwn, recorder = injection_store(tmp_path)
    log = tmp_path / "judge.log"
    command = f"{sys.executable} {recorder} {log} judge ; touch {pwn}/cmd-semicolon $(touch {pwn}/cmd-dollar)"
    result = cli(["--dir", str(root), "--now", NOW, "lint", "--judge-cmd", command, "--format", "json"])
    assert result.exit_code == 1 and "internal error" not in result.stderr
    assert list(pwn.iterdir()) == []
    assert all(call["argv"][2:4] == [";", "touch"] for call in _calls(log))


SLOW_JUDGE = """import os, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
open(sys.argv[1], "a").write(f"{child.pid}\\n")
time.sleep(120)
"""


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["judge", "extract"])
def test_external_commands_are_killed_at_their_timeout(tmp_path, kind):
    root, pwn, _ = injection_store(tmp_path)
    for path in list(root.glob("auto/*.md"))[4:]:
        path.unlink()
    script, pids = tmp_path / "slow.py", tmp_path / "pids"
    script.write_text(SLOW_JUDGE)
    command = f"{sys.executable} {script} {pids}"
    section = "[lint]\njudge_cmd" if kind == "judge" else "[extract]\ncmd"
    timeout = "judge_timeout" if kind == "judge" else "timeout"
    (root / "memcli.toml").write_text(f"{section} = {json.dumps(command)}\n{timeout} = 1\n")
    started = time.monotonic()
    result = cli(["--dir", str(root), "--now", NOW, *(["lint", "--format", "json"] if kind == "judge" else ["extract"])])
    assert time.monotonic() - started < 60
    assert "internal error" not in result.stderr
    if kind == "judge":
        assert "judge_error" in result.stdout and "timed out" in result.stdout
    else:
        assert result.exit_code == 0 and "timed out" in result.stderr
    time.sleep(0.5)
    started_pids = list(map(int, pids.read_text().split()))
    assert started_pids and not [pid for pid in started_pids if _alive(pid)], "the command's own children stop with it"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead but not reaped yet
        return "Z" not in Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()[0]
    except OSError:
        return True


# --------------------------------------------------------------------------- secrets

SECRETS = {  # built by concatenation so that no scanner mistakes this file for a leak
    "github": "ghp" + "_" + "abcdefghijklmnopqrstuvwxyz0123456789",
    "aws": "AKIA" + "IOSFODNN7EXAMPLE",
    "openai": "sk-" + "proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4",
    "slack": "xoxb" + "-1234567890-0987654321-abcdefghijkl",
    "url": "hunter2" + "secret",
    "env": "s3cr3t" + "value42",
}
SECRET_RESPONSES = [
    f"## Fact: The CI token is {SECRETS['github']} until June",
    f"## Decision: Rotate the AWS key {SECRETS['aws']} every quarter",
    f"The requirement is that the client uses {SECRETS['openai']} only in staging.",
    f"## Constraint: Alerts post to Slack with {SECRETS['slack']} and nothing else",
    f"## Fact: The replica is at postgres://app:{SECRETS['url']}@db.internal:5432/app",
    f"## Requirement: Deploys read DB_PASSWORD={SECRETS['env']} from the vault",
]


def secret_store(tmp_path: Path) -> Path:
    lines = [json.dumps({"type": "assistant", "message": {"role": "assistant", "content": text}}) for text in SECRET_RESPONSES]
    lines.append(json.dumps({"type": "user", "message": {"role": "user", "content":
                             f"you forgot to revoke {SECRETS['github']} in deploy.yml"}}))
    return make_store(tmp_path, {"inbox/session.jsonl": "\n".join(lines) + "\n"})


def _leaks(root: Path, *texts: str) -> list[str]:
    found = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()
             and any(s.encode() in p.read_bytes() for s in SECRETS.values()) and not p.name.endswith(".jsonl")
             or (p.is_file() and p.parent.name != "inbox" and p.name.endswith(".jsonl")
                 and any(s.encode() in p.read_bytes() for s in SECRETS.values()))]
    return found + [f"output {i}" for i, text in enumerate(texts) if any(s in text for s in SECRETS.values())]


@pytest.mark.parametrize("command", [["extract", "--write"], ["consolidate", "--since", "all", "--format", "json"],
                                     ["knowledge", "learn", "{root}/inbox/session.jsonl"]])
def test_secrets_never_reach_a_store_file_or_the_output(tmp_path, command):
    root = secret_store(tmp_path)
    args = [a.format(root=root) for a in command]
    result = cli(["--dir", str(root), "--now", NOW, *args])
    assert result.exit_code == 0, result.stderr
    assert _leaks(root, result.stdout, result.stderr) == []
    written = "".join(p.read_text() for p in root.rglob("*.md") if p.parent.name in ("auto", "knowledge"))
    assert written.count("[REDACTED]") >= (1 if command[0] == "knowledge" else len(SECRET_RESPONSES))


def test_secrets_never_reach_a_lesson_through_the_stop_hook(tmp_path):
    root = secret_store(tmp_path)
    payload = json.dumps({"transcript_path": str(root / "inbox" / "session.jsonl")})
    proc = hook_subprocess(["stop", "--dir", str(root), "--now", NOW], stdin=payload)
    assert proc.returncode == 0 and proc.stdout == b""
    lessons = list((root / "knowledge").glob("*.md"))
    assert lessons and _leaks(root, proc.stderr.decode()) == []
    assert "[REDACTED]" in lessons[0].read_text()


def test_the_external_extractor_receives_redacted_text(tmp_path):
    root = secret_store(tmp_path)
    recorder, log = tmp_path / "recorder.py", tmp_path / "extract.log"
    recorder.write_text(RECORDER)
    result = cli(["--dir", str(root), "--now", NOW, "extract", "--extract-cmd", f"{sys.executable} {recorder} {log} extract"])
    assert result.exit_code == 0
    stdin = "".join(call["stdin"] for call in _calls(log))
    assert "[REDACTED]" in stdin and not any(s in stdin for s in SECRETS.values())


# --------------------------------------------------------------------------- symbolic links

def linked_store(tmp_path: Path, link: str, *, directory: bool) -> tuple[Path, Path]:
    """A store in which ``link`` is a symbolic link to a file or folder outside it."""
    outside = tmp_path / "outside"
    outside.mkdir()
    pref = "---\nid: {i}\ntype: preference\nstatus: {s}\ncreated: 2026-04-0{n}T00:00:00Z\n---\nI prefer dark mode in every editor.\n"
    files = {f"auto/p{n}.md": pref.format(i=f"p{n}", s="active", n=n) for n in range(1, 4)}
    files["auto/cand.md"] = pref.format(i="cand", s="candidate", n=5).replace("dark mode in every editor", "short answers")
    files["auto/fact.md"] = "---\nid: fact\ntype: fact\n---\nThe web monorepo uses pnpm workspaces for every package.\n"
    files["auto/proj.md"] = "---\nid: proj\ntype: project\n---\nThe web monorepo does not use pnpm; it uses npm workspaces.\n"
    files["auto/param.md"] = "---\nid: param\ntype: project\n---\nThe import batch size = 500 items\n"
    files["knowledge/draft.md"] = "---\nid: draft\nlabel: A draft\nstatus: draft\npriority: HIGH\nprocess_type: warning\n---\nRisk: x\n"
    files["inbox/s.json"] = json.dumps({"id": "i", "response": "## Decision: Keep links out of the store. I prefer dark mode in every editor."})
    root = make_store(tmp_path, files)
    target = root / link
    if target.exists():
        if directory:
            os.rename(target, outside / target.name)
        else:
            (outside / target.name).write_bytes(target.read_bytes())
            target.unlink()
    elif directory:
        (outside / target.name).mkdir()
    else:
        (outside / target.name).write_text("outside file\n")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.symlink_to(outside / target.name, target_is_directory=directory)
    return root, outside


LINKED_WRITES = [
    ("auto", True, ["extract", "--write"]),
    ("auto", True, ["consolidate", "--since", "all"]),
    ("MEMORY.md", False, ["consolidate", "--since", "all"]),
    ("diary", True, ["consolidate", "--since", "all"]),
    ("lint-stats.jsonl", False, ["consolidate", "--since", "all"]),
    ("auto/p3.md", False, ["patterns", "run"]),
    ("auto/p3.md", False, ["reinforce"]),
    ("auto/cand.md", False, ["review", "promote", "cand"]),
    ("auto/proj.md", False, ["lint", "resolve", "fact.md", "proj.md", "--keep", "a"]),
    ("auto/param.md", False, ["graduate", "param"]),
    ("entities", True, ["graduate", "param"]),
    ("knowledge", True, ["knowledge", "promote", "draft"]),
    ("knowledge", True, ["knowledge", "import", "{graph}"]),
    ("knowledge", True, ["knowledge", "learn", "{transcript}"]),
    ("knowledge/draft.md", False, ["knowledge", "archive", "draft"]),
    (".memcli", True, ["patterns", "run"]),
    (".memcli/lock.info", False, ["review", "promote", "cand"]),
    (".memcli/audit.jsonl", False, ["review", "promote", "cand"]),
    (".memcli/runs.jsonl", False, ["consolidate", "--since", "all"]),
    (".memcli/cache/scan.marshal", False, ["lint"]),
]


@pytest.mark.parametrize("link,directory,command", LINKED_WRITES,
                         ids=[f"{link}-{'-'.join(c[:2])}" for link, _, c in LINKED_WRITES])
def test_no_write_follows_a_link_out_of_the_store(tmp_path, link, directory, command):
    root, outside = linked_store(tmp_path, link, directory=directory)
    graph = tmp_path / "graph.json"
    graph.write_text(json.dumps({"nodes": [{"id": "n1", "type": "Concept", "process_type": "warning", "label": "L",
                                            "content": "Risk: x"}], "links": []}))
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(json.dumps({"type": "user", "message": {"role": "user", "content": "you forgot to run the linter"}}) + "\n")
    before = tree(outside, skip_state=False)
    args = [a.format(graph=graph, transcript=transcript) for a in command]
    result = cli(["--dir", str(root), "--now", NOW, *args])
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert tree(outside, skip_state=False) == before, f"{command} wrote through {link}"
    assert (root / link).is_symlink(), "the link itself is left as it was"


def test_the_hook_never_writes_through_a_linked_knowledge_folder(tmp_path):
    root, outside = linked_store(tmp_path, "knowledge", directory=True)
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(json.dumps({"type": "user", "message": {"role": "user", "content": "you forgot to run the linter"}}) + "\n")
    before = tree(outside, skip_state=False)
    for event, payload in (("stop", {"transcript_path": str(transcript)}), ("session-start", {}),
                           ("pre-tool-use", {"tool_name": "Edit", "tool_input": {"file_path": "a.py"}})):
        proc = hook_subprocess([event, "--dir", str(root)], stdin=json.dumps(payload))
        assert proc.returncode == 0 and b"internal error" not in proc.stderr
    assert tree(outside, skip_state=False) == before


# --------------------------------------------------------------------------- file modes

MODE_COMMANDS = [["patterns", "run"], ["reinforce"], ["review", "promote", "cand"],
                 ["lint", "resolve", "fact.md", "proj.md", "--keep", "a"], ["graduate", "param"],
                 ["knowledge", "promote", "draft"], ["consolidate", "--since", "all", "--force-patterns"], ["undo"]]


def test_file_modes_are_kept_on_replace(tmp_path):
    root, _ = linked_store(tmp_path, "unused", directory=False)
    modes = {"auto/p1.md": 0o600, "auto/p2.md": 0o640, "auto/p3.md": 0o664, "auto/cand.md": 0o604,
             "auto/fact.md": 0o620, "auto/proj.md": 0o644, "auto/param.md": 0o660, "knowledge/draft.md": 0o600,
             "MEMORY.md": 0o640}
    for rel, mode in modes.items():
        os.chmod(root / rel, mode)
    snapshots = {rel: (root / rel).read_bytes() for rel in modes}
    for command in MODE_COMMANDS:
        result = cli(["--dir", str(root), "--now", NOW, *command])
        assert result.exit_code == 0, (command, result.stderr)
    changed = [rel for rel in modes if (root / rel).read_bytes() != snapshots[rel]]
    assert len(changed) >= 5, "the commands did rewrite files"
    assert {rel: stat.S_IMODE((root / rel).stat().st_mode) for rel in modes} == modes


def test_tool_state_is_owner_only_after_a_full_night_and_the_hooks(tmp_path):
    root, _ = linked_store(tmp_path, "unused", directory=False)
    old_umask = os.umask(0o002)  # a permissive umask must not leak into tool state
    try:
        for command in (["consolidate", "--since", "all", "--force-patterns"], ["review", "promote", "cand"],
                        ["knowledge", "promote", "draft"], ["entities", "propose", "--save"], ["recall", "dark mode"],
                        ["undo"], ["lint"]):
            cli(["--dir", str(root), "--now", NOW, *command])
        transcript = tmp_path / "t.jsonl"
        transcript.write_text(json.dumps({"type": "user", "message": {"role": "user", "content": "you forgot to run the linter"}}) + "\n")
        (root / "knowledge" / "added.md").write_text("---\nid: added\nlabel: Added\nstatus: active\npriority: CRITICAL\n"
                                                     "process_type: warning\n---\nRisk: x\n")
        env = {"MEMCLI_HOOKS_RECALL": "1"}
        for event, payload in (("pre-tool-use", {"tool_name": "Edit", "tool_input": {"file_path": "a.py"}}),
                               ("stop", {"transcript_path": str(transcript)}), ("session-start", {}),
                               ("user-prompt-submit", {"prompt": "dark mode"})):
            assert hook_subprocess([event, "--dir", str(root)], stdin=json.dumps(payload), env=env).returncode == 0
    finally:
        os.umask(old_umask)
    state = root / ".memcli"
    entries = [state, *state.rglob("*")]
    assert len([p for p in entries if p.is_file()]) >= 8, "the night created tool state"
    loose = {p.relative_to(root).as_posix(): oct(stat.S_IMODE(p.lstat().st_mode)) for p in entries
             if stat.S_IMODE(p.lstat().st_mode) & 0o077}
    assert loose == {}


# --------------------------------------------------------------------------- hooks install


def test_installed_hook_commands_survive_any_store_path(tmp_path):
    pwn = tmp_path / "pwn"
    pwn.mkdir()
    root = make_store(tmp_path, {}, name=f"store $(touch {pwn}/a) `touch {pwn}/b`; touch {pwn}/c '\"")
    settings = tmp_path / "settings.json"
    assert cli(["--dir", str(root), "hooks", "install", "--settings", str(settings)]).exit_code == 0
    commands = [h["command"] for entries in json.loads(settings.read_text())["hooks"].values()
                for entry in entries for h in entry["hooks"]]
    assert len(commands) == 4
    for command in commands:
        words = shlex.split(command)
        assert words[-2:] == ["--dir", str(root)]
        # Claude Code runs the command through a shell: nothing in the path may run.
        proc = subprocess.run(["sh", "-c", command], input=b"{}", capture_output=True, timeout=60,
                              env={**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}"})
        assert proc.returncode == 0, proc.stderr
    assert list(pwn.iterdir()) == []


def test_a_store_link_to_tool_state_is_refused_for_every_command(tmp_path):
    root, outside = linked_store(tmp_path, ".memcli/lock.info", directory=False)
    for command in (["validate"], ["lint"], ["recall", "x"], ["patterns", "list"]):
        result = cli(["--dir", str(root), *command])
        assert result.exit_code == 2 and "symbolic link" in result.stderr
    assert (outside / "lock.info").read_text() == "outside file\n"
