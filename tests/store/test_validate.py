"""``memcli validate`` on every bad-input case of docs/contracts.md §12: one finding per bad file, exit 1, no traceback."""

from __future__ import annotations

import json
import os

from tests.conftest import cli, make_store, memcli_subprocess

GOOD = {
    "good/a.md": "---\nid: a\ntype: preference\nconfidence: 0.8\ncreated: 2026-01-13T10:00:00Z\n---\nI prefer tabs.\n",
    "good/b.md": "---\nid: b\nsupersededBy: a\nstatus: superseded\n---\nI prefer tabs!\n",
    "good/c.md": "---\nid: c\ndo_not_reopen:\n  - partner: a.md\n    before: 2026-08-15\nderived_from: [a, b, 'facts/x.md:3']\n---\nc\n",
    "good/plain.md": "no frontmatter at all\n",
    "good/crlf.md": "\ufeff---\r\nid: crlf\r\n---\r\nwindows\r\n",
}

ALIAS_BOMB = "---\n" + 'a: &a ["x","x","x","x","x","x","x","x","x","x"]\n' + "".join(
    f"{n}: &{n} [{','.join(['*' + p] * 10)}]\n" for p, n in zip("abcdefgh", "bcdefghi")) + "---\nbody\n"

BAD = {
    "bad/broken.md": ("---\nid: broken\nname: [unclosed\n---\nbody\n", "yaml_error"),
    "bad/unterminated.md": ("---\nid: unterminated\nbody but no closing fence\n", "yaml_error"),
    "bad/list.md": ("---\n- a\n- b\n---\nbody\n", "yaml_error"),
    "bad/scalar.md": ("---\njust words\n---\nbody\n", "yaml_error"),
    "bad/bomb.md": (ALIAS_BOMB, "unsafe_yaml"),
    "bad/python.md": ("---\nx: !!python/object/apply:os.system ['touch PWNED']\n---\n", "unsafe_yaml"),
    "bad/binary.md": (b"\x7fELF\x00\x00\x01binary", "binary"),
    "bad/latin1.md": ("---\nid: latin\n---\ncaf\xe9\n".encode("latin-1"), "not_utf8"),
    "bad/date.md": ("---\nid: date\ncreated: 2026-13-45\n---\nbody\n", "invalid_value"),
    "bad/confidence.md": ("---\nid: conf\nconfidence: 7\n---\nbody\n", "invalid_value"),
    "bad/dup.md": ("---\nid: a\n---\nsame id as good/a.md\n", "duplicate_id"),
    "bad/dangling.md": ("---\nid: dangling\nsupersededBy: nobody\n---\nbody\n", "dangling_ref"),
    "bad/id-escape.md": ("---\nid: ../../etc/passwd\n---\nbody\n", "unsafe_path"),
    "bad/partner-escape.md": ("---\nid: pe\ndo_not_reopen:\n  - partner: /etc/passwd\n    before: 2026-08-15\n---\nx\n", "unsafe_path"),
    "bad/super-escape.md": ("---\nid: se\nsupersededBy: ../x\n---\nx\n", "unsafe_path"),
}


def seeded_store(tmp_path):
    files = dict(GOOD)
    files.update({rel: content for rel, (content, _) in BAD.items()})
    root = make_store(tmp_path, files)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text("---\nid: secret\n---\nsecret\n")
    (root / "bad" / "link-file.md").symlink_to(outside / "secret.md")
    (root / "bad" / "link-dir").symlink_to(outside, target_is_directory=True)
    (root / "bad" / "loop.md").symlink_to(root / "bad" / "loop.md")
    with open(root / "bad" / "huge.md", "wb") as handle:
        handle.truncate(11 * 1024 * 1024)
    expected = {rel: code for rel, (_, code) in BAD.items()}
    expected.update({"bad/link-file.md": "outside_store", "bad/link-dir": "outside_store",
                     "bad/loop.md": "unsafe_path", "bad/huge.md": "too_large"})
    return root, expected


def test_every_bad_file_gives_one_finding_and_good_files_are_clean(tmp_path):
    root, expected = seeded_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "validate", "--format", "json"], cwd=tmp_path)
    assert proc.returncode == 1
    assert b"Traceback" not in proc.stderr
    findings = json.loads(proc.stdout)["findings"]
    assert {f["path"]: f["code"] for f in findings} == expected
    assert len(findings) == len(expected), "one finding per bad file"
    assert all(set(f) == {"path", "line", "code", "message"} and f["message"] for f in findings)
    assert not (tmp_path / "PWNED").exists() and not os.path.exists("PWNED"), "nothing a memory holds is executed"


def test_text_output_names_path_line_and_code(tmp_path):
    root, expected = seeded_store(tmp_path)
    run = cli(["--dir", str(root), "validate"])
    assert run.exit_code == 1
    lines = run.stdout.splitlines()
    assert lines[-1] == f"{len(expected)} finding(s) in {len(expected)} file(s)"
    assert any(line.startswith("bad/date.md:3: invalid_value: created") for line in lines)
    assert any(line.startswith("bad/broken.md:3: yaml_error:") for line in lines)


def test_clean_store_exits_0(tmp_path):
    root = make_store(tmp_path, GOOD)
    run = cli(["--dir", str(root), "validate"])
    assert (run.exit_code, run.stdout) == (0, "No problems found in 5 memory file(s).\n")
    assert json.loads(cli(["--dir", str(root), "validate", "--format", "json"]).stdout) == {"findings": []}


def test_validate_writes_nothing_to_the_memory_files(tmp_path):
    root, _ = seeded_store(tmp_path)
    before = {p: p.read_bytes() for p in root.rglob("*.md") if p.is_file() and not p.is_symlink() and p.stat().st_size < 10**6}
    cli(["--dir", str(root), "validate"])
    assert {p: p.read_bytes() for p in before} == before
