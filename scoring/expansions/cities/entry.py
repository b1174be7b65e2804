"""What a city screen offers for Cities, as plain data for ``EntryScreen.tokens`` (drawn by the
shell's ``wonders.web.city_sections``): the player's debt (``"debt"``, a whole number: the VP its
Debt tokens cost), the ages it sat out with a Diplomacy token (``"diplomacy"``) and its team in the team
variant (``"team"``)."""
from __future__ import annotations

from scoring.core.i18n import N_, _

DEBT_LABEL = N_("Debt (the VP of the Debt tokens, added up)")
DEBT_HINT = N_("-1 and -5 tokens: enter their total without the sign; it is taken from the treasury row.")
DIPLOMACY_LABEL = N_("Conflicts sat out with a Diplomacy token")
DIPLOMACY_HINT = N_("Tick the ages at whose end this player was absent: its two neighbours fought each other.")
TEAM_LABEL = N_("Team (team variant; 0: no teams)")
TEAM_HINT = N_("Partners sit side by side; a team's score is the sum of its two partners' scores. How partners "
               "fight (the doubled fight, diplomacy in teams) was not found in the rules: enter the conflict tokens "
               "as played (the referee's conflicts follow the rules without teams).")
AGE = {1: N_("Age I"), 2: N_("Age II"), 3: N_("Age III")}
MAX_DEBT = 99


def sections() -> tuple[dict, ...]:
    return ({"id": "cities.debt", "field": "debt", "label": _(DEBT_LABEL), "hint": _(DEBT_HINT), "kind": "number",
             "values": [], "max": MAX_DEBT, "input": "cities-debt"},
            {"id": "cities.diplomacy", "field": "diplomacy", "label": _(DIPLOMACY_LABEL), "hint": _(DIPLOMACY_HINT),
             "kind": "choose", "values": [1, 2, 3], "names": {str(a): _(label) for a, label in AGE.items()}, "max": 3,
             "unique": True, "input": "cities-diplomacy"},
            {"id": "cities.team", "field": "team", "label": _(TEAM_LABEL), "hint": _(TEAM_HINT), "kind": "number",
             "values": [], "max": 4, "input": "cities-team"})
