# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def auto(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = dict(title=title, created=created, tags=tags, body=body)

auto("po-cash-handling", "PO cash handling", "2026-02-12", ["post-office", "cash"], """\
# PO cash handling

Notes from Helen's walkthrough of the counter's cash routine.

## Safe
@@V2b@@
@@NS8a@@
- The safe key lives on Helen's keyring; Sam has the spare

## Pouches
- Outgoing surplus cash is remmed out in the pouch; Horizon prints the rem slip
- Count the pouch contents with two people and sign the slip
""")

auto("rota-shift-pattern", "Rota shift pattern", "2026-03-03", ["rota", "volunteers"], """\
# Shift pattern for the rota

Written up for rotaboard's seed data.

@@V4b@@
- Saturday: one morning shift and one afternoon shift
- Sunday: a single morning shift, usually the same two people

Shift templates are editable in rotaboard's admin, so this is only the starting point.
""")

auto("booker-ordering", "Booker ordering", "2026-03-10", ["suppliers", "booker"], """\
# How the Booker order gets done

@@D3a@@
Now Helen builds the order from stockpot's reorder list on Sunday afternoon and checks promotions.

- Substitutions show up on the invoice; Helen checks them against the delivery on Tuesday
- Credits for damaged items are requested in the app within 48 hours
""")

auto("stockpot-dev-setup", "stockpot dev setup", "2026-06-22", ["stockpot", "dev"], """\
# stockpot: setting up a dev machine

@@V7b@@
type-alias syntax in `reorder.py` won't parse on anything older.

Install the dependencies as the README says, then `make dev-db` restores the anonymised dump into a local database.

## Migrations
@@NS5a@@
- New migration: `make migration m="what changed"`, then check the generated file by hand

```
git clone git@github.com:ashcombe-shop/stockpot.git
cd stockpot
make dev-db
make run
```
""")

auto("till-cheatsheet", "Till cheat sheet for volunteers", "2026-04-14", ["till", "volunteers"], """\
# Till cheat sheet

Printed and stuck by the till; this is the source text.

- Scan, or tap the category button for loose veg and cards
@@R1b@@
@@NS6a@@
@@N6b@@
- Newspapers: scan the barcode on the masthead; if it won't scan, use the PAPERS button
- If Epos Now freezes, close the app and reopen it; don't restart the iPad mid-sale
""")

auto("roundabout-notes", "roundabout notes", "2026-08-06", ["roundabout", "ops"], """\
# roundabout — running notes

@@R6b@@
Render's environment settings, and Rob gets the email alerts.

- Logs: Render dashboard, 7 days kept
- Run sheet PDF is generated on the fly; it breaks if an address has an emoji in it (fixed in 1.4.2)
""")

auto("treasurer-handover", "Treasurer handover notes", "2026-09-28", ["accounts", "treasurer"], """\
# Treasurer handover notes (in case Rob steps down at the AGM)

@@R8b@@
- Year end is 31 March; the accounts go to the independent examiner in May
- VAT: the shop is registered; the PO income is outside the scope
- Z-reports from the tills are the daily takings record
""")

auto("rotaboard-contributing", "rotaboard CONTRIBUTING notes", "2026-05-02", ["rotaboard", "git"], """\
# rotaboard: how changes land

- Branch from main, open a PR, tests must be green
@@R9b@@
@@N3b@@
- Fixtures in `rota/fixtures/` are fake volunteers only
""")

auto("lottery-and-age-checks", "Lottery and age checks", "2026-02-20", ["till", "compliance"], """\
# Lottery and age-restricted sales

@@N2a@@
@@A5b@@
If in doubt, refuse, and write it in the refusals book.

Trading Standards did a test purchase in 2024; we passed.
""")

auto("delivery-round-notes", "Delivery round notes", "2026-04-16", ["delivery", "volunteers"], """\
# Delivery round — how it works

@@S10a@@
@@F5b@@
@@N9b@@

Drivers use their own cars; mileage is paid at 45p a mile from petty cash.
""")

auto("website-move", "Website move", "2026-04-15", ["website", "hosting"], """\
# Website move

@@S2b@@
DNS for ashcombeshop.org.uk stays at Mythic Beasts; only the CNAME changed.
The CMS form for Helen's news posts still works, it commits to the `site` repo as before.
""")

auto("milk-supply", "Milk supply", "2026-08-18", ["suppliers", "milk"], """\
# Milk

@@S4b@@
The semi-skimmed sells fastest; Helen wants the 2-litre on the reorder list, not the 4-pint.
""")

auto("saturday-rota", "Saturday rota", "2026-02-07", ["rota", "volunteers"], """\
# Saturday rota

@@S5a@@
Margaret fills it in on Thursday evenings; people write their names in themselves if they can.
Saturday is the busiest morning because of the counter and the papers.
""")

auto("stockpot-ops", "stockpot ops", "2026-09-30", ["stockpot", "ops"], """\
# stockpot — running it

@@S8b@@
- The timer is `stockpot-reorder.timer`; logs with `journalctl -u stockpot-reorder`
@@O1b@@
- If the reorder list looks empty on a Monday, check the job ran before anything else
""")

auto("backup-runbook", "Backup runbook", "2026-09-24", ["backups", "ops"], """\
# Backup runbook

Backups are run by the `ops` repo's backup script, installed by Ansible.

@@V10b@@

```
restic -r b2:ashcombe-backups:/restic snapshots
restic -r b2:ashcombe-backups:/restic forget --keep-daily 90 --prune
```

## Restore test
Done quarterly: restore the latest stockpot dump into a scratch database on the VPS and count the products.
""")

auto("volunteer-induction", "Volunteer induction", "2026-03-02", ["volunteers", "training"], """\
# Volunteer induction checklist

1. Fire exits, first aid box, the panic button under the counter
2. Tour of the stockroom and the chiller
3. rotaboard sign-in with Margaret

@@F3b@@
New volunteers get the till cheat sheet to take home.
""")

auto("stock-report", "Stock report", "2026-07-20", ["stockpot", "reports"], """\
# Stock report spec

@@F10b@@
Items with zero sales for 8 weeks get their own section at the end ("slow movers").
""")

auto("epos-now-api", "Epos Now API", "2026-06-17", ["stockpot", "epos-now"], """\
# Epos Now API notes

- Auth is a basic-auth key/secret pair from the back office (Apps > API)
@@O7a@@
- Sales endpoint is paginated 200 per page; a busy Saturday is about 9 pages
- Rate limit is generous; we've never hit it
""")

auto("parcel-carriers", "Parcel carriers at the counter", "2026-05-14", ["post-office", "parcels"], """\
# Parcel carriers

@@O8a@@
DPD pickups are for the Drop & Go business customers only; members of the public use Royal Mail or Parcelforce.
""")

auto("fridge-temps", "Fridge temperatures", "2026-06-23", ["food-safety"], """\
# Fridge and chiller temperatures

@@O10b@@
If it reads above that twice in a row, move the stock to the back fridge and ring Helen.
The sheet goes in the food safety folder at the end of each month (environmental health like to see it).
""")

auto("volunteer-perks", "Volunteer perks", "2026-03-12", ["volunteers"], """\
# Volunteer perks

@@D8a@@
The committee raised it this spring to say thank you for the winter.
Volunteers also get the Christmas party and a card on their birthday.
""")

auto("paper-round", "Paper round", "2026-01-23", ["newspapers", "delivery"], """\
# Paper round

@@A1b@@
Two paper rounds: the village, and Lower Ashcombe; teenagers do them before school, Helen does Sundays.
Bills are paid monthly at the till.
""")

auto("pi-setup", "backroom-pi setup", "2026-04-11", ["infra", "pi"], """\
# backroom-pi setup

Provisioned by the `ops` repo (`ansible-playbook pi.yml`).
@@A10b@@
- Postgres only listens on the LAN and the tailnet
- unattended-upgrades is on; reboots happen at 04:00 on Mondays
""")

auto("horizon-notes", "Horizon notes", "2026-02-13", ["post-office", "horizon"], """\
# Horizon notes

Horizon is the Post Office's system; we only use it.

@@NS1a@@
- Smartcard login per user; Helen and Sam each have one
- If Horizon is slow in the morning it is usually the overnight update still running
""")

# ---- notes with no labelled claim
auto("till-end-of-day", "Till end of day", "2026-01-16", ["till"], """\
# End of day at the shop till

1. Print the Z-report from Epos Now
2. Count the drawer, note the difference on the cash sheet
3. Float of £100 back in the drawer, the rest in the bag for the bank
Helen or Sam only.
""")

auto("shop-wifi", "Shop Wi-Fi", "2026-01-19", ["infra"], """\
# Shop Wi-Fi

- Two networks: staff (tills, Pi, office laptop) and guest (volunteers' phones)
- Router is the BT Smart Hub in the stockroom; password in 1Password
- The Epos Now iPads must stay on the staff network or card payments fail
""")

auto("defibrillator", "Defibrillator", "2026-01-30", ["village"], """\
# The defibrillator outside the shop

Registered on The Circuit. Jean Parry checks it on the first of every month; pads expire in 2027.
""")

auto("caddy-config", "Caddy config on the VPS", "2026-04-22", ["infra", "vps"], """\
# Caddy on the VPS

Config is in the `ops` repo, `roles/caddy/templates/Caddyfile.j2`.

```
rota.ashcombeshop.org.uk {
    reverse_proxy 127.0.0.1:8001
}
```

Certificates are automatic; nothing to renew by hand.
""")

auto("stockpot-reorder-edge-cases", "stockpot reorder edge cases", "2026-07-07", ["stockpot"], """\
# Reorder edge cases

- Promotions: Booker's promo codes differ from the normal ones, so stockpot maps both to one product
- Discontinued lines stay in the table with `active = false`; don't delete them, the sales history needs them
- Seasonal lines (barbecue stuff, Christmas) only appear on the list when Helen ticks "in season"
""")

auto("vps-hardening", "VPS hardening", "2026-03-21", ["infra", "vps"], """\
# VPS hardening

- SSH keys only, password login off, root login off
- ufw allows 22, 80 and 443
- unattended-upgrades for security updates
""")

auto("horizon-outage-2026-10", "Horizon outage, 3 October", "2026-10-03", ["post-office", "incident"], """\
# Horizon outage — 3 October 2026

Horizon was down nationally from about 10:00 to 14:00. Customers were told to come back; no transactions
were possible at the counter. Nothing for us to fix; logged here because Helen asked whether the Pi was to blame.
""")

auto("volunteer-leavers", "Volunteer leavers", "2026-05-26", ["volunteers", "rotaboard"], """\
# When a volunteer leaves

- Margaret archives them in rotaboard (not delete: the shift history is used for the annual report)
- Their till login is removed from Epos Now by Helen
- Return the key fob if they had one
""")

auto("epos-now-categories", "Epos Now categories", "2026-02-02", ["till", "epos-now"], """\
# Till categories

Categories on the till match the stockpot supplier groups: Grocery, Chilled, Frozen, Household, Drinks,
Alcohol, Tobacco, News, Cards & Gifts, Local. Reports in Epos Now are grouped the same way.
""")

auto("grant-reporting", "Grant reporting", "2026-10-19", ["funding"], """\
# Grant reporting

The refit grant needs a six-month report in March 2027: footfall, sales and volunteer hours.
Footfall comes from the till transaction count; volunteer hours come from rotaboard's shift export.
""")

auto("noticeboard", "Noticeboard", "2026-05-09", ["shop"], """\
# Noticeboard

Village notices go on the board by the door for a month; Helen takes down anything commercial.
The printed weekly rota is supposed to go up here once rotaboard can print it.
""")

auto("claude-session-tips", "Working with Claude on the shop apps", "2026-03-18", ["meta"], """\
# Working with Claude on the shop apps

- Start each session by saying which app; the repos look alike
- Ask Claude to read the app's reference memory before touching code
- End with a short summary Rob can paste into the PR
""")

auto("committee-notes-2026-06", "Committee notes, June", "2026-06-10", ["committee"], """\
# Committee, 9 June 2026

- Refit booked for September; the counter needs a temporary home while the floor is done
- Agreed to keep the delivery round going after the pilot
- Treasurer's report: shop takings up 8% on last year
""")

auto("christmas-hampers", "Christmas hampers", "2026-11-16", ["christmas"], """\
# Christmas hampers

Three sizes, made up by volunteers in the week of 14 December. Orders on the paper sheet by the till.
Contents list is in the shared drive; local producers first.
""")

auto("stockroom-layout", "Stockroom layout", "2026-09-25", ["shop"], """\
# Stockroom after the refit

- Booker cages go by the back door, unpacked the same morning
- Chilled stock straight into the back fridge
- Keep the aisle to the back door clear; the fire exit is behind the cages
""")

auto("rotaboard-feedback", "rotaboard feedback from volunteers", "2026-04-30", ["rotaboard", "volunteers"], """\
# What volunteers said about rotaboard (first six weeks)

- Magic links confuse a few people; Margaret prints a one-page guide
- People like seeing who else is on their shift
- Requests: a "can't make it" button, and the week at a glance on one screen
""")

auto("bank-holiday-checklist", "Bank holiday checklist", "2026-05-01", ["shop", "checklist"], """\
# Bank holiday checklist

- Counter closed; put the notice up on the Friday before
- Bring the Booker order forward if the holiday is a Tuesday
- Check rotaboard has the holiday shifts marked, Margaret sometimes forgets the Monday
- Papers: the wholesaler still delivers, so someone has to be in to take them
""")

auto("shoplifting", "Shoplifting", "2026-06-29", ["shop", "security"], """\
# Shoplifting

Don't challenge anyone. Note the time and what was taken, tell Helen, and she decides whether to call the police.
The camera above the door records for 14 days; only Helen and Rob can export clips.
""")

auto("stockpot-ideas", "stockpot ideas", "2026-10-27", ["stockpot", "ideas"], """\
# stockpot ideas (not started)

- Suggest order quantities from last year's sales for the Christmas weeks
- Flag products whose Booker price went up more than 10%
- A phone-friendly view of the reorder list for Helen
""")

auto("rotaboard-annual-report", "Volunteer hours for the annual report", "2026-11-18", ["rotaboard", "reports"], """\
# Volunteer hours for the annual report

The shift export in rotaboard's admin gives one row per shift with the volunteer and the hours.
Sum by month; the annual report wants the total and the number of different volunteers.
""")
