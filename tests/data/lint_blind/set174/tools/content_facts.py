# remnic facts: (key, date, category, tags, confidence, body). Path is derived in build.py.
FACTS = []

def f(key, date, cat, tags, body, conf=0.9):
    FACTS.append((key, date, cat, tags, conf, body))

f("f01", "2026-04-09", "fact", ["teesheet", "database"],
  "@@V1b@@teesheet's Postgres is on `db1.carrowheath.internal:5433`; the app containers can't reach anything else on that host.\n")
f("f02", "2026-02-03", "decision", ["teesheet", "booking-window"],
  "@@V3b@@Full members get a 21-day advance booking window in teesheet; the setting is `MEMBER_ADVANCE_DAYS=21`.\n")
f("f03", "2026-05-22", "fact", ["barcard", "top-up"],
  "@@V5b@@The smallest top-up barcard accepts is £25; the kiosk greys out anything lower.\n")
f("f04", "2026-03-02", "fact", ["greenlog", "closures", "teesheet"],
  "@@V7b@@Greenlog closures need 48 hours' notice; anything shorter and teesheet won't auto-cancel the affected bookings.\n")
f("f05", "2026-06-11", "fact", ["course", "scorecard"],
  "@@V9b@@The Heath is a par 72 off the white tees; the cards compdesk prints show that.\n")
f("f06", "2026-04-28", "fact", ["teesheet", "sms"],
  "@@O2b@@teesheet retries a reminder SMS up to 3 times when the gateway returns a carrier error.\n")
f("f07", "2026-01-19", "fact", ["ci"],
  "@@R2b@@CI for all the club repos runs on a self-hosted Woodpecker at ci.carrowheath.golf.\n")
f("f08", "2026-07-07", "fact", ["monitoring", "errors"],
  "@@R4b@@Error tracking for teesheet, compdesk and barcard is Rollbar; the project tokens are in 1Password.\n")
f("f09", "2026-03-16", "fact", ["hcplink", "queue"],
  "@@R6b@@hcplink's submission queue is Celery on RabbitMQ; the worker runs as `celery -A hcplink worker -Q cdh`.\n")
f("f10", "2026-01-12", "preference", ["sam", "editor"],
  "@@R7b@@Sam's editor is VS Code; the `.vscode/` workspace settings are committed for him.\n", 0.8)
f("f11", "2026-05-05", "fact", ["teesheet", "sms"],
  "@@R9b@@teesheet's reminder texts go out through TextLocal; the sender ID is CARROWHEATH.\n")
f("f12", "2026-08-18", "fact", ["hcplink", "tests"],
  "@@N2b@@hcplink's tests mock the CDH API with respx; the sandbox is too slow for CI.\n")
f("f13", "2026-02-24", "fact", ["hcplink", "cdh"],
  "The CDH sandbox resets its test players every Sunday night; anything pointed at it early on a Monday\ncan fail with unknown-player errors.\n")
f("f14", "2026-11-04", "fact", ["greenlog", "frost", "closures"],
  "@@N5b@@greenlog automatically closes the Heath in teesheet when the frost sensor reads below 0°C at 06:00.\n")
f("f15", "2026-06-26", "preference", ["deploys", "teesheet"],
  "@@N7b@@Friday afternoon is fine for teesheet deploys; the office is quiet and Sam is around.\n", 0.7)
f("f16", "2026-04-14", "fact", ["juniors", "teesheet"],
  "@@N9b@@Juniors book their own tee times in the member app; they each have a login.\n")
f("f17", "2026-02-10", "fact", ["teesheet", "brs", "spinney"],
  "@@S2a@@Spinney tee times are still taken in BRS Golf; only the Heath is in teesheet.\n")
f("f18", "2026-05-12", "fact", ["hcplink", "members", "clubv1"],
  "@@S3b@@ClubV1 was switched off in April 2026; hcplink now reads members straight from teesheet's `members` table.\n")
f("f19", "2026-06-02", "fact", ["compdesk", "results", "website"],
  "@@S5b@@The old WordPress site has been read-only since the new site launched in May; compdesk results now go to the member portal.\n")
f("f20", "2026-01-27", "fact", ["compdesk", "draws", "email"],
  "@@S6a@@Competition draws are emailed to entrants with Mailchimp.\n")
f("f21", "2026-01-30", "fact", ["greenlog", "python"],
  "@@S7a@@greenlog runs on Python 3.9 (Debian 11's system Python).\n")
f("f22", "2026-08-24", "decision", ["payments", "green-fees"],
  "@@S8b@@Green fees switched from Stripe to Square in August 2026; Stripe stays read-only until the year-end refunds are done.\n")
f("f24", "2026-01-08", "fact", ["teesheet", "database"],
  "@@F1a@@teesheet's data lives in Postgres.\n")
f("f25", "2026-07-21", "fact", ["barcard", "range"],
  "@@F2b@@A bucket of 50 range balls costs £3 on the bar-card; the ball machine reads the card directly.\n")
f("f26", "2026-04-01", "fact", ["hcplink", "retries"],
  "@@F4b@@hcplink retries a failed CDH submission up to 4 times with exponential backoff (1, 2, 4, 8 minutes).\n")
f("f27", "2026-03-24", "fact", ["compdesk", "draws"],
  "@@F6b@@Medal draws go out two days ahead: for a Saturday medal the draw is on the noticeboard and in the app by Thursday.\n")
f("f28", "2026-02-17", "decision", ["societies", "deposits"],
  "@@F7b@@Society bookings need a 25% deposit, paid at least 60 days before the day.\n")
f("f29", "2026-10-13", "fact", ["barcard", "top-up", "portal"],
  "@@F9b@@Online top-ups go through the member portal and show on the card within five minutes.\n")
f("f30", "2026-03-09", "fact", ["spinney", "tee-times"],
  "@@O1b@@Spinney tee times are every 8 minutes — it's a 9-hole loop, so the gaps can be tighter.\n")
f("f31", "2026-05-28", "fact", ["greenlog", "redis"],
  "@@O5b@@greenlog caches the weather-station readings in Redis database 3.\n")
f("f32", "2026-04-20", "fact", ["compdesk", "fees"],
  "@@O8b@@Sunday stableford entry is £2, and the sweep is another £2 on top.\n")
f("f33", "2026-01-06", "fact", ["teesheet", "brs", "history"],
  "@@D1a@@During the 2025 season all tee times were booked through BRS Golf.\n")
f("f34", "2026-04-07", "fact", ["compdesk", "entries", "history"],
  "@@D2a@@Between January and March 2026 competition entry closed at noon the day before.\n")
f("f35", "2026-07-14", "fact", ["bar", "tills", "history"],
  "@@D4a@@Before June 2026 the halfway hut had no till; it took cash only.\n")
f("f36", "2026-03-31", "fact", ["club-championship", "history"],
  "@@D5a@@For the 2025 Club Championship, qualifying was 36 holes over two days.\n")
f("f37", "2026-09-29", "fact", ["greenlog", "renovation", "history"],
  "@@D7a@@During the August 2026 renovation the Heath greens were kept at 5 mm while the overseed took.\n")
f("f38", "2026-10-20", "fact", ["barcard", "top-up", "history"],
  "@@D8a@@Until October 2026 bar-card top-ups could only be done over the bar.\n")
f("f39", "2026-07-02", "fact", ["member-app", "api", "history"],
  "@@D9a@@In the 2025 beta the member app talked to teesheet's API v1.\n")
f("f40", "2026-02-12", "fact", ["greenlog", "tining"],
  "@@A1a@@Greens are hollow-tined in April and September.\n")
f("f41", "2026-03-19", "fact", ["teesheet", "email"],
  "@@A2b@@Booking confirmations are sent from bookings@carrowheath.golf, and replies land in the office inbox.\n")
f("f42", "2026-01-15", "preference", ["sam", "reviews"],
  "@@A4b@@Sam prefers small PRs — roughly 400 lines changed at most.\n", 0.8)
f("f43", "2026-05-19", "fact", ["backups", "cron"],
  "@@A5b@@Backups start at 02:30 each night, so nothing else heavy should be scheduled then.\n")
f("f44", "2026-11-10", "fact", ["frost", "course"],
  "@@A6a@@On frosty mornings nobody tees off until Gareth's 08:30 inspection.\n")
f("f45", "2026-02-05", "fact", ["hcplink", "cdh", "auth"],
  "@@A7b@@hcplink authenticates to the CDH with an OAuth client-credentials grant (API v2).\n")
f("f46", "2026-06-16", "fact", ["catering", "function-room"],
  "@@A8b@@Max seated capacity in the function room is 120.\n")
f("f47", "2026-01-22", "fact", ["infra", "tls"],
  "@@A10b@@TLS is handled by Caddy in front of all the apps, with automatic Let's Encrypt certificates.\n")
f("f48", "2026-03-05", "fact", ["greenlog", "closures"],
  "@@NS1b@@greenlog publishes course closures to teesheet and to the member app banner.\n")
f("f49", "2026-09-08", "fact", ["payments", "refunds", "office"],
  "@@NS2b@@The office issues green-fee refunds from the payments dashboard, usually the same day.\n")
f("f50", "2026-04-23", "fact", ["hcplink", "scores"],
  "@@NS3b@@hcplink submits every completed general-play and competition score to the CDH.\n")
f("f51", "2026-05-14", "fact", ["teesheet", "sms", "reminders"],
  "@@NS5b@@teesheet texts members a tee-time reminder at 18:00 the evening before.\n")
f("f52", "2026-07-28", "fact", ["api", "handicap"],
  "@@NS7b@@`GET /api/v2/members/{id}/handicap` returns the member's handicap index and low HI.\n")
f("f53", "2026-03-26", "fact", ["greenlog", "member-app"],
  "@@NS10b@@All members can see greenlog's works schedule in the member app.\n")

# fillers (no labelled claims)
f("g01", "2026-01-14", "fact", ["compdesk", "handicap-allowance"],
  "Singles medals use a 95% handicap allowance; fourball better-ball uses 85%.\n")
f("g02", "2026-02-19", "preference", ["sam", "communication"],
  "Sam wants a one-line summary at the top of any long answer.\n", 0.8)
f("g03", "2026-03-12", "fact", ["teesheet", "starter"],
  "The starter's printed sheet is generated at 06:00 and again at 11:00 for the afternoon.\n")
f("g04", "2026-04-16", "decision", ["barcard", "discount"],
  "The committee kept the members' bar discount at 10% for 2026/27.\n")
f("g05", "2026-05-07", "fact", ["course", "irrigation"],
  "The irrigation controller is a standalone Toro unit; greenlog only records when it ran.\n")
f("g06", "2026-06-04", "fact", ["compdesk", "ladies"],
  "Ladies' section competitions are on Tuesdays and use the red tees.\n")
f("g07", "2026-06-30", "fact", ["teesheet", "societies"],
  "Society bookings are blocked out on the sheet as a single booking with a group size.\n")
f("g08", "2026-08-04", "fact", ["catering", "menus"],
  "Function menus are priced per head and stored in barcard as catering packages.\n")
f("g09", "2026-08-27", "decision", ["hcplink", "support"],
  "Handicap disputes go to the handicap committee; Sam only checks whether the submission was sent.\n")
f("g10", "2026-09-15", "fact", ["course", "signage"],
  "Hole 13 on the Heath has a new back tee (the black tee), not yet rated, so it is not in any app.\n")
f("g11", "2026-10-06", "fact", ["seniors", "compdesk"],
  "Seniors' roll-ups on Thursday mornings are not competitions and are not entered in compdesk.\n")
f("g12", "2026-11-17", "fact", ["agm", "subscriptions"],
  "Subscriptions for 2027 are due 1 April; renewals are handled by the office, not online.\n")
