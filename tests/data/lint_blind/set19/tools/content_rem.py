from gen_lib import rem

# ---- paired facts ----
rem('2026-05-12', 'fact', '''
§V1b§ caseflow's production database endpoint is `pg-case.larkspur.lan:5433`; the app connects as `caseflow_app`.
''', ['caseflow', 'postgres'])

rem('2026-09-03', 'fact', '''
§V4b§ Monthly practice statements are generated on the 1st at 03:30 UK time by the `statements` cron on bill-worker01,
so they are in inboxes before surgeries open.
''', ['billbook', 'statements'])

rem('2026-06-18', 'fact', '''
§V6b§ scanhub keeps raw intraoral scans for 10 years after dispatch, matching the lab's record-keeping policy for custom-made devices.
''', ['scanhub', 'retention'])

rem('2026-10-21', 'fact', '''
§V10b§ PBS keeps 30 daily snapshots of every VM (`keep-daily 30` on the `vms` datastore), plus 6 monthlies.
''', ['infra', 'backups'])

rem('2026-03-09', 'fact', '''
§R2b§ scanhub builds in Woodpecker CI on `ci.larkspur.lan` (`.woodpecker.yml` in the repo); a push to main also builds the image.
''', ['scanhub', 'ci'])

rem('2026-07-14', 'fact', '''
§R3b§ billbook sends statement and reminder emails through Amazon SES (eu-west-2), domain `billing.larkspurlab.co.uk` verified with DKIM.
''', ['billbook', 'email'])

rem('2026-04-02', 'preference', '''
§R5b§ For shadecam use yarn (classic, 1.22): `yarn install`, and commit `yarn.lock`.
''', ['shadecam', 'tooling'])

rem('2026-02-11', 'decision', '''
§R6a§ caseflow PRs get squash-merged so `main` has one commit per PR.
''', ['caseflow', 'git'])

rem('2026-08-26', 'fact', '''
§R9b§ runabout gets driver routes from the Google Routes API (key `RUNABOUT_GMAPS_KEY`), optimised waypoint order per round.
''', ['runabout', 'routing'])

rem('2026-01-27', 'fact', '''
§N4a§ When a mill reports a job failure, millq automatically requeues the job once on the same mill.
''', ['millq'])

rem('2026-06-30', 'fact', '''
§N5b§ printq does not run unattended overnight jobs; anything queued after the last tech leaves waits until 07:00.
''', ['printq'])

rem('2026-10-05', 'decision', '''
§N7b§ Decided not to use Renovate or Dependabot; Tom does dependency bumps by hand on the first Monday of each month.
''', ['dependencies', 'decision'])

rem('2026-09-22', 'preference', '''
§N9b§ Don't open draft PRs. Priya filters drafts out of her review list and they sit there for days.
''', ['git', 'workflow'])

rem('2026-05-06', 'fact', '''
§N10b§ The courier fee on billbook invoices is never VAT-rated; it's treated as part of the exempt supply of the appliance.
''', ['billbook', 'vat'])

rem('2026-07-02', 'fact', '''
§N3b§ Don't run the full billbook suite before pushing; CI runs it in parallel in 3 minutes. Locally just run the tests for the app you changed.
''', ['billbook', 'testing'])

rem('2026-06-10', 'fact', '''
§S4b§ The scans@larkspurlab.co.uk mailbox was shut down in June; scans now come only through the chairside upload or the 3Shape Communicate connector.
''', ['scanhub', 'intake'])

rem('2026-08-14', 'decision', '''
§S6b§ billbook deploys moved from Fabric to the Ansible playbook `deploy-billbook.yml` (run from `ci.larkspur.lan`); the fabfile was deleted.
''', ['billbook', 'deploy'])

rem('2026-09-09', 'fact', '''
§S8b§ The `printq-inbox` share on nas01 is read-only since printq got its upload API (`POST /jobs`); nothing is picked up from it any more.
''', ['printq', 'nas'])

rem('2026-11-03', 'fact', '''
§S9b§ runabout no longer sends SMS; ETAs go to practices by email since the Twilio contract ended in October.
''', ['runabout', 'notifications'])

rem('2026-03-30', 'fact', '''
§F1b§ caseflow's ActiveStorage service is `minio_case`: bucket `case-attachments` on `minio01`, with direct uploads from the bench terminals.
''', ['caseflow', 'storage'])

rem('2026-04-15', 'fact', '''
§F6b§ runabout route planning runs at 07:30 and 13:00 on weekdays; each run covers one round for every van.
''', ['runabout'])

rem('2026-02-24', 'fact', '''
§F9b§ Splint jobs in printq use Dental LT Clear V2 at 100 micron layers; models use Model V3 at 50 micron.
''', ['printq', 'resin'])

rem('2026-05-20', 'fact', '''
§F5a§ Production deploys need a change ticket.
''', ['deploy', 'process'])

rem('2026-06-02', 'fact', '''
§O2a§ millq CI runs on Woodpecker (`ci.larkspur.lan`), with a self-hosted runner in the mill room for the hardware-in-the-loop test.
''', ['millq', 'ci'])

rem('2026-04-08', 'fact', '''
§O4a§ The runabout driver app logs drivers out after 10 hours so a van left on overnight doesn't stay signed in.
''', ['runabout', 'sessions'])

rem('2026-07-28', 'fact', '''
§O5b§ billbook production runs on `bill-prod01.larkspur.lan` (gunicorn behind nginx), workers on `bill-worker01`.
''', ['billbook', 'hosts'])

rem('2026-10-12', 'fact', '''
§O7b§ billbook retries a failed card payment 3 times over 9 days before the practice is put on hold.
''', ['billbook', 'payments'])

rem('2026-03-17', 'fact', '''
§O10a§ billbook runs on Python 3.12 (Django 5.1).
''', ['billbook'])

rem('2026-02-05', 'fact', '''
§D2b§ billbook generates the monthly statements itself and emails them to each practice's accounts contact.
''', ['billbook', 'statements'])

rem('2026-06-22', 'fact', '''
§D3a§ Until May, shadecam photos stayed on the iPads and were AirDropped to the designer's Mac by hand.
''', ['shadecam'])

rem('2026-01-19', 'fact', '''
§D5a§ During the 2025 Christmas peak (mid-November to 23 December) the Leeds couriers ran three rounds a day.
''', ['runabout', 'history'])

rem('2026-08-04', 'fact', '''
§D6a§ scanhub ran on Python 3.9 until the July rebuild, which is why some old scripts still use `typing.List`.
''', ['scanhub', 'history'])

rem('2026-04-28', 'fact', '''
§D7a§ In Q1 the agent was only allowed to deploy to staging; production deploys were always done by Priya or Tom.
''', ['agent', 'permissions'])

rem('2026-09-01', 'fact', '''
§D8a§ Until August the Leeds lab closed at 17:00; the evening shift started with the new mill.
''', ['leeds', 'hours'])

rem('2026-03-03', 'fact', '''
§D10a§ During the 2025 beta, chairside orders were limited to crowns and bridges.
''', ['chairside', 'history'])

rem('2026-02-16', 'fact', '''
§A2b§ Case numbers start with the site code, LDS or SHF, then six digits.
''', ['caseflow'])

rem('2026-07-07', 'fact', '''
§A4b§ billbook emails each practice its statement as a PDF attachment.
''', ['billbook', 'statements'])

rem('2026-05-26', 'fact', '''
§A6a§ Courier drivers use Zebra TC26 handhelds running the runabout Android app.
''', ['runabout', 'devices'])

rem('2026-10-27', 'fact', '''
§A8b§ The backup server pbs01 is in rack B of the Leeds comms cupboard (bottom shelf, under the UPS).
''', ['infra'])

rem('2026-03-24', 'fact', '''
§A9b§ caseflow's tests are RSpec (`bin/rspec`), with FactoryBot for fixtures.
''', ['caseflow', 'testing'])

rem('2026-11-10', 'preference', '''
§NS2b§ Tom usually deploys billbook on Tuesday and Thursday mornings.
''', ['billbook', 'deploy'])

rem('2026-08-19', 'fact', '''
§NS3b§ runabout emails the practice a delivery confirmation with the case ID and the time it was handed over.
''', ['runabout', 'email'])

rem('2026-05-14', 'fact', '''
§NS4a§ printq doesn't accept jobs whose file name has no case ID; they are moved to `rejected/` with a reason file.
''', ['printq'])

rem('2026-10-16', 'fact', '''
§NS7b§ chairside shows each dentist every open case of their own practice, not only the ones they ordered.
''', ['chairside'])

rem('2026-02-02', 'fact', '''
§NS8a§ Never reboot pbs01 while a backup job is running; check `proxmox-backup-manager task list` first.
''', ['infra', 'backups'])

rem('2026-04-21', 'preference', '''
§NS10a§ Don't call the mills' vendor APIs from tests; use the simulator in `internal/millsim`.
''', ['millq', 'testing'])

rem('2026-11-18', 'fact', '''
§N2a§ scanhub deletes the uploaded zip archive as soon as it has been unpacked; only the extracted mesh files are stored.
''', ['scanhub'])

rem('2026-02-27', 'fact', '''
§D4a§ Before the Sheffield site opened in February, all printing happened in Leeds on three Form 3B printers.
''', ['printq', 'history'])

rem('2026-03-05', 'fact', '''
§O8b§ The Sheffield team uses the VITA 3D-Master guide for shade matching, because their main dentist group prescribes in 3D-Master.
''', ['sheffield', 'shade'])

# ---- unpaired facts ----
rem('2026-01-08', 'fact', '''
The Leeds furnaces (2x Programat S1) run the zirconia sintering programme overnight; about 9 hours including cool-down.
''', ['lab', 'sintering'])
rem('2026-01-14', 'preference', '''
Priya prefers `rg` over `grep -r` in examples; she has ripgrep on every box.
''', ['tooling'])
rem('2026-02-20', 'fact', '''
Gareth Moss (lab manager) signs off anything that changes a technician's workflow; ask him before touching the bench UI.
''', ['people'])
rem('2026-03-12', 'fact', '''
The Zebra ZD421 label printers at the benches are on 10.20.30.0/24 and print via raw port 9100.
''', ['caseflow', 'labels'])
rem('2026-04-24', 'fact', '''
Practices are onboarded by the sales coordinator (Jess); she creates the practice record in caseflow first, then the chairside org.
''', ['onboarding'])
rem('2026-05-29', 'decision', '''
Decided to label every remake case with the practice's own reference so billbook can match credit notes.
''', ['process'])
rem('2026-06-25', 'fact', '''
Xero export from billbook runs after the statement run and posts invoices as "Awaiting payment".
''', ['billbook', 'xero'])
rem('2026-07-21', 'fact', '''
Aisha works Monday, Tuesday and Thursday; chairside questions on other days wait or go to Priya.
''', ['people'])
rem('2026-08-31', 'preference', '''
When writing migration notes for the techs, Priya wants screenshots of the bench UI, not text descriptions.
''', ['docs'])
rem('2026-09-28', 'fact', '''
Titanium abutments are milled only on the CORiTEC 350i mills, never the Rolands.
''', ['millq', 'mills'])
rem('2026-11-24', 'fact', '''
The annual ISO 13485 surveillance audit is booked for 9-10 February 2027.
''', ['audit'])
rem('2026-10-30', 'decision', '''
Decided to give the Sheffield print room its own Grafana folder so the Leeds alerts don't drown it.
''', ['monitoring'])

rem('2026-01-05', 'fact', '''
Callum Reid is the mill-room lead; he decides which jobs get paused when a mill is down.
''', ['people', 'millq'])
rem('2026-03-20', 'preference', '''
Priya wants SQL in answers formatted with uppercase keywords and one clause per line.
''', ['style'])
rem('2026-05-01', 'fact', '''
Most practices send cases on Mondays and Tuesdays; Wednesday afternoon is the design team's peak.
''', ['lab', 'workload'])
rem('2026-06-06', 'decision', '''
Decided to stop accepting physical impressions for aligner cases from 2027; scans only.
''', ['lab', 'aligners'])
rem('2026-07-24', 'fact', '''
The lab's GDC-registered technicians are listed on the website; statements quote the registration number of the signing technician.
''', ['compliance'])
rem('2026-08-09', 'preference', '''
Tom prefers small PRs (under ~300 lines) and reviews them the same day if they arrive before lunch.
''', ['people', 'git'])
rem('2026-09-19', 'fact', '''
Surgical guides need the dentist's sign-off on the design in chairside before they can move to production.
''', ['chairside', 'guides'])
rem('2026-11-12', 'decision', '''
Decided to keep the remake-rate report as a CSV for now; a dashboard waits until after the ISO audit.
''', ['reporting'])
