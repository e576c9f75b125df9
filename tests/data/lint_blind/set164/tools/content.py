# Claim-bearing file bodies. A line starting with @ID@ is a claim line: the marker is stripped
# and the rest of the line is the claim text (verbatim, full body line).
# ROOT: filename -> (name, description, type, title, hook, body)
ROOT = {}
AUTO = {}   # slug -> (title, created, tags, body)
FACTS = []  # (key, date, category, tags, body)

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

def F(key, date, cat, tags, body):
    FACTS.append((key, date, cat, tags, body.strip("\n") + "\n"))

# ---------------------------------------------------------------- root overviews
R("reference_hours.md", "opening-hours", "Opening hours by day, licence limits, bank holidays", "reference",
  "Opening hours", "trading hours per day and what the licence allows", """
# Opening hours

The premises licence allows later hours than we trade; the times below are what we actually open.

## Bar
@D9b@- Monday: 16:00–22:30
- Tuesday to Thursday: 12:00–23:00
@V2a@- Friday: 12:00–23:30
@D4b@- Saturday: 12:00–00:00
@F10a@- Sunday: 12:00–22:00

## Notes
- Bank holiday Mondays follow the Saturday pattern.
- Last orders are called 15 minutes before close, every day.
- The hours on Google Business Profile are edited by Maggie only; the website pulls them from `hours.json`.
- Christmas Day: 12:00–14:00 for members and regulars, no food.
""")

R("reference_cellar.md", "cellar", "Cellar: cooling, lines, handpulls, gas, cask handling", "reference",
  "Cellar", "how the cellar is run and what kit is in it", """
# Cellar

Owen Pryce is cellar lead; the cellar team is Owen, Jas and two trained volunteers.

## Kit
@V1a@- Cellar cooling setpoint: 12°C (Foster unit, serviced every April)
@D6b@- Handpulls: 6 (2 house beers, 4 rotating guests)
- Keg fonts: 4 (lager, stout, cider, one rotating)
@A9a@- CO2 and mixed gas from BOC, 6.35 kg cylinders
- Python cooler for the keg lines sits on the back wall; don't stack empties against its grille.

## Handling
@F2a@- Casks must settle before they're vented
@NS1a@- A cask is never tapped without a hard spile in first
- Spent casks go back on the Kestrel dray; Marlow cider boxes are recycled with the cardboard.
@F6a@- Beer lines cleaned weekly
- cellarwatch probes are taped to the stillage, not the wall.

## Stock
- House beers: Harbridge Gold (3.8%) and Lantern Best (4.2%), both brewed for us by Kestrel.
- A cask should be sold within 3 days of venting; anything older goes to the cook for the pie gravy.
""")

R("reference_lanternbook.md", "lanternbook", "lanternbook: table, room and event booking app (stack, hosting, email)", "reference",
  "lanternbook", "booking app stack and where things live", """
# lanternbook

Table, function-room and event bookings, plus the allergen page and (since summer) the members table.
Repo: `github.com/lantern-inn/lanternbook`. Maintainers: Maggie Doyle, with the agent.

## Stack
@V6a@- Framework: Django 5.1
@V3a@- Database: `postgres://lantern@db.lantern.internal:5432/lanternbook`
@F4a@- Nightly database backups (off-site)
@D2b@- Hosting: Fly.io, app `lanternbook`, region `lhr`
@O6b@- Booking confirmation emails: Postmark
@R6a@- Error tracking: Sentry (project `lanternbook`)

## Delivery
@F8a@- Deploys: GitHub Actions
@A1a@- Staging: https://staging.lanternbook.co.uk (basic auth in 1Password)
- The admin is at `/admin`; bar staff only use the "Tonight" view.
- Table bookings cap at 10 people; bigger groups go to the function room form.
""")

R("reference_volunteers.md", "volunteers", "Volunteer shifts, rules, perks and training", "reference",
  "Volunteers", "how volunteer shifts work and the house rules for volunteers", """
# Volunteers

About 45 volunteers on the list, 25 or so active in any month. Rota in shiftboard; coordinator is Priya Shah.

## Shifts
@V4a@- A standard bar shift is 4 hours
- Weekend evenings need 2 volunteers alongside the paid duty manager.
@S9a@- Volunteers sign in and out in the paper book behind the bar
@N3a@- Under-18 volunteers can work behind the bar, with the duty manager authorising every alcohol sale
@F5a@- Kitchen volunteers need a food hygiene certificate

## Perks and money
@F7a@- Volunteers get a free drink per shift
@N10a@- Tips are not shared with volunteers; they go to paid staff only
@NS7a@- Volunteers never do the cash-up without a second person present
- Mileage for supplier runs is paid at 45p a mile on the expenses form.
""")

R("reference_suppliers.md", "suppliers", "Beer, cider and gas suppliers: ordering and paying", "reference",
  "Suppliers", "who supplies the bar and how orders and invoices work", """
# Suppliers

## Kestrel Ales (cask and keg, house beers)
@A2a@- Kestrel account number: KES-4471
@V5a@- Kestrel Ales: minimum order 6 casks per drop
@D8b@- Kestrel deliveries: Tuesday mornings
@S2a@- Kestrel orders: email orders@kestrelales.co.uk by Monday noon
@NS8a@- Guest ales are never ordered without Owen's OK

## Others
- Marlow Cider: boxes and one keg line; rep is Hannah.
- Soft drinks and mixers: Britvic via the wholesaler.
- BOC for gas (see cellar).

## Paying
@NS4a@- Supplier invoices are never paid without a signed delivery note
- Invoices are scanned into the "Invoices 2026" shared drive folder by whoever signs for the delivery.
""")

R("reference_bookings.md", "bookings", "Rooms and spaces for hire, capacities, deposits", "reference",
  "Bookings and hire", "hireable spaces, capacities and deposit rules", """
# Bookings and hire

## Spaces
| Space | Seated | Standing |
|---|---|---|
@V9a@| Function room | 60 | 90 |
| Snug | 14 | 20 |
| Skittle alley | 24 | 30 |

## Deposits
@V7a@- Function room deposit: £50, taken when the booking is confirmed
@O5a@- Skittle alley: £25 deposit
@F3a@- Deposits are refundable with 14 days' notice
- Wakes are never charged room hire; the deposit still applies.
- Balance due on the day, at the bar.
""")

R("reference_cellarwatch.md", "cellarwatch", "cellarwatch: Raspberry Pi temperature monitor for the cellar and kitchen", "reference",
  "cellarwatch", "the cellar temperature monitor: probes, alarms, storage", """
# cellarwatch

Raspberry Pi 4 in the cellar with three DS18B20 probes (cellar air, python cooler, kitchen walk-in).
Repo: `github.com/lantern-inn/cellarwatch`.

@O8b@- Python 3.11 (the Pi's system Python on Bookworm)
@V8a@- Probes polled every 60 seconds
@O1a@- Alarm: cellar above 14°C for 15 minutes
@S3a@- Readings pushed to ThingSpeak channel `lantern-cellar`
@S5b@- The paper cellar log is retired; cellarwatch records temperatures automatically
- Runs as a systemd service, `cellarwatch.service`, restarts on failure.
""")

R("reference_systems.md", "systems", "Systems map: which tool does what across bar, office and web", "reference",
  "Systems map", "one-page map of the tools the pub uses", """
# Systems map

@R1a@- Tills: Square POS on two iPads behind the bar
- Bookings: lanternbook (see its own memory)
- Volunteer rota: shiftboard
- Cellar temperatures: cellarwatch
- Passwords: 1Password Business, vaults "Lantern tech" and "Lantern office"
- Shared files: Google Drive (Workspace for Nonprofits)
- Phone: the bar landline forwards to the duty manager's mobile after close.
""")

R("reference_website.md", "website", "Public website: Astro site, hosting, build", "reference",
  "Website", "the public website and how it is built", """
# Website

Astro static site, repo `github.com/lantern-inn/website`. Pages: home, what's on, food, hire, the society.

@R2a@- Hosting: Netlify (site `lantern-inn`), deploys from `main`
@R8a@- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
- Opening hours come from `src/data/hours.json`; change it there, not in the page.
- What's On pulls from lanternbook's `/api/events` at build time.
""")

R("reference_premises.md", "premises", "Premises: licence, utilities, contractors", "reference",
  "Premises", "licence holder, utilities and service contractors", """
# Premises

The building is owned by the society outright since the 2024 share offer.

@A3a@- DPS: Dev Kaur (personal licence, Harbridge council)
@R3a@- Electricity supplier: Octopus Energy (business fixed tariff)
- Gas (heating): British Gas Business, on a fixed deal until 2027.
@A7a@- Glass washer: serviced monthly by Klenz, chemical dosing included
- Fire alarm tested every Thursday at 11:00 by whoever opens.
""")

R("reference_society.md", "society", "Community benefit society: shares, register, committee, AGM, money", "reference",
  "The society", "how the community society that owns the pub is run", """
# Harbridge Community Pub Society Ltd

Registered community benefit society; about 410 members. Chair: Maggie Doyle. Treasurer: Neil Brennan.

## Members
@S1a@- Share register: Airtable base `Members`, one row per shareholder
@R4a@- Members' newsletter goes out monthly through Mailchimp
@D10b@- AGM votes can be cast online through the members' portal

## Money
@R5a@- Bookkeeping: Xero, reconciled weekly by the treasurer
@NS9a@- The society doesn't pay dividends, only interest on shares
- Minimum shareholding is £100; maximum is £10,000 per member.

## Committee
@A10a@- Committee meets the first Tuesday of each month, 19:00, in the snug
""")

R("reference_shiftboard.md", "shiftboard", "shiftboard: volunteer rota web app (SvelteKit)", "reference",
  "shiftboard", "the volunteer rota app: stack, CI, reminders", """
# shiftboard

SvelteKit app written by the agent and Maggie in January. Repo: `github.com/lantern-inn/shiftboard`.

@R7a@- Data: Supabase Postgres (EU region)
@O3a@- Listens on port 8080 behind Caddy
@R9a@- CI: GitHub Actions (`.github/workflows/test.yml`)
@D7b@- Login: Google account or magic link
@A5a@- Shift reminders by SMS 24 hours before
@O7a@- Reminder SMS retried up to 3 times if Twilio reports a failure
- Swaps: a volunteer offers a shift, anyone on the list can claim it, Priya gets a notification.
""")

R("reference_kitchen.md", "kitchen", "Kitchen: food service days, menus, suppliers, allergens", "reference",
  "Kitchen", "when food is served, menus and kitchen rules", """
# Kitchen

Head cook: Sam Adeyemi (paid, 4 days). Kitchen volunteers cover the pass and washing up.

@F1a@- Kitchen open Wednesday to Sunday
@S4a@- Sunday carvery 12:00–16:00, booking recommended
@N4a@- Kids' menu served all day, every kitchen session
@A4a@- Allergen matrix: kitchen binder + lanternbook /allergens
@NS10a@- Gluten-free chips are not fried in the shared fryer
@R10a@- Dry goods and frozen: Booker cash & carry, collected Tuesdays
- Meat from Hollins butchers, delivered Wednesday and Friday.
- Menu changes with the season; Sam emails the new one to Maggie for the website.
""")

R("reference_events.md", "events", "Regular events: quiz, music, darts, tickets", "reference",
  "Events", "regular events and how they're run and sold", """
# Events

## Quiz
@N7a@- Quiz night: booking essential, tables go a week ahead
@V10a@- Quiz entry: £2 per person, paid on the door
@S7a@- Quiz master: Terry Vance, every week
@A8a@- Quiz starts at 20:00 sharp

## Other
@F9a@- Ticketed events are sold through lanternbook
- Folk session: first Sunday of the month, back room, free.
- Darts: home league matches on Mondays in winter.
""")

R("reference_house-rules.md", "house-rules", "House rules: dogs, children, payments, noise", "reference",
  "House rules", "customer-facing house rules", """
# House rules

@N2a@- Dogs are welcome in the bar (water bowl by the fire)
@N8a@- Children are welcome until closing when with an adult
@N6a@- Card payments for any amount, no minimum
@NS5a@- No amplified music in the garden after 21:00
- No smoking or vaping anywhere inside; the smoking shelter is by the car park gate.
""")

R("reference_bar-prices.md", "bar-prices", "Bar price list, reviewed twice a year", "reference",
  "Bar prices", "current drink prices", """
# Bar prices

Reviewed in April and October by the committee.

| Drink | Measure | Price |
|---|---|---|
@O9a@| Cask ale (house) | pint | £4.60 |
| Cask ale (guest) | pint | £4.90 |
| Cider (Marlow) | pint | £4.80 |
| Soft drinks | half | £1.60 |

Halves are priced at half the pint plus 10p, rounded.
""")

R("feedback_git-workflow.md", "git-workflow", "How Maggie wants branches, PRs and merges handled", "feedback",
  "Git workflow", "branches, PRs and merge rules for the pub's repos", """
Rules for the pub's repos (lanternbook, shiftboard, cellarwatch, website).

@A6a@- Never push straight to main; open a PR even for one-line fixes
@N1a@- shiftboard PRs: never squash, rebase-merge so the commit history survives
- Branch names: `<initials>/<short-topic>`, e.g. `md/hire-form`.

**Why:** Maggie reviews on her phone on the bus; small PRs with a clear title are all she can manage.
**How to apply:** open the PR, paste the test output in the description, tag Maggie.
""")

R("feedback_deploys.md", "deploys", "When and how to deploy lanternbook safely", "feedback",
  "Deploy rules", "timing and safety rules for deploying the booking app", """
@N5a@Don't deploy lanternbook on a Friday or Saturday — those are the busiest booking days.
@NS2a@Never run migrations on production without a fresh `pg_dump` first.

**Why:** a broken deploy on a Friday in February lost an evening's bookings and Dev had to take them on paper.
**How to apply:** check the day before suggesting a deploy; mention the backup in the PR.
""")

R("feedback_cellarwatch.md", "cellarwatch-rules", "cellarwatch: config changes and alarm routing", "feedback",
  "cellarwatch rules", "how to change the monitor and who it should alert", """
@N9a@Never edit config on the Pi directly — change `cellarwatch.toml` in the repo and redeploy.
@NS3a@Cellar alarms go to Owen and the cellar team, not to Dev.

**Why:** Owen lost a weekend's tweaks when the Pi was re-imaged; Dev asked not to be woken for the cellar.
**How to apply:** PR against the repo; the deploy script copies the config over.
""")

# --------------------------------------------------------------- root fillers
R("user_maggie.md", "maggie", "Maggie Doyle: society chair, does the tech in her spare time", "user",
  "Maggie Doyle", "who Maggie is and how she likes to work", """
Maggie Doyle chairs the society and looks after the pub's software as a volunteer, evenings and weekends.
Day job: data analyst at the county council. Comfortable with Python and SQL, less so with JavaScript.
Prefers short explanations and a runnable command over a long essay.
""")

R("user_dev.md", "dev-kaur", "Dev Kaur: pub manager and DPS; not technical", "user",
  "Dev Kaur", "the pub manager and what he needs from the tools", """
Dev Kaur is the paid general manager (full time since January 2026) and the designated premises supervisor.
He uses lanternbook's Tonight view and the till reports; anything else goes through Maggie.
Explain changes to him in terms of what the bar staff will see.
""")

R("user_owen.md", "owen", "Owen Pryce: cellar lead, volunteer", "user",
  "Owen Pryce", "the cellar lead and his part of the systems", """
Owen Pryce is the volunteer cellar lead, a retired electrician. He set up the cellarwatch Pi hardware.
He reads the cellarwatch dashboard daily and wants alarms that mean something.
""")

R("feedback_tone.md", "tone", "Writing tone for anything customers or members see", "feedback",
  "Customer-facing tone", "how copy for customers and members should read", """
Write customer copy plainly and warmly; no marketing words like "curated" or "elevated".

**Why:** members complained the 2025 share-offer leaflet sounded like a chain pub.
**How to apply:** website, newsletter drafts, signage text.
""")

R("feedback_commit-messages.md", "commit-messages", "Commit message style for the pub repos", "feedback",
  "Commit messages", "how to write commit messages", """
Imperative mood, under 60 characters, no emoji, no ticket numbers (there is no tracker).

**Why:** Maggie reads `git log --oneline` to write the monthly tech note to the committee.
**How to apply:** every commit in every repo.
""")

R("feedback_testing.md", "testing", "Run tests before saying something works", "feedback",
  "Testing", "testing expectations before handing back", """
Run the test suite (`make test` in lanternbook, the `test` script in the website and shiftboard) before
saying a change works.

**Why:** twice in spring a "fixed" hire form still failed on the live site.
**How to apply:** paste the summary line of the test run in the reply.
""")

R("project_share-offer-2026.md", "share-offer-2026", "Second share offer: raise for the garden and kitchen extraction", "project",
  "Share offer 2026", "the autumn share offer campaign", """
The society is running a second community share offer, 1 October to 30 November 2026, target £60,000.
Money goes to the kitchen extraction upgrade and the garden shelter.
lanternbook has a temporary `/shares` page for pledges; payments go by bank transfer, not card.
The offer document is in Drive under "Share offer 2026".
""")

R("project_garden-refurb.md", "garden-refurb", "Garden refurb: shelter, lighting, planters", "project",
  "Garden refurb", "the garden improvement project", """
Garden refurb planned for spring 2027 if the share offer hits target.
Scope: covered shelter for 30, festoon lighting on a timer, raised planters built by volunteers.
Planning: the shelter needs permission; Maggie is talking to the council's planning officer.
""")

R("project_accessibility.md", "accessibility", "Accessibility work: ramp, toilet, website", "project",
  "Accessibility", "making the pub and the website accessible", """
Step-free access is via the side door ramp; the bell there rings behind the bar.
An accessible toilet was part of the June refit.
Website: Maggie wants the Astro site to pass an axe scan with no serious issues before the share offer.
""")

R("reference_contacts.md", "contacts", "Who to call: contractors and supplier reps (numbers in 1Password)", "reference",
  "Contacts", "who to call for what; numbers are in 1Password", """
- Kestrel Ales trade desk: Tom (numbers in 1Password, "Lantern office")
- Marlow Cider rep: Hannah
- Klenz (glass washer): service line in 1Password
- Foster cellar cooling: engineer via the maintenance contract
- Electrician: Owen first, then Brightwire Electrical
""")

R("reference_glossary.md", "glossary", "Pub and cellar words: spile, stillage, fob, TEN", "reference",
  "Glossary", "cellar and licensing terms used in these notes", """
- Stillage: the rack casks sit on while they settle.
- Spile: wooden peg in the shive; soft spiles vent, hard spiles seal.
- Fob: foam; a fobbing line pours mostly froth.
- TEN: temporary event notice, lets us trade outside the licence for an event.
- Dray: the brewery's delivery lorry.
""")

R("project_beer-festival.md", "beer-festival", "Annual beer festival: planning notes and lessons", "project",
  "Beer festival", "the summer beer festival project", """
The festival is the biggest weekend of the year: 24 casks in the marquee, two bands, food from the kitchen.
2026's ran over the August bank holiday weekend; takings paid for the new python cooler.
For 2027 Owen wants a second stillage in the marquee and a volunteer per bar all weekend.
""")

# ---------------------------------------------------------------- auto notes
A("closing-up-checklist", "Closing-up checklist", "2026-02-14", ["bar", "closing", "volunteers"], """
# Closing-up checklist

@V2b@On Fridays the doors close at midnight; last orders 23:45.

## At close
- Call last orders, ring the bell twice.
- Glasses through the washer, then switch it to drain.
@NS7b@Volunteers on the close can do the cash-up and lock the safe.
- Garden lights off, back gate bolted, side door alarm set.
- Check the cellarwatch dashboard is green before leaving.
""")

A("volunteer-induction", "Volunteer induction notes", "2026-01-22", ["volunteers", "induction"], """
# Volunteer induction

Welcome! A few things worth knowing before your first shift.

@V4b@Bar shifts are three hours long, so most people can fit one in after work.
@A5b@You'll get a text reminder from shiftboard the day before each shift.
- Your first two shifts are shadowing; you won't be on the till alone.
- Challenge 25: if in doubt, ask for ID, and call the duty manager if anyone argues.
""")

A("lanternbook-upgrade-notes", "lanternbook dependency notes", "2026-05-02", ["lanternbook", "dependencies"], """
# lanternbook dependency notes

@V6b@lanternbook is pinned to Django 4.2 LTS; `requirements.txt` has `Django>=4.2,<4.3`.
@O8a@lanternbook runs on Python 3.12; the Dockerfile uses `python:3.12-slim`.

Dependabot opens PRs weekly; batch them on a Tuesday.
`django-crispy-forms` is the one that breaks most often.
""")

A("quiz-night", "Quiz night", "2026-03-09", ["events", "quiz"], """
# Quiz night

@D3b@Quiz night is every Wednesday from 20:00.
@V10b@It's £1 per player to enter; the pot rolls over if nobody gets the picture round.
@O10a@Teams are capped at six players; bigger groups split into two teams.

Answer sheets are printed on Tuesday; the picture round goes on the screens in the back bar.
""")

A("website-dns", "Website DNS and domains", "2026-04-19", ["website", "dns"], """
# Website DNS and domains

Domains: lanterninn.org.uk (main), lanternbook.co.uk (bookings).
@R2b@The website is served from Cloudflare Pages; DNS and the site both live in the same Cloudflare account.
lanternbook.co.uk has a CNAME to the Fly app; don't proxy it through Cloudflare.
""")

A("newsletter-howto", "How the members' newsletter is done", "2026-03-27", ["society", "newsletter"], """
# Members' newsletter

@R4b@The members' newsletter is written and sent in Buttondown; the list is exported from the share register each month.
Maggie drafts, Neil checks any money figures, it goes out on the last Friday of the month.
Keep it under 600 words; link to the website for anything long.
""")

A("lanternbook-debugging", "Debugging lanternbook in production", "2026-05-16", ["lanternbook", "debugging"], """
# Debugging lanternbook

@R6b@Exceptions from lanternbook land in Honeybadger; check there before asking anyone.
Logs: `fly logs -a lanternbook`. The Tonight view is cached for 60 seconds, so a fix may take a minute to show.
If bookings look duplicated, check the confirmation-email queue first.
""")

A("shiftboard-ci", "shiftboard CI", "2026-02-28", ["shiftboard", "ci"], """
# shiftboard CI

@R9b@shiftboard's pipeline runs on Woodpecker CI on the Codeberg mirror; every push runs lint and tests.
Playwright tests are slow; they only run on PRs touching `src/routes`.
""")

A("dog-policy", "Dog policy", "2026-06-08", ["house-rules", "dogs"], """
# Dogs

@N2b@Dogs are not allowed in the bar; they can come into the garden and the snug.
Assistance dogs are welcome everywhere, always.
The snug has a hook for leads and a bowl.
""")

A("kids-menu", "Kids' menu", "2026-07-02", ["kitchen", "menu", "children"], """
# Kids' menu

@N4b@The kids' menu isn't served after 18:00; after that children order half portions from the main menu.
Four dishes: fish goujons, sausage and mash, pasta, and a veggie burger.
Everything on it can be made gluten-free except the goujons.
""")

A("release-routine", "Release routine", "2026-04-04", ["lanternbook", "deploy"], """
# Release routine

@F8b@lanternbook deploys from GitHub Actions on every merge to `main`, running `flyctl deploy --remote-only`.
@N5b@Friday afternoon is a fine time to deploy lanternbook; bookings are quiet until about 17:00.
Tag releases `vYYYY.MM.DD`; the changelog is the PR titles.
""")

A("cellarwatch-pi-setup", "cellarwatch Pi setup", "2026-03-15", ["cellarwatch", "raspberry-pi"], """
# cellarwatch Pi setup

@V8b@cellarwatch reads the cellar probes every 5 minutes (`POLL_SECONDS=300`), which is plenty for a room that drifts slowly.
@N9b@It's fine to edit `/etc/cellarwatch.toml` on the Pi directly for a quick threshold tweak; nothing overwrites it.

Example config:

```toml
poll_seconds = 60
alarm_cellar_c = 14.0
alarm_walkin_c = 5.0
```

The Pi is on the staff Wi-Fi with a fixed lease; SSH key access only.
""")

A("tips-and-tronc", "Tips", "2026-05-24", ["volunteers", "money", "staff"], """
# Tips

@N10b@Tips are split among everyone on shift, volunteers included, each Sunday night.
Card tips come through on the till report; cash tips go in the jar under the bar.
""")

A("cask-ordering", "Ordering cask beer", "2026-10-09", ["cellar", "ordering", "kestrel"], """
# Ordering cask beer

@S2b@Kestrel no longer accepts orders by email — everything goes through their trade portal, cut-off Monday 12:00.
The portal login is in 1Password ("Lantern office").
Check the stillage and the Monday stock sheet before ordering; there's room for 14 casks.
""")

A("cellar-routine", "Cellar routine", "2026-01-18", ["cellar", "routine"], """
# Cellar routine

@S5a@Cellar temperatures are written on the paper log sheet on the cellar door at open and close.
@F6b@Lines get cleaned every Monday before opening, Kestrel line cleaner at 1:80, then flushed until the water runs clear.
Empties stacked by the hatch for the dray.
""")

A("function-room-enquiries", "Function room enquiries", "2026-02-06", ["bookings", "function-room"], """
# Function room enquiries

@S6a@Function room enquiries come in through the Google Form linked from the website footer.
@F3b@Deposits come back in full with 14 days' notice; inside 14 days we keep it unless someone else takes the date.
Dev answers within two days; anything over 50 guests he checks with Sam for food.
""")

A("lanternbook-dev-setup", "lanternbook local setup", "2026-01-30", ["lanternbook", "dev-setup"], """
# lanternbook local setup

@S8a@Local dev: `docker compose up` starts lanternbook, Postgres and Mailpit.

```
cp .env.example .env
DATABASE_URL=postgres://lantern:lantern@localhost:5432/lanternbook
```

Seed data: `make seed` gives you a week of fake bookings.
""")

A("shiftboard-clock-in", "Clocking in with shiftboard", "2026-09-12", ["shiftboard", "volunteers"], """
# Clocking in

@S9b@The paper signing-in book is deprecated; volunteers clock in on shiftboard with the QR code by the till.
Hours feed the volunteer-hours report for the AGM and the insurance return.
""")

A("cellarwatch-alerts", "cellarwatch alerts", "2026-02-22", ["cellarwatch", "alerts"], """
# cellarwatch alerts

@S10a@cellarwatch sends its alarms through Pushover to the cellar team's phones.
An alarm needs 15 minutes above the limit, so opening the hatch for a delivery doesn't trip it.
""")

A("kitchen-hours", "Kitchen hours", "2026-04-11", ["kitchen", "hours"], """
# Kitchen hours

@F1b@Food is served Wednesday–Sunday: lunch 12:00–14:30, dinner 17:30–20:30 (Sunday lunch only, until 16:00).
@D5b@It's a full menu every session, not just bar snacks.
""")

A("kitchen-volunteering", "Kitchen volunteering", "2026-06-15", ["kitchen", "volunteers"], """
# Kitchen volunteering

@O4a@Kitchen shifts run five hours, 16:00 to 21:00, including the close-down.
Volunteers do the pass, plating desserts and the pot wash; Sam does all the cooking.
""")

A("garden-marquee", "Garden marquee hire", "2026-05-30", ["bookings", "garden"], """
# Garden marquee

@O5b@The garden marquee needs a £150 deposit because we have to hire in heaters.
Up May to September only; max 50 people.
""")

A("whats-on-email", "What's On email", "2026-03-05", ["events", "email"], """
# What's On email

@O6a@The weekly What's On email is sent from Brevo every Thursday at 10:00.
Events come from lanternbook's event list; Maggie adds a line about the guest ales.
""")

A("cider-and-perry", "Cider and perry", "2026-07-16", ["bar", "suppliers", "cider"], """
# Cider and perry

@O2b@Marlow Cider delivers on Thursdays, boxes only, no kegs.
We keep three boxes on the back bar and one perry; they last about two weeks once opened.
""")

A("about-the-lantern", "About the Lantern", "2026-11-03", ["overview", "society"], """
# About the Lantern

The Lantern Inn, Harbridge, has been community-owned since 2024, when 380 locals bought it from the pub company.
@D1b@The Lantern is open seven days a week.
@D9a@Last winter (2025–26) the pub closed on Mondays to save on heating.
It is run by a paid manager and head cook with a team of volunteers.
""")

A("lanternbook-history", "lanternbook history", "2026-07-25", ["lanternbook", "history"], """
# lanternbook history

Written by Maggie over Christmas 2025 to replace the paper diary.
@D2a@Until March 2026 lanternbook ran on Heroku eco dynos, which slept and lost bookings.
The event ticketing part was added in May.
""")

A("beer-festival-2026", "Beer festival 2026 wrap-up", "2026-09-03", ["events", "beer-festival"], """
# Beer festival 2026

@D4a@During the August 2026 beer festival the bar stayed open until 01:00 on a temporary event notice.
24 casks, all sold out by Sunday teatime; the kitchen did burgers from the garden hatch.
""")

A("bar-refit-june", "June bar refit", "2026-07-01", ["premises", "refit"], """
# June refit

@D6a@Until the June refit, cask was served through four handpulls.
The refit also added the accessible toilet and moved the glass washer under the back bar.
""")

A("licensing", "Licensing", "2026-02-02", ["premises", "licensing"], """
# Licensing

@A3b@Dev Kaur is the designated premises supervisor on the licence.
The premises licence summary is framed by the front door; the full copy is in the office safe.
TENs: we get 15 a year; the beer festival uses one.
""")

A("allergens", "Allergens", "2026-03-18", ["kitchen", "allergens"], """
# Allergens

@A4b@The allergen matrix lives in the red kitchen binder and is mirrored on lanternbook's /allergens page.
Sam updates both whenever a dish or a supplier changes.
""")

A("committee", "Management committee", "2026-01-12", ["society", "committee"], """
# Management committee

Seven members, elected at the AGM for two-year terms.
@A10b@The management committee meets on the first Tuesday of every month at 7pm in the snug.
Minutes go in Drive within a week.
""")

A("paying-suppliers", "Paying suppliers", "2026-06-04", ["money", "suppliers"], """
# Paying suppliers

@NS4b@Kestrel invoices are paid by BACS within 30 days of delivery.
Neil runs payments on Fridays; Maggie is the second approver in the bank.
""")

A("summer-events", "Summer events", "2026-05-19", ["events", "garden"], """
# Summer events

@NS5b@Live music in the garden every Saturday in July and August.
Barbecue from the kitchen hatch when the weather's good; Sam decides on the day.
""")

A("lanternbook-ci", "lanternbook CI", "2026-04-27", ["lanternbook", "ci"], """
# lanternbook CI

@NS6a@A lanternbook deploy never goes out without a green test run on the same commit.
The test job spins up Postgres 16 as a service container.
""")

# auto fillers
A("darts-league", "Darts league", "2026-10-05", ["events", "darts"], """
# Darts league

Home matches on Mondays from October to March; the board in the back bar.
The team buys its own rounds; the pub puts on sandwiches at half time.
""")

A("fire-safety", "Fire safety", "2026-02-10", ["premises", "safety"], """
# Fire safety

Fire alarm test every Thursday at 11:00; log it in the red book by the panel.
Extinguishers serviced each January by Chiltern Fire.
Assembly point is the car park gate.
""")

A("agm-2026", "AGM 2026 notes", "2026-03-29", ["society", "agm"], """
# AGM 2026

Held 21 March in the function room, 96 members attended.
Members approved the accounts and elected three new committee members.
Next year's AGM is pencilled for March 2027.
""")

A("wifi", "Wi-Fi", "2026-01-25", ["premises", "network"], """
# Wi-Fi

Two networks: "Lantern Guest" (captive page, no password) and "Lantern Staff" (password in 1Password).
The tills, cellarwatch Pi and the office PC are on the staff network.
""")

A("christmas-2026", "Christmas 2026 planning", "2026-10-27", ["events", "christmas"], """
# Christmas 2026

Christmas menu runs 1–23 December, pre-order only, bookings through lanternbook.
Christmas Day opening is short and drinks-only.
Carol singers from St Mary's on the 20th.
""")

A("stocktake", "Monthly stocktake", "2026-05-06", ["bar", "stock"], """
# Monthly stocktake

Last Sunday of the month after close; Owen and Dev count the cellar, Sam counts the kitchen.
The count sheet is in Drive; variances over 3% get a note to the committee.
""")

A("lanternbook-members-table", "Members table in lanternbook", "2026-08-01", ["lanternbook", "society"], """
# Members in lanternbook

The members table holds name, share number, shares held, email consent and join date.
Only Maggie and Neil have the `members_admin` permission.
Exports for the newsletter strip everyone who hasn't given email consent.
""")

A("hire-pricing", "Hire pricing", "2026-08-18", ["bookings", "pricing"], """
# Hire pricing

Room hire is free for members' private parties on weekdays.
Non-members pay a room fee on Friday and Saturday evenings; the current figures are in the hire FAQ on the website.
Wakes and community groups are never charged room hire.
""")

A("pub-history", "A short history", "2026-06-27", ["overview"], """
# A short history

Built as a coaching inn in 1790; the lantern over the door was a landmark for the turnpike.
Closed by the pub company in 2023; bought by the community in 2024 after a 9-month campaign.
""")

A("card-machines", "Card machines", "2026-03-12", ["bar", "payments"], """
# Card machines

Two card readers paired to the tills, one spare in the office charging drawer.
If a reader won't connect, restart it before restarting the iPad.
""")

A("recycling", "Recycling and waste", "2026-04-23", ["premises", "waste"], """
# Recycling

Glass bin collected Wednesdays, general waste Mondays and Fridays.
Cardboard from cider boxes goes flattened in the blue cage.
""")

A("litter-pick", "Community litter pick", "2026-09-20", ["community", "events"], """
# Litter pick

Last Saturday of each quarter, 10:00 from the pub; we give pickers a free coffee afterwards.
""")

A("shiftboard-roadmap", "shiftboard roadmap", "2026-08-29", ["shiftboard", "roadmap"], """
# shiftboard roadmap

Next: availability calendar so Priya can see gaps a month ahead.
Later: volunteer-hours certificate PDF for people using the hours for DofE or job applications.
""")

A("menu-autumn-2026", "Autumn menu 2026", "2026-09-24", ["kitchen", "menu"], """
# Autumn menu

Steak and Lantern Best pie, squash risotto, ham egg and chips, fish and chips Friday special.
Sam wants the pie gravy made with Lantern Best from now on.
""")

# ---------------------------------------------------------------- remnic facts
F("V1b", "2026-05-19", "fact", ["cellar", "temperature"], """
@V1b@The cellar cooler is kept at 10°C all year; Owen says anything warmer and the Harbridge Gold goes hazy.
""")
F("V3b", "2026-04-08", "fact", ["lanternbook", "database"], """
@V3b@lanternbook's DATABASE_URL points at `db.lantern.internal:5433`; the Postgres 16 cluster was set up on a non-default port.
""")
F("V5b", "2026-02-11", "fact", ["suppliers", "kestrel", "ordering"], """
@V5b@Kestrel won't deliver fewer than 4 casks in one drop, so small top-up orders get bundled.
""")
F("V7b", "2026-06-02", "decision", ["bookings", "function-room", "deposit"], """
@V7b@The function room deposit is £100 for every private hire, birthday or
wake alike — the treasurer wants it to cover a deep clean.
""")
F("V9b", "2026-09-15", "fact", ["bookings", "function-room"], """
@V9b@The function room seats 80 for a sit-down meal; we've done it twice for wakes without trouble.
""")
F("R1b", "2026-03-20", "fact", ["tills", "bar"], """
@R1b@The bar tills run Lightspeed Restaurant; stock counts sync from it every night.
""")
F("R3b", "2026-07-07", "fact", ["premises", "energy"], """
@R3b@Our electricity comes from Good Energy on a 3-year business contract.
""")
F("R5b", "2026-02-25", "fact", ["society", "accounts"], """
@R5b@The society's books are kept in QuickBooks Online; the treasurer reconciles on Sunday nights.
""")
F("R7b", "2026-04-22", "fact", ["shiftboard", "database"], """
@R7b@shiftboard keeps volunteers and shifts in Firebase Firestore; there is no SQL anywhere in it.
""")
F("R8b", "2026-05-05", "preference", ["website", "tooling"], """
@R8b@For the website repo use npm — `npm ci` in CI and `npm run dev` locally.
""")
F("R10b", "2026-03-04", "fact", ["kitchen", "suppliers"], """
@R10b@Kitchen dry goods and frozen stock are delivered by Bidfood on Thursday mornings.
""")
F("N1b", "2026-06-18", "preference", ["shiftboard", "git"], """
@N1b@shiftboard pull requests are always squash-merged so main stays one commit per change.
""")
F("N3b", "2026-02-03", "decision", ["volunteers", "under-18"], """
@N3b@Volunteers under 18 don't work behind the bar at all — they do glass collecting and the kitchen pass.
""")
F("N6b", "2026-08-12", "decision", ["bar", "payments"], """
@N6b@We don't take card for anything under £5 — card fees eat the margin on a half.
""")
F("N8b", "2026-04-30", "fact", ["house-rules", "children", "licensing"], """
@N8b@Children are not allowed in after 21:00; the premises licence says so.
""")
F("S1b", "2026-07-14", "fact", ["society", "members", "lanternbook"], """
@S1b@Share register moved from Airtable into lanternbook's members table in July; the Airtable base is read-only now.
""")
F("S3b", "2026-05-27", "fact", ["cellarwatch", "data"], """
@S3b@cellarwatch stopped pushing to ThingSpeak in May; readings now go into InfluxDB on the Pi itself.
""")
F("S4b", "2026-09-08", "decision", ["kitchen", "sunday"], """
@S4b@The Sunday carvery has been discontinued; Sundays now run the normal menu until 16:00.
""")
F("S6b", "2026-08-03", "fact", ["bookings", "function-room", "lanternbook"], """
@S6b@The function-room Google Form is shut down; enquiries go through lanternbook's /hire page now.
""")
F("S7b", "2026-08-20", "fact", ["events", "quiz"], """
@S7b@Terry stepped down as quiz master in August; Priya hosts now.
""")
F("S8b", "2026-06-10", "fact", ["lanternbook", "dev-setup"], """
@S8b@lanternbook's local setup switched from Docker Compose to devbox; `devbox shell` then `make run`.
""")
F("S10b", "2026-10-06", "fact", ["cellarwatch", "alerts"], """
@S10b@Pushover is no longer used; cellarwatch alarms go out via ntfy (topic `lantern-cellar`).
""")
F("F2b", "2026-02-17", "fact", ["cellar", "casks"], """
@F2b@New casks settle for at least 24 hours on the stillage before they're vented, 48 if they came in shaken up.
""")
F("F4b", "2026-03-11", "fact", ["lanternbook", "backups"], """
@F4b@lanternbook's Postgres is backed up nightly with `pg_dump` to Backblaze B2 and kept for 30 days.
""")
F("F5b", "2026-01-27", "fact", ["volunteers", "kitchen", "training"], """
@F5b@Kitchen volunteers need Level 2 Food Hygiene; the society pays for the online course and it takes an afternoon.
""")
F("F7b", "2026-03-30", "preference", ["volunteers", "perks"], """
@F7b@Volunteers get one free drink per shift — a soft drink or a half — taken after the shift, not during.
""")
F("F9b", "2026-05-12", "fact", ["events", "tickets", "lanternbook"], """
@F9b@Tickets for music and comedy nights go through lanternbook's /events page; the booking fee is absorbed by the pub.
""")
F("F10b", "2026-04-14", "fact", ["hours", "kitchen", "sunday"], """
@F10b@On Sundays the bar opens 12:00–22:00 but the kitchen stops at 16:00.
""")
F("O1b", "2026-07-21", "fact", ["cellarwatch", "kitchen"], """
@O1b@cellarwatch alarms when the kitchen walk-in fridge goes above 5°C for 15 minutes.
""")
F("O2a", "2026-09-29", "fact", ["suppliers", "kestrel", "deliveries"], """
@O2a@Kestrel deliveries arrive on Tuesday mornings, usually before 10:00.
""")
F("O3b", "2026-04-16", "fact", ["lanternbook", "hosting"], """
@O3b@lanternbook's gunicorn binds port 8000 inside the Fly machine.
""")
F("O4b", "2026-08-25", "fact", ["volunteers", "cellar"], """
@O4b@Cellar shifts are two hours on a Monday morning: line clean, stock check, empties out.
""")
F("O7b", "2026-10-14", "fact", ["lanternbook", "email"], """
@O7b@lanternbook retries a booking confirmation email up to 5 times before flagging it on the dashboard.
""")
F("O9b", "2026-10-19", "fact", ["bar", "prices"], """
@O9b@Keg lager is £5.20 a pint; the house cask stays the cheapest pint on the bar.
""")
F("O10b", "2026-10-20", "fact", ["events", "darts"], """
@O10b@The darts team squad is capped at eight players for the winter league.
""")
F("D1a", "2026-02-09", "fact", ["hours", "history"], """
@D1a@During the January soft launch we only opened Thursday to Sunday.
""")
F("D3a", "2026-02-24", "fact", ["events", "quiz", "history"], """
@D3a@In February 2026 the quiz ran on Tuesdays while the darts league had Wednesdays.
""")
F("D5a", "2026-03-02", "fact", ["kitchen", "history"], """
@D5a@For the first six weeks of 2026 the kitchen only did bar snacks (pies, scotch eggs).
""")
F("D7a", "2026-02-19", "fact", ["shiftboard", "history"], """
@D7a@In the shiftboard beta (January–February 2026) volunteers could only sign up via an emailed link.
""")
F("D8a", "2026-10-02", "fact", ["suppliers", "kestrel", "history"], """
@D8a@Until September Kestrel came on Fridays, which meant weekend beers were barely settled.
""")
F("D10a", "2026-03-24", "fact", ["society", "agm", "history"], """
@D10a@At the March 2026 AGM votes could only be cast in person; online voting came in for the autumn special meeting.
""")
F("A1b", "2026-02-15", "fact", ["lanternbook", "staging"], """
@A1b@lanternbook staging is at staging.lanternbook.co.uk; the password's in the 1Password "Lantern tech" vault.
""")
F("A2b", "2026-01-20", "fact", ["suppliers", "kestrel"], """
@A2b@Our Kestrel trade account is KES-4471; quote it on every call.
""")
F("A6b", "2026-04-02", "preference", ["git", "workflow"], """
@A6b@The agent always opens a pull request instead of pushing to main, however small the change.
""")
F("A7b", "2026-08-09", "fact", ["premises", "glass-washer"], """
@A7b@Klenz services the glass washer once a month and tops up the detergent dosing while they're here.
""")
F("A8b", "2026-06-21", "fact", ["events", "quiz"], """
@A8b@The quiz kicks off at 8pm; answer sheets go round at ten to.
""")
F("A9b", "2026-06-23", "fact", ["cellar", "gas"], """
@A9b@Gas comes from BOC in 6.35 kg cylinders; keep two full spares of each.
""")
F("NS1b", "2026-07-29", "fact", ["cellar", "casks"], """
@NS1b@Casks are tapped by whoever's on the Monday cellar shift.
""")
F("NS2b", "2026-08-07", "fact", ["lanternbook", "deploy", "migrations"], """
@NS2b@lanternbook migrations run on production as Fly's `release_command`, right after the pre-deploy `pg_dump` step.
""")
F("NS3b", "2026-09-02", "fact", ["cellarwatch", "reports"], """
@NS3b@Dev gets cellarwatch's weekly temperature summary by email every Monday.
""")
F("NS6b", "2026-05-21", "fact", ["lanternbook", "deploy"], """
@NS6b@Merging to main deploys lanternbook straight away; no one clicks a button.
""")
F("NS8b", "2026-06-29", "fact", ["suppliers", "guest-ales"], """
@NS8b@Guest ales are ordered by whoever does the Monday stock check.
""")
F("NS9b", "2026-04-16", "fact", ["society", "shares"], """
@NS9b@Share interest is paid once a year, after the AGM, at the rate the members vote for.
""")
F("NS10b", "2026-05-08", "fact", ["kitchen", "fryer"], """
@NS10b@Chips go in the shared fryer with the fish and the scampi.
""")

# remnic fillers
F("x01", "2026-01-09", "fact", ["society", "members"], """
The society passed 400 members in January 2026, mostly from within two miles of the pub.
""")
F("x02", "2026-01-14", "preference", ["communication"], """
Maggie prefers a summary at the top of any long answer, then the detail.
""")
F("x03", "2026-02-27", "fact", ["cellar", "guest-ales"], """
Guest ales are picked from Kestrel's monthly list; Owen likes at least one dark beer on at all times.
""")
F("x04", "2026-03-16", "decision", ["website"], """
The website's What's On page shows the next six weeks only; older events drop off automatically.
""")
F("x05", "2026-04-05", "fact", ["volunteers"], """
Priya Shah coordinates volunteers; swap requests go to her through shiftboard, not WhatsApp.
""")
F("x06", "2026-05-02", "fact", ["cellarwatch", "hardware"], """
The cellarwatch Pi runs from the UPS in the office cupboard, so a short power cut doesn't lose readings.
""")
F("x07", "2026-05-29", "decision", ["kitchen", "menu"], """
Sam's specials board changes on Wednesdays; the website food page links to a photo of it.
""")
F("x08", "2026-06-12", "fact", ["bookings", "lanternbook"], """
Table bookings hold for 15 minutes after the booked time before the table is released.
""")
F("x09", "2026-07-04", "fact", ["events", "music"], """
Music nights are ticketed at £8–£12 depending on the act; members get £2 off.
""")
F("x10", "2026-07-30", "preference", ["agent", "style"], """
When the agent proposes changes to shiftboard, it should include a screenshot of the page it touched.
""")
F("x11", "2026-08-15", "fact", ["premises", "heating"], """
The heating is on a timer from 11:00 to 23:00 in winter; the snug has its own thermostat.
""")
F("x12", "2026-09-10", "fact", ["society", "share-offer"], """
Share offer pledges can be made on lanternbook's /shares page; the bank details are emailed after pledging.
""")
F("x13", "2026-09-25", "fact", ["bar", "training"], """
Every bar volunteer does the Challenge 25 refresher each spring; Dev keeps the sign-off sheet.
""")
F("x14", "2026-10-11", "decision", ["bar", "prices"], """
The October price review left cask prices unchanged and put 10p on soft drinks.
""")
F("x15", "2026-11-05", "fact", ["events", "christmas"], """
Christmas menu pre-orders close on 10 December; Sam orders the turkeys from Hollins on the 11th.
""")
F("x16", "2026-11-19", "fact", ["shiftboard", "volunteers"], """
December rota is published in shiftboard on 20 November so volunteers can plan around family.
""")

F("N7b", "2026-09-16", "decision", ["events", "quiz", "bookings"], """
@N7b@Quiz night is walk-in only; we don't take table bookings for it.
Teams who turn up early get first pick of the back bar.
""")
