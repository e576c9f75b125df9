# free notes: (slug, title, created, tags, body)
AUTO = []
def a(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body.strip("\n") + "\n"))

a("shelfmark-db-connection", "shelfmark DB connection notes", "2026-03-12", ["shelfmark", "postgres"], """
# Connecting to the catalogue DB

<<V1b>>
Use `psql service=shelfmark` with the `~/.pg_service.conf` entry from the team repo; the
password comes from Vault (`kv/libsys/shelfmark/db`).

Read-only queries against prod are fine for debugging. Anything else: see the prod-db rule.
""")

a("scanq-ocr-throughput", "scanq OCR throughput", "2026-06-18", ["scanq", "performance"], """
# OCR throughput on scanq

Backlog after the newspaper project was ~3,000 pages. Observations:

<<V3b>>
- A 600 dpi broadsheet page takes 40-70 s to OCR
- Derivative generation is I/O bound on the share, not CPU bound

Next: ask Tom whether scan-worker02 can come back from the dev pool.
""")

a("opensearch-client-pin", "OpenSearch client pin", "2026-10-22", ["shelfmark", "opensearch"], """
<<V6b>>
Bumping the client without the cluster gives `illegal_argument_exception` on the
`_plugins/_knn` calls the "similar items" panel makes.
""")

a("overdue-notice-wording", "Overdue notice wording", "2026-05-27", ["lendwise", "notices"], """
# Overdue notice wording review

User Services asked for friendlier overdue wording.
<<V9b>>
replacement-cost warning and the "talk to us" line.

- First letter: reminder only, no mention of charges
- Second letter: mention that the item may be needed by someone else
""")

a("marc-import-runbook", "MARC import runbook", "2026-02-19", ["shelfmark", "marc", "runbook"], """
# MARC import runbook

1. Grace drops the file in `/srv/shelfmark/incoming/`
2. `shelfmark marc-validate incoming/<file>.mrc` and fix any 245 errors with her
3. `shelfmark marc-import --source local incoming/<file>.mrc`

<<R1b>>
If the import job seems stuck, look at the worker log before re-running; a second
import of the same file creates duplicates.
""")

a("depositum-storage-quota", "depositum storage usage", "2026-08-06", ["depositum", "storage"], """
<<R3b>>
Current usage ~61%; the big jump each July is the thesis deadline.
""")

a("offcampus-config-notes", "offcampus config notes", "2026-04-02", ["offcampus", "config"], """
# offcampus config

<<R7b>>
- Config test: `make check` before any reload
""")

a("on-call-handbook", "On-call handbook (library systems)", "2026-01-22", ["on-call", "runbook"], """
# On-call handbook

<<O8a>>
<<R9b>>

## First checks
- Public search up? `curl -s https://search.lib.aldermoor.ac.uk/healthz`
- Self-check kiosks: any "out of service" in the kiosk dashboard?
- Proxy: one test login from outside the campus network

## What can wait until morning
- scanq backlog, harvest failures, paydesk reconciliation mismatches
""")

a("shelfmark-admin-access", "shelfmark admin access", "2026-09-03", ["shelfmark", "security", "sso"], """
# Who gets into the shelfmark admin

- Staff UI requires membership of `lib-cat-staff`
- Student assistants get `lib-cat-readonly`
<<N4b>>
""")

a("patron-sync-leavers", "patron-sync and leavers", "2026-07-09", ["patron-sync", "lendwise"], """
# Leavers

<<N6b>>
loans and fines history survive. The `expired` patrons are hidden from the desk search after
a year.
""")

a("scanq-deps", "scanq dependencies", "2026-10-08", ["scanq", "python"], """
<<N8b>>
If the mirror is down the build fails early with a resolver error; nothing to fix in the repo.
""")

a("gitlab-issues-move", "Issue tracker move", "2026-03-26", ["tickets", "workflow"], """
# Issue tracker

<<S2b>>
Labels were migrated; the old ticket keys are in each issue's description.
""")

a("depositum-goodjob", "depositum job backend", "2026-05-29", ["depositum", "jobs"], """
<<S4b>>
The dashboard is at `/admin/jobs` (staff SSO).
""")

a("oai-harvest-v3", "oai-harvest v3", "2026-09-10", ["oai-harvest", "postgres"], """
# oai-harvest v3

<<S6b>>
- Records are upserted on `(endpoint_id, oai_identifier)`
- The index feed reads from a view, `harvest.records_current`
""")

a("scanq-tesseract-switch", "scanq OCR engine switch", "2026-05-07", ["scanq", "ocr"], """
<<S8b>>
Accuracy on modern print is about the same; on 19th-century newspapers it is worse, and
Sam re-runs those with the `frak` model when needed.
""")

a("remote-admin-access", "Remote admin access", "2026-01-15", ["access", "vpn"], """
# Remote admin

<<S10a>>
Ask Tom for a profile; they are tied to your staff account and expire with it.
""")

a("lendwise-staging-refresh", "lendwise staging refresh", "2026-04-16", ["lendwise", "staging"], """
<<F2b>>
scrubbed by `scrub.sql`. Don't put real barcodes in test data you write yourself either.
""")

a("roomie-reminders", "roomie reminders", "2026-06-25", ["roomie", "email"], """
<<F5b>>
Users can turn reminders off in their profile.
""")

a("offcampus-saml-attributes", "offcampus SAML attributes", "2026-03-05", ["offcampus", "saml"], """
<<F7b>>
`eduPersonScopedAffiliation`. Publishers only see the affiliation, never the principal name.
""")

a("paydesk-reconciliation", "paydesk reconciliation", "2026-09-24", ["paydesk", "finance"], """
# Reconciliation

<<F9b>>
Mismatches show up in Marcus's morning report; most are payments made in the minute around
midnight.
""")

a("scanq-ci", "scanq CI", "2026-07-16", ["scanq", "ci"], """
<<O2b>>
Lint and unit tests run on every push.
""")

a("ill-request-legacy", "ill-request (legacy app)", "2026-08-20", ["ill", "legacy"], """
<<O5b>>
It runs on a single VM and gets security patches only.
""")

a("cover-images", "Cover images", "2026-05-14", ["shelfmark", "images"], """
<<O10b>>
Most covers come from the book supplier feed anyway; manual uploads are for local publications.
""")

a("opac-history", "Public search history", "2026-04-09", ["shelfmark", "history"], """
# How we got here

<<D1a>>
It was switched off after the shelfmark public search had run in parallel for six weeks.
Old permalinks (`/Record/<id>`) are redirected by nginx.
""")

a("lendwise-ownership", "lendwise ownership", "2026-02-12", ["lendwise", "team"], """
<<D3a>>
Their old runbooks are in the `docs/legacy/` folder of the repo and are mostly still right.
""")

a("catalogue-stats", "Catalogue statistics", "2026-01-30", ["shelfmark", "stats"], """
# Catalogue size

<<D5a>>
E-books are about a third of that, mostly from publisher packages.
""")

a("roomie-term-hours", "roomie booking hours", "2026-04-23", ["roomie", "hours"], """
<<D7a>>
The refurbishment finished over Easter.
""")

a("intranet-auth", "Staff intranet sign-in", "2026-07-30", ["intranet", "sso"], """
<<D8b>>
Group membership comes from the directory; nothing to maintain on our side.
""")

a("stocktake-2025", "2025 stocktake notes", "2026-01-09", ["stocktake", "history"], """
# 2025 stocktake

<<D9a>>
Two of the handhelds died mid-floor and the scans from that morning had to be redone.
""")

a("oai-harvest-own-repo", "Harvesting our own repository", "2026-06-11", ["depositum", "oai"], """
<<A2b>>
The Rails root returns HTML and harvesters log it as a malformed response.
""")

a("union-catalogue-export", "Union catalogue export", "2026-03-19", ["shelfmark", "nuc"], """
# Union catalogue export

Weekly job run by the contractor's script on `export01`.
<<A4b>>
""")

a("scanq-output-formats", "scanq output formats", "2026-02-26", ["scanq", "formats"], """
<<A6b>>
File names follow `<request-id>_<page:04d>.tif`.
""")

a("depositum-dois", "depositum DOIs", "2026-05-21", ["depositum", "doi"], """
<<A8b>>
Draft records get a reserved DOI that only becomes findable on publication.
""")

a("adding-a-room", "Adding a room to roomie", "2026-09-17", ["roomie", "howto"], """
# Adding a room

<<A10b>>
Then open a PR; the new room shows up after the next deploy.
""")

a("scanq-manuscripts", "scanq and manuscripts", "2026-07-02", ["scanq", "ocr"], """
<<G3b>>
Handwritten text recognition was trialled in 2025 and parked.
""")

a("patron-sync-alumni", "Alumni accounts", "2026-08-13", ["patron-sync", "alumni"], """
<<G5b>>
The form creates them with category `ALUM` and a one-year expiry.
""")

a("offcampus-restarts", "Restarting offcampus", "2026-10-15", ["offcampus", "ops"], """
<<G6a>>
If a restart can't wait for the evening, warn the e-resources team first.
""")

a("roomie-recurring", "Recurring bookings in roomie", "2026-10-29", ["roomie", "bookings"], """
<<G8b>>
Societies book through their society account, which does have the option.
""")

a("oai-deleted-records", "Deleted records in OAI harvests", "2026-11-05", ["oai-harvest", "deletes"], """
<<G10b>>
The number of deletions per endpoint shows up in the harvest summary posted to `#libsys-alerts`.
""")

# unpaired notes
a("freshers-week-checklist", "Freshers' week checklist", "2026-09-14", ["checklist", "term"], """
# Freshers' week checklist

- [x] New card barcode range accepted everywhere
- [x] Extra desk staff briefed on registration-pending accounts
- [ ] Check the room booking landing page copy with the SU
""")

a("sip2-debugging", "Debugging SIP2", "2026-06-04", ["lendwise", "sip2"], """
# SIP2 debugging

Turn on frame logging per kiosk login with `lendwise sip2 trace sc-main-03`. Traces go to
`/var/log/lendwise/sip2-trace.log` and are rotated daily. Turn it off afterwards: it logs
patron barcodes.
""")

a("marc-856-links", "856 link checking", "2026-08-28", ["shelfmark", "links"], """
# Broken 856 links

Link checker run found 3,412 dead 856 URLs, 80% from two discontinued e-book packages.
Grace will suppress those records rather than fix the links.
""")

a("a11y-focus-order", "Facet panel focus order", "2026-10-30", ["accessibility", "search"], """
The facet panel's focus order bug (audit finding S1) comes from the panel being rendered
after the results in the DOM and moved with CSS. Fix: render it first, use grid order.
""")

a("iiif-manifest-notes", "IIIF manifest notes", "2026-07-23", ["iiif", "special-collections"], """
- Manifest IDs are `https://iiif.lib.aldermoor.ac.uk/manifest/<request-id>`
- Labels come from the 245 of the catalogue record, trimmed at the first slash
""")

a("counter-sushi-ideas", "SUSHI client ideas", "2026-11-12", ["counter", "e-resources"], """
Thinking about the COUNTER client: one table per report type is simpler than a generic
EAV layout, and the e-resources team only needs four reports.
""")

a("meeting-2026-06-libsys", "Team meeting June 2026", "2026-06-26", ["meeting"], """
# Team meeting, 26 June

- Summer freeze on public search changes from 1 Sept until freshers' week is over
- Sam wants a second scanning workstation quote
- Ruth: thesis deadline traffic was fine this year
""")

a("barcode-spreadsheets", "Barcodes in spreadsheets", "2026-09-21", ["barcodes", "gotcha"], """
When staff send barcode lists in Excel, format the column as text before pasting;
otherwise the 14-digit barcodes lose their leading zeros and the lookups fail.
""")

a("search-logs-analysis", "Search log analysis", "2026-11-19", ["shelfmark", "search"], """
Zero-result searches in October: 7.8%. Biggest groups: misspelled author names,
course codes (people expect the reading list), and ISBNs with hyphens in odd places.
""")

a("harwood-map-coordinates", "Harwood map coordinates", "2026-10-01", ["harwood", "maps"], """
The 034 coordinates in the Harwood map records are in degrees-minutes-seconds; the search
index needs decimal degrees, so convert at index time and keep the MARC as delivered.
""")

a("exam-papers-load", "Exam papers load", "2026-07-31", ["depositum", "exam-papers"], """
This year's exam paper zips arrived on 24 July. Two departments sent scanned PDFs without
a text layer; Sam will OCR them before they are loaded.
""")

a("uv-workflow", "uv workflow", "2026-03-02", ["python", "tooling"], """
For the Python repos: `uv sync` to set up, `uv run pytest`, `uv add` for new packages
(after asking). Lockfiles are committed.
""")
