# remnic facts: (date, HH:MM:SS, category, confidence, tags, body)
FACTS = []
def F(date, time, cat, tags, body, conf=0.9):
    FACTS.append((date, time, cat, conf, tags, body.strip('\n') + '\n'))

F('2026-01-14', '10:22:41', 'preference', ['rotaboard', 'git', 'hotfix'], """
«N6a»
Priya said this during the January rota-sheet migration when a broken iCal feed had to be fixed before the 7am shift change.
""", 0.8)
F('2026-01-20', '15:03:12', 'fact', ['flu', 'bookings', 'history'], """
«D5a»
The Calendly account was cancelled after the season; exports of the bookings are on nas-01 under `archive/flu-2025`.
""")
F('2026-01-27', '09:41:55', 'fact', ['branches', 'opening-hours'], """
The Holmfirth branch is the only one with a drive-through collection window.
""")
F('2026-02-03', '11:15:09', 'preference', ['pull-requests', 'workflow'], """
«NS8b»
""")
F('2026-04-10', '16:48:30', 'fact', ['eps', 'history', 'eps-bridge'], """
«D7a»
""")
F('2026-02-18', '08:57:14', 'decision', ['fridgewatch', 'alarms', 'on-call'], """
«NS10a»
Agreed with Gareth: a fridge out of range at night is a stock decision (quarantine the contents or not), not a software problem.
""")
F('2026-02-24', '13:30:02', 'preference', ['pull-requests', 'style'], """
«A2b»
""")
F('2026-03-04', '10:05:47', 'fact', ['cd', 'governance', 'gareth'], """
«A6b»
""")
F('2026-03-11', '14:12:26', 'fact', ['testing', 'nhs-number', 'fixtures'], """
«F10b»
`tests/factories.py` in scriptline has a generator; reuse it rather than hand-writing numbers.
""")
F('2026-03-19', '09:20:18', 'fact', ['staging', 'environments'], """
«A5b»
""")
F('2026-03-25', '17:02:44', 'preference', ['git', 'rebase'], """
«NS7b»
""")
F('2026-04-02', '12:40:33', 'fact', ['scriptline', 'time', 'timezone'], """
«A8b»
""")
F('2026-04-09', '10:11:05', 'decision', ['mylark', 'repeats', 'ordering-window'], """
«V3b»
Decided with Gareth so that GP surgeries with a 72-hour turnaround still get the prescription to us in time.
""")
F('2026-04-15', '15:55:51', 'fact', ['vanrun', 'neighbour', 'delivery'], """
«NS2b»
The consent is a tick-box on the delivery sign-up form and is stored per patient in vanrun.
""")
F('2026-04-22', '11:27:39', 'preference', ['sql', 'production', 'replicas'], """
«F6b»
""", 0.85)
F('2026-04-29', '09:03:20', 'fact', ['vanrun', 'routing'], """
«N9b»
""")
F('2026-05-06', '14:44:08', 'decision', ['shelfwise', 'ordering', 'fridge'], """
«N5b»
Cold-chain lines are expensive and a wrong auto-order of insulin pens can't go back to the wholesaler.
""")
F('2026-05-13', '10:36:57', 'decision', ['vanrun', 'maps', 'cost'], """
«S5b»
The Google bill was running at about £400 a month.
""")
F('2026-05-20', '16:21:43', 'fact', ['hub', 'history', 'dispensing'], """
«D2a»
""")
F('2026-05-28', '08:49:16', 'fact', ['patients', 'sms', 'reminders'], """
«NS6b»
Opt-out is per patient in the scriptline admin screen; the reminder is a service message, not marketing.
""")
F('2026-06-03', '13:08:29', 'decision', ['mylark', 'cd', 'ux'], """
«N7b»
""")
F('2026-06-10', '10:52:37', 'fact', ['vanrun', 'devices', 'drivers'], """
«D9b»
""")
F('2026-06-18', '15:14:50', 'fact', ['scriptline', 'postgres', 'endpoint'], """
«V1b»
""")
F('2026-06-24', '09:37:24', 'fact', ['rotaboard', 'swaps', 'teams'], """
«S1b»
""")
F('2026-07-01', '11:58:13', 'preference', ['shelfwise', 'migrations'], """
«A1b»
""")
F('2026-07-08', '14:26:01', 'fact', ['vanrun', 'proof-of-delivery', 'retention'], """
«V8b»
""")
F('2026-07-15', '10:19:42', 'fact', ['mylark', 'proxy', 'carers'], """
«F4b»
""")
F('2026-07-22', '16:40:55', 'fact', ['fridgewatch', 'retention'], """
«O5b»
""")
F('2026-07-29', '08:33:07', 'preference', ['shelfwise', 'feature-flags'], """
«N4a»
""", 0.8)
F('2026-08-05', '12:05:30', 'fact', ['vanrun', 'slots'], """
«F2b»
""")
F('2026-08-12', '15:47:19', 'fact', ['fridgewatch', 'sensors'], """
«V6b»
""")
F('2026-08-19', '09:12:48', 'fact', ['scriptline', 'k3s', 'migration'], """
«S3b»
""")
F('2026-08-26', '13:54:36', 'preference', ['renovate', 'dependencies'], """
«NS3a»
""")
F('2026-09-02', '10:28:11', 'fact', ['vanrun', 'hosting'], """
«R3b»
""")
F('2026-09-09', '16:03:59', 'decision', ['scriptline', 'hub', 'queue'], """
«R1b»
""")
F('2026-09-16', '11:46:22', 'fact', ['scriptline', 'sms'], """
«F1b»
""")
F('2026-09-23', '08:59:05', 'fact', ['scriptline', 'email'], """
«R5b»
""")
F('2026-09-30', '14:31:47', 'fact', ['eps-bridge', 'endpoint'], """
«V10b»
""")
F('2026-10-07', '10:07:33', 'fact', ['vanrun', 'sms', 'eta'], """
«R9b»
""")
F('2026-10-14', '15:22:18', 'fact', ['cdreg', 'collection'], """
«F8b»
""")
F('2026-10-21', '09:48:40', 'fact', ['logging', 'loki', 'graylog'], """
«S9b»
""")
F('2026-10-28', '12:13:26', 'fact', ['fridgewatch', 'paging', 'opsgenie'], """
«S7b»
""")
F('2026-11-04', '16:36:09', 'preference', ['shelfwise', 'deploys', 'friday'], """
«O10b»
""")
F('2026-11-11', '10:44:52', 'fact', ['vanrun', 'cd', 'delivery'], """
«N2b»
""")
F('2026-11-12', '14:02:17', 'fact', ['shelfwise', 'prices', 'jobs'], """
«O7b»
""")
F('2026-11-16', '11:09:31', 'preference', ['fridgewatch', 'ops'], """
«NS4a»
""", 0.85)
F('2026-11-19', '15:30:44', 'fact', ['vanrun', 'hours'], """
«NS9b»
""")
# ---- unpaired facts
F('2026-01-08', '09:15:00', 'fact', ['hub', 'totes'], """
Tote barcodes at the hub are Code 128, with the branch code right after the `T-` prefix; the branch scanners read them fine.
""")
F('2026-02-06', '14:20:31', 'fact', ['people', 'sam'], """
Sam Whitely starts as junior developer in April; he will own the hub packing app first.
""")
F('2026-03-02', '10:40:10', 'preference', ['communication', 'priya'], """
Priya prefers a single summary message at the end of a task rather than running commentary.
""")
F('2026-04-17', '12:32:08', 'fact', ['pharmacy-first', 'reporting'], """
The Pharmacy First monthly counts are needed for the NHSBSA claim by the 5th of the following month.
""")
F('2026-05-25', '09:55:47', 'fact', ['hub', 'staff'], """
The hub has two ACTs on weekdays; on Saturdays one ACT covers both the hub and the Elland branch.
""")
F('2026-06-29', '15:05:22', 'fact', ['label-printer', 'templates'], """
Dispensing label templates are kept in the `labels` repo as ZPL files, one per printer model.
""")
F('2026-07-18', '10:50:39', 'fact', ['dspt', 'compliance'], """
The DSPT submission for 2025/26 was accepted as "Standards Met" on 2026-06-27.
""")
F('2026-08-28', '13:17:56', 'preference', ['communication', 'nadia'], """
Nadia wants failed-delivery numbers per branch per week, as a table, not a chart.
""", 0.8)
F('2026-09-26', '11:22:14', 'fact', ['mds', 'patients'], """
About 600 patients are on MDS trays; Halifax and Rastrick have the most because of the care homes.
""")
F('2026-10-31', '16:08:03', 'fact', ['accessibility', 'mylark'], """
The mylark accessibility audit found 11 issues; the three serious ones were fixed in 2.3.1.
""")
F('2026-11-23', '10:01:29', 'decision', ['hypertension', 'data'], """
Decided not to store individual blood-pressure readings anywhere in our systems; only monthly counts per branch.
""")
F('2026-02-16', '12:10:45', 'fact', ['branches', 'marsden'], """
Marsden is the smallest branch: one pharmacist and one dispenser, closed Wednesday afternoons.
""")
F('2026-03-30', '09:26:57', 'decision', ['hub', 'packing-app'], """
Decided to keep the hub packing app web-only; no native wrapper for the hub PCs.
""")
F('2026-05-08', '14:48:12', 'preference', ['sam', 'onboarding'], """
Sam prefers pairing sessions over long written specs for his first few tickets.
""", 0.8)
F('2026-07-10', '11:34:06', 'fact', ['nhsbsa', 'payments'], """
The NHSBSA payment schedule arrives around the 1st of each month; finance reconciles it against the claim counts.
""")
F('2026-09-04', '16:12:38', 'fact', ['care-homes', 'deliveries'], """
Three care homes in Rastrick have their MDS trays delivered by the hub van on Thursdays.
""")
F('2026-10-19', '10:58:50', 'fact', ['grafana', 'dashboards'], """
The "Branch morning" Grafana dashboard is what Nadia looks at first thing: open repeat requests, owings and van run status.
""")
