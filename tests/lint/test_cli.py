"""memcli lint / lint resolve / lint review through the CLI (CliRunner and real processes)."""

import json
import shutil

from memcli.formats.pending import HEADING, PendingItem, parse_pending
from memcli.lint.pending_section import update_pending
from memcli.safeedit import load_history
from memcli.store import INDEX_TEMPLATE
from memcli.store.frontmatter import parse
from tests.conftest import REPO, cli, make_store, memcli_subprocess, snapshot

SAMPLE = REPO / "tests" / "data" / "lint_eval" / "sample_store"
NOW = ["--now", "2026-05-17"]
CLAIM_A = "Never enable the response cache on the pricing API."
CLAIM_B = "The pricing API serves its responses from the Redis response cache (TTL 60 s) to keep p95 under 100 ms."
EM = "\u2014"


def sample(tmp_path):
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    return root


def run(root, *args, **kw):
    return cli(["--dir", str(root), *NOW, *args], **kw)


# ---------------------------------------------------------------- memcli lint


def test_new_user_flow_lint_finds_the_cross_type_contradiction_resolve_settles_it(tmp_path):
    root = sample(tmp_path)
    first = run(root, "lint")
    assert first.exit_code == 1
    assert first.stdout == (
        "contradiction: auto/feedback_pricing_cache.md vs auto/project_pricing_api.md\n"
        f"  A auto/feedback_pricing_cache.md: {CLAIM_A}\n"
        f"  B auto/project_pricing_api.md: {CLAIM_B}\n"
        "0 finding(s), 1 contradiction(s) (3 candidate pair(s) among 6 live memories)\n")
    settled = run(root, "lint", "resolve", "feedback_pricing_cache.md", "auto/project_pricing_api.md", "--keep", "a")
    assert settled.exit_code == 0, settled.stderr
    assert "kept feedback_pricing_cache.md" in settled.stdout
    again = run(root, "lint")
    assert again.exit_code == 0
    assert again.stdout.startswith("No findings and no contradictions")
    text = (root / "auto/project_pricing_api.md").read_text()
    assert f"{CLAIM_B} (superseded 2026-05-17: feedback_pricing_cache.md kept in review)\n" in text


def test_lint_json_shape_and_writes_nothing(tmp_path):
    root = sample(tmp_path)
    before = snapshot(root)
    result = run(root, "lint", "--format", "json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert list(doc) == ["findings", "contradictions"]
    assert doc["findings"] == []
    (found,) = doc["contradictions"]
    assert list(found) == ["a", "b", "verdict", "claim_a", "claim_b", "reason"]
    assert found["a"] == "auto/feedback_pricing_cache.md" and found["verdict"] == "contradiction"
    assert found["reason"] == f"{CLAIM_A} | {CLAIM_B[:80].rstrip()}"
    assert snapshot(root) == before


def test_exit_zero_and_judge_none(tmp_path):
    root = sample(tmp_path)
    assert run(root, "lint", "--exit-zero").exit_code == 0
    none = run(root, "lint", "--judge", "none")
    assert none.exit_code == 0 and "no judge" in none.stdout
    bad = run(root, "lint", "--judge", "oracle")
    assert bad.exit_code == 2 and bad.stderr.startswith("memcli: error: --judge expects one of builtin, claude, llm, none")
    assert run(root, "lint", "--format", "xml").exit_code == 2


def test_file_findings_from_validate_are_reported_with_exit_1(tmp_path):
    root = make_store(tmp_path, {
        "auto/broken.md": "---\nname: [unclosed\n---\nbody\n",
        "auto/dangling.md": "---\nsupersededBy: nobody-here\ndo_not_reopen:\n  - partner: gone.md\n    before: 2026-09-01\n---\nx\n",
        "auto/dup1.md": "---\nid: same\n---\none\n", "auto/dup2.md": "---\nid: same\n---\ntwo\n",
        "auto/binary.md": b"\x00\x01\x02binary",
    })
    result = run(root, "lint", "--format", "json")
    assert result.exit_code == 1
    codes = sorted(f["code"] for f in json.loads(result.stdout)["findings"])
    assert codes == ["binary", "dangling_ref", "dangling_ref", "duplicate_id", "yaml_error"]
    text = run(root, "lint")
    assert "auto/broken.md:2: yaml_error:" in text.stdout and "Traceback" not in text.stderr
    assert run(root, "lint", "--judge", "none", "--exit-zero").exit_code == 0


def test_subprocess_separates_stdout_and_stderr_and_missing_store_is_exit_2(tmp_path):
    root = sample(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), *NOW, "lint", "--format", "json"])
    assert proc.returncode == 1 and proc.stderr == b""
    assert json.loads(proc.stdout)["contradictions"][0]["b"] == "auto/project_pricing_api.md"
    assert proc.stdout.endswith(b"}\n") and not proc.stdout.endswith(b"\n\n")
    missing = memcli_subprocess(["--dir", str(tmp_path / "nope"), "lint"])
    assert missing.returncode == 2 and missing.stdout == b"" and b"memcli init" in missing.stderr


# ---------------------------------------------------------------- memcli lint resolve


def pending_store(tmp_path, *, with_bullet=True, other_bullet=True):
    root = sample(tmp_path)
    items = []
    if with_bullet:
        items.append(PendingItem("2026-05-10", "feedback_pricing_cache.md", "project_pricing_api.md",
                                 f"{CLAIM_A} | {CLAIM_B[:80].rstrip()}"))
    if other_bullet:
        items.append(PendingItem("2026-05-12", "feedback_tests_first.md", "user_profile.md", "x | y"))
    index = root / "MEMORY.md"
    index.write_text(update_pending(index.read_text(), items, []))
    return root


def test_resolve_keep_b_uses_the_bullet_claims_and_removes_only_that_bullet(tmp_path):
    root = pending_store(tmp_path)
    index_before = (root / "MEMORY.md").read_text()
    result = run(root, "lint", "resolve", "project_pricing_api.md", "feedback_pricing_cache.md", "--keep", "a",
                 "--reason", "the cache has a 60 s TTL now", "--format", "json")
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    assert doc["annotated"] == "auto/feedback_pricing_cache.md" and doc["claim"] == CLAIM_A
    assert doc["resolution_basis"] == "project_pricing_api.md kept in review: the cache has a 60 s TTL now"
    assert sorted(doc["changed"]) == ["MEMORY.md", "auto/feedback_pricing_cache.md", "auto/project_pricing_api.md"]
    loser = (root / "auto/feedback_pricing_cache.md").read_text()
    assert (f"\n{CLAIM_A} (superseded 2026-05-17: project_pricing_api.md kept in review: "
            "the cache has a 60 s TTL now)\n") in loser
    for rel, partner in (("auto/feedback_pricing_cache.md", "project_pricing_api.md"),
                         ("auto/project_pricing_api.md", "feedback_pricing_cache.md")):
        meta = parse((root / rel).read_text())[0]
        assert meta["resolved_at"] == "2026-05-17"
        assert meta["do_not_reopen"] == [{"partner": partner, "before": "2026-08-15"}]
    index = (root / "MEMORY.md").read_text()
    assert [i.pair for i in parse_pending(index)] == [("feedback_tests_first.md", "user_profile.md")]
    assert index.startswith(index_before.split(HEADING)[0])
    (record,) = load_history(root)
    assert len(record.paths) == 3  # one transaction


def test_resolve_last_bullet_removes_the_heading_and_restores_the_index(tmp_path):
    root = pending_store(tmp_path, other_bullet=False)
    original = (SAMPLE / "MEMORY.md").read_text()
    assert run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", "both").exit_code == 0
    assert (root / "MEMORY.md").read_text() == original
    for rel in ("auto/feedback_pricing_cache.md", "auto/project_pricing_api.md"):
        text = (root / rel).read_text()
        assert "(superseded" not in text
        assert 'resolution_basis: "both valid: feedback_pricing_cache.md and project_pricing_api.md do not conflict"' in text


def test_resolve_without_bullet_asks_the_judge_and_dismiss_writes_records(tmp_path):
    root = pending_store(tmp_path, with_bullet=False, other_bullet=False)
    keep = run(root, "lint", "resolve", "auto/feedback_pricing_cache.md", "project_pricing_api", "--keep", "b",
               "--dry-run")
    assert keep.exit_code == 0
    assert keep.stdout.startswith("Would resolve auto/feedback_pricing_cache.md vs auto/project_pricing_api.md: "
                                  "kept project_pricing_api.md\n")
    assert f"superseded claim in auto/feedback_pricing_cache.md: {CLAIM_A}" in keep.stdout
    dismiss = run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", "dismiss")
    assert dismiss.exit_code == 0
    text = (root / "auto/feedback_pricing_cache.md").read_text()
    assert 'resolution_basis: "dismissed in review: not a contradiction"' in text and "(superseded" not in text
    assert run(root, "lint").exit_code == 0


def test_resolve_dry_run_prints_the_same_and_writes_nothing(tmp_path):
    root = pending_store(tmp_path)
    before = snapshot(root)
    dry = run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", "a", "--dry-run")
    assert dry.exit_code == 0 and dry.stdout.startswith("Would resolve")
    assert "would change MEMORY.md" in dry.stdout
    assert snapshot(root) == before and load_history(root) == []
    real = run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", "a")
    assert real.stdout.replace("Resolved", "Would resolve").replace("  changed", "  would change") == dry.stdout


def test_resolve_errors(tmp_path):
    root = pending_store(tmp_path)
    (root / "other").mkdir()
    (root / "other" / "user_profile.md").write_text("---\ntype: user\n---\nSomeone else.\n")
    before = snapshot(root)
    unknown = run(root, "lint", "resolve", "nope.md", "user_profile.md", "--keep", "a")
    assert unknown.exit_code == 1 and "no memory file 'nope.md'" in unknown.stderr
    ambiguous = run(root, "lint", "resolve", "user_profile.md", "feedback_tests_first.md", "--keep", "dismiss")
    assert ambiguous.exit_code == 2 and "names 2 memory files" in ambiguous.stderr
    same = run(root, "lint", "resolve", "auto/user_profile.md", "auto/user_profile.md", "--keep", "both")
    assert same.exit_code == 2
    bad_keep = run(root, "lint", "resolve", "a.md", "b.md", "--keep", "neither")
    assert bad_keep.exit_code == 2 and "--keep expects one of a, b, both, dismiss" in bad_keep.stderr
    no_claims = run(root, "lint", "resolve", "auto/user_profile.md", "feedback_tests_first.md", "--keep", "a")
    assert no_claims.exit_code == 1 and "use --keep both or --keep dismiss" in no_claims.stderr
    assert snapshot(root) == before


def test_resolve_refuses_when_the_claim_line_is_gone(tmp_path):
    root = pending_store(tmp_path, other_bullet=False)
    path = root / "auto/project_pricing_api.md"
    path.write_text(path.read_text().replace(CLAIM_B, "The pricing API is served straight from Postgres."))
    before = snapshot(root)
    result = run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", "a")
    assert result.exit_code == 1
    assert snapshot(root) == before


def test_resolve_through_a_real_process(tmp_path):
    root = pending_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), *NOW, "lint", "resolve", "feedback_pricing_cache.md",
                              "project_pricing_api.md", "--keep", "b"])
    assert proc.returncode == 0 and proc.stderr == b""
    assert proc.stdout.decode().startswith("Resolved auto/feedback_pricing_cache.md vs auto/project_pricing_api.md: kept")
    assert len(parse_pending((root / "MEMORY.md").read_text())) == 1


# ---------------------------------------------------------------- memcli lint review (line input)


def test_review_with_piped_answers_keeps_skips_and_quits(tmp_path):
    root = pending_store(tmp_path)
    result = run(root, "lint", "review", input="x\na\nq\n", env={"COLUMNS": "240"})
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Pair 1 of 2" in out and "detected 2026-05-10 (7 day(s) ago)" in out
    assert CLAIM_A in out and "auto/feedback_pricing_cache.md" in out and "auto/project_pricing_api.md" in out
    assert "(unknown key 'x'; press ? for help)" in out
    assert "Pair 2 of 2" in out
    assert "Reviewed 1 of 2 pair(s): kept A 1, kept B 0, both valid 0, dismissed 0, edited 0, skipped 0 (quit early)" in out
    assert "(superseded 2026-05-17: feedback_pricing_cache.md kept in review)" in (
        root / "auto/project_pricing_api.md").read_text()
    assert [i.pair for i in parse_pending((root / "MEMORY.md").read_text())] == [
        ("feedback_tests_first.md", "user_profile.md")]


def test_review_dismisses_a_pair_whose_file_is_gone_and_end_of_input_quits(tmp_path):
    root = pending_store(tmp_path)
    index = root / "MEMORY.md"
    index.write_text(update_pending(index.read_text(), [PendingItem("2026-05-01", "ghost.md", "user_profile.md", "p | q")], []))
    result = run(root, "lint", "review", input="s\nd\nd\n")
    assert result.exit_code == 0
    assert "ghost.md (file not found)" in result.stdout
    assert "removed 1 bullet(s) for ghost.md vs user_profile.md" in result.stdout
    left = [i.pair for i in parse_pending(index.read_text())]
    assert left == [("feedback_pricing_cache.md", "project_pricing_api.md")]
    ended = run(root, "lint", "review", input="")
    assert ended.exit_code == 0 and "Reviewed 0 of 1" in ended.stdout


def test_review_dry_run_and_empty_section(tmp_path):
    root = pending_store(tmp_path)
    before = snapshot(root)
    result = run(root, "lint", "review", "--dry-run", input="a\nv\n")
    assert result.exit_code == 0 and "Dry run, nothing written. Reviewed 2 of 2 pair(s): kept A 1" in result.stdout
    assert snapshot(root) == before
    empty = make_store(tmp_path, {"MEMORY.md": INDEX_TEMPLATE}, name="empty")
    nothing = run(empty, "lint", "review")
    assert nothing.exit_code == 0 and nothing.stdout == "Nothing to review: MEMORY.md has no Pending Review bullets.\n"


def test_review_with_piped_answers_can_open_a_file_in_the_editor(tmp_path):
    import sys

    root = pending_store(tmp_path)
    editor = tmp_path / "editor.py"
    editor.write_text("import sys\np = sys.argv[1]\nopen(p, 'a').write('Checked again in May.\\n')\n")
    result = run(root, "lint", "review", input="o\nb\nq\n", env={"EDITOR": f"{sys.executable} {editor}"})
    assert result.exit_code == 0, result.stderr
    assert "Saved auto/project_pricing_api.md" in result.stdout
    assert (root / "auto/project_pricing_api.md").read_text().endswith("Checked again in May.\n")
    assert "edited 1" in result.stdout
