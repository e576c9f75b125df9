from content_root import R
from content_auto import A

R("user_tom.md", "user-tom", "Tom Okafor, fixit owner, preferences", "user", """
Tom Okafor owns fixit and the contractor integrations.

Prefers small PRs (< 300 lines) and wants a failing test first for bug fixes.

Ex-contractor-side developer: knows how the big repairs firms' systems behave, ask him before guessing.
""")
R("user_aisha.md", "user-aisha", "Aisha Rahman, income systems owner", "user", """
Aisha Rahman owns rentbook and everything touching money.

She wants every money-related change paired with a reconciliation query in the PR description.

**How to apply:** include the query and its before/after totals when a change touches charges or payments.
""")
R("feedback_reply_style.md", "reply-style", "Answer style for the team", "feedback", """
Keep answers short, British spelling, no emoji.

Lead with the answer; put the reasoning after it if anyone wants it.

**Why:** Priya reads most replies on her phone between meetings.
""")
R("feedback_commit_style.md", "commit-style", "Commit message conventions across Fernlea repos", "feedback", """
Commit subject: imperative, under 72 characters, ticket id in brackets at the end, e.g. `Add recharge flag to voids [REP-1201]`.

No `Co-Authored-By` trailers.
""")
R("feedback_ask_before_prod_data.md", "prod-data", "Ask before touching prod data: always confirm", "feedback", """
Ask before running any query against prod databases, even read-only ones.

**Why:** several prod tables hold special category data (health, vulnerability flags).

**How to apply:** prefer staging; if prod is needed, say which query and why, and wait for a yes.
""")
R("reference_glossary.md", "glossary", "Glossary: housing terms the codebase assumes you know", "reference", """
# Glossary

- **Void**: an empty property between tenancies
- **LGSR**: Landlord Gas Safety Record (CP12)
- **UPRN**: Unique Property Reference Number (national address identifier)
- **CBL**: choice-based lettings; applicants bid on advertised homes
- **NOSP**: Notice of Seeking Possession
- **UC / APA**: Universal Credit / Alternative Payment Arrangement (rent paid direct to landlord)
- **TSM**: Tenant Satisfaction Measures, annual regulator return
- **Recharge**: repair cost billed back to the tenant for damage
""")
R("reference_people.md", "people", "Who owns what, people and contact routes", "reference", """
- Priya Nair: digital services lead
- Tom Okafor: fixit, contractor-hub
- Aisha Rahman: rentbook, income systems
- Grace Bell: voidtrack, lettings integrations
- Dev Mistry: gascert, compliance systems
- Sam Whitfield: myhome-app and myhome-web
- Helen Shaw: DPO
""")
R("project_tsm_extracts.md", "tsm-extracts", "TSM extract work for the June return", "project", """
We supply three extracts for the TSM return: repairs completed within target, gas safety compliance, complaints.

The complaints figures come from the CRM, not from our apps.

**Why:** Ruth's team owns the return; our job is that the extracts are reproducible from a tagged query.
""")
R("project_translation.md", "translation", "Tenant-facing translation work", "project", """
Repair reporting pages are being translated first; rent pages later.

Translations are done by a vetted agency and checked by a bilingual tenant panel member.

**How to apply:** never machine-translate tenant-facing strings; add the English string and open a TRANS ticket.
""")
R("project_estate_view.md", "estate-view", "Estate map view for housing officers", "project", """
Estate view: a map of blocks with open repairs, voids and gas due dates overlaid.

Prototype built in May; used by the Walkley patch team since July.

**Why:** housing officers were printing three reports before every estate walk.
""")
R("project_complaints_link.md", "complaints-link", "Linking complaints to repairs", "project", """
Complaints about repairs should reference the fixit job number so the stage 1 response can show the job history.

The CRM team added a `job_ref` field in October; we validate the format only.
""")
R("reference_local_dev.md", "local-dev", "Local dev setup for the Fernlea repos", "reference", """
- `make bootstrap` in each repo; Docker Desktop required
- Shared test fixtures: `fl-testdata` repo, loaded by `make seed`
- VPN needed for anything `*.fernlea.internal`
""")
R("feedback_tickets.md", "tickets", "Ticket hygiene", "feedback", """
Always link the ticket in the PR body and move the ticket to review yourself.

**Why:** the weekly report to the board is built from ticket states.
""")
R("project_accessibility_audit.md", "accessibility-audit", "Accessibility audit of the tenant channels", "project", """
External accessibility audit in September found 14 issues on the portal, 6 on the app.

All "serious" issues fixed by end of October; two "moderate" ones are waiting on the design system update.
""")

A("meeting-2026-01-12", "kick-off with Priya", "2026-01-12", ["meeting"], """
Kick-off notes.

- Priorities for the year: contractor integration, tenant app rollout, void turnaround.
- Memory folder conventions: one topic per file, update rather than duplicate.
- Priya to share the board KPI pack.
""")
A("meeting-2026-04-20", "quarterly planning Q2", "2026-04-20", ["meeting", "planning"], """
Q2 planning.

- contractor-hub: pilot review at end of May
- app: login friction fixes
- gascert: appliance register clean-up with the compliance team
""")
A("meeting-2026-10-05", "quarterly planning Q4", "2026-10-05", ["meeting", "planning"], """
Q4 planning.

- compliance module discovery (electrical, fire doors)
- portal translation batch 1
- rentbook statement redesign with the tenant panel
""")
A("sql-snippets", "handy SQL snippets", "2026-03-09", ["sql", "snippets"], """
Jobs raised per patch last 30 days (fixit, staging):

```sql
select patch, count(*) from jobs where raised_at > now() - interval '30 days' group by 1;
```

Voids by milestone (voidtrack, staging):

```sql
select milestone, count(*) from voids where archived = false group by 1;
```
""")
A("tenant-panel-feedback", "tenant panel feedback on the app", "2026-09-14", ["engagement", "myhome-app"], """
Panel session notes:

- wants to see the contractor's name and a photo ID before the visit
- confused by "P2" on the job screen — use "urgent" instead
- liked the repair timeline
""")
A("incident-2026-06-03", "repairs API 502s incident", "2026-06-03", ["incident", "fixit"], """
# Incident 2026-06-03

09:05–09:40 the repairs API returned 502s to the app.

Cause: ingress timeout shorter than a slow report endpoint after a bad query plan.

Actions: index added, timeout alert added.
""")
A("incident-2026-09-21", "duplicate reminder letters incident", "2026-09-21", ["incident", "gascert"], """
# Incident 2026-09-21

About 140 tenants got two gas reminder letters in one week.

Cause: print hub retry after a timeout re-sent a batch that had already gone.

Actions: batch ids made idempotent at the print hub.
""")
A("print-hub", "print hub", "2026-02-11", ["letters", "integration"], """
The print hub is an external mailing house; we upload PDF batches over SFTP before 16:00 for next-day posting.

Batches are zipped with a manifest CSV; the hub returns a receipt file.
""")
A("azure-costs", "azure cost notes", "2026-07-07", ["infra", "costs"], """
Monthly Azure bill is around £6.8k; AKS nodes are the biggest item.

Reserved instances bought for the prod node pool in July (1 year).
""")
A("code-review-checklist", "code review checklist", "2026-02-02", ["process", "review"], """
- tests for the change, including the unhappy path
- no tenant PII in logs
- migrations reversible
- feature flag for anything tenant-facing
""")
A("feature-flags", "feature flags", "2026-05-18", ["process", "flags"], """
Feature flags live in the `flags` table of each app; there is no central flag service.

Naming: `<app>.<feature>`, e.g. `app.repair_photos_v2`.
""")
A("vulnerability-flags", "vulnerability flags", "2026-08-13", ["privacy", "tenants"], """
Vulnerability flags (e.g. hearing impaired, needs carer present) come from the housing management CRM.

Contractors only see a short instruction, never the reason.
""")
A("estate-walk-notes", "estate walk with Walkley team", "2026-07-23", ["estate-view", "field"], """
Walked two Walkley blocks with the patch officer using the estate view on a tablet.

Needs: offline map tiles, bigger tap targets, filter by block.
""")
A("asset-register", "asset register", "2026-03-23", ["data", "properties"], """
The asset register is the master list of homes, blocks and components; owned by the asset management team.

Exports land nightly as CSV in `s3://fl-exchange/assets/`.
""")
A("glossary-tech", "technical glossary", "2026-01-19", ["glossary"], """
- BFF: backend-for-frontend
- ACR: Azure Container Registry
- AKS: Azure Kubernetes Service
- DLQ: dead-letter queue
""")
A("retro-2026-11", "team retro November", "2026-11-20", ["retro"], """
Went well: contractor-hub stable, void KPI trending down.

To improve: too many ad-hoc data requests; agreed a request form for the performance team.
""")
