"""File bodies for the set230 store (Hollybrook Vets).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (frontmatter written by hand).
AUTO: free notes under auto/<slug>.md (frontmatter written by hand).
FACTS: remnic facts; build.py generates path and frontmatter.
FLAT: root files whose `description` intentionally carries an unquoted ': '.
"""


def t(s):
    return s.lstrip("\n")


FLAT = {
    "project_booker_overview.md",
    "project_jabs_overview.md",
    "reference_infrastructure.md",
    "reference_prices.md",
    "feedback_git_workflow.md",
}

ROOT = {}

# --------------------------------------------------------------------- user
ROOT["user_sam_role.md"] = t("""
---
name: sam-role
description: Who Sam is, how much time he has for the practice, and how he likes to work
type: user
---

Sam Kettering is the freelance developer who looks after the practice's three small apps (booker, jabs, pillbox) plus the ooh-bridge script. He's contracted for two days a week.

@U_EDITOR@ Sam does everything in Neovim (LazyVim config) inside tmux, with fish as the shell.

- Comfortable with Django, Go and TypeScript; less so with networking, so ask before touching the router.
- Likes small PRs and short explanations; skip the preamble.
- Not a vet: when a change touches clinical wording (vaccine names, drug doses), ask Aoife or Priya to check it.

**How to apply:** keep diffs minimal, explain trade-offs in two or three lines, and flag anything clinical.
""")

ROOT["user_janet_manager.md"] = t("""
---
name: janet-manager
description: Janet (practice manager) — what she needs from IT updates and how she decides
type: user
---

Janet Okafor is the practice manager. She signs off anything that costs money or changes what clients see, and she owns the relationship with Vetra and NightPaws.

- Not technical; wants outcomes ("clients can now cancel online") not mechanisms.
- Reads email in the morning before opening, rarely after 18:00.
- Budget holder: anything over £50/month needs her OK, over £200/month goes to Aoife too.
- Prefers a phone call over Slack for anything urgent.

**How to apply:** lead with what changes for reception and clients; put the technical bit last, if at all.
""")

# ------------------------------------------------------------------ project
ROOT["project_practice_overview.md"] = t("""
---
name: practice-overview
description: The practice at a glance — sites, people, hours, partners
type: project
---

# Practice overview

Small independent small-animal practice in Ashcombe: two vets, three nurses, two receptionists and a practice manager. Main surgery at 14 Mill Street; a satellite consult room at Ferndale (see the ferndale notes).

## People
- Dr Aoife Brennan — clinical director and owner
- Dr Tomasz Nowak — vet, does most of the routine ops
- Priya Raman — head nurse (RVN)
- Hollie Dunn — RVN (nurse clinics, dispensary stock)
@P_CALLUM@ - Callum Reid — student veterinary nurse, at college on Tuesdays
- Janet Okafor — practice manager
- Megan Shaw, Leo Harris — reception
- Sam Kettering — freelance dev (booker, jabs, pillbox, ooh-bridge)

## Opening hours (Mill Street)
@P_WKDAY@ - Monday–Friday: 08:30–19:00
@P_SAT@ - Saturday: 09:00–12:00, consults and vaccinations only (no ops)
- Sunday: closed

## Partners
@P_OOH@ - Out-of-hours: NightPaws Emergency Vets in Carlton take every call once we close
- PMS: Vetra (cloud, vendor-hosted); the diary, clinical records and invoicing all live there
- External lab: Ashdown Diagnostics, courier pickup on weekdays
- Insurers: most claims go through the Vetra insurance portal

## Numbers (rough)
- ~3,400 active clients, ~5,100 active pets
- 30–40 consults a day across both vets
""")

ROOT["project_booker_overview.md"] = t("""
---
name: booker-overview
description: Booker overview: stack, limits, background jobs and email
type: project
---

**booker** is the online appointment booking site (book.hollybrookvets.co.uk). Clients pick a vet, a slot and a reason; booker writes the appointment into the Vetra diary through the API.

## Stack
@B_PY@ - Runtime: Python 3.11 + Django 5.0, served by gunicorn
@B_PG@ - Database: PostgreSQL 16 (`booker_prod`), on the same box
@B_CELERY@ - Background jobs: Celery, with Redis as the broker (db 0, same VPS)
- Frontend: server-rendered templates + a little htmx; the embeddable widget is a separate TS bundle in `widget/`
@B_EMAIL@ - Confirmation and cancellation emails go out via Postmark (server `booker-transactional`)

## Limits
@B_UPLOAD@ - Pet photo uploads are capped at 10 MB (Caddy `request_body` limit)
- Max 2 pets per booking; a third pet means a second booking
- Clients can book up to 8 weeks ahead

## Usage
@B_SHARE@ - Online bookings are now roughly 40% of all consults
- Busiest hour for online bookings is 20:00–21:00, after the practice has closed

**Why it matters:** booker is the only client-facing app; if it's down, reception gets the calls.
""")

ROOT["project_jabs_overview.md"] = t("""
---
name: jabs-overview
description: jabs (vaccination reminders): how the daily batch works
type: project
---

**jabs** sends the vaccination reminders. It reads due dates from Vetra, works out who needs a nudge and sends texts (email when there's no mobile on file).

- Node 20 + TypeScript, no framework, ~1.5k lines
@J_PNPM@ - Package manager: pnpm (lockfile committed, CI installs with `--frozen-lockfile`)
@J_CRON@ - Runs from cron on hb-nuc-01 at 06:30 and queues texts for the 09:00 send
@J_DAYS@ - Sends Monday to Saturday; nothing goes out on Sundays
@J_TWILIO@ - SMS are sent through Twilio (UK long number, messaging service `jabs-reminders`)
@J_LEFT@ - Clients with the `left_practice` flag in Vetra are skipped entirely
- Pets flagged deceased are skipped too (checked again right before sending)
@J_MAX@ - Caps at 3 reminders per due vaccine; after that the pet drops off the list until it's seen
@J_ERR@ - Errors go to Honeybadger; Healthchecks.io gets a ping when the run finishes

Reminder timing rules are in the vaccine reminder rules memory, not here.
""")

ROOT["project_pillbox_overview.md"] = t("""
---
name: pillbox-overview
description: pillbox, the dispensary stock and CD register app on the back-office NUC
type: project
---

**pillbox** is the in-house dispensary app: stock levels, batch numbers and expiry dates, plus the controlled drugs register.

- Go 1.22, chi router, html/template; one static binary
@PB_DB@ - Storage: a single SQLite file, `/srv/pillbox/pillbox.db`, in WAL mode
- Listens on :8081 on hb-nuc-01 — LAN and tailnet only, never exposed
@PB_STOCK@ - Tracks dispensary stock and expiry dates for everything on the shelf
- Users: nurses and vets log in with a 4-digit PIN plus their Vetra staff code
- Label printing goes to the Dymo in the dispensary

**Why:** Vetra's own stock module couldn't keep CD running balances the way the inspection wanted.
""")

ROOT["project_ooh_bridge.md"] = t("""
---
name: ooh-bridge
description: ooh-bridge, the script that hands inpatients over to the out-of-hours vets each night
type: project
---

`ooh-bridge` is a small script Sam wrote so NightPaws get proper handover notes instead of a rushed phone call at closing time.

- Python 3.11, single file plus `paramiko`; runs from a systemd timer on hb-nuc-01
@OB_EVENING@ - Every evening at 18:45 it pushes the day's handover summaries to NightPaws
@OB_SFTP@ - Pushes to NightPaws' SFTP at `sftp.nightpaws.co.uk:2222` as user `hollybrook`
- At 07:30 it pulls back their overnight notes and attaches them to the patient in Vetra
- If the push fails it emails Priya and the duty vet; someone then phones the handover through

**How to apply:** any change here gets tested against NightPaws' staging folder first (`/staging/` on the same server).
""")

ROOT["project_booking_rules.md"] = t("""
---
name: booking-rules
description: Which appointments clients may book online and the rules booker enforces
type: project
---

Rules agreed with Aoife and Janet; booker enforces them, reception can override in Vetra.

@BR_SLOT@ - Standard consult slots are 15 minutes; clients can't pick anything shorter.
@BR_SURG@ - Surgical admits (neuters, dentals) are never bookable online — reception books them after the pre-op call.
@BR_DEPOSIT@ - New clients must pay a £20 deposit when they book online (refunded at the appointment).
@BR_HOLD@ - An unconfirmed slot is held for 10 minutes, then released.
- Euthanasia appointments are phone-only, always at the end of a session, never in booker.
- Cancellations online up to 24 h before; after that clients have to phone.
""")

ROOT["project_backups.md"] = t("""
---
name: backups
description: How hb-nuc-01 is backed up and how long snapshots are kept
type: project
---

restic backs up `/srv` and `/etc` on hb-nuc-01 (pillbox data, ooh-bridge config, jabs state).

@BK_TIME@ - Runs nightly at 02:00 from a systemd timer on hb-nuc-01
@BK_RET@ - restic keeps 30 daily snapshots (`--keep-daily 30`), nothing older
- Restore test: first Monday of the month, restore pillbox's data to `/tmp` and open it

@BK_NAS@ The office Synology NAS was retired in May 2026, so the restic repository now
goes straight to Backblaze B2 (bucket `hb-nuc-restic`).

**Why:** the Synology sat under reception and would have gone with the NUC in a fire or a flood.
""")

ROOT["project_controlled_drugs.md"] = t("""
---
name: controlled-drugs
description: Controlled drugs register — who reconciles it and where it lives
type: project
---

@CDR_OWNER@ Priya Raman (head nurse) owns the weekly CD register reconciliation, done on
Friday after close with whichever vet is on.

@CDR_PILLBOX@ - The CD register lives in pillbox; a printed weekly copy is signed by the duty vet.
- Schedule 2 drugs (methadone, fentanyl patches) sit in the wall safe; the key stays with the duty vet
- Discrepancies go to Aoife the same day
- Denaturing kits are under the dispensary sink
""")

ROOT["project_vaccine_reminder_rules.md"] = t("""
---
name: vaccine-reminder-rules
description: When jabs reminds clients about boosters and which species it covers
type: project
---

Agreed with Priya and Janet in January; jabs implements these.

@VR_28@ First reminder goes out 28 days before the booster is due.
- Dogs, cats and rabbits only; ferrets and anything exotic are done by hand from Vetra
- Puppy/kitten second-dose reminders are not jabs' job — the nurse books them at the first visit
@VR_BANK@ - English bank holidays are skipped as well (jabs reads gov.uk's `bank-holidays.json`)
- Reminder wording lives in the SMS copy rules
""")

ROOT["project_phone_system.md"] = t("""
---
name: phone-system
description: The practice phone system and how calls route after hours
type: project
---

@PHS_NOW@ Phones run on Gamma Horizon (hosted PBX); once we close, calls route to NightPaws automatically.

- 4 desk handsets at reception, 1 in each consult room, a DECT handset in the prep room
- Hunt group: reception first, then the nurses' phone after 20 seconds
- Call recording is on for reception lines only; recordings are kept 90 days
- Janet changes the out-of-hours message herself in the Horizon portal
""")

ROOT["project_ferndale_branch.md"] = t("""
---
name: ferndale-branch
description: The Ferndale satellite consult room — hours, kit, connectivity
type: project
---

Ferndale is a single consult room in the village hall annexe, about six miles out.

@FB_HOURS@ - Open Tuesday and Thursday afternoons only (14:00–17:00), never Saturdays
- One vet (usually Aoife) + one nurse; no ops, no X-ray
- Connectivity: 4G router (EE), Vetra in the browser; no access to pillbox
- Stock: a locked grab box restocked from Mill Street every Monday
- Bookable in booker as a separate location ("Ferndale")
""")

ROOT["project_staff_rota.md"] = t("""
---
name: staff-rota
description: Who works when — rota patterns that affect IT work
type: project
---

- Ops days: Tuesday and Thursday (Tomasz), Wednesday (Aoife)
- Late shift (until close): one vet, one nurse, one receptionist; rotates weekly
- Saturdays: one vet, one RVN, one receptionist, alternate weekends
- Thursday evening: puppy party in the waiting room (Hollie), 18:30–19:30
- Training hour on Wednesday lunchtime — nobody is free for IT questions then
""")

ROOT["project_roadmap_2026.md"] = t("""
---
name: roadmap-2026
description: What's planned for the practice systems through the end of 2026 and early 2027
type: project
---

- Q4 2026: online repeat-prescription *requests* in booker (a vet still approves them in Vetra)
- Q4 2026: jabs — add a WhatsApp channel? Janet undecided, the cost per message is the question
- Q1 2027: pillbox — barcode scanning of batch numbers at goods-in
- Q1 2027: move ooh-bridge off the NUC? Only if NightPaws offer something better than file drops
- Not planned: a client app. Aoife has said no twice.
""")

ROOT["project_insurance_claims.md"] = t("""
---
name: insurance-claims
description: How insurance claims are handled and where software might help
type: project
---

- Direct claims go through the Vetra insurance portal; Leo does them Monday and Wednesday afternoons
- Clients pay in full unless the insurer has pre-authorised a direct claim
- Claim forms are signed by the vet within 5 working days
- Idea parked: auto-attach lab PDFs from Ashdown to the claim
""")

# ---------------------------------------------------------------- reference
ROOT["reference_infrastructure.md"] = t("""
---
name: infrastructure
description: Hosts and ports: what runs where on the VPS and the NUC
type: reference
---

# Infrastructure

## hb-web-1
@I_HOST@ - Hetzner Cloud CX22, Falkenstein, Ubuntu 24.04; hosts booker and nothing else
@I_BOOKER@ - `booker`: gunicorn on `127.0.0.1:8000`, Caddy in front on 443
@I_TLS@ - Caddy on hb-web-1 handles TLS itself (Let's Encrypt, auto-renewal)
- Postgres listens on 127.0.0.1 only; only 22/80/443 are open to the world

## hb-nuc-01 (back office)
@I_NUC@ - Intel NUC 13 Pro, Ubuntu 24.04, 192.168.10.20 on the staff VLAN
- pillbox on :8081; ooh-bridge, jabs and restic run as timers/cron
- sshd on 22, reachable from the LAN and the tailnet
@I_TAILSCALE@ - Remote access to hb-nuc-01 is Tailscale only; no port forwards on the router

## Office network
- Router: DrayTek 2927 at 192.168.10.1
- VLAN 10 staff, VLAN 20 guest Wi-Fi, VLAN 30 imaging
- Reception printer 192.168.10.40, dispensary Dymo 192.168.10.41

## Caddyfile (booker)
```caddy
book.hollybrookvets.co.uk {
    reverse_proxy 127.0.0.1:8000
    request_body {
        max_size 10MB
    }
}
```
""")

ROOT["reference_vetra_pms_api.md"] = t("""
---
name: vetra-api
description: Vetra PMS API reference — auth, limits, IDs, the endpoints we use
type: reference
---

Vetra is the practice management system (cloud). booker and jabs both talk to its REST API; ooh-bridge only reads and attaches patient notes.

@VA_BASE@ - Base URL: `https://api.vetrapms.com/v1/` (practice id `HB-2291`)
- Auth: one API key per app in the `X-Vetra-Key` header; keys are in 1Password
@VA_RATE@ - Rate limit: 60 requests/minute per key; over that you get a 429 with `Retry-After`
@VA_ID@ - Client IDs are 8-digit numbers
- Patient IDs are prefixed `P` (e.g. `P0193321`); don't confuse them with client IDs
- Sandbox: `sandbox.vetrapms.com`, wiped every Sunday night

Endpoints we actually use: `/clients`, `/patients`, `/appointments`, `/vaccinations/due`, `/notes`.
""")

ROOT["reference_contacts.md"] = t("""
---
name: contacts
description: Phone numbers and who to call for what
type: reference
---

| Who | Number | Notes |
|---|---|---|
@CT_MAIN@ | Main line (reception) | 01632 960418 | rings all reception handsets |
| Duty nurse mobile | 07700 900231 | carried by whoever is on the late shift |
| NightPaws (OOH) | 01632 960777 | vets only; clients use the main line after hours |
| Vetra support | 0330 088 1234 | quote practice id HB-2291 |
| Sam (dev) | 07700 900512 | booker/jabs/pillbox problems |
| Ashdown Diagnostics | 01632 960300 | lab results queries |

Janet is the first contact for anything contractual with Vetra or NightPaws.
""")

ROOT["reference_prices.md"] = t("""
---
name: price-list
description: Price list: consults, boosters, scripts and nurse procedures
type: reference
---

Prices from the April 2026 review, all inc. VAT. Vetra holds the master list; this is the subset clients ask about on the phone or in booker.

| Item | Price |
|---|---|
@PR_CONSULT@ | Standard consultation (15 min) | £52.00 |
| Nurse consultation | £28.00 |
@PR_BOOSTER@ | Annual booster (dog, DHP + L4) | £58.00 |
| Annual booster (cat, Tricat + FeLV) | £55.00 |
| Rabbit booster (RHDV2 + myxo) | £62.00 |
@PR_NAIL@ | Nail clip (nurse) | £12.00 |
| Microchip | £20.00 |
@PR_SCRIPT@ | Written prescription | £16.50 |
| Repeat dispensing fee | £4.50 |

Out-of-hours fees are NightPaws' own and aren't on this list.
""")

ROOT["reference_clinical_protocols.md"] = t("""
---
name: clinical-protocols
description: Clinical rules the software has to respect — fridge temps, disinfectants, species no-gos
type: reference
---

Written down because jabs/pillbox copy and stock rules touch these. Priya is the source of truth; check with her before changing anything.

## Vaccines
@CP_FRIDGE@ - Vaccine fridge: 2–8 °C, min/max read at opening and at close
- Opened multi-dose vials: discard after 28 days
- Rabies vaccine is ordered in per patient, never stocked

## Disinfection
- F10SC 1:250 for routine surfaces and consult tables
- F10SC 1:100 in the isolation kennel (parvo, suspected or confirmed)
- Virkon 1% in the footbaths outside isolation
@CP_CHX@ - Never use chlorhexidine scrub undiluted for wound flushing; dilute to 0.05% first

## Species
@CP_PERM@ - Never give cats permethrin spot-ons, not even a "small dose" of the dog product
- Rabbits: no fasting before a GA
- Ferret vaccines are done by hand (jabs doesn't know about ferrets)
""")

ROOT["reference_pharmacy.md"] = t("""
---
name: pharmacy
description: Dispensary and prescription rules (POM-V, repeats, written scripts)
type: reference
---

The dispensary is the back room behind consult 2. pillbox tracks stock; Vetra does the invoicing.

@PH_POMV@ - POM-V repeat prescriptions are never issued without a check-up in the last 6 months.
- Written prescriptions are valid for 6 months (28 days for Schedule 2–4 CDs)
- Clients can take a written script to any pharmacy, including online ones
@PH_PERM@ - Permethrin spot-ons for dogs are stocked on the dog-only shelf (red shelf label)
- Fridge lines (insulin, some eye drops) live in the pharmacy fridge, not the vaccine fridge
- Returned/expired meds go in the blue pharma waste bin; CDs are denatured first
""")

ROOT["reference_ci.md"] = t("""
---
name: ci
description: CI per repository — where it runs and what it checks
type: reference
---

| Repo | CI | Checks | Trigger |
|---|---|---|---|
@CI_BOOKER@ | booker | GitHub Actions | ruff, mypy, pytest | push + PR |
| jabs | GitHub Actions | eslint, `tsc --noEmit`, vitest | push + PR |
@CI_PILLBOX@ | pillbox | Woodpecker (self-hosted on hb-nuc-01) | `go vet`, `go test ./...` | push |
| ooh-bridge | none | — | manual |

Deploys are manual (see the deploy feedback); CI only gates merging.
""")

ROOT["reference_monitoring.md"] = t("""
---
name: monitoring
description: What watches booker, pillbox and the NUC, and where the alerts go
type: reference
---

@MON_SENTRY@ - booker → Sentry, project `booker-prod`, alerts to #it in Slack
- Uptime: UptimeRobot checks book.hollybrookvets.co.uk every 5 minutes, SMS to Sam
- pillbox: no external monitoring (LAN only); systemd restarts it on crash
- NUC disk: a weekly cron mails Sam if `/` is over 80%
- Vetra status page: status.vetrapms.com (subscribed with the it@ address)
""")

ROOT["reference_runbook_nuc.md"] = t("""
---
name: nuc-runbook
description: Day-to-day runbook for the back-office NUC (hb-nuc-01)
type: reference
---

## Scheduled jobs
@RB_JABS@ - jabs: kicks off at half six every morning from Sam's crontab
- ooh-bridge: push 18:45, pull 07:30 (systemd timers)
- restic: nightly, see the backups memory

## Rules
@RB_REBOOT@ - Don't reboot hb-nuc-01 during opening hours.
- Kernel updates: unattended-upgrades downloads them, Sam reboots after 19:00 on a weekday
- If the UPS beeps, tell Janet; it gives about 20 minutes

```bash
# quick health check
systemctl status pillbox ooh-bridge.timer restic-backup.timer
journalctl -u pillbox --since today | tail -50
```
""")

ROOT["reference_domains_dns.md"] = t("""
---
name: domains-dns
description: Domain, DNS records and TLS for the practice's web presence
type: reference
---

- Domain `hollybrookvets.co.uk`, registered through Cloudflare Registrar
- DNS on Cloudflare (free plan); records are proxied except `book.` (grey cloud, Caddy needs the real IP)
- `www` and the apex point at the brochure site (Squarespace, Janet edits it)
- `book.` → hb-web-1
@DNS_TLS@ - TLS for `book.hollybrookvets.co.uk`: Caddy fetches and renews the Let's Encrypt cert on its own
- Staff mailboxes are Google Workspace (MX to Google); `reception@` is a group
""")

# ----------------------------------------------------------------- feedback
ROOT["feedback_git_workflow.md"] = t("""
---
name: git-workflow
description: Git rules per repo: merge style, branches, force-push
type: feedback
---

Each repo has its own merge habit — don't assume one rule for all of them.

@G_SQUASH@ - `booker`: always squash-merge, one commit per PR on `main`
@G_PILLBOX@ - `pillbox`: rebase-and-merge so the individual commits survive (Sam bisects a lot there)
- Branch names: `feat/…`, `fix/…`, `chore/…`; ticket id in the PR title if there is one
@G_FORCE@ - Don't force-push to `main` on any repo.

**Why:** booker's history got unreadable in 2025 with WIP commits; pillbox bugs are usually found by bisecting stock-count regressions.
**How to apply:** check which repo you're in before choosing the merge button; when in doubt ask Sam.
""")

ROOT["feedback_deploys.md"] = t("""
---
name: deploys
description: When booker may be deployed and who has to be around
type: feedback
---

@DP_SAT@ Don't deploy booker during Saturday morning surgery.
**Why:** a broken booking page on a Saturday means reception drowns in phone calls and Janet isn't in to make decisions.

@DP_FRI@ Never deploy booker on a Friday without Sam watching the logs for the first 30 minutes.
**Why:** Friday evenings are when people book for the weekend.

**How to apply:** `make deploy` from a clean `main`; post in #it when it's out; if something breaks, `make rollback` and tell Janet.
""")

ROOT["feedback_migrations.md"] = t("""
---
name: db-migrations
description: Rules for running Django migrations against booker's production database
type: feedback
---

@MG_DUMP@ Never run `manage.py migrate` on prod without a fresh `pg_dump` taken in
the same session; yesterday's dump doesn't count.

**Why:** in February a migration dropped a column the Vetra sync still used, and the newest dump was 20 hours old.
**How to apply:** `make dump` first (writes to `/var/backups/booker/`), check the file isn't empty, then migrate.

- Data migrations go in their own PR, never mixed with schema changes.
- Squash old migrations only at the start of a quarter, never mid-sprint.
""")

ROOT["feedback_testing.md"] = t("""
---
name: testing
description: How tests are written across the practice repos, and what they must never call
type: feedback
---

@T_VETRA@ Tests must never hit the real Vetra API, sandbox included; use the recorded
cassettes in `tests/cassettes/` (vcrpy) and re-record them by hand when Vetra changes.
**Why:** the sandbox is wiped on Sundays and shares our rate limit, so CI went red for reasons that had nothing to do with the code.

@T_VIEWS@ - Every new booker view needs a test before merge.
- jabs: vitest, with the Vetra client stubbed at the module boundary
- pillbox: plain table-driven `go test`

**How to apply:** run the suite locally before pushing; CI runs the same commands.
""")

ROOT["feedback_code_style.md"] = t("""
---
name: code-style
description: Code style preferences per repo
type: feedback
---

@CS_CBV@ - booker: prefer class-based views (`ListView`, `FormView`) for anything with a form
@CS_MYPY@ - booker: type hints on all new functions, mypy runs in strict mode
- booker: ruff for lint + format, line length 100
- jabs: eslint + prettier defaults, no semicolon debates
- pillbox: gofmt, no third-party ORM, errors wrapped with `%w`
- Comments explain *why*; the code says what.

**Why:** Sam maintains all of this alone two days a week; consistency beats cleverness.
""")

ROOT["feedback_sms_copy.md"] = t("""
---
name: sms-copy
description: How client text messages must be worded
type: feedback
---

@SMS_NAME@ - Always include the pet's name in reminder texts — clients ignore generic ones.
@SMS_SEG@ - Keep reminder texts to one segment: 160 characters, GSM-7 only.
- Sign off as "Hollybrook Vets", never a person's name.
- Include the booking link (the short `book.hollybrookvets.co.uk/r/…` form), not just the phone number.
- No "URGENT", no capitals for emphasis.

**Why:** Janet's call after looking at the spring booking numbers.
**How to apply:** any template change goes past Janet before it ships.
""")

ROOT["feedback_client_data.md"] = t("""
---
name: client-data
description: GDPR rules for client personal data in code, logs and phone calls
type: feedback
---

@CD_LOGS@ Never put client names or phone numbers in log lines; log the Vetra client
ID instead, and look the person up in Vetra if you need to.
**Why:** logs end up in error trackers and support tickets; a practice down the road had an ICO complaint over exactly this.

@CD_PHONE@ - Don't give out vaccination records over the phone to anyone except the registered owner.
- Subject access requests go to Janet; we have one calendar month to answer.
- Exports with client data are deleted from laptops once the job is done.
""")

ROOT["feedback_secrets.md"] = t("""
---
name: secrets
description: Where secrets live and where they must never go
type: feedback
---

@SEC_GIT@ Secrets never go into git, not even encrypted — no sops, no git-crypt, no
"it's a private repo".
**Why:** Sam's laptop was stolen in 2025 and rotating everything took two days; keys in history make that worse.
**How to apply:** 1Password vault `Practice IT` is the source; each host gets an `.env` written by hand (mode 600).

- Rotate the Vetra API keys whenever a staff member with access leaves.
""")

ROOT["feedback_communication.md"] = t("""
---
name: communication
description: How to report to Janet and the vets, and which addresses to use
type: feedback
---

- Janet wants a three-bullet summary, not a changelog.
- Vets are only interrupted between consults; use the #it Slack channel, not the consult-room phone.
@COM_PERSONAL@ - No client-facing email ever comes from Sam's personal address; use `reception@` or the app's own sender.
- When something is down, say what clients will notice first, then what you're doing about it.

**Why:** Janet is the one who fields client complaints, so she needs the client-side view.
""")

ROOT["feedback_dependencies.md"] = t("""
---
name: dependencies
description: Adding and upgrading third-party packages
type: feedback
---

- Don't add a dependency for something that's 20 lines of code.
- Dependabot PRs: merge patch bumps once CI is green; minor/major bumps wait for Sam's on-site day.
- pillbox: standard library first; chi is the only router allowed.
- Pin exact versions in anything that runs unattended on the NUC.

**Why:** nobody is around to fix a broken upgrade at 06:30.
""")

ROOT["feedback_editorconfig.md"] = t("""
---
name: editorconfig
description: Shared formatting settings that every repo carries
type: feedback
---

Every repo has the same `.editorconfig`; don't fight it.

```ini
root = true
[*]
end_of_line = lf
insert_final_newline = true
[*.py]
indent_size = 4
[*.{ts,js,json}]
indent_size = 2
[*.go]
indent_style = tab
```

- Trailing whitespace is stripped by the formatters, not by the editor config.

**Why:** mixed line endings from the reception PC broke a template once.
""")

MEMORY = t("""
# Memory index

## User
- [Sam, the developer](user_sam_role.md) — who does the dev work and how he likes to work
- [Janet, practice manager](user_janet_manager.md) — what the manager needs from IT updates

## Project
- [Practice overview](project_practice_overview.md) — sites, people, opening hours, partners
- [booker overview](project_booker_overview.md) — the online booking site and its stack
- [jabs overview](project_jabs_overview.md) — how the vaccination reminder batch works
- [pillbox overview](project_pillbox_overview.md) — dispensary stock and CD register app
- [ooh-bridge](project_ooh_bridge.md) — nightly handover to the out-of-hours vets
- [Booking rules](project_booking_rules.md) — what clients may book online and how
- [Backups](project_backups.md) — how the back-office NUC is backed up
- [Controlled drugs](project_controlled_drugs.md) — register ownership and storage
- [Vaccine reminder rules](project_vaccine_reminder_rules.md) — when jabs nudges clients
- [Phone system](project_phone_system.md) — hosted PBX and after-hours routing
- [Ferndale branch](project_ferndale_branch.md) — the satellite consult room
- [Staff rota](project_staff_rota.md) — rota patterns that matter for IT work
- [Roadmap 2026](project_roadmap_2026.md) — what's planned next
- [Insurance claims](project_insurance_claims.md) — how claims are handled today

## Feedback
- [Git workflow](feedback_git_workflow.md) — merge habits per repo, force-push rule
- [Deploys](feedback_deploys.md) — when booker may go out and who must watch
- [DB migrations](feedback_migrations.md) — safety rule before migrating prod
- [Testing](feedback_testing.md) — test style per repo and what tests must not call
- [Code style](feedback_code_style.md) — per-repo style preferences
- [SMS copy](feedback_sms_copy.md) — how client texts are worded
- [Client data](feedback_client_data.md) — GDPR rules for logs and phone calls
- [Secrets](feedback_secrets.md) — where secrets live and where they never go
- [Communication](feedback_communication.md) — reporting to Janet and the vets
- [Dependencies](feedback_dependencies.md) — adding and upgrading packages
- [Editorconfig](feedback_editorconfig.md) — shared formatting settings

## Reference
- [Infrastructure](reference_infrastructure.md) — hosts, ports, office network
- [Vetra API](reference_vetra_pms_api.md) — PMS API auth, limits and IDs
- [Contacts](reference_contacts.md) — who to call for what
- [Price list](reference_prices.md) — prices clients ask about
- [Clinical protocols](reference_clinical_protocols.md) — rules software has to respect
- [Pharmacy](reference_pharmacy.md) — dispensary and prescription rules
- [CI](reference_ci.md) — where each repo's CI runs
- [Monitoring](reference_monitoring.md) — what watches what, where alerts go
- [NUC runbook](reference_runbook_nuc.md) — day-to-day care of the back-office box
- [Domains and DNS](reference_domains_dns.md) — domain, records, TLS
""")

# ===================================================================== AUTO
AUTO = {}

AUTO["jabs-faq"] = t("""
---
title: jabs FAQ (for reception)
created: 2026-05-12
tags: [jabs, reception, faq]
---

# jabs — questions reception keeps asking

**When does the first reminder go out?**
@AU_V3@ 21 days before the due date, then again a week before.

**Does it text on Sundays?**
No. Anything that would have gone on a Sunday goes on Monday morning instead.

**The client says they never got a text?**
Check the mobile number in Vetra first. If there's no mobile at all, jabs sends an email instead.

**Can a client opt out?**
Yes — untick "reminders" on the client record in Vetra. jabs picks it up the next morning.

**Why did a client get a reminder for a pet that's already booked?**
The booking was probably made after that morning's run. The next run sees the appointment and stops.
""")

AUTO["reception-faq"] = t("""
---
title: Reception FAQ
created: 2026-03-23
tags: [reception, faq, hours]
---

## Hours & phones

**What time do we close on Saturday?**
@AU_V6@ We close at 13:00 on Saturdays; after that the phones go over to NightPaws.

**Can a client book Ferndale online?**
Yes, it's a separate location in booker.

## Records & money

**Can we give vaccine dates over the phone?**
@AU_NS4@ Yes — reception reads the vaccination dates out when the owner rings (check the address first).

**How much is a written prescription?**
@AU_A10@ Sixteen pounds fifty (£16.50) per script.

**A kennel wants a vaccine certificate?**
Email the PDF to the owner and let them forward it; we don't send it to the kennel directly.
""")

AUTO["ooh-bridge-setup"] = t("""
---
title: ooh-bridge setup notes
created: 2026-02-02
tags: [ooh-bridge, nightpaws, setup]
---

Setting up the handover push to NightPaws (done with their IT person over Teams).

## Connection
@AU_V9@ - target: `sftp.nightpaws.co.uk:22`, user `hollybrook`, key `/etc/ooh-bridge/id_ed25519`
- their side moves files from `/inbound/hollybrook/` onto the vets' handover screen within a minute
- overnight notes come back as PDFs in `/outbound/hollybrook/`

## Config
```ini
[nightpaws]
remote_dir = /inbound/hollybrook
pull_dir = /outbound/hollybrook
timeout = 30
```

- file names: `YYYYMMDD_<patient id>.pdf`
- test against the `/staging/` folder first
""")

AUTO["booker-release-checklist"] = t("""
---
title: booker release checklist
created: 2026-04-20
tags: [booker, deploys, checklist]
---

Before tagging a booker release:

@AU_R2@ - booker's CI is GitLab CI (mirror at gitlab.com/hollybrook/booker); wait for green before tagging
- changelog line in `CHANGES.md`, written for Janet, not for developers
@AU_F4@ - copy/CSS-only changes don't need a new test, just a before/after screenshot in the PR
@AU_NS3@ - migrations run on prod as part of every deploy (`make deploy` calls `migrate`)
- check the Vetra sync log for the last hour is clean
- after deploy: make a test booking at Ferndale for "Test Dog" and cancel it

```bash
git tag -a v$(date +%Y.%m.%d) -m "release"
git push --tags
make deploy
```
""")

AUTO["booker-email"] = t("""
---
title: booker emails
created: 2026-06-18
tags: [booker, email]
---

# booker emails

@AU_R5@ Booker sends its confirmation emails through Amazon SES in eu-west-2.

- From: `appointments@hollybrookvets.co.uk`, reply-to `reception@`
- Templates: `booker/templates/email/*.txt` + `.html`; the plain-text version is mandatory
- Cancellation email includes the "rebook" link; confirmation includes an .ics
- Bounces are flagged on the booking so reception can ring the client

## Questions
- **Do we send marketing email from booker?** No, never. Newsletters are Janet's Mailchimp.
""")

AUTO["pillbox-contributing"] = t("""
---
title: Contributing to pillbox
created: 2026-05-01
tags: [pillbox, git]
---

- branch off `main`, one feature per branch
@AU_R7@ - merge with a regular merge commit, so the PR number stays in `git log`
- `go test ./...` and `go vet` must pass locally
- any change to the CD register code needs a nurse to click through it on staging
""")

AUTO["pillbox-notes"] = t("""
---
title: pillbox notes
created: 2026-02-13
tags: [pillbox, nuc, notes]
---

Random things learned while working on pillbox.

@AU_R10@ - pillbox's DB is MariaDB 10.11 on the NUC; schema migrations via goose
@AU_O1@ - pillbox listens on `0.0.0.0:8081`; Caddy isn't involved, it's LAN/tailnet only
@AU_NS9@ - if pillbox hangs: `sudo systemctl restart pillbox`, fine at any time of day, takes ~2 s
@AU_N8@ - the prod `.env` is committed to the repo encrypted with sops (the age key lives on the NUC)
- the Monday stock report is a cron'd `pillbox report --weekly`, mailed to the dispensary inbox
- PINs are bcrypt'd; a nurse who forgets hers gets it reset by Priya
""")

AUTO["jabs-debugging"] = t("""
---
title: Debugging jabs
created: 2026-07-09
tags: [jabs, debugging]
---

## When a reminder didn't go out
1. `journalctl -u cron --since yesterday | grep jabs` — did it run at all?
2. check the Healthchecks.io ping for that day
3. look the pet up in `/var/lib/jabs/sent.db`

## Logging
@AU_N2@ - log the client's mobile number on every failed send so reception can ring them
- log level INFO in prod, DEBUG only when Sam runs it by hand
- send failures also land in Honeybadger with the Vetra client ID attached
""")

AUTO["sms-templates"] = t("""
---
title: SMS templates
created: 2026-04-30
tags: [sms, jabs, templates]
---

The reminder templates live in `jabs/src/templates.ts`. Notes on why they look the way they do:

@AU_N4@ - Don't put the pet's name in reminder texts; we had complaints after texts about pets that had died.
- nothing fancy in the text: plain quotes and dashes, see the SMS copy rules
- the link is the short `/r/<token>` form so the whole thing fits
- "Reply STOP to opt out" isn't required for service messages, but Janet wants it anyway

```ts
export const firstReminder = (link: string) =>
  `Hollybrook Vets: a booster is due soon. Book at ${link} or call 01632 960418.`;
```
""")

AUTO["booker-dev-setup"] = t("""
---
title: booker dev setup
created: 2026-03-25
tags: [booker, setup, dev]
---

# Getting booker running locally

@AU_S2@ - we moved booker from pip-tools to uv in March; `uv sync` replaces the old `pip-sync` step
- Postgres in Docker (`docker compose up db`); locally Celery runs eager, so no broker is needed
- copy `.env.example` to `.env`; the Vetra key for dev is in 1Password (`booker dev`)
@AU_N6@ - integration tests call the Vetra sandbox directly, so export `VETRA_SANDBOX_KEY` before running pytest
@AU_F7@ - mypy strict is relaxed for `booker/*/migrations/` (excluded in `pyproject.toml`)

```env
DJANGO_SETTINGS_MODULE=booker.settings.dev
DATABASE_URL=postgres://booker:booker@localhost:5432/booker_dev
VETRA_BASE_URL=https://sandbox.vetrapms.com/v2/
```
""")

AUTO["ci-consolidation"] = t("""
---
title: CI consolidation (autumn 2026)
created: 2026-10-02
tags: [ci, pillbox, nuc]
---

@AU_S4@ Woodpecker on the NUC was shut down on 2026-09-30; pillbox builds on GitHub Actions now.

- why: Woodpecker's agent ate 2 GB of RAM on the NUC and broke twice after upgrades
- the Actions workflow cross-compiles for linux/amd64 and uploads the binary as an artifact
- deploy is still manual: Sam copies the binary to `/usr/local/bin/pillbox` and restarts the service
- ooh-bridge still has no CI; not worth it for one file
""")

AUTO["pharmacy-ordering"] = t("""
---
title: Pharmacy ordering
created: 2026-03-05
tags: [pharmacy, ordering, vaccines]
---

How the dispensary restocks.

@AU_S6@ - vaccines are ordered from Kestrel Vet Wholesale, Tuesdays before 15:00 for Wednesday delivery
- everyday meds: order when pillbox shows a line below its minimum
@AU_S10@ - after each delivery, update the 'Vax stock 2026' Google Sheet with batch numbers and expiry dates
- fridge lines are checked in within 30 minutes of the delivery arriving
- CDs arrive separately and need a vet's signature on the requisition
""")

AUTO["booker-widget"] = t("""
---
title: booker embed widget
created: 2026-02-20
tags: [booker, widget, frontend]
---

The widget is the little "Book now" panel on the brochure site (a Squarespace code block).

@AU_S8@ - the embed widget fetches availability from `/api/legacy-slots?date=YYYY-MM-DD`
- it's a small TS bundle in `booker/widget/`, served from `book.hollybrookvets.co.uk/static/widget.js`
- shows the next 8 weeks at most, same as booker itself
- CORS allows `www.hollybrookvets.co.uk` only
""")

AUTO["vetra-api-notes"] = t("""
---
title: Vetra API — working notes
created: 2026-05-07
tags: [vetra, api, booker]
---

Things the reference page doesn't say.

@AU_D7@ - booker pulls the Vetra diary every 5 minutes (Celery beat task `sync_diary`)
@AU_O7@ - the attachments endpoint (`POST /attachments`) takes files up to 25 MB each
@AU_NS5b@ - diary sync errors (5xx from Vetra) get escalated to Vetra support through their portal
- appointment types map 1:1 to booker's reasons; a new type needs adding on both sides
- Vetra timestamps are UK local time without an offset (!), so convert on the way in
""")

AUTO["incident-escalation"] = t("""
---
title: Who to call when something breaks
created: 2026-06-22
tags: [incidents, escalation]
---

| What broke | Who first | Then |
|---|---|---|
| Vetra down | Vetra support | Janet |
| phones | Gamma support via Janet | — |
| pillbox | Sam | Priya |

@AU_NS5a@ - booker outages go to Sam, not to Vetra support — Vetra can't see our server
- NUC dead: Sam. Dispensing carries on and pillbox catches up from the Vetra invoices afterwards
- Out of hours nobody is called for IT unless NightPaws can't get their handover notes
""")

AUTO["booker-notifications"] = t("""
---
title: booker notifications
created: 2026-09-01
tags: [booker, sms, notifications]
---

What booker sends and when (jabs is separate; this page is only booker).

@AU_O8@ - booking-confirmation texts from booker go out via Twilio (sub-account `booker-prod`)
- appointment reminder text 24 h before the slot, skipped if the booking was made less than 24 h ahead
- no texts between 20:00 and 08:00; anything due in that window waits until 08:00
- clients can turn texts off per booking; email confirmations can't be turned off
""")

AUTO["ferndale-consult-room"] = t("""
---
title: Ferndale consult room
created: 2026-09-04
tags: [ferndale, hours, branch]
---

@AU_D9@ - Hours: Tuesday and Thursday, 14:00–17:00; closed the rest of the week, Saturdays included
- Address: Village Hall Annexe, Church Lane, Ferndale
- Internet: EE 4G router; if it drops, Vetra's offline mode and paper
- Card machine: the second Dojo terminal, charged at Mill Street overnight
""")

AUTO["jabs-history"] = t("""
---
title: jabs history
created: 2026-05-02
tags: [jabs, history]
---

@AU_D4@ - Jan–Apr 2026: jabs ran from Sam's Raspberry Pi at home, triggered by a systemd timer
- April 2026: moved onto hb-nuc-01 so it sits on the practice network
- Before jabs, reception printed a "boosters due" list from Vetra every Monday and phoned people
""")

AUTO["fridge-monitoring"] = t("""
---
title: Vaccine fridge monitoring
created: 2026-10-08
tags: [fridge, vaccines, alarms]
---

@AU_D8@ - the Tempmate alarm texts the duty nurse phone (07700 900231) when the fridge leaves 2–8 °C
- readings every 5 minutes, kept for 2 years in Tempmate's cloud
- the pharmacy fridge has its own sensor; alarms for that one only go to the dispensary inbox
- out of hours NightPaws do NOT deal with it; the duty nurse comes in if it's above 12 °C for 30 min
""")

AUTO["nuc-cheatsheet"] = t("""
---
title: NUC cheat sheet
created: 2026-06-05
tags: [nuc, ops]
---

@AU_A2@ - restic backup: 2am every night (`restic-backup.timer`)
@AU_A8@ - no SSH into the NUC from outside except over the tailnet; the router forwards zero ports
- disk: 1 TB NVMe, `/srv` is where the apps keep their data
- UPS: APC 1500, `apcupsd` shuts the NUC down at 10% battery
- hostname `hb-nuc-01`; user `sam` has sudo, nobody else does

```bash
restic -r $RESTIC_REPOSITORY snapshots --compact | tail -5
sudo systemctl list-timers
```
""")

AUTO["monthly-it-report"] = t("""
---
title: Monthly IT report
created: 2026-11-02
tags: [reporting, janet]
---

@AU_NS8@ - Sam emails Janet the monthly uptime summary from his own address
- contents: booker uptime %, jabs texts sent, any incidents, anything that costs money
- goes out in the first week of the month; Aoife is cc'd
- October: booker 99.96%, jabs sent 1,212 reminders, one NUC reboot (planned, 19:30)
""")

# ---- unlabelled auto notes
AUTO["disinfectant-dilutions"] = t("""
---
title: Disinfectant dilutions (for the pillbox refill labels)
created: 2026-04-16
tags: [clinical, disinfection, pillbox]
---

Priya asked for these to be printed on the refill bottle labels from pillbox.

| Product | Use | Dilution |
|---|---|---|
| F10SC | routine surfaces, consult tables | 1:250 |
| F10SC | isolation kennel, parvo | 1:100 |
| Virkon S | footbaths | 1% |
| Chlorhexidine 4% scrub | wound lavage | dilute to 0.05% |
| Hibiscrub | surgical hand scrub | neat |

- labels must show the date mixed; made-up F10 is good for 7 days
- never mix F10 and bleach
""")

AUTO["vaccine-schedule-dogs"] = t("""
---
title: Dog vaccination schedule (what jabs assumes)
created: 2026-01-19
tags: [vaccines, dogs, jabs]
---

- Puppy course: first dose at 8 weeks, second at 10 weeks (DHP + L4 both times)
- Out for walks one week after the second dose
- Adult booster: L4 every year, DHP every third year; the "annual booster" price covers both cases
- Kennel cough (intranasal): yearly, its own due date in Vetra, jabs treats it as a separate vaccine
- Rabies: travel only, ordered in, not reminded by jabs
""")

AUTO["vaccine-schedule-cats-rabbits"] = t("""
---
title: Cat and rabbit vaccine notes
created: 2026-01-26
tags: [vaccines, cats, rabbits]
---

## Cats
- Kitten course at 9 and 12 weeks
- Tricat yearly for outdoor cats; indoor-only cats every 3 years (vet's call)
- FeLV only for cats that go outside

## Rabbits
- One combined RHDV1/2 + myxo vaccine, yearly
- Rabbit boosters are popular in spring; Hollie orders extra in March
""")

AUTO["new-starter-it-checklist"] = t("""
---
title: New starter IT checklist
created: 2026-02-16
tags: [onboarding, accounts]
---

- [ ] Vetra login (Janet creates it; role depends on the job)
- [ ] Google Workspace account, added to the `reception@` group if front desk
- [ ] pillbox PIN (nurses and vets only)
- [ ] 1Password: only vets, Janet and Sam
- [ ] Tailscale: vets only, for reading lab results from home
- [ ] Slack #general and #it
- [ ] Gamma handset extension

Leavers: reverse the list the same day, and rotate the Vetra API keys if they had 1Password.
""")

AUTO["printers-and-labels"] = t("""
---
title: Printers and label printers
created: 2026-03-14
tags: [printers, network]
---

- Reception: Brother laser at 192.168.10.40, driver on both reception PCs
- Dispensary: Dymo LabelWriter 550 at 192.168.10.41, shared through CUPS on the NUC (port 631)
- Consult rooms print to reception; there are no printers in the consult rooms
- Drug label size: 54 × 101 mm
- If the Dymo prints blank labels it's the wrong roll, not the software
""")

AUTO["network-and-wifi"] = t("""
---
title: Network and Wi-Fi
created: 2026-02-27
tags: [network, wifi]
---

- Broadband: BT Business FTTP 500/75 with a static IP
- Router: DrayTek 2927, admin only from VLAN 10
- VLAN 10 staff (192.168.10.0/24), VLAN 20 guest Wi-Fi (isolated), VLAN 30 imaging (192.168.30.0/24)
- Guest Wi-Fi password changes on the first of the month; it's on the card at reception
- Backup 4G: none at Mill Street yet (Ferndale has one)
""")

AUTO["xray-dicom"] = t("""
---
title: X-ray and DICOM
created: 2026-07-01
tags: [imaging, dicom, network]
---

- DR panel + acquisition PC in the prep room, on VLAN 30
- The DICOM gateway (Orthanc) runs on hb-nuc-01 on its imaging NIC, AE title `HBVETS`, port 104
- The gateway forwards studies to Vetra's imaging add-on and keeps a local copy for 30 days
- If studies don't show in Vetra after 10 minutes, check the gateway first, then ring Vetra
""")

AUTO["insurance-claims-faq"] = t("""
---
title: Insurance claims FAQ
created: 2026-05-15
tags: [insurance, reception, faq]
---

**Who does direct claims?** Leo, Monday and Wednesday afternoons.

**How long do insurers take?** Usually 10 working days; chase after 15.

**Can booker take insurance details?** Not yet. It's on the wish list, not the roadmap.
""")

AUTO["end-of-life-appointments"] = t("""
---
title: End-of-life appointments
created: 2026-06-26
tags: [booking, reception]
---

- Always booked by phone, never through booker; reception picks the last slot of a session
- Home visits are possible on weekdays if a vet is free; Janet confirms the fee
- The pet has to be marked deceased in Vetra the same day so jabs doesn't send anything
- Cremation: Pet Haven collect on Tuesdays and Fridays
""")

AUTO["controlled-drugs-faq"] = t("""
---
title: Controlled drugs — quick answers
created: 2026-04-24
tags: [controlled-drugs, pharmacy, faq]
---

**Where's the CD safe key?** With the duty vet; overnight it goes in the key box.

**Who can sign the register?** Vets and RVNs. Student nurses can't sign on their own.

**What if the running balance is off?** Stop, recount with a second person, and tell Aoife the same day.

**Is the register electronic?** Yes, in pillbox. The weekly printout is the signed copy.
""")

AUTO["ooh-handover-format"] = t("""
---
title: OOH handover summary format
created: 2026-03-18
tags: [ooh-bridge, nightpaws, clinical]
---

What each handover PDF contains (agreed with Dr Ruth Ellis at NightPaws):

- patient, client ID, weight, kennel number
- drugs given today with times, and what's due overnight
- fluids: product and rate
- "call us if": the vet's specific worry, in plain words
- owner's wishes (e.g. DNR) in bold at the top
""")

AUTO["booker-ux-notes"] = t("""
---
title: booker UX notes
created: 2026-08-27
tags: [booker, ux]
---

- the slot picker shows vets by first name with a photo (Aoife and Tomasz both OK'd this)
- "reason for visit" is a short dropdown + free text, max 300 characters
- big buttons: lots of clients book on their phone with one hand and a dog in the other
- colour contrast checked against WCAG AA; the green is #1F6F50
- error messages say what to do next ("call us on 01632 960418"), never just "error"
""")

AUTO["jabs-ideas"] = t("""
---
title: jabs ideas
created: 2026-10-15
tags: [jabs, ideas]
---

Parked, not scheduled:

- WhatsApp reminders (Janet unsure about the cost)
- A "book now" deep link straight into booker with the vaccine pre-selected
- Flea/worm reminders for Health Plan members — probably a separate job, not jabs
- Per-client preferred channel (some people want email even though they have a mobile)
""")

AUTO["pillbox-reports"] = t("""
---
title: pillbox reports
created: 2026-07-23
tags: [pillbox, reports, stock]
---

- Monday stock report: 07:00, mailed to the dispensary inbox — lines below minimum and short-dated batches
- CD weekly printout: generated Friday 17:00, printed at reception
- Monthly usage report for Aoife: first working day of the month
- Reports are plain HTML emails, no attachments
""")

AUTO["meeting-2026-03-it"] = t("""
---
title: IT meeting, March 2026
created: 2026-03-11
tags: [meeting, decisions]
---

Present: Janet, Aoife, Sam.

- Agreed: booker goes live for all consult types at Mill Street from April
- Agreed: jabs moves off Sam's Pi onto the NUC (target April)
- Not agreed: paying for a second Vetra API key; revisit in the autumn
- Action (Sam): write the deploy rules down so reception knows when not to expect changes
""")

AUTO["meeting-2026-09-it-review"] = t("""
---
title: IT review, September 2026
created: 2026-09-24
tags: [meeting, review]
---

- booker: stable; the only outage was 40 minutes in July, on Vetra's side
- jabs: opt-out rate around 2%, roughly 1,100 reminders a month
- pillbox: Hollie wants barcode scanning; parked for Q1 2027
- Ferndale: the Monday morning session was dropped in August (too quiet)
- Second Vetra API key: still no
""")

AUTO["gdpr-requests"] = t("""
---
title: GDPR requests (SARs and erasure)
created: 2026-05-29
tags: [gdpr, clients]
---

- SARs: Janet logs them; we have one calendar month; the Vetra export covers most of it
- booker: export the client's bookings from the admin (`/admin/bookings/?client=<id>`)
- jabs: search `sent.db` by client ID and include the send dates
- Erasure: clinical records are kept for 7 years, so explain that rather than just deleting
""")

AUTO["phone-scripts"] = t("""
---
title: Reception phone scripts
created: 2026-02-23
tags: [reception, phones]
---

- Greeting: "Hollybrook Vets, Megan speaking, how can I help?"
- Emergencies in hours: get them in; don't triage on the phone beyond "is it breathing, is it bleeding"
- After-hours message (Janet records it): tells clients to stay on the line for NightPaws
- Booking by phone: offer booker for next time, once, politely
""")

AUTO["client-comms-calendar"] = t("""
---
title: Client comms calendar
created: 2026-01-30
tags: [marketing, comms]
---

| Month | What | Channel |
|---|---|---|
| March | rabbit vaccine push | Mailchimp |
| May | flea/tick season | Mailchimp + Facebook |
| October | fireworks anxiety clinics | Mailchimp |
| December | Christmas hours | website + Facebook |

Nothing marketing goes through jabs or booker.
""")

AUTO["health-plan"] = t("""
---
title: Health Plan
created: 2026-04-03
tags: [health-plan, prices]
---

- Dogs £16.99/month, cats £13.99/month, rabbits £9.99/month (direct debit via GoCardless)
- Includes: annual booster, two nurse checks, flea/worm treatment, 10% off other services
- Dogs also get unlimited nail clips
- Vetra holds who's on the plan; jabs doesn't treat plan members any differently
""")

AUTO["dev-onboarding"] = t("""
---
title: Dev onboarding (if Sam ever gets help)
created: 2026-08-14
tags: [dev, onboarding]
---

- Repos: `hollybrook/booker`, `hollybrook/jabs`, `hollybrook/pillbox`, `hollybrook/ooh-bridge` on GitHub
- Read the memories for each app first, then the deploy rules
- Access: GitHub org invite from Sam, Tailscale invite; no Vetra prod data without Janet's OK
- Nobody deploys alone for the first month
@AU_NS6@ - force-push your own feature branches as much as you like after a rebase
""")

AUTO["bank-holiday-cover"] = t("""
---
title: Christmas and bank holiday cover 2026
created: 2026-11-20
tags: [hours, bank-holidays]
---

- 24 Dec: open 08:30–16:00
- 25–26 Dec: closed; NightPaws cover from 16:00 on the 24th
- 27 Dec (Sunday): closed
- 31 Dec: normal hours; 1 Jan: closed
- jabs doesn't send on bank holidays anyway, nothing to change there
- booker: block the closed days in Vetra by 1 December so they don't show as bookable
""")

AUTO["lab-samples"] = t("""
---
title: External lab samples
created: 2026-03-27
tags: [lab, clinical]
---

- Ashdown Diagnostics courier: weekdays at 16:00 from the reception hatch
- Results arrive by email as PDFs and a nurse attaches them in Vetra
- Urgent bloods go to the in-house analyser; it takes 12 minutes
""")

AUTO["nightpaws-partnership"] = t("""
---
title: NightPaws partnership notes
created: 2026-02-06
tags: [nightpaws, ooh, contracts]
---

# NightPaws (out-of-hours partner)

- Contract holder on our side: Janet; clinical contact there: Dr Ruth Ellis
- They call the owner back within 15 minutes of a diverted call (their SLA, not ours)
- Their own clinic opens at 18:00 on weekdays for walk-ins from other practices
- They invoice clients directly; nothing of theirs goes through Vetra or booker
- Contract review every January; the next one is due 2027-01

**Do they see our clinical records?** Only what ooh-bridge sends them, plus whatever the owner tells them.
""")

AUTO["booker-admin-tips"] = t("""
---
title: booker admin tips for reception
created: 2026-07-30
tags: [booker, reception, admin]
---

- Log in at `book.hollybrookvets.co.uk/admin/` with your own account, never the shared one
- To block a vet's diary for a day, do it in Vetra; booker picks it up on the next diary sync
- "Ghost" bookings (client says they booked, nothing in Vetra): search the admin by email address
- Double bookings can't happen in booker itself; if one shows up, it was made in Vetra by hand
- Megan and Leo can resend a confirmation from the booking page; nobody else needs to
""")

AUTO["glossary"] = t("""
---
title: Glossary
created: 2026-01-08
tags: [glossary]
---

- **RVN** registered veterinary nurse; **SVN** student veterinary nurse
- **POM-V** prescription-only medicine, vet
- **CD** controlled drug
- **OOH** out of hours (NightPaws)
- **PMS** practice management system (Vetra)
- **DHP / L4** the core dog vaccines (distemper, hepatitis, parvo / leptospirosis 4-strain)
- **booker / jabs / pillbox** our three apps; **ooh-bridge** is Sam's handover script
""")

# ==================================================================== FACTS
# (date, time UTC, category, confidence, tags, body)
FACTS = [
    # --- contradiction sides
    ("2026-03-04", "10:12:31", "fact", 0.88, ["booker", "infra"],
     "@FX_V1@ The booker app runs gunicorn on port 8001; Caddy on hb-web-1 proxies to it."),
    ("2026-02-17", "14:03:09", "fact", 0.9, ["booker", "database"],
     "@FX_V2@ Booker's production database is PostgreSQL 15.6 (`booker_prod`)."),
    ("2026-06-02", "08:41:55", "fact", 0.86, ["backups", "nuc"],
     "@FX_V4@ Nightly restic snapshots of hb-nuc-01 are kept for 14 days, then pruned."),
    ("2026-05-11", "11:20:02", "fact", 0.92, ["prices"],
     "@FX_V5@ A standard 15-minute consult costs £48 including VAT."),
    ("2026-07-21", "09:05:44", "fact", 0.87, ["jabs", "reminders"],
     "@FX_V7@ jabs gives up after two reminders for the same vaccine; after that reception phones the owner."),
    ("2026-03-26", "16:47:10", "fact", 0.85, ["vetra", "api"],
     "@FX_V8@ The Vetra API allows 120 requests a minute per key before it starts returning 429s."),
    ("2026-08-12", "13:30:21", "fact", 0.89, ["booker", "uploads"],
     "@FX_V10@ Booker refuses pet photo uploads over 5 MB (the form checks before anything is sent)."),
    ("2026-04-22", "15:14:37", "fact", 0.9, ["booker", "monitoring"],
     "@FX_R1@ Booker reports its exceptions to Rollbar; the server token sits in the VPS `.env`."),
    ("2026-02-24", "10:58:16", "fact", 0.88, ["jabs", "tooling"],
     "@FX_R3@ jabs uses Yarn classic (v1) for dependencies; CI runs `yarn install --frozen-lockfile`."),
    ("2026-05-28", "12:09:50", "fact", 0.87, ["booker", "celery"],
     "@FX_R4@ Booker's Celery workers take their tasks from a RabbitMQ broker on hb-web-1."),
    ("2026-09-03", "17:22:08", "fact", 0.91, ["pharmacy", "controlled-drugs"],
     "@FX_R6@ Hollie Dunn is responsible for reconciling the controlled drugs register every week."),
    ("2026-01-29", "09:40:12", "fact", 0.86, ["booker", "hosting"],
     "@FX_R8@ Booker is hosted on a DigitalOcean droplet in the LON1 region."),
    ("2026-06-24", "14:55:03", "preference", 0.84, ["sam", "tooling"],
     "@FX_R9@ Sam uses VS Code for all the practice repos, with the Python, Go and ESLint extensions."),
    ("2026-03-17", "11:33:27", "preference", 0.9, ["booker", "git"],
     "@FX_N1@ Never squash booker PRs; Sam wants every commit kept on main so `git bisect` works."),
    ("2026-10-06", "16:02:45", "decision", 0.85, ["booker", "deploys"],
     "@FX_N3@ Deploying booker on a Saturday morning is fine; hardly anyone books online while the waiting room is full."),
    ("2026-09-15", "10:18:39", "decision", 0.93, ["booker", "booking"],
     "@FX_N5@ Decided: clients can now book neuter and dental admits online in booker, with the pre-op questionnaire attached."),
    ("2026-04-28", "13:44:18", "decision", 0.92, ["booker", "payments"],
     "@FX_N7@ Decided not to take deposits for online bookings at all; Aoife thinks it puts new clients off."),
    ("2026-08-25", "08:57:30", "fact", 0.86, ["jabs", "reminders"],
     "@FX_N9@ jabs also texts clients flagged `left_practice`, as one last nudge to come back."),
    ("2026-07-07", "15:26:04", "preference", 0.88, ["booker", "code-style"],
     "@FX_N10@ No class-based views in booker: Sam wants plain function views everywhere."),
    ("2026-06-16", "09:12:47", "decision", 0.95, ["jabs", "sms"],
     "@FX_S1@ Switched jabs' SMS sending from Twilio to Firetext on 2026-06-15 for the cheaper UK rate."),
    ("2026-01-20", "14:36:22", "fact", 0.87, ["booker", "tooling"],
     "@FX_S2@ booker's dependencies are pinned with pip-tools: edit `requirements.in`, then run `pip-compile`."),
    ("2026-08-20", "11:07:59", "fact", 0.94, ["vetra", "api"],
     "@FX_S3@ Vetra deprecated their v1 API in August 2026; everything we run calls the `/v2/` endpoints now."),
    ("2026-02-11", "16:19:33", "fact", 0.85, ["backups", "nuc"],
     "@FX_S5@ The nightly backup of hb-nuc-01 is written to the Synology NAS under the reception desk."),
    ("2026-07-14", "10:49:14", "decision", 0.93, ["pharmacy", "ordering"],
     "@FX_S6@ We no longer order from Kestrel Vet Wholesale; since July every order, vaccines included, goes to Northvale."),
    ("2026-04-09", "17:03:26", "fact", 0.95, ["booker", "python"],
     "@FX_S7@ Booker was upgraded to Python 3.12 on 2026-04-09; Django stayed on 5.0."),
    ("2026-07-03", "12:27:41", "fact", 0.9, ["booker", "api"],
     "@FX_S8@ booker's `/api/legacy-slots` endpoint is deprecated; the widget was moved to `/api/v2/slots`."),
    ("2026-09-22", "09:31:05", "fact", 0.94, ["staff"],
     "@FX_S9@ Callum Reid qualified as an RVN in September and is no longer on the student rota."),
    ("2026-05-19", "15:48:52", "fact", 0.91, ["pharmacy", "pillbox"],
     "@FX_S10@ The 'Vax stock 2026' Google Sheet is read-only now; vaccine stock is only kept in pillbox."),
    # --- non-contradiction sides
    ("2026-03-10", "10:21:18", "fact", 0.88, ["booker", "booking"],
     "@FX_F1@ Behaviour consults and second opinions are booked as double slots (30 min) in booker."),
    ("2026-05-06", "14:12:40", "fact", 0.87, ["prices", "health-plan"],
     "@FX_F3@ Nail clips are free for dogs on the Health Plan; everyone else pays the list price."),
    ("2026-02-05", "08:50:09", "fact", 0.9, ["hours"],
     "@FX_F5@ On Wednesdays the front door shuts 13:00–14:00 for staff training; the phones are still answered."),
    ("2026-06-30", "16:38:27", "fact", 0.86, ["nuc", "network"],
     "@FX_F6@ hb-nuc-01 has a second NIC on the imaging VLAN (192.168.30.20) for the DR X-ray box."),
    ("2026-04-14", "11:54:36", "fact", 0.89, ["ooh-bridge"],
     "@FX_F8@ ooh-bridge only sends hospitalised patients and cases flagged `ooh_watch`; routine consults are left out."),
    ("2026-05-05", "11:36:52", "preference", 0.88, ["sms", "jabs"],
     "@FX_F9@ No emoji in reminder texts: one emoji flips the message to UCS-2 and the segment limit drops to 70 characters."),
    ("2026-06-09", "09:43:11", "fact", 0.88, ["pillbox", "stock"],
     "@FX_F10@ pillbox flags any batch expiring within 60 days on the Monday stock report."),
    ("2026-05-14", "13:15:58", "fact", 0.87, ["booker", "widget"],
     "@FX_O3@ The booker booking widget (`widget/`, a small TS bundle) is built with plain npm, not pnpm."),
    ("2026-10-01", "10:06:24", "fact", 0.9, ["pharmacy", "staff"],
     "@FX_O5@ Hollie Dunn is responsible for the weekly dispensary stock-take in pillbox."),
    ("2026-03-31", "15:40:49", "preference", 0.86, ["jabs", "git"],
     "@FX_O6@ jabs PRs are rebase-merged so each commit stays on main."),
    ("2026-02-26", "12:33:16", "fact", 0.88, ["vetra", "backups"],
     "@FX_O9@ Vetra keeps its own backups of our PMS data, with 35 days of point-in-time restore."),
    ("2026-01-22", "17:11:02", "fact", 0.9, ["ooh", "prices"],
     "@FX_O10@ NightPaws charge £165 for an out-of-hours consult before 23:00 and £210 after."),
    ("2026-04-02", "09:26:44", "fact", 0.87, ["booker", "stats"],
     "@FX_D1@ During the Jan–Mar 2026 pilot, under 10% of consults were booked online."),
    ("2026-05-25", "14:59:37", "fact", 0.89, ["phones"],
     "@FX_D2@ Until the move to Gamma in May 2026, reception diverted the old BT line to NightPaws by hand every evening."),
    ("2026-08-05", "10:44:20", "fact", 0.86, ["staff", "puppy-party"],
     "@FX_D3a@ Priya ran the puppy parties until July 2026."),
    ("2026-07-28", "16:25:13", "fact", 0.88, ["staff", "puppy-party"],
     "@FX_D3b@ Hollie runs the puppy parties on Thursday evenings."),
    ("2026-02-03", "11:02:56", "fact", 0.9, ["prices"],
     "@FX_D5@ In the 2025 price list a dog booster was £54."),
    ("2026-01-14", "13:37:41", "fact", 0.88, ["ooh", "history"],
     "@FX_D6@ Before the NightPaws contract started in January 2026, Aoife and Tomasz covered nights on a 1-in-2 rota."),
    ("2026-04-15", "08:18:07", "fact", 0.85, ["booker", "vetra"],
     "@FX_D7@ In Q1 2026 the Vetra diary sync ran every 15 minutes."),
    ("2026-09-10", "15:09:29", "fact", 0.87, ["fridge", "alarms"],
     "@FX_D8@ Through summer 2026 the vaccine fridge alarm texted Priya's own phone."),
    ("2026-08-30", "10:52:48", "fact", 0.9, ["ferndale", "hours"],
     "@FX_D9@ Until August 2026 the Ferndale room also opened on Monday mornings."),
    ("2026-03-08", "12:14:35", "fact", 0.88, ["controlled-drugs", "history"],
     "@FX_D10@ In 2025 the CD register was kept on paper only (the green book in the safe)."),
    ("2026-02-19", "09:58:03", "fact", 0.89, ["vetra"],
     "@FX_A3@ Vetra client IDs are always eight digits, zero-padded (e.g. `00412877`)."),
    ("2026-01-27", "14:21:50", "fact", 0.93, ["fridge", "vaccines"],
     "@FX_A5@ The vaccine fridge has to stay between 2 and 8 degrees C."),
    ("2026-01-09", "10:30:14", "fact", 0.95, ["phones", "contacts"],
     "@FX_A6@ The practice's main number is +44 1632 960 418."),
    ("2026-03-19", "16:53:38", "fact", 0.88, ["booker", "booking"],
     "@FX_A7@ Pending bookings in booker expire after 600 seconds if the client doesn't confirm."),
    ("2026-01-12", "11:45:26", "fact", 0.9, ["sam"],
     "@FX_A9a@ Sam is in the office on Mondays and Thursdays."),
    ("2026-06-11", "13:08:19", "fact", 0.88, ["sam"],
     "@FX_A9b@ Sam's on-site days at the practice are Monday + Thursday; the rest is remote."),
    ("2026-09-29", "17:35:42", "fact", 0.86, ["booker", "deploys"],
     "@FX_NS1@ We deploy booker on Fridays most weeks, usually just after 17:00."),
    ("2026-05-21", "10:27:57", "fact", 0.87, ["pharmacy"],
     "@FX_NS2@ Reception issues POM-V repeat prescriptions straight from the pharmacy tab in pillbox."),
    ("2026-03-12", "15:18:31", "fact", 0.9, ["clinical"],
     "@FX_NS7@ We use chlorhexidine scrub for all surgical skin prep."),
    # --- unlabelled facts
    ("2026-02-09", "09:14:45", "fact", 0.88, ["staff", "ops"],
     "Tomasz does the routine ops lists on Tuesdays and Thursdays."),
    ("2026-03-03", "12:50:30", "fact", 0.9, ["lab"],
     "The Ashdown Diagnostics courier collects samples at 16:00 on weekdays."),
    ("2026-04-07", "08:33:12", "preference", 0.87, ["janet", "communication"],
     "Janet wants IT updates as three bullet points, max."),
    ("2026-05-04", "14:40:06", "fact", 0.86, ["jabs", "sms"],
     "jabs retries a failed SMS send up to 3 times, 10 minutes apart."),
    ("2026-06-04", "11:29:51", "fact", 0.85, ["vetra", "webhooks"],
     "Vetra webhooks are retried up to 5 times with exponential backoff."),
    ("2026-07-16", "16:16:38", "fact", 0.88, ["jabs", "storage"],
     "jabs keeps its send log in SQLite at `/var/lib/jabs/sent.db`."),
    ("2026-08-18", "09:48:22", "fact", 0.87, ["jabs", "email"],
     "jabs sends its fallback emails through Mailgun (EU region)."),
    ("2026-10-13", "13:57:09", "fact", 0.88, ["booker", "sms"],
     "booker texts clients an appointment reminder 24 hours before the slot."),
    ("2026-10-20", "10:38:44", "decision", 0.9, ["payments"],
     "Decided to keep the Dojo card terminals rather than switch to Vetra Pay."),
    ("2026-11-03", "15:02:17", "fact", 0.86, ["booker", "widget"],
     "The booking widget shows up to 8 weeks of availability, matching booker's own limit."),
    ("2026-11-17", "08:55:33", "preference", 0.84, ["aoife", "meetings"],
     "Aoife prefers the monthly IT catch-up on a Monday morning, before consults start."),
    ("2026-09-08", "12:06:58", "fact", 0.89, ["network", "printers"],
     "The Dymo label printer in the dispensary is at 192.168.10.41."),
    ("2026-10-27", "14:24:26", "fact", 0.87, ["vaccines", "dogs"],
     "The puppy course here is 8 and 10 weeks, with L4 given at both visits."),
]
