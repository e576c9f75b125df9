# Root Claude Code auto-memories: file -> (name, description, type, title for MEMORY.md, body)
# Descriptions in FLAT carry an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_infra.md", "reference_glossary.md", "project_gr6_trials.md"}

ROOT = {}

ROOT["reference_sporelog.md"] = ("sporelog", "sporelog grow-room telemetry service, sensors, alerts and storage", "reference", "sporelog overview", """
sporelog collects the grow-room sensor data (CO2, temperature, humidity) and raises alerts. Repo
`hollowmere/sporelog`, owner Tomasz.

## Stack
@@O9b@@
@@R5b@@
- Runs as two containers on the ops box: `sporelog-api` and `sporelog-ingest`

## Sensors and ingest
- One ESP32 node per room (GR1-GR6) plus one in the cold room
@@V1b@@
@@O10b@@
- Temperature and RH come from the SHT45 on the same node
- Node firmware is flashed over USB from Tomasz's laptop; see `firmware/README.md`

## Storage
@@S7b@@
@@V8b@@
- Trial exports are CSV, written to `exports/` on request

## Dashboards and alerts
@@S1b@@
@@F1b@@
@@N7b@@
- RH out of range for a room is a Slack alert only, never a page
- Alert thresholds per room live in `rooms.toml`, not in code

**Why:** Maren looks at the room graphs first thing every morning; if sporelog is down she is flying blind.
**How to apply:** check `rooms.toml` before changing any threshold in code.
""")

ROOT["reference_growrooms.md"] = ("grow-rooms", "The six grow rooms, what grows where, and their setpoints", "reference", "Grow rooms", """
Six rooms in the old dairy barn, plus the cold room and the prep room.

@@D2b@@
@@V2b@@
@@D8b@@
- GR4: lion's mane, RH setpoint 88%, 18 °C
@@F9b@@
- GR6: trial room; whatever Maren is testing this season (king oyster and chestnut this year)

## Room rules
@@N9b@@
- Doors stay shut during the morning pick except for the picker with the crate
- Fresh-air exchange is set per room in sporelog's `rooms.toml`
- The cold room runs at 2-4 °C and is shared by harvest and packing

Setpoints here are the targets; what the controllers actually hold is on the sporelog room pages.
""")

ROOT["reference_batchbook.md"] = ("batchbook", "batchbook substrate batch tracker, stack, hosting and conventions", "reference", "batchbook overview", """
batchbook tracks every substrate batch from mixing through sterilisation, inoculation, incubation
and fruiting. Django app, repo `hollowmere/batchbook`.

## Stack
@@O9a@@
@@V4b@@
@@O2a@@
@@R7b@@
@@D3b@@

## Batches
@@A10b@@
- One batch = one mixing session; blocks inherit the batch ID plus a block number
@@F5b@@
- Contaminated blocks are marked `binned` with a reason, never deleted
@@V3b@@
- Straw bags are pasteurised in the drum and do not go through the autoclave

## Supplies and labels
@@S9b@@
- Hardwood sawdust and soy hull from Marches Timber, monthly
@@S3b@@
- Each block label carries the batch ID, strain code and inoculation date
""")

ROOT["reference_chefline.md"] = ("chefline", "chefline restaurant ordering portal, stack, deploys and order rules", "reference", "chefline overview", """
chefline is the ordering portal for our restaurant customers (about 25 accounts). Repo
`hollowmere/chefline`, Next.js + Postgres. Aisha runs the accounts, Tomasz the code.

## Stack
@@V5b@@
@@R4b@@
@@R8b@@
@@F3b@@
- Database: Postgres on the same Fly org, daily snapshots
@@R1b@@
@@O5a@@

## Order rules
@@V6b@@
@@D10b@@
@@D5b@@
@@N3b@@
- Substitutions are allowed only if the chef ticked "subs OK" on the order

## Invoicing
@@N10b@@
@@A9b@@
- Credit notes are raised by Aisha by hand in Xero
""")

ROOT["reference_pickrota.md"] = ("pickrota", "pickrota harvest rota app for pickers, notifications and CI", "reference", "pickrota overview", """
pickrota is the harvest rota: shifts, swaps and harvest logging for the pickers. Go service
plus a small PWA. Repo `hollowmere/pickrota`.

## Stack
- Go 1.23, chi router, Postgres schema `rota` on db1
@@O2b@@
@@R3b@@
@@A8b@@

## Shifts
@@D4b@@
- Swap requests expire after 12 hours if nobody picks them up
@@NS6b@@

## Notifications
@@S6b@@
@@R9b@@
@@O5b@@
@@N6b@@

| Notification | When |
|---|---|
| New rota published | as soon as Finn publishes the week |
@@V9b@@
| Shift cancelled | immediately |
""")

ROOT["reference_stallpos.md"] = ("market-stall", "Market stall days, float, card reader and prices", "reference", "Market stall", """
The market stall is run by Aisha and one picker; the van leaves the farm at 06:30.

## Days
@@D6b@@
@@S10b@@
- Sunday: no market; the farm-gate pop-up runs some Sundays instead

## Money
@@V7b@@
@@F7b@@
@@S2b@@
- Takings are entered in Xero on Monday from the reader report and the cash count

## Prices (per 100 g)
@@D7b@@
- Shiitake: £3.50
- Pink oyster: £3.50
@@N5b@@
- Mixed box (500 g): £14
""")

ROOT["reference_infra.md"] = ("infra", "Infra: ops box, backups, DNS, secrets, error tracking", "reference", "Infra", """
Everything self-hosted runs on one Hetzner box ("the ops box") plus the db1 Postgres VM.

- Ops box: Hetzner CX32, Falkenstein, Debian 12, Docker Compose stacks under `/srv`
- db1: Postgres 16 VM on the same private network
@@V10b@@
@@R2b@@
@@R10b@@
@@S5b@@
- WireGuard into the private network; Tomasz and the agent's sandbox have peers
- Uptime checks: Uptime Kuma on the ops box, alerts to #ops
""")

ROOT["reference_glossary.md"] = ("glossary", "Glossary: farm words the agent keeps tripping over", "reference", "Glossary", """
- Flush: one wave of fruiting from a block; shiitake get 3-4, oysters 2-3
- Pinning: the first primordia showing; the room goes wettest then
@@A4b@@
- Block: one bag of sterilised, inoculated sawdust; bag = straw equivalent
- Cold shock: chilling shiitake blocks to trigger the next flush
- Pass: one walk through a room by a picker during a shift
- Short-pick: an order we can't fully fill from the day's harvest
""")

ROOT["feedback_git_workflow.md"] = ("git-workflow", "How Tomasz wants branches, PRs and merges handled", "feedback", "Git workflow", """
@@R6a@@
@@N4b@@
- Branch names: `<initials>/<short-topic>`, the agent uses `ai/<topic>`
- Keep PRs small; one concern each

**Why:** Tomasz reads `git log` when something breaks at 6am and wants one commit per change.
**How to apply:** set the repo merge button accordingly and never open a PR against someone else's branch.
""")

ROOT["feedback_migrations.md"] = ("migrations", "Rules for database migrations on batchbook and chefline", "feedback", "Migrations", """
@@N1b@@
Write migrations so they are safe to run twice, and never rename a column in the same release
that stops using it.

**Why:** in May a half-applied migration took batchbook down during the Monday inoculation run.
**How to apply:** if a change needs a data backfill, put it in its own management command.
""")

ROOT["feedback_testing.md"] = ("testing", "Testing expectations for batchbook and pickrota", "feedback", "Testing", """
@@N8b@@
- pickrota uses `testcontainers-go` for the same reason
- Every bug fix comes with a test that fails before the fix

**Why:** the May migration incident passed a mocked test suite.
""")

ROOT["feedback_writing_style.md"] = ("writing-style", "Tone and spelling for anything customers or chefs read", "feedback", "Writing style", """
@@F8a@@
- Plain, friendly, no exclamation marks in invoices or order emails
- Mushroom names: common name first, Latin only on the product pages

**Why:** most of our customers are UK chefs and market regulars; Aisha gets the complaints.
""")

ROOT["feedback_answers.md"] = ("answer-style", "How to report back after a task", "feedback", "Answer style", """
- Say what changed, what was tested and what is left, in that order
- Paste the failing command output when something fails, don't paraphrase it
- No emoji in commits or PR descriptions
""")

ROOT["feedback_no_prod_data.md"] = ("no-prod-data", "Keep restaurant and picker personal data out of fixtures", "feedback", "No prod data in fixtures", """
Fixtures and screenshots use made-up restaurants and pickers, never real names or phone numbers.

**Why:** a picker's mobile number ended up in a public issue in February.
**How to apply:** use the `fake_accounts.json` generator in each repo.
""")

ROOT["user_maren.md"] = ("maren", "Maren Holt, owner and head grower", "user", "Maren", """
Maren Holt owns Hollowmere and is the head grower; she decides anything that touches the rooms.
@@A7b@@
- Reads memos on her phone in the cold room, so no wide tables
- Not a developer, but reads diffs to config files like `rooms.toml`
""")

ROOT["user_aisha.md"] = ("aisha", "Aisha Bello, sales and restaurant accounts", "user", "Aisha", """
Aisha Bello runs sales: restaurant accounts, the market stall and invoicing.
@@S4b@@
- Prefers a short WhatsApp-style summary over a long email
- Owns Xero; the agent never touches it directly
""")

ROOT["user_tomasz.md"] = ("tomasz", "Tomasz Wierzbicki, part-time developer", "user", "Tomasz", """
Tomasz Wierzbicki is the part-time developer (Tue, Wed, Thu). Go and Python, some TypeScript.
- Reviews every PR the agent opens, usually the same day
- Likes commands he can copy, with the working directory stated
""")

ROOT["user_finn.md"] = ("finn", "Finn Carraway, harvest lead", "user", "Finn", """
Finn Carraway is the harvest lead and publishes the rota every Thursday.
- Uses pickrota on an old Android phone; test the PWA on small screens
- Not on Slack; reach him by text
""")

ROOT["project_restaurant_accounts.md"] = ("restaurant-accounts", "Who handles what for restaurant orders day to day", "project", "Restaurant accounts", """
@@NS10b@@
Aisha handles account changes, credit and anything a chef phones about.
- New accounts need a delivery-window note before their first order
- The biggest accounts are Fennick & Co (three sites) and Lark Kitchen

**Why:** Finn's list is built from the confirmed chefline orders at 05:00.
""")

ROOT["project_gr6_trials.md"] = ("gr6-trials", "GR6 trials: king oyster and chestnut for 2026", "project", "GR6 trials", """
GR6 is the trial room for 2026: king oyster (PE-03) from May, chestnut (PA-01) from September.
- Trial blocks are batched in batchbook like any other, tagged `trial`
- Yield per block is compared against the PO-07 baseline
- Decision on whether king oyster goes into a production room is due in December
""")

ROOT["project_chefline_v2_api.md"] = ("chefline-v2-api", "The v2 orders API for restaurant POS integrations", "project", "chefline v2 API", """
The v2 orders API shipped in October, built around Fennick & Co's request for product codes.
- v2 takes line items by product code rather than by name
- Auth is per-restaurant API key in the `Authorization` header
- Lark Kitchen is still keying orders into the web portal by hand
""")

ROOT["project_pick_weights.md"] = ("pick-weights", "Harvest weight reports for Maren", "project", "Pick weights report", """
Maren wants a weekly yield report: harvest weight per room and per strain, against blocks in fruit.
- Data comes from pickrota's harvest log joined to batchbook blocks
- First version is a CSV emailed on Monday; a page may come later
""")

ROOT["project_cold_room_probe.md"] = ("cold-room-probe", "Extra probe for the cold room after the July spoilage", "project", "Cold room probe", """
After the July heatwave spoilage we added a second temperature probe in the cold room.
- Both probes feed sporelog as room `COLD`
- An alert goes to #grow-alerts if either reads above 5 °C for 20 minutes
""")

ROOT["project_stall_stock_sheet.md"] = ("stall-stock", "Friday stock sheet for the Saturday stall", "project", "Stall stock sheet", """
Every Friday at 15:00 the agent drafts the stall stock sheet from what is in the cold room.
- Aisha confirms quantities by text before 17:00
- Anything unsold on Saturday goes to the farm-gate pop-up or staff
""")

ROOT["reference_contacts.md"] = ("contacts", "Suppliers and outside contacts", "reference", "Contacts", """
- Marches Timber: sawdust and soy hull, account HOL-221
- Greenlea Farm: takes spent substrate for compost, collects fortnightly
- Hatfield Square market office: pitch bookings, Mrs Oduya
- Hetzner support: via the console only
""")

ROOT["reference_repos.md"] = ("repos", "Where the code lives", "reference", "Repos", """
- `hollowmere/sporelog`: grow-room telemetry
- `hollowmere/batchbook`: substrate batches
- `hollowmere/chefline`: restaurant orders
- `hollowmere/pickrota`: harvest rota
- `hollowmere/label-bridge`: print bridge on the prep-room Pi
- `hollowmere/ops`: Compose files, restic config, runbooks
""")

ROOT["project_lions_mane_restaurants.md"] = ("lions-mane-allocation", "Lion's mane allocation between restaurants", "project", "Lion's mane allocation", """
Lion's mane is short every week; allocation is by standing order first, then first come.
- Fennick & Co get 4 kg a week standing
- Lark Kitchen gets whatever is left after Fennick
""")

ROOT["feedback_secrets_handling.md"] = ("secrets-handling", "Never paste secrets anywhere; reference them by entry name", "feedback", "Secrets handling", """
Never paste a secret into chat, a PR, an issue or a commit; name the entry it lives in instead.

**Why:** the picker phone-number leak in February made Maren nervous about anything public.
**How to apply:** if a command needs a secret, use an env var and say which entry fills it.
""")

ROOT["reference_harvest_grades.md"] = ("harvest-grades", "How harvested mushrooms are graded and where each grade goes", "reference", "Harvest grades", """
- Grade A: whole clusters, caps intact; restaurants first, then the stall
- Grade B: broken or uneven caps; the stall's mixed boxes and the farm-gate pop-up
- Grade C: damaged or wet; staff, or the compost bays
- Graded in the cold room straight after each pass
""")

ROOT["feedback_commit_messages.md"] = ("commit-messages", "Commit message style for all four repos", "feedback", "Commit messages", """
- Imperative subject under 72 characters, no trailing full stop
- Prefix with the area when it helps: `rota:`, `api:`, `labels:`
- Body says why, not what
""")
