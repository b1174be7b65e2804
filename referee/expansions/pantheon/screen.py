"""Pantheon on the referee screen, as data (``referee.core.expansion``): ask what activating a
Divinity costs — the Pantheon space, the card on it (a Divinity or the Gate) and the Offering tokens
spent.  The fields (``pantheon-activate``, ``pantheon-space``, ``pantheon-divinity``,
``pantheon-offering-<n>``) become the action's ``"activate"`` (``referee.expansions.pantheon.activate``),
which replaces the build / wonder / discard chosen above."""
from __future__ import annotations

from collections.abc import Mapping

from scoring.core.i18n import _, display
from scoring.core.numbers import whole
from scoring.expansions.pantheon.catalogue import pantheon_catalogue

from referee.core.expansion import Form, posted


def screen(doc: Mapping, form: Form) -> tuple[dict, ...]:
    cat = pantheon_catalogue()
    spaces = len(cat.board["players[0]"])
    names = [p.get("name", "") for p in doc.get("players", []) if isinstance(p, Mapping)] \
        if isinstance(doc.get("players"), list) else []
    first = names[0] if names and names[0] else _("the first player")      # a player not named yet
    choices = [("", "—")] + [(d.id, display(d)) for d in cat.divinities] + [(cat.gate.id, display(cat.gate))]
    return ({"id": "pantheon", "title": _("Pantheon"), "fields": (
        {"kind": "checkbox", "name": "pantheon-activate",
         "label": _("Activate a Divinity instead (its cost and effect)"),
         "checked": bool(posted(form, "pantheon-activate"))},
        {"kind": "select", "name": "pantheon-space",
         "label": _("Pantheon space, counted from {player}'s side").format(player=first),
         "choices": [(str(n), str(n)) for n in range(1, spaces + 1)], "value": posted(form, "pantheon-space", "1")},
        {"kind": "select", "name": "pantheon-divinity", "label": _("The card on that space"),
         "choices": choices, "value": posted(form, "pantheon-divinity")},
        *({"kind": "checkbox", "name": f"pantheon-offering-{v}",
           "label": _("Spend the Offering token −{n}").format(n=v),
           "checked": bool(posted(form, f"pantheon-offering-{v}"))} for v in cat.offerings),
    )},)


def read_form(doc: Mapping, form: Form, action: dict) -> Mapping:
    """``action`` gains ``"activate"`` when the box is ticked (a value it cannot read stays as typed,
    so the referee blames it on its path)."""
    if not posted(form, "pantheon-activate"):
        return doc
    cat = pantheon_catalogue()
    raw = posted(form, "pantheon-space")
    space = whole(raw, 1, 99)
    activate: dict = {"space": raw if space is None else space,
                      "offerings": [v for v in cat.offerings if posted(form, f"pantheon-offering-{v}")]}
    if posted(form, "pantheon-divinity"):
        activate["divinity"] = posted(form, "pantheon-divinity")
    for key in ("build", "wonder", "card", "discard"):
        action.pop(key, None)
    action["activate"] = activate
    return doc


def verdict_notes(verdict: Mapping) -> tuple[dict, ...]:
    """What stays on the Divinity's side after the activation: coins on Astarte, Offering tokens left."""
    pantheon = verdict.get("pantheon") if isinstance(verdict.get("pantheon"), Mapping) else None
    if not pantheon or not verdict.get("legal"):
        return ()
    # a build (not an activation) carries only what it changed on the Pantheon: Astarte's coins, a token taken
    notes = [{"id": "pantheon-cost", "text": _("Activation cost: {n} coins to the bank.").format(n=pantheon["cost"])}] \
        if "cost" in pantheon else []
    if pantheon.get("astarte_coins"):
        notes.append({"id": "pantheon-astarte", "text": _("Coins on Astarte after it: {n}.").format(
            n=pantheon["astarte_coins"])})
    return tuple(notes)
