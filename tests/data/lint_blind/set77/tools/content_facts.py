# remnic facts: (date, category, tags, body)
FACTS = []

def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body))

# value slot
F("2026-03-18", "fact", ["yardmaster", "postgres"],
  "[[V1a]]yardmaster talks to Postgres on `pg-yard.corrin.internal:5433`; the connection string in the old runbook is wrong.")
F("2026-05-21", "fact", ["yardmaster", "yard-rules"],
  "[[V3a]]yardmaster won't plan a laden container above tier 3 — three high is the limit for laden boxes on our ground.")
F("2026-06-09", "fact", ["edilink", "sftp"],
  "[[V4a]]edilink checks the shipping lines' SFTP inboxes every 20 minutes, so a COPARN can sit for a while before we see it.")
F("2026-02-24", "fact", ["tariffbook", "storage"],
  "[[V6a]]Imports get five free days in the terminal before tariffbook starts charging storage.")
F("2026-08-14", "fact", ["craneops", "android"],
  "[[V8a]]craneops has minSdk 31 — every Tab Active3 in the fleet runs Android 12 or later.")
F("2026-04-27", "fact", ["wvj", "rail"],
  "[[V9a]]Wolvey Junction can take trains up to 650 m; anything longer gets split in the reception road.")
F("2026-07-02", "fact", ["postgres", "backups"],
  "[[V10a]]We keep 30 days of Postgres backups — that's the figure that went on the insurer's cyber questionnaire.")

# role slot
F("2026-04-16", "fact", ["errors", "monitoring"],
  "[[R1a]]All our services report exceptions to Rollbar; the project tokens are in 1Password under \"Rollbar\".")
F("2026-06-23", "fact", ["yardmaster", "jobs"],
  "[[R3a]]yardmaster's async jobs (bay re-plans, EDI acks) run on Dramatiq with a Redis broker.")
F("2026-03-09", "fact", ["gatepass", "email"],
  "[[R5a]]gatepass sends haulier booking confirmations through Amazon SES (eu-west-2).")
F("2026-05-04", "fact", ["infra", "gitops"],
  "[[R6a]]Cluster changes roll out through Flux, which watches the `deploy` repo.")
F("2026-07-15", "fact", ["trainplan", "hosting"],
  "[[R7a]]trainplan runs on Fly.io (app `corrin-trainplan`, region lhr), not on our own cluster.")
F("2026-02-05", "preference", ["marta", "tools"],
  "[[R8a]]Marta's editor is VS Code; she shares her screen from it in the Tuesday code reviews.")
F("2026-09-30", "fact", ["edilink", "storage"],
  "[[R10a]]edilink archives every raw EDI message to Backblaze B2 (bucket `corrin-edi-raw`).")

# negation
F("2026-04-02", "fact", ["gatepass", "api"],
  "[[N1a]]Hauliers cannot cancel a booking through the API; cancellations only work in the web portal.")
F("2026-06-26", "decision", ["yardmaster", "deploys"],
  "[[N2a]]Friday afternoon is the usual yardmaster release slot; the yard is quiet after the 14:00 train.")
F("2026-05-13", "fact", ["tariffbook", "reefers"],
  "[[N4a]]tariffbook bills reefer plug-in hours automatically from the reefer monitoring feed.")
F("2026-08-03", "fact", ["edilink", "codeco"],
  "[[N5a]]edilink never sends CODECOs; the lines pull gate moves from our partner API instead.")
F("2026-03-25", "preference", ["git", "merging"],
  "[[N6a]]Never squash when merging — every commit stays, so `git bisect` works on the yard planner bugs.")
F("2026-07-07", "preference", ["tariffbook", "python"],
  "[[N8a]]Add type hints to every function you touch in tariffbook, legacy modules included.")
F("2026-10-12", "decision", ["gatepass", "bookings"],
  "[[N9a]]gatepass won't accept a booking with no trailer number; the gate team insisted after the ANPR mismatches.")

# stale vs change
F("2026-07-01", "fact", ["tariffbook", "accounting"],
  "[[S1a]]tariffbook moved from Sage 50 to Xero in June; the Sage bridge is switched off.")
F("2026-05-28", "fact", ["gatepass", "sms"],
  "[[S3a]]We switched gatepass SMS from Textlocal to Twilio in May.")
F("2026-04-30", "fact", ["craneops", "crashes"],
  "[[S5a]]craneops dropped Crashlytics in April; the app no longer ships the Firebase SDK.")
F("2026-03-31", "fact", ["infra", "uptime"],
  "[[S6a]]Pingdom was cancelled at renewal in March; uptime checks moved to Uptime Kuma on the ops box.")
F("2026-09-15", "fact", ["gatepass", "anpr"],
  "[[S7a]]Hik-Connect cloud access was switched off after the security review; gatepass now reads the ANPR cameras over local ISAPI.")
F("2026-04-08", "fact", ["tariffbook", "payments"],
  "[[S8a]]tariffbook no longer records cheque payments — finance stopped taking cheques on 1 April.")
F("2026-08-20", "fact", ["trainplan", "timetable"],
  "[[S10a]]The Monday Excel timetable is gone: since July trainplan pulls the operator's timetable from their API every night.")

# refinement
F("2026-02-17", "fact", ["yardmaster", "empties"],
  "[[F1a]]Empty stacks in block E are kept to 5 high because of the overhead power line.")
F("2026-03-02", "fact", ["tariffbook", "invoicing"],
  "[[F2a]]Storage invoices go out every Monday morning, covering the previous Monday to Sunday.")
F("2026-06-16", "fact", ["trainplan", "django"],
  "[[F3a]]trainplan is pinned to Django 5.0.6 because 5.0.7 broke the admin date widget.")
F("2026-07-22", "fact", ["craneops", "jobs"],
  "[[F4a]]craneops refreshes the job list every 30 seconds, and straight away when yardmaster pushes a new job.")
F("2026-05-07", "fact", ["edilink", "baplie"],
  "[[F5a]]BAPLIE support in edilink is inbound only: we parse the lines' stowage plans but never generate a BAPLIE.")
F("2026-06-04", "fact", ["yardmaster", "reefers"],
  "[[F7a]]Block R's 48 reefer plugs are split 36 on the main board and 12 on the generator board.")
F("2026-01-27", "preference", ["git", "commits"],
  "[[F8a]]Commit subjects: imperative mood, service prefix (`gatepass: ...`), under 72 characters.")
F("2026-08-27", "fact", ["gatepass", "api"],
  "[[F9a]]API bookings need a haulier token issued by the gate team; the portal just uses the normal haulier login.")
F("2026-10-06", "fact", ["yardmaster", "postgres"],
  "[[F10a]]yardmaster's Postgres is on 16.4; the minor upgrade to 16.6 is waiting for a quiet weekend.")

# other subject
F("2026-05-25", "fact", ["gatepass", "sms"],
  "[[O1a]]gatepass retries SMS alerts up to 3 times before marking the driver unreachable.")
F("2026-03-20", "fact", ["cbk", "rail"],
  "[[O2a]]Castle Brook's reception road limits trains to 520 m; longer services are split at WVJ first.")
F("2026-04-21", "fact", ["tariffbook", "python"],
  "[[O3a]]tariffbook runs on Python 3.12 with uv; `uv sync` is all a new laptop needs.")
F("2026-07-29", "fact", ["gatepass", "anpr", "go"],
  "[[O4a]]The ANPR bridge (a small Go service inside the gatepass repo) builds with Go 1.23.")
F("2026-09-02", "fact", ["tariffbook", "portal"],
  "[[O5a]]The customer portal for tariffbook uses npm; there's a `package-lock.json` and no plan to change it.")
F("2026-06-11", "fact", ["tariffbook", "email"],
  "[[O6a]]tariffbook emails invoices through the Microsoft 365 SMTP relay (`invoices@corrin-intermodal.co.uk`).")
F("2026-02-19", "fact", ["website", "hosting"],
  "[[O8a]]The public website is hosted on Netlify; marketing edits it in Decap CMS.")
F("2026-03-05", "fact", ["tariffbook", "storage"],
  "[[O9a]]Export boxes get 7 free days before storage starts.")

# dated history
F("2026-02-09", "fact", ["craneops", "hardware"],
  "[[D1a]]During the 2025 pilot the cab tablets were Zebra ET40s; two are still in a drawer in the WVJ control room.")
F("2026-01-12", "fact", ["wvj", "gate"],
  "[[D2a]]Over the Christmas 2025 peak, Wolvey Junction's gate ran 24 hours on weekdays.")
F("2026-01-15", "fact", ["yardmaster", "history"],
  "[[D3a]]Before the rewrite in autumn 2025, yardmaster was a Flask app with hand-written SQL.")
F("2026-04-10", "fact", ["infra", "cluster"],
  "[[D4a]]In January 2026 the cluster was still two nodes; the third AX52 went in in March.")
F("2026-02-12", "fact", ["tariffbook", "tariff"],
  "[[D5a]]In 2025 the storage rate was £15 per TEU per day; it went up with the January 2026 tariff.")
F("2026-10-09", "fact", ["gatepass", "wvj"],
  "[[D6a]]For the first two weeks after Ashby Vale opened, WVJ slots were capped at 16 trucks while gate staff were seconded there.")
F("2026-09-08", "fact", ["trainplan", "wvj"],
  "[[D7a]]Through the summer 2026 engineering blockade WVJ was down to 2 trains a day.")
F("2026-05-02", "fact", ["people", "it"],
  "[[D8a]]Until April 2026 the IT lead was Dev Sharma; Marta took over when Dev moved to the systems-integration project.")
F("2026-06-30", "fact", ["edilink", "partners"],
  "[[D10a]]At go-live in January 2026 edilink had 4 shipping lines connected.")

# agreeing duplicates
F("2026-05-15", "fact", ["edilink", "retries"],
  "[[A1a]]Outbound EDI that fails is retried five times and then lands in the dead-letter table.")
F("2026-03-11", "fact", ["secrets", "security"],
  "[[A3a]]Secrets live in 1Password; never paste tokens into MR descriptions or Slack.")
F("2026-08-06", "fact", ["tariffbook", "currency"],
  "[[A5a]]All tariffbook invoices are in GBP, including the ones to Hapag-Lloyd's Hamburg office.")
F("2026-02-27", "preference", ["git", "lint"],
  "[[A6a]]Always run the linters (`make lint`) before committing anything.")
F("2026-01-22", "preference", ["marta", "answers"],
  "[[A8a]]Marta wants the command first and the explanation after, kept short.")
F("2026-09-24", "fact", ["tariffbook", "vat"],
  "[[A10a]]tariffbook charges 20% VAT on storage and handling.")

# negation scope
F("2026-06-02", "fact", ["edilink", "restarts"],
  "[[NS3a]]A CronJob restarts edilink every night at 02:00 to clear its SFTP connection pool.")
F("2026-07-31", "fact", ["craneops", "jobs"],
  "[[NS4a]]Drivers can't delete jobs in craneops; the most they can do is flag one as blocked.")
F("2026-05-19", "fact", ["gatepass", "api"],
  "[[NS5a]]The haulier API doesn't accept bookings more than 14 days ahead.")
F("2026-08-18", "preference", ["config", "git"],
  "[[NS6a]]When you add a setting, update and commit `.env.example` in the same MR.")
F("2026-10-21", "fact", ["tariffbook", "empties"],
  "[[NS7a]]No storage is charged on empties that leave within 48 hours of gate-in.")
F("2026-09-17", "fact", ["edilink", "aperak"],
  "[[NS8a]]edilink does not retry messages the line has rejected (APERAK with an error); those go straight to the EDI desk.")
F("2026-11-03", "preference", ["marta", "answers"],
  "[[NS10a]]Marta likes a short summary when a task is finished.")

# ---- filler facts ----
F("2026-01-06", "fact", ["terminals"],
  "Corrin Intermodal runs three inland rail terminals: Wolvey Junction, Castle Brook and, from September 2026, Ashby Vale.")
F("2026-01-29", "fact", ["yardmaster", "redis"],
  "yardmaster caches stack plans in Redis; a cold cache makes the first re-plan of the morning slow.")
F("2026-02-03", "fact", ["gatepass", "tiers"],
  "Gold-tier hauliers get first pick of the 06:00 slots at WVJ.")
F("2026-03-13", "decision", ["trainplan", "locks"],
  "Load plans lock 90 minutes before the rail window so the yard can stage the boxes.")
F("2026-04-24", "fact", ["edilink", "partners"],
  "MSC's EDI spec uses D.95B with their own container type codes; the mapping lives in `codes/isotypes.yaml`.")
F("2026-05-30", "fact", ["craneops", "yard"],
  "Reach stacker RS-07 has the longest jib; planners give it the high stacks in blocks A and B.")
F("2026-06-20", "decision", ["infra", "namespaces"],
  "Every service gets its own database role; no shared superuser in app configs.")
F("2026-07-10", "fact", ["tariffbook", "customers"],
  "The three biggest tariffbook customers are shipping lines; forwarders make up the long tail.")
F("2026-08-11", "fact", ["asv", "gate"],
  "Ashby Vale's gatehouse has one inbound lane; queues back onto the estate road after about 12 trucks.")
F("2026-09-28", "fact", ["gatepass", "webhooks"],
  "Haulier webhooks are signed with HMAC-SHA256; the secret is shown once when the haulier creates the hook.")
F("2026-10-27", "fact", ["wvj", "weighbridge"],
  "The new WVJ weighbridge reads to 20 kg; the old one read to 50 kg.")
F("2026-11-10", "decision", ["planning", "2027"],
  "For 2027 the priority list is: CBK gatehouse screen, ASV weighbridge, then moving reporting to the warehouse properly.")
F("2026-11-19", "fact", ["edilink", "idempotency"],
  "Outbound EDI messages carry an idempotency key since the October duplicate-COARRI incident.")
F("2026-11-24", "fact", ["cbk", "gate"],
  "Castle Brook's gate clerk reads the old weighbridge and types the weights into gatepass.")
