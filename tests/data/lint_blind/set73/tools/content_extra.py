# Unlabelled filler: extra remnic facts (date, category, text) and extra auto notes.
from content_auto import a, AUTO

EXTRA_FACTS = [
("2026-01-15", "fact", "Owen runs dispatchr's test suite inside Docker because his local Ruby build is broken."),
("2026-01-30", "preference", "Mariam wants commit messages to put the issue number at the end, like `Fix surcharge rounding (#412)`."),
("2026-02-09", "fact", "fleetlog's QR stickers link to `fleet.wheelhouse.coop/bike/<id>`."),
("2026-02-13", "fact", "Sidekiq in dispatchr runs two processes with 10 threads each."),
("2026-02-20", "fact", "Jess doesn't work Mondays or Fridays, so pedalapp reviews wait until Tuesday."),
("2026-03-20", "fact", "dispatchr's pricing-matrix specs take about four minutes on their own; they carry the `slow` tag."),
("2026-04-03", "decision", "The standby list stays at three riders per weekday and two at weekends."),
("2026-04-11", "fact", "Petal & Stem's pickups are at 07:15 from their Gloucester Road shop."),
("2026-05-09", "fact", "routewise reads the depot coordinates for all three hubs from `depots.yaml`."),
("2026-05-15", "fact", "podbox serves images to the customer portal through signed URLs that expire after 15 minutes."),
("2026-06-01", "fact", "sharebook's payout export is a CSV that the treasurer checks line by line before anything is sent."),
("2026-06-12", "fact", "Customer webhooks are signed with HMAC-SHA256 using a per-key secret."),
("2026-07-11", "fact", "The Bedminster container has two charging points on its single 16 A supply."),
("2026-07-24", "preference", "Owen prefers RSpec specs with as few `let` blocks as possible."),
("2026-08-07", "fact", "pedalapp's offline queue holds status changes for up to 12 hours before it warns the rider."),
("2026-08-29", "fact", "The board alert fires when no job has been assigned for 15 minutes during opening hours."),
("2026-09-22", "fact", "The council runs use the two trikes, because the post crates don't fit an Urban Arrow box."),
("2026-09-25", "fact", "The co-op's loan handsets are Pixel 7a phones on Android 14."),
("2026-10-10", "decision", "Friday restaurant bulk orders are capped at 40 drops per rider."),
("2026-10-23", "decision", "Members voted to keep the share price unchanged for 2027."),
("2026-11-06", "fact", "fleetlog's SQLite database is about 180 MB including photos of damage reports."),
("2026-11-18", "fact", "Solo couriers are routed through the Bearpit underpass by default; it's the quickest way north."),
("2026-11-24", "preference", "Dele wants the board to show each rider's remaining shift time next to their name."),
]

a("standup-2026-03-04", "Standup 2026-03-04", "2026-03-04", ["standup"], """
- Owen: pricing table migration for the new rate card, done behind a flag.
- Jess: v3 beta, offline queue crashes on Android when the queue is empty.
- Mariam: council contract onboarding; needs fixed routes in routewise.
""")

a("board-outage-2026-05", "Postmortem: board outage 2026-05-19", "2026-05-20", ["postmortem", "dispatchr", "postgres"], """
# Board outage, 2026-05-19 12:05-12:40

Cause: the Postgres connection pool in dispatchr was exhausted by a runaway report query at lunch.
Fix: report moved to the replica; pool size raised from 10 to 20 per process.
Follow-up: statement timeout of 30 s for the reporting role.
""")

a("lab-client-chain-of-custody", "Lab client: chain of custody", "2026-04-16", ["clients", "podbox", "lab"], """
The lab client needs a barcode scan at pickup and at the door, plus the rider's name on the POD.
podbox attaches both scans to the job; dispatchr shows them in the
client portal. The contract asks for scan records to be kept for seven years (export to their SFTP monthly).
""")

a("rate-card-generation", "Generating the rate card PDF", "2026-02-26", ["dispatchr", "pricing"], """
`bin/rails pricing:rate_card` renders the PDF from `zone_prices`. Check the surcharge column for each
zone before sending; the E2 surcharge was wrong in the first draft.
""")

a("renovate-setup", "Renovate setup", "2026-03-23", ["dependencies", "renovate"], """
Renovate runs on Monday mornings and groups minor and patch bumps per repo.
Majors get their own PR with the changelog linked. Automerge is off everywhere.
""")

a("pedalapp-ios-permissions", "pedalapp iOS permission prompts", "2026-06-24", ["pedalapp", "ios"], """
iOS asks for "while using" location first and "always" later; riders who tap "don't allow" on the second
prompt still get jobs, but the board shows them as grey. Camera permission is asked on the first POD.
""")

a("general-meeting-2026-03", "General meeting, March 2026: decisions with a tech impact", "2026-03-29", ["members", "governance"], """
- Hourly rate up 6% from April (sharebook setting, not code).
- Surplus to be shared quarterly instead of yearly.
- Approved the Bedminster lease.
- Rider safety fund: £20 per member per year, taken from the surplus, not from pay.
""")

a("grafana-dashboards", "Grafana dashboards worth knowing", "2026-07-30", ["infra", "grafana"], """
- "Board health": assignment latency, unassigned jobs, Sidekiq queue depth.
- "Riders": pings per minute, offline queue sizes.
- "podbox": upload failures and retry counts per hour.
""")

a("fleet-insurance", "Fleet insurance notes", "2026-01-19", ["fleet", "insurance"], """
The insurer wants a service record per bike, which fleetlog exports as a PDF.
Battery storage rules from the insurer are tracked in fleetlog's hub settings.
Claims go through Ruth.
""")

a("restaurant-fridays", "Restaurant Friday bulk orders", "2026-10-09", ["ops", "clients", "dispatchr"], """
Twelve restaurants send bulk orders between 17:00 and 19:00 on Fridays.
dispatchr batches them by postcode sector before routewise sees them.
""")

a("surplus-calc", "Quarterly surplus calculation", "2026-07-02", ["sharebook", "surplus"], """
Surplus = income - costs - reserve contribution (10%). Split equally between members who worked at
least 100 hours in the quarter. sharebook shows the draft figure to the board a week before the run.
""")

a("zone-map-update", "Zone map update for Bedminster", "2026-07-27", ["zones", "dispatchr", "routewise"], """
New S1 polygon drawn in dispatchr's zone editor; routewise picked it up from the zones endpoint.
C1's southern edge moved to the river.
""")

a("db-pool-tuning", "dispatchr connection pool tuning", "2026-05-22", ["dispatchr", "postgres", "tuning"], """
After the May outage: `RAILS_MAX_THREADS=5`, pool 20 per process, PgBouncer in transaction mode in front
of the primary. Sidekiq gets its own pool so jobs can't starve the web processes.
""")

a("volunteer-dev-onboarding", "Onboarding the volunteer dev", "2026-09-14", ["onboarding"], """
Start them on fleetlog: small Go codebase, low risk, the mechanics are friendly.
Give them read access to Grafana and the repos; no production secrets in the first month.
""")
