"""Word lists of the built-in judge: negation cues, predicates, units, change-in-time markers, exclusive choices.

These are general English and software vocabulary, not sentences: the
judge's rules (in ``judge.py``) decide with them, and ``docs/lint.md``
describes them.
"""

from __future__ import annotations

import re

from memcli.text import STOP_WORDS, stem

# Words that flip a clause's polarity (counted with parity: "don't disable" is positive).
NEGATION_CUES = frozenset(
    """not no never cannot neither nor none nobody nothing without
    avoid avoids avoided avoiding disable disables disabled disabling dislike dislikes disliked
    forbid forbids forbidden forbidding prohibit prohibits prohibited ban bans banned
    skip skips skipped skipping stop stops stopped omit omits omitted refuse refuses refused
    hate hates hated false""".split()
)
# Phrases in which a cue word does not negate.
NEGATION_EXCEPTIONS = re.compile(r"\b(not only|not just|no matter|whether or not|no doubt|if not|not sure|than not|as not|"
                                 # "no longer than 72 characters", "no more than 15 minutes": a bound, not a denial
                                 r"no (?:longer|more|later|earlier|fewer|less|sooner|bigger|larger|smaller|shorter|"
                                 r"higher|lower|greater|older|younger|wider|heavier) than|"
                                 r"(?:that|which|who) (?:nobody|no one|nothing|none)|"
                                 # "£1.50 per entry, member *or not*": whichever it is
                                 r"or not(?=\s*(?:[,;.:)]|$)))\b")

# Predicate families: a polarity flip needs a shared predicate (or a shared content verb).
PREDICATE_FAMILIES = {
    "use": frozenset("use uses used using prefer prefers preferred preferring avoid avoids avoided avoiding like likes liked "
                     "dislike dislikes disliked want wants wanted love loves loved hate hates hated choose chooses chose chosen "
                     "pick picks picked adopt adopts adopted need needs needed require requires required must should "
                     "mandatory optional".split()),
    "add": frozenset("add adds added adding write writes wrote written writing include includes included including "
                     "insert inserts inserted create creates created".split()),
    "run": frozenset("run runs running ran execute executes executed perform performs performed skip skips skipped "
                     "skipping omit omits omitted".split()),
    "enable": frozenset("enable enables enabled enabling disable disables disabled disabling turn turns turned "
                        "true false".split()),
    "allow": frozenset("allow allows allowed allowing permit permits permitted forbid forbids forbidden prohibit prohibits "
                       "prohibited ban bans banned accept accepts accepted reject rejects rejected".split()),
}
PREDICATE_WORDS = frozenset().union(*PREDICATE_FAMILIES.values())

# Words with no subject of their own: dropped from the term sets the rules compare.
GENERIC_WORDS = frozenset(
    """every everything everywhere anything something thing things way ways stuff lot lots kind sort etc
    must should shall will can may might could would need needs needed want wants wanted ok okay fine
    set sets keep keeps kept stay stays stayed make makes made get gets got go goes went gone going put take takes
    give gives be been being is are am was were do does did done have has had also just only really
    instead either still yet already always usually generally typically normally often sometimes
    please user users assistant agent claude we our team's one's the a an""".split()
)

# Stop words of the judge: memcli.text's general list without the words the judge reads itself.
# Calendar words place a claim in time; they are not its subject.
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY_NAMES = "|".join(WEEKDAYS)  # for regular expressions
CALENDAR_WORDS = frozenset(
    """january february march april may june july august september october november december jan feb mar apr jun jul
    aug sep sept oct nov dec today yesterday tomorrow ago since longer anymore weekends weekdays weekday
    weekend""".split() + [day + suffix for day in WEEKDAYS for suffix in ("", "s")]
)
# The verbs of change markers ("switched", "moved") say when, not what.
CHANGE_VERBS = frozenset("switched moved migrated replaced changed upgraded downgraded transitioned swapped renamed "
                         "bumped".split())

# Words that let an act rather than name a value: "it's *fine* once Priya signed off", "dogs are *allowed*".
APPROVALS = ("fine", "ok", "okay", "allowed", "acceptable")

# Number words ("one week") used by values; kept out of the term sets.
NUMBER_WORDS = dict(zip("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty sixty "
                        "hundred".split(), (*range(1, 13), 15, 20, 30, 60, 100)))

JUDGE_STOP = (STOP_WORDS | GENERIC_WORDS | NEGATION_CUES | PREDICATE_WORDS | CALENDAR_WORDS | CHANGE_VERBS
              | frozenset(NUMBER_WORDS) | frozenset(
    "don doesn didn isn aren wasn weren won shouldn couldn wouldn haven hasn hadn mustn needn cant dont doesnt "
    "like per via vs versus e g eg ie i.e onto upon across along around within whose".split()
))

# Month names, full and short, as regular-expression alternatives (full names first).
MONTH_NAMES = "january|february|march|april|may|june|july|august|september|october|november|december"
MONTHS = MONTH_NAMES + "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"

# Change-in-time markers: a conflict whose claim carries one is an evolution.
EVOLUTION_RE = re.compile(
    r"\b(used to|no longer|any ?more|nowadays|these days|from now on|now|switched|switch(?:ed|ing)? (?:from|to|over)|"
    r"moved (?:from|to|over)|migrated|migrating|replaced|was replaced|changed (?:from|to)|upgraded|downgraded|"
    r"previously|formerly|originally|in the past|until recently|as of|since (?:the |last |early |mid |late )?(?:"
    + MONTHS + r"|\d{4}|v?\d|q[1-4]|last|" + WEEKDAY_NAMES + r"|"
    r"yesterday|then|(?:[a-z0-9-]+ ){1,3}(?:audit|migration|release|incident|reorg|cleanup|upgrade|launch|rewrite))|"
    r"starting (?:in |on |from |with )?(?:" + MONTH_NAMES + r"|\d{4}|next|this|today|v?\d))\b"
)
# "retired" as a state, not a kind of person: "customers are *retired homeowners*" (a word after it that is neither
# a function word nor a time makes it an adjective of that word)
_AFTER_AN_END = sorted(STOP_WORDS | set("last since permanently early already recently completely entirely quietly "
                                       "along alongside together years year months month weeks week days day".split()),
                       key=lambda word: (-len(word), word))  # longest first, and the same pattern in every process
RETIRED = r"retired(?!\s+(?!(?:" + "|".join(map(re.escape, _AFTER_AN_END)) + r")\b)[a-z])"


# A claim that records a change making an older present-tense claim stale (docs/contracts.md §7, auto-resolve rule 2):
# a move to something new, a state that ended, a thing retired.
CHANGE_RECORD_RE = re.compile(
    r"\b(?:(?:migrated|migrating|moved|switched|switching|swapped|renamed|bumped|changed|upgraded|downgraded|"
    r"transitioned|ported|cut ?over)"
    r"(?: [\w-]+){0,3} (?:from|to|over)|now (?:use|uses|using|run|runs|running|live|lives|point|points|go|goes|sit|sits|"
    r"is|are|on|in|at|via|through|handled|managed|hosted|served|stored|deployed|built)|no longer(?! than)|"
    r"not any ?more|"
    r"replaced (?:by|with)|has been replaced|was replaced|since (?:the |last |early |mid |late )?(?:"
    + MONTHS + r"|\d{4}|v?\d|q[1-4])|"
    r"(?:is|are|was|were|has been|have been|got|been) (?:now )?(?:read[- ]only|shut ?down|deprecated|"
    r"decommissioned|" + RETIRED + r"|sunset|sunsetted|gone|dead|frozen|end[- ]of[- ]life|eol)|"
    r"(?:was|were|has been|have been|got|is now|are now) (?:turned off|switched off|disabled|removed|deleted|archived|"
    r"cancell?ed|dropped)|(?:read[- ]only|shut ?down|decommissioned|retired|sunsetted) (?:since|as of|from|in))"
)
# "used to", "previously", "formerly": the clause states a past that no longer holds.
PAST_ONLY_RE = re.compile(r"\b(used to|previously|formerly|originally|in the past)\b")
FROM_TO_RE = re.compile(
    r"\b(?:switched|switch|switching|moved|move|moving|migrated|migrate|migrating|changed|change|went|upgraded|"
    r"downgraded|transitioned|ported|swapped|swapping|renamed|renaming|bumped|bumping)\b(?: [\w-]+){0,5}? from (.+?) "
    r"to (.+?)(?=$|[,;.(]| in | on | for | last | since | after | because | when | and )"
)

# the same move said as leaving one thing for another: "dropped black in favour of ruff", "replaced the ThinkPad
# with a MacBook", "migrated off RabbitMQ to NATS"
AWAY_RE = re.compile(
    r"\b(?:(?:dropped|dropping|replaced|replacing|ditched|abandoned|retired|"
    r"swapp(?:ed|ing)(?![^,;.]*?\bwith\b))\s+(.+?)\s+"  # "swapped shifts *with* the Leeds team" exchanges them
    r"(?:in favou?r of|with|for)\s+"
    r"|(?:moved|moving|migrated|migrating|switched|switching)\s+(?:\w+\s+){0,3}?(?:off|away from|out of)\s+(?:of\s+)?"
    r"(.+?)\s+(?:to|onto|into|for)\s+)(.+?)(?=$|[,;.(]| in | on | last | since | after | because | when | and )"
)


# Units: word → (kind, factor to the kind's base unit).
UNITS = {word: kind for kind, spelled in {
    ("duration", 0.001): "ms millisecond milliseconds", ("duration", 1): "s sec secs second seconds",
    ("duration", 60): "min mins minute minutes", ("duration", 3600): "h hr hrs hour hours",
    ("duration", 86400): "d day days", ("duration", 604800): "week weeks", ("duration", 2592000): "month months",
    ("size", 1): "b byte bytes", ("size", 1e3): "kb", ("size", 1e6): "mb", ("size", 1e9): "gb", ("size", 1e12): "tb",
    ("size", 1024): "kib ki", ("size", 1024 ** 2): "mib mi", ("size", 1024 ** 3): "gib gi",
    ("size", 1024 ** 4): "tib ti", ("percent", 1): "% percent", ("pixels", 1): "px pixels",
    ("weight", 1): "g gram grams", ("weight", 1000): "kg kgs kilo kilos kilogram kilograms",
    ("weight", 453.6): "lb lbs", ("weight", 1e6): "tonne tonnes",
    ("celsius", 1): "degc", ("fahrenheit", 1): "degf", ("volume", 1): "cubicm",
}.items() for word in spelled.split()}  # (degc, degf, cubicm: how the values' reader spells "°C", "°F", "m³")

# What a duration measures, by the words next to it: "sessions last 14 days" and "max-age is 7 days" both
# give a lifetime; "kept for 30 days" and "retained for 14 days" both a retention.
ATTRIBUTE_FAMILIES = {
    "lifetime": "expire expires expired expiry expiration last lasts lifetime ttl age valid validity live lives",
    "retention": "kept keep keeps retain retains retained retention stored store held",
    "timeout": "timeout timeouts wait waits",
    "cache": "cache caches cached caching",
    "limit": "limit limits limited cap caps capped max maximum",
    "latency": "latency latencies p50 p90 p95 p99 response",
}
ATTRIBUTE_OF = {stem(word): family for family, spelled in ATTRIBUTE_FAMILIES.items() for word in spelled.split()}

# What an amount of money is: a deposit and a price of one booking are two amounts, a "charge" and a "fee" one.
PRICE_FAMILIES = {
    "price": "price prices cost costs charge charges fee fees tariff fare fares rate",
    "deposit": "deposit deposits",
    "refund": "refund refunds",
    "penalty": "fine fines penalty penalties",
    "discount": "discount discounts",
    "pay": "salary salaries wage wages stipend",
    "budget": "budget budgets",
}
PRICE_OF = {stem(word): family for family, spelled in PRICE_FAMILIES.items() for word in spelled.split()}

# Time zones and "time" say where a clock time is read, not what it schedules.
TIME_WORDS = frozenset("time utc gmt cet cest est edt pst pdt bst ist jst aest".split())

# Unit words belong to values, not to the subject.
JUDGE_STOP = JUDGE_STOP | frozenset(UNITS) | TIME_WORDS

# Deployment environments: a claim about "staging" does not contradict one about "production".
ENVIRONMENTS = {word: name for name, spelled in {
    "production": "production prod", "staging": "staging stage stg", "development": "dev development",
    "local": "local locally localhost", "ci": "ci", "qa": "qa", "sandbox": "sandbox", "preprod": "preprod",
    "test": "tests"}.items() for word in spelled.split()}


# Nouns that name one role in other words ("errors" / "exceptions", "mail" / "email"): a role slot's words are
# compared through these families.
ROLE_NOUN_FAMILIES = {
    "role:errors": "error errors exception exceptions crash crashes panic panics",
    "role:email": "email emails mail mails e-mail",
    "role:database": "database databases db dbs",
    "role:ci": "ci pipeline pipelines",
    "role:translation": "translation translations translate translated translating i18n l10n localisation "
                        "localization localised localized",
    "role:repository": "repo repos repository repositories",
    "role:configuration": "config configs configuration configurations",
    "role:kubernetes": "k8s kubernetes",
    "role:secrets": "secret secrets credential credentials",
    "role:sign-in": "sso login logins signin sign-in auth authentication",
    "role:jobs": "job jobs",
}

# kinds of server a host's name may spell ("redis-inv", "pg-hire"): two hosts of different kinds are two servers
SERVER_KINDS = {stem(word): kind for kind, spelled in {
    "sql": "pg postgres postgresql mysql mariadb mssql", "cache": "redis valkey memcached memcache",
    "timeseries": "tsdb influx influxdb timescale timescaledb", "documents": "mongo mongodb",
    "queue": "rabbit rabbitmq amqp kafka nats mqtt mosquitto mq", "search": "elastic elasticsearch opensearch solr",
    "objects": "minio s3", "ci": "jenkins buildkite drone woodpecker", "metrics": "grafana prometheus prom loki"
    }.items() for word in spelled.split()}

# one thing said in other words, for every comparison the judge makes: "stub the repository" mocks it,
# a pod is a container, "kept 35 days" is a retention (as written → the family's term)
TERM_FAMILIES = {
    "mock": "mock mocks mocked mocking stub stubs stubbed stubbing fake fakes faked faking",
    "contain": "container containers pod pods",
    "start": "start starts started starting startup boot boots booted booting",
    "log": "log logs logged logging logger loggers",
    "summari": "summary summaries summarise summarize recap recaps",
    "retain": "retain retains retained retention keep keeps kept",
    "manual": "manual manually",
    "pr": "pr prs",
    "direct": "direct directly straight",
    "show": "show shows shown showing display displays displayed publish publishes published",
    "record": "record records recorded recording capture captures captured capturing",
    "store": "store stores stored storing cache caches cached caching",
    "deploy": "deploy deploys deployed deploying release releases",
}
TERM_OF = {word: family for family, spelled in TERM_FAMILIES.items() for word in spelled.split()}
_GIVE = {"": "give", "s": "gives", "ed": "gave", "ing": "giving"}  # "sign(s|ed|ing) it off": give(s) it approval
# phrases that name one of those things in several words
TERM_PHRASES = ((re.compile(r"\bby hand\b"), "manually"), (re.compile(r"\buid 0\b"), "root"),
                (re.compile(r"\bpull requests\b"), "prs"), (re.compile(r"\bpull request\b"), "pr"),
                # "deploy freeze on raceday" is "no deploys on raceday"
                (re.compile(r"\b(deploy|release|merge|change)s? freeze\b"), r"no \1s"),
                (re.compile(r"\b(?:goose up|alembic upgrade|flyway migrate|prisma migrate deploy)\b"), r"\g<0> migrations"),
                # "never refunded *under any circumstances*": emphasis, no subject of its own
                # ("at all" only closing a clause: "at all three sites" says where)
                (re.compile(r"\s*\b(?:(?:under|in) any circumstances?|whatever the (?:amount|reason|case|size)|"
                            r"no matter what|at all(?=\s*(?:[,;.:)]|$)))\b"), ""),
                # "..., no exceptions." closing a rule (not "no exceptions reach Sentry", a denial)
                (re.compile(r"[,;]\s*no exceptions(?=\s*(?:[.;,)]|$))"), ""),
                # "don't bother running the suite" is "don't run the suite"; "no need to" stays a denial of its own
                (re.compile(r"\b(not|never)\s+bother(?:ing)?\s+(?:to\s+|with\s+)?"), r"\1 "),
                # "signed off by Morag", "Hannah's sign-off": her approval
                (re.compile(r"\bsign(?:s|ed)?[- ]off\b(?!\s+(?:sick|work|for the day|early)\b)"), "approval"),
                # "signs it off", "doesn't sign them off": gives it (them) approval, what is approved still named
                (re.compile(r"\bsign(s|ed|ing)?\s+(it|them|this|that|these|those)\s+off\b"),
                 lambda found: f"{_GIVE[found.group(1) or '']} {found.group(2)} approval"),
                # "log in with Google SSO" signs in; "logs go to Loki" are logs
                (re.compile(r"\blog(?:s|ged|ging)? (?:in|on)(?! (?:the|a|an|to|for|from|of|this|that|each|every|its|our)\b)\b"),
                 "login"))


class Group:
    """A set of mutually exclusive choices for one subject (one package manager, one indent style)."""

    def __init__(self, name: str, members: str, context: str = "", *, needs_context: bool = False,
                 scope: bool = False, ordinary: str = "", role_verbs: str = "") -> None:
        self.name = name
        # surface form (one or more lower-case words) → canonical member; written "surface" or "surface=member",
        # "_" for a space ("nose2=nose", "github_pages", "amazon_ses=ses")
        self.members = {s.replace("_", " "): (m or s).replace("_", " ")
                        for s, _, m in (item.partition("=") for item in members.split())}
        # verbs that name this role and no other ("workers *consume from* RabbitMQ": its broker), unlike the verbs
        # every service takes ("deployed", "hosted"); they are context words too
        self.role_verbs = frozenset(stem(w) for w in role_verbs.split())
        self.context = frozenset(stem(w) for w in context.split()) | self.role_verbs
        self.needs_context = needs_context  # members that are ordinary words count only next to context words
        self.scope = scope  # a member names *where* a claim applies (a language, an OS)
        self.ordinary = frozenset(ordinary.split())  # members that are also ordinary words ("render", "fly")


GROUPS = (
    Group("js package manager", "npm pnpm yarn bun", "package packages manager lockfile lock"),
    Group("python package manager", "pip pipenv poetry uv conda pdm hatch", "package packages manager lockfile lock"),
    Group("indentation", "tab=tabs tabs space=spaces spaces", "indent indentation indented indenting whitespace",
          needs_context=True),
    Group("quote style", "single double", "quote quotes quoted quoting", needs_context=True),
    Group("colour theme", "dark light", "theme themes mode scheme colour color colours colors", needs_context=True),
    Group("js test runner", "jest vitest mocha jasmine ava playwright cypress"),
    Group("python test runner", "pytest unittest nose nose2=nose"),
    Group("merge strategy", "squash rebase merge_commit merge_commits=merge_commit fast_forward=fast-forward",
          "merge merging merged pr prs", needs_context=True),
    Group("database", "postgres postgresql=postgres mysql mariadb=mysql sqlite mongodb mongo=mongodb dynamodb "
          "cockroachdb oracle mssql clickhouse snowflake bigquery redshift duckdb",
          ROLE_NOUN_FAMILIES["role:database"]),
    Group("hosting", "heroku netlify vercel github_pages fly_io=fly.io fly=fly.io render railway cloudflare_pages "
          "firebase_hosting=firebase", "host hosted hosting deploy deployed deploys site",
          ordinary="render fly railway"),
    Group("ci service", "circleci github_actions jenkins travis gitlab_ci buildkite drone woodpecker",
          ROLE_NOUN_FAMILIES["role:ci"]),
    Group("editor", "vim neovim nvim=neovim emacs vscode vs_code=vscode intellij pycharm zed sublime helix",
          "editor editors ide code codes coding"),
    Group("shell", "bash zsh fish nushell powershell", "shell shells terminal"),
    Group("natural language", "english french german spanish italian portuguese dutch japanese korean chinese "
          "russian polish swedish"),
    Group("runtime", "node nodejs deno bun jvm", scope=True),
    Group("programming language", "python golang=go rust java kotlin typescript javascript ruby php elixir scala "
          "swift csharp haskell clojure", scope=True),
    Group("operating system", "windows macos mac=macos osx=macos linux ubuntu=linux debian=linux wsl", scope=True),
    Group("cloud", "aws gcp google_cloud=gcp azure"),
    Group("issue tracker", "jira linear github_issues asana trello youtrack shortcut",
          "bug bugs issue issues ticket tickets track tracking tracker"),
    Group("notes app", "notion obsidian evernote logseq apple_notes bear roam", "note notes"),
    Group("log service", "papertrail loki datadog splunk loggly logtail cloudwatch elasticsearch", "log logs logging"),
    Group("line endings", "lf crlf"),
    Group("schedule", "hourly daily nightly weekly monthly " + " ".join(WEEKDAYS),
          "every each run runs refresh refreshed schedule scheduled", needs_context=True),
    Group("container runtime", "docker podman containerd"),
    Group("monitoring", "grafana kibana prometheus new_relic honeycomb signoz uptime_kuma gatus pingdom"),
    # kinds of tools: two members of different kinds never fill one role ("Yarn" / "Next.js")
    Group("web framework", "django rails laravel flask fastapi express spring phoenix next.js nextjs=next.js nuxt "
          "remix sveltekit react_native react vue angular svelte"),
    Group("error tracking", "sentry bugsnag rollbar honeybadger glitchtip bugsink airbrake",
          "error errors exception exceptions crash crashes"),
    Group("email provider", "postmark sendgrid mailgun ses amazon_ses=ses mailchimp mandrill brevo resend sparkpost",
          "email emails mail mails newsletter"),
    Group("product analytics", "posthog mixpanel amplitude segment plausible google_analytics matomo heap",
          "analytics event events tracking", needs_context=True),
    Group("search engine", "elasticsearch opensearch meilisearch typesense algolia solr"),
    Group("feature flags", "launchdarkly unleash flagsmith growthbook", "flag flags feature"),
    Group("secrets store", "vault hashicorp_vault=vault openbao infisical doppler 1password sops secrets_manager "
          "bitwarden", ROLE_NOUN_FAMILIES["role:secrets"]),
    Group("auth provider", "keycloak zitadel auth0 okta cognito clerk authentik authelia fusionauth ory",
          ROLE_NOUN_FAMILIES["role:sign-in"]),
    Group("cdn", "cloudflare fastly akamai cloudfront bunnycdn bunny_cdn=bunnycdn", "cdn cdns"),
    Group("job queue", "celery dramatiq sidekiq resque rq huey bullmq oban asynq goodjob hangfire",
          ROLE_NOUN_FAMILIES["role:jobs"]),
    # Redis and Valkey are caches and databases too: a broker only where the sentence names the role ("Celery
    # broker: Redis 7"); workers *consume* from their broker
    Group("message broker", "rabbitmq kafka redpanda nats pulsar activemq kinesis sqs nats_jetstream=nats "
          "jetstream=nats amazon_sqs=sqs google_pub_sub=pubsub pub_sub=pubsub redis valkey",
          "broker brokers queue queues topic topics stream streams",
          ordinary="redis valkey", role_verbs="consume consumes consumed consuming"),
    Group("branch", "main master develop trunk", "branch branches", needs_context=True),
)

REGION_RE = re.compile(r"\b(?:us|eu|ap|sa|ca|me|af|il)-(?:east|west|north|south|central|northeast|southeast|northwest|"
                       r"southwest)-\d\b")
REGION_GROUP = Group("cloud region", "", "region regions deploy deployed runs hosted")


MEMBER_INDEX: dict[tuple[str, ...], list[tuple[Group, str]]] = {}
for _group in GROUPS:
    for _surface, _member in _group.members.items():
        MEMBER_INDEX.setdefault(tuple(_surface.split()), []).append((_group, _member))
MAX_MEMBER_WORDS = max(len(key) for key in MEMBER_INDEX)


# nouns whose number names one of a series ("Migration 017", "issue #822", "phase 3"), never an amount: two
# claims naming migration 17 and migration 28 speak of two migrations
IDENTIFIER_NOUNS = tuple("""migration ticket issue pr pull request commit phase step item chapter section sprint
    round batch incident bug task story epic milestone comment rfc cve adr plan wave stage part year room studio
    site unit van bay lane ward gate platform zone""".split())  # "Year 7", "Room 2", "Van 3": names of one of many
