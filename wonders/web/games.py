"""Blueprint 'games': enter a table, live score sheet, saved games and their history.

Flow (each step keeps the whole table document in a hidden field, so nothing typed
is lost between steps, on errors or when going back):

    /games/new      game, expansions, players in seating order, wonders (or deal)
    /games/city     one city at a time: stages, cards, coins, tokens or shields
                    ("Score" → the live score sheet, with "Save game")
    /games/save     stores the game → /e/<edit_token>
    /g/<share>      read-only saved game         /e/<edit>   the same, editable
"""
from __future__ import annotations

from datetime import date

from flask import (Blueprint, abort, flash, redirect, render_template, request, url_for)
from sqlalchemy import select

from scoring.document import parse_table
from scoring.engine import CATEGORIES, score
from scoring.errors import BadInput
from wonders.extensions import db
from wonders.models import Game, GamePlayer, store_result

from . import charts
from .forms import CityForm, DeleteForm, HistoryForm, SaveForm, SetupForm
from .tables import (CATEGORY_COLOUR, CATEGORY_LABEL, SETUP_FIELDS, Placed, cat_for,
                     card_list, deal, dump_document, int_or, load_document, names, neighbour_names,
                     new_document, parse_card_text, picker, place, player_count, stage_count, uses_shields)

bp = Blueprint("games", __name__)

PER_PAGE = 25


# -- home -----------------------------------------------------------------------------------

@bp.get("/")
def home():
    recent = db.session.scalars(select(Game).order_by(Game.played_on.desc(), Game.id.desc()).limit(5)).all()
    return render_template("home.html", recent=recent)


# -- step 1: game and players -------------------------------------------------------------

def _setup_rows(doc: dict) -> list[dict]:
    return [{"name": p.get("name") if isinstance(p.get("name"), str) else "",
             "wonder": p.get("wonder") if isinstance(p.get("wonder"), str) else "",
             "side": p.get("side") if p.get("side") in ("A", "B") else "",
             "free_city": p.get("free_city") is True}
            for p in doc.get("players", [])]


def _setup_form(doc: dict, edit_token: str = "", rows: list[dict] | None = None,
                mode: str | None = None, expansions: list | None = None) -> SetupForm:
    rows = rows if rows is not None else _setup_rows(doc)
    exp = expansions if expansions is not None else doc.get("expansions", [])
    form = SetupForm(formdata=None, data={
        "document": dump_document(doc), "edit_token": edit_token, "game": doc.get("game", "7w"),
        "expansions": exp if isinstance(exp, list) else [],
        "military_mode": mode or ("shields" if uses_shields(doc) else "tokens"),
        "players": rows or [{} for _ in range(3)]})
    form.set_choices(cat_for(doc))
    return form


def render_setup(form: SetupForm, table_errors: list[str] | None = None, status: int = 200):
    doc = load_document(form.document.data) if form.document.data else new_document()
    return render_template("games/setup.html", form=form, table_errors=table_errors or [],
                           max_players=cat_for(doc).max_players), status


@bp.get("/games/new")
def new():
    return render_setup(_setup_form(new_document()))


@bp.post("/games/new")
def new_post():
    form = SetupForm()
    doc = load_document(form.document.data)
    form.set_choices(cat_for(doc))
    action = request.form.get("action", "next")
    rows = [{"name": (r.form.name.data or "").strip(), "wonder": r.form.wonder.data or "",
             "side": r.form.side.data or "", "free_city": bool(r.form.free_city.data)} for r in form.players]
    mode = form.military_mode.data if form.military_mode.data in ("tokens", "shields") else "tokens"
    expansions = [e for e in (form.expansions.data or []) if isinstance(e, str)]
    rebuild = None
    if action == "add":
        rebuild = rows + [{"name": "", "wonder": "", "side": ""}] if len(rows) < cat_for(doc).max_players else rows
    elif action.startswith("remove-") and action[7:].isdigit():
        k = int(action[7:])
        rebuild = [r for i, r in enumerate(rows) if i != k] if len(rows) > 3 else rows
    elif action == "deal":
        rebuild = [dict(r) for r in rows]
        deal(rebuild, cat_for(doc))
    if rebuild is not None:
        form = _setup_form(doc, form.edit_token.data or "", rebuild, mode, expansions)
        return render_setup(form)
    if not form.validate():
        return render_setup(form, status=422)
    deal(rows, cat_for(doc))
    new_doc = _apply_setup(doc, rows, mode, expansions, form.game.data or "7w")
    problems = _setup_problems(new_doc)
    if problems:
        form = _setup_form(new_doc, form.edit_token.data or "", rows, mode, expansions)
        return render_setup(_mark_setup_errors(form, problems, new_doc), problems.table, status=422)
    return render_city(new_doc, 0, form.edit_token.data or "")


def _apply_setup(doc: dict, rows: list[dict], mode: str, expansions: list, game: str) -> dict:
    old = doc.get("players", [])
    players = []
    for i, r in enumerate(rows):
        p = dict(old[i]) if i < len(old) else {"stages": 0, "cards": [], "coins": 0}
        p.update(name=r["name"], wonder=r["wonder"], side=r["side"])
        if r.get("free_city"):
            p["free_city"] = True
        else:
            p.pop("free_city", None)
        if mode == "shields":
            p.pop("military", None)
            if not isinstance(p.get("shields"), list):
                p["shields"] = [0, 0]
        else:
            p.pop("shields", None)
            p.setdefault("military", [])
        players.append(p)
    out = {"game": game, "players": players}
    if expansions:
        out["expansions"] = expansions
    return out


def _setup_problems(doc: dict) -> Placed:
    """The library's verdict on names, wonders, sides and the player count only."""
    bare = {k: v for k, v in doc.items() if k != "players"}
    bare["players"] = [{k: p[k] for k in ("name", "wonder", "side", "free_city") if k in p}
                       for p in doc["players"]]
    try:
        parse_table(bare)
    except BadInput as exc:
        return place(exc.problems, doc)
    return Placed([], {}, {})


def _mark_setup_errors(form: SetupForm, placed: Placed, doc: dict) -> SetupForm:
    for seat, fields in placed.players.items():
        if seat >= len(form.players):
            continue
        row = form.players[seat].form
        for field, messages in fields.items():
            target = getattr(row, field if field in ("name", "wonder", "side") else "name")
            target.errors = list(target.errors) + messages
    keep = []
    for msg in placed.table:
        if msg.startswith("expansions: "):
            form.expansions.errors = list(form.expansions.errors) + [msg[len("expansions: "):]]
        else:
            keep.append(msg)
    placed.table[:] = keep
    return form


# -- step 2: the cities ---------------------------------------------------------------------

def _city_choices(form: CityForm, doc: dict, seat: int, groups) -> None:
    form.stages.choices = [(k, str(k)) for k in range(stage_count(doc, seat) + 1)]
    form.cards.choices = [(c.name, c.name) for g in groups for c in g.cards]


def _city_data(doc: dict, seat: int, edit_token: str) -> dict:
    p = doc["players"][seat]
    cat = cat_for(doc)
    cards, unknown = [], []
    for spelling in card_list(p):
        card = cat.card(spelling)
        (cards if card is not None else unknown).append(card.name if card else spelling)
    military = p.get("military") if isinstance(p.get("military"), list) else []
    shields = p.get("shields") if isinstance(p.get("shields"), list) else []
    data = {"document": dump_document(doc), "edit_token": edit_token, "seat": str(seat),
            "stages": int_or(p.get("stages")), "cards": cards, "cards_text": ", ".join(unknown),
            "coins": int_or(p.get("coins")),
            "defeats": military.count(-1), "wins1": military.count(1), "wins3": military.count(3),
            "wins5": military.count(5)}
    for k in range(3):
        data[f"shields{k + 1}"] = int_or(shields[k], None) if k < len(shields) else None
    return data


def render_city(doc: dict, seat: int, edit_token: str = "", form: CityForm | None = None,
                placed: Placed | None = None, status: int = 200):
    if not doc.get("players"):
        return render_setup(_setup_form(doc, edit_token))
    seat = min(max(seat, 0), player_count(doc) - 1)
    groups = picker(doc, seat)
    if form is None:
        form = CityForm(formdata=None, data=_city_data(doc, seat, edit_token))
    else:
        form.document.data = dump_document(doc)
    _city_choices(form, doc, seat, groups)
    placed = placed or Placed([], {}, {})
    for field, messages in placed.for_seat(seat).items():
        target = {"cards": form.cards, "stages": form.stages, "coins": form.coins,
                  "military": form.defeats, "shields": form.shields1}.get(field)
        if target is None:
            placed.table.extend(messages)
        else:
            target.errors = list(target.errors) + messages
    # cards the picker does not offer (not in play at this count) stay visible as text
    offered = {c for c, _ in form.cards.choices}
    extra = [c for c in (form.cards.data or []) if c not in offered]
    if extra:
        form.cards.data = [c for c in form.cards.data if c in offered]
        form.cards_text.data = ", ".join(filter(None, [form.cards_text.data or ""] + extra))
    try:
        live = score(doc).to_json()
    except BadInput:
        live = None
    p = doc["players"][seat]
    left, right = neighbour_names(doc, seat)
    return render_template(
        "games/city.html", form=form, doc=doc, seat=seat, names=names(doc), player=p,
        left=left, right=right, groups=groups, shields_mode=uses_shields(doc), placed=placed,
        card_errors=placed.cards.get(seat, {}), live=live, chosen=set(form.cards.data or [])), status


@bp.post("/games/city")
def city_post():
    form = CityForm()
    doc = load_document(form.document.data)
    edit_token = form.edit_token.data or ""
    go = request.form.get("go", "score")
    if not doc.get("players"):
        flash("Start by choosing the players.", "info")
        return render_setup(_setup_form(doc, edit_token))
    raw_seat = form.seat.data or ""
    if raw_seat.isdigit() and int(raw_seat) < player_count(doc):
        seat = int(raw_seat)
        groups = picker(doc, seat)
        _city_choices(form, doc, seat, groups)
        valid = form.validate()
        typed, problems = parse_card_text(form.cards_text.data or "", cat_for(doc))
        if problems:
            form.cards_text.errors = list(form.cards_text.errors) + problems
        if not valid or problems:
            return render_city(doc, seat, edit_token, form=form, status=422)
        _merge_city(doc, seat, form, typed)
    else:
        seat = 0
    return _go(doc, seat, go, edit_token)


def _merge_city(doc: dict, seat: int, form: CityForm, typed: list[str]) -> None:
    p = doc["players"][seat]
    cards = list(dict.fromkeys(list(form.cards.data or []) + typed))
    p["stages"] = form.stages.data or 0
    p["cards"] = cards
    p["coins"] = form.coins.data or 0
    if uses_shields(doc):
        shields = [form.shields1.data or 0, form.shields2.data or 0]
        if form.shields3.data is not None:
            shields.append(form.shields3.data)
        p["shields"] = shields
        p.pop("military", None)
    else:
        p["military"] = [t for name, t in CityForm.TOKEN_FIELDS for _ in range(getattr(form, name).data or 0)]


def _go(doc: dict, seat: int, go: str, edit_token: str):
    if go == "players":
        return render_setup(_setup_form(doc, edit_token))
    if go == "referee":
        from .referee_views import render_referee
        return render_referee(doc)
    if go.isdigit():
        return render_city(doc, int(go), edit_token)
    return render_sheet_or_errors(doc, seat, edit_token)


def render_sheet_or_errors(doc: dict, seat: int, edit_token: str = "", save_form: SaveForm | None = None,
                           status: int = 200):
    try:
        result = score(doc)
    except BadInput as exc:
        placed = place(exc.problems, doc)
        seats = placed.seats()
        if seats and all(set(placed.players.get(s, {})) <= set(SETUP_FIELDS) for s in seats):
            form = _mark_setup_errors(_setup_form(doc, edit_token), placed, doc)
            return render_setup(form, placed.table, status=422)
        target = seat if seat in seats else (seats[0] if seats else seat)
        return render_city(doc, target, edit_token, placed=placed, status=422)
    if save_form is None:
        data = {"document": dump_document(doc), "edit_token": edit_token, "played_on": date.today()}
        game = _game_by_edit(edit_token) if edit_token else None
        if game is not None:
            data.update(title=game.title, played_on=game.played_on, note=game.note)
        save_form = SaveForm(formdata=None, data=data)
    return render_template("games/sheet.html", doc=doc, result=result.to_json(), save_form=save_form,
                           chart=score_chart(result.to_json()), categories=CATEGORIES,
                           labels=CATEGORY_LABEL, colours=CATEGORY_COLOUR, edit_token=edit_token), status


def score_chart(result: dict) -> charts.Chart:
    rows = [(p["name"], p["categories"]) for p in result["players"]]
    return charts.stacked_bars(rows, list(CATEGORIES), CATEGORY_COLOUR, CATEGORY_LABEL,
                               title="Score breakdown")


# -- step 3: save ---------------------------------------------------------------------------

def _game_by_edit(token: str) -> Game | None:
    return db.session.scalar(select(Game).where(Game.edit_token == token)) if token else None


@bp.post("/games/save")
def save():
    form = SaveForm()
    doc = load_document(form.document.data)
    edit_token = form.edit_token.data or ""
    if not doc.get("players"):
        return render_setup(_setup_form(doc, edit_token), ["Nothing to save yet: enter the players first."], 422)
    if not form.validate():
        return render_sheet_or_errors(doc, 0, edit_token, save_form=form, status=422)
    game = Game() if not edit_token else _game_by_edit(edit_token)
    if game is None:
        abort(404)
    try:
        store_result(game, doc)
    except BadInput:
        return render_sheet_or_errors(doc, 0, edit_token)
    _apply_details(game, form)
    game.expansions = [e for e in doc.get("expansions", []) if isinstance(e, str)]
    db.session.add(game)
    db.session.commit()
    flash("Game saved." if not edit_token else "Game updated.", "success")
    return redirect(url_for(".edit", token=game.edit_token))


def _apply_details(game: Game, form: SaveForm) -> None:
    game.title = (form.title.data or "").strip() or None
    game.played_on = form.played_on.data or game.played_on or date.today()
    game.note = (form.note.data or "").strip() or None


# -- saved games ------------------------------------------------------------------------------

def _saved_context(game: Game) -> dict:
    try:
        result = score(game.document).to_json()
    except BadInput as exc:       # a game saved under older rules data
        result = None
        problems = [str(p) for p in exc.problems]
    else:
        problems = []
    return {"game": game, "result": result, "problems": problems, "categories": CATEGORIES,
            "labels": CATEGORY_LABEL, "colours": CATEGORY_COLOUR,
            "chart": score_chart(result) if result else None}


@bp.get("/g/<token>")
def shared(token: str):
    game = db.session.scalar(select(Game).where(Game.share_token == token))
    if game is None:
        abort(404)
    return render_template("games/saved.html", read_only=True, **_saved_context(game))


@bp.route("/e/<token>", methods=["GET", "POST"])
def edit(token: str):
    game = _game_by_edit(token)
    if game is None:
        abort(404)
    form = SaveForm(data={"title": game.title, "played_on": game.played_on, "note": game.note})
    if request.method == "POST":
        if form.validate():
            _apply_details(game, form)
            db.session.commit()
            flash("Details saved.", "success")
            return redirect(url_for(".edit", token=token))
        return render_template("games/saved.html", read_only=False, form=form, **_saved_context(game)), 422
    return render_template("games/saved.html", read_only=False, form=form, **_saved_context(game))


@bp.get("/e/<token>/cities")
def edit_cities(token: str):
    game = _game_by_edit(token) or abort(404)
    seat = request.args.get("seat", "0")
    return render_city(load_document(dump_document(game.document)), int(seat) if seat.isdigit() else 0, token)


@bp.get("/e/<token>/players")
def edit_players(token: str):
    game = _game_by_edit(token) or abort(404)
    return render_setup(_setup_form(load_document(dump_document(game.document)), token))


@bp.route("/e/<token>/delete", methods=["GET", "POST"])
def delete(token: str):
    game = _game_by_edit(token) or abort(404)
    form = DeleteForm()
    if request.method == "POST" and form.validate():
        db.session.delete(game)
        db.session.commit()
        flash("The game was deleted.", "success")
        return redirect(url_for(".history"))
    return render_template("games/delete.html", game=game, form=form)


# -- history ----------------------------------------------------------------------------------

def filtered_games(form: HistoryForm):
    """The SELECT for the history filters (also used by the stats pages)."""
    q = select(Game)
    if form.player.data and form.player.data.strip():
        q = q.where(Game.players.any(GamePlayer.name.ilike(f"%{form.player.data.strip()}%")))
    if form.wonder.data:
        q = q.where(Game.players.any(GamePlayer.wonder == form.wonder.data))
    if form.date_from.data:
        q = q.where(Game.played_on >= form.date_from.data)
    if form.date_to.data:
        q = q.where(Game.played_on <= form.date_to.data)
    return q


def history_form() -> HistoryForm:
    form = HistoryForm(request.args)
    cat = cat_for({})
    form.wonder.choices = [("", "Any wonder")] + [(w.name, w.name) for w in cat.wonders]
    return form


@bp.get("/games")
def history():
    form = history_form()
    valid = form.validate()
    page = request.args.get("page", "1")
    page = int(page) if page.isdigit() and 0 < int(page) < 10_000 else 1
    games, more = [], False
    if valid:
        q = filtered_games(form).order_by(Game.played_on.desc(), Game.id.desc())
        rows = db.session.scalars(q.offset((page - 1) * PER_PAGE).limit(PER_PAGE + 1)).all()
        games, more = rows[:PER_PAGE], len(rows) > PER_PAGE
    args = {k: v for k, v in request.args.items() if k != "page"}
    return render_template("games/list.html", form=form, games=games, page=page, more=more, args=args)
