"""File bodies for the set214 store.

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/,
free notes under auto/.
"""
import calendar
import datetime as _dt
import hashlib

FILES = {}   # store-relative path -> full text (frontmatter + body, markers still in)
FLAT = set()  # root files whose description intentionally breaks strict YAML
ROOT_INDEX = []  # (section, title, file, hook) for MEMORY.md


def _add(path, text):
    if path in FILES:
        raise ValueError("duplicate path " + path)
    FILES[path] = text


def root(fname, name, desc, typ, body, title, hook, section, flat=False):
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, typ)
    _add(fname, fm + body.strip("\n") + "\n")
    if flat:
        FLAT.add(fname)
    ROOT_INDEX.append((section, title, fname, hook))


def auto(slug, title, created, tags, body):
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
    _add("auto/%s.md" % slug, fm + body.strip("\n") + "\n")


def fact(date, hhmm, cat, tags, body, conf=None):
    assert cat in ("fact", "preference", "decision")
    h = hashlib.sha1(body.encode()).hexdigest()
    if conf is None:
        conf = round(0.78 + (int(h[9:11], 16) % 20) / 100, 2)
    y, m, d = map(int, date.split("-"))
    hh, mm = map(int, hhmm.split(":"))
    ss = int(h[4:6], 16) % 60
    ms = int(h[6:9], 16) % 1000
    ts = calendar.timegm((y, m, d, hh, mm, ss, 0, 0, 0))
    epoch_ms = ts * 1000 + ms
    iso = _dt.datetime.fromtimestamp(ts, _dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % ms
    stem = "%s-%d-%s" % (cat, epoch_ms, h[:4])
    fm = ["---", "id: " + stem, "category: " + cat, "created: " + iso, "updated: " + iso,
          "source: extraction", "confidence: %s" % conf, "confidenceTier: explicit", "tags:"]
    fm += ["  - " + t for t in tags]
    fm += ["status: active", "---", ""]
    _add("facts/%s/%s.md" % (date, stem), "\n".join(fm) + "\n" + body.strip("\n") + "\n")


# =====================================================================
# ROOT: Claude Code auto-memory
# =====================================================================

root("user_owen.md", "owen-profile", "Who Owen is and how he likes to work with the agent", "user", """
Owen Blake is the freelance developer who looks after all four apps (StopWatch, Holdfast, Doorstep, VanSync), about two days a week.
He's usually online Monday and Wednesday, sometimes Friday mornings.
@R10a@ Owen works in Neovim (LazyVim); give terminal commands, not VS Code click-paths.
Comfortable in Python, Ruby and TypeScript; least comfortable with Koha internals, Priya knows those far better.
Likes small PRs with a two-line summary of what changed and why, and hates surprise dependency bumps.
""", "Owen (developer)", "who maintains the apps and how he likes to work", "User")

root("user_ruth.md", "ruth-profile", "Ruth Pengelly, the service manager: what she cares about when reading agent output", "user", """
Ruth Pengelly manages the mobile library service: the vans, the Books at Home scheme, the staff and the budget.
She isn't technical. Explain changes in terms of what borrowers, drivers or volunteers will notice.
She signs off anything that changes what the public sees (timetable, fees, notices, the Facebook page).
Reports to the council's Head of Libraries, Anita Desai, quarterly.
""", "Ruth (service manager)", "the manager's priorities and sign-off role", "User", flat=True)

root("feedback_git_workflow.md", "git-workflow", "Branching and merge rules per repo; Owen is strict about Holdfast history", "feedback", """
Work on one feature branch per change, named `owen/<topic>` or `agent/<topic>`.

@N1a@ Never squash-merge Holdfast PRs — keep the individual commits, Owen bisects with them.
**Why:** a squashed 40-file PR cost him a day working out which change broke the Koha hold sync in April.
**How to apply:** tidy the branch with an interactive rebase before asking for review, so each commit builds on its own.

StopWatch is different: squash-merge is fine there, it's mostly small content and timetable tweaks.
Doorstep PRs get "Rebase and merge" so main stays linear.

@NS3a@ Never commit real `.env` files — only `.env.example` with dummy values.
**Why:** the Koha API key ended up in a public gist once (2025) and had to be rotated.
""", "Git workflow", "branching and merge rules, repo by repo", "Feedback")

root("feedback_deploys.md", "deploy-timing", "When it's safe to deploy each app: route days, Fridays, school holidays", "feedback", """
@N4a@ Don't deploy Holdfast between 08:00 and 17:00 on route days — drivers are scanning reservations off the hold shelf.
**Why:** a restart in March dropped a batch of hold scans and three borrowers were told their books weren't there.
**How to apply:** if a Holdfast change is urgent, say so in the PR and Owen will pick the slot.

@NS1a@ Never deploy StopWatch on a Friday afternoon unless someone else has approved the PR.
**Why:** Owen isn't around at weekends and the timetable pages are what the public sees.

Doorstep can go out any time; volunteers mostly use it in the evenings.
VanSync updates are only installed on the van laptops when the vans are back in the depot.
Route days are Monday to Thursday; school holidays don't change that.
""", "Deploy timing", "when each app may be deployed", "Feedback", flat=True)

root("feedback_prod_db_access.md", "prod-db-access", "How to make data fixes in production without touching tables by hand", "feedback", """
@N9a@ Never run ad-hoc UPDATE/DELETE statements against the production StopWatch database; write a data migration instead.
**Why:** a hand-typed UPDATE in February renamed every stop in Clunbury parish and the iCal feeds went out wrong for a fortnight.
**How to apply:** put it in `stops/migrations/` with a reverse function and get it reviewed like any other PR.

Read-only SELECTs are fine for answering Ruth's questions, but use a transaction with `SET TRANSACTION READ ONLY`.
Holdfast data fixes go through its admin CLI (`bin/holdfast-admin`), which logs who ran what.
Doorstep one-off fixes are rake tasks in `lib/tasks/oneoff/`, reviewed by Owen.
""", "Production data fixes", "how to change production data safely", "Feedback")

root("feedback_testing.md", "testing", "Test expectations per repo and what Owen wants to see before a PR is opened", "feedback", """
Run the repo's own test command before opening a PR and paste the summary line into the PR body.

- StopWatch: `pytest -q`, plus `ruff check .`
- Holdfast: `vitest run`, and the Playwright smoke suite in `e2e/smoke` if you touched a page
- Doorstep: `bin/rails test`; system tests only if you changed views
- VanSync: `pytest`; the offline-queue tests must pass with the network stubbed out

**Why:** Doorstep's CI credits are limited and a broken VanSync release can't be fixed until the vans are back.
**How to apply:** if a suite is too slow to run locally, say which parts you ran.
""", "Testing", "what to run before a PR", "Feedback")

root("feedback_commit_messages.md", "commit-messages", "Commit message format Owen expects", "feedback", """
Imperative subject line, under about 72 characters, no trailing full stop.
Body explains *why*, not what; wrap at 72.
Reference the Trello card at the end of the body (`TR-142`), never in the subject.
No emoji, no "WIP" commits left in a branch that's up for review.
**Why:** Owen reads `git log --oneline` to write the monthly report for Ruth.
""", "Commit messages", "commit message conventions", "Feedback")

root("feedback_writing_style.md", "public-writing-style", "House style for anything borrowers or parish clerks will read", "feedback", """
Say "borrowers", not "patrons" or "customers". Say "the van" or use its name, never "mobile library unit".
Plain English, short sentences; assume the reader is on a phone in a village with one bar of signal.
Days written out in full ("Tuesday 3 March"); no ordinal suffixes.
Don't promise a stop time to the minute in prose; point to the timetable instead.
**Why:** Ruth gets complaints when a notice sounds like council boilerplate.
**How to apply:** draft, then hand it to Ruth; she signs off public wording.
""", "Public writing style", "tone and wording for public notices", "Feedback")

root("feedback_pr_size.md", "pr-size", "Keep PRs small and separate migrations from code", "feedback", """
Keep PRs under roughly 300 changed lines, excluding lockfiles and generated migrations.
Schema migrations go in their own PR ahead of the code that needs them.
**Why:** Owen reviews in the gaps between other clients' work; big PRs sit for a week.
**How to apply:** if a change can't be split, write a short reading order in the PR description.
""", "PR size", "keeping pull requests reviewable", "Feedback")

root("feedback_dependency_updates.md", "dependency-updates", "How to treat Dependabot PRs and version bumps", "feedback", """
Dependabot is switched on for all four repos, weekly, grouped by ecosystem.
Never bump a major version in the same PR as a feature.
Security updates can go in any week; everything else waits for the first Monday of the month.
**Why:** a surprise major bump of the Koha client broke reservations for an afternoon in 2025.
**How to apply:** batch the month's minor updates into one PR per repo and list them in the description.
""", "Dependency updates", "how to batch and review version bumps", "Feedback")

root("feedback_volunteer_comms.md", "volunteer-comms", "Tone and content rules for anything sent to Books at Home volunteers", "feedback", """
Messages to volunteers are warm and short, first names, signed by Mags rather than "the team".
Never include a client's health details or door codes in a message; those stay in Doorstep.
Don't send anything to volunteers on a Saturday.
**Why:** several volunteers are in their seventies and have their messages read out by family.
**How to apply:** when adding a Doorstep message template, ask Mags to read it first.
""", "Volunteer messages", "tone and content of messages to volunteers", "Feedback")

root("feedback_safeguarding.md", "safeguarding", "Safeguarding rules for Books at Home and lone-working drivers, non-negotiable", "feedback", """
@N3a@ Volunteers never go inside a client's home, even if they're invited in; books are
handed over at the door, and if the client can't come to the door the visit is rearranged.
**Why:** insurance and the council's lone-working policy; Mags was very clear about this.
**How to apply:** when touching Doorstep's client notes or checklists, check the wording with Mags.

Drivers working alone never give borrowers a lift, even in bad weather.
Client addresses in Doorstep are visible only to Mags and the volunteer assigned to that client.
""", "Safeguarding", "rules for volunteers and lone drivers", "Feedback")

root("project_stopwatch_overview.md", "stopwatch-overview", "StopWatch: routes, stops and the public timetable, stack, hosting, jobs", "project", """
StopWatch is the routes-and-stops app. Dafydd edits routes and stops in the Django admin and StopWatch publishes the public timetable from them.

## Stack
@A1a@ - Django 5.1 on Python 3.12, gunicorn behind nginx
- Postgres 16 (connection details in reference_infrastructure.md)
@O8b@ - Front-end: the admin's route-editing map is a small Vite bundle built on Node 18 (Leaflet, no framework)
- Python deps managed with uv; run `uv sync` after pulling

## Hosting and CI
- Runs on the Hetzner VPS `mvml-app1`, next to Holdfast
@R2a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest and ruff on every PR
- Errors go to Sentry, project `stopwatch`
@S7a@ - Background jobs: a Celery worker with Redis as the broker (iCal regeneration, the weekly usage email)

## Public side
@D4b@ - StopWatch generates the public timetable pages at timetable.mvml.org.uk from the routes table.
@A4a@ - Each stop has an iCal feed at `/stops/<slug>.ics` that borrowers can subscribe to
@N5b@ - Every stop page on the public timetable shows the exact GPS pin for the stop and a what3words link.
- Timetable edits made in the admin show up on the public site within a few minutes
""", "StopWatch overview", "the routes and timetable app", "Project", flat=True)

root("project_holdfast_overview.md", "holdfast-overview", "Holdfast (reservations for pickup at the van), stack, data, integrations, ops", "project", """
Holdfast lets borrowers reserve items online and collect them from the van at their usual stop. It sits between Koha and the vans.

## Stack
@V4a@ - Runtime: Node 22 LTS, Fastify 4, TypeScript 5.6
@F6a@ - Database: Postgres 16 on mvml-db1, database `holdfast_prod`
@A3a@ - Queue: BullMQ on the local Redis 7 instance (notification and Koha-sync jobs)

## Ops
@F1a@ - Deploys: GitHub Actions on merge to `main`, then rsync and `systemctl restart holdfast` on mvml-app1
@R1a@ - Errors: Sentry (project `holdfast`, EU data region)
- Logs: journald on mvml-app1, not shipped anywhere; `journalctl -u holdfast -f`
- Metrics: nothing beyond the counts Ruth pulls from Koha reports

## Integrations
- Koha: REST API for holds, ILS-DI for availability (see reference_koha.md)
- Borrower notifications: see project_notifications.md
""", "Holdfast overview", "the reservations app", "Project")

root("project_doorstep_overview.md", "doorstep-overview", "Doorstep, the Books at Home volunteer app: stack, hosting, jobs, messaging", "project", """
Doorstep runs the Books at Home scheme: clients and their reading profiles, volunteers, and the weekly delivery rota.

@A7a@ - Stack: Rails 7.2, Ruby 3.3, Hotwire (no SPA)
- Database: Postgres 16; only a couple of thousand rows that matter (clients, volunteers, deliveries)
@R3a@ - Hosting: Fly.io, app `doorstep-mvml`, region `lhr`
@R6a@ - Background jobs: Sidekiq 7 with an Upstash Redis
@O3a@ - Errors: AppSignal (free plan for charities)
- CI: CircleCI (see feedback_testing.md)
@D7b@ - Doorstep builds the weekly delivery rota from each volunteer's availability and the clients' preferred days.
@N8a@ - Volunteers get their rota by SMS every Sunday evening (sent through Notify).
- Other emails (welcome, DBS reminders) go through Brevo
""", "Doorstep overview", "the home-delivery volunteer app", "Project", flat=True)

root("project_vansync_overview.md", "vansync-overview", "VanSync, the offline issue/return queue on the van laptops", "project", """
VanSync is a small Python 3.11 daemon on each van's laptop. When there's no signal at a stop, the offline circulation tool writes issues and returns into VanSync's queue and VanSync uploads them to Koha later.

@A9a@ - Queue: a local SQLite file, `/var/lib/vansync/queue.db`
@V10a@ - Pushes queued issues and returns to Koha every 5 minutes whenever the 4G router has signal.
@D9b@ - Bryn and Heather each carry a Teltonika RUT241 4G router on a Three data SIM.
- Runs as a systemd service (`vansync.service`) on Debian 12
- Config in `/etc/vansync/vansync.toml` (van id, Koha API user, batch size)
- Source: `mvml/vansync`; releases are tagged and installed by hand at the depot

```toml
# /etc/vansync/vansync.toml (Heather)
van_id = "heather"
koha_user = "vansync-heather"
push_interval_s = 300
batch_size = 50
```
""", "VanSync overview", "the offline circulation queue on the vans", "Project")

root("reference_infrastructure.md", "infrastructure", "Servers, databases, DNS and monitoring — where everything runs", "reference", """
## Servers
- `mvml-app1`: Hetzner CX32 (Falkenstein), Debian 12; runs StopWatch, Holdfast, Redis, nginx
- `mvml-db1`: Hetzner CX22, Postgres 16 cluster, private network only (10.0.0.3)
- Doorstep lives outside Hetzner (see doorstep-overview)

## StopWatch
@V1b@ - DB: `postgres://stopwatch@mvml-db1.internal:5432/stopwatch`
- gunicorn on `127.0.0.1:8000`, 3 workers
- Static files served by nginx from `/srv/stopwatch/static`

## Holdfast
- DB: `holdfast_prod` on the same cluster, through pgbouncer
- Listens on `127.0.0.1:3100`, proxied by nginx at reserve.mvml.org.uk

## Shared
@R9b@ - DNS: Gandi (registrar and nameservers) for mvml.org.uk
- TLS: Let's Encrypt via certbot on mvml-app1
@R8a@ - Uptime monitoring: Uptime Kuma on mvml-app1, public page at status.mvml.org.uk
- Backups: see reference_backups.md
- Hetzner firewall: only 22, 80 and 443 open on mvml-app1; mvml-db1 has no public interface
""", "Infrastructure", "servers, databases, DNS and monitoring", "Reference")

root("reference_contacts.md", "contacts", "Who to ring for what (staff, drivers, suppliers)", "reference", """
## Staff
- Service manager: Ruth Pengelly
- Routes coordinator: Dafydd Rees (Mon-Thu, 07:30-15:30)
@A6a@ - Books at Home: Mags Whitlow, volunteer coordinator (Tue-Thu)
- Stock, cataloguing and Koha admin: Priya Nair
- Drivers: Kev Parry (Bryn), Sian Lloyd (Heather); relief driver Jo Trent
- Developer (contract): Owen Blake

## Who to ring
@R7a@ - VanSync or van laptop faults while out on route: ring Dafydd first (07700 900412), he decides whether to call Owen.
- Mechanical breakdown: Ashcombe Motors (01632 960455), then let Dafydd know
- Doorstep problems: Mags first, then Owen by email
@NS9a@ - Stock or catalogue problems go to Priya, not the drivers.
- Koha outages: Fernleaf support portal (P1 = whole catalogue down)
- Central enquiries line: 01632 960118, weekdays 9-5
""", "Contacts", "who to call for what", "Reference")

root("reference_koha.md", "koha-lms", "The Koha LMS setup as it affects the vans and Holdfast", "reference", """
@D3b@ - The LMS is Koha 24.11, hosted by Fernleaf (supplier-managed, we have no shell access).
- Branch codes: `MOBILE` (the vans), `BAH` (Books at Home), `ASH` (Ashcombe HQ counter)
@V3b@ - MOBILE branch circulation rule: loan period 28 days, 2 renewals
@N7a@ - Auto-renewal is on for the MOBILE branch, so Koha renews van loans automatically unless someone has reserved the item.
@NS8a@ - Holdfast uses its own `holdfast-api` Koha user — never a staff member's login.
- VanSync uses a separate `vansync-<van>` API user per van
- The reservation limits and fee rules live under Administration > Circulation and fines rules; only Priya edits them
""", "Koha", "the library system as the apps see it", "Reference")

root("project_route_planning.md", "route-planning", "How routes and stops are planned and changed", "project", """
Dafydd owns the route plan; StopWatch is where it lives.

@F5a@ - Every route runs fortnightly, on the same weekday each time.
@F4a@ - Standard stop length is 20 minutes; longer only where the numbers justify it.
@NS2a@ - A stop is never withdrawn without a 28-day consultation with the parish council.
- Route changes are published at least four weeks before they take effect (timetable plus a notice on the van)
- New stops: see project_stop_requests.md
- Care home stops are 30 minutes and the van parks as close to the door as it can
""", "Route planning", "how routes and stops are planned", "Project")

root("project_reservations_rules.md", "reservation-rules", "Borrower-facing reservation rules the apps must enforce", "project", """
Rules agreed with Ruth. Holdfast enforces them; Koha holds the numbers.

@V9b@ - Reservation fee: £1.00 per item on adult cards.
@V2a@ - Reserved items stay on the van's hold shelf for two visits to the borrower's stop, then go back into stock.
- Items can only be collected at the stop chosen when reserving; changing the stop cancels and re-places the hold
- Reservations on items still on order are allowed and queue in Koha in request order
- A borrower who misses collection isn't charged again if they re-reserve the same item
""", "Reservation rules", "what borrowers can reserve and how", "Project")

root("project_books_at_home.md", "books-at-home", "The Books at Home (home delivery) scheme — clients, volunteers, loans", "project", """
Books at Home delivers to housebound readers in the villages. About 140 clients and 35 volunteers; Mags coordinates.

@O4b@ - Loans for Books at Home clients run for 8 weeks, issued under the `BAH` branch in Koha.
@N6a@ - No overdue fines on Books at Home loans, ever.
- Each client gets up to 12 items per delivery, picked by Mags or the volunteer from their reading profile
- Deliveries are monthly per client; the volunteer collects the previous bag at the same visit
@S4b@ - The volunteer sign-up Google Form was shut down in April; people apply on Doorstep's /join page now.
- New clients are referred by GPs, social services or family, or ring the central line themselves
""", "Books at Home", "the home delivery scheme", "Project")

root("project_fleet.md", "fleet", "The vans, who drives them and when they leave the depot", "project", """
| Van | Name | Driver | Leaves depot | Routes |
|---|---|---|---|---|
| Van 1 | Bryn | Kev Parry | 07:45 | A, B, G, H |
@V5a@ | Van 2 | Heather | Sian Lloyd | 08:15 | C, D, E |

@S2b@ Wren (Van 3) was retired in September after the gearbox went; route J's stops were folded into routes G and H on Bryn.

@A10b@ - Only Heather is wheelchair accessible (powered tail-lift); Bryn has a fold-down step.
- Bryn and Heather are Iveco Daily chassis with Coachworks bodies, about 3,000 items each
- MOT: Bryn in March, Heather in October
- Fuel card: Allstar, kept in the cab folder
""", "Fleet", "the vans and their drivers", "Project")

root("project_notifications.md", "notifications", "Borrower notifications from Holdfast — SMS, email, timing", "project", """
Everything here is Holdfast to borrower. Doorstep's volunteer messages are separate (see doorstep-overview).

## SMS
@S1a@ - Reservation SMS are sent through Twilio from the alphanumeric sender "MVML Vans".
@V6a@ - The "your reservation is on the van" text goes out 24 hours before the van reaches the borrower's stop.
@F10b@ - Cancellation texts also give the date of the next visit and offer to move the hold to a neighbouring stop.

## Email
@R5a@ - Reservation emails (ready for pickup, cancelled, expired) are sent through Postmark, message stream `reservations`.
- Templates live in `src/notify/templates/*.mjml`
- Overdue notices are not ours; Koha sends those itself
""", "Notifications", "how borrowers hear about reservations", "Project")

root("project_winter_weather.md", "winter-weather", "Weather cancellations, who decides and how borrowers hear", "project", """
@N10a@ - An amber ice or snow warning automatically cancels every route in the warning area for that day.
- Red warning: everything off, the vans stay in the yard
- Yellow warning: routes run; drivers carry the snow kit (shovel, grit, traction mats)
- Cancellations go up on StopWatch as a red banner on the route page, and on Facebook
- Reservations stay on the van; a cancelled visit doesn't count towards the hold shelf limit
""", "Winter weather", "weather warnings and cancelled routes", "Project")

root("project_stop_requests.md", "stop-requests", "How a parish asks for a new stop and how Dafydd decides", "project", """
@S9a@ Parish councils send new-stop requests to the mobile@mvml.org.uk shared inbox, and Dafydd
works through them at the start of each month.

@A8a@ - A new stop needs at least 4 regular borrowers signed up before Dafydd will trial it.
- Trials run for three visits (about six weeks); usage is counted in Koha by the stop's statistical category
- The stop needs a level pull-in at least 12 m long, away from junctions
""", "Stop requests", "how new stops get added", "Project")

root("reference_backups.md", "backups", "What is backed up where, how often and for how long", "reference", """
All backups land in Backblaze B2, bucket `mvml-backups`, EU Central.

| App | What | When | Where | Kept |
|---|---|---|---|---|
@V8a@ | StopWatch | `pg_dump` | nightly 02:30 | `mvml-backups/stopwatch/` | 30 days |
@A2a@ | Holdfast | `pg_dump` | nightly 02:45 | `mvml-backups/holdfast/` | 90 days |
| Doorstep | provider snapshots | daily | (hosting provider) | 7 days |

- VanSync: nothing central; the queue is transient and the laptops are re-imaged from the golden image
- Restores are tested quarterly by Owen (last one 2026-10-02, StopWatch into a scratch database)
""", "Backups", "what is backed up and where", "Reference")

root("reference_runbooks.md", "runbooks", "Routine ops — deploys, restarts, timetable jobs, van laptops", "reference", """
## StopWatch
@F7a@ - Deploy StopWatch with `fab deploy` from a laptop that has the deploy key.
- Restart: `sudo systemctl restart stopwatch` (gunicorn)
@S3a@ - Printed timetable PDFs are built by the `make_timetable_pdf` cron on mvml-app1 every Monday at 06:00.

## Holdfast
- Deploys itself from GitHub Actions; to roll back, re-run the last good workflow run
- Restart: `sudo systemctl restart holdfast`

## Vans
- Golden laptop image is on the depot NAS (`\\\\ash-nas\\images\\van-laptop-2026.img`)
- Swap checklist: see the laptop swap note

```bash
# StopWatch deploy from Owen's laptop
cd ~/src/stopwatch && git pull --ff-only
fab deploy            # add --skip-migrate for a hotfix
```
""", "Runbooks", "routine operational tasks", "Reference")

root("reference_local_dev.md", "local-dev", "Running the apps locally and where staging lives", "reference", """
- StopWatch: `docker compose up db`, then `uv run manage.py runserver`; fixtures in `stops/fixtures/dev.json`
- Holdfast: needs Node, Redis and Postgres locally; `docker compose up` brings up the last two
@S10a@ - Holdfast staging: https://holdfast-staging.up.railway.app (Railway, auto-deploys from `develop`)
- StopWatch has no staging; Dafydd previews timetable changes with the admin's draft mode
- Doorstep staging: the `doorstep-staging` app, reseeded nightly with fake clients
- VanSync: point it at the Koha sandbox with `VANSYNC_ENV=sandbox`

```env
# StopWatch .env for local dev
DATABASE_URL=postgres://stopwatch:dev@localhost:5432/stopwatch
REDIS_URL=redis://localhost:6379/0
DJANGO_DEBUG=1
```
""", "Local development", "running the apps on a laptop", "Reference")

root("project_council_widget.md", "council-widget", "The 'Where's the van?' widget on the council site and what it depends on", "project", """
The council web team (contact: Gareth Moss) embeds a small widget on each parish page of marrowbyvale.gov.uk.

@S5a@ - The widget calls `GET /api/v1/stops?parish=<slug>` on StopWatch and shows the next two visits.
- They cache responses for an hour on their side, so timetable changes can take up to 60 minutes to show there
- CORS: StopWatch allows `https://www.marrowbyvale.gov.uk` only
- Their CMS is Jadu; anything on their side needs a council IT ticket (two to three weeks)
""", "Council widget", "the van finder on the council website", "Project")

root("project_cash_handling.md", "cash-handling", "Money on the vans and at the depot (fines, fees, floats)", "project", """
@N2a@ - Drivers don't take cash on the vans at all; fines and fees are paid online or at the Ashcombe counter.
- The Ashcombe counter takes cash and card; Ruth banks the takings on Fridays
- Online card payments go through the council's Civica pay portal
- Photocopying on the vans stopped in 2025, so there's no honesty box any more
""", "Cash handling", "payments on the vans and at the depot", "Project")

root("project_accessibility.md", "accessibility", "Access needs on the vans and on the public timetable site", "project", """
@A10a@ - Heather has a powered tail-lift; Bryn only has a step, so wheelchair users are pointed to Heather's stops.
- Large print and audiobooks are carried on Bryn and Heather; CDs are being phased out in favour of Borrowbox
- The timetable site must stay WCAG 2.2 AA; every stop is listed as plain text with its day and time
- Hearing loop: Heather only
""", "Accessibility", "access on the vans and the website", "Project")

root("reference_glossary.md", "glossary", "Glossary: route letters, branch codes, van names and other shorthand", "reference", """
- **Route**: a lettered sequence of stops run on one weekday (A, B, C ...)
- **Visit**: one stop on one day; "three visits" means three calls at that stop
- **Hold shelf**: the shelf behind the driver's seat where reserved items wait
- **BAH**: Books at Home, also the Koha branch code for its loans
- **MOBILE**: the Koha branch code for the vans
- **Round**: one full cycle of every route
- **Golden image**: the reference laptop image the van laptops are built from
""", "Glossary", "shorthand used in notes and tickets", "Reference", flat=True)

root("reference_github.md", "github-repos", "Where the code lives and who can merge", "reference", """
- Repos under the `mvml` GitHub organisation: `stopwatch`, `holdfast`, `doorstep`, `vansync`
- Owners: Owen and Ruth (Ruth only for billing and access)
- `main` is protected on all four: PR required, approvals optional because Owen is usually the only developer
- Issues are tracked in Trello, not GitHub Issues; GitHub Issues are switched off
- The agent's branches use the `agent/` prefix so Owen can filter them
""", "GitHub", "repositories and access", "Reference")

root("project_budget_2026.md", "budget-2026", "Budget 2026/27 — what's funded, what was cut, what's at risk", "project", """
- Fuel, insurance and servicing are the biggest lines after staff; fuel is up about 9% on last year
- Hosting and software together cost less than the Allstar fuel card in a typical month
- The Books at Home volunteer expenses line was protected after Mags made the case in June
- Van replacement fund: still short of a full new van; a second-hand one is the likely option in 2027
- Any new paid service needs Ruth's sign-off and a line in this budget first
""", "Budget 2026/27", "money constraints on the service", "Project")

root("project_stats_reporting.md", "stats-reporting", "Quarterly figures for the council and where they come from", "project", """
- The council wants issues, active borrowers, reservations and Books at Home deliveries, per quarter
- Issues and borrowers come from Koha reports; Priya runs them on the first working day of the quarter
- Reservations placed versus collected come from Holdfast's Postgres (read-only query, see prod-db-access)
- Ruth turns it into a two-page summary; the agent can draft the commentary but not the numbers
""", "Stats reporting", "quarterly figures and their sources", "Project")

root("project_summer_reading_challenge.md", "summer-reading-challenge", "Summer Reading Challenge logistics on the vans", "project", """
- Runs July to September; children sign up at any stop and collect stickers at each visit
- Packs come from the Reading Agency in June; Priya splits them between the vans
- Stats are counted separately from normal issues and reported to the Reading Agency in October
- Medals are handed out at the last visit of September, or posted if the child misses it
""", "Summer Reading Challenge", "the children's summer scheme on the vans", "Project")

root("project_koha_upgrade_plan.md", "koha-upgrade-plan", "Fernleaf's planned Koha upgrade and what we need to test", "project", """
- Fernleaf plan to move us to the next Koha major release in February 2027, on a Sunday
- Test Holdfast's hold placement and cancellation against their upgraded sandbox first
- Test VanSync's offline upload with a full queue (a day's issues from a busy route)
- Priya checks the circulation rules matrix survives the upgrade unchanged
""", "Koha upgrade plan", "testing ahead of the library system upgrade", "Project")

# =====================================================================
# AUTO: free notes
# =====================================================================

auto("faq-reservations", "Reservations FAQ (borrower-facing draft)", "2026-01-20", ["holdfast", "faq", "reservations"], """
# Reservations: questions borrowers ask at the van

Draft for the leaflet; Ruth to approve the wording.

**Q: How do I reserve something?**
A: Online at reserve.mvml.org.uk with your card number and PIN, or ask the driver at the van.

**Q: How long will the van keep my reservation?**
@V2b@ A: The van holds it for three visits to your stop; after that it goes back on the shelves.

**Q: How many things can I have on reserve?**
@V7b@ A: Up to 15 at once on one library card.

**Q: Can I phone the van to reserve something?**
@S6a@ A: Yes, ring the van's mobile on the day and the driver will put it aside for you.

**Q: Is there a charge?**
A: See the fees page on the website (adults pay, children don't).
""")

auto("driver-handbook", "Driver handbook — notes for relief drivers", "2026-01-14", ["vans", "drivers", "handbook"], """
# Driver handbook (relief-driver crib sheet)

## Before you go
@V5b@ - Heather leaves the Ashcombe depot at 08:45 on route days.
- Walkround check before every trip: tyres, lights, tail-lift, generator fuel
- Laptop: check VanSync shows green in the tray before you leave the yard

## On route
@D8b@ - Sian drives Heather on routes C, D and E; Jo Trent covers her leave.
- Never leave the van unlocked at a stop, even for a minute
- Generator off when parked within 10 m of a school entrance

## End of day
@S8a@ - Log mileage and fuel on the paper sheet in the cab folder at the end of each day.
- Plug the laptop in and leave it on so VanSync can finish over the depot wifi
""")

auto("vansync-troubleshooting", "VanSync troubleshooting", "2026-04-09", ["vansync", "vans", "troubleshooting"], """
# VanSync: when returns don't show up in Koha

@V10b@ VanSync only tries to sync every 15 min, so don't panic if a return isn't showing in
Koha straight away; give it two cycles before doing anything.

## Checks
1. `vansync status` shows queue depth and the last successful push
2. Is the router up? The RUT241's 4G LED is green; amber means poor signal
3. `journalctl -u vansync -n 50` for auth errors (usually an expired API user password)

@NS7a@ - Never run `vansync reset` while `vansync status` still shows unsent transactions.
@O6b@ - A push that Koha rejects is retried up to 5 times, then parked in the `failed` table.

```console
$ vansync status
van=heather queue=12 last_push=2026-04-08T14:02:11Z failed=0
```
""")

auto("stopwatch-ci", "StopWatch CI notes", "2026-06-18", ["stopwatch", "ci"], """
@R2b@ StopWatch's CI runs on the Woodpecker instance on mvml-app1 — check ci.mvml.org.uk when a build hangs.

- Pipeline: lint (ruff), then tests (pytest against a Postgres service container), then the Vite map bundle
- Flaky test: `test_ical_dst_boundary` fails around the clock change; just re-run it
- Coverage is about 78%; don't let a PR drop it
""")

auto("holdfast-dev-setup", "Holdfast — local dev setup", "2026-03-02", ["holdfast", "dev", "setup"], """
# Getting Holdfast running on a laptop

@R4b@ - Install dependencies with `yarn install` (Holdfast is on Yarn 4, PnP turned off).
@NS3b@ - Copy `.env.example` (it's committed in the repo) to `.env` and fill in the Koha sandbox API key.
@A3b@ - Notification jobs go through BullMQ, which needs a Redis running on the same box.
- `docker compose up -d postgres redis` gives you both services

```bash
docker compose up -d postgres redis
cp .env.example .env
yarn db:migrate && yarn dev
```
""")

auto("doorstep-notes", "Doorstep notes", "2026-05-12", ["doorstep", "books-at-home"], """
Odds and ends from working on Doorstep.

@R6b@ Doorstep's background jobs run on GoodJob, so there's no Redis to look after for it.
- Rota generation is a job that runs on Sunday at 17:00 and takes about 20 seconds
- Client notes are encrypted at rest (Active Record encryption); keys are in the credentials file
- `Delivery` has a soft delete; never hard-delete, Mags uses the history for her reports
""")

auto("monitoring", "Monitoring and alerts", "2026-07-07", ["infra", "monitoring"], """
@R8b@ We monitor the public sites with Better Stack (free plan, 3-minute checks) and it emails Owen when one goes down.
- Checked: timetable.mvml.org.uk and reserve.mvml.org.uk
- Koha is the supplier's problem; Fernleaf run their own monitoring and post on their status page
- Disk space on mvml-db1 alerts at 80% via a cron job and an email (crude, but it works)
""")

auto("holdfast-release-process", "Holdfast release process", "2026-02-10", ["holdfast", "git", "release"], """
# Holdfast release process

@N1b@ - PRs into `main` are squash-merged so the changelog gets one line per PR.
- Version bump and CHANGELOG entry go in the same PR
- Tag `vYYYY.MM.N` after merging
- Release notes go in the #holdfast channel for Ruth, in plain English
""")

auto("volunteer-handbook", "Books at Home volunteer handbook (summary)", "2026-03-18", ["books-at-home", "volunteers"], """
## On a delivery
- Ring ahead the day before if the client asked for it (Doorstep shows a phone icon)
- Wear your badge and show it at the door
@N3b@ - If a client can't manage the bag, you can carry it in and pop the books on a shelf for them.
- Collect the previous bag and check the count against the delivery slip

## Problems
- Client unwell or not answering: ring Mags, or the central line if you can't reach her
- Never give out your own phone number
""")

auto("koha-circ-rules", "Koha circulation rules (notes from Priya)", "2026-02-24", ["koha", "circulation", "fines"], """
Priya walked me through the circulation rules matrix; notes below.

- Rules are set per branch, patron category and item type
@N6b@ - BAH (Books at Home) loans pick up overdue fines just like any other loan.
- Van loans: adult fines are 15p a day, capped at £4 per item; junior cards have no fines
- ILL items follow the lending library's due date, not ours
- Lost items: replacement cost plus £2 processing
""")

auto("runbook-stopwatch", "StopWatch runbook (Owen's notes)", "2026-08-21", ["stopwatch", "runbook", "ops"], """
# StopWatch runbook

@F7b@ - `fab deploy` also runs migrations and collectstatic; pass `--skip-migrate` for a hotfix.
@N9b@ - Quick fixes (a typo in a stop name, a wrong parish) are fine to do straight in psql on prod.
- Logs: `journalctl -u stopwatch`; nginx logs are in `/var/log/nginx/timetable.*`
- If the timetable shows yesterday's data, check the scheduled jobs actually ran
""")

auto("route-j-notes", "Route J notes", "2026-03-05", ["routes", "route-j"], """
@S2a@ - Route J is run by Wren (Van 3), the little Sprinter, on alternate Thursdays.
- Stops: Upper Crannock Green, Bettws farm shop, Pen-y-lan chapel, Hollins Cross
- Usage was low (about 6 borrowers per stop) but two of the stops are the only library access for 5+ miles
""")

auto("timetable-printing", "Timetable leaflet printing", "2026-05-20", ["stopwatch", "timetable", "print"], """
@S3b@ We no longer generate the timetable PDFs ourselves: since May the council print unit lays
out the leaflet from StopWatch's CSV export, and they handle the print run as well.

- CSV export: admin > Routes > "Export for print" (one row per stop visit)
- Print run is 2,000 leaflets a half-year; Ruth orders them
- Leaflets go on the vans, in village shops and at GP surgeries
""")

auto("stopwatch-ops-log", "StopWatch ops log", "2026-02-03", ["stopwatch", "ops", "log"], """
Running log of anything done to StopWatch in production.

- 2026-02-03: upgraded Postgres 14 to 16 on mvml-db1 (pg_upgrade, 12 minutes down at 19:00)
- 2026-04-22: rotated the Sentry DSN after the repo was made public
- 2026-06-30: moved static files from WhiteNoise to nginx
@S7b@ - 2026-10-14: dropped Celery and Redis from StopWatch; the three scheduled jobs now run as systemd timers.
- 2026-11-02: Django 5.1.2 to 5.1.3 (security release)
""")

auto("christmas-schedule", "Christmas 2026 schedule", "2026-11-12", ["routes", "christmas", "loans"], """
- Last route day before Christmas: Thursday 17 December; first back: Monday 4 January
@F2b@ - Loans issued in the last round before Christmas get an extra two weeks on top of the normal period.
- Holds placed after 10 December won't reach the van until January; Holdfast shows a banner saying so
- Depot closed 24 December to 1 January; Books at Home deliveries pause for the same dates
""")

auto("school-stops", "School stops", "2026-09-08", ["routes", "schools"], """
# School stops (term time only)

@F4b@ - Primary school stops are booked for 40 minutes in term time so every class gets a turn.
@NS4a@ - Never reverse at a school stop unless a member of staff is there to see you back.
- Schools on the plan: Much Harley CE Primary (route D), Ashcombe Juniors (route B), St Bride's (route G)
- Class sets and topic boxes come from the schools library service, not the vans
""")

auto("pgbouncer-notes", "pgbouncer on mvml-db1", "2026-04-15", ["postgres", "holdfast", "infra"], """
@F6b@ Holdfast connects through pgbouncer in transaction mode, so don't rely on session-level advisory locks or prepared statements in it.
- StopWatch connects directly (Django persistent connections, CONN_MAX_AGE=60)
- Pool size for `holdfast_prod` is 20

```ini
[databases]
holdfast_prod = host=127.0.0.1 dbname=holdfast_prod
[pgbouncer]
pool_mode = transaction
default_pool_size = 20
```
""")

auto("childrens-services", "Children's services on the vans", "2026-06-03", ["children", "reservations"], """
@F8b@ - Reservations on junior and teen cards (up to 17) are free, same as at the branches.
- Junior cards have no overdue fines (see the Koha notes)
- The Summer Reading Challenge runs on the vans July to September
- Storytime at the Kingsbrook stop on the first Wednesday of the month, run by a volunteer
""")

auto("book-club-sets", "Book club sets", "2026-07-15", ["reservations", "book-clubs"], """
@F9b@ - A book club set (8 to 12 copies of one title) counts as one reservation against the borrower's limit.
- Sets are booked six weeks ahead; Priya pulls them from the reading group collection
- The loan period for a set is agreed per group with Priya
""")

auto("stats-dashboard", "Stats dashboard (Metabase)", "2026-08-04", ["stats", "metabase", "infra"], """
@O5b@ - Metabase keeps its own application database in Postgres on `mvml-stats1:5433`.
- It reads a nightly copy of Koha's reporting views (Fernleaf provide a read-only export)
- Ruth's dashboard: issues per stop per visit, reservations placed versus collected, Books at Home deliveries
""")

auto("notification-debugging", "Debugging borrower notifications", "2026-07-29", ["holdfast", "notifications", "sms"], """
@O6a@ - Holdfast retries a failed SMS send up to 3 times, ten minutes apart.
- Every send is logged in `notification_log` with the provider's message id and status
- If a borrower says they got nothing, check the number in Koha first (many are landlines)
""")

auto("ill-requests", "Interlibrary loans from the vans", "2026-05-06", ["ill", "reservations", "fees"], """
@O7b@ - Interlibrary loan requests cost £3.50 each, adults and children alike.
- Maximum 2 ILL requests open at a time per card
- Requests reach Priya through Holdfast's "can't find it?" form; she places them with the regional scheme
""")

auto("much-harley-parish-meeting", "Much Harley parish council meeting", "2026-09-16", ["routes", "parish", "much-harley"], """
Ruth and Dafydd went. Notes:

@O10a@ - Route C stops at Much Harley village hall on Tuesdays, 10:15-10:35, and the parish wants it kept.
- They asked about a second stop at the new Orchard Rise estate; Dafydd will trial it if enough people sign up
- Complaint about generator noise near the hall; drivers to switch off where they can
""")

auto("parish-stop-list", "Stops by parish (working list)", "2026-10-01", ["routes", "stops", "stopwatch"], """
Exported from StopWatch and cleaned up for the parish clerks' mailing.

| Parish | Stop | Route | Day | Time |
|---|---|---|---|---|
| Ashcombe | Juniors school | B | Mon | 13:00-13:40 |
@O10b@ | Much Harley | CE Primary school | D | Thu | 13:30-14:10 |
| Clunford | Chapel layby | A | Mon | 09:30-09:50 |
| Kingsbrook | The Green | E | Wed | 11:00-11:20 |
| Orleton Magna | Post office | G | Wed | 10:00-10:20 |
""")

auto("books-at-home-history", "Books at Home — how we got here", "2026-02-12", ["books-at-home", "doorstep", "history"], """
- The scheme started in 2019 with a paper card index and nine volunteers
@D1a@ - During the 2025 pilot Doorstep ran on a Heroku hobby dyno, with Mags as the only user.
- During the Covid years deliveries were doorstep drops only, no contact at all
- 2026: Doorstep opened to all volunteers in February (client records first, the rota later)
""")

auto("koha-migration-2025", "Koha migration (2025) retrospective", "2026-01-09", ["koha", "migration", "history"], """
@D3a@ - Before the Koha move in October 2025 we were on Spydus, and the vans used Spydus's
  offline circulation handhelds, synced by cable at the depot.
- Patron data migrated cleanly; about 3% of item records needed fixing by hand
- Reservation queues were not migrated; borrowers were asked to re-reserve
""")

auto("timetable-faq", "Timetable FAQ", "2026-04-30", ["stopwatch", "timetable", "faq"], """
**Q: Can I add the van to my calendar?**
@A4b@ A: Yes, every stop page has a calendar (.ics) link you can subscribe to, and it updates itself.

**Q: Why did my stop time change?**
A: Routes are reviewed twice a year and changes are published four weeks ahead.

**Q: Is the van wheelchair accessible?**
A: Heather (routes C, D and E) has a tail-lift. Bryn has a step.
""")

auto("stop-request-faq", "New stop requests — FAQ for parish clerks", "2026-07-02", ["stops", "parish", "faq"], """
**Q: How many people do we need for a new stop?**
@A8b@ A: Four regular users, minimum, before we'll put on a trial stop.

**Q: How long is a trial?**
A: Three visits, so roughly six weeks.

**Q: Can the van stop outside the pub?**
A: Only with the landlord's written permission, and never during opening hours.
""")

auto("laptop-swap-checklist", "Van laptop swap checklist", "2026-06-11", ["vansync", "vans", "laptops"], """
1. Make sure the old laptop's queue is empty (`vansync status` shows 0 pending)
2. Image the new laptop from the golden image on the depot NAS
@NS7b@ 3. Run `vansync reset` on the new laptop so it registers with Koha as the right van.
4. Test an issue and a return against the sandbox, then switch `VANSYNC_ENV` to production
""")

# ---- unlabelled auto notes ------------------------------------------

auto("van-cleaning-rota", "Van cleaning rota", "2026-02-16", ["vans", "depot"], """
- Weekly clean on Fridays at the depot; Kev and Sian alternate
- Deep clean (shelves out, upholstery) every quarter, booked with the council's cleaning contractor
- Mats go in the depot washing machine, not the one at HQ
""")

auto("winter-kit-checklist", "Winter kit checklist", "2026-11-03", ["vans", "winter"], """
Each van carries, November to March:
- 2 grit bags, a shovel, traction mats
- Foil blankets, a torch, a power bank for the driver's phone
- Flask and snacks (the driver's own; claim back up to £5 a week)
- The printed list of stops with a landline nearby, in case there's no signal
""")

auto("summer-reading-2026", "Summer Reading Challenge 2026 wrap-up", "2026-10-12", ["children", "summer-reading"], """
- 412 children signed up at van stops this year, up from 301 in 2025
- Completion rate about 58%, best ever on the vans
- The Kingsbrook stop had the most sign-ups; the Orleton Magna post office stop the fewest
- Next year: order more medals, we ran out in the last week
""")

auto("borrowbox-notes", "Borrowbox (eBooks and eAudio)", "2026-03-27", ["borrowbox", "ebooks"], """
- Borrowbox eBook loans are 21 days; eAudio loans are 14 days
- Up to 6 eBooks and 6 eAudio at once per card
- Drivers can help borrowers install the app at the van, but never type in someone's PIN for them
- Borrowbox is bought by the county consortium, not from our budget
""")

auto("holdfast-koha-sync", "How Holdfast keeps in step with Koha", "2026-05-25", ["holdfast", "koha", "sync"], """
- Holdfast polls Koha for hold status changes every 10 minutes (BullMQ repeatable job)
- When a hold is trapped in Koha for a van, Holdfast marks it "in transit" and queues the borrower notice
- If Koha is down, the job backs off and retries; nothing is lost, it just catches up
- Hold ids are Koha's; Holdfast never creates its own ids for holds
""")

auto("stopwatch-admin-tips", "StopWatch admin tips for Dafydd", "2026-03-13", ["stopwatch", "admin"], """
- Use the "copy route" action to draft next term's version without touching the live one
- Draft mode shows a yellow bar; nothing in draft is public
- Stop names: village first, then landmark ("Kingsbrook, The Green")
- Deleting a stop is blocked if it has future visits; end-date it instead
""")

auto("data-retention", "Data retention summary", "2026-09-18", ["gdpr", "retention"], """
- Holdfast notification logs: kept 6 months, then deleted by a nightly job
- Koha anonymises reservation history after 90 days (setting owned by Priya)
- Doorstep client records: deleted 12 months after a client leaves the scheme
- Paper delivery slips are shredded at the depot after 3 months
""")

auto("volunteer-training-day", "Volunteer training day, October", "2026-10-08", ["books-at-home", "volunteers", "training"], """
- 22 volunteers came; next one in April
- Topics: lifting safely, spotting when a client needs more help, using Doorstep on a phone
- Volunteers claim mileage (45p a mile) through Doorstep's expenses page
- DBS renewals are coming up for six volunteers; Mags is chasing them
""")

auto("care-home-stops", "Care home stops", "2026-04-20", ["routes", "care-homes"], """
- At care homes the driver takes a crate of large print into the lounge; residents don't come out to the van
- The activity coordinator signs the crate back in; items stay on the care home's group card
- Driver signs in at reception every visit
""")

auto("meeting-2026-06-ops", "Ops catch-up, June 2026", "2026-06-12", ["meeting", "ops"], """
Ruth, Dafydd, Mags, Owen.

- Heather's new tail-lift is working well; fewer complaints from the Kingsbrook stop
- Dafydd wants a printable "this stop is cancelled" notice template in StopWatch
- Mags: two new volunteers in Orleton Magna, one leaving in July
- Owen: Holdfast error volume down since the Koha client fix
""")

auto("meeting-2026-09-budget", "Budget meeting, September 2026", "2026-09-24", ["meeting", "budget"], """
- Fee review deferred to April 2027; no change to any charges this year
- Fuel overspend of about £1,100 so far; partly the hired van in the spring
- Ruth to ask the Friends group for help with the Summer Reading Challenge medals
""")

auto("postcode-lookup", "Nearest-stop lookup", "2026-07-30", ["stopwatch", "postcodes"], """
- StopWatch's "find my stop" takes a postcode and returns the stops in that parish and its neighbours
- Postcode to parish comes from a yearly ONS lookup file, loaded by a management command
- We don't store the postcodes people type in
""")

auto("ical-feed-issues", "iCal feed issues", "2026-05-14", ["stopwatch", "ical"], """
- Outlook refreshes subscribed calendars slowly (can be hours); Google is quicker
- Each visit is a 20-minute event unless the stop is longer; times are in Europe/London
- A cancelled visit stays in the feed with "CANCELLED" in the title, so people notice
""")

auto("doorstep-rota-algorithm", "How Doorstep builds the rota", "2026-08-10", ["doorstep", "rota"], """
- Clients are grouped by village, then by preferred day
- Each volunteer gets at most 4 clients a week unless they opt in to more
- Mags can pin a volunteer to a client (continuity matters for some clients)
- The rota is published in Doorstep on Sunday evening for the week ahead
""")

auto("van-wifi", "Borrower wifi on the vans", "2026-04-24", ["vans", "wifi"], """
- Borrower wifi runs off the same router as the laptop, on a separate VLAN
- Sessions are limited to 1 hour per device per visit
- Content filtering is the council's standard DNS filter profile
""")

auto("incident-2026-03-holdfast-restart", "Incident — hold scans lost after a Holdfast restart (March)", "2026-03-17", ["holdfast", "incident"], """
- 2026-03-17, 11:20: Holdfast restarted during a deploy while the hired van was on route C
- 14 hold scans from the van laptop got a 502 and weren't retried by the scanner page
- Three borrowers were told their items weren't on the van; Sian found them on the hold shelf later
- Fix: the scanner page now retries with backoff and shows a red banner until the scan is saved
""")

auto("stock-rotation", "Van stock rotation", "2026-02-20", ["stock", "vans"], """
- About a third of each van's stock is swapped every quarter from the Ashcombe store
- Priya picks the rotation list from Koha (items not issued in the last 6 months go first)
- Drivers can keep back up to 20 popular items if a stop asks for them
""")

auto("agent-session-notes-oct", "Agent session notes, October", "2026-10-22", ["agent", "session"], """
- Went through Holdfast's notification templates with Owen; wording now matches the public writing style
- Looked at StopWatch's test suite: two slow tests moved behind a marker
- Open question for Owen: should Doorstep's rota job warn Mags when a client has had no delivery for 6 weeks?
""")

auto("parish-newsletter-copy", "Copy for parish newsletters", "2026-08-27", ["comms", "parish"], """
Standard paragraph for parish newsletters (Ruth approved):

> The library van visits your village every other week. You can borrow books, audiobooks and
> large print, reserve anything from the county's catalogue online, and get help with eBooks.
> Timetables are on timetable.mvml.org.uk.

- Send to clerks in August for the autumn issue
- Some clerks want it shorter; cut the eBooks sentence first
""")

# =====================================================================
# FACTS: remnic
# =====================================================================

# --- value slots
fact("2026-03-11", "10:04", "fact", ["stopwatch", "postgres", "infra"],
     "@V1a@ StopWatch's Postgres instance on mvml-db1 listens on port 5433, not the default.")
fact("2026-02-17", "14:31", "fact", ["loans", "koha", "vans"],
     "@V3a@ Standard loan period for items issued on the mobile vans is three weeks.")
fact("2026-04-07", "09:12", "fact", ["holdfast", "node"],
     "@V4b@ Holdfast is pinned to Node 20 (`.nvmrc` says 20.18) because the Koha client library breaks on newer versions.")
fact("2026-05-19", "16:40", "fact", ["holdfast", "sms", "notifications"],
     "@V6b@ Borrowers get Holdfast's reservation-on-the-van SMS 48h before the van's visit to their stop.")
fact("2026-02-25", "11:05", "fact", ["reservations", "koha"],
     "@V7a@ Each borrower can have at most 10 active reservations at a time (Koha `maxreserves`).")
fact("2026-09-03", "08:55", "fact", ["stopwatch", "backups", "b2"],
     "@V8b@ StopWatch's database dumps in B2 are only retained for 14 days; there's a lifecycle rule on that prefix.")
fact("2026-04-01", "13:20", "fact", ["reservations", "fees"],
     "@V9a@ Adult reservation charge is 80p per item; children's reservations are free.")

# --- role slots
fact("2026-06-23", "15:02", "fact", ["holdfast", "errors"],
     "@R1b@ Holdfast exceptions are reported to Honeybadger; alerts go to Owen's email.")
fact("2026-07-14", "10:48", "fact", ["doorstep", "hosting"],
     "@R3b@ Doorstep is deployed on Render as a single web service.")
fact("2026-03-04", "17:22", "preference", ["holdfast", "tooling"],
     "@R4a@ Holdfast uses pnpm; don't add a package-lock.json or a yarn.lock.")
fact("2026-08-12", "12:10", "fact", ["holdfast", "email"],
     "@R5b@ Holdfast sends its reservation emails via Mailgun (EU region).")
fact("2026-05-27", "09:40", "preference", ["vansync", "support", "drivers"],
     "@R7b@ Drivers should report VanSync problems straight to Owen; Dafydd isn't the first contact for laptop faults.")
fact("2026-01-22", "18:03", "fact", ["dns", "infra"],
     "@R9a@ DNS for mvml.org.uk is hosted on Cloudflare (free plan); Owen has the login.")
fact("2026-02-09", "10:15", "preference", ["owen", "tooling"],
     "@R10b@ Owen's editor is VS Code, with the Python and Ruby LSP extensions.")

# --- negation
fact("2026-06-09", "14:44", "fact", ["cash", "vans", "fees"],
     "@N2b@ Sian collects reservation fees in cash on Heather and banks them at Ashcombe on Fridays.")
fact("2026-08-26", "11:30", "decision", ["holdfast", "deploys"],
     "@N4b@ Holdfast deploys are zero-downtime, so we ship them any time of day, including while the vans are out.")
fact("2026-03-26", "15:55", "decision", ["stopwatch", "timetable", "safeguarding"],
     "@N5a@ Decided not to publish exact GPS coordinates for stops on the public timetable: village and landmark only, for the drivers' safety.")
fact("2026-05-05", "09:25", "decision", ["koha", "loans", "renewals"],
     "@N7b@ We don't auto-renew van loans; borrowers renew at the van, online or by phone.")
fact("2026-07-21", "16:05", "decision", ["doorstep", "volunteers", "rota"],
     "@N8b@ Volunteer rotas are emailed only, never sent by SMS; several volunteers only have landlines.")
fact("2026-11-10", "07:58", "fact", ["weather", "routes"],
     "@N10b@ An amber warning on its own doesn't cancel a route; Dafydd and the driver decide together at 07:30.")

# --- stale vs change
fact("2026-06-16", "13:35", "decision", ["holdfast", "sms", "notify"],
     "@S1b@ Switched Holdfast's SMS from Twilio to GOV.UK Notify in June 2026; the Twilio account is closed.")
fact("2026-02-03", "10:50", "fact", ["books-at-home", "volunteers", "recruitment"],
     "@S4a@ New Books at Home volunteers sign up through the Google Form linked from the library website.")
fact("2026-05-28", "14:12", "fact", ["stopwatch", "api", "council"],
     "@S5b@ StopWatch's /api/v1/stops endpoint is deprecated; the council widget switched to /api/v2/stops in May 2026.")
fact("2026-07-08", "11:18", "fact", ["reservations", "vans", "phones"],
     "@S6b@ Van mobiles no longer take reservation calls (since July); borrowers reserve through Holdfast online or on the central line, 01632 960118.")
fact("2026-02-27", "16:33", "fact", ["vans", "mileage", "drivers"],
     "@S8b@ Paper mileage sheets were replaced by the council's FleetLog app in February; drivers log mileage and fuel on their phones now.")
fact("2026-06-24", "09:07", "fact", ["stops", "parish", "stopwatch"],
     "@S9b@ The mobile@ shared inbox was closed in June 2026; stop requests now come in through the Stop Request form on StopWatch.")
fact("2026-08-19", "17:41", "decision", ["holdfast", "staging"],
     "@S10b@ Shut down the Railway staging project for Holdfast in August; staging is now a second systemd service on mvml-app1 (holdfast-staging.mvml.org.uk).")

# --- refinement
fact("2026-04-21", "10:26", "fact", ["holdfast", "deploys", "ci"],
     "@F1b@ Holdfast's deploy workflow waits for a manual approval on the `production` environment before it touches mvml-app1.")
fact("2026-03-12", "12:02", "fact", ["books-at-home", "volunteers", "dbs"],
     "@F3a@ Every Books at Home volunteer needs an enhanced DBS check before their first delivery.")
fact("2026-06-30", "15:16", "fact", ["books-at-home", "volunteers", "dbs"],
     "@F3b@ Volunteers on the DBS Update Service get an online status check every year instead of a fresh DBS every three years.")
fact("2026-05-13", "08:47", "fact", ["routes", "bryn"],
     "@F5b@ Routes G and H are on alternate weeks, so Bryn is out on one of them every Wednesday.")
fact("2026-10-06", "13:59", "fact", ["holdfast", "sms", "cancellations"],
     "@F10a@ When Dafydd cancels a stop, Holdfast texts the borrowers who have a reservation waiting on the van for that stop.")

# --- other subject
fact("2026-04-14", "11:37", "fact", ["doorstep", "ci"],
     "@O1b@ Doorstep's test suite runs on CircleCI (free plan, about 2,500 credits a month).")
fact("2026-01-28", "07:52", "fact", ["vans", "bryn", "routes"],
     "@O2a@ Bryn (Van 1) leaves the depot at 07:45 because route A's first stop is 40 minutes away.")
fact("2026-07-01", "10:09", "fact", ["books-at-home", "cash", "volunteers"],
     "@O9b@ Books at Home volunteers can accept cash for lost-item charges and hand it to Mags in a sealed envelope.")

# --- dated history
fact("2026-04-02", "16:20", "fact", ["holdfast", "database", "history"],
     "@D2a@ Until March 2026, Holdfast kept reservations in a single SQLite file on mvml-app1.")
fact("2026-03-19", "09:31", "fact", ["timetable", "history"],
     "@D4a@ In January the public timetable was still a hand-maintained Google Sheet that Dafydd exported to PDF.")
fact("2026-02-19", "14:03", "fact", ["holdfast", "history", "routes"],
     "@D5a@ During the 2025 beta, Holdfast only handled reservations for routes A and B.")
fact("2026-09-22", "10:44", "fact", ["holdfast", "routes"],
     "@D5b@ Holdfast takes reservations for every route Bryn and Heather run.")
fact("2026-05-04", "12:30", "fact", ["routes", "history", "heather"],
     "@D6a@ Between January and April 2026 the routes ran on a three-week cycle while Heather was off the road.")
fact("2026-07-16", "15:27", "fact", ["books-at-home", "rota", "history"],
     "@D7a@ Until June 2026 the Books at Home rota lived in a shared Excel file on OneDrive.")
fact("2026-05-08", "11:11", "fact", ["heather", "vans", "history"],
     "@D8a@ Heather was off the road from mid-January to April 2026 for a new tail-lift; Sian drove a hired van on her routes meanwhile.")
fact("2026-04-10", "13:48", "fact", ["vansync", "history", "routers"],
     "@D9a@ Until the 4G routers were fitted in March 2026, VanSync could only sync over the depot wifi at the end of the day.")
fact("2026-08-05", "18:12", "fact", ["stopwatch", "deploys", "history"],
     "@D10a@ In the first half of 2026 Owen deployed StopWatch by hand: ssh in, git pull, restart gunicorn.")

# --- agreeing duplicates
fact("2026-01-15", "10:00", "fact", ["stopwatch", "stack"],
     "@A1b@ StopWatch is a Django 5.1 app running on Python 3.12.")
fact("2026-02-06", "09:58", "fact", ["holdfast", "backups"],
     "@A2b@ Holdfast DB dumps run every night at 2:45am and B2 keeps them for ninety days.")
fact("2026-01-30", "14:26", "fact", ["koha", "lms"],
     "@A5b@ Our Koha instance is on the 24.11 release, supplier-hosted by Fernleaf.")
fact("2026-01-13", "11:44", "fact", ["books-at-home", "people"],
     "@A6b@ Mags Whitlow coordinates the Books at Home volunteers; she works Tuesdays to Thursdays.")
fact("2026-03-23", "16:09", "fact", ["doorstep", "stack"],
     "@A7b@ Doorstep runs Ruby 3.3 and Rails 7.2.")
fact("2026-04-28", "10:37", "fact", ["vansync", "sqlite"],
     "@A9b@ VanSync keeps unsent transactions in an SQLite queue at /var/lib/vansync/queue.db on each van laptop.")

# --- negation scope
fact("2026-10-16", "15:40", "fact", ["stopwatch", "deploys"],
     "@NS1b@ Most StopWatch deploys go out on Fridays, after Dafydd's timetable changes for the week are in.")
fact("2026-09-29", "12:14", "fact", ["stops", "routes"],
     "@NS2b@ Stops with no borrowers for three visits in a row are withdrawn at the next timetable review.")
fact("2026-03-31", "09:03", "fact", ["vans", "bryn", "stops"],
     "@NS4b@ Kev reverses Bryn into the Clunford chapel layby at every visit because there's no turning space.")
fact("2026-08-13", "14:50", "preference", ["holdfast", "email", "consent"],
     "@NS5a@ Holdfast never emails borrowers who've opted out of email in Koha; they get a text or a slip at the van instead.")
fact("2026-04-16", "10:22", "preference", ["comms", "facebook", "ruth"],
     "@NS6a@ Nothing goes on the MVML Facebook page without Ruth reading it first.")
fact("2026-10-20", "16:36", "fact", ["comms", "facebook", "timetable"],
     "@NS6b@ Dafydd posts the next month's timetable changes on the Facebook page around the 25th.")
fact("2026-05-21", "11:53", "fact", ["holdfast", "koha", "api"],
     "@NS8b@ Holdfast places and cancels holds through Koha's REST API.")
fact("2026-06-02", "13:17", "fact", ["stock", "drivers"],
     "@NS9b@ Drivers collect borrowers' stock suggestions on the yellow slips and pass them to Priya each week.")
fact("2026-02-13", "17:05", "preference", ["git", "workflow"],
     "@NS10a@ Force-pushing to `main` is never OK, on any of the repos.")
fact("2026-09-10", "09:49", "fact", ["git", "owen"],
     "@NS10b@ Owen rebases his feature branches onto main and force-pushes them before asking for review.")

# --- unlabelled facts (distractors and background)
fact("2026-01-19", "15:34", "fact", ["doorstep", "database"],
     "Doorstep's production database is about 40 MB; Mags' monthly report export takes under a minute.")
fact("2026-02-02", "12:48", "fact", ["stopwatch", "gunicorn"],
     "StopWatch's gunicorn runs 3 workers; only raise it if the timetable pages get slow around the Christmas schedule.")
fact("2026-03-09", "10:41", "preference", ["comms", "style", "ruth"],
     "Ruth wants public-facing times written as 10.15am, not 10:15.")
fact("2026-04-23", "14:57", "fact", ["vans", "sim", "wifi"],
     "The Three data SIMs on the vans have a 30 GB monthly cap each; borrower wifi sessions are limited to an hour per device.")
fact("2026-05-15", "09:19", "decision", ["stock", "audiobooks"],
     "Decided to keep audiobooks on CD on the vans until the stock wears out, then stop buying them.")
fact("2026-06-05", "16:52", "fact", ["holdfast", "redis"],
     "Holdfast's Redis isn't persisted; losing it only loses queued notifications, and those are re-enqueued from Postgres on boot.")
fact("2026-07-23", "11:26", "fact", ["children", "summer-reading"],
     "The 2026 Summer Reading Challenge had 412 children sign up at van stops, up from 301 the year before.")
fact("2026-08-28", "08:15", "fact", ["koha", "overdues", "email"],
     "Koha sends overdue notices itself by email at 06:00; Holdfast isn't involved.")
fact("2026-09-15", "13:02", "decision", ["doorstep", "gdpr", "retention"],
     "Doorstep client records are deleted 12 months after a client leaves the scheme, as agreed with the council's DPO.")
fact("2026-10-09", "10:31", "fact", ["vansync", "koha"],
     "VanSync sends at most 50 transactions per push; bigger batches time out on one bar of 4G.")
fact("2026-10-27", "12:06", "fact", ["stopwatch", "reports"],
     "StopWatch's weekly usage email goes to Ruth and Dafydd every Monday at 07:00.")
fact("2026-11-18", "15:13", "fact", ["vans", "mot"],
     "Heather's MOT is due in October and Bryn's in March; Ashcombe Motors do both.")
fact("2026-11-24", "09:36", "preference", ["ruth", "reports"],
     "Ruth prefers a one-paragraph summary at the top of any report, with the numbers after it.")
