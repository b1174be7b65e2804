"""The Wonder Pack's fields of the table document, read before the 1st edition's parser and checked
against the parsed table after it (each problem at its path, with a sentence):

``"wall_stages": [1, 3]``   the Great Wall's stages built, in any order (Wonder Pack rules, The Great
                            Wall), instead of (or agreeing with) the count ``"stages"``;
``"wall_next": 4``          the referee's question: the Great Wall's stage the player builds now;
``"copy_from": "left"``     Manneken Pis A, stage 3: the neighbour whose stage 3 it copies;
``"tucked_colour": "blue"`` Stonehenge B, stage 2: the colour of the Age card tucked under it;
``"entombed": ["Nero"]``    Abu Simbel: the leaders entombed (named as in ``cards``; needs Leaders).

and the table options on the open points that change a score (data file, ``table_options``):
``"stonehenge_either_or": "none"`` (an either/or brown card gives Stonehenge no stone symbol),
``"manneken_copy": "built"`` (Manneken Pis A copies only a stage its neighbour has built) and
``"abu_simbel_row": "leaders"`` (Abu Simbel's entombed leaders score in the Leaders row).

The parsed table is the base game's with each Great Wall's stages ordered built first (the base
engine reads ``built_stages``) and each Manneken Pis stage carrying the effect of the stage it
copies (the base engine scores it where that effect scores); ``table.ext["wonderpack"]`` keeps, per
seat, what the score hook reads: the built stages' whole printed effects, and the fields above.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scoring.classic.catalogue import COLOURS, Effect, Stage, WonderSide
from scoring.classic.document import City, Table
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int

from scoring.expansions.wonderpack import catalogue as data

PLAYER_KEYS = ("wall_stages", "wall_next", "copy_from", "tucked_colour", "entombed")
# The table options on the open points that change a score (data file, ``table_options``), the default
# (the APP'S READING) first: how many stone symbols an either/or brown card (Excavation, Mine, Timber
# Yard) gives Stonehenge; whether Manneken Pis A copies a neighbour's stage that neighbour has not built;
# the row of Abu Simbel's entombed leaders' VP (it moves VP between rows, the total stays).
STONE_OPTION = "stonehenge_either_or"        # each one's values and default: ``data.table_option``
COPY_OPTION = "manneken_copy"
ROW_OPTION = "abu_simbel_row"
TABLE_KEYS = (STONE_OPTION, COPY_OPTION, ROW_OPTION)
NEIGHBOURS = ("left", "right")


@dataclass(frozen=True)
class Built:
    """A built stage as it scores: its number on the owner's board, its whole printed effect (a
    Manneken Pis copy: the copied stage's, or nothing), the stage it copies (board, side, number,
    city), and whether the neighbour has that stage (``Copy``)."""
    number: int
    effect: Mapping[str, Any]
    copied: tuple[str, str, int, str] | None = None
    status: str = "built"


class Copy:
    """What a Manneken Pis copy found on the neighbour's board (``Built.status``): the stage ``built``
    there, ``unbuilt`` (printed, not built: copied by default, nothing with ``"manneken_copy":
    "built"``), or ``missing`` (the side has no such stage: nothing)."""
    BUILT = "built"
    UNBUILT = "unbuilt"
    MISSING = "missing"


@dataclass(frozen=True)
class Seat:
    built: tuple[Built, ...] = ()
    tucked: str | None = None
    entombed: tuple[str, ...] = ()
    wall: tuple[int, ...] | None = None          # the Great Wall's stages built, as given
    either_or_stone: bool = True                 # "stonehenge_either_or": "one" (the default)
    copy_built_only: bool = False                # "manneken_copy": "built"
    entomb_row: str = "wonder"                   # "abu_simbel_row": the row of the entombed leaders' VP


def parse(doc: Mapping, extra_keys: Sequence[str], base) -> Table:
    problems = Problems()
    either_or = _stone_option(doc.get(STONE_OPTION), problems)
    built_only = _copy_option(doc.get(COPY_OPTION), problems)
    entomb_row = _row_option(doc.get(ROW_OPTION), problems)
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    fields = [{k: p[k] for k in PLAYER_KEYS if k in p} if isinstance(p, Mapping) else {} for p in players]
    rest = {k: v for k, v in doc.items() if k not in ("expansions",) + TABLE_KEYS}
    if players:
        rest["players"] = [_without_fields(p, f, i, problems) for i, (p, f) in enumerate(zip(players, fields))]
    try:
        table = base(rest, extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    problems.raise_if_any()
    cities = [_ordered_wall(table, c, fields[c.seat], problems) for c in table.cities]
    table = replace(table, cities=tuple(cities))
    copied = [_copies(table, c, fields[c.seat], built_only, problems) for c in table.cities]
    seats = tuple(replace(_seat(table, c, fields[c.seat], built_only, problems), either_or_stone=either_or,
                          copy_built_only=built_only, entomb_row=entomb_row) for c in table.cities)
    table = replace(table, cities=tuple(copied))
    _check_entombed(table, seats, problems)
    problems.raise_if_any()
    return replace(table, ext={**table.ext, "wonderpack": seats})


def _stone_option(raw: Any, problems: Problems) -> bool:
    """``"stonehenge_either_or"``: ``"one"`` (the default: an either/or brown card gives Stonehenge one
    stone symbol; also when absent or null) or ``"none"`` (only the cards that produce stone alone count)."""
    # its values and default: the data file's ``table_options`` (``data.table_option``)
    if raw is not None and not data.table_option(STONE_OPTION).accepts(raw):
        problems.add(STONE_OPTION, _("stonehenge_either_or is \"one\" (the default, the app's reading: an either/or "
                                     "brown card gives Stonehenge one stone symbol) or \"none\" (it gives none), got "
                                     "{value!r}").format(value=raw))
    return raw != "none"


def _copy_option(raw: Any, problems: Problems) -> bool:
    """``"manneken_copy"``: ``"printed"`` (the default: Manneken Pis A copies the neighbour's printed
    stage, built or not; also when absent or null) or ``"built"`` (only a stage the neighbour has built
    by the end of the game; one it has not built gives nothing)."""
    if raw is not None and not data.table_option(COPY_OPTION).accepts(raw):
        problems.add(COPY_OPTION, _("manneken_copy is \"printed\" (the default, the app's reading: Manneken Pis A "
                                    "copies the neighbour's printed stage, built or not) or \"built\" (only a stage "
                                    "the neighbour has built), got {value!r}").format(value=raw))
    return raw == "built"


def _row_option(raw: Any, problems: Problems) -> str:
    """``"abu_simbel_row"``: ``"wonder"`` (the default: Abu Simbel's entombed leaders score in the wonder
    row; also when absent or null) or ``"leaders"`` (in the Leaders row; the total does not change)."""
    option = data.table_option(ROW_OPTION)
    if raw is not None and not option.accepts(raw):
        problems.add(ROW_OPTION, _("abu_simbel_row is \"wonder\" (the default, the app's reading: Abu Simbel's "
                                   "entombed leaders score in the wonder row) or \"leaders\" (in the Leaders row), "
                                   "got {value!r}").format(value=raw))
    return raw if option.accepts(raw) else option.default


def seated(doc: Any) -> list[tuple[Mapping, Mapping]]:
    """The Wonder Pack boards a document seats (any spelling): (player, board as printed) pairs."""
    players = doc.get("players") if isinstance(doc, Mapping) and isinstance(doc.get("players"), list) else []
    out = []
    for p in players:
        if not isinstance(p, Mapping) or not isinstance(p.get("wonder"), str):
            continue
        for raw in data.data()["wonders"]:
            names = {raw["name"], *raw.get("aliases", ()), *raw.get("ru", ()), *raw.get("uk", ())}
            if p["wonder"].strip().casefold() in {n.casefold() for n in names}:
                out.append((p, raw))
    return out


def one_sided(doc: Any) -> bool:
    """Does a document seat a board whose printed effect tells the left neighbour from the right
    (copy_stage of one neighbour: Manneken Pis A)?"""
    for p, raw in seated(doc):
        side = raw["sides"].get(str(p.get("side", "")).strip().upper()) or {}
        if any(len((st["effect"].get("copy_stage") or {"of": "lr"})["of"]) == 1 for st in side.get("stages", ())):
            return True
    return False


def _without_fields(p: Any, fields: dict, i: int, problems: Problems) -> Any:
    """A player without the Wonder Pack's fields; ``wall_stages`` gives the count ``stages``."""
    if not isinstance(p, Mapping):
        return p
    out = {k: v for k, v in p.items() if k not in PLAYER_KEYS}
    if "wall_stages" not in fields:
        return out
    wall = fields["wall_stages"]
    if not isinstance(wall, list) or not all(is_int(n) for n in wall) or len(set(wall)) != len(wall):
        problems.add(f"players[{i}].wall_stages",
                     _("wall_stages lists the Great Wall's stages built, each once, e.g. [1, 3]"))
        fields.pop("wall_stages")
    elif "stages" in out and out["stages"] != len(wall):
        problems.add(f"players[{i}].wall_stages", _("stages says {stages} but wall_stages lists {n} stages").format(
            stages=out["stages"], n=len(wall)))
    else:
        out["stages"] = len(wall)
    return out


def _printed(city: City) -> WonderSide:
    """The side as printed (a Great Wall's stages in their printed order)."""
    return city.wonder.sides[city.side.side]


def _ordered_wall(table: Table, city: City, fields: Mapping, problems: Problems) -> City:
    """A Great Wall whose stages were built in any order: its side with the built stages first (in
    the order given), then the one the referee is asked about, then the rest in printed order."""
    path = f"players[{city.seat}]"
    printed = data.side(city.wonder.name, city.side.side)
    any_order = bool(printed and printed.get("stages_any_order"))
    for key in ("wall_stages", "wall_next"):
        if key in fields and not any_order:
            # Wonder Pack rules, The Great Wall: only its stages may be built in any order
            problems.add(f"{path}.{key}", _("only the Great Wall's stages are built in any order"))
    if not any_order:
        return city
    n = len(city.side.stages)
    wall = [int(k) for k in fields.get("wall_stages") or range(1, city.stages + 1)]
    nxt = fields.get("wall_next")
    for k, number in enumerate(wall):
        if not 1 <= number <= n:
            problems.add(f"{path}.wall_stages[{k}]", _("{wonder} side {side} has no stage {stage}").format(
                wonder=display(city.wonder), side=display(city.side), stage=number))
            return city
    if nxt is not None and (not is_int(nxt) or not 1 <= int(nxt) <= n or int(nxt) in wall):
        problems.add(f"{path}.wall_next", _("wall_next names a stage of the Great Wall not built yet, "
                                            "from 1 to {n}").format(n=n))
        nxt = None
    first = wall + ([int(nxt)] if nxt is not None else [])
    order = first + [k for k in range(1, n + 1) if k not in first]
    stages = tuple(city.side.stages[k - 1] for k in order)
    return replace(city, side=replace(city.side, stages=stages))


def _copies(table: Table, city: City, fields: Mapping, built_only: bool, problems: Problems) -> City:
    """Manneken Pis: each stage carries the effect of the neighbour's stage it copies, read at the end
    (APP'S READING, data file rules.manneken_copy: the neighbour's printed stage, built or not; with
    ``"manneken_copy": "built"`` only a stage the neighbour has built; a neighbour without that stage
    gives nothing)."""
    printed = data.side(city.wonder.name, city.side.side) or {}
    stages = list(city.side.stages)
    changed = False
    chosen = fields.get("copy_from")
    for k, raw in enumerate(printed.get("stages", ())):
        copy = (raw.get("effect") or {}).get("copy_stage")
        if not copy:
            continue
        changed = True
        other = table.neighbour(city.seat, _copy_side(city, copy["of"], chosen, k + 1, problems))
        source = next((s for s in _printed(other).stages if s.number == copy["stage"]), None)
        given = source is not None and (not built_only or copied_status(other, copy["stage"]) == Copy.BUILT)
        stages[k] = Stage(stages[k].number, stages[k].cost, source.effect if given else Effect())
    if "copy_from" in fields and not changed:
        problems.add(f"players[{city.seat}].copy_from", _("copy_from is for Manneken Pis A's stage 3"))
    return replace(city, side=replace(city.side, stages=tuple(stages))) if changed else city


def copied_status(other: City, number: int) -> str:
    """Has the neighbour built its stage ``number`` (printed number: a Great Wall's stages are built in
    any order), not yet, or has its side no such stage (``Copy``)?"""
    if not 0 < number <= len(other.side.stages):
        return Copy.MISSING
    return Copy.BUILT if any(s.number == number for s in other.built_stages) else Copy.UNBUILT


def _copy_side(city: City, of: Sequence[str], chosen: Any, number: int, problems: Problems) -> str:
    if len(of) == 1:
        return of[0]
    if chosen not in of and number <= city.stages:
        problems.add(f"players[{city.seat}].copy_from", _(
            "say which neighbour's stage {stage} {wonder} copies: \"copy_from\": \"left\" or \"right\"").format(
                stage=number, wonder=display(city.wonder)))
    return chosen if chosen in of else of[0]


def _seat(table: Table, city: City, fields: Mapping, built_only: bool, problems: Problems) -> Seat:
    """What the score hook reads for one seat, each field checked against the board."""
    path = f"players[{city.seat}]"
    printed = data.side(city.wonder.name, city.side.side)
    if printed is not None:
        for need in printed.get("requires", ()):
            if need not in table.ext:
                problems.add(f"{path}.side", _("{wonder} side {side} needs an expansion this table does not "
                                               "play: add \"{expansion}\" to \"expansions\"").format(
                                                   wonder=display(city.wonder), side=display(city.side), expansion=need))
    built = tuple(_built(table, city, st, fields.get("copy_from"), built_only) for st in city.built_stages)
    tucked = fields.get("tucked_colour")
    tucks = [b for b in built if "score_tucked_colour" in b.effect]
    colours = sorted(set(COLOURS) | {c.colour for c in table.catalogue.cards if c.age} - {"white"})
    if tucks and tucked not in colours:
        problems.add(f"{path}.tucked_colour", _("the colour of the Age card tucked under {wonder}'s stage {stage}: "
                                                "one of {colours}").format(
                                                    wonder=display(city.wonder), stage=tucks[0].number,
                                                    colours=", ".join(colours)))
        tucked = None
    elif tucked is not None and not tucks:
        problems.add(f"{path}.tucked_colour", _("tucked_colour is for Stonehenge B's stage 2, once built"))
        tucked = None
    entombed = fields.get("entombed", [])
    if not isinstance(entombed, list) or not all(isinstance(n, str) for n in entombed):
        problems.add(f"{path}.entombed", _("entombed lists leaders by name, e.g. [\"Nero\"]"))
        entombed = []
    wall = fields.get("wall_stages")
    return Seat(built, tucked, tuple(entombed), tuple(wall) if isinstance(wall, list) else None)


def _built(table: Table, city: City, st: Stage, chosen: Any, built_only: bool) -> Built:
    """A built stage's whole printed effect (a Manneken Pis copy: the copied stage's; nothing when the
    neighbour has not built it and the table says ``"manneken_copy": "built"``)."""
    own = data.stage_effect(city.wonder.name, city.side.side, st.number)
    copy = own.get("copy_stage")
    if not copy:
        return Built(st.number, own)
    other = table.neighbour(city.seat, chosen if chosen in copy["of"] else copy["of"][0])
    status = copied_status(other, copy["stage"])
    effect = {} if built_only and status != Copy.BUILT else data.stage_effect(other.wonder.name, other.side.side,
                                                                                 copy["stage"])
    return Built(st.number, effect, (other.wonder.name, other.side.side, copy["stage"], other.name), status)


def _check_entombed(table: Table, seats: Sequence[Seat], problems: Problems) -> None:
    """Abu Simbel: each entombed leader a leader of the table's catalogue (Leaders played), once on
    the table, in no city's cards (face down under the board), one per entombing stage built."""
    in_cards = {c.name: city.seat for city in table.cities for c in city.cards}
    seen: set[str] = set()
    for seat, state in enumerate(seats):
        path = f"players[{seat}].entombed"
        if state.entombed and "leaders" not in table.ext:
            problems.add(path, _("entombed leaders need the Leaders expansion: add \"leaders\" to \"expansions\""))
            continue
        slots = sum(1 for b in state.built if "entomb_leader" in b.effect)
        if len(state.entombed) > slots:
            problems.add(path, _("leaders entombed: {n}, but built stages that entomb a leader: {slots}").format(
                n=len(state.entombed), slots=slots))
        for k, name in enumerate(state.entombed):
            card = table.catalogue.card(name)
            if card is None or card.colour != "white":
                problems.add(f"{path}[{k}]", _("{raw!r} is not a leader").format(raw=name))
            elif card.name in seen:
                problems.add(f"{path}[{k}]", _("{leader} is entombed twice").format(leader=display(card)))
            elif card.name in in_cards:
                problems.add(f"{path}[{k}]", _("{leader} is also in the cards of players[{seat}]: an entombed "
                                               "leader lies face down under the board").format(
                                                   leader=display(card), seat=in_cards[card.name]))
            seen.add(getattr(card, "name", name))
