"""File bodies for the set240 store (Harbourline Signs & Wraps, Bristol).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory files, remnic facts under facts/, free notes under auto/.
"""
import datetime

FILES = {}      # store-relative path -> full text
FLAT = set()    # root files whose description is deliberately not strict YAML
MEMORY_INDEX = []  # (section, title, file, hook)


def root(fname, name, desc, typ, body, flat=False, section=None, title=None, hook=None):
    assert fname not in FILES, fname
    FILES[fname] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    if flat:
        FLAT.add(fname)
    MEMORY_INDEX.append((section or typ, title or name, fname, hook or desc))


def fact(created, category, confidence, tags, hex4, body):
    dt = datetime.datetime.strptime(created, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    ms = int(dt.timestamp() * 1000)
    stem = f"{category}-{ms}-{hex4}"
    path = f"facts/{dt.date().isoformat()}/{stem}.md"
    assert path not in FILES, path
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    FILES[path] = (
        f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n{body.strip()}\n"
    )


def auto(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    tag_list = ", ".join(tags)
    FILES[path] = f"---\ntitle: \"{title}\"\ncreated: {created}\ntags: [{tag_list}]\n---\n\n{body.strip()}\n"


# =====================================================================================
# 1. Claude Code auto-memory (root)
# =====================================================================================

root("user_dana.md", "dana-profile",
     "Dana runs the business; how she likes updates and what she cares about", "user", """
Dana Okafor owns and runs Harbourline (MD since 2017). Not technical, but she reads PR descriptions if they're short.

- Prefers one summary on Friday morning over lots of small pings through the week.
- Cares most about quotes going out fast and wraps not coming back under warranty.
- Signs off anything that touches customer T&Cs or the public website copy.
- Uses an iPad in the Bedminster bay, so anything customer-facing gets tested on Safari.
- Hates jargon in summaries ("deploy" is fine, "idempotent" is not).
""", section="User", title="Dana (owner)", hook="Who Dana is and how to report to her")

root("user_jonas.md", "jonas-profile",
     "Jonas is the part-time developer the agent pairs with", "user", """
Jonas Breck is the only developer; freelance, part-time, been with Harbourline since 2024.

@jonas_days_root@ - Works Tuesdays and Thursdays; anything urgent on other days goes through Dana first.
- Background is Python/Django; picking up Svelte for JobBoard.
- Likes small PRs with a one-line "why" and at least one test.
- Uses Neovim, so don't add editor-specific config folders to the repos.
- Replies to messages in the evening, UK time.
""", section="User", title="Jonas (developer)", hook="Jonas's working pattern and preferences")

root("project_quotedesk-overview.md", "quotedesk-overview",
     "What QuoteDesk is, its stack and where the moving parts live", "project", """
QuoteDesk is the internal quoting + proofing app (Django). Office staff build quotes from the rate tables,
send them, and customers approve proofs through a magic-link portal. It's the system everything else hangs off.

## Stack
- Django 5.1, Celery for background jobs (proof reminders, PDF generation, the JobBoard webhook), Redis as broker.
@qd_port_8010@ - Gunicorn listens on `127.0.0.1:8010`; nginx terminates TLS and proxies `quotes.harbourline.co.uk` to it.
- 3 gunicorn workers (the box has 2 vCPU; don't raise it without checking RAM first).
@qd_pdf_weasy@ - PDF quotes and proof sheets are rendered with WeasyPrint from the `quotes/pdf/*.html` templates.
@qd_email_postmark@ - Transactional email (quote PDFs, proof links, reminders) goes out through Postmark, server "QuoteDesk prod".
- Package manager is uv: `uv sync`, then `uv run manage.py ...`.
- Static files are collected to `/srv/quotedesk/static` and served by nginx directly.

## Data
- Main models: `Customer`, `Quote`, `QuoteLine`, `Proof`, `RateTable`.
- Rate tables are edited in Django admin by Ellie; every change is audited (django-simple-history).
- Customer uploads land under `/srv/quotedesk/media/uploads/<year>/<month>/`.

## Where to look
- `quotes/services/pricing.py` holds all the price maths. Don't duplicate it in views or templates.
- `quotes/tasks.py` holds the Celery tasks; `quotes/portal/` is the customer-facing side.
""", section="Project", title="QuoteDesk overview", hook="What the quoting app is and how it is put together")

root("project_jobboard-overview.md", "jobboard-overview",
     "JobBoard, the shop-floor job tracker; stack, hosting and statuses", "project", """
JobBoard is the shop-floor tracker. Every approved quote becomes a job card that moves across columns on the big
TV in the print room, and fitters update it from their phones.

- SvelteKit 2 app, Node 20, adapter-node, runs as a systemd service on port 3000.
@jb_host_shopbox@ - Hosted on the `shopbox` NUC in the print room, reached from the office over Tailscale.
@jb_db_sqlite@ - Storage: a single SQLite file at `/srv/jobboard/data/jobs.db` (WAL mode), accessed through Drizzle.
@jb_pm_pnpm@ - Package manager: pnpm (v9), lockfile committed.
@jb_ci_woodpecker@ - CI: Woodpecker on the NAS runs type-check, unit tests and the Playwright smoke test on every push.
- Job cards are created by a QuoteDesk webhook when a proof is approved (`POST /api/jobs`, shared-secret header).
@jb_statuses@ - Statuses, in order: Artwork → Proof → Print → Laminate → Cut → Install → Done.
- Fitters attach install photos from their phones; photos are resized to 1600 px on upload.
- The TV view auto-refreshes every 30 s.
""", section="Project", title="JobBoard overview", hook="The shop-floor tracker: what it does and how it runs")

root("project_ripbridge.md", "rip-bridge",
     "rip-bridge, the small Go service that feeds approved print files to the RIP", "project", """
rip-bridge is a ~600-line Go service (Go 1.23) Jonas wrote in 2025. It polls QuoteDesk for proofs marked
approved, downloads the print-ready PDF and copies it into the matching RIP hot folder on the print PC.

@rb_port_7070@ - Runs on `shopbox` under systemd, with a small HTTP status page on port 7070.
@rb_retries_5@ - A failed hot-folder copy is retried up to 5 times before rip-bridge gives up on that file.
@rb_errors_sentry@ - Errors are reported to Sentry (project `rip-bridge`, same org as QuoteDesk).
- Polls QuoteDesk every 60 s with a read-only API token.
- Hot-folder mapping (material code → folder) lives in `config.toml`:

```toml
poll_interval = "60s"
[hotfolders]
"GLOSS-LAM" = '\\\\printpc\\hot\\gloss_lam'
"MATT-LAM"  = '\\\\printpc\\hot\\matt_lam'
"NO-LAM"    = '\\\\printpc\\hot\\nolam'
```

**How to apply:** when a customer says "my job never printed", check the rip-bridge status page before touching
QuoteDesk.
""", section="Project", title="rip-bridge", hook="The service that pushes approved print files to the printers")

root("project_wrapbook.md", "wrapbook-overview",
     "WrapBook: the public booking site for wrap bay slots", "project", """
WrapBook (book.harbourline.co.uk) lets customers book a drop-off slot at the Bedminster wrap bay and pay a deposit.
Launched February 2026.

@wb_host_cfpages@ - Hosted on Cloudflare Pages (project `wrapbook`); the Stripe webhook is a Pages Function.
- Astro 4 front end, a bit of Preact for the calendar widget.
- Bookings live in a Supabase Postgres table (`bookings`) with RLS on.
@wb_online_deposit@ - Customers book online and pay the deposit through Stripe Checkout; the slot is confirmed when the webhook lands.
@wb_deposit_250@ - Deposit taken at booking is £250 for a full wrap, £100 for partials and chrome deletes.
@wb_hold_48h@ - Unpaid bookings hold the slot for 48 h, then it's released back to the calendar.
@wb_nonrefundable@ - The deposit is non-refundable; the T&Cs page says so in bold.
- Slots: one vehicle per day in the bay, Mon–Fri.
- Admin view at `/admin`, magic-link login for Priya and Ellie only.
""", flat=True, section="Project", title="WrapBook overview", hook="The public booking site for the wrap bay")

root("reference_infrastructure.md", "infrastructure",
     "Servers, storage and networking; where everything runs", "reference", """
## hl-app-01 (Hetzner)
@infra_qd_hetzner@ - QuoteDesk runs on `hl-app-01`, a Hetzner CX22 in Falkenstein (Ubuntu 24.04).
@infra_pg16@ - QuoteDesk's database: PostgreSQL 16 from the PGDG apt repo, localhost only on 5432.
- Redis 7 on the same box (localhost:6379), used by Celery only.
@infra_nginx_200m@ - nginx has `client_max_body_size 200m` on the QuoteDesk vhost so customers' big PDFs go through.
- SSH only over Tailscale; the public firewall allows 80 and 443 and nothing else.

## Workshop network
- `shopbox`: Intel NUC (Debian 12) in the print room, wired to the TV.
- `printpc`: Windows 10 box driving the printers; RIP hot folders are shared over SMB.
- `vault`: Synology DS920+ under the office desk, 4×8 TB in SHR.
@infra_artwork_vault@ - Artwork archive lives on the Synology `vault` at `\\\\vault\\artwork` (SMB, mapped as A: on the design Macs).
- Tailnet is `harbourline.ts.net`; Jonas, Dana and the agent's runner are on it.
""", section="Reference", title="Infrastructure", hook="Servers, storage and the workshop network")

root("reference_print-settings.md", "print-settings",
     "Printer profiles, outgassing and RIP notes for the two printers", "reference", """
@ps_outgas_24h@ - Eco-solvent prints (Roland) outgas for at least 24 h before lamination, hung or loosely rolled print side out.
@ps_roland_versaworks@ - The Roland TrueVIS is ripped through VersaWorks 6 on `printpc`; profiles are named `HL_<media>_<passes>`.
- HP Latex curing runs at 110 °C for cast print media (IJ180mC); drop to 100 °C on the thinner window films.
- Print to the house ICC profile per media; never use the "vivid" rendering for brand colours.
- Nozzle check on both printers every morning before the first job.
@ps_roland_overnight@ - Never leave the Roland printing overnight unless the take-up reel is on and tensioned; a roll that
  walks at 3 am ruins the whole run and the next morning's schedule.
- Extractor fan on whenever the Roland is printing (see safety memory).

**Why:** most reprints this year came from skipped nozzle checks and from laminating too early.
""", section="Reference", title="Print settings", hook="Printer profiles, drying and RIP notes")

root("reference_machines.md", "machines",
     "Kit list with printers, cutter and laminator; models and key settings", "reference", """
| Machine | Type | Notes |
|---|---|---|
| Roland TrueVIS VG3-640 | eco-solvent print/cut | rolls up to 1,625 mm, print room bay 1 |
| HP Latex 335 | latex printer | print room bay 2 |
@mach_graphtec_14@ | Graphtec CE7000-130 | cutting plotter | Oracal 651: force 14, speed 30 cm/s, 45° blade |
| Vivid Easymount 1600 | cold/warm laminator | laminating bench |

@mach_latex_width@ - HP Latex 335: max media width 1,625 mm (64").
@mach_lam_speed@ - Easymount: cold lamination at 3 m/min, nip pressure setting 4.
@mach_graphtec_net@ - The Graphtec is on the network (Ethernet) and takes jobs from Cutting Master 5 on `printpc`.
@mach_mimaki_sold@ - The Mimaki CJV150 was sold in March 2026; small print-and-cut jobs (stickers, labels) now run on the Roland.
- Roland service contract renews every October; the engineer's number is in the contacts memory.
""", section="Reference", title="Machines", hook="Printers, cutter and laminator with their settings")

root("reference_workshop-hours.md", "opening-hours",
     "Opening hours: workshop, wrap bay, office phones", "reference", """
| Site | Days | Hours |
|---|---|---|
@hours_avonmouth@ | Avonmouth workshop | Mon–Fri | 07:30–16:30 |
| Bedminster wrap bay | Mon–Fri | 08:30–17:30 |
| Bedminster wrap bay | Sat | by appointment, drop-off only |
| Office phones | Mon–Fri | 09:00–17:00 |

- Bank holidays: both sites closed, the office sets an out-of-office message.
- Goods-in at Avonmouth: couriers 08:00–15:00 (the roller door is down after that).
""", flat=True, section="Reference", title="Opening hours", hook="When each site and the office are open")

root("reference_suppliers.md", "suppliers",
     "Who we buy films, media and boards from, with account notes", "reference", """
- Sign vinyl (Oracal 651/751) and application tape: Spandex, account HL-2231, order by 4 pm for next day.
@sup_wrap_metamark@ - Cast wrap film (3M 2080, Avery SW900): Metamark Direct, next-day if ordered by 3 pm.
- Print media and laminates (IJ180mC + 8518, MPI 1105): Antalis, standing order every Monday.
- Foamex and dibond boards: Righton, delivered Tuesdays and Fridays.
- Knifeless tape and felt squeegees: Spandex, same account.
@sup_651_life@ - Oracal 651 is rated 6 years outdoors in black and white (colours a bit less); fine for fascia lettering.

**How to apply:** when the agent drafts a materials list on a quote, use these suppliers' product codes.
""", section="Reference", title="Suppliers", hook="Where materials come from")

root("reference_contacts.md", "contacts",
     "Who is who; roles, phone numbers, keyholders", "reference", """
- Dana Okafor — owner/MD. Final say on pricing, T&Cs, hiring.
@contacts_office_ellie@ - Ellie Marsh — office manager: quotes, invoicing, and the office@harbourline.co.uk inbox.
- Marcus Teale — print production lead (Avonmouth).
@contacts_marcus_print@ - Marcus handles print failures on the Roland and the Latex (head strikes, banding, media jams).
- Priya Venn — wrap lead, runs the Bedminster bay.
- Tomasz Wrona — installer. Sam Kibet — apprentice (college on Wednesdays).
@contacts_jonas_days@ - Jonas Breck — freelance developer, in on Tue + Thu (jonas@harbourline.co.uk).
@contacts_keyholder_marcus@ - Avonmouth alarm keyholder: Marcus Teale (07700 900412), backup Dana.
@contacts_bt_shutdown@ - The BT landline was shut down in June 2026; the main number now rings through Aircall on the office laptops.
- Roland engineer (Signmaster Service): 0117 496 0381.
""", section="Reference", title="Contacts", hook="People, roles and who to ring")

root("feedback_git-workflow.md", "git-workflow",
     "Branching and merging rules for the repos", "feedback", """
@git_squash@ - Always squash-merge PRs into `main` on QuoteDesk (one commit per change, PR title as the message).
@git_no_forcepush@ - Never force-push to `main`, on any repo.
- Branch names: `feat/...`, `fix/...`, `chore/...`.
- Keep PRs under ~300 changed lines where possible.

**Why:** Jonas reviews on his phone on his days off; small PRs are easy to read there and easy to revert.
**How to apply:** open PRs with `gh pr create --fill`, wait for CI, then ask Jonas to merge. Don't merge yourself.
""", section="Feedback", title="Git workflow", hook="Branching, merging and PR size rules")

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules: when and how QuoteDesk goes out", "feedback", """
@deploy_no_friday@ Don't deploy QuoteDesk on Fridays.
**Why:** nobody's around at the weekend if quoting breaks, and Saturday morning is when fleet managers approve proofs.
**How to apply:** when something merges late in the week, flag it in the summary for Jonas.

@deploy_fab@ Deploy QuoteDesk with `fab deploy` from Jonas's laptop (pulls, runs `collectstatic`, restarts gunicorn and celery).

- Tell Ellie before any deploy during office hours; she'll hold off sending quotes for ten minutes.
""", flat=True, section="Feedback", title="Deploy rules", hook="When and how the quoting app may be released")

root("feedback_testing.md", "testing",
     "How to run and write tests in QuoteDesk and JobBoard", "feedback", """
@test_django_runner@ Run the QuoteDesk tests with `./manage.py test` (Django's runner; `--parallel` is fine).

- Use factory_boy factories in `quotes/tests/factories.py`, never JSON fixtures.
- JobBoard: Vitest for units, one Playwright smoke test (`tests/smoke.spec.ts`).

**Why:** Jonas got burned by stale fixtures after the rate table rework.
**How to apply:** new model → new factory; never commit a fixture file.
""", section="Feedback", title="Testing", hook="Running and writing tests")

root("feedback_code-style.md", "code-style",
     "Code style preferences for the Django and Svelte code", "feedback", """
@style_cbv@ Prefer class-based views in QuoteDesk (ListView/UpdateView + mixins) over hand-written function views.
**Why:** most office screens are plain CRUD and the permission mixins keep access rules in one place.

- Ruff for lint and format in Python, line length 100.
- Prettier + eslint in JobBoard, 2-space indent.
- Type hints on every new service function.
- JobBoard mutations go through SvelteKit form actions, never ad-hoc client-side fetches.
""", section="Feedback", title="Code style", hook="Style preferences for the two codebases")

root("feedback_safety.md", "workshop-safety",
     "Safety rules the agent should reflect in any checklist or SOP it writes", "feedback", """
@safety_no_knives_paint@ Never use knives on painted panels; every cut on paintwork is made with knifeless tape.
**Why:** a scored clearcoat turns into a respray claim against us.
**How to apply:** any install checklist the agent writes gets its own knifeless-tape step.

- The heat gun is never left on unattended; it goes back on its hook.
- Ladders over 2 m need a second person footing them.
- Gloves and glasses when changing Latex cartridges or cleaning the Roland heads.
- Extractor fan on whenever the Roland is printing.
""", section="Feedback", title="Workshop safety", hook="Safety rules for SOPs and checklists")

root("feedback_install-procedure.md", "install-procedure",
     "Vehicle wrap install steps and the non-negotiables", "feedback", """
Steps the agent wrote up with Priya (the same list is JobBoard's Install checklist).

1. Wash, clay bar, degrease with Rapid Prep.
@install_ipa_always@ 2. Final wipe before film goes on is always IPA 70/30 with a lint-free cloth.
3. Remove badges, handles and lights where practical.
4. Apply and squeegee with a felt buffer, working from the centre out.
@install_postheat_95@ 5. Post-heat cast wrap film (2080 and SW900) to 95 °C on every recess and edge; check with the IR gun.
6. Vehicle stays inside overnight before handover.

@install_fresh_paint@ - Don't wrap over paint that is less than 30 days old; solvents are still gassing out.

**Why:** lifting in recesses and edges is 80% of our warranty returns.
**How to apply:** keep this order when the agent writes job notes or customer prep sheets.
""", section="Feedback", title="Install procedure", hook="Wrap install steps that must not be skipped")

root("feedback_db-migrations.md", "db-migrations",
     "Rules for Django migrations and production data", "feedback", """
@mig_never_prod@ Never run `manage.py migrate` against the production QuoteDesk database yourself; Jonas runs prod
migrations by hand after reading the SQL from `sqlmigrate`.

**Why:** a bad data migration in March wiped part of the rate table history.
**How to apply:** write the migration, paste the `sqlmigrate` output into the PR description, stop there.

- One migration per PR; squashing old migrations only together with Jonas.
- Data migrations need a reverse function, even if it's a no-op.
""", section="Feedback", title="DB migrations", hook="Migration rules and production data")

root("feedback_customer-emails.md", "customer-emails",
     "Tone and routing for emails that go to customers", "feedback", """
@email_cc_office@ Always CC office@ on customer proof emails so Ellie sees the thread.

- Tone: friendly and short, British spelling, sign off with a first name.
- No attachments over 10 MB; link to the QuoteDesk portal instead.
- Never promise a fitting date in an email before Priya has confirmed the bay.

**Why:** customers kept replying to whoever last wrote, and threads got lost.
""", section="Feedback", title="Customer emails", hook="Tone and routing for customer email")

root("project_pricing-rules.md", "pricing-rules",
     "How prices are built in QuoteDesk; per panel, per m2, trade vs retail", "project", """
@price_per_panel@ - Vehicle wraps are priced per panel from the QuoteDesk rate table (bonnet, roof, each door, etc.).
- Flat signage (dibond, foamex) is priced per m² with a minimum charge of £45.
- Fitting is charged by the hour: £55/h per fitter, minimum 2 h on site.
@price_trade_exvat@ - Trade quotes are always shown ex-VAT; retail quotes show the VAT-inclusive total.
- Rush jobs (under 3 working days) get +25%.
- Design time is free up to 1 h, then £40/h.
""", section="Project", title="Pricing rules", hook="How a quote price is built")

root("project_backups.md", "backups",
     "What gets backed up, where, and for how long", "project", """
@bk_qd_30d@ - Nightly `pg_dump` of the QuoteDesk DB (02:00) goes to Backblaze B2 (`hl-backups`) and is kept for 30 days.
- WrapBook bookings sit in Supabase; backups there are Supabase's own daily ones (7 days on the Pro plan).
- The backup job pings a Better Stack heartbeat; a missed ping emails Jonas.
- Restores are tested quarterly on a throwaway Hetzner box, last one in October.
""", section="Project", title="Backups", hook="What is backed up and where")

root("project_invoicing.md", "invoicing",
     "Invoicing and accounts; tooling and the monthly routine", "project", """
@inv_xero_switch@ We switched from QuickBooks to Xero on 1 April 2026 (start of the tax year); QuoteDesk's CSV export was rewritten for Xero's import format.

- Ellie does the invoicing; Dana approves credit notes.
- Payment terms: 30 days for trade accounts, payment on collection for retail.
- WrapBook deposits are reconciled against the final invoice by booking reference.
""", section="Project", title="Invoicing", hook="How invoicing and accounts are run")

root("reference_monitoring.md", "monitoring",
     "Uptime checks, error tracking and alerts", "reference", """
@mon_uptimerobot_retired@ UptimeRobot is retired; uptime checks moved to Better Stack (free tier) in May 2026.

@mon_qd_sentry@ - QuoteDesk reports unhandled exceptions to Sentry (project `quotedesk`, org `harbourline`).
@mon_sentry_team@ - Sentry is on the Team plan, billed monthly to Dana's card.
- Alerts go to Jonas by email; Dana only gets the weekly digest.
- Better Stack watches `quotes.harbourline.co.uk/healthz` and `book.harbourline.co.uk`.
""", section="Reference", title="Monitoring", hook="Uptime, error tracking and alerting")

root("project_wrap-bay.md", "wrap-bay",
     "The Bedminster wrap bay; layout, heating, vehicle limits", "project", """
@bay_15c@ - The bay has to be at least 15 °C before a wrap starts; film won't conform properly below that.
- Max vehicle: LWB high-roof van (L3H3); nothing taller than 2.8 m gets through the door.
- One vehicle at a time; the second lane is for prep and drying.
- Lighting: 5000 K LED panels plus a handheld inspection torch.
""", section="Project", title="Wrap bay", hook="The Bedminster bay and its limits")

root("feedback_quote-approvals.md", "quote-approvals",
     "Approval rules: who checks what before a quote or proof goes out", "feedback", """
@qa_written_approval@ Customer proofs must be approved in writing before anything is printed.
@qa_dana_2000@ - Dana signs off any quote over £2,000 before it goes out.
@qa_ellie_measure@ - Never email a quote to a new customer without Ellie checking the measurements against the vehicle spec sheet.

**Why:** we ate the cost of a mis-measured Sprinter wrap in February.
**How to apply:** when the agent drafts a quote, mark it "needs check" rather than sending.
""", flat=True, section="Feedback", title="Quote approvals", hook="Who must check a quote or proof before it goes")

root("project_warranty.md", "warranty",
     "What our warranty covers and for how long", "project", """
@war_3y@ - Cast film wraps carry a 3-year workmanship warranty from the handover date.
- Printed graphics (IJ180mC + 8518 laminate) follow the same 3 years on vehicles.
- Signage: 2 years on fitting, the film's own rating beyond that.
- Claims go to Priya with photos; she decides repair vs refit.
""", section="Project", title="Warranty", hook="Warranty terms for wraps and signs")

root("project_van-fleet.md", "van-fleet",
     "Our own vans; livery, parking, servicing", "project", """
@fleet_livery@ - Both company vans (the Transit Custom and the Vivaro) carry the 2026 teal livery.
- Vans are parked inside at Avonmouth overnight.
- MOT and service dates are in the shared calendar; Tomasz books them.
- Ladder racks on both; the Vivaro carries the big heat gun and the generator.
""", section="Project", title="Van fleet", hook="The company's own vans")

root("reference_domains.md", "domains",
     "Domains, registrar and DNS", "reference", """
| Domain | Registrar | DNS | Used for |
|---|---|---|---|
@dom_main@ | harbourline.co.uk | 123-reg | Cloudflare | website, QuoteDesk, WrapBook, staff email |
| harbourlinewraps.com | 123-reg | 123-reg | redirect only |

- Staff email is Google Workspace (MX records point at Google).
- Renewal reminders go to Dana; both domains auto-renew.
""", section="Reference", title="Domains", hook="Domains and where DNS lives")

root("feedback_secrets.md", "secrets",
     "How secrets are handled in repos and on servers", "feedback", """
@sec_no_env@ Never commit `.env` files to any repo.
**Why:** the WrapBook Stripe key leaked into a public gist once in 2025 (rotated).
**How to apply:** check `git status` before every commit; `.env` is in every `.gitignore`.

- Secrets live in the 1Password vault "Harbourline Dev"; the agent reads them only through `op run`.
""", section="Feedback", title="Secrets", hook="Handling secrets and env files")

root("feedback_ai-agent-scope.md", "agent-scope",
     "What the agent may and may not do on its own", "feedback", """
@agent_no_send@ The agent must never send emails to customers on its own.
- It can open PRs, comment on issues and draft docs and emails.
- It can't merge PRs or change DNS.
**Why:** Dana wants a human on everything a customer sees.
""", section="Feedback", title="Agent scope", hook="Limits on what the agent does unattended")

root("feedback_communication.md", "communication",
     "How and to whom to report problems", "feedback", """
@comm_rip_jonas@ - Escalate rip-bridge failures to Jonas, not to Marcus; Marcus can't fix code and it just stops the print room.
- Workshop chat is the "HL Workshop" WhatsApp group; don't post error logs there.
- Summaries for Dana in plain English, three bullets max.
""", section="Feedback", title="Communication", hook="Who to tell about what, and how")

root("project_stock-tracking.md", "stock-tracking",
     "Vinyl and media stock; reorder points and the weekly count", "project", """
- Marcus does the stock count on Friday afternoons.
- Reorder points: 2 rolls for each gloss black/white wrap film, 1 roll for colours, 3 rolls of 8518 laminate.
- Offcuts over 50 cm wide are kept on the offcut rack, labelled with width and date.
- Expensive films (chrome, colour-flip) are ordered per job, never stocked.
""", section="Project", title="Stock tracking", hook="Stock counts and reorder points")

root("reference_colour-matching.md", "colour-matching",
     "How brand colours are matched in print and vinyl", "reference", """
- Spot colours are matched in the RIP's spot library; the i1Pro 3 lives in the drawer under the Latex.
- Customers get a printed swatch strip for any Pantone match over £500 of print.
- Vinyl matches use the Oracal and Avery swatch books; swatch books are replaced every two years.
""", section="Reference", title="Colour matching", hook="Matching brand colours")

root("feedback_artwork-checks.md", "artwork-checks",
     "Preflight checks on customer artwork before it reaches a proof", "feedback", """
Check every customer file before a proof goes out:
- Fonts outlined, images at least 100 dpi at full size for vehicle graphics.
- Bleed 50 mm on wrap panels, 3 mm on small print.
- No RGB black for large solid areas; use the rich black swatch.
**Why:** the RIP doesn't warn about most of these.
**How to apply:** the agent lists issues in the QuoteDesk job notes, it doesn't fix files itself.
""", section="Feedback", title="Artwork checks", hook="Preflight rules for customer files")

root("project_2026-roadmap.md", "roadmap-2026",
     "What is planned for the software this year", "project", """
- WrapBook launch (done, February).
- QuoteDesk customer portal redesign; mobile first, Dana wants it before spring 2027.
- JobBoard: per-fitter daily view on phones.
- rip-bridge: nesting small jobs onto one sheet (experiment, not promised).
- Nothing new gets started in December; it's the fleet deadline month.
""", section="Project", title="2026 roadmap", hook="Planned software work this year")

root("reference_file-naming.md", "file-naming",
     "How artwork and print files are named", "reference", """
- Artwork: `<job#>_<customer>_<rev>.pdf`, e.g. `J2611_avoncouriers_r3.pdf`.
- Print-ready files get `_PRINT` appended; cut files get `_CUT` and are exported as PDF with a `CutContour` spot.
- Never reuse a revision number, even for a one-word change.
""", section="Reference", title="File naming", hook="Naming rules for artwork and print files")

root("feedback_pr-descriptions.md", "pr-descriptions",
     "What a good PR description looks like here", "feedback", """
- First line: what changes for the user (office, fitters, customers), not the code.
- Then "Why", then "How tested".
- Screenshots for anything on the JobBoard TV view or the WrapBook calendar.
**Why:** Dana reads the first line of every PR in the weekly summary.
""", section="Feedback", title="PR descriptions", hook="How to write PR descriptions")

root("reference_materials-cheatsheet.md", "materials-cheatsheet",
     "Materials cheat sheet: films, laminates, tapes", "reference", """
- 3M 2080 and Avery SW900: cast colour-change wrap films.
- IJ180mC + 8518: cast print media and matching gloss laminate for vehicles.
- MPI 1105: cheaper cast print film, used for fleet work on flat-sided vans.
- Oracal 651: calendared sign vinyl; 751 is the longer-life version.
- Application tape: medium tack paper for sign vinyl, clear tape for anything needing registration.
""", flat=True, section="Reference", title="Materials cheat sheet", hook="Films, laminates and tapes in plain words")


# =====================================================================================
# 2. remnic facts
# =====================================================================================

# --- labelled claims -----------------------------------------------------------------
fact("2026-02-10T10:42:00", "fact", 0.86, ["quotedesk", "gunicorn", "hl-app-01"], "3a7e", """
@qd_port_8001@ QuoteDesk's gunicorn is bound to port 8001 on hl-app-01 (nginx upstream `quotedesk_app`).
""")
fact("2026-04-14T15:05:00", "fact", 0.9, ["wrap", "install", "post-heat"], "b21c", """
@postheat_110@ Post-heat target for cast wrap film in recesses is 110 °C, checked with the IR thermometer.
""")
fact("2026-06-03T09:31:00", "fact", 0.88, ["wrapbook", "deposit", "stripe"], "0d94", """
@wb_deposit_150@ WrapBook takes a £150 deposit when a full wrap is booked.
""")
fact("2026-03-19T13:12:00", "fact", 0.84, ["graphtec", "cutting", "sign-vinyl"], "e6f0", """
@graphtec_18@ Cut force for Oracal 651 on the Graphtec is 18 with the 45° blade.
""")
fact("2026-01-22T11:20:00", "decision", 0.92, ["quotes", "pricing", "policy"], "71ab", """
@quote_valid_30@ Quotes are valid for 30 days from the date they're issued.
""")
fact("2026-07-08T16:48:00", "fact", 0.87, ["quotedesk", "email"], "c3d2", """
@qd_email_ses@ QuoteDesk sends its transactional email through Amazon SES (eu-west-2).
""")
fact("2026-05-27T10:03:00", "fact", 0.85, ["rip-bridge", "errors", "nas"], "5f18", """
@rb_glitchtip@ rip-bridge error tracking is GlitchTip, self-hosted on the NAS (project id 3).
""")
fact("2026-08-11T14:26:00", "decision", 0.9, ["quotedesk", "git", "merging"], "a94b", """
@qd_rebase@ QuoteDesk PRs are merged with rebase-and-merge so Jonas's small commits stay in the history.
""")
fact("2026-09-02T08:15:00", "fact", 0.91, ["avonmouth", "alarm", "keyholder"], "2c6e", """
@keyholder_priya@ Priya Venn is the first keyholder for the Avonmouth unit alarm.
""")
fact("2026-08-20T12:40:00", "fact", 0.83, ["jobboard", "database", "hl-app-01"], "d07a", """
@jb_postgres@ JobBoard keeps its data in Postgres on hl-app-01 (database `jobboard`).
""")
fact("2026-03-05T09:58:00", "fact", 0.88, ["suppliers", "wrap-film"], "4be3", """
@wrap_spandex@ We get all our cast wrap film (2080, SW900) from Spandex through their trade portal.
""")
fact("2026-06-19T15:37:00", "fact", 0.82, ["quotedesk", "deploys", "schedule"], "91c5", """
@friday_slot@ Friday afternoon is the usual QuoteDesk release slot because the office is quiet then.
""")
fact("2026-10-06T10:10:00", "decision", 0.86, ["quotedesk", "migrations", "agent"], "6a2f", """
@agent_migrate@ The agent may run `manage.py migrate` on production QuoteDesk itself after a release.
""")
fact("2026-02-26T11:47:00", "fact", 0.93, ["printpc", "network", "security"], "e85d", """
@printpc_offline@ The print PC must never be connected to the internet (old Windows build, and the RIP licence is tied to it).
""")
fact("2026-07-15T17:02:00", "decision", 0.89, ["wrapbook", "deposit", "refunds"], "3c90", """
@wb_refund@ Dana decided: refund a WrapBook deposit in full whenever a customer cancels, no questions asked.
""")
fact("2026-05-12T09:09:00", "decision", 0.9, ["quotes", "vat", "trade"], "b7d6", """
@never_exvat@ Never show trade customers ex-VAT prices; QuoteDesk prints VAT-inclusive totals on every quote.
""")
fact("2026-04-02T13:33:00", "decision", 0.8, ["wrapbook", "sms", "reminders"], "f412", """
@sms_yes@ Decided to add SMS appointment reminders to WrapBook (Twilio, the day before drop-off).
""")
fact("2026-09-24T10:51:00", "decision", 0.87, ["wrapbook", "sms", "reminders"], "08e7", """
@sms_no@ Decided not to do SMS reminders for WrapBook; appointment reminders stay email-only.
""")
fact("2026-03-17T16:20:00", "preference", 0.9, ["quotedesk", "django", "style"], "c5a1", """
@no_cbv@ Never use class-based views in QuoteDesk; Jonas wants plain function views everywhere.
""")
fact("2026-09-21T14:14:00", "fact", 0.92, ["artwork", "storage", "nas"], "7d3b", """
@artwork_moved@ The artwork archive moved off the Synology to a Hetzner Storage Box in September 2026, and
the old `\\\\vault\\artwork` share is read-only now.
""")
fact("2026-01-28T09:44:00", "fact", 0.8, ["office", "phones"], "29fe", """
@bt_landline@ Customer calls come in on the BT landline; Ellie re-records the answerphone message every Christmas.
""")
fact("2026-05-19T11:26:00", "fact", 0.9, ["quotedesk", "testing"], "ab40", """
@qd_pytest@ QuoteDesk's test suite moved to pytest + pytest-django in May 2026; the Django test runner is no longer used.
""")
fact("2026-01-15T10:05:00", "fact", 0.85, ["print-and-cut", "stickers", "machines"], "e2c9", """
@mimaki_pac@ Small sticker and label print-and-cut jobs go on the Mimaki CJV150.
""")
fact("2026-10-14T15:58:00", "fact", 0.88, ["quotedesk", "pdf"], "4f76", """
@qd_gotenberg@ QuoteDesk no longer uses WeasyPrint: quote PDFs are rendered by Gotenberg (headless Chromium) since the v3 templates.
""")
fact("2026-02-03T12:18:00", "fact", 0.83, ["stock", "spreadsheet"], "9b05", """
@stock_sheet@ The vinyl stock Google Sheet is the source of truth for roll counts.
""")
fact("2026-06-25T10:37:00", "fact", 0.86, ["pricing", "vans", "rate-table"], "16d8", """
@hightop_roof@ High-top vans (L3H3 and up) have the roof charged as two panels in the wrap rate table.
""")
fact("2026-11-04T08:02:00", "fact", 0.84, ["bedminster", "heating", "winter"], "c84a", """
@bay_heaters@ In winter the Bedminster bay heaters come on at 07:00 so the bay is at 15 °C or more for the 08:30 start.
""")
fact("2026-04-21T14:49:00", "fact", 0.87, ["jobboard", "statuses"], "5ae2", """
@skip_laminate@ Jobs that aren't laminated (window vinyl, cut lettering) skip the Laminate status in JobBoard.
""")
fact("2026-10-20T16:11:00", "fact", 0.85, ["quotes", "approvals", "fleet"], "e017", """
@framework_signoff@ For framework fleet customers, quotes over £2,000 still need Dana's sign-off, but she can approve them in QuoteDesk instead of in person.
""")
fact("2026-06-09T13:24:00", "fact", 0.88, ["rip-bridge", "retries"], "3b6d", """
@rb_backoff@ rip-bridge waits 30 s between hot-folder copy attempts; when the 5th attempt fails the job card turns red in JobBoard.
""")
fact("2026-01-09T09:12:00", "fact", 0.9, ["staff", "holidays"], "d4c8", """
@holiday_brighthr@ Holiday requests go through BrightHR and Dana approves them.
""")
fact("2026-11-18T11:55:00", "fact", 0.86, ["staff", "holidays", "christmas"], "8a31", """
@holiday_xmas@ Holiday for the week before Christmas needs two weeks' notice in BrightHR (it's fleet deadline week).
""")
fact("2026-02-17T15:03:00", "fact", 0.9, ["quotedesk", "ci"], "67fc", """
@qd_ci_gha@ QuoteDesk CI is GitHub Actions: ruff, the test suite and a missing-migrations check on every PR.
""")
fact("2026-03-10T08:40:00", "fact", 0.92, ["bedminster", "hours"], "b0e5", """
@bedminster_0830@ The Bedminster wrap bay opens at 08:30 on weekdays.
""")
fact("2026-05-05T12:12:00", "fact", 0.87, ["wrapbook", "email"], "1e9a", """
@wb_resend@ WrapBook booking confirmations are sent through Resend from bookings@harbourline.co.uk.
""")
fact("2026-04-08T10:28:00", "fact", 0.89, ["latex", "lamination"], "f6b2", """
@latex_lam_now@ HP Latex prints come off the printer dry and can be laminated straight away.
""")
fact("2026-07-29T09:50:00", "fact", 0.84, ["quotedesk", "celery", "retries"], "2d7f", """
@celery_3@ QuoteDesk's Celery tasks retry up to 3 times with backoff before landing in the failed queue.
""")
fact("2026-08-04T17:21:00", "fact", 0.9, ["bedminster", "alarm", "keyholder"], "94e0", """
@tomasz_bedminster@ Tomasz Wrona is keyholder for the Bedminster bay.
""")
fact("2026-01-06T08:30:00", "fact", 0.88, ["avonmouth", "hours", "christmas"], "c0b7", """
@dec2025_shifts@ In December 2025 the Avonmouth workshop ran 06:00–22:00 double shifts to get the Christmas fleet jobs out.
""")
fact("2026-04-01T11:11:00", "fact", 0.91, ["quotedesk", "hosting", "history"], "a5d3", """
@do_until_march@ Until March 2026 QuoteDesk ran on a DigitalOcean droplet in London.
""")
fact("2026-06-16T14:45:00", "fact", 0.85, ["waste", "recycling", "history"], "7e28", """
@offcuts_general@ Vinyl offcuts went in general waste until the Recofilm collection started in May 2026.
""")
fact("2026-09-09T10:19:00", "fact", 0.88, ["waste", "recycling"], "e3f1", """
@recofilm_now@ Vinyl offcuts and liner go in the blue Recofilm sacks; collection is every other Thursday.
""")
fact("2026-03-02T12:57:00", "fact", 0.83, ["vans", "livery", "history"], "38cb", """
@old_transit@ The 2019 Transit Custom ran the old logo until it was re-wrapped in February 2026.
""")
fact("2026-05-14T16:34:00", "fact", 0.82, ["wrapbook", "deposit", "history"], "b9a6", """
@wb_deposit_feb@ In WrapBook's first weeks (February 2026) the full-wrap deposit was £100.
""")
fact("2026-09-01T09:27:00", "fact", 0.86, ["sentry", "billing", "history"], "0f5c", """
@sentry_free_until@ Sentry was on the free Developer plan until August 2026.
""")
fact("2026-02-12T13:48:00", "fact", 0.84, ["printing", "wraps", "history"], "d6e4", """
@outsourced_2025@ Back in 2025 we outsourced all printed wraps to a trade printer in Swindon.
""")
fact("2026-04-28T10:46:00", "fact", 0.9, ["quotedesk", "postgres"], "4a19", """
@pg164@ The QuoteDesk database is PostgreSQL 16.4.
""")
fact("2026-06-30T15:15:00", "fact", 0.85, ["wrapbook", "bookings"], "c27b", """
@wb_hold_2days@ Unpaid WrapBook holds expire after two days and the slot goes back on sale.
""")
fact("2026-02-20T11:38:00", "preference", 0.87, ["wrap-film", "ordering"], "5d82", """
@overrun_15@ Order 15% extra film on every wrap to cover waste and re-dos.
""")
fact("2026-07-21T10:58:00", "fact", 0.92, ["dns", "domains"], "a0f7", """
@dns_cf@ DNS for harbourline.co.uk is managed in Cloudflare; the registrar is still 123-reg.
""")
fact("2026-03-24T14:07:00", "fact", 0.86, ["quotedesk", "email", "quotes"], "f93d", """
@qd_send@ QuoteDesk emails quotes to customers straight from the app when someone hits Send.
""")
fact("2026-08-26T12:31:00", "preference", 0.88, ["wrap", "aftercare"], "26b8", """
@no_pw_48h@ Never pressure-wash a wrap in the first 48 hours after install.
""")
fact("2026-10-01T16:44:00", "fact", 0.82, ["wrapbook", "git"], "81e4", """
@jonas_push_wb@ Jonas pushes small copy fixes straight to `main` on WrapBook (no PR).
""")
fact("2026-05-21T13:53:00", "decision", 0.93, ["payments", "stripe", "security"], "c6d0", """
@no_card_store@ We never store customer card details anywhere; Stripe holds them.
""")
fact("2026-07-02T10:36:00", "fact", 0.89, ["invoicing", "council"], "3f4a", """
@council_po@ Invoices to Bristol City Council are never issued without a PO number on them.
""")
fact("2026-10-27T09:03:00", "fact", 0.83, ["roland", "printing", "banners"], "9c17", """
@banner_overnight@ Long banner runs on the Roland are left printing overnight.
""")

# --- unlabelled distractor facts -----------------------------------------------------
fact("2026-01-13T14:22:00", "fact", 0.88, ["printpc", "rip", "hotfolders"], "1b2d", """
The print PC shares its hot folders as `\\\\printpc\\hot`; each media and laminate combination has its own subfolder.
""")
fact("2026-02-05T10:16:00", "fact", 0.84, ["wrapbook", "stripe", "payouts"], "7a4c", """
Stripe payouts for WrapBook land in the Starling business account every 2 days.
""")
fact("2026-03-12T15:41:00", "preference", 0.8, ["quotes", "dana"], "e9b1", """
Dana prefers quotes to show fitting time in hours rather than days.
""")
fact("2026-04-16T09:35:00", "fact", 0.9, ["jobboard", "node"], "2f6a", """
JobBoard pins Node 20 in `.nvmrc`.
""")
fact("2026-05-08T11:02:00", "fact", 0.86, ["quotedesk", "staging", "email"], "8d3e", """
Staging QuoteDesk catches all outgoing mail in Mailpit (web UI on port 8025), so test quotes never reach customers.
""")
fact("2026-06-11T13:19:00", "fact", 0.83, ["laminator", "mounting"], "c1f5", """
The Easymount warm setting (40 °C) is only used for mounting prints onto foamex and dibond.
""")
fact("2026-07-10T08:48:00", "fact", 0.87, ["staff", "rota"], "64a0", """
Sam is at college on Wednesdays, so he's never on the Bedminster rota that day.
""")
fact("2026-08-14T16:05:00", "decision", 0.85, ["wrapbook", "bay", "capacity"], "b5e8", """
Decided to keep WrapBook at one vehicle per day in the bay through the winter.
""")
fact("2026-09-15T12:27:00", "fact", 0.82, ["wrapbook", "stripe", "webhooks"], "0a9d", """
Stripe retries a failed WrapBook webhook for up to 3 days before giving up.
""")
fact("2026-10-09T10:44:00", "fact", 0.86, ["latex", "consumables"], "f2c3", """
HP Latex ink cartridges are 775 ml; we keep one spare of each colour on the shelf.
""")
fact("2026-11-10T07:58:00", "fact", 0.84, ["hl-app-01", "ops", "updates"], "3e71", """
hl-app-01 installs security updates unattended and reboots at 04:00 on Sundays if it needs to.
""")
fact("2026-02-24T12:09:00", "fact", 0.83, ["design", "software"], "95bf", """
The design Macs run Illustrator 2026 and Affinity Designer 2; customer artwork arrives as PDF, AI or EPS.
""")
fact("2026-03-30T14:52:00", "preference", 0.81, ["wrap-film", "priya"], "da06", """
Priya prefers Avery SW900 over 2080 on complex bumpers because it relaxes less in deep recesses.
""")
fact("2026-05-29T09:40:00", "fact", 0.88, ["quotedesk", "staging"], "47e2", """
QuoteDesk staging lives at staging.quotes.harbourline.co.uk behind basic auth.
""")
fact("2026-06-22T15:29:00", "fact", 0.85, ["redis", "hl-app-01", "celery"], "8c5b", """
Redis on hl-app-01 has maxmemory 256mb with the noeviction policy, since it's the Celery broker.
""")
fact("2026-08-31T13:13:00", "fact", 0.84, ["stock", "reorder"], "1f90", """
Reorder point for 3M 2080 Gloss Black is 2 rolls.
""")
fact("2026-10-23T11:08:00", "fact", 0.87, ["alarm", "sites", "security"], "a7d4", """
The Bedminster alarm is monitored by Redcare; the Avonmouth alarm is bells-only with a keyholder call list.
""")
fact("2026-11-24T10:22:00", "fact", 0.86, ["sign-vinyl", "install"], "6b3f", """
Calendered sign vinyl (651) on flat fascias doesn't need post-heating at all.
""")


# =====================================================================================
# 3. free notes (auto/)
# =====================================================================================

auto("lamination-faq", "Lamination FAQ", "2026-03-03", ["printing", "lamination", "faq"], """
# Lamination FAQ

**How long before an eco-solvent print can be laminated?**
@lam_outgas_12h@ Eco-solvent prints need 12 hours of outgassing before they go through the laminator.

**What speed for cold lam?**
@lam_speed_ms@ - Cold lam speed on the Easymount is 0.05 m/s; any faster and you get silvering on gloss.

**Which laminate for vehicles?**
- 8518 gloss on IJ180mC for anything on a vehicle, 8520 matt if the customer asks.
- Window graphics get optically clear laminate only when the customer pays for it.

**Rollers?**
- Clean them with a lint-free cloth at the end of each day; see printer-maintenance for the weekly clean.
""")

auto("backup-runbook", "Backup & restore runbook", "2026-04-07", ["backups", "quotedesk", "runbook"], """
# Backup & restore runbook

## What runs
- `hl-backup.timer` fires at 02:00 and runs `pg_dump -Fc quotedesk` → B2 via rclone.
@bk_90d@ QuoteDesk database dumps are retained for 90 days in the B2 bucket `hl-backups` (lifecycle rule on the
bucket), after which B2 deletes them itself.
- Media uploads are synced with `rclone sync` to the same bucket under `media/`.

## Restore (throwaway box)
```sh
rclone copy b2:hl-backups/db/quotedesk-latest.dump /tmp/
createdb quotedesk_restore
pg_restore -d quotedesk_restore /tmp/quotedesk-latest.dump
```
- Check row counts on `quotes_quote` and `quotes_proof` against prod before calling it good.
""")

auto("quotedesk-dev-setup", "QuoteDesk local dev setup", "2026-01-20", ["quotedesk", "dev", "setup"], """
# QuoteDesk local dev setup

@qd_py311@ - QuoteDesk targets Python 3.11 (see `.python-version`).
- `uv sync`, then `uv run manage.py migrate` against your local DB.
- `uv run manage.py runserver` serves on port 8000 locally.
- Celery locally: `uv run celery -A quotedesk worker -l info` (needs Redis running).

Example `.env` for local work:
```
DATABASE_URL=postgres://quotedesk:quotedesk@localhost:5432/quotedesk
REDIS_URL=redis://localhost:6379/0
EMAIL_BACKEND=django.core.mail.backends.console.EmailBackend
DEBUG=1
```
- Never point a local `.env` at the production database, even read-only.
""")

auto("quotedesk-upgrade-notes", "QuoteDesk upgrade notes", "2026-04-23", ["quotedesk", "upgrades"], """
# QuoteDesk upgrade notes

@qd_py312@ QuoteDesk runs on Python 3.12 in prod and in CI.

- Django 5.1.3; bump patch releases monthly, minors only with Jonas.
- Celery 5.4, django-celery-beat for the reminder schedule.
- `django-simple-history` had to be bumped with the Django upgrade (middleware path changed).
- Check the deprecation warnings in the test output after every bump.
""")

auto("new-starter-guide", "New starter guide", "2026-02-09", ["staff", "onboarding"], """
# New starter guide

Welcome to Harbourline! A few things for your first week.

## Getting in
@ns_avonmouth_0800@ The Avonmouth unit opens at 8:00 on weekdays; be there ten minutes early to get the heaters on.
- Park on the left of the yard, the right side is for customer vans.

## Sign fitting basics
@ns_dry_default@ - We apply sign vinyl dry by default.
- Squeegee at 45°, overlapping strokes, from the middle out.

## Admin
- Payslips come through BrightHR on the last working day of the month.
- Ask Ellie for your WhatsApp group invite.
""")

auto("print-room-faq", "Print room FAQ", "2026-05-06", ["printing", "faq", "print-room"], """
# Print room FAQ

**How wide can the Latex print?**
@prf_latex_137@ - The Latex takes rolls up to 1.37 m wide, so 1.52 m media has to go on the Roland.

**Is the print PC online?**
@prf_printpc_online@ Yes, the print PC has internet access over the workshop Wi-Fi so Windows updates and the RIP's colour libraries download.

**Do we print wraps ourselves?**
@prf_inhouse@ - All printed wrap graphics are done in-house now.

**What if a print bands?**
- Nozzle check, then a head clean, then tell Marcus.
""")

auto("quotedesk-faq", "QuoteDesk FAQ", "2026-06-12", ["quotedesk", "faq", "office"], """
# QuoteDesk FAQ (for the office)

**When does a quote expire?**
@qdf_expiry_14@ QuoteDesk sets a quote's expiry 14 days after it's sent; the customer gets a reminder two days before.

**How big can customer uploads be?**
@qdf_upload_200@ Customers can upload artwork files up to 200 MB in QuoteDesk; anything bigger comes via WeTransfer.

**Can I edit a sent quote?**
- Yes, but it creates a new revision and the customer gets a fresh link.
""")

auto("jobboard-notes", "JobBoard notes", "2026-03-26", ["jobboard", "ci", "notes"], """
# JobBoard notes

@jbn_ci_gha@ - JobBoard's CI is a GitHub Actions workflow (`.github/workflows/ci.yml`): type-check, Vitest, Playwright smoke.
- Job numbers are `J` + year-week + sequence, e.g. `J2611-04`.
- The QuoteDesk webhook is idempotent on quote id; double deliveries are harmless.
- The TV layout breaks below 1080p, don't test it on a laptop screen.
""")

auto("jobboard-dev", "JobBoard dev loop", "2026-05-13", ["jobboard", "dev"], """
# JobBoard dev loop

@jbd_bun@ - bun is the package manager for the JobBoard repo (`bun.lockb` is committed); `bun install` then `bun run dev`.
- Dev server is Vite on :5173, proxied API on the same port.
- Seed data: `bun run seed` creates 20 fake jobs across all statuses.

```sh
bun install
bun run seed
bun run dev -- --host
```
""")

auto("wrapbook-deploy", "WrapBook deploys", "2026-02-18", ["wrapbook", "deploy", "hosting"], """
# WrapBook deploys

@wbd_netlify@ WrapBook is deployed to Netlify from `main`, with preview deploys for every PR.
- WrapBook deploys on every push to `main`, any day of the week (Fridays included).
- Stripe webhook secret and Supabase keys are set as environment variables in the hosting dashboard.
- If the calendar looks stale after a deploy, hard-refresh; the HTML is cached for 5 min.
""")

auto("rip-bridge-notes", "rip-bridge notes", "2026-06-04", ["rip-bridge", "printing", "ops"], """
# rip-bridge notes

@rbn_onyx@ The Roland is ripped in Onyx Thrive (queue `ROLAND-GLOSS`), same as the Latex.
@rbn_healthz@ - Health check: `curl http://shopbox:7070/healthz` should return `ok`.
- Logs: `journalctl -u rip-bridge -f` on shopbox.
- If a file lands in the wrong hot folder, the material code on the quote line is wrong, not rip-bridge.
""")

auto("wrap-install-tips", "Wrap install tips", "2026-07-14", ["wrap", "install", "tips"], """
# Wrap install tips (from Priya and Tomasz)

@wit_blade_ok@ - Trimming on the panel with a 30° snap-off blade is fine on painted panels as long as you keep the pressure light.
@wit_respray@ - We do wrap resprayed panels regularly (Avon Body Repairs sends us a few a month); just get the respray date first.
- Let the film relax over mirror caps before working it into the recesses.
- Work bumpers last when the bay is warmest.
- Keep a spare felt buffer in every install kit, they wear out fast on textured plastics.
""")

auto("proofing-process", "Proofing process", "2026-04-29", ["proofs", "customers", "process"], """
# Proofing process

1. Artwork checked (see the artwork-checks memory).
2. Proof generated in QuoteDesk and sent from the portal.
3. Customer approves.

@pp_written_means@ Written approval means a reply to the proof email or the Approve button in the QuoteDesk portal; a phone
call or a thumbs-up at the counter doesn't count.

@pp_no_cc@ - Proof emails to customers must not CC the office inbox; it floods Ellie's queue and the portal already notifies her.
@pp_agent_drafts@ - The agent drafts the proof emails for customers; Ellie reads and sends them.
- A proof revision resets the approval; the old approval doesn't carry over.
""")

auto("wrap-prep-checklist", "Wrap prep checklist", "2026-08-18", ["wrap", "prep", "checklist"], """
# Wrap prep checklist

- [ ] Vehicle photographed all round on arrival (damage log).
- [ ] Wash and clay bar.
- [ ] Degrease with Rapid Prep, edges and recesses twice.
@wpc_no_ipa@ Do not IPA-wipe the paintwork right before film goes on; the Rapid Prep step is enough and IPA dries out the clearcoat edges.
@wpc_overrun_15@ - Add 15 % waste to every wrap film order.
- [ ] Bay at temperature, lights on, film acclimatised in the bay overnight.
""")

auto("office-admin", "Office admin notes", "2026-01-30", ["office", "admin", "invoicing"], """
# Office admin notes

@oa_ellie_inbox@ - Ellie owns the office@ mailbox and triages it twice a day.
@oa_quickbooks@ - Invoices are raised in QuickBooks from the QuoteDesk CSV export.
@oa_council_monthend@ - Council invoices go out at month end.
- Supplier statements are checked against POs on the first Monday of the month.
- Petty cash tin lives in the Avonmouth office (max £100).
""")

auto("jobboard-migration-july", "JobBoard move (July 2026)", "2026-07-23", ["jobboard", "migration", "hosting"], """
# JobBoard move

@jbm_moved@ JobBoard moved from shopbox to hl-app-01 in July 2026; shopbox now only runs rip-bridge and the kiosk browser for the TV.

- The TV kiosk points at the new URL over Tailscale.
- Downtime was about 40 minutes on a Saturday morning.
- Fitters had to re-login on their phones once.
""")

auto("monitoring", "Monitoring cheatsheet", "2026-02-02", ["monitoring", "ops"], """
# Monitoring cheatsheet

@mcs_uptimerobot@ - Uptime: UptimeRobot pings quotes.harbourline.co.uk every 5 minutes and emails Jonas when it's down.
- Disk space on hl-app-01: cron job emails at 80% used.
- For QuoteDesk exceptions look in Sentry first, then `journalctl -u quotedesk`.
""")

auto("stock-tracking", "Stock tracking change", "2026-06-29", ["stock", "jobboard"], """
# Stock tracking

@st_sheet_deprecated@ The Google Sheet for stock is deprecated: roll counts live in JobBoard's Stock tab since June 2026.
- Each roll gets a JobBoard label with a QR code; scan it when a roll is opened or finished.
- Offcuts aren't tracked, only full and part rolls.
""")

auto("release-process", "QuoteDesk release process", "2026-03-04", ["quotedesk", "releases", "deploy"], """
# QuoteDesk release process

@rp_no_fabric@ We stopped deploying with Fabric in February; QuoteDesk now deploys from the GitHub Actions `deploy` job when a `v*` tag is pushed.

- Tag format: `vYYYY.MM.N`, e.g. `v2026.03.1`.
- Write the changelog entry in the tag message; Ellie reads it.
- Rollback = push the previous tag again.
""")

auto("sign-fitting-notes", "Sign fitting notes", "2026-05-25", ["signage", "fitting", "vinyl"], """
# Sign fitting notes

@sfn_wet_large@ - Big 651 lettering (over 600 mm tall) can go on wet with Rapid Tac so it can be slid into position.
@sfn_651_6y@ - 651 gets 6 years outdoors in black or white.
- 751 for anything the customer wants to last longer than that.
- Fascias: check for silicone residue from the old sign, it stops anything sticking.
""")

auto("sentry-notes", "Sentry notes", "2026-09-08", ["sentry", "quotedesk", "errors"], """
# Sentry notes

@sn_disallowedhost@ - `before_send` in QuoteDesk drops `DisallowedHost` errors (bot noise) before they reach Sentry.
- Releases are tagged with the git SHA so regressions show against a deploy.
- Performance sampling is 10% of transactions; turn it up only when chasing something.
""")

auto("aftercare-faq", "Wrap aftercare FAQ", "2026-06-17", ["wrap", "aftercare", "customers"], """
# Wrap aftercare FAQ (customer-facing draft)

**Can I use a pressure washer?**
@af_pw_fine@ Pressure washing is fine on our wraps; keep the lance 30 cm off and the water under 80 °C.

**What does the warranty cover?**
@af_warranty_scope@ - The wrap warranty covers lifting and cracking; it excludes damage from pressure washers held closer than 30 cm.

**Can I wax it?**
- Only wraps with a gloss finish, and only with a wrap-safe product. Never wax matt or satin.
""")

auto("quotedesk-staging", "QuoteDesk staging", "2026-05-29", ["quotedesk", "staging"], """
# QuoteDesk staging

@qds_port_8011@ - Staging gunicorn binds `127.0.0.1:8011` (separate systemd unit `quotedesk-staging`, same box as prod).
- Separate database `quotedesk_staging`, refreshed from a sanitised dump on request.
- Emails on staging go to Mailpit, never to customers.

```ini
[Service]
User=quotedesk
WorkingDirectory=/srv/quotedesk-staging
ExecStart=/srv/quotedesk-staging/.venv/bin/gunicorn quotedesk.wsgi --bind 127.0.0.1:8011 --workers 2
```
""")

auto("nas-notes", "NAS notes", "2026-03-16", ["nas", "synology", "storage"], """
# NAS notes (vault)

@nas_snap_14d@ - Synology snapshots of the `office` share are kept for 14 days.
- DSM updates are applied manually on a Saturday; never auto-update.
- Hyper Backup copies the `office` share to a USB drive Dana takes home on Fridays.
- Admin login is in 1Password, not on the sticky note any more.
""")

auto("label-printer", "Job label printer", "2026-08-06", ["labels", "shopbox", "scripts"], """
# Job label printer

@lp_py311@ - The label script on shopbox runs on the system Python 3.11 (Debian 12).
- Prints 62 mm continuous labels on the Brother QL-820 with the job number, customer and due date.
- Triggered from JobBoard's "Print label" button via a tiny HTTP endpoint on port 7071.
""")

auto("wrapbook-dev", "WrapBook dev notes", "2026-03-09", ["wrapbook", "dev", "stripe"], """
# WrapBook dev notes

@wbdev_npm@ - WrapBook uses plain npm (`package-lock.json` committed); don't introduce pnpm there.
@wbdev_stripe_ids@ - Each booking row stores the Stripe customer ID and the PaymentIntent ID.
- `npm run dev` for Astro; Stripe CLI forwards webhooks with `stripe listen --forward-to localhost:4321/api/stripe-webhook`.
- Calendar availability is computed server-side; never trust the client's slot list.
""")

auto("wrapbook-history", "WrapBook history", "2026-04-10", ["wrapbook", "history"], """
# WrapBook history

@wbh_beta_phone@ During the January 2026 beta, WrapBook bookings were taken by phone and Ellie typed them into the
admin page herself.
- Public launch: 2 February 2026.
- First month: 23 bookings, 2 no-shows.
- The calendar widget was rewritten in Preact in March after complaints about it on iPhones.
""")

auto("cutting-notes", "Cutting notes", "2026-07-07", ["graphtec", "cutting"], """
# Cutting notes

@cn_usb_until_june@ Until June 2026 the Graphtec was plugged into the design Mac by USB and cut straight from Illustrator.
- IJ180mC kiss-cut (printed decals, contour cut): force 22, speed 20 cm/s.
- Oracal 751: force 16, the cast face is a bit tougher.
- Change the blade when weeding starts tearing corners, not on a schedule.
""")

auto("brand-guide", "Brand guide notes", "2026-01-27", ["brand", "design"], """
# Brand guide notes

@bg_old_logo@ - The old logo (2019–2025) used Pantone 3155 C with a grey wordmark.
- The 2026 logo is the harbour arch + wordmark; minimum width 30 mm in print.
- Font: Manrope for everything, Bold for headings.
""")

auto("van-livery-notes", "Van livery notes", "2026-03-11", ["vans", "brand", "livery"], """
# Van livery notes

@vl_teal@ - Brand teal is Pantone 3272 C; the vinyl match is Avery 700 in Teal, printed panels use the house ICC.
- Phone number and website on both rear doors, 100 mm cap height minimum.
- QR code on the sliding door goes to the WrapBook landing page.
""")

auto("repo-conventions", "Repo conventions", "2026-02-25", ["git", "repos", "conventions"], """
# Repo conventions

@rc_env_example@ - Every repo commits a `.env.example` with dummy values so setup is copy-and-edit.
- README has "Run locally" and "Deploy" sections, nothing else mandatory.
- JobBoard PRs get normal merge commits (the default GitHub button).
- Dependabot weekly on all repos, grouped minor/patch.
""")

# --- unlabelled distractor notes ----------------------------------------------------
auto("ideas-backlog", "Ideas backlog", "2026-02-14", ["ideas", "backlog"], """
# Ideas backlog

- JobBoard: text fitters their next-day jobs each evening (parked, cost).
- QuoteDesk: van templates with panel outlines for the common models.
- WrapBook: gift vouchers for chrome deletes.
- rip-bridge: nest small jobs onto one sheet before they go to the printer.
- A customer-facing "where's my job" page fed from JobBoard.
""")

auto("vinyl-glossary", "Vinyl glossary", "2026-01-19", ["glossary", "materials"], """
# Vinyl glossary

- **Cast**: film made by casting liquid PVC; conforms to curves, shrinks very little. Used for wraps.
- **Calendared**: film rolled out under pressure; cheaper, stiffer, shrinks more. Used for flat signs.
- **Outgassing**: solvents leaving an eco-solvent print; laminating too early traps them and causes bubbles.
- **Post-heat**: heating stretched film after application so it "forgets" its stretched shape.
- **Weeding**: removing the waste vinyl around cut letters.
- **Kiss-cut**: cutting the film but not the liner.
""")

auto("meeting-notes-2026-03", "Staff meeting March 2026", "2026-03-27", ["meetings"], """
# Staff meeting, 27 March

- The new media rack goes by the roller door; Marcus to measure.
- Priya wants a second IR thermometer for the bay; approved.
- Ellie: customers keep asking about wrap removal, add it to the rate table.
- Jonas: Django upgrade finished, nothing visible to the office.
- Next meeting: end of April.
""")

auto("meeting-notes-2026-09", "Staff meeting September 2026", "2026-09-25", ["meetings"], """
# Staff meeting, 25 September

- Christmas fleet bookings already at 60% of last year's.
- Marcus: Latex printhead replaced under warranty, print quality back to normal.
- Tomasz wants the Vivaro's ladder rack fixed before winter.
- Dana: no new software projects until January.
- Sam passed his first-year assessment.
""")

auto("customer-faq-drafts", "Customer FAQ drafts", "2026-05-20", ["website", "faq", "customers"], """
# Customer FAQ drafts (website)

**How long does a full wrap take?**
Three to five days in the bay, depending on the vehicle.

**Can I wrap a leased vehicle?**
Yes, as long as the lease company allows it; removal is clean on paint in good condition.

**Do you do shop signs?**
Yes: fascias, window graphics, projecting signs and boards, designed and fitted.

**Do I need to book?**
For wraps, yes, through WrapBook. For signs, get a quote first.
""")

auto("tailscale-setup", "Tailscale setup", "2026-01-24", ["tailscale", "network"], """
# Tailscale setup

- Devices on the tailnet: hl-app-01, shopbox, vault, Jonas's laptop, Dana's iPad, the agent runner.
- ACLs: the agent runner can reach hl-app-01 (ssh) and shopbox (ssh), nothing else.
- MagicDNS on, so `ssh shopbox` works from anywhere on the tailnet.
- Key expiry disabled for servers only.

```json
{"acls": [{"action": "accept", "src": ["tag:agent"], "dst": ["tag:server:22"]}]}
```
""")

auto("printer-maintenance", "Printer maintenance", "2026-02-11", ["printers", "maintenance"], """
# Printer maintenance

- Roland: daily nozzle check, weekly wiper and cap clean with the Roland cleaning kit.
- Latex: maintenance cartridge swap when the printer asks; printhead alignment monthly.
- Laminator rollers: wipe with IPA 70/30 weekly, never with solvent cleaners.
- Graphtec: clean the grit rollers monthly with a stiff brush.
""")

auto("colour-matching-log", "Colour matching log", "2026-08-27", ["colour", "brand", "log"], """
# Colour matching log

- Avon Couriers green: matched on IJ180mC, delta E 1.8 after two rounds.
- Clifton Bakery pink: customer approved the printed swatch, not the vinyl (vinyl was too blue).
- Redland Dental: spot colour added to the RIP spot library, name `REDLAND_BLUE`.
""")

auto("fitting-kit-list", "Fitting kit list", "2026-04-15", ["install", "kit"], """
# Fitting kit list (per installer)

- Felt squeegee ×2, hard squeegee ×1, spare felt buffers.
- 30° snap-off knife, spare blades, blade snapper.
- Knifeless tape (Finish Line and Design Line).
- Heat gun, IR thermometer, magnets ×6.
- Rapid Tac and a spray bottle for wet sign work.
- Lint-free cloths, gloves.
""")

auto("health-and-safety-induction", "H&S induction", "2026-02-16", ["safety", "onboarding"], """
# H&S induction checklist

- Fire exits and assembly point (Avonmouth: front car park; Bedminster: across the road by the gate).
- First aid kits: office and print room at Avonmouth, by the door at Bedminster.
- Blades: snap off into the snapper, never loose into the bin.
- Lifting: two people for any roll over 25 kg.
- Report near-misses to Priya (Bedminster) or Marcus (Avonmouth).
""")

auto("quotedesk-rate-table", "QuoteDesk rate table notes", "2026-06-23", ["quotedesk", "pricing", "rates"], """
# QuoteDesk rate table notes

- Rates in the table are stored ex-VAT; VAT is added when the quote is rendered.
- Panel types: bonnet, roof, door (each), wing (each), bumper (each), tailgate, sliding door.
- Wrap removal is charged per hour, same rate as fitting.
- Chrome and colour-flip films have their own price column (about 2.5× the gloss rate).
""")

auto("github-actions-notes", "GitHub Actions notes", "2026-02-17", ["ci", "quotedesk", "github"], """
# GitHub Actions notes (QuoteDesk)

- The QuoteDesk workflow is `.github/workflows/ci.yml`; it runs on `ubuntu-24.04` with a Postgres 16 service container.
- Caches the uv download cache keyed on `uv.lock`.
- Takes about 4 minutes; if it's over 10 something's hanging on Redis.

```yaml
services:
  postgres:
    image: postgres:16
    env:
      POSTGRES_PASSWORD: ci
```
""")

auto("django-upgrade-5-1", "Django 5.1 upgrade", "2026-03-21", ["quotedesk", "django", "upgrades"], """
# Django 5.1 upgrade (March 2026)

- `DEFAULT_FILE_STORAGE` replaced by the `STORAGES` setting.
- Two third-party apps needed bumps: django-simple-history and django-filter.
- Admin templates overridden in `templates/admin/` needed the new breadcrumb block.
- No data migrations were needed.
""")

auto("window-graphics", "Window graphics notes", "2026-07-30", ["signage", "windows"], """
# Window graphics

- One-way vision (window perf) on shop windows: 50/50 perf, printed on the Latex.
- Frosted vinyl for office glass; cut on the Graphtec, applied wet.
- Never apply perf to heated rear screens on vehicles.
- Inside-glass graphics are printed reverse and applied from inside.
""")

auto("fleet-customers", "Fleet customers", "2026-09-17", ["customers", "fleet"], """
# Fleet customers

- Avon Couriers: framework agreement, about 40 vans a year, livery kit per van model.
- Severn Plumbing: 12 vans, partial wraps, graphics refreshed every 3 years.
- Framework prices are held for 12 months from signing.
- Fleet jobs are batched on Mondays so the print room runs one material at a time.
""")

auto("hetzner-notes", "Hetzner notes", "2026-03-08", ["hetzner", "hl-app-01", "hosting"], """
# Hetzner notes

- hl-app-01 was created on 8 March 2026 during the move off DigitalOcean.
- Weekly Hetzner snapshots of the server, the last 4 are kept.
- Billing goes to Dana's card; the project is called "harbourline".
- Firewall rules are managed in the Hetzner console, not with ufw.
""")

auto("supabase-notes", "Supabase notes", "2026-02-06", ["wrapbook", "supabase", "database"], """
# Supabase notes (WrapBook)

- Project region: London (eu-west-2).
- Tables: `bookings`, `slots`, `blocked_days`.
- RLS on every table; the admin view uses the service key server-side only.
- Pro plan since launch, mostly for the daily backups.
""")


# =====================================================================================
# MEMORY.md (index of every root memory)
# =====================================================================================

def _memory_md():
    order = ["User", "Project", "Feedback", "Reference"]
    out = ["# Memory Index", ""]
    for sec in order:
        rows = [r for r in MEMORY_INDEX if r[0] == sec]
        if not rows:
            continue
        out.append(f"## {sec}")
        out.append("")
        for _, title, fname, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out)


FILES["MEMORY.md"] = _memory_md()
