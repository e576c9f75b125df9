"""File bodies for the set265 store (Barkwell Grooming & Lodge).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/,
free notes under auto/.
"""
from datetime import datetime, timezone

FILES = {}


def root(path, text):
    assert path not in FILES, path
    FILES[path] = text.lstrip("\n")


def auto(path, text):
    path = "auto/" + path
    assert path not in FILES, path
    FILES[path] = text.lstrip("\n")


def fact(date, hms, category, hex4, tags, confidence, body):
    dt = datetime.strptime(f"{date} {hms}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp()) * 1000 + int(hex4, 16) % 1000
    stem = f"{category}-{ms}-{hex4}"
    path = f"facts/{date}/{stem}.md"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (
        "---\n"
        f"id: {stem}\n"
        f"category: {category}\n"
        f"created: {iso}\n"
        f"updated: {iso}\n"
        "source: extraction\n"
        f"confidence: {confidence}\n"
        "confidenceTier: explicit\n"
        "tags:\n"
        f"{tag_lines}"
        "status: active\n"
        "---\n\n"
        f"{body.strip()}\n"
    )
    assert path not in FILES, path
    FILES[path] = text


# Root files whose description deliberately carries an unquoted ": " (not strict YAML).
FLAT_DESCRIPTIONS = {
    "feedback_git_workflow.md",
    "project_pawbook_overview.md",
    "project_sms_reminders.md",
    "reference_infrastructure.md",
    "reference_runbook_deploy.md",
}

# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

MEMORY_INDEX = [
    ("## User", None, None),
    ("Dana (owner)", "user_dana.md", "who runs the business and how she likes to work with the agent"),
    ("Marek (contract dev)", "user_marek.md", "the developer who built the booking app and looks after the servers"),
    ("## Feedback", None, None),
    ("Git workflow", "feedback_git_workflow.md", "branches, PRs, merging and what never to do to shared branches"),
    ("Python tooling", "feedback_python_tooling.md", "which tools to reach for in the booking app repo"),
    ("Testing rules", "feedback_testing.md", "how changes to the booking app must be tested"),
    ("Commit messages", "feedback_commit_messages.md", "commit message format the changelog depends on"),
    ("Migrations", "feedback_migrations.md", "when schema migrations may touch production"),
    ("Customer comms", "feedback_customer_comms.md", "rules for anything the software sends to clients"),
    ("Secrets and payments", "feedback_secrets.md", "card data, keys and what the agent must not touch"),
    ("Reply style", "feedback_reply_style.md", "how Dana wants answers written"),
    ("Destructive ops", "feedback_ask_before_destructive.md", "ask before anything irreversible"),
    ("Scope discipline", "feedback_scope_creep.md", "keep each change to what was asked"),
    ("## Project", None, None),
    ("PawBook overview", "project_pawbook_overview.md", "the booking app: stack, tooling, auth, apps in the repo"),
    ("KennelBoard overview", "project_kennelboard_overview.md", "the boarding care board: stack and ops"),
    ("TrimSheet overview", "project_trimsheet_overview.md", "the groomers' tablet app"),
    ("till-sync", "project_till_sync.md", "nightly job moving till takings into the accounts"),
    ("Vaccination rules", "project_vaccination_rules.md", "what jabs we require and how records are checked"),
    ("Boarding policy", "project_boarding_policy.md", "boarding times, feeding, food and cancellations"),
    ("Grooming services", "project_grooming_services.md", "services, daily capacity, extras and fees"),
    ("SMS reminders", "project_sms_reminders.md", "booking reminder texts and their failure handling"),
    ("Deposits and payments", "project_deposits_stripe.md", "deposits, invoices and saved cards"),
    ("Email provider move", "project_email_migration.md", "the finished move of outgoing email"),
    ("Riverside salon", "project_riverside_salon.md", "the grooming-only site"),
    ("Christmas peak", "project_holiday_peak_2026.md", "plan for the year-end boarding peak"),
    ("Grooming safety", "project_grooming_safety.md", "floor safety rules for dryers, tables and matted coats"),
    ("Kennel cleaning", "project_kennel_cleaning.md", "daily cleaning and disinfection routine"),
    ("Staffing rota", "project_staffing_rota.md", "how the rota and overnight cover work"),
    ("Incident: double booking", "project_incident_double_booking.md", "the Easter double-booked run and its fix"),
    ("Backups", "project_backups.md", "what is backed up, where, and for how long"),
    ("Waitlist feature", "project_waitlist_feature.md", "how the boarding waitlist offers freed-up runs"),
    ("Customer portal", "project_customer_portal.md", "what clients can and can't do online"),
    ("## Reference", None, None),
    ("Infrastructure", "reference_infrastructure.md", "servers and hosted services, what runs where"),
    ("On-call", "reference_on_call.md", "who to call when something breaks"),
    ("Contacts", "reference_contacts.md", "vets, suppliers, landlord"),
    ("Env vars", "reference_env_vars.md", "settings the booking app reads, with dummy values"),
    ("Deploy runbook", "reference_runbook_deploy.md", "shipping the booking app, checks and rollback"),
    ("Pricing table", "reference_pricing_table.md", "current price list"),
    ("Opening hours", "reference_opening_hours.md", "hours per site and for the van"),
    ("Glossary", "reference_glossary.md", "floor words the agent might not know"),
    ("Repos", "reference_repos.md", "which repo is whose"),
]


def _memory_md():
    out = ["# Memory index", ""]
    for title, fname, hook in MEMORY_INDEX:
        if fname is None:
            if len(out) > 2:
                out.append("")
            out.append(title)
            continue
        out.append(f"- [{title}]({fname}) — {hook}")
    return "\n".join(out) + "\n"


root("user_dana.md", """
---
name: dana-profile
description: Dana Okafor, owner and manager; not a developer, decides priorities
type: user
---

Dana Okafor owns and runs Barkwell (Eastfield Lodge, Riverside Salon and the Suds Van). She's not a
developer but reads PR descriptions and the #deploys channel.

- Decides priorities for PawBook/KennelBoard/TrimSheet work; Marek and Jun build.
- Reads everything on her phone between grooms, so long tables and walls of text get skipped.
- Knows the floor side inside out: vaccination rules, boarding rota, pricing. Ask her before changing
  anything a client or a groomer will see.
- Signs off every price change and every new SMS/email template.
- Prefers a phone call over Slack for anything involving a dog's welfare.
- Doesn't want the agent emailing clients or staff directly, ever; drafts only.
""")

root("user_marek.md", """
---
name: marek-profile
description: Marek Lind, contract developer who owns infra and most of PawBook
type: user
---

Marek Lind is our contract dev (three days a week, remote from Leeds). He built PawBook in 2025 and
looks after the servers.

@R10a@ Marek works in Neovim (LazyVim) and reads diffs in the terminal, so keep patches small and plain-text friendly.

- Likes reasoning before code: a short "why" paragraph at the top of the PR body.
- Reviews Jun's PRs within a day; don't ping him on Wednesdays (not a Barkwell day).
- Jun Park (part-time, since April) uses Zed and mostly works on KennelBoard and TrimSheet.
- Marek would rather get one well-scoped question than five small ones.
""")

root("feedback_git_workflow.md", """
---
name: git-workflow
description: Branches, PRs and merging: how changes reach main in our repos
type: feedback
---

@N5a@ Never push straight to `main` on any of our repos; everything goes through a PR, even one-liners.

**Why:** in March a direct push to pawbook main broke the deposit page on a Saturday morning and nobody
had looked at it.

**How to apply:** branch as `<initials>/<short-topic>` (e.g. `ml/waitlist-email`), open a PR, wait
for green checks and one approval from Marek or Jun.

@R7a@ PRs into `pawbook` main are squash-merged, one commit per PR, PR title as the message.
- kennelboard is different: plain merge commits, because Jun likes to keep his WIP history there.
- trimsheet has its own rule, see the release process note before merging anything there.

@NS5a@ Don't force-push to `main` or to any branch someone else has commits on.
""")

root("feedback_python_tooling.md", """
---
name: python-tooling
description: Which Python tooling to use in the booking app repo
type: feedback
---

@R4a@ Use uv for everything in PawBook (`uv add`, `uv run pytest`, `uv lock`); don't call pip directly.

**Why:** Marek got bitten twice by someone pip-installing into the system Python on pb-prod-1.

**How to apply:** if an old note says `pip install -r requirements.txt` for PawBook, translate it.
till-sync is the exception: it's a single script with a plain `requirements.txt` and a venv, leave it alone.

Formatting and linting is ruff (`ruff format`, `ruff check --fix`), line length 100. Type hints on
new code, but no mypy gate yet.
""")

root("feedback_testing.md", """
---
name: testing-rules
description: How the agent should test PawBook changes
type: feedback
---

@N8a@ Don't mock the database in PawBook tests; use the real test Postgres that pytest-django sets up.

**Why:** a mocked queryset hid a missing `select_for_update` in the booking flow and we double-booked
run 7 over Easter (see the incident memory).

**How to apply:** factories + the `db` fixture. Mock only external HTTP (Stripe, SMS, email) with
`responses`.

@F5a@ Every PawBook bugfix ships with a regression test that fails before the fix.
- KennelBoard tests are vitest against an in-memory SQLite; that's fine there, different beast.
- Run the whole suite before asking for review, not just the file you touched.
""")

root("feedback_commit_messages.md", """
---
name: commit-messages
description: Commit message format for all our repos
type: feedback
---

@F4a@ Commit messages use Conventional Commits: `fix:`, `feat:`, `chore:`, `docs:`, `refactor:`.

**Why:** Marek builds the changelog Dana reads from the commit prefixes; anything without a prefix
falls into "other" and she ignores it.

**How to apply:** subject line in the imperative, under 72 characters, no trailing full stop. No
emoji. No Co-Authored-By trailer for the agent.
""")

root("feedback_migrations.md", """
---
name: migrations-rules
description: When and how Django migrations may be run against production
type: feedback
---

@N1a@ Never run PawBook migrations on prod while either site is open.

**Why:** an `ALTER TABLE` on `bookings_booking` held a lock for ~40 s in May and the Eastfield front
desk couldn't check anyone out.

**How to apply:** migrations go in the evening (after 19:00) or on a Sunday, when Riverside is shut and
Eastfield is boarding-only. Check the opening hours reference first. KennelBoard is separate: its
drizzle migrations run at boot and are tiny.

Always run `makemigrations --check` before pushing; never hand-edit a migration that's been applied.
""")

root("feedback_customer_comms.md", """
---
name: customer-comms
description: Rules for anything the software sends to clients (texts, emails)
type: feedback
---

@N3a@ We never send promotional texts; SMS is only for booking reminders and "ready for pickup" notices.

**Why:** Dana had complaints in 2025 when the old system texted offers, and we pay per segment.

**How to apply:** any new kind of client message needs Dana's sign-off on wording and timing before
it ships. The monthly email newsletter is separate (Mailchimp, Dana runs it by hand).

@F8a@ - Client emails go out from hello@barkwell.co.uk, never from a no-reply address.
@NS9a@ - Staff never send vaccination reminders from their personal email or phone.
- Templates live in PawBook admin → Comms; Dana approves any wording change.
- Sign-off is "The Barkwell team", not a person's name.
""")

root("feedback_secrets.md", """
---
name: secrets-and-payments
description: Handling secrets, card data and Stripe keys
type: feedback
---

@NS8a@ Never store card numbers in PawBook; Stripe holds the card, we keep ids and tokens only.

@NS10a@ Don't touch the production Stripe keys, even to "just check" something.

**Why:** PCI scope, and in July a £1 test charge went through the live account by mistake (refunded,
but Dana was not happy).

**How to apply:** secrets live in 1Password (vault "Infra"); `.env` files are never committed. Ask
Marek if a task seems to need a prod secret; don't go looking for one.
""")

root("feedback_reply_style.md", """
---
name: reply-style
description: How Dana wants the agent to answer her
type: feedback
---

@A8a@ Keep replies to Dana short and skip emoji.

**Why:** she reads on her phone between grooms and in the van.

**How to apply:** lead with the answer, then details only if she needs them. With Marek and Jun
technical detail is fine, and so are longer explanations.
""")

root("feedback_ask_before_destructive.md", """
---
name: destructive-ops
description: Ask before anything irreversible on servers or data
type: feedback
---

Ask before running anything that deletes data or restarts services on pb-prod-1, even when the task
seems to imply it.

**Why:** there's no second engineer on the floor; if prod goes down at 08:00 the front desk is on
paper until Marek is reachable.

**How to apply:** dry-run first (`--dry-run`, `--plan`), show the exact command, wait for a yes.
Deleting a dog in PawBook admin also deletes its groom history, so archive instead.
""")

root("project_pawbook_overview.md", """
---
name: pawbook-overview
description: PawBook at a glance: stack, services, where things run
type: project
---

# PawBook

Booking system + client portal + staff admin for both sites and the van. Django monolith, repo
`barkwell/pawbook`. Built by Marek in 2025, in use since October 2025.

## Stack
@O9a@ - Python 3.12, Django 5.1, HTMX for the staff screens
@V2a@ - Database: PostgreSQL 16 (pgdg packages), on the same box as the app
@R8a@ - Task queue: Celery with Redis as the broker (`redis://localhost:6379/1`)
- Django cache: Redis db 0, same instance
- Payments: Stripe (Checkout for deposits, saved cards for balances)

## Tooling
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR
@R5a@ - Errors: Sentry, project `pawbook-prod`, alerts into #dev-alerts
- Uptime: watched from Uptime Kuma (see the infrastructure reference)

## Auth
@A3a@ - Staff admin sessions time out after 30 minutes idle
- Client portal logins last 14 days (remember-me cookie)
- Staff use TOTP 2FA; clients log in with magic links

## Apps in the repo
- `bookings`: boarding, daycare and grooms, deposits, waitlist
- `portal`: client-facing pages
- `comms`: SMS/email templates and the reminder tasks
- `vax`: vaccination records and expiry checks
- `rota`: staff rota (added June 2026)
""")

root("project_kennelboard_overview.md", """
---
name: kennelboard-overview
description: KennelBoard, the boarding care board on the kennel-block TV and tablets
type: project
---

# KennelBoard

@D1a@ KennelBoard is the source of truth for feeding, meds and walks for every boarder at Eastfield.
Shown on the TV in the kennel block and on two Android tablets; staff tick tasks off as they go. Repo
`barkwell/kennelboard`, mostly Jun's since April.

## Stack
- SvelteKit 2 / Svelte 5, TypeScript
@S8a@ - Runtime: Node 18 LTS (the Dockerfile is `FROM node:18-alpine`)
@O1a@ - The node server listens on port 3000
- SQLite database, replicated continuously by Litestream to `barkwell-backups/kennelboard/`
@V8a@ - Litestream snapshot retention: 72h (`retention: 72h` in `litestream.yml`)
@O6a@ - Package manager: pnpm (lockfile committed, `pnpm i --frozen-lockfile` in CI)

## Ops
@R3a@ - Hosting: Fly.io, one shared-cpu machine in `lhr` with a 1 GB volume
@O2b@ - Errors: Sentry, project `kennelboard`
- CI: GitHub Actions, lint + vitest
- Pulls the day's boarders from the PawBook API every 10 min (read-only token)
""")

root("project_trimsheet_overview.md", """
---
name: trimsheet-overview
description: TrimSheet, the groomers' tablet app (groom cards, photos)
type: project
---

# TrimSheet

Expo / React Native app the groomers use at the table: today's groom cards, coat notes, before/after
photos, and the "ready for pickup" button (which asks PawBook to text the owner).

- Expo SDK 52, TypeScript; builds with EAS Build (Node 20 image)
@O6b@ - Uses npm (the Expo default); no yarn, no pnpm in this repo
@A10a@ - Syncs groom cards with PawBook every 15 min, plus on pull-to-refresh
@V10a@ - Before/after photos are resized on the device and uploads are capped at 5 MB each
- Offline mode: the day's cards are cached and ticks queue until Wi-Fi is back
- Groomers sign in with a 4-digit PIN; the tablet itself is signed in as the site
""")

root("project_till_sync.md", """
---
name: till-sync
description: till-sync, the nightly job that moves till takings into the accounts
type: project
---

till-sync is a ~300-line Python script (repo `barkwell/till-sync`) Greta asked for in 2025. It reads
the day's Square sales for both sites and the van, posts a summary to the accounting system and emails
Greta a one-line report.

@S6a@ - Runs from cron on the office NUC (`front-nuc`) every night.
- Square location ids are in `config.toml`; the van has been its own Square location since June.
- Refunds are posted as negative lines, not separate documents.
- If a site's till wasn't closed it skips that site and says so in the email.
- The report email goes through the shared Gmail account's SMTP, not PawBook's email service.
""")

root("project_vaccination_rules.md", """
---
name: vaccination-rules
description: Which vaccinations we require for boarding/daycare and how they're checked
type: project
---

@F1a@ All boarding and daycare dogs need current DHPP, leptospirosis and kennel cough vaccinations.
Grooming-only clients need nothing on file, but we ask.

## Validity windows
- DHPP: booster within the last 3 years
- Lepto: within the last 12 months (it's an annual jab)
@V5a@ - Kennel cough (Bordetella): must have been given within the last 12 months
- A new vaccination needs 7 days to take effect before a stay (14 days for a first-ever kennel cough)

## Records
@S9a@ - Paper vaccination cards are fine at check-in; the front desk photographs them into the dog's PawBook record.
@A4a@ - Vax record uploads (PDF or JPG) max 8 MB
- PawBook flags anything that expires before the end of a booked stay
""")

root("project_boarding_policy.md", """
---
name: boarding-policy
description: Eastfield boarding rules, times, feeding and cancellations
type: project
---

# Boarding at Eastfield

@D2b@ - Boarding capacity is 24 runs (8 large, 12 medium, 4 quiet runs at the end of the block).
@A2a@ - Check-in window: 14:00–17:00.
@V3a@ - Check-out is by 11:00 on the departure day; later pick-ups are charged a half day of daycare.
@F2a@ - Boarders are fed twice a day, 08:00 and 17:00.
@N10a@ - Raw-fed boarders are welcome; owners bring portions frozen and we keep them in the raw-only freezer.
- Meds are given as per the KennelBoard schedule only; anything not on there needs the owner's written OK.
@F3a@ - Cancelling less than 48h before arrival forfeits the deposit.
- Two walks a day, plus playgroup if the dog has passed a daycare assessment.
- Intact males can board; they get solo walks.
""")

root("project_grooming_services.md", """
---
name: grooming-services
description: What grooms we offer, capacity per site, extras and fees
type: project
---

Grooming runs at Eastfield (4 tables) and Riverside, plus the Suds Van since June.

@D9b@ - Eastfield books up to 14 grooms a day across its tables.
- Riverside books up to 10 a day; the van does 6.
- Services: full groom, bath & tidy, puppy intro, nail trim, face/feet/bum tidy. Prices are in the
  pricing table reference.
@A9a@ - Senior boarders (8+) staying more than 5 nights get a free nail trim before they go home.
@NS7b@ - No-show fee for grooms: £20, charged to the card on file.
- Hand-stripping only at Riverside (Tomás is the only one who does it).
""")

root("project_sms_reminders.md", """
---
name: sms-reminders
description: Booking reminder texts: when they go, retries, opt-outs
type: project
---

@R2a@ PawBook sends booking reminders by SMS through Twilio (alphanumeric sender "Barkwell").

- Reminder goes the day before at 10:00 for boarding and daycare, two days before for grooms.
@V6a@ - `send_reminder_sms` retries up to 3 times (60 s backoff) before marking the reminder failed
- Failed reminders show in the front desk's "Comms problems" list in admin.
- STOP replies set `sms_opt_out` on the client; they still get emails.
- "Ready for pickup" texts are triggered from TrimSheet, not scheduled.
""")

root("project_deposits_stripe.md", """
---
name: deposits-and-payments
description: How deposits, invoices and saved cards work in PawBook
type: project
---

@V4a@ Boarding bookings take a £50 deposit through Stripe Checkout when the booking is confirmed.

@O5a@ - New grooming clients pay a £15 deposit when the booking is made.
- Deposits come off the final invoice at check-out.
@NS2a@ - Groom invoices never go out without the VAT line (we've been VAT registered since January 2026).
@NS8b@ - PawBook keeps each client's Stripe customer id so deposits and balances can go on a saved card.
- Stripe webhooks hit `/stripe/webhook/`; the handler is idempotent on the event id.
""")

root("project_email_migration.md", """
---
name: email-provider-move
description: Moving PawBook's outgoing email to a new provider (done)
type: project
---

# Email provider move (June 2026)

@S1b@ We moved PawBook's transactional email from SendGrid to Postmark on 10 June 2026, after two weeks
of shared-IP deliverability trouble (booking confirmations landing in Gmail spam). The old SendGrid
account was closed at the end of June.

- DNS: DKIM and return-path CNAMEs added on barkwell.co.uk; SPF updated.
- Templates were copied over by hand; the reminder email now uses the confirmation layout.
- Bounce webhooks go to `/comms/email-webhook/`.
""")

root("project_riverside_salon.md", """
---
name: riverside-salon
description: Riverside Salon, the grooming-only site run by Tomás
type: project
---

Riverside is our grooming-only salon on Quay Street, run by Tomás Reyes. No boarding, no daycare.

@O7a@ - Riverside has 3 grooming tables and one walk-in tub.
@N9a@ - Walk-in nail trims are welcome whenever a groomer is free.
@S4b@ - Online booking: live in PawBook since August 2026, so the salon is no longer phone-only.
- Card payments on its own Square terminal; cash still accepted.
- Parking: two bays out front, drop-off and pick-up only.
""")

root("project_holiday_peak_2026.md", """
---
name: christmas-2026-peak
description: Plans for the Christmas and New Year boarding peak
type: project
---

Christmas is our busiest boarding fortnight. Plan agreed with Dana in October:

- Peak bookings opened on 1 September and were full by early November; waitlist only now.
- Extra overnight cover: Kira and Sam alternate.
- No grooms at Eastfield 24–26 Dec; Riverside closed 24 Dec – 2 Jan.
- The peak cancellation rule is stricter than the normal one; the front desk has a printed copy.
- Agent tasks: no non-urgent PawBook releases from 18 Dec until 4 Jan.
""")

root("project_grooming_safety.md", """
---
name: grooming-safety
description: Safety rules on the grooming floor (dryers, tables, matted coats)
type: project
---

Rules Priya wrote up after the 2025 near-miss with a cage dryer. They apply at both sites and in the van.

@NS6a@ - Never leave a dog unattended on the grooming table, not even for a second; take it down or ask someone to hold.
@N7a@ - Cage dryers are never used on brachycephalic breeds (pugs, frenchies, bulldogs, shih tzus).
- Any cage dryer runs on a timer, 20 minutes max, with someone checking.
@F6a@ - Heavily matted coats get a shave-down, not a dematt; humane over pretty.
- Owners sign the matted-coat waiver before a shave-down (paper at Riverside, PawBook e-sign at Eastfield).
- Muzzle-trained dogs: note it on the groom card, don't improvise.
""")

root("project_kennel_cleaning.md", """
---
name: kennel-cleaning
description: Cleaning and disinfection routine for the kennel block
type: project
---

Daily clean of the Eastfield kennel block, written down in February and still the routine.

@A1b@ - Runs are mopped with 1 part Rescue to 16 parts water (roughly 62 ml per litre) and left wet for five minutes.
- Grooming tables and clippers: Rescue ready-to-use wipes (1:64 strength), between every dog.
- Suspected parvo: bleach at 1:32, 10 min contact, run closed for 48 h, tell Dana.
- Bowls go through the dishwasher at 70 °C, never the mop sink.
- Outside yard: hose down, then Rescue 1:16 through the foamer on Mondays and Thursdays.
""")

root("project_staffing_rota.md", """
---
name: staffing-rota
description: How the staff rota works across both sites
type: project
---

@F10a@ - At least one member of staff is on site at Eastfield overnight whenever there are boarders.
- The rota is built in PawBook admin → Rota and published by Thursday for the following week.
- Riverside: Tomás plus one groomer Tue–Sat; the bather is shared with Eastfield on Fridays.
- Daycare needs 1 handler per playgroup plus a floater.
- Holiday requests go to Dana, with 4 weeks' notice for peak dates.
""")

root("project_incident_double_booking.md", """
---
name: incident-double-booking
description: Easter 2026 double-booked run, what happened and the fix
type: project
---

# Incident: run 7 double-booked (Easter 2026)

Two families were confirmed into run 7 for 3–6 April. Caught at check-in; one dog went into a quiet
run and the family got a free night.

- Root cause: a race between two front-desk confirmations; the availability check didn't lock the run rows.
- Fix: `select_for_update()` on the run rows inside the confirm transaction (PR #412), plus an
  exclusion constraint on overlapping stays per run.
- Test: a threaded test that hits confirm twice against the real database.
- The front desk now sees a red banner if a run is ever over-allocated.
""")

root("project_backups.md", """
---
name: backups
description: What gets backed up, where, and how long it's kept
type: project
---

@F7a@ PawBook's Postgres is dumped nightly at 02:00 and uploaded to Backblaze B2.

@A7a@ - Bucket: `barkwell-backups` (B2, region eu-central-003)
- PawBook dumps are kept for 30 days (lifecycle rule on the `pawbook/` prefix).
- KennelBoard is covered by Litestream, see its overview; no separate dump.
- Groom photos live in PawBook's media storage (Hetzner Storage Box), backed up weekly with restic.
- A restore drill is done every quarter; the last one was in October.
""")

root("project_waitlist_feature.md", """
---
name: waitlist-feature
description: The boarding waitlist feature (shipped October 2026)
type: project
---

Shipped 6 October 2026 (PR #455). When a run frees up on a full date, PawBook offers it to the
waitlist instead of the front desk phoning round.

- Offers go by email to the first three clients on the list for those dates.
- First to confirm and pay the deposit gets the run; the others get a "sorry, gone" email.
- An unanswered offer lapses after 2 hours and moves down the list.
- Front desk can pin a client to the top (regulars, vets' referrals).
- Christmas 2026 is the first real test; 19 dogs on the list as of mid-November.
""")

root("project_customer_portal.md", """
---
name: customer-portal
description: The client-facing portal pages in PawBook and what clients can do there
type: project
---

- Clients can see upcoming bookings, upload vaccination records, update their dog's details and pay
  balances.
- They can't cancel inside the forfeit window themselves; the front desk does that and explains why.
- Dog profile edits (weight, feeding, meds) go into a "pending" state until the front desk approves.
- The portal is English only; Welsh was asked for once and parked.
- Accessibility pass done in May (contrast, focus rings, form labels).
""")

root("reference_infrastructure.md", """
---
name: infrastructure
description: Servers and hosted services: what runs where
type: reference
---

# Infrastructure (autumn 2026)

## PawBook
@D10b@ - PawBook prod: Hetzner CX32 `pb-prod-1` in Falkenstein (fsn1), Ubuntu 24.04
@V1a@ - On `pb-prod-1`, gunicorn serves PawBook on port 8000 and Caddy terminates TLS in front of it
- Postgres and Redis on the same box, bound to localhost only
- Media on a Hetzner Storage Box (BX11)
- Staging: `pb-stage-1` (CX22), same layout, refreshed weekly from an anonymised dump

## Office
- `front-nuc`: Intel NUC under the Eastfield front desk, Ubuntu 22.04, on the UPS
@F9a@ - Uptime Kuma on the NUC watches PawBook, KennelBoard and the Stripe webhook endpoint
@A6a@ - Uptime Kuma checks every 60 s
- Tailscale on every machine; SSH only over the tailnet

## Elsewhere
- KennelBoard: see its overview
- DNS: Cloudflare (barkwell.co.uk), proxied except the Stripe webhook host
""")

root("reference_on_call.md", """
---
name: on-call
description: Who to call when something breaks, by system and time of week
type: reference
---

# On-call

- PawBook, weekdays: Marek Lind
- PawBook, weekends: Marek Lind (Jun as backup)
- KennelBoard, weekdays: Marek Lind
@R6a@ - KennelBoard, weekends: Jun Park (number pinned in #oncall)
- TrimSheet: no on-call; groomers fall back to paper cards
@NS3a@ - Bites and injuries: escalate to Dana, not to the on-call dev.
- Building (alarm, power, water): Dana first, then the landlord's line in the contacts reference.
""")

root("reference_contacts.md", """
---
name: contacts
description: Phone numbers and contacts for vets, suppliers, landlord
type: reference
---

@R9a@ - Emergency vet for boarders (Eastfield): Brookside Vets on Station Road; their 24h line is
  01632 960411 and they have our licence number on file.
- Riverside grooming injuries: Kingsway Vets on Quay Street, 01632 960782 (daytime only)
- Dr Ellen Shah is our named vet for the boarding licence inspection
- Landlord (Eastfield, Mill Lane units): Harcourt Estates, 01632 960155
- Food supplier: Pets Wholesale Direct, account BW-2231, delivers Tuesdays
- Council licensing officer: ask Dana, the contact changed this year
""")

root("reference_env_vars.md", """
---
name: env-vars
description: Environment variables PawBook expects, with dummy values
type: reference
---

PawBook reads its settings from the environment (django-environ). Real values are in 1Password →
Infra → "pawbook prod env". Dummy example for orientation only:

```env
DJANGO_SETTINGS_MODULE=pawbook.settings.prod
DATABASE_URL=postgres://pawbook:changeme@localhost:5432/pawbook
CELERY_BROKER_URL=redis://localhost:6379/1
CACHE_URL=redis://localhost:6379/0
GUNICORN_BIND=0.0.0.0:8000
SENTRY_DSN=https://examplePublicKey@o0.ingest.sentry.io/0
POSTMARK_SERVER_TOKEN=00000000-0000-0000-0000-000000000000
STRIPE_SECRET_KEY=sk_test_xxx
SMS_FROM=Barkwell
```

- `DEBUG` is never set in prod.
- `ALLOWED_HOSTS` covers book., pay. and admin.barkwell.co.uk.
- Anything new goes into `.env.example` in the same PR.
""")

root("reference_runbook_deploy.md", """
---
name: deploy-runbook
description: Deploying PawBook: steps, checks, rollback
type: reference
---

@S5a@ Deploy PawBook with `fab deploy:prod` from the repo root on your laptop.

```bash
git checkout main && git pull
fab deploy:prod
fab logs:prod --tail 100
```

After a deploy:
- check Uptime Kuma is green for PawBook
- open the front desk view and the portal once
- post the commit range in #deploys

Rollback: redeploy the previous tag. Never roll back a migration without Marek.
""")

root("reference_pricing_table.md", """
---
name: pricing-table
description: Current price list for grooms, boarding and daycare
type: reference
---

# Prices (from the April 2026 review)

| Service | Price | Time booked |
|---|---|---|
| Puppy intro (under 6 months) | £25 | 45 min |
| Nail trim | £10 | 15 min |
@D3a@ | Full groom, small (under 10 kg) | £42 | 1h30 |
| Full groom, medium (10–25 kg) | £55 | 2h |
@V9a@ | Full groom, large (25–40 kg) | £68 | 2h30 |
| Full groom, XL (40 kg+) | £85 | 3h |
| Bath & tidy, large | £48 | 1h30 |

Boarding is £38/night per dog (£30 for a second dog sharing the run). The Suds Van adds £10 per groom.

@S10b@ Daycare punch cards were deprecated in May 2026; daycare is sold as a monthly membership now (details in PawBook admin).
""")

root("reference_opening_hours.md", """
---
name: opening-hours
description: Opening hours for each site and the van
type: reference
---

| Site | Hours | Days |
|---|---|---|
| Eastfield reception | 07:30–18:30 | Mon–Sat |
@O3a@ | Riverside Salon | 09:00–17:30 | Tue–Sat |
| Suds Van | 08:00–16:00 | Wed–Sun |

- Sundays: Eastfield is boarding-only with reception closed; Riverside is shut Sunday and Monday.
- Bank holidays: Eastfield boarding only, no grooms or daycare.
""")

root("reference_glossary.md", """
---
name: glossary
description: Words staff use that the agent might not know
type: reference
---

- **Run**: one boarding kennel unit at Eastfield.
- **Quiet run**: one of the end runs, away from the yard door, for nervous dogs.
- **Groom card**: the TrimSheet card for one groom: coat notes, blade, photos.
- **Bath & tidy**: bath, dry, nails, face/feet/bum tidy; no full clip.
- **Shave-down**: short all-over clip, usually because of matting.
- **Playgroup**: a daycare group that shares a yard slot.
- **Family booking**: dogs from one household sharing a run.
- **Vax**: a vaccination record.
- **The van**: the Suds Van, our mobile grooming unit.
- **Pupdate**: the evening photo email boarders' owners get.
""")

root("reference_repos.md", """
---
name: repos
description: Our GitHub repos, who looks after each and where the docs are
type: reference
---

All under the `barkwell` GitHub org; default branch is `main` everywhere.

- `pawbook`: Marek (Jun reviews the portal templates)
- `kennelboard`: Jun
- `trimsheet`: Jun, with Marek for anything touching the PawBook API
- `till-sync`: Marek; Greta files issues by email and Marek copies them over
- `ops-notes`: runbooks and checklists, mostly Dana and Marek

Dependabot runs weekly on every repo; its PRs are reviewed like any other PR.
""")

root("feedback_scope_creep.md", """
---
name: scope-discipline
description: Keep changes to what was asked; no drive-by refactors
type: feedback
---

Do what the task asks and nothing else in the same PR; note any other problems you spot at the end
of your reply instead of fixing them.

**Why:** a "small" bookings fix in May also renamed half the portal templates and took Marek an
afternoon to review.

**How to apply:** one concern per PR. If a refactor is needed first, propose it as its own PR and
wait for a yes.
""")

root("MEMORY.md", _memory_md())

# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

fact("2026-01-06", "09:12:44", "fact", "3a1f", ["team", "accounts"], 0.86,
     "Greta Vance does the bookkeeping two mornings a week (Tuesday and Thursday), working from home.")

fact("2026-01-08", "16:40:03", "fact", "b70c", ["front-desk", "gingr", "check-in"], 0.9,
     "@S3a@ Front desk checks boarders in through Gingr and prints the kennel cards from there.")

fact("2026-01-10", "12:48:03", "fact", "c4f8", ["pawbook", "hosting", "history"], 0.85,
     "@D10a@ In 2025 PawBook ran on a single DigitalOcean droplet in LON1.")

fact("2026-01-12", "11:05:19", "preference", "e21d", ["dana", "communication"], 0.93,
     "@A8b@ Dana likes brief answers without emoji.")

fact("2026-01-14", "14:22:51", "fact", "0c9e", ["daycare", "pricing"], 0.88,
     "@S10a@ Daycare is sold as 10-day punch cards (£230), valid for 6 months from purchase.")

fact("2026-01-20", "10:31:07", "fact", "6d4b", ["trimsheet", "history", "hardware"], 0.84,
     "@D4a@ In the 2025 beta, TrimSheet ran on two Android tablets (Galaxy Tab A8) at Eastfield only.")

fact("2026-01-27", "08:55:36", "fact", "91aa", ["boarding", "check-in"], 0.9,
     "@A2b@ Boarders arrive between 2pm and 5pm.")

fact("2026-02-03", "13:18:22", "fact", "4f02", ["pawbook", "email"], 0.87,
     "@S1a@ PawBook sends booking confirmations and reminder emails through SendGrid.")

fact("2026-02-06", "15:47:10", "fact", "c3e8", ["vaccination", "boarding", "daycare"], 0.89,
     "@F1b@ Titre tests are accepted in place of the DHPP booster, but not for lepto or kennel cough.")

fact("2026-02-09", "09:03:58", "preference", "7b15", ["dana", "pull-requests"], 0.82,
     "Dana wants PR descriptions to open with a one-line \"what changes for staff\" summary.")

fact("2026-02-11", "17:26:40", "fact", "d0b9", ["kennels", "team", "eastfield"], 0.9,
     "@S7a@ Hollis Brandt is Eastfield's kennel manager; boarding questions go to him first.")

fact("2026-02-17", "10:14:29", "fact", "25c7", ["pawbook", "python", "dependencies"], 0.85,
     "@R4b@ PawBook dependencies are managed with Poetry (`poetry install`, `poetry.lock` in the repo).")

fact("2026-02-24", "12:09:45", "fact", "8e63", ["riverside", "bookings"], 0.88,
     "@S4a@ Riverside only takes bookings over the phone; there's no online booking for the salon.")

fact("2026-02-27", "16:52:17", "fact", "f4d0", ["monitoring", "uptime-kuma", "nuc"], 0.86,
     "@O1b@ Uptime Kuma runs in Docker on the NUC and listens on port 3001.")

fact("2026-03-02", "09:37:02", "fact", "1b8e", ["pawbook", "ci"], 0.84,
     "@R1b@ PawBook's test pipeline runs on CircleCI; the config lives in `.circleci/config.yml`.")

fact("2026-03-05", "14:05:33", "fact", "a59c", ["daycare", "admissions"], 0.83,
     "@N4b@ Intact males are accepted in daycare once they pass the temperament assessment.")

fact("2026-03-09", "11:48:26", "fact", "62f1", ["till-sync", "python"], 0.87,
     "@O9b@ till-sync is pinned to Python 3.11.")

fact("2026-03-12", "15:11:54", "fact", "d87a", ["kennelboard", "history", "feeding"], 0.88,
     "@D1b@ Until KennelBoard went live in March, feeding and meds for boarders were tracked in a shared Google Sheet.")

fact("2026-03-16", "10:20:08", "fact", "3c4d", ["eastfield", "security"], 0.8,
     "The Eastfield alarm panel is a Texecom; the code is rotated every quarter and only Dana hands it out.")

fact("2026-03-19", "13:33:41", "preference", "90fe", ["pawbook", "testing", "marek"], 0.78,
     "@N8b@ Marek said PawBook unit tests should mock the ORM layer so the suite stays fast.")

fact("2026-03-26", "17:02:15", "fact", "e5b3", ["pawbook", "postgres", "pb-prod-1"], 0.86,
     "@V2b@ pb-prod-1 runs PostgreSQL 15.6 for the PawBook database.")

fact("2026-03-30", "08:44:50", "fact", "4a7e", ["monitoring", "uptime-kuma", "alerts"], 0.85,
     "@F9b@ Uptime Kuma alerts go to #ops in Slack and, after 3 failed checks in a row, to Marek's phone via Pushover.")

fact("2026-04-06", "12:27:13", "preference", "b2c6", ["git", "workflow"], 0.84,
     "@NS5b@ Force-pushing your own feature branch after a rebase is fine.")

fact("2026-04-09", "16:15:39", "fact", "07d3", ["vaccination", "kennel-cough", "boarding"], 0.88,
     "@V5b@ Kennel cough vaccination for boarders must be less than 6 months old on the arrival date.")

fact("2026-04-11", "07:41:26", "fact", "5b2e", ["pawbook", "backups", "security"], 0.87,
     "@F7b@ The nightly PawBook dump is encrypted with age before upload; the key lives in 1Password (Infra vault).")

fact("2026-04-15", "10:58:21", "fact", "5e19", ["pricing", "grooming", "history"], 0.9,
     "@D3b@ Before the April 2026 price review, a small full groom was £38.")

fact("2026-04-23", "14:40:02", "fact", "c81b", ["boarding", "feeding", "kitchen"], 0.83,
     "@N10b@ No raw food in boarding: the Eastfield kitchen doesn't handle raw meat.")

fact("2026-04-28", "09:19:47", "fact", "2d6a", ["pawbook", "sms"], 0.85,
     "@R2b@ SMS reminders for PawBook go out via MessageBird.")

fact("2026-04-30", "15:36:28", "fact", "f07e", ["pawbook", "portal", "vaccination"], 0.87,
     "@A4b@ Vaccination document uploads in the portal are limited to 8192 KB per file.")

fact("2026-05-05", "11:03:12", "fact", "8b4f", ["kennelboard", "node", "upgrade"], 0.9,
     "@S8b@ KennelBoard was upgraded from Node 18 to Node 22 in May; the node:18 image is no longer used for it.")

fact("2026-05-06", "13:51:09", "fact", "19e2", ["pricing", "grooming"], 0.84,
     "@V9b@ Large-dog full groom (25–40 kg) costs £72.")

fact("2026-05-09", "10:07:55", "preference", "6ac0", ["pawbook", "testing"], 0.82,
     "@F5b@ For template-only PawBook fixes, a rendered-HTML snapshot test is enough as the regression test.")

fact("2026-05-11", "16:29:31", "fact", "d53b", ["van", "equipment"], 0.8,
     "The Suds Van runs off a 5 kVA inverter generator and its water tank holds 200 litres.")

fact("2026-05-18", "12:45:00", "fact", "a4c3", ["pawbook", "celery"], 0.83,
     "@R8b@ PawBook's Celery broker is RabbitMQ (`amqp://` on localhost).")

fact("2026-05-20", "09:58:17", "fact", "3e97", ["daycare", "history", "hours"], 0.87,
     "@D8a@ Until May 2026, daycare drop-off at Eastfield started at 08:00.")

fact("2026-05-22", "14:14:48", "decision", "7f2a", ["kennelboard", "deploy"], 0.9,
     "@NS1a@ No KennelBoard deploys on Fridays after 15:00.")

fact("2026-05-27", "17:40:26", "decision", "e0c5", ["pawbook", "migrations", "prod"], 0.81,
     "@N1b@ Additive PawBook migrations (new tables, nullable columns) may be run on prod during opening hours.")

fact("2026-06-03", "11:22:39", "decision", "4b8d", ["customer-app", "roadmap"], 0.8,
     "@N6b@ We decided to build a React Native customer app on top of the TrimSheet codebase.")

fact("2026-06-05", "15:08:04", "decision", "c6f1", ["staffing", "overnight", "boarding"], 0.88,
     "@F10b@ When boarding is over 15 dogs, a second member of staff does the overnight shift at Eastfield.")

fact("2026-06-10", "10:36:52", "fact", "95d8", ["pawbook", "gunicorn", "caddy"], 0.84,
     "@V1b@ PawBook's gunicorn binds to port 8080 in the app container and Caddy reverse-proxies to it.")

fact("2026-06-16", "13:57:20", "fact", "2f6e", ["pawbook", "errors"], 0.83,
     "@R5b@ PawBook exceptions are reported to Rollbar (project `pawbook`).")

fact("2026-06-19", "09:25:13", "fact", "b8a4", ["monitoring", "uptime-kuma"], 0.86,
     "@A6b@ Uptime Kuma polls each monitor once a minute.")

fact("2026-06-22", "16:11:45", "fact", "0e3c", ["team", "grooming", "eastfield"], 0.9,
     "Priya Nair is the head groomer at Eastfield and trains every new bather.")

fact("2026-06-24", "12:03:58", "fact", "7d51", ["boarding", "deposit", "pawbook"], 0.85,
     "@V4b@ The deposit for a boarding booking is £30, charged by PawBook at confirmation.")

fact("2026-06-29", "14:48:07", "fact", "c2b9", ["grooming", "dryers", "safety"], 0.79,
     "@N7b@ Cage dryers can be used on flat-faced breeds as long as they're on low heat and checked every 5 minutes.")

fact("2026-07-06", "08:31:22", "fact", "5a0d", ["front-desk", "rota", "eastfield"], 0.88,
     "@D5b@ Kira Osei does the Saturday front desk shift at Eastfield.")

fact("2026-07-09", "11:16:40", "fact", "e9f3", ["pawbook", "stripe", "webhooks"], 0.9,
     "@O4a@ Stripe retries a failed webhook delivery for up to 3 days, so the PawBook handler has to be idempotent.")

fact("2026-07-17", "15:42:11", "fact", "318c", ["pawbook", "invoices", "trimsheet"], 0.87,
     "@NS2b@ PawBook issues the groom invoice automatically when the groomer marks the card done in TrimSheet.")

fact("2026-07-20", "10:09:36", "fact", "a7e0", ["pawbook", "deploy"], 0.91,
     "@S5b@ The Fabric deploy script is retired; PawBook has shipped with Kamal (`kamal deploy`) since July.")

fact("2026-07-22", "13:24:05", "preference", "4c9b", ["marek", "editor"], 0.8,
     "@R10b@ Marek's editor is VS Code; he keeps the shared `.vscode/settings.json` in the PawBook repo up to date.")

fact("2026-07-29", "16:37:48", "fact", "d1e6", ["pawbook", "sms", "celery"], 0.84,
     "@V6b@ PawBook's reminder SMS task is retried 5 times before it gives up and flags the booking.")

fact("2026-08-04", "09:50:27", "fact", "8f37", ["daycare", "playgroups", "eastfield"], 0.83,
     "@V7b@ Daycare playgroups at Eastfield can take up to 14 dogs.")

fact("2026-08-07", "14:02:59", "fact", "26ba", ["trimsheet", "hardware"], 0.9,
     "@D4b@ TrimSheet runs on the groomers' iPads, one per table.")

fact("2026-08-14", "11:28:14", "fact", "f5c2", ["boarding", "admissions"], 0.86,
     "@NS4b@ Females in season can still board at Eastfield; they get an end run and solo walks.")

fact("2026-08-25", "15:19:50", "fact", "6b03", ["kennelboard", "litestream", "backups"], 0.82,
     "@V8b@ KennelBoard's Litestream retention is set to 7 days so a full week of feeding logs can be restored.")

fact("2026-08-28", "17:55:31", "fact", "0a8d", ["vets", "boarding", "emergency"], 0.85,
     "@R9b@ Out-of-hours emergencies for Eastfield boarders go to Hillcrest Animal Hospital.")

fact("2026-08-31", "10:44:18", "fact", "93c7", ["eastfield", "security", "cctv"], 0.8,
     "The kennel block has 6 CCTV cameras; footage is kept for 30 days on the NVR in the office.")

fact("2026-09-02", "12:13:46", "fact", "4e2f", ["grooming", "eastfield", "history"], 0.87,
     "@D9a@ While the tub room was refitted in August 2026, Eastfield took at most 8 grooms a day.")

fact("2026-09-04", "09:06:02", "fact", "b1d4", ["boarding", "capacity", "history"], 0.86,
     "@D2a@ During the 2026 summer peak we opened the 4 overflow runs in the old barn, so July and August ran at 28 runs.")

fact("2026-09-07", "18:12:40", "fact", "ab31", ["on-call", "weekends"], 0.86,
     "@NS3b@ The on-call dev is the first call for anything PawBook or KennelBoard related at weekends.")

fact("2026-09-08", "16:20:33", "fact", "7c6e", ["trimsheet", "git"], 0.81,
     "@N2b@ TrimSheet pull requests are always squash-merged.")

fact("2026-09-15", "13:47:25", "decision", "e48a", ["sms", "marketing"], 0.8,
     "@N3b@ Decided to send a monthly promo SMS to clients who ticked the marketing box.")

fact("2026-09-22", "11:35:09", "fact", "29f0", ["till-sync", "pb-prod-1", "nuc"], 0.89,
     "@S6b@ till-sync no longer runs on the NUC; since September it's a systemd timer on pb-prod-1.")

fact("2026-09-29", "15:58:44", "fact", "c0a7", ["grooming", "eastfield", "equipment"], 0.88,
     "@O7b@ Eastfield has 4 grooming tables and 2 tubs.")

fact("2026-10-02", "10:27:16", "fact", "5d8c", ["kennels", "team", "eastfield"], 0.92,
     "@S7b@ Hollis stepped down as kennel manager at the end of September; Mina Kowalczyk runs the kennels now.")

fact("2026-10-06", "14:31:57", "fact", "a0e4", ["riverside", "grooming"], 0.84,
     "@N9b@ Riverside doesn't take walk-ins of any kind, not even nail trims.")

fact("2026-10-14", "12:52:08", "decision", "f1e9", ["boarding", "christmas", "cancellations"], 0.9,
     "@F3b@ Over Christmas (20 Dec – 3 Jan) boarding cancellations need 7 days' notice to keep the deposit.")

fact("2026-10-20", "17:08:23", "fact", "3f7b", ["till-sync", "square"], 0.85,
     "@O4b@ till-sync retries the Square API call 5 times before it gives up and emails Greta.")

fact("2026-10-27", "10:18:41", "fact", "d6c1", ["trimsheet", "sync"], 0.86,
     "@A10b@ TrimSheet pulls groom cards from PawBook every quarter of an hour.")

fact("2026-10-30", "15:24:06", "fact", "7e4d", ["daycare", "puppies"], 0.8,
     "The daycare puppy room is heated to 22 °C.")

fact("2026-11-03", "08:47:52", "fact", "b39a", ["kennels", "eastfield", "temperature"], 0.85,
     "@A5b@ Eastfield kennel thermostat range: 64–70 °F.")

fact("2026-11-10", "13:06:19", "fact", "1c58", ["grooming", "crates"], 0.84,
     "@NS6b@ Dogs wait unattended in the crate bank between the bath and the finish.")

fact("2026-11-12", "11:39:35", "decision", "94b7", ["customer-app", "roadmap"], 0.83,
     "@N6a@ Decided not to build a native customer app; the PawBook portal stays mobile-web only\nand the money goes into the waitlist and rota work instead.")

fact("2026-11-18", "16:02:47", "fact", "e7a2", ["christmas", "boarding", "waitlist"], 0.88,
     "Christmas boarding for 2026 is fully booked, with 19 dogs on the waitlist.")

# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

auto("front-desk-faq.md", """
---
title: Front desk FAQ (Eastfield)
created: 2026-10-21
tags: [front-desk, eastfield, faq]
---

# Front desk FAQ — Eastfield

The questions Aisha and Kira get asked most, with the answer we give.

### What time is reception open?
@O3b@ Eastfield reception is open 07:30–18:30, Monday to Saturday.

### When do boarders have to be collected?
@V3b@ Noon on the departure day; after 12:00 we add a half-day daycare charge.

### Do you take the paper vaccination card?
@S9b@ Not any more. We stopped accepting paper vaccination cards in October: the vet has to
email the record to vax@barkwell.co.uk, or the owner uploads the vet's PDF in the portal.

### What if I'm late collecting from daycare?
@O10a@ Daycare late pick-up after 18:30 is charged at £15 per 30 minutes.

### Will you remind me when my dog's jabs run out?
@NS9b@ Yes, the front desk emails a vaccination-expiry reminder two weeks before the date.

### Can I just pop in for a nail trim?
At Eastfield, yes: the walk-in nail clinic runs on Saturdays 10:00–12:00.

### Can I drop off early?
Daycare from 07:30; boarding arrivals only inside the check-in window.
""")

auto("daycare-playgroups.md", """
---
title: Daycare playgroups, how we run them
created: 2026-06-12
tags: [daycare, eastfield, playgroups]
---

Notes from Dana's walkthrough with the two new handlers.

## Groups
- Three groups: small & senior, medium, large/boisterous. Dogs are assessed into one on their trial day.
@V7a@ - Max 10 dogs per playgroup, whatever the size mix.
- Each group gets its own yard slot; big yard 09:00–11:00 and 14:00–16:00.
- Nap time 12:00–13:30 in the crates, lights down, radio on.

## Who can come
@N4a@ - Intact males over 7 months are not allowed in daycare.
@NS4a@ - No dogs in season in daycare.
- Puppies from 16 weeks once their vaccination course is complete, after a half-day trial.

## Times
@D8b@ - Drop-off opens at 07:30; pick-up by 18:30.
- Trial days are Tuesdays and Wednesdays only.
""")

auto("trimsheet-photo-sync.md", """
---
title: TrimSheet photo sync notes
created: 2026-07-03
tags: [trimsheet, photos, pawbook-api]
---

Debugging notes from when Riverside's before/after photos weren't showing up in the portal.

- Photos go to PawBook's `/api/groom-photos/` endpoint, one request per photo.
@V10b@ - TrimSheet photo uploads are limited to 10 MB per image; bigger ones get a 413 from the API.
- Root cause of the July bug: HEIC photos weren't being converted; they're converted to JPEG on the device now.
- Caddy's request body limit on pb-prod-1 is 25 MB, so it wasn't Caddy.
- Vax PDFs use a different endpoint with its own limit.
""")

auto("kennelboard-deploy.md", """
---
title: KennelBoard deploys
created: 2026-05-29
tags: [kennelboard, deploy]
---

@R3b@ KennelBoard is deployed to Railway from the `main` branch; merging a PR kicks off the build.

@NS1b@ - Deploys usually go out on Friday mornings, before the weekend rush, so Jun can watch them.
- DB migrations (drizzle) run at boot and are additive only.
- If the kennel-block TV shows the old version, hard-refresh it (the service worker caches).
- Health check: `/healthz` returns the Litestream replication lag in seconds.
""")

auto("weekend-cover.md", """
---
title: Weekend cover, who does what
created: 2026-09-06
tags: [on-call, weekends, kennelboard, pawbook]
---

@R6b@ Marek holds the KennelBoard pager on Saturdays and Sundays.

- Jun is backup for PawBook at weekends; he keeps his phone on between 09:00 and 21:00.
- Floor problems at the weekend go to the shift lead, who rings Dana if a dog is hurt or has bitten someone.
- Riverside is shut on Sundays, so weekend cover there is Saturday only.
- Sunday check-outs at Eastfield are by appointment; whoever is on the kennel shift does them.
""")

auto("pawbook-contributing.md", """
---
title: Contributing to PawBook
created: 2026-04-18
tags: [pawbook, git, contributing]
---

# Contributing to PawBook

## Branches and merging
@R7b@ We rebase-and-merge PawBook PRs so every commit lands on `main` as-is; keep your commits tidy.
- Branch names: `<initials>/<topic>`.

## Commit messages
@F4b@ Scope is the Django app name, e.g. `fix(bookings): ...`, `feat(portal): ...`, `chore(comms): ...`.

## Tests
@D7a@ The full PawBook suite runs in about 4 minutes locally; keep it that way.
- `pytest -n auto` for the parallel run; `-k` while iterating.
- Factories live in `tests/factories.py`; don't build objects by hand in tests.
""")

auto("trimsheet-release-process.md", """
---
title: TrimSheet release process
created: 2026-08-21
tags: [trimsheet, release, eas]
---

1. Merge to main once CI is green.
2. `eas build --platform ios --profile production`
3. `eas submit` to the App Store Connect team account, internal distribution only.
4. Update the iPads via the MDM at close of day, never mid-session.

@N2a@ Don't squash TrimSheet PRs; the EAS build number is derived from the commit count on main.

@O2a@ TrimSheet crash reports go to Bugsnag (project `trimsheet-ios`), not to the PawBook error tracker.
""")

auto("agent-notes-misc.md", """
---
title: Agent scratch notes
created: 2026-09-30
tags: [agent, misc]
---

Odds and ends the agent picked up that don't fit anywhere else.

@N5b@ - Typo and copy fixes can go straight to main without a PR; Dana is fine with that.
@NS10b@ - The agent can use the Stripe test keys in `.env.local` for checkout work.
- KennelBoard's TV view is a separate route, `/board`, with no auth on the kennel VLAN.
- `manage.py seed_demo` creates two sites, 30 dogs and a week of bookings for local dev.
- PawBook admin search on dog name has been case-insensitive since PR #388.
""")

auto("till-sync-readme.md", """
---
title: till-sync README (copied from the repo)
created: 2026-01-19
tags: [till-sync, square, accounts]
---

# till-sync

@S2a@ till-sync pushes the day's Square takings into QuickBooks Online as one sales receipt per site.
@O8b@ It runs every night at 23:30, once both tills are cashed up.

## Config

```toml
[square]
locations = ["EASTFIELD", "RIVERSIDE"]
timezone = "Europe/London"

[report]
to = "greta@barkwell.co.uk"
```

## Failure modes
- Square token expired: email to Greta, nothing posted.
- A till not closed: that site is skipped and named in the email.
""")

auto("bookkeeping-notes.md", """
---
title: Bookkeeping notes (Greta)
created: 2026-03-04
tags: [accounts, greta, vat]
---

@S2b@ Greta switched our accounting from QuickBooks Online to Xero in February, and till-sync was repointed at the Xero API the same week.

- VAT returns are quarterly under MTD; Greta files them.
- Payroll is in BrightPay, run on the 25th.
- Stripe payouts are reconciled against the deposit lines weekly.
- The van's takings are tracked as their own tracking category.
""")

auto("gingr-sunset.md", """
---
title: Gingr sunset
created: 2026-04-03
tags: [gingr, migration, pawbook]
---

@S3b@ Gingr went read-only on 1 April 2026 and the subscription ends on 31 May; all check-ins happen in PawBook now.

- Exported: clients, dogs, vaccination dates, two years of stays (CSV).
- Not exported: photos, staff notes older than 2024.
- Kennel card template redone for the switch: bigger photo, meds in red.
""")

auto("team.md", """
---
title: Team, who's who
created: 2026-07-08
tags: [team, people]
---

- Dana Okafor: owner, runs everything.
- Priya Nair: head groomer, Eastfield.
- Tomás Reyes: runs Riverside.
- Aisha Bello: front desk lead (weekdays).
@D5a@ - Aisha covered the Saturday front desk from January to June.
- Greta Vance: bookkeeper, part-time.
- Marek Lind: contract developer.
- Jun Park: part-time developer since April.
""")

auto("kennel-daily-routine.md", """
---
title: Kennel block daily routine
created: 2026-07-02
tags: [kennels, eastfield, routine]
---

## Morning
- 07:00 first check, let-outs, pick up overnight bowls.
- Breakfast as per KennelBoard.

## Midday
@F2b@ - Puppies and toy breeds on three meals get an extra 12:30 lunch feed.
- Quiet hour 13:00–14:00 before arrivals start.

## Night
@D6a@ - Overnight checks at 22:00, 01:00 and 04:00, ticked off in KennelBoard.

## Environment
@A5a@ - The kennel block is kept between 18 and 21 °C; the heaters are on the thermostat by the door.
""")

auto("fire-alarm-upgrade.md", """
---
title: Fire alarm upgrade (June 2026)
created: 2026-06-30
tags: [eastfield, safety, kennels]
---

@D6b@ Until the June fire-alarm upgrade, overnight kennel checks were done at 23:00 and 05:00 only.

- The new panel has heat detectors in every block and a dialler to Dana's and the sleepover phone.
- The licence inspector asked for an extra check in the small hours once the panel was in.
- Evacuation drill: every quarter, leads on hooks by each door.
""")

auto("pawbook-test-speed.md", """
---
title: PawBook test speed
created: 2026-04-02
tags: [pawbook, testing, performance]
---

@D7b@ Back in February the PawBook test suite took 11 minutes, mostly because factory_boy was building whole object graphs.

What fixed it:
- `SubFactory` only where the test needs it; `build()` instead of `create()` for pure logic.
- pytest-xdist.
- One shared site fixture instead of one per test.
""")

auto("cleaning-sop.md", """
---
title: Cleaning SOP (all sites)
created: 2026-02-16
tags: [cleaning, kennels, grooming]
---

@A1a@ - Kennel runs: Rescue concentrate at 1:16, 5 minutes wet contact.
- Riverside tubs: F10SC at 1:250 after each dog.
- Van: Rescue RTU wipes; tub rinsed with F10SC at 1:250 at the end of the day.
- Towels: 60 °C wash, tumble dry, never shared between a known-sick dog and anyone else.
- Clipper blades: Blade Wash dip, then oil.
""")

auto("pawbook-security.md", """
---
title: PawBook security notes
created: 2026-05-14
tags: [pawbook, security, auth]
---

@A3b@ - Idle staff sessions are logged out after half an hour (`SESSION_COOKIE_AGE = 1800` with `SESSION_SAVE_EVERY_REQUEST`).
- Client portal sessions: 14 days.
- Staff admin requires TOTP; recovery codes are printed and kept in the office safe.
- Rate limit on magic-link requests: 5 per hour per email address.
- CSP is strict except for Stripe's checkout domain.
""")

auto("restore-drill.md", """
---
title: Quarterly restore drill
created: 2026-10-15
tags: [backups, drill, pawbook]
---

@A7b@ Backups live in the barkwell-backups B2 bucket in the EU Central region; the drill
pulls last night's PawBook dump from there onto pb-stage-1.

October drill:
- Restore took 6 minutes; row counts matched prod for bookings, dogs and invoices.
- Media restore (restic) spot-checked on 20 random groom photos.
- KennelBoard restore done separately by Jun from Litestream; fine.
""")

auto("boarding-extras.md", """
---
title: Boarding extras
created: 2026-05-03
tags: [boarding, pricing, extras]
---

@A9b@ - Dogs aged 8 or over on a stay of 6+ nights get a complimentary nail clip.
- Bath before going home: £20 small, £28 large, booked as an add-on.
- Extra walk: £6.
- Pupdate photo email every evening: free.
- Birthday cake (dog-safe, from the bakery on Mill Lane): £8.
""")

auto("no-show-policy.md", """
---
title: No-show policy
created: 2026-03-20
tags: [grooming, policy, front-desk]
---

@NS7a@ We never charge the no-show fee to first-time clients; the first miss gets a warning and a call from the front desk.

- Second no-show: the fee is charged and the client needs a deposit for future grooms.
- Boarding no-shows: the deposit is kept, same as a late cancellation.
- Van no-shows: the driveway wait is 15 minutes, then the groomer moves on.
""")

auto("vax-reminders.md", """
---
title: Vaccination reminders
created: 2026-08-18
tags: [vaccination, comms, front-desk]
---

@F8b@ Vaccination reminder emails go from hello@ but with reply-to set to vax@barkwell.co.uk, so the answers land with the front desk.

- PawBook's nightly expiry scan builds the list; the front desk sends them from the "Vax due" screen.
- Dogs with a stay booked get a second nudge a week before arrival.
- Grooming-only clients are skipped.
""")

auto("groomer-handbook.md", """
---
title: Groomer handbook (excerpt)
created: 2026-02-20
tags: [grooming, handbook, training]
---

## Coat condition

@F6b@ Light matting behind the ears or in the armpits can be brushed out if it takes under
10 minutes and the dog is happy; anything more than that is a shave-down, no debate.

## Blades
- #7F for a shave-down, #4F for a short summer clip, #10 for the sanitary area.
- Check blade heat on your wrist every few minutes.

## Drying
- Cage dryers run on the timer, 20 minutes max.
- Hand-dry the face and ears with the low-speed dryer.
""")

auto("riverside-salon-faq.md", """
---
title: Riverside salon FAQ
created: 2026-09-12
tags: [riverside, faq, grooming]
---

### What if I'm late picking up?
@O10b@ Groomed dogs collected late from Riverside are charged £10 per 15 minutes after the agreed pick-up time.

### Do you hand-strip?
Yes, Tomás does hand-stripping; it needs a double slot.

### Where do I park?
Two bays out front for drop-off and pick-up.

### Can I stay with my dog?
Not during the groom; dogs settle better without owners watching.
""")

auto("suds-van.md", """
---
title: Suds Van, how the mobile grooming works
created: 2026-06-08
tags: [van, grooming, mobile]
---

The van launched on 2 June 2026. One groomer on a rotation; it goes to clients' driveways within
8 miles of Eastfield.

- Hours are in the opening hours reference; max 6 dogs a day.
@O5b@ - Van bookings need a £25 deposit, non-refundable inside 24 h.
- Needs no hook-up: generator on board.
- Small and medium dogs only for now (no XL).
""")

# ---- auto notes that belong to no labelled pair (noise and distractors) ----

auto("stripe-webhooks.md", """
---
title: Stripe webhooks in PawBook
created: 2026-07-10
tags: [pawbook, stripe, payments]
---

# Stripe webhooks

Endpoint: `https://pay.barkwell.co.uk/stripe/webhook/` (not proxied through Cloudflare).

Events we handle:
- `checkout.session.completed`: mark the deposit paid and confirm the booking
- `payment_intent.payment_failed`: flag it in the front desk "Payments" list
- `charge.refunded`: write a refund line on the invoice
- `customer.updated`: sync the default card

Everything else is logged and ignored. The handler stores `event.id` in `StripeEvent` and returns
early if it has seen it before.

Local testing with the test keys:

```sh
stripe listen --forward-to localhost:8000/stripe/webhook/
```
""")

auto("litestream-notes.md", """
---
title: Litestream restore cheatsheet
created: 2026-05-15
tags: [kennelboard, litestream, backups]
---

How to get KennelBoard's SQLite back if its disk dies.

```sh
litestream restore -o /data/kennelboard.db s3://barkwell-backups/kennelboard/db
```

- Credentials: the B2 app key "kennelboard-litestream" (1Password → Infra).
- `sync-interval` is 1s, so we lose at most a second or so of ticks.
- Test a restore on a laptop before trusting it; the June drill took 4 minutes end to end.
- PawBook doesn't use Litestream at all, it's nightly dumps there.
""")

auto("uptime-kuma.md", """
---
title: Uptime Kuma monitors
created: 2026-03-31
tags: [monitoring, uptime-kuma, nuc]
---

Monitors configured on the NUC instance:

| Monitor | Type | Target |
|---|---|---|
| PawBook portal | HTTP(s) keyword | https://book.barkwell.co.uk/health/ |
| PawBook admin | HTTP(s) | https://book.barkwell.co.uk/admin/login/ |
| KennelBoard | HTTP(s) JSON | /healthz |
| Stripe webhook host | TCP | pay.barkwell.co.uk:443 |
| Kennel-block TV | Ping | 192.168.20.41 |

- Certificate expiry warnings 14 days out.
- Status page for staff at status.barkwell.co.uk (nothing client-facing).
""")

auto("christmas-2026-prep.md", """
---
title: Christmas 2026 prep checklist
created: 2026-11-12
tags: [christmas, boarding, peak]
---

- [x] Peak pricing live in PawBook (20 Dec – 3 Jan)
- [x] Waitlist switched on for every peak date
- [ ] Print the peak cancellation rule for the front desk
- [ ] Order extra Rescue concentrate and bin bags (double the usual)
- [ ] Confirm the overnight cover rota with Kira and Sam
- [ ] No non-urgent releases from 18 Dec
- [ ] Check every peak booking's vaccination dates against the stay; chase owners by 1 Dec
""")

auto("new-starter-checklist.md", """
---
title: New starter checklist (floor staff)
created: 2026-04-22
tags: [staff, onboarding]
---

Week one for a new bather, handler or kennel assistant:

- Read the grooming safety rules and sign the sheet.
- Shadow a playgroup for two full days before handling one.
- PawBook staff account + 2FA set up by Aisha.
- KennelBoard login from Jun; show them how to tick meds.
- First aid for dogs: booked on the next course (Brookside run one every quarter).
- Uniform: two polos, one fleece; steel toe caps not needed.
""")

auto("dog-intake-form.md", """
---
title: New dog intake form fields
created: 2026-02-12
tags: [pawbook, intake, front-desk]
---

Fields on the new-dog form in PawBook:

- Name, breed, date of birth, sex, neutered (Y/N)
- Weight in kg; this picks the groom size band (small under 10, medium 10–25, large 25–40, XL 40+)
- Own vet practice and phone
- Emergency contact (not the owner)
- Feeding: food brand, grams per meal, meals per day
- Meds: name, dose, times
- Behaviour notes, muzzle-trained (Y/N)
- Photo consent for social media (default: no)
""")

auto("parvo-protocol.md", """
---
title: Suspected parvo protocol
created: 2026-03-08
tags: [kennels, health, cleaning]
---

If a boarder or daycare dog has bloody diarrhoea or vomiting with lethargy:

1. Move it to the isolation run straight away; gloves and shoe covers on.
2. Call the owner and Dana straight away.
3. Bleach 1:32 on everything it touched, 10 minutes contact.
4. The run stays closed for 48 h and gets a second bleach clean before reuse.
5. Log it in KennelBoard as an incident so the licence record is complete.
""")

auto("ipad-setup.md", """
---
title: Grooming iPad setup
created: 2026-08-10
tags: [ipad, mdm, grooming]
---

- Enrolled in the MDM under "Grooming tables"; Guided Access locks them to the groom-card app.
- Auto-lock 5 minutes, brightness fixed at 70%.
- Wi-Fi: the grooming VLAN only; no guest network.
- Cases: the chunky rubber ones; screen protectors replaced when they cloud over.
- Spare iPad lives in the office drawer, charged, already enrolled.
""")

auto("square-pos.md", """
---
title: Square POS setup
created: 2026-06-15
tags: [square, payments, sites]
---

- Eastfield: Square Register at reception plus a Square Reader in the grooming room.
- Riverside: one Square Terminal.
- Van: a Square Reader on the van phone; its own location since June.
- Tills are closed by the last person out; till-sync depends on it.
- Tips go to a separate "Tips" item so Greta can split them.
""")

auto("wifi-and-network.md", """
---
title: Wi-Fi and network at Eastfield
created: 2026-03-23
tags: [network, eastfield, unifi]
---

UniFi gear, managed from the NUC's controller.

| VLAN | Name | What's on it |
|---|---|---|
| 10 | office | NUC, front desk PCs, label printer |
| 20 | kennel | kennel-block TV, the two care-board tablets |
| 30 | grooming | grooming iPads |
| 40 | guest | clients' phones, 2 h sessions |

- Fibre is 500/75; the 4G failover router kicks in after 60 seconds down.
""")

auto("dev-env-setup.md", """
---
title: PawBook local dev setup
created: 2026-04-20
tags: [pawbook, dev, setup]
---

You need Docker and Python 3.12.

```sh
git clone git@github.com:barkwell/pawbook.git
cd pawbook
uv sync
cp .env.example .env.local
docker compose up -d db redis
uv run python manage.py migrate
uv run python manage.py seed_demo
uv run python manage.py runserver 8000
```

- Log in with the seeded `admin@example.com`; the password is printed by `seed_demo`.
- Stripe test keys go in `.env.local` (ask Marek for the test account invite).
""")

auto("kennelboard-schema.md", """
---
title: KennelBoard schema
created: 2026-04-25
tags: [kennelboard, database, schema]
---

Tables (drizzle):
- `dogs`: mirror of the PawBook dog id, name, photo url, run number
- `stays`: dog, run, arrival, departure
- `tasks`: stay, kind (feed / meds / walk / check), due_at
- `ticks`: task, staff initials, done_at, note
- `meds`: stay, name, dose, times

The dogs and stays tables are overwritten on every PawBook pull; tasks and ticks are KennelBoard's own.
""")

auto("pawbook-celery-tasks.md", """
---
title: PawBook scheduled tasks
created: 2026-06-26
tags: [pawbook, celery, scheduling]
---

| Task | Schedule | What it does |
|---|---|---|
| `send_reminder_sms` | daily 10:00 | texts tomorrow's boarders/daycare and grooms due in 2 days |
| `vax_expiry_scan` | daily 06:00 | builds the "Vax due" list |
| `release_unpaid_holds` | every 15 min | frees runs held without a paid deposit |
| `nightly_invoice_batch` | daily 21:00 | emails the day's invoices |
| `waitlist_offer_expiry` | every 5 min | lapses unanswered waitlist offers |

An unpaid hold is released after 2 hours.
""")

auto("meeting-2026-03-ops.md", """
---
title: Ops meeting, 11 March 2026
created: 2026-03-11
tags: [meeting, ops]
---

Present: Dana, Priya, Tomás, Hollis, Marek.

- KennelBoard pilot: staff like it, but the font on the tablets is too small. Jun to bump it.
- Easter is nearly full for boarding.
- New bather starts 23 March, Eastfield.
- Riverside parking: the landlord's agreed the two front bays are ours after 09:00.
- Actions: Marek to look at the booking confirm race (this became the Easter incident), Priya to
  redo the blade chart.
""")

auto("meeting-2026-09-ops.md", """
---
title: Ops meeting, 16 September 2026
created: 2026-09-16
tags: [meeting, ops]
---

Present: Dana, Priya, Tomás, Mina, Marek, Jun.

- Christmas: opening peak bookings went fine; front desk wants the waitlist before November.
- Van: steady at six a day Wed–Sun; Dana wants a second van priced up for spring.
- Reviews: mostly great; two complaints about the queue at evening pick-up.
- New beds for the large runs ordered (raised, chew-proof).
- Jun to add a "photo consent" toggle to the groom card.
""")

auto("incident-2026-07-stripe-live-charge.md", """
---
title: Incident, live Stripe test charge (9 July 2026)
created: 2026-07-10
tags: [incident, stripe, payments]
---

A £1 charge meant for the test account went through the live Stripe account from a laptop with the
wrong `.env` loaded. Refunded the same day; the client was a staff member's own account.

- Live keys removed from every laptop.
- `.env.local` now refuses to load if the Stripe key starts with `sk_live_`.
- Agent rule added (see the secrets feedback memory).
""")

auto("supplier-list.md", """
---
title: Suppliers
created: 2026-02-02
tags: [suppliers, ordering]
---

- Food (kibble for daycare lunches, treats): Pets Wholesale Direct, delivers Tuesdays, order by Friday.
- Shampoos and conditioners: Groomers' Warehouse, 3-day lead time.
- Rescue concentrate (4 L) and RTU wipes: Pets Wholesale Direct.
- F10SC for Riverside and the van: direct from the distributor, 2 L bottles.
- Blades and sharpening: the sharpening service collects the first Monday of the month.
""")

auto("reviews-and-feedback.md", """
---
title: Reviews and client feedback
created: 2026-10-25
tags: [reviews, clients]
---

- Google rating: Eastfield 4.8 (212 reviews), Riverside 4.9 (96 reviews).
- Most praised: the Pupdate emails, Priya's puppy intros, Tomás's hand-stripping.
- Most common complaint: the queue at evening pick-up between 17:00 and 17:30.
- Reply to every review within 48 h; Dana writes the replies herself.
""")

auto("handling-reactive-dogs.md", """
---
title: Handling reactive dogs
created: 2026-05-26
tags: [behaviour, safety, handling]
---

- A red tag on the collar means reactive; it's also flagged on the groom card and in KennelBoard.
- Reactive dogs come in through the side door, not the reception.
- Muzzle only if the owner says the dog is muzzle-trained; otherwise stop and call the owner.
- Never two reactive dogs in the yard at once, even on leads.
""")

auto("grooming-products.md", """
---
title: Grooming products and dilutions
created: 2026-03-27
tags: [grooming, products]
---

- Everyday shampoo: oatmeal, diluted 1:10.
- Whitening shampoo: 1:8, only on white coats, 3 minutes max.
- Conditioner: 1:12.
- De-shedding treatment: neat, on double coats only.
- Ear cleaner: neat, on cotton pads, never cotton buds.
""")

auto("kennelboard-feeding-chart.md", """
---
title: Setting up a feeding plan in KennelBoard
created: 2026-04-14
tags: [kennelboard, feeding, how-to]
---

1. Open the stay and go to the Feeding tab.
2. Pick 1, 2 or 3 meals a day; the times come from the site defaults.
3. Amounts in grams (cups are converted using the food's density if it's in the list).
4. Tick "owner's food" or "house food"; house food is charged per day.
5. Special instructions go in the note field, which shows in red on the board.
""")

auto("pricing-review-2026.md", """
---
title: April 2026 price review
created: 2026-04-01
tags: [pricing, review]
---

Agreed with Dana and Greta, live from 6 April 2026:

- Grooms up roughly 10% across the board.
- Boarding £35 → £38 a night.
- Nail trim stays at £10.
- Puppy intro £22 → £25.
- Van surcharge introduced at £10 (the van launches in June).
""")

auto("licence-inspection-2026.md", """
---
title: Boarding licence inspection, May 2026
created: 2026-05-19
tags: [licence, council, eastfield]
---

Council inspection for the animal boarding + daycare licence, 14 May 2026.

- Outcome: 4 stars (up from 3), valid for two years.
- The licence allows up to 30 dogs boarding at once (dogs from one family sharing a run count separately).
- Asked for: written isolation procedure (done, see parvo protocol), a second overnight check in the
  small hours, and a named vet on the paperwork.
- Next inspection due spring 2028.
""")

auto("daycare-trial-day.md", """
---
title: Daycare trial day
created: 2026-03-18
tags: [daycare, assessment]
---

Every new daycare dog does a half-day trial before it can book full days.

- Trials run Tuesdays and Wednesdays, 09:00–13:00.
- Half-day trial costs £18, paid on the day.
- The handler fills in the assessment on the PawBook dog record: group (small & senior / medium /
  large), play style, triggers.
- Fail = a kind phone call, no second trial for 3 months.
""")

auto("kennelboard-tv-board.md", """
---
title: KennelBoard TV board layout
created: 2026-05-07
tags: [kennelboard, tv, ui]
---

What's on the big TV in the kennel block:

- One tile per run: dog photo, name, red dot if meds are due within the hour.
- Overdue tasks flash after 30 minutes.
- The board refreshes every 30 seconds; no interaction (ticking happens on the tablets).
- Night mode after 21:00: dimmed, only the meds column shown.
""")

auto("sms-templates.md", """
---
title: SMS templates (current wording)
created: 2026-08-02
tags: [sms, comms, templates]
---

Approved by Dana. Each one has to fit a single 160-character segment with a long dog name.

```text
REMINDER_BOARDING: Hi {owner}, just a reminder {dog} is booked in with us tomorrow from 2pm. Reply STOP to opt out. The Barkwell team
REMINDER_GROOM: Hi {owner}, {dog}'s groom at {site} is on {date} at {time}. Reply STOP to opt out.
READY_FOR_PICKUP: {dog} is ready to collect from {site}! See you soon.
```

- `{site}` is "Eastfield" or "Riverside"; the van uses its own WhatsApp Business number for ETAs.
- Placeholders are filled in PawBook's `comms` app; never hard-code a site.
""")
