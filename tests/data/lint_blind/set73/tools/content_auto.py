# Free notes: slug -> (title, created, tags, body). "@@ID@@" lines replaced by claims.
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("cargo-bike-loading", "Loading rules for cargo-bike jobs", "2026-02-19", ["dispatchr", "ops", "cargo"], """
# Loading rules

Collected from Dele after the crate incident in February.

@@V2@@
Heavy crates go low and forward in the box; the bungee net is mandatory above the rim.
Trikes are only used on the council run, so their limits don't matter for normal booking.
""")

a("routewise-tuning", "routewise tuning notes", "2026-05-12", ["routewise", "tuning"], """
# Tuning

@@V4@@
Stop clustering uses a 250 m radius in the centre, 400 m outside C1.
The service-time estimate per drop is 3 minutes, 6 for the lab client (scans at both ends).
""")

a("cargo-bike-routing", "Why the cargo-bike routes look odd", "2026-09-03", ["routewise", "cargo", "profiles"], """
# Cargo-bike routing quirks

Riders asked why loaded routes take long detours around the old city.

@@F4@@
Empty bikes use the normal profile; the loaded flag comes from pedalapp when the rider scans the first parcel.
""")

a("membership-faq", "Membership FAQ (for new riders)", "2026-03-02", ["sharebook", "members", "faq"], """
# Membership FAQ

**How do I become a member?**
@@V6@@

**Am I paid during probation?**
@@N6@@

**Can I sell my share?** Only back to the co-op, at the price you paid, when you leave.
""")

a("payout-run", "Monthly payout run: how it actually happens", "2026-04-30", ["sharebook", "payouts", "finance"], """
# Payout run

@@R9@@
Ruth checks the totals against the hours report before she uploads anything.

@@D5@@
""")

a("dispatchr-dev-setup", "dispatchr local setup", "2026-01-20", ["dispatchr", "setup", "dev"], """
# dispatchr dev setup

1. `bin/setup` (needs Postgres 16 and Redis locally; `docker compose up db redis` works).
2. Local env:

```
DATABASE_URL=postgres://localhost/dispatchr_dev
REDIS_URL=redis://localhost:6379/0
```

@@N8@@

Production env (copied from the Ansible vars when debugging the board outage):

```
RAILS_ENV=production
@@V8@@
```
""")

a("ci-notes", "CI notes", "2026-02-03", ["ci", "infra"], """
# CI

@@R1@@
The dispatchr pipeline takes ~9 minutes; the pricing-matrix specs are the slow part.
Caches are keyed on the lockfile hash, so a lockfile change means a cold build.
""")

a("notifications-overview", "Who gets notified about what, and through which provider", "2026-03-16", ["notifications", "dispatchr", "pedalapp"], """
# Notifications

@@R4@@
@@O5@@
- Riders: push notifications from pedalapp for new jobs and reroutes
- Dispatchers: board sounds only, no messages
""")

a("routewise-deploy", "Deploying routewise", "2026-04-14", ["routewise", "deploy", "infra"], """
# routewise deploy

@@R6@@
@@NS4@@
The OR-Tools image is big (1.3 GB); the first pull on a new node takes a while.
@@O4@@
""")

a("git-conventions", "Git conventions (as practised, not as written down)", "2026-06-29", ["git", "dispatchr", "conventions"], """
# Git conventions

- Branch names: `<initials>/<short-topic>`.
@@N1@@
- Commit messages in the imperative, issue number at the end.
- Release tags on pedalapp only (`v3.4.0`), because the stores need them.
""")

a("rider-handbook-digest", "Rider handbook: the bits the software has to match", "2026-02-12", ["riders", "ops", "handbook"], """
# Rider handbook digest

## Payments
@@N2@@

## Failed drops
@@NS2@@
Failed drops go back to the hub the same day unless the customer rebooks within an hour.

## Neighbours and safe places
@@NS7@@

## Cut-offs riders get asked about
@@A7@@
""")

a("pod-rules", "POD rules for podbox and the rider app", "2026-05-05", ["podbox", "pod", "rules"], """
# POD rules

@@N4@@
A POD photo must show the parcel and the door number in one frame.
@@D4@@
The lab client also needs a barcode scan at the door; podbox stores it with the photo.
""")

a("oncall-runbook", "On-call runbook", "2026-03-27", ["oncall", "runbook"], """
# On-call runbook

@@NS2@@
@@N10@@
- Board down: check the dispatchr pods first, then Postgres.
- routewise down: the board falls back to manual ordering; not an emergency in the evening.
""")

a("customer-api", "Customer API notes", "2026-01-29", ["dispatchr", "api", "clients"], """
# Customer API

@@S5@@
@@A10@@
@@O2@@
Errors come back as JSON problem documents.
""")

a("privacy-notes", "Privacy: what we keep about riders and customers", "2026-07-06", ["privacy", "gdpr"], """
# Privacy notes

@@O3@@
Rider home addresses live only in sharebook, never in dispatchr.
Subject-access requests go to Mariam; answer within a month.
""")

a("pedalapp-v3-notes", "pedalapp v3 release notes (internal)", "2026-06-11", ["pedalapp", "release", "v3"], """
# pedalapp v3

@@S2@@
@@D3@@
Offline mode queues status changes for up to 12 hours.
Login moved to magic links sent by SMS.
""")

a("pedalapp-release", "pedalapp release checklist", "2026-07-22", ["pedalapp", "release"], """
# Releasing pedalapp

@@A9@@
1. Bump the version in `app.config.ts`.
2. `eas build --profile production` for both platforms.
3. Submit, then post the changelog for riders.
""")

a("wheelhouse-tech-history", "How the tech got here", "2026-10-05", ["history", "context"], """
# How the tech got here

Written for the new volunteer dev so they stop asking why things are the way they are.

@@D10@@
@@D8@@
@@D1@@
- The co-op itself was registered in 2023 with nine rider-members.
""")

a("heatwave-2026", "Heatwave week, August 2026", "2026-08-15", ["ops", "weather", "rota"], """
# Heatwave

@@D9@@
Water stations at all three hubs; routewise used a shade-preferring profile for the week.
""")

a("backups", "Backups and restores", "2026-02-24", ["infra", "backups", "postgres"], """
# Backups

@@F6@@
fleetlog's SQLite file is copied to object storage after midnight.
Restore drill: last done in September, took 40 minutes for dispatchr.
""")

a("podbox-dev-setup", "podbox dev setup", "2026-05-26", ["podbox", "setup", "dev"], """
# podbox dev setup

@@O7@@
`npm run dev` starts the API and a local MinIO for the photo bucket.
Tests: `npm test` (vitest).
""")

a("council-contract", "Council contract: billing notes", "2026-03-10", ["council", "billing", "dispatchr"], """
# Council billing

@@NS1@@
The procurement officer wants one invoice per building, not one per run.
""")

a("dispatchr-deploy-howto", "How dispatchr gets deployed", "2026-04-07", ["dispatchr", "deploy"], """
# dispatchr deploys

Merging to `main` builds an image; Argo CD syncs it to the cluster.
@@NS8@@
Rollback: revert the image tag in the `infra` repo and let Argo CD sync.
""")
