# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("kit-customer-faq", "Kit customer FAQ (draft answers for Tom)", "2026-04-16", ["kitdesk", "support"], """
Answers Tom pastes into replies to kit customers.

## Sending the sample back
@@V2b@@
after that the kit is void and they have to buy another one.
@@F10b@@

## Results
Results usually take four to six weeks from when the lab receives the tube.
""")

a("deskbook-notifications", "deskbook notifications", "2026-05-21", ["deskbook", "email"], """
@@V4b@@
The reminder lists the documents already ordered and the reader-ticket number.
Record-office cancellations trigger an immediate email as well.
""")

a("treeforge-dev-setup", "treeforge local setup", "2026-03-12", ["treeforge", "dev"], """
@@V5b@@

```
$ python --version
Python 3.12.7
$ make test
```

Sample GEDCOMs for the regression suite come from `rootline/fixtures`, not from client folders.
""")

a("kitdesk-lab-integration", "kitdesk ↔ GenoTrace", "2026-05-05", ["kitdesk", "lab"], """
kitdesk submits each registered kit to GenoTrace once the customer has posted the tube.

@@V8b@@
Submissions carry the kit barcode and an anonymous customer reference, never the name.
GenoTrace calls back with a results link when the analysis is done.
""")

a("backup-restore-drill", "Backup restore drill", "2026-08-04", ["infra", "backups"], """
## Where
@@F5b@@

## Drill
@@V9b@@
Last drill: 2 November, restored into a scratch database and counted commissions.

```
pg_restore -h localhost -d casebook_restore casebook-2026-11-02.dump
```
""")

a("casebook-limits", "casebook limits at a glance", "2026-06-23", ["casebook"], """
| What | Limit | Notes |
|---|---|---|
@@V10b@@
| Research log entry | none | plain text |
| Active commissions per researcher | 12 | soft warning only |
""")

a("casebook-on-call-notes", "casebook on-call notes", "2026-07-09", ["casebook", "on-call"], """
## Errors
@@R2b@@
Most alerts in the summer were the GRO scraper timing out; ignore those unless they repeat for a day.

## Slow pages
The commission list is slow for Margaret because she sees every commission; it's a known query.
""")

a("deskbook-deploy", "Deploying deskbook", "2026-06-05", ["deskbook", "deploy"], """
@@R5b@@
Migrations run in the pre-deploy step.
If the deploy fails, the previous version keeps serving.
""")

a("treeforge-rendering", "How treeforge rendering works", "2026-07-23", ["treeforge", "workers"], """
@@R6b@@
with Celery, one render at a time so memory stays under control.
Large trees (7+ generations) take 20–40 seconds.
The finished PDF is uploaded and its link written back to casebook.
""")

a("commission-intake-checklist", "Commission intake checklist", "2026-02-19", ["commissions", "process"], """
1. Log the enquiry in casebook with whatever the client already knows.
2. Book the free intro call.
3. Send the quote from casebook.
@@R10b@@
5. Once the deposit is in, move the commission to "accepted" and add it to the next rota planning.
""")

a("borthwick-visit-tips", "Borthwick visit tips", "2026-06-01", ["archives", "borthwick"], """
@@O3b@@
@@N2b@@
Probate records before 1858 for the Prerogative Court of York are the main reason we go.
Order the boxes the day before; production stops at 4pm.
""")

a("treeforge-report-layout", "treeforge report layout", "2026-06-26", ["treeforge", "reports"], """
## Pages
@@F3b@@
Cover, summary letter, narrative by generation, source list, tree.

## People
@@N5b@@

## Code
@@S5a@@
`treeforge/pdf/`, one module per section.
""")

a("kit-results-pipeline", "Kit results pipeline", "2026-08-27", ["kitdesk", "lab", "dna"], """
When GenoTrace marks a kit as done:
@@N8b@@
for re-analysis if the customer later commissions research.
The customer then gets the results-ready email with the report link.
""")

a("cancellations", "Client cancellations", "2026-05-14", ["commissions", "money"], """
@@N10b@@
Work already done is written up briefly and sent to the client anyway.
Kit orders are a separate matter: unopened kits can be returned within 14 days.
""")

a("on-call-rota", "Developer on-call", "2026-04-21", ["on-call"], """
There is only Daniel, so "on-call" means Daniel's phone during working days, and best effort otherwise.

@@NS2b@@
Record-office booking problems are not paged; they wait for the morning.
""")

a("git-workflow", "Git workflow", "2026-02-24", ["git", "dev"], """
Branch from `main`, open a PR early, rebase on `main` before asking for review.
@@NS3b@@
Delete the branch after merging.
""")

a("kit-dispatch-day", "Kit dispatch day", "2026-07-02", ["kitdesk", "fulfilment"], """
@@NS5b@@
@@F2b@@
Packing is at 3pm and the courier collects at 4pm.
""")

a("retention-policy", "Retention policy (client data)", "2026-09-15", ["policy", "data"], """
@@NS6b@@
Reports and the research log stay in casebook indefinitely unless the client asks for erasure.
Kit customers' data follows the kit terms, not this policy.
""")

a("deskbook-booking-howto", "Booking a record office in deskbook", "2026-04-09", ["deskbook", "archives"], """
Pick the office, the day and the researcher; add the document references you want produced.

@@NS9b@@
Kew bookings open 4 weeks ahead, so book as soon as the rota is out.
""")

a("records-mailbox", "records@ mailbox", "2026-08-18", ["email", "deskbook"], """
@@S2b@@
Tom triages the Bookings inbox every morning.
""")

a("rota-swaps", "Rota swaps", "2026-02-10", ["rota"], """
@@S4a@@
Swaps need to be agreed by Thursday for the following week.
""")

a("researcher-onboarding", "New researcher onboarding", "2026-01-29", ["onboarding", "research"], """
## Accounts
@@A4b@@
@@S6a@@
Ancestry and ScotlandsPeople: ask Aoife.

## First week
Shadow an archive day, then take one small lookup commission end to end.
""")

a("casebook-api", "casebook API", "2026-10-06", ["casebook", "api"], """
@@S7b@@
v2 uses token auth per client application; tokens are in Bitwarden.
""")

a("casebook-deploy", "Deploying casebook", "2026-01-14", ["casebook", "deploy"], """
@@S8a@@

```
heroku config:get DATABASE_URL -a rootline-casebook
```

Deploy is a merge to `main` followed by a manual promote.
""")

a("monitoring", "Monitoring", "2026-09-24", ["infra", "monitoring"], """
@@S10b@@
Checks cover the three public sites plus the GenoTrace callback endpoint.
""")

a("casebook-search", "casebook search", "2026-03-04", ["casebook", "search"], """
@@F1b@@
Search covers surnames, places and client IDs; forenames only with a surname.
""")

a("gedcom-import-notes", "GEDCOM import notes", "2026-05-26", ["treeforge", "gedcom"], """
@@F7b@@
FamilySearch exports sometimes carry `_UID` on every record; those are ignored.
Dates like "ABT 1843" become "c. 1843" in the report.
""")

a("peer-review-checklist", "Peer review checklist", "2026-03-19", ["reports", "quality"], """
@@F9b@@
@@A7b@@
Any conclusion resting on a single census entry needs a second source or a caveat.
""")

a("kitdesk-ci", "kitdesk CI", "2026-09-11", ["kitdesk", "ci"], """
@@O7a@@

```yaml
docker:
  - image: cimg/node:20.11
```
""")

a("client-emails", "Client emails from casebook", "2026-08-06", ["casebook", "email"], """
casebook sends quotes, deposit receipts and report notices through Postmark.
@@O9a@@
Replies go to the shared inbox, not to the researcher.
""")

a("report-packages", "Report packages", "2026-04-22", ["commissions", "reports"], """
@@O4a@@
The Extended report also includes a one-page place timeline.
Add-ons: military service research, a single-line descent chart.
""")

a("deskbook-history", "deskbook history", "2026-05-30", ["deskbook"], """
@@D3a@@
It was rewritten in three weeks after the sheet hit the cell limit.
""")

a("2026-q1-review", "Q1 2026 review", "2026-04-06", ["review", "commissions"], """
## Intake
@@D4a@@
so the research team could clear the Christmas enquiries.

## Systems
casebook search got fuzzy surnames; deskbook was rewritten.
""")

a("kit-launch-notes", "Kit shop launch notes", "2026-06-08", ["kitdesk", "launch"], """
@@D5a@@
Feedback from the beta customers shaped the results page copy.
""")

a("report-format-history", "Report format history", "2026-07-14", ["reports"], """
@@D6a@@
The first treeforge reports went out in late June.
""")

a("casebook-upgrade-notes", "casebook upgrade notes", "2026-03-03", ["casebook", "upgrades"], """
@@A10a@@
The upgrade removed the old admin theme; nobody missed it.
""")

a("latin-parish-terms", "Latin in parish registers", "2026-02-02", ["research", "latin"], """
- bapt. / baptizatus: baptised
- sep. / sepultus: buried
- fil. / filius, filia: son, daughter
- ux. / uxor: wife
- spurius, illegitimus: illegitimate (discuss with Margaret before it goes in a report)
""")

a("census-years", "Census years cheat sheet", "2026-01-22", ["research", "census"], """
England & Wales censuses used: 1841, 1851, 1861, 1871, 1881, 1891, 1901, 1911, 1921.
1931 was destroyed in 1942; there is no 1941 census. The 1939 Register fills the gap.
Ages in 1841 were rounded down to the nearest 5 for adults.
""")

a("gro-index-tips", "GRO index tips", "2026-02-13", ["research", "gro"], """
Searching the GRO online index is free; you pay only when you order.
Mother's maiden name is in the birth index from 1837 on the GRO site (the old FreeBMD index lacks it before 1911).
""")

a("kew-visit-checklist", "Kew visit checklist", "2026-03-06", ["archives", "kew"], """
- Reader's ticket and a second photo ID
- Pencils only; lockers take a £1 coin
- Pre-order documents the day before; they are waiting in the reading room
""")

a("shopify-webhooks", "Shopify webhooks into kitdesk", "2026-05-08", ["kitdesk", "shopify"], """
kitdesk verifies the HMAC header on every webhook before doing anything.
Shopify itself retries a failed webhook delivery 8 times over four hours, so handlers must be idempotent.
""")

a("dna-match-triage", "DNA match triage", "2026-09-18", ["dna", "research"], """
Sort matches by shared cM, then group them into clusters.
Matches under 20 cM are only used inside a cluster.
""")

a("client-tone-guide", "Client tone guide", "2026-02-27", ["clients", "writing"], """
Warm, plain and specific. Say what we found, how sure we are, and what it would take to be surer.
Never promise a result before the research is done.
""")

a("rotaboard-dev-notes", "rotaboard dev notes", "2026-03-17", ["rotaboard", "dev"], """
Go 1.23, SQLite in WAL mode, templates rendered server-side.
The planning view is the only page anyone uses.
""")

a("treeforge-fixtures", "treeforge fixtures", "2026-04-28", ["treeforge", "tests"], """
The Ackroyd family covers remarriages and a name change by deed poll.
The Penniman family covers an emigration to Ontario and a nonconformist chapel with no registers.
""")

a("incident-2026-08-kit-callbacks", "Incident: lost kit callbacks (August)", "2026-08-22", ["incident", "kitdesk"], """
For two days the GenoTrace callbacks hit a stale endpoint after a DNS change on their side.
Fix: they updated the callback URL; we added a check to the monitoring.
""")

a("scotlandspeople-credits", "ScotlandsPeople credits", "2026-06-19", ["research", "scotland"], """
Credits are bought by Aoife and recharged to the commission.
One image costs 6 credits; an index search costs 1.
""")

a("ideas-backlog", "Ideas backlog", "2026-10-27", ["ideas"], """
- Export a commission's sources as a BibTeX-ish list for academics
- Rota view for Tom showing kit packing days
- Printable family group sheets from treeforge
""")
