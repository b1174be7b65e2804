"""CSV and JSON export of saved games, and validation of a JSON import (pure: no Flask, no database).

Export JSON (also the import format)::

    {"games": [{"played_on": "2025-03-14", "title": "Friday", "note": null,
                "expansions": [], "document": {"game": "7w", "players": [...]}}]}

Share and edit tokens are never exported (an edit token is a password); an import
gives every game new ones.  ``parse_import`` checks every game and raises one
``BadInput`` listing every problem with its path in the file
(``games[2].document.players[1].cards[3]``), so nothing is imported until all is right.
"""
from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import N_, _
from scoring.games import DEFAULT

# The messages of an import are said in the request's language through the engine's catalogue
# (scoring.core.i18n: this module stays free of Flask; babel-engine.cfg extracts it).

CSV_HEAD: tuple[str, ...] = ("date", "game_id", "title", "seat", "name", "wonder", "side")
CSV_TAIL: tuple[str, ...] = ("total", "rank", "winner")


def csv_category_columns(game_ids: Iterable[str] = (), used: Iterable[str] = ()) -> dict[str, str]:
    """Score-pad row id → CSV column, for the rows of these games (the 1st edition's when none).

    A row whose id is already a column gets a suffix: the 1st edition's "wonder" row (points
    of built stages) is "wonder_stages", since "wonder" is the board. An expansion's row (Babel's
    tower) is a column only when one of the exported games ``used`` it, in pad order.
    """
    from scoring.games import get, rows_of
    taken = set(CSV_HEAD + CSV_TAIL)
    ids = tuple(game_ids) or (DEFAULT,)
    base = {r.id for g in ids if (m := get(g)) for r in m.rows} | set(used)
    return {r.id: (("wonder_stages" if r.id == "wonder" else f"{r.id}_points") if r.id in taken else r.id)
            for r in rows_of(tuple(game_ids)) if r.id in base}


def game_column(game_ids: Iterable[str]) -> tuple[str, ...]:
    """``("game",)`` when a file holds a game other than the default one (the 1st edition: README,
    "CSV"), so a file of 1st-edition games keeps the columns it always had; ``()`` otherwise."""
    return () if set(game_ids) <= {DEFAULT} else ("game",)


def csv_columns(game_ids: Iterable[str] = ()) -> tuple[str, ...]:
    """The CSV header for games of these ids: the default game's alone gives ``CSV_COLUMNS``; other
    games add their rows' columns and a last column ``game`` (the registry id)."""
    ids = set(game_ids) or {DEFAULT}
    return CSV_HEAD + tuple(csv_category_columns(ids).values()) + CSV_TAIL + game_column(ids)


CSV_CATEGORY_COLUMNS: dict[str, str] = csv_category_columns((DEFAULT,))
CSV_COLUMNS: tuple[str, ...] = csv_columns((DEFAULT,))
RECORD_KEYS = ("played_on", "title", "note", "expansions", "document")
TITLE_MAX = 200
DATE_HINT = N_("use YYYY-MM-DD, e.g. 2025-03-14")


# -- date range ---------------------------------------------------------------

@dataclass(frozen=True)
class DateRange:
    first: date | None = None
    last: date | None = None

    def __contains__(self, d: date) -> bool:
        return (self.first is None or d >= self.first) and (self.last is None or d <= self.last)


def parse_date(text: Any, path: str, problems: Problems) -> date | None:
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    if isinstance(text, str):
        try:
            return date.fromisoformat(text.strip())
        except ValueError:
            pass
    problems.add(path, _("{text} is not a date: {hint}").format(text=repr(text), hint=_(DATE_HINT)))
    return None


def parse_range(args: Mapping[str, Any]) -> DateRange:
    """``from``/``to`` query arguments (both optional) → ``DateRange``; ``BadInput`` on a bad date."""
    problems = Problems()
    first = parse_date(args.get("from"), "from", problems)
    last = parse_date(args.get("to"), "to", problems)
    if first and last and first > last:
        problems.add("to", _("the end date {last} is before the start date {first}").format(
            last=last.isoformat(), first=first.isoformat()))
    problems.raise_if_any()
    return DateRange(first, last)


# -- CSV ----------------------------------------------------------------------

# OWASP, "CSV Injection": a cell beginning with = + - @ tab or carriage return is read as a formula
# by spreadsheets; prepend a single quote and wrap the cell in double quotes.  Each character is
# read after NFKC normalisation (a spreadsheet reads a full-width "＝" as "="), and what follows
# every separator a spreadsheet may split on counts as the start of a cell: with a Russian or
# Ukrainian locale Excel splits on ";", so "Ira;=1+1" would be two cells, the second a formula.
_FORMULA = frozenset("=+-@\t\r")
_SPLITS = frozenset(",;\t|\r\n")
_SEPARATORS = re.compile(r'[,;\t|"\r\n]')


def _cell(text: str | None) -> str:
    """Text as a spreadsheet shows it, never a formula: a quote put before a formula's first
    character at the start of the cell and after every separator (spaces between them too)."""
    out: list[str] = []
    starts = True                        # at the start of a cell as some spreadsheet splits it
    for ch in text or "":
        norm = unicodedata.normalize("NFKC", ch)
        if starts and norm[:1] in _FORMULA:
            out.append("'")
        out.append(ch)
        starts = norm in _SPLITS or (starts and norm.isspace())
    return "".join(out)


def _csv_field(value: Any) -> str:
    """One field of a line: numbers as they are; text in double quotes when it holds a separator
    of any locale ("," ";" tab "|"), a quote or a line break, or was quote-prefixed by ``_cell``."""
    if not isinstance(value, str):
        return "" if value is None else str(value)
    if _SEPARATORS.search(value) or value.startswith("'"):
        return '"' + value.replace('"', '""') + '"'
    return value


def _game_id(game: Any) -> str:
    return getattr(game, "game", None) or DEFAULT


def _columns_of(games: list[Any]) -> dict[str, str]:
    """The category columns of these games, plus any stored category no available game declares
    (a saved game of a game this version cannot score keeps its numbers)."""
    used = {key for g in games for p in g.players for key in (p.categories or {})}
    columns = csv_category_columns({_game_id(g) for g in games}, used)
    taken = set(CSV_HEAD + CSV_TAIL + ("game",)) | set(columns.values())
    for g in games:
        for p in g.players:
            for key in (p.categories or {}):
                if key not in columns:
                    columns[key] = key if key not in taken else f"{key}_points"
                    taken.add(columns[key])
    return columns


def csv_header_labels(games: Iterable[Any], fixed: Mapping[str, str], row_label=None) -> dict[str, str]:
    """The header of a CSV in a language: column → label.  ``fixed`` translates the columns every
    file has (date, name, …), ``row_label(row)`` a score-pad row's label (default: as declared);
    a column without either keeps its machine name."""
    from scoring.games import rows_of
    games = list(games)
    rows = {r.id: r for r in rows_of(tuple({_game_id(g) for g in games}))}
    out = {}
    for row_id, column in _columns_of(games).items():
        row = rows.get(row_id)
        out[column] = fixed.get(column) or ((row_label(row) if row_label else row.label) if row else column)
    for column in CSV_HEAD + CSV_TAIL + ("game",):
        out[column] = fixed.get(column, column)
    return out


def csv_rows(games: Iterable[Any], yes: str = "yes", no: str = "no") -> list[dict[str, Any]]:
    """One row per player per game (seat 1 = first player of the document, clockwise).

    ``games``: objects with ``id``, ``played_on``, ``title``, ``game`` (registry id; "7w" when
    missing) and ``players`` (rows with ``seat``, ``name``, ``wonder``, ``side``, ``categories``,
    ``total``, ``rank``, ``winner``), i.e. ``wonders.models.Game``.  A row not in a game is empty.
    """
    games = list(games)
    ids = {_game_id(g) for g in games}
    columns = _columns_of(games)
    rows = []
    for g in games:
        own = set(csv_category_columns((_game_id(g),)))
        for p in sorted(g.players, key=lambda p: p.seat):
            cats = p.categories or {}
            row = {"date": g.played_on.isoformat(), "game_id": g.id, "title": _cell(g.title),
                   "seat": p.seat + 1, "name": _cell(p.name), "wonder": _cell(p.wonder), "side": _cell(p.side)}
            row.update({col: cats.get(c, 0) if c in own or c in cats else "" for c, col in columns.items()})
            row.update(total=p.total, rank="" if p.rank is None else p.rank, winner=yes if p.winner else no)
            if game_column(ids):
                row["game"] = _game_id(g)
            rows.append(row)
    return rows


def csv_text(games: Iterable[Any], headers: Mapping[str, str] | None = None,
             yes: str = "yes", no: str = "no") -> str:
    """The CSV file, UTF-8 with a byte-order mark so spreadsheets read Cyrillic names.

    ``headers`` (column → label, ``csv_header_labels``) writes the first line in a language; by
    default it holds the machine column names of the README.  Values stay machine-readable
    (ISO dates, plain numbers, names as entered); ``yes``/``no`` are the winner column's words."""
    games = list(games)
    out = io.StringIO()
    out.write("\ufeff")
    ids = {_game_id(g) for g in games}
    fields = CSV_HEAD + tuple(_columns_of(games).values()) + CSV_TAIL + game_column(ids)
    lines = [[_cell(headers.get(f, f)) if headers else f for f in fields]]
    lines += [[row.get(f, "") for f in fields] for row in csv_rows(games, yes, no)]
    for line in lines:
        out.write(",".join(_csv_field(v) for v in line) + "\r\n")
    return out.getvalue()


# -- JSON export --------------------------------------------------------------

def export_record(game: Any) -> dict[str, Any]:
    return {"played_on": game.played_on.isoformat(), "title": game.title, "note": game.note,
            "expansions": list(game.expansions or []), "document": game.document}


def export_document(games: Iterable[Any]) -> dict[str, Any]:
    return {"games": [export_record(g) for g in games]}


# -- JSON import --------------------------------------------------------------

@dataclass(frozen=True)
class ImportGame:
    played_on: date
    title: str | None
    note: str | None
    expansions: tuple[str, ...]
    document: dict


def _join(prefix: str, path: str) -> str:
    if not path:
        return prefix
    return prefix + path if path.startswith("[") else f"{prefix}.{path}"


def _optional_text(rec: Mapping, key: str, path: str, problems: Problems, limit: int | None = None) -> str | None:
    value = rec.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        problems.add(f"{path}.{key}", _("{key} must be text or null, got {value}").format(key=key, value=repr(value)))
        return None
    if limit is not None and len(value) > limit:
        problems.add(f"{path}.{key}", _("{key} is {length} characters long; at most {limit}").format(
            key=key, length=len(value), limit=limit))
    return value.strip() or None


def _record(rec: Any, path: str, problems: Problems) -> ImportGame | None:
    from scoring.games import parse
    if not isinstance(rec, Mapping):
        problems.add(path, _("each game must be an object with played_on, title, note, expansions, document"))
        return None
    for key in rec:
        if key not in RECORD_KEYS:
            problems.add(f"{path}.{key}", _("unknown field {key}; expected one of {keys}").format(
                key=repr(key), keys=", ".join(RECORD_KEYS)))
    before = len(problems)
    played_on = None
    if rec.get("played_on") in (None, ""):
        problems.add(f"{path}.played_on", _("the date of the game is required: {hint}").format(hint=_(DATE_HINT)))
    else:
        played_on = parse_date(rec["played_on"], f"{path}.played_on", problems)
    title = _optional_text(rec, "title", path, problems, TITLE_MAX)
    note = _optional_text(rec, "note", path, problems)
    expansions = rec.get("expansions", [])
    if expansions is None:
        expansions = []
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        problems.add(f"{path}.expansions", _("expansions must be a list of names"))
        expansions = []
    doc = rec.get("document")
    if expansions:
        _check_expansions(expansions, doc, f"{path}.expansions", problems)
    if doc is None:
        problems.add(f"{path}.document", _("the table document is required (\"game\" and \"players\")"))
    else:
        try:
            parse(doc)              # any registered game, through its own module
        except BadInput as exc:
            for p in exc.problems:
                problems.add(_join(f"{path}.document", p.path), p.message)
    if len(problems) > before:
        return None
    return ImportGame(played_on, title, note, tuple(expansions), doc)


def parse_import(data: Any) -> list[ImportGame]:
    """An export document → the games to import; ``BadInput`` lists every problem in the file."""
    problems = Problems()
    if isinstance(data, Mapping) and "players" in data and "games" not in data:
        raise BadInput(_("this is a single table document; import expects an export file: {example}").format(
            example='{"games": [{"played_on": ..., "document": {...}}]}'))
    if not isinstance(data, Mapping) or not isinstance(data.get("games"), list):
        raise BadInput(_("an export file is a JSON object {example} with one entry per game").format(
            example='{"games": [...]}'))
    for key in data:
        if key != "games":
            problems.add(key, _("unknown field {key}; an export file holds only \"games\"").format(key=repr(key)))
    if not data["games"]:
        problems.add("games", _("the file holds no games"))
    games = [_record(rec, f"games[{i}]", problems) for i, rec in enumerate(data["games"])]
    problems.raise_if_any()
    return games


def parse_import_text(text: str | bytes) -> list[ImportGame]:
    from scoring.classic.document import loads
    if isinstance(text, str):
        text = text.lstrip("\ufeff")
    if not (text.strip() if isinstance(text, (str, bytes)) else text):
        raise BadInput(_("nothing to import: choose an export file or paste its JSON"))
    return parse_import(loads(text))


def _check_expansions(expansions: list, doc: Any, path: str, problems: Problems) -> None:
    """The expansions a record names must be ones its game knows (its registry entry's, the rows its
    expansions add — Babel and its parts on the 1st edition — and any name an expansion claims,
    in any language); the document itself says
    which the table plays and is checked when it is scored."""
    from scoring import games
    named = doc.get("game") if isinstance(doc, Mapping) else None
    module = games.get(str(named or games.DEFAULT))
    if module is None:
        return                      # the document's own check names the unknown game
    known = list(dict.fromkeys((*module.info.expansions, *module.expansion_rows)))
    for name in expansions:
        # any spelling an expansion claims ("Армада", "лидеры") as well as the ids and parts
        if name not in known and not (isinstance(name, str) and module.expansion_parts([name])):
            problems.add(path, _("unknown expansion {name!r}; known: {known}").format(
                name=name, known=", ".join(known) or "—"))
