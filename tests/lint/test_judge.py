"""The built-in judge (docs/contracts.md §7): polarity, values, exclusive choices, evolution, unrelated; verbatim claims."""

import importlib
import pkgutil

import pytest

from memcli.clock import make_clock
from memcli.lint.judge import CONTRADICTION, EVOLUTION, UNRELATED, BuiltinJudge
from memcli.store import Memory, Store
from memcli.store.frontmatter import parse
from tests.conftest import make_store


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
    # docs/contracts.md §7: the memory that records the change makes the present-tense one stale
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


# ---------------------------------------------------------------- docs/contracts.md §7 classes on real prose (issue 13)

def judge_files(text_a: str, text_b: str, names: frozenset[str] = frozenset()):
    """Judge two whole files (frontmatter included), with the store's names."""
    judge_ = BuiltinJudge()
    judge_.names = names
    return judge_.judge(memory("a.md", text_a), memory("b.md", text_b))


@pytest.mark.parametrize("a, b", [
    # host:port, DSNs and "port N" fill one slot
    ("- Postgres primary: `pgr-01.db.example.internal:5432`",
     "The primary Postgres listens on pgr-01.db.example.internal port 5433."),
    ("Quarry's ClickHouse DSN is clickhouse://quarry_rw@ch-1.example.internal:9000/warehouse",
     "Quarry connects with `clickhouse://quarry_rw@ch-1.example.internal:9000/analytics`."),
    # versions of a named tool, for one named subject
    ("Routewise is pinned to Go 1.22.", "Routewise builds with Go 1.24."),
    # a count belongs to its noun; rates compare per unit of time and per denominator
    ("Unacknowledged alerts are re-sent up to 3 times, 10 minutes apart.",
     "Coldwatch re-sends an unacknowledged alert 5 times before it escalates."),
    ("Per-user limit: 100 requests per minute on authenticated endpoints.",
     "The API allows 60 requests/min per authenticated user."),
])
def test_values_in_real_formats_fill_typed_slots(a, b):
    assert judge(a, b).verdict == CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("Outgoing webhooks retry up to 5 times.", "Verification SMS: up to 3 retries, then email."),
    ("Avatar uploads are limited to 2 MB.", "Dagster run workers get a 2 GB memory limit."),
    ("Trucks send a position ping every 30 seconds.", "Compressed chunks are dropped after 3 days."),
    ("- Checkout API: 20 requests per second per IP.", "- Anonymous users: 30 requests per minute per IP."),
    ("Bulk CSV uploads are capped at 5,000 rows.", "CSV imports are limited to 5000 rows per file."),
])
def test_values_of_other_nouns_attributes_or_subjects_do_not_conflict(a, b):
    assert judge(a, b).verdict != CONTRADICTION


@pytest.mark.parametrize("a, b", [
    # tools no lexicon lists, filling one role for one subject
    ("Background jobs in kite-api are queued in River.", "kite-api uses Asynq for its background job queue."),
    ("- Errors go to Bugsink, project `kite-api`.", "kite-api reports unhandled errors and panics to GlitchTip."),
    ("Feature flags in the shop are managed in a self-hosted Unleash.", "The shop uses Flagsmith for feature flags."),
    ("Invoice emails go out through Letterbird; never use the live key in dev.",
     "Tollgate sends invoice emails through Postmark."),
])
def test_two_tools_in_one_role_conflict_whether_or_not_the_lexicon_knows_them(a, b):
    assert judge(a, b).verdict == CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("Kite push notifications are sent through OneSignal.", "Kite transactional email goes out through Brevo."),
    ("Pinger writes positions to TimescaleDB.", "Routewise consumes positions from the Redpanda topic."),
    ("The portal runs on Node 22.", "The portal is deployed on Scalingo."),
    ("Use pnpm for the storefront.", "The storefront is German by default."),
])
def test_names_in_different_roles_do_not_conflict(a, b):
    assert judge(a, b).verdict != CONTRADICTION


def test_a_claim_line_that_names_no_subject_inherits_its_files():
    shop = "---\nname: Shop email\ndescription: Email sending for fernhill-shop\ntype: project\n---\n"
    kite = "---\nid: kite-email\ncategory: fact\n---\n"
    # the bullet says nothing of whose email; its file says the shop's: Kite's provider is another subject
    assert judge_files(shop + "- Transactional email is sent through Postmark.\n",
                       kite + "Kite's transactional email goes out through Amazon SES.\n",
                       frozenset({"kite"})).verdict != CONTRADICTION
    same = "---\nid: shop-email-2\ncategory: fact\n---\n"
    assert judge_files(shop + "- Transactional email is sent through Postmark.\n",
                       same + "fernhill-shop transactional email goes out through Postwing.\n").verdict == CONTRADICTION


@pytest.mark.parametrize("a, b, expected", [
    # a negation covers its verb phrase
    ("B2B invoices are never issued without a tax line.", "B2B invoices are issued monthly.", False),
    ("Escalate payment outages there, not to on-call.", "Escalate payment outages to the on-call engineer.", True),
    ("Never squash commits.", "Always squash-merge pull requests and squash commits.", True),
    ("Shipment references must not be printed on invoice lines.", "- 02:00 invoice run", False),
    ("Alerts that nobody acknowledges escalate to on-call.", "Escalate unacknowledged alerts to the desk, not to on-call.",
     True),
])
def test_negation_scope_over_the_verb_phrase(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) is expected


@pytest.mark.parametrize("a, b", [
    # one role in other words: "exceptions" are errors, "mail" is email, a "pipeline" is CI
    ("Unhandled exceptions in the billing service are reported to Honeybadger.",
     "Errors in the billing service go to AppSignal."),
    ("The billing service sends its password-reset emails through Amazon SES.",
     "The billing service's transactional mail is delivered through Mailpace."),
    # the role named on both sides is enough when the subject is the same
    ("- Local database: SQLite, one file per station", "The station app keeps its records in an embedded DuckDB database."),
])
def test_one_role_in_other_words(a, b):
    assert judge(a, b).verdict == CONTRADICTION


def test_a_lower_case_subject_opening_each_claim_keeps_two_projects_apart():
    # neither project name is capitalised, and neither claim mentions the other project
    assert judge("roster exceptions are reported to AppSignal.",
                 "atlas-api reports errors to Sentry.").verdict != CONTRADICTION
    assert judge("pawpost's CI is GitHub Actions.", "tillr's CI runs on Woodpecker.").verdict != CONTRADICTION
    assert judge("pawpost's CI is GitHub Actions.", "pawpost's CI runs on Woodpecker.").verdict == CONTRADICTION


def test_a_project_memory_titled_by_its_project_names_it_and_a_slug_names_a_topic():
    handbook = "---\nname: handbook overview\ndescription: Volunteer docs site\ntype: project\n---\n"
    web = "---\nname: atlas-web overview\ndescription: the public map\ntype: project\n---\n"
    assert judge_files(handbook + "- Hosted on Netlify, with a deploy preview on every PR.\n",
                       web + "- Hosted on Fly.io, two machines in ams.\n").verdict != CONTRADICTION
    also_handbook = "---\nname: handbook hosting\ntype: project\n---\n"
    assert judge_files(handbook + "- Hosted on Netlify, with a deploy preview on every PR.\n",
                       also_handbook + "- Hosted on Fly.io, two machines in ams.\n").verdict == CONTRADICTION
    # on real Claude Code files a name is a topic slug: `site-hosting` is not a project called site-hosting
    slug_a = "---\nname: site-hosting\ndescription: where the docs site runs\ntype: project\n---\n"
    slug_b = "---\nname: hosting-move\ndescription: where the docs site runs now\ntype: project\n---\n"
    assert judge_files(slug_a + "- The docs site is hosted on Netlify.\n",
                       slug_b + "- The docs site is hosted on Fly.io.\n").verdict == CONTRADICTION


def test_a_tool_with_its_version_is_not_the_subject():
    from memcli.lint.slots import read_names

    assert read_names("Go 1.23, chi router, sqlc for queries").subjects == frozenset()
    assert read_names("Kite's API runs Go 1.23").subjects == frozenset({"kite"})
    assert read_names("songid's API listens on port 9000").subjects == frozenset({"songid"})


@pytest.mark.parametrize("a, b", [
    # a closed period is history whatever its verb says
    ("- Announce every prod deploy in #deploys.", "- Prod deploys were frozen from 15 June to 15 August 2025."),
    # each value names its attribute, and they differ
    ("songid p95 latency above 2 s pages the on-call engineer.", "- songid: calls use a 30 s timeout."),
    # the other claim ends on the same choice
    ("- CI: GitHub Actions for every repo", "- CI was on CircleCI until January 2026, then moved to GitHub Actions."),
    # REST is a kind of API, not a name: "the rest of the team" is not about it
    ("The berth-admin REST API was shut down on 2026-10-20.", "- Based in Bergen; the rest of the team is in Oslo"),
    # one names what is hosted, the other does not
    ("The docs site is hosted on GitHub Pages.", "Deploys go to Heroku with `git push heroku main`."),
])
def test_history_other_attributes_agreement_and_unnamed_subjects_do_not_conflict(a, b):
    assert judge(a, b).verdict != CONTRADICTION


@pytest.mark.parametrize("a, b", [
    # a daily cron schedule is a clock time
    ("Tidetable's nightly export kicks off at 02:30.", "The Tidetable export cron is `15 4 * * *`."),
    # tools of one role the lexicon knows: job queues, secrets stores, sign-in providers
    ("- Rota's background jobs are Dramatiq actors.", "- Rota's background jobs run on Celery."),
    ("- Secrets for lantern come from Vault.", "Lantern reads its secrets from Doppler."),
    ("Staff sign in to Harbourmaster with Zitadel.", "Harbourmaster sign-in goes through Keycloak."),
])
def test_cron_times_and_known_roles_conflict(a, b):
    assert judge(a, b).verdict == CONTRADICTION


def test_a_possessive_name_owns_the_claim_even_when_its_details_repeat_it():
    from memcli.lint.slots import read_names

    assert read_names("Yardbird's jobs run as Dramatiq actors (`dramatiq yardbird.tasks`)").subjects == {"yardbird"}


def test_a_negation_aimed_at_a_subject_both_claims_share_flips():
    # "Tidetable PRs" names the subject the other claim inherits from its file
    project = "---\nname: tidetable overview\ndescription: timetable feeds\ntype: project\n---\n"
    assert judge_files("---\ntype: feedback\n---\nDon't squash Tidetable PRs; use a regular merge commit.\n",
                       project + "- PRs are squash-merged; nobody needs the branch history\n").verdict == CONTRADICTION


def project_file(name: str, body: str) -> str:
    return f"---\nname: {name} overview\ndescription: {name} overview\ntype: project\n---\n# {name}\n\n{body}\n"


@pytest.mark.parametrize("a, b", [
    # a count belongs to the head of its noun phrase, past a model name
    ("The staging cluster runs four CX21 worker nodes.", "The staging cluster has seven worker nodes."),
    # "never squash" denies "always squash-merge" (docs/contracts.md §7)
    ("Always squash-merge PRs into main in the billing repo.", "In the billing repo never squash commits when merging."),
    # a command's flag is not a hyphenated name
    ("Never force-push to `develop`, not even after a rebase.",
     "Rebase `develop` onto the fix branch and push it with `git push --force-with-lease origin develop`."),
    # one act in other words: a stub is a mock, a pod's start-up is a container's start
    ("Never mock Postgres in ledger tests.", "ledger tests stub Postgres with a fake repository."),
    ("Do not run Alembic migrations automatically on ledger pod startup.",
     "ledger migrations run at container start (`alembic upgrade head` in the entrypoint)."),
    # a tool named by its role ("the database layer"), and "without Postgres" is a condition, not agreement
    ("Don't mock Postgres in ledger tests; use the compose database.",
     "ledger unit tests swap the database layer for an in-memory fake, so they run without Postgres."),
])
def test_one_act_said_in_other_words_conflicts(a, b):
    assert judge(a, b).verdict == CONTRADICTION


@pytest.mark.parametrize("change, stale", [
    ("All Go services dropped logrus in favour of slog in March 2026.", "- Logging: logrus with the JSON formatter"),
    ("We migrated off Memcached to Valkey last spring.", "Session data is cached in Memcached."),
    ("We stopped using Helmfile in June: every service is a Kustomize overlay now.",
     "Services deploy via Helmfile releases from the `infra/helmfile` repo."),
    ("We moved issue tracking from Jira to Linear in May 2026.", "Bugs go into the Jira project OPS."),
    ("devdb01 has been retired; every developer runs Postgres locally now.",
     "Everyone shares the development database on devdb01."),
])
def test_a_recorded_move_away_makes_the_present_claim_stale(change, stale):
    result = judge(stale, change)
    assert result.verdict == CONTRADICTION
    assert (result.claim_a, result.claim_b) == (stale, change)


@pytest.mark.parametrize("a, b", [
    ("quill installs its dependencies with Yarn Berry.", project_file("quill", "- Package manager: pnpm")),
    ("Staff sign in to ferryadmin with Zitadel (instance id.fjord.no).",
     project_file("ferryadmin", "- SSO through Keycloak, realm `staff`")),
    ("Point the gateways at mqtt.example.farm on port 8884.",
     "---\ntype: reference\n---\nBroker endpoint for gateways: `mqtts://mqtt.example.farm:8883`\n"),
])
def test_one_tool_per_role_and_one_port_per_host(a, b):
    assert judge_files(f"---\ntype: feedback\n---\n{a}\n", b).verdict == CONTRADICTION


@pytest.mark.parametrize("a, b", [
    ("Each order holds 3 line items.", "Each order triggers 2 webhook calls."),
    ("Internal npm packages are published to GitHub Packages.",
     project_file("quill", "- Yarn 1 workspaces (`yarn install`)")),
    ("The primary listens on pg-main.internal.example.com:5433.",
     "- Queue broker: Redis at `redis-queue.internal.example.com:6379`"),
    ("Dropped iOS 15; the minimum is now iOS 16.", "Uptime monitoring for the API is Updown.io."),
])
def test_other_nouns_tools_in_passing_other_hosts_and_short_stems_do_not_conflict(a, b):
    text_b = b if b.startswith("---") else f"---\ntype: project\n---\n{b}\n"
    assert judge_files(f"---\ntype: feedback\n---\n{a}\n", text_b).verdict != CONTRADICTION


@pytest.mark.parametrize("a, b, expected", [
    ("Never run ledger migrations as part of the deploy; apply them by hand with `make migrate` first.",
     "The ledger release step runs `goose up` automatically before the new machines start.", CONTRADICTION),
    ("Do not run ledger migrations automatically on pod startup.",
     "ledger migrations are applied in the entrypoint, automatically, on every start.", CONTRADICTION),
    # "never edited by hand" says nothing of how the act is done
    ("Secrets are copied from Vault by hand.", "Staging data is restored from snapshots and never copied by hand.",
     UNRELATED),
])
def test_an_act_done_by_hand_against_the_same_act_run_automatically(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


@pytest.mark.parametrize("a, b, expected", [
    ("The nightly dbt build is on cron `0 4 * * *` (UTC).", "- Nightly dbt run kicks off at 02:30 UTC", CONTRADICTION),
    ("Starting May 2026 staging is refreshed from a snapshot daily at 02:00 UTC.",
     "- Daily standup starts at 10:00 CET in the huddle.", UNRELATED),
])
def test_two_clock_times_of_one_event_conflict_and_a_shared_schedule_is_no_event(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


@pytest.mark.parametrize("a, b, expected", [
    ("The shop prints a paper receipt for every rental.", "The shop stopped printing paper receipts this season.",
     CONTRADICTION),
    ("- Sessions are stored in Redis with a 30-day TTL.",
     "Gondola sessions moved out of Redis into a table in Postgres in October 2026.", CONTRADICTION),
    ("Postgres on pg-main-1 is 15.6; the upgrade is on the backlog.",
     "pg-main-1 is the primary OLTP database and runs PostgreSQL 16.4.", CONTRADICTION),
    ("2. Set `SYNC_URL=https://gatesync.example.internal:8443` in the env file.",
     "- The boxes forward scans to the sync API at `gatesync.example.internal:7443`.", CONTRADICTION),
    ("The nightly ETL kicks off at 02:00 UTC after the last sync.",
     "The nightly ETL cron line is `30 3 * * * /opt/etl/bin/nightly` on a UTC clock.", CONTRADICTION),
    ("- `summit` has 9 worker nodes at the moment.", "summit has two node pools: `general` and `ingest`.", UNRELATED),
    ("If the box is down, scanners keep up to 5000 scans in their own flash.",
     "- Scanners buffer up to 2,000 scans locally when they lose the box.", CONTRADICTION),
    ("- Dev server: `pnpm dev` on http://localhost:4100",
     "- `make dev` starts the web app and the worker; app on http://localhost:8000", UNRELATED),
])
def test_things_left_behind_one_port_per_host_versions_by_verb_and_counts_of_phrase_heads(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


def test_message_brokers_are_one_choice():
    assert judge("Flurry uses NATS JetStream as its ingestion queue.",
                 "Flurry readings are pushed onto the RabbitMQ queue `flurry.readings`.").verdict == CONTRADICTION
    assert judge("Flurry uses NATS JetStream as its ingestion queue.",
                 "Billing events are pushed onto the RabbitMQ queue `billing.events`.").verdict != CONTRADICTION


@pytest.mark.parametrize("a, b", [
    # a negation limited to a time
    ("porch's front end deploys to Netlify, site `bf-porch`.", "- No porch deploys on a Friday."),
    # each claim speaks of its own range of amounts
    ("Claims over £2,000 are never auto-approved in warden.", "warden auto-approves claims under £500."),
    # a negation inside the condition is not the claim's
    ("1. Check the gateway in the RMS console first.", "If nothing shows up, check the gateway in the RMS console."),
    # a temporary change that went back is history
    ("During the storm we temporarily raised `max_connections` to 20000; it went back to normal the next morning.",
     "`max_connections` is 10000 on the broker."),
])
def test_scoped_negations_ranges_conditions_and_temporary_changes_do_not_conflict(a, b):
    assert judge(a, b).verdict != CONTRADICTION


def test_a_negation_with_its_alternative_time_still_conflicts():
    assert judge("Run the full e2e suite on every PR.",
                 "The e2e suite no longer runs on every PR, only nightly, since the cleanup.").verdict == CONTRADICTION


def cc_file(name: str, kind: str, body: str, description: str = "") -> str:
    """A memory in the real Claude Code layout: ``name`` a topic slug, a one-line ``description``."""
    return f"---\nname: {name}\ndescription: {description or name.replace('-', ' ')}\ntype: {kind}\n---\n\n{body}\n"


@pytest.mark.parametrize("a, b", [
    # issue 26: the plainest cases, in the real layout (a name is a topic slug, never the project)
    (cc_file("squash-policy", "feedback", "Always squash commits before merging."),
     cc_file("merge-policy", "project", "Never squash commits before merging.")),
    (cc_file("squash-policy", "feedback", "Always squash commits before merging."),
     cc_file("merge-policy", "feedback", "Never squash commits before merging.")),
    (cc_file("editor-theme", "user", "Prefers dark mode in every editor and terminal."),
     cc_file("theme", "user", "Prefers light mode in every editor and terminal.")),
    (cc_file("session-timeout", "project", "User sessions expire after 30 minutes of inactivity."),
     cc_file("session-timeout", "project", "User sessions expire after 8 hours of inactivity.")),
    (cc_file("session-timeout", "project", "User sessions expire after 30 minutes of inactivity."),
     cc_file("auth-sessions", "reference", "User sessions expire after 8 hours of inactivity.")),
    (cc_file("db", "project", "The project database is PostgreSQL 16."),
     cc_file("db2", "project", "The project database is MySQL 8.")),
    (cc_file("deploy-days", "feedback", "Deploy to production on Fridays."),
     cc_file("release-rules", "feedback", "Never deploy to production on Fridays.")),
    (cc_file("orm-choice", "project", "Decided to use SQLAlchemy for the data layer."),
     cc_file("raw-sql", "project", "Decided not to use SQLAlchemy for the data layer.")),
])
def test_the_issues_textbook_pairs_are_reported(a, b):
    assert judge_files(a, b).verdict == CONTRADICTION


def test_the_module_docstring_lists_the_rules_of_the_table():
    import re

    from memcli.lint import judge as judge_module

    doc = judge_module.__doc__
    listed = re.findall(r"^\* \*\*(\w+)\*\*", doc, re.M)
    assert listed == [rule.name for rule in judge_module.RULES]
    words = {3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}
    assert f"{words[len(judge_module.RULES)]} conflict rules" in doc


def test_every_guard_that_can_say_no_is_named_in_the_table():
    import inspect
    import re

    from memcli.lint import conflicts
    from memcli.lint import judge as judge_module
    from memcli.lint.conflicts import guards

    modules = [judge_module] + [importlib.import_module(f"memcli.lint.conflicts.{info.name}")
                                for info in pkgutil.iter_modules(conflicts.__path__)]
    used = {name for module in modules for name in re.findall(r'veto\("([a-z-]+)"', inspect.getsource(module))}
    assert used <= set(guards.GUARDS), used - set(guards.GUARDS)
    context = {"file-subject", "project-name"}  # switched where a claim takes its file's subject
    assert set(guards.GUARDS) - used == context


def test_each_rule_is_the_module_of_its_name_and_no_module_imports_another_s_private_names():
    import ast
    from pathlib import Path

    from memcli.lint import conflicts
    from memcli.lint import judge as judge_module

    rules = [rule.name for rule in judge_module.RULES]
    assert [rule.test.__module__ for rule in judge_module.RULES] == [f"memcli.lint.conflicts.{n}" for n in rules]
    helpers = {"guards", "subjects"}  # the guards' table and the subject comparisons every rule shares
    assert {info.name for info in pkgutil.iter_modules(conflicts.__path__)} == set(rules) | helpers
    lint = Path(judge_module.__file__).parent
    for path in [*lint.glob("*.py"), *lint.glob("conflicts/*.py")]:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("memcli.lint"):
                private = [a.name for a in node.names if a.name.startswith("_")]
                assert not private, f"{path.name} imports {private} from {node.module}"


@pytest.mark.parametrize("a, b, expected", [
    # the same words but for one filler after a slot word (issue 26's substitution rule)
    ("The browser extension is bundled with esbuild.", "The browser extension is bundled with webpack.", CONTRADICTION),
    ("The user prefers replies in English.", "The user prefers replies in German.", CONTRADICTION),
    # the filler stands before any slot word: two subjects
    ("The EU cluster runs Kubernetes 1.29.", "The US cluster runs Kubernetes 1.29.", UNRELATED),
    # amounts are the value rule's, and agree here
    ("The cache TTL is 300 seconds.", "The cache TTL is 5 minutes.", UNRELATED),
])
def test_one_filler_substituted_after_a_slot_word(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


def test_a_sentence_hard_wrapped_over_lines_is_read_whole_and_quoted_where_it_starts():
    from memcli.lint.claims import claim_units

    body = ("Subagents went dark by launching a long background run (the check suite) and\n"
            "ending their turn. The agents view stops agents\nat the end of a run.\n- Short one\n")
    units = list(claim_units(body))
    assert [(i, whole) for i, _, whole in units] == [
        (0, "Subagents went dark by launching a long background run (the check suite) and ending their turn."),
        (1, "The agents view stops agents at the end of a run."), (3, "- Short one")]
    wrapped = ("---\ntype: feedback\n---\nAlways squash the commits of a feature branch into one before you merge\n"
               "it into main, so history stays readable.\n")
    result = judge_files(wrapped, "---\ntype: project\n---\nNever squash the commits of a feature branch.\n")
    assert result.verdict == CONTRADICTION
    assert result.claim_a == "Always squash the commits of a feature branch into one before you merge"


@pytest.mark.parametrize("a, b, expected", [
    # one subject-identity gate before every rule: two claims about different subjects sharing a tool or slot word
    ("Transactional email for the ticketing app is sent through SendGrid.", "The newsletter is sent with Mailchimp.",
     UNRELATED),
    ("CI for the marketing website runs on CircleCI.", "The open-source parser uses GitHub Actions for CI.", UNRELATED),
    ("The ingestion pipeline targets Python 3.12.",
     "The Python 2 scripts in tools/legacy are deprecated; sensor data is processed by the new Rust pipeline.", UNRELATED),
    # the same subject, said the same way or in other words, still conflicts
    ("The recipe app stores its data in PostgreSQL.", "The recipe app stores its data in MongoDB.", CONTRADICTION),
    ("Stock levels sync from the wholesaler feed every 4 hours.",
     "Dispensary pulls the wholesaler stock feed every thirty minutes.", CONTRADICTION),
    # a negation covers its verb phrase's qualifier: a scope the positive never names is no flip
    ("Never cache pricing API responses for logged-in users.",
     "Cache pricing API responses for anonymous visitors for 5 minutes.", UNRELATED),
    ("Restart the Kafka brokers one at a time.", "Never restart the Kafka brokers during business hours.", UNRELATED),
    ("Don't publish the npm package from a laptop; publish it from CI.",
     "Publish the npm package on every tagged release.", UNRELATED),
    # ... but the same qualifier on both sides, or a universal one, still flips
    ("Deploy to production on Fridays.", "Never deploy to production on Fridays.", CONTRADICTION),
    ("Once the release branch is rebased, force-push `main` so the tag sits on the rebased commit.",
     "Never force-push to `main` on any repo.", CONTRADICTION),
    # pending work and an elliptical "not even" deny nothing of their own
    ("Add adapters for Go, Rust and Java.", "Go/Rust/Java: CST snapshots exist but no adapters yet.", UNRELATED),
])
def test_subjects_are_compared_first_and_a_negation_covers_its_qualifiers(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


def test_the_labels_of_the_real_layout_and_table_headers_are_no_claims():
    from memcli.lint.claims import claim_lines

    body = "| Environment | File | Ports |\n| --- | --- | --- |\n| dev | a.yml | 5454 |\n"
    assert [line for _, line in claim_lines(body)] == ["| dev | a.yml | 5454 |"]
    # "How to apply:" opens two unrelated instructions; it is the file's structure, not a shared subject
    result = judge("**How to apply:** lighthouse now has three smart triggers:",
                   "**How to apply:** needs a private remote destination.")
    assert result.verdict == UNRELATED



@pytest.mark.parametrize("ended, conflicts", [
    # a state that held for a bounded while and is over is history (blind sets 11 and 14)
    ("During the February outage the orders app was read-only for two days while the database was restored.", False),
    ("During the SOC 2 audit (6-17 October) the orders app was frozen: no deploys at all.", False),
    ("The orders app was read-only for three hours on Tuesday.", False),
    # the plain cases: a present state, a permanent end with its date
    ("The orders app is read-only now; orders go through the new portal.", True),
    ("The orders app was shut down on 2026-03-01.", True),
    ("The orders app was retired during the move to the new portal.", True),
])
def test_a_state_that_held_for_a_bounded_while_records_no_change_away(ended, conflicts):
    present = "---\ntype: project\n---\nWarehouse staff enter wholesale orders in the orders app.\n"
    result = judge_files(present, f"---\ntype: project\n---\n{ended}\n")
    assert (result.verdict == CONTRADICTION) is conflicts, (result.verdict, result.rule)


@pytest.mark.parametrize("title, named", [
    ("# taptab", "taptab"), ("# fairchild — Project Context", "fairchild"), ("# distro-orders", "distro orders"),
    ("# edit + nix flake update + commit inside the worktree", None), ("# Glossary", None),
])
def test_a_title_that_is_a_lower_case_name_is_the_files_subject(title, named):
    from memcli.lint.judge import FileSubject
    from memcli.store import Memory

    memory = Memory.create("/s/reference_x.md", "reference_x.md", {"type": "reference"}, f"{title}\n\n- Port: 3000\n")
    entities = FileSubject.of(memory).entities
    assert (named in entities) if named else not entities, entities


def test_a_bullet_of_a_file_titled_by_its_subject_conflicts_with_a_claim_naming_it():
    reference = ("---\nname: taptab-overview\ndescription: taptab, the taproom till\ntype: reference\n---\n# taptab\n\n"
                 "## Stack\n- Package manager: pnpm 9 (`pnpm install --frozen-lockfile`)\n")
    claim = "---\ntype: feedback\n---\ntaptab uses Yarn 4: run `yarn install --immutable`, never npm.\n"
    assert judge_files(claim, reference).verdict == CONTRADICTION


@pytest.mark.parametrize("moved, present, conflicts", [
    # what was left fills a role in the other claim: whoever moved, that claim is stale (blind set 14)
    ("The taprooms switched from Square to SumUp terminals in April.",
     "- Card payments at the tills: Square Terminal API (one terminal per till)", True),
    # a person leaving a team says nothing of what the team does
    ("Noor moved from the Dispatch team to Billing in May.", "The Dispatch team maintains the rota app.", False),
])
def test_a_move_away_from_a_tool_the_other_claim_uses_makes_it_stale(moved, present, conflicts):
    names = frozenset({"square", "sumup", "terminal", "dispatch", "billing", "noor"})  # as the store writes them
    result = judge_files(f"---\ntype: project\n---\n{moved}\n", f"---\ntype: reference\n---\n{present}\n", names)
    assert (result.verdict == CONTRADICTION) is conflicts, (result.verdict, result.rule)


def test_a_system_the_store_titles_a_file_with_is_a_name_wherever_it_is_written():
    from memcli.lint.slots import TITLED, read_names

    known = frozenset({TITLED + "myarray"})
    assert "myarray" in read_names("myarray is hosted on Netlify (site `bfs-myarray`).", known).names
    assert "myarray" not in read_names("myarray is hosted on Netlify (site `bfs-myarray`).").names


def test_a_titled_systems_bullet_and_a_claim_naming_it_conflict_across_files(tmp_path):
    from memcli.lint.lint_run import run_lint

    reference = ("---\nname: myarray\ndescription: myarray customer portal overview\ntype: reference\n---\n# myarray\n\n"
                 "Customer portal: customers log in to see their system.\n\n- Hosting: Vercel (team `brightfield`), "
                 "preview deploy per PR\n")
    root = make_store(tmp_path, {"reference_myarray.md": reference,
                                 "auto/myarray-deploy.md": "---\ntitle: myarray deploys\n---\n"
                                                           "myarray is hosted on Netlify (site `bfs-myarray`).\n"})
    report = run_lint(Store.open(root, make_clock("2026-11-28")))
    assert [(v.a.rel, v.b.rel) for v in report.contradictions] == [("auto/myarray-deploy.md", "reference_myarray.md")]


@pytest.mark.parametrize("ended, conflicts", [
    ("porch API v1 is deprecated and read-only; every write goes through `/api/v2`.", False),
    ("porch is shut down; customers use the new portal.", True),
])
def test_a_titled_system_owns_what_ended_unless_it_is_all_that_ended(tmp_path, ended, conflicts):
    from memcli.lint.lint_run import run_lint

    root = make_store(tmp_path, {
        "reference_porch.md": "---\ndescription: porch, the customer site\ntype: reference\n---\n# porch\n\n"
                              "- Next.js 14 front end with `porch-api` (Node, Fastify) behind it.\n",
        "auto/porch-change.md": f"---\ntitle: a change to porch\n---\n{ended}\n"})
    report = run_lint(Store.open(root, make_clock("2026-11-28")))
    assert bool(report.contradictions) is conflicts, [(v.claim_a, v.claim_b) for v in report.contradictions]


@pytest.mark.parametrize("meta, body, entities", [
    # the author's heading repeats the slug: a title, so the file's subject
    ({"name": "surveykit", "description": "the surveyors' mobile app", "type": "reference"}, "# surveykit\n\n- CI: X\n",
     {"surveykit"}),
    # a description that only repeats the slug is the slug (issue 26: `db` / `db2` are no subjects)
    ({"name": "db", "description": "db", "type": "project"}, "The project database is PostgreSQL 16.\n", set()),
])
def test_a_heading_repeating_the_slug_names_the_subject_and_a_description_repeating_it_does_not(meta, body, entities):
    from memcli.lint.judge import FileSubject

    assert set(FileSubject.of(Memory.create("/s/x.md", "x.md", meta, body)).entities) == entities


def test_a_name_opening_a_claim_is_its_subject_though_its_details_repeat_it():
    from memcli.lint.slots import TITLED, read_names

    text = "workshop builds and tests run on Buildkite (pipeline `workshop-main`), with the agent on `ci-runner-02`."
    assert "workshop" in read_names(text, frozenset({TITLED + "workshop"})).subjects
    # a name only in the details is still no subject
    assert "workshop" not in read_names("Builds run on Buildkite (pipeline `workshop-main`).",
                                        frozenset({TITLED + "workshop"})).subjects


def test_two_named_systems_with_two_ci_services_do_not_conflict():
    names = frozenset({"buildkite", "circleci", "#workshop"})
    a = "---\ntype: project\n---\nworkshop builds and tests run on Buildkite (pipeline `workshop-main`).\n"
    b = "---\ntype: project\n---\nhopper-api CI runs on CircleCI (`.circleci/config.yml`).\n"
    assert judge_files(a, b, names).verdict == UNRELATED
    same = "---\ntype: project\n---\nworkshop CI runs on CircleCI (`.circleci/config.yml`).\n"
    assert judge_files(a, same, names).verdict == CONTRADICTION


@pytest.mark.parametrize("ended, present, conflicts", [
    # the name after a preposition is where the ended thing happened, not what ended
    ("Manual upload through the BODS web form is no longer used: the publish job pushes through the API.",
     "Our BODS timetables dataset is #8142 under NOC FENL.", False),
    # the plain case: what ended is what the other claim uses
    ("The BODS web form is no longer used: the publish job pushes through the API.",
     "Upload the timetables through the BODS web form.", True),
])
def test_a_name_after_a_preposition_in_what_ended_is_not_what_ended(ended, present, conflicts):
    result = judge_files(f"---\ntype: project\n---\n{ended}\n", f"---\ntype: reference\n---\n{present}\n",
                         frozenset({"bods"}))
    assert (result.verdict == CONTRADICTION) is conflicts, (result.verdict, result.rule)


@pytest.mark.parametrize("line, conflicts", [
    ("- 10:10 muted the underperformance alert for all sites for 24 h", False),  # a timeline entry: an event
    ("The underperformance alert never fires for a site.", True),  # the plain flip still conflicts
])
def test_a_timeline_entry_tells_an_event_not_a_rule(line, conflicts):
    rule = ("---\ntype: project\n---\nThe underperformance alert fires when a site's 3-day yield is below 70% of its "
            "expectation.\n")
    result = judge_files(rule, f"---\ntype: project\n---\n{line}\n")
    assert (result.verdict == CONTRADICTION) is conflicts, (result.verdict, result.rule)


def test_an_index_entry_that_links_a_memory_is_no_claim():
    # "- [Title](file.md) — hook" (MEMORY.md's form, also kept in archive indexes) points at a memory
    indexed = "# Archive\n\n- [Friday deploys](feedback_fridays.md) — never deploy the billing API on Fridays\n"
    assert judge(indexed, "Deploy the billing API on Fridays after the freeze review.\n").verdict == UNRELATED
    # the same words as a claim of their own still conflict
    plain = "# Archive\n\n- Never deploy the billing API on Fridays\n"
    assert judge(plain, "Deploy the billing API on Fridays after the freeze review.\n").verdict == CONTRADICTION


def test_a_host_that_ended_is_named_whole_not_by_its_domain():
    ended = "The `ops.kestrel.internal` jump host is shut down; reach the servers with Tailscale SSH instead.\n"
    # another host of the same domain is not what ended
    assert judge(ended, "- Dashboards: Grafana at `grafana.kestrel.internal`\n").verdict != CONTRADICTION
    # the host itself, still in use in the other memory, is stale
    assert judge(ended, "Reach the servers through the `ops.kestrel.internal` jump host.\n").verdict == CONTRADICTION
    # a mailbox is named whole too: its domain's other hosts did not end with it
    mailbox = "The scans@kestrel.co.uk mailbox was shut down in June; scans come through the upload page now.\n"
    assert judge(mailbox, "Login goes through our Keycloak at `sso.kestrel.co.uk`.\n").verdict != CONTRADICTION
    assert judge(mailbox, "Dentists email their scans to scans@kestrel.co.uk.\n").verdict == CONTRADICTION


def test_a_negated_negative_phrasal_verb_is_a_positive_claim():
    # "decided not to turn off X" keeps X on: it denies "decided to turn off X"
    kept = "We decided not to turn off comments on court reports; the legal desk pre-moderates them.\n"
    assert judge(kept, "We decided to turn off comments on court reports.\n").verdict == CONTRADICTION
    # and agrees with a memory that keeps them on
    assert judge(kept, "Comments stay on for court reports.\n").verdict != CONTRADICTION


def test_an_adverb_before_a_negation_is_not_its_subject():
    # "we *deliberately* do not pin X" denies "pin X": the adverb says how, not of what
    pinned = "Pin exact versions in package.json.\n"
    assert judge(pinned, "We deliberately do not pin exact versions in package.json.\n").verdict == CONTRADICTION
    # a subject before the negation still scopes it
    assert judge(pinned, "Renovate deliberately does not pin exact versions in its presets.\n").verdict != CONTRADICTION


def test_a_negation_said_of_the_file_subject_meets_its_unnamed_bullet():
    overview = "---\ntype: reference\n---\n# lockd\n\n- Auto-locks the bike when the hire ends\n- Firmware: 2.4\n"
    fact = "---\ncategory: fact\n---\n{} does not lock a bike automatically when the hire ends; the rider does.\n"
    names = frozenset(("#lockd", "#hubd"))
    assert judge_files(fact.format("lockd"), overview, names).verdict == CONTRADICTION
    # said of another system, the same denial does not meet the bullet
    assert judge_files(fact.format("hubd"), overview, names).verdict != CONTRADICTION


def test_a_bullet_that_opens_with_its_verb_speaks_of_its_files_subject():
    overview = "---\ntype: reference\n---\n# growerlink\n\n- Sends growers an SMS reminder on Tuesday morning\n- Port: 8000\n"
    fact = "---\ncategory: fact\n---\n{} does not send SMS to growers; all reminders are email only.\n"
    names = frozenset(("#growerlink", "#boxd", "sms"))
    # "SMS" is what the bullet sends, not who it is about: the bullet speaks of growerlink
    assert judge_files(fact.format("growerlink"), overview, names).verdict == CONTRADICTION
    assert judge_files(fact.format("boxd"), overview, names).verdict != CONTRADICTION


def test_environments_weigh_nothing_on_either_side_of_a_flip():
    # "staging" and "production" are scopes, not the shared subject: an aside on one side must not outweigh it
    never = "- Staging databases are never refreshed from production (GDPR: subscriber data stays in prod)\n"
    assert judge("The staging databases are refreshed from production every Sunday night.\n", never).verdict \
        == CONTRADICTION
    # what stays shared must still be the subject: the same scopes alone are no flip
    assert judge("The staging caches are warmed from production every Sunday night.\n", never).verdict \
        != CONTRADICTION


def test_two_servers_each_named_for_its_own_service_are_two_databases():
    # each host carries a name of its own and the claims share nothing else: two services' databases
    hire = project_file("hirebook", "- Postgres: `pg-hire.bikes.internal:5432`, database `hirebook`")
    till = project_file("tillbridge", "- Postgres: `pg-till.bikes.internal:5432`, database `tillbridge`")
    assert judge_files(hire, till).verdict != CONTRADICTION
    assert judge("boxd's production Postgres answers on `pg-boxd.farm.internal:5433`.\n",
                 "- Postgres: `pg-grow.farm.internal:5432`, db `growerlink`\n").verdict != CONTRADICTION
    # one service's database on two hosts is a conflict, whether the hosts differ by a name or by a number
    assert judge("The prod tally database is on `pg-billing.bf.internal:5432`.\n",
                 "Prod tally DB: `pg-main.bf.internal:5432`, database `tally`.\n").verdict == CONTRADICTION
    assert judge("The session cache connects to Redis at cache-01.internal:6379.\n",
                 "The session cache connects to Redis at cache-02.internal:6380.\n").verdict == CONTRADICTION
    # the other claim names this server's own word: the same service
    assert judge("roster's production database URL is `postgres://roster@pg-shared.sky.internal:5432/roster`.\n",
                 "- `DATABASE_URL=postgres://app@pg-roster.sky.internal:5432/prod`\n").verdict == CONTRADICTION


def test_a_contrast_that_denies_a_time_meets_only_a_claim_of_that_time():
    after = "The monthly OSRM refresh should run after the nightly solve, not before.\n"
    assert judge(after, "- OSRM data is refreshed monthly (`make osrm-refresh`)\n").verdict != CONTRADICTION
    firmware = "Lock firmware updates are only rolled out overnight, never while bikes can be out on hire.\n"
    assert judge(firmware, "E-bikes can be hired for at most 7 consecutive days.\n").verdict != CONTRADICTION
    # a contrast that denies a thing, not a time, still conflicts
    assert judge("Escalate billing incidents to #billing-ops, not to on-call.\n",
                 "Escalate billing incidents to on-call.\n").verdict == CONTRADICTION


@pytest.mark.parametrize("a, b, expected", [
    # "stop" denies an act only when it stops doing one
    ('- "Rounds" dashboard: solve time per depot, stops per round\n', "- Solve time per depot is about 3 s\n",
     UNRELATED),
    ("If a fix needs a write, draft the SQL into the ticket and stop there.\n",
     "When drafting a fix, write the SQL into the ticket.\n", UNRELATED),
    ("We stopped using Jenkins for the billing service.\n", "The billing service uses Jenkins.\n", CONTRADICTION),
    # a denied stop keeps going: "don't stop to ask" is no denial of asking
    ("Don't stop to ask between review and deploy.\n", "Ask before you deploy.\n", UNRELATED),
])
def test_stop_is_a_negation_only_of_an_act(a, b, expected):
    assert (judge(a, b).verdict == CONTRADICTION) == (expected == CONTRADICTION)


@pytest.mark.parametrize("past, now, present", [
    # a snapshot of the past, told in the past tense
    ("As of January 2026 the rider app was on Expo SDK 50.", "The rider app is on Expo SDK 50.",
     "The rider app is on Expo SDK 52."),
    # an irregular past verb with a year
    ("At the end of 2025 the catalogue held about 1.2 million records.",
     "The catalogue holds about 1.2 million records.", "The catalogue currently holds about 1.45 million records."),
    # "until the July rebuild": a period that ended with a named month
    ("scanhub ran on Python 3.9 until the July rebuild.", "scanhub runs on Python 3.9.", "scanhub is on Python 3.11 now."),
])
def test_past_snapshots_do_not_conflict_with_the_present(past, now, present):
    assert judge(past + "\n", present + "\n").verdict != CONTRADICTION
    assert judge(now + "\n", present + "\n").verdict == CONTRADICTION  # the same claim told in the present does


def test_frozen_is_no_end():
    # frozen goods, or a frozen API, are still there: nothing that uses them is stale
    doors = "Doors 1-12 are frozen, the rest chilled or ambient by door group.\n"
    assert judge(doors, "Loading at the dock with the door open is expected.\n").verdict != CONTRADICTION
    assert judge("The v1 API is frozen: no new fields.\n", "The mobile app calls the v1 API.\n").verdict != CONTRADICTION
    assert judge("The v1 API is shut down.\n", "The mobile app calls the v1 API.\n").verdict == CONTRADICTION


@pytest.mark.parametrize("negative, positive", [
    # a comparison narrows the negation
    ("tempwatch doesn't alert on door-open events shorter than 2 minutes.",
     "tempwatch alerts on door-open events (`door_open` alert type)."),
    # so does a relative clause
    ("Don't amend commits that are already pushed.", "Tomás amends commits to fix typos in commit messages."),
    # a contrast that denies a relation: "per tank" is not "in the tank"
    ("The brewers want curves per batch, not per tank.", "Brewers look at raw readings while a batch is in the tank."),
    # a negation elided at the end of the sentence, in the past tense, denies what the sentence said before it
    ("cellar-01 is on a UPS and stayed up; the glycol chiller did not.",
     "The refit added a second glycol chiller."),
])
def test_narrowed_and_elided_negations_meet_only_their_own_case(negative, positive):
    assert judge(negative + "\n", positive + "\n").verdict != CONTRADICTION


@pytest.mark.parametrize("negative, positive", [
    ("Don't amend commits.", "Tomás amends commits to fix typos in commit messages."),
    ("tempwatch doesn't alert on door-open events.", "tempwatch alerts on door-open events (`door_open` alert type)."),
    ("Manifest API returns timestamps in UTC, never in local Oslo time.",
     "API timestamps are Europe/Oslo local time without an offset."),
])
def test_the_same_negations_unnarrowed_still_conflict(negative, positive):
    assert judge(negative + "\n", positive + "\n").verdict == CONTRADICTION


def test_an_ended_name_must_be_written_not_only_stem_alike():
    ended = "We no longer use TracKing: since July 2026 every trailer reports through an Orbcomm unit.\n"
    assert judge(ended, "The pallet balance per customer is tracked in a spreadsheet.\n").verdict != CONTRADICTION
    assert judge(ended, "Trailer positions come from TracKing.\n").verdict == CONTRADICTION


def test_a_glossary_defines_words_and_contradicts_nothing():
    glossary = ("---\nname: glossary\ndescription: internal words\ntype: reference\n---\n# Glossary\n\n"
                "- **ETL**: electronic tech log (customer-owned)\n- **swap**: change of one item for another\n")
    assert judge_files(glossary, "---\ntype: reference\n---\n- Pull-only: never writes anything to customer tech logs\n"
                       ).verdict != CONTRADICTION
    assert judge_files(glossary, "---\ntype: feedback\n---\n- A customer may swap up to 3 items per box week\n"
                       ).verdict != CONTRADICTION
    # the same bold lines outside a glossary are claims ("- **DB**: ..." in an overview)
    overview = "---\nname: shop overview\ntype: project\n---\n# shop\n\n- **DB**: Postgres 15 on `pg-shop:5432`\n"
    assert judge_files(overview, "---\ntype: project\n---\n# shop\n\n- **DB**: Postgres 16 on `pg-shop:5432`\n"
                       ).verdict == CONTRADICTION


def test_a_day_fills_no_role_and_a_lesser_environment_scopes_a_negation():
    assert judge("- Never deploy to production on a Friday\n",
                 "- Release track: internal testing -> production in Intune\n").verdict != CONTRADICTION
    assert judge("Don't page on-call for staging alerts; route them to `#infra-noise` only.\n",
                 "- Alerts page on-call via Grafana OnCall\n").verdict != CONTRADICTION
    # production is what an unscoped claim speaks of: that negation still meets it
    assert judge("Don't page on-call for production alerts.\n",
                 "- Alerts page on-call via Grafana OnCall\n").verdict == CONTRADICTION


def test_a_weekday_and_its_plural_are_one_word_and_a_move_before_an_end_is_no_part_of_it():
    assert judge("We deploy to production on Fridays like on any other weekday.\n",
                 "- Never deploy to production on a Friday\n").verdict == CONTRADICTION
    # "no longer use X: Y replaced it" ends X, not Y
    ended = "We no longer use black: `ruff format` replaced it in all Python repos in May.\n"
    assert judge(ended, "- Format with `black` (line length 100)\n").verdict == CONTRADICTION
    assert judge(ended, "- Lint with `ruff check` in CI\n").verdict != CONTRADICTION
    # "X moved to Y and the old server Z was shut down": Z ended, not X
    moved = "rostr moved to the k3s cluster in September and the old Windows server ROSTR01 was shut down.\n"
    assert judge(moved, "- Runs on the Windows box `ROSTR01` (IIS + SQL Server Express)\n").verdict == CONTRADICTION


def test_a_question_or_a_bare_quotation_is_no_claim_and_a_run_s_measure_sets_nothing():
    faq = "---\ntype: reference\n---\n# FAQ\n\n**\"My card doesn't work\"**\n\nAsk for the member's name first.\n"
    assert judge_files(faq, "---\ntype: reference\n---\n- Staff cards always work, even with the cache expired\n"
                       ).verdict != CONTRADICTION
    assert judge("- Can we drop Redis for the queue?\n", "- Redis is the queue\n").verdict != CONTRADICTION
    assert judge("Restored stanza `book` to a throwaway CX22; took 14 minutes.\n",
                 "**Why:** the playbook took 9 minutes and broke twice on apt locks.\n").verdict != CONTRADICTION
    # a duration that is a setting still conflicts
    assert judge("The restore job times out after 14 minutes.\n",
                 "The restore job times out after 9 minutes.\n").verdict == CONTRADICTION


def test_a_clause_that_scopes_a_negation_is_told_by_its_verb():
    # the positive names mills and backups, but not a mill cutting or a backup running
    assert judge("Never restart millq while any mill is cutting.\n",
                 "- Restart millq after a mill config edit.\n").verdict != CONTRADICTION
    assert judge("Never reboot pbs01 while a backup job is running.\n",
                 "- `pbs01` reboots for backup updates on the second Sunday\n").verdict != CONTRADICTION
    assert judge("Never restart millq while any mill is cutting.\n",
                 "- Restart millq while a mill is cutting if it hangs.\n").verdict == CONTRADICTION


def test_a_time_is_the_claim_s_own_a_contrast_s_quantity_is_no_object_and_no_such_thing_needs_the_thing():
    # the positive's file speaks of the settlement run; the positive itself does not
    tapline = ("---\nname: tapline overview\ndescription: tapline workers and the settlement run\ntype: project\n---\n"
               "# tapline\n\n- tapline workers are restarted one pod at a time (rolling restart)\n")
    never = "---\ntype: feedback\n---\nNever restart tapline workers during the settlement run (05:00-06:00).\n"
    assert judge_files(never, tapline).verdict != CONTRADICTION
    # "rather than one per order": the alternative is the order, which the other claim never names
    assert judge("till-sync posts one summarised Xero invoice per café per day rather than one per order.\n",
                 "till-sync exports the café takings to Xero every day.\n").verdict != CONTRADICTION
    # "there is no override file" denies only a claim that names an override file
    no_override = "Settings live in /etc/millq/millq.toml; there is no per-mill override file.\n"
    assert judge(no_override, "- Config file: `/etc/millq/millq.toml` (mill list, shares)\n").verdict != CONTRADICTION
    assert judge(no_override, "- Each mill reads its per-mill override file at start.\n").verdict == CONTRADICTION


def test_a_time_on_two_different_days_is_two_events():
    assert judge("The Ashby Herald's property supplement pages lock on Monday at 18:00.\n",
                 "- Ashby Herald (weekly): pages lock Wednesday 21:30\n").verdict != CONTRADICTION
    assert judge("The Ashby Herald's pages lock on Wednesday at 18:00.\n",
                 "- Ashby Herald (weekly): pages lock Wednesday 21:30\n").verdict == CONTRADICTION


def test_a_port_belongs_to_the_one_host_its_claim_names():
    fleet = "fleetcare's Postgres is on `pg-fleet.fernhill.lan`, port 5434.\n"
    assert judge(fleet, "- Postgres: `pg-hire-01.fernhill.lan:5432`, database `hirebook_prod`\n").verdict != CONTRADICTION
    assert judge(fleet, "fleetcare's Postgres listens on `pg-fleet.fernhill.lan:5432`.\n").verdict == CONTRADICTION
    # a two-letter name is a name of its own ("pg-dw": the warehouse)
    assert judge("The hirebook app connects to Postgres on `pg-hire-01.fernhill.lan:5433`.\n",
                 "- Warehouse Postgres: `pg-dw.fernhill.lan:5432`, db `analytics`\n").verdict != CONTRADICTION


def test_a_service_s_cache_and_database_or_its_staging_and_production_are_two_servers():
    sidekiq = "invoicer's Sidekiq talks to `redis-inv.bls.internal:6380` (db 2).\n"
    staging = "Staging invoicer uses `pg-inv-stg.bls.internal:5432`, db `invoicer_staging`.\n"
    assert judge(sidekiq, staging).verdict != CONTRADICTION  # a Redis and a Postgres
    assert judge("washfloor keeps the last reading per machine in Redis at `redis-wf.bls.internal:6380`.\n",
                 "washfloor stores readings in TimescaleDB at `tsdb.bls.internal:5432`.\n").verdict != CONTRADICTION
    assert judge(staging, "Prod DB: `pg-inv.bls.internal:5432`, db `invoicer_production`\n").verdict != CONTRADICTION
    # a host's own name says its environment, and a claim naming none speaks of production
    assert judge("- Postgres: `pg-rentroll.bxw.internal:5432`, db `rentroll`\n",
                 "Staging rentroll runs against `pg-rentroll-stg.bxw.internal:5432`, refreshed from a masked prod "
                 "dump every Monday.\n").verdict != CONTRADICTION
    assert judge("unitbook deploys are triggered from Jenkins (`jenkins.bxw.internal:8080`).\n",
                 "unitbook keeps its sessions in Redis on `redis-ub.bxw.internal:6380`.\n").verdict != CONTRADICTION
    # one kind, one environment, or a name that spells neither: one server moved
    assert judge("The invoicer database is at `db-01.bls.internal:5432`.\n",
                 "The invoicer database is at `pg-inv.bls.internal:5432`.\n").verdict == CONTRADICTION
    assert judge("rootstock connects to its production database at db-prod-eu.larkspur.internal, port 5433.\n",
                 "rootstock's prod database: `pg-rootstock.internal:5432`\n").verdict == CONTRADICTION
    assert judge("invoicer's Redis is `redis-inv.bls.internal:6380`.\n",
                 "invoicer's Redis is `redis-inv.bls.internal:6379`.\n").verdict == CONTRADICTION


def test_a_passive_negation_denies_its_verb():
    assert judge("Red bags go into the tunnel unopened.\n", "Red bags must never be opened.\n").verdict != CONTRADICTION
    assert judge("Returned parcels are scanned unopened at the depot.\n",
                 "Returned parcels must not be opened at the depot.\n").verdict != CONTRADICTION
    assert judge("Infection-control bags are opened at soiled-in sorting.\n",
                 "Infection-control bags must never be opened at soiled-in sorting.\n").verdict == CONTRADICTION
    # showing and printing are one act
    assert judge("Shipment references must not be printed on invoice lines.\n",
                 "Every invoice line shows the shipment reference.\n").verdict == CONTRADICTION


def test_cannot_carries_its_qualifiers_like_not():
    assert judge("Lab analysts edit results in labtrack all day.\n",
                 "Results cannot be edited after QA sign-off.\n").verdict != CONTRADICTION
    assert judge("Invoices are edited by the finance team.\n",
                 "Invoices cannot be edited after they are sent.\n").verdict != CONTRADICTION
    assert judge("Lab analysts edit results in labtrack all day.\n",
                 "Results in labtrack cannot be edited.\n").verdict == CONTRADICTION


def test_a_negation_against_a_target_is_scoped_to_it():
    never = "Never run the load tests against production.\n"
    assert judge(never, "Run the load tests every night.\n").verdict != CONTRADICTION
    assert judge("Do not run meterhub backfills against prod while the bill run is going.\n",
                 "Run meterhub backfills with `--dry-run` first, then for real with `--since`.\n").verdict != CONTRADICTION
    assert judge(never, "Run the load tests against production every night.\n").verdict == CONTRADICTION


def test_a_contrast_that_denies_a_manner_conflicts_only_with_that_manner():
    multipart = "Photos are uploaded as multipart on job close, not one by one.\n"
    assert judge("A 3.1 release left twelve crews on a broken photo upload all morning.\n", multipart
                 ).verdict != CONTRADICTION
    assert judge("Photos are uploaded one by one as they are taken.\n", multipart).verdict == CONTRADICTION


def test_own_narrows_a_negation_but_itself_does_not():
    assert judge("The agent must never merge its own PRs.\n",
                 "PRs are merged with rebase-and-merge so the commits stay on main.\n").verdict != CONTRADICTION
    assert judge("Never approve your own pull requests.\n", "Approve pull requests after CI passes.\n"
                 ).verdict != CONTRADICTION
    assert judge("Never approve your own pull requests.\n",
                 "You may approve your own pull requests when the change is a typo.\n").verdict == CONTRADICTION
    assert judge("claimsbridge does not validate claims itself; it relies on the clearing house.\n",
                 "claimsbridge validates every claim against the payer's JSON schema.\n").verdict == CONTRADICTION


def test_a_negation_aimed_at_a_pronoun_after_a_preposition_points_elsewhere():
    assert judge("yieldr respects the per-site price floors in `price_floors` and won't go under them.\n",
                 "Floors per site come from the `price_floors` table and are edited by finance only.\n"
                 ).verdict != CONTRADICTION
    assert judge("yieldr never goes under the per-site price floors.\n",
                 "yieldr goes under the per-site price floors in a clearance week.\n").verdict == CONTRADICTION


def test_a_contrast_of_its_own_is_about_the_rest_of_its_sentence():
    groups = "Group bookings (10+) get a discount band and an invoice instead of card payment.\n"
    assert judge(groups, "- Card payments: Stripe (account `acct_cat_live`), Payment Element in the checkout\n"
                 ).verdict != CONTRADICTION
    assert judge("Group bookings get an invoice instead of card payment.\n",
                 "Group bookings are paid by card payment at the box office.\n").verdict == CONTRADICTION


def test_a_mode_belongs_to_the_environment_its_claim_opens_with():
    prod = "hirebook production deploys are manual: someone runs `bin/ship production` after the staging smoke test.\n"
    assert judge(prod, "hirebook staging deploys automatically on every merge to `main`.\n").verdict != CONTRADICTION
    assert judge(prod, "hirebook production deploys run automatically on every merge to `main`.\n"
                 ).verdict == CONTRADICTION


def test_a_move_made_every_season_is_no_change_away():
    assert judge("Every November heaters and salt spreaders move from Wakefield to York.\n",
                 "- Wakefield (WKF): the plant depot, most heaters are based here\n").verdict != CONTRADICTION
    assert judge("In November the heaters moved from Wakefield to York for good.\n",
                 "- Wakefield (WKF): the plant depot, the heaters are based here\n").verdict == CONTRADICTION


def test_an_ended_code_span_must_be_written_whole():
    ended = "`stock-legacy` has been read-only since 2026-03-20; secondhand copies now live in stockd.\n"
    assert judge(ended, "stockd's database is on `pg-stock.mlb.internal:5433`; the old cluster stays for the legacy "
                        "import scripts.\n").verdict != CONTRADICTION
    assert judge(ended, "Secondhand copies are looked up in `stock-legacy`.\n").verdict == CONTRADICTION


def test_a_contrast_denies_its_alternative_for_what_its_clause_is_about():
    disputes = "Escalate payment disputes to Priya, not to Sam.\n"
    assert judge(disputes, "- Warehouse problems (damaged stock, missing copies): escalate to Sam\n"
                 ).verdict != CONTRADICTION
    assert judge(disputes, "Payment disputes are escalated to Sam.\n").verdict == CONTRADICTION


@pytest.mark.parametrize("a, b, expected", [
    # a decision stands: "decided" is no past tense that dates it, nor is a month the verb does not make past
    ("Decided to offer gift wrapping at checkout (£2.50).",
     "Decided not to offer gift wrapping: packing time per order would double in December.", CONTRADICTION),
    ("Decided not to run Saturday delivery rounds in Bath.",
     "Decided to run a Saturday delivery round in Bath from September 2026.", CONTRADICTION),
    # a month told in the past tense is still history
    ("We ran Saturday delivery rounds in Bath in March.", "We do not run Saturday delivery rounds in Bath.",
     EVOLUTION),
])
def test_a_decision_stands_and_a_month_dates_only_a_past_tense(a, b, expected):
    assert judge(a + "\n", b + "\n").verdict == expected


def test_what_a_subject_is_and_what_serves_it_fill_two_roles():
    tablets = "---\ntype: project\n---\nThe shopfloor tablets are Galaxy Tab Active5 (Android 14), Knox-enrolled.\n"
    app = ("---\nname: reference-shopfloor-app\ndescription: \"shopfloor: the mechanics tablet app\"\ntype: reference\n"
           "---\n# shopfloor (tablet app)\n\n## Release\n- Builds distributed to tablets through Firebase App "
           "Distribution\n")
    assert judge_files(tablets, app).verdict != CONTRADICTION
    other = app.replace("through Firebase App Distribution", "through Microsoft Intune")
    assert judge_files(app, other).verdict == CONTRADICTION


def test_straight_to_main_is_directly_to_main():
    assert judge("Docs-only changes may be committed straight to `main` without a PR.\n",
                 "Never commit directly to `main`; always open a PR.\n").verdict == CONTRADICTION
