"""A claim line marked superseded is not live (docs/contracts.md §5, §7): recall, context and the hooks never offer it.

Driven through ``lint resolve``, as a person settles a pair, then ``recall``,
``context`` and the UserPromptSubmit hook.
"""

from __future__ import annotations

import json
import shutil

from memcli.formats.superseded import live_body
from tests.conftest import REPO, cli, hook_subprocess, make_store

SAMPLE = REPO / "tests" / "data" / "lint_eval" / "sample_store"
NOW = "2026-05-17"
LOSER_CLAIM = "Redis response cache (TTL 60 s)"


def run(root, *args):
    return cli(["--dir", str(root), "--now", NOW, *args])


def resolved_sample(tmp_path, keep):
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    settled = run(root, "lint", "resolve", "feedback_pricing_cache.md", "project_pricing_api.md", "--keep", keep)
    assert settled.exit_code == 0, settled.stderr
    return root


def recall(root, query):
    result = run(root, "recall", query, "--format", "json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["results"]


def context_items(root, prompt):
    result = run(root, "context", prompt, "--format", "json")
    assert result.exit_code == 0, result.stderr
    return [item for section in json.loads(result.stdout)["sections"] for item in section["items"]]


def test_recall_never_ranks_a_file_by_its_superseded_claim(tmp_path):
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    before = recall(root, "TTL p95")
    assert [r["id"] for r in before][:1] == ["project_pricing_api"]  # the claim is what matches, before resolving
    root = resolved_sample(tmp_path / "after", "a")
    assert LOSER_CLAIM + " to keep p95 under 100 ms. (superseded" in (root / "auto/project_pricing_api.md").read_text()
    assert "project_pricing_api" not in [r["id"] for r in recall(root, "TTL p95")]
    # the file's other claims still stand, and recall previews them, not the superseded line
    kept = recall(root, "checkout team on-call")
    assert [r["id"] for r in kept][:1] == ["project_pricing_api"]
    assert kept[0]["preview"].startswith("Owners: the checkout team")


def test_context_packs_no_superseded_claim_in_any_section(tmp_path):
    root = resolved_sample(tmp_path, "b")  # the loser is a feedback memory: the preferences section's kind
    text = (root / "auto/feedback_pricing_cache.md").read_text()
    assert "Never enable the response cache on the pricing API. (superseded 2026-05-17:" in text
    items = context_items(root, "pricing API response cache")
    assert items, "the pack still holds what stands"
    assert not [i for i in items if "Never enable the response cache" in i["text"] or "superseded" in i["text"]]
    # what else the loser says stands
    assert any("stale prices caused a wave of refunds" in i["text"] for i in items if i["id"] == "feedback_pricing_cache")


def test_a_memory_whose_only_claim_is_superseded_is_left_out(tmp_path):
    root = make_store(tmp_path, {
        "auto/feedback_merge.md": "---\nname: Merge style\ntype: feedback\n---\nAlways squash-merge pull requests into main.\n",
        "auto/project_git.md": "---\nname: Git workflow\ntype: project\n---\n"
                               "Never squash-merge pull requests into main; rebase them.\n",
    })
    assert {r["id"] for r in recall(root, "squash merge")} == {"feedback_merge", "project_git"}
    settled = run(root, "lint", "resolve", "feedback_merge.md", "project_git.md", "--keep", "b")
    assert settled.exit_code == 0, settled.stderr
    assert [r["id"] for r in recall(root, "squash merge")] == ["project_git"]
    assert "feedback_merge" not in [r["id"] for r in recall(root, "merge style")]  # not even by its name
    assert {i["id"] for i in context_items(root, "squash merge pull requests")} == {"project_git"}
    # the hook injects what recall returns: never the superseded claim
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    proc = hook_subprocess(["user-prompt-submit", "--dir", str(root)],
                           stdin=json.dumps({"prompt": "should I squash merge this pull request?", "cwd": str(root)}),
                           env={"HOME": str(tmp_path / "home"), "MEMCLI_NOW": NOW})
    assert proc.returncode == 0, proc.stderr
    injected = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Never squash-merge" in injected and "Always squash-merge" not in injected


def test_live_body_keeps_what_stands():
    body = "# Merge\nAlways squash. (superseded 2026-05-17: b.md kept in review)\nCI runs on push.\n"
    assert live_body(body) == "# Merge\nCI runs on push.\n"
    assert live_body("# Merge\nAlways squash. (superseded 2026-05-17: b.md kept)\n\n```\n```\n") is None
    assert live_body("No marker here.\n") == "No marker here.\n"
    assert live_body("Says (superseded soon) in passing.\n") == "Says (superseded soon) in passing.\n"


def test_the_hook_never_injects_a_claim_superseded_since_the_index_was_built(tmp_path):
    root = make_store(tmp_path, {
        "memcli.toml": "[hooks]\nrecall = true\n",
        "auto/feedback_merge.md": "---\nname: Merge style\ntype: feedback\n---\nAlways squash-merge pull requests into main.\n",
        "auto/project_git.md": "---\nname: Git workflow\ntype: project\n---\n"
                               "Never squash-merge pull requests into main; rebase them.\n",
    })

    def injected():
        proc = hook_subprocess(["user-prompt-submit", "--dir", str(root)],
                               stdin=json.dumps({"prompt": "should I squash merge this pull request?", "cwd": str(root)}),
                               env={"HOME": str(tmp_path / "home"), "MEMCLI_NOW": NOW})
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]

    assert {r["id"] for r in recall(root, "squash merge")} == {"feedback_merge", "project_git"}  # builds the index
    assert "Always squash-merge" in injected()
    # the resolution is the last thing memcli runs before the next prompt: no recall refreshes the index meanwhile
    assert run(root, "lint", "resolve", "feedback_merge.md", "project_git.md", "--keep", "b").exit_code == 0
    text = injected()
    assert "Never squash-merge" in text and "Always squash-merge" not in text
