# remnic facts: (date, category, tags, body). Body lines starting with @@ID@@ carry a labelled claim.
FACTS = [
("2026-01-14", "fact", ["easelbook", "setup"], """
@@R1b@@easelbook dependencies are managed with Poetry; run `poetry install` after pulling.
"""),
("2026-01-16", "preference", ["tomasz", "editor"], """
@@R8b@@Tomasz's editor is VS Code with the Django extension; give him file:line references he can click.
"""),
("2026-01-20", "fact", ["easelbook", "database"], """
@@V2b@@easelbook's Postgres is on db01 at port 5434 (`DATABASE_URL=postgresql://easelbook@db01.vellstudio.internal:5434/easelbook`).
"""),
("2026-01-22", "fact", ["studio", "environment"], """
@@V3b@@Room 2 (the paintings store) is kept at 55% RH; panel paintings start to check below that, per Miriam.
"""),
("2026-01-27", "fact", ["easelbook", "ci"], """
@@D1a@@Until March 2026 easelbook's tests ran on Travis CI; the `.travis.yml` was dropped when the credits ran out.
"""),
("2026-02-03", "fact", ["imaging", "nas"], """
@@S4a@@Technical imaging exports are saved to `\\\\nas01\\imaging` before ingest into lightbox.
"""),
("2026-02-05", "fact", ["sso", "auth"], """
@@S8a@@Staff sign in to easelbook and condrep with Google Workspace SSO.
"""),
("2026-02-09", "fact", ["easelbook", "jobs"], """
@@A3b@@easelbook job refs are `VS-<year>-<nnnn>`; the counter starts again at 0001 each January.
"""),
("2026-02-11", "fact", ["studio", "environment", "incident"], """
@@D2a@@During the roof leak in February 2026, room 2 ran at 62% RH for three days before the dehumidifiers caught up.
"""),
("2026-02-18", "fact", ["valuetrack", "fees"], """
@@V9b@@A single-work insurance valuation costs the client £240 plus VAT, certificate included.
"""),
("2026-02-19", "fact", ["valuetrack", "fees", "history"], """
@@D3a@@In 2025 a single-work valuation was charged at £150 + VAT; the price list was reset for 2026.
"""),
("2026-02-24", "preference", ["writing", "spelling"], """
@@A4b@@Use UK spelling (colour, catalogue, organisation) in anything user-facing or in notes for the studio.
"""),
("2026-03-02", "fact", ["lightbox", "uploads"], """
@@V5b@@lightbox rejects any upload over 500 MB, so stitched X-ray mosaics have to be split before ingest.
"""),
("2026-03-04", "fact", ["lightbox", "iiif"], """
@@F1b@@lightbox's Cantaloupe instance runs 5.0.6 behind nginx and caches derivatives on local SSD for 30 days.
"""),
("2026-03-09", "fact", ["lightbox", "backup", "history"], """
@@D6a@@In 2025 lightbox's off-site copies went to AWS Glacier Deep Archive; restores took 12 hours, which is why we moved.
"""),
("2026-03-10", "fact", ["condrep", "queue"], """
@@R5b@@condrep's render jobs go through RabbitMQ (`amqp://condrep@mq01`); if that queue backs up, reports sit in 'rendering'.
"""),
("2026-03-12", "fact", ["climon", "redis"], """
@@O1b@@climon's alert de-duplication cache is Redis on `redis01.vellstudio.internal:6380`, a separate instance from condrep's.
"""),
("2026-03-17", "fact", ["clientroom", "hosting"], """
@@R3b@@clientroom is hosted on Render; the deploy hook fires on every push to `main`.
"""),
("2026-03-19", "fact", ["clientroom", "email"], """
@@R6b@@clientroom sends its notification emails through Mailgun; bounces show up in the Mailgun log, not in our inbox.
"""),
("2026-03-23", "fact", ["clientroom", "auth"], """
@@F6b@@clientroom magic links are single-use and expire 15 minutes after they are sent.
"""),
("2026-03-25", "decision", ["condrep", "retention"], """
@@V7b@@Decision: condition reports are kept six years after the object goes back to its owner (the limitation period), then purged from condrep.
"""),
("2026-03-30", "fact", ["easelbook", "git"], """
@@N1b@@easelbook PRs are always squash-merged so `main` stays one commit per ticket.
"""),
("2026-04-01", "preference", ["git"], """
@@N5b@@Tiny fixes (typos, copy changes) can go straight to main without a PR, Tomasz said.
"""),
("2026-04-07", "fact", ["valuetrack", "frames"], """
@@N4b@@valuetrack's insured figure for a painting includes the frame; Femi doesn't split them out.
"""),
("2026-04-09", "fact", ["easelbook", "testing"], """
@@N8b@@easelbook's unit tests always mock the ORM layer; there is no database in CI.
"""),
("2026-04-14", "fact", ["condrep", "email"], """
@@O7a@@condrep's sign-off notifications to staff go out via Amazon SES (eu-west-2).
"""),
("2026-04-16", "fact", ["valuetrack", "currency"], """
@@A6b@@All valuetrack figures are pounds sterling; foreign auction results are converted at the sale-date rate.
"""),
("2026-04-21", "fact", ["climon", "alarms"], """
@@A2b@@climon raises an alarm once RH has been outside 40–60% for half an hour.
"""),
("2026-04-23", "fact", ["backups", "encryption"], """
@@F5b@@The db01 dumps are encrypted with age before upload; the key is in Bitwarden under 'backup-age-key'.
"""),
("2026-04-28", "decision", ["studio", "invoicing"], """
@@R10b@@Studio accounts and invoicing live in FreeAgent; easelbook only exports a CSV for Femi to import.
"""),
("2026-05-05", "fact", ["easelbook", "jobs"], """
@@F3b@@Closing a job in easelbook is Miriam-only, and the button stays disabled until the exit condition report is signed.
"""),
("2026-05-07", "fact", ["condrep", "numbering"], """
@@A7b@@condrep numbers each report after its job, e.g. `CR-VS-2026-0142-2` for the second report on that job.
"""),
("2026-05-12", "fact", ["studio", "hours"], """
@@A9b@@The studio is staffed 8:30 to 5 on weekdays; nobody is in at weekends.
"""),
("2026-05-14", "fact", ["condrep", "people"], """
@@F7b@@Miriam signs all condition reports herself; when she is away, reports wait rather than going out under someone else's name.
"""),
("2026-05-19", "fact", ["condrep", "people"], """
@@A10b@@Most condition reports are drafted by Hannah, then signed by Miriam.
"""),
("2026-05-21", "fact", ["studio", "environment"], """
@@F8b@@Room 1 is held at 20 °C ± 1 while people are working and drops to 16 °C overnight.
"""),
("2026-05-26", "fact", ["easelbook", "deploy"], """
@@F9b@@Before deploying easelbook, run `manage.py migrate --plan` and paste the plan into the PR.
"""),
("2026-06-02", "decision", ["easelbook", "hosting"], """
@@S2b@@Migrated easelbook from Heroku to the Hetzner box `app02` in June; the Heroku app is scaled to zero.
"""),
("2026-06-04", "fact", ["valuetrack", "basis"], """
@@F10b@@We value at retail replacement cost in GBP, including buyer's premium at the usual London auction rate.
"""),
("2026-06-09", "fact", ["climon", "retention"], """
@@O5b@@climon keeps raw readings for two years; after that only hourly means survive.
"""),
("2026-06-11", "fact", ["clientroom", "reminders"], """
@@O3b@@The reminder emails for uncollected works are sent 3 times, a week apart, then Femi phones.
"""),
("2026-06-16", "fact", ["people", "hannah"], """
@@O8a@@Hannah edits the Jinja report templates in VS Code; she doesn't touch the terminal.
"""),
("2026-06-18", "fact", ["valuetrack", "ci"], """
@@O9b@@valuetrack's tests run on a self-hosted Woodpecker runner in the studio rack.
"""),
("2026-06-23", "fact", ["easelbook", "migrations"], """
@@NS3b@@easelbook's migrations were squashed at the 2026.06 release tag, 0001 to 0087 into one file.
"""),
("2026-06-25", "fact", ["it", "support"], """
@@NS2b@@Tomasz handles all IT faults, including the network gear in the rack and the label printer.
"""),
("2026-07-01", "fact", ["valuetrack", "certificates"], """
@@NS1b@@valuetrack issues valuation certificates within ten working days of the inspection visit.
"""),
("2026-07-06", "fact", ["condrep", "status"], """
@@NS4b@@condrep shows 'restored' as the status label once a treatment record is closed in easelbook.
"""),
("2026-07-08", "fact", ["clientroom", "photos"], """
@@NS5b@@clientroom shows clients the before/after photographs for each of their jobs.
"""),
("2026-07-13", "preference", ["agent", "staging"], """
@@NS6b@@The agent may run `migrate` on staging whenever it needs to; staging is rebuilt every night anyway.
"""),
("2026-07-15", "fact", ["climon", "dashboard"], """
@@NS8b@@Every room with a logger is charted on the climon dashboard, including the frame store.
"""),
("2026-07-20", "fact", ["valuetrack", "email"], """
@@NS9b@@valuetrack emails the client when a valuation is ready, with the insured value in the attached PDF.
"""),
("2026-07-22", "fact", ["easelbook", "moves"], """
@@NS10b@@Moving a painting between easels in room 1 isn't recorded in easelbook; only moves in and out of stores are.
"""),
("2026-01-09", "fact", ["studio", "history"], """
@@D9a@@In January 2026 the works on paper sat in room 5 for two weeks while room 3 was rewired.
"""),
("2026-08-03", "fact", ["climon", "alarms", "history"], """
@@D8a@@During the 2025 Christmas closure, RH alarms paged Lewis's mobile directly.
"""),
("2026-08-18", "fact", ["valuetrack", "comparables"], """
@@S6b@@We no longer use Artprice: the subscription was cancelled in August and valuetrack's comparables now come from auction records Femi enters by hand.
"""),
("2026-08-25", "fact", ["backups"], """
@@V8b@@We keep 30 daily database dumps for db01 in the B2 bucket; anything older is pruned by the lifecycle rule.
"""),
("2026-09-02", "fact", ["condrep", "deploy"], """
@@S5b@@`make deploy` is deprecated in condrep; use `just release` instead, the Makefile target only prints a warning now.
"""),
("2026-09-15", "fact", ["valuetrack", "certificates"], """
@@S10b@@Certificates are no longer signed by hand; valuetrack has applied Miriam's DocuSign signature since September.
"""),
("2026-10-06", "fact", ["condrep", "api"], """
@@S9b@@condrep's `/api/v1/reports` endpoint is deprecated and returns 410 since October; API clients must call `/api/v2/reports`.
"""),
# --- unlabelled fillers ---
("2026-01-23", "fact", ["materials"], """
Lining adhesive of choice is Beva 371 film; wax-resin linings are only ever undone, never done, in this studio.
"""),
("2026-02-16", "fact", ["easelbook", "intake"], """
At intake the registrar photographs the front and back with a phone and attaches the shots to the job in easelbook.
"""),
("2026-03-16", "preference", ["miriam", "communication"], """
Miriam wants condition terms spelt out in client emails ("flaking paint", not "flaking") because clients misread the short forms.
"""),
("2026-04-20", "fact", ["condrep"], """
Each damage annotation in condrep carries a severity from 1 to 3; the PDF legend prints only the ones used.
"""),
("2026-05-11", "fact", ["valuetrack"], """
Attribution notes in valuetrack are free text; Miriam writes "attributed to", "circle of" or "after" exactly as on the certificate.
"""),
("2026-06-05", "fact", ["lightbox", "search"], """
lightbox search indexes the job ref, capture type and date; there is no search on image content.
"""),
("2026-07-02", "fact", ["studio", "quarantine"], """
Works with active woodworm go to the anoxic bag in the lobby before anything else happens to them.
"""),
("2026-08-06", "preference", ["agent", "tickets"], """
Hannah likes bug tickets closed with a one-line note of what the fix was, in plain words.
"""),
("2026-08-27", "fact", ["easelbook", "reports"], """
The treatment summary PDF from easelbook is for the client file; it is not a condition report and has no signature block.
"""),
("2026-09-24", "fact", ["condrep", "loans"], """
Borrowers sign the loan condition report on arrival in clientroom; their signature lands back in condrep.
"""),
("2026-10-09", "fact", ["climon"], """
The climon dashboard shows the last 7 days by default; longer ranges use the hourly means.
"""),
("2026-11-24", "fact", ["valuetrack", "clients"], """
Some clients also want a paper copy of the certificate posted; valuetrack has a tick box for it and Femi does the posting.
"""),
("2026-01-12", "fact", ["studio"], """
New works arrive through the loading bay on the east side; the front door is for clients only.
"""),
("2026-01-29", "preference", ["agent"], """
Miriam prefers one summary message at the end of the day over several small updates.
"""),
("2026-02-13", "fact", ["materials"], """
The studio's standard varnish for easel paintings is Regalrez 1094 in Shellsol; the controlled list in easelbook has it as `VAR-REG`.
"""),
("2026-02-26", "fact", ["condrep"], """
condrep's photo overlay stores annotations as SVG, one layer per damage type.
"""),
("2026-03-05", "fact", ["lightbox"], """
UV fluorescence captures are shot with the 365 nm lamps only; the old 395 nm torches are for quick looks, not the archive.
"""),
("2026-03-26", "fact", ["easelbook"], """
The controlled materials list in easelbook is maintained by Lewis; the agent should not add entries without asking him.
"""),
("2026-04-02", "fact", ["valuetrack"], """
Corporate collections get a single certificate with a schedule of works attached, not one certificate per object.
"""),
("2026-04-30", "fact", ["clientroom"], """
Corporate clients can have several users in clientroom; private clients have one login per household.
"""),
("2026-05-28", "fact", ["studio", "loans"], """
Outgoing loans need an outgoing condition report and a courier decision recorded in easelbook before the crate is closed.
"""),
("2026-06-30", "fact", ["lightbox"], """
IRR captures come from the Osiris camera as 16-bit TIFF and are ingested without conversion.
"""),
("2026-07-28", "fact", ["condrep"], """
Loan condition reports have an extra page for the borrower's signature on arrival.
"""),
("2026-08-11", "fact", ["easelbook"], """
easelbook's nightly digest lists jobs with no treatment entry for 14 days, so stalled work is visible.
"""),
("2026-09-08", "fact", ["climon"], """
climon's payload decoders live in `internal/decode/`, one file per logger model.
"""),
("2026-09-21", "preference", ["agent", "git"], """
Tomasz wants PR titles to start with the ticket number, e.g. "231: add loan page to condrep".
"""),
("2026-10-14", "fact", ["valuetrack"], """
Objects with a pending restitution claim are flagged in valuetrack and excluded from any schedule sent out.
"""),
("2026-10-20", "fact", ["studio"], """
The fume cupboard in room 1 is serviced every six months; the certificate is pinned by the door.
"""),
("2026-10-27", "decision", ["condrep", "templates"], """
Decision: loan and insurance reports share one template with conditional sections, instead of two copies drifting apart.
"""),
("2026-11-03", "fact", ["clientroom"], """
clientroom lists jobs newest first; archived jobs older than two years are hidden behind a 'show all' link.
"""),
("2026-11-10", "fact", ["lightbox"], """
X-ray plates are digitised at the hospital partner and arrive as DICOM; lightbox converts them to TIFF on ingest.
"""),
("2026-11-19", "fact", ["easelbook"], """
easelbook shows a red banner on any job whose owner contact has no email, because clientroom invites can't go out.
"""),
]
