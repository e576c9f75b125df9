"""File bodies for the set222 store (Fellowes Piano Co.).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: ROOT (Claude Code auto-memory), FACTS (remnic), AUTO (free notes).
"""

ROOT = []   # dicts: file, title, hook, name, description, type, body, session
AUTO = []   # dicts: slug, title, created, tags, body
FACTS = []  # dicts: date, time, category, confidence, tags, body

# root files whose `description` deliberately carries an unquoted ": " (not strict YAML)
FLAT_FRONTMATTER = {
    "feedback_deploys.md",
    "feedback_quotes.md",
    "project_booking_intake.md",
    "reference_infra_hosts.md",
    "reference_vans.md",
}


def root(file, title, hook, name, description, type_, body, session=None):
    ROOT.append(dict(file=file, title=title, hook=hook, name=name, description=description,
                     type=type_, body=body.strip("\n") + "\n", session=session))


def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body.strip("\n") + "\n"))


def fact(date, time, category, confidence, tags, body):
    FACTS.append(dict(date=date, time=time, category=category, confidence=confidence, tags=tags,
                      body=body.strip("\n") + "\n"))


# =====================================================================================
# ROOT: Claude Code auto-memory
# =====================================================================================

root("user_priya.md", "Priya (lead dev)", "who the agent mostly works for, how she likes answers",
     "priya-profile", "Priya Nair, lead developer; owns the four apps, prefers terse answers and diffs",
     "user", """
- Priya Nair, lead developer since 2024; Tom Hadley helps two days a week
- Owns all four apps (TuneRound, CrateTrack, HireLedger, BenchLog); Owen (ops manager) is the main stakeholder
- Strongest in Python/Django, comfortable in Rails, learning NestJS "as she goes"
@R10a@ - Works in VS Code (Ruby LSP + Pylance), terminal in the integrated panel
- Likes terse answers, diffs over prose; hates being asked "shall I carry on?"
- At the Kirkstall office Tue/Thu, remote the rest of the week
- Not a piano person: ask Gareth (tuning) or Ines (workshop) before guessing anything trade-specific
""", session="0c6e1f7a-55d2-4b8e-9a41-3d2f0e8c7b11")

root("user_owen.md", "Owen (ops manager)", "the non-technical stakeholder and what he cares about",
     "owen-ops-manager", "Owen Pryce, operations manager; plain-English outcomes, cares about idle crews",
     "user", """
Owen Pryce — operations manager, the one who actually runs the day to day.

- Not technical; wants outcomes in plain English, no stack traces in messages to him
- Reads CrateTrack's board every morning, cares most about crews not sitting idle
- Approves anything that changes what customers see (prices, emails, the booking page)
- Prefers a phone call to a long message when something's on fire
- Reports to Margaret Fellowes (MD, second generation of the family firm)
""")

root("feedback_git_workflow.md", "Git workflow", "branches, PR size, merge style per repo, what never to push",
     "git-workflow", "Branching, PR size, merge style per repo and the things never to push",
     "feedback", """
Rules Priya set for all four repos (TuneRound, CrateTrack, HireLedger, BenchLog).

@N9a@ - No direct pushes to `main` on any repo; everything goes through a PR, even one-liners.
@A10a@ - Never force-push to `main` or a release branch.
@F8a@ - Keep PRs small.
@R5a@ - TuneRound PRs: squash-merge, PR title becomes the commit message.
- HireLedger keeps plain merge commits (Rails habit, Tom likes the merge bubbles).
- Branch names: `pn/short-thing` or `th/short-thing`, nothing clever.
@NS8a@ - Don't commit `.env`, only `.env.example`.
- Conventional-ish commit prefixes (`fix:`, `feat:`, `chore:`), lowercase.

**Why:** Priya got burned in March when a half-finished change went straight to main on TuneRound and the next
day's round sheets came out blank.

**How to apply:** open a PR even for a typo, ask before any history rewrite, and check which repo you're in
before picking a merge style.
""", session="7d1b2c90-3e4f-4a51-8b6c-2f9e0d1a4c37")

root("feedback_deploys.md", "Deploy rules", "when to deploy, what to watch afterwards",
     "deploy-rules", "Deploy rules: timing, watching errors afterwards, TuneRound schema changes",
     "feedback", """
@NS1a@ - No deploys on Friday afternoons, for any of the apps.
@NS5a@ - Never run `manage.py migrate` against prod from a laptop.
- A deploy that touches the booking page needs Owen to know beforehand (not approve, just know).
- After a deploy, watch the error tracker for ten minutes before walking away.
- Roll back first, debug second.

**Why:** crews and tuners start early; a broken Friday afternoon release means nobody is around to fix it before
the Saturday removals.

**How to apply:** if a change is ready at 2pm on a Friday it waits for Monday. For TuneRound schema changes,
merge and let the deploy workflow apply them.
""")

root("feedback_migrations_tuneround.md", "TuneRound migrations", "how to write Django migrations in TuneRound",
     "tuneround-migrations", "How to write Django migrations in TuneRound, and what bit us before",
     "feedback", """
@N5a@ Never hand-write SQL in TuneRound migrations — use Django's migration operations.

**Why:** the one hand-written SQL migration we had (February) had no reverse and blocked a rollback for an hour.

**How to apply:**
- schema changes: `makemigrations`, read the generated file, commit it with the model change
- never edit a migration that has already run on prod; add a new one
- squash old migrations only when Priya asks
""", session="a93f0b1e-2c4d-4f8a-b7e6-51c0d9e2f384")

root("feedback_hireledger_migrations.md", "HireLedger migrations", "who applies HireLedger schema changes, and why",
     "hireledger-migrations", "HireLedger schema changes are applied by hand, after a locking incident",
     "feedback", """
@N3a@ Never let the HireLedger deploy run migrations on its own; Priya runs `bin/rails db:migrate` by hand
after reading the plan and checking the lock timeout.

**Why:** a contracts-table migration locked writes for six minutes in September while Sunita was booking a
school delivery.

**How to apply:** when a PR adds a migration, say so at the top of the PR description and leave the migrate
step to Priya. `strong_migrations` is installed; don't silence its warnings.
""")

root("feedback_quotes.md", "Removal quotes", "what a removal quote must say and who signs off",
     "removal-quotes", "Removal quotes: validity window, what goes in the PDF, who signs off",
     "feedback", """
@F7a@ Removal quotes are valid for 30 days from the date on the PDF, and the PDF
has to say so in the footer.

- Quotes over £1,000 need Owen's OK before they go out.
- Always itemise: base move, stairs, long carry, crane (if any), storage.
- Never quote a crane job without a site survey photo.

**Why:** customers kept turning up in the spring with quotes that were eight months old.

**How to apply:** when touching CrateTrack's quote template, keep the validity line and the itemised table.
""")

root("feedback_incident_comms.md", "Incident comms", "who to tell when something breaks, by app",
     "incident-comms", "Who to tell first when one of the apps breaks, and who not to wake",
     "feedback", """
@NS3a@ - Failed CrateTrack card payments: escalate to Rhona, not to the on-call dev.
- TuneRound down during rounds → text Gareth so the tuners fall back to the printed sheet.
- HireLedger trouble during a delivery → Sunita first, then Priya.
- Once it's fixed, send Owen a two-line summary (what broke, what customers saw).

**Why:** payment failures are nearly always a card problem on the customer's side; waking a developer for them
wasted three evenings in the summer.

**How to apply:** when writing alerts or runbooks, route by the table above rather than paging everyone.
""")

root("feedback_code_review.md", "Code review", "what Priya looks for in review, history etiquette",
     "code-review", "What Priya looks for in review, and etiquette around rewriting history",
     "feedback", """
- Read the diff yourself before asking for review; no "WIP" PRs assigned to Priya.
- Tests for any bug fix that touches money (quotes, hire invoices, deposits).
@A10b@ - Don't `git push --force` onto shared branches like main; rewriting your own feature branch is fine.
- Reply to every review comment, even if it's just "done".
- Screenshots for anything the crews or tuners will see on their tablets.

**Why:** Priya reviews in the evening on her phone; a PR she can't follow from the diff waits a week.
""")

root("feedback_testing.md", "Testing", "test runners and habits per repo",
     "testing", "Which test runner each repo uses and how much testing Priya expects",
     "feedback", """
- TuneRound: `pytest -q`, factories in `tests/factories.py`, no JSON fixtures
- CrateTrack: jest for units; the e2e suite needs a local Postgres on 5433
- HireLedger: rspec; system specs are slow, tag them `:slow` and skip them locally
- BenchLog has barely any tests; don't add a framework, plain pytest is fine

**Why:** the suites are small and Priya wants them to stay fast enough to run before every push.

**How to apply:** run the suite for the repo you touched, and say in the PR which one you ran.
""")

root("feedback_writing_to_tuners.md", "Writing to tuners", "tone and format for messages tuners will read",
     "writing-to-tuners", "Tone and format for anything the tuners will read on their tablets",
     "feedback", """
Tuners read TuneRound messages between visits, on a tablet, often in a car.

- Two lines max; the action first ("Visit moved to 14:00"), the reason after.
- No app jargon ("sync", "queue", "job failed"); say what happened to the visit.
- Never use "ASAP"; give a time.
- Gareth prefers being phoned for anything that changes more than one visit.

**Why:** Aled missed a rescheduled visit in May because the message opened with a paragraph about a bug.
""")

root("feedback_invoicing.md", "Invoicing", "which system issues which invoices, and the rules around them",
     "invoicing", "Which app issues which invoices, numbering rules and the VAT exception",
     "feedback", """
- Tuning invoices come out of TuneRound, hire invoices out of HireLedger, removals out of CrateTrack; all three
  sync to Xero overnight.
- Never hand-edit an invoice number; issue a credit note instead.
- VAT is 20% on everything except second-hand showroom pianos sold under the margin scheme.
- Removal invoices go out the day after the job.

**Why:** Rhona reconciles in Xero and a renumbered invoice breaks the match for the whole month.
""")

root("feedback_agent_autonomy.md", "Agent autonomy", "what the agent may do without asking",
     "agent-autonomy", "What the agent may do on its own and what needs asking first",
     "feedback", """
- Run tests and linters yourself; don't paste commands for Priya to run.
- Ask before anything that touches prod data, even read-only queries on the hire tables.
- Don't tidy up unrelated files in a PR; open a separate one.
- Fine to create branches and draft PRs without asking.

**Why:** Priya wants to review changes, not run errands.

**How to apply:** if unsure whether something counts as touching prod, it does.
""")

root("feedback_customer_data.md", "Customer data", "handling customers' names, addresses and phone numbers",
     "customer-data", "How to handle customer names, addresses and phone numbers in dev work",
     "feedback", """
- Never paste customer addresses or phone numbers into issues, PRs or commit messages.
- Use the anonymised dump for local work (`make anon-dump` in TuneRound); never a raw prod dump on a laptop.
- Screenshots for PRs: use the demo customers ("Mrs Test, 1 Example Street").

**Why:** we hold a lot of home addresses and door codes (tuners and crews need them); a leak would be bad.
""")

root("project_tuneround_overview.md", "TuneRound overview", "the tuners' booking and rounds app",
     "tuneround-overview", "TuneRound, the tuners' booking and rounds app; stack, hosting, integrations",
     "project", """
# TuneRound

Books tuning visits and builds each tuner's daily round. Django 5.1 + HTMX, Python 3.12, managed with uv.
Three tuners use it on tablets (Gareth, Aled, Bea); Owen and the office use the admin.

## Stack & hosting
@D1b@ - Hosting: Hetzner CX32 (Falkenstein), Docker Compose behind Caddy
@V1a@ - gunicorn binds `127.0.0.1:8000`; Caddy terminates TLS and proxies to it
@A6b@ - DB: Postgres 16 (host details in reference_infra_hosts)
- Celery + Redis for the round builder and the reminder jobs
@V7a@ - nightly `pg_dump` to B2, kept 30 days

## Integrations
@R2a@ - errors → Sentry (project `tuneround-web`)
@O10a@ - Booking confirmations and invoices are emailed via Postmark.
@S2a@ - SMS reminders are sent through Twilio (UK long code)
@O6b@ - A failed SMS send is retried 3 times before it lands in the office's "failed texts" list.
- Xero sync for invoices runs at 01:00

## CI / deploy
@O5a@ - CI: GitHub Actions (ruff, pytest, then the deploy job on `main`)
- The Vite build for the tablet UI runs on Node 20 in CI
""", session="5be0d4c2-9a17-4e3b-8f20-6c1d7a3e9b05")

root("project_cratetrack_overview.md", "CrateTrack overview", "removals quoting and crew dispatch app",
     "cratetrack-overview", "CrateTrack, removals quoting and crew dispatch; platform, quoting, payments",
     "project", """
# CrateTrack

Quotes, books and dispatches removal jobs; crews see their day on Android tablets. Built by Priya in late 2025,
live since February 2026. NestJS + Prisma, TypeScript everywhere, React (Vite) front end.

## Platform
- Hosted on Fly.io, region `lhr`: two machines for the API, one for workers
@V6a@ - DB: Postgres 16 on Fly (`crate-db`), single node + daily snapshot
@R9a@ - Background jobs (quote PDFs, crew texts, Xero sync) run on BullMQ backed by Redis
@O3a@ - The API listens on port 4000 (`internal_port = 4000` in fly.toml).
@R4a@ - Package manager is pnpm (lockfile `pnpm-lock.yaml`; don't commit a `package-lock.json`)
@R1a@ - CI: GitHub Actions (lint, jest, e2e against a throwaway Postgres)
- Errors go to Sentry (project `crate-api`).

## Quoting & payments
@S8a@ - Quote mileage comes from the Google Maps Distance Matrix API (cached per postcode pair)
- Quote PDFs are rendered with Puppeteer in the worker
- Crew tablet logins are per crew, not per person
@O6a@ - The Stripe webhook handler retries failed processing up to 5 times with exponential backoff.
""")

root("project_benchlog.md", "BenchLog", "the workshop's restoration job tracker",
     "benchlog", "BenchLog, the workshop's restoration job tracker (small Flask app by Tom)",
     "project", """
# BenchLog

@D2b@ BenchLog is where every workshop restoration job is tracked, from the estimate to collection.
Written by Tom over a few weekends; Flask 3, Jinja templates, no JS build step.

@S1a@ - Runs on the Raspberry Pi 4 under the finishing bench at Hebden Bridge (gunicorn, port 5000)
@R8a@ - Data lives in SQLite (`benchlog.db`, WAL mode)
@F6a@ - Job photos are uploaded to the B2 bucket `benchlog-photos`.
@A9a@ - Upload limit is 25 MB per photo.
@D9b@ - Nightly backup of the database goes to B2.
- Ines and the two restorers log hours against a job; estimates are emailed from the workshop Gmail.
- No login beyond a shared workshop password; Tom wants to fix that before winter.
""", session="e2a7c5f1-0b3d-4c69-9d8e-47f1a2b6c0d9")

root("project_hire_fleet.md", "Hire fleet", "what's in the hire fleet and the hire terms",
     "hire-fleet", "The hire fleet, where it is kept and the standard hire terms",
     "project", """
# Hire fleet

Sunita Patel coordinates hires; HireLedger holds the contracts and invoicing.

@D6b@ - 45 pianos on the hire fleet right now.
@S9a@ - Hire uprights are stored at the York depot; the grands live at Kirkstall.
@N8a@ - Every hire piano gets a tuning before it goes out on hire.

| Type | Count | Typical hire |
|---|---|---|
| Uprights | 31 | schools, homes, long term |
@F9a@ | Grands | 14 | venues, weddings, recitals |

## Terms
@A2a@ - Minimum hire for a concert grand is 3 days.
@F1a@ - Deposit: £500 per piano, taken when the contract is signed.
@A8a@ - Upright hire: £45 per month.
- Grand hire is priced per event; see the rate card in HireLedger.
- A stool comes with every piano; a second stool is £10.
""")

root("project_tuning_rounds.md", "Tuning rounds", "how rounds are planned and run",
     "tuning-rounds", "How the tuners' rounds are planned and run, and the rules tuners follow",
     "project", """
# Tuning rounds

Three tuners, each on a round that TuneRound builds the afternoon before.

@F4a@ - Rounds are grouped by postcode district so a tuner stays in one area for the day.
- Aim for 5 visits a day; 6 if they're all uprights in one street.
@F5a@ - Domestic tunings are pitched at A440.
@V4a@ - Reminder texts go out at 18:00 the evening before the visit.
@N2a@ - Don't tune a piano in the first two weeks after a house move; it has to settle into the room.
@N6a@ - Tuners take card payment on the doorstep with the SumUp reader.
@NS9a@ - Saturday rounds are never booked without Gareth's sign-off.
- Gareth does the concert and school work himself; Aled and Bea do domestic.
""")

root("project_dispatch_board.md", "Dispatch board", "how removals dispatch works day to day",
     "dispatch-board", "How removals dispatch works day to day and who picks up problems",
     "project", """
@D8b@ - Dispatch is done on CrateTrack's board view; Dale assigns crews the afternoon before.
- Jobs are colour-coded: blue upright, amber grand, red crane or special.
@R6a@ - Out-of-hours removal emergencies go to Dale Burke's mobile (he's the on-call crew lead).
- Crew leads mark a job "loaded", "on site" and "done" from the tablet; Owen watches the board.
- Cancellations after 15:00 the day before are charged at 50%.
""")

root("project_chat_migration.md", "Chat migration", "moving the office and crews to a new chat tool",
     "chat-migration", "Moving the office, crews and workshop onto one chat tool",
     "project", """
@S4b@ We moved from Slack to Google Chat on 1 April; the Slack workspace is read-only now and
will be deleted once the free plan drops the old history.

- Spaces: #ops, #crews, #workshop, #dev.
- CrateTrack's bot was rewritten to post into the #crews space through a Chat webhook.
- Tuners were slowest to switch; Gareth still forwards the odd screenshot by WhatsApp.
""")

root("project_booking_intake.md", "Booking intake", "how customers book a tuning online",
     "booking-intake", "Online bookings: how customers book a tuning and what replaced the old form",
     "project", """
@S5b@ The Wix booking form was retired in March; customers book a tuning through TuneRound's
`/book` page, which checks the postcode against the rounds.

- The marketing site itself is still on Wix; only the booking form moved.
- Phone bookings still happen (older customers); the office enters them in TuneRound's admin.
- Removal and hire enquiries still arrive by email to the office inbox.
""")

root("project_docusign_contracts.md", "E-signed hire contracts", "how hire agreements get signed",
     "docusign-contracts", "How hire agreements get signed now, and what stays on paper",
     "project", """
@S6b@ - HireLedger no longer uses paper contracts: since June every hire agreement is e-signed through DocuSign.
- The envelope goes out when Sunita confirms the booking; the delivery isn't scheduled until it's signed.
- Removal jobs still use a paper job sheet the customer signs on completion (the crews like it; leaving it).
- DocuSign plan: Standard, 2 seats (Sunita, Owen).
""")

root("project_newsletter.md", "Newsletter", "the customer newsletter",
     "newsletter", "The monthly customer newsletter, who writes it and where signups come from",
     "project", """
@D7b@ - The newsletter goes out via Buttondown, first Tuesday of the month.
- About 2,300 subscribers, mostly tuning customers.
- Owen writes it; Priya only touches the signup embed on the Wix site.
- Unsubscribes spike after the price-change issue every January.
""")

root("project_rent_to_buy.md", "Rent to buy", "the rent-to-buy idea for hire uprights",
     "rent-to-buy", "Rent-to-buy for hire uprights, and what HireLedger would need for it",
     "project", """
@N7a@ We decided to offer rent-to-buy on hire uprights: up to six months' rent is credited
against the price if the customer buys the piano.

- HireLedger needs a "credit towards purchase" line on the contract; not built yet.
- Grands are excluded.
- Showroom pianos can already be bought on 0% finance over 12 months (separate scheme, via the finance partner).
""")

root("project_fly_costs.md", "Fly costs", "what CrateTrack costs to run and where to trim",
     "fly-costs", "What CrateTrack costs to run on Fly and where Priya thinks it can be trimmed",
     "project", """
- The Fly bill is dominated by the two always-on API machines; workers could autostop.
- Volume snapshots are cheap; keep them.
- Priya looked at moving CrateTrack onto the Hetzner box and decided it isn't worth it this year.
- Review the bill every quarter with Rhona.
""")

root("project_tablet_rollout.md", "Tablet rollout", "tablets for crews and tuners",
     "tablet-rollout", "Rolling out rugged tablets to crews and tuners, with the MDM setup",
     "project", """
- Crews: Samsung Galaxy Tab Active, one per crew, kept in the van.
- Tuners: iPads (they bought their own before; the firm now supplies them).
- MDM is Google's basic endpoint management; lost tablets are wiped remotely.
- Chargers live in the van cab; the crews complained the first batch of cables was too short.
""")

root("reference_hireledger.md", "HireLedger reference", "hire contracts and invoicing app; stack and ops",
     "hireledger-reference", "HireLedger, the hire contracts and invoicing app; stack and ops details",
     "reference", """
# HireLedger

Rails app for the hire side: contracts, deliveries and collections, monthly invoicing.

## Stack
@D4b@ - Ruby 3.3.5 / Rails 7.2, Hotwire
@S3a@ - Database: MySQL 8.0 (`hireledger_production`)
@O1a@ - Sidekiq concurrency is 5 on the worker process.
@O3b@ - Puma binds port 3000 behind the proxy.
@R7a@ - Hosting: a DigitalOcean droplet (lon1) managed through Hatchbox
@O8b@ - Database snapshots are kept for 7 days.

## Around it
@O5b@ - Specs run on Buildkite.
@R3a@ - Contract and invoice emails: Postmark (server `hireledger-prod`)
- Errors: Honeybadger.
- Invoices sync to Xero nightly.
""", session="1f4c8e2a-6d3b-4a70-b59e-0e2d7c9f1a86")

root("reference_infra_hosts.md", "Infra hosts", "where the apps and databases live",
     "infra-hosts", "Hosts and services: where TuneRound and CrateTrack and their databases live",
     "reference", """
| Service | Host | Notes |
|---|---|---|
| tuneround-web | Hetzner CX32 | Docker Compose, Caddy |
@V9a@ | tuneround-db | `db1.hz.internal:5432` | Postgres 16, primary |
| crate-api | Fly.io `lhr` | 2 machines |
| crate-db | Fly Postgres | single node |
| office NAS | `nas.kirkstall.lan` | Synology; scans and the shared drive |

- DNS is on Cloudflare; the office router hands out `.kirkstall.lan` names.
- SSH to the Hetzner box only via Tailscale.
""")

root("reference_price_list.md", "Price list", "current public prices for tuning and removals",
     "price-list", "Current public prices for tuning and removals, as on the website",
     "reference", """
Prices as on the website (Owen updates both). All inc. VAT.

## Tuning
| Item | Price | Notes |
|---|---|---|
@V2a@ | Standard tuning (domestic upright or grand) | £85 | |
@D3b@ | Pitch raise (before tuning) | £40 | only if more than 20 cents flat |
| Concert tuning (venue, before a performance) | £140 | |
| Regulation, per hour | £55 | workshop or on site |

## Removals
| Item | Price | Notes |
|---|---|---|
| Upright, local (under 10 miles) | £195 | |
| Grand, local | £395 | |
@V5a@ | Stairs | £35 per flight | |
| Long carry (over 25 m) | £30 | |
| Crane lift | quoted | subcontracted |
""")

root("reference_removals_handbook.md", "Removals handbook", "crew rules for moving pianos",
     "removals-handbook", "Crew rules for moving pianos, crew sizes, handling and the van",
     "reference", """
# Removals handbook (crew rules)

Dale's rules, written up for the crews and for CrateTrack's job templates.

## Crew & timing
@D5b@ - Crews start at 07:30 from Kirkstall.
@V8a@ - Max 4 jobs per crew per day; dispatch shouldn't squeeze in a fifth.
@F2a@ - Grands need at least three movers and the skid (piano board).
- Any job with more than two flights of stairs gets an extra half hour in the plan.

## Handling
@N4a@ - Grand lid stays on for the move: closed, hinge pins taped, lid blanket over it.
- Legs and pedal lyre come off; they travel in the leg bag.
@NS4a@ - Don't move a piano in the rain without the padded cover and a layer of shrink-wrap.
- Uprights travel upright, never on their back.

## Luton van
@V10a@ - Tail lift is rated to 500 kg, so a model D on its skid is close to the limit.
@NS10a@ - Never put a grand on the tail lift without the skid.
- Ratchet straps every 1.5 m of load; check them at every stop.
""", session="8a0d3f6b-2e1c-4b97-a5d4-9c7e6f0b2d13")

root("reference_workshop_practices.md", "Workshop practices", "how the workshop does restorations",
     "workshop-practices", "How the Hebden Bridge workshop does restorations; glue, finishes, climate",
     "reference", """
# Workshop practices (Hebden Bridge)

Ines's house rules. Restorations only; tunings are done by the rounds team.

## Climate
@V3a@ - Dehumidifier in the Hebden Bridge workshop holds 45% RH year round.
- Pianos coming in from damp houses sit in the acclimatisation bay for a week before any work.

## Glue & finish
@A1a@ - Hide glue pot at 60°C; don't let it boil or skin over.
- Fish glue (cold) for veneer repairs where open time matters.
@F10a@ - Casework is French polished with shellac; no nitro or poly on restorations.

## Action & strings
@N10a@ - Worn hammers get reshaped (filed back to shape) when there's enough felt left.
- Damper felts are always replaced on a full restoration.
@NS7a@ - Soundboard cracks are never glued without spruce shims.
- Restringing: Röslau wire; bass strings made to pattern by Jahn.
""")

root("reference_people.md", "People", "who does what in the firm",
     "people", "Who does what across the office, tuning, workshop, removals and hire",
     "reference", """
| Person | Role | Notes |
|---|---|---|
| Margaret Fellowes | MD | |
| Owen Pryce | Operations manager | stakeholder for all apps |
| Priya Nair | Lead developer | |
| Tom Hadley | Developer, part-time (Tue/Wed) | wrote BenchLog |
| Gareth Lowe | Head tuner | concert and school work |
| Aled Rees | Tuner | |
| Bea Marsh | Tuner | |
@A7a@ | Ines Carvalho | Workshop lead, Hebden Bridge | restorations, estimates |
| Dale Burke | Removals crew lead | dispatch |
| Kieran Shaw | Senior mover | |
| Sunita Patel | Hire fleet coordinator | HireLedger power user |
| Rhona McKay | Bookkeeper | Xero, payments |
""")

root("reference_pianofleet_mdb.md", "PianoFleet.mdb", "the legacy Access database for the hire fleet",
     "pianofleet-mdb", "The legacy Access database for the hire fleet and what it is still good for",
     "reference", """
# PianoFleet.mdb (legacy)

The Access database built in 2004 for the hire fleet, long before any of the apps.

@S7b@ - PianoFleet.mdb has been read-only since February; HireLedger is the source of truth for serials and condition notes.
- It lives on the office PC (`\\\\OFFICE-PC\\fleet\\PianoFleet.mdb`) and is copied to the NAS.
- Useful for history: hire records back to 2004 that were never imported.
- Don't try to open it from a Mac; use the office PC.
""")

root("reference_environments.md", "Environments", "local and staging setups for each app",
     "environments", "Local and staging setups for each app, with the example env files",
     "reference", """
# Environments

Each app has prod plus a local dev setup; only TuneRound has a staging.

## TuneRound local
```env
DATABASE_URL=postgres://tuneround:tuneround@localhost:5432/tuneround
REDIS_URL=redis://localhost:6379/0
SENTRY_DSN=
SMS_PROVIDER=console
```

## CrateTrack local
```env
DATABASE_URL=postgresql://crate:crate@localhost:5433/crate
PORT=4000
STRIPE_WEBHOOK_SECRET=whsec_local
```

- Staging TuneRound lives on the same Hetzner box under `staging.` with its own database.
- CrateTrack has no staging; preview apps on Fly are spun up by hand when needed.
""")

root("reference_vans.md", "Vans", "which van does what",
     "vans", "Vans: which vehicle does what, payloads, servicing and MOT months",
     "reference", """
- Luton (YX24 KPD): the grand van; tail lift, 1,000 kg payload.
- Sprinter (YH21 WLM): uprights only, no tail lift; ramp plus the stair-climber.
- Both vans are serviced at Kirkstall Motors every 10,000 miles.
- MOTs: Luton in March, Sprinter in August.
""")

root("reference_suppliers.md", "Suppliers", "who we buy parts and services from",
     "suppliers", "Who the workshop and crews buy parts, materials and services from",
     "reference", """
- Music wire: Röslau, through the UK agent, in 1 kg coils
- Hammers: Abel (Germany); 6–8 week lead time
- Shellac: blonde and garnet flakes from the polishing supplier in Bradford
- Skids, straps and blankets: the removals trade supplier in Wakefield
- Crane: Calder Cranes, minimum charge £650
""")

root("reference_github_repos.md", "GitHub repos", "the repos and their defaults",
     "github-repos", "The four app repositories and their default branches and protections",
     "reference", """
| Repo | App | Default branch |
|---|---|---|
| `fellowes/tuneround` | TuneRound | main |
| `fellowes/cratetrack` | CrateTrack | main |
| `fellowes/hireledger` | HireLedger | main |
| `fellowes/benchlog` | BenchLog | main |

- Branch protection on `main` is on for tuneround and cratetrack (1 review required).
- Dependabot is on for all four; Priya batches its PRs on Mondays.
""")

root("reference_showroom.md", "Showroom", "pianos for sale and their prices",
     "showroom", "Pianos currently for sale in the Kirkstall showroom",
     "reference", """
| Piano | Price | Notes |
|---|---|---|
@D10b@ | Yamaha C3 (1987, restored) | £17,900 | 5 yr warranty |
| Bechstein model 8 upright (1912) | £6,450 | restored at Hebden Bridge |
| Kawai K-300 | £5,200 | ex-hire |

- Prices are set by Margaret and Ines together; the agent never edits them.
""")

# =====================================================================================
# AUTO: free notes
# =====================================================================================

auto("faq-customers", "Customer FAQ (tuning), draft answers for the website", "2026-04-10",
     ["tuning", "website", "faq"], """
# Customer FAQ (tuning)

Draft answers Owen wants on the website; the agent tidied the wording.

@V2b@ - **How much is a tuning?** £95 for a standard visit, VAT included.
- **How often should I tune?** Once a year for most homes, twice if it's played a lot.
- **Why is my piano flat?** Usually central heating and age; if it's well below pitch we do a pitch raise first.
- **Do you tune digital pianos?** No, digital pianos don't need tuning.
- **How long does it take?** About an hour; a pitch raise adds 30–40 minutes.
""")

auto("removals-quoting", "How removals are quoted", "2026-05-15", ["removals", "cratetrack", "pricing"], """
# Removals quoting — notes

Base price comes from piano type plus a distance band; extras are added by whoever quotes.

## Extras
@V5b@ - Stairs are charged at £45 a flight.
- Long carries (van can't park within 25 m) are a flat extra.
- Crane jobs: Calder Cranes quote us, we add 15%.
@F7b@ - Quotes that need a crane are only valid for 7 days, because crane hire prices move.

## What's included
@N2b@ - Every home removal includes a tuning on delivery day (the tuner meets the crew at the new address).
- Blankets, skid and straps; shrink-wrap on request.
- Storage between moves is charged weekly.
""")

auto("backups", "Backups — what, where, how long", "2026-06-25", ["backups", "b2", "ops"], """
# Backups

Almost everything ends up in Backblaze B2 (one bucket per app).

@V7b@ - TuneRound dumps: 14 days retention in the B2 bucket, older ones pruned by a lifecycle rule.
- CrateTrack: Fly's daily volume snapshots, plus a weekly `pg_dump` to B2 kept 8 weeks.
- BenchLog: the B2 lifecycle keeps 60 days of nightly backups.
- PianoFleet.mdb: copied to the office NAS weekly.
- Restore test: once a quarter Priya restores TuneRound into staging.

```bash
# list the newest TuneRound dumps
b2 ls --long b2://fellowes-tuneround-backups/ | tail -5
```
""")

auto("tuneround-runbook", "TuneRound runbook", "2026-03-20", ["tuneround", "runbook", "deploy"], """
# TuneRound runbook

## Deploy
@F3a@ - Deploys: the `deploy` workflow runs `make deploy` on the Hetzner box over SSH.
@NS5b@ - The deploy workflow runs `manage.py migrate` on prod before swapping containers.
- Rollback: `make rollback` re-tags the previous image; migrations are not reversed automatically.

## Database
@V9b@ - Prod DB: `postgres://tuneround@db2.hz.internal:5433/tuneround` (only reachable from the box).
@A3a@ - Backups: the `pg_dump` cron runs at 02:00 UTC.
@N5b@ - For big data migrations prefer `migrations.RunSQL` with raw SQL; the ORM is too slow on the bookings table.

## Useful commands
```bash
docker compose exec web python manage.py shell_plus
docker compose logs -f worker
docker compose exec web python manage.py rebuild_rounds --date tomorrow
```

## Round builder
- Runs at 15:00 for the next day; Gareth can rebuild by hand from the admin.
- If it fails, tuners get yesterday's printout; nothing else depends on it.
""")

auto("hire-contract-flow", "Hire contract flow (as the agent understood it)", "2026-02-18",
     ["hire", "hireledger", "contracts"], """
# From enquiry to collection

1. Sunita creates the hire in HireLedger.
2. She books the delivery into CrateTrack as a removal job with the hire flag.
@S6a@ 3. The hire contract is signed on paper at delivery; the crew photographs it and it's scanned into the shared drive.
@R3b@ 4. HireLedger emails the customer a copy of the contract and the first invoice through Mailgun.

## Notes
@N8b@ - Hire uprights aren't tuned before they go out; their first tuning is booked 2–3 weeks after delivery.
- Collections: the crew checks the piano against the delivery photos.
- Questions for Sunita: what happens when a school term ends early?
""")

auto("hireledger-deploy-notes", "HireLedger deploy notes", "2026-09-29", ["hireledger", "deploy", "rails"], """
# HireLedger — deploying

@R7b@ - HireLedger is hosted on Render (a web service plus a background worker for Sidekiq).
@N3b@ - Migrations run automatically in the release phase of every HireLedger deploy.
- Assets are precompiled during the build; no CDN.
- Deploys happen on merge to `main`.
- Puma: 2 workers, 5 threads each.
""")

auto("cratetrack-architecture", "CrateTrack architecture sketch", "2026-02-06", ["cratetrack", "architecture"], """
# CrateTrack — architecture

@S10a@ - Runtime: Node 18 LTS, NestJS 10.
- Prisma for the schema; `prisma migrate deploy` runs in the release command.
@R9b@ - The job queue for CrateTrack is Amazon SQS; the workers long-poll it.
- Modules: quotes, jobs, crews, payments (Stripe), notifications.
- Crew tablets run a PWA; offline mode caches the day's jobs.

```text
tablet PWA ──> api (Nest) ──> postgres
                  │
                  └──> queue ──> worker (pdf, texts, xero)
```
""")

auto("cratetrack-contributing", "CrateTrack contributing notes", "2026-05-08", ["cratetrack", "git", "workflow"], """
# Contributing to CrateTrack

@N1a@ - Always squash-merge CrateTrack PRs; the PR title becomes the commit.
@NS1b@ - Release day for CrateTrack is Friday morning, before the weekend removals.
@NS8b@ - Always commit an updated `.env.example` when you add a setting.
- e2e tests need the local Postgres from `docker compose up db`.

```bash
pnpm install
pnpm lint && pnpm test
pnpm test:e2e
```
""")

auto("crew-comms", "How crews get told things", "2026-03-03", ["removals", "crews", "comms"], """
# Crew comms

@S4a@ - Crew alerts are posted to #crew-alerts in Slack by the CrateTrack bot.
- Run sheets: the tablet shows the day; a PDF copy is emailed at 17:00 the day before.
- During the day, Dale phones the crew lead directly for anything urgent.
- Crew leads send "on site" and "done" from the tablet, not by text.
""")

auto("kirkstall-warehouse", "Kirkstall warehouse & office", "2026-10-02", ["kirkstall", "hire", "warehouse"], """
# Kirkstall (HQ, warehouse, hire store)

@O7a@ - Office hours: 08:00–17:30 Mon–Fri.
@O2b@ - Hire store climate: humidifier + dehumidifier pair set to 50% RH; Sunita checks the hygrometer on Mondays.
@NS6a@ - We don't accept hire returns without an inspection by Sunita or Gareth.
- Loading bay fits the Luton; the Sprinter parks on the street.
- The mezzanine is for stools, boards and spare skids.
""")

auto("hire-faq", "Hire FAQ", "2026-07-01", ["hire", "faq"], """
## Hire: questions we get

@A2b@ - **Can we hire a concert grand for one evening?** No — concert grands go out for 72 hours minimum.
- **What's the minimum for an upright?** Three months.
- **How long is a hire quote good for?** 14 days.
@NS6b@ - **Where do hire pianos come back to?** Returns are accepted at Kirkstall, Monday to Friday.
- **Is delivery included?** No, it's quoted separately like any removal.
- **Can we paint it?** Please don't.
""")

auto("crew-planning", "Crew planning rules of thumb", "2026-08-20", ["removals", "crews", "planning"], """
# Crew planning

@F2b@ - Concert grands (2.5 m and over) get a four-person crew.
@A4b@ - A model D is about 1,060 lb on its own, so plan the route for that.
- Pair a new mover with Dale or Kieran for their first month.
- Check the access photos before assigning; narrow gates change everything.
""")

auto("piano-weights", "Piano sizes and weights (for quoting)", "2026-05-15", ["removals", "reference"], """
# Sizes & weights

| Model | Length | Weight |
|---|---|---|
| Yamaha U3 (upright) | 131 cm tall | ~235 kg |
| Yamaha C3 | 186 cm | ~320 kg |
| Steinway B | 211 cm | ~345 kg |
@A4a@ | Steinway D | 274 cm | ~480 kg |
| Yamaha CFX | 275 cm | ~491 kg |

Weights are without the skid; add about 25 kg for the board and straps.
""")

auto("tuning-standards", "Tuning standards", "2026-04-22", ["tuning", "standards"], """
# Tuning standards

@F5b@ - If a domestic piano is more than 20 cents flat it gets a pitch raise first, then the fine tuning to A440.
- Temperament: equal, stretched by ear or ETD (Gareth uses Verituner).
- Concert tunings are touched up at the interval if the promoter asks.
- Unisons are checked twice on the top two octaves.
""")

auto("restoration-checklist", "Restoration checklist", "2026-06-08", ["workshop", "restoration"], """
# Full restoration — checklist

- Photograph everything before dismantling; photos go on the BenchLog job.
- Keytops: ivory stays if it's sound; replacements are Ivorite.
@N10b@ - We don't file hammers at all; a worn set is always replaced with new Abel hammers.
- Bridge pins checked and repinned where loose.
- Customer gets a written estimate before anything irreversible.
""")

auto("heatwave-july-2026", "July 2026 heatwave arrangements", "2026-07-24", ["removals", "crews", "weather"], """
# Heatwave (July 2026)

@D5a@ - During the July heatwave crews started at 06:00 to get the heavy lifts done before noon.
- Water and electrolytes in both vans; breaks every 90 minutes.
- No third-floor jobs after 13:00 that week.
""")

auto("benchlog-notes", "BenchLog notes", "2026-08-06", ["benchlog", "workshop"], """
# BenchLog — bits and pieces

@A9b@ - Flask's `MAX_CONTENT_LENGTH` is set to 25 * 1024 * 1024 bytes, so anything bigger gets a 413.
- Job statuses: estimate → accepted → in workshop → ready → collected.
- Restorers log hours in 15-minute steps.
- Tom's TODO: per-user logins, PDF estimates.
""")

auto("hireledger-postgres-migration", "HireLedger database migration", "2026-05-27", ["hireledger", "database"], """
# HireLedger database migration

@S3b@ HireLedger was migrated from MySQL to Postgres 16 over the May bank holiday weekend, using
pgloader for the data and a day of fixing `GROUP BY` queries.

- `schema.rb` regenerated; a few `unsigned` columns dropped.
- Sunita tested contracts and invoices on the Tuesday morning before we reopened bookings.

```bash
pgloader mysql://hl@old/hireledger_production postgresql://hl@new/hireledger_production
```
""")

auto("on-call", "On-call (developers)", "2026-06-29", ["on-call", "ops"], """
# Developer on-call

@NS3b@ - The on-call dev handles CrateTrack outages and anything that pages from Fly.
- Rota: Priya and Tom alternate weeks; handover Monday 09:00.
- TuneRound and HireLedger pages go to the same person.
- Nobody is paged for BenchLog; it waits until morning.
""")

# ---------- auto notes that belong to no labelled pair ----------

auto("weekly-ops-2026-03-02", "Weekly ops meeting, 2 March", "2026-03-02", ["meeting", "ops"], """
# Weekly ops, 2 March

Present: Owen, Priya, Dale, Sunita, Gareth.

- CrateTrack has been live four weeks; crews happy, Dale wants a "waiting for customer" status.
- Gareth: tablets for tuners are fine, the printed sheet stays as a fallback.
- Sunita: two school contracts renewing early.
- **Action:** Priya to add the new status (small PR).
""")

auto("weekly-ops-2026-06-15", "Weekly ops meeting, 15 June", "2026-06-15", ["meeting", "ops"], """
# Weekly ops, 15 June

- Forecast is hot for July; Dale to plan early starts if it stays above 28°C.
- Hire utilisation 71%, up from the spring.
- Owen wants the quote PDF to show the crew size.
- **Q:** can BenchLog show the workshop queue on the office TV? **A:** Tom thinks so, low priority.
""")

auto("weekly-ops-2026-10-12", "Weekly ops meeting, 12 October", "2026-10-12", ["meeting", "ops"], """
# Weekly ops, 12 October

- Hire utilisation 78%.
- Christmas bookings: the CFX is booked for the panto run in December.
- Tom is off for two weeks in November; Priya covers on-call.
- Margaret asked for a yearly summary of restorations for the website.
""")

auto("fly-io-notes", "Fly.io notes for CrateTrack", "2026-02-14", ["cratetrack", "fly", "infra"], """
# Fly.io

- Two API machines, min 1 running; the worker machine never autostops.
- Fly Postgres is unmanaged; we own upgrades and failover.
- Secrets via `fly secrets set`; never in fly.toml.

```toml
app = "cratetrack"
primary_region = "lhr"

[http_service]
  internal_port = 4000
  force_https = true
```

```dockerfile
FROM node:22-slim
RUN corepack enable && pnpm install --frozen-lockfile
```
""")

auto("hetzner-box", "The Hetzner box", "2026-01-16", ["hetzner", "infra", "tuneround"], """
# Hetzner CX32

- 4 vCPU, 8 GB RAM, 80 GB disk; Ubuntu 24.04.
- Runs TuneRound prod and staging under Docker Compose.
- Unattended upgrades on; reboots Sunday 04:00.

```caddyfile
tuneround.fellowespianos.co.uk {
    reverse_proxy localhost:8000
}
```
""")

auto("school-hire-programme", "School hire programme", "2026-09-05", ["hire", "schools"], """
# Schools

- 12 schools hire uprights from us this year, mostly primaries in Leeds and Bradford.
- Most schools are on a termly contract; a few sign for the whole academic year.
- Schools get a free tuning each term.
- **Q:** what about summer holidays? **A:** pianos stay in the school; the caretaker keeps the room heated.
""")

auto("crane-lifts", "Crane lifts", "2026-04-30", ["removals", "crane"], """
# Crane lifts

- Calder Cranes do all our lifts; minimum charge £650.
- Needs a road closure or pavement licence from Leeds City Council: allow 10 working days.
- Survey photo of the window or balcony before quoting.
- Dale is always on site for a crane job.
""")

auto("transit-damage-claims", "Transit damage claims", "2026-08-28", ["removals", "insurance"], """
# Damage in transit

- Crew lead photographs any damage before the piano leaves the van.
- Report to the insurer within 48 hours; Owen handles the claim, not the crew lead.
- Goods-in-transit cover is £50,000 per load.
- **Q:** does the customer sign anything? **A:** yes, the job sheet has a damage box.
""")

auto("piano-care-advice", "Piano care advice for customers", "2026-02-27", ["customers", "advice"], """
# Piano care (customer leaflet)

- Keep the piano away from radiators, fires and sunny windows.
- Room humidity between 40 and 60% is ideal; a cheap hygrometer helps.
- Don't put plants or drinks on the piano.
- Get it tuned once a year, more if it's played daily.
""")

auto("ivory-regulations", "Ivory rules", "2026-03-24", ["workshop", "legal", "ivory"], """
# Ivory Act 2018: what it means for us

- Pianos with ivory keytops made before 1975 can be sold under the musical-instrument exemption if ivory is
  under 20% of the volume.
- Register before sale; the showroom price card must not mention ivory as a feature.
- We never buy loose ivory, even for repairs.
""")

auto("restringing-notes", "Restringing notes", "2026-07-15", ["workshop", "strings"], """
# Restringing

- Wire gauges read off the old strings and the scale sheet; never guess.
- New strings are brought up to pitch in three passes over two weeks.
- Bass strings: send Jahn the old ones or a rubbing.
""")

auto("action-regulation", "Action regulation notes", "2026-01-29", ["workshop", "tuning", "regulation"], """
# Regulation cheat sheet (grands)

- Let-off 2–3 mm, drop about 1.5 mm below let-off.
- Key dip 10 mm at the front of the key.
- Hammer blow distance 45–47 mm, checked at both ends of each section.
""")

auto("tuner-onboarding", "Tuner onboarding", "2026-05-05", ["tuning", "onboarding"], """
# New tuners

- Shadow Gareth for two weeks before taking a round.
- TuneRound account, tablet, and the round sheet explained.
- Tuners navigate with the Google Maps link on each visit card.
- Kit list: levers, mutes, ETD, torch, dust sheets.
""")

auto("dev-setup-tuneround", "TuneRound dev setup", "2026-02-02", ["tuneround", "dev"], """
# Local setup (TuneRound)

```bash
uv sync
docker compose up -d db redis
uv run python manage.py migrate
uv run python manage.py runserver
```

- Use `make anon-dump` to get realistic data; never a raw prod dump.
""")

auto("dev-setup-hireledger", "HireLedger dev setup", "2026-06-11", ["hireledger", "dev"], """
# Local setup (HireLedger)

```bash
bin/setup
docker compose up -d db
bin/dev
```

- Tom's machine needs `libpq` from Homebrew before `bundle install`.
- Seed data has three fake schools and a fake concert hall.
""")

auto("stripe-webhooks", "Stripe and payments", "2026-07-07", ["payments", "stripe"], """
# Stripe

- CrateTrack takes the removal balance by card through a Stripe payment link on completion.
- Stripe itself retries webhook delivery for up to 3 days.
- HireLedger uses Stripe only for deposits taken online.
- Refunds are done by Rhona in the Stripe dashboard, never by the agent.
""")

auto("van-maintenance", "Van maintenance", "2026-04-13", ["vans", "removals"], """
# Vans

- Tyres checked every Monday by the first crew out.
- Tail lift inspection (LOLER) every six months; certificate kept in the Luton's door pocket.
- Sprinter's stair-climber battery charged overnight in the yard.
""")

auto("gdpr-retention", "Data retention", "2026-09-19", ["gdpr", "data"], """
# Retention

- Customer records are kept 6 years after the last job (HMRC).
- CrateTrack job photos are kept 12 months.
- BenchLog job photos stay until the restoration warranty ends.
- **Q:** can a customer ask us to delete everything? **A:** yes, except what we have to keep for tax.
""")

auto("concert-hire-checklist", "Concert hire checklist", "2026-03-17", ["hire", "concert"], """
# Concert hire

- Confirm the load-in time and the venue contact on the booking.
- A concert grand delivery is a four-person job.
- Gareth tunes on site once the piano has been in the hall for an hour.
- Stool: adjustable concert bench, not the domestic one.
""")

auto("incident-2026-08-crate-outage", "CrateTrack outage, 14 August", "2026-08-15", ["incident", "cratetrack"], """
# Postmortem: CrateTrack outage (14 Aug)

- 40 minutes; the API machines restarted in a loop after a deploy.
- Root cause: a missing `STRIPE_WEBHOOK_SECRET` after a secrets rename.
- Crews used the PDF run sheets; no jobs were missed.
- **Follow-up:** startup check for required secrets (done).
""")

auto("glossary", "Glossary", "2026-01-12", ["glossary"], """
# Glossary

- **Skid / piano board:** the padded board a grand is strapped to on its side.
- **Let-off:** the point where the hammer escapes before hitting the string.
- **Pitch raise:** a rough tuning to bring a very flat piano near pitch before the fine tuning.
- **Long carry:** when the van can't park close to the door.
- **Lyre:** the pedal assembly on a grand.
""")

auto("email-providers-faq", "Which email service sends what", "2026-09-10", ["email", "faq"], """
# Email: who sends what?

- **TuneRound?** Postmark, for confirmations and invoices.
- **CrateTrack?** Amazon SES, for quotes and receipts.
- **BenchLog?** The workshop Gmail account, by hand.
- **Newsletter?** Its own service; see the newsletter note.
""")

# =====================================================================================
# FACTS: remnic extraction
# =====================================================================================

fact("2026-04-14", "10:12:05", "fact", 0.88, ["tuneround", "infra"],
     "@V1b@ TuneRound's gunicorn listens on port 8080 inside the app container; Caddy reverse-proxies to it.")
fact("2026-09-03", "14:40:31", "fact", 0.9, ["workshop", "climate"],
     "@V3b@ The Hebden Bridge workshop should be held at 55% relative humidity; Ines set the dehumidifier to match.")
fact("2026-05-19", "09:03:44", "fact", 0.86, ["tuneround", "sms"],
     "@V4b@ TuneRound sends the appointment reminder SMS at 10:00 on the day before the visit.")
fact("2026-03-10", "16:21:09", "fact", 0.87, ["cratetrack", "database"],
     "@V6b@ CrateTrack's database is PostgreSQL 15 (the Fly Postgres image is pinned to 15.6).")
fact("2026-06-22", "11:47:52", "decision", 0.84, ["removals", "dispatch"],
     "@V8b@ A removal crew is booked for up to 6 jobs a day; Dale fills the CrateTrack board to that.")
fact("2026-02-11", "13:05:18", "fact", 0.91, ["vans", "removals"],
     "@V10b@ The tail lift on the Luton van (YX24 KPD) is rated for 750 kg.")
fact("2026-04-02", "15:33:27", "fact", 0.89, ["cratetrack", "ci"],
     "@R1b@ CrateTrack's CI pipeline runs on CircleCI (config in `.circleci/config.yml`).")
fact("2026-08-07", "10:58:40", "fact", 0.85, ["tuneround", "errors"],
     "@R2b@ TuneRound reports exceptions to Honeybadger; the API key lives in the `.env` on the Hetzner box.")
fact("2026-05-27", "17:12:03", "preference", 0.83, ["cratetrack", "tooling"],
     "@R4b@ CrateTrack uses Yarn 4 for dependencies; CI runs `yarn install --immutable`.")
fact("2026-03-25", "12:26:55", "preference", 0.9, ["tuneround", "git"],
     "@R5b@ Rebase-merge TuneRound pull requests so every commit lands on main as written.")
fact("2026-07-09", "09:41:16", "preference", 0.87, ["cratetrack", "git"],
     "@N1b@ Don't squash CrateTrack PRs — Tom bisects dispatch bugs commit by commit.")
fact("2026-10-05", "18:09:22", "fact", 0.88, ["removals", "on-call"],
     "@R6b@ Kieran Shaw is on call for out-of-hours removals problems; ring him first.")
fact("2026-09-15", "11:14:37", "fact", 0.86, ["benchlog", "database"],
     "@R8b@ BenchLog keeps its data in Postgres, database `benchlog`.")
fact("2026-02-03", "08:55:10", "preference", 0.92, ["priya", "tooling"],
     "@R10b@ Priya edits code in Neovim (LazyVim config); don't suggest VS Code extensions.")
fact("2026-06-04", "14:02:48", "fact", 0.85, ["removals", "handling"],
     "@N4b@ Crews take the lid off a grand before it goes on the skid and carry it separately in a lid bag.")
fact("2026-04-21", "16:37:14", "fact", 0.88, ["tuning", "payments"],
     "@N6b@ Tuners never take payment on site; clients pay the invoice TuneRound emails after the visit.")
fact("2026-08-26", "10:20:59", "decision", 0.9, ["hire", "rent-to-buy"],
     "@N7b@ Decided not to offer rent-to-buy on the hire uprights (Sunita: too much admin for the margin).")
fact("2026-03-18", "13:48:06", "preference", 0.82, ["benchlog", "git"],
     "@N9b@ On BenchLog it's fine to push small fixes straight to main; only the workshop uses it.")
fact("2026-07-20", "09:15:33", "fact", 0.93, ["benchlog", "infra"],
     "@S1b@ BenchLog was moved off the workshop Raspberry Pi onto the Hetzner box on 18 July.")
fact("2026-06-12", "15:50:41", "decision", 0.91, ["tuneround", "sms"],
     "@S2b@ Switched TuneRound's SMS from Twilio to Vonage in June because Vonage's UK rates were half.")
fact("2026-01-14", "10:31:27", "fact", 0.84, ["tuneround", "bookings"],
     "@S5a@ New tuning bookings come in through the Wix form on the website; Owen copies them into TuneRound by hand.")
fact("2026-01-22", "14:44:12", "fact", 0.86, ["hire", "records"],
     "@S7a@ For hire-fleet serial numbers, PianoFleet.mdb on the office PC is the master record.")
fact("2026-09-24", "11:06:58", "decision", 0.9, ["cratetrack", "quotes"],
     "@S8b@ Switched CrateTrack's distance lookups from Google Maps to OpenRouteService in September to cut the API bill.")
fact("2026-09-01", "08:40:20", "fact", 0.94, ["hire", "depots"],
     "@S9b@ The York depot shut at the end of August; all hire stock now lives at Kirkstall.")
fact("2026-10-16", "16:18:45", "fact", 0.92, ["cratetrack", "runtime"],
     "@S10b@ Upgraded CrateTrack from Node 18 to Node 22 in October (Fly image `node:22-slim`).")
fact("2026-08-31", "12:57:09", "decision", 0.88, ["hire", "schools", "deposits"],
     "@F1b@ The £500 hire deposit is waived for schools on a termly contract.")
fact("2026-05-06", "10:44:51", "fact", 0.87, ["tuneround", "deploy"],
     "@F3b@ `make deploy` for TuneRound also runs `collectstatic` and restarts the gunicorn container.")
fact("2026-02-24", "15:25:36", "fact", 0.83, ["tuning", "rounds"],
     "@F4b@ Within a postcode district Gareth orders the round's visits street by street to cut driving.")
fact("2026-07-28", "13:33:02", "fact", 0.86, ["benchlog", "storage"],
     "@F6b@ The `benchlog-photos` B2 bucket keeps two versions of each file, and thumbnails are made on upload.")
fact("2026-01-29", "17:05:47", "preference", 0.89, ["git", "review"],
     "@F8b@ Priya wants PRs under ~300 changed lines, with migrations split into their own PR.")
fact("2026-10-21", "11:52:13", "fact", 0.9, ["hire", "fleet"],
     "@F9b@ Of the 14 hire grands, three are concert grands: two Steinway Ds and a Yamaha CFX.")
fact("2026-03-05", "09:27:40", "fact", 0.85, ["workshop", "finishing"],
     "@F10b@ For French polishing the workshop uses a 2 lb cut of blonde shellac, with pumice to fill the grain.")
fact("2026-06-30", "14:11:19", "fact", 0.84, ["tuneround", "workers"],
     "@O1b@ TuneRound's Celery worker runs with concurrency 4.")
fact("2026-05-12", "10:08:03", "fact", 0.87, ["hire", "concert", "tuning"],
     "@O4b@ For orchestra dates, concert-hire grands are tuned to A442 on site.")
fact("2026-02-17", "12:39:25", "fact", 0.9, ["workshop", "hours"],
     "@O7b@ The Hebden Bridge workshop is open 07:30–16:00, Tuesday to Saturday.")
fact("2026-04-08", "08:22:57", "fact", 0.88, ["removals", "crews"],
     "@O9a@ Uprights go out with a two-person crew.")
fact("2026-07-14", "16:45:30", "fact", 0.86, ["cratetrack", "email"],
     "@O10b@ CrateTrack's quote emails go out through Amazon SES.")
fact("2026-01-09", "11:18:44", "fact", 0.87, ["tuneround", "history"],
     "@D1a@ During the 2025 pilot TuneRound ran on a Heroku hobby dyno.")
fact("2026-01-30", "15:02:11", "fact", 0.85, ["workshop", "history"],
     "@D2a@ Until BenchLog went live in January, workshop jobs were tracked on a Trello board.")
fact("2026-05-04", "09:36:29", "fact", 0.86, ["tuning", "pricing", "history"],
     "@D3a@ Until April the pitch raise surcharge was £30.")
fact("2026-10-28", "13:27:50", "fact", 0.88, ["hireledger", "history"],
     "@D4a@ Before the October upgrade HireLedger was on Ruby 3.2.4 and Rails 7.1.")
fact("2026-04-03", "10:49:08", "fact", 0.84, ["hire", "fleet", "history"],
     "@D6a@ In Q1 2026 the hire fleet was 38 pianos.")
fact("2026-06-02", "14:58:36", "fact", 0.85, ["newsletter", "history"],
     "@D7a@ Until the switch in May, the customer newsletter went out through Mailchimp.")
fact("2026-03-12", "12:13:22", "fact", 0.87, ["dispatch", "history"],
     "@D8a@ Until CrateTrack went live in February, dispatch was a whiteboard in the Kirkstall yard office.")
fact("2026-04-16", "17:30:14", "fact", 0.83, ["benchlog", "backups", "history"],
     "@D9a@ From January to March the BenchLog database was copied to a USB stick every night.")
fact("2026-06-09", "11:41:55", "fact", 0.86, ["showroom", "pricing", "history"],
     "@D10a@ In the spring the showroom Yamaha C3 was priced at £18,500.")
fact("2026-02-20", "09:09:38", "preference", 0.88, ["workshop", "glue"],
     "@A1b@ Keep the hide glue at 140 °F; hotter than that and it loses strength.")
fact("2026-05-22", "15:16:07", "fact", 0.87, ["tuneround", "backups"],
     "@A3b@ TuneRound's nightly database dump kicks off at 2am UTC.")
fact("2026-03-31", "10:27:46", "fact", 0.86, ["cratetrack", "auth"],
     "@A5a@ CrateTrack crew tablet sessions expire after 12 hours.")
fact("2026-08-18", "13:54:21", "fact", 0.84, ["cratetrack", "auth"],
     "@A5b@ CrateTrack logs crew tablets out after 720 minutes.")
fact("2026-02-26", "16:03:59", "fact", 0.9, ["tuneround", "database"],
     "@A6a@ TuneRound's database is PostgreSQL 16.")
fact("2026-01-20", "08:47:33", "fact", 0.92, ["workshop", "people"],
     "@A7b@ Ines runs the Hebden Bridge workshop.")
fact("2026-07-23", "12:20:48", "fact", 0.85, ["hire", "pricing"],
     "@A8b@ Hiring an upright costs £540 a year, billed monthly.")
fact("2026-06-17", "10:35:16", "decision", 0.9, ["hire", "invoicing"],
     "@NS2a@ Hire invoices are never issued without a signed contract on file.")
fact("2026-09-08", "09:58:04", "fact", 0.88, ["hire", "invoicing"],
     "@NS2b@ Hire invoices are issued on the 1st of each month.")
fact("2026-11-03", "14:26:42", "fact", 0.83, ["removals", "weather"],
     "@NS4b@ Crews do move pianos in the rain; weather alone isn't a reason to cancel.")
fact("2026-04-28", "11:09:27", "fact", 0.87, ["workshop", "soundboards"],
     "@NS7b@ We repair cracked soundboards in-house at Hebden Bridge.")
fact("2026-10-09", "15:41:10", "decision", 0.89, ["tuning", "pricing"],
     "@NS9b@ We offer Saturday tuning slots for a £15 premium.")
fact("2026-08-12", "08:31:54", "fact", 0.86, ["removals", "vans"],
     "@NS10b@ Grands go up into the Luton on the tail lift.")

# ---------- facts that belong to no labelled pair ----------
fact("2026-03-09", "17:44:02", "fact", 0.82, ["cratetrack", "sms"],
     "CrateTrack texts crew leads their next-day run sheet link at 17:00 via Twilio.")
fact("2026-02-09", "10:16:39", "fact", 0.9, ["vans"],
     "The Sprinter has no tail lift; it only does uprights.")
fact("2026-05-29", "13:01:25", "fact", 0.86, ["hireledger", "errors"],
     "HireLedger reports exceptions to Honeybadger.")
fact("2026-06-19", "16:52:48", "preference", 0.8, ["tom", "tooling"],
     "Tom prefers RubyMine for HireLedger work.")
fact("2026-07-31", "09:48:13", "fact", 0.88, ["removals", "crane"],
     "Calder Cranes' minimum charge for a piano lift is £650.")
fact("2026-08-04", "14:07:31", "fact", 0.85, ["benchlog", "email"],
     "BenchLog estimates are emailed from the workshop Gmail account.")
fact("2026-09-11", "11:29:57", "decision", 0.87, ["hire", "weddings"],
     "Hire grands for weddings need the venue's load-in time on the booking before Sunita confirms.")
fact("2026-10-13", "10:03:44", "fact", 0.86, ["hire", "concert"],
     "The York Theatre Royal hires the Yamaha CFX for its panto run every December.")
fact("2026-11-17", "15:35:18", "fact", 0.84, ["hireledger", "payments"],
     "Stripe retries webhooks to HireLedger for up to 3 days, so a short outage loses nothing.")
fact("2026-11-24", "12:44:06", "preference", 0.83, ["owen", "reporting"],
     "Owen wants the monthly hire utilisation report as a CSV, not a dashboard.")
fact("2026-03-27", "09:22:35", "fact", 0.85, ["tuneround", "email"],
     "TuneRound's Postmark message stream is `outbound`; bounces are forwarded to the office inbox.")
