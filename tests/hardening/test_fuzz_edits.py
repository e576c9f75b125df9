"""Surgical edits as the real commands make them, on generated files (issue 9 part 2).

``tests/store/test_frontmatter_properties.py`` proves the editor itself
(no-op edits are byte-identical, one key set or removed touches only that
key). Here the same properties are checked end to end, through the
commands and the transaction layer, on files whose other keys, comments,
quoting, line endings, BOM and body are generated:

- ``review promote`` changes only ``status``; ``reinforce`` only the
  counters; ``lint resolve`` only ``resolved_at``, ``resolution_basis`` and
  ``do_not_reopen`` (keeping the other partners' records); ``patterns run``
  only its documented keys;
- "only" is checked byte for byte: removing the changed keys from the old
  and the new file gives the same text, and the body is untouched;
- running the command again changes nothing (read → write with no change
  leaves every byte and the file's mtime as they were).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memcli.store.frontmatter import edit, parse, split
from tests.conftest import cli, make_store
from tests.hardening.fuzzing import CASES, SLOW
from tests.store.test_frontmatter_properties import BLOCK_VALUES, EXTRA_LINES, VALUE_SPELLINGS

pytestmark = pytest.mark.slow  # fuzzing: `pytest -m "not slow"` leaves them out

NOW = "2026-05-17"
EXTRA_KEYS = ["version", "flag", "name", "notes", "x_custom", "count", "tags", "description", "source", "pinned"]
PARTNER_RECORDS = ["[]", "\n  - {partner: other.md, before: 2026-08-15}",
                   "\n  - partner: old.md\n    before: 2026-01-01\n  - partner: other.md\n    before: 2027-01-01"]
body_text = st.text(alphabet=st.one_of(st.characters(blacklist_categories=("Cs", "Cc")), st.sampled_from("\n\t")),
                    max_size=80)


@st.composite
def extras(draw) -> list[str]:
    """Frontmatter lines of keys no command means to touch, in any spelling, with comments and blank lines."""
    lines = []
    for key in draw(st.lists(st.sampled_from(EXTRA_KEYS), max_size=5, unique=True)):
        if draw(st.booleans()):
            lines.append(draw(st.sampled_from(EXTRA_LINES)))
        value = draw(st.one_of(st.sampled_from(VALUE_SPELLINGS), st.sampled_from(BLOCK_VALUES)))
        lines.append(f"{key}:{'' if value.startswith(chr(10)) else ' '}{value}")
    return lines


@st.composite
def memory_file(draw, required: list[str], body: str | None = None, more: list[str] = ()) -> str:
    """A memory file: the required lines, generated extra lines around them, a body, LF or CRLF, maybe a BOM."""
    lines = draw(extras())
    for line in [*required, *more]:
        lines.insert(draw(st.integers(0, len(lines))), line)
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    tail = body if body is not None else draw(body_text).strip() or "x"
    bom = draw(st.sampled_from(["", "\ufeff"]))
    text = bom + "---" + newline + "".join(line.replace("\n", newline) + newline for line in lines) + "---" + newline
    notes = "" if body is not None else draw(st.sampled_from(["", newline + "trailing notes" + newline]))
    return text + tail.replace("\n", newline) + newline + notes


def only_changed(old: str, new: str, allowed: set[str]) -> set[str]:
    """The keys that changed; asserts nothing else did (byte for byte) and the body and BOM are intact."""
    before, after = parse(old)[0], parse(new)[0]
    changed = {k for k in before.keys() | after.keys() if before.get(k, KeyError) != after.get(k, KeyError)}
    assert changed <= allowed, changed - allowed
    assert split(new).body == split(old).body and split(new).bom == split(old).bom
    assert edit(new, remove=sorted(allowed)) == edit(old, remove=sorted(allowed)), "only those keys' lines changed"
    newline = "\r\n" if split(old).newline == "\r\n" else "\n"
    if newline == "\r\n":
        assert new.count("\n") == new.count("\r\n"), "CRLF kept"
    return changed


def stamps(root: Path) -> dict[str, tuple[bytes, int]]:
    """Bytes and mtime of every store file (tool state excluded)."""
    return {p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns) for p in root.rglob("*")
            if p.is_file() and ".memcli" not in p.parts}


def run(root: Path, *args: str) -> tuple[int, str]:
    result = cli(["--dir", str(root), "--now", NOW, *args])
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr, result.stderr
    return result.exit_code, result.stdout


def in_store(files: dict[str, str]):
    """A temporary store (hypothesis examples cannot use the function-scoped tmp_path)."""
    folder = tempfile.TemporaryDirectory()
    return folder, make_store(Path(folder.name), files)


@SLOW
@given(text=memory_file(["id: c", "type: preference", "status: candidate"]))
def test_review_promote_changes_only_status(text):
    CASES["real edits: review promote"] += 1
    folder, root = in_store({"auto/c.md": text})
    with folder:
        assert run(root, "review", "promote", "c")[0] == 0
        new = (root / "auto/c.md").read_bytes().decode()
        assert only_changed(text, new, {"status"}) == {"status"} and parse(new)[0]["status"] == "active"
        settled = stamps(root)
        assert run(root, "review", "promote", "c")[0] == 1, "no longer a candidate"
        assert stamps(root) == settled


@SLOW
@given(text=memory_file(["id: m", "type: preference"], body="I prefer dark mode in every editor and terminal."),
       confidence=st.sampled_from([None, "0.7", "0.80", "1", "0.5  # from extraction"]))
def test_reinforce_changes_only_the_counters(text, confidence):
    CASES["real edits: reinforce"] += 1
    if confidence is not None:
        text = edit(text, set={"confidence": float(confidence.split()[0])})
    folder, root = in_store({"auto/m.md": text, "inbox/i.json": json.dumps(
        {"id": "i1", "response": "As you said: I prefer dark mode in every editor and terminal."})})
    with folder:
        assert run(root, "reinforce", "--format", "json")[0] == 0
        new = (root / "auto/m.md").read_bytes().decode()
        changed = only_changed(text, new, {"confidence", "reference_count", "last_referenced_at"})
        assert {"reference_count", "last_referenced_at"} <= changed and parse(new)[0]["reference_count"] == 1


@SLOW
@given(a=memory_file(["id: a", "type: fact"], body="The web monorepo uses pnpm workspaces for every package."),
       b=memory_file(["id: b", "type: project"],
                     body="The web monorepo does not use pnpm; it uses npm workspaces for every package."),
       records=st.sampled_from([None, *PARTNER_RECORDS]))
def test_lint_resolve_changes_only_its_three_keys(a, b, records):
    CASES["real edits: lint resolve"] += 1
    if records is not None:
        a = a.replace("id: a", f"id: a{split(a).newline}do_not_reopen:{'' if records.startswith(chr(10)) else ' '}"
                      f"{records.replace(chr(10), split(a).newline)}", 1)
    folder, root = in_store({"auto/a.md": a, "auto/b.md": b})
    with folder:
        code, _ = run(root, "lint", "resolve", "a.md", "b.md", "--keep", "both", "--reason", "both hold")
        assert code == 0
        keys = {"resolved_at", "resolution_basis", "do_not_reopen"}
        for name, old in (("a", a), ("b", b)):
            new = (root / f"auto/{name}.md").read_bytes().decode()
            assert only_changed(old, new, keys) == keys
            partners = [r["partner"] for r in parse(new)[0]["do_not_reopen"]]
            kept = [r["partner"] for r in parse(old)[0].get("do_not_reopen") or []]
            assert set(kept) <= set(partners) and ("b.md" if name == "a" else "a.md") in partners
        settled = stamps(root)
        assert run(root, "lint", "resolve", "a.md", "b.md", "--keep", "both", "--reason", "both hold")[0] == 0
        assert stamps(root) == settled, "resolving the same pair again on the same day changes nothing"


PATTERN_KEYS = {"derived_from", "derived_via", "updated", "reinforcement_count", "last_reinforced_at", "status",
                "supersededBy", "supersededAt"}


@SLOW
@given(texts=st.lists(memory_file(["type: preference"], body="I prefer tabs over spaces."), min_size=3, max_size=3))
def test_patterns_run_changes_only_its_keys_and_is_idempotent(texts):
    CASES["real edits: patterns run"] += 1
    files = {f"facts/p{i}.md": text.replace("type: preference", f"id: p{i}{split(text).newline}type: preference", 1)
             for i, text in enumerate(texts)}
    folder, root = in_store(files)
    with folder:
        code, out = run(root, "patterns", "run", "--format", "json")
        assert code == 0 and json.loads(out)["clustersFound"] == 1
        for rel, old in files.items():
            only_changed(old, (root / rel).read_bytes().decode(), PATTERN_KEYS)
        settled = stamps(root)
        assert run(root, "patterns", "run")[0] == 0
        assert stamps(root) == settled, "a second run writes nothing"


@SLOW
@given(text=memory_file(["id: t", "type: fact"]))
def test_a_transaction_that_writes_the_same_text_leaves_the_file_alone(text):
    """read → write with no change: the bytes and the mtime stay, and no transaction is recorded."""
    CASES["real edits: unchanged write"] += 1
    from memcli.clock import make_clock
    from memcli.safeedit import load_history
    from memcli.store import Store

    folder, root = in_store({"auto/t.md": text})
    with folder:
        before = stamps(root)
        store = Store.open(root, make_clock(NOW))
        with store.transaction("noop") as tx:
            tx.write_text("auto/t.md", edit(tx.read_text("auto/t.md"), set={}, remove=[]))
        assert tx.record is None and stamps(root) == before and load_history(root) == []
        assert os.stat(root / "auto/t.md").st_mtime_ns == before["auto/t.md"][1]
