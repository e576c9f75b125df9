"""Claude Code auto-memory files at the store root. flat=True: description carries an unquoted ': '."""

ROOT = []
def r(file, type_, name, description, title, hook, body, flat=False):
    ROOT.append(dict(file=file, type=type_, name=name, description=description, title=title,
                     hook=hook, body=body.strip("\n") + "\n", flat=flat))

r("reference_infra.md", "reference", "infra-overview",
  "Infra: where the trust's apps run, databases, email, backups, DNS, secrets",
  "Infra overview", "hosting, databases, email, backups, DNS and secrets", """
# Infrastructure

Everything the trust runs is small and lives in one place; Owen is the only person who changes it.
When something breaks on a work-party Saturday, Maggie phones Owen rather than opening an issue.

## Hosting
@@R8x@@
- Docker Compose per app, checked out under `/srv/<app>`
@@F8x@@
@@NS10x@@
@@A10x@@

## Databases
@@S4x@@
@@V1x@@
- cordwood DB: `postgres://cordwood@db.hollowmere.org.uk:5434/cordwood`
- `db.hollowmere.org.uk` is a CNAME for oak; nothing outside oak can reach the Postgres ports
- coupes keeps its data in a GeoPackage, not Postgres

## Services
@@R1x@@
@@R2x@@
@@A1x@@
- Uptime checks: UptimeRobot free plan, alerts to Owen by email

## Backups
@@V7x@@
- The GeoPackage for coupes is copied into the same restic repo nightly
- Restore steps are in [[reference_runbooks]]
""", flat=True)

r("reference_muster.md", "reference", "muster-overview",
  "muster, the volunteer work-party sign-up app (Django)",
  "muster overview", "volunteer sign-ups, work parties, reminders", """
# muster

Volunteer sign-up and work-party app. Repo `hollowmere/muster`. Maggie uses the admin every week;
volunteers only see the public sign-up page and the texts.

## Stack
@@O5x@@
@@R6x@@
@@R3x@@
- Admin at `/admin/`, staff accounts for Maggie, Owen and the three work-party leaders

## Sign-up rules
@@S7x@@
@@F1x@@
@@V3x@@
- Work parties run on Wednesdays and Saturdays; Wednesday parties are mostly the retired crew
- A volunteer can book up to four parties ahead

## Reminders
@@R10x@@
@@V10x@@
- Volunteers can reply STOP to the reminder and muster marks them as text opt-out
""")

r("reference_cordwood.md", "reference", "cordwood-overview",
  "cordwood, the firewood ordering and delivery app",
  "cordwood overview", "firewood orders, stock, deliveries and payments", """
# cordwood

Flask app for firewood: takes orders from the website, plans the Saturday delivery rounds and keeps
the woodshed stock count. Repo `hollowmere/cordwood`, runs on oak next to muster.

## Stack
- Python 3.12, Flask 3, SQLAlchemy 2
@@O1x@@
@@R4x@@
@@O6y@@
@@S2x@@

## Product
@@V2x@@
@@V5x@@
@@F7x@@
- Kindling comes in 10-litre nets and is sold separately from loads
@@S10x@@

## Orders and delivery
@@A2x@@
@@N2x@@
@@NS1x@@
@@F2x@@
@@N8x@@

| Setting | Value |
|---|---|
@@V9x@@
| Minimum notice | 7 days |
| Loads per Saturday round | 6 |
""")

r("reference_coupes.md", "reference", "coupes-overview",
  "coupes, the coppice coupe register and rotation planner",
  "coupes overview", "coupe register, rotation planning, felling licences", """
# coupes

Small Python tool (CLI plus a couple of Jinja reports) that holds the coupe register for the three
woods and plans which coupes are cut each winter. Repo `hollowmere/coupes`.

## Stack
@@V6x@@
@@R5x@@
- Reports render to PDF with WeasyPrint for the trustees' meeting

## Register
@@A3x@@
@@F3x@@
@@V4x@@
- Oak standards are marked in the register and never cut with the coppice
@@S3x@@
@@NS8x@@
""")

r("reference_gatehouse.md", "reference", "gatehouse-overview",
  "gatehouse, site access: gate codes, keyholders, vehicle permits",
  "gatehouse overview", "gate codes, keyholders, vehicle permits", """
# gatehouse

Tiny Django app (shares muster's codebase as a second app) that holds keyholders, gate codes and
vehicle permits for the Hollowmere yard.

## Gate codes
@@F4x@@
@@V8x@@
@@S6x@@
- Old codes are kept in the audit table for a year
@@N4x@@
@@NS4x@@

## Keyholders and permits
@@A4x@@
- Keyholders are trustees, work-party leaders and the firewood drivers
@@N9x@@
- Permits are laminated and shown on the dashboard
""")

r("reference_grantbook.md", "reference", "grantbook-overview",
  "grantbook, the grants tracker (applications, claims, reports)",
  "grantbook overview", "grant applications, claims and reporting", """
# grantbook

Tracks grant applications, claims and reporting deadlines for Asha (treasurer).

@@S1x@@
@@F6x@@
@@A8x@@
@@R9x@@
- Every claim has the receipts attached as PDFs
- Funders in 2026: Woodland Creation Offer, the county community fund, and two small trusts
""")

r("reference_sites.md", "reference", "sites",
  "Sites: Hollowmere Wood, Tanners Copse, Scarrow Bank, and how to get there",
  "Sites", "the three woods, access and meeting points", """
# Sites

## Hollowmere Wood (HW)
38 ha of mixed broadleaf with sweet chestnut coppice; the yard, woodshed and cabin are here.
@@F9x@@
@@A7x@@
@@N6x@@
@@NS5x@@

## Tanners Copse (TC)
12 ha of hazel coppice with oak standards, about two miles east.
@@S9x@@
- No vehicles beyond the bottom gate between November and March

## Scarrow Bank (SB)
9 ha of steep ash and hazel, bought in June 2026.
@@O7x@@
- The path along the top is a public footpath; keep work areas taped off
""", flat=True)

r("reference_contacts.md", "reference", "contacts",
  "Who to ring for what (trust roles and outside contacts)",
  "Contacts", "trust roles and outside contacts", """
# Contacts

- Volunteer coordinator: Maggie Thorne (also a trustee)
- Treasurer and grants: Asha Mensah
- Apps and infrastructure: Owen Pryce
@@S5x@@
- Forestry Commission woodland officer: via the area office, ask for the Marches team
- Ecologist (nesting and bat checks): Ruth Abernethy, freelance
""")

r("reference_tools_kit.md", "reference", "tools-and-kit",
  "The trust's powered tools, PPE and servicing",
  "Tools and kit", "powered tools, PPE, servicing", """
# Tools and kit

@@D10y@@
- Brushcutter: one, used by leaders only
- Log splitter: tractor-mounted, at the yard
- PPE: chainsaw trousers and helmets in sizes S to XL in the cabin
- Billhooks and bowsaws are sharpened by the Wednesday crew in the first week of each month
""")

r("reference_glossary.md", "reference", "glossary",
  "Woodland terms: coupe, stool, standard, cordwood, seasoning",
  "Glossary", "woodland and firewood terms", """
# Glossary

- Coupe: an area of coppice cut in one winter
- Stool: the base of a coppiced tree that regrows
- Standard: a tree left to grow to full height among the coppice
- Cordwood: timber cut to length for firewood (also the name of the firewood app)
- Seasoning: drying split logs in the open-sided woodshed before sale
- Ready to Burn: the certification scheme our seasoned logs are tested against
""", flat=True)

r("reference_runbooks.md", "reference", "runbooks",
  "Short runbooks for restores, restarts and the gate keypad",
  "Runbooks", "restores, restarts, keypad reset", """
# Runbooks

## Restore a database
1. Stop the app: `docker compose stop web` in `/srv/<app>`
2. `restic restore latest --target /tmp/restore --include /srv/<app>/dumps`
3. Load the dump with `pg_restore --clean` and start the app again

## Keypad reset
The yard keypad resets to the last code if it loses power; re-enter the current one from gatehouse.
""")

r("reference_insurance.md", "reference", "insurance",
  "Insurance cover for volunteers and the yard",
  "Insurance", "volunteer and public liability cover", """
# Insurance

- Volunteer cover is through the county voluntary action scheme, renewed each October
- Public liability covers firewood deliveries and the open days
- Chainsaw work is covered only for certificated users (see [[feedback_safety_rules]])
""")

r("user_maggie.md", "user", "maggie",
  "Maggie Thorne, volunteer coordinator and trustee, main user",
  "Maggie", "who Maggie is and how she likes answers", """
Maggie Thorne coordinates the volunteers and is a trustee. Not a developer; reads diffs only when asked.

@@F10x@@
- Wants to know what changed for volunteers, not how it was done
- Usually at the yard on Wednesdays and Saturdays, so replies can be slow then
""")

r("user_owen.md", "user", "owen",
  "Owen Pryce, the volunteer developer who runs the apps",
  "Owen", "Owen's setup and habits", """
Owen Pryce is a volunteer developer (day job: backend work at an insurer). He owns muster, cordwood,
coupes, gatehouse and grantbook.

@@R7x@@
- Likes small PRs and plain commit messages
- Available evenings and Sunday mornings
""")

r("feedback_safety_rules.md", "feedback", "safety-rules",
  "Safety rules to respect when changing anything volunteer-facing",
  "Safety rules", "chainsaws, young volunteers, near misses", """
Safety rules that the apps must not work around.

@@A9x@@
@@N1x@@
@@NS2x@@
- Every work party has a named first-aider in muster

**Why:** the insurance only covers certificated chainsaw users, and Maggie wants near misses seen by one person.

**How to apply:** any muster change that touches roles, ages or tasks gets checked against these rules.
""")

r("feedback_deploys.md", "feedback", "deploys",
  "How Owen wants deploys done",
  "Deploys", "deploy habits and guard rails", """
How to deploy the apps.

@@S8x@@
@@NS3x@@
@@N3x@@
- Don't deploy on a Saturday morning: that's when Maggie and the leaders are using muster

**Why:** a bad migration in 2025 took the sign-up page down on a work-party day.
""")

r("feedback_data_protection.md", "feedback", "data-protection",
  "What volunteer data may and may not be kept or sent",
  "Data protection", "volunteer personal data rules", """
Volunteer data rules (Maggie and the trustees agreed these at the March meeting).

@@N5x@@
@@NS6x@@
- Delete volunteers who haven't booked anything for three years

**Why:** the trust is small and wants as little personal data as possible.
""")

r("feedback_testing.md", "feedback", "testing",
  "How tests should be written and run",
  "Testing", "how tests are written and run", """
@@F5x@@
@@N7x@@
@@NS7x@@
- A bug fix comes with a test that fails before the fix

**Why:** Owen was burnt by a mocked ORM that hid a broken migration.
""")

r("feedback_git_workflow.md", "feedback", "git-workflow",
  "Branching and merging in the trust's repos",
  "Git workflow", "branches, PRs and merging", """
- Branch per change, named `<initials>/<topic>`
@@N10x@@
- Delete the branch after merging

**Why:** Owen reviews on his phone and wants one commit per change on main.
""")

r("feedback_commit_messages.md", "feedback", "commit-messages",
  "Commit message style",
  "Commit messages", "commit message style", """
@@A5x@@
- Body only when the why isn't obvious
- No emoji, no co-author trailers
""")

r("feedback_comms_tone.md", "feedback", "comms-tone",
  "Tone for texts and emails to volunteers and customers",
  "Comms tone", "tone for volunteer and customer messages", """
- Plain, friendly, short; no exclamation marks in reminders
@@NS9x@@
- Firewood customers are addressed by surname unless they've signed with a first name
""")

r("feedback_code_style.md", "feedback", "code-style",
  "Code style across the trust's Python repos",
  "Code style", "formatting and typing", """
- ruff for lint and format, line length 100
- Type hints on new functions; don't retrofit old modules just for that
- Keep Django views thin; logic goes in `services.py`
""")

r("feedback_reply_style.md", "feedback", "reply-style",
  "How to reply in sessions",
  "Reply style", "how to reply in sessions", """
- British English
- Say what changed and what to check, then stop
- Ask before touching production data
""")

r("project_postgres_upgrade.md", "project", "postgres-upgrade",
  "The 2026 Postgres major-version upgrade on the VPS",
  "Postgres upgrade", "major-version upgrade on the VPS", """
@@S4y@@
Downtime was about twenty minutes on a Sunday evening; muster and cordwood were stopped first.

- Old clusters were kept for two weeks and then dropped
- Extensions: only `pg_trgm` in cordwood, which upgraded without trouble
""")

r("project_hedge_laying_course.md", "project", "hedge-laying-course",
  "The hedge-laying course at Hollowmere in winter 2026",
  "Hedge-laying course", "course run with a visiting instructor", """
Hedge-laying course along the Hollowmere lane hedge, booked through muster as a special event.

@@O2x@@
- Participants pay £40 towards the instructor; volunteers with 20+ parties this year go free
- Stakes and binders come from the Tanners Copse hazel
""")

r("project_timber_sales.md", "project", "timber-sales",
  "Selling coppice products other than firewood",
  "Timber sales", "bean poles, pea sticks, stakes", """
We started selling coppice products as well as firewood in 2026.

@@O8x@@
- Bean poles are bundled in tens; pea sticks in armfuls
- Orders go through a simple form for now, not cordwood
""")

r("project_scarrow_bank_acquisition.md", "project", "scarrow-bank-acquisition",
  "Buying Scarrow Bank and bringing it into the apps",
  "Scarrow Bank acquisition", "new site, apps setup", """
Scarrow Bank was bought in June 2026 with a community share offer and a county grant.

- Added the `SB` prefix to coupes and a site entry in muster
- Ash dieback survey done in July; several trees along the footpath need felling
- Access is from the lay-by on the B-road; there is no yard there
""")

r("project_firewood_season_2026.md", "project", "firewood-season-2026",
  "Plan and numbers for the 2026 firewood season",
  "Firewood season 2026", "season plan and targets", """
- Target: 120 loads sold between October and April
- Two drivers plus Maggie as reserve
- Stack labels now carry the date split, so the oldest stacks go first
""")

r("project_deer_fencing.md", "project", "deer-fencing",
  "Deer fencing round the new coupes",
  "Deer fencing", "protecting regrowth from deer", """
Muntjac and roe browse the regrowth hard in the first two years after cutting.

- Dead-hedge fencing round Tanners Copse coupes, made from the brash on the day
- Wire fencing only at Scarrow Bank, funded by the county grant
""")

r("project_volunteer_induction.md", "project", "volunteer-induction",
  "Induction for new volunteers",
  "Volunteer induction", "what new volunteers get shown", """
- New volunteers get a half-hour induction on their first work party
- muster flags first-timers on the leader's list
- Induction covers tool carrying, the safety talk and where the cabin keys are
""")

r("project_ash_dieback.md", "project", "ash-dieback",
  "Managing ash dieback across the three woods",
  "Ash dieback", "survey and felling plan", """
- Trees are scored 1-4 in the July survey; 3s and 4s near paths get felled
- The survey results are a layer in coupes, separate from the coupe boundaries
- Felling near paths is done by the contractor, not volunteers
""")

r("project_bat_survey.md", "project", "bat-survey",
  "Bat box checks with the county bat group",
  "Bat survey", "bat box checks", """
- 40 bat boxes in Hollowmere Wood, checked in May and September by licensed bat workers
- Volunteers can watch but not handle
- Results go to the county records centre, not into our apps
""")

r("project_charcoal_burn.md", "project", "charcoal-burn",
  "Charcoal burns with the ring kiln",
  "Charcoal burn", "ring kiln burns", """
- The ring kiln is run twice a summer in the yard
- Charcoal is bagged in 3 kg bags and sold at the open day
- A burn needs three people overnight, arranged outside muster
""")

r("project_bluebell_walk.md", "project", "bluebell-walk",
  "The spring bluebell walk open day",
  "Bluebell walk", "spring open day", """
- Held on the last Sunday of April in Hollowmere Wood
- Booking is free through a separate Eventbrite page
- Volunteers marshal the car park in the field next to the yard
""")

r("project_muster_waitlist.md", "project", "muster-waitlist",
  "Waitlist feature in muster",
  "muster waitlist", "how the waitlist offers places", """
Built in August 2026 after full Saturday parties kept turning people away.

- Places are offered in waitlist order, one at a time
- Declined or expired offers move on to the next person
- Leaders can add someone over the cap by hand for special tasks
""")

r("feedback_production_data.md", "feedback", "production-data",
  "Never experiment on production data",
  "Production data", "how to handle live data", """
- Copy a dump to a scratch container for anything exploratory
- Ask Owen before any UPDATE on live tables, even a one-row fix

**Why:** muster's bookings are the only record of who's coming on a Saturday.
""")
