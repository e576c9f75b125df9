# Root Claude Code auto-memory files: name -> (slug, description, type, title, hook, body)
# FLAT = descriptions carrying an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_incubators.md", "reference_penbook.md", "reference_sites.md", "reference_glossary.md"}

ROOT = {}
def r(fn, slug, desc, typ, title, hook, body):
    ROOT[fn] = (slug, desc, typ, title, hook, body)

r("reference_telemetry.md", "incubator-telemetry", "How the incubator sensor readings get from the cabinets to hatchtrack and Grafana, plus alarm routing", "reference",
  "Incubator telemetry", "sensors, broker, topics, retention and alarms for the cabinets", """
# Incubator telemetry

ESP32 boards in each cabinet read the probes and publish over MQTT; hatchtrack subscribes and
stores the readings, Grafana draws them.

## Pipeline
@@D5b@@
@@V1a@@
@@A1a@@
- Publish interval: every 30 s per probe
- Cabinet ids: `grumbach-s` (setter), `grumbach-h` (hatcher), `rcom-maru`, `octagon-1`, `octagon-2`

## Retention
@@V7a@@
- The downsampled series are kept indefinitely (they're tiny)

## Alarms
@@F1a@@
@@N7a@@
- Humidity drift: warning in #hatchery only, no page
- Sensor silent for 5 minutes: warning in #hatchery only

Quick check from the office PC:

```
mosquitto_sub -h mqtt.marshbrook.lan -p 1883 -t 'mb/incubator/#' -v
```
""")

r("reference_incubators.md", "incubators", "Incubators: which cabinet takes which eggs, target settings, turning and the room", "reference",
  "Incubators", "cabinets in the incubator room and what runs in each", """
# Incubators and settings

Everything in the incubator room at Marshbrook Farm. Settings here are what the cabinets
should be running at; hatchtrack stores the actual readings.

## Grumbach setter (chickens, large fowl and bantams)
- Four trays of 84 hen eggs
@@V2a@@
@@O3a@@
@@D7b@@
@@O2a@@
@@V3a@@

## Grumbach hatcher
- Runs at 37.2 °C and 65–70% RH once the trays are down
- No turning, vents opened as the chicks dry off

## Rcom Maru 190 (waterfowl)
@@D1b@@
- Temperature: 37.4 °C
@@N2a@@

## Goose eggs
@@S5a@@
@@F5a@@

## Octagons
- Two Brinsea Octagon 40s for small private hatches and the Marsh Daisy project

## Room
@@F8a@@
- Extractor fan on a humidistat; door stays shut during lockdown
""")

r("reference_hatchtrack.md", "hatchtrack", "hatchtrack, the incubator-run and hatch-results app: stack, data, ops", "reference",
  "hatchtrack", "stack, storage, features and ops of the hatch records app", """
# hatchtrack

Incubator runs, candling records and hatch results. Written by Sam, maintained with Claude.

## Stack
@@F4a@@
@@R1a@@
@@A6a@@
@@V4a@@
@@O5a@@
@@O1a@@
@@R6a@@

## Features
- Runs: one per tray, with breed, pen, egg count and set date
@@V8a@@
- Hatch results per tray: hatched, pipped-not-out, clears, early dead
@@O4a@@

## Ops
@@F2a@@
- Runs on `nuc1` in the farm office rack, behind Caddy
""")

r("reference_chickorder.md", "chickorder", "chickorder, the online shop for chicks, hatching eggs and pullets", "reference",
  "chickorder", "hosting, payments, order rules and notifications of the shop", """
# chickorder

The online shop for day-old chicks, hatching eggs and point-of-lay pullets. Django backend,
small JS storefront.

## Hosting and stack
@@R3a@@
- Django 5.1
@@O6a@@
@@S7a@@

## Orders
@@D3b@@
@@F3a@@
@@V5a@@
- Minimum order for hatching eggs: 6
@@V10a@@
@@NS3a@@
@@N3a@@
@@O9a@@

## Notifications
@@R7a@@
@@O4b@@
- Order confirmation emails: see the chickorder emails note
""")

r("reference_penbook.md", "penbook", "penbook: pedigree, rings and show results for the breeding birds", "reference",
  "penbook", "stack, hosting and data rules of the pedigree app", """
# penbook

Pedigree, rings and show results for the breeding birds. Rails, maintained by Sam.

## Stack
@@V6a@@
@@R2a@@
@@R5a@@
@@S8a@@
@@N5a@@

## Data rules
@@N8a@@
@@NS6a@@
@@NS8b@@
@@D9b@@
- Bantams get size 11 closed rings
- A bird can only be in one pen at a time
""")

r("reference_dispatch.md", "hatching-egg-dispatch", "How hatching eggs are packed and sent out", "reference",
  "Hatching egg dispatch", "courier, packing and dispatch days for posted eggs", """
# Sending hatching eggs

@@R9a@@
@@F9a@@
- Dispatch days are Monday to Wednesday, so nothing sits in a depot over a weekend
- Every box gets a "HATCHING EGGS, DO NOT X-RAY" sticker
""")

r("reference_rearing.md", "chick-rearing", "Brooding and rearing of the chicks we keep back", "reference",
  "Chick rearing", "feed, vaccination and outdoor rules for kept-back chicks", """
# Rearing chicks we keep back

@@R10a@@
- Growers' pellets from 6 weeks, layers' pellets from point of lay
@@N10a@@
@@NS10a@@
- Brooder plates are raised a notch each week
""")

r("feedback_git_workflow.md", "git-workflow", "How Claude should push and merge on the farm's repos", "feedback",
  "Git workflow", "merging, pushing and force-pushing rules", """
@@R8a@@

@@N6a@@

@@NS1a@@

**Why:** Sam reviews everything on Tuesday and Thursday evenings and wants history he can read.

**How to apply:** check which repo you are in before merging or pushing; ask if unsure.
""")

r("feedback_hatch_day_changes.md", "hatch-day-changes", "What not to touch while a hatch is running", "feedback",
  "Hatch day changes", "migrations and deploys around hatches", """
@@N1a@@

@@NS5a@@

**Why:** in May a restart during lockdown blanked the hatcher dashboard for twenty minutes and
Rhys thought the hatcher had failed.

**How to apply:** check the hatchtrack calendar for trays in lockdown before any change.
""")

r("feedback_testing.md", "testing", "Testing expectations for hatchtrack and penbook", "feedback",
  "Testing", "what tests to write and what may be mocked", """
@@F7a@@

@@NS9a@@

**Why:** a mocked query hid a broken hatch-results migration in April.
""")

r("feedback_reply_style.md", "reply-style", "Short answers, plain English, no jargon unless asked", "feedback",
  "Reply style", "how Helen wants answers written", """
@@A3a@@

Use plain words for anything about the birds; she knows the poultry far better than the code.
""")

r("user_team.md", "team", "Who does what at Marshbrook", "user",
  "Team", "people and their areas", """
# Team

- Helen Marlow: owner, breeding decisions, shows
- Rhys Pritchard: hatchery manager, setter schedule, candling
@@S9a@@
- Sam Adeyemi: part-time developer (hatchtrack, penbook, chickorder), Tuesdays and Thursdays
""")

r("project_chickorder_emails.md", "chickorder-emails", "Customer emails sent by chickorder and their templates", "project",
  "chickorder emails", "which emails the shop sends and how", """
@@R4a@@

Templates live in `chickorder/templates/email/`; Helen edits the wording, Claude keeps the
placeholders intact. The collection reminder email goes two days before the hatch.
""")

r("project_hatchtrack_roadmap.md", "hatchtrack-roadmap", "What is planned next for hatchtrack", "project",
  "hatchtrack roadmap", "planned work and current state", """
# hatchtrack roadmap (autumn 2026)

@@A6b@@

## Current state
@@D2b@@
- Hatch results dashboard is live; per-pen fertility report is half done

## Next
- Per-pen fertility report
- Export of hatch results for the breed club census
- Photo gallery for candling images
""")

r("reference_breeds.md", "breeds", "The breeds we keep and the selling and breeding rules for each", "reference",
  "Breeds", "breeds kept, sexing and breeding rules", """
# Breeds

Large fowl: Light Sussex, Speckled Sussex, Silver Grey Dorking, Scots Grey, Ixworth, Marsh Daisy,
Derbyshire Redcap. Waterfowl: Indian Runner, Silver Appleyard, Sebastopol and Pilgrim geese.

## Selling
@@N4a@@
- Cockerels are sold separately as breeding birds from 16 weeks

## Breeding rules
@@A4a@@
- Scots Greys with red in the hackles are not used
""")

# ---------------- filler root files (no labelled claims)
r("user_helen.md", "helen", "Helen Marlow, owner; breeds and shows, not a programmer", "user",
  "Helen", "owner profile", """
Helen owns the hatchery and makes every breeding decision. She has kept Sussex and Dorkings for
twenty years and judges at club shows. She is not a programmer: explain code changes in terms of
what the shop or hatchtrack will do differently.
""")
r("user_sam.md", "sam", "Sam Adeyemi, part-time developer", "user",
  "Sam", "developer profile", """
Sam works Tuesdays and Thursdays, mostly evenings. Comfortable with Python and Rails, less so
with the ESP32 firmware. Prefers small PRs with a short description of why.
""")
r("feedback_commit_messages.md", "commit-messages", "Commit message style for all three repos", "feedback",
  "Commit messages", "short imperative subject lines", """
Write commit subjects in the imperative, under 70 characters, with the area first
(`orders:`, `runs:`, `rings:`). No emoji.

**Why:** Sam greps the log by area prefix.
""")
r("feedback_no_prod_data.md", "no-prod-data", "Never copy customer data onto laptops or into prompts", "feedback",
  "No production data", "customer data stays on the servers", """
Don't copy customer names, addresses or phone numbers out of chickorder into local files or
test fixtures. Use the fake customers from `fixtures/customers.json`.

**Why:** Helen promised buyers their details stay on the shop.
""")
r("feedback_units.md", "units", "Units and formats for anything about eggs and incubators", "feedback",
  "Units", "°C, % RH and day counts from set", """
Temperatures in °C with one decimal, humidity as % RH, incubation days counted from the day of
setting (day 0). Dates as `2026-05-15`.
""")
r("feedback_breed_names.md", "breed-names", "Spell breed names the way the breed clubs do", "feedback",
  "Breed names", "capitalisation and spelling of breeds", """
Capitalise breed and colour names: Light Sussex, Silver Grey Dorking, Scots Grey, Indian Runner,
Silver Appleyard. "Marsh Daisy" is two words. Never abbreviate breed names in customer-facing text.
""")
r("feedback_ask_before_bulk_edits.md", "ask-before-bulk-edits", "Ask before any bulk change to bird or order records", "feedback",
  "Ask before bulk edits", "confirm scope before mass updates", """
Ask Helen before any change that touches more than a handful of bird or order records, and show
her the list first.

**Why:** a bulk pen reassignment in the spring moved the wrong Sussex hens.
""")
r("project_show_season_2026.md", "show-season-2026", "Shows entered in 2026 and who is going", "project",
  "Show season 2026", "which shows and which birds", """
# Show season 2026

- Poultry Club National, Telford, November: Light Sussex, Scots Grey, Silver Grey Dorking
- Federation Championship Show, December: Sussex pullets only
- Three local club shows over the summer for the young stock

Helen decides the team a fortnight before each show.
""")
r("project_marsh_daisy.md", "marsh-daisy", "The Marsh Daisy breeding project", "project",
  "Marsh Daisy project", "small-flock rescue line with the breed club", """
Marsh Daisy is critically rare; we keep a trio from the breed club's rescue line and hatch their
eggs separately so every chick can be traced to its hen. Chicks from this line are not sold in
the shop; they go back to the club's allocation list.
""")
r("project_telemetry_rollout.md", "telemetry-rollout", "Rolling the new sensor boards out to every cabinet", "project",
  "Telemetry rollout", "status of cabinet sensor boards", """
All five cabinets now have boards. Remaining work: a battery backup for the board in the
Rcom, and a second probe in the hatcher for the bottom tray. Firmware is in
`github.com/marshbrook/cabinet-fw`.
""")
r("project_chickorder_launch.md", "chickorder-launch", "Launch of chickorder in spring 2026", "project",
  "chickorder launch", "how the shop launch went", """
chickorder went live on 2026-03-02. The first week had 140 orders; the only real bug was the
collection-slot picker offering bank holidays. Helen wants a "notify me" button for sold-out breeds next.
""")
r("project_order_capacity.md", "order-capacity", "How many chicks each hatch can promise", "project",
  "Order capacity", "places per hatch in the shop", """
Each hatch offers places for 70% of the eggs set, split by breed, so a poor hatch still fills
its orders. Rhys adjusts the percentage per breed after candling.
""")
r("project_pedigree_import.md", "pedigree-import", "Importing old pedigree spreadsheets into penbook", "project",
  "Pedigree import", "spring import of the old spreadsheets", """
The spring import brought ten years of pedigree from Helen's spreadsheets into penbook. Matching
on ring number failed for birds rung before 2019, which is where the duplicates came from.
""")
r("project_bird_flu_2026.md", "bird-flu-2026", "Housing order of early 2026 and what it changed", "project",
  "Bird flu housing order 2026", "what happened while birds were housed", """
The AIPZ housing order ran from January to 14 April 2026. All pens were housed, shows in that
period were cancelled and visitors to the pens were stopped. Foot dips stay at every pen gate.
""")
r("reference_sites.md", "sites", "Sites: the farm yard, incubator room, egg room, pens and packing bench", "reference",
  "Sites", "where things are on the farm", """
# Sites

- Marshbrook Farm yard: office, incubator room, egg room, packing bench
- Hollins Field: the large fowl breeding pens
- Brook paddock: ducks and geese
- Rearing sheds: behind the Dutch barn
""")
r("reference_glossary.md", "glossary", "Glossary: hatchery words as we use them", "reference",
  "Glossary", "hatchery terms", """
# Glossary

- Setting: putting eggs into the setter (day 0)
- Lockdown: the last days before hatch, when turning stops and the trays are in the hatcher
- Clear: an infertile egg seen when candling
- Pipped: the chick has broken the shell but not hatched
- Straight run: unsexed chicks
- POL: point of lay
- Trap nest: a nest box that shuts the hen in until her egg is recorded
""")
r("reference_pens.md", "pens", "Current breeding pens and their birds", "reference",
  "Pens", "what is in each breeding pen", """
# Pens (2026)

| Pen | Breed | Birds |
|---|---|---|
| 1 | Light Sussex | 1 cock, 6 hens |
| 2 | Speckled Sussex | 1 cock, 5 hens |
| 3 | Silver Grey Dorking | 1 cock, 5 hens |
| 4 | Scots Grey | 1 cock, 6 hens |
| 5 | Marsh Daisy | 1 cock, 2 hens |
| 6 | Ixworth | 1 cock, 6 hens |
| 7 | Derbyshire Redcap | 1 cock, 5 hens |
""")
r("reference_slack.md", "slack-channels", "Which Slack channel is for what", "reference",
  "Slack channels", "channels and their purpose", """
- #hatchery: incubator warnings, candling counts, hatch updates
- #orders: new orders and cancellations from chickorder
- #dev: PRs and deploys
- #general: everything else
""")
r("reference_contacts.md", "contacts", "Outside contacts: vet, breed clubs, show secretaries", "reference",
  "Contacts", "vet and clubs", """
- Vet: Teme Valley Vets, poultry work with Dr. Okoro
- Rare Breeds Survival Trust: breed census returns in January
- Breed clubs: Sussex Club, Dorking Club, Scots Grey Club
""")
