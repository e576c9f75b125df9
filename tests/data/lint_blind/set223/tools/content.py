"""File bodies of the set223 store. A line starting '@ID@ ' marks a claim (marker stripped on build)."""
from _helpers import FILES, ROOT_INDEX, NONSTRICT, root, fact, auto

# =====================================================================================
# 1. Claude Code auto-memory (root)
# =====================================================================================

root("user_ruth_profile.md", "ruth-profile",
     "Ruth — owner/manager, not a developer, runs the hire side and the yard books", "user", """
Ruth Pengelly owns the business. She's the one who sets priorities; Sam does most of the actual code.

- Runs the hire side and the yard accounts; her brother-in-law Dai is yard foreman
- Not a developer, but happy in SQL (Metabase) and in spreadsheets
- Edits the price list CSV in LibreOffice Calc before it gets imported into berthbook
@R5b@ - Covers berthbook's weekend on-call herself in season, Sam is off at weekends
- Wants short answers with the decision first, British spelling, no emoji
- Thinks in boat names, not booking ids — when reporting say "Heron, 14 Nov", not "booking 8812"
""", "Ruth's profile", "owner/manager, how she likes to work and what she covers")

root("user_sam_contractor.md", "sam-contractor",
     "Sam Okafor — freelance dev who built berthbook, slipway and lockline", "user", """
- Freelance, roughly two days a week for us, more in March when the season opens
- Built berthbook (2023), slipway and lockline (2026); fleetlog was a student project he inherited
- Mostly Python/Django, writes Go for lockline, tolerates TypeScript
@R7a@ - Works in Neovim (LazyVim config) inside tmux, fish shell
- Likes PRs small and will push back on anything touching pricing that has no tests
- Prefers questions in the PR rather than on WhatsApp
""", "Sam (contractor dev)", "who Sam is, his setup and how to work with him",
     session="3f1c9a0e-7d4b-4e61-9a55-0c2b8e7f1d13", quote=True)

root("project_berthbook_overview.md", "berthbook-overview",
     "berthbook — the customer booking site and staff admin; stack, processes, where things live", "project", """
# berthbook

Customer-facing booking site (book.kestlelock.co.uk) plus the staff admin the bookings office uses at
both bases. Repo: `kestle/berthbook` on GitHub.

## Stack
@D9b@ - Python 3.12, Django 5.1
@R3a@ - Python deps managed with uv; `uv.lock` is committed
- Postgres on the same box, db name `berthbook`
@R8a@ - Celery broker is Redis on kw-app-01 (`redis://127.0.0.1:6379/0`)
- Redis db 1 is Django's cache (`redis://127.0.0.1:6379/1`)
- Celery worker runs with `--concurrency 2`, beat in its own systemd unit

## Web
@V1a@ - Gunicorn runs 4 workers (sync), restarted by systemd
@O1a@ - Gunicorn binds `127.0.0.1:8000`; Caddy proxies 443 to it
- Staff admin lives at `/yard-admin/`, staff accounts only, 2FA via django-otp
- Password reset links expire after 1 hour

## Gotchas
- Bookings store the *departure* date + nights, never an end date. Most of the off-by-one bugs came from
  someone assuming otherwise.
- Boats are keyed by slug (`heron`, `otter` ...), so renaming a boat needs a data migration
""", "berthbook overview", "stack, processes and gotchas of the booking site")

root("project_slipway_overview.md", "slipway-overview",
     "slipway: the yard job tracker, its stack and where it runs", "project", """
slipway replaced the Access database for yard work in March 2026. It tracks dry dock bookings, job cards,
parts used and yard invoices. Dai and Marek use it on the workshop PC; Tom uses it for customer quotes.

@A1a@ - Stack: TypeScript + Fastify on Node 22
- Server-rendered templates (Eta) with htmx, no SPA
@D7b@ - DB: SQLite in WAL mode on the NUC's SSD
- Package manager: pnpm (there should never be a `package-lock.json` in this repo)
@R1a@ - CI: Woodpecker on the NUC (`.woodpecker.yml`), runs lint + vitest on every push
- Runs as `slipway.service` under systemd
- Errors: nothing fancy, they land in journald
- Yard invoices are generated as PDFs and emailed from the office account
""", "slipway overview", "the yard job tracker: what it does, stack, CI", nonstrict=True)

root("project_lockline_overview.md", "lockline-overview",
     "lockline — watches the Trust stoppage feed and texts hirers who are affected", "project", """
# lockline

Small Go service Sam wrote in spring 2026 so we stop finding out about lock closures from angry hirers.

@D6b@ - Written in Go 1.23, single static binary, no framework
@R4a@ - Hosted on Fly.io (app `lockline`, region lhr, one shared-cpu-1x machine)
@V6a@ - Polls the Trust stoppage feed every 15 min
- Pulls current bookings + planned routes from berthbook's API with a read-only token
@F10a@ - Texts hirers whose planned route crosses a lock that's just been closed
- Keeps a small SQLite table of what it has already sent so nobody gets the same text twice
@S5b@ - The `notices@kestlelock.co.uk` Google Group was shut down once lockline went live in April; nothing goes out from it now
- Twilio creds are in 1Password (`lockline / twilio`)
""", "lockline overview", "the stoppage-watching SMS service: what it does and where it lives")

root("project_fleetlog_overview.md", "fleetlog-overview",
     "fleetlog — handover checklist app the crew use on the tablets", "project", """
fleetlog is the handover / return checklist app. Priya's crew fill it in on the tablets during the
walk-round and again when the boat comes back.

@A8b@ - SvelteKit PWA, installed on the handover tablets from the home screen
@D3b@ - Checklists sync to berthbook's API whenever the tablet has signal
- Works offline; drafts sit in IndexedDB until the sync goes through
@S3b@ - Moved fleetlog off Netlify onto Cloudflare Pages in May (we'd used up the free build minutes)
- npm, not pnpm — it came from the SvelteKit template and nobody changed it
- Damage photos upload to B2 (`kw-fleetlog-photos`); a lifecycle rule deletes them after 90 days
- Background sync retries every 5 minutes while the tablet is offline
""", "fleetlog overview", "the handover checklist PWA, how it syncs and where it's hosted")

root("reference_infrastructure.md", "infrastructure",
     "Hosts, what runs where, TLS and monitoring endpoints", "reference", """
# Infrastructure

| host | box | where | runs |
|------|-----|-------|------|
@D10b@ | kw-app-01 | Hetzner CX32 | Falkenstein | berthbook (Django), Postgres, Redis, Caddy |
| yard-nuc | Intel NUC 12, 32 GB | yard office, Kestle | slipway, Uptime Kuma, Metabase |
| office-pc | Dell OptiPlex, Win 11 | Kestle office | berthbook admin, label printer |
| tb-pc | Dell OptiPlex, Win 11 | Tanner's Bridge office | berthbook admin |

## berthbook
@D1b@ - berthbook is hosted on Hetzner Cloud (kw-app-01, Falkenstein)
@A3a@ - TLS terminates at Caddy on kw-app-01 (Let's Encrypt, auto-renew)
- Hetzner's paid backup add-on is off; we rely on our own dumps (see backups memory)

## Monitoring
- Uptime Kuma on `yard-nuc:3001` checks berthbook and lockline every 60s
- Metabase on `yard-nuc:3002` for Ruth's dashboards

## Access
ssh config most of us use:

```ssh
Host kw-app-01
  HostName kw-app-01.kestlelock.co.uk
  User deploy
Host yard-nuc
  HostName yard-nuc   # tailscale magicdns
  User sam
```
""", "Infrastructure", "hosts, what runs where, TLS and monitoring")

root("reference_hire_fleet.md", "hire-fleet",
     "The hire boats — names, sizes, base and status", "reference", """
# Hire fleet

| boat | length | berths | base | status |
|------|--------|--------|------|--------|
@S8a@ | Kingfisher | 57ft | 4 | Kestle | in hire |
| Heron | 62ft | 6 | Kestle | in hire |
| Dabchick | 45ft | 2 | Kestle | in hire |
| Moorhen | 57ft | 4 | Kestle | in hire |
| Grebe | 62ft | 6 | Kestle | in hire |
| Otter | 69ft | 8 | Kestle | in hire |
| Wagtail | 50ft | 4 | Kestle | in hire |
| Curlew | 57ft | 4 | Kestle | in hire |
| Teal | 62ft | 6 | Kestle | in hire |
| Coot | 57ft | 4 | Tanner's Bridge | in hire |
| Dipper | 45ft | 2 | Tanner's Bridge | in hire |
| Mallard | 62ft | 6 | Tanner's Bridge | in hire |
| Swift | 50ft | 4 | Tanner's Bridge | in hire |
| Snipe | 57ft | 4 | Tanner's Bridge | in hire |

- All steel, cruiser stern, except Otter (trad stern)
- Most have Beta 43s; Otter has a Beta 60
- A boat's slug in berthbook is its name lowercased
""", "Hire fleet", "the hire boats, sizes, bases and status")

root("reference_dry_dock.md", "dry-dock",
     "Dry dock rules: sizes, sign-off, flooding, blacking intervals", "reference", """
One covered dry dock at Kestle, fed from the pound above lock 14 and drained by pump into the side weir.

@V5a@ - Max boat length for the dock: 72 ft
- Beam: standard narrowboats only, 7ft max — no wide beams
@R10a@ - Dai signs off every dry dock job before the boat is refloated
@NS3a@ - Never flood the dock without two people on site
@F2a@ - Hire boats are blacked every 2 years
- Two-pack epoxy on the hire boats; private owners get bitumen unless they pay for epoxy
- Private boat bookings: one week minimum for a blacking, two if they also want a hull survey
""", "Dry dock", "rules for the dock: limits, sign-off, flooding, blacking", nonstrict=True)

root("reference_contacts_oncall.md", "contacts-oncall",
     "Who to call: on-call rota, escalation and keyholders", "reference", """
## On-call
@R5a@ - Weekend on-call for berthbook in season: Sam (mobile in 1Password, `Kestle Dev` vault)
- Weekday berthbook problems: Slack `#berthbook`, Sam picks up on his days
- Dry dock / yard emergencies: Dai first, then Marek

## Other numbers
- Tanner's Bridge keyholder: Jess Kaur
- Trust emergency line (breaches, flooding): on the laminated card by the office phone
- Twilio support: through the console only, no phone line
""", "Contacts and on-call", "who to ring for what, and the on-call rota", nonstrict=True)

root("feedback_git_workflow.md", "git-workflow",
     "Git workflow: branches, merging, what never to do to main", "feedback", """
Applies to the three repos Sam maintains (berthbook, slipway, lockline). fleetlog is still a bit wild.

- Branches: `feat/…`, `fix/…`, `chore/…` off `main`
@R6a@ - Always squash-merge PRs into `main`, one commit per PR
@NS5a@ - Never force-push to `main`
@F5b@ - Commit subjects under 72 chars, imperative ("Add fuel surcharge line")
- Delete the branch after merging

**Why:** Sam reads `git log --oneline` to write the release notes, so history on main has to read like a changelog.

**How to apply:** open the PR, wait for CI where the repo has it, merge with the button; never merge locally and push.
""", "Git workflow", "branches, merging and main-branch rules", nonstrict=True)

root("feedback_deploys.md", "deploys",
     "When and how berthbook gets deployed, and when not to", "feedback", """
@N1a@ - Never deploy berthbook on a changeover Saturday
@F8a@ - berthbook deploys only go out from `main`
@S7a@ - Deploy with `fab deploy` from Sam's laptop (needs the `kw-deploy` SSH key)
- Post in `#berthbook` before and after, with the tag

**Why:** a broken checkout on changeover day means Tom on the phone all morning and hirers queuing on the wharf.

**How to apply:** check the changeover calendar in berthbook before planning a release.
""", "Deploys", "when and how the booking site gets deployed",
     session="a81d55c2-0b7e-4f0a-8c3d-5e9b1f6a2c47")

root("feedback_commit_messages.md", "commit-messages",
     "How commit messages should look in our repos", "feedback", """
@F5a@ - Write commit messages in English, imperative mood
- Reference the GitHub issue at the end, e.g. `(#142)`
- No Co-Authored-By trailers

**Why:** Sam generates release notes from the log and Ruth reads them.

**How to apply:** draft the message, show it, commit only when asked.
""", "Commit messages", "commit message style")

root("feedback_testing.md", "testing",
     "How much testing before pushing, per repo", "feedback", """
@N6a@ - Always run the full pytest suite locally before pushing berthbook changes
- slipway: `pnpm test` (vitest) before pushing is enough, it's quick
- Factories live in `tests/factories.py`; never copy prod data into fixtures

**Why:** the booking calendar tests catch things the per-app tests don't, and a red main blocks Sam's deploys.

**How to apply:** new booking-calendar code needs a test in `tests/test_calendar.py`.
""", "Testing", "what to run before pushing")

root("feedback_customer_comms.md", "customer-comms",
     "Tone and timing rules for anything that reaches hirers", "feedback", """
@N3a@ - Don't text hirers before 8am, even about stoppages
@NS2a@ - Never promise a refund on the phone without checking the booking in berthbook first
- Sign emails "The Kestle team", not personal names
- British spelling, and no exclamation marks in anything about safety

**Why:** two complaints in 2025 about 6am texts, and one refund promised for a booking that had already
been moved.

**How to apply:** any template or scheduled message, check the send time and the wording against this.
""", "Customer comms", "tone and timing for hirer-facing messages")

root("feedback_secrets_handling.md", "secrets-handling",
     "Where secrets live and what never goes in git", "feedback", """
@N4a@ - Never commit `.env` files to any repo, not even encrypted ones
- Stripe, Twilio and B2 keys live in 1Password (`Kestle Dev` vault)
- Don't paste keys into chat, tickets or memory files

**Why:** a B2 key leaked through a public gist in 2024 and Ruth had to rotate everything on a Sunday.

**How to apply:** if a new service needs a key, add it to 1Password first and refer to it by name.
""", "Secrets handling", "where secrets live and what stays out of git")

root("project_pricing_2026.md", "pricing-2026",
     "2026 hire prices by boat size and season band", "project", """
# 2026 prices

| boat | peak week | mid week | low week |
|------|-----------|----------|----------|
| 45ft, 2 berth | £1,050 | £820 | £640 |
| 50ft, 4 berth | £1,390 | £1,040 | £790 |
@D4b@ | 57ft, 4 berth | £1,595 | £1,180 | £890 |
| 62ft, 6 berth | £1,840 | £1,390 | £1,020 |
| 69ft, 8 berth | £2,150 | £1,620 | £1,190 |

- Short breaks are 60% of the week price
- Peak = school summer holidays + the Easter fortnight
- Ruth sets next season's prices each November
""", "Pricing 2026", "this season's hire price table")

root("project_winter_stoppages.md", "winter-stoppages",
     "Winter stoppages: which locks close and when", "project", """
@D8a@ - 2026/27: Kestle flight (locks 14–21) closed 4 Jan – 12 Mar 2027 for gate replacement
- Tanner's Bridge swing bridge closed 1–19 Feb 2027 for repainting
- No hire in that window anyway; it matters for the private moorers and the dry dock schedule
- lockline picks up the Trust notices by itself
""", "Winter stoppages", "planned closures over the winter", nonstrict=True)

root("project_email_provider.md", "email-provider",
     "Which service sends berthbook's emails and why it changed", "project", """
@S1b@ - Migrated berthbook's transactional email from Mailgun to Postmark in June 2026, and the Mailgun account was closed in July
- Reason: confirmations from Mailgun's shared IPs kept landing in spam for Hotmail/Outlook addresses
- The newsletter is separate: Buttondown, Ruth sends it herself
- slipway invoices go from the office Google Workspace account, not through berthbook's provider
""", "Email provider", "transactional email for the booking site")

root("project_payments_stripe.md", "payments-stripe",
     "Card payments, holds and refunds in berthbook", "project", """
@F1a@ - All berthbook card payments go through Stripe
@V3b@ - Unpaid booking holds are released after 20 min (Celery beat task `release_stale_holds`)
- Stripe retries failed webhooks to berthbook for up to 3 days, so the handler has to be idempotent
- Refunds are done from the Stripe dashboard
- Balance is due 8 weeks before departure
""", "Payments", "how card payments, holds and refunds work", quote=True)

root("reference_lock_liaison.md", "lock-liaison",
     "Working with the Trust and the lock-keepers", "reference", """
Nell Fairbrother is our liaison with the Trust's local section (lock-keepers, stoppages, towpath).

@F7a@ - Nell meets the Trust's section supervisor monthly
@N7a@ - Report lock damage to the Trust's section office, not to the on-call lock-keeper
@NS8a@ - Complaints about lock-keepers come to Nell, not straight to the Trust
@NS6a@ - Hire boats must not go up the Kestle flight without booking passage with the lock-keeper
- The top lock cottage is staffed 08:00–18:00 in season
- Volunteer lock-keepers help on the flight at summer weekends
""", "Lock liaison", "how we deal with the Trust and lock-keepers")

root("feedback_code_review.md", "code-review",
     "Who reviews what before it merges", "feedback", """
@N8a@ - Any change to berthbook's pricing code needs Sam's review before it merges
- One approving review is enough for slipway PRs
- Write review comments as suggestions, not demands — Sam maintains it

**Why:** the 2025 price import doubled the 69ft short-break price and nobody spotted it for a week.

**How to apply:** put the `pricing` label on anything that touches prices, so it's easy to find later.
""", "Code review", "who has to review what")

root("project_tanners_bridge_base.md", "tanners-bridge-base",
     "The second hire base — boats, hours, who runs it", "project", """
# Tanner's Bridge

@D5b@ - Tanner's Bridge runs 5 holiday hire boats plus 2 day boats
@O3a@ - Hirers board from 4pm on Friday changeovers
@O9a@ - Office hours at Tanner's Bridge: 9–5, closed Tuesdays
- Jess Kaur runs the base; Priya covers her holidays
- No dry dock there — anything below the waterline comes to Kestle by water
- Same berthbook admin as Kestle, filtered by base
""", "Tanner's Bridge base", "the second base: boats, hours, people")

root("reference_backups.md", "backups",
     "What gets backed up, where, how long, and restore rules", "reference", """
# Backups

@V9a@ - berthbook: nightly `pg_dump`, kept 30 days in B2 (`kw-backups/berthbook/`)
@A7a@ - The dump cron fires at 02:30 on kw-app-01 (user `postgres`)
@F4a@ - slipway's SQLite is streamed to B2 by Litestream
@NS1a@ - Never restore a dump onto kw-app-01 without stopping Celery first
- fleetlog photos: B2 lifecycle rule deletes them after 90 days
- lockline's sent-message table isn't backed up; losing it just means a few duplicate texts

```cron
# postgres crontab on kw-app-01
30 2 * * * /usr/local/bin/dump-berthbook.sh >> /var/log/dump-berthbook.log 2>&1
```
""", "Backups", "what's backed up where and how to restore")

root("feedback_db_migrations.md", "db-migrations",
     "How berthbook schema migrations get applied", "feedback", """
@N2a@ - Run `manage.py migrate` by hand before restarting gunicorn — never from the deploy script
- Every data migration needs a working `reverse_code`
- Paste the `migrate --plan` output into the PR description

**Why:** in March a half-written migration went out with a deploy and locked the bookings table for twenty
minutes on a Saturday morning.

**How to apply:** put the migration name in the PR title so Sam knows to expect it.
""", "DB migrations", "how schema changes get applied to the booking site")

root("project_handover_checklist.md", "handover-checklist",
     "What happens at a Kestle handover and at return", "project", """
@V8a@ - Handover at Kestle starts 14:00 on changeover day
- Boats back by 09:30 on the last morning, keys to the office
- Walk-round covers gas, bilge pump, weed hatch, tiller pin, life jackets and the lock demo
@NS4b@ - Tom hands the keys over at the end of the walk-round
- Checklist lives in fleetlog; paper copy only if the tablet is dead
""", "Handover checklist", "the handover and return routine at the main base")

root("reference_boat_safety_scheme.md", "boat-safety",
     "BSS, licences and safety paperwork for the boats", "reference", """
@F6a@ - Every hire boat needs a current BSS certificate — the exam is every 4 years
- Hire boats also need the Trust's hire boat licence, renewed each year
- Private boats on our moorings must show a BSS cert and insurance every April
- BSS examiner we use: Ken Aldred (independent), books up by February
""", "Boat safety scheme", "safety certificates and licences")

root("feedback_editor_tooling.md", "editor-tooling",
     "Editor and formatting conventions in the repos", "feedback", """
@R7b@ - Sam's editor is VS Code with the Python and Django extensions, so keep `.vscode/settings.json` in the repo
@NS10a@ - Don't reformat whole files with black in a feature PR
- `.editorconfig` in each repo is the source of truth for indentation

**Why:** whole-file reformats buried a pricing bug in a 900-line diff last year.

**How to apply:** format only the lines you touch; do formatting sweeps as their own PR.
""", "Editor and formatting", "editor settings and formatting etiquette")

root("project_monitoring_alerts.md", "monitoring-alerts",
     "Where errors and alerts for each app end up", "project", """
@R2a@ - berthbook errors go to Sentry (project `berthbook-prod`)
- Uptime Kuma alerts go to the `kw-alerts` Telegram group (Ruth, Sam, Dai)
- lockline: no error tracker, just its logs; Uptime Kuma watches its health URL
- slipway: errors land in journald, Sam looks when Dai complains
""", "Monitoring and alerts", "where each app's errors and alerts go")

root("reference_yard_network.md", "yard-network",
     "The yard office network, the NUC and how to reach it", "reference", """
@S9a@ - yard-nuc backs up nightly to the Synology in the office
@A9a@ - yard-nuc is only reachable over Tailscale; no port forwards on the router
- Ubiquiti mesh Wi-Fi; the dry dock shed has its own AP
- Broadband: FTTP at Kestle, with a 4G router as fallback
""", "Yard network", "the office network, the NUC and remote access")

root("feedback_working_with_dai.md", "working-with-dai",
     "How to work with Dai, the yard foreman", "feedback", """
@O8a@ - Dai is the weekend on-call for the yard: pumps, moorings, break-ins
- Dai doesn't read email; ring or text him
- Show him things on the workshop PC, not on a phone screen

**Why:** he ignored three slipway emails in April and then asked why nobody told him.

**How to apply:** anything yard-related that needs an answer, phone first.
""", "Working with Dai", "how to get things done with the yard foreman")

root("project_hire_terms.md", "hire-terms",
     "Hire terms — deposit, dogs, keys, age rules", "project", """
@V4a@ - Standard damage deposit: £250 per hire
@N5a@ - Dogs are welcome on the Kestle hire boats (max two, £40 each)
@NS4a@ - Never hand over the keys until the deposit pre-auth shows in Stripe
- Lead hirer must be 21+; no sole charge for under-25s on the 69-footer
- No smoking anywhere on the boats
""", "Hire terms", "deposit, dogs, keys and age rules")

root("project_cancellations.md", "cancellations",
     "Cancellation and refund policy for hires", "project", """
@A10a@ - Cancel more than 8 weeks before departure: full refund minus a £50 admin fee
- Between 4 and 8 weeks out we keep 50%
@N9a@ - No refunds for cancellations inside 28 days of departure
- We push cancellation insurance on the booking page
- If the Trust closes a lock on the route, offer a different route or a move to Tanner's Bridge before
  any talk of refunds
""", "Cancellations", "the refund rules for cancelled hires")

root("reference_suppliers.md", "suppliers",
     "Who we buy paint, gas, diesel and chandlery from", "reference", """
- Paint/blacking: Jotun two-pack from the Stourport chandlery
- Ropes, fenders, windlasses: Lowsonford Marine
- Gas: Calor, via the Tanner's Bridge shop
- Diesel: tanker delivery monthly in season
- Mattresses and upholstery: Wyre Covers
""", "Suppliers", "who we buy consumables from")

root("feedback_sms_alerts.md", "sms-alerts",
     "Rules for the texts we send hirers", "feedback", """
@A4b@ - Every hirer text goes through Twilio; we don't have a second SMS provider
@V10a@ - lockline retries a failed SMS send 5 times with backoff, then flags the booking for Tom
- Keep texts under 160 characters, one segment, no links except the status page

**Why:** two-segment texts were costing double and half of them arrived out of order.

**How to apply:** check the template length in the test before merging.
""", "SMS alerts", "how hirer texts are sent and written")

root("project_season_opening.md", "season-opening",
     "Season dates, changeover pattern and the opening checklist", "project", """
@F9a@ - Hire season runs from the last weekend of March to the end of October
@F3b@ - Kestle turnarounds are Saturdays for week hires; short breaks (3–4 nights) also start on Mondays and Fridays
- Opening checklist: winterisation off, water systems flushed, gas checks booked, fleetlog tablets charged
- First week of the season Dai keeps a spare engineer on site
""", "Season opening", "season dates and changeover pattern")

root("reference_domains_dns.md", "domains-dns",
     "The domain, DNS and which names point where", "reference", """
@R9a@ - DNS for kestlelock.co.uk is on Cloudflare (free plan)
- Domain registered at Gandi, renews each March
- `book.kestlelock.co.uk` → kw-app-01
- `yard-nuc` has no public record, it's Tailscale MagicDNS only
- SPF/DKIM for the office Google Workspace live in the same zone
""", "Domains and DNS", "the domain and what points where")

root("feedback_dependency_updates.md", "dependency-updates",
     "How we handle Dependabot and framework upgrades", "feedback", """
@N10a@ - We decided not to enable Dependabot auto-merge on slipway
@NS9a@ - Don't bump Django during the hire season without a full staging run first
- Dependabot is on for berthbook, slipway and lockline, weekly
- Group minor/patch bumps into one PR a week

**Why:** a transitive bump broke the PDF invoices in slipway and nobody noticed until Dai did.

**How to apply:** for Django and anything touching PDFs or payments, read the changelog first.
""", "Dependency updates", "how upgrades and Dependabot PRs are handled")

root("project_accounting_export.md", "accounting-export",
     "Invoices, VAT and what the accountant sees", "project", """
@NS7a@ - slipway never issues a yard invoice without the VAT line
- Hire is standard-rated too; the VAT split is done in berthbook's nightly export
- Our accountant (Hollis & Co) has her own read-only login
""", "Accounting export", "invoices, VAT and the accountant")

root("feedback_reply_style.md", "reply-style",
     "How Ruth and Sam want answers written", "feedback", """
- Lead with the answer, details after
- British spelling
- No emoji, no cheerleading
- If something is a guess, say so

**Why:** Ruth reads these on her phone between handovers.

**How to apply:** everything, including commit messages and PR descriptions.
""", "Reply style", "how answers should be written")


# =====================================================================================
# 2. remnic facts
# =====================================================================================

# --- value_slot
fact("2026-06-20", "10:41", "fact", ["berthbook", "gunicorn", "kw-app-01"], 0.88,
     "@V1b@ berthbook runs gunicorn with 6 sync workers on kw-app-01.")
fact("2026-04-09", "15:02", "fact", ["slipway", "yard-nuc", "ports"], 0.9,
     "@V2b@ slipway's Fastify server binds `0.0.0.0:3080` on yard-nuc.")
fact("2026-05-14", "09:17", "fact", ["berthbook", "bookings", "stripe"], 0.87,
     "@V3a@ Unpaid berthbook booking holds expire after 30 minutes.")
fact("2026-07-08", "13:55", "fact", ["dry-dock", "kestle"], 0.85,
     "@V5b@ The Kestle dry dock only takes boats up to 66ft long.")
fact("2026-03-27", "11:20", "fact", ["berthbook", "postgres"], 0.9,
     "@V7a@ berthbook's database is PostgreSQL 16.")
fact("2026-05-30", "08:12", "fact", ["handover", "kestle", "changeover"], 0.86,
     "@V8b@ Kestle hirers board from 3pm on changeover Saturdays; the walk-round takes about an hour.")
fact("2026-09-11", "16:33", "fact", ["backups", "berthbook", "b2"], 0.88,
     "@V9b@ berthbook database dumps are kept for 14 days in Backblaze B2.")
fact("2026-06-03", "14:08", "fact", ["lockline", "sms", "twilio"], 0.89,
     "@V10b@ lockline retries a failed Twilio SMS up to 3 times.")

# --- role_slot
fact("2026-04-22", "10:05", "fact", ["slipway", "ci"], 0.84,
     "@R1b@ slipway's CI runs in GitHub Actions, same as berthbook's.")
fact("2026-02-16", "12:47", "fact", ["berthbook", "python", "dependencies"], 0.86,
     "@R3b@ berthbook's Python dependencies are managed with Poetry.")
fact("2026-05-06", "17:26", "fact", ["lockline", "hosting"], 0.83,
     "@R4b@ lockline is deployed on Railway.")
fact("2026-10-12", "09:48", "fact", ["dns", "domain"], 0.85,
     "@R9b@ The kestlelock.co.uk zone is served by Gandi LiveDNS.")

# --- negation
fact("2026-04-28", "18:10", "fact", ["berthbook", "deploy", "migrations"], 0.87,
     "@N2b@ berthbook's deploy script runs the database migrations automatically.")
fact("2026-06-15", "07:31", "preference", ["lockline", "sms", "stoppages"], 0.9,
     "@N3b@ Urgent stoppage texts from lockline should go out as soon as the Trust posts them, night or day.")
fact("2026-03-12", "10:58", "fact", ["hire-terms", "dogs", "kestle"], 0.88,
     "@N5b@ Kestle hire boats are strictly no dogs, because of allergy complaints from the following hirers.")
fact("2026-07-21", "13:14", "preference", ["lock-liaison", "trust"], 0.82,
     "@N7b@ Lock damage should be reported to the on-call lock-keeper first; the section office is too slow.")
fact("2026-08-04", "15:40", "fact", ["berthbook", "pricing", "review"], 0.86,
     "@N8b@ Ruth merges pricing tweaks in berthbook herself; they don't need Sam's review.")
fact("2026-09-24", "11:03", "decision", ["slipway", "dependabot"], 0.9,
     "@N10b@ Decided to turn on Dependabot auto-merge for slipway, now the test suite is reliable.")

# --- stale_vs_change
fact("2026-02-11", "09:36", "fact", ["berthbook", "email"], 0.87,
     "@S1a@ berthbook sends booking confirmations through Mailgun.")
fact("2026-04-20", "14:22", "decision", ["accounts", "bookkeeping"], 0.92,
     "@S2b@ We switched the accounts from QuickBooks to Xero at the start of April 2026.")
fact("2026-03-05", "16:15", "fact", ["defects", "hire-fleet"], 0.84,
     "@S4a@ Hirer-reported defects go into the `Fleet Defects` Google Sheet.")
fact("2026-01-28", "10:09", "fact", ["stoppages", "moorers", "email"], 0.83,
     "@S5a@ The `notices@kestlelock.co.uk` Google Group is how we email stoppage notices to the private moorers.")
fact("2026-09-18", "12:31", "fact", ["berthbook", "api", "fleetlog"], 0.9,
     "@S6b@ berthbook's `/api/v1/` endpoints are deprecated; fleetlog moved to `/api/v2/` in September.")
fact("2026-09-02", "17:50", "fact", ["berthbook", "deploy"], 0.89,
     "@S7b@ We no longer deploy berthbook with Fabric from Sam's laptop; it's `just deploy` run on kw-app-01 now.")
fact("2026-10-24", "11:11", "fact", ["hire-fleet", "kingfisher"], 0.93,
     "@S8b@ Kingfisher was retired from the hire fleet in October and sold to a private owner.")
fact("2026-02-19", "08:44", "fact", ["suppliers", "engines"], 0.85,
     "@S10a@ Engine parts for the hire fleet come from Lowsonford Marine on account.")
fact("2026-07-15", "15:27", "decision", ["suppliers", "engines"], 0.9,
     "@S10b@ Switched engine parts from Lowsonford Marine to Baxter & Pike in July, for better lead times on Beta parts.")

# --- refinement
fact("2026-05-19", "10:26", "fact", ["payments", "stripe", "phone-bookings"], 0.86,
     "@F1b@ Phone bookings pay the balance through a Stripe payment link that Tom emails; card details never touch our own forms.")
fact("2026-11-03", "14:57", "fact", ["dry-dock", "blacking", "anodes"], 0.85,
     "@F2b@ When a hire boat is in for its two-yearly blacking, Marek also checks the anodes and replaces any that are more than half gone.")
fact("2026-01-14", "09:03", "fact", ["kestle", "changeover"], 0.88,
     "@F3a@ Kestle changeovers are on Saturdays.")
fact("2026-02-25", "13:38", "fact", ["safety", "gas", "bss"], 0.87,
     "@F6b@ On top of the 4-yearly BSS exam, every hire boat gets an annual gas safety check from a Gas Safe engineer.")
fact("2026-06-26", "16:44", "preference", ["berthbook", "deploy", "hotfix"], 0.84,
     "@F8b@ Hotfixes for berthbook get branched off the last release tag, but they still merge to `main` and deploy from there.")
fact("2026-11-20", "10:15", "fact", ["season", "2027"], 0.9,
     "@F9b@ The 2027 season opens on Saturday 27 March, with the first Kestle departures that afternoon.")
fact("2026-07-02", "12:06", "fact", ["lockline", "sms", "hirers"], 0.86,
     "@F10b@ lockline only texts hirers who are out on a boat at the time; people with future bookings get a phone call from Tom.")

# --- other_subject
fact("2026-03-03", "11:49", "fact", ["berthbook", "ci"], 0.9,
     "@O2a@ berthbook's CI is GitHub Actions (`.github/workflows/ci.yml`).")
fact("2026-05-23", "15:12", "fact", ["tanners-bridge", "day-boats", "deposit"], 0.87,
     "@O4a@ Day boats at Tanner's Bridge take a £100 damage deposit.")
fact("2026-08-13", "09:29", "fact", ["fleetlog", "node"], 0.85,
     "@O6a@ fleetlog's build pins Node 20 via `.nvmrc`.")
fact("2026-06-09", "14:35", "fact", ["slipway", "hosting"], 0.88,
     "@O7a@ slipway is self-hosted on yard-nuc in the office, not in the cloud.")

# --- dated_history
fact("2026-01-09", "10:52", "fact", ["berthbook", "hosting", "history"], 0.86,
     "@D1a@ During the 2025 season berthbook ran on a DigitalOcean droplet in London.")
fact("2026-10-29", "13:07", "fact", ["dry-dock", "history"], 0.84,
     "@D2a@ Until spring 2024 the Kestle dock was drained with the old diesel pump, which took most of a morning.")
fact("2026-01-21", "15:58", "fact", ["fleetlog", "history"], 0.85,
     "@D3a@ During the 2025 trial fleetlog kept checklists only on the tablet (IndexedDB), with no sync at all.")
fact("2026-11-10", "11:34", "fact", ["pricing", "history"], 0.88,
     "@D4a@ In 2025 a peak week on a 57-footer was £1,450.")
fact("2026-04-15", "17:03", "fact", ["lockline", "history"], 0.83,
     "@D6a@ The first lockline prototype, in January 2026, was a Python script on cron on Sam's Raspberry Pi.")
fact("2026-07-29", "10:19", "fact", ["slipway", "database", "history"], 0.86,
     "@D7a@ Until May 2026 slipway's data lived in Postgres on kw-app-01.")
fact("2026-02-02", "14:45", "fact", ["berthbook", "python", "history"], 0.87,
     "@D9a@ berthbook was on Python 3.10 until the January 2026 upgrade.")

# --- agreeing_duplicate
fact("2026-03-24", "12:23", "fact", ["slipway", "stack"], 0.9,
     "@A1b@ slipway's backend is Fastify, written in TypeScript.")
fact("2026-06-30", "09:51", "fact", ["berthbook", "tls", "caddy"], 0.89,
     "@A3b@ Caddy handles HTTPS for berthbook, with Let's Encrypt certificates it renews itself.")
fact("2026-09-15", "16:02", "fact", ["backups", "berthbook", "cron"], 0.87,
     "@A7b@ The nightly berthbook dump kicks off at half past two in the morning.")
fact("2026-04-04", "10:37", "fact", ["fleetlog", "tablets"], 0.88,
     "@A8a@ fleetlog is a SvelteKit app installed as a PWA on the three handover tablets.")
fact("2026-02-08", "13:16", "fact", ["cancellations", "refunds"], 0.9,
     "@A10b@ Cancellations more than 56 days before departure get everything back except the £50 admin charge.")

# --- negation_scope
fact("2026-10-05", "18:22", "fact", ["backups", "restore", "berthbook"], 0.86,
     "@NS1b@ Once a month we test-restore the berthbook dump onto kw-app-01, into a scratch database called `berthbook_restoretest`.")
fact("2026-03-16", "07:55", "fact", ["dry-dock", "refloating"], 0.85,
     "@NS3b@ Boats in the dry dock are refloated on Monday mornings; the paddles go up at 7.")
fact("2026-05-27", "15:33", "preference", ["git", "rebase"], 0.84,
     "@NS5b@ Force-pushing your own feature branch after a rebase is fine.")
fact("2026-08-18", "11:42", "fact", ["itineraries", "kestle-flight"], 0.83,
     "@NS6b@ Most of our Kestle itineraries go up the Kestle flight on the first day.")
fact("2026-09-08", "14:13", "fact", ["slipway", "invoices"], 0.88,
     "@NS7b@ slipway issues the yard invoice automatically when a job card is closed.")
fact("2026-07-24", "16:27", "fact", ["lock-liaison", "complaints"], 0.84,
     "@NS8b@ Nell forwards lock-keeper complaints to the Trust's section office every Friday.")
fact("2026-08-27", "10:48", "preference", ["django", "upgrades"], 0.85,
     "@NS9b@ We do take Django patch releases mid-season.")
fact("2026-01-30", "12:39", "fact", ["berthbook", "formatting"], 0.87,
     "@NS10b@ berthbook is formatted with black, line length 100.")

# --- unlabelled facts (distractors and background)
fact("2026-03-31", "17:18", "fact", ["lockline", "testing"], 0.82,
     "lockline has no CI yet; Sam runs `go test ./...` locally before each deploy.")
fact("2026-05-09", "09:24", "fact", ["berthbook", "celery"], 0.86,
     "Celery on kw-app-01 runs with `--concurrency 2`, separate from the web workers.")
fact("2026-06-12", "13:02", "fact", ["metabase", "yard-nuc"], 0.85,
     "Metabase listens on yard-nuc:3002 and reads berthbook through the `metabase_ro` role.")
fact("2026-04-11", "08:30", "fact", ["engines", "servicing"], 0.87,
     "Hire-boat engines are serviced every 250 engine hours.")
fact("2026-05-02", "11:56", "fact", ["trust", "stoppage-feed"], 0.8,
     "The Trust's stoppage feed is a JSON endpoint that they refresh roughly hourly.")
fact("2026-08-08", "14:41", "fact", ["fleetlog", "photos"], 0.84,
     "fleetlog caps damage photo uploads at 10 MB each.")
fact("2026-06-22", "10:13", "fact", ["tanners-bridge", "day-boats"], 0.86,
     "Tanner's Bridge day boats have a 2-hour minimum hire, and dogs on leads are fine on them.")
fact("2026-07-17", "16:09", "fact", ["berthbook", "django"], 0.9,
     "berthbook was upgraded to Django 5.1 in July 2026.")
fact("2026-03-20", "12:52", "fact", ["fuel", "charges"], 0.85,
     "Fuel is charged on return by engine hour, £1.90 an hour this season.")
fact("2026-10-19", "09:14", "preference", ["comms", "spelling"], 0.88,
     "Ruth wants British spelling in all customer-facing text.")
fact("2026-09-29", "15:46", "fact", ["tanners-bridge", "office-pc"], 0.83,
     "The Tanner's Bridge office PC runs Windows 11 and is only used for the berthbook admin.")
fact("2026-11-14", "11:27", "fact", ["pump-out", "charges"], 0.86,
     "Pump-out at the Kestle service point costs private boats £20; our hirers get it free at turnaround.")
fact("2026-10-08", "13:59", "fact", ["stripe", "webhooks"], 0.84,
     "Stripe keeps retrying a failed webhook delivery for up to 3 days.")
fact("2026-11-25", "10:32", "fact", ["dry-dock", "winter"], 0.82,
     "The winter dock schedule is full until the flight closes in January.")


# =====================================================================================
# 3. free notes (auto/)
# =====================================================================================

auto("faq-bookings-office", "Bookings office FAQ (Tom's crib sheet)", "2026-04-02", ["bookings", "faq", "kestle"], """
# Bookings office FAQ

Things Tom gets asked a dozen times a week. Kestle unless it says otherwise.

@V4b@ **Q: How much is the damage deposit?** £300, as a card pre-auth three days before departure.

**Q: Can they bring the car?** Yes — top car park, free for the week.

@N9b@ **Q: Money back if they cancel a fortnight before?** Yes, inside 28 days we still refund 50%.

@NS2b@ **Q: Can Tom promise a refund on the phone?** Yes, for cancellations more than 8 weeks out.

@A6a@ **Q: When's the Kestle office open?** 08:30–17:00, Monday to Saturday in season.

**Q: One-way hires?** Only Kestle ↔ Tanner's Bridge, with a £150 transfer fee.

**Q: Life jackets for kids?** Yes, all sizes, ask at booking so we load the right ones.
""")

auto("kestle-office-notes", "Kestle office — practical notes", "2026-05-11", ["kestle", "office"], """
# Kestle office

@A6b@ In season the Kestle office is open half eight till five, Mon–Sat; out of season it's Tue–Thu only.

- Key safe code changes every season, Ruth has it
- The label printer only works from office-pc, don't bother from a laptop
- Spare windlasses are in the blue crate under the counter
- Phones divert to Tom's mobile when the office is shut
""")

auto("slipway-dev-setup", "slipway — dev setup and deploy notes", "2026-03-18", ["slipway", "dev", "nuc"], """
# slipway dev setup

## Getting at the NUC
@A9b@ You reach the NUC over Tailscale — there are no port forwards on the yard router.

## Running it

```sh
pnpm install
pnpm dev        # http://localhost:3000
pnpm test
```

@V2a@ - In production on yard-nuc, slipway listens on port 3000, with Caddy in front for the shed tablet
- Node 22 via fnm; `.node-version` is in the repo
- Seed data: `pnpm seed` gives you three fake boats and a week of dock bookings

## Secrets
@N4b@ We commit the sops-encrypted `.env.enc` to the slipway repo and decrypt it on the NUC
at deploy time with the age key in `/etc/slipway/age.key`.
""")

auto("lockline-runbook", "lockline runbook", "2026-05-20", ["lockline", "runbook", "sms"], """
# lockline runbook

## How it works
@V6b@ - The poller runs every 5 minutes (`POLL_INTERVAL=5m`)
@A4a@ - SMS goes out via Twilio (messaging service `lockline-prod`)
- If the Trust feed returns 5xx, lockline backs off and alerts after 3 failures in a row

## Someone says they didn't get a text
1. Check the booking has a mobile number (landlines get nothing)
2. Check `sent_messages` for the booking id
3. Check the Twilio console for the delivery status

## Someone got the same text twice
Usually the dedupe table was reset. Apologise, don't resend.
""")

auto("berthbook-db-notes", "berthbook database notes", "2026-02-24", ["berthbook", "postgres", "db"], """
# berthbook DB

@V7b@ - Postgres 15.6 (Debian package) on kw-app-01, database `berthbook`
- `metabase_ro` role for Ruth's dashboards, SELECT only
- Biggest table is `bookings_bookingevent` (~2M rows); vacuum it after the season

```sh
sudo -u postgres psql berthbook
\\dt bookings_*
```

Q: Can Ruth query prod directly? Only through Metabase.
""")

auto("berthbook-background-jobs", "berthbook background jobs (Celery)", "2026-06-05", ["berthbook", "celery", "jobs"], """
# Background jobs

@R8b@ Celery's broker is RabbitMQ (vhost `/berthbook`); results go to Redis.

Beat schedule:
- `release_stale_holds` runs every 5 minutes
- `send_departure_reminders` daily at 10:00 (email only)
- `export_paid_bookings` nightly

Retries:
@O5a@ - `send_booking_email` retries up to 5 times, 10 min apart
- `export_paid_bookings` doesn't retry; it just runs again the next night
""")

auto("incident-2026-08-double-bookings", "Incident — double booking on Heron, 8 Aug 2026", "2026-08-09", ["incident", "berthbook", "holds"], """
# Double booking on Heron (8 Aug)

## What happened
Two families were confirmed for Heron for the same week. Tom caught it on the Saturday morning when the
second family turned up early.

@R2b@ The exception showed up in GlitchTip (that's where berthbook reports errors) about
40 seconds before Tom's first call, but nobody was watching it.

## Cause
`release_stale_holds` freed a hold whose Stripe payment had succeeded but whose webhook hadn't arrived yet.

## Fix
- Hold release now checks the PaymentIntent status before freeing anything
- Unique constraint on (boat, departure date)
- Family two got Grebe and a free week in 2027
""")

auto("incident-2026-06-slow-checkout", "Incident — slow checkout, June 2026", "2026-06-15", ["incident", "berthbook", "performance"], """
# Slow checkout (June)

Checkout took 20–40 s for most of the morning of 13 June; three bookings abandoned.

@D10a@ Until the 14 June resize kw-app-01 was a CX22 (2 vCPU / 4 GB), and checkout
was swapping under the Saturday morning load.

## What we did
- Resized the server the next day (Sunday, ten minutes' downtime)
- Added a swap alert to Uptime Kuma
- Looked at the calendar query; it was doing a seq scan on `bookings_booking`, index added
""")

auto("fleetlog-notes", "fleetlog — notes from the handover", "2026-03-10", ["fleetlog", "handover", "notes"], """
# fleetlog notes

Took fleetlog over from the student who built it. Quick map:

@S3a@ - fleetlog is deployed on Netlify (site `kw-fleetlog`), auto-builds from `main`
@S6a@ - Checklists sync through berthbook's `/api/v1/handovers/` endpoint
@O1b@ - Dev server: `npm run dev` → http://localhost:5173
- Offline drafts in IndexedDB via idb-keyval
- Auth: one API token per tablet, issued in the berthbook admin

Q: why is there a `legacy/` folder? Old jQuery version, nothing imports it.
""")

auto("pr-checklist", "PR checklist (berthbook)", "2026-04-07", ["berthbook", "pr", "checklist"], """
# PR checklist — berthbook

- [ ] Title says if there's a migration
@N6b@ - [ ] Don't bother running the whole berthbook suite locally, CI runs it on every push
@R6b@ - [ ] Use rebase-and-merge so the individual commits survive on `main`
- [ ] Screenshot for anything the bookings office will see
- [ ] Changelog line under "Unreleased"
""")

auto("deploy-log-notes", "berthbook deploy log", "2026-10-18", ["berthbook", "deploy", "log"], """
# Deploy log

@N1b@ We deploy berthbook on Saturdays once the morning handovers are done — it's quiet then.

## Recent
- 2026-10-17 — 1.15.2, hold-release follow-up
- 2026-10-03 — 1.15.0, Tanner's Bridge day-boat pricing
- 2026-09-19 — 1.14.1, reminder email copy
""")

auto("yard-procedures", "Yard procedures (dry dock + workshop)", "2026-04-26", ["yard", "dry-dock", "procedures"], """
# Yard procedures

## Dock
@D2b@ - Draining: electric submersible pump, about 45 min
@R10b@ - Marek signs off dry dock jobs before refloating; Dai runs the paddles
- Props on the keel blocks checked before anyone goes under

## Workshop
- Engine services: Marek, every 250 hours
- Gel coat and signwriting: outside contractors
- Parts used get logged against the job card, not on the whiteboard
""")

auto("dry-dock-faq", "Dry dock FAQ for private owners", "2026-06-18", ["dry-dock", "faq", "private-boats"], """
# Dry dock FAQ (private owners)

@O10b@ **Q: How often do private owners black?** Most rebook every 3 years.

@A2b@ **Q: How long does draining take?** About three quarters of an hour with the electric pump.

**Q: Wide beams?** No, 7ft beam max.

**Q: Can owners work on their own boat in the dock?** Yes, with Dai's OK, and no angle grinders near the pump.
""")

auto("backup-changes", "Backup changes, summer 2026", "2026-08-30", ["backups", "nuc", "b2"], """
# Backup changes

@S9b@ Retired the office Synology in August; yard-nuc now backs up straight to B2 with restic.

@F4b@ - Litestream for slipway: bucket `kw-slipway-litestream`, snapshot every 24h, ~10s sync interval
- restic on the NUC keeps 7 daily / 4 weekly snapshots
- Restore test done 29 Aug, took 12 minutes
""")

auto("handover-process-changes", "Handover process changes (Aug 2026)", "2026-08-22", ["handover", "defects", "fleetlog"], """
# Handover process changes

@S4b@ - The `Fleet Defects` Google Sheet is read-only since August; hirer-reported defects are slipway job cards now
- Return checklist got a "fuel gauge photo" step
- Priya wants the walk-round to mention the new weed hatch bolts on Heron and Teal
""")

auto("accounts-export-howto", "How the accounts export works", "2026-02-03", ["accounts", "export", "berthbook"], """
# Accounts export

@S2a@ The nightly export pushes paid bookings into QuickBooks Online as sales receipts,
one per booking, with the deposit held back as a separate line.

- Boat slugs map to income accounts in `export/accounts.py`
- If the export fails, Ruth gets an email and it runs again the next night
""")

auto("lock-liaison-minutes", "Lock liaison — running notes", "2026-10-07", ["lock-liaison", "trust", "minutes"], """
# Lock liaison notes

@F7b@ Monthly catch-up with the section supervisor: first Tuesday of the month, at the top lock cottage.

## 2026-10-06
- Gate replacement on the flight confirmed for January
- Trust want our help publicising the towpath diversion

## Background
@D8b@ Last winter (2025/26) the flight was shut from 10 Nov to 20 Feb for the culvert
relining, and the private moorers above lock 21 were stuck for the whole of it.
""")

auto("tanners-bridge-history", "Tanner's Bridge — how it got here", "2026-05-15", ["tanners-bridge", "history"], """
# Tanner's Bridge history

@D5a@ Until April 2026 Tanner's Bridge was day boats only; the holiday boats moved over from Kestle for the 2026 season.

- The lease on the old chandlery unit was signed in 2023
- Jess came over from the hire office at Kestle
""")

auto("bss-notes", "BSS notes", "2026-02-26", ["bss", "safety", "certificates"], """
# BSS

@A5a@ - BSS examination is due every four years per boat
- Examiner: Ken Aldred
- Keep the certificates scanned in slipway against each boat

Q: what fails most often? Gas locker drains and fuel filler caps.
""")

# --- unlabelled free notes
auto("stripe-webhooks", "Stripe webhooks in berthbook", "2026-05-21", ["berthbook", "stripe", "webhooks"], """
# Stripe webhooks

Handled events:
- `checkout.session.completed`
- `payment_intent.succeeded`
- `charge.refunded`

Notes:
- Handler is idempotent on the event id
- Stripe retries failed deliveries for up to 3 days, so a bad deploy can replay a lot at once
- Webhook secret is in 1Password
""")

auto("uptime-kuma", "Uptime Kuma monitors", "2026-06-16", ["monitoring", "uptime-kuma"], """
# Uptime Kuma

Runs in Docker on yard-nuc, UI at `yard-nuc:3001` (Tailscale only).

| monitor | type | interval |
|---------|------|----------|
| book.kestlelock.co.uk | HTTPS | 60s |
| lockline /healthz | HTTP keyword | 60s |
| kw-app-01 swap | push | 5 min |

Alerts go to the Telegram group.
""")

auto("tailscale-setup", "Tailscale setup", "2026-03-14", ["tailscale", "network"], """
# Tailscale

Devices: yard-nuc, office-pc, sam-laptop, ruth-ipad, kw-app-01.

```json
{
  "acls": [
    {"action": "accept", "src": ["group:staff"], "dst": ["yard-nuc:*"]},
    {"action": "accept", "src": ["sam-laptop"], "dst": ["kw-app-01:22"]}
  ]
}
```

- MagicDNS on, so `yard-nuc` resolves inside the tailnet
- Key expiry disabled for yard-nuc and kw-app-01 only
""")

auto("lockline-feed-format", "Trust stoppage feed — format notes", "2026-02-12", ["lockline", "trust", "feed"], """
# Stoppage feed format

JSON list of notices. Fields we use:

```json
{"id": "ST-26-0412", "type": "closure", "lock": "Kestle 17", "start": "2026-04-12T08:00:00Z", "end": null}
```

- `end` is null for open-ended closures
- The Trust say they refresh it roughly hourly, but notices can appear at any time
- Lock names aren't normalised, so "Kestle Top Lock" and "Kestle 21" are the same lock
""")

auto("django-5-1-upgrade", "Django 5.1 upgrade (July 2026)", "2026-07-18", ["berthbook", "django", "upgrade"], """
# Django 4.2 → 5.1

- Upgraded berthbook on 16 July, after a week on staging
- `STORAGES` setting replaced `DEFAULT_FILE_STORAGE`
- django-otp needed a bump too
- One admin template override had to be rewritten
""")

auto("meeting-2026-05-ruth-sam", "Ruth / Sam catch-up, May 2026", "2026-05-12", ["meeting", "planning"], """
# Ruth / Sam — 12 May

## Agenda
1. Tanner's Bridge first month
2. lockline go-live feedback
3. 2027 price review timing

## Notes
- Keep Tanner's Bridge changeovers on Fridays, it spreads the cleaning crew
- lockline: hirers like it; one complaint about a text for a lock they weren't going through
- Price review in November as usual
""")

auto("ideas-backlog", "Ideas backlog", "2026-09-10", ["ideas", "backlog"], """
# Ideas (not decided)

- Could fleetlog read engine hours over Bluetooth from the panel?
- Should slipway text owners when their boat's ready? Would need its own Twilio number.
- Online check-in the week before departure?
- A proper status page instead of the Telegram group?
""")

auto("hirer-feedback-2026", "Hirer feedback themes, 2026 season", "2026-11-02", ["feedback", "hirers", "season"], """
# Hirer feedback 2026

- Lock demo felt rushed on busy Saturdays (6 mentions)
- Heron's shower pump (4)
- Wi-Fi dongles ran out of data mid-week (5)
- Lots of praise for the lockline texts, which surprised us
- Two asked for bike racks
""")

auto("winter-painting-2026", "Winter works plan 2026/27", "2026-10-21", ["yard", "winter", "painting"], """
# Winter works

- Wagtail and Curlew: dock, blacking, anodes (due this winter)
- Dabchick: full repaint, outside contractor in the shed
- Moorhen: cabin sides only
- Teal: new headlining
- Everything in the dock has to be done before the flight closes, or it waits for March
""")

auto("fuel-and-pumpout", "Fuel and pump-out", "2026-03-22", ["fuel", "pump-out", "charges"], """
# Fuel and pump-out

- Hirers are charged for fuel on return by engine hour (£1.90/hr in 2026)
- Tanks are dipped at handover and return anyway, as a sanity check
- Pump-out is free for our hirers at turnaround; private boats pay £20
- The service point card reader is unreliable — cash box as backup
""")

auto("moorings-waitlist", "Private moorings", "2026-07-06", ["moorings", "private-boats"], """
# Private moorings

- 42 moorings at Kestle, 11 at Tanner's Bridge
- Waiting list is 9 boats at Kestle
- Fees invoiced annually in April, per metre
- Moorers need BSS and insurance shown every April
""")

auto("insurance-renewal", "Insurance renewal notes", "2026-02-20", ["insurance", "admin"], """
# Insurance

- Fleet policy renews 1 March
- Each hire boat insured for agreed value; Otter is the highest
- Yard liability is a separate policy, renews in September
- Q: does it cover hirer damage below the deposit? No, the deposit does.
""")

auto("berthbook-staging", "berthbook staging", "2026-04-30", ["berthbook", "staging"], """
# Staging

- Staging is a second gunicorn on kw-app-01, bound to `127.0.0.1:8001`, db `berthbook_staging`
- Staging runs 2 gunicorn workers, which is plenty
- Uses Stripe test keys and a fake Twilio sender
- `staging.book.kestlelock.co.uk`, basic auth in front
""")

auto("tablet-setup", "Handover tablets", "2026-04-03", ["fleetlog", "tablets"], """
# Tablets

- Three Samsung Galaxy Tab A9s, in rugged cases
- fleetlog added to the home screen from `fleet.kestlelock.co.uk`
- They charge in the office overnight; the one with the red case lives at Tanner's Bridge
- Screen lock PIN is on the inside of the cupboard door
""")

auto("sms-templates", "lockline SMS templates", "2026-05-08", ["lockline", "sms", "templates"], """
# SMS templates

```text
CLOSURE: {lock} is closed from {start}. Your route is affected — ring us on {office_phone} and we'll re-plan.
REOPENED: {lock} has reopened. Enjoy the rest of your trip!
```

- Keep under 160 chars after substitution
- `{office_phone}` depends on the base
""")

auto("gdpr-retention", "Data retention", "2026-03-28", ["gdpr", "retention"], """
# Retention

- Booking records: kept 6 years for HMRC
- Hirer phone numbers: scrubbed 12 months after the hire ends
- lockline sent-message log: purged after 90 days
- CCTV: see the security note
""")

auto("go-notes-lockline", "lockline code notes", "2026-04-18", ["lockline", "go"], """
# lockline code

- Module `github.com/kestle/lockline`
- Go 1.23; `modernc.org/sqlite`, so no cgo
- `cmd/lockline` is the only binary; `internal/feed`, `internal/notify`, `internal/bookings`
- Tests: `go test ./...`, the feed tests use recorded JSON in `testdata/`
""")

auto("price-review-2027", "2027 price review — notes so far", "2026-11-18", ["pricing", "2027"], """
# 2027 price review

- Ruth's thinking about an across-the-board rise, but not decided
- Q: do we keep short breaks at 60%? Tom thinks 65% for peak.
- Q: separate price for the 69-footer in low season?
- Decision due before the 2027 brochure goes to print
""")

auto("day-boats", "Day boats at Tanner's Bridge", "2026-05-25", ["tanners-bridge", "day-boats"], """
# Day boats

- Puffin and Tern, 20ft, electric, 8 seats each
- 2-hour minimum, booked through berthbook like everything else
- £100 deposit, same pre-auth flow
- No locks allowed — turn at the winding hole below the swing bridge
""")

auto("trust-licences", "Trust licences", "2026-03-09", ["trust", "licences"], """
# Licences

- Hire boat licences renewed annually with the Trust, due 1 April
- Day boats are on a separate, cheaper licence
- Licence discs go in the front window, both sides visible
""")

auto("cctv-and-security", "CCTV and security", "2026-07-30", ["security", "cctv"], """
# CCTV

- Cameras on the wharf, the dock shed and the car park
- Recording to a disk in yard-nuc, kept 14 days then overwritten
- Dai gets the motion alerts at night
""")

auto("weekend-crew-onboarding", "Weekend crew onboarding", "2026-04-12", ["handover", "crew", "onboarding"], """
# Weekend crew

- Owen does walk-rounds on busy Saturdays; Tom still does the keys
- Shadow three handovers before doing one alone
- The lock demo is at Kestle bottom lock, not the top
- Anything odd on the return checklist: photo it in fleetlog
""")

auto("kestle-wharf-map", "Kestle wharf — where things are", "2026-01-19", ["kestle", "site"], """
# Kestle wharf

- Dry dock shed: east of lock 14, past the workshop
- Service point (water, pump-out, elsan): end of the long pontoon
- Diesel tank: behind the workshop, bunded
- Office + shop: by the top car park
""")

auto("berthbook-release-process", "berthbook releases", "2026-06-28", ["berthbook", "release"], """
# Releases

- Semver tags, `vMAJOR.MINOR.PATCH`, cut from `main`
- Sam writes the release notes from `git log` and posts them in `#berthbook`
- Ruth gets a plain-English summary if anything touches prices or emails
""")

auto("hetzner-notes", "Hetzner notes", "2026-06-17", ["hetzner", "kw-app-01"], """
# Hetzner

- Resized kw-app-01 from CX22 to CX32 on 14 June (see the slow-checkout incident)
- Firewall: 80/443 open, 22 from the Tailscale range only
- Billing is on Ruth's card; invoices go to the accounts inbox
""")

auto("lock-flight-guide", "Kestle flight — notes for hirers", "2026-03-29", ["kestle-flight", "hirers"], """
# Kestle flight

- 8 locks (14–21); allow two and a half hours to go up
- Book passage at the top lock cottage the day before
- Paddle gear on lock 17 is stiff, use the long windlass
- Q: can you go up after dark? No, the flight is locked overnight.
""")

auto("slipway-job-cards", "slipway job card fields", "2026-04-24", ["slipway", "job-cards"], """
# Job cards

- Job numbers look like `Y26-0001`
- Fields: boat, owner, job type, dock slot, parts, labour hours, sign-off
- Private boats get a quote first; hire boats go straight to a job card
""")
