# Unpaired root memories (belong to no labelled pair)
from content_root import r, ROOT

r('user_tom.md','user-tom','Tom Ashworth: developer, wrote tracklink, owns depotscan day to day','user',
  'Tom (colleague)','Developer; tracklink author, depotscan owner',
"""- Tom Ashworth, second developer besides Priya; joined 2024 from a telematics firm
- Go first, TypeScript second; writes long PR descriptions, likes them reviewed the same day
- Works Mon-Thu; Friday questions about tracklink wait until Monday
""")
r('reference_people.md','reference-people','Who is who at Fernhill (for routing questions)','reference',
  'People','Who to ask about what',
"""# People

| Person | Role | Ask about |
|---|---|---|
| Priya Raman | platform lead | anything production, architecture, priorities |
| Tom Ashworth | developer | tracklink, depotscan |
| Gail Pickering | workshop manager | inspections, defects, quarantine |
| Hannah Lee | depot operations manager | counter process, rates, depot hours |
| Dev Okafor | accounts | invoices, credit, collections |
| Kev Marsh | depot IT (part time) | tablets, printers, scanners |

Directors: the two Fernhill brothers; they only see the Monday pack.
""")
r('reference_glossary.md','reference-glossary','Glossary: hire-industry and in-house terms used in tickets','reference',
  'Glossary','Hire-industry and in-house terms',
"""# Glossary

- **Off-hire**: customer tells us they are done; the hire stops accruing but the kit may still be on site
- **Collection**: we fetch the kit with the van; separate from off-hire
- **Cross-hire**: we hire something in from another company to fulfil a booking
- **Damage waiver**: optional cover the customer buys instead of carrying the full damage risk
- **Quarantine**: fleetcare state for kit that failed a check; cannot be hired
- **Counter position**: one till at a depot (`LDS-1` ...)
- **Plant**: the big powered machines (diggers, dumpers, rollers); **tools** is everything handheld
""")
r('reference_hire_lifecycle.md','reference-hire-lifecycle','States of a hire in hirebook and what triggers each','reference',
  'Hire lifecycle','Hire states and transitions',
"""# Hire lifecycle

`booked` -> `out` -> `off_hired` -> `returned` -> `closed`

Quotes are not hires: they live in the separate `quotes` table and create a hire when accepted.

- accepted quote or counter booking -> `booked`: deposit taken
- `booked` -> `out`: check-out scan (depotscan), or the signed delivery note booked back in
- `out` -> `off_hired`: customer phone call / shopfront form; stops the clock
- `off_hired` -> `returned`: check-in scan
- `returned` -> `closed`: counter closes after the damage check; invoicing picks it up
- `cancelled` can be reached from `booked` only
""")
r('reference_linear.md','reference-linear','Linear setup: teams, keys, labels','reference',
  'Linear','Ticket teams, keys and labels',
"""- Teams/keys: `HIR` (hirebook), `DS` (depotscan), `FC` (fleetcare), `TB` (tillbridge), `INV` (invoicer), `WEB` (shopfront), `TRK` (tracklink)
- Labels: `counter-impact` means depot staff will notice; prioritise
- Cycles are two weeks, starting Wednesdays
""")
r('reference_runbooks.md','reference-runbooks','Where the runbooks live and which ones exist','reference',
  'Runbooks index','Index of runbooks in the ops repo',
"""Runbooks are Markdown in `fernhill/ops/runbooks/`.

- `counter-down.md`: what depots do when hirebook is unreachable (paper book, photos of IDs)
- `terminal-unpaired.md`: re-pairing a card terminal with tillbridge
- `cert-renewal.md`: step-ca root/intermediate rotation
- `pg-restore.md`: restoring a database VM from backup (tested twice a year)
- `tablet-reset.md`: factory reset + re-enrol a depot tablet
""")
r('project_q4_roadmap.md','project-q4-roadmap','Q4 2026 roadmap items and their owners','project',
  'Q4 roadmap','What is planned for Q4 and who owns it',
"""- Delivery driver app (replace the paper delivery notes): Tom, target January
- Customer self-service off-hire on shopfront: Priya
- Utilisation-based rate suggestions: parked until after the winter
- Move fleetcare reports into the warehouse: Gail's request, not started

**Why:** directors asked for fewer phone calls to the counters.
""")
r('project_quote_pdf_redesign.md','project-quote-pdf-redesign','Redesign of the quote PDF (hirebook)','project',
  'Quote PDF redesign','Quote PDF layout change requested by Hannah',
"""Hannah wants the quote PDF to show the weekly rate next to the daily one and the deposit on
its own line. Mock-up in Linear `HIR-588`.

**How to apply:** keep the old layout behind the `quote_pdf_v2` flag until Hannah signs off.
""")
r('project_insurance_claims.md','project-insurance-claims','Damage claims process and the data the insurer wants','project',
  'Insurance claims','Data we send the insurer for damage claims',
"""For damage above the waiver excess the insurer wants: hire contract PDF, check-out and check-in
photos, the defect report from fleetcare and the repair invoice.

- Export bundle: `bin/rails claims:bundle[H2026-01873]` writes a zip to `tmp/claims/`
- Dev sends it; we never email the insurer directly
""")
r('project_winter_stock.md','project-winter-stock','Winter stock moves between depots','project',
  'Winter stock moves','Seasonal redistribution of heaters, dehumidifiers, gritters',
"""Every November heaters, dehumidifiers and salt spreaders move from Wakefield to York and
Harrogate. Transfers are hires to the internal customer `C000001` so they show in utilisation.

**How to apply:** exclude `C000001` from revenue reports; include it in utilisation.
""")
r('project_delivery_app.md','project-delivery-app','Delivery driver app: early design notes','project',
  'Delivery driver app','Early design notes for the driver app',
"""- Drivers currently print delivery notes at 06:00 and bring them back signed
- App will reuse depotscan's scanning screens; separate app id, same repo as a second target
- Offline-first is a must for drivers (sites in the Dales have no signal): design question for Tom
- Route planning is out of scope; Hannah plans routes on a whiteboard and wants to keep it
""")
r('feedback_no_emoji.md','feedback-no-emoji','No emoji in code, commits or answers','feedback',
  'No emoji','Keep emoji out of everything',
"""No emoji anywhere: answers, code comments, commit messages, PR descriptions.

**Why:** Priya finds them noisy and the counter screens' font renders them as boxes.
""")
r('feedback_plan_first.md','feedback-plan-first','Write a short plan before multi-file changes','feedback',
  'Plan first','Short plan before touching more than a couple of files',
"""For changes touching more than three files, write a 5-line plan first and wait for a thumbs up.

**Why:** twice the agent rewrote a service object Priya wanted to keep.

**How to apply:** small fixes and tests don't need a plan.
""")
r('feedback_sql_explain.md','feedback-sql-explain','Show EXPLAIN output for new queries on big tables','feedback',
  'EXPLAIN for new queries','Check plans on hires/assets queries',
"""When adding a query on `hires`, `hire_lines` or `assets`, paste the `EXPLAIN (ANALYZE, BUFFERS)`
from the replica into the PR.

**Why:** the counter queue query went from 40 ms to 3 s after an innocent-looking join.
""")
r('feedback_pr_descriptions.md','feedback-pr-descriptions','PR description format','feedback',
  'PR descriptions','What goes into a PR description',
"""- First line: the Linear key and one sentence of what changes for the user
- Then: how it was tested, screenshots for counter UI changes
- "Risk" section only if something can break at the counter

**Why:** Hannah reviews counter changes from the PR page and doesn't read code.
""")
r('reference_api_conventions.md','reference-api-conventions','hirebook API conventions for new endpoints','reference',
  'API conventions','Versioning, errors and pagination for hirebook endpoints',
"""- Versioned under `/api/v2/`; v1 only serves the old label printer script
- Errors: `{"error": {"code": "...", "message": "..."}}` with a proper HTTP status
- Pagination: cursor-based (`?after=`), page size 50, max 200
- Timestamps ISO 8601 with offset, never bare dates for times
""")
r('project_aged_debt_export.md','project-aged-debt-export','Monthly aged-debt CSV for accounts','project',
  'Aged-debt export','CSV export Dev asked for',
"""Dev wants a monthly CSV of outstanding balances by 30/60/90+ days, per customer, on the 1st.

**How to apply:** build it as a dbt model + a scheduled export, not as a hirebook admin page.
""")
r('feedback_ask_hannah.md','feedback-ask-hannah','Counter wording changes go past Hannah','feedback',
  'Counter wording','Who approves text on the counter screens',
"""Any wording the depot staff see on the counter screens goes past Hannah before merging.

**Why:** staff learned the current button names by heart; renames slow the morning rush.
""")
