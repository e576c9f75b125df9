"""File bodies for the set242 store (Keyhole Quarter escape rooms).

A line starting with ``@ID@ `` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (title + hook are used for MEMORY.md).
AUTO: free notes under auto/.
FACTS: remnic facts; build.py derives path, id and frontmatter from date/time/category.
"""

ROOT = {}
AUTO = {}
FACTS = []


def root(path, title, hook, text):
    ROOT[path] = {"title": title, "hook": hook, "text": text.lstrip("\n")}


def auto(path, text):
    AUTO[path] = text.lstrip("\n")


def fact(key, date, time, category, confidence, tags, body):
    FACTS.append(dict(key=key, date=date, time=time, category=category,
                      confidence=confidence, tags=tags, body=body.strip("\n") + "\n"))


# ---------------------------------------------------------------- root: user
root("user_hamza.md", "Hamza (developer)", "who the agent works with, tools and habits", """
---
name: hamza-profile
description: Who Hamza is, how he works and what he expects from the agent
type: user
---

Hamza Idris is the part-time developer for Keyhole Quarter and the person the agent works with most. He also runs the odd Thursday evening as a GM, so he knows the rooms from the floor side too.

- Background: Python/Django for ~8 years, newer to TypeScript and to ESP32 work
@R9a@ - Editor: Neovim (LazyVim) inside tmux; don't give VS Code-specific steps or settings.json snippets
- Terminal: kitty on a ThinkPad T14, Fedora 40
- Prefers `just` recipes over long shell one-liners in docs
- Dev days are Tue/Wed/Thu; Thursday evenings he's on the floor
- Likes short explanations: show the diff, then one line on why

**Why:** He reviews most of the agent's work on his phone between games.
**How to apply:** Lead with the change, keep prose short, give terminal commands rather than GUI steps.
""")

root("user_priya.md", "Priya (owner/manager)", "what the owner cares about and how to report to her", """
---
name: priya-profile
description: Priya, owner and manager — what she cares about, how to report to her
type: user
---

Priya Kaur owns and runs Keyhole Quarter (opened 2024, Kelham Island, Sheffield). Not technical, but she reads every invoice and every complaint.

@D10a@ - In 2025, before we had anyone on a front desk, Priya took every booking herself over the phone and Instagram DMs.
- Cares most about: reviews (Google + Tripadvisor), rota cost, rooms being up on Saturdays
- Wants monthly numbers: bookings per room, escape rate, average hints used
- Hates jargon; say "the booking site" not "slotkeeper" when writing to her
- Prefers one weekly email on Monday over lots of pings
""")

# ---------------------------------------------------------------- root: projects
root("project_slotkeeper-overview.md", "slotkeeper overview", "the booking app: stack, hosting, integrations", """
---
name: slotkeeper-overview
description: slotkeeper, the booking app — stack, hosting and integrations
type: project
---

# slotkeeper

The public booking site (book.keyholequarter.co.uk) plus the staff admin. Repo `keyholeq/slotkeeper`.

## Stack
- Django 5.1 on Python 3.12, DRF for the handful of JSON endpoints gmconsole calls
@V3a@ - Database: PostgreSQL 16.4, managed by Fly (`slotkeeper-db`), single node + daily snapshot
@R2a@ - Background jobs: Celery with Redis (Upstash, eu-west-1) as the broker
- Celery beat: reminder texts, hold-expiry sweep, nightly summary email to Priya
- Templates are plain Django + htmx, no SPA on this side
@A8b@ - Timezone: UTC in the DB, Europe/London for everything shown to customers and staff

## Hosting
@D1b@ - Hosting: Fly.io, app `slotkeeper`, region `lhr`, 2 shared-cpu machines
- Static files via whitenoise; media (team photos) in a B2 bucket behind Cloudflare

## Integrations
@A1a@ - Stripe webhooks land on `/hooks/stripe/` (signature checked with `STRIPE_WEBHOOK_SECRET`)
- Stripe Checkout for online payments; refunds are done from the admin, not the Stripe dashboard
- Xero: corporate invoices are raised by hand, slotkeeper only exports a CSV
- Voucher codes are redeemed at checkout (see project_vouchers)
""")

root("project_roomctl-overview.md", "roomctl overview", "the per-room control service on the Pis", """
---
name: roomctl-overview
description: roomctl — the per-room control service that runs on each room Pi
type: project
---

roomctl runs on each room's Raspberry Pi 5 and owns that room: game clock, prop state, sound cues and the puzzle-door maglocks. Repo `keyholeq/roomctl`, TypeScript, one package.

@O8a@ - Runtime: Node 20 LTS on Raspberry Pi OS (bookworm, 64-bit)
@F4a@ - Props talk to roomctl only over MQTT; nothing calls the ESP32s over HTTP.
- Topic layout: see feedback_mqtt-topics
@O1a@ - Each room Pi exposes roomctl's WebSocket on port 8081 for gmconsole (`ws://<room>-pi.lan:8081/ws`)
- Game state lives in memory and is snapshotted to `/var/lib/roomctl/state.json` every 5 s, so a restart mid-game resumes the clock
@S6a@ - Hint screens: each room Pi also runs `hintcast` (Python + pygame), which roomctl feeds over MQTT
- Sound: `mpv` driven over its IPC socket; cues live in `assets/<room>/cues.yaml`
- systemd unit `roomctl.service`, logs to journald (`journalctl -u roomctl -f`)
- Tests: vitest, plus a fake-prop simulator (`npm run sim`)
- Dependencies come from npm; the Pis run `npm ci --omit=dev` during deploy
""")

root("project_gmconsole-overview.md", "gmconsole overview", "the game master dashboard", """
---
name: gmconsole-overview
description: gmconsole, the game master dashboard GMs use all shift
type: project
---

gmconsole is what GMs stare at all shift: four room tiles with the clock, camera thumbnails, prop status and the hint box.

@R1a@ - Served as static files by nginx on gm-nuc, LAN only (`http://gm-nuc.lan/console/`)
@R5a@ - Package manager: pnpm (`pnpm-lock.yaml` is committed; don't add a `package-lock.json`)
- React 18 + TypeScript, Zustand for state, TanStack Query for the few slotkeeper calls
- Talks to each room Pi's roomctl WebSocket directly; it has no backend of its own
- Today's bookings come from slotkeeper's `/api/staff/today/` (token auth, token in 1Password)
- Hint presets per room live in `src/hints/<room>.json`; Sam and Tom edit those, not Hamza
- Keyboard shortcuts are in auto/gmconsole-shortcuts
""")

root("project_tallyboard.md", "tallyboard", "the lobby leaderboard app", """
---
name: tallyboard
description: tallyboard, the little leaderboard app behind the lobby TV
type: project
---

tallyboard is the small Flask app that shows best escape times in the lobby. Hamza wrote it over one weekend and it shows.

@S2a@ - Runs on the lobby Pi (`lobby-pi`) behind the TV as a systemd service (`tallyboard.service`)
@R10a@ - Storage: one SQLite file, `/var/lib/tallyboard/tally.db`, filled by a sync job every 5 min
@D5b@ - The lobby TV shows the tallyboard top-10 for each room, rotating every 20 s.
- Team names go through a bad-words list before display (`tallyboard/blocklist.txt`)
- No auth: it's read-only and LAN only
- Python 3.11, Flask 3, gunicorn with 2 workers
""")

root("project_booking-rules.md", "Booking rules", "rules slotkeeper and the desk enforce", """
---
name: booking-rules
description: Booking rules enforced by slotkeeper and by the desk
type: project
---

@A6a@ - Bookings open 90 days ahead.
@F2a@ - Online booking closes 2 hours before the game starts.
@V5a@ - Unpaid holds expire after 15 minutes and the slot goes back on sale.
- Minimum 2 players per booking in every room; prices are per player
@N5a@ - No-shows get nothing back: no refund and no voucher.
- Cancellations more than 72 hours out: full refund; inside 72 hours: one free rebook
- Late arrivals play a shortened game rather than pushing the next booking back
- Group deposits: see project_pricing-2026
""")

root("project_pricing-2026.md", "Pricing 2026", "current price list, peak rules, private hire", """
---
name: pricing-2026
description: Pricing 2026: per-player prices, peak rules, private hire
type: project
---

Current price list (set at the September review). Prices per player, inc. VAT.

| Room | Off-peak pp | Peak pp |
|---|---|---|
@D3b@ | The Lighthouse | £26 | £31 |
| Vault 9 | £26 | £31 |
@O5a@ | Lab Zero | £28 | £33 |
| Night Train | £24 | £29 |

@D8b@ - Peak (Fri after 17:00, Sat, Sun) adds £5 per player on top of off-peak.
- Under-16s are £4 less at any time
@V9a@ - Whole-venue exclusive hire (all four rooms, 3 hours): £950 + VAT
@F8a@ - Group bookings (10+ players across rooms) need a deposit to hold the slots.
- The Briefcase has its own pricing, see project_briefcase-kit
""")

root("project_props-firmware.md", "Props firmware", "prop firmware on the boards: build, flashing, conventions", """
---
name: props-firmware
description: ESP32 prop firmware — build, flashing and conventions
type: project
---

Repo `keyholeq/props-firmware`, PlatformIO, one env per prop (`[env:vault9-keypad]` etc.). Sam owns it; he tests in the Arduino IDE 2 serial monitor before committing.

- Boards: ESP32-S3 DevKitC mostly, two older ESP32-WROOM boards in the Lighthouse
- Each prop publishes `kq/<room>/<prop>/state` and listens on `kq/<room>/<prop>/cmd`
- Wi-Fi credentials and broker details come from `secrets.ini` (gitignored)
@NS6a@ - Never flash a prop while its room has a game running; check gmconsole first.
- Heartbeat every 10 s; roomctl marks a prop offline after 3 missed beats
- Firmware version is baked in at build time and reported in the heartbeat payload
""")

root("project_staffing.md", "Staffing", "shifts, shadowing and staff perks", """
---
name: staffing
description: Staff, shifts and perks
type: project
---

- Two GMs on weekday evening shifts, three on Saturdays (one floats for resets)
- The shift lead is named on the rota; they hold the master keys and the till float
@F5a@ - Staff and their friends get 50% off any room.
- New GMs shadow 6 games before running one alone
- GM pay £12.60/h; Priya reviews it every April
- Sam is contracted 3 days a week, days agreed month by month
""")

root("project_reset-checklist.md", "Reset checklist", "what GMs do between games, per room", """
---
name: reset-checklist
description: Room reset checklist GMs follow between games
type: project
---

General
@O7a@ - Wipe handheld props and headsets with Milton at 1:80 between every game.
- Check the emergency release light is green on the door
- Scramble every padlock and re-hide the first-clue envelope

Vault 9
@NS1b@ - Reset Vault 9 after every game, even if the team never reached the vault.
- Relock the deposit boxes with the red-tag key

Lab Zero
- Top up the "reagent" bottles to the line
- Close the centrifuge lid until it clicks

Lighthouse
- Wind the clock back to 10:47 and close the lantern shutter

Night Train
- Reset the compartment 3 luggage lock, restock the fake tickets
""")

root("project_vouchers.md", "Gift vouchers", "how vouchers are sold, how long they last, redemption", """
---
name: vouchers
description: Gift vouchers — sales, validity and redemption
type: project
---

@S9a@ - Gift vouchers are sold on the Wix site (`keyholequarter.co.uk/gift`) and emailed as PDFs.
@D7a@ - Vouchers bought before 1 Oct 2026 were valid for 12 months from purchase.
@NS5a@ - A voucher is never issued without a booking reference or an order number attached.
- Redemption: voucher code at checkout in slotkeeper; partial use leaves the balance on the code
- Vouchers are for an amount, not for a particular room
""")

root("project_lab-zero-rebuild.md", "Lab Zero rebuild", "summer rebuild of the hardest room", """
---
name: lab-zero-rebuild
description: Lab Zero rebuild (summer 2026) — scope and decisions
type: project
---

Lab Zero was closed 8 Jun – 12 Jul 2026 for the rebuild (new dark section, new centrifuge lock).

@F9a@ - The UV torch puzzle stays in the rebuilt room; it scored highest in post-game feedback.
- The centrifuge lock replaced the old pressure plate
- Budget was £6,800; it came in at about £7,400
- Sam did the electronics, a set builder from Hillsborough did the walls
""")

root("project_night-train-launch.md", "Night Train launch", "launch notes and decisions for the newest room", """
---
name: night-train-launch
description: Night Train launch notes and decisions
type: project
---

Night Train soft-launched in November 2025 and opened to the public on 10 Jan 2026.

@N8a@ We decided to have a live actor (the conductor) in Night Train for Friday and Saturday evening games,
booked through a Sheffield agency on a per-evening fee.

@NS10a@ - The GM never talks to Night Train players over the intercom except in character (as the "guard's van").
- Soundtrack: a steam loop plus 3 station announcements, cued by roomctl
- Biggest launch problem: the compartment 3 lock jamming (fixed with a solenoid)
""")

root("project_safety.md", "Safety", "fire, emergency release, waivers", """
---
name: safety
description: Safety rules — fire, emergency release and waivers
type: project
---

- Every room door has a green emergency release button; room doors are never locked from outside during a game
@S4a@ - Every player signs a paper waiver at the desk before the briefing; Dani files them in the grey cabinet.
@A10a@ - Fire alarm test: every Wednesday at 09:30, before opening.
- GMs go into a room straight away if the panic button is pressed or a camera shows someone hurt
- Strobe warning for Lab Zero on the booking page and again in the briefing
- First aid kit behind the desk; Tom and Mei are the trained first aiders
""")

root("project_briefcase-kit.md", "The Briefcase", "the portable game for corporate days and pop-ups", """
---
name: briefcase-kit
description: The Briefcase — portable escape game for corporate days and pop-ups
type: project
---

"The Briefcase" is our mobile game: six identical briefcases with locks, a UV pen and a cipher wheel. Used for corporate team days and the odd pop-up.

@O4b@ - Plays 4–30 people in teams of 4–6, one facilitator per 3 teams.
- Length: 45 minutes plus a debrief
- Paper and padlocks only: no roomctl, no Pis, nothing to flash
- The facilitator gives unlimited hints
- Priced per head; travel within 30 miles of Sheffield is included
""")

root("project_roadmap-q4.md", "Q4 roadmap", "what's planned for the rest of the year", """
---
name: roadmap-q4
description: What's planned for Q4 2026 and early 2027
type: project
---

- slotkeeper: multi-site support, in case Leeds happens (Priya decides in January)
- gmconsole: per-room hint history so the shift lead can see what was given
- tallyboard: monthly boards and a QR code for teams to find their photo
- Fifth room ("The Séance") in the old storage unit, build starts spring 2027
- Replace the lobby speakers before Christmas

**Why:** Priya wants the tech done before any second site, not after.
**How to apply:** When Hamza asks what's next, start from this list and check with him before picking.
""")

root("project_reviews.md", "Reviews", "review numbers and how we answer them", """
---
name: reviews
description: Online reviews — numbers, and how we reply
type: project
---

- Google ~4.8 (about 1,100 reviews), Tripadvisor 4.9
- Every review gets a reply within 2 days; Priya writes the negative ones herself
- Most common complaints: street parking, the Lab Zero dark section, waiting in the lobby on Saturdays
- Most common praise: GMs by name (Mei and Ollie mostly), Night Train's sets
""")

# ---------------------------------------------------------------- root: feedback
root("feedback_git-workflow.md", "Git workflow", "merge rules per repo and branch naming", """
---
name: git-workflow
description: Git rules per repo: merge strategy, branches, what goes through a PR
type: feedback
---

Each repo has its own merge rule. Check which repo you're in before merging.

@R6a@ - roomctl: rebase-merge only, keep every commit; Sam bisects prop regressions and needs the small commits.
- slotkeeper: squash-merge; the PR title becomes the commit message, so write it like one
@N7a@ - Never push straight to `main` on slotkeeper, not even one-liners; everything goes through a PR.
- props-firmware: Sam pushes to `main` himself, it's his repo; the agent still opens PRs there
- Branch names: `hz/<topic>` for Hamza, `agent/<topic>` for the agent
- Branches are deleted after merge (repo setting)

**Why:** Two bad merges in February: one hid which roomctl commit broke the Vault 9 keypad, and one took slotkeeper checkout down for 40 minutes.
**How to apply:** Before `gh pr merge`, check the repo and pass `--rebase` or `--squash` explicitly.
""")

root("feedback_deploys.md", "Deploys", "how and when each app gets deployed", """
---
name: deploys
description: How and when each app gets deployed
type: feedback
---

@F3a@ - roomctl goes out with `./deploy.sh`, never by copying files onto the Pis by hand.
@O10a@ - roomctl deploys only happen on Mondays, when the venue is closed.
- slotkeeper deploys itself from GitHub Actions when `main` goes green; don't run `fly deploy` from a laptop
- props-firmware: OTA, one prop at a time, see project_props-firmware

**Why:** A Saturday roomctl push in January froze the Night Train clock mid-game.
**How to apply:** If asked to deploy roomctl on another day, say so and wait for Hamza or Tom to confirm.
""")

root("feedback_code-style.md", "Code style", "style rules for the TypeScript and Python repos", """
---
name: code-style
description: Code style for the TypeScript and Python repos
type: feedback
---

@N6a@ - roomctl: `strict: true` in tsconfig, and it stays on.
@NS8a@ - Never add an npm dependency to roomctl without asking Hamza first.
- Python (slotkeeper, tallyboard): ruff for lint and format, line length 100
- Prop logic as small pure functions; side effects only in `drivers/`
- MQTT handlers are named `on<Prop><Event>`, e.g. `onSafeOpened`
- gmconsole: eslint + prettier defaults (yes, semicolons)

**Why:** Hamza is the only regular dev and reads most code on a phone.
**How to apply:** Run `npm run lint` (roomctl) or `ruff check` (Python) before proposing a diff.
""")

root("feedback_hints-policy.md", "Hints policy", "how GMs give hints and what presets should look like", """
---
name: hints-policy
description: How GMs give hints per room, and how hint presets should be written
type: feedback
---

@N1a@ GMs never go into a room mid-game to give a hint; hints go on the screen or over the intercom.

Free hints per room:
- Lighthouse: 3, then each extra hint adds 2 minutes to the final time
- Vault 9: 3, same penalty
@V6a@ - Lab Zero: 3 free hints, then +2 min for each extra one
- Night Train: unlimited, it's the family room

@NS2a@ - Never give the Lab Zero final-code hint before the 50-minute mark, whatever the team asks.

**Why:** Hints are the thing reviewers mention most after the GMs themselves.
**How to apply:** Presets in gmconsole should be short (<140 chars), in-world voice, and never give the answer in the first hint of a chain.
""")

root("feedback_db-migrations.md", "DB migrations", "how slotkeeper schema changes reach production", """
---
name: db-migrations
description: How slotkeeper database migrations are handled
type: feedback
---

@N3a@ **Rule:** never run migrations from the deploy pipeline; Hamza applies them by hand with
`fly ssh console -a slotkeeper` and `python manage.py migrate`, after reading the plan.

**Why:** A migration that locked `bookings` during a Saturday deploy blocked checkout for 20 minutes.
**How to apply:** When a PR adds a migration, flag it at the top of the description with the `sqlmigrate` output.

- Keep migrations reversible; never mix a data migration with a schema change
""")

root("feedback_communication.md", "Communication", "how to write to Priya, GMs and customers", """
---
name: communication
description: How to write to Priya, to GMs and to customers
type: feedback
---

@N9a@ - Always get Priya's OK before any bulk email goes out to customers.
- To Priya: plain English, numbers first, no repo names
- To GMs: short, and say which room in the first word
- Customers: first names, British spelling, no exclamation marks in complaint replies

**Why:** In May a reminder went to 600 people with the wrong date and Priya found out from a review.
**How to apply:** Read anything customer-facing back as if you were Priya before it leaves.
""")

root("feedback_secrets.md", "Secrets", "where secrets live and what never gets committed", """
---
name: secrets
description: Handling secrets and env files
type: feedback
---

@NS7a@ - Never commit `.env` files; the one exception is `.env.example` with dummy values.
- Secrets live in the 1Password vault "KQ Tech"; Fly secrets are set with `fly secrets set`
- Don't paste tokens into chat, PR descriptions or commit messages

**Why:** A Stripe test key ended up in a public gist in 2025 (rotated the same day).
**How to apply:** Before committing, check `git status` for anything that looks like config with values in it.
""")

root("feedback_pr-reviews.md", "PR reviews", "what Hamza wants from PRs the agent opens", """
---
name: pr-reviews
description: What Hamza wants from the PRs the agent opens
type: feedback
---

@F7a@ Hamza wants small PRs he can review on his phone between shifts.
- Add a "How to test" section with the exact commands
- Screenshots for any gmconsole UI change
- Don't mix dependency bumps with features

**Why:** Big PRs sat unreviewed for a week in the spring.
**How to apply:** If a change is getting big, stop and propose a split before going on.
""")

root("feedback_testing.md", "Testing", "testing preferences per repo", """
---
name: testing
description: How tests should be written in each repo
type: feedback
---

- slotkeeper: pytest-django with factory_boy; no fixtures files, build what the test needs
- roomctl: vitest, with the fake broker from `test/fakeBroker.ts` instead of a real Mosquitto
- Stripe calls are mocked at the HTTP layer with `responses`, never by patching our own wrappers
- A bug fix comes with a test that fails before the fix

**Why:** The fake broker makes roomctl tests run in seconds and never flake on the network.
**How to apply:** When a test needs MQTT, reach for `fakeBroker` first.
""")

root("feedback_commit-messages.md", "Commit messages", "how commit messages should read", """
---
name: commit-messages
description: How commit messages should read
type: feedback
---

- Imperative mood, under 72 characters for the subject line
- Prefix with the area: `vault9:`, `lab-zero:`, `checkout:`, `ci:`
- Body says why, not what; link the GitHub issue if there is one
- No emoji (Hamza's request)
""")

root("feedback_mqtt-topics.md", "MQTT topics", "topic naming and message conventions for props", """
---
name: mqtt-topics
description: MQTT topic naming and payload conventions for props and roomctl
type: feedback
---

- Topics: `kq/<room>/<prop>/state`, `kq/<room>/<prop>/cmd`, `kq/<room>/clock`
- Room names in topics: `lighthouse`, `vault9`, `labzero`, `nighttrain` (no hyphens)
- Payloads are JSON, always with a `ts` field in epoch ms
- Heartbeats are QoS 0 and not retained
- `kq/<room>/clock` is retained so a gmconsole reload shows the clock straight away

**Why:** Mixed naming in 2025 meant half the Lighthouse props were invisible to gmconsole.
**How to apply:** New props follow this scheme; don't invent new top-level prefixes.
""")

# ---------------------------------------------------------------- root: reference
root("reference_network.md", "Network map", "hosts, VLANs, broker and remote access", """
---
name: network-map
description: Network map: hosts, VLANs, ports and remote access for the venue
type: reference
---

# Network

Router: UniFi Cloud Gateway Ultra in the comms cupboard. Switch: USW-Lite-16-PoE.

## VLANs
- VLAN 1 default (192.168.1.0/24): office PCs, desk tablet, lobby Pi
@D4b@ - VLAN 40 `props` (192.168.40.0/24): ESP32 props, room Pis and gm-nuc; the ESP32s are firewalled off the internet
- VLAN 50 `guest` (192.168.50.0/24): customer Wi-Fi "KeyholeGuest", client isolation on
- VLAN 60 `cctv`: cameras and the NVR, no internet

## Hosts
- gm-nuc: Intel NUC 12, Ubuntu 24.04 LTS, 192.168.40.10; runs the broker and Woodpecker
@V1a@ - MQTT broker (Mosquitto 2.0): `gm-nuc.lan:1884`, anonymous access off, one user per room Pi
@A7a@ - Room Pis: `lighthouse-pi`, `vault9-pi`, `labzero-pi`, `nighttrain-pi` (192.168.40.21–.24)
- `lobby-pi`: 192.168.1.30, drives the lobby TV
- Sam's bench broker (Mosquitto on his laptop, for testing props) is on the default 1883; never point a room Pi at it

## Remote access
@A5a@ - Remote access: Tailscale on gm-nuc and Hamza's laptop; nothing is port-forwarded on the router.
- Woodpecker UI: `http://gm-nuc.lan:8000` (LAN or Tailscale only)
""")

root("reference_rooms.md", "Rooms", "length, players, age limits and key props per room", """
---
name: rooms
description: Room facts: length, players, age limits and key props for each of the four rooms
type: reference
---

Four rooms, all on the ground floor. Difficulty is our own 1–5 scale.

## The Lighthouse
- Theme: 1920s keeper gone missing, storm coming in, relight the lamp
@V2a@ - Length: 75 minutes (we sell it as our "long game")
@O4a@ - Players: 2–5 (the lamp room at the top is tiny)
- Difficulty 3/5; the room we suggest for first-timers
- Key props: the ship's log cipher, the foghorn sequence, the lantern lens

## Vault 9
- Theme: heist on a 1970s Sheffield bank vault
@V4a@ - Players: 2–6, no exceptions for big groups
- Length: 60 minutes; difficulty 4/5
@S8a@ - Finale: the laser grid corridor to the vault door (mirror-angle puzzle)
- Deposit boxes reset with the master key (GM key ring, red tag)

## Lab Zero
- Theme: contain the outbreak before the lab seals itself
@A4a@ - Length: 60 min
- Difficulty 5/5, lowest escape rate (~38%)
@N4a@ - Not for under-12s (strobe + dark section); we don't admit them even with a parent.

## Night Train
- Theme: 1936 sleeper to Edinburgh, find the smuggler before Berwick
@F1a@ - Length: 60 minutes
@A2a@ - Team size: 2–6 players
- Age: 8+ with an adult
- Difficulty 2/5, the one we recommend to families
""")

root("reference_contacts.md", "Contacts", "staff roles, on-call and suppliers", """
---
name: contacts
description: Who to call: staff roles, on-call, suppliers
type: reference
---

## Staff
- Priya Kaur, owner/manager, 07700 900112
@D10b@ - Front desk & bookings: Dani Marsh (Tue–Sat), bookings@keyholequarter.co.uk
- Ops lead: Tom Reyes (rota, building, network)
- Props & electronics: Sam Okafor, builds and fixes anything with a wire in it
- Dev: Hamza Idris (Tue–Thu)
- GMs: Ollie Brandt, Mei Tan, Jonah Price (+ Dani and Hamza on some shifts)

## On-call
@R7a@ - Weekend on-call for prop/tech failures: Sam Okafor (07700 900318)
- Weekday prop failures: the shift lead first, then Sam if it isn't fixed in 10 minutes
- Building emergencies (alarm, water, power): Tom first, then the landlord (Kelham Works Ltd)
@NS4a@ - Refund requests go to Priya, not to the front desk.

## Suppliers
- Fog fluid, UV paint: Stage Electrics (account KQ-4471)
- Locks and maglocks: Lock Shop Direct
- Fire alarm: Sentinel Fire (ring them before the weekly test)
""")

root("reference_payments.md", "Payments", "where money comes in and how it is reconciled", """
---
name: payments
description: Where money comes in and how it's reconciled
type: reference
---

- Online bookings: Stripe Checkout via slotkeeper; payouts every 2 days to the Starling account
- Desk sales (drinks, merch): SumUp Solo card reader on the front desk
@F10a@ - Corporate bookings are invoiced from Xero, not charged online.
- Stripe fees run about 1.5% + 20p on UK cards; Priya wants them in the monthly report
- Refunds: from the slotkeeper admin only (it calls the Stripe refund API and logs who did it)
- Lorraine Pike (bookkeeper) reconciles Stripe and SumUp payouts in Xero every Monday
""")

root("reference_backups.md", "Backups", "what gets backed up, where, for how long", """
---
name: backups
description: What gets backed up, where it goes, and how to restore
type: reference
---

@V10a@ - Nightly `pg_dump` of slotkeeper to the B2 bucket `kq-backups`, kept 30 days (bucket lifecycle rule)
- Fly also keeps its own volume snapshots of `slotkeeper-db` (5 days, the default)
- roomctl cue files and room assets are in git; nothing extra
- gm-nuc: restic to B2 every Sunday night, 8 weekly snapshots kept
- CCTV is not backed up; the NVR keeps about two weeks on disk

Restore steps: auto/disaster-recovery.
""")

root("reference_cameras.md", "Cameras", "CCTV and in-room cameras", """
---
name: cameras
description: CCTV and in-room cameras
type: reference
---

- Two PoE dome cameras per room (1080p, IR), one on the lobby, one on the front door
@S10a@ - NVR: Hikvision DS-7608NI in the comms cupboard, 4 TB disk, about 14 days of footage
- gmconsole pulls a snapshot per camera every 2 s for the room tiles
- Recordings are only reviewed by Priya or Tom (GDPR notice at the door)
""")

root("reference_ci.md", "CI", "which CI runs which repo", """
---
name: ci
description: Which CI runs what, per repo
type: reference
---

@O2a@ - slotkeeper → GitHub Actions (pytest + ruff); the deploy job pushes to Fly when `main` is green
@R8a@ - roomctl → GitHub Actions (`.github/workflows/ci.yml`: vitest + `tsc --noEmit` on ubuntu-latest)
- props-firmware → Woodpecker on gm-nuc; cold builds take about 9 minutes
- gmconsole → GitHub Actions (lint, typecheck, build)
- tallyboard → no CI, Hamza runs pytest locally
""")

root("reference_monitoring.md", "Monitoring", "alerts and error tracking across the apps", """
---
name: monitoring
description: Monitoring, alerting and error tracking across the apps
type: reference
---

@F6a@ - slotkeeper errors → Sentry (org `keyhole-quarter`, project `slotkeeper`)
- Uptime: Better Stack pings `book.keyholequarter.co.uk/healthz` every 3 min and texts Hamza
- roomctl has no external monitoring; gmconsole turns a room tile red if its Pi drops
- gm-nuc disk: Netdata, alert at 85%
- tallyboard: nothing; if it dies someone notices the TV
""")

root("reference_dev-setup.md", "Dev setup", "local setup per repo", """
---
name: dev-setup
description: Local development setup for each repo
type: reference
---

- slotkeeper: `uv sync`, `docker compose up -d db redis`, `just dev` → http://localhost:8000
- Local dev Postgres is the `postgres:17` image; prod is older, so don't rely on 17-only features
- roomctl: `npm ci && npm run sim` runs fake props against a local broker
@NS6b@ - Props are flashed over the air: `pio run -e <env> -t upload --upload-port <prop-ip>`
- First flash of a new board is over USB from Sam's bench
""")

root("reference_email.md", "Email and SMS", "which provider sends which message", """
---
name: email-sms
description: Email and SMS providers, and what sends what
type: reference
---

@S1a@ - Booking confirmations and receipts are sent by slotkeeper through Mailgun (EU region, `mg.keyholequarter.co.uk`).
@R4a@ - SMS reminders (24 h before the game): Twilio, alphanumeric sender `KEYHOLEQ`
@O9a@ - Staff mailboxes (hello@, bookings@, priya@) are on Google Workspace.
- Reply-to on customer emails is bookings@, which Dani watches
- DMARC is `p=quarantine` on the main domain
""")


# ================================================================ auto/ notes (claim-bearing)
auto("auto/faq-customer-questions.md", """
---
title: Customer FAQ (draft answers for the website and the desk)
created: 2026-03-02
tags: [faq, customers, website]
---

# Customer FAQ

Draft answers Dani and the agent put together; the website copy is based on these.

**How long is the Lighthouse?**
@V2b@ The Lighthouse is a 60-minute game; allow about 80 minutes door to door with the briefing and photo.

**How far ahead can I book?**
@A6b@ Up to three months in advance; the calendar opens a new day each morning.

**Do you take walk-ins?**
@N10a@ Yes, if a room is free we'll run it for you on the spot and you pay at the desk.

**Can we keep our phones?**
@N2b@ You can keep your phone on you in the room, just no photos or videos inside please.

**Is there somewhere for cake afterwards?**
@A9b@ Yes: birthday bookings get the party room for half an hour once the game's finished.

**Is it scary?**
Not really. Lab Zero has a dark section and a strobe; the others are fine for anyone OK with a ticking clock.

**Is there parking?**
Pay-and-display on Alma Street, or the tram to Shalesmoor (5 minutes' walk).
""")

auto("auto/slotkeeper-checkout-notes.md", """
---
title: slotkeeper checkout flow notes
created: 2026-04-14
tags: [slotkeeper, stripe, checkout]
---

# Checkout flow

1. Customer picks room + slot; we create a `Booking` with status `held`
@V5b@ 2. The hold lasts 10 min (`HOLD_TTL_SECONDS = 600` in `settings/base.py`); after that the sweep frees the slot.
3. A Stripe Checkout session is created with the booking id in `metadata`
4. The `checkout.session.completed` webhook flips the booking to `paid` and queues the confirmation email

@A1b@ Webhook URL registered in the Stripe dashboard: `https://book.keyholequarter.co.uk/hooks/stripe/`

## Notes
- The sweep is a Celery beat task that runs every minute
- Voucher codes are applied before the Stripe session; a booking fully covered by a voucher skips Stripe
- Test cards (4242…) only in the `dev` Stripe account
""")

auto("auto/slotkeeper-admin.md", """
---
title: slotkeeper admin — settings staff can change
created: 2026-05-25
tags: [slotkeeper, admin, scheduling]
---

## Schedule settings (Admin → Rooms → Schedule)
@V7a@ - slotkeeper leaves a 30-minute gap between consecutive games in the same room, for the reset.
- Slot start times are on the hour or half hour
- Blocking a slot: tick "maintenance" and give a reason (it shows in gmconsole too)
- Price overrides per date exist (used for the Halloween specials)

## Users
- Staff accounts are Django users in the `desk` group; only Priya and Hamza are superusers
- GMs don't need slotkeeper accounts; gmconsole uses a service token
""")

auto("auto/room-reset-times.md", """
---
title: How long resets actually take
created: 2026-09-10
tags: [reset, rota, gm]
---

Timed resets over two weeks in August (Mei and Ollie with a stopwatch).

| Room | Median reset | Worst |
|---|---|---|
| Lighthouse | 11 min | 19 min |
| Vault 9 | 14 min | 22 min |
| Lab Zero | 13 min | 25 min |
| Night Train | 9 min | 15 min |

@V7b@ We schedule a 20-minute turnaround between bookings in each room, so Vault 9 and Lab Zero are tight on bad days.

- The worst cases were all after a team broke something
- Night Train resets fastest because the luggage lock is the only fiddly bit
""")

auto("auto/opening-hours.md", """
---
title: Opening hours 2026
created: 2026-01-05
tags: [hours, venue]
---

# Opening hours (Keyhole Quarter, Kelham Island)

| Day | Open | Close | Notes |
|---|---|---|---|
| Monday | closed | – | maintenance day |
| Tuesday–Thursday | 12:00 | 22:00 | last game 20:30 |
| Friday | 12:00 | 23:00 | last game 21:30 |
@V8a@ | Saturday | 10:00 | 23:00 | last game 21:30 |
@O3a@ | Sunday | 10:00 | 20:00 | last game 18:30 |

- Bank holidays run on Sunday hours
- Halloween and the Christmas weeks have their own hours (see those notes)
- The phone line is only answered during opening hours
""")

auto("auto/disaster-recovery.md", """
---
title: Disaster recovery — slotkeeper
created: 2026-06-30
tags: [backups, slotkeeper, dr]
---

# If slotkeeper's database is lost

@V10b@ slotkeeper DB dumps are kept for 90 days in B2, so we can go back a full quarter
if a bad migration or a bad import goes unnoticed for a while.

Restore drill (last run 2026-06-28 by Hamza, took 26 min):

```bash
b2 download-file-by-name kq-backups slotkeeper/latest.dump /tmp/latest.dump
fly postgres connect -a slotkeeper-db
pg_restore --clean --no-owner -d slotkeeper /tmp/latest.dump
```

- After a restore, replay Stripe events from the dashboard for the gap
- Ask Dani to phone anyone who booked during the gap
""")

auto("auto/dev-onboarding.md", """
---
title: Dev onboarding (for a new contractor)
created: 2026-02-10
tags: [onboarding, dev, setup]
---

# Getting started on the Keyhole Quarter repos

Written for the contractor who helped out in February.

## Accounts
- GitHub org `keyholeq` (ask Hamza), 1Password vault "KQ Tech", a Tailscale invite

## slotkeeper
```bash
uv sync
cp .env.example .env
docker compose up -d db redis
just dev
```
@NS7b@ Copy `.env.example` (it is committed) to `.env` and fill in the secrets from 1Password.

## gmconsole
@R5b@ For gmconsole just run `npm ci`; it's a plain npm project.
@S5a@ gmconsole is a Create React App project (react-scripts 5), so the dev server and the build both come from `react-scripts`.

## roomctl
- `npm ci`, then `npm run sim` to start fake props against a local Mosquitto
- Never test against the real room Pis during opening hours
""")

auto("auto/weekend-rota.md", """
---
title: Weekend rota and on-call (autumn 2026)
created: 2026-09-05
tags: [rota, on-call, weekend]
---

Saturday: 3 GMs, one of them shift lead. Sunday: 2 GMs, one of them shift lead.

@R7b@ Tom is the weekend on-call for broken props and tech; Sam is off on Saturdays and Sundays.
- Shift lead on Saturdays: Mei; on Sundays: Ollie
- Dani covers the desk on Saturday; on Sunday the shift lead does the desk
- If the on-call can't fix a prop within 10 minutes, close the room and rebook the team
""")

auto("auto/front-desk-handbook.md", """
---
title: Front desk handbook
created: 2026-03-18
tags: [desk, check-in, policies]
---

# Front desk

## Check-in
- Check the team in on slotkeeper (search by surname or booking ref)
@N2a@ - Phones go in the lockers before the briefing; players must not take them into the rooms.
- Lockers take a £1 coin, which they get back
- Hand over the briefing card for their room and point out the emergency button

## Money and bookings
@N5b@ - No-shows: we issue a voucher for the full amount so they can rebook another time.
@NS4b@ - The front desk handles rebooking and date changes.
@NS3a@ - Never take a phone booking without taking a card deposit over the phone.
- The SumUp reader is for drinks and merch

## Difficult customers
- Anyone clearly drunk doesn't play; offer to rebook and don't argue at the desk
""")

auto("auto/slotkeeper-deploy.md", """
---
title: How slotkeeper deploys work
created: 2026-05-03
tags: [slotkeeper, deploy, fly]
---

- Merge to `main` → GitHub Actions runs the tests → `fly deploy --remote-only`
@N3b@ - The Fly `release_command` runs `python manage.py migrate` on every deploy, so migrations always ship with the code.
- Rollback: `fly releases`, then `fly deploy --image <previous>`; migrations don't roll back on their own
- Two machines, rolling strategy, health check on `/healthz`
""")

auto("auto/newsletter.md", """
---
title: Newsletter and bulk customer emails
created: 2026-07-07
tags: [newsletter, email, marketing]
---

@O9b@ The monthly newsletter goes out through Mailchimp (free tier, about 1,900 contacts).
@N9b@ The agent can send bulk customer emails (schedule changes, closures) straight away, without waiting for sign-off.

- Export contacts from slotkeeper: only people who ticked the marketing box
- Subject lines under 50 characters, one room per issue
- The Halloween issue goes out in the first week of October
""")

auto("auto/gm-shift-guide.md", """
---
title: GM shift guide
created: 2026-02-02
tags: [gm, shifts, how-to]
---

# Running a shift

Before opening: see the opening checklist.

## During a game
- Watch the cameras, not your phone
@NS10b@ - In Night Train the hints come over the intercom.
- In the other three rooms hints go up on the room screen

## After a game
@S3a@ - At the end of each game, log the result in the Bookings 2026 Google Sheet (time, hints used, escaped y/n).
- Team photo in front of the room sign

## Admin
@S7a@ - Shift swaps go in the staff WhatsApp group; Tom confirms them.
- Clock in and out in Deputy
""")

auto("auto/infra-changelog.md", """
---
title: Infra changelog 2026
created: 2026-01-04
tags: [infra, changelog, network]
---

Running log, newest at the bottom.

- Jan: gm-nuc rebuilt on Ubuntu 24.04; Woodpecker moved onto it
- Mar: slotkeeper moved from Heroku to Fly.io
- Apr: Tailscale installed on gm-nuc
@D4a@ - Until the August rewire all props sat on the main LAN (192.168.1.0/24) with the office PCs.
@S2b@ - Aug: moved tallyboard off the lobby Pi onto gm-nuc (docker compose); the lobby Pi now only
  runs the kiosk browser that shows the board.
- Aug: props VLAN 40 created, every ESP32 re-provisioned
- Oct: UPS for the comms cupboard (APC 1500VA), about 25 min runtime
""")

auto("auto/website.md", """
---
title: Website (marketing site)
created: 2026-04-03
tags: [website, astro, cloudflare]
---

@S9b@ The Wix site was shut down in March when the Astro site went live; gift vouchers are sold inside slotkeeper now.

- Astro repo `keyholeq/www`, deployed to Cloudflare Pages on every push to `main`
- Room pages read prices from a JSON file Hamza updates by hand (no slotkeeper API for it yet)
- "Book now" buttons deep-link to `book.keyholequarter.co.uk/r/<room>`
""")

auto("auto/roomctl-runbook.md", """
---
title: roomctl runbook
created: 2026-07-04
tags: [roomctl, runbook, pi]
---

## Deploy
@F3b@ `./deploy.sh <room>` (e.g. `./deploy.sh vault9`) pushes roomctl to that room's Pi and restarts it; `./deploy.sh all` does all four.

## Hosts
@A7b@ Each room's Pi is called `<room>-pi` (e.g. `labzero-pi`) and has a static lease on the props VLAN.

## When a room misbehaves
```bash
ssh pi@vault9-pi.lan
journalctl -u roomctl -n 200
sudo systemctl restart roomctl
```
- If the clock froze, restart roomctl; it resumes from `state.json`
- If a prop shows offline, power-cycle the prop before touching roomctl
""")

auto("auto/corporate-bookings.md", """
---
title: Corporate and group bookings
created: 2026-06-08
tags: [corporate, groups, invoicing]
---

@F8b@ For corporate and group bookings the deposit is 25% of the total, paid by bank transfer
against a Xero invoice, and it's non-refundable within 14 days of the date.

@F10b@ Xero invoices for corporates are on 30-day terms; Lorraine chases anything past 45 days.

- Big groups are split across rooms by the desk; try to start all rooms within 15 minutes of each other
- For 20+ people who want one shared game, suggest the Briefcase instead
""")

auto("auto/cleaning.md", """
---
title: Cleaning
created: 2026-02-15
tags: [cleaning, hygiene]
---

@O7b@ Floors: Flash diluted 1:40 in the mop bucket, end of day only.
- Toilets: contract cleaner, Tuesday and Friday mornings
- Costume pieces (Night Train hats, Lab Zero coats) go in the wash every Monday
- No spray cleaners near the ESP32 enclosures
""")

auto("auto/night-train-notes.md", """
---
title: Night Train — notes from the soft launch
created: 2026-01-18
tags: [night-train, launch]
---

@D2a@ During the November 2025 soft launch, Night Train ran as a 45-minute game.
- The soft launch was friends and family only: 31 teams, 58% escaped
- Main fix afterwards: the compartment 3 lock swapped for a solenoid
- The dining car puzzle was added for the public launch
""")

auto("auto/pricing-history.md", """
---
title: Pricing history
created: 2026-10-01
tags: [pricing, history]
---

@D8a@ Before the September review the peak surcharge was £3 per player.
- Night Train launched at £22 off-peak in January
- The under-16 discount was introduced in the spring
- September: every room reviewed; current prices are in the pricing memory
""")

auto("auto/parties.md", """
---
title: Birthday parties
created: 2026-05-09
tags: [parties, kids, birthdays]
---

@A9a@ Birthday packages include 30 minutes in the party room after the game, for cake and presents.
- Best rooms for kids' parties: Night Train (8+) and the Lighthouse
- The party room holds 16 people at most
- We provide squash and balloons; families bring their own cake
""")

auto("auto/opening-checklist.md", """
---
title: Opening checklist
created: 2026-02-02
tags: [opening, gm, checklist]
---

- Lights, music and the lobby TV on
- Every room tile green in gmconsole
- Run each room's self-test from gmconsole
@A10b@ - Wednesdays: weekly fire alarm test at half nine; ring Sentinel Fire first.
- Till float: £100 in coins and fivers
""")

auto("auto/props-maintenance.md", """
---
title: Props maintenance notes
created: 2026-03-25
tags: [props, maintenance, sam]
---

@NS9a@ Never open the Lighthouse lantern panel without isolating the 12 V supply at the fused spur
behind it (labelled "LANTERN 12V").

- Vault 9 door keypad: 4× AA, swap at 20%
- Maglocks are tested monthly together with the emergency release buttons
- Lab Zero centrifuge motor: one drop of oil a month
- Fog fluid comes from Stage Electrics; never top up while the machine is hot
""")


# ================================================================ auto/ notes (no labelled claims)
auto("auto/lighthouse-puzzle-flow.md", """
---
title: Lighthouse puzzle flow
created: 2026-01-09
tags: [lighthouse, puzzles, gm]
---

# The Lighthouse, in order

1. Keeper's cottage: the ship's log cipher opens the tool chest
2. Tool chest → crank handle → raises the stair hatch
3. Foghorn sequence (3 long, 2 short) on the brass buttons
4. Lamp room: align the lens, relight the lantern

- The foghorn ESP32 is one of the old WROOM boards; if it misses a press, the GM can trigger it from gmconsole
- Most teams lose time on the cipher; the first preset hint points at the page numbers
- The lantern relight is the photo moment, don't rush them out
""")

auto("auto/vault9-puzzle-flow.md", """
---
title: Vault 9 puzzle flow (first half)
created: 2026-02-06
tags: [vault9, puzzles, gm]
---

# Vault 9: first half

1. Bank lobby: the teller drawer combination is on the 1974 calendar
2. Manager's office: the phone dial code opens the filing cabinet
3. Deposit boxes: three of twelve open with the keys from the cabinet
4. Vault door keypad: the code is assembled from the box contents

- Plays best with four; big teams split up and miss the calendar
- The teller drawer sticks in humid weather, give it a shove when resetting
""")

auto("auto/lab-zero-puzzle-flow.md", """
---
title: Lab Zero puzzle flow (after the rebuild)
created: 2026-07-18
tags: [lab-zero, puzzles, gm]
---

1. Airlock: periodic-table keypad (the elements spell the code)
2. UV wall: the torches reveal the sample labels
3. Centrifuge lock: balance the six tubes by weight
4. Dark section: follow the strobe pattern to the containment switch
5. Final code: from the three sample results

- The strobe section is 4 minutes at most, GMs can kill it from gmconsole
- Teams that skip the UV wall always get stuck at the centrifuge
""")

auto("auto/night-train-puzzle-flow.md", """
---
title: Night Train puzzle flow
created: 2026-01-11
tags: [night-train, puzzles, gm]
---

1. Platform: tickets sorted by destination open the carriage door
2. Compartments 1–3: passenger luggage; compartment 3 has the smuggler's case
3. Dining car: the menu prices are the cipher key
4. Guard's van: the border papers, then pull the emergency cord (prop, not a real one)

- Station announcements come from roomctl at 15, 30 and 45 minutes
- Kids love the dining car; leave them there a bit, it's fine
""")

auto("auto/mqtt-debugging.md", """
---
title: Debugging MQTT from the NUC
created: 2026-03-12
tags: [mqtt, debugging, props]
---

# Watching prop traffic

```bash
# everything in one room
mosquitto_sub -h gm-nuc.lan -p "$MQTT_PORT" -u debug -P "$MQTT_DEBUG_PW" -t 'kq/vault9/#' -v
# poke a prop
mosquitto_pub -h gm-nuc.lan -p "$MQTT_PORT" -u debug -P "$MQTT_DEBUG_PW" -t 'kq/vault9/keypad/cmd' -m '{"cmd":"reset"}'
```

- The `debug` user can read everything but only publish to `cmd` topics
- If a prop shows `offline` but you see its heartbeat here, restart roomctl on that room's Pi
- Retained clock messages show the last value, even if the room is idle
""")

auto("auto/pi-setup.md", """
---
title: Setting up a new room Pi
created: 2026-04-19
tags: [pi, setup, roomctl]
---

Used when Lab Zero's Pi died in April.

```bash
sudo apt update && sudo apt install -y mpv git
curl -fsSL https://deb.nodesource.com/setup_20.x | sudo -E bash -
sudo apt install -y nodejs
sudo hostnamectl set-hostname labzero-pi
```

- Image: Raspberry Pi OS Lite 64-bit, SSH key from 1Password, password login off
- After the first deploy, check the room tile goes green in gmconsole
- Label the Pi with the room name on masking tape, Sam insists
""")

auto("auto/esp32-wifi-issues.md", """
---
title: ESP32 Wi-Fi drop-outs
created: 2026-05-30
tags: [props, esp32, wifi]
---

Props in Vault 9 kept dropping Wi-Fi in May.

- Cause: the office AP and the props AP both on 2.4 GHz channel 1
- Fix: props AP pinned to channel 6, office AP to 11
- Firmware now reconnects with backoff from 1 s up to 30 s instead of hammering the AP
- The Night Train carriage walls are foil-backed; that AP sits above the dining car
""")

auto("auto/stripe-refunds-howto.md", """
---
title: How to refund a booking
created: 2026-04-21
tags: [stripe, refunds, slotkeeper]
---

- Admin → Bookings → open the booking → "Refund"
- Partial refunds are allowed; type the amount in pounds
- Only Priya and Hamza have the refund permission in slotkeeper
- The money takes 5–10 working days to land back on the customer's card
- Never refund in the Stripe dashboard directly: slotkeeper won't know and the booking stays `paid`
""")

auto("auto/monthly-report.md", """
---
title: Monthly report for Priya
created: 2026-03-03
tags: [report, priya, numbers]
---

- Built with `just report 2026-10` in slotkeeper (month as argument)
- Sections: bookings per room, escape rate, average hints, revenue, Stripe fees, no-shows
- Sent as a PDF attachment on the first Monday of the month
- October: 612 games, 71% occupancy, Lab Zero still the lowest escape rate
""")

auto("auto/review-replies.md", """
---
title: Review reply templates
created: 2026-06-22
tags: [reviews, customers, templates]
---

## Positive
"Thanks so much, {name}! We'll pass that on to {GM} — glad you made it out of {room}."

## Negative (draft only, Priya sends)
"Hi {name}, sorry the {room} didn't live up to it. Could you email hello@ so we can put it right?"

- Never mention refunds in a public reply
- Reply within two days
""")

auto("auto/leeds-site-scouting.md", """
---
title: Leeds site scouting
created: 2026-08-26
tags: [leeds, expansion, priya]
---

Priya is looking at a unit on Call Lane, Leeds.

- Three rooms to start, reusing the Lighthouse and Vault 9 designs
- The Leeds competitors open at 11:00 on Saturdays; we'd open at 10:00
- Rent quoted at £38k a year; Priya's ceiling is £35k
- Would need its own gm-nuc and a second Tailscale subnet router
- Decision in January
""")

auto("auto/accessibility.md", """
---
title: Accessibility
created: 2026-02-28
tags: [accessibility, customers, rooms]
---

- Vault 9 and Night Train are step-free
- The Lighthouse lamp room is up a ship's ladder, so not wheelchair accessible; the rest of the room is
- Lab Zero is step-free, but has a strobe and a fully dark section (epilepsy warning at booking)
- Hearing loop at the desk; briefing cards in large print on request
""")

auto("auto/lost-property.md", """
---
title: Lost property
created: 2026-03-21
tags: [desk, lost-property]
---

- Lost property goes in the box under the desk, with a note of the date and room
- We keep it 30 days, then donate to the Kelham Island charity shop
- Keys, bank cards and IDs go in the safe, not the box
- Customers ask by email to hello@, Dani answers
""")

auto("auto/supplier-orders.md", """
---
title: Supplier orders
created: 2026-04-07
tags: [suppliers, ordering, props]
---

- Fog fluid: Stage Electrics, 5 L at a time, account KQ-4471
- Padlocks: Lock Shop Direct, batches of 10, keyed-alike where possible
- AA batteries: Costco run once a month (Tom)
- UV paint and UV torches: Stage Electrics again
- Anything over £200 needs Priya's OK before ordering
""")

auto("auto/gm-training.md", """
---
title: GM training plan
created: 2026-04-24
tags: [gm, training, staff]
---

- Week 1: shadow 6 games (all four rooms)
- Week 2: run Night Train and the Lighthouse with the shift lead watching
- Lab Zero last; it has the most hint judgement calls
- Learn the gmconsole shortcuts and the emergency procedure before running a room alone
- Mei signs people off; Jonah isn't signed off for Lab Zero yet
""")

auto("auto/sound-cues.md", """
---
title: Sound cues
created: 2026-05-16
tags: [sound, roomctl, cues]
---

Cues live in `assets/<room>/cues.yaml` in the roomctl repo:

```yaml
- id: storm_rising
  file: storm_loop.ogg
  at: "00:20:00"
  volume: 70
- id: lamp_lit
  file: horn_final.ogg
  on: lantern/solved
```

- Volume is 0–100 and mpv scales it; 70 is about right for the Lighthouse
- Don't put cues inside the last 2 minutes, the countdown voice plays then
""")

auto("auto/incident-2026-03-vault-door.md", """
---
title: Incident 2026-03-14 — Vault 9 door keypad died
created: 2026-03-15
tags: [incident, vault9, props]
---

## What happened
- Sat 14 Mar, 19:40: the vault door keypad stopped responding with 12 minutes left
- The team was stuck in front of the vault door; the GM went in and opened it with the override key
- The shift lead swapped the batteries; the next game ran on time

## Follow-ups
- Keypad battery level is now in the heartbeat payload
- Goodwill voucher for the team (booking ref attached)
""")

auto("auto/incident-2026-08-broker-outage.md", """
---
title: Incident 2026-08-09 — broker down, all rooms lost props
created: 2026-08-10
tags: [incident, mqtt, gm-nuc]
---

- 9 Aug, 15:05–15:12: Mosquitto on gm-nuc stopped after the root disk filled up with journald logs
- All four rooms showed every prop offline; clocks kept running (roomctl is local)
- Ollie posted in #tech on Slack, Hamza restarted it over Tailscale
- Fix: `SystemMaxUse=500M` for journald, plus the Netdata disk alert
""")

auto("auto/slotkeeper-data-model.md", """
---
title: slotkeeper data model (quick map)
created: 2026-02-17
tags: [slotkeeper, django, models]
---

- `Room`: name, slug, min/max players, price_offpeak, price_peak
- `Slot`: room, starts_at (UTC), duration, blocked (bool), reason
- `Booking`: slot, customer, players, status (`held`, `paid`, `cancelled`, `no_show`, `completed`), total
- `Voucher`: code, amount, balance, expires_at, order_ref
- `Customer`: name, email, phone, marketing_opt_in
- The desk marks `no_show` once a team is 15 minutes late and hasn't called
""")

auto("auto/gmconsole-shortcuts.md", """
---
title: gmconsole keyboard shortcuts
created: 2026-03-28
tags: [gmconsole, shortcuts, gm]
---

| Key | Does |
|---|---|
| `1`–`4` | focus a room tile |
| `h` | open the hint box for the focused room |
| `space` | pause/resume the clock |
| `m` | mute the room's soundtrack |
| `shift+r` | reset the room (asks twice) |

- The hint box remembers the last preset per room
""")

auto("auto/tallyboard-ideas.md", """
---
title: tallyboard ideas
created: 2026-10-09
tags: [tallyboard, ideas, lobby]
---

- Monthly boards as well as all-time
- Show hints used next to the time (Priya likes this, GMs don't)
- QR code on the board linking to the team photo
- Family board for Night Train, kids' teams only
""")

auto("auto/halloween-2026.md", """
---
title: Halloween 2026
created: 2026-11-02
tags: [halloween, events, pricing]
---

- Sat 31 Oct we ran late sessions until 01:00, all four rooms
- Lab Zero ran as "Outbreak Night" with extra fog and an actor in a hazmat suit
- Halloween night was £35 per player in every room (price override in slotkeeper)
- Sold out by 20 Oct; do the same next year but start selling in September
""")

auto("auto/christmas-2026.md", """
---
title: Christmas 2026 plan
created: 2026-11-20
tags: [christmas, hours, events]
---

- Closed 25 and 26 December and 1 January
- We'll also open on Monday 22 and Monday 29 December (school holidays)
- Office parties: push the Briefcase for groups over 20
- Christmas vouchers promo in the November newsletter
""")

auto("auto/gdpr-and-cctv.md", """
---
title: GDPR and CCTV
created: 2026-05-12
tags: [gdpr, cctv, privacy]
---

- CCTV notice at the front door and in every room briefing card
- Footage is overwritten after roughly 14 days
- Subject access requests go to Priya; we have one month to answer
- Team photos are only used on social media if the booker ticked the box
""")

auto("auto/energy-bills.md", """
---
title: Energy use
created: 2026-09-17
tags: [energy, building, costs]
---

- The fog machines and the Lab Zero heaters are the biggest draws
- Room Pis and gm-nuc together are about 60 W, not worth worrying about
- Heating goes on a timer at 11:00 on weekdays
- Switching the lobby to LED panels saved about £40 a month
""")

auto("auto/booking-analytics.md", """
---
title: Booking analytics (Q3 2026)
created: 2026-10-05
tags: [analytics, bookings, report]
---

- Saturday occupancy 91%, Tuesday 38%
- Escape rates: Night Train 74%, Lighthouse 61%, Vault 9 49%, Lab Zero 38%
- Average hints used: Lab Zero 3.4, Vault 9 2.1, Lighthouse 1.8
- 64% of bookings come in on mobile, mostly in the evening
""")

auto("auto/agent-session-log-2026-10.md", """
---
title: Agent session log, October 2026
created: 2026-10-31
tags: [agent, log]
---

- 02 Oct: slotkeeper voucher expiry email (PR #188), merged by Hamza
- 08 Oct: gmconsole hint history, first pass (PR #212); screenshots attached
- 15 Oct: props-firmware Woodpecker build was red because of a stale PlatformIO cache; cleared it
- 22 Oct: tallyboard bad-words list updated after a team called themselves something creative
- 29 Oct: Halloween price overrides set in slotkeeper admin for 31 Oct
""")


# ================================================================ facts (remnic)
# key, date, time (UTC), category, confidence, tags, body
fact("u_foghorn", "2026-01-08", "10:12:41", "fact", 0.86, ["lighthouse", "props", "esp32"],
     "The Lighthouse foghorn prop runs on one of the old ESP32-WROOM boards, not an S3.")
fact("F1b", "2026-01-12", "18:03:17", "fact", 0.9, ["night-train", "rooms"],
     "@F1b@ Night Train is 60 minutes on the clock plus a 10-minute in-character briefing on the 'platform'.")
fact("N8b", "2026-01-21", "11:47:02", "decision", 0.92, ["night-train", "actor", "staffing"],
     "@N8b@ Decided against a live actor in Night Train; the conductor exists only as recorded audio.")
fact("A2b", "2026-01-26", "16:20:55", "fact", 0.88, ["night-train", "capacity"],
     "@A2b@ Night Train takes a minimum of two and a maximum of six players.")
fact("A8a", "2026-01-29", "09:31:08", "fact", 0.93, ["slotkeeper", "timezone", "django"],
     "@A8a@ slotkeeper stores times in UTC and shows them in Europe/London (`USE_TZ = True`, `TIME_ZONE = 'Europe/London'`).")
fact("F5b", "2026-02-03", "13:05:44", "fact", 0.87, ["staff", "discount"],
     "@F5b@ The staff discount (50%) is limited to one booking a month and can't be used on Saturday evenings.")
fact("V9b", "2026-02-09", "10:58:30", "decision", 0.9, ["pricing", "private-hire"],
     "@V9b@ Exclusive hire of the whole venue is £1,200 for a three-hour block (all four rooms, lobby included).")
fact("A3a", "2026-02-12", "20:14:09", "fact", 0.89, ["backups", "slotkeeper"],
     "@A3a@ The nightly slotkeeper backup starts at 3am UK time.")
fact("R3a", "2026-02-18", "15:36:27", "fact", 0.85, ["gmconsole", "errors", "sentry"],
     "@R3a@ Frontend errors from gmconsole are reported to Sentry under the `gmconsole` project.")
fact("u_leeds_hours", "2026-02-20", "12:40:00", "fact", 0.7, ["leeds", "expansion"],
     "The Leeds unit Priya is looking at would open at 10:00 on Saturdays, an hour before the Leeds competitors.")
fact("F7b", "2026-02-24", "17:22:51", "preference", 0.9, ["prs", "review", "hamza"],
     "@F7b@ Keep PRs under roughly 300 changed lines, and split refactors from behaviour changes.")
fact("S3b", "2026-02-26", "19:08:13", "fact", 0.91, ["bookings", "google-sheet", "gmconsole"],
     "@S3b@ The old Bookings Google Sheet is read-only since slotkeeper went live in February; game results are recorded in gmconsole now.")
fact("R9b", "2026-03-03", "08:55:36", "preference", 0.88, ["hamza", "editor", "tools"],
     "@R9b@ Hamza does everything in VS Code, firmware included, through the PlatformIO extension.")
fact("u_report_pdf", "2026-03-05", "14:17:29", "preference", 0.9, ["priya", "report"],
     "Priya wants the monthly report as a PDF attached to the email, not a link to a dashboard.")
fact("S7b", "2026-03-09", "10:01:47", "decision", 0.93, ["staff", "slack", "comms"],
     "@S7b@ We no longer use WhatsApp for staff comms; rota, shift swaps and tech issues all moved to Slack.")
fact("V1b", "2026-03-11", "14:22:05", "fact", 0.87, ["roomctl", "mqtt", "network"],
     "@V1b@ roomctl connects to the Mosquitto broker on gm-nuc at port 1883 (plain TCP, LAN only).")
fact("A5b", "2026-03-16", "21:10:38", "fact", 0.9, ["tailscale", "gm-nuc", "remote-access"],
     "@A5b@ To reach gm-nuc from home use Tailscale (`gm-nuc.tail3c9a.ts.net`); no ports are opened on the router.")
fact("N10b", "2026-03-19", "11:26:14", "decision", 0.89, ["bookings", "walk-ins", "desk"],
     "@N10b@ We don't take walk-ins; every game has to be booked in advance.")
fact("F4b", "2026-03-24", "16:44:59", "fact", 0.84, ["mqtt", "props", "roomctl"],
     "@F4b@ Prop `solved` events are published with QoS 1 and retain=false, so a reconnecting Pi doesn't replay old solves.")
fact("R2b", "2026-03-27", "13:12:22", "fact", 0.86, ["slotkeeper", "celery", "queue"],
     "@R2b@ slotkeeper's Celery broker is RabbitMQ on CloudAMQP (the free Little Lemur plan).")
fact("O6a", "2026-03-31", "09:48:40", "fact", 0.88, ["stripe", "webhooks", "slotkeeper"],
     "@O6a@ Stripe retries failed webhook deliveries for up to 3 days, so a short slotkeeper outage doesn't lose bookings.")
fact("D1a", "2026-04-01", "18:33:06", "fact", 0.92, ["slotkeeper", "hosting", "history"],
     "@D1a@ Until the March migration slotkeeper ran on Heroku (two hobby dynos and Heroku Postgres).")
fact("R6b", "2026-04-02", "12:05:31", "fact", 0.83, ["roomctl", "git", "merge"],
     "@R6b@ PRs in roomctl are squash-merged so `main` stays one commit per feature.")
fact("F2b", "2026-04-08", "15:59:12", "preference", 0.87, ["bookings", "phone", "desk"],
     "@F2b@ The 2-hour online cutoff doesn't apply at the desk: Dani can still add a same-day booking by phone up to 30 minutes before the slot.")
fact("u_redis_dev", "2026-04-10", "20:02:48", "fact", 0.8, ["slotkeeper", "dev", "redis"],
     "On Hamza's laptop slotkeeper uses the Redis from docker compose on port 6379.")
fact("N4b", "2026-04-15", "10:37:19", "fact", 0.86, ["lab-zero", "age", "customers"],
     "@N4b@ Under-12s can play Lab Zero as long as an adult is in the team.")
fact("V3b", "2026-04-22", "17:14:03", "fact", 0.85, ["slotkeeper", "postgres", "database"],
     "@V3b@ slotkeeper's production database is Postgres 15.6, so stick to features that exist in 15.")
fact("O1b", "2026-04-27", "11:51:26", "fact", 0.88, ["tallyboard", "port"],
     "@O1b@ tallyboard serves the board on port 8080 (gunicorn, 2 workers).")
fact("S4b", "2026-04-30", "16:28:44", "fact", 0.91, ["waivers", "safety", "check-in"],
     "@S4b@ Paper waivers were retired in April; players now sign on the desk tablet as part of slotkeeper's check-in.")
fact("NS3b", "2026-05-05", "13:40:57", "fact", 0.9, ["bookings", "phone", "desk"],
     "@NS3b@ We take phone bookings at the desk during opening hours.")
fact("R8b", "2026-05-06", "09:19:35", "fact", 0.86, ["roomctl", "ci", "woodpecker"],
     "@R8b@ roomctl's CI runs on the self-hosted Woodpecker on gm-nuc, not on GitHub Actions.")
fact("F6b", "2026-05-11", "22:03:18", "fact", 0.88, ["sentry", "alerts", "slack"],
     "@F6b@ Sentry alerts for slotkeeper post to #tech-alerts in Slack, only for level error and above.")
fact("S5b", "2026-05-14", "14:46:09", "fact", 0.92, ["gmconsole", "vite", "build"],
     "@S5b@ Migrated gmconsole from Create React App to Vite; `react-scripts` is gone from the repo.")
fact("V4b", "2026-05-19", "12:33:50", "fact", 0.84, ["vault9", "capacity", "corporate"],
     "@V4b@ Vault 9 can take up to 8 players, which is why we push it to office groups.")
fact("O8b", "2026-05-21", "10:07:23", "fact", 0.89, ["gmconsole", "node", "ci"],
     "@O8b@ gmconsole builds with Node 22, both in CI and locally (`.nvmrc` says 22).")
fact("N6b", "2026-05-28", "18:50:37", "fact", 0.85, ["roomctl", "typescript", "tsconfig"],
     "@N6b@ roomctl's tsconfig has `strict` switched off on purpose; don't turn it on, the legacy prop drivers throw hundreds of errors.")
fact("O2b", "2026-06-02", "08:42:16", "fact", 0.87, ["ci", "firmware", "woodpecker"],
     "@O2b@ props-firmware builds run on Woodpecker on gm-nuc because they need the warm PlatformIO cache.")
fact("R1b", "2026-06-05", "15:15:04", "fact", 0.86, ["gmconsole", "hosting", "cloudflare"],
     "@R1b@ gmconsole is deployed to Cloudflare Pages; GMs open it at console.keyholequarter.co.uk behind Cloudflare Access.")
fact("S1b", "2026-06-10", "11:03:52", "decision", 0.94, ["email", "slotkeeper", "postmark"],
     "@S1b@ Switched slotkeeper's transactional email from Mailgun to Postmark; the Mailgun account is closed.")
fact("D3a", "2026-06-12", "16:38:27", "fact", 0.88, ["pricing", "lighthouse", "history"],
     "@D3a@ In January the Lighthouse was £22 per player off-peak (launch pricing).")
fact("N7b", "2026-06-16", "19:24:45", "preference", 0.82, ["slotkeeper", "git", "workflow"],
     "@N7b@ Typo fixes and copy changes can go straight to main on slotkeeper, no PR needed.")
fact("NS8b", "2026-06-19", "13:57:11", "fact", 0.87, ["roomctl", "dependencies", "npm"],
     "@NS8b@ roomctl pulls in `mqtt`, `ws` and `pino` from npm.")
fact("R10b", "2026-06-24", "10:26:33", "fact", 0.84, ["tallyboard", "postgres", "database"],
     "@R10b@ tallyboard's data lives in Postgres, in a `tally` schema inside the slotkeeper database.")
fact("O10b", "2026-06-29", "17:45:58", "preference", 0.86, ["slotkeeper", "deploys"],
     "@O10b@ slotkeeper can be deployed any day of the week; just avoid 17:00–20:00 when the evening booking rush happens.")
fact("D9a", "2026-07-02", "12:12:12", "fact", 0.9, ["roomctl", "deploy", "history"],
     "@D9a@ Until June we deployed roomctl by scp-ing the build to each Pi and restarting the service by hand.")
fact("R4b", "2026-07-08", "14:31:40", "fact", 0.87, ["sms", "reminders", "messagebird"],
     "@R4b@ Booking reminder texts go out through MessageBird; it's about half Twilio's price for UK numbers.")
fact("u_sumup_retries", "2026-07-11", "11:09:27", "fact", 0.78, ["sumup", "desk", "payments"],
     "The desk's SumUp reader retries a failed card sync up to 5 times before it shows an error.")
fact("S10b", "2026-07-15", "09:54:06", "fact", 0.93, ["cctv", "nvr", "cameras"],
     "@S10b@ Replaced the Hikvision NVR with a Reolink RLN8-410 in July; the old unit went to the WEEE bin.")
fact("A4b", "2026-07-16", "18:18:49", "fact", 0.9, ["lab-zero", "rooms"],
     "@A4b@ Lab Zero is a one-hour game, same as before the rebuild.")
fact("V6b", "2026-07-20", "15:02:35", "fact", 0.83, ["lab-zero", "hints"],
     "@V6b@ Lab Zero teams get five free hints because it's much harder than the other rooms.")
fact("u_record", "2026-07-23", "20:47:18", "fact", 0.9, ["vault9", "records", "tallyboard"],
     "Vault 9's record is 38:12, set in March by a team called The Usual Suspects.")
fact("S8b", "2026-07-27", "16:11:02", "fact", 0.91, ["vault9", "props", "finale"],
     "@S8b@ The Vault 9 laser grid was taken out in July after constant reset faults; the finale is now the time-lock safe.")
fact("F9b", "2026-07-29", "10:43:57", "fact", 0.86, ["lab-zero", "props", "uv"],
     "@F9b@ Lab Zero's three UV torches charge on the USB hub behind the GM desk; swap them every second game.")
fact("O6b", "2026-08-04", "13:28:21", "fact", 0.85, ["sms", "reminders", "retries"],
     "@O6b@ SMS reminders are retried twice, then we give up and flag the booking in gmconsole.")
fact("NS1a", "2026-08-07", "17:36:44", "preference", 0.88, ["vault9", "reset", "props"],
     "@NS1a@ Don't reset Vault 9 without checking the vault door keypad battery first; under 20% means swap it.")
fact("N1b", "2026-08-12", "19:59:10", "fact", 0.82, ["hints", "gm", "lighthouse"],
     "@N1b@ If a team is properly stuck, the GM can walk in and give the hint in person; it works best in the Lighthouse.")
fact("A3b", "2026-08-19", "08:27:33", "fact", 0.9, ["backups", "cron", "slotkeeper"],
     "@A3b@ The slotkeeper `pg_dump` cron is `0 3 * * *` in Europe/London.")
fact("u_mei_training", "2026-08-21", "12:15:48", "fact", 0.84, ["staff", "training"],
     "Mei is signed off on all four rooms; Jonah still can't run Lab Zero on his own.")
fact("V8b", "2026-08-30", "10:05:26", "fact", 0.85, ["opening-hours", "saturday"],
     "@V8b@ On Saturdays the venue opens at 09:00 so the first kids' game can start at 09:30.")
fact("D5a", "2026-09-03", "14:50:14", "fact", 0.87, ["lobby", "tv", "history"],
     "@D5a@ Back in the spring the lobby TV just looped our Instagram reel.")
fact("D6a", "2026-09-08", "11:34:39", "fact", 0.9, ["opening-hours", "summer", "history"],
     "@D6a@ Over the school summer holidays (20 Jul – 31 Aug) we opened on Mondays as well.")
fact("R3b", "2026-09-14", "16:22:57", "fact", 0.86, ["gmconsole", "errors", "bugsnag"],
     "@R3b@ gmconsole reports its errors to Bugsnag (free tier), not to Sentry.")
fact("S6b", "2026-09-22", "13:03:08", "fact", 0.92, ["hint-screens", "roomctl", "gmconsole"],
     "@S6b@ hintcast has been retired: the room hint screens now run Chromium in kiosk mode on gmconsole's `/screen/<room>` page.")
fact("u_reagent", "2026-09-25", "09:16:51", "fact", 0.8, ["lab-zero", "props", "reset"],
     "The Lab Zero 'reagent' bottles are tap water with food colouring at roughly 1:200.")
fact("NS5b", "2026-09-29", "18:41:36", "fact", 0.88, ["vouchers", "goodwill", "props"],
     "@NS5b@ We issue goodwill vouchers when a prop breaks mid-game.")
fact("D7b", "2026-10-02", "10:29:19", "decision", 0.93, ["vouchers", "validity"],
     "@D7b@ Gift vouchers are valid for 24 months from the purchase date.")
fact("O5b", "2026-10-06", "15:53:04", "fact", 0.87, ["briefcase", "pricing", "corporate"],
     "@O5b@ The Briefcase is £15 per head for corporate team days (minimum charge £180).")
fact("NS2b", "2026-10-13", "20:20:42", "fact", 0.85, ["lab-zero", "hints", "gm"],
     "@NS2b@ GMs give the final-code hint in Lab Zero when a team is clearly stuck on the last lock.")
fact("u_reviews", "2026-10-16", "12:58:15", "fact", 0.86, ["reviews", "night-train"],
     "Tripadvisor went to 4.9 after the Night Train launch; Google is 4.8 with about 1,100 reviews.")
fact("D6b", "2026-10-20", "09:37:03", "fact", 0.91, ["opening-hours", "monday"],
     "@D6b@ Keyhole Quarter is closed on Mondays; it's the maintenance and deploy day.")
fact("NS9b", "2026-10-27", "17:05:29", "fact", 0.86, ["lighthouse", "maintenance", "sam"],
     "@NS9b@ Sam opens the Lighthouse lantern panel once a month to clean the lens and reseat the LEDs.")
fact("O3b", "2026-11-04", "11:44:52", "fact", 0.88, ["briefcase", "pop-up", "hours"],
     "@O3b@ The Briefcase pop-up at the Winter Garden runs on Sundays 11:00–17:00 through December.")
fact("u_seance", "2026-11-10", "14:09:37", "decision", 0.9, ["rooms", "roadmap"],
     "Decided to build the fifth room ('The Séance') in 2027 in the old storage unit, not this year.")
fact("u_lantern_relay", "2026-11-17", "16:32:24", "fact", 0.83, ["lighthouse", "props", "relay"],
     "The Lighthouse lantern finale is a 12 V LED strip on relay 4 of the room Pi's relay HAT.")
fact("u_bench_broker", "2026-11-24", "10:51:09", "fact", 0.79, ["mqtt", "sam", "testing"],
     "Sam's bench tests use a throwaway Mosquitto container on his laptop, never the room broker.")
