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
from memcli.text import stem, words

_TOKEN = re.compile(r"[^\W_]+(?:[.'][^\W_]+)*")
_CODE_SPAN = re.compile(r"`([^`]+)`")
_SNAKE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b")
GENERIC_ACRONYMS = frozenset(
    """api apis ci cd pr prs ui ux url urls id ids http https utc gmt todo ok am pm i json yaml yml toml csv sql js ts css html
    pdf pdfs png jpg svg xml jwt jwts sso mfa otp oauth sla slo kpi
    cli sdk os db dbs vm vms ip ips dns tls ssl ssh cpu gpu ram qa eu us uk faq tl dr fyi asap eod eta
    rfc spec mr mrs mb gb kb tb ms""".split()
)
SLOT_WORDS = frozenset(
    """via through thru with in on by to into onto from under inside
    use uses using used is are be been being becomes was were runs run running hosted deployed""".split()
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


_VERB_LIKE = frozenset("""is was has had can will should must does uses wants needs prefers likes works lives owns leads
    writes edits builds sends pulls pushes handles manages keeps gets goes says reads calls talks deploys hosts serves
    stores sits ships runs joined left moved switched""".split())


def _is_name(token: str, first: bool, possessive: bool, following: str = "") -> bool:
    """Whether a token names something; ``following`` is the next token (lower case), for the first word.

    The first word of a sentence is capitalised anyway: it is a name when
    possessive ("Kite's"), camel-cased, or a singular word before a verb
    ("Mara works", "Quarry pulls"; "Errors go" is a plural noun).
    """
    if token.lower() in GENERIC_ACRONYMS or token.lower() in lx.CALENDAR_WORDS:
        return False
    inner_capital = any(ch.isupper() for ch in token[1:]) and any(ch.islower() for ch in token)
    if inner_capital:
        return True
    if token[:1].isupper():
        if not first or possessive:
            return True
        singular = not token.lower().endswith("s") or token.lower().endswith("ss")
        return singular and following in _VERB_LIKE
    return token.lower() in _KNOWN_TOOLS


# Hyphenated words that are ordinary English ("read-only", "day-to-day", "server-side"), not names of things.
_MODIFIER_PARTS = frozenset(
    """side only time day based hosted limited like free wide level style specific friendly safe aware driven first
    in out up down off by ins ons ups per self co non pre post re multi read write real long short high low full half
    well built opt end one two three check sign log follow roll set so to the a of and or max min sub semi auto
    cross top bottom""".split()
)
_KEBAB = re.compile(r"(?<![\w/.-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w/-]|\.\w)")
_PARENS = re.compile(r"\([^()]*\)")
# "project `kite-api`", "bucket `fh-backups`": a code span that a kind of thing labels names that thing
_LABELLED_SPAN = re.compile(r"\b(?:project|app|application|service|repo|repository|org|organisation|organization|"
                            r"cluster|bucket|namespace|team|channel|workspace|tenant|account)\s+`([^`/]+)`", re.I)


def identifiers_in(sentence: str) -> set[str]:
    """``snake_case`` and hyphenated names (``kite-api``, ``fct_orders``) of a text, as lower-case words."""
    found = {" ".join(words(m)) for m in _SNAKE.findall(sentence)}
    for match in _KEBAB.findall(sentence.lower()):
        parts = match.split("-")
        if not (parts[0] in _MODIFIER_PARTS or parts[-1] in _MODIFIER_PARTS or any(p.isdigit() for p in parts)):
            found.add(" ".join(parts))
    return found


def read_names(sentence: str) -> Names:
    """The names of one sentence as written (see the module docstring).

    Subjects and identifiers are read outside parentheses and code spans,
    which hold details (hosts, files, examples), not what the claim is about.
    """
    spans = _CODE_SPAN.findall(sentence)
    outside = _PARENS.sub(" ", _CODE_SPAN.sub(" ", sentence))
    identifiers = identifiers_in(outside)
    identifiers.update(" ".join(words(m)) for m in _LABELLED_SPAN.findall(_PARENS.sub(" ", sentence)))
    detail = {w for part in _PARENS.findall(sentence) for w in words(part)}
    plain = _CODE_SPAN.sub(" \x00 ", _PARENS.sub(lambda m: "(" + " " * (len(m.group(0)) - 2) + ")", sentence))
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(plain)]
    runs: list[tuple[list[str], int]] = []  # (words of one name, index of its first token)
    for index, (token, start, end) in enumerate(tokens):
        bare = token.split("'")[0]
        possessive = token.lower().endswith("'s") or plain[end:end + 2] in ("'s", "\u2019s")
        first = index == 0 or _opens_clause(plain, tokens, index)
        following = tokens[index + 1][0].lower() if index + 1 < len(tokens) else ""
        if not bare or not _is_name(bare, first, possessive, following):
            continue
        if runs and runs[-1][1] + len(runs[-1][0]) == index and not _separated(plain, tokens[index - 1][2], start):
            runs[-1][0].append(bare.lower())
        else:
            runs.append(([bare.lower()], index))
    lowered = [t.split("'")[0].lower() for t, _, _ in tokens]
    names, fillers = set(), set()
    roles: dict[str, tuple[str, ...]] = {}
    for run, index in runs:
        name = " ".join(run)
        names.add(name)
        if _in_slot(lowered, index, plain, tokens):
            fillers.add(name)
            roles[name] = _role_of(lowered, index, len(run), plain, tokens)
    # who the claim is about comes before what fills its role ("Quarry's CI runs on X; ask Priya ...")
    first_filler = min((index for run, index in runs if " ".join(run) in fillers), default=len(tokens))
    first_verb = next((i for i, w in enumerate(lowered) if i and (w in SLOT_WORDS or w in _VERB_LIKE)), len(tokens))
    before = {" ".join(run) for run, index in runs if index < min(first_filler, first_verb)}
    subjects = {name for name in (names - fillers) & before if not set(name.split()) <= detail}
    return Names(frozenset(names), frozenset(fillers), frozenset(subjects), frozenset(identifiers - fillers),
                 tuple(sorted(roles.items())))


_CLAUSE_BREAK = re.compile(r"[;\u2014\u2013]|\s-\s|\.\s")  # parentheses are blanked: their details are skipped


def _role_of(lowered: list[str], index: int, size: int, text: str, tokens: list[tuple[str, int, int]]) -> tuple[str, ...]:
    """The words naming the role a filler fills: its clause before it ("*feature flags* are managed in X"),
    and what a "for" after it names ("uses X *for its background job queue*")."""
    start = index
    while start > 0 and not _CLAUSE_BREAK.search(text[tokens[start - 1][2]:tokens[start][1]]):
        start -= 1
    found = lowered[start:index]
    after = index + size
    for position in range(after, min(after + 3, len(tokens))):
        if _CLAUSE_BREAK.search(text[tokens[position - 1][2]:tokens[position][1]]):
            break
        if lowered[position] == "for":
            end = position + 1
            while end < len(tokens) and not _CLAUSE_BREAK.search(text[tokens[end - 1][2]:tokens[end][1]]):
                end += 1
            found += lowered[position + 1:end]
            break
    return tuple(found)


_PROSE_LABELS = frozenset("why how apply note notes reason context example tip rule important".split())


def _opens_clause(text: str, tokens: list[tuple[str, int, int]], index: int) -> bool:
    """A word after a colon opens a clause (capitalised anyway) unless a short label and value surround it.

    "CI: Buildkite, ..." names a tool; "How to apply: Plain commit
    messages ..." and "Exception to the freeze: Security ..." are prose.
    """
    if ":" not in text[tokens[index - 1][2]:tokens[index][1]]:
        return False
    label = words(text[:tokens[index - 1][2]].rsplit(":", 1)[-1].rsplit(".", 1)[-1])
    rest = text[tokens[index][1]:]
    stop = re.search(r"[,;.(]|$", rest).start()
    return len(label) > 2 or bool(_PROSE_LABELS & set(label)) or len(words(rest[:stop])) > 3


def _separated(text: str, end: int, start: int) -> bool:
    """Whether punctuation other than a space or a dot stands between two tokens (a list, a slash)."""
    return bool(text[end:start].strip(" "))


def _token_at(tokens: list[tuple[str, int, int]], span: str) -> int:
    first = words(span)[0] if words(span) else ""
    return next((i for i, (t, _, _) in enumerate(tokens) if t.lower().split("'")[0] == first), -1)


def _in_slot(lowered: list[str], index: int, text: str, tokens: list[tuple[str, int, int]]) -> bool:
    """A name fills a role when a slot word (or a label's colon) comes within three words before it."""
    if index <= 0:
        return False
    back = index - 1
    for _ in range(3):
        if back < 0:
            return False
        if ":" in text[tokens[back][2]:tokens[back + 1][1]]:
            return True
        word = lowered[back]
        if word in SLOT_WORDS:
            return True
        if word not in _SKIPPABLE:
            return False
        back -= 1
    return False


# ---------------------------------------------------------------- time

_MONTHS = (r"january|february|march|april|may|june|july|august|september|october|november|december|"
           r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_PERIOD = (r"(?:(?:19|20)\d{2}|" + _MONTHS + r"|q[1-4]|(?:the |its |our )?(?:\w+ ){0,3}"
           r"(?:beta|alpha|pilot|trial|launch|sale|sprint|migration|outage|incident|prototype|mvp|first version))")
DATED_RE = re.compile(
    r"\b(?:during|until|till|throughout|back in|up until|up to|prior to)\s+" + _PERIOD + r"\b"
    r"|\b(?:in|before)\s+(?:early |late |mid[- ]?)?(?:(?:19|20)\d{2}|(?:" + _MONTHS + r")\b)"
    r"|\b(?:back then|at the time|at launch|last year|in the past|years ago|months ago)\b"
)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_PAST_VERBS = frozenset("""was were had ran did went got used lived sat came began signed raised wrote kept
    called hosted deployed shipped built stored sent""".split())


def is_dated(text: str, tokens: list[str]) -> bool:
    """Whether a lower-cased sentence speaks of a closed period of the past ("until March", "during the 2025 beta")."""
    if DATED_RE.search(text):
        return True
    return bool(_YEAR.search(text)) and not _PAST_VERBS.isdisjoint(tokens)


# A state that ended: "is read-only", "was shut down", "has been deleted". Verbs of a routine ("branches
# are deleted after merge") end something only in the past or perfect tense, or with "now".
_STATES = (r"read[- ]only|shut ?down|deprecated|decommissioned|retired|sunset|sunsetted|end[- ]of[- ]life|eol|gone|dead|"
           r"frozen|no longer used|not used anymore|not used any more")
_EVENTS = r"cancell?ed|turned off|switched off|deleted|removed|archived|disabled|dropped|killed"
_ENDED = re.compile(
    r"^(?P<subject>.{2,80}?)\s+(?:(?:is|are|was|were|has been|have been|got|been)\s+(?:now\s+|since\s+\S+\s+)?(?:"
    + _STATES + r")|(?:was|were|has been|have been|got|is now|are now)\s+(?:" + _EVENTS + r"))\b"
)
_NO_LONGER = re.compile(r"\bno longer\s+(?:uses?|runs?|goes|go|sends?|lives?|ships?|deploys?|has|have)\s+(?:on\s+|to\s+|in\s+)?"
                        r"(?P<object>[^,;.]{2,60})")


def ended_subject(text: str) -> str | None:
    """The words of what a lower-cased clause says has ended, if it says so; else ``None``."""
    match = _ENDED.search(text)
    if match:
        return match.group("subject")
    match = _NO_LONGER.search(text)
    return match.group("object") if match else None


def stems(text: str) -> frozenset[str]:
    """Stems of the content words of a text (the judge's stop words left out)."""
    return frozenset(stem(w) for w in words(text) if w not in lx.JUDGE_STOP and len(w) > 1 and not w.isdigit())
