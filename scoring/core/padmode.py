"""Quick pad mode: a table entered by category, as the numbers of the paper score pad.

    {"game": "7w", "entry": "pad", "players": [
       {"name": "Ira", "wonder": "Rhodos", "side": "A", "coins": 7,
        "pad": {"military": 5, "treasury": 2, "wonder": 10, "civilian": 14, "science": 13,
                "commercial": 4, "guilds": 7}}, ...]}

No card-level check is possible (nothing but the numbers is known): the rows must be the
game's own score-pad rows, each a whole number within ``LOW..HIGH``; names unique; a board,
when given, one of the game's.  Ranks follow the game's tie-break where the pad knows it
(7w: coins, seed 000 "Подсчёт очков"; Duel: civilian points, seed 003) and are shared
otherwise.  The result says it was entered by category (``"entry": "pad"``).

With ``"expansions"`` the pad has their rows too (``Game.pad_rows``), and a row an expansion
enters item by item (``Expansion.pad_items``: Armada's guilds) takes a list of each item's points,
each counted up to its cap with a line saying so (a single number up to the cap is taken as the
row); the result names the parts played (``"expansions"``).  ``science_calculator`` is the pad
screen's helper, with the symbols an expansion adds to it (``SCIENCE_KINDS``).

``PadGame(game)`` wraps any ``Game`` so that the shell (saved games, PDF, exports, stats)
treats a pad table like any other; ``scoring.games.parse`` picks it for ``"entry": "pad"``.
"""
from __future__ import annotations

import difflib
import random
from collections import Counter
from itertools import combinations_with_replacement
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.expansion import PadItems
from scoring.core.i18n import _, ngettext
from scoring.core.game import Board, EntryScreen, Game
from scoring.core.numbers import is_int
from scoring.core.player_names import name_key
from scoring.core.ranking import competition_ranks
from scoring.core.result import Line, PlayerScore, Result

LOW, HIGH = -99, 999          # what one row of a paper pad can hold (README, "Quick pad mode")
PLAYER_KEYS = ("name", "wonder", "side", "coins", "pad", "free_city")
# the kinds of science symbol an expansion may add to the science calculator (``Expansion.pad_science``)
# beside the three symbols and the wildcards: "most", one more of the symbol held most of
SCIENCE_KINDS = ("most",)
TABLE_KEYS = ("game", "entry", "players", "expansions")


def is_pad(doc: Any) -> bool:
    return isinstance(doc, Mapping) and doc.get("entry") == "pad"


@dataclass(frozen=True)
class PadPlayer:
    seat: int
    name: str
    board: Board
    coins: int | None
    rows: dict[str, int]
    free_city: bool = False           # 7w's 2-player variant: scored, never ranked
    items: Mapping[str, tuple[int, ...]] = field(default_factory=dict)   # rows entered item by item


@dataclass(frozen=True)
class PadTable:
    game: str
    players: tuple[PadPlayer, ...]
    expansions: tuple[str, ...] = ()


def _board(game: Game, p: Mapping, path: str, problems: Problems) -> Board:
    """The board as the game's catalogue names it (any spelling it knows), when one was given."""
    wonder, side = p.get("wonder", ""), p.get("side", "")
    if wonder in (None, "") and side in (None, ""):
        return Board()
    if not isinstance(wonder, str) or not isinstance(side, str):
        problems.add(f"{path}.wonder", _("wonder and side must be text"))
        return Board()
    cat = game.board_catalogue()
    finder = getattr(cat, "wonder", None)
    if finder is None:
        return Board(wonder.strip(), side.strip())
    w = finder(wonder)
    if w is None:
        hint = cat.suggest_wonder(wonder) if hasattr(cat, "suggest_wonder") else None
        problems.add(f"{path}.wonder", _("unknown wonder {raw!r}; did you mean {hint!r}?").format(raw=wonder, hint=hint)
                     if hint else _("unknown wonder {raw!r}").format(raw=wonder))
        return Board()
    sides = {s.casefold(): s for s in w.sides}
    if side and side.strip().casefold() not in sides:
        problems.add(f"{path}.side", _("side must be {sides}, got {raw!r}").format(
            sides=_(" or ").join(repr(s) for s in w.sides), raw=side))
        return Board(w.name)
    return Board(w.name, sides.get(side.strip().casefold(), ""))


def parse(game: Game, doc: Any) -> PadTable:  # noqa: C901 — every field checked with its own problem path
    """Validate a pad table of ``game``; ``BadInput`` lists every problem with its path."""
    problems = Problems()
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\" and \"players\""))
    for key in doc:
        if key not in TABLE_KEYS:
            problems.add(str(key), _("unknown field {key!r} in a pad table; expected one of {keys}").format(
                key=key, keys=", ".join(TABLE_KEYS)))
    players = doc.get("players")
    if not isinstance(players, list):
        problems.add("players", _("\"players\" must be a list of players in seating order"))
        problems.raise_if_any()
    lo, hi = game.info.min_players, game.info.max_players
    free = [i for i, p in enumerate(players) if isinstance(p, Mapping) and p.get("free_city") is True]
    if free and (not game.info.variant_two_players or len(players) != 3 or len(free) != 1):
        problems.add("players", _("the 2-player variant has exactly 3 cities: 2 players and 1 Free City")
                     if game.info.variant_two_players else _("{game} has no Free City").format(game=game.title))
    elif not free and not lo <= len(players) <= hi:
        problems.add("players", ngettext("{n} player: {game} is for {low} to {high} players",
                                         "{n} players: {game} is for {low} to {high} players", len(players)).format(
                                             n=len(players), game=game.title, low=lo, high=hi))
    exp = doc.get("expansions") or []
    if not isinstance(exp, list) or not all(isinstance(e, str) for e in exp):
        problems.add("expansions", _("expansions must be a list of expansion names, e.g. [\"babel\"]"))
        exp = []
    for k, e in enumerate(exp):
        if not game.expansion_parts([e]):
            problems.add(f"expansions[{k}]", _("{game} has no expansion {name!r} with score-pad rows").format(
                game=game.title, name=e))
    rows = {r.id for r in game.pad_rows(exp)}
    every = {r.id for r in game.all_rows}
    itemised = game.pad_items(exp)
    out, names = [], {}
    for i, p in enumerate(players):
        path = f"players[{i}]"
        if not isinstance(p, Mapping):
            problems.add(path, _("each player must be an object with a name and a pad"))
            continue
        for key in p:
            if key not in PLAYER_KEYS:
                problems.add(f"{path}.{key}", _("unknown field {key!r}; expected one of {keys}").format(
                    key=key, keys=", ".join(PLAYER_KEYS)))
        name = p.get("name")
        named = isinstance(name, str) and bool(name.strip())
        if not named:
            problems.add(f"{path}.name", _("a name is required"))
            name = f"player {i + 1}"      # a stand-in, no player's name: it clashes with nobody
        name = name.strip()
        if named and name_key(name) in names:   # look-alike names are one name (scoring.core.player_names)
            first, earlier = names[name_key(name)]
            problems.add(f"{path}.name", _("players[{first}] is already called {name!r}: names must differ").format(
                first=first, name=earlier))
        if named:
            names.setdefault(name_key(name), (i, name))
        coins = p.get("coins")
        if coins is not None and (not is_int(coins) or not 0 <= coins <= HIGH):
            problems.add(f"{path}.coins", _("coins must be a whole number from 0 to {high}, got {raw!r}").format(
                high=HIGH, raw=coins))
            coins = None
        pad = p.get("pad", {})
        if not isinstance(pad, Mapping):
            problems.add(f"{path}.pad", _("pad must be an object: score-pad row → points"))
            pad = {}
        values, items = _pad_values(game, pad, path, rows, every, itemised, p.get("free_city") is True, problems)
        out.append(PadPlayer(i, name, _board(game, p, path, problems), coins, values, p.get("free_city") is True,
                             items))
    problems.raise_if_any()
    return PadTable(game.id, tuple(out), tuple(exp))


def _pad_values(game: Game, pad: Mapping, path: str, rows: set[str], every: set[str],
                itemised: Mapping[str, PadItems], free_city: bool,
                problems: Problems) -> tuple[dict[str, int], dict[str, tuple[int, ...]]]:
    """One player's pad: (row → points, row → its items' points for the rows entered item by item)."""
    values: dict[str, int] = {}
    items: dict[str, tuple[int, ...]] = {}
    for row, v in pad.items():
        where = f"{path}.pad.{row}"
        if row in every and row not in rows:
            # an expansion's row (Babel's tower) needs that expansion in "expansions"
            problems.add(where, _("the {row} row comes with an expansion: add it to "
                                  "\"expansions\"").format(row=game.labels.get(row, row)))
        elif free_city and row in game.free_city_without and v != 0:
            # seed 004, Правила для 2 игроков: the Free City takes no tower tiles
            problems.add(where, _("the Free City never fills the {row} row").format(row=game.labels.get(row, row)))
        elif row not in rows:
            close = difflib.get_close_matches(str(row), sorted(rows), n=1)
            problems.add(where, _("{game} has no row {row!r}; did you mean {hint!r}?").format(
                game=game.title, row=row, hint=close[0]) if close else _("{game} has no row {row!r}; rows: {rows}").format(
                game=game.title, row=row, rows=", ".join(sorted(rows))))
        elif row in itemised and isinstance(v, list):
            found = _items(v, where, problems)
            if found is not None:
                items[row] = found
        elif not is_int(v) or not LOW <= v <= HIGH:
            problems.add(where, _("{row} must be a whole number from {low} to {high}, got {raw!r}").format(
                row=row, low=LOW, high=HIGH, raw=v))
        elif row in itemised and itemised[row].cap is not None and v > itemised[row].cap:
            # one number above the cap: which items it sums cannot be told, so neither can the cap
            problems.add(where, _(itemised[row].ask).format(cap=itemised[row].cap))
        else:
            values[row] = v
    return values, items


def _items(raw: list, where: str, problems: Problems) -> tuple[int, ...] | None:
    """A row entered item by item: each item's points, a whole number from 0 to ``HIGH``."""
    bad = [k for k, v in enumerate(raw) if not is_int(v) or not 0 <= v <= HIGH]
    for k in bad:
        problems.add(f"{where}[{k}]", _("each item's points must be a whole number from 0 to {high}, got {raw!r}").format(
            high=HIGH, raw=raw[k]))
    return None if bad else tuple(raw)


def score(game: Game, table: PadTable) -> Result:
    base = [r.id for r in game.rows]
    # the rows of the table's expansions (Babel's tower), even when nobody scored in them
    extra = [r.id for r in game.pad_rows(table.expansions) if r.id not in base]
    players = []
    labels = game.labels
    itemised = game.pad_items(table.expansions)
    for p in table.players:
        cats = {row: p.rows.get(row, 0) for row in base + extra}
        lines = [Line(row, "score pad", pts, _("{row}: {points} (entered by category)").format(
                     row=labels.get(row, row), points=pts))
                 for row, pts in cats.items() if pts]
        for row, points in p.items.items():
            item_lines = _item_lines(row, labels.get(row, row), points, itemised[row])
            cats[row] = sum(line.points for line in item_lines)
            lines += item_lines
        order = {row: k for k, row in enumerate(cats)}
        lines.sort(key=lambda line: order[line.category])
        players.append(PlayerScore(p.seat, p.name, cats, tuple(lines), {}, p.coins, free_city=p.free_city,
                                   extra={"entry": "pad"}))
    tie = getattr(game, "pad_tiebreak", "coins")

    def key(ps: PlayerScore):
        second = (ps.coins or 0) if tie == "coins" else ps.categories.get(tie, 0) if tie else 0
        return (ps.total, second)

    ranks = competition_ranks({ps.seat: key(ps) for ps in players if not ps.free_city})
    ranked = tuple(PlayerScore(ps.seat, ps.name, ps.categories, ps.details, ps.choices, ps.coins,
                               free_city=ps.free_city, rank=ranks.get(ps.seat), extra=ps.extra) for ps in players)
    winners = tuple(ps.name for ps in ranked if ps.rank == 1)
    contenders = [ps for ps in ranked if ps.rank is not None]
    top = [ps for ps in contenders if ps.total == max(q.total for q in contenders)]
    tiebreak = None
    if len(top) > 1:
        if tie == "coins":
            tiebreak = (_("tied on {points} points: more {what} wins (shared)") if len(winners) > 1 else
                        _("tied on {points} points: more {what} wins → {winner}")).format(
                            points=top[0].total, what=_("coins"), winner=winners[0])
        elif tie:                   # a row of the pad (Duel: the civilian points)
            tiebreak = (_("tied on {points} points: more points in the {what} row wins (shared)") if len(winners) > 1
                        else _("tied on {points} points: more points in the {what} row wins → {winner}")).format(
                            points=top[0].total, what=labels.get(tie, tie), winner=winners[0])
        else:
            tiebreak = _("tied on {points} points: the pad does not hold the tie-break, so the victory is shared").format(
                points=top[0].total)
    extra: dict[str, Any] = {"entry": "pad"}
    if table.expansions:            # the parts played, as a card-mode result names them
        extra["expansions"] = sorted(game.expansion_parts(table.expansions))
    return Result(table.game, ranked, winners, tiebreak, extra=extra)


def _item_lines(row: str, label: str, points: Sequence[int], items: PadItems) -> list[Line]:
    """A row entered item by item: a line per item, each counted at most ``items.cap`` (its rule said)."""
    out = []
    for n, pts in enumerate(points, 1):
        what = _(items.item).format(n=n)
        if items.cap is not None and pts > items.cap:
            out.append(Line(row, "score pad", items.cap, _("{row}, {item}: {points} → {cap} ({rule})").format(
                row=label, item=what, points=pts, cap=items.cap, rule=_(items.rule).format(cap=items.cap))))
        elif pts:
            out.append(Line(row, "score pad", pts, _("{row}, {item}: {points} (entered by category)").format(
                row=label, item=what, points=pts)))
    return out


def science_calculator(compass: int, gear: int, tablet: int, wildcards: int = 0,
                       most: int = 0) -> tuple[int, tuple[str, ...]]:
    """The paper pad's science row from the symbols held: n² per symbol + 7 per set of three,
    every wildcard (Babylon, Scientists Guild) chosen for the best score (seed 000, 5 Научные постройки).

    ``most``: symbols that each add one more of the symbol the player holds most of, a tie chosen
    (``SCIENCE_KINDS``; Armada's cards and islands, armada.json ``science_counter``): counted before
    or after the wildcards, whichever scores more (the order is not known).  The answer: the points
    and the symbols the wildcards (then the ``most`` symbols) became."""
    from scoring.core.science import SCIENCE, best_science, science_points
    counts = Counter({"compass": max(compass, 0), "gear": max(gear, 0), "tablet": max(tablet, 0)})
    wild = max(0, min(wildcards, 3))
    if most <= 0:
        return best_science(counts, wild)
    options = []
    for first in _most_held(counts):                      # the "most" symbols first, then the wildcards
        points, picks = best_science(counts + Counter({first: most}), wild)
        options.append((points, picks + (first,) * most))
    for picks in combinations_with_replacement(SCIENCE, wild):   # the wildcards first
        after = counts + Counter(picks)
        options += [(science_points(after + Counter({last: most})), picks + (last,) * most) for last in _most_held(after)]
    return max(options, key=lambda option: option[0])


def _most_held(counts: Counter) -> list[str]:
    """The symbols held most (each of them when tied): where a "most" symbol may go."""
    from scoring.core.science import SCIENCE
    top = max(counts[s] for s in SCIENCE)
    return [s for s in SCIENCE if counts[s] == top]


class PadGame(Game):
    """Any game, entered by category: its rows, its boards, the numbers of its pad."""

    def __init__(self, game: Game):
        self.base = game
        self.info = game.info
        self.rows = game.rows
        self.expansions = game.expansions
        self.invariants = ()
        self.pad_tiebreak = getattr(game, "pad_tiebreak", "coins")

    def expansion_parts(self, expansions: Sequence[str]) -> tuple[str, ...]:
        return self.base.expansion_parts(expansions)

    def parse(self, doc: Any, extra_keys: Sequence[str] = ()) -> PadTable:
        return parse(self.base, doc)

    parse_base = parse          # a pad table reads its expansions' rows itself (``expansions`` above)

    def score_parsed(self, table: PadTable) -> Result:
        return score(self, table)

    def boards(self, table: PadTable) -> tuple[Board, ...]:
        return tuple(p.board for p in table.players)

    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        return self.base.entry_screen(players, expansions)

    def examples(self) -> tuple[dict, ...]:
        return ()

    def active_expansions(self, table: PadTable) -> tuple:
        """The expansions a pad table plays: those its ``"expansions"`` names (their rows are on its pad)."""
        parts = set(self.expansion_parts(table.expansions))
        return tuple(e for e in self.expansions if parts & set(e.parts))

    def random_document(self, rng: random.Random, players: int | None = None, expansions=None) -> dict:
        """A random pad table; ``expansions``: exactly these, each adding its rows (``Expansion.randomize_pad``).
        Each seat: 0 to 20 coins; the military row −6 to 30 (six defeats at most, seed 000: −1 a defeat, two
        neighbours, three ages), every other row 0 to 30."""
        n = players or rng.randint(self.info.min_players, self.info.max_players)
        doc = {"game": self.id, "entry": "pad", "players": [
            {"name": f"P{i}", "coins": rng.randint(0, 20),
             "pad": {r.id: rng.randint(-6 if r.id == "military" else 0, 30) for r in self.rows}} for i in range(n)]}
        for e in expansions or ():
            doc = e.randomize_pad(doc, rng)
        return doc
