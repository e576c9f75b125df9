# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("onboarding-jan", "Onboarding notes (January)", "2026-01-08", ["onboarding", "infra"], """
First pass at how things hang together, written while reading the repos.

## Hosting
@@S1a@@
calloutd is the only Go service; everything else is Python, TypeScript or PHP.

## People
Dev does most of the backend, Siobhan the app. Marta reviews everything that touches certificates.
""")

a("visit-booking-rules", "Visit booking rules", "2026-03-02", ["visitplanner", "planning"], """
Notes from a session with the Bristol planners.

@@V10b@@
Fire alarm visits are longer and depend on the zone count.
Planners never double-book an engineer; the board greys the slot out.
""")

a("assetlog-due-dates", "How assetlog works out due dates", "2026-04-20", ["assetlog", "intervals"], """
@@V2b@@
which is what drives the due-date report the planners pull each Monday.

Commissioning date counts as the first service.
""")

a("certhub-retention", "certhub retention", "2026-05-07", ["certhub", "retention", "s3"], """
@@V5b@@
deletes anything older.
Draft certificates (never issued) are purged after 30 days.
""")

a("fieldkit-photos", "fieldkit photos", "2026-06-11", ["fieldkit", "photos"], """
@@V8b@@
Engineers take 3-6 photos per visit on average; alarm panels get one per panel.
""")

a("fieldkit-release", "fieldkit release process", "2026-05-19", ["fieldkit", "release", "ci"], """
## Build
@@R2b@@
`codemagic.yaml` at the repo root.

## Release
Internal track first, then production after two days with no new crashes.
Version names follow `4.minor.patch`.
""")

a("certhub-dev-setup", "certhub dev setup", "2026-02-16", ["certhub", "setup"], """
@@R4b@@
You need Chromium locally for the PDF rendering tests; `CHROME_PATH` points at it.
Copy `.env.example` to `.env` and ask Dev for the staging KMS role.
""")

a("certhub-storage", "Where certificates end up", "2026-07-22", ["certhub", "storage"], """
@@R7b@@
The portal reads them through signed URLs valid for 10 minutes.
""")

a("certhub-signoff", "Certificate sign-off rules", "2026-03-25", ["certhub", "certificates", "bafe"], """
Agreed with Gareth after the BAFE prep meeting.

@@N2a@@
Reissues need a reason code.
""")

a("out-of-hours", "Out-of-hours call-outs", "2026-09-03", ["calloutd", "on-call"], """
## Escalation
@@N4b@@
The depot manager then rings round the engineers who are not on call.

## Notes
Out-of-hours means 18:00-08:00 on weekdays and all weekend.
""")

a("fault-report-timings", "Fault report timings", "2026-09-10", ["portal", "office", "sla"], """
@@O8b@@
After that the portal shows the customer a "we're on it" banner automatically.
""")

a("condemned-extinguishers", "Condemned extinguishers", "2026-04-02", ["field", "extinguishers"], """
## Condemning
@@NS8a@@
The reason is picked from a list (corrosion, failed discharge, obsolete type, damaged cylinder).

## Afterwards
@@N9a@@
A replacement is quoted the same day.
""")

a("customer-portal", "Customer portal notes", "2026-07-01", ["portal", "customers"], """
@@A7b@@

## Login
@@D6a@@
Accounts are created by the office when a contract starts.

## Certificates
@@N10a@@
Certificates are listed per site, newest first.

## Payments
@@S8b@@
Customers can pay any open invoice by card from the invoices page.
""")

a("monitoring", "Monitoring", "2026-08-14", ["monitoring", "infra"], """
@@S2b@@
Application metrics are in Grafana; logs go to CloudWatch and are kept 90 days.
""")

a("fieldkit-api", "fieldkit API calls", "2026-02-04", ["fieldkit", "api"], """
Notes from reading `lib/api/`:

@@S4a@@
Job lists come from `/v1/jobs?engineer=<id>&date=<day>`.
Signatures are posted as PNG with the visit close call.
""")

a("portal-repo", "Portal repository", "2026-06-05", ["portal", "git"], """
@@S5b@@
CI is GitHub Actions now; the old pipelines file was deleted.
""")

a("timesheets", "Engineer timesheets", "2026-01-20", ["hr", "engineers"], """
@@S6a@@
Overtime over 4 hours in a week needs the depot manager's OK.
""")

a("office-lookup-tips", "Office lookup tips", "2026-02-12", ["office", "history"], """
Where to find things when a customer rings.

@@S7a@@
Current contracts are in visitplanner under Customers.
""")

a("calloutd-deploy", "calloutd deploy", "2026-03-18", ["calloutd", "deploy"], """
@@S9a@@
Check the #deploys channel first in case someone else is mid-release.
""")

a("certhub-signing", "Certificate signing", "2026-02-27", ["certhub", "signing", "kms"], """
@@S10a@@
The signature shows up as a blue ribbon in Acrobat.
""")

a("visitplanner-db-notes", "visitplanner database notes", "2026-06-30", ["visitplanner", "postgres"], """
## Engine
@@F4b@@

## Migrations
@@N6b@@
Big backfills go through a management command in batches of 5,000 rows.
""")

a("assetlog-notes", "assetlog notes", "2026-05-28", ["assetlog"], """
## CI
@@O5a@@

## Tags
@@A3b@@
Reprinted tags keep the same code; a damaged tag never gets a new ID.
""")

a("portal-dev", "Portal dev notes", "2026-06-09", ["portal", "frontend"], """
@@O6a@@
Run it with `npm run dev`; it needs the staging API URL in `.env.local`.
""")

a("dispatch-areas", "Dispatch areas", "2026-10-06", ["planning", "depots"], """
Which depot covers which postcodes.

- Bristol: BS, BA, GL (south of Gloucester)
- Cardiff: CF, NP, SA (east)
- Exeter: EX, TQ, PL, TA
@@D2b@@
""")

a("invoice-run", "Daily invoice run", "2026-05-13", ["finance", "ledgerlink"], """
@@A6b@@
Call-outs are invoiced in the same run as planned visits.
""")

a("pricing-notes", "Pricing notes", "2026-04-09", ["finance", "pricing"], """
## Call-outs
@@A10b@@
Parking and congestion charges are passed on at cost.

## Planned visits
Contract customers pay a fixed annual fee per site.
""")

a("terraform-notes", "Terraform notes", "2026-05-26", ["terraform", "infra"], """
@@A8b@@
Stacks: `network`, `ecs`, `rds`, `portal`, `dns`.

@@NS9b@@
Plans go in the PR as a comment.
""")

a("certificate-recipients", "Who gets the certificate", "2026-08-20", ["certhub", "customers"], """
@@NS2a@@
The accounts address only gets the invoice.
If a site has no contact on file the office is asked to add one before the visit.
""")

# ---- unlabelled notes (share slots and words with labelled ones) ----
a("sms-costs", "SMS costs", "2026-04-28", ["calloutd", "costs"], """
Paging costs about 4p per SMS.
Voice calls cost more, so they are only used once SMS has not worked.
Monthly spend is reviewed by Helen.
""")

a("webhook-debugging", "Debugging Xero webhooks", "2026-07-15", ["ledgerlink", "xero"], """
Webhook payloads are logged for 7 days in CloudWatch under `/ledgerlink/webhooks`.
The signing key is in 1Password as "Xero webhook key".
""")

a("tablet-setup", "Setting up a new tablet", "2026-09-22", ["fieldkit", "tablets"], """
1. Enrol in Intune with the engineer's account.
2. Install fieldkit from the managed Play store.
3. Log in once on Wi-Fi so the first sync completes.
""")

a("extinguisher-types", "Extinguisher types", "2026-01-29", ["extinguishers", "reference"], """
- Water, foam, CO2, dry powder, wet chemical
- Colour band on the label shows the type (red, cream, black, blue, yellow)
- Dry powder units get an extended service every 5 years, same as water and foam
""")

a("alarm-panels", "Alarm panels we see", "2026-03-12", ["alarms"], """
Mostly Advanced MxPro 5, Kentec Syncro and Gent Vigilon.
Panel log exports are attached to the fa-inspection certificate.
Loop count and zone count are recorded per panel in assetlog.
""")

a("redis-notes", "Redis instances", "2026-06-18", ["infra", "redis"], """
Each app has its own ElastiCache Redis; there is no shared instance.
Eviction policy is `noeviction` everywhere except the portal cache.
""")

a("standup-2026-10-12", "Standup 12 Oct", "2026-10-12", ["standup"], """
- Dev: finishing the call-note schema in calloutd
- Siobhan: fieldkit 4.4 in internal testing
- Marta: BAFE follow-ups, quarterly review deck
""")

a("standup-2026-11-09", "Standup 9 Nov", "2026-11-09", ["standup"], """
- Dev: bulk certificate download for the portal
- Siobhan: tablet battery complaints from Exeter, checking background sync
- Helen: month-end close next week, no finance changes
""")

a("quarterly-review-q3", "Q3 review", "2026-10-01", ["review"], """
Call-outs handled in Q3: 1,140 (P1: 212).
Median P1 acknowledgement: 4 minutes.
Certificates issued in Q3: 9,870.
""")

a("photo-storage", "Photo storage", "2026-07-02", ["fieldkit", "storage"], """
Visit photos go to the `kestrel-visit-photos` S3 bucket and are kept for 3 years.
Thumbnails are generated by a Lambda on upload.
""")

a("customer-contacts", "Customer contacts", "2026-05-04", ["customers"], """
Each site can have a site contact and an accounts contact.
Phone numbers are edited in visitplanner by the office.
""")

a("month-end", "Month-end close", "2026-03-31", ["finance"], """
Month-end close runs over the last two working days.
Helen locks the period in Xero on the first working day of the next month.
""")

a("certificate-numbering", "Certificate numbering", "2026-02-19", ["certhub"], """
Numbers are allocated per depot and year, never reused.
A cancelled certificate keeps its number and is marked VOID.
""")

a("swindon-prep", "Swindon prep", "2026-07-08", ["depots", "swindon"], """
Swindon engineers shadow Bristol runs for two weeks before opening.
The depot gets 30 loan extinguishers like the others.
""")
