# remnic facts: (date, category, tags, confidence, body). @@ID@@ marks a claim line.
FACTS = []

def f(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, conf, body.strip("\n") + "\n"))

# --- value slots
f("2026-07-09", "fact", ["forgebook", "celery", "redis"], """
@@V1b@@forgebook's Celery broker is `redis.hollinedge.internal:6381`; the workers sit idle without complaint if `CELERY_BROKER_URL` points anywhere else.
""")
f("2026-04-22", "decision", ["forgebook", "commissions", "deposit"], """
@@V3b@@Commission deposit is half the quote (50%), taken before any steel is cut.
""", 0.95)
f("2026-05-27", "fact", ["forgebook", "django"], """
@@V5a@@forgebook is on Django 4.2 LTS; the 5.x upgrade ticket has been parked twice.
""")
f("2026-08-06", "fact", ["steel", "stock", "aeb-l"], """
@@V8a@@Reorder AEB-L when we're down to 10 bars.
Marta flags it in the Friday stand-up.
""")
f("2026-06-13", "fact", ["markets", "keswick", "cash"], """
@@V9b@@The Keswick market float is £100 in coins and notes; carrying more than that in the van isn't worth the risk.
""")
f("2026-10-14", "fact", ["sharpening", "pricing"], """
@@V10b@@Postal sharpening costs £12 per plain-edge knife.
""")
# --- role slots
f("2026-09-02", "fact", ["edgeshop", "email"], """
@@R1b@@Order confirmation and dispatch emails from edgeshop go out through Resend.
""")
f("2026-07-16", "fact", ["edgeshop", "ci"], """
@@R3a@@edgeshop's CI is Woodpecker on the workshop NUC; every push runs the build and the Playwright checkout test.
""")
f("2026-03-10", "fact", ["edgeshop", "tooling"], """
@@R4a@@The edgeshop storefront is installed with bun (`bun install`); `bun.lockb` is the only lockfile in the repo.
""")
f("2026-05-16", "fact", ["markets", "payments"], """
@@R6b@@Market card payments go through Zettle readers paired to Marta's phone.
""")
f("2026-08-25", "fact", ["sharpening", "shipping"], """
@@R7a@@Sharpened knives go back to customers by DPD Next Day with a signature on delivery.
""")
f("2026-06-30", "fact", ["finance", "bookkeeping"], """
@@R10a@@Shop payouts and market takings are reconciled in FreeAgent every Monday.
""")
# --- negation
f("2026-04-09", "preference", ["edgeshop", "git"], """
@@N1a@@Never squash edgeshop PRs; Rhiannon reads the individual commits when something breaks at checkout.
""", 0.95)
f("2026-09-11", "decision", ["commissions", "deposit", "terms"], """
@@N3b@@Commission deposits are not refundable at any stage, including before the steel is cut.
""", 0.95)
f("2026-06-05", "fact", ["sharpening", "serrated"], """
@@N5a@@We do not sharpen serrated knives by post; they need the scalloped-edge rods and Dafydd only does those in person.
""")
f("2026-08-11", "fact", ["forgebook", "commissions", "enquiries"], """
@@N7a@@forgebook does not take commission enquiries through the website form; they come in by email and Rhiannon types them in.
""")
f("2026-10-20", "fact", ["edgeshop", "dependabot"], """
@@N8b@@Patch-level Dependabot PRs on edgeshop auto-merge once CI is green.
""")
f("2026-07-24", "decision", ["commissions", "aftercare"], """
@@N10b@@Commission knives don't include free resharpening; owners pay the normal postal rate like everyone else.
""", 0.95)
# --- stale vs change (older claims)
f("2026-03-04", "fact", ["postedge", "labels"], """
@@S3a@@Inbound prepaid labels are generated with Royal Mail Click & Drop.
""")
f("2026-02-18", "fact", ["workshop", "sharpening", "booking"], """
@@S5a@@Workshop sharpening drop-offs are booked through Calendly in 15-minute slots.
""")
f("2026-08-20", "decision", ["postedge", "edgeshop", "forms"], """
@@S7b@@The Typeform is deprecated: `/sharpen` has been a native edgeshop form since 2026-08-12, and the Typeform webhook is removed.
""", 0.95)
f("2026-07-14", "fact", ["steel", "suppliers", "aeb-l"], """
@@S8b@@We switched our AEB-L supplier from Nordbar Steel to Tilbury Blade Steels in July; Nordbar's minimum order went up.
""")
f("2026-10-03", "fact", ["postedge", "sms"], """
@@S10b@@Twilio SMS was switched off on 2026-10-01; postal customers get email-only updates now.
""")
# --- refinement
f("2026-03-26", "fact", ["steel", "commissions"], """
@@F1b@@26C3 is kept for commissions only; batch knives for the shop are AEB-L or 14C28N.
""")
f("2026-05-21", "fact", ["forgebook", "python"], """
@@F4b@@forgebook pins Python 3.12.7 in `.python-version`; uv picks it up automatically.
""")
f("2026-06-17", "fact", ["edgeshop", "stripe"], """
@@F5b@@Stripe Checkout on edgeshop runs in GBP only; overseas customers see their card's conversion.
""")
f("2026-09-23", "fact", ["commissions", "queue"], """
@@F8b@@At 25 open commissions Rhiannon stops quoting and starts a waiting list in forgebook; the cap counts only paid deposits.
""")
f("2026-04-14", "fact", ["edgeshop", "shipping"], """
@@F9b@@Shop orders placed after 2pm on Thursday go out the following Monday.
""")
# --- other subject
f("2026-08-29", "fact", ["sharpening", "insurance"], """
@@O1b@@Each sharpening-by-post parcel is insured for £500 on the way back.
""")
f("2026-04-30", "fact", ["sharpening", "pricing", "scissors"], """
@@O2a@@Scissors are £7 a pair by post.
""")
f("2026-06-09", "fact", ["edgeshop", "stripe", "webhooks"], """
@@O4b@@Stripe retries edgeshop's webhook for up to 3 days; our handler is idempotent on the event id.
""")
f("2026-03-17", "fact", ["steel", "26c3"], """
@@O6a@@26C3 takes about 8 weeks to arrive from the mill.
""")
f("2026-08-01", "fact", ["sharpening", "axes"], """
@@O7a@@Hatchets and axes get a 25° per side edge.
""")
f("2026-07-03", "fact", ["edgeshop", "email", "carts"], """
@@O8b@@Unpaid edgeshop carts get one reminder email, 24 hours after they're abandoned.
""")
f("2026-09-29", "fact", ["sharpening", "dispatch"], """
@@O9a@@Sharpened knives go back out on Tuesdays and Fridays.
""")
# --- dated history
f("2026-03-20", "fact", ["edgeshop", "history"], """
@@D1a@@Until 2026-03 the main shop ran on WooCommerce; the cut-over weekend was 14–15 March.
""")
f("2026-04-18", "fact", ["steel", "heat-treatment", "history"], """
@@D2a@@Heat treatment was outsourced to a firm in Sheffield until April 2026, when the kiln arrived.
""")
f("2026-07-31", "decision", ["commissions", "pricing"], """
@@D3a@@Until July 2026 the minimum commission was £180.
""", 0.95)
f("2026-04-27", "fact", ["workshop", "gas", "history"], """
@@D4a@@Propane came from Calor until the contract ended in April.
""")
f("2026-05-13", "fact", ["workshop", "gas"], """
@@D4b@@Forge propane is delivered by Flogas every six weeks.
""")
f("2026-04-16", "fact", ["edgeshop", "history", "preorders"], """
@@D5a@@From launch until 2026-04-15 edgeshop ran in pre-order-only mode while the first batch was finished.
""")
f("2026-10-08", "fact", ["edgeshop", "stock"], """
@@D5b@@All batch knives on edgeshop are in-stock items; we don't take pre-orders.
""")
f("2026-02-06", "fact", ["postedge", "launch"], """
@@D7a@@At launch in February 2026, sharpening by post was capped at 20 parcels a week.
""")
f("2026-06-02", "fact", ["infra", "email", "history"], """
@@D8a@@We were on Google Workspace for mail until 2026-05; the export is in the B2 bucket.
""")
f("2026-03-22", "fact", ["dev", "git", "history"], """
@@D9a@@From January to March the agent worked in the monorepo `hollinedge/all`; it was split into separate repos on 2026-03-20.
""")
f("2026-09-17", "fact", ["edgeshop", "git"], """
@@D9b@@edgeshop lives in `hollinedge/edgeshop` on GitHub.
""")
# --- negation scope
f("2026-08-17", "preference", ["commissions", "shipping"], """
@@NS1a@@Commission knives are never posted without a signed-for service.
""", 0.95)
f("2026-05-22", "preference", ["sharpening", "complaints"], """
@@NS2a@@Complaints about a sharpening result go to Dafydd directly, not to the shared inbox.
""", 0.95)
f("2026-08-04", "fact", ["sharpening", "legal"], """
@@NS3a@@Postal sharpening returns don't need an age check; they're the customer's own knives.
""")
f("2026-07-19", "fact", ["edgeshop", "refunds"], """
@@NS5b@@Marta issues refunds for cancelled shop orders straight from the Stripe dashboard.
""")
f("2026-08-21", "preference", ["sharpening", "japanese"], """
@@NS8a@@Customers' Japanese knives never go on the belt grinder; whetstones only.
""", 0.95)
f("2026-06-27", "preference", ["finance", "stripe"], """
@@NS9a@@Escalate failed Stripe payouts to Rhiannon, not to the accountant.
""", 0.95)
f("2026-09-05", "decision", ["commissions", "payments"], """
@@NS10a@@Commission balances are never taken in cash; bank transfer or Stripe only.
""", 0.95)
# --- agreeing duplicates
f("2026-02-24", "fact", ["sharpening", "address"], """
@@A1a@@Postal sharpening parcels go to Unit 4, Eamont Bridge Workshops, Penrith CA10 2BX.
""")
f("2026-05-09", "fact", ["edgeshop", "node"], """
@@A2b@@edgeshop targets Node 22; anything older fails on the streaming `fetch` in the cart API.
""")
f("2026-02-27", "fact", ["knives", "specs"], """
@@A3a@@Chef's knives start as 2.5 mm stock.
""")
f("2026-07-01", "fact", ["finance", "stripe"], """
@@A4b@@Stripe payouts land weekly, on Mondays.
""")
f("2026-03-08", "preference", ["sharpening", "packing"], """
@@A5a@@Customers must send knives in an edge guard or wrapped in card; loose blades get sent back unsharpened.
""", 0.95)
f("2026-04-04", "preference", ["copy", "customers"], """
@@A6a@@Use British English in customer copy: colour, organise, cheque.
""", 0.95)
f("2026-03-12", "fact", ["edgeshop", "staging"], """
@@A7b@@edgeshop staging lives at `staging.hollinedge.co.uk` behind basic auth.
""")
f("2026-05-19", "fact", ["forgebook", "time"], """
@@A8a@@forgebook stores timestamps in UTC and shows them in Europe/London.
""")
f("2026-09-09", "fact", ["commissions", "engraving"], """
@@A9b@@Engraving limit is 20 characters, including spaces.
""")
f("2026-04-01", "fact", ["edgeshop", "pricing", "vat"], """
@@A10b@@All edgeshop prices include VAT at 20%.
""")
# --- fillers (no claim markers)
f("2026-01-14", "fact", ["workshop"], """
The workshop alarm code changes every quarter; Rhiannon texts the new one.
""")
f("2026-01-21", "preference", ["agent", "style"], """
Rhiannon prefers PR descriptions with a one-line summary first, then a bullet list of changes.
""", 0.95)
f("2026-02-02", "fact", ["postedge", "launch"], """
Sharpening by post opened to the public on 2 February 2026 with a newsletter announcement.
""")
f("2026-03-29", "fact", ["markets", "keswick"], """
The Keswick pitch is number 14, next to the cheese stall.
""")
f("2026-05-01", "fact", ["steel", "scrap"], """
Steel scrap goes to the merchant in Carlisle twice a year; the money goes in the tea fund.
""")
f("2026-06-20", "decision", ["edgeshop", "catalogue"], """
Bread knives are listed as batch knives, not accessories.
""", 0.95)
f("2026-07-27", "fact", ["forgebook", "photos"], """
Build log photos are stored in the forgebook media bucket; the bucket has versioning on.
""")
f("2026-08-09", "fact", ["markets", "van"], """
The van's MOT is due in February; the garage is booked.
""")
f("2026-09-19", "preference", ["agent", "tests"], """
For forgebook, add a test with every bug fix, even a small one.
""", 0.95)
f("2026-10-11", "fact", ["christmas", "edgeshop"], """
The Christmas last-order date for UK delivery is 17 December this year.
""")
f("2026-10-27", "fact", ["workshop", "insurance"], """
Workshop contents insurance renews in January; the broker needs the tool list updated first.
""")
f("2026-11-12", "fact", ["markets", "christmas"], """
Keswick has two extra late-night Christmas markets this year, on 4 and 11 December.
""")
f("2026-11-19", "decision", ["edgeshop", "photos"], """
New product photos use the slate background; the old white-background ones are being phased out as stock sells.
""", 0.95)
