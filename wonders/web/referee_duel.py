"""The referee screen of a two-player game with build / wonder / discard and the age's card layout
(``Game.referee_screen == "duel"``; ``referee.duel.rules``; ``templates/referee/duel.html``)."""
from __future__ import annotations

from flask_babel import gettext

from referee import registry as referees
from scoring.core.errors import BadInput
from scoring.core.i18n import _ as engine_gettext
from scoring.duel import catalogue
from wonders import l10n
from wonders.web import referee_sections
from wonders.web.forms import DuelRefereeForm
from wonders.web.referee_screen import add_error, check_player, page
from wonders.web.tables import AGE_LABEL, dump_document, game_for, names, safe_loads

SCREEN = "duel"
ENDPOINTS = ("referee.check_post", "referee.trade_post")     # the routes that answer this screen's form


def _prepare(form: DuelRefereeForm, doc: dict) -> None:
    # the game's catalogue with the Wonders of the expansions the table plays (Agora's Knossos)
    cat = (game_for(doc).catalogue_for(doc) if isinstance(doc, dict) else None) or catalogue()
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    groups: dict[str, list] = {}
    for c in cat.cards:
        groups.setdefault(gettext("Guilds") if c.is_guild else str(AGE_LABEL[c.age]), []).append(
            (c.name, l10n.choice_label(c)))
    form.card.choices = {"": [("", gettext("— choose a card —"))], **groups}
    form.wonder.choices = [("", gettext("— choose a wonder —"))] + [(w.name, l10n.choice_label(w)) for w in cat.wonders]


def render(doc: dict, form=None, verdict: dict | None = None, errors: list[str] | None = None,
           status: int = 200, trade: bool = False):
    if not isinstance(form, DuelRefereeForm):
        form = DuelRefereeForm(formdata=None)
    _prepare(form, doc)
    opponent = None
    if form.player.data in names(doc) and len(names(doc)) == 2:
        opponent = next(n for n in names(doc) if n != form.player.data)
    after = verdict.get("after") if isinstance(verdict, dict) else None
    kind = after.get("victory") if isinstance(after, dict) else None
    # an expansion's immediate victory by its name (Agora: "Political supremacy"), as the score sheet says it
    victory_name = game_for(doc).victory_label(kind) if kind and isinstance(doc, dict) else None
    return page("referee/duel.html", doc, form, verdict, errors, status, opponent=opponent,
                victory_name=engine_gettext(victory_name) if victory_name else None)


def _layout(form: DuelRefereeForm) -> tuple[object, bool]:
    """(the age's layout typed, or None; whether it reads as JSON)."""
    if not (form.layout.data or "").strip():
        return None, True
    try:
        return safe_loads(form.layout.data), True
    except ValueError as exc:
        add_error(form.layout, gettext("not JSON: %(reason)s", reason=exc))
        return None, False


def _replaced(doc: dict) -> bool:
    """Whether an expansion's section posted an action of its own in place of Duel's
    (``RefereeExpansion.read_form`` took the build, wonder or discard out of the action)."""
    probe: dict = {"build": True}
    referee_sections.apply_forms(doc, referee_sections.posted(), probe)
    return "build" not in probe


def _action(form: DuelRefereeForm, doc: dict) -> tuple[dict | None, object]:
    """(the action the form describes, or None with the errors beside their fields; the layout)."""
    ok = form.validate()
    ok = check_player(form, doc) and ok
    kind = form.action.data
    if _replaced(doc):
        kind = None                     # an expansion's action (a Divinity, a Senator): no card asked
    if kind == "build" and not form.card.data:
        add_error(form.card, gettext("choose the card to build"))
        ok = False
    if kind == "wonder" and not form.wonder.data:
        add_error(form.wonder, gettext("choose the wonder to build"))
        ok = False
    layout, read = _layout(form)
    if not (ok and read):
        return None, layout
    action: dict = {"player": form.player.data}
    if kind == "build":
        action["build"] = form.card.data
    elif kind == "wonder":
        action["wonder"] = form.wonder.data
        if form.card.data:
            action["card"] = form.card.data
    else:
        action["discard"] = form.card.data or True
    return action, layout


def answer(doc: dict, posted, pasted: bool, trade: bool):
    """The verdict on the posted action (or the screen again when the table was just loaded)."""
    form = referee_sections.question_form(DuelRefereeForm)
    if pasted:
        form.table_json.data = ""
    if "check" not in referee_sections.posted() or not doc.get("players"):
        if form.action.data not in ("build", "wonder", "discard"):
            form.action.data = "build"
        if form.age.data not in (1, 2, 3):
            form.age.data = 1
        return render(doc, form)
    _prepare(form, doc)
    action, layout = _action(form, doc)
    if action is None:
        return render(doc, form, status=422)
    doc = referee_sections.apply_forms(doc, referee_sections.posted(), action)      # the expansions' fields
    request_doc = dict(doc, age=form.age.data, action=action)
    if layout is not None:
        request_doc["layout"] = layout
    try:
        verdict = referees.referee(request_doc)
    except BadInput as exc:
        return render(doc, form, errors=_messages(exc, form), status=422)
    return render(doc, form, verdict=verdict)


def _messages(exc: BadInput, form: DuelRefereeForm) -> list[str]:
    """Problems about the action go beside its fields; the rest above the form."""
    general = []
    for pr in exc.problems:
        path = pr.path or ""
        if path.startswith(("action.build", "action.card", "action.discard")):
            add_error(form.card, pr.message)
        elif path.startswith("action.wonder"):
            add_error(form.wonder, pr.message)
        elif path.startswith("action.player"):
            add_error(form.player, pr.message)
        elif path == "age":
            add_error(form.age, pr.message)
        elif path.startswith("layout"):
            add_error(form.layout, f"{path}: {pr.message}")
        else:
            general.append(f"{path}: {pr.message}" if path else pr.message)
    return general
