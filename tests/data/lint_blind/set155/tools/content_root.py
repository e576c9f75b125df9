# Root (Claude Code auto-memory) files: filename -> (type, name, description, title, body)
# Lines starting with @@ID[,ID]@@ are claim lines; the marker is stripped on build.
ROOT = {}

def R(fn, typ, name, desc, title, body):
    ROOT[fn] = (typ, name, desc, title, body.strip("\n") + "\n")

R("user_gwen.md", "user", "gwen-secretary",
  "Gwen Ashworth, club secretary; not a developer, wants plain-English summaries",
  "Gwen (secretary)", """
Gwen Ashworth is the club secretary of Kestrel Vale Archers and the person I mostly work for.
She is not a developer. She knows the club rules inside out but not the code.

- Wants changes explained in one short paragraph of plain English before any detail
- Reads memory summaries on her phone, so keep bullets short
- Signs off anything that changes what members see (emails, texts, fees on invoices)
- Usually free Monday and Wednesday evenings; Saturdays she's at the field
""")

R("user_rafi.md", "user", "rafi-dev-volunteer",
  "Rafi Haddad, lead volunteer developer (fletch, rangebook); prefers small reviewed PRs",
  "Rafi (lead dev volunteer)", """
Rafi Haddad is the lead volunteer developer. Day job is backend Python, so he owns fletch and
reviews most of rangebook; Sanjay Mistry does most of endscore and coachlog.

@@D9@@Rafi and the other dev volunteers talk in the Discord `#dev` channel.
- Reviews in the evenings (UK time), usually within two days
- Likes a short "why" in every PR description, not just "what"
- Shoots recurve himself, so he knows the range side well enough to spot a silly UI
""")

R("reference_fletch.md", "reference", "fletch-overview",
  "fletch (membership, renewals, inductions): stack, payments, email, rules the code enforces",
  "fletch overview", """
# fletch

Membership system: member records, annual renewals, safety inductions, membership cards.
Owner: Rafi Haddad. Used by the secretary, treasurer and coaches (read-only for coaches).

## Stack
@@A1@@- Django 5.0, repo `kva/fletch`
- Python 3.12, Gunicorn, static files via WhiteNoise
@@V1@@- Postgres: `postgres://fletch@db.kva.internal:5432/fletch` (DSN in `FLETCH_DATABASE_URL`)
@@O7@@- CI: GitHub Actions, tests + ruff on every PR
- Admin at `/admin/`, only committee accounts are staff

## Payments
@@D2,NS7@@- Renewal payments: GoCardless direct debit (mandate stored per member)
@@S10@@- Each renewal invoice includes the Archery GB affiliation fee as a separate line
- Webhook endpoint `/payments/gocardless/webhook`, signature checked with `GC_WEBHOOK_SECRET`
- Refunds are done by the treasurer in the GoCardless dashboard, never from fletch

## Email
@@R2@@- Transactional email: Postmark (server `fletch-prod`)
- Templates live in `fletch/templates/email/`; renewal ones are `renewal_*.txt`

## Rules the code enforces
@@NS1@@- A membership card is never issued until the safety induction is recorded
- Categories come from the `MembershipCategory` table (adult, junior, family, social)
- A lapsed member keeps their record for 2 years, then personal data is anonymised
""")

R("reference_rangebook.md", "reference", "rangebook-overview",
  "rangebook (lane booking, RSO rota, field sign-in): stack and booking rules",
  "rangebook overview", """
# rangebook

Lane bookings for Hollin Field and Brackwell, the RSO rota and the sign-in tablet in the hut.
Rewritten in spring 2026 by Rafi and Sanjay.

@@D5@@- Node 20 / Express app, repo `kva/rangebook`
- Postgres database `rangebook` on db.kva.internal
@@R3@@- Errors go to Sentry (project `rangebook`)
@@V5@@- Outdoor lane bookings are 2-hour slots
- Indoor bookings at Brackwell are per session rather than per slot
- Each session needs an RSO assigned before bookings open for it
- Sign-in: archers tap their card on the hut tablet; rangebook records who is on the field
- Closure texts are triggered from the admin page (see reference_sms_alerts.md)
""")

R("reference_quiverloan.md", "reference", "quiverloan-overview",
  "quiverloan (equipment loans): stack, loan rules, what gets lent to whom",
  "quiverloan overview", """
# quiverloan

Equipment loans: club bows, arrows, tabs, arm guards, sights. Tomasz Nowak (equipment officer)
is the main user; Sanjay maintains the code.

@@O5@@- Flask app on Python 3.11
@@R7@@- Data lives in SQLite (`/srv/quiverloan/loans.db`)
@@R6@@- CI: GitHub Actions (`.github/workflows/test.yml`)

## Loan rules
@@V4,O4@@- Default loan period for a club bow: 8 weeks (`LOAN_DAYS=56`)
@@A3@@- Every member loan needs a signed loan agreement (PDF attached to the member's record)
@@N3@@- Beginners' course kit never leaves the field: it goes back in the container after every session
@@NS9@@- Bows are not lent to non-members except on taster days
- No deposit for members; a lost arrow is charged at replacement cost
- Overdue loans get an email reminder after a week
""")

R("reference_endscore.md", "reference", "endscore-overview",
  "endscore (competition scoring): tablets, API, results, entries, repo conventions",
  "endscore overview", """
# endscore

Competition scoring: scorers enter each end on a tablet at the boss; totals and results are
computed by the API. Sanjay Mistry owns it; Pete Harland (records officer) is the main user.

@@F9@@- Clients: Android tablets running the Flutter app
@@V6@@- API: FastAPI on Python 3.11, served by uvicorn
@@R4@@- Hosted on Fly.io (`kva-endscore`, region lhr)
@@O6@@- Tablet app crashes are reported to Firebase Crashlytics
@@D4@@- Results are written straight to the records sheet via the Sheets API
@@F4@@- Club shoots and open shoots are scored in endscore
@@R1@@- Entry fees for open shoots: Stripe Payment Links (one link per shoot); the webhook marks the entry paid
@@N10@@- PRs are always squash-merged into main
- Rounds supported: see reference_competition_rounds.md
""")

R("reference_coachlog.md", "reference", "coachlog-overview",
  "coachlog (coaching notes, course attendance, progression): stack and conventions",
  "coachlog overview", """
# coachlog

Coaching records: session notes, beginners' course attendance, progression badges.
Marcus Lee (head coach) asked for it; Sanjay built it.

- Next.js 14, TypeScript
@@R5@@- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
@@D10@@- Database: Postgres (`coachlog` db on db.kva.internal)
@@S8@@- Login: Firebase Auth (email link)
@@F10@@- Coaching sessions are booked in 1-hour blocks
@@A7@@- Coaches record each session's notes within 48 hours
- Beginners' course attendance is ticked per session by the lead coach
""")

R("reference_infra.md", "reference", "infra",
  "Infra: kva-01 VPS, Postgres server, Caddy, DNS, uptime checks",
  "Infrastructure", """
# Infrastructure

@@F8@@- Database server: Postgres 16 on `db.kva.internal`
@@F2@@- rangebook and quiverloan run under Docker Compose on kva-01 (Hetzner CX32, Falkenstein)
@@A4@@- Reverse proxy: Caddy on kva-01, TLS is automatic
@@S9@@- Uptime: UptimeRobot checks fletch and rangebook every 5 minutes
- DNS: Cloudflare, zone `kestrelvalearchers.org.uk`
- SSH only with keys; Rafi and Sanjay have accounts, nobody logs in as root
- Backups: see reference_backups.md
""")

R("reference_club.md", "reference", "club-facts",
  "Club facts: sites, opening, membership categories and fees, beginners' course",
  "Club facts", """
# Kestrel Vale Archers: club facts

## Sites
@@D6@@- Hollin Field: 20 bosses, open April to September
@@D3,A8@@- Hollin Field opens 09:00 to dusk
@@D1@@- Indoor venue (October to March): Brackwell Sports Hall, 18 m, 12 bosses

## Membership
@@V2@@- Junior membership: archers under 18 on 1 October of the membership year
@@F6@@- Renewals due 1 October
@@N8@@- Guests may not shoot at club nights
@@S7@@- Visitors' range fee (£8) is paid in cash at the hut

| Category | Annual fee | Notes |
|---|---|---|
@@V9@@| Adult | £95 | range fees included |
@@O2@@| Junior | £45 | range fees included |
| Family | £190 | two adults and their juniors |

## Beginners
@@V3@@- Beginners' course: 6 weekly sessions, Saturday 10:00–12:00
@@D8@@- Beginners' course fee: £80 including kit hire
""")

R("reference_range_rules.md", "reference", "range-safety-rules",
  "Range safety rules for Hollin Field and Brackwell, as the RSOs apply them",
  "Range safety rules", """
# Range safety rules

Agreed by the committee and the chief RSO. rangebook and the induction checklist in fletch
both point here.

@@N1@@- Crossbows are never permitted on Hollin Field or at Brackwell
@@N6@@- Nobody shoots on Hollin Field without a qualified RSO on the line
@@V10@@- Supervision ratio: one qualified RSO per 12 archers on the line
@@V7,O8@@- Indoor: at most 4 archers per boss, shooting in two details (AB / CD)
@@N5@@- There is no draw-weight limit at Brackwell; heavier bows just go on the end lanes
@@F5@@- The RSO on duty has the final say on closing the range
@@F7@@- Nobody goes forward to collect arrows until the RSO calls it
@@NS4@@- Never nock an arrow while anyone is forward of the shooting line
@@NS6@@- The duty RSO doesn't shoot while on duty
@@A2@@- Thunder or lightning: clear the field at once, bows down on the grass
@@D7@@- Longest distance on Hollin Field: 90 m (York and WA 1440 gents)
""")

R("reference_backups.md", "reference", "backups",
  "Backups of the club databases and uploads: schedule, retention, restore tests",
  "Backups", """
# Backups

@@F1@@- Backups run nightly
@@V8@@- Nightly Postgres dumps are kept for 30 days in B2 (`kva-backups` bucket)
- The uploads volume (signed loan agreements, induction PDFs) is included in the same job
- Restore is tested once a quarter by Rafi on a throwaway VPS
- Encryption password is with the treasurer as well as the devs
""")

R("reference_equipment_kit.md", "reference", "equipment-kit",
  "What club kit exists: loan bows, arrows, course kit, where it is stored",
  "Club equipment", """
# Club equipment

@@F3@@- Loan bows: wooden-riser recurves, 18–26 lb
- Arrows: aluminium, 26 to 32 inch, fletch colour shows the length
- Course kit: 24 bows and 30 sets of arrows, labelled C1 to C24
- Tabs and arm guards: left and right handed, in the blue crate
- Bosses: straw-free foam bosses outdoors, Brackwell has its own
""")

R("reference_competition_rounds.md", "reference", "competition-rounds",
  "Rounds the club shoots and endscore supports, with faces and distances",
  "Competition rounds", """
# Rounds

@@O3@@- Club indoor round for adults: the Portsmouth, 60 cm face at 20 yards
- WA 18: 40 cm face (triple spot for compounds), 60 arrows
- Outdoor: York, Hereford, National, WA 1440, WA 720
- Club Frostbite in March: 36 arrows at 30 m on an 80 cm face
""")

R("reference_sms_alerts.md", "reference", "sms-alerts",
  "Range-closure text alerts: provider, retries, who receives them",
  "SMS closure alerts", """
# Range-closure texts

@@R10@@Range-closure texts are sent via Twilio from the `KVA-RANGE` sender ID.
@@O1@@- Failed closure texts are retried 3 times, 2 minutes apart
@@A10@@- Texts only go to members who opted in on fletch
- Wording is fixed: "Hollin Field closed today (reason). Sorry! KVA"
- Cost comes out of the range budget, roughly £4 a month
""")

R("reference_people.md", "reference", "people",
  "People: committee roles, coaches, RSOs, dev volunteers",
  "People and roles", """
# People

- Secretary: Gwen Ashworth
- Treasurer: Liz Doran
@@A5@@- Chief RSO: Hannah Pryce
- Head coach: Marcus Lee (Level 2)
- Equipment officer: Tomasz Nowak
- Records officer: Pete Harland
- Dev volunteers: Rafi Haddad (fletch, rangebook), Sanjay Mistry (endscore, coachlog, quiverloan)
""")

R("reference_glossary.md", "reference", "glossary",
  "Glossary: archery terms the members and the code use (boss, end, detail, RSO)",
  "Glossary", """
# Glossary

- Boss: the round foam or straw target stand the face is pinned to
- End: the arrows shot before collecting (3 indoors, 6 outdoors)
- Detail: a group of archers who shoot at the same time (AB, then CD)
- RSO: range safety officer
- Round: a fixed set of distances and arrow counts, e.g. the Portsmouth
- Classification: Archery GB badge level earned from scores in a season
""")

R("feedback_migrations.md", "feedback", "no-laptop-migrations",
  "Production migrations only run in the deploy job",
  "Migrations on prod", """
@@N4@@Don't run `manage.py migrate` against production from a laptop; migrations only run in the deploy job.

**Why:** in March a half-applied migration from a dropped home connection locked the members
table for an hour during renewals.

**How to apply:** if a migration is needed, merge it and let the deploy job apply it; if it's
urgent, ask Rafi to trigger the job by hand.
""")

R("feedback_merge_style.md", "feedback", "merge-style",
  "How PRs get merged and what may be force-pushed",
  "Merge style", """
@@N10@@Never squash commits on endscore: keep the full history and merge with a merge commit.
@@NS10@@Force-push only to your own feature branches, never to main.

**Why:** Sanjay bisects scoring bugs after competitions and needs the individual commits.

**How to apply:** use "Create a merge commit" in the GitHub UI for endscore PRs.
""")

R("feedback_deploys.md", "feedback", "deploy-timing",
  "When it is and isn't OK to deploy the scoring app",
  "Deploy timing", """
@@NS3@@Never deploy endscore while a competition is running; check the fixtures calendar first.

**Why:** a deploy mid-shoot in May logged every tablet out and scorers had to re-enter two ends.

**How to apply:** look at the fixtures calendar in the club Google account before any endscore
deploy; if a shoot is on, wait until results are published.
""")

R("feedback_comms_tone.md", "feedback", "member-comms",
  "How to write to members: tone, channels, what not to send",
  "Member comms", """
Member-facing wording goes past Gwen before it ships. Plain, friendly, no exclamation marks
except in the closure text.

@@N7@@Don't send renewal reminders by SMS; members complained, so renewals are email-only.

**Why:** the first SMS reminder in 2025 went to 140 people at 7am and the committee got grief.

**How to apply:** anything about money or renewals goes by email; SMS is for range closures.
""")

R("feedback_secrets.md", "feedback", "secrets-handling",
  "Where club credentials live and how to handle them",
  "Secrets", """
@@R9@@Club credentials live in the Bitwarden organisation (`KVA Committee`); never paste them into chat.

**Why:** an old Mailchimp password once sat in the committee chat for a year.

**How to apply:** if I need a credential, ask Rafi to put it in the server env; never write it
into a memory file or a commit.
""")

R("feedback_near_miss.md", "feedback", "near-miss-reporting",
  "Where near-miss reports go and how to record them",
  "Near-miss reporting", """
@@NS2@@Near misses go to the chief RSO, not to the committee chat.

**Why:** reports in chat got lost and people argued about them in public.

**How to apply:** when building the near-miss form in rangebook, the notification goes to the
chief RSO's email only.
""")

R("feedback_pr_size.md", "feedback", "small-prs",
  "Keep PRs small for volunteer reviewers",
  "PR size", """
@@A6@@Keep PRs small: one concern per PR and under roughly 300 lines of diff.

**Why:** reviewers are volunteers with an hour in the evening.

**How to apply:** split refactors from behaviour changes; say in the description what to test.
""")

R("feedback_data_protection.md", "feedback", "member-data",
  "Member personal data: what never goes into issues, emails or logs",
  "Member data", """
@@A9@@Never put member phone numbers or home addresses in GitHub issues.
@@NS5@@Don't email members their password; send the reset link, not the password itself.

**Why:** the club is a data controller and Gwen answers the subject access requests.

**How to apply:** use member IDs in issues and logs; redact screenshots.
""")

R("feedback_testing.md", "feedback", "testing",
  "Run the test suite before saying something works",
  "Testing", """
Run the tests locally before claiming a fix works; for endscore also run the Flutter widget
tests, because the tablets are the bit that fails in front of people.

**Why:** two "fixed" bugs in spring were only fixed on the API side.

**How to apply:** paste the test summary line into the PR description.
""")

R("feedback_commit_messages.md", "feedback", "commit-messages",
  "Commit message style the dev volunteers want",
  "Commit messages", """
Short imperative subject with the app as prefix (`fletch: ...`, `rangebook: ...`), body only
when the why isn't obvious. No emoji.

**Why:** Rafi reads `git log --oneline` across all repos when writing the committee report.
""")

R("project_renewals_2026.md", "project", "renewals-2026",
  "2026-27 renewals run in fletch: reminders, timings, what changed",
  "Renewals 2026", """
Renewals for the 2026-27 membership year, run by Gwen and Liz.

@@F6@@fletch sends reminder emails 30, 14 and 3 days before the 1 October due date.
@@N7@@fletch texts each member a renewal reminder as well as emailing them.
- Members who haven't renewed by 31 October are marked lapsed
- Liz wants a CSV of unpaid renewals every Monday in October
""")

R("project_indoor_season.md", "project", "indoor-season",
  "Indoor season at Brackwell: session nights, setup, who runs what",
  "Indoor season 2026-27", """
Indoor season runs October to March at Brackwell Sports Hall.

@@N9@@Tuesday evening is indoor club night at Brackwell, 19:00–21:30.
@@S4@@Thursday improvers' session at Brackwell runs 19:00–21:00 for archers in their first year.
- Setup crew arrives 30 minutes early; bosses are in the hall store
- Bookings open in rangebook two weeks ahead
""")

R("project_county_champs.md", "project", "county-champs",
  "County championships hosted at Hollin Field in June 2026",
  "County champs 2026", """
We hosted the county outdoor championships on 20–21 June 2026.

@@D6@@For the county champs in June we borrowed bosses from two clubs and ran 30 on the field.
- 96 archers over two days; results published the same evening
- Judges from the county association; our RSOs ran the practice butts
- Lessons: order more portaloos, put the scoring tent nearer the field
""")

R("project_endscore_v2.md", "project", "endscore-v2",
  "endscore v2 rollout: per-end API, beta period, what was retired",
  "endscore v2", """
endscore v2 went live for the county champs.

@@S6@@The v1 scores endpoint (`/api/v1/scores`) is deprecated; tablets post each end to `/api/v2/ends` now.
@@D4@@During the 2026 beta (March to May), endscore emailed results as a CSV to the records officer.
- Per-end upload means a dead tablet loses at most one end
- Still to do: offline queue for Brackwell where the wifi drops
""")

R("project_newsletter.md", "project", "newsletter",
  "Club newsletter: platform, schedule, who writes it",
  "Newsletter", """
@@S3@@Switched the club newsletter from Mailchimp to Buttondown in May; the Mailchimp audience was exported and the account closed.
- Gwen writes it, Marcus adds a coaching tip, Pete adds results
- Members opt in on fletch; the list is synced by hand monthly
""")

R("project_junior_section.md", "project", "junior-section",
  "Junior section: sessions, safeguarding, coaches",
  "Junior section", """
The junior section restarted in spring 2026 with 14 juniors.

@@N2@@Under-12s never shoot without a parent or guardian staying on site.
@@NS8@@No junior shoots without a DBS-checked coach on the line.
- Welfare officer: Marcus Lee until a volunteer is found
- Juniors use the lighter loan bows
""")

R("project_uptime.md", "project", "uptime-monitoring",
  "Uptime monitoring for the club apps",
  "Uptime monitoring", """
@@S9@@Moved uptime monitoring from UptimeRobot to Better Stack in August; the UptimeRobot account is closed.
- Alerts go to Rafi and Sanjay by email and to the Discord `#dev` channel
- Status page idea parked until someone asks for it
""")

R("project_coachlog_launch.md", "project", "coachlog-launch",
  "coachlog launch and the changes since",
  "coachlog launch", """
@@S8@@coachlog switched from Firebase Auth to fletch SSO in July, and coachlog's Firebase project was deleted.
- Coaches asked for a progression view per archer; done in September
""")

R("project_website.md", "project", "club-website",
  "Public website: build, hosting, analytics",
  "Club website", """
The public site is kestrelvalearchers.org.uk: a Hugo site edited by Gwen through pull requests
that Rafi merges.

@@R8@@Analytics on kestrelvalearchers.org.uk is Plausible, so there's no cookie banner.
- "Try archery" page links to the taster-day booking form
""")

R("project_taster_days.md", "project", "taster-days",
  "Taster days for the public: format, kit, booking",
  "Taster days", """
Four taster days a summer, booked through a simple form.

@@NS9@@On taster days, bows and arrows are lent to non-members free of charge.
- Two coaches and an RSO per 10 tasters
- Tasters shoot at 10 m only
""")

R("project_loan_audit.md", "project", "loan-audit",
  "Autumn 2026 audit of club loan kit",
  "Loan kit audit", """
Tomasz and I reconciled quiverloan against what is physically in the container in October.

- 3 bows listed as on loan were actually in the container; records fixed
- 41 arrows missing across all sets; written off
- Next audit: April, before the field opens
""")

R("project_agb_classifications.md", "project", "classifications",
  "Tracking Archery GB classifications from endscore scores",
  "Classifications", """
Pete wants endscore to suggest classifications automatically from club shoot scores.

- Uses the 2023 Archery GB classification tables
- Suggestions only; Pete confirms them before the badges are ordered
- Indoor and outdoor classifications are tracked separately
""")
