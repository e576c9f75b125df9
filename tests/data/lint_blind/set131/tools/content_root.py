# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
# Lines "@@ID@@" are replaced by the claim text C[ID].
ROOT = []

def r(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body.strip("\n") + "\n"))

r("user_sam.md", "sam-profile", "Sam Kowalczyk, part-time developer for the farm's systems; Python and Go", "user",
  "Sam (developer)", "who Sam is, what he maintains, how he likes to work", """
Sam Kowalczyk works three days a week (Mon, Tue, Thu) as the farm's only developer. Before Millbeck he
did backend work at an insurance-tech startup, so he is comfortable with Python, Go and Postgres and
less so with Ruby.

- Maintains visitbook, rota, herdbook and the infra repo; volunteerhub was built by a volunteer (Marta) and Sam inherited it
- Likes small PRs and explanations of *why*, not just diffs
- Reviews on his phone on Wednesdays, so keep PR descriptions short enough to read there
- Not a farmer: explain animal-care terms the first time they come up
""")

r("user_ruth.md", "ruth-profile", "Ruth Adeyemi, farm manager and the person who signs things off", "user",
  "Ruth (farm manager)", "Ruth's role, what she decides, how to reach her", """
Ruth Adeyemi has run Millbeck City Farm since 2019. She is the budget holder for everything digital and
signs off anything that touches money, safeguarding or animal records.

- Decides priorities for Sam's time at the Monday stand-up in the farm office
@@S7y@@
- Prefers a one-paragraph summary with a clear ask over long reports
- Writes the Gift Aid declarations wording and the trustees' updates herself
""")

r("user_hannah.md", "hannah-profile", "Hannah Price, education officer who owns school visits", "user",
  "Hannah (education)", "Hannah's role and what she needs from visitbook", """
Hannah Price is the education officer. School visits are her whole job from September to July, so
visitbook problems reach her first.

- Owns the school visit calendar, risk assessments and the teacher relationships
- Not technical, but very precise about what teachers see; screenshots from her are reliable
- Works Tuesday to Saturday; on Mondays nobody watches the visit inbox
""")

r("feedback_git.md", "git-habits", "How commits and merges should look in Sam's repos", "feedback",
  "Git habits", "commit and merge conventions", """
Commit subjects in the imperative, under 72 characters, no emoji, no Co-Authored-By trailer.

@@A5y@@

**Why:** Sam reads `git log --oneline` on main when something breaks on a visit day and wants one line
per change.

**How to apply:** open the PR with a title that reads well as a commit subject; edit it before merging
if the work drifted.
""")

r("feedback_deploys.md", "deploy-timing", "When not to ship visitbook", "feedback",
  "Deploy timing", "when it is safe to deploy visitbook", """
@@N3x@@

Also avoid deploying while a school group is on site (check the day view in visitbook first); the
teachers use the booking page on their phones to find the arrival details.

**Why:** a broken confirmation page in October cost Hannah a whole Saturday of phone calls.
""")

r("feedback_safeguarding.md", "safeguarding-rules", "Safeguarding rules for anything that touches children or volunteers", "feedback",
  "Safeguarding rules", "children's photos and DBS rules for volunteers", """
These come from Ruth and the safeguarding lead (Priti) and are not up for discussion.

@@N8y@@
@@A10x@@
- Children's names never appear in commit messages, test fixtures or screenshots in PRs
- Teachers' personal mobile numbers are only kept until the visit is over

**How to apply:** if a feature could expose a child's name or image, stop and ask Ruth first.
""")

r("feedback_data_handling.md", "data-handling", "How to handle production data and personal details", "feedback",
  "Data handling", "prod data and personal details", """
@@N10y@@
@@NS8x@@

The anonymised snapshot is rebuilt every Sunday by `make anon-snapshot` on the server; it keeps the
shape of bookings and shifts but replaces names, emails and phone numbers.

**Why:** the farm is a small charity; a lost laptop with volunteer data would be reportable to the ICO.
""")

r("feedback_alerts.md", "alert-routing", "Who gets which alert", "feedback",
  "Alert routing", "where app alerts should and shouldn't go", """
@@NS1y@@

Anything about the café tills goes to Dev; he would rather know than find out from Xero.

**Why:** in the spring the duty phone rang at night for a certificate warning and the keeper thought
an animal was in trouble.
""")

r("feedback_reply_style.md", "reply-style", "How Sam wants answers written", "feedback",
  "Reply style", "short answers, British spelling, no emoji", """
Short answers first, detail after. British spelling. No emoji in code, commits or chat.

When explaining a change to Ruth or Hannah, drop the jargon: say "the booking page" rather than
"the visitbook frontend".
""")

r("feedback_testing.md", "testing-habits", "How to run tests in the farm repos", "feedback",
  "Testing", "how tests are run locally", """
Run visitbook tests with `make test` (pytest inside the compose stack); never point the test settings at
a real database.

For rota, `go test ./...` is enough; the sqlc-generated code is committed, so regenerate it with
`make sqlc` if a query changes and commit the result.

**Why:** Sam once ran migrations against the wrong database from a laptop; everything now goes through
the compose stack.
""")

r("feedback_pr_size.md", "pr-size", "Keep pull requests small", "feedback",
  "PR size", "keep PRs small and single-purpose", """
One concern per PR. If a refactor is needed first, open it separately and say so.

**Why:** Sam reviews on his phone on Wednesdays; anything over ~300 lines waits until Thursday.
""")

r("project_barn_rebuild.md", "education-barn", "The new education barn and what it changed for visits", "project",
  "Education barn", "the rebuilt education barn and its effect on visit scheduling", """
The education barn reopened in February 2026 after the roof and floor were redone with a capital grant.

- It has the indoor classroom, the handling pen for small animals and the accessible toilet
- Visit schedules in visitbook assume the barn is free for the first 45 minutes of every visit
- The old classroom in the portakabin is now the volunteer room
""")

r("project_autumn_term_2026.md", "autumn-term-2026", "Autumn term 2026 school visit season", "project",
  "Autumn term 2026", "the autumn 2026 visit season and what's left to do", """
Autumn term bookings opened in June. As of late November the remaining visits are mostly Reception and
Year 1 classes doing the "Farm to Fork" session.

- Two schools asked for Saturday visits; Hannah said no, Saturdays are for families
- Half-term week (27 to 31 October) had no school visits, just holiday activities
- Next step: the spring term calendar goes live in visitbook on 5 January
""")

r("project_accessibility.md", "accessibility-work", "Accessibility work on the booking page and website", "project",
  "Accessibility work", "accessibility fixes on the public pages", """
A volunteer with a screen reader tested the booking page and the website in October.

- Calendar dates in visitbook needed proper labels; fixed in the October release
- The website's map of the farm has no text alternative yet; Hannah is writing one
- Colour contrast on the donate button failed; changed to the darker green
""")

r("project_rota_v2.md", "rota-next", "Ideas queued for the next round of rota work", "project",
  "rota next steps", "planned rota changes, not yet built", """
Nothing here is built yet; these are Joe's and Sam's notes for the winter.

- Let keepers swap tasks between themselves without going through Joe
- Record weights for the pigs as part of the weighing task instead of on paper
- A "weather mode" that adds extra water checks when the temperature drops below freezing
""")

r("project_grant_reports.md", "grant-reporting", "Figures the funders ask for and where they come from", "project",
  "Grant reporting", "where the numbers for funders come from", """
Two funders want quarterly numbers: school pupils visited, volunteer hours and shop/café income.

- Pupils visited comes from visitbook's "attended" report, not from bookings
- Volunteer hours come from volunteerhub's monthly export
- Shop and café income comes from Xero, after cafesync has caught up for the month
""")

r("project_records_retention.md", "records-retention", "How long personal records are kept", "project",
  "Records retention", "retention rules for personal records", """
Agreed with the trustees in July 2026.

- Volunteer records are deleted 6 years after the volunteer leaves
- Teacher contact details are deleted at the end of the school year after their last visit
- Donor records are kept as long as HMRC needs them for Gift Aid (6 years)
""")

r("reference_visitbook.md", "visitbook", "visitbook, the school and group visit booking app (Django)", "reference",
  "visitbook", "the school visit booking app: stack, limits, deploy", """
# visitbook

School and group visit bookings: public booking page, teacher portal, Hannah's admin.
Repo `millbeck/visitbook`.

## Stack
@@S9y@@
@@V1x@@
@@A7y@@
- Static files via WhiteNoise, behind Caddy on the Hetzner box

## Bookings
@@F2y@@
@@V2x@@
- A visit is 2 hours 30 minutes including lunch in the barn
@@R10y@@
@@V10y@@

## Deploy
- `deploy.yml` builds the image, pushes it to GHCR and restarts the container over SSH
@@N7y@@
""")

r("reference_rota.md", "rota", "rota, the animal care task rota (Go)", "reference",
  "rota", "the animal care rota app: stack, jobs, notifications", """
# rota

Animal care tasks (feeds, mucking out, water checks, health checks) for keepers and trained volunteers.
Repo `millbeck/rota`. Joe Barker (head keeper) owns the task templates.

@@F3y@@
@@A1y@@
@@R7y@@
@@N5x@@
@@R5x@@
@@R2x@@
- Task templates are edited in the admin screen, not in code
- The kitchen tablet shows today's tasks in order, grouped by area
""")

r("reference_volunteerhub.md", "volunteerhub", "volunteerhub, for volunteer sign-up, DBS tracking and shifts (Rails)", "reference",
  "volunteerhub", "the volunteer app: stack, DBS, shift reminders", """
# volunteerhub

Volunteer sign-up, inductions, DBS tracking and shift sign-up. Built by Marta (volunteer) in 2024,
maintained by Sam since. Priti Shah (volunteer coordinator) is the main user.

## Stack
@@V4x@@
@@R9y@@
@@O1y@@
- Hotwire front end, no separate JS build

## Volunteers
@@A4y@@
@@F5y@@
@@V7x@@
@@O10y@@

## Shifts
@@R8x@@
- Shifts can be cancelled by the volunteer up to 24 hours before
- The monthly hours export is a CSV for the annual report
""")

r("reference_herdbook.md", "herdbook", "herdbook, the animal register (FastAPI)", "reference",
  "herdbook", "the animal register app: stack, movements, care schedule", """
# herdbook

The farm's register of animals: ear tags, births, deaths, movements and routine care reminders.
Repo `millbeck/herdbook`. Ruth and Joe are the users; the CPH number is in the settings page.

@@O5x@@
@@D4y@@
@@O10x@@
@@S5y@@

## Routine care reminders

| Animal | Task | Interval | Who |
|---|---|---|---|
@@V9x@@
| Sheep | hoof check | every 6 weeks | Joe |
| Pigs | weighing | monthly | keeper on duty |
| Alpacas | shearing | yearly, May | contractor |

Reminders show up as tasks in rota the morning they fall due.
""")

r("reference_cafesync.md", "cafesync", "cafesync, which moves Square sales into Xero", "reference",
  "cafesync", "the Square-to-Xero sync: schedule, scope, failures", """
# cafesync

Moves Square till sales into Xero as daily sales invoices. Repo `millbeck/cafesync`. Dev Mistry
(shop and café manager) is the person who notices when it breaks.

@@A6y@@
@@V5x@@
@@N6y@@
@@O3y@@
@@O9y@@
- Maps Square categories to Xero account codes with `accounts.json`
""")

r("reference_infra.md", "infra", "Infra: one Hetzner box, Caddy, backups, DNS, monitoring", "reference",
  "Infrastructure", "the server, TLS, backups, DNS and monitoring", """
# Infrastructure

@@A2x@@
- Docker Compose per app under `/srv/<app>`, one shared Postgres 16 (db1) and one Redis host
@@F10y@@
@@F1y@@
@@V6x@@
@@S2x@@
@@S8y@@
- Secrets live in the shared Bitwarden vault; `.env` files on the server are readable by root only
""")

r("reference_website.md", "website", "The public website millbeck.org.uk", "reference",
  "Website", "the public website: stack, hosting, donate page", """
# millbeck.org.uk

Repo `millbeck/www`. Hannah and Ruth edit content; Sam handles builds and the donate page.

@@D9y@@
@@R1x@@
@@R3x@@
@@S6y@@
- Events and opening times come from a YAML file so non-developers can edit them on GitHub
""")

r("reference_farm_ops.md", "farm-ops", "Farm ops: daily routine, visitor rules, animal areas", "reference",
  "Farm routine", "daily animal routine and visitor rules on site", """
# Daily routine and site rules

Joe Barker (head keeper) owns this; rota mirrors it.

## Routine
@@V3x@@
- Gates open to the public at 10:00 and close at 16:30
@@D6y@@

| Animal | Feed times | Notes |
|---|---|---|
@@O4y@@
| Poultry | first thing and at lock-up | grain and layers' pellets |

## Animals and visitors
@@N2x@@
@@F4y@@
@@NS10y@@
""")

r("reference_giftaid.md", "giftaid", "giftaid-batcher and how Gift Aid claims are made", "reference",
  "Gift Aid", "how Gift Aid claims are prepared and sent", """
# Gift Aid

@@O5y@@
@@A3y@@
@@D8y@@
@@F7y@@
@@NS5y@@
- Donor declarations are stored in Stripe customer metadata, not in a separate database
""")

r("reference_shop.md", "farm-shop", "The farm shop, in person and online", "reference",
  "Farm shop", "farm shop opening, online orders, delivery, refunds", """
# Farm shop

Dev Mistry runs the shop and the café. The shop sells our own eggs and honey from a neighbour's hives,
plus preserves made by volunteers.

@@D2y@@
@@F9y@@
@@S3x@@
@@V8x@@
@@A9y@@
@@NS2y@@
""")

r("reference_people.md", "people", "People: who does what at Millbeck", "reference",
  "People", "who does what on the team", """
- Ruth Adeyemi: farm manager, budget holder
- Joe Barker: head keeper, owns the animal routine and rota templates
- Hannah Price: education officer, school visits
- Dev Mistry: shop and café manager
- Priti Shah: volunteer coordinator and safeguarding lead
- Sam Kowalczyk: developer, three days a week
- Marta Lind: volunteer developer who wrote volunteerhub, still answers questions by email
""")

r("reference_repos.md", "repos", "Which repo holds which app", "reference",
  "Repos", "repo names and what lives where", """
All repos are in the `millbeck` GitHub organisation.

- `visitbook`: school visit bookings
- `rota`: animal care rota
- `volunteerhub`: volunteers
- `herdbook`: animal register
- `cafesync`: Square to Xero
- `giftaid-batcher`: Gift Aid schedules
- `www`, `learn`, `handbook`: the three static sites
- `infra`: Caddyfile, compose files, backup scripts
""")

r("reference_glossary.md", "glossary", "Glossary: farm words that show up in tickets", "reference",
  "Glossary", "farm terms used in tickets and code", """
- **CPH**: County Parish Holding number, the farm's holding ID for animal movements
- **ARAMS**: the sheep, goat and deer movement reporting service
- **Withdrawal period**: time after a medicine before meat or milk can go into the food chain
- **Mucking out**: clearing dirty bedding from a pen
- **Duty keeper**: the keeper in charge on a given day; carries the duty phone on the late shift
""")
