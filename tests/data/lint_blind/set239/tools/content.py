"""File bodies for the set239 store (Marches & Vale Blood Bikes).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (full text incl. frontmatter).
AUTO: free notes, auto/<slug>.md (full text incl. frontmatter).
FACTS: remnic facts; build.py generates path and frontmatter.
FLAT: root files whose description intentionally carries an unquoted ': ' (not strict YAML).
"""

FLAT = {
    "feedback_testing.md",
    "project_dispatch_overview.md",
    "project_garage_overview.md",
    "reference_contacts.md",
    "reference_api.md",
}

ROOT = {}

ROOT["user_helen.md"] = """---
name: helen-profile
description: Helen Okafor, operations manager — most of the non-technical memories come from her
type: user
---

Helen Okafor is the operations manager (part-time, paid) and one of only two staff, the other being Nia on
fundraising. She came from NHS pathology logistics, so she knows the lab side far better than the software side.

- Runs the weekly ops call (Tuesdays 19:30) and signs off anything that touches riders or hospitals.
@A9a@ - Prefers plain English — no jargon in anything that might get forwarded to the trustees.
- Reads on her phone between hospital visits: short paragraphs, the decision first.
- Happy to be challenged on process; not happy to be surprised by a change the controllers notice before she does.

@NS9a@ She doesn't want Slack messages after 22:00 unless something is actually on fire (a missed blue
job, Dispatch down mid-shift); everything else can wait until the morning.
"""

ROOT["user_priya.md"] = """---
name: priya-profile
description: Priya Nair — volunteer tech lead, owns Dispatch and the servers
type: user
---

Priya Nair is the volunteer tech lead. Day job: backend developer at an insurer in Tewford, so she's around
evenings and weekends and rarely during the working day.

- Wrote most of Dispatch; reviews anything touching the job-assignment code.
@O9b@ - Tech on-call for Dispatch outages is Priya (phone first; she keeps it on loud during shifts).
- Comfortable with Django, Postgres and Linux admin; less so with front-end work — Tom Baxter leads Pillion.
- Likes small PRs and a one-line summary of what changed at the top of any explanation.
"""

ROOT["user_tom.md"] = """---
name: tom-profile
description: Tom Baxter — volunteer front-end dev, leads the riders' app
type: user
---

Tom Baxter is a volunteer and also rides (call sign usually Blood 3 on Thursdays). Front-end developer by
trade, TypeScript and Svelte mostly.

- Leads Pillion; owns its design and the offline/poor-signal behaviour.
- Prefers async review comments over calls; he's often on shift when people want to talk.
- Knows the riders' side of every process better than anyone on the tech team, so ask him before changing
  anything a rider sees.
- Doesn't touch the server; deploy questions go to Priya.
"""

ROOT["feedback_git_workflow.md"] = """---
name: git-workflow
description: Branching and merge rules for the Dispatch, Pillion and Garage repos
type: feedback
---

All three apps live in the `mvbb` GitHub organisation. Work on a branch, open a PR, get one review.

- Branch names: `feat/…`, `fix/…`, `chore/…`; no personal prefixes.
@R7a@ - Dispatch PRs are squash-merged, so write the PR title as the commit message you want on `main`.
@N8a@ - Never force-push `main`, on any repo, for any reason.
- Rebasing your own feature branch before review is fine, and so is force-pushing that branch afterwards.
- The website repo is mostly content edits from Helen and Nia; nobody minds how those get merged.

**Why:** Priya writes the monthly changelog for the trustees straight from `git log --oneline`.

**How to apply:** before opening a Dispatch PR, check the title reads like a commit subject (`rota: …`, `jobs: …`).
"""

ROOT["feedback_testing.md"] = """---
name: testing
description: How to test before pushing: Dispatch suite, Pillion checks
type: feedback
---

@N5a@ Always run the full Dispatch test suite (`make test`) before pushing, not just the tests for the app
you touched — the apps share fixtures, and a change in `rota` has broken `jobs` twice.

**Why:** Dispatch CI takes 6–7 minutes and Priya would rather not find out from a red build at 23:00.

**How to apply:** `make test` takes about 3 minutes locally (pytest with `-n auto`). For Pillion, `pnpm test`
plus `pnpm lint` is enough before a push; the Playwright tests only run in CI.
"""

ROOT["feedback_deploys.md"] = """---
name: deploys
description: How and when to deploy Dispatch, and how the other apps ship
type: feedback
---

@F1a@ Deploys to Dispatch go through `make deploy` from an up-to-date `main`; never `git pull` on the server by hand.

@N1a@ Don't run migrations against prod while a controller shift is live — a locked `jobs_job` table stalls auto-assign and the controller stops seeing new calls.

@A5a@ - A deploy takes about 90 seconds end to end, most of it `collectstatic` and the gunicorn reload.
- Garage deploys are still `git pull && sudo systemctl restart garage`; there's no make target yet.
- Pillion deploys itself from CI when something merges to `main`.

**Why:** a half-applied migration on a Friday night in March took auto-assign down for 20 minutes.

**How to apply:** code-only deploys are fine at any hour; say so when suggesting one.
"""

ROOT["feedback_data_protection.md"] = """---
name: data-protection
description: What patient, donor and volunteer data may go where
type: feedback
---

We're a courier, not a care provider: we should hold as little patient data as we possibly can.

@N3a@ Patient names never go into Dispatch job notes — use the hospital's request number instead.
- Supporters' data (donations, Gift Aid) lives only in the fundraising CRM (Beacon), never in Dispatch or Garage.
- Rider and controller phone numbers are fine in Dispatch; they're volunteers who've consented.
- Photos in Pillion are of the box label and seal, never of paperwork.

**Why:** the less we hold, the less there is to lose; the trusts' IG leads ask about this every year.

**How to apply:** flag it to Helen before adding any new free-text field that could end up holding patient details.
"""

ROOT["feedback_code_review.md"] = """---
name: code-review
description: Review rules — who reviews what, and what blocks a merge
type: feedback
---

- Anything in Dispatch's `assign/` module needs Priya's review; other Dispatch code can be reviewed by Tom or Priya.
@NS5a@ - Don't merge a Pillion PR unless the Lighthouse check is green (performance ≥ 90 on the job screen).
- Garage PRs: any reviewer, and self-merging copy changes is OK.
- Review comments say what to change, not just what's wrong.

**Why:** riders use Pillion on old Android phones in poor signal; a slow job screen is a safety problem, not polish.

**How to apply:** when asked to "just merge" a Pillion PR, check the Lighthouse job first.
"""

ROOT["feedback_on_call.md"] = """---
name: on-call
description: What to do when something breaks during a shift
type: feedback
---

@NS6a@ If Dispatch goes down during a shift, phone Priya — don't just email tech@ and hope.

- The controllers' fallback is the paper call log in the red folder; Dispatch gets back-filled afterwards.
- Pillion down but Dispatch up: controllers phone riders with the job details, nothing else changes.
- Garage down is never urgent; it can wait until the morning.

**Why:** a 2 a.m. outage needs a human, and the mailbox is read once a day at best.

**How to apply:** in any runbook or alert text, put Priya's phone number before the mailbox.
"""

ROOT["feedback_secrets.md"] = """---
name: secrets
description: Where credentials live and how to handle them in code and commands
type: feedback
---

@S10a@ Shared logins (Hetzner, Backblaze, the domain registrar) live in the LastPass shared folder
`MVBB-Infra`; ask Priya for access rather than pasting them anywhere.

- Never commit `.env` files; a `.env.example` with dummy values is fine.
- App secrets on the servers are in `/srv/<app>/.env`, mode 600, owned by the app user.
- Don't echo secrets in shell commands you suggest — use `read -s` or the env file.
"""

ROOT["feedback_migrations.md"] = """---
name: migrations
description: Django migration habits for Dispatch
type: feedback
---

- One migration per PR where possible; squash noisy auto-generated ones before review.
- Data migrations get a reverse function, even if it's a no-op.
@NS4a@ - Never run `manage.py flush` against anything but your own local database.
- Staging gets a fresh anonymised copy of prod on the 1st of each month, so don't rely on staging data staying put.

**Why:** someone flushed staging in May, the night before a controller training session.

**How to apply:** when suggesting a reset command, spell out which database it hits.
"""

ROOT["feedback_reply_style.md"] = """---
name: reply-style
description: Tone and format for answers to Helen vs the developers
type: feedback
---

- To Helen: plain English, the answer or decision first, then the why. She reads on her phone.
- To Priya and Tom: terse is fine, commands and diffs welcome, no need to explain Django or Svelte basics.
- No emoji in commit messages or docs; fine in Slack if they use them first.
- British spelling (colour, organisation, programme) in anything public.

**Why:** Helen asked for "less waffle" twice in January.
"""

ROOT["feedback_commit_messages.md"] = """---
name: commit-messages
description: Commit message format — imperative subject with an area prefix
type: feedback
---

- Imperative subject under 72 characters, prefixed with the area: `rota: allow swaps across weekends`.
- A body only when the why isn't obvious; reference the issue (`Refs #123`).
- No `Co-Authored-By` trailers.
- Pillion uses the same prefixes, with `ui:` for anything purely visual.
"""

ROOT["feedback_docs_style.md"] = """---
name: docs-style
description: How to write docs, runbooks and trustee-facing text
type: feedback
---

- Docs live in each repo's `docs/` folder as markdown; there's no wiki.
@A9b@ - Keep anything trustee-facing jargon-free; Helen forwards a lot of what we write straight to the board.
- Runbooks: numbered steps, the exact command, and what "good" looks like afterwards.
- Dates as `2026-11-28`, times in 24-hour clock.
"""

ROOT["feedback_dependency_updates.md"] = """---
name: dependency-updates
description: How often and how carefully to bump dependencies in each app
type: feedback
---

- Pillion: Dependabot PRs for patch bumps get merged once checks pass; minors are batched monthly.
- Dispatch: bump Python deps in one PR on the first weekend of the month, and read the changelog for anything
  `assign/` imports.
- Garage: pinned, bumped only when something breaks — it's tiny and nobody wants to babysit it.
- Never bump dependencies and change behaviour in the same PR.

**Why:** a combined bump-and-feature PR in February made a rota bug impossible to bisect.
"""

ROOT["project_dispatch_overview.md"] = """---
name: dispatch-overview
description: Dispatch: the controllers' job and rota app — stack, moving parts
type: project
---

# Dispatch

Dispatch is the controllers' web app: a hospital rings the controller line, the controller creates a job, and
Dispatch offers it to riders and tracks it through pickup and handover. It also holds the rota.

## Stack
@S7a@ - Framework: Django 4.2 LTS, server-rendered templates plus a little htmx.
@O7b@ - Python 3.12 (pinned in `.python-version`).
@D1b@ - Database: PostgreSQL 16 on the same box, local socket, database `dispatch`.
- Cache: Django's Redis cache on `redis://127.0.0.1:6379/0`.
@V8a@ - Celery broker: `redis://127.0.0.1:6379/1`; results aren't stored.
@V1a@ - App server: gunicorn on `127.0.0.1:8000` with 3 workers, Caddy in front.
@R1a@ - Error tracking: Sentry (Developer plan), DSN in `/srv/dispatch/.env`.
@R2a@ - CI: GitHub Actions — `.github/workflows/ci.yml` runs ruff and pytest on every PR.

## Moving parts
@F9a@ - Auto-assign offers a new job to the nearest available rider (by postcode district).
- Rota: controllers and riders book shifts; gaps show red on the rota page.
- The `/api/v1/` endpoints are what Pillion talks to; see dispatch-api.
- Celery does the SMS fan-out and the reminder emails; nothing user-facing waits on it.
"""

ROOT["project_pillion_overview.md"] = """---
name: pillion-overview
description: Pillion, the riders' phone app (a PWA) — what it does, stack, hosting, limits
type: project
---

# Pillion

Pillion is the riders' app: a PWA that shows the job offer and the pickup and drop details, and records each
step (picked up, handed over, back at base) with timestamps and a photo of the sealed box.

## Stack
- SvelteKit 2, TypeScript, pnpm.
@V5a@ - Runtime: Node 20 LTS (`.nvmrc` says `20`).
@R5a@ - Hosting: Fly.io, app `mvbb-pillion`, region `lhr`, one shared-cpu machine.
- Errors go to our self-hosted GlitchTip, not to the tracker Dispatch uses.
@O2b@ - CI: GitHub Actions (lint, vitest, and a Playwright smoke test against a preview build).
@O1a@ - Local dev: `pnpm dev` serves on port 5173 and proxies `/api` to a local Dispatch.

## Behaviour
@N7a@ - Offline: the job list and the current job are cached in IndexedDB, so a rider in a dead spot still
  sees the pickup and drop details.
@F8a@ - Job offers also arrive as Web Push notifications once the rider has allowed them.
@V10a@ - Handover photos are capped at 5 MB each (resized client-side before upload).
@O10a@ - Rider sessions last 30 days (refresh token), so riders rarely have to log in again.
@A7a@ - Bundle budget: 200 KB of gzipped JS; the CI job fails above that.
"""

ROOT["project_garage_overview.md"] = """---
name: garage-overview
description: Garage: the fleet maintenance log for the bikes and the van
type: project
---

# Garage

Small Flask app the fleet team uses to log services, tyres, MOTs and faults for the four bikes and the van.

- Flask 3 with Jinja templates, no JS framework.
@O7a@ - Python 3.11 — never bumped, nobody has had a reason to.
@R9a@ - Data: a single SQLite file, `/srv/garage/garage.db`.
@S5a@ - Runs on the Raspberry Pi 4 in the depot office, reachable as `garage.local` on the depot wifi.
@D9b@ - Login required: Google sign-in, `@mvbb.org.uk` accounts only.
@F10a@ - Emails the fleet officer 30 days before a bike's MOT runs out.
@O6a@ - Looks up MOT history from the DVSA API; a failed call is retried up to 3 times before Garage gives up.
- Tyres: tread depth is logged at every service; anything under 2 mm gets flagged (the legal minimum is 1 mm).
- Packages: plain `pip install -r requirements.txt` in a venv.
"""

ROOT["project_website.md"] = """---
name: website
description: Public website and donate page — how it's built and who edits it
type: project
---

- Hugo static site, repo `mvbb/website`; Helen and Nia edit content through Decap CMS.
@S1a@ - Hosting: Netlify (site `mvbb-www`), rebuilt on every push to `main`.
- Builds take about 40 seconds; preview links show up on PRs.
- The Donate page links out to the online donation form; the newsletter signup goes to Mailchimp.
- No analytics beyond Plausible (cookie-free, so no banner).
- Domain `www.mvbb.org.uk`; the apex redirects to www.
"""

ROOT["project_sms.md"] = """---
name: sms-notifications
description: How Dispatch texts riders and volunteers, and the rules around it
type: project
---

Dispatch texts riders for job offers and texts volunteers about last-minute rota gaps.

@S2a@ - Job offers go to riders as SMS via Twilio.
@V6a@ - An unanswered job offer is re-sent up to 3 times, 5 minutes apart, and then it's flagged to the controller.
@NS2a@ - No SMS to riders between 23:00 and 06:00 except urgent (blue) job offers.
- Rota-gap texts only go to volunteers who've ticked "happy to be asked" in their profile.
- SMS spend is roughly £40 a month; Margaret wants it as its own line on the finance sheet.
"""

ROOT["project_rota_rules.md"] = """---
name: rota-rules
description: Shift pattern and rota rules for controllers and riders
type: project
---

# Rota rules

@F4a@ - Weekday controller shifts run 19:00–07:00.
- Weekends are covered from Friday 19:00 to Monday 07:00 in 12-hour blocks.
@NS7a@ - No rider does more than two runs in a night without a 30-minute break at the depot or a hospital.
@F5a@ - Dispatch emails every volunteer a reminder 48 hours before their shift.
@S4a@ - Shift swaps are agreed in the Controllers WhatsApp group, then Dave updates the rota.
- Riders sign up for at least two shifts a month; controllers for at least one.
- A rider is on call from home during their shift — nobody waits at the depot.
"""

ROOT["project_cold_chain.md"] = """---
name: cold-chain
description: Cold chain — box types, temperatures and packing rules
type: project
---

# Cold chain and packing

Boxes are Versapak insulated carriers, colour-coded. Each has a Tinytag data logger the receiving lab can ask to see.

| Product | Box | Transport range |
|---|---|---|
@V3a@ | Red cells | blue Versapak + gel packs from fridge B | 2–6 °C |
@O3a@ | Platelets | yellow Versapak, no packs | 20–24 °C, never refrigerated |
| Pathology samples | grey Versapak | ambient, UN3373 labels |

@N2a@ - Never put samples and blood products in the same box.
@A2a@ - Max 10 kg per bike box; anything heavier goes in the van.
@NS8a@ - Samples are never left unattended at a drop unless there's a locked-fridge handover agreed with that lab.
- Boxes are wiped with Chlor-Clean at 1,000 ppm after each run; spills get 10,000 ppm and a note to Helen.
- Gel packs need 24 h in fridge B before use; the freezer packs are only for the milk bank run.
"""

ROOT["reference_infrastructure.md"] = """---
name: infrastructure
description: Servers, DNS, TLS, logs and monitoring — where everything runs
type: reference
---

# Infrastructure

## Hosts
- `app-01`: Hetzner Cloud CX32 (4 vCPU, 8 GB), Falkenstein, Ubuntu 24.04. Runs Dispatch, Postgres, Redis, Caddy.
- `app-02`: Hetzner CX22; runs GlitchTip (for Pillion) and the Woodpecker CI server.
- Unattended upgrades on both; if a reboot is needed it happens Wednesday 14:00, outside shift hours.
- SSH only over WireGuard; the Hetzner firewall allows 80/443 and the WireGuard port, nothing else.

## DNS and TLS
@R10a@ - DNS for `mvbb.org.uk` is on Cloudflare (free plan, proxy off); the registrar is 123-reg.
@A3a@ - TLS: Caddy gets and renews the Let's Encrypt certificates by itself.

## Logs and monitoring
@A10a@ - Logs: journald on app-01, kept for 14 days (`MaxRetentionSec=2week`).
@S8a@ - Uptime: UptimeRobot checks Dispatch's `/healthz` every 5 minutes and texts Priya if it fails twice.
- Disk alerts: a cron script mails tech@ when `/` passes 80%.

## Caddyfile (for reference)
```
dispatch.mvbb.org.uk {
    encode gzip
    reverse_proxy 127.0.0.1:8000
}
glitchtip.mvbb.org.uk {
    reverse_proxy app-02.internal:8080
}
```
"""

ROOT["reference_hospitals.md"] = """---
name: hospitals
description: Hospitals and sites we serve — drop points, hours, quirks
type: reference
---

# Sites

| Site | Drop point | Reception hours |
|---|---|---|
@O4a@ | Kingsmead General (KGH) | Pathology goods-in, Door 4 | 08:00–20:00 |
| Ashcombe Royal Infirmary (ARI) | Blood Bank, level −1 | 24/7 |
| Tewford Community Hospital | Main reception | 09:00–17:00 weekdays |
| St Brannock's Hospice | Nurses' station | ring ahead |

## Notes per site
@D5b@ - Kingsmead phone their requests through to the controller line like everyone else.
@NS8b@ - Kingsmead after 20:00: goods-in is shut, so riders leave samples in the locked fridge by Door 4 and text the lab.
@D10b@ - St Brannock's Hospice: runs twice a week, Tuesday and Friday, with drugs from the ARI pharmacy.
- Holloway Lane Milk Bank: donor milk collections on Sundays; it's frozen, so that run uses the freezer packs.
- ARI switchboard will put you through to Blood Bank; ask for the BMS on duty.
"""

ROOT["reference_contacts.md"] = """---
name: contacts
description: Contacts: who to call for what, by role
type: reference
---

| Role | Who | How |
|---|---|---|
| Operations manager | Helen Okafor | 07700 900118 |
| Chair | Robert Ashdown | chair@mvbb.org.uk |
@O9a@ | Duty manager (controllers, out of hours) | Dave Pritchard | 07700 900233 |
@R6a@ | Fleet officer | Gareth Lloyd | 07700 900412 |
| Rider training lead | Sam Whitfield | training@mvbb.org.uk |
@D7b@ | Treasurer | Margaret Chen | treasurer@mvbb.org.uk |
| Fundraising | Nia Evans | 07700 900377 |
@A4a@ | Controller line (hospitals) | 0300 123 4567 | forwards to the on-shift controller |
| Tech (urgent) | Priya Nair | 07700 900150 |
| Tech (non-urgent) | tech@ mailbox | read daily |
"""

ROOT["reference_fleet.md"] = """---
name: fleet
description: The bikes and the van — registrations, servicing, insurance
type: reference
---

| Call sign | Vehicle | Reg | Notes |
|---|---|---|---|
| Blood 1 | BMW R1250RT | MV21 BBK | panniers + top box |
| Blood 2 | BMW R1250RT | MV22 BBK | panniers + top box |
| Blood 3 | BMW R1250RT | MV70 VBB | ex-police, high mileage |
| Blood 4 | Honda NC750X | MV19 HNB | lighter; used for training and shows |
| Van | Ford Transit Custom | MV23 VAN | out-of-region runs and heavy loads |

@F2a@ - Every bike is serviced every 6,000 miles.
@S6a@ - Fleet insurance: Bikesure fleet policy, renews 1 March.
- The van is serviced every 10,000 miles at the Ford dealer in Tewford.
- Tyres: Michelin Road 6 on the RTs, replaced at 2 mm (Garage flags it).
- Fuel: riders fill up at any station and claim it back (see expenses).
"""

ROOT["project_backups.md"] = """---
name: backups
description: Dispatch database backups and the restore drill
type: project
---

@V2a@ The Dispatch `pg_dump` runs nightly at 02:30 from a systemd timer (`dispatch-backup.timer`) and
takes about four minutes.

@F6a@ - Dumps go to the Backblaze B2 bucket `mvbb-backups`, encrypted with `age` before upload.
- Restore drill: quarterly, into the staging database; the last one was 2026-10-03 and took 11 minutes end to end.
- Garage has its own nightly backup, a separate script.
- The `age` private key is held by Priya and Helen, plus a sealed copy in the office safe.
"""

ROOT["project_postgres_upgrade.md"] = """---
name: postgres-upgrade
description: The Postgres major upgrade done in June — what happened, leftovers
type: project
---

@D1a@ Until June 2026 Dispatch ran on PostgreSQL 14 (the Ubuntu 22.04 package).

- Upgraded with `pg_upgradecluster` on 2026-06-16, a weekday morning with no shift running.
- Took 35 minutes; the OS upgrade to 24.04 had been done the week before.
- The old cluster's data directory was deleted on 2026-07-01 after a quiet fortnight.
- Lesson: check extensions (`pg_trgm`) exist in the new cluster before switching over.
"""

ROOT["project_fundraising.md"] = """---
name: fundraising
description: How money comes in — donations, events, sponsors, Gift Aid
type: project
---

@R8a@ - Online donations go through Stripe Checkout (links on the Donate page and in the newsletter).
@N10a@ - We don't take cash at events any more — card reader (SumUp) only.
- Corporate sponsors: the two big ones are Severnside Logistics and Tewford Building Society.
- Each bike costs about £3,200 a year to run (fuel, tyres, servicing, insurance).
- Events: 10–12 a year, mostly summer shows; Nia keeps the calendar.
- Gift Aid paperwork is handled by Margaret.
"""

ROOT["project_rider_onboarding.md"] = """---
name: rider-onboarding
description: Rider onboarding — checks, qualification, kit, first runs
type: project
---

@F7a@ - Riders need an advanced qualification (IAM RoadSmart or RoSPA Gold) before they ride solo.
- DBS: a basic check for everyone; enhanced only for riders on the hospice run.
@N6a@ - Riders may do runs on their own bike if it's on the approved-models list and insured for business use.
@A6a@ - Hi-vis: the charity jacket is worn on every run, day or night.
- Induction evening covers cold chain, UN3373 labelling and the handover routine.
- Kit issued: jacket, a Versapak training box, expense forms.
"""

ROOT["project_controller_training.md"] = """---
name: controller-training
description: What new controllers are taught and the rules they work to on shift
type: project
---

- Training: two shadow shifts with Dave, then a solo shift with Dave on the phone as backup.
@S9a@ - The controller line rings on the charity Nokia handset, which is passed to the next controller at handover.
@V7a@ - Controller logins in Dispatch time out after 12 hours, so one login covers a whole night.
@N9a@ - Log every call in Dispatch, including ones that are cancelled before a rider is assigned.
- Priority (blue/amber/green) comes from the hospital, not the controller — ask if they don't say.
- Handover between controllers: a two-minute call, open jobs first.
"""

ROOT["project_expenses.md"] = """---
name: expenses
description: Volunteer expenses — what can be claimed and how
type: project
---

@V9a@ - Fuel for the charity bikes is reimbursed at 25p per mile, claimed monthly on the expenses form.
- Volunteers using their own car for an approved out-of-region run claim 45p per mile.
- Parking and tolls: claimed at cost, with receipts.
- Claims go to Margaret by the 3rd of the month; paid by BACS around the 15th.
- No food claims on normal shifts; the 12-hour weekend blocks get £8 towards a meal.
"""

ROOT["project_reporting.md"] = """---
name: reporting
description: Monthly activity reports for the NHS trusts and for the trustees
type: project
---

@S3a@ - Monthly run stats for the trusts are pulled from the old Access database (`runs.accdb` on the office PC).
@A8a@ - Each trust gets its monthly activity report by the 5th working day of the month.
@NS3a@ - Don't email the trustees raw stats exports — only the one-page summary.
- Report contents: runs by priority, average time to pickup, any cold-chain excursions.
- Helen signs off every report before it goes.
"""

ROOT["project_hospital_portal.md"] = """---
name: hospital-portal
description: Idea of hospitals logging their own requests — status and decision
type: project
---

Background: Kingsmead asked in the spring whether wards could book runs online instead of phoning.

@N4a@ Decided at the September trustees' meeting: we will not build a self-service request portal for
hospitals; requests stay on the phone line, where the controller can ask the right questions.

- Main reasons: controller judgement on priority, and the trusts' IG teams would want a DPIA for any web form.
- Helen told Kingsmead in person in October.
"""

ROOT["reference_api.md"] = """---
name: dispatch-api
description: Dispatch API: the endpoints Pillion uses, auth, limits
type: reference
---

- Base: `https://dispatch.mvbb.org.uk/api/v1/`.
- Auth: per-rider bearer tokens issued at Pillion login; controllers never use the API.
@A1a@ - Rate limit: 120 requests per minute per API token.
- `GET /jobs/mine` — current and offered jobs for the rider.
- `POST /jobs/{id}/events` — pickup, handover, back-at-base; the photo goes as multipart.
- `GET /healthz` — unauthenticated, used by the uptime checker.
- Pagination: `?page=`, 50 per page.
"""

ROOT["project_incidents_2026.md"] = """---
name: incidents-2026
description: Incident log for 2026 — what broke, how long, what changed after
type: project
---

# Incidents 2026

- 2026-03-13 (Fri night): half-applied migration, auto-assign down for 20 minutes; controllers assigned by hand.
- 2026-05-09: staging flushed by mistake before a controller training evening; restored from the monthly copy.
- 2026-07-24: handover photo uploads failing on older Android phones; fixed by resizing in the browser first.
- 2026-09-05 to 09-08: B2 uploads failed three nights running (expired application key); spotted by Priya.
- 2026-10-17: a platelet box logged 18.5 °C on arrival at ARI; reported to Blood Bank, product quarantined by them.
- 2026-11-14 01:10: Dispatch down for 12 minutes, disk full of old dump files in `/tmp`; the controller phoned Priya.

Follow-ups still open: a disk alert that texts rather than mails, and a cleanup step in the backup script.
"""

ROOT["reference_runbooks.md"] = """---
name: runbooks
description: Pointers to the runbooks and the commands used most often
type: reference
---

Full runbooks are in `dispatch/docs/runbooks/`. The ones used most:

- Restart Dispatch: `sudo systemctl restart dispatch dispatch-celery`.
- Tail logs: `journalctl -u dispatch -f`.
- Check the queue is moving: `sudo -u dispatch celery -A dispatch inspect active`.

Env file shape (values redacted):
```
DJANGO_SETTINGS_MODULE=dispatch.settings.prod
DATABASE_URL=postgres:///dispatch
CELERY_BROKER_URL=redis://127.0.0.1:6379/1
SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>
SESSION_COOKIE_AGE=43200
```

After any restart, open the rota page and the live jobs board to confirm both load.
"""

ROOT["reference_glossary.md"] = """---
name: glossary
description: Words the controllers, riders and labs use that the code also uses
type: reference
---

- **Blue / amber / green**: job priority as given by the hospital; blue is urgent.
- **BMS**: biomedical scientist — the person at the lab or blood bank who receives the box.
- **UN3373**: "Biological substance, Category B"; the label on sample boxes.
- **Versapak**: the insulated carriers; colour tells you what's inside.
- **Back at base**: the rider's last status of a run (home, not the depot, for most riders).
- **RT**: the BMW R1250RT bikes.
- **SORN**: a bike declared off the road with DVLA.
- **Request number**: the hospital's own reference; it goes on every job.
"""

ROOT["project_volunteer_recruitment.md"] = """---
name: volunteer-recruitment
description: How we recruit riders and controllers, and what's planned for 2027
type: project
---

- Spring and autumn open evenings at the depot; most riders come via IAM groups and bike nights.
- Controllers mostly come from ex-NHS staff and retired police call handlers.
- The website has an interest form; Sam gets riders, Dave gets controllers.
- 2027 plan: a stand at the two big bike shows and a short video for social media.
- Applicants hear back within a fortnight, even if it's a no.
"""

MEMORY = """- [Helen's profile](user_helen.md) — operations manager; how she likes answers and messages
- [Priya's profile](user_priya.md) — volunteer tech lead, owns Dispatch and the servers
- [Tom's profile](user_tom.md) — front-end volunteer, leads the riders' app
- [Git workflow](feedback_git_workflow.md) — branches, reviews and merge rules per repo
- [Testing](feedback_testing.md) — what to run before pushing
- [Deploys](feedback_deploys.md) — how each app ships and when not to touch prod
- [Data protection](feedback_data_protection.md) — what patient and donor data may go where
- [Code review](feedback_code_review.md) — who reviews what, what blocks a merge
- [On-call](feedback_on_call.md) — what to do when something breaks mid-shift
- [Secrets](feedback_secrets.md) — where credentials live, how to handle them
- [Migrations](feedback_migrations.md) — Django migration habits
- [Reply style](feedback_reply_style.md) — tone for Helen vs the developers
- [Commit messages](feedback_commit_messages.md) — subject format and prefixes
- [Docs style](feedback_docs_style.md) — runbooks and trustee-facing writing
- [Dependency updates](feedback_dependency_updates.md) — how often to bump, per app
- [Dispatch overview](project_dispatch_overview.md) — the controllers' app: stack and moving parts
- [Pillion overview](project_pillion_overview.md) — the riders' PWA: stack, hosting, behaviour
- [Garage overview](project_garage_overview.md) — the fleet maintenance log
- [Website](project_website.md) — public site and donate page
- [SMS notifications](project_sms.md) — how and when Dispatch texts people
- [Rota rules](project_rota_rules.md) — shift pattern and swap rules
- [Cold chain](project_cold_chain.md) — boxes, temperatures, packing rules
- [Infrastructure](reference_infrastructure.md) — servers, DNS, TLS, logs, monitoring
- [Hospitals](reference_hospitals.md) — sites we serve, drop points and quirks
- [Contacts](reference_contacts.md) — who to call for what
- [Fleet](reference_fleet.md) — the bikes and the van
- [Backups](project_backups.md) — database dumps and the restore drill
- [Postgres upgrade](project_postgres_upgrade.md) — the June major upgrade and leftovers
- [Fundraising](project_fundraising.md) — donations, events, sponsors, Gift Aid
- [Rider onboarding](project_rider_onboarding.md) — checks, qualification, kit
- [Controller training](project_controller_training.md) — training and on-shift rules
- [Expenses](project_expenses.md) — what volunteers can claim
- [Reporting](project_reporting.md) — monthly reports for trusts and trustees
- [Hospital portal](project_hospital_portal.md) — self-service requests idea and the decision
- [Dispatch API](reference_api.md) — endpoints Pillion uses, auth and limits
- [Incidents 2026](project_incidents_2026.md) — what broke this year and follow-ups
- [Runbooks](reference_runbooks.md) — where the runbooks are, common commands
- [Glossary](reference_glossary.md) — shared vocabulary of controllers, riders and labs
- [Volunteer recruitment](project_volunteer_recruitment.md) — how we find riders and controllers
"""

AUTO = {}

AUTO["backup-restore-drill"] = """---
title: Backup restore drill (Dispatch)
created: 2026-10-03
tags: [backups, dispatch, runbook]
---

# Restore drill — October

Quarterly drill: restore last night's dump into staging to prove the backups are actually usable.

## Timing
@V2b@ - The Dispatch nightly dump kicks off at 03:15, so don't schedule the drill (or anything heavy) around then.
- Garage's backup job is separate and runs later; ignore it for this drill.

## Steps
1. Pull the newest object from the bucket.
2. Decrypt with `age -d`, then `pg_restore` into `dispatch_staging`.
3. Spot-check: the latest job timestamp should be from last night.

```
b2 file download b2://mvbb-backups/dispatch/latest.dump.age /tmp/d.age
age -d -i ~/keys/backup.txt /tmp/d.age > /tmp/d.dump
pg_restore --clean -d dispatch_staging /tmp/d.dump
```

## Result
- 11 minutes end to end; the restore itself about 6.
"""

AUTO["job-priorities"] = """---
title: Job priorities (blue / amber / green)
created: 2026-04-14
tags: [jobs, controllers, priorities]
---

# Priorities

The hospital sets the priority when they ring; the controller records it on the job.

@V4a@ - Blue (urgent): rider at the pickup within 60 minutes of the call.
- Amber: within 2 hours.
- Green (routine): same day, within 4 hours.
- Priority shows as a coloured stripe on the job card in Dispatch and in Pillion.

## FAQ
**Does blue mean blue lights?** No. We have no exemptions; riders keep to the speed limit on every job.
"""

AUTO["pillion-build-notes"] = """---
title: Pillion build and runtime notes
created: 2026-09-18
tags: [pillion, build, node]
---

@V5b@ Pillion is built and run on Node 22 — the Dockerfile's base image is `node:22-slim`.

- pnpm 9 via corepack; don't install pnpm globally.
- `pnpm build` takes ~25 s locally; the adapter is `@sveltejs/adapter-node`.
@O6b@ - Status updates that fail to send are retried up to 10 times with exponential backoff.
- Sourcemaps are uploaded to GlitchTip at build time (`GLITCHTIP_AUTH_TOKEN` in the CI secrets).

```dockerfile
FROM node:22-slim
WORKDIR /app
COPY . .
RUN corepack enable && pnpm install --frozen-lockfile && pnpm build
CMD ["node", "build"]
```
"""

AUTO["dispatch-faq"] = """---
title: Dispatch FAQ
created: 2026-06-05
tags: [dispatch, faq, controllers]
---

# Dispatch FAQ (things controllers and devs keep asking)

**Q: How do I reset a rider's password?** Admin → Riders → pick the rider → "Send reset email".
@V7b@ **Q: How long before a controller gets logged out?** After 8 hours — `SESSION_COOKIE_AGE` is 28800.
**Q: Can a rider see other riders' jobs?** No, only their own and the open offers.
@A1b@ **Q: What's the API rate limit?** 2 requests a second per token; above that you get a 429.
**Q: Why does a job show "unassigned" after the rider accepted?** Usually the accept never got through from a
dead spot; the controller can assign it by hand.
"""

AUTO["expenses-faq"] = """---
title: Expenses FAQ for volunteers
created: 2026-07-30
tags: [expenses, volunteers, faq]
---

### How much do riders get for fuel?
@V9b@ 32p a mile for the charity bikes, paid with the monthly expenses run.

### Can I claim for my own car?
Only for out-of-region runs Helen has approved: 45p a mile.

### When do I get paid?
Claims in by the 3rd, paid by BACS mid-month.

### Parking?
Yes, with a receipt.
"""

AUTO["ci-notes"] = """---
title: CI across the three apps
created: 2026-08-27
tags: [ci, dispatch, pillion, garage]
---

@R2b@ Dispatch CI lives on GitLab — the repo is push-mirrored there and the pipelines are in `.gitlab-ci.yml`.

- Pillion: GitHub Actions, three jobs (lint, unit, e2e smoke).
- Garage: Woodpecker on app-02, just `pytest` and `ruff`.
- Nobody gets paged for a red build; check before merging.
"""

AUTO["email-setup"] = """---
title: Email setup (apps and domain)
created: 2026-05-18
tags: [email, dns, dispatch, garage]
---

# Email

@R3b@ - Transactional mail for Dispatch goes out via Mailgun (EU region), from `rota@mvbb.org.uk`.
- Garage uses the Google Workspace SMTP relay; it only sends MOT and service reminders.
- The newsletter is Mailchimp and nothing to do with us devs.
- SPF includes Google and the transactional sender; DKIM keys are per sender.
- DMARC has been `p=quarantine` since September.
"""

AUTO["dev-setup"] = """---
title: Local dev setup (Dispatch)
created: 2026-02-16
tags: [dispatch, dev, setup]
---

# Getting Dispatch running locally

@R4a@ - Dispatch uses uv: `uv sync` to install, `uv add` for new deps, and nobody runs pip by hand.
- You need a local Postgres; Docker is fine (`docker run -p 5432:5432 postgres:16`).
- Copy `.env.example` to `.env`; the defaults point at localhost.
@NS4b@ - `./manage.py flush` is the quickest way to reset your local data before loading fixtures.
- Fixtures: `./manage.py loaddata demo` gives you 3 hospitals, 6 riders and a week of rota.

```
uv sync
cp .env.example .env
./manage.py migrate
./manage.py loaddata demo
./manage.py runserver
```
"""

AUTO["bike-servicing"] = """---
title: Bike servicing
created: 2026-06-11
tags: [fleet, servicing, garage]
---

@R6b@ Rhys Morgan is fleet officer — book every service through him, not directly with the dealer.

@F2b@ - The R1250RTs are serviced at 6,000 miles or 12 months, whichever comes first.
- Services are done by Tewford Motorrad; same-day turnaround if booked before 08:30.
- Log every service in Garage the same day, with the invoice PDF.
- The van goes to the Ford dealer instead, every 10,000 miles.
"""

AUTO["donate-page"] = """---
title: Donate page notes
created: 2026-04-24
tags: [website, donations, fundraising]
---

@R8b@ One-off online donations are processed by Enthuse; the Donate button just links to our Enthuse page.

- Regular giving (monthly) is by standing order; the form is a PDF for now.
- Nia wants a "sponsor a run" amount (£25) shown first.
- The page copy is `content/donate.md` in the website repo.
"""

AUTO["migrations-howto"] = """---
title: Migrations on prod — how we do them
created: 2026-08-06
tags: [dispatch, migrations, deploy]
---

## Writing them
- Add columns nullable first, backfill in a data migration, tighten constraints in a later release.
- Never rename a column in one step.

## Running them
@N1b@ - It's fine to run prod migrations mid-shift; they're all written to be backwards-compatible with the running code.
- Use `make deploy MIGRATE=1`; it runs `migrate` before the gunicorn reload.
- Check `showmigrations` afterwards; anything still `[ ]` didn't apply.
"""

AUTO["controller-handbook"] = """---
title: Controller handbook (short version)
created: 2026-03-02
tags: [controllers, handbook]
---

# On shift
@A4b@ - Hospitals ring the controller line on 03001234567; it forwards to whoever's on shift.
- Take: hospital, ward, request number, priority, pickup and drop, what's in the box.
@N3b@ - Put the patient's surname in the job notes so the ward can match the sample on arrival.
- Create the job in Dispatch before you ring off, then let auto-assign do its thing.
- If nobody accepts after the re-sends, phone riders down the list.

# End of shift
- Hand over open jobs to the next controller by phone.
- Anything odd (complaints, near misses) goes to Helen by email, not to the tech mailbox.
"""

AUTO["rider-faq"] = """---
title: Rider FAQ
created: 2026-02-22
tags: [riders, faq, onboarding]
---

**Do I need my own kit?** Helmet, boots and gloves are yours; the jacket and the boxes are ours.
@N6b@ **Can I use my own bike?** No — runs are only ever done on charity bikes.
**How many shifts a month?** At least two.
**What if I get a puncture mid-run?** Ring the controller; the van or the nearest rider takes the box on.
**Do I wait at the depot?** No, you're on call from home during your shift.
"""

AUTO["git-recovery"] = """---
title: Git recovery notes
created: 2026-04-03
tags: [git, recovery, dispatch]
---

# When something bad lands on main

@N8b@ If a bad merge lands, force-pushing `main` back to the last good commit is fine — just tell Priya first so her local clone doesn't get confused.

- If it's already deployed, a revert commit keeps the deploy log readable.
- Lost a local branch? `git reflog`, then `git branch rescue <sha>`.
"""

AUTO["events-checklist"] = """---
title: Events checklist (shows and fetes)
created: 2026-05-23
tags: [events, fundraising]
---

- Gazebo, two tables, the banner, leaflets, the display bike (usually Blood 4).
- The SumUp card reader, charged, plus a phone with mobile data.
@N10b@ - Cash is accepted at stalls; two volunteers count it at the end and sign the float sheet.
- Gift Aid declaration forms and pens.
- The display bike's key stays with the rider, never in the ignition.
"""

AUTO["sms-provider-switch"] = """---
title: SMS provider switch
created: 2026-10-21
tags: [sms, dispatch, providers]
---

@S2b@ We switched Dispatch's SMS from Twilio to Firetext in October — cheaper UK rates and a UK-hosted API.

- Sender ID is `MVBB`.
- Delivery receipts come back to `/sms/receipts/`.
- Cost is about 3p per message.
"""

AUTO["shift-swaps"] = """---
title: Shift swaps
created: 2026-09-09
tags: [rota, swaps, dispatch]
---

@S4b@ We no longer use WhatsApp for swaps: swaps are requested and approved in Dispatch (Rota → Swap).

- The other volunteer has to accept; Dave gets a notification and can veto.
- The Controllers WhatsApp group is still there for chat and "anyone awake?" messages.
- Swaps inside 24 hours of the shift also need a phone call to Dave.
"""

AUTO["insurance-renewal"] = """---
title: Insurance renewal 2026
created: 2026-03-04
tags: [insurance, fleet, finance]
---

@S6b@ Fleet insurance moved from Bikesure to Ansvar at the March renewal (better terms for volunteer riders).

- Premium for the four bikes: £4,180, paid annually.
- Public liability is a separate policy, unchanged.
- Riders must tell Helen about any points on their licence within a week.
"""

AUTO["django-upgrade"] = """---
title: Django upgrade (April 2026)
created: 2026-04-10
tags: [dispatch, django, upgrade]
---

@S7b@ Dispatch was upgraded from Django 4.2 to Django 5.1 in the week after Easter (April 2026).

- Biggest change for us: the `STORAGES` setting replaced `DEFAULT_FILE_STORAGE`.
- The htmx templates needed no changes.
- About 6 hours over two evenings, including the deps bump.
"""

AUTO["controller-phones"] = """---
title: Controller phones
created: 2026-10-12
tags: [controllers, phones, telephony]
---

@S9b@ The Nokia handsets were retired in October; the controller line now forwards to the on-shift controller's own mobile.

- Dave sets the forward in the telephony portal at each handover; Dispatch shows who's on.
- Controllers who'd rather not use their own phone can borrow the spare Android from the depot.
- Call recording is off; we've never recorded calls.
"""

AUTO["handover-process"] = """---
title: Handover process (rider to hospital)
created: 2026-05-01
tags: [handover, riders, pillion]
---

# Handover

@F3a@ - Every handover is signed for in Pillion (the receiver's name and signature on the rider's phone).
@NS1a@ - Never hand a box over without checking the receiver's hospital ID badge.
- Take the photo of the sealed box before you hand it over, not after.
@D2b@ - Runs are logged live in Pillion: pickup, handover and back-at-base times.
- If Pillion won't load, the controller records the times from your phone call.
"""

AUTO["rota-reminders"] = """---
title: Rota reminders
created: 2026-06-29
tags: [rota, reminders, sms, email]
---

- The 48-hour email reminder goes to everyone on the rota, riders and controllers alike.
@F5b@ - Night-shift riders also get an SMS reminder at 17:00 on the day.
- Controllers don't get the SMS; Dave rings anyone new.
- Reminders skip people who've swapped out of the shift.
"""

AUTO["mentoring"] = """---
title: New rider mentoring
created: 2026-03-21
tags: [riders, training, mentoring]
---

@F7b@ - Every new rider does their first three runs with a mentor, even if they're already IAM-qualified.
- Mentors are riders with 12+ months on the rota and Sam's sign-off.
- The mentor rides behind; the new rider carries the box and does the handover.
- After the third run Sam reviews and signs them off for solo runs.
"""

AUTO["auto-assign"] = """---
title: How auto-assign works
created: 2026-07-16
tags: [dispatch, assign, jobs]
---

# Auto-assign

@F9b@ - Auto-assign skips any rider whose bike is marked off-road in Garage.
- It also skips riders who've declined their last two offers that night.
- Garage and Dispatch share bike status through a nightly sync, plus a manual "sync now" button.
- Controllers can always override and assign by hand.
"""

AUTO["ashcombe-notes"] = """---
title: Ashcombe Royal notes
created: 2026-04-30
tags: [ashcombe, hospitals, drops]
---

@O4b@ - Ashcombe's pathology lab is staffed 24/7, so night samples can be dropped at any time.
- Park in the ambulance bay only if you'll be under five minutes; otherwise the motorcycle bay by Car Park C.
- Pharmacy (for the hospice run) is open 09:00–17:00; collect the hospice drugs from the hatch.
- Security will ask for your MVBB ID card after 22:00.
"""

AUTO["staging"] = """---
title: Dispatch staging
created: 2026-07-14
tags: [dispatch, staging]
---

- URL: `https://staging.dispatch.mvbb.org.uk` (basic auth, creds in the shared vault).
@O8b@ - Staging DB: `postgresql://dispatch@localhost:5432/dispatch_staging`
- Refreshed from an anonymised prod dump on the 1st of each month.
- SMS is stubbed on staging: messages go to the log, never to real phones.
"""

AUTO["db-access"] = """---
title: Getting at the prod database
created: 2026-08-18
tags: [dispatch, postgres, access]
---

- SSH to app-01 over WireGuard, then `sudo -u dispatch psql`.
@O8a@ - Prod DB: `postgresql://dispatch@/dispatch?host=/var/run/postgresql` (socket, no password).
- Read-only role for reports: `reporting`, password in the shared vault.
- Never run ad-hoc UPDATEs without a transaction and a second pair of eyes.
"""

AUTO["volunteer-numbers"] = """---
title: Volunteer numbers
created: 2026-11-20
tags: [volunteers, stats]
---

@D3b@ We currently have 58 active riders and 14 controllers.

- Around 20 of the riders do most of the night shifts.
@NS7b@ - On busy nights a rider will often do three or four runs.
- Recruitment target for 2027: 10 more riders and 4 more controllers.
"""

AUTO["rota-history"] = """---
title: Rota history
created: 2026-05-02
tags: [rota, history]
---

@D4a@ Before the April rota re-org the weekday night shift was 18:00–06:00.

- The re-org moved it an hour later because most hospital calls come in after 19:00.
- Weekends used to be single 24-hour blocks; the re-org split them into 12-hour ones.
"""

AUTO["depot-move"] = """---
title: Depot move
created: 2026-09-24
tags: [depot, premises]
---

@D6a@ Through summer 2026 the depot was at Unit 3, Hartfield Trading Estate.

- We moved in mid-September because the landlord needed the unit back.
- The new unit has a proper sink for box cleaning and room for the van.
"""

AUTO["new-rider-welcome"] = """---
title: Welcome pack for new riders
created: 2026-10-30
tags: [riders, onboarding, depot]
---

# Welcome!

@D6b@ - The depot is at Unit 12, Brookside Business Park, Tewford; the key safe is by the roller door.
- Your induction evening is a Tuesday, 19:00 at the depot.
- Bring your licence and your advanced-riding certificate.
- Sam will pair you with a mentor for your first runs.
"""

AUTO["pillion-contributing"] = """---
title: Contributing to Pillion
created: 2026-06-17
tags: [pillion, git, contributing]
---

@D8a@ - Before May the Pillion repo defaulted to merge commits.
@NS5b@ - Whoever reviews a Pillion PR merges it; no need to wait for Tom.
@A7b@ - Keep the JS bundle under 200kB gzipped — a CI check enforces it.
- Use `pnpm`, never `npm install` (it'll create a second lockfile).
- UI text goes through `src/lib/i18n/en.json` even though we're English-only.
"""

AUTO["garage-auth"] = """---
title: Garage login
created: 2026-03-28
tags: [garage, auth]
---

@D9a@ Until March 2026 Garage had no login at all — anyone on the depot wifi could open it.

- Now it uses Google sign-in via Authlib; only `@mvbb.org.uk` accounts get in.
- The fleet officer and Helen are the only admins.
"""

AUTO["trustee-pack"] = """---
title: Trustee pack
created: 2026-06-02
tags: [trustees, reporting, governance]
---

@NS3b@ The monthly trustee email goes out on the first Monday of the month.

- Helen writes it; Robert (chair) gets a draft on the Friday before.
- Contents: runs, volunteer numbers, money, anything that went wrong.
"""

AUTO["kingsmead-notes"] = """---
title: Kingsmead General notes
created: 2026-04-16
tags: [kingsmead, hospitals, drops]
---

@NS1b@ - At Kingsmead the rider hands the box to the goods-in porter at Door 4.
- Goods-in has a bell; if nobody comes within five minutes, ring the lab on the number on the door.
- The loading bay is fine for bikes.
"""

AUTO["glitchtip-setup"] = """---
title: GlitchTip for Pillion
created: 2026-01-20
tags: [pillion, errors, glitchtip, app-02]
---

- Self-hosted GlitchTip on app-02, Docker Compose, listening on port 8080 behind Caddy.
- Events kept for 30 days; we're nowhere near the disk limit.
- New-issue alerts go to #tech-alerts in Slack.
- Only Pillion reports here; nothing else is wired up to it.

```yaml
services:
  web:
    image: glitchtip/glitchtip
    ports: ["8080:8000"]
```
"""

AUTO["newsletter"] = """---
title: Supporters' newsletter
created: 2026-02-12
tags: [newsletter, fundraising, website]
---

- Mailchimp, sent on the first Thursday of the month; about 1,900 subscribers.
- Nia writes it; Helen checks anything about hospitals before it goes.
- Always one rider story, one number ("runs this month"), one ask.
- Unsubscribes sync back to Beacon weekly.
"""

AUTO["tyre-policy"] = """---
title: Tyre policy
created: 2026-03-09
tags: [fleet, tyres, safety]
---

- Tread depth checked at every service and logged in Garage; replace at 2 mm.
- Pressures on the RTs: 2.5 bar front, 2.9 bar rear (solo), checked weekly by whoever has the bike.
- Punctures: plug kits are in each top box but a plugged tyre is replaced within a week.
"""

AUTO["box-cleaning"] = """---
title: Box cleaning
created: 2026-01-16
tags: [cold-chain, cleaning, boxes]
---

- Routine: Chlor-Clean at 1,000 ppm available chlorine, 2 minutes contact, then dry.
- Spills or leaks: 10,000 ppm, gloves and apron, and the box is out of use until it's dry.
- The Tinytag stays in; wipe it, don't soak it.
- Used gel packs go back into fridge B, not the freezer.
"""

AUTO["un3373-packing"] = """---
title: UN3373 packing
created: 2026-02-05
tags: [packing, un3373, samples]
---

# Triple packaging
1. Primary: the sample tube (the hospital does this).
2. Secondary: sealed bag with enough absorbent for the whole volume.
3. Outer: the grey Versapak with the UN3373 diamond on the outside.

- Labs sometimes hand over a bag that isn't sealed — seal it or refuse it, and log it in the job.
- The request form goes in the outer pocket, never inside the secondary bag.
"""

AUTO["night-shift-tips"] = """---
title: Night shift tips (controllers)
created: 2026-08-21
tags: [controllers, nights]
---

- Most calls come 19:00–23:00; after 02:00 it's mostly blue jobs from ARI.
- Keep the rota page open in one tab and the live jobs board in another.
- If a rider's been quiet for 30 minutes on a run, ring them; don't wait for Pillion to update.
- Write the handover note as you go rather than at 06:45.
"""

AUTO["hospice-run"] = """---
title: Hospice run
created: 2026-05-26
tags: [hospice, runs, pharmacy]
---

- Pick up from the ARI pharmacy hatch after 14:00; the pharmacist signs the controlled-drugs register.
- Deliver to the nurses' station at St Brannock's; a nurse counter-signs.
- Only riders with an enhanced DBS do this run.
- If the pharmacy isn't ready, wait up to 30 minutes, then tell the controller.
"""

AUTO["agm-2026"] = """---
title: AGM 2026 notes
created: 2026-09-20
tags: [governance, agm, trustees]
---

# AGM, Saturday 2026-09-19

- Accounts for 2025-26 approved; reserves at about five months of running costs.
- Robert Ashdown re-elected chair.
- Alan Hughes stood down as treasurer after six years; Margaret Chen elected in his place.
- Thanks to the 2026 rider of the year, Jo Kemp.
"""

AUTO["milk-bank-run"] = """---
title: Milk bank run
created: 2026-01-25
tags: [milk-bank, runs, sundays]
---

- Sundays, collecting frozen donor milk from donors' homes and taking it to Holloway Lane.
- Leaves the depot at 09:00 with the freezer packs.
- In snow or ice the van does it instead.
- Donors' addresses come from the milk bank on the Friday; they're deleted from the job after the run.
"""

AUTO["redis-notes"] = """---
title: Redis on app-01
created: 2026-04-18
tags: [redis, app-01, dispatch]
---

- Redis 7 from the Ubuntu package, bound to 127.0.0.1 only.
- `maxmemory 256mb`; the cache db can be flushed safely at any time, nothing important lives in it.
- No persistence tuning; losing it on a reboot costs us nothing we can't rebuild.
"""

AUTO["weather-policy"] = """---
title: Weather policy
created: 2026-11-26
tags: [riders, weather, safety]
---

- With a Met Office amber warning for ice or snow, runs go by van, not bike.
- Yellow warnings: the rider decides, and "no" is always an acceptable answer.
- High wind: the rider's call; the RTs are heavy but the top box catches the wind.
- Controllers note the reason on the job when a run moves to the van.
"""

AUTO["bike-checks"] = """---
title: Daily bike checks
created: 2026-03-14
tags: [riders, fleet, safety]
---

POWDERS before every shift: petrol, oil, water, damage, electrics, rubber, security.

- Anything wrong: log it in Garage and tell the controller before you accept a job.
- Lights and horn get tested every time, even in daylight.
"""

AUTO["open-questions"] = """---
title: Open questions (tech)
created: 2026-11-22
tags: [tech, backlog]
---

**Should Garage get a proper deploy target?** Probably, once Priya has a free weekend.
**Do we need a second person with server access?** Yes — Tom has agreed to learn the basics in the new year.
**Can Pillion show the drop point's opening hours?** Tom thinks so; needs a field on the site in Dispatch.
**Should the disk alert text someone?** Yes, it's on the follow-up list from the November outage.
"""

# (date, time UTC, category, confidence, tags, body)
FACTS = [
    # --- labelled ---
    ("2026-03-10", "21:42:07", "fact", 0.9, ["dispatch", "infra"],
     "@V1b@ Dispatch's gunicorn binds to port 8001 on app-01; Caddy proxies dispatch.mvbb.org.uk to it."),
    ("2026-02-18", "10:05:31", "fact", 0.88, ["cold-chain", "blood"],
     "@V3b@ Red cell packs must be kept between 2 and 10 °C in transit."),
    ("2026-05-06", "19:48:12", "fact", 0.9, ["jobs", "priorities"],
     "@V4b@ Urgent (blue) jobs have a 45-minute pickup target from the time the hospital calls."),
    ("2026-06-22", "20:11:45", "fact", 0.86, ["sms", "dispatch"],
     "@V6b@ Dispatch re-sends an unaccepted job-offer SMS up to 4 times before flagging the job to the controller."),
    ("2026-04-15", "22:30:02", "fact", 0.9, ["dispatch", "redis", "celery"],
     "@V8b@ Dispatch's Celery broker URL is redis://127.0.0.1:6379/2 (db 0 is the Django cache)."),
    ("2026-07-09", "18:20:40", "fact", 0.87, ["pillion", "uploads"],
     "@V10b@ Pillion rejects handover photo uploads larger than 10 MB."),
    ("2026-05-27", "21:02:19", "fact", 0.9, ["dispatch", "monitoring"],
     "@R1b@ Dispatch exceptions are reported to Rollbar, and new-error alerts go to #tech-alerts in Slack."),
    ("2026-03-03", "19:15:55", "fact", 0.92, ["dispatch", "email"],
     "@R3a@ Dispatch sends its emails (rota reminders, password resets) through Postmark."),
    ("2026-02-09", "20:40:10", "fact", 0.88, ["dispatch", "tooling"],
     "@R4b@ Dispatch's Python dependencies are managed with Poetry (pyproject.toml plus poetry.lock)."),
    ("2026-06-30", "17:55:03", "fact", 0.9, ["pillion", "hosting"],
     "@R5b@ Pillion is hosted on Render as a web service in the Frankfurt region."),
    ("2026-04-02", "21:33:27", "preference", 0.85, ["git", "dispatch"],
     "@R7b@ Priya wants the Dispatch repo on rebase-and-merge, so each commit in a PR lands on main as it is."),
    ("2026-08-20", "19:07:48", "fact", 0.9, ["garage", "database"],
     "@R9b@ Garage stores its data in PostgreSQL (database `garage`), not in a file."),
    ("2026-09-11", "20:26:36", "fact", 0.9, ["dns", "infra"],
     "@R10b@ The mvbb.org.uk DNS zone is managed at Gandi."),
    ("2026-03-25", "11:12:09", "fact", 0.84, ["cold-chain", "packing"],
     "@N2b@ Samples and blood products can travel in the same box as long as each is in its own sealed bag."),
    ("2026-10-08", "20:58:14", "decision", 0.9, ["dispatch", "hospitals", "roadmap"],
     "@N4b@ Decision: build a self-service request portal for hospitals into Dispatch, targeting Q1 2027."),
    ("2026-07-21", "22:14:50", "preference", 0.86, ["testing", "dispatch"],
     "@N5b@ Don't bother running the whole Dispatch test suite before a push; CI runs it, so just run the tests for the app you changed."),
    ("2026-06-03", "19:40:22", "fact", 0.88, ["pillion", "offline"],
     "@N7b@ Pillion stores nothing offline; without signal the rider phones the controller for the job details."),
    ("2026-02-26", "18:03:37", "fact", 0.87, ["controllers", "dispatch"],
     "@N9b@ Cancelled calls aren't logged in Dispatch; only jobs that get a rider assigned are recorded."),
    ("2026-08-14", "16:45:00", "fact", 0.93, ["website", "hosting"],
     "@S1b@ Moved the public website from Netlify to Cloudflare Pages on 2026-08-14."),
    ("2026-03-31", "10:22:18", "fact", 0.9, ["reporting", "access"],
     "@S3b@ The old Access runs database has been read-only since March 2026; all new runs exist only in Dispatch."),
    ("2026-07-18", "21:10:51", "fact", 0.92, ["garage", "infra"],
     "@S5b@ Garage was moved off the depot Raspberry Pi onto app-01 in July, and the Pi has been retired."),
    ("2026-06-12", "20:35:29", "decision", 0.9, ["monitoring", "infra"],
     "@S8b@ Replaced UptimeRobot with Better Stack for uptime monitoring in June 2026."),
    ("2026-01-23", "19:50:44", "decision", 0.91, ["security", "credentials"],
     "@S10b@ Migrated the shared infra credentials from LastPass to a Bitwarden organisation vault in January 2026."),
    ("2026-05-14", "21:27:13", "fact", 0.89, ["dispatch", "deploy"],
     "@F1b@ `make deploy` stops if there are unapplied Dispatch migrations unless it's run with MIGRATE=1."),
    ("2026-04-28", "12:31:06", "fact", 0.86, ["milk-bank", "handover"],
     "@F3b@ At the Holloway Lane milk bank the nurse also signs the paper log book, on top of the Pillion signature."),
    ("2026-05-05", "09:18:40", "fact", 0.88, ["rota", "controllers"],
     "@F4b@ On bank holidays controllers also cover the day, so the shift starts at 07:00 for 24-hour cover."),
    ("2026-09-02", "20:02:57", "fact", 0.9, ["backups"],
     "@F6b@ The B2 bucket keeps 30 daily and 12 monthly Dispatch dumps through lifecycle rules."),
    ("2026-07-02", "19:24:33", "fact", 0.87, ["pillion", "ios"],
     "@F8b@ On iPhones, Pillion's push notifications only work if the rider has added Pillion to the home screen."),
    ("2026-10-20", "18:49:21", "fact", 0.88, ["garage", "mot"],
     "@F10b@ Bikes declared SORN don't get the MOT reminder from Garage."),
    ("2026-08-25", "20:17:02", "fact", 0.9, ["garage", "dev"],
     "@O1b@ Garage's dev server runs on port 5050 (`flask run -p 5050`)."),
    ("2026-08-26", "21:44:38", "fact", 0.9, ["garage", "ci"],
     "@O2a@ Garage's CI is a Woodpecker pipeline on app-02."),
    ("2026-03-12", "11:58:26", "fact", 0.89, ["cold-chain", "plasma"],
     "@O3b@ Fresh frozen plasma travels at −25 °C or colder in the dry-ice shipper."),
    ("2026-04-09", "13:06:15", "fact", 0.9, ["ashcombe", "drops"],
     "@O5b@ At Ashcombe Royal, samples and blood go to the Blood Bank on level −1."),
    ("2026-09-15", "19:33:48", "fact", 0.88, ["garage", "auth"],
     "@O10b@ Garage login sessions expire after 7 days."),
    ("2026-01-14", "15:27:09", "fact", 0.85, ["history", "runs"],
     "@D2a@ During the 2025 pilot, riders filled in paper run sheets at each handover."),
    ("2026-01-30", "17:41:52", "fact", 0.9, ["volunteers"],
     "@D3a@ In January 2026 we had 41 active riders."),
    ("2026-04-07", "10:47:30", "fact", 0.87, ["kingsmead", "requests"],
     "@D5a@ For the Q1 2026 trial, Kingsmead sent job requests by email to requests@mvbb.org.uk."),
    ("2026-09-29", "18:12:44", "fact", 0.92, ["governance", "finance"],
     "@D7a@ Alan Hughes was treasurer until the AGM in September 2026."),
    ("2026-06-16", "20:55:18", "preference", 0.86, ["git", "pillion"],
     "@D8b@ Pillion PRs are squash-merged."),
    ("2026-02-20", "14:09:03", "fact", 0.88, ["hospice", "runs"],
     "@D10a@ In February 2026 the St Brannock's Hospice runs were weekly, on Fridays."),
    ("2026-02-11", "19:36:27", "fact", 0.9, ["cold-chain", "loads"],
     "@A2b@ Riders don't carry boxes over 10kg — those go by the support van."),
    ("2026-03-19", "21:21:11", "fact", 0.89, ["infra", "tls"],
     "@A3b@ Certificates for dispatch.mvbb.org.uk are automatic (Caddy + Let's Encrypt); nothing to renew by hand."),
    ("2026-05-20", "22:08:35", "fact", 0.87, ["dispatch", "deploy"],
     "@A5b@ A Dispatch deploy takes roughly a minute and a half."),
    ("2026-01-27", "18:54:16", "fact", 0.9, ["riders", "safety"],
     "@A6b@ Riders always wear the MVBB hi-vis on runs, daytime included."),
    ("2026-03-06", "09:42:58", "fact", 0.88, ["reporting", "trusts"],
     "@A8b@ Monthly reports to the NHS trusts are due within five working days of month end."),
    ("2026-04-22", "20:49:07", "fact", 0.88, ["infra", "logs"],
     "@A10b@ app-01's journald keeps two weeks of logs."),
    ("2026-06-25", "21:15:42", "fact", 0.87, ["sms", "jobs"],
     "@NS2b@ Dispatch sends blue job offers by SMS at any hour, night or day."),
    ("2026-08-04", "19:58:20", "fact", 0.88, ["support", "dispatch"],
     "@NS6b@ Non-urgent Dispatch bugs go to the tech@ mailbox."),
    ("2026-10-14", "12:26:31", "preference", 0.85, ["helen", "rota"],
     "@NS9b@ Helen likes rota gaps flagged to her on Slack, with the shift date and who has already been asked."),
    ("2026-02-03", "11:03:49", "fact", 0.9, ["fundraising", "gift-aid"],
     "@NS10a@ Gift Aid is never claimed without a signed declaration on file."),
    ("2026-11-05", "10:37:24", "fact", 0.88, ["fundraising", "gift-aid"],
     "@NS10b@ We claim Gift Aid on eligible donations every quarter."),
    # --- unlabelled distractors ---
    ("2026-01-09", "20:12:33", "fact", 0.86, ["garage", "backups"],
     "Garage's nightly backup runs at 04:00 and keeps seven copies."),
    ("2026-01-19", "21:05:14", "fact", 0.88, ["glitchtip", "pillion"],
     "GlitchTip (Pillion's error tracker) runs on app-02 on port 8080, behind Caddy."),
    ("2026-02-14", "10:50:06", "fact", 0.9, ["website", "newsletter"],
     "The supporters' newsletter goes out through Mailchimp on the first Thursday of the month."),
    ("2026-02-24", "19:19:47", "fact", 0.86, ["garage", "tooling"],
     "Garage installs its dependencies with pip from a pinned requirements.txt."),
    ("2026-03-16", "18:37:21", "fact", 0.87, ["jobs", "priorities"],
     "Routine (green) jobs are same-day: pickup within 4 hours of the call."),
    ("2026-04-20", "19:03:55", "fact", 0.87, ["jobs", "priorities"],
     "Amber jobs have a 2-hour pickup target."),
    ("2026-05-11", "14:22:38", "fact", 0.88, ["expenses", "cars"],
     "Volunteers using their own car for an approved out-of-region run claim 45p per mile."),
    ("2026-05-29", "20:46:12", "fact", 0.85, ["garage", "uploads"],
     "Garage accepts service invoice PDFs up to 20 MB."),
    ("2026-06-08", "11:31:59", "preference", 0.84, ["git", "website"],
     "Merge commits are fine on the website repo; it's mostly content edits."),
    ("2026-06-19", "21:38:26", "fact", 0.9, ["pillion", "people"],
     "Tom Baxter leads Pillion development; Priya reviews anything that changes the API."),
    ("2026-07-06", "18:26:03", "fact", 0.86, ["rota", "sms"],
     "Rota-gap texts are only sent between 08:00 and 21:00."),
    ("2026-07-14", "20:31:17", "fact", 0.88, ["dispatch", "staging"],
     "Dispatch staging lives at staging.dispatch.mvbb.org.uk behind basic auth."),
    ("2026-07-27", "12:14:45", "fact", 0.85, ["cold-chain", "loggers"],
     "Tinytag logger downloads are kept for 12 months on the shared drive."),
    ("2026-08-10", "21:52:08", "fact", 0.89, ["dispatch", "security"],
     "Dispatch's Django admin is only reachable over the WireGuard VPN."),
    ("2026-08-31", "19:09:36", "fact", 0.88, ["garage", "email"],
     "Garage sends its emails through the Google Workspace SMTP relay."),
    ("2026-09-07", "20:43:29", "fact", 0.86, ["pillion", "deploy"],
     "Pillion's staging build auto-deploys from the `develop` branch."),
    ("2026-09-22", "19:27:54", "fact", 0.9, ["dispatch", "review"],
     "The Dispatch repo needs one approving review before anything merges."),
    ("2026-10-02", "11:48:10", "fact", 0.86, ["fleet", "tracking"],
     "The RTs have GPS trackers; their location is not shared with Dispatch."),
    ("2026-10-26", "15:35:41", "fact", 0.87, ["packing", "un3373"],
     "UN3373 boxes need the diamond label on the outer box, not on the inner bag."),
    ("2026-11-10", "18:58:02", "fact", 0.89, ["rota", "weekend"],
     "Weekend controller cover runs in 12-hour blocks from Friday 19:00 to Monday 07:00."),
    ("2026-11-18", "09:06:27", "fact", 0.87, ["milk-bank"],
     "The Sunday milk bank collection leaves the depot at 09:00."),
    ("2026-11-24", "20:20:15", "decision", 0.86, ["fleet", "purchasing"],
     "Decided to buy a fifth bike (another R1250RT) in spring 2027 if the Severnside Logistics sponsorship renews."),
]
