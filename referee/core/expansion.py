"""The referee side of the expansion interface (the scoring side: ``scoring.core.expansion``).

An expansion's referee is a subpackage of ``referee.expansions`` whose ``__init__`` exposes
``REFEREE``, an instance of a ``RefereeExpansion`` subclass with the same ``id`` as its scoring
``EXPANSION``.  The referee registry (``referee.registry``) finds every such subpackage; for a
document it wraps the base game's referee in the referee of every expansion the document plays
(``Game.expansions_in``), so the base referee never names an expansion.

``checks``                 values of ``"check"`` it answers (Babel: ``"project"``), besides the base's;
``units`` / ``prices``     its effects on a city's production and on trading prices, which the base
                           game's payment search reads (every way to pay is found with them);
``cost``                   its effect on what a build of a kind ("stage") costs a city in resources;
``judge(doc, keys, base)`` a verdict on a document with an action, a turn or a check: handle what the
                           expansion changes and call ``base`` (the next referee, the base game's
                           innermost) for the rest; ``keys``: the document fields the referees outside
                           it read (each referee passes its own on).

The referee screens (the shell draws them from this data; no hook returns HTML):

``screen(doc, form)``      its sections on the referee screen, as data: a tuple of
                           ``{"id": …, "title": …, "fields": (field, …)}``, each field a dict with a
                           ``"kind"`` (``SCREEN_KINDS``: ``"text"``, ``"select"``, ``"counts"`` — one
                           number per player —, ``"checkbox"``, ``"notes"`` — lines of help), its form
                           ``"name"`` (prefixed by the expansion's id), a ``"label"`` in the current
                           language (``scoring.core.i18n``) and its value as the document holds it
                           (``form``: the fields just posted, for what the document does not keep);
``read_form(doc, form, action)``  the document with the posted fields applied (``form``: each
                           field name → its posted values); it may add its own keys to ``action``
                           (the action being checked).  Called only when the posted page showed its
                           section (the hidden field ``<id>-present``); a value it cannot read is
                           kept as typed so the referee blames it on its path (or ``BadNumber``);
``verdict_notes(verdict)`` lines the screen prints in the verdict for what the expansion added
                           to it: ``{"id": …, "text": …}``.

Composition: the referees run in the reverse of the parse order (``scoring.core.expansion``): the
highest ``order`` outermost, so an expansion that judges a whole action itself with the base game's
machinery (Babel: taxes, free builds, trading prices) sits next to the base referee, and one that
adds its own checks or action fields wraps it.  A referee that parses the table uses the game's
composed parser, so the fields of every expansion played are read by their own parsers.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from typing import Any

Judge = Callable[[Any, Sequence[str]], dict]
Form = Mapping[str, Sequence[str]]

# the kinds of field a referee-screen section may hold (the shell draws each)
SCREEN_KINDS = ("text", "select", "counts", "checkbox", "notes")


class RefereeExpansion:
    id: str = ""
    checks: tuple[str, ...] = ()

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        return base(doc, keys)

    # -- effects on production and trading, read by the base game's payment search ------------------
    def units(self, table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
        """What the city at ``seat`` can use for its own builds, after this expansion (each unit a
        set of the resources it may give, one at a time); unchanged by default."""
        return units

    def cost(self, table: Any, seat: int, kind: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        """The resources a build of ``kind`` ("stage") costs the city at ``seat``, after this
        expansion (Cities' Architect Cabinet: stages without resources); unchanged by default."""
        return cost

    def prices(self, table: Any, seat: int, prices: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
        """``prices[side][resource]``: what the city at ``seat`` pays a neighbour per resource, after
        this expansion; unchanged by default."""
        return prices

    # -- the referee screen (data only) -------------------------------------------------
    def screen(self, doc: Mapping, form: Form) -> tuple[dict, ...]:
        return ()

    def read_form(self, doc: Mapping, form: Form, action: dict) -> Mapping:
        return doc

    def verdict_notes(self, verdict: Mapping) -> tuple[dict, ...]:
        return ()


def posted(form: Form, name: str, default: str = "") -> str:
    """The first value posted for ``name`` (``default`` when none)."""
    values = form.get(name) or ()
    return values[0] if values else default


def wrap(referees: Sequence[RefereeExpansion], base: Judge) -> Judge:
    """``base`` wrapped by ``referees`` (given in the scoring composition order; the last outermost)."""
    judge = base
    for r in referees:
        judge = (lambda r, inner: lambda doc, keys: r.judge(doc, keys, inner))(r, judge)
    return judge


# The referees of the expansions a document plays, while the registry judges it: the payment search
# of every referee (the base game's, Babel's) reads their effects on production and prices here.
ECONOMY: ContextVar[tuple[RefereeExpansion, ...]] = ContextVar("economy", default=())


def city_units(table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
    """A city's own production after every expansion played (``RefereeExpansion.units``)."""
    for e in ECONOMY.get():
        units = e.units(table, seat, units)
    return units


def city_cost(table: Any, seat: int, kind: str, cost: tuple[str, ...]) -> tuple[str, ...]:
    """What a build of ``kind`` costs a city in resources after every expansion played (``RefereeExpansion.cost``)."""
    for e in ECONOMY.get():
        cost = e.cost(table, seat, kind, cost)
    return cost


def city_prices(table: Any, seat: int, prices: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """A city's trading prices after every expansion played (``RefereeExpansion.prices``)."""
    for e in ECONOMY.get():
        prices = e.prices(table, seat, prices)
    return prices
