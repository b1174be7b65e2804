"""The 7 Wonders Architects table document, parsed and validated.

    {"game": "architects", "players": [
      {"name": "Ana", "wonder": "Giza", "stages": 5,
       "cards": {"blue": 1, "blue_cat": 1, "wood": 1, "gold": 1, "compass": 1, "red": 2, "red_horn": 1},
       "cat": true, "victory_tokens": 2, "progress": ["Culture", "Culture", "Education"]}, ...]}

Players sit in this order clockwise (``players[i+1]`` is on ``players[i]``'s left).
``stages`` is a count (the first N pieces in the printed order 2≠, 2=, 3≠, 3=, 4≠) or
the list of pieces built by requirement (``"2≠"``, ``"2="``, ...; ASCII ``"2d"``,
``"2s"``, ``"3d"``, ``"3s"``, ``"4d"``).  An optional table-level ``"stage_order"``:
``"free"`` (the default, the rulebook's: pieces of one level in any order, seed 002,
Будівництво етапу) or ``"fixed"`` (a table that builds in the printed order); the referee
reads it, the count does not depend on it.  ``cards`` counts what lies in front of the
player by kind.  Wonder and progress token names may be English (as printed, aliases)
or Ukrainian as printed.  ``parse_architects`` raises one ``BadInput`` listing every
problem with its path.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.boxes import ARCHITECTS
from scoring.architects.catalogue import ArchitectsCatalogue, Piece, ProgressToken, Wonder, catalogue
from scoring.core.numbers import is_int
from scoring.core.player_names import name_key

TABLE_KEYS: tuple[str, ...] = ("game", "players", "stage_order")
STAGE_ORDERS: tuple[str, ...] = ("fixed", "free")
PLAYER_KEYS: tuple[str, ...] = ("name", "wonder", "stages", "cards", "cat", "victory_tokens", "progress")
RULES = "seed 002"


@dataclass(frozen=True)
class ArchitectsPlayer:
    seat: int
    name: str
    wonder: Wonder
    built: tuple[Piece, ...]            # in the printed order
    cards: Mapping[str, int]            # every card kind, 0 when absent
    cat: bool
    victory_tokens: int
    progress: tuple[ProgressToken, ...]  # Culture may be here twice

    @property
    def pieces_built(self) -> int:
        return len(self.built)

    @property
    def complete(self) -> bool:
        return len(self.built) == len(self.wonder.pieces)

    def count(self, kind: str) -> int:
        return self.cards.get(kind, 0)

    def copies(self, token_name: str) -> int:
        return sum(1 for t in self.progress if t.name == token_name)

    def has(self, token_name: str) -> bool:
        return self.copies(token_name) > 0


@dataclass(frozen=True)
class ArchitectsTable:
    catalogue: ArchitectsCatalogue
    players: tuple[ArchitectsPlayer, ...]
    # what the expansions a table plays add, by expansion id (``scoring.core.expansion``)
    ext: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def size(self) -> int:
        return len(self.players)

    def left(self, seat: int) -> ArchitectsPlayer:
        return self.players[(seat + 1) % self.size]

    def right(self, seat: int) -> ArchitectsPlayer:
        return self.players[(seat - 1) % self.size]

    def player(self, name: str) -> ArchitectsPlayer | None:
        return next((p for p in self.players if p.name.casefold() == name.strip().casefold()), None)


def _hint(suggestion: str | None) -> str:
    return _("; did you mean {hint!r}?").format(hint=suggestion) if suggestion else ""


def parse_architects(doc: Any, extra_keys: Iterable[str] = ()) -> ArchitectsTable:
    """Validate an Architects document and build an ``ArchitectsTable``; raise ``BadInput`` with every problem."""
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\": \"architects\" and \"players\""))
    cat = catalogue()
    problems = Problems()
    problems.unknown_keys(doc, TABLE_KEYS + tuple(extra_keys), "")
    if "stage_order" in doc and "stage_order" not in extra_keys and doc["stage_order"] not in STAGE_ORDERS:
        # pieces of one level: in any order by default (seed 002, Будівництво етапу: "Деякі Чудеса дають
        # можливість обирати, у якій послідовності будувати певні етапи"), or a table's printed-order variant;
        # it does not change the count, and the referee (which reads it) checks it itself
        problems.add("stage_order", _("stage_order is \"fixed\" (the printed order 2≠, 2=, 3≠, 3=, 4≠) or "
                                      "\"free\" (pieces of one level in any order), got {value}")
                     .format(value=repr(doc["stage_order"])))
    raw_game = doc.get("game", "architects")
    if not ARCHITECTS.named(raw_game):
        problems.add("game", _("{game!r} is not 7 Wonders Architects (\"game\": \"architects\")").format(
            game=raw_game))
    players = doc.get("players")
    if not isinstance(players, list) or not cat.min_players <= len(players) <= cat.max_players:
        got = (ngettext("{n} player", "{n} players", len(players)).format(n=len(players))
               if isinstance(players, list) else repr(players))
        problems.add("players", _("\"players\" must list {least} to {most} players (7 Wonders Architects is for "
                                  "2-7), got {got}").format(least=cat.min_players, most=cat.max_players, got=got))
        problems.raise_if_any()
    parsed = [_parse_player(cat, i, p, problems) for i, p in enumerate(players)]
    if all(p is not None for p in parsed):
        _check_table(cat, parsed, problems)
    problems.raise_if_any()
    return ArchitectsTable(cat, tuple(p for p, _ in parsed))


def _parse_stages(raw: Any, wonder: Wonder | None, path: str, cat: ArchitectsCatalogue,
                  problems: Problems) -> tuple[str, ...]:
    """Requirement ids of the pieces built, in the printed order."""
    n = len(cat.requirements)
    if is_int(raw):
        if not 0 <= raw <= n:
            problems.add(path, (_("a wonder has {n} pieces: stages must be 0 to {n}, got {got} (there is no 6th "
                                  "piece)") if raw > n else
                                _("a wonder has {n} pieces: stages must be 0 to {n}, got {got}")).format(n=n, got=raw))
            return ()
        return tuple(r.id for r in cat.requirements[:raw])
    if not isinstance(raw, list):
        problems.add(path, _("stages is a count 0-{n} or a list of pieces such as [\"2≠\", \"2=\"] "
                             "(ASCII \"2d\", \"2s\", \"3d\", \"3s\", \"4d\"), got {got!r}").format(n=n, got=raw))
        return ()
    if len(raw) > n:
        problems.add(path, _("{listed} pieces listed: a wonder has {n} pieces").format(listed=len(raw), n=n))
    seen: dict[str, int] = {}
    for k, item in enumerate(raw):
        req = cat.requirement(item)
        if req is None:
            problems.add(f"{path}[{k}]", _("unknown piece {piece!r}: use 2≠, 2=, 3≠, 3=, 4≠ (or 2d, 2s, 3d, 3s, 4d)")
                         .format(piece=item))
            continue
        if req.id in seen:
            problems.add(f"{path}[{k}]", _("the {piece} piece is already listed ({where}): each wonder has one "
                                           "piece of each requirement").format(
                piece=req.symbol, where=f"{path}[{seen[req.id]}]"))
            continue
        seen[req.id] = k
    if wonder is not None:
        # a piece stands on the pieces of the lower levels (seed 002, Будівництво етапу:
        # "Етап можна будувати тільки тоді, коли всі етапи нижче нього вже збудовані")
        for rid, k in seen.items():
            piece = wonder.piece(rid)
            missing = [p.requirement.symbol for p in wonder.below(piece) if p.requirement.id not in seen]
            if missing:
                problems.add(f"{path}[{k}]", _("{piece} stands on level {level}: {missing} below it must be built "
                                               "first").format(
                    piece=_("{wonder} {piece}").format(wonder=display(wonder), piece=piece.requirement.symbol),
                    level=piece.level, missing=", ".join(missing)))
    return tuple(r.id for r in cat.requirements if r.id in seen)


def _parse_cards(raw: Any, path: str, cat: ArchitectsCatalogue, problems: Problems) -> dict[str, int]:
    counts = {k.id: 0 for k in cat.kinds}
    if raw is None:
        return counts
    if not isinstance(raw, Mapping):
        problems.add(path, _("cards must be an object of counts by kind, e.g. {{\"wood\": 1, \"blue_cat\": 2}}")
                     .format())
        return counts
    first: dict[str, str] = {}
    for key, n in raw.items():
        where = f"{path}.{key}"
        kind = cat.kind(key)
        if kind is None:
            problems.add(where, _("unknown card kind {kind!r}{hint}; kinds: {kinds}").format(
                kind=key, hint=_hint(cat.suggest_kind(key)), kinds=", ".join(k.id for k in cat.kinds)))
            continue
        if kind.id in first:
            problems.add(where, _("{key!r} is the kind {kind!r}, already counted as {first!r}").format(
                key=key, kind=kind.id, first=first[kind.id]))
            continue
        first[kind.id] = key
        if not is_int(n) or n < 0:
            problems.add(where, _("a count must be a whole number 0 or more, got {got!r}").format(got=n))
            continue
        counts[kind.id] = n
    return counts


def _parse_progress(raw: Any, path: str, cat: ArchitectsCatalogue,
                    problems: Problems) -> list[tuple[int, ProgressToken]]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add(path, _("progress must be a list of progress token names"))
        return []
    out: list[tuple[int, ProgressToken]] = []
    held: Counter[str] = Counter()
    for k, name in enumerate(raw):
        token = cat.token(name)
        if token is None:
            problems.add(f"{path}[{k}]", _("unknown progress token {name!r}{hint}").format(
                name=name, hint=_hint(cat.suggest_token(name))))
            continue
        held[token.name] += 1
        if held[token.name] > token.copies:
            text = (_("{token} is listed {times} times: there is one {token} token in the game") if token.copies == 1 else
                    _("{token} is listed {times} times: there are {n} {token} tokens in the game"))
            problems.add(f"{path}[{k}]", text.format(token=display(token), times=held[token.name], n=token.copies))
            continue
        out.append((k, token))
    return out


def _parse_player(cat: ArchitectsCatalogue, i: int, p: Any,
                  problems: Problems) -> tuple[ArchitectsPlayer, dict] | None:
    """The player and, for table-wide checks, the document index of each progress token kept."""
    path = f"players[{i}]"
    if not isinstance(p, Mapping):
        problems.add(path, _("each player must be an object with name, wonder, stages, cards, cat, "
                             "victory_tokens, progress"))
        return None
    problems.unknown_keys(p, PLAYER_KEYS, path)
    name = p.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.add(f"{path}.name", _("a name is required"))
        name = _("player {n}").format(n=i + 1)
    raw_wonder = p.get("wonder")
    wonder = cat.wonder(raw_wonder) if isinstance(raw_wonder, str) else None
    if raw_wonder is None:
        problems.add(f"{path}.wonder", _("the wonder this player builds is required: {wonders}").format(
            wonders=", ".join(display(w) for w in cat.wonders)))
    elif wonder is None:
        problems.add(f"{path}.wonder", _("unknown wonder {name!r}{hint}; wonders: {wonders}").format(
            name=raw_wonder, hint=_hint(cat.suggest_wonder(raw_wonder)),
            wonders=", ".join(display(w) for w in cat.wonders)))
    built_ids = _parse_stages(p.get("stages", 0), wonder, f"{path}.stages", cat, problems)
    cards = _parse_cards(p.get("cards"), f"{path}.cards", cat, problems)
    has_cat = p.get("cat", False)
    if not isinstance(has_cat, bool):
        problems.add(f"{path}.cat", _("cat is true or false, got {got!r}").format(got=has_cat))
        has_cat = False
    victory = p.get("victory_tokens", 0)
    if not is_int(victory) or victory < 0:
        problems.add(f"{path}.victory_tokens", _("victory tokens must be a whole number 0 or more, got {got!r}")
                     .format(got=victory))
        victory = 0
    tokens = _parse_progress(p.get("progress"), f"{path}.progress", cat, problems)
    if wonder is None:
        wonder = cat.wonders[0]          # placeholder: a problem is already recorded
        built_ids = ()
    built = tuple(wonder.piece(rid) for rid in built_ids)
    player = ArchitectsPlayer(i, name.strip(), wonder, built, cards, has_cat, victory, tuple(t for _, t in tokens))
    return player, {"wonder_known": cat.wonder(raw_wonder) is not None if isinstance(raw_wonder, str) else False,
                    "progress": [k for k, _ in tokens]}


def _check_table(cat: ArchitectsCatalogue, parsed: list, problems: Problems) -> None:  # noqa: C901 — the checks across the whole table, every problem at once
    players = [p for p, _ in parsed]
    index = [ix for _, ix in parsed]
    names: dict[str, Any] = {}
    for p in players:
        key = name_key(p.name)     # look-alike names are one name (scoring.core.player_names)
        if key in names:
            problems.add(f"players[{p.seat}].name", _("{player} is already called {name!r}: names must differ")
                         .format(player=f"players[{names[key].seat}]", name=names[key].name))
        names.setdefault(key, p)
    # each wonder comes once in the box (seed 002, ВМІСТ: 7 Чудес; Підготовка 1: one container per player)
    wonders: dict[str, int] = {}
    for p in players:
        if not index[p.seat]["wonder_known"]:
            continue
        if p.wonder.name in wonders:
            problems.add(f"players[{p.seat}].wonder", _("{wonder} is already built by {player}: there is one "
                                                        "{wonder} in the box").format(
                wonder=display(p.wonder), player=f"players[{wonders[p.wonder.name]}]"))
        wonders.setdefault(p.wonder.name, p.seat)
    all_known = all(ix["wonder_known"] for ix in index)
    # one cat token (seed 002, ВМІСТ: 1 жетон Кота); it moves to whoever takes a blue card with the
    # cat icon (seed 002, Сині карти) and blue cards stay in front of their owner to the end
    holders = [p.seat for p in players if p.cat]
    for seat in holders[1:]:
        problems.add(f"players[{seat}].cat", _("{player} already holds the cat: there is one cat token").format(player=f"players[{holders[0]}]"))
    for seat in holders[:1]:
        if players[seat].count("blue_cat") == 0:
            problems.add(f"players[{seat}].cat", _("the cat goes to the player who last took a blue card with the cat"
                                                   " icon, and this player has none (cards.blue_cat is 0)"))
    if not holders and any(p.count("blue_cat") for p in players):
        problems.add("players", _("blue cards with the cat icon are on the table, so someone holds the cat: mark "
                                  "\"cat\": true for the player who took the last one"))
    # each progress token once, Culture twice, across the table (seed 002, ВМІСТ; Культура)
    held: Counter[str] = Counter()
    for p in players:
        for token, k in zip(p.progress, index[p.seat]["progress"]):
            held[token.name] += 1
            if held[token.name] > token.copies:
                problems.add(f"players[{p.seat}].progress[{k}]",
                             ngettext("{token} is also held by another player: the game has {n} {token} token",
                                      "{token} is also held by another player: the game has {n} {token} tokens", token.copies).format(token=display(token), n=token.copies))
    # 28 victory tokens (seed 002, ВМІСТ)
    victory = sum(p.victory_tokens for p in players)
    if victory > cat.victory_total:
        problems.add("players", _("{n} victory tokens on the table: the game has {total}").format(
            n=victory, total=cat.victory_total))
    # no more cards of a kind than the decks in play hold: each player's wonder deck and the central deck
    # (seed 002, Підготовка 1-4)
    if all_known:
        in_play = cat.cards_in_play([p.wonder for p in players])
        for kind in cat.kinds:
            total = sum(p.count(kind.id) for p in players)
            if total > in_play[kind.id]:
                problems.add("players", _("{n} cards of the kind {kind} in front of the players: the decks of "
                                          "{wonders} and the central deck hold {most}").format(
                    n=total, kind=kind.id, wonders=", ".join(display(p.wonder) for p in players),
                    most=in_play[kind.id]))
    # the game ends at the end of the turn in which a wonder is completed (seed 002, Завершення гри):
    # only the player whose turn it is builds, so at most one wonder is complete
    complete = [p.seat for p in players if p.complete]
    for seat in complete[1:]:
        problems.add(f"players[{seat}].stages", _("the wonder of {player} is already complete: the game ends at the "
                                                  "end of the turn in which the first wonder is completed").format(player=f"players[{complete[0]}]"))
