# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# A description marked FLAT contains an unquoted ": " on purpose (not strict YAML).
ROOT = {}
FLAT = {"reference_tideroster.md", "reference_infra.md", "reference_club.md", "project_irb_season.md"}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

R("reference_tideroster.md", "tideroster", "tideroster: the patrol rota app — stack, integrations, rules it enforces", "reference",
  "tideroster", "rota app stack, integrations and rostering rules", """
# tideroster (patrol rota)

Django app that builds the summer patrol rota for both beaches, handles swaps and sends reminders.
Repo: `github.com/sbvlc/tideroster`. Maintainer: Dev Achebe.

## Stack
@@A3a@@
@@V1a@@
@@R9a@@
- gunicorn on port 8001, behind Caddy at `rota.shinglebay.org.uk`
- Static files served by whitenoise

## Integrations
@@R1a@@
@@R2a@@
- Calendar feed (`/cal/<member>.ics`) for people who want shifts in their phone calendar
- Reads award status from trainlog's internal API

## Notifications
@@V6a@@
- Swap confirmations go out by SMS and email
- Captains get a push notification for anything waiting on them

## API
@@N7a@@
- Tokens are per device and created in the admin (`/admin/api/token/`)

## Rules
@@F5a@@
@@F10a@@
- Minors (under 18) can't be rostered on the last shift of the day
@@O8a@@
""")

R("reference_trainlog.md", "trainlog", "Training records app — where it runs, data it holds, awards and renewals", "reference",
  "trainlog", "training records app: hosting, data, award renewals", """
# trainlog

Flask app holding every member's training record: pool tests, beach lifeguard award, IRB crew and
driver awards, first aid. Maintainer: Morag Penhallow, with the agent doing most of the code.

## Runtime
@@V5a@@
@@S1a@@
@@D1b@@
- gunicorn with 2 workers; no background worker, the nightly jobs are cron entries

## Data
@@NS7b@@
- Training sessions attended (date, coach, topic) since 2024
- Photos of paper certificates, uploaded by the training officer

## Awards and renewals
@@V10a@@
- IRB crew award: no expiry, but a logged launch every season keeps you on the boat list
@@O10b@@
- Pool test (400 m in under 8 minutes) every season before the first patrol
@@O6b@@
""")

R("reference_kitcheck.md", "kitcheck", "Equipment check PWA — what it covers, schedules, backend", "reference",
  "kitcheck", "equipment check PWA: coverage, schedules, backend", """
# kitcheck

PWA on the patrol phones for equipment checks. Built by Kit Trelawney (kit officer) and the agent.
Frontend: SvelteKit. Backend: small Go API.

## Coverage
@@N10a@@
- Each item has a QR sticker; scanning it opens the check form for that item
@@N4a@@
@@D2b@@

## Schedules
@@A2a@@
- Rescue boards: weekly, plus after any impact
@@V3a@@
- Radios: charge and call test at the start of every patrol day
- Spinal board and first aid bag: fortnightly

## Rules
@@F3a@@
- A failed item is marked out of service until a kit officer clears it
@@S3b@@

## Backend
@@V9a@@
@@R8a@@
@@R5a@@
""")

R("reference_incidentlog.md", "incidentlog", "Incident log app — workflow, retention, stack", "reference",
  "incidentlog", "incident log app: workflow, retention, stack", """
# incidentlog

Django app for first aid, rescue and lost-child reports. Maintained by Morag; the agent does upgrades.

## Workflow
@@D7b@@
@@F6a@@
- Captains review reports in the admin and add follow-up notes
@@N5a@@

## Retention
@@V7a@@
- Lost-child reports with no injury are kept for 1 year

## Stack
@@S6a@@
- gunicorn on port 8000 behind Caddy at `incidents.shinglebay.org.uk`
- Postgres database `incidentlog` on db1
@@O1a@@
@@O7b@@
@@N2a@@
""")

R("reference_nippers.md", "nippers", "Junior nippers booking app — sessions, groups, consent, hosting", "reference",
  "nippers app", "junior nippers sessions, groups, consent, hosting", """
# nippers (junior sessions)

Next.js frontend + a small Django API (shares the Django admin with tideroster). Run by the nippers
coordinator, Aisha Penrose; the agent built most of it in spring 2026.

## Sessions
@@F2a@@
@@A5a@@
@@V4a@@
- Families can book a whole month of Sundays in one go

## Consent and photos
@@D9b@@
@@N3a@@
- Medical notes from parents are shown to coaches on the session register only

## Signups
@@S2b@@

## Hosting and email
@@R4a@@
- API runs on the VPS (port 8002) at `nippers-api.shinglebay.org.uk`
@@R3a@@
""")

R("reference_infra.md", "infra", "Infra: VPS, backups, monitoring, secrets", "reference",
  "Infra", "VPS, backups, monitoring, secrets", """
# Infrastructure

## Server
@@D8b@@
@@A4a@@
- Ubuntu 24.04, unattended-upgrades on
- db1 is the same box (`db1.sbvlc.internal` resolves to it over the private network)

## Backups
@@F4a@@
@@A10a@@
@@N8a@@
@@V8a@@
- Restore drill every quarter; last one took 20 minutes for all databases

## Monitoring
@@S8a@@
- Disk usage alert at 80 %

## Access
@@R10a@@
- SSH by key only; Dev and Morag have sudo, Kit has deploy-only

| Host | Role | Notes |
|---|---|---|
| vps1 | apps + db1 | Hetzner, Falkenstein |
| clubhouse NUC | clubhouse screen | kiosk browser |
""")

R("reference_club.md", "club", "Club basics: beaches, patrol hours, radios, flags, comms", "reference",
  "Club basics", "beaches, patrol hours, radio, flags, comms", """
# Shingle Bay Volunteer Lifeguard Club — basics

Volunteer club patrolling Shingle Bay (main beach) and Porthkellow Cove from May to September,
with a junior nippers programme on Sundays. About 90 active members, 22 of them patrol captains.

## Beaches and patrol hours
| Beach | Weekend patrol hours | Shifts |
|---|---|---|
@@V2a@@
| Porthkellow Cove | Sat–Sun 10:00–15:00 | one shift of 5 hours |

@@NS9a@@
@@A1a@@
- Black-and-white chequered flags mark the surfcraft zone

## Radios and kit
@@A7a@@
@@S9a@@
@@NS5b@@
@@F1a@@

## Comms
@@D4b@@
@@S7a@@
@@O9a@@
""")

R("feedback_git_workflow.md", "git-workflow", "How to merge and push in the club repos", "feedback",
  "Git workflow", "merging and pushing rules", """
@@N1a@@

**Why:** Dev reads main as a list of features; WIP commits made the changelog unreadable.

@@N9a@@

**How to apply:** branch names `agent/<topic>`, open a draft PR early, never commit straight to main.
""")

R("feedback_kitcheck_frontend.md", "kitcheck-frontend", "Package manager and build habits for the kitcheck frontend", "feedback",
  "kitcheck frontend habits", "package manager and build habits", """
@@R6b@@

**Why:** Kit's laptop and the CI image were set up around it, and two lockfiles broke a build in July.

**How to apply:** run the dev server and build with the same tool; commit the lockfile with dependency changes.
""")

R("feedback_migrations.md", "incidentlog-migrations", "How incidentlog migrations get applied", "feedback",
  "incidentlog migrations", "how schema changes get applied", """
@@N2b@@

**Why:** a migration in April locked the reports table for four minutes on a Saturday afternoon.

**How to apply:** put the migration in its own PR and say in the description whether it rewrites a table.
""")

R("feedback_commits.md", "commit-messages", "Commit message style for agent commits", "feedback",
  "Commit messages", "commit message style", """
Commit subjects in the imperative, under 70 characters, app name first (`kitcheck: …`).
@@N6a@@
No emoji in commit messages or PR titles.

**Why:** Morag reads `git log --oneline` on her phone.
""")

R("feedback_secrets.md", "secrets-handling", "Where API keys and passwords go", "feedback",
  "Secrets handling", "where API keys and passwords go", """
@@R10b@@
Never paste a key into chat, an issue or a commit, even a test one.

**Why:** a Twilio test key ended up in a public gist in 2025 and had to be rotated.
""")

R("feedback_writing_style.md", "member-facing-text", "Tone and spelling for text members and parents see", "feedback",
  "Member-facing text", "tone and spelling for members and parents", """
@@F7a@@
Keep SMS under 160 characters and put the beach name first.
Parents get a friendlier tone than lifeguards; no jargon like "IRB" in nippers emails.
""")

R("feedback_deploys.md", "deploy-rules", "When and from where to deploy", "feedback",
  "Deploy rules", "when and from where to deploy", """
@@F9a@@
@@NS4a@@
On summer weekends (patrol days) only deploy fixes for things that are broken.

**Why:** a Friday-evening deploy in June broke swap approvals for the whole weekend.
""")

R("feedback_testing.md", "testing", "Testing habits in the club repos", "feedback",
  "Testing", "testing habits", """
@@A6a@@
@@NS10a@@
Use the factories in `tests/factories.py`, not fixtures copied from production.

**Why:** one test run in March wiped the swap queue on the live database.
""")

R("feedback_incidents.md", "incident-report-rules", "Rules around closing and deleting incident reports", "feedback",
  "Incident report rules", "closing and deleting reports", """
@@NS1a@@
@@NS8a@@

**Why:** the council can ask for any report, and a missing one looks worse than a wrong one.
""")

R("feedback_escalation.md", "escalation", "Who to contact when something breaks", "feedback",
  "Escalation", "who to contact when something breaks", """
@@NS2a@@
Out of season, email Morag instead; nobody watches #tech in winter.

**Why:** captains are on the beach and can't fix a server from the patrol hut.
""")

R("feedback_sms.md", "sms-etiquette", "When tideroster may text members", "feedback",
  "SMS etiquette", "when to text members", """
@@NS6a@@
Texts say which beach and what time first; anything else goes in the email.

**Why:** members complained about three texts in one day during the June heatwave.
""")

R("feedback_data_protection.md", "data-protection", "What personal data the apps may keep", "feedback",
  "Data protection", "what personal data the apps may keep", """
@@NS7a@@
Nippers medical notes live only in the nippers app and are deleted at the end of each season.

**Why:** the club's data protection policy (adopted at the 2025 AGM) says so.
""")

R("user_morag.md", "morag", "Morag Penhallow — club chair and digital lead", "user",
  "Morag", "club chair and digital lead", """
Morag Penhallow is club chair and the de facto digital lead; retired secondary-school IT teacher.
Reads code comfortably, reviews every PR, prefers Python to JavaScript.
@@A9a@@
Works mornings; replies slowly on patrol days.
""")

R("user_dev.md", "dev", "Dev Achebe — tideroster maintainer", "user",
  "Dev", "tideroster maintainer", """
Dev Achebe maintains tideroster and the server; backend developer by day job.
Patrol captain at Shingle Bay on alternate Saturdays.
Likes small PRs with tests; doesn't mind long ones if they are split into commits.
""")

R("user_kit.md", "kit", "Kit Trelawney — kit officer, kitcheck owner", "user",
  "Kit", "kit officer, kitcheck owner", """
Kit Trelawney is the club's kit officer and the owner of kitcheck.
Front-end hobbyist; writes the Svelte components, leaves the Go API to the agent.
Prefers screenshots in PRs that touch the check forms.
""")

R("project_ops_cleanup.md", "ops-cleanup", "Autumn clean-up of the ops repo and deploy tooling", "project",
  "Ops clean-up", "autumn tidy of ops repo and deploy tooling", """
Autumn 2026 tidy of the `ops` repo, led by Dev.

@@S5b@@
- `justfile` recipes: `deploy`, `logs`, `shell`, `restore-test`
- Removed the old Ansible playbooks for the Pi
- Still to do: move Caddy config into the repo
""")

R("project_irb_season.md", "irb-season", "IRB season notes: engine, launches, crew", "project",
  "IRB season", "boat engine, launches, crew", """
# IRB season 2026

@@D5b@@
@@F8a@@
Launches are logged by the boat crew on the paper sheet; Morag types them into trainlog monthly.
Crew of two minimum, three when the swell is over 1 m.
""")

R("project_awards_import.md", "awards-import", "Nightly import of award results into trainlog", "project",
  "Awards import", "nightly award results import", """
@@D3b@@
It matches results by membership number, and anything it can't match goes to the training officer's queue.
The portal's CSV format changed in July; the parser handles both versions.
""")

R("project_nippers_launch.md", "nippers-launch", "Launch plan for the nippers app in spring 2026", "project",
  "Nippers launch", "spring 2026 launch plan for the nippers app", """
Goal: every nippers family books and consents online before the first beach session.
- Aisha sends the launch email to last year's families in April
- Coaches get the register view on the patrol tablets
- Paper register kept as a fallback for the first month
""")

R("project_clubhouse_wifi.md", "clubhouse-wifi", "Clubhouse network upgrade", "project",
  "Clubhouse Wi-Fi", "clubhouse network upgrade", """
New 4G router in the clubhouse since July; the old ADSL line is cancelled.
The patrol hut at Shingle Bay gets signal from a point-to-point link on the clubhouse roof.
Guest network for nippers parents on Sundays, isolated from the staff network.
""")

R("reference_glossary.md", "glossary", "Club jargon the agent keeps meeting", "reference",
  "Glossary", "club jargon", """
- IRB: inflatable rescue boat
- Nippers: juniors, 7 and up
- Captain of the day: the patrol captain in charge at a beach for that day
- Rescue tube: the red foam float lifeguards swim out with
- Surfcraft zone: the area between the black-and-white flags
""")

R("feedback_pr_reviews.md", "pr-reviews", "How the team wants PRs prepared for review", "feedback",
  "PR reviews", "how to prepare PRs", """
Add screenshots for any UI change, phone-sized.
Link the GitHub issue in the PR body; if there isn't one, say why.
Keep refactors out of feature PRs.
""")

R("project_agm_2026.md", "agm-2026", "Things the 2026 AGM asked of the digital team", "project",
  "AGM 2026 asks", "digital asks from the AGM", """
- Members asked for the rota to show the beach first, then the time
- Treasurer wants a yearly export of nippers fees
- Training officer wants trainlog to show who is missing the pool test
""")
