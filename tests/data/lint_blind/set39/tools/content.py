# File contents for set39 (Lantern Picturehouses). Each entry: key -> (layout, meta, body)
# layout: root (meta: name, description, type, title, hook) | remnic (meta: date, time, category) | auto (meta: slug, title, created, tags)
FILES = {}
PAIRS = []


def root(fn, name, desc, typ, title, hook, body):
    FILES[fn] = ("root", dict(fn=fn, name=name, description=desc, type=typ, title=title, hook=hook), body.strip("\n") + "\n")


def rem(key, date, time, cat, body, tags=("lantern",)):
    FILES[key] = ("remnic", dict(date=date, time=time, category=cat, tags=list(tags)), body.strip("\n") + "\n")


def auto(slug, title, created, tags, body):
    FILES["auto/" + slug + ".md"] = ("auto", dict(title=title, created=created, tags=tags), body.strip("\n") + "\n")


def P(cls, ka, ca, kb, cb, note):
    PAIRS.append(dict(cls=cls, ka=ka, ca=ca, kb=kb, cb=cb, note=note))


# ---------------------------------------------------------------- overview files
root("reference_seatdesk.md", "seatdesk-overview",
     "seatdesk (ticketing/booking, Django): hosts, db, jobs, API, gotchas", "reference",
     "seatdesk overview", "ticketing backend map: services, jobs, API, gotchas", """
# seatdesk

Django 5 monolith that sells every ticket: web checkout, the app, and the box-office screens at the five sites.
Repo `lantern/seatdesk`. Owner: Marek. Contractor help from Ines (frontend).

## Data
- Postgres: `pg-seatdesk.lnt.internal:5432`, db `seatdesk`, role `seatdesk_app`
- Times are stored in UTC everywhere; the box-office UI converts to Europe/London
- Seat locks live in Redis `redis-seat.lnt.internal:6379` db 2

## Checkout
- Seat holds expire after 8 minutes (`SEAT_HOLD_SECONDS=480`); the countdown in the basket reads the same setting
- Card payments go through Stripe (PaymentIntents, SCA handled by Stripe.js)
- Refunds are always issued back to the original payment card, never as credit.

## Jobs
- `settlement_report` runs at 04:00 and emails the per-site takings CSV to finance
- Old baskets are purged after 24 h by `purge_baskets`

## API
- Public API has rate limiting.
- The app calls `/api/v1/orders` to create and fetch orders

## Working on it
- PRs are squash-merged; keep the PR title as the commit subject
- Run `make seed` to load the fixture films and a fake Bristol screen layout
""")

root("reference_showrunner.md", "showrunner",
     "showrunner (projection control, Go): talks to every site's projection servers; KDMs, playlists, polling", "reference",
     "showrunner reference", "projection control daemon: config, polling, deploys", """
# showrunner

Go service that pushes show playlists (SPLs) to the projection servers, ingests KDMs and watches server health.
Runs on one small VM per site (`sr-brs`, `sr-lds`, `sr-nrw`, `sr-hst`, `sr-ext`).

- showrunner is written in Go.
- Site list and screen mapping: `/etc/showrunner/sites.toml`
- Polls each projection server every 30 s for status (lamp hours, storage, current SPL)
- CI: GitHub Actions, workflow `build.yml`, builds linux/amd64 only
- Logs ship to Papertrail (`logs7.papertrailapp.com:41234`, system name = site VM)
- Releases: a `.deb` published to the internal apt repo `apt.lnt.internal`; sites pick it up with unattended-upgrades at 06:00

## Projection servers
| site | screens | server |
|---|---|---|
| Bristol | 4 | Doremi IMS3000 |
| Leeds | 3 | Doremi IMS3000 |
| Norwich | 2 | Dolby IMS3000 |
| Hastings | 2 | GDC SR-1000 |

- Bristol's projection servers are Doremi IMS3000 units, one per screen.
- The projection servers have no internet access; they only see the site's projection VLAN.

## Gotchas
- Never restart showrunner while a screening is running on that site; the SPL push in flight is lost and the server drops to manual.
- GDC servers answer the status call slowly, give them a 10 s timeout.
""")

root("reference_tillsync.md", "tillsync",
     "tillsync: concessions tills (EPOS) sync: prices, sales export, offline, ports", "reference",
     "tillsync reference", "concessions till sync service: prices, sales, offline behaviour", """
# tillsync

Rust service plus a small agent on every concessions till (12 tills across the sites). Central part runs as
`tillsync-hub` on `lnt-k8s`; the agent is a systemd unit on each till.

- tillsync reaches the tills over the shop LAN.
- Message bus between hub and agents: RabbitMQ (`mq.lnt.internal:5672`, vhost `tills`)
- Nightly sales export to finance at 03:00 (`EXPORT_CRON="0 3 * * *"`), one CSV per site
- Prices are set centrally in tillsync; sites cannot override a price locally.
- Failed sales uploads are retried up to 5 times, then parked in `dead_sales`
- Timestamps are stored in local till time (no zone), finance asked for it that way
- tillsync does support offline sales: the till keeps selling and queues receipts until the hub is back.
- Logs kept 30 days.

## Integrations
- Receipt printers are driven by the agent over USB (ESC/POS)

## Ops
- `tillsync reindex` rebuilds the product search index on every till; run it after price list changes.
- On-call is paged for tillsync outages that affect a whole site.
""")

root("reference_lanterncard.md", "lanterncard",
     "lanterncard membership service: plans, data, renewals, emails", "reference",
     "lanterncard reference", "membership service: plans, data model, renewals, email", """
# lanterncard

Membership scheme backend (Node/TypeScript, Fastify), live since April 2026.

## Plans
- Lantern Plus: 4 free tickets a month, priority booking
- Lantern Student: 1 free ticket a month
- Membership costs £72 a year (Plus); Student is £36.
- Members can freeze their membership.

## Tech
- Runtime: Node 20 LTS (`.nvmrc` says `20`)
- lanterncard's database is Postgres 16 (`pg-members.lnt.internal:5432`, db `members`).
- Transactional emails (welcome, renewal, receipt) go out through Postmark, server `lanterncard-prod`
- Renewal batch runs at 02:00 nightly
- Failed renewal charges are retried 3 times over 9 days before the membership lapses.

## Data
- Membership IDs are 10 digits and always start with 7.
- lanterncard does not store members' dates of birth; age checks happen at the door.
""")

root("reference_listings.md", "listings-site-and-app",
     "listings website + lantern-app: stack, hosting, caching, push", "reference",
     "Listings site and app", "website and mobile app: stack, hosting, builds", """
# Listings website and app

## Website (`lantern/listings-web`)
- The listings site is built with Next.js.
- Hosting: Netlify, site `lantern-listings`, deploy previews on every PR
- Runs on Node 20 in CI builds
- Film and showtime pages are cached at the CDN for 5 minutes (`s-maxage=300`)
- Accessibility screenings are flagged in the listings.

## App (`lantern/lantern-app`)
- React Native + Expo; package manager is pnpm (`pnpm-lock.yaml` committed)
- lantern-app is on Expo SDK 52.
- Minimum iOS version: 16.0
- Push notifications go through OneSignal (app id in `app.config.ts`)
- The app never talks to lanterncard directly; member data goes through `listings-api`.
- CI for the app is Bitrise (workflow `release`)
""")

root("reference_infra.md", "infra",
     "infra: hosts, k8s, secrets, monitoring, on-call", "reference",
     "Infra", "cluster, hosts, secrets, monitoring, on-call", """
# Infra

- Kubernetes cluster `lnt-k8s` (3 nodes, Hetzner Falkenstein), Argo CD for deploys
- seatdesk runs on the Hetzner box `hz-seat-01` (Docker Compose, Caddy in front).
- Secrets: HashiCorp Vault at `vault.lnt.internal:8200`, KV v2 mount `lantern/`
- Backups of `pg-seatdesk` run nightly.

## On-call
- On-call rota covers weekends too.
- On-call hands over on Wednesdays at 10:00.
- Paging: PagerDuty service `lantern-prod`

## Network
- Each site has a projection VLAN (VLAN 30) and a shop LAN (VLAN 40) for tills and box office.
""")

root("project_kdm_pipeline.md", "kdm-pipeline",
     "KDM (decryption key) pipeline: where KDMs arrive, checks, ingest", "project",
     "KDM pipeline", "how keys for DCPs arrive and get to the servers", """
# KDM pipeline

KDMs are the per-screen decryption keys for encrypted DCPs. Without a valid one a show does not play.

- KDMs arrive in the shared `kdm@lanternpictures.co.uk` Gmail inbox; showrunner's watcher polls it over IMAP.
- We request KDMs 72 hours before the first screening of a booking.
- KDMs are validated before ingest.
- We decided not to auto-ingest KDMs; the watcher only stages them, a person confirms.

**Why:** in March a distributor sent KDMs for the wrong screen cert and the auto-ingest replaced good keys.

**How to apply:** if asked to "just make the KDM ingest automatic", point at this note first.
""")

root("project_dcp_library.md", "dcp-library",
     "central DCP library: storage, transfers, clean-up", "project",
     "DCP library", "central film file store and transfers to sites", """
# DCP library

All DCPs land centrally first, then get copied to the site that is playing them.

- DCPs move from the central library to the sites with `rclone` (sftp remotes per site, bandwidth-limited to 200M in the day)
- Old DCPs are deleted from the site servers every Monday morning by `dcp-sweep`.
- Each site server keeps ~8 TB of content before it starts complaining.
""")

# ---------------------------------------------------------------- root single-topic files
root("user_profile.md", "user-profile", "Marek Duda, head of tech at Lantern Picturehouses; works alone with one contractor", "user",
     "User profile", "who Marek is, how he works", """
Marek Duda is head of tech at Lantern Picturehouses, five independent cinemas (Bristol, Leeds, Norwich, Hastings, Exeter).
He is the whole tech team apart from Ines, a frontend contractor two days a week.

- Background: ex-agency Python/Django, learned Go for showrunner
- Prefers the terminal; editor is Neovim
- Time zone Europe/London, usually online 08:00-18:00 plus the odd Friday-night projection emergency
""")

root("feedback_answers_short.md", "answers-short", "Marek wants short answers: bullets, no preamble", "feedback",
     "Short answers", "response length and shape", """
Marek wants short answers.

**Why:** he reads them on his phone between sites more often than not.

**How to apply:** lead with the answer, then at most a handful of bullets. Skip recaps of what he asked.
""")

root("feedback_deploy_status.md", "deploy-status-reports", "How to report deploy status: one line per service, no preamble", "feedback",
     "Deploy status reports", "format for deploy reports", """
When reporting deploy status, keep it short: one bullet per service (name, version, ok/failed), no preamble, no summary paragraph.

**Why:** "I just want to know if Bristol can sell tickets" (2026-05-12).

**How to apply:** `seatdesk 2026.05.3 ok` style lines; details only if something failed.
""")

root("feedback_force_push.md", "no-force-push", "Force-pushing main is off limits", "feedback",
     "No force-push", "git safety rule", """
Don't use `git push --force` on main in any Lantern repo.

**Why:** in February a force-push to `listings-web` main wiped Ines's morning of work and a deploy went out from the wrong commit.

**How to apply:** if main is broken, open a revert PR. Force-pushing your own feature branch is fine.
""")

root("feedback_test_before_push.md", "full-suite-before-push", "Whether to run the full test suite locally before pushing", "feedback",
     "Full suite before push", "local testing expectation", """
Always run the full seatdesk test suite locally before every push (`make test`, ~6 min).

**Why:** CI minutes on the free plan ran out twice in April and broken pushes were what burned them.

**How to apply:** don't push a seatdesk branch until `make test` is green locally.
""")

root("feedback_friday_deploys.md", "friday-deploys", "Friday deploy policy for seatdesk", "feedback",
     "Friday deploys", "when seatdesk may be deployed", """
No seatdesk deploys on Fridays.

**Why:** Friday evening is the busiest box-office window of the week and nobody wants to roll back at 19:30.

**How to apply:** if a fix is ready on a Friday, stage it and ship Monday unless Marek says otherwise.
""")

root("feedback_seatdesk_migrations.md", "seatdesk-migrations-timing", "When seatdesk migrations may run: not during on-sale windows", "feedback",
     "seatdesk migrations timing", "migration timing rule", """
Don't run seatdesk migrations during an on-sale window (the first hour after a big title's tickets go live).

**Why:** the `Dune 3` on-sale in October: a migration locked `seat_hold` for 40 s and the queue page fell over.

**How to apply:** check `#onsales` in Slack before merging anything with a migration.
""")

root("project_seatdesk_deploy.md", "seatdesk-deploy-flow", "seatdesk deploy flow: staging and prod", "project",
     "seatdesk deploy flow", "how seatdesk changes reach staging and prod", """
# seatdesk deploy flow

- Staging deploys are automatic on merge to main (`seatdesk.staging.lnt.internal`).
- seatdesk migrations run automatically on deploy, as a pre-deploy job.
- Prod deploys need a manual approval from Marek in the deploy pipeline.
- We deploy seatdesk on Fridays too when the fix is small.
- seatdesk CI is GitHub Actions (`ci.yml`), about 9 minutes per run.
""")

root("project_seatdesk_hosting_move.md", "seatdesk-to-k8s", "seatdesk hosting move to the k8s cluster", "project",
     "seatdesk to k8s", "hosting migration of the ticketing backend", """
# seatdesk moved to k8s

seatdesk migrated from `hz-seat-01` to the `lnt-k8s` cluster on 2026-08-19 (Argo CD app `seatdesk-prod`).
`hz-seat-01` was kept powered off for a month as a fallback and then cancelled.

**Why:** one box for the whole box office was the biggest single point of failure we had.

**How to apply:** anything that still SSHes to `hz-seat-01` is wrong; use `kubectl -n seatdesk`.
""")

root("project_seatdesk_api_v2.md", "seatdesk-api-v2", "seatdesk API v2 rollout and v1 deprecation", "project",
     "seatdesk API v2", "API version rollout", """
# seatdesk API v2

- `/api/v1` is deprecated since app release 3.4 (2026-09-30); the app and the kiosks call `/api/v2/orders` now.
- v1 still answers but logs a `Deprecation` header; removal planned for January.
""")

root("project_card_payments.md", "payments-provider", "Card payments provider for seatdesk checkout", "project",
     "Payments provider", "which provider takes card payments on checkout", """
Card payments on seatdesk checkout are taken by Adyen (Drop-in on web, the Adyen terminal at box office).

**Why:** one provider for online and box-office card terminals; Stripe had no terminals we could use in the UK sites at the time.

**How to apply:** payment code lives in `seatdesk/payments/adyen/`; test cards from the Adyen docs, not Stripe's.
""")

root("project_seat_hold.md", "seat-hold-duration", "How long seatdesk keeps seats held in a basket", "project",
     "Seat hold duration", "basket seat-hold behaviour", """
seatdesk holds seats in a basket for 10 minutes before releasing them back to sale.

Ines wants a visible countdown; the number comes from settings, don't hard-code it in the frontend.
""")

root("project_leeds_refit.md", "leeds-refit", "Leeds refit 2026: screen changes", "project",
     "Leeds refit", "what changed at Leeds in the May refit", """
# Leeds refit (May 2026)

- Before the May refit, Leeds Screen 2 had 90 seats (old straight rows, no wheelchair bays).
- New recliners in Screen 1; Screen 3 untouched.
- The seat map in seatdesk was redrawn by hand; check `layouts/leeds/screen2.json` if a seat number looks odd.
""")

root("project_site_facts.md", "site-facts", "Per-site facts: screens, seat counts, opening", "project",
     "Site facts", "screens and opening per site", """
# Sites

## Bristol (BRS)
- Screen 1 seats 212.
- 4 screens, bar upstairs

## Leeds (LDS)
- Leeds Screen 2 seats 72 since the recliners went in.
- Doors open 20 minutes before the first show.

## Norwich (NRW)
- Norwich sells through seatdesk like every other site.
- Doors open 30 minutes before the first show.

## Hastings (HST)
- Hastings is open seven days a week.

## Exeter (EXT)
- Newest site, opened October 2026; 2 screens
""")

root("project_membership_prices.md", "membership-prices", "Membership pricing history", "project",
     "Membership prices", "what membership cost and when", """
The 2025 Lantern Plus membership cost £60 a year; it went up when lanterncard launched.
Student pricing has been half the Plus price since the start.
""")

root("project_oncall_rota.md", "oncall-rota", "On-call rota details", "project",
     "On-call rota", "rota shape and handover", """
# On-call rota

- Weekend on-call: Saturday and Sunday 10:00-23:30, one person for the whole weekend, paged via PagerDuty.
- Single till outages do not page on-call; the site manager logs a ticket and we look next morning.
""")

root("project_lanterncard_launch.md", "lanterncard-launch", "lanterncard launch and the memberbase retirement", "project",
     "lanterncard launch", "membership system launch and what happened to the old one", """
# lanterncard launch

lanterncard went live on 2026-04-07. `memberbase` (the FileMaker database) is read-only since that day; nobody
should create or renew a membership there any more.

- During the 2025 soft launch lanterncard ran on SQLite on a single VM.
- Member import: 11,412 members, 23 duplicates merged by hand
""")

root("project_push_notifications.md", "push-notifications", "Push notifications provider for the app", "project",
     "Push notifications", "how the app sends push", """
We migrated lantern-app push notifications from OneSignal to Firebase Cloud Messaging in 3.2 (July); the OneSignal app
is deleted.

- Topic per site (`site_brs`, `site_lds`, ...) plus `announcements`
- Never send push notifications after 21:00 UK time; anything later is queued for 10:00 next day.
""")

root("project_app_announcements.md", "app-announcements", "New-film announcement push in the app", "project",
     "App announcements", "announcement notifications", """
The app sends a push notification for every new film announcement (topic `announcements`), triggered when
programming marks a film as "on sale" in seatdesk.
""")

root("project_wordpress_shutdown.md", "wordpress-shutdown", "Old WordPress listings site shutdown", "project",
     "WordPress shutdown", "end of the old listings site", """
The WordPress listings site (`wp.lanternpictures.co.uk`) was shut down on 2026-06-15; the Next.js site replaced it.
Redirects for the old `/film/?id=` URLs are in `listings-web/redirects.ts`.
""")

root("project_xero_change.md", "sales-journal-destination", "Where till sales journals go after the finance change", "project",
     "Sales journal destination", "finance integration change for till sales", """
tillsync no longer posts the daily sales journal to Xero; since 2026-10-01 sales go to the finance warehouse
(`fin-dw` BigQuery dataset `tills`) and finance reconciles from there.

**Why:** the new finance lead wanted one place for box office and concessions.
""")

root("project_tillsync_restart.md", "tillsync-agent-restarts", "Restarting the tillsync agent on a till", "project",
     "tillsync agent restarts", "when and how to restart the till agent", """
It's fine to restart the tillsync agent on a till during trading hours: `sudo systemctl restart tillsync-agent`, the till
is back in ~5 s.
""")

root("project_member_discount.md", "member-discount-scope", "Where the member discount applies", "project",
     "Member discount scope", "which purchases get the member discount", """
The member discount doesn't apply at the concessions till; it is tickets only.

**Why:** tillsync has no lookup against lanterncard yet, and the bar margins are too thin anyway (finance, June).
""")

root("project_showrunner_logs.md", "showrunner-logs", "Where showrunner logs go now", "project",
     "showrunner logs", "log shipping for showrunner", """
Switched showrunner logs from Papertrail to Grafana Loki (`loki.lnt.internal:3100`) on 2026-09-02; the Papertrail
account was closed at the end of that month. Use the `showrunner` dashboard in Grafana.
""")

root("project_dcp_library_move.md", "dcp-library-move", "DCP library moved to new storage", "project",
     "DCP library move", "move of the central film store", """
`dcp-nas-01` was decommissioned in October; the DCP library moved to the TrueNAS box `dcp-lib-02` (pool `dcp`,
120 TB usable).
""")

root("project_uptime_monitoring.md", "uptime-monitoring", "Uptime monitoring provider", "project",
     "Uptime monitoring", "which service does public uptime checks", """
Pingdom is cancelled; we switched uptime checks to Better Stack in August (heartbeat monitors for the cron jobs too).
""")

root("project_kdm_portal.md", "kdm-delivery", "How KDMs get delivered now", "project",
     "KDM delivery", "KDM delivery route after the mailbox change", """
The `kdm@` mailbox is deprecated: since November distributors deliver KDMs through the Deluxe portal and showrunner pulls
them over the portal API every 15 minutes. The Gmail inbox only gets an auto-reply now.
""")

root("project_till_refunds.md", "till-refunds", "Concessions refunds at the till", "project",
     "Till refunds", "refund rules at concessions", """
Till staff can issue refunds for concessions (wrong order, spilt drink) from the receipt screen.
""")

root("project_price_emails.md", "price-change-emails", "Member emails about price changes", "project",
     "Price-change emails", "how members are told about price changes", """
Price-change emails go to all members, Plus and Student, through lanterncard's normal email path.
""")

root("project_listings_deploys.md", "listings-deploys", "listings-web deploy cadence", "project",
     "listings-web deploys", "how often the website deploys and when not to", """
listings-web deploys go out several times a day; every merge to main ships.
""")

root("project_dcp_sweep_guard.md", "dcp-sweep-guard", "Guard on DCP clean-up", "project",
     "DCP sweep guard", "what the clean-up must not delete", """
Never delete a DCP from a site server if it still has a booking in the next 14 days; `dcp-sweep` checks seatdesk
before removing anything.
""")

root("project_tillsync_reindex.md", "tillsync-reindex-saturday", "When not to run tillsync reindex", "project",
     "tillsync reindex timing", "reindex timing restriction", """
Don't run `tillsync reindex` on a Saturday: it blocks product search on the tills for about two minutes per site.
""")

root("project_kdm_weekend.md", "kdm-weekend-manual", "Manual KDM ingest on weekends", "project",
     "Weekend KDM ingest", "manual KDM handling at weekends", """
We don't ingest KDMs by hand on weekends unless a show that day would otherwise not play; the duty manager calls on-call.
""")

root("project_kdm_manual.md", "kdm-manual-ingest", "Manual KDM ingest when the watcher fails", "project",
     "Manual KDM ingest", "fallback ingest path for keys", """
When the KDM watcher fails, KDMs are ingested by hand through the TMS web UI on the site's showrunner VM
(`https://sr-<site>.lnt.internal/tms`), one screen at a time.
""")

root("reference_glossary.md", "glossary", "Glossary: DCP, KDM, SPL, TMS and other cinema jargon", "reference",
     "Glossary", "cinema and internal jargon", """
- DCP: Digital Cinema Package, the film files
- KDM: Key Delivery Message, per-screen decryption key with a validity window
- SPL: show playlist (ads, trailers, feature, cues)
- TMS: theatre management system; ours is showrunner plus the vendor UI
- On-sale: the moment a big title's tickets go live
- Relaxed screening: lights up, sound down, moving around fine
""")

root("reference_bbfc_feed.md", "bbfc-feed", "Film certificate feed: where BBFC ratings come from", "reference",
     "BBFC feed", "certificates source", """
Film certificates (BBFC ratings) are pulled nightly from the distributor feed by the `certs_sync` job in seatdesk.
If a film has no certificate yet it shows as "TBC" on listings and cannot be put on sale.
""")

root("reference_membership_ids.md", "membership-id-format", "Membership ID format", "reference",
     "Membership ID format", "shape of member numbers", """
- membership IDs: 10-digit, leading 7 (e.g. `7001234567`)
- printed on the card as three groups: `700 123 4567`
""")

# ---------------------------------------------------------------- remnic facts
rem("r_pg_seat", "2026-09-23", "09:14:05", "fact", """
seatdesk's Postgres is on `pg-seatdesk.lnt.internal:5433` since the cluster rebuild; 5432 on that host now only
answers for the old reporting replica.
""")
rem("r_poll", "2026-06-11", "14:02:41", "fact", """
showrunner polls the projection servers every 120 seconds; 30 s was too chatty for the GDC boxes.
""")
rem("r_export_time", "2026-10-14", "08:40:12", "fact", """
The nightly tillsync sales export runs at 05:30 now, after the late shows' cash-up is closed at every site.
""")
rem("r_node22", "2026-11-03", "16:21:55", "fact", """
lanterncard runs on Node 22 (Dockerfile `node:22-alpine`), upgraded with Fastify 5.
""")
rem("r_cdn_ttl", "2026-07-29", "11:05:30", "fact", """
listings pages are cached at the CDN for 15 minutes; programming accepted the delay for time changes.
""")
rem("r_kdm_lead", "2026-05-20", "10:11:09", "fact", """
KDMs are requested 48 hours before a booking's first show; distributors won't issue earlier for most titles.
""")
rem("r_ios_min", "2026-08-06", "13:33:47", "fact", """
lantern-app supports iOS 15 and up; about 4% of members are still on iOS 15 devices.
""")
rem("r_plus_tickets", "2026-04-15", "09:50:00", "fact", """
Lantern Plus members get 3 free tickets a month (changed from the memberbase-era plan).
""")
rem("r_brs_seats", "2026-03-10", "15:45:20", "fact", """
Bristol Screen 1 has 188 seats after the wheelchair bays were added.
""")
rem("r_sr_ci", "2026-07-08", "17:12:33", "decision", """
showrunner CI runs on Buildkite (pipeline `showrunner`, agent on `ci-01`) because the build needs the vendor SDK.
""")
rem("r_mq", "2026-05-05", "12:00:18", "fact", """
tillsync hub and till agents talk over NATS (`nats.lnt.internal:4222`, subject prefix `tills.`).
""")
rem("r_sendgrid", "2026-06-24", "10:27:44", "decision", """
lanterncard sends its transactional emails with SendGrid (subuser `lanterncard`); Postmark was rejected on price.
""")
rem("r_cf_pages", "2026-09-09", "18:03:02", "fact", """
The listings website is hosted on Cloudflare Pages (project `listings-web`), preview URLs per branch.
""")
rem("r_yarn", "2026-10-21", "11:44:10", "preference", """
lantern-app uses yarn (berry, `yarn.lock`); don't commit any other lockfile.
""")
rem("r_rebase", "2026-02-18", "09:30:27", "preference", """
seatdesk PRs are merged with rebase-and-merge so every commit stays on main; Marek wants the individual commits kept.
""")
rem("r_zabbix", "2026-03-25", "14:18:36", "fact", """
Projection server health is monitored with Zabbix (`zabbix.lnt.internal`, template "Doremi IMS").
""")
rem("r_checkmk", "2026-08-27", "16:55:03", "fact", """
Projection server monitoring runs in Checkmk (site `lantern`); alerts go to the #projection channel.
""")
rem("r_resilio", "2026-09-30", "08:08:08", "fact", """
DCPs are distributed from the central library to the sites with Resilio Sync (one read-only share per site).
""")
rem("r_1password", "2026-10-28", "12:41:19", "decision", """
Secrets for services are kept in 1Password Connect (`op-connect.lnt.internal`), vault `lantern-prod`.
""")
rem("r_proj_internet", "2026-04-22", "10:20:30", "fact", """
Projection servers can reach the internet through the site router; the vendors use it for remote support.
""")
rem("r_tills_offline", "2026-06-02", "19:04:41", "fact", """
tillsync does not support offline sales: if the hub is unreachable the till refuses card and cash sales.
""")
rem("r_member_conc", "2026-05-27", "15:15:15", "fact", """
Member discount applies at the concessions tills as well as on tickets.
""")
rem("r_app_seatdesk", "2026-08-19", "11:11:52", "fact", """
The app does call the lanterncard API directly for the member card screen.
""")
rem("r_kdm_auto", "2026-09-16", "14:47:06", "decision", """
Decided to auto-ingest KDMs once they pass validation; no human confirm step any more.
""")
rem("r_no_full_suite", "2026-07-15", "09:02:58", "preference", """
Don't run the full seatdesk test suite before pushing; run the tests for what you touched and let CI do the rest.
""")
rem("r_dob", "2026-03-31", "17:36:24", "fact", """
lanterncard stores each member's date of birth so the app can warn about 15/18 certificates.
""")
rem("r_refund_credit", "2026-10-07", "13:20:05", "decision", """
seatdesk never refunds to the original card: refunds go out as Lantern credit on the customer's account.
""")
rem("r_memberbase_renew", "2026-01-20", "10:45:00", "fact", """
Membership renewals are processed in `memberbase`, the FileMaker database on the office Mac mini.
""")
rem("r_xero_present", "2026-02-09", "16:30:49", "fact", """
The daily till sales journal lands in Xero via tillsync; account codes map through `xero_map.toml`.
""")
rem("r_wp", "2026-01-14", "12:12:12", "fact", """
The listings site is a WordPress install at `wp.lanternpictures.co.uk`, theme `lantern-2019`.
""")
rem("r_pingdom", "2026-02-26", "11:58:31", "fact", """
Uptime checks for public hostnames are done by Pingdom (shared login in the office password manager).
""")
rem("r_dcp_nas", "2026-03-17", "08:55:40", "fact", """
The DCP library lives on `dcp-nas-01` (Synology, Bristol office); ingest drops go to `/volume1/dcp/incoming`.
""")
rem("r_backup_detail", "2026-04-08", "07:30:00", "fact", """
pg-seatdesk backups: nightly `pg_basebackup` at 01:30 to `s3://lnt-backups/seatdesk/`, kept 30 days.
""")
rem("r_go_version", "2026-05-13", "15:22:18", "fact", """
showrunner is Go 1.22 with a small cgo shim for the Doremi SDK.
""")
rem("r_till_port", "2026-02-03", "14:40:01", "fact", """
tillsync reaches each till agent on port 9100 over the shop LAN (VLAN 40).
""")
rem("r_freeze", "2026-06-17", "10:05:55", "fact", """
Membership freezes are limited to 3 months per year and can only be set up by support, not in the app.
""")
rem("r_next_isr", "2026-07-22", "12:34:56", "fact", """
listings-web uses the Next.js app router, with ISR for the film pages (revalidate on publish webhook).
""")
rem("r_kdm_checks", "2026-08-12", "09:41:27", "fact", """
KDM validation checks the screen certificate thumbprint and that the validity window covers every scheduled show.
""")
rem("r_access_flags", "2026-09-02", "11:19:43", "fact", """
Subtitled, audio-described and relaxed screenings get separate flags in listings (`sub`, `ad`, `relaxed`).
""")
rem("r_redis_till", "2026-04-29", "13:03:03", "fact", """
tillsync-hub keeps its price cache in Redis `redis-till.lnt.internal:6380`.
""")
rem("r_hastings_gdc", "2026-03-03", "16:16:16", "fact", """
Hastings' projection servers are GDC SR-1000s, which need the longer status timeout.
""")
rem("r_seatdesk_logs", "2026-06-30", "10:00:00", "fact", """
seatdesk access logs are kept 90 days (GDPR note from the DPO).
""")
rem("r_capistrano", "2026-02-12", "18:22:10", "fact", """
Until June, showrunner releases were copied to the site VMs by hand with `scp` and a restart.
""")
rem("r_expo50", "2026-03-19", "11:27:35", "fact", """
Until April 2026 lantern-app was built with Expo SDK 50.
""")
rem("r_norwich_vista", "2026-01-27", "09:09:09", "fact", """
In January the Norwich site still sold tickets through its old Vista install; it moved onto seatdesk at the end of February.
""")
rem("r_hastings_mondays", "2026-01-08", "13:13:13", "fact", """
In 2025 the Hastings site was closed on Mondays outside school holidays.
""")
rem("r_tills_csv", "2026-08-31", "17:50:22", "fact", """
In August, while tillsync's export was broken, the site managers exported till sales to CSV by hand.
""")
rem("r_no_force", "2026-03-05", "10:33:44", "preference", """
Never force-push main; if main is broken, revert with a PR.
""")
rem("r_sitestoml", "2026-04-01", "14:14:14", "fact", """
showrunner reads its site list from sites.toml under /etc/showrunner.
""")
rem("r_certs", "2026-05-06", "12:00:00", "fact", """
BBFC certificates come in every night from the distributor feed (`certs_sync` in seatdesk).
""")
rem("r_marek", "2026-01-05", "10:00:00", "fact", """
Marek runs tech for Lantern on his own, with one contractor (Ines) two days a week.
""")
rem("r_prices_central", "2026-02-24", "15:00:00", "decision", """
Concession prices are set centrally; site managers cannot change a price on their own tills.
""")
rem("r_seed", "2026-03-12", "11:00:00", "preference", """
To get fixture films and a Bristol screen into a fresh seatdesk dev db, use `make seed`.
""")
rem("r_renew_time", "2026-07-01", "09:00:00", "fact", """
lanterncard's nightly renewal batch starts at 02:00.
""")
rem("r_settlement", "2026-05-18", "08:00:00", "fact", """
Every night at 04:00 seatdesk's settlement report goes to finance with per-site takings.
""")
rem("r_lds_doors", "2026-06-05", "18:30:00", "fact", """
Leeds opens its doors 20 minutes before the first show of the day.
""")

# ---------------------------------------------------------------- auto notes
auto("showrunner-polling-notes", "showrunner polling notes", "2026-06-12", ["showrunner", "projection"], """
# showrunner polling

Status poll per server returns lamp hours, free storage, current SPL and the last error.
The poll loop is in `internal/poll/loop.go`; the per-vendor clients are in `internal/vendor/`.
""")
auto("onsale-runbook", "On-sale runbook", "2026-10-02", ["seatdesk", "onsale", "runbook"], """
# On-sale runbook

1. Scale `seatdesk-web` to 6 replicas an hour before.
2. Turn on the queue page (`QUEUE_ENABLED=1`).
3. Watch the `seat_hold` lock graph in Grafana.
4. No deploys of anything that touches checkout until the queue drains.

After Dune 3 we also pre-warm the showtimes cache.
""")
auto("exeter-opening", "Exeter opening checklist", "2026-09-20", ["exeter", "site"], """
# Exeter opening

- [x] showrunner VM `sr-ext` built from the Ansible role
- [x] the Exeter till enrolled in tillsync
- [x] seat maps for both screens drawn in seatdesk
- [ ] box-office printer driver (Star TSP143) still flaky

Opened to the public 2026-10-09.
""")
auto("tillsync-agent-install", "Installing the tillsync agent", "2026-02-04", ["tillsync", "howto"], """
# Installing the tillsync agent on a new till

```
curl -fsSL https://apt.lnt.internal/key.gpg | sudo tee /etc/apt/keyrings/lnt.gpg
sudo apt install tillsync-agent
sudo tillsync-agent enroll --site brs --till 3
```

Enrollment token comes from the hub admin page.
""")
auto("seatdesk-ui-notes", "seatdesk box-office UI notes", "2026-04-14", ["seatdesk", "ui"], """
# Box-office UI

Ines rebuilt the seat picker in April with the new layout JSON.
Keyboard shortcuts for the box office: `F2` new sale, `F4` refund lookup, `F8` print again.
Large-print mode toggles with `Ctrl+L` for the Hastings staff who asked for it.
""")
auto("incident-2026-03-bad-kdm", "Incident: wrong-screen KDMs", "2026-03-22", ["incident", "kdm"], """
# Incident 2026-03-21: wrong-screen KDMs

A distributor issued KDMs against Leeds Screen 1's certificate for a Screen 3 booking.
The auto-ingest at the time replaced the valid keys; two shows started 25 minutes late.

Follow-ups: alert when a KDM targets a screen with no booking.
""")
auto("incident-2026-10-onsale", "Incident: Dune 3 on-sale", "2026-10-05", ["incident", "seatdesk"], """
# Incident 2026-10-04: Dune 3 on-sale

Queue page served 502s for 6 minutes. Root cause: migration `0147_seat_hold_index` took a lock on `seat_hold`
while the on-sale was running. 312 baskets lost.
""")
auto("finance-reports", "Finance report list", "2026-06-19", ["finance"], """
# What finance receives

- settlement report (box office takings per site)
- till sales export (concessions)
- membership revenue summary, monthly, from lanterncard
- VAT split done by finance, not by us
""")
auto("listings-web-perf", "listings-web performance", "2026-08-14", ["listings", "perf"], """
# listings-web perf notes

Largest page is the Bristol "what's on" page, ~180 KB of HTML.
Images go through the Next.js image loader; posters are stored at 2x.
Lighthouse mobile score 91 after lazy-loading the trailer embeds.
""")
auto("app-release-checklist", "lantern-app release checklist", "2026-05-09", ["app", "release"], """
# App release checklist

1. bump version in `app.config.ts`
2. run the release workflow (EAS builds run on Node 18)
3. TestFlight to Marek and two site managers
4. submit for review with the "What's new" text from programming
""")
auto("projection-vlan", "Projection VLAN notes", "2026-02-20", ["network", "projection"], """
# Projection VLAN

Each showrunner VM has a leg in the projection VLAN and one in the office VLAN.
Firewall rules are in the site router config repo `lantern/netconf`.
""")
auto("member-import", "memberbase import notes", "2026-04-03", ["lanterncard", "migration"], """
# memberbase -> lanterncard import

Export from FileMaker as CSV (UTF-16, fun). Converted with `iconv`, cleaned names, merged duplicates by email.
Three members had two cards each; support picked the older number.
""")
auto("box-office-printers", "Box office printers", "2026-03-28", ["hardware"], """
# Box office printers

Star TSP143 thermal printers at every site, ticket stock 80 mm.
Driver on the box-office PCs is the CUPS one, not Star's own.
""")
auto("gdpr-notes", "GDPR notes", "2026-05-22", ["gdpr", "lanterncard"], """
# GDPR

- DPO is the operations director (part-time role)
- Subject access requests go to `privacy@`, answered within 30 days
- Member deletion is a soft delete plus anonymisation after 7 days
""")
auto("trailer-packs", "Trailer packs", "2026-07-10", ["programming", "showrunner"], """
# Trailer packs

Programming builds the trailer pack per week; showrunner inserts it into the SPL before the feature.
Ads come from the ad agency as their own DCPs.
""")
auto("seatdesk-queue-page", "Queue page", "2026-10-06", ["seatdesk", "onsale"], """
# Queue page

Static page on the CDN, polls `/queue/status` every 5 s.
Lets people through in batches of 200.
""")
auto("showrunner-timeouts", "showrunner vendor timeouts", "2026-03-04", ["showrunner"], """
# Vendor timeouts

- Doremi: 3 s status timeout
- GDC: 10 s (they are slow to answer)
- Dolby: 3 s
""")
auto("relaxed-screenings", "Relaxed screenings", "2026-09-03", ["programming", "listings"], """
# Relaxed screenings

Monthly at every site, Sunday mornings. Lights at 30%, sound lowered, no trailers.
""")

# ---------------------------------------------------------------- filler / unpaired root files
root("feedback_uk_spelling.md", "uk-spelling", "Customer-facing copy uses British spelling", "feedback",
     "British spelling", "spelling in customer copy", """
Use British spelling in anything customers read (listings, emails, app strings): "cancelled", "programme".

**Why:** Marek got complaints from members about "theater".
""")
root("feedback_no_emoji_commits.md", "commit-style", "Commit messages: short, imperative, no emoji", "feedback",
     "Commit style", "how commit messages look", """
Commit messages: imperative subject under 72 chars, no emoji, reference the ticket (`LNT-123`) at the end.
""")
root("feedback_ask_before_prod.md", "ask-before-prod", "Ask before touching anything in prod", "feedback",
     "Ask before prod", "prod access rule", """
Ask before running anything against prod (kubectl exec, psql on prod, secret writes). Read-only `kubectl get` is fine.

**Why:** one person team; Marek wants to know what changed when a site calls him.
""")
root("project_ticket_tracker.md", "ticket-tracker", "Tickets live in Linear, team key LNT", "project",
     "Ticket tracker", "where work is tracked", """
Work is tracked in Linear, team key `LNT`. Site issues come in via the `#sites` Slack channel and get triaged on Tuesdays.
""")
root("project_exeter_site.md", "exeter-site", "Exeter: new fifth site (opened October)", "project",
     "Exeter site", "the newest site", """
Exeter is the fifth site, opened 2026-10-09. Two screens, one till, a small bar.
It was set up entirely from the Ansible roles, the first site done that way.
Until Exeter opened we ran 11 concessions tills across the other four sites.
""")
root("reference_slack_channels.md", "slack-channels", "Slack channels worth knowing", "reference",
     "Slack channels", "where to ask what", """
- `#sites`: site managers report problems
- `#onsales`: programming announces on-sales
- `#projection`: projection alerts
- `#deploys`: deploy bot output
""")
root("reference_ansible.md", "ansible-roles", "Ansible roles for site VMs and tills", "reference",
     "Ansible roles", "provisioning code", """
Repo `lantern/ansible`. Roles: `showrunner_vm`, `till`, `box_office_pc`, `site_router`.
Run with `ansible-playbook site.yml -l ext` for a single site.
""")
root("project_loyalty_ideas.md", "loyalty-ideas", "Ideas backlog for the membership scheme", "project",
     "Membership ideas", "backlog ideas for members", """
Backlog (not committed to):
- gift memberships
- "bring a friend" voucher once a quarter
- member-only previews listed in the app
""")
root("project_accessibility_audit.md", "accessibility-audit", "Website accessibility audit (AA) follow-ups", "project",
     "Accessibility audit", "WCAG follow-ups for the site", """
External audit in July found 14 AA issues on listings-web; 11 fixed, the seat picker focus order is the big one left.
""")
root("reference_distributors.md", "distributors", "Distributor contacts and quirks", "reference",
     "Distributors", "who sends films and keys", """
- Big studios: booking via the booking agent, DCPs by satellite or download
- Independents: often a hard drive in the post
- Always confirm the screen cert list with a new distributor before the first booking
""")

root("feedback_explain_sql.md", "explain-sql", "Show the SQL before running data fixes", "feedback",
     "Show SQL first", "data-fix etiquette", """
Before a data fix, show the SQL and the row count it will touch; run it only after Marek says go.
""")
root("project_app_store_review.md", "app-store-review", "App Store review gotchas", "project",
     "App Store review", "review rejections and fixes", """
Apple rejected 3.1 for the membership sign-up linking out to the web; the fix was to show the plans in-app without a price link.
""")
root("project_gift_cards.md", "gift-cards", "Gift cards: how they work", "project",
     "Gift cards", "gift card handling", """
Gift cards are seatdesk vouchers with a 16-character code; balance can be spent on tickets only.
""")

# ---------------------------------------------------------------- more pair partners
auto("seatdesk-db-notes", "seatdesk database notes", "2026-09-24", ["seatdesk", "postgres"], """
# seatdesk DB

Connection pooling through pgbouncer in the pod sidecar.
Biggest tables: `order_line`, `seat_hold`, `audit_event`.
""")
auto("kdm-requests", "KDM request timing", "2026-05-21", ["kdm", "programming"], """
# KDM requests

Programming sends the KDM request with the booking confirmation.
""")
auto("members-staff-notes", "Notes from site staff about members", "2026-06-03", ["lanterncard", "sites"], """
# Staff notes

- Members often ask at the bar for a discount; see the member discount note.
- Cards with a cracked QR can be looked up by surname in the box-office UI.
""")
auto("lanterncard-freeze", "Membership freeze", "2026-06-18", ["lanterncard"], """
# Membership freeze

Support sets the freeze in the admin UI; renewal date moves by the frozen period.
""")

rem("r_till_restart_never", "2026-11-12", "15:48:02", "preference", """
Never restart the tillsync agent on a till during trading hours; do it after close or before doors.
""")
rem("r_till_pin", "2026-11-19", "10:26:37", "fact", """
Never issue a refund at a concessions till without a manager PIN; the agent enforces it since tillsync 1.8.
""")
rem("r_price_notice", "2026-11-05", "14:09:50", "decision", """
Don't email members about a price change less than 30 days before it takes effect (consumer-law advice).
""")
auto("listings-publish", "Monday listings publish", "2026-11-09", ["listings", "programming"], """
# Monday listings publish

Programming publishes next week's times every Monday at 11:00 from seatdesk.
Never deploy listings-web during the Monday 11:00 publish; the ISR revalidation storm plus a deploy has broken film pages twice.
""")
auto("showrunner-config", "showrunner config changes", "2026-04-02", ["showrunner", "howto"], """
# Changing showrunner config

Edit `sites.toml`, run `showrunner check-config`, then restart showrunner with `sudo systemctl restart showrunner`.
Screen numbering in the file follows the seatdesk screen numbers.
""")

auto("seatdesk-rate-limits", "seatdesk rate limits", "2026-10-01", ["seatdesk", "api", "nginx"], """
# Rate limits

- Rate limit on `/api/v2/showtimes`: 120 requests per minute per IP (nginx `limit_req`).
- Scrapers from price-comparison sites were the reason; the kiosks are allowlisted by IP.
""")
rem("r_handover_history", "2026-10-16", "09:12:40", "fact", """
Until the October rota change, on-call handed over on Mondays.
""")
# ---- unpaired extras
root("feedback_small_prs.md", "small-prs", "Keep PRs small and single-purpose", "feedback", "Small PRs", "PR size preference", """
Keep PRs small: one concern per PR, under ~400 changed lines where possible.

**Why:** Marek reviews on his phone between sites.

**How to apply:** split refactors from behaviour changes.
""")
root("feedback_no_new_deps.md", "no-new-deps", "Ask before adding a new dependency", "feedback", "New dependencies", "dependency additions", """
Ask before adding a new third-party dependency to any Lantern repo; say what it replaces and how big it is.
""")
root("project_subtitles_pipeline.md", "subtitle-files", "Subtitle files for open-caption screenings", "project", "Subtitle files", "open-caption screenings", """
Open-caption screenings need the distributor's subtitled DCP version; we never burn subtitles in ourselves.
Programming books the "OCAP" version explicitly when ordering.
""")
root("project_concessions_menu.md", "concessions-menu", "Concessions menu structure in tillsync", "project", "Concessions menu", "menu and product groups", """
Product groups: hot drinks, cold drinks, bar, snacks, ice cream, merch.
Seasonal items are added as a group with start/end dates so they disappear on their own.
""")
root("reference_box_office_pcs.md", "box-office-pcs", "Box office PCs: hardware and setup", "reference", "Box office PCs", "box office hardware", """
Intel NUCs running Ubuntu 24.04 in kiosk mode, Chromium pointed at the box-office UI.
Card terminals are paired per PC; the pairing list is in the Ansible inventory.
""")
rem("r_film_ids", "2026-02-16", "13:50:10", "fact", """
Films are keyed by an internal `film_id` plus the distributor's title code; EIDR IDs are stored when the distributor gives one.
""")
rem("r_ines_days", "2026-03-09", "08:45:00", "fact", """
Ines works on Lantern on Tuesdays and Thursdays; frontend questions wait for those days.
""")
rem("r_seatmap_format", "2026-04-20", "16:02:33", "fact", """
Seat maps are JSON files per screen under `layouts/<site>/`, rows lettered from the front.
""")
rem("r_bar_stock", "2026-05-29", "19:40:00", "fact", """
Bar stock counts are done by the site managers on Sunday night after the last show.
""")
rem("r_trailer_length", "2026-07-17", "10:10:10", "preference", """
Programming wants the pre-show (ads plus trailers) kept to 15 minutes or less on evening shows.
""")
rem("r_gift_voucher_expiry", "2026-08-21", "11:30:45", "fact", """
Gift vouchers expire 24 months after purchase, as printed on the voucher.
""")
rem("r_exeter_wifi", "2026-10-12", "14:25:30", "fact", """
Exeter's guest Wi-Fi is on a separate ISP line from the box office and tills.
""")
auto("weekly-programming-meeting", "Weekly programming meeting", "2026-03-02", ["programming"], """
# Programming meeting

Tuesdays 10:00. Marek joins for anything that needs seatdesk or showrunner changes.
Decisions go into the `#programming` channel summary.
""")
auto("python-upgrade-plan", "seatdesk Python upgrade plan", "2026-11-20", ["seatdesk", "upgrade"], """
# Python upgrade plan

Draft: move seatdesk to the next Python minor in January after the Christmas on-sales.
Blocked on the PDF ticket library's wheels.
""")
auto("christmas-season", "Christmas season prep", "2026-11-24", ["operations", "seasonal"], """
# Christmas season

- Extra matinees at every site from 20 December
- Gift membership landing page (if ready)
- Freeze non-urgent changes to checkout from 15 December
""")
auto("ticket-pdf", "Ticket PDF generation", "2026-06-26", ["seatdesk", "pdf"], """
# Ticket PDFs

Generated with WeasyPrint from an HTML template; the QR encodes the order reference and seat.
Wallet passes are generated alongside for iOS.
""")
auto("site-managers", "Site managers", "2026-01-12", ["sites", "people"], """
# Site managers

One manager per site plus a duty manager rota for evenings.
They report issues in `#sites`; urgent projection problems go by phone.
""")
