# Free notes: auto/<slug>.md -> (title, created, tags, body). Claim lines as @@ID@@.
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("renewal-reminder-wording", "Renewal reminder wording", "2026-02-19", ["renewald", "renewals", "copy"], """
Gwen rewrote the reminder copy after complaints that it read like a bill.

@@V2b@@
Subject line: "Your farm insurance renews on {date}". No exclamation marks.
Sign off with the account handler's name, not "The Hedgerow Team".
""")

a("quotegate-local-setup", "quotegate local setup", "2026-06-03", ["quotegate", "dev-setup"], """
## Getting it running
@@V4b@@
Copy `.env.example` to `.env`; ask Marta for the insurer sandbox keys.
Run the recorded-fixture tests first, they need no network.

## Gotchas
The Cambrian sandbox is down most weekends.
""")

a("claimtrack-sms-notes", "claimtrack SMS notes", "2026-08-21", ["claimtrack", "sms"], """
Texts go out when a claim is acknowledged, when an adjuster is booked and when it is settled.

@@V7b@@
time; after that the claim gets a 'phone the claimant' flag in the queue.

Numbers are normalised to E.164 before sending; landlines are skipped.
""")

a("scheduled-jobs", "Scheduled jobs", "2026-10-12", ["infra", "cron", "renewald", "brokerdesk"], """
What runs on a timer, and who to ask.

| job | schedule | owner |
|---|---|---|
@@V9a@@
| brokerdesk bordereaux import | nightly 02:00 | Owain |
| Postgres backups | nightly 01:00 | Owain |
| claimtrack stale-claim report | Mondays 08:00 | Sian |
""")

a("brokerdesk-env", "brokerdesk .env for local dev", "2026-03-02", ["brokerdesk", "dev-setup"], """
The variables that matter when pointing a laptop at the shared dev services:

```
DJANGO_SETTINGS_MODULE=brokerdesk.settings.dev
@@V10a@@
CELERY_TASK_ALWAYS_EAGER=false
```

Everything else can stay as in `.env.example`.
""")

a("build-box", "The build box", "2026-05-07", ["infra", "ci"], """
@@R2b@@
Owain's desk in the Shrewsbury office.
It also runs Renovate once a week and keeps a Docker layer cache for the Python images.
If the office power goes, builds stop; it comes back by itself on the UPS.
""")

a("claimtrack-oncall", "claimtrack on-call notes", "2026-07-09", ["claimtrack", "on-call"], """
## Errors
@@R5b@@
Most noise is from the OCR worker timing out on huge PDFs; those can wait until morning.

## Restarting
`docker compose restart claimtrack-api` on the app server is safe; the queue survives it.
""")

a("quotegate-review-checklist", "quotegate review checklist", "2026-04-15", ["quotegate", "review", "git"], """
Before approving a quotegate PR:
- rating changes have a recorded-fixture test for each insurer touched
- no insurer key in the diff
- CHANGELOG entry under "Unreleased"

@@R8b@@
""")

a("insurer-portal-logins", "Insurer portal logins", "2026-03-24", ["insurers", "security"], """
@@R10b@@
Each broker has their own login where the insurer allows it; the shared ones are only for Cambrian.
Change the shared passwords when someone leaves.
""")

a("brokerdesk-release-process", "brokerdesk release process", "2026-09-08", ["brokerdesk", "release", "git"], """
## Merging
@@N1b@@
Release notes are written from the PR titles.

## Shipping
@@NS5b@@
Watch the error rate for ten minutes after each release.
""")

a("renewals-q3-notes", "Renewals Q3 notes", "2026-09-30", ["renewald", "renewals"], """
Quarter review with Gwen.

@@N3b@@
Brokers still ring the bigger clients personally regardless.
Lapse rate was down on last year; most lapses were farms that sold up.
""")

a("quotegate-release-notes", "quotegate release habits", "2026-05-22", ["quotegate", "release"], """
@@N5b@@
Releases are tagged `vYYYY.MM.DD`; the CHANGELOG is cut at the same time.
Insurer-facing changes get a heads-up email to the insurer's broker desk a day before.
""")

a("quotegate-perf", "quotegate performance", "2026-10-02", ["quotegate", "performance"], """
Slowest insurer is Cambrian by a distance.

@@N8b@@
The broker screen shows a spinner per insurer, so a slow one doesn't block the others.
""")

a("docvault-retention", "docvault retention", "2026-06-17", ["docvault", "retention", "gdpr"], """
@@N10b@@
Claim files follow the claim's own retention, which Sian sets when the claim closes.
The purge job writes a line per deleted file to the audit log.
""")

a("marcher-api-v3", "Marcher Mutual API v3", "2026-09-04", ["quotegate", "insurers", "marcher"], """
@@S2b@@
v3 wants the CPH number and the holding's grid reference on every request.
Their sandbox is at a different host; the URL is in `.env.example`.
""")

a("claimtrack-ocr", "claimtrack OCR", "2026-07-28", ["claimtrack", "ocr"], """
@@S4b@@
pdfsense handles the vet certificates far better, but struggles with handwritten invoices.
Large PDFs (over 40 pages) are split before OCR.
""")

a("deploy-kamal", "Deploying with Kamal", "2026-05-19", ["infra", "deploy"], """
@@S6b@@
Each app has a `config/deploy.yml`; secrets come from the environment of the CI job.
Rollback: `kamal rollback <version>`.
""")

a("teams-move", "Chat move", "2026-02-03", ["office", "chat"], """
@@S9b@@
Channels were recreated as Teams channels with the same names.
Guests (the accountants, the insurers' account managers) were not carried over.
""")

a("farmportal-login", "farmportal login", "2026-04-28", ["farmportal", "auth"], """
@@F2b@@
Clients without email (a handful of older farmers) are set up with a family member's address, with consent noted in brokerdesk.
""")

a("brokerdesk-timezones", "brokerdesk and time zones", "2026-03-30", ["brokerdesk", "dates"], """
@@F6b@@
Policy start and end dates are plain dates, not timestamps, so no conversion applies to them.
Watch out around the clocks changing: the 01:00 jobs run twice or not at all.
""")

a("quotegate-logging", "quotegate logging", "2026-06-25", ["quotegate", "logging"], """
@@F8b@@
Never log the full risk payload; it has the client's name and holding address.
Insurer request IDs are logged so we can quote them to the insurer's support desk.
""")

a("farmportal-design", "farmportal design notes", "2026-04-02", ["farmportal", "design"], """
@@F10b@@
Buttons are big; a lot of clients use the portal on a phone in a tractor cab.
Dates are shown as "3 March 2026", never numeric.
""")

a("renewald-bounces", "renewald bounce handling", "2026-07-15", ["renewald", "email"], """
@@O2b@@
Hard bounces also clear the address in brokerdesk and open a task to get a new one.
""")

a("marketing-site", "Marketing website", "2026-01-22", ["website"], """
@@O4a@@
Marta updates the copy; Gwen approves anything that mentions cover or prices.
The "Make a claim" button links to the farmportal claim form.
""")

a("renewald-errors", "renewald errors", "2026-08-05", ["renewald", "errors"], """
@@O6a@@
Most errors are brokerdesk API timeouts during the nightly import window; renewald retries on the next run.
""")

a("farmportal-uploads", "farmportal uploads", "2026-05-12", ["farmportal", "uploads"], """
@@O8a@@
PDF, JPG and PNG only. Stock lists in Excel are accepted and converted to PDF by docvault.
""")

a("renewal-terms-attachments", "Renewal terms attachments", "2026-08-27", ["renewald", "renewals"], """
@@O9b@@
If the insurer hasn't sent terms yet, the reminder says so and the broker follows up.
""")

a("claimtrack-dev-setup", "claimtrack dev setup", "2026-02-11", ["claimtrack", "dev-setup"], """
@@O10b@@
`uv sync` then `uvicorn claimtrack.main:app --reload`.
The OCR worker is optional locally; set `OCR_ENABLED=false`.
""")

a("harvest-pilot-review", "Harvest pilot review", "2026-10-06", ["claimtrack", "pilot"], """
@@D1a@@
Sian logged 41 claims that way; most were crop and machinery damage.
We stopped it at the end of the pilot: photos arrived without any claim details and had to be chased.
""")

a("renewals-season-plan", "Renewals season plan", "2026-01-14", ["renewals", "renewald"], """
@@D3a@@
Goal for the year: every reminder sent by renewald, every response recorded in brokerdesk.
January and April are the peaks (calendar-year policies and lambing-season livestock).
""")

a("claimtrack-upload-history", "Claim photo uploads: history", "2026-05-05", ["claimtrack", "uploads"], """
@@D5a@@
Those claims have the originals in Sian's mailbox if an adjuster ever asks for them.
""")

a("lambing-season-2026", "Lambing season 2026", "2026-05-02", ["claims", "seasonal"], """
@@D9a@@
with the line diverted to a mobile that Sian and Gwen shared.
Livestock death claims were up about a third on 2025.
Next year: decide in February whether to repeat it.
""")

a("brokerdesk-staging", "brokerdesk staging", "2026-04-09", ["brokerdesk", "staging"], """
@@A1b@@
Don't send real emails from staging; the mail backend there writes to a file.
""")

a("office-info", "Office info", "2026-01-08", ["office"], """
Hedgerow's office is on the first floor above the agricultural merchants, Shrewsbury.
@@A4b@@
Parking in the yard at the back; the gate code is on the noticeboard.
""")

a("service-owners", "Service owners", "2026-06-10", ["team", "ownership"], """
| service | owner | backup |
|---|---|---|
| brokerdesk | Owain | Marta |
| claimtrack | Owain | Marta |
| renewald | Owain | Gwen |
@@A5b@@
| farmportal | Marta | Owain |
| docvault | Owain | Marta |
""")

a("dns-notes", "DNS notes", "2026-03-15", ["infra", "dns"], """
@@A6b@@
Internal names under `hedgerow.internal` are served by the office router, not the public zone.
""")

a("claims-handling-faq", "Claims handling FAQ", "2026-05-27", ["claims", "faq"], """
## References
@@A8b@@

## Who tells the insurer?
Sian tells the insurer about a new claim within 24 hours; the full submission follows once the paperwork is in.

## Photos
Ask for at least one wide shot and one close-up of each damaged item.
""")

a("cover-notes", "Cover notes", "2026-07-21", ["brokerdesk", "policies"], """
@@NS1b@@
They are valid for 30 days or until the full schedule arrives, whichever is sooner.
The template lives in brokerdesk under Documents → Cover note.
""")

a("farmportal-claims-view", "farmportal claims view", "2026-08-12", ["farmportal", "claims"], """
@@NS6a@@
Open claims show the adjuster's visit date once it is booked.
""")

a("bordereaux", "Bordereaux", "2026-04-22", ["brokerdesk", "insurers", "bordereaux"], """
Marcher and Three Counties post bordereaux to an SFTP drop that brokerdesk reads.
@@NS8a@@
a spreadsheet, which Sian uploads by hand through the brokerdesk admin.
Mismatches between bordereaux and brokerdesk go on a task list for Owain.
""")

a("quotegate-risk-types", "quotegate risk types", "2026-03-19", ["quotegate", "rating"], """
@@NS10b@@
Equestrian yards and farm shops are added as extensions on a farm quote, not as their own risk type.
""")

# ---- notes with no labelled claim
a("meeting-2026-01-planning", "January planning meeting", "2026-01-06", ["planning", "meeting"], """
Priorities for 2026, agreed with Gwen:
1. Renewals handled end to end in renewald and farmportal.
2. Claims photos and documents all in docvault.
3. MTA requests online.
Nice to have: a dashboard of renewals due per broker.
""")

a("claimtrack-queue-view", "claimtrack queue view", "2026-03-05", ["claimtrack", "ui"], """
Oldest open claim first, as Sian asked.
Colour bands: red for claims with no insurer notification yet, amber for waiting on adjuster.
Filters by insurer and by claim type (storm, fire, theft, livestock, liability).
""")

a("quotegate-adding-an-insurer", "Adding an insurer to quotegate", "2026-07-01", ["quotegate", "insurers"], """
1. Write the mapping from our risk model to the insurer's request in `src/insurers/<name>/map.ts`.
2. Record fixtures against their sandbox.
3. Add the insurer to the broker screen behind a feature flag.
4. Gwen signs the agency agreement before the flag is switched on.
""")

a("commission-report", "Commission report", "2026-02-26", ["brokerdesk", "finance"], """
brokerdesk exports the monthly commission report as CSV for the accountants (Hughes & Price, Welshpool).
One row per policy transaction; MTAs and cancellations appear as their own rows.
Gwen checks it against the bordereaux before it is sent.
""")

a("gdpr-notes", "GDPR notes", "2026-06-30", ["gdpr", "compliance"], """
Subject access requests go to Gwen and are answered within one month.
The privacy notice on farmportal was reviewed in June.
Health details (for personal accident cover) are special category data; keep them out of logs.
""")

a("incident-2026-07-quotegate", "Incident: Three Counties quotes failing", "2026-07-14", ["quotegate", "incident"], """
Three Counties quotes failed for most of the morning of 14 July.
Cause: their API certificate chain changed and our pinned intermediate was out of date.
Fix: stopped pinning; we now trust the system CA store.
""")

a("farmportal-accessibility", "farmportal accessibility", "2026-09-16", ["farmportal", "accessibility"], """
Minimum text size 18px on forms.
Every photo upload field has a text alternative ("describe the damage").
Tested with VoiceOver on an iPhone SE, the phone a lot of our clients have.
""")

a("renewals-peak-checklist", "Renewals peak checklist", "2026-11-20", ["renewals", "checklist"], """
Before the January peak:
- check every insurer has sent terms for policies ending in January
- clear the bounced-address task list
- make sure each broker's call list is under 40 policies
""")

a("claim-types", "Claim types", "2026-02-17", ["claims", "glossary"], """
- Storm: wind and hail damage to buildings and polytunnels
- Fire: buildings, machinery, stored crops
- Theft: machinery, quad bikes, fuel, livestock
- Livestock: deaths and emergency slaughter
- Liability: public and employer's liability
""")

a("mta-vehicles-spec", "MTA vehicles spec", "2026-11-09", ["farmportal", "mta"], """
Client picks the vehicle, enters the registration and the change date.
The request shows on the broker's task list with the insurer's rule for that vehicle type.
Quad bikes and ATVs are treated as vehicles, not as farm machinery.
""")
