"""The referee screen of the games with the 1st edition's kind of table (``Game.referee_screen ==
"classic"``): a player, an age, a card or the next wonder stage, and on the trade tab the
resources bought from each neighbour (``templates/referee/check.html``)."""
from __future__ import annotations

from flask_babel import gettext
from sqlalchemy import select

from referee import registry as referees
from scoring.core.errors import BadInput
from wonders import l10n
from wonders.extensions import db
from wonders.models import Game
from wonders.web import referee_sections
from wonders.web.forms import RefereeForm, TradeForm
from wonders.web.referee_screen import add_error, check_player, page
from wonders.web.tables import (AGE_LABEL, cat_for, dump_document, legal_cards, names, neighbour_names, place,
                                table_size)

SCREEN = "classic"
ENDPOINTS = ("referee.check_post", "referee.trade_post")     # the routes that answer this screen's form


def _card_choices(doc: dict) -> list:
    cat = cat_for(doc)
    size = table_size(doc)
    groups: dict[str, list] = {}
    for name in legal_cards(cat, size):
        first = next(c for c in cat.card_entries(name) if c.copies(size) > 0)
        if first.age not in AGE_LABEL:          # a card of no Age (a leader): its expansion's section plays it
            continue
        label = l10n.choice_label(first)
        groups.setdefault(gettext("%(age)s guilds", age=AGE_LABEL[first.age]) if first.is_guild else str(AGE_LABEL[first.age]), []).append((name, label))
    return [("", gettext("— choose a card —"))] + [(g, opts) for g, opts in groups.items()]


def _prepare(form: RefereeForm, doc: dict) -> None:
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    choices = _card_choices(doc)
    # WTForms wants optgroups as a dict; the placeholder goes in its own group-less list
    form.card.choices = {"": [choices[0]], **{g: opts for g, opts in choices[1:]}}


def render(doc: dict, form=None, verdict: dict | None = None, errors: list[str] | None = None,
           status: int = 200, trade: bool = False):
    if not isinstance(form, RefereeForm):
        form = (TradeForm if trade else RefereeForm)(formdata=None)
    _prepare(form, doc)
    seat = next((i for i, n in enumerate(names(doc)) if n == form.player.data), None)
    left = right = None
    if seat is not None and len(names(doc)) > 1:
        left, right = neighbour_names(doc, seat)
        if trade:
            for row in form.buys:
                row.form.source.choices = [("", "—"), ("left", gettext("Left (%(name)s)", name=left)),
                                           ("right", gettext("Right (%(name)s)", name=right))]
    games = db.session.scalars(select(Game).order_by(Game.played_on.desc(), Game.id.desc()).limit(5)).all()
    return page("referee/check.html", doc, form, verdict, errors, status, trade=trade, left=left, right=right,
                recent=games)


def _buys(form: TradeForm, ok: bool) -> tuple[list[dict], bool]:
    """The purchases entered on the trade tab (blank rows skipped), and whether the form (``ok``
    so far) and each row are whole."""
    buys, seen = [], set()
    for row in form.buys:
        if row.name in seen:      # WTForms pads a sparse list by re-reading a row
            continue
        seen.add(row.name)
        r = row.form
        if not (r.source.data or r.resource.data or r.count.data):
            continue
        if not r.source.data:
            add_error(r.source, gettext("choose whom to buy from"))
            ok = False
        if not r.resource.data:
            add_error(r.resource, gettext("choose a resource"))
            ok = False
        buys.append({"from": r.source.data, "resource": r.resource.data, "count": r.count.data or 1})
    if ok and not buys:
        form.buy_errors = [gettext("enter at least one purchase")]
        ok = False
    return buys, ok


def _action(form: RefereeForm, doc: dict, trade: bool) -> dict | None:
    """The action the form describes, or None (the errors beside their fields)."""
    ok = form.validate()
    ok = check_player(form, doc) and ok
    card = None
    # an expansion's section may give the whole action (a leader played): no card asked for then
    replaced = referee_sections.action_replaced(doc)
    if form.action.data == "build" and not replaced:
        card = cat_for(doc).card(form.card.data or "")
        if card is None:
            add_error(form.card, gettext("choose the card to build"))
            ok = False
    buys, ok = _buys(form, ok) if trade else ([], ok)
    if not ok:
        return None
    action: dict = {"player": form.player.data}
    if form.action.data == "stage":
        action["stage"] = True
    elif card is not None:
        action["build"] = card.name
    if trade:
        action["buy"] = buys
    return action


def answer(doc: dict, form, pasted: bool, trade: bool):
    """The verdict on the posted action (or the screen again: a tab switch, a table just loaded)."""
    if "check" not in referee_sections.posted() or not doc.get("players"):
        # a tab switch or a loaded table: keep what was chosen, the defaults for the rest
        if form.action.data not in ("build", "stage"):
            form.action.data = "build"
        if form.age.data not in (1, 2, 3):
            form.age.data = 1
        return render(doc, form, trade=trade)
    _prepare(form, doc)
    action = _action(form, doc, trade)
    if action is None:
        return render(doc, form, trade=trade, status=422)
    doc = referee_sections.apply_forms(doc, referee_sections.posted(), action)      # the expansions' fields
    try:
        verdict = referees.referee(dict(doc, age=form.age.data, action=action))   # the game's own referee
    except BadInput as exc:
        return render(doc, form, trade=trade, errors=_messages(exc, form, doc), status=422)
    return render(doc, form, verdict=verdict, trade=trade)


def _messages(exc: BadInput, form: RefereeForm, doc: dict) -> list[str]:
    """Problems about the action go beside its fields; the rest above the form."""
    general = []
    for pr in exc.problems:
        path = pr.path or ""
        if path.startswith("action.build") or path == "action.stage":
            add_error(form.card, pr.message)
        elif path.startswith("action.player"):
            add_error(form.player, pr.message)
        elif path == "age":
            add_error(form.age, pr.message)
        elif path.startswith("action.buy") and isinstance(form, TradeForm):
            form.buy_errors = getattr(form, "buy_errors", []) + [pr.message]
        else:
            placed = place([pr], doc)
            general.extend(placed.table or [str(pr)])
    return general
