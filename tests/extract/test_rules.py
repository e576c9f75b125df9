"""The seven extraction rules (docs/contracts.md §6): names, types, cues, content cleaning, bounds, code fences."""

from __future__ import annotations

import pytest

from memcli.extract.cue_rules import RULES, find_cues
from memcli.text import clean_content


def one(text: str):
    cues = find_cues(text)
    assert len(cues) == 1, cues
    return cues[0]


@pytest.mark.parametrize("text, rule, kind, content", [
    ("## Decision: use PostgreSQL for the event store", "decision_heading", "adaptation", "use PostgreSQL for the event store"),
    ("## Decision - use PostgreSQL for the event store", "decision_heading", "adaptation", "use PostgreSQL for the event store"),
    ("## Decision — use PostgreSQL for the event store", "decision_heading", "adaptation", "use PostgreSQL for the event store"),
    ("## Constraint: no network access during CI runs", "constraint_heading", "project", "no network access during CI runs"),
    ("## Requirement: every command takes --dry-run", "requirement_heading", "project", "every command takes --dry-run"),
    ("## Fact: the staging cluster runs Kubernetes 1.29", "fact_heading", "knowledge", "the staging cluster runs Kubernetes 1.29"),
    ("I prefer small pull requests over big ones.", "preference_sentence", "preference", "small pull requests over big ones"),
    ("The user prefers answers without preamble.", "preference_sentence", "preference", "answers without preamble"),
    ("So we decided to pin numpy below 2.0 for now.", "decided_to_sentence", "adaptation", "pin numpy below 2.0 for now"),
    ("The requirement is every write goes through safe-edit.", "requirement_sentence", "project", "every write goes through safe-edit"),
])
def test_each_rule_fires_with_its_name_and_type(text, rule, kind, content):
    cue = one(text)
    assert (cue.rule, cue.type, cue.content) == (rule, kind, content)


def test_rule_table_is_the_spec_table():
    assert [(r.name, r.type) for r in RULES] == [
        ("decision_heading", "adaptation"), ("constraint_heading", "project"), ("requirement_heading", "project"),
        ("fact_heading", "knowledge"), ("preference_sentence", "preference"), ("decided_to_sentence", "adaptation"),
        ("requirement_sentence", "project"),
    ]


@pytest.mark.parametrize("hashes", ["#", "##", "###", "####", "#####", "######"])
def test_headings_match_at_every_level(hashes):
    assert one(f"{hashes} Fact: the cache expires after ten minutes").rule == "fact_heading"


def test_seven_hashes_is_not_a_heading():
    assert find_cues("####### Fact: the cache expires after ten minutes") == []


@pytest.mark.parametrize("text", [
    "## DECISION: adopt uv for packaging everywhere",
    "## decision: adopt uv for packaging everywhere",
    "i PREFER adopting uv for packaging everywhere",
    "We DECIDED TO adopt uv for packaging everywhere",
    "THE REQUIREMENT IS adopting uv for packaging everywhere",
    "the USER prefers adopting uv for packaging everywhere",
])
def test_cues_are_case_insensitive(text):
    assert len(find_cues(text)) == 1


def test_heading_content_is_the_rest_of_the_line_and_sentence_content_stops_at_sentence_end():
    text = "## Decision: ship it. Then celebrate! Really?\nI prefer config.yaml over config.toml. Next sentence here."
    cues = find_cues(text)
    assert [(c.rule, c.content, c.line) for c in cues] == [
        ("decision_heading", "ship it. Then celebrate! Really", 0),
        ("preference_sentence", "config.yaml over config.toml", 1),
    ]


def test_sentence_content_ends_at_end_of_line():
    assert one("I prefer tabs for indentation\nand this is another line").content == "tabs for indentation"


def test_content_is_whitespace_collapsed_and_trailing_punctuation_stripped():
    assert one("## Fact:   the   build\ttakes  four minutes ;:!..").content == "the build takes four minutes"
    assert clean_content("  a   b  c ... ") == "a b c"


def test_content_bounds_8_to_280_characters_longer_dropped_never_cut():
    assert find_cues("## Fact: 1234567") == []  # 7 characters
    assert one("## Fact: 12345678").content == "12345678"
    exactly = "x" * 280
    assert one(f"## Fact: {exactly}").content == exactly
    assert find_cues(f"## Fact: {'x' * 281}") == []
    assert find_cues(f"I prefer {'word ' * 80}.") == []  # 399 characters: dropped, not cut


def test_bounds_apply_after_cleaning():
    # Ten characters as written, seven once the trailing dots are stripped.
    assert find_cues("## Fact: 1234567...") == []
    assert one("## Fact:    12345678   ").content == "12345678"


def test_nothing_fires_inside_fenced_code_blocks():
    text = "\n".join([
        "```python",
        "## Decision: inside backticks never fires",
        "```",
        "~~~~",
        "I prefer things inside tildes too",
        "~~~",  # shorter closing run: the fence stays open
        "## Fact: still inside the tilde fence",
        "~~~~",
        "## Fact: this one is outside every fence",
        "````",
        "decided to never fire in an unclosed fence",
    ])
    assert [(c.rule, c.content) for c in find_cues(text)] == [("fact_heading", "this one is outside every fence")]


def test_prose_only_response_gives_no_candidate():
    prose = ("I looked at the failing test. It seems the fixture preferred an older schema, and the team "
             "made a decision last week about facts that we could revisit. Let me know what you think.")
    assert find_cues(prose) == []


def test_several_cues_in_one_response_give_several_cues_in_order():
    text = ("## Decision: move the queue to Redis streams\n"
            "I prefer explicit retries over silent ones. We decided to keep the old consumer for a week.\n"
            "The requirement is zero message loss during the switch.")
    assert [c.rule for c in find_cues(text)] == ["decision_heading", "preference_sentence", "decided_to_sentence",
                                                  "requirement_sentence"]


def test_heading_needs_a_separator_and_text():
    assert find_cues("## Decision making in teams is hard") == []
    assert find_cues("## Decision:") == []
    assert find_cues("## Facts: plural is not the cue here") == []


def test_past_tense_preferred_is_not_a_preference_cue():
    assert find_cues("I preferred dark mode back then, honestly.") == []


# A sentence cue's content is a whole, clean statement (issue 23): never a fragment that starts at a connector.
@pytest.mark.parametrize("text, content", [
    ("The requirement is that all invoices keep their original currency.",
     "All invoices keep their original currency"),
    ("So the requirement is that exports finish within ten minutes, so the job runs hourly.",
     "Exports finish within ten minutes, so the job runs hourly"),
    ("I prefer that reviews happen before lunch.", "Reviews happen before lunch"),
])
def test_a_content_split_at_that_is_the_clause_as_a_sentence(text, content):
    assert [c.content for c in find_cues(text)] == [content]


@pytest.mark.parametrize("text", [
    "The requirement is because the auditors asked for it.",
    "The requirement is so that nothing gets lost on restart.",
    "The requirement is which region hosts the replica.",
])
def test_a_content_that_starts_at_another_connector_is_no_statement(text):
    assert find_cues(text) == []


@pytest.mark.parametrize("text", [
    "Done. I prefer squash merges for small fixes too, so we are aligned.",
    "I also prefer tabs over spaces, as you said.",
    "I prefer short commit subjects as well, which matches what you asked for.",
    "Agreed, I prefer the staging deploy on Mondays like you.",
])
def test_the_responses_own_agreeing_i_prefer_is_not_a_preference(text):
    assert [c.rule for c in find_cues(text)] == []


def test_a_plain_i_prefer_and_the_user_prefers_still_fire():
    found = find_cues("I prefer to keep migrations reversible. The user prefers terse answers as well.")
    assert [(c.rule, c.content) for c in found] == [
        ("preference_sentence", "to keep migrations reversible"),
        ("preference_sentence", "terse answers as well")]
