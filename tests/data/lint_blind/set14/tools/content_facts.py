# remnic facts: key -> (date, category, time, hex4, confidence, tags, body)
F = {}
def f(key, date, cat, time, hx, conf, tags, body):
    F[key] = (date, cat, time, hx, conf, tags, body.strip("\n") + "\n")

f("poll", "2026-06-11", "fact", "14:22:07.318", "a3f1", 0.9, ["cellarwatch", "modbus"], """
@@V2b@@
""")
f("node", "2026-09-02", "fact", "10:05:44.902", "7c20", 0.85, ["shopfront", "node"], """
@@V4b@@
""")
f("dutyrun", "2026-10-04", "fact", "08:12:19.551", "e5b9", 0.9, ["excise-calc", "schedule"], """
@@V5b@@
Lou gets the draft by mid-morning and signs it off the same week.
""")
f("holdoff", "2026-05-20", "fact", "16:41:02.077", "0d4e", 0.88, ["cellarwatch", "alerts"], """
@@V8b@@
""")
f("cutoff", "2026-03-09", "decision", "11:30:55.640", "b812", 0.92, ["distro-orders", "dispatch"], """
@@V9b@@
Agreed with Sam and the warehouse so the van can be loaded in the afternoon.
""")
f("shopci", "2026-04-15", "fact", "13:17:33.205", "41aa", 0.87, ["shopfront", "ci"], """
@@R2b@@
""")
f("yarn", "2026-02-24", "preference", "09:48:11.730", "c6d3", 0.9, ["taptab", "tooling"], """
@@R5b@@
""")
f("kegsquash", "2026-07-08", "preference", "15:02:27.415", "9e07", 0.86, ["kegtrack", "git"], """
@@R6b@@
""")
f("qbo", "2026-08-26", "fact", "17:55:40.118", "2b5c", 0.88, ["distro-orders", "invoicing"], """
@@R10b@@
""")
f("noemail", "2026-06-30", "fact", "12:09:58.463", "f0c8", 0.9, ["taptab", "privacy"], """
@@N3b@@
""")
f("nopage", "2026-09-17", "fact", "19:26:14.880", "5a61", 0.87, ["cellarwatch", "on-call"], """
@@N5b@@
text the duty brewer, who knows whether a warm tank matters.
""")
f("rounding", "2026-10-21", "fact", "10:44:36.294", "d7e2", 0.9, ["excise-calc", "rounding"], """
@@N7b@@
""")
f("noflags", "2026-05-06", "decision", "14:13:09.987", "8f3b", 0.93, ["shopfront", "feature-flags"], """
@@N8b@@
""")
f("offline", "2026-08-04", "fact", "07:58:21.346", "36de", 0.85, ["kegtrack", "android"], """
@@N9b@@
""")
f("noticket", "2026-03-27", "preference", "16:20:48.021", "a0b4", 0.9, ["git", "commits"], """
@@N10b@@
""")
f("postmark", "2026-07-14", "fact", "11:11:11.511", "4c9f", 0.91, ["distro-orders", "email"], """
@@S1b@@
""")
f("playtrack", "2026-06-02", "fact", "09:33:50.672", "e18a", 0.89, ["kegtrack", "android", "release"], """
@@S5b@@
""")
f("legacy", "2026-04-09", "fact", "13:59:07.249", "7b6d", 0.9, ["legacy", "mysql", "archive"], """
@@S6b@@
""")
f("github", "2026-03-02", "fact", "10:27:45.813", "cd15", 0.92, ["brewlog", "git"], """
@@S8b@@
""")
f("vlan", "2026-05-12", "fact", "15:46:30.154", "1e2f", 0.88, ["taptab", "network"], """
@@F3b@@
""")
f("credit", "2026-04-22", "fact", "12:37:16.908", "92ac", 0.9, ["distro-orders", "credit"], """
@@F8b@@
""")
f("repo2", "2026-07-29", "fact", "18:03:52.377", "5f90", 0.87, ["brewlog", "backups"], """
@@F10b@@
""")
f("tilllogs", "2026-09-09", "fact", "10:52:04.631", "b3c7", 0.9, ["taptab", "retention"], """
@@O4a@@
""")
f("hebhours", "2026-06-19", "fact", "17:14:38.259", "06e8", 0.86, ["taprooms", "hebden"], """
@@O6b@@
""")
f("shoprate", "2026-10-13", "fact", "14:28:26.744", "d49a", 0.88, ["shopfront", "api"], """
@@O7b@@
""")
f("ops01", "2026-02-11", "fact", "11:43:59.092", "68b1", 0.9, ["infra", "ops-01"], """
@@O10b@@
""")
f("slowbackup", "2026-02-03", "fact", "09:15:23.467", "ab52", 0.84, ["brewlog", "backups"], """
@@D3a@@
went over the office VPN. Moving it to the storage box fixed that.
""")
f("weekly", "2026-08-12", "fact", "13:06:41.185", "3d0e", 0.86, ["on-call"], """
@@D6a@@
""")
f("distrooutage", "2026-03-05", "fact", "16:57:12.556", "f7a8", 0.89, ["distro-orders", "incident"], """
@@D8a@@
""")
f("trello", "2026-01-19", "fact", "10:21:30.009", "2e4d", 0.8, ["roadmap"], """
@@D10a@@
""")
f("nofribrew", "2026-01-28", "fact", "08:40:17.328", "c0f5", 0.9, ["brewhouse", "schedule"], """
@@A3b@@
""")
f("pence", "2026-05-27", "fact", "15:35:44.812", "8a19", 0.92, ["excise-calc", "money"], """
@@A4b@@
""")
f("kegid", "2026-02-17", "fact", "14:50:05.193", "47bd", 0.9, ["kegtrack", "keg-id"], """
@@A5b@@
""")
f("clippy", "2026-09-24", "fact", "11:19:27.640", "e6c2", 0.87, ["cellarwatch", "rust", "ci"], """
@@A7b@@
""")
f("inesbg", "2026-01-08", "fact", "09:02:33.271", "1a7f", 0.9, ["user"], """
@@A9b@@
""")
f("draftpdf", "2026-11-05", "preference", "16:08:49.355", "9c3e", 0.9, ["excise-calc", "accountant"], """
@@G3b@@
""")
f("consent", "2026-07-22", "fact", "12:54:18.926", "52f4", 0.91, ["shopfront", "email", "gdpr"], """
@@G5b@@
""")
f("midmonth", "2026-10-28", "decision", "10:36:02.417", "bb06", 0.9, ["distro-orders", "pricing"], """
@@G6b@@
""")
f("nopan", "2026-06-24", "fact", "13:41:55.783", "0e9d", 0.92, ["taptab", "pci"], """
@@G9b@@
""")
# ---- unpaired
f("tables", "2026-02-05", "preference", "17:22:10.606", "7f3a", 0.85, ["user", "format"], """
Ines likes comparison tables when choosing between two or three options.
""")
f("hannah", "2026-01-12", "fact", "08:55:40.331", "d20b", 0.95, ["people"], """
Hannah Kirk is head brewer; recipe or cellar questions go to her, not to the platform team.
""")
f("vat", "2026-03-18", "fact", "15:10:26.148", "a9c4", 0.9, ["shopfront", "tax"], """
Shop prices include 20% VAT; wholesale prices in distro-orders are shown ex VAT.
""")
f("ukonly", "2026-04-01", "decision", "11:58:37.862", "4e71", 0.9, ["shopfront", "shipping"], """
Decided to keep shop delivery UK-mainland only; Northern Ireland and the islands need a courier
surcharge table first.
""")
f("bond", "2026-05-15", "fact", "10:14:03.590", "6b2e", 0.88, ["excise", "bond"], """
The KEL bonded area is where packaged beer sits duty-suspended until it leaves for a customer or taproom.
""")
f("compose", "2026-06-08", "preference", "14:35:22.701", "f3c1", 0.86, ["kegtrack", "android"], """
Tom wants every new kegtrack screen written in Compose; no new XML layouts.
""")
f("norust", "2026-07-01", "decision", "09:27:58.053", "1c8d", 0.9, ["architecture"], """
Decided: no new Rust services besides cellarwatch; new services are Go or Python so all three devs can
maintain them.
""")
f("shvtaps", "2026-08-18", "fact", "18:12:44.920", "85e6", 0.85, ["taprooms", "sharrow"], """
Sharrow Vale pours 12 lines: 8 keg, 4 cask.
""")
f("untappd", "2026-09-30", "fact", "12:03:31.478", "29fa", 0.8, ["untappd", "taprooms"], """
The Untappd for Business account is owned by Dev; ask him for venue access.
""")
f("playwright", "2026-10-08", "preference", "16:45:07.214", "c87d", 0.87, ["shopfront", "tests"], """
Priya wants a Playwright test with every checkout bug fix, reproducing the bug first.
""")
f("giftcards", "2026-11-12", "fact", "13:29:16.395", "e40a", 0.86, ["shopfront", "gift-cards"], """
Gift cards are valid for 24 months and can be used in the shop and at all three taprooms.
""")
f("vanruns", "2026-11-20", "fact", "10:58:53.806", "5d71", 0.85, ["distro-orders", "delivery"], """
The Calder Valley van run goes Tuesdays and Fridays; Sheffield pubs are delivered daily Mon-Fri.
""")
f("labelabv", "2026-08-27", "preference", "15:16:39.544", "a62b", 0.88, ["labels", "brewlog"], """
Hannah wants ABV on labels rounded to one decimal, taken from the final gravity reading, never the recipe target.
""")
