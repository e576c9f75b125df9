"""File bodies for the set221 store (Millrace Allotments Association).

A line starting `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (frontmatter name/description/type).
FACTS: remnic facts (id/path derived from date, time, category and body).
AUTO: free notes under auto/.
FLAT: root files whose description carries an unquoted ': ' on purpose.
"""

FLAT = {
    "project_compost_bays.md",
    "project_tool_shed.md",
    "project_kiln_field.md",
    "reference_comms.md",
    "feedback_deploys.md",
}

# filename -> (name, description, type, title for MEMORY.md, hook for MEMORY.md, body)
ROOT = {}


def root(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")


# ---------------------------------------------------------------- user
root("user_jo_role.md", "jo-role",
     "Jo Farrant, volunteer systems lead; how she likes to work with the agent", "user",
     "Jo's role", "who Jo is, what she knows, how she likes answers", """
Jo Farrant is the association's volunteer systems lead (on the committee since the 2025 AGM) and the person I mostly
work with. Data analyst by day: very at home in Python, SQL and Postgres, much less so with front-end tooling.

- Editor: VS Code with the Python and Django extensions; shell is fish.
- Holds plot ML-41 (a half plot) at Millrace.
- Wants terse answers with the exact command, no preamble.
- Usually about on Tuesday/Thursday evenings and Saturday mornings (after the shed session).
- Has ssh to allot-01 and to the shed Pi over Tailscale; does NOT have Stripe owner rights.
""")

root("user_peg_chair.md", "peg-chair",
     "Peg Okafor (chair) also asks the agent for letters and committee papers", "user",
     "Peg, the chair", "how to write for Peg and in her name", """
Peg Okafor chairs the committee and is the "manager" side of this memory: she uses the agent for letters to plot
holders, committee papers and the odd spreadsheet.

- Not technical. Plain English, British spelling, no jargon, no bullet-point walls in letters.
- Letters: warm but firm; sign off "Peg Okafor, Chair, Millrace Allotments Association".
- Nothing goes out in her name before she has read it.
- She prints committee papers, so keep them to two sides of A4.
""")

# ---------------------------------------------------------------- feedback
root("feedback_git_workflow.md", "git-workflow",
     "Branching and merging rules for plotbook and rentshop", "feedback",
     "Git workflow", "branch names, merging, migration PRs", """
- Branch off `main`, name it `jo/<thing>` or `agent/<thing>`.
@R7a@ - Squash-merge PRs on plotbook, so main has one commit per PR.
- rentshop is Priya's repo: she prefers plain merge commits there (she reads history PR by PR).
@NS3a@ - Never merge a plotbook PR that adds a migration without a same-day backup.

**Why:** in April a migration dropped `plot.notes` on prod and the newest restic snapshot was two days old; we lost
two days of inspection notes.

**How to apply:** before merging anything under `*/migrations/`, check `restic snapshots --latest 1` and take a manual
snapshot if today's isn't there yet.
""")

root("feedback_agent_scope.md", "agent-scope",
     "What the agent may and may not do on its own", "feedback",
     "Agent scope", "limits on acting without a human", """
@N3a@ The agent must not send emails to members or applicants itself; it writes a draft and a
committee member reviews it and sends it.

**Why:** in February a rent reminder went out twice, once with the wrong plot number, and Peg spent a weekend
apologising.

**How to apply:** member-facing wording follows feedback_member_emails_tone.md.

- Read-only queries against the prod database are fine; writes go through the Django admin or a reviewed
  management command.
- Never touch Stripe live mode, not even to look up a payment; ask Dev.
- Don't rotate secrets on your own; tell Jo what needs rotating.
""")

root("feedback_testing.md", "testing",
     "How to test plotbook changes", "feedback",
     "Testing", "test suite habits for plotbook", """
@N6a@ Always run the full pytest suite before pushing plotbook changes.

**Why:** twice in March main went red for a day because a fixture change broke tests in another app.

**How to apply:** `uv run pytest -q` takes about 90 s on Jo's laptop; `-x --lf` is fine while iterating.

- Use the factory_boy factories in `tests/factories.py`, not JSON fixtures.
- Tests that need a date use `freezegun`, frozen to a date inside the rent year.
- rentshop has its own vitest unit tests and one Playwright smoke test; that's Priya's side.
""")

root("feedback_dependency_updates.md", "dependency-updates",
     "Dependabot and upgrade policy", "feedback",
     "Dependency updates", "how dependency bumps get handled", """
@N10a@ Auto-merge Dependabot patch bumps on plotbook once CI is green.

**Why:** Jo doesn't want twenty tiny PRs sitting in the queue every month.

**How to apply:** minor and major bumps always get a human review and a local run.

- Dependabot runs weekly, Monday mornings.
- Django minor upgrades: read the release notes, do them on a Saturday morning when Jo is around.
- The troughwatch collector's deps are pinned and bumped by hand twice a year (Tomasz's call).
""")

root("feedback_deploys.md", "deploys",
     "Deploying plotbook: how, and when not to", "feedback",
     "Deploys", "how and when plotbook goes out", """
@F2a@ - Deploy plotbook with `just deploy` from a clean, up-to-date `main`.
@NS1a@ - Never deploy plotbook during rent-invoicing week without Dev's OK.

**Why:** in September 2025 a template change broke the invoice PDFs on the morning they were generated.

**How to apply:** the invoicing week is in the shared committee calendar; if in doubt, ask Dev first.

- rentshop deploys itself from GitHub Actions on push to `main` (`fly deploy --remote-only`).
- swapbox has no deploy step we run by hand.
""")

root("feedback_code_style.md", "code-style",
     "Python style for plotbook and the troughwatch collector", "feedback",
     "Code style", "Python conventions we follow", """
@F6a@ - Use ruff for linting and formatting plotbook — no black, no flake8.
- Type hints on new functions; mypy isn't enforced yet.
- `pathlib` over `os.path`, f-strings over `%`.
- The troughwatch collector uses the same ruff rules but line length 88 (Tomasz's editor setting).
- Plot ids are strings everywhere (`ML-07`, `KF-12`); never cast them.

**Why:** Jo reads most diffs on her phone; consistent formatting keeps them short.
""")

root("feedback_member_data.md", "member-data",
     "Handling member and applicant personal data", "feedback",
     "Member data", "personal data rules", """
@NS9a@ - The waiting-list export is not to be shared outside the committee.
- Never paste names, addresses or phone numbers into issues, PR descriptions or commit messages.
- Logs use plot ids and applicant ids, not names.

**Why:** the export has home addresses and phone numbers; two applicants are in sensitive situations.

**How to apply:** if a bug needs real data, reproduce it with factories instead.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and how to handle them", "feedback",
     "Secrets", "where credentials live", """
- All secrets live in the Bitwarden organisation "MAA"; never in a repo, not even a private one.
- `/etc/plotbook.env` on allot-01 is root-owned, mode 0600.
- rentshop secrets are set with `fly secrets set`, never in `fly.toml`.

**Why:** an old Mailchimp API key was found in a 2024 repo history and had to be revoked.

**How to apply:** if you need a value, ask Jo to paste it into the session; don't go looking for it.
""")

root("feedback_member_emails_tone.md", "member-email-tone",
     "Tone and format for anything sent to members", "feedback",
     "Member email tone", "how member-facing text should read", """
- Short, one action per email, plot number in the first line.
- No exclamation marks in anything about rent (Dev's request).
- Sign off "Millrace Allotments Association committee" unless Peg is signing.
- Dates as "Saturday 6 June", never "06/06".

**Why:** a lot of our members are over 70 and read email on a tablet.
""")

root("feedback_migrations.md", "migrations",
     "Django migration conventions for plotbook", "feedback",
     "Migrations", "naming and handling Django migrations", """
- Give migrations a descriptive name (`0032_inspection_add_photo_caption`), not `0032_auto_...`.
- Never edit a migration once it's on main; add a new one.
- Keep data migrations separate from schema migrations.
- We squash plotbook's migrations once a year in January (last done January 2026, now starting from 0031).

**Why:** the auto names made it impossible to find the migration that broke the April deploy.
""")

root("feedback_pr_descriptions.md", "pr-descriptions",
     "What a good PR description looks like here", "feedback",
     "PR descriptions", "PR text conventions", """
- What / why / how tested, in that order.
- Screenshot for any template change (Jo reviews on her phone).
- Link the issue; close it with "Fixes #n".
- Keep PRs under ~300 changed lines; split otherwise.
""")

root("feedback_timezones.md", "timezones",
     "Datetimes and timezones in plotbook and troughwatch", "feedback",
     "Timezones", "UTC storage, London display", """
- Store datetimes in UTC; display in Europe/London.
- systemd timers on allot-01 are written in UTC; remember the hour shifts in BST.
- troughwatch timestamps come from the sensors' RTC after an NTP sync at boot.

**Why:** the October clock change once made the overnight offer-lapse job run twice.
""")

# ---------------------------------------------------------------- project
root("project_plotbook_overview.md", "plotbook-overview",
     "plotbook, the plot register / waiting list / invoicing app; stack and layout", "project",
     "plotbook overview", "what plotbook is, stack, layout, gotchas", """
plotbook is the association's main app: the plot register (who holds which plot, since when), the waiting lists for
both sites, rent invoices and inspection notes. Staff-only Django admin plus a few member-facing pages. Repo:
`millrace-allotments/plotbook` on GitHub.

## Stack
@S6a@ - Runtime: Python 3.11 + Django 5.1, served by gunicorn (3 workers)
@V6a@ - DB: PostgreSQL 16 on the same box (database `plotbook`, peer auth over the socket)
@O7b@ - Deps are managed with uv — `uv sync --frozen`, and `uv.lock` is committed
- Front end: Django templates + htmx; no JS build step (Jo's request)
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest and ruff on every PR
@R2a@ - Errors go to Sentry (sentry.io free tier, project `plotbook`, alerts to Jo)
@A9a@ - Plot-condition photos are capped at 5 MB per upload
- Scheduled jobs (rent reminders, offer lapsing) are management commands run by systemd timers; no Celery

## Layout
- `apps/plots`, `apps/waitlist`, `apps/invoices`, `apps/inspections`
- Settings split into `config/settings/{base,dev,prod}.py`; prod reads `/etc/plotbook.env`

## Gotchas
- Plot ids are strings (`ML-07`, `KF-12`); half plots are `ML-07a` / `ML-07b`.
- The Kiln Field list is a separate `WaitingList` row, not a filter on the Millrace one.
""")

root("project_rentshop_overview.md", "rentshop-overview",
     "rentshop, the plot-rent webshop; stack, hosting, payments", "project",
     "rentshop overview", "what rentshop is and how it is built and hosted", """
rentshop (shop.millrace-allotments.org.uk) lets plot holders pay their rent by card and buy the odd extra (a
woodchip load, a water-butt lid). Priya Nair built it in early 2026; Jo looks after it day to day.
It pulls each holder's amount due from plotbook's read-only API and marks invoices paid through a callback.

## Stack
@F8a@ - SvelteKit + TypeScript
@O2b@ - Node 22 LTS (`.nvmrc` says 22)
@R3a@ - Package manager: pnpm — don't commit a `package-lock.json`
@S2a@ - Orders live in SQLite on a Fly volume (`/data/orders.db`), queried with Drizzle
- Payments: Stripe Checkout (hosted page); test-mode keys in `.env.local`
@A2a@ - Stripe webhook endpoint: `/api/stripe/webhook` (signing secret in Fly secrets)
@O4a@ - Errors go to Sentry (project `rentshop-web`)

## Hosting
@D9b@ - Hosting: Fly.io app `maa-rentshop`, region `lhr`
@V10a@ - One shared-cpu-1x machine with 512 MB RAM; auto-stop is switched off in September and October
- Custom domain cert is managed by Fly; DNS just has the CNAME.
""")

root("project_troughwatch_overview.md", "troughwatch-overview",
     "troughwatch, the water trough level sensors; hardware, MQTT, storage, dashboards", "project",
     "troughwatch overview", "how the trough sensors and their backend fit together", """
troughwatch tells us when a trough is low or overflowing, so nobody has to walk the site with a dipstick. Tomasz and
Jo built it over summer 2025; live at Millrace since spring 2026 and at Kiln Field since June.

## Hardware
@D5b@ - Sensors are ESP32-C3 boards with a JSN-SR04T waterproof ultrasonic sensor, running MicroPython
@V4a@ - Each sensor publishes a level reading every 15 minutes and deep-sleeps in between
- One 18650 cell and a 1 W solar panel per trough; battery voltage goes out with each reading
@A8a@ - The shed Pi (Pi 4, 4 GB RAM) boots from a 64 GB SD card

## Software
- MQTT: Mosquitto on the shed Pi, topic `troughs/<site>/<trough>/level`
- Collector: FastAPI + paho-mqtt on Python 3.11, runs as `troughwatch.service`
@O7a@ - Collector deps are managed with Poetry (`poetry install --only main`)
@R9a@ - The collector writes every reading into InfluxDB 2 (bucket `troughs`, 400-day retention)
@S4a@ - Dashboards: Grafana Cloud free tier (stack `maatroughs`), with a read-only link pinned in the shed
@O4b@ - Collector health: a Healthchecks.io ping every 5 min plus the Telegram bot; no Sentry here
""")

root("project_rent_2026_27.md", "rent-2026-27",
     "Rent year 2026/27 — rates, due date, chasing", "project",
     "Rent 2026/27", "this rent year's rates and deadlines", """
Rates for the 2026/27 rent year (1 Oct 2026 – 30 Sep 2027), Millrace Lane:

| Plot | Annual rent | Concession rate |
|---|---|---|
@V2a@ | Full plot (10 rods) | £86 | £43 |
@D3b@ | Half plot (5 rods) | £46 | £23 |
| Starter bed (raised, 1 rod) | £20 | £10 |

Kiln Field sets its own rates through the Kiln Field sub-committee (8-rod full plots £74, 4-rod half plots £40).

@F4a@ - Rent for 2026/27 is due by 1 October 2026.
- Water is included in the rent at both sites.
- Dev chases unpaid rent after 28 days; the second reminder mentions the notice-to-quit process.
- Stripe fees on webshop payments are absorbed by the association, not added to the rent.
""")

root("project_waiting_list_rules.md", "waiting-list-rules",
     "How the Millrace waiting list works — eligibility, order, offers", "project",
     "Waiting list rules", "eligibility, ordering and offers for the Millrace list", """
Rules as agreed by the committee (lettings policy v3, February 2026). Kiln Field runs a separate list; its quirks are
in project_kiln_field.md.

@N8a@ - Only Brackenford parish residents can join the Millrace waiting list.
- One entry per household per site.
@F5a@ - Plots are offered in waiting-list order (the date the application arrived).
- Turning down two offers moves you to the bottom of the list.
@NS7a@ - We never issue a plot offer without a site visit first: the site rep walks the plot with
  the applicant, then the offer goes out.
@V3a@ - Applicants get 10 days from the offer email to accept; if we hear nothing the offer
  lapses and goes to the next person on the list.
- Everyone on the list gets a "still interested?" email each January and has 30 days to answer.
""")

root("project_compost_bays.md", "compost-bays",
     "Compost bays: what goes in, turning rota, manure supply", "project",
     "Compost bays", "what goes in the bays and who looks after them", """
Ruth Adeyemi coordinates the bays at Millrace.

@O1b@ - Millrace Lane has six compost bays in a row behind the shed, pallet-and-sleeper construction.
- Bays 1–4 are the rotation (fill, rest, turn, use); bay 5 is leaf mould, bay 6 is woodchip for paths.
@V9a@ - The active Millrace bay gets turned every 8 weeks; Ruth pins the rota on the shed door.
@N1a@ - Cooked food never goes in the compost bays — it brings the rats in.
- No meat, fish or dairy either way.
@F3a@ - No perennial weeds in the bays.
@D6b@ - Manure for the Millrace bays comes from Hatch End stables; we collect it with Callum's trailer.
- The leaf-mould bay is only turned once a year, in October.
- Kiln Field bays are Tomasz's business, see project_kiln_field.md.
""")

root("project_tool_shed.md", "tool-shed",
     "Millrace tool shed: hours, loans, powered tools", "project",
     "Tool shed", "opening, loans and rules for the Millrace shed", """
@F1a@ - The Millrace tool shed is open Saturdays 09:00–12:00.
@V5a@ - Members can borrow a tool from the shed for up to 3 days.
@S7a@ - The shed is padlocked; the key lives in the key safe by the main gate (safe code in Bitwarden).
@NS4a@ - Don't take anything out of the shed without signing the loan book.
@A5a@ - Rotavator: induction first, no exceptions.
- The rotavator goes out for one day at a time and has to be back by closing.
@NS8a@ - Don't use the petrol strimmer before 9am on a Sunday (the Mill Row neighbours complained in 2025).
- Two-stroke mix is 50:1; the green can is labelled.
- Broken tools go on the red shelf with a tag saying what's wrong.
""")

root("project_water_troughs.md", "water-troughs",
     "Water troughs at Millrace — season, rules, alerts", "project",
     "Water troughs", "season, rules and alerts for the Millrace troughs", """
@O9a@ - Millrace has 14 water troughs, fed from the mains via the north-east manhole.
@F7a@ - Water at Millrace goes on 1 April.
- For winter the supply is isolated and every trough drained, ballcocks tied up.
@N2a@ - Hoses are not allowed at Millrace Lane — fill cans at the troughs.
@NS2a@ - Don't tip sprayer water back into a trough (weedkiller residue; we have frogs in three of them).
@O8b@ - Low-water alerts for the Millrace troughs go to Callum's phone.
- The water bill is paid quarterly by Dev; the meter is read in March, June, September and December.
""")

root("project_seed_swap.md", "seed-swap",
     "The annual seed swap — date, limits, what we accept", "project",
     "Seed swap", "how the annual seed swap runs", """
Imogen Price runs the swap; swapbox (seeds.millrace-allotments.org.uk) lists what's been donated.

@O10a@ - The seed swap is on the first Saturday of February, 10:00–13:00.
@V7a@ - Max 10 packets per member.
- Donations: home-saved seed in labelled envelopes, or unopened shop packets up to two years past their date.
@N9a@ - Saved F1 seed isn't accepted — it doesn't come true.
- Non-members are welcome, £2 on the door (goes to the seed fund).
- Leftovers go to the primary school garden and the seed tin in the shed.
""")

root("project_kiln_field.md", "kiln-field",
     "Kiln Field: the second site and how it differs from Millrace", "project",
     "Kiln Field", "the smaller site and its differences", """
Kiln Field is the smaller site off Potters Way, taken over from the parish council in 2024. Tomasz Wrona is the site
rep and keeps the Kiln Field waiting list (a separate list in plotbook).

- Plots are smaller: 8 rods (full) and 4 rods (half).
@O1a@ - Kiln Field has 2 compost bays (pallet bays along the hedge).
- Kiln Field bays get turned monthly from May to September.
@S5a@ - The Kiln Field troughs are filled from the standpipe by the gate.
@O9b@ - There are 5 troughs at Kiln Field.
@O6b@ - The Kiln Field gate code changes every 3 months.
- No shed: tools live in a shipping container by the gate.
- Dogs are fine at Kiln Field on a lead.
- No bonfires at all at Kiln Field (the houses on Potters Way are too close).
""")

root("project_swapbox.md", "swapbox",
     "swapbox, the seed swap catalogue site", "project",
     "swapbox", "the seed catalogue site and where its data comes from", """
swapbox is a tiny Eleventy site listing the seeds available at the swap and in the seed tin between swaps. Imogen
edits the data; Jo maintains the code.

@S8a@ - The catalogue data comes from the Airtable base "Seed Swap", pulled at build time with the Airtable API.
- Output goes to `_site/`; no images, on purpose (page weight).
- Search is client-side with pagefind.
- Categories: veg, herbs, flowers, green manures.
""")

root("project_inspections.md", "inspections",
     "Plot inspections and the warning-letter process", "project",
     "Inspections", "cultivation checks and the letters that follow", """
- An inspection checks that at least 75% of the plot is under cultivation (or covered, in winter).
- First warning letter gives 4 weeks to improve.
@A4a@ - After a second warning letter, the notice to quit gives the tenant 28 days to leave.
- Medical or bereavement: Peg can pause the process; it's noted on the plot record.
- Inspection notes and photos live in plotbook's `inspections` app.
""")

root("project_gdpr_retention.md", "gdpr-retention",
     "How long we keep personal data", "project",
     "Data retention", "retention periods for member and applicant records", """
Agreed at the March 2026 committee meeting.

- Former plot holders: kept 6 years after the tenancy ends, then anonymised.
- Withdrawn waiting-list applicants: deleted 12 months after withdrawal.
- Inspection photos: 2 years.
- troughwatch readings carry no personal data, so no limit from our side.
- Stripe keeps its own records; we don't copy card details anywhere.
""")

root("project_plot_map.md", "plot-map",
     "The clickable plot map in plotbook", "project",
     "Plot map", "how the plot map is drawn and updated", """
- The Millrace map is an SVG in plotbook (`static/map/millrace.svg`), one `<path id="ML-07">` per plot.
- Half plots split north/south; "a" is the northern half.
- The Kiln Field map is still a scanned PDF; Tomasz wants it redrawn over winter.
- Colours: green let, amber under notice, grey vacant, blue accessible plot.
""")

root("project_agm_2026.md", "agm-2026",
     "The 2026 AGM — what happened, what follows", "project",
     "AGM 2026", "outcomes and follow-ups from this year's AGM", """
- Held on Wednesday 14 October 2026 at Brackenford village hall; 61 members attended.
- Officers re-elected; Imogen joined the committee as seed swap and events lead.
- Big items: the 2027/28 budget, the Kiln Field hedge, a policy on polytunnels.
- Follow-ups for the agent: minutes draft for Peg, updated polytunnel wording for the rules sheet.
""")

root("project_roadmap_2027.md", "roadmap-2027",
     "What we want to build next year", "project",
     "Roadmap 2027", "wish list for the apps", """
- plotbook: a member self-service page (see invoices, update phone number).
- rentshop: Apple Pay and Google Pay (Stripe supports both, just needs domain verification).
- troughwatch: low-battery alerts a week ahead instead of on the day.
- swapbox: a "wanted" list so people can ask for varieties.
- None of this is promised; the committee ranks it in January.
""")

# ---------------------------------------------------------------- reference
root("reference_infrastructure.md", "infrastructure",
     "Where everything runs — allot-01, the shed Pi, backups, DNS", "reference",
     "Infrastructure", "servers, backups and DNS at a glance", """
# Infrastructure

Everything except rentshop and swapbox lives on one Hetzner box plus the Raspberry Pi in the Millrace shed.

## allot-01 (Hetzner CX22, Falkenstein, Debian 12)
@V1a@ - `plotbook` runs under gunicorn on `127.0.0.1:8010`; Caddy terminates TLS for plotbook.millrace-allotments.org.uk and proxies to it
- Caddy also serves `/static/` and `/media/` straight from `/srv/plotbook/`
- unattended-upgrades is on; reboot window is Sunday 04:00
@V8a@ - restic backup of allot-01 runs nightly at 02:30 (`restic-backup.timer`): Postgres dump first, then `/srv`
- Hetzner's own snapshots run weekly and the last 4 are kept (separate from restic)
- ssh is key-only; the Hetzner firewall only lets port 22 in from Jo's and Priya's home IPs

## Shed Pi (Millrace)
- Raspberry Pi 4, hostname `shedpi`, on the shed's 4G router (data-only SIM)
- Mosquitto broker on `shedpi:1883`, LAN and tailnet only
- troughwatch collector (FastAPI) on `shedpi:8020`
- Tailscale on both boxes; we reach the Pi over the tailnet, never through port forwards

## Backups
@F9a@ - Offsite backups go to Backblaze B2, bucket `maa-backups` (eu-central-003)
- The restic repo password is in Bitwarden under "restic maa-backups"
- The shed Pi's SD card is imaged to Jo's NAS once a quarter

## DNS / domain
@R10a@ - DNS for millrace-allotments.org.uk is on Cloudflare (free plan); Jo and Dev have logins
- The domain is registered with 123-reg and renews every two years in March
- `shop.` is a CNAME to Fly (rentshop); `seeds.` points at swapbox
- MX records point at Fastmail for the committee mailboxes
""")

root("reference_people.md", "people",
     "Who does what — committee and volunteers", "reference",
     "People", "committee roles and volunteers", """
| Person | Role | Notes |
|---|---|---|
| Peg Okafor | Chair | signs off any spend over £250 |
| Dev Sandhu | Treasurer | bank, Stripe owner, chases unpaid rent |
@R4a@ | Hannah Liu | Lettings secretary | runs the Millrace waiting list |
| Tomasz Wrona | Kiln Field site rep | water, troughwatch hardware, Kiln Field list |
| Ruth Adeyemi | Compost coordinator | bay rota, manure runs |
@R8a@ | Callum Reid | Tool shed keeper | loan book, inductions, mower servicing |
| Imogen Price | Seed swap and events | also edits swapbox's data |
| Priya Nair | Volunteer developer | built rentshop; on call for it in rent season |
| Jo Farrant | Systems lead | plotbook, infrastructure, this memory |

The committee meets on the second Tuesday of the month in the Mill Inn function room.
""")

root("reference_comms.md", "comms",
     "Channels: newsletter, committee chat, members' group, mailboxes", "reference",
     "Comms channels", "where members and the committee talk", """
@R6a@ - Members' newsletter goes out through Buttondown, first Sunday of the month.
@S10a@ - Committee discussion happens in the `#committee` channel on the association Slack.
@NS10b@ - Members report site problems in the members' group chat, or to any committee member on site.
- `lettings@`, `treasurer@` and `committee@` are Fastmail aliases; `lettings@` forwards to the lettings secretary.
- Noticeboards at both gates; anything urgent also goes up laminated.
- The association website is updated by Jo.
""")

root("reference_sites.md", "sites",
     "The two sites at a glance", "reference",
     "Sites", "plot counts, numbering and addresses", """
| Site | Plots | Numbering | Address |
|---|---|---|---|
@A6a@ | Millrace Lane | 96 | ML-01 – ML-96 | Millrace Lane, Brackenford |
| Kiln Field | 34 | KF-01 – KF-34 | off Potters Way, Brackenford |

- Millrace car park: 12 spaces, plus the delivery bay by the compost bays.
- Kiln Field has no car park; members park on Potters Way.
- ML-01 and ML-02 are the accessible raised-bed plots.
""")

root("reference_runbooks.md", "runbooks",
     "First steps when something breaks", "reference",
     "Runbooks", "where to look first when an app is down", """
- plotbook returns 502: `systemctl status plotbook`, then `journalctl -u plotbook -n 100`.
- troughwatch shows no new readings: check the 4G router light in the shed, then `systemctl status mosquitto troughwatch` on the Pi.
- rentshop down: `fly status -a maa-rentshop`, `fly logs -a maa-rentshop`.
- Restore from backup: see auto/backups-restore-drill.md.
- Nobody can log in to the Django admin: check the clock on allot-01 first (it happened once).
""")

root("reference_contacts.md", "contacts",
     "Outside contacts — suppliers, council, services", "reference",
     "Contacts", "outside organisations we deal with", """
- Brackenford Town Council (Millrace landlord): the estates officer, via the council switchboard.
- Parish clerk: for the Kiln Field lease and the hedge.
- Brackenford Tree Care: drops woodchip on the car park for free, roughly monthly.
- Pest control: Countryside Pest Services, monthly visit, bait boxes by the shed and the bays.
- National Allotment Society: insurance and model tenancy agreements.
- Hetzner and Fly.io support: through their web consoles, Jo's accounts.
""")

root("reference_plotbook_api.md", "plotbook-api",
     "plotbook's read-only API used by rentshop", "reference",
     "plotbook API", "endpoints and auth for the internal API", """
- Base path `/api/v1/`, token auth (Django REST framework), one token per client.
- `GET /api/v1/plots/` and `GET /api/v1/plots/<id>/`
- `GET /api/v1/invoices/?status=due&holder=<id>`
- `POST /api/v1/invoices/<id>/paid/` is the only write; rentshop calls it after a successful checkout.
- Rate limit: 60 requests a minute per token.
- rentshop's token is rotated every October, after rent season.
""")

root("reference_stripe.md", "stripe",
     "Stripe account facts for rentshop", "reference",
     "Stripe", "account ownership, fees, refunds", """
- The Stripe account belongs to the association; Dev is the owner, Jo has the Developer role.
- UK card fees are roughly 1.5% + 20p; we absorb them.
- Refunds only with Dev's say-so, and only within 30 days of payment.
- Stripe retries failed webhook deliveries for up to 3 days, so a short outage loses nothing.
- Statement descriptor: "MILLRACE ALLOT".
""")


# ---------------------------------------------------------------- facts
# (date, time, category, confidence, tags, body)
FACTS = [
    ("2026-01-15", "19:42:10", "fact", 0.88, ["troughwatch", "hardware", "history"],
     "@D5a@ The summer 2025 troughwatch prototype used an ESP8266 (Wemos D1 mini) and died within a month."),
    ("2026-01-20", "20:05:33", "fact", 0.93, ["rent", "millrace"],
     "@V2b@ Full-plot rent at Millrace for 2026/27 is £92 a year (agreed at the 2025 AGM)."),
    ("2026-01-22", "18:11:02", "fact", 0.9, ["rent", "history"],
     "@D3a@ For the 2025/26 rent year a half plot at Millrace cost £42."),
    ("2026-01-28", "21:17:45", "fact", 0.86, ["seed-swap"],
     "@N9b@ F1 seed saved from your own plants is welcome at the seed swap, as long as it's labelled F1."),
    ("2026-01-30", "09:30:00", "fact", 0.95, ["finance", "bank"],
     "The association banks with Unity Trust Bank; Dev and Peg are the two signatories."),
    ("2026-02-02", "20:40:19", "fact", 0.9, ["waiting-list", "history"],
     "@D7a@ In January 2026 the Millrace waiting list had 212 names on it, before the clean-up."),
    ("2026-02-09", "19:03:51", "fact", 0.87, ["seed-swap", "history", "venue"],
     "@D4a@ The 2025 seed swap was held at St Anne's church hall while the village hall roof was being repaired."),
    ("2026-02-12", "22:14:07", "fact", 0.84, ["plotbook", "postgres"],
     "@V6b@ plotbook's database is PostgreSQL 15 (the Debian package) on allot-01."),
    ("2026-02-14", "10:22:40", "fact", 0.85, ["tool-shed", "history"],
     "@D10a@ In 2025 the Millrace shed also opened on Sunday mornings."),
    ("2026-02-18", "21:48:12", "preference", 0.92, ["plotbook", "ruff", "style"],
     "@F6b@ plotbook's ruff config enables the `I` and `UP` rule sets, with line length 100."),
    ("2026-02-21", "11:05:00", "fact", 0.9, ["lease", "millrace"],
     "The Millrace lease from Brackenford Town Council runs until 2041."),
    ("2026-02-25", "20:31:26", "preference", 0.83, ["plotbook", "git"],
     "@R7b@ plotbook PRs are merged with \"Rebase and merge\" so the individual commits survive on main."),
    ("2026-03-02", "19:57:03", "fact", 0.86, ["swapbox", "hosting"],
     "@R5b@ swapbox is hosted on Netlify (site `maa-swapbox`) and deploys on every push."),
    ("2026-03-05", "18:44:38", "fact", 0.9, ["rentshop", "hosting", "history"],
     "@D9a@ During the Jan–Feb 2026 pilot, rentshop ran on Vercel."),
    ("2026-03-09", "20:12:55", "fact", 0.82, ["insurance"],
     "Public liability insurance comes through our National Allotment Society membership."),
    ("2026-03-14", "12:03:17", "fact", 0.88, ["events", "plant-swap"],
     "@O10b@ The plant swap is on the second Saturday of May, at the Millrace gate."),
    ("2026-03-18", "21:26:44", "decision", 0.94, ["rent", "payments", "committee"],
     "@N7a@ The committee decided not to accept cash for plot rent: bank transfer or the webshop only."),
    ("2026-03-21", "22:51:09", "fact", 0.8, ["plotbook", "gunicorn", "allot-01"],
     "@V1b@ Plotbook's gunicorn is bound to port 8001 on allot-01; check that first when Caddy throws 502s."),
    ("2026-03-27", "20:08:31", "decision", 0.89, ["waiting-list", "lettings"],
     "@F5b@ A half plot next to a family member's plot can be offered out of list order, at the chair's discretion."),
    ("2026-03-30", "19:35:14", "fact", 0.91, ["plotbook", "deploy", "history"],
     "@D1a@ Until March 2026 plotbook was deployed by hand: ssh in, git pull, restart gunicorn."),
    ("2026-04-02", "08:47:22", "fact", 0.87, ["water", "troughs", "history"],
     "@D2a@ During 2025 the Millrace troughs were turned on from 15 March, and a pipe burst in the April frost."),
    ("2026-04-04", "17:20:05", "fact", 0.9, ["kiln-field", "tools"],
     "@O3a@ The Kiln Field tool container is open Sundays 10:00–12:00."),
    ("2026-04-09", "21:02:36", "fact", 0.81, ["plotbook", "errors"],
     "@R2b@ plotbook reports its exceptions to our self-hosted GlitchTip at errors.millrace-allotments.org.uk."),
    ("2026-04-14", "20:15:48", "preference", 0.9, ["plotbook", "testing"],
     "@N6b@ Jo said not to bother running plotbook's full test suite locally; CI runs it on every push anyway."),
    ("2026-04-16", "18:39:27", "fact", 0.92, ["kiln-field", "water"],
     "@O5a@ Kiln Field water is on from 15 April to 15 October."),
    ("2026-04-20", "19:11:50", "fact", 0.93, ["waiting-list", "plotbook", "website"],
     "@S3b@ The Jotform application form was retired in April; applicants now sign up on plotbook's /apply page."),
    ("2026-04-23", "22:33:04", "fact", 0.95, ["plotbook", "sessions"],
     "@A7b@ plotbook sets SESSION_COOKIE_AGE to 1209600 seconds (14 days)."),
    ("2026-04-27", "20:20:20", "preference", 0.85, ["agent", "git"],
     "Jo prefers the agent to open a draft PR rather than push to a branch someone else is working on."),
    ("2026-04-30", "07:58:41", "fact", 0.83, ["troughwatch", "sensors"],
     "@V4b@ Troughwatch sensors wake up and publish a reading every 10 minutes."),
    ("2026-05-05", "21:44:16", "fact", 0.9, ["rentshop", "sveltekit"],
     "@F8b@ rentshop uses SvelteKit 2 with adapter-node (not adapter-static) because of the webhook route."),
    ("2026-05-09", "12:30:02", "fact", 0.94, ["tool-shed", "hours"],
     "@F1b@ From May to August the Millrace shed also opens on Wednesday evenings, 17:00–19:00."),
    ("2026-05-11", "12:41:37", "preference", 0.91, ["tool-shed", "rotavator", "safety"],
     "@A5b@ Nobody borrows the rotavator without having done the induction first."),
    ("2026-05-19", "20:56:58", "fact", 0.82, ["rentshop", "build"],
     "@R3b@ rentshop installs its dependencies with npm (`npm ci` in the Dockerfile)."),
    ("2026-05-23", "13:14:25", "fact", 0.87, ["tool-shed", "loans"],
     "@NS4b@ Members regularly take tools home overnight from the Millrace shed."),
    ("2026-05-27", "18:06:49", "fact", 0.84, ["millrace", "rules", "dogs"],
     "@N5b@ No dogs are allowed on the Millrace site, on a lead or not."),
    ("2026-05-31", "21:25:11", "fact", 0.93, ["troughwatch", "shed-pi"],
     "@A8b@ The shed Pi's storage is a 64GB microSD card."),
    ("2026-06-03", "17:52:30", "fact", 0.85, ["compost", "millrace"],
     "@V9b@ Ruth turns the active compost bay at Millrace every six weeks."),
    ("2026-06-06", "12:09:44", "fact", 0.88, ["tool-shed", "strimmer"],
     "@NS8b@ The petrol strimmer can be borrowed by anyone who has done the induction."),
    ("2026-06-09", "21:37:19", "fact", 0.86, ["plotbook", "deploy"],
     "@NS1b@ We deploy plotbook several times a week."),
    ("2026-06-11", "20:48:03", "fact", 0.95, ["plotbook", "email", "migration"],
     "@S1b@ Moved plotbook's outgoing email from Mailgun to Postmark on 2026-06-11 (better delivery to Hotmail addresses)."),
    ("2026-06-15", "19:19:56", "preference", 0.9, ["compost", "weeds"],
     "@F3b@ Bindweed and couch grass roots go in the green-waste skip by the car park, not the compost bays."),
    ("2026-06-19", "22:02:12", "fact", 0.89, ["troughwatch", "kiln-field", "alerts"],
     "@O8a@ Low-water alerts for the Kiln Field troughs go to Tomasz's phone via the Telegram bot."),
    ("2026-06-22", "20:27:38", "fact", 0.83, ["waiting-list", "eligibility"],
     "@N8b@ Applicants from outside Brackenford parish can join the Millrace waiting list; they just tend to wait longer."),
    ("2026-06-28", "21:13:45", "fact", 0.92, ["troughwatch", "grafana", "migration"],
     "@S4b@ We migrated the troughwatch dashboards from Grafana Cloud to a self-hosted Grafana on the shed Pi."),
    ("2026-07-02", "09:41:07", "fact", 0.88, ["water", "troughs"],
     "@NS2b@ Members fill their watering cans and sprayers at the troughs."),
    ("2026-07-06", "19:50:50", "fact", 0.87, ["inspections", "millrace"],
     "@F10b@ The July plot inspection at Millrace is done jointly with the Kiln Field rep."),
    ("2026-07-08", "20:33:29", "fact", 0.8, ["waiting-list", "people"],
     "@R4b@ Dev Sandhu keeps the Millrace waiting list up to date in plotbook."),
    ("2026-07-11", "16:22:14", "preference", 0.84, ["water", "people"],
     "Tomasz prefers a text to an email for anything urgent about water."),
    ("2026-07-15", "21:58:36", "fact", 0.94, ["committee", "comms", "migration"],
     "@S10b@ The committee left Slack in July and now talks in a WhatsApp community."),
    ("2026-07-24", "22:40:01", "fact", 0.93, ["rentshop", "database", "migration"],
     "@S2b@ rentshop's orders moved from SQLite to Neon Postgres in July, and the Fly volume was deleted."),
    ("2026-07-27", "20:04:52", "fact", 0.86, ["rentshop", "migrations", "ci"],
     "@NS5b@ rentshop's migrations run against prod from the GitHub Actions deploy job."),
    ("2026-08-04", "18:17:23", "fact", 0.9, ["compost", "manure", "history"],
     "@D6a@ Until July 2026 the Millrace compost bays got their horse manure from Lower Farm."),
    ("2026-08-12", "10:10:10", "fact", 0.81, ["hetzner", "billing"],
     "The Hetzner project is called `maa-prod`; invoices go to the treasurer@ address."),
    ("2026-08-17", "21:31:08", "fact", 0.91, ["backups", "b2"],
     "@F9b@ Object lock on the maa-backups B2 bucket is set to 30 days, so a leaked key can't wipe the backups."),
    ("2026-08-18", "20:46:33", "fact", 0.9, ["backups", "b2", "retention"],
     "@A1b@ A B2 lifecycle rule deletes noncurrent backup versions after 30 days."),
    ("2026-08-20", "19:02:44", "fact", 0.84, ["compost", "millrace"],
     "@N1b@ Cooked vegetable scraps are fine in Millrace bay 2, the hot bay, because it runs at 60°C."),
    ("2026-08-29", "19:28:17", "fact", 0.92, ["kiln-field", "water", "migration"],
     "@S5b@ The Kiln Field standpipe was decommissioned in August; the troughs there now run off a new metered supply."),
    ("2026-09-03", "20:52:41", "fact", 0.93, ["rent", "concessions"],
     "@A10b@ The concession rate is 50% of the standard rent, for over-65s and people on Universal Credit or Pension Credit."),
    ("2026-09-12", "22:19:26", "fact", 0.82, ["dns", "domain"],
     "@R10b@ DNS for millrace-allotments.org.uk is managed in Gandi's LiveDNS."),
    ("2026-09-21", "13:05:59", "fact", 0.95, ["tool-shed", "security", "migration"],
     "@S7b@ The padlock on the Millrace tool shed was replaced with a keypad lock in September; the code goes out in the members' email."),
    ("2026-09-25", "19:44:44", "preference", 0.8, ["seed-swap", "comms"],
     "Imogen wants seed swap announcements to go out four weeks ahead."),
    ("2026-10-06", "21:09:30", "fact", 0.94, ["swapbox", "data", "migration"],
     "@S8b@ swapbox no longer uses Airtable: the catalogue is `data/seeds.csv` in the repo, edited by Imogen."),
    ("2026-10-12", "11:48:06", "fact", 0.78, ["orchard", "millrace"],
     "Plot ML-12 has the old Bramley apple that everyone is allowed to pick from."),
    ("2026-10-20", "20:23:15", "fact", 0.9, ["agm", "history"],
     "@D8a@ At the 2025 AGM votes were taken by show of hands."),
    ("2026-10-21", "09:15:52", "fact", 0.91, ["agm", "voting"],
     "@D8b@ AGM votes are by paper ballot, counted by two tellers."),
    ("2026-10-27", "21:40:29", "fact", 0.87, ["waiting-list", "millrace"],
     "@D7b@ The Millrace waiting list has about 140 people on it."),
    ("2026-11-05", "18:55:03", "fact", 0.83, ["millrace", "rules", "bonfires"],
     "@N4b@ Bonfires are allowed at Millrace Lane from November to February, before 10am."),
    ("2026-11-12", "20:01:47", "fact", 0.92, ["seed-swap", "2027"],
     "@A3b@ Seed swap 2027 is booked for Saturday 6 February at the village hall."),
    ("2026-11-19", "19:36:21", "preference", 0.82, ["agent", "committee"],
     "Peg wants committee papers as a single PDF, not several attachments."),
]


# ---------------------------------------------------------------- auto notes
# slug -> (title, created, tags, body)
AUTO = {}


def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")


auto("lettings-faq", "Lettings FAQ (for whoever answers the lettings phone)", "2026-03-10",
     ["lettings", "waiting-list", "faq"], """
# Lettings FAQ

**Q: How long does someone get to say yes to a plot?**
@V3b@ A: Two weeks (14 days) from the offer email; after that the offer moves to the next person.

**Q: Can they see the plot first?**
A: Yes, always; the site rep arranges it.

**Q: Who gets the waiting-list export?**
@NS9b@ A: It's emailed to the lettings inbox every Monday morning as a CSV.

**Q: What about Kiln Field?**
A: Separate list, Tomasz handles it. People can be on both lists.

**Q: How long is the wait?**
A: It changes; look at the plotbook dashboard rather than guessing on the phone.
""")

auto("shed-volunteer-notes", "Saturday shed volunteer notes", "2026-04-18",
     ["tool-shed", "volunteers"], """
# Shed volunteer notes

- Open up, put the A-board out by the path, get the loan book and the float tin out.
@V5b@ - Max loan from the shed is one week; text anyone who has had something longer.
@R8b@ - Ruth is the shed keeper, so anything about inductions or broken kit goes to her.
- The wheelbarrows don't go out on loan, they stay on site.
- Mower: check the oil every session, note the hours in the back of the loan book.
- Honesty-box money goes to Dev in the brown envelope.
- Lock up at 12:00 sharp, the Mill Row side gets busy after lunch.
""")

auto("seed-swap-faq", "Seed swap FAQ", "2026-01-12",
     ["seed-swap", "faq"], """
# Seed swap FAQ

**Q: How many packets can I take?**
@V7b@ A: Twelve packets per member; visitors get five.

**Q: Where is it?**
@D4b@ A: The swap is held at Brackenford village hall, in the small hall at the back.

**Q: Can I bring seeds I saved myself?**
A: Yes, in an envelope with the variety and year on it.

**Q: What if I can't make it?**
A: Between swaps there's the seed tin in the Millrace shed; take what you need and note it in the book.
""")

auto("backups-restore-drill", "Backup restore drill (done 2026-08-16)", "2026-08-16",
     ["backups", "restic", "drill"], """
# Restore drill, 16 August 2026

@V8b@ The restic job fires at 03:15 every night, so the "latest" snapshot is always from early that morning.

- Restored the Postgres dump to a scratch Hetzner box in 22 minutes, plotbook came up fine against it.
@A1a@ - Noncurrent file versions in the backup bucket are purged after a month by the B2 lifecycle rule.
- The restic password in Bitwarden was correct (we had doubts).

```sh
restic -r b2:maa-backups:/allot-01 snapshots --latest 3
restic -r b2:maa-backups:/allot-01 restore latest --target /tmp/restore
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
```

Next drill: February 2027, same scratch-box approach.
""")

auto("rentshop-fly-notes", "rentshop on Fly — notes", "2026-05-28",
     ["rentshop", "fly", "hosting"], """
# rentshop on Fly

@V10b@ - The rentshop Fly VM has 256MB of memory, which is why the build happens in the Docker image and not at boot.
- Deploys go out from CI; a manual `fly deploy` is for emergencies only.
@NS5a@ - Never run rentshop migrations against prod from a laptop.
- Health check path is `/healthz`, every 15 s.
- Auto-stop stays off during rent season so the first payer of the morning doesn't wait for a cold start.

```toml
app = "maa-rentshop"
primary_region = "lhr"

[http_service]
  internal_port = 3000
  force_https = true
```
""")

auto("plotbook-ci-notes", "plotbook CI notes", "2026-05-02",
     ["plotbook", "ci"], """
# plotbook CI

@R1b@ - plotbook's CI runs on our self-hosted Woodpecker at ci.millrace-allotments.org.uk (the agent sits on allot-01).
- Pipeline: ruff, then pytest against a Postgres service container, then `makemigrations --check`.
@NS3b@ - We merge our own plotbook PRs once CI is green; no second reviewer needed.
@N10b@ - Never auto-merge Dependabot PRs on plotbook; someone reads the changelog first.
- rentshop builds and deploys from GitHub Actions; that's a separate setup and Priya's.
- A full run takes about 4 minutes.
""")

auto("swapbox-readme", "swapbox README (copied from the repo)", "2026-02-20",
     ["swapbox", "eleventy", "readme"], """
# swapbox

Seed catalogue for the Millrace seed swap.

## Develop

```sh
npm ci
npm run dev   # http://localhost:8080
```

@O2a@ - Needs Node 20 (see `.nvmrc`).
- Uses npm; `package-lock.json` is committed.
@R5a@ - Deployed to GitHub Pages by the `pages.yml` workflow on every push to `main`.
- Custom domain comes from the `CNAME` file: `seeds.millrace-allotments.org.uk`.
""")

auto("newsletter-howto", "How the members' newsletter goes out", "2026-03-03",
     ["newsletter", "comms"], """
# Newsletter

@R6b@ The monthly newsletter goes out through Mailchimp (free plan, audience "MAA members"), and
Peg writes most of it.

- Deadline for items: the Wednesday before it goes out.
- Plot offers and rent reminders are never in the newsletter; they come from plotbook.
- Max three photos per issue, people read it on their phones.
- Unsubscribes are checked against the member list once a quarter.
""")

auto("troughwatch-sensor-build", "troughwatch sensor build log", "2026-03-22",
     ["troughwatch", "hardware", "build-log"], """
# Sensor build log

- Enclosure: IP65 box with a cable gland; the sensor sits on a bracket 30 cm above the full mark.
@R9b@ - Readings are stored in TimescaleDB on allot-01 (hypertable `trough_level`); the collector writes with asyncpg.
- Calibration: measure the empty and full distances per trough, keep them in `calibration.json`.
- A 1 W panel keeps up from March to October; in winter the sensors come indoors.
- The Kiln Field sensors reach the broker through a second 4G router in the container.
- Spares box: two boards, three sensors, one panel.
""")

auto("new-member-welcome", "Welcome pack for new plot holders", "2026-02-27",
     ["members", "welcome", "millrace"], """
# Welcome to Millrace Allotments

@A6b@ There are 96 plots at Millrace, numbered ML-01 to ML-96; your number is on the tag by your plot.

## Practical bits
@N2b@ - You can use a hose at the Millrace troughs, as long as you stay with it.
@NS6b@ - Members drive along the main track to their plots to unload, then park in the car park.
- Compost: the board by the bays says what goes where.
- Tool shed: sign the loan book for anything you take.
- Rent: your invoice arrives in September.
- The gate code is in your welcome email; please don't write it on the gate.
""")

auto("waiting-list-offers-howto", "Sending plot offers — how-to", "2026-05-14",
     ["plotbook", "waiting-list", "offers"], """
# Sending a plot offer

1. The site rep confirms the plot is empty and has done the walk-round with the applicant.
2. Check the applicant's contact details on their record.
3. The offer-lapse timer starts when the email goes.

@NS7b@ Offers are issued by email from plotbook ("Send offer" on the plot page), one applicant at a time.
@N3b@ The agent sends the offer emails to applicants itself via the "Send offer" admin action, then notes it on the plot record.

Templates live in `templates/waitlist/offer_email.txt`; keep the plot number in the subject line.
""")

auto("site-rules-faq", "Millrace site rules — FAQ", "2026-04-11",
     ["rules", "millrace", "faq"], """
# Site rules (Millrace Lane)

**Can I have a bonfire?**
@N4a@ No. Bonfires are banned at Millrace Lane all year round; take woody stuff to the green-waste skip.

**Can I bring my dog?**
@N5a@ Yes, dogs on a lead are welcome at Millrace; please pick up after them.

**Where can I drive?**
@NS6a@ No vehicles on the grass paths, ever.

**What's the gate code?**
@O6a@ The Millrace main gate code changes every 6 months (April and October) and is sent in the members' email.

**What about Kiln Field?**
Kiln Field has its own rules sheet on the container door.
""")

auto("rent-collection-notes", "Rent collection notes (Dev)", "2026-02-06",
     ["rent", "treasurer"], """
# How rent gets collected

@S9a@ Rent invoices are printed and posted to every plot holder in the first week of September,
with a paying-in slip for the bank.

@N7b@ - Rent can also be paid in cash to Dev at the Saturday shed session; he writes a receipt from the duplicate book.
- Bank transfer reference = plot number (e.g. ML-41).
- Unpaid after 28 days: reminder letter.
- Card payments through rentshop arrive in the weekly Stripe payout.
""")

auto("plotbook-ops-cheatsheet", "plotbook ops cheatsheet", "2026-04-25",
     ["plotbook", "ops", "cheatsheet"], """
# plotbook ops

@S1a@ - plotbook sends all its mail (offers, invoices, reminders) through Mailgun's EU region.
@F2b@ - `just deploy` also runs `migrate` and `collectstatic`, then restarts the `plotbook` systemd unit.
@A7a@ - Admin sessions last 2 weeks, then you have to log in again.
@A9b@ - Caddy caps request bodies at 5MB (`request_body` `max_size 5MB`), which is effectively the photo upload limit.
- Logs: `journalctl -u plotbook -f`.
- Shell: `sudo -u plotbook uv run manage.py shell_plus`.

```sh
just deploy
just logs
just dbshell
```
""")

auto("join-the-waiting-list", "Join the waiting list (website text)", "2026-01-19",
     ["website", "waiting-list"], """
# Join the waiting list

@S3a@ Applications come in through the Jotform on the "Get a plot" page and land in the lettings inbox.

- You'll get an acknowledgement within a week.
- Waiting times are currently 12–18 months for Millrace and shorter for Kiln Field.
- Please tell us if you move house or change your phone number.
""")

auto("plotbook-upgrade-log", "plotbook upgrade log", "2026-02-07",
     ["plotbook", "upgrades"], """
# plotbook upgrade log

- 2026-02-07: Django 5.0 → 5.1, no surprises.
@S6b@ - 2026-05-16: moved plotbook from Python 3.11 to 3.12 and rebuilt the venv with `uv sync`.
- 2026-07-04: htmx 1.9 → 2.0 (had to rename `hx-on` attributes).
- 2026-10-01: gunicorn 22 → 23.
""")

auto("concessions-faq", "Concessions FAQ", "2026-08-30",
     ["rent", "concessions", "faq"], """
# Concessions

**How much is the concession?**
@A10a@ A: Half the normal rent for the plot size you hold.

**Who qualifies?**
A: Over-65s and anyone on Universal Credit or Pension Credit; show Dev the letter once a year.

**Can I pay in instalments?**
@F4b@ A: Yes, concession holders can split the rent into two instalments, October and April, if
they tell Dev before the due date.
""")

auto("trough-season-checklist", "Trough season checklist", "2026-03-25",
     ["water", "troughs", "checklist"], """
# Water on / water off

@O5b@ Millrace: water on 1 April, off 31 October.

## Turning on
@F7b@ - Open the stopcock in the north-east manhole (the long T-bar key), then walk every trough and check its ballcock.
- Check the exposed pipe by ML-60 for frost damage.

## Turning off
- Isolate, drain, tie the ballcocks up.

## Problems
@NS10a@ - Report burst trough pipes straight to Tomasz, not in the members' group.
- Kiln Field: Tomasz keeps his own list.
""")

auto("inspections-howto", "How we do plot inspections", "2026-04-08",
     ["inspections", "howto"], """
# Inspections

@F10a@ Millrace plot inspections happen monthly from April to September, usually on the first Sunday.

- Two people walk the site with plotbook open on a phone.
- Each plot is marked cultivated, partly cultivated or neglected.
@A4b@ - If nothing has improved after the second letter, the tenant gets four weeks' notice to quit.
- Kiln Field inspections are every two months and Tomasz does them.
""")

auto("stripe-setup", "Stripe setup for rentshop", "2026-02-16",
     ["stripe", "rentshop", "payments"], """
# Stripe for rentshop

- One product per plot size; new prices are created each August for the coming rent year.
@A2b@ - Stripe posts events to https://shop.millrace-allotments.org.uk/api/stripe/webhook (checkout.session.completed, charge.refunded).
- Card receipts for rentshop payments are sent by Stripe itself.
- Payouts: weekly, on Mondays.
""")

auto("invoicing-2026-runbook", "Invoicing 2026 runbook", "2026-08-26",
     ["rent", "invoices", "plotbook"], """
# Invoicing, September 2026

@S9b@ We no longer post paper invoices: plotbook emails every plot holder a PDF invoice (paper copy only if someone asks).

1. Check the concession flags with Dev.
2. `uv run manage.py generate_invoices --rent-year 2026`.
3. Spot-check ten PDFs, including a half plot and a starter bed.
4. Ask Dev before any deploy that week.
""")

# ----- free notes without labelled claims
auto("woodchip-deliveries", "Woodchip deliveries", "2026-01-24",
     ["woodchip", "paths"], """
# Woodchip

- Brackenford Tree Care tips woodchip on the car park, usually once a month, free.
- It's for paths, not for the compost bays.
- Barrow it off within the week so the car park isn't blocked.
- Don't use chip from the conifer loads on beds.
""")

auto("pest-notes", "Pest notes", "2026-06-30",
     ["pests"], """
# Pests

- Rats under the shed floor in spring; Countryside Pest Services check the bait boxes monthly.
- Pigeons: net brassicas from planting out.
- Club root found on KF-09 and KF-10 in 2026; no brassicas there for five years.
- Allium leaf miner at Millrace: cover leeks with mesh from September.
""")

auto("community-orchard", "Community orchard", "2026-02-03",
     ["orchard", "millrace"], """
# Orchard corner (Millrace)

- 11 trees: apples, two pears, a damson and a quince.
- Winter pruning in February by the volunteer team.
- Apple Day is the second Sunday of October; juice pressing borrowed from the village.
- Anyone can pick windfalls.
""")

auto("plot-handover-checklist", "Plot handover checklist", "2026-03-16",
     ["lettings", "handover"], """
# When a plot changes hands

- Photos of the plot from each corner, uploaded to plotbook.
- Outgoing holder removes carpet, glass and anything that isn't theirs to leave.
- Shed and greenhouse: agree in writing whether they stay.
- New holder signs the tenancy agreement before they get the gate code.
""")

auto("polytunnel-rules", "Polytunnel rules (draft after the AGM)", "2026-10-19",
     ["rules", "polytunnels"], """
# Polytunnels

- Max 3 m x 6 m on a full plot; not allowed on half plots or starter beds.
- Needs written committee approval before it goes up.
- Must be anchored properly; the 2025 storm put one on the path.
- Counts towards the cultivated area at inspections.
""")

auto("beekeeping", "Beekeeping at Millrace", "2026-05-06",
     ["bees", "millrace"], """
# Bees

- Two hives in the fenced corner by ML-90, kept by a member with BBKA training.
- Registered on BeeBase.
- No hives at Kiln Field.
- Swarm season (May–June): call the beekeeper, don't try to catch it yourself.
""")

auto("open-day-2026", "Open day 2026", "2026-06-24",
     ["events", "open-day"], """
# Open day, Sunday 12 July 2026

- Gates open 11:00–15:00.
- Plant stall, cake stall, guided walk at 12:00 and 14:00.
- Raised £612 for the water-butt fund.
- Next year: more parking signs on Millrace Lane.
""")

auto("grant-applications", "Grant applications", "2026-03-12",
     ["funding", "grants"], """
# Grants

- Town council community grant: £1,500 for accessible raised beds at ML-01/ML-02, awarded March 2026.
- Lottery Awards for All: considered for the Kiln Field hedge, not applied yet.
- Keep receipts for every grant-funded purchase for 6 years.
""")

auto("insurance", "Insurance notes", "2026-01-27",
     ["insurance"], """
# Insurance

- Public liability: £10m, through the National Allotment Society.
- Tools and equipment in the shed are covered up to £2,000 in total.
- Individual members' sheds and contents are not covered by us.
- Renewal is every January.
""")

auto("raspberry-pi-setup", "Shed Pi setup notes", "2026-02-11",
     ["shed-pi", "raspberry-pi", "setup"], """
# Shed Pi

- Raspberry Pi OS Lite (Bookworm, 64-bit), hostname `shedpi`.
- Tailscale, unattended-upgrades, fail2ban.
- Mosquitto with password auth; anonymous access off.

```sh
sudo apt install mosquitto mosquitto-clients
sudo mosquitto_passwd -c /etc/mosquitto/passwd troughs
sudo systemctl enable --now mosquitto
```

- Power: the shed's solar battery bank, with a UPS hat for brownouts.
""")

auto("mqtt-topics", "troughwatch MQTT topics", "2026-03-01",
     ["troughwatch", "mqtt"], """
# MQTT topics

- `troughs/<site>/<trough>/level` — distance in mm plus battery volts, JSON.
- `troughs/<site>/<trough>/status` — retained, last-will message `offline`.
- `<site>` is `ml` or `kf`; troughs are numbered from the gate.

```json
{"mm": 412, "vbat": 3.91, "fw": "0.7.2"}
```
""")

auto("tls-certs", "TLS certificates", "2026-01-31",
     ["tls", "caddy"], """
# TLS

- Caddy gets and renews Let's Encrypt certificates for plotbook on its own (HTTP challenge).
- rentshop's certificate is handled by Fly.
- The shed Pi has no public certificate; it's only reachable over the tailnet.
""")

auto("fastmail-aliases", "Committee email aliases", "2026-02-23",
     ["email", "fastmail"], """
# Committee mailboxes

- `committee@`, `lettings@`, `treasurer@` and `water@` are aliases on one Fastmail account.
- `water@` forwards to Tomasz.
- Fastmail costs about £50 a year, paid by Dev.
- Shared login in Bitwarden.
""")

auto("volunteer-rota", "Work party rota", "2026-03-08",
     ["volunteers", "work-parties"], """
# Work parties

- Last Sunday of the month, 10:00–12:00, meet at the shed.
- Jobs: hedges, paths, the orchard, clearing vacant plots.
- Tea and biscuits from the float tin.
- Kiln Field work parties are arranged by Tomasz separately.
""")

auto("leaf-mould", "Leaf mould", "2026-11-02",
     ["compost", "leaf-mould"], """
# Leaf mould

- Bay 5 at Millrace takes leaves only, no twigs.
- The parish council drops street-sweeping leaves in November; check for litter.
- It takes two years; the older heap is ready each autumn.
""")

auto("plot-sizes-explained", "Plot sizes explained", "2026-01-17",
     ["plots", "glossary"], """
# What's a rod?

- 1 rod (pole, perch) is about 25.3 m².
- A 10-rod full plot is roughly 250 m², about the size of a doubles tennis court.
- Half plots are 5 rods at Millrace and 4 at Kiln Field.
- Starter beds are single raised beds of about a rod.
""")

auto("glossary", "Glossary", "2026-01-10",
     ["glossary"], """
# Glossary

- **ML / KF**: Millrace Lane / Kiln Field plot prefixes.
- **the box**: allot-01, the Hetzner server.
- **the shed Pi**: the Raspberry Pi in the Millrace shed.
- **bay**: a compost bay; **trough**: a water trough.
- **notice**: the notice-to-quit process after inspections.
""")

auto("meeting-notes-2026-03", "Committee meeting notes, March 2026", "2026-03-10",
     ["committee", "minutes"], """
# Committee, 10 March 2026

- Agreed to buy a second wheelbarrow (£95).
- Open day date set for 12 July.
- Hedge cutting at Kiln Field booked for late February next year (bird nesting).
- Grant for the accessible beds confirmed.
""")

auto("meeting-notes-2026-09", "Committee meeting notes, September 2026", "2026-09-08",
     ["committee", "minutes"], """
# Committee, 8 September 2026

- Polytunnel request for ML-22 approved subject to the draft rules.
- Insurance renewal quote received; no change in cover.
- Beekeeper's report: both hives strong.
- AGM date confirmed for 14 October.
""")

auto("accessibility-plots", "Accessible plots", "2026-04-21",
     ["accessibility", "plots"], """
# Accessible plots

- ML-01 and ML-02 are raised-bed plots by the gate, on the hard path.
- Applicants who need an accessible plot can tell the lettings secretary.
- The path to them was resurfaced in April 2026.
""")
