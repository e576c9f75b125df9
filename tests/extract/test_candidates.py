"""Records → candidates: dedup key, the active-memory filter, project inheritance, redaction on the way."""

from __future__ import annotations

from memcli.clock import make_clock
from memcli.extract.candidates import ExtractStats, dedup_key, extract_candidates
from memcli.extract.readers import read_inputs
from memcli.store import Store
from tests.conftest import make_store
from tests.extract.builders import assistant, interaction, write_lines

CLOCK = make_clock("2026-05-17")


def candidates_for(tmp_path, inputs: dict[str, list[str]], memories: dict[str, str] | None = None, **kwargs):
    root = make_store(tmp_path, memories or {})
    for name, lines in inputs.items():
        write_lines(root / "inbox" / name, lines)
    store = Store.open(root, CLOCK)
    stats = ExtractStats()
    found = extract_candidates(read_inputs([root / "inbox"], root=root, project=kwargs.pop("project", None)), store,
                               stats=stats, **kwargs)
    return found, stats


def test_three_distinct_cues_in_one_response_give_three_candidates(tmp_path):
    text = ("## Decision: adopt Redis streams for the queue\n"
            "I prefer explicit retries over silent ones.\n"
            "The requirement is zero message loss during the switch.")
    found, _ = candidates_for(tmp_path, {"a.jsonl": [interaction(id="i1", response=text)]})
    assert [(c.rule, c.type, c.content) for c in found] == [
        ("decision_heading", "adaptation", "adopt Redis streams for the queue"),
        ("preference_sentence", "preference", "explicit retries over silent ones"),
        ("requirement_sentence", "project", "zero message loss during the switch"),
    ]
    assert {c.source for c in found} == {"interaction:i1"}


def test_dedup_key_is_type_normalized_content_and_rule(tmp_path):
    text = ("I prefer Explicit   retries over silent ones!\n"
            "Later: i prefer explicit retries over silent ones.\n"  # same key: dropped
            "## Decision: keep explicit retries over silent ones\n"
            "We decided to keep explicit retries over silent ones.\n")  # same type and content, other rule: kept
    found, stats = candidates_for(tmp_path, {"a.jsonl": [interaction(response=text), interaction(response=text)]})
    assert [(c.rule, c.content) for c in found] == [
        ("preference_sentence", "Explicit retries over silent ones"),
        ("decision_heading", "keep explicit retries over silent ones"),
        ("decided_to_sentence", "keep explicit retries over silent ones"),
    ]
    assert stats.duplicates == 5
    assert dedup_key("preference", "A  b.", "r") == dedup_key("preference", "a b", "r")


def test_active_memory_filter_is_scoped_by_type_and_project(tmp_path):
    memories = {
        "auto/same.md": "---\ntype: preference\nproject: web\n---\nsmall pull requests always\n",
        "auto/other-type.md": "---\ntype: knowledge\nproject: web\n---\nuse pnpm workspaces everywhere\n",
        "auto/other-project.md": "---\ntype: preference\nproject: payments\n---\nshort standups daily please\n",
        "auto/not-active.md": "---\ntype: preference\nproject: web\nstatus: superseded\n---\ndark mode in the editor\n",
    }
    text = ("I prefer small pull requests always. I prefer use pnpm workspaces everywhere. "
            "I prefer short standups daily please. I prefer dark mode in the editor.")
    found, stats = candidates_for(tmp_path, {"a.jsonl": [interaction(response=text, project="web")]}, memories)
    assert [c.content for c in found] == ["use pnpm workspaces everywhere", "short standups daily please",
                                          "dark mode in the editor"]
    assert stats.dropped_active == 1


def test_candidates_inherit_the_interaction_project_or_the_fallback(tmp_path):
    found, _ = candidates_for(tmp_path, {
        "i.jsonl": [interaction(response="## Fact: the payments API times out at 30s", project="payments"),
                    interaction(response="## Fact: nobody named a project for this one")],
        "t.jsonl": [assistant("## Fact: transcripts have no project of their own")],
    }, project="fallback")
    assert [(c.content, c.project) for c in found] == [
        ("the payments API times out at 30s", "payments"),
        ("nobody named a project for this one", "fallback"),
        ("transcripts have no project of their own", "fallback"),
    ]


def test_without_project_candidates_are_global(tmp_path):
    found, _ = candidates_for(tmp_path, {"t.jsonl": [assistant("## Fact: transcripts have no project of their own")]})
    assert [(c.project, c.source) for c in found] == [(None, "inbox/t.jsonl:1")]


def test_secrets_are_redacted_before_rules_see_the_text(tmp_path):
    text = ("## Fact: the deploy key is ghp_abcdefghijklmnopqrstuvwxyz0123456789 for now\n"
            "I prefer DATABASE_URL=postgres://app:hunter2@db.internal/app in local runs.\n"
            "The requirement is OPENAI_API_KEY=abc123 set in CI only\n")
    found, _ = candidates_for(tmp_path, {"a.jsonl": [interaction(response=text)]})
    contents = [c.content for c in found]
    assert contents == ["the deploy key is [REDACTED] for now",
                        "DATABASE_URL=postgres://app:[REDACTED]@db.internal/app in local runs",
                        "OPENAI_API_KEY=[REDACTED] set in CI only"]
    assert not any("ghp_" in c or "hunter2" in c or "abc123" in c for c in contents)


def test_user_side_is_never_mined(tmp_path):
    found, stats = candidates_for(tmp_path, {"a.jsonl": [interaction(prompt="## Fact: said by the user, not mined",
                                                                      response="Sure, done.")]})
    assert found == [] and stats.responses == 1
