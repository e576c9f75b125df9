"""File bodies for the set259 store (Brackenfold Kennels & Cattery).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
FILES maps store-relative path -> full file text (frontmatter included, markers still in).
FLAT holds root files whose `description` deliberately carries an unquoted ': ' (not strict YAML).
ROOT_INDEX holds (file, title, hook) for MEMORY.md.
"""
import datetime as _dt
import json as _json

import yaml as _yaml

FILES = {}
FLAT = set()
ROOT_INDEX = []


def _clean(body):
    body = body.strip("\n")
    return body + "\n"


def _safe_desc(desc):
    try:
        ok = _yaml.safe_load("description: " + desc) == {"description": desc}
    except _yaml.YAMLError:
        ok = False
    return desc if ok else _json.dumps(desc, ensure_ascii=False)


def root(fname, name, desc, typ, title, hook, body, flat=False):
    assert fname not in FILES, fname
    if flat:
        assert ": " in desc, fname
        FLAT.add(fname)
        d = desc
    else:
        d = _safe_desc(desc)
    FILES[fname] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + _clean(body)
    ROOT_INDEX.append((fname, title, hook))


def fact(stamp, category, hex4, tags, confidence, body):
    """stamp: 'YYYY-MM-DD HH:MM' (UTC)."""
    assert category in ("fact", "preference", "decision")
    dt = _dt.datetime.strptime(stamp, "%Y-%m-%d %H:%M").replace(tzinfo=_dt.timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{category}-{epoch}-{hex4}"
    path = f"facts/{dt:%Y-%m-%d}/{stem}.md"
    assert path not in FILES, path
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    FILES[path] = (
        f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n" + _clean(body)
    )
    return path


def auto(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    t = _safe_desc(title)
    FILES[path] = (
        f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + _clean(body)
    )
    return path


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_helen.md", "helen-profile",
     "Helen Marsh, owner and manager — how she likes to work with the agent", "user",
     "Helen (owner/manager)", "who signs things off and how she wants answers", r"""
Helen Marsh owns and runs the kennels and cattery; her partner Rob runs the farm side and stays out of the
kennel business. She approves spend, refunds, prices and anything a customer will read.

- Not a developer, but she reads diffs when they touch customer copy — explain in plain English first, code second.
- Office PC in the mornings, phone in the afternoons (she's usually out on the yard).
- Signs off the staff rota, price changes and anything that goes on the website.
- Prefers a short summary that ends in a decision she can make over a long write-up.
- Dislikes jargon in customer emails: "booking" not "reservation", "kennel" not "unit", "collection" not "checkout".
- Wants to be told about anything that costs money every month before it's set up, even if it's £2.
""")

root("user_tom.md", "tom-reyes",
     "Tom Reyes, freelance developer two days a week — his tools and habits", "user",
     "Tom (freelance dev)", "who built the apps and how he likes to work", r"""
Tom Reyes is our freelance developer (Tuesdays and Thursdays, plus the odd Saturday morning when something is on
fire). He wrote StayBook and PawChart and inherited GroomDesk from the agency that built it.

@R10a@ - Works in Neovim (LazyVim config) inside tmux; don't suggest VS Code-specific settings or extensions.
- Reviews every PR himself and likes them small, with a one-paragraph description.
- Fedora on a ThinkPad; containers via Podman, so `docker compose` is really `podman compose` on his machine.
- Bills by the half day — Helen wants a time-boxed estimate for anything bigger than a day.
- Would rather accept `ruff format` output than argue about style.
- Not keen on new SaaS sign-ups; ask whether an existing tool already does it.
""")

root("project_staybook_overview.md", "staybook-overview",
     "StayBook overview: stack, integrations, booking flow, CI and deploys", "project",
     "StayBook overview", "the booking system end to end — start here", r"""
# StayBook

StayBook is the booking system. Customers book boarding and daycare online at book.brackenfold.co.uk, reception
uses the "desk view" for check-ins and collections, and it sends the reminder texts. Tom built it over winter
2025/26; it opened to the public on 30 March 2026 after a short beta with regulars.

## Stack
@D9b@ - Stack: Django 5.1 on Python 3.12, Celery 5 with Redis as the broker, PostgreSQL for the data.
- Front end is server-rendered templates plus htmx — no SPA, on purpose.
@F10a@ - All datetimes are stored in UTC (`USE_TZ = True`, `TIME_ZONE = "UTC"` in settings).
@A7a@ - Staff sessions time out after 30 minutes idle (`SESSION_COOKIE_AGE = 1800`, refreshed on every request).
- Customer sessions last 14 days ("remember me" is ticked by default).
- PawChart is a separate app (see pawchart-overview); the only link is the nightly arrivals export it pulls.

## Integrations
- Payments: Stripe — Checkout for deposits, Payment Links for balances.
@R2a@ - Error tracking: Sentry (EU region, project `staybook`), DSN in `/etc/staybook/env`.
@NS9b@ - Reminder SMS: Twilio, sent 48 h before check-in by a Celery beat job.
- Address lookup: getAddress.io on the free tier (20 lookups a day is plenty for us).

## Booking flow
@N9a@ - Online booking requires a customer account (email + password) — there is no guest checkout.
- A booking is "provisional" until the deposit clears, then "confirmed".
- Kennel allocation is manual: Dan assigns runs in the desk view the day before arrival.
- Daycare days are booked in blocks of 5 or 10 and drawn down as the dog attends.

## CI and deploys
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) — ruff, mypy and pytest against a Postgres service container.
@F4a@ Deploys are `make deploy` from Tom's laptop: it rsyncs the tree to brk-app-01, runs
migrations and restarts the `staybook` and `staybook-celery` systemd units.
- No staging environment. Tom tests against a copy of last night's dump on his laptop.
""", flat=True)

root("project_pawchart_overview.md", "pawchart-overview",
     "PawChart, the floor-tablet app for feeding, meds and walk logs", "project",
     "PawChart overview", "the care-log app the kennel and cattery staff use", r"""
# PawChart

PawChart is the care log the kennel and cattery team use on tablets: feeding, meds, walks, the "poo log",
and notes that go back to owners at collection. It runs on the office NUC and is LAN only.

- Stack: SvelteKit 2 with adapter-node, SQLite via better-sqlite3, Litestream replicating to B2.
@S3a@ - Runtime: Node 18 on nuc-office, started by the `pawchart` systemd unit.
@F7a@ - Staff sign in on the tablets with a 4-digit PIN; no passwords on the floor.
@D7b@ - Floor tablets: four Samsung Galaxy Tab A9+ in rugged cases — one per kennel block, one in the cattery, one in the grooming room.
@O6a@ - Error tracking: self-hosted GlitchTip on nuc-office (`http://errors.lan`), separate from StayBook's.
- At 05:00 it pulls the day's arrivals and departures from StayBook's export endpoint (token auth).
- Litestream keeps 72 h of snapshots in the `brk-pawchart` bucket.
- Every med dose is logged with the initials of whoever gave it (see medication-logging).

## Why it exists
Before PawChart the feeding and meds sheets were paper, clipped to each kennel door, and the night check was a
tick on a clipboard. Helen wanted something she could look at from the office without walking the blocks.
""")

root("project_groomdesk_overview.md", "groomdesk-overview",
     "GroomDesk: the grooming room's appointment app (Laravel, inherited)", "project",
     "GroomDesk overview", "Megan's grooming appointment app and its quirks", r"""
# GroomDesk

GroomDesk is Megan's appointment book for the grooming room. An agency (Pixelhound) built it in Laravel in 2023;
Tom took it over in January 2026 and keeps it ticking over rather than rewriting it.

- Stack: Laravel 11, PHP 8.3, MySQL 8.0, Blade + Alpine.
- Front-end assets build with npm + Vite (`npm run build`).
@R4a@ - Appointment confirmations and reminders go out through Mailgun (EU region, sending domain `mg.brackenfold.co.uk`).
- Customers book grooming by phone or at the desk; there is no public booking page (Megan wants to meet new dogs first).
- Walk-in nail trims (£10) are entered as a zero-length "nail" appointment so they still show in the day's takings.
- Slot lengths: 30 min (nails/face tidy), 90 min (bath & tidy), 3 h (full groom).
- Megan's iPad logs in as `megan@`; Helen has the only admin account.
- No error tracking at all — Laravel writes to `storage/logs/laravel.log` and that's it.
""", flat=True)

root("project_kennelmon.md", "kennelmon",
     "kennelmon: temperature and humidity sensors for the cattery and kennel blocks", "project",
     "kennelmon", "the sensor setup in the cattery and kennel blocks", r"""
# kennelmon

Tom's small monitoring setup, built after the January cold snap when a chalet heater tripped overnight and
nobody knew until the morning feed.

@D2b@ - Sensors: Sensirion SHT31 in every cattery chalet row and both kennel blocks, wired on I²C to four Pi Zero 2 Ws.
@A9a@ - MQTT broker: Mosquitto on `nuc-office.lan:1883`, no TLS (LAN only).
- Readings go into InfluxDB 2.7 on nuc-office, bucket `kennelmon`, 90-day retention.
@V6a@ - Cattery low-temperature alert fires below 15 °C (any chalet sensor, 10-minute average).
- Kennel block low alert is 5 °C; the high alerts are 28 °C for the cattery and 30 °C for the blocks.
- Humidity is graphed but doesn't alert.
@S5a@ - Alerts are pushed with Pushover (app token in `/opt/kennelmon/.env`).
@O5a@ - Builds: the kennelmon Docker image is built by Woodpecker CI on nuc-office and pushed to the LAN registry.
- Code: Python 3.11, paho-mqtt, one small process per Pi.
""", flat=True)

root("reference_infrastructure.md", "infrastructure",
     "Infrastructure: hosts, ports, DSNs and where the secrets live", "reference",
     "Infrastructure", "hosts, services and how to reach them", r"""
# Infrastructure

## brk-app-01 (public VPS)
@A3a@ - `brk-app-01`: Hetzner CX22 (2 vCPU, 4 GB RAM, 40 GB disk), Falkenstein, Debian 12.
- Caddy 2 in front of everything with automatic HTTPS; config in `/etc/caddy/Caddyfile`.
@V1a@ - `staybook` gunicorn listens on `127.0.0.1:8000`; Caddy proxies `book.brackenfold.co.uk` to it.
@A4a@ - StayBook DB: `postgresql://staybook@127.0.0.1:5432/staybook` (password in `/etc/staybook/env`).
- Redis 7 on `127.0.0.1:6379` — db 0 is the Celery broker, db 1 the Django cache.
- SSH is closed to the internet; Tailscale only (`brk-app-01.tail5c2e.ts.net`).

```
# /etc/caddy/Caddyfile (excerpt)
book.brackenfold.co.uk {
    encode gzip
    reverse_proxy 127.0.0.1:8000
}
```

## nuc-office (LAN, 192.168.10.20)
- Intel NUC 11, Ubuntu 24.04, in the office cupboard on the UPS.
- PawChart, Mosquitto, InfluxDB, Woodpecker and GlitchTip all run here.
@A1a@ - Grafana for kennelmon: `http://nuc-office.lan:3001` (admin login in 1Password).
- InfluxDB UI on `:8086`; the local Docker registry on `:5000`.
- The office router forwards nothing to the NUC.
""", flat=True)

root("reference_opening_hours.md", "opening-hours",
     "Drop-off, collection, phone and grooming room hours at Moor Lane", "reference",
     "Opening hours", "when customers can drop off, collect and ring", r"""
# Opening hours (Moor Lane)

@V8a@ - Boarding drop-off: Mon–Sat 08:00–11:00 (no drop-offs on Sundays).
- Boarding collection: Mon–Sat 16:00–18:00, Sunday 10:00–12:00.
- Daycare runs Monday to Friday only — windows are in the daycare FAQ.
@D4b@ - Grooming room: Tue–Sat 09:00–16:00 (last full groom booked in at 13:00).
- Phones are answered 08:00–18:00 Mon–Sat; Sunday is voicemail only.
- Closed to drop-offs and collections on Christmas Day and Boxing Day (the animals are still looked after, obviously).
""")

root("reference_price_list.md", "price-list",
     "Current prices for boarding, daycare and grooming", "reference",
     "Price list", "what we charge for each service", r"""
# Prices (from 1 April 2026, VAT included)

| Service | Price | Notes |
|---|---|---|
@V3a@ | Dog boarding — single kennel | £32.00 / night | includes two walks a day |
| Dog boarding — second dog in the same kennel | £24.00 / night | |
| Cat boarding — one cat | £18.00 / night | heated chalet |
| Cat boarding — two cats sharing a chalet | £28.00 / night | |
@D5b@ | Daycare (full day) | £28.00 | Mon–Fri, 07:30–18:30 |
| Daycare (half day, 5 h) | £17.00 | |
@F6a@ | Full groom (small/medium dogs) | from £45 | bath, clip, nails, ears |
| Bath & tidy | from £30 | |
@A10a@ | Nail clip only | £10 | walk-in, Tue–Sat |

- Peak surcharge of £4/night on boarding from 19 Dec to 4 Jan and through August.
- Giving medication is free; insulin injections are £3 a day.
""")

root("reference_vaccination_policy.md", "vaccination-policy",
     "Which vaccinations boarders need and how reception checks them", "reference",
     "Vaccination policy", "what dogs and cats need before they can stay", r"""
# Vaccination policy

## Dogs
- Core (DHP) and Lepto boosters in date according to the vet card.
@V4a@ - Kennel cough (intranasal Bb) must have been given at least 14 days before check-in; it isn't reliably protective before that.

## Cats
@F2a@ - Cats: FVRCP (cat flu + enteritis) booster within the last 12 months.
- FeLV is recommended but not required.

## Checking
@A8a@ - Vaccination records are checked at every first stay, and again whenever a booster has come due since the last visit.
- StayBook stores the expiry date; the desk view shows a red badge if it lapses during the stay.
- If the owner can't show proof on the day, the animal can't be checked in.
""")

root("reference_cleaning_protocol.md", "cleaning-protocol",
     "Disinfectant dilutions and cleaning order for kennels, cattery and grooming room", "reference",
     "Cleaning protocol", "which product, what dilution, in what order", r"""
# Cleaning protocol

@O4a@ - Kennels (routine daily clean): F10SC at 1:250 — 4 ml per litre, 10 minutes contact time.
- Kennels with suspected parvo or ringworm: F10SC at 1:100, and the run stays closed for 48 h.
- Grooming room table and bath: Anigene at 1:50 after every dog.
- Food bowls go through the dishwasher on the 70 °C cycle, not in disinfectant.
- Order is always healthy → elderly → isolation, never the other way round.
- The cattery uses its own product (see cattery-routine) — phenols and cats don't mix.
- Mop heads go in the 90 °C wash every day.
""")

root("reference_contacts.md", "contacts",
     "Vets, suppliers and service contacts", "reference",
     "Contacts", "who we ring for vets, feed and repairs", r"""
# Contacts

@R9a@ - Emergency vet (24/7 for boarders): Fernside Veterinary Centre, Thornby Road — Dr Alun Pryce is our named vet.
- Feed: Thornby Farm Supplies, delivers Tuesdays (Burns and Arden Grange in stock).
- Clipper blade sharpening: EdgeRight, by post, about 5 working days.
- Pest control: Moorside Pest Control, quarterly visit.
- Cattery heaters: J. Whitlock Electrical.
- Clinical waste and sharps: Initial Medical, monthly collection.
- Council licensing: see insurance-and-licence.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branch names and merge strategy for each repo", "feedback",
     "Git workflow", "how branches are named and PRs merged per repo", r"""
Branch names: `tb/<thing>` for Tom's branches, `agent/<thing>` for the agent's.

@R7a@ - StayBook: squash-merge every PR so `main` reads one commit per change.
- GroomDesk: rebase-merge — the agency's history is already linear and Tom wants to keep it that way.
- PawChart: squash-merge as well, keeping the PR title as the commit subject.
- kennelmon: merge commits are fine, it's tiny.

**Why:** Tom reads `git log --oneline` on StayBook to write the monthly "what changed" note for Helen.
**How to apply:** Use each repo's default merge button; it's already set per repo, so don't change it.
""")

root("feedback_deploys.md", "deploy-rules",
     "When and how each app may be deployed", "feedback",
     "Deploy rules", "timing and safety rules for deploys", r"""
@N2a@ Don't deploy StayBook on a Friday.
**Why:** Saturday morning is the busiest check-in of the week and Tom isn't around to roll back.
**How to apply:** If a fix is ready on a Friday, leave it on the branch and ship it on Monday unless Helen says it's urgent.

@NS2a@ Never run StayBook migrations on prod without taking a fresh `pg_dump` first.
**Why:** The Redis incident in March showed how thin our recovery notes were; a dump takes 40 seconds.
**How to apply:** `make deploy` already does it; if you run `manage.py migrate` by hand, run `/usr/local/bin/staybook-dump` first.

- PawChart deploys happen after 20:00, when the tablets are idle.
- GroomDesk: normal releases go out on Mondays, when the grooming room is closed.
""")

root("feedback_testing.md", "testing",
     "How changes get tested before they go anywhere", "feedback",
     "Testing", "what to run before pushing, per repo", r"""
@N3a@ Always run the full StayBook pytest suite locally before pushing, not just the app you touched.
**Why:** the apps are tangled (bookings ↔ billing ↔ reminders); a change in `billing` broke reminders in May and it was only caught after merge.
**How to apply:** `make test` (uses `--reuse-db`, about 3 minutes).

- Use the factory_boy factories in `tests/factories.py`, not JSON fixtures.
- Freeze time with `time-machine` for anything around check-in dates.
- PawChart: Vitest for logic, plus one Playwright smoke test against a throwaway SQLite file.
- GroomDesk barely has tests; add a Pest test for anything you touch there.
""")

root("feedback_db_migrations.md", "db-migrations",
     "Rules for StayBook schema and data migrations", "feedback",
     "DB migrations", "how to write and ship schema changes safely", r"""
@N7a@ Never edit a migration that has already run on prod — write a new one.
**Why:** In April an edited migration left prod and Tom's laptop with different column defaults and it took an afternoon to spot.
**How to apply:** Check `showmigrations` on prod before touching anything in `*/migrations/`.

- Squash migrations only at the start of a quarter, and only with Tom.
- Data migrations go in their own file and always get a reverse function.
- GroomDesk uses Laravel's own migrations; none of this applies there.
""")

root("project_backups.md", "backups",
     "What gets backed up, where it goes and how long it's kept", "project",
     "Backups", "backup jobs and retention for each app", r"""
# Backups

@F8a@ - StayBook: `pg_dump -Fc` nightly at 02:30 from a systemd timer on brk-app-01.
@V7a@ - Nightly StayBook dumps are kept 30 days in the `brk-backups` B2 bucket (a lifecycle rule deletes older ones).
- Monthly: the dump from the 1st is copied to `brk-archive` and kept for 12 months.
- PawChart: Litestream continuous replication (see pawchart-overview).
- GroomDesk: `mysqldump` nightly at 03:00, kept 14 days.
- Restore drill on 14 September: StayBook restored onto Tom's laptop in 11 minutes.
""")

root("project_daycare_launch.md", "daycare-launch",
     "Doggy daycare, opened June 2026 in the old hay barn", "project",
     "Daycare launch", "how daycare is run and its rules", r"""
# Daycare

Opened on 2 June 2026 in the converted hay barn, with its own paddock.

@V9a@ - Daycare licence: max 15 dogs on site per day, and 1 member of staff per 5 dogs.
@N8a@ - No entire (unneutered) males over 12 months at daycare.
- Temperament assessment: half a day, free, booked in StayBook as a "trial".
- Kieran and one of the kennel team run it; Dan covers lunches.
- Dogs have to be on the daycare list in StayBook by 18:00 the day before.
- Daycare dogs use the barn paddock, never the boarding paddocks.
""")

root("project_christmas_peak.md", "christmas-peak",
     "Christmas peak 2026 — booking rules and staffing", "project",
     "Christmas peak 2026", "peak-period booking rules and who's working", r"""
# Christmas peak 2026

@F1a@ - Christmas peak (19 Dec – 4 Jan): the deposit goes up to 50% and is non-refundable.
- Minimum stay over peak is 3 nights.
- The £4/night peak surcharge is already on the price list.
- Peak bookings opened on 1 September; on 20 November we had 29 of 32 kennels and 18 of 20 chalets taken for the 23rd.
- Staffing: everyone in on the 23rd and 24th; Kieran is off from the 27th.
""")

root("feedback_secrets.md", "secrets",
     "Handling secrets, tokens and customers' personal data", "feedback",
     "Secrets and personal data", "where secrets live and what never goes in logs or git", r"""
@NS10a@ - Never commit `.env` files to any repo.
@NS7a@ - Don't put customers' phone numbers or email addresses into error-tracker breadcrumbs or application log output.

**Why:** A customer asked for their data under GDPR in July and Helen had to go hunting through logs.
**How to apply:** Log `customer_id` and `booking_id` only; scrub PII before anything is sent to an error tracker.

- Tokens live in the 1Password vault "Brackenfold – Systems"; only Helen and Tom have it.
""")

root("reference_stripe_payments.md", "stripe-payments",
     "How deposits, balances and refunds flow through Stripe", "reference",
     "Stripe payments", "deposits, balances, refunds and payouts", r"""
# Stripe

@V10a@ - Standard booking deposit: 25% of the stay total, taken by Stripe Checkout when the booking is made.
- Balance: paid at collection, by card at the desk or by a Payment Link emailed the day before.
@NS6a@ - Refunds are never issued without Helen's OK in writing (a note on the booking in StayBook counts).
- Payouts: daily to the Starling business account, on a 2-day rolling schedule.
- Webhook endpoint `https://book.brackenfold.co.uk/stripe/webhook/`, events `checkout.session.completed` and `charge.refunded`.
- Grooming doesn't go through Stripe (Megan takes card on the grooming room's Square reader).
""")

root("feedback_oncall_escalation.md", "oncall-escalation",
     "Out-of-hours escalation: who gets called for what", "feedback",
     "On-call escalation", "who to ring when something breaks out of hours", r"""
@R5a@ - StayBook or PawChart down out of hours → Tom Reyes is the IT on-call; ring him, don't email.
@NS4a@ - kennelmon temperature alerts go to Dan (kennel lead), not to the IT on-call.
- Animal emergencies always go to the vet first, then Helen.
- Whoever is on night duty checks an alert with their own eyes before waking anyone.

**Why:** In March a cattery heater alert woke Tom at 3am and there was nothing he could do about a heater.
**How to apply:** When adding a new alert, decide who can actually fix it and route it there.
""", flat=True)

root("reference_feeding_schedule.md", "feeding-schedule",
     "Feeding times, house food and what diets we won't take", "reference",
     "Feeding schedule", "when animals are fed and diet rules", r"""
# Feeding

@F5a@ - Dogs: breakfast 07:30, tea 16:30.
@A5a@ - Cats: 08:00 and 17:00, wet food in the morning, dry left down all day.
@N5a@ - We don't accept raw (BARF) diets for boarders — there's no freezer space and it's a cross-contamination risk in the prep room.
@NS1a@ - Never give a treat to a dog on the sensitive-stomach list without checking its diet note in PawChart first.
- House food is Burns Original for dogs and Purina Pro Plan for cats, unless the owner brings their own.
- Owners' own food: labelled bags, measured into daily pots on arrival.
- Daycare dogs bring their own lunch if they have one.
""")

root("feedback_code_style.md", "code-style",
     "Python and Django style preferences for StayBook", "feedback",
     "Code style", "how StayBook code should look", r"""
@N4a@ - Prefer class-based views for new StayBook screens; they match the existing booking admin and the mixins do the permission checks.
- `ruff format` and `ruff check`, line length 100.
- Type hints on every new function; mypy runs strict on `bookings/`.
- htmx partials live in `templates/partials/`.
- No business logic in signals — Tom had a bad time with model observers in GroomDesk.

**Why:** Consistency matters more than taste; Tom reviews everything and wants to read it quickly.
**How to apply:** Copy the nearest existing screen and change it, rather than inventing a pattern.
""")

root("reference_sms_reminders.md", "sms-reminders",
     "How StayBook's reminder texts are sent, retried and logged", "reference",
     "SMS reminders", "reminder texts: timing, sending and failure handling", r"""
# SMS reminders

- One text 48 h before check-in and one on the morning of collection.
@NS9a@ - Never call Twilio from inside a request/response cycle; views enqueue `send_reminder_sms` and return straight away.
@V5a@ - A failed reminder SMS is retried up to 3 times, 10 minutes apart, then flagged on the reception dashboard.
- Sender ID `BRACKENFLD` (UK alphanumeric, so customers can't reply to it).
- Roughly 4p a segment; keep templates under 160 characters.
- GroomDesk reminders are email only, no SMS.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "How PRs are opened and reviewed", "feedback",
     "PR reviews", "who reviews what, and what a PR needs", r"""
@N10a@ - Nothing goes straight to `main` on any of our repos, hotfixes included — always a PR, even for a one-liner.
- Tom reviews code; Helen reviews copy-only PRs (templates, SMS text, emails).
- PR description: what, why, how it was tested, a screenshot if it's UI.
- Agent-opened PRs get the `agent` label.

**Why:** Tom is only in two days a week and needs one place to see everything that changed.
**How to apply:** Open the PR even if you're going to merge it yourself ten minutes later.
""")

root("reference_dns_domains.md", "dns-domains",
     "Domains, DNS zones and who can change them", "reference",
     "Domains and DNS", "our domains and where their records live", r"""
# Domains

@R6a@ - `brackenfold.co.uk` zone is hosted on Cloudflare (free plan); the registrar is 123-reg.
- `book.` is an A record for brk-app-01 (proxy off, so Caddy can do its own HTTPS).
- `brackenfolddaycare.co.uk` was bought in May and only redirects to the daycare page; its DNS stays at 123-reg.
- Renewals: auto-renew on Helen's card, due each March.
""")

root("project_email_provider.md", "email-provider",
     "StayBook's transactional email provider and why it changed", "project",
     "Email provider", "which service sends StayBook's emails, and the history", r"""
@S2b@ - Switched StayBook's transactional email from Postmark to Amazon SES (eu-west-2) in September — about a fifth of the cost at our volume.
- Sending domain `mail.brackenfold.co.uk`, DKIM via three CNAME records.
- Bounces and complaints mark the customer's email as bad in StayBook, and reception gets a yellow flag on the booking.
- Volume: around 1,800 emails a month in summer, 600 in winter.
- GroomDesk's email is separate and wasn't touched by this (see groomdesk-overview).

**Why:** Helen asked for every monthly bill to be reviewed in August; email was the easiest saving.
""")

root("feedback_dependencies.md", "dependencies",
     "Package managers and lockfiles per repo — don't mix them", "feedback",
     "Dependencies", "which package manager each repo uses", r"""
@S6b@ - StayBook switched from pip-tools to uv in June: `uv add` / `uv lock` locally, `uv sync --frozen` on deploy.
@R3a@ - PawChart: pnpm only (`pnpm-lock.yaml` is the lockfile); don't run `npm install` in that repo.
- GroomDesk: Composer for PHP and npm for the Vite assets — both lockfiles committed.
- kennelmon: a plain `requirements.txt`, pinned by hand (it has four dependencies).

**Why:** Mixed lockfiles have broken a deploy twice.
**How to apply:** Check which lockfile is in the repo root before adding anything.
""")

root("project_groomdesk_migration.md", "groomdesk-migration",
     "Moving GroomDesk off the agency's setup (summer 2026)", "project",
     "GroomDesk migration", "how GroomDesk was moved away from the agency setup", r"""
# GroomDesk migration

@S1b@ - GroomDesk moved off Krystal shared hosting onto brk-app-01 (Docker Compose) on 14 July 2026.
@S8b@ - The old Bitbucket repo is read-only now; GroomDesk's code lives on GitHub (`brackenfold/groomdesk`) with the other apps.
- The MySQL data was exported with `mysqldump --single-transaction` and imported; about 40 MB.
- Downtime on the day was 25 minutes on a Monday morning, with the grooming room closed.
- Pixelhound's contract ended on 31 July.
""")

root("project_insurance_and_licence.md", "insurance-and-licence",
     "Animal activity licence and insurance details", "project",
     "Licence and insurance", "council licence, inspections and insurance", r"""
# Licence and insurance

- Animal Activity Licence from Thornby Council, covering boarding for dogs and cats plus dog daycare.
@D8a@ - Before the June 2026 renewal the licence was for 28 dogs.
- Star rating 4 (three-year licence); the next inspection is due in June 2029.
- Insurance: Cliverton kennel & cattery policy, renews 1 November; public liability £5m.
- The inspector asked for the isolation kennel to be moved further from B block — done in August.
""")

# ---- root files that belong to no labelled pair ----

root("feedback_commit_messages.md", "commit-messages",
     "Commit message format", "feedback",
     "Commit messages", "how commit messages should read", r"""
Commit subjects: imperative, under 72 characters, prefixed with the area (`bookings:`, `reminders:`, `desk:`).

**Why:** Tom builds Helen's monthly "what changed" note from them.
**How to apply:** Put the customer-visible effect in the body ("customers now see ...").

- Reference the issue number at the end of the body, not in the subject.
- No emoji in commit messages.
""")

root("feedback_customer_comms.md", "customer-comms",
     "Tone and wording for emails and texts to customers", "feedback",
     "Customer comms", "how we write to customers", r"""
- British English everywhere customers can see it (colour, cancelled, organise).
- Sign off as "— The Brackenfold team", never with a staff member's name.
- No emoji in texts; one at most in emails, and only in the subject if Helen okays it.
- Say "booking", "kennel", "collection" — not "reservation", "unit", "checkout".
- Reply to customer emails within one working day, even if it's only to say we're looking into it.

**Why:** Helen gets complaints when messages sound like a chain hotel.
**How to apply:** Run any new template past Helen as a copy-only PR.
""")

root("project_staff_rota.md", "staff-rota",
     "Who works when, and who leads each area", "project",
     "Staff rota", "who leads each area and the usual shift pattern", r"""
# Staff

- Dan Okafor — kennel lead, Mon–Fri days.
- Priya Sandhu — cattery lead, Wed–Sun.
- Megan Holt — grooming room, Tue–Sat.
- Ellie Carr — reception, Mon–Sat mornings.
- Kieran Doyle — kennel assistant, weekends plus daycare days.
- Janet Ruiz — bookkeeper, remote, a few hours a month.
- Night duty rotates between Dan, Priya and Kieran; whoever is on sleeps in the flat above the office.
- The rota lives in a shared Google Sheet; Helen signs it off on Thursdays for the following week.
""")

root("project_cattery_heating.md", "cattery-heating",
     "Cattery chalet heating and the January heater incident", "project",
     "Cattery heating", "how the chalets are heated and what went wrong in January", r"""
# Cattery heating

- Each chalet has a thermostatic tube heater under the sleeping shelf, set to 20 °C.
- Heaters are on from October to April; Priya checks them on the first of each month.
- On 9 January a breaker tripped on row 2 overnight; four chalets were cold by the 08:00 feed. Nobody was hurt.
- J. Whitlock rewired row 2 onto its own circuit in February.
- That incident is why kennelmon exists.
""")

root("project_gdpr_retention.md", "gdpr-retention",
     "How long we keep customer data and where", "project",
     "GDPR and retention", "data retention periods and subject access", r"""
# Data retention

- Customer and booking records: 6 years after the last stay (HMRC).
- Photos of vaccination cards: deleted 2 years after upload.
- PawChart care logs: 12 months, then archived to a CSV in the office.
- `sms_log` rows older than 90 days are purged nightly.
- Subject access requests go to Helen; we have one month to reply (see the SAR notes).
""")

root("reference_medication_logging.md", "medication-logging",
     "How medication is stored, given and logged", "reference",
     "Medication logging", "rules for giving and recording medication", r"""
# Medication

- Every dose is logged in PawChart at the time it's given, with the initials of whoever gave it.
- Controlled drugs (e.g. tramadol, gabapentin) are kept in the locked cabinet and also written in the paper CD register.
- Insulin lives in the prep-room fridge, labelled with the dog's name and run number.
- If a dose is missed or refused, log it as refused and tell the kennel lead; don't double up next time.
- Owners sign the medication sheet at check-in; StayBook stores a photo of it.
""")

root("feedback_agent_style.md", "agent-style",
     "How Helen wants the agent to report and ask", "feedback",
     "Agent style", "how to report back and when to ask first", r"""
- Start with the outcome in one sentence, then the details.
- Ask before anything that costs money, sends a customer message, or touches the price list.
- Never email or text customers from a script without Helen's go-ahead, even for a test.
- British spelling in anything Helen might forward.

**Why:** Helen reads these on her phone between jobs.
**How to apply:** Keep replies short enough to read without scrolling twice.
""")

root("project_roadmap.md", "roadmap",
     "Ideas and plans for 2027", "project",
     "Roadmap 2027", "what might get built next year", r"""
# 2027 ideas (nothing agreed yet)

- Online booking for grooming, maybe only for existing customers.
- Vaccination expiry emails a month before a booster falls due.
- Replace PawChart's nightly pull with a push from StayBook when a booking changes.
- A second Pi in the barn for daycare temperatures in summer.
- Owner "report cards" at collection, generated from PawChart notes.
""")

root("reference_isolation_kennel.md", "isolation-kennel",
     "The isolation kennel and how it's used", "reference",
     "Isolation kennel", "when and how the isolation kennel is used", r"""
# Isolation kennel

- Single run behind the muck heap, well away from both blocks since the August move.
- Only for dogs showing symptoms (coughing, vomiting, diarrhoea); the owner is rung the same day.
- The vet is called within 2 hours of a dog going into isolation.
- Separate overalls, boots and bowls; everything stays in the iso block.
- Cleaned last every day; while a dog with symptoms is in it the run gets F10SC at 1:100.
""")


# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

fact("2026-01-10 09:15", "fact", "3b1e", ["kennels", "layout"], 0.93, r"""
Kennel block A has runs 1–16 and block B has runs 17–32; the isolation kennel is a separate single run.
""")

fact("2026-01-15 10:00", "fact", "a40c", ["cattery", "prices"], 0.9, r"""
@O2a@ Cattery prices for 2026: £18 a night for one cat, £28 for two cats sharing a chalet.
""")

fact("2026-01-19 16:40", "preference", "77d2", ["helen", "costs"], 0.88, r"""
Helen wants running costs quoted in pounds per month, not per hour or per request.
""")

fact("2026-01-22 12:40", "fact", "c93f", ["reception", "payments"], 0.91, r"""
@R8a@ Reception takes card payments on a SumUp Solo terminal; payouts land in the Starling account the next working day.
""")

fact("2026-01-29 15:00", "fact", "0e5a", ["staybook", "dependencies"], 0.9, r"""
@S6a@ StayBook dependencies: edit `requirements.in`, run `pip-compile`, then `pip-sync` on the server.
""")

fact("2026-02-02 11:05", "fact", "5d18", ["groomdesk", "mysql"], 0.86, r"""
GroomDesk's MySQL is version 8.0 with the `utf8mb4_unicode_ci` collation; the agency never upgraded the old tables.
""")

fact("2026-02-03 14:05", "fact", "e27b", ["staybook", "postgres"], 0.89, r"""
@V2a@ brk-app-01 runs PostgreSQL 15 from the Debian bookworm packages, so StayBook can't use `MERGE ... RETURNING` yet.
""")

fact("2026-02-09 21:30", "fact", "91ac", ["routine", "night-check"], 0.92, r"""
@A2b@ The last walk-round of the kennels and cattery each night is at 10pm, and it gets logged on the tablet.
""")

fact("2026-02-11 09:50", "fact", "4f60", ["staybook", "email"], 0.9, r"""
@S2a@ StayBook sends booking confirmations through Postmark; the server token is in 1Password under "Postmark – StayBook".
""")

fact("2026-02-14 11:20", "fact", "b805", ["pawchart", "infra", "ports"], 0.94, r"""
@O1a@ PawChart listens on port 3000 on nuc-office (adapter-node, `PORT=3000` in the unit file).
""")

fact("2026-02-20 13:11", "fact", "2a7d", ["pawchart", "tooling"], 0.85, r"""
@R3b@ PawChart uses plain npm: `package-lock.json` is committed and the CI job runs `npm ci`.
""")

fact("2026-02-24 17:02", "fact", "d3e1", ["groomdesk", "email", "reminders"], 0.87, r"""
GroomDesk sends a reminder email 24 hours before each grooming appointment.
""")

fact("2026-02-26 14:30", "fact", "6c44", ["groomdesk", "git"], 0.88, r"""
@S8a@ GroomDesk's code is on Bitbucket (`brackenfold/groomdesk`); push feature branches there and open PRs for Tom.
""")

fact("2026-03-02 10:45", "fact", "f0b2", ["website"], 0.9, r"""
@D1b@ The public website at brackenfold.co.uk is a static Astro site deployed on Netlify.
""")

fact("2026-03-04 10:30", "decision", "8e19", ["sms", "staybook", "customers"], 0.9, r"""
@N6a@ Booking reminder SMS are opt-out: every customer with a mobile number gets them unless they ask us to stop.
""")

fact("2026-03-12 15:30", "fact", "1d7f", ["staybook", "ci"], 0.87, r"""
@R1b@ StayBook's CI runs on the self-hosted Woodpecker instance on nuc-office rather than on GitHub's runners.
""")

fact("2026-03-16 09:20", "fact", "ab03", ["staybook", "redis"], 0.9, r"""
Redis on brk-app-01 listens on 127.0.0.1:6379 with `maxmemory 256mb` and `allkeys-lru`.
""")

fact("2026-03-19 12:15", "fact", "5e6a", ["staybook", "sms", "gdpr"], 0.91, r"""
@NS7b@ StayBook stores the customer's mobile number and the Twilio message SID for every reminder in the `sms_log` table.
""")

fact("2026-03-20 14:50", "fact", "07bd", ["staybook", "infra"], 0.9, r"""
@A3b@ StayBook's VPS has 2 vCPUs and 4096 MB of memory.
""")

fact("2026-03-26 17:05", "fact", "c2f8", ["backups", "staybook"], 0.92, r"""
@F8b@ The nightly StayBook dump job also pushes the file to B2 with `rclone copy` and pings healthchecks.io when it's done.
""")

fact("2026-03-31 11:45", "preference", "9a61", ["staybook", "code-style", "tom"], 0.9, r"""
@N4b@ Tom never wants class-based views in StayBook; new screens are plain function views.
""")

fact("2026-04-02 16:10", "fact", "e5d9", ["kennelmon", "sensors"], 0.88, r"""
@D2a@ Until the March refit kennelmon ran on DHT22 sensors, which drifted badly below 10 °C.
""")

fact("2026-04-03 10:35", "fact", "3f2c", ["kennelmon", "mqtt"], 0.93, r"""
@A9b@ kennelmon's sensor Pis publish their readings to the Mosquitto broker on nuc-office, port 1883.
""")

fact("2026-04-08 09:00", "decision", "b71e", ["finance", "accounting"], 0.95, r"""
@S9b@ We moved the books from QuickBooks Online to Xero at the start of the 2026/27 tax year (6 April).
Janet set up the bank feeds herself.
""")

fact("2026-04-09 10:22", "fact", "4d0a", ["staybook", "infra", "ports"], 0.86, r"""
@V1b@ StayBook's gunicorn binds 0.0.0.0:8010 on brk-app-01, and Caddy reverse-proxies book.brackenfold.co.uk to that port.
""")

fact("2026-04-14 15:25", "decision", "60e7", ["pawchart", "security"], 0.9, r"""
Decided to keep PawChart LAN-only: no public URL and no port forwarding on the office router.
""")

fact("2026-04-16 12:10", "decision", "c5a3", ["reception", "bookings"], 0.93, r"""
@S4b@ The paper booking diary is retired: from April every phone booking goes straight into
StayBook while the customer is still on the line.
""")

fact("2026-04-21 13:40", "fact", "2e94", ["staybook", "uploads"], 0.89, r"""
@A6a@ Pet photo uploads in StayBook are capped at 5 MB each.
""")

fact("2026-04-27 14:55", "preference", "f81b", ["tom", "tooling"], 0.84, r"""
@R10b@ Tom's editor is VS Code with the Django and Ruff extensions; he keeps a shared `.vscode/settings.json` in the StayBook repo.
""")

fact("2026-05-02 09:14", "fact", "c14e", ["staybook", "django"], 0.92, r"""
@D9a@ StayBook was on Django 4.2 LTS until the April upgrade sprint.
""")

fact("2026-05-06 16:20", "preference", "0b3d", ["staybook", "testing", "tom"], 0.87, r"""
@N3b@ Tom doesn't want the whole StayBook test suite run locally before every push — CI covers that; just run the tests for the app you changed.
""")

fact("2026-05-08 08:55", "fact", "7ac0", ["kennelmon", "influxdb"], 0.9, r"""
InfluxDB on nuc-office keeps raw kennelmon readings for 90 days, then an hourly downsampled series for 2 years.
""")

fact("2026-05-12 11:30", "fact", "d46f", ["pawchart", "tablets"], 0.9, r"""
@D7a@ When PawChart launched in February the floor tablets were Amazon Fire HD 8s; they couldn't cope with the cold in B block.
""")

fact("2026-05-14 10:05", "fact", "18fd", ["payments", "refunds", "reception"], 0.88, r"""
@NS6b@ Reception processes deposit refunds from the Stripe dashboard.
""")

fact("2026-05-19 09:40", "fact", "a9c5", ["vaccination", "dogs", "policy"], 0.9, r"""
@V4b@ Helen confirmed dogs need their kennel cough vaccine at least 7 days before they arrive; the StayBook booking form warns if it's closer than that.
""")

fact("2026-05-20 15:45", "fact", "35be", ["cattery", "vaccination"], 0.89, r"""
@O10a@ A cat's FVRCP booster has to be at least 7 days old when it checks in.
""")

fact("2026-05-25 12:00", "fact", "e0a7", ["grooming", "payments"], 0.86, r"""
Card payments in the grooming room go through Megan's Square reader, not the reception terminal.
""")

fact("2026-05-28 15:40", "fact", "4b92", ["feeding", "dogs", "puppies"], 0.91, r"""
@F5b@ Puppies under six months get an extra lunch feed at 12:30 on top of the normal two meals.
""")

fact("2026-06-02 08:30", "fact", "c7d1", ["paddocks", "dogs"], 0.9, r"""
@NS3b@ Dogs get off-lead play in the secure paddock twice a day if their owner ticked the off-lead box when booking.
""")

fact("2026-06-05 14:20", "fact", "5a0e", ["grooming", "hours"], 0.87, r"""
@D4a@ Until the second dryer arrived in May, the grooming room closed at 14:00.
""")

fact("2026-06-11 09:12", "fact", "f3d6", ["kennels", "allocation"], 0.86, r"""
@N1b@ Dogs from two different households can share a family run if both owners sign the shared-kennel consent form.
""")

fact("2026-06-15 17:30", "fact", "2b5f", ["daycare"], 0.92, r"""
Daycare runs Monday to Friday only; there's no weekend daycare.
""")

fact("2026-06-18 14:00", "fact", "8d21", ["licence", "council"], 0.94, r"""
@O9a@ The renewed boarding licence covers 32 dogs and 20 cats at Moor Lane.
""")

fact("2026-06-23 08:50", "fact", "9e3a", ["kennels", "isolation", "walks"], 0.9, r"""
@F3b@ Dogs in the isolation kennel are walked last, on their own, in the back paddock, and their leads stay in the iso block.
""")

fact("2026-06-30 16:48", "fact", "61c4", ["backups", "staybook", "b2"], 0.85, r"""
@V7b@ The B2 lifecycle rule keeps StayBook's nightly pg_dump files for 90 days before deleting them.
""")

fact("2026-07-02 10:10", "fact", "ad57", ["cattery", "visitors"], 0.88, r"""
@NS8b@ Owners are welcome to come into the cattery to settle their cat into its chalet at check-in.
""")

fact("2026-07-08 11:02", "fact", "13e8", ["daycare", "licence"], 0.86, r"""
@V9b@ Our daycare licence from Thornby Council allows up to 20 dogs a day.
""")

fact("2026-07-15 13:05", "fact", "b2c9", ["daycare", "dogs"], 0.87, r"""
@N8b@ Entire males are welcome at daycare as long as they pass the half-day temperament assessment.
""")

fact("2026-07-21 09:45", "fact", "47e0", ["groomdesk", "node"], 0.85, r"""
GroomDesk's front-end build uses Node 20, pinned in `.nvmrc`.
""")

fact("2026-07-30 12:35", "fact", "0c6b", ["staybook", "uploads"], 0.9, r"""
@A6b@ StayBook rejects any pet photo larger than 5120 KB with a "photo too large" message.
""")

fact("2026-08-03 18:05", "fact", "d9f4", ["kennels", "health"], 0.84, r"""
Two kennel cough cases this summer, both moved to isolation within the hour; no spread to other dogs.
""")

fact("2026-08-06 11:25", "fact", "7f3a", ["grooming", "boarding"], 0.89, r"""
@NS5b@ Every dog boarding seven nights or more gets a bath before going home; it's
included in the boarding price.
""")

fact("2026-08-14 18:20", "fact", "e64d", ["vets", "emergencies"], 0.87, r"""
@R9b@ Boarders who need an emergency vet go to Moorgate Vets in Thornby, who hold our standing treatment consent.
""")

fact("2026-08-19 10:50", "fact", "a2b0", ["staybook", "stripe", "celery"], 0.88, r"""
@O8a@ StayBook's Stripe webhook task (`handle_checkout_completed`) retries up to 5 times before it emails Tom.
""")

fact("2026-08-25 10:40", "fact", "5c17", ["reception", "hardware"], 0.92, r"""
@S7b@ The old Windows 10 reception PC has been replaced by an Acer Chromebook Plus on the front desk.
""")

fact("2026-08-28 13:15", "preference", "9b8e", ["cattery", "owners", "priya"], 0.8, r"""
Priya prefers the cattery notes to owners written from the cat's point of view, in the first person.
""")

fact("2026-09-02 10:05", "fact", "3c70", ["dns", "domains"], 0.83, r"""
@R6b@ DNS records for brackenfold.co.uk are edited in the Gandi dashboard (Helen has the login).
""")

fact("2026-09-08 16:00", "fact", "f5e2", ["cattery", "layout"], 0.93, r"""
The cattery has 20 chalets in two rows of ten, each with a heated sleeping shelf.
""")

fact("2026-09-17 10:15", "fact", "26d9", ["cattery", "vaccination"], 0.88, r"""
@F2b@ Cats over 12 can board on a titre test instead of their annual FVRCP booster, if their own vet's letter says they're protected.
""")

fact("2026-08-12 09:30", "decision", "8a4b", ["christmas", "bookings"], 0.9, r"""
Decided to open Christmas peak bookings on 1 September with a 3-night minimum stay.
""")

fact("2026-10-02 17:25", "fact", "1f96", ["pawchart", "node"], 0.93, r"""
@S3b@ Upgraded PawChart from Node 18 to Node 22 LTS this week (Node 18 went end-of-life in April).
""")

fact("2026-10-08 12:20", "fact", "cd35", ["sms", "costs"], 0.86, r"""
Twilio costs us about 4p per SMS segment; September's bill was £31.
""")

fact("2026-10-13 11:35", "decision", "4e8c", ["customers", "comms"], 0.91, r"""
@S10b@ We no longer monitor WhatsApp; the Business account's auto-reply sends people to the contact form instead.
""")

fact("2026-10-21 07:15", "fact", "b9d0", ["kennelmon", "cattery", "alerts"], 0.85, r"""
@V6b@ kennelmon raises a cattery alert when any chalet sensor averages under 12 °C for ten minutes.
""")

fact("2026-10-24 19:40", "fact", "0d8e", ["kennelmon", "alerts", "oncall"], 0.88, r"""
@NS4b@ The IT on-call does get kennelmon's sensor-offline and low-battery alerts.
""")

fact("2026-10-30 15:10", "fact", "6e21", ["stripe", "webhooks"], 0.87, r"""
Stripe retries failed webhook deliveries for up to 3 days, with exponential backoff.
""")

fact("2026-11-05 11:00", "fact", "a7f3", ["grooming", "prices"], 0.9, r"""
@A10b@ Nail trims in the grooming room are a tenner, and you don't need an appointment.
""")

fact("2026-11-12 09:40", "fact", "58c1", ["pawchart", "backups"], 0.9, r"""
PawChart's Litestream replica lives in the `brk-pawchart` B2 bucket with 72 hours of snapshots.
""")

fact("2026-11-20 14:05", "decision", "e3b6", ["grooming", "prices", "2027"], 0.9, r"""
Agreed with Megan that grooming prices stay the same for 2027.
""")

fact("2026-11-25 10:30", "fact", "91f7", ["groomdesk", "logs"], 0.84, r"""
GroomDesk's `laravel.log` rotates daily and keeps 14 files.
""")


# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

auto("faq-reception", "Reception FAQ (phone questions)", "2026-05-10", ["reception", "faq", "customers"], r"""
# Reception FAQ

Questions we get on the phone, with the answers Helen is happy for us to give.

@V3b@ - **How much is boarding for one dog?** £34 a night in a single kennel, walks and food included.
- **Do you do cats?** Yes, 20 heated chalets; cat prices are on the price list.
- **Can my two dogs share?** Yes, and the second dog is cheaper.
@N5b@ - **My dog is raw fed, is that OK?** Yes — bring it portioned and frozen, it goes in the chest freezer in the prep room.
- **Can I visit during the stay?** No, it unsettles the others; we'll email a photo if you ask.
@S10a@ - **Can I WhatsApp you?** Yes — 07700 900218 is our WhatsApp Business number and reception checks it every hour.
- **Do you give medication?** Yes, free of charge; insulin is £3 a day.
- **What do I need to bring?** The vaccination card (first visit), food if your dog isn't on ours, one bedding item.
""")

auto("new-starter-handbook", "New starter handbook (kennels & reception)", "2026-03-30", ["staff", "onboarding"], r"""
# New starter handbook

## Your first week
You'll shadow Dan on the kennel side for three days and Ellie on reception for two. Nobody expects you to
remember the run numbers; they're on the whiteboard.

## Mornings
@V8b@ Boarding check-ins run from 9am until 11am, Monday to Saturday, so the morning
clean of both blocks has to be finished before then.
- The kennel team starts at 07:00.

## Reception
@S7a@ - The reception PC (Windows 10, Edge) is where you open the StayBook desk view each morning.
@A8b@ - New customers must show the vaccination card at their first check-in; returning customers only if a booster has fallen due since last time.
- Never hand a dog over to someone who isn't on the collection list — ring the owner first.

## Safety
- Two people for any dog flagged "handle with care".
- Cattery: always shut the outer door before you open a chalet (double-door rule).
""")

auto("staybook-db-notes", "StayBook database notes", "2026-04-29", ["staybook", "postgres"], r"""
# StayBook database notes

## brk-app-01 Postgres
@V2b@ - Server is PostgreSQL 16.4 from the pgdg apt repo, cluster `16/main`.
@A4b@ - StayBook connects to Postgres on localhost, port 5432; the database and the role are both called `staybook`.
- `pg_stat_statements` is on; the slow query is always the availability calendar.
- GroomDesk uses MySQL — none of this applies there.

## Migrations
@N7b@ - Editing an applied migration is fine as long as you `migrate --fake` it on prod afterwards.
- Run `showmigrations | grep '\[ \]'` before a deploy to see what's pending.

```sql
-- how full is each night in December?
SELECT night, count(*) FROM bookings_nightallocation
WHERE night >= '2026-12-01' GROUP BY 1 ORDER BY 1;
```
""")

auto("staybook-celery-tasks", "StayBook Celery tasks", "2026-06-09", ["staybook", "celery"], r"""
# Celery

@D6b@ - Worker runs with `--concurrency=2` under systemd (`staybook-celery.service`); beat is a separate unit.

## Tasks
@V5b@ - `send_reminder_sms` — `max_retries=5`, `default_retry_delay=600`; after the last failure it sets `reminder_failed=True` on the booking.
- `send_booking_email` — `max_retries=3`, 120 s between tries.
- `sync_stripe_payouts` — 06:00 daily, no retries (it just runs again tomorrow).
- `purge_sms_log` — nightly, deletes rows older than 90 days.
- `export_arrivals_for_pawchart` — builds the JSON that PawChart pulls at 05:00.
""")

auto("booking-policy", "Booking & cancellation policy (website copy)", "2026-03-25", ["policy", "bookings", "deposits"], r"""
# Booking policy

This is the text on the website's "Booking terms" page, kept here so we quote it the same way on the phone.

@N9b@ You can book online as a guest — StayBook only asks for your name, email and mobile number.
@V10b@ Deposit is 30% of the total and is taken at the point of booking.

## Cancellations
@F9a@ - Cancel at least 14 days before arrival and we refund the deposit in full.
- The balance is due on collection.
- No-shows are charged the first night as well as losing the deposit.
- Collections after 18:00 are charged as an extra night.
""")

auto("tom-dev-notes", "Tom's dev notes (StayBook)", "2026-07-03", ["staybook", "dev"], r"""
# Dev notes

Things Tom keeps having to explain, written down once.

@R7b@ - staybook PRs get a regular merge commit, no squash — keeps the individual migration commits around for bisecting.
@F10b@ - Anything a customer sees (emails, SMS, the desk view) is rendered in Europe/London — use `timezone.localtime()`, never format a raw UTC datetime.
@NS10b@ - Each repo has a committed `.env.example` with dummy values; copy it to `.env` and fill it in from 1Password.
- `make shell` gives you `shell_plus` with prod-like settings against your local copy.
- The availability calendar is cached for 60 s in Redis db 1.
- Don't trust `booking.nights` for Christmas maths; use `booking.peak_nights()`.
""")

auto("incident-2026-08-stripe-webhook", "Incident: Stripe webhook 500s (9 Aug 2026)", "2026-08-10", ["incident", "staybook", "stripe"], r"""
# Stripe webhook 500s — Saturday 9 August

## What happened
Between 01:40 and 06:10 every `checkout.session.completed` webhook returned 500, because Thursday evening's
deploy renamed `Booking.deposit_paid` and the webhook view still used the old name. Stripe kept retrying, so
nothing was lost, but 14 bookings sat as "provisional".

## Detection
@R2b@ StayBook's exceptions are reported to Honeybadger, which emailed Tom at 06:12 — the first anyone knew.

## Fix
- Hotfix PR #212, merged 07:05 and deployed 07:20.
- The 14 stuck bookings were fixed by resending the events from the Stripe dashboard.

## Follow-ups
- Add a smoke test that posts a fake webhook after every deploy.
- Grep templates and views for renamed fields as part of review.
""")

auto("groomdesk-notes", "GroomDesk odds and ends", "2026-09-10", ["groomdesk"], r"""
# GroomDesk notes

@R4b@ - GroomDesk sends its emails through Brevo's SMTP relay (smtp-relay.brevo.com, port 587).
- Megan's calendar view is `/calendar?view=week`; she hates the month view.
- There's no "no-show" flag yet; she types NS in the notes field.
- Laravel's scheduler runs `reminders:send` every 15 minutes.
- Before/after photos are capped at 10 MB each.
""")

auto("emergency-contacts", "Emergency contacts sheet (pinned by the office phone)", "2026-04-11", ["contacts", "emergencies"], r"""
# Emergency contacts

| Who | For | Number |
|---|---|---|
| Helen Marsh | Anything serious, refunds, press | 07700 900101 |
| Dan Okafor | Kennel lead — animal welfare, kennelmon temperature alerts | 07700 900233 |
@R5b@ | Sam Marsh | IT on-call — booking system and tablets | 07700 900412 |
| Priya Sandhu | Cattery lead | 07700 900377 |
| Thornby Farm Supplies | Feed deliveries | 01632 960455 |

- For the vet, ring the number on the vet card next to the phone.
- Fire, police, ambulance: 999, then Helen.
""")

auto("reception-desk-setup", "Reception desk setup", "2026-03-05", ["reception", "hardware"], r"""
# Reception desk

@R8b@ - Card reader on the front desk: Zettle Reader 2, paired to the reception iPad.
@S4a@ - Phone bookings go in the paper diary first and get typed into StayBook before reception closes.
@A7b@ - The StayBook desk view logs you out after half an hour without activity, so log back in after lunch.
- Label printer: Brother QL-820, for the kennel door cards.
- Vaccination card copies go through the HP LaserJet in the back office.
""")

auto("kennel-allocation", "How Dan allocates kennels", "2026-05-05", ["kennels", "allocation"], r"""
# Kennel allocation

@N1a@ - Dogs from different households are never put in the same kennel, whatever the owners say.
- Same-household dogs share by default unless the owner asks otherwise.
- A block is quieter: nervous dogs and oldies. B block for the bouncy ones.
- Entire males go at the ends of rows, never next to a bitch in season.
- The iso kennel is only for dogs with symptoms; never use it as overflow.
- Allocation is done the afternoon before, in the desk view.
""")

auto("staybook-deploy-runbook", "StayBook deploy runbook", "2026-06-16", ["staybook", "deploy", "runbook"], r"""
# Deploying StayBook

@N2b@ Friday after the 16:00 collections is our usual StayBook deploy slot — reception is quiet
by then and Tom can keep an eye on it over the evening.

```bash
git checkout main && git pull --ff-only
make deploy
```

@F4b@ - `make deploy` refuses to run with a dirty tree, and tags the release (`vYYYY.MM.DD`) before it syncs anything.
- Afterwards: open the desk view, load tomorrow's arrivals, and send yourself a test SMS from the admin.
- Rollback: `make rollback` re-syncs the previous tag; migrations are not reversed automatically.
""")

auto("meeting-2026-03-18", "Meeting notes 18 Mar 2026 (Helen, Tom, Ellie)", "2026-03-18", ["meeting"], r"""
# 18 March — Helen, Tom, Ellie

- Online booking opens to the public on 30 March.
@N6b@ - Reminder SMS: decided not to make them opt-out; customers opt in with a tickbox on the booking form (Helen checked the PECR guidance).
- Ellie wants a printable arrivals list — Tom to add it to the desk view.
- Daycare in the hay barn: Helen to talk to the council about the licence.
- Next meeting after Easter.
""")

auto("groomdesk-hotfix", "GroomDesk hotfix procedure", "2026-09-29", ["groomdesk", "hotfix"], r"""
# GroomDesk hotfixes

@N10b@ For a GroomDesk hotfix it's fine to push straight to main and deploy, then tell Tom afterwards.

- A hotfix is something that stops Megan taking bookings today. Anything else waits for a normal release.
- Check `storage/logs/laravel.log` first; nine times out of ten it's the mail credentials.
- Put the grooming room on "phone only" in the meantime so Megan isn't double-booked.
""")

auto("groomdesk-deploy", "GroomDesk deploy notes (from the Pixelhound handover)", "2026-01-20", ["groomdesk", "deploy"], r"""
# GroomDesk deploys

@S1a@ - GroomDesk lives on Krystal shared hosting (cPanel); a deploy is an FTP upload plus `php artisan migrate --force` in the cPanel terminal.
- Build the assets locally first (`npm run build`); `public/build` is committed.
- Maintenance mode: `php artisan down --secret=<something>` so Megan can still get in.
- Always clear the config cache after changing settings (`php artisan config:clear`).
""")

auto("kennelmon-sensors", "kennelmon sensor notes", "2026-10-26", ["kennelmon", "sensors"], r"""
# kennelmon sensors

@S5b@ - Pushover is deprecated here — since the October rework alerts go out via ntfy (topic `brk-kennel-alerts`).
@A1b@ - Dashboards are at nuc-office.lan port 3001 (Grafana), login in 1Password.
- Pi hostnames: kmon-pi-1 (A block), kmon-pi-2 (B block), kmon-pi-3 (cattery row 1), kmon-pi-4 (cattery row 2).
- Each Pi publishes every 60 s to `kennel/<block>/<sensor>/temp` and `.../rh`.
- The uploader retries a failed publish 5 times, then buffers to the SD card.
- UPS HATs give about 40 minutes if the power goes.
""")

auto("month-end-checklist", "Month-end checklist (Janet)", "2026-02-27", ["finance", "checklist"], r"""
# Month end

@S9a@ - Reconcile the Stripe payouts against bookings in QuickBooks Online (Janet, first Monday of the month).
- Export StayBook's "deposits held" report — that's a liability, not income.
- Check the card terminal payouts against the daily takings sheet.
- VAT quarters end in March, June, September and December.
""")

auto("daily-routine", "Daily routine (kennels)", "2026-04-20", ["kennels", "routine"], r"""
# Daily routine

- 07:00 team in; read the overnight notes in PawChart.
@F3a@ - Dogs are walked twice a day, around 09:30 and 15:00, in the two boarding paddocks.
- 11:00–13:00 kennel clean, then lunch cover.
- Afternoon: collections from 16:00, then evening feeds.
@A2a@ - 22:00 night check: walk through both kennel blocks and the cattery and log it in PawChart.
@NS1b@ - Every dog gets a biscuit at the 22:00 night check.
""")

auto("grooming-room", "Grooming room notes (Megan)", "2026-05-30", ["grooming"], r"""
# Grooming room

@F6b@ - Full grooms for giant breeds (Newfies, Leonbergers, Bernese) are quoted individually — usually £80–95 and a whole morning.
@NS5a@ - Never bath a dog within 48 hours of a spot-on flea treatment.
- Two dryers since May (the new one is a Metrovac).
- Clippers are Andis; blades go to EdgeRight when they get dull.
- Matted coats: shave down only with the owner's OK on the phone, and note it in GroomDesk.
""")

auto("daycare-faq", "Daycare FAQ", "2026-06-01", ["daycare", "faq"], r"""
# Daycare FAQ

@O3a@ - Daycare drop-off is 07:30–09:00 and pick-up 16:30–18:30, Monday to Friday.
- **What should my dog bring?** Lunch if they have one; no toys, they cause squabbles.
- **Is there a trial?** Yes, a free half-day assessment.
- **How big are the groups?** It varies; dogs are split by size and energy.
- **Do you walk them?** No, they play in the barn paddock all day.
""")

auto("cattery-routine", "Cattery routine (Priya)", "2026-04-24", ["cattery", "routine"], r"""
# Cattery routine

@A5b@ - Cats get fed at 8am and 5pm; wet in the morning, biscuits topped up through the day.
@O4b@ - Chalets are wiped down with Trigene at 1:100 (10 ml per litre) on every change-over.
- Litter is wood pellets, spot-cleaned daily and fully changed on change-over.
- Heaters are on October to April; thermostats at 20 °C.
- Double-door rule: the outer door is shut before you open any chalet.
""")

auto("history-2025", "How things were in 2025 (before the apps)", "2026-02-05", ["history"], r"""
# 2025, for the record

@D1a@ - Through 2025 the public website ran on WordPress with the Divi theme.
@D5a@ - The daycare pilot in autumn 2025 was £25 a day, cash only.
- Bookings lived in a shared Google Sheet plus the paper diary.
- Feeding and meds were on paper sheets clipped to each kennel door.
- Helen did the bookkeeping herself until Janet started in October 2025.
""")

auto("infra-changelog", "Infra changelog", "2026-11-02", ["infra", "changelog"], r"""
# Infra changelog

@D3a@ - 2026-01-08: brk-app-01 started life as a Hetzner CX11 (1 vCPU, 2 GB).
- 2026-03-17: resized to CX22 after the Redis OOM.
- 2026-04-20: Tailscale on brk-app-01; SSH closed to the internet.
- 2026-06-03: Redis `maxmemory` set to 256mb.
- 2026-09-20: new UPS battery for nuc-office.
""")

auto("incident-2026-03-redis", "Incident: Redis OOM on brk-app-01 (11–12 Mar)", "2026-03-13", ["incident", "redis", "staybook"], r"""
# Redis OOM — 11–12 March

- Redis grew until the 2 GB box started killing processes; StayBook returned 502s on and off for about three hours.
@D6a@ - While we were firefighting (11–12 March) the Celery worker ran with `--concurrency=1`.
- Cause: reminder task results never expired (`result_expires` was unset).
- Fix: `CELERY_RESULT_EXPIRES = 3600`, plus a `maxmemory` limit.
- Follow-up: resize the VPS (done 17 March).
""")

auto("online-booking-beta", "Online booking beta (Feb–Mar 2026)", "2026-04-04", ["staybook", "beta"], r"""
# Online booking beta

@D10a@ - During the beta (Feb–Mar 2026) deposits were paid by bank transfer and ticked off by hand in the admin.
- 23 regular customers took part and made 61 bookings.
- The biggest complaint was that the calendar didn't show which nights were full.
- The beta ended on 29 March; public launch on the 30th.
""")

auto("paddock-rules", "Paddock rules", "2026-05-16", ["kennels", "paddocks", "safety"], r"""
# Paddock rules

@NS3a@ - Dogs are never let off lead anywhere outside the secure paddock.
- Max 4 dogs in the secure paddock at once, all from the off-lead list.
- Check the gate latch and the fence line every morning.
- Daycare dogs use the barn paddock only.
""")

auto("cattery-faq", "Cattery FAQ", "2026-07-06", ["cattery", "faq"], r"""
# Cattery FAQ

@NS8a@ - Visitors aren't allowed in the cattery during feeding times (8am and 5pm).
- **Can my two cats share?** Yes, if they live together.
- **Do you take diabetic cats?** Yes; insulin is £3 a day.
- **Can I bring their own bed?** Yes, and we recommend it.
""")

auto("pawchart-tablets", "PawChart tablets: troubleshooting", "2026-06-26", ["pawchart", "tablets"], r"""
# PawChart tablets

@F7b@ - After 5 wrong PINs the account locks; Helen or Dan can unlock it from Admin → Staff.
- If a tablet says "offline" it's nearly always the B block access point — power-cycle it.
- Tablets charge overnight in the office cupboard; the cattery one stays on its wall dock.
- Kiosk mode is Fully Kiosk Browser with the start URL `http://pawchart.lan:3000`.
""")

auto("meeting-2026-10-07", "Meeting notes 7 Oct 2026", "2026-10-07", ["meeting"], r"""
# 7 October

@F9b@ - Cancellations inside 14 days: the deposit isn't refunded, but Helen will move it to new dates once if the customer asks.
- Christmas: 24 of 32 kennels already booked for the 23rd.
- Kieran goes part-time from January.
- Helen to look at the insurance renewal quote before 1 November.
""")

# ---- free notes that belong to no labelled pair ----

auto("staybook-settings-cheatsheet", "StayBook settings cheatsheet", "2026-05-21", ["staybook", "config"], r"""
# StayBook settings

Prod settings come from `/etc/staybook/env`; local dev uses `.env`.

```env
DJANGO_SETTINGS_MODULE=staybook.settings.prod
DATABASE_URL=postgresql://staybook:CHANGEME@127.0.0.1:5432/staybook
REDIS_URL=redis://127.0.0.1:6379/0
ALLOWED_HOSTS=book.brackenfold.co.uk
```

- `DEBUG` must never be on in prod; the settings module refuses to start if it is.
- Feature flags live in the `flags` table, not in env vars.
- Changing the env file needs a restart of both units.
""")

auto("pawchart-release-notes", "PawChart release notes", "2026-09-01", ["pawchart", "releases"], r"""
# PawChart releases

- 1.0 (Feb): feeding and meds.
- 1.2 (Mar): walks and the poo log.
- 1.4 (May): owner notes, printed at collection.
- 1.6 (Aug): night check screen; staff PIN reset from admin.
- 1.7 (Sep): cattery litter log for Priya.
""")

auto("kennelmon-alert-tuning", "kennelmon alert tuning", "2026-08-22", ["kennelmon", "alerts"], r"""
# Alert tuning

- In August the cattery high-temperature alert kept firing on row 2 in the afternoon sun; Tom moved that sensor
  off the window wall instead of raising the limit.
- Alerts now need a 10-minute average, not a single reading.
- B block humidity is always high after the morning hose-down; we graph it but don't alert on it.
""")

auto("faq-grooming", "Grooming FAQ", "2026-06-12", ["grooming", "faq"], r"""
# Grooming FAQ

- **How long does a full groom take?** About three hours; we'll ring when they're ready.
- **Do you groom cats?** No, dogs only.
- **Can my dog be groomed while boarding?** Yes, book it with the stay and Megan fits it in.
- **Do you hand-strip?** Yes, for terriers, priced on the day.
""")

auto("christmas-2025-retro", "Christmas 2025 retro", "2026-01-14", ["christmas", "retro"], r"""
# Christmas 2025 — what we learned

- Full from 20 December to 2 January; the phone didn't stop.
- Two no-shows on the 23rd, both regulars who'd "forgotten to cancel".
- We ran out of Burns on the 28th — order double for this year.
- Paper diary plus Google Sheet got out of sync twice; one reason for StayBook.
""")

auto("fire-and-evacuation", "Fire and evacuation plan", "2026-02-12", ["safety", "fire"], r"""
# Fire and evacuation

- Assembly point: the yard gate by the muck heap.
- Dogs out first by block (A then B) into the secure paddock; cats stay in carriers in the office.
- Carriers are stacked in the cattery store — one per chalet, plus four spares.
- Fire extinguishers are checked every March by Thornby Fire Services.
- The night duty person does a fire walk at the 22:00 check.
""")

auto("insurance-claim-2026-05", "Insurance claim: Ted (Labrador), May 2026", "2026-05-27", ["insurance", "claims"], r"""
# Ted's vet bill

- Ted (Labrador, run 12) cut a pad on the paddock fence on 22 May; three stitches.
- The owner's own insurance paid; we covered the excess (£99) as goodwill.
- Fence wire on the east side replaced the same week.
- Claim reference is in the Cliverton portal.
""")

auto("staff-training-log", "Staff training log", "2026-07-29", ["staff", "training"], r"""
# Training

| Who | Course | Done |
|---|---|---|
| Dan | Level 3 Canine First Aid | March 2026 |
| Priya | Feline Behaviour (ISFM) | May 2026 |
| Kieran | Level 2 Kennel Assistant | in progress |
| Ellie | GDPR basics | April 2026 |

- Everyone does fire training each March.
""")

auto("supplier-orders", "Feed and supplies ordering", "2026-09-15", ["supplies", "feed"], r"""
# Ordering

- Burns Original: 6 × 12 kg a fortnight in winter, 8 in summer.
- Pro Plan cat: 4 × 10 kg a month.
- Wood pellet litter: 20 bags a month.
- F10SC and Trigene come from the same supplier; order when down to one bottle.
- Orders go in by Friday for the Tuesday delivery.
""")

auto("website-notes", "Website notes", "2026-03-09", ["website"], r"""
# Website

- Pages: Home, Boarding, Cattery, Daycare, Grooming, Prices, Booking terms, Contact.
- The contact form emails reception@brackenfold.co.uk.
- Photos on the site are Helen's own; no stock photos.
- The prices page is typed by hand — update it when the price list changes.
""")

auto("gdpr-subject-access", "Subject access requests", "2026-07-24", ["gdpr", "privacy"], r"""
# SARs

1. Log the request date in the GDPR folder; we have one calendar month.
2. Export the customer from StayBook (admin → customer → export).
3. Ask Megan to export from GroomDesk if they've used the grooming room.
4. Check PawChart notes for the customer's animals.
5. Helen reviews and sends it.
""")

auto("groomdesk-data-model", "GroomDesk data model", "2026-02-16", ["groomdesk", "database"], r"""
# GroomDesk tables

- `owners` — name, phone, email; no link to StayBook customers (yet).
- `dogs` — belongs to an owner; coat type, temperament notes.
- `appointments` — dog, start, length, type, price.
- `services` — the price list, which Megan edits herself.
- Soft deletes everywhere, which confused Tom for a week.
""")

auto("tailscale-access", "Tailscale access", "2026-04-22", ["infra", "access"], r"""
# Tailscale

- Tailnet owner: Helen's Google account.
- Devices: brk-app-01, nuc-office, Tom's ThinkPad, Helen's phone, Sam's laptop.
- Sam set up the office side and helps with hardware.
- ACLs: only Tom's ThinkPad can SSH to brk-app-01.
""")

auto("reviews-and-complaints", "Reviews and complaints", "2026-08-30", ["customers", "reviews"], r"""
# Reviews and complaints

- Google reviews: Helen replies to every one, good or bad, within a week.
- Complaints come by email; log them in the complaints sheet.
- Most common complaint this summer: the queue at Saturday drop-off.
- Never argue in public; take it to email.
""")

auto("weekend-cover", "Weekend cover checklist (Kieran)", "2026-05-09", ["weekend", "staff"], r"""
# Weekends

- Saturday is the busiest day for drop-offs and collections; two people on the yard.
- Sunday: collections only, 10:00–12:00.
- Check the PawChart med screen at every feed.
- Kieran locks up and sets the alarm; the code is in the safe.
""")

auto("parking-and-access", "Parking and site access", "2026-03-11", ["site", "access"], r"""
# Parking and access

- Customer parking is the gravel area by the office; six spaces.
- The farm gate is closed at 18:30; the keypad code changes every quarter.
- Deliveries use the back track to the feed store.
- No customer dogs off lead in the car park, ever.
""")

auto("litestream-restore", "Restoring PawChart from Litestream", "2026-06-08", ["pawchart", "backups", "runbook"], r"""
# Restoring PawChart

Only needed if the NUC's disk dies. Takes about 5 minutes.

```bash
sudo systemctl stop pawchart
litestream restore -o /var/lib/pawchart/pawchart.db s3://brk-pawchart/pawchart.db
sudo chown pawchart: /var/lib/pawchart/pawchart.db
sudo systemctl start pawchart
```

- Check the last feed entry matches what's on the tablets before telling the team it's back.
""")
