"""Bad stores beyond single files: bad ``memcli.toml``, files that vanish mid-run, a cache-defeating file,
a whole night of commands on the corpus store (issue 9 part 1)."""

from __future__ import annotations

import json
import os
import re
import stat
import time

import pytest

from memcli.store import store as store_module
from tests.conftest import cli, hook_subprocess, make_store
from tests.hardening.corpus import BAD_DATA, DARK, NOW, around_store, changes, deadline, reported, run, seed, tree

CONFIGS = sorted(p.name for p in (BAD_DATA / "config").glob("*.toml"))
# A realistic cross-section: readers, writers, the nightly job.
CONFIG_COMMANDS = [["validate"], ["lint"], ["patterns", "run"], ["recall", "dark mode"], ["extract", "--write"],
                   ["consolidate", "--since", "all"], ["review", "list"], ["knowledge", "list"], ["config", "show"]]
KEY_OF = re.compile(r"configuration key '([^']+)'")
# The corpus holds unreadable memory files and broken inputs: a night names them under Issues and exits 1 (docs/contracts.md §8).
NIGHT_EXIT = 1


def expected_exit(command: list[str]) -> int:
    """What a command exits with on the corpus store when everything went right."""
    return NIGHT_EXIT if command[0] == "consolidate" else 0


@pytest.mark.parametrize("config", CONFIGS)
def test_bad_config_is_exit_2_naming_the_file_for_every_command(tmp_path, config):
    root = make_store(tmp_path, {"auto/a.md": "---\nid: a\ntype: preference\n---\nI prefer dark mode\n"})
    (root / "memcli.toml").write_bytes((BAD_DATA / "config" / config).read_bytes())
    before = tree(root, skip_state=False)
    for command in CONFIG_COMMANDS:
        result = cli(["--dir", str(root), "--now", NOW, *command])
        assert result.exit_code == 2, (command, result.stderr)
        assert result.stdout == ""
        line = result.stderr.strip()
        assert line.startswith("memcli: error: ") and "\n" not in line and "internal error" not in line
        assert str(root / "memcli.toml") in line
    if config not in ("not-toml.toml", "binary.toml", "latin1.toml", "deep-array.toml"):
        assert KEY_OF.search(line) or "unknown configuration key" in line, line
    assert tree(root, skip_state=False) == before, "nothing written, not even tool state"


@pytest.mark.parametrize("config", CONFIGS)
def test_bad_config_never_fails_the_hook(tmp_path, config):
    root = make_store(tmp_path, {})
    (root / "memcli.toml").write_bytes((BAD_DATA / "config" / config).read_bytes())
    for event in ("pre-tool-use", "session-start", "user-prompt-submit"):
        payload = {"tool_name": "Edit", "tool_input": {"file_path": "x.py"}, "prompt": "dark mode", "cwd": str(tmp_path)}
        proc = hook_subprocess([event, "--dir", str(root)], stdin=json.dumps(payload))
        assert proc.returncode == 0 and proc.stdout == b""
        assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr


# --------------------------------------------------------------------------- files that vanish


def test_file_vanishing_between_listing_and_reading(tmp_path, monkeypatch):
    """The listing names a file that is gone when it is read: every command goes on without it."""
    seeded = seed(tmp_path, huge=False)
    real = store_module.list_memory_files
    victim = seeded.root / "good" / "pref-tabs-go.md"

    fired = []

    def listing_then_delete(*args, **kwargs):
        listed, findings = real(*args, **kwargs)
        if victim.exists() and any(item.rel == "good/pref-tabs-go.md" for item in listed):
            victim.unlink()
            fired.append(True)
        return listed, findings

    monkeypatch.setattr(store_module, "list_memory_files", listing_then_delete)
    for command in (["validate", "--format", "json"], ["lint", "--format", "json"], ["context", "tabs", "--format", "json"],
                    ["patterns", "run", "--format", "json"], ["reinforce", "--format", "json"],
                    ["consolidate", "--since", "all", "--format", "json"]):
        victim.write_text("---\nid: pref-tabs-go\ntype: preference\n---\nI prefer tabs over spaces for indentation in Go code.\n")
        fired.clear()
        outcome = run(seeded, command)
        assert fired, f"{command} lists the store through Store"
        assert outcome.exit_code in (0, 1), (command, outcome.stderr)
        assert "internal error" not in outcome.stderr and "Traceback" not in outcome.stderr
        document = json.loads(outcome.stdout)
        assert "pref-tabs-go" not in json.dumps(document.get("findings", [])), "a vanished file is no finding"
        assert not victim.exists(), f"{command} recreated a file that vanished"
    # the other good files were still processed
    assert "supersededBy: pref-dark-bom" in (seeded.root / DARK[0]).read_text()


WRITE_TARGETS = [
    (["patterns", "run"], "good/pref-dark-lf.md"),
    (["patterns", "run"], "good/pref-dark-bom.md"),
    (["reinforce"], "good/pref-tabs-go.md"),
    (["review", "promote", "cand-promote"], "good/cand-promote.md"),
    (["lint", "resolve", "fact-package-manager.md", "project-web-tooling.md", "--keep", "a"], "good/project-web-tooling.md"),
    (["graduate", "param-batch"], "good/param-batch.md"),
    (["consolidate", "--since", "all"], "good/pref-dark-crlf.md"),
]


@pytest.mark.parametrize("command,target", WRITE_TARGETS, ids=[f"{c[0]}-{t.split('/')[1]}" for c, t in WRITE_TARGETS])
def test_file_vanishing_between_reading_and_writing(tmp_path, monkeypatch, command, target):
    """The file is read, then removed by someone else before the edit: memcli never writes it back from stale text."""
    from memcli.store import files as files_module

    seeded = seed(tmp_path, huge=False)
    victim = seeded.root / target
    real_read, real_parse = store_module.read_file, files_module.parse_memory

    def read_then_delete(item, max_bytes):
        result = real_read(item, max_bytes)
        if item.rel == target and victim.exists():
            victim.unlink()
        return result

    def parse_then_delete(text, path, rel, *args, **kwargs):
        result = real_parse(text, path, rel, *args, **kwargs)
        if rel == target and victim.exists():
            victim.unlink()
        return result

    monkeypatch.setattr(store_module, "read_file", read_then_delete)
    monkeypatch.setattr(files_module, "parse_memory", parse_then_delete)
    outcome = run(seeded, command)
    assert "internal error" not in outcome.stderr and "Traceback" not in outcome.stderr
    assert outcome.exit_code in (0, 1, 2), outcome.stderr
    assert not victim.exists(), "a file deleted by someone else was written back"


# --------------------------------------------------------------------------- a cache-defeating file


def test_a_file_nested_too_deep_is_one_cached_finding(tmp_path, monkeypatch):
    """A frontmatter value nested 5,000 deep is a ``yaml_error`` (docs/contracts.md §12), remembered by the cache like any finding."""
    deep = "---\nid: deep\nx: " + "[" * 5000 + "]" * 5000 + "\n---\nbody\n"
    files = {"deep.md": deep, **{f"m{i}.md": f"---\nid: m{i}\n---\nmemory {i}\n" for i in range(20)}}
    root = make_store(tmp_path, files)
    assert cli(["--dir", str(root), "lint", "--exit-zero"]).exit_code == 0
    cache_file = root / ".memcli" / "cache" / "scan.marshal"
    stamp = cache_file.stat().st_mtime_ns
    parsed = []
    real = store_module.read_file
    monkeypatch.setattr(store_module, "read_file", lambda item, limit: parsed.append(item.rel) or real(item, limit))
    result = cli(["--dir", str(root), "lint", "--exit-zero", "--format", "json"])
    assert result.exit_code == 0
    assert [(f["path"], f["line"], f["code"]) for f in json.loads(result.stdout)["findings"]] == [("deep.md", 3, "yaml_error")]
    assert parsed == [], "the finding comes from the cache: nothing is parsed again"
    assert cache_file.stat().st_mtime_ns == stamp, "the cache is not rewritten on every run"


def test_yaml_nested_hundreds_deep_is_reported_and_fails_no_step(tmp_path):
    """Today's bug: 600 levels passed validate, then every edit of the file raised RecursionError (patterns failed nightly)."""
    nested = "[" * 600 + "]" * 600
    files = {f"auto/p{i}.md": PREF.format(id=f"p{i}", status="active") for i in range(3)}
    files["auto/deep.md"] = PREF.format(id="deep", status="candidate").replace("---\nI prefer", f"x: {nested}\n---\nI prefer")
    root = make_store(tmp_path, files)
    checked = cli(["--dir", str(root), "--now", NOW, "validate", "--format", "json"])
    assert checked.exit_code == 1
    assert [(f["path"], f["line"], f["code"]) for f in json.loads(checked.stdout)["findings"]] == [("auto/deep.md", 5, "yaml_error")]
    night = cli(["--dir", str(root), "--now", NOW, "consolidate", "--since", "all", "--force-patterns", "--format", "json"])
    steps = json.loads(night.stdout)["steps"]
    assert all(step["ok"] for step in steps.values()), steps
    assert "RecursionError" not in night.stdout + night.stderr
    for command in (["review", "promote", "deep"], ["patterns", "run"], ["lint"], ["recall", "dark mode"]):
        outcome = cli(["--dir", str(root), "--now", NOW, *command])
        assert outcome.exit_code in (0, 1) and "internal error" not in outcome.stderr, (command, outcome.stderr)
    assert (root / "auto" / "deep.md").read_text() == files["auto/deep.md"], "a file memcli cannot read is never written"


# --------------------------------------------------------------------------- a whole night


NIGHT = [
    ["consolidate", "--since", "all"],
    ["review", "promote", "cand-promote"],
    ["review", "reject", "cand-reject"],
    ["lint", "resolve", "fact-package-manager.md", "project-web-tooling.md", "--keep", "a", "--reason", "pnpm is gone"],
    ["graduate", "param-batch"],
    ["knowledge", "promote", "good-draft"],
    ["knowledge", "import", str(BAD_DATA / "graphs" / "escaping-ids.json")],
    ["entities", "propose", "--save"],
    ["patterns", "run", "--match", "similar"],
    ["consolidate", "--since", "all", "--force-patterns"],
    ["undo"],
    ["undo"],
]


def test_a_night_of_every_writing_command_keeps_the_corpus_intact(tmp_path):
    """Run the writers one after another: the bad files stay byte-identical, memcli adds no finding of its own."""
    seeded = seed(tmp_path)
    before, around = tree(seeded.root), around_store(seeded)
    initial = run(seeded, ["validate", "--format", "json"])
    for command in NIGHT:
        outcome = run(seeded, command)
        assert outcome.exit_code == expected_exit(command), (command, outcome.stderr[-1500:])
        assert "internal error" not in outcome.stderr and "Traceback" not in outcome.stderr
    final = run(seeded, ["validate", "--format", "json"])
    findings = lambda outcome: {(f["path"], f["code"]) for f in json.loads(outcome.stdout)["findings"]}
    assert findings(final) == findings(initial), "every file memcli wrote validates"
    after = tree(seeded.root)
    for rel in reported(seeded) | {r for r in before if r.startswith("inbox/")}:
        assert after.get(rel) == before.get(rel), rel
    assert not changes(around, around_store(seeded))
    assert not [p for p in seeded.sentinel_paths(tmp_path) if p.exists()]
    assert run(seeded, ["consolidate", "--since", "all"]).exit_code == NIGHT_EXIT
    settled = tree(seeded.root)
    assert run(seeded, ["consolidate", "--since", "all"]).exit_code == NIGHT_EXIT
    assert {rel for rel in changes(settled, tree(seeded.root)) if not rel.startswith(("diary/", "lint-stats"))} == set(), \
        "a second run on an unchanged store changes no memory file"


# --------------------------------------------------------------------------- corrupt tool state

GARBAGE = [b"", b"\x00\xff\xfe garbage", b"[" * 100_000 + b"]" * 100_000, b'{"version": 6, "entries": [1, 2]}',
           b"\xe3\x01\x00\x00\x00"]


@pytest.mark.slow
@pytest.mark.parametrize("garbage", GARBAGE, ids=["empty", "bytes", "deep-json", "wrong-shape", "marshal-fragment"])
def test_corrupt_tool_state_is_only_a_lost_cache(tmp_path, garbage):
    """Every file memcli keeps under .memcli/ replaced by garbage: commands still work, nothing is lost."""
    seeded = seed(tmp_path, huge=False)
    for command in (["consolidate", "--since", "all"], ["review", "promote", "cand-promote"],
                    ["entities", "propose", "--save"], ["knowledge", "reindex"], ["recall", "dark mode"]):
        assert run(seeded, command).exit_code == expected_exit(command)
    state = seeded.root / ".memcli"
    corrupted = [p for p in state.rglob("*") if p.is_file() and "history" not in p.parts and p.name != "lock"]
    assert len(corrupted) >= 8
    for path in corrupted:
        path.write_bytes(garbage)
    before = tree(seeded.root)
    for command in (["validate", "--format", "json"], ["lint", "--format", "json"], ["recall", "dark mode", "--format", "json"],
                    ["review", "list", "--format", "json"], ["review", "history", "cand-promote"],
                    ["knowledge", "list", "--format", "json"], ["entities", "list", "--format", "json"],
                    ["patterns", "list", "--format", "json"], ["history", "--format", "json"]):
        outcome = run(seeded, command)
        assert outcome.exit_code in (0, 1) and "internal error" not in outcome.stderr, (command, outcome.stderr)
        json.loads(outcome.stdout) if "--format" in command else None
    assert tree(seeded.root) == before, "reading with corrupt caches changes no store file"
    outcome = run(seeded, ["consolidate", "--since", "all"])
    assert outcome.exit_code == NIGHT_EXIT and "internal error" not in outcome.stderr, outcome.stderr
    hook = hook_subprocess(["pre-tool-use", "--dir", str(seeded.root)],
                           stdin=json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "/p/plugin.json"}}))
    assert hook.returncode == 0 and b"internal error" not in hook.stderr
    assert "Version Bump File Checklist" in json.loads(hook.stdout)["hookSpecificOutput"]["additionalContext"]


def test_damaged_cache_bodies_behind_a_valid_header_are_not_unmarshalled(tmp_path):
    """Bytes that make ``marshal.loads`` spin for minutes, behind each cache's own magic: rejected by checksum."""
    seeded = seed(tmp_path, huge=False)
    assert run(seeded, ["consolidate", "--since", "all"]).exit_code == NIGHT_EXIT
    for command in (["knowledge", "reindex"], ["validate"], ["entities", "list"]):
        run(seeded, command)
    cache = seeded.root / ".memcli" / "cache"
    for name in ("scan.marshal", "summary.marshal", "entities.marshal", "knowledge.marshal"):
        data = (cache / name).read_bytes()
        header = 4 + (18 if name == "knowledge.marshal" else 8)
        (cache / name).write_bytes(data[:header] + b"[" * (len(data) + 100_000))
    for command in (["lint", "--format", "json"], ["entities", "list"], ["review", "list"]):
        outcome = run(seeded, command)
        assert outcome.exit_code in (0, 1) and "internal error" not in outcome.stderr
    for event, payload in (("pre-tool-use", {"tool_name": "Edit", "tool_input": {"file_path": "/p/plugin.json"}}),
                           ("session-start", {})):
        proc = hook_subprocess([event, "--dir", str(seeded.root)], stdin=json.dumps(payload), timeout=20)
        assert proc.returncode == 0 and b"Version Bump File Checklist" in proc.stdout


# --------------------------------------------------------------------------- FIFOs, sockets, devices

# Each run is a real process with a timeout: a command that opens a FIFO blocks for ever, and
# subprocess.TimeoutExpired then fails the test instead of hanging the suite.
SPECIAL_TIMEOUT = 30
FIFO_READERS = [["validate", "--format", "json"], ["recall", "dark mode", "--format", "json"], ["lint", "--format", "json"],
                ["patterns", "list", "--format", "json"], ["review", "list", "--format", "json"], ["context", "dark mode"],
                ["reinforce", "--dry-run"], ["extract"], ["knowledge", "list"], ["consolidate", "--since", "all"]]
PREF = "---\nid: {id}\ntype: preference\nstatus: {status}\n---\nI prefer dark mode in every editor.\n"


def _fifo_store(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": PREF.format(id="a", status="active"),
                                 "auto/cand.md": PREF.format(id="cand", status="candidate")})
    os.mkfifo(root / "auto" / "fifo.md")
    return root


def _special_run(root, *args, **kwargs):
    from tests.conftest import memcli_subprocess

    return memcli_subprocess(["--dir", str(root), "--now", NOW, *args], timeout=SPECIAL_TIMEOUT, **kwargs)


@pytest.mark.parametrize("command", FIFO_READERS, ids=[c[0] + ("-" + c[1] if c[1:2] and c[1][0] != "-" else "") for c in FIFO_READERS])
def test_a_fifo_named_md_is_never_opened(tmp_path, command):
    root = _fifo_store(tmp_path)
    proc = _special_run(root, *command)
    assert proc.returncode in (0, 1), proc.stderr
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr
    assert stat.S_ISFIFO(os.lstat(root / "auto" / "fifo.md").st_mode), "the FIFO is left as it is"


def test_validate_reports_a_fifo_and_a_socket_as_not_a_file(tmp_path):
    root = _fifo_store(tmp_path)
    os.mkfifo(root / "knowledge" / "k.md") if (root / "knowledge").is_dir() else None
    socket_made = generate_bind(root / "auto" / "sock.md")
    proc = _special_run(root, "validate", "--format", "json")
    assert proc.returncode == 1
    found = {(f["path"], f["code"]) for f in json.loads(proc.stdout)["findings"]}
    assert ("auto/fifo.md", "not_a_file") in found
    assert socket_made and ("auto/sock.md", "not_a_file") in found
    message = next(f["message"] for f in json.loads(proc.stdout)["findings"] if f["path"] == "auto/fifo.md")
    assert "FIFO" in message and "skipped" in message


def generate_bind(path):
    from tests.hardening.corpus import generate

    return generate._bind_socket(path)


def test_a_fifo_does_not_make_the_nightly_run_hold_the_lock(tmp_path):
    """Today's bug: consolidate blocked on the FIFO holding the lock, so every later night exited 3."""
    root = _fifo_store(tmp_path)
    (root / "inbox").mkdir(exist_ok=True)
    (root / "inbox" / "i.json").write_text(json.dumps({"id": "i1", "response": "## Decision: Ship the FIFO fix first"}))
    os.mkfifo(root / "inbox" / "fifo.jsonl")
    for _ in range(2):
        proc = _special_run(root, "consolidate", "--since", "all", "--format", "json")
        assert proc.returncode in (0, 1), proc.stderr
        assert all(step["ok"] for step in json.loads(proc.stdout)["steps"].values())
        assert b"fifo.jsonl: a FIFO, not a regular file; never opened; skipped" in proc.stderr
    assert any("Ship the FIFO fix first" in p.read_text() for p in (root / "auto").glob("*.md") if p.is_file())


def test_a_fifo_among_the_inputs_is_refused_or_skipped(tmp_path):
    root = _fifo_store(tmp_path)
    (root / "inbox").mkdir(exist_ok=True)
    fifo = root / "inbox" / "session.jsonl"
    os.mkfifo(fifo)
    given = _special_run(root, "extract", str(fifo))
    assert given.returncode == 2
    assert given.stderr.decode().strip() == f"memcli: error: {fifo}: a FIFO, not a regular file; never opened"
    walked = _special_run(root, "extract", str(root / "inbox"))
    assert walked.returncode == 0 and b"a FIFO, not a regular file" in walked.stderr
    learned = _special_run(root, "knowledge", "learn", str(fifo))
    assert learned.returncode in (0, 1) and b"a FIFO, not a regular file" in learned.stderr
    stop = hook_subprocess(["stop", "--dir", str(root)], stdin=json.dumps({"transcript_path": str(fifo)}),
                           timeout=SPECIAL_TIMEOUT)
    assert stop.returncode == 0 and stop.stdout == b""


def test_a_fifo_in_knowledge_does_not_delay_the_hook(tmp_path):
    """Today's bug: the index rebuild the hook starts blocked on the FIFO until its 8 s timeout, on every call."""
    root = make_store(tmp_path, {"knowledge/check.md": "---\nid: check\nlabel: Release checklist\nstatus: active\n"
                                 "priority: CRITICAL\nprocess_type: checklist\ntrigger_conditions:\n  tool_names: [Edit]\n"
                                 "---\n- [ ] bump the version\n"})
    os.mkfifo(root / "knowledge" / "fifo.md")
    payload = json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "/p/x.py"}})
    for _ in range(2):
        started = time.monotonic()
        proc = hook_subprocess(["pre-tool-use", "--dir", str(root)], stdin=payload, timeout=SPECIAL_TIMEOUT)
        elapsed = time.monotonic() - started
        assert proc.returncode == 0 and b"Release checklist" in proc.stdout
        assert elapsed < 5, f"the hook took {elapsed:.1f} s"
    listed = _special_run(root, "knowledge", "list")
    assert b"knowledge/fifo.md: not_a_file" in listed.stderr


def test_hooks_install_into_a_fifo_is_a_clear_error(tmp_path):
    root = make_store(tmp_path, {})
    settings = tmp_path / "settings.json"
    os.mkfifo(settings)
    proc = _special_run(root, "hooks", "install", "--settings", str(settings))
    assert proc.returncode == 2
    assert proc.stderr.decode().strip() == f"memcli: error: cannot read {settings}: a FIFO, not a regular file; never opened"
    assert stat.S_ISFIFO(os.lstat(settings).st_mode)


def test_a_fifo_named_memcli_toml_is_a_clear_error(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": PREF.format(id="a", status="active")})
    os.mkfifo(root / "memcli.toml")
    proc = _special_run(root, "validate")
    assert proc.returncode == 2 and b"memcli: error: " in proc.stderr and b"a FIFO, not a regular file" in proc.stderr
    hook = hook_subprocess(["user-prompt-submit", "--dir", str(root)], stdin=json.dumps({"prompt": "dark mode"}),
                           timeout=SPECIAL_TIMEOUT)
    assert hook.returncode == 0


def test_a_file_swapped_for_a_fifo_after_the_walk_is_not_opened(tmp_path):
    """The walk saw a regular file; by the time it is read it is a FIFO: the open itself refuses it."""
    from memcli.store.files import list_memory_files, read_file

    root = make_store(tmp_path, {"auto/a.md": PREF.format(id="a", status="active")})
    listed, _ = list_memory_files(str(root), None, 1 << 20)
    (root / "auto" / "a.md").unlink()
    os.mkfifo(root / "auto" / "a.md")
    with deadline(SPECIAL_TIMEOUT):
        finding = read_file(next(item for item in listed if item.rel == "auto/a.md"), 1 << 20)
    assert (finding.path, finding.code) == ("auto/a.md", "not_a_file")


def test_safe_edit_treats_a_fifo_like_safe_edit_sh_treats_it(tmp_path):
    """``safe-edit.sh`` tests ``-f FILE``: a FIFO is no file."""
    fifo = tmp_path / "notes.md"
    os.mkfifo(fifo)
    tokens = [_special_run(tmp_path, "safe-edit", action, str(fifo)) for action in ("backup", "verify")]
    assert [(t.stdout, t.returncode) for t in tokens] == [(b"NO_FILE\n", 1), (b"MISSING\n", 1)]


def test_a_candidate_whose_source_names_a_device_or_fifo_is_shown_without_an_excerpt(tmp_path):
    """The interactive review reads the line a candidate came from: a FIFO there blocked it."""
    from memcli import review
    from memcli.clock import make_clock
    from memcli.store import Store

    fifo = tmp_path / "session.md"
    os.mkfifo(fifo)
    cand = "---\nid: {id}\ntype: preference\nstatus: candidate\nsource: preference_sentence from {src}:1\n---\nI prefer tabs.\n"
    root = make_store(tmp_path, {"auto/null.md": cand.format(id="null", src="/dev/null"),
                                 "auto/fifo.md": cand.format(id="fifo", src=fifo)})
    store = Store.open(root, make_clock(NOW))
    items = review.queue(store)
    assert sorted(item.id for item in items) == ["fifo", "null"]
    with deadline(SPECIAL_TIMEOUT):
        assert [review.source_excerpt(store, item) for item in items] == [None, None]


def test_open_regular_opens_regular_files_only(tmp_path):
    """``/dev/zero`` never ends, a FIFO blocks, a socket cannot be opened: each is refused before any read."""
    from memcli.formats.regular_files import NotRegularFile, open_regular

    fifo, sock, plain = tmp_path / "f.md", tmp_path / "s.md", tmp_path / "p.md"
    os.mkfifo(fifo)
    assert generate_bind(sock)
    plain.write_text("text\n")
    with deadline(SPECIAL_TIMEOUT):
        for path, kind in (("/dev/zero", "a character device"), (fifo, "a FIFO"), (sock, "a socket")):
            with pytest.raises(NotRegularFile) as caught:
                open_regular(path)
            assert caught.value.strerror == f"{kind}, not a regular file; never opened"
        with pytest.raises(IsADirectoryError):
            open_regular(tmp_path)
        with open_regular(plain, "r", encoding="utf-8") as handle:
            assert handle.read() == "text\n"


def test_a_fifo_named_memory_md_is_a_clear_error(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": PREF.format(id="a", status="active")}, index=False)
    os.mkfifo(root / "MEMORY.md")
    review = _special_run(root, "lint", "review", input=b"")
    assert review.returncode == 2
    assert review.stderr.decode().strip() == f"memcli: error: {root / 'MEMORY.md'}: a FIFO, not a regular file; never opened"
    night = _special_run(root, "consolidate", "--format", "json")
    assert night.returncode == 1 and b"Traceback" not in night.stderr and b"internal error" not in night.stderr
    hook = hook_subprocess(["session-start", "--dir", str(root)], stdin="{}", timeout=SPECIAL_TIMEOUT)
    assert hook.returncode == 0
