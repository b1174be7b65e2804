"""Final scoring of 7 Wonders (1st edition): every row of the score pad, explained.

Rules cited as "seed 000, <section>" refer to ../shared/seeds/000_564014be245648ba.txt
(the Russian rulebook); "card" means the printed card, which wins over the seed.
"""
from __future__ import annotations

from collections.abc import Iterable

from scoring.classic.catalogue import SCIENCE, Card, PerCount
from scoring.classic.document import Table
from scoring.core.i18n import N_, _, box_language, display, language, ngettext
from scoring.core.ranking import competition_ranks
from scoring.core.result import Line, PlayerScore, Result  # noqa: F401  (the shared result, re-exported)
from scoring.core.science import SET_BONUS, _best_science, best_science, science_points  # noqa: F401

# Score pad rows in the order the rulebook scores them (seed 000, "Подсчет очков").
CATEGORIES: tuple[str, ...] = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")
# English keys of the engine catalogue (N_): translate where shown, ``_(CATEGORY_LABELS[c])``.
CATEGORY_LABELS: dict[str, str] = {"military": N_("Military"), "treasury": N_("Treasury"), "wonder": N_("Wonder"),
                                   "civilian": N_("Civilian"), "science": N_("Science"),
                                   "commercial": N_("Commercial"), "guilds": N_("Guilds")}
COINS_PER_POINT = 3  # seed 000, 2 Содержимое сокровищницы

WHERE = {("left", "right"): N_("in neighbouring cities"), ("self",): N_("in own city"),
         ("left", "self", "right"): N_("in own and neighbouring cities")}
# what a counting rule counts, as a whole phrase per rule of the data files (every rule of 7w.json and
# 7w2.json has its phrase here: test_every_counting_rule_of_the_data_has_its_words)
THINGS = {("brown",): N_("brown cards"), ("grey",): N_("grey cards"), ("blue",): N_("blue cards"),
          ("yellow",): N_("yellow cards"), ("red",): N_("red cards"), ("green",): N_("green cards"),
          ("purple",): N_("purple cards"), ("brown", "grey", "purple"): N_("brown or grey or purple cards"),
          ("stage",): N_("wonder stages"), ("defeat",): N_("defeat tokens")}
SYMBOL = {"compass": N_("compass"), "gear": N_("gear"), "tablet": N_("tablet")}
NEIGHBOUR = {"left": N_("left"), "right": N_("right"), "self": N_("self")}


# -- science: scoring.core.science (shared with pad mode) ------------------------


# -- counting helpers ------------------------------------------------------

def _count_in(city, rule: PerCount, extra: Iterable[Card] = ()) -> int:
    """What ``rule`` counts in one city (``extra``: cards the city counts as its own)."""
    n = 0
    for what in rule.per:
        if what == "stage":
            n += city.stages
        elif what == "defeat":
            n += city.defeats
        else:
            n += city.colours.get(what, 0)
            if extra:
                n += sum(1 for card in extra if card.colour == what)
    return n


def _count_total(table: Table, seat: int, rule: PerCount, extra_own: Iterable[Card] = ()) -> int:
    """``_count`` without the explanation."""
    cities = table.cities
    total = 0
    for who in rule.of:
        # left = players[seat + 1], right = players[seat - 1] (scoring.classic.document.Table.left/right)
        if who == "self":
            total += _count_in(cities[seat], rule, extra_own)
        else:
            total += _count_in(cities[(seat + 1) % len(cities)] if who == "left" else cities[seat - 1], rule, ())
    return total


def _count_line(table: Table, seat: int, rule: PerCount, label: str, category: str, source: str, lang: str,
                extra_own: Iterable[Card] = ()) -> Line:
    """The line of a card that counts things in cities (a commercial card, a guild): how many
    ``rule`` counts, with a per-city breakdown, and the points."""
    cities = table.cities
    size = len(cities)
    phrases = _phrases(lang)
    side_fmt, side_words = phrases.count_part, phrases.neighbour
    total, parts = 0, []
    for who in rule.of:
        # left = players[seat + 1], right = players[seat - 1] (scoring.classic.document.Table.left/right)
        c = cities[seat] if who == "self" else cities[(seat + 1) % size] if who == "left" else cities[seat - 1]
        n = _count_in(c, rule, extra_own if who == "self" else ())
        total += n
        parts.append(side_fmt.format(side=side_words[who], city=c.name, n=n))
    points = total * rule.amount
    things, where, text = _count_phrase(rule, lang)
    return Line(category, source, points, text.format(card=label, n=total, things=things, where=where,
                                                      parts="; ".join(parts), points=points, amount=rule.amount))


# -- texts built once per language (for speed) ------------------------------------------
# The translated phrases, and the lines that depend only on a card, a stage, a coin count…,
# are kept per language: a catalogue never changes while the process runs, and a ``Line`` is
# immutable, so a kept one is the same value a fresh one would be.

class _Phrases:
    """The engine's messages in one language, translated once."""

    def __init__(self) -> None:
        self.count_part = _("{side} {city}: {n}")
        self.neighbour = {k: _(v) for k, v in NEIGHBOUR.items()}
        self.symbol = {k: _(v) for k, v in SYMBOL.items()}
        self.wildcard = _("wildcard chosen: {symbol} ({source})")
        self.stage_label = _("{wonder} {side}, stage {stage}")
        self.copied = _("{guild} (copied by Olympia B)")


_PHRASES: dict[str, _Phrases] = {}


def _phrases(lang: str) -> _Phrases:
    found = _PHRASES.get(lang)
    if found is None:
        found = _PHRASES[lang] = _Phrases()      # built in the context of ``lang`` (its caller's)
    return found


_RULE_PHRASES: dict[tuple, tuple[str, str, str]] = {}


def _count_phrase(rule: PerCount, lang: str) -> tuple[str, str, str]:
    """What a counting rule counts, where, and the sentence (× amount or not), in ``lang``."""
    key = (rule.per, rule.of, rule.amount != 1, lang)
    found = _RULE_PHRASES.get(key)
    if found is not None:
        return found
    things, where = _(THINGS[tuple(rule.per)]), _(WHERE[tuple(rule.of)])
    text = (_("{card}: {things} {where} — {n} ({parts}) × {amount} → {points}") if rule.amount != 1
            else _("{card}: {things} {where} — {n} ({parts}) → {points}"))
    found = (things, where, text)
    if len(_RULE_PHRASES) < LINES_KEPT:
        _RULE_PHRASES[key] = found
    return found


LINES_KEPT = 1 << 16     # lines kept per process (bounded: a stranger's input cannot grow it further)
_LINES: dict[tuple, tuple] = {}     # key → (the objects it was made from, the line)
_KEPT: dict[int, Line] = {}         # id → every line kept in _LINES


def kept(line: Line) -> bool:
    """Whether ``line`` is one the engine keeps and hands out again (the API keeps its JSON)."""
    return _KEPT.get(id(line)) is line


def _civilian_line(card: Card, lang: str) -> Line:
    """The line of a blue card (seed 000, 4 Гражданские постройки): the same for every city."""
    key = ("civilian", id(card), lang)
    found = _LINES.get(key)
    if found is not None and found[0] is card:
        return found[1]
    line = Line("civilian", card.name, card.effect.vp,
                _("{card} → {points}").format(card=display(card), points=card.effect.vp))
    if len(_LINES) < LINES_KEPT:
        _LINES[key] = (card, line)
        _KEPT[id(line)] = line
    return line


def _stage_line(city, st, lang: str) -> Line:
    """The line of a built wonder stage worth points (seed 000, 3 Чудеса Света)."""
    wonder, side = city.wonder, city.side
    key = ("wonder", id(wonder), id(side), st.number, lang)
    found = _LINES.get(key)
    if found is not None and found[0] is wonder and found[1] is side and found[2] is st:
        return found[3]
    line = Line("wonder", f"{wonder.name} {side.side} stage {st.number}", st.effect.vp,
                _("{wonder} {side}, stage {stage} → {points}").format(
                    wonder=display(wonder), side=display(side), stage=st.number, points=st.effect.vp))
    if len(_LINES) < LINES_KEPT:
        _LINES[key] = (wonder, side, st, line)
        _KEPT[id(line)] = line
    return line


def _treasury_line(coins: int, lang: str) -> Line:
    """1 point per 3 coins (seed 000, 2 Содержимое сокровищницы)."""
    key = ("treasury", coins, lang)
    found = _LINES.get(key)
    if found is not None:
        return found[0]
    line = Line("treasury", "coins", coins // COINS_PER_POINT,
                ngettext("{n} coin ÷ {per} → {points}", "{n} coins ÷ {per} → {points}", coins).format(
                    n=coins, per=COINS_PER_POINT, points=coins // COINS_PER_POINT))
    if len(_LINES) < LINES_KEPT:
        _LINES[key] = (line,)
        _KEPT[id(line)] = line
    return line


def _military_line(tokens: tuple[int, ...], lang: str) -> Line:
    """The sum of the conflict tokens (seed 000, 1 Военные конфликты)."""
    key = ("military", tuple(tokens), lang)
    found = _LINES.get(key)
    if found is not None:
        return found[0]
    shown = ", ".join(f"{t:+d}" for t in tokens)
    line = Line("military", "conflict tokens", sum(tokens),
                _("Conflict tokens {tokens} → {points}").format(tokens=shown, points=sum(tokens)))
    if len(_LINES) < LINES_KEPT:
        _LINES[key] = (line,)
        _KEPT[id(line)] = line
    return line


def science_amount(symbol: str, n: int) -> str:
    """"3 tablet" in the engine's language, the noun agreeing with ``n`` in Russian and Ukrainian
    («3 таблички», not «3 табличка»); English keeps the symbol's name, as the science row prints it."""
    forms = {"compass": lambda: ngettext("{n} compass", "{n} compass", n),
             "gear": lambda: ngettext("{n} gear", "{n} gear", n),
             "tablet": lambda: ngettext("{n} tablet", "{n} tablet", n)}
    return forms[symbol]().format(n=n) if symbol in forms else f"{n} {symbol}"


def rechosen_science(table: Table, ps: PlayerScore, choice, note: str | None, force: bool = False) -> PlayerScore:
    """The seat's score holding ``choice`` (``scoring.core.science.choose``) when an expansion's hook
    chose the science symbols again: the science row's total (``note``: an ``N_``-marked sentence with
    ``{symbols}`` and ``{points}``, saying what the choice counted; None: the base game's line), a line
    per wildcard (kept when its symbol stayed) and per copying card (``CopyPool.describe``); every
    other line stays.  Unchanged when the seat already holds it (unless ``force``: a hook that added
    a wildcard)."""
    from dataclasses import replace
    from scoring.core.science import kept_lines, unchanged, with_choice
    if unchanged(choice, ps.choices) and not force:
        return replace(ps, details=tuple(choice.copy_lines(ps.details)))
    wild = list(ps.choices.get("wildcards", ()))
    before = {d.source: d for d in ps.details if d.category == "science"}
    lines = kept_lines(ps.details, ps.choices)
    # the row keeps the points of the lines that stay (a token scoring in it: Babel's science token)
    stay = {id(d) for d in lines}
    others = ps.categories.get("science", 0) - sum(d.points for d in ps.details if id(d) not in stay)
    held = [s for s in SCIENCE if choice.final[s]]
    if held and note is None:
        lines.append(_science_line(tuple(choice.final[s] for s in SCIENCE), choice.science, language()))
    elif held:
        lines.append(Line("science", "science", choice.science, _(note).format(
            symbols=", ".join(science_amount(s, choice.final[s]) for s in held), points=choice.science)))
    for w, p in zip(wild, choice.wildcards):
        kept = before.get(w["source"]) if p == w["symbol"] else None
        lines.append(kept or Line("science", w["source"], 0, _("wildcard chosen: {symbol} ({source})").format(
            symbol=_(SYMBOL[p]), source=display(table.catalogue.card(w["source"]) or w["source"]))))
    return replace(ps, categories=dict(ps.categories, science=others + (choice.science if held else 0)),
                   details=tuple(choice.copy_lines(lines)), choices=with_choice(ps.choices, choice))


def _science_line(final: tuple[int, ...], pts: int, lang: str) -> Line:
    """n² per symbol plus 7 per set of three, explained (seed 000, 5 Научные постройки)."""
    key = ("science", final, lang)
    found = _LINES.get(key)
    if found is not None:
        return found[0]
    held = [(s, k) for s, k in zip(SCIENCE, final) if k]
    squares = " + ".join(f"{k}²" for _s, k in held)
    sets = min(final)
    counted = ", ".join(science_amount(s, k) for s, k in held)
    args = dict(symbols=counted, squares=squares, sum=sum(k ** 2 for _s, k in held), bonus=SET_BONUS,
                sets=sets, set_points=SET_BONUS * sets, points=pts)
    if sets:
        text = ngettext("Science: {symbols}: {squares} = {sum}, plus {bonus} × {sets} set of three = "
                        "{set_points} → {points}",
                        "Science: {symbols}: {squares} = {sum}, plus {bonus} × {sets} sets of three = "
                        "{set_points} → {points}", sets).format(**args)
    else:
        text = _("Science: {symbols}: {squares} = {sum} → {points}").format(**args)
    line = Line("science", "science", pts, text)
    if len(_LINES) < LINES_KEPT:
        _LINES[key] = (line,)
        _KEPT[id(line)] = line
    return line


# -- one player --------------------------------------------------------------

def _guild_line(table: Table, seat: int, guild: Card, copied: bool, extra_own: tuple[Card, ...],
                lang: str) -> Line | None:
    rule = guild.effect.score
    if guild.effect.vp_if_wonder_complete:
        # card: Decorators Guild (2nd edition): 7 VP if every stage of the owner's wonder side is built
        city = table.cities[seat]
        done = city.stages == len(city.side.stages)
        pts = guild.effect.vp_if_wonder_complete if done else 0
        text = (_("{guild}: {wonder} {side} has {built} of {stages} stages built (complete) → {points}") if done
                else _("{guild}: {wonder} {side} has {built} of {stages} stages built (not complete) → {points}"))
        return Line("guilds", guild.name, pts, text.format(
            guild=display(guild), wonder=display(city.wonder), side=display(city.side), built=city.stages,
            stages=len(city.side.stages), points=pts))
    if rule is None:
        return None
    label = _phrases(lang).copied.format(guild=display(guild)) if copied else display(guild)
    return _count_line(table, seat, rule, label, "guilds", guild.name, lang, extra_own)


def _score_city(table: Table, seat: int, copy: Card | None) -> tuple[dict[str, int], list[Line], dict]:  # noqa: C901, LEN001 — one pass over the city, one scoring category after another
    city = table.cities[seat]
    # the key of the texts kept per language: the sentences' language and the box naming the things
    lang = f"{language()}/{box_language()}"
    cats = dict.fromkeys(CATEGORIES, 0)
    lines: list[Line] = []
    choices: dict[str, object] = {}

    # 1 military: sum of conflict tokens (seed 000, 1 Военные конфликты)
    if city.military:
        line = _military_line(city.military, lang)
        cats["military"] += line.points
        lines.append(line)
    # 2 treasury: 1 point per 3 coins (seed 000, 2 Содержимое сокровищницы)
    line = _treasury_line(city.coins, lang)
    cats["treasury"] += line.points
    lines.append(line)
    # 3 wonder stages (seed 000, 3 Чудеса Света; the board)
    built = city.built_stages
    for st in built:
        if st.effect.vp:
            line = _stage_line(city, st, lang)
            cats["wonder"] += line.points
            lines.append(line)
    # 4 civilian structures: the points printed on blue cards (seed 000, 4 Гражданские постройки)
    # 6 commercial structures with end-of-game points (seed 000, 6 Торговые здания; the cards)
    # 7 guilds, counting neighbours (seed 000, 7 Гильдии; the cards)
    # (one pass over the cards; the lines keep the rulebook's order: civilian, commercial, guilds)
    extra_own = (copy,) if copy is not None else ()
    commercial: list[Line] = []
    guilds: list[Line] = []
    counts = [0] * len(SCIENCE)
    wildcards: list[Card] = []
    for card in city.cards:
        colour = card.colour
        effect = card.effect
        if colour == "blue":
            line = _civilian_line(card, lang)
            cats["civilian"] += line.points
            lines.append(line)
        elif colour == "yellow":
            if effect.score:
                commercial.append(_count_line(table, seat, effect.score, display(card), "commercial", card.name, lang))
        elif colour == "purple":
            line = _guild_line(table, seat, card, False, extra_own, lang)
            if line:
                guilds.append(line)
        science = effect.science
        if science is not None:
            if science == "any":
                wildcards.append(card)
            elif science in SCIENCE:
                counts[SCIENCE.index(science)] += 1
    for line in commercial:
        cats["commercial"] += line.points
    lines += commercial
    if copy is not None:
        choices["olympia_copy"] = copy.name
        line = _guild_line(table, seat, copy, True, extra_own, lang)
        if line:
            guilds.append(line)
        else:
            guilds.append(Line("guilds", copy.name, 0,
                               _("{guild} copied by Olympia B: its wildcard counts under science").format(
                                   guild=display(copy))))
    for line in guilds:
        cats["guilds"] += line.points
    lines += guilds
    # 5 science: n² per symbol + 7 per set, wildcards chosen to score most (seed 000, 5 Научные постройки)
    wild_sources = [c.name for c in wildcards]          # machine keys (choices)
    wild_labels = [display(c) for c in wildcards]       # the same, for people
    phrases = None
    for st in built:
        if st.effect.science == "any":
            phrases = phrases or _phrases(lang)
            wild_sources.append(f"{city.wonder.name} {city.side.side} stage {st.number}")
            wild_labels.append(phrases.stage_label.format(
                wonder=display(city.wonder), side=display(city.side), stage=st.number))
    if copy is not None and copy.effect.science == "any":
        phrases = phrases or _phrases(lang)
        wild_sources.append(f"{copy.name} (copied by Olympia B)")
        wild_labels.append(phrases.copied.format(guild=display(copy)))
    if any(counts) or wild_sources:
        pts, picks = _best_science(tuple(counts), len(wild_sources))
        final = list(counts)
        for pick in picks:
            final[SCIENCE.index(pick)] += 1
        line = _science_line(tuple(final), pts, lang)
        cats["science"] += pts
        lines.append(line)
        if picks:
            phrases = phrases or _phrases(lang)
            for src, label, pick in zip(wild_sources, wild_labels, picks):
                lines.append(Line("science", src, 0, phrases.wildcard.format(
                    symbol=phrases.symbol[pick], source=label)))
            choices["wildcards"] = [{"source": s, "symbol": p} for s, p in zip(wild_sources, picks)]
    return cats, lines, choices


def _copy_values(table: Table, seat: int, candidates: list[Card | None]) -> list[int]:
    """Guild plus science points of a city whose Olympia B copies each candidate (None: nothing): the
    only rows the choice changes (a copied guild counts as a purple card of the city for its own
    guilds; a copied Scientists Guild is one more science wildcard), compared without writing any
    explanation; the city's own science and guilds read once."""
    city = table.cities[seat]
    counts = [0] * len(SCIENCE)
    wildcards = sum(1 for st in city.built_stages if st.effect.science == "any")
    guilds = []
    for card in city.cards:
        science = card.effect.science
        if science == "any":
            wildcards += 1
        elif science in SCIENCE:
            counts[SCIENCE.index(science)] += 1
        if card.is_guild:
            guilds.append(card)
    symbols = tuple(counts)
    complete = city.stages == len(city.side.stages)
    out = []
    for copy in candidates:
        extra_own = (copy,) if copy is not None else ()
        points = 0
        for card in guilds + list(extra_own):
            if card.effect.vp_if_wonder_complete:       # as _guild_line: Decorators Guild (2nd edition)
                points += card.effect.vp_if_wonder_complete if complete else 0
            elif card.effect.score is not None:
                points += _count_total(table, seat, card.effect.score, extra_own) * card.effect.score.amount
        extra = 1 if copy is not None and copy.effect.science == "any" else 0
        out.append(points + _best_science(symbols, wildcards + extra)[0])
    return out


def score_city(table: Table, seat: int) -> PlayerScore:
    """Score one city, choosing Olympia B's copied guild to maximise its total."""
    city = table.cities[seat]
    candidates: list[Card | None] = [None]
    copies = 0 < city.side.copy_guild_stage <= city.stages      # Olympia B's stage built
    if copies:
        seen = set()
        for nb in (table.left(seat), table.right(seat)):
            for card in nb.cards:
                if card.is_guild and card.name not in seen and not city.has(card.name):
                    seen.add(card.name)
                    candidates.append(card)
        # guilds worth the same: the first by name, so the choice never depends on which side
        # the table was listed from (found by the conformance suite's mirroring invariant)
        candidates[1:] = sorted(candidates[1:], key=lambda c: c.name)
    # the copy that scores most, the first on a tie; only guilds and science depend on it
    if len(candidates) > 1:
        values = _copy_values(table, seat, candidates)
        chosen = candidates[values.index(max(values))]          # the first of the best, as max() picks
    else:
        chosen = None
    cats, lines, choices = _score_city(table, seat, chosen)
    if copies and "olympia_copy" not in choices:
        text = (_("Olympia B: no guild of the neighbouring cities ({guilds}) adds a point to this city → 0").format(
                    guilds=", ".join(display(c) for c in candidates[1:])) if len(candidates) > 1
                else _("Olympia B: no guild in the neighbouring cities to copy → 0"))
        lines.append(Line("guilds", "Olympia B stage 3", 0, text))
    elif copies:
        lines.append(Line("guilds", "Olympia B stage 3", 0,
                          _("Olympia B copies {guild}: the neighbour guild worth most to this city").format(
                              guild=display(chosen) if chosen is not None else choices["olympia_copy"])))
    return PlayerScore.new(seat, city.name, cats, tuple(lines), choices, city.coins, city.free_city)


def rank(scores: list[PlayerScore]) -> tuple[list[PlayerScore], tuple[str, ...], str | None]:
    """Most points wins; tie → most coins; still tied → shared victory (seed 000, Конец игры).

    The Free City of the 2-player variant is scored but never ranked.
    """
    contenders = [s for s in scores if not s.free_city]
    totals = [sum(s.categories.values()) for s in contenders]     # each total summed once (for speed)
    ranks = competition_ranks({s.seat: (t, s.coins) for s, t in zip(contenders, totals)})    # points, then coins
    ranked = []
    for s in scores:
        r = ranks.get(s.seat)
        ranked.append(s.with_rank(r))    # as dataclasses.replace(s, rank=r), without its field walk
    winners = tuple(s.name for s in ranked if s.rank == 1)
    best_total = max(totals, default=0)
    tied = [s for s, t in zip(contenders, totals) if t == best_total]
    note = None
    if len(tied) > 1:
        names = _names([s.name for s in tied])
        coins = ", ".join(f"{s.name} {s.coins}" for s in tied)
        if len(winners) == 1:
            note = _("{names} tie on {points} points; most coins wins ({coins}): {winner} wins").format(
                names=names, points=best_total, coins=coins, winner=winners[0])
        elif len(winners) == len(tied):
            note = _("{names} tie on {points} points and on coins ({coins}): they share the victory").format(
                names=names, points=best_total, coins=coins)
        else:
            # seed 000, Конец игры: «Набравшие одинаковое количество монет в этом случае побеждают вместе»:
            # only those with the most coins share it, not everyone tied on points
            note = _("{names} tie on {points} points; most coins wins ({coins}): {winners} tie on coins too and "
                     "share the victory").format(names=names, points=best_total, coins=coins,
                                                 winners=_names(list(winners)))
    return ranked, winners, note


def _names(names: list[str]) -> str:
    """"Ira and Oleg", "Ira, Oleg and Sofia" (two names or more) in the engine's language."""
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def score_table(table: Table) -> Result:
    scores = [score_city(table, i) for i in range(table.size)]
    ranked, winners, note = rank(scores)
    return Result(table.game.id, tuple(ranked), winners, note)


def score(doc) -> Result:
    """Document (dict) → ``Result``; raises ``BadInput`` listing every problem."""
    from scoring.classic.document import parse_table
    return score_table(parse_table(doc))
