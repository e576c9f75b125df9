from lib import root

root("reference_glossary.md", "glossary", "glossary: solar, DNO and internal jargon the office uses", "reference", """
# Glossary

- **MCS**: Microgeneration Certification Scheme; every domestic install gets an MCS certificate
- **EIC**: Electrical Installation Certificate, issued by our electrician
- **MPAN**: the supply's meter point number; the 13-digit core is what the DNO asks for
- **DNO**: distribution network operator (NGED for us, SSEN occasionally)
- **SEG**: Smart Export Guarantee, the export tariff the customer signs up to with their supplier
- **kWp**: peak DC capacity of the array
- **CU**: consumer unit (fuse board)
- **Strike**: taking the scaffold down
- **Job number**: `BFS-` + 5 digits, issued by quoteforge when a quote is accepted
""", "Glossary", "jargon used by office and field staff", "Reference")

root("reference_contacts.md", "contacts", "wholesalers, scaffolders and DNO desks we deal with", "reference", """
# External contacts

| Who | What for | How |
|---|---|---|
| Midsummer Wholesale | panels, inverters, batteries | account BFS-2231, portal orders |
| Westward Scaffold | Exeter scaffolding | bookings@ address in crewplan |
| Severn Access | Bristol + Cardiff scaffolding | Rhys phones on Monday |
| NGED connections | G99 queries | phone line in Dan's notes |
| MCS helpdesk | certificate problems | email only |
""", "Contacts", "who to call outside the company", "Reference")

root("project_mcs_audit.md", "mcs-audit", "what the MCS assessor checked in November", "project", """
# MCS audit (November 2026)

The annual MCS surveillance visit was on 12 November. The assessor sampled 6 jobs.

- All 6 had complete handover evidence; one was missing the battery commissioning sheet
  (uploaded the same day)
- Asked how we calculate self-consumption for battery quotes: showed quoteforge's
  MCS-method table and the PDF
- Next visit: November 2027

**How to apply:** when touching the handover or quote PDFs, keep the MCS-required fields.
""", "MCS audit", "outcome of the yearly surveillance visit", "Projects")

root("project_ev_chargers.md", "ev-chargers", "EV charger add-on work", "project", """
# EV chargers (add-on product)

Sales wants to offer a charger with every PV + battery quote from Q1 2027.

- Candidate units: Zappi v2.1 and Ohme ePod; Hannah leaning to Zappi (solar-divert mode)
- quoteforge needs a new line-item type `ev_charger` with its own labour time
- Install needs an OZEV-registered electrician; only Cardiff has one right now
- Open question: does the charger change the G98/G99 route? Dan says no for these units
""", "EV chargers", "planned add-on product", "Projects")

root("feedback_commit_messages.md", "commit-messages", "commit message style", "feedback", """
Write commit messages in the imperative ("Add scaffold strike date"), no ticket numbers in
the subject line, ticket in the body.

**Why:** Tom greps history by subject; ticket prefixes make that noisy.
""", "Commit messages", "subject-line style", "Feedback")

root("feedback_explain_go.md", "explain-go", "explaining Go changes to Tom", "feedback", """
When changing sunwatch, explain the Go bits in the PR (goroutines, channels, context
cancellation) in a sentence or two.

**Why:** Tom reviews sunwatch PRs when Priya is off and doesn't write Go day to day.

**How to apply:** one short "Go notes" line is enough; no tutorials.
""", "Explaining Go", "review help for sunwatch PRs", "Feedback")

root("reference_linear.md", "linear", "Linear workspace layout", "reference", """
# Linear

- Workspace `brightfield`, one team per system: QF, SW, CP, GL, SK, MA, LL
- Tickets are referenced as `BFS-123` in commits and PRs (old prefix, kept for continuity)
- Labels: `bug`, `field-request`, `office-request`, `mcs`, `dno`
- Triage on Monday mornings with Tom and Hannah
""", "Linear", "ticket workspace structure", "Reference")

root("project_seg_tariffs.md", "seg-tariffs", "SEG tariff table in quoteforge", "project", """
# SEG tariffs

quoteforge shows an export income estimate using a SEG tariff the customer picks.
The table in `config/seg_tariffs.yml` is maintained by hand; Octopus and E.ON change their
rates a few times a year.

- Default shown: the median of the listed tariffs, not the best one (Hannah's call, avoids over-promising)
- Each row has `checked_on`; anything older than 90 days shows a warning in the admin
""", "SEG tariffs", "export tariff table maintenance", "Projects")

root("feedback_ask_before_deleting.md", "ask-before-deleting", "deleting data or files", "feedback", """
Ask before deleting anything outside the working tree (buckets, old branches on the remote,
database rows).

**Why:** a cleanup script in July deleted survey photos that an MCS complaint still needed.
""", "Ask before deleting", "confirmation rule for destructive actions", "Feedback")

root("project_heat_pump_pilot.md", "heat-pump-pilot", "air-source heat pump pilot, on hold", "project", """
# Heat pump pilot (on hold)

Tom and Hannah looked at adding air-source heat pumps in spring. Parked in June: needs a
separate MCS scope and a heating engineer we don't have.

- If revived, quoteforge would need a heat-loss calculation module
- Boiler Upgrade Scheme grant paperwork would be a new gridlink-like flow
""", "Heat pump pilot", "parked product idea", "Projects")

root("reference_local_dev.md", "local-dev", "running the systems locally", "reference", """
# Local development

- `docker compose up` in each repo brings up its database and a seeded dataset
- Seed data uses fake addresses in BS, CF and EX postcodes; never copy real customer data locally
- Tailscale is needed to reach staging (`*.staging.bfs.internal`)
- The shared `.env.example` in each repo lists every variable; real values come from 1Password
""", "Local development", "how to run things on a laptop", "Reference")

root("project_roof_types.md", "roof-types", "roof types and mounting kits", "project", """
# Roof types

quoteforge picks the mounting kit from the roof covering recorded in surveykit.

- Concrete interlocking tile: Renusol hooks, standard labour
- Natural slate: slate hooks plus 20% labour uplift
- Plain clay tile: treated as slate for labour
- Flat roofs: ballasted frames, needs a structural check above 20 panels
- Corrugated/fibre cement: refer to Dan, often asbestos
""", "Roof types", "mounting kit and labour rules by roof covering", "Projects")
