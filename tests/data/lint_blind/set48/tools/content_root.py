# Root Claude Code auto-memory files: filename -> (name, description, type, title_for_index, hook, body)
# Claim lines are written as @@ID@@ on their own line.
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r("user_profile.md", "user_profile", "Priya Natarajan, head of digital at Springwell Jump & Play; how she likes to work", "user",
  "User Profile", "Priya's role, team and working preferences", """
Priya Natarajan is head of digital at Springwell Jump & Play Ltd (indoor trampoline + soft-play parks).
She owns the in-house systems: jumpbook, waiverly, partyplanner, tillbridge, rotaflow, gatekeeper.
Team: Priya, Tom Okafor (backend, mostly jumpbook and tillbridge), Ellie Marsh (part-time, Android/gatekeeper),
plus an agency for the marketing site.

@@A2a@@
- Reads diffs on GitHub, not in the terminal
- Happy for the agent to run read-only commands without asking
- Works from the Leeds office Tue-Thu, remote otherwise
- Knows Python and SQL well, Go "well enough to review", no Kotlin

**Why:** she reviews a lot of small PRs between park visits, on her phone as often as not.
""")

r("feedback_git_workflow.md", "feedback_git_workflow", "Merge strategy differs per repo; check before merging", "feedback",
  "Git Workflow", "Per-repo merge habits and branch naming", """
Merge style is per repo, not global:

@@R8a@@
@@O10a@@
- tillbridge: whatever Tom prefers that week, he owns it

Branch names: `<initials>/<ticket>-short-slug`, e.g. `pn/SW-412-party-addons`.

**Why:** the waiverly release script builds the changelog from merge subjects, so its history has to keep them.

**How to apply:** check the repo before pressing the button; never change the repo's merge settings without asking.
""")

r("feedback_waiverly_tooling.md", "feedback_waiverly_tooling", "Node tooling rules for the waiverly repo", "feedback",
  "waiverly Tooling", "Which installer and lockfile the waiverly repo expects", """
@@R7b@@

**Why:** Tom lost half a day in April to a stray lockfile that made CI resolve different versions of the PDF library.

**How to apply:** never run `npm install` in that repo, even for a quick check. If a new dependency is needed, add it
with the repo's installer and commit the lockfile in the same commit.
""")

r("feedback_deploys.md", "feedback_deploys", "When and how to deploy jumpbook safely", "feedback",
  "Deploys", "Deploy timing and command for the booking system", """
@@N1a@@

@@S8a@@
Post in #releases before and after, with the short SHA.

**Why:** a deploy on a busy day in February broke the basket for 40 minutes and the parks took bookings on paper.

**How to apply:** if Priya asks for an urgent fix late in the week, remind her of this and offer a feature flag instead.
""")

r("feedback_rotaflow_commits.md", "feedback_rotaflow_commits", "How changes land in the rotaflow repo", "feedback",
  "rotaflow Commits", "How the rota repo wants its changes committed", """
@@N5a@@

**Why:** rotaflow is small and only Priya and Tom touch it; review happens over coffee.

**How to apply:** still run `go test ./...` first and write a proper commit message (what + why).
""")

r("feedback_testing.md", "feedback_testing", "Testing expectations for partyplanner changes", "feedback",
  "Testing", "How much of the test suite to run before pushing party changes", """
@@N8a@@

**Why:** a template change in March broke the add-on pricing and nobody noticed until a party host complained.

**How to apply:** if the run is red, fix or ask before pushing; don't push with `--no-verify`.
""")

r("feedback_pr_size.md", "feedback_pr_size", "PR size preference", "feedback",
  "PR Size", "How big a pull request may get", """
@@F5a@@

**Why:** Priya reviews on her phone between park visits.

**How to apply:** if a change grows, split it into stacked PRs and say so in the description.
""")

r("feedback_customer_copy.md", "feedback_customer_copy", "Rules for customer-facing text and email", "feedback",
  "Customer Copy", "Language and consent rules for anything customers see", """
@@F8a@@

@@NS2a@@
The opt-in flag is `marketing_opt_in` on the customer row; it defaults to false.

**Why:** we had an ICO complaint in 2025 from a parent who got a half-term promo without consenting.

**How to apply:** when touching email code, check which kind of email it is before choosing the recipient query.
""")

r("feedback_timezones.md", "feedback_timezones", "Timezone handling across all services", "feedback",
  "Timezones", "How times are stored and shown", """
@@A5a@@

**Why:** the October clock change double-booked a 01:00 maintenance job and a session sync in 2025.

**How to apply:** in Python use `zoneinfo.ZoneInfo("Europe/London")`; in Go `time.LoadLocation`; never naive datetimes.
""")

r("feedback_migrations.md", "feedback_migrations", "Safety rule for booking database migrations", "feedback",
  "Migrations", "When jumpbook schema changes may run", """
@@NS1a@@

**Why:** the bookings table is hot all day; an `ALTER` that took a lock during a Saturday rush queued every checkout.

**How to apply:** schedule migrations for after close or before 08:30 and say in the PR when you intend to run them.
""")

r("feedback_gatekeeper.md", "feedback_gatekeeper", "Care rules for the entry devices", "feedback",
  "gatekeeper Devices", "When not to touch the entry devices", """
@@NS7a@@

**Why:** a restart takes about four minutes including the waiver cache warm-up, and the queue goes out the door.

**How to apply:** push updates to the MDM with the "install at next restart" option, never "install now", at weekends.
""")

r("feedback_openapi.md", "feedback_openapi", "jumpbook API schema is generated, not edited", "feedback",
  "OpenAPI Schema", "Where the booking API schema comes from", """
@@NS8a@@
The generator reads the FastAPI route signatures; hand edits are overwritten on the next build and confuse review.

**How to apply:** change the route or the pydantic model instead, then regenerate.
""")

r("feedback_answers_with_links.md", "feedback_answers_with_links", "Link tickets and files in answers", "feedback",
  "Answers With Links", "Always point to the ticket or file being discussed", """
When referring to a ticket, write it as `SW-123` and link it; when referring to code, give `path:line`.

**Why:** Priya forwards answers to Tom and the agency, who don't have the conversation context.

**How to apply:** applies to summaries, PR descriptions and handover notes alike.
""")

r("feedback_no_customer_data.md", "feedback_no_customer_data", "Never paste customer data into chats or tickets", "feedback",
  "No Customer Data", "Keep children's and parents' personal data out of tickets and chat", """
Never paste rows from the bookings or waiver tables into Slack, Linear or a PR. Use the booking reference
(`SWB-xxxxxx`) or the waiver ID only.

**Why:** most of our personal data is about children; the DPO asked for this explicitly after a Slack export request.

**How to apply:** when debugging, query counts or IDs, and redact names in any output you quote.
""")

r("feedback_sql_readonly.md", "feedback_sql_readonly", "Use the read-only role for ad-hoc queries", "feedback",
  "Read-only SQL", "Which database role to use for poking around", """
For ad-hoc queries use the `analyst_ro` role, never the application role.

**Why:** in May someone ran an `UPDATE` without a `WHERE` from a psql session opened with the app role.

**How to apply:** `psql service=jumpbook_ro` is set up in `~/.pg_service.conf` on the bastion.
""")

r("reference_jumpbook.md", "reference_jumpbook", "jumpbook: the session booking system (API, admin, public booking pages)", "reference",
  "jumpbook", "Booking system overview: stack, rules, integrations", """
# jumpbook

Session booking for all parks: public booking pages, the admin panel used by the front desks, and the API
used by gatekeeper and the lobby screens. Python / FastAPI, SQLAlchemy, Alembic. Repo `springwell/jumpbook`.

## Stack
@@O1a@@
@@R1a@@
@@A4a@@
@@D7b@@
- Admin panel: `admin.book.springwell.co.uk`
@@V7a@@

## Booking rules
@@V2a@@
@@D5b@@
- Wristband colour changes every session so staff can see who has overstayed
- Toddler and adult sessions are separate session types, configured per site
- Block bookings (schools, clubs) go through the admin panel, not the public site

## Customer comms
@@NS2b@@
@@N9a@@
- Confirmation includes the waiver link for everyone in the booking who has no valid waiver

## Embeds and links
@@S5b@@
- Lobby screens poll `/api/v2/lobby/<site>` for the next sessions board

## Gotchas
- Availability is per session type AND zone; a soft-play-only booking doesn't consume trampoline capacity
- Promo codes are case-insensitive but stored upper-case
- The admin "force book" button bypasses capacity; only duty managers have it
""")

r("reference_waiverly.md", "reference_waiverly", "waiverly — safety waivers (kiosk app + web form + API)", "reference",
  "waiverly", "Waiver service overview: stack, kiosks, data rules", """
# waiverly

Safety waivers for every jumper. Kiosk app on iPads at each entrance, a web form linked from booking confirmations,
and an API that gatekeeper checks at entry. Repo `springwell/waiverly`.

## Stack
@@D6b@@
@@R7a@@
- Postgres for waiver records (`waivers` DB), PDF copies in object storage
@@V1a@@
@@R9a@@
@@O9a@@

## Rules
@@V3a@@
@@N2a@@
@@NS3a@@
- One waiver per adult signer can cover up to 6 children
- Medical notes field is free text and is shown to first-aiders only

## Kiosks
@@A3a@@
@@O6a@@
- Kiosks sync queued signatures when the network is back; the queue is visible at `/admin/kiosk-queue`
- Each park has 3 kiosks; spare iPads live in the Leeds office cupboard
""")

r("reference_partyplanner.md", "reference_partyplanner", "partyplanner — party packages, rooms, deposits, hosts", "reference",
  "partyplanner", "Party booking system overview: packages, rooms, rules", """
# partyplanner

Books birthday parties: package, date, room, food, add-ons, host. Django app, repo `springwell/partyplanner`.

## Packages
- Mini Bounce: up to 10 children, jump time plus the small party room
- Classic Bounce: up to 15 children
@@V6a@@
- Food: hot food platter or picnic boxes; allergens are recorded per child
- Add-ons: slush machine, glow session, party bags

## Booking rules
@@D9b@@
@@D4b@@
@@N3a@@
@@F10b@@
@@A10a@@
- Parties start at :00 or :30, first party 10:00, last party 17:30

## Enquiries
@@S10b@@

## Ops
@@S1a@@
@@V8a@@
@@R2a@@
- Admin: `/admin/` with Django groups `party-office`, `host`, `manager`
""")

r("reference_tillbridge.md", "reference_tillbridge", "tillbridge — cafe till sales into Xero", "reference",
  "tillbridge", "Cafe till to accounting bridge: stack, schedule, rules", """
# tillbridge

Moves cafe till sales into Xero, with one tracking category per park.
Owned by Tom. Repo `springwell/tillbridge`.

## Stack
@@O5b@@
@@D8b@@
@@V10a@@
@@R6a@@
@@O3b@@
@@F7b@@

## Behaviour
@@R10a@@
@@V4a@@
@@O7a@@
@@N6a@@
- Daily reconciliation email to finance@ at 07:00 with totals per park

## Menu and prices
@@S4b@@
- Allergen flags come across with the menu items and are printed on the cafe screens
""")

r("reference_rotaflow.md", "reference_rotaflow", "rotaflow — staff rota, shifts, swaps and notifications", "reference",
  "rotaflow", "Staff rota service overview: stack, rules, notifications", """
# rotaflow

Staff rota for all parks: shifts, roles (jump marshal, front desk, cafe, party host, duty manager), swaps,
availability. Go service plus a small HTMX front end. Repo `springwell/rotaflow`.

## Stack
@@V5a@@
@@R3a@@
@@O3a@@
@@O9b@@

## Rules
@@A9a@@
@@NS6b@@
- At least one first-aider and one duty manager on every open shift
- Marshal-to-jumper ratio comes from the site capacity, not the bookings

## Publishing and notifications
@@F3b@@
@@D2b@@
@@O4b@@
@@D10b@@

## History
@@S2b@@
""")

r("reference_gatekeeper.md", "reference_gatekeeper", "gatekeeper — the Android entry app at park entrances", "reference",
  "gatekeeper", "Entry scanning app: hardware, checks, integration", """
# gatekeeper

Android app (Kotlin) that checks jumpers in at the park entrance: wristband tap, booking check, waiver check.
Ellie maintains it. Repo `springwell/gatekeeper`.

## Device
@@S7a@@
@@A1a@@
@@N4a@@

## Checks at entry
- Booking must be for the current session (10-minute early window)
- Every jumper needs a valid waiver; missing ones are sent back to the kiosk
@@F4a@@

## Build
@@R4a@@
- Release builds are signed with the key in 1Password, item "gatekeeper upload key"
""")

r("reference_infra.md", "reference_infra", "Infra overview: k3s cluster, namespaces, deploys, secrets, dashboards", "reference",
  "Infra", "Cluster, namespaces, deploy tooling and dashboards", """
# Infra

Most services run on a small k3s cluster at Hetzner (Falkenstein). Ingress is Traefik with Let's Encrypt.

## Namespaces on the cluster
@@O8a@@
@@R5a@@
@@S1b@@
- rotaflow: namespace `rota`, 1 replica
- tillbridge: namespace `finance` (CronJob only)
- unleash, grafana, loki in `platform`

## Tooling
@@S8b@@
@@F9a@@
@@A7a@@
- DNS: Cloudflare, zone `springwell.co.uk`; internal names under `springwell.internal` via CoreDNS
""")

r("reference_sites.md", "reference_sites", "The parks: site codes, addresses, capacities and session types", "reference",
  "Sites", "Park list with site codes, capacities and session types", """
# Sites

@@D3b@@

| Park | Area | Arena capacity | Opened |
|---|---|---|---|
@@V9a@@
@@O2a@@
| Nottingham (NTM) | Colwick | 110 jumpers per session | 2023 |
| Derby (DBY) | Pride Park | 100 jumpers per session | 2026 |

Site codes are used everywhere (jumpbook, rotaflow, Xero tracking categories).

## Session types
- Open jump: all ages 5+, the main product
@@F6b@@
@@NS10a@@
- SEN sessions: first Sunday of the month, lights and music down
- Adult nights: Fridays, 18+ only
""")

r("reference_glossary.md", "reference_glossary", "Glossary: park and system terms used by staff", "reference",
  "Glossary", "Terms staff use that the agent will meet in tickets", """
- **Jumper**: anyone on the trampolines, any age
- **Marshal**: staff member supervising a trampoline court
- **Court**: one block of trampolines; arenas have 6-10 courts
- **Z-report**: end-of-day till report
- **DM**: duty manager (not direct message)
- **SEN session**: quieter session for children with special educational needs
- **Block booking**: school or club group booked through the admin panel
""")

r("reference_contacts.md", "reference_contacts", "Who to ask about what", "reference",
  "Contacts", "People and mailboxes for each area", """
- Finance: Gareth Hill, finance@springwell.co.uk
- Operations / parks: Dani Brooks (ops director)
- Marketing site and agency: Lucy at Fathom Studio
- Health and safety: Mark Ellison; all injury reports go through the H&S form
- Data protection: the DPO mailbox dpo@springwell.co.uk
""")

r("reference_linear.md", "reference_linear", "Ticket tracker conventions", "reference",
  "Linear", "Ticket prefixes, labels and triage", """
Tickets live in Linear, team key `SW`. Labels: `park-reported`, `finance`, `safety`, `tech-debt`.
Anything labelled `safety` is triaged the same day by Priya.
Park staff report problems through the "Report a problem" form, which creates `park-reported` tickets.
""")

r("project_derby_opening.md", "project_derby_opening", "Derby park opening project: systems checklist and status", "project",
  "Derby Opening", "Opening checklist for the fourth park and what is left", """
@@A8a@@

Systems checklist (all done unless marked):
- jumpbook: site `DBY`, session types copied from Nottingham
- waiverly: 3 kiosks enrolled, Guided Access set up
- rotaflow: site added, 42 staff imported
- tillbridge: Xero tracking category `DBY` created
- gatekeeper: turnstile readers enrolled in MDM
- [ ] party room photos on the website (agency, SW-688)

**Why:** opening date was fixed by the lease; everything had to be ready for the first weekend.
""")

r("project_website_refresh.md", "project_website_refresh", "Website refresh with the agency: booking page changes", "project",
  "Website Refresh", "Agency-led refresh of the marketing site and booking pages", """
The agency (Fathom Studio) is rebuilding the marketing site in Astro; booking pages stay in jumpbook but get the
new styles.

Decisions so far:
@@N7b@@
- Prices shown including VAT, per jumper
- Park pages get a "what to bring" block (socks info, lockers, ID for adults)

**How to apply:** any change to the booking page markup needs a heads-up to Lucy at the agency first.
""")

r("project_halloween_2026.md", "project_halloween_2026", "Halloween glow sessions: config notes", "project",
  "Halloween 2026", "Seasonal glow-session setup", """
Glow sessions ran 24 Oct - 1 Nov at all parks. Set up as a separate session type `GLOW` in jumpbook with its own
price list, then disabled after the event (don't delete; reports need it).
Party add-on "glow upgrade" stays available all year.
""")

r("project_loyalty_card.md", "project_loyalty_card", "Loyalty stamp card idea: status", "project",
  "Loyalty Card", "Parked idea for a digital stamp card", """
Idea: digital stamp card, 10th jump free. Parked in September; ops prefer the annual pass.
If it comes back, it belongs in jumpbook (customer account), not in the tills.
""")

r("project_annual_pass.md", "project_annual_pass", "Annual pass: design notes and open questions", "project",
  "Annual Pass", "Design notes for the annual pass product", """
Annual pass for frequent jumpers: unlimited off-peak open jump at the home park.
- Pass holders still need a valid waiver; the pass does not replace it
- Open question: peak-time surcharge or blackout dates (ops to decide, SW-702)
- Photo on the pass, checked by gatekeeper on entry
""")

r("project_school_bookings.md", "project_school_bookings", "School and club block bookings: process notes", "project",
  "School Bookings", "How group bookings for schools and clubs are handled", """
Schools book weekday term-time slots through the admin panel. Invoices are raised in Xero by finance, not by
jumpbook. Teachers sign one group consent form; each child still needs a waiver from a parent.
""")

r("project_accessibility_audit.md", "project_accessibility_audit", "Accessibility audit of the booking pages", "project",
  "Accessibility Audit", "Findings and fixes from the booking page audit", """
Audit by the agency in October. Main findings:
- Session picker was not keyboard-navigable (fixed, SW-731)
- Colour contrast of the "sold out" badge too low (fixed)
- Waiver web form error messages not announced to screen readers (open, SW-735)
""")

r("feedback_explain_park_impact.md", "feedback_explain_park_impact", "Say what park staff will notice when proposing a change", "feedback",
  "Explain Park Impact", "Describe the front-desk effect of every change", """
When proposing a change, add one line on what the front desk, marshals or party hosts will notice.

**Why:** Dani (ops) reads the PR summaries and has to brief the parks before release.

**How to apply:** "No visible change" is a fine answer; leaving it out is not.
""")

r("project_cafe_preorder.md", "project_cafe_preorder", "Idea: pre-order cafe food with a session booking", "project",
  "Cafe Pre-order", "Early idea to sell cafe food with session bookings", """
Idea from ops: let parents pre-order a kids' meal deal when booking a session, collected at the cafe.
Open questions: how it shows up on the tills, refunds if the session is cancelled, allergens.
Not started; Priya wants a one-page proposal first (SW-744).
""")

r("reference_repos.md", "reference_repos", "Where each system's code lives", "reference",
  "Repos", "Repository list for every in-house system", """
All repos are in the `springwell` GitHub org:
- `springwell/jumpbook`, `springwell/waiverly`, `springwell/partyplanner`
- `springwell/tillbridge`, `springwell/rotaflow`, `springwell/gatekeeper`
- `springwell/infra` (cluster manifests, Argo CD apps)
- `springwell/website` belongs to the agency; we have read access only
""")

r("reference_session_codes.md", "reference_session_codes", "Session type codes used in jumpbook config and reports", "reference",
  "Session Codes", "Codes for each session type", """
| Code | Meaning |
|---|---|
| `OPEN` | open jump |
| `TOD` | toddler session |
| `ADULT` | adult night |
| `SEN` | SEN session |
| `GLOW` | glow session (seasonal) |
| `BLOCK` | school/club block booking |
""")
