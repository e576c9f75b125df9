"""The built-in judge (SPEC §7): polarity, values, exclusive choices, evolution, unrelated; verbatim claims."""

import pytest

from memcli.lint.judge import CONTRADICTION, EVOLUTION, UNRELATED, BuiltinJudge
from memcli.store import Memory
from memcli.store.frontmatter import parse


def memory(rel: str, text: str) -> Memory:
    meta, body, has = parse(text)
    return Memory.create("/store/" + rel, rel, meta, body, has)


def judge(text_a: str, text_b: str, type_a: str = "feedback", type_b: str = "project"):
    a = memory("a.md", f"---\ntype: {type_a}\n---\n{text_a}")
    b = memory("b.md", f"---\ntype: {type_b}\n---\n{text_b}")
    return BuiltinJudge().judge(a, b)


@pytest.mark.parametrize("a, b", [
    ("Always run the integration tests before merging.", "Never run the integration tests before merging."),
    ("The user prefers tabs for indentation in Go files.", "The user avoids tabs for indentation in Go files."),
    ("Enable the query cache on the reporting database.", "Disable the query cache on the reporting database."),
    ("The deploy script uses rsync for the static assets.", "The deploy script does not use rsync for the static assets."),
    ("We don't squash commits when merging feature branches.", "Squash commits when merging feature branches."),
])
def test_polarity_flip_is_a_contradiction_with_verbatim_claims(a, b):
    result = judge(a, b)
    assert result.verdict == CONTRADICTION
    assert (result.claim_a, result.claim_b) == (a, b)


@pytest.mark.parametrize("a, b", [
    ("The API timeout is 30 s.", "The API timeout is 60 seconds."),
    ("The worker pool size is 8.", "The worker pool size is 16."),
    ("Sessions expire after 2 hours.", "Sessions expire after 30 minutes."),
    ("Postgres runs version 14 in production.", "Postgres runs version 16 in production."),
    ("Nightly backup starts at 02:00 UTC.", "Nightly backup starts at 04:30 UTC."),
])
def test_conflicting_values_for_one_subject(a, b):
    assert judge(a, b).verdict == CONTRADICTION


def test_same_value_in_other_units_or_a_refined_version_is_not_a_conflict():
    assert judge("The cache TTL is 300 seconds.", "The cache TTL is 5 minutes.").verdict == UNRELATED
    assert judge("The payments database runs PostgreSQL 16.", "The payments database runs PostgreSQL 16.3.").verdict == UNRELATED
    assert judge("The payments database runs PostgreSQL 16.", "The payments database runs PostgreSQL 15.4.").verdict == CONTRADICTION


def test_durations_of_different_attributes_do_not_conflict():
    assert judge("On 2026-04-29 the payments API was down for 40 minutes after a certificate expired.",
                 "The payments API client timeout is 30 seconds.").verdict == UNRELATED
    assert judge("The payments API client timeout is 30 seconds.",
                 "The payments API client timeout is 45 seconds.").verdict == CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("Install frontend packages with pnpm.", "Install frontend packages with yarn."),
    ("Run the unit tests with pytest.", "Run the unit tests with unittest."),
    ("The default branch is main.", "The default branch is master."),
])
def test_mutually_exclusive_choices(a, b):
    assert judge(a, b).verdict == CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("The team deploys with Capistrano.", "The team used to deploy with Capistrano; now it deploys with Kamal."),
    ("Search runs on Elasticsearch.", "Search switched from Elasticsearch to OpenSearch in March."),
    ("The API rate limit is 100 requests per minute.", "Since v3 the API rate limit is 300 requests per minute."),
    ("Builds run on Jenkins.", "Builds no longer run on Jenkins."),
    ("Raw files land in the `quarry-raw` MinIO bucket.", "The `quarry-raw` MinIO bucket has been read-only since May."),
])
def test_a_present_claim_against_a_recorded_change_is_a_stale_contradiction(a, b):
    # SPEC §7: the memory that records the change makes the present-tense one stale
    result = judge(a, b)
    assert result.verdict == CONTRADICTION
    assert result.claim_a == a and result.claim_b == b


@pytest.mark.parametrize("a, b", [
    ("Kite's backend is deployed on Railway.", "Kite's backend ran on Heroku until January 2026."),
    ("The checkout rate limit is 20 requests per second.",
     "During the Black Friday 2025 sale we raised the checkout rate limit to 50 requests per second."),
    ("Mara edits everything in Helix.", "Back in 2024 Mara was a VS Code user."),
    ("Search switched from Solr to Elasticsearch in 2024.", "Search moved from Elasticsearch to OpenSearch in March."),
])
def test_dated_history_and_two_recorded_changes_never_conflict(a, b):
    assert judge(a, b).verdict in (EVOLUTION, UNRELATED)


@pytest.mark.parametrize("a, b", [
    ("Feature branches are deleted after merge.", "Feature branches used to be kept after merge for auditing."),
    ("The docs site is hosted on GitHub Pages.", "Moved hosting from Heroku to Fly.io in March 2026."),
    ("Mobile clients call the `/v1` endpoints.", "The `/v2` endpoints were shut down on 2026-10-01."),
])
def test_a_change_that_agrees_or_speaks_of_something_else_is_no_contradiction(a, b):
    assert judge(a, b).verdict != CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("Never commit secrets to the repository.", "Secrets must not be committed to the repository."),
    ("The backup job runs at 03:00 UTC.", "The report job runs at 06:00 UTC."),
    ("Debug logging is enabled on staging.", "Debug logging is disabled in production."),
    ("Alice reviews database migrations.", "Bob reviews frontend changes."),
    ("Do not log full card numbers.", "Card numbers are tokenized before they reach our servers."),
    ("Use 4 spaces for Python indentation.", "Use 2 spaces for TypeScript indentation."),
])
def test_agreements_other_scopes_and_other_subjects_are_unrelated(a, b):
    result = judge(a, b)
    assert result.verdict == UNRELATED
    assert result.claim_a is None and result.claim_b is None


def test_claims_are_full_lines_of_multi_line_bodies_and_types_do_not_matter():
    a = "# Notes\n\n- **Rule:** never use `sudo pip install` on the build hosts.\n\n**Why:** it broke the system Python.\n"
    b = "Setup steps:\n1. Use `sudo pip install` on the build hosts for the agent.\n2. Reboot.\n"
    for types in (("feedback", "project"), ("user", "user"), ("reference", "decision")):
        result = judge(a, b, *types)
        assert result.verdict == CONTRADICTION
        assert result.claim_a == "- **Rule:** never use `sudo pip install` on the build hosts."
        assert result.claim_b == "1. Use `sudo pip install` on the build hosts for the agent."


def test_lines_annotated_superseded_and_code_blocks_are_not_claims():
    annotated = "Never run the integration tests before merging. (superseded 2026-05-17: b.md wins on confidence (0.9 vs 0.5))\n"
    assert judge(annotated, "Always run the integration tests before merging.").verdict == UNRELATED
    fenced = "```\nNever run the integration tests before merging.\n```\n"
    assert judge(fenced, "Always run the integration tests before merging.").verdict == UNRELATED


def test_crlf_bodies_give_claims_without_carriage_returns():
    result = judge("Always run the linter.\r\nSecond line.\r\n", "Never run the linter.\r\n")
    assert result.verdict == CONTRADICTION
    assert result.claim_a == "Always run the linter." and result.claim_b == "Never run the linter."


def test_judge_is_deterministic_and_symmetric_in_verdict():
    a, b = "The API timeout is 30 s.", "The API timeout is 60 seconds."
    first = judge(a, b)
    assert judge(a, b) == first
    assert judge(b, a).verdict == first.verdict


@pytest.mark.parametrize("a, b", [
    # provenance dates are not values
    ("Use pnpm for the billing tests. Confirmed by Jun on 2026-03-14.",
     "Use pnpm for the billing tests. Confirmed by Jun on 2026-04-01."),
    # hyphenated names are different things
    ("The webhooks-worker runs flask 5.2 on staging.", "The webhooks-service runs flask 4.4 on staging."),
    ("Pool size is 10 (see OPS-1234).", "Timeout alerts go to the pager (see OPS-5678)."),
    # a negated imperative needs the other claim to speak of the same action
    ("Never backfill the analytics-queue on production.", "The analytics-queue runs helm 9.2 on production."),
    ("Do not use sqlite for the sms-service tests.", "Always snapshot the sms-service after a sqlite upgrade."),
    # "without Y" is a condition of the clause, not a claim of its own
    ("Always reindex the ledger-indexer without a ticket.", "Never retry the webhooks-indexer without a ticket."),
    # the negation aims at ORMs; the reporting queries are only its scope
    ("Avoid ORMs for reporting queries.", "Reporting queries hit the primary database."),
    # a shared environment is not a shared subject
    ("Don't deploy to production on Fridays.", "The API deployment runs 3 replicas in production."),
    # X over Y for Z: Z is the scope of both
    ("Prefers mypy over pyright for billing work.", "Prefers pyright over mypy for search work."),
])
def test_regressions_found_on_generated_stores_are_unrelated(a, b):
    assert judge(a, b).verdict == UNRELATED


@pytest.mark.parametrize("a, b", [
    ("Always snapshot the ledger-backend after an eslint upgrade.", "Never snapshot the ledger-backend after an eslint upgrade."),
    ("Do not add docstrings to private helpers.", "Always write docstrings for private helpers."),
    ("Prefers mypy over pyright for billing work.", "Prefers pyright over mypy for billing work."),
])
def test_same_action_same_object_still_flips(a, b):
    assert judge(a, b).verdict == CONTRADICTION
