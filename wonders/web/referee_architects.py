"""The referee screen of a game where a player takes a card and the rules say what it sets off
(``Game.referee_screen == "architects"``; ``referee.architects.check``;
``templates/referee/architects.html``).  Its form posts to ``/referee/architects``."""
from __future__ import annotations

from flask_babel import gettext

from referee import registry as referees
from scoring import games
from scoring.architects import catalogue
from scoring.core.errors import BadInput
from wonders import l10n
from wonders.web import referee_sections
from wonders.web.forms import ArchitectsRefereeForm
from wonders.web.referee_screen import add_error, check_player, page
from wonders.web.tables import dump_document, game_for, names

SCREEN = "architects"
ENDPOINTS = ("referee.architects_post",)     # the route that answers this screen's form


def empty_table() -> dict:
    """A table with no players of the game this screen referees (the screen then asks for one)."""
    game = next(g for g in games.available() if g.referee_screen == SCREEN)
    return {"game": game.id, "players": []}


def render(doc: dict, form=None, verdict: dict | None = None, errors: list[str] | None = None,
           status: int = 200, trade: bool = False):
    if not isinstance(form, ArchitectsRefereeForm):
        form = ArchitectsRefereeForm(formdata=None)
        if doc.get("stage_order") in ("fixed", "free"):      # the table's choice, made on the entry screen
            form.stage_order.data = doc["stage_order"]
    game = game_for(doc).id
    form.document.data = dump_document(doc)
    form.player.choices = [(n, n) for n in names(doc)]
    form.take.choices = [("", gettext("— choose a card —"))] + [(k.id, f"{l10n.name(game, k.id)} ({k.id})")
                                                                for k in catalogue().kinds]
    return page("referee/architects.html", doc, form, verdict, errors, status)


def _action(form: ArchitectsRefereeForm, doc: dict) -> dict | None:
    """The card taken, or None (the errors beside their fields)."""
    ok = form.validate()
    ok = check_player(form, doc) and ok
    if not form.take.data:
        add_error(form.take, gettext("choose the card taken"))
        ok = False
    if not ok:
        return None
    action = {"player": form.player.data, "take": form.take.data}
    if form.source.data:
        action["from"] = form.source.data
    return action


def answer(doc: dict, form: ArchitectsRefereeForm, pasted: bool, trade: bool):
    """What taking the posted card sets off (or the screen again when the table was just loaded)."""
    if "check" not in referee_sections.posted() or not doc.get("players"):
        return render(doc, form)
    action = _action(form, doc)
    if action is None:
        return render(doc, form, status=422)
    doc = referee_sections.apply_forms(doc, referee_sections.posted(), action)      # the expansions' fields
    request_doc = dict(doc, action=action, conflict={"battle_side_up": form.battle_side_up.data or 0},
                       stage_order=form.stage_order.data or "free")
    try:
        verdict = referees.referee(request_doc)
    except BadInput as exc:
        return render(doc, form, errors=_messages(exc, form), status=422)
    return render(doc, form, verdict=verdict)


def _messages(exc: BadInput, form: ArchitectsRefereeForm) -> list[str]:
    """Problems about the action go beside its fields; the rest above the form."""
    general = []
    fields = {"action.player": form.player, "action.take": form.take, "action.from": form.source,
              "conflict": form.battle_side_up}
    for pr in exc.problems:
        target = next((f for key, f in fields.items() if (pr.path or "").startswith(key)), None)
        if target is not None:
            add_error(target, pr.message)
        else:
            general.append(str(pr))
    return general
