"""Blueprint 'referee': settle a dispute in seconds.

Both screens take the table as the document (carried over from the city entry,
loaded from a saved game with ``?game=<share token>``, or pasted as JSON), ask the
game's referee (``referee.registry.referee``) and show its verdict: legal or not,
the rule cited, and every way to pay (whom to pay how much).
"""
from __future__ import annotations


from flask import Blueprint, abort, render_template, request
from flask_babel import gettext
from sqlalchemy import select

from referee import registry as referees
from scoring.core.errors import BadInput
from wonders import l10n
from wonders.extensions import db
from wonders.models import Game

from wonders.web.babel_referee import apply_babel_form, babel_context
from wonders.web.forms import ArchitectsRefereeForm, DuelRefereeForm, RefereeForm, TradeForm
from wonders.web.tables import (AGE_LABEL, DamagedDocument, safe_loads, cat_for, check_shape, classic, dump_document, game_for,
                                legal_cards, load_document, names, neighbour_names, place, table_size)

bp = Blueprint("referee", __name__, url_prefix="/referee")


def _card_choices(doc: dict) -> list:
    cat = cat_for(doc)
    size = table_size(doc)
    groups: dict[str, list] = {}
    for name in legal_cards(cat, size):
        first = next(c for c in cat.card_entries(name) if c.copies(size) > 0)
        label = l10n.choice_label(first)
        groups.setdefault(gettext("%(age)s guilds", age=AGE_LABEL[first.age]) if first.is_guild else str(AGE_LABEL[first.age]), []).append((name, label))
    return [("", gettext("— choose a card —"))] + [(g, opts) for g, opts in groups.items()]


def _prepare(form: RefereeForm, doc: dict) -> None:
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    choices = _card_choices(doc)
    # WTForms wants optgroups as a dict; the placeholder goes in its own group-less list
    form.card.choices = {"": [choices[0]], **{g: opts for g, opts in choices[1:]}}


def render_referee(doc: dict, form: RefereeForm | None = None, verdict: dict | None = None,
                   trade: bool = False, errors: list[str] | None = None, status: int = 200):
    if is_duel(doc):
        return render_duel(doc, form if isinstance(form, DuelRefereeForm) else None, verdict, errors, status)
    if is_architects(doc):
        return render_architects(doc)
    if not classic(doc):
        # the screen asks for a player, an age and a card of the 1st edition's kind of game
        game = game_for(doc)
        return render_template("error.html", code=200, title=gettext("Referee: %(game)s", game=game.title),
                               message=gettext("The referee screen is built for 7 Wonders (both editions), Duel and "
                                               "Architects so far. %(game)s: ask the referee with `wonders check` or "
                                               "POST /api/check (README, \"Refereeing a dispute\").",
                                               game=game.title)), 200
    if form is None:
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
    return render_template("referee/check.html", form=form, doc=doc, verdict=verdict, trade=trade,
                           general_errors=errors or [], left=left, right=right, recent=games,
                           has_table=bool(doc.get("players")), babel=babel_context(doc),
                           babel_join=request.form.get("babel-join") if request.method == "POST" else None), status


def _saved_doc(token: str | None, draft_token: str | None = None) -> dict:
    """The table of a saved game (``?game=<share token>``) or of a game being entered
    (``?draft=<token>``), as it stands now."""
    view = request.args.get("table")
    if draft_token or view:
        # ``?table=<view token>``: a table's read-only link (table mode) — its current state
        from wonders.drafts import table_document
        from wonders.models import Draft
        draft = db.session.scalar(select(Draft).where(Draft.token == draft_token) if draft_token
                                  else select(Draft).where(Draft.view_token == view))
        if draft is None:
            abort(404)
        return load_document(dump_document(table_document(draft.state)))
    if not token:
        return {"game": "7w", "players": []}
    game = db.session.scalar(select(Game).where(Game.share_token == token))
    if game is None:
        abort(404)
    return load_document(dump_document(game.document))


@bp.get("")
def check():
    return render_referee(_saved_doc(request.args.get("game"), request.args.get("draft")))


@bp.get("/trade")
def trade():
    return render_referee(_saved_doc(request.args.get("game"), request.args.get("draft")), trade=True)


@bp.post("")
def check_post():
    return _answer(RefereeForm(), trade=False)


@bp.post("/trade")
def trade_post():
    return _answer(TradeForm(), trade=True)


def _answer(form: RefereeForm, trade: bool):  # noqa: C901 — kept whole until the referee screens are drawn from each game's interface (its game branches go then)
    pasted = (form.table_json.data or "").strip()
    if pasted:
        try:
            doc = check_shape(safe_loads(pasted))  # scoring.core.safejson bounds
        except (ValueError, DamagedDocument) as exc:
            form.table_json.errors = [gettext("not a table document: %(reason)s", reason=exc)]
            return render_referee(load_document(form.document.data), form, trade=trade, status=422)
        form.table_json.data = ""
    else:
        doc = load_document(form.document.data)
    if is_duel(doc):
        return _duel_answer(doc, pasted=bool(pasted))
    if is_architects(doc):
        return render_architects(doc)
    if "check" not in request.form or not doc.get("players"):
        # a tab switch or a loaded table: keep what was chosen, the defaults for the rest
        if form.action.data not in ("build", "stage"):
            form.action.data = "build"
        if form.age.data not in (1, 2, 3):
            form.age.data = 1
        return render_referee(doc, form, trade=trade)
    _prepare(form, doc)
    ok = form.validate()
    if form.player.data not in names(doc):
        form.player.errors = list(form.player.errors) + [gettext("choose a player at this table")]
        ok = False
    card = None
    if form.action.data == "build":
        card = cat_for(doc).card(form.card.data or "")
        if card is None:
            form.card.errors = list(form.card.errors) + [gettext("choose the card to build")]
            ok = False
    buys = []
    if trade:
        seen = set()
        for row in form.buys:
            if row.name in seen:      # WTForms pads a sparse list by re-reading a row
                continue
            seen.add(row.name)
            r = row.form
            if not (r.source.data or r.resource.data or r.count.data):
                continue
            if not r.source.data:
                r.source.errors = list(r.source.errors) + [gettext("choose whom to buy from")]
                ok = False
            if not r.resource.data:
                r.resource.errors = list(r.resource.errors) + [gettext("choose a resource")]
                ok = False
            buys.append({"from": r.source.data, "resource": r.resource.data, "count": r.count.data or 1})
        if ok and not buys:
            form.buy_errors = [gettext("enter at least one purchase")]
            ok = False
    if not ok:
        return render_referee(doc, form, trade=trade, status=422)
    action: dict = {"player": form.player.data}
    if form.action.data == "stage":
        action["stage"] = True
    else:
        action["build"] = card.name
    if trade:
        action["buy"] = buys
    doc = apply_babel_form(doc, request.form, action)      # Babel's tower and project
    request_doc = dict(doc, age=form.age.data, action=action)
    try:
        verdict = referees.referee(request_doc)       # the game's own referee (7w2 cites seed 001)
    except BadInput as exc:
        return render_referee(doc, form, trade=trade, errors=_messages(exc, form, doc), status=422)
    return render_referee(doc, form, verdict=verdict, trade=trade)


def _messages(exc: BadInput, form: RefereeForm, doc: dict) -> list[str]:
    """Problems about the action go beside its fields; the rest above the form."""
    general = []
    for pr in exc.problems:
        path = pr.path or ""
        if path.startswith("action.build") or path == "action.stage":
            form.card.errors = list(form.card.errors) + [pr.message]
        elif path.startswith("action.player"):
            form.player.errors = list(form.player.errors) + [pr.message]
        elif path == "age":
            form.age.errors = list(form.age.errors) + [pr.message]
        elif path.startswith("action.buy") and isinstance(form, TradeForm):
            form.buy_errors = getattr(form, "buy_errors", []) + [pr.message]
        else:
            placed = place([pr], doc)
            general.extend(placed.table or [str(pr)])
    return general


# -- 7 Wonders Duel (referee.duel.rules): two players, build / wonder / discard, the age's layout ----

def is_duel(doc: dict) -> bool:
    return game_for(doc).id == "duel"


def _prepare_duel(form: DuelRefereeForm, doc: dict) -> None:
    from scoring.duel import catalogue
    cat = catalogue()
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    groups: dict[str, list] = {}
    for c in cat.cards:
        groups.setdefault(gettext("Guilds") if c.is_guild else str(AGE_LABEL[c.age]), []).append(
            (c.name, l10n.choice_label(c)))
    form.card.choices = {"": [("", gettext("— choose a card —"))], **groups}
    form.wonder.choices = [("", gettext("— choose a wonder —"))] + [(w.name, l10n.choice_label(w)) for w in cat.wonders]


def render_duel(doc: dict, form: DuelRefereeForm | None = None, verdict: dict | None = None,
                errors: list[str] | None = None, status: int = 200):
    if form is None:
        form = DuelRefereeForm(formdata=None)
    _prepare_duel(form, doc)
    opponent = None
    if form.player.data in names(doc) and len(names(doc)) == 2:
        opponent = next(n for n in names(doc) if n != form.player.data)
    return render_template("referee/duel.html", form=form, doc=doc, verdict=verdict, opponent=opponent,
                           general_errors=errors or [], has_table=bool(doc.get("players"))), status


def _duel_answer(doc: dict, pasted: bool):  # noqa: C901 — kept whole until the referee screens are drawn from each game's interface (its game branches go then)
    form = DuelRefereeForm()
    if pasted:
        form.table_json.data = ""
    if "check" not in request.form or not doc.get("players"):
        if form.action.data not in ("build", "wonder", "discard"):
            form.action.data = "build"
        if form.age.data not in (1, 2, 3):
            form.age.data = 1
        return render_duel(doc, form)
    _prepare_duel(form, doc)
    ok = form.validate()
    if form.player.data not in names(doc):
        form.player.errors = list(form.player.errors) + [gettext("choose a player at this table")]
        ok = False
    kind = form.action.data
    if kind == "build" and not form.card.data:
        form.card.errors = list(form.card.errors) + [gettext("choose the card to build")]
        ok = False
    if kind == "wonder" and not form.wonder.data:
        form.wonder.errors = list(form.wonder.errors) + [gettext("choose the wonder to build")]
        ok = False
    layout = None
    if (form.layout.data or "").strip():
        try:
            layout = safe_loads(form.layout.data)
        except ValueError as exc:
            form.layout.errors = list(form.layout.errors) + [gettext("not JSON: %(reason)s", reason=exc)]
            ok = False
    if not ok:
        return render_duel(doc, form, status=422)
    action: dict = {"player": form.player.data}
    if kind == "build":
        action["build"] = form.card.data
    elif kind == "wonder":
        action["wonder"] = form.wonder.data
        if form.card.data:
            action["card"] = form.card.data
    else:
        action["discard"] = form.card.data or True
    doc = apply_babel_form(doc, request.form, action)      # Babel's tower and project
    request_doc = dict(doc, age=form.age.data, action=action)
    if layout is not None:
        request_doc["layout"] = layout
    try:
        verdict = referees.referee(request_doc)
    except BadInput as exc:
        return render_duel(doc, form, errors=_duel_messages(exc, form), status=422)
    return render_duel(doc, form, verdict=verdict)


def _duel_messages(exc: BadInput, form: DuelRefereeForm) -> list[str]:
    """Problems about the action go beside its fields; the rest above the form."""
    general = []
    for pr in exc.problems:
        path = pr.path or ""
        if path.startswith(("action.build", "action.card", "action.discard")):
            form.card.errors = list(form.card.errors) + [pr.message]
        elif path.startswith("action.wonder"):
            form.wonder.errors = list(form.wonder.errors) + [pr.message]
        elif path.startswith("action.player"):
            form.player.errors = list(form.player.errors) + [pr.message]
        elif path == "age":
            form.age.errors = list(form.age.errors) + [pr.message]
        elif path.startswith("layout"):
            form.layout.errors = list(form.layout.errors) + [f"{path}: {pr.message}"]
        else:
            general.append(f"{path}: {pr.message}" if path else pr.message)
    return general


# -- 7 Wonders Architects: what taking a card sets off (referee.architects.check) -------------------

def is_architects(doc: dict) -> bool:
    from scoring.games import find_game
    raw = doc.get("game")
    info = find_game(raw) if isinstance(raw, str) else None
    return info is not None and info.id == "architects"


def render_architects(doc: dict, form: ArchitectsRefereeForm | None = None, verdict: dict | None = None,
                      errors: list[str] | None = None, status: int = 200):
    from scoring.architects import catalogue
    if form is None:
        form = ArchitectsRefereeForm(formdata=None)
        if doc.get("stage_order") in ("fixed", "free"):      # the table's choice, made on the entry screen
            form.stage_order.data = doc["stage_order"]
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    form.take.choices = [("", gettext("— choose a card —"))] + [(k.id, f"{l10n.name('architects', k.id)} ({k.id})")
                                                                for k in catalogue().kinds]
    return render_template("referee/architects.html", form=form, doc=doc, verdict=verdict,
                           general_errors=errors or [], has_table=bool(doc.get("players"))), status


@bp.get("/architects")
def architects():
    doc = _saved_doc(request.args.get("game"), request.args.get("draft"))
    return render_architects(doc if doc.get("players") else {"game": "architects", "players": []})


@bp.post("/architects")
def architects_post():
    form = ArchitectsRefereeForm()
    pasted = (form.table_json.data or "").strip()
    try:
        doc = check_shape(safe_loads(pasted)) if pasted else load_document(form.document.data)
    except (ValueError, DamagedDocument) as exc:
        form.table_json.errors = [gettext("not a table document: %(reason)s", reason=exc)]
        return render_architects({"game": "architects", "players": []}, form, status=422)
    form.table_json.data = ""
    if not is_architects(doc):
        return render_referee(doc)
    if "check" not in request.form or not doc.get("players"):
        return render_architects(doc, form)
    ok = form.validate()
    if form.player.data not in names(doc):
        form.player.errors = list(form.player.errors) + [gettext("choose a player at this table")]
        ok = False
    if not form.take.data:
        form.take.errors = list(form.take.errors) + [gettext("choose the card taken")]
        ok = False
    if not ok:
        return render_architects(doc, form, status=422)
    action = {"player": form.player.data, "take": form.take.data}
    if form.source.data:
        action["from"] = form.source.data
    request_doc = dict(doc, action=action, conflict={"battle_side_up": form.battle_side_up.data or 0},
                       stage_order=form.stage_order.data or "free")
    try:
        verdict = referees.referee(request_doc)
    except BadInput as exc:
        general = []
        fields = {"action.player": form.player, "action.take": form.take, "action.from": form.source,
                  "conflict": form.battle_side_up}
        for pr in exc.problems:
            target = next((f for key, f in fields.items() if (pr.path or "").startswith(key)), None)
            if target is not None:
                target.errors = list(target.errors) + [pr.message]
            else:
                general.append(str(pr))
        return render_architects(doc, form, errors=general, status=422)
    return render_architects(doc, form, verdict=verdict)
