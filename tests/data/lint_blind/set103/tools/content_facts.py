# remnic facts: (key, date, category, tags, body). Path: facts/<date>/<category>-<epoch_ms>-<hex4>.md
FACTS = [
("V1", "2026-04-02", "fact", ["calldesk", "postgres"], """
@@V1x@@
"""),
("V3", "2026-05-19", "fact", ["fobvault", "net2"], """
@@V3x@@
Events older than the last poll are fetched in one batch, so a slow site can take a while to catch up.
"""),
("V5", "2026-07-08", "fact", ["techapp", "photos"], """
@@V5x@@
"""),
("V6", "2026-03-11", "fact", ["quotekit", "quotes"], """
@@V6x@@
"""),
("V8", "2026-08-21", "fact", ["backups", "postgres"], """
@@V8x@@
Older dumps are removed by a B2 lifecycle rule, not by our script.
"""),
("V9", "2026-06-03", "fact", ["branches", "sla", "bristol"], """
@@V9x@@
"""),
("R1", "2026-02-17", "fact", ["fobvault", "tooling"], """
@@R1x@@
"""),
("R3", "2026-09-09", "fact", ["calldesk", "sms", "paging"], """
@@R3x@@
"""),
("R4", "2026-05-05", "fact", ["quotekit", "errors"], """
@@R4x@@
"""),
("R7", "2026-10-06", "preference", ["git"], """
@@R7x@@
"""),
("R8", "2026-03-24", "preference", ["owen", "editor"], """
@@R8x@@
"""),
("R10", "2026-07-29", "fact", ["calldesk", "eta", "maps"], """
@@R10x@@
Traffic-aware ETAs cost extra, so only the first estimate uses traffic.
"""),
("N2", "2026-10-14", "decision", ["calldesk", "night", "dispatch"], """
@@N2x@@
"""),
("N3", "2026-04-22", "fact", ["techapp"], """
@@N3x@@
"""),
("N5", "2026-06-26", "preference", ["deploy", "calldesk"], """
@@N5x@@
"""),
("N7", "2026-05-28", "decision", ["pricing", "lockouts"], """
@@N7x@@
"""),
("N9", "2026-08-12", "fact", ["techapp", "signatures"], """
@@N9x@@
The job is flagged for the office to chase the signature by email.
"""),
("S1", "2026-06-14", "decision", ["calldesk", "hosting", "migration"], """
@@S1x@@
"""),
("S2", "2026-08-25", "decision", ["fobvault", "salto"], """
@@S2x@@
"""),
("S4", "2026-09-17", "fact", ["quotekit", "pdf"], """
@@S4x@@
"""),
("S5", "2026-02-09", "decision", ["secrets", "infra"], """
@@S5x@@
"""),
("S8", "2026-10-01", "fact", ["telephony", "calldesk"], """
@@S8x@@
Aircall's integration creates the caller lookup in calldesk.
"""),
("S9", "2026-07-15", "decision", ["quotekit", "prices"], """
@@S9x@@
"""),
("S10", "2026-10-20", "decision", ["git", "infra"], """
@@S10x@@
"""),
("F2", "2026-03-03", "fact", ["cutlog", "restricted-keys"], """
@@F2x@@
"""),
("F4", "2026-04-14", "decision", ["quotekit", "deposits"], """
@@F4x@@
"""),
("F5", "2026-03-19", "fact", ["techapp", "devices"], """
@@F5x@@
"""),
("F7", "2026-02-25", "fact", ["oncall"], """
@@F7x@@
"""),
("F9", "2026-09-02", "fact", ["fobvault", "audit"], """
@@F9x@@
"""),
("O1", "2026-05-12", "fact", ["calldesk", "redis"], """
@@O1x@@
"""),
("O3", "2026-06-19", "fact", ["quotekit", "xero"], """
@@O3x@@
"""),
("O5", "2026-06-30", "fact", ["quotekit", "invoices"], """
@@O5x@@
"""),
("O10", "2026-01-20", "fact", ["website", "hosting"], """
@@O10x@@
"""),
("D2", "2026-04-08", "fact", ["bath", "key-cutting"], """
@@D2x@@
"""),
("D4", "2026-05-21", "fact", ["fobvault", "node"], """
@@D4x@@
"""),
("D7", "2026-01-12", "fact", ["gloucester", "oncall"], """
@@D7x@@
"""),
("D8", "2026-04-30", "fact", ["quotekit", "email"], """
@@D8x@@
"""),
("D9", "2026-03-30", "fact", ["gloucester", "sla"], """
@@D9x@@
"""),
("A1", "2026-02-03", "fact", ["pricing"], """
@@A1x@@
"""),
("A2", "2026-06-09", "fact", ["fobvault", "redis"], """
@@A2x@@
"""),
("A4", "2026-03-06", "fact", ["cutlog", "restricted-keys"], """
@@A4x@@
"""),
("A6", "2026-04-16", "fact", ["quotekit", "stripe"], """
@@A6x@@
"""),
("A8", "2026-07-22", "fact", ["techapp", "flutter"], """
@@A8x@@
"""),
("A9", "2026-05-26", "fact", ["calldesk", "sentry"], """
@@A9x@@
"""),
("NS1", "2026-08-04", "decision", ["quotekit", "vat"], """
@@NS1x@@
"""),
("NS3", "2026-09-23", "decision", ["cutlog", "restricted-keys"], """
@@NS3x@@
The customer has to bring the key or the card.
"""),
("NS4", "2026-06-18", "preference", ["fitting", "insurance"], """
@@NS4x@@
"""),
("NS6", "2026-07-02", "fact", ["calldesk", "sms"], """
@@NS6x@@
"""),
("NS8", "2026-10-27", "decision", ["bath", "key-cutting"], """
@@NS8x@@
"""),
("NS9", "2026-11-04", "fact", ["fobvault", "fobs"], """
@@NS9x@@
"""),
("NS10", "2026-08-18", "fact", ["key-safes", "sms"], """
@@NS10y@@
"""),
# ---- fillers (no labelled claim)
("x01", "2026-01-08", "fact", ["team"], """
Owen and Sian share the infra on-call for the apps during office hours; nights are not covered for dev issues.
"""),
("x02", "2026-01-27", "preference", ["marta", "reports"], """
Marta wants the weekly lockout numbers per branch as a table, not a chart.
"""),
("x03", "2026-02-13", "fact", ["vehicle-lockouts"], """
Vehicle lockouts are logged in calldesk with the registration instead of an address.
"""),
("x04", "2026-03-18", "decision", ["fobvault", "portal"], """
Building managers will get read-only access to their own site in fobvault first; edits come later.
"""),
("x05", "2026-04-11", "fact", ["cutlog", "counter"], """
Gloucester counter orders are entered in cutlog by Beth in Bristol until the Gloucester PC is set up.
"""),
("x06", "2026-05-08", "fact", ["techapp", "parts"], """
techapp's parts list comes from the van stock sheet; vanstock will replace it.
"""),
("x07", "2026-06-01", "fact", ["quotekit", "contracts"], """
Maintenance contracts are billed annually in advance through quotekit.
"""),
("x08", "2026-06-24", "preference", ["sian", "reviews"], """
Sian prefers review comments as suggestions she can apply, not prose.
"""),
("x09", "2026-07-10", "fact", ["calldesk", "reports"], """
The monthly lockout report counts jobs by branch and by lock type (euro cylinder, mortice, nightlatch, uPVC multipoint).
"""),
("x10", "2026-07-31", "fact", ["salto", "installs"], """
Dai's team did three new Salto installs in July, all on student blocks.
"""),
("x11", "2026-08-14", "fact", ["pricing", "landlords"], """
Landlord accounts pay monthly by bank transfer against a statement that quotekit sends on the 1st.
"""),
("x12", "2026-08-29", "decision", ["techapp", "photos"], """
Photos of the customer's ID are never taken in techapp; the technician ticks a box instead.
"""),
("x13", "2026-09-12", "fact", ["fobvault", "net2"], """
Net2 sites report door-forced alarms to fobvault, which emails the building manager.
"""),
("x14", "2026-09-28", "fact", ["vanstock"], """
vanstock's first pilot is the Bath van from November.
"""),
("x15", "2026-10-09", "preference", ["owen", "testing"], """
Owen prefers integration tests against a real Postgres in Docker over mocks.
"""),
("x16", "2026-10-16", "fact", ["calldesk", "customers"], """
Repeat lockouts at the same address within a week are flagged on the job so the coordinator sees the history.
"""),
("x17", "2026-10-30", "fact", ["gloucester", "counter"], """
The Gloucester counter PC arrived; cutlog goes on it after Beth's training.
"""),
("x18", "2026-11-06", "decision", ["quotekit", "contracts"], """
Maintenance contract renewals are sent 30 days before the end date.
"""),
("x19", "2026-11-12", "fact", ["techapp", "parts"], """
Parts scanning in techapp uses the phone camera; no separate scanners are being bought.
"""),
("x20", "2026-11-19", "fact", ["branches", "bristol"], """
Bristol's counter will open on Sundays in December, 10:00–14:00.
"""),
("x21", "2026-11-24", "fact", ["fobvault", "portal"], """
The building-manager portal is behind a feature flag; two managers are testing it.
"""),
("x22", "2026-01-05", "fact", ["calldesk", "jobs"], """
Job numbers are `L` plus six digits for lockouts and `A` plus six digits for access-control faults.
"""),
]
