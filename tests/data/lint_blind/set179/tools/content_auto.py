# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body.strip("\n") + "\n")

A("summer-rota-planning", "Summer rota planning", "2026-04-02", ["tideroster", "rota"], """
# Summer rota planning

Notes from the planning call with Dev and the captains.

@@V2b@@
@@O5b@@
- Bank holidays get the weekend pattern
- Captains want the rota published four weeks ahead
- Two lifeguards per shift is the minimum, three when the red flag is likely

Open question: do we roster Porthkellow on wet Sundays at all?
""")

A("nippers-2026-season", "Nippers 2026 season", "2026-05-03", ["nippers"], """
# Nippers 2026 season

@@V4b@@
Waiting list opens automatically when a Sunday is full; Aisha offers spaces on Friday evening.
Fees: £3 a session, siblings free after the second child.
Wetsuits from the club store for anyone who hasn't got one.
""")

A("incident-data-policy", "Incident data retention", "2026-02-11", ["incidentlog", "gdpr"], """
# Incident data retention

Agreed with the club secretary after reading the insurer's guidance.

@@V7b@@
the nightly job strips names and contact details but keeps the counts.
Exports for the council only ever include anonymised rows.
""")

A("kitcheck-local-dev", "kitcheck local dev", "2026-03-20", ["kitcheck", "dev"], """
# kitcheck local dev

@@R6a@@
@@V9b@@
Local API uses a throwaway database from `docker compose`.

```sh
docker compose up -d db
go run ./cmd/api --port 8080
npm run dev
```

The QR codes in `fixtures/` point at `localhost`, so scan them from the laptop camera.
""")

A("tideroster-debugging", "Debugging tideroster", "2026-07-09", ["tideroster", "debugging"], """
# Debugging tideroster

@@R2b@@
before digging through `journalctl -u tideroster`; it has the request and user attached.
Most rota bugs are timezone bugs: the DB stores UTC, the beach runs on Europe/London.
`manage.py shell_plus` works on the VPS as the `tideroster` user.
""")

A("nippers-deploy", "Deploying the nippers app", "2026-05-21", ["nippers", "deploy"], """
# Deploying the nippers app

@@R4b@@
@@O4a@@
The API part deploys with the other Django apps on the VPS.
Environment variables for the frontend are set in the hosting dashboard, not in the repo.
""")

A("kitcheck-storage-notes", "kitcheck storage notes", "2026-06-18", ["kitcheck", "data"], """
# kitcheck storage notes

@@R8b@@
Each check keeps item id, result, who, when and an optional photo URL.
Photos go to an S3-compatible bucket, resized to 1600 px on upload.
Item list (boards, tubes, radios) is edited by Kit in the admin screen.
""")

A("kitcheck-field-notes", "kitcheck field notes", "2026-07-27", ["kitcheck", "patrol"], """
# kitcheck field notes (from the patrol side)

@@N4b@@
@@NS2b@@
Gloves make the scan button hard to hit; Kit is making it bigger.
The QR stickers on the older boards peel off in the sun.
""")

A("incident-workflow", "Incident workflow", "2026-04-15", ["incidentlog", "patrol"], """
# Incident workflow (as the captains actually do it)

@@A8a@@
@@NS1b@@
@@N5b@@
Photos of injuries are never attached; describe them in words.
""")

A("tideroster-api", "tideroster API", "2026-06-05", ["tideroster", "api"], """
# tideroster API notes

@@N7b@@
`POST /api/swaps/` needs the member's own token.
The calendar feed is not part of the API; it uses a secret per-member URL.
Responses are JSON, times in UTC with an offset.
""")

A("boat-shed", "Boat shed", "2026-06-22", ["irb", "kit"], """
# Boat shed

@@N10b@@
@@F8b@@
Kill-cord spare hangs on the hook left of the door.
Shed key code changes every season; captains have it.
""")

A("nippers-faq", "Nippers FAQ draft", "2026-03-02", ["nippers", "faq"], """
# Nippers FAQ (draft for the website)

@@S2a@@
Do children need to swim? Yes: 25 m unaided, checked at the first session.
What should they bring? Swimsuit, towel, water bottle and a warm layer.
""")

A("rota-migration", "Rota migration", "2026-05-12", ["tideroster", "rota"], """
# Rota migration

@@S4b@@
Swaps made in the sheet after 1 May were copied over by hand.
Captains who preferred the sheet get a printable view (`/rota/print`).
""")

A("deploying", "Deploying the apps", "2026-02-08", ["ops", "deploy"], """
# Deploying the apps

@@S5a@@
@@NS4b@@

```sh
cd ops
fab deploy:tideroster
```

Check the health endpoint afterwards (`/healthz` on each app).
""")

A("email-move", "Mailbox move", "2026-09-03", ["email", "google"], """
# Mailbox move

@@S7b@@
holiday weekend; the MX records point at Google now.
Shared mailboxes became Google Groups so captains see the same inbox.
The app notification emails were not affected.
""")

A("trainlog-howto", "trainlog how-to for members", "2026-03-09", ["trainlog", "members"], """
# trainlog how-to for members

@@S10a@@
Your record shows every award, its status and the last session you attended.
@@D10a@@
Ask the training officer if something is missing.
""")

A("clubhouse-screen", "Clubhouse screen", "2026-05-30", ["tideroster", "clubhouse"], """
# Clubhouse screen

@@F1b@@
It's a kiosk-mode browser on the NUC; it comes back by itself after a power cut.
Tide times in the corner come from the Admiralty feed.
""")

A("backups", "Backups", "2026-03-27", ["ops", "backups"], """
# Backups

@@F4b@@
and dumps every database on db1 with `pg_dump -Fc`.
Restore test: `just restore-test <db>` restores into a scratch database and counts rows.
Kit check photos are not in the dumps; the photo bucket has versioning instead.
""")

A("rota-swaps", "How rota swaps work", "2026-06-14", ["tideroster", "swaps"], """
# How rota swaps work

A member offers a shift; anyone with the same award can take it.
@@F10b@@
Both members get a confirmation once it's approved.
""")

A("beach-flags", "Beach flags for the nippers parents' page", "2026-04-20", ["nippers", "safety"], """
# Beach flags (text for the parents' page)

@@A1b@@
A red flag means nobody swims, whatever the weather looks like.
An orange windsock means no inflatables.
""")

A("tideroster-setup", "tideroster setup on a new laptop", "2026-01-21", ["tideroster", "dev"], """
# tideroster on a new laptop

@@A3b@@
Use `uv` to create the venv; `requirements.txt` is generated from `pyproject.toml`.

```ini
DATABASE_URL=postgres://tideroster@db1.sbvlc.internal:5432/tideroster
DJANGO_SETTINGS_MODULE=tideroster.settings.local
```

The line above is the production shape; locally point it at your own Postgres.
""")

A("tls-notes", "TLS and domains", "2026-01-30", ["ops", "tls"], """
# TLS and domains

@@A4b@@
DNS for `shinglebay.org.uk` is with the registrar; Dev has the login.
Each app gets its own subdomain.
""")

A("radio-procedure", "Radio procedure", "2026-05-08", ["patrol", "radio"], """
# Radio procedure (patrol crib sheet)

@@A7b@@
Start every call with who you're calling, then who you are.
Radio check at the start of each shift with the base.
Keep messages short; the boat crew can't hear long ones over the engine.
""")

A("trainlog-contributing", "Contributing to trainlog", "2026-02-24", ["trainlog", "git"], """
# Contributing to trainlog

@@R7a@@
Branch from main, one feature per branch.
Templates use Jinja macros in `templates/_macros.html`; reuse them.
""")

A("tideroster-calendar", "tideroster calendar export", "2026-08-06", ["tideroster", "calendar"], """
# Calendar export

Nightly job that rebuilds every member's `.ics` feed after the rota changes.
@@O2a@@
Google Calendar only refreshes subscribed feeds every few hours, so changes show up late.
""")

A("nippers-coaching", "Nippers coaching rules", "2026-04-27", ["nippers", "coaching", "safety"], """
# Nippers coaching rules

@@NS3a@@
@@O3a@@
@@O10a@@
Coaches wear the yellow rash vests so parents can spot them.
""")

A("awards-import", "Awards import history", "2026-10-10", ["trainlog", "awards"], """
# Awards import: what happened

@@D3a@@
It overlapped with the backup job and the dump sometimes caught a half-finished import.
Moving it later fixed that.
""")

A("new-member-onboarding", "New member onboarding", "2026-04-05", ["members", "patrol"], """
# New member onboarding

@@D6a@@
@@NS9b@@
New members shadow a captain for two shifts before being rostered.
They get a trainlog login and a tideroster login on the same evening.
""")

# ---- filler notes (no labelled claims)
A("tide-times", "Tide times feed", "2026-02-15", ["clubhouse"], """
# Tide times feed

The clubhouse screen shows the next high and low water for Shingle Bay.
Porthkellow is about 10 minutes later than Shingle Bay; nobody has asked for it separately.
""")
A("season-opening-checklist", "Season opening checklist", "2026-04-28", ["patrol", "kit"], """
# Season opening checklist

- Flags and poles out of winter storage
- Patrol hut cleaned, first aid bag restocked
- Radios serviced and labelled
- Rota for the first four weekends published
""")
A("member-survey-2026", "Member survey 2026", "2026-10-20", ["members"], """
# Member survey 2026 (tech questions)

Most members use the rota on their phones; very few use the calendar feed.
People want fewer texts and more emails, except for weather closures.
Captains asked for an offline view of the rota for the patrol hut.
""")
A("winter-training", "Winter training", "2026-01-12", ["training"], """
# Winter training

Pool sessions on Wednesday evenings from January to April.
Attendance is recorded in trainlog by the coach on duty.
""")
A("fundraising-page", "Fundraising page", "2026-06-30", ["website"], """
# Fundraising page

The donate button on the club website links to the club's JustGiving page.
The new IRB fund target is shown as a bar, updated by hand.
""")
A("accessibility-notes", "Accessibility notes", "2026-08-14", ["frontend"], """
# Accessibility notes

Buttons on the patrol apps must be at least 48 px for use with wet hands.
High-contrast mode is the default on the patrol phones.
""")
A("phone-fleet", "Patrol phones", "2026-05-16", ["kit", "phones"], """
# Patrol phones

Three Android phones in waterproof cases, one per beach plus a spare.
They are enrolled in the club Google account and only run kitcheck, incidentlog and the radio app.
""")
A("logging", "Logs", "2026-07-18", ["ops"], """
# Logs

All apps log to journald; `just logs <app>` tails them.
Log retention on the VPS is whatever journald's default disk cap allows.
""")
A("dependency-updates", "Dependency updates", "2026-08-25", ["ops", "deps"], """
# Dependency updates

Renovate opens PRs on Mondays; Dev batches the Python ones, Kit the JavaScript ones.
Major versions wait until the season is over.
""")
A("tideroster-data-model", "tideroster data model", "2026-03-05", ["tideroster", "dev"], """
# tideroster data model

Beach -> PatrolDay -> Shift -> Assignment, with Member on the assignment.
Swaps are their own table so the history survives.
A captain is a member flag, not a separate model.
""")
A("junior-lifeguard-pathway", "Junior lifeguard pathway", "2026-09-18", ["nippers", "training"], """
# From nippers to patrol

At 14, nippers can join the junior lifeguard squad.
The squad trains on Saturdays and helps with nippers sessions.
""")
A("agent-session-2026-10-02", "Agent session 2026-10-02", "2026-10-02", ["agent"], """
# Agent session 2026-10-02

Fixed the swap approval bug (captain of the day resolved in the wrong timezone).
Added a test for rosters crossing the clock change.
Left a TODO about the printable rota's page breaks.
""")
A("insurance-notes", "Insurance notes", "2026-02-19", ["admin"], """
# Insurance notes

The club's insurer wants equipment checks on record and incident reports available on request.
Renewal is in March; the secretary handles it.
""")
A("clubhouse-keys", "Clubhouse keys", "2026-05-02", ["clubhouse"], """
# Clubhouse keys

Key safe by the back door; captains and the kit officer have the code.
Lost keys get reported in #general, not by text.
""")
