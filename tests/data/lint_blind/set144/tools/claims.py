"""Claim texts and the pair table for set144 (Foxcote Junction Models)."""

C = {}
def c(cid, text):
    assert cid not in C, cid
    C[cid] = text

# ---- value_slot
c("V1a", "- Postgres 16 at `db.foxcote.lan:5432`, database `stockroom`, owner role `stockroom_app`")
c("V1b", "stockroom's Postgres is on `db.foxcote.lan:5433`, not the default port. The Django settings and the dump script both have it hard-coded.")
c("V2a", "- Estimates are valid for 30 days; benchlog flags them `expired` after that and the customer gets re-quoted")
c("V2b", "Loco repair estimates hold for 14 days. After that we re-quote, because parts prices move.")
c("V3a", "- Free UK delivery on orders over £60 (set in the Shopify shipping profiles, not in despatch)")
c("V3b", "Mail-order orders of £75 or more ship free within the UK; anything under that pays the flat £4.95.")
c("V4a", "- Capacity: 24 members per club night (fire limit for the upstairs room)")
c("V4b", "The upstairs room holds 30 on a club night, so bookings in clubnight close at 30.")
c("V5a", "- Python 3.12, FastAPI, SQLAlchemy 2; container `tradein`")
c("V5b", "tradein is pinned to Python 3.11 via `.python-version`; the barcode scanner library won't build on anything newer.")
c("V6a", "- Nightly Postgres dumps go to Backblaze B2 and are kept for 35 days")
c("V6b", "The lifecycle rule on the B2 backup bucket deletes database dumps after 90 days.")
c("V7a", "- Peco availability feed: pulled every 6 hours by `manage.py import_peco`")
c("V7b", "stockroom pulls the Peco availability CSV once a day, at 05:00,")
c("V8a", "- Cash payouts are capped at £200 per purchase; above that it's bank transfer only")
c("V8b", "tradein blocks cash payouts above £250. Bigger buys go by bank transfer, no exceptions.")
c("V9a", "| Standard service (OO/HO) | £25 | 5 working days |")
c("V9b", "benchlog prices a standard OO/HO loco service at £30, labour only; parts go on the ticket separately.")
c("V10a", "- Pick lists print in batches of 25 orders")
c("V10b", "Lucy prints pick lists 40 orders at a time, which is the batch size despatch is configured with.")

# ---- role_slot
c("R1a", "- Node 20 + TypeScript, pnpm workspace (`apps/despatch`, `packages/labels`)")
c("R1b", "Install dependencies with `npm ci`: despatch is a plain npm project and the lockfile is `package-lock.json`.")
c("R2a", "- CI: GitHub Actions on every repo (`.github/workflows/ci.yml`)")
c("R2b", "All our repos build and test on Woodpecker CI, which runs on the NUC in the stockroom cupboard.")
c("R3a", "- Order confirmation and dispatch emails: Postmark (server `despatch-prod`)")
c("R3b", "despatch sends its order and shipping emails through Mailgun (EU region, domain `mg.foxcote-models.co.uk`).")
c("R4a", "- Error tracking: Sentry project `tradein` (team `foxcote`)")
c("R4b", "tradein reports its exceptions to Honeybadger, which posts into #buying-desk-alerts.")
c("R5a", "- Hosted on Fly.io, app `foxcote-clubnight`, region `lhr`")
c("R5b", "clubnight runs as a container on the DigitalOcean droplet, next to stockroom and despatch, behind Caddy.")
c("R6a", "- Deploys: Kamal 2 from Nadia's laptop (`kamal deploy -d production`)")
c("R6b", "Deploys to the droplet are done with the Ansible playbook `ops/deploy.yml`; run it from the ops repo, not from an app repo.")
c("R7a", "- Card terminal on the counter: SumUp Solo (a spare lives in the left-hand drawer)")
c("R7b", "Card payments at the counter are taken on a Zettle reader paired with the till iPad.")
c("R8a", "- Background jobs: RQ workers on Redis (estimate PDFs, reminder texts)")
c("R8b", "benchlog's background work (reminder texts, estimate PDFs) runs on Celery, with Redis as the broker.")
c("R9a", "- Edits in VS Code with the Python, Django and Tailwind extensions; happy to paste diffs straight in")
c("R9b", "Nadia works in Neovim and doesn't want VS Code-specific steps in answers.")
c("R10a", "- SMS: Twilio, alphanumeric sender `FOXCOTE`")
c("R10b", "Repair-ready texts go out through TextLocal, using the shop's sender")

# ---- negation
c("N1a", "Never apply stockroom migrations while the shop is open (Tue–Sat, 9:30 till closing).")
c("N1b", "stockroom migrations run automatically as part of every deploy, daytime deploys included.")
c("N2a", "- Photo ID is required for every second-hand purchase, whatever the value")
c("N2b", "We don't ask for photo ID on trade-ins under £50; a name and postcode is enough.")
c("N3a", "- Orders over £150 always go with a signature service")
c("N3b", "Orders above £150 go out on plain Tracked 48 with no signature, because customers kept missing the redelivery cards.")
c("N4a", "Don't auto-email customers when a repair is marked ready; Sam rings them himself.")
c("N4b", "benchlog emails the customer automatically the moment a ticket is moved to Ready for collection.")
c("N5a", "- Guests don't need to be members; they pay the guest rate on the door")
c("N5b", "Club nights are members-only: clubnight rejects a booking without a membership number and there is no guest option.")
c("N6a", "Second-hand stock is never listed on eBay; it's sold in the shop and on our own site only.")
c("N6b", "Second-hand locos that haven't sold after 30 days get listed on eBay through tradein's export.")
c("N7a", "- The stock API isn't exposed to the internet; only the shop LAN and WireGuard reach it")
c("N7b", "stockroom's stock API is public at `https://api.foxcote-models.co.uk/stock/` so the Shopify app can poll it.")
c("N8a", "Pre-orders are not charged until the item is actually in the shop.")
c("N8b", "Shopify takes full payment for pre-orders at checkout; if a release is cancelled we refund.")
c("N9a", "- We don't take repairs on live-steam models (insurance won't cover the workshop for them)")
c("N9b", "benchlog has a live-steam repair category, and Sam does those on Thursday afternoons.")
c("N10a", "Always squash-merge PRs in the despatch repo; the branch history is noise.")
c("N10b", "Never squash despatch PRs: Lucy bisects label-printing bugs commit by commit.")

# ---- stale_vs_change
c("S1a", "- Search: Elasticsearch 7 container, index `products`")
c("S1b", "Migrated stockroom search from Elasticsearch to Meilisearch today; the ES container has been removed from the droplet.")
c("S2a", "- Heavy parcels (baseboards, layouts, big train sets): Parcelforce 48")
c("S2b", "Heavy parcels moved from Parcelforce to DPD in July 2026; the Parcelforce account is closed.")
c("S3a", "Club night places are booked on the Google Form linked from the newsletter.")
c("S3b", "The club night Google Form is shut down. Bookings only go through clubnight now.")
c("S4a", "Second-hand valuations come from the 2025 price guide spreadsheet on the shared drive; update it when a price looks off.")
c("S4b", "The valuation spreadsheet is read-only since tradein's price table went live; change prices in tradein instead.")
c("S5a", "- Runs on the back-office PC under the counter (Windows 11 + WSL2), port 8080")
c("S5b", "benchlog moved off the back-office PC onto the droplet this week; the PC only drives the receipt printer now.")
c("S6a", "The monthly newsletter goes out from Mailchimp (audience \"Foxcote customers\").")
c("S6b", "We no longer use Mailchimp: the newsletter moved to Buttondown in August.")
c("S7a", "- Nightly export of the stock valuation to Sage 50 (`manage.py export_sage`)")
c("S7b", "Accounts switched from Sage 50 to Xero today. Sage 50 stays on the old laptop, archived and read-only.")
c("S8a", "despatch prints labels on the Zebra GK420d by the packing bench.")
c("S8b", "The Zebra GK420d is retired; despatch has printed labels on the Rollo since mid-September.")
c("S9a", "Ask Gareth to approve any second-hand purchase over £100 before paying out.")
c("S9b", "Gareth no longer signs off second-hand buys. Since October Ruth on the buying desk approves up to £500 herself.")
c("S10a", "The web shop is WooCommerce on the droplet, theme `foxcote-2024`.")
c("S10b", "Moved the web shop from WooCommerce to Shopify in February; the WooCommerce site is shut down.")

# ---- refinement
c("F1a", "Databases are dumped nightly by the `pgdump` cron on the droplet.")
c("F1b", "The nightly dump cron starts at 02:30 and does stockroom first, then benchlog, then tradein; it takes about 12 minutes.")
c("F2a", "- Every repair is booked in as a ticket in benchlog, even a two-minute coupling fix")
c("F2b", "Every benchlog ticket needs the loco's running number and a photo of it on the counter mat before Sam starts.")
c("F3a", "- Club nights are on Thursday evenings")
c("F3b", "Club nights run Thursdays 19:00–22:00; the layout gets set up from 18:30.")
c("F4a", "- Pays sellers by bank transfer or cash")
c("F4b", "tradein bank-transfer payouts go from the Starling business account on the next working day.")
c("F5a", "Use pytest for the Python repos; no unittest-style test classes in new code.")
c("F5b", "For stockroom, run `pytest -n auto --reuse-db`; the full suite takes about 4 minutes otherwise.")
c("F6a", "Sam does all the DCC decoder fitting.")
c("F6b", "Sam fits sound decoders on Wednesdays only, because speaker testing needs the quiet back room; plain decoders any day.")
c("F7a", "- Opening hours: Tue–Sat from 9:30, closing 17:30 except on Thursdays (late night)")
c("F7b", "Thursday late night: the counter stays open until 19:00 so club members can shop before club night.")
c("F8a", "- Default reorder point: 2 units per SKU")
c("F8b", "Peco track (SL-100, SL-E391F and friends) has its reorder point overridden to 10 units; we go through it fast.")
c("F9a", "Customers get a £5 voucher after 10 stamps on the loyalty card.")
c("F9b", "Loyalty vouchers expire 12 months after issue and can't be used against pre-orders.")
c("F10a", "- Keeps a scan of the seller's photo ID against each purchase")
c("F10b", "ID scans in tradein are kept for 2 years after the purchase, then a nightly job deletes them.")

# ---- other_subject
c("O1a", "- Postgres database `benchlog` on `db.foxcote.lan:5434` (its own cluster, not stockroom's)")
c("O2a", "- Shopify retries a failed webhook up to 8 times over 4 hours, then gives up")
c("O2b", "A reminder text that fails is retried up to 3 times, then shows red on the bench dashboard.")
c("O3b", "Junior Saturday sessions are capped at 12 children, with two adult helpers.")
c("O4b", "clubnight's asset build (esbuild + sass) still needs Node 18; Node 20 breaks the sass binary it pins.")
c("O5b", "clubnight sends booking confirmations through Amazon SES (eu-west-2).")
c("O6b", "tradein is deployed on the DigitalOcean droplet behind Caddy, on its own subdomain `buy.foxcote-models.co.uk`.")
c("O7b", "Buying-desk offers from tradein are valid for 7 days; after that the item is valued again.")
c("O8b", "- Cash refunds at the counter are limited to £50; anything bigger goes back to the original card")
c("O9b", "stockroom PRs land with a merge commit so each migration keeps its own commit in history.")
c("O10b", "tradein doesn't buy live-steam models; Gareth won't have them on the shelf.")

# ---- dated_history
c("D1a", "Until March 2026 club nights were capped at 16 while the upstairs room was being rewired.")
c("D2a", "In January 2026 we pulled the Peco feed hourly and got rate-limited by their server for a week.")
c("D3a", "For the Christmas 2025 rush despatch sent every parcel by DPD, small ones included.")
c("D3b", "- Small parcels: Royal Mail Tracked 48 (Click & Drop account)")
c("D4a", "In the first weeks (February 2026) tradein only handled locomotives; rolling stock was still bought on paper slips.")
c("D4b", "tradein now handles everything we buy: locos, rolling stock, track lots and whole layouts.")
c("D5a", "Until May 2026 deploys were a manual `git pull && docker compose up -d` on the droplet.")
c("D6a", "In spring 2026 (March to May) the web shop ran a 10% club-member discount code.")
c("D6b", "- Club members get 5% off in the shop (show the membership card)")
c("D7a", "During the July–August 2026 backlog repairs were taking up to six weeks to come back.")
c("D7b", "Most repairs come back within two weeks; sound fits take a bit longer.")
c("D8a", "In 2025 the club met on Tuesday evenings in the scout hut, before the upstairs room was ready.")
c("D9a", "During the tradein beta (Feb–Mar 2026) it ran on Python 3.10 on Nadia's laptop.")
c("D10a", "Until October 2026 the buying desk only opened on Saturdays.")
c("D10b", "- Buying desk: open Tue–Sat during shop hours")

# ---- agreeing_duplicate
c("A1a", "- Django 5.1 on Python 3.12")
c("A1b", "stockroom is on Django 5.1 now that the 4.2 upgrade branch is merged; no deprecation warnings left.")
c("A2a", "- Members pay £4 per club night")
c("A2b", "Club night is four pounds a head for members, paid when they book.")
c("A3a", "- Same-day despatch cut-off: 13:00")
c("A3b", "Orders paid by 1pm go out the same day; anything later goes the next working day.")
c("A4a", "Commit messages in British English, imperative mood, one short subject line.")
c("A4b", "Nadia wants commit subjects short, imperative and British-spelt (colour, not color).")
c("A5b", "A second-hand offer stands for a week. If they come back later we look at the item again.")
c("A6a", "- Droplet `foxcote-prod-1` in DigitalOcean LON1")
c("A6b", "Production is the droplet `foxcote-prod-1`, in DigitalOcean's London region.")
c("A7a", "- Ticket numbers: `R-YYYY-NNNN`, the counter resets every January")
c("A7b", "benchlog ticket IDs look like `R-2026-0412`: the year, then a four-digit counter.")
c("A8a", "No emoji in anything a customer reads.")
c("A8b", "Customer emails: plain and friendly, no emoji, signed \"The Foxcote team\".")
c("A9a", "- Backup bucket: `foxcote-backups` (B2, EU Central)")
c("A9b", "Backups land in the B2 bucket `foxcote-backups`, region eu-central-003.")
c("A10a", "Second-hand items we sell come with a 90-day warranty.")
c("A10b", "Used locos carry three months' warranty from the date of sale.")

# ---- negation_scope
c("NS1a", "Second-hand locos are never sold without a run on the rolling road first; Sam signs the test card.")
c("NS2a", "If the DPD collection is missed, escalate to Lucy, not to whoever is on call.")
c("NS2b", "- Nadia is on call for all the apps (her number is in the #oncall channel topic)")
c("NS3a", "Repair deposits are never refunded in cash; they go back to the card they were paid with.")
c("NS3b", "- Deposits are refunded in full if the customer turns the estimate down")
c("NS4a", "- Club nights aren't cancelled for bank holidays; only Christmas week is skipped")
c("NS4b", "No club night on Christmas Eve this year (it falls on a Thursday).")
c("NS5a", "tradein never issues a payout without a signed seller declaration (the \"it's mine to sell\" box).")
c("NS5b", "- Issues payouts for accepted offers and prints the seller's receipt")
c("NS6a", "Never paste production secrets into chat; point at the 1Password item instead.")
c("NS6b", "App secrets live in 1Password, vault `Foxcote Ops`, and get referenced in chat as `op://` paths.")
c("NS7a", "Repairs are not booked in without a £10 deposit.")
c("NS7b", "benchlog takes repairs from walk-ins and from mail-order customers who post their loco in.")
c("NS8a", "The member discount doesn't apply to sale items or second-hand stock.")
c("NS9a", "Don't deploy despatch on a Friday after 3pm.")
c("NS9b", "despatch releases usually go out on Friday mornings, before the weekend orders pile up.")
c("NS10a", "Never fit a decoder without running the loco on DC first; if it won't run on DC it doesn't get chipped.")
c("NS10b", "- Decoder fits are booked in as tickets of type `dcc`")

# (id, label, class, claim_x, claim_y, note)
K, NK = "contradiction", "non_contradiction"
PAIRS = [
 ("V1", K, "value_slot", "V1a", "V1b", "stockroom Postgres port: 5432 vs 5433 on the same host"),
 ("V2", K, "value_slot", "V2a", "V2b", "repair estimate validity: 30 vs 14 days"),
 ("V3", K, "value_slot", "V3a", "V3b", "free UK delivery threshold: £60 vs £75"),
 ("V4", K, "value_slot", "V4a", "V4b", "club night capacity: 24 vs 30"),
 ("V5", K, "value_slot", "V5a", "V5b", "tradein Python version: 3.12 vs 3.11 (pinned, nothing newer)"),
 ("V6", K, "value_slot", "V6a", "V6b", "backup dump retention: 35 vs 90 days"),
 ("V7", K, "value_slot", "V7a", "V7b", "Peco feed pull interval: every 6 hours vs once a day (hard-wrapped claim_b)"),
 ("V8", K, "value_slot", "V8a", "V8b", "tradein cash payout cap: £200 vs £250"),
 ("V9", K, "value_slot", "V9a", "V9b", "standard OO/HO service price: £25 (table row) vs £30"),
 ("V10", K, "value_slot", "V10a", "V10b", "despatch pick-list batch size: 25 vs 40 orders"),
 ("R1", K, "role_slot", "R1a", "R1b", "despatch package manager: pnpm vs npm"),
 ("R2", K, "role_slot", "R2a", "R2b", "CI for all repos: GitHub Actions vs Woodpecker"),
 ("R3", K, "role_slot", "R3a", "R3b", "despatch transactional email provider: Postmark vs Mailgun"),
 ("R4", K, "role_slot", "R4a", "R4b", "tradein error tracking: Sentry vs Honeybadger"),
 ("R5", K, "role_slot", "R5a", "R5b", "clubnight hosting: Fly.io vs the DigitalOcean droplet"),
 ("R6", K, "role_slot", "R6a", "R6b", "deploy tool: Kamal vs Ansible playbook"),
 ("R7", K, "role_slot", "R7a", "R7b", "counter card terminal: SumUp vs Zettle"),
 ("R8", K, "role_slot", "R8a", "R8b", "benchlog job queue: RQ vs Celery (both on Redis)"),
 ("R9", K, "role_slot", "R9a", "R9b", "Nadia's editor: VS Code vs Neovim"),
 ("R10", K, "role_slot", "R10a", "R10b", "benchlog SMS provider: Twilio vs TextLocal (hard-wrapped claim_b)"),
 ("N1", K, "negation", "N1a", "N1b", "stockroom migrations never during opening hours vs automatic on daytime deploys"),
 ("N2", K, "negation", "N2a", "N2b", "photo ID for every second-hand purchase vs not under £50"),
 ("N3", K, "negation", "N3a", "N3b", "orders over £150 always signed-for vs no signature"),
 ("N4", K, "negation", "N4a", "N4b", "repair-ready: don't auto-email vs benchlog emails automatically"),
 ("N5", K, "negation", "N5a", "N5b", "club night guests need not be members vs members-only, no guests"),
 ("N6", K, "negation", "N6a", "N6b", "second-hand stock never on eBay vs listed on eBay after 30 days"),
 ("N7", K, "negation", "N7a", "N7b", "stock API not exposed to the internet vs public URL"),
 ("N8", K, "negation", "N8a", "N8b", "pre-orders not charged until in shop vs charged at checkout"),
 ("N9", K, "negation", "N9a", "N9b", "live-steam repairs not taken vs benchlog live-steam category handled by Sam"),
 ("N10", K, "negation", "N10a", "N10b", "despatch PRs: always squash-merge vs never squash"),
 ("S1", K, "stale_vs_change", "S1a", "S1b", "stockroom search: Elasticsearch (present) vs migrated to Meilisearch"),
 ("S2", K, "stale_vs_change", "S2a", "S2b", "heavy parcels: Parcelforce 48 vs moved to DPD, account closed"),
 ("S3", K, "stale_vs_change", "S3a", "S3b", "club night booking via Google Form vs the form is shut down"),
 ("S4", K, "stale_vs_change", "S4a", "S4b", "valuation spreadsheet to be updated vs read-only since tradein price table"),
 ("S5", K, "stale_vs_change", "S5a", "S5b", "benchlog on the back-office PC vs moved onto the droplet"),
 ("S6", K, "stale_vs_change", "S6a", "S6b", "newsletter from Mailchimp vs no longer, moved to Buttondown"),
 ("S7", K, "stale_vs_change", "S7a", "S7b", "nightly stock valuation export to Sage 50 vs accounts switched to Xero, Sage archived read-only"),
 ("S8", K, "stale_vs_change", "S8a", "S8b", "labels on the Zebra GK420d vs Zebra retired, Rollo since September"),
 ("S9", K, "stale_vs_change", "S9a", "S9b", "Gareth approves second-hand buys over £100 vs Gareth no longer signs off"),
 ("S10", K, "stale_vs_change", "S10a", "S10b", "web shop is WooCommerce vs moved to Shopify, WooCommerce shut down"),
 ("F1", NK, "refinement", "F1a", "F1b", "nightly dumps: b adds start time, order and duration"),
 ("F2", NK, "refinement", "F2a", "F2b", "every repair is a benchlog ticket; b adds required ticket fields"),
 ("F3", NK, "refinement", "F3a", "F3b", "club nights on Thursday evenings; b gives the hours"),
 ("F4", NK, "refinement", "F4a", "F4b", "tradein pays by transfer or cash; b says which account and when transfers go"),
 ("F5", NK, "refinement", "F5a", "F5b", "pytest for Python repos; b gives stockroom's pytest flags"),
 ("F6", NK, "refinement", "F6a", "F6b", "Sam does decoder fitting; b restricts sound fits to Wednesdays"),
 ("F7", NK, "refinement", "F7a", "F7b", "opening hours with a Thursday late night; b gives the late closing time"),
 ("F8", NK, "refinement", "F8a", "F8b", "default reorder point 2; b overrides it for Peco track only"),
 ("F9", NK, "refinement", "F9a", "F9b", "loyalty voucher after 10 stamps; b adds expiry and exclusions"),
 ("F10", NK, "refinement", "F10a", "F10b", "tradein keeps ID scans; b adds the 2-year retention"),
 ("O1", NK, "other_subject", "O1a", "V1b", "Postgres port on the same host: benchlog 5434 vs stockroom 5433"),
 ("O2", NK, "other_subject", "O2a", "O2b", "retry counts: Shopify webhooks 8 vs reminder texts 3"),
 ("O3", NK, "other_subject", "V4b", "O3b", "capacity: club night 30 vs junior Saturday 12 children"),
 ("O4", NK, "other_subject", "R1a", "O4b", "Node version: despatch Node 20 vs clubnight asset build Node 18"),
 ("O5", NK, "other_subject", "R3a", "O5b", "email provider: despatch Postmark vs clubnight Amazon SES"),
 ("O6", NK, "other_subject", "R5a", "O6b", "hosting: clubnight Fly.io vs tradein on the droplet"),
 ("O7", NK, "other_subject", "V2a", "O7b", "validity: repair estimates 30 days vs buying-desk offers 7 days"),
 ("O8", NK, "other_subject", "V8b", "O8b", "cash caps: tradein payout £250 vs counter refunds £50"),
 ("O9", NK, "other_subject", "N10a", "O9b", "merge strategy: despatch squash vs stockroom merge commits"),
 ("O10", NK, "other_subject", "N9a", "O10b", "live steam: not repaired (benchlog) vs not bought (tradein); same stance, other subject"),
 ("D1", NK, "dated_history", "V4a", "D1a", "club night cap 16 until March 2026 vs 24 now"),
 ("D2", NK, "dated_history", "V7a", "D2a", "Peco feed pulled hourly in January 2026 vs every 6 hours now"),
 ("D3", NK, "dated_history", "D3a", "D3b", "Christmas 2025 all parcels via DPD vs small parcels Royal Mail now"),
 ("D4", NK, "dated_history", "D4a", "D4b", "tradein locos-only in February 2026 vs everything now"),
 ("D5", NK, "dated_history", "D5a", "R6a", "manual git pull deploys until May 2026 vs Kamal now"),
 ("D6", NK, "dated_history", "D6a", "D6b", "10% member discount code in spring 2026 (web shop) vs 5% in the shop"),
 ("D7", NK, "dated_history", "D7a", "D7b", "six-week repairs during the summer 2026 backlog vs two weeks normally"),
 ("D8", NK, "dated_history", "D8a", "F3b", "club met Tuesdays in 2025 vs Thursdays now"),
 ("D9", NK, "dated_history", "D9a", "V5b", "tradein Python 3.10 during the beta vs 3.11 pinned now"),
 ("D10", NK, "dated_history", "D10a", "D10b", "buying desk Saturdays only until October 2026 vs Tue-Sat now"),
 ("A1", NK, "agreeing_duplicate", "A1a", "A1b", "stockroom on Django 5.1 (b mentions the old 4.2 only as the upgraded-from version)"),
 ("A2", NK, "agreeing_duplicate", "A2a", "A2b", "club night member price £4 = four pounds"),
 ("A3", NK, "agreeing_duplicate", "A3a", "A3b", "same-day cut-off 13:00 = 1pm"),
 ("A4", NK, "agreeing_duplicate", "A4a", "A4b", "commit message style: British, imperative, short"),
 ("A5", NK, "agreeing_duplicate", "O7b", "A5b", "buying-desk offer validity 7 days = a week"),
 ("A6", NK, "agreeing_duplicate", "A6a", "A6b", "production droplet foxcote-prod-1 in LON1 = London region"),
 ("A7", NK, "agreeing_duplicate", "A7a", "A7b", "ticket number format R-YYYY-NNNN = R-2026-0412"),
 ("A8", NK, "agreeing_duplicate", "A8a", "A8b", "no emoji in customer-facing text"),
 ("A9", NK, "agreeing_duplicate", "A9a", "A9b", "backup bucket foxcote-backups, B2 EU Central = eu-central-003"),
 ("A10", NK, "agreeing_duplicate", "A10a", "A10b", "second-hand warranty 90 days = three months"),
 ("NS1", NK, "negation_scope", "NS1a", "N6a", "'never sold without a rolling-road run' is not 'never sold'; the other line negates eBay listing only"),
 ("NS2", NK, "negation_scope", "NS2a", "NS2b", "'escalate to Lucy, not to on-call' negates a direction for missed collections; Nadia stays on call for apps"),
 ("NS3", NK, "negation_scope", "NS3a", "NS3b", "'never refunded in cash' is not 'never refunded'"),
 ("NS4", NK, "negation_scope", "NS4a", "NS4b", "'aren't cancelled for bank holidays; Christmas week skipped' agrees with no club night on Christmas Eve"),
 ("NS5", NK, "negation_scope", "NS5a", "NS5b", "'never issues a payout without a declaration' is not 'never issues payouts'"),
 ("NS6", NK, "negation_scope", "NS6a", "NS6b", "'never paste secrets' does not forbid op:// references"),
 ("NS7", NK, "negation_scope", "NS7a", "NS7b", "'not booked in without a deposit' is not 'not booked in'"),
 ("NS8", NK, "negation_scope", "NS8a", "D6b", "'discount doesn't apply to sale/second-hand' restricts, does not negate, the 5% member discount"),
 ("NS9", NK, "negation_scope", "NS9a", "NS9b", "'don't deploy on a Friday after 3pm' vs Friday-morning releases"),
 ("NS10", NK, "negation_scope", "NS10a", "NS10b", "'never fit a decoder without a DC test' is not 'never fit decoders'"),
]
