"""What a triggered Conspiracy does to the pieces of the position — cards, Wonders, Progress tokens
and Decrees — with every legal choice it leaves the player (facts file ``duel-pantheon-agora.md`` B5,
read from the licensed implementation; data ``conspiracies[].effect``).

Each effect kind lists its choices (``Choice``: the value the action names in ``"choice"``, a
sentence, and what it changes); the verdict lists them all in ``options`` (as Duel's payment search
lists every way to pay) and applies the one the action names, or the first listed.  What the
document does not record (a player's unbuilt Wonders, the cards removed at setup, the Progress
tokens out of the game) is an open set: every piece no city holds is a legal choice.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.core.i18n import N_, _, display
from scoring.core.numbers import whole
from scoring.expansions.agora import catalogue as data

RULE_PLOTS = "agora, Заговоры"


@dataclass
class Pieces:
    """The cards, Wonders and Progress tokens of both cities (by name, seat order) while a verdict
    applies a Conspiracy, with where the pieces it moves out of the cities go."""
    cards: list[list[str]]
    wonders: list[list[str]]
    progress: list[list[str]]
    decrees: dict[int, list[str]]
    discard: list[str] = field(default_factory=list)       # to the discard pile
    box: list[str] = field(default_factory=list)           # out of the game
    locked: list[str] = field(default_factory=list)        # face down under Obscurantism
    unbuilt: list[list[str]] = field(default_factory=lambda: [[], []])   # Wonders taken, not built
    built: list[str] = field(default_factory=list)         # cards built free (their effects apply)
    taken: list[tuple[int, int]] = field(default_factory=list)   # (row, column) of structure cards taken
    decree_moved: tuple[str, int, int] | None = None       # Insider Influence: (Decree, from, to)
    changed: bool = False

    @classmethod
    def of(cls, table: Any, decrees: Mapping[int, tuple]) -> Pieces:
        return cls([[c.name for c in city.cards] for city in table.cities],
                   [[w.name for w in city.wonders] for city in table.cities],
                   [[t.name for t in city.progress] for city in table.cities],
                   {n: [d.name for d in ds] for n, ds in decrees.items()})

    def after(self, names: list[str]) -> dict:
        """What ``after`` gains: each city's pieces as the document lists them, and where the rest went."""
        out: dict = {"players": {name: {"cards": self.cards[s], "wonders": self.wonders[s],
                                        "progress": self.progress[s]} for s, name in enumerate(names)}}
        for key in ("discard", "box", "locked"):
            if getattr(self, key):
                out[key] = list(getattr(self, key))
        if any(self.unbuilt):
            out["unbuilt_wonders_taken"] = {name: self.unbuilt[s] for s, name in enumerate(names) if self.unbuilt[s]}
        out["decrees"] = {str(n): ds for n, ds in sorted(self.decrees.items()) if ds}
        return out


@dataclass(frozen=True)
class Choice:
    value: Any                          # as the action names it: a name, or a list ([taken, given], [decree, to])
    text: str
    apply: Callable[[Pieces], None]
    after: str | None = None            # legal only as the second of two, after this card (Turn of Events)


Where = Callable[[Pieces], list]


def _move(src: Where, name: str, dst: Where) -> Callable[[Pieces], None]:
    """``name`` moved from one list of the pieces to another (``src`` None: it comes from outside the cities)."""
    def go(p: Pieces) -> None:
        if src is not None:
            src(p).remove(name)
        dst(p).append(name)
        p.changed = True
    return go


# -- each effect kind's choices ---------------------------------------------------------------------

def _discard_opponent(v: Any, colour: str) -> list[Choice]:
    """Expropriation, Swindle: one of the opponent's cards of a colour to the discard pile; its VP are lost."""
    them = 1 - v.seat
    cards = [c for c in v.opp.cards if c.colour == colour]
    return [Choice(c.name, _("{player} puts {opponent}'s {card} in the discard pile; {opponent} loses its points")
                   .format(player=v.city.name, opponent=v.opp.name, card=display(c)),
                   _move(lambda p: p.cards[them], c.name, lambda p: p.discard)) for c in cards]


def _take_opponent_card(v: Any, colours: list[str]) -> list[Choice]:
    """Foreclosure: one of the opponent's brown or grey cards joins the player's city (production with it)."""
    me, them = v.seat, 1 - v.seat
    return [Choice(c.name, _("{player} takes {opponent}'s {card} into their city; its production changes both "
                             "players' trading prices").format(player=v.city.name, opponent=v.opp.name,
                                                                card=display(c)),
                   _move(lambda p: p.cards[them], c.name, lambda p: p.cards[me]))
            for c in v.opp.cards if c.colour in colours]


def _swap_cards(v: Any, colours: list[str]) -> list[Choice]:
    """Coercion: a blue or green card of the opponent for one of the player's of the same colour."""
    me, them = v.seat, 1 - v.seat
    out = []
    for theirs in (c for c in v.opp.cards if c.colour in colours):
        for mine in (c for c in v.city.cards if c.colour == theirs.colour):
            def swap(pc: Pieces, t=theirs.name, m=mine.name) -> None:
                _move(lambda p: p.cards[them], t, lambda p: p.cards[me])(pc)
                _move(lambda p: p.cards[me], m, lambda p: p.cards[them])(pc)
            out.append(Choice([theirs.name, mine.name], _(
                "{player} takes {opponent}'s {theirs} and gives {opponent} their {mine}; points and symbols move "
                "with the cards").format(player=v.city.name, opponent=v.opp.name, theirs=display(theirs),
                                         mine=display(mine)), swap))
    return out


def _destroy_opponent_wonder(v: Any, _which: str) -> list[Choice]:
    """Sabotage: one of the opponent's built Wonders back to the box; its lasting effects are lost."""
    them = 1 - v.seat
    return [Choice(w.name, _("{player} returns {opponent}'s {wonder} to the box: its points and production are lost, "
                             "the Age card under it goes to the discard pile").format(
        player=v.city.name, opponent=v.opp.name, wonder=display(w)),
        _move(lambda p: p.wonders[them], w.name, lambda p: p.box)) for w in v.opp.wonders]


def _take_opponent_wonder(v: Any, _which: str) -> list[Choice]:
    """Extortion: one of the opponent's unbuilt Wonders joins the player's; the document lists built
    Wonders only, so every Wonder no one built is a choice."""
    built = {w.name for c in v.table.cities for w in c.wonders}
    me = v.seat
    return [Choice(w.name, _("{player} takes {wonder} from {opponent}'s Wonders not yet built (if {opponent} drafted "
                             "it): {player} may build it").format(player=v.city.name, opponent=v.opp.name,
                                                                  wonder=display(w)),
                   _move(None, w.name, lambda p: p.unbuilt[me]))
            for w in v.table.catalogue.wonders if w.name not in built]


def _lock_progress(v: Any, _where: list[str]) -> list[Choice]:
    """Obscurantism: a Progress token of the opponent, the board or the box, locked for the rest of the game."""
    them = 1 - v.seat
    held = {t.name for c in v.table.cities for t in c.progress}
    out = [Choice(t.name, _("{player} locks {opponent}'s {token} face down: {opponent} loses its effects and "
                            "points").format(player=v.city.name, opponent=v.opp.name, token=display(t)),
                  _move(lambda p: p.progress[them], t.name, lambda p: p.locked)) for t in v.opp.progress]
    out += [Choice(t.name, _("{player} locks {token} (on the board or out of the game) face down: no one may take "
                             "it").format(player=v.city.name, token=display(t)),
                   _move(None, t.name, lambda p: p.locked))
            for t in v.table.catalogue.progress if t.name not in held]
    return out


def _progress_choice(v: Any, _rule: Mapping) -> list[Choice]:
    """Espionage: a Progress token removed at setup, played by the player: any token no city holds."""
    held = {t.name for c in v.table.cities for t in c.progress}
    me = v.seat
    return [Choice(t.name, _("{player} plays {token}, one of the Progress tokens out of the game").format(
        player=v.city.name, token=display(t)),
        _move(None, t.name, lambda p: p.progress[me])) for t in v.table.catalogue.progress if t.name not in held]


def _move_decree(v: Any, rule: Mapping) -> list[Choice]:
    """Insider Influence: a Decree moved under the Decree of another Chamber (facts B5 item 15: "Move one
    Decree to another Chamber, placing it under the Decree there").  Only a Chamber's top Decree, the
    one dealt there, may move (data ``conspiracies.insider-influence.effect.move_decree.which``, ``notes``:
    the licensed implementation moves the Decree of the source Chamber's first slot into the second slot
    of the other); a document lists a Chamber's Decrees top first."""
    out = []
    chambers = [c.number for c in data.chambers()]
    for n, names in sorted(v.pieces.decrees.items()):
        for name in list(names)[:1] if rule.get("which") == "top" else list(names):
            thing = data.find("decrees", name)
            for to in (c for c in chambers if c != n):
                go = _decree_go(name, n, to)
                out.append(Choice([name, to], _("{player} moves the Decree {decree} from Chamber {a} under the "
                                                "Decree of Chamber {b}").format(
                    player=v.city.name, decree=display(thing), a=n, b=to), go))
    return out


def _decree_go(name: str, chamber: int, to: int) -> Callable[[Pieces], None]:
    def go(p: Pieces) -> None:
        _move(lambda q: q.decrees[chamber], name, lambda q: q.decrees.setdefault(to, []))(p)
        p.decree_moved = (name, chamber, to)
    return go


def _buildable(v: Any, cards: list) -> list[Choice]:
    me = v.seat
    return [Choice(c.name, _("{player} builds {card} for free; its effects apply").format(
        player=v.city.name, card=display(c)),
        _built(me, c.name)) for c in cards]


def _built(me: int, name: str) -> Callable[[Pieces], None]:
    def go(p: Pieces) -> None:
        _move(None, name, lambda q: q.cards[me])(p)
        p.built.append(name)
    return go


def _not_in_a_city(v: Any) -> set[str]:
    return {c.name for city in v.table.cities for c in city.cards}


def _build_free(v: Any, rule: Mapping) -> list[Choice]:
    """Property Fraud (a card of the structure's last row, not a Senator: with ``layout``, its back row;
    without, any card of the current Age no city holds) and Treason (a card removed unseen at setup, from
    this and the earlier Ages: any Age card no city holds and the ``layout`` does not show, never a Guild
    or a Grand Temple)."""
    cat, taken = v.table.catalogue, _not_in_a_city(v)
    layout = v.layout if isinstance(v.layout, Mapping) else {}
    shown = {x.name for x in (cat.card(n) for n in layout.values() if isinstance(n, str)) if x is not None}
    ages = range(1, (v.age or 3) + 1)
    if rule["from"] == "structure_last_row":
        row = {k: whole(str(k).split(".")[0], 1, 99) for k in layout}
        rows = [r for r in row.values() if r is not None]
        back = [cat.card(n) for k, n in layout.items() if rows and row[k] == min(rows) and isinstance(n, str)]
        cards = [c for c in back if c is not None] if layout else [
            c for c in cat.cards if c.age == v.age and not c.is_guild and c.colour != "purple" and c.name not in taken]
    else:
        cards = [c for c in cat.cards if c.age in ages and not c.is_guild and c.colour != "purple"
                 and c.name not in taken | shown]
    return _buildable(v, [c for c in cards if c.name not in taken])


def structure(v: Any) -> tuple[Any, dict[tuple[int, int], str | None]] | None:
    """Agora's structure of the current age (data ``layouts``; facts B2) and the ``layout``'s cards by
    (row, column), when every position the layout gives is one of that structure's; else None."""
    from scoring.expansions.agora.catalogue import layouts
    geometry = layouts().get(v.age) if v.age else None
    layout = v.layout if isinstance(v.layout, Mapping) else {}
    cells = {}
    for key, name in layout.items():
        cell = tuple(whole(x, 1, 99) for x in str(key).split(".")) if str(key).count(".") == 1 else (None,)
        if geometry is None or None in cell or geometry.position(*cell) is None:
            return None
        cells[cell] = name if isinstance(name, str) else None
    return (geometry, cells) if cells else None


def freed(v: Any) -> tuple[tuple[int, int], ...]:
    """The face-down cards of the structure that the cards taken free (facts B5 item 11: "Cards it frees are
    turned over at once"): no card lies on them any more, and one taken did."""
    found = structure(v)
    if found is None or not v.pieces.taken:
        return ()
    geometry, cells = found
    left = set(cells) - set(v.pieces.taken)
    return tuple(sorted((p.row, p.column) for p in geometry.positions if (p.row, p.column) in left
                        and cells[(p.row, p.column)] is None and any(c in v.pieces.taken for c in p.covered_by)
                        and not any(c in left for c in p.covered_by)))


def _discard_structure_card(v: Any, rule: Mapping) -> list[Choice]:
    """Turn of Events: 1 available card of the structure to the discard pile, once more if the player
    wishes (with a ``layout`` of Agora's structure: a card no other card covers; with another layout:
    a card it shows; without: any card of the current Age no city holds); the action names 1 or 2 cards."""
    cat, taken = v.table.catalogue, _not_in_a_city(v)
    layout = v.layout if isinstance(v.layout, Mapping) else {}
    found = structure(v)
    if found is not None:
        return _available(v, *found)
    if layout:
        cards = [c for c in (cat.card(n) for n in layout.values() if isinstance(n, str)) if c is not None]
    else:
        cards = [c for c in cat.cards if c.age == v.age and not c.is_guild and c.name not in taken]
    return [Choice(c.name, _(DISCARD).format(player=v.city.name, card=display(c)), _from_structure(c.name, None))
            for c in cards]


DISCARD = N_("{player} puts {card} from the structure in the discard pile; the cards it frees are turned over at "
             "once and any token on them goes to {player}")


def _available(v: Any, geometry: Any, cells: dict) -> list[Choice]:
    """The cards no other card covers, then those the first discard makes available (a second discard only;
    a face-down card it frees is turned over, its name not yet in the layout)."""
    cat = v.table.catalogue
    named = {cell: c for cell, n in sorted(cells.items()) if n and (c := cat.card(n)) is not None}
    now = geometry.accessible(set(cells))
    out = [Choice(c.name, _(DISCARD).format(player=v.city.name, card=display(c)), _from_structure(c.name, cell))
           for cell, c in named.items() if cell in now]
    for cell, first in [(cell, c) for cell, c in named.items() if cell in now]:
        later = sorted(geometry.accessible(set(cells) - {cell}) - now)
        out += [Choice(named[k].name, _("after {first}: {text}").format(
            first=display(first), text=_(DISCARD).format(player=v.city.name, card=display(named[k]))),
            _from_structure(named[k].name, k), after=first.name) for k in later if k in named]
    return out


def _from_structure(name: str, cell: tuple[int, int] | None) -> Callable[[Pieces], None]:
    def go(p: Pieces) -> None:
        _move(None, name, lambda q: q.discard)(p)
        if cell is not None:
            p.taken.append(cell)
    return go


CHOICES: dict[str, Callable[[Any, Any], list[Choice]]] = {
    "discard_opponent": _discard_opponent,
    "take_opponent_card": _take_opponent_card,
    "swap_cards": _swap_cards,
    "destroy_opponent_wonder": _destroy_opponent_wonder,
    "take_opponent_wonder": _take_opponent_wonder,
    "lock_progress": _lock_progress,
    "progress_choice": _progress_choice,
    "move_decree": _move_decree,
    "build_free": _build_free,
    "discard_structure_card": _discard_structure_card,
}
def _unchecked(v: Any, kind: str, rule: Any) -> str | None:
    """What the document does not record, so the verdict cannot check the choice and says so: an open set
    of legal choices (the module's docstring), or None when every choice was checked."""
    if kind == "take_opponent_wonder":
        return _("not checked: the document lists the Wonders built, not those {opponent} drafted and has not "
                 "built, so every Wonder no one built is listed; the players check that {opponent} holds the one "
                 "taken").format(opponent=v.opp.name)
    if kind == "progress_choice":
        return _("not checked: the document does not record the Progress tokens removed at setup, so every token "
                 "no city holds is listed; the players check that the one played is out of the game")
    if kind == "build_free" and rule.get("from") == "removed_at_setup":
        return _("not checked: the document does not record the cards removed unseen at setup, so every card of "
                 "this and the earlier Ages that no city holds and the layout does not show is listed; the players "
                 "check that the one built was removed")
    if (kind == "build_free" and not v.layout) or (kind == "discard_structure_card" and structure(v) is None):
        return _("not checked: without the layout of the current Age's structure (Agora's), the cards of the "
                 "structure and which are available are not known, so every card of this Age that no city holds "
                 "(or the layout shows) is listed; the players check the one chosen")
    return None


NOTHING = N_("{plot}: no legal choice on this table, nothing happens")


def city_after(v: Any, seat: int) -> Any:
    """The city at ``seat`` with the cards and Progress tokens the pieces now give it (Duel's ``DuelCity``)."""
    from dataclasses import replace
    cat, city = v.table.catalogue, v.table.cities[seat]
    return replace(city, cards=tuple(c for c in map(cat.card, v.pieces.cards[seat]) if c is not None),
                   progress=tuple(t for t in map(cat.token, v.pieces.progress[seat]) if t is not None))


def _canonical(v: Any, value: Any) -> Any:
    """A name as the catalogue or the data file spells it (any language, any case); a number as it is."""
    if not isinstance(value, str):
        return value
    cat = v.table.catalogue
    for find in (cat.card, cat.wonder, cat.token):
        thing = find(value)
        if thing is not None:
            return thing.name
    thing = data.find("decrees", value)
    return thing.name if thing is not None else value.strip()


def _same(v: Any, given: Any, value: Any) -> bool:
    if isinstance(value, list):
        return isinstance(given, list) and len(given) == len(value) and all(
            _canonical(v, g) == x for g, x in zip(given, value))
    return _canonical(v, given) == value


def _pick(v: Any, kind: str, rule: Any, choices: list[Choice], given: Any) -> list[Choice] | None:
    """The choices the action names (the first listed when it names none); None when it names another."""
    if given is None:
        return choices[:1]
    most = rule.get("count", 1) if isinstance(rule, Mapping) and kind == "discard_structure_card" else 1
    names = given if most > 1 and isinstance(given, list) and 1 <= len(given) <= most else [given]
    picked: list[Choice] = []
    for g in names:
        first = picked[0].value if picked else None       # a card the first discard made available: second only
        found = next((c for c in choices if _same(v, g, c.value) and c.after in (None, first)), None)
        if found is None or any(found is c for c in picked):
            return None
        picked.append(found)
    return picked


def apply_pieces(v: Any, plot: Any, name: str) -> str | None:
    """Apply what ``plot`` does to the pieces, with the action's ``choice`` (every legal choice in
    ``v.choices``); the sentence refusing a choice that is not legal, or None."""
    kind = next((k for k in plot.effect if k in CHOICES), None)
    if kind is None:
        return None
    rule = f"{RULE_PLOTS}: {plot.name}"
    choices = CHOICES[kind](v, plot.effect[kind])
    v.choices = [{"choice": c.value, "text": c.text} for c in choices]
    given = v.raw.get("choice")
    if not choices:
        v.reasons.append({"text": _(NOTHING).format(plot=name), "rule": rule})
        return None if given is None else _("{plot} leaves no choice on this table, yet the action names {given!r}"
                                             ).format(plot=name, given=given)
    picked = _pick(v, kind, plot.effect[kind], choices, given)
    if picked is None:
        return _("{given!r} is not a legal choice for {plot}: {n} are, listed in options").format(
            given=given, plot=name, n=len(choices))
    for c in picked:
        c.apply(v.pieces)
        v.reasons.append({"text": c.text, "rule": rule})
    unchecked = _unchecked(v, kind, plot.effect[kind])
    if unchecked is not None:
        v.reasons.append({"text": unchecked, "rule": rule})
    if given is None and len(choices) > 1:
        v.reasons.append({"text": _("the player chooses among the {n} legal choices listed in options (\"choice\" in "
                                    "the action); shown: the first").format(n=len(choices)), "rule": rule})
    return None
