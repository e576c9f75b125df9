# Claim texts and pair table for set175 (Tickwell Horology).
# Each claim id is a full body line; build.py places it where a file body has @@ID@@.
C = {}
def c(i, t): C[i] = t

# ---------------- value_slot (contradiction)
c('V1a', "- Database: Postgres 16 at `db1.tickwell.internal:5432`, database `benchlog`")
c('V1b', "benchlog's Postgres actually listens on `db1.tickwell.internal:5433`; nothing answers on the default port on that box.")
c('V2a', "- Quartz battery swap: 20 minutes, done while the customer waits")
c('V2b', "A battery swap takes about 45 minutes at the counter, so we ask people to pop back after a coffee.")
c('V3a', "- A valuation certificate is valid for 3 years; after that insurers want a fresh one")
c('V3b', "Insurance valuation certificates from the valuations app are good for 5 years before the customer needs a revaluation.")
c('V4a', "- Python 3.12, FastAPI")
c('V4b', "partsdesk wants Python 3.11 locally — 3.12 breaks the pinned lxml wheel, so don't upgrade pyenv for it.")
c('V5a', "- Full movement service: 24-month workmanship warranty (not water resistance)")
c('V5b', "Full services come with a 12-month warranty on our workmanship; straps and glass aren't covered.")
c('V6a', "- Uncollected items: reminder SMS up to 3 times, 14 days apart")
c('V6b', "pickup nags people up to 5 times about an uncollected item before it goes on the abandoned shelf.")
c('V7a', "- Nightly `pg_dump` of every database, kept for 30 days")
c('V7b', "The nightly database dumps on the Storage Box are kept for 14 days, then")
c('V8a', "- Intake photos: max 8 MB each, up to 6 per ticket")
c('V8b', "Intake photos are capped at 12 MB each in benchlog (`MAX_PHOTO_MB=12`); phones over that get resized in the browser.")
c('V9a', "- Amplitude after service below 220° (dial up, fully wound) = fail, back on the bench")
c('V9b', "| Amplitude, dial up, full wind | fail below 250° | re-clean or new mainspring |")
c('V10a', "- Estimates expire after 30 days without a reply from the customer")
c('V10b', "If a customer sits on an estimate for 60 days, benchlog expires it and the ticket flips to")

# ---------------- role_slot (contradiction)
c('R1a', "- Errors: Sentry, project `benchlog-prod`")
c('R1b', "benchlog reports its exceptions to Rollbar; the access token is in 1Password under \"benchlog prod\".")
c('R2a', "- SMS: Twilio, alphanumeric sender `TICKWELL`")
c('R2b', "All the collection texts from pickup go out through MessageBird (we pay per message, topped up monthly).")
c('R3a', "- Dependencies managed with uv (`uv sync`, lockfile committed)")
c('R3b', "partsdesk dependencies are handled by Poetry — run `poetry install` after every pull.")
c('R4a', "- CI for every repo (benchlog, partsdesk, servicebook, pickup, valuations) runs on GitHub Actions")
c('R4b', "servicebook's CI runs on a self-hosted Woodpecker instance; pushes trigger it via webhook.")
c('R5a', "- Hosted on Fly.io, app `tickwell-valuations`, region lhr")
c('R5b', "valuations runs in Docker Compose on our own VPS (`tw-val-1`), not on a platform service.")
c('R6a', "- Transactional email (ready notices, receipts): Postmark, server `pickup-live`")
c('R6b', "pickup sends its emails via Amazon SES in eu-west-2; bounces come back through an SNS topic.")
c('R7a', "- Editor: Neovim with the LSP setup from his dotfiles repo; tmux for everything")
c('R7b', "Sam does his coding in VS Code (Python + Django extensions) and likes diffs he can open there.")
c('R8a', "PRs are rebase-merged so main stays linear and every commit keeps its own message.")
c('R8b', "Decided: every PR into main is squash-merged, one commit per PR.")
c('R9a', "- Data lives in SQLite (`/srv/servicebook/db/production.sqlite3`)")
c('R9b', "servicebook keeps service records in MySQL 8 on db1 (schema `servicebook`).")
c('R10a', "- Card payments at the counter go through SumUp readers")
c('R10b', "Card payments at both counters are taken on Square terminals, and the daily")

# ---------------- negation (contradiction)
c('N1a', "- Never take a deposit for a house-call collection; we bill it with the repair")
c('N1b', "Always take a £30 deposit when booking a clock house-call collection, card over the phone.")
c('N2a', "Never run benchlog migrations automatically on deploy; Sam runs them by hand after reading the SQL.")
c('N2b', "The benchlog container's entrypoint runs `manage.py migrate --noinput` automatically on every deploy.")
c('N3a', "Every watch is pressure tested after a battery change, no exceptions.")
c('N3b', "We don't pressure test after a battery change unless the customer pays the £12 test fee.")
c('N4a', "- Counter staff never open vintage (pre-1970) watches at Harrogate; they go to York sealed")
c('N4b', "At Harrogate the counter opens vintage watches to look at the movement before quoting.")
c('N5a', "- Certificate PDFs are always emailed to the customer on the day they're signed")
c('N5b', "Never email valuation certificates to customers — they go by post or get handed over at collection.")
c('N6a', "- Any order over £200 needs Margaret's sign-off before it is sent")
c('N6b', "Nobody approves partsdesk orders, whatever the amount; anyone on the bench can send one.")
c('N7a', "Claude must never push to main directly, not even one-line fixes; always open a PR.")
c('N7b', "It's fine for Claude to push small fixes straight to main in benchlog and pickup.")
c('N8a', "Always write a failing test before fixing a bug in benchlog.")
c('N8b', "Don't bother writing tests for benchlog bug fixes; Lena's manual checklist catches regressions.")
c('N9a', "Clock movements go through the ultrasonic tank after they're stripped.")
c('N9b', "Never put clock movements in the ultrasonic; they are cleaned by hand in the jar.")
c('N10a', "- No texts go out on Sundays; anything queued waits until Monday morning")
c('N10b', "Collection-ready texts from pickup go out seven days a week, Sundays included.")

# ---------------- stale_vs_change (contradiction)
c('S1a', "- benchlog and pickup run on the DigitalOcean droplet `tw-prod-1` (London)")
c('S1b', "Moved benchlog and pickup off DigitalOcean onto a Hetzner CX32 in April; the droplet is gone.")
c('S2a', "- Sternkreuz: orders by email to their trade desk, PDF order form attached")
c('S2b', "Sternkreuz stopped taking email orders; everything goes through their B2B portal now and the old inbox is not read.")
c('S3a', "- Ticket numbers look like `TW-2026-0412` (year + running number)")
c('S3b', "Switched ticket numbers from `TW-YYYY-NNNN` to site-prefixed `YK-`/`HG-` numbers in June.")
c('S4a', "- Valuations for Hiscox clients are emailed to Hiscox's partner inbox")
c('S4b', "Hiscox shut down the partner inbox in August; valuations for their clients are uploaded through the broker portal instead.")
c('S5a', "- Intake photos are stored in the S3 bucket `tickwell-intake` (eu-west-2)")
c('S5b', "The `tickwell-intake` S3 bucket is read-only now; new intake photos go to Hetzner Object Storage.")
c('S6a', "- Rails 6.1, Ruby 3.0")
c('S6b', "servicebook was upgraded to Rails 7.2 (Ruby 3.3) in May.")
c('S7a', "- Estimate reports read from the `legacy_estimates` table")
c('S7b', "`legacy_estimates` is deprecated: estimate data now lives in `estimates_v2`, and the old table only gets a nightly copy until it's dropped.")
c('S8a', "- At collection, ID is checked by surname + postcode")
c('S8b', "We no longer accept surname + postcode at collection; the customer has to show the collection code.")
c('S9a', "- Joe takes the out-of-hours alerts for the workshop server on alternate weeks")
c('S9b', "Joe no longer does out-of-hours; since September Sam takes every out-of-hours alert himself.")
c('S10a', "- Timegrapher readings come in as CSV exports from the Weishi app")
c('S10b', "We switched from the Weishi timegrapher to a Witschi Chronoscope in July; the Weishi CSV import was removed.")

# ---------------- refinement (non)
c('F1b', "benchlog is on Postgres 16 — 16.4 since the October patch round.")
c('F2a', "- Deposit when the customer accepts an estimate: 25% of the estimate, minimum £20")
c('F2b', "Once the customer accepts, we take a deposit and the ticket moves to the bench queue.")
c('F3a', "- Uncollected items go to the abandoned shelf after 90 days")
c('F3b', "Items nobody collects eventually end up on the abandoned-items shelf in the back office.")
c('F4a', "- Sternkreuz parts take about two weeks to arrive")
c('F4b', "Sternkreuz lead time is 8–10 working days, a bit longer around Swiss bank holidays.")
c('F5a', "Dive watches are pressure tested to 10 bar.")
c('F5b', "Dive watches get 10 bar in the dry tester first, then a 5 bar wet test in the tank if they pass.")
c('F6a', "- Texts the customer when their item is ready for collection")
c('F6b', "pickup batches the ready-for-collection texts and sends them in one go at 09:30.")
c('F7a', "Use pytest for both benchlog and partsdesk.")
c('F7b', "Run the partsdesk tests with `pytest -n auto`; the whole suite takes about 40 seconds.")
c('F8a', "- Covers watches and clocks")
c('F8b', "Valuations cover wristwatches, pocket watches and clocks; longcase clocks need a house visit first.")
c('F9a', "- Backups go to the Hetzner Storage Box")
c('F9b', "Backups go to the Storage Box with borg, encrypted; the repo key is in 1Password under \"borg tw\".")
c('F10a', "- Prefers short replies")
c('F10b', "Sam wants short replies: code first, explanation after, no recap at the end.")

# ---------------- other_subject (non)
c('O1b', "partsdesk retries the Cousins order API up to 5 times with backoff before it flags the order.")
c('O2b', "Battery swaps carry a 6-month warranty on the battery and the seal.")
c('O3b', "The marketing site tickwell.co.uk is hosted on Netlify, built from the `site` repo.")
c('O4b', "The Harrogate counter iPad app reports crashes to Crashlytics.")
c('O5a', "- House-call collections for clocks are booked on Tuesdays")
c('O5b', "Watch parcels go out by Royal Mail Special Delivery, collected Mondays and Thursdays.")
c('O6b', "Valuation quotes are valid for 60 days.")
c('O7b', "For clocks servicebook doesn't record amplitude; the rate is checked on the test rack over 7 days.")
c('O8a', "| Harrogate | counter (drop-off, collection, batteries) | Tue–Sat 10:00–16:00 |")
c('O8b', "The York workshop is open Monday to Friday, 08:30–17:00.")
c('O9a', "- Django 5.1 on Python 3.12")
c('O9b', "The old intake kiosk in York is stuck on Django 3.2; nobody wants to touch it before it's replaced.")
c('O10b', "Photos attached to valuations are capped at 12 MB each; the PDF renderer falls over on bigger ones.")

# ---------------- dated_history (non)
c('D1a', "During the January–February beta, pickup sent its texts through TextMagic.")
c('D2a', "Before the April move, backups were only kept for 7 days on the droplet's volume.")
c('D3b', "During the 2025 Christmas rush Harrogate opened on Sundays, 11:00–15:00.")
c('D3a', "- Harrogate is closed on Sundays")
c('D4b', "In February Sternkreuz lead times were 6 weeks while they moved warehouse.")
c('D5a', "For the spring 2026 campaign (March–April), certificates were free for existing service customers.")
c('D5b', "- Fee: £45 per item")
c('D6b', "In the May–June pilot, uncollected reminders went every 7 days.")
c('D7a', "During the stock audit (12–16 January) partsdesk orders were paused.")
c('D7b', "- Orders go out to suppliers the same working day")
c('D8b', "In 2025 the full-service warranty was 12 months.")
c('D9a', "Between June and August pallet stones got Moebius 941, because 9415 was back-ordered at Cousins.")
c('D9b', "Pallet stones get Moebius 9415, one drop per exit stone.")
c('D10b', "In 2025 valuations ran on Heroku (hobby dyno).")

# ---------------- agreeing_duplicate (non)
c('A1b', "Clock house calls are Tuesdays only; Joe drives the van.")
c('A2b', "We charge £45 per item for an insurance valuation certificate.")
c('A3a', "Customer texts and emails are always in British English (colour, jewellery, cheque).")
c('A3b', "Use British spelling in anything a customer sees.")
c('A4b', "No Sunday opening at Harrogate.")
c('A5a', "- Rate is recorded in six positions for every watch")
c('A5b', "Every serviced watch is timed in 6 positions before it goes back to the customer.")
c('A6a', "Deploys go out with `make deploy` from Sam's laptop.")
c('A6b', "benchlog deploys are `make deploy` from Sam's machine; there is no CD.")
c('A7a', "- Cousins UK: trade account C-48213, orders through their trade API")
c('A7b', "Our Cousins trade account number is C-48213.")
c('A8a', "- Collection code: six digits, sent with the ready text")
c('A8b', "Customers get a 6-digit collection code in the ready-for-collection SMS.")
c('A9a', "Lint with ruff; no black, ruff format does the job.")
c('A9b', "ruff is the linter for partsdesk (`ruff check .`).")
c('A10a', "- Harrogate drop-offs travel to York by courier every Wednesday")
c('A10b', "Whatever is dropped off in Harrogate goes to York on the Wednesday courier.")

# ---------------- negation_scope (non)
c('NS1a', "- Never issued without a photo of the movement")
c('NS1b', "valuations can issue certificates for watches we have never serviced ourselves.")
c('NS2a', "Escalate stuck parts orders in #parts, not to Sam directly.")
c('NS2b', "- Owner: Sam (code), Lena (supplier accounts)")
c('NS3a', "Don't deploy benchlog on Fridays after 2pm.")
c('NS3b', "benchlog's weekly release goes out on Friday mornings.")
c('NS4a', "pickup does not text customers about house-call clock returns; Joe rings them.")
c('NS5a', "Vintage watches are never wet-tested, dry test only.")
c('NS5b', "Every serviced watch gets a dry pressure test before it is cased up.")
c('NS6a', "Never take payment at the counter without a ticket number on the receipt.")
c('NS6b', "The counter takes cash as well as cards.")
c('NS7a', "Don't order mainsprings from Sternkreuz, only from Cousins.")
c('NS7b', "- Sternkreuz: Swiss crystals, gaskets and crowns")
c('NS8a', "Claude must not run servicebook migrations against production; staging only.")
c('NS8b', "Claude runs `bin/rails db:migrate` on servicebook staging after each merge.")
c('NS9a', "Never phone customers about estimates at weekends.")
c('NS9b', "Lena phones estimate reminders through to customers who haven't replied.")
c('NS10a', "- Certificate PDFs are not stored in benchlog, only in the valuations bucket")
c('NS10b', "Intake photos and estimate PDFs are stored as attachments on the benchlog ticket.")

# pair table: (id, label, class, claim_id_1, claim_id_2, note)
K, NK = 'contradiction', 'non_contradiction'
P = [
 ('V1', K, 'value_slot', 'V1a', 'V1b', "benchlog Postgres endpoint port: 5432 vs 5433 on the same host"),
 ('V2', K, 'value_slot', 'V2a', 'V2b', "quartz battery swap duration: 20 vs 45 minutes"),
 ('V3', K, 'value_slot', 'V3a', 'V3b', "valuation certificate validity: 3 vs 5 years"),
 ('V4', K, 'value_slot', 'V4a', 'V4b', "partsdesk Python version: 3.12 vs 3.11"),
 ('V5', K, 'value_slot', 'V5a', 'V5b', "full service workmanship warranty: 24 vs 12 months"),
 ('V6', K, 'value_slot', 'V6a', 'V6b', "uncollected-item reminder count: up to 3 vs up to 5"),
 ('V7', K, 'value_slot', 'V7a', 'V7b', "nightly dump retention: 30 vs 14 days (b hard-wrapped)"),
 ('V8', K, 'value_slot', 'V8a', 'V8b', "benchlog intake photo size cap: 8 vs 12 MB"),
 ('V9', K, 'value_slot', 'V9a', 'V9b', "post-service amplitude fail threshold: 220 vs 250 degrees (b is a table row)"),
 ('V10', K, 'value_slot', 'V10a', 'V10b', "estimate expiry: 30 vs 60 days (b hard-wrapped)"),
 ('R1', K, 'role_slot', 'R1a', 'R1b', "benchlog error tracking: Sentry vs Rollbar"),
 ('R2', K, 'role_slot', 'R2a', 'R2b', "pickup SMS provider: Twilio vs MessageBird"),
 ('R3', K, 'role_slot', 'R3a', 'R3b', "partsdesk package manager: uv vs Poetry"),
 ('R4', K, 'role_slot', 'R4a', 'R4b', "servicebook CI: GitHub Actions (every repo) vs Woodpecker"),
 ('R5', K, 'role_slot', 'R5a', 'R5b', "valuations hosting: Fly.io vs own VPS with Docker Compose"),
 ('R6', K, 'role_slot', 'R6a', 'R6b', "pickup transactional email: Postmark vs Amazon SES"),
 ('R7', K, 'role_slot', 'R7a', 'R7b', "Sam's editor: Neovim vs VS Code"),
 ('R8', K, 'role_slot', 'R8a', 'R8b', "merge strategy: rebase-merge vs squash-merge"),
 ('R9', K, 'role_slot', 'R9a', 'R9b', "servicebook database: SQLite vs MySQL 8"),
 ('R10', K, 'role_slot', 'R10a', 'R10b', "counter card payments: SumUp vs Square (b hard-wrapped)"),
 ('N1', K, 'negation', 'N1a', 'N1b', "house-call collection deposit: never vs always £30"),
 ('N2', K, 'negation', 'N2a', 'N2b', "benchlog migrations on deploy: never automatic vs entrypoint runs them automatically"),
 ('N3', K, 'negation', 'N3a', 'N3b', "pressure test after battery change: always vs not unless paid"),
 ('N4', K, 'negation', 'N4a', 'N4b', "Harrogate counter opening vintage watches: never vs does"),
 ('N5', K, 'negation', 'N5a', 'N5b', "emailing valuation certificates to customers: always vs never"),
 ('N6', K, 'negation', 'N6a', 'N6b', "partsdesk order approval: over £200 needs sign-off vs nobody approves whatever the amount"),
 ('N7', K, 'negation', 'N7a', 'N7b', "Claude pushing to main: never vs fine for small fixes (benchlog, pickup)"),
 ('N8', K, 'negation', 'N8a', 'N8b', "tests for benchlog bug fixes: always failing test first vs don't write tests"),
 ('N9', K, 'negation', 'N9a', 'N9b', "clock movements in the ultrasonic: yes vs never"),
 ('N10', K, 'negation', 'N10a', 'N10b', "pickup texts on Sundays: none vs seven days a week"),
 ('S1', K, 'stale_vs_change', 'S1a', 'S1b', "benchlog/pickup hosting: DigitalOcean droplet vs moved off DO to Hetzner"),
 ('S2', K, 'stale_vs_change', 'S2a', 'S2b', "Sternkreuz ordering by email vs email orders stopped, B2B portal"),
 ('S3', K, 'stale_vs_change', 'S3a', 'S3b', "ticket numbering TW-YYYY-NNNN vs switched to YK-/HG- in June"),
 ('S4', K, 'stale_vs_change', 'S4a', 'S4b', "Hiscox partner inbox vs shut down in August, broker portal"),
 ('S5', K, 'stale_vs_change', 'S5a', 'S5b', "intake photos in S3 bucket vs bucket read-only, Hetzner Object Storage"),
 ('S6', K, 'stale_vs_change', 'S6a', 'S6b', "servicebook Rails 6.1 vs upgraded to Rails 7.2 in May"),
 ('S7', K, 'stale_vs_change', 'S7a', 'S7b', "estimate reports from legacy_estimates vs table deprecated"),
 ('S8', K, 'stale_vs_change', 'S8a', 'S8b', "collection ID check surname+postcode vs no longer accepted"),
 ('S9', K, 'stale_vs_change', 'S9a', 'S9b', "Joe on out-of-hours alerts vs no longer does out-of-hours"),
 ('S10', K, 'stale_vs_change', 'S10a', 'S10b', "Weishi CSV timegrapher import vs switched to Witschi, import removed"),
 ('F1', NK, 'refinement', 'V1a', 'F1b', "Postgres 16 vs 16.4 (patch level refines the major version)"),
 ('F2', NK, 'refinement', 'F2a', 'F2b', "deposit on accepting an estimate: generic vs 25%/min £20"),
 ('F3', NK, 'refinement', 'F3a', 'F3b', "uncollected items end up on abandoned shelf: 'eventually' vs after 90 days"),
 ('F4', NK, 'refinement', 'F4a', 'F4b', "Sternkreuz lead time: about two weeks vs 8-10 working days"),
 ('F5', NK, 'refinement', 'F5a', 'F5b', "dive watch pressure test: 10 bar vs 10 bar dry then 5 bar wet"),
 ('F6', NK, 'refinement', 'F6a', 'F6b', "ready text: sent when ready vs batched at 09:30"),
 ('F7', NK, 'refinement', 'F7a', 'F7b', "pytest for partsdesk vs pytest -n auto"),
 ('F8', NK, 'refinement', 'F8a', 'F8b', "valuations cover watches and clocks vs detail incl. longcase house visit"),
 ('F9', NK, 'refinement', 'F9a', 'F9b', "backups to Storage Box vs with borg, encrypted"),
 ('F10', NK, 'refinement', 'F10a', 'F10b', "Sam prefers short replies vs short replies with code first"),
 ('O1', NK, 'other_subject', 'V6a', 'O1b', "reminder SMS up to 3 times vs partsdesk API retries up to 5 times (count belongs to its noun)"),
 ('O2', NK, 'other_subject', 'V5a', 'O2b', "full service warranty 24 months vs battery swap warranty 6 months"),
 ('O3', NK, 'other_subject', 'R5a', 'O3b', "valuations on Fly.io vs marketing site on Netlify"),
 ('O4', NK, 'other_subject', 'R1a', 'O4b', "benchlog errors to Sentry vs counter iPad app crashes to Crashlytics"),
 ('O5', NK, 'other_subject', 'O5a', 'O5b', "clock house calls Tuesdays vs watch parcel collections Mon/Thu"),
 ('O6', NK, 'other_subject', 'V10a', 'O6b', "estimate expiry 30 days vs valuation quote validity 60 days"),
 ('O7', NK, 'other_subject', 'V9a', 'O7b', "watch amplitude threshold vs clocks: no amplitude, rate over 7 days"),
 ('O8', NK, 'other_subject', 'O8a', 'O8b', "Harrogate counter hours vs York workshop hours (a is a table row)"),
 ('O9', NK, 'other_subject', 'O9a', 'O9b', "benchlog Django 5.1 vs old intake kiosk Django 3.2"),
 ('O10', NK, 'other_subject', 'V8a', 'O10b', "benchlog intake photo cap 8 MB vs valuations photo cap 12 MB"),
 ('D1', NK, 'dated_history', 'D1a', 'R2a', "TextMagic during Jan-Feb beta vs Twilio now"),
 ('D2', NK, 'dated_history', 'D2a', 'V7a', "7-day retention before the April move vs 30 days now"),
 ('D3', NK, 'dated_history', 'D3a', 'D3b', "Harrogate closed Sundays vs Sunday opening during the 2025 Christmas rush"),
 ('D4', NK, 'dated_history', 'F4a', 'D4b', "Sternkreuz about two weeks vs 6 weeks in February during warehouse move"),
 ('D5', NK, 'dated_history', 'D5a', 'D5b', "free certificates in the spring 2026 campaign vs £45 fee"),
 ('D6', NK, 'dated_history', 'V6a', 'D6b', "reminders 14 days apart vs every 7 days in the May-June pilot"),
 ('D7', NK, 'dated_history', 'D7a', 'D7b', "orders paused during the January stock audit vs same-day orders"),
 ('D8', NK, 'dated_history', 'V5a', 'D8b', "24-month warranty now vs 12 months in 2025"),
 ('D9', NK, 'dated_history', 'D9a', 'D9b', "Moebius 941 on pallet stones June-August vs 9415"),
 ('D10', NK, 'dated_history', 'R5a', 'D10b', "Fly.io now vs Heroku in 2025"),
 ('A1', NK, 'agreeing_duplicate', 'O5a', 'A1b', "clock house calls on Tuesdays, both"),
 ('A2', NK, 'agreeing_duplicate', 'D5b', 'A2b', "valuation certificate fee £45 per item, both"),
 ('A3', NK, 'agreeing_duplicate', 'A3a', 'A3b', "British English in customer-facing text, both"),
 ('A4', NK, 'agreeing_duplicate', 'D3a', 'A4b', "Harrogate closed Sundays, both"),
 ('A5', NK, 'agreeing_duplicate', 'A5a', 'A5b', "rate timed in six positions, both"),
 ('A6', NK, 'agreeing_duplicate', 'A6a', 'A6b', "deploys via make deploy from Sam's laptop, both"),
 ('A7', NK, 'agreeing_duplicate', 'A7a', 'A7b', "Cousins trade account C-48213, both"),
 ('A8', NK, 'agreeing_duplicate', 'A8a', 'A8b', "six-digit collection code in the ready text, both"),
 ('A9', NK, 'agreeing_duplicate', 'A9a', 'A9b', "ruff as linter, both"),
 ('A10', NK, 'agreeing_duplicate', 'A10a', 'A10b', "Harrogate to York courier on Wednesdays, both"),
 ('NS1', NK, 'negation_scope', 'NS1a', 'NS1b', "'never issued without a movement photo' is not 'never issued'; unserviced watches can get certificates"),
 ('NS2', NK, 'negation_scope', 'NS2a', 'NS2b', "'not to Sam directly' negates an escalation direction, not Sam's ownership"),
 ('NS3', NK, 'negation_scope', 'NS3a', 'NS3b', "no deploys Friday after 2pm vs Friday-morning release"),
 ('NS4', NK, 'negation_scope', 'NS4a', 'F6a', "no texts for house-call clock returns vs texts when items are ready"),
 ('NS5', NK, 'negation_scope', 'NS5a', 'NS5b', "vintage never wet-tested vs every watch dry-tested"),
 ('NS6', NK, 'negation_scope', 'NS6a', 'NS6b', "no payment without ticket number vs counter takes cash and cards"),
 ('NS7', NK, 'negation_scope', 'NS7a', 'NS7b', "no mainsprings from Sternkreuz vs Sternkreuz supplies crystals, gaskets, crowns"),
 ('NS8', NK, 'negation_scope', 'NS8a', 'NS8b', "no servicebook migrations on production vs migrations on staging"),
 ('NS9', NK, 'negation_scope', 'NS9a', 'NS9b', "no estimate calls at weekends vs Lena phones estimate reminders"),
 ('NS10', NK, 'negation_scope', 'NS10a', 'NS10b', "valuation PDFs not in benchlog vs intake photos/estimate PDFs in benchlog"),
]
