"""The judge on stores written blind (tests/data/lint_blind, issue 13; figures in docs/lint.md).

Each set was written by a helper that never saw the judge, its lexicon or
its rules, nor the other sets, and was measured once, fresh, before any rule
was fitted to it (docs/lint.md gives every first figure). The bar of docs/contracts.md §7
(precision 0.85, recall 0.7, at most 5 % false alarms on the hard
non-contradictions) holds on set 1 only; on the other sets the test keeps the
figure of the final judge from falling. The final fresh set (set 9) has
never been developed on.
"""

import pytest

from tests.lint.blind import BLIND_DIR

BAR = {"precision": 0.85, "recall": 0.70, "false_alarm_rate": 0.05}
# set → floors: the SPEC's bar where it was reached, else the figure measured at the end of issue 13
FLOORS = {
    "set1": BAR,
    "set2": {"precision": 0.86, "recall": 0.80, "false_alarm_rate": 0.05},
    "set3": {"precision": 0.75, "recall": 0.62, "false_alarm_rate": 0.07},
    # issue 26: set 4 names its files with slugs ("spring-count"), no longer read as project names: 4 more pairs
    # a long file's strong line partners proposed (round 7): 0.68 / 0.67 / 0.02, one non-conflict of two projects'
    # stacks became a candidate and is misjudged (in the ledger as wrong-known), one unlabelled report more
    "set4": {"precision": 0.67, "recall": 0.66, "false_alarm_rate": 0.03},
    "set5": {"precision": 0.94, "recall": 0.75, "false_alarm_rate": 0.05},
    # 0.94 / 0.66 until lower-case title names became store names (2026-11-28, night): 0.89 / 0.68, one pair
    # gained, two unlabelled reports more (rootstock's database port / its workers' port; a role read in a bullet)
    "set6": {"precision": 0.88, "recall": 0.65, "false_alarm_rate": 0.05},
    "set7": {"precision": 0.93, "recall": 0.59, "false_alarm_rate": 0.03},
    "set8": {"precision": 0.84, "recall": 0.52, "false_alarm_rate": 0.0},  # 27/51; round 10: a time window (ledger)
    "set9": {"precision": 0.85, "recall": 0.53, "false_alarm_rate": 0.0},  # measured once, fresh, never looked into
    # issue 26's textbook set: first figure 0.80 / 0.83 / 0.10; the bar it asks (0.95 / 0.95) is reached (0.96 / 1.00)
    "textbook": {"precision": 0.95, "recall": 0.95, "false_alarm_rate": 0.0},
    # issue 26's set 10 (cold-chain freight), written blind after the judge's fixes, measured once: 0.57 / 0.51 / 0.07
    # 0.66 / 0.56 / 0.07 after round 7; 0.82 / 0.62 / 0.04 after round 8
    "set10": {"precision": 0.80, "recall": 0.60, "false_alarm_rate": 0.06},
    # set 11 (clinic software), written blind this round, measured before the round's judge changes
    # (0.58 / 0.55 / 0.06) and once after them: 0.59 / 0.57 / 0.06
    # 0.67 / 0.65 / 0.04 after round 7; 0.77 / 0.68 / 0.02 after round 8
    "set11": {"precision": 0.75, "recall": 0.66, "false_alarm_rate": 0.04},
    # set 12 (a regional bus operator), written blind on 2026-11-28 (evening), measured once on main 688f665
    # before that round's judge changes: 0.74 / 0.78 / 0.04
    # after a file titled by a lower-case name ("# workshop") took it as its subject: 0.79 / 0.75 / 0.00 (two false
    # alarms gone, one contradiction lost to the named-subject guard; in the ledger as wrong-known)
    # 0.79 / 0.82 / 0.00 after title names; 0.87 / 0.85 / 0.00 after round 8
    "set12": {"precision": 0.85, "recall": 0.83, "false_alarm_rate": 0.02},
    # set 13 (a solar installer), written blind the same evening, measured once on main fdd3c65 after that
    # round's judge changes: 0.69 / 0.50 / 0.11 (the same figures on a9bfb17 and 893fc47, before them)
    # 0.87 / 0.65 / 0.09 after round 7; 0.90 / 0.68 / 0.06 after round 8
    "set13": {"precision": 0.88, "recall": 0.66, "false_alarm_rate": 0.08},
    # set 14 (a craft brewery), written blind on 2026-11-28 (night), measured once on main 4f15a48: 0.62 / 0.45 / 0.00
    # then, seen: bounded states are history, lower-case titles name the file's subject: 0.84 / 0.53 / 0.00
    # then a long file's strong line partners (round 7): 0.83 / 0.60 / 0.02 (three pairs gained, one lost)
    "set14": {"precision": 0.91, "recall": 0.60, "false_alarm_rate": 0.02},  # 0.93 / 0.62 / 0.02 after round 8
    # set 15 (a university library), written blind on 2026-11-28 (night), measured once on main c8ee6b7 after the
    # session's judge changes: 0.83 / 0.47 / 0.04 (on 4f15a48, before them: 0.76 / 0.47 / 0.06)
    # then, seen: a long file's strong line partners, index entries no claims (round 7): 0.85 / 0.55 / 0.04
    "set15": {"precision": 0.90, "recall": 0.53, "false_alarm_rate": 0.02},  # 0.92 / 0.55 / 0.00 after round 8
    # set 16 (a veg-box co-op), written blind on 2026-11-28 (night), measured once on main 1644c68 after round 7's
    # candidate and index-entry changes: 0.59 / 0.68 / 0.02; then, seen: a host that ended is named whole, not by
    # its domain (six unlabelled reports of one "jump host is shut down" fact gone): 0.68 / 0.68 / 0.02
    "set16": {"precision": 0.83, "recall": 0.68, "false_alarm_rate": 0.02},  # 0.85 / 0.70 / 0.00 after round 8
    # set 17 (a regional newspaper), written blind on 2026-11-29, measured once on main 9fbc920: 0.73 / 0.47 / 0.04
    # round 11: the inkwell cache pair is reported once '# inkwell (newsroom CMS)' names the bullet's subject (ledger)
    "set17": {"precision": 0.87, "recall": 0.53, "false_alarm_rate": 0.04},  # 0.92 / 0.55 / 0.00 after round 8
    # set 18 (bike hire and repair shops), written blind on 2026-11-29, measured once on main e4bc1f9: 0.64 / 0.55 / 0.04
    "set18": {"precision": 0.79, "recall": 0.56, "false_alarm_rate": 0.02},  # 0.81 / 0.58 / 0.00 after round 8
    # set 19 (a dental lab), written blind on 2026-11-29, measured once on main 11634bb: 0.72 / 0.78 / 0.12; then,
    # seen: a mailbox that ended is named whole like a host (two unlabelled reports gone): 0.76 / 0.78 / 0.12
    "set19": {"precision": 0.80, "recall": 0.76, "false_alarm_rate": 0.08},  # 0.82 / 0.78 / 0.06 after round 8
    # set 20 (an aircraft maintenance shop), written blind on 2026-11-29, measured once on main 9f75bd4 after the
    # round-8 changes (two servers, time contrasts, "stop", past snapshots, narrowed negations): 0.74 / 0.62 / 0.06
    "set20": {"precision": 0.80, "recall": 0.68, "false_alarm_rate": 0.06},  # 0.82 / 0.70 / 0.04 after round 8
    # set 21 (a chain of climbing gyms), written blind on 2026-11-29, measured once on main 94d48e3 after round 8's
    # changes made on sets 10-20: 0.79 / 0.68 / 0.02
    # 0.90 / 0.68 / 0.00 after round 8; precision 0.88 until round 68 (two acts' intervals, docs/lint.md "Round 68")
    "set21": {"precision": 0.87, "recall": 0.66, "false_alarm_rate": 0.02},
    # set 22 (a tool and plant hire company), written blind on 2026-11-29, measured once on main 7163889 after
    # the round-8 changes made on sets 10-21: 0.68 / 0.70 / 0.06
    # recall floor 0.66: one contradiction lost to contrast-scope, reached only through an unlabelled line pair (ledger)
    "set22": {"precision": 0.77, "recall": 0.66, "false_alarm_rate": 0.06},  # 0.79 / 0.68 / 0.04 after round 8
    # set 23 (an online bookshop), written blind on 2026-11-29, measured once on main 9282399 after the round-8
    # changes made on sets 10-22: 0.79 / 0.55 / 0.02
    "set23": {"precision": 0.83, "recall": 0.53, "false_alarm_rate": 0.02},  # 0.85 / 0.55 / 0.00 after round 8
    # set 24 (a regional water utility), written blind on 2026-11-29, measured once on main 8441980: 0.76 / 0.62 / 0.06
    "set24": {"precision": 0.81, "recall": 0.60, "false_alarm_rate": 0.04},  # 0.83 / 0.62 / 0.02 after round 9
    # set 25 (a commercial laundry), written blind on 2026-11-29, measured once on main 8441980: 0.66 / 0.57 / 0.12;
    # then, seen: two servers, a passive negation's verb, sibling headings (round 9): 0.79 / 0.57 / 0.08
    "set25": {"precision": 0.83, "recall": 0.55, "false_alarm_rate": 0.08},  # 0.85 / 0.57 / 0.06 after round 9
    # set 26 (a self-storage chain), written blind on 2026-11-29, measured once on main 81419ac after round 9's
    # changes made on sets 24-25: 0.64 / 0.72 / 0.08
    "set26": {"precision": 0.70, "recall": 0.70, "false_alarm_rate": 0.08},  # 0.72 / 0.72 / 0.06 after round 9
    # set 27 (a self-storage company, another writer), written blind on 2026-11-29, measured once on main 81419ac:
    # 0.88 / 0.72 / 0.02, the first fresh set within every bar of issue 26
    "set27": {"precision": 0.86, "recall": 0.70, "false_alarm_rate": 0.04},
    # set 28 (a chain of veterinary practices), written blind on 2026-11-29, measured once on main eae53de after
    # round 9: 0.82 / 0.70 / 0.04
    "set28": {"precision": 0.80, "recall": 0.68, "false_alarm_rate": 0.06},
    # set 29 (a theatre and concert-hall trust), written blind on 2026-11-29, measured once on main eae53de after
    # round 9: 0.85 / 0.57 / 0.00, within every bar of issue 26
    "set29": {"precision": 0.83, "recall": 0.55, "false_alarm_rate": 0.02},
    # set 30 (a car-sharing club), written blind on 2026-11-29, measured once on main 7ebff02: 0.82 / 0.57 / 0.00
    "set30": {"precision": 0.80, "recall": 0.55, "false_alarm_rate": 0.02},
    # set 31 (a language school), written blind on 2026-11-29, measured once on main 7ebff02: 0.89 / 0.80 / 0.02
    "set31": {"precision": 0.87, "recall": 0.78, "false_alarm_rate": 0.04},
    # set 32 (a waste and recycling collector), written blind on 2026-11-29, measured once on main 85a6faa: 0.77 / 0.57 /
    # 0.04; then, seen: what ended is told in its own clause, a value opening with a preposition says how, "some X
    # have no Y" (round 10): 0.85 / 0.57 / 0.04
    "set32": {"precision": 0.86, "recall": 0.55, "false_alarm_rate": 0.06},  # 0.88 / 0.57 / 0.04 after round 10
    # set 33 (a music festival organiser), written blind on 2026-11-29, measured once on main a63178b after round 10:
    # 0.90 / 0.68 / 0.04, within every bar of issue 26
    "set33": {"precision": 0.91, "recall": 0.68, "false_alarm_rate": 0.04},  # 0.93 / 0.70 / 0.02 after round 10
    # set 34 (a blood and plasma donation service), written blind on 2026-11-29, measured once on main 176a607 after
    # round 10: 0.76 / 0.62 / 0.06
    "set34": {"precision": 0.76, "recall": 0.60, "false_alarm_rate": 0.06},  # 0.78 / 0.62 / 0.04 after round 10
    # set 35 (a chain of swimming pools and leisure centres), written blind on 2026-11-29, measured once on main
    # 176a607 after round 10: 0.66 / 0.72 / 0.08
    "set35": {"precision": 0.69, "recall": 0.70, "false_alarm_rate": 0.08},  # 0.71 / 0.72 / 0.06 after round 10
    # set 36 (a seed and garden-supplies mail-order company), written blind on 2026-11-29, measured once on main
    # 186edc7 after round 10: 0.79 / 0.65 / 0.08
    "set36": {"precision": 0.77, "recall": 0.63, "false_alarm_rate": 0.10},
    # set 37 (a city museum and two galleries), written blind on 2026-11-29, measured once on main 186edc7 after
    # round 10: 0.73 / 0.68 / 0.02
    "set37": {"precision": 0.71, "recall": 0.66, "false_alarm_rate": 0.04},
    # set 38 (an ambulance and patient-transport charity), written blind on 2026-11-29, measured once on main 8409559
    # after round 10: 0.78 / 0.53 / 0.02
    "set38": {"precision": 0.76, "recall": 0.51, "false_alarm_rate": 0.04},
    # set 39 (a chain of independent cinemas), written blind on 2026-11-29, measured once on main 8409559 after
    # round 10: 0.67 / 0.70 / 0.06
    "set39": {"precision": 0.65, "recall": 0.68, "false_alarm_rate": 0.08},
    # round 11 (2026-11-29, midday): sets 40-48 written blind. 40-42 measured once on main 2d2a4fd (round 10's judge):
    # 0.66 / 0.47 / 0.08, 0.77 / 0.42 / 0.02, 0.81 / 0.62 / 0.02; 43-45 once on a288faa: 0.83 / 0.60 / 0.02,
    # 0.72 / 0.57 / 0.11, 0.76 / 0.55 / 0.08; 46-48 once on da8adf1: 0.78 / 0.62 / 0.02, 0.81 / 0.62 / 0.02,
    # 0.81 / 0.62 / 0.02 (docs/lint.md "Round 11"). Floors: each set's figure after round 11, less 0.02
    "set40": {"precision": 0.69, "recall": 0.53, "false_alarm_rate": 0.08},  # an airport
    "set41": {"precision": 0.77, "recall": 0.45, "false_alarm_rate": 0.04},  # a housing association
    "set42": {"precision": 0.82, "recall": 0.66, "false_alarm_rate": 0.02},  # a coffee roaster
    "set43": {"precision": 0.81, "recall": 0.58, "false_alarm_rate": 0.04},  # community pharmacies
    "set44": {"precision": 0.75, "recall": 0.55, "false_alarm_rate": 0.08},  # a heritage railway
    "set45": {"precision": 0.84, "recall": 0.68, "false_alarm_rate": 0.08},  # a second-hand book marketplace (0.86
    # until "cache" was read as "store": one unlabelled report, "ISBN-10 is never stored" / "cached in `isbn_cache`",
    # against 3 labelled contradictions gained in sets 14, 30 and 126)
    "set46": {"precision": 0.76, "recall": 0.60, "false_alarm_rate": 0.04},  # a marina
    "set47": {"precision": 0.79, "recall": 0.60, "false_alarm_rate": 0.04},  # a food bank network
    "set48": {"precision": 0.79, "recall": 0.60, "false_alarm_rate": 0.04},  # trampoline parks
    # round 12 (2026-11-29, afternoon): sets 49-51 written blind, measured once on main dde2380e (round 11's judge):
    # 0.79 / 0.47 / 0.04, 0.59 / 0.47 / 0.04, 0.60 / 0.60 / 0.04 (docs/lint.md "Round 12"). Floors: each set's figure
    # after round 13's fix (0.83 / 0.47 / 0.02, 0.71 / 0.50 / 0.02, 0.68 / 0.62 / 0.02), less 0.02
    "set49": {"precision": 0.81, "recall": 0.45, "false_alarm_rate": 0.04},  # a community radio network
    "set50": {"precision": 0.69, "recall": 0.48, "false_alarm_rate": 0.04},  # an orchestra and its concert hall
    "set51": {"precision": 0.66, "recall": 0.60, "false_alarm_rate": 0.04},  # a dog daycare and grooming chain
    # round 13 (2026-11-29, evening): sets 52-54 written blind, measured once on main 888c918b (round 13's first
    # fix): 0.60 / 0.53 / 0.08, 0.57 / 0.42 / 0.14, 0.68 / 0.42 / 0.02 (docs/lint.md "Round 13"). Floors: each set's
    # figure after round 13's second fix (0.68 / 0.53 / 0.08, 0.74 / 0.42 / 0.08, 0.85 / 0.42 / 0.02), less 0.02
    "set52": {"precision": 0.66, "recall": 0.51, "false_alarm_rate": 0.10},  # an artisan bakery chain
    "set53": {"precision": 0.72, "recall": 0.40, "false_alarm_rate": 0.10},  # an architecture and surveying practice
    "set54": {"precision": 0.83, "recall": 0.40, "false_alarm_rate": 0.04},  # a county archaeology unit
    # sets 55-57 written blind, measured once on main 0af44369 (round 13's third fix): 0.68 / 0.47 / 0.08,
    # 0.84 / 0.65 / 0.02, 0.79 / 0.47 / 0.04. Floors: each set's figure after round 13's fourth fix (0.76 / 0.47 /
    # 0.08, 0.84 / 0.65 / 0.02, 0.86 / 0.47 / 0.00), less 0.02
    "set55": {"precision": 0.74, "recall": 0.45, "false_alarm_rate": 0.10},  # a multi-academy trust's IT team
    "set56": {"precision": 0.82, "recall": 0.63, "false_alarm_rate": 0.04},  # a volunteer mountain rescue team
    "set57": {"precision": 0.84, "recall": 0.45, "false_alarm_rate": 0.02},  # an urban vertical farm
    # sets 58-60 written blind, measured once on main 3d50ee9b (round 13's fourth fix): 0.57 / 0.50 / 0.10,
    # 0.76 / 0.65 / 0.02, 0.69 / 0.45 / 0.06. Floors: each set's figure after round 13's fifth fix (0.61 / 0.50 /
    # 0.08, 0.76 / 0.65 / 0.02, 0.72 / 0.45 / 0.06), less 0.02
    "set58": {"precision": 0.59, "recall": 0.48, "false_alarm_rate": 0.10},  # a family-run seaside hotel group
    "set59": {"precision": 0.74, "recall": 0.63, "false_alarm_rate": 0.04},  # a rural insurance broker
    "set60": {"precision": 0.70, "recall": 0.43, "false_alarm_rate": 0.08},  # a theatre-in-education company
    # sets 61-63 written blind, measured once on main aaffa1c4 (round 13's fifth fix): 0.64 / 0.40 / 0.06,
    # 0.68 / 0.47 / 0.06, 0.63 / 0.47 / 0.08. Floors: each set's figure after round 13's sixth fix (0.67 / 0.40 /
    # 0.04, 0.68 / 0.47 / 0.06, 0.68 / 0.47 / 0.04), less 0.02
    "set61": {"precision": 0.65, "recall": 0.38, "false_alarm_rate": 0.06},  # a commercial printing works
    "set62": {"precision": 0.66, "recall": 0.45, "false_alarm_rate": 0.08},  # a community energy co-operative
    "set63": {"precision": 0.66, "recall": 0.45, "false_alarm_rate": 0.06},  # escape rooms and a board-game café
    # sets 64-66 written blind, measured once on main 6743b472 (round 13's sixth fix): 0.77 / 0.57 / 0.02,
    # 0.65 / 0.50 / 0.08, 0.76 / 0.47 / 0.02. Floors: each set's figure after round 13's seventh fix (0.81 / 0.55 /
    # 0.02, 0.67 / 0.50 / 0.08, 0.76 / 0.47 / 0.02), less 0.02
    "set64": {"precision": 0.79, "recall": 0.53, "false_alarm_rate": 0.04},  # a home-care agency
    "set65": {"precision": 0.65, "recall": 0.48, "false_alarm_rate": 0.10},  # an independent games studio
    "set66": {"precision": 0.74, "recall": 0.45, "false_alarm_rate": 0.04},  # allotments and community gardens
    # sets 67-69 written blind, measured once on main 4977ccd2 (round 13's eighth fix): 0.92 / 0.57 / 0.00,
    # 0.82 / 0.45 / 0.04, 0.86 / 0.45 / 0.06; the ninth fix changed none of their verdicts. Floors: less 0.02
    "set67": {"precision": 0.90, "recall": 0.55, "false_alarm_rate": 0.02},  # a car-park and EV-charging operator
    # set68 less 0.04: round 14's money class gained its deposit pair and reports one unlabelled pair (a rehearsal
    # booking's £20 deposit against a Studio A day booking's £200)
    "set68": {"precision": 0.78, "recall": 0.43, "false_alarm_rate": 0.06},  # a recording and rehearsal studio
    "set69": {"precision": 0.84, "recall": 0.43, "false_alarm_rate": 0.08},  # a wildlife rescue centre
    # sets 70-72 written blind, measured once on main 10129166 (round 13's ninth fix, the last): 0.68 / 0.65 / 0.00,
    # 0.79 / 0.57 / 0.04, 0.66 / 0.53 / 0.14; no fix since. Floors: less 0.02
    "set70": {"precision": 0.66, "recall": 0.63, "false_alarm_rate": 0.02},  # a law firm's practice support
    "set71": {"precision": 0.77, "recall": 0.55, "false_alarm_rate": 0.06},  # an outdoor-education centre
    "set72": {"precision": 0.63, "recall": 0.51, "false_alarm_rate": 0.16},  # a furniture-upcycling enterprise (one verdict lost in the ledger)
    # sets 73-75 written blind (round 14), measured once on main 78190b59: 0.74 / 0.50 / 0.04, 0.58 / 0.62 / 0.02,
    # 0.70 / 0.47 / 0.06. Floors: less 0.02
    "set73": {"precision": 0.72, "recall": 0.48, "false_alarm_rate": 0.06},  # a cargo-bike courier co-operative
    "set74": {"precision": 0.56, "recall": 0.60, "false_alarm_rate": 0.04},  # a glucose-sensor supplier's support
    "set75": {"precision": 0.68, "recall": 0.45, "false_alarm_rate": 0.08},  # a community fibre broadband provider
    # sets 76-78 written blind (round 15), measured once on main cec59c12: 0.63 / 0.55 / 0.08, 0.79 / 0.57 / 0.06,
    # 0.79 / 0.47 / 0.04. Floors: less 0.02
    "set76": {"precision": 0.61, "recall": 0.53, "false_alarm_rate": 0.10},  # an interpreting agency
    "set77": {"precision": 0.77, "recall": 0.55, "false_alarm_rate": 0.08},  # an inland freight rail terminal
    "set78": {"precision": 0.77, "recall": 0.45, "false_alarm_rate": 0.06},  # a tool library and repair cafés
    # sets 79-81 written blind (round 16), measured once on main 914a6db7: 0.80 / 0.60 / 0.04, 0.82 / 0.78 / 0.04,
    # 0.70 / 0.53 / 0.04. Floors: less 0.02
    "set79": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.06},  # a stage-lighting hire company
    "set80": {"precision": 0.80, "recall": 0.76, "false_alarm_rate": 0.06},  # a chain of opticians
    "set81": {"precision": 0.68, "recall": 0.51, "false_alarm_rate": 0.06},  # a charter airline's crew scheduling
    # sets 82-84 written blind (round 17), measured once on main 54bd3243: 0.76 / 0.65 / 0.00, 0.67 / 0.50 / 0.06,
    # 0.74 / 0.65 / 0.02. Floors: less 0.02
    "set82": {"precision": 0.74, "recall": 0.63, "false_alarm_rate": 0.02},  # an alarm monitoring centre
    # set83 less 0.04: a negation in a relative clause denies nothing, so "files that have not been accessed for 60
    # days are purged" meets "the purge warning goes out 7 days before" as two values (one unlabelled report)
    "set83": {"precision": 0.63, "recall": 0.48, "false_alarm_rate": 0.08},  # a university research-computing team
    "set84": {"precision": 0.72, "recall": 0.63, "false_alarm_rate": 0.04},  # a small-batch cosmetics maker
    # sets 85-87 written blind (round 18), measured once on main 9697297e: 0.63 / 0.55 / 0.06, 0.65 / 0.55 / 0.08,
    # 0.75 / 0.53 / 0.02. Floors: less 0.02
    "set85": {"precision": 0.61, "recall": 0.53, "false_alarm_rate": 0.08},  # a sign-making and vehicle-wrap shop
    "set86": {"precision": 0.63, "recall": 0.53, "false_alarm_rate": 0.10},  # a hospice's fundraising and shops
    "set87": {"precision": 0.73, "recall": 0.51, "false_alarm_rate": 0.04},  # a council's bereavement services
    # sets 88-90 written blind (round 19), measured once on main 641eb892: 0.68 / 0.57 / 0.06, 0.79 / 0.65 / 0.04,
    # 0.56 / 0.57 / 0.04. Floors: less 0.02
    "set88": {"precision": 0.66, "recall": 0.55, "false_alarm_rate": 0.08},  # an ice-hockey arena and junior league
    "set89": {"precision": 0.77, "recall": 0.63, "false_alarm_rate": 0.06},  # a chip-timing company for races
    "set90": {"precision": 0.54, "recall": 0.55, "false_alarm_rate": 0.06},  # a port's pilotage and towage
    # sets 91-93 written blind (round 20), measured once on main 19272b75: 0.68 / 0.42 / 0.00, 0.67 / 0.55 / 0.04,
    # 0.77 / 0.60 / 0.06. Floors: less 0.02
    "set91": {"precision": 0.66, "recall": 0.40, "false_alarm_rate": 0.02},  # a street-lighting contractor
    "set92": {"precision": 0.65, "recall": 0.53, "false_alarm_rate": 0.06},  # a honey-packing co-operative
    "set93": {"precision": 0.75, "recall": 0.58, "false_alarm_rate": 0.08},  # a private tutoring agency
    # sets 94-96 written blind (round 21), measured once on main aa17f789: 0.79 / 0.57 / 0.06, 0.86 / 0.60 / 0.04,
    # 0.78 / 0.62 / 0.02. Floors: less 0.02
    "set94": {"precision": 0.77, "recall": 0.55, "false_alarm_rate": 0.08},  # a pest-control company
    "set95": {"precision": 0.84, "recall": 0.58, "false_alarm_rate": 0.06},  # a commercial diving contractor
    "set96": {"precision": 0.76, "recall": 0.60, "false_alarm_rate": 0.04},  # a taxi dispatch co-operative
    # sets 97-99 written blind (round 22), measured once on main e05735f8 (the judge of aa17f789): 0.69 / 0.62 / 0.12,
    # 0.80 / 0.60 / 0.02, 0.65 / 0.42 / 0.10. Floors: less 0.02
    "set97": {"precision": 0.67, "recall": 0.60, "false_alarm_rate": 0.14},  # an antiques auction house
    "set98": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.04},  # a kitchen-and-bathroom fitter
    "set99": {"precision": 0.63, "recall": 0.40, "false_alarm_rate": 0.12},  # a hospital's sterile services
    # sets 100-102 written blind (round 23), measured once on main 64b4fc29: 0.72 / 0.57 / 0.06, 0.73 / 0.68 / 0.10,
    # 0.88 / 0.55 / 0.04. Floors: less 0.02
    "set100": {"precision": 0.70, "recall": 0.55, "false_alarm_rate": 0.08},  # a scaffolding contractor
    "set101": {"precision": 0.71, "recall": 0.66, "false_alarm_rate": 0.12},  # a community lottery's grants
    "set102": {"precision": 0.86, "recall": 0.53, "false_alarm_rate": 0.06},  # chimney sweeps and stoves
    "set103": {"precision": 0.65, "recall": 0.53, "false_alarm_rate": 0.12},  # a locksmith and door entry
    "set104": {"precision": 0.73, "recall": 0.51, "false_alarm_rate": 0.10},  # an agricultural contractor
    "set105": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.08},  # window cleaning and gutters
    "set106": {"precision": 0.66, "recall": 0.55, "false_alarm_rate": 0.06},  # a funeral director
    "set107": {"precision": 0.84, "recall": 0.60, "false_alarm_rate": 0.02},  # a driving school
    "set108": {"precision": 0.79, "recall": 0.63, "false_alarm_rate": 0.08},  # a surveying practice
    "set109": {"precision": 0.81, "recall": 0.60, "false_alarm_rate": 0.08},  # a phone and laptop repair chain
    "set110": {"precision": 0.67, "recall": 0.60, "false_alarm_rate": 0.06},  # a car body repair shop
    "set111": {"precision": 0.84, "recall": 0.60, "false_alarm_rate": 0.06},  # a temporary staffing agency
    "set112": {"precision": 0.77, "recall": 0.66, "false_alarm_rate": 0.06},  # a sailing and watersports school
    "set113": {"precision": 0.75, "recall": 0.48, "false_alarm_rate": 0.06},  # a cheese maker and dairy
    "set114": {"precision": 0.55, "recall": 0.63, "false_alarm_rate": 0.10},  # a letting agency
    "set115": {"precision": 0.88, "recall": 0.43, "false_alarm_rate": 0.02},  # a tree surgery firm
    "set116": {"precision": 0.89, "recall": 0.48, "false_alarm_rate": 0.04},  # a school-uniform supplier
    "set117": {"precision": 0.69, "recall": 0.60, "false_alarm_rate": 0.06},  # a piano workshop
    "set118": {"precision": 0.87, "recall": 0.60, "false_alarm_rate": 0.06},  # a street-food van fleet
    "set119": {"precision": 0.84, "recall": 0.60, "false_alarm_rate": 0.04},  # a county cricket club
    "set120": {"precision": 0.67, "recall": 0.58, "false_alarm_rate": 0.08},  # fire-protection servicing
    "set121": {"precision": 0.83, "recall": 0.53, "false_alarm_rate": 0.02},  # a picture framer and print studio
    "set122": {"precision": 0.80, "recall": 0.55, "false_alarm_rate": 0.06},  # a livery yard and riding school
    "set123": {"precision": 0.79, "recall": 0.60, "false_alarm_rate": 0.02},  # a mobile tyre fitter
    "set124": {"precision": 0.70, "recall": 0.43, "false_alarm_rate": 0.04},  # a hot-air balloon operator
    "set125": {"precision": 0.73, "recall": 0.58, "false_alarm_rate": 0.06},  # a wholesale plant nursery
    "set126": {"precision": 0.70, "recall": 0.55, "false_alarm_rate": 0.08},  # a martial arts and boxing gym
    "set127": {"precision": 0.68, "recall": 0.51, "false_alarm_rate": 0.06},  # a volunteer swimming club
    "set128": {"precision": 0.79, "recall": 0.53, "false_alarm_rate": 0.06},  # a cider and perry maker
    "set129": {"precision": 0.57, "recall": 0.53, "false_alarm_rate": 0.08},  # a county agricultural show
    "set130": {"precision": 0.66, "recall": 0.60, "false_alarm_rate": 0.04},  # a ceramics studio
    "set131": {"precision": 0.70, "recall": 0.43, "false_alarm_rate": 0.08},  # a city farm charity
    # set132 0.77 -> 0.76: one unlabelled report more since weekday and weekdays are one kind of day (docs/lint.md
    # "Rounds 62 and 63"): a bullet read with the unmarked line after it as one sentence, Saturday and weekdays together
    "set132": {"precision": 0.76, "recall": 0.53, "false_alarm_rate": 0.08},  # a tea importer and online shop
    "set133": {"precision": 0.80, "recall": 0.68, "false_alarm_rate": 0.08},  # a blind maker and fitter
    "set134": {"precision": 0.60, "recall": 0.51, "false_alarm_rate": 0.12},  # a dance school
    "set135": {"precision": 0.66, "recall": 0.45, "false_alarm_rate": 0.02},  # a falconry centre
    "set136": {"precision": 0.72, "recall": 0.55, "false_alarm_rate": 0.06},  # a greeting-card publisher
    "set137": {"precision": 0.84, "recall": 0.45, "false_alarm_rate": 0.06},  # a parish council
    "set138": {"precision": 0.66, "recall": 0.55, "false_alarm_rate": 0.02},  # a tattoo studio
    "set139": {"precision": 0.75, "recall": 0.58, "false_alarm_rate": 0.08},  # a wedding-dress boutique
    "set140": {"precision": 0.73, "recall": 0.51, "false_alarm_rate": 0.06},  # a removals company
    "set141": {"precision": 0.65, "recall": 0.63, "false_alarm_rate": 0.12},  # a village shop and post office
    "set142": {"precision": 0.65, "recall": 0.58, "false_alarm_rate": 0.06},  # a florist
    "set143": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.06},  # a school photography company
    "set144": {"precision": 0.74, "recall": 0.45, "false_alarm_rate": 0.08},  # a model-railway and hobby shop
    "set145": {"precision": 0.86, "recall": 0.53, "false_alarm_rate": 0.02},  # a coarse fishery and tackle shop
    "set146": {"precision": 0.62, "recall": 0.51, "false_alarm_rate": 0.08},  # a woollen mill
    "set147": {"precision": 0.77, "recall": 0.45, "false_alarm_rate": 0.04},  # a stonemason (0.81 before "closed for good": 2 unlabelled reports of "Wells" inside "Bath and Wells", 1 verdict gained)
    "set148": {"precision": 0.62, "recall": 0.60, "false_alarm_rate": 0.12},  # a small chain of barbershops
    "set149": {"precision": 0.79, "recall": 0.53, "false_alarm_rate": 0.08},  # a picture conservation studio
    "set150": {"precision": 0.79, "recall": 0.53, "false_alarm_rate": 0.04},  # a travelling funfair operator
    "set151": {"precision": 0.64, "recall": 0.66, "false_alarm_rate": 0.08},  # a guide-dog puppy-walking branch
    "set152": {"precision": 0.79, "recall": 0.60, "false_alarm_rate": 0.06},  # a craft chocolate maker
    "set153": {"precision": 0.74, "recall": 0.60, "false_alarm_rate": 0.06},  # a vintage clothing shop
    "set154": {"precision": 0.67, "recall": 0.58, "false_alarm_rate": 0.04},  # a canal narrowboat hire base
    "set155": {"precision": 0.66, "recall": 0.51, "false_alarm_rate": 0.10},  # an archery club and range
    "set156": {"precision": 0.90, "recall": 0.58, "false_alarm_rate": 0.04},  # a saddlery and tack repair workshop
    "set157": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.06},  # a community sauna co-operative
    "set158": {"precision": 0.65, "recall": 0.38, "false_alarm_rate": 0.04},  # a family butcher and farm shop
    "set159": {"precision": 0.67, "recall": 0.48, "false_alarm_rate": 0.04},  # a stained-glass studio
    "set160": {"precision": 0.62, "recall": 0.43, "false_alarm_rate": 0.10},  # a community woodland trust
    "set161": {"precision": 0.74, "recall": 0.53, "false_alarm_rate": 0.04},  # an upholstery workshop
    "set162": {"precision": 0.75, "recall": 0.55, "false_alarm_rate": 0.06},  # a surfboard shaper and repair shop
    "set163": {"precision": 0.81, "recall": 0.58, "false_alarm_rate": 0.02},  # a mobile farrier practice
    "set164": {"precision": 0.65, "recall": 0.48, "false_alarm_rate": 0.10},  # a community-owned pub
    "set165": {"precision": 0.89, "recall": 0.73, "false_alarm_rate": 0.02},  # a kitchen-knife maker
    "set166": {"precision": 0.77, "recall": 0.53, "false_alarm_rate": 0.08},  # a hedge-laying and walling contractor
    "set167": {"precision": 0.83, "recall": 0.53, "false_alarm_rate": 0.02},  # a borehole and pump service
    "set168": {"precision": 0.75, "recall": 0.48, "false_alarm_rate": 0.04},  # an alpaca trekking farm
    "set169": {"precision": 0.77, "recall": 0.63, "false_alarm_rate": 0.06},  # a bell foundry
    "set170": {"precision": 0.70, "recall": 0.55, "false_alarm_rate": 0.04},  # a mushroom farm
    "set171": {"precision": 0.72, "recall": 0.60, "false_alarm_rate": 0.10},  # a thatching company
    "set172": {"precision": 0.66, "recall": 0.50, "false_alarm_rate": 0.08},  # a pipe-organ builder
    "set173": {"precision": 0.75, "recall": 0.58, "false_alarm_rate": 0.02},  # an oyster and mussel farm
    "set174": {"precision": 0.98, "recall": 0.60, "false_alarm_rate": 0.02},  # a members' golf club
    "set175": {"precision": 0.80, "recall": 0.55, "false_alarm_rate": 0.04},  # a clock and watch repairer
    "set176": {"precision": 0.81, "recall": 0.60, "false_alarm_rate": 0.06},  # an observatory and planetarium
    "set177": {"precision": 0.77, "recall": 0.66, "false_alarm_rate": 0.08},  # a rope and net maker
    "set178": {"precision": 0.91, "recall": 0.63, "false_alarm_rate": 0.06},  # an artisan ice-cream maker
    "set179": {"precision": 0.81, "recall": 0.45, "false_alarm_rate": 0.06},  # a volunteer lifeguard club
    "set180": {"precision": 0.88, "recall": 0.63, "false_alarm_rate": 0.04},  # a stamp and coin dealer
    "set181": {"precision": 0.70, "recall": 0.55, "false_alarm_rate": 0.02},  # a paragliding school
    "set182": {"precision": 0.75, "recall": 0.40, "false_alarm_rate": 0.08},  # a chess club and congress
    "set183": {"precision": 0.82, "recall": 0.80, "false_alarm_rate": 0.06},  # a theatrical costume hire
    "set184": {"precision": 0.76, "recall": 0.60, "false_alarm_rate": 0.06},  # a genealogy research service
    "set185": {"precision": 0.98, "recall": 0.63, "false_alarm_rate": 0.02},  # a lavender farm and distillery
    "set186": {"precision": 0.72, "recall": 0.55, "false_alarm_rate": 0.08},  # a sheet-music publisher
    "set187": {"precision": 0.60, "recall": 0.55, "false_alarm_rate": 0.10},  # a glassblowing studio
    "set188": {"precision": 0.82, "recall": 0.63, "false_alarm_rate": 0.04},  # a drone survey company
    "set189": {"precision": 0.71, "recall": 0.58, "false_alarm_rate": 0.06},  # a milliner
    "set190": {"precision": 0.72, "recall": 0.55, "false_alarm_rate": 0.04},  # a sheep-shearing contractor
    "set191": {"precision": 0.80, "recall": 0.55, "false_alarm_rate": 0.04},  # a bespoke shoemaker
    # (precision 0.94 until round 68: "every day" / "every 10 minutes" of two acts, docs/lint.md "Round 68")
    "set192": {"precision": 0.92, "recall": 0.60, "false_alarm_rate": 0.02},  # a weather-station network
    "set193": {"precision": 0.66, "recall": 0.63, "false_alarm_rate": 0.10},  # a sawmill and timber yard
    "set194": {"precision": 0.63, "recall": 0.53, "false_alarm_rate": 0.06},  # a karting track
    "set195": {"precision": 0.70, "recall": 0.51, "false_alarm_rate": 0.04},  # a rare-breed poultry hatchery
    "set196": {"precision": 0.77, "recall": 0.55, "false_alarm_rate": 0.06},  # a blacksmith and forge
    "set197": {"precision": 0.69, "recall": 0.60, "false_alarm_rate": 0.10},  # a zine library
    "set198": {"precision": 0.78, "recall": 0.58, "false_alarm_rate": 0.02},  # a vinyl pressing plant
    "set199": {"precision": 0.74, "recall": 0.53, "false_alarm_rate": 0.08},  # a bouncy-castle and party hire
    "set200": {"precision": 0.69, "recall": 0.60, "false_alarm_rate": 0.08},  # an architectural salvage yard
    "set201": {"precision": 0.77, "recall": 0.53, "false_alarm_rate": 0.06},  # a coffee-machine repairer
    "set202": {"precision": 0.73, "recall": 0.51, "false_alarm_rate": 0.06},  # a bookbinding bindery
    "set203": {"precision": 0.67, "recall": 0.60, "false_alarm_rate": 0.08},  # a mobile petting farm
    "set204": {"precision": 0.85, "recall": 0.66, "false_alarm_rate": 0.06},  # a stage-combat company
    "set205": {"precision": 0.75, "recall": 0.48, "false_alarm_rate": 0.02},  # a brick and tile works
    "set206": {"precision": 0.57, "recall": 0.40, "false_alarm_rate": 0.08},  # a community boat-building school
    "set207": {"precision": 0.67, "recall": 0.43, "false_alarm_rate": 0.06},  # a community darkroom
    "set208": {"precision": 0.45, "recall": 0.55, "false_alarm_rate": 0.06},  # a church-bell foundry
    "set209": {"precision": 0.54, "recall": 0.53, "false_alarm_rate": 0.10},  # a community cider press
    "set210": {"precision": 0.44, "recall": 0.31, "false_alarm_rate": 0.06},  # a tattoo studio collective
    "set211": {"precision": 0.51, "recall": 0.45, "false_alarm_rate": 0.04},  # a community ice rink
    "set212": {"precision": 0.62, "recall": 0.43, "false_alarm_rate": 0.08},  # a harp and fiddle workshop
    "set213": {"precision": 0.44, "recall": 0.38, "false_alarm_rate": 0.06},  # a model-railway society
    "set214": {"precision": 0.73, "recall": 0.51, "false_alarm_rate": 0.04},  # a rural mobile library
    # set215 0.66 -> 0.65: one unlabelled report more since "server-rendered" names no subject (docs/lint.md "Rounds 62
    # and 63"): "moves to Django 5.2 in Q1 2027" is a plan, which no rule reads yet
    "set215": {"precision": 0.65, "recall": 0.60, "false_alarm_rate": 0.04},  # a guide-dog training charity
    "set216": {"precision": 0.72, "recall": 0.55, "false_alarm_rate": 0.04},  # a clock and watch repair workshop
    "set217": {"precision": 0.59, "recall": 0.33, "false_alarm_rate": 0.08},  # a beekeeping cooperative
    "set218": {"precision": 0.54, "recall": 0.36, "false_alarm_rate": 0.06},  # a community radio station
    "set219": {"precision": 0.41, "recall": 0.31, "false_alarm_rate": 0.08},  # a climbing wall centre
    "set220": {"precision": 0.58, "recall": 0.43, "false_alarm_rate": 0.06},  # a single-screen cinema
    "set221": {"precision": 0.61, "recall": 0.53, "false_alarm_rate": 0.04},  # an allotments association
    "set222": {"precision": 0.61, "recall": 0.63, "false_alarm_rate": 0.08},  # a piano tuning and removals firm
    "set223": {"precision": 0.72, "recall": 0.60, "false_alarm_rate": 0.04},  # a canal boat hire and repair yard
    "set224": {"precision": 0.59, "recall": 0.45, "false_alarm_rate": 0.12},  # a glass-blowing studio and gallery
    "set225": {"precision": 0.50, "recall": 0.38, "false_alarm_rate": 0.06},  # a rowing club and boathouse
    "set226": {"precision": 0.63, "recall": 0.40, "false_alarm_rate": 0.14},  # an island ferry operator
    "set227": {"precision": 0.61, "recall": 0.40, "false_alarm_rate": 0.04},  # a village dental practice
    "set228": {"precision": 0.68, "recall": 0.45, "false_alarm_rate": 0.06},  # a microbrewery with a taproom
    "set229": {"precision": 0.69, "recall": 0.58, "false_alarm_rate": 0.02},  # a community swimming pool
    "set230": {"precision": 0.50, "recall": 0.38, "false_alarm_rate": 0.06},  # a veterinary practice
    "set231": {"precision": 0.46, "recall": 0.51, "false_alarm_rate": 0.12},  # a bookshop with a café and events
    "set232": {"precision": 0.72, "recall": 0.48, "false_alarm_rate": 0.04},  # a volunteer mountain rescue team
    "set233": {"precision": 0.62, "recall": 0.43, "false_alarm_rate": 0.10},  # a touring theatre company
    "set234": {"precision": 0.67, "recall": 0.53, "false_alarm_rate": 0.02},  # a farm shop, butchery and veg boxes
    "set235": {"precision": 0.56, "recall": 0.51, "false_alarm_rate": 0.06},  # a hot-air balloon operator
    "set236": {"precision": 0.63, "recall": 0.48, "false_alarm_rate": 0.04},  # a commercial laundry
    "set237": {"precision": 0.77, "recall": 0.53, "false_alarm_rate": 0.06},  # a sailing school
    "set238": {"precision": 0.70, "recall": 0.43, "false_alarm_rate": 0.02},  # an arborist firm
    "set239": {"precision": 0.70, "recall": 0.63, "false_alarm_rate": 0.10},  # a blood-bike charity
    "set240": {"precision": 0.64, "recall": 0.48, "false_alarm_rate": 0.08},  # a sign and wrap workshop
    "set241": {"precision": 0.52, "recall": 0.53, "false_alarm_rate": 0.04},  # a mobile locksmith
    "set242": {"precision": 0.63, "recall": 0.40, "false_alarm_rate": 0.04},  # an escape-room venue
    "set243": {"precision": 0.64, "recall": 0.55, "false_alarm_rate": 0.04},  # a cider orchard and press
    "set244": {"precision": 0.45, "recall": 0.38, "false_alarm_rate": 0.12},  # a mobile dog groomer
    "set245": {"precision": 0.48, "recall": 0.36, "false_alarm_rate": 0.12},  # a community hydro scheme
    "set246": {"precision": 0.69, "recall": 0.53, "false_alarm_rate": 0.02},  # a commercial diving contractor
    "set247": {"precision": 0.55, "recall": 0.40, "false_alarm_rate": 0.08},  # an island ferry operator
    "set248": {"precision": 0.62, "recall": 0.55, "false_alarm_rate": 0.08},  # a dairy farm with a vending hut
    "set249": {"precision": 0.63, "recall": 0.40, "false_alarm_rate": 0.10},  # a translation agency
    "set250": {"precision": 0.56, "recall": 0.58, "false_alarm_rate": 0.10},  # an escape-room venue, four rooms
    "set251": {"precision": 0.68, "recall": 0.45, "false_alarm_rate": 0.08},  # a honey producer
    "set252": {"precision": 0.49, "recall": 0.38, "false_alarm_rate": 0.04},  # a canal boat hire company
    "set253": {"precision": 0.53, "recall": 0.58, "false_alarm_rate": 0.08},  # a pottery studio
    "set254": {"precision": 0.48, "recall": 0.40, "false_alarm_rate": 0.02},  # an arborist firm
    "set255": {"precision": 0.58, "recall": 0.58, "false_alarm_rate": 0.08},  # a fencing club
    "set256": {"precision": 0.59, "recall": 0.45, "false_alarm_rate": 0.12},  # a gin distillery
    "set257": {"precision": 0.51, "recall": 0.35, "false_alarm_rate": 0.04},  # a launderette
    "set258": {"precision": 0.70, "recall": 0.50, "false_alarm_rate": 0.02},  # a recording studio
    "set259": {"precision": 0.61, "recall": 0.50, "false_alarm_rate": 0.06},  # a boarding kennels and cattery
    "set260": {"precision": 0.55, "recall": 0.35, "false_alarm_rate": 0.08},  # an oyster farm
    "set261": {"precision": 0.69, "recall": 0.48, "false_alarm_rate": 0.02},  # a community tool library
    "set262": {"precision": 0.59, "recall": 0.50, "false_alarm_rate": 0.08},  # a vineyard and winery
    "set263": {"precision": 0.48, "recall": 0.45, "false_alarm_rate": 0.04},  # a family campsite
    "set264": {"precision": 0.68, "recall": 0.45, "false_alarm_rate": 0.04},  # a spinning mill
    "set265": {"precision": 0.62, "recall": 0.60, "false_alarm_rate": 0.04},  # a dog grooming and boarding business
    "set266": {"precision": 0.84, "recall": 0.63, "false_alarm_rate": 0.02},  # an island ferry operator
    "set267": {"precision": 0.68, "recall": 0.68, "false_alarm_rate": 0.04},  # a regional blood service
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_blind_set_holds_its_bar(name, blind_score):
    score = blind_score(name)
    floors = FLOORS[name]
    assert score.precision >= floors["precision"], score.summary()
    assert score.recall >= floors["recall"], score.summary()
    assert score.false_alarm_rate <= floors["false_alarm_rate"], score.summary()


def test_blind_sets_are_as_large_as_issue_13_asks():
    from tests.lint.blind import load_labels

    for name in set(FLOORS) - {"textbook"}:  # the textbook set is plain pairs, one or two lines each
        _, labels = load_labels(BLIND_DIR / name)
        contradictions = [p for p in labels.values() if p.label == "contradiction"]
        hard = [p for p in labels.values() if p.label != "contradiction"]
        assert len(contradictions) >= 30 and len(hard) >= 30, name
        files = list((BLIND_DIR / name / "store").rglob("*.md"))
        assert len(files) >= 120, name
        assert {p.kind for p in contradictions} >= {"value_slot", "role_slot", "negation", "stale_vs_change"}
