# remnic facts: (date, category, tags, body). @ID@ marks a claim line.
FACTS = [
("2026-01-09", "fact", ["os", "login"], """@S3a@Heron login nodes run CentOS 7.9; anything compiled there links against glibc 2.17.
"""),
("2026-01-13", "fact", ["maintenance", "history"], """@D5a@Between October 2025 and February 2026 maintenance was on the last Thursday of the month.
"""),
("2026-01-20", "fact", ["allocations", "history"], """@D8a@The 2025 allocation round gave each faculty 2M core-hours.
"""),
("2026-01-27", "fact", ["storage", "projects"], """@S1a@Project storage (/projects) lives on the Isilon cluster; quotas are set with `isi quota`.
"""),
("2026-02-03", "fact", ["modules", "software"], """@S7a@Heron's module system is Environment Modules 4 (Tcl); modulefiles are in /apps/modulefiles.
"""),
("2026-02-10", "preference", ["slurm", "change"], """@N1b@It's fine to run `scontrol reconfigure` in the middle of the day; it doesn't touch running jobs.
"""),
("2026-02-19", "fact", ["slurm", "accounting", "database"], """@V1b@slurmdbd's MariaDB is `slurmdb01.hpc.kestrel.ac.uk:3307`, set as StoragePort in `slurmdbd.conf`.
"""),
("2026-02-26", "fact", ["ondemand", "history"], """@D6a@During the OnDemand beta (February to April 2026) only 40 pilot users could log in.
"""),
("2026-03-05", "fact", ["licences", "software"], """Abaqus and ANSYS licence servers are run by ITS; we only get read access to `lmstat`.
"""),
("2026-03-11", "fact", ["scratch", "history"], """@D2a@Until March 2026 the scratch purge threshold was 90 days.
"""),
("2026-03-17", "fact", ["slurm", "memory", "history"], """@D10a@Until the May 2026 Slurm upgrade, DefMemPerCPU on Heron was 2000 MB.
"""),
("2026-03-24", "decision", ["scratch", "purge"], """@V3b@Scratch purge deletes anything not accessed in 30 days; it runs every Sunday night.
"""),
("2026-03-31", "fact", ["monitoring", "alerting"], """@R4b@Alertmanager sends critical alerts to Opsgenie, which phones whoever is on the rota.
"""),
("2026-04-07", "preference", ["login", "reboot"], """@N10b@Login nodes can be rebooted without notice if they're wedged; users just reconnect to the other one.
"""),
("2026-04-14", "fact", ["kite", "gpu", "limits"], """@V7b@GPU jobs on Kite are capped at 8 GPUs per user through the `gpu-normal` QOS; if someone
needs more for a deadline we add them to `gpu-burst` for a week.
"""),
("2026-04-21", "fact", ["secrets", "tooling"], """@R2b@Service passwords and the Ansible vault key are kept in 1Password, vault "RC Infra"; ask Marek for access.
"""),
("2026-04-28", "fact", ["accounts", "expiry"], """@O1b@Account expiry warnings are emailed 30 days before an account is locked.
"""),
("2026-05-05", "fact", ["rcportal", "git"], """@R9b@rcportal uses fast-forward merges only; rebase onto main before you press merge.
"""),
("2026-05-12", "fact", ["kite", "slurm"], """@O4a@Kite's slurmctld is a separate install on Slurm 23.02.7, upgraded on its own schedule.
"""),
("2026-05-19", "fact", ["rcportal", "stack"], """@F4b@rcportal runs Django 5.1 on Python 3.12 behind gunicorn.
"""),
("2026-05-26", "fact", ["ssh", "compute", "policy"], """@N3b@SSH from the login nodes to compute nodes is not permitted for users, even with a running job there.
"""),
("2026-06-02", "preference", ["sudo", "rse"], """@N4a@Members of the research software group have sudo on the login nodes so they can maintain the shared conda installs.
"""),
("2026-06-09", "fact", ["scratch", "backup"], """@N5b@Scratch is backed up weekly to the tape library in DC1.
"""),
("2026-06-16", "fact", ["kite", "gpu"], """@F2b@On Kite, ask for `--gres=gpu:a100:N` if the job needs A100s specifically; plain
`--gres=gpu:N` gets whatever GPU is free, including the L40S nodes.
"""),
("2026-06-23", "fact", ["modules", "python"], """@V9b@The default `python` module is 3.12.4; 3.11.5 is still installed for anyone who pins it.
"""),
("2026-07-02", "fact", ["tickets", "tooling"], """@S2b@RT was shut down on 2026-06-30; all HPC support tickets are handled in TOPdesk now.
"""),
("2026-07-07", "fact", ["support", "slack"], """@S4b@We no longer take software requests on Slack; they have to come in as a ticket.
"""),
("2026-07-14", "fact", ["docs", "git"], """@S10b@The docs moved from GitHub to the university GitLab (`rc/hpc-docs`) in July; the GitHub repo is archived.
"""),
("2026-07-21", "fact", ["ansible", "ci"], """@R6b@The checks on `ansible-heron` run in Jenkins (job `ansible-lint-heron`), not in GitLab; the MR shows them as an external status.
"""),
("2026-07-28", "preference", ["tickets", "closing"], """@N7b@It's fine to close a ticket without waiting for the user once the fix has been verified on our side.
"""),
("2026-08-04", "fact", ["kite", "walltime"], """@O3b@Kite's `gpu` partition has a 24-hour maximum walltime.
"""),
("2026-08-11", "fact", ["slurm", "version"], """@V5b@Heron's controller and compute nodes are on Slurm 24.05.3; `sinfo --version` on a login node confirms it.
"""),
("2026-08-18", "fact", ["rcportal", "staging"], """@O6a@The rcportal staging instance uses `postgresql://rcportal@pgsql-test.its.kestrel.ac.uk:5432/rcportal_staging`.
"""),
("2026-08-25", "fact", ["globus", "dtn"], """@S6b@The GCS v4 endpoint "Kestrel Heron DTN" was decommissioned in August; dtn01 now runs Globus Connect Server 5.4 with the collection "Kestrel HPC Storage".
"""),
("2026-09-01", "fact", ["login", "cron"], """@N8a@Users are allowed to keep personal crontabs on the login nodes, e.g. for syncing data from instruments.
"""),
("2026-09-08", "fact", ["accounting", "xdmod"], """@S5b@Open XDMoD replaced the old sreport cron for faculty usage reports; `usage-monthly.sh` no longer runs.
"""),
("2026-09-15", "fact", ["rcportal", "ldap"], """@O7b@The rcportal LDAP sync retries up to 5 times before it raises an alert.
"""),
("2026-09-22", "fact", ["ondemand", "vpn"], """@F8b@OnDemand (ood.hpc.kestrel.ac.uk) needs the university VPN when you're off campus.
"""),
("2026-10-06", "fact", ["kite", "driver"], """@S8b@Kite's NVIDIA driver was upgraded from 535 to 550 in the October window; the cuda/12.2 default was replaced by cuda/12.4.
"""),
("2026-10-13", "fact", ["papers", "acknowledgement"], """@F10b@Acknowledgement text for papers: "This work used the Heron HPC service at Kestrel University."
"""),
("2026-10-20", "fact", ["tickets", "sla"], """@F7b@P1 tickets (cluster down) get a response within 1 hour; everything else within one working day.
"""),
("2026-02-12", "fact", ["maintenance", "announce"], """@A1b@Maintenance gets announced on hpc-announce a week in advance, never less.
"""),
("2026-03-03", "fact", ["slurm", "fairshare"], """@A3b@We run PriorityType=priority/multifactor with the Fair Tree fairshare algorithm on Heron.
"""),
("2026-05-14", "fact", ["on-call"], """@A6b@On-call handover happens on Mondays at 10am.
"""),
("2026-06-11", "fact", ["scratch", "capacity"], """@A8b@/scratch is 2.4 PB usable on a DDN ES400NVX.
"""),
("2026-08-27", "preference", ["tickets", "email"], """@A10b@All correspondence with users goes through the ticket so the history stays in one place.
"""),
("2026-02-24", "decision", ["leavers", "home"], """@NS1a@We never delete a leaver's home directory without written sign-off from their PI.
"""),
("2026-04-02", "preference", ["on-call", "paging"], """@NS2a@Don't page on-call for a single dead node; open a ticket and drain it.
"""),
("2026-06-30", "fact", ["login", "compiling"], """@NS4b@Users compile their codes on the login nodes; `make -j4` is what we suggest.
"""),
("2026-07-16", "decision", ["software", "licences"], """@NS6b@Commercial packages are never installed before Procurement has checked the licence terms.
"""),
("2026-09-10", "fact", ["ansible", "merge"], """@NS7b@Any team member can merge an `ansible-heron` MR once CI is green and someone other than the author has approved it.
"""),
("2026-10-27", "fact", ["scratch", "climate"], """@NS10b@Scratch is the right place for intermediate files from the climate model runs; they're big and easy to regenerate.
"""),
# ---- filler facts (no labelled claims) ----
("2026-01-16", "fact", ["people"], """Ines Duarte leads the service desk and triages the HPC queue every morning.
"""),
("2026-03-20", "preference", ["style", "marek"], """Marek wants shell commands first and explanation after, in one short message.
"""),
("2026-05-29", "fact", ["dtn", "globus"], """The DTN has 40 Gb/s to Janet and sits outside the campus firewall inspection.
"""),
("2026-07-09", "decision", ["training"], """The GPU course runs twice a term from October 2026, capped at 20 places.
"""),
("2026-08-13", "fact", ["himem", "heron"], """The himem nodes have 1.5 TB RAM each and are only reachable through the `himem` partition.
"""),
("2026-09-29", "fact", ["survey"], """The 2026 user survey had 412 responses, roughly a third of active users.
"""),
("2026-10-30", "decision", ["kite", "bid"], """Aisha submitted the Kite expansion bid on 2026-10-29; the panel meets in January 2027.
"""),
("2026-11-10", "fact", ["isilon", "decommission"], """Kwame is on leave 2026-12-21 to 2027-01-04; storage escalations go to ITS storage while he's away.
"""),
("2026-11-17", "preference", ["docs", "hannah"], """Hannah prefers doc fixes as proper change requests against the docs repo, not pasted text in chat.
"""),
]
