# remnic facts: (date, category, tags, confidence, body)
FACTS = [
# --- value slots
("2026-05-19", "fact", ["rites", "database"], 0.9, """
[[V1y|O2y]]The rites Postgres listens on `pg-bereave-01.hvbc.internal:5433`; put that in `DATABASE_URL` for local tunnels too.
"""),
("2026-06-02", "fact", ["cremlog", "plc"], 0.85, """
[[V3y]]cremlog reads each cremator PLC every 30 seconds; the FT controllers get unhappy with anything faster.
"""),
("2026-08-14", "fact", ["ashes", "policy"], 0.8, """
[[V5y]]We hold ashes nobody has collected for 6 months, then send the applicant the first letter.
"""),
("2026-07-22", "fact", ["memorials", "uploads"], 0.9, """
[[V6y]]The masons' portal accepts uploads up to 25 MB per file (`MAX_UPLOAD_MB=25` in the app settings).
"""),
("2026-09-03", "fact", ["rites", "webhooks"], 0.85, """
[[V7y]]rites retries a failed funeral-director webhook 8 times before it gives up and emails the office.
"""),
("2026-10-06", "fact", ["crematorium", "cctv"], 0.75, """
[[V9y]]The crematorium forecourt CCTV overwrites itself after 14 days, so footage requests need to come in quickly.
"""),
# --- role slots
("2026-04-28", "fact", ["rites", "errors"], 0.9, """
[[R1x]]rites reports its exceptions to GlitchTip (self-hosted at `glitchtip.hvbc.internal`).
"""),
("2026-06-18", "fact", ["gravebook", "ci"], 0.85, """
[[R2y]]gravebook's pipeline runs on the council's GitLab CI runners; `.gitlab-ci.yml` has test, build and deploy stages.
"""),
("2026-07-01", "fact", ["rites", "email"], 0.85, """
[[R3y]]rites sends FD confirmation emails through Postmark; the server token is in Key Vault.
"""),
("2026-08-20", "fact", ["grounds", "cemeteries"], 0.8, """
[[R5y]]Grave digging and grounds jobs for the cemeteries are raised in Alloy; the grounds tablets only have the Alloy app.
"""),
("2026-05-07", "decision", ["gravebook", "map"], 0.9, """
[[R8y]]gravebook's plot map is built with OpenLayers (needed for the British National Grid projection).
"""),
("2026-09-15", "fact", ["memorials", "hosting"], 0.85, """
[[R10y]]The memorials portal is hosted on Azure App Service alongside rites.
"""),
# --- negation
("2026-03-12", "fact", ["cremlog", "register"], 0.8, """
[[N1y]]When a cycle finishes, cremlog writes the cremation straight into the statutory register.
"""),
("2026-06-25", "fact", ["fd-portal", "cancellations"], 0.85, """
[[N2x]]FDs can't cancel bookings in the portal at all; every cancellation goes through the office by phone.
"""),
("2026-08-04", "preference", ["memorials", "git"], 0.9, """
[[N3y]]Don't squash memorials PRs; the permit audit wants every commit kept.
"""),
("2026-09-09", "decision", ["public-map", "privacy"], 0.9, """
[[N5y]]Plot-level locations are not published; the public map only shows section boundaries.
"""),
("2026-05-28", "fact", ["ashes", "collection"], 0.85, """
[[N8x]]Cremated remains are never sent by post or courier; someone has to collect them in person.
"""),
("2026-02-17", "fact", ["rites", "sms"], 0.75, """
[[N9x]]rites texts families a reminder the day before the service.
"""),
("2026-04-09", "fact", ["fees", "burials"], 0.8, """
[[N10y]]Excavation isn't included in the interment fee; it's billed separately as a digging charge.
"""),
# --- stale vs change
("2026-08-31", "fact", ["gravebook", "gis"], 0.9, """
[[S2y]]`gis01` was shut down in August; gravebook tiles come from the council GeoServer now.
"""),
("2026-05-12", "decision", ["rites", "deploy"], 0.9, """
[[S5y]]`fab deploy` is no longer used for rites; releases go out through the GitHub Actions pipeline.
"""),
("2026-06-30", "fact", ["cremlog", "python"], 0.9, """
[[S7y]]cremlog no longer runs on the system Python 3.9; it has had its own 3.12 venv since June.
"""),
("2026-03-23", "fact", ["office", "phones"], 0.85, """
[[S8y]]The Northfield lodge office closed in March; the cemetery enquiries number now goes to the Civic Centre contact centre.
"""),
# --- refinement
("2026-02-05", "fact", ["rites", "postgres"], 0.9, """
[[F1y]]rites needs Postgres 16 with `btree_gist`; the chapel-slot overlap constraint depends on it.
"""),
("2026-01-21", "fact", ["rites", "burials"], 0.85, """
[[F2x]]All burials are booked in rites, whichever cemetery they're at.
"""),
("2026-07-14", "fact", ["cremlog", "alerts"], 0.85, """
[[F3y]]cremlog's temperature alerts post to #bereave-alerts and, between 18:00 and 08:00, also page the duty technician.
"""),
("2026-04-16", "preference", ["cremlog", "deploy"], 0.8, """
[[F4x]]Deploys to cremlog happen on weekdays only.
"""),
("2026-08-11", "fact", ["memorials", "permits"], 0.85, """
[[F5y]]Memorial permits run for 6 months from the approval date, not from when the mason applied.
"""),
("2026-10-20", "fact", ["open-data", "gravebook"], 0.8, """
[[F7y]]The monthly open-data burial extract leaves out burials from the last 12 months
and anything the office has flagged as sensitive (e.g. infant graves).
"""),
("2026-07-07", "fact", ["cremlog", "retention"], 0.85, """
[[F9y]]cremlog keeps raw readings for 90 days, then downsamples them to 1-minute averages that are kept for 7 years.
"""),
("2026-09-22", "fact", ["fd-portal", "auth"], 0.85, """
[[F10x]]The FD portal signs people in through Azure AD B2C.
"""),
# --- other subject
("2026-06-09", "fact", ["garden-of-remembrance", "leases"], 0.8, """
[[O5y]]Cremated-remains plots in the Garden of Remembrance are leased for 25 years.
"""),
("2026-03-30", "fact", ["rites", "ci"], 0.9, """
[[O7y]]rites CI runs on GitHub Actions; the required check is `test (3.12)`.
"""),
("2026-10-13", "fact", ["memorials", "fees"], 0.8, """
[[O8y]]Memorial permit fees are invoiced to the mason monthly through Civica Financials.
"""),
("2026-07-29", "fact", ["cemeteries", "flowers"], 0.75, """
[[O10y]]Flowers and wreaths are cleared from new graves 14 days after the funeral.
"""),
# --- dated history
("2026-06-23", "fact", ["cremlog", "history"], 0.85, """
[[D1x]]Until the June tuning, cremlog polled each PLC once a minute.
"""),
("2026-03-26", "fact", ["rites", "hosting", "history"], 0.9, """
[[D3x]]Until the March migration, rites ran on the on-prem VMware cluster (`rites-app-01`).
"""),
("2026-05-21", "fact", ["backups", "history"], 0.8, """
[[D7x]]Before the backup share was enlarged in May we only had room for 7 nightly gravebook dumps.
"""),
("2026-04-02", "fact", ["memorials", "history"], 0.8, """
[[D8x]]In the beta (January to March) the masons' portal capped uploads at 5 MB.
"""),
("2026-04-14", "fact", ["rites", "email", "history"], 0.85, """
[[D9x]]For the first quarter of 2026 rites sent its email through SendGrid.
"""),
("2026-11-02", "fact", ["cremators"], 0.9, """
[[D10y]]Both cremators are in service; Cremator 2 takes the longer cycles.
"""),
# --- agreeing duplicates
("2026-02-24", "fact", ["gravebook", "database"], 0.9, """
[[A1y]]gravebook's DSN is `postgresql://gravebook@pg-gis-01.hvbc.internal/gravebook` (default port).
"""),
("2026-08-26", "fact", ["webcast", "retention"], 0.85, """
[[A2y|O9y]]Obitus deletes webcast recordings four weeks after the service.
"""),
("2026-01-15", "fact", ["cremators"], 0.9, """
[[A3y]]Both cremators at Hollins Vale were supplied by Facultatieve Technologies.
"""),
("2026-03-05", "fact", ["burials", "days"], 0.85, """
[[A4y]]Sunday burials aren't offered anywhere in the borough.
"""),
("2026-02-10", "fact", ["memorials", "stack"], 0.9, """
[[A5y]]memorials is a Rails 7.1 app; use Ruby 3.3 (see `.ruby-version`).
"""),
("2026-05-14", "fact", ["backups", "gravebook"], 0.85, """
[[A7y]]The nightly gravebook dump kicks off at 01:30 from `bkp-01`.
"""),
("2026-01-27", "preference", ["jira", "workflow"], 0.9, """
[[A8y]]All bereavement digital tickets live in Jira under the `BRV` key.
"""),
("2026-04-21", "fact", ["office", "hours"], 0.8, """
[[A10y]]The bereavement office is staffed 9 till half four on weekdays.
"""),
# --- negation scope
("2026-06-16", "fact", ["ashes", "release"], 0.9, """
[[NS1x]]Ashes are never released without the signed collection form.
"""),
("2026-10-27", "fact", ["cremlog", "on-call"], 0.8, """
[[NS2y]]IT on-call owns cremlog outages out of hours (service down, queue backing up).
"""),
("2026-07-09", "decision", ["burials", "erb"], 0.9, """
[[NS4x]]No interment is booked without a deed check
against the ERB register, even when the FD says the family holds the deed.
"""),
("2026-09-29", "fact", ["webcast"], 0.85, """
[[NS5y]]Every chapel service with a webcast booking is streamed live.
"""),
("2026-03-18", "fact", ["rites", "migrations"], 0.85, """
[[NS7y]]rites migrations are applied automatically by the deploy pipeline before the new release takes traffic.
"""),
("2026-08-18", "fact", ["cremlog", "alerts"], 0.85, """
[[NS8x]]cremlog doesn't alert on a single missed reading; it waits for 3 in a row.
"""),
("2026-10-01", "fact", ["fd-portal", "cancellations"], 0.85, """
[[NS9x]]Inside 48 hours of the service an FD can't cancel online; they ring the office.
"""),
# --- noise (no labelled claims)
("2026-01-12", "preference", ["workflow"], 0.8, """
Mariam prefers the agent to open draft PRs early rather than one big PR at the end.
"""),
("2026-02-02", "fact", ["gravebook", "plots"], 0.85, """
Plot refs are `<site>-<section>-<number>`; St Aldhelm's Road sections are letters, Northfield sections are letters plus a digit for the 1960s extension.
"""),
("2026-02-19", "fact", ["rites", "redis"], 0.85, """
rites' Celery results are stored in Redis db 3 on the same `redis-bereave` instance; db 2 is the broker.
"""),
("2026-03-09", "fact", ["crematorium", "chapels"], 0.8, """
The West Chapel seats 40 and is used for smaller services; the East Chapel seats 120.
"""),
("2026-04-23", "preference", ["testing"], 0.85, """
Run gravebook tests with `pytest -n auto`; the PostGIS fixtures are slow otherwise.
"""),
("2026-05-04", "fact", ["memorials", "inspections"], 0.8, """
Memorial inspections after fixing are done by the cemetery team, not the masons; results are recorded in the portal.
"""),
("2026-06-11", "fact", ["cremlog", "timescale"], 0.85, """
cremlog's hypertable is `readings`, chunked by day; compression kicks in after 7 days.
"""),
("2026-07-16", "fact", ["webcast", "booking"], 0.8, """
Webcast add-ons have to be booked at least 2 working days before the service so Obitus can set up the link.
"""),
("2026-09-01", "fact", ["sms", "notify"], 0.8, """
Texts to funeral directors use the GOV.UK Notify SMS template `fd-reminder-v2`.
"""),
("2026-10-23", "preference", ["docs"], 0.8, """
Lena wants gravebook's README kept current whenever a management command is added.
"""),
("2026-11-10", "fact", ["kettleby-green"], 0.8, """
Kettleby Green plots in the new meadow are marked with a numbered oak peg until a tree is planted.
"""),
("2026-11-17", "decision", ["rites", "chapel"], 0.85, """
The West Chapel is used for direct cremations with no mourners present; no music or webcast there.
"""),
]
