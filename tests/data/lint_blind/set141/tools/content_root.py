# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
# description strings starting with "!" are written flat (unquoted, may contain ": ").

ROOT = {}

def root(path, name, desc, typ, title, hook, body):
    ROOT[path] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body)

root("reference_stockpot.md", "stockpot", "!stockpot overview: stock levels and the reorder list built from till sales", "reference",
     "stockpot", "what stockpot is, where it runs, how it's wired", """\
stockpot is Rob's little Flask app that turns till sales into a reorder list for Helen.
Repo: `github.com/ashcombe-shop/stockpot` (private).

## Stack
@@V7a@@
@@R4a@@
@@V1a@@
@@O9a@@
- Templates are plain Jinja, no JS framework; Helen uses it on the office laptop

## Data in
@@S1a@@
- Supplier price lists are uploaded by hand as CSV from the admin page (Booker, Bestway)
- Product codes follow the Epos Now PLU; anything without a PLU is ignored

## Reorder logic
@@S8a@@
- Reorder point and pack size live on each product row; the job compares stock on hand with the reorder point
@@F7a@@
- Milk reorder point: 12 litres (the 2-litre semi-skimmed is counted as 2)
- Newspapers are not in stockpot at all — the paper order is standing and adjusted on the wholesaler's portal

## Gotchas
- The product table has ~2,300 rows; never load it into memory in a request handler
- `flask db upgrade` is wrapped by `make migrate`; run that, not alembic by hand
""")

root("reference_rotaboard.md", "rotaboard", "Volunteer rota app — shifts, swaps, reminders", "reference",
     "rotaboard", "volunteer rota app: stack, hosting, SMS", """\
rotaboard is the volunteer rota app Rob built this year. Volunteers sign in with a magic link;
Margaret and Helen have admin accounts.

## Stack and hosting
@@F2a@@
- Database: PostgreSQL, database `rotaboard`
@@R2b@@
@@O9b@@
@@R5a@@

## Reminders and messages
@@S3a@@
@@V5a@@
@@N10a@@
@@O1a@@
- Swap requests are emailed, not texted, to keep the SMS bill down

## Accounts
@@O7b@@
- Volunteer accounts never expire; Margaret archives people who have left
- Magic links are valid for 30 minutes
""")

root("reference_roundabout.md", "roundabout", "!roundabout: the home delivery ordering app", "reference",
     "roundabout", "home delivery orders app and the delivery rules it enforces", """\
roundabout handles the weekly home delivery for housebound and elderly customers.

## App
@@D7b@@
@@O4b@@
@@R10a@@
@@R6a@@
@@S9b@@
- Drivers see the run sheet on their phones; no login, just a per-round link

## Delivery rules
@@V8a@@
@@O3b@@
@@NS4b@@
- Tobacco and lottery can't be ordered for delivery
- Chilled goods go in the cool bags, which come back to the shop on the same round
@@N7a@@
- Orders close at 10:00 on the day of the round
""")

root("reference_post_office.md", "post-office-counter", "How the Post Office counter works in the shop (Horizon, cash, collections)", "reference",
     "Post Office counter", "PO counter routines, hours, cash and collections", """\
We're a Post Office Local: the counter is run by Helen (postmaster) and Sam, with the Horizon terminal,
label printer and scales.

## Where and when
@@D5b@@
@@O2b@@
- The counter is closed on Sundays and bank holidays

## Cash
@@F4a@@
@@V2a@@
- Cash declarations on Horizon are done every evening before close
- Weekly balance on Wednesdays, trading period rolls over monthly

## Mail and parcels
@@V3a@@
- Special Delivery items go in the yellow pouch, never in the general sack
- Drop & Go business customers (the honey stall, the craft lady in Fenwick) bring parcels in the morning

## Transactions
@@NS1b@@
@@N6a@@
@@NS10a@@
- Banking deposits and withdrawals for all the high-street banks are done at the counter
""")

root("reference_shop.md", "shop-basics", "!Shop basics: opening hours, till rules, age checks, freezers", "reference",
     "Shop basics", "opening hours, till rules, age checks, fridges and freezers", """\
Ashcombe Community Shop is owned by its members (community benefit society, 212 members) and run by
Helen Carew with about 40 volunteers.

## Opening hours
| Day | Opens | Closes |
|---|---|---|
@@D1b@@
| Saturday | 08:00 | 17:00 |
@@V9a@@

## Till
- Tills run Epos Now on two iPads; the back-office PC has the Epos Now back office
@@O5a@@
@@N4a@@
- National Lottery terminal sits next to the main till
@@S7a@@

## Age checks
@@A5a@@
- Refusals go in the refusals book under the till

## Fridges and freezers
@@O10a@@
@@D10b@@
- Fridge and freezer temperatures are logged on paper, not in any of the apps
""")

root("reference_suppliers.md", "suppliers", "Who supplies what, and how ordering works", "reference",
     "Suppliers", "main suppliers, delivery days, how orders are placed", """\
## Booker (cash & carry, main grocery supplier)
@@F1a@@
@@D3b@@
@@V6a@@
@@NS7b@@

## Others
@@R7a@@
@@S4a@@
- Bread: Hollins of Wellsford, daily except Sunday, order by phone the afternoon before
- Local eggs from Cleeve Farm, Fridays, cash on delivery
- Greetings cards on sale or return from a rep who visits every six weeks
""")

root("reference_infra.md", "infra", "!Infra: backroom-pi, the VPS, backups", "reference",
     "Infrastructure", "the Pi in the back office, the VPS, and backups", """\
## backroom-pi
- Raspberry Pi 4 (8 GB) in the back office, on the UPS under the desk
- Raspberry Pi OS (Bookworm, 64-bit); reachable on the shop LAN as `backroom-pi.local`
@@D4b@@
- Tailscale for remote access; Rob and Claude's sessions go through Rob's tailnet

## VPS
- Mythic Beasts VPS, 2 GB, Debian 12, hostname `vps1.ashcombeshop.org.uk`
- Caddy handles TLS for everything on it

## Backups
@@F9a@@
@@S6a@@
- restic repository password is in the shop's 1Password vault ("restic backroom")
""")

root("reference_volunteers.md", "volunteers", "Volunteer rules, training and perks", "reference",
     "Volunteers", "volunteer rules, training, shifts, perks", """\
About 40 volunteers; Margaret Oduya coordinates them, Helen signs them off for till work.

## Shifts
@@V4a@@
@@F6a@@
- Nobody should do more than two shifts a week unless they ask to

## Training and checks
@@F3a@@
@@N1a@@
@@N9a@@
- Fire and first-aid briefing on the first day, signed on the induction sheet

## Till
@@NS6b@@
- Volunteers don't do the end-of-day cash-up; Helen or Sam does

## Perks
@@O6a@@
- Free tea and coffee on shift
""")

root("reference_accounts.md", "accounts", "Money side: bookkeeping, bank, PO remuneration", "reference",
     "Accounts", "bookkeeping, bank accounts, who pays what", """\
@@R8a@@
- Business bank account with Unity Trust; the PO settlement goes to a separate account
- Post Office remuneration is paid monthly, about six weeks in arrears
- Rob reconciles monthly; year end is 31 March
- Epos Now daily Z-reports are the source for shop takings
""")

root("reference_newsletter.md", "members-newsletter", "The members' newsletter", "reference",
     "Members' newsletter", "how the members' newsletter is made and sent", """\
The newsletter goes to members and to anyone who signed up at the till.

@@R3a@@
@@D9b@@
- Written by Margaret and Helen, Rob does the layout
- Printed copies (about 60) are left by the till for people without email
""")

root("user_rob.md", "rob-finch", "Rob Finch, the treasurer who does the shop's coding", "user",
     "Rob Finch", "treasurer, writes the shop's tools with Claude", """\
Rob Finch is the shop's treasurer and a retired software tester; he writes the shop's small tools
(stockpot, rotaboard, roundabout, the website) with Claude's help.

@@NS2b@@
- Works in VS Code on a ThinkPad; comfortable with Python, learning JavaScript
- Likes to see the plan before code is written
- Usually at the shop on Tuesday and Friday mornings
""")

root("user_helen.md", "helen-carew", "Helen Carew, shop manager and postmaster", "user",
     "Helen Carew", "shop manager and postmaster; main user of the tools", """\
Helen Carew manages the shop and is the postmaster for the counter. She is the main user of stockpot
and the roundabout admin page, and she is not technical.

- Day off is Wednesday; Sam runs the counter then
- Reads everything on her phone first, the laptop second
- Cares most about the Booker order being right and the rota being full
""")

root("user_margaret.md", "margaret-oduya", "Margaret Oduya, volunteer coordinator", "user",
     "Margaret Oduya", "volunteer coordinator; rotaboard admin", """\
Margaret Oduya coordinates the volunteers and is the main rotaboard admin.

@@NS9a@@
- Prefers a phone call to a message for anything urgent
- Runs the volunteer induction on the first Monday of the month
""")

root("feedback_git.md", "git-habits", "How Rob wants git used on the shop repos", "feedback",
     "Git habits", "branches, PRs and pushing on the shop repos", """\
@@N5a@@
@@N8a@@
@@NS5b@@
- Branch names: `rob/<topic>` for Rob, `claude/<topic>` for anything Claude starts

**Why:** Rob reviews everything in the GitHub app on his phone and wants history he can follow.

**How to apply:** make a branch, push, open a PR, wait for Rob's review before merging.
""")

root("feedback_plain_english.md", "plain-english-for-helen", "Explaining things to Helen", "feedback",
     "Plain English for Helen", "how to write anything Helen will read", """\
@@A4a@@

**Why:** Helen told Rob the first stockpot release notes "might as well have been in Welsh".

**How to apply:** release notes and error messages in the admin pages say what she'll see in the
shop and what to do about it; the technical detail goes in the PR for Rob.
""")

root("feedback_uk_spelling.md", "uk-spelling", "Spelling in customer-facing text", "feedback",
     "UK spelling", "spelling and wording for customer-facing text", """\
@@A9a@@
- Dates as 14 April 2026, never 04/14
- Prices with £ and two decimals, except whole pounds on posters

**Why:** American spelling crept into the website's first draft and a member complained.
""")

root("feedback_pr_size.md", "pr-size", "How big PRs should be", "feedback",
     "PR size", "keep pull requests reviewable", """\
@@F8a@@

**Why:** Rob reviews between customers on a Tuesday morning; a long diff just sits there.

**How to apply:** split refactors from behaviour changes; say in the description what to test in the shop.
""")

root("feedback_deploy_windows.md", "deploy-windows", "When it's safe to deploy or run migrations", "feedback",
     "Deploy windows", "when deploys and migrations are OK", """\
@@N3a@@
@@NS3a@@
- roundabout: don't deploy on a Thursday before the round has gone out

**Why:** a broken deploy on a Friday evening once left Helen without the reorder list on Saturday.
""")

root("feedback_escalation.md", "escalation", "Who to send problems to", "feedback",
     "Escalation", "who handles which kind of fault", """\
@@NS2a@@
- Card terminal problems: the terminal provider's support line, number on the back of the terminal
- Epos Now tills: Epos Now support first, then Rob
- Power or internet outage: Helen rings Rob and the landlord

**Why:** Rob can't touch Horizon; the Post Office kit is theirs.
""")

root("project_card_terminal.md", "card-terminal", "Card payments at the shop till", "project",
     "Card terminal", "how card payments are taken at the shop till", """\
@@R1a@@
- Contactless limit is the standard £100
- The counter has its own PIN pad, which belongs to the Post Office and isn't ours

**Why:** fees on the old rental were eating most of the margin on a pint of milk.
""")

root("project_website.md", "shop-website", "The shop's public website", "project",
     "Shop website", "the public website: stack and hosting", """\
@@S2a@@
- Hugo static site; opening hours and news are Markdown files in `content/`
@@O4a@@
- Helen edits the news page through the CMS form; Rob does everything else
""")

root("project_rotaboard_rollout.md", "rotaboard-rollout", "Rolling out rotaboard to the volunteers", "project",
     "rotaboard rollout", "how rotaboard replaced the sheet; status", """\
@@S5b@@
- 37 of 41 volunteers have signed in at least once; Margaret enters shifts for the other four
- Next: a printable weekly rota for the noticeboard (Helen asked)
""")

root("project_delivery_round.md", "delivery-round", "The weekly home delivery round", "project",
     "Home delivery round", "the weekly home delivery service and its history", """\
The home delivery round started as a pilot for housebound customers and became permanent in May.

@@F5a@@
@@D2a@@
- About 25 households a week; three volunteer drivers take turns
""")

root("project_refit_2026.md", "refit-2026", "The September 2026 shop refit", "project",
     "Shop refit 2026", "what changed in the September refit", """\
Funded by the lottery community fund grant and member shares.

@@D5a@@
@@D10a@@
- New shelving along the left wall, wider aisle for wheelchairs and buggies
- LED lighting throughout; the old fluorescent tubes went to the tip
""")

root("project_christmas_2026.md", "christmas-2026", "Christmas 2026 plans", "project",
     "Christmas 2026", "Christmas opening and ordering plans", """\
@@D6a@@
- Christmas Eve: normal hours; closed 25–26 December and 1 January
- Turkey and veg box pre-orders through the till, deposit £10
- Extra rota slots are in rotaboard already; Margaret is chasing volunteers for them
""")

root("project_stock_report.md", "stock-report", "The weekly stock report for Helen", "project",
     "Weekly stock report", "the stock report Helen gets from stockpot", """\
@@F10a@@
- She prints it and takes it round the shelves with a pen
- Rob wants a CSV version too, for his own sums
""")

root("reference_glossary.md", "glossary", "!Glossary: shop and Post Office terms", "reference",
     "Glossary", "shop and Post Office jargon", """\
- **Horizon**: the Post Office's counter system; not ours, we can't change it
- **Pouch**: the sealed cash delivery/collection for the PO counter
- **Drop**: a wholesaler delivery
- **Z-report**: end-of-day till report from Epos Now
- **PLU**: product code on the till
- **The round**: the weekly home delivery
- **backroom-pi**: the Raspberry Pi in the back office
""")

root("reference_repos.md", "repos", "Where the code lives", "reference",
     "Repos", "the shop's repositories on GitHub", """\
All under the `ashcombe-shop` GitHub organisation, private:
- `stockpot`: stock and reorder list
- `rotaboard`: volunteer rota
- `roundabout`: home delivery orders
- `site`: the public website
- `ops`: Ansible for backroom-pi and the VPS, plus the backup scripts
""")

root("feedback_testing.md", "testing", "Testing expectations", "feedback",
     "Testing", "what to test before asking Rob to review", """\
Run the test suite before asking for review, and say in the PR which shop scenario was checked by hand.

**Why:** a stockpot change once put every product on the reorder list; no test covered an empty sales day.

**How to apply:** add a test for the bug before fixing it; for stockpot, include a day with no sales.
""")

root("feedback_personal_data.md", "personal-data", "Customer and volunteer personal data", "feedback",
     "Personal data", "how to treat customer and volunteer data", """\
Don't copy customer addresses or volunteer phone numbers into issues, PRs, logs or test fixtures.

**Why:** the society is a data controller; Rob is the named contact with the ICO.

**How to apply:** use the fake fixtures in `tests/fixtures/`; redact before pasting anything from production.
""")

root("project_agm_2026.md", "agm-2026", "The 2026 members' AGM", "project",
     "AGM 2026", "the members' AGM and what the tools need for it", """\
- AGM is on 21 January 2027 in the village hall
- Rob needs a members list export with share numbers; it comes from the share register spreadsheet, not from any app
- Helen wants a slide with the year's delivery numbers from roundabout
""")

root("project_loyalty_idea.md", "loyalty-idea", "Idea: a loyalty scheme at the till", "project",
     "Loyalty scheme idea", "parked idea for a members' loyalty scheme", """\
Parked. The committee liked the idea of a members' loyalty stamp but nobody wants another app.
- Epos Now has a loyalty module but it's an extra monthly fee
- A paper stamp card would do for a year
""")

root("reference_contacts.md", "contacts", "Useful contacts (roles, not numbers)", "reference",
     "Contacts", "who to contact for what", """\
- Helen Carew: shop manager and postmaster
- Sam Whitlock: part-time, runs the counter on Wednesdays and Saturdays
- Margaret Oduya: volunteer coordinator
- Rob Finch: treasurer, all the apps
- Committee chair: Jean Parry
- Phone numbers are in the shop's 1Password vault, not in memory
""")

root("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
     "Commit messages", "how commit messages should look", """\
Short imperative subject, under 70 characters, with the app name if the repo is `ops` (e.g. `backup: prune older snapshots`).
No emoji, no co-author trailer.
""")
