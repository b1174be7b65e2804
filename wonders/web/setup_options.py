"""The players screen's "Table options": the open points of the rules the chosen expansions declare
(``Expansion.table_options``, ``scoring.core.options``), each a choice of readings written into the
draft's document like the other setup fields.

The screen names no expansion: it asks the game for the options of the expansions chosen
(``Game.table_options_for``).  Every option of the game's expansions is on the page, those of the
expansions not chosen hidden: ticking one shows its options at once (``static/app.js``), the page is
not drawn again under the user's fingers.  The default (the APP'S READING) is preselected and left out of the
document (absent means the default); another reading is written at the option's field; a value no
reading has (posted by hand) is kept as posted, and the library's sentence about it is shown beside
the option (``place_errors``).  An expansion unticked takes its options out of the document.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scoring.core.expansion import ordered
from scoring.core.options import TableOption, set_value, value_in

from wonders.web.tables import checkbox_names, game_for

PREFIX = "option-"


def offered(state: Mapping) -> tuple[TableOption, ...]:
    """The table options of the expansions chosen on this players screen."""
    names = state.get("expansions")
    return game_for(state).table_options_for(names if isinstance(names, list) else [])


def field_name(option: TableOption) -> str:
    return PREFIX + option.key


def html_id(option: TableOption) -> str:
    return PREFIX + option.key.replace(".", "-").replace("_", "-")


def apply(state: dict, form: Mapping[str, Any]) -> None:
    """The options as posted, into the state: the default removed, another value written (kept as
    posted when no reading has it); an option not on the page keeps its value; the options of the
    game's expansions no longer chosen are removed."""
    chosen = offered(state)
    for option in chosen:
        posted = form.get(field_name(option))
        if isinstance(posted, str):
            set_value(state, option.key, None if posted == option.default else posted)
    keys = {o.key for o in chosen}
    for e in game_for(state).expansions:
        for option in e.table_options:
            if option.key not in keys:
                set_value(state, option.key, None)


def drop_all(state: dict) -> None:
    """Another game is chosen: the options of this game's expansions leave the document."""
    for e in game_for(state).expansions:
        for option in e.table_options:
            set_value(state, option.key, None)


def place_errors(table_errors: list[str], options: Sequence[TableOption]) -> dict[str, list[str]]:
    """The table-level messages (``"path: sentence"``) about an option, taken out of ``table_errors``
    and returned by option key (shown beside the option)."""
    out: dict[str, list[str]] = {}
    keep = []
    for message in table_errors:
        option = next((o for o in options if message.startswith(o.key + ": ")), None)
        if option is None:
            keep.append(message)
        else:
            out.setdefault(option.key, []).append(message[len(option.key) + 2:])
    table_errors[:] = keep
    return out


def ticking(state: Mapping, option: TableOption) -> list[str]:
    """The expansion checkboxes (an expansion or one of its parts) any of which, ticked, makes the table
    play ``option``: the screen shows the option while one of them is ticked, without being drawn again."""
    game = game_for(state)
    return [name for name in checkbox_names(game) if option in game.table_options_for([name])]


def fields(state: Mapping, errors: Mapping[str, list[str]]) -> list[dict]:
    """What the template draws for each option of the game's expansions (those of the expansions not
    chosen hidden, shown once one is ticked): its name, citation, readings (the default marked), the
    value chosen, the sentences about a bad value and the checkboxes that show it."""
    out = []
    chosen = offered(state)
    for option in (o for e in ordered(game_for(state).expansions) for o in e.table_options):
        value = value_in(state, option.key)
        out.append({"id": html_id(option), "name": field_name(option), "title": option.title(),
                    "cite": option.citation(), "value": option.default if value is None else value,
                    "errors": errors.get(option.key, []), "shown": option in chosen,
                    "when": " ".join(ticking(state, option)),
                    "readings": [{"value": r.value, "id": f"{html_id(option)}-{r.value.replace('_', '-')}",
                                  "text": r.text(), "default": r.value == option.default} for r in option.readings]})
    return out
