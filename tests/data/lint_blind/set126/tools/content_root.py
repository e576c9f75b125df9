# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# Claims are placed with @@ID@@ on their own line.
FLAT = {"reference_infra.md", "reference_sites.md", "reference_glossary.md"}  # unquoted ': ' on purpose

ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r("reference_matbook.md", "matbook", "matbook overview — bookings, timetable, member app API", "reference",
  "matbook", "bookings/timetable app: stack, rules, integrations", """# matbook

Class timetable + bookings for all three sites. Member app and the front desk both talk to it.

## Stack
@@S10a@@
- Repo: `github.com/forge-combat/matbook`
@@S1a@@
@@V1a@@
- Staging database: `postgres://matbook@db-matbook-staging.forge.internal:5432/matbook_staging`
- Background jobs: Laravel Horizon
@@R4a@@
@@N1b@@

## Booking rules
@@F7a@@
- Waitlist: up to 8 people per class, promoted automatically when someone cancels
@@V2a@@
- Three late cancels or no-shows in 30 days block new bookings for 7 days
@@D2a@@
- Kids' classes can only be booked by the parent account, not the child's login

## Integrations
- duesdesk pushes membership status (active / frozen / cancelled) by webhook
- doorpad pulls today's bookings every 5 minutes to mark attendance
- JSON timetable feed at `/api/v1/timetable.json` (public, cached 10 minutes)
""")

r("reference_beltlog.md", "beltlog", "beltlog — grading and belt records (Django)", "reference",
  "beltlog", "grading/belt records: stack, grading rules", """# beltlog

Grading records, belts/stripes, certificates. Django 5.

## Stack
- Repo: `github.com/forge-combat/beltlog`
@@R7a@@
@@O1a@@
- Errors: Sentry project `beltlog`
- Python 3.12, dependencies with uv

## Gradings
@@D1a@@
@@F1a@@
@@V3a@@
- Belt order for the kids' syllabus: white, yellow, orange, green, blue, purple, brown, black
@@S3a@@
@@F10a@@
- A student who misses a grading is moved to the next one automatically, no re-entry form
""")

r("reference_cornerman.md", "cornerman", "cornerman — competition team entries, weigh-ins, medicals", "reference",
  "cornerman", "competition team app: stack, weigh-ins, medicals, licences", """# cornerman

Competition team management: fighter profiles, bout entries, weigh-ins, medicals, travel.
NestJS API + small React admin.

## Stack
@@A1a@@
@@V5a@@
@@R1a@@
@@R9a@@
- Errors: Sentry project `cornerman`

## Fighters and bouts
@@F4a@@
@@S6a@@
- Bout entries are exported as CSV for the show organisers
@@N9a@@
@@NS5a@@

## Weigh-ins
@@D10a@@
@@V7b@@
- Weights are recorded in kg to one decimal place
""")

r("reference_duesdesk.md", "duesdesk", "duesdesk — memberships and payments", "reference",
  "duesdesk", "memberships and payments: tiers, prices, collection", """# duesdesk

Memberships, payments, freezes, cancellations. Laravel, same conventions as matbook.

## Memberships
@@F2a@@
@@D7a@@
- 2-a-week: £38/month
- Kids: £30/month, siblings get 10% off the second child
@@N8a@@
- Injury freezes up to 8 weeks, with a physio or GP note

## Payments
@@S2a@@
- Card payments (drop-ins, kit shop): Stripe
@@V6a@@
@@NS8a@@
@@R3a@@
@@O2a@@
""")

r("reference_doorpad.md", "doorpad", "doorpad — check-in tablets at the door", "reference",
  "doorpad", "check-in tablets: hardware, offline mode, check-in rules", """# doorpad

Check-in app on the tablets at each entrance.

@@A6a@@
@@F3a@@
@@D3a@@
@@S4a@@
@@NS4a@@
@@N4a@@
@@V4a@@
- Pulls today's bookings from matbook every 5 minutes and marks attendance
- Usage analytics are switched off in the kiosk builds
""")

r("reference_infra.md", "infra", "Infra overview: hosting, CI, secrets, alerting, on-call", "reference",
  "Infrastructure", "shared infra, CI, secrets, alerting, on-call", """# Shared infrastructure

@@R2a@@
@@R10a@@
@@V8b@@
@@V10a@@
@@S8a@@
@@R8a@@
- Push notifications: Firebase Cloud Messaging (member app only)
@@A10a@@
@@F9a@@
@@NS2b@@
- DNS: Cloudflare, zone `forgecombat.co.uk`
""")

r("reference_sites.md", "sites", "Sites: Leicester, Coventry, Northampton — rooms, hours, caps", "reference",
  "Sites", "the three gyms: rooms, caps, hours", """# Sites

- Leicester (LEI) — the original gym, two mats, cage room, boxing gym
- Coventry (COV) — one mat, boxing gym
@@A5a@@
@@F6a@@
- Coventry and Northampton: open 07:00–21:30 on weekdays
- Weekends: all sites 09:00–16:00

## Room caps (max per class)
| Site | Room | Max per class |
|---|---|---|
@@V9a@@
| Leicester | Boxing gym | 16 |
@@O7a@@
| Northampton | Main mat | 30 |

## Classes
@@D6a@@
@@N2a@@
@@D4a@@
""")

r("user_dana.md", "dana", "Dana Whitlock — head of ops, product owner", "user",
  "Dana", "who Dana is, how she likes updates", """@@A7a@@
She isn't a developer but reads diffs when asked and will dip into matbook config.
@@F8a@@
Ask her before anything that changes what members see or pay.
""")

r("user_kofi.md", "kofi", "Kofi Mensah — the one full-time developer", "user",
  "Kofi", "developer: owns all repos, tooling habits", """Kofi Mensah is the only full-time developer; he owns matbook, duesdesk, cornerman, beltlog and doorpad.
@@R5a@@
He prefers small reviewable PRs and reads code review comments the next morning, not in the evening.
""")

r("user_sian.md", "sian", "Sian Price — head coach admin, gradings and comp team", "user",
  "Sian", "coach-admin: gradings, comp team, licences", """Sian Price is the coach who does the admin: gradings, the competition team and licences.
@@S7a@@
She's comfortable in spreadsheets and the beltlog screens, not the command line.
""")

r("feedback_merging.md", "merging", "How PRs are merged, per repo", "feedback",
  "Merging", "merge strategy differs per repo", """Merge strategy per repo (Kofi set these up in the branch protection rules):
@@R6a@@
@@N10a@@
@@NS6a@@
- doorpad and duesdesk: whatever the PR author picks

**Why:** each repo's history is read differently; matbook's is bisected a lot.
**How to apply:** check the repo before choosing the merge button.
""")

r("feedback_testing.md", "testing", "Testing rules for the Python and PHP repos", "feedback",
  "Testing", "real databases in tests, factories", """@@N6a@@
**Why:** a mocked ORM hid a broken grading migration in March.
**How to apply:** use factories for fixtures; matbook's Pest suite already uses a real test database too.
""")

r("feedback_commits.md", "commits", "Commit message style", "feedback",
  "Commits", "commit message convention", """@@A4a@@
Scope is optional; Kofi uses the app area, e.g. `fix(waitlist): ...`.
""")

r("feedback_pr_size.md", "pr-size", "PR size guideline", "feedback",
  "PR size", "keep PRs small", """@@F5a@@
**Why:** Kofi reviews on his phone between classes half the time.
""")

r("feedback_migrations.md", "migrations", "matbook migrations are run manually", "feedback",
  "Migrations", "how schema changes reach production", """@@N1a@@
**Why:** a long-running ALTER on `bookings` locked the table during a Monday 18:00 rush.
**How to apply:** put the migration in its own PR and tell Kofi in the PR description.
""")

r("feedback_git.md", "git-workflow", "Git workflow — PRs and branches", "feedback",
  "Git workflow", "branching and pushing rules", """@@N7a@@
Branch names: `<initials>/<short-topic>`, e.g. `km/waitlist-promote`.
Delete branches after merge; GitHub does it automatically on the forge-combat org.
""")

# ---- filler root files (no labelled claims) ----
r("reference_glossary.md", "glossary", "Glossary: gym and comp-team terms used in the repos", "reference",
  "Glossary", "terms used by coaches and in code", """- PAYG / drop-in: a visitor paying for one class without a membership
- Strike: a late cancel or no-show recorded by matbook
- Fight camp: the 6–8 weeks of extra sessions before a competition
- Interclub: sparring day hosted with another club, no official bouts
- Stripe (BJJ): a tape stripe on the belt, not the payment company
- Medical: the annual boxing medical every competing boxer must hold
- Little Dragons: the 4–6 year-olds' class
""")

r("reference_comp_calendar.md", "comp-calendar", "Competition calendar for the 2026 season", "reference",
  "Comp calendar", "competitions the team entered in 2026", """| Date | Event | Discipline |
|---|---|---|
| 2026-03-14 | Midlands Open | BJJ |
| 2026-05-23 | Leicester Box-off | Boxing |
| 2026-10-31 | Haringey Box Cup | Boxing |
| 2026-12-05 | Forge Winter Interclub | Muay Thai |

Entries close two weeks before each event; Sian exports them from cornerman.
""")

r("project_northampton_opening.md", "northampton-opening", "Northampton site launch tasks", "project",
  "Northampton opening", "what had to be ready for the third site", """Third site. What the apps needed before opening:
- matbook: new site code `NTH`, rooms and timetable loaded
- duesdesk: site added to membership records so home-site reports split correctly
- doorpad: one tablet ordered for the single entrance
- beltlog: no change, gradings are cross-site
Launch went fine; the only issue was the timetable feed caching the old site list for ten minutes.
""")

r("project_grading_season.md", "grading-season", "Winter grading 2026 prep", "project",
  "Winter grading", "prep for the December grading", """The December grading is the big one (BJJ belt promotions happen there).
- Sian wants eligibility lists exported from beltlog by 20 November
- Certificates template gets a new footer with the Northampton address
- Photographer booked for the Leicester session
""")

r("reference_contacts.md", "contacts", "Who to contact for what (vendors, people)", "reference",
  "Contacts", "vendors and internal owners", """- Payments questions: Dana
- Tablet hardware faults: Kofi, then the supplier (Tabletz Direct)
- Insurance and safeguarding: Dana and the club welfare officer, Marcus Hale
- England Boxing club secretary role: Sian
- Domain and DNS: Kofi
""")

r("feedback_php_style.md", "php-style", "PHP code style preferences", "feedback",
  "PHP style", "Pint, strict types, no facades in domain code", """Run Laravel Pint before pushing; CI fails on style.
Use `declare(strict_types=1);` in new files.
Prefer constructor injection over facades in domain classes; facades are fine in controllers.
""")

r("feedback_code_review.md", "code-review", "What Kofi wants in code review", "feedback",
  "Code review", "review etiquette", """Leave suggestions as GitHub suggestions, not prose, when it's a one-liner.
Approve with comments rather than blocking on naming.
**Why:** Kofi is the only reviewer for most PRs and blocking reviews stall releases.
""")

r("project_cornerman_v2.md", "cornerman-v2", "cornerman v2 — travel and kit tracking", "project",
  "cornerman v2", "next features for the comp-team app", """Planned for 2027:
- travel booking per event (minibus seats, hotel rooms)
- kit tracking (gloves and head guards lent to fighters)
- parents' view for under-18 fighters
Sian writes the requirements for this one; Dana signs off scope and budget as usual.
""")

r("reference_runbooks.md", "runbooks", "Runbooks for common ops tasks", "reference",
  "Runbooks", "restarting workers, re-sending receipts, local DB", """## Restart matbook workers
Restart the Horizon deployment, then check the dashboard queue depth goes down.

## Re-send a receipt
In duesdesk admin: Payments → the payment → Resend receipt.

## Local matbook database
```
# .env for local dev only
DATABASE_URL=postgres://matbook:matbook@localhost:5432/matbook
REDIS_URL=redis://localhost:6379/0
```
""")

r("reference_class_types.md", "class-types", "Class types on the timetable", "reference",
  "Class types", "disciplines and levels", """- Boxing: fundamentals, intermediate, sparring, comp team
- Muay Thai: fundamentals, open level, clinch, comp team
- BJJ: gi, no-gi, open mat
- Kickboxing: mixed level
- Kids: Little Dragons (4–6), Juniors (7–11), Teens (12–15)
- Strength & conditioning: open to all members
""")

r("feedback_deploys.md", "deploys", "When to deploy", "feedback",
  "Deploys", "deploy timing around busy hours", """Avoid deploying matbook or doorpad between 17:00 and 20:00 on weekdays — that's the check-in rush.
**Why:** a doorpad release at 17:45 left Leicester with a blank screen for ten minutes.
**How to apply:** mornings are best; weekends only for urgent fixes.
""")

r("project_kids_safeguarding.md", "kids-safeguarding", "Kids' safeguarding features in the apps", "project",
  "Kids safeguarding", "pickup lists, consent, photo rules", """Safeguarding work agreed with the welfare officer:
- parents maintain a pickup list in the member app
- photo consent flag on each child's profile; the social media team checks it before posting
- DBS expiry dates for coaches tracked in a sheet Dana owns; reminder 60 days before expiry
""")

r("reference_member_app.md", "member-app", "Member app (iOS/Android)", "reference",
  "Member app", "React Native app for members", """React Native app, published as "Forge Combat" on both stores.
- Talks only to the matbook and duesdesk APIs
- Release cadence: roughly monthly, via Expo EAS
- Push notifications go through Firebase Cloud Messaging
""")

r("project_price_review.md", "price-review", "2027 price review notes", "project",
  "Price review", "pricing decisions for next year", """Dana is looking at 2027 prices in December.
- Options on the table: a student tier, an off-peak tier before 16:00
- Kids' sibling discount stays as it is
- No decision yet; don't change any price in duesdesk until she confirms
""")
