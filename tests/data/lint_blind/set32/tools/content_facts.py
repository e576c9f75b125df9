# remnic facts: list of (date YYYY-MM-DD, HH:MM:SS, category, tags, body)
F = []
def f(date, time, cat, tags, body):
    F.append((date, time, cat, tags, body.strip('\n') + '\n'))

# --- pair facts ---
f('2026-03-12','10:41:07','fact',['weighlink','knostrop'],'''
@@V2b@@
Setting lives in `appsettings.Knostrop.json` under `Indicator:BaudRate`.
''')
f('2026-06-03','14:02:51','fact',['binsense','sensors'],'''
@@V5b@@
''')
f('2026-08-19','09:17:33','fact',['invoicer','database'],'''
@@V6b@@
''')
f('2026-09-24','16:44:10','fact',['routewise','redis'],'''
@@V10b@@
''')
f('2026-05-07','11:05:42','decision',['binsense','architecture'],'''
@@R2b@@
''')
f('2026-04-15','13:30:19','fact',['invoicer','email'],'''
@@R5b@@
Bounces are forwarded to the credit control inbox.
''')
f('2026-07-21','10:12:58','fact',['weighlink','git'],'''
@@R7b@@
''')
f('2026-10-02','15:26:04','fact',['missedbin','scraper'],'''
@@R9b@@
''')
f('2026-09-08','17:48:36','preference',['routewise','review'],'''
@@N1b@@
''')
f('2026-08-06','08:55:12','decision',['tipper','contamination'],'''
@@N3b@@
''')
f('2026-02-18','12:20:47','decision',['binsense','decoding'],'''
@@N5b@@
''')
f('2026-10-20','09:33:21','preference',['deploys','prod'],'''
@@N7b@@
''')
f('2026-06-25','14:58:09','preference',['invoicer','style'],'''
@@N9b@@
''')
f('2026-11-04','10:07:45','decision',['contracts-hub','sla'],'''
@@N10b@@
''')
f('2026-07-09','11:41:30','decision',['tipper','crash-reporting'],'''
@@S1b@@
''')
f('2026-05-22','16:15:02','decision',['infra','logging'],'''
@@S3b@@
''')
f('2026-09-30','13:03:57','decision',['invoicer','payments'],'''
@@S7b@@
''')
f('2026-10-14','09:49:16','fact',['missedbin','intake'],'''
@@S9b@@
''')
f('2026-04-28','15:37:44','fact',['binsense','alerts'],'''
@@F2b@@
''')
f('2026-03-30','07:58:23','fact',['tipper','defect-check'],'''
@@F4b@@
''')
f('2026-02-05','10:22:11','preference',['git','commits'],'''
@@F6b@@
''')
f('2026-06-16','12:09:50','fact',['routewise','constraints'],'''
@@F8b@@
''')
f('2026-01-14','09:02:38','fact',['people','platform'],'''
@@F9b@@
''')
f('2026-08-27','14:31:26','fact',['missedbin','photos'],'''
@@O4b@@
''')
f('2026-03-03','06:47:15','fact',['depots','bradford'],'''
@@O6b@@
''')
f('2026-07-30','11:18:40','fact',['tipper','notifications'],'''
@@O8b@@
''')
f('2026-05-13','15:54:07','fact',['weighlink','bowling-back-lane'],'''
@@O10b@@
''')
f('2026-06-11','10:36:29','fact',['weighlink','history'],'''
@@D2a@@
''')
f('2026-05-19','09:11:53','fact',['contracts','kirklees'],'''
@@D3a@@
''')
f('2026-04-09','16:27:31','fact',['invoicer','django'],'''
@@D5a@@
''')
f('2026-09-02','13:44:18','fact',['binsense','firmware'],'''
@@D8a@@
''')
f('2026-07-16','08:29:05','fact',['on-call','history'],'''
@@D10a@@
''')
f('2026-02-24','14:13:37','fact',['weighlink','tickets'],'''
@@A2b@@
''')
f('2026-01-22','17:05:49','preference',['communication'],'''
@@A4b@@
''')
f('2026-03-19','11:52:26','fact',['contracts-hub','rates'],'''
@@A5b@@
''')
f('2026-04-02','10:40:14','fact',['routewise','tipping'],'''
@@A7b@@
''')
f('2026-05-28','12:57:08','fact',['invoicer','vat'],'''
@@A9b@@
''')
f('2026-08-13','19:21:44','fact',['routewise','vor'],'''
@@NS3b@@
''')
f('2026-06-30','10:03:36','decision',['invoicer','councils'],'''
@@NS4a@@
''')
f('2026-10-27','07:14:52','preference',['binsense','ops'],'''
@@NS5a@@
''')
f('2026-09-17','15:08:27','fact',['tipper','sync'],'''
@@NS6a@@
''')
f('2026-07-02','09:45:13','fact',['routewise','commercial'],'''
@@NS9a@@
Zones are the council's residential polygons, loaded with the school streets.
''')

f('2026-02-23','11:09:34','preference',['binsense','data'],'''
@@A6b@@
''')

# --- unpaired facts ---
f('2026-01-08','10:15:20','fact',['people'],'''
Tomasz Nowak maintains routewise and is the person to ask about constraint weights.
''')
f('2026-01-29','13:48:02','fact',['people','contracts'],'''
Dev Okafor is the contract manager for all three councils and signs off SLA figures.
''')
f('2026-02-11','09:26:54','preference',['communication'],'''
Priya prefers British spelling in docs and commit messages ("colour", "organise").
''')
f('2026-03-06','15:02:37','fact',['fleet'],'''
The RCV fleet is 46 vehicles: 38 Dennis Eagle Elite 6 and 8 electric eCollects.
''')
f('2026-03-25','11:33:45','fact',['missedbin'],'''
Around 60% of missed-bin reports turn out to be bins not presented on the day.
''')
f('2026-04-21','08:50:11','fact',['binsense','gateways'],'''
Gateway `gw-wkf-03` on the Wakefield civic centre roof loses power every time the building's generator is tested (first Tuesday of the month).
''')
f('2026-05-04','17:12:30','preference',['tooling'],'''
Priya likes `just` recipes for repeated commands; add a recipe rather than documenting a long command line.
''')
f('2026-06-19','10:58:47','fact',['contracts','leeds'],'''
Leeds' contract has a clause for assisted collections: the same crew must serve the household wherever possible.
''')
f('2026-07-24','14:40:06','decision',['naming'],'''
New services are named for what they do in one word, lower case (routewise, binsense, weighlink), no "acw-" prefix in repo names.
''')
f('2026-08-21','09:05:59','fact',['tipper','hardware'],'''
Crews carry a spare phone per depot in the supervisor's office for breakages; they are pre-enrolled.
''')
f('2026-09-11','16:22:33','fact',['weighlink','environment-agency'],'''
The Environment Agency's annual waste return is built from weighbridge tonnages by EWC code.
''')
f('2026-10-08','12:11:28','preference',['reviews'],'''
Priya asks for a "how I tested it" section in every PR description.
''')
f('2026-10-30','10:48:50','fact',['kirklees','bring-sites'],'''
Kirklees has 212 bring sites; about a third have glass banks with fill sensors.
''')
f('2026-11-12','15:34:17','fact',['incidents'],'''
The 2026-11-10 missed-round spike in Bradford was a crew shortage, not a systems issue.
''')
f('2026-11-19','09:27:41','decision',['contracts','renewal'],'''
Bradford contract renewal talks start in January 2027; Dev wants SLA history exports ready by December.
''')
f('2026-11-24','13:06:22','fact',['binsense','sensors'],'''
Sensors fitted to 1,100 L bins need the long-range bracket; the standard one reads the lid hinge.
''')
