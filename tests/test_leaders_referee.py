"""The referee with Leaders: the leader phase (recruit, discard for 3 coins, a stage with a leader), the
leaders' discounts in the payment search, their coins after an action, Tomyris and Semiramis in the
conflicts, and the referee screen's leader section.  Every fact is a card's effect or a rule of
scoring/data/leaders.json, cited in the verdict as the Leaders rulebook."""
from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from referee.registry import EXPANSION_REFEREES, referee
from scoring.classic.catalogue import Wonder, WonderSide
from scoring.core.errors import BadInput
from scoring.core.i18n import display, use_language
from scoring.expansions.leaders import catalogue as data
from scoring.games import get

# Ann (Rhodos A: ore) sits between Bob (her left: Gizah A, stone) and Cid (her right: Babylon A, clay).
TABLE = {"game": "7w", "expansions": ["leaders"], "age": 1, "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 6},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": ["Lumber Yard", "Loom"], "coins": 6},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": ["Clay Pool", "Press"], "coins": 6}]}
LEADERS = {"book": "leaders", "section": "recruitment"}


def doc(action=None, age=1, ann=None, actions=None, **players):
    d = copy.deepcopy(TABLE)
    d["age"] = age
    d["players"][0].update(ann or {})
    for name, more in players.items():
        next(p for p in d["players"] if p["name"].lower() == name).update(more)
    if actions is not None:
        d["actions"] = [dict(a, player=a.get("player", "Ann")) for a in actions]
    else:
        d["action"] = dict(action, player=action.get("player", "Ann"))
    return d


def judge(action, **kw):
    return referee(doc(action, **kw))


def cited(v, leader=None, section="leader-cards") -> bool:
    want = {"book": "leaders", "section": "card", "detail": leader} if leader else {"book": "leaders", "section": section}
    return any(want in r["citation"] for r in v["reasons"])


def total(v) -> int:
    return sum(v["cost"].values())


# -- 1. recruiting ------------------------------------------------------------------------------

def test_a_leader_is_recruited_for_its_printed_coins_only():
    v = judge({"recruit": "Cleopatra"})                      # Cleopatra: 4 coins
    assert v["legal"] and v["action"] == "recruit" and v["cost"] == {"bank": 4, "left": 0, "right": 0}
    assert v["coins_after"] == 2 and cited(v, section="recruitment") and cited(v)


def test_not_enough_coins_is_illegal_with_the_shortfall():
    v = judge({"recruit": "Pericles"}, ann={"coins": 4})      # Pericles: 6 coins
    assert not v["legal"] and v["shortfall"] == 2 and v["cost"] is None
    assert any("2 coins short" in r["text"] for r in v["reasons"])


def test_a_leader_is_never_paid_with_resources():
    v = judge({"recruit": "Cleopatra", "buy": [{"from": "left", "resource": "wood", "count": 1}]})
    assert not v["legal"] and any("coins only" in r["text"] for r in v["reasons"])


def test_maecenas_makes_later_leaders_free_but_is_paid_himself():
    assert judge({"recruit": "Maecenas"})["cost"]["bank"] == 1
    v = judge({"recruit": "Pericles"}, ann={"cards": ["Maecenas"], "coins": 0})
    assert v["legal"] and v["free"] == "Maecenas" and total(v) == 0 and cited(v, "Maecenas")


def test_a_leader_already_recruited_is_illegal():
    mine = judge({"recruit": "Cleopatra"}, ann={"cards": ["Cleopatra"]})
    assert not mine["legal"] and "already recruited" in mine["reasons"][0]["text"]
    theirs = judge({"recruit": "Cleopatra"}, bob={"cards": ["Lumber Yard", "Loom", "Cleopatra"]})
    assert not theirs["legal"] and "Bob" in theirs["reasons"][0]["text"]


def test_recruit_names_a_leader_and_a_known_player():
    with pytest.raises(BadInput) as bad:
        judge({"recruit": "Tavern"})
    assert [p.path for p in bad.value.problems] == ["action.recruit"]
    with pytest.raises(BadInput) as bad:
        judge({"recruit": "Cleopatra", "player": "Zed"})
    assert [p.path for p in bad.value.problems] == ["action.player"]


def test_a_leader_is_not_built_with_the_age_cards():
    v = judge({"build": "Cleopatra"})
    assert not v["legal"] and cited(v, section="recruitment")


def _rome(side: str):
    """The parsed table with Ann's board replaced by Rome's side (its start power read from the data file)."""
    table = get("7w").parse(doc({"recruit": "Cleopatra"}), ("age", "action"))
    board = WonderSide("Roma", side, "", ())
    rome = Wonder("Roma", "The Colosseum of Rome", {side: board})
    ann = replace(table.cities[0], wonder=rome, side=board)
    return replace(table, cities=(ann,) + table.cities[1:])


def test_rome_a_recruits_free_and_rome_b_takes_two_off_and_one_off_its_neighbours():
    from referee.expansions.leaders.effects import recruit_cost
    cleopatra, sappho = data.leaders()["Cleopatra"], data.leaders()["Sappho"]
    a = _rome("A")
    assert recruit_cost(a, a.cities[0], cleopatra)[0] == 0 and recruit_cost(a, a.cities[0], cleopatra)[2] == "Roma A"
    b = _rome("B")
    assert recruit_cost(b, b.cities[0], cleopatra)[0] == 2            # 4 - 2
    assert recruit_cost(b, b.cities[1], cleopatra)[0] == 3            # Bob is Rome's neighbour: 4 - 1
    assert recruit_cost(b, b.cities[0], sappho)[0] == 0               # 1 - 2: never below 0


# -- 2. discarding a leader, a stage with a leader ----------------------------------------------------

def test_a_leader_discarded_gives_three_coins():
    v = judge({"discard": "Cleopatra"})
    assert v["legal"] and v["gain"] == 3 and v["coins_after"] == 9 and cited(v, section="recruitment")


def test_a_stage_built_with_a_leader_pays_the_stage_and_the_leader_never_acts():
    # Rhodos A stage 1: 2 wood; Ann makes one (Timber Yard), Bob sells one for 2
    v = judge({"stage": True, "card": "Hatshepsut"}, ann={"cards": ["Timber Yard"]})
    assert v["legal"] and v["stage"] == 1 and total(v) == 2
    assert "tucks" in v["reasons"][0]["text"] and v["income"] == []      # Hatshepsut is not in play


def test_imhotep_takes_one_resource_off_a_stage():
    v = judge({"stage": True, "card": "Cleopatra"}, ann={"cards": ["Imhotep", "Timber Yard"]})
    assert v["legal"] and total(v) == 0 and v["options"][0]["waived"] == ["wood"] and cited(v, "Imhotep")


# -- 3. discounts in the payment search ------------------------------------------------------------

@pytest.mark.parametrize("leader, card, age, paid", [
    ("Archimedes", "Apothecary", 1, 0),       # green: 1 cloth waived
    ("Hammurabi", "Baths", 1, 0),             # blue: 1 stone waived
    ("Leonidas", "Stockade", 1, 0),           # red: 1 wood waived
    ("Leonidas", "Baths", 1, 2),              # not red: stone bought from Bob
])
def test_resource_discounts_on_their_colour_only(leader, card, age, paid):
    v = judge({"build": card}, age=age, ann={"cards": [leader]})
    assert v["legal"] and total(v) == paid
    assert cited(v, leader) == (paid == 0)


def test_a_discount_lists_every_way_with_what_it_waives():
    # Courthouse: 2 clay + cloth; Ann makes nothing; Cid sells clay, Bob cloth
    v = judge({"build": "Courthouse"}, age=2, ann={"cards": ["Hammurabi"]})
    assert v["legal"] and total(v) == 4
    assert {tuple(o["waived"]) for o in v["options"]} <= {("clay",), ("cloth",)}


def test_ramses_builds_guilds_free():
    v = judge({"build": "Workers Guild"}, age=3, ann={"cards": ["Ramses"], "coins": 0})
    assert v["legal"] and v["free"] == "Ramses" and total(v) == 0 and cited(v, "Ramses")


def test_bilkis_buys_one_resource_from_the_bank_for_one_coin():
    # Glassworks is nobody's: glass for the Temple (wood, clay, glass) only from the bank
    plain = judge({"build": "Temple"}, age=2, ann={"coins": 9})
    assert not plain["legal"]
    v = judge({"build": "Temple"}, age=2, ann={"cards": ["Bilkis"], "coins": 9})
    assert v["legal"] and total(v) == 5 and v["cost"]["bank"] == 1
    assert v["options"][0]["bank_buys"] == [{"from": "bank", "resource": "glass", "count": 1, "price": 1}]


def test_a_proposed_deal_is_checked_with_the_discount():
    buy = [{"from": "left", "resource": "cloth", "count": 1}]          # the clay waived... twice? no: one clay made
    v = judge({"build": "Courthouse", "buy": buy + [{"from": "right", "resource": "clay", "count": 1}]},
              age=2, ann={"cards": ["Hammurabi"]})
    assert v["legal"] and v["deal"]["waived"] == ["clay"] and total(v) == 4
    short = judge({"build": "Courthouse", "buy": buy}, age=2, ann={"cards": ["Hammurabi"]})
    assert not short["legal"]


# -- 4. coins after a build --------------------------------------------------------------------------

def test_hatshepsut_takes_one_coin_per_neighbour_bought_from():
    one = judge({"build": "Stockade"}, ann={"cards": ["Hatshepsut"]})          # wood from Bob
    assert one["income"][0]["coins"] == 1 and one["coins_after"] == 6 - 2 + 1
    both = judge({"build": "Courthouse"}, age=2, ann={"cards": ["Hatshepsut"], "coins": 9})
    assert both["income"][0]["coins"] == 2 and both["coins_after"] == 9 - 6 + 2
    none = judge({"build": "Barracks"}, ann={"cards": ["Hatshepsut"]})        # Ann makes ore
    assert none["income"] == []


def test_xenophon_vitruvius_and_berenice():
    x = judge({"build": "Marketplace"}, ann={"cards": ["Xenophon"]})
    assert [(i["source"], i["coins"]) for i in x["income"]] == [("Xenophon", 2)] and x["coins_after"] == 6 + 2
    v = judge({"build": "Temple"}, age=2, ann={"cards": ["Altar", "Vitruvius"]})
    assert v["free"] == "Altar" and [(i["source"], i["coins"]) for i in v["income"]] == [("Vitruvius", 2)]
    b = judge({"discard": True, "card": "Marketplace"}, ann={"cards": ["Berenice"]})
    assert [(i["source"], i["coins"]) for i in b["income"]] == [("Berenice", 1)] and b["coins_after"] == 10


def test_a_whole_turn_adds_the_leaders_coins_to_the_coins_after():
    d = doc(actions=[{"build": "Stockade"}, {"player": "Bob", "discard": True}, {"player": "Cid", "discard": True}],
            ann={"cards": ["Hatshepsut"]})
    v = referee(d)
    assert v["legal"] and v["coins"]["Ann"]["end"] == 6 - 2 + 1 and v["coins"]["Bob"]["end"] == 6 + 3 + 2
    assert any(i["source"] == "Hatshepsut" for i in v["income"])


def test_a_leader_phase_is_a_whole_turn():
    v = referee(doc(actions=[{"recruit": "Cleopatra"}, {"player": "Bob", "discard": "Caesar"},
                             {"player": "Cid", "recruit": "Croesus"}], cid={"cards": ["Clay Pool", "Press", "Berenice"]}))
    assert v["legal"] and v["coins"]["Ann"]["end"] == 2 and v["coins"]["Bob"]["end"] == 9
    assert v["coins"]["Cid"]["end"] == 6 - 1 + 6 + 1            # Croesus' 6 coins, Berenice's 1
    with pytest.raises(BadInput):
        referee(doc(actions=[{"recruit": "Cleopatra"}, {"player": "Bob", "build": "Stockade"}]))


# -- 5. the conflicts --------------------------------------------------------------------------------

def military(ann, bob, cid, **more):
    d = copy.deepcopy(TABLE)
    d.pop("age")
    d["check"] = "military"
    for p, extra in zip(d["players"], (ann, bob, cid)):
        p.update(extra)
    d.update(more)
    return referee(d)


def test_tomyris_gives_her_defeat_to_the_winner_from_her_recruitment_on():
    ann = {"cards": ["Tomyris"], "shields": [0, 0, 0], "recruited": {"Tomyris": 2}}
    bob = {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1]}
    cid = {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]}
    v = military(ann, bob, cid)
    assert v["tokens"]["Ann"]["left"] == [-1] and sorted(v["tokens"]["Bob"]["right"]) == [-1, -1, 1, 3, 5]
    ann["military"] = {"left": [-1], "right": []}
    bob["military"] = {"left": [1, 3, 5], "right": [1, 3, -1, 5, -1]}
    assert military(ann, bob, cid)["legal"]
    ann.pop("recruited")           # every Age of recruitment tried: Age II fits
    found = military(ann, bob, cid)
    assert found["legal"] and found["recruited"] == {"Ann": {"Tomyris": 2}}
    ann["military"] = {"left": [-1, -1], "right": []}
    assert not military(ann, bob, cid)["legal"]


def test_semiramis_adds_a_shield_per_defeat_held():
    ann = {"cards": ["Semiramis", "Barracks"], "shields": [0, 1, 1], "recruited": {"Semiramis": 1}}
    bob = {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1]}
    cid = {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]}
    v = military(ann, bob, cid)
    # Age I: Ann loses to Bob (0-1); Age II: 1 + 1 per defeat = 2 beats Bob's 1
    assert v["ages"][1]["shields"]["Ann"] == 2 and v["tokens"]["Ann"]["left"] == [-1, 3, 5]


# -- 7. the referee screen and the citations ----------------------------------------------------

def test_the_screen_asks_the_leader_and_turns_the_action_into_a_leader_action():
    ref = EXPANSION_REFEREES["leaders"]
    section = ref.screen(TABLE, {})[0]
    assert section["id"] == "leaders" and {f["name"] for f in section["fields"]} >= {"leaders-leader", "leaders-use"}
    action = {"player": "Ann", "build": "Tavern"}
    ref.read_form(TABLE, {"leaders-leader": ["Cleopatra"], "leaders-use": ["stage"]}, action)
    assert action == {"player": "Ann", "stage": True, "card": "Cleopatra"}
    action = {"player": "Ann", "stage": True}
    ref.read_form(TABLE, {"leaders-leader": ["Nero"], "leaders-use": ["recruit"]}, action)
    v = referee(dict(TABLE, action=action))
    assert v["legal"] and [n["id"] for n in ref.verdict_notes(v)] == ["leaders-coins"]


@pytest.mark.parametrize("lang, book", [("en", "Leaders rulebook"), ("ru", "Правила «Лидеров»"),
                                        ("uk", "Правила «Лідерів»")])
def test_the_verdict_cites_the_leaders_rulebook_and_names_the_leader_as_printed(lang, book):
    with use_language(lang):
        v = judge({"recruit": "Pericles"}, ann={"cards": ["Maecenas"]})
    assert any(r["rule"].startswith(book) for r in v["reasons"])
    # as the table's box prints it: a table naming no box plays with the reader's language's box where
    # the 1st edition was printed in it, else the English one (README, "The box's language")
    from scoring import games
    printed = display(data.leaders()["Maecenas"], games.box_of({"game": "7w"}, lang))
    assert any(r["text"].startswith(printed + ":") for r in v["reasons"])


# -- 6. starting coins ------------------------------------------------------------------------------

def test_the_leader_phase_of_age_one_expects_the_six_starting_coins():
    from referee.expansions.leaders.action import starting_coins
    assert starting_coins() == 6
    v = judge({"recruit": "Cleopatra"}, ann={"coins": 3})
    assert v["legal"] is False and cited(v, section="setup") and "6 coins" in v["reasons"][0]["text"]
    assert not cited(judge({"recruit": "Cleopatra"}), section="setup")
    assert not cited(judge({"recruit": "Cleopatra"}, age=2, ann={"coins": 4}), section="setup")


def test_a_recruitment_needs_no_card_chosen_above(client):
    """The screen opens on "build"; a leader played in the Leaders section replaces that action."""
    import json as _json
    data = {"document": _json.dumps(TABLE), "check": "1", "player": "Ann", "age": "1", "action": "build",
            "card": "", "leaders-present": "1", "leaders-leader": "Cleopatra", "leaders-use": "recruit"}
    page = client.post("/referee", data=data, follow_redirects=True).get_data(as_text=True)
    assert "<h2>Legal</h2>" in page and "Ann recruits Cleopatra for 4 coins" in page
    data.pop("leaders-leader")                               # no leader: the card is asked for again
    r = client.post("/referee", data=data, follow_redirects=True)
    assert r.status_code == 422 and "choose the card to build" in r.get_data(as_text=True)


def test_a_recruitment_asked_on_the_phone_referee_screen(client):
    import json as _json
    page = client.post("/referee", data={"table_json": _json.dumps(TABLE)}, follow_redirects=True).get_data(as_text=True)
    assert 'id="leaders"' in page and 'name="leaders-leader"' in page and "Cleopatra (4 coins)" in page
    data = {"document": _json.dumps(TABLE), "check": "1", "player": "Ann", "age": "1", "action": "stage",
            "leaders-present": "1", "leaders-leader": "Cleopatra", "leaders-use": "recruit"}
    page = client.post("/referee", data=data, follow_redirects=True).get_data(as_text=True)
    assert "<h2>Legal</h2>" in page and "Ann recruits Cleopatra for 4 coins" in page and "Ann then holds 2 coins." in page
    data["player"], data["leaders-leader"] = "Bob", "Pericles"
    bob = {**TABLE, "players": [TABLE["players"][0], dict(TABLE["players"][1], coins=2), TABLE["players"][2]]}
    page = client.post("/referee", data=dict(data, document=_json.dumps(bob)), follow_redirects=True).get_data(as_text=True)
    assert "4 coins short" in page


def test_free_build_used_is_true_or_false():
    with pytest.raises(BadInput) as bad:
        judge({"build": "Stockade", "free_build_used": "yes"})
    assert [p.path for p in bad.value.problems] == ["action.free_build_used"]


def test_nero_takes_two_coins_per_victory_token_won_after_his_recruitment():
    ann = {"cards": ["Nero", "Barracks"], "shields": [1, 1, 1], "recruited": {"Nero": 2}}
    bob = {"cards": ["Lumber Yard", "Loom"], "shields": [0, 0, 0]}
    cid = {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]}
    v = military(ann, bob, cid)           # Ann wins both fights in each Age: 4 tokens in Ages II and III
    assert [(i["source"], i["coins"]) for i in v["income"]] == [("Nero", 8)]
    ann.pop("recruited")
    v = military(ann, bob, cid)
    assert v["income"] == [] and cited(v, "Nero")


def test_a_once_per_age_free_build_is_offered_until_used():
    from referee.expansions.leaders.effects import FREE_USED, build_ways
    from referee.core.expansion import Way
    table = get("7w").parse(doc({"recruit": "Cleopatra"}, ann={"cards": ["Caligula"]}), ("age", "action"))
    assert [w.free for w in build_ways(table, 0, "black", (Way(("wood",), 0),))] == [None, "Caligula"]
    token = FREE_USED.set(frozenset({"Ann"}))
    try:
        assert [w.free for w in build_ways(table, 0, "black", (Way(("wood",), 0),))] == [None]
    finally:
        FREE_USED.reset(token)


@pytest.mark.parametrize("lang, recruit, solomon", [
    ("en", ("Ann's recruitment is not legal: no coins move for it; Ann must play the leader otherwise (discarding it "
            "is always allowed)", "Leaders rulebook, Recruitment"),
     ("Bob's build from the discard pile is not legal: no coins move for it",
      "Leaders rulebook, Leader cards; the printed card: Solomon")),
    ("ru", ("найм лидера игроком Ann незаконен: монеты за него не движутся; Ann должен сыграть лидера иначе "
            "(сбросить его можно всегда)", "Правила «Лидеров», Найм лидеров"),
     ("постройка игрока Bob из сброса незаконна: монеты за неё не движутся",
      "Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»")),
    ("uk", ("найм лідера гравцем Ann незаконний: монети за нього не рухаються; Ann має зіграти лідера інакше "
            "(скинути його можна завжди)", "Правила «Лідерів», Наймання лідерів"),
     ("будівництво гравця Bob зі скиду незаконне: монети за нього не рухаються",
      "Правила «Лідерів», Карти лідерів; надруковано на карті: «Solomon»")),
])
def test_a_leader_phase_says_why_an_action_moves_no_coins(lang, recruit, solomon):
    # the leader phase (data file: «recruit it …, discard it for 3 coins, or use it to build a wonder stage»):
    # Ann's 3 coins do not recruit Cleopatra (4); Bob recruits Caesar, not Solomon, so he has no build from the
    # discard pile. Each refusal is said for the phase as a base game's turn says it, and moves no coins
    d = doc(ann={"coins": 3}, actions=[{"recruit": "Cleopatra"}, {"player": "Bob", "recruit": "Caesar"},
                                       {"player": "Bob", "build": "Baths", "from_discard": True}])
    d["discard"] = ["Baths"]
    with use_language(lang):
        v = referee(d)
    assert not v["legal"]
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == [recruit, solomon]
    assert v["coins"] == {"Ann": {"start": 3, "end": 3}, "Bob": {"start": 6, "end": 1}, "Cid": {"start": 6, "end": 6}}
