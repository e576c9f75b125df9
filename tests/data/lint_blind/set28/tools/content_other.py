# auto/ notes: slug -> (title, created, tags, body); remnic: key -> (date, category, hh, mm, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("vetbook-slow-queries", "vetbook slow queries (appointments search)", "2026-05-12", ["vetbook", "postgres", "performance"],
"""Reception at York complained that the day view takes 6-8 s to load.

@@V1b@@
pgbouncer in front is only used by the Metabase replica connection.

`EXPLAIN ANALYZE` showed a seq scan on `appointments` filtered by `site_id` and `starts_at`;
added a composite index `(site_id, starts_at)` concurrently, day view is now ~300 ms.

@@NS9a@@
(`pg-vetbook-ro`), which is what Metabase uses anyway.

@@O7a@@
""")

a("remindr-batch-notes", "remindr batch notes", "2026-04-03", ["remindr", "sms", "batch"],
"""@@V3b@@
surgery has started and reception can take the callback calls.

@@N4a@@
book weekend appointments from the text.

Before every send remindr checks the patient's status flags via the pawchart API.

Batch size is capped by the provider rate limit, so a full run takes ~20 minutes.
""")

a("ooh-capacity", "OOH hospital capacity", "2026-06-18", ["ooh", "hospital", "capacity"],
"""@@V7b@@
bed board in ooh-triage is configured with.

@@F10b@@
Bank holidays are covered from 08:00 like weekends.
""")

a("pawchart-attachments", "pawchart attachment storage", "2026-03-09", ["pawchart", "storage", "minio"],
"""Attachments (consent forms, referral letters, photos) are stored per patient and
served through signed URLs that expire after 15 minutes.

@@V8b@@
Vets sometimes try to upload phone videos of gait; tell them to trim or use the clip link instead.
""")

a("pawchart-ci-flakes", "pawchart CI flakes", "2026-07-21", ["pawchart", "ci", "tests"],
"""@@R2b@@
runs on the two agents in the Leeds rack.

Flaky tests so far: `test_pdf_render_timeout`, `test_weight_chart_dst`.

@@A5a@@
""")

a("labsync-deploy", "labsync deployment", "2026-02-11", ["labsync", "deploy"],
"""@@R5a@@
cluster, because the analyser VLANs are only routed to that box.

@@A3a@@
connections and a second instance would split them.

@@O2b@@
copies it over with `scp`.
""")

a("dispensary-git-workflow", "dispensary git workflow", "2026-03-27", ["dispensary", "git"],
"""@@R7a@@
with its original message; branch protection requires one approval.
""")

a("priya-setup", "Priya's dev setup", "2026-01-19", ["user", "setup"],
"""@@R10a@@
Terminal: WezTerm; shell: fish. Dotfiles in `github.com/pnair/dotfiles`.
""")

a("vetbook-deploy-runbook", "vetbook deploy runbook", "2026-02-24", ["vetbook", "deploy", "runbook"],
"""1. Merge to `main`; CI builds `ghcr.io/hvg/vetbook:<sha>`.
2. Argo CD picks up the image bump in `hvg/deploy`.
3. Watch the `vetbook` Grafana panel for 5xx for ten minutes.

@@N2a@@
""")

a("cd-register-corrections", "CD register corrections", "2026-05-30", ["dispensary", "cd-register"],
"""@@N8a@@
entry screen; the change is written to the audit log with the old value.
""")

a("staging-data", "staging data refresh", "2026-03-02", ["staging", "data"],
"""@@N10a@@
addresses replaced by the `anonymise.sql` script) so bugs reproduce.
""")

a("vetlab-hl7-cutover", "Vetlab HL7 cutover", "2026-09-08", ["labsync", "vetlab", "hl7"],
"""@@S2b@@
analysers, on its own MLLP connection.

Cutover took one evening; no results lost.
""")

a("pawchart-search-rewrite", "pawchart search rewrite", "2026-08-14", ["pawchart", "search", "postgres"],
"""@@S4b@@
(`tsvector` column on patients, GIN index). The ES cluster has been turned off.
""")

a("tillpoint-windows-tills", "tillpoint Windows tills", "2026-01-28", ["tillpoint", "hardware"],
"""@@S6a@@
the receipt printer on USB.

Remote support through the RMM agent.
""")

a("ooh-triage-sheet", "OOH triage log", "2026-01-15", ["ooh", "triage"],
"""@@S8a@@
row per call, colour-coded by priority.
""")

a("secrets-handling", "secrets handling", "2026-02-02", ["security", "secrets"],
"""@@S9a@@
Never paste secrets into tickets or Slack.
""")

a("claimsdesk-retry-policy", "claimsdesk retry policy", "2026-06-04", ["claimsdesk", "retries"],
"""@@F2b@@
moves the claim to the "needs attention" column for the desk.
""")

a("labsync-abnormal-flags", "labsync abnormal flags", "2026-04-22", ["labsync", "results"],
"""@@F5b@@
range; flagged results land in the attending vet's pawchart inbox with a red dot.
""")

a("sms-style-guide", "SMS style guide", "2026-03-16", ["remindr", "copy"],
"""@@F7b@@
"veterinarian"; sign off with the clinic name.

@@A10b@@
""")

a("claimsdesk-webhooks", "claimsdesk webhooks", "2026-07-09", ["claimsdesk", "webhooks"],
"""@@O4a@@
before they land in the dead-letter table.
""")

a("york-merger", "York clinic migration", "2026-01-08", ["york", "migration"],
"""@@D3a@@
The RxWorks export was imported into pawchart in a weekend; histories before 2019 are PDFs.
""")

a("vetbook-rails-upgrade", "vetbook Rails upgrade", "2026-06-30", ["vetbook", "rails"],
"""@@D5a@@
Upgrade was done in two hops (6.1 -> 7.0 -> 7.1) with dual-boot.
""")

a("price-review-2026", "2026 price review", "2026-04-14", ["tillpoint", "pricing"],
"""@@D7a@@
Price changes are loaded by the practice managers through the back office CSV import.
""")

a("dispensary-restarts", "dispensary restarts", "2026-08-03", ["dispensary", "ops"],
"""@@NS2a@@
the pending entry is held in memory until both signatures are in.
""")

a("git-hygiene", "git hygiene", "2026-02-06", ["git"],
"""@@NS8a@@
Branch names: `<ticket>-<short-desc>`.
""")

# auto fillers
for slug, title, created, tags, body in [
("kennel-booking-idea", "boarding kennels idea", "2026-05-05", ["idea"], "Directors asked whether vetbook could take boarding bookings. Parked: no boarding licence.\n"),
("pet-passport-notes", "pet passport / AHC notes", "2026-06-02", ["travel"], "Animal Health Certificates are written by OVs only; pawchart has a template but it is filled by hand.\n"),
("metabase-sql-snippets", "Metabase SQL snippets", "2026-04-09", ["metabase", "sql"], "Saved snippets: `dna_rate_by_site`, `plan_uptake`, `atv_by_vet`.\nUse snippets instead of copying SQL between questions.\n"),
("jamf-notes", "Jamf MDM notes", "2026-10-12", ["ipad", "mdm"], "Jamf School; reception iPads are in the `Reception` smart group.\nApp updates are pushed overnight.\n"),
("phone-system-contacts", "phone system contacts", "2026-02-17", ["contacts"], "Telecoms supplier account manager: Gareth (via the office manager).\n"),
("incident-2026-03-11", "incident: pawchart login failures", "2026-03-11", ["incident"], "Google SSO cert rollover broke login for 40 minutes.\nFix: refresh the SAML metadata; added a calendar reminder for the next rollover.\n"),
("incident-2026-09-23", "incident: lab results delayed", "2026-09-23", ["incident", "labsync"], "Results from Ripon were delayed ~2 h because the analyser's IP changed after a router swap.\n"),
("onboarding-checklist", "onboarding checklist for new devs", "2026-04-27", ["onboarding"], "- GitHub org invite\n- VPN config\n- read the reference_* memories\n- shadow a morning at a clinic reception\n"),
("owner-feedback-themes", "owner feedback themes", "2026-08-20", ["feedback"], "Top themes from the portal survey: wanting online repeat prescriptions, clearer invoices, fewer duplicate texts.\n"),
("wifi-clinics", "clinic wifi", "2026-05-20", ["network"], "Staff SSID `HVG-Staff` (802.1X), guest SSID `HarrowVets-Guest` isolated.\n"),
("xray-pacs", "X-ray PACS", "2026-07-02", ["imaging"], "DICOM from the DR plates goes to the Orthanc PACS at Headingley; pawchart links studies by accession number.\n"),
("microchip-scanner-usb", "microchip scanner", "2026-09-30", ["hardware"], "Reception chip scanners act as USB keyboards; the chip field in pawchart auto-submits on Enter.\n"),
("terraform-state", "terraform state", "2026-03-04", ["infra", "terraform"], "State in an S3 bucket with DynamoDB locking; run `make plan` from `hvg/infra/envs/prod`.\n"),
("vet-feedback-pawchart-ui", "vet feedback on pawchart UI", "2026-10-21", ["pawchart", "ux"], "Vets want the weight chart on the consult screen and fewer clicks to add a dispensed item.\n"),
("q4-priorities", "Q4 priorities", "2026-10-01", ["planning"], "1. Postgres 16 upgrade for pawchart\n2. Client app beta\n3. Claims desk dashboard\n"),
]:
    a(slug, title, created, tags, body)

REM = {}
def m(key, date, cat, hh, mm, body):
    REM[key] = (date, cat, hh, mm, body)

m("lab_port", "2026-04-10", "fact", 10, 4, "@@V2b@@\n")
m("paw_py", "2026-09-02", "fact", 14, 31, "@@V4b@@\n")
m("claims_timeout", "2026-07-15", "fact", 9, 12, "@@V6b@@\nSeen in the logs while chasing the Harbour Pet outage.\n")
m("slot_len", "2026-03-23", "fact", 11, 45, "@@V9b@@\n")
m("sms_retry", "2026-05-06", "fact", 16, 20, "@@V10b@@\n")
m("vb_jobs", "2026-08-11", "fact", 10, 2, "@@R1b@@\n")
m("remindr_mail", "2026-06-25", "fact", 15, 40, "@@R4b@@\n")
m("disp_db", "2026-04-29", "fact", 13, 3, "@@R6b@@\n")
m("till_cards", "2026-10-20", "fact", 12, 17, "@@R8b@@\n")
m("triage_tel", "2026-09-17", "fact", 8, 55, "@@R9b@@\nNurses log in with their Google account.\n")
m("paw_nosquash", "2026-07-28", "preference", 17, 9, "@@N1b@@\n")
m("claims_noinv", "2026-08-26", "fact", 11, 11, "@@N3b@@\n")
m("lab_nopublish", "2026-10-05", "decision", 9, 48, "@@N5b@@\n")
m("ooh_split_yes", "2026-02-19", "decision", 16, 5, "@@N6a@@\n")
m("pods_ok", "2026-09-09", "preference", 18, 22, "@@N7b@@\n")
m("paw_noflags", "2026-06-12", "fact", 10, 37, "@@N9b@@\n")
m("vb_mail_move", "2026-05-21", "decision", 14, 0, "@@S1b@@\n")
m("graf_cloud", "2026-10-14", "fact", 15, 26, "@@S3b@@\n")
m("fetchcover_email", "2026-03-18", "fact", 10, 50, "@@S5a@@\n")
m("pagerduty", "2026-02-03", "fact", 9, 30, "@@S7a@@\n")
m("vault", "2026-07-07", "fact", 16, 44, "@@S9b@@\n")
m("disp_argo", "2026-09-24", "fact", 11, 8, "@@S10b@@\n")
m("paw_backup", "2026-01-22", "fact", 12, 12, "@@F1a@@\n")
m("ooh_bookings", "2026-02-27", "fact", 13, 31, "@@F3b@@\n")
m("optout_channel", "2026-05-14", "fact", 10, 19, "@@F4b@@\n")
m("paw_argo", "2026-04-16", "fact", 15, 2, "@@F6b@@\n")
m("stock_location", "2026-06-08", "fact", 9, 41, "@@F8b@@\n")
m("priya_diffs", "2026-03-05", "preference", 17, 33, "@@F9b@@\n")
m("claims_ci", "2026-05-28", "fact", 14, 14, "@@O2a@@\n")
m("paw_staging_pg", "2026-11-03", "fact", 10, 10, "@@O3b@@\n")
m("york_hours", "2026-01-13", "fact", 8, 20, "@@O5b@@\n")
m("claims_hours", "2026-07-30", "fact", 12, 45, "@@O8a@@\n")
m("wetherby_rooms", "2026-10-27", "fact", 11, 33, "@@O9b@@\n")
m("remindr_pilot", "2026-03-30", "fact", 15, 15, "@@D1a@@\n")
m("claims_heroku", "2026-05-02", "fact", 9, 9, "@@D2a@@\n")
m("axiom_poll", "2026-04-01", "fact", 13, 50, "@@D4a@@\n")
m("friday_freeze", "2026-07-03", "fact", 16, 16, "@@D6a@@\n")
m("claims_staff_old", "2026-08-19", "fact", 10, 28, "@@D8a@@\n")
m("oncall_weekly", "2026-04-20", "fact", 11, 56, "@@D10a@@\n")
m("fake_phones", "2026-02-13", "preference", 14, 48, "@@A1b@@\n")
m("disp_go", "2026-01-27", "fact", 10, 0, "@@A2b@@\n")
m("lab_replica", "2026-06-16", "fact", 13, 13, "@@A3b@@\n")
m("vb_tz", "2026-03-11", "fact", 9, 57, "@@A6b@@\n")
m("kir_site", "2026-02-16", "fact", 10, 26, "@@A8b@@\n")
m("paw_nfs", "2026-02-05", "fact", 15, 44, "@@D9a@@\nThat share died twice in January, which is why attachments moved to object storage.\n")
m("priya_role", "2026-01-06", "fact", 9, 5, "@@A7b@@\n")
m("xero", "2026-08-05", "fact", 15, 35, "@@A9b@@\n")
m("vb_deploys", "2026-09-14", "fact", 10, 44, "@@NS1b@@\n")
m("claims_auto", "2026-10-09", "fact", 14, 27, "@@NS3b@@\n")
m("lab_backfill", "2026-06-29", "fact", 12, 0, "@@NS5b@@\n")
m("cd_alerts", "2026-08-28", "preference", 9, 19, "@@NS6a@@\n")
m("force_push", "2026-03-26", "preference", 17, 40, "@@NS8b@@\n")
m("vb_reports", "2026-11-10", "fact", 10, 31, "@@NS9b@@\n")
m("ooh_online", "2026-02-09", "decision", 11, 22, "@@NS10a@@\n")
# remnic fillers
m("f_chip_cache", "2026-05-25", "fact", 10, 21, "Microchip lookups are cached for a day per chip number.\n")
m("f_gocardless", "2026-06-22", "fact", 13, 39, "Health-plan direct debits are collected by GoCardless.\n")
m("f_sar", "2026-08-12", "decision", 12, 5, "Subject access request exports are always sent by the DPO, never by the platform team.\n")
m("f_jira_keys", "2026-02-23", "preference", 9, 33, "Commit subjects start with the Jira key of the ticket.\n")
m("f_orthanc", "2026-07-13", "fact", 15, 50, "Radiographs are stored in the Orthanc PACS at Headingley.\n")
m("f_rotacloud", "2026-09-29", "fact", 16, 2, "Staff rotas are kept in RotaCloud.\n")
m("f_pss", "2026-06-19", "fact", 11, 0, "Headingley and York passed their PSS inspections in June.\n")
m("f_app_q1", "2026-11-18", "decision", 14, 40, "The client app store release is planned for Q1 2027.\n")
