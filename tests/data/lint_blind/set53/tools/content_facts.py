# remnic facts: (date, HH:MM:SS, category, tags, body)
FACTS = [
("2026-01-12", "10:14:03", "fact", ["sitelog", "auth"], """
@@D1a@@During the January–March pilot, sitelog logins used Firebase Auth.
"""),
("2026-01-20", "16:02:41", "fact", ["drawreg"], """
@@A1a@@drawreg is on Django 5.1.
"""),
("2026-01-27", "09:31:18", "preference", ["drawreg", "git"], """
@@F10b@@Mariam wants PRs under ~300 changed lines, and migrations in a PR of their own.
"""),
("2026-02-03", "11:45:52", "fact", ["drawreg", "search"], """
@@F1a@@drawreg's drawing title search uses Postgres trigram indexes (`pg_trgm`).
"""),
("2026-02-09", "14:20:07", "decision", ["it", "passwords"], """
@@S10b@@Switched from LastPass to 1Password Business in February; the LastPass vault was exported and deleted.
"""),
("2026-02-16", "08:55:30", "fact", ["jobs", "numbering"], """
@@A10b@@Job numbers are the year's last two digits plus a 4-digit running number, e.g. 26-0142.
"""),
("2026-02-24", "13:12:44", "fact", ["sitelog", "beta"], """
@@D9a@@In the sitelog beta, photos were capped at 10 per room.
"""),
("2026-03-04", "10:40:19", "fact", ["planning", "portal"], """
@@NS1b@@Planning drawings are issued to the council as PDFs through the Planning Portal.
"""),
("2026-03-11", "15:05:57", "fact", ["drawreg", "hosting"], """
@@R1b@@drawreg is hosted on a DigitalOcean droplet in London (lon1); the droplet is called `drawreg-1`.
"""),
("2026-03-18", "09:22:36", "fact", ["sitelog", "database"], """
@@V8b@@sitelog's `DATABASE_URL` is `postgresql://sitelog@pg-sites.hpa.internal:5432/sitelog_prod`.
"""),
("2026-03-25", "17:48:02", "fact", ["surveying", "safety"], """
@@A3b@@Any roof or loft access on a site visit needs two people present.
"""),
("2026-04-02", "12:03:11", "fact", ["drawreg", "errors"], """
@@R3b@@drawreg exceptions are reported to Rollbar; the access token is in the `.env` on the server.
"""),
("2026-04-08", "10:10:10", "fact", ["sitelog", "ci"], """
@@O3b@@sitelog's CI runs on Bitrise (iOS build stack, Xcode 16).
"""),
("2026-04-15", "16:31:25", "fact", ["planwatch", "coverage"], """
@@D2a@@Until March, planwatch only watched Bristol and South Gloucestershire.
"""),
("2026-04-21", "11:19:48", "fact", ["planwatch", "ci"], """
@@R4b@@planwatch's tests run on GitHub Actions (`.github/workflows/test.yml`).
"""),
("2026-04-29", "09:02:54", "fact", ["drawreg", "deploy"], """
@@D8a@@drawreg deploys were done by hand (`git pull` and a compose restart) until April.
"""),
("2026-05-05", "14:44:39", "fact", ["planwatch", "bristol"], """
@@S3b@@Bristol City Council shut down its Idox Public Access site in April; planwatch reads Bristol applications from the council's new planning API now.
"""),
("2026-05-12", "10:27:13", "fact", ["team", "planning"], """
@@D10a@@Before Jonas joined in May 2026, Ruth drew all the planning sets herself.
"""),
("2026-05-19", "15:58:06", "preference", ["mariam", "editor"], """
@@R7b@@Mariam's editor is Sublime Text 4; don't suggest VS Code extensions to her.
"""),
("2026-05-26", "08:41:22", "fact", ["planwatch", "alerts"], """
@@NS2b@@Ruth gets the planwatch decision alerts for her own jobs.
"""),
("2026-06-02", "13:36:50", "fact", ["sitelog", "redis"], """
@@O1b@@sitelog's upload queue uses the Redis at `cache.hpa.internal:6379`.
"""),
("2026-06-09", "11:11:41", "fact", ["drawreg", "database"], """
@@V1b@@drawreg's Postgres is on `pg-main.hpa.internal:5433`; don't change the port back in `.env`.
"""),
("2026-06-16", "16:20:33", "fact", ["sitelog", "git"], """
@@R6a@@sitelog PRs are rebase-merged so the release-notes script can read every commit.
"""),
("2026-06-23", "09:50:15", "fact", ["sitelog", "storage"], """
@@F2b@@sitelog's photo bucket is `hpa-site-photos` on Backblaze B2, region eu-central-003.
"""),
("2026-06-30", "14:09:59", "fact", ["planwatch", "alerts"], """
@@N4b@@planwatch emails the client directly as soon as a decision notice is published.
"""),
("2026-07-07", "10:33:47", "fact", ["sitelog", "errors"], """
@@O7a@@sitelog crash reports go to Bugsnag.
"""),
("2026-07-14", "17:02:28", "decision", ["drawreg", "email"], """
@@S1b@@Switched drawreg's outgoing mail from SendGrid to Amazon SES (eu-west-2) on 14 July; the SendGrid account is cancelled.
"""),
("2026-07-21", "12:46:04", "fact", ["planwatch", "hosting"], """
@@S9b@@planwatch no longer runs on the Mac mini; since July it is a container on the ops VM.
"""),
("2026-07-28", "09:15:37", "fact", ["planwatch", "digest"], """
@@A2a@@The planwatch morning digest goes out at 7am.
"""),
("2026-08-04", "15:27:19", "fact", ["sitelog", "photos"], """
@@N7b@@sitelog keeps the GPS EXIF on every photo so the report map can pin it.
"""),
("2026-08-11", "11:58:52", "fact", ["planning", "filing"], """
@@A7b@@Council decision notices are filed under 04-Planning in the job folder.
"""),
("2026-08-18", "10:05:26", "fact", ["bim", "cde"], """
@@R9b@@Our common data environment for shared models is Trimble Connect; consultants get a free Trimble ID.
"""),
("2026-08-25", "16:39:43", "fact", ["dev", "editor"], """
@@O5b@@Dev's editor is Neovim; keep snippets terminal-friendly for him.
"""),
("2026-09-01", "08:48:31", "fact", ["sitelog", "photos"], """
@@O8a@@Original site photos are kept for 7 years, per our RICS records policy.
"""),
("2026-09-08", "13:24:16", "fact", ["cad", "survey"], """
@@S5b@@Measured-survey drafting moved from AutoCAD LT to BricsCAD Pro in September; the LT subscriptions lapsed at renewal.
"""),
("2026-09-15", "10:57:02", "fact", ["bim", "revit"], """
@@V4b@@The practice standard Revit version is 2026; the 2025 install is kept only for opening old centrals.
"""),
("2026-09-22", "15:14:48", "fact", ["drawreg", "git"], """
@@N10b@@drawreg PRs are always squash-merged so main has one commit per feature.
"""),
("2026-09-29", "09:39:21", "fact", ["office", "printers"], """
@@V9b@@The plotter's IP is 192.168.10.44 (reserved in the router's DHCP).
"""),
("2026-10-06", "14:01:55", "fact", ["office", "printers"], """
@@A4a@@Our plotter is the HP DesignJet T830 (A1).
"""),
("2026-10-13", "11:26:38", "fact", ["sitelog", "release"], """
@@S7b@@TestFlight is no longer used for sitelog: builds go to the iPads through Jamf School since October.
"""),
("2026-10-20", "16:48:14", "fact", ["backup", "offsite"], """
@@R10b@@The vault's offsite backup goes to Wasabi (eu-west-1, bucket `hpa-vault-offsite`).
"""),
("2026-10-27", "10:18:07", "fact", ["planwatch", "polling"], """
@@V3b@@planwatch checks every council portal every 2 hours.
"""),
("2026-11-02", "12:55:49", "fact", ["office", "phones"], """
@@D7a@@Until October the office phones were BT landlines.
"""),
("2026-11-03", "09:07:33", "fact", ["sitelog", "ipad"], """
@@A9b@@sitelog supports iPadOS 17 and later; older iPads have been retired.
"""),
("2026-11-04", "15:33:12", "fact", ["drawreg", "previews"], """
@@O10a@@drawreg keeps PDF previews of the last 5 revisions of each sheet.
"""),
("2026-11-05", "10:44:58", "preference", ["ruth", "teams"], """
@@NS10b@@Send drawing review requests to Ruth in the #drawings channel on Teams.
"""),
("2026-11-06", "13:29:40", "fact", ["planwatch", "appeals"], """
@@NS8b@@planwatch does not track appeals — those are checked by hand on the Planning Inspectorate's appeals portal.
"""),
("2026-11-09", "11:03:17", "fact", ["fees", "surveying"], """
@@NS5b@@Follow-up site visits on householder jobs are charged at £95 each.
"""),
("2026-11-10", "16:15:24", "fact", ["sitelog", "nas"], """
@@NS6a@@sitelog photos are not copied to the NAS until the report is issued.
"""),
("2026-11-11", "09:52:46", "fact", ["sitelog", "uploads"], """
@@NS4b@@sitelog uploads over 4G when the surveyor taps "Upload now".
"""),
("2026-11-12", "14:36:09", "fact", ["planwatch", "teams"], """
@@F5b@@planwatch posts each decision to the #planning channel in Teams and @-mentions the job's project architect.
"""),
("2026-11-13", "10:21:35", "fact", ["reports", "style"], """
@@F7b@@Survey reports use British English spelling — storey, kerb, metre, mould — and RICS condition ratings 1/2/3.
"""),
("2026-11-16", "15:47:51", "fact", ["fees", "xero"], """
@@F9b@@Fee proposals are Xero quotes with the RIBA stages 0–4 as line items and a 90-day validity.
"""),
("2026-11-17", "12:12:26", "fact", ["drawreg", "transmittals"], """
@@N2b@@Clients receive planning drawings as DWG as well as PDF if they ask; both go in the same transmittal.
"""),
("2026-11-18", "08:34:03", "fact", ["bim", "licences"], """
@@D4b@@All BIM models are authored in Revit; we don't hold ArchiCAD licences.
"""),
("2026-11-19", "11:49:17", "fact", ["clients", "files"], """
@@D5a@@In 2025 we sent client documents through Dropbox Transfer.
"""),
("2026-08-14", "10:36:21", "fact", ["office", "network"], """
@@O9b@@The guest Wi-Fi (HPA-Guest) is on VLAN 30 with its own DHCP range.
"""),
# unlabelled facts
("2026-01-15", "10:02:11", "fact", ["office"], """
The studio alarm code changes every quarter; Mariam sends it by Teams, never by email.
"""),
("2026-02-19", "14:18:40", "fact", ["drawreg", "testing"], """
drawreg's test suite takes about four minutes; the slowest tests are the PDF rendering ones.
"""),
("2026-03-30", "09:41:02", "preference", ["dev", "reports"], """
Dev prefers defect photos captioned with the element first: "Chimney stack — spalled brickwork".
"""),
("2026-05-28", "16:06:45", "fact", ["planning", "fees"], """
The householder planning fee went up in April; the fee calculator on the Planning Portal is the source of truth.
"""),
("2026-07-02", "10:25:58", "fact", ["drawreg", "transmittals"], """
Consultants on a job's distribution list get every issue; clients only get issues marked for them.
"""),
("2026-08-27", "13:13:13", "decision", ["surveying", "equipment"], """
Bought a second Leica DISTO for the survey team; both live in the site kit cupboard.
"""),
("2026-10-01", "09:09:30", "fact", ["revit", "families"], """
Door and window families follow the naming `HPA_<category>_<description>`; Jonas tidies them each quarter.
"""),
("2026-11-20", "15:55:42", "fact", ["planwatch", "councils"], """
Somerset Council's portal is slow on Monday mornings; planwatch's timeouts there are generous on purpose.
"""),
]
