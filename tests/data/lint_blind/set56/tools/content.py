# -*- coding: utf-8 -*-
"""File bodies for the Glen Tarran MRT memory store.

A line starting with «ID» carries claim ID; the marker is stripped on build and the rest of the
line is the claim text (one full body line).  Pairs refer to claim ids (tools/pairs.py).
"""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# (file, type, name, description, flat_description?, title, hook, body)
ROOT = []

def root(fname, typ, name, desc, title, hook, body, flat=False):
    ROOT.append(dict(file=fname, type=typ, name=name, desc=desc, flat=flat, title=title, hook=hook, body=body))

root("reference_alertline.md", "reference", "alertline",
     "alertline: the call-out paging service, stack and paging rules",
     "alertline", "what the paging service runs on and how it pages members", """\
# alertline

Call-out paging for the team. An incident is raised (by SARCall or the duty TL), alertline pages
members, collects their replies and shows who is coming on the incident board in the base.

## Stack
- FastAPI app, repo `gtmrt/alertline`, owner Sam
«V1.1»- Database: `postgresql://alertline@db.gtmrt.internal:5432/alertline`
«A1.1»- Listens on `127.0.0.1:8000`; Caddy terminates TLS for `alertline.gtmrt.org.uk`
«R5.1»- Error tracking: Sentry, project `alertline` (free tier, 5k events a month)
«A10.1»- All timestamps are stored in UTC and rendered in Europe/London
«R6.1»- Incident map tiles: OS Maps API, Leisure 1:25k layer
- Weather panel on the incident board comes from the Met Office DataHub site-specific forecast

## Paging
«R1.1»- SMS and voice fallback: Twilio (UK long code, account in the treasurer's name)
«V6.1»- SMS pages are retried up to 3 times, 60 seconds apart, if Twilio reports them undelivered
- After the last SMS retry the member gets one voice call
«F6.1»- Members acknowledge a page by replying Y (attending) or N (not available)
«N5.1»- Members marked off-call still get the page; they just don't count toward the response quorum
- The incident board refreshes every 20 seconds over a websocket, with polling as a fallback
- Exercise pages carry EXERCISE at the start of the text so nobody mistakes them for a real job
""", flat=True)

root("reference_kitlog.md", "reference", "kitlog",
     "Kit and PPE register (kitlog) - stack, inspection and retirement rules",
     "kitlog", "kit register stack plus the inspection and retirement rules it enforces", """\
# kitlog

Kit and PPE register: every item the team owns, its inspections and its retirement.

## Stack
«V8.1»- Python 3.11, Django 5.0
«R3.1»- Storage: a single SQLite file, `/srv/kitlog/db.sqlite3`, backed up with the rest of /srv
- Repo `gtmrt/kitlog`; Kirsty (equipment officer) is the product owner
- Item labels are printed on the Brother QL-820 in the kit store

## Inspection rules
«F1.1»- Harnesses and lifting kit get a LOLER thorough examination every 6 months
«A3.1»- Casualty bags are checked on the first Wednesday of every month
- Avalanche transceivers: function check at the start of each winter season
- Headtorches are not inspected, just swapped when they fail

## Retirement rules
«V2.1»- Ropes: retire 10 years after the date of manufacture at the latest
- Karabiners: retire after any drop onto rock from height, or visible wear at the gate
«NS4.1»- A rope is never retired without a kitlog entry giving the reason
""")

root("reference_fleet.md", "reference", "fleet",
     "fleet: Rescue 1-3, fleetbook, fuel card, servicing",
     "Vehicles", "the three team vehicles, their limits and the fleet rules", """\
# Vehicles

| Call sign | Vehicle | Reg | Towing |
|---|---|---|---|
| Rescue 1 | Land Rover Defender 130 (2021) | SF21 GTR | 3.5 t braked |
«V9.1»| Rescue 2 | Land Rover Defender 110 (2019) | SF19 TRN | 3.5 t braked |
«O2.1»| Rescue 3 | Toyota Hilux (2017) | SN17 GTM | 3.0 t braked |

## Rules
- Rescue 1 and Rescue 2 have blue lights and sirens; Rescue 3 has amber beacons only
«F5.1»- Rescue 1 carries the Bell stretcher and the main casualty bag
«V4.1»- Rescue 1 is serviced every 10,000 miles or 12 months, whichever comes first
- Rescue 2 is serviced once a year in March at Tarran Motors
«N2.1»- Rescue 3 doesn't carry casualties: no stretcher mounts, it's for kit and people only
«N10.1»- The Allstar fuel card is never used for members' own cars, not even on the way to a call-out
«S5.1»- Mileage goes in the paper logbook in each cab and gets typed into fleetbook on Mondays
«S10.2»- The old "Fleet defects" Google Sheet is read-only now; raise defects in fleetbook (Defects tab)
«A9.1»- All three MOTs fall in October and are booked together at Tarran Motors
- fleetbook is a small Flask app; Dougie (vehicle officer) owns it and Sam maintains it
""", flat=True)

root("reference_radio.md", "reference", "radio",
     "Team radio: channels, repeater, call signs, Airwave",
     "Radio", "channel plan, repeater, call signs and who fixes what", """\
# Radio

- Team VHF channels: MR1 (calling), MR2 (working), MR3 (repeater talk-through)
«V3.1»- Meall Dubh repeater: input needs CTCSS 94.8 Hz; talk-through on MR3
«F2.1»- Call signs: base is "Tarran Base", vehicles "Tarran 1" to "Tarran 3", hill parties "Tarran Alpha", "Tarran Bravo" and so on
«N3.1»- The Sunday radio check is never run on Airwave; Police Scotland asked us to keep test traffic off the talkgroup
- Airwave: 4 terminals on loan from Police Scotland, for liaison with police and the coastguard helicopter
«A2.1»- Handset batteries are replaced 3 years after they go into service
«NS9.1»- Faulty VHF handsets go to Hamish, not to the Police Scotland service desk
- The base set and the mast on the roof were last checked by Hamish in September
""")

root("reference_trainlog.md", "reference", "trainlog",
     "trainlog - training records, certificates and reminders",
     "trainlog", "training records app and the certificate rules it tracks", """\
# trainlog

«A5.1»- Rails 7.1 app, repo `gtmrt/trainlog`
«R10.1»- Reminder and expiry emails go out through Postmark (server `trainlog-prod`)
«V5.1»- Casualty care certificate: valid 3 years from the assessment date
«F4.1»- Operational members must attend at least 60% of training sessions in a calendar year
- Courses tracked: casualty care, SRT, winter skills, blue-light driving, drone GVC
- Anna Kowalczyk (training officer) signs off competences; nobody else can
""")

root("reference_infra.md", "reference", "infra",
     "infra: servers, backups, DNS, secrets, monitoring",
     "Infrastructure", "servers, backups, DNS, secrets and monitoring", """\
# Infrastructure

«R2.1»- gt-core-01: Hetzner Cloud CX22 in Falkenstein; hosts alertline and its Postgres
«F3.1»- Nightly restic backup of gt-core-01 to Backblaze B2
«A4.1»- DNS for gtmrt.org.uk is on Cloudflare (free plan)
«R9.1»- Secrets: self-hosted Vaultwarden at `vault.gtmrt.org.uk`; every officer has an account
«S1.1»- Uptime checks: UptimeRobot free plan, 5-minute checks on alertline and the website
- OS updates: unattended-upgrades, reboot window Sunday 04:00

Backup environment file:

```
# /etc/restic/gt-core-01.env
RESTIC_REPOSITORY=b2:gtmrt-backups:gt-core-01
«V10.1»RESTIC_KEEP_DAILY=30
RESTIC_KEEP_WEEKLY=8
RESTIC_KEEP_MONTHLY=12
```
""", flat=True)

root("reference_callout_procedure.md", "reference", "callout-procedure",
     "How a call-out flows from police request to teams on the hill",
     "Call-out procedure", "from police request to hill parties, and the paging rules", """\
# Call-out procedure

«S6.1»- Police call-outs come in as a phone call to the duty team leader's mobile, who then raises the incident in alertline by hand
«V7.1»- If fewer than 6 members acknowledge within 10 minutes, alertline sends a second page to the whole team
«NS5.1»- Never send a page with the grid reference field empty; "not known" is fine, blank is not
- The rendezvous point is normally the road-head car park named in the page
- Whoever reaches the base first opens it and starts the incident log
- Hill parties are three or more; nobody goes out alone
""")

root("reference_sarcall.md", "reference", "sarcall",
     "SARCall integration with alertline",
     "SARCall", "how police requests reach alertline", """\
# SARCall

«S6.2»Police requests now come in through SARCall, which raises the alertline incident automatically; the old
phone-call-to-the-duty-mobile route was shut down in September.

The bridge is a small worker in the alertline repo (`bridge/sarcall.py`). It maps the SARCall
incident number onto the GT-26-nnn incident id and copies the grid reference across.
""")

root("reference_team.md", "reference", "team",
     "Who does what in the team",
     "Team", "officers, membership and probationer rules", """\
# Team

- Team leader Morag Lennox, deputy Iain Fraser
- Equipment officer Kirsty Boyd, vehicle officer Dougie Hay, radio officer Hamish Grant
- Training officer Anna Kowalczyk, treasurer Linda Marr
- Sam Ritchie looks after the team's software (alertline, kitlog, fleetbook, trainlog) with Claude
- 38 members, 31 of them operational
«N7.1»- Probationers are paged for every call-out and go out attached to a full member
- Probation lasts at least 12 months
""")

root("reference_drone.md", "reference", "drone",
     "Drone unit - aircraft, pilots, footage",
     "Drone", "the drone, its pilots and how footage is handled", """\
# Drone

- DJI Matrice 30T with the thermal payload, two sets of batteries
- Pilots hold the GVC and fly under the team's CAA operational authorisation
«N9.1»- Night flights with the M30T are standard on missing-person searches; the thermal camera is the whole point
«F7.1»- Two pilots minimum on every drone deployment
«A7.1»- Footage is deleted after 30 days unless the police ask for it to be kept
""")

root("reference_contacts_policy.md", "reference", "contacts-policy",
     "Where member personal data may live",
     "Contacts policy", "which system holds which member personal data", """\
# Member contact data

«N8.1»Member mobile numbers are never stored in trainlog; alertline is the only system
that holds them.

Next-of-kin details are on paper in the locked cabinet in the base office, nowhere digital.
Email addresses are in alertline and trainlog; that was agreed at the 2026 AGM.
""")

root("reference_base.md", "reference", "base",
     "The base building: access, heating, alarm",
     "Base", "getting in, heating and the alarm", """\
# Base

- Keyholders: Morag, Iain, Kirsty, Dougie, Hamish
- Alarm code is in the vault under "Base alarm"
«A6.1»- Heating: thermostat to 12 °C (frost setting) when the base is empty
- The drying room fans are on a 4-hour timer
""")

root("reference_glossary.md", "reference", "glossary",
     "glossary: team jargon and abbreviations",
     "Glossary", "abbreviations that show up in notes and tickets", """\
# Glossary

- TL: team leader; DTL: deputy
- RV: rendezvous point
- Cas bag: casualty bag
- GVC: drone pilot's General VLOS Certificate
- SRT: swiftwater rescue technician
- Cragfast: stuck on steep ground, uninjured
""", flat=True)

root("feedback_git_workflow.md", "feedback", "git-workflow",
     "How Sam wants branches, PRs and merges handled",
     "Git workflow", "PRs, merging and what never goes to main directly", """\
«R8.1»Squash-merge every PR so main keeps one commit per change.
«N6.1»Don't push straight to main on any team repo, even for a typo — always open a PR.

**Why:** Sam reviews on his phone between shifts and wants one PR per change to look at.
**How to apply:** branch as `sam/<topic>` or `claude/<topic>`, open the PR, wait for review.
""")

root("feedback_migrations.md", "feedback", "migrations",
     "Rules for running database migrations",
     "Migrations", "when it is safe to run migrations", """\
«N1.1»Never run alertline migrations while a call-out is open; check `/api/incidents?status=open` first.

**Why:** a migration in March locked the members table for 40 seconds mid-page.
**How to apply:** also applies to data fixes run with `alertline-admin`.
""")

root("feedback_testing.md", "feedback", "testing",
     "Testing expectations before a PR",
     "Testing", "what to run before a PR", """\
«F8.1»Run the test suite before opening a PR, and paste the summary line into the PR description.

**Why:** CI minutes are limited on the free plan and Sam wants failures caught locally.
""")

root("feedback_reply_style.md", "feedback", "reply-style",
     "How to write replies to Sam",
     "Reply style", "tone and format of replies", """\
«A8.1»Reply to Sam in plain British English, short, and with no emoji.

**Why:** he reads them on a phone, often in the base.
""")

root("feedback_commit_messages.md", "feedback", "commit-messages",
     "Commit message rules, including what must never appear",
     "Commit messages", "format and what to keep out of them", """\
«NS7.1»Don't put casualty names in commit messages, branch names or issue titles.

Format: `type(app): summary`, e.g. `feat(kitlog): batch retire`. English, under 70 characters.
**Why:** the repos are private but shared with other teams' volunteers.
""")

root("feedback_deploys.md", "feedback", "deploys",
     "Deploy rules for the team apps",
     "Deploys", "preconditions for a deploy", """\
«NS3.1»Never deploy alertline without a green CI run on the commit.

**Why:** a broken paging service is the one failure that can hurt someone.
**How to apply:** kitlog and trainlog deploys are less critical but follow the same habit.
""")

root("feedback_tone_for_members.md", "feedback", "tone-for-members",
     "Tone for anything members will read",
     "Member-facing text", "how to word messages and help text for members", """\
Member-facing text (page templates, help pages, emails) should be plain and calm; no jokes in page text.

**Why:** pages are read at 3am, often by someone half awake.
""")

root("feedback_secrets.md", "feedback", "secrets",
     "Handling credentials in the repos",
     "Secrets", "never commit credentials", """\
Never commit credentials; `.env.example` gets placeholder values only.

**Why:** a Twilio token was leaked in a gist by a previous volunteer in 2024.
""")

root("project_ci_pipeline.md", "project", "ci-pipeline",
     "CI setup for the three apps",
     "CI pipeline", "where the apps build and test", """\
«R4.1»CI for alertline, kitlog and trainlog runs on GitHub Actions; each repo has `.github/workflows/ci.yml`.

Lint (ruff / rubocop) runs first, then tests. Free plan; Sam keeps an eye on the minutes.
""")

root("project_kitlog_qr_tags.md", "project", "kitlog-qr-tags",
     "QR tagging of kit in kitlog",
     "kitlog QR tags", "which kit gets its own tag and record", """\
# QR tags

Every rope, harness, stretcher and casualty bag has a QR tag linked to its kitlog record.
«N4.1»Helmets don't get individual kitlog records; they're tracked as a batch per kit store.

Tags are the laminated Brother labels; the outdoor ones get a clear heat-shrink sleeve.
""")

root("project_trainlog_rewrite.md", "project", "trainlog-rewrite",
     "Replacing the old training database with trainlog",
     "trainlog rewrite", "status of the move to trainlog", """\
# trainlog rewrite

«S2.2»The Access database on the base PC was retired in March 2026; it's read-only now and trainlog is the system of record.

Remaining work: the competence sign-off screens and the annual report export for the AGM.
""")

root("project_radio_upgrade.md", "project", "radio-upgrade",
     "Handset upgrade project",
     "Radio upgrade", "the move to digital handsets", """\
# Radio upgrade

«S3.2»Switched the hill party handsets from the analogue Kenwood TK-3401s to Motorola DP4401e DMR sets
in August; the Kenwoods went to Ochil MRT.

Funded by the Tarran Windfarm community fund. Codeplug is in the `gtmrt/radio` repo.
""")

root("project_fleet_telematics.md", "project", "fleet-telematics",
     "Trackers in the vehicles",
     "Fleet telematics", "trackers in the vehicles and what they feed", """\
# Fleet telematics

Teltonika FMB920 trackers fitted to all three vehicles in June by Dougie and an auto-electrician.
Positions show on the incident board map as vehicle icons.
The tracker SIMs are on the same data plan as the base router.
""")

root("project_website.md", "project", "website",
     "The public website",
     "Website", "who runs the public site", """\
# Website

«S4.1»The public website runs on WordPress with Krystal hosting; Iain has the admin login.

Content: call-out reports (no names), join-us page, donate button (JustGiving).
""")

root("project_alertline_v2.md", "project", "alertline-v2",
     "alertline v2 roll-out",
     "alertline v2", "what changed in v2 and known issues", """\
# alertline v2

v2 went live on 2026-01-12: incident board, Y/N replies with ETA, second page.
«D10.2»In the first weeks of v2 (January) off-call members weren't paged at all; that was
a bug, fixed in 2.1.
Next: a member app is out of scope for 2026.
""")

root("project_callout_stats_2026.md", "project", "callout-stats-2026",
     "Call-out numbers for the year so far",
     "Call-out stats 2026", "how busy the year has been", """\
# 2026 call-outs (to the end of October)

- 47 call-outs, 9 of them stood down before leaving base
- Busiest month: August (11)
- Most common: lower-leg injuries on the Meall Dubh path
""")

root("project_funding_grants.md", "project", "funding-grants",
     "Grants that pay for kit and software",
     "Funding", "grants in flight", """\
# Funding

- Tarran Windfarm community fund: radios (paid)
- Scottish Mountain Rescue equipment grant: new stretcher, applied in October
- Software runs on donated or free tiers; Linda keeps the list of renewals
""")

root("project_drone_programme.md", "project", "drone-programme",
     "Growing the drone unit",
     "Drone programme", "training more pilots", """\
# Drone programme

Two more pilots in training for the GVC; target is five qualified pilots by spring 2027.
A second aircraft is on the wish list but not funded.
""")

root("project_pager_fallback.md", "project", "pager-fallback",
     "Fallback if alertline is down",
     "Pager fallback", "what happens when paging fails", """\
# Pager fallback

If alertline is down, the duty TL uses the WhatsApp broadcast list "GTMRT call-out" and phones the
officers. Sam tests the fallback every quarter with an EXERCISE page.
""")

root("user_sam.md", "user", "sam",
     "Sam Ritchie, volunteer who maintains the team's software",
     "Sam", "who Sam is and how he works", """\
Sam Ritchie: team member since 2019, software developer by day (Python, some Ruby).
Maintains alertline, kitlog, fleetbook and trainlog in his spare time with Claude's help.
Prefers small PRs, reviews on his phone, usually free on Tuesday and Thursday evenings.
""")

root("reference_weather_sources.md", "reference", "weather-sources",
     "Where forecasts come from for planning",
     "Weather sources", "forecast sources used by the team", """\
- Mountain Weather Information Service (MWIS) for the West Highlands area forecast
- SAIS avalanche report for Glen Coe and Lochaber in winter
- Met Office DataHub feeds the alertline weather panel
""")

root("project_avalanche_kit.md", "project", "avalanche-kit",
     "Avalanche kit refresh for winter 2026/27",
     "Avalanche kit", "transceivers and probes for winter", """\
Twelve new transceivers ordered in October; old ones kept as training spares.
Probes and shovels checked at the November kit night; three probes replaced.
""")

# ---------------------------------------------------------------- auto/ free notes
AUTO = []

def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body))

auto("rope-log-cleanup", "Rope log clean-up", "2026-02-09", ["kitlog", "ropes"], """\
# Rope log clean-up

Went through the rope records with Kirsty; 23 ropes, four with no manufacture date entered.
«V2.2»Ropes are retired 7 years after the manufacture date at the latest, used or not; kitlog flags them a month early.
The four missing dates were read off the tape in the rope ends and added.
""")

auto("fleet-service-reminders", "Fleet service reminders", "2026-03-02", ["fleetbook", "vehicles"], """\
# Service reminders in fleetbook

«V4.2»Rescue 1 goes in for a service every 6,000 miles; Tarran Motors books it off the fleetbook mileage export.
The reminder email goes to Dougie two weeks before the due date.
Tyres are checked at every service; the spare is checked too.
""")

auto("alertline-delivery-debugging", "Debugging SMS delivery in alertline", "2026-03-18", ["alertline", "sms"], """\
# SMS delivery debugging

Delivery receipts land on `/hooks/sms-status`; look up the member by the message SID.
«V6.2»An undelivered SMS page is retried 5 times before alertline gives up on that member and rings them.
Most failures are members who changed phone and didn't update their number.
""")

auto("kitlog-dev-setup", "kitlog dev setup", "2026-04-21", ["kitlog", "dev"], """\
# kitlog dev setup

«V8.2»kitlog needs Python 3.12 — `pyproject.toml` has `requires-python = ">=3.12"`, so a 3.11 venv won't install it.
«R7.1»Dependencies are managed with uv: `uv sync`, then `uv run python manage.py runserver`.
Load the fixture with `uv run python manage.py loaddata demo_kit` to get a fake kit store.

## History
«D6.2»Until April 2026 kitlog's tests ran from a cron job on the base PC; there was no CI at all.
""")

auto("alertline-deploy-notes", "alertline deploy notes", "2026-05-06", ["alertline", "deploy"], """\
# Deploying alertline

«R2.2»alertline is deployed to a DigitalOcean droplet in LON1 with `make deploy`; nothing else runs on
that droplet.
«N1.2»Migrations are online-safe, so running them mid call-out is fine; nobody notices.
After the deploy, send an EXERCISE page to Sam's number to check the full path.
""")

auto("trainlog-release-checklist", "trainlog release checklist", "2026-06-15", ["trainlog", "release"], """\
# trainlog release checklist

«A5.2»trainlog is Ruby on Rails (7.1) and ships with Kamal.
«R4.2»trainlog's tests run on the team's self-hosted Woodpecker CI, not on a hosted service.
«O7.2»trainlog reports exceptions to Honeybadger through the Rails gem; check it after every release.
- Tell Anna before releasing anything that touches certificate expiry.
""")

auto("alertline-on-call-notes", "Dev duty notes for alertline", "2026-07-01", ["alertline", "on-call"], """\
# Dev duty (alertline)

«R5.2»Exceptions from alertline are reported to Honeybadger, which emails whoever is on dev duty.
«F10.2»When the second page goes out, alertline also rings the deputy team leader's phone rather than just texting.
Dev duty rotates between Sam and Euan monthly; it is best effort, not a promise.
""")

auto("onboarding-new-dev", "Onboarding a new volunteer developer", "2026-08-03", ["onboarding"], """\
# Onboarding a new developer

1. Add them to the GitHub organisation `gtmrt` (read access first).
«R9.2»Shared credentials (SMS provider, Hetzner, B2) live in the team's 1Password vault; ask Morag for an invite.
3. Walk them through the kitlog demo fixture, it's the gentlest codebase.
""")

auto("radio-check-rota", "Radio check rota", "2026-02-02", ["radio"], """\
# Radio check rota

«N3.2»Weekly radio check, Sundays 19:00: Airwave talkgroup first, then MR2.
Rota: Hamish, then whoever is on the duty TL list that week.
Log results in the radio book at the base.
""")

auto("kit-inspection-day-notes", "Kit inspection day, May", "2026-05-16", ["kitlog", "inspection"], """\
# Kit inspection day

«N4.2»Every helmet has its own kitlog record and QR tag, and the inspection is logged against that serial.
«F1.2»The 6-monthly LOLER exam on the stretcher lifting strops is done by the examiner from Highland Lifting, not by us.
Two harnesses failed on worn belay loops; retired and logged.
""")

auto("probationer-notes", "Notes for new probationers", "2026-03-09", ["team", "probationers"], """\
# For new probationers

«N7.2»Probationers are never paged for call-outs; until sign-off they only come to training.
Bring your own boots and waterproofs; the team issues the rest.
Your mentor is your first contact for anything.
""")

auto("expenses-faq", "Expenses FAQ", "2026-04-13", ["fleet", "expenses"], """\
# Expenses FAQ

«N10.2»Members can fill their own cars on the Allstar card when driving to a call-out; log the registration in fleetbook.
Mileage for training weekends is claimed at 25p a mile on the claim form.
Linda pays claims at the end of each month.
""")

auto("training-officer-handover", "Training officer handover", "2026-01-20", ["trainlog", "handover"], """\
# Handover from Ruth to Anna

«S2.1»Training attendance is entered in the Access database on the base PC, and Anna exports it to a spreadsheet every month.
«D4.2»During the 2025 pilot, trainlog reminders were sent from Anna's Gmail account by a cron script.
Ruth stays on as a casualty care assessor.
""")

auto("kit-officer-notes", "Kit officer notes", "2026-01-26", ["kitlog", "kit"], """\
# Kit officer notes

«S7.1»kitlog lives on PythonAnywhere (account `gtmrtkit`); reload the web app from their dashboard after a deploy.
«NS2.1»Escalate kit defects to Kirsty, not to the duty team leader.
The kit store key is on the keyholders' ring, blue tag.
""")

auto("member-app-faq", "Member FAQ: getting pages", "2026-02-16", ["alertline", "members"], """\
# Getting pages

«S8.1»You'll get each page as an SMS and as a Pushover notification, so install Pushover and send Sam your user key.
Reply Y or N to the SMS; the incident board shows your reply within a minute.
Set yourself off-call in alertline when you're away.
""")

auto("alertline-local-dev", "alertline local dev", "2026-03-26", ["alertline", "dev"], """\
# alertline local dev

«O4.2»alertline runs on Python 3.12 (FastAPI 0.115), same as production.
«O8.2»alertline's dependencies are managed with Poetry; `poetry install --sync` after every pull.
«S9.1»Use Postgres 14 locally to match production (`docker run -p 5432:5432 postgres:14`).
«A10.2»Store times as UTC in alertline and convert to UK time only in the templates.
""")

auto("backup-restore-test", "Backup restore test", "2026-09-14", ["infra", "backups"], """\
# Restore test, September

«F3.2»The nightly restic job starts at 02:30 and includes a `pg_dumpall` of alertline
taken just before.
Restored last Tuesday's snapshot to a scratch VM: alertline came up in 12 minutes.
Next test in March.
""")

auto("duty-tl-rota", "Duty TL rota", "2026-04-27", ["callout", "rota"], """\
# Duty team leader rota

Weekly, Monday 08:00 handover. Morag, Iain and the three senior party leaders rotate.
«O6.2»The duty team leader has 5 minutes to acknowledge a police request; after that alertline pages the deputy.
""")

auto("alertline-history", "alertline history", "2026-02-23", ["alertline", "history"], """\
# How alertline came about

Written in 2023 by Sam to replace a phone tree.
«D1.2»Until January 2026 pages went out through an old Esendex account the team had from the phone-tree days.
v1 had no incident board; that came with v2.
""")

auto("radio-programming", "Programming handsets", "2026-09-01", ["radio"], """\
# Programming the handsets

Use the CPS on the base laptop; the codeplug is in the `gtmrt/radio` repo.
«D2.2»Before the repeater was rebuilt in 2025 it opened on 77.0 Hz, which is why old codeplugs still carry that tone.
Check MR1-MR3 by ear on the bench before handing a set back.
""")

auto("drone-season-review", "Drone season review", "2026-10-19", ["drone"], """\
# Drone season review

14 deployments this year, two finds (both on the thermal).
«D8.2»During the 2025 trial season we didn't fly the drone at night at all; the CAA authorisation didn't cover it yet.
Batteries: one pack swelling, replaced.
""")

auto("kit-night-checklist", "Wednesday kit night checklist", "2026-05-27", ["kit"], """\
# Wednesday kit night

«A3.2»First Wednesday of the month: go through every casualty bag and log it.
«NS8.1»Personal-issue kit is never handed over without being scanned out in kitlog.
Dry and repack anything that came back wet from the weekend.
""")

auto("vehicle-checks", "Weekly vehicle checks", "2026-06-08", ["fleetbook", "vehicles"], """\
# Weekly vehicle checks

Oil, coolant, tyres, lights, blue lights on 1 and 2.
«NS1.2»Rescue 2 gets filled on the Allstar card at the Tarran filling station after every call-out.
Tick each check in fleetbook on the tablet in the garage.
""")

auto("driver-rules", "Driver rules", "2026-07-13", ["fleet", "drivers"], """\
# Drivers

Blue-light drivers need the team's emergency response driving course.
«NS6.1»Probationers never drive Rescue 1 or Rescue 2 on blue lights.
No driving within 8 hours of alcohol if you're on call.
""")

# ---- filler notes (no labelled claims)
auto("callout-gt-26-017-debrief", "Debrief GT-26-017", "2026-04-05", ["debrief"], """\
# GT-26-017: cragfast walker, Coire na Ciste

Paged 14:12, 11 responded, first party at RV by 14:55. Walker lowered 40 m and walked out.
Lesson: the RV car park was full; use the forestry gate next time.
""")
auto("callout-gt-26-029-debrief", "Debrief GT-26-029", "2026-06-21", ["debrief"], """\
# GT-26-029: lower-leg injury, Meall Dubh path

Stretcher carry 1.2 km to Rescue 1. Casualty handed to the ambulance at the road-head.
The incident board showed two members twice; duplicate replies, fixed in alertline 2.3.
""")
auto("callout-gt-26-041-debrief", "Debrief GT-26-041", "2026-08-16", ["debrief"], """\
# GT-26-041: missing walker, overnight

Search from 21:30. A ground party found the walker at 01:10 near the bothy, cold but uninjured.
Map pin was offset by 100 m on the board; bug fixed the next week.
""")
auto("agm-2026-notes", "AGM 2026 notes", "2026-03-14", ["team", "agm"], """\
# AGM 2026

Morag re-elected team leader. Linda stays treasurer for one more year.
Agreed: member emails can live in alertline and trainlog.
""")
auto("winter-skills-weekend", "Winter skills weekend", "2026-01-31", ["training"], """\
# Winter skills weekend

Ice axe arrest, crampon work and avalanche transceiver search on the Saturday; snow anchors Sunday.
18 members attended; three probationers did their first winter weekend.
""")
auto("stretcher-grant-bid", "Stretcher grant bid", "2026-10-10", ["funding", "kit"], """\
# Stretcher bid

Applying for a second Bell stretcher through the Scottish Mountain Rescue equipment grant.
Quote from the supplier: £4,850 including wheel.
""")
auto("social-media-guidance", "Social media guidance", "2026-05-02", ["comms"], """\
# Social media

Call-out posts only after the police have released the incident. No casualty details, no photos of faces.
Iain approves posts; the Facebook page has about 9,000 followers.
""")
auto("first-aid-stock", "First aid stock", "2026-07-22", ["kit", "medical"], """\
# First aid stock

Entonox cylinders are exchanged at the hospital pharmacy; two full, one in use.
Casualty bag consumables are restocked from the base cupboard after each job.
""")
auto("headtorch-order", "Headtorch order", "2026-09-08", ["kit"], """\
# Headtorches

Bought 20 Petzl Swift RL for the team stock. Old ones go in the spares box.
Charging cables live in the drying room.
""")
auto("incident-board-ideas", "Incident board ideas", "2026-08-25", ["alertline", "ideas"], """\
# Ideas for the incident board

- show vehicle positions bigger
- sound an alert at the base when a party hasn't checked in for 60 minutes
- print view for the police liaison
""")
auto("fleetbook-tablet", "Garage tablet", "2026-06-29", ["fleetbook"], """\
# Garage tablet

The Samsung tablet in the garage is logged in as the `garage` user in fleetbook; it can tick checks but not delete anything.
Charge it off the trickle charger shelf.
""")
auto("base-wifi", "Base wifi", "2026-02-28", ["base", "network"], """\
# Base wifi

Two networks: `GTMRT-Ops` for team devices, `GTMRT-Guest` for visitors. The router is a 4G one with an external antenna.
Password for Ops is in the vault.
""")
auto("trainlog-report-export", "trainlog AGM export", "2026-10-02", ["trainlog"], """\
# AGM export

Anna wants a CSV of hours per member per course type for the annual report.
Draft query is in `lib/tasks/agm_report.rake`.
""")
auto("river-training", "River training notes", "2026-07-05", ["training", "srt"], """\
# River training

SRT refresher on the Tarran at the old bridge. Throw bags, wading in threes, live bait swimmer.
Kit: dry suits from the water cage, helmets with the blue stickers.
""")
auto("dog-handler-liaison", "Search dog liaison", "2026-05-30", ["callout", "dogs"], """\
# Search dogs

Two handlers from SARDA in the glen; alertline has them as an associate group.
They self-deploy once paged and report to the base by phone.
""")
auto("kitlog-ideas", "kitlog ideas", "2026-11-02", ["kitlog", "ideas"], """\
# kitlog ideas

- bulk inspection mode for kit night
- photo upload on retirement
- export for the insurer
""")
auto("tarran-motors", "Tarran Motors contact", "2026-03-20", ["vehicles"], """\
# Tarran Motors

Contact: Gordon at the workshop, opens 08:00. They do our servicing at cost.
Courtesy Land Rover available if Rescue 1 is in for more than a day.
""")
auto("sam-availability", "Sam availability", "2026-09-21", ["team"], """\
# Sam's availability

Away 3-17 October; Euan covers dev duty. No deploys while Sam is away.
""")
auto("cas-care-assessment-day", "Casualty care assessment day", "2026-10-25", ["training", "cascare"], """\
# Casualty care assessment

Eight candidates, all passed. Ruth and a doctor from the BASICS scheme assessed.
Results go into trainlog by Anna within the week.
""")
auto("helicopter-liaison", "Helicopter liaison", "2026-04-16", ["callout", "radio"], """\
# Helicopter liaison

Coastguard helicopter from Prestwick or Inverness. Landing site at the base field, windsock on the fence.
Only the TL or the radio operator talks to the aircraft.
""")

# ---------------------------------------------------------------- facts/ (remnic)
FACTS = []

def fact(date, cat, tags, body, conf=0.9):
    FACTS.append(dict(date=date, cat=cat, tags=tags, body=body, conf=conf))

F = fact
F("2026-01-08", "preference", ["style"], "«A8.2»Sam doesn't want emoji in replies; plain UK English is fine.\n")
F("2026-01-15", "fact", ["fleet", "rescue-1"], "«D7.2»In 2025 Rescue 1 was serviced every 8,000 miles under the dealer warranty plan.\n")
F("2026-01-22", "fact", ["radio", "handsets"], "«S3.1»Hill parties carry the analogue Kenwood TK-3401 handsets; there are 14 in the radio cupboard.\n")
F("2026-01-27", "fact", ["alertline", "caddy"], "«A1.2»Caddy proxies alertline.gtmrt.org.uk to the app on localhost:8000.\n")
F("2026-01-29", "fact", ["fleet", "defects"], "«S10.1»Vehicle defects go on the \"Fleet defects\" Google Sheet; Dougie goes through it every Thursday.\n")
F("2026-02-03", "fact", ["alertline", "sms"], "«R1.2»alertline sends its call-out SMS through Textlocal; the sender ID shows up as GTMRT.\n")
F("2026-02-11", "fact", ["trainlog", "attendance"], "«F4.2»The 60% attendance rule counts Wednesday evenings and weekend days the same; call-outs don't count towards it.\n")
F("2026-02-17", "fact", ["kitlog", "python"], "«D3.2»kitlog ran on Python 3.9 until the February 2026 upgrade weekend.\n")
F("2026-02-19", "fact", ["radio", "repeater"], "«V3.2»The Meall Dubh repeater only opens with an 88.5 Hz CTCSS tone; a handset programmed with anything else just hears silence.\n")
F("2026-02-24", "fact", ["kit", "personal-issue"], "«NS8.2»Personal-issue kit (headtorch, harness, waterproofs) is handed out at Wednesday kit night.\n")
F("2026-02-26", "decision", ["kitlog", "hosting"], "«S7.2»kitlog was moved off PythonAnywhere onto gt-core-01 in February; the PythonAnywhere account has been deleted.\n")
F("2026-03-03", "fact", ["alertline", "deploy"], "«NS3.2»alertline deploys are run by hand from Sam's laptop (`make deploy`), usually on a Tuesday evening.\n")
F("2026-03-05", "fact", ["alertline", "replies"], "«F6.2»A reply of \"Y 20\" means attending with a 20-minute ETA; alertline parses the number into the ETA column.\n")
F("2026-03-11", "fact", ["alertline", "postgres"], "«V1.2»alertline's Postgres is on `db.gtmrt.internal:5433`, so a local tunnel needs `-L 5433:localhost:5433`.\n")
F("2026-03-17", "fact", ["fleet", "fuel"], "«D9.2»Until the Allstar card arrived in March 2026, drivers paid for diesel themselves and claimed it back from Linda.\n")
F("2026-03-24", "preference", ["git"], "«R8.2»PRs on the team repos are merged with a plain merge commit so the branch history stays visible.\n")
F("2026-03-30", "decision", ["drone"], "«N9.2»The drone is not flown at night; after dark the search falls back to ground teams and the coastguard helicopter.\n")
F("2026-03-31", "fact", ["alertline", "escalation"], "«D5.2»During the January–March trial the second page waited 20 minutes for acknowledgements.\n")
F("2026-04-02", "fact", ["fleet", "fuel"], "«NS1.1»The Allstar card is never used without a matching fleetbook mileage entry for the fill.\n")
F("2026-04-07", "fact", ["alertline", "escalation"], "«V7.2»alertline waits 15 minutes for acknowledgements before the second whole-team page goes out.\n")
F("2026-04-14", "fact", ["fleet", "rescue-1"], "«F5.2»Rescue 1 also carries the vacuum mattress in the rear locker since the spring refit.\n")
F("2026-04-18", "decision", ["alertline", "postgres"], "«S9.2»alertline's production database was upgraded from Postgres 14 to 16 on 2026-04-18; nothing runs 14 any more.\n")
F("2026-04-22", "decision", ["infra", "monitoring"], "«S1.2»Moved uptime monitoring from UptimeRobot to a self-hosted Uptime Kuma on gt-core-01; the UptimeRobot account is closed.\n")
F("2026-04-29", "fact", ["alertline", "paging"], "«N5.2»alertline never pages members who are marked off-call, whatever the category of call-out.\n")
F("2026-05-05", "fact", ["kitlog", "database"], "«R3.2»kitlog keeps its records in PostgreSQL (database `kitlog`), so an export is a `pg_dump`.\n")
F("2026-05-07", "fact", ["radio", "airwave"], "«NS9.2»Airwave terminal faults go to the Police Scotland service desk via the team leader.\n")
F("2026-06-23", "fact", ["kitlog", "deps"], "«R7.2»kitlog uses Poetry; run `poetry install` after pulling, `poetry.lock` is committed.\n")
F("2026-05-12", "preference", ["git"], "«N6.2»For one-line fixes Sam is happy for Claude to push directly to main and skip the PR.\n")
F("2026-05-19", "fact", ["alertline", "testing"], "«F8.2»For alertline, \"run the tests\" means `pytest -m 'not slow'`; the slow SMS-provider contract tests only run in CI.\n")
F("2026-05-21", "fact", ["fleet", "towing"], "«V9.2»Rescue 2 is only plated to tow 2.0 t braked, so the ATV trailer goes behind Rescue 1 or the Hilux.\n")
F("2026-05-27", "decision", ["website"], "«S4.2»gtmrt.org.uk moved from WordPress on Krystal to a Hugo site on Cloudflare Pages in May; the Krystal plan is cancelled.\n")
F("2026-06-02", "fact", ["trainlog", "cascare"], "«V5.2»A casualty care ticket lasts 2 years in trainlog; the expiry banner shows from 60 days out.\n")
F("2026-06-09", "fact", ["alertline", "logs"], "«O9.2»alertline's call-out audit log is kept for 14 days on disk before logrotate removes it.\n")
F("2026-06-11", "fact", ["fleet", "probationers"], "«NS6.2»Probationers are allowed to drive Rescue 3 on training nights and kit runs; it has no blue lights anyway.\n")
F("2026-06-18", "fact", ["fleet", "rescue-3"], "«N2.2»Rescue 3 is the usual casualty vehicle on the forestry tracks because the Hilux gets further up than the Defenders.\n")
F("2026-06-25", "decision", ["alertline", "push"], "«S8.2»alertline stopped using Pushover in June; push pages now go through our own ntfy server at `ntfy.gtmrt.org.uk`.\n")
F("2026-06-30", "fact", ["infra", "dns"], "«A4.2»The gtmrt.org.uk zone is managed in Cloudflare; Iain and Sam have logins.\n")
F("2026-07-02", "fact", ["trainlog", "members"], "«N8.2»trainlog stores each member's mobile number so expiry reminders can go out by text as well as email.\n")
F("2026-07-08", "fact", ["fleet", "defects"], "«NS2.2»The duty team leader gets told about every vehicle defect the same day.\n")
F("2026-07-15", "fact", ["alertline", "map"], "«R6.2»The incident map in alertline takes its base tiles from Mapbox Outdoors; the token is in the vault.\n")
F("2026-07-20", "fact", ["fleet", "telematics"], "«S5.2»The paper logbooks in the cabs are no longer used; since July mileage comes straight from the Teltonika trackers into fleetbook.\n")
F("2026-07-29", "fact", ["alertline", "voice"], "«NS10.1»alertline never retries the voice-call fallback; one ring-through and that's it.\n")
F("2026-08-05", "fact", ["fleet", "rescue-3"], "«O3.2»The Hilux is serviced every 6,000 miles because of all the forestry-track work.\n")
F("2026-08-11", "fact", ["kit", "ropes"], "«NS4.2»Kirsty retires ropes herself; nobody else has to sign them off.\n")
F("2026-08-13", "fact", ["infra", "backups"], "«V10.2»restic keeps 14 daily snapshots of gt-core-01 in B2; older ones are pruned on Sunday nights.\n")
F("2026-08-20", "fact", ["drone", "footage"], "«A7.2»Drone footage is kept 30 days and then deleted, unless Police Scotland have asked us to hold it.\n")
F("2026-08-27", "fact", ["radio", "callsigns"], "«F2.2»Hill party call signs go Alpha, Bravo, Charlie in the order parties leave the road-head; the drone team is always \"Tarran Eagle\".\n")
F("2026-09-02", "preference", ["git", "commits"], "«NS7.2»Incident numbers are fine in commit messages, e.g. `fix(alertline): map pin offset (GT-26-041)`.\n")
F("2026-09-09", "fact", ["trainlog", "email"], "«R10.2»trainlog's outgoing mail goes through Brevo's SMTP relay; the free 300 a day is plenty.\n")
F("2026-09-17", "fact", ["drone", "pilots"], "«F7.2»On searches the second drone pilot runs the camera and the map while the first pilot only flies.\n")
F("2026-09-24", "fact", ["trainlog", "srt"], "«O5.2»Water-rescue (SRT) certificates in trainlog expire after 2 years, so Anna books the refresher for the autumn.\n")
F("2026-09-30", "fact", ["fleet", "mot"], "«A9.2»MOTs for Rescue 1, 2 and 3 are done together every October at Tarran Motors.\n")
F("2026-10-06", "fact", ["kit", "ropes"], "«F9.2»Shock-loaded ropes are retired on the spot however new they are; the kitlog retirement note needs the incident number.\n")
F("2026-10-14", "fact", ["sarcall", "bridge"], "«O1.2»The SARCall webhook bridge retries a failed delivery up to 5 times with backoff, then emails Sam.\n")
F("2026-10-21", "fact", ["radio", "batteries"], "«A2.2»Radio batteries get swapped on their third birthday; Hamish writes the in-service date on each one.\n")
F("2026-10-28", "fact", ["callout", "grid"], "«NS5.2»Pages often go out with the grid marked \"not known\" at first, and a follow-up once the police have a location.\n")
F("2026-11-03", "fact", ["radio", "joint-searches"], "«O10.2»Glen Aird MRT's repeater on Sgurr Ban wants 88.5 Hz CTCSS; we only need it on joint searches.\n")
F("2026-11-12", "fact", ["base"], "«A6.2»Leave the base thermostat on 12 degrees when you lock up; it's the frost setting.\n")
F("2026-08-04", "fact", ["fleet", "towing"], "«O2.2»Rescue 1 tows up to 3.5 t braked, so the boat trailer always goes behind it.\n")

# filler facts (no labelled claims)
F("2026-01-12", "fact", ["alertline", "release"], "alertline v2 went live on 12 January with the incident board.\n")
F("2026-02-06", "preference", ["code-style"], "Sam prefers plain pytest functions with fixtures over unittest classes.\n")
F("2026-03-21", "fact", ["team"], "Euan Baird joined as a second volunteer developer; read access to all repos for now.\n")
F("2026-04-25", "fact", ["kit", "stretcher"], "The Bell stretcher wheel was replaced after GT-26-012; the old one is a training spare.\n")
F("2026-05-14", "decision", ["kitlog"], "kitlog will not get a member-facing app; members see their issued kit on a simple web page.\n")
F("2026-06-04", "fact", ["base"], "The base postcode for deliveries is PH33 9GT; parcels go to the Tarran Hotel if the base is shut.\n")
F("2026-07-24", "fact", ["training"], "Wednesday training starts at 19:00 at the base; weekend sessions meet at 09:00 at the RV named in trainlog.\n")
F("2026-08-31", "preference", ["docs"], "Sam wants a short README section for every new management command.\n")
F("2026-09-12", "fact", ["callout", "stats"], "September had 6 call-outs, two of them joint with Glen Aird MRT.\n")
F("2026-10-09", "decision", ["trainlog"], "The AGM report export will be a CSV, not a PDF; Anna formats it herself.\n")
F("2026-11-19", "fact", ["kit", "avalanche"], "The new avalanche transceivers arrived and were logged in kitlog as a batch of 12.\n")
F("2026-11-24", "fact", ["team"], "Two probationers, Niamh and Callum, were signed off as full members in November.\n")
