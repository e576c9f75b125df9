# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
ROOT = {}
def R(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

R("user_marcus.md", "marcus-profile", "Marcus Adeyemi, digital lead at the boutique; how he works and what he expects from me", "user",
  "Marcus", "who I work with, tools he uses, how he likes answers", """
Marcus Adeyemi is the digital lead at Ivory & Thread Bridal (three boutiques: Harrogate, York, Leeds pop-up).
He owns fittingroom, altertrack, supplyline, tillside and the website, with Jess Kowalczyk two days a week.

@@R8a@@
@@A7b@@
- Comfortable with Laravel and Django; less so with the Astro website, which Jess mostly looks after.
- Covers the York till on the odd Saturday when they are short, so he is slow to reply at weekends.
- Not a fan of long plans for small fixes; for anything touching more than two apps he wants a written plan first.

**How to apply:** put the command or diff up front, keep the prose to a couple of lines, and say which boutique
a change affects when it matters (Harrogate has the workroom, York and Leeds don't).
""")

R("feedback_commit_messages.md", "commit-messages", "How commit messages should look in the boutique repos", "feedback",
  "Commit messages", "prefix and tone for commits", """
@@F10a@@
Keep the subject under ~70 characters; body only when the why isn't obvious.
No emoji, no `Co-Authored-By` trailer.

**Why:** Marcus reads `git log --oneline` across repos when something breaks on a Saturday and wants to see at a
glance which app a commit touched.

**How to apply:** check `git log -5` for the repo's current style before drafting; only commit when asked.
""")

R("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged and why", "feedback",
  "Merge strategy", "how PRs are merged", """
@@R7a@@
Keep PRs small enough that each commit makes sense on its own; tidy with `git rebase -i` before asking for review.

**Why:** when a booking bug shows up, Marcus bisects on `main` and wants the individual steps, not one blob.

**How to apply:** don't press the other merge buttons in GitHub; if a branch is messy, clean it up first.
Never force-push `main`.
""")

R("feedback_deploy_window.md", "deploy-window", "When fittingroom may and may not be deployed", "feedback",
  "Deploy window", "days and times to avoid deploying", """
@@N1a@@
Best window is Tuesday or Wednesday morning before 10:00, when no boutique is open yet.

**Why:** a broken release on 2026-03-14 (a Saturday) stopped the booking page for forty minutes and York had to
take appointments on paper.

**How to apply:** if a fix is ready late in the week, hold it until the next Tuesday unless Marcus says otherwise.
The website and supplyline aren't covered by this; they can go out any weekday.
""")

R("feedback_migrations.md", "migrations-rule", "Rule for running database migrations on production", "feedback",
  "Migrations", "where production migrations run", """
@@N4a@@
Write migrations so they are safe to run before the new code is live (add columns nullable first, backfill, then
tighten in a later release).

**Why:** Jess once ran a migration from her laptop with a stale branch and dropped a column that the live code
still read. Twenty minutes of failed bookings.

**How to apply:** if a change needs a migration, say so in the PR description; never suggest running one by hand.
""")

R("feedback_testing.md", "testing-rules", "How tests should be written for fittingroom and altertrack", "feedback",
  "Testing", "real database in tests, what to mock", """
@@N8a@@
Mock the outside world only: the SMS provider, the mail API, the payment provider, the designers' endpoints.
altertrack's tests use pytest with the Django test database, same idea.

**Why:** a mocked query layer hid a broken migration in February; the tests were green and the admin fell over.

**How to apply:** if a test is slow, fix the fixture, don't swap the database out.
""")

R("feedback_customer_data.md", "customer-data", "Rules for brides' personal data across the apps", "feedback",
  "Customer data", "where personal data may and may not go", """
@@N2a@@
@@NS7a@@
@@NS3a@@
Wedding dates and guest names are fine in fittingroom; photos of brides in gowns only go in the workroom photo folder.

**Why:** Harriet had a bride complain in 2025 that a stylist emailed her from a Gmail address and she had no idea
who had her number. We are also careful because measurements are sensitive.

**How to apply:** when designing a feature, check which app a field belongs in before adding a column.
""")

R("feedback_comms_style.md", "customer-comms", "Rules for texts and emails that go to brides", "feedback",
  "Customer comms", "who approves wording, what texts are for", """
@@A10b@@
@@NS4a@@
Texts are signed with the boutique name, never the stylist's mobile number.
Keep the tone warm but short; no exclamation marks in the subject lines of emails.

**Why:** an automated "Say yes to the dress!" text went out in 2025 and Harriet hated it.

**How to apply:** any new template goes into the PR description so Harriet can read it before merge.
""")

R("feedback_plan_first.md", "plan-first", "When to write a plan before coding", "feedback",
  "Plan first", "plans for multi-app changes", """
For anything touching two or more apps (say fittingroom and supplyline), write a short plan in the PR draft first
and wait for Marcus to nod.
Single-file fixes, copy changes and dependency bumps don't need one.

**Why:** the 2026 deposit rework touched three apps and the first attempt had to be thrown away.

**How to apply:** a plan is five bullets, not a document.
""")

R("feedback_no_force_push.md", "no-force-push", "Never force-push shared branches", "feedback",
  "No force push", "shared branches", """
Never force-push `main` or any branch someone else has checked out.
Force-pushing your own feature branch after a rebase is fine.

**Why:** Jess lost half a day's work on the supplyline inventory tab in July.

**How to apply:** `git push --force-with-lease` on your own branch only.
""")

R("project_leeds_popup.md", "leeds-popup", "The Leeds pop-up boutique: lease, setup, how it runs", "project",
  "Leeds pop-up", "lease, staffing, how appointments work there", """
Opened 2026-09-19 in the Victoria Quarter; the lease runs to the end of March 2027 and Harriet decides in January
whether to make it permanent.

## How it runs
- Lottie Brennan manages it, with a Saturday stylist borrowed from York.
@@N9a@@
- Bookings come through fittingroom like the other boutiques (boutique code `LDS`).
- No workroom: alteration fittings for Leeds brides happen in Harrogate.

## Open questions
- Whether to add a third suite if the lease is extended.
- Wi-Fi in the unit is the landlord's; the card reader uses its own SIM.
""")

R("project_sms_reminders.md", "sms-reminders", "Appointment reminder texts: what is sent and when", "project",
  "SMS reminders", "which appointments get reminder texts", """
Reminder texts cut no-shows from about 9% to 3% in the first quarter after they were switched on.

@@V6a@@
@@N6a@@
The reminder includes a reschedule link; rescheduling through it carries the booking fee over to the new slot.
No-shows are flagged in fittingroom and the stylist calls the bride the next day.

## Still to do
- Welsh-language wording for the two Welsh brides who asked (low priority).
- Report of reminder delivery failures per boutique.
""")

R("project_reporting.md", "reporting", "Weekly sales reporting for Harriet and the managers", "project",
  "Reporting", "weekly sales report and who reads it", """
@@S4a@@
Harriet reads it on Monday morning; the managers get their own boutique's page.

## What's in it
- Gowns ordered per boutique per week, average order value, conversion from first appointment to order.
- Bridesmaid orders as a separate line.
- Alterations revenue (from altertrack) as a monthly figure, not weekly.

## Wishlist
- Conversion by stylist, which Harriet wants and the stylists are nervous about.
""")

R("project_altertrack_v2.md", "altertrack-v2", "altertrack v2: job board, photo uploads, collection flow", "project",
  "altertrack v2", "what v2 changed and what is left", """
Started in May 2026 after the workroom asked for a board view of all open jobs.

## Shipped
- Kanban-style job board (pinned, sewing, second fitting, ready, collected).
- Photo uploads from the workroom iPad at each fitting.
- Collection flow: bride signs on the iPad, job moves to collected.

## Left
- Printing job tickets on the label printer (the Brother one in the workroom).
- A proper per-seamstress workload view.
""")

R("project_peak_season_2027.md", "peak-season-2027", "Preparing the apps for the January-March 2027 peak", "project",
  "Peak season 2027", "capacity and freeze plans for peak", """
January to March is when most brides book; last peak the booking page got slow on Sunday evenings.

- Load-test the booking page before Christmas.
- Code freeze on fittingroom from 2027-01-02 to 2027-01-12 except for fixes.
- Extra stylist hours in York on Saturdays (Harriet's call, not ours).
- Check the SMS credit balance before the freeze.
""")

R("project_bridal_show.md", "bridal-show", "Harrogate bridal show stand and lead capture", "project",
  "Bridal show", "lead capture at the autumn show", """
Harrogate Convention Centre show on 2026-10-11; we had a stand with four samples.

- Leads were captured on an iPad form that posts into fittingroom's enquiries.
- 63 leads, 19 booked a first appointment within two weeks.
- Next year: bring the Leeds pop-up's stylist so Leeds gets its own leads.
""")

R("project_gdpr_cleanup.md", "gdpr-cleanup", "Clean-up of old customer records", "project",
  "GDPR clean-up", "what old customer data gets deleted", """
Customer records are kept for 6 years after the wedding date for warranty and accounts, then anonymised.

- fittingroom: a monthly job anonymises customers whose wedding date is more than 6 years ago.
- altertrack: job records follow the same rule; workroom photos have their own shorter rule.
- The old Squarespace export (CSV on Harriet's laptop) was deleted in March.
""")

R("reference_fittingroom.md", "fittingroom", "fittingroom overview: stack, database, jobs, messaging, admin access", "reference",
  "fittingroom", "booking and customer records app", """
# fittingroom

Appointment booking and customer records for all three boutiques. Repo `ivory-thread/fittingroom`.

## Stack
@@V5a@@
- Frontend: Blade + Alpine, Tailwind, Vite for assets
@@V1a@@
@@R6a@@
@@A2b@@
- Appointment types: first bridal, bridal return, bridesmaid, alteration fitting, collection

## Messaging
@@R1a@@
@@S9a@@
- Reminder SMS carries the stylist's first name and a reschedule link
- Enquiries inbox: bridal-show leads and phone enquiries land here for the stylists

## Access
@@F8a@@
- Stylists see their own boutique's diary; managers see all three

## Website integration
@@S5a@@
- Boutique codes: `HGT`, `YRK`, `LDS`
""")

R("reference_altertrack.md", "altertrack", "altertrack, the workroom's alterations tracker", "reference",
  "altertrack", "alterations jobs, fittings, quotes, collection", """
# altertrack

Alterations tracker for the Harrogate workroom: jobs, pinning fittings, quotes, second fittings, collection.
Repo `ivory-thread/altertrack`.

## Stack and hosting
@@A3b@@
@@F7a@@
@@S2a@@
- Photo uploads stored on the NUC under `/srv/altertrack/media`

## Workroom
@@D7b@@
@@V7a@@
- Rush jobs carry a £75 surcharge and need the workroom lead's okay
@@F5a@@
- Bustles priced from £85; straps and cups from £45
@@NS6a@@
- Jobs are numbered `ALT-<year>-<n>`; the ticket number goes on the garment bag
""")

R("reference_supplyline.md", "supplyline", "supplyline: designer orders, confirmations, delivery tracking", "reference",
  "supplyline", "supplier orders to the designers", """
# supplyline

Orders to the designers we stock, order confirmations, expected delivery dates, sample inventory.
Small Flask app, schema `supply` on the shared Postgres. Repo `ivory-thread/supplyline`.

## Ordering
@@F6a@@
@@NS1a@@
@@S3a@@
- Each designer has its own order sheet template (PDF), kept in the repo under `templates/`
@@N10a@@

## Tracking
- Delivery dates are tracked per order; late ones show in red on the dashboard
- Each order carries the boutique code and the wedding date
""")

R("reference_designers.md", "designers", "The bridal designers we stock and their terms", "reference",
  "Designers", "lead times and terms per designer", """
# Designers we stock

## Lead times
@@V4a@@
- Maison Aubade: lead time 26 weeks; ordering details in the supplyline memory
@@F3a@@
- Lumen Atelier (bridesmaids): lead time 10 weeks

## Terms
- Halcyon and Eleni Rosa invoice on dispatch, 30-day terms; Maison Aubade wants payment with order
- Samples are bought at 50% of wholesale once a season

## Damage and faults
@@N7a@@
- Photograph the fault on the day the gown is unpacked, before anything else happens to it
""")

R("reference_tillside.md", "tillside", "tillside: card payments, deposits, balances and the accounts export", "reference",
  "tillside", "payments, deposits, accounts export", """
# tillside

Small Node service that ties the card payments to fittingroom orders and sends the day's takings to the accounts.

## Payments
@@R9a@@
@@V3a@@
@@F2a@@
@@N3a@@
- Bridesmaid orders and accessories are taken in full at the till

## Accounts
@@R10a@@
- VAT is split out per line; accessories and alterations are standard-rated
""")

R("reference_infra.md", "infra", "Infrastructure: hosting, CI, DNS, deploys, secrets, errors", "reference",
  "Infrastructure", "where things run and how they are deployed", """
# Infrastructure

@@A8b@@
@@R3a@@
- Hosting: two Hetzner Cloud VMs (`app-1`, `app-2`) plus the workroom NUC
@@S6a@@
@@S1a@@
@@A5b@@
@@R2a@@
- Monitoring: Uptime Kuma on app-2, alerts to the #it Slack channel
- Object storage: Backblaze B2 (backups and the website's original images)
""")

R("reference_backups.md", "backups", "Database backups, retention and restore drills", "reference",
  "Backups", "what is backed up, where, how long", """
# Backups

@@F4a@@
@@V8a@@
- Restore drill: quarterly, the last one on 2026-10-14 took 11 minutes
- The NUC's media folder is rsynced to app-2 nightly

Cron on app-2:

```
30 2 * * * /opt/backup/pgdump.sh pg-fit >> /var/log/pgdump.log 2>&1
```
""")

R("reference_boutiques.md", "boutiques", "Boutiques: suites, hours, appointment rules", "reference",
  "Boutiques", "suites, opening hours, appointment rules", """
# Boutiques

| Boutique | Code | Suites | Hours |
|---|---|---|---|
| Harrogate (flagship, workroom) | HGT | 4 fitting suites | Tue–Sat 10:00–17:30 |
@@V9a@@
@@F1a@@

## Appointments
@@V2a@@
@@V10a@@
- First bridal appointments carry a £30 booking fee, deducted from the gown if she orders
@@A6b@@
@@F9a@@
- Return appointments (second look) are 60 minutes and free
""")

R("reference_oncall.md", "oncall", "Who gets called for what when something breaks", "reference",
  "On-call", "who to page for which outage", """
# On-call

@@NS2b@@
- altertrack down: tell the workroom to use paper job tickets; fix next working day
- supplyline down: not urgent, orders can wait a day unless it's Monday morning
- Website down: message Jess; the booking widget is the part that matters
- Out of hours: nothing is urgent unless the booking page is down on a Sunday evening in peak
""")

R("reference_staff.md", "staff", "Who is who at Ivory & Thread", "reference",
  "Staff", "people, roles, who decides what", """
# Staff

@@NS10b@@
- Marcus Adeyemi: digital lead
- Jess Kowalczyk: part-time developer (Tuesdays and Thursdays)
- Priya Shah: Harrogate manager; Tom Reed: York manager; Lottie Brennan: Leeds pop-up
@@S7a@@
- Three seamstresses in the workroom, plus a freelance beader in peak
""")

R("reference_website.md", "website", "The public website (lookbook)", "reference",
  "Website", "public site, hosting, tooling", """
# Website (lookbook)

- Astro 4 static site, repo `ivory-thread/lookbook`
@@R4a@@
@@R5a@@
@@S10a@@
- Designer pages are generated from a JSON file that Jess updates each season
- Images go through the Astro image pipeline; keep originals under 5 MB
""")

R("reference_glossary.md", "glossary", "Glossary: bridal and workroom terms used in the apps", "reference",
  "Glossary", "terms used by the stylists and the workroom", """
# Glossary

- **Say yes**: the appointment where the bride chooses her gown; the order and deposit follow.
- **Pinning fitting**: first alterations fitting, where the seamstress pins the gown on the bride.
- **Second fitting**: check of the altered gown; sometimes a third for bustles.
- **Collection**: the bride takes the gown home, steamed and bagged.
- **Sample**: a gown on the rail for try-ons, bought by us at a discount.
- **Bustle**: loops or buttons that lift the train for dancing.
- **Horsehair braid**: stiff trim in a hem that gives it body.
- **Rail**: where samples hang in a suite; rails are numbered per boutique.
""")
