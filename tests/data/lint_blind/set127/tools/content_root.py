# Root (Claude Code auto-memory) files. Lines starting with §ID§ carry a labelled claim.
# (filename, name, description, type, title, hook, body)
ROOT = []

def r(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body))

r("user_profile.md", "nadia-profile",
  "Nadia Okonkwo-Reid, volunteer web secretary of Kestrel Vale SC; tester by day, owns the club's systems",
  "user", "Nadia (web secretary)", "who I work for and how she likes to work", """
Nadia Okonkwo-Reid is the volunteer web secretary of Kestrel Vale Swimming Club. Her day job is QA
for an insurance software house, so she reads diffs closely and likes reproducible steps.

- She owns splashdesk, galaentry, lanebook, coachrota and the website; nobody else on the committee codes
- Works on club systems in the evenings and at weekends, rarely before 19:00 on weekdays
- Her son swims in the Development squad, so she's poolside on Monday and Wednesday evenings
- Gareth Pryce (treasurer) and Lucy Tan (lessons coordinator) are the main people who file requests

**How to apply:** keep explanations short, give her the exact commands, and flag anything that touches
parents' data before doing it.
""")

r("feedback_merge_strategy.md", "merge-strategy",
  "How PRs get merged in the club repos",
  "feedback", "Merge strategy", "how PRs land on main", """
§N1a§Always squash-merge PRs in the club repos; one commit per PR on main.

**Why:** Nadia reads `git log --oneline` on main when something breaks at a gala and wants one line per
change, with the PR number in it.

**How to apply:** title the PR the way the squashed commit should read (`galaentry: fix relay seeding`),
and delete the branch after merging.
""")

r("feedback_prod_migrations.md", "prod-migrations",
  "Who runs Django migrations on production",
  "feedback", "Production migrations", "who runs migrations on the live server", """
§N6a§Never run `manage.py migrate` against production yourself; give Nadia the command and let her run it.

**Why:** in January a migration on the offers table locked the waiting list for twenty minutes on a
Saturday morning while Lucy was phoning parents.

**How to apply:** put the exact command in the PR description under "Deploy notes". Running migrations
against the local Docker database or the staging copy is fine.
""")

r("feedback_parent_copy.md", "parent-copy",
  "Spelling and tone for anything parents read",
  "feedback", "Parent-facing copy", "spelling and tone for parent emails and pages", """
§A7a§Parent-facing text uses British English (colour, programme, enrol, cheque).

Tone: warm but brief. No exclamation marks in offer emails, no jargon like "stage 3 competency" without
saying what it means. Sign emails from "Kestrel Vale SC Lessons Team", never from a named volunteer.

**Why:** Lucy had complaints about American spellings in the first batch of offer emails.
""")

r("feedback_deploy_timing.md", "deploy-timing",
  "When deploys are allowed around galas",
  "feedback", "Deploys and galas", "deploys around gala days", """
§NS3a§Never deploy galaentry during a gala without the meet secretary's OK.

The meet secretary (Bethan Rowe for club-hosted meets) is running entries and results off galaentry all
day; a restart drops her session and the results upload queue.

**How to apply:** check the gala calendar in reference_galaentry.md before suggesting a deploy on a
Saturday or Sunday. Website-only changes are fine at any time.
""")

r("feedback_agent_scope.md", "agent-scope",
  "What the agent may and may not do in the repos without asking",
  "feedback", "Agent scope", "what I can do without asking", """
§NS9a§Don't push to main directly; open a PR even for one-line fixes.

- Read-only access to production logs is fine; ask before touching anything that writes
- Don't email or text parents from scripts, even test messages; use the staging sandbox lists
- Ask before adding a new third-party service, even a free one

**Why:** Nadia is the only reviewer and wants every change to pass through a PR she has seen.
""")

r("feedback_lanebook_tooling.md", "lanebook-tooling",
  "Package tooling in the lanebook repo",
  "feedback", "lanebook tooling", "package tooling for the Node repo", """
§A4b§Use pnpm in the lanebook repo, never npm or yarn — the lockfile is `pnpm-lock.yaml`.

**Why:** an `npm install` in April produced a `package-lock.json` next to the pnpm lockfile and CI
installed different versions from Nadia's laptop.

**How to apply:** `pnpm install --frozen-lockfile` in scripts; if a doc says `npm run`, translate it.
""")

r("feedback_commit_messages.md", "commit-messages",
  "Commit message style",
  "feedback", "Commit messages", "commit message style", """
Commit subjects start with the app name and a colon (`splashdesk:`, `lanebook:`, `coachrota:`), lower
case, imperative, under 72 characters. No emoji, no "Co-Authored-By" trailer.

**Why:** matches the existing history; Nadia greps by prefix.
""")

r("feedback_reply_style.md", "reply-style",
  "How to answer Nadia in chat",
  "feedback", "Reply style", "how to answer in chat", """
Answer first, then the reasoning. Bullet lists over paragraphs. When a task touches parents' or
children's data, say so in the first line.

**Why:** she often reads replies on her phone at the poolside.
""")

r("feedback_tests.md", "tests-before-fixes",
  "Write a failing test before fixing a bug",
  "feedback", "Tests first", "failing test before a bug fix", """
For bug fixes in splashdesk and galaentry, write the failing test first and show it failing, then fix.

**Why:** two offer-email fixes in the spring regressed because nothing pinned the behaviour.

**How to apply:** `pytest -k` the new test before and after; mention both runs in the PR.
""")

r("feedback_secrets.md", "secrets-handling",
  "Never echo secrets into chat or logs",
  "feedback", "Secrets", "handling API keys and passwords", """
Never paste API keys, DSNs with passwords, or payment tokens into chat, commit messages or log
lines. Refer to them by env var name (`POSTGRES_PASSWORD`, `SENTRY_DSN` and so on).

**Why:** chat transcripts get shared with the committee.
""")

r("reference_splashdesk.md", "splashdesk-overview",
  "splashdesk: stack, database, jobs, integrations and waiting-list rules",
  "reference", "splashdesk overview", "membership, lessons and waiting-list app", """
# splashdesk

Membership, lesson bookings and the learn-to-swim waiting list. Repo `kestrelvale/splashdesk`,
deployed as Docker Compose services `web`, `worker`, `beat`.

## Stack
§V8a§- Python 3.12, Django 5.1 (upgraded from 4.2 in February)
§R3a§- Dependencies managed with uv (`uv sync`, `uv.lock` committed)
§V1a§- Postgres 16 at `db1.kestrelvale.internal:5432`, database `splashdesk`
§O9a§- Redis: `cache1.kestrelvale.internal:6379`, db 2 (Celery broker and results)
§R9a§- Background jobs run on Celery workers (the `worker` and `beat` containers)
§O2b§- Gunicorn binds `127.0.0.1:8000`, 3 workers
§R2a§- Errors go to Sentry (project `splashdesk`, DSN in the env file)
- Static files via WhiteNoise; uploads (photo consent forms) in a private volume

## Integrations
§R1a§- Transactional email (offer emails, receipts) via Postmark, sender `lessons@kestrelvale.org.uk`
§R5a§- Lesson fees collected by GoCardless direct debit, one mandate per family
§NS7b§- Stores each family's GoCardless mandate ID and the last payment status
§O5a§- GoCardless webhook handler retries failed events up to 5 times with backoff
- Staging uses the GoCardless sandbox and a Postmark test server token

## Waiting list
§V2a§- An offer stays open for 72 hours, then passes to the next child on the list
§A6a§- Positions are recalculated nightly at 02:00 (`reorder_waitlist` in Celery beat)
§N2a§- Offers go out by email and by SMS at the same time
- Each child sits on one stage list only; the lessons coordinator can move them by hand
- Parents see their child's stage and rough position band (top 10 / top 50 / further back)
""")

r("reference_galaentry.md", "galaentry-overview",
  "galaentry overview — gala entries, officials and results",
  "reference", "galaentry overview", "gala entries, officials and results app", """
# galaentry

Flask 3 app for gala entries, the officials sign-up sheet and results. Repo `kestrelvale/galaentry`.
Shares the Postgres server with splashdesk (database `galaentry`).

## Entries
§D4b§- All entries are taken online through galaentry
§V4a§- Entries for club-hosted open meets close 14 days before the first session
§N10a§- No entries are accepted after the closing date, whatever the reason
§S1a§- Exports entries as Hy-Tek `.hy3` files for Meet Manager
- Entry times are checked against the swimmer's best time in the rankings; slower-than-cut entries are flagged, not refused
- Relay teams are entered by the head coach, never by parents

## Officials
§F4a§- Each gala needs at least 12 technical officials; galaentry tracks who has signed up
- Officials get a reminder email a week before

## Results
§N3a§- Results pages list each swimmer's full name, age and club
- Results are imported as a `.cl2` file after the last session

## Running
§F7a§- Served by gunicorn behind the proxy
- Gala calendar 2026: 7 Mar (Spring Open), 13 Jun (Summer Sprints), 21 Nov (Club Championships)
""")

r("reference_lanebook.md", "lanebook-overview",
  "lanebook overview — pool hire bookings and prices",
  "reference", "lanebook overview", "pool hire bookings app", """
# lanebook

The club buys pool time from the venues and re-hires spare lanes to other groups. lanebook is the
booking app for that. Repo `kestrelvale/lanebook`.

§A4a§- TypeScript on Node 20, pnpm workspace (`apps/web`, `apps/api`)
§NS10b§- External groups (tri club, sub-aqua, schools) book their lane time through lanebook
§F3a§- Bookings are made in 30-minute slots
§V5a§- Harcourt Road lane hire: £38 per lane per hour (25 m, 6 lanes)
- Whole-pool hire at Harcourt Road is quoted by hand, not through the booking form
§F5a§- Hirers must hold public liability insurance
§N4a§- Invoices are created in Xero via the API when a booking is confirmed
§A2a§- Invoices are due within 30 days
- Bookings need at least 48 hours' lead time so the venue can be told
""")

r("reference_coachrota.md", "coachrota-overview",
  "coachrota overview — volunteer rota, DBS tracking, reminders",
  "reference", "coachrota overview", "volunteer and coach rota app", """
# coachrota

Rota for coaches, teachers and poolside helpers. Small Go service, written by a former parent.

§S3a§- Runs on the Raspberry Pi in the club office (`rota-pi.local`), SQLite database
§F10a§- Rota is published 4 weeks ahead
§N5a§- Volunteers can swap sessions with each other in the app without approval
§R6a§- SMS via Twilio (messaging service `KVSC Rota`)
§V9a§- Reminder SMS goes out 24 hours before each session
§V6a§- DBS checks must be renewed every 3 years; coachrota flags anyone within 60 days of expiry
- Helpers under 18 are rota'd only alongside a named adult
- Each lesson session needs one qualified teacher per class plus one poolside helper
""")

r("reference_infra.md", "infra-overview",
  "infra: server, backups, DNS, CI, secrets, monitoring",
  "reference", "Infrastructure", "server, backups and tooling", """
# Infrastructure

§D6b§- kv-app-01: DigitalOcean droplet in LON1, 4 GB RAM / 2 vCPU, Ubuntu 24.04
- Everything on kv-app-01 runs under Docker Compose from `/srv/kv`
§R7a§- Caddy in front of everything, automatic TLS
§V7a§- Nightly `pg_dump` of both databases to Backblaze B2; dumps are kept for 30 days
§N8a§- Dumps are not encrypted client-side; we rely on B2 server-side encryption
§A5a§- DNS for kestrelvale.org.uk is managed in Cloudflare
§R4a§- CI: GitHub Actions on every repo (`.github/workflows/ci.yml`)
§R8a§- Secrets live in the club's Bitwarden organisation (collection `Tech`)
§A9a§- UptimeRobot checks `/healthz` on each app every 5 minutes
- db1 and cache1 are private-network droplets; nothing on them is reachable from outside
""")

r("reference_lessons.md", "lessons-rules",
  "Learn-to-swim lesson rules — blocks, class sizes, cancellations",
  "reference", "Lesson rules", "learn-to-swim programme rules", """
# Learn-to-swim lessons

Stages follow the Swim England Learn to Swim framework (stages 1–7), then children can trial for squads.

§V3a§- Lessons run in 10-week blocks, three blocks a year plus a summer intensive
§V10a§- Stages 1–3: maximum 8 children per teacher
- Stages 4–7: maximum 10 children per teacher
§F1a§- Places are offered in waiting-list order, by the date the child joined the list
§N7a§- Parents cannot cancel a lesson place online; cancellations go by email to the lessons coordinator
§A10a§- Lessons cancelled by the club (pool closure, no teacher) are credited to the next block
- Stage moves are decided by the teacher at the end of a block, not by parents
""")

r("reference_fees.md", "fees-table",
  "Current fees for squads, lessons and meets",
  "reference", "Fees", "squad, lesson and meet fees", """
# Fees 2026/27

| Squad | Sessions | Fee |
|---|---|---|
§O8a§| Performance | 5 a week | £62 a month |
| Masters | 2 a week | £30 a month |

§N9a§- Squad fees are not charged in August (no pool time over the summer shutdown)
§F6a§- Sibling discount: 10% off lesson fees for the second and each further child
§NS8a§- Lesson fees are not refunded after week 2 of a block, except for medical withdrawals
§F8a§- Open meet entry fee: £6.50 per individual event
- Annual membership (includes Swim England fee): £48 per swimmer
""")

r("reference_squads.md", "squads",
  "Squad structure, training times and trials",
  "reference", "Squads", "squad structure and trials", """
# Squads

Performance, Development, Masters. The head coach (Marcus Hale) owns squad placement.

§A1a§- Performance squad early sessions: Tuesday and Thursday 06:00–07:30 at Harcourt Road
- Development squad: Monday, Wednesday and Friday evenings at Harcourt Road
§F9a§- Squad trials are held in September
§A8a§- Minimum age for Development squad trials: 8
§NS5b§- Squad moves happen at the start of each term, after coach review
""")

r("reference_venues.md", "venues",
  "venues: Harcourt Road, St Anselm's, Fenwick — what each is used for",
  "reference", "Venues", "pools the club uses", """
# Venues

- Harcourt Road Baths (25 m, 6 lanes, electronic timing): squads, galas, lessons stages 5–7
§NS6a§- St Anselm's (20 m, 4 lanes): no galas — too short for licensed meets
- Fenwick Sports Centre (25 m, 8 lanes): hired for the Spring Open only
§D8a§- Club championships are held at Harcourt Road every November
- Keyholder for Harcourt Road early sessions: the head coach
""")

r("reference_contacts.md", "contacts",
  "Who to contact for what (committee roles, mailboxes, chat)",
  "reference", "Contacts", "committee roles and mailboxes", """
# Contacts

- Web secretary: Nadia Okonkwo-Reid (owner of all systems)
- Treasurer: Gareth Pryce
- Lessons coordinator: Lucy Tan (lessons@ mailbox)
- Meet secretary: Bethan Rowe
- Welfare officer: Ruth Adeyemi
§S5a§- Pool hire enquiries: hire@kestrelvale.org.uk (Gmail, checked by Gareth)
§D7a§- Committee chat: WhatsApp community "KVSC Committee"
""")

r("reference_glossary.md", "glossary",
  "glossary: club terms, stage names, gala jargon",
  "reference", "Glossary", "club and gala jargon", """
# Glossary

- **Block**: a term's run of weekly lessons
- **Cut / QT**: qualifying time for an event at a meet
- **Heat declared winner (HDW)**: a meet with no finals; places decided on heat times
- **J1 / J2 / Referee**: technical official grades
- **SDIF, hy3, cl2**: meet file formats
- **Stage 1–7**: Swim England Learn to Swim stages
- **Kestrel Vale SC / KVSC**: the club
""")

r("reference_runbooks.md", "runbooks",
  "Copy-paste runbooks for the common jobs",
  "reference", "Runbooks", "common maintenance commands", """
# Runbooks

## Restart one app
Restart only the affected service; the others share the Compose project.

```
cd /srv/kv && docker compose restart web
docker compose logs -f --tail=100 web
```

## Restore a dump to staging
Pull the dump from the bucket, restore into the staging database only.

```
b2 file download b2://kv-backups/splashdesk/latest.dump /tmp/latest.dump
pg_restore --clean --no-owner -d splashdesk_staging /tmp/latest.dump
```

Never restore over the live database; ask Nadia if a live restore seems needed.
""")

r("project_membership_sync.md", "membership-sync",
  "Syncing club members to Swim England",
  "project", "Membership sync", "sending members to Swim England", """
Every competitive swimmer must be registered with Swim England before their first gala.

§S2a§splashdesk pushes new members to the Swim England Azolve portal every night at 01:30.

- Members are sent with their category (1, 2 or 3); coaches and volunteers are sent as category 3
- Gareth reconciles the Swim England invoice against the member list each quarter
""")

r("project_timetable.md", "lessons-timetable",
  "Where the lessons timetable comes from",
  "project", "Lessons timetable", "how parents see the lesson times", """
§S6a§The lessons timetable PDF is rebuilt every Sunday night by the `timetable-pdf` cron on kv-app-01 and linked from the website.

Lucy edits class times in splashdesk; the timetable only changes when she does. Parents mostly look at it
in the week before a new block starts.
""")

r("project_newsletter.md", "newsletter",
  "Monthly club newsletter",
  "project", "Newsletter", "the monthly families newsletter", """
§S7a§The monthly club newsletter goes out from Mailchimp (audience "KVSC families").

Content comes from the committee WhatsApp by the 25th; Nadia assembles it and it goes out on the 1st.
Gala results summaries and the volunteer of the month are standing items.
""")

r("project_results_site.md", "results-site",
  "Where gala results are published",
  "project", "Results site", "publishing gala results", """
§S8a§Gala results are published on the WordPress site at `results.kestrelvale.org.uk`; galaentry uploads them through the WP REST API.

Uploads run after the `.cl2` import. Bethan checks the disqualifications before she presses publish.
""")

r("project_volunteer_hours.md", "volunteer-hours",
  "Recording volunteer hours for the Clubmark return",
  "project", "Volunteer hours", "recording volunteer hours", """
§S9a§Volunteer hours are logged in the "Volunteer hours" Google Sheet, one tab per season.

The totals feed the club's Clubmark renewal and the volunteer-of-the-month pick. Officials' gala hours
count double in the Clubmark return.
""")

r("project_dbs_checks.md", "dbs-checks",
  "How DBS checks for volunteers are processed",
  "project", "DBS checks", "processing volunteers' DBS checks", """
§S10a§New volunteers' DBS applications are processed through uCheck; the club pays per check.

Ruth (welfare officer) verifies ID documents in person, then the application link goes to the
volunteer. coachrota stores the certificate number and issue date, never the certificate itself.
""")

r("project_website.md", "website",
  "The public club website",
  "project", "Website", "the public website", """
§R10a§The public website is a Hugo site deployed to Netlify from the `website` repo's main branch.

§NS4a§No photo of a swimmer goes on the website without a signed photo consent on file.

- Pages: lessons, squads, join us, pool hire, galas, contact
- Content edits come from Lucy and Bethan as Google Docs; Nadia turns them into Markdown
""")

r("project_waiting_list.md", "waiting-list-size",
  "Size and shape of the lessons waiting list",
  "project", "Waiting list size", "how long the waiting list is", """
§D9a§The learn-to-swim waiting list currently has about 410 children, most of them for stage 1.

- Stage 1 demand outstrips places roughly three to one; stages 4–7 have almost no wait
- The committee wants a second stage 1 class on Saturdays if a teacher can be found
""")

r("project_safeguarding.md", "safeguarding",
  "Safeguarding reporting lines",
  "project", "Safeguarding", "who safeguarding concerns go to", """
§NS2a§Safeguarding concerns go to the Welfare Officer (Ruth Adeyemi), not to the head coach.

- If Ruth can't be reached, the Swim England safeguarding helpline, then the local authority LADO
- The agent must never store details of a concern in any repo, issue or memory file
""")

r("project_gala_season_2026.md", "gala-season-2026",
  "Plans for the 2026 gala season",
  "project", "Gala season 2026", "this season's galas and changes", """
Three club-hosted meets this year, one per term. The Club Championships move to a two-day format if
entries pass 300.

- Bethan wants heat sheets on the website the evening before each meet
- Parents asked for live results; parked until after the championships
""")

r("project_splashdesk_launch.md", "splashdesk-launch",
  "How splashdesk was rolled out",
  "project", "splashdesk launch", "rollout of the lessons app", """
splashdesk went live for lesson bookings in February 2026, replacing the shared lessons inbox for
bookings. The rollout was stage by stage, stage 1 first.

- Lucy and two teachers were trained on the admin screens
- The first block run entirely through splashdesk was the summer block
""")
