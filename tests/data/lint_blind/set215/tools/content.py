"""File bodies for the set215 store (Waymark Guide Dogs).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts:
  ROOT  -> Claude Code auto-memory files at the store root (plus a generated MEMORY.md)
  FACTS -> remnic facts under facts/YYYY-MM-DD/
  AUTO  -> free notes under auto/
"""

# ---------------------------------------------------------------------------
# Root memories. flat=True means the description carries an unquoted ": "
# (intentionally not strict YAML, as real files sometimes are).
# ---------------------------------------------------------------------------
ROOT = []


def mem(file, name, description, title, hook, body, flat=False):
    mtype = file.split("_", 1)[0]
    ROOT.append(dict(file=file, name=name, description=description, type=mtype,
                     title=title, hook=hook, body=body.strip("\n") + "\n", flat=flat))


mem("user_priya_role.md", "user-role",
    "Priya is Head of Digital and the person who gives me most instructions",
    "Priya's role", "who I'm working for and what she cares about", """
Priya Natarajan is Head of Digital (reports to the COO). She's not a day-to-day coder any more but reads every PR that touches client data.

- Background: ex-NHS Digital, strong on IG/GDPR, happy reading Python, less so Ruby
- Manages Tom (backend), Hannah (frontend contractor, 3 days/wk) and Marek (infra, part-time)
- Cares most about: client data safety, walkers not getting confused, vets not losing records
- Prefers I ask before touching anything in MatchPoint's data model
""")

mem("user_working_style.md", "working-style",
    "How Priya likes updates: short, answer first, no jargon for the ops people",
    "Working style", "how to write updates and summaries for Priya", """
Priya wants the answer first, then the detail. She forwards a lot of my summaries to Fiona and Gareth, who aren't technical.

- Lead with what changed for walkers / kennel staff, then the tech
- Spell out acronyms the first time (PITR, SSO) - the centre managers won't know them
- Weekly summary goes out Friday lunchtime; keep it under ~10 bullets
- She reads on her phone between sites, so no wide tables in summaries
""", flat=True)

mem("user_ops_stakeholders.md", "ops-stakeholders",
    "The operations people the apps are really for, and what each of them notices",
    "Ops stakeholders", "who in operations uses which app and what they notice first", """
Not users of this chat, but they're who the work is for.

- Fiona (puppy walking) thinks in walkers and litters, not records; show her screenshots
- Gareth and Jo (training centres) care about the kennel tablets working first thing and not much else
- Lucy (client services) is the power user of MatchPoint and spots data issues before anyone
- Dr Rahman wants an audit trail on anything medical, full stop
- Helen (Kenilworth) mostly lives in spreadsheets and Metabase
""")

mem("feedback_git_workflow.md", "git-workflow",
    "Branch and merge rules per repo: they differ, so check before merging",
    "Git workflow", "merge habits per repo and the branch rules", """
Each repo has its own merge habit, so check which one you're in before hitting the button.

@R7a@ - pawtrack: squash-merge PRs (one commit per ticket keeps `main` readable for Fiona's changelog)
- matchpoint: squash, with the PR title as the commit subject
- rota: plain merge commits are fine, Hannah doesn't mind either way
@NS1a@ - pawtrack: don't merge to `main` after 4pm on a Friday unless someone is around to watch the deploy
- Branch names: `<initials>/<ticket>-short-slug`, e.g. `tok/PT-412-report-reminders`

@NS7a@ Don't force-push to `main` on any repo.
**Why:** Tom lost half a day in April untangling a force-push on rota that wiped one of Hannah's merges.
**How to apply:** Branch protection is on for pawtrack and matchpoint but not for rota or kennelops yet, so it's on us there.
""", flat=True)

mem("feedback_kennelops_deploys.md", "kennelops-deploys",
    "When and how to ship KennelOps without disrupting the kennel rounds",
    "KennelOps deploys", "when it's safe to ship the kennel app and how", """
@N9a@ Don't deploy KennelOps between 07:00 and 18:00 on weekdays; kennel staff are mid-round on the tablets and a restart logs them out.
**Why:** In February a lunchtime deploy dropped three meds entries at Bristol (tablet sessions died mid-save). Dr Rahman asked for evening deploys only.
**How to apply:** Ship after 18:00 or at weekends; if it really can't wait, warn the centre managers in their Teams channel first.

@F3a@ Deploy KennelOps with `kamal deploy` from your laptop - there's no CD pipeline for it.
Run the specs locally first (`bundle exec rspec`); CI only runs on PRs.
""")

mem("feedback_migrations.md", "pawtrack-migrations",
    "Run PawTrack schema migrations by hand rather than from the deploy",
    "PawTrack migrations", "why PawTrack schema changes are applied by hand", """
@N3a@ Never let PawTrack deploys run Django migrations automatically; Tom runs `manage.py migrate` by hand
from a one-off shell after checking the SQL with `sqlmigrate`.
**Why:** A migration that added a NOT NULL column to `reports` locked the table for ~6 minutes in May while walkers were submitting.
**How to apply:** Keep the pre-deploy command empty. Put risky migrations in their own PR and tag Tom.

Other apps are different: KennelOps runs `db:migrate` as part of `kamal deploy` and that's fine there (small tables).
""")

mem("feedback_client_data.md", "client-data-handling",
    "Rules for anything that touches MatchPoint client records",
    "Client data handling", "rules for client records, exports and incidents", """
Clients are blind or partially sighted people applying for a dog; treat everything about them as sensitive.

@N8a@ Always get Dev Sharma's OK before exporting client data out of MatchPoint, even for internal reports.
**Why:** The 2025 ICO self-report was about a spreadsheet export that got emailed around.
**How to apply:** Ask in the DPO channel, paste the query, wait for a thumbs-up.

@NS4a@ Never put client names, addresses or phone numbers into Sentry breadcrumbs or tags - use the client UUID.

@NS5a@ Escalate MatchPoint data incidents (wrong person emailed, export leaked) to Dev Sharma, not to the on-call dev.
The on-call rota is for outages; Dev decides whether it's reportable within the 72 hours.

@F7b@ MatchPoint PRs that touch the client-data models need a second approval, and the second one has to be Priya.
""")

mem("feedback_code_review.md", "code-review",
    "Review expectations for PRs across the four repos",
    "Code review", "what a PR needs before it's merged", """
@F7a@ Every PR needs at least one approving review before it's merged, including Tom's own.
**Why:** Small team, lots of context in people's heads; review is how Hannah and Marek learn the other apps.
**How to apply:** Request review from whoever last touched the area; if nobody's free within a day, ping Priya.

- Keep PRs under ~400 lines where possible
- Screenshots for any UI change, and a screen-reader check for anything client-facing (see the accessibility note)
""")

mem("feedback_rota_styling.md", "rota-styling",
    "Styling approach for new UI in the volunteer rota app",
    "Rota styling", "how to style new components in the rota app", """
@N6a@ Prefer Tailwind utility classes for new Rota components; Hannah set up the config and the design tokens live in `tailwind.config.ts`.
**Why:** Hannah is the only frontend person and she's fastest in Tailwind.
**How to apply:** Don't add new `.module.css` files; if you touch an old one, leave it alone unless you're rewriting the component.
""")

mem("feedback_vaccination_records.md", "vaccination-records",
    "Don't build admin overrides for vaccination entries",
    "Vaccination records", "who may change vaccination history and why", """
@A10b@ Vaccination entries in KennelOps can only be edited by users with the vet role; don't add an admin override, even for "quick fixes".
**Why:** Vaccination history is what the insurer audits every year, and Dr Rahman signs it off.
**How to apply:** If a kennel assistant entered something wrong, they flag it and a vet corrects it. Admin tools can hide a dog, not change its jabs.
""")

mem("feedback_tone_with_vets.md", "vet-team-comms",
    "How to word questions and updates for the vet team",
    "Talking to the vet team", "how to word questions for the vets", """
The vet team (Dr Aisha Rahman plus the vet nurses at each training centre) are busy and very precise.

- Ask one question per message; they answer on their phones between consults
- Use the dog's name *and* its KennelOps ID - there are three "Bramble"s this year
- Never describe a data bug as "lost records" unless it is; say "not showing" until we know
**Why:** A vague "some records are missing" message in June caused a small panic at York.
**How to apply:** Draft, then cut it in half.
""")

mem("feedback_testing.md", "testing",
    "Testing habits per app, and the preference for real databases over mocks",
    "Testing", "test tools per app and the no-mocks preference", """
- PawTrack: pytest + factory_boy; run `pytest -n auto`, the suite takes ~90 s
- KennelOps: rspec, system specs in headless Chrome; don't mock ActiveRecord
- MatchPoint: pytest for the API, vitest + Testing Library for the React app
- Rota: Playwright for the two booking flows, nothing else

Prefer real database tests over mocks everywhere.
**Why:** every bug we've shipped this year was a query bug that a mock would have hidden.
**How to apply:** Use the test DB fixtures; only mock outbound HTTP (Postmark, Twilio).
""")

mem("feedback_commit_messages.md", "commit-messages",
    "Commit message format the team uses",
    "Commit messages", "ticket prefixes and commit message style", """
Use the ticket prefix: `PT-` (PawTrack), `KO-` (KennelOps), `MP-` (MatchPoint), `RO-` (Rota).

- Imperative subject, under ~70 chars
- Body explains *why*; Fiona reads the PawTrack ones when she writes the walker newsletter
- Don't mention client names in commit messages, ever (use the ticket)
""")

mem("feedback_accessibility.md", "accessibility",
    "Client-facing pages must work with screen readers and high zoom",
    "Accessibility", "screen-reader and zoom checks for client-facing pages", """
MatchPoint's public pages are used by blind and partially sighted people, so accessibility isn't optional.

- Test with NVDA + Firefox and VoiceOver on iOS before merging client-facing UI
- Everything must be usable at 400% zoom
- Don't rely on colour alone; the high-contrast theme must keep working
**Why:** Two clients complained in March that the appointment page was unusable with JAWS.
**How to apply:** Add a line to the PR description saying which screen reader you checked with.
""")

mem("feedback_secrets.md", "secrets",
    "Where secrets live and how to share them with non-developers",
    "Secrets", "where credentials live and how to share them", """
- All secrets live in the team 1Password vault "Digital"; never in `.env` files committed anywhere
- Rotate the Postmark and Twilio tokens whenever someone leaves
- Share one-off credentials with the centre managers via 1Password share links, not in chat
**Why:** We found a Twilio token pasted in a chat thread in the spring.
""")

mem("project_pawtrack_overview.md", "pawtrack-overview",
    "What PawTrack is, who uses it, and the main moving parts",
    "PawTrack overview", "the puppy walker portal, its stack and walker-facing rules", """
PawTrack is the puppy walker portal. ~420 active walkers across the Midlands, the South West and Yorkshire use it to log their pup's progress; staff use the admin side to review reports.

## Stack
- Django 5.1, server-rendered with a sprinkle of htmx
@F6a@ - DB: Postgres 16
- Celery + Redis for emails, report reminders and image resizing
- Email via Postmark (one server per environment)
- Errors: Sentry (`pawtrack` project)

## Walkers
@D5b@ - Walkers log in with magic links, no passwords
@O3a@ - Walker sessions last 14 days (remember-me cookie), because many walkers only open it once a month
- Magic links expire after 30 minutes
@D2b@ - Walkers file a progress report every month (socialisation checklist, weight, photos, free text)
@A6a@ - Up to 20 photos per monthly report
@V6a@ - Photo uploads capped at 10 MB each (resized server-side to 2048px)
@N10a@ - Walkers can see their pup's full vet history, synced nightly from KennelOps
@NS9b@ - Emails each walker their area supervisor's name and phone number when a pup is placed

## People
@O10b@ - Product owner: Fiona Gallagher (Puppy Walking Manager)
- Tech lead: Tom; Hannah does the templates
""")

mem("reference_kennelops.md", "kennelops-reference",
    "KennelOps reference: stack, servers, features and contacts",
    "KennelOps reference", "the kennel app's stack, servers and notable features", """
KennelOps is the kennel management app used at Kenilworth, Bristol and York (kennel staff on tablets, vets on laptops).

## Stack
@D7b@ - Framework: Rails 7.1 with Hotwire, no separate frontend
@V1b@ - DB: Postgres 15 on `kennel-db-01:5433` (5432 is still held by the old Metabase instance)
@R5a@ - Background jobs: Sidekiq, with Redis on the app box
@R2a@ - Errors: Honeybadger (free tier for charities)
@O1a@ - CI: GitHub Actions (rspec + rubocop on every PR)

## Servers
@D4b@ - App server: Hetzner CPX31 (4 vCPU / 8 GB) in Falkenstein, deployed with Kamal
- DB server: `kennel-db-01`, Hetzner CX32, private network only
- Caddy in front for TLS; `kennelops.waymark.org.uk`

## Features worth knowing
@A9a@ - Meds reminder push to the kennel tablets at 07:30 every morning
- Med reminder pushes are retried 3 times if a tablet is offline
@A10a@ - Only vet-role users can edit vaccination entries
@O8b@ - X-ray and scan attachments up to 50 MB each
- Weight and feeding charts per dog, exported as PDF for the matching panel

## Contacts
- Tom built most of it; Marek looks after the servers
""", flat=True)

mem("project_matchpoint_overview.md", "matchpoint-overview",
    "MatchPoint, the client applications and matching app",
    "MatchPoint overview", "the client applications and matching app, stack and data rules", """
MatchPoint holds client applications, assessments and the matching workflow between qualified dogs and clients. Users are Lucy Chen's client services team (6 people), the instructors and the matching panel.

## Stack
@O5a@ - Python 3.12, FastAPI, SQLAlchemy 2, Alembic
@D1b@ - DB: Postgres 16
@A1a@ - API: uvicorn on port 8000 behind the platform proxy
@R6a@ - Frontend: React + Vite, package manager pnpm
- Frontend builds on Node 20
- Background jobs: ARQ on a small Redis
@R3a@ - Hosting: Fly.io, region `lhr`, two machines for the API
@NS4b@ - Errors: Sentry (EU data region), PII scrubbing on

## Data
@N4a@ - Each client record holds a medical summary (eye condition, mobility notes, other health issues that affect matching)
@O8a@ - Document uploads (ID, proof of address, signed consent forms) capped at 20 MB
@A7a@ - App logs retained 90 days
- Staff accounts are disabled after 60 days without a login

## Ops
@F9a@ - API is rate-limited per user (slowapi)
- Deploys go out when a release is tagged on `main`
""")

mem("project_rota_overview.md", "rota-overview",
    "Rota app overview: volunteer shifts, stack and owners",
    "Rota overview", "the volunteer shift app, its stack and shift types", """
Rota is the little volunteer scheduling app: kennel volunteers, reception cover and fundraising event helpers book shifts at the three centres. ~150 regular volunteers.

## Stack
- Next.js 14 (app router), TypeScript
@V7a@ - Node 20 LTS (Vercel project setting)
@A3a@ - Package manager: pnpm
- Hosting: Vercel (charity plan)
- Data: Supabase Postgres, region eu-west-2
@F10a@ - Auth: Supabase Auth
@R4a@ - Email: Resend, for shift reminders and sign-up confirmations

## Shifts
| Shift type | Length | Times |
|---|---|---|
@D3b@ | Kennel volunteer | 3 hours | 09:00-12:00 or 13:00-16:00 |
| Reception cover | 4 hours | 09:00-13:00 or 13:00-17:00 |
| Event helper | varies | set per event |

## People
@O10a@ - Product owner: Ellie Brooks (volunteer coordinator)
- Hannah maintains it, roughly a day a month
""", flat=True)

mem("project_pawtrack_hosting_move.md", "pawtrack-hosting-move",
    "Why and how PawTrack changed hosting platform this spring",
    "PawTrack hosting move", "the spring platform move for the walker portal", """
@S1b@ We moved PawTrack off Heroku onto Render in March 2026, and the old Heroku app has been scaled to
zero; Marek deletes it once the finance audit has the final invoices.

- Reason: Heroku's pricing after the charity credit ended (~GBP 180/mo then vs ~GBP 60/mo now)
- Render services: `pawtrack-web`, `pawtrack-worker`, `pawtrack-beat`, plus managed Postgres 16
- DNS cut over on 2026-03-14, about ten minutes of read-only mode for walkers
- Anything in old docs mentioning dynos or `heroku run` is out of date
""")

mem("project_teams_migration.md", "chat-platform",
    "The move of staff chat and alert channels to a new platform",
    "Chat platform move", "where staff chat and alerts moved to and what's kept", """
@S8b@ We moved from Slack to Microsoft Teams in February 2026 and the Slack workspace has been shut down (export kept in the Digital SharePoint).

- Centre managers were already on Teams through M365, which was the whole point
- Incoming-webhook bots replaced the old Slack apps; ask Marek for a webhook URL
- Message history up to the switch is in the export, not searchable from Teams
""")

mem("project_matchpoint_auth.md", "matchpoint-staff-auth",
    "Staff sign-in for MatchPoint and why it changed",
    "MatchPoint staff sign-in", "how staff sign in to the matching app and why it changed", """
@S3b@ Switched MatchPoint staff sign-in from Auth0 to Microsoft Entra ID (the charity's M365 tenant) in May 2026.

- Reason: leavers kept Auth0 access for weeks; with Entra, IT disabling the M365 account cuts MatchPoint off too
- Conditional access requires a managed device or the Authenticator app
- The Auth0 tenant is deleted; don't follow old runbooks that mention it
""")

mem("project_vetlog_retirement.md", "vetlog-retirement",
    "Retiring the Bristol vet-notes spreadsheet",
    "VetLog retirement", "what happened to the Bristol vet spreadsheet", """
@S2b@ VetLog (the Google Sheet Bristol used for vet notes) has been read-only since June 2026; Bristol's vet notes are entered in KennelOps now, same as York.

- The sheet stays read-only until the 2027 insurer audit, then gets archived
- Historical notes were not migrated, only vaccinations and weights; the dog's KennelOps page links to its old tab
- Gareth was the main holdout - the tablets in the Bristol vet room fixed it
""")

mem("project_pawtrack_api_v2.md", "pawtrack-api-v2",
    "PawTrack's API versions and what consumers should call",
    "PawTrack API versions", "which PawTrack API version consumers should use", """
@S6b@ PawTrack API v1 is deprecated and has returned 410 Gone since October; every consumer is on `/api/v2/` now.

- v2 was released in July: cursor pagination, pup IDs shared with KennelOps
- Consumers are listed in `docs/api-consumers.md`; tokens are per consumer, stored in 1Password
- Breaking changes need a month's notice to Fiona (her Power BI report reads it)
""")

mem("project_kennelops_ruby_upgrade.md", "kennelops-ruby-upgrade",
    "Language runtime upgrade on KennelOps this autumn",
    "KennelOps runtime upgrade", "the autumn runtime upgrade on the kennel app", """
@S10b@ Upgraded KennelOps from Ruby 3.2 to 3.3 (3.3.5) in October; `.ruby-version` and the Kamal image are updated.

- YJIT is on in production now; p95 on the dog page went from ~410 ms to ~260 ms
- `rbenv install 3.3.5` locally if you haven't
- Rails stayed where it was; the Rails bump was a separate piece of work in the spring
""")

mem("project_breeding_centre.md", "breeding-centre",
    "Kenilworth breeding programme notes that matter for the apps",
    "Breeding centre", "the breeding programme as far as the apps are concerned", """
The breeding centre at Kenilworth runs ~45 brood bitches and 8 stud dogs, all living with volunteer holder families and coming in to whelp.

@R10a@ - Microchips are registered on Petlog at chipping, with the charity as keeper
@N7a@ - Retired brood bitches are offered back to their original puppy-walking family first, then to the holder
@O7b@ - Routine vet work: Castle Vets, Kenilworth; repro work and scans are done in-house by Dr Rahman
- Litters are logged in KennelOps from day 0; pups get a PawTrack profile at 7 weeks
- Typical year: ~55 litters, ~380 pups
""")

mem("project_2026_priorities.md", "priorities-2026",
    "What the digital team is meant to be working on this year",
    "2026 priorities", "the year's agreed priorities for the digital team", """
Agreed with the trustees in January; Priya reviews it each quarter.

1. PawTrack reporting that walkers actually finish
2. Accessibility audit of MatchPoint's client-facing pages (booked for Q3)
3. Cut hosting spend by roughly a third
4. Q4: the puppy intake dashboard for Fiona and Helen

Not this year: a native walker app, the online donations rebuild.
""")

mem("project_donations_export.md", "donations-export",
    "Side task, the nightly donor export into the fundraising CRM",
    "Donations export", "the nightly donor export side task", """
Not one of the four apps, but it lands on us: a nightly job copies new online donations from the payment provider into the fundraising CRM.

- Runs as a GitHub Actions scheduled workflow in the `infra` repo at 04:00 UTC
- Retries the CRM upload up to 5 times, then emails the fundraising team
- Gift Aid declarations are included; card details never are
- Owner on the fundraising side: Rachel Ng
""")

mem("project_puppy_intake_dashboard.md", "intake-dashboard",
    "Q4 dashboard combining litters, walkers and pups waiting for placement",
    "Puppy intake dashboard", "the planned dashboard for litters and placements", """
Fiona and Helen want one screen: litters due, pups ready to place, walkers waiting, walkers who've stalled on reports.

- Reads from PawTrack's API v2 and KennelOps' litter endpoint
- Built as a Metabase dashboard on read-only users, not a new app
- Refreshes hourly; walker names only, no addresses
- Status (Nov): first version is with Fiona for feedback
""")

mem("reference_sites.md", "sites",
    "Sites: where each centre is, visitor hours and managers",
    "Sites", "the centres, what happens at each and who runs them", """
Head office is in Leamington Spa (no dogs on site apart from the odd demo).

| Site | What happens there | Visitor hours | Manager |
|---|---|---|---|
| Kenilworth | breeding centre, whelping, pups until placement | by appointment | Helen Marsh |
@V9a@ | Bristol (Avonmouth) | training centre, kennels for ~40 dogs | 10:00-16:00 Mon-Fri | Gareth Hughes |
@O2a@ | York (Poppleton) | training centre, kennels for ~32 dogs | 10:00-16:00 Tue-Sat | Jo Whitfield |

- Bristol reception phone line is staffed 08:30-17:00
- York holds an open day on the first Saturday of each month
""", flat=True)

mem("reference_people.md", "people",
    "Who's who across digital, vets, centres and client services",
    "People", "who's who and who to ask", """
## Digital
- Priya Natarajan - Head of Digital, my main contact
- Tom Okafor - lead backend dev; on call for PawTrack and MatchPoint
- Hannah Lindqvist - frontend contractor, Mon-Wed
@R8a@ - Marek Zielinski - infra, Tue/Thu; out-of-hours contact for KennelOps outages

## Operations
- Dr Aisha Rahman - Head of Veterinary Services
- Fiona Gallagher - Puppy Walking Manager
- Helen Marsh - Kenilworth breeding centre manager
- Gareth Hughes - Bristol Training Centre manager
- Jo Whitfield - York Training Centre manager
- Lucy Chen - Client Services lead (applications, matching admin)
- Ellie Brooks - volunteer coordinator
- Dev Sharma - Data Protection Officer (also does IT procurement)
""")

mem("reference_vet_schedule.md", "vet-schedule",
    "Standard vet milestones from birth to qualification",
    "Vet schedule", "the standard vet milestones a dog goes through", """
Set by Dr Rahman; KennelOps creates the reminders from this list.

## Puppy
@A2a@ - Microchipped at 6 weeks
- First vaccination at 8 weeks, at Kenilworth, before the pup goes to its walker
@V5a@ - Second vaccination at 10 weeks (Nobivac DHPPi + L4), done by the walker's local practice
- Kennel cough (intranasal) at 16 weeks
- Worming every 2 weeks until 12 weeks, then monthly

## Adult / in training
- Annual booster + health check
- Hips and elbows X-rayed at ~14 months when the dog comes in for training
@F2a@ - Every dog gets a full vet check before qualification
""")

mem("reference_puppy_walking_rules.md", "puppy-walking-rules",
    "The rules walkers sign up to, as far as the apps need to know them",
    "Puppy walking rules", "the walker handbook rules the apps care about", """
From the Puppy Walker Handbook (v7, Fiona). The apps enforce some of these; the rest is context.

## Placement
@D9b@ - Pups move to their walker at 8 weeks
- Pups come back for early training at around 14 months
@V2a@ - Monthly progress report is due by the 5th of the following month

## Day to day
@F5a@ - Never leave a pup alone for more than 3 hours
@N2a@ - Walkers can let pups off lead in enclosed, dog-secure fields once recall is reliable
@NS2a@ - Take pups into shops, cafes and on buses to practise settling - that's the job
- Pups under six months get three meals a day

## Money
@V10a@ - Mileage: 45p per mile for vet trips and puppy classes
- Food, flea/worm treatment and vet bills are paid by the charity directly
""")

mem("reference_infra.md", "infra",
    "Where things run, backups, domains and monitoring",
    "Infrastructure", "domains, backups and monitoring across the apps", """
## DNS / domains
- `waymark.org.uk` is at Cloudflare; Marek has the login
- Subdomains: `pawtrack.`, `kennelops.`, `match.`, `rota.`

## Backups
@V4a@ - KennelOps: `pg_dump` nightly at 02:30 UTC
@F4a@ - MatchPoint: daily logical backup, kept 30 days
- PawTrack: managed Postgres with 7 days of point-in-time recovery
- Rota: Supabase daily backups (Pro plan)
- Restore drill every quarter; the last one (October) restored KennelOps to staging in 38 minutes

## Monitoring
- Better Stack uptime checks on all four apps, every 3 minutes
- Status page at `status.waymark.org.uk` for walkers and volunteers
""")

mem("reference_matching_process.md", "matching-process",
    "How a qualified dog gets matched with a client",
    "Matching process", "the steps from application to a working partnership", """
Owned by Lucy Chen (admin) and the senior instructors; MatchPoint tracks each step.

1. Client application + assessment visit
2. Dog reaches advanced training; instructor writes a profile
3. Shortlist in MatchPoint, then the panel
4. Matching visit, then 3-5 weeks of class training with the client

@A5a@ - Dogs usually qualify at around 20 months
@D6b@ - The matching panel meets monthly, on the first Wednesday
@NS10a@ - The panel never approves a match without a home visit report
@NS3a@ - Don't email a client about a specific dog until the panel has signed the match off
- Aftercare: first visit after 3 months, then one a year
""")

mem("reference_teams_channels.md", "teams-channels",
    "Which chat channel to use for what",
    "Chat channels", "which channel to post in for what", """
All in the "Digital" team unless noted.

- `General` - anything non-urgent, plus the weekly summary link
- `Walkers feedback` - Fiona forwards walker complaints and ideas here
- `Vet questions` - Dr Rahman's team; one question per post
- `DPO` - data protection questions for Dev (private channel)
- Centre managers have their own team, "Centres"; post there only for planned downtime
""")

mem("reference_glossary.md", "glossary",
    "Guide-dog jargon that shows up in tickets",
    "Glossary", "guide-dog jargon used in tickets", """
- **Walker** / puppy walker - volunteer who raises a pup until it comes back for training
- **Holder** - volunteer family a brood bitch or stud dog lives with
- **Boarder** - volunteer who has a dog in training at weekends
- **Early / advanced training** - the two training phases, at Bristol or York
- **Qualification** - dog and client pass the final assessment together; the partnership starts
- **CVI** - Certificate of Vision Impairment; needed before a client's assessment
- **Withdrawn** - dog leaves the programme (health, temperament) and is rehomed or changes career
""")

mem("reference_repos.md", "repos",
    "Where the code lives and how each repo is laid out",
    "Repositories", "where each app's code lives", """
All on GitHub under `waymark-digital`.

- `pawtrack` - Django monolith; `apps/reports`, `apps/pups`, `apps/walkers`
- `kennelops` - Rails app, Kamal config in `config/deploy.yml`
- `matchpoint` - `api/` (FastAPI) and `web/` (React) in one repo
- `rota` - Next.js
- `infra` - Marek's Terraform for Cloudflare and the Hetzner boxes, plus runbooks
""")


# ---------------------------------------------------------------------------
# remnic facts: (datetime UTC, category, hex4, confidence, tags, body)
# ---------------------------------------------------------------------------
FACTS = []


def fact(dt, category, hex4, confidence, tags, body):
    FACTS.append(dict(dt=dt, category=category, hex=hex4, confidence=confidence,
                      tags=tags, body=body.strip("\n") + "\n"))


fact("2026-01-08T11:40:18", "fact", "3b9e", 0.88, ["puppy-walking", "reports", "history"],
     "@D2a@ In 2025 puppy walkers filed their progress reports quarterly, on paper.")
fact("2026-01-14T11:05:30", "fact", "c41a", 0.93, ["pawtrack", "hosting"],
     "@S1a@ PawTrack's web and Celery workers run on Heroku (Standard-1X dynos).")
fact("2026-01-16T09:12:47", "fact", "07d2", 0.9, ["team"],
     "Hannah works Monday to Wednesday and is the only frontend developer.")
fact("2026-01-21T09:03:33", "fact", "e5f0", 0.95, ["pawtrack", "python"],
     "@O5b@ PawTrack is on Python 3.11 (Django 5.1).")
fact("2026-01-27T17:45:09", "fact", "9a61", 0.86, ["york", "puppy-classes", "history"],
     "@D8a@ In 2025 York puppy classes were held at Poppleton village hall.")
fact("2026-01-29T10:20:00", "decision", "2c7b", 0.91, ["kennelops", "security"],
     "@N5a@ All KennelOps accounts must have TOTP two-factor enabled.")
fact("2026-02-03T16:20:11", "fact", "b8d4", 0.94, ["matchpoint", "retention", "gdpr"],
     "@A8a@ MatchPoint deletes closed client records 6 years after the partnership ends.")
fact("2026-02-06T14:48:19", "fact", "51ce", 0.92, ["matchpoint", "auth"],
     "@S3a@ MatchPoint staff log in through Auth0 (tenant `waymark-mp`).")
fact("2026-02-09T13:26:02", "fact", "f3a8", 0.89, ["pawtrack", "celery"],
     "PawTrack's Celery broker is Redis; the result backend is switched off.")
fact("2026-02-11T10:14:22", "fact", "a3f1", 0.9, ["kennelops", "database", "infra"],
     "@V1a@ KennelOps prod Postgres is on `kennel-db-01`, port 5432 (the default).")
fact("2026-02-12T12:00:40", "fact", "6e2d", 0.93, ["finance", "mileage"],
     "@O9a@ Staff mileage is paid at 45p a mile (the HMRC approved rate).")
fact("2026-02-19T09:31:07", "fact", "d90b", 0.9, ["kennelops", "backups"],
     "@S5a@ KennelOps nightly dumps are copied to the Synology NAS in the Leamington office.")
fact("2026-02-25T16:30:27", "decision", "4f17", 0.95, ["matchpoint", "gdpr", "client-data"],
     "@N4b@ Decided not to store clients' medical details in MatchPoint; they stay in the locked paper file at Leamington.")
fact("2026-03-03T10:02:44", "fact", "8b35", 0.91, ["pawtrack", "ci"],
     "@R1a@ PawTrack's CI runs on GitHub Actions (`.github/workflows/ci.yml`).")
fact("2026-03-06T15:14:29", "fact", "1d6c", 0.84, ["bristol", "matchpoint"],
     "Bristol reception can't see MatchPoint; client calls get transferred to Lucy's team.")
fact("2026-03-10T12:25:40", "fact", "ae02", 0.9, ["matchpoint", "applications"],
     "@S7a@ Client applications come in through the Typeform on the website; Lucy then re-keys them into MatchPoint.")
fact("2026-03-12T13:58:31", "fact", "5b7e", 0.87, ["kennelops", "history", "database"],
     "@D10a@ The old PHP version of KennelOps used MySQL 5.7 until the 2024 rewrite.")
fact("2026-03-18T11:44:12", "fact", "c2d9", 0.92, ["puppy-walking", "rules", "insurance"],
     "@N2b@ Off-lead exercise isn't permitted for pups while they're with puppy walkers; it's an insurance condition.")
fact("2026-03-24T08:12:55", "fact", "70fa", 0.88, ["kennelops", "weights", "kennels"],
     "@S9a@ Kennel staff write the weekly weights on the kennel whiteboard and the admin types them into KennelOps on Fridays.")
fact("2026-03-31T14:17:02", "fact", "e81b", 0.9, ["kennelops", "auth"],
     "@O3b@ KennelOps logs users out after 8 hours, i.e. one kennel shift.")
fact("2026-04-01T10:06:44", "fact", "3c50", 0.89, ["pawtrack", "auth", "history"],
     "@D5a@ During the Jan-Mar 2026 beta, walkers logged into PawTrack with a password plus an SMS code.")
fact("2026-04-02T15:25:13", "fact", "94e6", 0.93, ["puppy-walking", "rules"],
     "@F5b@ Pups under six months shouldn't be left alone for more than two hours.")
fact("2026-04-09T15:02:36", "preference", "b1c3", 0.9, ["kennelops", "git", "audit"],
     "@N1a@ Never squash-merge KennelOps PRs; Dr Rahman's audit wants every change traceable commit by commit.")
fact("2026-04-14T08:55:10", "preference", "2ad4", 0.85, ["process"],
     "Priya prefers PR descriptions to open with a one-line 'what changes for users'.")
fact("2026-04-16T10:00:52", "fact", "f60e", 0.94, ["puppy-walking", "expenses", "pawtrack"],
     "@S4b@ The PW7 paper expense form was retired in April; walkers now claim mileage and costs in PawTrack.")
fact("2026-04-22T11:30:00", "fact", "0c8f", 0.9, ["vet", "puppies", "vaccination"],
     "@V5b@ Pups have their second vaccination at 12 weeks, at the walker's local vet.")
fact("2026-04-28T16:55:41", "preference", "d7b2", 0.88, ["git"],
     "@NS7b@ Force-pushing your own feature branches is fine; use `--force-with-lease`.")
fact("2026-05-04T10:41:18", "fact", "6a3d", 0.87, ["vet", "vaccination"],
     "Leptospirosis boosters (L4) are given yearly to every dog in the programme.")
fact("2026-05-06T13:37:21", "fact", "8e41", 0.91, ["pawtrack", "email", "reports"],
     "@F1a@ PawTrack emails each walker a reminder 3 days before their monthly report is due.")
fact("2026-05-09T18:22:41", "fact", "2f6d", 0.87, ["puppy-walking", "grooming"],
     "@NS8a@ Walkers bath their pups themselves; the charity doesn't pay for groomers.")
fact("2026-05-12T12:31:08", "fact", "a45c", 0.92, ["puppy-walking", "rules"],
     "@NS2b@ Pups must never be left tied up outside shops.")
fact("2026-05-14T09:47:13", "fact", "3f92", 0.9, ["pawtrack", "email", "celery"],
     "@V8a@ PawTrack retries a failed Postmark send 3 times (Celery autoretry with exponential backoff).")
fact("2026-05-18T14:03:36", "fact", "c7e1", 0.86, ["matchpoint", "sms"],
     "MatchPoint sends SMS appointment reminders through Twilio from an alphanumeric sender ID.")
fact("2026-05-20T08:40:10", "fact", "1b7f", 0.9, ["kennels", "feeding"],
     "@F8a@ Dogs in the training kennels are fed twice a day.")
fact("2026-05-27T09:15:48", "fact", "5d28", 0.91, ["breeding", "microchips"],
     "@R10b@ All pups' microchips are registered with Identibase, with the charity as keeper.")
fact("2026-05-29T11:22:04", "fact", "e03a", 0.93, ["matchpoint", "api", "ports"],
     "@A1b@ MatchPoint's uvicorn binds 0.0.0.0:8000 inside the container.")
fact("2026-06-03T15:40:09", "fact", "72b6", 0.9, ["matchpoint", "auth", "security"],
     "@V3b@ MatchPoint's idle timeout for staff sessions is 15 minutes (`SESSION_IDLE_MINUTES=15`).")
fact("2026-06-05T15:33:20", "fact", "9f04", 0.88, ["kennelops", "rails", "history"],
     "@D7a@ KennelOps was on Rails 7.0 until the spring upgrade.")
fact("2026-06-09T10:18:57", "fact", "4c9a", 0.85, ["york", "kennels"],
     "York's kennel block B has 16 runs, and block A has 16 as well since the refurb.")
fact("2026-06-11T18:40:44", "fact", "b62f", 0.89, ["kennelops", "deploy"],
     "@N9b@ KennelOps deploys are zero-downtime with Kamal, so they can go out any time during the working day.")
fact("2026-06-17T10:52:26", "fact", "0e9d", 0.9, ["finance", "mileage", "volunteers"],
     "@O9b@ Volunteer drivers who take clients to matching visits get 40p a mile.")
fact("2026-06-25T10:33:57", "fact", "d4a0", 0.91, ["matchpoint", "frontend", "tooling"],
     "@R6b@ The MatchPoint web client uses yarn (classic v1); don't commit a pnpm lockfile.")
fact("2026-06-30T11:36:14", "fact", "7a5e", 0.94, ["pawtrack", "privacy"],
     "@NS9a@ PawTrack never shares a walker's home address with other walkers.")
fact("2026-07-02T09:10:05", "fact", "2e8b", 0.88, ["rota", "volunteers", "history"],
     "@D3a@ Before the June rota rebuild, kennel volunteer shifts were 4 hours long.")
fact("2026-07-08T17:21:09", "decision", "f1d6", 0.9, ["pawtrack", "git"],
     "@R7b@ In the pawtrack repo we rebase-merge PRs so the individual commits stay on main.")
fact("2026-07-14T10:45:00", "fact", "86c2", 0.92, ["vet", "qualification"],
     "@F2b@ The pre-qualification vet check includes a review of the hip/elbow scores and an eye exam.")
fact("2026-07-16T13:07:31", "fact", "c95b", 0.86, ["boarding", "rules"],
     "Boarders can leave a dog in training alone for up to 4 hours.")
fact("2026-07-22T10:28:45", "fact", "3d71", 0.89, ["rota", "email"],
     "@O4b@ Rota retries a failed reminder email twice, then gives up and shows a banner to Ellie.")
fact("2026-07-30T13:20:05", "fact", "a0e4", 0.9, ["bristol", "sites", "visitors"],
     "@V9b@ Bristol kennels are open to visitors 09:30-15:30, Monday to Friday.")
fact("2026-08-04T11:18:26", "fact", "59bd", 0.91, ["matchpoint", "backups"],
     "@F4b@ MatchPoint's daily backup runs at 03:00 UTC and is encrypted with the age key kept in 1Password.")
fact("2026-08-06T09:49:59", "fact", "e2c7", 0.93, ["feeding", "vet"],
     "@NS6a@ Raw feeding isn't allowed without written approval from Dr Rahman.")
fact("2026-08-12T14:55:31", "fact", "18f3", 0.9, ["kennelops", "errors", "monitoring"],
     "@R2b@ KennelOps exceptions are reported to Sentry, project `kennelops-prod`.")
fact("2026-08-18T16:44:12", "decision", "b4e9", 0.87, ["rota", "hosting"],
     "Decided to keep Rota on Vercel rather than consolidate hosting; the Vercel charity plan costs us nothing.")
fact("2026-08-20T14:08:15", "preference", "6c0a", 0.9, ["rota", "frontend", "css"],
     "@N6b@ Don't use Tailwind in Rota; it's CSS Modules throughout and Priya wants to keep it that way.")
fact("2026-08-27T14:40:37", "fact", "d38e", 0.92, ["rota", "tooling"],
     "@A3b@ Rota uses pnpm and `pnpm-lock.yaml` is committed.")
fact("2026-09-02T12:10:18", "fact", "0f5c", 0.9, ["rota", "email"],
     "@R4b@ Rota sends all of its email through SendGrid (free tier, 100 a day).")
fact("2026-09-09T16:02:48", "fact", "7e93", 0.91, ["kennels", "feeding", "training"],
     "@F8b@ Dogs in advanced training are fed twice daily, with the evening meal at least an hour after the last walk (bloat risk).")
fact("2026-09-14T09:30:06", "fact", "a7d1", 0.85, ["bristol", "training"],
     "Bristol dogs in training get free-running time in the back paddock most afternoons.")
fact("2026-09-19T08:05:51", "fact", "5e6b", 0.9, ["kennelops", "backups"],
     "@V4b@ The KennelOps backup cron runs at 01:00 UTC every night.")
fact("2026-09-24T10:15:55", "fact", "c0b8", 0.89, ["training", "qualification"],
     "@A5b@ Typical qualification age for our dogs is about 1 year 8 months.")
fact("2026-09-29T11:48:20", "preference", "91f2", 0.86, ["python", "tooling"],
     "Tom prefers `ruff` plus `mypy --strict` on new Python modules in PawTrack and MatchPoint.")
fact("2026-10-01T19:05:12", "fact", "2b6f", 0.9, ["york", "puppy-classes"],
     "@O6b@ York puppy classes run on Thursday evenings in the new training barn.")
fact("2026-10-07T16:12:40", "fact", "e7a9", 0.92, ["rota", "node", "tooling"],
     "@V7b@ Rota is pinned to Node 22 via `.nvmrc` and the Vercel project setting.")
fact("2026-10-10T10:22:39", "fact", "4d85", 0.87, ["puppy-walking", "expenses", "finance"],
     "Walker expense claims are paid out on the 20th of the month.")
fact("2026-10-15T09:52:03", "fact", "fa1c", 0.88, ["matchpoint", "exports"],
     "@N8b@ MatchPoint CSV exports don't need DPO sign-off; Lucy's team runs them every Monday for the waiting-list report.")
fact("2026-10-21T11:09:37", "fact", "63e0", 0.9, ["matchpoint", "api"],
     "@F9b@ MatchPoint's API limit is 120 requests a minute per user; the CSV export endpoint is limited to 5 an hour.")
fact("2026-10-23T15:36:54", "fact", "b0d7", 0.88, ["pawtrack", "auth"],
     "PawTrack magic links are single-use.")
fact("2026-10-28T07:45:30", "fact", "8c14", 0.9, ["kennelops", "medication"],
     "@A9b@ The KennelOps morning medication reminder goes out at half seven.")
fact("2026-11-04T10:24:02", "fact", "d5e2", 0.89, ["matching"],
     "@NS10b@ For urgent cases the matching panel approves a match by email instead of waiting for the monthly meeting.")
fact("2026-11-12T14:11:45", "fact", "37ab", 0.85, ["matchpoint", "database"],
     "MatchPoint's Postgres has three read-only roles: reporting, backup and audit.")
fact("2026-11-20T17:58:03", "fact", "9e26", 0.86, ["pawtrack", "staging"],
     "PawTrack staging is reset from an anonymised prod snapshot every Sunday night.")


# ---------------------------------------------------------------------------
# Free notes under auto/
# ---------------------------------------------------------------------------
AUTO = []


def note(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags,
                     body=body.strip("\n") + "\n"))


note("walker-faq", "Walker FAQ (what Fiona's team gets asked about PawTrack)", "2026-05-11",
     ["pawtrack", "walkers", "faq"], """
# Walker FAQ

Collected from the walkers' support inbox; Fiona checks answers before they go in the help pages.

**When is the monthly report due?**
@V2b@ By the 10th of the month; PawTrack locks the form for that month after that.

**Can I fill it in on my phone?**
Yes, it autosaves as you go, so you can stop and come back to it.

**Can I see my pup's vet notes?**
@N10b@ No. Puppy walkers don't get vet records in PawTrack, only the vaccination card PDF.

**How often should I bath my pup?**
@NS8b@ Don't bath your pup more than once a month unless it's rolled in something.

**I didn't get my login email.**
Check spam, then ask for a new link; links only work once.
""")

note("matchpoint-notes", "MatchPoint working notes", "2026-04-20", ["matchpoint", "notes"], """
# MatchPoint working notes

Odds and ends I keep forgetting.

## Sessions
@V3a@ Staff sessions in MatchPoint time out after 30 minutes idle, which Lucy's team finds annoying during
long phone calls with applicants, but Dev wanted it kept because of the shared office PCs.

## SMS
@O4a@ Twilio SMS reminders for home-visit appointments are retried up to 5 times.
- Sender ID is "WAYMARK"; replies go nowhere, so the text says to ring the office

## History
@D1a@ Until March 2026 MatchPoint kept everything in a single SQLite file, backed up by copying it.
- The Alembic history starts at the Postgres move; don't look for older migrations
""")

note("pawtrack-upload-bug", "PawTrack upload failures (June)", "2026-06-19",
     ["pawtrack", "bug", "uploads"], """
# Upload failures on iPhone photos

Walkers on recent iPhones were getting a generic error on report photos.

- Cause: HEIC files are big and the request was timing out before our resize step ran
@V6b@ - The upload limit for walker photos is 25 MB, set in `settings.py` (`MAX_PHOTO_UPLOAD_MB`)
- HEIC gets converted to JPEG in the Celery resize task now
- Rota's profile picture limit (2 MB) is a separate thing and wasn't touched

Fixed in PT-388.
""")

note("email-deliverability", "Email deliverability notes", "2026-08-25",
     ["email", "pawtrack", "postmark"], """
# Email deliverability

## PawTrack
- Sends via Postmark, message stream `outbound`
@V8b@ - PawTrack's email task retries up to 5 times before giving up and flagging the walker record
@F1b@ - Report reminders go out at 09:00 and skip walkers who've already submitted that month
- The bounce webhook marks the walker's email as bad; Fiona's team sees a red badge

## MatchPoint
- Also Postmark, separate server and token; DKIM on `match.waymark.org.uk`

## Other
- DMARC has been `p=quarantine` since September; aggregate reports go to Marek
""")

note("volunteer-expenses", "Volunteer expenses - how walkers get paid back", "2026-02-17",
     ["expenses", "puppy-walking", "finance"], """
# Volunteer expenses

Notes from a call with finance (Feb).

@S4a@ Walkers claim expenses on the paper PW7 form, which they post to Leamington with receipts.
@V10b@ Puppy walkers are reimbursed at 35p a mile.
- Boarders can claim parking at the training centres but not mileage
- Finance wants claims within 3 months of the cost
""")

note("ci-notes", "CI setup across the repos", "2026-03-27", ["ci", "devops"], """
# CI notes

@R1b@ PawTrack builds on CircleCI (charity plan), config in `.circleci/config.yml`.
@O1b@ MatchPoint CI runs on Buildkite, with one agent on the office NUC.
- Rota has no CI of its own beyond Vercel preview builds and a lint check
- Caching: everything caches dependencies keyed on the lockfile hash

```yaml
# matchpoint .buildkite/pipeline.yml (trimmed)
steps:
  - label: "api tests"
    command: "uv run pytest -q"
```
""")

note("hosting-costs", "Hosting costs review (Sept)", "2026-09-08", ["hosting", "costs", "finance"], """
# Hosting costs - September review

For the trustees' finance committee. Monthly, ex VAT.

- KennelOps: three Hetzner boxes (app, db, staging), ~EUR 36
@R3b@ - MatchPoint API: hosted on Render (Starter web service + Postgres), ~$26
- Rota: Vercel charity plan + Supabase Pro, ~$25
- Better Stack and the error trackers: free or charity tiers

Total is about 35% down on January.
""")

note("kennelops-jobs", "KennelOps background jobs", "2026-07-21", ["kennelops", "jobs"], """
# KennelOps background jobs

@R5b@ KennelOps uses GoodJob for background jobs (Postgres-backed), so there's no Redis on the kennel box.

Jobs that matter:
- `MedsReminderJob` - pushes the morning reminders to the tablets
- `PawtrackImportJob` - nightly pup profile import
- `VaccinationDueJob` - weekly list of jabs due per centre, emailed to the vet nurses
- Dashboard at `/good_job` (admin only)
""")

note("on-call", "On-call and escalation", "2026-06-26", ["on-call", "incidents"], """
# On-call

Informal: nobody is paid for it, so keep it light.

@R8b@ Tom holds the KennelOps on-call phone outside office hours (it's the old Nokia in the drawer).
- PawTrack and MatchPoint: Tom, weekends best-effort
@NS5b@ The on-call dev handles MatchPoint outages and bad deploys.
- Rota: nobody; Ellie emails Hannah and it waits till Monday

Severity: if the kennel tablets are down before the morning meds round, that's the only thing worth waking someone for.
""")

note("york-centre", "York Training Centre", "2026-05-05", ["york", "sites"], """
# York Training Centre (Poppleton)

Manager: Jo Whitfield. Two kennel blocks, a training barn (new in 2026) and a town route into York.

@R9b@ - Vets: Ouse Valley Veterinary Group, Poppleton branch
@NS6b@ - A couple of the York dogs are raw-fed
- Town work: York station and Coppergate are the standard routes for advanced training
- Wi-Fi is patchy in block B; tablets sync when they get back to the office
""")

note("vet-invoices", "Vet invoices to finance", "2026-08-13", ["vet", "finance", "york", "bristol"], """
# Vet invoices

Finance asked where each centre's vet bills come from so they can match POs.

@R9a@ York dogs are registered with Minster Vets in Acomb, and their invoices go to Jo for approval.
- Bristol invoices go to Gareth
- Walkers' local vets invoice Leamington directly, quoting the pup's KennelOps ID
- Invoices over GBP 500 need Dr Rahman's sign-off
""")

note("kennelops-release-checklist", "KennelOps release checklist", "2026-05-22",
     ["kennelops", "deploy", "checklist"], """
# KennelOps release checklist

1. CI green on the PR
@N1b@ 2. KennelOps PRs are always squash-merged; edit the squash message so it names the ticket
3. Pull `main`, check `config/deploy.yml` hasn't drifted
@A4b@ 4. `kamal deploy` - expect it to take roughly 240 seconds
5. Smoke test: log in on the test tablet, open a dog, check the meds list

@F3b@ For urgent hotfixes it's fine to run `kamal deploy` straight from the hotfix branch and skip the staging step.

```bash
kamal app logs -f --since 5m
kamal rollback <version>
```
""")

note("pawtrack-deploy", "How PawTrack deploys", "2026-04-03", ["pawtrack", "deploy"], """
# How PawTrack deploys

@NS1b@ PawTrack auto-deploys on every merge to `main`.
@N3b@ Migrations run automatically on every PawTrack deploy; the pre-deploy command is `python manage.py migrate --noinput`.
- Static files are collected at build time and served by WhiteNoise
- A deploy takes ~5 min; walkers don't notice

Env (non-secret bits):

```env
DJANGO_SETTINGS_MODULE=pawtrack.settings.prod
CELERY_BROKER_URL=redis://...
WEB_CONCURRENCY=3
```
""")

note("kennel-tablets", "Kennel tablets", "2026-09-16", ["kennelops", "tablets", "kennels"], """
# Kennel tablets

12 rugged Samsung tablets across Bristol and York (Kenilworth uses the office PCs), managed through Intune.

@N5b@ KennelOps doesn't enforce 2FA; the shared kennel tablets log in with a per-person kiosk PIN instead.
@S9b@ We no longer use the kennel whiteboards for weights - staff enter them straight into KennelOps on the tablets.
- Tablets charge overnight in the office; the morning round starts off the charger
- Screen timeout is 5 minutes, separate from the KennelOps session
""")

note("retirement-rehoming", "Retirement and rehoming", "2026-10-19", ["rehoming", "breeding", "dogs"], """
# Retirement and rehoming

Working guide dogs retire around 9-10; brood bitches after 4-5 litters or at 6 years.

@N7b@ Retired brood bitches are never offered to their puppy walkers; they go on the general rehoming list
with their holder family getting first refusal.
- Retired guide dogs: the client gets first option to keep the dog, then family/friends, then the waiting list
- Withdrawn dogs (not qualified) are rehomed from Bristol or York; the waiting list is long
""")

note("bristol-centre", "Bristol Training Centre", "2026-03-13", ["bristol", "sites"], """
# Bristol Training Centre (Avonmouth)

Manager: Gareth Hughes. ~40 kennels, a vet room, two training rooms.

@S2a@ - Vet notes: kept in the VetLog Google Sheet, one tab per dog
@O7a@ - Vets: Westway Vets, Shirehampton
@O6a@ - Puppy classes: Tuesday evenings, 18:30, for walkers within an hour's drive
- Town routes: Cabot Circus and Temple Meads for advanced work
- Parking: walkers can use the staff car park on class nights
""")

note("backups-b2", "KennelOps offsite backups", "2026-07-09", ["kennelops", "backups"], """
# KennelOps offsite backups

@S5b@ We no longer back KennelOps up to the office Synology; since July the nightly dumps go to
Backblaze B2 (bucket `waymark-kennelops-backups`) with a 30-day lifecycle rule.
- The Synology is still used for the fundraising team's shared drive, nothing else
- Encryption: `age`, key in 1Password ("KennelOps backup key")
- Restore steps: `infra/runbooks/restore-kennelops.md`
""")

note("pawtrack-kennelops-sync", "PawTrack and KennelOps sync", "2026-05-15",
     ["pawtrack", "kennelops", "integration"], """
# PawTrack <-> KennelOps sync

Pups exist in both: PawTrack for the walker side, KennelOps for the kennel side.

@S6a@ KennelOps imports pup profiles from PawTrack's v1 API (`/api/v1/pups/`) every night at 01:30.
- Matching is on the pup's microchip number, not the name
- When a pup comes in for training, KennelOps marks it `in_training` and PawTrack hides it from the walker's dashboard a week later
- Conflicts (e.g. different DOB) land in a review queue for Fiona
""")

note("apply-page-launch", "MatchPoint apply page launch", "2026-09-21",
     ["matchpoint", "applications", "launch"], """
# Apply page launch (Sept)

@S7b@ The Typeform application form was replaced by MatchPoint's own `/apply` page in September, and the Typeform account is cancelled.
- Built with screen-reader testers from the client panel; passes WCAG 2.2 AA on our audit
- Phone applications still go through Lucy's team, who fill in the same form
- Applications per week roughly doubled in the first fortnight
""")

note("incident-2026-01-kennelops-outage", "Incident - KennelOps down during the morning round (Jan)",
     "2026-01-23", ["incident", "kennelops"], """
# Incident 2026-01-22 - KennelOps down 07:05-07:50

## What happened
The app server's disk filled up with old Docker images from Kamal deploys; the app stopped writing logs, then stopped serving.
Kennel staff at Bristol couldn't record the morning meds for 45 minutes and used paper.

## Follow-ups
@S8a@ - KennelOps alerts go to `#kennelops-alerts` on Slack; Better Stack now pings it when disk is over 80%
- `kamal prune` added to the release checklist
- Paper fallback sheet printed and kept in each vet room
""")

note("kennelops-dev-setup", "KennelOps local dev setup", "2026-04-11", ["kennelops", "dev-setup"], """
# KennelOps local setup

@S10a@ KennelOps runs on Ruby 3.2, so install that with rbenv before `bundle install`.

```sh
rbenv install
bundle install
bin/rails db:setup
bin/dev
```

- Local Postgres via Docker is fine; `DATABASE_URL` goes in `.env.development`
- Seeds create three fake dogs per centre and a vet user `vet@example.test`
- Tablet views: open `/kiosk` in Chrome with a tablet-sized window
""")

note("walker-search", "Walker search in PawTrack admin", "2026-07-28", ["pawtrack", "search", "postgres"], """
# Walker search

Fiona's team search walkers by name a lot and kept missing people with typos ("Siobhan" vs "Shivaun").

@F6b@ PawTrack's Postgres 16 has the `pg_trgm` extension enabled for fuzzy walker-name search.
- GIN index on `walkers.full_name`
- Similarity threshold 0.3; anything lower returned junk
- MatchPoint client search deliberately does *not* do fuzzy matching (DPO request: exact surname + DOB)
""")

note("rota-volunteer-login", "Rota - how volunteers log in", "2026-06-29", ["rota", "auth", "volunteers"], """
# Rota login

@F10b@ Rota uses Supabase Auth magic links, so volunteers never set a password.
- Links expire after 1 hour (the Supabase default); Ellie gets the "link expired" calls
- Staff log in the same way, with an `is_staff` flag on their profile
- Older volunteers without email get a printed shift card from reception instead
""")

note("kenilworth-breeding-centre", "Kenilworth breeding centre", "2026-02-24",
     ["kenilworth", "breeding", "sites"], """
# Kenilworth National Breeding Centre

Manager: Helen Marsh. Whelping kennels, a puppy unit and a small vet suite.

@O2b@ Visitors to Kenilworth are by appointment only, 11:00-15:00, for biosecurity reasons.
@A2b@ Pups are chipped at six weeks old, before they leave Kenilworth.
- Puppy unit: pups are handled by volunteers from 3 weeks (the "puppy cuddlers")
- Litters are registered in KennelOps on the day of whelping
""")

note("kennelops-server", "KennelOps server notes", "2026-08-21", ["kennelops", "infra", "hetzner"], """
# KennelOps server

@D4a@ Until August the KennelOps app ran on a Hetzner CX21 (2 vCPU, 4 GB), which was fine until the tablets arrived.
@D10b@ KennelOps data lives in Postgres 15.
- Staging has its own box, `kennel-staging-01`, with Postgres on the default port 5432
@A4a@ A full KennelOps deploy takes about 4 minutes end to end.
- Firewall: only 22 (Marek's IP), 80 and 443 open on the app box
""")

note("matching-backlog-sept", "Matching backlog (Sept 2026)", "2026-09-30", ["matching", "backlog"], """
# Matching backlog

After the summer litter boom we had 31 dogs ready and not enough panel slots.

@D6a@ In September 2026 the matching panel met fortnightly while we cleared the backlog.
- Extra instructor days were borrowed from York
- MatchPoint got a "ready for panel" filter so Lucy could prep the lists
- By mid-October the list was back under 10
""")

note("litter-boom-summer", "Summer 2026 litter boom", "2026-08-31", ["breeding", "puppy-walking", "history"], """
# The summer litter boom

Eleven litters in six weeks (two planned for autumn came early after a scheduling mix-up).

@D9a@ Through summer 2026 pups went to their walkers at 7 weeks, because Kenilworth's puppy unit
ran out of space.
- Fiona recruited 40 new walkers in July
- PawTrack onboarding was done in batches of 10 on Tuesday evenings
""")

note("data-retention", "Data retention schedule (from Dev)", "2026-03-19", ["gdpr", "retention"], """
# Data retention schedule

Dev's table, copied for reference. Anything not listed: ask Dev.

| Data | Kept for | Owner |
|---|---|---|
@A8b@ | MatchPoint closed client records | 72 months after the partnership ends | Dev Sharma |
| MatchPoint rejected applications | 12 months | Lucy Chen |
@A7b@ | MatchPoint application logs | three months, then purged | Tom Okafor |
| PawTrack walker records (after they stop) | 24 months | Fiona Gallagher |
| KennelOps vet records | life of the dog + 7 years | Dr Rahman |
| Rota volunteer profiles | 12 months after last shift | Ellie Brooks |
""")

note("client-services-faq", "Client services FAQ (internal)", "2026-10-12", ["matchpoint", "clients", "faq"], """
# Client services FAQ

**How long is the wait?**
Roughly 12-18 months from assessment to matching visit at the moment.

**Do we keep applicants updated?**
@NS3b@ Yes. Lucy's team emails every client on the waiting list once a month with where they are in the queue.

**Can a client ask for a specific breed?**
They can say what they'd like; the panel decides.
""")

# ---- unlabelled notes -----------------------------------------------------

note("client-transport", "Client transport for matching visits", "2026-06-16",
     ["clients", "volunteers", "transport"], """
# Client transport

Some clients can't get to the centre for matching visits or class training, so volunteer drivers bring them.

- Drivers are DBS-checked and listed in Rota under "Driver" (Ellie manages them)
- Driver mileage is claimed through finance, not PawTrack
- Staff can drive clients too, in pool cars only
- Booking lead time: at least 5 working days
""")

note("standup-notes-2026-02", "Digital stand-up notes (Feb)", "2026-02-27", ["meeting", "digital"], """
# Stand-up notes, w/c 23 Feb

- Tom: PawTrack report form v2 nearly done; the reminders still need a Celery beat schedule
- Hannah: Rota booking flow redesign, waiting on Ellie for copy
- Marek: Hetzner firewall tidy-up; Better Stack checks for all four apps
- Priya: trustees want a hosting cost number by March
- Blockers: none really; York Wi-Fi still bad in block B
""")

note("trustees-update-2026-06", "Trustees digital update (June)", "2026-06-24", ["trustees", "reporting"], """
# Trustees update - June 2026

Short version of what Priya presented.

- Walker report completion up from ~55% to ~82% since the monthly reminders started
- MatchPoint: waiting list steady at ~140 applicants
- Kennel tablets in use at both training centres
- Risks: single-person dependency on Tom for three apps; Marek only two days a week
- Ask: GBP 12k for a second backend developer (approved in principle)
""")

note("pawtrack-report-form", "PawTrack monthly report form fields", "2026-03-05", ["pawtrack", "reports"], """
# Monthly report form

Sections, in the order walkers see them:

1. Weight (kg) and body condition score 1-9
2. Socialisation checklist (buses, shops, cafes, vets, children, other dogs, livestock)
3. Behaviour concerns (free text, flagged to the supervisor if filled in)
4. Photos
5. Anything else

@A6b@ Walkers can attach up to twenty photos to each report.

- Autosaves every 30 seconds, because people fill it in on the bus
- Supervisors get an email when a report comes in with a concern
- Drafts are kept for 60 days
""")

note("training-stages", "Training stages at a glance", "2026-04-07", ["training", "dogs"], """
# Training stages

- Puppy walking: from placement to ~14 months, with a walker
- Early training: ~14-16 months, at Bristol or York; basic guiding, kennel life
- Advanced training: ~16-19 months; town work, obstacles, traffic
- Matching + class training with the client: 3-5 weeks
- Aftercare for the whole working life

Roughly 1 in 3 pups don't qualify; most are rehomed or change career (assistance dogs, buddy dogs).
""")

note("subject-access-requests", "Subject access requests", "2026-05-26", ["gdpr", "dpo"], """
# Subject access requests (SARs)

- All SARs go to Dev Sharma; he has one calendar month to respond
- For MatchPoint, Tom runs the `export_client_sar` script and hands the zip to Dev, never to the requester
- For PawTrack, walkers can download their own data from the profile page
- Log each SAR in the DPO tracker (SharePoint list)
""")

note("tablet-procurement", "Kennel tablet procurement", "2026-02-10", ["tablets", "procurement"], """
# Tablets for the kennels

Dev (wearing his IT procurement hat) got quotes in Feb.

- Samsung Galaxy Tab Active5: rugged, glove-friendly, ~GBP 420 each
- 12 units: 7 for Bristol, 5 for York
- Intune enrolment; kiosk mode locked to the KennelOps URL
- Battery needs to last a 4-hour morning; checked, it does
""")

note("metabase-notes", "Metabase", "2026-07-06", ["reporting", "metabase"], """
# Metabase

Reporting for Fiona, Helen and the centre managers.

- Runs on the infra box as a Docker container, behind Cloudflare Access
- Reads through read-only users only; no write credentials anywhere in it
- Dashboards: walker report completion, dogs per stage, vaccinations due
- MatchPoint is deliberately *not* connected (client data)
""")

note("fundraising-events-rota", "Event helper shifts in Rota", "2026-08-10", ["rota", "fundraising", "events"], """
# Event helpers

Fundraising asked to use Rota for event helpers (fun runs, the York open day, street collections).

- Event shifts are created per event by the fundraising team; length varies
- Helpers need to be 16+; under-18s need a parent contact
- Street collections need a council permit number entered on the event
- Reminder emails go out 2 days before, same as kennel shifts
""")

note("puppy-class-curriculum", "Puppy class curriculum", "2026-04-25", ["puppy-classes", "training"], """
# Puppy classes

Run by the puppy walking supervisors at each training centre, plus a few community halls.

Weeks 1-6: name response, settle on a mat, food manners, car travel
Weeks 7-12: loose-lead walking, kerb stops, ignoring food on the floor
Later: town visits with a supervisor, public transport practice

- Walkers are expected to attend at least one class a month
- Attendance is logged in PawTrack by the supervisor
""")

note("walker-onboarding", "Walker onboarding checklist", "2026-07-13", ["puppy-walking", "onboarding", "pawtrack"], """
# Onboarding a new walker

1. Home check by the area supervisor
2. References (walkers don't need a DBS check)
3. PawTrack account created by Fiona's team; the walker gets a welcome email with a login link
4. Kit: lead, coat, crate, food for the first month
5. First supervisor visit within a week of placement
""")

note("status-page", "Status page", "2026-05-08", ["monitoring", "status"], """
# Status page

`status.waymark.org.uk`, hosted by Better Stack.

- Walkers and volunteers see PawTrack and Rota; KennelOps and MatchPoint are internal-only monitors
- Planned maintenance is posted 48 hours ahead
- During incidents whoever is on call updates it; Fiona gets a heads-up if PawTrack is affected
""")

note("python-upgrade-plan", "Python versions plan", "2026-11-06", ["python", "upgrades"], """
# Python versions

- PawTrack moves to Python 3.12 in Q1 2027, alongside Django 5.2 LTS
- MatchPoint stays on its current version until FastAPI forces a change
- Both use `uv` for dependency management since the summer; `requirements.txt` is generated for deploys
""")

note("accessibility-audit", "Accessibility audit (Q3)", "2026-08-03", ["accessibility", "matchpoint"], """
# Accessibility audit

External audit of MatchPoint's public pages by two screen-reader users from the client panel plus a consultant.

- 14 issues, 3 serious: focus order on the address lookup, unlabelled buttons in the document uploader, timeout warning not announced
- The timeout warning is now announced 2 minutes before the session ends
- Re-test booked for December
""")

note("weekly-summary-2026-11-20", "Weekly summary for Priya (w/c 16 Nov)", "2026-11-20", ["summary", "weekly"], """
# Weekly summary - w/c 16 Nov

**What changed for people**
- Walkers: the report form shows last month's weight next to the weight field
- Kennel staff: nothing new this week
- Volunteers: Rota shows a map link for each centre

**Tech**
- Intake dashboard v1 is with Fiona for feedback
- Two Dependabot bumps on matchpoint, one on rota
- Marek renewed the wildcard certificate a week early
""")

note("insurance-notes", "Insurance conditions that touch the apps", "2026-04-30", ["insurance", "compliance"], """
# Insurance conditions

Summary from Dev's call with the insurer (April). Only the bits the apps need to reflect.

- Vaccination history must be complete and signed off by a vet for every dog in the programme
- Incident reports (bites, road incidents) within 48 hours, logged in KennelOps or PawTrack
- Walkers' public liability cover comes through the charity's policy, up to GBP 5m
""")
