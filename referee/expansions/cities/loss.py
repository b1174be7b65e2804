"""Cities' rules in the referee: coin losses (Cities rulebook, Debt tokens), Diplomacy (Diplomacy),
the Secret Warehouse and the Black Market (the printed cards), 8 players (Contents).

A coin loss (``"check": "coin_loss"``):

    {"game": "7w", "expansions": ["cities"], "check": "coin_loss", "players": [...],
     "loss": {"player": "Ira", "card": "Lair", "paid": {"Oleg": {"coins": 1, "debt": 1}}}}

``loss.card`` is the black card or guild played (or ``"stage": 1`` for a wonder stage: Petra B); the
players' ``coins`` are what each holds when the loss is resolved, at the end of the turn; ``paid``
(optional) what each opponent did.  The verdict lists every legal split for every opponent.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.expansion import Judge
from scoring.classic.military import ABSENT
from scoring.core.errors import BadInput, Problem, Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int
from scoring.expansions.cities import catalogue as data
from scoring.expansions.cities.document import read

DEBT = "cities, Debt tokens"
DIPLOMACY = "cities, Diplomacy"
CONTENTS = "cities, Contents"
MAX_PLAYERS_SETTLED = 7      # data file, rules "players": the 8-player deck rule was not found


def _table(doc: Mapping, drop: Sequence[str]) -> Any:
    from scoring import games
    return games.get("7w").parse({k: v for k, v in doc.items() if k not in drop}, ("age",))


def _source(table: Any, loss: Mapping, builder: Any, problems: Problems) -> tuple[str, Mapping | None]:
    """(what caused the loss, its ``others_lose`` rule) of a card or of a wonder stage."""
    if "stage" in loss:
        stage = loss.get("stage")
        if not is_int(stage) or not 1 <= stage <= len(builder.side.stages):
            problems.add("loss.stage", _("{wonder} {side} has no stage {stage!r}").format(
                wonder=display(builder.wonder), side=builder.side.side, stage=stage))
            return "", None
        label = _("{wonder} {side}, stage {stage}").format(wonder=display(builder.wonder), side=builder.side.side,
                                                          stage=stage)
        # a board of another box (Gizah) has its stages but none makes anyone lose coins
        effects = data.stage_effects().get((builder.wonder.name, builder.side.side), ())
        return label, (effects[stage - 1].get("others_lose") if stage <= len(effects) else None)
    card = table.catalogue.card(loss.get("card")) if isinstance(loss.get("card"), str) else None
    if card is None:
        problems.add("loss.card", _("name the card played (\"card\") or the wonder stage built (\"stage\"), "
                                    "got {raw!r}").format(raw=loss.get("card")))
        return "", None
    return display(card), data.effects().get(card.name, {}).get("others_lose")


def _owes(city: Any, rule: Mapping) -> int:
    per = rule.get("per")
    count = (sum(1 for t in city.military if t > 0) if per == "victory" else city.stages if per == "stage" else 1)
    return rule["coins"] * count


def _paid(raw: Any, path: str, problems: Problems) -> tuple[int, int] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or not all(is_int(raw.get(k, 0)) and raw.get(k, 0) >= 0 for k in ("coins", "debt")):
        problems.add(path, _("what a player did is {{\"coins\": paid, \"debt\": tokens taken}}, whole numbers, "
                             "got {raw!r}").format(raw=raw))
        return None
    return raw.get("coins", 0), raw.get("debt", 0)


def _one(city: Any, owes: int, paid: tuple[int, int] | None) -> dict:
    splits = [{"coins": k, "debt": owes - k} for k in range(min(owes, city.coins) + 1)]
    out = {"player": city.name, "owes": owes, "coins": city.coins, "splits": splits, "rule": DEBT}
    if paid is None:
        return out
    coins, debt = paid
    legal = coins + debt == owes and coins <= city.coins
    out.update(paid={"coins": coins, "debt": debt}, legal=legal)
    if not legal:
        why = (_("{name} pays {coins} coins but holds {held}").format(name=city.name, coins=coins, held=city.coins)
               if coins > city.coins else
               _("{name} loses {owes} coins: paid coins and Debt tokens must add up to {owes}, not {coins} + {debt}"
                 ).format(name=city.name, owes=owes, coins=coins, debt=debt))
        out["reason"] = {"text": why, "rule": DEBT}
    return out


def check_coin_loss(doc: Mapping) -> dict:
    """Every opponent of the builder loses coins: each pays the bank or takes a Debt token for each
    unpaid coin, split freely (Cities rulebook, Debt tokens); the builder never pays."""
    problems = Problems()
    loss = doc.get("loss")
    if not isinstance(loss, Mapping):
        raise BadInput([Problem("loss", _("a coin loss names the player (\"player\") and the card (\"card\") or "
                                          "wonder stage (\"stage\") that causes it"))])
    table = _table(doc, ("check", "loss"))
    builder = table.city(loss.get("player")) if isinstance(loss.get("player"), str) else None
    if builder is None:
        problems.add("loss.player", _("no player is called {raw!r}").format(raw=loss.get("player")))
        problems.raise_if_any()
    label, rule = _source(table, loss, builder, problems)
    problems.raise_if_any()
    if rule is None:
        return {"check": "coin_loss", "legal": False, "source": label, "losses": [],
                "reasons": [{"text": _("{source} makes no one lose coins").format(source=label), "rule": DEBT}]}
    paid = loss.get("paid") if isinstance(loss.get("paid"), Mapping) else {}
    if loss.get("paid") is not None and not isinstance(loss.get("paid"), Mapping):
        problems.add("loss.paid", _("\"paid\" maps each opponent's name to what it did"))
    for name in paid:
        if table.city(name) is None or name == builder.name:
            problems.add(f"loss.paid.{name}", _("{name} is not an opponent of {builder}").format(name=name,
                                                                                            builder=builder.name))
    given = {c.name: _paid(paid.get(c.name), f"loss.paid.{c.name}", problems) for c in table.cities}
    problems.raise_if_any()
    losses = [_one(c, _owes(c, rule), given[c.name]) for c in table.cities if c is not builder and not c.free_city]
    reasons = [x.pop("reason") for x in losses if "reason" in x]
    return {"check": "coin_loss", "legal": not reasons, "source": label, "player": builder.name,
            "losses": losses, "reasons": reasons, "rule": DEBT}


def with_diplomacy(doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
    """The base game's verdict with the seats absent from each conflict (Cities rulebook, Diplomacy) and
    seven turns an age (eight cards dealt: data file, hand_size), and the note that the 8-player deck
    rules are not settled (Contents)."""
    from referee.classic.action import TURNS
    state, _rest = read(doc, Problems())
    token, turns = ABSENT.set(state.absent()), TURNS.set(data.rule("hand_size")["value"]["played"])
    try:
        verdict = base(doc, keys)
    finally:
        ABSENT.reset(token)
        TURNS.reset(turns)
    if isinstance(verdict, dict) and verdict.get("legal") and isinstance(doc.get("action"), Mapping):
        verdict = _with_losses(doc, verdict)
    players = doc.get("players")
    if isinstance(players, list) and len(players) > MAX_PLAYERS_SETTLED and isinstance(verdict, dict):
        from referee.core.citations import present
        note = {"text": _("8 players: how the Age decks are built for 8 is not settled (the rulebook page was not "
                          "found), so the hand sizes and the cards in the decks are not judged"), "rule": CONTENTS}
        verdict = dict(verdict, notes=list(verdict.get("notes", [])) + [present(note, "7w")])
    return verdict


def extra_units(table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
    """The Secret Warehouse (one more unit of a resource the city produces with its brown and grey
    cards and its board) and the Black Market (one unit of a resource it does not): the printed cards."""
    city = table.cities[seat]
    kinds = {data.effects().get(c.name, {}).get("extra_resource") for c in city.cards if c.colour == "black"}
    produced = {r for c in city.cards if c.colour in ("brown", "grey") for unit in c.effect.produce for r in unit}
    if city.side.produce:
        produced.add(city.side.produce)
    every = frozenset(("wood", "stone", "clay", "ore", "glass", "cloth", "papyrus"))
    extra = []
    if "produced" in kinds and produced:
        extra.append(frozenset(produced))
    if "not_produced" in kinds and every - produced:
        extra.append(every - produced)
    return units + tuple(extra)


def dock_rebates(table: Any, seat: int) -> tuple:
    """The Clandestine Docks (the printed cards, data file ``trade_rebate``): once per turn the first
    resource bought from that neighbour costs 1 coin less, «cumulative with that of a Marketplace or a
    Trading Post: the first resource can thus be bought for free»."""
    from referee.core.expansion import Rebate
    city = table.cities[seat]
    out = []
    for c in city.cards:
        rebate = data.effects().get(c.name, {}).get("trade_rebate") if c.colour == "black" else None
        for side in (rebate or {}).get("sides", ()):
            nb = table.neighbour(seat, side)
            text = ngettext("{card}: the first resource {city} buys from {nb} this turn costs {n} coin less",
                            "{card}: the first resource {city} buys from {nb} this turn costs {n} coins less",
                            rebate["coins"]).format(card=display(c), city=city.name, nb=nb.name, n=rebate["coins"])
            out.append(Rebate(side, rebate["coins"], text, f"card: {c.name}"))
    return tuple(out)


def free_of_resources(table: Any, seat: int, kind: str) -> bool:
    """The Architect Cabinet (the printed card): from now on the city builds its wonder stages without
    paying their resources; a stage's coin cost (Petra) is still paid (data file, its note)."""
    return any(kind in (data.effects().get(c.name, {}).get("no_resources") or {}).get("on", ())
               for c in table.cities[seat].cards if c.colour == "black")


def _with_losses(doc: Mapping, verdict: dict) -> dict:
    """A legal build of a card (or stage) that makes the opponents lose coins: the verdict gains
    ``coin_loss``, what each opponent owes and every legal split, at the end of the turn (Cities
    rulebook, Debt tokens), from the coins the document gives them."""
    from referee.classic import EXTRA_KEYS
    from referee.core.citations import present
    from scoring import games
    action = doc["action"]
    loss = ({"player": action.get("player"), "stage": None} if action.get("stage") is True
            else {"player": action.get("player"), "card": action.get("build")})
    try:
        table = games.get("7w").parse(doc, EXTRA_KEYS)
    except BadInput:
        return verdict
    builder = table.city(loss["player"]) if isinstance(loss["player"], str) else None
    if builder is None:
        return verdict
    if "stage" in loss:
        loss["stage"] = builder.stages + 1
    problems = Problems()
    label, rule = _source(table, loss, builder, problems)
    if rule is None or problems:
        return verdict
    losses = [_one(c, _owes(c, rule), None) for c in table.cities if c is not builder and not c.free_city]
    return dict(verdict, coin_loss=present({"source": label, "losses": losses}, "7w"))


def notes(verdict: Mapping) -> tuple[dict, ...]:
    """The lines the referee screen prints for a build that makes the opponents lose coins."""
    found = verdict.get("coin_loss") if isinstance(verdict.get("coin_loss"), Mapping) else {}
    out = []
    for x in found.get("losses", ()):
        if not x.get("owes"):
            continue
        out.append({"id": f"cities-loss-{x['player']}", "text": _loss_line(x, found.get("source", ""))})
    for n in verdict.get("notes", ()) if isinstance(verdict.get("notes"), list) else ():
        if isinstance(n, Mapping) and n.get("text"):
            out.append({"id": "cities-note", "text": n["text"]})
    return tuple(out)


def _loss_line(x: Mapping, source: str) -> str:
    """What one opponent owes for a coin loss, and how it may split it (Cities rulebook, Debt tokens)."""
    owes, most = x["owes"], min(x["owes"], x["coins"])
    if not most:
        return ngettext("{name} loses {owes} coin at the end of the turn ({source}): holding no coins, takes "
                        "{owes} Debt token",
                        "{name} loses {owes} coins at the end of the turn ({source}): holding no coins, takes "
                        "{owes} Debt tokens", owes).format(name=x["player"], owes=owes, source=source)
    return ngettext(
        "{name} loses {owes} coin at the end of the turn ({source}): pays 0 to {most} of them to the bank "
        "and takes a Debt token for each coin not paid",
        "{name} loses {owes} coins at the end of the turn ({source}): pays 0 to {most} of them to the bank "
        "and takes a Debt token for each coin not paid", owes).format(name=x["player"], owes=owes, source=source,
                                                                     most=most)
