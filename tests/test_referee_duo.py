"""The 2-player variant with the Free City (issue 3, deliver 5; seed 000, Вариант для двух «опытных» игроков)."""
import pytest

from referee.classic import check_document
from scoring.core.errors import BadInput


def p(name, wonder, cards=(), coins=3, free=False, stages=0):
    out = {"name": name, "wonder": wonder, "side": "A", "stages": stages, "cards": list(cards), "coins": coins}
    if free:
        out["free_city"] = True
    return out


# players[1] (Leo) sits to the left of the Free City, players[2] (Petr) to its right
PLAYERS = [p("Free City", "Gizah", ["Scriptorium"], free=True), p("Leo", "Rhodos", ["Clay Pool"]),
           p("Petr", "Babylon", ["Lumber Yard"])]


def duo(action, age=2, **extra):
    return check_document(dict({"game": "7w", "age": age, "players": PLAYERS, "action": action}, **extra))


@pytest.mark.parametrize("age,turn,who", [(1, 1, "Leo"), (1, 2, "Petr"), (2, 1, "Petr"), (2, 2, "Leo"),
                                          (3, 5, "Leo")])
def test_control_alternates_every_turn(age, turn, who):
    # seed 000: age I and III start with the player left of the Free City, age II with the one on its right
    v = duo({"player": "Free City", "discard": True}, age=age, turn=turn)
    assert any(r["text"] == f"{who} plays for the Free City this turn" for r in v["reasons"])
    other = "Petr" if who == "Leo" else "Leo"
    v = duo({"player": "Free City", "stage": True, "by": other}, age=age, turn=turn)
    assert v["legal"] is False and any(f"played by {who}, not {other}" in r["text"] for r in v["reasons"])


def test_free_city_must_use_a_free_chain_build():
    v = duo({"player": "Free City", "build": "Library", "by": "Petr"}, turn=1)
    assert v["legal"] and v["free"] == "Scriptorium" and v["free_city"] is True
    assert any("must build Library free" in r["text"] for r in v["reasons"])
    v = duo({"player": "Free City", "discard": "Library", "by": "Petr"}, turn=1)
    assert v["legal"] is False and any("cannot discard for 3 coins" in r["text"] for r in v["reasons"])


def chain_city(action, **extra):
    # Gizah A stage 1 costs 2 stone: the Free City's board and Stone Pit make them; its Scriptorium chains to the
    # Library (and the Courthouse), not to the Dispensary; Petr (on its right) sells cloth
    players = [p("Free City", "Gizah", ["Scriptorium", "Stone Pit"], free=True), PLAYERS[1],
               p("Petr", "Babylon", ["Lumber Yard", "Loom"])]
    return check_document(dict({"game": "7w", "age": 2, "turn": 1, "players": players, "action": action}, **extra))


def test_free_city_must_build_rather_than_tuck_a_card_it_can_chain():
    # seed 000, Вариант для двух: Правила для свободного города: «Если выбранная для свободного города карта может
    # быть построена бесплатно, из-за присутствия в этом городе нужной постройки, то игрок обязан сыграть эту карту
    # без уплаты стоимости за нее»
    v = chain_city({"player": "Free City", "stage": True, "card": "Library", "by": "Petr"})
    assert v["legal"] is False and v["cost"] is None
    assert {"text": "the Free City cannot put Library under a wonder stage: it can build it free (chain from "
                    "Scriptorium), so it must build it",
            "rule": "Rulebook, Two-player variant", "citation": [{"book": "7w", "section": "two-player-variant"}]} in v["reasons"]
    v = chain_city({"player": "Free City", "stage": True, "card": "Dispensary", "by": "Petr"})
    assert v["legal"] is True and v["stage"] == 1
    v = chain_city({"player": "Free City", "stage": True})
    assert v["legal"] is True and any("name the card tucked under the stage" in r["text"] for r in v["reasons"])


def test_free_city_must_not_pay_for_a_card_it_can_chain():
    # the deal itself is sound (2 stone of its own, Petr's cloth for 2 of its 3 coins): only the chain forbids it
    v = chain_city({"player": "Free City", "build": "Library", "buy": [{"from": "right", "resource": "cloth"}]})
    assert v["deal"]["right"] == 2 and not any("cannot sell" in r["text"] or "held only" in r["text"]
                                               for r in v["reasons"])
    assert v["legal"] is False and any("cannot pay for Library: it can build it free (chain from Scriptorium)"
                                       in r["text"] for r in v["reasons"])
    assert chain_city({"player": "Free City", "build": "Library"})["free"] == "Scriptorium"


def test_free_city_discards_only_what_it_cannot_play():
    # Gizah A stage 1 costs 2 stone: the Free City makes 1 and nobody sells stone; Palace is out of reach too
    v = duo({"player": "Free City", "discard": "Palace"}, age=3)
    assert v["legal"] is True and any("can neither build the card nor complete a stage" in r["text"]
                                      for r in v["reasons"])


def test_free_city_control_must_match_the_turn():
    with pytest.raises(BadInput) as exc:
        duo({"player": "Leo", "discard": True}, turn=1, free_city_control="Leo")
    assert exc.value.problems[0].path == "free_city_control"


def test_three_player_deck_and_scoring_ranks_out_the_free_city():
    # the variant uses the 3+ cards; the Free City is scored but never wins
    assert duo({"player": "Leo", "build": "Pawnshop"}, age=1)["legal"] is False
    from scoring.classic.score import score
    result = score({"game": "7w", "players": [dict(PLAYERS[0], coins=30), PLAYERS[1], PLAYERS[2]]}).to_json()
    free = next(pl for pl in result["players"] if pl.get("free_city"))
    assert free["rank"] is None and result["winners"] == ["Leo", "Petr"]


@pytest.mark.parametrize("turn,legal", [(6, True), (3, False)])
def test_the_7th_card_on_the_6th_turn_with_the_free_city(turn, legal):
    # seed 000, Особый случай: Шестой ход; Висячие Сады (В): the 7th card is played on the 6th turn
    players = [PLAYERS[0], PLAYERS[1], dict(p("Petr", "Babylon", stages=2), side="B")]
    v = check_document({"game": "7w", "age": 1, "turn": turn, "players": players,
                        "action": {"player": "Petr", "build": "Clay Pit", "seventh": True}})
    assert v["legal"] is legal
