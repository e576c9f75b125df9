"""File bodies for the set252 store (Larchwater Narrowboat Hire).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code memories (mem), remnic facts (fact), free notes (note).
"""

ROOT = []   # dicts: fname, name, title, hook, desc, type, body, flat
FACTS = []  # dicts: ts, category, tags, conf, body
NOTES = []  # dicts: slug, title, created, tags, body


def mem(fname, name, type_, title, hook, desc, body, flat=False, session=None):
    ROOT.append(dict(fname=fname, name=name, type=type_, title=title, hook=hook,
                     desc=desc, body=body, flat=flat, session=session))


def fact(ts, category, tags, conf, body):
    FACTS.append(dict(ts=ts, category=category, tags=tags, conf=conf, body=body))


def note(slug, title, created, tags, body):
    NOTES.append(dict(slug=slug, title=title, created=created, tags=tags, body=body))


# ---------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

mem("user_helen_profile.md", "helen-profile", "user",
    "Helen (MD)", "who decides what, and how she likes to be told things",
    "Helen Marsh, MD of the hire company. Non-technical; owns pricing and policy, wants plain-English summaries",
    """
- Helen Marsh, managing director; bought the business with her brother Tom in 2019
- Not a developer. Reads PR descriptions, not diffs, so write them in plain English.
- Decides pricing, booking policy and anything customer-facing; Sam decides the tech
@S6a@ - Reviews the week's bookings every Monday morning in the Google Sheet export that Tiller emails her
- Prefers a short summary first and the detail after. Hates jargon ("idempotent", "webhook") in anything she has to act on.
- Works from the Larchwater office most days; on Fridays she's usually out on the wharf helping with turnarounds
- Phone over email if it's urgent. She does not read Slack after 18:00.
""", session="3b1f6c0e-52d1-4a8e-9d1e-7a0c2f4e9b11")

mem("user_sam_dev.md", "sam-dev-profile", "user",
    "Sam (developer)", "the freelance dev who owns all four codebases",
    "Sam Kettering, freelance dev who maintains Tiller, Bilgepump, Handover and Towpath; likes small PRs",
    """
- Sam Kettering, freelance developer; built Tiller in 2022 and inherited Bilgepump from the previous contractor in 2024
- Comfortable in Python, Ruby and TypeScript. Go "only enough for Towpath".
@R9a@ - Editor: VS Code (Ruff, Svelte and Ruby LSP extensions), integrated terminal for everything
- Likes small PRs (under ~300 lines) with a "How to test" section at the bottom
- Reviews PRs in batches on his Larchwater days, so don't expect a same-day review
- Laptop: Framework 13 on Fedora. The office iPads are for Handover only, don't suggest testing Tiller admin on them.
""")

mem("feedback_agent_style.md", "agent-reply-style", "feedback",
    "Reply style", "how to write replies, PRs and commit messages for this team",
    "Keep replies short, British spelling, answer first; no emoji or co-author trailer in commits",
    """
Keep replies short and lead with the answer. British spelling (colour, licence, programme, organise).

- No emoji in commit messages or PR titles
- Don't add a `Co-Authored-By` trailer
- When Helen asks "can we ...", answer with cost and time first, then the how
- Boat names are capitalised and never put in backticks (Heron, not `heron`), except as DB values

**Why:** Helen reads on her phone between turnarounds; Sam skims PRs in batches on his days.

**How to apply:** One-paragraph summary at the top of every PR and every report, detail below a `---`. Related: [[helen-profile]], [[sam-dev-profile]].
""")

mem("feedback_code_style.md", "code-style", "feedback",
    "Code style per repo", "which formatter and linter each repo expects",
    "Code style per repo: follow each repo's own formatter and linter, never hand-format",
    """
Follow whatever the repo's formatter says; don't hand-format and don't reformat files you aren't otherwise touching.

## Tiller
- `ruff format` + `ruff check`, line length 100
- Type hints on new code; there's no mypy step yet (Sam wants it "one day")

## Bilgepump
- `rubocop-rails-omakase`, no local overrides
- CI: CircleCI (free plan) runs rspec and rubocop on every PR

## Handover
- prettier + eslint (flat config), Svelte files included
- Cloudflare Pages builds don't run the linter, so a lint error won't block a deploy; run the lint script yourself before pushing

## Towpath
- `gofmt` and `go vet`; GitHub Actions runs `go test ./...` on every push

**Why:** Sam once spent an afternoon untangling a 2,000-line "formatting" diff hiding a two-line fix.

**How to apply:** Run the formatter on changed files only; if a file needs a big reformat, do it in its own PR.
""", flat=True)

mem("feedback_deploys.md", "tiller-deploys", "feedback",
    "Tiller deploys", "when not to deploy the booking site and how to do it",
    "Tiller deploy rules, when not to deploy and how to deploy",
    """
@N1a@ Never deploy Tiller on a Friday in season (March–October): Friday and Saturday are turnaround
days and a broken booking page then costs real money.
@F7a@ Deploy with `make deploy`, from `main` only — never from a feature branch.
Post in #tiller on Slack before and after, with the PR numbers.

**Why:** In July 2025 a Friday deploy broke Stripe checkout for four hours during the busiest changeover of the year.

**How to apply:** If it's Thursday evening or later in season, park the PR until Monday and say so in the PR. Bilgepump and Handover can go out any day — they don't take payments. See [[tiller-deploy-checklist]] in the notes for the step-by-step.
""")

mem("feedback_migrations.md", "tiller-migrations", "feedback",
    "Tiller migrations", "rules for Django schema changes on the live database",
    "Rules for Django migrations on Tiller prod",
    """
@N2a@ **Always** take a `pg_dump` of the Tiller database before running migrations on prod.
Keep migrations backwards-compatible for one release: add column → backfill → make it NOT NULL in the next release.
Never edit a migration that has already run on prod; add a new one.

**Why:** restic only runs overnight, so restoring last night's snapshot would lose a day of bookings if a migration goes wrong mid-season.

**How to apply:** `make dump` on wharf-app-1 writes `/var/backups/tiller/pre-migrate-<timestamp>.sql.gz`; put the filename in the PR description. Related: [[tiller-deploys]].
""")

mem("feedback_git_workflow.md", "git-workflow", "feedback",
    "Git workflow", "branching, merging and what goes on main",
    "Branching and merging rules across the four repos",
    """
@R5a@ Squash-merge PRs in all four repos; the PR title becomes the commit subject on `main`.
Branch names: `sam/<short-topic>` or `claude/<short-topic>`.
@NS5a@ Don't push directly to `main` in Tiller — the only exception is the version-bump commit the release script makes.
Delete the branch after merging (GitHub does it automatically on Tiller and Towpath).

**Why:** Sam reads `git log --oneline` to write the changelog for Helen; one line per PR keeps it readable.

**How to apply:** Write the PR title as the changelog line ("Add dog fee to booking form", not "fix stuff"). Related: [[code-style]].
""")

mem("feedback_testing.md", "testing-before-push", "feedback",
    "Testing before pushing", "what to run before a push and what never to test against",
    "Testing expectations before pushing, per repo",
    """
@N6a@ Run the full test suite locally before every push — `make test` for Tiller, `bundle exec rspec` for Bilgepump.
- Stripe tests use the test-mode keys from 1Password, never live ones
- Handover has no unit tests yet; click through the checklist in the iPad simulator instead
- Towpath: `go test ./...` plus a dry run against the partners' sandboxes (`--dry-run`)

**Why:** CI on Tiller takes about 9 minutes and Sam would rather you find the failure than get the email.

**How to apply:** If the suite is slow because of one test module, say so in the PR rather than skipping it.
""")

mem("feedback_customer_emails.md", "customer-comms-tone", "feedback",
    "Customer comms tone", "voice and formatting rules for anything hirers read",
    "Customer comms: friendly British voice, signed by the team, clear dates",
    """
Customer emails and texts are written as "we" (the Larchwater team): friendly, not gushing, no exclamation-mark pile-ups.

@N3a@ Never put emoji in anything customer-facing — emails, SMS or the website.
- Sign off as "The Larchwater team", not a named person (staff change over the season)
@NS9a@ - Never send the wharf gate code by email; it goes by SMS only
- Dates as "Friday 12 June", never 12/06 (American hirers misread it)
- Priya edits the wording in the admin's template editor (Tiller → Settings → Emails); Claude proposes wording in the PR

**Why:** Helen had complaints in 2025 that the emails "sounded like a bank" and, separately, that one read like a teenager.

**How to apply:** Draft in plain text first; show Priya the rendered version before merging.
""", flat=True)

mem("feedback_payments.md", "money-rules", "feedback",
    "Money rules", "refunds, phone payments and invoices",
    "Money rules for refunds, phone payments and invoices",
    """
@NS2a@ Never issue a refund without Helen's OK, whatever the amount.
@NS7a@ Don't take card payments over the phone without filling in the card-not-present form first (paper copy in the office drawer, PDF in Drive).
@NS8a@ Corporate hire invoices are never issued without VAT shown as a separate line.
- Partner agency bookings are paid by the agency, not the hirer, so never send a partner hirer a Stripe link

**Why:** We lost a 2025 chargeback because there was no record of the phone authorisation, and a corporate client's finance team bounced an invoice without a VAT line.

**How to apply:** Any code path that moves money gets a comment pointing here. Related: [[incident-comms]].
""")

mem("feedback_secrets.md", "secrets-handling", "feedback",
    "Secrets", "where secrets live and how to handle them",
    "Where secrets live and how to handle them on the servers",
    """
@F3a@ All secrets live in the 1Password vault `Larchwater Ops`; nothing secret goes into any repo.
- `.env` files on wharf-app-1 are `root:root 0600`; edit in place, then restart the service
- Rotate the Stripe webhook secret if anyone who had vault access leaves

Shape of the Tiller env file (values are in 1Password, not here):

```ini
# /etc/tiller/tiller.env
DATABASE_URL=postgres:///tiller
REDIS_URL=redis://127.0.0.1:6379/0
CELERY_BROKER_URL=redis://127.0.0.1:6379/2
STRIPE_SECRET_KEY=sk_live_xxx
STRIPE_WEBHOOK_SECRET=whsec_xxx
ALLOWED_HOSTS=larchwater.co.uk,www.larchwater.co.uk
```

**Why:** An old contractor committed a test `.env` to Bilgepump in 2024; it had a live mail password in it.

**How to apply:** If you need a secret, ask Sam to paste it into the server; never ask for it in chat.
""")

mem("feedback_prod_access.md", "prod-access", "feedback",
    "Prod access", "what Claude may and may not do on the live systems",
    "What Claude may and may not do on the production systems",
    """
@NS10a@ Never modify prod data (Tiller or Bilgepump) without asking Sam first — not even "obvious" fixes like a typo in a boat name.
- Never restart services on wharf-app-1 in season between 08:00 and 18:00 without telling the office
- Don't run anything that emails or texts customers from a prod shell

**Why:** Bookings are live money. A hand-written UPDATE on `bookings_booking` once double-sold Heron for a week in 2024.

**How to apply:** Write the SQL, show it to Sam, let him run it. Related: [[tiller-deploys]], [[secrets-handling]].
""")

mem("feedback_incident_comms.md", "incident-comms", "feedback",
    "Incident comms", "who hears about what when something breaks",
    "Who to tell when things break: site outages, payment disputes, tracker alerts",
    """
When something customer-facing breaks, the office should hear it from us before they hear it from a customer.

@NS3a@ - Escalate Stripe disputes to Helen, not to Sam — it's a money/policy call, not a tech one.
- Post a one-liner in #tiller when you start looking and again when it's fixed
- Tracker (GPS) alerts go to Owen's phone; don't page Sam about a boat that has stopped moving

**Why:** In 2025 Sam spent a Saturday on a "Stripe problem" that was a hirer disputing a damage charge.

**How to apply:** Classify first (tech vs money vs boat), then route. See [[contacts]].
""", flat=True)

mem("project_tiller_overview.md", "tiller-overview", "project",
    "Tiller overview", "what the bookings app is built on and what it talks to",
    "Tiller, the bookings site and staff admin: stack, integrations, repo",
    """
# Tiller

Bookings website (larchwater.co.uk) and the staff admin. Django monolith, server-rendered, with a sprinkle of htmx.

## Stack
@V4a@ - Python 3.12 / Django 5.1
@D10b@ - PostgreSQL 16 on wharf-app-1 (same box, local socket)
@F1a@ - Background jobs: Celery, with Redis as the broker, both on wharf-app-1
- htmx for the availability calendar; no SPA
- Gunicorn with 3 workers (ports are in [[reference-infra]])

## Integrations
@A10a@ - Stripe webhook endpoint: `/stripe/webhook/` (signature checked with `STRIPE_WEBHOOK_SECRET`)
- Stripe Checkout takes the 30% booking payment and, later, the balance
- Exposes `/api/v2/` for Handover
- Towpath reads availability straight from the DB through the read-only `towpath_ro` role

## Repo / CI
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) — pytest, ruff and `makemigrations --check`
- Repo `larchwater/tiller`, default branch `main`

## Models worth knowing
- `Boat`, `Base` (Larchwater / Foxhanger), `Booking`, `Hirer`, `Extra` (dogs, bikes, SUP)
- `Booking.status`: enquiry → held → confirmed → complete, or cancelled
""")

mem("reference_infra.md", "reference-infra", "reference",
    "Infra", "where everything runs and which ports things listen on",
    "Servers, ports and services: where everything runs",
    """
# Infra

## wharf-app-1 (prod)
@D1b@ - `wharf-app-1`: Hetzner CX32 (4 vCPU / 8 GB RAM), Falkenstein
@A7a@ - Root disk is 80 GB; our cron'd `df` check alerts at 85%
- Ubuntu 24.04 LTS, unattended-upgrades on (security only)
@V1a@ - Tiller: gunicorn on `127.0.0.1:8001`, Caddy reverse-proxies to it
- Postgres 16 on the default socket; port 5432 is closed in the Hetzner firewall
- Redis 7.2 on `127.0.0.1:6379`, no password, localhost only
- Towpath binary at `/opt/towpath/towpath`; Prometheus-style metrics on `:9102`
@A1a@ - TLS: Caddy gets and renews the Let's Encrypt certs itself, nothing to cron

## Elsewhere
- Bilgepump and Handover are not on this box (see their overviews)
- The office NAS (Synology DS220+) sits in the Larchwater office, not at Hetzner

```caddy
larchwater.co.uk, www.larchwater.co.uk {
    encode gzip
    reverse_proxy 127.0.0.1:8001
}
```
""")

mem("project_bilgepump_overview.md", "bilgepump-overview", "project",
    "Bilgepump overview", "the fleet maintenance tracker Owen lives in",
    "Bilgepump, the fleet maintenance tracker for engine hours, services and defects",
    """
# Bilgepump

Rails app Owen uses to track engine hours, service intervals and defects for every boat.

@R7a@ - Hosted on Fly.io (app `bilgepump`, region `lhr`)
@R8a@ - Database: PostgreSQL 16 (`bilgepump-db`)
- Rails 8.0, Ruby 3.3, Hotwire; no JS build step
- Login is a magic link, @larchwater.co.uk addresses only
- Errors: Honeybadger (free tier)
@D3b@ - The winter refit job list lives here too (Refit board: one row per job, grouped by boat)
- Engine hours arrive from the return checklist in Handover via Tiller (webhook to `/api/hours`)
""")

mem("project_handover_app.md", "handover-app", "project",
    "Handover app", "the tablet app the crew use at handover and return",
    "Handover, the tablet PWA the crew use at boat handover and return",
    """
# Handover

SvelteKit PWA the crew use on handover day: checklist, damage photos, hirer signature, and engine hours on return.

@D4b@ - Runs on the two office iPads (they live in the handover bag and charge overnight)
@A4a@ - Talks to Tiller's API under `/api/v2/` with a per-device token
@F9a@ - Works offline once loaded (service worker), which matters at the Larchwater pontoon where signal drops out
@O7b@ - Hosted on Cloudflare Pages (project `larchwater-handover`), preview deploy per branch
@R3a@ - Errors: Sentry (project `handover-pwa`)
- SvelteKit 2, TypeScript, Tailwind
- Signatures are stored as PNGs on the booking in Tiller, not in the PWA
""")

mem("reference_contacts.md", "contacts", "reference",
    "Contacts and roles", "who does what, call-out routing, phone lines",
    "Who's who: staff, roles, call-out routing and phone lines",
    """
# Contacts & roles

| Person | Role | Notes |
|---|---|---|
| Helen Marsh | MD | pricing, policy, refunds |
| Priya Desai | Bookings & office lead | Tiller admin power user |
| Owen Pryce | Fleet engineer | Bilgepump, engines, blacking |
| Raf Nowak | Foxhanger base supervisor | since April 2026 |
| Jodie Flint | Handover crew / instructor | seasonal, Mar–Oct |
| Sam Kettering | Freelance developer | all four apps |
| Bev Tranter | Accountant (external) | month-end |

## Call-outs
@R6a@ - Larchwater weekend breakdown call-outs: Owen Pryce
- Foxhanger breakdown call-outs (any day): Raf Nowak
@NS3b@ - Tiller outages: Sam Kettering is first escalation (text, then call)

## Phones
@S4a@ - Bookings line 01746 555 210 rings the BT landline in the office
- The breakdown mobile (07700 900 412) is passed to whoever is on call
""")

mem("project_booking_rules.md", "booking-rules", "project",
    "Booking rules", "the booking policy as Tiller enforces it",
    "Booking policy as implemented in Tiller: durations, deposits, cancellations, extras",
    """
# Booking rules (what Tiller enforces)

@A6a@ - Week hires are 7 nights; short breaks are 3 nights (Fri–Mon) or 4 nights (Mon–Fri)
@V2a@ - Damage deposit: £300 per boat, taken as a card pre-authorisation 7 days before departure
@V7a@ - Cancel 8+ weeks before departure: full refund. Inside 8 weeks the 30% booking payment is kept.
@N5a@ - One-way hires between Larchwater and Foxhanger are available (£180 relocation fee)
@NS1a@ - Dogs welcome: max 2 per boat, £40 per dog per hire
@F8a@ - Returning customers get 10% off
@N4a@ - Fuel is included in the hire price
- Lead hirer must be 21 or over
- Extras: bikes £35/week, SUP board £60/week

These live in `tiller/bookings/rules.py`; Helen signs off any change (see [[money-rules]]).
""")

mem("reference_backups.md", "backups", "reference",
    "Backups", "what is backed up, where to, and how to restore",
    "Backups: what's backed up, where to, how to restore",
    """
# Backups

@V3a@ - restic runs nightly at 02:30 (systemd timer `restic-backup.timer` on wharf-app-1)
- Repository: Backblaze B2 bucket `larchwater-restic`, eu-central
- What: a `pg_dump` of Tiller, `/etc/caddy`, `/etc/tiller`, `/opt/towpath`
@A3a@ - Retention: `restic forget --keep-daily 14 --keep-weekly 8 --prune`
- The office NAS (Synology) backs up the office PCs at 01:00 to a USB disk, separate from all of this
- Bilgepump isn't in restic; see its overview

## Restore (Tiller DB)

```sh
restic -r b2:larchwater-restic:/ snapshots --tag tiller-db
restic -r b2:larchwater-restic:/ restore latest --tag tiller-db --target /tmp/restore
gunzip -c /tmp/restore/var/backups/tiller/tiller.sql.gz | psql tiller_restore
```
""", flat=True)

mem("reference_gps_trackers.md", "gps-trackers", "reference",
    "GPS trackers", "the trackers on the boats, reporting and alerts",
    "GPS trackers on the hire boats: hardware, reporting, alerts",
    """
# GPS trackers

Every hire boat has a Teltonika FMB920 wired to the domestic battery bank.

@S7a@ - Trackers report to our self-hosted Traccar on wharf-app-1 (port 5027, Teltonika protocol)
- Report interval: every 30 s while moving, every 10 min when parked
- Geofence alerts: a boat leaves the Larch/Severn section, or moves between 23:00 and 05:00
- Alerts go to Owen's phone (see [[incident-comms]])
- The day boats don't have trackers
""")

mem("reference_partner_agencies.md", "partner-agencies", "reference",
    "Partner agencies", "the agencies that resell our boats and how they get availability",
    "Partner agencies that resell our boats: commission, availability, terms",
    """
# Partner agencies

- CanalBreaks: 15% commission, paid monthly in arrears; account manager Gemma Holt
- Waterway Escapes: 12% commission, paid per booking; they collect the booking payment themselves
@S3a@ - BoatFinder pulls `/feeds/boatfinder.ics` every hour; keep that URL stable
- Partner bookings land in Tiller as `source=partner`; the agency's own cancellation terms apply to them, not ours
- CanalBreaks gives its own customers a 12-week cancellation window

Availability pushes are [[towpath-sync]]'s job.
""")

mem("reference_boat_safety.md", "boat-safety", "reference",
    "Boat safety rules", "the safety rules we brief hirers on",
    "Safety rules we brief hirers on and enforce",
    """
# Boat safety rules

@A2a@ - Speed limit on the canal is 4 mph; tickover past moored boats
- Children under 12 wear a life jacket whenever they're outside the cabin
@NS4a@ - Never start the engine with the weed hatch open
@N10a@ - Smoking only on the rear deck, never inside the cabin
@NS6a@ - Hirers don't take a boat through Dunmore Tunnel unless they've had the tunnel briefing (headlight on, horn, everyone inside except the steerer)
- No disposable barbecues on the roof; on the towpath is fine
- The lead hirer must be at the tiller through every lock
""")

mem("reference_pumpout_and_chemicals.md", "pumpout-and-chemicals", "reference",
    "Pump-outs and chemicals", "toilets, pump-outs and the chemicals we stock",
    "Toilets, pump-outs and the chemicals we stock in the workshop",
    """
# Pump-outs & chemicals

Most boats have pump-out toilets; Wagtail and Linnet have cassettes.

@F4a@ - Pump-outs are free at Larchwater when the boat comes back
@O3a@ - Toilet fluid (Elsan Blue): 100 ml per cassette after emptying
- Pump-out tanks: 250 ml of the green (formaldehyde-free) fluid after each pump-out
- Antifreeze: 50/50 mix in the skin tank; test with the hydrometer in October
- Calorifier descaler: 1 litre per 20 litres of water, once a year
- COSHH sheets for all of these are in the blue folder in the workshop
""")

mem("reference_engine_servicing.md", "engine-servicing", "reference",
    "Engine servicing", "service intervals and the hirers' daily checks",
    "Engine servicing intervals and what hirers check daily",
    """
# Engine servicing

All hire boats have Beta 43 engines except Kingfisher (Beta 50).

@V9a@ - Oil + oil filter every 250 engine hours (Beta's interval for hire use)
- Fuel filter and raw-water impeller: every 500 hours or at the winter refit, whichever comes first
- Gearbox (PRM 150) oil: check weekly in season, change at the winter refit
- Alternator belts: inspect at every service, replace every second winter
@F5a@ - Hirers do the daily checks each morning: engine oil, coolant, weed hatch, stern gland greaser
- Service records go into Bilgepump the same day (Owen's rule)
""")

mem("project_fleet_list.md", "fleet-list", "project",
    "Fleet list", "the boats: names, sizes, berths and bases",
    "The hire fleet: names, lengths, berths, bases",
    """
# Fleet (2026)

@D2b@ Fleet is 14 hire boats: 10 at Larchwater and 4 at Foxhanger, plus two day boats at Larchwater.

| Boat | Length | Berths | Base | Built |
|---|---|---|---|---|
@O6a@ | Kingfisher | 70 ft | 8 | Larchwater | 2021 |
@V6a@ | Heron | 57 ft | 6 | Larchwater | 2019 |
| Wagtail | 45 ft | 2 | Larchwater | 2016 |
| Dipper | 62 ft | 6 | Larchwater | 2018 |
| Moorhen | 58 ft | 4 | Larchwater | 2017 |
| Grebe | 62 ft | 6 | Larchwater | 2020 |
| Lapwing | 66 ft | 6 | Larchwater | 2022 |
| Plover | 50 ft | 4 | Larchwater | 2015 |
| Siskin | 57 ft | 4 | Larchwater | 2019 |
| Linnet | 45 ft | 2 | Larchwater | 2016 |
| Curlew | 69 ft | 8 | Foxhanger | 2023 |
| Teal | 58 ft | 4 | Foxhanger | 2018 |
| Whimbrel | 62 ft | 6 | Foxhanger | 2020 |
| Redshank | 50 ft | 4 | Foxhanger | 2014 |

Day boats: Puffin and Tern (20 ft, up to 10 people, Honda outboards).
""")

mem("project_2026_season.md", "season-2026", "project",
    "2026 season", "season dates, bases and the price list",
    "The 2026 season plan: dates, bases, prices",
    """
# 2026 season

- Season runs Saturday 14 March to Saturday 31 October 2026
@D5b@ - Hires start from either Larchwater Wharf or Foxhanger Basin; the booking form asks which base first
- High season: 18 July – 29 August

## Prices (week, high season)
@D6b@ - Kingfisher, high-season week: £1,895
- Heron / Dipper / Grebe / Lapwing: £1,540
- Wagtail / Linnet: £995
- Short breaks are priced at 60% of the week price
""")

mem("project_foxhanger_base.md", "foxhanger-base", "project",
    "Foxhanger base", "the second base, what differs from Larchwater",
    "Foxhanger Basin, the second base opened in spring 2026, and how it differs",
    """
# Foxhanger base

Leased from April 2026 (five-year lease with Foxhanger Marina). Raf Nowak runs it.

@O1b@ - Foxhanger office hours: 09:00–16:00, closed Wednesdays
@O8b@ - Handovers at Foxhanger start at 13:00 (smaller yard, quicker turnaround)
- Four boats: Curlew, Teal, Whimbrel, Redshank
- No pump-out machine of our own yet; hirers use the marina's (£25, paid to the marina)
@NS6b@ - Foxhanger hirers can take the boats through Dunmore Tunnel (1,150 yards) on the way to the Bramble Arms

@F10b@ For Foxhanger departures the 7-day reminder email also attaches the mooring map and the car park
code, so Raf gets fewer calls on the day.
""")

mem("project_winter_refit.md", "winter-refit", "project",
    "Winter refit", "this winter's refit plan and who does what",
    "Winter 2026/27 refit plan and who does what",
    """
# Winter refit 2026/27

Boats come out of service from 1 November; everything back by 1 March.

@D7b@ - Blacking is done in-house now, on our own slipway at Larchwater (two boats a week, Nov–Feb)
- Every boat: engine service, impeller, antifreeze check; gas safety is booked for January
- Kingfisher gets new saloon flooring; Plover gets a new calorifier
- Refit jobs are tracked in Bilgepump
""")

mem("project_towpath_sync.md", "towpath-sync", "project",
    "Towpath sync", "the worker that keeps partner availability in step",
    "Towpath, the Go worker that pushes availability to partner agencies",
    """
# Towpath

@V5a@ Towpath pushes availability for all 14 boats to CanalBreaks and Waterway Escapes every 15
minutes, so a boat sold on one channel disappears from the others quickly.

@D8b@ - Runs as a systemd timer on wharf-app-1 (`towpath-push.timer` → `towpath-push.service`)
- Reads Tiller's DB with the read-only `towpath_ro` role; never writes to it
@V8a@ - Failed pushes are retried up to 5 times with exponential backoff, then it emails bookings@
@A5a@ - Partner request timeout is `20000` ms (`PARTNER_TIMEOUT_MS`)
@F6a@ - Logs go to journald
- Go 1.23, single static binary, built by GitHub Actions on tag
""")

mem("reference_runbook_tiller.md", "tiller-runbook", "reference",
    "Tiller runbook", "first steps when the booking site misbehaves",
    "Tiller runbook: first steps when the booking site misbehaves",
    """
# Tiller runbook

## First look
- `curl -sI https://larchwater.co.uk/healthz` → expect `200`
@S1a@ - Exceptions show up in Rollbar (project `tiller-web`); check there first
- `journalctl -u tiller -n 200` on wharf-app-1 for gunicorn tracebacks
- Celery: `systemctl status tiller-celery`; a stuck queue usually means Redis restarted

## Common fixes
- Checkout failing → look at the Stripe dashboard's webhook log before touching code
- Availability calendar blank → usually the htmx partial returning 500; see the exceptions
- Emails from Towpath about failed pushes → see [[towpath-sync]]

```sh
sudo systemctl restart tiller tiller-celery
sudo journalctl -u tiller-celery --since "10 min ago"
```
""")

mem("project_website_redesign.md", "website-redesign", "project",
    "Website redesign", "the spring redesign of the public booking site",
    "The spring 2026 redesign of the public booking site",
    """
# Website redesign

New look went live 9 February 2026 (designer: Mina at Oxbow Studio).

- Mobile first: 70% of 2025 bookings came from phones
- Boat pages got a floor plan and a 360° photo
@N9a@ - Decided to keep the Tawk.to chat widget on the booking pages for the 2026 season.
- Dropped the "compare boats" page (nobody used it)
- Reviews carousel pulls from Google reviews, refreshed weekly
""")

mem("project_accounting_export.md", "accounting-export", "project",
    "Accounting export", "how money gets from Tiller into the books",
    "How money gets from Tiller and Stripe into the company accounts",
    """
# Accounting

@R10a@ - Accounts package: Xero (Bev Tranter has adviser access)
- Stripe payouts are reconciled against the bank feed weekly by Priya
- Tiller exports a monthly CSV of bookings and extras for Bev (`/admin/reports/monthly-export/`)
- Payroll is done in BrightPay by Bev, not in the accounts package
- VAT: standard rated; quarterly returns through MTD
""")

mem("reference_dns_email.md", "dns-and-email", "reference",
    "DNS and email", "where the domain lives and which service sends which mail",
    "DNS and email: where the domain lives, who sends what",
    """
# DNS & email

@S9a@ - DNS for larchwater.co.uk is managed at 123-reg (Helen's login)
@R2a@ - Booking confirmations and receipts go out through Postmark (server `tiller-prod`)
- SPF, DKIM and DMARC all pass; DMARC is at `p=quarantine`
- MX points at Google Workspace
- bookings@ is a Google group delivered to Priya and Helen
""", flat=True)

mem("project_handover_checklist.md", "handover-checklist", "project",
    "Handover and return", "what the crew do at handover and when boats come back",
    "What happens at handover and at return",
    """
# Handover & return

Handover takes about 45 minutes: walk-round, engine checks, then a trial lock with the hirer at the helm.

@F2a@ - Boats come back to the wharf by 09:30 on the last day
- Return: engine hours into Handover, water tank topped up, damage photos, keys in the safe
- The trial lock is Lock 23 (Larch Bottom Lock), 300 yards from the wharf
- Crew check the gas locker and press the CO alarm test button at every handover
""")

mem("project_sms_reminders.md", "sms-reminders", "project",
    "SMS reminders", "the texts Tiller sends hirers",
    "SMS reminders sent from Tiller to hirers",
    """
# SMS reminders

- Tiller texts the lead hirer the day before departure (17:00) and on the morning of return (07:30)
@O2b@ - Reminder SMS (Twilio) are retried up to 3 times before we give up and flag the booking
- Sender ID is `Larchwater` (alphanumeric), so hirers can't reply; the text says "call the office"
- Roughly 4p per SMS; about 1,100 sent in 2025
""")

mem("project_newsletter.md", "newsletter", "project",
    "Newsletter", "the customer newsletter: audience, cadence, content",
    "Customer newsletter: audience, cadence, content",
    """
# Newsletter

@S10a@ - The monthly newsletter goes out from Mailchimp (audience "Larchwater Friends", about 3,400 contacts)
- Content: one boat story, one route idea, late availability
- Priya writes it; Helen approves
- Sign-ups come from the opt-in checkbox on the Tiller booking form (double opt-in)
""")

mem("reference_office_network.md", "office-network", "reference",
    "Office network", "network and devices in the Larchwater office",
    "Office network and devices at Larchwater",
    """
# Office network

- BT Business Fibre, 150 Mbps down
- Ubiquiti UDM plus two U6 Lite APs; SSIDs `larchwater-office` (staff) and `larchwater-guest` (hirers waiting for handover)
- Office NAS: Synology DS220+ (see [[backups]])
- Two iPads for Handover, one Windows PC at the bookings desk with a shared login
- Printer: Brother HL-L2350DW at 192.168.10.40
""")

mem("reference_glossary.md", "glossary", "reference",
    "Glossary", "canal and boat words that show up in tickets",
    "Canal and boating words that show up in tickets and emails",
    """
# Glossary

- **Pound**: the stretch of water between two locks
- **Winding hole**: a wide spot to turn a long boat round (say "winding" as in the wind)
- **Stoppage**: a CRT closure of a lock or section, published on their website
- **Blacking**: repainting the hull below the waterline with bitumen or epoxy
- **Tiller**: the steering arm at the stern, and also our booking app, sorry
- **CRT**: Canal & River Trust, who run the waterway and the locks
- **Turnaround**: the morning a boat comes back and goes out again the same day
""")

mem("project_reviews.md", "reviews", "project",
    "Reviews", "where reviews come from and how we ask for them",
    "Customer reviews: sources and how we ask for them",
    """
# Reviews

- Google is the one that matters; Tripadvisor gets a handful a year
- The "how was it?" email goes two days after return, with a Google review link
- Replies to bad reviews: Helen only, within 48 hours, never argue in public
- Average on Google was 4.7 from 312 reviews when Priya last checked (October)
""")

# ---------------------------------------------------------------------------
# remnic facts
# ---------------------------------------------------------------------------

# value_slot
fact("2026-06-11T10:22:00", "fact", ["tiller", "caddy", "infra"], 0.88,
     "@V1b@ Caddy reverse-proxies larchwater.co.uk to Tiller's gunicorn on port 8002.")
fact("2026-02-17T14:05:00", "decision", ["booking", "deposit", "policy"], 0.92,
     "@V2b@ Damage deposit for every hire boat is £250, refundable within 5 working days of return.")
fact("2026-03-05T09:41:00", "fact", ["tiller", "python"], 0.86,
     "@V4b@ Tiller runs on Python 3.11; `.python-version` in the repo pins it.")
fact("2026-07-02T16:12:00", "fact", ["towpath", "partners", "schedule"], 0.9,
     "@V5b@ The Towpath availability push runs every 30 min (systemd timer `towpath-push.timer`).")
fact("2026-04-09T11:30:00", "fact", ["fleet", "heron"], 0.84,
     "@V6b@ Heron (57 ft) sleeps four, so she's the one we offer to two couples.")
fact("2026-08-19T08:55:00", "fact", ["towpath", "retries"], 0.87,
     "@V8b@ Towpath gives up on a partner push after 3 attempts and emails bookings@ with the error.")
fact("2026-11-06T15:20:00", "fact", ["engines", "servicing", "owen"], 0.89,
     "@V9b@ Owen services the Beta engines every 200 hours: oil and oil filter.")
fact("2026-05-14T13:03:00", "fact", ["handover", "larchwater", "timings"], 0.9,
     "@V10b@ Larchwater hirers can pick up their boat from 3pm; the turnaround crew needs the whole morning.")

# role_slot
fact("2026-03-19T17:45:00", "fact", ["tiller", "ci"], 0.85,
     "@R1b@ CI for the tiller repo runs on Woodpecker (self-hosted); GitHub only shows the status checks.")
fact("2026-06-24T12:10:00", "fact", ["handover", "errors", "monitoring"], 0.88,
     "@R3b@ Handover app front-end errors are reported to Bugsnag.")
fact("2026-04-28T10:02:00", "fact", ["handover", "tooling"], 0.9,
     "@R4a@ The Handover PWA's package manager is pnpm (lockfile `pnpm-lock.yaml`).")
fact("2026-09-08T09:15:00", "preference", ["git", "merging", "sam"], 0.86,
     "@R5b@ Sam merges PRs with a plain merge commit: he wants each PR's individual commits kept on main.")
fact("2026-07-21T18:40:00", "fact", ["callouts", "larchwater", "weekend"], 0.87,
     "@R6b@ Jodie Flint covers weekend breakdown call-outs for the Larchwater boats.")
fact("2026-05-27T14:33:00", "fact", ["bilgepump", "database"], 0.85,
     "@R8b@ Bilgepump keeps its data in a single SQLite file (`storage/production.sqlite3`), replicated with Litestream.")
fact("2026-10-13T11:11:00", "preference", ["sam", "tooling"], 0.83,
     "@R9b@ Sam's editor is Neovim (LazyVim config); he lives in the terminal.")
fact("2026-02-03T10:50:00", "fact", ["accounts", "bev"], 0.9,
     "@R10b@ The company books are kept in QuickBooks Online; Bev logs in through her practice account.")

# negation
fact("2026-08-06T13:25:00", "preference", ["tiller", "deploys"], 0.84,
     "@N1b@ Friday afternoon is our usual Tiller deploy window in season, because bookings traffic is\nlowest then.")
fact("2026-03-12T15:00:00", "fact", ["booking", "fuel", "pricing"], 0.91,
     "@N4b@ Diesel isn't included in the hire price: it's charged on return at £2.10 per engine hour.")
fact("2026-05-06T09:30:00", "decision", ["booking", "foxhanger", "policy"], 0.9,
     "@N5b@ We don't do one-way hires; every boat comes back to the base it left from.")
fact("2026-06-03T19:05:00", "fact", ["boats", "wifi"], 0.82,
     "@N7a@ Every hire boat has a 4G Wi-Fi router (unlimited data); the password is on the galley cupboard door.")
fact("2026-04-16T16:48:00", "fact", ["tiller", "admin", "security"], 0.86,
     "@N8b@ Tiller admin logins don't use 2FA: the bookings PC is shared and Priya found the codes a pain.")
fact("2026-01-29T11:20:00", "decision", ["website", "support"], 0.9,
     "@N9b@ Helen decided not to run a live chat widget on the website; Priya can't staff it in season.")
fact("2026-05-20T10:10:00", "decision", ["safety", "smoking", "policy"], 0.92,
     "@N10b@ No smoking anywhere on the boats, decks included. It's written into the 2026 hire agreement.")

# stale_vs_change (the change side)
fact("2026-04-14T17:02:00", "decision", ["tiller", "errors", "monitoring"], 0.93,
     "@S1b@ Switched Tiller's error tracking from Rollbar to Sentry on 14 April; the Rollbar project is read-only until the plan lapses.")
fact("2026-07-30T14:14:00", "fact", ["infra", "staging"], 0.9,
     "@S2b@ wharf-stg-1 was shut down in July 2026; Tiller staging is now a second Caddy site on wharf-app-1.")
fact("2026-06-17T09:09:00", "fact", ["partners", "boatfinder"], 0.88,
     "@S3b@ BoatFinder's iCal import was retired in June: they no longer list our boats, so the feed URL can go.")
fact("2026-03-24T12:40:00", "decision", ["tiller", "dependencies"], 0.92,
     "@S5b@ Migrated Tiller from pip-tools to uv in March; `requirements.in` and `requirements.txt` are gone and `uv.lock` is the source of truth.")
fact("2026-09-22T10:35:00", "fact", ["trackers", "gps"], 0.9,
     "@S7b@ Self-hosted Traccar was retired in September; the Teltonika units now report to Navixy (hosted, about £4 per tracker a month).")
fact("2026-08-25T08:20:00", "fact", ["defects", "bilgepump", "crew"], 0.89,
     "@S8b@ The \"Larchwater Fleet\" WhatsApp group has been read-only since August; defects get logged straight into Bilgepump's `/defects/new` form.")
fact("2026-01-20T15:55:00", "fact", ["dns", "domain"], 0.91,
     "@S9b@ Transferred DNS for larchwater.co.uk from 123-reg to Cloudflare in January (free plan, proxy off).")

# refinement
fact("2026-02-25T11:45:00", "fact", ["tiller", "celery", "redis"], 0.88,
     "@F1b@ Tiller's Celery broker is Redis DB 2 (`redis://127.0.0.1:6379/2`); DB 0 is Django's cache.")
fact("2026-09-01T07:50:00", "fact", ["returns", "stoppages"], 0.87,
     "@F2b@ If a stoppage means a hirer can't get back by 09:30, we ring them, collect the boat where it is, and there's no late-return charge.")
fact("2026-03-02T14:27:00", "fact", ["secrets", "stripe"], 0.9,
     "@F3b@ Stripe live keys are in 1Password (vault `Larchwater Ops`, item `Stripe live`), never in the repo.")
fact("2026-05-11T09:58:00", "fact", ["safety", "weed-hatch"], 0.88,
     "@F5b@ Only open the weed hatch with the engine off and the key out of the ignition.")
fact("2026-02-10T13:13:00", "decision", ["pricing", "discounts"], 0.9,
     "@F8b@ The returning-customer 10% doesn't stack with the early-booking discount; the customer gets whichever is bigger.")
fact("2026-07-08T15:36:00", "fact", ["handover", "offline"], 0.86,
     "@F9b@ Offline, the Handover app keeps the checklist and queues photos; they upload once the iPad is back on signal.")

# other_subject (the other side)
fact("2026-10-27T10:44:00", "fact", ["chemicals", "bilge"], 0.85,
     "@O3b@ Bilge cleaner (Starbrite) goes in at 50 ml to a 5-litre bucket of water.")
fact("2026-05-29T16:05:00", "fact", ["bilgepump", "ports"], 0.84,
     "@O4b@ Bilgepump's Puma server listens on port 3000.")
fact("2026-01-15T09:00:00", "fact", ["email", "google-workspace", "staff"], 0.9,
     "@O5b@ Staff mailboxes (helen@, priya@, owen@, raf@) are on Google Workspace Business Starter.")
fact("2026-04-02T12:25:00", "fact", ["fleet", "foxhanger", "curlew"], 0.88,
     "@O6b@ Curlew, the Foxhanger flagship, is 69 ft and sleeps 8.")

# dated_history (the past side)
fact("2026-04-22T10:18:00", "fact", ["fleet", "history"], 0.87,
     "@D2a@ Until March 2026 the fleet was 12 boats, all based at Larchwater.")
fact("2026-02-12T16:30:00", "fact", ["refit", "history"], 0.85,
     "@D3a@ Back in January the refit job list was a Trello board Owen shared with the yard.")
fact("2026-05-04T11:02:00", "fact", ["bases", "history"], 0.88,
     "@D5a@ Until Foxhanger opened in April 2026, every hire started and finished at Larchwater.")
fact("2026-11-18T14:48:00", "fact", ["blacking", "history", "refit"], 0.86,
     "@D7a@ Last winter (2025/26) the boats were blacked at Stoke Boatyard for £450 a boat, which is\nwhy Owen pushed for our own slipway.")
fact("2026-07-09T10:27:00", "fact", ["towpath", "history"], 0.87,
     "@D8a@ Towpath ran from cron on the office NUC until June 2026, when it moved to wharf-app-1.")
fact("2026-03-26T09:37:00", "fact", ["office", "history", "larchwater"], 0.84,
     "@D9a@ During the 2025 season the Larchwater office closed at 16:00.")

# agreeing_duplicate
fact("2026-06-30T13:50:00", "fact", ["tls", "caddy"], 0.9,
     "@A1b@ Certs for larchwater.co.uk renew themselves: Caddy does ACME with Let's Encrypt.")
fact("2026-02-19T10:05:00", "fact", ["backups", "retention"], 0.88,
     "@A3b@ Backups keep two weeks of dailies and eight weeklies.")
fact("2026-07-15T11:55:00", "fact", ["handover", "api"], 0.87,
     "@A4b@ The Handover PWA uses Tiller's v2 REST API, and each iPad has its own token.")
fact("2026-08-13T14:22:00", "fact", ["towpath", "timeouts"], 0.86,
     "@A5b@ Each Towpath call to a partner API times out after 20 seconds.")
fact("2026-03-10T10:40:00", "fact", ["booking", "durations"], 0.9,
     "@A6b@ Short breaks run Friday to Monday (3 nights) or Monday to Friday (4 nights); a full week is 7 nights.")
fact("2026-10-01T09:12:00", "fact", ["infra", "disk"], 0.85,
     "@A7b@ wharf-app-1 has an 80 GB disk, about 60% used after the October cleanup.")
fact("2026-01-08T10:00:00", "fact", ["sam", "schedule"], 0.9,
     "@A8a@ Sam Kettering does Larchwater dev work on Tuesdays and Thursdays.")
fact("2026-06-09T17:30:00", "preference", ["sam", "reviews", "schedule"], 0.84,
     "@A8b@ Sam's days for us are Tue/Thu, so a PR opened on a Friday waits until Tuesday for review.")

# negation_scope
fact("2026-03-31T15:15:00", "decision", ["dogs", "fleet"], 0.9,
     "@NS1b@ No dogs on Heron or Siskin; they're our allergy-friendly boats.")
fact("2026-07-28T12:48:00", "fact", ["refunds", "stripe", "priya"], 0.86,
     "@NS2b@ Priya issues refunds from the Stripe dashboard.")
fact("2026-05-19T08:45:00", "fact", ["engines", "daily-checks"], 0.85,
     "@NS4b@ Hirers start the engine each morning once the daily checks are done.")
fact("2026-09-15T16:20:00", "fact", ["invoices", "corporate", "tiller"], 0.87,
     "@NS8b@ Tiller issues corporate hire invoices automatically once the balance is paid.")
fact("2026-06-26T10:33:00", "fact", ["gate-code", "hirers"], 0.88,
     "@NS9b@ The wharf gate code goes out to hirers on the morning they depart.")

# unlabelled facts (distractors and background)
fact("2026-04-07T09:20:00", "fact", ["bilgepump", "deploys"], 0.85,
     "Bilgepump deploys go out any day of the week; it doesn't take payments, so there's no turnaround-day risk.")
fact("2026-05-05T14:40:00", "fact", ["handover", "deploys"], 0.86,
     "Handover deploys automatically on every merge to `main`, with a preview URL per branch.")
fact("2026-06-12T11:05:00", "fact", ["towpath", "ci"], 0.84,
     "Towpath's release binary is built by GitHub Actions whenever a `v*` tag is pushed.")
fact("2026-02-23T16:10:00", "fact", ["partners", "canalbreaks", "cancellation"], 0.87,
     "CanalBreaks customers are on CanalBreaks' own 12-week cancellation terms, not ours.")
fact("2026-06-04T10:45:00", "fact", ["foxhanger", "wifi"], 0.83,
     "The Foxhanger office has guest Wi-Fi for hirers waiting to board.")
fact("2026-03-17T12:00:00", "fact", ["stripe", "security"], 0.88,
     "Every Stripe dashboard login has 2FA turned on; Helen made it mandatory.")
fact("2026-02-26T15:30:00", "fact", ["redis", "infra"], 0.8,
     "Redis DB 1 on wharf-app-1 is unused, left free for experiments.")
fact("2026-11-09T09:50:00", "fact", ["engines", "fleet"], 0.9,
     "Kingfisher has a Beta 50; every other boat in the fleet has a Beta 43.")
fact("2026-01-22T13:35:00", "fact", ["booking", "hirers"], 0.9,
     "The lead hirer must be 21 or over; we check a driving licence at handover.")
fact("2026-01-12T10:25:00", "fact", ["gas-safety", "refit"], 0.89,
     "Gas safety checks on every boat happen in January, done by a Gas Safe engineer.")
fact("2026-10-20T16:00:00", "fact", ["workshop", "servicing"], 0.8,
     "Owen's workshop compressor gets serviced every 12 months.")
fact("2026-07-17T18:15:00", "fact", ["sup", "safety", "foxhanger"], 0.82,
     "SUP boards must be lashed to the roof while cruising and are never to be paddled through Dunmore Tunnel.")
fact("2026-09-29T11:40:00", "preference", ["corporate", "payments", "helen"], 0.83,
     "Helen prefers bank transfer over card for corporate hires.")
fact("2026-11-24T10:10:00", "fact", ["tiller", "data"], 0.8,
     "Tiller's `bookings_booking` table had about 9,800 rows at the end of the 2026 season.")
fact("2026-10-06T14:55:00", "fact", ["insurance", "fleet"], 0.88,
     "Fleet insurance is with Navigators & General; the excess is £250 per claim.")
fact("2026-08-28T09:30:00", "fact", ["partners", "canalbreaks", "api"], 0.85,
     "CanalBreaks' API allows 60 requests a minute per account.")

# ---------------------------------------------------------------------------
# free notes (auto/)
# ---------------------------------------------------------------------------

note("backups-faq", "Backups FAQ", "2026-08-04", ["backups", "infra", "faq"], """
# Backups — FAQ

**When do backups run?**
@V3b@ Every night at 03:15 UK time, via `restic-backup.timer` on wharf-app-1.

**Where do they go?**
Backblaze B2, bucket `larchwater-restic`. Helen has the B2 login in 1Password as well as Sam.

**Is Bilgepump in there?**
No, restic only covers wharf-app-1. Ask Sam before assuming anything about Bilgepump's data.

**Are the office PCs backed up?**
Yes, but by the Synology in the office, not by restic.

**How do I check last night's run?**
`journalctl -u restic-backup --since yesterday` on wharf-app-1.
""")

note("booking-policy-faq", "Booking policy FAQ (for the office)", "2026-04-20", ["booking", "policy", "faq", "office"], """
# Booking policy — what to tell customers

**Can customers cancel?**
@V7b@ Customers get their money back in full if they cancel 6 weeks or more before the hire starts.

**What about people who booked through an agency?**
The agency's terms apply; CanalBreaks, for example, has its own longer window.

**Can they change dates?**
Once, free, up to 4 weeks before departure, subject to availability.

**Can they bring a second car?**
Yes, two cars per boat in the wharf car park.
""")

note("handover-day-timings", "Handover day timings (Larchwater)", "2026-03-14", ["handover", "larchwater", "timings"], """
# Handover day timings

## Larchwater
- Turnaround crew: clean, water, pump-out and checks through the morning
@V10a@ - First handover slot 14:00, last one 17:00 (we stagger them 30 min apart)
- Hirer car park opens at 13:00
- Jodie does the trial-lock part of the handover; Priya does the paperwork in the office

## Notes
- If two Kingfisher-size boats go out together, put them in separate slots; the pontoon only takes one 70-footer at a time
""")

note("email-setup", "How Tiller sends email", "2026-05-16", ["email", "tiller", "deliverability"], """
# Email setup

@R2b@ Tiller sends its transactional mail (confirmations, receipts, reminders) through Amazon SES in eu-west-2.

- Staff mail is a separate thing entirely (Google Workspace)
- The newsletter is separate again; see the newsletter notes
- Bounces are stored on the `Hirer` record and shown in the admin with a red badge
""")

note("handover-dev-setup", "Handover dev setup", "2026-05-02", ["handover", "dev", "setup"], """
# Handover dev setup

## Handover PWA
- Node 20 LTS
@R4b@ - Package manager: npm (we commit `package-lock.json`)
- Run the dev server with `--host` so an iPad on the office Wi-Fi can reach it
- Point `PUBLIC_TILLER_API` at a local Tiller for anything that writes

## Gotchas
- Safari on iPad caches the service worker hard; bump the version in `src/service-worker.ts` when testing offline changes
""")

note("infra-overview", "Infra overview (one page)", "2026-06-01", ["infra", "overview"], """
# Infra at a glance

- Tiller + Towpath: wharf-app-1 (Hetzner)
@R7b@ - Bilgepump is deployed on Render (one web service, Frankfurt)
- Handover: static PWA, talks to Tiller
- Office: BT fibre, Synology NAS, the Handover iPads

Who can get in: Sam (everything), Helen (billing consoles only), Claude (via Sam's session).
""")

note("deploy-checklist", "Tiller deploy checklist", "2026-05-21", ["tiller", "deploys", "checklist"], """
# Tiller deploy checklist

@F7b@ - `make deploy` ssh's to wharf-app-1, pulls `main`, runs migrations and restarts gunicorn and celery
@N2b@ - No manual `pg_dump` before migrating; the nightly restic backup is enough
- Watch the exceptions for 10 minutes afterwards
- Post the PR numbers in #tiller
- If checkout was touched, click through a booking on the live site up to the Stripe page and stop there

```sh
make deploy
ssh wharf-app-1 'systemctl is-active tiller tiller-celery'
```
""")

note("email-templates", "Customer email templates", "2026-06-22", ["email", "templates", "customers"], """
# Email templates

@N3b@ - We put a 🚤 in the subject line of the booking confirmation email; Priya likes it and the open rate went up.
- Templates: confirmation, balance reminder, pre-hire pack, post-hire thank-you
- The pre-hire pack links the route guide PDF for the hirer's base
- All templates are plain-text first, with a light HTML version
""")

note("dev-notes", "Dev notes (Claude scratchpad)", "2026-07-23", ["dev", "tiller", "notes"], """
# Dev notes

@N6b@ - No need to run the whole Tiller suite locally; CI runs it on every push anyway, so just run the tests for the app you touched.
@NS10b@ - Claude can run read-only queries on prod with `make psql-ro` whenever it needs to.
- `make shell` gives a Django shell on prod: treat it as read-write, because it is
- The Bilgepump repo's seeds create all 14 boats plus the two day boats
- Towpath's `--dry-run` prints the JSON it would send to each partner
""")

note("customer-faq", "Customer FAQ (website copy)", "2026-02-28", ["faq", "website", "customers"], """
# Customer FAQ

**Is there Wi-Fi on board?**
@N7b@ No — none of the boats have Wi-Fi, and phone signal along the Larch is patchy anyway.

**Can we get a pump-out during the hire?**
@F4b@ Yes: a mid-hire pump-out at Larchwater is £20; the one when you bring the boat back is free.

**Can we bring the dog?**
Yes on most boats; the booking form shows which boats take dogs.

**Do we need experience?**
No. Everyone gets a handover and a trial lock before setting off.
""")

note("tiller-admin", "Tiller admin notes", "2026-03-06", ["tiller", "admin", "security"], """
# Tiller admin

@N8a@ - Staff accounts on the Tiller admin must use 2FA (TOTP via django-otp).
- Priya and Helen are superusers; Jodie and Raf have the "crew" group (bookings read-only, handover edits)
- The monthly export lives under Reports
- Boat photos are uploaded in the admin and resized by a Celery task
""")

note("staging", "Staging environment", "2026-02-16", ["staging", "infra", "tiller"], """
# Staging

@S2a@ Staging lives on `wharf-stg-1` (a CX22), and it gets refreshed from a prod dump every
Monday morning so Priya can try changes on real-looking data.

- Hirer emails and phone numbers are scrambled during the refresh
- Stripe is in test mode there; use card 4242 4242 4242 4242
- Basic auth on the whole site (credentials in 1Password)
""")

note("office-phones", "Office phones", "2026-05-26", ["phones", "office"], """
# Phones

@S4b@ We moved the bookings number from the BT landline to RingCentral in May; the old handset is unplugged.

- The number itself didn't change
- Priya and Helen have the RingCentral app on their mobiles; calls ring both
- The breakdown mobile is a separate phone and isn't part of this
""")

note("tiller-dev-setup", "Tiller local dev setup", "2026-01-19", ["tiller", "dev", "setup"], """
# Tiller local dev

@S5a@ - Tiller deps are managed with pip-tools: edit `requirements.in`, run `pip-compile`, commit both files.
- Postgres via `docker compose up db`; the app runs on the host
- `make seed` loads the 2026 boats and a handful of fake bookings
- Stripe CLI forwards webhooks: `stripe listen --forward-to localhost:8000/stripe/webhook/`
""")

note("weekly-reports", "Weekly reports", "2026-09-14", ["reports", "helen", "tiller"], """
# Weekly reports

@S6b@ The Monday Google Sheet export is no longer generated; Helen looks at the bookings dashboard in Tiller instead.

- Dashboard shows occupancy per boat for the next 8 weeks and revenue against last year
- Owen's weekly engine-hours email still comes out of Bilgepump on Mondays
""")

note("defect-reporting", "Defect reporting", "2026-04-11", ["defects", "crew", "bilgepump"], """
# Defects

@S8a@ - Crew report defects in the "Larchwater Fleet" WhatsApp group and Owen logs them in Bilgepump.
- Safety defects (gas, steering, bilge pump) mean the boat doesn't go out until Owen signs it off
- Hirer-reported defects come in by phone; Priya passes them on
""")

note("newsletter-notes", "Newsletter notes", "2026-10-19", ["newsletter", "marketing"], """
# Newsletter

@S10b@ We moved the newsletter from Mailchimp to Buttondown in October; the Mailchimp account is closed.

- Subscribers were imported with their opt-in dates
- Open rate on the first Buttondown issue: 52%
""")

note("towpath-ops", "Towpath ops notes", "2026-08-14", ["towpath", "ops", "logs"], """
# Towpath ops

@F6b@ - Towpath logs to journald with `SyslogIdentifier=towpath`; `journalctl -u towpath-push` shows the last run.
- `systemctl list-timers towpath-push.timer` shows when it last ran and when it runs next
- Exit code 3 means a partner rejected the payload; the email to bookings@ has the body

```ini
[Service]
Type=oneshot
ExecStart=/opt/towpath/towpath push --all
SyslogIdentifier=towpath
```
""")

note("pre-hire-emails", "Pre-hire emails", "2026-04-03", ["email", "tiller", "hirers"], """
# Pre-hire emails

@F10a@ - Tiller sends a pre-hire reminder email 7 days before departure (directions, packing list, parking).
- The balance reminder is a separate email and stops once the balance is paid
- Route guide PDFs: Larch circular, Severn out-and-back, Bramble Arms (Foxhanger only)
""")

note("site-hours", "Site hours", "2026-04-01", ["hours", "office", "sites"], """
# Office hours by site

| Site | Office hours | Days |
|---|---|---|
@O1a@ | Larchwater | 08:30–17:00 | every day, March–October |
| Foxhanger | 09:00–16:00 | closed Wednesdays |

- Out of season (November–February) the Larchwater office opens weekdays 10:00–15:00
- The wharf shop keeps the same hours as the office it sits next to
""")

note("day-boats", "Day boats", "2026-05-09", ["day-boats", "larchwater"], """
# Day boats (Puffin & Tern)

- Hire 10:00–17:00, up to 10 people, no licence or experience needed
@O9b@ - Deposit: £50, card or cash on the day
@O10b@ - The Honda 15 outboards get serviced every 100 hours
- Booked in Tiller like the hire boats, but no pre-hire emails
- No trackers on them; Jodie checks them back in by eye
""")

note("infra-history", "Infra history", "2026-06-05", ["infra", "history"], """
# How the infra got here

@D1a@ - During the 2025 season Tiller ran on a single Hetzner CX22 with 4 GB RAM.
- The booking-page slowdowns in August 2025 were mostly memory pressure from Celery
- Hetzner snapshots were tried and dropped in favour of restic
""")

note("handover-beta", "Handover beta retro", "2026-03-08", ["handover", "history", "retro"], """
# Handover beta (2025) — retro

@D4a@ In the 2025 beta the crew ran Handover on their own Android phones.

- Signatures on small phone screens were a mess
- Photos filled people's personal camera rolls
- Conclusion: dedicated devices for 2026
""")

note("pricing-2025", "2025 pricing (archive)", "2026-01-26", ["pricing", "history"], """
# 2025 prices (archive)

@D6a@ - In 2025 a high-season week on Kingfisher was £1,650.
- 2025 short breaks were priced per night, not as a share of the week
- The 2025 price list PDF is in Drive under Pricing/Archive
""")

note("db-upgrade-2026", "Postgres upgrade (October 2026)", "2026-10-24", ["postgres", "tiller", "upgrade"], """
# Postgres upgrade

@D10a@ Until the October upgrade Tiller was on PostgreSQL 14.

- Upgraded with `pg_upgradecluster` during the first week of the winter closure
- Downtime: 11 minutes, booking site showed the maintenance page
- Bilgepump's database wasn't touched
""")

note("helmsman-briefing", "Helmsman briefing script", "2026-03-11", ["briefing", "safety", "hirers"], """
# Helmsman briefing (what we say)

@A2b@ - Speed limit: 4 mph (about 6.4 km/h). If you're making a breaking wash, you're going too fast.
@A9b@ - The Larch flight opens at 8am and is locked at 7.30pm, so plan to be through by then.
- Keep to the right when you meet another boat
- Windlass stays in your hand, never left on the spindle
- Ring the office, not 999, for anything that isn't an emergency
""")

note("locks-and-stoppages", "Locks and stoppages", "2026-04-29", ["locks", "crt", "stoppages"], """
# Locks & stoppages

@A9a@ - The Larch Locks flight is padlocked overnight from 19:30 to 08:00 (CRT restriction)
- Bramble Lock is on winter hours (09:00–15:00) from November to March
- Dunmore Tunnel has no time restriction, but only one boat at a time in each direction
- Check the CRT stoppages page every Thursday for the weekend's departures
""")

note("stripe-notes", "Stripe notes", "2026-02-06", ["stripe", "payments", "tiller"], """
# Stripe

@A10b@ - Stripe sends its webhook events to https://larchwater.co.uk/stripe/webhook/
- Events we handle: `checkout.session.completed`, `payment_intent.succeeded`, `charge.dispute.created`
- Damage deposits are manual-capture PaymentIntents, released by Priya after the return check
- Payouts go to the Lloyds business account every weekday
""")

note("release-process", "Tiller release process", "2026-06-16", ["tiller", "releases", "git"], """
# Releases

@NS5b@ - The release script pushes the version-bump commit straight to `main` and tags it `vYYYY.MM.N`.
- The changelog for Helen is generated from merged PR titles since the last tag
- Tags are only ever created by the script, never by hand
""")

note("phone-bookings", "Phone bookings", "2026-03-28", ["phone", "payments", "office"], """
# Phone bookings

@NS7b@ - Priya takes card payments over the phone and keys them into the Stripe dashboard.
- The booking itself is made in the Tiller admin first, then marked paid
- Read the cancellation terms out before taking payment
""")

# unlabelled notes -----------------------------------------------------------

note("season-checklist-2026", "Season opening checklist 2026", "2026-03-02", ["season", "checklist"], """
# Season opening checklist

- [x] Gas safety done on every boat (January)
- [x] 2026 price list live in Tiller
- [x] Foxhanger lease signed (starts April)
- [ ] Life jackets: count and inspect, 8 adult and 2 child per boat
- [x] CRT licences renewed
- [ ] Day boats back in the water before Easter
""")

note("winterising", "Winterising the boats", "2026-10-30", ["winter", "maintenance"], """
# Winterising

- Drain the fresh water tank and the calorifier; leave the taps open
- Antifreeze stays at 50/50 in the skin tank, same as in season
- The engine service happens at the refit, not at winterising
- Batteries on shore-power float charge; every boat gets plugged in weekly
- Day boats: outboards flushed with fresh water and stored in the workshop
""")

note("bilgepump-notes", "Bilgepump notes", "2026-06-15", ["bilgepump", "dev"], """
# Bilgepump notes

- "Service due" = hours at last service + the interval; the interval is a per-engine setting, not hard-coded
- Bilgepump deploys any day; nobody outside the yard uses it
- The CircleCI pipeline takes about 4 minutes (rspec + rubocop)
- Owen's iPad mini in the workshop stays logged in permanently
- Honeybadger sends Owen a weekly digest, which he ignores
- Gems via Bundler; `bin/setup` does the lot on a fresh clone
- Dependabot PRs on Bilgepump are auto-merged once CircleCI is green
""")

note("handover-ipad-setup", "Handover iPad setup", "2026-03-20", ["handover", "ipads"], """
# Handover iPads

- Two iPad 10th gen; Guided Access on, so hirers can't wander off into Safari
- Handover installed as a home-screen PWA from the production URL
- Passcodes are in 1Password ("Handover iPads")
- Spare charger lives in the handover bag
- Owen's iPad mini isn't part of this; it only runs Bilgepump
- On Foxhanger's busy Fridays Raf borrows iPad 2 and Jodie keeps iPad 1
""")

note("foxhanger-opening", "Foxhanger opening notes", "2026-04-18", ["foxhanger", "opening"], """
# Foxhanger opening (April 2026)

- Raf started on 1 April; first Foxhanger hire went out on Friday 17 April (Curlew)
- Our four pontoon berths are at the east end of the marina
- The marina car park code changes monthly; Raf updates it in Tiller
- Foxhanger boats turn at the Bramble winding hole, not at the basin
""")

note("complaints-2026", "Complaint themes 2026", "2026-09-30", ["complaints", "customers", "season"], """
# Complaint themes, 2026 season

- Plover's diesel heater failed twice in May; replaced
- "Couldn't find the wharf": the postcode sends satnavs to the wrong bank. what3words now in the pre-hire email
- Two complaints that the 09:30 return is early; Helen is keeping it
- A hirer on Grebe said the handover felt rushed on a busy Saturday
""")

note("insurance", "Insurance", "2026-10-06", ["insurance", "fleet"], """
# Insurance

- Fleet policy with Navigators & General, renews 1 March
- Public liability £5m, employer's liability £10m
- The hirer's damage deposit is separate from the insurance excess; don't mix them up in emails
- Claims go through Helen
""")

note("gas-safety", "Gas safety", "2026-01-14", ["gas", "safety", "refit"], """
# Gas safety

- Gas Safe engineer: Dave Rudd (Rudd Heating), booked every January
- CO alarms on every boat; crew press the test button at every handover
- Two 13 kg propane bottles per boat; the spare is full at handover
""")

note("crt-licences", "CRT licences", "2026-03-30", ["crt", "licences"], """
# CRT licences

- Every hire boat needs a CRT business licence; renewals are due 1 April
- Day boats are licensed separately (cheaper, Larchwater pound only)
- Foxhanger boats moored on marina water still need a CRT licence to cruise
""")

note("analytics", "Website analytics", "2026-08-10", ["website", "analytics"], """
# Analytics

- Plausible on the booking site (no cookie banner needed)
- Booking funnel conversion about 3.1% over the season
- Top referrer: CanalBreaks, then Google organic
- Boat pages with the 360° photo convert better than the ones without
""")

note("tiller-models", "Tiller data model notes", "2026-05-22", ["tiller", "models", "dev"], """
# Tiller models

- `Booking.source`: direct / partner / phone
- Extras are priced per hire, not per night
- `Boat.base` is a FK to `Base`; moving a boat between bases is an admin action, not a data migration
- Cancelled bookings are kept, never deleted (accounts need them)
""")

note("towpath-partner-apis", "Partner APIs (Towpath)", "2026-07-10", ["towpath", "partners", "api"], """
# Partner APIs

## CanalBreaks
- JSON API v3, bearer token, 60 requests a minute
- Availability is per boat per night

## Waterway Escapes
- XML over HTTPS with a shared secret
- Their booking webhooks to Tiller are retried up to 5 times on their side
- Sandbox at `sandbox.waterwayescapes.example`
""")

note("meeting-2026-10-planning", "Planning meeting, October 2026", "2026-10-22", ["meeting", "planning"], """
# Planning meeting — 22 October

Present: Helen, Owen, Priya, Raf, Sam (call)

- Agreed: 2027 prices flat except Kingfisher (Helen to decide by December)
- Owen wants a second slipway cradle; Helen to get quotes
- Sam: mypy on Tiller over the winter if there's time
- Raf: Foxhanger wants its own pump-out machine before Easter
""")

note("crew-rota", "Crew rota", "2026-04-25", ["crew", "rota"], """
# Crew rota

- Helen keeps the crew rota in Google Sheets, one tab per month
- Shift swaps happen in the "Larchwater Crew" WhatsApp group, not the fleet one
- Jodie does the Friday and Saturday handovers at Larchwater
- Seasonal crew are paid through BrightPay
- Jodie is the first-aid lead at Larchwater; Raf covers first aid at Foxhanger
""")

note("ssh-access", "SSH access", "2026-02-09", ["ssh", "infra", "access"], """
# SSH access

- Key-only logins; passwords are disabled
- Claude works through Sam's session, never with its own key

```sshconfig
Host wharf-app-1
  HostName 203.0.113.24
  User sam
  IdentityFile ~/.ssh/larchwater_ed25519
```

- Hetzner console login is in 1Password
""")

note("stripe-disputes", "Stripe disputes", "2026-08-31", ["stripe", "disputes", "payments"], """
# Disputes

- Respond within 7 days with the signed hire agreement, Handover photos and the return checklist
- Helen decides whether to contest
- Damage-charge disputes are the common ones; card-fraud ones are rare
""")

note("boat-quirks", "Boat quirks", "2026-06-20", ["fleet", "boats"], """
# Boat quirks

- Wagtail's stern gland drips; the greaser needs two turns a day
- Lapwing is the only boat with a bow thruster
- Grebe's cabin door sticks in wet weather
- Kingfisher is too long for the Bramble winding hole; turn her at the wharf
""")

note("chandlery-shop", "Wharf shop", "2026-05-08", ["shop", "larchwater"], """
# Wharf shop

- Sells toilet fluid, windlasses, ice creams, maps and coal in winter
- Card reader: SumUp Solo
- Stock check on the first Monday of the month
""")

note("ideas-2027", "Ideas for 2027", "2026-11-20", ["ideas", "planning"], """
# Ideas for 2027

- A "first-timers' weekend" with a longer handover
- Bike hire at Foxhanger
- Self check-in for returning customers (Handover on their own phone?)
- Route guide as a small offline web page instead of a PDF
""")

note("route-guides", "Route guides", "2026-02-20", ["routes", "hirers"], """
# Route guides

- Larch circular: 4 nights at an easy pace, 38 locks, the one we suggest to first-timers
- Severn out-and-back: a week, big river section, only for hirers who've done it before
- Bramble Arms (from Foxhanger): 2 days each way, through Dunmore Tunnel
- Each guide lists winding holes, water points and the pubs that allow boats to moor overnight
""")
