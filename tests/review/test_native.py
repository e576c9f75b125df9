"""Promotion in Claude Code's folder writes native memory files linked from ``MEMORY.md`` (docs/contracts.md §1b)."""

from __future__ import annotations

import json
from pathlib import Path

from memcli.clock import make_clock
from memcli.formats import index_links
from memcli.review.decisions import auto_promote
from memcli.review.native import native_type
from memcli.store import Store
from tests.conftest import cli, make_store, snapshot

NOW = "2026-05-17T02:00:00Z"
INDEX = ("# Memory Index\n\n- [Style](feedback_style.md) \u2014 Terse\n\nSome notes of the person.\n\n"
         "## Pending Review (Lint findings)\n- detected_at=2026-05-10 \u2014 a.md vs b.md \u2014 x | y\n")


def candidate(id: str, type: str, content: str, confidence: float = 0.6) -> str:
    return (f"---\nid: {id}\ntype: {type}\nstatus: candidate\nconfidence: {confidence}\n"
            f"source: user_instruction from /p/s.jsonl:3\ncreated: 2026-05-16T10:00:00.000Z\n---\n{content}\n")


def claude_store(tmp_path: Path, files: dict[str, str]) -> Path:
    return make_store(tmp_path, {"memcli.toml": 'layout = "claude-code"\n', "MEMORY.md": INDEX,
                                 "feedback_style.md": "---\nname: Style\ndescription: Terse\ntype: feedback\n---\nTerse.\n",
                                 **files})


def run(root: Path, *args: str):
    return cli(["--dir", str(root), "--now", NOW, *args])


def test_promote_writes_each_type_natively_and_links_it_after_the_last_index_line(tmp_path):
    root = claude_store(tmp_path, {
        ".memcli/candidates/p.md": candidate("p", "preference", "Always use pnpm instead of npm."),
        ".memcli/candidates/d.md": candidate("d", "decision", "We use Postgres 16 for the shop."),
        ".memcli/candidates/f.md": candidate("f", "fact", "I'm a backend engineer on the payments team."),
        ".memcli/candidates/k.md": candidate("k", "knowledge", "The staging API lives at staging.example.com."),
    })
    result = run(root, "review", "promote", "p", "d", "f", "k", "--format", "json")
    assert result.exit_code == 0, result.stderr
    written = {d["id"]: d["written"] for d in json.loads(result.stdout)["decisions"]}
    assert written == {"p": "feedback_always_use_pnpm_instead_of_npm.md", "d": "project_we_use_postgres_16_for_the.md",
                       "f": "user_im_a_backend_engineer_on_the.md", "k": "project_the_staging_api_lives_at_staging.md"}
    assert (root / written["p"]).read_text() == (
        "---\nname: always-use-pnpm-instead-of-npm\ndescription: Always use pnpm instead of npm.\ntype: feedback\n"
        "source: user_instruction from /p/s.jsonl:3\ncreated: 2026-05-16T10:00:00.000Z\n---\n"
        "Always use pnpm instead of npm.\n")
    index = (root / "MEMORY.md").read_text()
    assert index.startswith("# Memory Index\n\n- [Style](feedback_style.md) \u2014 Terse\n"
                            "- [always-use-pnpm-instead-of-npm](feedback_always_use_pnpm_instead_of_npm.md) "
                            "\u2014 Always use pnpm instead of npm.\n")
    assert index.endswith("\nSome notes of the person.\n\n## Pending Review (Lint findings)\n"
                          "- detected_at=2026-05-10 \u2014 a.md vs b.md \u2014 x | y\n"), "the person's text and Pending stay"
    assert index_links.linked_files(index) == ["feedback_style.md", *written.values()]
    queue = (root / ".memcli/candidates/p.md").read_text()
    assert "status: active\n" in queue and f"promoted_to: {written['p']}\n" in queue
    assert "already" not in run(root, "review", "list").stdout
    assert run(root, "review", "promote", "p").exit_code == 1, "a promoted candidate is not a candidate any more"


def test_the_type_table_maps_memcli_types_to_claude_codes_four(tmp_path):
    table = {"preference": "feedback", "instruction": "feedback", "fact": "project", "decision": "project"}
    assert native_type("preference", "x", table) == "feedback"
    assert native_type("constraint", "x", {}) == "project", "an unknown type is project knowledge"
    assert native_type("fact", "My name is Sam.", table) == "user", "about the person"
    assert native_type("reference", "x", table) == "reference", "Claude Code's own type is kept"
    root = claude_store(tmp_path, {"memcli.toml": 'layout = "claude-code"\n[claude_code.types]\npreference = "user"\n',
                                   ".memcli/candidates/p.md": candidate("p", "preference", "I like short answers.")})
    result = run(root, "review", "promote", "p")
    assert result.exit_code == 0 and "native memory user_i_like_short_answers.md, linked from MEMORY.md" in result.stdout


def test_reject_and_undo_keep_the_index_in_step(tmp_path):
    root = claude_store(tmp_path, {
        ".memcli/candidates/p.md": candidate("p", "preference", "Always use pnpm instead of npm."),
        "project_draft.md": candidate("draft", "fact", "The shop ships on Fridays."),
    })
    (root / "MEMORY.md").write_text(index_links.add_link(INDEX, "draft", "project_draft.md", "ships on Fridays"))
    before = snapshot(root)
    assert run(root, "review", "promote", "p").exit_code == 0
    assert run(root, "undo").exit_code == 0
    assert snapshot(root) == before, "undo takes the native file and its link back"

    assert run(root, "review", "reject", "draft").exit_code == 0
    index = (root / "MEMORY.md").read_text()
    assert "project_draft.md" not in index and index == INDEX, "a rejected memory loses its link"


def test_auto_promote_writes_natively_too(tmp_path):
    root = claude_store(tmp_path, {})
    store = Store.open(root, make_clock(NOW))
    with store.transaction("consolidate: capture") as tx:
        tx.write_text(".memcli/candidates/sure.md", candidate("sure", "decision", "We deploy with blue-green.", 0.95))
        tx.write_text(".memcli/candidates/unsure.md", candidate("unsure", "decision", "We deploy on Mondays.", 0.5))
        decisions = auto_promote(store, tx, [".memcli/candidates/sure.md", ".memcli/candidates/unsure.md"])
    assert [(d.id, d.written) for d in decisions] == [("sure", "project_we_deploy_with_blue_green.md")]
    assert index_links.is_linked((root / "MEMORY.md").read_text(), "project_we_deploy_with_blue_green.md")
    assert not list(root.glob("project_we_deploy_on*"))


def test_memcli_layout_promotes_in_place(tmp_path):
    root = make_store(tmp_path, {"auto/p.md": candidate("p", "preference", "Always use pnpm instead of npm.")})
    before = (root / "MEMORY.md").read_text()
    result = run(root, "review", "promote", "p", "--format", "json")
    assert json.loads(result.stdout)["decisions"][0] == {"id": "p", "kind": "memory", "path": "auto/p.md",
                                                         "action": "promote", "from": "candidate", "to": "active"}
    assert sorted(p.relative_to(root).as_posix() for p in root.rglob("*.md") if ".memcli" not in p.parts) == [
        "MEMORY.md", "auto/p.md"]
    assert (root / "MEMORY.md").read_text() == before


def test_index_links_escape_names_and_stay_one_line():
    text = index_links.add_link("# Memory Index\n", "a\n## Injected", "evil\n- [x](y).md", "one\ntwo " + "w" * 200)
    lines = text.splitlines()
    assert len(lines) == 3 and lines[2].startswith("- [a\\n## Injected](evil\\n-%20[x]%28y%29.md) \u2014 one two ")
    assert len(lines[2].split(" \u2014 ", 1)[1]) <= index_links.MAX_DESCRIPTION
    assert index_links.linked_files(text) == ["evil\n- [x](y).md"]
    assert index_links.remove_link(text, "evil\n- [x](y).md") == "# Memory Index\n\n"
    assert index_links.add_link(text, "again", "evil\n- [x](y).md", "d") == text, "a file is linked once"
