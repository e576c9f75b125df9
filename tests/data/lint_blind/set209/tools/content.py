"""File bodies for the set209 store (Kettlewick Community Press).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude auto-memory files, remnic facts, free auto/ notes.
"""
import datetime as _dt
import hashlib as _hl

# Root files whose `description` deliberately carries an unquoted ": " (not strict YAML).
FLAT = {
    "reference_pressbook-stack.md",
    "feedback_git-workflow.md",
    "reference_sanitiser-dilutions.md",
    "reference_oncall.md",
    "project_season-retro-2025.md",
}

# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------
ROOT = [
dict(file="user_ruth-role.md", name="ruth-role", type="user",
     description="Ruth runs the press day to day and is the main person I work for",
     title="Ruth's role", hook="coordinator, decides priorities, wants plain-English summaries",
     body="""
Ruth Okafor is the coordinator of the press (part-time, paid two days a week by the CIC). She isn't a developer but reads diffs fine and likes to understand what changed and why.

- Decides what gets built; Tom and Dev do most of the coding.
- Handles grower complaints and the booking phone line together with Mags.
@D8b@ - In the 2025 season Ruth carried the PressBook support phone herself on pressing Saturdays, and she doesn't want to do that again.
- Prefers a plain English summary at the end of a session, no jargon walls.
- Works from the farm office on Tue/Thu, from home otherwise.
"""),

dict(file="user_tom-dev.md", name="tom-dev", type="user",
     description="Tom is the volunteer developer behind PressBook and Bottlelog",
     title="Tom (volunteer dev)", hook="who Tom is, how he works, what he wants asked first",
     body="""
Tomasz Wierzbicki (Tom) is a volunteer; day job is backend dev at an insurer in Leeds. He wrote PressBook in 2025 and Bottlelog this spring.

@R9a@ - Editor: Neovim (his LazyVim config lives in his dotfiles repo); he doesn't want editor-specific files committed.
- Strong opinions on small PRs and readable migrations.
- Around evenings and Saturdays during the season; away 2–16 Aug.
- Likes to be asked before I touch shedpi directly.
"""),

dict(file="project_pressbook-overview.md", name="pressbook-overview", type="project",
     description="What PressBook is, who uses it, and the moving parts",
     title="PressBook overview", hook="the grower booking app, its users and known gaps",
     body="""
PressBook is the grower booking app: growers pick a pressing Saturday and a slot, say roughly how many kilos they're bringing, and get a confirmation + reminder. Live at `press.kettlewickpress.org.uk` since July 2025.

## Users
- Growers (public, no login; they manage a booking through the link in their email)
- Mags and Ruth in Django admin (phone bookings, no-shows, moving slots)
- Alun reads the day sheet on the tablet at the press

## Moving parts
- Django app, Postgres, background jobs for reminders and the day-sheet PDF
@R2a@ - Errors go to Sentry (project `pressbook`), DSN read from the env file on orchard-1.
- Slot capacity is configured per Saturday in admin (`PressingDay.slots`), not in code.
@S5b@ - The old `Pressing slots` Google Sheet has been read-only since PressBook took over bookings; phone
  bookings are typed straight into PressBook admin by Mags.
- Booking refs look like `PB-26-0412` (year + running number).

## Known gaps
- No waiting list yet (on the 2027 roadmap).
- Cancellation emails don't tell anyone that a slot freed up.
"""),

dict(file="reference_pressbook-stack.md", name="pressbook-stack", type="reference",
     description="PressBook stack: Django, Postgres, job queue, proxy and CI",
     title="PressBook stack", hook="runtime, job queue, dependencies and CI for the booking app",
     body="""
Everything here is PressBook only; Cellar and Pips have their own memories.

## Runtime
@A1a@ - Django 5.1 on Python 3.12, served by gunicorn (3 workers) under systemd (`pressbook.service`).
@V1a@ - Gunicorn listens on `127.0.0.1:8010`; the reverse proxy forwards `press.kettlewickpress.org.uk` to it.
- Static files are collected to `/srv/pressbook/static` and served by the proxy directly.
- Database: `pressbook` on the local Postgres, role `pressbook_app`.
@R10a@ - Background jobs (reminder texts, day-sheet PDFs) run on RQ with Redis 7 on `localhost:6379`, one worker.
- The RQ dashboard is not exposed; use `rq info` over SSH.

## Dependencies
@S3a@ - Dependencies are pinned with pip-tools: edit `requirements.in`, run `pip-compile`, commit both files.
- Don't bump Django minor versions mid-season (Sept–Nov).

## CI
@R1a@ - CI: GitHub Actions (`.github/workflows/test.yml`) runs pytest and ruff on every PR and on pushes to `main`.
@A6a@ - ruff does both linting and formatting; there's no black or isort config any more.
- Coverage is uploaded as a build artifact, no external coverage service.
- The test job is a required check in the `main` branch protection.

```sh
# quick check on the box
systemctl status pressbook
curl -sI http://127.0.0.1:8010/healthz
```
"""),

dict(file="project_bottlelog-overview.md", name="bottlelog-overview", type="project",
     description="Bottlelog logs pasteurising runs and batch codes from the barn Pi",
     title="Bottlelog overview", hook="pasteurisation and batch log on the barn Pi",
     body="""
Bottlelog is the pasteurisation and batch log. Tom built it in spring 2026 after the environmental health visit asked for proper hold-time records.

- FastAPI app on shedpi (the Raspberry Pi 4 in the barn), uvicorn on port 8000, reachable from outside only through the cloudflared tunnel (`log.kettlewickpress.org.uk`).
@S8a@ - Runs on Python 3.9, the system Python of the Pi's Raspberry Pi OS (Bullseye) image.
@R8a@ - Storage is SQLite (`/var/lib/bottlelog/bottlelog.db`) in WAL mode.
- Probe readings arrive over MQTT from the ESP32 next to the water bath (topic `barn/bath/+/temp`).
@V9a@ - Raw probe readings are kept for 90 days, then rolled up to 1-minute averages by a nightly job.
- Batch codes: `KW-<yy><day-of-year>-<nn>`, e.g. `KW-26283-03` = third batch on Sat 10 Oct 2026.
- Each batch records the grower's booking ref, bottle count, bath start/stop and the hold curve.
- Labels are rendered as PNG and sent to the label printer; see the label-printing memory.
- Admin UI is plain Jinja templates + htmx, no JS build step.
"""),

dict(file="reference_bottlelog-sensors.md", name="bottlelog-sensors", type="reference",
     description="Probe hardware, MQTT topics and calibration for the bath sensors",
     title="Bath sensors", hook="probe hardware, topics and calibration",
     body="""
- Three DS18B20 probes on one ESP32 (`bath-esp`); firmware is in `bottlelog/firmware/`.
- Probe 1 sits in the probe bottle (the one that counts); probes 2 and 3 are in the water at the bath edges.
- The ESP32 publishes every 10 s to Mosquitto on shedpi, port 1883, no TLS inside the barn LAN.
- The cold room probe publishes to `barn/coldroom/temp` every 60 s, same broker.
- Calibration: ice bath + boiling check at the start of September; offsets are stored in `probes.toml`.
- If a probe reads -127 °C it has dropped off the bus; reseat the JST connector.

```toml
[probe.1]
offset = -0.3
[probe.2]
offset = 0.1
[probe.3]
offset = 0.0
```
"""),

dict(file="project_members-portal-overview.md", name="members-portal-overview", type="project",
     description="Pips, the members portal — stack, hosting, payments, logins",
     title="Pips (members portal)", hook="stack, hosting, payments and logins of the members portal",
     body="""
Pips is the members portal (`club.kettlewickpress.org.uk`): join, renew, see your pressing history, read the newsletter archive. Dev Mistry owns it.

## Stack
- Next.js 14 (app router), TypeScript, Tailwind.
- Supabase for Postgres + auth + storage (project `kcp-pips`, EU region).
@R4a@ - Package manager is pnpm (`pnpm-lock.yaml` is committed); don't add a `package-lock.json`.
@R6a@ - Hosted on Vercel, with a preview deploy for every PR and production on `main`.
@O6b@ - Login is magic-link only; the emails are sent by Supabase Auth through Resend SMTP.

## Payments
- Membership payments: GoCardless direct debit; one-off card payments (gift memberships, donations) via Stripe Checkout.
- Webhooks land on `/api/webhooks/gocardless` and `/api/webhooks/stripe`.

## Notes
- Pips reads PressBook booking history through a read-only API token, synced nightly.
- No admin UI in Pips; Gwen uses the Supabase table editor (sigh).
"""),

dict(file="reference_infrastructure.md", name="infrastructure", type="reference",
     description="Servers, proxies, monitoring and where each app runs",
     title="Infrastructure", hook="servers, proxy, backups, SSH and monitoring",
     body="""
## orchard-1 (main VPS)
@D3b@ - orchard-1 is a Hetzner CX22 (Falkenstein) on Ubuntu 24.04 and hosts PressBook and GlitchTip.
@V6a@ - PostgreSQL 16 on orchard-1, port 5432, listening on localhost only.
- Redis 7 on localhost:6379, no persistence (job queue only).
@S10b@ - Replaced nginx with Caddy on orchard-1 in March 2026; certificates are automatic now, no more certbot cron.
@A2b@ - Backups: restic to Backblaze B2 every night, keeping 14 daily, 8 weekly and 12 monthly snapshots.
@A8a@ - SSH is key-only; the Hetzner firewall closes port 22 to everyone except Tom's and Dev's IPs.

## shedpi (barn)
- Raspberry Pi 4 (4 GB) on the barn 4G router; reachable through a cloudflared tunnel only.
- Runs Bottlelog and Mosquitto.

## Elsewhere
- Pips is serverless + Supabase (see members-portal-overview).
- DNS at Cloudflare for `kettlewickpress.org.uk`.

## Monitoring
@S2a@ - Uptime monitoring: UptimeRobot (free plan) pings press., club. and the shedpi tunnel every 5 minutes and emails Tom.
"""),

dict(file="feedback_git-workflow.md", name="git-workflow", type="feedback",
     description="Git rules: how PRs get merged, branch names, force pushes",
     title="Git workflow", hook="merging, reviews, branch names, force pushes",
     body="""
Rules Tom set for all KCP repos (PressBook, Bottlelog, Pips, Cellar).

@R7a@ - Always squash-merge PRs into `main`; the PR title becomes the commit message.
**Why:** Tom wants one commit per change on `main` so reverting a bad deploy is a single `git revert`.
**How to apply:** use the "Squash and merge" button and fix the title first if it's vague.

@N2a@ - Never force-push to `main`, not even to fix a typo in the last commit.
**Why:** the deploy script and Pips' preview builds both pull `main`; a rewritten history broke a deploy in March.

@F2a@ - Branch names are `<app>/<short-topic>`, e.g. `pressbook/waitlist`.
@NS4a@ - Never merge your own PR without an approving review from someone else.
- Keep PRs small; at most one migration per PR.
"""),

dict(file="feedback_deploys.md", name="deploys", type="feedback",
     description="When and how PressBook, Pips and Bottlelog changes may be deployed",
     title="Deploy rules", hook="when deploys are allowed, per app",
     body="""
@N4a@ - Don't deploy PressBook on a pressing Saturday; anything merged on Friday waits until Monday.
**Why:** the one time we did (Oct 2025) the booking page threw 500s with thirty growers in the yard.
**How to apply:** if Tom or Dev want a Saturday deploy, remind them of this and check with Ruth.

- Pips deploys automatically from `main`; Saturdays are fine there because pressing doesn't depend on it.
- Bottlelog releases are tagged and deployed with Ansible, never on a day the bath is running.
- Always put a one-line changelog entry in the PR description; Ruth reads them.
"""),

dict(file="feedback_testing.md", name="testing", type="feedback",
     description="Testing preferences for PressBook and Bottlelog",
     title="Testing preferences", hook="real databases, real brokers, factories",
     body="""
@N9a@ - PressBook tests must hit a real Postgres (the `postgres:16` docker image), not SQLite.
**Why:** we had a migration that passed on SQLite and failed on the server (JSONField lookups).
**How to apply:** `docker compose up -d db` before `pytest`; CI uses a service container.

@NS7a@ - Don't mock the MQTT broker in Bottlelog tests; start mosquitto in docker instead.
**Why:** the reconnect bugs only show up against a real broker.

- Pips has Playwright e2e tests for join/renew; Dev runs them before each release.
- Prefer factories (`factory_boy`) over fixtures for new PressBook tests.
"""),

dict(file="project_pressing-days-2026.md", name="pressing-days-2026", type="project",
     description="The 2026 pressing season — dates, limits, fruit rules",
     title="Pressing days 2026", hook="season plan, fruit rules, walk-ins",
     body="""
Season plan agreed at the June committee meeting.

- Nine pressing Saturdays; the dates are in PressBook, the first is 12 Sept.
@A4a@ - Minimum 25 kg per booking; smaller lots get pooled on the last Saturday.
@V4a@ - Max 120 kg of apples per grower slot (the belt press can't get through more in one slot).
@N1a@ - We never accept windfalls for juice, tree-picked fruit only.
@F3a@ - Every grower's fruit goes through the flotation tank before it reaches the mill.
@NS8a@ - Walk-ins are pressed only if a slot is free, never ahead of booked growers.
- Pears are welcome (perry!) but pressed separately at the end of the day.
- Apple Day is a separate event (Sun 11 Oct), not a pressing Saturday.
"""),

dict(file="reference_pasteurising-sop.md", name="pasteurising-sop", type="reference",
     description="The pasteurising SOP as signed off by Priya — temperatures, hold, logging",
     title="Pasteurising SOP", hook="the signed-off bath procedure and its records",
     body="""
Summary of SOP-03 (v4, signed off by Priya Nandakumar, April 2026). The laminated copy on the barn wall wins if this differs.

1. Fill bottles to the shoulder, cap, load into crates (12 per crate, 4 crates per load).
2. Put the probe bottle in with the load.
3. Heat until the probe bottle reads 75 °C.

@V2a@ - Hold at 75 °C core temperature for 20 minutes, timed from when the probe bottle reaches 75 °C.
@A3a@ - Bottlelog records the probe temperature every 5 minutes during the hold; if shedpi is down, use the paper sheet.
- If the probe drops below 74 °C, restart the hold.
- Cool in the second tank to below 40 °C before labelling.
@O9b@ - Descale the bath with citric acid at 40 g per litre after the last load of the day.

Bag-in-box is hot-filled instead; that's SOP-04.
"""),

dict(file="reference_sanitiser-dilutions.md", name="sanitiser-dilutions", type="reference",
     description="Dilution table: sanitisers and cleaners used in the barn",
     title="Sanitiser dilutions", hook="what we mix, how strong, and for what",
     body="""
What we mix and how strong. Always water first, then chemical.

| Product | Dilution | Used for | Rinse? |
|---|---|---|---|
@V8a@ | Star San | 1.5 ml per litre | spray bottles, bottle rinse | no rinse |
@O9a@ | Chemipro Oxi | 4 g per litre | press cloths, racks, crates | rinse well |
| Citric acid | 40 g per litre | bath descaling | rinse |
| Campden tablets | 1 tablet per gallon (4.5 L) | cider must only, never juice | n/a |

- Gloves and glasses for Chemipro and citric.
- Star San foam is fine, don't fear the foam.
- Chemicals live in the locked cupboard under the stairs, not in the barn kitchen.
"""),

dict(file="project_members-scheme.md", name="members-scheme", type="project",
     description="How the members scheme works — fees, renewals, benefits",
     title="Members scheme", hook="fees, renewals and what members get",
     body="""
Gwen runs the scheme; Dev built the Pips side.

@V3b@ - Individual membership: £27/yr, household £36, both paid through Pips.
@N10a@ - Memberships renew automatically each March via GoCardless unless the member cancels.
@A5a@ - Renewals fall due on 1 March.
- Members get the lower per-litre pressing fee and first pick of slots when booking opens in July.
- About 310 member households at the end of the 2026 season.
"""),

dict(file="reference_pricing.md", name="pricing", type="reference",
     description="Price list for pressing, bottling and the market stall",
     title="Price list", hook="what growers and market customers pay",
     body="""
2026 price list (agreed at the June committee).

| Item | Members | Non-members |
|---|---|---|
| Pressing fee, per litre of juice | £0.35 | £0.55 |
| Pasteurised and bottled (750 ml, bottle + cap included) | £0.90 | £1.20 |
| Bag-in-box 5 L, hot-filled | £4.50 | £5.50 |

- Market stall: juice £3.50 a bottle, Barn Owl £4 per 500 ml.
- Apple Day demo pressing is free (donations welcome).
- Prices are reviewed every June; don't change them in PressBook mid-season.
"""),

dict(file="feedback_commit-messages.md", name="commit-messages", type="feedback",
     description="How commit messages and PR titles should read",
     title="Commit messages", hook="PR title format and conventions",
     body="""
- PR titles in the imperative, prefixed with the app: `pressbook: add waiting list model`.
**Why:** Ruth skims the titles in the weekly summary and needs to know which app changed.
**How to apply:** if I open a PR, use that prefix; if a title is vague, suggest a better one.

- No emoji in commit messages.
- Reference the issue number at the end, `(#123)`.
"""),

dict(file="feedback_code-style.md", name="code-style", type="feedback",
     description="Code style preferences for the Django and Next.js code",
     title="Code style", hook="views, typing, naming, React components",
     body="""
@N8a@ - Prefer Django class-based views (generic `ListView`/`UpdateView`) for new PressBook pages.
**Why:** the admin-ish pages are all list/edit screens and CBVs keep them short.

- Type hints on all new Python functions; mypy isn't enforced though.
- Pips: server components by default, `"use client"` only where needed.
- No abbreviations in model names (`PressingDay`, not `PDay`).
"""),

dict(file="reference_backups.md", name="backups", type="reference",
     description="What gets backed up, where, and how to restore",
     title="Backups", hook="restic, database dumps, restore tests",
     body="""
@F5a@ - PressBook's database is dumped with `pg_dump` right before each restic run, so every snapshot has a consistent SQL dump.
@V5a@ - restic runs nightly at 02:30 UTC from a systemd timer on orchard-1 and pushes to the B2 bucket `kcp-restic`.
@A2a@ - restic keeps 14 daily, 8 weekly and 12 monthly snapshots (`restic forget --prune` after each run).
- shedpi isn't in restic; Bottlelog's nightly copy is rsynced to orchard-1 and picked up from there.
- Restore test once a quarter; the last one was 2 Oct 2026 and took 11 minutes.
- The restic password is in Ruth's and Tom's password managers, nowhere else.
"""),

dict(file="project_email-providers.md", name="email-providers", type="project",
     description="Which service sends which email, and why",
     title="Email senders", hook="which service sends which kind of email",
     body="""
We have too many email senders. Current state:

@R3b@ - Booking confirmation emails from PressBook go out via Amazon SES (eu-west-2), domain verified with DKIM.
@S1a@ - The members newsletter goes out from Mailchimp (free plan, audience `KCP members`).
- Pips login links: Supabase Auth (see members-portal-overview).
- Gwen's invoices are sent from the accounting tool, not from any of our apps.
- `hello@kettlewickpress.org.uk` is a Google Workspace mailbox that Ruth and Mags share.

Keep SPF under 10 DNS lookups; we're at 7.
"""),

dict(file="reference_oncall.md", name="oncall", type="reference",
     description="Who to ring: on-call owners per system on pressing days",
     title="On-call", hook="who is first call for which system during the season",
     body="""
During the season (Sept–Nov), Saturdays 08:30–16:00.

| System | First call | Backup |
|---|---|---|
@R5a@ | PressBook (pressing Saturdays) | Tom Wierzbicki | Dev Mistry |
| Pips (members portal) | Dev Mistry | Tom Wierzbicki |
@A10a@ | shedpi / Bottlelog | Tom Wierzbicki | Alun Pryce (power-cycle only) |
| Press, pasteuriser, wash tank | Alun Pryce | Sam Whitlock |

@NS3a@ - Pasteuriser faults: ring Alun, not the PressBook on-call.
- Outside the season nobody is on call; email is fine.
- Phone numbers are in the pinned message of the volunteers' WhatsApp group, not here.
"""),

dict(file="feedback_food-safety-comms.md", name="food-safety-comms", type="feedback",
     description="How to talk about food safety in anything growers or the public read",
     title="Food safety wording", hook="what we may and may not say about juice safety",
     body="""
Priya reviews anything public that mentions juice safety.

@N3b@ Growers may take their juice home raw (unpasteurised) for cider making, so that juice doesn't have to go through
the bath; the container just has to be marked as unpasteurised.
**Why:** many growers only come to us for cider juice and would go elsewhere otherwise.
**How to apply:** on booking pages and signs say "raw juice for cider" clearly, and never call it "fresh juice".

@NS5a@ - Never sell juice to the public without a pasteurisation record in Bottlelog.
- Don't say "sterilised"; we pasteurise.
- Allergen line: "contains sulphites" only for Barn Owl cider, never for juice.
"""),

dict(file="project_label-printing.md", name="label-printing", type="project",
     description="Bottle labels — templates, batch codes, what must be on them",
     title="Label printing", hook="what goes on a label and where templates live",
     body="""
Labels carry: product name, batch code, best-before, volume, our address.

- Templates live in `bottlelog/labels/templates/` as SVG; Bottlelog fills in batch code and dates.
- Best-before is 12 months from bottling for pasteurised juice.
- The grower's name goes on the label if they ask (most do).
- Label size is 62 x 100 mm for juice, smaller ones for Barn Owl.
"""),

dict(file="reference_bottling-line.md", name="bottling-line", type="reference",
     description="The bottling line setup — bottles, caps, filler, crates",
     title="Bottling line", hook="bottles, caps, filler and crates",
     body="""
@NS2b@ - Juice is bottled straight off the press on pressing days, no settling tank.
@V10a@ - 750 ml flint bottles with 38 mm twist-off lug caps (Vigo, boxes of 1,000).
- 4-head gravity filler, fill to the shoulder line.
@F10a@ - Filled bottles are capped immediately and go into the bath crates, 12 per crate.
- Barn Owl cider uses 500 ml brown bottles and crown caps; that's a different capper.
- Bag-in-box 3 L and 5 L, taps already fitted.
"""),

dict(file="feedback_db-migrations.md", name="db-migrations", type="feedback",
     description="Rules for running Django migrations on the PressBook server",
     title="Database migrations", hook="how migrations are applied in production",
     body="""
@N5a@ - Always run `manage.py migrate` by hand after a deploy, never automatically from the deploy script.
**Why:** a migration locked the bookings table for four minutes on an October Saturday in 2025.
**How to apply:** after deploying, run `manage.py migrate --plan`, read it, then migrate.

- One migration per PR; squash old migrations only in the off-season.
- Never edit a migration that has already been applied on orchard-1.
"""),

dict(file="project_stock-app.md", name="stock-app", type="project",
     description="Cellar, the little stock app for bottles and bag-in-box",
     title="Cellar (stock app)", hook="the finished-stock app and where it runs",
     body="""
Cellar tracks finished stock (not fruit): bottles in, bottles sold, bottles given to growers.

@S6b@ - Cellar moved off shedpi onto orchard-1 in August 2026 (systemd unit `cellar.service`).
- Flask 3, SQLite, one shared login for Gwen and Sam.
- No CI and no tests beyond a smoke script; it's 600 lines.
- Wishlist: import the SumUp CSV automatically.
"""),

dict(file="reference_contacts.md", name="contacts", type="reference",
     description="Who is who at the press and what each person owns",
     title="Contacts", hook="people and what they own",
     body="""
- **Ruth Okafor** — coordinator; priorities, growers, the booking phone.
- **Tom Wierzbicki** — volunteer dev; PressBook, Bottlelog, orchard-1.
- **Dev Mistry** — volunteer dev; Pips.
- **Gwen Harte** — treasurer; members scheme, invoices, bank.
@O7b@ - **Alun Pryce** — head presser; first call for the press and the pasteuriser on pressing days.
- **Priya Nandakumar** — food safety lead (HACCP), signs off SOPs.
- **Mags Ellery** — volunteer coordinator; rota, phone bookings, first aid.
- **Sam Whitlock** — bottling line lead and the market stall.
"""),

dict(file="feedback_secrets-handling.md", name="secrets-handling", type="feedback",
     description="Never leak tokens — how secrets are handled in chat and memory",
     title="Secrets handling", hook="tokens and DSNs stay out of chat and memory",
     body="""
@NS9a@ - Never paste a DSN or API token into chat or into a memory file; refer to the env var name instead.
**Why:** Ruth forwards session summaries to the committee.
**How to apply:** write the variable name (e.g. `PRESSBOOK_SECRET_KEY`) and say which env file it lives in.

- Env files on orchard-1 are `/etc/<app>.env`, mode 0600, owned by the app user.
- Don't commit `.env`; `.env.example` is fine and should be kept current.
"""),

dict(file="project_grower-notifications.md", name="grower-notifications", type="project",
     description="Emails and texts growers get, and when",
     title="Grower notifications", hook="which messages growers receive and when",
     body="""
- Confirmation email right after booking, with the change/cancel link.
- Reminder email two days before the slot.
- Reminder text the evening before at 18:00, only if they gave a mobile number.
- Texts are retried 3 times; after that we give up and Mags rings if the slot is tomorrow.
- GoCardless webhooks retry up to 5 times; that's payments, nothing to do with grower texts.
- Cancellation email when admin moves a slot.
- Plan for 2027: a "slot freed up" text to a waiting list.
"""),

dict(file="reference_dns-domains.md", name="dns-domains", type="reference",
     description="Domains, subdomains and where DNS is managed",
     title="Domains and DNS", hook="domain registration and subdomains",
     body="""
- `kettlewickpress.org.uk` is registered at 123-reg until 2028, DNS delegated to Cloudflare.
- `press.` → orchard-1 (not proxied through Cloudflare, so the server can get its own certs)
- `club.` → Pips
- `log.` → cloudflared tunnel to shedpi
- `errors.` → orchard-1 (GlitchTip)
- TTL 300 on everything during the season so we can move fast.
- Mail: Google Workspace MX records.
"""),

dict(file="feedback_editor-setup.md", name="editor-setup", type="feedback",
     description="Editor and tooling habits per person, and what not to commit",
     title="Editors and tooling", hook="who uses which editor, and repo hygiene",
     body="""
- Dev uses VS Code for Pips, with the Tailwind and ESLint extensions.
- Ruth edits SOPs and newsletter drafts in Obsidian, synced via iCloud.
- Don't commit `.vscode/` or `.idea/` folders to any repo; they're in the global gitignore.
**Why:** editor folders only add noise to diffs.
- `.editorconfig` in each repo is the shared source for indentation (4 spaces Python, 2 spaces TS).
"""),

dict(file="project_season-retro-2025.md", name="season-retro-2025", type="project",
     description="Lessons from 2025: what went wrong on pressing days",
     title="2025 season retro", hook="lessons from last season and what changed",
     body="""
Summary of the January retro (the raw notes are in auto/2025-retro).

- Bookings were too coarse; slot length is now a PressBook setting.
- The printed day sheet was out of date by mid-morning, so Alun uses a tablet with the live list.
- Confirmations landed in spam, so we set up a proper sending domain with DKIM.
- Not enough volunteers at the wash tank after lunch; the rota now puts two there.
- The 2025 pasteurising records were on paper and two sheets went missing.
"""),

dict(file="reference_volunteer-rota.md", name="volunteer-rota", type="reference",
     description="How the volunteer rota works on pressing days and market days",
     title="Volunteer rota", hook="how shifts are organised",
     body="""
- The rota lives in a shared Google Sheet; Mags owns it.
- Pressing Saturdays need 8 volunteers: 2 wash tank, 2 mill/press, 2 bottling, 1 till, 1 floater.
- Market Sundays need 2.
- Shifts are 08:30–12:00 and 12:00–16:00; nobody does both unless they want to.
- New volunteers must do the induction before their first shift.
"""),

dict(file="feedback_writing-style.md", name="writing-style", type="feedback",
     description="How Ruth wants summaries and docs written",
     title="Writing style", hook="tone, spelling and structure Ruth expects",
     body="""
- Plain English, short sentences, British spelling (pasteurise, colour, organise).
**Why:** Ruth forwards things to the committee and to growers.
**How to apply:** no tables in anything a grower will see; tables are fine in internal notes.

- Put the decision first, then the reasons.
- Dates as "Sat 12 Sept", never "09/12".
"""),

dict(file="project_hygiene-audit.md", name="hygiene-audit", type="project",
     description="The environmental health visit and the actions that came out of it",
     title="Hygiene inspection", hook="the EHO visit and follow-up actions",
     body="""
EHO visit on 3 March 2026 (food hygiene rating 4, aiming for 5 next time).

- Actions: written hold-time records (→ Bottlelog), a hand-wash sink near the press, a pest control contract.
- Sink fitted in April; pest control with a local firm, visits every 8 weeks.
- Priya owns the HACCP plan and reviews it every January.
- Next inspection expected spring 2027.
"""),

dict(file="reference_payment-providers.md", name="payment-providers", type="reference",
     description="Payment providers and the bank — what takes money where",
     title="Payment providers", hook="which provider takes which payments, and the bank",
     body="""
@S7b@ - The Co-op Bank account was closed in June 2026; the CIC banks with Unity Trust Bank now.
- GoCardless: membership direct debits (Pips).
- Stripe: card payments on Pips (gift memberships, donations).
- SumUp: the card reader at the market stall.
- Payouts from all three go to the bank account weekly.
"""),

dict(file="project_roadmap-2027.md", name="roadmap-2027", type="project",
     description="What we want built before the 2027 season",
     title="Roadmap for next season", hook="wishlist per app before next season",
     body="""
- PressBook waiting list + "slot freed up" texts (Ruth's top priority).
- Pips: let members see their juice volumes per year.
- Bottlelog: export hold records as PDF for the EHO.
- Cellar: SumUp CSV import.
- Maybe: move the shedpi tunnel to Tailscale. Not decided.
"""),

dict(file="feedback_dependency-updates.md", name="dependency-updates", type="feedback",
     description="How and when to update dependencies across the repos",
     title="Dependency updates", hook="update cadence and the mid-season freeze",
     body="""
- Dependabot is on for Pips (weekly, grouped); PressBook gets updated by hand once a month.
- No major upgrades between September and November.
**Why:** the season is when everything is used; a broken upgrade costs growers their slot.
**How to apply:** if a security fix lands mid-season, take patch-level only and tell Ruth.

- Renovate was tried on PressBook in 2025 and turned off because it was too noisy.
"""),
]

# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------
# (timestamp UTC, category, confidence, tags, body)
FACTS = [
("2026-01-06T09:12:00", "preference", 0.85, ["ruth", "communication"],
 "Ruth wants a short written summary at the end of every session, in plain English."),
("2026-01-09T16:40:00", "fact", 0.8, ["market", "payments", "history"],
 "@D10a@ In 2025 card payments at the market stall were taken on an iZettle reader."),
("2026-01-14T11:05:00", "fact", 0.85, ["pressbook", "hosting", "history"],
 "@D3a@ During the 2025 season PressBook ran on an old Raspberry Pi in Tom's house behind a Cloudflare tunnel."),
("2026-01-20T14:22:00", "fact", 0.9, ["pasteurising", "history", "haccp"],
 "@D1b@ In the 2024 season bottles were held at 70 °C for 30 minutes, before Priya's HACCP review changed the SOP."),
("2026-01-22T10:31:00", "fact", 0.8, ["coldroom"],
 "The cold room is held at 3 °C; milled pulp waiting for the press can sit there overnight at most."),
("2026-01-27T19:48:00", "fact", 0.85, ["pressbook", "history"],
 "@D5b@ In the 2025 season PressBook slots were a full hour each."),
("2026-02-03T20:15:00", "fact", 0.85, ["pressbook", "history", "reminders"],
 "@D9b@ In the 2025 season PressBook's reminders were sent by a cron job running `manage.py send_reminders` every evening."),
("2026-02-11T21:02:00", "fact", 0.95, ["pressbook", "dependencies"],
 "@S3b@ PressBook switched from pip-tools to uv in February; `uv.lock` is the source of truth now."),
("2026-02-16T12:00:00", "fact", 0.8, ["cider", "barn-owl"],
 "Barn Owl cider is 5.8% ABV this year and goes into 500 ml brown bottles with 26 mm crown caps."),
("2026-02-19T18:30:00", "decision", 0.9, ["git", "workflow"],
 "@R7b@ Decision: pull requests in the KCP repos are merged with rebase-and-merge so each\ncommit lands on `main` exactly as written."),
("2026-02-25T09:44:00", "fact", 0.9, ["members", "renewals"],
 "@N10b@ Memberships do not auto-renew; each March Gwen emails every member a renewal link."),
("2026-03-02T10:10:00", "fact", 0.9, ["members", "pricing"],
 "@V3a@ Individual membership of the press costs £24 a year."),
("2026-03-04T10:25:00", "fact", 0.9, ["members", "pricing"],
 "@F4a@ Household membership is £36 a year."),
("2026-03-09T15:00:00", "fact", 0.85, ["members"],
 "@A5b@ The membership year runs from 1 March to the end of February."),
("2026-03-12T08:50:00", "fact", 0.8, ["press", "maintenance"],
 "Alun services the belt press hydraulics every 40 pressing hours."),
("2026-03-18T13:37:00", "fact", 0.85, ["labels", "shedpi"],
 "@S4a@ Bottle labels are printed on the Dymo LabelWriter 450 plugged into shedpi's USB port."),
("2026-03-24T20:05:00", "fact", 0.8, ["tom", "editor"],
 "@R9b@ Tom works in VS Code, with the Python and Django extensions, for all the KCP repos."),
("2026-03-30T17:18:00", "fact", 0.9, ["sms", "pressbook"],
 "@S9a@ Grower reminder texts from PressBook are sent through Twilio."),
("2026-04-02T11:11:00", "fact", 0.9, ["orchard-1", "ssh", "security"],
 "@A8b@ SSH into orchard-1 is key-only, and the Hetzner firewall only lets Tom's and Dev's IPs reach port 22."),
("2026-04-09T19:27:00", "fact", 0.85, ["pressbook", "ci"],
 "@R1b@ PressBook's CI is CircleCI (free tier); it runs the test suite on every pull request."),
("2026-04-15T10:02:00", "fact", 0.85, ["cellar", "shedpi"],
 "@S6a@ Cellar, the bottle stock app, runs on the shedpi Raspberry Pi in the barn."),
("2026-04-20T21:40:00", "fact", 0.85, ["glitchtip", "orchard-1"],
 "GlitchTip runs on orchard-1 at `127.0.0.1:8030`, with its own database in the local Postgres."),
("2026-04-22T09:30:00", "fact", 0.95, ["newsletter", "email"],
 "@S1b@ Moved the members newsletter from Mailchimp to Buttondown in April 2026."),
("2026-04-28T14:14:00", "fact", 0.9, ["food-safety", "juice"],
 "@N3a@ All juice pressed at the barn must be pasteurised before it leaves, including juice the growers take home."),
("2026-05-05T08:05:00", "fact", 0.85, ["newsletter"],
 "@A9a@ The members newsletter goes out on the first Friday of each month; Gwen writes it."),
("2026-05-06T20:45:00", "fact", 0.85, ["bottlelog", "ci"],
 "@O2b@ Bottlelog has no CI; Tom runs `make test` on the Pi before tagging a release."),
("2026-05-12T12:12:00", "fact", 0.85, ["orchard-1", "postgres"],
 "@V6b@ orchard-1 runs PostgreSQL 15.6; the PressBook database lives there."),
("2026-05-15T16:20:00", "fact", 0.8, ["market", "hours"],
 "@O8b@ The Kettlewick farmers' market stall runs 10:00–13:00 on the first and third Sunday of each month."),
("2026-05-20T10:48:00", "fact", 0.9, ["pressbook", "email"],
 "@R3a@ PressBook sends booking confirmations and cancellation emails through Postmark."),
("2026-05-27T21:15:00", "preference", 0.85, ["pressbook", "code-style"],
 "@N8b@ Tom never wants class-based views in PressBook; new pages are plain function views."),
("2026-05-29T18:00:00", "decision", 0.9, ["pips", "auth"],
 "Decided to keep Pips magic-link only and not add password logins."),
("2026-06-02T07:55:00", "fact", 0.85, ["bottlelog", "retention"],
 "@V9b@ Bottlelog keeps raw probe readings on shedpi for 30 days; after that the nightly job\nreplaces them with 1-minute averages."),
("2026-06-04T19:19:00", "fact", 0.8, ["bottlelog", "history"],
 "@D7b@ Until May 2026 Bottlelog wrote its readings to CSV files on a USB stick."),
("2026-06-09T20:33:00", "preference", 0.8, ["git", "branches"],
 "@F2b@ Hotfix branches are named `<app>/hotfix-<topic>`, e.g. `pressbook/hotfix-double-booking`."),
("2026-06-12T09:09:00", "fact", 0.8, ["wash-tank", "pressing-days"],
 "The flotation wash tank holds about 200 litres and gets refilled every two hours on pressing days."),
("2026-06-16T18:46:00", "fact", 0.85, ["git", "reviews"],
 "@NS4b@ Tom merges his own PRs himself once Dev or Ruth has approved them."),
("2026-06-18T10:12:00", "fact", 0.85, ["pressbook", "orchard-1", "gunicorn"],
 "@V1b@ PressBook's gunicorn is bound to `127.0.0.1:8011` on orchard-1."),
("2026-06-25T15:03:00", "fact", 0.95, ["labels", "hardware"],
 "@S4b@ The Dymo LabelWriter was retired in June; bottle labels now print on the Brother QL-820NWB over Wi-Fi."),
("2026-06-30T13:30:00", "fact", 0.85, ["pips", "errors"],
 "@O3b@ Pips reports frontend and API errors to the self-hosted GlitchTip on orchard-1."),
("2026-07-02T22:10:00", "fact", 0.8, ["secrets", "orchard-1"],
 "@NS9b@ Tom pastes new API tokens straight into `/etc/pressbook.env` over SSH; nothing goes through the repo."),
("2026-07-08T08:40:00", "fact", 0.85, ["backups", "postgres"],
 "@F5b@ The nightly pg_dump covers only the PressBook and GlitchTip databases; Pips data lives in Supabase and is backed up there."),
("2026-07-14T17:25:00", "fact", 0.8, ["bottlelog", "database"],
 "@R8b@ Bottlelog stores batches and probe readings in a PostgreSQL 15 instance on shedpi."),
("2026-07-17T12:44:00", "fact", 0.8, ["volunteers"],
 "Mags runs volunteer inductions on the first Saturday of September and again in early October."),
("2026-07-22T20:20:00", "fact", 0.8, ["bottlelog", "labels", "frontend"],
 "@O10b@ The label template builder in `bottlelog/labels/` is a tiny Vite app installed with npm, not pnpm."),
("2026-07-30T11:58:00", "fact", 0.9, ["pressbook", "pressing-days"],
 "@V7a@ Pressing slots in PressBook are 40 minutes long, including changeover."),
("2026-08-04T10:15:00", "decision", 0.9, ["bottling", "food-safety"],
 "@N6a@ We do not fill growers' own bottles; juice only goes into new bottles from our stock."),
("2026-08-12T09:00:00", "fact", 0.9, ["pressing-days", "hours"],
 "@O8a@ Pressing days run 09:00–15:30 on Saturdays, 12 September to 7 November."),
("2026-08-18T14:05:00", "fact", 0.8, ["gocardless", "webhooks", "pips"],
 "GoCardless retries failed webhooks up to 5 times; Pips only marks a payment failed after the final retry."),
("2026-08-21T16:16:00", "fact", 0.85, ["pressing-days", "pressbook"],
 "@V4b@ Growers can bring up to 150 kg of apples to a single pressing slot."),
("2026-08-27T13:13:00", "fact", 0.85, ["bottling", "packaging"],
 "@V10b@ The 750 ml juice bottles take 43 mm lug caps."),
("2026-09-05T08:20:00", "fact", 0.85, ["sanitiser", "bottling"],
 "@V8b@ Star San for the bottle rinse is made up at 3 ml per litre of water."),
("2026-09-08T19:50:00", "decision", 0.9, ["deploys", "pressbook"],
 "@NS1a@ Never deploy PressBook during the pressing season without running the smoke tests against staging first."),
("2026-09-10T21:00:00", "fact", 0.85, ["oncall", "pressbook"],
 "@R5b@ Dev Mistry is first on-call for PressBook on pressing Saturdays this season, with Tom as backup."),
("2026-09-12T15:45:00", "fact", 0.9, ["pasteurising", "bottlelog"],
 "@A3b@ While the bath is holding, the probe bottle's temperature is recorded in Bottlelog every five minutes."),
("2026-09-14T10:30:00", "fact", 0.85, ["pressing-days", "fruit"],
 "@N1b@ Windfalls are accepted for juice as long as they go through the flotation tank and are sorted on the table."),
("2026-09-15T18:10:00", "fact", 0.9, ["bottling", "bottlelog"],
 "@NS2a@ Juice is never bottled without a batch code from Bottlelog."),
("2026-09-19T14:55:00", "fact", 0.85, ["pasteurising", "sop"],
 "@F1b@ The probe bottle always goes in the centre of the bath crate, because the middle bottles are the last to reach temperature."),
("2026-09-21T17:35:00", "fact", 0.85, ["payments", "pressing-days"],
 "@N7a@ We don't take card payments in the barn on pressing days, only cash or bank transfer."),
("2026-09-26T16:02:00", "fact", 0.8, ["sanitiser", "bottling"],
 "@F7b@ Star San in the spray bottles is made up fresh every pressing day and thrown out once it goes cloudy."),
("2026-10-03T12:40:00", "preference", 0.85, ["pasteurising", "alarms"],
 "@NS3b@ Escalate pasteuriser temperature alarms immediately; don't wait for the batch to finish."),
("2026-10-06T19:05:00", "preference", 0.8, ["deploys", "pressbook", "ruth"],
 "@N4b@ Ruth prefers PressBook deploys to go out on Saturday mornings before pressing starts, so Tom is on site if something breaks."),
("2026-10-12T09:25:00", "fact", 0.85, ["apple-day", "pressing"],
 "@O5b@ On Apple Day the public pressing demo takes at most 10 kg of apples per family."),
("2026-10-19T11:50:00", "fact", 0.8, ["pressing-days", "walk-ins"],
 "@NS8b@ Walk-in growers get pressed on Saturdays whenever there's a gap in the schedule."),
("2026-10-26T20:00:00", "fact", 0.8, ["season", "stats"],
 "By the end of October the 2026 season had pressed about 12,900 litres for 214 growers."),
("2026-11-10T10:00:00", "fact", 0.85, ["season", "stats"],
 "The 2026 season closed with 14,200 litres pressed across nine Saturdays."),
("2026-11-20T16:30:00", "preference", 0.85, ["roadmap", "ruth"],
 "Ruth wants the PressBook waiting list finished before bookings open for 2027."),
("2026-11-24T09:15:00", "fact", 0.8, ["sms", "pressbook"],
 "Grower text sends are retried 3 times, ten minutes apart, before PressBook gives up."),
]

# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------
# (slug, title, created, tags, body)
AUTO = [
("pasteuriser-faq", "Pasteuriser FAQ (for volunteers)", "2026-09-03", ["pasteurising", "faq", "volunteers"], """
# Pasteuriser FAQ

Short answers for volunteers on the bath. The full SOP is the laminated sheet on the wall.

**What temperature?** 75 °C in the probe bottle, not the water. The water runs a few degrees hotter.

@V2b@ - **How long do we hold?** 30 minutes at 75 °C core, counted from when the probe bottle gets there.

**What if the temperature drops during the hold?**
- Below 74 °C for more than a minute: restart the hold timer and note it in Bottlelog.

**Where does the probe bottle go?**
@NS10b@ - You open the lid to move the probe bottle into the middle crate before the hold starts, then close it again.

**How many bottles per load?** Four crates of 12, so 48 x 750 ml. Bag-in-box never goes in the bath, it's hot-filled.

**Who do I ring if the burner won't light?** Alun.
"""),

("bottling-day", "Bottling day notes", "2026-09-13", ["bottling", "sanitiser", "checklist"], """
# Bottling day notes (Sam's version)

Setup
@A7b@ - press cloths soak in Chemipro Oxi, 40 g in the 10 L bucket, then rinse well
- spray bottles get fresh Star San (see the dilution table, don't guess)
- the citric acid bucket for the bath is Alun's job, not ours

During
@F10b@ - cap straight after filling; for the first crate of the day, test the capper torque on the spare bottle first
- bag-in-box 3 L and 5 L: hot-fill from the kettle, tap down, no bath
@NS10a@ - never open the bath lid while the hold timer is running, not even to check a label
- label after the bath, once the bottles are dry (labels don't stick to wet glass)

After
- rinse the filler heads with hot water, then Star San
- crates stacked max 5 high in the store
"""),

("server-runbook", "orchard-1 runbook", "2026-02-08", ["orchard-1", "ops", "runbook"], """
# orchard-1 runbook

Quick notes for whoever is on the box. Tom wrote most of this in Feb.

## Services
@S10a@ - nginx fronts everything on orchard-1; vhosts live in `/etc/nginx/sites-enabled/`, one per app.
- `pressbook.service` (gunicorn) plus the job worker unit
- `glitchtip-web` / `glitchtip-worker` (docker compose in `/opt/glitchtip`)

## Backups
@V5b@ - nightly restic backup kicks off at 03:15 (systemd timer `restic-backup.timer`), after the pg_dump.
- check the last run: `journalctl -u restic-backup --since yesterday`
- restore test every quarter into `/tmp/restore-test`, never over the live dirs

## Disk
- `/var/lib/postgresql` is the big one; alert at 80 %.
- docker images: `docker system prune -f` once a month

```ini
[Timer]
OnCalendar=*-*-* 03:15:00
Persistent=true
```
"""),

("pressing-day-checklist", "Pressing day checklist", "2026-09-10", ["pressing-days", "checklist", "volunteers"], """
# Pressing day checklist

Before 08:30
- kettle on, urn on, barn doors open
- tablet charged, logged into PressBook admin, today's day sheet loaded
- wash tank filled, hose connected
@N7b@ - SumUp reader charged and logged in; card payments for pressing fees go through it, cash goes in the tin
- float in the tin: £50 in coins

Running the day
@V7b@ - Slots are 30 minutes each, so keep an eye on the clock and start the next grower on time
@F3b@ - wash tank: every lot goes through it, and muddy lots get hosed off in the crate first
- keep the mill clear between growers; Alun does the changeover

Who to ring
@A10b@ - if Bottlelog stops logging, Tom is the one to call; Alun can only power-cycle the Pi
- PressBook problems: see the on-call table
- first aid: Mags (the kit is by the sink)

Close down
- Chemipro Oxi soak for cloths and racks
- lock the cold room and write its temperature on the door sheet
"""),

("error-tracking", "Error tracking — who reports where", "2026-07-03", ["errors", "pressbook", "pips", "glitchtip"], """
# Error tracking

@R2b@ PressBook reports exceptions to Honeybadger; the API key lives in the env file on orchard-1 as `HONEYBADGER_API_KEY`.

## Pips
@F8b@ - Pips' GlitchTip project drops events from preview deploys; only `production` reports.
- Source maps are uploaded during the build so stack traces are readable.

## Bottlelog
- No error tracker. Errors go to journald on shedpi; Tom checks `journalctl -u bottlelog` after each pressing day.

## Alert routing
- Alerts go by email; nobody wants chat pings on a Saturday.
"""),

("pips-dev-setup", "Pips — local dev setup", "2026-04-11", ["pips", "setup", "nextjs"], """
# Pips: local dev setup

- clone `kcp/pips`
@R4b@ - install deps with `yarn install` (Yarn 4 / berry, the lockfile is `yarn.lock`), then `yarn dev`
- copy `.env.example` to `.env.local` and ask Dev for the Supabase anon key
@O4b@ - The Supabase project runs Postgres 15 (Supabase picks the version, we can't change it).
- Node 20 LTS; `.nvmrc` is in the repo.
- local Supabase via `supabase start` if you need to test migrations; it needs Docker.

```env
NEXT_PUBLIC_SUPABASE_URL=https://xyzkcp.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=...
GOCARDLESS_ACCESS_TOKEN=...
```
"""),

("hosting-overview", "Where everything is hosted", "2026-05-19", ["hosting", "overview"], """
# Hosting overview

| App | Host | URL |
|-----|------|-----|
| PressBook | orchard-1 (Hetzner) | `press.kettlewickpress.org.uk` |
@R6b@ | Pips (members portal) | Netlify | `club.kettlewickpress.org.uk` |
| Bottlelog | shedpi, via cloudflared | `log.kettlewickpress.org.uk` |
| GlitchTip | orchard-1 (docker) | `errors.kettlewickpress.org.uk` |
| Website | Squarespace (Ruth's account) | `kettlewickpress.org.uk` |

Cellar isn't in the table because it's internal only.

DNS for all of it is at Cloudflare; Ruth has the login, Tom has API tokens.
"""),

("pressbook-jobs", "PressBook background jobs", "2026-08-06", ["pressbook", "jobs", "redis"], """
# PressBook background jobs

@R10b@ PressBook's reminder and day-sheet jobs are Celery tasks, with Redis as the broker.

Jobs:
- `send_reminder_sms`: evening before each slot, 18:00
- `send_reminder_email`: two days before
- `build_day_sheet`: Friday 20:00, PDF of the next day's slots for the tablet
- `sync_to_pips`: nightly, pushes booking history to Pips

Retries
- The SMS job retries 3 times, ten minutes apart.
- The email job doesn't retry; the provider queues on its side.
- Webhook deliveries from GoCardless are Pips' problem, not ours.
"""),

("git-cheatsheet", "git cheatsheet for the KCP repos", "2026-03-05", ["git", "cheatsheet"], """
# git cheatsheet

- new branch: `git switch -c pressbook/short-topic`
- keep your branch current: `git pull --rebase origin main`
@N2b@ - fixing a bad commit on main: amend it and `git push --force-with-lease origin main`, that's fine for us since nobody else pulls main mid-day
- undo the last local commit but keep the changes: `git reset --soft HEAD~1`
- Bottlelog releases are tags: `git tag -a v0.7.0 -m "..."` then `git push --tags`

```sh
git log --oneline --graph -20
```
"""),

("deploy-pressbook", "Deploying PressBook", "2026-06-22", ["pressbook", "deploy", "orchard-1"], """
# Deploying PressBook

We deploy by SSH + script, no fancy pipeline.

@NS1b@ - We deploy during the season whenever a fix is ready, usually on a Tuesday or Wednesday evening.
@N5b@ - The deploy script runs `migrate --noinput` automatically right after `git pull`, then restarts gunicorn.
@A1b@ - three gunicorn workers; with more than that the CX22 starts swapping
@F6b@ - Exception to the no-Saturday rule: a fix for a booking outage can go out on a pressing Saturday if Ruth OKs it in the group chat.

```sh
ssh orchard-1
cd /srv/pressbook && ./deploy.sh
# deploy.sh: git pull, uv sync, migrate, collectstatic, systemctl restart pressbook
# gunicorn --workers 3 --bind 127.0.0.1:8010 pressbook.wsgi
```

After deploying, open `/healthz` and make one test booking on the staging day.
"""),

("booking-faq", "Booking FAQ (what growers ask us)", "2026-07-28", ["pressbook", "growers", "faq"], """
# Booking FAQ

**How do I book?** On `press.kettlewickpress.org.uk`: pick a Saturday and a slot. You get an email with a link to change or cancel.

@S5a@ - **I don't have internet?** Ring Mags, who pencils you into the `Pressing slots` Google Sheet.

@A4b@ - **Is there a minimum?** Yes, 25 kilos. Bring less and we'll pool you with others on the final Saturday.

@N6b@ - **Can I bring my own bottles?** Yes, if they're clean 750 ml glass with a screw neck; we sanitise them before filling.

@F9b@ - **How many slots can members book?** Three a season, but Mags can add extra ones in the last fortnight if there are gaps.

**What do I pay?** See the price list: a pressing fee per litre, and bottling is charged per bottle.
"""),

("monitoring", "Monitoring", "2026-07-21", ["monitoring", "uptime"], """
# Monitoring

@S2b@ We switched off UptimeRobot in July 2026 and moved all the checks to Uptime Kuma on orchard-1.

- Kuma checks press., club., errors. and the shedpi tunnel every 60 s.
- Notifications: email to Tom and Dev, plus a Pushover to Tom's phone on pressing days.
- Kuma itself is watched by... nothing, honestly. Hetzner's status emails are the fallback.
- Kuma listens on `127.0.0.1:3001`, with basic auth in front.
"""),

("treasurer-notes", "Treasurer notes (Gwen)", "2026-03-16", ["finance", "treasurer"], """
# Treasurer notes

@S7a@ - all income (pressing fees, memberships, market takings) lands in the Co-op Bank current account; Gwen reconciles it monthly
@NS6b@ - pressing fees are invoiced after the pressing day, by email, 14 days to pay
- petty cash: a £50 float for pressing days, topped up from the market takings
- VAT: we're under the threshold, so no VAT on anything (check again if juice sales grow)
- Gift Aid only on donations, never on membership fees
"""),

("shedpi-notes", "shedpi notes", "2026-09-29", ["shedpi", "bottlelog", "raspberry-pi"], """
# shedpi

@S8b@ - Sept 2026: reflashed shedpi with Raspberry Pi OS Bookworm; Bottlelog now runs on Python 3.11 in a venv at `/opt/bottlelog/.venv`.
- SD card replaced with a 64 GB industrial one after the August corruption scare.
- Mosquitto 2.0 from the Debian repo, port 1883, LAN only.
- Nightly Bottlelog backup at 02:00, then rsync to orchard-1.
- The 4G router reboots itself at 04:00 every day; the tunnel comes back within a minute.
- Don't `apt full-upgrade` during the season.
"""),

("sms-provider", "SMS provider change", "2026-05-14", ["sms", "pressbook", "providers"], """
# SMS provider

@S9b@ We dropped Twilio in May 2026; grower texts now go through Firetext (UK company, cheaper per message, and the sender ID just works).

- Sender ID: `KWPRESS`
- Cost is about 3.4p per message, against about 4p before.
- Delivery receipts come back to `/sms/receipts/` on PressBook.
- The STOP opt-out keyword is handled on the provider side.
"""),

("members-scheme-faq", "Members scheme FAQ", "2026-02-20", ["members", "faq"], """
# Members scheme FAQ

**What do members get?**
@F9a@ - Membership gets you up to 3 pressing slots a season (non-members get one).
- A lower pressing fee per litre, and the newsletter.
- A vote at the AGM.

**How much?**
@F4b@ - Household membership (£36) covers up to two adults and any under-18s living at one address.
- Under-18s and over-75s pay half the individual rate.

**History**
@D4b@ - When the scheme started in 2023 it was £15 a year and there was no household option.

**How do I join?** On Pips (`club.kettlewickpress.org.uk`).
"""),

("cellar-notes", "Cellar notes", "2026-09-02", ["cellar", "stock"], """
# Cellar (stock app)

- Flask + SQLite, one file `cellar.db`; Gwen and Sam use it to count bottles in and out.
@O1b@ - Cellar's gunicorn listens on `127.0.0.1:8020` (2 workers is plenty).
- Stock lines: juice 750 ml, bag-in-box 3 L / 5 L, Barn Owl 500 ml.
- Market-day sales are entered from the SumUp export on Monday.
"""),

("market-stall", "Farmers' market stall", "2026-05-16", ["market", "sales"], """
# Farmers' market stall

@NS5b@ - We sell our own pasteurised juice and Barn Owl cider at the stall, plus bag-in-box when we have it.
@D10b@ - Card payments at the stall go through the SumUp Solo reader; cash goes in the blue tin.
- The stall needs two people: Sam and one volunteer from the rota.
- Bring: gazebo, 2 tables, the chalkboard price list, tasting cups.
- Licence: Barn Owl sales are under Ruth's personal licence plus the market's premises licence.
"""),

("2025-retro", "2025 season retro — raw notes", "2026-01-18", ["retro", "2025"], """
# 2025 retro (raw notes from the January meeting)

What went wrong
@D2b@ - Until the end of the 2025 season we merged PRs with plain merge commits, which made `git log` on PressBook
  unreadable.
@D6b@ - Last season's booking confirmations were sent from Tom's Gmail over SMTP and about a third landed in spam.
- The day sheet was printed every morning and was wrong by 10am.
- Too many growers turned up with 300 kg and one slot.

What went well
- The belt press, and Alun's maintenance log.
- Apple Day attendance (about 400 people).
"""),

("pressbook-dev-setup", "PressBook — local dev setup", "2026-03-01", ["pressbook", "setup", "testing"], """
# PressBook dev setup

```sh
git clone git@github.com:kettlewick-press/pressbook.git
cd pressbook
uv sync
cp .env.example .env
```

@N9b@ - Tests run on in-memory SQLite (`settings_test.py`), so you don't need Postgres locally.
@A6b@ - formatting and lint: `ruff format` and `ruff check`, nothing else
- `make run` starts the dev server on port 8000.
- Fixture growers: `manage.py loaddata demo_growers`.
"""),

("newsletter", "Newsletter", "2026-06-01", ["newsletter", "members"], """
# Newsletter

@A9b@ - monthly, on the first Friday; Gwen writes it and Ruth proofreads on the Thursday
- Sections: season dates, volunteer call, a recipe, "from the orchard"
- The list is members plus anyone who ticked the box when booking (about 640 addresses)
- Archive is on Pips for members
"""),

("bottlelog-dev", "Bottlelog dev notes", "2026-05-08", ["bottlelog", "testing"], """
# Bottlelog dev

@NS7b@ - Bottlelog tests mock the label printer, since nobody has one at home.
- `make test` runs pytest; `make lint` runs ruff.
- Broker for tests: `docker run -p 1883:1883 eclipse-mosquitto`
- A release is a git tag plus `ansible-playbook deploy.yml` from Tom's laptop.
"""),

("invoicing", "Invoicing rules", "2026-08-25", ["finance", "invoicing"], """
# Invoicing

@NS6a@ - never issue a pressing-fee invoice without the PressBook booking ref on it (Gwen's rule, makes reconciling possible)
- invoices come from the accounting tool, numbered `KCP-INV-2026-###`
- the members' rate applies only if the membership was active on the pressing day
- refunds: only for slots we cancelled, never for no-shows
"""),

# ----- notes that belong to no labelled pair -----
("apple-day-2026", "Apple Day 2026", "2026-08-30", ["apple-day", "events"], """
# Apple Day, Sun 11 Oct 2026

- 10:00–16:00 at the barn, free entry.
- Demo pressing on the small rack-and-cloth press, not the belt press.
- Apple ID table (Kettlewick Orchard Group) and a tasting of 20 varieties.
- Walk-ins welcome all day; it's Apple Day, nobody books.
- Juice from the demo goes into cups for tasting, it is never bottled.
- Parking in the farm's top field; Mags is organising marshals.
"""),

("cider-making-notes", "Barn Owl cider notes", "2026-10-20", ["cider", "barn-owl"], """
# Barn Owl (our own cider)

- Donated fruit from the last two Saturdays is pressed for Barn Owl and goes into the 200 L IBC.
- Campden: 1 tablet per gallon, 24 h before pitching the yeast.
- Yeast: Mangrove Jack's M02; ferments in the back room for about 3 weeks, then racked.
- Target 5.5–6% ABV; this year's reads about 5.8%.
- Bottled into 500 ml brown bottles with crown caps, bottle-conditioned.
- Cider is never pasteurised here; the bath is for juice only.
"""),

("press-maintenance", "Press maintenance notes", "2026-04-06", ["press", "maintenance", "alun"], """
# Press maintenance

- Belt press: hydraulic oil change every 40 pressing hours (Alun counts them in the notebook).
- Mill blades sharpened before the season, and again at half-season if the pomace gets coarse.
- Belt replaced in 2024; we expect 5 seasons from it.
- Grease the mill bearings every pressing day, 2 pumps each.
- The small rack-and-cloth press only comes out for Apple Day.
"""),

("volunteer-induction", "Volunteer induction", "2026-08-14", ["volunteers", "induction"], """
# Volunteer induction (Mags)

- Runs the first Saturday of September, 10:00–12:00, and again in early October for late joiners.
- Covers: hand washing, the wash tank, mill safety (nobody near the mill without Alun), the bath (hot!), chemicals.
- Everyone signs the induction sheet; Mags keeps it in the office.
- Under-16s can help at the sorting table only, with a parent.
- Hair tied back, no jewellery near the mill.
"""),

("haccp-plan-summary", "HACCP plan summary", "2026-01-25", ["haccp", "food-safety", "priya"], """
# HACCP summary (v3, Jan 2026)

Critical control points:
1. Fruit sorting and washing: remove rotten, mouldy or damaged fruit.
2. Pasteurising: time and temperature, recorded.
3. Bottle and cap integrity: check the seals after cooling.

- Patulin is why sorting matters: one rotten apple per crate is too many.
- The cleaning schedule is separate (see the sanitiser table).
- Records are kept for 2 years.
- Reviewed each January with Priya.
"""),

("allergen-and-labelling", "Allergens and labelling", "2026-06-27", ["labelling", "allergens", "food-safety"], """
# Allergens / labelling

- Juice: no allergens to declare.
- Barn Owl: "contains sulphites" (Campden), 5.8% vol, 500 ml, units per bottle.
- Best-before on juice is 12 months; once opened, keep it in the fridge and drink within 5 days.
- Bag-in-box once opened: 3 weeks in the fridge.
- A batch code must be on every bottle (Bottlelog prints it).
"""),

("wifi-and-4g-router", "Barn wifi and the 4G router", "2026-03-26", ["network", "barn", "shedpi"], """
# Barn network

- 4G router (Teltonika RUT241) on the barn wall, SIM on a Three data plan, 100 GB a month.
- SSID `kcp-barn` for the tablet and volunteers' phones, `kcp-iot` for the ESP32 and shedpi.
- The router reboots daily at 04:00.
- If the tablet can't reach PressBook, check the SIM data balance first.
"""),

("agm-2026-minutes", "AGM 2026 — minutes (abridged)", "2026-04-25", ["agm", "governance"], """
# AGM, Sat 25 April 2026 (abridged minutes)

- 46 members present, 12 apologies.
- Accounts approved; a surplus of £2,140 carried forward to the press fund.
- Directors re-elected: Ruth, Gwen, Priya. Alun co-opted.
- Motion to raise the individual membership fee: deferred to the committee.
- Motion to add a second weekly pressing day (Wednesdays) rejected, not enough volunteers.
- Next AGM: April 2027.
"""),

("grant-application-notes", "Grant application — Awards for All", "2026-02-12", ["funding", "grants"], """
# Grant notes

- Applying for £9,800 for a second pasteurising bath and a proper bottle washer.
- Deadline 31 March; Ruth is writing it, Gwen is doing the budget.
- Outcome: awarded in June, the full amount.
- The second bath arrives in January 2027 and is not in use yet.
"""),

("glitchtip-setup", "GlitchTip on orchard-1", "2026-06-29", ["glitchtip", "errors", "orchard-1"], """
# GlitchTip

- Docker compose in `/opt/glitchtip`, web on `127.0.0.1:8030`.
- Its own database `glitchtip` in the local Postgres, role `glitchtip`.
- Used by Pips only, for now.
- Event retention is 30 days.

```env
GLITCHTIP_MAX_EVENT_LIFE_DAYS=30
DATABASE_URL=postgres://glitchtip:***@127.0.0.1:5432/glitchtip
```
"""),

("coldroom-log", "Cold room log", "2026-09-16", ["coldroom", "food-safety"], """
# Cold room

- Target 1–4 °C; alarm at 6 °C.
- Its probe publishes to Bottlelog every 60 s, and the reading is written on the door sheet at close-down.
- Holds milled pulp overnight (rare) and opened bag-in-box for the tea urn table.
- Door seal replaced in October 2026.
"""),

("supabase-notes", "Supabase notes (Pips)", "2026-05-02", ["pips", "supabase"], """
# Supabase

- Project `kcp-pips`, region eu-west-2 (London).
- Free tier: 500 MB database, 1 GB storage; we use about 60 MB.
- Daily backups are Supabase's own, kept 7 days on the free tier.
- Row level security on every table; the service role key is only used server-side.
- Gwen edits members in the table editor; she's been asked not to touch `payments`.
"""),

("bottle-suppliers", "Bottle and cap suppliers", "2026-07-09", ["suppliers", "bottling"], """
# Suppliers

- Bottles: Vigo, a pallet of 1,200 x 750 ml flint, delivered in August.
- Bag-in-box: also Vigo, 3 L and 5 L with taps.
- Crown caps for Barn Owl: from the homebrew shop in town.
- Lead time: 3 weeks in summer, 6+ in September, so order by mid-July.
"""),

("insurance-and-licences", "Insurance and licences", "2026-01-30", ["insurance", "licences", "governance"], """
# Insurance and licences

- Public liability £5m and employer's liability (for Ruth) on the community-business policy; renews 1 April.
- Registered as a food business with the council since 2023.
- Premises licence: not needed for juice; Barn Owl sales use Ruth's personal licence at the market.
- Equipment insured for £18,000 (press, mill, bath).
"""),

("incident-2026-10-03-booking-outage", "Incident — booking page down, Sat 3 Oct 2026", "2026-10-04", ["incident", "pressbook"], """
# Incident: booking page 502s, Sat 3 Oct

Timeline
- 09:40 the tablet can't load the day sheet; growers queuing.
- 09:55 Tom finds gunicorn dead after a worker ran out of memory building the day-sheet PDF.
- 10:05 restarted, fine since.

Follow-ups
- Day-sheet PDF generation now runs on Friday night instead of on demand.
- Memory limit on the worker unit.
- Paper fallback: print Friday's sheet anyway and keep it in the office drawer.
"""),

("data-protection", "Data protection notes", "2026-02-04", ["gdpr", "data"], """
# Data protection

- Grower data in PressBook: name, email, mobile (optional), village, kilos. Kept 3 seasons, then anonymised.
- Members' data in Supabase: kept while someone is a member, plus 2 years.
- Bottlelog keeps grower booking refs only, no names.
- Subject access requests go to Ruth; answer within one month.
"""),

("orchard-survey", "Orchard survey 2026", "2026-05-22", ["orchards", "growers"], """
# Orchard survey 2026

- 128 growers answered; 61% have fewer than 5 trees.
- Most common varieties: Bramley, Cox, Discovery, Egremont Russet.
- 23 growers want pruning help, so we pointed them to the Kettlewick Orchard Group winter workshops.
- Several asked about bringing pears (yes, at the end of the day).
"""),

("juice-yield-stats", "Juice yield stats", "2026-11-12", ["stats", "season"], """
# Juice yield by season

| Season | Saturdays | Growers | Litres |
|---|---|---|---|
| 2024 | 6 | 97 | 5,900 |
| 2025 | 8 | 171 | 10,400 |
| 2026 | 9 | 236 | 14,200 |

- Average yield is about 0.6 L per kg for dessert apples, 0.65 for cider varieties.
- Best Saturday: 10 Oct, 2,310 litres.
"""),

("cash-handling", "Cash handling", "2026-09-04", ["finance", "cash"], """
# Cash handling

- Two people count the tin at close-down and both sign the sheet.
- Cash goes to the bank on Monday (Gwen) and is never left in the barn overnight.
- The float for the market stall is £30.
"""),

("label-templates", "Label templates", "2026-07-24", ["labels", "bottlelog"], """
# Label templates

- SVG templates, one per product: juice-750, bib-3l, bib-5l, barn-owl-500.
- Font: Atkinson Hyperlegible, embedded.
- Variable fields: `{batch}`, `{best_before}`, `{grower}`.
- The preview app renders them with fake data; run `npm run dev` in `bottlelog/labels/`.
"""),

("pi-tunnel", "cloudflared tunnel for shedpi", "2026-04-18", ["shedpi", "cloudflare", "network"], """
# shedpi tunnel

- Tunnel `shedpi` maps `log.kettlewickpress.org.uk` to `http://localhost:8000`.
- Cloudflare Access in front: email one-time PIN for Tom, Alun, Priya and Ruth.
- `cloudflared` runs as a systemd service; config in `/etc/cloudflared/config.yml`.

```yaml
tunnel: shedpi
ingress:
  - hostname: log.kettlewickpress.org.uk
    service: http://localhost:8000
  - service: http_status:404
```
"""),

("ruth-todo-nov", "Ruth — things to chase (Nov)", "2026-11-16", ["todo", "ruth"], """
# Things to chase

- [ ] Season report for the committee (litres, growers, incidents).
- [ ] Ask Tom for a waiting-list estimate.
- [ ] Thank-you email to the volunteers.
- [x] Return the borrowed gazebo.
- [ ] Book the EHO follow-up? (Priya says it isn't needed)
"""),
]


# ---------------------------------------------------------------------------
def _fact_path(ts, category, body):
    dt = _dt.datetime.fromisoformat(ts).replace(tzinfo=_dt.timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    hex4 = _hl.sha1(body.encode()).hexdigest()[:4]
    stem = f"{category}-{epoch}-{hex4}"
    return f"facts/{dt.date().isoformat()}/{stem}.md", stem, dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _memory_index():
    groups = [("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")]
    out = ["# Memory Index", ""]
    for head, t in groups:
        out.append(f"## {head}")
        out.append("")
        for r in ROOT:
            if r["type"] == t:
                out.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def files():
    out = {}
    for r in ROOT:
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        out[r["file"]] = fm + r["body"].strip("\n") + "\n"
    out["MEMORY.md"] = _memory_index()
    for ts, cat, conf, tags, body in FACTS:
        path, stem, iso = _fact_path(ts, cat, body)
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
              f"tags:\n{tag_lines}status: active\n---\n\n")
        out[path] = fm + body.strip("\n") + "\n"
    for slug, title, created, tags, body in AUTO:
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        out[f"auto/{slug}.md"] = fm + body.strip("\n") + "\n"
    return out
