# free notes: (slug, title, created, tags, body)
AUTO = [
("loan-desk-faq", "Loan desk FAQ (agent notes)", "2026-02-09", ["lendloop", "desk"], """
Questions the desk volunteers keep asking the agent to answer in the help page.

## How long can I keep it?
@@V2b@@

## Can someone else return it?
Yes, anyone can bring it back; the loan closes against the member's account.
"""),
("memberdesk-dev-setup", "memberdesk dev setup", "2026-04-13", ["memberdesk", "setup"], """
## Node
@@V5b@@

```
nvm use
corepack enable
pnpm install
cp .env.example .env
```

## Database
Local Postgres in Docker; the seed script creates three test members, one per tier.
"""),
("backup-runbook", "Backup and restore runbook", "2026-03-18", ["infra", "backups", "runbook"], """
## What is backed up
@@V8b@@
Postgres dumps and the uploaded files on the OVH box are both in the repo.

## Restoring one database
1. `restic restore latest --target /tmp/restore --include /srv/dumps/<db>.sql.gz`
2. Restore into a scratch database first and check row counts.
"""),
("membership-tiers", "Membership tiers", "2026-01-22", ["memberdesk", "membership"], """
| Tier | Price | Limit |
|---|---|---|
@@V9a@@
| Plus | £55/yr | 8 items at once |

@@D7b@@
Plus also unlocks the bigger machinery (log splitter, cement mixer).
"""),
("lendloop-ci", "lendloop CI notes", "2026-05-05", ["lendloop", "ci"], """
@@R2b@@
The pipeline runs lint, PHPStan level 6 and the test suite.
"""),
("fixlog-error-tracking", "fixlog error tracking", "2026-07-16", ["fixlog", "errors"], """
@@R4b@@
Unhandled errors at the welcome desk page show a "please write it on paper" banner.
"""),
("pattrack-notes", "pattrack notes", "2026-06-03", ["pattrack"], """
## Data
@@R6b@@

## Tester upload
The bench tester exports a CSV over USB; pattrack imports it and matches by asset id.
"""),
("lendloop-jobs", "lendloop scheduled jobs", "2026-04-27", ["lendloop", "jobs"], """
@@R9b@@

- 06:00 overdue check, marks loans overdue and queues the reminder emails
- 18:00 reservation reminders for tomorrow's collections
"""),
("pat-override", "PAT warnings at the kiosk", "2026-05-25", ["tooltap", "pat"], """
@@N2b@@
The override needs a branch lead's PIN and shows up in the weekly pattrack email.
"""),
("deposit-refunds", "Deposit refunds", "2026-03-26", ["memberdesk", "deposits"], """
@@N4b@@
Refunds go back to the card used, through Stripe, usually within five working days.
"""),
("junior-members", "Junior members", "2026-06-30", ["policies", "members"], """
@@N5b@@
Power tools stay off junior accounts whatever the parent says.
"""),
("release-checklist", "Release checklist", "2026-02-20", ["release", "lendloop"], """
## When
@@N6a@@

## Steps
1. Tag the release, wait for the green build
2. Post in #ops that checkout may blip for a minute
3. Smoke test a checkout and a return on the Ashby Mill kiosk
"""),
("rota-how-to", "rotaboard how-to for coordinators", "2026-05-18", ["rotaboard", "volunteers"], """
## Publishing the rota
The month's rota is published on the 20th of the previous month.

## Swaps
@@N9b@@
Coordinators get a notification for every pending swap.
"""),
("volunteer-signup", "Volunteer sign-up", "2026-01-16", ["volunteers"], """
@@S2a@@
A coordinator calls each new volunteer within a week.
"""),
("fixer-onboarding", "Fixer onboarding", "2026-02-05", ["fixers", "volunteers"], """
## First café
Pair new fixers with an experienced one for their first two cafés.

## Comms
@@S4a@@
"""),
("catalogue-seo", "Catalogue SEO", "2026-03-05", ["lendloop", "website", "seo"], """
@@S6a@@
Each tool page has structured data (Product with no price) so search shows the photo.
"""),
("label-printer", "Label printer", "2026-08-06", ["pattrack", "printing"], """
@@S7b@@
Drivers are in the Ashby Mill workshop drawer, and the ZPL template is in the pattrack repo.
"""),
("gift-aid", "Gift Aid claims", "2026-02-27", ["memberdesk", "gift-aid"], """
@@S9a@@
Claims are made quarterly by the treasurer.
"""),
("reservations", "Reservations", "2026-04-01", ["lendloop", "tooltap", "reservations"], """
@@F2b@@
A reservation is held for 24 hours after the collection date, then released.
"""),
("tooltap-build", "tooltap build notes", "2026-06-08", ["tooltap", "android"], """
@@F6b@@

```
./gradlew :app:bundleRelease
```

Release builds are signed in CI, never on a laptop.
"""),
("kettlewell-branch", "Kettlewell branch", "2026-07-21", ["kettlewell", "sites"], """
@@F8b@@
The branch shares its building with the community centre; keys from reception.
"""),
("pat-weekly-email", "pattrack weekly email", "2026-07-02", ["pattrack", "email"], """
@@F10b@@
Items due within 14 days are listed in amber, overdue ones in red.
"""),
("extension-leads", "Extension leads", "2026-03-12", ["pat", "stock"], """
@@O2b@@
Any lead with a nicked sheath is cut and binned, not repaired.
"""),
("volunteer-comms", "Volunteer comms", "2026-08-24", ["rotaboard", "volunteers", "sms"], """
## Cover requests
@@NS9b@@

## Failures
@@O4b@@
"""),
("rotaboard-ci", "rotaboard CI", "2026-06-17", ["rotaboard", "ci"], """
@@O5b@@
Coverage is reported but does not fail the build.
"""),
("lidia-setup", "Lidia's dev setup", "2026-02-13", ["lidia", "setup"], """
@@O6b@@
She runs rotaboard with `docker compose up` rather than a local virtualenv.
"""),
("fixlog-dev-setup", "fixlog dev setup", "2026-05-08", ["fixlog", "setup"], """
@@O7b@@

```
DATABASE_URL=postgres://fixlog@localhost:5432/fixlog_dev
flask --app fixlog run --debug
```
"""),
("fixers-newsletter", "Fixers' newsletter", "2026-04-10", ["fixers", "newsletter"], """
@@O9b@@
Content: upcoming cafés, parts wishlist, a repair of the month.
"""),
("memberdesk-history", "memberdesk history", "2026-03-03", ["memberdesk", "history"], """
@@D4a@@
The move took a weekend; members didn't notice.
"""),
("kettlewell-cafe", "Kettlewell repair café", "2026-06-26", ["kettlewell", "repair-cafe"], """
@@D5a@@
It moved because the community centre books a market on that day.
"""),
("pat-audit-2026", "Spring 2026 insurance audit", "2026-05-30", ["pattrack", "audit"], """
@@D6a@@
The auditor was happy with the records and closed the audit on 2026-05-15.
"""),
("membership-history", "Membership history", "2026-01-23", ["memberdesk", "membership", "history"], """
@@D7a@@
The tiers came in with the January 2026 relaunch.
"""),
("tooltap-beta", "tooltap beta", "2026-05-02", ["tooltap", "history"], """
@@D8a@@
Beta feedback: bigger buttons, and a sound when the scan works.
"""),
("tooltap-rollout", "tooltap rollout", "2026-05-15", ["tooltap", "android"], """
@@A5b@@
New tablets enrol with a QR code from the device-management console.
"""),
("new-volunteer-guide", "New volunteer guide", "2026-02-18", ["volunteers"], """
## Shifts
@@A7b@@

## At the desk
Check the member card, scan the tag, give out the safety sheet for powered tools.
"""),
("kiosk-troubleshooting", "Kiosk troubleshooting", "2026-07-24", ["tooltap", "runbook"], """
@@NS2a@@

```kotlin
// test fixture only
val idleTimeout = 5.seconds
```

If the scanner light is off, reseat the USB-C cable in the stand.
"""),
("fixer-summary", "Fixer summary email", "2026-09-17", ["fixlog", "email"], """
@@NS4b@@
The summary lists items, outcomes and any parts they said they'd source.
"""),
("young-volunteers", "Young volunteers", "2026-09-16", ["volunteers", "safety"], """
@@NS10b@@
They need a parent's consent form on file before the first shift.
"""),
# ---- unlabelled
("branch-opening-checklist", "Branch opening checklist", "2026-01-12", ["branches"], """
1. Kiosk on, scanner light green
2. Returns shelf cleared from yesterday
3. Check the reservation list for today's collections
"""),
("stocktake-2026", "Stocktake January 2026", "2026-01-15", ["stock"], """
- 37 items marked lost across the four branches
- Fernhill had the most missing hand tools
"""),
("meilisearch-reindex", "Reindexing the catalogue", "2026-04-20", ["lendloop", "search"], """
If search results look stale, reindex by hand:

```
php artisan scout:flush "App\\Models\\Tool"
php artisan scout:import "App\\Models\\Tool"
```
"""),
("cafe-evening-setup", "Repair café setup", "2026-03-21", ["repair-cafe"], """
- Tables in a U, welcome desk by the door with the fixlog laptop
- Electrical repairs only on the tables with RCD-protected sockets
"""),
("insurance-notes", "Insurance notes", "2026-09-25", ["insurance"], """
- The insurer wants every electrical item's PAT history available on request
- Volunteers are covered while on a rostered shift
"""),
("holmbrook-fitout", "Holmbrook fit-out", "2026-08-14", ["holmbrook"], """
- Shelving from the old library, painted
- Network: the county's guest Wi-Fi plus a 4G router as backup
"""),
("tool-tag-format", "Tool tag format", "2026-06-12", ["tooltap", "stock"], """
Tool tags carry the asset id, e.g. `ASH-0412`: branch code, dash, four digits.
Tags are printed on weatherproof vinyl.
"""),
("member-faq-copy", "Member FAQ copy", "2026-05-11", ["website", "copy"], """
- "Can I borrow for a friend?" Only on your own account.
- "What if it breaks while I'm using it?" Tell us; accidents happen.
"""),
("data-retention", "Data retention notes", "2026-07-28", ["gdpr"], """
- Loan history is kept while the membership is active
- Repair café tickets are kept for reporting, with visitor names removed after a year
"""),
("trustee-report-2026", "Trustee report prep", "2026-11-20", ["reports"], """
- Numbers needed: loans, members, repair café items, kg saved
- Draft due to the chair by 2026-12-10
"""),
]
