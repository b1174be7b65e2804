"""The score pad's table as HTML: the markup every score sheet shows — a draft's sheet, a saved
game's page and the table's live sheet (``templates/macros.html``, ``score_sheet``, calls it).

Written here rather than as a Jinja macro because the live sheet draws it again after every tap at
the table (each poll of a changed sheet), and the macro spent most of that poll's drawing on its
machinery (a call, an attribute look-up and an escape per cell); here each value is escaped once
and the strings joined.  The markup is the macro's, whitespace included: one row per category with
its colour swatch, a column per player (the Free City marked), the boards' row when any board is
known, the total, the rank and the game's facts (``Game.sheet_facts``), then the winner line and
the tie-break.  Every value shown is escaped; the interface's own sentences are the catalogue's
(as ``_()`` in a template: translations are markup, the values put in them escaped).
"""
from __future__ import annotations

from flask_babel import get_translations
from markupsafe import Markup, escape

_MISSING = object()


def _get(item, key: str, default=_MISSING):
    """``item.key`` as a template reads it: a mapping's value or an object's attribute."""
    return item.get(key, default) if isinstance(item, dict) else getattr(item, key, default)


def _shown(value) -> str:
    """The value as ``{{ value }}`` prints it: escaped (a number as it is), nothing for a missing one."""
    if type(value) is int:
        return str(value)
    return "" if value is _MISSING else escape(value)


class _Pad:
    """One pad being drawn: its players' values read once, the interface's sentences in the request's
    language (``_()`` in a template: the translation is markup, the values put in it escaped)."""

    def __init__(self, result) -> None:
        self.translations = get_translations()
        self.players = [(_get(p, "name"), _get(p, "categories", None) or {}, _get(p, "total"), _get(p, "rank"),
                         _get(p, "free_city", None)) for p in (_get(result, "players", ()) or ())]

    def gettext(self, message: str, **values) -> Markup:
        # named so that ``make messages`` (pybabel) finds the sentences: never inside an f-string
        return Markup(self.translations.ugettext(message)) % values

    def head(self, boards) -> list[str]:
        free_city, category = self.gettext("Free City"), self.gettext("Category")
        free = f' <small>({free_city})</small>'
        heads = "".join(f'<th scope="col" title="{_shown(name)}">{_shown(name)}{free if is_free else ""}</th>'
                        for name, _, _, _, is_free in self.players)
        out = ['<div class="table-scroll">\n  <table class="pad" id="score-sheet">\n    <thead>\n',
               f'      <tr><th scope="col">{category}</th>\n        {heads}\n      </tr>\n      ']
        if boards and any(boards):
            board = self.gettext("Board")
            out.append(f'\n      <tr class="wonders"><th scope="row">{board}</th>\n        '
                       f'{_cells(boards)}\n      </tr>\n      ')
        out.append("\n    </thead>\n")
        return out

    def body(self, rows) -> list[str]:
        out = ["    <tbody>\n      "]
        for row in rows:
            points = _cells(categories.get(row.id, 0) for _, categories, _, _, _ in self.players)
            out.append(f'\n        <tr class="cat-{escape(row.id)}"><th scope="row"><svg class="swatch" '
                       f'viewBox="0 0 1 1" aria-hidden="true"><rect width="1" height="1" fill="{escape(row.colour)}"/>'
                       f'</svg>{escape(row.text)}</th>\n          {points}\n        </tr>\n      ')
        out.append("\n    </tbody>\n")
        return out

    def foot(self, facts) -> list[str]:
        totals = _cells(total for _, _, total, _, _ in self.players)
        ranks = "".join(f"<td>{'–' if rank is None else _shown(rank)}</td>" for _, _, _, rank, _ in self.players)
        total, rank = self.gettext("Total"), self.gettext("Rank")
        out = ["    <tfoot>\n", f'      <tr class="total"><th scope="row">{total}</th>{totals}</tr>\n',
               f'      <tr class="rank"><th scope="row">{rank}</th>{ranks}</tr>\n      ']
        out.extend(f'<tr class="rank fact"><th scope="row">{escape(label)}</th>{_cells(values)}</tr>'
                   for label, values in facts)
        out.append("\n    </tfoot>\n  </table>\n  </div>\n")
        return out

    def verdict(self, result) -> list[str]:
        winners = list(_get(result, "winners", ()) or ())
        if len(winners) == 1:
            line = self.gettext("Winner: <strong>%(name)s</strong>", name=winners[0]) + "\n    "
        else:
            line = self.gettext("Shared victory: <strong>%(names)s</strong>", names=Markup(", ").join(winners))
        out = [f'  <p class="winner" id="winner">\n    {line}\n  </p>\n  ']
        tiebreak = _get(result, "tiebreak", None)
        if tiebreak:
            said = self.gettext("Tie-break: %(how)s", how=tiebreak)
            out.append(f'<p class="tiebreak" id="tiebreak">{said}</p>')
        return out


def _cells(values) -> str:
    return "".join([f"<td>{v}</td>" if type(v) is int else f"<td>{_shown(v)}</td>" for v in values])


def score_pad(result, rows, boards=None, facts=()) -> Markup:
    """The score pad of a scored table (``Result.to_json()``, or its objects), the game's ``rows`` it
    fills, each seat's board (or None) and the per-seat ``facts`` printed under the rank."""
    pad = _Pad(result)
    return Markup("".join(pad.head(boards) + pad.body(rows) + pad.foot(facts or ()) + pad.verdict(result)))
