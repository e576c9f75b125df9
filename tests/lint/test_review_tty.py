"""memcli lint review on a real pseudo-terminal (single key presses, Rich panels side by side)."""

import os
import shutil
import sys

import pexpect

from memcli.formats.pending import PendingItem, parse_pending
from memcli.lint.pending_section import update_pending
from memcli.safeedit import load_history
from tests.conftest import REPO

SAMPLE = REPO / "tests" / "data" / "lint_eval" / "sample_store"
CLAIM_A = "Never enable the response cache on the pricing API."
CLAIM_B = "The pricing API serves its responses from the Redis response cache (TTL 60 s) to keep p95 under 100 ms."


def store_with_two_pending(tmp_path):
    root = tmp_path / "store"
    shutil.copytree(SAMPLE, root)
    index = root / "MEMORY.md"
    items = [PendingItem("2026-05-10", "feedback_pricing_cache.md", "project_pricing_api.md",
                         f"{CLAIM_A} | {CLAIM_B[:80].rstrip()}"),
             PendingItem("2026-05-16", "feedback_tests_first.md", "user_profile.md",
                         "Write a failing test before fixing a bug. | Backend developer on the checkout team")]
    index.write_text(update_pending(index.read_text(), items, []))
    return root


def spawn(root, *extra):
    env = dict(os.environ, NO_COLOR="1", TERM="xterm", COLUMNS="200", LINES="60")
    return pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "--now", "2026-05-17", "lint", "review",
                                          *extra], env=env, encoding="utf-8", timeout=30, dimensions=(60, 200))


def test_terminal_walk_keep_b_then_both_valid(tmp_path):
    root = store_with_two_pending(tmp_path)
    child = spawn(root)
    child.expect("Pair 1 of 2")
    child.expect(r"detected 2026-05-10 \(7 day\(s\) ago\)")
    child.expect("A: auto/feedback_pricing_cache.md")
    child.expect("B: auto/project_pricing_api.md")
    child.expect(r"\[a\] keep A  \[b\] keep B  \[v\] both valid  \[d\] dismiss  \[o\] open  \[s\] skip  \[q\] quit  "
                 r"\[\?\] help > ")
    child.send("b")  # one key, no Enter
    child.expect("kept project_pricing_api.md")
    child.expect("Pair 2 of 2")
    child.expect("user_profile.md")
    child.expect("help > ")
    child.send("v")
    child.expect("both valid")
    child.expect(r"Reviewed 2 of 2 pair\(s\): kept A 0, kept B 1, both valid 1, dismissed 0, edited 0, skipped 0")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert parse_pending((root / "MEMORY.md").read_text()) == []
    loser = (root / "auto/feedback_pricing_cache.md").read_text()
    assert f"{CLAIM_A} (superseded 2026-05-17: project_pricing_api.md kept in review)" in loser
    assert 'resolution_basis: "both valid: feedback_tests_first.md and user_profile.md do not conflict"' in (
        root / "auto/user_profile.md").read_text()
    assert len(load_history(root)) == 2  # one transaction per decision


def test_terminal_skip_then_quit_changes_nothing(tmp_path):
    root = store_with_two_pending(tmp_path)
    before = (root / "MEMORY.md").read_text()
    child = spawn(root)
    child.expect("help > ")
    child.send("s")
    child.expect("Pair 2 of 2")
    child.expect("help > ")
    child.send("z")
    child.expect(r"\(unknown key 'z'; press \? for help\)")
    child.send("q")
    child.expect(r"Reviewed 1 of 2 pair\(s\): kept A 0, kept B 0, both valid 0, dismissed 0, edited 0, skipped 1 "
                 r"\(quit early\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert (root / "MEMORY.md").read_text() == before
    assert load_history(root) == []


def test_each_claim_is_shown_with_its_why_lines(tmp_path):
    root = store_with_two_pending(tmp_path)
    child = spawn(root)
    child.expect("help > ")
    screen = child.before.replace("\r", "")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert f"> {CLAIM_A}" in screen, "the claim line is marked"
    assert "**Why:** stale prices caused a wave of refunds in February." in screen
    assert "**How to apply:** when latency work touches `pricing/`" in screen
    assert "Owners: the checkout team; on-call rotates weekly." in screen, "the line after B's claim"


def test_o_opens_a_file_in_the_editor_and_shows_the_pair_again(tmp_path):
    root = store_with_two_pending(tmp_path)
    editor = tmp_path / "editor.py"
    editor.write_text("import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      "open(p, 'w').write(text.replace('stale prices caused', 'stale prices (EUR) caused'))\n")
    env = dict(os.environ, NO_COLOR="1", TERM="xterm", COLUMNS="200", LINES="60", EDITOR=f"{sys.executable} {editor}")
    child = pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "--now", "2026-05-17", "lint", "review"],
                          env=env, encoding="utf-8", timeout=30, dimensions=(60, 200))
    child.expect("help > ")
    child.send("o")
    child.expect(r"Open which file\? \[a\] A  \[b\] B > ")
    child.send("a")
    child.expect("Saved auto/feedback_pricing_cache.md")
    child.expect("Pair 1 of 2")  # drawn again, with the edited context
    child.expect(r"stale prices \(EUR\) caused")
    child.expect("help > ")
    child.send("q")
    child.expect(r"Reviewed 0 of 2 pair\(s\): kept A 0, kept B 0, both valid 0, dismissed 0, edited 1, skipped 0 "
                 r"\(quit early\)")
    child.expect(pexpect.EOF)
    child.close()
    assert "stale prices (EUR) caused" in (root / "auto/feedback_pricing_cache.md").read_text()
    assert len(parse_pending((root / "MEMORY.md").read_text())) == 2, "opening a file settles nothing"


def test_ctrl_c_keeps_the_pair_settled_and_exits_130(tmp_path):
    root = store_with_two_pending(tmp_path)
    child = spawn(root)
    child.expect("help > ")
    child.send("b")
    child.expect("Pair 2 of 2")
    child.expect("help > ")
    child.sendintr()
    child.expect(r"Reviewed 1 of 2 pair\(s\): kept A 0, kept B 1, .* \(interrupted; every decision taken is kept\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert [i.pair for i in parse_pending((root / "MEMORY.md").read_text())] == [
        ("feedback_tests_first.md", "user_profile.md")]
