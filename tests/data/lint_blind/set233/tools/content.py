"""File bodies for the set233 store (Wayfarer Stage Company).

A line starting with ``@ID@ `` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (MEMORY.md is generated from them).
FACTS: remnic facts, facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md.
AUTO: free notes, auto/<slug>.md.
FLAT: root files whose frontmatter description deliberately carries an unquoted ': '.
"""

ORG = "Wayfarer Stage Company"

FLAT = {
    "project_tourbook_overview.md",
    "project_stalls_overview.md",
    "project_offcut_overview.md",
    "reference_finance_rules.md",
    "reference_venue_tech_specs.md",
}

# ---------------------------------------------------------------------------
# Root (Claude Code auto-memory)
# ---------------------------------------------------------------------------
ROOT = [
dict(file="user_leo_profile.md", name="leo-profile", type="user",
     title="Leo's profile", hook="digital producer, only in-house dev, terminal person",
     description="Leo Haddad — digital producer and the only in-house developer; owns most of the apps day to day",
     body="""Leo Haddad is the company's digital producer and in practice the only in-house developer. He came
from a box-office background (five years front of house at a Bristol receiving house), taught himself
Python, and picked up TypeScript for Stalls.

- Owns Tourbook, Stalls and Offcut day to day; Callboard is Ola's, with Leo as reviewer.
@R9a@ - Edits in Neovim (LazyVim config) and lives in tmux; don't suggest IDE-specific steps.
- Works Mon–Thu in the office at Cumberland Road, Fridays from home.
- Likes short answers with the command first and the explanation after.
- Not keen on Kubernetes or anything that needs a platform team; prefers boring infrastructure.
"""),

dict(file="user_maren_role.md", name="maren-role", type="user",
     title="Maren (general manager)", hook="what the GM signs off and how she wants updates",
     description="Maren Okafor, general manager — what she signs off and how she likes to be kept in the loop",
     body="""Maren Okafor is the general manager (joined in 2024 from a rural touring scheme). She signs off budgets,
the bigger contracts and anything that touches audience data.

- Reads the Monday summary in #gm-updates; wants it as five bullets max.
@N6b@ - Prefers WhatsApp for anything urgent about the tour — she doesn't watch Slack in the evenings.
- Not technical: explain outages as "who can't do what", not stack traces.
- Approves any new paid SaaS before Leo signs up, including free trials that want a card.
"""),

dict(file="feedback_communication.md", name="communication-with-maren", type="feedback",
     title="Communication routes", hook="how to reach Maren and the office team",
     description="How to route messages to Maren and the rest of the office team",
     body="""@N6a@ - Don't message Maren on WhatsApp about work — Slack or email only, even for tour emergencies.
- Use threads in #tour-ops, not channel-level replies.
- For Priya, a phone call beats a long message when a venue is waiting on an answer.
- Kwame reads email on the road; make subject lines specific ("Hold: Taunton Brewhouse 14 Mar", not "quick q").

**Why:** Maren said in January she needs a written trail for anything that ends up in a board report, and
WhatsApp doesn't give her one.

**How to apply:** When drafting a message for Leo to send, default to Slack; suggest email when it's something
the board or a venue might ask about later.
"""),

dict(file="feedback_git_workflow.md", name="git-workflow", type="feedback",
     title="Git workflow", hook="branching and merge habits differ per repo",
     description="Branching and merge rules per repo — they differ between Leo's repos and Ola's",
     body="""Each repo has its own habits because different people maintain them.

## Tourbook / Stalls / Offcut (Leo)
- Branch from `main` as `feat/…`, `fix/…` or `chore/…`.
@R5a@ - Tourbook PRs get squash-merged, so the PR title has to read like a commit subject.
- Stalls uses the same branch prefixes; Vercel builds a preview for every PR.
- Offcut is small enough that Leo commits copy changes straight to `main`.

## Callboard (Ola)
@N2a@ - Callboard: never squash. Ola bisects a lot and wants every commit kept as written.
- Ola opens draft PRs early; don't review until it's marked ready.

**Why:** Leo lost two days in March hunting down which change broke the ICS export, and Ola's answer was
"that's what the history is for".

**How to apply:** Check which repo you're in before suggesting a merge method or rewriting history.
"""),

dict(file="feedback_deploys.md", name="deploy-rules", type="feedback",
     title="Deploy rules", hook="when and how each app ships; on-sales are sacred",
     description="When and how to ship each app, and which windows are off limits",
     body="""@N1a@ - Never deploy Stalls while an on-sale is running. Sofia posts the window in #box-office.
@F2a@ - Tourbook is deployed from `main` only.
@NS1a@ - Don't deploy Tourbook on a Friday afternoon without telling Maren first; she's the one
  fielding venue calls if contract generation breaks over the weekend.
- Offcut deploys are a `docker compose pull && docker compose up -d`; nobody minds when.
- Callboard deploys are Ola's call; Leo only deploys it if Ola is away.

**Why:** Sofia watches the queue during on-sales and wants nothing changing under her; Maren backed her on
this in April.

**How to apply:** Before any deploy, check #box-office for an active on-sale, and for Tourbook on a Friday
drop Maren a line first.
"""),

dict(file="feedback_db_migrations.md", name="db-migrations", type="feedback",
     title="Database migrations", hook="migration discipline for the Django and Prisma apps",
     description="Migration discipline for Tourbook (Django) and Stalls (Prisma)",
     body="""Both apps have been burned by migrations running at the wrong moment.

@N4a@ Tourbook: run `manage.py migrate` as its own release step, never from the container entrypoint,
because two containers starting together raced on the same migration in May and left the
`contracts_contract` table half-altered.

@NS6a@ - Never run `prisma migrate deploy` against Stalls prod from a laptop; only the CI deploy job does it.
- Squash Django migrations only at a release boundary, and never in an app with a data migration in flight.
- Stalls: `prisma migrate dev` locally, commit the generated SQL, review it like code.

**Why:** The May race cost an evening of manual `ALTER TABLE` with Kwame waiting on contracts.

**How to apply:** When writing a deploy step or a Dockerfile, keep migrations out of the boot path.
"""),

dict(file="feedback_testing.md", name="testing", type="feedback",
     title="Testing expectations", hook="what a PR needs before it's ready, per app",
     description="Test expectations for Tourbook, Stalls and Callboard before a PR is marked ready",
     body="""@N8a@ - Mock Stripe in the Stalls test suite; CI must never hit the Stripe test API.
- Tourbook: every bug fix gets a regression test in the app's `tests/` package.
- Callboard: Ola wants request specs over controller specs.
- Don't chase 100% coverage; the contracts PDF generator is snapshot-tested and that's enough.

**Why:** Stripe test mode rate-limited us in May and a whole afternoon of PRs went red.

**How to apply:** If a Stalls test needs Stripe, use the fixtures in `test/stripe/`.
"""),

dict(file="feedback_commit_messages.md", name="commit-messages", type="feedback",
     title="Commit messages", hook="style for commit subjects and bodies",
     description="Commit message style Leo wants when I draft commits",
     body="""- Imperative subject, lowercase scope prefix when it fits (`holds:`, `checkout:`, `jobs:`).
- Mention the Offcut job or GitHub issue number in the body when there is one.
- No emoji, no `Co-Authored-By` trailer.
- Only commit when Leo asks; never auto-commit at the end of a task.

**Why:** Leo reads `git log` on his phone during get-ins and wants it scannable.

**How to apply:** Run `git log --oneline -10` first and match what's there.
"""),

dict(file="feedback_code_style.md", name="code-style", type="feedback",
     title="Code style", hook="formatters and conventions per codebase",
     description="Formatting and style conventions for each codebase",
     body="""- Tourbook: `ruff format`, line length 100, type hints on anything public.
- Stalls: biome for lint + format; no default exports except Next.js pages and layouts.
- Callboard: follow Ola's rubocop config; don't reformat files you didn't touch.
- Offcut: `gofmt`, plus `templ fmt` for the templates.
- Names from the theatre world stay as they are ("get-in", "the half", "pencil") — don't "fix" them.

**Why:** Leo got a 2,000-line diff from an over-eager formatter once and reverted the lot.

**How to apply:** Format only the lines you changed unless asked.
"""),

dict(file="feedback_pr_reviews.md", name="pr-reviews", type="feedback",
     title="PR reviews", hook="how reviews work between Leo and Ola",
     description="How code review works between Leo and Ola, and what a reviewable PR looks like",
     body="""- Leo reviews Ola's Callboard PRs within two working days; Ola reviews Leo's only when asked.
- Keep PRs under ~400 changed lines where possible.
- Screenshots or a short clip for any UI change, especially the call builder and the seat map.
- A PR description says what a venue, actor or box-office user will notice, not just what changed.

**Why:** Both work part-time on this; small PRs get reviewed, big ones rot.

**How to apply:** Offer to split a branch before it gets big.
"""),

dict(file="feedback_secrets.md", name="secrets-handling", type="feedback",
     title="Secrets handling", hook="where secrets live and what never to paste",
     description="Where secrets live and how to refer to them without leaking them",
     body="""- Never paste a secret into chat or a memory; refer to the 1Password item name instead.
- `.env` files are git-ignored everywhere; only `.env.example` is committed.
- If the Stripe restricted key ever shows up in a log, rotate it the same day and tell Sofia.
- The workshop PIN for Offcut is not a secret in the usual sense, but still don't write it down here.

**Why:** A venue contact list ended up in a public gist in 2025; nobody wants a repeat.

**How to apply:** Use placeholders like `sk_live_…` in examples.
"""),

dict(file="feedback_memory_hygiene.md", name="memory-hygiene", type="feedback",
     title="Memory hygiene", hook="keep memories current rather than piling up new ones",
     description="How Leo wants these memory files maintained",
     body="""- When something changes, update the existing memory rather than adding a second one beside it.
- Put the date on anything that is about a period ("spring tour", "until June").
- Keep overview files short enough to read in one screen; link out for detail.

**Why:** Leo found three different answers to the same question in here in September.

**How to apply:** Search the folder before writing a new memory.
"""),

dict(file="project_tourbook_overview.md", name="tourbook-overview", type="project",
     title="Tourbook overview", hook="booking system for venues, holds, deals and contracts",
     description="Tourbook overview: the booking system for venues, pencil holds, deals, contracts and tour routing",
     body="""Tourbook is the in-house booking system Kwame and Maren use to route tours: venue records, pencil holds,
deals, contracts and settlements. Leo built it in 2024 to replace a very large Google Sheet.

## Stack
@O9a@ - Django 5.1 on Python 3.12, managed with uv.
- Postgres for everything; HTMX for the hold calendar, no SPA.
@V1a@ - Gunicorn binds `127.0.0.1:8000`; Caddy terminates TLS and proxies to it.
@R8a@ - Celery broker is Redis 7 on the same host (db 0); no result backend.
@R1a@ - CI is GitHub Actions (`.github/workflows/ci.yml`): pytest + ruff on every PR.

## Domain rules
@F1a@ - Pencil holds expire after 14 days unless the venue confirms.
- A venue can only carry one first pencil per date; second pencils queue behind it.
- Deals are guarantee, split, or guarantee-vs-split; split percentages are stored as basis points.
@A3a@ - Login sessions expire after 2 weeks of inactivity.
- Users: Kwame, Maren, Priya, Ruth (read-only on deals) and Leo (admin).

## Gotchas
- `Venue.capacity` is the seated max from the tech spec, not what we can sell for our shows.
- The hold calendar shows UK time only; don't add timezone pickers.
"""),

dict(file="project_tourbook_contracts_module.md", name="tourbook-contracts", type="project",
     title="Tourbook contracts module", hook="contract generation, signing and confirmation",
     description="How the contracts module in Tourbook works — generation, signing, confirmation, settlement",
     body="""@A8a@ - A contract only becomes `confirmed` once the countersigned PDF is uploaded.
@NS8a@ - Venue bank details are never stored in Tourbook unencrypted (Fernet-encrypted fields on `Venue.bank_*`).
- Contracts are generated from a Word template with docxtpl, then PDF'd by LibreOffice headless.
- Settlement sheets are created after the last show; Ruth reconciles them against the venue's statement.
- Contract numbering is `WFR-<year>-<seq>`, allocated when the draft is first generated.
"""),

dict(file="project_stalls_overview.md", name="stalls-overview", type="project",
     title="Stalls overview", hook="our ticketing app for the dates we sell ourselves",
     description="Stalls overview: our ticketing web app — events, seat maps, baskets and Stripe checkout",
     body="""Stalls is our own ticketing app. Sofia runs it day to day; Leo builds it. Receiving houses sell our dates
through their own box offices, so Stalls only carries dates where we run the box office ourselves, plus
workshops and add-ons.

## Stack
- Next.js 14 (app router) + TypeScript, Prisma, Stripe Checkout and webhooks.
@R2a@ - Package manager is pnpm (`pnpm-lock.yaml`); don't commit a `package-lock.json`.
@A1a@ - Database: Neon serverless Postgres, London region (eu-west-2).
@D1a@ - Hosted on Vercel (Pro plan); the production branch is `main`.
@R4a@ - Error tracking: Sentry, project `stalls-web`.
- Local dev runs on `localhost:3000`; the Stripe CLI forwards webhooks to `/api/stripe/webhook`.

## Behaviour
@V2a@ - Seats in a basket are held for 10 minutes, then released back to sale.
@F6a@ - Sends a reminder email 48 hours before the performance.
@O6b@ - Order confirmations go out through Resend from `tickets@wayfarerstage.co.uk`.
- Stripe retries failed webhooks for up to 3 days; our handler is idempotent on `event.id`.
- Seat maps belong to a venue layout, not to a venue (see the seat maps memory).
"""),

dict(file="project_stalls_seat_maps.md", name="stalls-seat-maps", type="project",
     title="Stalls seat maps", hook="how seat maps are modelled and edited",
     description="How seat maps are modelled in Stalls and who builds them",
     body="""- Seat maps are stored as JSON per venue layout; a venue can have several layouts (end-on, thrust, cabaret).
- Wheelchair spaces are removable seats; selling one blocks the two seats beside it until Sofia releases them.
- The editor is admin-only; Sofia builds maps from the venue's seating plan PDF.
- Above roughly 600 seats in one layout the SVG renderer gets sluggish on old phones.
- Unreserved events skip the map and just sell a count.
"""),

dict(file="project_callboard_overview.md", name="callboard-overview", type="project",
     title="Callboard overview", hook="rehearsal calls and availability app, maintained by Ola",
     description="Callboard — rehearsal scheduling, daily calls and availability; maintained by Ola",
     body="""Callboard is the rehearsal and call-sheet app. Declan and the SMs publish the daily calls, actors see their
calls and flag conflicts, and it produces an ICS feed per person. Built and maintained by Ola Nowak
(freelance, two days a month on retainer); Leo reviews.

## Stack
@V6a@ - Ruby 3.3.5 and Rails 7.2 (Hotwire, Tailwind).
@S3a@ - Database: SQLite in production, on a Fly volume (single machine).
@A2a@ - Hosted on Fly.io, region `lhr`.
@R3a@ - Transactional mail (call sheets, schedule changes) goes out via Mailgun, EU region.
@O2a@ - CI: CircleCI (`.circleci/config.yml`), runs rspec and rubocop.
- Background jobs: Solid Queue, no Redis.

## Behaviour
@F9a@ - Sends a push notification whenever a call changes.
- Availability is entered as "conflicts"; the SM sees them on the call builder.
- ICS feed URLs are per person and unguessable; rotating one is in the admin.
"""),

dict(file="project_offcut_overview.md", name="offcut-overview", type="project",
     title="Offcut overview", hook="workshop tracker for set builds, stock and fittings",
     description="Offcut overview: the workshop tracker for set builds, stock, fittings and FR certificates",
     body="""Offcut is the small workshop tracker Leo wrote in spring 2026 for Jonah (set) and Ines (costume). Jobs,
materials stock, costume fittings and flame-retardant certificates live in it.

@R7a@ - Runs in Docker on the office Synology (DS920+), reachable at `offcut.tail-wfr.ts.net`.
@O1a@ - Listens on `:8090`; container and host port are the same.
@F7a@ - Every flat built in the workshop gets an Offcut job number.
@S2b@ - Since June, workshop requests are no longer taken in Slack — every request is raised as a job in Offcut.
- Timber and sheet stock is counted on the first Monday of the month.
- Costume fittings are booked against an actor and a production; Callboard doesn't know about them yet.
- FR certificates are PDFs attached to a job; the expiry date drives the "due" list.
"""),

dict(file="project_salt_road_tour.md", name="salt-road-tour", type="project",
     title="The Salt Road", hook="spring tour production: set, transport, show calls",
     description="The Salt Road — the spring 2026 tour; set, transport and show-call details",
     body="""Two-hander-plus-chorus about the Somerset salt trade; spring 2026 tour, with a revival pencilled for 2027.

@V3a@ - Running time: 2h 10m including the 20-minute interval.
@O10a@ - The set travels in a 7.5-tonne box truck; Declan drives, Jonah is second driver.
@A7a@ - Fight call is 30 minutes before the half, every performance.
- Cast of six plus one ASM; eighteen venues between February and May.
- Director Hattie Brennan, designer Rosa Lind, lighting Amara Quist.
- Revival pencilled for autumn 2027; Kwame has first holds in Tourbook.
"""),

dict(file="project_winters_ledger.md", name="winters-ledger", type="project",
     title="A Winter's Ledger", hook="Christmas tour: creative team and transport",
     description="A Winter's Ledger — the Christmas 2026 tour; creative team, build and transport",
     body="""@R10a@ - Lighting designer: Amara Quist (she lit The Salt Road too).
@O10b@ - Tours in a 3.5t Luton van; no HGV licence needed.
- Cast of four actor-musicians; opens 27 November at the Brewhouse, Taunton, and runs into January.
- Set built at Avonmouth in September and October; Jonah's drawings are on Offcut job WL-001.
- The knitwear is handmade; see the costume care memory before anyone washes it.
"""),

dict(file="project_lanterns_lundy.md", name="lanterns-over-lundy", type="project",
     title="Lanterns over Lundy", hook="family puppetry show for libraries and halls",
     description="Lanterns over Lundy — family puppetry show touring libraries and small halls",
     body="""- Puppets by Kit Sandoval: three rod puppets and a shadow screen.
- Puppet repairs are logged as Offcut jobs with the `LUN-` prefix.
- The library dates are booked through the county library services, not through Tourbook holds.
- Needs one 13A socket; the rig is battery LED.
- Two actors and a puppeteer; the puppeteer also runs the sound cues from an iPad.
"""),

dict(file="project_data_retention.md", name="data-retention", type="project",
     title="Data retention", hook="GDPR and retention rules for audience and company data",
     description="GDPR and retention rules for audience, venue and company data",
     body="""@N9a@ - Ticket buyers' emails are used for marketing only if they ticked the opt-in box.
- Order data is kept six years for HMRC, then anonymised.
- Actor availability in Callboard is deleted three months after the production closes.
- Venue contacts in Tourbook are business data, kept while the venue relationship is live.
- Subject access requests go to Maren; the 30-day clock starts when the request lands, not when we notice it.
"""),

dict(file="project_accessibility_performances.md", name="access-performances", type="project",
     title="Accessible performances", hook="captioned, BSL, relaxed and audio-described shows",
     description="Captioned, BSL, relaxed and audio-described performances — what each production offers",
     body="""- Each production offers at least one captioned, one BSL-interpreted and one relaxed performance per tour leg.
- Captions use the venue's own unit where possible, otherwise our tablet kit.
- The Salt Road had audio description at four venues; Winter's Ledger is still being scheduled.
- Access performances are flagged on the event in Stalls and in the venue's own listings.
"""),

dict(file="project_merch_shop.md", name="merch-shop", type="project",
     title="Merch", hook="programmes, scripts and tote bags — online and on tour",
     description="Merchandise — what we sell, where, and who counts the stock",
     body="""- Online merch (programmes, tote bags, the Salt Road playtext) is sold as add-ons to a ticket in Stalls.
- The playtext price is set by the publisher; we keep the agreed discount on copies bought in.
- Tour stock is counted after each leg.
- Leftover Salt Road programmes are boxed at Avonmouth for the revival.
"""),

dict(file="reference_infrastructure.md", name="infrastructure", type="reference",
     title="Infrastructure", hook="where everything runs, DNS, tailnet, versions",
     description="Where everything runs, DNS and the tailnet, plus the component version table",
     body="""## Overview
- DNS for `wayfarerstage.co.uk` is on Cloudflare; Leo and Maren have access.
@S1b@ - Tourbook migrated from Heroku to a Hetzner CX32 (Falkenstein) in April 2026; the Heroku app has been deleted.
- Stalls is on Vercel and Callboard on Fly.io.
@A5a@ - Offcut and the NAS are only reachable over Tailscale (tailnet `tail-wfr`).
- Office NAS: Synology DS920+, four 8 TB drives in SHR, in the comms cupboard at Cumberland Road.
- Google Workspace for mail and Drive; 1Password Teams for secrets.

## Versions
| Component | Version | Notes |
|---|---|---|
@V10a@ | Tourbook DB | PostgreSQL 16.4 | local socket, no pgbouncer |
| Stalls DB | Neon (Postgres 16) | pooled connection string for the app |
| Caddy | 2.8 | automatic TLS |
| Uptime Kuma | 1.23 | container on the NAS |
| Offcut | static Go binary | distroless image |
"""),

dict(file="reference_people_contacts.md", name="people-and-contacts", type="reference",
     title="People and contacts", hook="who does what, on-call rota, venue contacts",
     description="Who does what, the on-call rota, and who venues should call",
     body="""## People
- Hattie Brennan — artistic director.
- Maren Okafor — general manager.
- Priya Nandakumar — production manager.
- Declan Muir — company stage manager (on tour).
- Jonah Whitlock — workshop manager (set); Ines Carvalho — costume supervisor.
- Sofia Bright — ticketing and audience manager.
- Kwame Osei — tour booker.
- Ruth Ansell — finance manager (part-time, Tue–Thu).
- Leo Haddad — digital producer / developer; Ola Nowak — freelance Rails developer.

## Rota
| Area | Owner | Notes |
|---|---|---|
@O8a@ | Tourbook on-call | Leo Haddad | weekdays 09:00–18:00 |
@R6a@ | Stalls on-call (on-sale days) | Leo Haddad | phone first, then Slack |
| Offcut | Leo Haddad | best effort, no rota |
| Workshop alarm (out of hours) | Jonah Whitlock | the alarm company rings him first |

## Venues
@D6a@ - Out-of-hours contact for venues: Priya Nandakumar (production mobile).
@NS3a@ - Venue complaints about sound or lighting go to Priya, not to the dev on-call.
"""),

dict(file="reference_backups.md", name="backups", type="reference",
     title="Backups", hook="what is backed up where and for how long",
     description="What gets backed up where, how often, and how long it is kept",
     body="""## Tourbook
@O7a@ - `pg_dump` nightly at 02:00 UTC to B2 (`wfr-tourbook-backups`), 30-day retention.
- Restore drill every quarter; the last one (6 October) took 11 minutes end to end.

## Offcut
@V7a@ - The SQLite file is snapshotted to B2 at 02:30 every night (bucket `wfr-offcut`).
- Uploaded PDFs (FR certs, drawings) go in the same snapshot.

## Everything else
- Google Drive relies on Workspace retention; nothing extra.
- Stalls data is Neon's job; see the Neon notes.
"""),

dict(file="reference_email_setup.md", name="email-setup", type="reference",
     title="Email setup", hook="mail domains, SPF/DKIM, sending services",
     description="Mail domains, SPF/DKIM/DMARC, and which app sends through what",
     body="""- Staff mail is Google Workspace on `@wayfarerstage.co.uk`.
@O6a@ - Tourbook sends through Postmark (server `tourbook-prod`).
- SPF includes Google's and Postmark's includes; DKIM selectors are `google` and `pm`.
- DMARC moved to `p=quarantine` in September; aggregate reports go to dmarc@.
- The office printer scans to email with an app password; don't revoke it during a clean-up.
"""),

dict(file="reference_monitoring.md", name="monitoring", type="reference",
     title="Monitoring", hook="uptime checks, alert routing, error tracking",
     description="Uptime checks, alert routing and error tracking",
     body="""@S8a@ - Uptime checks: UptimeRobot (free plan) pings Tourbook, Stalls and Callboard every 5 minutes.
- Alerts go to #alerts in Slack.
- Tourbook errors go to Sentry (project `tourbook`); alert on a new issue or more than 20 events an hour.
- Offcut has no error tracking; Jonah just tells Leo.
- The NAS emails Leo on disk or SMART events.
"""),

dict(file="reference_dev_environment.md", name="dev-environment", type="reference",
     title="Dev environment", hook="how each app runs on a laptop",
     description="Local tooling per repo — how each app is run on a laptop",
     body="""@S5a@ - Tourbook local dev: `make up` (uses `docker-compose.dev.yml`) brings up Django and Postgres.
- Stalls: the `dev` script on port 3000, with the Stripe CLI forwarding webhooks.
- Callboard: `bin/dev` on port 3100 so it doesn't clash with Stalls.
- Offcut: `air` for live reload on port 8090.
- Ola uses RubyMine for Callboard, which is why `.idea/` is in that repo's `.gitignore`.
- Everyone is on macOS except the workshop laptop (Ubuntu 24.04).
- Pre-commit hooks: ruff for Tourbook, biome for Stalls, rubocop for Callboard.
"""),

dict(file="reference_ticketing_policy.md", name="ticketing-policy", type="reference",
     title="Ticketing policy", hook="pricing, comps, refunds and access booking",
     description="Pricing, comps, refunds and access booking rules for the dates we sell ourselves",
     body="""## Pricing
@D3b@ - Standard price for own-promoted dates is £18, £14 concessions.
- Under-18s £10 everywhere; the Lanterns over Lundy family ticket (2+2) is £48.
@D7a@ - Stalls charges no booking fee.

## Comps
@V8a@ - Comp allocation is 6 seats per performance (company + press combined).
- House seats: 2 per performance held for Hattie, released automatically 48 hours before.

## Refunds and exchanges
@N5a@ - Tickets are non-refundable; buyers can swap to another date on the same tour instead.
- Exchanges are free up to 24 hours before the performance.

## Access
@F5a@ - Wheelchair spaces are sold at standard price with a free companion seat.
- Captioned and BSL performances are marked in the event listing; see the access performances memory.
"""),

dict(file="reference_rehearsal_rules.md", name="rehearsal-rules", type="reference",
     title="Rehearsal rules", hook="hours, calls, breaks and who gets called",
     description="Hours, calls, breaks and who gets called during rehearsal periods",
     body="""@D2b@ - We rehearse at the Cumberland Road studio (Studio 2, first floor).
@V9a@ - Max 7 hours of rehearsal in a day, not counting the lunch break.
- Lunch is an hour; a 15-minute break at least every two hours.
@F3a@ - Calls are published in Callboard by 18:00 the day before.
@NS7a@ - Never change a call within 12 hours of it without also phoning the actor.
@N10a@ - Understudies aren't called to the main rehearsal; they get their own sessions on Thursdays.
- Fight and intimacy calls are scheduled inside the working day, not tacked on after it.
"""),

dict(file="reference_workshop_safety.md", name="workshop-safety", type="reference",
     title="Workshop safety", hook="PPE, dust and flame-retardant rules at the unit",
     description="Workshop safety rules for the Avonmouth unit — PPE, dust and flame-retardant treatment",
     body="""@F4a@ - Eye protection on the bandsaw and table saw, always.
@NS4a@ - MDF never gets cut without the extractor running.
@V4a@ - Soft goods (cloths, gauzes, masking) are re-treated with flame retardant every 12 months, and after any wash.
- Timber for flats is bought FR-treated; the certificate is kept against the batch.
- The spray booth is for solvent paints only; water-based scenic paint can be done on the floor.
- First aiders: Jonah and Amy.
- No lone working in the unit after 16:30.
"""),

dict(file="reference_touring_logistics.md", name="touring-logistics", type="reference",
     title="Touring logistics", hook="vans, per diems, digs and get-in basics",
     description="Vans, per diems, accommodation and get-in basics for the touring company",
     body="""@S9a@ - Tour vans are hired from Enterprise Flex-E-Rent on the account Kwame set up.
@V5a@ - Per diem on tour: £32/day, paid weekly in advance by bank transfer.
@O3a@ - Accommodation budget: £85 per person per night outside London.
- Mileage in your own car is 45p a mile, claimed through Xero Expenses.
@F8a@ - Get-in starts at 09:00 on day one at each venue.
- Get-out follows the last show; allow three hours at a studio venue and four at a main house.
- Digs lists per venue live in Tourbook (Venue → "Digs" tab).
"""),

dict(file="reference_costume_care.md", name="costume-care", type="reference",
     title="Costume care", hook="laundry, maintenance and storage rules",
     description="Laundry, maintenance and storage rules for costumes on tour and in store",
     body="""@D8b@ - The costume workshop is upstairs at the Avonmouth unit, above the set shop.
@N3a@ - Never tumble-dry the Winter's Ledger knitwear; flat-dry on the rack only.
@A9a@ - The SM team carries a £200 laundry float per tour leg.
- Shirts and underlayers are washed after every show; coats and jackets are aired and steamed.
- The Salt Road wool coats go to the dry cleaner at the end of each leg.
- Each production's costume bible lives in Offcut (fittings tab) and as a PDF in Drive.
"""),

dict(file="reference_finance_rules.md", name="finance-rules", type="reference",
     title="Finance rules", hook="invoices, POs, expenses and approvals",
     description="Finance rules: invoices, purchase orders, expenses, crew hours and who approves what",
     body="""@NS2a@ - Venue invoices are never issued without the venue's PO number on them.
@S6b@ - The "Crew Hours 2026" sheet has been read-only since 1 Sept; crew hours are logged in Callboard now.
@S10b@ - Freelancers no longer email invoices — they upload them to Xero through the Hubdoc address.
- Receipts are photographed and uploaded in Xero Expenses within a week.
- Contracts with a fee above £8,000 need Maren's signature; below that Kwame signs.
- Ruth pays freelancers on the 15th and on the last working day of the month.
"""),

dict(file="reference_venue_tech_specs.md", name="venue-tech-specs", type="reference",
     title="Venue tech specs", hook="snapshot of stage, power and dock details for regular venues",
     description="Venue tech specs: a snapshot of stage size, power and dock access for regular venues",
     body="""Snapshot taken at booking time; always ask the venue for the current spec before a get-in.

| Venue | Stage (W × D) | Power | Dock |
|---|---|---|---|
| Brewhouse, Taunton | 9 m × 7 m | 63A three-phase | street level, 2.4 m door |
| Quayside Arts, Falmouth | 11 m × 8 m | 125A three-phase | tail lift needed |
| Maltings Studio, Ely | 8 m × 6 m | 32A single-phase | through the bar |
| Corn Exchange, Bridport | 12 m × 9 m | 63A three-phase | rear yard, no height limit |

- Haze is banned at the Maltings (old detectors); ask everywhere else.
- Quayside's flying bars are rated for the Salt Road lantern truss; the Maltings has no flying.
"""),

dict(file="reference_slack_channels.md", name="slack-channels", type="reference",
     title="Slack channels", hook="which channel is for what",
     description="Which Slack channel is for what",
     body="""- #tour-ops — routing, travel, digs; threads per venue.
- #box-office — on-sale windows, sales numbers, customer issues.
- #show-reports — the nightly show report from the SM.
- #alerts — uptime and error alerts.
- #dev — Leo and Ola; PR links and deploy notes.
- #workshop — general chat with Jonah, Ines and the makers.
- #gm-updates — Maren's Monday summary; read-only for most people.
"""),
]

# ---------------------------------------------------------------------------
# remnic facts
# ---------------------------------------------------------------------------
# (date, time UTC, category, confidence, tags, body)
FACTS = [
# --- labelled ---
("2026-01-19", "10:42:07", "fact", 0.9, ["rehearsal", "equity"],
 "@V9b@ Rehearsal calls can't exceed 8 working hours a day (lunch excluded) under the UK Theatre/Equity agreement we use."),
("2026-01-27", "14:05:51", "decision", 0.92, ["finance", "workshop", "purchasing"],
 "@F10a@ Any workshop spend over £250 needs a purchase order."),
("2026-02-10", "17:31:22", "fact", 0.85, ["callboard", "rehearsal", "tech-week"],
 "@F3b@ In tech week Declan can still amend the next day's calls in Callboard until 21:00, after the 18:00 publish."),
("2026-02-17", "11:12:40", "fact", 0.9, ["rural-touring", "capacity"],
 "@A4a@ Village-hall shows are capped at 120 audience."),
("2026-02-20", "09:58:13", "decision", 0.95, ["stalls", "ticketing", "village-halls"],
 "@S4b@ We switched village-hall ticket sales from TicketSource to Stalls in February 2026."),
("2026-02-24", "16:20:09", "fact", 0.8, ["callboard", "email", "schedule"],
 "@NS9a@ Callboard emails the whole company whenever the rehearsal schedule changes."),
("2026-02-26", "20:47:35", "fact", 0.88, ["salt-road", "running-time"],
 "@V3b@ The Salt Road comes down at 2 hrs 25 including interval, so tell venues 22:10 for a 19:45 start."),
("2026-03-02", "10:03:44", "fact", 0.9, ["stalls", "database", "neon"],
 "@A1b@ Stalls' Postgres lives on Neon in eu-west-2 (London)."),
("2026-03-06", "13:26:18", "fact", 0.87, ["rehearsal", "salt-road", "venue"],
 "@D2a@ During The Salt Road rehearsals (Jan–Feb 2026) we rehearsed in St Werburgh's church hall."),
("2026-03-11", "15:49:02", "fact", 0.8, ["tourbook", "ci"],
 "@R1b@ Tourbook's test suite runs on CircleCI; the config lives in `.circleci/config.yml`."),
("2026-03-13", "22:14:55", "fact", 0.9, ["salt-road", "fight-call", "stage-management"],
 "@A7b@ Salt Road has a fight call at every show, half an hour before the half."),
("2026-03-19", "12:37:29", "preference", 0.85, ["workshop", "slack", "requests"],
 "@S2a@ Jonah wants workshop job requests posted in #workshop-requests on Slack, with a sketch if possible."),
("2026-03-24", "08:55:16", "fact", 0.82, ["touring", "get-in", "village-halls"],
 "@F8b@ For village halls the get-in is still 09:00, but the key usually comes from the parish clerk, so ring the day before."),
("2026-03-31", "18:02:47", "decision", 0.93, ["merch", "payments", "touring"],
 "@N7a@ Decided not to use Stripe Terminal for merch on tour; readers plus venue wifi were too much faff."),
("2026-04-02", "11:40:33", "fact", 0.86, ["offcut", "history", "storage"],
 "@D5b@ The first Offcut prototype (Feb–Mar 2026) stored everything in BoltDB before it moved to SQLite."),
("2026-04-09", "14:18:27", "fact", 0.9, ["stalls", "uploads", "limits"],
 "@A6a@ Stalls rejects event image uploads over 5 MB."),
("2026-04-14", "19:33:10", "fact", 0.84, ["touring", "laundry", "stage-management"],
 "@A9b@ Declan holds a float of two hundred pounds for launderettes on each leg\nof the tour."),
("2026-04-15", "10:27:58", "fact", 0.9, ["callboard", "support", "ola"],
 "@O8b@ Callboard bugs go to Ola Nowak (freelance), not to Leo."),
("2026-04-21", "16:44:21", "fact", 0.85, ["finance", "crew", "timesheets"],
 "@S6a@ Production crew log their hours in the Google Sheet \"Crew Hours 2026\"."),
("2026-04-28", "13:09:36", "fact", 0.78, ["stalls", "mailchimp", "marketing"],
 "@N9b@ Stalls adds every ticket buyer to the Mailchimp newsletter list automatically; there's no opt-in step."),
("2026-05-08", "09:21:14", "fact", 0.88, ["tourbook", "on-call", "escalation"],
 "@NS3b@ Tourbook outages get escalated to the dev on-call, which is Leo."),
("2026-05-14", "15:52:03", "fact", 0.87, ["tourbook", "holds"],
 "@F1b@ A Tourbook pencil hold lapses after 14 days, but the venue can extend it once by 7 days from the hold screen."),
("2026-05-20", "11:06:45", "fact", 0.9, ["stalls", "ci", "playwright"],
 "@O2b@ Stalls CI is GitHub Actions, with the Playwright e2e job on every pull request."),
("2026-05-26", "17:15:30", "preference", 0.8, ["leo", "editor", "tooling"],
 "@R9b@ Leo's editor is VS Code, with the Ruby LSP and Django extensions installed."),
("2026-05-27", "12:48:19", "fact", 0.92, ["website", "wix", "tour-dates"],
 "@S7b@ The Wix tour site (tour.wayfarerstage.co.uk) was shut down in May; tour dates now live on the main site."),
("2026-05-29", "10:11:08", "fact", 0.9, ["workshop", "safety", "table-saw"],
 "@F4b@ On the table saw, ear defenders are mandatory as well as eye protection, and the riving knife stays fitted."),
("2026-06-04", "14:30:52", "fact", 0.86, ["contacts", "spring-tour", "out-of-hours"],
 "@D6b@ For the spring 2026 tour Declan was the out-of-hours venue contact while Priya was on parental leave."),
("2026-06-12", "09:37:26", "fact", 0.75, ["stalls", "refunds", "ticketing"],
 "@N5b@ Stalls tickets are refundable up to 48 hours before the performance."),
("2026-06-16", "16:59:41", "fact", 0.8, ["callboard", "git", "merge"],
 "@N2b@ Callboard PRs are always squash-merged into `main`; Ola tidies the PR title first."),
("2026-06-18", "08:24:37", "fact", 0.9, ["avonmouth", "workshop", "hours"],
 "@O5b@ The Avonmouth workshop unit is open 08:00–16:30 Monday to Friday."),
("2026-06-23", "13:13:13", "fact", 0.88, ["finance", "workshop", "purchasing"],
 "@F10b@ Workshop POs over £250 need Priya's sign-off as well as Ruth's."),
("2026-06-30", "10:45:09", "fact", 0.9, ["tourbook", "auth", "sessions"],
 "@A3b@ Tourbook sessions time out after 14 days idle (`SESSION_COOKIE_AGE = 1209600`)."),
("2026-07-01", "15:20:48", "fact", 0.9, ["stalls", "booking-fee", "history"],
 "@D7b@ Until June 2026 Stalls added a £1.50 booking fee per ticket; Maren dropped it for the autumn season."),
("2026-07-09", "11:58:24", "fact", 0.85, ["stalls", "email", "reminders"],
 "@F6b@ Stalls' 48-hour reminder email also carries the venue access info and a parking link."),
("2026-07-17", "14:07:56", "fact", 0.88, ["tourbook", "settlements", "bank-details"],
 "@NS8b@ Tourbook stores venue bank details so settlements can be paid out."),
("2026-07-22", "09:12:31", "fact", 0.95, ["callboard", "database", "migration"],
 "@S3b@ Callboard was migrated from SQLite to Fly Postgres on 21 July 2026."),
("2026-08-05", "16:33:47", "fact", 0.78, ["stalls", "errors", "bugsnag"],
 "@R4b@ Stalls reports exceptions to Bugsnag, and Sofia gets the daily digest email."),
("2026-08-14", "12:26:05", "fact", 0.9, ["nas", "monitoring", "ports"],
 "@O1b@ Uptime Kuma runs on port 3001 on the NAS."),
("2026-08-19", "10:39:18", "fact", 0.82, ["stalls", "on-call", "on-sale"],
 "@R6b@ On on-sale days the Stalls on-call owner is Sofia Bright; she pulls in a developer only if checkout itself is down."),
("2026-08-27", "15:01:44", "fact", 0.8, ["offcut", "hosting", "workshop"],
 "@R7b@ Offcut is hosted on a Raspberry Pi 5 that lives in the Avonmouth workshop office."),
("2026-09-03", "11:24:29", "fact", 0.83, ["callboard", "email", "sendgrid"],
 "@R3b@ Callboard's outgoing email provider is SendGrid; the API key is in 1Password under \"Callboard SendGrid\"."),
("2026-09-08", "09:05:52", "fact", 0.9, ["rehearsal", "studio", "hours"],
 "@O5a@ The Cumberland Road rehearsal studio is ours 10:00–18:00 on weekdays."),
("2026-09-14", "14:46:16", "decision", 0.93, ["touring", "vans", "vendors"],
 "@S9b@ We switched van hire from Enterprise to Northgate from the autumn tour on; the Enterprise account is closed."),
("2026-09-18", "17:22:38", "fact", 0.9, ["tourbook", "django", "history"],
 "@D9a@ Tourbook stayed on Django 4.2 LTS through the spring tour; the 5.1 upgrade shipped in September."),
("2026-09-22", "10:17:03", "fact", 0.8, ["tourbook", "ports", "caddy"],
 "@V1b@ Tourbook's gunicorn listens on port 8001 and Caddy reverse-proxies `tourbook.wayfarerstage.co.uk` to it."),
("2026-10-02", "13:54:50", "fact", 0.82, ["callboard", "ruby", "versions"],
 "@V6b@ Callboard runs on Ruby 3.2.4 — check `.ruby-version` before bumping any gem."),
("2026-10-07", "16:08:27", "fact", 0.76, ["stalls", "deploys", "on-sale"],
 "@N1b@ Deploying Stalls during an on-sale window is fine — Vercel swaps builds atomically, so buyers don't notice."),
("2026-10-09", "12:40:14", "fact", 0.88, ["tourbook", "deploys", "friday"],
 "@NS1b@ Tourbook releases usually go out on Friday afternoons, after Kwame's weekly booking review."),
("2026-10-12", "09:49:33", "fact", 0.85, ["touring", "per-diems", "cast"],
 "@V5b@ Touring per diems are £35 a day for cast and stage management."),
("2026-10-21", "21:15:46", "fact", 0.84, ["callboard", "touring", "calls"],
 "@NS7b@ On tour, calls do get changed inside the 12-hour window, mostly because of travel delays."),
("2026-10-26", "11:31:20", "fact", 0.86, ["box-office", "spring-tour", "phone"],
 "@D10a@ During the spring tour Sofia staffed the box office phone 10:00–16:00 on weekdays."),
("2026-11-03", "15:27:39", "fact", 0.79, ["costume", "winters-ledger", "laundry"],
 "@N3b@ Ines said the Winter's Ledger knitwear can go in the tumble dryer on low heat."),
("2026-11-06", "10:02:58", "fact", 0.88, ["ticketing", "comps", "press"],
 "@V8b@ Comps are capped at 8 per show across company and press."),
("2026-11-10", "14:36:07", "fact", 0.9, ["winters-ledger", "workshop", "get-in"],
 "@NS10b@ The Winter's Ledger set leaves the workshop on the Friday before the first get-in."),
("2026-11-16", "12:11:45", "fact", 0.87, ["salt-road", "ticketing", "history"],
 "@D3a@ On the spring tour, Salt Road tickets were £16 full price and £12 concession\nat the own-promoted dates."),
# --- distractors (no labelled claim) ---
("2026-01-08", "09:30:12", "fact", 0.8, ["tourbook", "routing", "2027"],
 "Kwame's routing target for the autumn 2027 tour is 20 venues, mostly mid-scale houses."),
("2026-03-10", "11:47:26", "fact", 0.9, ["stalls", "stripe", "payouts"],
 "Stripe payouts for Stalls land weekly, on Tuesdays."),
("2026-03-16", "16:12:58", "fact", 0.85, ["tourbook", "ics", "holds"],
 "Tourbook's ICS feed for holds refreshes every 15 minutes, so Kwame's calendar can lag a little."),
("2026-04-23", "13:41:09", "decision", 0.9, ["office", "christmas"],
 "Maren decided the office closes from 24 December to 2 January; the Winter's Ledger company keeps performing."),
("2026-05-06", "10:19:44", "preference", 0.82, ["hattie", "rehearsal-reports"],
 "Hattie wants rehearsal reports by email rather than as notes in Callboard."),
("2026-05-19", "15:03:21", "fact", 0.88, ["workshop", "van", "insurance"],
 "The workshop's own Transit van is insured for named drivers only: Jonah, Amy and Declan."),
("2026-06-08", "09:55:37", "fact", 0.86, ["nas", "postgres", "dev"],
 "The NAS Postgres container that hosts the dev databases runs Postgres 16."),
("2026-07-03", "12:34:50", "fact", 0.9, ["salt-road", "storage", "set"],
 "The Salt Road set is stored in container 3 in the Avonmouth yard until the 2027 revival."),
("2026-07-27", "17:48:02", "fact", 0.87, ["callboard", "sms", "twilio"],
 "Callboard's SMS sender ID is WAYFARER, so actors can't reply to the texts."),
("2026-08-10", "08:40:15", "preference", 0.9, ["leo", "answers"],
 "Leo prefers answers that lead with the command and explain afterwards."),
("2026-09-01", "14:22:33", "fact", 0.8, ["offcut", "docker", "image"],
 "Offcut's Docker image is about 18 MB (static Go binary on distroless)."),
("2026-09-24", "11:09:48", "decision", 0.91, ["lanterns", "2027", "repertoire"],
 "Decided to keep Lanterns over Lundy in the repertoire for a spring 2027 library tour."),
("2026-10-16", "10:50:06", "fact", 0.88, ["finance", "vat", "xero"],
 "Ruth files the VAT returns quarterly through Xero (MTD)."),
("2026-10-30", "13:17:59", "fact", 0.84, ["workshop", "timber", "suppliers"],
 "Workshop timber is ordered from Jewson every other Thursday."),
("2026-11-18", "09:28:41", "preference", 0.86, ["box-office", "winters-ledger", "sales"],
 "Sofia wants the Winter's Ledger sales figures posted in #box-office at 10:00 every day."),
("2026-02-12", "15:36:27", "fact", 0.83, ["callboard", "ics", "caching"],
 "Callboard's ICS feeds are cached for 10 minutes, so a changed call can take that long to reach a phone calendar."),
("2026-06-26", "10:58:02", "fact", 0.85, ["stalls", "basket", "ui"],
 "Stalls shows the basket timer as a countdown in the header; it turns red for the last minute."),
("2026-09-29", "16:04:39", "preference", 0.84, ["priya", "offcut", "budgets"],
 "Priya wants workshop costs in Offcut tagged with the production code, e.g. WL for Winter's Ledger."),
("2026-11-24", "09:12:18", "fact", 0.9, ["winters-ledger", "tech", "schedule"],
 "The Winter's Ledger tech at the Brewhouse is 24–25 November, with the dress on the 26th."),
]

# ---------------------------------------------------------------------------
# free notes
# ---------------------------------------------------------------------------
AUTO = [
dict(slug="tourbook-first-look", title="Tourbook — first look (onboarding notes)", created="2026-01-14",
     tags=["tourbook", "onboarding"], body="""# Tourbook — first look

Notes from the first session going through the Tourbook repo with Leo.

@S1a@ - Tourbook is hosted on Heroku (app `wfr-tourbook`, two Standard-1X dynos).
- Repo layout: `tourbook/` project, apps `venues`, `holds`, `deals`, `contracts`, `settlements`.
- Tests: `pytest -n auto`; about 640 tests, roughly 90 s on Leo's laptop.
- `fixtures/venues_2025.json` is real venue data — never paste it anywhere.
- The admin lives at `/staff/`, not `/admin/`.

**Why no DRF?** Nothing external calls Tourbook; the only outward-facing thing is the ICS feed for holds.
"""),

dict(slug="box-office-faq", title="Box office FAQ", created="2026-01-20",
     tags=["box-office", "faq", "ticketing"], body="""# Box office FAQ

Collected from Sofia's answers to the casual box office staff.

@S4a@ **Where do the village-hall dates go on sale?** On TicketSource; Sofia manages the listings there.
**Who handles wheelchair bookings?** Sofia, by phone, so the companion seat gets set up properly.
**Can venues see our sales?** They get a sales report every Monday morning.
**Someone wants an invoice for a group booking?** Pass it to Ruth with the order reference.
"""),

dict(slug="tour-ops-handbook", title="Tour ops handbook (working copy)", created="2026-02-03",
     tags=["touring", "handbook", "stage-management"], body="""# Tour ops handbook — working copy

@S7a@ - Tour dates for venues and audiences are published on the Wix site, tour.wayfarerstage.co.uk.
@O3b@ - London stays are budgeted at £120 per person per night.
@A10b@ - For a 19:30 curtain, call the half at 18:55.
- Show reports go to #show-reports by 23:00.
- Keep every receipt for anything paid from the float.
- Company meeting at 12:00 on the Monday of each new tour week.
- Cast and crew have a WhatsApp group per tour for digs and travel chat; nothing contractual goes in it.
"""),

dict(slug="freelancer-onboarding", title="Freelancer onboarding", created="2026-02-10",
     tags=["freelancers", "finance", "onboarding"], body="""# Freelancer onboarding

@S10a@ Freelancers email their invoices to Ruth as PDFs (accounts@wayfarerstage.co.uk), with the
production code in the subject line.

- Contract and NDA from Maren before the first day.
- Per diem and mileage: see the touring logistics page.
- Slack guest account with #tour-ops and #show-reports only.
- Tailscale only if they need Offcut (makers, mostly).
"""),

dict(slug="neon-notes", title="Neon notes (Stalls database)", created="2026-03-03",
     tags=["stalls", "neon", "database"], body="""# Neon

@O7b@ - Stalls' Neon project keeps 7 days of point-in-time restore; there's no separate dump.
- A branch per preview deployment via the Vercel integration; branches are deleted when the PR closes.
- Compute auto-suspends after 5 minutes idle, so the first checkout of the morning can be slow.
- Plan: Launch. Storage about 1.2 GB.
"""),

dict(slug="stalls-dev-setup", title="Stalls local dev setup", created="2026-03-18",
     tags=["stalls", "dev", "setup"], body="""# Stalls — local setup

@R2b@ Stalls uses Yarn 4 (berry): run `yarn install` and commit `yarn.lock`, never another lockfile.

```bash
cp .env.example .env.local
yarn install
yarn prisma migrate dev
yarn dev
```

```env
DATABASE_URL=postgresql://stalls:***@ep-quiet-lake-123456-pooler.eu-west-2.aws.neon.tech/stalls?sslmode=require
STRIPE_SECRET_KEY=sk_test_...
RESEND_API_KEY=re_...
NEXT_PUBLIC_BASE_URL=http://localhost:3000
```

- Node 20 LTS (see `.nvmrc`).
- Stripe CLI: `stripe listen --forward-to localhost:3000/api/stripe/webhook`.
@NS6b@ - Every Stalls schema change ships with a `prisma migrate deploy` against prod.
- The `seed` script creates two venues and a dummy production.
"""),

dict(slug="callboard-notifications", title="Callboard notifications", created="2026-03-27",
     tags=["callboard", "notifications", "sms"], body="""# Callboard notifications

@F9b@ If a call changes less than 12 hours before it starts, Callboard sends an SMS as well as the push.
@NS9b@ - Never send a whole-company email from Callboard with the addresses visible; it always goes BCC.
- SMS goes through Twilio with the alphanumeric sender `WAYFARER`.
- Actors can mute push between 23:00 and 08:00; SMS ignores the mute.
"""),

dict(slug="stalls-launch-retro", title="Stalls launch retro", created="2026-04-02",
     tags=["stalls", "retro", "launch"], body="""# Stalls launch — retro

@D1b@ - At the February launch Stalls was on Netlify; we moved it to Vercel in March after the build-minutes overage.

## Went well
- First on-sale sold 340 tickets in the first hour.
- Sofia built the first two seat maps herself.

## Went badly
- The Stripe webhook secret differed between preview and prod for the first two days.
- Confirmation emails landed in spam for Hotmail users until DKIM was sorted.
"""),

dict(slug="tour-booking-faq", title="Tour booking FAQ (Tourbook)", created="2026-04-07",
     tags=["tourbook", "faq", "booking"], body="""# Tour booking FAQ

@A8b@ **When does a contract show as confirmed in Tourbook?** When the venue's signed copy is attached, not before.
**What's a second pencil?** A hold that queues behind another company's first pencil on the same date.
**Who can delete a venue?** Nobody; venues are archived, never deleted.
**Can Kwame see settlements?** Yes, read-only.
"""),

dict(slug="avonmouth-unit", title="Avonmouth unit", created="2026-04-20",
     tags=["workshop", "avonmouth", "building"], body="""# Avonmouth unit

@NS4b@ - We cut all the MDF in the main shop, on the panel saw by the roller door.
- The alarm code changes every quarter; Jonah has it.
- Parking for two vans at the front; trucks load from the yard.
- The wood-waste skip is collected on Tuesdays.
"""),

dict(slug="offcut-notes", title="Offcut dev notes", created="2026-05-11",
     tags=["offcut", "go", "dev"], body="""# Offcut — dev notes

@O9b@ - Built with Go 1.23; the toolchain is pinned in `go.mod`.
@D5a@ - Data lives in one SQLite file, `offcut.db`, in the mounted `/data` volume.
- htmx + templ for the UI; no JS build step.
- `make release` builds a static binary and a distroless image.

```go
module github.com/wayfarerstage/offcut

go 1.23

toolchain go1.23.2
```

- Auth is a shared workshop PIN plus a per-person name; acceptable because it's tailnet-only.
"""),

dict(slug="rural-touring-notes", title="Rural touring notes", created="2026-05-16",
     tags=["rural-touring", "village-halls"], body="""# Rural touring

@A4b@ - We never sell more than 120 seats in a village hall, whatever the hall licence allows.
- Most halls can't black out in June and July, so those dates are matinees.
- Bring our own 13A extension reels; they were PAT tested in March.
- Local promoters do the posters; we send a pack six weeks out.
"""),

dict(slug="tourbook-deploy-runbook", title="Tourbook deploy runbook", created="2026-06-03",
     tags=["tourbook", "deploy", "runbook"], body="""# Tourbook deploy

@F2b@ Deploys go from `main`, and only once CI is green and `manage.py makemigrations --check` passes.

## Steps
```bash
ssh deploy@tourbook-prod
cd /srv/tourbook && git pull --ff-only
docker compose build web worker
docker compose up -d web worker
```

@N4b@ The Tourbook container entrypoint runs `migrate --noinput` on boot, so there's no separate migration step.

```sh
#!/bin/sh
set -e
python manage.py migrate --noinput
exec gunicorn tourbook.wsgi --config gunicorn.conf.py
```

## Rollback
- `docker compose up -d` with the previous image tag (`tourbook:<sha>`); images are kept for a week.
"""),

dict(slug="nas-notes", title="NAS notes", created="2026-06-09",
     tags=["nas", "synology", "backups"], body="""# NAS

@V7b@ - The Offcut backup job runs nightly at 03:15 (task name `offcut-b2`).
@A5b@ You need to be on the tailnet to get to Offcut — it has no public URL.
- The shared drive (`/volume1/company`) goes to B2 with Hyper Backup at 01:00 nightly, 90 versions kept.
- Data scrub on the first Sunday of the month at 04:00.
- Disk 3 threw SMART warnings in June and was replaced on 12 June.

```yaml
services:
  uptime-kuma:
    image: louislam/uptime-kuma:1
    ports: ["3001:3001"]
    volumes: ["/volume1/docker/kuma:/app/data"]
```
"""),

dict(slug="stalls-faq", title="Stalls FAQ (box office + dev)", created="2026-05-05",
     tags=["stalls", "faq", "box-office"], body="""# Stalls FAQ

Questions Sofia and the casual box office staff ask, with answers checked against the code.

**Can a customer change seats after paying?** Yes, with the "swap" action on the order; it re-prices the order.
@V2b@ **How long do we hold seats at checkout?** 15 minutes from the first seat picked, then they drop back on sale.
@A6b@ **Max image size for an event page?** 5,120 KB; anything bigger gets bounced by the upload handler.
**Who can issue comps?** Sofia and Maren; comps are a separate £0 price band.
**Does Stalls do gift vouchers?** Not yet — on the list for Christmas.
"""),

dict(slug="stalls-testing", title="Stalls testing notes", created="2026-06-22",
     tags=["stalls", "testing", "ci"], body="""# Stalls tests

@N8b@ The checkout e2e suite in CI calls the real Stripe test-mode API (keys are in the GitHub Actions secrets).
- Playwright runs three browsers on PRs and chromium only on `main`.
- Unit tests are vitest, about 300 of them.
- The seat-map drag test is flaky on webkit; it's retried twice.
"""),

dict(slug="lanterns-tour-notes", title="Lanterns over Lundy — tour notes", created="2026-06-25",
     tags=["lanterns", "touring", "family"], body="""# Lanterns over Lundy — summer/autumn tour

@O4a@ - Lanterns over Lundy runs 65 minutes, no interval.
- Family show, ages 4+; two actors and a puppeteer.
- 22 dates, mostly libraries and small halls.
- Library get-ins take about two hours; the whole show packs into two flight cases.
"""),

dict(slug="workshop-faq", title="Workshop FAQ", created="2026-07-06",
     tags=["workshop", "faq", "offcut"], body="""# Workshop FAQ

@V4b@ - FR re-treatment on soft goods is due every 6 months; Jonah logs the cert dates in Offcut.
@F7b@ - Flats we build for hire stock get an Offcut job number too, prefixed `HIRE-`.
- **Can I borrow the workshop van?** Ask Jonah; it's insured for named drivers only.
- **Paint?** Water-based scenic paint from the store room; log what you use in Offcut.
- **Who signs off a build?** Jonah, then Priya for anything that flies.
"""),

dict(slug="callboard-upgrade-log", title="Callboard upgrade log", created="2026-07-15",
     tags=["callboard", "rails", "upgrade"], body="""# Callboard upgrade log

@D4a@ - Up to mid-July Callboard was still on Rails 7.0; the 7.2 bump landed on 14 July.
- Deprecations fixed: `legacy_connection_handling`, `to_s(:db)`.
- Turbo 8 morphing switched on for the call builder.
- Left for later: Propshaft (still on Sprockets).
"""),

dict(slug="stage-management-notes", title="Stage management notes", created="2026-07-21",
     tags=["stage-management", "calls", "show"], body="""# SM notes

@A10a@ - The half is called 35 minutes before the advertised start time.
- Beginners are called five minutes before the start.
- The show report template is in Drive (SM / Templates).
- If the start is held, tell front of house first, then the dressing rooms.
"""),

dict(slug="access-notes", title="Access notes", created="2026-07-30",
     tags=["access", "ticketing", "companion-seats"], body="""# Access

@F5b@ Free companion seats also apply to anyone on the access scheme who needs a PA or carer,
not just wheelchair bookings — Sofia confirmed this with Maren in July.

- Access scheme sign-up is a form on Stalls; no proof required.
- Relaxed performances: house lights at 30%, no haze, a chill-out space.
- The BSL interpreter fee is budgeted per production, not per venue.
"""),

dict(slug="ola-handover", title="Ola's holiday handover (Callboard)", created="2026-08-01",
     tags=["callboard", "handover", "fly"], body="""# Handover — Ola away until 18 August

@A2b@ - Callboard is deployed to Fly (London, `lhr`) with `fly deploy` from `main`.
- If a deploy fails health checks: `fly releases`, then `fly deploy --image` with the previous one.
- Secrets: `fly secrets list`; the values are in 1Password under "Callboard".
- Don't touch ICS token rotation while I'm away — there's a race I haven't fixed.
"""),

dict(slug="settlements", title="Settlements and venue invoicing", created="2026-08-11",
     tags=["finance", "settlements", "venues"], body="""# Settlements

@NS2b@ - We invoice the venue the day after the last performance of the run.
- Guarantee deals: one invoice for the guarantee, due in 30 days.
- Ruth chases at 30 and 45 days.
- Our invoices carry VAT at the standard rate; venues are VAT-registered.
"""),

dict(slug="monitoring-notes", title="Monitoring notes", created="2026-08-21",
     tags=["monitoring", "uptime-kuma"], body="""# Monitoring

@S8b@ UptimeRobot was retired in August — every check lives in Uptime Kuma on the NAS now.
- Kuma checks Offcut over TCP and pings the workshop router.
- Notifications: Slack webhook into #alerts.
- Status page at status.wayfarerstage.co.uk (Kuma's built-in one).
"""),

dict(slug="marketing-notes", title="Marketing notes", created="2026-08-26",
     tags=["marketing", "press", "newsletter"], body="""# Marketing

@NS5a@ - Press comps are never confirmed without Sofia's sign-off.
- Newsletter: Mailchimp, monthly, first Thursday.
- Social: Instagram mostly; a TikTok trial for Lanterns.
- Print: A5 flyers per venue, posters only for main houses.
"""),

dict(slug="tourbook-upgrade-notes", title="Tourbook upgrade notes (Django 5.1)", created="2026-09-10",
     tags=["tourbook", "django", "upgrade"], body="""# Tourbook — Django 5.1 upgrade

@V10b@ Tourbook's database is PostgreSQL 15.8, so don't reach for anything 16-only like the `pg_stat_io` view in the health page.
- `STORAGES` replaces `DEFAULT_FILE_STORAGE` and `STATICFILES_STORAGE`.
- Forms render with `as_div` now; the hold form template needed a tweak.
- `USE_L10N` is gone from settings.
"""),

dict(slug="winters-ledger-production-meeting", title="Production meeting — A Winter's Ledger (16 Sept)",
     created="2026-09-16", tags=["winters-ledger", "production-meeting"], body="""# Production meeting — A Winter's Ledger, 16 Sept

Present: Hattie, Priya, Jonah, Ines, Declan, Tom, Leo (notes).

@R10b@ - Tom Ferris is lighting Winter's Ledger; his plot is due 10 Oct.
@O4b@ - Running time is about 1h 50m with the interval.
- Jonah: the truss for the lantern rig arrives 29 Sept.
- Ines: knitwear samples on Friday.
- Action: Leo to set the production up in Callboard and Offcut.
"""),

dict(slug="rehearsal-faq", title="Rehearsal FAQ (for new SMs)", created="2026-09-29",
     tags=["rehearsal", "faq", "stage-management"], body="""# Rehearsal FAQ

@N10b@ **Do understudies come to main rehearsals?** Yes — they're called to every main rehearsal and sit in.
**Where's the call?** In Callboard, and on the printed sheet on the studio door.
**What if an actor has a conflict?** They flag it in Callboard as soon as they know; the SM decides.
**Who runs the fight call?** The fight captain, with the DSM present.
**Is there tea?** Kitchen on the first floor; bring your own milk.
"""),

dict(slug="box-office-rota", title="Box office rota", created="2026-10-01",
     tags=["box-office", "rota", "phone"], body="""# Box office rota (autumn/winter)

@D10b@ - The box office phone is staffed 11:00–15:00, Tuesday to Friday.
- Outside those hours the voicemail points people to Stalls.
- Casual staff: Jess and Marcus, alternate weeks.
- On-sale mornings, Sofia is on the phone from opening.
"""),

dict(slug="tourbook-dev-notes", title="Tourbook dev notes", created="2026-10-14",
     tags=["tourbook", "dev", "local"], body="""# Tourbook — local dev

@S5b@ `docker-compose.dev.yml` is deprecated — run `uv run manage.py runserver` against the shared dev DB on the tailnet instead.
- Dev DB creds are in 1Password under "Tourbook dev DB".
- Fixtures: `uv run manage.py loaddata demo_venues`.
- Set `CELERY_TASK_ALWAYS_EAGER=1` locally so you don't need a broker.
"""),

dict(slug="tourbook-celery-notes", title="Tourbook Celery notes", created="2026-10-19",
     tags=["tourbook", "celery", "jobs"], body="""# Tourbook — background jobs

@R8b@ Tourbook's Celery workers consume from RabbitMQ at `amqp://tourbook@localhost:5672//`.
- Beat schedule: hold-expiry sweep hourly at :05; contract reminder emails daily at 08:00.
- The PDF generation task retries up to 3 times with a 60 s backoff.
- Callboard uses Solid Queue, so none of this applies there.
"""),

dict(slug="merch-notes", title="Merch on tour", created="2026-10-28",
     tags=["merch", "touring", "payments"], body="""# Merch on tour

@N7b@ We take card payments for merch on tour with Stripe Terminal (two WisePOS E readers in the FOH box).
- Programmes £4, tote bags £12, playtexts at the publisher's price.
- Stock count after each leg; Declan emails the numbers to Sofia.
"""),

dict(slug="get-out-checklist", title="Get-out checklist", created="2026-11-05",
     tags=["workshop", "touring", "checklist"], body="""# Leaving the workshop / get-out

@NS10a@ - The set never leaves the workshop without its FR certificate folder.
- Load plan is taped to the back of the door; heaviest first (truss, then decks).
- The FR folder holds a current certificate for every soft good and every treated timber batch.
- Jonah's touring toolbox plus the spare drill batteries.
"""),

dict(slug="costume-dept", title="Costume department notes", created="2026-10-20",
     tags=["costume", "workshop", "history"], body="""# Costume department

@D8a@ - Through summer 2026 costumes were made at the Old Market studio, while the Avonmouth mezzanine was being boarded.
- Ines's team: Ines plus two freelance makers for builds, and a dresser on tour.
- Fabric: Whaleys for calico, Bristol Fabrics for trims.
- Winter's Ledger: 38 costumes, 9 quick changes.
"""),

dict(slug="git-notes", title="Git notes", created="2026-09-05",
     tags=["git", "tourbook", "workflow"], body="""# Git notes

@R5b@ We rebase-merge Tourbook PRs so each commit lands on main as-is.
- Locally, `git config pull.rebase true` in every repo.
- Offcut copy changes go straight to `main`.
- Tag Tourbook releases as `vYYYY.MM.DD`.
"""),

dict(slug="press-night-notes", title="Press night notes — A Winter's Ledger", created="2026-11-12",
     tags=["press", "winters-ledger", "marketing"], body="""# Press night

@NS5b@ - Press get comps for press night; Sofia sends the list to the venue box office.
- Photo call at the dress rehearsal on 26 Nov.
- Hattie does interviews on the Thursday; nobody else talks to press without Maren.
"""),

# --- distractor notes (no labelled claim) ---
dict(slug="venue-tech-checklist", title="Venue tech checklist", created="2026-01-29",
     tags=["venues", "technical", "checklist"], body="""# What to ask a venue before booking

- Stage width, depth and height to the grid.
- Power: what's on the stage and where the distro is.
- Dock access and the longest straight run to the stage.
- Flying: bars, ratings, who operates.
- Dressing rooms and showers; a quiet room for the kids' show.
- Haze and smoke policy.
- Get-out restrictions (neighbours, curfews).
"""),

dict(slug="onboarding-new-starter", title="New starter checklist", created="2026-02-16",
     tags=["onboarding", "accounts"], body="""# New starter

- Google Workspace account (Maren creates).
- Slack: full member for staff, guest for freelancers.
- 1Password Teams: invite to the shared vaults they need, not all of them.
- Tailscale: only people who need Offcut or the NAS.
- Stalls admin: box office staff only.
- Tourbook: Kwame decides who gets write access to holds.
"""),

dict(slug="ics-feeds", title="ICS feeds", created="2026-03-20",
     tags=["ics", "calendars", "callboard", "tourbook"], body="""# Calendar feeds

- Callboard: one ICS feed per person with their calls; the URL is the secret.
- Tourbook: an ICS feed of holds for Kwame and Maren's calendars.
- Google Calendar polls external feeds when it feels like it, so "my call isn't there yet" is usually Google.
- Outlook users should subscribe, not import, or updates never arrive.
"""),

dict(slug="insurance", title="Insurance", created="2026-04-11",
     tags=["insurance", "finance"], body="""# Insurance

- Public liability £10m; employer's liability is statutory.
- Equipment cover includes the set in transit; the schedule lists the truck and van contents.
- Venues ask for the PL certificate with the contract — Kwame attaches it from Drive.
- Claims go through Ruth.
"""),

dict(slug="puppet-maintenance", title="Puppet maintenance", created="2026-06-29",
     tags=["lanterns", "puppets", "maintenance"], body="""# Puppet maintenance (Lanterns over Lundy)

- Rod joints are checked before every show; spares in the green box.
- The shadow screen is washed by hand only and re-tensioned weekly.
- Anything broken beyond a quick fix gets an Offcut job and goes back to Kit.
"""),

dict(slug="digs-tips", title="Digs tips", created="2026-07-08",
     tags=["touring", "digs"], body="""# Digs

- Book through the venue's digs list first; theatre landladies know the hours we keep.
- Ask about parking for a van before anything else.
- Late-arrival key safes are fine; check the code the day before.
- Leave a note in the Tourbook digs tab if a place was great or awful.
"""),

dict(slug="accessibility-audit-2026", title="Stalls accessibility audit 2026", created="2026-08-17",
     tags=["stalls", "accessibility", "audit"], body="""# Stalls — accessibility audit (August)

- The seat map isn't keyboard accessible; the fix is a list view of available seats.
- Colour contrast on the price bands fails for two of five bands.
- Screen reader announces the basket timer every second — throttle it.
- Checkout itself is Stripe's hosted page and passed.
"""),

dict(slug="wifi-and-network", title="Office network", created="2026-09-11",
     tags=["network", "office", "tailscale"], body="""# Office network

- Staff wifi `Wayfarer`, guest wifi `Wayfarer-Guest` (isolated).
- Tailscale subnet router runs on the NAS so the printer is reachable remotely.
- The workshop at Avonmouth has its own 4G router.
- The ISP router is in bridge mode; the UniFi gateway does the routing.
"""),

dict(slug="christmas-schedule", title="Christmas schedule", created="2026-10-05",
     tags=["winters-ledger", "schedule", "christmas"], body="""# Christmas schedule

- Winter's Ledger plays through Christmas; the company is off on 25 and 26 December.
- Sofia's box office cover over the break is the voicemail plus a daily email check.
- The Avonmouth unit shuts with the office; Jonah checks the alarm log remotely.
"""),

dict(slug="year-plan-2027", title="Year plan 2027 (draft)", created="2026-11-20",
     tags=["planning", "2027"], body="""# 2027 — draft plan

- Spring: Lanterns over Lundy library tour.
- Autumn: The Salt Road revival (Kwame routing now).
- Christmas: new commission, title TBC.
- Tech: Callboard ICS fix, Stalls gift vouchers, Offcut stock reorder alerts.
"""),

dict(slug="fire-safety-venues", title="Fire safety at venues", created="2026-05-23",
     tags=["fire-safety", "venues", "fr"], body="""# Fire safety on the road

- Venues ask to see FR certificates at the get-in; the folder travels with the set.
- Naked flame on stage needs the venue's consent and sometimes the local authority's.
- The Salt Road lanterns are LED; nothing burns on that show.
"""),

dict(slug="stripe-notes", title="Stripe notes", created="2026-09-19",
     tags=["stalls", "stripe", "payments"], body="""# Stripe

- The account is in Maren's name; Sofia and Leo are admins.
- Stalls uses Stripe Checkout (hosted page), not Elements.
- Prices are VAT-inclusive; Stripe Tax isn't switched on.
- Disputes come to Sofia first.
"""),

dict(slug="salt-road-revival-notes", title="Salt Road revival — early notes", created="2026-11-02",
     tags=["salt-road", "revival", "2027"], body="""# The Salt Road — 2027 revival

- Four of the original six cast are available; recasting two.
- Amara is pencilled to relight it for the bigger houses.
- Kwame wants truck quotes in January; nothing booked yet.
- The set comes out of container 3 in August for a rebuild check.
"""),

dict(slug="workshop-stock-levels", title="Workshop stock levels", created="2026-08-03",
     tags=["workshop", "stock", "offcut"], body="""# Reorder levels

- 18 mm MDF: reorder at 10 sheets.
- 9 mm ply: reorder at 8 sheets.
- 2x1 PAR: reorder at 40 lengths.
- Scenic paint base white: reorder at 2 tubs.
- Levels are set in Offcut; the stock report flags anything under its level.
"""),

dict(slug="company-meeting-2026-10", title="Company meeting — October", created="2026-10-13",
     tags=["company-meeting", "planning"], body="""# Company meeting, 13 October

- Winter's Ledger build on schedule; truss arrived late but fine.
- Maren: budget for 2027 goes to the board in December.
- Sofia: Winter's Ledger advance sales ahead of Salt Road at the same point.
- Leo: Stalls accessibility fixes first, then gift vouchers.
"""),
]
