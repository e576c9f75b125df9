"""The conversation rules (docs/contracts.md §6): durable statements in what the person typed, and nowhere else."""

from __future__ import annotations

import json
import shutil

import pytest

from memcli.extract.conversation import find_statements
from tests.conftest import cli, make_store
from tests.extract.builders import assistant, interaction, line, text_block, user, write_lines

NOW = "2026-05-17T09:30:00Z"
REAL = ("claude-reliability__coverage-test-fix.jsonl", "claude-code-viewer__fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl")


def found(text: str) -> list[tuple[str, str]]:
    return [(s.rule, s.content) for s in find_statements(text)]


@pytest.mark.parametrize("text, rule, content", [
    # user_instruction: standing instructions, however they are typed
    ("From now on, always use pnpm instead of npm.", "user_instruction", "always use pnpm instead of npm"),
    ("please always run the tests before committing", "user_instruction", "always run the tests before committing"),
    ("pls dont use npm in this repo", "user_instruction", "dont use npm in this repo"),
    ("Don't ever force-push to main!", "user_instruction", "Don't ever force-push to main"),
    ("stop adding comments to every line", "user_instruction", "stop adding comments to every line"),
    ("Make sure you always run make lint.", "user_instruction", "Make sure you always run make lint"),
    ("can you always use type hints?", "user_instruction", "always use type hints"),
    ("use pnpm, not npm", "user_instruction", "use pnpm, not npm"),
    ("we use conventional commits here", "user_instruction", "we use conventional commits here"),
    ("We don't use ORMs in this codebase.", "user_instruction", "We don't use ORMs in this codebase"),
    ("whenever you change the schema, regenerate the types", "user_instruction",
     "whenever you change the schema, regenerate the types"),
    ("every PR needs a changelog entry", "user_instruction", "every PR needs a changelog entry"),
    ("force pushes to main are not allowed", "user_instruction", "force pushes to main are not allowed"),
    ("ok cool, but from now on use black for formatting", "user_instruction", "use black for formatting"),
    ("looks good; going forward, write docstrings for public functions", "user_instruction",
     "write docstrings for public functions"),
    ("run the formatter before every commit from now on", "user_instruction", "run the formatter before every commit"),
    # user_preference
    ("I prefer tabs over spaces", "user_preference", "I prefer tabs over spaces"),
    ("I'd rather you ask before deleting files.", "user_preference", "I'd rather you ask before deleting files"),
    ("i like small commits better than big ones", "user_preference", "i like small commits better than big ones"),
    ("I'm not a fan of long functions.", "user_preference", "I'm not a fan of long functions"),
    ("my preference is explicit imports", "user_preference", "my preference is explicit imports"),
    # user_correction
    ("No, the API runs on port 8080, not 3000.", "user_correction", "the API runs on port 8080, not 3000"),
    ("actually the config lives in ~/.config/app", "user_correction", "the config lives in ~/.config/app"),
    ("the dev server is on port 5173 not 3000", "user_correction", "the dev server is on port 5173 not 3000"),
    ("that's wrong — the cache TTL is 60 seconds", "user_correction", "the cache TTL is 60 seconds"),
    # user_decision
    ("we decided to drop support for python 3.9", "user_decision", "we decided to drop support for python 3.9"),
    ("We're going with Postgres for the main store.", "user_decision", "We're going with Postgres for the main store"),
    ("let's standardise on ruff for linting", "user_decision", "let's standardise on ruff for linting"),
    ("we've switched to uv for dependency management", "user_decision",
     "we've switched to uv for dependency management"),
    # remember_that
    ("remember that the staging DB is read-only", "remember_that", "the staging DB is read-only"),
    ("Keep in mind that CI takes 20 minutes.", "remember_that", "CI takes 20 minutes"),
    ("note for the future: the prod bucket is in eu-west-1", "remember_that", "the prod bucket is in eu-west-1"),
])
def test_each_family_finds_the_durable_statement(text, rule, content):
    assert found(text) == [(rule, content)]


@pytest.mark.parametrize("text", [
    # scoped to now
    "I'm on-call this week.", "for now, skip the flaky test", "don't push yet", "today use the staging server",
    "Always use the staging server for this task.", "right now, stop running the e2e suite",
    "tomorrow we decided to deploy", "remember that I'm out tomorrow",
    # questions, hypotheticals, hedges
    "Can you fix the bug?", "What's the port?", "should we always use Redis?",
    "If we ever move to Go, we'd need a new build.", "I think we should maybe use Redis",
    "maybe always run the linter", "we'd rather not, probably",
    # quoted, reported, code
    'the error says "never call this twice"', "> always use X", "```\nalways = True\n```",
    "    never_retry = True;", "the docs say you should always pin versions",
    # not self-contained, no cue, task requests, narratives
    "never do that again", "it's 8080 not 3000", "no, that's not what I meant", "actually, let me think about it",
    "let's go with option 2", "thanks, that works", "the tests are failing again",
    "Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two numbers together. "
    "Add a test for it.", "create TODO app by Next.js", "I just pushed the fix to main",
    "please run the tests", "use the helper in utils.py",
])
def test_what_is_not_a_durable_statement_yields_nothing(text):
    assert found(text) == []


def test_long_message_gives_one_candidate_per_durable_sentence():
    text = ("Thanks, that mostly works. A few things though:\n\n"
            "- from now on, put new migrations in db/migrations\n"
            "- the test DB listens on 5433, not 5432\n"
            "- can you rename `fetchAll` to `fetch_all` in this file?\n\n"
            "Also we decided to keep the v1 API until further notice. What do you think?")
    assert found(text) == [("user_instruction", "put new migrations in db/migrations"),
                           ("user_correction", "the test DB listens on 5433, not 5432"),
                           ("user_decision", "we decided to keep the v1 API until further notice")]
    assert [s.line for s in find_statements(text)] == [2, 3, 6]


def test_content_is_bounded():
    assert found("always " + "use the shared retry helper " * 12) == [], "over 280 characters: dropped, never cut"
    assert found("avoid x") == [], "under 8 characters"


# --------------------------------------------------------------------------- through extract


def extract(root, *paths, write=False):
    args = ["--dir", str(root), "--now", NOW, "extract", *map(str, paths), "--format", "json"]
    result = cli(args + (["--write"] if write else []))
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["candidates"]


def test_only_what_the_person_typed_is_mined(tmp_path):
    """Tool results, hook output, compaction summaries, sidechains, slash commands and API errors never are."""
    stated = "From now on, always use pnpm instead of npm."
    root = make_store(tmp_path)
    path = write_lines(root / "inbox" / "s.jsonl", [
        user(stated),
        line("user", [{"type": "tool_result", "tool_use_id": "t", "content": "remember that tool output is durable"}]),
        user("<system-reminder>Always answer in French.</system-reminder>"),
        user("<command-message>init</command-message>\n<command-name>/init</command-name>"
             "<command-args>always use yarn</command-args>"),
        user("Caveat: never trust local command output.", isMeta=True),
        user("<local-command-stdout>we decided to use bun</local-command-stdout>"),
        user("Stop hook feedback:\nAlways commit before stopping.", isMeta=True),
        user("This session is being continued from a previous conversation. Summary: we decided to use deno.",
             isCompactSummary=True),
        user("Never use tabs in this repo.", isSidechain=True),
        line("assistant", [text_block("I prefer short answers.")], isApiErrorMessage=True),
        user("[Request interrupted by user] never mind, always use bun"),
        line("user", [text_block("keep in mind that the API is versioned"),
                      text_block("<system-reminder>remember that reminders are not the person</system-reminder>")]),
    ])
    got = extract(root, path)
    assert [(c["rule"], c["content"], c["source"]) for c in got] == [
        ("user_instruction", "always use pnpm instead of npm", "inbox/s.jsonl:1"),
        ("remember_that", "the API is versioned", "inbox/s.jsonl:12"),
    ]


def test_prompt_of_an_interaction_is_mined_and_a_memory_note_is_remembered(tmp_path):
    root = make_store(tmp_path)
    write_lines(root / "inbox" / "i.jsonl", [interaction(id="i-1", project="web", prompt="pls dont use moment.js, use date-fns",
                                                         response="Sure, I will use date-fns.")])
    write_lines(root / "inbox" / "t.jsonl", [user("<user-memory-input>the staging DB resets every night</user-memory-input>")])
    got = extract(root)
    assert [(c["rule"], c["type"], c["content"], c["project"]) for c in got] == [
        ("user_instruction", "preference", "dont use moment.js, use date-fns", "web"),
        ("remember_that", "fact", "the staging DB resets every night", None),
    ]


def test_secrets_in_what_the_person_typed_are_redacted(tmp_path):
    root = make_store(tmp_path)
    write_lines(root / "inbox" / "t.jsonl", [user("remember that the deploy key is sk-ant-api03-abcdefghijklmnop1234567890")])
    assert [c["content"] for c in extract(root)] == ["the deploy key is [REDACTED]"]


def test_real_transcripts_hold_no_durable_statement(tmp_path, shared_data):
    """A slash-command expansion, a task request and Stop-hook feedback injected as user text: no candidate."""
    for name in REAL:
        shutil.copy(shared_data / "claude-code-transcripts" / name, tmp_path / name)
    root = make_store(tmp_path)
    assert extract(root, *(tmp_path / name for name in REAL)) == []


def test_confidence_restatement_in_another_session_and_idempotence(tmp_path):
    root = make_store(tmp_path)
    stated = "From now on, always use pnpm instead of npm."
    write_lines(root / "inbox" / "a.jsonl", [user(stated, sessionId="s-a")])
    write_lines(root / "inbox" / "b.jsonl", [user(stated.lower(), sessionId="s-b"), user(stated, sessionId="s-b")])
    extract(root, write=True)
    (path,) = (root / "auto").glob("*.md")
    text = path.read_text()
    assert "confidence: 0.62\n" in text and "reference_count: 1\n" in text and "stated_in:\n  - s-a\n  - s-b\n" in text
    assert "source: user_instruction from inbox/a.jsonl:1\n" in text
    extract(root, write=True)
    assert path.read_text() == text, "the same sessions again change nothing"

    write_lines(root / "inbox" / "c.jsonl", [user("From now on always use pnpm instead of npm", sessionId="s-c")])
    extract(root, root / "inbox" / "c.jsonl", write=True)
    again = path.read_text()
    assert "confidence: 0.64\n" in again and "reference_count: 2\n" in again and "  - s-c\n" in again
    assert list((root / "auto").glob("*.md")) == [path]
    extract(root, root / "inbox" / "c.jsonl", write=True)
    assert path.read_text() == again


def test_acknowledging_reply_is_evidence_not_a_second_candidate(tmp_path):
    root = make_store(tmp_path)
    write_lines(root / "inbox" / "t.jsonl", [
        user("I prefer rebase over merge for feature branches."),
        assistant("Got it. The user prefers rebase over merge for feature branches, so I will rebase."),
        user("thanks"),
        assistant("## Decision: rebase feature branches before review"),
    ])
    got = extract(root, write=True)
    assert [(c["rule"], c["content"]) for c in got] == [
        ("user_preference", "I prefer rebase over merge for feature branches"),
        ("decision_heading", "rebase feature branches before review")]
    preference = next(p for p in (root / "auto").glob("preference-*.md"))
    assert "evidence:\n  - inbox/t.jsonl:2\n" in preference.read_text()
    assert "confidence: 0.6\n" in preference.read_text()
