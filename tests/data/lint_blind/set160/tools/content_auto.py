"""Free notes under auto/: (slug, title, created, tags, body)."""

AUTO = [
("firewood-pricing-2026", "Firewood pricing for 2026", "2026-09-02", ["cordwood", "prices"], """
# Firewood pricing 2026

Agreed at the September trustees' meeting.

@@V2y@@
Half loads are £95. Kindling nets are £6, or £5 each for three or more.

Prices are reviewed again in March, before the stacks for next winter are split.
"""),
("firewood-season-2025-review", "2025 firewood season review", "2026-01-19", ["cordwood", "history"], """
# What we learnt from the 2025 firewood season

@@D1x@@
after customers said it didn't last a month.
Most complaints were about delivery times, not the wood itself.

- Two rounds a Saturday worked; three didn't
- Customers liked the text before delivery
"""),
("coupe-rotation-notes", "Coupe rotation notes", "2026-03-16", ["coupes", "rotation"], """
# Rotation notes (Tanners Copse)

@@V4y@@
Coupes are cut in number order, skipping any where the regrowth was browsed badly.

## Why not shorter
The bean pole and hurdle makers want rods thicker than the short cycle gave.
"""),
("chestnut-coupes", "Sweet chestnut coupes", "2026-03-05", ["coupes", "hollowmere", "chestnut"], """
# Sweet chestnut coupes

@@O3x@@
Poles over 10 cm go to stakes; the rest is split for firewood and seasoned two summers.
"""),
("coupes-dev-setup", "coupes dev setup", "2026-04-20", ["coupes", "dev"], """
# Setting up coupes locally

@@V6y@@

```bash
python -m venv .venv && . .venv/bin/activate
pip install -r requirements.lock
coupes plan --winter 2026
```

GDAL comes from the system packages; don't pip-install it.
"""),
("backup-restore-test", "Backup restore test", "2026-07-12", ["infra", "backups"], """
# Restore test, July

Restored muster's dump into a scratch container and checked the last week's bookings were there.

@@V7y@@
(`--keep-daily 90`), so the oldest thing we can get back is about three
months old. Restore took eleven minutes end to end.

Next test: restore the coupes GeoPackage.
"""),
("muster-sms-notes", "muster SMS notes", "2026-06-18", ["muster", "sms"], """
# SMS in muster

@@R10y@@
Volunteers who reply STOP are flagged and get emails only.

## Failures
@@O6x@@
Unreached volunteers show in red on the leader's list.

```
SMS_SENDER=HOLLOWMERE
SMS_RETRY_LIMIT=3
```
"""),
("gatehouse-history", "gatehouse history", "2026-02-20", ["gatehouse", "history"], """
# Why we built gatehouse

@@D3x@@
Codes were written in a notebook in the cabin, and nobody knew who had them.

gatehouse went live in February 2026 with the keyholder list from that notebook.
"""),
("cordwood-notifications", "cordwood notifications", "2026-05-30", ["cordwood", "sms"], """
# What customers hear from cordwood

- An email when the order is confirmed
@@O9x@@
- An email with a receipt once the load has been tipped
"""),
("newsletter", "Supporters' newsletter", "2026-04-27", ["newsletter", "comms"], """
# Supporters' newsletter

@@O10x@@
Maggie writes it; Owen only keeps the signup form on the website working.

@@NS9y@@
"""),
("ci-notes", "CI notes", "2026-05-08", ["ci", "infra"], """
# CI

@@R2y@@
Each repo has a pipeline that runs lint and tests on every push; main also builds the Docker image.

Builds take about three minutes for muster.
"""),
("coupe-mapping", "Mapping coupes", "2026-04-04", ["coupes", "gis"], """
# Mapping coupes

@@R5y@@
Boundaries are walked with a GPS phone app first, then tidied by hand.

The Ordnance Survey base map is fine for Hollowmere; Tanners Copse needs the aerial layer.
"""),
("muster-dev-setup", "muster dev setup", "2026-03-02", ["muster", "dev"], """
# muster: local setup

@@R6y@@
Then copy `.env.example` to `.env` and start Postgres with `docker compose up db`.

## Before pushing
@@F5y@@
"""),
("grant-reconciliation", "Grant reconciliation", "2026-06-05", ["grants", "finance"], """
# Reconciling grant money

@@R9y@@
of claims and receipts for her each month.
Restricted funds are tracked per funder so the year-end accounts show what's left.
"""),
("young-volunteers", "Young volunteers", "2026-05-14", ["volunteers", "safety"], """
# Young volunteers

A few sixth-formers come to Saturday parties for their DofE.

@@N1y@@
Otherwise they do brash, stacking and dead-hedging like everyone else.
"""),
("deploy-runbook", "Deploy runbook", "2026-08-20", ["deploys", "infra"], """
# Deploying muster

@@NS10y@@
@@N3y@@
It also collects static files; a failed migration stops the deploy before the restart.

```bash
pg_dump -Fc muster > /srv/muster/dumps/pre-deploy.dump
git pull --ff-only
docker compose up -d --build web
```
"""),
("volunteer-faq", "Volunteer FAQ", "2026-04-10", ["volunteers", "faq"], """
# Volunteer FAQ (draft for the website)

## Can I bring my dog?
@@N6y@@

## Where do I park?
@@N9y@@
Park nose-in along the fence so the firewood truck can get out.

## What if it rains?
We work in most weather; muster texts everyone if a party is called off.
"""),
("felling-licences", "Felling licences", "2026-07-03", ["coupes", "licences"], """
# Felling licences

@@S3y@@
coupes warns three months before a licence expires.
"""),
("muster-domain", "muster domain move", "2026-06-11", ["muster", "dns"], """
# Moving muster to its own subdomain

@@S7y@@
Caddy got a new site block; the certificate was issued on the first request.
"""),
("firewood-stock", "Firewood stock", "2026-10-21", ["cordwood", "stock"], """
# Firewood stock

@@S10y@@
That means the season may sell out by February; cordwood closes orders when stock hits zero.
"""),
("infra-history", "Infra history", "2026-03-09", ["infra", "history"], """
# How the infra got here

@@D7x@@
The rebuild also put cordwood and coupes under Docker Compose; muster followed in March.
"""),
("contributing", "Contributing to the trust's repos", "2026-02-15", ["git", "contributing"], """
# Contributing

For the odd volunteer who wants to help with the apps.

@@A5y@@
Open an issue before anything bigger than a typo fix.
"""),
("first-aid", "First aid at the yard", "2026-03-23", ["safety", "first-aid"], """
# First aid

@@A7y@@
The nearest A&E is twenty-five minutes away; the grid reference for the yard is on the cabin door.
"""),
# filler notes (no labelled claim)
("agm-2026", "AGM 2026", "2026-05-04", ["trust", "agm"], """
# AGM notes

- Members approved buying Scarrow Bank
- Two new trustees elected
- Volunteer hours up by a third on last year
"""),
("woodshed-layout", "Woodshed layout", "2026-02-02", ["cordwood", "woodshed"], """
# Woodshed

Open-sided, south-facing, on the east edge of the yard. Stacks are two metres high on pallets.
Oldest stacks are at the far end.
"""),
("brash-and-dead-hedging", "Brash and dead hedging", "2026-01-29", ["coppicing", "work-parties"], """
# Brash

Brash from the coupes is woven into dead hedges round the stools; nothing is burnt on site
except at the charcoal burns.
"""),
("muster-roles", "muster roles", "2026-03-12", ["muster", "permissions"], """
# Roles in muster

- Volunteer: books and cancels their own places
- Leader: sees the list and phone numbers for their own parties
- Coordinator: everything, including exports
"""),
("muster-exports", "muster exports", "2026-07-16", ["muster", "reports"], """
# Exports

Coordinators can export hours per volunteer as CSV for the funders; names are removed unless
the funder asks for them.
"""),
("cordwood-rounds", "Delivery rounds", "2026-10-02", ["cordwood", "delivery"], """
# Planning the rounds

cordwood groups Saturday orders by postcode sector and orders the drops so the truck ends up
back at the yard by lunchtime.
"""),
("coupes-reports", "coupes reports", "2026-09-24", ["coupes", "reports"], """
# Reports

`coupes report --winter 2026` makes the PDF for the trustees: coupes due, licence status,
expected products.
"""),
("gatehouse-keypad", "Yard keypad", "2026-02-26", ["gatehouse", "yard"], """
# Yard keypad

The keypad is battery-backed; if it beeps three times the batteries need changing (AA x4, in
the cabin drawer).
"""),
("open-day-2026", "Open day 2026", "2026-09-14", ["events"], """
# Autumn open day

Coppicing demos, a charcoal bagging table and firewood orders taken on paper and typed into
cordwood afterwards.
"""),
("zulip-streams", "Zulip streams", "2026-07-09", ["comms", "zulip"], """
# Streams

- firewood: order chatter and driver swaps
- work-parties: leaders' planning
- apps: Owen's deploy notes and outages
"""),
("grant-pipeline", "Grant pipeline", "2026-08-06", ["grants"], """
# Pipeline

Applications in progress for a tree-planting grant at Scarrow Bank and a small tools grant
from the county community fund.
"""),
("tree-planting-scarrow", "Tree planting at Scarrow Bank", "2026-10-16", ["scarrow-bank", "planting"], """
# Replanting the ash gaps

Oak, wild cherry and small-leaved lime in tubes, planted by Saturday work parties from
December.
"""),
("muster-cancellations", "Cancellations", "2026-06-29", ["muster"], """
# When a party is called off

The leader cancels it in muster; everyone booked gets a text and an email, and the booking
doesn't count against their four-ahead limit.
"""),
("coppice-products", "What the coppice produces", "2026-01-12", ["coppicing", "timber-sales"], """
# Products

Hazel: bean poles, pea sticks, hedging stakes and binders, thatching spars.
Chestnut: fencing stakes, rails, firewood.
"""),
("cabin-keys", "Cabin keys", "2026-03-30", ["yard", "keys"], """
# Cabin

The cabin key is in the key safe by the door; the key safe code is the same as the yard gate code.
"""),
("uptime-alerts", "Uptime alerts", "2026-05-25", ["infra", "monitoring"], """
# Uptime

UptimeRobot pings the sign-up page and the firewood order page every five minutes.
"""),
("woodland-management-plan", "Woodland management plan", "2026-01-05", ["plan", "forestry"], """
# Management plan

The ten-year plan was approved by the Forestry Commission in 2024 and covers all felling in
Hollowmere Wood and Tanners Copse; Scarrow Bank needs adding.
"""),
("hazel-rods", "Hazel rods", "2026-02-23", ["coppicing", "tanners-copse"], """
# Grading hazel rods

Rods are sorted on the day into spars, binders and poles by thickness; leaders carry the
gauge.
"""),
("stoves-advice", "Stove advice for customers", "2026-10-24", ["cordwood", "customers"], """
# Stove advice

The order page links to the Ready to Burn guidance and suggests customers store loads under
cover with the sides open.
"""),
("leaders-checklist", "Leader's checklist", "2026-04-17", ["work-parties", "leaders"], """
# Leader's checklist

- Print the list from muster the night before
- Check the first-aid kit seal in the cabin
- Count tools out and back in
"""),
("stack-labels", "Stack labels", "2026-09-28", ["cordwood", "woodshed"], """
# Stack labels

Each stack gets a tag with the date it was split and the species mix; cordwood's stock screen
uses the same stack numbers.
"""),
("dormouse-licence", "Dormice at Tanners Copse", "2026-06-08", ["tanners-copse", "ecology"], """
# Hazel dormice

Dormice were recorded at Tanners Copse in 2025. Coupe work there follows the ecologist's method
statement; the coupes register marks the affected coupes.
"""),
("volunteer-hours-2026", "Volunteer hours 2026", "2026-11-23", ["muster", "reports"], """
# Hours so far

Roughly 6,200 volunteer hours logged in muster this year, two thirds of them at Hollowmere Wood.
"""),
]
