# Claim texts (each is one full body line) and the pair table.
# Keys: <pair id> + 'x' / 'y'; build.py decides which file is `a` (path sorts first).
C = {}
P = []  # (pid, label, class, note)

def pair(pid, label, cls, x, y, note):
    C[pid + "x"] = x
    C[pid + "y"] = y
    P.append((pid, label, cls, note))

K, N = "contradiction", "non_contradiction"

# ---------------- value_slot ----------------
pair("V1", K, "value_slot",
     "- Postgres 16 at `db1.millbeck.internal:5432`, database `visitbook`, user `visitbook_app`",
     "visitbook's DSN is `postgres://visitbook_app@db1.millbeck.internal:5433/visitbook`; the migration runner reads the same env var.",
     "V1: visitbook Postgres port: 5432 (host:port) vs 5433 (DSN) on the same host")
pair("V2", K, "value_slot",
     "- One school visit slot takes at most 32 pupils, plus their own adults",
     "A single school visit slot is for up to 30 pupils; bigger year groups get split over two slots or two days.",
     "V2: pupils per school visit slot: 32 vs 30")
pair("V3", K, "value_slot",
     "- Morning feed round starts at 07:30, seven days a week",
     "The rota's morning feed round is at 07:00, weekends too; whoever is in first does the poultry before the goats.",
     "V3: morning feed round start time: 07:30 vs 07:00")
pair("V4", K, "value_slot",
     "- Rails 7.2 on Ruby 3.3.5",
     "You need Ruby 3.2 for volunteerhub (`.ruby-version` says `3.2.4`); rbenv picks it up on its own.",
     "V4: volunteerhub Ruby version: 3.3.5 vs 3.2.4")
pair("V5", K, "value_slot",
     "- Runs every 30 minutes from cron (`*/30 * * * *`) on the Hetzner box",
     "cafesync only pushes Square sales into Xero every 2 hours, so the day's numbers in Xero lag behind the tills.",
     "V5: cafesync sync interval: 30 minutes vs 2 hours")
pair("V6", K, "value_slot",
     "- restic snapshots are kept for 30 days (`--keep-daily 30`), then pruned",
     "We keep 90 days of nightly snapshots in B2, which is why the drill could restore",
     "V6: backup snapshot retention: 30 vs 90 days (the 90-day claim, in the auto note, is hard-wrapped)")
pair("V7", K, "value_slot",
     "- Flags a volunteer's DBS check for renewal 3 years after the issue date",
     "Volunteer DBS checks have to be redone every 2 years under our safeguarding policy; volunteerhub emails Priti a month before one lapses.",
     "V7: volunteer DBS renewal period: 3 vs 2 years")
pair("V8", K, "value_slot",
     "- Free local delivery on orders over £25 (M5, M6 and M7 postcodes only)",
     "Local delivery is free once the basket passes £30; under that it's a flat £3.50.",
     "V8: free local delivery threshold for online shop orders: £25 vs £30")
pair("V9", K, "value_slot",
     "| Goats | hoof trim | every 8 weeks | Joe |",
     "herdbook's reminder for goat hoof trimming fires every 6 weeks; Joe wants it that tight because of the wet paddock.",
     "V9: goat hoof-trim interval: 8 weeks (table row) vs 6 weeks")
pair("V10", K, "value_slot",
     "Teachers can upload their risk assessment as a PDF of up to 10 MB; anything bigger gets a friendly error.",
     "- Upload limit for risk assessments and consent forms: 20 MB (`DATA_UPLOAD_MAX_MEMORY_SIZE`)",
     "V10: visitbook risk-assessment upload limit: 10 MB vs 20 MB")

# ---------------- role_slot ----------------
pair("R1", K, "role_slot",
     "- Package manager: pnpm (`pnpm-lock.yaml` is committed; don't add a `package-lock.json`)",
     "For the website repo use npm: `npm ci` then `npm run build`, and the CI job does exactly the same.",
     "R1: package manager of the website repo: pnpm vs npm")
pair("R2", K, "role_slot",
     "- CI: GitHub Actions (`.github/workflows/ci.yml`) runs vet, tests and the container build",
     "rota's pipeline runs on the Woodpecker CI instance on the Hetzner box, and a green",
     "R2: CI for rota: GitHub Actions vs Woodpecker CI (the Woodpecker claim is hard-wrapped)")
pair("R3", K, "role_slot",
     "- Hosted on Netlify (site `millbeck-www`), with deploy previews on every PR",
     "millbeck.org.uk is served from Cloudflare Pages; the project there is also called `millbeck-www`.",
     "R3: hosting of the main website: Netlify vs Cloudflare Pages")
pair("R4", K, "role_slot",
     "The monthly supporter newsletter is sent from Mailchimp; we're on the free plan and getting close to its contact cap.",
     "- Supporter newsletter: Buttondown, Ruth writes it in markdown on the first Monday of the month",
     "R4: supporter newsletter provider: Mailchimp vs Buttondown")
pair("R5", K, "role_slot",
     "- Errors and panics are reported to Sentry (project `rota`)",
     "rota reports its panics and errors to Bugsnag; the API key is in the shared Bitwarden vault under 'rota bugsnag'.",
     "R5: error tracking for rota: Sentry vs Bugsnag")
pair("R6", K, "role_slot",
     "After the visit the teacher gets a Tally form for feedback; the link is in the thank-you email.",
     "Teacher feedback after a school visit is collected with Google Forms, and the answers land in Hannah's sheet.",
     "R6: post-visit teacher feedback form tool: Tally vs Google Forms")
pair("R7", K, "role_slot",
     "Reminder jobs in rota are enqueued in Redis with asynq; the worker is a second container from the same image.",
     "- Background jobs (task reminders, overdue checks) run on River, a Postgres-backed queue",
     "R7: job queue for rota reminders: asynq/Redis vs River/Postgres")
pair("R8", K, "role_slot",
     "- Shift reminder texts go out through Twilio, sender ID `MILLBECK`",
     "volunteerhub's reminder texts are sent with Vonage; top up the Vonage balance when it drops under £10.",
     "R8: SMS provider for volunteerhub shift reminders: Twilio vs Vonage")
pair("R9", K, "role_slot",
     "volunteerhub keeps everything in SQLite (`storage/production.sqlite3`), streamed to B2 by Litestream.",
     "- Database: the shared Postgres 16 on db1, database `volunteerhub`",
     "R9: database of volunteerhub: SQLite vs Postgres")
pair("R10", K, "role_slot",
     "School visit deposits are paid through GoCardless instant bank pay; Hannah checks the GoCardless dashboard on Tuesdays.",
     "- Deposits are taken through Stripe Checkout as soon as Hannah confirms the booking",
     "R10: payment provider for school visit deposits: GoCardless vs Stripe Checkout")

# ---------------- negation ----------------
pair("N1", K, "negation",
     "Never squash herdbook commits: the register changes need their full history for the annual CPH inspection.",
     "herdbook PRs: always squash-merge, so every change is exactly one commit on main.",
     "N1: herdbook merge policy: never squash vs always squash-merge")
pair("N2", K, "negation",
     "- Visitors may feed the goats, but only with the pellet cones sold at the gate",
     "Visitors never feed the goats, whatever they bring or buy; there were too many upset stomachs.",
     "N2: may visitors feed the goats: yes (gate pellets) vs never")
pair("N3", K, "negation",
     "Don't deploy visitbook on a Friday: Hannah has no cover if the booking page breaks over the weekend.",
     "Friday deploys of visitbook are fine as long as someone is around on Saturday morning to watch Sentry.",
     "N3: Friday deploys of visitbook: not allowed vs fine")
pair("N4", K, "negation",
     "Under-16 volunteers never go into the pig pens, even with an adult.",
     "Young volunteers (14 and 15) help muck out the pigs alongside a keeper, and",
     "N4: under-16 volunteers in the pig pens: never vs they muck out the pigs (the young-volunteers claim is hard-wrapped)")
pair("N5", K, "negation",
     "- Sends a web push to the assigned keeper once a task is 30 minutes overdue",
     "rota doesn't send any push notifications; an overdue task just turns red on the kitchen tablet.",
     "N5: rota push notifications for overdue tasks: sends vs doesn't send any")
pair("N6", K, "negation",
     "cafesync does not touch the café's Square location; Dev keys the café takings into Xero by hand.",
     "- Pulls sales from both Square locations, café and farm shop",
     "N6: does cafesync sync the café Square location: no vs yes")
pair("N7", K, "negation",
     "Migrations are never run automatically on deploy: run `manage.py migrate` by hand after reading the plan.",
     "- The deploy job runs `manage.py migrate` automatically before gunicorn is restarted",
     "N7: visitbook migrations on deploy: never automatic vs automatic")
pair("N8", K, "negation",
     "After each school visit Hannah posts the class photo on the farm's Instagram and tags the school.",
     "Never post photos of school groups on social media, not even with the faces blurred.",
     "N8: school group photos on social media: posted after each visit vs never")
pair("N9", K, "negation",
     "Each date on the booking calendar shows how many slots are left, e.g. '2 slots left'.",
     "The public booking page in visitbook never shows how many places are left on a date; Hannah didn't want schools racing each other.",
     "N9: booking page showing remaining places: shows vs never shows")
pair("N10", K, "negation",
     "When a booking looks wrong, pull the latest prod dump onto your laptop with `make fetch-dump` and poke at it locally.",
     "Never copy a production database dump to a laptop; debug against the anonymised snapshot instead.",
     "N10: copying prod DB dumps to a laptop: do it vs never")

# ---------------- stale_vs_change ----------------
pair("S1", K, "stale_vs_change",
     "Saturday volunteers sign in on the paper clipboard at reception, and Priti types the hours up on Monday.",
     "Replaced the paper sign-in clipboard at reception with a volunteerhub kiosk (the old iPad) in April; the clipboard is gone.",
     "S1: volunteer sign-in: paper clipboard (present) vs replaced by the volunteerhub kiosk")
pair("S2", K, "stale_vs_change",
     "- Uptime checks: UptimeRobot free plan, alerts to Sam's email",
     "Switched uptime monitoring from UptimeRobot to a self-hosted Uptime Kuma in July; alerts now go to Sam's phone.",
     "S2: uptime monitoring: UptimeRobot (present) vs switched to Uptime Kuma")
pair("S3", K, "stale_vs_change",
     "- The online shop is WooCommerce on shop.millbeck.org.uk (a separate WordPress install) with the Stripe gateway plugin",
     "The WooCommerce shop was switched off in June; online orders all go through Shopify now (Basic plan).",
     "S3: online shop platform: WooCommerce (present) vs WooCommerce switched off, Shopify now")
pair("S4", K, "stale_vs_change",
     "Deploy herdbook with `fab deploy` from Sam's laptop; it pulls main on the server and restarts the service.",
     "The Fabric deploy script for herdbook is deprecated: merging to main triggers the deploy from CI now.",
     "S4: herdbook deploy: `fab deploy` from a laptop (present) vs Fabric script deprecated")
pair("S5", K, "stale_vs_change",
     "We no longer email movement CSVs to the bureau; Ruth enters each movement straight into the ARAMS web portal within 3 days.",
     "- Exports sheep and goat movements as a CSV and emails it to the ARAMS bureau every Friday",
     "S5: movement reporting: herdbook emails CSV to the bureau (present) vs no longer emailed")
pair("S6", K, "stale_vs_change",
     "Took the PayPal donate button off the website in March; online donations are Stripe only now.",
     "- The donate page has a PayPal Giving Fund button next to the Stripe card form",
     "S6: donate page PayPal button: present vs removed in March")
pair("S7", K, "stale_vs_change",
     "Staff chat moved off WhatsApp onto Slack in May; the 'Farm Staff' WhatsApp group is archived.",
     "- Best way to reach her during the day is the 'Farm Staff' WhatsApp group; she rarely opens email before the evening",
     "S7: staff chat: 'Farm Staff' WhatsApp group (present) vs moved to Slack, group archived")
pair("S8", K, "stale_vs_change",
     "Moved the millbeck.org.uk DNS from 123-reg to Cloudflare on 14 May; 123-reg only keeps the domain registration until it renews.",
     "- DNS for millbeck.org.uk is managed at 123-reg",
     "S8: DNS host: 123-reg (present) vs moved to Cloudflare")
pair("S9", K, "stale_vs_change",
     "Upgraded visitbook from Python 3.10 to 3.12 in September (the Dockerfile base is `python:3.12-slim`).",
     "- Python 3.10, Django 5.0",
     "S9: visitbook Python: 3.10 (present) vs upgraded from 3.10 to 3.12")
pair("S10", K, "stale_vs_change",
     "Medicine records are written in the red paper medicine book in the feed store, and Joe signs each page.",
     "The paper medicine book was retired in February; every treatment goes into herdbook now, which works out the withdrawal dates.",
     "S10: medicine records: red paper book (present) vs paper book retired, herdbook now")

# ---------------- refinement ----------------
pair("F1", N, "refinement",
     "The backup job is a systemd timer at 02:15 that runs `pg_dumpall`; restic then pushes the dumps and `/srv/uploads` to the `millbeck-backups` bucket.",
     "- Nightly restic backup of the Postgres dumps and the uploads folder to Backblaze B2",
     "F1: nightly backups: b says restic to B2, a adds the timer time, pg_dumpall and bucket name")
pair("F2", N, "refinement",
     "visitbook's booking form has an extra access-needs step for SEN schools (wheelchair users, quiet space, changing facilities).",
     "- Schools book online; the form asks for year group, numbers and arrival time",
     "F2: visitbook booking form: a adds the access-needs step for SEN schools")
pair("F3", N, "refinement",
     "rota is Go 1.23 with the chi router and sqlc for the queries; the PWA is plain Preact.",
     "- Go service with a small PWA front end for the kitchen tablet and keepers' phones",
     "F3: rota stack: a adds Go version, router, sqlc and Preact")
pair("F4", N, "refinement",
     "The duty keeper checks soap and paper towels at every hand-washing station before the gates open, and again at 13:00.",
     "- Hand-washing stations at every animal-area exit, with signs at child height",
     "F4: hand-washing stations: a adds the duty keeper's checks")
pair("F5", N, "refinement",
     "For DBS we keep the certificate number, issue date and check level (enhanced for anyone working with school groups), nothing else.",
     "- Stores the DBS certificate number and issue date, never a scan of the certificate",
     "F5: what volunteerhub stores for DBS: a adds the check level; both exclude scans")
pair("F6", N, "refinement",
     "visitbook errors land in Sentry; look there before asking Hannah for screenshots.",
     "visitbook's Sentry project is `millbeck/visitbook`, traces sampled at 0.2, PII scrubbing on.",
     "F6: visitbook error tracking in Sentry: b adds project, sampling and scrubbing")
pair("F7", N, "refinement",
     "giftaid-batcher writes the Charities Online ODS schedule, at most 1,000 donations per file, and Ruth uploads it.",
     "- Claims go to HMRC through Charities Online",
     "F7: Gift Aid claims via Charities Online: a adds the ODS schedule and file limit")
pair("F8", N, "refinement",
     "The café is open 10:00 to 16:00, Wednesday to Sunday.",
     "Last orders for hot food in the café are at 15:30, half an hour before closing.",
     "F8: café hours: b adds last hot-food orders, consistent with 16:00 closing")
pair("F9", N, "refinement",
     "Dev grades and boxes the hens' eggs for the shop on Tuesdays and Fridays; cracked ones go to the café kitchen.",
     "- Eggs from our own hens are sold in the farm shop, £2.20 for six",
     "F9: farm shop eggs from our hens: a adds grading days and what happens to cracked eggs")
pair("F10", N, "refinement",
     "Caddy fetches and renews the Let's Encrypt certificates itself; the Caddyfile lives in the `infra` repo as `caddy/Caddyfile`.",
     "- Caddy sits in front of all the apps and terminates TLS with Let's Encrypt",
     "F10: Caddy TLS: a adds automatic renewal and where the Caddyfile lives")

# ---------------- other_subject ----------------
pair("O1", N, "other_subject",
     "rota keeps its sessions in its own Redis on `redis.millbeck.internal:6380`, so flushing volunteerhub's Redis can't log keepers out.",
     "- Redis for Sidekiq and Action Cable: `redis.millbeck.internal:6379`",
     "O1: Redis endpoint 6380 is rota's, 6379 is volunteerhub's; same host, different subjects")
pair("O2", N, "other_subject",
     "Home-education groups have the Thursday slot, up to 20 children per group, and parents stay with them.",
     "Toddler Tuesday sessions take up to 15 families; each one fills within a day of opening.",
     "O2: session caps: 20 children for home-ed groups vs 15 families for Toddler Tuesday")
pair("O3", N, "other_subject",
     "If a reminder text fails, volunteerhub retries it twice and then marks the shift",
     "- Retries a failed Xero post up to 5 times with backoff, then emails Dev",
     "O3: retry counts belong to their noun: volunteerhub SMS retried twice vs cafesync Xero posts 5 times (a is hard-wrapped)")
pair("O4", N, "other_subject",
     "The pigs are fed at 08:00 and 15:30; the afternoon feed is a good one for visitors to watch.",
     "| Calves | 07:45 and 17:00 | bottle, keeper on duty |",
     "O4: feed times: pigs vs calves (table row)")
pair("O5", N, "other_subject",
     "- FastAPI app on Python 3.12",
     "- giftaid-batcher is a single Python 3.11 script, run by hand from Ruth's laptop",
     "O5: Python version: herdbook 3.12 vs giftaid-batcher 3.11")
pair("O6", N, "other_subject",
     "The teachers' resource site (learn.millbeck.org.uk) is hosted on GitHub Pages, built from the `learn` repo.",
     "The volunteer handbook is published on Netlify from the `handbook` repo; Priti edits it in the browser.",
     "O6: hosting: learn site on GitHub Pages vs volunteer handbook on Netlify (neither is the main website)")
pair("O7", N, "other_subject",
     "learn is a plain Eleventy site: `npm install` and `npm start` are all you need.",
     "The calendar widget in visitbook is built with Bun (`bun install && bun run build`); nothing else in that repo needs Node.",
     "O7: package manager: learn site npm vs visitbook calendar widget Bun (not the website repo)")
pair("O8", N, "other_subject",
     "Café staff redo their Level 2 food hygiene certificate every 2 years.",
     "Keepers' first-aid certificates are renewed every 3 years; Ruth books the course for the whole team.",
     "O8: renewal periods: café food hygiene 2 years vs keepers' first aid 3 years (not DBS)")
pair("O9", N, "other_subject",
     "gunicorn runs with `--timeout 30` and 3 workers behind Caddy.",
     "- Xero API calls time out after 60 seconds",
     "O9: timeouts: visitbook gunicorn 30 s vs cafesync Xero calls 60 s")
pair("O10", N, "other_subject",
     "- Animal photos up to 5 MB each, resized to 1600 px on upload",
     "- Profile photos are capped at 2 MB",
     "O10: upload size: herdbook animal photos 5 MB vs volunteerhub profile photos 2 MB")

# ---------------- dated_history ----------------
pair("D1", N, "dated_history",
     "Schools book their visit online through visitbook; phone bookings get typed in by Hannah.",
     "Until March 2026 school visits were booked by email and kept in a shared spreadsheet.",
     "D1: school visit booking: spreadsheet until March 2026 vs visitbook now")
pair("D2", N, "dated_history",
     "During the 2026 Easter holidays the farm shop opened seven days a week.",
     "- Farm shop open Wednesday to Sunday, 10:00 to 16:00",
     "D2: farm shop opening days: seven days in the Easter holidays vs Wed-Sun")
pair("D3", N, "dated_history",
     "Induction is a 90-minute session on the first Wednesday of each month, booked through volunteerhub.",
     "During the spring 2026 intake, volunteer inductions were a 3-hour Saturday session.",
     "D3: volunteer induction length: 3 hours during the spring 2026 intake vs 90 minutes now")
pair("D4", N, "dated_history",
     "herdbook ran on a Raspberry Pi in the farm office until August, when Sam moved it to the Hetzner box.",
     "- Runs on the Hetzner box as a Docker Compose service",
     "D4: herdbook hosting: Raspberry Pi until August vs Hetzner now")
pair("D5", N, "dated_history",
     "The deposit is £40 per class, taken off the final invoice.",
     "In the 2025/26 school year the visit deposit was £30 per class.",
     "D5: school visit deposit: £30 in 2025/26 vs £40 now")
pair("D6", N, "dated_history",
     "During lambing this spring (February to April) someone did a 02:00 check on the ewes",
     "- The last check of the day is at 21:30, then the site is locked",
     "D6: night checks: a 02:00 check during lambing (Feb-Apr) vs last check at 21:30 (a is hard-wrapped)")
pair("D7", N, "dated_history",
     "In production volunteerhub runs as a Docker Compose service on the Hetzner box, next to visitbook.",
     "volunteerhub ran on Render's free tier until February 2026, which is why it was so slow to wake up in January.",
     "D7: volunteerhub hosting: Render until February 2026 vs Hetzner now")
pair("D8", N, "dated_history",
     "For the 2025 tax year we only claimed Gift Aid once, one big annual claim in April 2026.",
     "- Claims are made quarterly, in the first week after each quarter ends",
     "D8: Gift Aid claim frequency: a single annual claim for the 2025 tax year vs quarterly now")
pair("D9", N, "dated_history",
     "The old website was WordPress on Krystal shared hosting until the Astro rebuild went live on 9 March.",
     "- Astro 5 static site; the content is markdown in the `www` repo",
     "D9: website stack: WordPress on Krystal until 9 March vs Astro now")
pair("D10", N, "dated_history",
     "The café counter takes cards on the Square Terminal; there is no cashback.",
     "Until August the café took card payments on two Zettle readers.",
     "D10: café card terminal: Zettle until August vs Square Terminal now")

# ---------------- agreeing_duplicate ----------------
pair("A1", N, "agreeing_duplicate",
     "rota keeps its data in the `rota` database on db1, the same server as visitbook.",
     "- Postgres database `rota` on db1",
     "A1: rota database on db1 stated twice")
pair("A2", N, "agreeing_duplicate",
     "- Everything runs on one Hetzner CX32 (4 vCPU, 8 GB RAM) in Falkenstein",
     "The whole stack sits on a single Hetzner CX32 in Falkenstein: 4 vCPUs and 8 GB of RAM.",
     "A2: the single Hetzner CX32 server stated twice")
pair("A3", N, "agreeing_duplicate",
     "giftaid-batcher pulls the Stripe donations and keeps only the ones where the donor ticked the Gift Aid box.",
     "- Reads donations from the Stripe API, only those with a Gift Aid declaration ticked",
     "A3: giftaid-batcher input: Stripe donations with the Gift Aid box ticked")
pair("A4", N, "agreeing_duplicate",
     "We take volunteers from 14 upwards, and anyone under 18 brings a consent form signed by a parent.",
     "- Minimum volunteer age is 14; under-18s need a parent's consent form",
     "A4: volunteer minimum age 14 and consent form for under-18s stated twice")
pair("A5", N, "agreeing_duplicate",
     "For visitbook we squash on merge, and the squashed commit takes the PR title.",
     "Squash-merge visitbook PRs; the PR title becomes the commit subject.",
     "A5: visitbook merge policy: squash-merge with PR title, stated twice")
pair("A6", N, "agreeing_duplicate",
     "cafesync is just a Node 20 script (`node sync.js`), so there's no service to restart.",
     "- Node 20 script, no framework",
     "A6: cafesync runtime Node 20 stated twice")
pair("A7", N, "agreeing_duplicate",
     "visitbook sends its booking confirmations via Postmark; the server token is in Bitwarden.",
     "- Confirmation and reminder emails go out through Postmark",
     "A7: visitbook email provider Postmark stated twice")
pair("A8", N, "agreeing_duplicate",
     "Pregnant visitors must not go into the lambing shed.",
     "Pregnant visitors are kept out of the lambing shed; the sign at the gate explains why.",
     "A8: pregnant visitors kept out of the lambing shed (both negated, agreeing)")
pair("A9", N, "agreeing_duplicate",
     "Click-and-collect orders are ready from 12:00 the day after ordering.",
     "- Click and collect: orders are ready from noon the next day",
     "A9: click-and-collect ready time: 12:00 = noon, next day")
pair("A10", N, "agreeing_duplicate",
     "Anyone helping with school groups needs an enhanced DBS; don't let volunteerhub assign them otherwise.",
     "volunteerhub won't put a volunteer on a school-visit shift unless their DBS check is enhanced.",
     "A10: enhanced DBS required for school-visit shifts, stated twice")

# ---------------- negation_scope ----------------
pair("NS1", N, "negation_scope",
     "The duty phone is carried by the keeper on the late shift and takes every alert about the animals.",
     "Send booking-page alerts to Sam, not to the duty phone: the duty phone is for the animals.",
     "NS1: 'not to the duty phone' negates the direction for booking-page alerts only; animal alerts do go to it")
pair("NS2", N, "negation_scope",
     "Dev refunds damaged eggs in the farm shop straight away, using the receipt number from Square.",
     "- Refunds are never given without the original receipt number",
     "NS2: 'never given without the receipt number' is not 'never refunded'; a refunds with the receipt number")
pair("NS3", N, "negation_scope",
     "Before merging, rebase your branch on main and force-push it so the deploy job sees a clean history.",
     "Never force-push to visitbook's main; force-pushing your own PR branch after a rebase is fine.",
     "NS3: the force-push ban covers main only; force-pushing a PR branch is explicitly fine")
pair("NS4", N, "negation_scope",
     "Dogs are not allowed on the farm, except assistance dogs.",
     "Assistance dogs are welcome on the farm; the keepers only ask that they stay out of the poultry run.",
     "NS4: the dog ban excludes assistance dogs; b is about assistance dogs")
pair("NS5", N, "negation_scope",
     "giftaid-batcher submits nothing to HMRC itself; it only writes the claim schedule.",
     "- A claim is never submitted without Ruth's sign-off in the trustees' log",
     "NS5: 'never submitted without sign-off' vs the script not submitting at all; no conflict")
pair("NS6", N, "negation_scope",
     "Animal welfare concerns raised by visitors go to the head keeper, not to the front desk.",
     "The front desk handles lost property, ticket questions and complaints about the café.",
     "NS6: 'not to the front desk' is about welfare concerns only; the front desk's other duties stand")
pair("NS7", N, "negation_scope",
     "visitbook no longer posts paper invoices; schools get a PDF invoice by email.",
     "Hannah still posts a printed welcome pack (site map, worksheets) to each school",
     "NS7: 'no longer posts paper invoices' does not cover the printed welcome pack (the welcome-pack claim is hard-wrapped)")
pair("NS8", N, "negation_scope",
     "Don't paste volunteers' phone numbers or home addresses into chat, not even internal chat.",
     "Priti pins the weekly shift list, first names only, on the volunteer noticeboard in the barn.",
     "NS8: the ban is on phone numbers/addresses in chat; a first-names list on a noticeboard is outside it")
pair("NS9", N, "negation_scope",
     "Sunday farm breakfast is booked through the website, two sittings at 10:00 and 11:15.",
     "The café never takes table bookings, except for the Sunday farm breakfast.",
     "NS9: 'never takes table bookings' excludes the Sunday farm breakfast, which is what a says is booked")
pair("NS10", N, "negation_scope",
     "Sick animals go to the isolation pen, not back to the main paddock, until Joe clears them.",
     "- The main paddock holds the goats and sheep together from April to October",
     "NS10: 'not back to the main paddock' covers sick animals only; the paddock still holds the healthy flock")
