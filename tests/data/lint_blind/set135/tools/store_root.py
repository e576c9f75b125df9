# Root (Claude Code auto-memory) files. Lines starting with {ID} carry a labelled claim;
# build.py strips the marker. (title, hook) feed MEMORY.md.
# FLAT = descriptions written with an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_jessbook.md", "reference_infra.md", "reference_birds.md", "reference_glossary.md"}

ROOT = {}

def r(fname, title, hook, desc, body):
    ROOT[fname] = dict(title=title, hook=hook, desc=desc, body=body)

r("user_maddie.md", "Maddie (centre manager)", "who signs off on changes and what she cares about",
  "Maddie Corrigan runs Brackenholt Falconry Centre and owns the tech budget; what to ask her and what not to",
  """Maddie Corrigan, centre manager at Brackenholt Falconry Centre (near Church Stretton, Shropshire).
Trained as a falconer herself, ran the flying team for six years before taking over the centre.

- Owns the budget for jessbook, mewslog, displayboard and trackbridge; Owen is the contractor
{NS4a}- Doesn't want to be asked about code style or library choices — only about anything that changes what visitors or birds experience
- Reads messages on her phone between displays, so long threads get skimmed
- Cares most about bird welfare data being right, then bookings, then everything else
- Not technical in the software sense but very quick with spreadsheets

**How to apply:** decide small technical things yourself and tell her afterwards in one line; bring her
anything that touches guests, birds, money or the public website.
""")

r("user_owen.md", "Owen (developer)", "the contract developer, his hours and habits",
  "Owen Price, contract developer who built mewslog and maintains jessbook, displayboard and trackbridge",
  """Owen Price, freelance developer, based in Shrewsbury.

{D9a}- Works on Brackenholt two days a week, Tuesdays and Thursdays
- Wrote mewslog and trackbridge from scratch; inherited jessbook from a previous freelancer in 2024
- Strong in Python and Go, tolerates TypeScript, avoids PHP (fieldtrip was never his)
{R10a}- Edits in Neovim with his own config; don't suggest VS Code extensions or workspace settings
- Reviews PRs in the evening, usually after 20:00
- Prefers to be told about a failing deploy in the chat rather than by email

Owen is not a falconer: explain bird terms (flying weight, mews, jesses) when they come up.
""")

r("feedback_deploys.md", "Deploy rules", "when the agent may and may not ship to production",
  "Rules for deploying Brackenholt systems to production, from Maddie and Owen",
  """{N7a}Never deploy jessbook to production without a go-ahead from Maddie in the chat, even for one-line fixes.

**Why:** in March a "harmless" template change hid the date picker on the booking page for a whole
Saturday morning and nobody noticed until the phone started ringing.

{NS3a}No jessbook deploys on Saturdays or bank holidays — that's when most bookings come in.

**How to apply:**
- ask in the chat, wait for an explicit yes, then deploy and post the version number back
- staging (`staging.jessbook.brackenholtfalconry.co.uk`) can be deployed any time without asking
- if a deploy goes wrong, roll back first and explain afterwards
""")

r("feedback_merging.md", "Merging PRs", "how PRs get merged into main",
  "How PRs are merged into main across the Brackenholt repos",
  """{R8a}Merge PRs with a merge commit so the branch history stays visible — Owen reads it when bisecting.

**Why:** Owen said the branch shape tells him which commits shipped together, and he has used that twice
to find which change broke the booking calendar.

**How to apply:** on GitHub choose "Create a merge commit"; delete the branch after merging; don't
force-push to `main` under any circumstances.
""")

r("feedback_pr_size.md", "PR size", "keep pull requests small",
  "Owen wants small pull requests",
  """{F7a}Keep PRs small — Owen reviews them on his phone between jobs.

**Why:** he reviews in short gaps; anything that needs a laptop waits until Thursday.

**How to apply:** split refactors from behaviour changes; put generated files (lockfiles, migrations)
in their own commit so the diff view stays readable.
""")

r("feedback_reply_style.md", "Reply style", "how to write replies to Maddie",
  "Reply style for Maddie: short, decision first",
  """{A6a}Maddie wants short answers with the decision first, no bullet-point essays.

**Why:** she reads on her phone in the arena between displays.

**How to apply:** one or two sentences for the answer, then details only if she asks. Use plain words
for technical things ("the booking site", not "the Django app").
""")

r("feedback_testing.md", "Testing before pushing", "run tests locally before pushing",
  "Run the test suite locally before pushing jessbook changes",
  """{A3a}Run `pytest -x` locally before pushing jessbook changes; CI is slow on the free runners.

**Why:** a red build on `main` blocks Owen's Tuesday deploy window.

**How to apply:** also run `ruff check .`; for template-only changes at least load the booking page
locally once.
""")

r("feedback_bird_data.md", "Bird data handling", "how to treat weights and health records",
  "Rules for touching bird weights and health records in mewslog",
  """Bird records are the one thing at Brackenholt that must never be "tidied".

{A2a}Never edit or delete a bird's weight entry in mewslog; add a correcting entry instead.

{NS2a}If mewslog data suggests a bird is unwell, tell Sian, not the vet directly.

**Why:** the weight history is what the vet and the licensing inspector look at; a silent edit makes a
sick bird look fine. Sian knows each bird and decides what's worth a vet call.

**How to apply:** migrations that touch `weights` or `health_events` need Sian's review as well as Owen's.
""")

r("feedback_secrets.md", "Secrets", "where shared credentials live and what never goes in git",
  "Where shared credentials live and what must never be committed",
  """{R7a}Shared credentials live in 1Password (the 'Brackenholt Ops' vault); never paste them into chat or commit them.

{A7a}- `.env` files stay out of git in every repo; use `.env.example` for the keys.
- Rotate a key straight away if it ever lands in a commit, even on a branch
- The Twilio and DigitalOcean tokens are owner-only; ask Owen if something needs them

**Why:** the previous jessbook freelancer left a live API key in a public gist in 2024.
""")

r("feedback_commit_style.md", "Commit style", "commit message format",
  "Commit message format for Brackenholt repos",
  """{A9a}Commit messages: imperative subject, under 72 characters, reference the issue (`#123`) at the end.

- No emoji, no Co-Authored-By trailer
- Body only when the why isn't obvious

**How to apply:** check `git log --oneline -10` first and match it.
""")

r("feedback_migrations.md", "Database migrations", "how schema migrations are written and run",
  "How database migrations are written and run in jessbook and mewslog",
  """- One migration per PR, in its own commit
- jessbook uses Django migrations; mewslog uses Alembic
- Never edit a migration that has been applied in production; write a new one
- Data migrations that touch bird records are reviewed by Sian as well as Owen
- Run migrations by hand after deploy (`make migrate`), not on container start

**Why:** an Alembic autogenerate once dropped an index on `weights` and the morning report took 40 s.
""")

r("project_experiences.md", "Experiences on sale", "what guests can book, lengths, prices, policies",
  "Products guests can book at Brackenholt: experience days, hawk walks, owl encounters",
  """What jessbook sells to the public (agreed with Maddie at the January price review).

## Products
| Product | Length | Runs |
|---|---|---|
{V9a}| Hawk walk | 90 min | every open day, 10:30 |
| Owl encounter | 45 min | Wed–Sun, 14:00 |
| Full experience day | 10:00–16:00 | Wed, Fri, Sat |
| Junior falconer (12–16) | half day | school holidays |

## Prices
- Hawk walk: £45 per person
{D3b}- Owl encounter: £30 per person
- Full experience day: £195 per guest

## Experience days
{V2a}- Full experience day: max 6 guests, so everyone flies every bird on the list
{F3a}- Experience days include lunch.
- Guests fly Harris hawks, a barn owl and (weather allowing) watch the falcons on the lure
{N2a}- Experience days are non-refundable; guests can move the date once, up to 14 days ahead.

## Notes
- Gift vouchers can be used for any product (see project_vouchers.md)
- Junior falconer days need a parent on site
""")

r("project_school_visits.md", "School visits", "how school visits are sold, sized and invoiced",
  "School and group visits: sizes, deposits, VAT, risk assessments",
  """School visits are Raj Bedi's area (education officer). Agreed rules:

{D5b}- Visits are offered as half-day or full-day packages.
{V10a}- Max 30 pupils per visit slot (a class plus staff)
{A8a}- One free adult place per 10 pupils; extra adults pay the adult rate.
{O7a}- Schools pay a 25% deposit when they confirm; the rest after the visit.
{N8a}- School visit invoices carry VAT at 20%; the schools reclaim it.
{F9a}- Every school visit needs a risk assessment sent to the school.
- Owls are handled indoors in the barn if it's wet; the hawks only fly in the arena
- Outreach visits (we go to the school) are priced separately and need two falconers

Raj wants the booking confirmation to include the parking note for coaches.
""")

r("project_fieldtrip_sunset.md", "fieldtrip shutdown", "retiring the inherited school-booking app",
  "Retiring fieldtrip, the inherited Laravel school-booking app, in favour of jessbook",
  """fieldtrip was the Laravel app an agency built for school bookings in 2022. Nobody on the team wanted to
keep it alive.

{S3b}fieldtrip was switched off on 2026-09-30; school bookings are taken in jessbook (product type `school_visit`) now.

- Old bookings were exported to CSV and imported into jessbook on 2026-09-28
- The `fieldtrip.brackenholtfalconry.co.uk` domain redirects to the jessbook schools page
- The Krystal hosting account is cancelled from the end of October
- Risk-assessment PDFs from fieldtrip are archived in the shared drive under `Schools/2022-2026`
""")

r("project_mewslog_rollout.md", "mewslog rollout", "moving bird records from paper into mewslog",
  "Rollout of mewslog in the mews: what moved from paper into the app and when",
  """Rollout plan agreed with Sian in February, done by mid-March.

{S2b}- The paper day book is retired as of 2 March; food and weights go into mewslog only.
{NS6b}- Vet visits (date, reason, follow-up date) are logged in mewslog from March.
- Each falconer has their own login on the mews tablet
- Moult records were back-filled from the 2025 notebook by Tom (volunteer)
- Sian checks the morning report before the 09:00 briefing

Open: hood and equipment inventory, maybe next winter.
""")

r("project_trackbridge_gps.md", "GPS tags for free flying", "fitting GPS tags and trackbridge",
  "Fitting GPS backpack tags to the flying birds and feeding them into trackbridge",
  """Started after Juno (Harris hawk) spent a night out in December 2025.

{D1b}- All flying Harris hawks and the display eagle carry GPS backpack tags now.
- The barn owls fly without tags (weight margin too small)
- Tags are charged overnight in the mews office; the charging board is labelled per bird
- trackbridge shows live positions on the falconer's phone during free flying

Cost was covered by the Friends of Brackenholt appeal.
""")

r("project_season_2026.md", "Season 2026", "opening pattern and display programme for 2026",
  "2026 season at Brackenholt: opening days, display programme, big dates",
  """- Open Wednesday to Sunday from February half-term, every day in school holidays
{F2a}- Flying displays every day we're open, weather permitting.
- Closed for the whole of January for maintenance and the stock check
- Big dates: Easter weekend, the August bank holiday "Raptor Weekend", Halloween owl nights
- Halloween owl nights are evening-only and sold as a separate product
""")

r("project_vouchers.md", "Gift vouchers", "how gift vouchers work",
  "Gift vouchers: where they are sold, validity, transfer",
  """Gift vouchers are about a fifth of revenue, most of it in December.

{NS1a}- Vouchers are sold online and at the shop till.
{V6a}- Gift vouchers are valid for 12 months from purchase.
{N4a}- Vouchers are transferable; whoever holds the code can book with it.
- A voucher can be for a product or a money amount
- Codes are 10 characters, printed on the PDF and on the card version

Lottie handles voucher questions at the front desk.
""")

r("project_accounts_move.md", "Accounting move", "moving the books to a new package",
  "Moving Brackenholt's bookkeeping to a new accounting package",
  """Decided with the bookkeeper (Jan Whitlock) in August.

{S10b}- Accounting moved from Xero to FreeAgent on 2026-10-01; Xero stays read-only until the subscription runs out in December.
- Opening balances were entered by Jan
- The café and shop daily totals are keyed in by Lottie each Monday
- Bank feed: the Lloyds business account, connected on 2026-09-29
""")

r("project_cafe_tills.md", "Café tills", "how the café and shop tills work",
  "The café and gift shop tills",
  """- Till app: Loyverse on the café iPad; the shop uses the same account with its own store
{S4a}- Card payments in the café are taken on two Zettle readers paired to the till iPad.
- Cash is counted at close and the float is £100
- Stock for the shop is tracked in Loyverse; café stock isn't tracked
""")

r("project_newsletter.md", "Newsletter", "the friends newsletter",
  "The Friends of Brackenholt newsletter",
  """{S9a}- Monthly newsletter goes out from Mailchimp, list 'Brackenholt friends' (~4,200 subscribers).
- Each issue has a bird of the month, the next events and one welfare story
- Sign-ups come from the website footer and the booking confirmation opt-in
- Maddie writes it; the agent drafts the events section from jessbook
""")

r("project_website.md", "Public website", "the brackenholtfalconry.co.uk site",
  "The public website brackenholtfalconry.co.uk",
  """{D7a}- The public website is a static Astro site deployed to Netlify from `main`.
- "Book now" buttons link into jessbook; the site itself has no booking logic
{NS8a}- The site never shows live bird locations; flight tracks are only published the next day.
- Bird profiles are Markdown files in `src/content/birds/`
- Maddie can edit copy through Decap CMS
""")

r("project_weather_rules.md", "Weather rules", "when flying and walks are called off",
  "When displays, walks and encounters are cancelled for weather",
  """Sian makes the call on the day; these are the standing rules.

{A5a}- Displays with the eagles are cancelled when gusts exceed 35 mph.
{NS5a}- Heavy rain or thunder cancels hawk walks; guests are offered a new date.
- Falcons don't fly in fog or low cloud (they go out of sight too quickly)
- Owl encounters move into the barn when it's wet
- The call is made by 09:30 so Lottie can phone the morning bookings
""")

r("reference_jessbook.md", "jessbook", "booking system: stack, database, payments, email, API",
  "jessbook: public bookings for hawk walks, owl encounters, experience days and vouchers",
  """Public booking system (Django), repo `github.com/brackenholt/jessbook`.

## Stack
{V1a}- Database: Postgres at `db-1.brackenholt.internal:5432`, database `jessbook`
- Templates are server-rendered, a bit of htmx on the calendar
- Admin panel at `/staff/` for Lottie and Maddie

## Payments and email
{R1a}- Online card payments: Stripe Checkout
{R3a}- Transactional email (confirmations, reminders): Postmark
{V7a}- Confirmation emails are retried up to 3 times before the booking is flagged for Lottie
- Reminder emails go the day before at 09:00

## API
{S8b}- API v1 is deprecated since 2026-08-01 and returns 410; clients use `/api/v2/availability`
- The API is read-only apart from the voucher check
""")

r("reference_mewslog.md", "mewslog", "bird-care records: stack, hosting, alerts, jobs",
  "mewslog, the bird-care records app (weights, food, health) used on the mews tablet",
  """Bird-care records: daily weights, food given, health events, moult. Written by Owen in early 2026.

## Stack and hosting
{O8b}- Python 3.11, FastAPI, SQLAlchemy 2; the tablet front end is a React PWA
{S1a}- Runs on the Raspberry Pi 5 in the mews office (Docker, port 8080)
{O4b}- CI: Woodpecker on the droplet, pipeline in `.woodpecker.yml`
{R2a}- Errors: Sentry project `mewslog`
{R9a}- Background jobs (weight reports, vet reminders): Dramatiq on Redis

## Weights
{N9a}- Weights are typed in by the falconer on the mews tablet each morning
- Each bird has a flying weight set by Sian; the app shows today's weight against it
{V3a}- Weight alert: flags any bird more than 5% under its flying weight
{N1a}- Weight alerts go to the on-call falconer's phone as a push notification

## Reports
- Morning report lists every bird with weight, food yesterday and whether it's on the flying list
- Monthly export for the licensing inspector is a CSV per bird
""")

r("reference_displayboard.md", "displayboard", "arena display app: stack, hosting, weather, API",
  "displayboard, the arena display-programme app (screens, running order, PA cues)",
  """Runs the flying display programme: running order, bird intros on the screens, PA cues.

{V5a}- Node 20 LTS (`.nvmrc` says `20`)
{R6a}- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
- TypeScript, Fastify backend, Svelte front end for the screens
{R5a}- Runs on the Intel NUC in the arena control hut (Docker Compose)
{N3a}- The arena screens call the API without auth (LAN only)
{F8a}- Weather panel: Met Office forecast
{O5a}- Errors: Sentry, project `displayboard`
- Running orders are edited by the display falconer on a tablet before each show
""")

r("reference_trackbridge.md", "trackbridge", "GPS telemetry service for free-flying birds",
  "trackbridge, the Go service that takes telemetry from the bird tags and raises lost-bird alerts",
  """Go service by Owen. Takes positions from the tag base station, shows them live, raises alerts.

## Telemetry
{S7a}- Reads the base station over USB serial (`/dev/ttyUSB0`, 115200 baud)
{V4a}- GPS fix interval while a bird is flying: every 10 seconds
{O1b}- Stores fixes in TimescaleDB on the droplet, `127.0.0.1:5433`, database `tracks`
{O10b}- Raw GPS fixes are kept 90 days; flight summaries are kept forever

## Alerts
{F5a}- Lost-bird alerts go out by SMS
{N10a}- Lost-bird alerts are sent around the clock, not only in opening hours
- An alert fires when a bird is more than 800 m from the falconer for 3 minutes
""")

r("reference_fieldtrip.md", "fieldtrip", "the inherited school-booking app",
  "fieldtrip, the Laravel school-booking app inherited from the 2022 agency",
  """Built by an agency in 2022, handed over in 2024 with almost no docs.

{S3a}- Handles all school and group-visit bookings and the risk-assessment PDFs
- Laravel 8 on PHP 8.1, MySQL, shared hosting at Krystal
{R4a}- CI: GitLab CI on the agency's gitlab.com group (we were given maintainer access)
- Admin login is Raj's; there is one other account for the agency that nobody uses
- Sends its own emails through the hosting's SMTP
""")

r("reference_infra.md", "Infrastructure", "servers, backups, logins",
  "Infrastructure: droplets, backups, logins for the Brackenholt systems",
  """## Servers
{D4b}- jessbook: Docker Compose on the DigitalOcean droplet `brk-app-1` (London)
- Managed Postgres for jessbook lives on the private network as `db-1.brackenholt.internal`
- Caddy in front of everything on the droplet, certificates automatic
- DNS at Cloudflare (DNS only, no proxy)

## Backups
{V8a}- Nightly `pg_dump` of jessbook, kept for 30 days in B2
{F4a}- mewslog database is backed up nightly to Backblaze B2
- Restore drills once a quarter

## Access
{F10a}- Staff sign in to the admin tools with their Google Workspace accounts
- SSH to the droplet is key-only; Owen and the agent's deploy key
""")

r("reference_birds.md", "Birds", "the team of birds, species and flying weights",
  "Bird roster: names, species, flying weights, who flies in the display",
  """Flying weights are set by Sian and change with the season; this is the summer 2026 list.

| Bird | Species | Sex | Flying weight |
|---|---|---|---|
{O6a}| Orla | barn owl | F | 285 g |
| Bramble | barn owl | F | 310 g |
| Juno | Harris hawk | F | 960 g |
| Pip | Harris hawk | M | 690 g |
| Sable | peregrine x saker | F | 1,050 g |
| Hazel | tawny owl | F | 450 g |
| Brenin | steppe eagle | M | 2.6 kg |

- Display team: Juno, Pip, Sable, Orla, and the eagle of the day
{D10a}- Tor (golden eagle) is retired from flying displays and stays in the display aviary.
- Hawk walks use Juno, Pip and the younger Harris hawks
- Owl encounters use Orla, Bramble and Hazel
""")

r("reference_team.md", "Team", "who does what, on-call and escalation",
  "Team at Brackenholt and how problems are routed",
  """- Maddie Corrigan: centre manager
- Sian Hughes: head falconer, owns bird welfare and the flying list
- Raj Bedi: education officer, school visits and outreach
- Lottie Fenwick: bookings and front desk
- Owen Price: contract developer (Tue/Thu)
- Tom Ashdown: volunteer, looks after the mews hardware (tablet, scales, tag chargers)

## Routing
{A10a}- Out-of-hours: the duty falconer carries the red on-call phone, 18:00–08:00
{NS10a}- Weekend booking problems go to the bookings@ inbox, not the on-call phone
- Anything about the website goes to Maddie
""")

r("reference_contacts.md", "Contacts", "vet, suppliers, licensing",
  "Outside contacts: vet, food supplier, licensing, hosting accounts",
  """{F6a}- Avian vet: Severnside Exotics, Shrewsbury
{NS2b}- Sian decides when to call the vet; the practice line is 01743 555 210
- Licensing: APHA for the Article 10 certificates; the paperwork is in the office safe
- Insurance: the centre's public liability policy is renewed every April
- Bird food: see reference_food_stock.md
""")

r("reference_glossary.md", "Glossary", "falconry words that show up in the data",
  "Glossary: falconry terms used in mewslog and jessbook",
  """- **Flying weight**: the weight at which a bird is keen but healthy; set per bird by Sian
- **Mews**: the building where the birds are housed
- **Weathering**: sitting the birds out on their blocks or bow perches in the morning
- **Jesses**: leather straps on the legs; jessbook is named after them
- **Casting**: the pellet an owl or hawk brings up; logged in mewslog as yes/no
- **Moult**: yearly feather change, flying weights are usually raised during it
- **Lure**: what the falcons chase in the display
""")

r("reference_food_stock.md", "Bird food", "food supply, storage, defrosting",
  "Bird food: supplier, freezers, defrosting",
  """{D8a}- Day-old chicks and quail come from Honeybrook Raptor Foods, delivered fortnightly.
- Rats and rabbit for the eagles come from the same order
- Three chest freezers in the food room; the top one is always the oldest stock
{A4a}- Defrost overnight in the mews fridge, never in warm water
- Food given is recorded per bird in mewslog
""")

r("reference_arena.md", "Arena", "the display arena, screens and PA",
  "The display arena: screens, PA, control hut",
  """{D2b}- The arena has two fixed 75-inch screens driven by displayboard.
{A1a}- The PA announcements come from displayboard's 'Next up' button, not from a separate app.
- Seating for about 250 on the banked grass and the covered stand
- The control hut has the PA amp, the radio charger and the screen switcher
""")

r("reference_monitoring.md", "Monitoring", "uptime checks and alerting for the web systems",
  "How the web systems are monitored",
  """{S6a}- External uptime checks: UptimeRobot free plan, 5-minute interval, alerts to the ops@ mailbox
- Droplet CPU/disk alerts come from DigitalOcean monitoring (disk at 80%)
- No central log store; use `docker compose logs` on the droplet
- Owen gets the ops@ mailbox on his phone
""")
