# Free notes: auto/<slug>.md -> (title, created, tags, body)
A = {}
def a(slug, title, created, tags, body):
    A['auto/%s.md' % slug] = (title, created, tags, body.strip('\n') + '\n')

a('pack-room-labels', 'Pack room labels', '2026-07-02', ['pickpack', 'labels', 'pack-room'], '''
# Pack room labels

@@S1b@@
Template changes are done in `pickpack/labels/templates/*.zpl`; test prints go to the spare printer by the door.

## Use-by
@@V2b@@
Lettuce and shoots have their own rules in the label config; don't touch those without asking Rui.
''')

a('canopy-dev-setup', 'canopy dev setup', '2026-03-18', ['canopy', 'setup'], '''
# canopy: local setup

@@V4b@@

- `cp .env.example .env` and set `PLC_MODE=fake`
- `uv run uvicorn canopy.app:app --reload`

Without `PLC_MODE=fake` it will try to reach the real PLCs and fail on the VPN check.
''')

a('pickpack-ops-notes', 'pickpack ops notes', '2026-05-06', ['pickpack', 'ops', 'database'], '''
# pickpack ops notes

Connection string the app pods use (from the k8s secret, values redacted except host):

```
@@V7a@@
CELERY_BROKER_URL=redis://redis-pp.greenstack.internal:6379/0
```

- Running `manage.py shell` in prod: `kubectl -n pickpack exec -it deploy/pickpack -- python manage.py shell`
- Pick lists are rebuilt with `manage.py build_picklists --date YYYY-MM-DD`
''')

a('gateway-firmware', 'Gateway firmware notes', '2026-04-09', ['rootwire', 'gateways', 'firmware'], '''
# Gateway firmware

The gateways run our fork of the vendor firmware (repo `gw-firmware`).

@@V9b@@
Batching several readings per message was tried in March and silently lost data.

- OTA updates go out one gateway at a time, GR1 first
- A gateway buffers up to 6 hours of readings if the broker is unreachable
''')

a('chefportal-email', 'chefportal email', '2026-05-21', ['chefportal', 'email'], '''
# chefportal email

@@R5b@@
Templates are MJML in `emails/`; there is a preview page at `/dev/emails` in local dev.

- Sender domain `orders.greenstack.farm`, SPF/DKIM set in Cloudflare DNS
- Bounces are shown on the account page so Dan can chase the chef
''')

a('canopy-worker', 'canopy worker', '2026-06-03', ['canopy', 'worker'], '''
# canopy background worker

@@R6b@@
Jobs: recipe rollouts to rooms, weekly PDF climate reports, nightly setpoint snapshot.

## Errors
@@O8b@@
''')

a('repo-conventions', 'Repo conventions', '2026-02-12', ['git', 'conventions', 'review'], '''
# Repo conventions (all Greenstack repos)

- Branch names: `<initials>/<short-topic>`
@@F3a@@
@@N1b@@
@@N5b@@
- Conventional commit prefixes are optional; a clear subject line is what matters
''')

a('fleet', 'Fleet', '2026-09-08', ['vanroute', 'fleet', 'deliveries'], '''
# Fleet

@@D4a@@
@@N7a@@
@@NS4a@@
Van keys and charge cards hang in the dispatch office; Dan keeps the spare set.
''')

a('chefportal-pricing', 'chefportal pricing', '2026-04-27', ['chefportal', 'pricing'], '''
# Pricing in chefportal

- Prices are per kilo per crop, with a separate price list for hotel groups
@@N9b@@
- Price changes take effect from the next Monday's deliveries
''')

a('canopy-alarms', 'canopy alarms', '2026-02-20', ['canopy', 'alarms'], '''
# canopy alarms

Each recipe has high/low bands for temperature, humidity, CO2 and EC.
@@S4a@@
A band has to be breached for 5 minutes before the alarm fires, so door openings don't trigger it.
''')

a('driver-app-notes', 'Driver app notes', '2026-03-04', ['vanroute', 'driver-app'], '''
# Driver app (React Native)

- Built with Expo; Android only, the vans have Samsung tablets
@@S5a@@
- Login is a 4-digit PIN per driver, set by Dan
- Photos are compressed to about 300 KB before upload
''')

a('chefportal-billing', 'chefportal billing', '2026-03-11', ['chefportal', 'billing', 'invoices'], '''
# Billing

Statements are generated on the 1st for the previous month.
@@S7a@@
@@NS1b@@
Xero gets the invoices through the nightly sync.
''')

a('dosing-changeover', 'Dosing changeover', '2026-08-26', ['canopy', 'dosing', 'grow'], '''
# Dosing changeover

@@S8b@@
The EZO boards are still in the cabinets but unplugged.
''')

a('cutoff-faq', 'Order cut-off FAQ', '2026-06-15', ['chefportal', 'orders', 'faq'], '''
# Order cut-off (for the support inbox)

Chefs ask about this a lot.

@@F1b@@
Standing orders are placed automatically at 06:00, long before the cut-off.
''')

a('backups', 'Backups', '2026-07-20', ['infra', 'backups'], '''
# Backups

@@F5b@@
- canopy recipes are in git, plus a nightly JSON export to the same bucket
- The rootwire database gets a weekly base backup and continuous WAL archiving
''')

a('deploys', 'Deploys', '2026-05-30', ['infra', 'argo', 'deploys'], '''
# How deploys work

Images are built in CI and tagged with the commit SHA.
@@F10b@@
Rollback: revert the image tag commit in `gitops/` and let Argo sync.
''')

a('canopy-sim', 'canopy-sim test rig', '2026-04-15', ['canopy', 'testing'], '''
# canopy-sim

A Raspberry Pi with a PLC simulator that mirrors the GR1 register map.

@@O1b@@
It resets its registers every night at 03:00.
''')

a('rootwire-rollups', 'rootwire rollups', '2026-06-22', ['rootwire', 'timescale'], '''
# Rollups

@@O6b@@
Daily rollups are kept forever; they're tiny.
''')

a('vanroute-deploy', 'vanroute deploy', '2026-04-02', ['vanroute', 'deploy'], '''
# vanroute: deploying

@@R3b@@
@@O4b@@
The driver app goes out through EAS; drivers get the update next time the app starts on wifi.
''')

a('newsletter', 'Chef newsletter', '2026-09-30', ['marketing', 'email'], '''
# Chef newsletter

@@O9b@@
Dan writes it; it lists what's new on the crop list and any delivery changes.
''')

a('ordering-history', 'How ordering used to work', '2026-05-12', ['chefportal', 'history'], '''
# Ordering before chefportal

@@D1a@@
The first ten restaurants moved over in March, at the start of the beta.
''')

a('rootwire-history', 'rootwire history', '2026-07-07', ['rootwire', 'history'], '''
# rootwire history

@@D6a@@
We moved off it when the message cap was hit during the GR4 probe rollout.
''')

a('pack-room-scales', 'Pack room scales', '2026-06-05', ['pickpack', 'scales'], '''
# Scales

Four bench scales (A&D), one per packing line.
@@D8a@@
Tare weights for crates and clamshells are set per product in pickpack.
''')

a('energy-notes', 'Energy notes', '2026-10-19', ['energy', 'grow'], '''
# Energy notes

@@D10a@@
Yields in GR6 dropped about 8% over that period, so this winter we won't repeat it.
''')

a('rootwire-perf', 'rootwire performance', '2026-05-25', ['rootwire', 'performance'], '''
# rootwire performance

@@A3b@@
Peak load is about 55k readings a minute when both sites are lit.
''')

a('traceability', 'Traceability', '2026-04-22', ['pickpack', 'traceability', 'food-safety'], '''
# Traceability

Every crate and clamshell carries a batch code.
@@A10b@@
Seed lot numbers are linked to the batch in pickpack, so a recall can go back to the supplier lot.
''')

a('rootwire-ops', 'rootwire ops', '2026-08-12', ['rootwire', 'ops', 'mqtt'], '''
# rootwire ops notes

@@NS3a@@
@@NS7b@@
If a gateway floods the broker, disable its user in the ACL rather than pulling its power.
''')

a('dependabot', 'Dependabot', '2026-06-29', ['ci', 'dependencies'], '''
# Dependabot

@@NS10a@@
Its PRs there wait for Kofi, because a pymodbus bump once changed register byte order.
''')

# ---- notes without labelled claims
a('harvest-day-routine', 'Harvest day routine', '2026-03-25', ['pickpack', 'harvest'], '''
# Harvest day

- 05:00 growers start cutting, rooms in the order on the pick list
- Crates are weighed and labelled in the pack room, then stacked by van
- 11:00 last crates in; anything late goes on tomorrow's first van
''')

a('chefportal-local-dev', 'chefportal local dev', '2026-03-30', ['chefportal', 'setup'], '''
# chefportal locally

- Copy `.env.example` to `.env.local`; the Stripe keys are test keys
- The dev server runs on port 3000, the API routes under `/api`
- Seed data: ten fake restaurants and a week of orders
''')

a('rootwire-local-dev', 'rootwire local dev', '2026-04-18', ['rootwire', 'setup'], '''
# rootwire locally

- `docker compose up` starts a throwaway Mosquitto on `localhost:1883` and a local database
- `go run ./cmd/rootwire --config dev.yaml`
- `cmd/fakegw` publishes random readings for GR1
''')

a('grafana-dashboards', 'Grafana dashboards', '2026-05-03', ['grafana', 'monitoring'], '''
# Dashboards worth knowing

- Room overview: one row per room, temperature, RH, CO2, EC, pH
- Gateway health: last-seen per gateway, message rate
- pickpack: harvest kg per room per day
''')

a('k3s-notes', 'k3s notes', '2026-02-26', ['infra', 'k3s'], '''
# k3s notes

- Traefik is the ingress; certs from Let's Encrypt via cert-manager
- Longhorn for volumes, 2 replicas
- Node upgrades one at a time, Sunday evening
''')

a('recipe-change-process', 'Recipe change process', '2026-05-16', ['canopy', 'recipes', 'process'], '''
# Changing a crop recipe

1. Rui writes the change in the recipe sheet with the reason
2. A PR updates `recipes/<crop>.yaml`
3. After merge the recipe is applied to one room first, then the rest after two days
''')

a('incident-2026-06-gr4-humidity', 'GR4 humidity incident', '2026-06-18', ['incident', 'canopy', 'grow'], '''
# GR4 humidity spike, 2026-06-17

- Dehumidifier contactor stuck; RH hit 92% overnight
- canopy raised the alarm but nobody acted until 06:00
- Basil in GR4 lost about 30 kg to downy mildew
- Follow-up: Rui replaced the contactor, spare now kept on site
''')

a('chefportal-standing-orders', 'Standing orders', '2026-07-14', ['chefportal', 'orders'], '''
# Standing orders

- A chef sets a weekly pattern per crop; chefportal places the order each week at 06:00
- Pausing a standing order takes effect from the next week
- Dan can override quantities for a single week from the admin
''')

a('driver-onboarding', 'Driver onboarding', '2026-09-15', ['vanroute', 'drivers'], '''
# New drivers

- Two shadow shifts before driving alone
- Show them the back-door drops and the kitchens that want a call first
- Set their PIN in the admin and install the app from the EAS link
''')

a('seeding-schedule', 'Seeding schedule', '2026-02-08', ['grow', 'seeding'], '''
# Seeding

- Lettuce and basil are seeded weekly, microgreens twice a week
- Seed trays go into the germination chamber straight after sowing
- Seed stock is counted on the first Monday of the month
''')

a('cost-notes', 'Cost notes', '2026-10-02', ['finance', 'infra'], '''
# Monthly running costs (software)

- Cloud and SaaS: about £640 a month, most of it hosting for the two web apps
- Domains and DNS: Cloudflare, free plan
- SMS for the van ETA texts: about £40 a month
''')
