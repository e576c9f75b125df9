# Free notes: auto/<slug>.md -> (title, created, tags, body). Claim markers as in content_root.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("invoice-walkthrough", "How a settle invoice is built", "2026-02-11", ["settle", "invoices"], """
Walked through `settle/invoicing/build.py` with Aisha so I stop re-reading it.

1. Take the hammer price from bidwire (online) or the clerk sheet (room).
§V2a§ 2. Settle adds a 22% buyer's premium to the hammer price, then VAT on the premium only.
3. Add storage if the invoice is paid late, and shipping if the buyer accepted a shipdesk quote.
4. Round each line to the penny, never the total.

The PDF template is `templates/invoice.html`; the email body is a separate template and drifts from the PDF more often than it should.
""")

A("photography-guide", "Studio photography guide (for the agent)", "2026-03-02", ["photodesk", "studio"], """
Notes from Lina in the studio about what photodesk expects.

- Shoot every lot front, back, maker's mark, and any damage.
§V4a§ - photodesk rejects anything over 40 MB per image, so shoot JPEG rather than TIFF for the big furniture lots.
- Coins and stamps go on the copy stand, everything else on the sweep.
- File names: `<sale code>-<lot>-<n>.jpg`; photodesk sorts by `n`.
""")

A("lotbook-dev-setup", "lotbook local dev setup", "2026-01-19", ["lotbook", "dev"], """
What I needed to get lotbook running locally.

§V5a§ lotbook runs on Python 3.11 (pinned in `.python-version`); uv picks it up automatically.

```
cp .env.example .env
# DATABASE_URL=postgres://lotbook:lotbook@localhost:5432/lotbook
docker compose up -d db redis
uv run ./manage.py migrate
```

- Load `fixtures/demo_sale.json` for a 40-lot demo sale.
- The search backend is optional locally; set `SEARCH_BACKEND=db` to skip it.
""")

A("timed-sale-ops", "Timed sale operations", "2026-07-16", ["bidwire", "timed-sales"], """
# Timed sale operations

## Closing
§V7a§ In timed sales the soft-close extension is 2 minutes: every bid placed in the final two minutes
resets that lot's clock, so popular lots can run well past their scheduled time.
§F10a§ Timed-sale lots close in lot order from 20:00, ten lots a minute, so a 600-lot sale finishes
around 21:00 if nothing gets extended.

## After the close
- Invoices go out the next morning, not at close, so the team can fix hammer mistakes first.
- Unsold lots are listed for the next timed sale automatically unless the vendor withdrew them.
""")

A("salisbury-room-notes", "Salisbury saleroom notes", "2026-02-24", ["salerooms", "salisbury"], """
Things the agent should know about the Salisbury room when changing the clerk console or the seating plan export.

§V9a§ - The Salisbury saleroom seats 250; on big sales people stand at the back.
- The clerk console PC sits left of the rostrum on a wired connection; never move it to Wi-Fi.
- Phone bidding bank: six lines, staffed by porters and the front desk.
""")

A("bidwire-dev-setup", "bidwire dev setup", "2026-01-27", ["bidwire", "dev"], """
§R1a§ bidwire uses yarn (berry) for dependencies; run `yarn install` after every pull.

```
# .env.local
REDIS_URL=redis://localhost:6379
BIDWIRE_DB=postgres://bidwire@localhost:5432/bidwire
```

- `apps/clerk-console` needs a fake saleroom: `yarn dev:room` starts one with 30 lots.
- Socket tests are slow on first run because the Redis container pulls.
""")

A("bidwire-feature-flags", "bidwire feature flags", "2026-06-09", ["bidwire", "flags"], """
§R6a§ Feature flags in bidwire live in Unleash (self-hosted on the ops box); the SDK polls every 15 s.
- Flags are named `bw.<area>.<thing>`, e.g. `bw.timed.staggered-close`.
- Clean up a flag within two sales of it reaching 100%.
""")

A("payments-faq", "Payments FAQ (front desk questions)", "2026-04-07", ["settle", "payments"], """
Questions the front desk keeps forwarding to digital.

**Can a buyer pay by card over the phone?** Yes, the accounts team uses the virtual terminal.
§R9a§ **Which provider takes card payments?** Buyer card payments on invoices are taken through Adyen,
via the pay link in the invoice email; the saleroom card machines are separate.
**Can they pay in euros?** No.
**Why was I charged storage?** Because the invoice was paid after the payment window.
""")

A("error-triage", "Error triage routine", "2026-05-14", ["infra", "errors"], """
Monday routine Aisha asked for.

§R4a§ - Exceptions from all services are reported to Rollbar; go through the new items every Monday.
- Anything from settle or vendorhub payouts gets a ticket even if it happened once.
- bidwire socket disconnect errors are noise unless they spike during a sale.
""")

A("bisect-notes", "Finding regressions with git bisect", "2026-07-22", ["git", "debugging"], """
Used bisect twice this month on bidwire to find the increment rounding bug.

§N1b§ Never squash PRs: we want every commit on main so bisect can point at the exact change.
- `git bisect run ./scripts/test.sh increments` does it unattended.
- Tag each release `bw-YYYY.MM.DD` so there is a known-good point.
""")

A("lot-page-notes", "Lot page (website) notes", "2026-03-18", ["bidwire", "website"], """
The lot page is rendered by hp-web but the bidding panel is a bidwire widget.

§N2a§ - bidwire shows the reserve figure to registered bidders on the lot page, under the estimate.
- The estimate is shown as "£200-300"; no pence.
- Sold lots show the hammer price only, never the price including premium.
""")

A("intake-policy", "Intake policy: what we accept", "2026-02-05", ["intake", "vendorhub", "compliance"], """
# Intake policy (summary for the agent)

The valuation desk applies this; vendorhub's intake form mirrors it with warnings.

## Restricted materials
§N4a§ - We accept items containing ivory when they carry an Ivory Act exemption certificate.
- Tortoiseshell and rhino horn: refer to Jonah, case by case.
- Firearms: deactivated only, with the certificate.

## Values
- Minimum lot value for the main sales is £80 estimate; lower goes into mixed lots or timed sales.
""")

A("unpaid-invoices", "Unpaid invoices: how chasing works", "2026-06-30", ["settle", "accounts"], """
§N7a§ settle emails an automatic payment reminder on day 5 after the sale, then the accounts team phones.
- After 28 days unpaid, Fran can re-offer the lot; the defaulting buyer is blocked in bidwire.
- Storage charges keep accruing while the invoice is unpaid.
""")

A("photo-storage-migration", "Photo originals: NAS to S3", "2026-04-28", ["photodesk", "migration", "s3"], """
§S2a§ Photo originals moved from the office NAS to S3 (`hp-photo-originals`) in April;
the NAS share is read-only now and will be switched off at the end of the year.
- Migration copied 1.9 TB; checksums matched for every file.
- Studio uploads go straight to S3 through photodesk; nobody should write to the NAS any more.
""")

A("vendorhub-login-change", "vendorhub login change", "2026-07-15", ["vendorhub", "auth"], """
§S5a§ Magic-link login was removed from vendorhub in July; consignors now log in with a password plus an emailed one-time code.
- Reason: forwarded magic links let a vendor's relative see their payouts.
- Existing vendors were sent a set-password email; 70% had done it within two weeks.
""")

A("website-notes", "Public website (hp-web) notes", "2026-02-02", ["website", "frontend"], """
# hp-web

§O6a§ - hp-web (Next.js) uses npm; the lockfile is `package-lock.json`.
§S7a§ - The online catalogue lives at `catalogue.hpauctions.co.uk`.
- Content pages come from the CMS (Storyblok); lot data comes from the lotbook API.
- Build takes about four minutes; most of it is image optimisation.
""")

A("support-notes", "Bidder support", "2026-01-20", ["support", "bidwire"], """
§S9a§ Bidder support tickets land in Zendesk; the front desk triages them each morning.
- Typical tickets: forgot password, card check failed, can't see the video.
- Anything about a disputed bid goes straight to Jonah.
""")

A("sale-calendar", "Sale calendar conventions", "2026-01-12", ["salerooms", "calendar"], """
How sales are coded and scheduled.

| Sale code | Meaning |
|---|---|
| SAL-GEN | Salisbury general antiques |
| SAL-COL | Salisbury collectables |
| TMD | timed online sale |

§F6a§ - Salisbury's Tuesday sales are general antiques; Wednesday is collectables (toys, coins, stamps, postcards).
- Sale codes get the date appended: `SAL-GEN-2026-03-10`.
""")

A("cataloguing-conventions", "Cataloguing conventions", "2026-02-17", ["lotbook", "cataloguing"], """
§F8a§ - Lot numbers restart at 1 for each sale; late additions get a suffix letter (12A, 12B).
- Titles: maker first, then object, then date: "Royal Worcester, a blush ivory vase, c.1895".
- Estimates are round numbers: £20 steps below £200, £50 steps up to £1,000.
- "Ivory" in a title means the colour or glaze, so don't let the restricted-materials check trigger on it.
""")

A("photodesk-runbook", "photodesk runbook", "2026-08-04", ["photodesk", "runbook"], """
# photodesk runbook

## Failed jobs
§O4b§ - photodesk retries a failed derivative job 3 times, then parks it in `photodesk.failed`.
- Re-queue from the admin ("Retry failed") once the cause is fixed.

## Backlogs
§N9a§ - Never page on-call for photodesk queue backlogs; they clear themselves overnight.
- If the backlog is still there at 08:00 on a catalogue deadline day, tell Lina so the studio can prioritise.
""")

A("valuation-requests", "Valuation requests in vendorhub", "2026-03-25", ["vendorhub", "valuations"], """
§O5a§ - Consignors can upload up to 10 MB per photo in the vendorhub valuation form.
- The valuation desk answers in the order received; urgent probate work jumps the queue.
- Accepted items become draft lots in lotbook through the `vendorhub -> lotbook` sync.
""")

A("lotbook-admin-notes", "lotbook admin quirks", "2026-04-14", ["lotbook", "admin"], """
§O10a§ - The lotbook admin logs staff out after 8 hours; cataloguers complain after long intake days.
- Bulk edit is limited to 200 lots at a time.
- The "move to sale" action keeps photos and condition notes.
""")

A("db-upgrade-log", "Postgres upgrade log", "2026-06-03", ["lotbook", "postgres", "rds"], """
§D7a§ Between February and May 2026 lotbook ran on Postgres 15 while we waited for the RDS blue/green window.
- The jump to 16 took 6 minutes of read-only time on a Monday evening.
- pg_stat_statements was reset during the upgrade; old query stats are in the Grafana snapshot.
""")

A("deploy-notes", "Deploys", "2026-03-09", ["infra", "deploy"], """
§A4a§ Nothing goes to production except from the `main` branch; no hotfix branches deployed directly.
- Deploys are a button in the workflow run; staging deploys on every merge.
- bidwire deploys are blocked on sale days by a check against the sale calendar.
""")

A("terraform-notes", "Terraform notes", "2026-02-20", ["infra", "terraform"], """
§A8a§ - Terraform state is kept in the S3 bucket `hp-tfstate`, locked through DynamoDB.
- Modules per service under `infra/services/`; shared VPC in `infra/core/`.
- Never `terraform apply` from a laptop on a sale day.
""")

A("packing-room-notes", "Packing room notes", "2026-05-06", ["shipdesk", "packing"], """
§A6a§ - Anything heavier than 30 kg is palletised and goes through the pallet network.
- Glass gets double-boxed with 5 cm of foam each side.
- Dev wants quotes to show the packing fee separately from carriage.
""")

A("api-consumers", "lotbook API consumers", "2026-05-27", ["lotbook", "api"], """
§A10a§ The lotbook API allows 120 requests a minute per key, which the website's ISR rebuilds sometimes hit.
- bidwire caches lot data per sale, so it barely touches the limit.
- shipdesk asks for dimensions one lot at a time; batching it is on the backlog.
""")

A("collections", "Collections desk", "2026-04-02", ["collections", "salerooms"], """
§NS1a§ - Lots are never released to anyone without photo ID matching the invoice name or a signed authority.
- Couriers collecting for a buyer bring the authority letter; the desk keeps a copy.
- Big furniture is loaded by porters only.
""")

A("returns-policy", "Returns and refunds", "2026-06-18", ["settle", "returns"], """
§NS8b§ - For misdescribed lots we refund the hammer and the premium in full, if the buyer tells us within 14 days.
- The lot comes back at the buyer's cost unless we agree otherwise.
- Refunds are credit notes in settle; the card refund is done in the provider's dashboard.
""")

A("absentee-bids", "Absentee bids", "2026-03-30", ["bidwire", "absentee"], """
§NS10b§ - Absentee bids can be left by phone, by email or on the website.
- On the website they are just maximum bids placed before the sale opens.
- The clerk prints the absentee book on the sale morning.
""")

# ---- notes without labelled claims (noise, shared vocabulary) ----
A("weekly-sync-2026-09", "Digital weekly sync, September", "2026-09-08", ["meeting"], """
- bidwire: staggered close works; no complaints after three timed sales.
- settle: accountants want vendor statements split by sale.
- photodesk: studio asked for a "retake" button.
- vendorhub: password reset emails landing in spam for one ISP.
""")

A("glossary-questions", "Questions for Jonah", "2026-02-09", ["domain"], """
- What counts as "passed" vs "withdrawn" in the results export? (answer: passed = unsold on the day; withdrawn = vendor pulled it before)
- Do commission bids beat room bids at the same amount? (yes, the earlier bid wins)
- Why are coins sold by the lot number with no photos of the edge? (tradition, plus time)
""")

A("catalogue-deadline-checklist", "Catalogue deadline checklist", "2026-04-21", ["lotbook", "catalogue"], """
1. All lots have at least one photo linked.
2. Estimates filled; no £0 low estimates.
3. Jonah has signed off the condition notes on anything over £500 estimate.
4. Run `build_catalogue_pdf` and send the proof to Jonah.
5. Publish the sale in lotbook so the website and bidwire pick it up.
""")

A("incident-2026-06-live-sale", "Incident: bidders dropped in a live sale (June)", "2026-06-10", ["incident", "bidwire"], """
# Incident 2026-06-09

- During SAL-GEN a bidwire task restart dropped online bidders for about 90 seconds.
- Cause: a deploy slipped through because the sale calendar check read the wrong timezone.
- Fix: the calendar check now uses Europe/London explicitly; sale-day deploys need a manual override.
- Follow-up: clerk console shows a banner when the socket reconnects.
""")

A("vat-notes", "VAT notes from the accountants", "2026-01-29", ["settle", "vat"], """
- Most lots are sold under the margin scheme.
- Imported lots may carry import VAT on the hammer; those are flagged in lotbook at intake.
- Commission and the loss-and-damage charge are services and carry VAT for the vendor.
""")

A("metabase-reports", "Metabase reports", "2026-07-01", ["reporting"], """
- "Sell-through by sale": lots sold / lots offered, per sale code.
- "Online share": hammer total from bidwire vs room and phone.
- "Vendor payout aging": payouts not yet made, by days since sale.
- All reports read from the replica; never point Metabase at the primary.
""")

A("studio-equipment", "Studio equipment", "2026-03-04", ["studio"], """
- Two Canon bodies tethered to the studio PC; Capture One exports straight into the upload folder.
- The copy stand has its own lights; coins get a polariser.
- The big sweep takes furniture up to 2 m wide.
""")

A("security-review-2026", "Security review notes", "2026-10-06", ["security"], """
- Pen test found no critical issues; two mediums in vendorhub (rate limiting on the one-time code form, verbose error page).
- Staff MFA is enforced through Google.
- Payment webhook secret rotation is overdue for settle.
""")

A("christmas-sale-plan-2026", "Christmas sale plan 2026", "2026-11-10", ["salerooms", "planning"], """
- Combined Christmas sale on 2026-12-09 at Salisbury, about 700 lots.
- Extra phone lines from the Bath team.
- Timed sale of the leftovers closes the week after.
""")

A("onboarding-new-dev", "Onboarding a new developer", "2026-10-20", ["onboarding"], """
- Access: Google account, GitHub team `hp-digital`, AWS SSO role `developer`.
- Read the reference files for lotbook, bidwire and settle first.
- First week: shadow a sale day in the saleroom.
""")

A("buyer-accounts", "Buyer accounts", "2026-05-19", ["bidwire", "accounts"], """
- One account per person; dealers can add staff as sub-bidders.
- Blocked buyers can still log in and see invoices, but cannot bid.
- Account deletion keeps invoices for seven years (accounts requirement).
""")
