"""Pantheon's declaration and catalogue (``scoring.expansions.pantheon``, ``...pantheon.catalogue``): what a rulebook
citation of Pantheon names (``scoring.games.named``, read by ``referee.core.citations`` to print the thing's name in
the reader's language), as mutation testing of the modules asked for (README "Mutation testing").

Pantheon rulebook: the Divinities (and the Gate), the Wonders The Sanctuary and The Divine Theater, the progress
tokens Mysticism, Poliorcetics and Engineering.
"""
import copy
import json
from importlib import resources

import pytest

from scoring import games
from scoring.core.errors import CatalogueError
from scoring.expansions.pantheon.catalogue import parse_catalogue
from scoring.core.i18n import display, use_language


@pytest.mark.parametrize("kind,name,en,ru", [
    ("divinities", "zeus", "Zeus", "Зевс"),
    ("divinities", "Zeus", "Zeus", "Зевс"),
    ("divinities", "gate", "Gate", "Врата"),
    ("progress-tokens", "Mysticism", "Mysticism", "Мистицизм"),
    ("progress-tokens", "Engineering", "Engineering", "Инженерное дело"),
    ("wonders", "The Sanctuary", "The Sanctuary", "Святилище"),
    ("wonders", "The Divine Theater", "The Divine Theater", "Божественный театр"),
])
def test_a_pantheon_citation_names_its_divinity_wonder_or_progress_token(kind, name, en, ru):
    found = games.named("pantheon", kind, name)
    assert found is not None
    assert display(found) == en
    with use_language("ru"):
        assert display(found) == ru


@pytest.mark.parametrize("kind,name", [
    ("progress-tokens", "mysticism"),         # a citation spells the printed name exactly
    ("wonders", "Sanctuary"),                 # an alias is not the printed name
    ("progress-tokens", "Agriculture"),       # Duel's own token, not Pantheon's
    ("wonders", "The Pyramids"),              # Duel's own Wonder
    ("wonders", "Mysticism"),                 # a progress token is no Wonder
    ("progress-tokens", "The Sanctuary"),     # nor a Wonder a progress token
    ("card", "Zeus"),                         # a Divinity is no card
])
def test_what_a_pantheon_citation_does_not_name(kind, name):
    assert games.named("pantheon", kind, name) is None


# -- the data file's loader --------------------------------------------------------------------------------

RAW = json.loads(resources.files("scoring").joinpath("data/pantheon.json").read_text(encoding="utf-8"))


def loaded(change=None):
    data = copy.deepcopy(RAW)
    if change:
        change(data)
    return parse_catalogue(data)


def test_the_catalogue_keeps_every_field_of_the_file():
    cat = loaded()
    for raw, d in zip(RAW["divinities"], cat.divinities, strict=True):
        assert (d.id, d.name, d.mythology, dict(d.effect), d.row) == (
            raw["id"], raw["name"], raw["mythology"], raw.get("effect", {}), raw.get("row"))
    assert dict(cat.gate.effect) == RAW["gate"].get("effect", {})
    assert (cat.gate_multiplier, cat.tokens_per_mythology) == (RAW["gate"]["cost_multiplier"],
                                                               RAW["mythology_tokens"]["per_mythology"])
    assert cat.offerings == (2, 3, 4)                         # Pantheon rulebook: Offering tokens 2, 3, 4
    for raw, t in zip(RAW["grand_temples"]["cards"], cat.temples, strict=True):
        assert {k: t[k] for k in ("name", "age", "colour", "cost", "effect")} == {
            k: raw[k] for k in ("name", "age", "colour", "cost", "effect")}
    for raw, w in zip(RAW["wonders"], cat.wonders, strict=True):
        assert {k: w[k] for k in ("name", "cost", "effect")} == {k: raw[k] for k in ("name", "cost", "effect")}
        assert cat.wonder_effect(raw["name"]) == raw["effect"]
    for raw, p in zip(RAW["progress"], cat.progress, strict=True):
        assert (p["name"], p["effect"]) == (raw["name"], raw["effect"])
        assert cat.progress_effect(raw["name"]) == raw["effect"]
    assert cat.wonder_effect("The Pyramids") == {} and cat.progress_effect("Agriculture") == {}
    assert cat.board == {k: tuple(v) for k, v in RAW["pantheon_board"]["cost"].items()}
    assert cat.token_positions == {r: {int(a): tuple(map(tuple, s)) for a, s in v["base"].items()}
                                   for r, v in RAW["token_positions"].items()}
    assert cat.structure_token_positions == {
        "bga": {"agora": {int(a): tuple(map(tuple, s)) for a, s in RAW["token_positions"]["bga"]["agora"].items()}},
        "zh": {}}
    option = next(iter(cat.options.values()))
    raw = RAW["options"][0]
    assert (option.id, option.values, option.default, dict(option.label)) == (
        raw["id"], tuple(v["id"] for v in raw["values"]), raw["default"], raw["label"])
    assert option.value_labels == {v["id"]: v["label"] for v in raw["values"]}


def test_a_progress_token_without_effect_has_none():
    cat = loaded(lambda d: d["progress"][0].pop("effect"))
    assert cat.progress_effect(RAW["progress"][0]["name"]) == {}


def test_lookups_of_what_is_no_name():
    cat = loaded()
    assert cat.divinity(5) is None and cat.suggest_divinity(5) is None and cat.mythology(5) is None
    assert cat.suggest_divinity("Zeuss") == "Zeus"          # the printed name, not the id
    assert cat.divinity("Zeus").id == "zeus" and cat.mythology("Greek").id == "greek"


@pytest.mark.parametrize("change,said", [
    (lambda d: d["options"][0].__setitem__("default", "sometimes"),
     "pantheon: option {!r} defaults to an unknown value".format(RAW["options"][0]["id"])),
    (lambda d: d["deck_sizes"].__setitem__("divinities", 16),
     "pantheon: the number of Divinities differs from deck_sizes"),
])
def test_a_broken_data_file_is_refused_saying_why(change, said):
    with pytest.raises(CatalogueError) as exc:
        loaded(change)
    assert str(exc.value) == said


def test_a_name_of_two_divinities_is_refused():
    with pytest.raises(CatalogueError) as exc:
        loaded(lambda d: d["divinities"][1]["aliases"].append("Enki"))
    assert str(exc.value).startswith("pantheon: ") and "Enki" in str(exc.value)


def test_a_divinity_the_gate_or_a_wonder_without_effect_has_none():
    def leave_out(d):
        d["divinities"][0].pop("effect")
        d["gate"].pop("effect", None)
        d["wonders"][0].pop("effect")
    cat = loaded(leave_out)
    assert dict(cat.divinities[0].effect) == {} and dict(cat.gate.effect) == {}
    assert cat.wonder_effect(RAW["wonders"][0]["name"]) == {}
