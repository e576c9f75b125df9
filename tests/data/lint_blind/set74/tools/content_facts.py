# remnic facts: (date, category, tags, body)
FACTS = [
("2026-05-12", "fact", ["caredesk", "postgres"], """
§V1§caredesk's Postgres listens on `pg-care.pgs.internal:5433`; 5432 on that host is the old reporting replica, don't point anything at it.
"""),
("2026-06-03", "fact", ["preston", "dpd"], """
§V3§Preston's DPD cut-off is 16:00; orders packed after that roll to the next day's collection.
"""),
("2026-08-05", "fact", ["callpath", "twilio"], """
§V4§callpath gives up on a failed Twilio status callback after 3 retries and writes it to the `dead_callbacks` table.
"""),
("2026-09-14", "fact", ["caredesk", "sla", "nhs"], """
§V7§Email tickets need a first reply within 4 business hours — that's the
ICB contract figure, and the dashboard goes red at 3.
"""),
("2026-07-21", "fact", ["carriers", "royal-mail"], """
§V9§Our Royal Mail Tracked 48 service takes parcels up to 5 kg, so bulk care-home orders could go in one box if DPD is down.
"""),
("2026-06-16", "fact", ["swapdesk", "tooling"], """
§R1§Use yarn for swapdesk: CI runs `yarn install --immutable` and a stray `package-lock.json` breaks it.
"""),
("2026-10-09", "fact", ["repeatr", "hosting"], """
§R3§repeatr is deployed to Fly.io: two machines in lhr plus a worker process group.
"""),
("2026-08-27", "fact", ["caredesk", "errors"], """
§R5§caredesk errors are reported to Rollbar; alerts go to #care-alerts.
"""),
("2026-09-01", "fact", ["packline", "jobs"], """
§R6§packline's background jobs (label generation, carrier manifests) run on RQ with Redis.
"""),
("2026-07-02", "preference", ["callum", "editor"], """
§R7§Callum works in Zed; when suggesting shortcuts or settings, give the Zed ones.
"""),
("2026-10-27", "decision", ["repeatr", "git"], """
§R8§Squash-merge repeatr PRs; one commit per PR on main is what the release-notes script expects.
"""),
("2026-11-04", "fact", ["repeatr", "sms"], """
§R10§repeatr's SMS reminders are sent through MessageBird; the sender ID is still PGSensors.
"""),
("2026-06-25", "fact", ["callpath", "ops"], """
§N2§Restarting the callpath worker is safe at any time of day; Twilio holds the queued calls while it comes back.
"""),
("2026-08-13", "fact", ["support", "macros", "swapdesk"], """
§N3§The "replacement approved" macro includes the patient's NHS number so the pharmacy team can match it to the claim.
"""),
("2026-05-19", "decision", ["support", "phone", "packline"], """
§N6§Agents read the delivery date from packline out to the caller and confirm it before ending the call.
"""),
("2026-10-13", "fact", ["glasgow", "dispatch"], """
§N9§Glasgow dispatches on Saturday mornings for urgent replacement sensors.
"""),
("2026-07-07", "fact", ["helpdesk", "migration"], """
§S1§The helpdesk moved from Zammad to Freshdesk on 9 June; Zammad is read-only now, kept for old ticket lookups.
"""),
("2026-05-28", "fact", ["packline", "printing"], """
§S2§Switched packline label printing from PrintNode to raw ZPL over the network in May.
"""),
("2026-09-10", "fact", ["lotkeeper", "reports"], """
§S4§lotkeeper no longer emails the expiry report; it's the "Expiring lots" Metabase dashboard now.
"""),
("2026-10-19", "decision", ["infra", "secrets"], """
§S6§Secrets moved from Doppler to 1Password Secrets Automation in October; the Doppler project is shut down.
"""),
("2026-08-21", "fact", ["support", "chat"], """
§S7§We replaced Tawk.to with Crisp for web chat in August.
"""),
("2026-11-05", "fact", ["infra", "monitoring"], """
§S9§Uptime monitoring switched from Pingdom to Better Stack on 3 November.
"""),
("2026-10-23", "fact", ["repeatr", "sms", "consent"], """
§F1§SMS reminders only go to patients who ticked SMS consent; everyone else gets email only.
"""),
("2026-04-14", "fact", ["returns"], """
§F2§Opened sensor packs can only come back within the 30 days if a sensor in them is faulty; unopened packs for any reason.
"""),
("2026-06-10", "preference", ["escalation", "kelvara"], """
§F5§Kelvara claim disputes go to Marta; over £500 she loops in Aisha before replying.
"""),
("2026-08-04", "decision", ["nhs", "carriers"], """
§F6§NHS patients who need sensors faster get Tracked 24 at no charge if the clinical liaison approves it.
"""),
("2026-03-31", "fact", ["caredesk", "backups"], """
§F8§caredesk's nightly backup runs at 02:30 and goes to the Backblaze B2 bucket `pgs-care-backups`.
"""),
("2026-05-05", "fact", ["tessa3", "pilot", "carriers"], """
§D1§During the Tessa 3 pilot (Feb–Apr 2026) replacement sensors went out by DPD only.
"""),
("2026-08-24", "fact", ["glasgow", "history"], """
§D3§Before the Glasgow hub opened on 17 August, all Scottish orders went out from Preston.
"""),
("2026-03-02", "fact", ["repeatr", "email", "history"], """
§D6§Back in February repeatr sent reminders through Mailgun while the Postmark account was waiting for approval.
"""),
("2026-01-14", "fact", ["returns", "history"], """
§D7§Over the 2025 winter period the returns window was extended to 60 days for orders placed in December.
"""),
("2026-02-03", "fact", ["swapdesk", "history"], """
§D9§When we inherited swapdesk from the agency in January it was still on Node 18.
"""),
("2026-01-12", "fact", ["callpath", "hours"], """
§D10§Phone lines are open every weekday except bank holidays.
"""),
("2026-02-17", "fact", ["packline"], """
§A1§packline is a Django app on Python 3.12.
"""),
("2026-03-12", "fact", ["tessa3", "support"], """
§A2§After insertion a Tessa 3 takes 60 minutes before it shows readings; tell callers that's normal.
"""),
("2026-04-20", "fact", ["caredesk", "deploy"], """
§A3§To ship caredesk, run `kamal deploy` on main; it goes to care-01.
"""),
("2026-02-26", "preference", ["git", "privacy"], """
§A4§Commit messages must never contain patient identifiers; use the ticket number instead.
"""),
("2026-08-18", "fact", ["glasgow"], """
§A5§The Glasgow hub started dispatching on 17 August 2026.
"""),
("2026-08-03", "fact", ["swapdesk", "kelvara", "api"], """
§A6§Keep swapdesk under one request a second to Kelvara; that's their limit for our key.
"""),
("2026-01-20", "preference", ["aisha", "communication"], """
§A7§Aisha prefers brief bulleted replies; skip the recap at the start.
"""),
("2026-05-25", "fact", ["lotkeeper", "backups"], """
§A9§lotkeeper ledger snapshots are retained for five weeks, then pruned.
"""),
("2026-04-30", "fact", ["replacements", "billing"], """
§A10§Patients are never charged for a replacement of a faulty sensor.
"""),
("2026-06-29", "fact", ["repeatr", "sms"], """
§O1§repeatr retries a failed SMS reminder up to 3 times, then flags the patient for a phone call.
"""),
("2026-05-21", "fact", ["packline", "postgres"], """
§O2§packline talks to Postgres at `pg-pack.pgs.internal:5433`; the connection pooler sits on 6432.
"""),
("2026-07-30", "fact", ["callpath", "node"], """
§O3§callpath's Twilio Functions run on Node 18, the runtime Twilio gives us.
"""),
("2026-07-31", "fact", ["callpath", "tooling"], """
§O4§callpath's functions use plain npm: there's a `package-lock.json` and no workspace.
"""),
("2026-04-09", "fact", ["caredesk", "hosting"], """
§O6§caredesk runs on a single Hetzner VM (care-01), not on the k3s cluster.
"""),
("2026-09-22", "fact", ["callpath", "sla"], """
§O7§On the phone line, 80% of calls should be answered within 60 seconds.
"""),
("2026-03-18", "fact", ["private", "subscriptions"], """
§O8§Private subscription shipments contain 2 sensors (a 28-day supply).
"""),
("2026-07-13", "fact", ["callpath", "errors"], """
§O9§callpath's Function errors go to Honeybadger, through the small wrapper Marta wrote.
"""),
("2026-05-07", "preference", ["joe", "reports"], """
§O10§Joe keeps the pick reports in Excel; send him .xlsx files, not Google Sheets links.
"""),
("2026-02-09", "decision", ["billing", "vat"], """
§NS1§Private subscriber invoices are never sent without the VAT relief declaration attached.
"""),
("2026-06-01", "decision", ["clinical", "escalation"], """
§NS2§Adverse-event reports must be escalated the same working day.
"""),
("2026-03-09", "fact", ["nhs", "dispatch"], """
§NS4§NHS orders are dispatched the same day the prescription arrives if it's in before 14:00.
"""),
("2026-04-16", "decision", ["returns", "refunds"], """
§NS5§We refund sensors that fail within the first 7 days of wear.
"""),
("2026-06-08", "fact", ["preston", "dispatch"], """
§NS9§Orders leave Preston twice a day: the DPD van and the Royal Mail collection.
"""),
("2026-04-06", "decision", ["nhs", "dispatch"], """
§NS4§No NHS order is dispatched without a scanned prescription on file.
"""),
("2026-09-17", "decision", ["repeatr", "deploy", "migrations"], """
§N7§repeatr migrations are never run automatically on deploy; Callum runs them by hand once the release is out.
"""),
# unlabelled facts
("2026-01-27", "fact", ["metabase"], """
Metabase reads from replicas only; never give it credentials for a primary database.
"""),
("2026-02-23", "preference", ["marta", "review"], """
Marta prefers review comments grouped by file, with the blocking ones marked "must".
"""),
("2026-03-24", "fact", ["tessa2"], """
Tessa 2 sensors are worn for 10 days; patients switching to Tessa 3 need a new prescription.
"""),
("2026-04-27", "fact", ["glasgow", "planning"], """
The Glasgow unit lease was signed in April; fit-out ran through July.
"""),
("2026-06-22", "decision", ["support", "tags"], """
Tickets about Tessa 2 get the `legacy-sensor` tag so the phase-out report can count them.
"""),
("2026-07-27", "fact", ["kelvara", "claims"], """
Kelvara credits accepted claims on the monthly statement, not per claim.
"""),
("2026-09-03", "preference", ["aisha", "reports"], """
Aisha wants the weekly numbers as a single table, sites as columns.
"""),
("2026-09-29", "fact", ["care-home"], """
Care-home invoices are sent to the home's finance contact, with one line per resident.
"""),
("2026-10-30", "fact", ["stock", "winter"], """
Both sites are at about seven weeks of Tessa 3 stock; the target is eight by 1 December.
"""),
("2026-11-12", "decision", ["portal", "accessibility"], """
The accessibility fixes from the November audit go out before any new portal features.
"""),
("2026-11-19", "fact", ["callpath", "recordings"], """
Call recordings are only listened to for complaints and training; access is logged.
"""),
("2026-11-24", "fact", ["swapdesk", "claims"], """
Claims rejected by Kelvara for missing photos can be refiled once with the photo attached.
"""),
]
