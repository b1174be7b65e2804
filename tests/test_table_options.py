"""Table options as a declared interface (``Expansion.table_options``, ``scoring.core.options``):
every option an expansion declares has its texts in en/ru/uk and is validated by that expansion's
parser — a value not declared is a problem at the option's field, each declared value is accepted —,
and the helpers read and write a document's options."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.expansion import read_names
from scoring.core.errors import Problems
from scoring.core.i18n import use_language
from scoring.core.options import differing, read_options, set_value, value_in

DECLARED = [(g, e, o) for g in games.available() for e in g.expansions for o in e.table_options]


def _name(item) -> str:
    return item[2].key


def _example_for(game, expansion, option) -> dict:
    """A legal example document of the expansion whose parts the option applies to."""
    for doc in expansion.examples():
        if doc.get("entry") == "pad":
            continue
        parts = read_names(doc.get("expansions"), game.expansions, Problems()).get(expansion.id, frozenset())
        if option in expansion.options_for(parts):
            return copy.deepcopy(doc)
    raise AssertionError(f"no example of {expansion.id} plays {option.key}")


def test_the_expansions_declare_the_options_the_documents_already_had():
    keys = {o.key for _g, _e, o in DECLARED}
    assert {"secret_society_self", "masks_same_card", "stonehenge_either_or", "guild_token_copy",
            "decree_reveal", "decree_cost_symbol", "pantheon_options.zeus_tokens"} <= keys


@pytest.mark.parametrize("item", DECLARED, ids=_name)
def test_every_declared_option_has_its_texts_in_every_language(item):
    _game, _expansion, option = item
    assert option.complete() == []
    assert option.default in option.values and len(option.values) >= 2
    for lang in ("en", "ru", "uk"):
        with use_language(lang):
            assert option.title() and option.citation()
            assert all(r.short() and r.text() != r.short() for r in option.readings)


@pytest.mark.parametrize("item", DECLARED, ids=_name)
def test_a_value_not_declared_is_a_problem_at_the_option_and_each_declared_value_is_accepted(item):
    game, expansion, option = item
    doc = _example_for(game, expansion, option)
    for value in option.values:
        set_value(doc, option.key, value)
        game.parse(copy.deepcopy(doc))              # no BadInput: the expansion accepts each declared value
    set_value(doc, option.key, "not-a-reading")
    with pytest.raises(BadInput) as caught:
        game.parse(doc)
    assert option.key in {p.path for p in caught.value.problems}


@pytest.mark.parametrize("item", [d for d in DECLARED if d[2].scores], ids=_name)
def test_an_option_that_changes_a_score_is_offered_with_its_expansion(item):
    game, expansion, option = item
    doc = _example_for(game, expansion, option)
    assert option in game.table_options_for(doc["expansions"])
    assert option not in game.table_options_for([])


def test_babel_offers_its_guild_token_option_only_with_the_great_projects():
    game = games.get("7w")
    keys = lambda names: [o.key for o in game.table_options_for(names)]   # noqa: E731
    assert "guild_token_copy" in keys(["babel"]) and "guild_token_copy" in keys(["babel-projects"])
    assert "guild_token_copy" not in keys(["babel-tower"])
    # in composition order: Cities (order 5) before Babel (10)
    assert keys(["babel", "cities"]) == ["secret_society_self", "masks_same_card", "guild_token_copy"]


def test_value_in_and_set_value_read_and_write_a_field_or_an_object_member():
    doc: dict = {"players": []}
    set_value(doc, "masks_same_card", "yes")
    set_value(doc, "pantheon_options.zeus_tokens", "to_player")
    assert doc == {"players": [], "masks_same_card": "yes", "pantheon_options": {"zeus_tokens": "to_player"}}
    assert value_in(doc, "pantheon_options.zeus_tokens") == "to_player" and value_in(doc, "masks_same_card") == "yes"
    set_value(doc, "pantheon_options.zeus_tokens", None)
    set_value(doc, "masks_same_card", None)
    assert doc == {"players": []}
    assert value_in({"pantheon_options": "junk"}, "pantheon_options.zeus_tokens") is None


def test_differing_names_the_accepted_readings_other_than_the_default_that_change_a_score():
    game = games.get("7w")
    options = game.table_options_for(["cities"])
    doc = {"secret_society_self": "ignored", "masks_same_card": "no"}
    assert [(o.key, r.value) for o, r in differing(doc, options)] == [("secret_society_self", "ignored")]
    assert differing({"secret_society_self": "maybe"}, options) == []
    duel = games.get("duel")
    assert differing({"decree_reveal": "on_place"}, duel.table_options_for(["agora"])) == []   # the referee's only


def test_a_declaration_without_its_texts_falls_back_and_says_what_it_lacks():
    # the data-file shape of an open point (values, default, developer notes) before its texts are written
    (option,) = read_options({"note": "…", "manneken_copy": {"values": ["built", "end"], "default": "built",
                                                              "open_point": "…", "built": "…", "end": "…"}})
    assert option.title() == "manneken_copy" and option.reading("end").short() == "end"
    assert "label.ru" in option.complete() and "end.sentence.uk" in option.complete()
