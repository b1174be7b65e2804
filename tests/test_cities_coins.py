"""The coins Cities' black cards give from the bank in a whole turn of the 1st edition (``referee.expansions.cities
.income`` through ``RefereeExpansion.income``): the Secret Society 1 coin per black card in its owner's city, the
Slave Market 1 per Victory token there (scoring/data/cities.json: ``income``, counted when built — the app's
reading, as the base game's Age III yellow cards), the Gambling Den 1 coin and the Gambling House 2 to each
neighbour (``neighbours_gain``; facts B5). Before, only a card's own printed coins reached the turn."""
import pytest

from referee.registry import referee
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=0, **more):
    return dict({"name": name, "wonder": wonder, "side": "A", "stages": 0, "cards": list(cards), "coins": coins},
                **more)


def age_three(**options):
    # Ann (Gizah: stone) holds the Hideout and a Press: the Secret Society (stone, papyrus) is hers to build;
    # Bob (Rhodos: ore) holds two Victory tokens and a Defeat, Ore Vein, Lumber Yard, Sawmill: the Slave Market
    # (2 ore, 2 wood) is his
    return dict({"game": "7w", "expansions": ["cities"], "age": 3, "players": [
        p("Ann", "Gizah", ["Hideout", "Press"]),
        p("Bob", "Rhodos", ["Ore Vein", "Lumber Yard", "Sawmill"], military=[1, 3, -1]),
        p("Cid", "Babylon", coins=2)],
        "actions": [{"player": "Ann", "build": "Secret Society"}, {"player": "Bob", "build": "Slave Market"}]},
        **options)


def cited(card, lang="en"):
    return {"en": f"Cities rulebook, City cards; the printed card: {card}",
            "ru": f"Правила «Городов», Карты городов; напечатано на карте: «{card}»",
            "uk": f"Правила «Міст», Карти міст; надруковано на карті: «{card}»"}[lang]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_secret_society_and_the_slave_market_pay_their_owner_when_built(lang):
    # the Secret Society counts the Hideout and itself (2); the Slave Market the two Victory tokens, not the Defeat
    with use_language(lang):
        t = referee(age_three())
    assert t["legal"]
    assert [(i["player"], i["coins"], i["source"], i["rule"]) for i in t["income"]] == [
        ("Ann", 2, "Secret Society", cited("Secret Society", lang)),
        ("Bob", 2, "Slave Market", cited("Slave Market", lang))]
    assert t["income"][0]["citation"] == [{"book": "cities", "section": "city-cards"},
                                          {"book": "cities", "section": "card", "detail": "Secret Society"}]
    assert t["coins"] == {"Ann": {"start": 0, "end": 2}, "Bob": {"start": 0, "end": 2}, "Cid": {"start": 2, "end": 2}}


def test_the_secret_society_left_out_of_its_own_count_by_the_tables_reading():
    # "secret_society_self": "ignored" (the table option of the open point): the Hideout alone, 1 coin
    t = referee(age_three(secret_society_self="ignored"))
    assert [(i["player"], i["coins"]) for i in t["income"]] == [("Ann", 1), ("Bob", 2)]
    assert t["coins"]["Ann"] == {"start": 0, "end": 1}


def test_the_gambling_house_pays_its_builder_9_and_each_neighbour_2():
    # Age II: Cid (Babylon: clay) builds the Gambling House (1 coin): 9 coins to him, 2 to Ann and to Bob; a
    # neighbour's coins come from the bank, not from Cid. Ann discards (3 coins)
    doc = {"game": "7w", "expansions": ["cities"], "age": 2, "players": [
        p("Ann", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Babylon", coins=1)],
        "actions": [{"player": "Cid", "build": "Gambling House"}, {"player": "Ann", "discard": True}]}
    t = referee(doc)
    assert t["legal"]
    assert [(i["player"], i["coins"], i["source"]) for i in t["income"]] == [
        ("Ann", 3, "discard"), ("Cid", 9, "Gambling House"), ("Ann", 2, "Gambling House"),
        ("Bob", 2, "Gambling House")]
    assert t["coins"] == {"Ann": {"start": 0, "end": 5}, "Bob": {"start": 0, "end": 2}, "Cid": {"start": 1, "end": 9}}
    assert t["payments"] == [{"from": "Cid", "to": "bank", "coins": 1, "for": "Gambling House"}]
