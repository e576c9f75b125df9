"""File bodies for the set246 store (Halyard Subsea Ltd).

A line starting with `@ID@ ` marks a claim; build.py strips the marker.
Paths are store-relative. ROOT files carry (title, hook) for MEMORY.md.
"""
from datetime import datetime, timezone

FILES = {}        # path -> full text (with markers)
ROOT_INDEX = []   # (filename, title, hook) for MEMORY.md
# root files whose `description` deliberately carries an unquoted ": " (not strict YAML)
FLAT_FRONTMATTER = set()


def _clean(body):
    return body.strip("\n") + "\n"


def root(fname, name, desc, typ, title, hook, body, flat=False):
    assert fname.startswith(typ + "_"), fname
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _clean(body)
    ROOT_INDEX.append((fname, title, hook))
    if flat:
        assert ": " in desc
        FLAT_FRONTMATTER.add(fname)
    else:
        assert ": " not in desc and not desc.endswith(":"), fname


def fact(date, hms, cat, hex4, tags, conf, body, upd_min=0):
    dt = datetime.fromisoformat(f"{date}T{hms}+00:00")
    epoch = int(dt.timestamp() * 1000)
    fid = f"{cat}-{epoch}-{hex4}"
    created = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    if not upd_min and int(hex4, 16) % 3 == 0:
        # some facts were touched again later the same day
        upd_min = int(hex4, 16) % 170 + 7
        if (dt.hour * 60 + dt.minute + upd_min) >= 24 * 60:
            upd_min = 0
    if upd_min:
        from datetime import timedelta
        u = dt + timedelta(minutes=upd_min)
        updated = u.strftime("%Y-%m-%dT%H:%M:%S.") + f"{u.microsecond // 1000:03d}Z"
    else:
        updated = created
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {created}\nupdated: {updated}\n"
          f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}"
          f"status: active\n---\n\n")
    path = f"facts/{date}/{fid}.md"
    assert path not in FILES
    FILES[path] = fm + _clean(body)


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    path = f"auto/{slug}.md"
    assert path not in FILES
    FILES[path] = fm + _clean(body)


# =====================================================================
# 1. Claude Code auto-memory (root)
# =====================================================================

root("user_profile.md", "user-profile",
     "Who I work for — ops manager who also owns the in-house apps; how she likes to work",
     "user", "User profile", "Fiona: ops manager and product owner, how she works", r"""
Fiona MacRae, operations manager at the Aberdeen office. Came up through the dive side (ex-diving
supervisor) and picked up Python/Django over the last few years. She is product owner for all four
in-house apps and still writes a fair bit of DiveLog herself.

- Works mostly in the evenings once the vessels and sites have reported in; short sessions, wants the agent to pick up where it left off.
@o10a@ - Editor: VS Code with the Python, Django and Go extensions, no vim keybindings.
- Reads diffs carefully, skims prose. Bullet summaries over paragraphs.
- Knows the diving regs far better than the code; don't explain the ACoP to her, do explain Go idioms.
- British spelling in UI strings and reports ("colour", "metres", "organisation").
""")

root("reference_contacts.md", "people-and-roles",
     "Who does what in the office, on the dive side and among the devs, plus out-of-hours cover",
     "reference", "People and roles", "names, roles and who to ring out of hours", r"""
# People

@a6b@ - Ops manager: Fiona MacRae (also product owner for the apps)
- Dive superintendent: Callum Reid — owns dive plans, risk assessments and the supervisor rota
- QHSE manager: Morag Sinclair (report QA, audits, IMCA paperwork)
@o10b@ - Priya Nair — backend dev (DiveLog, InspectHub API), works in PyCharm
- Tomasz Wójcik — infra/devops: Proxmox, network, backups, CI runners
- Ewan Doig — contract frontend dev on inspecthub-web, roughly two days a week
- Lars Eriksen — ROV lead and Falcon pilot, owns the ROV video workflow in InspectHub
- Alan Mair — workshop tech, Aberdeen (helmets, regulators, compressors)
- Rhys Pugh — base supervisor, Milford Haven

## Out of hours
@r8b@ - DiveLog out-of-hours pager: Priya Nair (+44 7700 900412)
- InspectHub has no OOH cover; problems wait for the next working day unless a client report is due.
- Diving emergencies never go through IT, see [[escalation]].
""")

root("reference_divelog.md", "divelog-overview",
     "DiveLog overview: stack, database, tablets, data model basics",
     "reference", "DiveLog overview", "what the dive logging app is and how it is built", r"""
# DiveLog

Dive operations log: dive records, bottom times, decompression, diver hours and supervisor
sign-off. Supervisors use it on rugged tablets in dive control (PWA, works offline).

## Stack
@d10b@ - Stack: Django 5.1 on Python 3.12, Celery + Redis for background jobs, gunicorn behind nginx
@v1b@ - Prod DB: `pg-ops-01.halyard.lan:5432`, database `divelog`, role `divelog_app`
- Redis lives on the app VM (`localhost:6379`; db 0 is the Celery broker, db 1 the cache)
@n8a@ - All timestamps are stored in UTC; the tablet converts to local time for display.
@o8a@ - Photo attachments are capped at 25 MB each (the tablet resizes before upload).
@o7a@ - The daily dive summary email goes out through Postmark at 18:00.

## Data model (short)
- `DiveOperation` groups the dives for one job and day; `DiveRecord` is one per diver per dive.
- `BottomTime`, `DecoStop` and `GasSupply` hang off `DiveRecord`.
- Supervisor sign-off is a `SignOff` row with the tablet PIN hash, not a boolean.
- Diver hours roll up nightly into `DiverLogbookEntry` (that's what IMCA logbooks are printed from).

## Links
- Admin: https://divelog.halyard.lan/admin
- Deploy/runbook: see the auto notes (deploy runbook, changelog)
""", flat=True)

root("reference_infrastructure.md", "infrastructure-map",
     "Servers, VMs, remote access and backups at the yard",
     "reference", "Infrastructure map", "which VM runs what, remote access, backup chain", r"""
# Infrastructure

The VMs below live in the server room at the South Harbour yard, on a Proxmox cluster of
three nodes (pve-01..03); Tomasz looks after it.

| VM | Node | Runs |
|---|---|---|
@d1b@ | `divelog-01` | pve-02 | DiveLog (Django, Celery, Redis) |
| `ih-app-01` | pve-01 | InspectHub API + web |
| `ih-worker-01` | pve-03 | InspectHub transcode worker (ffmpeg) |
| `kitbook-01` | pve-03 | Kitbook |
| `pg-ops-01` | pve-01 | Postgres 16 (DiveLog) |
| `pg-ops-02` | pve-02 | Postgres 16 + PostGIS (InspectHub) |
| `ci-01` | pve-03 | self-hosted CI agents |
| `mon-01` | pve-01 | Uptime Kuma, GlitchTip |

@s10a@ - Remote access to the yard LAN: OpenVPN on the pfSense box (`vpn.halyard.lan`).
- DNS: internal zone `halyard.lan` on the pfSense resolver; public DNS at Cloudflare.
- Nightly pg_dump of both ops databases to `nas01:/backups/pg`, kept 14 days on the NAS.
@a4a@ - Offsite: restic repo in Backblaze B2, bucket `halyard-backups`.
- certtrack is the only app whose servers aren't in the yard (see the certtrack overview).
- UPS gives the rack about 25 minutes; the yard generator does not cover the server room.
""")

root("reference_inspecthub.md", "inspecthub-overview",
     "InspectHub overview: what it does, stack, auth, reports",
     "reference", "InspectHub overview", "the inspection reporting app, its parts and gotchas", r"""
# InspectHub

Inspection reporting: helmet-cam and ROV video review, anomaly logging, CP and UT readings, client
reports. Used by the office (report writers, Lars for ROV jobs) and by clients through the portal.

@d3b@ - Web: Next.js 15 (App Router), repo `inspecthub-web`
@v2a@ - API: FastAPI on Python 3.12 (`inspecthub-api`)
@f4a@ - DB: Postgres 16 on `pg-ops-02.halyard.lan:5432`
@r5a@ - Transcode jobs: RabbitMQ queue `transcode`, consumed by `ih-worker`
@v7a@ - Uploads: single files up to 8 GB, resumable (tus)
@a7a@ - Auth: Keycloak, realm `halyard` (OIDC); client users get accounts in the same realm
@s6a@ - Reports: PDF rendered with wkhtmltopdf from Jinja templates
- Anomaly codes follow the client's scheme where there is one, otherwise ours (see anomaly codes)
- Thumbnails: one every 10 s of video, made by the worker

## Gotchas
- API and worker share the `inspecthub` schema; the worker only writes to the `media_*` tables.
- Don't rename anomaly codes in place, reports already issued reference them.
""", flat=True)

root("reference_certtrack.md", "certtrack-overview",
     "CertTrack overview — diver certification and medical expiry tracking",
     "reference", "CertTrack overview", "the certification tracker, stack and jobs", r"""
# CertTrack

Tracks diver and crew certification: HSE diver medicals, diving tickets, offshore survival
(BOSIET/FOET), first aid, IMCA logbooks. Warns before anything lapses so nobody turns up at a
job with an expired ticket.

@d5b@ - Ruby 3.3 / Rails 7.2, Postgres 16, Hotwire front end
@r2a@ - Hosting: Fly.io, region `lhr`, two machines
@r4b@ - Transactional email: Amazon SES (eu-west-2), from `certs@halyardsubsea.co.uk`
@a9a@ - Expiry sweep: `ExpirySweepJob` runs daily at 05:00 UTC
- Background jobs: Solid Queue (no Redis)
- Sends a webhook to DiveLog when a diver's medical lapses, so DiveLog won't let them be added to a dive
- Admins: Fiona, Morag, Callum. Divers can see their own record, read-only.
""")

root("reference_kitbook.md", "kitbook-overview",
     "Kitbook overview — equipment and maintenance register",
     "reference", "Kitbook overview", "the equipment register app and how it runs", r"""
# Kitbook

Equipment and maintenance register: compressors, helmets, bail-out sets, cylinders, comms units.
Every item has a tag number (`HS-xxxx`) and a service history.

@v9b@ - Go 1.23, single binary, chi router, templ for the HTML
@r10b@ - Storage: SQLite at `/srv/kitbook/kitbook.db` (WAL mode), replicated with litestream
@a2a@ - Web UI on `kitbook.halyard.lan:8080`, Caddy in front for TLS
@s9b@ - Gas analysis readings are logged in Kitbook now; `GasLog.xlsx` is deprecated (read-only since July).
- Tag labels print on the Brother printer in the workshop, via CUPS on kitbook-01
- Overdue items show red on the dashboard and can't be put on the "ready to ship" list
""")

root("reference_rate-card.md", "rate-card-2026",
     "2026 day rates used when drafting quotes",
     "reference", "Rate card 2026", "day rates and charging rules for quotes", r"""
# 2026 rate card (day rates, excl. VAT)

Used when the agent drafts quotes in the bids folder. Mob/demob is charged separately.

| Service | Rate | Basis |
|---|---|---|
| Inshore SSA dive team | £3,400 | per day |
@v6b@ | Observation-class ROV (Seaeye Falcon) + 2 pilots | £2,150 | per day |
| Work-class ROV | at cost + 12% | subcontracted |
| Inspection engineer (CSWIP 3.4U) | £650 | per day |
| DDC on site, with operator | £480 | per day |
| Report writing | £75 | per hour |

- Standby is charged at 75% of the day rate.
- Weather downtime goes to standby rate after the first 4 hours of the day.
""")

root("reference_bases.md", "bases",
     "The three bases — toolbox talks, stores hours, supervisors, local rules",
     "reference", "Bases", "the three bases and their local rules", r"""
# Bases

| Base | Toolbox talk | Stores hours | Base supervisor |
|---|---|---|---|
@v5a@ | Aberdeen (South Harbour) | 06:30 | 07:00–17:00 Mon–Sat | Dougie Baird |
| Great Yarmouth | 07:30 | 08:00–16:30 Mon–Fri | Sean Kelly |
| Milford Haven | 07:00 | 07:30–16:00 Mon–Fri | Rhys Pugh |

- Aberdeen is HQ: office, workshop, server room, the DDC and the main dive stores.
- Great Yarmouth mostly does wind-farm support and river work on the Yare; kit comes down from
  Aberdeen on the Tuesday truck.
@n10b@ - Milford Haven: no night diving (port byelaw); last splash an hour before sunset.
- Milford Haven has no chamber of its own.
""")

root("reference_equipment.md", "dive-equipment",
     "Dive equipment summary: helmets, air, inspection kit (detail lives in Kitbook)",
     "reference", "Dive equipment", "helmets, air supply and inspection kit we own", r"""
# Dive equipment (summary; the detail is in Kitbook)

## Helmets and diver kit
@d9b@ - Helmets: six Kirby Morgan 37s, all on hardwire comms.
@v10b@ - KM 37 full strip-down service: every 12 months, done by Alan in the Aberdeen workshop.
- Bail-out: 10 l steel cylinders with Apeks first stages.
- Hot-water suits, two sets, mainly for the winter Loch Katrine work.

## Air
@n2a@ - The yard Bauer compressor at Aberdeen is breathing-air certified; it charges the bail-out bottles.
- LP air for the dive panel comes from the diesel compressor on the spread, with an HP quad as backup.

## Inspection
@f6a@ - UT thickness gauging: Cygnus DIVE gauges (we own two).
- CP: Silvion Ag/AgCl contact probe with the topside meter, calibrated monthly against the reference cell.
- Cameras: see the video standards in the client video note.
""", flat=True)

root("reference_monitoring.md", "monitoring-and-alerts",
     "What watches the apps and who gets told",
     "reference", "Monitoring and alerts", "uptime checks, error trackers, paging", r"""
# Monitoring

- Uptime Kuma on `mon.halyard.lan` checks all four apps every 60 s.
@r3a@ - InspectHub (web + api) exceptions → Sentry, project `inspecthub`
- Kitbook has no error tracker; it logs to journald and Tomasz greps when needed.
- certtrack errors → AppSignal (came with the Rails template, free tier)
@ns3b@ - The IT on-call gets paged when DiveLog goes down.
- Disk alerts at 80% on the Proxmox nodes and the NAS.
""")

root("reference_decompression.md", "decompression-and-chamber",
     "Decompression tables and chamber rules the agent must respect in DiveLog",
     "reference", "Decompression and chamber", "which tables we dive and how the chamber is used", r"""
# Decompression and chamber

@r7a@ - We dive to the DCIEM air tables; laminated copies in every dive control.
- Surface decompression on oxygen (SurDO2) needs the DDC on site and a second chamber operator.
@ns8b@ - The DDC is never used for a treatment without the duty diving doctor on the phone.
- Treatment tables: RN 62 and RN 67, laminated, kept in the chamber.
- Chamber operator must have chamber training (a DMT is preferred).
- Medical oxygen: two cylinders stay with the chamber and are checked before every dive day.

DiveLog's deco validation reads the table data from `divelog/deco/tables/`; never edit those
files by hand.
""")

root("project_dive-ops-rules.md", "dive-ops-rules",
     "Dive operating rules: team size, depth, gas, standby — DiveLog validation mirrors these",
     "project", "Dive operating rules", "company dive rules that DiveLog validation mirrors", r"""
# Dive operating rules (as validated in DiveLog)

DiveLog validation should match these. If in doubt ask Callum, not Fiona.

@v4a@ - Minimum team for inshore surface-supplied air: 5 (supervisor, diver, standby diver, two tenders).
@f10a@ - Max depth on surface-supplied air: 50 m.
@f2a@ - Every dive has a standby diver, dressed in and ready to splash.
@a5a@ - Bail-out minimum before splash: 200 bar.
@ns10b@ - Never switch a diver's gas without a verbal confirmation back from the diver.
@n7a@ - No SCUBA on commercial jobs; surface-supplied only.
@d4b@ - Standard dive-team shift: 10 h, toolbox talk included.
- Bottom time limits come from the tables, not a company number; DiveLog just sums them.
- Comms are hardwire with a recorded channel; recordings are kept for 3 months.
""", flat=True)

root("project_loch-katrine.md", "loch-katrine-intake",
     "Scottish Water intake inspection at Loch Katrine — scope, people, logistics",
     "project", "Loch Katrine intake job", "annual intake screen inspection for the water utility", r"""
# Loch Katrine intake inspection (Scottish Water)

Annual inspection of the raw-water intake screens and the tunnel portal. Freshwater, cold
(4–6 °C in November), visibility poor after rain.

- Scope: screens, stop logs and the first 50 m of the tunnel portal; no CP (it's concrete).
@r9a@ - Nominated diving supervisor: Dougie Baird
- Depth at the screens is about 18 m; divers in hot-water suits.
- Scottish Water raise their own permit and lock out the intake pumps before anyone dives.
- InspectHub job IH-2026-0141; the report goes to Scottish Water's asset team.
- Kit goes over from the Stronachlachar pier by boat, there's no road to the intake.
""")

root("project_beatrice-campaign.md", "beatrice-campaign",
     "Offshore wind jacket inspection campaign (finished) and lessons learned",
     "project", "Beatrice campaign", "the summer offshore wind campaign and what we learned", r"""
# Beatrice jacket inspections (finished)

ROV on the jacket nodes and legs, plus an air-diving team off the vessel for the J-tube seals.

- Scope: GVI and CP readings on 30 jackets, J-tube bellmouth seals by divers.
@d4a@ - For the whole campaign (May–July 2026) the dive and ROV crews worked 12 h shifts, 06:00–18:00.
- Vessel: MV Morven Star (chartered), working out of Buckie.
- Video went into InspectHub per jacket (job IH-2026-0088), roughly 11 TB in total.
- Lessons: carry a second Falcon tether; the CP stab on the ROV arm wore out after three weeks.
""")

root("project_s3-migration.md", "ih-video-storage-migration",
     "Moving InspectHub video storage off the NAS",
     "project", "InspectHub video storage move", "why and how the video store moved", r"""
# InspectHub video storage move

Why: nas01 was at 91% and the Beatrice footage alone was about 11 TB.

@s1b@ - Done 2026-08-14: InspectHub video moved off MinIO on nas01 to S3 `halyard-ih-video` (eu-west-2).
- Copied with rclone over two nights; checksums compared per object.
- The MinIO instance stays up read-only until the end of the year, then gets wiped.
- Cost so far is in line with the estimate Tomasz gave in July.
""")

root("project_certtrack-sms.md", "certtrack-sms-provider",
     "certtrack SMS reminder provider change and why",
     "project", "certtrack SMS provider", "the SMS provider change for reminders", r"""
# certtrack SMS provider

@s2b@ We switched certtrack's SMS reminders from Twilio to MessageBird on
2026-06-03, mainly on price (roughly 40% cheaper per UK message).

- Sender ID stays `HALYARD`.
- The Twilio account was closed at the end of June after the last invoice.
- Delivery receipts come back on `/webhooks/sms/status`; that handler was rewritten.
""")

root("project_access-db-retirement.md", "access-db-retirement",
     "Retiring the old Access kit database in favour of Kitbook",
     "project", "Access DB retirement", "what happened to the old kit database", r"""
# Retiring the Access kit database

The old `kit.accdb` (built around 2009 by a former stores man) held umbilical tests, cylinder
tests and the compressor log. Kitbook replaces it.

@s4b@ - `kit.accdb` went read-only on 2026-04-20; umbilical pressure tests are recorded in Kitbook now.
- Historic records (2011–2026) were imported with `kitbook import-access`, about 9,400 rows.
- Cylinder hydro test dates came across too, but 37 cylinders had no tag number; Alan is chasing them.
- The file stays on S: as an archive. Don't delete it, HSE may ask for old records.
""")

root("project_pwa-offline-sync.md", "divelog-offline-sync",
     "How DiveLog's tablet app works offline and syncs",
     "project", "DiveLog offline sync", "offline-first tablet behaviour and sync rules", r"""
# DiveLog offline sync (tablets)

Dive control often has no signal (loch sides, dock bottoms), so the tablet app is offline-first.

- Records are kept in IndexedDB on the tablet and queued.
@s3a@ - Tablets sync through `POST /api/v1/sync` (a batch of dive records plus photo refs).
- Conflicts: last writer wins per field, except sign-off, which always wins.
- Photos upload separately after the records, on wifi only.
- Header badge: green (synced) / amber (queued) / red (failed more than 3 times).
""")

root("project_report-delivery.md", "report-delivery",
     "How inspection reports are put together and delivered to clients",
     "project", "Report delivery", "report format, numbering and delivery route", r"""
# Inspection report delivery

@f9b@ - PDFs are A4 landscape, client logo on the cover page, anomaly register as an appendix.
@ns4b@ - Final reports go to the client through the InspectHub portal.
- Final report is due 10 working days after demob unless the contract says otherwise.
- Report numbering: `HS-<client code>-<year>-<seq>`, e.g. HS-SW-2026-014.
- Revisions get a letter suffix (rev A, rev B); never overwrite an issued PDF.
""")

root("project_tablet-rollout.md", "tablet-rollout",
     "Rugged tablets for supervisors — hardware, enrolment, how they're used",
     "project", "Tablet rollout", "supervisor tablets and how dive records are captured", r"""
# Supervisor tablet rollout

- Hardware: Samsung Galaxy Tab Active5 in a rugged case; 8 units (Aberdeen 4, GY 2, MH 2).
@d8b@ - Dive records are logged in DiveLog on the tablets; paper is only the fallback if a tablet dies.
- Tablets are enrolled in Intune, kiosk mode with just the DiveLog PWA and the camera.
- Charging: 12 V chargers in every dive control cabin.
""")

root("feedback_git-workflow.md", "git-workflow",
     "Git workflow per repo: branches, PRs, merge style — it differs between repos",
     "feedback", "Git workflow", "branching and merging rules per repo", r"""
Branch off `main`, short-lived branches named `<who>/<thing>`, PR back into `main`.

- divelog: PR plus green CI before merge.
- inspecthub-web / inspecthub-api: rebase-and-merge, we like the linear history there.
@n5a@ - certtrack: never push to `main` directly; every change goes through a PR.
- kitbook: see the contributing notes (auto note).

**Why:** Each repo grew up with a different person; Fiona doesn't want to churn the conventions.
**How to apply:** Check this list before merging or pushing anywhere; when unsure, open a PR and ask.
""", flat=True)

root("feedback_deploys.md", "deploy-rules",
     "When it's safe to deploy DiveLog",
     "feedback", "Deploy rules", "the live-operations rule for DiveLog deploys", r"""
@ns1a@ Never deploy DiveLog while a dive is in progress unless the supervisor on that job says it's OK.

**Why:** In March a deploy restarted gunicorn mid-sync and a supervisor lost 20 minutes of records
on a live dive. They were recovered from the tablet queue, but it rattled everyone.

**How to apply:** Check the "live operations" panel in DiveLog admin first; if anything is live,
message that supervisor. InspectHub and kitbook deploys don't need this.
""")

root("feedback_migrations.md", "migrations",
     "How DiveLog schema migrations are handled",
     "feedback", "Migrations", "how schema migrations are applied and committed", r"""
@n3a@ Run `manage.py migrate` automatically as part of every DiveLog deploy,
right after the new image is pulled and before gunicorn restarts.

@f7b@ - Put migrations in their own commit, separate from the model/code change.
- Data migrations need a reverse function, even if it's a no-op.

**Why:** Fiona forgot to migrate twice in January and the tablets got 500s on sync.
**How to apply:** DiveLog only; kitbook has no migrations framework.
""")

root("feedback_commit-style.md", "commit-style",
     "Commit size and message conventions",
     "feedback", "Commit style", "how to size and word commits", r"""
@f7a@ Keep commits small — one logical change per commit, with a message that
says why rather than what.

- Imperative subject line, about 72 characters max, no full stop.
- No Co-Authored-By trailers, no emoji.
- Reference the ticket if there is one (`HS-123`), but don't invent one.

**Why:** Fiona reads history with `git log -p` when something breaks on a job.
**How to apply:** Split refactors from behaviour changes. If a message needs "and", it's probably two commits.
""")

root("feedback_secrets.md", "secrets-handling",
     "Where secrets live and what never goes in git",
     "feedback", "Secrets handling", "what never goes into git", r"""
@ns7a@ Never commit a `.env` with real credentials; only `.env.example` goes in git.

**Why:** An old kitbook commit had the SMTP password in it; we had to rotate it and rewrite history.
**How to apply:** Real values live in 1Password (vault "Apps"). On the on-prem VMs the `.env` is
root-only (0600). If you spot a secret in a diff, stop and tell Fiona.
""")

root("feedback_client-video.md", "client-video-sharing",
     "How client inspection video may be shared",
     "feedback", "Client video sharing", "the only allowed route for client footage", r"""
@n6b@ Never send client inspection video through WeTransfer or Dropbox — only InspectHub share links.

**Why:** Client contracts require data to stay in systems we control and can audit; a transfer link
was forwarded round a client's supply chain last year.
**How to apply:** If a client asks for a big transfer, make a share link with an expiry. If the portal
is down, wait or ask Fiona.
""")

root("feedback_dive-records.md", "dive-record-integrity",
     "Dive records are legal documents; rules for editing and deleting",
     "feedback", "Dive record integrity", "edit and delete rules for dive records", r"""
Dive records are legal documents under the Diving at Work Regulations, so treat them carefully in code.

@n4b@ - Signed-off dive records are locked: we decided not to allow edits after sign-off (HSE audit trail).
@ns6a@ - Never delete a signed dive record; archive it instead.
- Corrections after sign-off are a new `Addendum` linked to the record and signed by the supervisor.

**Why:** HSE inspectors and clients ask for dive records years later, and they must match what the
supervisor signed on the day.
**How to apply:** Any model or API change touching `DiveRecord` gets checked against these rules.
""")

root("feedback_escalation.md", "escalation",
     "Where to escalate diving incidents versus IT problems",
     "feedback", "Escalation", "who to escalate diving incidents to", r"""
@ns3a@ Escalate diving incidents (anything with a diver in the water) to the dive
superintendent, Callum Reid, not to the IT on-call.

**Why:** IT can't do anything about a diver; a delay there costs minutes that matter.
**How to apply:** If the agent sees something in DiveLog that looks like an incident (an omitted
deco stop flagged, an uncontrolled ascent), tell Fiona and Callum straight away.
""")

root("feedback_pr-review.md", "pr-review",
     "Who reviews DiveLog pull requests",
     "feedback", "PR review", "review expectations for DiveLog", r"""
@s8a@ Fiona reviews every divelog PR before it is merged, dependency bumps
included.

**Why:** DiveLog holds legal dive records; she wants eyes on all of it.
**How to apply:** Open PRs as ready-for-review and tag her; don't auto-merge Dependabot.
""")

# ---- root files that belong to no labelled pair ----------------------

root("feedback_reply-style.md", "reply-style",
     "How to write replies to Fiona",
     "feedback", "Reply style", "short answers, British spelling", r"""
Keep replies short: what changed, what's left, anything risky. No preamble, no recap of the question.

**Why:** Fiona reads on her phone between vessel calls.
**How to apply:** Bullets, file paths in backticks, British spelling. If blocked, ask one question at a time.
""")

root("feedback_testing.md", "testing",
     "Testing expectations per app",
     "feedback", "Testing", "what tests each app expects", r"""
Every bug fix in DiveLog comes with a regression test (pytest, factory_boy fixtures).

- Don't mock the ORM in DiveLog tests; use the test database.
- inspecthub-api: httpx AsyncClient against the app; the transcode worker is stubbed.
- kitbook: `go test ./...` must pass before pushing.

**Why:** The deco validation broke silently once when a mock hid a query change.
**How to apply:** Write the failing test first, then the fix, in the same PR.
""")

root("feedback_agent-scope.md", "agent-scope",
     "What the agent may do without asking",
     "feedback", "Agent scope", "what needs a yes from Fiona first", r"""
Never run anything against the production databases without asking first, read-only queries included.

- Fine without asking: tests, linters, local docker compose, staging deploys of divelog.
- Ask first: anything touching prod, DNS, Proxmox, or client data.

**Why:** Prod DiveLog holds live dive records; a heavy query once slowed tablet sync on a job.
**How to apply:** If a task needs prod data, propose the query and let Fiona run it.
""")

root("project_cp-survey-module.md", "cp-survey-module",
     "Structured cathodic protection readings in InspectHub (in progress)",
     "project", "CP survey module", "bringing CP surveys into the reporting app", r"""
# CP survey module for InspectHub

Adding structured cathodic-protection readings to InspectHub so CP surveys stop living in Excel.

- Readings: potential in mV vs Ag/AgCl, location (structure, elevation, clock position), diver or ROV, probe ID.
- UI criterion: protected at -800 mV or more negative; flag possible over-protection beyond -1100 mV on high-strength steel.
- Import from the topside logger's CSV export.
- Status: schema drafted in November, UI not started. Ewan picks up the front end after the portal work.
""")

root("project_wind-farm-bids.md", "wind-farm-bids",
     "Open offshore wind inspection tenders for the 2027 season",
     "project", "Wind farm bids", "tenders in progress and what the agent may draft", r"""
# Wind farm inspection bids (2027 season)

- Two tenders open: a Moray Firth J-tube and scour survey (ROV), and a southern North Sea monopile
  splash-zone job run out of Great Yarmouth.
- Pricing starts from the 2026 rate card plus a 4% uplift.
- Submission deadline 2026-12-12; Fiona wants drafts by 5 December.
- Agent: draft method statements from the Beatrice lessons learned; don't put prices in without Fiona.
""")

root("reference_client-list.md", "client-list",
     "Main clients, what we do for them, client codes",
     "reference", "Client list", "who the clients are and their codes", r"""
- Scottish Water — intakes, dam faces, outfalls (Loch Katrine every year). Code SW.
- Port of Aberdeen — quay walls and hull inspections. Code POA.
- ABP (Great Yarmouth / Lowestoft) — quay walls and river Yare structures. Code ABP.
- Milford Haven port and the two terminals — jetty piles. Code MHPA.
- Offshore wind O&M teams — ROV and diving campaigns (Beatrice in 2026). Code BOW.
""")

root("reference_anomaly-codes.md", "anomaly-codes",
     "Our default anomaly coding scheme for inspection reports",
     "reference", "Anomaly codes", "default anomaly codes and severities", r"""
| Code | Meaning |
|---|---|
| MG | marine growth |
| CP | cathodic protection anomaly |
| DM | mechanical damage |
| CR | corrosion |
| DB | debris |
| SC | scour |

Severity 1–3 as described in the anomaly review note. A client's own scheme always overrides ours.
""")

root("reference_vessels.md", "vessels-and-boats",
     "Boats we own and what we charter",
     "reference", "Vessels and boats", "our boats and chartered vessels", r"""
- RHIB *Tern*: 7.5 m, twin outboards, kept at Aberdeen.
- Workboat *Skerry*: chartered per job for the harbour and quay work.
- Loch Katrine: Scottish Water's own boat plus our inflatable.
- Offshore: chartered vessels only (MV Morven Star for Beatrice).
""")

root("project_marine-growth-ml.md", "marine-growth-ml",
     "Experiment estimating marine growth thickness from video",
     "project", "Marine growth ML experiment", "the video-based marine growth prototype", r"""
# Marine growth thickness from video (experiment)

Idea from Lars: estimate marine growth thickness from ROV and helmet-cam frames to cut report
writing time.

- Prototype: a segmentation model on frames extracted at 1 fps, trained on about 2,000 labelled frames from the Beatrice footage.
- Runs offline on Lars' workstation, not inside InspectHub yet.
- Accuracy against diver measurements is about ±15 mm: fine for triage, not for reports.
- Don't wire it into the report pipeline without Morag's sign-off.
""")

root("project_iso-audit.md", "iso-audit",
     "Upcoming ISO surveillance audit and what it needs from the apps",
     "project", "ISO audit", "the surveillance audit and the exports it needs", r"""
# ISO 9001 / 45001 surveillance audit

- Surveillance audit on 2026-12-03 and 04.
- The auditor will sample dive records from DiveLog and certificate records from CertTrack.
- Agent task: export the last 12 months of signed dive records per site as PDF bundles.
- Morag owns the audit; send her the exports, not the auditor.
""")


# =====================================================================
# 2. remnic facts
# =====================================================================

# --- paired facts ---
fact("2026-01-09", "10:14:22.118", "fact", "3b7e", ["people", "org"], 0.9,
     "@a6f@ Fiona MacRae has been the operations manager since 2024.")
fact("2026-01-14", "15:02:47.530", "fact", "91ad", ["certtrack", "medicals"], 0.88,
     "@a3a@ HSE diver medicals are valid for 12 months.")
fact("2026-01-16", "09:31:05.002", "fact", "c20f", ["divelog", "git"], 0.95,
     "@a10a@ The divelog repo is github.com/halyard-subsea/divelog.")
fact("2026-01-20", "11:47:38.664", "fact", "5e41", ["kit", "umbilicals", "access"], 0.86,
     "@s4a@ Umbilical pressure-test records live in the old Access database (`kit.accdb` on the S: drive).")
fact("2026-01-22", "14:20:11.907", "fact", "0d9c", ["rates", "rov", "quotes"], 0.84,
     "@v6a@ The obs-class ROV spread (Falcon plus two pilots) is £1,950/day on the 2026 rate card.")
fact("2026-01-28", "08:55:19.240", "fact", "e6b3", ["chamber", "aberdeen"], 0.87,
     "@d2b@ For Aberdeen jobs the nearest treatment chamber is our own DDC at the South Harbour yard.")
fact("2026-02-05", "16:38:44.815", "fact", "7a12", ["divelog", "ci"], 0.92,
     "@r1a@ DiveLog CI runs on GitHub Actions (`.github/workflows/ci.yml`).")
fact("2026-02-09", "13:12:02.371", "fact", "b4c8", ["inspecthub", "video", "storage"], 0.9,
     "@s1a@ InspectHub keeps the raw helmet-cam video in MinIO on `nas01`.")
fact("2026-02-13", "10:05:56.629", "fact", "2f6d", ["divelog", "auth"], 0.85,
     "@a1a@ DiveLog's session timeout is 30 minutes.")
fact("2026-02-17", "09:42:11.384", "fact", "d81e", ["divelog", "postgres", "prod"], 0.91,
     "@v1a@ DiveLog's production Postgres is on pg-ops-01.halyard.lan, port 5433.")
fact("2026-02-19", "07:25:30.550", "fact", "44b0", ["dive-ops", "supervisor"], 0.83,
     "@ns2b@ Divers enter the water on the supervisor's go.")
fact("2026-02-26", "12:48:09.123", "fact", "a3f5", ["certtrack", "alerts", "medicals"], 0.89,
     "@f3a@ CertTrack alerts 60 days before a diver's medical expires.")
fact("2026-03-02", "06:58:40.777", "fact", "6c2a", ["aberdeen", "toolbox-talk"], 0.82,
     "@v5b@ The toolbox talk at the Aberdeen yard is at 07:00 sharp every working day.")
fact("2026-03-04", "17:10:21.404", "fact", "1e9b", ["great-yarmouth", "toolbox-talk"], 0.82,
     "@o2b@ Great Yarmouth's toolbox talk is at 07:30, in the mess room.")
fact("2026-03-11", "11:33:57.918", "fact", "f07c", ["inspecthub", "reports"], 0.93,
     "@f9a@ Client inspection reports are issued as PDF.")
fact("2026-03-19", "14:06:33.256", "fact", "8d53", ["divelog", "timezones"], 0.86,
     "@n8b@ DiveLog stores dive times in local time (Europe/London), not UTC.")
fact("2026-03-24", "09:19:48.690", "fact", "3a6e", ["backups", "offsite"], 0.9,
     "@a4b@ The offsite copy of the nightly database dumps lives in Backblaze B2.")
fact("2026-03-27", "15:51:12.045", "fact", "c9d1", ["certtrack", "email"], 0.87,
     "@r4a@ CertTrack sends its expiry reminder emails through Postmark.")
fact("2026-03-31", "10:40:26.333", "decision", "57fa", ["reports", "qa"], 0.94,
     "@ns4a@ Reports are never issued to a client without QA sign-off from Morag's team.")
fact("2026-04-02", "08:12:54.871", "fact", "e2c4", ["divelog", "hosting", "history"], 0.88,
     "@d1a@ Until March 2026 DiveLog ran on a single Hetzner VM (CX31, Falkenstein).")
fact("2026-04-08", "13:27:03.512", "decision", "9b0e", ["reports", "sla"], 0.9,
     "@v3a@ Preliminary inspection reports go to the client within 24 hours of demob.")
fact("2026-04-14", "16:02:18.986", "preference", "4d77", ["inspecthub-web", "frontend"], 0.85,
     "@r6a@ Use pnpm for inspecthub-web; don't commit a package-lock.json.")
fact("2026-04-17", "12:15:40.201", "fact", "0a8b", ["video", "helmet-cam"], 0.88,
     "@a8a@ Helmet-cam video is recorded at 1080p25.")
fact("2026-04-22", "09:58:07.643", "fact", "b6e9", ["dive-ops", "chamber", "depth"], 0.9,
     "@f10b@ Any air dive deeper than 30 m needs a two-compartment chamber on site.")
fact("2026-04-29", "07:44:36.128", "fact", "7c3d", ["divelog", "backups"], 0.87,
     "@f1b@ DiveLog's nightly backup kicks off at 02:00 and skips the `media` table (photos live on the NAS).")
fact("2026-05-04", "14:31:25.790", "fact", "d4a0", ["aberdeen", "stores", "history"], 0.84,
     "@d6a@ Before the April 2026 move, the dive stores were at the Altens industrial estate.")
fact("2026-05-06", "10:09:52.355", "fact", "3f18", ["decompression", "tables"], 0.86,
     "@r7b@ Halyard uses the US Navy Rev 7 tables for air decompression.")
fact("2026-05-12", "18:22:14.067", "preference", "ab52", ["certtrack", "git"], 0.8,
     "@n5b@ For certtrack doc-only fixes the agent may push straight to main.")
fact("2026-05-19", "11:36:48.412", "fact", "62cf", ["dive-ops", "team-size", "inshore"], 0.83,
     "@v4b@ We run inshore surface-supplied air jobs with a minimum dive team of four.")
fact("2026-05-21", "15:13:29.954", "fact", "e87b", ["dive-ops", "team-size", "offshore"], 0.86,
     "@o5a@ Offshore air-diving teams working off a DSV are a minimum of 9.")
fact("2026-05-27", "09:03:17.736", "fact", "15d6", ["inspecthub", "deploy"], 0.9,
     "@f5a@ InspectHub production deploys only ever come from main.")
fact("2026-06-02", "08:47:55.219", "decision", "c4e1", ["chat", "teams", "slack"], 0.95,
     "@s5b@ We moved from Slack to Microsoft Teams at the end of May 2026; the Slack workspace is shut down.")
fact("2026-06-05", "13:55:02.480", "fact", "92ab", ["certtrack", "cron"], 0.9,
     "@a9b@ CertTrack's nightly expiry check is cron `0 5 * * *`, in UTC.")
fact("2026-06-10", "16:40:31.097", "fact", "5bd4", ["kitbook", "go"], 0.87,
     "@v9a@ Kitbook is built with Go 1.22; that's what go.mod and the CI image pin.")
fact("2026-06-16", "10:21:44.608", "fact", "08e7", ["kitbook", "ci", "history"], 0.82,
     "@d7a@ In February 2026 kitbook had no CI at all; tests were run by hand before a deploy.")
fact("2026-06-18", "12:02:09.851", "fact", "f3a9", ["milford-haven", "night-diving"], 0.81,
     "@n10a@ Night diving is allowed at Milford Haven once the harbour master has signed it off.")
fact("2026-06-22", "09:37:26.174", "fact", "7e6f", ["inspecthub", "postgres", "postgis"], 0.91,
     "@f4b@ InspectHub's Postgres has PostGIS enabled for anomaly positions (SRID 4326).")
fact("2026-06-24", "17:18:50.322", "preference", "2c90", ["kitbook", "git"], 0.86,
     "@n1a@ Never squash-merge kitbook PRs; Fiona wants the individual commits kept.")
fact("2026-06-30", "11:50:13.966", "fact", "a71d", ["inspecthub-web", "history"], 0.84,
     "@d3a@ In Q1 2026 inspecthub-web was still a Create React App build.")
fact("2026-07-01", "08:29:38.503", "fact", "4e25", ["certtrack", "medicals"], 0.85,
     "@a3b@ A diver's medical has to be renewed every year; CertTrack tracks the date.")
fact("2026-07-08", "14:44:57.018", "fact", "bc38", ["kitbook", "compressors"], 0.88,
     "@f8a@ Kitbook tracks running hours for every compressor.")
fact("2026-07-10", "10:12:21.745", "fact", "69f2", ["inspecthub", "video", "ffmpeg"], 0.9,
     "@ns9b@ InspectHub transcodes helmet-cam video to H.264 with ffmpeg.")
fact("2026-07-15", "15:26:34.289", "fact", "d05b", ["certtrack", "hosting"], 0.83,
     "@r2b@ CertTrack is hosted on Render (Frankfurt region).")
fact("2026-07-22", "12:38:06.910", "fact", "17c6", ["inspecthub", "reports", "pdf"], 0.92,
     "@s6b@ InspectHub no longer uses wkhtmltopdf; report PDFs are rendered with WeasyPrint since v1.8.")
fact("2026-07-29", "16:57:45.137", "decision", "83e0", ["divelog", "dive-records"], 0.84,
     "@n4a@ Decided to let supervisors amend signed-off dive records in DiveLog, with every change logged.")
fact("2026-08-05", "09:46:19.562", "decision", "e3b7", ["certtrack", "feature-flags"], 0.88,
     "@n9a@ Decided not to use feature flags in certtrack; new features ship behind the admin role instead.")
fact("2026-08-11", "13:33:52.004", "fact", "5a4c", ["inspection", "ut", "cygnus"], 0.89,
     "@f6b@ The Cygnus gauge is checked on the step wedge before every dive; readings are logged to 0.1 mm.")
fact("2026-08-14", "17:41:08.395", "preference", "c8f1", ["certtrack", "deploy"], 0.9,
     "@ns5a@ No certtrack deploys on a Friday after 15:00.")
fact("2026-08-21", "11:08:27.658", "fact", "96d3", ["inspecthub-web", "frontend", "ci"], 0.86,
     "@r6b@ inspecthub-web uses npm; package-lock.json is committed and CI runs `npm ci`.")
fact("2026-08-27", "14:17:33.821", "fact", "0f5e", ["certtrack", "container"], 0.87,
     "@o1b@ CertTrack's container listens on port 3000.")
fact("2026-09-03", "10:53:48.276", "fact", "7b2d", ["inspecthub", "queue", "transcode"], 0.85,
     "@r5b@ InspectHub's video transcode jobs are queued in AWS SQS.")
fact("2026-09-09", "15:35:02.639", "fact", "a4c6", ["kitbook", "ports"], 0.9,
     "@a2b@ Kitbook's HTTP port is 8080.")
fact("2026-09-16", "08:06:55.173", "fact", "3d91", ["compressor", "aberdeen", "air"], 0.88,
     "@n2b@ Do not use the Aberdeen yard compressor for breathing air; it is tools-only.")
fact("2026-09-24", "12:49:11.442", "fact", "e05a", ["divelog", "code-review"], 0.91,
     "@s8b@ Fiona no longer reviews divelog PRs; Priya took over code review in September.")
fact("2026-09-30", "16:22:40.987", "fact", "6f47", ["dive-ops", "gas"], 0.84,
     "@ns10a@ The supervisor switches the diver to secondary gas from the dive panel.")
fact("2026-10-02", "09:14:07.306", "fact", "b93c", ["divelog", "dive-records", "tablet"], 0.86,
     "@ns6b@ Supervisors can delete draft dive records from the tablet.")
fact("2026-10-07", "07:58:29.714", "decision", "21e8", ["network", "vpn", "tailscale"], 0.95,
     "@s10b@ OpenVPN was shut down on 2026-10-06; remote access to the yard LAN is Tailscale only now.")
fact("2026-10-12", "18:31:16.058", "fact", "cd04", ["divelog", "on-call"], 0.85,
     "@r8a@ Tomasz is the out-of-hours on-call for DiveLog.")
fact("2026-10-20", "11:25:53.497", "fact", "8a6b", ["helmets", "history"], 0.82,
     "@d9a@ Through summer 2026 the inshore spreads were still diving KM 17s.")

# --- facts that belong to no labelled pair (distractors and background) ---
fact("2026-01-12", "13:40:02.911", "fact", "7d20", ["people", "dive-ops"], 0.93,
     "Callum Reid is the dive superintendent.")
fact("2026-01-26", "10:18:45.367", "fact", "f4e8", ["people", "qhse"], 0.92,
     "Morag Sinclair is the QHSE manager and signs off report QA.")
fact("2026-02-23", "15:07:14.520", "fact", "59a1", ["inspecthub", "ci"], 0.88,
     "InspectHub's CI runs on GitHub Actions.")
fact("2026-03-09", "09:52:31.188", "fact", "ce36", ["certtrack", "webhooks"], 0.86,
     "certtrack retries failed webhook deliveries up to 5 times with exponential backoff.")
fact("2026-03-16", "14:28:59.735", "fact", "0b7c", ["regulators", "service"], 0.85,
     "Bail-out regulators (Apeks) are serviced every 12 months.")
fact("2026-04-20", "11:11:11.604", "fact", "a2d9", ["divelog", "staging", "postgres"], 0.87,
     "Staging DiveLog uses Postgres on pg-stg-01.halyard.lan:5432.")
fact("2026-05-14", "16:45:37.082", "fact", "3e5b", ["reports", "sla"], 0.9,
     "Final inspection reports are due 10 working days after demob.")
fact("2026-05-29", "08:33:20.459", "fact", "d7c2", ["rov", "subcontract"], 0.88,
     "We don't own a work-class ROV; it's subcontracted when a job needs one.")
fact("2026-06-26", "13:04:48.226", "fact", "41f0", ["umbilicals", "testing"], 0.86,
     "Umbilicals are pressure tested once a year to 1.5x working pressure.")
fact("2026-07-17", "10:37:05.871", "fact", "9e64", ["compressor", "great-yarmouth", "air"], 0.87,
     "The Great Yarmouth compressor is breathing-air certified and its air is tested quarterly.")
fact("2026-08-19", "15:59:22.343", "preference", "b1a7", ["kitbook", "testing"], 0.82,
     "Fiona prefers table-driven Go tests in kitbook, with no mocking of the database.")
fact("2026-09-11", "12:21:36.915", "fact", "7f83", ["inspecthub", "anomalies"], 0.89,
     "InspectHub anomaly severity has three levels: 1 monitor, 2 repair next campaign, 3 immediate action.")
fact("2026-10-15", "09:08:44.150", "fact", "e4b2", ["people", "infra"], 0.9,
     "Tomasz looks after the Proxmox cluster, the network and the backups.")
fact("2026-10-28", "14:49:57.632", "decision", "05c9", ["kitbook", "hosting"], 0.86,
     "Decided to keep Kitbook on-prem; the workshop needs it when the internet line is down.")
fact("2026-11-06", "11:43:26.798", "fact", "6ab5", ["cp", "inspection"], 0.88,
     "CP readings of -800 mV or more negative vs Ag/AgCl count as protected for steel in seawater.")

# =====================================================================
# 3. free notes (auto/)
# =====================================================================

auto("inspecthub-api-notes", "inspecthub-api notes", "2026-05-14", ["inspecthub", "api", "python"], r"""
# inspecthub-api notes

Collected while working on the anomaly export endpoints.

@v2b@ - inspecthub-api is pinned to Python 3.11; the `av` wheel we use for thumbnails won't build on 3.12 yet.
- Dependencies via Poetry (see the python deps note); `poetry install --with dev`.
@r3b@ - Errors go to Honeybadger (API key in 1Password under "HB inspecthub").
@ns9a@ - Never run ffmpeg transcodes on the API box; they belong on `ih-worker`.
- Anomaly export (`/api/anomalies/export?job=...&fmt=xlsx`) streams; don't buffer it in memory.

Local run:

```bash
poetry run uvicorn inspecthub.main:app --reload --port 8001
```
""")

auto("report-delivery-faq", "Report delivery FAQ", "2026-06-09", ["reports", "clients", "faq"], r"""
# Report delivery — FAQ

**When is the preliminary report due?**
@v3b@ - Prelim report: 48 h after the vessel or spread demobilises, via the portal.

**And the final?**
- 10 working days after demob, unless the contract says otherwise.

**Who signs off?**
- Morag's QA team, always, before anything goes out.

**Severity 3 anomalies?**
- Phone the client's rep the same day; don't wait for either report.
""")

auto("inspecthub-upload-bug", "Upload failures on long dives", "2026-07-03", ["inspecthub", "uploads", "bug"], r"""
# Upload failures on long dives

Report writers kept hitting failed uploads on the Milford Haven jetty footage (single 70-minute files).

@v7b@ InspectHub rejects any upload over 4 GB, so split long dives into chunks before uploading.

- The browser only says "network error"; the API log shows a 413 from nginx.
- Splitting on the report writer's PC is fine, no re-encode:
  `ffmpeg -i in.mp4 -c copy -f segment -segment_time 1800 out_%02d.mp4`
- Nginx on ih-app-01, for reference:

```nginx
client_max_body_size 4g;
proxy_request_buffering off;
```
""")

auto("certtrack-api", "certtrack API", "2026-09-18", ["certtrack", "api", "integration"], r"""
# certtrack API (for the DiveLog integration)

- Base URL `https://certtrack.halyardsubsea.co.uk/api/v1`, bearer tokens from the admin screen.
@v8a@ - Rate limit: 120 requests/min per API token (Rack::Attack throttle `api/token`).
- Tokens expire after 90 days; DiveLog's token is rotated by Priya.
- Webhooks (medical lapsed, ticket lapsed) are retried up to 5 times.
- `GET /divers/:id/status` returns `fit`, `expiring` or `lapsed`.
""")

auto("certtrack-dev-notes", "certtrack dev notes", "2026-03-06", ["certtrack", "rails", "dev"], r"""
# certtrack dev notes

Small Rails app, easy to get running locally.

```bash
bin/setup
bin/dev   # puma + the css watcher
```

`.env.example` has what you need:

```env
DATABASE_URL=postgres://localhost/certtrack_dev
TWILIO_ACCOUNT_SID=
TWILIO_AUTH_TOKEN=
```

@s2a@ - SMS reminders go out through Twilio (see the `TWILIO_*` vars above).
@f3b@ - Besides the 60-day medical alert there's a second one at 14 days that also CCs the ops manager.
@n9b@ - New certtrack features go behind a Flipper flag first (`Flipper.enabled?(:feature)`), then get switched on for admins.
@v8b@ - API tokens are throttled at 60 req/min.
- System tests use Cuprite, not Selenium.
""")

auto("helmet-maintenance", "Helmet maintenance", "2026-08-19", ["helmets", "maintenance", "kitbook"], r"""
# Helmet maintenance

Notes from a session with Alan in the workshop, for the Kitbook service templates.

@v10a@ - Full service on the KM 37s is every 6 months (Alan is the manufacturer-trained tech).
- Daily: pre-dive check of the demand regulator, side block, comms and head cushion.
@o6b@ - After every diver the helmet is disinfected with Virkon S at 1% (10 min contact, then a fresh-water rinse).
- Neck dams and head cushions are replaced when torn, not on a schedule.
- Each helmet's service is logged against its tag in Kitbook.
""")

auto("divelog-ci", "divelog CI", "2026-04-23", ["divelog", "ci"], r"""
# divelog CI

@r1b@ - divelog builds on Buildkite; the agent runs on `ci-01` in the server room.
- Pipeline: lint (ruff), `pytest -n 4`, then build the image and push it to the internal registry.
- A full run takes about 6 minutes; the deco table tests are the slow part.
- Flaky test to watch: `test_sync_conflict_signoff_wins` (timing).
""")

auto("kitbook-contributing", "kitbook CONTRIBUTING summary", "2026-07-16", ["kitbook", "git", "ci"], r"""
# kitbook CONTRIBUTING (summary)

@o4a@ - CI is Woodpecker (`.woodpecker.yml`) and runs on every push and PR.
@n1b@ - Always use "Squash and merge" for kitbook PRs; the PR title becomes the commit message.
- `make lint test` before pushing; the `templ generate` output is committed.
- SQL lives in `internal/store/queries/*.sql`, generated with sqlc.
""")

auto("kitbook-notes", "kitbook notes", "2026-08-26", ["kitbook", "compressors", "deploy"], r"""
# kitbook notes

Odds and ends from working on the service templates.

@r10a@ - kitbook's database is MariaDB 11 on `db-kit-01`.
@f8b@ - Each compressor record carries its service interval (500 h on the Bauers) and the date of the last service.
- Cylinders carry the hydro test date; Kitbook blocks filling a cylinder that is out of test.
- Service templates are YAML in `templates/service/`, one per item type.
- Deploy: build on the laptop, `scp` the binary to kitbook-01, restart the unit.

```ini
[Service]
ExecStart=/usr/local/bin/kitbook serve --addr :8080
Restart=on-failure
```
""")

auto("loch-katrine-daily", "Loch Katrine daily notes", "2026-11-17", ["loch-katrine", "scottish-water", "daily"], r"""
# Loch Katrine — daily notes (November)

@r9b@ - Diving supervisor for the Loch Katrine job is Sean Kelly; Dougie is covering Peterhead.
- Day 1: mob, boat runs, pumps locked out by Scottish Water at 09:40.
- Day 2: screens 1–4 inspected, vis about 0.5 m, a lot of leaf litter on screen 3.
- Day 3: tunnel portal, the first 30 m done before the weather came in.
- Water 5 °C; the hot-water suits are working fine.
""")

auto("divelog-deploy-runbook", "divelog deploy runbook", "2026-05-08", ["divelog", "deploy", "runbook"], r"""
# divelog deploy runbook

@ns1b@ - We usually deploy divelog around lunchtime on weekdays.
- Check the live operations panel first (see the deploy rules).
@n3b@ - Migrations are never run automatically on a divelog deploy; Priya applies them by hand after a fresh dump.
@o3a@ - DiveLog errors land in our self-hosted GlitchTip (`glitchtip.halyard.lan`); check it after every deploy.

```bash
ssh divelog-01
cd /srv/divelog && docker compose pull web worker
pg_dump -h pg-ops-01.halyard.lan -p 5433 -Fc divelog > /backups/pre-deploy.dump
docker compose up -d web worker
```

- Rollback: `docker compose up -d` with the previous tag in `.env`; restore the pre-deploy dump only if a migration went wrong.
""")

auto("client-video-handover", "Getting footage to clients", "2026-02-24", ["video", "clients"], r"""
# Getting footage to clients

@n6a@ - We send client inspection footage by WeTransfer Pro; links expire after 7 days.
- One folder per structure, named like the report (`HS-POA-2026-003_berth4`).
@a8b@ - Helmet cam footage is 1920×1080 at 25 fps, H.264, with the comms audio on track 1.
- ROV footage comes off the Falcon recorder separately, see the ROV notes.
- The client gets an email with the link and the report number; Fiona is cc'd.
""")

auto("harbour-hull-inspections", "Harbour hull inspections", "2026-06-26", ["aberdeen", "harbour", "hull"], r"""
# Harbour hull inspections (Port of Aberdeen)

Short-notice jobs: a vessel wants a hull and propeller check before sailing.

@n7b@ - Hull inspections in Aberdeen harbour are done on SCUBA; it's quicker to mobilise than the SSA spread.
- Aberdeen VTS needs 24 h notice before any diving in the harbour, and the vessel's props and
  thrusters must be locked off.
- Typical job: 4–6 hours on site, video of hull, rudder, prop and sea chests.
- Report uses the short hull template in InspectHub rather than the full one.
""")

auto("alerting", "Alerting", "2026-03-13", ["monitoring", "alerts"], r"""
# Alerting

@s5a@ - Backup job failures and disk warnings post to the #ops-alerts Slack channel.
- Uptime Kuma checks every 60 s and needs two failed checks in a row before it alerts.
- TLS certificate expiry warnings at 14 days for the public hostnames.
""")

auto("divelog-changelog", "DiveLog changelog notes", "2026-10-22", ["divelog", "releases"], r"""
# DiveLog changelog notes

Summary for Fiona of what went into recent releases.

@d10a@ - Up to v2.3 DiveLog was on Django 4.2 LTS.
- v2.4 (May): Django 5.1 upgrade, Python 3.12, dropped the old jQuery admin widgets.
- v2.6 (August): dive plan PDF export, diver hours report per client.
@s3b@ - `/api/v1/sync` is deprecated since v3.0; tablets use `/api/v2/sync`, and v1 starts returning 410 in December.
- v3.0 (October): delta sync, photo upload resume.
""")

auto("pre-dive-checklist", "Pre-dive checklist", "2026-02-11", ["dive-ops", "checklist", "qhse"], r"""
# Pre-dive checklist (supervisor)

From the QHSE pack, typed up so DiveLog's checklist screen can mirror it.

@ns2a@ - No diver goes in the water without a signed permit-to-work.
- Dive plan and risk assessment briefed; the standby diver is named on the plan.
@a5b@ - Don't let a diver splash with less than 200 bar in the bail-out.
@s9a@ - Pre-dive gas readings (O2, CO2, CO) are typed into `GasLog.xlsx` on the S: drive.
- Comms check on the recorded channel, then the helmet check with the tender.
- Chamber (if the plan needs one) checked and the operator named.
""")

auto("shift-handover", "Supervisor shift handover", "2026-02-03", ["dive-ops", "handover"], r"""
# Supervisor shift handover

@s7a@ - Supervisor shift handover uses the paper form QHSE-F-017, photographed and emailed to the office.
- Covers: divers' bottom times so far, deco obligations, kit faults, weather outlook, open permits.
- Both supervisors sign; the night supervisor keeps the original in the dive control folder.
""")

auto("qhse-forms-update", "QHSE forms update", "2026-09-21", ["qhse", "forms"], r"""
# QHSE forms update (September)

Morag's round-up of form changes, relevant where DiveLog replaces paper.

@s7b@ - QHSE-F-017 (shift handover) is withdrawn; handovers are now done in DiveLog's handover screen.
- QHSE-F-009 (pre-dive checklist) is now rev D; the DiveLog checklist screen needs the two new items.
- QHSE-F-022 (near miss) unchanged, still paper plus a scan.
""")

auto("backup-runbook", "Backup runbook", "2026-04-28", ["backups", "runbook"], r"""
# Backup runbook

@f1a@ - DiveLog is backed up nightly (pg_dump, custom format).
- InspectHub's database gets the same treatment.
- Restore test: first Monday of the month, restore into `divelog_restore` on pg-stg-01 and run the
  smoke queries.
- If the restic job fails two nights running, Tomasz gets a phone call, not just a message.
""")

auto("milford-haven-dock-jobs", "Milford Haven dock jobs", "2026-06-12", ["milford-haven", "dock"], r"""
# Milford Haven dock jobs

Lock and dock wall inspections for the port: calm water, poor vis, lots of debris.

@f2b@ - Inside the dock the standby diver can sit dressed-in on the stage rather than at the ladder, as long as they can be in the water within a minute.
- The dock master wants 48 h notice and the lock gates held during the dive.
- Debris (trolleys, cables) is logged as DB anomalies with a photo.
""")

auto("inspecthub-release", "inspecthub release process", "2026-06-03", ["inspecthub", "release"], r"""
# inspecthub release process

@f5b@ - Prod releases are tags `vYYYY.MM.N` cut from main; the `release.yml` workflow deploys the tag to ih-app-01.
- Web and API are tagged together even if only one of them changed.
- Release notes go in the GitHub release, summarised for Fiona in two lines.
""")

auto("great-yarmouth-base", "Great Yarmouth base", "2026-03-18", ["great-yarmouth", "base"], r"""
# Great Yarmouth base

- Unit on South Denes, in a shared yard with a crane hire firm.
@o9b@ - Stores open 08:00–16:30, weekdays only.
- Base supervisor: Sean Kelly.
- Most work is wind-farm support out of the outer harbour and quay walls on the Yare.
- Kit from Aberdeen arrives on the Tuesday truck; order by Friday noon.
""")

auto("diving-hygiene-faq", "Diving hygiene FAQ", "2026-05-26", ["hygiene", "faq"], r"""
# Diving hygiene FAQ

**What do we use on the oral-nasal masks and demand valves?**
@o6a@ Steramine, one tablet per litre, 1 minute contact, then rinse.

**Dry suits and hoods?**
Virkon S at 0.5% sprayed inside, then hung to dry.

**Helmets?**
See the helmet maintenance note.
""")

auto("divelog-faq", "DiveLog FAQ for supervisors", "2026-04-09", ["divelog", "faq", "tablets"], r"""
# DiveLog FAQ (for supervisors)

**Why does the tablet keep asking for my PIN?**
@a1b@ DiveLog logs idle users out after half an hour; the PIN gets you back in without a full login.

**Can I add a diver whose medical has lapsed?**
No. CertTrack tells DiveLog and the diver is greyed out.

**Do staging emails go anywhere?**
@o7b@ No, staging mail is caught by Mailpit (`stg-mail.halyard.lan:8025`) and never leaves the building.

**Where do the photos go?**
They sync after the records, on wifi only.
""")

auto("chamber-notes", "Chamber notes", "2026-01-30", ["chamber", "ddc", "aberdeen"], r"""
# Chamber notes

@d2a@ During the 2025 winter shutdown we had no DDC at the yard, so treatment cover
was the hyperbaric unit at Aberdeen Royal Infirmary.

@ns8a@ - The yard DDC is used for DCI treatment and for SurDO2 decompression.
- Two-compartment, 1.5 m diameter; the entry lock takes a stretcher.
- Pressure test and O2 cleaning records go in the chamber file.
""")

auto("certtrack-upgrade-log", "certtrack upgrade log", "2026-06-29", ["certtrack", "upgrade", "rails"], r"""
# certtrack upgrade log

@d5a@ - Until the June upgrade certtrack was on Ruby 3.2 / Rails 7.1.
- Upgrade done on 2026-06-23: bumped Ruby and Rails, moved jobs from Sidekiq to Solid Queue.
- Redis went away with Sidekiq.
@ns5b@ - We ship certtrack a few times a week, Fridays included.
- Next: Rails 8 once the recurring tasks in Solid Queue have settled.
""")

auto("aberdeen-yard", "Aberdeen yard", "2026-05-05", ["aberdeen", "yard"], r"""
# Aberdeen yard (South Harbour)

@d6b@ - The dive stores are in Unit 4 at the South Harbour yard, next to the workshop.
- Office upstairs in Unit 3; the server room is the old tea room behind reception.
- Gate code changes monthly; ask Dougie.
- Forklift: only Alan and Dougie have current tickets.
- Vans park along the east fence; nobody parks in front of the DDC doors.
""")

auto("tablet-pilot", "Tablet pilot wrap-up", "2026-04-30", ["tablets", "divelog", "pilot"], r"""
# Tablet pilot wrap-up

@d8a@ - During the pilot (Feb–Apr 2026) supervisors kept the paper dive record alongside DiveLog.
- Ran at Aberdeen only, with 3 tablets.
- Biggest complaints: glare in dive control, and gloves on the touchscreen.
- Outcome: roll out to all bases in May with rugged cases and anti-glare film.
""")

auto("onboarding-devs", "Onboarding a developer", "2026-03-26", ["onboarding", "dev"], r"""
# Onboarding a developer

@a10b@ - DiveLog source: GitHub, `halyard-subsea/divelog` (private).
- Ask Tomasz for a Proxmox login and Fiona for the GitHub org invite.
@ns7b@ - All four apps read their config from a `.env` file in the repo root.
- Sample for DiveLog:

```env
DATABASE_URL=postgres://divelog_app@pg-ops-01.halyard.lan:5432/divelog
REDIS_URL=redis://localhost:6379/0
TIME_ZONE=UTC
```

- Read the dive record rules before touching `DiveRecord`.
""")

auto("inspecthub-web-setup", "inspecthub-web setup", "2026-05-20", ["inspecthub-web", "frontend", "setup"], r"""
# inspecthub-web setup

- Node 22 LTS; Next.js App Router, TypeScript strict.
@a7b@ - Login goes through Keycloak (realm `halyard`); there are no local passwords.
- `.env.local` needs `NEXT_PUBLIC_API_URL` and the Keycloak client ID.
- The video player is Video.js with our anomaly marker plugin.
- Ewan owns most of this repo; ask him before big refactors.
""")

# ---- auto notes that belong to no labelled pair -----------------------

auto("weekly-ops-2026-03-09", "Weekly ops meeting 9 March", "2026-03-09", ["meeting", "ops"], r"""
# Weekly ops meeting — 9 March

Present: Fiona, Callum, Morag, Priya, Tomasz, Lars (phone).

- Loch Katrine: Scottish Water confirmed November again; pre-job visit in October.
- Beatrice: vessel charter signed, mob early May out of Buckie.
- Tablets: pilot going OK, supervisors want anti-glare film.
- CertTrack: three divers' medicals due in April, Morag chasing.
- Actions: Priya to look at the sync conflict bug; Tomasz to price more NAS disks.
""")

auto("imca-audit-prep", "IMCA audit prep", "2026-10-30", ["audit", "imca", "qhse"], r"""
# IMCA audit prep

- Client audit against IMCA D 014 in December, same week as the ISO surveillance.
- They'll want diver logbooks, medicals, competence records and the planned maintenance system.
- CertTrack export: all tickets with expiry dates, one sheet per diver.
- Kitbook export: planned maintenance status for the dive systems, overdue items highlighted.
- Morag collates; the agent only produces the exports.
""")

auto("cp-readings-howto", "Taking CP readings", "2026-07-24", ["cp", "inspection", "howto"], r"""
# Taking CP readings (diver)

- Contact probe on bright metal: clean a small spot with the wire brush first.
- Read the value out to the supervisor; the topside operator logs it with the location.
- Repeat the reading if it drifts more than 10 mV in 5 seconds.
- Anodes: note the estimated depletion (%) and the remaining dimensions.
""")

auto("umbilical-care", "Umbilical care", "2026-05-15", ["umbilicals", "maintenance"], r"""
# Umbilical care

- Coil in a figure-of-eight or on the drum, never in tight loops.
- Annual test: pressure test to 1.5x working pressure, plus comms and pneumo continuity checks.
- Length markings every 10 m; re-tape any missing ones after each job.
- Fresh-water wash after salt-water jobs, dry before storing.
""")

auto("rov-ops-notes", "ROV notes", "2026-08-07", ["rov", "falcon"], r"""
# ROV notes (Lars)

- Seaeye Falcon, 300 m tether; the main camera records 1080p50 to the topside recorder.
- ROV crews on vessel jobs work 12 h shifts; inshore ROV days are normally 8 h.
- CP stab on the manipulator, readings logged straight into the survey sheet.
- Footage comes off the recorder as MP4 and is uploaded per dive into InspectHub.
""")

auto("weather-limits", "Weather limits", "2026-02-16", ["weather", "dive-ops"], r"""
# Weather limits

- RHIB operations stop above Beaufort 5 or 1.5 m significant wave height.
- Quayside diving: max current 1 knot at the work site; plan round slack water.
- Lightning within 10 km: divers out, and no diving until 30 min after the last strike.
- Loch Katrine: Scottish Water's boat won't run above 25 knots of wind.
""")

auto("python-deps", "Python dependencies", "2026-06-15", ["python", "dependencies"], r"""
# Python dependencies

- divelog: uv (`pyproject.toml` + `uv.lock`); use `uv add`, never pip-install into the venv.
- inspecthub-api: Poetry.
- Dependency bumps come in as grouped weekly PRs; security fixes come straight through.
""")

auto("staging-environments", "Staging environments", "2026-07-06", ["staging", "environments"], r"""
# Staging environments

| App | Staging | Notes |
|---|---|---|
| DiveLog | `divelog-stg.halyard.lan` | DB on `pg-stg-01.halyard.lan:5432`, refreshed weekly from a scrubbed dump |
| InspectHub | `ih-stg.halyard.lan` | uploads capped at 1 GB; video goes to a small MinIO on the same VM |
| Kitbook | none | run it locally, it's one binary |
| certtrack | review apps only | created per PR |

- Staging mail never leaves the building.
""")

auto("near-miss-2026-07", "Near miss Great Yarmouth July", "2026-07-16", ["near-miss", "bail-out", "qhse"], r"""
# Near miss, Great Yarmouth, 14 July 2026

- During pre-dive checks the standby diver's bail-out read 150 bar; the diver had not splashed.
- Cause: the cylinder was swapped after the morning fill and not re-checked.
- Action: bail-out pressure is read out and recorded immediately before the splash, not at the start of the day.
- Logged on QHSE-F-022; Morag closed it on 28 July.
""")

auto("new-starter-divers", "New starter divers", "2026-04-06", ["onboarding", "divers"], r"""
# New starter divers

- Minimum ticket: HSE Surface Supplied (or equivalent) plus a current HSE diver medical.
- First two weeks: tender and standby only, then diving under a named supervisor.
- Kit issue from the Aberdeen stores: hood, gloves, knife, harness; helmets stay company kit.
- Morag sets up the CertTrack record on day one.
""")

auto("sql-snippets", "Handy SQL", "2026-09-04", ["sql", "reporting"], r"""
# Handy SQL

Diver hours per month (DiveLog):

```sql
SELECT diver_id, date_trunc('month', started_at) AS m, sum(bottom_minutes) / 60.0 AS hours
FROM divelog_diverecord
GROUP BY 1, 2 ORDER BY 2 DESC;
```

Open anomalies by severity (InspectHub):

```sql
SELECT severity, count(*) FROM inspecthub.anomaly WHERE closed_at IS NULL GROUP BY 1;
```

Run these on staging, or ask Fiona to run them on prod.
""")

auto("kitbook-ideas", "kitbook ideas", "2026-10-05", ["kitbook", "backlog"], r"""
# kitbook ideas / backlog

- QR tags instead of printed labels, so the tablet camera can scan them.
- Show "next service due" on the item page, not just overdue.
- Read the compressor hour meters from a photo (probably overkill).
- Weekly email to Alan with everything due in the next 14 days.
""")

auto("invoicing", "Invoicing", "2026-02-27", ["finance", "invoicing"], r"""
# Invoicing

- Invoices go out on the last working day of the month; payment terms are 30 days.
- Jobs quoted last year are billed at the rates in their contract, not the current card.
- Weather standby is charged as per the rate card rules.
- Xero is the accounts system; the agent doesn't touch it.
""")

auto("cert-types-faq", "Certificates we track FAQ", "2026-03-30", ["certtrack", "certificates", "faq"], r"""
# Certificates we track — FAQ

**How long is an offshore (OEUK) medical valid?**
Two years.

**BOSIET / FOET?**
BOSIET is valid for 4 years, then a FOET refresher.

**First aid at work?**
3 years.

**Which ones stop someone diving?**
Only a lapsed diver medical or a lapsed diving ticket; everything else just warns.
""")

auto("yare-river-work", "River Yare work", "2026-08-31", ["great-yarmouth", "river", "tides"], r"""
# River Yare work (Great Yarmouth)

- Strong tidal flow; we dive the slack windows only, typically 40–60 minutes.
- Quay wall inspections for ABP: video plus UT readings on the sheet piles every 5 m.
- Visibility is often nil; tactile survey, and a diver-held sonar if the client pays for it.
""")

auto("anomaly-review-workflow", "Anomaly review workflow", "2026-09-12", ["inspecthub", "anomalies", "qa"], r"""
# Anomaly review workflow

1. The report writer logs anomalies from the video in InspectHub.
2. A CSWIP 3.4U inspection engineer reviews every anomaly and sets the severity.
3. Severity 3 goes to Fiona straight away.
4. QA (Morag's team) checks the report before it is issued.
""")

auto("agent-session-log", "Agent session log", "2026-11-12", ["agent", "log"], r"""
# Agent session log (excerpts)

- 2026-09-02: fixed the tablet sync badge staying amber after a successful retry; test added.
- 2026-09-15: kitbook service templates for the Bauers, reviewed by Alan.
- 2026-10-09: drafted the CP survey schema for InspectHub (not merged).
- 2026-11-12: exported dive records for the ISO sample and handed them to Morag.
""")

auto("radio-and-phones", "Radios and phones", "2026-01-19", ["comms", "dive-ops"], r"""
# Radios and phones

- Aberdeen harbour: dive control listens on the VTS working channel and calls in before and after each dive.
- Every dive control has a sat phone and a printed list of the nearest chamber and hospital.
- Milford Haven: the port wants a call before each splash and at the end of the day.
""")
