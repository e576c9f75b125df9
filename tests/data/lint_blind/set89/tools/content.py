# -*- coding: utf-8 -*-
"""File bodies for the Kestrel Chip Timing memory store.

A line that starts with {{ID1,ID2}} carries claims: the marker is stripped by build.py and the
rest of the line is the claim text (verbatim). IDs are referenced from tools/claims.py.
"""

ROOT = []   # (filename, name, description, type, body)
FACTS = []  # (date, category, tags, confidence, body)
AUTO = []   # (slug, title, created, tags, body)

def root(fn, name, desc, typ, body):
    ROOT.append((fn, name, desc, typ, body.strip("\n") + "\n"))

def fact(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, conf, body.strip("\n") + "\n"))

def auto(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

# ---------------------------------------------------------------- root: overviews
root("reference_readhub.md", "readhub-overview",
     "readhub overview: ingest service for chip reads from the mat boxes", "reference", """
# readhub

Receives chip reads from the mat boxes in the field and hands them on to splitcalc.

## Stack
{{A1b}}- Go 1.23, single static binary, repo `kestrel/readhub`
{{V1b}}- Postgres: `pg-reads.kestrel.internal:5432`, database `reads`
{{R6b}}- Publishes every accepted read to NATS JetStream, stream `READS`
{{R2b}}- CI: Woodpecker, on the build VM
{{S2a}}- Runs on the Hetzner box `kct-fsn1` as systemd unit `readhub.service`

## Behaviour
{{V8b}}- Field uploader retries a failed batch up to 5 times, then parks it in `/var/spool/readhub` on the router
- A read is accepted only if its chip ID is in the race's chip list (unknown chips go to `reads_unmatched`)
{{A5b}}- Read timestamps are stored as UTC; the mat boxes take their time from GPS
- One topic per race: subject `reads.<race_id>`

## Retention
{{V10b,NS1b}}- Raw chip reads are kept for 24 months, then deleted
- Unmatched reads are kept as long as raw reads, so late chip-list fixes can be replayed

Who to ask: Rohan (backend). See [[reference-field-kit]] for the hardware side.
""")

root("reference_splitcalc.md", "splitcalc-overview",
     "What splitcalc does with reads — splits, net times, rankings, triathlon legs", "reference", """
# splitcalc

Turns crossings into splits, net times and rankings. Consumes reads from readhub, writes result rows that
resultsweb and livetrack read.

## Stack
{{F5a,O8b}}- Python 3.12, FastAPI for the internal API
{{R1a}}- Dependencies: Poetry, `poetry.lock` committed
{{S8a}}- Deploy: `./deploy.sh prod` from the bastion
- Results tables live in the `results` schema on the shared Postgres

## Timing rules
{{V2a}}- Duplicate reads of a chip on the same mat within 10 seconds collapse into one crossing
{{F1a}}- Source of truth for net times and age-group rankings
{{A10a}}- Finish times are rounded up to the next whole second
{{N7a}}- T1 and T2 count towards the overall triathlon time
{{A9a}}- DNF is never set automatically; it comes from marshal reports via the results desk
- Wave starts: each wave has its own gun time, entered by the results desk at the start line
- Relay teams get one result row per team, legs as sub-rows

Related: [[reference-results-rules]], [[reference-readhub]].
""")

root("reference_resultsweb.md", "resultsweb-overview",
     "Public results site and results API — hosting, caching, search, SMS", "reference", """
# resultsweb

Public results site (results.kestreltiming.co.uk) plus the results API used by partners and organisers.

## Stack
{{R3a}}- Next.js 14 app, hosted on Vercel (team `kestrel`)
{{S1a}}- Athlete search: Algolia index `results_prod`
{{O1b}}- Redis (ISR cache + rate limiter): `redis-results.kestrel.internal:6380`
{{A8a}}- Staging: `staging.results.kestreltiming.co.uk`

## Live races
{{V3a}}- During a live race, result pages are cached at the CDN for 60 seconds
{{N2a}}- Marathon results never show gun time; net time only
{{R10a,O10b}}- Finish-time SMS to athletes: Twilio (sender `KESTREL`)
- Leaderboards refresh client-side every 30 seconds while a race is live

## API
{{F7a}}- The public results API is rate limited
{{A4a}}- The results API is read-only for partners
{{NS7b}}- Results API exposes each athlete's age category and club
- Organiser exports (CSV, XLSX) are generated on demand from the admin

Related: [[feedback-race-day-changes]].
""")

root("reference_entrylink.md", "entrylink-overview",
     "Entries and bib allocation — imports, email, database, hosting", "reference", """
# entrylink

Entries: imports entrants from organisers and entry platforms, allocates bibs and chips, sends confirmations.

## Stack
{{O8a}}- Django 5.1 on Python 3.11
{{R9a}}- Database: MySQL 8, host `db-entry.kestrel.internal`
{{O4b}}- Hosted on Fly.io, app `kct-entrylink`, region lhr
{{R4a,D3b,O6b}}- Email provider: Postmark (server `entrylink-prod`)

## Imports
{{S4a}}- Pulls new entrants from the EntryHub API every 15 minutes
{{V6a}}- Organiser CSV uploads are capped at 20 MB
- Duplicate entrants are matched on name + DOB + email and merged by hand

## Rules
{{F2a}}- Entrants must be 18+ for the marathon
{{A2a}}- Bibs are allocated 3 weeks before race day
{{F9a}}- Sends each entrant a confirmation email once payment clears
- Entry transfers are handled by the organiser, not by us
""")

root("reference_livetrack.md", "livetrack-overview",
     "Athlete tracking app (Flutter) and its backend trackapi", "reference", """
# livetrack

Spectator app: follow athletes, see splits and an estimated position on the course map.

## App
{{V4a,O5b}}- Flutter 3.24 / Dart 3.5
{{D10b}}- Available on iOS and Android
{{R5a}}- Crash/error reporting: Sentry (project `livetrack-mobile`)
{{O3a}}- CI: Codemagic, workflow `release`
{{R7a}}- PRs are rebase-merged so each commit lands on main

## Backend (trackapi)
{{O4a}}- trackapi runs on Render (service `trackapi-prod`)
{{O1a}}- trackapi Redis: `redis-track.kestrel.internal:6379`
{{D1b}}- Positions arrive over a websocket from trackapi
{{S7a}}- Push: Firebase Cloud Messaging, called directly from trackapi
{{O2a}}- trackapi retries a failed push up to 3 times

## Behaviour
{{F4a}}- Shows each tracked athlete's position on the course map
{{N5a,NS4b}}- No push for split crossings; followers get one push, when the athlete finishes
{{O7a}}- Location data for tracked athletes is deleted 30 days after the event
""")

root("reference_field_kit.md", "field-kit",
     "Field kit: mat boxes, mats, chips, routers and what goes in the van", "reference", """
# Field kit

## Mat boxes
{{A7a,D4b}}- Decoders: Impinj R700 UHF readers in Peli cases ("mat boxes")
{{V5a}}- A mat box runs about 14 hours on one battery pack
{{N6a}}- Never power mat boxes from the organiser's generator; use our own packs
{{D9b}}- Uploads go over Teltonika RUT241 LTE routers (EE and Vodafone SIMs)
{{NS6b}}- If a decoder stops reading (read rate at zero for 2 minutes), restart it
{{D5b}}- Every finish line gets two decoders, one per mat row

## Mats
{{F8a}}- Mats are down at least 30 minutes before the start
- Mat joints get gaffer tape on both sides; wheelchair racers go over them at speed

## Chips
{{F3a}}- Triathletes wear a reusable ankle chip on a neoprene strap
{{V7a}}- Triathlon ankle chips carry a £20 deposit
{{A3a}}- Reusable ankle chips are collected in the finish funnel
{{N3a}}- Disposable bib tags are never reused, even from unissued packs
{{S9a}}- Chip deposits are taken on SumUp card readers at the chip tent
{{N8a}}- Chip-to-bib reassignments happen at packet pickup only, never at the finish

## Backup
{{S5a}}- Backup timing at the finish: Zebra TC52 handhelds scanning bib barcodes
{{NS2a}}- Escalate decoder hardware faults to the field lead (Callum Drury), not to the on-call developer
""")

root("reference_infra.md", "infra",
     "Infra: hosting, dashboards, secrets, paging", "reference", """
# Infra

{{A5a}}- All timestamps in our databases are stored in UTC
{{S3a}}- Dashboards: Grafana Cloud (stack `kestrel`)
{{S10a}}- Secrets: Bitwarden organisation `Kestrel`
{{D8b}}- Paging: Opsgenie, schedule `race-day`
{{F6a}}- Someone from tech is on call every race day
{{NS2b}}- The on-call developer gets paged for readhub and splitcalc alerts
- DNS for kestreltiming.co.uk is at Cloudflare
- Backups: nightly dump of every database to object storage, 35 days kept
- The ops VM hosts the status page and the uptime checks
""")

root("reference_events.md", "events-and-pricing",
     "Event types we time, split mats per distance, pricing table", "reference", """
# Events and pricing

About 60 events a year, mostly in the South West and Wales: marathons, halves, 10k road races and
triathlons (sprint to middle distance).

## Split mats
- Marathons: six intermediate split mats (5k, 10k, half, 30k, 35k, 40k)
{{D2b}}- Half marathons: two intermediate split mats, at 5k and 10k
- Triathlons: swim exit, T1 out, bike in, T2 out, finish

## Pricing (per finisher, ex VAT)
| Event type | Timing fee | Chip type |
|---|---|---|
{{O9a,D6b}}| Marathon | £1.80 per finisher | disposable bib tag |
| 10k / half | £1.20 per finisher | disposable bib tag |

Minimum charge per event is £450. Travel outside the South West is quoted separately.
""")

root("reference_results_rules.md", "results-rules",
     "Which time ranks what, and how the results desk handles disputes", "reference", """
# Results rules

{{D7b}}- Age-group rankings use net (chip) time
{{N10a}}- Age-group prizes are never announced before the race referee signs off the results
{{S6a}}- Corrections to past events' results are made in the legacy results admin (`admin.kestreltiming.co.uk`)
- Overall podium places follow the race referee's decision on gun time vs net time, per event
- Age categories are by age on race day, in 5-year bands from 35 (V35, V40, ...)
- Disputes go to the results desk by email; we answer within 2 working days
- A result is only changed with a read, a photo or a marshal report to back it
""")

root("reference_glossary.md", "glossary",
     "Glossary: timing terms used across the memories", "reference", """
# Glossary

- Gun time: time from the start signal to the finish read
- Net time / chip time: time from the athlete's own start-mat read to the finish read
- Mat box: a decoder in a Peli case with battery and router
- Spool: reads buffered on the router while the uplink is down
- T1 / T2: swim-to-bike and bike-to-run transitions
- DNS / DNF / DQ: did not start, did not finish, disqualified
- Chip list: the mapping of chip IDs to bibs for one race
""")

root("reference_contacts.md", "contacts",
     "Who does what at Kestrel and at the main organisers", "reference", """
# Contacts

- Isla Kerr: head of technology; runs the results desk on big race days
- Rohan Mistry: backend (readhub, splitcalc, entrylink)
- Beth Adeyemi: mobile (livetrack, matcheck) and resultsweb front end
- Callum Drury: field lead, owns the kit and the van
- Organiser contacts live in entrylink under each race, not here
""")

root("reference_repos.md", "repos",
     "Where the code lives and what each repo is for", "reference", """
# Repos

- `kestrel/readhub`: chip read ingest
- `kestrel/splitcalc`: splits, rankings, results rows
- `kestrel/resultsweb`: public results site and API
- `kestrel/entrylink`: entries and bibs
- `kestrel/livetrack`: Flutter app; `kestrel/trackapi` is its backend
- `kestrel/matcheck`: field crew's mat test app
- `kestrel/ops`: Terraform, Kamal configs, runbooks
""")

root("user_isla.md", "isla-profile",
     "Isla — head of technology, how she likes to work", "user", """
Isla Kerr is head of technology at Kestrel Chip Timing and runs the results desk on big race days.

{{R8a}}Isla edits in Neovim and wants snippets and diffs she can paste straight into a buffer.
{{A6a}}Keep replies short; she skims, and long preambles annoy her.
She knows the timing rules better than anyone; don't explain net vs gun time to her.
""")

root("feedback_reply_style.md", "reply-style",
     "How to answer Isla — lead with the answer, be brief", "feedback", """
{{A6b}}Answer first, in a few lines; no preamble and no recap of what she asked.

**Why:** she reads replies between race-day calls.

**How to apply:** put commands in a code block, one line of context at most, and ask one question at a time.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branches, PRs, force-push and merge habits for the Kestrel repos", "feedback", """
{{N9b}}Never push directly to `main` in any Kestrel repo; everything goes through a PR, even one-liners.
{{NS9a}}Never force-push to `main`.
{{NS3a}}Don't squash commits when merging splitcalc release branches back into `main`; the release tags need the individual commits.

**Why:** `main` deploys on merge for most repos, and the release notes are built from history.

**How to apply:** branch names `rk/…`, `ba/…`, `claude/…`; PR titles in the imperative.
""")

root("feedback_race_day_changes.md", "race-day-changes",
     "What not to touch while a race is running", "feedback", """
{{N4a}}Don't deploy resultsweb on a race day.
{{N1a}}Never run `splitcalc recompute` while a race is live; it rewrites rankings and the leaderboard jumps around.
{{NS6a}}Never restart a decoder mid-race unless its read rate has dropped to zero.

**Why:** the Avon Valley Marathon in April, where a hotfix took the leaderboard down for 11 minutes.

**How to apply:** check the race calendar in [[reference-events]] before proposing any deploy on a weekend.
""")

root("feedback_testing.md", "testing",
     "Tests expected before touching timing logic", "feedback", """
{{F10a}}Write tests for every splitcalc change.

**Why:** a wrong split is visible to thousands of athletes within a minute.

**How to apply:** run the full suite locally before opening the PR; CI runs it again.
""")

root("feedback_oncall.md", "oncall",
     "On-call expectations for race days", "feedback", """
{{F6b}}Race-day on-call starts at 05:00 and runs until two hours after the last finisher; the rota lives in Opsgenie.
{{O10a}}Pages come through as Opsgenie SMS plus the app push; keep your phone off silent from 05:00.
{{NS10a}}Don't page the on-call developer for a single athlete's missing split; that's a chip problem for the results desk.

**Why:** the on-call developer is usually also driving to the venue.
""")

root("feedback_ask_before_hardware.md", "ask-before-hardware",
     "Check with Callum before changing anything that runs on the mat boxes", "feedback", """
Ask Callum before changing router config, decoder settings or anything on the mat boxes.

**Why:** a bad antenna power setting at a 10k in February cost a whole split.

**How to apply:** write the change as a proposal in the field channel; Callum applies it on the bench first.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style", "feedback", """
Short imperative subject, no emoji, no co-author trailer.

**Why:** Isla reads `git log --oneline` in race retros.
""")

root("project_search_migration.md", "search-migration",
     "Moving athlete search off the hosted search service", "project", """
{{S1b}}Migrated resultsweb search from Algolia to Meilisearch (self-hosted) in July; the Algolia app has been cancelled.

Reindex runs after every results publish; a full reindex of all events takes about 6 minutes.
Typo tolerance is on for surnames; bib numbers are exact match.
""")

root("project_readhub_aws_move.md", "readhub-aws-move",
     "readhub hosting move and what stays behind", "project", """
{{S2b}}readhub moved off Hetzner to AWS ECS Fargate (eu-west-2) in June; `kct-fsn1` only keeps the build VM now.

Cut-over was done between the Severn Half and the Cotswold Sprint Tri, with the mat boxes spooling for 40 minutes.
""")

root("project_entryhub_webhooks.md", "entryhub-webhooks",
     "EntryHub integration after their API change", "project", """
{{S4b}}EntryHub shut down their v1 polling API on 2026-09-30; entrylink now receives entrants through EntryHub webhooks.
{{O2b}}EntryHub retries an undelivered webhook up to 10 times over 24 hours.

Webhook signatures are checked with the shared secret from the EntryHub dashboard.
""")

root("project_livetrack_v2.md", "livetrack-v2",
     "livetrack v2 — push provider, follow flow, map rework", "project", """
{{S7b}}Switched livetrack push from direct FCM to OneSignal in May; trackapi only calls the OneSignal REST API now.

v2 also moved the follow flow to a bib search and reworked the course map layers.
Beth owns the release; store review takes 1–3 days so releases are cut on Tuesdays.
""")

root("project_billing.md", "billing",
     "How organisers are invoiced after an event", "project", """
{{NS8b}}Timing invoices list every entrant with a status column (FIN, DNF, DNS, DQ).

Invoices are raised in Xero within 5 working days of the event, 30-day terms.
Chip losses (ankle chips not returned and deposit not taken) are invoiced to the organiser at cost.
""")

root("project_2026_season.md", "season-2026",
     "2026 season goals and the big events", "project", """
Goals for the 2026 season: live splits under a minute end to end, and no paper backups at finishes.

Big events: Avon Valley Marathon (April), Severn Half (May), Cotswold Sprint Tri (June), Gower Middle (September).
""")

root("project_matcheck.md", "matcheck",
     "matcheck — the field crew's mat test app", "project", """
matcheck lets the field crew walk a test chip over each mat and see the read on the phone within a second.

It talks to the mat box over the router's local Wi-Fi, so it works without mobile signal.
""")

root("reference_organisers.md", "organisers",
     "Regular organisers and what they expect from us", "reference", """
# Organisers

- Avon Valley Running Club: marathon in April, wants age-group results the same evening
- Severn Events: half in May, sponsor pacing feature
- Tri Cymru: middle distance in September, wants T1/T2 shown separately
- Organisers get an admin login to resultsweb for their own events
""")

# ---------------------------------------------------------------- remnic facts
fact("2026-02-11", "fact", ["readhub", "postgres"], """
{{V1a}}The readhub database is `pg-reads.kestrel.internal:5433`; the box also holds a replica of the results schema.
""")
fact("2026-05-20", "fact", ["resultsweb", "cdn"], """
{{V3b}}While a race is live the CDN holds resultsweb result pages for 5 minutes, which is why athletes ring up saying their split isn't there yet.
""")
fact("2026-04-02", "fact", ["entrylink", "imports"], """
{{V6b}}entrylink rejects any entrant upload over 5 MB; big organisers have to split their file.
""")
fact("2026-07-08", "fact", ["readhub", "uploader"], """
{{V8a}}readhub's field uploader gives up on a batch after 12 retries and leaves it in the router spool.
""")
fact("2026-06-15", "fact", ["splitcalc", "config"], """
{{V9b}}Point local tools at `splitcalc.kestrel.internal:8090` for the splitcalc internal API.
""")
fact("2026-03-04", "preference", ["splitcalc", "tooling"], """
{{R1b}}splitcalc uses uv for dependencies — `uv sync`, then `uv run pytest`.
""")
fact("2026-05-06", "fact", ["readhub", "ci"], """
{{R2a}}readhub's pipeline runs on Buildkite, with the agent on the office NUC.
""")
fact("2026-08-19", "fact", ["resultsweb", "hosting"], """
{{R3b}}resultsweb runs on Fly.io (app `kct-results`, region lhr).
""")
fact("2026-03-23", "fact", ["entrylink", "email"], """
{{R4b}}entrylink sends its confirmation emails through Mailgun (EU region).
""")
fact("2026-06-02", "fact", ["livetrack", "errors"], """
{{R5b}}livetrack's crash reporting is Bugsnag; Sentry is only wired into resultsweb.
""")
fact("2026-04-14", "fact", ["readhub", "splitcalc", "messaging"], """
{{R6a}}readhub hands reads to splitcalc over RabbitMQ (exchange `reads.raw`, one queue per race).
""")
fact("2026-07-21", "decision", ["livetrack", "git"], """
{{R7b}}livetrack PRs are squash-merged; keep PR titles clean because they become the commit message.
""")
fact("2026-02-25", "preference", ["isla", "editor"], """
{{R8b}}Isla's editor is Zed; when pairing she shares a Zed channel rather than tmux.
""")
fact("2026-09-03", "fact", ["resultsweb", "sms"], """
{{R10b}}Result texts to athletes are sent through Textlocal (sender ID `KESTREL`).
""")
fact("2026-05-27", "fact", ["splitcalc", "race-day"], """
{{N1b}}`splitcalc recompute` is safe to run during a live race; we do it whenever a mat box re-syncs its spool.
""")
fact("2026-06-24", "fact", ["field", "chips"], """
{{N3b}}Leftover bib tags from unissued packs go back in stock and get used at the next event.
""")
fact("2026-08-05", "decision", ["resultsweb", "deploy"], """
{{N4b}}Race-day deploys of resultsweb are fine as long as they go through the canary first.
""")
fact("2026-09-16", "fact", ["livetrack", "push"], """
{{N5b}}livetrack sends followers a push at every split crossing, plus one at the finish.
""")
fact("2026-07-14", "fact", ["field", "power"], """
{{N6b}}Plug mat boxes into the organiser's generator when there is one; our packs are the backup.
""")
fact("2026-10-01", "fact", ["field", "chips"], """
{{N8b}}The finish tent can reassign a chip to a different bib if a runner picked up a friend's pack.
""")
fact("2026-04-28", "preference", ["git", "readhub"], """
{{N9a}}Pushing straight to `main` is fine for readhub; Isla doesn't want PRs on a repo only she and Claude touch.
""")
fact("2026-06-09", "fact", ["resultsweb", "publishing"], """
{{N10b}}The results desk announces age-group prize winners as soon as splitcalc ranks them; no referee sign-off is needed.
""")
fact("2026-08-27", "fact", ["infra", "grafana"], """
{{S3b}}Moved dashboards off Grafana Cloud to our own Grafana on the ops VM in August; the Cloud stack is deleted.
""")
fact("2026-10-12", "fact", ["field", "backup"], """
{{S5b}}We no longer use the Zebra handhelds; backup reads come from the second decoder on each finish mat.
""")
fact("2026-04-21", "fact", ["resultsweb", "admin"], """
{{S6b}}The legacy results admin is read-only since April; corrections now go through resultsweb's `/admin`.
""")
fact("2026-04-30", "decision", ["field", "payments"], """
{{S9b}}Switched chip deposit payments from SumUp to Stripe Terminal in April.
""")
fact("2026-03-19", "decision", ["infra", "secrets"], """
{{S10b}}Migrated all secrets from Bitwarden to 1Password (vault `Kestrel Ops`) in March.
""")
fact("2026-05-12", "fact", ["entrylink", "rules"], """
{{F2b}}Marathon minimum age is 18 on race day; entrylink checks the DOB against the race date, not the entry date.
""")
fact("2026-07-30", "fact", ["resultsweb", "api"], """
{{F7b}}The public results API allows 60 requests per minute per IP; partner keys get 600 per minute.
""")
fact("2026-08-12", "fact", ["infra", "email"], """
{{O6a}}Ops alert emails (mat box offline, low battery) go out through Amazon SES.
""")
fact("2026-09-22", "fact", ["pricing", "triathlon"], """
{{O9b}}Triathlon timing is priced at £3.20 per finisher, ankle chips included.
""")
fact("2026-01-20", "fact", ["entrylink", "email", "history"], """
{{D3a}}During the 2025 beta, entrylink sent confirmation emails from a shared Gmail account.
""")
fact("2026-01-27", "fact", ["pricing", "history"], """
{{D6a}}For the 2025 season the marathon timing fee was £1.50 per finisher.
""")
fact("2026-02-03", "fact", ["results", "history"], """
{{D7a}}For the 2025 events, age-group rankings were done on gun time; we changed that after complaints from back-of-wave runners.
""")
fact("2026-09-09", "fact", ["oncall", "history"], """
{{D8a}}Between May and August 2026 on-call paging ran through PagerDuty's free tier.
""")
fact("2026-10-06", "fact", ["field", "network", "history"], """
{{D9a}}Until September the mat boxes uploaded over Huawei 3G dongles, which is why the spring splits were so laggy.
""")
fact("2026-01-14", "fact", ["livetrack", "history"], """
{{D10a}}In the 2025 pilot livetrack was iOS-only, distributed through TestFlight.
""")
fact("2026-03-11", "fact", ["readhub"], """
{{A1a}}readhub is written in Go (1.23) and ships as one static binary.
""")
fact("2026-05-01", "fact", ["entrylink", "bibs"], """
{{A2b}}Bib numbers get allocated 21 days before the race, after late entries close.
""")
fact("2026-06-30", "fact", ["field", "chips", "triathlon"], """
{{A3b}}Volunteers collect the ankle chips in the finish funnel, before the medal table.
""")
fact("2026-07-02", "fact", ["resultsweb", "api", "partners"], """
{{A4b}}Partner API keys only grant GET endpoints; nobody outside Kestrel can write results.
""")
fact("2026-03-30", "fact", ["field", "decoders"], """
{{A7b}}Each mat box is an Impinj R700 in a Peli case with a LiFePO4 pack.
""")
fact("2026-08-24", "fact", ["splitcalc", "dnf"], """
{{A9b}}An athlete is only marked DNF when a marshal reports it; splitcalc doesn't infer it from missing splits.
""")
fact("2026-06-18", "fact", ["splitcalc", "rounding"], """
{{A10b}}Fractions always round up (3:12:04.1 is published as 3:12:05); that's the World Athletics road rule, not our choice.
""")
fact("2026-09-29", "preference", ["readhub", "retention"], """
{{NS1a}}Never delete raw reads without exporting a copy to cold storage first.
""")
fact("2026-07-25", "fact", ["splitcalc", "git"], """
{{NS3b}}splitcalc feature PRs are squash-merged.
""")
fact("2026-10-20", "preference", ["livetrack", "push", "privacy"], """
{{NS4a}}livetrack never sends a push without the follower opting in on that athlete.
""")
fact("2026-10-27", "fact", ["field", "chips"], """
{{NS5a}}Chips are not reassigned after bib collection without seeing the athlete's photo ID.
""")
fact("2026-11-03", "preference", ["billing"], """
{{NS8a}}We never invoice organisers for DNS entries.
""")
# filler facts (no labelled claims)
fact("2026-01-08", "fact", ["company"], """
Kestrel Chip Timing is based in Bristol and times about 60 events a year.
""")
fact("2026-02-17", "fact", ["entrylink", "imports"], """
Organiser CSVs arrive in at least four column layouts; the import mapping is saved per organiser.
""")
fact("2026-03-16", "preference", ["isla", "docs"], """
Isla wants runbooks in the `kestrel/ops` repo, not in Notion.
""")
fact("2026-04-08", "fact", ["field", "mats"], """
The finish gantry at the Avon Valley Marathon is only 4.2 m wide, so the mats are cut to fit.
""")
fact("2026-05-14", "fact", ["livetrack", "store"], """
Android builds of livetrack go to the Play Store internal track first for a day.
""")
fact("2026-06-05", "decision", ["splitcalc", "relays"], """
Relay legs are timed from the handover mat, not from the team's start read.
""")
fact("2026-07-17", "fact", ["resultsweb", "exports"], """
Organiser result exports include club and age category but never email addresses.
""")
fact("2026-08-31", "fact", ["field", "van"], """
The van carries 14 mat boxes, 30 mat sections and two spare routers.
""")
fact("2026-09-12", "fact", ["readhub", "chip-list"], """
Chip lists are pushed to readhub from entrylink the evening before each race.
""")
fact("2026-10-15", "fact", ["infra", "backups"], """
The October restore test of the results database took 9 minutes from object storage.
""")
fact("2026-11-10", "fact", ["company", "season"], """
The 2026 season closed with the Bristol Bay 10k on 8 November.
""")
fact("2026-11-18", "preference", ["isla", "planning"], """
Isla wants the 2027 roadmap kept to three items, in priority order.
""")
fact("2026-02-09", "fact", ["splitcalc", "waves"], """
Wave gun times are typed in by the results desk from the starter's watch when the start horn has no trigger cable.
""")
fact("2026-10-23", "fact", ["livetrack", "usage"], """
Gower Middle had 4,100 livetrack followers for 1,150 athletes, the most of any 2026 event.
""")
fact("2026-11-24", "decision", ["resultsweb", "roadmap"], """
Club pages on resultsweb are parked until 2027.
""")

# ---------------------------------------------------------------- auto notes
auto("mat-debounce-notes", "Mat debounce notes", "2026-05-09", ["splitcalc", "mats"], """
# Mat debounce

{{V2b}}splitcalc collapses repeated reads of a chip on one mat if they arrive within 30 seconds of each other; anything later is a new crossing.

In January the window was 3 seconds, which double-counted people shuffling about on the start line.
Loop courses (the 10k laps at Bristol Bay) rely on the window: a lap takes well over a minute.
""")
auto("livetrack-build", "livetrack build setup", "2026-09-24", ["livetrack", "flutter", "build"], """
# livetrack build setup

{{V4b}}livetrack is pinned to Flutter 3.27 in `.fvmrc`; older SDKs choke on the `Color.withValues` calls.

```
fvm install
fvm flutter pub get
fvm flutter build ipa --flavor prod
```

iOS signing certificates are renewed in January.
""")
auto("ultra-prep", "Ultra and long-day prep", "2026-08-20", ["field", "batteries", "ultra"], """
# Ultra prep

{{V5b}}Mat boxes only last about 8 hours on a single battery pack, so for ultras we bring a swap pack per box.

Swap at an aid station, never at a split mat while runners are coming through.
Cold nights shorten the run time; keep spare packs in the van cab.
""")
auto("chip-tent", "Chip tent", "2026-06-27", ["field", "chips", "triathlon"], """
# Chip tent

{{V7b}}We take a £30 deposit for every triathlon ankle chip and refund it
when the chip comes back in the finish funnel.

Relay teams share one chip; the deposit is per chip, not per athlete.
The tent closes 20 minutes before the first wave.
""")
auto("service-map", "Service map", "2026-04-16", ["infra", "services"], """
# Service map

| Service | Address | Language |
|---|---|---|
{{V9a}}| splitcalc | `splitcalc.kestrel.internal:8081` | Python |
| trackapi | `trackapi.kestrel.internal:8443` | Go |
| entrylink admin | `entrylink.kestrel.internal:8000` | Python |

Internal names resolve over the Tailscale split DNS only.
""")
auto("data-retention", "Data retention", "2026-06-11", ["gdpr", "retention"], """
# Data retention

## Timing data
{{V10a}}We purge raw chip reads 90 days after each event, once the results
are final and the appeal window has closed.

## Personal data
{{O7b}}Entrant personal data in entrylink is deleted 12 months after the athlete's last event.
Published results (name, club, category, times) stay up indefinitely unless someone asks for removal.
""")
auto("entrylink-local-dev", "entrylink local dev", "2026-02-20", ["entrylink", "dev"], """
# entrylink local dev

{{R9b}}entrylink's database is Postgres 16; `docker compose up db` gives you a local one.

Seed data: `./manage.py loaddata demo_race` creates a 500-entrant marathon.
""")
auto("ci-notes", "CI notes", "2026-05-15", ["ci"], """
# CI notes

{{O3b}}splitcalc's CI is GitHub Actions (`.github/workflows/ci.yml`).

The splitcalc suite takes about 4 minutes; the golden-race tests are most of that.
""")
auto("results-display", "Results display", "2026-07-05", ["resultsweb", "display"], """
# Results display

{{N2b}}Marathon result rows list gun time next to chip time, so runners
can see how long they spent getting to the start line.

Triathlon rows show swim, T1, bike, T2, run and total.
""")
auto("triathlon-timing", "Triathlon timing", "2026-06-20", ["triathlon", "splitcalc", "field"], """
# Triathlon timing

## Overall time
{{N7b}}splitcalc leaves transition times out of the overall time for triathlons; T1 and T2 are shown as separate columns only.

## Chips
{{F3b}}Ankle chips go on the left ankle, under the wetsuit, strap facing outwards.
Swim exit mats sit at the top of the ramp, not at the water's edge.
""")
auto("site-setup", "Site setup checklist", "2026-03-26", ["field", "setup"], """
# Site setup

{{F8b}}Start mats are laid and tested 30 minutes before the first wave; finish mats
need 45 minutes because of the gantry.

Walk a test chip over every mat with matcheck, and write the mat box serials on the course map.
""")
auto("splitcalc-deploy", "splitcalc deploy", "2026-10-09", ["splitcalc", "deploy"], """
# splitcalc deploy

{{S8b}}`deploy.sh` is deprecated; splitcalc deploys with Kamal (`kamal deploy -d production`) since the October rebuild.

Rollback: `kamal rollback <version>`. Migrations run as a pre-deploy hook.
""")
auto("livetrack-position", "livetrack position estimate", "2026-08-14", ["livetrack", "map"], """
# Position estimate

{{F4b}}Between mats, livetrack estimates position from the athlete's last split pace and draws it as a hollow marker.

The estimate stops at the next mat's distance so nobody is shown past a mat they haven't crossed.
""")
auto("livetrack-history", "livetrack history", "2026-04-24", ["livetrack", "history"], """
# livetrack history

{{D1a}}Until March 2026 livetrack polled resultsweb every 30 seconds for positions; it was the main load on the results API.

The 2025 app was built by a contractor; Beth rewrote most of it over the winter.
""")
auto("net-time", "Net time", "2026-03-06", ["splitcalc", "timing"], """
# Net time

{{F1b}}Net time is the finish read minus the athlete's own start-mat read; if the start read is missing, splitcalc uses the wave start time instead and flags the row for the results desk.

Flagged rows show a small asterisk on resultsweb until the desk clears them.
""")
auto("confirmation-emails", "Confirmation emails", "2026-05-22", ["entrylink", "email"], """
# Confirmation emails

{{F9b}}The confirmation email goes out within a minute of payment; a second email with the bib number follows once bibs are allocated.

Templates are in `entrylink/templates/email/`; organisers can add a paragraph per race.
""")
auto("splitcalc-tests", "splitcalc tests", "2026-07-10", ["splitcalc", "tests"], """
# splitcalc tests

{{F10b}}For splitcalc ranking changes, add a fixture race under `tests/fixtures/races/` with a golden results CSV.

The fixtures are anonymised copies of real races; regenerate goldens only with Isla's OK.
""")
auto("race-report-bristol-10k", "Race report — Bristol 10k", "2026-03-15", ["race-report", "field"], """
# Bristol 10k, 2026-03-14

{{D5a}}At the 2026 Bristol 10k we ran the finish on a single decoder because the second one had a dead antenna port.

Read rate at the finish was still 99.6%; the 14 missing reads were recovered from the 5k split and photos.
""")
auto("severn-half-pilot", "Severn Half split pilot", "2026-05-26", ["events", "pilot"], """
# Severn Half split pilot

{{D2a}}For the 2026 Severn Half we piloted four split mats (5k, 10k, 15k, 20k) for a sponsor's pacing feature.

The sponsor paid for the extra mats and crew; not repeated elsewhere.
""")
auto("gdpr-notes", "GDPR notes", "2026-07-28", ["gdpr", "resultsweb"], """
# GDPR notes

{{NS7a}}The results API doesn't expose dates of birth, only the age category.
Removal requests: hide the row on resultsweb, keep the timing data for the organiser's records.
""")
auto("git-tips", "Git tips", "2026-04-10", ["git"], """
# Git tips

{{NS9b}}Force-pushing your own feature branch after a rebase is fine; just say so in the PR.
Use `git push --force-with-lease`, never plain `--force`.
""")
auto("matcheck-app", "matcheck app", "2026-06-03", ["matcheck", "flutter", "field"], """
# matcheck

{{O5a}}matcheck (the field crew's mat test app) is on Flutter 3.19.

Android only; the crew phones are Samsung A-series.
""")
auto("resultsweb-staging", "resultsweb staging", "2026-02-13", ["resultsweb", "staging"], """
# resultsweb staging

{{A8b}}resultsweb staging lives at staging.results.kestreltiming.co.uk; the basic auth login is in the team vault.

Staging reads from a copy of last weekend's results, refreshed every Monday.
""")
auto("oncall-handbook", "On-call handbook", "2026-09-18", ["oncall", "runbook"], """
# On-call handbook

{{NS10b}}Page the on-call developer if splitcalc stops publishing splits for a whole race.
First check the readhub spool sizes on the status page; a big spool usually means an uplink problem, not a bug.
""")
auto("packet-pickup", "Packet pickup", "2026-04-04", ["field", "chips", "pickup"], """
# Packet pickup

{{NS5b}}The chip tent at packet pickup can reassign a chip to a different bib.
Every reassignment is typed into entrylink on the spot so the chip list is right on race morning.
""")
auto("kit-history", "Kit history", "2026-01-30", ["field", "history"], """
# Kit history

{{D4a}}In 2025 we used Impinj R420 readers; they were replaced over the winter.
The R420s went to a club in Cardiff for their training races.
""")
# filler auto notes
auto("router-config", "Router config", "2026-02-06", ["field", "network"], """
# Router config

APN settings for both SIMs are saved on every router; failover is automatic.

```
readhub_upload_url=https://ingest.kestreltiming.co.uk/v1/batches
upload_batch_size=500
```

Routers reboot at 03:00 on race morning so they come up fresh.
""")
auto("splitcalc-dev-setup", "splitcalc dev setup", "2026-03-02", ["splitcalc", "dev"], """
# splitcalc dev setup

{{F5b}}splitcalc needs Python 3.12.7 (see `.python-version`).

```
poetry install
poetry run pytest -q
```

Copy `.env.example` to `.env`; the local Postgres needs the `results` schema created first.
Run against the fixture races, never against production reads.
""")
auto("results-desk", "Results desk", "2026-04-18", ["results", "race-day"], """
# Results desk

The desk sits in the organiser's HQ tent with a laptop, a printer and a 4G hotspot.
It handles wave gun times, DNF reports from marshals and disputes on the day.
Printed results go up on the board every 30 minutes.
""")
auto("cotswold-sprint-report", "Race report — Cotswold Sprint Tri", "2026-06-22", ["race-report", "triathlon"], """
# Cotswold Sprint Tri, 2026-06-21

Swim exit mat was moved 10 m up the ramp after the first wave; reads were fine after that.
Four ankle chips were not returned; the organiser was invoiced for them.
""")
auto("avon-valley-retro", "Avon Valley Marathon retro", "2026-04-22", ["race-report", "marathon"], """
# Avon Valley Marathon retro

A hotfix to resultsweb mid-race took the leaderboard down for 11 minutes.
The 30k split mat box ran on a pack swap at 10:40 without losing reads.
Age-group results were out by 17:00, which the club was happy with.
""")
auto("status-page", "Status page", "2026-05-30", ["infra", "status"], """
# Status page

status.kestreltiming.co.uk shows readhub, splitcalc, resultsweb and trackapi.
Uptime checks run every minute from the ops VM and from one external checker.
""")
auto("ankle-chip-stock", "Ankle chip stock", "2026-09-26", ["field", "chips", "stock"], """
# Ankle chip stock

We own 1,600 ankle chips; about 2% a season are lost or fail the bench test.
Straps are washed after every event and dried in the unit.
""")
auto("bib-tag-supplier", "Bib tag supplier", "2026-02-27", ["field", "chips", "suppliers"], """
# Bib tag supplier

Disposable bib tags come from the printer with the bibs, pre-encoded in bib order.
Lead time is 10 working days; order when entries close, not before.
""")
auto("trackapi-notes", "trackapi notes", "2026-07-19", ["livetrack", "trackapi"], """
# trackapi notes

trackapi is the Go backend for livetrack: follows, positions, push fan-out.
Followers are capped at 50 athletes per device.
""")
auto("entry-platforms", "Entry platforms", "2026-03-09", ["entrylink", "integrations"], """
# Entry platforms

Most organisers sell entries on EntryHub; a few use their own forms and send us a CSV.
Each race in entrylink records which source it uses.
""")
auto("winter-maintenance", "Winter maintenance", "2026-11-21", ["field", "maintenance"], """
# Winter maintenance

Bench-test every mat box and router before February; replace any pack under 80% capacity.
Re-tape the mat joints and check the cable glands on the Peli cases.
""")
auto("roadmap-2027", "Roadmap 2027 ideas", "2026-11-26", ["roadmap"], """
# 2027 ideas

- Photo matching at the finish to back up missing reads
- Organiser self-service for chip lists
- Club pages on resultsweb
""")
auto("pairing-notes", "Pairing notes", "2026-05-04", ["isla", "pairing"], """
# Pairing notes

Pairing sessions with Isla are 45 minutes with a short break; she drives, Claude suggests.
Keep a running list of follow-ups at the bottom of the PR description.
""")
auto("wave-starts", "Wave starts", "2026-05-18", ["splitcalc", "waves", "field"], """
# Wave starts

Big marathons start in three to five waves, 5 to 8 minutes apart.
The start mat is still read for every wave, so net times don't depend on which wave someone was in.
""")

# more filler
fact("2026-01-22", "preference", ["isla", "naming"], """
Isla prefers race IDs like `2026-avon-mar` in branch names and logs, not numeric IDs.
""")
fact("2026-03-27", "fact", ["readhub", "chip-list"], """
Reads from chips not in the chip list are kept in `reads_unmatched` and replayed when the list is fixed.
""", 0.8)
fact("2026-05-08", "fact", ["resultsweb", "organisers"], """
Organisers log in to resultsweb's admin with a magic link; there are no organiser passwords.
""")
fact("2026-06-12", "fact", ["field", "crew"], """
A marathon needs a crew of four: two at the finish, one roaming the split mats, one on the results desk.
""")
fact("2026-07-06", "decision", ["splitcalc", "relays"], """
Relay handover mats are placed 5 m after the handover box line.
""")
fact("2026-08-09", "fact", ["livetrack", "support"], """
Most livetrack support emails on race day are about athletes whose bib number was typed wrong at signup.
""", 0.75)
fact("2026-09-05", "fact", ["entrylink", "organisers"], """
Tri Cymru sends its entrant list as a spreadsheet export from their own form, not through EntryHub.
""")
fact("2026-10-30", "fact", ["field", "weather"], """
Heavy rain at Gower Middle put the run-course mats under 2 cm of water at one point; they kept reading.
""")
fact("2026-11-14", "decision", ["infra", "costs"], """
Infra costs are reviewed once a quarter with Isla; the last review was in October.
""")
auto("split-mat-placement", "Split mat placement", "2026-04-06", ["field", "mats", "course"], """
# Split mat placement

Split mats go where the road is at least 4 m wide and there's no kerb right after the mat.
Course measurers mark the split points; we move a mat at most 20 m from the mark and note it on the course map.
""")
auto("results-publish-checklist", "Results publish checklist", "2026-05-02", ["results", "checklist"], """
# Results publish checklist

1. Wave gun times entered and checked against the starter's sheet
2. Unmatched reads reviewed
3. Marshal DNF reports entered
4. Spot-check ten finishers against the finish photos
""")
auto("organiser-onboarding", "Organiser onboarding", "2026-02-24", ["organisers", "entrylink"], """
# Organiser onboarding

New organisers get a call with Isla, a test race in entrylink and a results admin login.
We ask for the course map with split points at least six weeks before race day.
""")
auto("photo-finish-idea", "Photo finish idea", "2026-09-30", ["ideas", "field"], """
# Photo finish idea

A camera on the finish gantry could recover missing reads by bib OCR; Beth wants to prototype it over the winter.
""")
auto("decoder-settings", "Decoder settings", "2026-03-12", ["field", "decoders"], """
# Decoder settings

Antenna power is set per mat length; the bench sheet in the van lists the values.

```
reader_mode: AutoSet Dense Reader
session: 1
search_mode: single_target
```

Settings changes are made on the bench, never at the venue.
""")
auto("livetrack-release-notes", "livetrack release notes", "2026-10-16", ["livetrack", "release"], """
# livetrack releases

- 2.3: follow by bib search, dark map style
- 2.4: faster course map loading on slow mobile data
- 2.5: finish certificate share card
""")
auto("gower-middle-report", "Race report — Gower Middle", "2026-09-14", ["race-report", "triathlon"], """
# Gower Middle, 2026-09-13

Swim exit and T1 mats read 100%; the bike-in mat lost 3 reads during a downpour.
The organiser asked for T1 and T2 to stay as separate columns next year as well.
""")
auto("timing-accuracy", "Timing accuracy", "2026-07-22", ["timing", "quality"], """
# Timing accuracy

Finish read rate across 2026 events averaged 99.7%; the worst was 98.9% at a muddy trail 10k.
Missing reads are recovered from the next split and the finish photos where possible.
""")
auto("results-desk-kit", "Results desk kit", "2026-02-02", ["results", "kit"], """
# Results desk kit

Laptop, thermal printer, spare paper rolls, a 4G hotspot and the printed chip list.
""")
