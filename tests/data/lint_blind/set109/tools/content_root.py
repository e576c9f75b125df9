"""Root (Claude Code auto-memory) files: name -> (title, description, type, hook, body)."""

ROOT = {}

def r(fname, title, desc, typ, hook, body):
    ROOT[fname] = (title, desc, typ, hook, body)

r("user_marta.md", "Marta (head of tech)", "Marta Kowalczyk, head of tech at Kestrel, a Laravel person", "user",
  "Marta's role, background, tooling and how she likes answers", """
Marta Kowalczyk runs tech at Kestrel Device Repair (four branches plus the Avonmouth mail-in hub).
She wrote most of benchlog herself in 2023 and still reviews every migration.

- Background: PHP/Laravel for ten years, some Go, avoids JavaScript where she can
@@R8a@@
@@A6a@@
- Works from the Bristol office Tuesday to Thursday, remote otherwise
- Wants cost estimates in pounds per month when I suggest a new service
""")

r("user_team.md", "The team", "Who else is on the team and what they own", "user",
  "Sam, Idris, Lena and Jo: who owns what", """
- Sam Reyes: developer, owns sendin and most of reloop's storefront
- Idris Bello: developer / ops, owns partsync, the servers and the bench laptops
- Lena Fischer: operations manager, signs off anything customer-facing
- Jo Pritchard: refurb lead at the Avonmouth hub, owns the grading rules
- Priya Shah: senior bench tech in Cardiff, tests diagkit releases first

Sam and Idris share on-call; Marta is the escalation.
""")

r("feedback_merge_style.md", "Merge style for sendin", "How to merge sendin PRs", "feedback",
  "keep full history in sendin", """
@@N1a@@

**Why:** a regression in the courier label code in February took three hours to find because the
offending change was buried in one squashed blob.

**How to apply:** use "Rebase and merge" on GitHub for sendin; tidy the commits before asking for review.
""")

r("feedback_migrations.md", "benchlog migrations", "How schema migrations get applied to benchlog", "feedback",
  "migrations are a manual step", """
@@N2a@@

**Why:** a migration that rewrote `tickets` locked the table for six minutes during the Saturday rush.

**How to apply:** put the migration in its own PR, note the expected lock time in the description, and
remind Marta to run it after the backup finishes. Long backfills go in a queued job, not in the migration.
""")

r("feedback_customer_data.md", "Customer data rules", "Rules for customer data in code, logs, listings and test environments", "feedback",
  "where customer data may and may not go", """
Lena is strict about this and she is right to be.

@@N6b@@
@@N9a@@
- No customer names or phone numbers in GitHub issues, Slack threads or commit messages; use the ticket ref.
- Device passcodes are written on the job bag, never typed into benchlog.

**Why:** the ICO complaint in 2025 (a listing photo showed a previous owner's lock screen).
""")

r("feedback_pr_reviews.md", "PR review rules", "Review rules per repo", "feedback",
  "who reviews what, and what may skip review", """
@@N5a@@
@@NS6a@@

Draft PRs are fine for early feedback; mark them ready only when CI is green.
For sendin and reloop Sam is the default reviewer; for partsync and diagkit it is Idris.
""")

r("feedback_deploys.md", "Deploy windows", "When deploys are allowed", "feedback",
  "deploy days and times per app", """
@@D8a@@
@@NS3a@@

**Why:** the branches are busiest on Friday and Saturday afternoons and nobody wants a broken till flow then.

**How to apply:** if something must go out outside the window, ask Marta first and say so in #ops.
""")

r("feedback_secrets.md", "Secrets handling", "Where secrets live and how to read them", "feedback",
  "secrets come from one place", """
@@S10b@@

Never paste a secret into a chat, a PR or a memory file. If I need a value, ask Idris to run the command.
Local development uses the `dev` config in Doppler; nobody keeps production tokens on a laptop.
""")

r("feedback_commit_messages.md", "Commit messages", "Commit message style", "feedback",
  "commit message conventions", """
@@A5a@@

Subject under 72 characters, optional body after a blank line. Reference the Linear issue (`KES-123`)
in the body, not in the subject.
""")

r("feedback_reply_style.md", "Reply style", "How Marta wants replies written", "feedback",
  "answer shape and tone", """
@@A6b@@

No headings for short answers. British spelling. If a change touches a customer-facing message,
say so at the top so Lena can be looped in.
""")

r("feedback_testing.md", "Testing rules", "How to test before pushing, per repo", "feedback",
  "test commands and what not to mock", """
@@F7a@@
@@A9a@@
- sendin: unit tests are Vitest; the Playwright suite only runs in CI.
- partsync: `pytest -q`; supplier APIs are recorded with vcrpy cassettes.
""")

r("feedback_tone_customer_msgs.md", "Tone of customer messages", "How SMS and email copy should sound", "feedback",
  "customer copy: plain, short, no exclamation marks", """
Customer-facing text (SMS, emails, tracking page) is plain and short. No exclamation marks, no "Hey!".
Always include the ticket or job ref. Lena approves any new template before it ships.

**Why:** customers forwarded jokey SMS to us as "is this a scam?".
""")

r("feedback_pr_descriptions.md", "PR descriptions", "What goes in a PR description", "feedback",
  "PR description checklist", """
Every PR description says what changed, how it was tested and whether it needs a migration or a
config change. Screenshots for anything the counter staff or customers will see.
""")

r("project_sms_reminders.md", "Collection SMS flow", "How the collection-ready SMS works after the spring rework", "project",
  "collection-ready SMS flow", """
Reworked in April after customers kept turning up before devices were back on the shelf.

@@N8b@@
- The message includes the branch's opening hours and the ticket ref.
- A second reminder goes out after 14 days if the device is still there.

**Why:** counter staff forgot to send it on busy days.
""")

r("project_staging_refresh.md", "Staging refresh", "How staging gets its data", "project",
  "staging data refresh job", """
@@N9b@@
- The job runs on ops-01 at 04:00 and takes about twenty minutes.
- After the restore it rotates all API tokens so staging can't send real SMS or email.

Sam set this up in May so bugs could be reproduced against realistic tickets.
""")

r("project_battery_safety.md", "Battery safety", "Handling of damaged and swollen batteries after the hub incident", "project",
  "battery safety rules after the June incident", """
After a swollen battery vented in a returns crate at the hub in June, Jo and Lena changed the rules.

@@N10b@@
- Swollen batteries are taped, bagged and logged in benchlog with the ticket ref.
- The fire-safe bin is emptied by the WEEE contractor every two weeks.
""")

r("project_sendin_fly_migration.md", "sendin hosting move", "sendin's move to a new host", "project",
  "sendin hosting migration", """
@@S1b@@

- Postgres stayed where it was (db-mail on Hetzner); only the app moved.
- Deploys are `fly deploy` from GitHub Actions; Sam owns the Fly org.
- Cost went from about £50 to £28 a month.
""")

r("project_square_rollout.md", "Card reader rollout", "Counter card terminals at the branches", "project",
  "card terminal rollout across branches", """
@@S3b@@
- Square settles daily into the Starling account; Xero picks it up through the bank feed.
- Bath got Square from day one.
""")

r("project_trello_retirement.md", "Trello retirement", "Moving the last Trello boards into benchlog", "project",
  "Trello boards being retired", """
@@S6b@@
- The old board is archived, not deleted, in case Jo needs the history.
- Marketing still uses Trello for the social calendar; that is not ours to move.
""")

r("project_uptime.md", "Uptime monitoring", "Uptime checks and status page", "project",
  "uptime checks and status page", """
@@S7b@@
- Checks: benchlog login page, sendin tracking page, reloop home and checkout, every 3 minutes.
- Status page: status.kestrelrepair.co.uk.
""")

r("project_inbox_cleanup.md", "Shared inbox cleanup", "Retiring shared mailboxes in favour of forms", "project",
  "shared inbox retirement", """
@@S8b@@
- `hello@` stays open for general questions and is answered by the Bristol counter.
- `refurb@` was folded into `hello@` at the same time.
""")

r("project_api_v3.md", "benchlog API v3", "benchlog's API versions", "project",
  "API versioning and the v2 sunset", """
@@S9b@@
- v3 uses per-client tokens with scopes instead of the one shared bench token.
- The sunset was announced in #dev on 2026-08-01 with two months' notice.
""")

r("project_bath_opening.md", "Bath branch opening", "Opening the fourth branch", "project",
  "Bath branch opening notes", """
@@F5b@@
- Bath uses the same benchlog set-up and bench laptops as the other branches.
- The first week was walk-in repairs only; the Bath counter started taking trade-ins in October.
""")

r("project_black_friday_2026.md", "Black Friday 2026", "Plans for the 2026 Black Friday refurb sale", "project",
  "Black Friday 2026 refurb sale plans", """
- The sale runs 27 November to 1 December on reloop only; branches are not discounted.
- Jo is grading extra stock in November so there are about 400 listings live.
- reloop's autoscaling limits were raised for the sale week.
- Lena wants a banner on the tracking page too; Sam said no, it is not a shop page.
""")

r("project_laptop_bench.md", "Laptop bench", "Starting laptop repairs at the hub", "project",
  "laptop repair bench at the hub", """
- From October the Avonmouth hub has a dedicated laptop bench (MacBooks and ThinkPads only).
- Laptop jobs get the `LAP` ticket type in benchlog; quotes are manual for now.
- diagkit has no laptop tests yet; techs use Apple Diagnostics and Lenovo Vantage.
""")

r("reference_benchlog.md", "benchlog", "benchlog: walk-in repair ticket system - stack, hosts, integrations", "reference",
  "the walk-in ticket system: stack, data, integrations", """
# benchlog

The walk-in repair ticket system used at every counter and bench. Laravel monolith, repo `kestrel/benchlog`.

## Stack
@@F4a@@
@@V1a@@
@@R5a@@
@@A1a@@
- Runs on bench-app-01 (Hetzner CX32) behind Caddy

## Tickets
@@D2a@@
- Statuses: Booked in, Diagnosing, Awaiting approval, Awaiting parts, Repairing, Ready, Collected
- Every ticket has a device (make, model, IMEI/serial) and a customer

## Notifications
@@R6b@@
@@V10a@@
- Quote-ready SMS: Twilio, same sender ID `KestrelFix`

## Integrations
- diagkit posts test results; sendin creates tickets for mail-in jobs
- Card payments matched to tickets by the receipt number
""")

r("reference_sendin.md", "sendin", "The mail-in repair portal - stack, intake rules, quotes", "reference",
  "the mail-in portal: stack, intake rules, quotes", """
# sendin (mail-in portal)

Customers book a mail-in repair, print a label, post the device to the Avonmouth hub and follow the
job online. Repo `kestrel/sendin`.

## Stack
@@V4a@@
@@R1a@@
@@O1a@@
- Auth: magic links by email, no passwords

## Intake
@@V6a@@
- Customers must remove the SIM and turn off Find My / FRP before posting

## Quotes
@@V3a@@
@@D3a@@

## Tracking
@@F2a@@
""")

r("reference_reloop.md", "reloop", "The refurbished device shop - stack, payments, listings", "reference",
  "the refurb shop: stack, payments, listing rules", """
# reloop (refurbished resale)

Online shop for refurbished phones and laptops, plus the buyback/trade-in form. Repo `kestrel/reloop`.

## Stack
@@O4a@@
@@R3a@@
@@V8a@@

## Payments
@@R9a@@
- Refunds are issued from the Medusa admin, never from the payment provider's dashboard

## Listings
@@A2a@@
@@N6a@@
- Up to 8 photos per listing, taken in the hub lightbox

## Trade-ins
@@NS9a@@
- Offers are calculated from model, storage and grade
""")

r("reference_partsync.md", "partsync", "Supplier parts and stock sync", "reference",
  "supplier stock sync: schedule, state, suppliers", """
# partsync

Python 3.12 service that pulls supplier stock and prices into benchlog's parts catalogue.

@@D4a@@
@@V5a@@
@@R4a@@
@@A3a@@
@@NS5a@@
- Logs go to journald; Grafana Cloud scrapes the `partsync_last_success` metric
""")

r("reference_diagkit.md", "diagkit", "The bench diagnostics app - versions, reporting, grading", "reference",
  "the bench diagnostics app", """
# diagkit

Electron app on every bench laptop. Runs device tests over USB and grades refurb stock.

## Versions
@@S5b@@
@@O6a@@

## Tests and reports
- Tests: battery, screen (dead pixels, touch grid), speakers, microphones, cameras, charging port
@@F6a@@
@@S9a@@
@@R7a@@

## Grading
@@V7b@@
- Grade B and C thresholds are set by Jo in the same config file
@@D5a@@
""")

r("reference_infra.md", "Infrastructure", "infra: servers, CI, storage, monitoring", "reference",
  "servers, CI, storage and monitoring", """
# Infrastructure

- Servers: Hetzner Cloud, Falkenstein - bench-app-01, ops-01, db-bench, db-mail
@@R2a@@
@@F1a@@
@@D1a@@
@@S7a@@
- Metrics and logs: Grafana Cloud free tier
@@A10a@@
- Email for staff: Google Workspace
""")

r("reference_branches.md", "Branches", "The branches, the hub and what runs at the counters", "reference",
  "branches, hub and counter kit", """
# Branches

| Branch | Code | Address | Staff |
|---|---|---|---|
| Bristol Broadmead | BRS | 9 Union Street | 4 bench, 3 counter |
@@D6a@@
| Swansea | SWA | 112 Oxford Street | 2 bench, 1 counter |
| Bath | BTH | 14 Southgate | 2 bench, 1 counter |

@@F5a@@
@@A4a@@
@@S3a@@
- Opening hours: Monday to Saturday 09:00-17:30; Bristol also Sunday 11:00-16:00
""")

r("reference_policies.md", "Repair policies", "Customer-facing repair, warranty and fee policies", "reference",
  "warranties, fees, quotes and what we do not do", """
# Policies (from the counter handbook, checked with Lena)

## Warranty
@@V2a@@
@@F3a@@
- Physical or liquid damage after the repair voids the warranty

## Fees and quotes
- Diagnostic fee: £25 for phones, £40 for laptops
@@N4a@@
@@O3a@@

## Mail-in
@@N7a@@
- Mail-in jobs are booked online only; the counter can print a label for walk-ins who ask

## Screens
@@F10a@@
@@D9a@@

## Paperwork
@@NS1a@@
@@A7a@@
""")

r("reference_suppliers.md", "Suppliers", "Parts suppliers and how we get price lists", "reference",
  "parts suppliers and price lists", """
# Suppliers

- Avon Parts (Bristol): screens, batteries, charging ports; account manager Dan
@@S4a@@
- Celtic Components (Newport): laptop parts and Samsung screens, orders through their web API
- Returns of faulty parts: RMA form on each supplier's portal within 30 days
""")

r("reference_couriers.md", "Couriers", "couriers: inbound labels, returns, battery rules", "reference",
  "couriers for mail-in jobs", """
# Couriers

@@F8a@@
@@R10a@@
@@NS10b@@
- Insurance on returns up to £1,000; iPads and laptops over that need Lena's OK
""")

r("reference_oncall.md", "On-call", "On-call rota, paging and what counts as an incident", "reference",
  "on-call rota and paging", """
# On-call

- Rota: Sam and Idris alternate weeks
@@A8a@@
@@F9a@@
@@NS2b@@
- Anything else waits for working hours and goes in #ops
""")

r("reference_glossary.md", "Glossary", "glossary: shop terms used in tickets and chat", "reference",
  "terms used in tickets and chat", """
- **BER**: beyond economical repair; the customer gets the device back with a BER note
- **Hub**: the Avonmouth unit that receives mail-in parcels and grades refurb stock
- **Trade-in**: a device we buy from a customer to refurbish and sell on reloop
- **FRP**: Factory Reset Protection (Android's Activation Lock)
- **Back shelf**: where uncollected devices wait before disposal
""")

r("reference_people.md", "Outside contacts", "Contacts outside the tech team", "reference",
  "accountant, landlord, contractors", """
- Accountant: Hollis & Grant, quarterly VAT; they only need Xero access
- WEEE contractor: GreenCycle South West, collects from the hub
- Landlord contact for Avonmouth: Severnside Estates
""")
