"""Reading what a claim names and when it holds: names in role slots, subject entities, dated and ended claims.

The built-in judge's other readers work on lower-cased text; these need the
claim as written, because a capital letter is the best offline sign of a
tool or product name ("queued in *River*", "errors go to *Bugsink*"):

* **names** — capitalised or camel-cased words (not the first word of a
  sentence, which is capitalised anyway, unless it is possessive,
  camel-cased or a singular word before a verb: "Mara works"), all-capital
  acronyms other than generic ones (API, CI, PR), and tools the lexicon
  knows even in lower case; code spans are identifiers (a database, a
  bucket, a branch), not tools;
  adjacent names join ("Amazon SES", "GitHub Actions");
* **fillers** — names in a role slot: after a preposition or verb that
  introduces what fills a role ("via", "through", "in", "on", "with", "to",
  "uses", "is", a label's colon), within three words;
* **subject names** — the other names: who or what the claim is about;
* **identifiers** — ``snake_case`` names and code spans: exact subjects
  ("fct_orders" is not "dim_products");
* **dated** — a claim about a closed period ("during the 2025 beta",
  "until March", "back in 2024", a past year with a past-tense verb);
* **ended subject** — what a claim says has ended ("the X bucket has been
  read-only since …", "Uptime Kuma was shut down", "no longer uses X").

All of it is general English and markdown convention, not a list of tools.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memcli.lint import lexicon as lx
from memcli.text import STOP_WORDS, WORD_RE, stem, words

_TOKEN = re.compile(r"[^\W_]+(?:[.'][^\W_]+)*")
_CODE_SPAN = re.compile(r"`([^`]+)`")
_SNAKE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b")
GENERIC_ACRONYMS = frozenset(
    """api apis ci cd pr prs ui ux url urls id ids http https utc gmt todo ok am pm i json yaml yml toml csv sql js ts css html
    pdf pdfs png jpg svg xml jwt jwts sso mfa otp oauth sla slo kpi eur gbp usd chf jpy vat
    cli sdk os db dbs vm vms ip ips dns tls ssl ssh cpu gpu ram qa eu us uk faq tl dr fyi asap eod eta
    rfc spec mr mrs mb gb kb tb ms rest""".split()
)
SLOT_WORDS = frozenset(
    """via through thru with in on by to into onto from under inside
    use uses using used is are be been being becomes was were runs run running hosted deployed as""".split()
)
_SKIPPABLE = frozenset("a an the our its their his her my your own self hosted managed new old same".split())
# tools the lexicon knows, written in lower case ("pnpm", "zsh"); groups of ordinary words ("weekly", "main") aside
_KNOWN_TOOLS = frozenset(surface for group in lx.GROUPS if not (group.needs_context or group.scope)
                         for surface in group.members if " " not in surface)


@dataclass(frozen=True, slots=True)
class Names:
    """What a sentence names, lower-cased: every name, those in a role slot, and the rest (its subjects)."""

    names: frozenset[str]
    fillers: frozenset[str]
    subjects: frozenset[str]
    identifiers: frozenset[str]
    roles: tuple[tuple[str, tuple[str, ...]], ...] = ()  # filler → the words naming its role, in order
    heads: tuple[tuple[str, tuple[str, ...]], ...] = ()  # filler → the nouns that name its role ("errors")


VERB_LIKE = frozenset("""is was has had can will should must does uses wants needs prefers likes works lives owns leads
    writes edits builds sends pulls pushes handles manages keeps gets goes says reads calls talks deploys hosts serves
    stores sits ships runs joined left moved switched""".split())


_MID_SENTENCE_CAPITAL = re.compile(r"(?<=[a-z0-9,;)] )[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")


def capitalised_words(text: str) -> set[str]:
    """Words written with a capital in the middle of a sentence ("runs on *Woodpecker*"), lower-cased.

    Across a store these are its names: a word seen so once is a name at
    the start of a sentence too ("*Yardbird* backoffice sessions expire").
    """
    return {w.lower() for w in _MID_SENTENCE_CAPITAL.findall(text)} - GENERIC_ACRONYMS - lx.CALENDAR_WORDS


# A title that is a lower-case name, alone or set off ("# taptab", "fairchild — Project Context", "# counter (support
# tooling)").
_TITLE_NAME = re.compile(r"([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)(?:\s*$|\s*,\s|\s+[\u2014\u2013:-]\s|\s+\()")
TITLED = "#"  # among a store's names, one it titles a file with, in lower case: "#taptab"


def title_name(text: str) -> str | None:
    """The lower-case name a file's title or description is (``None`` when it is none)."""
    match = _TITLE_NAME.match(text)
    return match.group(1) if match else None


def _is_name(token: str, first: bool, possessive: bool, following: str = "", known: frozenset[str] = frozenset()) -> bool:
    """Whether a token names something; ``following`` is the next token (lower case), for the first word.

    The first word of a sentence is capitalised anyway: it is a name when
    possessive ("Kite's"), camel-cased, or a singular word before a verb
    ("Mara works", "Quarry pulls"; "Errors go" is a plural noun).
    """
    lower = token.lower()
    if lower in GENERIC_ACRONYMS or lower in lx.CALENDAR_WORDS:
        return False
    if any(ch.isupper() for ch in token[1:]) and any(ch.islower() for ch in token):
        return True  # camel-cased
    if token[:1].isupper():
        if not first or possessive or lower in known or _is_version(lower, following):
            return True  # ... or a tool and its version opening the claim ("Node 20 LTS, TypeScript")
        return (not lower.endswith("s") or lower.endswith("ss")) and following in VERB_LIKE  # singular, before a verb
    if first and possessive and token.isalnum() and lower not in lx.JUDGE_STOP:
        return True  # a lower-case project name opening a claim: "songid's API listens on ..."
    return lower in _KNOWN_TOOLS or TITLED + lower in known  # "emails from *shopfront*"


_RELEASE = re.compile(r"v?\d+(?:\.\d+)*")  # after a name: "Postgres 16", "Node 22" are releases too


def _is_version(name: str, release: str) -> bool:
    """A name and the number after it are a tool and its version ("Python 3.11", "Node 20"), not one of several
    numbered things ("Level 3", "Rink 2")."""
    return bool(_RELEASE.fullmatch(release)) and (
        "." in release or len(release.lstrip("v")) > 1 or name in _KNOWN_TOOLS)


# Hyphenated words that are ordinary English ("read-only", "day-to-day", "server-side"), not names of things.
_MODIFIER_PARTS = frozenset(
    """side only time day based hosted limited like free wide level style specific friendly safe aware driven first
    in out up down off by ins ons ups per self co non pre post re multi read write real long short high low full half
    well built opt end one two three check sign log follow roll set so to the a of and or max min sub semi auto
    cross top bottom ready proof related""".split()
)
# "server-rendered", "hand-signed", "GPS-tagged": a compound ending in a past participle describes, it names nothing
_PARTICIPLE = re.compile(r"[a-z]{3,}ed")
_KEBAB = re.compile(r"(?<![\w/.-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w/-]|\.\w)")
_PARENS = re.compile(r"\([^()]*\)")
# "project `kite-api`", "bucket `fh-backups`": a code span that a kind of thing labels names that thing
_LABELLED_SPAN = re.compile(r"\b(?:project|app|application|service|repo|repository|org|organisation|organization|"
                            r"cluster|bucket|namespace|team|channel|workspace|tenant|account)\s+`([^`/]+)`", re.I)


_VERB_LEADERS = frozenset("always never not to please just also dont don't".split())


def identifiers_in(sentence: str) -> set[str]:
    """``snake_case`` and hyphenated names (``kite-api``, ``fct_orders``) of a text, as lower-case words.

    A hyphenated word where a verb stands ("*squash-merge* PRs", "always
    *force-push*") is a verb, not a name.
    """
    # (each pattern only where its mark is: most sentences hold neither)
    found = {" ".join(words(m)) for m in _SNAKE.findall(sentence) if not m.isupper()} if "_" in sentence else set()
    lowered = sentence.lower()
    for hit in _KEBAB.finditer(lowered) if "-" in lowered else ():
        if _word_before(lowered, hit.start()) in _VERB_LEADERS:
            continue
        parts = hit.group(0).split("-")
        if not (parts[0] in _MODIFIER_PARTS or parts[-1] in _MODIFIER_PARTS or any(p.isdigit() for p in parts)
                or _PARTICIPLE.fullmatch(parts[-1])):
            found.add(" ".join(parts))
    return found


def _word_before(text: str, end: int) -> str | None:
    """The last word of ``text[:end]``, read from a window that grows until it holds two words (a line of
    thousands of hyphenated words costs each one its neighbourhood, not the whole line before it)."""
    size = 64
    while True:
        start = max(0, end - size)
        found = words(text[start:end])
        if len(found) >= 2 or start == 0:  # with a word before it, the last one is whole
            return found[-1] if found else None
        size *= 2


# "never deploy on a *Friday*": a day or a month is when, never a tool that fills a role
_CALENDAR_NAMES = frozenset(lx.WEEKDAYS + tuple(lx.MONTH_NAMES.split("|")))


def read_names(sentence: str, known: frozenset[str] = frozenset()) -> Names:
    """The names of one sentence as written (see the module docstring); ``known`` are the store's names.

    Subjects and identifiers are read outside parentheses and code spans,
    which hold details (hosts, files, examples), not what the claim is about.
    """
    subject_part = _subject_part(sentence)
    identifiers = identifiers_in(_PARENS.sub(" ", _CODE_SPAN.sub(" ", subject_part)))
    # the whole sentence's identifiers: the same text most of the time (a claim is mostly its subject part)
    everywhere = set(identifiers) if subject_part == sentence else identifiers_in(
        _PARENS.sub(" ", _CODE_SPAN.sub(" ", sentence)))
    # snake_case names are exact wherever they stand ("run ... -s dim_products"); an upper-case one is a
    # setting (NEXT_TELEMETRY_DISABLED), not what the claim is about
    if "_" in sentence:
        identifiers.update(" ".join(words(m)) for m in _SNAKE.findall(_PARENS.sub(" ", sentence)) if not m.isupper())
    if "`" in subject_part:
        identifiers.update(" ".join(words(m)) for m in _LABELLED_SPAN.findall(_PARENS.sub(" ", subject_part)))
    detail = {w for part in _PARENS.findall(sentence) for w in words(part)} if "(" in sentence else set()
    plain = _CODE_SPAN.sub(" \x00 ", _PARENS.sub(lambda m: "(" + " " * (len(m.group(0)) - 2) + ")", sentence))
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(plain)]
    runs: list[tuple[list[str], int]] = []  # (words of one name, index of its first token)
    colon = ":" in plain  # only a colon opens a clause inside a sentence
    for index, (token, start, end) in enumerate(tokens):
        bare = token.split("'")[0]
        first = index == 0 or (colon and _opens_clause(plain, tokens, index))
        if not first and bare.islower() and bare not in _KNOWN_TOOLS and TITLED + bare not in known:
            continue  # most words: no capital, not the first, not known (``_is_name`` says no, at C speed here)
        possessive = token.lower().endswith("'s") or plain[end:end + 2] in ("'s", "\u2019s")
        following = tokens[index + 1][0].lower() if index + 1 < len(tokens) else ""
        if not bare or not _is_name(bare, first, possessive, following, known):
            continue
        if runs and runs[-1][1] + len(runs[-1][0]) == index and not _separated(plain, tokens[index - 1][2], start):
            runs[-1][0].append(bare.lower())
        else:
            runs.append(([bare.lower()], index))
    lowered = [t.split("'")[0].lower() for t, _, _ in tokens]
    # a name repeated in the details ("(`dramatiq yardbird.tasks`)") is still the subject when it owns the claim
    # ... and when it opens the claim ("workshop builds run on Buildkite (pipeline `workshop-main`)")
    owners = {" ".join(w for part in run for w in words(part)) for run, index in runs
              if index == 0 or _possessive_run(tokens, index, len(run), plain)}
    # the release after each name, read before its words are split ("Next.js 14": one token, two words)
    released = [tokens[index + len(run)][0] if index + len(run) < len(tokens) else "" for run, index in runs]
    stack = bool(runs) and runs[0][1] == 0 and _is_version(runs[0][0][0], released[0])
    runs = [([w for part in run for w in words(part)], index) for run, index in runs]  # "next.js" → next, js
    names, fillers, owned = set(), set(), set()
    roles: dict[str, tuple[str, ...]] = {}
    heads: dict[str, tuple[str, ...]] = {}
    named_words = {w for run, _ in runs for w in run} | {w for i in identifiers | everywhere for w in i.split()}
    for run, index in runs:
        name = " ".join(run)
        names.add(name)
        if _built_with(lowered, index, len(run)):
            fillers.add(name)  # the tool a codebase is built with: a choice of its group, no role of its own
            continue
        if (_modifies_next(tokens, index + len(run), plain) and not _possessive_run(tokens, index, len(run), plain)
                and not _labels_tool(plain, tokens, lowered, index, len(run))):
            if index >= 2 and lowered[index - 1] == "for" and name not in _KNOWN_TOOLS:
                owned.add(name)  # "we use Bugsnag *for pupbase* error tracking": whose error tracking
            continue  # "on their *Brindle* subscription": a name used as a modifier fills no role
        if _owner_phrase(lowered, index, len(run)):
            owned.add(name)  # "exceptions *from medsheet* are reported to X": whose exceptions, not a filler
            continue
        if name not in _CALENDAR_NAMES and _in_slot(lowered, index, plain, tokens):
            fillers.add(name)
            roles[name], heads[name] = _role_of(lowered, index, len(run), plain, tokens, named_words)
    # who the claim is about comes before what fills its role ("Quarry's CI runs on X; ask Priya ...")
    first_filler = min((index for run, index in runs if " ".join(run) in fillers), default=len(tokens))
    # a claim that opens with its verb ("Sends growers an SMS reminder") names its file's subject, not one of its own
    opens_with_verb = bool(lowered) and lowered[0] in VERB_LIKE and not (runs and runs[0][1] == 0)
    first_verb = 0 if opens_with_verb else next(
        (i for i, w in enumerate(lowered) if i and (w in SLOT_WORDS or w in VERB_LIKE)), len(tokens))
    # "Go 1.23, chi router": a name with its version is a tool the claim uses, not who it is about
    # ... and a claim that opens with one lists a stack ("Node 20 LTS, TypeScript, Fastify"): tools, every one
    before = set() if stack else {" ".join(run) for (run, index), release in zip(runs, released)
                                  if index < min(first_filler, first_verb) and not _RELEASE.fullmatch(release)}
    subjects = owned | {name for name in (names - fillers) & before
                        if not set(name.split()) <= detail or name in owners}
    return Names(frozenset(names), frozenset(fillers), frozenset(subjects), frozenset(identifiers - fillers),
                 tuple(sorted(roles.items())), tuple(sorted(heads.items())))


_OWNED_BY = frozenset(("from", "of"))
COPULAS = frozenset("is are was were".split())
_COPULA_OR_GO = COPULAS | frozenset("go goes went".split())


def _owner_phrase(lowered: list[str], index: int, size: int) -> bool:
    """A name in the claim's opening "<things> from|of <Name>" before its verb ("exceptions from medsheet are
    reported to X", "logs of kite-api go to Y"): it says whose things, the claim's subject."""
    after = index + size
    return (2 <= index <= 3 and lowered[index - 1] in _OWNED_BY and after < len(lowered)
            and (lowered[after] in VERB_LIKE or lowered[after] in _COPULA_OR_GO)
            and all(w not in VERB_LIKE and w not in SLOT_WORDS for w in lowered[:index - 1]))


_CLAUSE_BREAK = re.compile(r"[;\u2014\u2013]|\s-\s|\.\s")  # parentheses are blanked: their details are skipped


def _role_of(lowered: list[str], index: int, size: int, text: str, tokens: list[tuple[str, int, int]],
             skip: set[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(role words, role heads)`` of a filler.

    The role words are its clause before it ("*feature flags* are managed in
    X") and what a "for" after it names ("uses X *for its background job
    queue*"). The heads are the nouns that name the role: the last of the
    "for" phrase, else the last word before the slot that is not a verb,
    a name or a preposition ("*errors* go to X", "*emails* via X"), with
    the word a conjunction joins to it ("unhandled *errors* and *panics* to X").
    """
    start = index
    while start > 0 and not _CLAUSE_BREAK.search(text[tokens[start - 1][2]:tokens[start][1]]):
        start -= 1
    before = lowered[start:index]
    after = index + size
    purpose: list[str] = []
    for position in range(after, min(after + 3, len(tokens))):
        if _CLAUSE_BREAK.search(text[tokens[position - 1][2]:tokens[position][1]]):
            break
        if lowered[position] == "for":
            end = position + 1
            while end < len(tokens) and not _CLAUSE_BREAK.search(text[tokens[end - 1][2]:tokens[end][1]]):
                end += 1
            purpose = lowered[position + 1:end]
            break
    heads = _heads(purpose, skip) or _heads(before, skip)
    return tuple(before + purpose), tuple(heads)


_NOT_HEADS = frozenset("""is are was were be been being has have had do does did can will should must may get gets got
    go goes went run runs ran out up down off also still now only always never usually all any some its their our
    his her my your the a an this that these those it them there here via through thru with in on by to into onto
    from under inside of for at as and or i we you he she they lives live sent send sends gets reports handles manages
    serves builds calls lands goes out come comes came""".split())


_IRREGULAR_PARTICIPLES = frozenset("""taken done made built run sent kept held paid sold bought given written shown
    set put read found known seen driven chosen drawn brought caught taught left lost won spent told got gotten hidden
    understood begun broken eaten fallen forgotten frozen grown hung laid led lent meant met proven ridden risen shut
    spoken stolen struck sworn thrown torn worn woken withdrawn dealt fed felt fought hit hurt cut cast let quit split
    spread bound bent bred dug fled flung forbidden forgiven ground lit overseen overtaken rebuilt redone rerun resent
    rewritten undone upheld""".split())
_PASSIVE = COPULAS | frozenset(("be", "been", "being"))
_OF_PLACE = frozenset("on of in at from for".split())  # "errors *in* the billing service"


def _heads(words_before: list[str], skip: set[str]) -> list[str]:
    heads: list[str] = []
    for position in range(len(words_before) - 1, -1, -1):
        word = words_before[position]
        # "are *translated*", "are *taken*": a participle (an irregular one after a copula)
        participle = word.endswith("ed") or (
            word in _IRREGULAR_PARTICIPLES and position > 0 and words_before[position - 1] in _PASSIVE)
        if participle and word not in _NOT_HEADS and not heads and position == len(words_before) - 2:
            heads.append(word)  # "strings are *translated* in X": the verb right before the slot names the role too
            continue
        if word in _NOT_HEADS or word in skip or word.isdigit() or word.endswith(("ed", "ing")):
            continue
        if word in _SYSTEMS:
            # "unhandled *exceptions* in the billing service are reported to X": the noun before the system's phrase
            owned = _phrase_head(words_before[:position], skip)
            if owned:
                heads.append(owned)
                break
        heads.append(word)
        joined = position >= 2 and words_before[position - 1] in ("and", "or")
        if joined and words_before[position - 2] not in _NOT_HEADS | skip:
            heads.append(words_before[position - 2])  # "unhandled *errors* and *panics* to X"
        break
    return heads


def _phrase_head(words_before: list[str], skip: set[str]) -> str | None:
    """The noun a phrase of place or owner follows ("card *payments* on the online shop"), if one does."""
    for position in range(len(words_before) - 1, 0, -1):
        if words_before[position] in _OF_PLACE:
            word = words_before[position - 1]
            return None if word in _NOT_HEADS or word in skip or word.endswith(("ed", "ing")) else word
        if words_before[position] in _PASSIVE or words_before[position] in VERB_LIKE:
            return None  # a verb or a copula: the phrase before it is another clause's
    return None


def _opens_clause(text: str, tokens: list[tuple[str, int, int]], index: int) -> bool:
    """A word after a colon opens a clause (capitalised anyway) unless a short label and value surround it.

    "CI: Buildkite, ..." and "Reminder SMS provider: Twilio" name a tool; "How to apply: Plain commit
    messages ..." and "Exception to the freeze: Security ..." are prose.
    """
    before, start = tokens[index - 1][2], tokens[index][1]
    if ":" not in text[before:start]:
        return False
    # read around the colon only (a line of thousands of "Label: Value" pairs must not be read from its start
    # for each): the label back to the colon before it, the value up to its fourth word
    label = words(text[text.rfind(":", 0, before) + 1:before].rsplit(".", 1)[-1])
    if len(label) > 4 or len(label) > 2 and not STOP_WORDS.isdisjoint(label):
        return True  # "How to apply: ...", "Exception to the freeze: ..." are prose; "Reminder SMS provider: X" a label
    fourth = next((m.end() for n, m in enumerate(WORD_RE.finditer(text, start), 1) if n == 4), len(text))
    stop = _VALUE_END.search(text, start, fourth)
    return len(words(text[start:stop.start() if stop else fourth])) > 3


_VALUE_END = re.compile(r"[,;.(]")


def _subject_part(sentence: str) -> str:
    """The sentence up to its first verb or role slot: where identifiers name what it is about
    ("`kite-api` serves HTTP ..."); after it they are details ("deployed on Scalingo, region `osc-fr1`")."""
    for match in _TOKEN.finditer(sentence):
        word = match.group(0).lower()
        if match.start() and (word in SLOT_WORDS or word in VERB_LIKE):
            return sentence[:match.start()]
    return sentence


def _modifies_next(tokens: list[tuple[str, int, int]], after: int, text: str) -> bool:
    """Whether the token after a name is a lower-case noun joined to it ("Brindle subscription")."""
    if after >= len(tokens) or _separated(text, tokens[after - 1][2], tokens[after][1]):
        return False
    word = tokens[after][0]
    return word.islower() and word not in SLOT_WORDS and word not in VERB_LIKE and word not in _NOT_HEADS \
        and not word.endswith(("ed", "ing")) and not word.isdigit()


# "bookit is a *Yarn* project", "the admin was a *Django* app": what a codebase is built with fills a role
_CODEBASES = frozenset("project app application repo repository codebase monorepo workspace".split())
# what a claim may be about as a whole, the codebases and the running things ("the *portal* is built on X")
_SYSTEMS = _CODEBASES | frozenset("apps portal site website shop service api frontend backend server platform system".split())


def _built_with(lowered: list[str], index: int, size: int) -> bool:
    """The name stands between "is a" and a kind of codebase: the tool the codebase is built with."""
    after = index + size
    return (index >= 2 and after < len(lowered) and lowered[after] in _CODEBASES
            and lowered[index - 1] in ("a", "an") and lowered[index - 2] in COPULAS)


def _labels_tool(text: str, tokens: list[tuple[str, int, int]], lowered: list[str], index: int, size: int) -> bool:
    """The name is a tool the lexicon knows and opens the value of a short label ("Background jobs: *Celery*
    workers", "Events: *RabbitMQ* exchange `x`"): the tool fills the label's role, whatever noun follows it. Other
    names there are often no filler ("Source data: *labtrack* results export"); and "Errors: Sentry *project*
    `till`" names whose setup it is, which a lower-case system name in the other claim ("shelfd reports
    exceptions to ...") does not show the judge, so that shape is left as it was."""
    return (1 <= index <= 4 and ":" in text[tokens[index - 1][2]:tokens[index][1]]
            and tuple(lowered[index:index + size]) in lx.MEMBER_INDEX
            and lowered[index + size:index + size + 1] != ["project"])


def _possessive_run(tokens: list[tuple[str, int, int]], index: int, size: int, text: str) -> bool:
    return any("'" in tokens[i][0] or text[tokens[i][2]:tokens[i][2] + 2] == "'s" for i in range(index, index + size))


def _separated(text: str, end: int, start: int) -> bool:
    """Whether punctuation other than a space or a dot stands between two tokens (a list, a slash)."""
    return bool(text[end:start].strip(" "))


def _in_slot(lowered: list[str], index: int, text: str, tokens: list[tuple[str, int, int]]) -> bool:
    """A name fills a role when a slot word (or a label's colon) comes within three words before it."""
    for back in range(index - 1, max(index - 4, -1), -1):  # the three words before it, nearest first
        if ":" in text[tokens[back][2]:tokens[back + 1][1]] or lowered[back] in SLOT_WORDS:
            return True
        if lowered[back] not in _SKIPPABLE:
            return False
    return False


# ---------------------------------------------------------------- time

_PERIOD = (r"(?:(?:the |last )?(?:(?:19|20)\d{2}|" + lx.MONTHS + r"|q[1-4])|(?:the |its |our )?(?:\w+ ){0,3}"
           r"(?:beta|alpha|pilot|trial|launch|sale|sprint|migration|outage|incident|prototype|mvp|first version))")
DATED_RE = re.compile(
    r"\b(?:during|until|till|throughout|back in|up until|up to|prior to)\s+" + _PERIOD + r"\b"
    r"|\b(?:until|till|prior to)\s+[a-z][\w-]*\s+v?\d+\.\d+"  # "until fieldkit 4.2 the app synced every 15 minutes"
    r"|\b(?:back then|at the time|at launch|last year|in the past|years ago|months ago)\b"
    r"|\btemporarily\b[^.]*\b(?:went back|back to normal|reverted|rolled back)\b"  # "temporarily raised ...; it went back"
    # "*For the first quarter* orders over £200 were held", "*For the 2025 tour* a day cost £650": set in that period
    r"|^\W*for\s+the\s+(?:(?:first|second|third|fourth|last|previous)\s+(?:quarter|half)|(?:last|previous|(?:19|20)\d{2}"
    r"(?:/\d{2})?)\s+(?:[\w-]+\s+){0,2}?(?:quarter|half|term|season|tour|festival|trial|pilot|beta|year))\b"
    # "- *2025 season:* car + driver single £35.00": a line headed by a year's period records that period
    r"|^\W*(?:19|20)\d{2}(?:/\d{2})?\s+(?:[\w-]+\s+)?(?:quarter|half|term|season|tour|festival|trial|pilot|beta)\s*[:\u2014\u2013]"
)
YEAR = re.compile(r"\b(?:19|20)\d{2}\b")  # also: a table cell that is a year is a date (claims)
# "in March", "before 2024": a time, which is past only when the sentence's verb is ("moved in March" is history;
# "packing would double in December", "history before 2024 is looked up in X" are not)
_IN_PERIOD = re.compile(r"\b(?:in|before)\s+(?:the\s+)?(?:early |late |mid[- ]?)?(?:(?:19|20)\d{2}|q[1-4]\b|(?:" + lx.MONTHS
                        + r")\b)|^\W*in\s+(?:the |its |our )(?:\w+ ){0,3}(?:beta|alpha|pilot|trial|prototype|mvp)\b"
                        r"|\b(?:over|during|until|for)\s+(?:the |its |our )?(?:[\w-]+ ){0,3}"
                        r"(?:festival|fortnight|holidays|upgrade|rewrite|refit|cutover|closure|trial|pilot|beta)\b"
                        r"|\b(?:until|till|up to|up until|before|prior to)\s+v\d+(?:\.\d+)*\b")
# ("*In the sitelog beta*, photos were capped": a claim set in that period; "decided X: in the trial it caused Y"
# is not; "*over the festival fortnight* it stayed open", "was on npm *until the Next 14 upgrade*", "*up to v1.4* it
# had no login": past, history)
# "decided (not) to X", "agreed to X": a decision that stands, told in the past tense
_STANDING = frozenset(("decided", "agreed"))
_PAST_VERBS = frozenset("""was were had ran did went got used lived sat came began signed raised wrote kept
    called hosted deployed shipped built stored sent held took stood made paid sold grew left gave brought bought
    told saw spent fell broke chose drove flew knew sank taught threw wore""".split())


# "from 15 June to 15 August 2025": a period with both ends is over, whatever its verb says ("were frozen")
_DAY = r"(?:\d{1,2}\s+)?(?:" + lx.MONTHS + r"|(?:19|20)\d{2}|\d{4}-\d{2}(?:-\d{2})?)\b"
# and "as of January 2026 the app *was* on SDK 50": a snapshot of the past, told in the past tense
CLOSED_PERIOD_RE = re.compile(r"\bfrom\s+" + _DAY + r"[^;.]{0,24}?\s(?:to|until|till|through)\s+" + _DAY
                              # "the trial (Sep\u2013Dec 2025)": two months and their year
                              + r"|\b(?:" + lx.MONTHS + r")\s*[\u2013-]\s*(?:" + lx.MONTHS + r")\s+(?:19|20)\d{2}\b"
                              + r"|\bas of\s+" + _DAY + r"[^;.]{0,40}?\b(?:was|were|had|held|ran)\b"
                              # "*Jun–Aug* we *ran* the heat schedule": two months opening a past-tense claim
                              + r"|^\W*(?:" + lx.MONTHS + r")\s*[\u2013-]\s*(?:" + lx.MONTHS + r")\b[^;.:]{0,40}?"
                              r"\b(?:was|were|had|held|ran|went|moved|used to)\b"
                              # "between February and April the timeout *was* raised": a window of the past
                              + r"|\bbetween\s+" + _DAY + r"\s+and\s+" + _DAY + r"[^;.]{0,60}?\b(?:was|were|had|held|ran)\b"
                              # "*Until* March 2026 the tests *ran* on Travis", "*Until* the repos moved, CI *ran* on
                              # X": the state before a change, told in the past (a change beside it does not undo it)
                              + r"|^\W*until\s+(?:" + _PERIOD + r"[^;.]{0,60}?|[^,;.]{0,80},[^;.]{0,40}?)"
                              r"\b(?:was|were|had|held|ran|went|lived|sat|stayed|used to)\b"
                              # "*On 12 April* the reminder job *sent* texts 48 hours early": one day's incident
                              + r"|^\W*on\s+(?:\d{1,2}\s+(?:" + lx.MONTHS + r")|(?:" + lx.MONTHS + r")\s+\d{1,2})\b"
                              r"(?:\s+\d{4})?,?\s[^;.]{0,60}?\b(?:was|were|had|sent|went|ran|broke|failed|crashed)\b"
                              # "*Through the summer* the awards import *ran* at 01:00": a season gone by, in the past
                              + r"|^\W*(?:through|during|throughout|over)\s+(?:the\s+|last\s+)?(?:summer|winter|spring|"
                              r"autumn|holidays?|christmas|easter|half[- ]term|season)\b[^;.]{0,60}?"
                              r"\b(?:was|were|had|held|ran|went|closed|opened|took|kept)\b"
                              # "*For January and February*, Leeds *ran* off Manchester's stock", "*for the summer
                              # fair* we *capped* it at 40": a while or an occasion gone by, told in the past
                              + r"|^\W*for\s+(?:(?:" + lx.MONTHS + r")(?:\s+and\s+(?:" + lx.MONTHS + r"))?|"
                              r"the\s+(?:\w+\s+){0,2}"
                              r"(?:fair|show|festival|open day|launch|tournament|championship|conference))\b,?\s"
                              r"[^;.]{0,40}?\b(?!(?:is|are|be|been|being|gets?)\b)\w+\s+"
                              r"(?:was|were|had|held|ran|went|took|kept|used|capped|limited|raised|lowered|extended|"
                              r"closed|opened)\b")


# A state that lasted a while and is over: "was read-only for two days", "were frozen during the audit".
# Its end is told with it, so it records no change away (a retirement or a shutdown is no such state).
# "was read-only", "labels *stopped printing*", "the API *went down*": a state, when a bounded while follows it
_TEMPORARY_STATE = re.compile(r"\b(?:(?:was|were)\s+(?:\w+\s+)?(?:read[- ]only|frozen|offline|down|paused|unavailable|"
                              r"suspended|locked)|stopped\s+\w+ing|went\s+(?:down|offline|dark))\b")
_BOUNDED = re.compile(r"\b(?:during|while|throughout)\b"
                      r"|\bfor\s+(?:(?:about|around|roughly|nearly|almost|over|just)\s+)?"
                      r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+)\s+(?:\w+\s+)?"
                      r"(?:minutes?|hours?|days?|weeks?|months?)\b")


def temporary_state(text: str) -> bool:
    """Whether a lower-cased sentence tells a state that held for a bounded while in the past ("during the
    February outage X was read-only for two days"): a closed period, however its verb reads."""
    if _TEMPORARY_STATE.search(text) and _BOUNDED.search(text):
        return True
    # "*while the Net2 servers were being upgraded*, fobvault only synced once an hour": what held while that went on
    during = _WHILE_BEING.search(text) if "being" in text else None
    rest = (text[:during.start()] + text[during.end():]).split() if during else []
    return bool(rest) and _PRESENT_TENSE.isdisjoint(rest) and _told_past(rest)


_WHILE_BEING = re.compile(r"\bwhile\s+[^,;.]{0,80}?\b(?:was|were)\s+being\s+[a-z]+(?:ed|en|t)\b")


# a while of the past told with its length ("for about 30 hours"), and the verbs that would set it in the present
_WHILE = re.compile(r"\bfor\s+(?:about|around|roughly|nearly|almost)\s+(?:\d+|an?|two|three|four|five|six)\s+"
                    r"(?:minutes?|hours?|days?|weeks?)\b")
_PRESENT_TENSE = frozenset("is are am isn't aren't".split())
# a timeline entry: a clock time, then what was done ("10:10 muted the alert for 24 h", "14:02 — rolled back")
_TIMELINE = re.compile(r"^(?:[-*]\s+)?\d{1,2}:\d{2}\s*(?:utc\s*)?(?:[\u2014\u2013:-]\s*)?(?:\w+\s+)?\w+ed\b")


# a quoted title: the year of "the 'Rota 2026' sheet" names the sheet, it tells no time
_TITLE = re.compile(r"(?<!\w)['\"][^'\"]{1,60}['\"](?!\w)")


def is_dated(text: str, tokens: list[str]) -> bool:
    """Whether a lower-cased sentence speaks of a closed period of the past ("until March", "during the 2025 beta")."""
    if DATED_RE.search(text) or _TIMELINE.match(text):
        return True
    if ("for " in text and _WHILE.search(text) and not _PAST_VERBS.isdisjoint(tokens)
            and _PRESENT_TENSE.isdisjoint(tokens)):
        return True  # "*for about 30 hours* no offers went out": an incident of the past, told with its length
    if _ON_DAY.search(text) and _event_of_a_day(text):
        return True  # "junior single capsized below the island *on 18 April*": an event of that day
    untitled = _TITLE.sub(" ", text) if "'" in text or '"' in text else text
    if not YEAR.search(untitled) and not _IN_PERIOD.search(text):
        return False  # (before the past-tense test, which reads every word)
    return _told_past(tokens)


def _told_past(tokens: list[str]) -> bool:
    """A past-tense verb among a sentence's words (a decision that stands, "decided to", is none)."""
    return not _PAST_VERBS.isdisjoint(tokens) or any(t.endswith("ed") and len(t) > 4 and t not in _STANDING
                                                     for t in tokens)


def _event_of_a_day(text: str) -> bool:
    """The sentence's first clause, its asides left out, tells in the past tense what happened on one day: not "X
    goes out through Mailgun; the records were added on 15 February", nor "it's fine to run X (agreed on 28 July)"."""
    first = _CLAUSE_END.split(_PARENS.sub(" ", text), maxsplit=1)[0]
    tokens = first.split()
    return _ON_DAY.search(first) is not None and _PRESENT_TENSE.isdisjoint(tokens) and _told_past(tokens)


_CLAUSE_END = re.compile(r"[;:\u2014\u2013]|\s-\s")
# "on 18 April", "on March 3rd": one day, whose events a past-tense sentence tells ("the AGM is held on 14 March" is
# every year's)
_ON_DAY = re.compile(r"\bon\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:" + lx.MONTHS + r")|(?:" + lx.MONTHS
                     + r")\s+\d{1,2}(?:st|nd|rd|th)?)\b")


# A state that ended: "is read-only", "was shut down", "has been deleted". Verbs of a routine ("branches
# are deleted after merge") end something only in the past or perfect tense, or with "now".
# ("frozen" is none: a frozen API is still used, "doors 1-12 are frozen" hold frozen goods)
# "read-only *towards the PLC*", "read-only *for partners*": what one side may do, not an end
_STATES = (r"read[- ]only(?!\s+(?:towards?|to|from|against|via|for\s+(?!now\b|good\b|ever|everyone|everybody|all\b|the\b)))|"
           r"shut ?down|deprecated|decommissioned|" + lx.RETIRED + r"|sunset|sunsetted|end[- ]of[- ]life|eol|"
           r"gone|dead|no longer used|not used anymore|not used any more")
_EVENTS = (r"cancell?ed|turned off|switched off|deleted|removed|archived|disabled|dropped|killed|"
           r"replaced(?=\s+(?:by|with)\s+(?!(?:a|an)\s+new\b|new\b))")  # a battery "replaced with a new one" goes on
_AGREEMENT = r"(?:account|subscription|contract|membership)s?"
_ENDED = re.compile(
    r"^(?P<subject>.{2,80}?)\s+(?:(?:is|are|was|were|has been|have been|got|been)\s+"
    r"(?:now\s+|made\s+|since\s+\S+\s+)?(?:" + _STATES + r")|went\s+read[- ]only"  # not "Node 18 went EOL": a date
    r"|(?:was|were|has been|have been|got|is now|are now)\s+"
    r"(?:" + _EVENTS + r"))\b"
    # an account, a subscription or a contract that is closed has ended, and a place closed for good; a shop or an
    # office closed (on Mondays, for a holiday) opens again, and "the hosts shut down at 20% battery" start again
    r"|^(?P<closed>.{2,80}?\b" + _AGREEMENT + r")\s+(?:(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?)?"
    r"closed\b|^(?P<ended>.{2,80}?\b" + _AGREEMENT + r")\s+(?:has|have)\s+ended\b"
    r"|^(?P<shut>.{2,80}?)\s+(?:closed\s+(?:down|for\s+good|permanently|(?=in\s+(?:" + lx.MONTH_NAMES
    + r"|\d{4})\b))|shut\s+(?:for\s+good|permanently)"
    # "the Grafana Cloud stack *shut down on 30 Sept*": a day's end (not "the hosts shut down at 20% battery")
    r"|shut\s+down(?=\s+(?:on|in)\s+(?:\d|(?:" + lx.MONTH_NAMES + r")\b)))\b"
)
_POINTER_OBJECT = re.compile(r"(?:them|it|those|these|this|that|they)\b")
_RULE_TAIL = re.compile(r"\s+(?:after|once|when|whenever|if|every|within|at\s+(?:most|the\s+end))\b")
_PRESENT_ENDING = re.compile(r"\s(?:is|are)\s")
_NO_LONGER = re.compile(r"\bno longer\s+(?:uses?|runs?|goes|go|sends?|lives?|ships?|deploys?|has|have|tracks?|"
                        r"keeps?|stores?|logs?|records?|hosts?|syncs?|stocks?|sells?|offers?|accepts?|takes?|posts?|"
                        r"publish(?:es)?|emails?)\s+(?:on\s+|to\s+|in\s+)?"
                        r"(?P<object>[^,;.:]{2,60})")

# what a change note says ended: up to a clause's end or a time, place or reason after it
_OBJECT = r"(?P<object>[^,;.:]{2,60}?)(?=$|[,;.:]| in | on | since | after | last | when | because | for | to )"

# leaving a thing behind: "we stopped using Helm in July", "we left Slack", "Dropped iOS 15"; "stopped printing
# *paper contracts*" names what ended, "Joanna stopped reading after a paragraph" only what one reader did
_LEFT = re.compile(r"(?:\bstopped using|\bstopped(?=\s\w+ing\s+(?!(?:after|before|when|since|until|in|on|at|for)\b)\w)|"
                   r"\bwe left|\bgot rid of|\bmoved off|\bmigrated off|^dropped|"
                   r"\b(?:shut|closed)\s+(?:down\s+)?(?:their|its)|"
                   r"^we\s+(?:cancell?ed|closed(?!\s+(?:the\s+|that\s+|this\s+)?(?:#|tickets?|issues?|prs?|pull|bugs?|"
                   r"incidents?|cases?|loops?|gaps?|deals?|sales?|books?|doors?|windows?)\b)|retired|decommissioned|"
                   r"scrapped|shut\s+down|turned\s+off|switched\s+off))"
                   r"\s+(?:the\s+|our\s+)?"
                   + _OBJECT)


# an agent's note of what it ended, its subject left out: "*Retired* UptimeRobot in May 2026", "*Decommissioned* the
# old NAS" (not "retired kit *is* stored in the loft", "cancelled orders *are* refunded": an adjective before a noun)
_NOTE_LEFT = re.compile(r"^\W*(?:retired|decommissioned|scrapped|ditched|shut\s+down|turned\s+off|switched\s+off)\s+"
                        r"(?:the\s+|our\s+)?" + _OBJECT)
_RULE_VERB = re.compile(r"\b(?:is|are|go|goes|get|gets|stay|stays|must|should|can|will|need|needs)\b")


_CONDITION_OPENS = re.compile(r"\W*(?:if|unless|in case|should)\b")  # not "when": "when X was shut down" tells it
_CONDITION_IN = re.compile(r"\b(?:if|unless|in case|whether)\b")


def ended_subject(text: str) -> str | None:
    """The words of what a lower-cased clause says has ended, if it says so; else ``None``.

    Parentheses hold details ("Confluence (wiki.example.net) is read-only"), not what ended.
    """
    text = _PARENS.sub(" ", text)
    match = _ENDED.search(text)
    if match and _RULE_TAIL.match(text, match.end()) and _PRESENT_ENDING.search(match.group(0)):
        return None  # "blades *are retired after* 12 regrinds": when each one ends, a rule that goes on
    if match:
        # "Terraform state moved to Terraform Cloud; the `acw-tfstate` bucket is read-only": what ended is told in
        # its own clause
        subject = _CLAUSE_BREAK.split(next(filter(None, match.group("subject", "closed", "ended", "shut"))))[-1]
        if subject.count('"') % 2 or subject.count("\u201c") > subject.count("\u201d"):
            return None  # 'a cause: "the stamp exists but the file is gone from disk"': quoted words, no claim
        if _CONDITION_OPENS.match(subject):
            return None  # "*if* the tablet is dead, Dario has the sheet": what to do should it end, not an end
        # "rostr moved to k3s and the old server ROSTR01 was shut down": what ended is told after the move
        before, _, after = subject.rpartition(" and ")
        return after if before and not lx.CHANGE_VERBS.isdisjoint(before.split()) else subject
    match = _NO_LONGER.search(text) or _LEFT.search(text)
    if match is None and (note := _NOTE_LEFT.match(text)) is not None and not _RULE_VERB.search(note.group("object")):
        match = note
    if match and _POINTER_OBJECT.match(match.group("object")):
        return None  # "the Brecon depot no longer takes *them* by phone": what ended is named elsewhere
    if match and _CONDITION_IN.search(_CLAUSE_BREAK.split(text[:match.start()])[-1]):
        return None  # "*if* the customer no longer has the card, issue a gift card": what to do should it end
    return match.group("object") if match else None


# "DPD is no longer used *for Scottish orders*": what ended, ended for that only ("for now", "for two weeks" are times)
_ENDED_FOR = re.compile(r"\s+for\s+(?:the\s+|our\s+|all\s+)?([a-z][^,;.:()\u2014\u2013]{1,40})")
_NOT_A_SCOPE = frozenset("now good ever while time long moment today tomorrow week weekend month year day night "
                         "days weeks months years hours minutes reason us me them you".split()) | frozenset(
    lx.MONTHS.split("|"))


def ended_scope(text: str) -> frozenset[str]:
    """The stems of what a lower-cased clause says something ended *for* ("no longer used for scottish orders":
    scottish, order); empty when it gives no such scope, or a time ("retired for now")."""
    text = _PARENS.sub(" ", text)
    match = _ENDED.search(text) if " for " in text else None
    scope = _ENDED_FOR.match(text, match.end()) if match else None
    if scope is None or not _NOT_A_SCOPE.isdisjoint(words(scope.group(1))) or any(c.isdigit() for c in scope.group(1)):
        return frozenset()
    return stems(scope.group(1))


def stems(text: str) -> frozenset[str]:
    """Stems of the content words of a text (the judge's stop words left out)."""
    return frozenset(stem(w) for w in words(text) if w not in lx.JUDGE_STOP and len(w) > 1 and not w.isdigit())
