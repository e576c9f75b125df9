# remnic facts: (key, date, category, tags, body). key is only used for seeding; path is generated.
FACTS = [
("V2b", "2026-04-14", "fact", ["lockd", "mqtt"], """@@V2b@@
Client id is `lockd-sub-<pod>` so two replicas don't kick each other off."""),
("V3b", "2026-07-22", "fact", ["hirebook", "booking"], """@@V3b@@
Customers who take longer than that see "your basket expired" and have to start again."""),
("V6b", "2026-06-10", "fact", ["app", "ios"], """@@V6b@@"""),
("V8a", "2026-05-19", "fact", ["notify", "sms"], """@@V8a@@
Failures are summarised in the morning ops digest."""),
("V10b", "2026-09-08", "fact", ["backups", "postgres"], """@@V10b@@
Restores older than that need the monthly archive copy."""),
("R2b", "2026-03-12", "decision", ["wrench", "ci"], """@@R2b@@"""),
("R3a", "2026-06-04", "fact", ["tillbridge", "hosting"], """@@R3a@@
Deploy with `fly deploy` from the repo root; secrets via `fly secrets set`."""),
("R4a", "2026-02-24", "fact", ["notify", "email"], """@@R4a@@
Bounces come back to notify's webhook and mark the customer's email as unverified."""),
("R6a", "2026-05-02", "fact", ["app", "monitoring"], """@@R6a@@"""),
("R10b", "2026-08-13", "fact", ["hirebook", "pdf"], """@@R10b@@
It's called over HTTP on localhost:7070 from the worker pod."""),
("N1b", "2026-09-17", "preference", ["hirebook", "migrations", "deploys"], """@@N1b@@
Said after the `bookings` index migration locked the table for four minutes at lunchtime."""),
("N3b", "2026-08-20", "decision", ["harrogate", "hires"], """@@N3b@@"""),
("N5b", "2026-10-06", "fact", ["lockd", "locks"], """@@N5b@@
The hire only closes once the lock reports the shackle as engaged."""),
("N9b", "2026-06-23", "preference", ["storefront", "feature-flags"], """@@N9b@@"""),
("N10b", "2026-11-03", "fact", ["wrench", "notifications"], """@@N10b@@"""),
("S2b", "2026-08-28", "fact", ["logging", "infra"], """@@S2b@@
Promtail runs as a DaemonSet; VM hosts ship with the Alloy agent."""),
("S4b", "2026-03-18", "fact", ["hirebook", "legacy"], """@@S4b@@
The old system stays up for lookups until the 2026 accounts are closed."""),
("S5b", "2026-09-22", "decision", ["app", "builds"], """@@S5b@@"""),
("F1b", "2026-07-01", "fact", ["notify", "email", "hirebook"], """@@F1b@@"""),
("F3b", "2026-06-26", "fact", ["partsync", "python", "lint"], """@@F3b@@"""),
("F4b", "2026-06-12", "fact", ["tillbridge", "wrench", "sku"], """@@F4b@@"""),
("F6b", "2026-05-14", "decision", ["ebike", "id-check", "app"], """@@F6b@@"""),
("F8b", "2026-08-07", "fact", ["harrogate", "shops"], """@@F8b@@"""),
("O3b", "2026-10-29", "fact", ["lockd", "ci"], """@@O3b@@"""),
("O5b", "2026-02-17", "fact", ["hirebook", "staging"], """@@O5b@@
Credentials are in the team password manager under "hirebook staging"."""),
("O7b", "2026-04-30", "fact", ["wrench", "alerts", "slack"], """@@O7b@@
Mo and Owen are the only members; mechanics never see stack traces."""),
("D3a", "2026-01-14", "fact", ["app", "expo"], """@@D3a@@"""),
("D4a", "2026-07-09", "fact", ["partsync", "history"], """@@D4a@@"""),
("D6a", "2026-04-20", "fact", ["workshop", "history"], """@@D6a@@"""),
("D8a", "2026-06-02", "fact", ["oncall", "history"], """@@D8a@@"""),
("D10a", "2026-03-05", "fact", ["lockd", "firmware"], """@@D10a@@"""),
("A1b", "2026-01-21", "preference", ["git", "commits"], """@@A1b@@"""),
("A2b", "2026-03-02", "fact", ["hirebook", "staging"], """@@A2b@@"""),
("A4b", "2026-05-08", "decision", ["lockd", "firmware"], """@@A4b@@"""),
("A5b", "2026-02-09", "fact", ["partsync", "ownership"], """@@A5b@@"""),
("A7b", "2026-02-26", "preference", ["databases", "production"], """@@A7b@@"""),
("A9b", "2026-07-16", "fact", ["tillbridge"], """@@A9b@@"""),
("A10b", "2026-09-10", "fact", ["harrogate", "shops"], """@@A10b@@"""),
("NS2b", "2026-08-05", "fact", ["storefront", "search"], """@@NS2b@@"""),
("NS4b", "2026-04-27", "preference", ["git"], """@@NS4b@@"""),
("NS5a", "2026-03-26", "fact", ["lockd", "bluetooth", "security"], """@@NS5a@@
Tokens are signed by hirebook and expire at the hire end time."""),
("NS7a", "2026-06-16", "decision", ["app", "security"], """@@NS7a@@"""),
("NS4a", "2026-02-02", "preference", ["git", "main-branch"], """@@NS4a@@
Said after a rebase went wrong on hirebook and a force-push nearly dropped two commits."""),
# ---------- facts belonging to no pair
("x01", "2026-01-08", "fact", ["company"], """Spokewise Cycles Ltd was founded in Leeds in 2019; York followed in 2021 and Sheffield in 2023."""),
("x02", "2026-01-30", "preference", ["communication"], """Owen prefers a short written summary at the end of each working session: what changed, what's left, anything risky."""),
("x03", "2026-02-05", "fact", ["stripe", "payments"], """The Stripe account settles in GBP to the Starling business account, daily payouts."""),
("x04", "2026-03-20", "fact", ["workshop"], """Workshop labour is charged at £45/hour; the standard service is priced as one hour plus parts."""),
("x05", "2026-04-06", "preference", ["beth", "reporting"], """Beth wants numbers rounded to whole pounds in anything she forwards to the directors."""),
("x06", "2026-04-16", "fact", ["fleet"], """Besides the e-bikes, the hire fleet is 140 hybrids and 14 kids' bikes."""),
("x07", "2026-05-22", "decision", ["storefront", "design"], """Decided to keep the storefront colour palette from the old site; the rebrand waits until 2027."""),
("x08", "2026-06-19", "fact", ["domains"], """The company domains are `spokewise.co.uk` and `spokewise.bike` (the second only redirects)."""),
("x09", "2026-07-03", "preference", ["code-review"], """Dani likes review comments phrased as questions and grouped by file, not a wall of nits."""),
("x10", "2026-07-24", "fact", ["hires", "stats"], """July 2026 was the busiest month so far: 3,412 hires across all shops."""),
("x11", "2026-08-15", "fact", ["workshop", "stats"], """Average workshop turnaround in August was 2.3 days from check-in to ready."""),
("x12", "2026-09-03", "decision", ["hirebook", "roadmap"], """Hire extensions from the app are planned for Q1 2027; design by Dani, API work by Owen."""),
("x13", "2026-09-30", "fact", ["accounting"], """The financial year ends 31 March; the accountants need the sales export by 10 April."""),
("x14", "2026-10-09", "preference", ["documentation"], """Owen wants runbooks to start with the symptom the shop staff actually report, not the component name."""),
("x15", "2026-10-23", "fact", ["shops", "winter"], """Shops close on 25-26 December and 1 January; hires can't end on those days."""),
("x16", "2026-11-05", "fact", ["fleet", "clearance"], """Twenty of the oldest hybrids go to the clearance sale in February 2027."""),
("x17", "2026-11-12", "decision", ["insurance"], """Decided to add an optional £3/day damage waiver to hires from the 2027 season."""),
("x18", "2026-11-20", "fact", ["team"], """A junior developer starts in January 2027, reporting to Owen; first project is hire extensions."""),
]
