"""Classes of false alarms the judge raised on real Claude Code folders (issue 26): each a general shape, written
inline, with the plain case that must still conflict beside it."""

from __future__ import annotations

import json
import time

import pytest

from memcli.lint.claims import claim_units
from memcli.lint.judge import CONTRADICTION, EVOLUTION, UNRELATED, BuiltinJudge
from tests.conftest import cli, make_store, memcli_subprocess, memory_text
from tests.lint.test_judge import judge_files


def test_bold_text_going_on_with_a_wrapped_sentence_starts_no_statement():
    body = ("Across four reviews and eleven correction rounds in the last release series,\n"
            "**every correction round added a new false claim in its own\n"
            "comments**, and each was caught by the next read.\n"
            "**Why:** rounds check what they fixed, not what they wrote.\n"
            "**Rule** — read every added claim.\n")
    units = [(i, whole) for i, _, whole in claim_units(body)]
    assert units == [
        (0, "Across four reviews and eleven correction rounds in the last release series, **every correction round "
            "added a new false claim in its own comments**, and each was caught by the next read."),
        (3, "**Why:** rounds check what they fixed, not what they wrote."),
        (4, "**Rule** — read every added claim.")]


def test_a_bold_label_after_an_unfinished_line_still_starts_its_own_claim():
    wrapped = ("---\ntype: feedback\n---\nThe team settled this after a long thread about history\n"
               "**Rule:** Always squash the commits of a feature branch before merging.\n")
    result = judge_files(wrapped, "---\ntype: project\n---\nNever squash the commits of a feature branch.\n")
    assert result.verdict == CONTRADICTION
    assert result.claim_a == "**Rule:** Always squash the commits of a feature branch before merging."


def _record(description: str, heading: str, field: str) -> str:
    return f"---\ntype: project\ndescription: {description}\n---\n# {heading}\n\n**Found**: 2026-06-06\n{field}\n"


def test_a_field_of_a_record_is_about_its_own_file_so_two_records_do_not_conflict():
    a = _record("Nightly export lost rows for the EU tenants", "Incident: export row loss",
                "**Severity**: MEDIUM")
    b = _record("Login tokens leaked to the access log", "Incident: token leak in logs", "**Severity**: CRITICAL")
    assert judge_files(a, b).verdict == UNRELATED


def test_two_fields_of_records_about_one_thing_still_conflict():
    a = _record("Billing API production deployment", "Billing API deployment", "**Region**: us-east-1")
    b = _record("Billing API production deployment settings", "Billing API deployment", "**Region**: eu-west-1")
    result = judge_files(a, b)
    assert (result.verdict, result.claim_a, result.claim_b) == (
        CONTRADICTION, "**Region**: us-east-1", "**Region**: eu-west-1")


def _file(kind: str, body: str) -> str:
    return f"---\ntype: {kind}\n---\n{body}\n"


P, F = "project", "feedback"
# (class, A, B, verdict): each class's false alarm beside the plain case that must still conflict
PAIRS = [
    ("event-tally", (P, "- Five consecutive review rounds each found a new false claim in the release notes."),
     (P, "- Three consecutive review rounds each found a new false claim in the docs."), UNRELATED),
    ("event-tally", (P, "All 29 algorithm pages migrated to the new bundler."),
     (P, "The bundler migration covers 12 algorithm pages."), UNRELATED),
    ("event-tally, hyphenated verb", (P, "- The repair arm caught the drift (40 legacy rows re-routed to the new gate)."),
     (P, "- The repair arm stamped proofs on 5 legacy rows."), UNRELATED),
    ("a count that sets something", (F, "Pull requests need 2 approvals before merge."),
     (P, "Pull requests need 3 approvals before merge."), CONTRADICTION),
    ("a participle of a setting", (P, "2 approvals required before a pull request is merged."),
     (P, "Pull requests need 3 approvals before merge."), CONTRADICTION),
    ("bound-met", (P, "- Line coverage of the core library is 94.2%."),
     (F, "- Keep line coverage of the core library >90%."), UNRELATED),
    ("bound not met", (P, "- Line coverage of the core library is 84.2%."),
     (F, "- Keep line coverage of the core library >90%."), CONTRADICTION),
    ("two amounts", (P, "- Line coverage of the core library is 94.2%."),
     (P, "- Line coverage of the core library is 84.2%."), CONTRADICTION),
    ("line environment", (P, "1. **`docker-compose.local.yml`** — Local Docker validation stack (shop-local-* naming). "
                             "Ports: web 3300, api 4300, postgres 5732, redis 6679."),
     (P, "| dev | `docker-compose.dev.yml` | postgres 5454, redis 6363 (via cloudflared) |"), UNRELATED),
    ("line environment, later sentence", (P, "- The local stack runs in Docker. Postgres listens on port 5732."),
     (P, "- In dev, Postgres listens on port 5454."), UNRELATED),
    ("one environment", (P, "- The local stack runs in Docker. Postgres listens on port 5732."),
     (P, "- In the local stack, Postgres listens on port 5454."), CONTRADICTION),
    ("pointer-object", (P, "A package used at build time must be copied into the image stage. "
                           "Host builds don't validate this."),
     (P, "The build validation job builds the images on every push."), UNRELATED),
    ("a plain flip", (F, "Never run the build validation job on every push."),
     (P, "The build validation job builds the images on every push."), CONTRADICTION),
    # the pointer guard must not cover a decision whose reason ends in "... isn't worth it"
    ("a denial by name beside a pointer", (P, "Decided not to offer Apple Pay for wallet top-ups: at our average "
                                              "top-up the per-transaction fee isn't worth it."),
     (P, "We decided to offer Apple Pay for wallet top-ups from the 3.5 release."), CONTRADICTION),
    ("harm-told", (F, "- Never do big-bang database cutovers; drop legacy tables one at a time."),
     (F, "**Why:** Big-bang database cutovers break unrelated systems and lose audit history."), UNRELATED),
    ("a deed against the rule", (F, "- Never do big-bang database cutovers; drop legacy tables one at a time."),
     (P, "The billing service did big-bang database cutovers in every release."), CONTRADICTION),
    ("two-qualifiers", (P, "- Run `pnpm setup` on new machines."), (P, "- Run `pnpm setup` after cloning."), UNRELATED),
    ("two fillers", (P, "- The frontend is bundled with esbuild."), (P, "- The frontend is bundled with webpack."),
     CONTRADICTION),
    ("choice-agreed-in-line", (F, "Never run tests on the host. Always use Podman containers."),
     (P, "- Container runtime: `RUNTIME=docker just test` to switch. Default is Podman."), UNRELATED),
    ("another choice", (F, "Never run tests on the host. Always use Podman containers."),
     (P, "- Container runtime: Docker. Podman is not installed on the CI runners."), CONTRADICTION),
    ("told-as-history", (P, "After the poles were cut the test phase became work-bound."),
     (P, "Removing the pole moved the test phase from pole-bound to throughput-bound."), UNRELATED),
    ("a stale present claim", (P, "The test phase is pole-bound."),
     (P, "Removing the pole moved the test phase from pole-bound to throughput-bound."), CONTRADICTION),
    ("removal-agrees", (F, "**Rule:** Never add bare `export default` to `.js` files."),
     (P, "Stripped all bare export defaults from the `.js` files."), UNRELATED),
    ("adding what the rule forbids", (F, "**Rule:** Never add bare `export default` to `.js` files."),
     (P, "Phase 5 adds bare export defaults to the `.js` files."), CONTRADICTION),
    ("code-object, the plain case", (F, "Never add a `Co-authored-by` trailer to commits."),
     ("user", "Add a Co-authored-by trailer to every commit the agent writes."), CONTRADICTION),
    ("denied participles", (P, "`SYSTEM_PAUSED` is excluded in `core/rules.go` — never aggregated, never stored."),
     (P, "The tracker stores daily aggregations of application usage in SQLite."), UNRELATED),
    ("a bare not-X goes on", (F, "**\"Loop navigation\" ambiguity:** When the user said \"do not use loop navigation\", "
                                 "they meant the visual wrap-around in prompt lists — NOT for-loops in code."),
     (F, "9. **Code Reviewer runs inside the loop**, parallel with Validator in Phase 3"), UNRELATED),
    ("an owner's thing ended", (P, "The config repo moved to Forgejo in June. GitHub's copy is frozen at the cutover "
                                   "commit."),
     (P, "kite's GitHub PR checks are GitGuardian only."), UNRELATED),
    ("what ended, in its own clause", (P, "Pulumi state moved to Pulumi Cloud (org `kite`); the `kite-state` bucket is "
                                          "read-only and kept as a backup."),
     (P, "Ines does most of the Kubernetes and Pulumi work."), UNRELATED),
    ("a span inside what ended", (P, "Pulumi state moved to Pulumi Cloud (org `kite`); the `kite-state` bucket is "
                                     "read-only and kept as a backup."),
     (P, "- `kite/infra` - Pulumi, charts, runbooks"), UNRELATED),
    ("what ended, still used", (P, "Pulumi state moved to Pulumi Cloud (org `kite`); the `kite-state` bucket is "
                                   "read-only and kept as a backup."),
     (P, "The deploy job writes Pulumi state to the `kite-state` bucket."), CONTRADICTION),
    ("quoted words end nothing", (P, 'It fused two causes — a missing stamp and "the stamp exists but the file is gone '
                                     'from disk".'),
     (P, "Each poll stamps the file path onto the download record, so the stamp exists for every file."), UNRELATED),
    ("a host told beside what ended", (P, "The `badge-kiosk` PWA is deprecated; since the spring refresh the tablets "
                                          "open `badges.example.co.uk/desk` in Safari."),
     (P, "- Badge tablets run the `badge-kiosk` PWA with Guided Access on"), CONTRADICTION),
    ("a value that says how", (P, "Leeds: by email. Bradford: through their supplier only."),
     (P, "- Bradford: residual and recycling"), UNRELATED),
    ("two values for one label", (P, "- Bradford: residual and recycling"), (P, "- Bradford: garden waste only"),
     CONTRADICTION),
    ("some-of-them", (P, "Some council portals have no API, so the scraper closes reports for us."),
     (P, "Councils raise reports through the council portal API."), UNRELATED),
    ("the one portal has none", (P, "The council portal has no API."),
     (P, "Councils raise reports through the council portal API."), CONTRADICTION),
    ("a long label's head measures", (P, "Changeovers on the main stage are scheduled at 45 minutes by default."),
     (P, "- Default changeover on the main stage: 30 minutes between acts"), CONTRADICTION),
    ("a long label's head, another attribute", (P, "The booking lock is a Redis key on `lock:car:<id>` with a 30 s TTL."),
     (P, "- Turnaround buffer between bookings of one car: 30 min"), UNRELATED),
    ("a time window scopes a negation", (P, "rota never emails volunteers between 22:00 and 08:00; messages wait."),
     (P, "- rota emails each volunteer a confirmation when a coordinator assigns them"), UNRELATED),
    ("the same window", (P, "Never restart the workers between 09:00 and 17:00."),
     (P, "The workers are restarted every day between 09:00 and 17:00."), CONTRADICTION),
    ("can-by-hand", (P, "The planner can still reroute a unit by hand."),
     (P, "The planner reroutes units automatically when a venue cancels."), UNRELATED),
    ("done by hand", (P, "The planner reroutes a unit by hand."),
     (P, "The planner reroutes units automatically when a venue cancels."), CONTRADICTION),
    ("only-if", (P, "Till receipts are opt-in: nothing prints unless the customer wants one."),
     (P, "- Till receipts are only printed if the customer asks"), UNRELATED),
    ("never printed", (P, "Till receipts never print."), (P, "- Till receipts are printed for every sale"), CONTRADICTION),
    ("an agent scopes a negation", (P, "Lane swims cannot be booked by guests."),
     (P, "A member may hold 5 lane swim bookings at once."), UNRELATED),
    ("the agent named", (P, "Lane swims cannot be booked by guests."),
     (P, "Guests can book lane swims by paying the casual price."), CONTRADICTION),
    ("a sign-in is no log", (P, "Anyone on the team can log in with Google SSO."),
     (P, "- Papertrail is no longer used; logs go to Loki and are queried from Grafana"), UNRELATED),
    ("two sign-ins", (P, "Staff log in with Google SSO."), (P, "Staff log in with Okta."), CONTRADICTION),
    ("one item of a negated list", (F, "Don't log guest email addresses, phone numbers or card data anywhere."),
     (P, "The auth service logs the guest's email address on every failed login."), CONTRADICTION),
    ("no item of a negated list", (F, "Don't log guest email addresses, phone numbers or card data anywhere."),
     (P, "The auth service logs the booking id on every failed login."), UNRELATED),
    ("two databases on one host", (P, "- Postgres: `pg-ops.example.internal:5434`, database `billing` (separate "
                                      "cluster on the same box)"),
     (P, "- Postgres: `pg-ops.example.internal:5432`, database `tickets`"), UNRELATED),
    ("one database, two ports", (P, "- Postgres: `pg-ops.example.internal:5434`, database `billing`"),
     (P, "- Postgres: `pg-ops.example.internal:5432`, database `billing`"), CONTRADICTION),
    ("a window of the past", (P, "The pickup API timeout is 15 s."),
     (P, "Between February and April the pickup API timeout was raised to 60 s for the spring peak."), EVOLUTION),
    ("only with", (P, "Images go into the app only with a licence on file."),
     (P, "- Rights: no images in the app unless the licence is recorded"), UNRELATED),
    ("a bare port of another server", (P, "tillsync reaches each till agent on port 9100."),
     (P, "tillsync keeps its price cache in `redis-till.example.internal:6380`."), UNRELATED),
    ("the server's kind named", (P, "tillsync's Redis listens on port 6379."),
     (P, "tillsync keeps its cache in `redis-till.example.internal:6380`."), CONTRADICTION),
    ("a contrast about one word", (P, "Questions go to Omar, not the platform team."),
     (P, "The platform team sits next to the support desk."), UNRELATED),
    ("a contrast denied", (P, "Questions go to Omar, not the platform team."),
     (P, "- Questions: ask the platform team"), CONTRADICTION),
    ("what would follow", (P, "Frozen orders never ship on a Thursday: they would wait in a depot over the weekend."),
     (P, "Chilled boxes leave Monday to Wednesday only, so they never wait in a depot over a weekend."), UNRELATED),
    ("what is done", (P, "Chilled boxes wait in a depot over the weekend."),
     (P, "Chilled boxes never wait in a depot over a weekend."), CONTRADICTION),
    ("not-until", (P, "Release builds don't ship until QA has signed them off."),
     (P, "Every release build must get a QA sign-off before it ships."), UNRELATED),
    ("the order reversed", (P, "Release builds don't ship until QA has signed them off."),
     (P, "Release builds ship before QA signs them off."), CONTRADICTION),
    ("not-until, a need", (P, "No glass is cut for a church job until the faculty has been granted."),
     (P, "Every church commission needs a faculty from the diocese before we cut any glass."), UNRELATED),
    ("not-until, no need", (P, "memorialdesk does not require proof approval before a job is released to cutting; Owen "
                                  "releases jobs himself."),
     (F, "Never release a job to cutting until the family has approved the proof."), CONTRADICTION),
    ("what a thing needs", (P, "Tokens are the per-kiosk licence keys. Without a valid one a kiosk does not start."),
     (P, "Licence validation checks the kiosk certificate and that the token window covers every opening hour."),
     UNRELATED),
    ("no X is done there", (P, "It only talks to the booking API; no card data is stored there."),
     (P, "Staging card data is masked every night by the scrub job."), UNRELATED),
    ("no X is done, X done", (P, "No card data is logged by the API."),
     (P, "The API logs card data on every failed payment."), CONTRADICTION),
    ("more often than not", (P, "He reads the reports on his phone more often than not."),
     (P, "He reads the reports on his phone between sites."), UNRELATED),
    ("never", (P, "He never reads the reports on his phone."),
     (P, "He reads the reports on his phone between sites."), CONTRADICTION),
    ("an instruction and its reason", (F, "Never squash kiosk PRs: Ana bisects the scanner code and needs each commit."),
     (F, "Always squash-merge kiosk PRs."), CONTRADICTION),
    ("an instruction, another act", (F, "Never squash kiosk PRs: Ana bisects the scanner code and needs each commit."),
     (F, "Always run the scanner tests before asking for review."), UNRELATED),
    ("two weights of one batch", (P, "The roaster caps every batch at 28 kg of green beans."),
     (P, "- Max charge: 32 kg green per batch"), CONTRADICTION),
    ("two weights of two things", (P, "The roaster caps every batch at 28 kg of green beans."),
     (P, "- Retail bags: 1 kg"), UNRELATED),
    ("a setting still held", (P, "Check the iOS deployment target is still 16.0 in the Podfile."),
     (P, "- iOS deployment target: 15.0"), CONTRADICTION),
    ("a count by its label", (P, "The arrivals hall has 4 reclaim belts."), (P, "- Reclaim belts: 3"), CONTRADICTION),
    ("a count of other things", (P, "The arrivals hall has 4 reclaim belts."), (P, "- Check-in desks: 3"), UNRELATED),
    ("a role's label meets its head", (P, "Service secrets live in 1Password Connect (vault `ops-prod`); pods get them "
                                          "through the 1Password operator."),
     (P, "- Secrets: HashiCorp Vault at `vault.ops.internal:8200`, synced into pods by External Secrets"), CONTRADICTION),
    ("another role's label", (P, "Service secrets live in 1Password Connect (vault `ops-prod`); pods get them through "
                                 "the 1Password operator."), (P, "- Error tracking: Sentry project `gw`"), UNRELATED),
    ("an aside after e.g.", (F, "Never put lot IDs on wholesale quotes."),
     (F, "Always put the green lot ID (e.g. `COL-25-07`) on wholesale quotes so cafes can trace the coffee."),
     CONTRADICTION),
    ("calendar days are days", (P, "The void turnaround target is 28 days for standard voids."),
     (P, "The turnaround target for standard voids is 21 calendar days."), CONTRADICTION),
    ("a version file gives the tool's version", (P, "voidtrack's `.ruby-version` is 3.3.5."),
     (P, "voidtrack runs on Ruby 3.2.4."), CONTRADICTION),
    ("a version file beside another number", (P, "voidtrack is pinned to Ruby 3.2.2 in `.ruby-version` (3.3 broke "
                                                 "a gem)."), (P, "voidtrack runs on Ruby 3.2.2."), UNRELATED),
    ("a move of a hyphenated name", (P, "Switched kiosk-app push from OneSignal to Firebase Cloud Messaging."),
     (P, "- Push notifications: OneSignal (app id in `app.config.ts`)"), CONTRADICTION),
    ("a hosting label of the file's subject", (P, "The tenant portal is hosted on Azure App Service in UK South."),
     (P, "# Tenant portal\n\n- Hosting: Vercel (team `ops`)"), CONTRADICTION),
    ("a hosting label of another subject", (P, "The recipe blog is hosted on Ghost(Pro); we don't run it ourselves."),
     (P, "# Shopfront\n\n- Hosting: Vercel (team `shop`)"), UNRELATED),
    ("the original, told as such", (P, "The original Haiku prompt produced output that sounded flat."),
     (P, "- Switched generate-twin from Haiku to Sonnet"), UNRELATED),
    ("a present use of what was left", (P, "generate-twin runs on Haiku."),
     (P, "- Switched generate-twin from Haiku to Sonnet"), CONTRADICTION),
    ("publish is show", (P, "Decided not to publish live queue lengths on the website."),
     (P, "We decided to show live queue lengths on the website."), CONTRADICTION),
    ("publish another thing", (P, "Decided not to publish live queue lengths on the website."),
     (P, "We decided to show opening hours on the website."), UNRELATED),
    ("two servers of one kind, each named", (P, "pg-park backups are kept for 14 days on nas01."),
     (P, "# Backups\n\n- pg-park: nightly `pg_dump` to nas01\n- pg-rota: nightly `pg_dump`, 35 days retention"),
     UNRELATED),
    ("one server named twice", (P, "pg-park backups are kept for 14 days on nas01."),
     (P, "- pg-park: nightly `pg_dump`, 35 days retention"), CONTRADICTION),
    ("a broker and a cache", (P, "Trackers publish their positions to the Mosquitto broker at `mqtt.fleet.lan:1883`."),
     (P, "- Redis: `redis-cb.fleet.lan:6379`, live vehicle positions for the board"), UNRELATED),
    ("one broker, two ports", (P, "Trackers publish their positions to the Mosquitto broker at `mqtt.fleet.lan:1883`."),
     (P, "- MQTT broker for vehicle positions: `mqtt.fleet.lan:1884`"), CONTRADICTION),
    ("a qualifier that repeats the act", (F, "Don't run billing migrations on a running day."),
     (F, "Run billing migrations with `alembic upgrade` after pulling."), UNRELATED),
    ("the act in its qualifier, named", (F, "Don't run billing migrations on a running day."),
     (F, "Run billing migrations on a running day if they are small."), CONTRADICTION),
    ("a while-clause told by its nouns", (F, "Never restart the shop's Sidekiq while the Friday newsletter is going out."),
     (F, "After a shop deploy, restart Sidekiq with `systemctl restart shop-sidekiq`."), UNRELATED),
    ("the while-clause named", (F, "Never restart the shop's Sidekiq while the Friday newsletter is going out."),
     (F, "Restart the shop's Sidekiq while the Friday newsletter goes out if it is stuck."), CONTRADICTION),
    ("as often as not", (P, "She reviews PRs on her phone as often as not."),
     (P, "She reviews PRs on her phone between sites."), UNRELATED),
    ("why it ended, in the past", (P, "Paper tickets were retired in March; the gates no longer accept them."),
     (P, "**Why:** paper tickets got lost and were impossible to audit."), UNRELATED),
    ("what ended, still used", (P, "Paper tickets were retired in March; the gates no longer accept them."),
     (P, "The gates accept paper tickets at the side entrance."), CONTRADICTION),
    ("', only the X' ends what is denied", (P, "The booking app doesn't send SMS reminders, only the confirmation email."),
     (P, "- The booking app sends an SMS reminder 24 h before each session"), CONTRADICTION),
    ("what it does instead", (P, "The booking app doesn't send SMS reminders, only the confirmation email."),
     (P, "- The booking app sends the confirmation email through Postmark"), UNRELATED),
    ("two seasons' hours", (P, "Fuel dock summer hours (May to September): 08:00-18:00."),
     (P, "- fuel dock winter hours: 09:00-16:00"), UNRELATED),
    ("one season's hours", (P, "Fuel dock summer hours (May to September): 08:00-18:00."),
     (P, "- fuel dock summer hours: 09:00-17:00"), CONTRADICTION),
    ("in season and out of season", (P, "The harbour office opens at 08:00 in season and the VHF watch is channel 80."),
     (P, "Out of season: office 08:30-17:00. In season she may be on the fuel dock."), UNRELATED),
    ("in season twice", (P, "The harbour office opens at 08:00 in season."),
     (P, "- Harbour office hours in season: 08:30-17:00"), CONTRADICTION),
    ("a quarter of the past", (P, "In Q1 the bridge polled the spine every 15 minutes."),
     (P, "- The bridge polls the spine every 5 minutes"), EVOLUTION),
    ("the present twice", (P, "The bridge polls the spine every 15 minutes."),
     (P, "- The bridge polls the spine every 5 minutes"), CONTRADICTION),
    ("a train that left", (P, "In the summer 2026 timetable the last train left Ashcombe at 17:10."),
     (P, "The last departure from Ashcombe is 16:05."), EVOLUTION),
    ("an owner's thing ended, still used", (P, "Flurry's Grafana dashboards were retired in October."),
     (P, "- Dashboards: Grafana at https://grafana.example.internal/d/flurry-main"), CONTRADICTION),
]


@pytest.mark.parametrize("a, b, expected", [row[1:] for row in PAIRS], ids=[row[0] for row in PAIRS])
def test_a_class_of_real_false_alarms_and_its_plain_case(a, b, expected):
    assert judge_files(_file(*a), _file(*b)).verdict == expected


def _switched_off(guard: str, a: str, b: str) -> str:
    """The verdict with ``guard`` switched off: shows that the guard is what decides the pair."""
    from memcli.lint.conflicts.guards import SWITCHED_OFF

    SWITCHED_OFF.add(guard)
    try:
        return judge_files(a, b).verdict
    finally:
        SWITCHED_OFF.discard(guard)


def test_what_a_negation_excepts_is_allowed():
    rule = ("---\ntype: feedback\ndescription: The URL holds the page path only\n---\n"
            "**Nothing goes in the URL other than the page path itself.** No `?sort=title`, no `?status=open`.\n")
    row = "---\ntype: project\ndescription: URL layers\n---\n| URL path | Path slug (`/risk`) | Project | always |\n"
    assert judge_files(rule, row).verdict == UNRELATED
    assert _switched_off("the-exception", rule, row) == CONTRADICTION


def test_a_negation_aimed_at_code_the_other_claim_does_not_hold_denies_only_that_code():
    rule = ('---\ntype: feedback\n---\nAlways import zod via `import * as z from "zod/mini"`. '
            'Never use `import { z } from "zod"` or `import * as z from "zod"`.\n')
    other = ("---\ntype: project\n---\n**How to apply:** When adding new API endpoints, define the zod schemas in "
             "`src/shared/schemas/<name>.ts` and import them from both the server route and the client endpoint.\n")
    assert judge_files(rule, other).verdict == UNRELATED
    assert _switched_off("code-object", rule, other) == CONTRADICTION


def test_labelled_items_of_two_specs_about_different_features_do_not_conflict():
    a = ("---\ntype: project\ndescription: Future features planned for the cricket app\n---\n# Future features\n\n"
         "2. **Post-Match Summary** — Match result (Won/Lost/Tied), top 3 performers (selected by admin), auto-posts "
         "to Moments feed as a special \"Match Result\" card.\n")
    b = ("---\ntype: project\ndescription: Live scoring for practice matches\n---\n# Live scoring\n\n"
         "9. **Post-match:** Scorecard, MVP, post to Matches tab as Practice Match\n")
    assert judge_files(a, b).verdict == UNRELATED
    assert _switched_off("other-record", a, b) == CONTRADICTION


def test_two_versions_from_n_on_overlap():
    a = "---\ntype: project\n---\nThe old guide was written for Spice properties; KiCad 7+ uses the Sim properties.\n"
    b = "---\ntype: project\n---\nThe KiCad SPICE exporter (KiCad 8+, Sim properties) emits two line shapes.\n"
    assert judge_files(a, b).verdict == UNRELATED
    assert _switched_off("bound-met", a, b) == CONTRADICTION


def test_a_line_too_long_to_be_a_sentence_is_no_claim():
    # a pasted log or a hash list is data: the judge reads sentences (real ones stay far below both bounds)
    run = "1." * 3_000
    body = (f"The API listens on port {run}\n"                      # 6,000 characters
            f"See {'x' * 500} for the API port.\n"                 # one 500-character word
            f"The API listens on port 8080; {'ok ' * 100}\n")       # long, with short words: a claim
    assert [index for index, _, _ in claim_units(body)] == [2]


def test_a_wrapped_paragraph_with_no_sentence_end_is_no_claim_past_the_bound():
    lines = [f"the api listens on a port that the gateway picks for it on start {i}" for i in range(100)]
    assert list(claim_units("\n".join(lines) + "\n")) == []  # one 6,700-character "sentence"
    assert [index for index, _, _ in claim_units("\n".join(lines[:20]) + ".\n")] == [0]


def test_lint_reads_hostile_long_lines_in_linear_time(tmp_path):
    # each of these 100 KB lines held the judge for minutes (a pattern retried from every character of a long
    # run); a 10,000-line wrapped paragraph paired its sentences with its lines one by one
    hostile = {f"h{i}.md": memory_text(f"The API listens on port {unit * (100_000 // len(unit))} now.",
                                       name=f"api-port-{i}", description="the api port", type="project")
               for i, unit in enumerate(["1.", "no ", "v1", "a-", "a's."])}
    wrapped = "\n".join(f"Port 8080 is used. The API listens on port {8000 + i % 100} and then xxxxxxx"
                        for i in range(10_000))
    store = make_store(tmp_path, {
        **hostile, "wrapped.md": memory_text(wrapped, name="wrapped", description="api port", type="project"),
        "a.md": memory_text("The API listens on port 8080.", name="api-port", description="api", type="project"),
        "b.md": memory_text("The API listens on port 9090.", name="api-port-new", description="api", type="project")})
    proc = memcli_subprocess(["--dir", str(store), "--now", "2026-11-28", "lint", "--format", "json", "--exit-zero"],
                             timeout=60)
    assert proc.returncode == 0, proc.stderr
    pairs = {(c["a"], c["b"]) for c in json.loads(proc.stdout)["contradictions"]}
    assert ("a.md", "b.md") in pairs
    assert not any(name.startswith("h") for pair in pairs for name in pair)


@pytest.mark.parametrize("unit", ["upgraded from Postgres 14 to 16 ", "Use `pnpm` (not npm): ", "1.2.3 v4 5ms 6 GB 7% ",
                                  "postgres://u:p@h:5432/db ", "don't never not no "])
def test_one_sentence_of_80_000_characters_is_read_up_to_its_limit(unit):
    # each unit's sentence took 1-11 s to analyse or compare at 80,000 characters: several rules cost the square of
    # a sentence's length; the judge now reads the opening SENTENCE_LIMIT characters of so long a sentence
    from memcli.lint.analysis import SENTENCE_LIMIT, analyse_line
    from memcli.lint.judge import compare_sentences
    text = (unit * (80_000 // len(unit) + 1))[:80_000]
    started = time.perf_counter()
    whole, bounded = analyse_line(text, frozenset(), {}), analyse_line(text[:SENTENCE_LIMIT + 50], frozenset(), {})
    for sentence in whole:
        compare_sentences(sentence, sentence)
    assert [s.text for s in whole] == [s.text for s in bounded]  # what lies past the limit changes nothing
    assert all(len(s.text) <= SENTENCE_LIMIT for s in whole)
    assert time.perf_counter() - started < 5  # 1 to 11 s a unit before the limit, 0.02 s after


def _plants_store(tmp_path, fact: str):
    plants = memory_text("# Plants\n\n## Leeds (LDS), head office\n- First shift starts 06:00; two shifts\n"
                         "- Maintenance on-call: Ken Marsh (ext. 214)\n\n## Hull (HUL)\n- Two tunnel washers\n",
                         name="plants", description="the three plants", type="reference")
    people = memory_text("Vans leave Leeds at 07:00 and reach Hull by 09:00; the Hull drivers start earlier.",
                         name="van-times", description="van timings", type="project")
    return make_store(tmp_path, {"reference_plants.md": plants, "project_vans.md": people,
                                 "fact.md": memory_text(fact, name="shift-start", description="shift", type="project")})


@pytest.mark.parametrize("fact, reported", [
    ("Hull's first shift starts at 05:00 so the coast-run vans can leave by 07:00.", False),  # a sibling heading's
    ("Leeds's first shift starts at 05:00 so the coast-run vans can leave by 07:00.", True),  # its own heading's
    ("The first shift starts at 05:00 so the coast-run vans can leave by 07:00.", True),      # no subject named
])
def test_a_bullet_under_a_heading_speaks_of_that_heading_s_subject(tmp_path, fact, reported):
    store = _plants_store(tmp_path, fact)
    run = cli(["--dir", str(store), "--now", "2026-11-28", "lint", "--format", "json", "--exit-zero"])
    pairs = {frozenset((c["a"], c["b"])) for c in json.loads(run.stdout)["contradictions"]}
    assert (frozenset(("fact.md", "reference_plants.md")) in pairs) is reported, run.stdout


def test_explain_names_the_sibling_heading_guard(tmp_path):
    store = _plants_store(tmp_path, "Hull's first shift starts at 05:00 so the coast-run vans can leave by 07:00.")
    run = cli(["--dir", str(store), "--now", "2026-11-28", "lint", "explain", "fact.md", "reference_plants.md",
               "--format", "json"])
    compared = json.loads(run.stdout)["builtin"]["compared"]
    assert {"rule": "every rule", "guard": "other-section"} in [v for c in compared for v in c["vetoes"]], run.stdout


@pytest.mark.parametrize("a, b, expected", [
    ("- York ran out of helmets by 11:00", "York is open 09:30-17:30 every day; the hour before opening is kept for vans.",
     UNRELATED),  # a name is who the times are of, not which event: two events of York's day
    ("York opens at 10:00 every day.", "York is open 09:30-17:30 every day.", CONTRADICTION),  # one event: opening
])
def test_two_clock_times_of_one_named_place_meet_only_at_one_event(a, b, expected):
    assert judge_files(_file(P, a), _file(P, b), frozenset({"york"})).verdict == expected


def _reported_against_overview(tmp_path, title: str, bullet: str, fact: str) -> bool:
    """Lint a store of one system's overview (``title``, then ``bullet`` under "## Runtime") and one fact."""
    overview = memory_text(f"# {title}\n\n## Runtime\n{bullet}\n", name="reference-system",
                           description="stack and rules", type="reference")
    store = make_store(tmp_path, {"reference_system.md": overview, "fact.md": memory_text(
        fact, name="system-fact", description="a fact", type="project")})
    run = cli(["--dir", str(store), "--now", "2026-11-28", "lint", "--format", "json", "--exit-zero"])
    pairs = {frozenset((c["a"], c["b"])) for c in json.loads(run.stdout)["contradictions"]}
    return frozenset(("fact.md", "reference_system.md")) in pairs


@pytest.mark.parametrize("fact, reported", [
    ("till reports exceptions to Honeybadger (project `till-prod`); look there first when checkout breaks.", True),
    ("shelfd reports exceptions to Honeybadger (project `shelfd-prod`).", False),  # another system's errors
])
def test_a_lower_case_title_before_its_gloss_names_the_file_s_subject(tmp_path, fact, reported):
    # "# till (checkout and payments)": a heading written in lower case is a system's name, its gloss aside
    assert _reported_against_overview(tmp_path, "till (checkout and payments)",
                                      "- Errors: Sentry project `till`, release = git sha", fact) is reported


@pytest.mark.parametrize("fact, reported", [
    ("rotaflow keeps its data in MariaDB (`mariadb-rota.example.internal:3306`).", True),
    ("voucherd keeps its data in MariaDB (`mariadb-vouch.example.internal:3306`).", False),  # another system's
])
def test_a_role_label_in_an_overview_names_its_system_s_one_choice(tmp_path, fact, reported):
    # "- Database: Postgres 16" in rotaflow's overview says which database rotaflow has, though a system may
    # have two databases: a claim that rotaflow keeps its data in MariaDB conflicts
    assert _reported_against_overview(tmp_path, "rotaflow (staff rota)",
                                      "- Database: Postgres 16 on `pg-main.example.internal`, schema `rota`",
                                      fact) is reported


def _reported_against_slugged_overview(tmp_path, slug: str, opening: str, fact: str) -> bool:
    """Lint a store of two overviews (one with ``name: slug``, no heading, a body opening with ``opening``; one of
    tourdesk) and one fact."""
    overview = memory_text(f"{opening}\n\n- Errors: Sentry, alerts to #digital\n- Django 5.1, Postgres 16\n",
                           name=slug, description="Ticketing app overview — stack, payments, email", type="reference")
    sibling = memory_text("tourdesk plans the orchestra's away dates: itineraries, travel, get-in times.\n",
                          name="tourdesk-overview", description="Touring logistics app", type="reference")
    store = make_store(tmp_path, {"reference_boxoffice.md": overview, "reference_tourdesk.md": sibling, "fact.md": memory_text(
        "Errors from the app are reported to Honeybadger; the API key is in the app's secrets.\n"
        if fact == "plain" else fact, name="errors-fact", description="a fact", type="project")})
    run = cli(["--dir", str(store), "--now", "2026-11-28", "lint", "--format", "json", "--exit-zero"])
    pairs = {frozenset((c["a"], c["b"])) for c in json.loads(run.stdout)["contradictions"]}
    return frozenset(("fact.md", "reference_boxoffice.md")) in pairs


@pytest.mark.parametrize("slug, opening, fact, reported", [
    # the overview's slug names a system its body opens with: a claim about another system is about another one
    ("boxoffice-overview", "boxoffice is the ticketing system for the hall.",
     "tourdesk reports errors to Honeybadger; the API key is in the app's secrets.", False),
    ("boxoffice-overview", "boxoffice is the ticketing system for the hall.",
     "boxoffice reports errors to Honeybadger; the API key is in the app's secrets.", True),
    # the plain case: a claim that names no system inherits nothing new and still meets the overview
    ("boxoffice-overview", "boxoffice is the ticketing system for the hall.", "plain", True),
    # a one-word slug, and a first heading, name the system the same way
    ("boxoffice", "boxoffice is the ticketing system for the hall.",
     "tourdesk reports errors to Honeybadger; the API key is in the app's secrets.", False),
    ("boxoffice-overview", "# boxoffice\n\nThe ticketing system for the hall.",
     "tourdesk reports errors to Honeybadger; the API key is in the app's secrets.", False),
    # a slug alone is a topic, not a system ("infra-overview" over a body that does not open with it)
    ("infra-overview", "The hall's ticketing system, built in-house.",
     "infra reports errors to Honeybadger; the API key is in the app's secrets.", True),
])
def test_an_overview_slug_its_body_opens_with_names_the_file_s_system(tmp_path, slug, opening, fact, reported):
    assert _reported_against_slugged_overview(tmp_path, slug, opening, fact) is reported


@pytest.mark.parametrize("negative, positive, verdict", [
    # "X go to A, not to B": the contrast denies B for X; a claim that B handles another thing (its head noun not
    # said, or said of another kind) is no denial of it
    ("Payment disputes go to finance, not to the digital team.",
     "The digital team handles failed payment webhooks and replays them from the admin.", UNRELATED),
    ("Ofcom complaints go to the licence contact, not to the duty station manager.",
     "The duty station manager deals with listener complaints the same day.", UNRELATED),
    # the plain cases: the same thing, handled by the one the contrast denies
    ("Payment disputes go to finance, not to the digital team.",
     "The digital team handles payment disputes and replays them from the admin.", CONTRADICTION),
    ("Errors go to Sentry, not to Rollbar.", "Errors are reported to Rollbar.", CONTRADICTION),
])
def test_a_contrast_about_one_kind_of_thing_says_nothing_of_another(negative, positive, verdict):
    assert judge_files(_file("feedback", negative), _file("project", positive)).verdict == verdict


@pytest.mark.parametrize("negative, positive, verdict", [
    # a negation's qualifier names a kind ("grooming-only dogs") where the other claim names another ("daycare dog")
    ("Kennel cough isn't required for grooming-only dogs.",
     "Kennel cough vaccination is required for every daycare dog.", UNRELATED),
    ("Never run the backfill for archived tenants.", "Run the backfill for trial tenants every night.", UNRELATED),
    # the plain cases: the same kind, or no kind said
    ("Kennel cough vaccination isn't required for daycare dogs.",
     "Kennel cough vaccination is required for every daycare dog.", CONTRADICTION),
    ("Never run the backfill for tenants.", "Run the backfill for tenants every night.", CONTRADICTION),
])
def test_a_negation_for_one_kind_of_thing_says_nothing_of_another(negative, positive, verdict):
    assert judge_files(_file("feedback", negative), _file("project", positive)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "not every X" denies that all X do: a claim about some X, or about one, is no contradiction
    ("Not every job needs a measured survey — only work to existing buildings.",
     "Extensions always get a measured survey before design starts.", UNRELATED),
    ("Not every café gets a Sunday drop — only the nine on the Sunday list.",
     "Kemptown, Rottingdean and Saltdean cafés get a Sunday drop.", UNRELATED),
    ("Not every job needs a measured survey.", "Every job needs a measured survey.", CONTRADICTION),
    # "not … until C" and "once C, …" set one order
    ("sitelog photos are not copied to the NAS until the report is issued.",
     "Once the report is issued, the sitelog photos are copied to the NAS.", UNRELATED),
    ("sitelog photos are never copied to the NAS.", "The sitelog photos are copied to the NAS.", CONTRADICTION),
])
def test_a_negation_of_all_or_of_before_says_nothing_of_some_or_of_after(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("ended, other, verdict", [
    # what ended is some of a kind ("older iPads"), or one version ("the 4.2 branch"): the kind, or another
    # version, still stands
    ("sitelog supports iPadOS 17 and later; older iPads have been retired.",
     "Test builds reach the surveyors' iPads through TestFlight.", UNRELATED),
    ("Upgraded siteledger from Django 4.2 to 5.1 in October; the 4.2 branch is deprecated.",
     "Always squash-merge feature branches into `main`.", UNRELATED),
    # a name with a number ended, not its words: "#ops" in Slack is another thing than the host `ops-1`
    ("squaresync migrated off `ops-1` in April and now runs as a scheduled Fly Machine.",
     "Uptime checks on the public hostnames alert #ops in Slack, not phones.", UNRELATED),
    # the plain cases: what ended is what the other claim uses
    ("The old Windows server ROSTR01 was shut down on 22 September.",
     "- rostr runs on the Windows box `ROSTR01` (IIS + SQL Server Express)", CONTRADICTION),
    ("The 4.2 branch is deprecated.", "Hotfixes are merged into the 4.2 branch first.", CONTRADICTION),
])
def test_what_ended_is_only_what_its_words_pick(ended, other, verdict):
    assert judge_files(_file("project", ended), _file("reference", other)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # an outage: a state that held for a bounded while is history against a present claim
    ("Box labels stopped printing for about three hours.", EVOLUTION),
    ("The Zebra stopped printing box labels for about 40 minutes on Monday.", EVOLUTION),
    # the plain cases: a stop with no end in sight
    ("Box labels stopped printing.", CONTRADICTION),
    ("The Zebra has stopped printing box labels.", CONTRADICTION),
])
def test_a_bounded_outage_is_history_not_a_present_claim(a, verdict):
    assert judge_files(_file("project", a), _file("reference", "The Zebra prints the box labels.")).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what holds a tool's number is modified differently: two Wi-Fi networks, two VLANs
    ("The guest Wi-Fi (HPA-Guest) is on VLAN 30 with its own DHCP range.", "- Staff Wi-Fi HPA-Staff is VLAN 10",
     UNRELATED),
    ("The guest Wi-Fi is on VLAN 30.", "- Guest Wi-Fi is VLAN 10", CONTRADICTION),
    # an end told as a condition is what to do should it happen, not an end
    ("If the tablet is dead, Dario has the sheet on his phone.",
     "The bakehouse has one wall-mounted tablet showing the bake sheet by oven.", UNRELATED),
    ("The wall tablet is dead; Dario has the sheet on his phone.",
     "The bakehouse has one wall-mounted tablet showing the bake sheet by oven.", CONTRADICTION),
    # a claim set in a beta, told in the past, is history
    ("In the sitelog beta, photos were capped at 10 per room.", "- sitelog: no per-room photo limit", EVOLUTION),
    ("sitelog caps photos at 10 per room.", "- sitelog: no per-room photo limit", CONTRADICTION),
])
def test_other_networks_conditions_and_betas_are_not_the_claim(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # one tool by two of its names agrees
    ("chefportal's database is Postgres 16.", "- chefportal database: PostgreSQL 16", UNRELATED),
    ("chefportal's database is MySQL 8.", "- chefportal database: PostgreSQL 16", CONTRADICTION),
    # amounts that time two acts, or count per two units
    ("Staff Google accounts get suspended 7 days after the leaving date.",
     "Staff Google accounts are deleted 180 days after the leaving date.", UNRELATED),
    ("Staff Google accounts get suspended 7 days after the leaving date.",
     "Staff Google accounts get suspended 30 days after the leaving date.", CONTRADICTION),
    ("pickpack prints one label per clamshell for the farm-shop packs.", "- pickpack prints 2 labels per crate",
     UNRELATED),
    ("pickpack prints one label per crate.", "- pickpack prints 2 labels per crate", CONTRADICTION),
    # "requests 5 times" counts retries: a unit after the number makes it an amount, not a name like "Room 2"
    # "660 °C", "8°C", "4 m³": temperatures and volumes are amounts of their own units
    ("Kiln 2 takes grisaille paint firings up to 660 °C and holds for 10 minutes.",
     "- Grisaille paint firings peak at 677 °C with a 10 minute soak", CONTRADICTION),
    ("Woodpile raises the reorder alert when stock falls below 2.5 m³ of seasoned ash.",
     "- Reorder point: 4 m³ of seasoned ash on site", CONTRADICTION),
    ("The sauna runs at 80°C.", "The plunge pool is kept at 6°C.", UNRELATED),
    ("shipit now retries DPD label requests 5 times, with 30 s between attempts, before flagging the parcel.",
     "- DPD label requests are retried 3 times before the job is flagged for a human.", CONTRADICTION),
    # a ratio's unit is written with its number ("per 6 juniors", "for every 20 archers"): two units, two ratios
    ("Junior sessions run at one coach or RSO per 6 juniors.", "- Two coaches and an RSO per 10 tasters", UNRELATED),
    ("Outdoors on the field we run up to 6 archers per boss on club nights.",
     "On club nights we need one RSO for every 20 archers on the line.", UNRELATED),
    ("We need one RSO for every 20 archers on the line.", "- Supervision ratio: one RSO per 12 archers on the line",
     CONTRADICTION),
    # "over 2 tonnes", "between 500 kg and 2 tonnes", "a ring of 6": amounts set for two bands of one thing
    ("Bells over 2 tonnes stay in the mould for a full seven days.",
     "Bells between 500 kg and 2 tonnes stay in the mould for four days.", UNRELATED),
    ("Tower-bell castings under 500 kg are left in the mould for 72 hours.",
     "Bells over 2 tonnes stay in the mould for a full seven days.", UNRELATED),
    ("A ring of 6 rehang takes about three weeks on site.", "Rehanging a ring of 8 usually takes five weeks on site.",
     UNRELATED),
    ("Bells over 2 tonnes stay in the mould for seven days.", "- Bells over 2 tonnes: four days in the mould",
     CONTRADICTION),
    ("A ring of 8 rehang takes about three weeks on site.", "Rehanging a ring of 8 usually takes five weeks on site.",
     CONTRADICTION),
    ("Orders over £50 ship free.", "- Free shipping on orders over £40", CONTRADICTION),
    ("The embedding job processes documents in batches of 64.",
     "The embedding job processes documents in batches of 256.", CONTRADICTION),
    # "Year 7", "Room 2": a number that names one of many, not an amount
    ("Year 7 Chromebooks are issued in the first week of September.",
     "- Year 6 Chromebooks are powerwashed at the end of the summer term", UNRELATED),
])
def test_one_tool_two_acts_two_units_and_numbered_names(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "N times" counts what acts: the SMS retried, the push job retrying (contracts: a count belongs to its noun)
    ("tidebook's day-before SMS to arriving guests is retried up to 3 times if the gateway returns a 5xx.",
     "tidebook's channel push job retries 5 times before marking the sync as failed.", UNRELATED),
    ("tidebook's channel push job retries 3 times before marking the sync as failed.",
     "tidebook's channel push job retries 5 times before marking the sync as failed.", CONTRADICTION),
    # what ended is a code span: the other claim must write it, not a word that stems alike
    ("The public `/book` form was retired in October; schools book through the school portal now.",
     "Bookings for the summer term open in January.", UNRELATED),
    ("The public `/book` form was retired in October.", "Schools fill in the public `/book` form.", CONTRADICTION),
])
def test_a_count_of_times_and_an_ended_code_span_belong_to_what_they_name(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "stays out of", "keep X out of": it is not there, a denial that agrees with one and denies the other
    ("Member personal data (phone numbers, addresses) stays out of GitHub issues; refer to the member ID instead.",
     "Never put member phone numbers or home addresses in GitHub issues.", UNRELATED),
    ("Customer emails stay out of the application logs.", "Customer emails are written to the application logs.",
     CONTRADICTION),
    ("Keep customer emails out of the application logs.", "Customer emails are written to the application logs.",
     CONTRADICTION),
    ("Keep customer emails out of the application logs.", "Never write customer emails to the application logs.",
     UNRELATED),
    ("Secrets are kept out of the repo.", "Secrets are committed to the repo in .env.", CONTRADICTION),
])
def test_kept_out_of_a_place_is_not_there(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "no longer than 72 characters", "no more than 15 minutes": a bound, neither a denial nor a change
    ("Commit subjects in the imperative, 72 characters max.",
     "Jago wants commit subjects in imperative mood and no longer than 72 characters.", UNRELATED),
    ("Keep commit subjects to 72 characters.", "Commit subjects must be no longer than 72 characters.", UNRELATED),
    ("Commit subjects must be no longer than 50 characters.", "Commit subjects can be up to 72 characters.",
     CONTRADICTION),
])
def test_no_longer_than_is_a_bound(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("b, verdict", [
    # "2 hours before the slot, *not the day before*" denies a time, which only a claim of that time contradicts
    ("The reminder text has the slot time and a link to move the collection.", UNRELATED),
    ("Every collection order gets a reminder text, ticked box or not: it is a service message.", UNRELATED),
    ("Collection reminder texts go out the day before the slot.", CONTRADICTION),
])
def test_a_contrast_that_denies_a_time_said_before_its_word(b, verdict):
    a = "Collection reminder texts go out 2 hours before the slot, not the day before."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "we cancelled X", "we closed the Leeds office", "the trade account is closed": X has ended
    ("We cancelled UptimeRobot in July; Better Stack does the uptime checks and the status page now.",
     "- Uptime checks: UptimeRobot (5-minute checks on the booking site)", CONTRADICTION),
    ("The ASAP Supplies trade account is closed; filters and impellers now come from Midland Chandlers.",
     "Engine parts (filters, impellers, belts) are ordered from ASAP Supplies through their trade portal.", CONTRADICTION),
    ("We closed the Leeds office in May.", "The Leeds office handles all returns.", CONTRADICTION),
    # a shop closed on a day, a ticket closed, opens or holds again
    ("The shop is closed on Mondays.", "The shop opens at 9:00 on weekdays.", UNRELATED),
    ("The office was closed on 3 May for the bank holiday.", "The office handles all returns.", UNRELATED),
    ("We closed ticket #412 after the fix shipped.", "Ticket #412 tracks the login bug.", UNRELATED),
    # "<someone> shut down their X", "the showroom closed for good": X, the showroom have ended
    ("Maison Aubade shut down their B2B portal in September; orders now go by email to their UK agent.",
     "- Orders to Maison Aubade go through their B2B portal (login in 1Password)", CONTRADICTION),
    ("The Wells showroom closed for good on 30 August; showroom enquiries now go to Frome.",
     "- Wells showroom: open Tuesday-Saturday 9:30-16:30, one member of staff", CONTRADICTION),
    ("The Harrogate branch closed down in March.", "The Harrogate branch handles fittings on Saturdays.", CONTRADICTION),
    # ... but what shuts for a while, or at a time, opens again
    ("The café closed early on Sunday for the storm.", "The café opens at 8:00 every day.", UNRELATED),
    ("The Proxmox hosts shut down gracefully via NUT at 20% battery.", "The k3s cluster runs on the two Proxmox hosts.",
     UNRELATED),
    ("Hollins shut the gates at 17:00 sharp.", "Deliveries to Hollins arrive through the side gates.", UNRELATED),
    # closed in a month, made read-only, replaced by another, swapped for another, a contract that has ended
    ("Hollins closed in July, so our cattle and lambs now go to Thorne's at Leek on a Tuesday.",
     "- Cattle and lambs are killed at Hollins abattoir, Bakewell", CONTRADICTION),
    ('The "Counter Orders" Google Sheet was made read-only in April.',
     'Phone orders are typed into the "Counter Orders" Google Sheet by whoever takes the call.', CONTRADICTION),
    ("The Nuki keypads on both changing-room doors were replaced by Igloohome locks in July.",
     "- Codes are pushed to the Nuki keypads on both changing-room doors through the Nuki bridge", CONTRADICTION),
    ("Swapped the Worldpay terminals for SumUp Solo readers on 2 February.",
     "- Counter card payments: Worldpay terminal on the main till", CONTRADICTION),
    ("The Worldpay contract has ended; card payments go through SumUp now.",
     "- Counter card payments: Worldpay terminal on the main till", CONTRADICTION),
    # a year in a quoted title names the sheet: the claim about it is no closed period of the past
    ("The 'Rota 2026' Google Sheet has been read-only since shiftkeeper went live in May.",
     "The volunteer rota lives in the shared Google Sheet 'Rota 2026'; swaps are done by editing your row.",
     CONTRADICTION),
    ("The café closed on 3 May for the bank holiday.", "The café opens at 8:00 every day.", UNRELATED),
    ("The kiln battery was replaced with a new one in March.", "The kiln battery lasts about two years.", UNRELATED),
    ("We swapped shifts with the Leeds team for the bank holiday.", "The Leeds team works the early shift.", UNRELATED),
    # one of a series by its number: "kiln 3" ended, kiln 2 goes on
    ("Kiln 3 was decommissioned in July; test tiles now go into kiln 2.", "Silver stain firings in kiln 2 peak at 580 °C.",
     UNRELATED),
    ("Kiln 3 was decommissioned in July; test tiles now go into kiln 2.", "Test tiles are fired in kiln 3 on Fridays.",
     CONTRADICTION),
    ("Dropped iOS 15 - the minimum is now iOS 16.", "pawprint supports iOS 15 and later.", CONTRADICTION),
])
def test_a_thing_cancelled_or_an_account_closed_has_ended(a, b, verdict):
    assert (judge_files(_file("project", a), _file("reference", b)).verdict != UNRELATED) is (verdict != UNRELATED)


@pytest.mark.parametrize("a, b, verdict", [
    # "never X before C" and "once C, X" set one order
    ("dispatch never books a courier before the job is marked Packed.",
     "Once a job is marked Packed, dispatch books the courier automatically.", UNRELATED),
    ("dispatch never books a courier.", "dispatch books the courier automatically.", CONTRADICTION),
    # "non-X" and X are two groups
    ("Non-members can't take games home; they play in the café only.",
     "- Members can take library games home for up to 7 days", UNRELATED),
    ("Members can't take games home; they play in the café only.",
     "- Members can take library games home for up to 7 days", CONTRADICTION),
    # a claim set in a past festival fortnight is history
    ("Over the August festival fortnight Canal Wharf stayed open until 01:00.",
     "- Canal Wharf closes at 23:00 daily", EVOLUTION),
])
def test_an_order_two_groups_and_a_past_fortnight(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a slot word inside a hyphenated word is no slot: two release-note bullets, two things
    ("- New sign-in flow", "- New sign-in screens", UNRELATED),
    ("- New sign-in flow with esbuild", "- New sign-in flow with webpack", CONTRADICTION),
    # a claim set in a past trial is history
    ("For the two-week January trial, translators worked in Lokalise.", "Translators work in Phrase.", EVOLUTION),
    # a negation under a condition the other claim does not name
    ("- If two visits are at the same postcode (sheltered housing), no mileage is added",
     "Carers get mileage for the journeys between their visits.", UNRELATED),
    ("- No mileage is added for journeys between visits", "Carers get mileage for the journeys between their visits.",
     CONTRADICTION),
])
def test_hyphenated_words_past_trials_and_conditions(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


_ONCALL = ("---\ntitle: medsheet on-call notes\n---\n# medsheet on-call notes\n\n"
           "Exceptions from medsheet are reported to Rollbar; whoever is on call gets the digest every morning.\n")


@pytest.mark.parametrize("other, verdict", [
    # "<things> from <system> ..." says whose things: another system's choice is no conflict
    ("---\ntitle: planbook local setup\n---\n# planbook local setup\n\nplanbook's exceptions go to Honeybadger.\n",
     UNRELATED),
    ("---\nname: visitapp-overview\ntype: reference\n---\n# visitapp\n\nThe carers' phone app.\n\n"
     "- Crash reporting: Bugsnag\n", UNRELATED),
    # the plain case: the same system's other choice
    ("---\ntitle: medsheet setup\n---\n# medsheet setup\n\nmedsheet's exceptions go to Honeybadger.\n",
     CONTRADICTION),
])
def test_things_from_a_system_are_that_system_s(other, verdict):
    names = frozenset({"#medsheet", "#planbook", "#visitapp"})  # the store's overviews name them (titled names)
    assert judge_files(_ONCALL, other, names).verdict == verdict



@pytest.mark.parametrize("a, b, verdict", [
    # an amount of money prices what the words around it name, as any unit value does: one deposit, two amounts
    ("The deposit on a Studio A day booking is £200, taken when the booking is made.",
     "- Studio A day bookings take a £150 deposit at checkout", CONTRADICTION),
    ("The minimum you can put into the share offer is £100 — most first-time members go in at exactly that.",
     "- Minimum holding: £250 (ten £25 shares)", CONTRADICTION),
    # two prices of two things stay apart
    ("The deposit on a Studio A day booking is £200.", "- Studio A day bookings cost £450 for ten hours", UNRELATED),
    # bounds on two sides of a line hold together: over £2,000 by hand, under £500 automatically
    ("Claims over £2,000 are never auto-approved in warden.", "warden auto-approves claims under £500.", UNRELATED),
    # an amount with "cap" after it is a bound, which a smaller amount meets
    ("Sellers set their own shipping price per listing, with a £9.99 cap.",
     "- The median shipping price per listing is £6.50", UNRELATED),
    ("Sellers set their own shipping price per listing, with a £9.99 cap.",
     "- Shipping price per listing is capped at £12", CONTRADICTION),
    # a claim set in a named past period ("for the first quarter", "for the 2025 tour") is history
    ("For the first quarter of 2026 a standard box cost £18.50.", "- A standard box costs £21", EVOLUTION),
    ("For the 2025 tour a Flood Line day (show plus workshop) cost schools £650.",
     "- A Flood Line day (show plus workshop) costs schools £720", EVOLUTION),
])
def test_money_prices_what_its_words_name_and_bounds_and_periods_hold_it(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what a claim sets its thing apart from is another thing: its port is no value of the other's
    ("sharebook's database is on `db2.wheelhouse.internal:5434`, separate from routewise on the same host.",
     "- Database: `postgres://routewise@db2.wheelhouse.internal:5432/routewise`", UNRELATED),
    ("ledgerline's database is `pg-main.glenardle.net:5433`, a separate cluster from fibrebook's.",
     "- Database: `postgresql://fibrebook@pg-main.glenardle.net:5432/fibrebook`", UNRELATED),
    ("routewise's database is on `db2.wheelhouse.internal:5434`.",
     "- Database: `postgres://routewise@db2.wheelhouse.internal:5432/routewise`", CONTRADICTION),
    # "on the same cluster as keyholder": keyholder is the other thing on that cluster
    ("dispatchdesk's database is `postgresql://dispatch@pg-core.bw.internal:5432/dispatchdesk`, on the same cluster "
     "as keyholder.", "- Database: `postgresql://keyholder@pg-core.bw.internal:5432/keyholder`", UNRELATED),
    # "shares nothing with pilotdesk's", "not the tugboard Redis": another owner's thing of that kind
    ("tugboard's own Postgres is `pg-tug.cspt.internal:5432`; it shares nothing with pilotdesk's database.",
     "- Postgres: `pg-pilot.cspt.internal:5432`, database `pilotdesk`, owner role `pilotdesk_app`", UNRELATED),
    ("pilotdesk's Celery broker is Redis on `redis-pilot.cspt.internal:6379`, not the tugboard Redis.",
     "Redis for tugboard is `redis-tug.cspt.internal:6379` (db 0 for locks, db 1 for rate limiting).", UNRELATED),
    ("tugboard's Redis is on `redis-pilot.cspt.internal:6379`, not the pilotdesk one.",
     "Redis for tugboard is `redis-tug.cspt.internal:6379` (db 0 for locks, db 1 for rate limiting).", CONTRADICTION),
    # "still no X" is pending, as "no X yet" is: a new agent's second week, not the queue's staffing
    ("- Week 2: phone queue, still no urgent-failure queue",
     "From 17:00 to 18:00 on weekdays only the urgent-failure queue is staffed.", UNRELATED),
    ("- The urgent-failure queue is never staffed", "On weekdays the urgent-failure queue is staffed.", CONTRADICTION),
    # "... and nobody wants to debug": a denied subject of its own opens a clause, which the other claim never speaks of
    ("**Why:** Friday evening is when the restaurants' bulk orders land and nobody wants to debug over the weekend.",
     "Twelve restaurants send bulk orders between 17:00 and 19:00 on Fridays.", UNRELATED),
    ("Restaurants never send bulk orders on Fridays.", "Twelve restaurants send bulk orders on Fridays.", CONTRADICTION),
])
def test_a_thing_set_apart_a_pending_denial_and_a_denied_subject(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what ended *for* a scope ended there only: the other site's use of it is not stale
    ("DPD is no longer used for Scottish orders — since October, Glasgow ships everything Royal Mail.",
     "Preston's DPD cut-off is 16:00; orders packed after that roll to the next day's collection.", UNRELATED),
    ("DPD is no longer used for Scottish orders.", "Scottish orders go out with DPD.", CONTRADICTION),
    ("DPD is no longer used.", "Preston's DPD cut-off is 16:00.", CONTRADICTION),
    # a time is no scope
    ("The Jenkins server was shut down for good.", "Builds run on the Jenkins server.", CONTRADICTION),
    # an environment in what ended is its scope: the system itself is not stale
    ("brack-sync staging (`staging.sync.brackenlea.co.uk`) was shut down in October; use the preview apps instead.",
     "brack-sync writes sold quantities back into batchbook after every order.", UNRELATED),
    ("brack-sync staging was shut down in October.", "Test changes on brack-sync staging before release.",
     CONTRADICTION),
])
def test_what_ended_for_a_scope_ended_there_only(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("note, verdict", [
    # the system a claim sets its thing apart from is the overview's system, which the bullet never names
    ("yardrota keeps its sessions in Redis on `cache.hx.internal:6380`, a separate instance from saddlebook's.",
     UNRELATED),
    ("The attendance dashboard reads gate counts from its own Redis at `cache.hx.internal:6380`, not from "
     "saddlebook's instance.", UNRELATED),
    ("roundplanner has its own Redis on `cache.hx.internal:6380`; keep the job locks off the saddlebook instance.",
     UNRELATED),
    ("landbook's Redis is `cache.hx.internal:6380`, not the saddlebook one on 6379.", UNRELATED),
    ("rota keeps its sessions in its own Redis on `cache.hx.internal:6380`, so flushing saddlebook's Redis can't log "
     "anyone out.", UNRELATED),
    # the plain case: the overview's own system given another port
    ("saddlebook's Redis is on `cache.hx.internal:6380`.", CONTRADICTION),
])
def test_a_thing_set_apart_from_an_overview_s_system(note, verdict):
    overview = _overview("saddlebook", "- Redis for sessions and the booking queue: `cache.hx.internal:6379`")
    known = frozenset({"#saddlebook", "#yardrota", "#roundplanner", "#landbook"})
    assert judge_files(_file("project", note), overview, known).verdict == verdict


@pytest.mark.parametrize("note, verdict", [
    # another system's database number on the same server is where that system keeps its data (the store's pair is
    # set127's galaentry fact against splashdesk's overview, held in the ledger)
    ("galaentry caches rankings lookups in Redis db 3 on `cache1.kv.internal:6379`.", UNRELATED),
    ("splashdesk's Redis is db 3 on `cache1.kv.internal:6379`.", CONTRADICTION),
])
def test_another_system_s_database_number_on_a_shared_server(note, verdict):
    overview = _overview("splashdesk", "- Redis: `cache1.kv.internal:6379`, db 2 (Celery broker and results)")
    known = frozenset({"#splashdesk", "#galaentry"})
    assert judge_files(_file("project", note), overview, known).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "database dumps" and "`pg_dump`" (or "Postgres dumps") are one thing: the engine names the database
    ("cardvault's nightly database dumps are retained for 90 days in B2.",
     "- Nightly `pg_dump` of cardvault to B2, kept for 14 days", CONTRADICTION),
    ("Nightly hallbook database dumps are kept for 30 days in B2.",
     "- Backups: nightly Postgres dumps of hallbook to Backblaze B2, kept 14 days", CONTRADICTION),
    # two engines' dumps are two things, as two kinds of job are
    ("Nightly MySQL dumps are kept for 30 days in B2.", "- Nightly Postgres dumps to B2, kept 14 days", UNRELATED),
    ("Nightly report jobs are kept for 30 days.", "- Nightly backup jobs are kept 14 days", UNRELATED),
])
def test_a_database_engine_modifies_as_the_database_does(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # an irregular participle after a copula is the verb, and the noun before it heads the role ("payments")
    ("Card deposits are processed by Square.", "- Card deposits are taken through Stripe", CONTRADICTION),
    ("Card payments on the online shop are taken through Mollie.", "- Card payments: Stripe", CONTRADICTION),
    # the noun before a system's phrase heads the role, not the system ("exceptions in the billing service")
    ("Unhandled exceptions in the billing service are reported to Honeybadger.",
     "Errors in the billing service go to AppSignal.", CONTRADICTION),
    ("Customer login on the portal goes through Auth0.", "The portal is built on Next.js 14 with the app router.",
     UNRELATED),
    # a role told in a condition or as a possibility is filled by no tool
    ("- If a payment is missing in Xero, check the unposted view first", "Card payments are taken through Worldpay.",
     UNRELATED),
    ("The readings can be rebuilt from Priva's own history.", "gridlog writes its sensor readings to InfluxDB.",
     UNRELATED),
    ("Payments are reconciled in Xero.", "Payments are reconciled in QuickBooks.", CONTRADICTION),
])
def test_role_heads_read_through_participles_systems_and_conditions(a, b, verdict):
    known = frozenset({"#gridlog"})
    assert judge_files(_file("project", a), _file("reference", b), known).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # one kind of a thing ended, and every one of the thing is done another way now: the thing goes on
    ("After signing, the consent form is emailed to the client as a PDF.",
     "- Paper consent forms were retired in March; every form is signed on the studio iPads now", UNRELATED),
    # the plain case: the thing itself ended
    ("After signing, the consent form is emailed to the client as a PDF.",
     "- Consent forms were retired in March; clients tick a box in the booking app now", CONTRADICTION),
])
def test_one_kind_ended_while_every_one_goes_on(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "whatever the reason", "under any circumstances": emphasis, which adds no subject of its own to the denial
    ("Late entries for our open meets are accepted for 48 hours after closing, with a £2 surcharge per event.",
     "- No entries are accepted after the closing date, whatever the reason", CONTRADICTION),
    ("Spa vouchers are extended by three months when a guest asks before they expire.",
     "- Spa vouchers are never extended under any circumstances", CONTRADICTION),
    ("Spa vouchers are extended by three months when a guest asks.", "- Gift cards are never extended", UNRELATED),
    # "..., no exceptions." closing a rule is emphasis; "no exceptions reach Sentry" is a denial
    ("tradein blocks cash payouts above £250. Bigger buys go by bank transfer, no exceptions.",
     "tradein reports its exceptions to Honeybadger, which posts into #buying-desk-alerts.", UNRELATED),
    ("No exceptions from tradein reach Honeybadger.", "tradein reports its exceptions to Honeybadger.",
     CONTRADICTION),
])
def test_emphasis_adds_nothing_to_a_denial(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_emphasis_is_read_out_only_where_it_is_emphasis():
    from memcli.lint.analysis import _expand

    assert _expand("never refunded at all.") == "never refunded."
    assert _expand("stock is counted at all three sites") == "stock is counted at all three sites"
    assert _expand("keep the door locked at all times") == "keep the door locked at all times"


@pytest.mark.parametrize("a, b, verdict", [
    # a move "from 14 to 16" ends at the other's value: they agree
    ("stemdesk's database is Postgres 16.",
     "- stemdesk and vowbook were upgraded from Postgres 14 to 16 over the weekend of 17-18 January.", UNRELATED),
    ("stemdesk's database is Postgres 15.", "- stemdesk's database is Postgres 16.", CONTRADICTION),
])
def test_a_move_to_the_other_s_value_agrees(a, b, verdict):
    known = frozenset({"#stemdesk", "#vowbook"})
    assert judge_files(_file("project", a), _file("project", b), known).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # "Until <a time or a change>, <the past>": the state before a change, even told beside the change (which the
    # overview's present state follows: an evolution, no contradiction)
    ("Until March 2026 easelbook's tests ran on Travis CI; the `.travis.yml` was dropped when the credits ran out.",
     EVOLUTION),
    ("Until the repos moved to GitHub in February, CI ran on Bitbucket Pipelines.", EVOLUTION),
    # the plain case: the present
    ("easelbook's CI is Travis CI.", CONTRADICTION),
])
def test_until_a_change_the_past_is_history(a, verdict):
    overview = _overview("easelbook", "- CI: GitHub Actions, required check `test`")
    assert judge_files(_file("project", a), overview, frozenset({"#easelbook"})).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # "for pupbase error tracking": the name in the purpose is whose role it is, the claim's subject
    ("We use Bugsnag for pupbase error tracking; the free tier covers our volume.", UNRELATED),
    ("We use Bugsnag for classbook error tracking; the free tier covers our volume.", CONTRADICTION),
])
def test_a_name_in_the_purpose_owns_the_role(a, verdict):
    known = frozenset({"#pupbase", "#classbook"})
    b = "classbook sends its errors to Sentry with a 10% traces sample rate."
    assert judge_files(_file("project", a), _file("reference", b), known).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # "On 12 April <past>": one day's incident, history against the standing rule (no contradiction)
    ("On 12 April the reminder job sent texts 48 hours before appointments, after the clocks went forward.", EVOLUTION),
    # the plain case: the rule itself, in the present
    ("The reminder job sends the reminder SMS 48 hours before the appointment.", CONTRADICTION),
])
def test_one_day_s_incident_is_history(a, verdict):
    assert judge_files(_file("project", a), _file("reference", "- Reminder SMS: 24 hours before the appointment")
                       ).verdict == verdict


def test_what_ended_for_a_system_holds_against_that_system_s_overview(tmp_path):
    overview = "---\nname: sitelog\ntype: reference\n---\n# sitelog\n\n- Test builds reach the iPads through TestFlight\n"
    note = "---\ntype: project\n---\nTestFlight is no longer used for sitelog: builds go through Jamf School.\n"
    assert judge_files(note, overview, frozenset({"#sitelog"})).verdict == CONTRADICTION


def _overview(system: str, bullet: str) -> str:
    return f"---\nname: {system}-overview\ntype: reference\n---\n# {system}\n\nThe {system} service.\n\n{bullet}\n"


@pytest.mark.parametrize("other, verdict", [
    # two systems' overviews give their own servers on one host: two instances, not one server's two ports
    (_overview("voucherd", "- Redis: `redis-1.hfn.internal:6379` (sessions + BullMQ)"), UNRELATED),
    # the same system's note, the plain case
    ("---\ntype: project\n---\nrota's Redis is `redis-1.hfn.internal:6379`.\n", CONTRADICTION),
])
def test_two_systems_servers_on_one_host_are_two_servers(other, verdict):
    rota = _overview("rota", "- Redis: `redis-1.hfn.internal:6380` (Laravel queue + cache)")
    assert judge_files(rota, other, frozenset({"#rota", "#voucherd"})).verdict == verdict


@pytest.mark.parametrize("other, verdict", [
    # two overviews' bullets that name no subject, each about its own system
    (_overview("vetbook", "- Sentry DSN: `https://9a03be71c4e5@sentry.hvg.internal/7`"), UNRELATED),
    # the same system's overview again (a second copy), the plain case
    (_overview("pawchart", "- Sentry DSN: `https://9a03be71c4e5@sentry.hvg.internal/7`"), CONTRADICTION),
])
def test_an_overview_s_bullet_is_about_its_system(other, verdict):
    pawchart = _overview("pawchart", "- Sentry DSN: `https://4f1c9e0a7b2d@sentry.hvg.internal/4`")
    assert judge_files(pawchart, other, frozenset({"#pawchart", "#vetbook"})).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a range's end earlier than its start, with no am or pm, is in the afternoon: 9 to 5:30 is 09:00-17:30
    ("Harrogate shop hours are 9 to 5:30, Monday to Saturday.", "| Harrogate | 31 Cold Bath Road | 09:00–17:30 |",
     UNRELATED),
    ("Harrogate shop hours are 9 to 4:30, Monday to Saturday.", "| Harrogate | 31 Cold Bath Road | 09:00–17:30 |",
     CONTRADICTION),
    # a range from the evening runs overnight: its end stays in the morning
    ("The nightly job runs from 22:00 to 6:30.", "The nightly job runs from 22:00 to 06:30.", UNRELATED),
])
def test_a_range_of_hours_ending_before_it_starts_ends_in_the_afternoon(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a negation inside a relative clause says which things, it denies nothing: both claims retry failed messages
    ("A reminder text that doesn't go through is retried 5 times, two minutes apart.",
     "- A reorder reminder email that fails is retried 2 times, then dropped", UNRELATED),
    # the plain case: a denial of the main verb
    ("Reminder texts are not retried.", "- Reminder texts are retried 2 times, then dropped", CONTRADICTION),
])
def test_a_negation_in_a_relative_clause_denies_nothing(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict

@pytest.mark.parametrize("a, b, verdict", [
    # after "do not" comes the verb denied: not refunding worn sensors says nothing of how long sensors are worn
    ("We don't refund sensors that were worn for more than 7 days.",
     "Tessa 3 sensors are worn for 14 days and need a 1-hour warm-up after insertion.", UNRELATED),
    ("A single low reading doesn't trigger a trough alert; it takes two in a row.",
     "- Sends a low-water alert when a trough reads below the threshold", UNRELATED),
    ("Scoring tablets must be on the `cb-scoring` network (5 GHz); they won't see the guest Wi-Fi.",
     "The arena's public Wi-Fi is `Calderbrook-Guest`; staff laptops use `cb-staff`.", UNRELATED),
    # the plain cases: the verb said on both sides, or a light verb whose object carries the meaning
    ("We don't refund sensors that failed in the first week.", "We refund sensors that failed in the first week.",
     CONTRADICTION),
    ("visadesk letters do not carry a digital signature.",
     "- Every visadesk letter is signed with a digital signature", CONTRADICTION),
])
def test_a_statement_s_verb_after_do_not_or_a_modal_s_not_is_what_it_denies(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "(not tugs)" marks off what the subject is not: the line denies nothing of the launches it names
    ("Sound Pilot II is the spare launch; she goes out when Sound Pilot is in for service.",
     "- Pilot launches (not tugs): Sound Pilot and Sound Pilot II, both 16 m", UNRELATED),
    # the plain case: a denial in the sentence itself
    ("The harbour screen shows pilot launches.", "The harbour screen does not show pilot launches.", CONTRADICTION),
])
def test_a_not_aside_in_parentheses_denies_nothing(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # an amount of time before an event is a lead time: it is not how long the event lasts
    ("Reminders go 24 hours before a public skate; lesson reminders go the evening before.",
     "- Public skate sessions are two hours long; most families leave after the first hour anyway.", UNRELATED),
    ("A pilot's duty period is capped at 14 hours, including travel out to the boarding ground.",
     "- Pilot must be on board 1 hour before an outbound sailing", UNRELATED),
    # the plain cases: two lead times, two lengths, and a length told "for N before"
    ("Reminders go 24 hours before a public skate.", "Reminders go 48 hours before a public skate.", CONTRADICTION),
    ("Public skate sessions are two hours long.", "Public skate sessions are 90 minutes long.", CONTRADICTION),
    ("We keep raw readings for 180 days before they are dropped.", "- Raw readings are retained for 90 days",
     CONTRADICTION),
])
def test_a_lead_time_before_an_event_is_no_length(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a capitalised word and a small number name one of several things: Rink 2 is not Rink 1
    ("Public skates on Rink 2 cap at 150 skaters.", "- Public skates on Rink 1 are capped at 400 skaters", UNRELATED),
    ("Sessions in Studio 3 end at 21:00.", "- Sessions in Studio 1 end at 22:30", UNRELATED),
    # the plain cases: one numbered thing, two values; a count at a sentence's start; a version
    ("Public skates on Rink 1 cap at 150 skaters.", "- Public skates on Rink 1 are capped at 400 skaters",
     CONTRADICTION),
    ("Keep 3 nightly backups of the ledger database.", "Keep 7 nightly backups of the ledger database.",
     CONTRADICTION),
    ("The ledger service runs on Python 3.11.", "The ledger service runs on Python 3.12.", CONTRADICTION),
])
def test_a_word_and_a_number_name_one_of_several_things(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "did not adopt it": the clause names only its subject, what it denies was named in a sentence before
    ("The harbour master did not adopt it; the directions were not changed.",
     "The harbour master signs the renewal; the office updates pilotdesk the same day.", UNRELATED),
    # the plain case: the denied act named on both sides
    ("The harbour master does not sign the renewal.",
     "The harbour master signs the renewal; the office updates pilotdesk the same day.", CONTRADICTION),
])
def test_a_denial_of_a_pointer_in_its_own_clause_names_nothing(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a quoted symptom opening an FAQ line, or a message a screen reads, denies nothing the claim says
    ("- ONT light levels are pulled from the OLTs once an hour",
     '- "No light on the ONT": check it\'s plugged in, then book a visit', UNRELATED),
    # the plain case: the denial said, not quoted
    ("- ONT light levels are pulled from the OLTs once an hour",
     "- ONT light levels are never pulled from the OLTs", CONTRADICTION),
])
def test_a_quoted_symptom_or_message_denies_nothing(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a negation covers its "with" qualifier: not seeding with bought-in seed says nothing of other seed
    ("Creamed honey is not seeded with bought-in seed, only with our own previous batch.",
     "- Creamed honey is seeded with 10% fine-crystallised honey and stirred for three days", UNRELATED),
    # the plain cases: the qualifier said on both sides, or no qualifier
    ("Creamed honey is never seeded with bought-in seed.", "Creamed honey is seeded with bought-in seed.",
     CONTRADICTION),
    ("Creamed honey is never seeded.", "- Creamed honey is seeded with 10% fine-crystallised honey", CONTRADICTION),
])
def test_a_negation_covers_its_with_qualifier(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "does not page anyone" denies paging: "anyone" is no one the other claim must name
    ("plantwatch pages Dave whenever a compressor restarts, even if it comes back on its own.",
     "- A compressor restart on its own does not page anyone; it is logged and shown on the dashboard",
     CONTRADICTION),
    # the plain case stays apart: another act denied
    ("plantwatch pages Dave whenever a compressor restarts.",
     "- A compressor restart does not trigger a work order; it is logged", UNRELATED),
])
def test_a_denial_of_anyone_denies_the_act(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "while a sale is live": the state the clause sets is the qualifier; naming sales is not naming live ones
    ("lotbook migrations are run on sale mornings before 08:00, before viewing opens.",
     "- Don't run migrations while a sale is live.", UNRELATED),
    # the plain case: the same state on both sides
    ("lotbook migrations are run while a sale is live.", "- Don't run migrations while a sale is live.",
     CONTRADICTION),
])
def test_a_while_clause_qualifies_by_the_state_it_sets(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a denial of "other" suites' orders says nothing of a suite's own
    ("Theatre staff can't see other suites' orders in theatreorders, only their own suite's.",
     "- Theatre staff can see every order in theatreorders for their own suite", UNRELATED),
    # the plain cases: "other" on both sides; a denial with no "other"
    ("Theatre staff can't see other suites' orders in theatreorders.",
     "- Theatre staff can see other suites' orders in theatreorders", CONTRADICTION),
    ("Theatre staff can't see orders in theatreorders.", "- Theatre staff can see every order in theatreorders",
     CONTRADICTION),
])
def test_a_denial_of_other_things_leaves_one_s_own(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "..., as long as it stays on the network" is a condition of the claim, not a claim that it stays there
    ("Production trayscan data never leaves the trust network: no personal e-mail, no USB sticks.",
     "Production trayscan data can be queried from the reporting replica, as long as it stays on the trust network.",
     UNRELATED),
    # the plain case: the condition's own words said as a claim
    ("Production trayscan data never leaves the trust network.", "Production trayscan data leaves the trust network.",
     CONTRADICTION),
])
def test_an_as_long_as_clause_is_a_condition(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "£25k" is £25,000 and "10k rows" 10,000 rows: one amount written two ways agrees
    ("Any payrun payment above £25k needs a second approver before release.",
     "For payrun payments above £25,000 a second approver signs before release.", UNRELATED),
    ("Capital grants range from £10k to £50k.", "Capital grants: £10,000 to £50,000, for buildings and equipment",
     UNRELATED),
    ("The annual tooling budget is £1.2m.", "The annual tooling budget is £1,200,000.", UNRELATED),
    # ... and two amounts written so still conflict, where a suffix was read as no number at all
    ("CSV imports are capped at 10k rows per file.", "CSV imports are capped at 20,000 rows per file.", CONTRADICTION),
    ("The annual tooling budget is £1.2m.", "The annual tooling budget is £1,500,000.", CONTRADICTION),
    # the plain case: two amounts written out
    ("Any payrun payment above £25,000 needs a second approver.", "Any payrun payment above £10,000 needs a second "
     "approver.", CONTRADICTION),
    # "5m" alone is five minutes, not five million
    ("The lock timeout on payrun jobs is 5m.", "The lock timeout on payrun jobs is 5 minutes.", UNRELATED),
])
def test_a_magnitude_suffix_writes_out_its_number(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a participle opening the subject says which ones: the count of retries belongs to its noun
    ("Failed webhooks are retried up to 5 times.", "Failed reminder texts are retried up to 3 times.", UNRELATED),
    ("Scheduled exports run at 02:00.", "Scheduled backups run at 04:00.", UNRELATED),
    # the plain cases: one subject, two counts; a past deed opening the claim is no subject
    ("Failed webhooks are retried up to 5 times.", "Failed webhooks are retried up to 3 times.", CONTRADICTION),
    ("Webhooks are retried up to 5 times.", "Webhooks are retried up to 3 times.", CONTRADICTION),
])
def test_a_participle_opening_a_subject_says_which_ones(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("other, verdict", [
    # "calldesk's Redis" is calldesk's: the Redis URL in fobvault's claim names no calldesk, two servers on one host
    ("---\ntype: project\n---\nfobvault's BullMQ connection string is `redis://redis-01.ks.internal:6380/0`.\n",
     UNRELATED),
    # a bullet of fobvault's overview that names only its tool is fobvault's
    (_overview("fobvault", "- Redis (BullMQ): `redis-01.ks.internal:6380`"), UNRELATED),
    # the plain cases: calldesk's own Redis given twice; a claim that names only the tool
    ("---\ntype: project\n---\ncalldesk's Redis is `redis-01.ks.internal:6380`.\n", CONTRADICTION),
    ("---\ntype: project\n---\nThe Redis is `redis-01.ks.internal:6380`.\n", CONTRADICTION),
])
def test_a_name_s_tool_is_not_its_owner(other, verdict):
    calldesk = "---\ntype: reference\n---\ncalldesk's Redis is `redis-01.ks.internal:6379`; Celery shares it.\n"
    assert judge_files(calldesk, other, frozenset({"calldesk", "fobvault", "#fobvault"})).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a night callout's price and a daytime one's: two settings, as summer's and winter's hours are
    ("Night lockout callouts cost £140 plus VAT (20:00 to 08:00).",
     "- Daytime emergency lockout callout (08:00–20:00): £89 + VAT", UNRELATED),
    # the plain cases: one kind of callout, two prices
    ("Night lockout callouts cost £140 plus VAT.", "- Night emergency lockout callout: £120 + VAT", CONTRADICTION),
    ("Lockout callouts cost £140 plus VAT.", "- Emergency lockout callout: £89 + VAT", CONTRADICTION),
])
def test_a_night_and_a_daytime_setting_are_two(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "at weekends" scopes the denial: the other claim never says when
    ("Owen reviews every cutcount PR before it goes into a release.",
     "Owen doesn't review PRs at weekends; they wait until Monday.", UNRELATED),
    # the plain cases: no qualifier; the same one on both sides
    ("Owen reviews every cutcount PR.", "Owen doesn't review cutcount PRs.", CONTRADICTION),
    ("Owen reviews cutcount PRs at weekends.", "Owen doesn't review cutcount PRs at weekends.", CONTRADICTION),
])
def test_an_at_qualifier_scopes_a_negation(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # ", only Y" after a denial is the alternative allowed, not a qualifier of what is denied
    ("Admins can delete an inspection record from the tagline back office.",
     "Inspection records in tagline are never deleted, only superseded by a corrected record.", CONTRADICTION),
    ("Every order confirmation has the e-tickets attached as a PDF.",
     "- E-tickets are never sent as PDF attachments, only as a link to the wallet page", CONTRADICTION),
    # the plain cases: the denial alone; ", only if" stays a condition of the clause before
    ("Admins can delete an inspection record from the tagline back office.",
     "Inspection records in tagline are never deleted.", CONTRADICTION),
    ("Housekeeping marks each room as needed or not needed.",
     "Late check-out is allowed until 13:00, only if housekeeping confirms the room is not needed.", UNRELATED),
])
def test_only_after_a_denial_is_the_alternative_allowed(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a count of retries counts what is retried: the object of "retries", else the subject of "are retried"
    ("Vigil retries a failed reminder SMS up to 5 times before flagging the arrangement.",
     "- The Stripe webhook handler retries failed Vigil writes up to 3 times", UNRELATED),
    ("fieldsync retries a failed upload 3 times, then flags the job.",
     "- Failed notification emails are retried up to 5 times", UNRELATED),
    # the plain cases: one thing retried, told actively and passively; the same subject twice
    ("Vigil retries a failed reminder SMS up to 5 times.", "- Failed reminder SMS are retried up to 3 times",
     CONTRADICTION),
    ("The push job retries 5 times.", "The push job retries 3 times.", CONTRADICTION),
    # texts are SMS: one thing named two ways
    ("Failed collection-ready texts are retried up to 5 times by benchlog.",
     "- Collection-ready SMS: sent through Twilio, retried up to 3 times if delivery fails", CONTRADICTION),
])
def test_a_count_of_retries_counts_what_is_retried(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a port belongs to its kind of server: the database's and the queue broker's are two
    ("lessonbook connects to Postgres at `db-lb.hb.internal:5433`; the migrations job uses the same DSN.",
     "lessonbook's Celery broker is Redis at `redis-lb.hb.internal:6380`.", UNRELATED),
    # the plain cases: one kind of server, two ports
    ("lessonbook connects to Postgres at `db-lb.hb.internal:5433`.", "lessonbook's Postgres listens on port 5432.",
     CONTRADICTION),
    ("lessonbook's Celery broker is Redis at `redis-lb.hb.internal:6379`.",
     "lessonbook's Celery broker is Redis at `redis-lb.hb.internal:6380`.", CONTRADICTION),
])
def test_a_port_belongs_to_its_kind_of_server(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "read-only towards the PLC", "read-only for partners": what one side may do, not a system that has ended
    ("boothlog's web dashboard is deployed on Fly.io as app `hv-boothlog`.",
     "- boothlog is read-only towards the PLC: it never writes registers, only polls them", UNRELATED),
    ("The results API allows 60 requests per minute per IP.", "- The results API is read-only for partners",
     UNRELATED),
    # the plain cases: read-only alone, or for now, is an end
    ("The results wiki is where the race notes are kept.", "- The results wiki is read-only since March",
     CONTRADICTION),
    ("The results wiki is where the race notes are kept.", "- The results wiki is read-only for now", CONTRADICTION),
])
def test_read_only_towards_something_is_no_end(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # both turn SMS down and take email: the same rule said twice
    ("Insurer engineers never get SMS from notify; they only get the email digest.",
     "- Insurer engineers get email only, never SMS", UNRELATED),
    # the plain cases: one takes what the other turns down; a consequence ("without") is no alternative turned down
    ("Insurer engineers never get SMS from notify.", "- Insurer engineers get SMS and email from notify",
     CONTRADICTION),
    ("Don't mock Postgres in ledger tests; use the compose database.",
     "ledger unit tests swap the database layer for an in-memory fake, so they run without Postgres.", CONTRADICTION),
])
def test_an_alternative_both_turn_down_agrees(a, b, verdict):
    assert judge_files(_file("feedback", a), _overview("notify", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # an urgent job's deadline and an emergency's: two tiers of request, as summer's and winter's hours are two
    ("Urgent jobs (broken front-door lock, one of two toilets out) get a contractor within 24 hours.",
     "- Emergency (no heating or hot water in winter, major leak): contractor on site within 4 hours", UNRELATED),
    # the plain cases: one tier, two deadlines
    ("Urgent jobs get a contractor within 24 hours.", "- Urgent jobs: contractor on site within 4 hours",
     CONTRADICTION),
    ("Repair jobs get a contractor within 24 hours.", "- Repair jobs: contractor on site within 4 hours",
     CONTRADICTION),
])
def test_an_urgent_and_an_emergency_request_are_two_tiers(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # after "doesn't", a light verb aims at nothing: the denial is of its object, "marketing SMS"
    ("benchlog doesn't send marketing SMS, only service messages (quote ready, ready for collection).",
     "benchlog sends the collection-ready SMS automatically the moment a ticket moves to Ready.", UNRELATED),
    # the plain cases: the object said whole on both sides
    ("benchlog doesn't send SMS.", "benchlog sends the collection-ready SMS automatically.", CONTRADICTION),
    ("benchlog doesn't send marketing SMS.", "benchlog sends marketing SMS every Friday.", CONTRADICTION),
])
def test_a_light_verb_denied_leaves_its_object(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a clause set in a closed period beside a recorded change: its choice is history, not a live one
    ("Until the April clean-up moveplan used npm; the old `package-lock.json` has been removed.",
     "- Package manager: pnpm (lockfile `pnpm-lock.yaml`)", UNRELATED),
    # the plain cases: a present choice against another; a change away from what the other claims
    ("moveplan uses npm; the old `yarn.lock` has been removed.", "- Package manager: pnpm", CONTRADICTION),
    ("We moved moveplan from npm to pnpm in April.", "- Package manager: npm", CONTRADICTION),
])
def test_a_choice_in_a_clause_of_the_past_is_history(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "until fieldkit 4.2" closes a period as "until March" does: the old interval is history
    ("Until fieldkit 4.2 the app synced every 15 minutes.", "- fieldkit syncs every 5 minutes when online", EVOLUTION),
    # the plain case: two present intervals
    ("The fieldkit app syncs every 15 minutes.", "- fieldkit syncs every 5 minutes when online", CONTRADICTION),
])
def test_until_a_release_closes_a_period(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_a_waiting_denial_is_read_in_one_pass_and_as_its_pattern_reads_it():
    import random
    import re

    from memcli.lint.conflicts.polarity import waits

    # the pattern it replaced: retried from every denial, it read a line of thousands of "not"s once per "not"
    pattern = re.compile(r"\b(?:never|not|no)\b(?:(?!\b(?:when|if|even|unless)\b)[^;,.:])*?\b(?:until|before)\b")
    vocabulary = ["never", "not", "no", "when", "if", "even", "unless", "until", "before", "x", "nothing",
                  "beforehand", "note", ",", ".", ";", ":", "a-not"]
    chance = random.Random(3)
    for _ in range(20_000):
        text = " ".join(chance.choice(vocabulary) for _ in range(chance.randint(0, 12)))
        assert waits(text) == bool(pattern.search(text)), text
    assert waits("dispatch never books a courier before the job is packed")
    assert not waits("we decided not to charge a fee, even when a member cancels before the start")
    assert not waits("not x " * 20_000)  # 120,000 characters, one pass


def test_the_asides_quotes_numbered_names_and_conditions_read_hostile_lines_in_one_pass():
    from memcli.lint.analysis import _MAGNITUDE, _NOT_ASIDE, _magnified, _numbered, analyse_line
    from memcli.lint.conflicts.value import _NOT_OWNERS, _set_apart

    # each shape repeated tens of thousands of times on one line: read once, with the result a short line gets
    assert _numbered("Rink 1 " * 30_000, frozenset({"rink"})) == frozenset({"rink 1"})
    assert _NOT_ASIDE.sub(" ", "(not tugs " * 20_000) == "(not tugs " * 20_000  # no closing parenthesis: kept
    assert _NOT_OWNERS.search(", not the x y" * 20_000 + " z").span() == (0, 13)  # the first one, found at once
    hostile = analyse_line("tugboard keeps its own redis, not the x one; " * 3_000 + " its own y" * 3_000, frozenset(), {})
    other = analyse_line("x redis is on port 6379", frozenset(), {})[0]
    assert _set_apart(hostile[0], other)  # each shape read once: "x" is set apart
    assert _MAGNITUDE.sub(_magnified, "£2.5k " * 30_000 + "9" * 5_000 + "k").startswith("£2500 " * 30_000)
    from memcli.lint.conflicts.value import _RETRIED

    assert _RETRIED.search("retries " + "the x " * 20_000) is None  # the object's words are bounded: one pass
    # (a sentence this long is read up to SENTENCE_LIMIT: each shape on a line of its own)
    quoted = analyse_line('the banner reads "not saved" ' * 2_000, frozenset(), {})
    assert quoted[0].facets[0].polarity > 0  # the quoted message's "not" denies nothing, the limit cuts no quote open
    conditions = analyse_line("the cache is kept" + ", as long as it stays" * 2_000, frozenset(), {})
    assert any(f.condition for s in conditions for f in s.facets)  # each "as long as" clause a condition


@pytest.mark.parametrize("a, b, verdict", [
    # "a Yarn project": the tool the codebase is built with, a choice of its group (sets 80, 119, 121, 123)
    ("bookit is a yarn project (Yarn 4, `yarn.lock` in the repo); run `yarn dev` for the local server.",
     _overview("bookit", "- Package manager: pnpm (`pnpm-lock.yaml` is committed)"), CONTRADICTION),
    ("storefront is a Yarn project; run `yarn install`.", _overview("storefront", "- Package manager: pnpm"),
     CONTRADICTION),
    # the plain cases: the same tool agrees; a tool of another group fills no role of the other
    ("bookit is a pnpm project; run `pnpm dev`.", _overview("bookit", "- Package manager: pnpm"), UNRELATED),
    ("bookit uses Yarn.", _overview("bookit", "- Package manager: pnpm"), CONTRADICTION),
    # a codebase's tools of two kinds are no two choices: the package manager and the framework
    ("Install deps with `npm ci`; the academy portal is an npm project and the CI cache keys on `package-lock.json`.",
     "---\ntype: reference\n---\nThe academy portal is a Next.js 15 app with Supabase as its database.", UNRELATED),
    # a name that only modifies another noun still fills no role ("a Yarn workspace plugin" is no codebase)
    ("bookit ships a Yarn plugin for the lockfile.", _overview("bookit", "- Package manager: pnpm"), UNRELATED),
])
def test_the_tool_a_codebase_is_built_with_is_its_choice(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a known tool opening a label's value fills the label's role, though a noun follows it (eleven sets)
    ("dispatchr's background work (ETA texts, SLA timers, photo processing) runs on Dramatiq",
     _overview("dispatchr", "- Background jobs: Celery workers, broker on Redis"), CONTRADICTION),
    ("bookd's events go through Kafka.", _overview("bookd", "- Events: RabbitMQ exchange `booking.events` (topic)"),
     CONTRADICTION),
    # the plain case: the same tool agrees
    ("dispatchr's background jobs run on Celery.", _overview("dispatchr", "- Background jobs: Celery workers"),
     UNRELATED),
    # a name the lexicon does not know, opening a label's value, may be no filler at all: two labels, two roles
    ("- Source data: labtrack results export + the address gazetteer",
     "---\ntype: reference\n---\n- Data engineering: Tomasz Wrona, reports to Hannah", UNRELATED),
    ("The donor portal is hosted on Cloudflare Pages (project `hfn-donate`).",
     "---\ntype: reference\n---\n- Donor portal: Sanity dataset export weekly", UNRELATED),
])
def test_a_known_tool_opening_a_labels_value_fills_its_role(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "releases" of a system are its deploys, and "capture" records (twelve sets)
    ("dispatchr releases go out every Friday at 14:00, after the morning call-out peak.",
     "---\ntype: feedback\n---\n- Never deploy dispatchr on a Friday.", CONTRADICTION),
    # the plain case: another day is no conflict
    ("dispatchr releases go out every Tuesday at 14:00.", "---\ntype: feedback\n---\n- Never deploy dispatchr on a Friday.",
     UNRELATED),
    # "during the Saturday *peak*": the head of a time the negation is scoped to must be named, not its modifier
    ("paystation releases go out on Saturday mornings before 08:00, when the machines are quiet.",
     "---\ntype: feedback\n---\nNever deploy paystation during the Saturday peak (10:00-16:00).", UNRELATED),
    ("paystation releases go out on Saturday mornings.", "---\ntype: feedback\n---\nNever deploy paystation on Saturdays.",
     CONTRADICTION),
    ("paystation deploys run during business hours.",
     "---\ntype: feedback\n---\nNever deploy paystation during business hours.", CONTRADICTION),
    # a permission on a condition meets a denial "unless" that condition holds
    ("Friday Ballast releases are fine once Priya has signed off in #ballast.",
     "---\ntype: feedback\n---\n- No Friday deploys of Ballast unless a second reviewer has signed off in #ballast.",
     UNRELATED),
    ("Friday Ballast releases are fine.", "---\ntype: feedback\n---\n- No Friday deploys of Ballast.", CONTRADICTION),
])
def test_releases_are_deploys_and_a_scoped_time_is_its_head(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # to cache a thing somewhere is to store it there (sets 14, 30, 126)
    ("doorpad caches each member's photo on the tablet so the desk can eyeball ID at check-in.",
     _overview("doorpad", "- Never stores member photos on the tablet"), CONTRADICTION),
    ("The member app caches the scanned driving licence images on the device so re-verification works offline.",
     "---\ntype: reference\n---\n- Licence images are never stored on the device; they go straight to Onfido", CONTRADICTION),
    # the plain cases: the same verb; a place the denial is scoped to that the other never names
    ("doorpad stores each member's photo on the tablet.", _overview("doorpad", "- Never stores member photos on the tablet"),
     CONTRADICTION),
    ("doorpad caches each member's photo on the server.", _overview("doorpad", "- Never stores member photos on the tablet"),
     UNRELATED),
])
def test_to_cache_is_to_store(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a pull request is a PR (sets 8, 55, 103, 124)
    ("Always squash-merge skybook pull requests.", "---\ntype: feedback\n---\nNever squash-merge skybook PRs.",
     CONTRADICTION),
    # the plain cases: one spelling on both sides; another object denied
    ("Always squash-merge skybook PRs.", "---\ntype: feedback\n---\nNever squash-merge skybook PRs.", CONTRADICTION),
    ("Always squash-merge skybook pull requests.",
     "---\ntype: feedback\n---\nNever squash-merge skybook release branches.", UNRELATED),
])
def test_a_pull_request_is_a_pr(a, b, verdict):
    assert judge_files(_file("feedback", a), b).verdict == verdict


def test_a_pull_request_is_a_pr_in_a_feedback_file_about_prs(tmp_path):
    # set 124, as written: the feedback says "PRs", the remnic preference "pull requests"
    feedback = ("---\nname: merging\ndescription: how skybook PRs get merged\ntype: feedback\n---\n\n"
                "Never squash-merge skybook PRs; Hannah wants every commit kept for the audit trail.\n")
    fact = ("---\nid: preference-1791460821039-504f\ncategory: preference\nstatus: active\n---\n\n"
            "Always squash-merge skybook pull requests so main reads as one commit per change.\n")
    store = make_store(tmp_path, {"feedback_merging.md": feedback, "facts/2026-10-08/preference-1.md": fact})
    run = cli(["--dir", str(store), "--now", "2026-11-28", "lint", "--format", "json", "--exit-zero"])
    pairs = {frozenset((c["a"], c["b"])) for c in json.loads(run.stdout)["contradictions"]}
    assert frozenset(("feedback_merging.md", "facts/2026-10-08/preference-1.md")) in pairs, run.stdout


@pytest.mark.parametrize("a, b, verdict", [
    # "a 6-shelf trolley" is one trolley of 6 shelves: a hyphenated count counts its own noun only (set 125)
    ("The Sprinter takes 8 Danish trolleys, which is why it gets the small town-centre drops.",
     "---\ntype: reference\n---\n- **Danish trolley** / **CC**: the standard 6-shelf plant trolley", UNRELATED),
    # the plain cases: the counted noun itself, hyphenated or not
    ("Each Danish trolley has 6 shelves.", "---\ntype: reference\n---\n- Danish trolleys have 8 shelves", CONTRADICTION),
    ("The search runs on a 3-node cluster.", "---\ntype: reference\n---\n- The search cluster has 5 nodes", CONTRADICTION),
    ("Use 2-space indentation in YAML files.", "---\ntype: feedback\n---\nIndent YAML files with 4 spaces.", CONTRADICTION),
])
def test_a_hyphenated_count_counts_its_own_noun(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


def test_a_hyphenated_count_gives_no_count_of_the_noun_it_modifies():
    from memcli.lint.analysis import analyse_line

    def counts(text: str) -> set[tuple[str, float]]:
        return {(v.key, v.amount) for s in analyse_line(text, frozenset(), {}) for f in s.facets for v in f.values}

    assert counts("the standard 6-shelf plant trolley") == {("c:shelf", 6.0)}
    assert counts("a 3-node cluster") == {("c:node", 3.0)}
    assert ("c:trolley", 8.0) in counts("The Sprinter takes 8 Danish trolleys")  # a plain count: its phrase's head


@pytest.mark.parametrize("a, b, verdict", [
    # "takes" and "carries" are verbs a subject stands before: the Sprinter and a lorry are two subjects (set 125)
    ("The Sprinter takes 8 Danish trolleys, which is why it gets the small town-centre drops.",
     "---\ntype: project\n---\nA 7.5-tonne lorry takes 22 Danish trolleys at most; the tail-lift can't cope with more.",
     UNRELATED),
    # the plain case: one vehicle, two counts
    ("The Sprinter takes 8 Danish trolleys.", "---\ntype: project\n---\nThe Sprinter takes 10 Danish trolleys.",
     CONTRADICTION),
])
def test_takes_is_a_verb_its_subject_stands_before(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("bullet, claim, verdict", [
    # an overview's stack bullet opens with a tool and its version: the tools are the stack, the file's system is
    # what the bullet is about (sets 60-125: eighteen pairs)
    ("- Node 20 LTS, TypeScript, Express", "ledgerly builds on Node 22; see `.nvmrc`.", CONTRADICTION),
    ("- Django 4.2 LTS on Python 3.12", "ledgerly runs Django 5.1 in production.", CONTRADICTION),
    ("- Ruby 3.2.4 / Rails 7.1, Sidekiq", "ledgerly is pinned to Ruby 3.3.1 in `.ruby-version`.", CONTRADICTION),
    # the plain non-conflicts: the same version, another system's version
    ("- Node 22 LTS, TypeScript, Express", "ledgerly builds on Node 22; see `.nvmrc`.", UNRELATED),
    ("- Node 20 LTS, TypeScript, Express", "payroute builds on Node 22; see `.nvmrc`.", UNRELATED),
])
def test_a_stack_bullet_of_an_overview_is_about_its_system(bullet, claim, verdict):
    known = frozenset({"#ledgerly", "#payroute"})
    assert judge_files(_overview("ledgerly", bullet), _file("project", claim), known).verdict == verdict


def test_one_of_several_numbered_things_opening_a_claim_is_no_tool_version():
    from memcli.lint.analysis import analyse_line

    [stack] = analyse_line("- Node 20 LTS, TypeScript, Express", frozenset(), {})
    [_, level] = analyse_line("Each survey has a template. Level 3 adds roof space; Dev edits templates.",
                              frozenset({"dev"}), {})
    assert not stack.names.subjects  # a stack: tools, no subject of its own
    assert "dev" in level.names.subjects  # "Level 3" is one of several levels: who the claim names still counts


@pytest.mark.parametrize("a, verdict", [
    # a clause telling what fails gives the value turned down, not a second value held (sets 39, 111, 122)
    ("ledgerly needs Node 22; on Node 20 the dev server refuses to start.", CONTRADICTION),
    ("ledgerly polls the bank feed every 120 seconds; 30 seconds was too chatty.", CONTRADICTION),
    # the plain non-conflict: a claim giving both values for two groups, a refinement
    ("ledgerly's bank feed is polled every 30 seconds for business accounts and every 120 seconds for personal "
     "ones.", UNRELATED),
])
def test_a_value_said_to_fail_is_not_held(a, verdict):
    b = "- ledgerly polls the bank feed every 30 seconds" if "poll" in a else "- ledgerly runs on Node 20"
    assert judge_files(_file("project", a), _overview("ledgerly", b), frozenset({"#ledgerly"})).verdict == verdict


@pytest.mark.parametrize("other, verdict", [
    # a quoted title names one thing by all its words: the "Shop stock 2026" sheet ended, not the shop (set 128)
    ("Collection from the farm shop: choose Collect at checkout.", UNRELATED),
    ("Card payments in the farm shop go through the till's card reader.", UNRELATED),
    # the plain case: the other claim uses the sheet that ended
    ('Count the shelves into the "Shop stock 2026" sheet every Friday.', CONTRADICTION),
])
def test_a_quoted_title_that_ended_is_named_by_all_its_words(other, verdict):
    ended = _file("project", 'The "Shop stock 2026" sheet is deprecated: since the relaunch, stock is tracked in '
                             "shopfront's inventory.")
    assert judge_files(_file("reference", other), ended).verdict == verdict


@pytest.mark.parametrize("incident, verdict", [
    # an incident told in the past with its length is history: it never conflicts with a present rule (set 127)
    ("For about 30 hours no renewal reminders went out; 14 members were affected and got them late.", False),
    # the plain cases: the same words in the present conflict
    ("No renewal reminders go out by email.", True),
    ("Renewal reminders are never emailed.", True),
])
def test_an_incident_told_with_its_length_is_history(incident, verdict):
    rule = _file("feedback", "Renewal reminders go out by email to every member.")
    assert (judge_files(_file("project", incident), rule).verdict == CONTRADICTION) == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "member or not" is whichever it is, no negation (sets 86, 120, 129)
    ("Show entries cost £2 per class, member or not.", "---\ntype: reference\n---\nTalk to the secretary about show "
     "entries for members.", UNRELATED),
    ("Receipts go to every donor with an email address, consent or not.", "---\ntype: project\n---\nLog each donor's "
     "email address with the receipt.", UNRELATED),
    # the plain cases: a real negation still flips
    ("Show entries are not free for members.", "---\ntype: reference\n---\nShow entries are free for members.",
     CONTRADICTION),
])
def test_or_not_at_the_end_of_a_clause_is_no_negation(a, b, verdict):
    assert judge_files(_file("project", a), b).verdict == verdict


def test_an_unless_clause_excepts_what_it_adds():
    # "no deploys on Fridays *unless it's a security fix*" excepts security fixes (set 54)
    rule = _file("feedback", "No billing deploys on Fridays unless it's a security fix.")
    fix = _file("project", "Security fixes to billing are deployed as soon as they're reviewed, even on a Friday.")
    assert judge_files(fix, rule).verdict == UNRELATED


def test_an_unless_clause_does_not_except_the_act_it_rules():
    # "unless the head approves *the swap*": the swap is what the rule denies, not an exception to it (set 31)
    rule = _file("feedback", "Teachers cannot swap classes unless the head of studies approves the swap.")
    other = _file("project", "Teachers can swap classes without approval.")
    assert judge_files(other, rule).verdict == CONTRADICTION


@pytest.mark.parametrize("a, verdict", [
    # a count that is the subject of a past deed ("two students *got* ...") tallies what happened (set 130)
    ("- Two students got the same pottery course seat when payment webhooks arrived out of order", UNRELATED),
    # the plain case: a count that sets the size
    ("Pottery courses take 12 students.", CONTRADICTION),
])
def test_a_count_that_got_something_tallies_an_event(a, verdict):
    cap = _file("reference", "- Pottery courses are capped at 8 students (one wheel each)")
    assert judge_files(_file("project", a), cap).verdict == verdict


@pytest.mark.parametrize("rule, other, verdict", [
    # the denial's own sentence says what is fine, and that is what the other claim speaks of (sets 129, 131)
    ("Never force-push to main; force-pushing your own feature branch after a rebase is fine.",
     "Before merging, rebase your branch on main and force-push it.", UNRELATED),
    # the plain cases: the denied act itself, with or without the permission beside it
    ("Never force-push to main; force-pushing your own feature branch after a rebase is fine.",
     "Force-push to main after every rebase.", CONTRADICTION),
    ("Never force-push to main.", "Force-push to main after every rebase.", CONTRADICTION),
])
def test_what_the_denial_says_is_fine_agrees(rule, other, verdict):
    assert judge_files(_file("feedback", rule), _file("project", other)).verdict == verdict


@pytest.mark.parametrize("other, verdict", [
    # "stopped reading after a paragraph" tells what one reader did, nothing that ended (set 134)
    ("**Why:** Sam reads `git log --oneline` when writing the termly update for Joanna.", UNRELATED),
    ("**Why:** the squashed history reads like a changelog for Joanna.", UNRELATED),
])
def test_stopping_an_act_with_no_object_ends_nothing(other, verdict):
    why = _file("feedback", "Keep explanations short.\n\n**Why:** Joanna stopped reading after a paragraph about "
                            "migrations.")
    assert judge_files(why, _file("feedback", other)).verdict == verdict


def test_stopping_an_act_on_a_thing_still_ends_it():
    # the plain case: what stopped being done is named
    ended = _file("project", "Bindings stopped printing paper rental contracts this season; guests sign on the tablet.")
    stale = _file("reference", "Every rental prints a paper contract at the counter and the guest signs it.")
    assert judge_files(stale, ended).verdict == CONTRADICTION


@pytest.mark.parametrize("a, verdict", [
    # an example and its wrong form in parentheses ('("add", not "added")') denies nothing (set 133)
    ('Commit messages: English, imperative ("add", not "added").', UNRELATED),
    ("Commit messages: English, imperative (`add`, not `added`).", UNRELATED),
    # the plain case: a denial of the claim itself
    ("Commit messages are never in the imperative mood.", CONTRADICTION),
])
def test_an_example_and_its_wrong_form_deny_nothing(a, verdict):
    b = _file("feedback", "Write commit messages in English, in the imperative mood.")
    assert judge_files(_file("project", a), b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a part of a price (a deposit) against a price that names no kind: two amounts (set 135)
    ("Full-day tours need a £40 deposit per guest at booking.", "- Full-day tour: £150 per guest", UNRELATED),
    # the plain cases: two prices, two deposits
    ("Full-day tours cost £150 per guest.", "- Full-day tour: £120 per guest", CONTRADICTION),
    ("Full-day tours need a £40 deposit per guest.", "- Full-day tour deposit: £60 per guest", CONTRADICTION),
])
def test_a_deposit_is_not_the_price_it_is_part_of(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a name that starts with a digit is what a move reached ("to 1Password")
    ("Moved all secrets from Bitwarden to 1Password in July; the Bitwarden organisation has been deleted.",
     '- Secrets: Bitwarden organisation "Hollowmere", one collection per app', CONTRADICTION),
    ("Switched the team's secrets from Bitwarden to 1Password in September.",
     "- Team secrets live in the shared Bitwarden organisation vault", CONTRADICTION),
    # a name by its initials: "FCM" is Firebase Cloud Messaging, "AWS" Amazon Web Services
    ("pickrota switched from FCM to a self-hosted ntfy server in September.",
     "- Push notifications: Firebase Cloud Messaging (project `pickrota-prod`)", CONTRADICTION),
    ("We switched hosting from AWS to Hetzner in May.", "- Hosting: Amazon Web Services, eu-west-2", CONTRADICTION),
    # what ended told with a short name the other writes too, and a word of a family ("logger" / "logs")
    ("The Pi furnace logger has been decommissioned; castlog now reads temperatures from the furnace PLC.",
     "castlog reads furnace temperatures from the Raspberry Pi logger at `pi-furnace.wcbells.internal`.",
     CONTRADICTION),
    ("The QL-700 at Ashby Mill was retired in July; pattrack prints its labels on the Zebra ZD421 now.",
     "| Ashby Mill | ASH | Tue–Sat | main workshop, PAT testing bench |", UNRELATED),
])
def test_moves_to_digit_names_initials_and_short_names(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_what_ended_may_be_the_other_files_systems():
    """"chefline's `/api/v1/orders` endpoint is deprecated" ends what chefline's notes tell integrations to use."""
    notes = ('---\ntitle: "chefline API for POS integrations"\n---\n\n# chefline API\n\n'
             "Restaurant POS integrations post their orders to `/api/v1/orders` with the restaurant's API key.\n")
    ended = _file("project", "chefline's `/api/v1/orders` endpoint is deprecated; POS integrations must use "
                             "`/api/v2/orders`.")
    assert judge_files(notes, ended).verdict == CONTRADICTION
    sessions = _file("project", "belaybook sessions after 20:00 were cancelled with a bulk action and members emailed.")
    waitlist = "---\ntitle: belaybook waitlist\n---\n\n# belaybook\n\n- Waitlist is per session, max 20 people\n"
    assert judge_files(waitlist, sessions).verdict == UNRELATED


@pytest.mark.parametrize("a, b, verdict", [
    # how long something stays before an event is a length, not a lead time
    ("Dye lots stay in the fixing bath 48 hours before rinsing.", "- Dye lots: 24 hours in the fixing bath", CONTRADICTION),
    ("Reminders go out 24 hours before a session.", "Sessions are two hours long.", UNRELATED),
    # what is refused above an amount sets a limit there: an amount under it is another limit, not one within it
    ("tradein blocks cash payouts above £250.", "- Cash payouts are capped at £200 per purchase", CONTRADICTION),
    ("The member app rejects apiary photos over 25 MB.", "- Apiary photos: max 10 MB", CONTRADICTION),
    ("The member app rejects apiary photos over 10 MB.", "- Apiary photos: max 25 MB", CONTRADICTION),
    ("The member app rejects apiary photos over 25 MB.", "- Apiary photos: max 25 MB", UNRELATED),
    ("Checkout pages respond in under 200 ms at p95.", "- Checkout p95: 190 ms", UNRELATED),
])
def test_a_stay_before_an_event_and_a_refused_amount(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("system, a, b, verdict", [
    # a label of three or four content words names a role, and the tool after its colon fills it
    ("eyebook", "eyebook's booking confirmations go out via Esendex.",
     "- Booking confirmation SMS: Twilio (messaging service `eyebook-confirm`)", CONTRADICTION),
    ("lotbook", "Catalogue search on the public website is powered by Elasticsearch (the `lots-public` index).",
     "- Public catalogue search: Meilisearch (index `lots_public`), fed by a post-save signal", CONTRADICTION),
    ("lotbook", "Catalogue search on the public website is powered by Elasticsearch (the `lots-public` index).",
     "- Public catalogue search: Elasticsearch (index `lots-public`)", UNRELATED),
    # a label with function words is prose: what follows its colon opens a clause and fills no role
    ("tracker", "Feature requests are tracked in Linear.",
     "- How to raise requests: Trello cards are fine for small ones", UNRELATED),
])
def test_a_label_of_several_nouns_names_a_role(system, a, b, verdict):
    overview = f"---\nname: {system}\ntype: reference\n---\n# {system}\n\n{b}\n"  # a bullet of the system's overview
    assert judge_files(_file("project", a), overview).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what ended is told in several words besides its name, and the other says none of them: the name's other things
    ("The FSS results portal CSV export has been shut down; harvestlog now pulls E. coli results from the FSS API.",
     "FSS take E. coli samples from Inver Bay every 2 weeks.", UNRELATED),
    ("The FSS results portal CSV export has been shut down; harvestlog now pulls results from the FSS API.",
     "harvestlog imports the FSS results portal CSV export every Monday.", CONTRADICTION),
])
def test_what_ended_besides_its_name_must_be_said(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a season gone by, told in the past tense, is history; told in the present it is a seasonal rule
    ("Through the summer the awards import ran at 01:00 every night.", "The awards import runs at 04:00 every night.",
     EVOLUTION),
    ("During the winter the café closed at 15:00.", "The café closes at 17:00.", EVOLUTION),
    ("The awards import runs at 01:00 every night.", "The awards import runs at 04:00 every night.", CONTRADICTION),
])
def test_a_season_gone_by_is_history(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_a_sentence_of_many_bounds_reads_its_bands_once_per_comparison(monkeypatch):
    """A claim with a hundred bounded amounts against another: the bands of each are read once, not once per pair of
    amounts (12,000 pairs took 1.1 s when each read them again)."""
    from memcli.lint.analysis import analyse_line
    from memcli.lint.conflicts import value
    from memcli.lint.judge import compare_sentences
    unit = "bells over 2 tonnes stay in the mould for 7 days between 500 kg and 2 tonnes a ring of 6 "
    text = (unit * (80_000 // len(unit) + 1))[:80_000]
    (mine,), (theirs,) = analyse_line(text, frozenset(), {}), analyse_line(text.replace("2", "3"), frozenset(), {})
    reads = []
    original = value._bands
    monkeypatch.setattr(value, "_bands", lambda sentence: reads.append(sentence) or original(sentence))
    assert sum(len(f.values) for f in mine.facets) > 100
    assert compare_sentences(mine, theirs) is None  # every pair of amounts is set for two bands
    assert len(reads) == 2


@pytest.mark.parametrize("a, b, verdict", [
    # a negation timed on one side of an event, the other claim timed on its other side: one order, told twice
    ("Don't deploy tradeorders during the Friday lunchtime order rush.",
     "tradeorders deploys usually go out on Friday afternoons, after the rush.", UNRELATED),
    ("Assessors cannot change a score after the panel meeting.",
     "Assessors can change their scores as often as they like until the panel meeting.", UNRELATED),
    ("No refunds on show tickets after the performance.",
     "Show tickets are refundable up to 48 hours before the performance.", UNRELATED),
    # the same side of the event: the plain denial
    ("Assessors cannot change a score after the panel meeting.",
     "Assessors can change their scores after the panel meeting.", CONTRADICTION),
])
def test_a_negation_on_one_side_of_an_event_agrees_with_the_other_side(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a part of the day denied, another part of the same day given: two times, not one
    ("Never deploy reedyard on a Friday afternoon.", "reedyard releases usually go out on Friday mornings.", UNRELATED),
    ("No stockpot deploys on Friday afternoons.", "stockpot changes usually get deployed on Friday mornings.",
     UNRELATED),
    ("Never deploy reedyard on a Friday afternoon.", "reedyard releases usually go out on Friday afternoons.",
     CONTRADICTION),
    ("Never deploy to production on Fridays.", "Deploy to production on Fridays.", CONTRADICTION),
])
def test_a_part_of_the_day_denied_says_nothing_of_another(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # the means denied ("through their webshop") is a qualifier the other claim must name
    ("Reichenbach rods are never ordered through their webshop.", "Reichenbach rods are ordered every spring.",
     UNRELATED),
    ("Rods are never ordered through the webshop.", "Rods are ordered through the webshop.", CONTRADICTION),
    # how often or how the act is denied, with no preposition: "two nights running", "unsupervised"
    ("Pilots are never rostered on night jobs two nights running.",
     "Night jobs are rostered to the pilot who flew the daytime recce.", UNRELATED),
    ("Students never go to the glory hole unsupervised.", "Students reheat their own piece at the glory hole.",
     UNRELATED),
    ("Students never go to the glory hole.", "Students reheat their own piece at the glory hole.", CONTRADICTION),
    # a deploy freeze denies deploys
    ("Deploy freeze on raceday for the whole of Royal Ascot week.", "No raceday deploys during Royal Ascot week.",
     UNRELATED),
    ("Deploy freeze for the whole of Royal Ascot week.", "Deploys go out as usual in Royal Ascot week.",
     CONTRADICTION),
])
def test_a_means_a_manner_or_a_freeze_scopes_a_denial(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what no longer goes out on a channel is its subject's: the other claim must name that subject
    ("The rota no longer goes out on WhatsApp; gangrota texts each shearer their week.",
     "Fuel receipts are photographed into the office WhatsApp.", UNRELATED),
    ("The rota no longer goes out on WhatsApp; gangrota texts each shearer their week.",
     "The rota goes out on WhatsApp every Friday.", CONTRADICTION),
    # a user of a thing that no longer uses it: every part of the user stops
    ("The workshop no longer uses CorelDRAW; designs are drawn in Affinity Designer.",
     "Letter designs are drawn in CorelDRAW and exported as DXF.", CONTRADICTION),
])
def test_what_no_longer_goes_out_on_a_channel_is_its_subjects(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a share of a kind denied ("a third of the sheds") says nothing against the kind
    ("About a third of the sheds have no signal.", "The sheds have signal.", UNRELATED),
    ("The sheds have no signal.", "The sheds have signal.", CONTRADICTION),
    # a band of amounts the denial holds for ("repairs under £150") is a qualifier the other claim must name
    ("No deposit is taken on repairs under £150.", "Deposits for larger repairs are taken at intake.", UNRELATED),
    ("No deposit is taken on repairs.", "Deposits for repairs are taken at intake.", CONTRADICTION),
])
def test_a_share_or_a_band_scopes_a_denial(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "are retired after 12 regrinds" says when each one ends: a rule that goes on, not an end
    ("Blades are retired after at most 12 regrinds.", "Every blade has a laser-etched serial.", UNRELATED),
    ("Blades are retired after at most 12 regrinds.", "Resaw band blades go for regrind every 8 running hours.",
     UNRELATED),
    # an end told as such still ends what the other uses
    ("The Stenner blades are retired; the mill runs Armstrong blades now.", "The headrig runs Stenner blades.",
     CONTRADICTION),
])
def test_a_rule_for_when_each_one_ends_is_no_end(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a negation inside a condition told after a comma is the condition's, not the claim's
    ("We deploy lendle on Saturdays after the desk closes, when nobody is checking zines out.",
     "Never deploy lendle on a Saturday; it is the busiest lending day.", CONTRADICTION),
    ("We deploy lendle on Saturdays after the desk closes, when nobody is checking zines out.",
     "Volunteers use lendle at the desk to check zines in and out.", UNRELATED),
    # "can't book more than one slot a day" limits the act; it denies booking only against a claim of that amount
    ("Members can't book more than one riso slot per day.",
     "Members book riso slots online in risobook up to four weeks ahead.", UNRELATED),
    ("Members can't book riso slots online.", "Members book riso slots online in risobook.", CONTRADICTION),
])
def test_a_trailing_condition_or_a_denied_bound_is_no_denial_of_the_act(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a while or an occasion gone by, told in the past, is history
    ("For January and February, Leeds ran off Manchester's parts stock; it had no stock of its own.",
     "Each depot holds its own parts stock in partshelf.", UNRELATED),
    ("For the summer fair we capped fairdesk at 40 stalls because of the smaller venue.",
     "fairdesk allows up to 60 stalls per fair.", EVOLUTION),
    ("For the summer fair, fairdesk is capped at 40 stalls.", "fairdesk allows up to 60 stalls per fair.",
     CONTRADICTION),
    # "on the preview, not locally": the contrast denies where it is done, which the other never says
    ("Aisha reviews copy changes on the preview, not locally.", "Copy-only changes still go through the same flow.",
     UNRELATED),
    ("Aisha reviews copy changes on the preview, not locally.", "Aisha reviews copy changes locally.", CONTRADICTION),
])
def test_an_occasion_gone_by_is_history_and_a_place_denied_is_the_contrasts(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a denial for one side of a bound, the act granted on its other side: two bands, one rule each
    ("Deposits are not refunded for cancellations within 28 days of the visit.",
     "Deposits are refunded in full if the booking is cancelled more than 28 days ahead.", UNRELATED),
    ("No deposit is refunded when a customer cancels within 7 days of the move.",
     "Deposits are refundable if the customer cancels more than 7 days before the move date.", UNRELATED),
    # the same side: the plain denial
    ("Deposits are not refunded for cancellations within 28 days of the visit.",
     "Deposits are refunded for cancellations within 28 days of the visit.", CONTRADICTION),
])
def test_a_denial_on_one_side_of_a_bound_says_nothing_of_the_other(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "no longer takes / offers / tracks X": X ended for its subject, as "no longer uses X" does
    ("eventreg no longer takes PayPal; entry fees go through Stripe Checkout.", "eventreg entry fees are paid through PayPal Checkout.",
     CONTRADICTION),
    ("fleetdesk no longer offers magic-link login; every fleet manager signs in with a password plus TOTP.",
     "In fleetdesk, fleet managers sign in with a magic link sent to their email.", CONTRADICTION),
    ("We no longer track volunteer hours in the Google Sheet; they are logged in keelson.",
     "Volunteers record their hours in the Volunteer hours Google Sheet.", CONTRADICTION),
    # "no longer takes *them*": what ended is named elsewhere
    ("British Wool moved bookings onto their portal; the Brecon depot no longer takes them by phone.",
     "Move the depot export to the new British Wool format.", UNRELATED),
])
def test_what_a_subject_no_longer_takes_offers_or_tracks_has_ended(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("fact, reported", [
    # a refused band ("won't take an order under 10 birds") against another amount for the bound: one slot
    ("chickorder won't take a day-old chick order under 10 birds; a small box chills too fast.", True),
    # against a claim with no amount, the band scopes the denial
    ("chickorder takes no deposit on orders under 10 birds.", False),
])
def test_a_refused_band_against_another_amount_is_one_bound(tmp_path, fact, reported):
    assert _reported_against_overview(tmp_path, "chickorder", "- Minimum order for day-old chicks: 6", fact) is reported


@pytest.mark.parametrize("a, b, verdict", [
    # a subject of two words ("order-ready emails") is mentioned by the other's details: "(order received / order
    # ready)" names it, so the two providers fill one role
    ("Order-ready emails are sent through Mailgun using the `mg.halidehouse.org` domain.",
     "- Transactional email (order received / order ready): Postmark, server `labtrack-prod`", CONTRADICTION),
    # another kind of email, named nowhere in the other: two roles
    ("Newsletter emails are sent through Mailchimp using the `news.halidehouse.org` domain.",
     "- Transactional email (order received / order ready): Postmark, server `labtrack-prod`", UNRELATED),
])
def test_a_subject_of_two_words_named_in_the_other_s_details_is_one_subject(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # the value of a label ("tradeorders order confirmations ...: Postmark") is chosen for what the label names
    ("tradeorders sends its order confirmations through Mailgun (EU region).",
     "- tradeorders order confirmations and delivery notes: Postmark (server `trade-transactional`)", CONTRADICTION),
    ("tradeorders sends its newsletters through Mailchimp.",
     "- tradeorders order confirmations and delivery notes: Postmark (server `trade-transactional`)", UNRELATED),
])
def test_the_value_of_a_label_is_chosen_for_what_the_label_names(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # an address written as an IP is a host as much as a name is
    ("The towerbook database listens on `10.0.1.5:5433`.", "- Database: Postgres 16 at `10.0.1.5:5432`", CONTRADICTION),
    ("The towerbook database listens on `10.0.1.5:5432`.", "- Cache: Redis at `10.0.1.6:6379`", UNRELATED),
])
def test_an_ip_address_is_a_host(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "auto-renew" is "renew automatically": the verb is what is denied
    ("Memberships do not auto-renew; each March Gwen emails every member a renewal link.",
     "- Memberships renew automatically each March via GoCardless unless the member cancels.", CONTRADICTION),
    ("Dependabot PRs are auto-merged once CI is green.", "- Never auto-merge Dependabot PRs.", CONTRADICTION),
    ("Memberships do not auto-renew.", "- Gift vouchers renew automatically each March.", UNRELATED),
    # the band of a denial still scopes it
    ("Renovate must not auto-merge major version bumps in crewboard.",
     "- Renovate auto-merges patch updates for crewboard once the checks are green.", UNRELATED),
])
def test_an_auto_verb_is_the_verb_done_automatically(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # one person's wish denied is a rule, as "never use X" is
    ("Tom never wants class-based views in PressBook; new pages are plain function views.",
     "- Prefer Django class-based views (generic `ListView`/`UpdateView`) for new PressBook pages.", CONTRADICTION),
    ("Ines doesn't want emoji in commit messages.", "- Use emoji prefixes in commit messages.", CONTRADICTION),
    # what a kind of people wants is said of them: another subject than what staff do
    ("Customers never want paper receipts.", "- Staff use paper receipts for the till float.", UNRELATED),
])
def test_one_person_s_wish_denied_is_a_rule(a, b, verdict):
    assert judge_files(_file("user", a), _file("feedback", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "seven days a week" is a share of each week, not a length of time
    ("Resurfacing the studio pad takes 6 minutes.", "- The studio pad is open seven days a week", UNRELATED),
    ("The studio pad is open six days a week.", "- The studio pad is open seven days a week", CONTRADICTION),
    # what a price leaves out ("skate hire not included") is a detail of the price, not a denial of the claim
    ("Adult admission to a public skating session is £8 (skate hire not included).",
     '- A "session" is one public skate on one pad; club ice lives in icetime, not here', UNRELATED),
    ("Adult admission is £8 (skate hire not included).", "- Adult admission is £9 (skate hire included).",
     CONTRADICTION),
    # a wording and its wrong form ('"the ticket site" not "turntable"') denies a word, not the system
    ("turntable limits each booking to 6 tickets.", 'For the committee: no jargon; "the ticket site" not "turntable".',
     UNRELATED),
])
def test_a_share_of_a_period_a_price_s_exclusion_or_a_wording_is_no_conflict(a, b, verdict):
    assert judge_files(_file("project", a), _file("feedback", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a version moved ("from Node 18 to Node 22"): a claim of the version it left is stale
    ("icetime runs on Node 18 LTS.", "Upgraded icetime from Node 18 to Node 22 (April); the Dockerfile base image too.",
     CONTRADICTION),
    ("icetime runs on Node 22.", "icetime was upgraded from Node 18 to Node 22 in April.", UNRELATED),
    ("rinkbook runs on Node 18.", "icetime was upgraded from Node 18 to Node 22 in April.", UNRELATED),
])
def test_a_claim_of_the_version_a_move_left_is_stale(a, b, verdict):
    assert judge_files(_file("project", a), _file("project", b)).verdict == verdict


_BACKUPS = ("| App | What | When | Where | Kept |\n|---|---|---|---|---|\n"
            "| StopWatch | `pg_dump` | nightly 02:30 | `mvml-backups/stopwatch/` | 30 days |\n"
            "| Holdfast | `pg_dump` | nightly 02:45 | `mvml-backups/holdfast/` | 14 days |")
_HOURS = "| Shop | Code | Weekday open | Weekday close |\n|---|---|---|---|\n| Lewes | LEW | 07:30 | 17:00 |"
_POSTAGE = ("| Service | Typical delivery | Price |\n|---|---|---|\n| Royal Mail 2nd Class | 2–3 working days | £1.10 |\n"
            "| Royal Mail 1st Class | next working day | £1.65 |")


@pytest.mark.parametrize("a, b, verdict", [
    # a bare amount in a table is measured by its column's header
    ("StopWatch's database dumps in B2 are only retained for 14 days; there's a lifecycle rule on that prefix.", _BACKUPS, CONTRADICTION),
    ("Holdfast's database dumps are retained for 14 days.", _BACKUPS, UNRELATED),
    ("StopWatch's restore drill took 14 minutes.", "| App | Restore drill |\n|---|---|\n| StopWatch | 40 minutes |",
     UNRELATED),
    ("Lewes opens at 08:00 on weekdays; the till float gets counted at 07:40.", _HOURS, CONTRADICTION),
    ("Lewes opens at 09:00 at weekends.", _HOURS, UNRELATED),
    ("Single cards sent Royal Mail 2nd Class are charged £1.10 postage.", _POSTAGE, UNRELATED),
])
def test_a_table_s_amount_is_measured_by_its_column(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # an ordinal before a noun names one of several ("2nd floor", "1st Class"): two of them are two subjects
    ("The 2nd floor meeting room seats 12 people.", "- The 1st floor meeting room seats 20 people.", UNRELATED),
    ("The 2nd floor meeting room seats 12 people.", "- The 2nd floor meeting room seats 20 people.", CONTRADICTION),
])
def test_an_ordinal_names_one_of_several(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a hyphenated word ending in a past participle describes ("server-rendered"): it names no other subject
    ("RotaDesk is pinned to Django 4.2 LTS.", "- Framework: Django 5.1, server-rendered templates + htmx.",
     CONTRADICTION),
    ("RotaDesk is pinned to Django 5.1 LTS.", "- Framework: Django 5.1, server-rendered templates + htmx.", UNRELATED),
    # how long a thing settles (cools, dries) before a step is a length of time, not a lead time
    ("- [ ] Let the tank settle 24 hours before anyone opens the honey gate for jarring",
     "- After extraction the honey settles in the 200 kg tank for 48 h before jarring", CONTRADICTION),
    ("- [ ] Let the tank settle 48 hours before anyone opens the honey gate for jarring",
     "- After extraction the honey settles in the 200 kg tank for 48 h before jarring", UNRELATED),
])
def test_a_participle_compound_names_nothing_and_settling_is_a_length(a, b, verdict):
    overview = "---\nname: rotadesk-overview\ndescription: RotaDesk, the volunteer rota app\ntype: project\n---\n"
    assert judge_files(_file("project", a), overview + b + "\n").verdict == verdict


def test_a_table_row_is_read_with_its_amounts_headers_and_claimed_verbatim():
    body = ("| Boat | Length | Berths | Built | Hire per week |\n|---|---|---|---|---|\n"
            "| Kingfisher | 62 ft | 6 berths | 2019 | £1,450 |\n| Heron | 57 ft | 4 | 2015 | 30 days |\n\nAfter the table.")
    units = list(claim_units(body))
    assert [(index, line) for index, line, _ in units] == [
        (2, "| Kingfisher | 62 ft | 6 berths | 2019 | £1,450 |"), (3, "| Heron | 57 ft | 4 | 2015 | 30 days |"),
        (5, "After the table.")]
    # a bare amount takes its header after it; a cell with words of its own, a year, the first cell do not
    assert units[0][2] == "| Kingfisher | 62 ft | 6 berths | 2019 | £1,450 hire per week |"
    assert units[1][2] == "| Heron | 57 ft | 4 berths | 2015 | 30 days hire per week |"
    assert units[2][2] == "After the table."


def test_a_ragged_or_headless_table_is_read_as_written():
    # more cells than headers, an empty header, a header row with no row under it, a rule with no header above it
    body = ("| App | | Kept |\n|---|---|---|\n| StopWatch | 14 | 30 days | 7 days |\n\n"
            "| Only | A | Header |\n|---|---|---|\n\n|---|---|\n| Loose | 5 days |")
    units = {index: whole for index, _, whole in claim_units(body)}
    assert units[2] == "| StopWatch | 14 | 30 days kept | 7 days |"
    assert sorted(units) == [2, 8]  # a header row and a rule claim nothing
    assert units[8] == "| Loose | 5 days |"  # no header above the rule: the row as written


@pytest.mark.parametrize("name_a, name_b, verdict", [
    # two reports, each named for its own date: the later records what followed the earlier
    ("auto/weekly-ops-2026-06-15.md", "auto/weekly-ops-2026-10-12.md", EVOLUTION),
    ("auto/holiday-club-2025.md", "auto/meeting-2026-06-ops.md", EVOLUTION),
    # one report against the present notes, two notes of one date, or a fact's hash that reads as a year: a
    # contradiction still
    ("auto/weekly-ops-2026-06-15.md", "reference_fleet.md", CONTRADICTION),
    ("auto/standup-2026-02-09.md", "auto/retro-2026-02-09.md", CONTRADICTION),
    ("facts/2026-03-02/fact-1772409600000-2025.md", "facts/2026-05-11/fact-1778457600000-2026.md", CONTRADICTION),
])
def test_two_reports_named_for_two_dates_are_history(name_a, name_b, verdict):
    from tests.lint.test_judge import memory
    a = memory(name_a, "---\ntype: project\n---\n- Hire utilisation is 71% across the fleet.\n")
    b = memory(name_b, "---\ntype: project\n---\n- Hire utilisation is 78% across the fleet.\n")
    assert BuiltinJudge().judge(a, b).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "No X there": X denied at a place the sentence leaves to its file (the other base), not the other claim's X
    ("The Kestle dry dock only takes boats up to 66ft long.",
     "- No dry dock there — anything below the waterline comes to Kestle by water", UNRELATED),
    # a place the sentence names, or "there is no", still denies the other claim
    ("The Kestle dry dock takes boats up to 66ft long.", "- There is no dry dock at Kestle.", CONTRADICTION),
    ("PartsBin squashes every PR into main.",
     "PartsBin is the exception: never squash there — Priya wants each migration step as its own commit.",
     CONTRADICTION),
])
def test_a_thing_denied_there_is_denied_at_another_place(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a past-tense event on one day ("capsized on 18 April") is history beside a standing rule
    ("Junior single capsized below the island on 18 April, water 11 °C.",
     "- Juniors may not take a single out when the water is below 10 °C.", EVOLUTION),
    ("The boiler was serviced on March 3rd by the Gas Safe engineer.",
     "- The boiler is never serviced by the Gas Safe engineer.", EVOLUTION),
    # every year's date in the present tense, and a change told with its day, stay claims
    ("The AGM is held on 14 March; doors open at 18:00.", "- The AGM is held on 14 March; doors open at 19:00.",
     CONTRADICTION),
    ("The Shopify store was shut down on 31 August; merchandise is sold through footplate now.",
     "- The online shop runs on Shopify at `shop.wvr.org.uk`.", CONTRADICTION),
    ("Juniors take a single out when the water is below 10 °C.",
     "- Juniors may not take a single out when the water is below 10 °C.", CONTRADICTION),
    # the day's event in a later clause or an aside leaves the claim before it standing
    ("Order confirmation emails go out through Mailgun; the DKIM and SPF records were added on 15 February.",
     "- Transactional email: Postmark (order confirmations, receipts)", CONTRADICTION),
    ("It's fine for Claude to run `manage.py migrate` on production casebook straight after a merged deploy (Daniel "
     "agreed this on 28 July).",
     "Never run `manage.py migrate` against production casebook yourself; Daniel runs it after the deploy.",
     CONTRADICTION),
])
def test_an_event_told_on_its_day_is_history(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "don't bother V-ing" denies V-ing itself
    ("- [ ] Don't bother running the whole berthbook suite locally, CI runs it on every push",
     "- Always run the full pytest suite locally before pushing berthbook changes", CONTRADICTION),
    ("Never bother to rebase feature branches.", "Always rebase feature branches before merging.", CONTRADICTION),
    # another act than the one not bothered with is no denial of it
    ("Don't bother rebasing feature branches.", "Squash feature branches before merging.", UNRELATED),
])
def test_not_bothering_to_do_a_thing_denies_doing_it(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a kind of day covers its days: a time on weekdays and one on a Saturday are two days' times
    ("Weekday junior sessions start at 17:00 at the boathouse; please be on time.",
     "- Saturday junior session starts at 09:00 (boats on the water by 09:20).", UNRELATED),
    ("On weekdays the gate opens at 06:00.", "- The gate opens at 07:00 on Sundays.", UNRELATED),
    ("Weekend deliveries arrive at 10:00.", "- Deliveries arrive at 07:30 on Mondays.", UNRELATED),
    # a day the kind covers, or the same kind, is the same slot
    ("On weekdays the gate opens at 06:00.", "- The gate opens at 05:30 on weekdays.", CONTRADICTION),
    ("Weekday sessions start at 17:00.", "- Sessions start at 18:00 on Tuesdays.", CONTRADICTION),
])
def test_a_kind_of_day_covers_its_days(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "bigger than", "larger than" bound an amount as "over" does; what is refused past it is a limit
    ("Jobs longer than 30 minutes are killed.", "- Jobs time out after 60 minutes.", CONTRADICTION),
    ("Uploads bigger than 10 MB are rejected.", "- Uploads are capped at 25 MB.", CONTRADICTION),
    ("Jobs over 30 minutes are killed.", "- Jobs time out after 60 minutes.", CONTRADICTION),
    ("The test suite must keep line coverage higher than 80%.", "- The test suite keeps line coverage at 85%.",
     UNRELATED),
    ("Orders smaller than £20 pay the delivery charge.", "- Orders under £20 pay the delivery charge.", UNRELATED),
])
def test_a_comparative_bounds_an_amount(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # one program named before two local addresses is one server's two addresses
    ("Tidewright's gunicorn is bound to 127.0.0.1:8002 on tw-prod-1; the nginx upstream points there.",
     "- Tidewright's app server: gunicorn on `127.0.0.1:8000`, 4 sync workers, nginx in front.", CONTRADICTION),
    # ... and two owners' programs of one name are two servers
    ("Pupbase's gunicorn is on `127.0.0.1:8001`.", "- Classbook's gunicorn on `127.0.0.1:8002` behind Caddy",
     UNRELATED),
    ("Postgres listens on localhost:5432 in dev.", "- Postgres on localhost:5433.", CONTRADICTION),
    # two programs, or one program in two environments, are two servers
    ("The frontend dev server runs on localhost:3000.", "- The API runs on localhost:8000.", UNRELATED),
    ("Postgres listens on localhost:5432 in staging.", "- Postgres listens on localhost:5433 in production.",
     UNRELATED),
    ("Run the app at http://localhost:4100", "- Storybook: localhost:6006", UNRELATED),
])
def test_one_program_s_two_local_addresses_conflict(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a line headed by a year's period, two months and their year, an irregular past verb with its year: history
    ("- 2025 season: foot passenger return £8.00, car + driver single £35.00.",
     "- Car + driver single: £38.00.", EVOLUTION),
    ("- The islander card trial (Sep–Dec 2025) gave 25% off vehicle fares.", "- Card holders get 40% off vehicle fares.",
     EVOLUTION),
    ("In 2025 the festival gave every volunteer 2 free tickets.", "- Every volunteer gets 4 free tickets.", EVOLUTION),
    # a period's line in the present stays a claim, and so does a year that only names a thing
    ("- Car + driver single: £35.00 this season.", "- Car + driver single: £38.00.", CONTRADICTION),
])
def test_a_year_s_period_or_a_past_trial_is_history(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # numbers and days as people abbreviate them are the same numbers and days
    ("The Kelsay–Fara crossing takes 35 minutes.",
     "Berth to berth it's a thirty-five minute crossing between Kelsay and Fara.", UNRELATED),
    ("Brew days are Mon/Wed/Thu.", "- Brew days: Monday, Wednesday and Thursday.", UNRELATED),
    ("The crossing takes forty-five minutes.", "- The crossing takes 35 minutes.", CONTRADICTION),
    ("Brew days are Tue/Fri.", "- Brew days: Monday and Wednesday.", CONTRADICTION),
])
def test_numbers_and_days_written_short_are_read_whole(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_an_empty_field_denies_only_what_its_file_lists(tmp_path):
    monitoring = ("---\nname: monitoring\ndescription: What watches the practice's systems and who gets told\n"
                  "type: reference\n---\n\n- ChairBook uptime: UptimeRobot checks the booking site\n"
                  "- UDA Board: nothing — if it's down, Jo notices in the morning\n")
    hosted = "---\nname: uda-hosting\ndescription: where it runs\ntype: project\n---\n\nThe UDA Board is hosted on Streamlit Community Cloud.\n"
    watched = "---\nname: uda-watch\ndescription: uptime\ntype: project\n---\n\nUptime Kuma watches the UDA Board every minute.\n"
    assert judge_files(monitoring, hosted).verdict == UNRELATED
    assert judge_files(monitoring, watched).verdict == CONTRADICTION


@pytest.mark.parametrize("a, b, verdict", [
    # a denial of doing it by hand agrees with doing it automatically, and the other way round
    ("Caddy on cb-prod-1 renews the TLS certificates automatically through Let's Encrypt.",
     "- Caddy handles the certificates, nothing to renew by hand", UNRELATED),
    ("Backups are never run automatically.", "- Run the backup manually every Friday.", UNRELATED),
    ("Never deploy by hand.", "- Deploy by hand with `make deploy`.", CONTRADICTION),
])
def test_a_denial_of_one_way_of_doing_it_agrees_with_the_other(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what is retried is the noun before "retry", also when the noun is a verb's form ("sends", "pushes")
    ("- failed sends retry up to 3 times, 5 min apart; after that the desk view shows a grey phone icon",
     "- failed pushes are retried up to 5 times with backoff, then flagged red on the desk view", UNRELATED),
    ("- failed pushes retry up to 3 times", "- failed pushes are retried up to 5 times with backoff", CONTRADICTION),
    # an approval is no value of its subject: dogs welcome in one place, fine in another
    ("- Dogs are welcome in the shop.", "- Dogs are fine on most festival sites, but check the organiser's rules.",
     UNRELATED),
    ("- The default branch is main.", "- The default branch is develop.", CONTRADICTION),
])
def test_a_noun_read_as_a_verb_and_an_approval_read_as_a_value(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a sign-off is an approval: not needing one denies needing it however it is written
    ("- Deposit/pricing changes in Drayman don't need Hannah's sign-off; Jonah reviews and merges them.",
     "- Any PR that touches Drayman's deposit or pricing logic needs Hannah's approval before merge.", CONTRADICTION),
    ("- Fare changes don't need Morag's sign-off.", "Fare changes must be signed off by Morag before they go live.",
     CONTRADICTION),
    ("- Fare changes need Morag's sign-off.", "Fare changes must be approved by Morag before they go live.", UNRELATED),
    # "sign it off", "sign them off": the same approval, its object between; a clause before names what "them" is
    ("The instructor who wrote an RA signs it off in riskbase once the chief instructor has read it through.",
     "- An RA is never signed off by the instructor who wrote it", CONTRADICTION),
    ("Restoration survey reports go straight to the parish from whoever did the visit; Tomasz doesn't sign them off.",
     "- Every restoration survey report is signed off by Tomasz before it goes to the parish", CONTRADICTION),
    # a denied pointer alone still points to another sentence
    ("Host builds don't validate this.", "- Host builds validate the schema.", UNRELATED),
])
def test_a_sign_off_is_an_approval(a, b, verdict):
    assert judge_files(_file("feedback", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # what to do should a thing end is no end of it
    ("**How to apply:** if the customer no longer has the card, issue a gift card for the amount instead.",
     "- Gift cards expire two years after purchase.", UNRELATED),
    ("If a member no longer uses the locker, clear it out.", "- Members use the lockers by the door.", UNRELATED),
    ("We no longer use the lockers.", "- Members use the lockers by the door.", CONTRADICTION),
    # an arrival's time is no time of the place it arrives at, nor of another thing leaving
    ("The Gardners van usually gets to Magdalen St around 10:30.", "| Magdalen St shop | Mon–Sat | 09:00–17:30 |",
     UNRELATED),
    ("The Gardners van usually gets to Magdalen St around 10:30.",
     "- The van goes Magdalen St → Holt on Wednesdays, leaving about 11:00.", UNRELATED),
    ("The Gardners van usually gets to Magdalen St around 10:30.", "- The Gardners van arrives at Magdalen St at 09:15.",
     CONTRADICTION),
    # an arrival told in a later clause is not the time's event
    ("The nightly full sync kicks off at 01:00, so anything typed after midnight only reaches Google the next day.",
     "- Nightly full sync starts at 02:30 (cron `30 2 * * *` on tsync-01)", CONTRADICTION),
])
def test_an_end_should_it_come_and_an_arrival_s_time(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("claim, verdict", [
    # a table row's empty cell, and "not ours", deny only what the file lists (CI per repository)
    ("restic backs up `/srv` and `/etc` on hb-nuc-01 (pillbox data, ooh-bridge config, jabs state).", UNRELATED),
    ("The Otters' portal is WordPress on SiteGround with a MySQL database.", UNRELATED),
    ("ooh-bridge's CI runs on GitHub Actions for every push.", CONTRADICTION),
])
def test_an_empty_cell_denies_only_what_its_file_lists(claim, verdict):
    ci = ("---\nname: ci\ndescription: CI per repository — where it runs and what it checks\ntype: reference\n---\n\n"
          "| Repo | CI | Checks | Trigger |\n|---|---|---|---|\n| booker | GitHub Actions | ruff, pytest | push + PR |\n"
          "| ooh-bridge | none | — | manual |\n- Otters portal: not ours; the club's web volunteer handles it\n")
    assert judge_files(_file("project", claim), ci).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a loopback address is on whatever machine the program runs on: with a bare port, one program's one port
    ("Ledgerly's gunicorn binds to port 8010 on app-2 (see `gunicorn.conf.py`).",
     "- Gunicorn listens on `127.0.0.1:8000`; nginx proxies to it.", CONTRADICTION),
    ("Uvicorn listens on port 9000 (set in `run.sh`).", "- Uvicorn binds `127.0.0.1:9100` behind Caddy.", CONTRADICTION),
    # ... the program named a few words before the address ("gunicorn with 3 workers bound to")
    ("Gunicorn listens on port 8010 on the VPS.", "- App server: gunicorn with 3 workers bound to `127.0.0.1:8000`.",
     CONTRADICTION),
    ("Grafana listens on port 3001 on the VPS.", "- App server: gunicorn with 3 workers bound to `127.0.0.1:8000`.",
     UNRELATED),
    # ... not two programs, two owners, a developer's machine, nor one port said twice
    ("The dev server runs on port 3000.", "- Gunicorn listens on `127.0.0.1:8000`.", UNRELATED),
    ("Grafana is on port 3001.", "- Gunicorn binds `127.0.0.1:8000`.", UNRELATED),
    ("Pupbase's gunicorn listens on port 8001.", "- Classbook's gunicorn on `127.0.0.1:8002` behind Caddy.",
     UNRELATED),
    ("Postgres listens on port 5432 on db-1.", "- Locally, Postgres runs at `localhost:5433`.", UNRELATED),
    ("Gunicorn listens on port 8000.", "- Gunicorn binds `127.0.0.1:8000`.", UNRELATED),
])
def test_a_bare_port_and_a_loopback_address_of_one_program(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # Redis is a broker where the sentence names the role; workers consume from their broker
    ("- Celery broker: RabbitMQ on app-1 (default vhost).", "- Celery broker for Ledgerly: Redis 7 on app-1.",
     CONTRADICTION),
    ("Ledgerly's Celery workers consume from RabbitMQ at `amqp://ledgerly@localhost:5672//`.",
     "- Celery broker is Redis 7 on the same host (db 0).", CONTRADICTION),
    # ... elsewhere Redis is a cache or a store, and consuming names no broker without a shared subject
    ("Sessions are cached in Redis.", "- Celery broker: RabbitMQ.", UNRELATED),
    ("- Cache: Redis 7 (`redis://localhost:6379/1`).", "- Celery broker: RabbitMQ (vhost `app`).", UNRELATED),
    ("Celery results are stored in Redis.", "- Celery broker: RabbitMQ.", UNRELATED),
    ("The billing service consumes events from Kafka.", "- Celery broker: RabbitMQ.", UNRELATED),
    ("Pupbase's Celery broker is Redis.", "Classbook's Celery broker is RabbitMQ.", UNRELATED),
    ("We moved the Celery broker from RabbitMQ to Redis in March.", "- Celery broker: Redis.", UNRELATED),
])
def test_a_broker_named_by_its_role_or_by_what_consumes_from_it(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # one choice made for two purposes is no substitution ...
    ("Use Redis for the checkout-api tests.", "Use Redis for the checkout-service tests.", UNRELATED),
    ("Run pytest for the billing module.", "Run pytest for the invoicing module.", UNRELATED),
    # ... two choices for one purpose, or two fillers of one slot, still are
    ("Use pnpm for installs.", "Use yarn for installs.", CONTRADICTION),
    ("The budget is for marketing.", "The budget is for events.", CONTRADICTION),
])
def test_one_choice_for_two_purposes_is_no_substitution(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # how often, said without the interval's number, is that interval ...
    ("The poller checks the job queue once a minute.", "- The poller checks the job queue every 20 seconds.",
     CONTRADICTION),
    ("Stock levels are synced twice a day.", "- Stock levels are synced every 4 hours.", CONTRADICTION),
    ("The orders export runs every night.", "- The orders export runs every 6 hours.", CONTRADICTION),
    ("Fire doors are checked every other week.", "- Fire doors are checked every 28 days.", CONTRADICTION),
    # ... the same interval in other words agrees, and a delay is no interval
    ("Invoices are exported once a month.", "- Invoices are exported every 30 days.", UNRELATED),
    ("Stock levels are synced twice a day.", "- Stock levels are synced every 12 hours.", UNRELATED),
    ("Fire doors are checked every other week.", "- Fire doors are checked every 14 days.", UNRELATED),
    ("The poller checks the job queue once a minute.", "- The poller retries the job queue after 20 seconds.",
     UNRELATED),
])
def test_how_often_said_in_words_is_an_interval(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # what held while something else was being done is history, whatever else the sentence says changed
    ("In May, while the site servers were being upgraded, the door sync only ran every 2 hours.", EVOLUTION),
    # the plain case: the same interval told in the present
    ("The door sync runs every 2 hours.", CONTRADICTION),
])
def test_what_held_while_something_was_being_done_is_history(a, verdict):
    assert judge_files(_file("project", a), _file("reference", "- The door sync runs every 15 minutes.")
                       ).verdict == verdict


@pytest.mark.parametrize("b, verdict", [
    # "windcheck moved off the NAS": windcheck's use of the NAS ended, not the NAS
    ("- envelog: the office NAS, docker compose.", UNRELATED),
    ("- Office NAS: a Synology at the yard. Hosts envelog, Woodpecker and Prometheus.", UNRELATED),
    # the plain case: a claim that the mover is still there; a mover named in other words counts too
    ("- windcheck runs on the office NAS under docker compose.", CONTRADICTION),
])
def test_what_a_mover_moved_off_is_its_own_use_ended(b, verdict):
    a = "windcheck moved off the office NAS to its own Hetzner box this week."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_a_mover_named_in_other_words_still_left():
    a = "The pupil devices were moved off the guest network onto 802.1X over the summer."
    b = "- Pupil Chromebooks join the guest network `Guest-WiFi`."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == CONTRADICTION


@pytest.mark.parametrize("a, verdict", [
    # a person edits in one editor: a bullet of their profile that opens with its verb is about them
    ("Ollie works in VS Code (Django extensions), so format snippets and tasks for it.", CONTRADICTION),
    # ... another person's editor is theirs
    ("Priya works in VS Code (Django extensions), so format snippets and tasks for her.", UNRELATED),
    ("Ollie works in Neovim, so keep suggestions terminal-friendly.", UNRELATED),
])
def test_a_person_s_editor_against_their_profile(a, verdict):
    profile = ("---\nname: ollie-profile\ndescription: Ollie, the part-time developer\ntype: user\n---\n"
               "Ollie Brennan, our developer, part-time.\n\n"
               "- Edits everything in Neovim (LazyVim); keep suggestions terminal-friendly.\n")
    assert judge_files(_file("feedback", a), profile, frozenset({"#ollie", "#priya"})).verdict == verdict


def test_how_often_in_counted_times_is_an_interval_too():
    a, b = "The poller checks the job queue one time a minute.", "- The poller checks the job queue every 20 seconds."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == CONTRADICTION
    a = "Stock levels are synced two times a day."
    assert judge_files(_file("project", a), _file("reference", "- Stock levels are synced every 12 hours.")
                       ).verdict == UNRELATED


@pytest.mark.parametrize("a, b, verdict", [
    # a server's own environment named beside a loopback address is where the program runs, not a laptop
    ("- Prod: gunicorn binds `127.0.0.1:8010` on `qb-prod`; Caddy proxies to it.",
     "QuoteBranch's gunicorn on qb-prod listens on port 8000; Caddy proxies 443 to it.", CONTRADICTION),
    # ... but staging is another process from the one a plain claim gives (production, unless it says otherwise)
    ("- Staging gunicorn binds `127.0.0.1:8011` (its own systemd unit, same box as prod).",
     "QuoteDesk's gunicorn is bound to port 8001 on hl-app-01.", UNRELATED),
    ("- Staging gunicorn binds `127.0.0.1:8011` (its own systemd unit).",
     "On staging, gunicorn listens on port 8001.", CONTRADICTION),
    # a developer's machine still runs many servers
    ("Locally, gunicorn binds `127.0.0.1:8011`.", "QuoteDesk's gunicorn is bound to port 8001 on hl-app-01.",
     UNRELATED),
])
def test_a_loopback_address_on_a_named_server_environment(a, b, verdict):
    assert judge_files(_file("reference", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("b, verdict", [
    # one local server (host and port) given two database numbers: one setting
    ("- Celery broker: `redis://127.0.0.1:6379/1`; results aren't stored.", CONTRADICTION),
    # two local servers: nothing says they are one
    ("- Celery broker: `redis://127.0.0.1:6380/2`; results aren't stored.", UNRELATED),
])
def test_one_local_server_address_with_two_settings(b, verdict):
    a = "Dispatch's Celery broker URL is redis://127.0.0.1:6379/2 (db 0 is the Django cache)."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # "drop-off" is a noun: nothing was dropped, so adding reminders still meets "not to do reminders"
    ("Decided to add SMS appointment reminders to WrapBook (Twilio, the day before drop-off).", CONTRADICTION),
    # a real removal does what the denial asks
    ("Decided to drop SMS appointment reminders from WrapBook.", UNRELATED),
])
def test_a_removal_word_inside_a_compound_is_no_removal(a, verdict):
    b = "Decided not to do SMS reminders for WrapBook; appointment reminders stay email-only."
    assert judge_files(_file("project", a), _file("project", b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    ("Dependabot bumps for patch versions merge themselves once CI is green.", CONTRADICTION),
    ("Dependabot bumps for patch versions are merged automatically once CI is green.", CONTRADICTION),
    # merged by a person: not automatic
    ("Dependabot bumps for patch versions are merged by Sam once CI is green.", UNRELATED),
])
def test_what_merges_itself_is_automatic(a, verdict):
    b = "Don't auto-merge Dependabot bumps for patch versions; someone reads each one."
    assert judge_files(_file("project", a), _file("feedback", b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # a place opens (or closes) once a day: a time said in words against its row of hours
    ("The Ripon shop opens at 10:00, Monday to Saturday.", "| Ripon | 4 Kirkgate | 09:30–17:00 | Mon–Sat |",
     CONTRADICTION),
    ("The Kelby branch shuts at 17:00 on the days it's open.", "| Kelby | 14 Market Place | Tue and Thu | 09:30–16:00 |",
     CONTRADICTION),
    # the same time, or another place's hours, agree
    ("The Ripon shop opens at 09:30, Monday to Saturday.", "| Ripon | 4 Kirkgate | 09:30–17:00 | Mon–Sat |", UNRELATED),
    ("The Ripon shop opens at 10:00, Monday to Saturday.", "| Thirsk | 2 Market Place | 09:30–17:00 | Mon–Sat |",
     UNRELATED),
    # two ranges alone are any two spans (a show's slot, a pass's hours): no opening time is said
    ("- Gull Rock spa opening hours: 9:00-20:00 every day",
     "- Day guests can use the Gull Rock pool with a spa day pass (£45, 10:00-17:00)", UNRELATED),
])
def test_a_place_s_opening_time_said_in_words_against_its_hours(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_a_local_web_address_and_its_page_are_one_server_not_two_settings():
    a = "The browser's `fetch('http://127.0.0.1:8787/state')` is blocked by CORS; BFR sends no allow-origin header."
    b = "- BFR is reachable at `http://127.0.0.1:8787` (local) or by its IP on the LAN."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == UNRELATED


@pytest.mark.parametrize("a, b, verdict", [
    # a place named after "at" beside two clock times says where two things happen, not what the times are of
    ("The Monday ops huddle is at 08:30 at St Philips.", "Bristol depot (St Philips) opens 07:00 on weekdays.",
     UNRELATED),
    ("The Monday ops huddle is at 08:30 at St Philips.", "- The key-cutting counter at St Philips closes at 16:30.",
     UNRELATED),
    # the plain case: one event's time at one place
    ("The Monday ops huddle is at 08:30 at St Philips.", "- The Monday ops huddle at St Philips starts at 09:00.",
     CONTRADICTION),
    # a name that is the subject, not a place, still ties two times to one thing
    ("The nightly export from Vault kicks off at 01:30.", "- Vault's nightly export runs at 03:00.", CONTRADICTION),
])
def test_a_place_beside_two_clock_times_is_no_shared_attribute(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # "<person> wants no X": the person is whose wish it is, not what is denied, as in "Tom never wants X"
    ("Saturday morning is our usual deploy window for dispatch (quietest time in the office).", CONTRADICTION),
    # another day is no answer to it
    ("Tuesday morning is our usual deploy window for dispatch (quietest time in the office).", UNRELATED),
])
def test_a_person_who_wants_none_of_a_thing_denies_it(a, verdict):
    assert judge_files(_file("project", a), _file("feedback", "Dana wants no dispatch deploys on Saturdays.")
                       ).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "never more than N" sets a most of N, which another most (or a stop at another amount) contradicts
    ("Auto-assign stops at 8 jobs per tech per day.", "Dispatch never auto-assigns more than 6 jobs a day to one tech.",
     CONTRADICTION),
    ("No animal spends more than 90 minutes in the trailer on a single leg.",
     "Maximum time in the trailer is 2 hours per leg.", CONTRADICTION),
    # an amount within the most agrees with it ("nobody" denies as "never" does)
    ("- nobody drives more than 600 minutes in a day; RouteBoard splits the round if it goes over",
     "- 30 min break after 5.5 h of driving", UNRELATED),
    ("Auto-assign stops at 6 jobs per tech per day.", "Dispatch never auto-assigns more than 6 jobs a day to one tech.",
     UNRELATED),
])
def test_a_denied_excess_sets_a_most(a, b, verdict):
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


def test_a_stg_host_is_staging():
    a = "DiveLog's production Postgres is on pg-ops-01.halyard.lan, port 5433."
    staging = "| DiveLog | `divelog-stg.halyard.lan` | DB on `pg-stg-01.halyard.lan:5432`, refreshed weekly |"
    assert judge_files(_file("project", a), _file("reference", staging)).verdict == UNRELATED
    production = "- DiveLog's production Postgres: `pg-ops-01.halyard.lan:5432`."
    assert judge_files(_file("project", a), _file("reference", production)).verdict == CONTRADICTION


@pytest.mark.parametrize("a, verdict", [
    # two months opening a past-tense claim are a closed period: history (an evolution), not today's rule
    ("Jun–Aug we ran the heat schedule: first appointment at 7:00 so the vans were done by 3 pm.", EVOLUTION),
    # the same months in the present set a seasonal rule, which still meets another first appointment
    ("The first appointment on weekdays is at 7:00 so the vans are done by 3 pm.", CONTRADICTION),
])
def test_a_month_range_told_in_the_past_is_history(a, verdict):
    b = "- Weekday first appointment: 8:30 am (vans leave the yard around 8)"
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    # a range of days covers the days between: Saturday is not in Mon–Fri
    ("Mon–Fri the first bookable slot is 9:00; Dana adds anything earlier by hand.", UNRELATED),
    # ... but Saturday is in Tue–Sat, so the two first slots meet
    ("Tue–Sat the first bookable slot is 9:00; Dana adds anything earlier by hand.", CONTRADICTION),
])
def test_a_range_of_days_covers_the_days_between(a, verdict):
    b = "- On Saturdays the first bookable slot is 9:30."
    assert judge_files(_file("project", a), _file("reference", b)).verdict == verdict


@pytest.mark.parametrize("b, verdict", [
    # a label before a tool's name ("Background jobs: Celery") is no kind of Celery: the broker still clashes
    ("- Background jobs: Celery with Redis (Upstash, eu-west-1) as the broker", CONTRADICTION),
    # the same broker agrees
    ("- Background jobs: Celery with RabbitMQ (CloudAMQP) as the broker", UNRELATED),
])
def test_a_label_before_a_tool_name_is_no_modifier(b, verdict):
    a = "slotkeeper's Celery broker is RabbitMQ on CloudAMQP (the free Little Lemur plan)."
    overview = ("---\nname: slotkeeper-overview\ndescription: slotkeeper, the booking site's backend\ntype: project\n"
                f"---\n# slotkeeper\n\n{b}\n")
    assert judge_files(_file("project", a), overview, frozenset({"slotkeeper"})).verdict == verdict


def test_a_label_before_a_subject_still_names_the_subject():
    a, b = "- Chippers: full service every 250 engine hours", "- Stump grinders: service every 100 engine hours"
    assert judge_files(_file("reference", a), _file("reference", b)).verdict == UNRELATED


def test_a_line_of_many_clock_times_looks_for_a_person_s_hours_once(monkeypatch):
    """A hostile line of thousands of times must not rescan the text before each one (quadratic on long lines)."""
    from memcli.lint import analysis

    calls = []
    pattern = analysis._WORKED

    class Counting:
        def search(self, *args):
            calls.append(args)
            return pattern.search(*args)

    monkeypatch.setattr(analysis, "_WORKED", Counting())
    text = "the gates are " + " ".join(f"{i % 24:02d}:{i % 60:02d}" for i in range(500))
    sentence = analysis.analyse_sentence(text, text)
    assert len(calls) == 1
    assert sentence is not None and sum(v.key == "clock" for f in sentence.facets for v in f.values) >= 500
    # a person's hours still carry no opening side: "works 08:30–16:30" is not when a place opens
    worked = analysis.analyse_sentence("priya works 08:30–16:30", "Priya works 08:30–16:30")
    assert all(not (v.near & analysis.OPENING_SIDES) for f in worked.facets for v in f.values)
    opened = analysis.analyse_sentence("the depot opens at 07:00", "The depot opens at 07:00")
    assert any("hours:open" in v.near for f in opened.facets for v in f.values)


@pytest.mark.parametrize("a, b, verdict", [
    # a verb that takes its object through "to" aims at what follows: writing to InfluxDB is not writing to the
    # controllers
    ("kilnwatch writes every sensor reading to InfluxDB 2, bucket `kilns`.",
     "kilnwatch never writes to the kiln controllers; the operator keys in every setpoint by hand.", UNRELATED),
    ("kilnwatch writes the new setpoint to the kiln controllers every hour.",
     "kilnwatch never writes to the kiln controllers; the operator keys in every setpoint by hand.", CONTRADICTION),
    # "not to" opens an infinitive, no target: the decision still meets its opposite
    ("Decided not to use Renovate or Dependabot; Tom bumps dependencies by hand each month.",
     "We decided to adopt Renovate for dependency updates across all repos.", CONTRADICTION),
    # the plain case stays plain
    ("Never deploy to production on Fridays.", "Deploy to production on Fridays.", CONTRADICTION),
])
def test_a_negated_verb_aims_at_what_follows_its_preposition(a, b, verdict):
    assert judge_files(_file(F, a), _file(P, b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    ("Yes, sale-table books earn stamps like anything else.", UNRELATED),
    ("Never keep messages to Maggie short.", CONTRADICTION),
])
def test_nothing_else_denies_nothing_named(a, verdict):
    """"what changed, what she needs to do, nothing else" points back at the clause: it denies no named thing."""
    b = "Keep messages to Maggie short: what changed, what she needs to do, nothing else."
    assert judge_files(_file(P, a), _file(F, b)).verdict == verdict


@pytest.mark.parametrize("a, b, verdict", [
    # "for it" points back at the sentence's other subject (quiz night), which the positive never names
    ("Table bookings hold for 15 minutes after the booked time before the table is released.",
     "Quiz night is walk-in only; we don't take table bookings for it.", UNRELATED),
    ("We take table bookings for quiz night.", "Quiz night is walk-in only; we don't take table bookings for it.",
     CONTRADICTION),
    # "for them": the denied clause's own subject (reception) is no antecedent
    ("Card payments at reception go through the Worldpay terminal.",
     "- Denplan monthly plans are collected by Denplan directly; reception never takes card payments for them",
     UNRELATED),
    ("Reception takes card payments for Denplan plans.",
     "- Denplan monthly plans are collected by Denplan directly; reception never takes card payments for them",
     CONTRADICTION),
])
def test_a_denial_for_it_is_scoped_to_what_it_points_at(a, b, verdict):
    assert judge_files(_file(P, a), _file(F, b)).verdict == verdict


@pytest.mark.parametrize("a, verdict", [
    ("Customers get an SMS reminder the day before their job.", UNRELATED),
    ("The old quoting app is retired; quotes are written in Quoteleaf.", UNRELATED),
])
def test_retired_before_a_noun_is_a_kind_of_person_not_an_end(a, verdict):
    """"most customers are *retired homeowners*" ends nothing; a claim about customers is no stale claim."""
    b = "**Why:** most customers are retired homeowners; Morwenna gets the complaints when we sound like a council letter."
    assert judge_files(_file(P, a), _file(F, b)).verdict == verdict


def test_retired_as_a_state_still_ends_what_it_is_said_of():
    from memcli.lint.slots import ended_subject

    assert ended_subject("the old rota app was retired last year") == "the old rota app"
    assert ended_subject("the v1 api is retired and returns 410") == "the v1 api"
    assert ended_subject("most customers are retired homeowners") is None


@pytest.mark.parametrize("text, dated", [
    ("Up to v1.4 Chipyard had no login at all — it was only reachable on the yard LAN.", True),
    ("Before v3 the API had no pagination.", True),
    ("Chipyard supports clients up to v1.4.", False),  # a present range of versions, no period
])
def test_a_release_period_told_in_the_past_is_history(text, dated):
    from memcli.lint.analysis import analyse_line

    assert all(s.dated == dated for s in analyse_line(text, frozenset(), {}))


@pytest.mark.parametrize("b, verdict", [
    ("Photo uploads are limited to 2048 KB.", UNRELATED),  # 2 MB of 1,024 KB
    ("Photo uploads are limited to 2000 KB.", UNRELATED),  # 2 MB of 1,000 KB
    ("Photo uploads are limited to 4096 KB.", CONTRADICTION),
    ("Photo uploads are limited to 3 MB.", CONTRADICTION),
])
def test_a_size_in_binary_kilobytes_is_the_same_size(b, verdict):
    assert judge_files(_file(P, "Photo uploads are limited to 2 MB."), _file(P, b)).verdict == verdict


@pytest.mark.parametrize("change, present", [
    # an agent's note of what it ended, its subject left out
    ("Retired UptimeRobot in May 2026; uptime checks now come from Better Stack.",
     "- Uptime: UptimeRobot checks StillLog, Tourdesk and the shop every 5 minutes."),
    ("Retired the Vivaro in March 2026; the van is now a Ford E-Transit, charged overnight.",
     "- The van is the white Vauxhall Vivaro (WK19 TDW); diesel card is in the glovebox."),
    # a move told with "swapped"
    ("Swapped the desk card terminal from SumUp to Zettle in July (lower fees on Amex).",
     "- Card payments at the desk go through the SumUp reader."),
    # "went read-only"
    ("gearlog went read-only on 1 October; all maintenance records now go into the Airtable base.",
     "- gearlog is where we log valve swaps, amp services and the tape machine's maintenance history."),
])
def test_a_change_note_without_its_subject_makes_the_old_claim_stale(change, present):
    assert judge_files(_file(P, change), _file("reference", present)).verdict == CONTRADICTION


@pytest.mark.parametrize("ended, present", [
    # "retired" before a noun that a verb follows is an adjective: nothing ended
    ("Retired kit is stored in the loft until the recycler collects it.", "Spare kit is stored in the loft."),
    # a version that reached its end of life in a past month is history, not a change away from a runtime
    ("- Node 18 went EOL in April 2025, so this was overdue.", "- Runtime: Node 22 LTS, TypeScript, Fastify"),
])
def test_what_reads_like_an_end_but_is_none_stays_unrelated(ended, present):
    assert judge_files(_file(P, ended), _file("reference", present)).verdict != CONTRADICTION


def test_a_service_shut_down_on_a_day_is_ended():
    change = "- Grafana Cloud stack shut down on 30 Sept; the tank dashboards are now on self-hosted Grafana on cote-01."
    present = "The tank temperature dashboards live in Grafana Cloud (`saltcote.grafana.net`)."
    assert judge_files(_file(P, change), _file("reference", present)).verdict == CONTRADICTION


def test_hosts_that_shut_down_at_a_threshold_end_nothing():
    from memcli.lint.slots import ended_subject

    assert ended_subject("the hosts shut down at 20% battery") is None
    assert ended_subject("grafana cloud stack shut down on 30 sept") == "grafana cloud stack"


@pytest.mark.parametrize("a, verdict", [
    ("Only pods 5, 6, 7 and 8 have hot tubs.", UNRELATED),  # the tubs, not the phrase
    ('Put "hot tub" in every pod listing title.', CONTRADICTION),  # the phrase, quoted too
])
def test_a_denied_quoted_phrase_is_a_word_not_the_thing(a, verdict):
    b = '- Don\'t stuff "hot tub" into every title'
    assert judge_files(_file(P, a), _file(F, b)).verdict == verdict
