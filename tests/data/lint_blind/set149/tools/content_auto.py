# Free notes: auto/<slug>.md with title/created/tags. @@ID@@ marks a labelled claim line.
AUTO = [
("climon-debugging", "Debugging climon when the graphs go flat", "2026-04-02", ["climon", "debugging"], """
# climon: flat graphs

@@V1b@@When the dashboard flatlines, check the broker first: climon subscribes to `mqtt.vellstudio.internal:8883` and a stale TLS cert there stops every reading.

Quick look at raw traffic:

```
mosquitto_sub -h mqtt.vellstudio.internal -p 1883 -t 'loggers/#' -v
```

## Other causes
- Logger battery: check the voltage field in the last payload
- Gateway offline: the LED on the rack unit goes amber
"""),
("valuation-process", "How an insurance valuation goes through", "2026-02-20", ["valuetrack", "process"], """
# Valuation process

1. Femi books the inspection and opens the valuation in valuetrack.
2. Miriam inspects and records condition, dimensions and attribution notes.
3. Comparables are attached and the figure agreed.

@@S10a@@Valuation certificates are signed by hand and scanned into valuetrack.

## Revaluation
@@V4b@@Each insured value in valuetrack gets a revaluation reminder five years after the
certificate date, which is the cycle most fine-art insurers accept.
"""),
("easelbook-dev-setup", "easelbook local setup", "2026-01-15", ["easelbook", "setup"], """
# easelbook: local setup

@@V6b@@easelbook needs Python 3.11 locally; 3.12 breaks the pinned `reportlab` wheel.

```
createdb easelbook_dev
export DATABASE_URL=postgresql://localhost/easelbook_dev
python manage.py migrate
```

## Migrations
@@A8b@@CI rejects migrations without a reverse step, so always fill in `reverse_code` on
RunPython operations.

Fixtures for a demo job: `python manage.py loaddata demo_job`.
"""),
("condrep-release", "condrep release checklist", "2026-03-11", ["condrep", "release"], """
# Releasing condrep

@@R2b@@condrep's pipeline runs on our self-hosted Woodpecker; a green build there is what gates the release tag.

- Bump the version in `pyproject.toml`
- Check one report of each type renders (incoming, outgoing, loan, insurance)
- Tell Hannah when it is live
"""),
("report-signoff-flow", "What happens when a report is signed off", "2026-04-15", ["condrep", "signoff"], """
# Sign-off flow

@@N2b@@When Miriam signs off a report, condrep emails the PDF straight to the owner's contact as an attachment.

The signed version is frozen; corrections need a new report number.
"""),
("lightbox-ingest", "lightbox ingest pipeline", "2026-03-03", ["lightbox", "ingest"], """
# Ingest

Captures are dropped into the ingest folder with the job ref in the name.

@@N3b@@Once the TIFF master is written, the ingest job deletes the CR3 raws to save space.
@@A1b@@Masters land in the `lightbox-originals` bucket as uncompressed TIFFs.
@@O4b@@The ingest worker is pinned to Python 3.10 because of the `rawpy` build.

Colour check: every session must include a ColorChecker shot, or ingest flags the batch.
"""),
("rh-alarm-runbook", "RH alarm runbook", "2026-05-18", ["climon", "runbook", "alarms"], """
# RH alarm: what to do

@@N6b@@An RH excursion in any store pages the on-call conservator immediately, nights and weekends included.

1. Check the reading against the neighbouring logger; a single spike is usually a door left open.
2. If two loggers agree, go in and check the dehumidifier or humidifier.
3. Record the excursion and the action in the ops notes.
"""),
("website-case-studies", "Case studies on the website", "2026-06-01", ["website", "marketing"], """
# Case studies

@@N7b@@Each case study on the website credits the owner by name under the before/after images.
@@NS7b@@Case studies use the before/after visible-light photos, cropped to the painting.

Text is written by Miriam; the agent only formats and uploads.
"""),
("gdpr-cleanup", "Data cleanup jobs", "2026-07-09", ["easelbook", "gdpr"], """
# Cleanup jobs

@@N9b@@The cleanup command hard-deletes cancelled treatment records after 90 days.

Contacts with no job in seven years are anonymised (name and address cleared, job history kept).
Run with `--dry-run` first; it prints what it would touch.
"""),
("easelbook-deploy", "Deploying easelbook", "2026-02-10", ["easelbook", "deploy"], """
# Deploying easelbook

@@S2a@@easelbook runs on Heroku (`easelbook-prod`), deploy with `git push heroku main`.

Check the release phase output for migrations; a failed migration rolls the release back.
"""),
("easelbook-oncall", "easelbook: where to look when it breaks", "2026-03-18", ["easelbook", "errors"], """
# When easelbook breaks

@@R7b@@For easelbook exceptions look in Honeybadger first; it groups the Celery task failures nicely.

Most tickets are actually data: a missing owner contact or a job with two open treatments.
"""),
("nas-retirement", "Retiring nas01", "2026-09-16", ["nas", "imaging"], """
# nas01 retirement

@@S4b@@`nas01` has been read-only since 14 September; new imaging exports go to the lightbox drop folder on `nas02`.

Old shares stay mounted until the copy to lightbox is verified, then the box goes to recycling.
"""),
("lorawan-rollout", "Notes from the logger rollout", "2026-05-25", ["climon", "loggers"], """
# Logger rollout notes

Each logger sits at about 1.5 m, away from radiators and outside walls.
Room 4 has the weakest signal; the logger sits on the top shelf near the door.
Loan spares live in the drawer under the rack, batteries out.
"""),
("valuetrack-reporting", "Reporting on valuations", "2026-05-04", ["valuetrack", "metabase"], """
# Valuation reporting

@@R4b@@valuetrack stores everything in MariaDB, so the Metabase questions for valuations use MySQL syntax.

Useful questions: certificates due for revaluation this quarter, total insured value per client.
"""),
("valuetrack-deploy", "valuetrack deployment", "2026-06-19", ["valuetrack", "deploy"], """
# valuetrack deploy

@@O6b@@valuetrack is deployed with Kamal to the Hetzner box `app03`.

Secrets come from Bitwarden via `kamal env push`.
"""),
("clientroom-support", "clientroom support notes", "2026-07-16", ["clientroom", "support"], """
# clientroom support

Common calls from clients, and what to say.

@@V10b@@Clients who come back a few days later can still use the emailed link: clientroom report links stay valid for 30 days.
@@O10a@@Client sessions in clientroom end after 2 hours idle, which is why people ring saying they've been logged out.

If a client can't find a report, check it is signed; drafts never show in the portal.
"""),
("climon-ci", "climon builds", "2026-04-27", ["climon", "ci"], """
# climon builds

@@O9a@@climon is built and released by GitHub Actions with goreleaser; tags `v*` publish the binary.

The binary is copied to the studio PC by the deploy script; no containers for this one.
"""),
("backup-review-2026", "Backup review 2026", "2026-03-30", ["backups", "review"], """
# Backup review, March 2026

@@R9b@@lightbox's off-site copy is made by BorgBackup to a Hetzner Storage Box every night.

db01: dumps and WAL, see the infra note.
The studio PCs are not backed up; nothing lives only on them.
"""),
("portal-pilot-retro", "Portal pilot retrospective", "2026-04-10", ["clientroom", "pilot", "retro"], """
# Pilot retro (Jan–Mar 2026)

@@D5a@@During the January–March pilot, report links were sent by hand from the studio Outlook mailbox.

What worked: clients liked seeing job status without phoning.
What didn't: links sent by hand got lost in spam folders.
"""),
("studio-history", "A bit of studio history", "2026-01-08", ["studio", "history"], """
# Studio history

Miriam opened the studio in 2019 after twelve years at a regional conservation centre.
@@D7a@@When the studio opened in 2019, condition reports were typed in Word and printed on
letterhead.
The first digital system was a shared spreadsheet of jobs, replaced by easelbook in 2022.
"""),
("insurer-audit-2026", "Insurer audit, February 2026", "2026-02-27", ["valuetrack", "audit"], """
# Insurer audit

@@D10b@@For the insurer audit in February 2026 we sent valuations as an Excel workbook built by hand from the CSV.

The auditor sampled 40 certificates and checked the condition report dates.
"""),
("condrep-fonts", "condrep report typography", "2026-05-08", ["condrep", "design"], """
# Report typography

@@D4a@@The 2025 reports used Helvetica for the body text; it looked cramped in the damage tables.
Tables of damage now get more line height than body text.

Headings stay in the studio's brand colour.
"""),
("loan-couriering", "Loans: crates and couriers", "2026-08-12", ["loans", "packing"], """
# Loans

@@O2b@@Crates for outgoing loans are conditioned to 50% RH for 48 hours before packing.

Courier decisions are Miriam's; the borrower pays for the courier's travel.
"""),
("onboarding", "Onboarding a new team member", "2026-09-30", ["onboarding"], """
# Onboarding

@@A5b@@Shared credentials are in the Vell Studio Bitwarden organisation; ask Tomasz for an invite.

Read the glossary note first, then shadow Hannah on one incoming report.
"""),
("varnish-removal-notes", "Varnish removal: what gets recorded", "2026-02-02", ["treatment", "easelbook"], """
# Varnish removal records

Solvent tests are recorded as a small grid: solvent or gel, dwell time, result per test area.
The chosen system goes into the treatment step; the rejected ones stay in the test grid.
Photos under UV before and after are expected for any varnish removal.
"""),
("condition-terms-cheatsheet", "Condition terms cheat sheet", "2026-01-19", ["condrep", "terms"], """
# Condition terms

| Term | Meaning |
|---|---|
| Cupping | paint islands curled at the edges |
| Tenting | paint lifting into a ridge |
| Bloom | hazy varnish, moisture |
| Craquelure | network of cracks, age or drying |

Use these words in reports; condrep's picklist follows this table.
"""),
("metabase-questions", "Metabase questions worth keeping", "2026-05-06", ["metabase", "reporting"], """
# Metabase

- Jobs opened per month, by client type
- Average days from intake to exit report
- Reports per conservator per month (Miriam asked for this, not for appraisal)
"""),
("loan-module-design", "Loan module design notes", "2026-10-15", ["easelbook", "condrep", "loans"], """
# Loan module design

A loan has one outgoing report and one incoming report; the two are linked so differences can be listed.
The courier is a contact on the loan, not a free-text field.
Open: insurance of the loan is the borrower's, but we still store the agreed value.
"""),
("studio-glossary-additions", "More terms for the glossary", "2026-06-12", ["terms"], """
# More terms

- Facing: tissue applied to the paint surface to hold flakes during treatment
- Strip lining: narrow canvas strips added at the tacking margins only
- Stretcher vs strainer: a stretcher has keys, a strainer does not
"""),
("agent-session-habits", "How sessions usually go", "2026-03-02", ["agent", "habits"], """
# Session habits

Tomasz opens a session per ticket and closes it when the PR is up.
Start by reading the ticket and the overview note of the app it touches.
End with a short list of anything left undone, in the PR description.
"""),
("ticket-triage", "Ticket triage", "2026-08-20", ["tickets", "process"], """
# Triage

Studio staff raise tickets by email to the tracker address; the agent tags them by app.
Anything that stops a report being signed is urgent; everything else waits for Tomasz's next day in.
"""),
("climon-storage", "Where climon keeps its readings", "2026-06-10", ["climon", "database"], """
# climon storage

@@F2b@@Readings go into the `readings` hypertable in TimescaleDB, chunked by week and
compressed after 30 days.

Alarm state is kept in memory and rebuilt from the last hour of readings on restart.
"""),
("report-photo-rules", "Photos a condition report must have", "2026-04-22", ["condrep", "photos"], """
# Photos in condition reports

Overall front and back, plus details of every marked damage.
@@F4b@@Sign-off is blocked unless there is a raking-light photo, and for canvas paintings a
transmitted-light one as well.
Detail shots need a scale bar in frame.
"""),
]
