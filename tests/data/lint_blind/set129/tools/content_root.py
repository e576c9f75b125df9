# Root (Claude Code auto-memory) files: (filename, title, description, type, body). @@ID@@ = claim line.
ROOT = [
('reference_gatepass.md', 'gatepass', 'gatepass reference: gate ticketing app, scanners, payments, refunds', 'reference', """
# gatepass

Online tickets for the Wealdmere County Show plus the gate scanning backend. Repo `wealdmere/gatepass`.

## Stack
@@A1a@@
@@V1a@@
@@O1a@@
@@R2a@@
@@R8a@@
- Staging: `staging.gatepass.wealdmereshow.org.uk`, same stack, seeded with fake orders

## Ticket types and prices (2026 show)
@@V2a@@
- Child (5–15) advance: £8, £10 on the gate
@@N5a@@
- Family (2 adults + 2 children) advance: £48
@@F2a@@
@@V10a@@
- Complimentary tickets are created by the office only, under Comps in the admin panel

## Payments
@@F7a@@
@@F5a@@
@@A3a@@
@@R1a@@

## Gates and scanning
@@D1a@@
@@V5a@@
@@NS4b@@
- Scanners sync with gatepass every 30 seconds when they're on the gate Wi-Fi
- A ticket scanned twice shows amber with the time of the first scan; stewards decide

**How to apply:** check this before touching checkout or the scan endpoints; the show weekend is the only time the scan paths get real load.
"""),
('reference_entrybook.md', 'entrybook', 'entrybook reference: livestock, produce and horse class entries, fees, results', 'reference', """
# entrybook

Class entries for the show: livestock, horses, produce, handicrafts, the schedule, the catalogue and results. Repo `wealdmere/entrybook`.

## Stack
@@V7a@@
@@A8a@@
- Database: Postgres 16 at `db-entry.wealdmere.internal:5432` (database `entrybook`)
@@S1a@@
- Errors: Sentry project `entrybook`
- PDFs (schedule, catalogue, ring sheets) are built by Celery tasks with WeasyPrint

## Entries
@@S4a@@
@@N2a@@
- Produce and handicraft entries close on 7 August
@@A6a@@
- Cattle entries also need the BCMS passport number for each animal
- An exhibitor may enter the same animal in at most three classes

## Fees
@@V3a@@
- Entry fees are not refunded once the schedule closes, except when a class is cancelled

## Exhibitor passes
@@F9a@@
@@NS1a@@
@@N9a@@

## Results and prize money
@@F10a@@
- Results are only published once the steward marks the class as checked
@@N10a@@
- Rosettes and cups are handed out in the ring; the prize money follows later
"""),
('reference_standplan.md', 'standplan', 'standplan reference: trade stand bookings, pitches, power, deposits', 'reference', """
# standplan

Trade stand bookings, pitch allocation and the site plan. Rails 7.1 on Ruby 3.3. Repo `wealdmere/standplan`.

## Stack
@@S3a@@
@@R6a@@
@@R4a@@
@@D2a@@
- Invoices are raised in Xero when Imran confirms a booking

## Pitches and prices
@@F1a@@
- Larger pitches: 9 m × 6 m and 12 m × 6 m
- Standard pitch: £240 + VAT; catering pitches £420 + VAT

| Extra | Price | Notes |
|---|---|---|
@@V4a@@
| 32A power hookup | £110 | catering units only |
| Extra vehicle pass | £15 | one is included with every pitch |

## Booking rules
@@A7a@@
@@R10a@@
@@A4a@@
- Food traders also need a food hygiene rating of 3 or better
"""),
('reference_ringside.md', 'ringside', 'ringside reference: ring timetables, results screens, public results site', 'reference', """
# ringside

Ring timetables and live results for the screens round the showground and the public results site. Next.js 14 on Node 20.

@@A10a@@
@@R5a@@
@@R3a@@
@@S6a@@
- Receives results from entrybook; it never writes back

## Screens
@@S10a@@
- Six screens: Main Ring, Cattle Ring, Sheep Lines, Horse Rings 1 and 2, Food Hall
@@D9a@@
- Sponsor slides rotate between classes, 10 seconds each
"""),
('reference_infra.md', 'infra', 'infra: hosting, backups, DNS, monitoring, show office network', 'reference', """
# Infrastructure

## Servers
- app1: Hetzner CX32, Ubuntu 24.04, Docker, `app1.wealdmere.internal`
@@F8a@@
- Staging runs on app-staging (Hetzner CX22) with the same Kamal config and a `staging` destination
@@V8a@@
- Restores are tested twice a year; last full drill was in May

## DNS, monitoring, secrets
@@R9a@@
@@V6a@@
- Grafana Cloud free tier for logs and dashboards
@@R7a@@

## Showground network
@@D10a@@
- Show-day Wi-Fi: Ubiquiti mesh, SSIDs `WCS-Office` and `WCS-Gates`; scanners only join `WCS-Gates`
- The mesh is rented for show week, set up on the Wednesday before
"""),
('reference_showground.md', 'showground', 'Hollins Lane Showground: gates, car parks, opening times, site rules', 'reference', """
# Hollins Lane Showground

62 acres off the A272, leased from the Hollins estate.

@@A5a@@
@@F6a@@
- Livestock can arrive from 06:00 on show days

## Gates
- Gate A: public entrance from the A272
@@A2a@@
- Gate C: trade and contractors
- Gate D: pedestrians from the park and ride
@@N8a@@

## Parking
| Area | Access | Capacity |
|---|---|---|
@@V9a@@
| Members' car park (Field 4) | Gate A | 250 cars |
| Horsebox park (Field 11) | Gate B | 180 boxes |
"""),
('feedback_git_workflow.md', 'git-workflow', 'How Sam wants branches, merges and pushes handled', 'feedback', """
@@N1a@@
@@NS10a@@
- Branch names: `sam/<short-topic>` or `claude/<short-topic>`

**Why:** Sam bisected a gate-scan regression in 2025 and lost an evening to one giant commit.

**How to apply:** open a PR per change, keep commits small and meaningful, rebase on main before asking for review.
"""),
('feedback_deploys.md', 'deploys', 'When and how to deploy the show systems', 'feedback', """
@@N3a@@
- Show week (Wednesday to Sunday): only hotfixes, and tell Helen first
- Announce every production deploy in the #systems WhatsApp group

**Why:** the committee are volunteers and nobody wants to fix gatepass on a Saturday morning.
"""),
('feedback_production_access.md', 'production-access', 'What Claude may and may not do against production', 'feedback', """
@@N7a@@
@@NS5a@@
- Read-only queries on production are fine for debugging, through the `readonly` role

**Why:** entrybook holds exhibitors' CPH numbers and bank details for prize money.
"""),
('feedback_python_tooling.md', 'python-tooling', 'Python tooling for entrybook and the small scripts', 'feedback', """
@@A8b@@
- Run `uv run pytest -x` before pushing; CI runs the same command
- Ruff for lint and format, config in `pyproject.toml`
"""),
('feedback_reporting_to_helen.md', 'reporting-to-helen', 'How to write status updates for the show secretary', 'feedback', """
@@A9b@@
- Lead with what it means for the show (gates, entries, traders), then what we did
- One short paragraph per system, nothing she has to scroll for
"""),
('feedback_support_routing.md', 'support-routing', 'Who handles which support emails', 'feedback', """
@@NS2a@@
- Trade stand questions go to Imran at stands@
- Livestock entry questions go to Megan; produce to the secretary's office
"""),
('user_helen.md', 'helen', 'Helen Prothero, show secretary, main stakeholder for every system', 'user', """
Helen Prothero is the show secretary (paid, three days a week) and signs off every change that visitors or exhibitors see.

@@A9a@@
- Not technical, but knows the schedule and the showground better than anyone
- Reads memos on her phone between meetings
"""),
('user_sam.md', 'sam', 'Sam Oyelaran, volunteer developer who maintains the show systems', 'user', """
Sam Oyelaran is the volunteer developer; works in software in the week and does the show systems in evenings and weekends.

- Comfortable in PHP, Python and TypeScript; newer to Rails
- Prefers small PRs he can review on his phone
- Holds the production keys; Claude works through PRs
"""),
('reference_people.md', 'people', 'Committee and staff: who owns what', 'reference', """
- Helen Prothero: show secretary
- Gareth Lewis: honorary treasurer; Xero, Stripe reconciliation, prize money
- Imran Haq: trade stands manager
- Megan Rowe: chief livestock steward
- Sam Oyelaran: volunteer developer
- Ruth Adeyemi: box office and gate volunteers
"""),
('reference_glossary.md', 'glossary', 'glossary: show terms (CPH, BCMS, schedule, catalogue, steward)', 'reference', """
- CPH: County Parish Holding number, identifies the holding an animal comes from
- BCMS: the cattle tracing system; every bovine has a passport number
- Schedule: the published list of classes with rules and prize money
- Catalogue: the printed list of entries, by class, sold on the day
- Steward: the volunteer who runs a ring or section and signs the results
- Comps: complimentary tickets
"""),
('reference_ticket_types.md', 'ticket-types', 'Ticket types sold for the show and who can buy them', 'reference', """
- Adult, child (5–15), senior (65+), family (2 + 2)
- Senior advance tickets are £15; family advance £48
- Members' badge: £45 a year, gets into the members' enclosure both days
- Carers come in free with a ticket holder who needs them
- Group bookings (15 or more) are handled by the box office by email
"""),
('feedback_pr_size.md', 'pr-size', 'Keep PRs small enough to review on a phone', 'feedback', """
- One concern per PR; migrations in their own PR
- Under about 300 changed lines unless it's generated code

**Why:** Sam reviews on the train.
"""),
('feedback_test_data.md', 'test-data', 'Never use real exhibitor or buyer data in fixtures', 'feedback', """
- Fixtures use made-up CPH numbers from the `12/999/` range, which doesn't exist
- Never copy a production dump to a laptop; use `make seed` for realistic fake data

**Why:** the 2025 entries spreadsheet ended up on a USB stick once; never again.
"""),
('feedback_commit_messages.md', 'commit-messages', 'Commit message style for the show repos', 'feedback', """
- Imperative mood, under 72 characters, app prefix (`gatepass:`, `entrybook:`)
- No emoji, no co-author trailers
"""),
('project_gate_volunteers.md', 'gate-volunteers', 'Gate volunteer setup for show weekend', 'project', """
Ruth Adeyemi runs the gate volunteers; about 40 over the two days.

@@N4a@@
- Each lane has a scanner and a spare; spares live in the box office
- Volunteers get a 20-minute briefing at 07:15 by Gate A
"""),
('project_gatepass_launch.md', 'gatepass-launch', 'gatepass went live for 2026 ticket sales', 'project', """
gatepass took its first live order on 2 March 2026.

@@S2b@@
- Redirect from the old ticket URL stays up until the end of the year
- Box office staff trained on refunds and comps in February
"""),
('project_trade_stands_2026.md', 'trade-stands-2026', 'Trade stands for the 2026 show: numbers and open tasks', 'project', """
- 214 pitches sold by the end of June, 31 of them catering
@@S5b@@
- Open: shade for the craft marquee row, extra water standpipe in row K
"""),
('project_membership.md', 'membership', 'Membership: renewals, badges and the newsletter', 'project', """
- About 1,900 members; renewals due 1 January
- Renewals are paid through gatepass as a "members' badge" product
@@S9b@@
"""),
('project_2026_show.md', '2026-show', 'The 2026 show: key dates and milestones', 'project', """
@@A5b@@
- Schedule approved by committee on 10 February
- Catalogue to the printer by 5 August
- Showground handover from the estate on Monday 10 August
"""),
('project_catalogue_print.md', 'catalogue-print', 'Catalogue PDF and print run', 'project', """
- The catalogue PDF is generated from entrybook after produce entries close
- Print run: 3,000 copies, sold at £3 on the gates
- Proofs go to Helen and Megan; two rounds at most
"""),
('project_steward_tablets.md', 'steward-tablets', 'Tablets for ring stewards and judges', 'project', """
- 12 iPads (9th gen) on loan from the county council for show weekend
- Judges sign the judging sheet on the tablet; the signature is stored with the class result
- Tablets join `WCS-Office`, not the gate network
"""),
('project_poultry_section.md', 'poultry-section', 'Poultry section depends on bird flu rules', 'project', """
- Poultry classes only go ahead if there is no housing order in the county in August
- If cancelled, entry fees for poultry classes are refunded in full
"""),
('reference_radio_channels.md', 'radio-channels', 'Show-day radio channels', 'reference', """
- Channel 1: gates and car parks
- Channel 2: livestock and rings
- Channel 3: trade stands and contractors
- Channel 4: first aid and security (control)
"""),
('project_sponsorship.md', 'sponsorship', 'Class and ring sponsors on screens and in the catalogue', 'project', """
- Every cattle class has a sponsor; their logo shows on the ring screen while the class is judged
- Sponsor list lives in entrybook under Classes → Sponsors
"""),
]
