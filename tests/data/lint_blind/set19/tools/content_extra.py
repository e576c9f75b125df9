from gen_lib import root

root('feedback_no_bench_ui_surprises.md', 'Bench UI changes need Gareth; screenshots in the PR', 'feedback',
 'Bench UI changes', 'rules for changing what technicians see', '''
Any change to what the technicians see on the bench terminals needs Gareth's OK before merge.

**Why:** a moved button in February cost a morning of mis-scanned cases.
**How to apply:** add before/after screenshots to the PR and tag Gareth; don't batch UI changes with backend work.
''')

root('feedback_explain_lab_impact.md', 'Say what a change means for the lab floor', 'feedback',
 'Lab impact in PRs', 'describe lab-floor impact in PR descriptions', '''
Every PR description ends with a "Lab floor impact" line: none / techs notice / techs must change what they do.

**Why:** Priya forwards that line to Gareth verbatim.
''')

root('project_remake_rate.md', 'Remake-rate report for the quarterly review', 'project',
 'Remake rate report', 'the quarterly remake analysis', '''
# Remake rate report

Gareth wants remake rate per product family and per technician for the quarterly review.

- Source: caseflow `cases` with `parent_case_id` not null, grouped by the parent's item type
- Exclude practice-fault remakes from the technician view
- Output: a CSV plus two charts; no dashboard yet
- Q3 numbers: 3.1% crowns, 5.8% dentures (dentures always worst, mostly bite issues)
''')

root('project_iso_audit_prep.md', 'ISO 13485 audit prep: traceability from blank to case', 'project',
 'ISO audit prep', 'traceability work for the audit', '''
# ISO 13485 audit prep

The auditor will pick five random dispatched cases and ask for full traceability: material lot, blank ID, mill, technician, QC sign-off.

- Blank lot numbers are captured by barcode at nesting time
- QC sign-off is the `qc` status transition with the user ID
- Gap: printed try-ins don't record the resin lot yet (ticket open)
''')

root('reference_practice_contacts.md', 'Where practice contact details live', 'reference',
 'Practice contacts', 'which system is the source of truth for practice contacts', '''
Practice addresses and contacts are mastered in caseflow (`practices` table); chairside and billbook sync from it hourly.
Accounts contacts (for statements) are an extra field on the practice, edited by the office only.
''')

root('user_gareth.md', 'Gareth Moss, lab manager; signs off workflow changes', 'user',
 'User: Gareth', 'the lab manager and what he cares about', '''
Gareth Moss is the lab manager (25 years a technician). Not technical about software, very precise about lab process.

- Cares about turnaround time and remake rate above everything
- Reads PR descriptions only for the "Lab floor impact" line
- Prefers a phone call to a long message
''')

root('reference_mill_materials.md', 'Which materials go on which mill', 'reference',
 'Mill materials', 'material-to-mill mapping', '''
# Materials per mill

| material | mills |
|---|---|
| Zirconia (multilayer, HT) | Roland DWX-52DCi |
| PMMA, wax | Roland DWX-52DCi |
| Lithium disilicate blocks | CORiTEC 350i (wet) |
| Titanium pre-milled abutments | CORiTEC 350i |

Glass ceramics must be milled wet; the Rolands are dry only.
''')
