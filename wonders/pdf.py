"""Score-pad sheets as PDF: HTML rendered by a pure function, WeasyPrint only at the edge.

``sheet_html`` and ``book_html`` need neither Flask nor a database: they take
``SheetGame`` values (a scored game plus what the paper pad shows around the
scores) and return an HTML string.  ``pdf_bytes`` turns that string into a PDF.
The pad prints the game's own score-pad rows (``scoring.games``: order, labels,
colours, icons), so any registered game prints; the font is DejaVu Sans so that
Cyrillic (and Greek) names render.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from scoring.core.game import Row
from scoring.core.i18n import language
from scoring.core.result import PlayerScore, Result
from scoring.games import DEFAULT
from wonders import l10n

TEMPLATES = Path(__file__).resolve().parents[1] / "templates" / "sheets"


@dataclass(frozen=True)
class SheetGame:
    """One game as printed on a score-pad sheet."""
    title: str | None
    played_on: date
    game_title: str
    expansions: tuple[str, ...]
    result: Result
    boards: tuple[str, ...] = ()        # "Rhodos A" per seat, when known
    note: str | None = None
    problems: tuple[str, ...] = field(default=())   # shown when the stored result had to be used
    rows: tuple[Row, ...] = ()          # the score-pad rows; () = the rows of ``result.game``
    facts: tuple[tuple[str, tuple[str, ...]], ...] = ()   # per-seat facts under the rows (``Game.sheet_facts``)
    options: tuple[str, ...] = ()       # the table options chosen other than the default (``l10n.table_options``)

    @property
    def pad_rows(self) -> tuple[Row, ...]:
        from scoring.games import rows_for
        return self.rows or rows_for(self.result.game)

    @property
    def summary(self) -> tuple[str, ...] | None:
        """The game's lines under the winner (Duel: the victory type), None for the default ones."""
        from scoring.games import get
        game = get(self.result.game) if not self.problems else None
        return game.summary(self.result) if game else None

    @property
    def heading(self) -> str:
        """The title, else "Game of <date>" (English; the sheets translate it: pad.html ``heading``)."""
        return self.title or f"Game of {long_date(self.played_on)}"


def long_date(d: date) -> str:
    """The date as the current language writes it (``wonders.l10n``: 14 March 2025, 14 марта 2025 г.)."""
    return l10n.long_date(d)


def winner_text(result: Result) -> str:
    """The winner line in English (the sheets write it in their language: pad.html)."""
    if not result.winners:
        return "No winner"
    if len(result.winners) == 1:
        return f"Winner: {result.winners[0]}"
    return "Shared victory: " + ", ".join(result.winners)


def sheet_game(document: Mapping, played_on: date, title: str | None = None, note: str | None = None,
               expansions: Iterable[str] = (), stored: Sequence | None = None) -> SheetGame:
    """A ``SheetGame`` scored from a table document.

    ``stored`` (rows with seat, name, categories, rank, winner, free_city, wonder, side)
    is the fallback when the document no longer scores, so a saved game always prints.
    """
    from scoring import games
    from scoring.core.errors import BadInput
    from scoring.games import find_game

    raw_game = document.get("game", games.DEFAULT) if isinstance(document, Mapping) else games.DEFAULT
    info = find_game(raw_game) if isinstance(raw_game, str) else None
    game_title = info.title_in(language()) if info else str(raw_game)
    # the PDF's sentences are in its own language; the names as printed in the table's box
    with games.use_box_of(document):
        try:
            game, table = games.parse(document)
        except BadInput as exc:
            if stored is None:
                raise
            return _from_stored(stored, played_on, title, note, expansions, game_title,
                                tuple(str(p) for p in exc.problems),
                                info.id if info else (raw_game if isinstance(raw_game, str) else games.DEFAULT))
        # the boards as printed in the box ("Родос А"); sheets are rendered per language
        boards = tuple(l10n.board(game.id, b.wonder, b.side) for b in game.boards(table))
        result = game.score_parsed(table)
    return SheetGame(title, played_on, game.title, tuple(expansions), result, boards, note,
                     rows=game.rows_in(result), facts=game.sheet_facts(result),
                     options=l10n.table_options(game, document))


def _from_stored(rows: Sequence, played_on: date, title, note, expansions, game_title, problems,
                 game_id: str = DEFAULT) -> SheetGame:
    """The stored result of a saved game: the game's rows when it is still available, else the
    rows stored with it (with the default game's look where the ids match)."""
    from scoring import games
    rows = sorted(rows, key=lambda r: r.seat)
    game = games.get(game_id)
    pad = list(game.rows) if game else []
    if game is None and not any(r.categories for r in rows):
        pad = list(games.rows_for(games.DEFAULT))
    look = {r.id: r for r in games.rows_for(games.DEFAULT)}
    known = {r.id for r in pad}
    for r in rows:                      # rows this version does not know: print them as stored
        for key in (r.categories or {}):
            if key not in known:
                known.add(key)
                pad.append(look.get(key) or Row(key, key.replace("_", " ").capitalize(), "#8a7f6a", "#eee8dc"))
    players = tuple(PlayerScore(r.seat, r.name, {row.id: int((r.categories or {}).get(row.id, 0)) for row in pad},
                                (), {}, 0, bool(r.free_city), r.rank) for r in rows)
    result = Result(game_id, players, tuple(r.name for r in rows if r.winner))
    return SheetGame(title, played_on, game_title, tuple(expansions), result,
                     tuple(l10n.board(game_id, r.wonder, r.side) for r in rows), note, problems, tuple(pad))


def plain(text) -> str:
    """The text of a template value: a macro's or gettext's ``Markup`` unescaped (its text, to be
    escaped once more where it is printed), anything else as ``str``."""
    return text.unescape() if isinstance(text, Markup) else str(text)


def text_table(header: Sequence, rows: Iterable[Sequence], right: Iterable[int] = ()) -> str:
    """Rows as the lines of a monospaced table (columns padded to their widest cell; the
    columns in ``right`` aligned right).  The record book prints its lists and each game's
    pad this way: WeasyPrint lays out every table cell as a box of its own (about a
    millisecond each), a line of preformatted text costs about the same as one cell
    (a 200-game book under 5 s)."""
    table = [[plain(c) for c in header]] + [[plain(c) for c in r] for r in rows]
    right = set(right)
    widths = [max(len(r[k]) for r in table if k < len(r)) for k in range(max(len(r) for r in table))]
    lines = []
    for r in table:
        cells = [c.rjust(widths[k]) if k in right else c.ljust(widths[k]) for k, c in enumerate(r)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def book_grid(game: SheetGame, total: str, rank: str) -> str:
    """One game of a record book as a monospaced pad: the game's rows, then the total and the
    rank (and the game's facts), a column per seat numbered as the seats are listed."""
    players = game.result.players
    rows = [[row.text] + [str(p.categories.get(row.id, 0)) for p in players] for row in game.pad_rows]
    rows.append([plain(total)] + [str(p.total) for p in players])
    rows.append([plain(rank)] + [str(p.rank) if p.rank is not None else "—" for p in players])
    rows += [[label] + [str(v) for v in values] for label, values in game.facts]
    return text_table([""] + [str(i + 1) for i in range(len(players))], rows, right=range(1, len(players) + 1))


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)),
                      autoescape=select_autoescape(default=True, default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True)
    env.globals.update(long_date=long_date, winner_text=winner_text, short_date=l10n.short_date,
                       number=l10n.number, expansion_names=l10n.expansions, plain=plain, text_table=text_table,
                       book_grid=book_grid)
    return env


_ENV = _environment()


def sheet_html(games: Sequence[SheetGame]) -> str:
    """Score-pad sheets, one game per page."""
    return _ENV.get_template("pad.html").render(games=list(games), book=None)


def book_summary(games: Sequence[SheetGame]) -> list[dict]:
    """Per player over the games: games played, wins, best and average total (most wins first)."""
    played: Counter = Counter()
    wins: Counter = Counter()
    totals: dict[str, list[int]] = {}
    for g in games:
        for p in g.result.players:
            if p.free_city:
                continue
            played[p.name] += 1
            totals.setdefault(p.name, []).append(p.total)
            if p.name in g.result.winners:
                wins[p.name] += 1
    out = [{"name": n, "games": played[n], "wins": wins[n], "best": max(totals[n]),
            "average": round(sum(totals[n]) / len(totals[n]), 1)} for n in played]
    return sorted(out, key=lambda r: (-r["wins"], -r["average"], r["name"].casefold()))


# a record book of up to this many games prints each game's full score sheet (coloured rows, icons:
# ~0.2 s of WeasyPrint a game); a longer one prints each game's pad as monospaced text (~20 ms a
# game: 200 games in under 5 s) — benchmarks/pdf_sheets.py measures both
BOOK_FULL_SHEETS = 20


def book_html(games: Sequence[SheetGame], first: date | None, last: date | None) -> str:
    """Record book: a cover with the games and a summary per player, then one page per game."""
    games = sorted(games, key=lambda g: g.played_on)
    if first is None and games:
        first = games[0].played_on
    if last is None and games:
        last = games[-1].played_on
    book = {"first": first, "last": last, "summary": book_summary(games), "compact": len(games) > BOOK_FULL_SHEETS}
    return _ENV.get_template("pad.html").render(games=games, book=book)


def pdf_bytes(html: str) -> bytes:
    """HTML → PDF with WeasyPrint (imported here: it needs Pango, see `make system-deps`)."""
    import weasyprint
    from wonders.pdfsafe import url_fetcher   # only the app's static files
    return weasyprint.HTML(string=html, base_url=str(TEMPLATES), url_fetcher=url_fetcher()).write_pdf()


def warm_up() -> None:
    """Import WeasyPrint and lay out one line of text, so a server process's first score sheet
    does not pay for it (3–4 s on a loaded 2-core machine, then under 0.1 s): started in a
    background thread of each gunicorn worker (``gunicorn.conf.py``).  A missing Pango only
    leaves the first sheet slow: the sheet's own request reports it."""
    try:
        pdf_bytes("<p>7 Wonders · Лист подсчёта</p>")
    except Exception:   # noqa: BLE001 - the warm-up must never stop a worker
        pass
