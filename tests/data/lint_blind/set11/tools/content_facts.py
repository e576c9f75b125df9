"""remnic facts: (date, time, category, confidence, tags, body). <<KEY>> lines are claims."""

FACTS = []

def F(date, time, cat, conf, tags, body):
    FACTS.append((date, time, cat, conf, tags, body.strip("\n") + "\n"))

# ---- paired ----
F("2026-02-11", "10:42:17", "fact", 0.9, ["claimsbridge", "claims"], """
<<V4b>>
That way late treatments still make the same day's batch.
""")
F("2026-05-19", "14:03:51", "fact", 0.85, ["labsync", "hl7", "network"], """
<<V5b>>
""")
F("2026-06-30", "09:12:40", "fact", 0.9, ["chartvault", "backups", "dspt"], """
<<V7b>>
""")
F("2026-09-22", "16:25:09", "fact", 0.85, ["pocketclinic", "ios"], """
<<V9b>>
About 2% of patients were still on iOS 15 when we checked the analytics in August.
""")
F("2026-03-04", "11:30:02", "decision", 0.9, ["booker", "events", "architecture"], """
<<R1b>>
remindr and the analytics sink consume with durable consumers `remindr` and `analytics`.
""")
F("2026-04-15", "13:47:33", "fact", 0.9, ["remindr", "email"], """
<<R3b>>
Bounces come back through SNS to `/webhooks/ses` on remindr.
""")
F("2026-05-07", "08:55:21", "fact", 0.8, ["chartvault", "hosting"], """
<<R5b>>
""")
F("2026-02-24", "15:10:45", "fact", 0.85, ["booker", "errors"], """
<<R8b>>
""")
F("2026-07-21", "10:05:12", "fact", 0.85, ["frontdesk", "feature-flags"], """
<<R10b>>
""")
F("2026-06-09", "12:21:56", "fact", 0.9, ["booker", "remindr", "sms"], """
<<N1b>>
""")
F("2026-08-27", "17:02:38", "preference", 0.85, ["frontdesk", "testing", "e2e"], """
<<N2b>>
Priya said this after the e2e suite blocked three merges in one afternoon.
""")
F("2026-04-28", "09:40:10", "decision", 0.9, ["labsync", "hl7", "dependencies"], """
<<N4a>>
The upstream crate maintainer had not replied to the issue in six weeks.
""")
F("2026-03-18", "14:16:27", "fact", 0.8, ["claimsbridge", "claims", "validation"], """
<<N6b>>
""")
F("2026-10-13", "11:08:44", "preference", 0.9, ["git", "commits"], """
<<N9b>>
""")
F("2026-09-04", "16:44:03", "preference", 0.8, ["booker", "deploys"], """
<<N10b>>
""")
F("2026-10-02", "10:15:30", "decision", 0.95, ["chartvault", "api", "deprecation"], """
<<S4b>>
Announced to integrators in the September newsletter.
""")
F("2026-04-07", "15:33:12", "fact", 0.95, ["oncall", "paging"], """
<<S5b>>
Escalation policy `fcs-escalation` was recreated there with the same steps.
""")
F("2026-08-17", "09:27:55", "fact", 0.95, ["booker", "widget", "decommission"], """
<<S6b>>
""")
F("2026-09-16", "13:50:19", "decision", 0.9, ["pocketclinic", "push"], """
<<S8b>>
One fewer vendor holding patient device tokens.
""")
F("2026-07-28", "10:38:06", "fact", 0.95, ["auth", "frontdesk", "pocketclinic", "sso"], """
<<S10b>>
""")
F("2026-03-26", "12:12:12", "fact", 0.85, ["remindr", "reminders"], """
<<F2b>>
""")
F("2026-01-20", "10:20:48", "fact", 0.8, ["frontdesk", "browsers"], """
<<F4a>>
""")
F("2026-05-26", "15:58:37", "fact", 0.85, ["claimsbridge", "logging"], """
<<F7b>>
""")
F("2026-01-14", "09:05:26", "fact", 0.9, ["oncall"], """
<<F8a>>
""")
F("2026-02-03", "11:44:59", "fact", 0.85, ["claimsbridge", "postgres"], """
<<O1b>>
""")
F("2026-06-16", "14:27:41", "fact", 0.85, ["claimsbridge", "retries"], """
<<O2a>>
""")
F("2026-07-09", "16:11:23", "fact", 0.8, ["admin-console", "sessions"], """
<<O4a>>
""")
F("2026-10-21", "09:49:15", "fact", 0.85, ["pocketclinic", "node", "expo"], """
<<O5b>>
""")
F("2026-08-05", "13:33:50", "fact", 0.85, ["claimsbridge", "staging"], """
<<O7a>>
""")
F("2026-03-11", "10:57:34", "fact", 0.85, ["remindr", "timezones"], """
<<O9b>>
""")
F("2026-05-13", "08:31:07", "fact", 0.85, ["chartvault", "backups"], """
<<O10a>>
""")
F("2026-04-02", "15:21:18", "fact", 0.9, ["remindr", "sms", "history"], """
<<D2a>>
""")
F("2026-05-05", "11:02:29", "fact", 0.85, ["frontdesk", "deploys", "history"], """
<<D4a>>
""")
F("2026-02-17", "16:36:46", "fact", 0.9, ["pocketclinic", "platforms"], """
<<D5b>>
""")
F("2026-06-02", "10:48:53", "fact", 0.85, ["labsync", "hl7", "history"], """
<<D6a>>
""")
F("2026-06-11", "13:09:38", "fact", 0.85, ["oncall", "history"], """
<<D7a>>
""")
F("2026-03-19", "09:58:02", "fact", 0.85, ["remindr", "reminders", "history"], """
<<D9a>>
""")
F("2026-10-20", "14:42:16", "fact", 0.9, ["chartvault", "dspt", "deploys"], """
<<D10a>>
""")
F("2026-01-08", "10:01:55", "preference", 0.95, ["security", "git", "secrets"], """
<<A1b>>
""")
F("2026-02-26", "12:49:27", "preference", 0.85, ["remindr", "python", "tooling"], """
<<A3b>>
""")
F("2026-01-22", "11:18:39", "fact", 0.9, ["labsync"], """
<<A4b>>
""")
F("2026-03-30", "09:36:08", "fact", 0.9, ["observability", "grafana"], """
<<A5b>>
""")
F("2026-01-06", "09:00:41", "fact", 0.95, ["user", "role"], """
<<A6b>>
""")
F("2026-01-13", "14:14:14", "fact", 0.9, ["jira", "process"], """
<<A9b>>
""")
F("2026-07-14", "10:26:57", "fact", 0.85, ["remindr", "sms"], """
<<NS5b>>
""")
F("2026-09-29", "15:05:33", "fact", 0.8, ["claimsbridge", "deploys"], """
<<NS7b>>
""")
F("2026-08-19", "11:51:49", "fact", 0.9, ["agent", "prod", "postgres"], """
<<NS9b>>
Use the `readonly_agent` role; it has `default_transaction_read_only = on`.
""")

# ---- unpaired ----
F("2026-01-27", "13:22:05", "fact", 0.8, ["customers", "ashgrove"], """
Ashgrove Surgery's practice manager is Linda Hart; she prefers phone calls to email for anything urgent.
""")
F("2026-02-09", "10:10:10", "fact", 0.75, ["frontdesk", "calendar"], """
Receptionists colour-code appointment types themselves; the palette is stored per practice in frontdesk settings.
""")
F("2026-03-23", "16:03:44", "preference", 0.85, ["reviews"], """
Priya likes PR descriptions with a "How I tested it" section listing the exact commands run.
""")
F("2026-04-21", "11:45:12", "fact", 0.8, ["labsync", "contacts"], """
Bradford's lab sends a test message every night at 23:00 to check the link; labsync drops it after the ACK.
""")
F("2026-05-28", "09:19:31", "decision", 0.85, ["fhir", "gp-connect"], """
GP Connect export will be a separate service (`fhirgate`) rather than a module in booker, to keep booker's release cadence independent of NHS assurance.
""")
F("2026-06-24", "12:37:26", "fact", 0.9, ["dspt", "compliance"], """
DSPT 2026 was submitted on 24 June as Standards Met.
""")
F("2026-07-02", "15:48:04", "fact", 0.8, ["pocketclinic", "reviews"], """
pocketclinic's App Store rating went from 3.9 to 4.5 after the QR check-in release.
""")
F("2026-08-11", "10:33:47", "preference", 0.8, ["docs", "adr"], """
Architecture decisions are written as ADRs in `fennwick/adr`, numbered, one page each; Priya reviews them on Thursdays.
""")
F("2026-09-09", "14:55:58", "fact", 0.8, ["team", "hiring"], """
Two junior engineers (Maya and Kwame) joined the platform team in September; they pair with Sunita for their first month.
""")
F("2026-10-06", "09:28:21", "fact", 0.75, ["analytics", "dna"], """
The DNA rate across all practices was 4.6% in Q3, down from 7.9% before SMS reminders.
""")
F("2026-10-27", "16:20:09", "decision", 0.8, ["costs", "colo"], """
Decided to renew the Leeds colo contract for 12 months and revisit the cloud question with real numbers next autumn.
""")
F("2026-11-10", "11:11:36", "fact", 0.8, ["k8s", "talos"], """
The Talos upgrade of `k8s-lds` is planned for the second week of December, one node per evening.
""")
F("2026-11-18", "13:40:52", "preference", 0.85, ["incidents", "writing"], """
Incident write-ups should start with patient impact (who, how many, for how long) before the technical timeline.
""")
F("2026-11-24", "10:02:44", "fact", 0.75, ["accessibility"], """
Nine of the fourteen accessibility audit issues were fixed by the end of October; the rest are in FCS-2700.
""")
F("2026-02-19", "15:27:19", "fact", 0.75, ["rota", "booker"], """
Rota spreadsheets from practices often use "9.30" style times; the rota importer accepts them now.
""")
F("2026-04-30", "10:44:25", "fact", 0.8, ["team", "ownership"], """
Sunita owns both labsync and claimsbridge; questions about either go to `#integrations` first.
""")
F("2026-08-25", "15:14:09", "preference", 0.8, ["writing", "docs"], """
Priya wants service cards kept to one screen; details go into linked notes.
""")
F("2026-11-20", "09:33:17", "fact", 0.75, ["fhir", "gp-connect"], """
The SCAL draft for fhirgate was sent to NHS England on 19 November; first feedback expected in January.
""")
