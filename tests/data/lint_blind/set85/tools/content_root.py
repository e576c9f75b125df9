"""Root Claude Code auto-memory files: name -> (name slug, description, type, title, hook, body)."""

ROOT = {}

def add(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = (name, desc, typ, title, hook, body)

add("reference_quotedesk.md", "quotedesk", "Quoting and job intake app, where it runs and what it talks to", "reference",
    "quotedesk", "quote/job intake app: stack, data stores, integrations", """\
quotedesk is where every job starts: enquiry, measured quote, acceptance, deposit, job number.
Laravel app, owned by Sam since day one.

## Stack
- Laravel 11 on PHP 8.3, Blade + Livewire front end
@@V1a@@
@@A1a@@
@@R4b@@
@@O6b@@

## Integrations
@@R10b@@
- Xero: invoices pushed when a job is marked complete (see auto/xero-sync.md)
@@S5b@@
- proofroom reads customer name, job number and vehicle reg from quotedesk

## Releases
@@NS3b@@
@@NS5b@@
- Hotfixes can go out any time before 14:00, tagged `hotfix-<n>`

Local dev:

```
cp .env.example .env
./vendor/bin/sail up -d
./vendor/bin/sail artisan migrate --seed
```
""")

add("reference_proofroom.md", "proofroom", "Customer proof approval portal (Next.js), storage, email, limits", "reference",
    "proofroom", "customer artwork proof portal", """\
Customers (and fleet managers) review artwork proofs here and click approve. Lena's studio team
uploads proofs from quotedesk job numbers.

## Stack
@@S10a@@
@@O4a@@
- Hosting: Vercel, production branch `main`
@@O7a@@
@@R5a@@

## Customer side
@@D2b@@
@@V3a@@
@@R3a@@
@@N5a@@
- Every proof version is kept; the customer sees only the newest one

## Limits
@@O1a@@
- Accepted artwork types: PDF, AI, EPS, SVG, high-res PNG
""")

add("reference_bayplanner.md", "bayplanner", "Install bay and van scheduling app (Django) used by installers on tablets", "reference",
    "bayplanner", "install bay scheduling, tablets, reminders", """\
bayplanner books vehicles into the install bays, tells the installers what is on today and holds the
job page (artwork, measurements, photos) for each install.

## Stack
@@A7a@@
- Postgres 16 on db1, database `bayplanner`
@@V2b@@

## Bays and bookings
@@D3b@@
@@V8b@@
- Part wraps and door lettering are booked in half-day blocks
@@S3b@@

## Reminders
@@R9a@@
@@O2a@@
- Installers get no reminders; they read the day view on the tablet
""")

add("reference_cutqueue.md", "cutqueue", "Print and cut queue service between quotedesk, Caldera and the plotters", "reference",
    "cutqueue", "print/cut queue to the RIP and plotters", """\
cutqueue takes approved jobs, sends the print files to the RIP and the cut files to the plotter, and
shows the print room what is next.

@@O5a@@
@@R6a@@
@@V6a@@
@@D1b@@
@@N3a@@
@@A10b@@
- Job priority: fleet framework jobs first, then by promised date
- Print files go through the Caldera hotfolder `\\\\caldera01\\hot\\kestrel-vehicle`
""")

add("reference_rollstock.md", "rollstock", "Vinyl and laminate roll inventory service and its scanners", "reference",
    "rollstock", "roll inventory and scanners", """\
rollstock knows how many metres of each film we have, roll by roll.

## Service
@@V5b@@
@@S1a@@
- Postgres database `rollstock` on db1
@@A9a@@

## Stock rules
@@F5a@@
@@N6b@@
@@NS4a@@
@@V4b@@
- Reorder alerts go to Nadia and the print room by email
""")

add("reference_fleetdesk.md", "fleetdesk", "Fleet customer portal for livery reorders and van lists", "reference",
    "fleetdesk", "fleet customer portal", """\
fleetdesk lets our fleet customers see their vans, order replacement panels and book refreshes.

## Stack
- Rails 7.2, Ruby 3.3
- Database: `postgres://fleetdesk@db1.kestrel.lan:5432/fleetdesk`
@@R1a@@
- Errors: Sentry project `kestrel/fleetdesk`

## Accounts
@@D6b@@
@@S9a@@

## Reminders
@@F10a@@
@@O3b@@
""")

add("reference_infra.md", "infra", "Infra map: droplets, deploys, backups, on-call", "reference",
    "Infrastructure", "servers, deploys, backups, on-call", """\
## Servers
- `app1` (DigitalOcean, LON1): quotedesk, fleetdesk, bayplanner
- `db1` (DigitalOcean, LON1): Postgres 16 for all apps
- `caldera01` (print room PC): Caldera RIP and the cutqueue worker
@@A4a@@
@@N7a@@

## Build and deploy
@@R2a@@
@@R7a@@
@@F2a@@
- Secrets live in Bitwarden, collection `Kestrel / Production`

## Backups
@@F6a@@
@@S8b@@

| what | how | kept | where |
|---|---|---|---|
@@V9a@@
| bayplanner Postgres | nightly `pg_dump` | 35 days | B2 `kestrel-backups` |
@@O9a@@

## On-call
@@F9a@@
- Escalation after 30 minutes without an ack: Nadia
""")

add("reference_workshop.md", "workshop", "Workshop kit: printers, plotters, films, hours", "reference",
    "Workshop", "kit, films, sites, vehicle handover", """\
## Sites
- Bristol workshop (Avonmouth): print room, two install bays (BRS-1, BRS-2)
- Swindon install bay (SWI-1), opened 2026-08-17
@@O8a@@

## Kit
@@S4a@@
@@D5b@@
- Laminator: Vivid Easymount 1600

## Films
@@A2a@@
@@A6a@@
- Reflective chapter 8 kits: 3M Diamond Grade, bought in pre-cut

## Installs
@@S7a@@
@@F1a@@
@@NS1a@@
""")

add("project_pricing.md", "pricing", "Pricing rules: deposits, minimums, quote validity", "project",
    "Pricing rules", "deposits, minimums, validity, sign-off", """\
Pricing as agreed with Gareth. quotedesk's price book mirrors this.

@@F4a@@
@@A8b@@
@@V7a@@
- Flat signage (ACM panels, correx, banners): 25% deposit
@@N9a@@
@@D10b@@
@@D4b@@
@@NS7a@@

**Why:** margins on wraps are thin and films are bought per job.
**How to apply:** when changing quotedesk's price book, check this file first and ask Nadia if it differs.
""")

add("feedback_git.md", "git-workflow", "How branches and PRs are merged, per repo", "feedback",
    "Git workflow", "merge rules per repo", """\
@@O10a@@
@@N1a@@
- Branch names: `<ticket>-short-slug`

**Why:** Joel reads bayplanner history when a migration goes wrong; quotedesk history is only read by ticket.
**How to apply:** check the repo before suggesting a merge method.
""")

add("feedback_testing.md", "testing", "Testing preferences for cutqueue and quotedesk", "feedback",
    "Testing", "what to mock and what not to", """\
@@N8a@@
- quotedesk feature tests use the sqlite in-memory DB; that is fine for everything except the price book
- Plotter drivers are faked with the `FakePlotter` class; that one is allowed

**Why:** a Caldera API change broke cutqueue in March and the mocks hid it for a week.
""")

add("feedback_proofs.md", "proofs", "Rules for sending proofs to customers", "feedback",
    "Proof rules", "watermarks and how proofs are sent", """\
@@N2a@@

**Why:** a customer printed an unwatermarked proof at another shop in 2025.
**How to apply:** any code that renders a proof PDF must stamp the watermark on every page.

@@NS10a@@

**Why:** attachments bounce on big fleet mail servers and we lose track of which version was seen.
""")

add("feedback_deploys.md", "deploys", "How and when production deploys happen", "feedback",
    "Deploys", "deploy etiquette", """\
@@S2a@@

@@A3a@@

**Why:** nobody is around on Friday afternoon to watch dashboards; the installers depend on bayplanner at 07:30.
**How to apply:** if asked to deploy on a Friday afternoon, suggest Monday morning.
""")

add("feedback_python.md", "python-style", "Python tooling rules for bayplanner and cutqueue", "feedback",
    "Python style", "lint/format tooling", """\
@@F8a@@
Type hints on every new function; mypy runs in strict mode on cutqueue only.

**Why:** Sam was tired of reviewing formatting.
""")

add("user_sam.md", "sam", "Sam Etherington, senior developer, and how he likes to work", "user",
    "Sam", "senior dev preferences", """\
Sam Etherington, senior developer since 2023; wrote quotedesk and cutqueue.

@@R8a@@
@@N10a@@
- Prefers small PRs, one ticket each
- Wants the why in PR descriptions, not just the what
""")

add("user_nadia.md", "nadia", "Nadia Kowalczyk, operations and digital lead", "user",
    "Nadia", "ops/digital lead", """\
Nadia Kowalczyk runs operations and the digital side; she sets priorities for the dev team.

@@A5a@@
- Uses VS Code for the odd config edit
- Wants a one-paragraph summary at the top of any write-up
""")

add("user_joel.md", "joel", "Joel Mensah, developer (joined May 2026)", "user",
    "Joel", "developer, joined 2026-05", """\
Joel Mensah joined as a developer on 2026-05-06, from an agency background (Django, React).

@@NS8a@@
- Likes worked examples over explanations
- Learning Go; pair with him on rollstock tickets
""")

add("project_team.md", "team", "Who does what in the dev and ops team", "project",
    "Team", "owners of each app", """\
- Gareth Pryce: owner, signs off big quotes
- Nadia Kowalczyk: operations and digital lead
- Sam Etherington: quotedesk, cutqueue, proofroom
@@S6b@@
- Lena Hoffmann: studio lead, proofs and artwork
- Dev Patel: install lead and print room
""")

add("project_swindon_bay.md", "swindon-bay", "Swindon install bay opening project (done)", "project",
    "Swindon bay", "second site, opened August 2026", """\
Swindon install bay (SWI-1) opened on 2026-08-17 on a unit at the Dorcan industrial estate.
One bay, two installers (Kieran and Mo), vans for the M4 corridor fleets.

- Printing and cutting stay in Bristol; graphics go over on the Tuesday and Thursday van run
- Swindon has its own tablet in the bay office
- Project closed 2026-09-30
""")

add("reference_domains.md", "domains", "Domains and DNS records", "reference",
    "Domains", "domains and DNS", """\
- `kestrelsigns.co.uk`: DNS at Cloudflare, registrar 123-reg until the 2027 renewal
- `bay.kestrelsigns.co.uk` → bayplanner on app1
- `proofs.kestrelsigns.co.uk` → proofroom (Vercel)
- `fleet.kestrelsigns.co.uk` → fleetdesk on app1
- Google Workspace MX records, SPF includes `_spf.google.com`
""")

add("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
    "Commit messages", "message format", """\
Start with the ticket number, then an imperative summary: `KSW-412 Add chrome surcharge`.
No emoji, no "WIP" commits on shared branches.

**Why:** Sam greps history by ticket.
""")

add("reference_customers_fleet.md", "fleet-customers", "Fleet framework customers and their quirks", "reference",
    "Fleet customers", "framework accounts", """\
- Severn Plumbing & Heating: 14 vans, Transit Custom, refresh every 3 years
- Avon Lift Services: 9 vans, red/white livery, fleet manager wants photos of every van
- Chippenham Scaffolding: flatbeds, chapter 8 kits on every vehicle
- Wessex Pest Control: 22 vans, black matte wrap plus print panel
""")

add("project_fleetdesk_roadmap.md", "fleetdesk-roadmap", "What is planned next for fleetdesk", "project",
    "fleetdesk roadmap", "next features", """\
- Q4: let fleet managers upload damage photos for a panel quote
- Q1 2027: invoices visible in the portal (read from Xero)
- Parked: native app; nobody asked for it

**Why:** Severn Plumbing asked for self-service panel replacement in the September review.
""")

add("reference_materials_suppliers.md", "suppliers", "Film and substrate suppliers and lead times", "reference",
    "Suppliers", "where film comes from", """\
- Avery Dennison films: Spandex, next-day before 15:00
- 3M films and laminates: Metamark, next-day
- ACM panels and correx: Brett Martin via a local merchant, 3 working days
- Chrome and colour-shift: ordered per job, 2–4 days
""")

add("feedback_pr_size.md", "pr-size", "Keep PRs small and focused", "feedback",
    "PR size", "one ticket per PR", """\
One ticket per PR, and under ~400 changed lines unless it is a generated migration.

**Why:** Sam and Joel review in the gaps between jobs on the shop floor.
""")

add("user_gareth.md", "gareth", "Gareth Pryce, owner", "user",
    "Gareth", "owner", """\
Gareth Pryce founded Kestrel in 2011. Not technical; wants numbers, not architecture.
- Reads the Monday summary email only
- Cares about bay utilisation and quote conversion
""")

add("user_lena.md", "lena", "Lena Hoffmann, studio lead", "user",
    "Lena", "studio lead", """\
Lena Hoffmann leads the studio (two designers). She owns proof quality.
- Works in Illustrator; exports proofs as PDF/X-4
- Wants proofroom to show the vehicle template under the artwork
""")

add("project_colour_matching.md", "colour-matching", "Colour matching project for fleet liveries", "project",
    "Colour matching", "Pantone to film/ink mapping", """\
Building a table of Pantone references to print profiles and stock films for fleet liveries,
so a reorder prints the same red as three years ago.

- Stored in quotedesk as `livery_colours`
- Lena measures with the i1Pro 3; values are Lab, D50
""")

add("reference_van_templates.md", "van-templates", "Where vehicle templates come from", "reference",
    "Van templates", "vehicle outline templates", """\
- Vehicle outlines come from our ProVehicleOutlines subscription
- Templates are stored by make/model/year in the studio share
- Measure the actual van if it is older than 2015 or has a conversion
""")

add("feedback_secrets.md", "secrets", "Handling of secrets and credentials", "feedback",
    "Secrets", "where secrets go", """\
Never paste secrets into chat or tickets; put them in Bitwarden and share the item link.
`.env` files stay out of git; `.env.example` lists names only.

**Why:** a Xero token ended up in a ticket in January.
""")

add("project_q4_priorities.md", "q4-priorities", "Q4 2026 priorities agreed with Nadia", "project",
    "Q4 priorities", "what matters this quarter", """\
1. fleetdesk panel reorders with damage photos
2. proofroom: vehicle template overlay (Lena's ask)
3. rollstock: supplier order drafts from reorder alerts
4. Tidy bayplanner reports for the Swindon bay

**Why:** fleet work is 40% of revenue now.
""")

add("reference_glossary.md", "glossary", "Shop-floor jargon: weeding, post-heat, ACM", "reference",
    "Glossary", "workshop terms", """\
- Weeding: removing the waste vinyl around cut lettering
- Post-heat: heating stretched film to kill its memory so it does not lift
- ACM: aluminium composite panel (Dibond-type)
- Chapter 8: high-vis rear chevrons for work vehicles
- Contour cut: cutting around a printed shape using registration marks
""")
