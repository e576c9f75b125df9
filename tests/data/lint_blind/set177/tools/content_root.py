# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
# A description given as ("FLAT", text) is written unquoted even though it holds ": ".
ROOT = []
def R(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body))

R("reference_netorder.md", "netorder", "netorder: order intake for nets, ropes and assemblies (stack, orders, API, gotchas)",
  "reference", "netorder", "order intake app, stack and order rules", """
# netorder

Order intake for cargo nets, ropes and made-up assemblies. Retail web orders and trade orders
(from tradedesk) both end up here; the warehouse picks from it.

## Stack
@F1b@- Django 5.1 with DRF for the scanner and tradedesk APIs
@O9a@- Python 3.12 (pinned in `.python-version`)
@V1a@- Database: Postgres 16 at `pg-orders.tarrant.internal:5432`, database `netorder`
@R1a@- Background jobs: Celery, with RabbitMQ as the broker (`amqp://rabbit.tarrant.internal:5672/netorder`)
@O6a@- Cache: Redis `redis://cache-1.tarrant.internal:6379/0` (Django cache only, safe to flush)
@R8a@- Formatting: black (line length 100), isort with the black profile
- Runs on app-2 in Docker Compose behind Caddy

## Orders
@F8a@- Order numbers start with `NO-`
@V10a@- Cargo nets up to 6 m × 6 m can be ordered online; anything bigger becomes a quote for sales
@D2b@- Online orders are capped at 50 nets per customer per order
@N8a@- Manila rope is not sold online (natural fibre, stock and diameter vary too much); phone orders only
@N5a@- netorder does not accept orders with a delivery address outside the UK
@A1a@- Same-day dispatch cut-off for rope orders: 14:00, for orders paid before then
- Retail orders are paid by card at checkout; trade orders come over from tradedesk already approved

## Warehouse
@S8a@- The warehouse scanners call `/api/v1/orders` to pick and pack
@O3b@- The scanner webhook retries up to 3 times, then the order shows a red flag on the pick list
- Pick lists print at 07:00 and 12:00

## Gotchas
- Net sizes are stored in millimetres, displayed in metres; never round in the model
- The `assembly` order type is for rope + hardware kits (thimbles, shackles); it needs a workshop job in splicequeue
""")

R("reference_proofcert.md", "proofcert", "proofcert: load-test certificates, PDFs, verification and retention",
  "reference", "proofcert", "load-test certificate service", """
# proofcert

Issues load-test certificates for nets, ropes and slings after a proof test on the rig at Bridport.

## Stack
@A2a@- TypeScript on Node 20, Fastify, Prisma
@R5a@- Package manager: pnpm (there is a `pnpm-lock.yaml`; don't commit any other lockfile)
- Postgres schema `proofcert` on the shared `pg-stock` server
@D1b@- proofcert runs on app-1 in the Docker Compose stack, next to fibreledger
@S3a@- Certificate PDFs are stored in the `tc-certs` bucket on AWS S3 (eu-west-2)
@N7a@- proofcert has no public endpoint; everything, including the admin, is only reachable over the VPN

## Certificates
@F2a@- Certificate numbers are sequential
@V2a@- A load-test certificate is valid for 12 months from the test date
@V3a@- Rope proof tests pull to 2× the WLL and hold for 60 seconds
@NS1b@- proofcert issues the certificate automatically as soon as the rig marks a test as passed
@O3a@- If the certificate email to the buyer bounces, proofcert retries it 5 times over a day
- Each certificate lists the item, WLL, proof load, test date, rig serial and signer

## Retention
| Record | Kept for | Why |
|---|---|---|
@V9a@| Certificate PDFs | 10 years | lifting-gear records, insurers ask |
| Raw rig CSVs | 2 years | re-plotting disputes |
| Failed-test photos | 3 years | warranty claims |
""")

R("reference_fibreledger.md", "fibreledger", "fibreledger: fibre and yarn stock, bobbins, batches, reorder alerts",
  "reference", "fibreledger", "fibre stock service", """
# fibreledger

Fibre and yarn stock for the rope walk and the net looms: polyester, nylon, polypropylene,
Dyneema (HMPE) and manila.

- Go service, module `git.tarrant-cordage.co.uk/digital/fibreledger`
@A10a@- HTTP API on port 8081 (`/stock`, `/batches`, `/movements`)
@O1a@- fibreledger's Postgres: `pg-stock.tarrant.internal:5432`, database `fibre`
@F4a@- Stock is held in kilograms
@V4a@- Reorder alert fires when any fibre line drops below 200 kg on hand
@O7a@- Polyester yarn is reordered in 500 kg lots
@N4a@- fibreledger does not track Dyneema by batch; it is booked in and out as one pooled line
- Movements come from the looms (consumption) and goods-in (receipts)
@S10a@- Month-end stock valuation is exported from fibreledger to Sage 50
@NS8b@- The stocktake import in fibreledger runs every quarter, from the counting-sheet CSV

## Notes
- Bobbin labels carry a QR code with the movement id
- The loom consumption feed is batched every 10 minutes
""")

R("reference_tradedesk.md", "tradedesk", "tradedesk: the trade accounts portal (credit, invoices, statements, logins)",
  "reference", "tradedesk", "trade accounts portal", """
# tradedesk

Portal for trade customers (chandlers, riggers, haulage firms, sports-ground contractors):
price lists, repeat orders, invoices, statements.

## Stack
- Next.js 14, TypeScript, Prisma
@R6a@- Hosted on Fly.io (region lhr), two machines
@O1b@- tradedesk's Postgres is `pg-trade.tarrant.internal:5434`, database `tradedesk`
@O6b@- Sessions in Redis `redis://cache-1.tarrant.internal:6379/1`
@R2a@- Email (statements, invoices, password resets) goes out through Postmark
@R9a@- Card payments for trade accounts go through Stripe
@S6a@- Trade customers log in with a magic link sent to their email

## Accounts
@A6a@- A trade account application needs two trade references before it is approved
@V5a@- New trade accounts start with a £2,500 credit limit
@V7a@- Invoice terms: 30 days from invoice date
@F6a@- tradedesk sends monthly statements to every active account
@O4a@- tradedesk sessions expire after 30 minutes idle
@NS7b@- tradedesk shows the current lead time on every product page
@D8b@- Prices are shown both inc. and ex-VAT, with the ex-VAT figure first
""")

R("reference_splicequeue.md", "splicequeue", "splicequeue: splicing workshop job board at Poole",
  "reference", "splicequeue", "splicing workshop job board", """
# splicequeue

Job board for the splicing workshop: eye splices, back splices, soft shackles, rope-to-chain
and assembly jobs coming from netorder.

@O9b@- Flask app, still on Python 3.10 (the label-printer library pins it)
@V8a@- Redis: `redis://cache-1.tarrant.internal:6379/2` for the job queue and live board
@D4b@- splicequeue is the workshop's job board; every job, including walk-ins, gets a card there
@F5a@- A splice job needs a signed-off drawing before it is started
@V6a@- Standard eye splice jobs are quoted at 3 working days
@S5a@- Job tickets print on the Zebra GK420 by the workshop door
- The board is on the big TV above the bench, refreshes every 30 s
- Jobs have states: new, drawing, ready, in progress, proof test, done
""")

R("reference_infra.md", "infra", ("FLAT", "Infra overview: hosts, CI, monitoring, backups, secrets, on-call"),
  "reference", "Infra", "hosts, CI, monitoring, backups, on-call", """
# Infra

- app-1 and app-2: Hetzner dedicated boxes, Ubuntu 24.04, Docker Compose
- cache-1: Redis 7 for all apps (one db number each)
@R4a@- CI: GitHub Actions on every repo; required check is `ci / test`
@R3a@- Error tracking: Sentry, one project per app
@A5a@- Grafana lives at `grafana.tarrant.internal`, Loki for logs
@F3a@- Postgres backups run nightly
@R10a@- Team secrets are kept in 1Password (vault "Digital")
@S4a@- Deploys go out with `fab deploy` from Megan's laptop
@D10b@- On-call rotates weekly between Megan, Arjun and Sam (Monday 09:00 handover)
- VPN: WireGuard, config per person, Megan issues keys

## Hostnames
- `pg-orders`, `pg-stock`, `pg-trade`: the three Postgres servers
- `cache-1.tarrant.internal`: Redis
""")

R("reference_products.md", "products", ("FLAT", "Product notes: ropes, cargo nets, slings, ratings and how we finish them"),
  "reference", "Products", "ropes, nets, slings and ratings", """
# Products (what the code needs to know)

## Ropes
@D3b@- 12 mm three-strand polyester rope: WLL 500 kg
@NS10b@- Ropes 6 mm and up can be bought by the metre; thinner lines come on 100 m reels
@A8a@- HMPE (Dyneema) ends are whipped, never heat-sealed; the fibre doesn't melt cleanly
- Polypropylene floats; the marina and fish-farm customers buy it for that

## Cargo nets
@F10a@- Cargo nets are made from polyester or nylon
@O2a@- Cargo nets are proof-loaded to 1.25× their rated load
@O8a@- Custom cargo nets take 10 working days
- Mesh sizes: 50, 100, 150 and 200 mm
- Edge rope is always one size up from the mesh twine

## Slings
- Slings are sewn from polyester webbing bought in; we only make rope slings
- Slings are colour-coded by WLL (EN 1492)
""")

R("reference_sites.md", "sites", ("FLAT", "Sites: Bridport works and the Poole splicing workshop"),
  "reference", "Sites", "the two sites and what happens where", """
# Sites

## Bridport works (head office)
- Rope walk (220 m), net looms, test rig, warehouse
@O5a@- The Bridport warehouse dispatches Monday to Friday
@D7b@- Ropes longer than 200 m are laid at the Bridport rope walk
- Office hours 08:00–16:30

## Poole splicing workshop
@A7b@- Splicing is done in the Poole workshop, not at Bridport
- Poole has no warehouse; finished work goes back to Bridport or straight to the customer
- Four bench spaces, one hydraulic press for ferrules
""")

R("reference_people.md", "people", "Who is who in digital, the workshop and the test house",
  "reference", "People", "who does what", """
# People

- Megan Holt: head of digital, owns netorder and tradedesk
- Arjun Pillai: developer, fibreledger and proofcert
- Sam Duffy: developer (part time), splicequeue and the scanners
- Gareth Lowe: workshop lead at Poole, splicing and assemblies
- Nadia Brennan: test-house manager at Bridport
@D5b@- Load-test certificates are signed by Nadia Brennan
@O10b@- Arjun reviews fibreledger PRs
- Credit control: Ruth Akers (part time, Tue–Thu)
""")

R("user_megan.md", "megan", "Megan Holt, head of digital; how she likes to work with the agent",
  "user", "Megan", "head of digital, working style", """
Megan Holt is head of digital at Tarrant Cordage. Came from a logistics software house;
comfortable with Django and Postgres, less so with Go.

@A4a@- Likes short PR descriptions with a test plan at the end
- Reads PRs in the evening; don't expect a review before 17:00
- Prefers British spelling in UI copy
@O10a@- Megan reviews netorder PRs herself; Sam is the backup reviewer
""")

R("feedback_merge_style.md", "merge-style", "How PRs get merged and what may go to main",
  "feedback", "Merge style", "how PRs are merged", """
@R7a@Always squash-merge PRs, in every repo; the squash message is the PR title.

@N6a@Never push directly to main, even for a typo.

**Why:** Megan reads `git log --oneline` on main as the changelog.

**How to apply:** open a PR for everything, let CI go green, squash.
""")

R("feedback_deploys.md", "deploys", "When and how the agent may deploy",
  "feedback", "Deploys", "deploy rules", """
@N3a@Do not deploy on Fridays.

@F7a@Deploys need a green CI run.

**Why:** the workshop and the warehouse work Saturday mornings and nobody from digital is in.

**How to apply:** if a fix is ready on a Friday, leave the PR approved and deploy Monday morning.
""")

R("feedback_agent_limits.md", "agent-limits", "Things the agent must leave to humans",
  "feedback", "Agent limits", "what the agent must not do alone", """
@N9a@The agent must not edit the certificate templates; they are signed off by the test house.

@NS3a@The agent doesn't merge PRs without Megan's approval.

**Why:** certificates are legal documents for lifting gear; a wrong field is a compliance problem.

**How to apply:** propose template changes as a diff in the PR description and tag Nadia.
""")

R("feedback_lint.md", "lint", "Lint before pushing fibreledger",
  "feedback", "Lint", "lint before pushing", """
@A3a@Always run `make lint` before pushing fibreledger.

**Why:** golangci-lint in CI takes six minutes; failing on a lint nit wastes a CI run.
""")

R("feedback_tests.md", "tests", "Tests the agent should add",
  "feedback", "Tests", "what tests to add", """
@F9a@Write tests for every new fibreledger endpoint.

For netorder, add a pytest case next to the view; factories live in `tests/factories.py`.

**Why:** the stock numbers feed month-end, and a silent bug costs a week of recounting.
""")

R("feedback_certificates.md", "certificates", "Rules around certificate records",
  "feedback", "Certificate records", "certificate record rules", """
@NS6a@Never delete certificate records; void them instead, with a reason.

@NS9a@Never reuse a certificate number, not even for a re-test of the same net.

**Why:** insurers and HSE inspectors ask for the full history of an item.
""")

R("feedback_dispatch.md", "dispatch", "Dispatch checks the agent must keep in code",
  "feedback", "Dispatch checks", "dispatch guard rails", """
@NS4a@Nets are not dispatched without their certificate in the box.

The dispatch button in netorder stays disabled until proofcert reports the certificate number.

**Why:** a net without paperwork gets rejected on site and comes back at our cost.
""")

R("feedback_commit_style.md", "commit-style", "Commit message style",
  "feedback", "Commit style", "commit message style", """
Commit messages: imperative, under 72 characters, scope prefix like `netorder:` or `proofcert:`.

No emoji, no Co-Authored-By trailer.

**Why:** Megan greps the log by scope prefix.
""")

R("feedback_python_style.md", "python-style", "Python conventions in netorder and splicequeue",
  "feedback", "Python style", "python conventions", """
- Type hints on all new functions; mypy runs in CI for netorder only
- Use `Decimal` for money and weights, never float
- f-strings, no `%` formatting

**Why:** a float rounding bug once put 0.1 kg of Dyneema on every bobbin.
""")

R("project_testrig_upgrade.md", "testrig-upgrade", "The August 2026 test rig upgrade",
  "project", "Test rig upgrade", "rig upgrade in August", """
The horizontal test bed at Bridport got a new ram and load cell in August 2026.

@D9a@Until the August upgrade, the test rig maxed out at 10 t, so heavy slings went to an outside test house.

- New load cell calibrated 2026-08-21 (UKAS certificate in the shared drive)
- Rig software unchanged; proofcert import needed a new column mapping
""")

R("project_oncall.md", "oncall", "How on-call came about",
  "project", "On-call", "on-call history", """
@D10a@For the first half of 2026 on-call was just Megan, with no rota at all.

The rota started after the July weekend when the scanners were down for six hours.

- PagerDuty free tier, one schedule
- Out-of-hours means the warehouse Saturday shift and the Poole workshop
""")

R("project_scale_mqtt.md", "scale-mqtt", "Goods-in scales moved to MQTT",
  "project", "Scales over MQTT", "goods-in scale integration", """
@S1b@The Avery serial bridge is shut down; the goods-in scales now post weights to fibreledger over MQTT.

- Broker: Mosquitto on app-1, topic `scales/goodsin/+`
- Arjun did the cut-over in June 2026
- Each weight message carries the bobbin QR id
""")

R("project_tradedesk_launch.md", "tradedesk-launch", "tradedesk beta and launch",
  "project", "tradedesk launch", "beta and launch history", """
tradedesk went live for all trade accounts on 2026-05-04.

@D8a@In the beta (February to April) tradedesk showed prices ex-VAT only, which confused the sole traders.

- Beta group: 14 accounts
- Launch email sent by Ruth
""")

R("project_roadmap_2026.md", "roadmap-2026", "Digital roadmap for 2026",
  "project", "Roadmap 2026", "what is planned", """
# Roadmap 2026

- Q1: tradedesk beta, proofcert off the Raspberry Pi
- Q2: tradedesk launch, scales integration
- Q3: test rig upgrade, certificate storage move
- Q4: splicequeue rewrite (maybe), stocktake tooling
- Not this year: EDI with the two big chandlery chains
""")

R("project_stocktake_q3.md", "stocktake-q3", "Q3 stocktake lessons",
  "project", "Q3 stocktake", "stocktake import lessons", """
@NS8a@Don't run the fibreledger stocktake import during working hours; it locks the movements table.

- Q3 count found 38 kg of nylon missing, traced to a double goods-in
- Counting sheets must use the bobbin QR id, not the description
""")

R("project_price_list_2026.md", "price-list-2026", "The 2026 trade price list",
  "project", "Price list 2026", "trade price list and discount", """
@D6b@Trade accounts get 12% off list price on the 2026 price list.

- Published in tradedesk on 2026-01-12
- Prices held until the end of the year unless polyester goes up more than 8%
""")

R("project_rope_walk_refurb.md", "rope-walk-refurb", "Rope walk refurbishment, summer 2026",
  "project", "Rope walk refurb", "summer refurbishment", """
@D7a@While the rope walk was being refurbished (June–July 2026), ropes over 200 m were laid at Poole on the hired machine.

- New floor and rail along the full length
- Back in use from 2026-08-03
""")

R("reference_testrig.md", "testrig", "The proof-test rig at Bridport and how its data reaches proofcert",
  "reference", "Test rig", "rig data and network", """
# Test rig

@A9a@- The rig exports a CSV with one row per 100 ms sample
@D9b@- The test rig does up to 25 t
@NS5b@- The rig PC is on the network and uploads each result file when a test ends
@NS2a@- Escalate rig faults to Nadia, not to the on-call developer
- Load cell serial and calibration date are in every file header
""")

R("reference_runbooks.md", "runbooks", "Where the runbooks are and who handles what",
  "reference", "Runbooks", "runbooks and incident handling", """
Runbooks live in the `ops` repo under `runbooks/`.

@NS2b@- The on-call developer handles proofcert outages, including a stuck certificate queue
- Scanner outages: restart the netorder worker first, then call Sam
- Disk full on app-1: prune Docker images, then tell Arjun
""")

R("reference_glossary.md", "glossary", ("FLAT", "Glossary: WLL, MBL, proof load, HMPE and other rope words"),
  "reference", "Glossary", "rope and net vocabulary", """
- WLL: working load limit, the most the item may lift or restrain in service
- MBL: minimum breaking load
- Proof load: the test load applied on the rig before certification
- HMPE: high-modulus polyethylene (Dyneema, Spectra)
- Eye splice: a loop formed by tucking the strands back into the rope
- Thimble: metal insert that protects an eye from wear
""")

R("project_cert_numbers.md", "cert-numbers", "Certificate numbering scheme",
  "project", "Certificate numbers", "how certificates are numbered", """
@F2b@Certificate numbers look like `TC-2026-00412`: the year plus a five-digit sequence that resets each January.

- The sequence lives in a Postgres sequence per year
- Voided numbers stay used
""")

R("project_orders_spreadsheet.md", "orders-spreadsheet", "Retiring the old orders spreadsheet",
  "project", "Orders spreadsheet", "the old pricing spreadsheet", """
@S2b@Orders2019.xlsx is read-only since March; trade prices live in tradedesk now.

- Ruth kept a copy for the 2025 year-end
- The macro that emailed quotes was never ported; sales use netorder quotes
""")

R("reference_repos.md", "repos", "Where the code lives and what each repo holds",
  "reference", "Repos", "repository map", """
All repos are under the `tarrant-cordage` GitHub organisation.

- `netorder`: Django app plus the warehouse export script
- `fibreledger`: Go service and the stocktake tools
- `proofcert`: certificate service, templates in `templates/`
- `splicequeue`: Flask board and the label-printing module
- `tradedesk`: Next.js portal
- `ops`: Compose files, runbooks, backup scripts
""")

R("project_edi_parked.md", "edi-parked", "EDI with the chandlery chains is parked",
  "project", "EDI parked", "why EDI waits for 2027", """
EDI with the two chandlery chains is parked until 2027.

- Both chains want EDIFACT ORDERS/INVOIC; neither will take a CSV
- Megan estimates six weeks of work, mostly on the invoice side
""")
