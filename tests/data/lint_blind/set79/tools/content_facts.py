# -*- coding: utf-8 -*-
"""remnic facts: (date, category, tags, confidence, body). Markers as in content.py."""

FACTS = [
# value_slot partners
("2026-03-09", "fact", ["rigbook", "postgres"], 0.9, """
@V1p@rigbook's DATABASE_URL is `postgres://rigbook@pg-main.fenlight.internal:5433/rigbook_prod`.
Credentials are in the secrets store under `rigbook/prod/db`.
"""),
("2026-02-16", "fact", ["rigbook", "pricing"], 0.85, """
@V3p@Weekly hire in rigbook is priced at 4 days' rate; anything over a week is pro rata on that.
"""),
("2026-05-04", "fact", ["safecheck", "pat"], 0.9, """
@V5p@Hire-stock PAT retests are due every 6 months in safecheck; the scheduler raises a task two weeks before.
"""),
("2026-06-22", "fact", ["patchbay", "uploads"], 0.8, """
@V7p@patchbay rejects fixture file uploads over 50 MB; the proxy body limit is set to match.
"""),
("2026-04-14", "fact", ["rigbook", "tallyline", "pricing"], 0.85, """
@V9p@The damage waiver on rigbook quotes is 10% of the hire value; customers with their own insurance certificate can opt out.
"""),
# role_slot partners
("2026-05-26", "fact", ["errors", "monitoring"], 0.85, """
@R1p@Errors from rigbook, kitlog and tallyline all go to Honeybadger; check there before asking Dev.
"""),
("2026-03-23", "fact", ["ci"], 0.8, """
@R3p@All Fenlight repos build on Buildkite; the agents run on the spare box in the Norwich comms cupboard.
"""),
("2026-08-06", "fact", ["rigbook", "kamal", "images"], 0.8, """
@R5p@Kamal pulls rigbook's images from Docker Hub (`fenlightstage/rigbook`), so a Docker Hub outage blocks deploys.
"""),
("2026-07-20", "fact", ["tallyline", "finance"], 0.9, """
@R7p@tallyline posts invoices into Xero; Priti reconciles them there on Monday mornings.
"""),
("2026-09-03", "preference", ["maren", "editor"], 0.85, """
@R9p@Maren uses VS Code with the Ruby LSP extension — suggest editor settings, not vim config.
"""),
# negation partners
("2026-02-27", "fact", ["kitlog", "cables"], 0.9, """
@N1p@kitlog doesn't track cables individually; they're counted out by bundle (e.g. 10 × 15 m 16A) at check-out.
"""),
("2026-03-13", "decision", ["rigbook", "deploys"], 0.9, """
@N3p@No rigbook deploys on Fridays at all — Maren said the weekend get-outs make it too risky.
"""),
("2026-06-08", "fact", ["vanplan", "drivers"], 0.85, """
@N5p@Drivers are not sent the route by SMS; they open the day's route in the driver app when they clock in.
"""),
("2026-04-27", "preference", ["rigbook", "testing"], 0.85, """
@N7p@Don't run the whole rigbook spec suite before pushing; CI does that — locally just run the specs for what you touched.
"""),
("2026-08-19", "fact", ["tallyline", "vat", "damage"], 0.9, """
@N8p@Damage charges are raised without VAT in tallyline; they're compensation, so outside the scope of VAT.
"""),
("2026-10-01", "preference", ["git", "merging"], 0.9, """
@N10p@Never squash-merge — Maren wants the individual commits kept on main so `git bisect` stays useful.
"""),
# stale_vs_change partners
("2026-08-28", "decision", ["infra", "monitoring"], 0.9, """
@S1p@Moved uptime checks and logs off Better Stack to Grafana Cloud in August; the Better Stack account is cancelled.
"""),
("2026-10-09", "fact", ["tallyline", "scheduling"], 0.9, """
@S3p@tallyline's nightly export no longer runs from cron on app-2; since October it's a systemd timer on deploy-1.
"""),
("2026-05-18", "fact", ["depots", "cambridge"], 0.95, """
@S5p@Cambridge depot relocated from Cowley Road to Unit 12, Milton Business Park in May 2026.
"""),
("2026-09-24", "fact", ["safecheck", "storage"], 0.9, """
@S7p@The AWS `safecheck-certs` bucket is deprecated and read-only; new certificates have gone to OVH Object Storage since the September move.
"""),
("2026-10-02", "fact", ["infra", "on-call"], 0.9, """
@S9p@Opsgenie was shut down for us at the end of September; pages now come through incident.io.
"""),
# refinement partners
("2026-10-20", "fact", ["kitlog", "scanners"], 0.85, """
@F1p@Norwich, Cambridge and Ipswich have three TC22 scanners each; Peterborough has five.
"""),
("2026-06-29", "fact", ["safecheck", "pat", "dimmers"], 0.8, """
@F3p@PAT failures on dimmer packs also send Isla a Slack DM, on top of the quarantine ticket in kitlog.
"""),
("2026-07-07", "fact", ["tallyline", "invoices"], 0.85, """
@F5p@For hires over four weeks tallyline also raises an interim invoice every four weeks; the final invoice still goes out on the return date.
"""),
("2026-02-09", "preference", ["git", "commits"], 0.8, """
@F7p@Commit subjects: imperative mood, and in the shared `ops-scripts` repo prefix them with the tool name (`backup:`, `dns:`).
"""),
("2026-06-03", "fact", ["rigbook", "quotes", "festival"], 0.8, """
@F9p@Festival quotes follow the same 14-day expiry, but sales can extend one by hand from the quote page.
"""),
# other_subject partners
("2026-03-04", "fact", ["kitlog", "dashboard"], 0.8, """
@O2p@The kitlog stock dashboard refreshes its depot counts every 10 minutes; it's a cached view, so hit refresh to force it.
"""),
("2026-05-11", "fact", ["cross-hire", "suppliers"], 0.85, """
@O3p@Cross-hire from Stage Electrics is billed to us at 4 days' rate per week, whatever we charge the customer.
"""),
("2026-09-14", "fact", ["vanplan", "fleet"], 0.8, """
@O4p@The 7.5 t lorry is never given more than 4 drops a day; loading truss takes too long.
"""),
("2026-01-26", "fact", ["safecheck", "pat", "office"], 0.85, """
@O5p@Office and workshop kit (kettles, PCs, the bench grinder) is PAT tested every 12 months.
"""),
("2026-07-15", "fact", ["tallyline", "ruby"], 0.8, """
@O6p@tallyline is still on Ruby 3.2.4 because the PDF invoice gem hasn't been tested on 3.3 yet.
"""),
("2026-10-15", "fact", ["vanplan", "redis"], 0.85, """
@O8p@vanplan keeps driver session tokens in its own Redis at `redis-2.fenlight.internal:6379`.
"""),
("2026-06-05", "fact", ["postgres", "backups"], 0.85, """
@O10p@WAL archives for pg-main are kept 7 days; a restore further back than that means using a nightly dump.
"""),
# dated_history partners
("2026-03-31", "fact", ["vanplan", "routing", "history"], 0.8, """
@D2p@Until March 2026 vanplan drive times came from a hand-maintained spreadsheet of depot-to-venue times.
"""),
("2026-08-24", "fact", ["depots", "peterborough", "history"], 0.8, """
@D4p@Before Peterborough opened, jobs in the Peterborough area were delivered from Cambridge.
"""),
("2026-01-14", "fact", ["kitlog", "stocktake", "scanners"], 0.8, """
@D5p@During the January 2026 stocktake the scanners synced every 30 seconds so the counts were live.
"""),
("2026-05-01", "fact", ["git", "kitlog", "history"], 0.75, """
@D7p@While the kitlog rewrite branch was alive (Feb–Apr 2026) we merged it with merge commits to keep its history.
"""),
("2026-04-20", "fact", ["patchbay", "history"], 0.8, """
@D8p@patchbay ran on a Raspberry Pi in the Norwich office during the 2025 beta.
"""),
("2026-01-21", "fact", ["safecheck", "loler", "history"], 0.8, """
@D9p@Until the end of 2025 LOLER inspections were subcontracted to Hoistcheck Ltd.
"""),
("2026-09-30", "fact", ["infra", "redis", "history"], 0.8, """
@D10p@Up to the September move Redis lived on `app-1.fenlight.internal:6379`, on the same box as rigbook.
"""),
# agreeing_duplicate partners
("2026-04-06", "fact", ["infra", "kamal", "deploys"], 0.9, """
@A1p@rigbook, kitlog and tallyline ship with Kamal 2 from deploy-1, never from a laptop.
"""),
("2026-07-27", "fact", ["safecheck", "loler", "hoists"], 0.9, """
@A3p@Chain hoists need a LOLER thorough examination twice a year; safecheck blocks them from quotes when it's overdue.
"""),
("2026-02-23", "fact", ["tallyline", "payment-terms"], 0.9, """
@A4p@Account customers pay 30 days from the invoice date; everyone else pays in full before the kit leaves.
"""),
("2026-05-15", "preference", ["deploys", "slack"], 0.85, """
@A6p@Post the tag in #releases whenever something goes to production.
"""),
("2026-09-18", "fact", ["patchbay", "links"], 0.8, """
@A7p@Shared patch-sheet links stop working a month after they're generated.
"""),
("2026-06-12", "fact", ["infra", "hosting"], 0.9, """
@A8p@The Rails and Go apps run on OVHcloud in Gravelines; app-1 and app-2 are the app servers.
"""),
("2026-08-13", "decision", ["postgres", "approvals"], 0.9, """
@A10p@Only Maren signs off schema changes that touch production.
"""),
# negation_scope partners
("2026-07-22", "decision", ["tallyline", "damage"], 0.85, """
@NS1p@Damage charges are never invoiced without a photo from the returns bay attached.
"""),
("2026-04-02", "decision", ["kitlog", "quarantine"], 0.85, """
@NS2p@Quarantined items are never scrapped without Isla's sign-off; the scrap list just tells her what to look at.
"""),
("2026-08-31", "decision", ["infra", "staging", "gdpr"], 0.9, """
@NS4p@Staging is never rebuilt without anonymising the customers table first.
"""),
("2026-03-19", "preference", ["rigbook", "cross-hire", "quotes"], 0.85, """
@NS5p@Cross-hired kit is never shown with the supplier's name on customer paperwork.
"""),
("2026-06-16", "preference", ["rigbook", "testing", "email"], 0.8, """
@NS7p@Never run the rigbook system specs with a live mail API key in `.env`; use the sandbox token.
"""),
("2026-10-26", "decision", ["safecheck", "loler", "hoists"], 0.9, """
@NS8p@Hoists never go out on hire without a current LOLER certificate in safecheck.
"""),
("2026-11-09", "fact", ["depots", "norwich", "saturday"], 0.85, """
@NS9p@Norwich does no Saturday deliveries; it's collections only, and only in the morning.
"""),
# filler facts (no labelled claims)
("2026-01-08", "fact", ["rigbook", "staging"], 0.8, """
rigbook staging uses its own database, `rigbook_staging` on `pg-staging.fenlight.internal:5432`.
"""),
("2026-01-30", "fact", ["kitlog", "assets"], 0.85, """
kitlog asset IDs look like `FEN-0012345`; the prefix is printed on every label.
"""),
("2026-02-05", "preference", ["maren", "communication"], 0.8, """
Maren prefers a summary of what changed at the end of a session, as a short bullet list.
"""),
("2026-03-27", "fact", ["vanplan", "zones"], 0.8, """
Delivery zones are cut by postcode district; zone A is within 15 miles of a depot.
"""),
("2026-04-23", "fact", ["rigbook", "portal"], 0.8, """
Portal password resets come from `no-reply@fenlight.co.uk` and the link is valid for one hour.
"""),
("2026-05-21", "fact", ["kitlog", "scanners", "cambridge"], 0.75, """
The Cambridge scanners drop off the Wi-Fi near the roller door; walking back to the desk and re-syncing fixes it.
"""),
("2026-06-25", "fact", ["tallyline", "credit-notes"], 0.8, """
Credit notes for weather cancellations are raised by Priti by hand; tallyline only drafts them.
"""),
("2026-07-10", "fact", ["safecheck", "pat", "testers"], 0.75, """
The Ipswich depot has no PAT tester of its own; kit for Ipswich is tested at Norwich before it is sent over.
"""),
("2026-07-31", "fact", ["rigbook", "panto"], 0.8, """
Panto hires are booked as one long hire from the tech week to the last show, not week by week.
"""),
("2026-08-27", "fact", ["vanplan", "drivers", "hours"], 0.8, """
Agency drivers use the same driver app login flow; Tomasz creates their accounts the day before.
"""),
("2026-09-10", "fact", ["patchbay", "gdtf"], 0.8, """
The patchbay fixture library holds about 140 GDTF profiles, mostly from the manufacturers' share site.
"""),
("2026-10-22", "fact", ["infra", "dns"], 0.8, """
`hire.fenlight.co.uk` is proxied through the OVH load balancer; TLS certificates renew automatically.
"""),
("2026-11-04", "fact", ["rigbook", "availability"], 0.75, """
The availability grid treats quarantined items as unavailable until they are checked back in.
"""),
("2026-11-18", "decision", ["panto", "freeze"], 0.9, """
Code freeze for panto season starts 2026-11-20: bug fixes only on rigbook and vanplan until 2027-01-10.
"""),
("2026-11-24", "fact", ["kitlog", "rfid"], 0.7, """
The RFID readers for the pilot are two handheld Zebra RFD40 sleeves that clip onto the TC22s.
"""),
("2026-02-12", "preference", ["maren", "workflow"], 0.8, """
When Maren asks for a "quick look" she means a read-only investigation: no commits, no deploys.
"""),
("2026-09-07", "fact", ["depots", "cambridge", "support"], 0.75, """
Gemma at Cambridge knows the depot Wi-Fi layout best; ask her before anyone moves an access point.
"""),
("2026-11-12", "fact", ["tallyline", "invoices"], 0.85, """
tallyline invoice numbers run in sequence per financial year, prefixed `FSH-2026-`.
"""),
]
