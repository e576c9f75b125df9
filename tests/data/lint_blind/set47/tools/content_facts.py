# remnic facts: (date YYYY-MM-DD, category, tags, body)
F = [
("2026-06-10","fact",["voucherd","vouchers"],"""<<V2b>>
Agencies see the expiry date on the issue screen and the client gets it in the SMS."""),
("2026-04-22","decision",["vanrun","routes"],"""<<V4b>>
Agreed with Tom after the April trial week."""),
("2026-07-30","fact",["donor-portal","uploads"],"""<<V6b>>"""),
("2026-08-19","fact",["backups","stockroom"],"""<<V7b>>
Lifecycle rule on the bucket handles the expiry."""),
("2026-09-03","fact",["vanrun","schedule"],"""<<V10b>>"""),
("2026-03-12","fact",["voucherd","database"],"""<<R2b>>"""),
("2026-05-27","decision",["donor-portal","hosting"],"""<<R4b>>
Chosen because DNS is already in Cloudflare."""),
("2026-02-17","preference",["intake","python","tooling"],"""<<R6b>>
Don't reach for pip directly in that repo."""),
("2026-03-05","decision",["stockroom","git"],"""<<R7b>>"""),
("2026-05-06","fact",["vanrun","routing"],"""<<R9b>>"""),
("2026-04-08","fact",["rota","sms"],"""<<R10b>>
Credits are topped up by Ruth from the finance card."""),
("2026-07-14","fact",["voucherd","privacy"],"""<<N2b>>"""),
("2026-10-02","preference",["infra","terraform"],"""<<N3b>>"""),
("2026-06-24","fact",["rota","reminders"],"""<<N5b>>
Email open rates were too low to bother."""),
("2026-08-05","fact",["intake","grocerylink"],"""<<N6b>>
Saves about 40 minutes on Monday mornings."""),
("2026-11-03","fact",["pantry-app","offline"],"""<<N10b>>
Marrow Street has the 4G backup router for that reason."""),
("2026-09-22","fact",["reporting","dashboards"],"""<<S2b>>"""),
("2026-09-01","decision",["vouchers","hubs"],"""<<S3b>>
Agencies were told in July; the last paper batch expired in August."""),
("2026-10-20","fact",["vanrun","drivers"],"""<<S5b>>"""),
("2026-10-27","fact",["voucherd","auth"],"""<<S7b>>
Agency users still log in with magic links; only staff accounts moved."""),
("2026-08-26","fact",["volunteers","rota"],"""<<S9b>>"""),
("2026-04-15","fact",["kelsbridge","warehouse"],"""<<D2a>>"""),
("2026-01-20","fact",["donor-portal","history"],"""<<D4a>>
Migrated content by hand over Christmas."""),
("2026-08-28","fact",["pantry-app","history"],"""<<D6a>>"""),
("2026-11-10","fact",["kelsbridge","chillers"],"""<<D7b>>
Alert goes to #warehouse and to Tom's phone."""),
("2026-11-05","fact",["voucherd","volumes"],"""<<D8b>>"""),
("2026-10-01","fact",["on-call"],"""<<D9a>>
Sam and Idris joined the rotation when the PagerDuty nonprofit plan came through."""),
("2026-01-14","preference",["git","workflow"],"""<<A1b>>"""),
("2026-02-03","fact",["food-safety","hubs"],"""<<A3b>>"""),
("2026-03-24","fact",["stockroom","units"],"""<<A5b>>"""),
("2026-06-02","fact",["voucherd","security"],"""<<A7b>>
Gwen sends the new key to each agency's named contact."""),
("2026-01-28","preference",["timezones"],"""<<A9b>>"""),
("2026-11-18","fact",["christmas","planning"],"""<<A10b>>"""),
("2026-05-19","fact",["rota","swaps"],"""<<F2b>>"""),
("2026-07-08","fact",["voucherd","agencies"],"""<<F5b>>"""),
("2026-02-25","fact",["stockroom","fefo"],"""<<F6b>>"""),
("2026-01-09","preference",["git","commits"],"""<<F7b>>"""),
("2026-09-16","fact",["monitoring","donor-portal"],"""<<F9b>>"""),
("2026-07-21","fact",["voucherd","sms"],"""<<O2b>>
Template `expiry-reminder` in the SMS templates table."""),
("2026-06-16","fact",["vanrun","ashfold"],"""<<O6b>>"""),
("2026-08-12","fact",["voucherd","releases"],"""<<O9b>>"""),
("2026-05-13","fact",["voucherd","sms"],"""<<NS2b>>"""),
("2026-06-30","preference",["rota","deploys"],"""<<NS3b>>"""),
("2026-03-31","preference",["git"],"""<<NS4b>>"""),
("2026-04-29","fact",["voucherd","referrals"],"""<<NS8b>>"""),
("2026-07-02","preference",["vanrun"],"""<<NS9a>>
Orders for home delivery close at 16:00 the day before."""),
# unpaired
("2026-02-10","fact",["hubs","marrow-street"],"""Marrow Street's key holder on Tuesdays is Bernard; the hall opens at 09:15."""),
("2026-03-18","preference",["tooling"],"""Priya wants `just` recipes rather than Makefiles in new repos."""),
("2026-05-02","fact",["grocerylink"],"""GroceryLink manifests arrive as CSV by email around 07:00 on collection days."""),
("2026-06-05","fact",["volunteers"],"""Roughly a third of active volunteers are students; summer cover is always thin."""),
("2026-07-25","decision",["allergens"],"""Allergen tagging is parked until there is a product catalogue."""),
("2026-08-30","fact",["ashfold"],"""Ashfold's warm space reopens on the first Monday of November."""),
("2026-09-29","fact",["agencies"],"""The top three referring agencies are Citizens Advice Harrowdale, the Kelsbridge GP practice and St Mary's school."""),
("2026-10-13","preference",["pr"],"""Screenshots in PRs should be cropped to the changed component."""),
("2026-11-24","fact",["christmas"],"""This year's corporate drive partners are the two big employers on the Canal Road estate."""),
("2026-01-06","fact",["project"],"""Harrowdale Food Network covers Kelsbridge, Marrow Street and Ashfold; about 1,100 households are registered."""),
("2026-04-01","preference",["reviews"],"""Priya prefers review comments as suggestions (GitHub suggestion blocks) when the fix is a one-liner."""),
("2026-10-23","fact",["hubs","ashfold"],"""Ashfold's Saturday session is mostly staffed by the church youth group and their parents."""),
]
