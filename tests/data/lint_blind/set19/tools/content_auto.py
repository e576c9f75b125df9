from gen_lib import auto

auto('scanhub-large-scans', 'scanhub: large full-arch scans failing', '2026-05-04', ['scanhub', 'debugging'], '''
Practice in Harrogate kept getting "upload failed" on full-arch scans with bite registration.

§V2b§ scanhub rejects uploads over 500 MB; their full-arch scans with bite registration were
around 320 MB, so size was not the problem.

Actual cause: the Medit export zipped the scan twice and our unzip step choked on the nested archive.
Fixed in scanhub#211 (unwrap nested zips one level).
''')

auto('sheffield-print-room', 'Sheffield print room setup', '2026-03-02', ['printq', 'sheffield'], '''
# Sheffield print room

§V7b§ The Sheffield print room runs 8 Form 3B+ printers on two benches, plus two Form Wash L / Cure L pairs.

- Printers are on the `shf-print` VLAN, DHCP reservations in `dns-shf`
- Build plates are labelled by printer name (`SHF-P1`...)
- Resin stock is checked Mondays by whoever is on the early shift
''')

auto('millq-redis-notes', 'millq Redis notes', '2026-07-09', ['millq', 'redis'], '''
Notes from debugging the queue not draining after the mill-ctl01 reboot.

§V9b§ millq's job queue lives in Redis on `redis-mill.larkspur.lan:6380`, db 2.
The service came up before the network and never reconnected; added a reconnect loop with backoff.
''')

auto('caseflow-jobs', 'caseflow background jobs', '2026-05-15', ['caseflow', 'jobs'], '''
# caseflow background jobs

§R1b§ caseflow runs its background jobs on GoodJob (Postgres-backed), so there is no Redis anywhere in the caseflow stack.

- Dashboard at `/good_job` (admin only)
- Cron-style jobs are in `config/initializers/good_job.rb`
- Label printing jobs are on their own queue so a printer timeout doesn't block mailers
''')

auto('chairside-login', 'chairside login setup', '2026-08-12', ['chairside', 'auth'], '''
§R4b§ chairside login goes through our own Keycloak (`sso.larkspurlab.co.uk`, realm `practices`), one group per practice.

MFA is optional for practices but required for the lab staff accounts that can see all practices.
Password resets come from Keycloak's own mailer, not from chairside.
''')

auto('millq-error-reporting', 'millq error reporting', '2026-09-17', ['millq', 'monitoring'], '''
§R7b§ millq reports panics and job errors to Bugsnag (project "millq", API key in the systemd drop-in).

Breadcrumbs include the mill name and the job's case ID, which makes the mill-room triage quicker.
''')

auto('billbook-formatting', 'billbook code formatting', '2026-06-29', ['billbook', 'tooling'], '''
§R10b§ billbook formats with `ruff format` (line length 100); ruff also does the import sorting.

Run `pre-commit run --all-files` before a big PR, the hook only checks staged files.
''')

auto('millq-git-history', 'millq git history conventions', '2026-10-08', ['millq', 'git'], '''
# millq: how PRs land

§N1b§ Don't squash millq PRs: every commit lands as-is (merge commit), because the hardware test log refers to individual commit SHAs.

Commit messages must name the mill model when a change is specific to one (`roland:` / `coritec:` prefix).
''')

auto('scanhub-conversion', 'scanhub conversion pipeline', '2026-04-06', ['scanhub', 'pipeline'], '''
# scanhub conversion

§F10b§ Conversion uses `meshlabserver` in the worker container: PLY/OBJ to STL, decimated to at most 400k triangles.

§N2b§ scanhub does not delete the uploaded zip after unpacking it; the original archive is kept next to the extracted files under the case prefix.

- Conversion failures leave the case in `scan_error` and post to #lab-it
- Decimation threshold is `MAX_TRIANGLES` in the env
''')

auto('runabout-proof-of-delivery', 'runabout proof of delivery', '2026-07-31', ['runabout', 'delivery'], '''
§N8b§ runabout does not require a signature at delivery; a photo of the case box on the reception desk is enough.

Receptionists kept refusing to sign on the handset during surgery hours, and the photo is timestamped and geotagged anyway.
''')

auto('scan-intake-by-email', 'Scan intake by email', '2026-02-09', ['scanhub', 'intake'], '''
Some older practices can't use the chairside upload widget.

§S4a§ Dentists can email scans to scans@larkspurlab.co.uk; scanhub polls that mailbox every 10 minutes and attaches the files to the case named in the subject line.
''')

auto('shadecam-distribution', 'shadecam distribution', '2026-07-16', ['shadecam', 'ios'], '''
§S10b§ shadecam moved from TestFlight to Jamf-managed in-house builds; the iPads pick up new versions overnight.

TestFlight builds expired every 90 days and twice left the Leeds iPads without the app on a Monday.
''')

auto('restore-test-procedure', 'Quarterly restore test procedure', '2026-04-07', ['infra', 'backups'], '''
# Restore test

§F3b§ Restore tests happen on the first Monday of January, April, July and October: one randomly picked VM is restored from pbs01 into the sandbox node and booted.

1. Pick the VM with `shuf -n1 vms.txt`
2. Restore to `pve03` with a new VMID in the 9000 range, no network
3. Check the service starts; for databases, run a row count against yesterday's numbers
4. Note the time taken in the restore log sheet
''')

auto('chairside-architecture', 'chairside architecture notes', '2026-05-22', ['chairside', 'nextjs'], '''
# chairside architecture

§F4b§ chairside uses the Next.js App Router (v14), with server actions for submitting orders and route handlers for the scan upload.

- Data access through Prisma, one schema
- Upload widget streams to scanhub directly with a signed token; chairside never proxies the file
''')

auto('deploy-checklist', 'Production deploy checklist', '2026-06-03', ['deploy', 'process'], '''
# Prod deploy checklist

§F5b§ Production deploys of billbook need a change ticket with the `deploy` label and a rollback note before anyone starts the deploy.

- Check there is no statement run in progress
- Post in #lab-it when starting and when done
''')

auto('shade-photo-protocol', 'Shade photo protocol', '2026-03-19', ['shadecam', 'shade'], '''
# Shade photo protocol

§F7b§ The colour reference card (grey card with the two reference tabs) has to be in frame at the bottom left of every shade photo, at the same distance as the teeth.

- Three photos per set: normal, cross-polarised, with tab guide
- No flash bounce card in Sheffield; they use the ring light
''')

auto('readonly-sql', 'Read-only SQL against prod', '2026-02-26', ['postgres', 'access'], '''
§F8b§ For read-only SQL on caseflow prod, connect with `psql service=case-ro`; that service uses the `readonly` role, which has SELECT only.

The `.pg_service.conf` entry lives on `mill-ctl01` and `bill-worker01`; don't copy it to laptops.
''')

auto('caseflow-attachments', 'caseflow attachment limits', '2026-04-13', ['caseflow', 'attachments'], '''
§O9b§ caseflow accepts attachments up to 50 MB per file; bigger PDFs from the photo-heavy practices get compressed by the office first.
''')

auto('millq-pilot', 'millq pilot notes', '2026-01-30', ['millq', 'history'], '''
§D1a§ During the January pilot, millq only drove the two Roland DWX-52D mills; the other mills stayed on the vendor software.

The pilot ran for three weeks; the stall detection was the main thing we tuned.
''')

auto('courier-rounds', 'Courier rounds', '2026-09-12', ['runabout', 'rounds'], '''
§D5b§ runabout runs two delivery rounds a day: morning and early afternoon.

Urgent same-day remakes can get a special run if Gareth approves; that's booked by phone, not in runabout.
''')

auto('scanhub-runtime', 'scanhub runtime', '2026-08-07', ['scanhub', 'python'], '''
§D6b§ scanhub is on Python 3.11 now, built from `python:3.11-slim`.
''')

auto('grafana-history', 'Grafana history', '2026-01-22', ['monitoring', 'history'], '''
§D9a§ Back in January the mill-room dashboards ran on Grafana 9 on the old monitoring VM.
''')

auto('scan-formats', 'Scan formats we accept', '2026-02-13', ['scanhub', 'formats'], '''
§A5b§ Allowed scan formats: `.stl`, `.ply`, `.obj`, loose or zipped.
''')

auto('runabout-devices', 'runabout devices', '2026-06-16', ['runabout', 'android'], '''
§A6b§ runabout's driver app runs on the Zebra TC26 handhelds the drivers carry.
''')

auto('staging-refresh', 'Staging refresh', '2026-03-26', ['staging', 'gdpr'], '''
§A7b§ Every night staging gets a fresh copy of each prod database with patient names, dates of birth and NHS numbers scrubbed.
''')

auto('commit-conventions', 'Commit conventions', '2026-05-08', ['git'], '''
§A10b§ Write commits in English, imperative ("Fix", not "Fixed"), with a subject of at most 72 chars.
''')

auto('chairside-tenancy', 'chairside tenancy rules', '2026-09-24', ['chairside', 'security'], '''
§NS7a§ chairside never shows a dentist cases belonging to another practice, even when both practices share a group owner.
''')

auto('agent-branching', 'How the agent ships changes', '2026-03-11', ['git', 'agent'], '''
§NS6b§ I push a feature branch (`agent/<ticket>-<slug>`) and open a PR for every change, however small.

CI has to be green before I ask for review; if it's red for an unrelated reason, say so in the PR.
''')

auto('millq-config', 'millq config', '2026-02-03', ['millq', 'config'], '''
§A3b§ Settings live in /etc/millq/millq.toml; there is no per-mill override file.

Reload is not supported, the service has to be restarted to pick up changes.
''')

# ---- unpaired notes ----
auto('zirconia-shrinkage', 'Zirconia shrinkage factors', '2026-01-12', ['lab', 'zirconia'], '''
Shrinkage factors are printed on each blank's label and scanned into the CAM by barcode; never type them by hand.
A wrong factor shows up only after sintering, when the crown doesn't seat.
''')
auto('bench-terminal-setup', 'Bench terminal setup', '2026-01-25', ['caseflow', 'hardware'], '''
# Bench terminals

- Intel NUCs with 22" touch screens, Chromium in kiosk mode
- Barcode scanners in keyboard-wedge mode (Honeywell 1470g)
- Reimage with the `bench.iso` on the NAS; takes about 20 minutes
''')
auto('xero-mapping', 'Xero account mapping', '2026-02-18', ['billbook', 'xero'], '''
Item codes map to Xero accounts by product family: crowns/bridges 200, dentures 201, appliances 202, sundries 260.
The mapping table is editable in the billbook admin; changes apply to the next export.
''')
auto('lab-it-channel', 'Where to post', '2026-03-06', ['process'], '''
#lab-it is for anything that breaks; #lab-dev is for PRs and design chat. Techs only read #lab-it.
''')
auto('mill-bur-tracking', 'Bur tracking idea', '2026-04-19', ['millq', 'idea'], '''
Idea parked: count cut minutes per bur in millq and warn the tech before the bur hits its rated life.
Needs the tool-change events from the Roland bridge, which only arrive in the verbose log.
''')
auto('impression-disinfection', 'Impression disinfection log', '2026-05-27', ['lab', 'compliance'], '''
Physical impressions are disinfected on arrival and logged on paper at goods-in; caseflow only records that it happened (checkbox on receive).
''')
auto('practice-groups', 'Practice groups', '2026-07-03', ['chairside', 'billing'], '''
Several practices belong to corporate groups (Portman, mydentist); the group gets a consolidated statement on top of the per-practice ones.
''')
auto('aligner-stages', 'Aligner stages', '2026-08-21', ['caseflow', 'aligners'], '''
Each aligner stage is its own item on the case; printing happens in batches of up to 10 stages per build plate.
''')
auto('ups-runtime', 'UPS runtime', '2026-09-05', ['infra', 'power'], '''
The comms cupboard UPS gives about 25 minutes at current load; NUT shuts the Proxmox nodes down at 20% battery.
''')
auto('retro-october', 'October retro', '2026-10-31', ['retro'], '''
# October retro

- Good: statement run went out without resends for the first time
- Bad: two mill-room mornings lost to the compressor, not software
- Try: a weekly 15-minute triage of #lab-it with Gareth
''')
auto('denture-workflow', 'Denture workflow', '2026-11-14', ['lab', 'dentures'], '''
Digital dentures: design in Exocad, print the try-in, mill the final base from PMMA on a Roland, bond teeth by hand.
Typical turnaround is 8 working days.
''')
auto('holiday-cover', 'Holiday cover', '2026-11-21', ['people'], '''
Christmas shutdown is 24 December to 2 January; Priya covers IT on 29-30 December remotely.
''')

auto('blank-stock-alerts', 'Blank stock alerts', '2026-02-10', ['lab', 'stock'], '''
Stock of zirconia blanks is counted Fridays; reorder at 20 blanks per shade family. Supplier lead time is 3 working days.
''')
auto('label-printer-troubleshooting', 'Label printer troubleshooting', '2026-03-14', ['caseflow', 'labels'], '''
# Bench label printers

- If labels come out blank: ribbon is in upside down (happens after every ribbon change on the ZD421)
- If nothing prints: ping the printer IP from the bench terminal; the DHCP reservation sometimes drops after a power cut
- Calibrate with the feed button held for 2 flashes
''')
auto('exocad-licences', 'Exocad licences', '2026-04-03', ['lab', 'licences'], '''
Exocad DentalCAD seats: 6 in Leeds, 2 in Sheffield; dongles are tracked in the asset sheet. Renewal is in October.
''')
auto('practice-feedback-themes', 'Practice feedback themes', '2026-06-12', ['chairside', 'feedback'], '''
From the June practice survey:
- Wants: a clearer delivery date on the case page, bulk reorder for splints
- Complaints: scan upload progress bar freezes at 99% on slow connections
- Nobody asked for an app
''')
auto('wifi-mill-room', 'Mill room Wi-Fi', '2026-08-28', ['infra', 'network'], '''
The mill room has bad Wi-Fi because of the metal cabinets; the mill-room tablet is on a wired dock instead.
''')
auto('case-priority-rules', 'Case priority rules', '2026-10-02', ['caseflow', 'process'], '''
Rush cases (`priority=rush`) jump the design queue but not the sintering queue; a furnace cycle is never interrupted for a rush.
''')
auto('onboarding-new-tech', 'Onboarding a new technician', '2026-11-06', ['people', 'process'], '''
# New technician checklist

1. caseflow user (role `tech`), bench terminal PIN
2. Exocad seat if they design
3. Mill-room induction with Callum before touching the mills
4. Remote access only if they work from home, which techs almost never do
''')
