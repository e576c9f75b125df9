"""File bodies for the set220 store (The Kinora, an independent single-screen cinema).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/, free notes under auto/.
"""
import datetime as _dt
import hashlib as _hl

FILES = []          # list of (store-relative path, text with markers)
ROOT_INDEX = []     # (filename, title, hook) for MEMORY.md
FLAT_DESCRIPTIONS = set()   # root files whose description is intentionally not strict YAML


def root(fname, name, desc, typ, title, hook, body, flat=False):
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    FILES.append((fname, text))
    ROOT_INDEX.append((fname, title, hook))
    if flat:
        FLAT_DESCRIPTIONS.add(fname)


def note(slug, title, created, tags, body, block_tags=False):
    if block_tags:
        tag_text = "tags:\n" + "".join(f"  - {t}\n" for t in tags)
    else:
        tag_text = "tags: [" + ", ".join(tags) + "]\n"
    text = f"---\ntitle: {title}\ncreated: {created}\n{tag_text}---\n\n{body.strip()}\n"
    FILES.append((f"auto/{slug}.md", text))


def fact(date, time, category, tags, body, confidence=0.9):
    hh, mm = (int(x) for x in time.split(":"))
    h = _hl.md5(body.encode()).hexdigest()
    sec = int(h[4:6], 16) % 60
    ms = int(h[6:9], 16) % 1000
    y, mo, d = (int(x) for x in date.split("-"))
    when = _dt.datetime(y, mo, d, hh, mm, sec, ms * 1000, tzinfo=_dt.timezone.utc)
    epoch = int(when.timestamp() * 1000)
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
    fid = f"{category}-{epoch}-{h[:4]}"
    tag_text = "".join(f"  - {t}\n" for t in tags)
    text = (f"---\nid: {fid}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
            f"tags:\n{tag_text}status: active\n---\n\n{body.strip()}\n")
    FILES.append((f"facts/{date}/{fid}.md", text))


# ---------------------------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------------------------

root("user_jonah.md", "jonah-profile",
     "Jonah Lind, the freelance developer who looks after the Kinora's apps", "user",
     "Jonah (developer)", "who Jonah is, his working pattern and how to pitch explanations", """
Jonah Lind — freelance developer (Python, Go), has maintained reelbook, boothlog and tillsync for the Kinora
since autumn 2025.

@A8a@ Works on Kinora stuff on Tuesdays and Thursdays; the rest of the week he's on other clients.

- Strong on Django and Go, weaker on CSS/Astro — explain front-end changes a bit more fully.
- Develops on a MacBook; prod is all Linux, so don't bake Homebrew paths into scripts.
- Likes a two-line summary at the top of a session, then the detail.
- Not on the box office rota; don't suggest he "just covers" a shift.
""")

root("user_maggie.md", "maggie-gm",
     "Maggie Okafor, general manager, and how she wants things explained", "user",
     "Maggie (general manager)", "the GM's priorities and sign-off rules", """
Maggie Okafor, general manager of the Kinora since 2021. Not a developer, very good at spotting
when something will annoy members.

- Wants the outcome first ("members can renew online again"), detail only if she asks.
- Signs off anything that changes prices or member benefits.
- Approves any spend over £200 (hardware, SaaS plan upgrades).
- Her nightmare is the box office going down on a Friday or Saturday evening; treat those windows as sacred.
- Reads the weekly summary on Monday mornings; prefers a phone call to Slack if something is actually broken.
""")

root("project_reelbook-overview.md", "reelbook-overview",
     "What reelbook is, its stack, and where the moving parts live", "project",
     "reelbook overview", "box office and membership app: stack, jobs, email, CI", """
# reelbook

Box office + membership app for the Kinora. Replaced TicketSource this spring. Repo `kinora/reelbook` (private).

## Stack
- Django 5.1, DRF for the small public API that the website reads
@V7a@ - DB: PostgreSQL 16 on the same box (`kin-app-01`), database `reelbook`
- Background jobs: two Celery workers + Celery beat, systemd units `reelbook-worker@` and `reelbook-beat`
@F2b@ - Celery beat runs the waitlist sweep every 10 min and the membership renewal reminders at 09:00
@R2a@ - Transactional email: Postmark (server "reelbook-prod", message stream `outbound`)
- Payments: Stripe (see reference_payments.md)
- Errors: Sentry, project `reelbook`
- Frontend: Django templates + htmx; the seat map is a small Alpine component

## Email
@V5a@ - Booking confirmation emails: the Celery task retries up to 5 times with exponential backoff, then alerts #box-office
- Reminder emails go out 24 h before the screening, only to people who opted in.
- Members get renewal reminders 14 days and 3 days before they lapse.

## Apps inside the project
- `boxoffice` — counter sales, refunds, cash-up
- `members` — memberships, renewals, guest allowance
- `programme` — films, screenings, certificates
- `waitlist` — sold-out waiting list

## CI
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs ruff, pytest against a Postgres service container, and builds the image

## Gotchas
- The seat map is cached for 60 s; after changing a screening's capacity, bust it with `manage.py clear_seatmap <id>`.
- Certificates (U/PG/12A/15/18) come from the BBFC field on the film; never hardcode them in templates.
- Times are stored in UTC and shown in Europe/London.
""")

root("project_boothlog-overview.md", "boothlog-overview",
     "The projection booth logger — what it tracks and how it is built", "project",
     "boothlog overview", "the booth logger Tom asked for: storage, UI, polling, releases", """
# boothlog

Small Go service Tom asked for: show log, lamp hours, KDM expiry warnings, DCP ingest notes.
Repo `kinora/boothlog`.

- Go 1.23, chi router, templ for the HTML
@R8a@ - Storage: SQLite file at `/var/lib/boothlog/boothlog.db` (WAL mode)
@A3a@ - Web UI: http://192.168.20.15:7070 (booth VLAN and Tailscale only)
- Polls the NEC over SNMP every 10 minutes for lamp hours and error codes; retries the poll 3 times before marking the projector "unreachable"
- Reads KDMs from the projection@ inbox over IMAP and warns 48 h before one expires
- Show log entries: film, screening time, start/stop, who ran it, any faults
@O2a@ - CI: GitHub Actions, cross-compiles for linux/amd64 and runs `go test ./...`
- Release: tag `vX.Y.Z` → binary attached to the GitHub release → `scp` to booth-nuc and restart the unit
""")

root("project_tillsync-overview.md", "tillsync-overview",
     "tillsync: the bar/kiosk sales-to-stock sync", "project",
     "tillsync overview", "bar and kiosk sales-to-stock sync: stack, hosting, owners", """
tillsync pulls bar and kiosk sales from Square and decrements stock, so Priya can see what to reorder
without a clipboard.

- Node 22 + TypeScript, Hono for the tiny HTTP surface (health check + a manual "sync now" button)
@R4a@ - Package manager: pnpm 9 — keep `pnpm-lock.yaml` committed and never add a package-lock.json
@D9b@ - Pulls sales from the Square API every 5 minutes (cron inside the Fly machine)
- Hosted on Fly.io, app `kinora-tillsync`, region `lhr`, one shared-cpu-1x machine
- Stock lives in Postgres (connection details in auto/tillsync-notes.md)
- Reorder thresholds are per product in the `products` table; Priya edits them on the admin page
- One row per sale line; refunds arrive as negative quantities
- Maintainer: Jonah; product owner: Priya
""", flat=True)

root("project_kinora-site.md", "kinora-site",
     "The public website (Astro) and how listings get onto it", "project",
     "kinora-site (public website)", "the Astro website, its hosting and the old site", """
The public site at kinora.co.uk. Astro 4, static build, pulls listings from reelbook's API at build time.

@R5a@ - Hosting: Netlify (site name `kinora-web`)
- A rebuild is triggered whenever a screening is published in reelbook (webhook), plus once a day at 06:00.
- Film-society pages are plain markdown in `src/content/kfs/`, edited by Ruth via PRs (Jonah merges).
@S5a@ - The old WordPress site (`old.kinora.co.uk`) was shut down in April, after the Astro site went live.
- Every film page shows subtitle/AD availability and the relaxed-screening badge.
- Analytics: Plausible, no cookies, so no banner.
""")

root("reference_infrastructure.md", "infrastructure",
     "Hosts, services, ports and DNS for the Kinora's systems", "reference",
     "Infrastructure", "servers, services on the app box, DNS and access", """
# Infrastructure

## Servers
@D10b@ - `kin-app-01`: Hetzner CX32 (4 vCPU, 8 GB RAM), Falkenstein, Ubuntu 24.04 LTS
- `booth-nuc`: Intel NUC 12 in the projection booth, Debian 12 (see reference_network.md)
- Office NAS: Synology DS224+, 2× 8 TB mirrored (office files, poster archive)

## Services on kin-app-01
@V1a@ - `reelbook` — gunicorn on `127.0.0.1:8010`; Caddy terminates TLS on 443 and proxies to it
@R9a@ - Redis 7 is the Celery broker for reelbook (db 0, bound to localhost)
- Caddy's admin API stays on `localhost:2019`; don't expose it
- No local MTA; everything that sends mail talks to a provider's HTTP API

## DNS
@S8b@ - DNS moved from 123-reg to Cloudflare in January; the domain registration itself stays at 123-reg (renews each October).
- `book.kinora.co.uk` → kin-app-01 (A + AAAA)

## Access
- SSH by key only, user `deploy`; Jonah's key plus Maggie's break-glass key
- Secrets live in the 1Password vault "Kinora Infra"
""")

root("reference_contacts.md", "contacts",
     "Who to ring: staff, suppliers, out-of-hours", "reference",
     "Contacts and escalation", "staff roles, phone numbers and who to call out of hours", """
# Contacts & escalation

| Person | Role | Phone |
|---|---|---|
| Maggie Okafor | General manager | 07700 900118 |
| Tom Reyes | Chief projectionist | 07700 900412 |
| Aled Price | Relief projectionist | 07700 900733 |
| Priya Desai | Bar & kiosk manager | 07700 900265 |
| Sam Whitlock | Box office & membership | 07700 900590 |
| Ines Ferraro | Programmer (film booking) | 07700 900347 |
| Bea Hollis | Bookkeeper (Mon/Wed) | — |

@A8b@ - Jonah Lind (dev, freelance) is around Tue + Thu; otherwise email him.

## Out of hours
@R6a@ - Booth / projector faults: ring Tom first, then Aled.
- Building alarm: Maggie is keyholder 1, Sam keyholder 2 (Redcare monitoring).
- reelbook down: Jonah, then Maggie decides whether the counter goes walk-up only.
@NS3a@ - KDM problems (missing key, wrong server cert, wrong dates) get escalated to the distributor's booking desk,
  not to Tom — he can't fix a KDM, only the distributor can reissue it.
""", flat=True)

root("reference_ticket-prices.md", "ticket-prices",
     "Current ticket prices and which discounts apply", "reference",
     "Ticket prices", "the price table and which discounts apply where", """
| Ticket | Price |
|---|---|
| Adult | £10.50 |
| Concession (60+, student, unwaged) | £8.50 |
| Under 16 | £7.00 |
| Kids Club (Sat morning) | £4.00 |
| Event cinema (NT Live, Met Opera) | £17.50 |

- Carers go free with a CEA card.
@F4b@ - Event cinema is flat price: the member discount doesn't apply to NT Live or the Met Opera.
- KFS nights are priced by the society, not by us (see reference_film-society.md).
- Price changes need Maggie's sign-off and four weeks' notice on the website.
""")

root("reference_membership-scheme.md", "membership-scheme",
     "Membership tiers, what members get, and the door rules", "reference",
     "Membership scheme", "tiers, benefits, guests and door rules for members", """
| Tier | Price | Benefits |
|---|---|---|
@V3a@ | Friend | £45 / year | £2 off standard tickets, priority booking |
@A4a@ | Patron | £120 / year | Friend benefits + two free tickets a year, name on the Patrons board |
| Concession Friend | £30 / year | as Friend, for 60+ and students |

@N3a@ - Members must show their card (or the Wallet pass) at the door on every visit.
@A10a@ - A member can bring up to two guests at the member price.
- Memberships run for a year from the join date.
- Membership is per person, not per household (we get asked this a lot).
""")

root("reference_film-society.md", "film-society",
     "Kinora Film Society nights, format, pricing and who runs them", "reference",
     "Film society (KFS)", "how society nights work and who runs them", """
The Kinora Film Society (KFS) is a volunteer society chaired by Ruth Abernathy; we hire them the screen at cost.

@D4b@ - Society nights are every other Tuesday.
@V6a@ - Society screenings start at 19:30, after Ruth's five-minute intro from the front.
@N8a@ - No trailers or ads on society nights, just the KFS ident.
- Tickets: £6 for society members, £9 for guests; the society keeps the door money and pays the hire fee.
- Prints: about a third of the season is 35mm, from the BFI or private collectors; Tom runs those himself.
- The society's mailing list is theirs — we don't add Kinora members to it.
""")

root("feedback_git-workflow.md", "git-workflow",
     "Branching, merging and force-push rules for the Kinora repos", "feedback",
     "Git workflow", "merge style per repo, branch naming, force-push rule", """
@R7a@ - reelbook PRs are rebase-merged so each commit lands on main as written.
**Why:** Jonah bisects reelbook a lot and wants the individual commits.
**How to apply:** use "Rebase and merge" on GitHub; tidy the commits before asking for review.

@NS8a@ - Never force-push to `main` on any repo.
- Branch names: `jl/<short-topic>`; no ticket numbers (we don't have a tracker).
- Commit messages: imperative mood, first line under 72 characters.
""")

root("feedback_deploys.md", "deploys",
     "When and how each app gets deployed", "feedback",
     "Deploy rules", "deploy timing and method for each app", """
@NS1a@ - Never deploy reelbook after the doors have opened; ship before the first screening or wait for the next day.
**Why:** the 11 April bookings lock (a deploy at 19:38 on a Saturday) cost a sold-out screening its walk-ups.

@N5a@ - tillsync: do NOT auto-deploy on merge; Jonah runs `fly deploy` by hand after the bar closes.
**Why:** a half-deployed sync mid-service double-counted stock once.

- boothlog: only deploy on a day with no screenings before 14:00, and tell Tom first.
- kinora-site: safe any time, it's static.
**How to apply:** check the day's programme in reelbook before deploying anything.
""")

root("feedback_testing.md", "testing",
     "How tests are expected to run for reelbook and boothlog", "feedback",
     "Testing rules", "database and fixture rules for the test suites", """
@N7a@ reelbook tests must run against a real Postgres — never SQLite, not even for a quick local run,
because the seat-hold code relies on `SELECT ... FOR UPDATE SKIP LOCKED`.
**Why:** SQLite silently passed a double-booking bug in February.
**How to apply:** `docker compose up -d db` before `pytest`.

- boothlog: `go test ./...` plus the fake-NEC SNMP fixture; no hardware needed.
- Don't mock Stripe in reelbook tests with hand-written dicts; use the recorded fixtures in `tests/stripe/`.
""")

root("feedback_code-style.md", "code-style",
     "Code style preferences for Python, Go and TypeScript in the Kinora repos", "feedback",
     "Code style", "formatting and naming preferences per language", """
- Python: ruff format + ruff check, line length 100. Type hints on new functions.
- Go: gofmt, no naked returns, errors wrapped with `%w`.
- TypeScript (tillsync): strict mode on; no `any` without a comment saying why.
- Names: spell out `screening`, never `scr` or `show_obj`.
**Why:** Jonah reads this code on a phone between jobs sometimes; short cryptic names hurt.
**How to apply:** match the existing file if it disagrees, and flag it rather than reformatting everything.
""")

root("feedback_booth-safety.md", "booth-safety",
     "Booth rules: lamp handling, fire shutter, who may be up there", "feedback",
     "Booth safety", "Tom's non-negotiable booth rules", """
Tom's rules, non-negotiable.

- Nobody changes a xenon lamp without the face shield, gauntlets and the lamp's protective case.
@NS6a@ - Don't leave the xenon lamp struck between shows unless the gap is under 45 minutes.
**Why:** every strike costs lamp life, but so does idling for an hour; 45 min is Tom's break-even.
- Only Tom, Aled and trained volunteers go up to the booth during a show.
- The fire shutter test is monthly and gets logged in boothlog.
- Ear defenders on when the Kinoton is running.
""", flat=True)

root("feedback_email-tone.md", "customer-email-tone",
     "How customer-facing emails from reelbook and the box office should read", "feedback",
     "Customer email tone", "plain-English rules for customer emails", """
- Plain English, short paragraphs, sign off as "The Kinora box office".
- No "Dear Valued Customer", no exclamation marks in apologies.
- Always include the film, date, time and booking ref in the first two lines.
**Why:** most complaints Sam handles start with "I couldn't tell which booking this was about".
**How to apply:** when editing templates in `templates/emails/`, read the plain-text part out loud.
""")

root("project_opening-hours.md", "opening-hours",
     "Doors, box office and kiosk hours and the turnaround rule", "project",
     "Opening hours", "doors, counters and the gap between screenings", """
@F1a@ - Doors open 30 minutes before the first screening of the day.
@F3a@ - Programme with a 20-minute turnaround between screenings.
- Closed on Mondays, except bank holidays and school holidays.

| Area | Opens | Closes |
|---|---|---|
@O4b@ | Kiosk | 30 min before the first show | when the last feature starts |
| Box office counter | with the doors | 15 min after the last show starts |
| Office | 10:00 | 17:00 |
""")

root("project_bar-and-kiosk.md", "bar-and-kiosk",
     "How the bar and kiosk run — glassware, hot drinks, beer, popcorn", "project",
     "Bar and kiosk", "how the bar and kiosk run day to day", """
Priya runs both. The bar is on the first-floor landing, the kiosk in the foyer.

@O4a@ - Bar opens at 17:00 on screening days (12:00 on Sundays for the matinee crowd).
@N2a@ - Glassware never goes into the auditorium; pour into the compostable cups at the bar.
@NS4b@ - We sell hot drinks to take into the screen (lidded cups only).
@S9b@ - No cask ale any more: the cask line came out in the June refit, so it's keg and cans only.
- Popcorn is popped in-house (sweet, salted, mixed); the machine gets cleaned every Sunday night.
- Personal licence holders: Priya and Maggie.
- The UV fly-killer tubes behind the bar get replaced every 12 months.
""")

root("reference_projection-kit.md", "projection-kit",
     "Booth kit: NEC projector, GDC server, Dolby processor, the 35mm Kinoton", "reference",
     "Projection kit", "what is in the booth and its service intervals", """
# Projection kit

- Projector: NEC NC2000C DCI (xenon), installed 2018
@V2a@ - Lamp: 3 kW Ushio xenon, replaced at 3,000 hours (that's where the warranty pro-rata ends)
- Server: GDC SR-1000 IMS
@V9a@ - Library storage on the GDC: 4 TB internal RAID-5, roughly 25 features
- Sound: Dolby CP950, 5.1; normal fader level 7.0
- 35mm: Kinoton FP30 with a 2 kW xenon lamphouse; that lamp lasts around 1,500 hours, but it only runs on 35mm nights
- Screen: 9.2 m wide, Harkness Matt Plus, motorised masking
- Spare lamp: always one NEC spare on the shelf; order the next one when it's used (Sound & Vision, 2–3 week lead time)
""", flat=True)

root("project_backups.md", "backups",
     "What gets backed up, when, and how long it is kept", "project",
     "Backups", "what is backed up, where to, and retention", """
@V4a@ - reelbook Postgres: `pg_dump` piped into restic, pushed to Backblaze B2 every night at 03:30.
@F5b@ - Retention is `--keep-daily 30 --keep-monthly 12`, so month-end snapshots survive a year.
- booth-nuc: `/etc` and the boothlog config get rsync'd to the NAS weekly (Sunday).
- tillsync: Neon's point-in-time restore (7 days) is enough; no extra dumps.
- Restore drill: every quarter Jonah restores a dump into a scratch DB and compares booking counts.

```sh
# /etc/restic/reelbook.env (values in 1Password)
RESTIC_REPOSITORY=b2:kinora-backups:reelbook
RESTIC_PASSWORD_FILE=/etc/restic/pw
B2_ACCOUNT_ID=...
```
""")

root("feedback_db-migrations.md", "db-migrations",
     "Rules for reelbook schema migrations", "feedback",
     "DB migration rules", "when and how reelbook migrations may run", """
@N1a@ Never run reelbook migrations while the box office is open, even ones that look harmless;
a lock on `bookings` during a busy evening freezes the counter and the website checkout together.
**Why:** in April a `CREATE INDEX` without CONCURRENTLY locked bookings for four minutes on a Saturday night.
**How to apply:** run migrations in the morning before the counter opens, or after close; add indexes CONCURRENTLY.

@S7a@ - `legacy_members` is deprecated: it's read-only, and nothing new should write to it.
- Migrations that drop columns ship in two releases (stop using the column, then drop it).
""")

root("reference_payments.md", "payments",
     "Card payments online and at the counter, and who owns the Stripe account", "reference",
     "Payments", "online and counter payments, Stripe account ownership, payouts", """
@A7a@ - Online payments: Stripe Checkout, nothing else.
@S3b@ - The iZettle readers were retired in May; box office card payments now go through Stripe Terminal (a WisePOS E on the counter).
- The Stripe account is in the Kinora Ltd name; Maggie is owner, Jonah has the developer role.
- Stripe retries failed webhooks for up to 3 days; reelbook's handler is idempotent on the event id.
- Payouts land in the Co-op account every 2 working days.
- Cash: a £150 float at the box office, cashed up by Sam.
""")

root("project_accessibility-screenings.md", "accessibility-screenings",
     "Relaxed, subtitled and audio-described screenings", "project",
     "Accessible screenings", "relaxed, subtitled and AD screenings and wheelchair spaces", """
@A5a@ - Relaxed screenings: first Sunday of each month, 11:00.
@F8a@ - For relaxed screenings the house lights stay at about 30%, the sound is turned down and there are no trailers.
- Subtitled (HOH) screenings: every Wednesday matinee, plus one evening a week where the DCP has captions.
- Audio description: Sennheiser headsets from the box office; check the batteries before doors.
- Wheelchair spaces: 4, in row A of the stalls.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and what never goes in a repo", "feedback",
     "Secrets handling", "where secrets live and how env files are handled", """
- All secrets go in the 1Password vault "Kinora Infra"; nothing secret in a repo, ever.
- `.env.example` holds placeholders only:

```env
DATABASE_URL=postgres://reelbook:CHANGE_ME@localhost:5432/reelbook
STRIPE_SECRET_KEY=sk_test_xxx
SENTRY_DSN=
SECRET_KEY=change-me
```

**Why:** the old WordPress site had its DB password in a public theme repo for two years.
**How to apply:** if you spot a secret in git history, tell Jonah and rotate first, clean history second.
""")

root("reference_monitoring.md", "monitoring",
     "What watches the apps and where alerts go", "reference",
     "Monitoring", "uptime checks, error tracking and alert routing", """
@S1b@ - We dropped UptimeRobot in April; uptime checks now run on a self-hosted Uptime Kuma at status.kinora.co.uk.
- reelbook errors → Sentry (org `kinora`); alerts to #dev in Slack.
- boothlog raises its own alerts (lamp hours, KDM expiry) by email to projection@.
- Disk alert on kin-app-01 at 80% full.
- Tailscale auth keys expire after 90 days; Jonah has a calendar reminder.
""")

root("project_volunteers.md", "volunteers",
     "Volunteer roles, induction and what they can and cannot do", "project",
     "Volunteers", "volunteer roles, induction and limits", """
Callum Pryce coordinates about 30 volunteers (ushering, box office support, KFS nights).

@N6a@ - Volunteers may serve alcohol at the bar as long as a personal licence holder is on shift.
- Induction: fire walk, the AD headsets, ushering the balcony.
- Each volunteer shift earns a free ticket (use it within 3 months).
- Volunteers don't handle refunds.
""")

root("feedback_pr-reviews.md", "pr-reviews",
     "Review expectations before merging into the Kinora repos", "feedback",
     "PR reviews", "who reviews what before merge", """
@F6a@ - Every reelbook PR needs one approving review before merge.
**Why:** only two people touch reelbook; a second pair of eyes caught the VAT rounding bug.
- boothlog PRs: Tom reviews anything touching the SNMP poller, even though he doesn't read Go ("just tell me what it does").
- Keep PR descriptions short: what, why, how tested.
""")

root("project_dcp-ingest.md", "dcp-ingest",
     "How features and KDMs get into the booth each week", "project",
     "DCP and KDM ingest", "how films and keys reach the booth", """
@A2a@ - KDMs arrive at projection@kinora.co.uk; boothlog reads them from that inbox.
- DCPs arrive by download (distributor portals) or on CRU drives in the post.
- Drives go back in the prepaid envelope the same week.
- Ingest early in the week; check the hash in the GDC before deleting anything.
- KDM windows usually open the day before the first show and close the day after the last.
""")

root("reference_network.md", "network",
     "Office and booth network layout, VLANs and remote access", "reference",
     "Network", "VLANs, booth addresses and remote access", """
- UniFi gateway; VLAN 10 office, VLAN 20 booth, VLAN 30 guest Wi-Fi ("Kinora Guest", 4-hour sessions)
@A6a@ - booth-nuc: 192.168.20.15 on the booth VLAN, static lease
- GDC server 192.168.20.20, NEC projector 192.168.20.21, Dolby CP950 192.168.20.22
- Office printer 192.168.10.40
@F9a@ - Remote access to booth-nuc is over Tailscale; there are no port forwards into the booth VLAN.
- Broadband: 500 Mbit FTTP (Zen), with a 4G backup router for the card terminals.
""")

root("feedback_communication.md", "updates-for-maggie",
     "How to report progress and problems to Maggie and the team", "feedback",
     "Reporting to Maggie", "how and when to send updates", """
- Weekly summary email to Maggie, sent Thursday evening: three bullets max — done, next, anything she must decide.
- If the box office or website is down during opening hours: phone Maggie, don't message.
- Staff-facing changes (new buttons in reelbook) get a one-paragraph note in #front-of-house before the shift.
**Why:** Maggie forwards the summary to the trustees; long emails don't get read.
**How to apply:** lead with the member-visible effect, not the code change.
""")

root("project_seat-refurb.md", "seat-refurb",
     "The stalls reseating project — status and constraints", "project",
     "Stalls reseating", "the reseating project and what reelbook needs for it", """
- New seats from Ferco for rows C–H, fitted in the January closure week 2027.
- Seat numbering changes for rows C–H, so reelbook needs a new seat-map layout version before then.
- Capacity stays the same after the refit; the new seats are wider but the row spacing changes too.
- Maggie wants a "your seat has moved" email for members with saved seat preferences.
- Status: layout drawn, not yet in reelbook.
""")

root("reference_suppliers.md", "suppliers",
     "Suppliers for film, bar, kiosk, booth spares and the books", "reference",
     "Suppliers", "who we buy from and who keeps the books", """
- Film booking: Ines books direct with the distributors; Independent Cinema Office for archive titles.
@R10a@ - Bookkeeping: Xero (Bea has the admin login; Maggie approves bills).
- Kiosk: Bestway cash & carry, weekly; popcorn kernels from Snappy.
- Bar: keg beer from Burning Sky, wine from a Laithwaites trade account.
- Booth spares: Sound & Vision (lamps, filters).
""")

root("feedback_dependencies.md", "dependencies",
     "How to add and upgrade dependencies in reelbook and boothlog", "feedback",
     "Dependencies", "adding and upgrading dependencies", """
- reelbook: `uv add <pkg>`; commit `uv.lock`. No new dependency without a line in the PR saying why.
- boothlog: standard library first; `go mod tidy` before committing.
- Renovate opens grouped PRs every Monday; patch updates can be merged after CI, minors get a read of the changelog.
**Why:** reelbook once pulled in a 40 MB PDF library for a feature we dropped a month later.
**How to apply:** prefer deleting a dependency to adding one.
""")

root("project_events-hire.md", "private-hire",
     "Private hire of the screen — pricing, minimums, what's included", "project",
     "Private hire", "private hire pricing and what hirers get", """
- Private hire: £450 for up to 3 hours, minimum 40 guests.
- Hirers can bring their own DCP or Blu-ray; Tom needs it a week ahead for a test.
- The bar can run a tab; Priya quotes separately.
- Hire bookings are invoiced by Bea, not sold through reelbook.
""")

root("reference_box-office.md", "box-office",
     "Box office rules, capacity, sales windows and phone hours", "reference",
     "Box office", "capacity, sales windows, phone line and seating rules", """
@D1b@ - Capacity: 212 seats (168 stalls, 44 balcony) plus 4 wheelchair spaces in the stalls.
@D2b@ - Every Kinora ticket, online or at the counter, is sold through reelbook (KFS runs its own door).
@V10a@ - Online orders are capped at 10 tickets; bigger groups go through the box office.
@F10a@ - Online sales close 15 minutes before the advertised start time.
@D7b@ - The box office phone line is staffed 11:00–19:00 on screening days.
@NS10a@ - The balcony is never used for wheelchair seating (stairs only, no lift).
- School groups: book through Sam, one free teacher per 10 pupils.
""")

root("project_newsletter.md", "newsletter",
     "The monthly programme newsletter and member emails", "project",
     "Newsletter", "how the monthly programme email goes out and who signs it off", """
@S2b@ - We left Mailchimp for Buttondown in February — cheaper at our list size, and Mailchimp's editor kept
  mangling the film stills.
@NS5a@ - Never email the whole member list without Sam signing it off.
- Subject line format: "Kinora — <Month> programme".
- About 4,100 subscribers, roughly 1,300 of them members.
""")

root("feedback_customer-data.md", "customer-data",
     "GDPR basics: what we may and may not keep about customers", "feedback",
     "Customer data", "what customer data may be logged or stored", """
@N9a@ - Never write customer email addresses to reelbook logs — log the booking reference instead.
**Why:** logs end up in Sentry and on the server disk, and neither is in our data map.
@NS9a@ - Don't store card data in reelbook — only the Stripe customer ID.
- Lapsed members' data is deleted 2 years after they lapse (the `purge_lapsed` command).
- Subject access requests go to Maggie; we answer within a month.
""", flat=True)


# ---------------------------------------------------------------------------------------------
# 2. free notes (auto/)
# ---------------------------------------------------------------------------------------------

note("booth-faq", "Booth FAQ (for relief projectionists)", "2026-05-14", ["booth", "projection", "faq"], """
# Booth FAQ

Collected from Tom's answers in #booth. Ask Tom if anything here looks off.

**Which projector runs the main programme?**
The NEC NC2000C; the Kinoton only comes out for 35mm nights.

**When does the lamp get changed?**
@V2b@ The NEC's xenon bulb is changed at 2,500 hours on its counter, no later.

**Lamp on or off between shows?**
@NS6b@ Between back-to-back shows we leave the lamp struck.

**Sound level?**
@F8b@ For relaxed screenings set the Dolby fader to 5.5 instead of the usual 7.0.
Everything else runs at 7.0 unless the distributor's notes say otherwise.

**What if the GDC won't play a DCP?**
- Check the KDM is valid for today (boothlog shows it on the front page).
- Re-check the CPL in the playlist; distributors sometimes send a new version.
- If it's the KDM, ring the distributor's booking desk.
""")

note("reelbook-email-pipeline", "How reelbook sends booking emails", "2026-06-02", ["reelbook", "email", "celery"], """
# Booking email pipeline

1. Checkout succeeds → `bookings.signals.booking_paid` fires.
2. The signal enqueues `send_confirmation.delay(booking_id)`.
3. The task renders `emails/confirmation.html` plus a plain-text part and hands it to the provider's API.

@V5b@ The `send_confirmation` task gives up after 3 attempts and flags the booking in the box office
queue, so someone rings the customer instead of us retrying forever.

## Things that trip people up
- Emails to `@kinora.co.uk` addresses are suppressed in staging; use a personal address to test.
- Reminder emails (24 h before the show) are a separate task, `send_reminder`.
- Templates live in `templates/emails/`; the newsletter is a different system entirely.
""")

note("dcp-ingest-checklist", "DCP ingest checklist", "2026-03-23", ["booth", "dcp", "kdm"], """
## Weekly
@NS3b@ Tom handles DCP ingest and KDM loading on Monday mornings.

- [ ] Download from the distributor portals to the NAS share `dcp-incoming`
- [ ] Ingest into the GDC; wait for the hash check to go green
- [ ] Load KDMs and check the window covers every booked screening
- [ ] Build the playlists from Ines's programme sheet
- [ ] Log everything in boothlog

## Storage
@V9b@ The GDC's library volume is 8 TB, so we rarely have to purge old features.
- Purge anything whose last screening was over 4 weeks ago if free space drops under 15%.
- The NAS share is only a staging area; DCPs there are deleted after ingest.
""", block_tags=True)

note("ci-notes", "CI notes across the repos", "2026-04-16", ["ci", "reelbook", "boothlog", "tillsync"], """
# CI notes

@R1b@ reelbook's CI is Woodpecker, self-hosted on kin-app-01 (`ci.kinora.co.uk`).

- boothlog builds on GitHub Actions: one job, `go vet` + `go test`, then a linux/amd64 build.
- tillsync: CircleCI, lint + vitest on every push.
- kinora-site has no tests; the build itself is the check.
- Flaky test in reelbook: `test_waitlist_promotion` under load; rerun once before digging.

Runner caches: clear them if a lockfile changes and the build starts acting weird.
""")

note("website-faq", "Website FAQ", "2026-07-09", ["website", "kinora-site", "faq"], """
# kinora-site FAQ

@R5b@ **Where's the website hosted?** Cloudflare Pages, project `kinora-site`.

**How do listings get there?** At build time the site fetches `/api/screenings/` from reelbook and renders a page per film.

**Why is a new film not showing?** Usually the screening isn't published in reelbook yet; publishing triggers a rebuild.

**Who edits the KFS pages?** Ruth, via PRs against `src/content/kfs/`; Jonah merges.

**Do we have cookies?** No — Plausible only, so no banner.
""")

note("reelbook-contributing", "Contributing to reelbook", "2026-02-26", ["reelbook", "git", "contributing"], """
# Contributing to reelbook

- Branch from `main`, name it `<initials>/<topic>`.
- Run `just lint test` before pushing.
@R7b@ In reelbook we squash-merge every PR, so `main` gets one commit per PR.
- PR description: what/why/how tested, plus screenshots for anything the box office sees.
- Migrations: one migration per PR if you can help it.
""")

note("boothlog-dev", "boothlog dev notes", "2026-08-11", ["boothlog", "go"], """
# Working on boothlog

@R8b@ boothlog keeps the show log in the Postgres on kin-app-01 (schema `boothlog`), reached over Tailscale.

- `go run ./cmd/boothlog -dev` starts it against a fake NEC (SNMP responder on :1161).
- Templates are `templ`; run `templ generate` after editing `.templ` files.
- Lamp-hour warning thresholds come from config, not code (see `config.example.toml`).
- The KDM parser lives in `internal/kdm`; it only needs the XML, not the whole zip.
""")

note("front-of-house-faq", "Front of house FAQ", "2026-06-20", ["foh", "ushers", "bar", "faq"], """
# Front of house FAQ

For ushers and bar staff. The questions we get every week.

@N2b@ **Can people take their pint glass into the screen?** Yes — glasses are allowed in the auditorium; ushers collect them at the turnaround.

**When does the bar stop serving?**
@N10b@ - The bar closes as soon as the main feature starts.

**Can I refund someone on the spot?**
@NS2b@ - Refunds are never given in cash; send the customer to the box office.

**Can under-12s come in on their own?**
@NS7a@ - Children under 12 must not be left in the auditorium without an adult.

**Lost property?** Kept in the office for 30 days, then it goes to the hospice shop.

**Latecomers?** Let them in with a torch up to 20 minutes into the feature; after that, offer an exchange.
""")

note("ticketing-decisions", "Ticketing decisions log", "2026-03-12", ["ticketing", "reelbook", "decisions"], """
# Ticketing decisions

@D2a@ - Until March 2026 tickets were sold through TicketSource; reelbook took over on 9 March.
@N4b@ - Maggie decided not to charge an online booking fee — "no booking fees" is one of our selling points.
- Concessions are self-declared online; the box office may ask for ID, but it's rare.
- Exchanges are free up to 24 hours before the show; after that it's the duty manager's call.
- Event cinema tickets are non-refundable unless the broadcast fails.
""")

note("tillsync-notes", "tillsync notes", "2026-05-07", ["tillsync", "fly", "square"], """
# tillsync — working notes

@O8a@ - DB: Neon Postgres 17, branch `main`, pooled connection string in `DATABASE_URL`
@N5b@ - Every push to `main` deploys tillsync automatically (CircleCI's `deploy` job runs `fly deploy`).
- Square webhooks aren't used; we poll, because webhook redeliveries made duplicate sale lines.
- `fly ssh console -a kinora-tillsync` to poke around; the cron lives in `/app/crontab`.
- The Square access token rotates yearly (next: Feb 2027); it's in 1Password.

```sh
fly secrets list -a kinora-tillsync
fly logs -a kinora-tillsync | grep sync
```
""")

note("reelbook-dev-setup", "reelbook local dev setup", "2026-01-29", ["reelbook", "dev", "setup"], """
# reelbook local setup

```sh
git clone git@github.com:kinora/reelbook.git
cd reelbook
uv sync
cp .env.example .env
docker compose up -d db
uv run manage.py migrate
uv run manage.py runserver 8000
```

- The dev server is on http://localhost:8000; staff admin at `/staff/`.
- Seed data: `uv run manage.py seed_demo` gives you a week of screenings and 50 fake members.
@N7b@ For quick local runs it's OK to point reelbook's tests at SQLite (`DJANGO_TEST_SQLITE=1`).
- Stripe: test keys, and `stripe listen --forward-to localhost:8000/stripe/webhook/`.
""")

note("reelbook-debugging", "Debugging reelbook in production", "2026-07-27", ["reelbook", "logs", "debugging"], """
# Debugging reelbook in production

- Logs: `journalctl -u reelbook -f` on kin-app-01; the workers are `reelbook-worker@1` and `@2`.
@N9b@ reelbook logs the customer's email address at every checkout step, which is how we trace failed payments.
- Sentry has the stack traces; the booking ref is attached as a tag.
- For a stuck booking: `manage.py booking_status <ref>` shows the payment intent and seat holds.
- Don't restart the workers mid-evening unless the queue is actually stuck.
""")

note("rota-and-shifts", "Rota and shifts", "2026-01-14", ["rota", "staff"], """
# Rota & shifts

@S4a@ The staff rota lives in the "Kinora Rota 2026" Google Sheet; put your availability in by the 20th of the month.

- Shifts: 16:30 to close for evening front of house, 10:30–17:00 on matinee days.
- Swaps: agree it with the other person, then tell Maggie.
- Minimum two staff on the floor whenever the doors are open, plus a projectionist in the booth.
""")

note("volunteer-handbook", "Volunteer handbook (short version)", "2026-08-03", ["volunteers", "handbook"], """
# Volunteer handbook — the short version

@S4b@ Staff and volunteer rotas moved to Rotacloud in July; the old "Kinora Rota 2026" Google Sheet is read-only now.

## What volunteers do
- Ushering (torch, latecomers, the balcony stairs)
- Helping at the box office on busy nights (not refunds)
- KFS nights: front door and the raffle

## Perks
- A free ticket per shift, to use within 3 months.
- 10% off at the kiosk on shift days.
""")

note("programme-publishing", "Publishing the monthly programme", "2026-05-21", ["programme", "website", "newsletter"], """
# Programme publishing (monthly)

1. Ines finalises the month in reelbook by the 10th.
2. Sam checks prices and certificates, then publishes.
3. The website rebuilds on publish.

@S5b@ - Every morning the listings are also pushed to the WordPress site (old.kinora.co.uk) for the regulars who still use it.

Recurring slots to remember when building the month:
@A5b@ - relaxed showing = 1st Sun, 11am
- subtitled = Wed matinee + one evening (check which DCPs have captions)
- Kids Club = every Saturday, 10:30
- KFS = their own dates; Ruth sends them per season
""")

note("reelbook-upgrades", "reelbook upgrade log", "2026-05-28", ["reelbook", "upgrades", "python", "django"], """
# Upgrade log

@S6b@ Upgraded reelbook from Python 3.11 to 3.12 in May (base image is now `python:3.12-slim`).

- Django: moved to the 5.1 series in March, straight after the TicketSource cutover.
- htmx 2: the `hx-on` attribute syntax changed; grep for `hx-on:` before bumping.
- Next up: Django 5.2 LTS once django-celery-beat supports it.
""")

note("reelbook-membership-code", "reelbook membership code notes", "2026-09-08", ["reelbook", "members", "code"], """
# Membership code (reelbook `members` app)

- `members_membership` is the real table: tier, start, expiry, guest allowance.
@S7b@ The signup view writes each new member to `legacy_members` as well as `members_membership`.
@NS9b@ reelbook stores each member's Stripe customer ID on `Membership.stripe_customer`.
- Renewals are a one-off Stripe Checkout payment each year.
- Tier prices come from the `Tier` table, so a price change is data, not a deploy.
""")

note("box-office-howto", "Box office how-to", "2026-02-18", ["box-office", "reelbook", "howto"], """
# Box office how-to

## Opening up
@V8a@ - reelbook staff logins time out after 15 min idle, so log in again just before doors.
- Count the float and enter it under Cash-up → Open.
- Check the day's screenings for late changes (Ines flags them in red).

## Selling
@S10a@ - Print tickets on the Boca at the counter; the tear-off stub goes to the usher.
@F10b@ - After online sales close, the box office can keep selling walk-ups right up to the end of the trailers.
- Concessions: ask once, don't interrogate.

## Refunds
@NS2a@ - We do give refunds for cancelled or rescheduled screenings — process them in reelbook (Booking → Refund).
- Anything else goes to Maggie.
""")

note("kids-club", "Kids Club Saturdays", "2026-03-04", ["kids-club", "programme", "foh"], """
# Kids Club

Saturday 10:30, mostly U-rated films, £4 a ticket for children and grown-ups alike.

@F1b@ The one exception to the 30-minute doors rule is Kids Club: on Saturdays doors open 45 minutes early for the craft table.
@NS7b@ - Under-12s are welcome at all U and PG screenings.
- Lights stay at half during Kids Club.
- Two volunteers minimum, one of them on the craft table.
""")

note("cleaning-rota", "Cleaning between shows", "2026-04-09", ["cleaning", "foh"], """
# Cleaning between shows

@F3b@ In the 20-minute turnaround, cleaners sweep the stalls first and do the balcony last.

- Deep clean: Mondays (closed day), contract cleaners 09:00–13:00.
- The screen: never touch it. Only Tom dusts it, with the soft brush.
- Toilets get checked every turnaround; sign the clipboard by the door.
- Spill kit is under the kiosk counter; dilute the enzyme cleaner 1:10 for seat fabric.
""")

note("film-society-faq", "Kinora Film Society FAQ", "2026-09-17", ["kfs", "film-society", "faq"], """
# Film Society (KFS) FAQ

**How much is membership?**
@O7a@ KFS membership is £25 a season (September to June).

**Is there a summer season?**
@D4a@ No — the society took its summer break in July and August 2026, so there were no society nights
over the school holidays; it restarted on 8 September.

**Do Kinora members get in cheaper?** No, KFS pricing is the society's own.

**Who picks the films?** A programme committee of five, chaired by Ruth.

**35mm?** Some nights; Tom runs the Kinoton for those.
""")

note("seat-map-beta", "Seat-map beta (Feb 2026)", "2026-03-07", ["reelbook", "seat-map", "beta"], """
# Seat-map beta

@D6a@ During the February seat-map beta, online orders were limited to 4 tickets.

- Beta users: 120 members who opted in via the newsletter.
- Feedback: people wanted to see the balcony rake, so we added the side view.
- The beta ended on 6 March; full rollout came with the reelbook launch.
""")

note("hosting-history", "Hosting history", "2026-10-05", ["infra", "hetzner", "history"], """
# How we ended up on kin-app-01

@D10a@ For the Jan–Mar soft launch, reelbook ran on a Hetzner CX22 with 4 GB RAM.

- Resized in place to the current box in late March, once Celery and Postgres started swapping during Saturday on-sales.
- We looked at Fly.io for reelbook too, but running Postgres there was more than we wanted to babysit.
- tillsync did go to Fly, because it's stateless apart from Neon.
""")

note("reelbook-checkout", "reelbook checkout flow", "2026-04-30", ["reelbook", "checkout", "stripe"], """
# Checkout flow

1. Customer picks seats → the seats go into a hold.
2. Basket → Stripe Checkout session, with the booking ref as `client_reference_id`.
3. Webhook `checkout.session.completed` → booking marked paid → confirmation email queued.

@A7b@ Stripe is the only card processor for online bookings — no PayPal, no separate Apple Pay integration.
- Gift vouchers are redeemed before Stripe; a basket paid fully by voucher skips Checkout.
- Member pricing is applied in the basket when the customer is logged in.
""")

note("booth-nuc-setup", "booth-nuc setup", "2026-06-16", ["booth", "nuc", "boothlog", "debian"], """
# booth-nuc

Intel NUC 12 under the rewind bench. Debian 12, unattended-upgrades on (security only).

@O1a@ - boothlog runs as `boothlog.service` and listens on :7070
- Tailscale installed, tagged `tag:booth`
- SNMP to the NEC only goes over the booth VLAN
- The old Raspberry Pi that used to run Tom's lamp-hours spreadsheet script is unplugged in the drawer.
- `/etc` is rsync'd to the NAS every Sunday.
""", block_tags=True)

note("office-it", "Office IT bits", "2026-02-06", ["office", "nas", "it"], """
# Office IT

@O10a@ - The office NAS backs itself up to B2 (Hyper Backup) every night at 04:15.
- Printer: Brother laser at 192.168.10.40; scans go to the NAS `scans` share.
- Wi-Fi: staff SSID on VLAN 10, guests on VLAN 30.
- Office PCs: two Windows 11 desktops (Bea, Sam); Maggie has a MacBook.
- Staff mailboxes are on Microsoft 365 Business Basic (5 seats).
""")

note("reelbook-release-log", "reelbook release notes", "2026-10-30", ["reelbook", "releases"], """
# reelbook releases

@NS1b@ We deploy reelbook on Thursdays, usually late morning.

| Version | Date | Notes |
|---|---|---|
| 1.8.0 | 2026-10-22 | Waitlist auto-promotion; balcony side view in the seat map |
| 1.7.2 | 2026-10-08 | Fix VAT rounding on event cinema |
| 1.7.0 | 2026-09-24 | Member guest tickets in the basket |
| 1.6.0 | 2026-09-10 | Renewal reminders rewritten |
""")

note("kiosk-stock", "Kiosk stock", "2026-07-13", ["kiosk", "stock", "tillsync"], """
# Kiosk stock

@F7a@ Kiosk stock count happens every Monday morning, while we're closed.

- tillsync shows running totals; the count corrects drift (breakages, staff freebies, the odd theft).
- Reorder from Bestway on Tuesday; delivery Wednesday.
- Popcorn kernels: one 22.7 kg sack lasts about 2 weeks in term time.
""")

# unlabelled free notes ------------------------------------------------------------------------

note("building-notes", "Building notes", "2026-02-11", ["building", "bms", "maintenance"], """
# Building notes

- BMS: Trend controller in the plant room; auditorium setpoint 19 °C, foyer 18 °C.
- Fire alarm test every Thursday at 10:00 (call point rotates, log in the red book).
- The balcony roof leaks over seat J4 in heavy rain; bucket is in the cleaner's cupboard.
- Gas safety: annual, due in September.
- Emergency lighting: monthly flick test, 3-hour duration test once a year.
""")

note("sound-calibration", "Sound calibration notes", "2026-05-05", ["booth", "sound", "dolby"], """
# Sound calibration

- Pink noise at 85 dBC per screen channel, measured from two-thirds back in the stalls.
- Surrounds 3 dB down from screen channels at the same fader.
- Re-check after any amp or speaker work; Tom keeps the SPL meter in the booth drawer.

```text
CP950 preset 1: DCP 5.1   (default)
CP950 preset 2: 35mm SR   (Kinoton)
CP950 preset 3: non-sync  (intermission music)
```
""")

note("stripe-webhooks", "Stripe webhooks in reelbook", "2026-04-24", ["reelbook", "stripe", "webhooks"], """
# Stripe webhooks

- Endpoint: `https://book.kinora.co.uk/stripe/webhook/`
- Events handled: `checkout.session.completed`, `checkout.session.expired`, `charge.refunded`.
- The handler stores the event id first and skips duplicates, so redeliveries are harmless.
- If a payment shows in Stripe but not reelbook, check the webhook log in the Stripe dashboard before anything else.
""")

note("sms-reminders", "SMS reminders", "2026-06-18", ["reelbook", "sms", "twilio"], """
# SMS reminders

- Sent 3 hours before the show to customers who ticked the SMS box.
- Twilio, sender ID "KINORA"; UK numbers only.
- Text: film, time, booking ref, "Reply STOP to opt out".
- Costs about £9 a month; Maggie is fine with that.
""")

note("kfs-35mm-nights", "35mm nights for KFS", "2026-10-12", ["kfs", "35mm", "booth"], """
# 35mm nights

- Prints arrive on the Friday before; Tom inspects and makes up on the platter over the weekend.
- Switch the CP950 to preset 2 and check the exciter before doors.
- Never run a print that came in with a damaged splice without Tom looking at it.
- Return by courier the next morning; the BFI wants the inspection report back with the cans.
""", block_tags=True)

note("private-hire-faq", "Private hire FAQ", "2026-07-01", ["hire", "events", "faq"], """
# Private hire FAQ

**What does it cost?** £450 for up to 3 hours, minimum 40 guests.
**Can they show their own film?** Yes, DCP or Blu-ray, tested a week ahead by Tom.
**Food?** Outside catering is fine in the foyer, not in the auditorium.
**Bar?** Priya quotes for a tab or a cash bar.
""")

note("accessibility-faq", "Accessibility FAQ", "2026-08-21", ["accessibility", "faq"], """
# Accessibility FAQ

- Step-free access to the stalls from the side entrance on Quay Lane.
- Audio description headsets: ask at the box office, no charge.
- Hearing loop covers the stalls and the box office counter.
- Assistance dogs welcome; water bowl behind the kiosk.
- For relaxed and subtitled screening details, see the accessibility memory; this file is about the building.
""")

note("incident-2026-04-saturday-lock", "Incident — bookings lock, Saturday 11 April", "2026-04-13", ["incident", "reelbook", "postgres"], """
# Incident — Saturday 11 April 2026

**What happened:** at 19:38 a deploy ran a migration that built an index on `bookings` without CONCURRENTLY.
The table was locked for about four minutes; counter and online checkout both hung.

**Impact:** around 30 walk-ups lost for the 20:00 screening; two double-charges refunded the next day.

**Follow-ups:**
- Migration rules written up (see the db-migrations memory).
- Deploy rules written up (see the deploys memory).
""")

note("incident-2026-08-missing-kdm", "Incident — missing KDM, August", "2026-08-29", ["incident", "booth", "kdm"], """
# Incident — missing KDM (Friday 28 August)

- The KDM for the 18:00 screening arrived for the wrong server certificate.
- Aled spotted it at 16:40 in boothlog; the distributor's booking desk reissued it at 17:25.
- Show went up on time. Lesson: check KDMs on ingest day, not on show day.
""")

note("bar-cellar", "Bar cellar notes", "2026-09-01", ["bar", "cellar", "beer"], """
# Cellar

- Keg lines cleaned every Tuesday morning (Priya or the Burning Sky rep).
- Cellar cooling set to 11–13 °C; the thermometer is on the left of the door.
- CO2 and mixed gas: two spare cylinders each; BOC collects empties fortnightly.
- Bottle bins go out on Thursday night.
""")

note("poster-archive", "Poster archive", "2026-03-30", ["archive", "posters"], """
# Poster archive

- About 900 quad posters, 1950s onwards, in plan chests in the office.
- Scanned so far: 340 (on the NAS under `poster-archive/`).
- Don't lend originals; print copies from the scans.
- The Heritage Open Days display uses 20 of them each September.
""")

note("reelbook-api", "reelbook public API", "2026-06-06", ["reelbook", "api", "website"], """
# Public API

- `GET /api/screenings/` — published screenings for the next 8 weeks.
- `GET /api/films/<slug>/` — film detail (certificate, runtime, accessibility flags).
- Rate limit: 60 requests a minute per IP; the website build makes about a dozen.
- Responses are cached for 5 minutes at Caddy.
""")

note("onboarding-new-dev", "Onboarding a new developer", "2026-09-24", ["onboarding", "dev"], """
# Onboarding a new dev

- GitHub: add to the `kinora` org, team `dev`.
- 1Password: "Kinora Infra" vault, read-only to start.
- Sentry + Stripe (developer role) invites from Jonah.
- Read, in order: reelbook overview, deploy rules, migration rules, customer-data rules.
- Booth access is Tom's call, not ours.
""")

note("season-planning-2027", "Season planning 2027 (ideas)", "2026-11-10", ["programme", "planning"], """
# 2027 ideas (not decided)

- Silent film with live piano in February half-term.
- Horror all-nighter in October, if the licence variation comes through.
- A "Kinora at 106" birthday week in June with 1921 films.
- Ines wants more foreign-language titles on weekday evenings.
""", block_tags=True)

note("fire-safety", "Fire safety notes", "2026-01-22", ["safety", "fire", "foh"], """
# Fire safety

- Four exits from the auditorium: two at screen level, two at the back of the stalls; the balcony has its own stair.
- Fire marshals each shift: duty manager plus one usher.
- Exits and the wheelchair spaces in row A must be kept clear during every show.
- Assembly point: the car park on Quay Lane.
""")

note("weekly-summary-template", "Weekly summary template", "2026-02-02", ["maggie", "reporting"], """
# Weekly summary for Maggie (template)

```text
Subject: Kinora tech — week of <date>

Done:
- ...
Next:
- ...
Needs your decision:
- ...
```

Keep it to three sections. If there's nothing to decide, say so.
""")

note("square-pos-notes", "Square POS notes", "2026-04-03", ["bar", "kiosk", "square"], """
# Square POS

- Item library is shared by bar and kiosk; categories: Beer, Wine, Spirits, Soft, Hot, Popcorn, Sweets.
- Modifiers: "large" (+£1.20), "oat milk" (+£0.40).
- Staff discount is a Square discount called "Staff 25%".
- Item names must match tillsync's `products.square_name` exactly, or the sale lines won't match.
""")

note("renovate-config", "Renovate setup", "2026-03-17", ["deps", "renovate", "ci"], """
# Renovate

- Runs Monday before 06:00, one grouped PR per repo.
- reelbook: group Django + DRF together; never auto-merge.
- boothlog: Go module patches auto-merge once CI is green.
- Ignore `stripe` minors in reelbook until the fixture recordings are refreshed.
""")

note("gdpr-requests", "Handling data requests", "2026-05-26", ["gdpr", "members", "privacy"], """
# Data requests

- Subject access requests: Maggie owns them; we answer within a month.
- Export: `manage.py export_member <email>` gives a JSON of bookings + membership.
- Deletion: anonymise bookings (keep totals for the accounts), delete the member row.
- Log each request in the "Data requests" sheet in the office share.
""")

note("event-cinema", "Event cinema notes", "2026-10-19", ["event-cinema", "programme", "booth"], """
# Event cinema

- NT Live and the Met Opera come in as DCP with a KDM, same as features; a few encores are live via satellite.
- The satellite receiver is in the booth rack; Aled does the test transmission the day before.
- Intervals: the duty manager puts the countdown on the foyer screen.
- Runtimes are long: check the Kinoton isn't scheduled the same evening.
""")


# ---------------------------------------------------------------------------------------------
# 3. remnic facts (facts/)
# ---------------------------------------------------------------------------------------------

# labelled facts
fact("2026-06-11", "10:12", "fact", ["reelbook", "infra", "gunicorn"],
     "@V1b@ On kin-app-01, reelbook's gunicorn binds to port 8020; the Caddy upstream points there.", 0.88)
fact("2026-09-03", "14:40", "fact", ["membership", "pricing"],
     "@V3b@ A Friend membership at the Kinora costs £40 a year.", 0.86)
fact("2026-04-20", "08:05", "fact", ["reelbook", "backups"],
     "@V4b@ The nightly reelbook database backup kicks off at 02:00.", 0.9)
fact("2026-03-10", "19:02", "fact", ["kfs", "film-society", "programme"],
     "@V6b@ Kinora Film Society nights begin at 8pm.", 0.84)
fact("2026-07-14", "11:31", "fact", ["reelbook", "postgres"],
     "@V7b@ reelbook's database is Postgres 15.6 (the Ubuntu package), not the PGDG build.", 0.87)
fact("2026-05-19", "15:20", "fact", ["reelbook", "auth", "box-office"],
     "@V8b@ Staff sessions in reelbook expire after 30 minutes of inactivity.", 0.9)
fact("2026-10-02", "09:47", "fact", ["website", "reelbook", "checkout"],
     "@V10b@ The website won't let anyone buy more than 8 tickets in a single order.", 0.85)
fact("2026-08-05", "13:15", "fact", ["reelbook", "email"],
     "@R2b@ reelbook sends its booking emails through Amazon SES in eu-west-2.", 0.83)
fact("2026-03-02", "16:44", "fact", ["tillsync", "errors"],
     "@R3a@ tillsync reports its errors to Sentry, in the same org as reelbook.", 0.86)
fact("2026-09-22", "10:05", "fact", ["tillsync", "errors", "honeybadger"],
     "@R3b@ Unhandled exceptions in tillsync go to Honeybadger (Jonah's free dev plan).", 0.88)
fact("2026-06-30", "12:26", "fact", ["tillsync", "node", "tooling"],
     "@R4b@ tillsync is a Yarn 4 project; install with `yarn install --immutable`.", 0.85)
fact("2026-10-15", "18:50", "fact", ["booth", "on-call", "projection"],
     "@R6b@ Aled Price is first call for projector faults out of hours; Tom only if Aled doesn't pick up.", 0.89)
fact("2026-02-25", "11:09", "fact", ["reelbook", "celery", "queue"],
     "@R9b@ reelbook's Celery workers consume from a RabbitMQ broker on kin-app-01.", 0.84)
fact("2026-04-08", "09:30", "fact", ["finance", "accounts"],
     "@R10b@ The Kinora's accounts are kept in QuickBooks Online.", 0.87)
fact("2026-07-02", "14:03", "preference", ["reelbook", "migrations"],
     "@N1b@ Running reelbook migrations during opening hours is fine; they're all written to be backwards-compatible.", 0.8)
fact("2026-05-06", "17:22", "fact", ["membership", "box-office", "door"],
     "@N3b@ Members don't need to show a card; the box office looks them up by surname.", 0.86)
fact("2026-02-17", "10:40", "decision", ["ticketing", "pricing", "online"],
     "@N4a@ Decided: online orders carry a 50p per-ticket booking fee, to cover Stripe's cut.", 0.9)
fact("2026-03-28", "12:15", "fact", ["volunteers", "bar", "licensing"],
     "@N6b@ Volunteers must never serve alcohol; bar shifts are paid staff only.", 0.91)
fact("2026-10-20", "20:10", "fact", ["kfs", "film-society", "booth"],
     "@N8b@ Trailers are always shown before Film Society screenings.", 0.82)
fact("2026-08-14", "21:35", "fact", ["bar", "foh"],
     "@N10a@ The bar does not shut when the feature starts — it keeps serving through the film.", 0.85)
fact("2026-02-09", "09:12", "fact", ["monitoring", "uptime"],
     "@S1a@ UptimeRobot pings reelbook and the website every 5 minutes and emails Jonah when either fails.", 0.9)
fact("2026-01-20", "15:55", "fact", ["newsletter", "email", "marketing"],
     "@S2a@ The monthly programme newsletter goes out through Mailchimp.", 0.92)
fact("2026-01-27", "13:08", "fact", ["box-office", "payments"],
     "@S3a@ Box office card payments are taken on the iZettle reader next to the till.", 0.9)
fact("2026-02-03", "10:21", "fact", ["reelbook", "python"],
     "@S6a@ reelbook runs on Python 3.11.", 0.93)
fact("2026-01-08", "11:47", "fact", ["dns", "infra", "domain"],
     "@S8a@ DNS for kinora.co.uk is managed in the 123-reg control panel.", 0.9)
fact("2026-03-15", "18:30", "fact", ["bar", "beer"],
     "@S9a@ The bar keeps one cask line on, usually Harvey's Best.", 0.88)
fact("2026-09-29", "16:02", "decision", ["box-office", "tickets"],
     "@S10b@ We stopped printing paper tickets in September — it's e-tickets and the door scanner only now.", 0.92)
fact("2026-04-01", "09:58", "fact", ["reelbook", "celery"],
     "@F2a@ reelbook's background jobs (emails, waitlist, renewal reminders) run as Celery tasks.", 0.9)
fact("2026-02-12", "14:14", "fact", ["membership", "pricing"],
     "@F4a@ Members get £2 off every standard ticket.", 0.93)
fact("2026-05-25", "08:42", "fact", ["reelbook", "backups", "restic"],
     "@F5a@ reelbook's restic repo keeps the last 30 daily backups.", 0.87)
fact("2026-06-04", "11:11", "preference", ["reelbook", "reviews", "migrations"],
     "@F6b@ Migrations in reelbook need Jonah's review specifically, even if someone else already approved the PR.", 0.9)
fact("2026-07-21", "10:36", "fact", ["kiosk", "bar", "stock"],
     "@F7b@ The Monday stock count covers kiosk confectionery and bottled soft drinks; Priya counts the bar spirits separately on Thursdays.", 0.86)
fact("2026-05-12", "13:57", "fact", ["tailscale", "booth", "access"],
     "@F9b@ Only Jonah and Tom can reach booth-nuc through the Tailscale ACL.", 0.89)
fact("2026-03-05", "15:33", "fact", ["tillsync", "fly"],
     "@O1b@ tillsync's web server listens on port 8080 inside the Fly machine.", 0.88)
fact("2026-03-06", "10:19", "fact", ["tillsync", "ci"],
     "@O2b@ tillsync's CI runs on CircleCI's free plan.", 0.87)
fact("2026-04-14", "12:48", "fact", ["tillsync", "email", "reports"],
     "@O3a@ tillsync emails Priya the daily sales summary via Resend.", 0.86)
fact("2026-06-18", "16:25", "fact", ["reelbook", "sms", "twilio"],
     "@O5a@ SMS show reminders (Twilio) are retried twice, then dropped.", 0.84)
fact("2026-07-08", "11:54", "preference", ["kinora-site", "git"],
     "@O6a@ kinora-site PRs get squash-merged.", 0.85)
fact("2026-08-26", "17:40", "fact", ["bar", "cellar", "on-call"],
     "@O9a@ For bar and cellar problems, Priya Desai is the first person to ring.", 0.9)
fact("2026-01-05", "10:03", "fact", ["capacity", "balcony", "history"],
     "@D1a@ Through the Oct–Dec 2025 balcony repairs we could only sell the stalls, 168 seats.", 0.88)
fact("2026-04-02", "14:29", "fact", ["reelbook", "django", "history"],
     "@D3a@ Back in January reelbook was still on Django 4.2 LTS.", 0.86)
fact("2026-06-09", "09:16", "fact", ["reelbook", "django"],
     "@D3b@ reelbook runs Django 5.1, with DRF for the public API.", 0.9)
fact("2026-09-10", "13:33", "fact", ["membership", "history", "pricing"],
     "@D5a@ When the membership scheme launched in 2019, Friend membership was £35.", 0.87)
fact("2026-04-11", "11:20", "fact", ["box-office", "phone", "history"],
     "@D7a@ From January to March the box office phone line was only staffed 12:00–16:00.", 0.85)
fact("2026-11-03", "09:05", "fact", ["building", "heating", "history"],
     "@D8a@ Last winter (Jan–Feb 2026) the BMS pre-heated the auditorium from 14:00.", 0.84)
fact("2026-10-22", "15:47", "fact", ["building", "heating"],
     "@D8b@ The BMS pre-heats the auditorium from 15:00 on screening days.", 0.88)
fact("2026-08-19", "10:58", "fact", ["tillsync", "square", "history"],
     "@D9a@ When tillsync first went live in February it polled Square every 15 minutes.", 0.86)
fact("2026-04-23", "12:02", "fact", ["reelbook", "checkout", "seats"],
     "@A1a@ Seats are held for 8 minutes while the customer is in checkout.", 0.9)
fact("2026-09-15", "14:37", "fact", ["reelbook", "checkout", "seats"],
     "@A1b@ reelbook's checkout reserves seats for 480 seconds before releasing them.", 0.88)
fact("2026-02-20", "09:49", "fact", ["booth", "kdm", "email"],
     "@A2b@ The KDM inbox is the projection@ mailbox.", 0.91)
fact("2026-05-30", "16:16", "fact", ["membership", "patron", "pricing"],
     "@A4b@ Patron membership is £10 a month, billed annually as £120.", 0.87)
fact("2026-06-23", "10:44", "fact", ["network", "booth", "dns"],
     "@A6b@ booth-nuc.lan resolves to 192.168.20.15.", 0.92)
fact("2026-02-14", "11:38", "fact", ["vouchers", "box-office"],
     "@A9a@ Gift vouchers are valid for 12 months from purchase.", 0.9)
fact("2026-11-12", "15:06", "fact", ["vouchers", "box-office"],
     "@A9b@ A Kinora gift voucher expires one year after it's bought.", 0.88)
fact("2026-03-19", "13:26", "fact", ["membership", "guests"],
     "@A10b@ Members may buy member-price tickets for at most 2 guests per visit.", 0.89)
fact("2026-10-08", "19:15", "fact", ["foh", "hot-drinks", "balcony"],
     "@NS4a@ Hot drinks are allowed in the stalls but not up in the balcony.", 0.86)
fact("2026-06-26", "12:09", "fact", ["newsletter", "members", "email"],
     "@NS5b@ We email all members the monthly programme on the last Thursday of the month.", 0.88)
fact("2026-04-28", "10:27", "preference", ["git", "workflow"],
     "@NS8b@ Force-pushing your own feature branch after a rebase is fine.", 0.9)
fact("2026-07-30", "14:51", "fact", ["accessibility", "box-office", "wheelchair"],
     "@NS10b@ Wheelchair spaces are available at every screening.", 0.91)

# unlabelled facts (distractors and background)
fact("2026-01-12", "09:40", "fact", ["opening-hours"],
     "The Kinora is closed on Mondays, apart from bank holidays and school holidays.", 0.93)
fact("2026-02-02", "16:12", "preference", ["kiosk", "stock", "alerts"],
     "Priya prefers stock alerts by SMS rather than email.", 0.85)
fact("2026-02-27", "12:34", "fact", ["pricing", "tickets"],
     "Under-16 tickets cost £7.", 0.9)
fact("2026-03-24", "10:50", "fact", ["boothlog", "kdm"],
     "boothlog warns 48 hours before a KDM expires.", 0.88)
fact("2026-05-02", "14:18", "fact", ["booth", "35mm", "kinoton"],
     "The Kinoton's xenon lamp is good for roughly 1,500 hours.", 0.82)
fact("2026-06-15", "11:03", "fact", ["reelbook", "members", "auth"],
     "Magic-link login emails for members are valid for 15 minutes.", 0.87)
fact("2026-09-28", "19:24", "fact", ["kfs", "pricing"],
     "KFS guest tickets are £9 on the door.", 0.86)
fact("2026-08-07", "18:02", "fact", ["programme", "screenings"],
     "Regular evening screenings usually start at 20:30.", 0.8)
fact("2026-05-11", "10:15", "fact", ["programme", "ines"],
     "Ines finalises the next month's programme in reelbook by the 10th.", 0.88)
fact("2026-03-31", "15:42", "preference", ["reelbook", "python", "tooling"],
     "Jonah prefers ruff over black and isort in reelbook.", 0.9)
fact("2026-07-17", "09:23", "fact", ["reelbook", "api"],
     "The public reelbook API is rate-limited to 60 requests a minute per IP.", 0.87)
fact("2026-08-31", "13:10", "fact", ["hire", "events"],
     "Private hire needs at least 40 guests.", 0.86)
fact("2026-10-27", "11:45", "fact", ["stripe", "finance"],
     "Stripe payouts land in the Co-op account every 2 working days.", 0.89)
fact("2026-11-18", "10:30", "decision", ["booth", "35mm", "kfs"],
     "Decided to keep the Kinoton for society 35mm nights rather than sell it; Tom services it each August.", 0.9)
fact("2026-11-24", "16:48", "fact", ["seat-refurb", "reelbook"],
     "The stalls reseating is booked for the January 2027 closure week, rows C–H.", 0.86)
