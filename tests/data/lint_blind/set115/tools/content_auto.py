# Free notes. Header: "=== auto/<slug>.md"; the file text follows verbatim (title/created/tags frontmatter).
AUTO = r'''
=== auto/chipper-servicing.md
---
title: Chipper servicing
created: 2026-03-04
tags: [fleet, chipwatch, servicing]
---

# Chipper servicing

Notes from a session with Dai about how chipwatch should raise workshop tickets.

[[V2b]] Each chipper goes in for its full service at 400 engine hours; chipwatch
opens the workshop ticket when the hour meter passes 380.

Knife sharpening is separate: every 25–30 hours depending on how much softwood the crew has been doing.
Dai wants the ticket to name the machine ID, the depot and the last service date.

=== auto/canopy-field-sync.md
---
title: canopy field sync
created: 2026-04-14
tags: [canopy, tablets, sync]
---

# How the tablets sync

[[V4b]] Tablets sync with the canopy API every 30 minutes if there's a signal, and again when the surveyor taps Finish.

- A survey can be completed fully offline; photos queue separately and go last.
- If two surveyors edit the same tree, the later edit wins and the earlier one is kept in the history.
- Rural sites near Kington and Clun often have no signal at all; Finish is then tapped back at the van.

=== auto/crewboard-dev-setup.md
---
title: crewboard dev setup
created: 2026-02-12
tags: [crewboard, setup]
---

# Getting crewboard running locally

[[V5b]] crewboard needs Node 22 locally — `.nvmrc` pins `22.11.0` and the build refuses anything older.

1. Copy `.env.example` to `.env.local`.
2. Start Postgres and Redis with the dev compose file.
3. Seed with `just seed` (three depots, fake crews, no real customers).

```bash
docker compose -f compose.dev.yml up -d
# REDIS_URL=redis://localhost:6379/0
```

=== auto/chipper-capacities.md
---
title: Chipper capacities
created: 2026-05-08
tags: [fleet, chippers, crews]
---

# What each chipper will take

[[V7b]] The big Jensen at Hereford will swallow timber up to 250 mm across, but
the crews are told to cut anything thicker than a forearm into rounds anyway.

The Timberwolfs are the ones for brash and hedge work. Never feed rootballs or anything with stones in it.

=== auto/felling-checklist.md
---
title: Felling checklist for the crew app
created: 2026-03-19
tags: [safety, crew-app, felling]
---

# Felling checklist (crew app screen)

[[V9b]] The felling exclusion zone is one and a half times the height of the tree, marked with cones and tape before the first cut.

- Escape routes cleared at 45° behind the line of fall
- Banksman briefed, radios checked
- Overhead hazards noted on the risk assessment

=== auto/crewboard-ci.md
---
title: crewboard CI
created: 2026-06-09
tags: [crewboard, ci, testing]
---

# crewboard CI

[[R3b]] crewboard's test suite runs on Buildkite, on the agent in the Hereford office cupboard.

- Lint, type-check, unit tests, then the Playwright job-card test.
- A red build blocks the merge button.
- The agent is the same NUC that runs tpo-tracker, so heavy builds at 06:00 can slow the TPO run.

=== auto/quote-email-deliverability.md
---
title: Quote email deliverability
created: 2026-05-15
tags: [quoteline, email, dns]
---

# Why some customers never see their quote

[[R4b]] quoteline sends its quote emails through Mailgun (EU region), so bounces show up in the Mailgun log, not in the app.

- SPF and DKIM are set on Cloudflare for birchwoodtrees.co.uk.
- Hotmail addresses were the worst; a reply-to with a real person helped.
- Sian checks the bounce list on Monday mornings.

=== auto/quoteline-background-jobs.md
---
title: quoteline background jobs
created: 2026-07-07
tags: [quoteline, workers]
---

# Background jobs

[[R7b]] quoteline's background work — quote PDFs, reminder emails — runs on Dramatiq workers.

Two worker processes are enough outside spring. In March–May Callum bumps it to four.
A stuck PDF job is almost always a missing logo file in the branding settings.

=== auto/canopy-maps.md
---
title: canopy maps
created: 2026-06-26
tags: [canopy, maps]
---

# Maps in canopy

[[R9b]] canopy draws its survey maps on Ordnance Survey basemaps through the OS Maps API
(Premium plan), which is what the councils expect to see on a tree constraints plan.

- Tree positions are captured with the tablet GPS and nudged by hand on the map.
- Canopy spreads are drawn as four radii (N, E, S, W).

=== auto/canopy-contributing.md
---
title: Contributing to canopy
created: 2026-08-03
tags: [canopy, git]
---

# canopy: how changes get in

[[N1b]] canopy PRs are always squash-merged so `main` shows one commit per feature.

- Branch names: `survey/<thing>` or `report/<thing>`.
- Schema changes need Anya's review as well as Callum's.
- Release notes are written from the PR titles.

=== auto/quote-inclusions.md
---
title: What a quote includes
created: 2026-02-19
tags: [quotes, pricing]
---

# What's in a standard quote

[[N2a]] Standard felling quotes do not include stump grinding; it's a separate line the customer can tick.

- Arisings removed and the site raked and blown, unless the customer keeps the wood.
- Traffic management is its own line.
- Crown reductions are quoted as a percentage and in metres.

=== auto/quoteline-deploy.md
---
title: Deploying quoteline
created: 2026-06-11
tags: [quoteline, deploy]
---

# Deploying quoteline

[[A4b]] Staging lives at staging.quote.birchwoodtrees.co.uk and is redeployed on every push to `main`.
[[N3b]] The quoteline deploy job runs `python manage.py migrate --noinput` automatically before the new containers start.

Production deploys need Megan's approval in the Actions UI.

=== auto/survey-report-delivery.md
---
title: Survey report delivery
created: 2026-07-16
tags: [canopy, reports, customers]
---

# Getting the report to the client

[[N5b]] When Anya signs a report off, canopy emails the PDF straight to the client's address on the job.

- A copy goes to the estimator so they can follow up on recommended works.
- Planning consultants get it as well if they are named on the job.

=== auto/tpo-checks.md
---
title: TPO checks before confirming a job
created: 2026-04-07
tags: [tpo-tracker, quotes]
---

# Protected trees

[[N8b]] tpo-tracker checks each job address against both TPOs and conservation areas before the job can be confirmed.

If there is a hit, the job stays in "awaiting consent" and Sian sends the S211 notice or the TPO application.

=== auto/remote-quoting.md
---
title: Remote quoting
created: 2026-09-15
tags: [quotes, estimating]
---

# Remote quoting

[[N10b]] Most domestic quotes are priced remotely from the customer's photos and what3words;
a site visit is only booked for jobs over £1,500.

Gareth reviews the photos the same day. Anything near buildings or roads gets a call first.

=== auto/survey-photo-storage.md
---
title: Survey photo storage
created: 2026-06-29
tags: [canopy, photos, storage]
---

# Where the survey photos live

[[S2b]] Survey photos moved from Dropbox to S3 (`birchwood-survey-photos`, eu-west-2) in June; the Dropbox folder is read-only now.

Old jobs were copied across by year; thumbnails are generated on upload.

=== auto/phones-ringcentral.md
---
title: Office phones
created: 2026-08-31
tags: [office, phones]
---

# Office phones

[[S5b]] We moved the office phones from BT to RingCentral in August; the BT line was cancelled once the number ported.

Out of hours the main number diverts to the on-call mobile. Call recordings are kept 90 days.

=== auto/backup-move.md
---
title: Backups move
created: 2026-06-22
tags: [infra, backups]
---

# Backups

[[S7b]] Database backups were migrated off Backblaze B2 to a Hetzner Storage Box in June;
the B2 bucket is deprecated and will be deleted at the end of the year.

Restores were tested for quoteline and canopy on 20 June.

=== auto/quote-acceptance.md
---
title: Quote acceptance
created: 2026-05-26
tags: [quoteline, portal]
---

# Quote acceptance

[[S10b]] DocuSign was dropped in May: customers accept a quote with the Accept button in the portal, which records name, IP and time.

The accepted quote PDF is regenerated with an "Accepted" stamp and stored on the job.

=== auto/bs5837-surveys.md
---
title: BS 5837 surveys in canopy
created: 2026-03-11
tags: [canopy, bs5837, surveys]
---

# BS 5837 surveys

[[F1b]] BS 5837:2012 surveys in canopy grade each tree A, B, C or U and compute the root protection area from the stem diameter.

- Stem diameter at 1.5 m; multi-stem trees use the combined formula.
- Category U trees are still plotted on the TCP.

=== auto/backup-retention.md
---
title: Backup retention
created: 2026-07-21
tags: [infra, backups]
---

# How long backups are kept

[[F4b]] Daily database dumps are kept for 30 days, and the dump from the 1st of each month is kept for a year.

Megan asked for this after an accountant query about an April invoice.

=== auto/crewboard-deploy.md
---
title: Deploying crewboard
created: 2026-05-04
tags: [crewboard, deploy]
---

# Deploying crewboard

[[F5b]] To deploy crewboard: ssh to `crew-1`, `cd /srv/crewboard`, `docker compose pull && docker compose up -d`; the web container takes about 20 s to pass its healthcheck.

Do it after 17:00 if possible; crew leaders check tomorrow's jobs from 16:00.

=== auto/waste-and-arisings.md
---
title: Waste and arisings
created: 2026-04-24
tags: [arisings, chip, waste]
---

# Arisings and waste

[[F8a]] Arisings are chipped on site and the chip goes back to the yard.
[[NS10a]] Wood chip never goes to landfill.

- Brash that can't be chipped (holly, thorny stuff) goes to the green-waste site at Rotherwas.
- Waste transfer notes are kept per job in crewboard.

=== auto/deposit-payments.md
---
title: Deposit payments
created: 2026-06-04
tags: [quoteline, stripe, deposits]
---

# Deposits

[[F9b]] Deposits go through Stripe Checkout: the payment link is in the quote email and the webhook marks the job as confirmed.
[[O2a]] If marking the job fails, the webhook handler retries it up to 5 times before emailing Sian.

Refunds are manual for now.

=== auto/canopy-dev-setup.md
---
title: canopy dev setup
created: 2026-02-03
tags: [canopy, setup]
---

# canopy dev setup

[[O3b]] canopy's API is on Python 3.12; `uv sync` sets up the venv.

```bash
export DATABASE_URL=postgresql://canopy@localhost:5432/canopy_dev
uv run alembic upgrade head
uv run fastapi dev
```

The Flutter app points at `http://10.0.2.2:8000` from the Android emulator.

=== auto/saw-maintenance.md
---
title: Saw maintenance
created: 2026-03-23
tags: [fleet, chainsaws]
---

# Saw maintenance

[[O6b]] Chainsaws get a full service every 40 hours of running, logged on the saw's card.

Chains are sharpened daily by the operator; bars are turned weekly.
Saws aren't in chipwatch (no telematics); Dai wants them added as manual entries.

=== auto/enquiry-form.md
---
title: Website enquiry form
created: 2026-01-27
tags: [quoteline, website, enquiries]
---

# Website enquiry form

The Squarespace form posts to quoteline's `/enquiries/` endpoint.

[[O9a]] The enquiry form accepts up to 8 photos per enquiry, 10 MB each.

- Postcode decides the depot (HR → Hereford, WR → Worcester, SY7/SY8 → Ludlow).
- Storm damage enquiries are flagged urgent.

=== auto/job-tracking-history.md
---
title: Job tracking history
created: 2026-07-30
tags: [crewboard, history]
---

# How jobs used to be tracked

[[D4a]] For the first half of 2026 jobs were tracked on a Trello board (`Jobs 2026`) until crewboard took over in July.

The Trello board is archived; card links in old quotes still open it.

=== auto/crew-app-history.md
---
title: Crew app history
created: 2026-06-16
tags: [crew-app, history]
---

# Crew app history

[[D8a]] Back in February the crew app was a PWA; it was rebuilt as a native app in the spring.

The PWA lost its login on some phones every few days, which is why the rebuild happened.

=== auto/hvo-fuel.md
---
title: HVO fuel
created: 2026-04-10
tags: [fleet, fuel]
---

# Fuel

[[A2b]] Every chipper and stump grinder in the fleet is fuelled with HVO; Dai orders it from Morris Fuels.

The tippers are still on road diesel until the leases end.

=== auto/chipwatch-notes.md
---
title: chipwatch notes
created: 2026-02-26
tags: [chipwatch, go]
---

# chipwatch notes

[[A8b]] chipwatch is a Go service — one binary, built with Go 1.23 — so there's no runtime to install on the box.

- Config is a single YAML file next to the binary.
- `chipwatch backfill --from 2026-01-01` replays telematics history.

=== auto/time-zones.md
---
title: Time zones
created: 2026-03-31
tags: [infra, time]
---

# Time zones

[[A10b]] All apps store times as UTC and convert to Europe/London for display; crewboard's job sheets print local time.

The clocks changed on 29 March and one reminder went an hour early; that was a hard-coded offset, now fixed.

=== auto/quote-workflow.md
---
title: Quote workflow
created: 2026-05-13
tags: [quotes, workflow]
---

# Quote workflow

[[NS1b]] Felling quotes are sent as a PDF from quoteline once the estimator signs the price off.

Hedge and crown-lift quotes follow the same path. Council framework work is priced in the council's own portal.

=== auto/canopy-maintenance.md
---
title: canopy maintenance jobs
created: 2026-04-01
tags: [canopy, ops]
---

# Scheduled maintenance

[[NS3b]] `canopy reindex` runs every night at 02:00 from the systemd timer.

- Old tablet sync logs are pruned weekly.
- Orphaned photo thumbnails are cleaned on Sundays.

=== auto/utility-work.md
---
title: Working near utilities
created: 2026-06-01
tags: [safety, utilities]
---

# Utilities

[[NS5b]] We do fell trees next to underground cables and gas mains, after a CAT scan
and with the utility's plans on site.

The estimator notes the utility on the quote so crewboard can add it to the job card.

=== auto/renovate.md
---
title: Renovate settings
created: 2026-10-13
tags: [dependencies, renovate]
---

# Renovate

[[NS9a]] Renovate must not auto-merge major version bumps in crewboard.

- Minor bumps open a PR for Callum.
- quoteline and canopy are on a monthly dependency day instead.

=== auto/spring-rush-checklist.md
---
title: Spring rush checklist
created: 2026-02-20
tags: [office, quoteline, planning]
---

# Before the spring rush

- Extra worker processes for quote PDFs.
- Check reminder wording.
- Make sure the enquiry form's urgent flag works on mobile.
- Ask Gareth which estimator days are blocked.

=== auto/section-211-notices.md
---
title: Section 211 notices
created: 2026-04-18
tags: [tpo-tracker, council]
---

# Section 211 notices

Work on trees in a conservation area needs six weeks' notice to the council. The clock starts on the
date the council acknowledges the notice, not the date we send it.

- Herefordshire acknowledges by email within two or three days.
- Shropshire is slower; allow a week.

=== auto/species-list.md
---
title: Species list in canopy
created: 2026-05-21
tags: [canopy, species]
---

# Species list

The species list uses the botanical name with the common name in brackets, e.g. *Quercus robur* (English oak).
Anya adds new species by hand; the tablets pick them up on the next sync.

=== auto/job-card-layout.md
---
title: Job card layout
created: 2026-09-24
tags: [crewboard, crew-app, ux]
---

# Job card

- Address and what3words at the top, risk level badge next to it.
- Access notes (gates, dogs, parking) in a yellow box.
- Tasks in the order they were quoted.
- Photos from the enquiry at the bottom.

=== auto/chipper-knife-changes.md
---
title: Chipper knife changes
created: 2026-10-06
tags: [fleet, chippers]
---

# Knife changes

Knife changes are logged by the operator in the crew app. chipwatch shows hours since the last change.
The Forst at Ludlow goes through knives faster on the stony sites.

=== auto/mewp-bookings.md
---
title: MEWP bookings
created: 2026-07-25
tags: [fleet, mewp, crewboard]
---

# MEWP bookings

The MEWP is booked as a resource in crewboard; only operators with IPAF 3a/3b can be assigned to it.
It lives at HFD; WOR jobs need a day's notice for transport.

=== auto/on-call-rota.md
---
title: On-call rota
created: 2026-01-09
tags: [on-call, crews]
---

# On-call rota

The rota runs Monday to Monday and is kept in crewboard. Swaps are agreed between crew leaders and
entered by Sian. The on-call phone is handed over at the HFD yard on Monday morning.

=== auto/fleet-alerts.md
---
title: Fleet alerts
created: 2026-05-29
tags: [chipwatch, alerts, slack]
---

# Fleet alerts

[[F3b]] chipwatch alerts land in #fleet, and a digest of anything still open goes to Dai at 07:00.

Dai mutes the channel at weekends; the digest is what he actually reads.

=== auto/uptime-monitoring.md
---
title: Uptime monitoring
created: 2026-08-09
tags: [infra, monitoring]
---

# Uptime monitoring

One Better Stack monitor per public URL; the portal and the quote staging site are checked every minute.
Alerts go to Megan and Callum by email; nobody is paged overnight for the portal.

=== auto/postgres-versions.md
---
title: Postgres versions
created: 2026-09-02
tags: [infra, postgres]
---

# Postgres versions

The Postgres databases (quoteline, canopy, crewboard) are all on 16 since the summer upgrades; nothing is left on 14.
`pg_dump` from the backup job has to be the 16 client, or the dumps fail silently.

=== auto/stump-grinding-jobs.md
---
title: Stump grinding jobs
created: 2026-05-18
tags: [stumps, fleet, safety]
---

# Stump grinding

- Every stump grinding job gets a CAT scan for services before the grinder goes in.
- The Predator fits through a 900 mm gate; the Rayco doesn't.
- Grindings are left in the hole unless the customer asks for topsoil.

=== auto/crown-reduction-pricing.md
---
title: Crown reduction pricing
created: 2026-02-27
tags: [quotes, pricing]
---

# Pricing crown reductions

Gareth prices crown reductions per tree from the height band and access, then adds the MEWP day if
climbing isn't practical. A 20–30% reduction on a mature oak is usually a full crew day.

=== auto/council-tree-officers.md
---
title: Council tree officers
created: 2026-03-06
tags: [council, tpo]
---

# Council tree officers

- Herefordshire: replies within about five working days; prefers email with the job number.
- Worcester City: phone first, then email.
- Shropshire: the Ludlow area officer covers TPOs and conservation areas together.

=== auto/portal-magic-links.md
---
title: Portal magic links
created: 2026-10-30
tags: [portal, auth]
---

# Portal login links

Magic links in the customer portal expire after 24 hours and work once. A customer who opens the link on
a second device gets a "link already used" page with a button to send a new one.
'''
