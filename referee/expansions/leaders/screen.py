"""Leaders on the referee screen, as data (``referee.core.expansion``: ``screen``, ``read_form``,
``verdict_notes``): the leader the acting player plays in the leader phase and how (recruit it, discard
it for 3 coins, build the next wonder stage with it).  A leader chosen here replaces the action of the
form (``leaders-leader``, ``leaders-use`` → the action's ``recruit`` / ``discard`` / ``stage`` + ``card``);
the verdict's notes give the leaders' coins after the action and the coins the city then holds."""
from __future__ import annotations

from collections.abc import Mapping

from scoring.core.i18n import N_, _, display, ngettext
from scoring.expansions.leaders import catalogue as data

from referee.core.expansion import Form, posted

USES = (("recruit", N_("Recruit it (coins only)")), ("discard", N_("Discard it for 3 coins")),
        ("stage", N_("Build the next wonder stage with it")))


def screen(doc: Mapping, form: Form) -> tuple[dict, ...]:
    """The leader section: which leader the acting player plays, and how (none on the Conflicts tab:
    the leaders' conflict powers are read from the cities)."""
    if doc.get("check") == "military":
        return ()
    leaders = sorted(data.leaders().values(), key=lambda leader: display(leader).casefold())
    choices = [("", "—")] + [(leader.name, ngettext("{leader} ({n} coin)", "{leader} ({n} coins)", leader.coins).format(
        leader=display(leader), n=leader.coins)) for leader in leaders]
    fields = (
        {"kind": "notes", "name": "leaders-help",
         "items": [_("The leader phase, at the beginning of each Age: a leader chosen here replaces the action "
                     "above.")]},
        {"kind": "select", "name": "leaders-leader", "label": _("Leader played"), "choices": choices,
         "value": posted(form, "leaders-leader")},
        {"kind": "select", "name": "leaders-use", "label": _("How it is played"),
         "choices": [(key, _(label)) for key, label in USES], "value": posted(form, "leaders-use", "recruit")},
    )
    return ({"id": "leaders", "title": _("Leaders"), "fields": fields},)


def read_form(doc: Mapping, form: Form, action: dict) -> Mapping:
    """The action becomes the leader action chosen (the player and, for a stage, the purchases kept)."""
    leader = posted(form, "leaders-leader")
    if not leader:
        return doc
    use = posted(form, "leaders-use", "recruit")
    kept = {k: action[k] for k in ("player", "buy") if k in action and (k == "player" or use == "stage")}
    action.clear()
    action.update(kept)
    if use == "discard":
        action["discard"] = leader
    elif use == "stage":
        action.update(stage=True, card=leader)
    else:
        action["recruit"] = leader              # an unknown use is read as a recruitment
    return doc


def verdict_notes(verdict: Mapping) -> tuple[dict, ...]:
    """The leaders' coins after the action, and what the city then holds."""
    out = tuple({"id": f"leaders-income-{k}", "text": entry["text"]}
                for k, entry in enumerate(verdict.get("income") or ()) if entry.get("text"))
    if isinstance(verdict.get("coins_after"), int) and verdict.get("player"):
        out += ({"id": "leaders-coins", "text": ngettext(
            "{player} then holds {n} coin.", "{player} then holds {n} coins.", verdict["coins_after"]).format(
            player=verdict["player"], n=verdict["coins_after"])},)
    return out
