# remnic facts: key -> (date, category, tags, body)
F = {}
def fact(key, date, cat, tags, body):
    F[key] = dict(date=date, cat=cat, tags=tags, body=body)

fact("f_no_coauthor", "2026-01-21", "preference", ["git", "commits"], """
{{A3b}}
""")
fact("f_tailwind", "2026-02-09", "fact", ["shopfront", "css"], """
{{F2b}}
The v4 migration is parked; don't start it without asking Tamsin.
""")
fact("f_order_lock", "2026-02-16", "fact", ["boxd", "orders"], """
{{F10b}}
Locked orders can only be changed by Hollie from the admin, and only for address fixes.
""")
fact("f_rspec_first", "2026-03-03", "preference", ["boxd", "testing"], """
{{F7b}}
Tamsin wants to see the red run in the PR description.
""")
fact("f_avail_cutoff", "2026-03-10", "fact", ["growerlink", "availability"], """
{{V9b}}
Late entries have to be phoned through to Gwen, who types them in herself.
""")
fact("f_pick_deadline", "2026-03-18", "fact", ["pickplan", "shed"], """
{{A2b}}
Gwen said this twice in the March review, so treat the pick-list deadline as hard.
""")
fact("f_avail_truth", "2026-03-25", "fact", ["growerlink", "availability"], """
{{A6b}}
""")
fact("f_large_box", "2026-04-02", "fact", ["boxes"], """
{{O10b}}
""")
fact("f_heroku", "2026-04-07", "fact", ["paysweep", "history"], """
{{D1a}}
The Heroku app `bramble-paysweep` has been deleted; its config vars were moved into the new env file.
""")
fact("f_eta_sms", "2026-04-14", "fact", ["rounds", "sms"], """
{{F4b}}
""")
fact("f_boxd_mailgun", "2026-04-22", "fact", ["boxd", "email"], """
{{R4b}}
Bounces come back to the webhook at `/webhooks/mail/bounces`, which marks the address as bad.
""")
fact("f_loki", "2026-04-28", "fact", ["monitoring", "logs"], """
{{A8b}}
""")
fact("f_q1_price", "2026-05-04", "fact", ["boxes", "pricing", "history"], """
{{D10a}}
""")
fact("f_grow_ruff", "2026-05-06", "preference", ["growerlink", "python"], """
{{R9b}}
""")
fact("f_jump_shut", "2026-05-12", "fact", ["infra", "ssh"], """
{{S5b}}
""")
fact("f_magic_links", "2026-05-19", "fact", ["growerlink", "auth", "history"], """
{{D5a}}
Several growers share one email address with their partner, which is part of why that changed.
""")
fact("f_basket_hold", "2026-05-20", "fact", ["shopfront", "basket"], """
{{V5b}}
""")
fact("f_mjml", "2026-05-27", "fact", ["mailer", "templates"], """
{{F9b}}
""")
fact("f_shop_netlify", "2026-06-03", "fact", ["shopfront", "hosting"], """
{{R2b}}
""")
fact("f_grow_no_sms", "2026-06-17", "fact", ["growerlink", "notifications"], """
{{N5b}}
""")
fact("f_kuma", "2026-06-24", "decision", ["monitoring"], """
{{S1b}}
Checks are defined in `monitoring/kuma/` in the infra repo and applied with the Kuma API script.
""")
fact("f_overnight_reorder", "2026-06-29", "fact", ["rounds", "planning"], """
{{G8b}}
""")
fact("f_oos_hidden", "2026-07-08", "fact", ["shopfront", "products"], """
{{N10b}}
""")
fact("f_stock_bugsink", "2026-07-15", "fact", ["stockroom", "errors"], """
{{R7b}}
""")
fact("f_zulip", "2026-07-21", "fact", ["monitoring", "alerts", "chat"], """
{{S9b}}
""")
fact("f_no_saturday", "2026-08-11", "decision", ["rounds", "bath"], """
{{N8b}}
Tamsin and the drivers agreed this at the August team meeting.
""")
fact("f_boxd_pg", "2026-08-19", "fact", ["boxd", "postgres"], """
{{V1b}}
""")
fact("f_stripe_incident", "2026-09-07", "fact", ["paysweep", "incident"], """
{{D6a}}
""")
fact("f_mailer_batch", "2026-09-08", "fact", ["mailer", "ses"], """
{{V7b}}
""")
fact("f_wise", "2026-09-15", "decision", ["payouts", "finance"], """
{{S4b}}
""")
fact("f_no_direct_main", "2026-09-22", "preference", ["git"], """
{{N6b}}
""")
fact("f_friday_release", "2026-10-02", "fact", ["boxd", "release"], """
{{N2b}}
""")
fact("f_round_cap", "2026-10-12", "fact", ["rounds", "capacity"], """
{{V3b}}
""")

# ---------------- unpaired facts ----------------
fact("u_gwen_sort", "2026-01-14", "preference", ["shed", "pickplan"], """
Gwen wants pick lists sorted by bench first and then by cold-room aisle, never alphabetically.
""")
fact("u_growers_count", "2026-01-28", "fact", ["growers"], """
Bramblecote works with about 35 partner growers, all within 40 miles of Hollins Barn.
""")
fact("u_vat", "2026-02-24", "fact", ["finance", "vat"], """
Veg boxes are zero-rated for VAT; the fruit juice add-on is standard-rated, so boxd has to split it on invoices.
""")
fact("u_terraform_plan", "2026-03-30", "preference", ["infra", "terraform"], """
Tamsin wants `terraform plan` output pasted into infra PRs; applying is Ravi's job.
""")
fact("u_hollie_days", "2026-04-20", "fact", ["people", "support"], """
Hollie works Tuesdays and Wednesdays; customer emails on other days wait in the shared inbox.
""")
fact("u_crates", "2026-05-14", "fact", ["shed", "crates"], """
There are roughly 1,900 crates in circulation; Gwen orders 200 more each spring to cover losses.
""")
fact("u_agm", "2026-06-10", "fact", ["coop", "governance"], """
The co-op's AGM is in November; members vote on the price review and the board seats.
""")
fact("u_stroud_chargers", "2026-06-22", "fact", ["stroud", "vans"], """
The Dudbridge depot has two 22 kW chargers; the vans are fully charged by 06:00 if plugged in by 20:00.
""")
fact("u_osrm", "2026-07-29", "fact", ["rounds", "osrm"], """
The OSRM extract for rounds uses the `car` profile with a custom speed cap of 50 km/h on lanes.
""")
fact("u_pause_reasons", "2026-08-04", "decision", ["boxd", "customers"], """
Decided to ask customers for a pause reason (optional, five fixed choices plus free text) when they pause a subscription.
""")
fact("u_kale", "2026-08-26", "fact", ["boxes", "customers"], """
Kale is the most-swapped-out item by a wide margin; Gwen limits it to one box week in three over the summer.
""")
fact("u_statement_pdf", "2026-09-29", "fact", ["growerlink", "payouts"], """
Grower statement PDFs are rendered in growerlink with ReportLab and emailed to each grower by Pieter's approval action.
""")
fact("u_price_review", "2026-10-27", "decision", ["pricing", "coop"], """
Decided to put a price review to the AGM rather than changing prices mid-year.
""")
fact("u_osrm_refresh", "2026-11-09", "fact", ["rounds", "maintenance"], """
The monthly OSRM refresh takes about 25 minutes on app3 and should run after the nightly solve, not before.
""")
fact("u_winter_box", "2026-11-16", "decision", ["boxes", "winter"], """
Decided to offer a smaller winter box from December (roots-heavy, fewer salad items) instead of cutting delivery frequency.
""")
