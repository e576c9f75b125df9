"""The interactive ``memcli review`` walker, driven through a pseudo-terminal (one key press, no Enter)."""

from __future__ import annotations

import os
import sys

import pexpect

from memcli.formats.audit import read_audit
from tests.conftest import make_store
from tests.extract.builders import assistant, user, write_lines

NOW = "2026-05-18T10:00:00Z"
PROMPT = r"\[p\] promote  \[r\] reject  \[e\] edit  \[s\] skip  \[q\] quit  \[\?\] help > "


def spawn(root, tmp_path, **env: str) -> pexpect.spawn:
    full_env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path / "home"), "NO_COLOR": "1", "TERM": "dumb",
                "MEMCLI_ACTOR": "sam", **env}
    return pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "--now", NOW, "review"],
                         env=full_env, encoding="utf-8", timeout=30, dimensions=(60, 140))


def store_with_queue(tmp_path):
    root = make_store(tmp_path, {
        "auto/existing.md": "---\nid: existing\ntype: preference\n---\nexplicit retries with backoff for workers\n",
    })
    write_lines(root / "inbox" / "s.jsonl", [
        user("How do we move the queue?"),
        assistant("## Decision: adopt Redis streams for the queue\nI prefer explicit retries over silent ones."),
    ])
    from tests.conftest import cli

    assert cli(["--dir", str(root), "--now", "2026-05-17", "extract", "--write"]).exit_code == 0
    return root


def test_walker_promotes_one_and_rejects_one(tmp_path):
    root = store_with_queue(tmp_path)
    child = spawn(root, tmp_path)
    child.expect("Candidate 1/2: adaptation-adopt-redis-streams-for-the-queue")
    child.expect("decision_heading")
    child.expect("inbox/s.jsonl:2")
    child.expect("Excerpt")
    child.expect("## Decision: adopt Redis streams for the queue I prefer")  # the source excerpt
    child.expect(PROMPT)
    child.send("p")
    child.expect("Promoted adaptation-adopt-redis-streams-for-the-queue: candidate → active")
    child.expect("Candidate 2/2: preference-explicit-retries-over-silent-ones")
    child.expect("Similar")
    child.expect("auto/existing.md")  # a similar existing memory is shown
    child.expect(PROMPT)
    child.send("w")
    child.expect(r"\(unknown key 'w'; press \? for help\)")
    child.send("?")
    child.expect("p  promote — make it an active memory")
    child.expect("e  edit — open its file in \\$EDITOR")
    child.expect("Ctrl-C  stop at once; every decision already taken is kept")
    child.expect(PROMPT)
    child.send("r")
    child.expect("Rejected preference-explicit-retries-over-silent-ones: candidate → invalid")
    child.expect(r"Reviewed 2 of 2 candidate\(s\): promoted 1, rejected 1, edited 0, skipped 0\r\n")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "status: active" in (root / "auto/adaptation-adopt-redis-streams-for-the-queue.md").read_text()
    assert "status: invalid" in (root / "auto/preference-explicit-retries-over-silent-ones.md").read_text()
    assert [(r["action"], r["id"], r["actor"]) for r in read_audit(root)] == [
        ("promote", "adaptation-adopt-redis-streams-for-the-queue", "sam"),
        ("reject", "preference-explicit-retries-over-silent-ones", "sam"),
    ]


def test_walker_skip_and_quit_change_nothing(tmp_path):
    root = store_with_queue(tmp_path)
    before = {p: p.read_bytes() for p in (root / "auto").iterdir()}
    child = spawn(root, tmp_path)
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("s")
    child.expect("Candidate 2/2")
    child.expect(PROMPT)
    child.send("q")
    child.expect(r"Reviewed 1 of 2 candidate\(s\): promoted 0, rejected 0, edited 0, skipped 1 \(quit early\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert {p: p.read_bytes() for p in (root / "auto").iterdir()} == before
    assert list(read_audit(root)) == []


def test_walker_edit_in_editor_then_promote(tmp_path):
    root = store_with_queue(tmp_path)
    editor = tmp_path / "editor.py"
    editor.write_text("import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      "open(p, 'w').write(text.replace('adopt Redis streams', 'adopt Redis Streams (v7)'))\n")
    child = spawn(root, tmp_path, EDITOR=f"{sys.executable} {editor}")
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("e")
    child.expect("Saved auto/adaptation-adopt-redis-streams-for-the-queue.md")
    child.expect(r"adopt Redis Streams \(v7\) for the queue")
    child.expect(PROMPT)
    child.send("p")
    child.expect("Promoted")
    child.expect("Candidate 2/2")
    child.expect(PROMPT)
    child.sendcontrol("d")
    child.expect(r"Reviewed 1 of 2 candidate\(s\): promoted 1, rejected 0, edited 1, skipped 0 \(quit early\)")
    child.expect(pexpect.EOF)
    child.close()
    text = (root / "auto/adaptation-adopt-redis-streams-for-the-queue.md").read_text()
    assert "status: active" in text and text.endswith("adopt Redis Streams (v7) for the queue\n")


def test_an_edit_that_breaks_the_yaml_reopens_the_editor_with_the_error(tmp_path):
    root = store_with_queue(tmp_path)
    target = root / "auto/adaptation-adopt-redis-streams-for-the-queue.md"
    seen = tmp_path / "seen"
    # First round: break the frontmatter. Second round (the error shown on top): fix it and change the body.
    editor = tmp_path / "breaker.py"
    editor.write_text(
        "import sys, pathlib\n"
        "p = pathlib.Path(sys.argv[1]); text = p.read_text()\n"
        f"log = pathlib.Path({str(seen)!r}); log.write_text((log.read_text() if log.exists() else '') + text + '\\n=====\\n')\n"
        "if '# memcli:' not in text:\n"
        "    p.write_text(text.replace('status: candidate', 'status: [candidate'))\n"
        "else:\n"
        "    p.write_text(text.replace('status: [candidate', 'status: candidate').replace('adopt Redis', 'adopt Valkey'))\n")
    child = spawn(root, tmp_path, EDITOR=f"{sys.executable} {editor}")
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("e")
    child.expect("Saved auto/adaptation-adopt-redis-streams-for-the-queue.md")
    child.expect(PROMPT)
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    rounds = seen.read_text().split("\n=====\n")[:-1]
    assert len(rounds) == 2
    assert rounds[1].startswith("# memcli: this edit was not saved: the frontmatter does not parse")
    assert "status: [candidate" in rounds[1], "the user's broken text comes back, not the original"
    text = target.read_text()
    assert "adopt Valkey streams" in text and "# memcli:" not in text and "status: candidate" in text


def test_an_edit_left_broken_is_not_saved(tmp_path):
    root = store_with_queue(tmp_path)
    target = root / "auto/adaptation-adopt-redis-streams-for-the-queue.md"
    before = target.read_bytes()
    editor = tmp_path / "breaker.py"
    editor.write_text("import sys\nopen(sys.argv[1], 'w').write('---\\nid: [unclosed\\n---\\nbody\\n')\n")
    child = spawn(root, tmp_path, EDITOR=f"{sys.executable} {editor}")
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("e")
    child.expect("does not parse")
    child.expect("nothing changed")
    child.expect(PROMPT)
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert target.read_bytes() == before


def test_walker_with_an_empty_queue(tmp_path):
    root = make_store(tmp_path)
    child = spawn(root, tmp_path)
    child.expect("No candidates waiting for review.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_walker_dry_run_decides_but_writes_nothing(tmp_path):
    from tests.conftest import snapshot

    root = store_with_queue(tmp_path)
    before = snapshot(root, include_state=True)
    child = pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "--now", NOW, "review", "--dry-run"],
                          env={"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path / "home"), "NO_COLOR": "1",
                               "TERM": "dumb"}, encoding="utf-8", timeout=30, dimensions=(60, 140))
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("e")
    child.expect("Dry run: edits are not saved")
    child.expect(PROMPT)
    child.send("p")
    child.expect("Would promote adaptation-adopt-redis-streams-for-the-queue: candidate → active")
    child.expect(PROMPT)
    child.send("r")
    child.expect("Would reject preference-explicit-retries-over-silent-ones: candidate → invalid")
    child.expect(r"Dry run, nothing written. Reviewed 2 of 2 candidate\(s\): promoted 1, rejected 1")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    after = {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")}
    assert after == {k: v for k, v in before.items() if not k.startswith(".memcli/cache/")}


def test_ctrl_c_keeps_the_decisions_taken_prints_the_summary_and_exits_130(tmp_path):
    root = store_with_queue(tmp_path)
    child = spawn(root, tmp_path)
    child.expect("Candidate 1/2")
    child.expect(PROMPT)
    child.send("p")
    child.expect("Candidate 2/2")
    child.expect(PROMPT)
    child.sendintr()
    child.expect(r"Reviewed 1 of 2 candidate\(s\): promoted 1, rejected 0, edited 0, skipped 0 "
                 r"\(interrupted; every decision taken is kept\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "status: active" in (root / "auto/adaptation-adopt-redis-streams-for-the-queue.md").read_text()
    assert "status: candidate" in (root / "auto/preference-explicit-retries-over-silent-ones.md").read_text()


def test_whole_file_names_are_wrapped_never_cut_at_80_columns(tmp_path):
    deep = "auto/" + "/".join(["a-rather-long-folder-name-for-projects"] * 3) + "/candidate-with-a-long-file-name.md"
    root = make_store(tmp_path, {deep: "---\nid: deep-one\nstatus: candidate\ntype: fact\n---\nThe deploy window is Tuesday.\n"})
    child = pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "--now", NOW, "review"],
                          env={"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path / "home"), "NO_COLOR": "1",
                               "TERM": "dumb"}, encoding="utf-8", timeout=30, dimensions=(40, 80))
    child.expect(PROMPT.replace("> ", ""))
    screen = child.before
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert len(deep) > 80
    lines = screen.replace("\r", "").splitlines()
    assert all(len(line) <= 80 for line in lines)
    start = next(i for i, line in enumerate(lines) if line.startswith("File"))
    joined = "".join(line[9:] for line in lines[start:start + 3])
    assert deep in joined and "…" not in joined
