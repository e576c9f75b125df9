# Root Claude Code auto-memory files: path -> (name, description, type, title, hook, body)
# FLAT = files whose description intentionally carries an unquoted ": " (not strict YAML)
FLAT = {'reference_infra.md', 'reference_growrooms.md', 'reference_crops.md', 'feedback_deploy_windows.md'}
R = {}
def r(path, name, desc, typ, title, hook, body):
    R[path] = (name, desc, typ, title, hook, body.strip('\n') + '\n')

r('reference_canopy.md', 'canopy-overview', 'What canopy is, how it talks to the rooms, where it runs', 'reference',
  'canopy overview', 'climate/irrigation controller service, PLC link, jobs, runtime', '''
# canopy

Climate and irrigation controller for the grow rooms. FastAPI service that holds the crop recipes
(light, temperature, humidity, CO2, flood schedule) and turns them into PLC setpoints.

## Runtime
@@D5b@@
@@O1a@@
- Two replicas; only the leader (Redis lock) talks to the PLCs
@@R6a@@

## Code
@@V4a@@
@@A5a@@
- Tests: `uv run pytest`; the PLC layer is faked with `tests/fake_plc.py`
- Lint with ruff, types with mypy (strict on `canopy/plc/`)

## PLC link
- One Siemens S7-1200 per room at Ancoats, S7-1500 at Trafford Park
@@V3a@@
@@N4a@@
- Register map in `docs/plc-registers.md`; Rui signs off any change to it

## Dosing
@@S8a@@
- EC target and pH band come from the recipe, per crop
''')

r('reference_rootwire.md', 'rootwire-overview', 'Sensor ingestion — broker, storage, limits, quirks', 'reference',
  'rootwire overview', 'sensor ingestion pipeline from gateways to the time-series DB', '''
# rootwire

Go service that takes sensor readings from the room gateways and stores them.

## Inputs
@@V1a@@
- Gateways: 14 LoRa-to-MQTT boxes (10 at Ancoats, 4 at Trafford Park)
- Topic layout: `site/<site>/room/<room>/sensor/<id>`
@@V9a@@
@@NS7a@@
@@N6a@@

## Storage
@@S3b@@
@@A3a@@
@@V5a@@
- Hourly and daily continuous aggregates feed the Grafana room dashboards

## Ops
- Metrics on `:9102/metrics`, scraped by Prometheus
- Silent-sensor alert fires after 10 minutes without a reading from a probe
''')

r('reference_pickpack.md', 'pickpack-overview', 'Harvest and packing app — stack, labels, scales, reports', 'reference',
  'pickpack overview', 'harvest, packing and labelling app used in the pack room', '''
# pickpack

Django app used in the pack room: harvest logging, weighing, labelling, pick lists for the vans.

## Stack
@@S10b@@
@@V7b@@
@@R2a@@
- Runs on `pickpack.greenstack.internal:8050` behind Traefik
- Celery workers for label rendering and the 04:30 pick-list build

## Pack room
@@A7a@@
@@N8a@@
@@D8b@@
- Handheld scanners are Zebra TC21s running the pickpack PWA

## Labels
@@A10a@@
@@O10a@@
@@V2a@@
- Use-by on lettuce heads: harvest date + 6 days
- Use-by on pea shoots and microgreens: harvest date + 4 days

## Reports
@@S2b@@
- Weekly yield per room goes to Rui every Monday at 07:00
''')

r('reference_chefportal.md', 'chefportal-overview', 'Restaurant ordering portal — stack, ordering rules, billing, email', 'reference',
  'chefportal overview', 'restaurant ordering portal, rules for orders and invoices', '''
# chefportal

Next.js ordering portal for the restaurants (about 70 active accounts).

## Stack
@@O5a@@
@@A1a@@
@@R1a@@
@@O8a@@
@@R5a@@
@@O2a@@
- Stripe only for the handful of card-paying accounts

## Ordering
@@D1b@@
@@F1a@@
@@N3a@@
- Standing orders repeat weekly until the chef pauses them
- Minimum order: 1 kg across all lines

## Money
@@N9a@@
@@D7b@@
- Prices are per kilo, reviewed each quarter by Dan and Maya

## Releases
@@NS8a@@
- Hotfixes outside the weekly release need Maya's OK
''')

r('reference_vanroute.md', 'vanroute-overview', 'Delivery routing and the driver app', 'reference',
  'vanroute overview', 'routing API and driver app for deliveries', '''
# vanroute

Delivery planning API plus the React Native driver app.

## Platform
@@R3a@@
@@R4a@@
@@R9a@@
@@S5b@@

## Routes
@@F2a@@
@@V6a@@
@@D3b@@
- Routes are built at 05:15 from pickpack's pick lists
- Delivery windows: 07:00–11:00 for lunch kitchens, 13:00–16:00 for dinner-only kitchens

## Driver app
@@F8a@@
@@A8a@@
@@NS9b@@
- Proof of delivery is a photo plus the chef's initials
''')

r('reference_infra.md', 'infra-overview', 'Infra overview: k3s, deploys, secrets, backups, monitoring, on-call', 'reference',
  'Infra overview', 'cluster, deploys, secrets, backups, monitoring and on-call', '''
# Infrastructure

- k3s cluster, 3 nodes, in a rack at Ancoats with a UPS; off-site copy of everything important
@@F10a@@
@@R10a@@
@@R7a@@
@@F5a@@
- Restore drill once a quarter, last one 2026-10-14

## Monitoring
@@A4a@@
@@F9a@@
- Prometheus retention: 30 days
- Loki keeps logs 14 days

## People and process
@@D9b@@
@@NS2b@@
@@NS10b@@
- Renovate is not used; Dependabot PRs are grouped weekly
@@A9a@@
''')

r('reference_growrooms.md', 'grow-rooms', 'Grow rooms: what grows where, irrigation, climate', 'reference',
  'Grow rooms', 'rooms at both sites, crops, irrigation and climate', '''
# Grow rooms

## Ancoats (ANC)

| Room | Crop | Irrigation | Cycle |
|---|---|---|---|
| GR1 | mixed lettuce | NFT | continuous |
| GR2 | pea shoots, sunflower shoots | ebb & flood | 3 floods/day |
@@V8a@@
| GR4 | basil, coriander | ebb & flood | 6 floods/day |
| GR5 | basil, Thai basil | NFT | continuous |
| GR6 | rocket, mizuna | NFT | continuous |

@@NS5b@@
@@N10a@@
- GR6 CO2 enrichment: 800 ppm while lights are on
@@D10b@@
- GR1–GR5 day temperature: 23 °C, night 19 °C

## Trafford Park (TRP)
@@F7a@@
- Opened 2026-08-17; microgreens and lettuce only
''')

r('reference_crops.md', 'crop-recipes', 'Crop recipes: germination, light, harvest timing', 'reference',
  'Crop recipes', 'germination, photoperiod and harvest timing per crop', '''
# Crop recipes (summary)

Full recipes live in canopy; this is the cheat sheet.

## Germination
@@V10a@@
- Pea shoots: soak 8 h, then 22 °C, 3 days stacked
- Coriander germinates slowly; allow 7–10 days

## Light
@@D2b@@
@@A2a@@
- Microgreens photoperiod: 14 h

## Harvest
@@F4a@@
- Butterhead lettuce: day 35 from seeding
- Basil: first cut at day 28, then every 10 days

## Calendar
@@NS4b@@
''')

r('user_maya.md', 'maya', 'Maya Lindqvist, head of tech; how she works', 'user',
  'Maya', 'head of tech, preferences for working together', '''
Maya Lindqvist is head of tech at Greenstack Farms. Ex-backend dev; owns infra and chefportal.

@@R8a@@
- Likes a short plan before big changes, and the diff summary afterwards
- Reads Grafana before she reads logs
''')

r('user_kofi.md', 'kofi', 'Kofi Mensah, developer; preferences', 'user',
  'Kofi', 'developer, review habits and tooling', '''
Kofi Mensah, developer since 2025.

@@S6a@@
@@A6a@@
@@O7a@@
- Writes Go for rootwire too, and does most of the gateway firmware reviews
''')

r('user_harriet.md', 'harriet', 'Harriet Doyle, developer; what she works on', 'user',
  'Harriet', 'developer, frontend-leaning', '''
Harriet Doyle joined in March 2026. Frontend-leaning: chefportal and the driver app.

- Prefers TypeScript strict mode everywhere
- Wants screenshots in PR descriptions for UI changes
''')

r('feedback_chefportal_deps.md', 'chefportal-deps', 'How to install and bump chefportal dependencies', 'feedback',
  'chefportal deps', 'installing and bumping frontend dependencies', '''
@@R1b@@

**Why:** two lockfiles drifted once and the Fly build picked the wrong one.

**How to apply:** never commit a second lockfile; bump one package per PR.
''')

r('feedback_git_canopy.md', 'canopy-git-history', 'Keep canopy history granular', 'feedback',
  'canopy git history', 'how canopy commits must look', '''
@@N1a@@

**Why:** Rui audits setpoint changes from `git log -p` when a crop goes wrong.

**How to apply:** one commit per setpoint or recipe change, message names the room and crop.
''')

r('feedback_pickpack_migrations.md', 'pickpack-migrations', 'When pickpack migrations may run', 'feedback',
  'pickpack migrations', 'timing rules for schema changes', '''
@@N2a@@

**Why:** a lock on `harvest_batch` froze the scanners for eight minutes in April.

**How to apply:** schedule them for the afternoon and tell Kofi in #pickpack first.
''')

r('feedback_vanroute_push.md', 'vanroute-push', 'Direct pushes in vanroute', 'feedback',
  'vanroute direct pushes', 'what may skip review in vanroute', '''
@@N5a@@

**Why:** Harriet doesn't want review noise for one-word changes.

**How to apply:** anything touching the optimiser or the driver app build still needs a PR.
''')

r('feedback_canopy_limits.md', 'canopy-limits-review', 'Extra review for setpoint limits', 'feedback',
  'canopy limit reviews', 'who must review safety-limit changes', '''
@@F3b@@

**Why:** a wrong humidity ceiling in GR4 cost a whole basil crop in February.

**How to apply:** request Rui on the PR and don't merge on a Friday.
''')

r('feedback_copy_style.md', 'copy-style', 'Spelling and wording for chefportal copy', 'feedback',
  'chefportal copy style', 'spelling and tone for the portal', '''
@@F6a@@

**Why:** the customers are UK restaurants; American spelling gets complaints.
''')

r('feedback_canopy_tooling.md', 'canopy-tooling', 'Python tooling in canopy', 'feedback',
  'canopy tooling', 'which Python tools to use', '''
@@A5b@@

**Why:** Maya moved the repo off poetry and doesn't want it back.
''')

r('feedback_timezones.md', 'timezones', 'Time zone rule for anything scheduled', 'feedback',
  'Time zones', 'how to express schedules', '''
@@A9b@@

**Why:** a UTC cron ran the GR1 lights an hour early after the clocks changed in March.
''')

r('feedback_escalation.md', 'escalation', 'Who gets which kind of fault', 'feedback',
  'Escalation', 'where hardware faults go', '''
@@NS2a@@

**Why:** the PLC cabinets are the grow team's; electrical work needs Rui's ticket.

**How to apply:** if an alert looks like a PLC or contactor fault, page Rui and note it in #grow-ops.
''')

r('feedback_canopy_apply.md', 'canopy-apply', 'Rule for applying recipe changes', 'feedback',
  'canopy apply', 'safe use of the recipe apply command', '''
@@NS6a@@

**Why:** apply pushes setpoints to live rooms; the dry run shows the diff per room.
''')

r('feedback_deploy_windows.md', 'deploy-windows', 'Deploy windows: when chefportal can ship', 'feedback',
  'Deploy windows', 'when portal deploys are allowed', '''
@@NS8b@@

**Why:** restaurants place most next-day orders between 12:00 and 14:00 on Fridays for the weekend.
''')

r('feedback_staging.md', 'staging-first', 'Try risky changes on staging first', 'feedback',
  'Staging first', 'where to test before production', '''
@@S9a@@

**Why:** prod data in pickpack is the only record of harvest weights.
''')

r('feedback_reply_style.md', 'reply-style', 'How Maya wants answers', 'feedback',
  'Reply style', 'answer format preferences', '''
Short answers, commands in code blocks, no emoji.

**Why:** Maya reads replies on her phone in the pack room half the time.
''')

r('feedback_tests.md', 'tests-before-push', 'Run tests before pushing', 'feedback',
  'Tests before push', 'test habits', '''
Run the repo's own test command before any push: `uv run pytest` in canopy, `go test ./...` in rootwire.

**Why:** CI minutes are limited and red builds block the Friday release.
''')

r('project_trafford_routes.md', 'trafford-routes', 'Longer routes after the second site opened', 'project',
  'Trafford routes', 'route length work after the second site opened', '''
@@V6b@@

Context: TRP added about twenty kitchens in Salford and Trafford. The Thursday run is the longest.
Next step: look at splitting by delivery window instead of by area.
''')

r('project_route_optimiser.md', 'route-optimiser', 'Which engine plans the routes and why', 'project',
  'Route optimiser', 'routing engine choice and tuning', '''
@@R9b@@

- Time windows come from chefportal account settings
- Service time per drop: 6 minutes default, 10 for hotels
''')

r('project_trafford_park.md', 'trafford-park-site', 'Second site — rooms, opening, logistics', 'project',
  'Trafford Park site', 'second farm site rollout', '''
# Trafford Park (TRP)

@@F7b@@
@@D3a@@
- Sensors and gateways were installed the week before opening; rootwire needed no code change
''')

r('project_direct_debit.md', 'direct-debit', 'Restaurant billing change', 'project',
  'Direct debit', 'how restaurants pay now', '''
@@S7b@@

- Mandates are collected in chefportal's account page
- Three accounts on card via Stripe stayed as they were
''')

r('project_gr2_thrips.md', 'gr2-thrips', 'Pest problem in GR2', 'project',
  'GR2 thrips', 'pest control in the shoots room', '''
@@NS5a@@

- Sticky traps are checked Mondays; counts go into the pest log in pickpack
- Biological control (Amblyseius) released in GR2 in June and again in September
''')

r('project_energy_audit.md', 'energy-audit', 'Energy use review of the rooms', 'project',
  'Energy audit', 'power use per room and what to change', '''
- LED arrays are about 70% of the Ancoats bill; HVAC most of the rest
- GR6 has the oldest fixtures and is first in line for replacement
- Lights-on is shifted to cheaper overnight hours where the crop allows it
''')

r('project_sensor_rollout.md', 'sensor-rollout', 'New probes being added to the rooms', 'project',
  'Sensor rollout', 'adding leaf-temperature and PAR probes', '''
- Adding leaf-temperature and PAR probes to GR4 and GR5 first
- New probes report every 30 s; the old humidity probes every 60 s
- rootwire needs only new topic mappings, no schema change
''')

r('reference_glossary.md', 'glossary', 'Words the farm team uses', 'reference',
  'Glossary', 'farm and pack-room terms', '''
- **flood**: one ebb & flood irrigation cycle on a bench
- **pick list**: per-van list of crates, built by pickpack every morning
- **TP rooms**: the Trafford Park grow rooms
- **standing order**: an order that repeats every week
- **drop**: one delivery stop
''')

r('reference_people.md', 'people', 'Who does what', 'reference',
  'People', 'team members and roles', '''
- Maya Lindqvist: head of tech
- Kofi Mensah, Harriet Doyle: developers
- Rui Tavares: head grower, owns recipes and the PLC cabinets
- Dan Whitlock: logistics and customer accounts
''')
