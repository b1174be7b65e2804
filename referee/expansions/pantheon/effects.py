"""The verdict on an activation: the cost (``activate.activation_cost``), whether the player can pay
(treasury and the coins on Astarte: data ``pantheon_board.paid_from``), and the position after it
where the data states the Divinity's effect (coins, coins on Astarte, the Conflict pawn with
Poliorcetics, VP); the verdict has the Duel referee's shape (``referee.duel.rules``) plus ``pantheon``."""
from __future__ import annotations

from typing import Any

from scoring.core.i18n import _, display, language, ngettext
from scoring.expansions.pantheon.catalogue import Divinity, pantheon_catalogue

from referee.core.expansion import city_pawn
from referee.duel.rules import pawn_space
from referee.expansions.pantheon.rules import EFFECT_TEXT, RULE, reason, activation_cost

ACTIVATION_AGES = (2, 3)      # data pantheon_board.activation_ages: the Pantheon opens at the start of age II


class Activation:
    def __init__(self, table: Any, age: int, seat: int, space: int, divinity: Divinity | None, offerings: list[int]):
        self.table, self.age, self.seat, self.space = table, age, seat, space
        self.divinity, self.offerings = divinity, offerings
        self.city, self.opp = table.cities[seat], table.cities[1 - seat]
        self.pc = table.ext["pantheon"].cities[seat]
        self.options = table.ext["pantheon"].options
        self.cat = pantheon_catalogue()

    def _out(self, legal: bool, reasons: list, cost: int | None, after: dict | None, extra: dict) -> dict:
        out = {"legal": legal, "player": self.city.name, "action": "activate",
               "card": None, "reasons": reasons, "free": None,
               "cost": {"bank": cost, "opponent": 0} if legal else None, "options": [],
               "gain": extra.get("gain", 0) if legal else 0,
               "pantheon": {"space": self.space, "divinity": self.divinity.name if self.divinity else None,
                            "cost": cost, **{k: v for k, v in extra.items() if k != "gain"}}}
        if legal:
            out["after"] = after
        return out

    def verdict(self) -> dict:
        reasons: list[dict] = []
        if self.age not in ACTIVATION_AGES:
            reasons.append(reason(_("the Pantheon's Divinities can be activated in ages II and III only (in age I "
                                     "they are placed face down)"), RULE["activate"]))
            return self._out(False, reasons, None, None, {})
        many = self.options.get("offering_tokens_per_activation") == "one" and len(self.offerings) > 1
        if many:
            reasons.append(reason(_("this table plays at most one Offering token per activation (table option)"),
                                   RULE["offering"]))
            return self._out(False, reasons, None, None, {})
        gate = self.divinity is not None and self.divinity.id == self.cat.gate.id
        sanctuary = any(w.name in {x["name"] for x in self.cat.wonders if "activation_discount" in x.get("effect", {})}
                        for w in self.city.wonders)
        cost, lines = activation_cost(self.seat, self.city.name, self.space, gate, sanctuary, self.offerings)
        reasons += lines
        purse = self.city.coins + self.pc.astarte_coins
        if purse < cost:
            reasons.append(reason(ngettext(
                "{player} has {n} coin (treasury and Astarte) and needs {cost}",
                "{player} has {n} coins (treasury and Astarte) and needs {cost}", purse).format(
                player=self.city.name, n=purse, cost=cost), RULE["activate"]))
            return self._out(False, reasons, cost, None, {})
        return self._after(cost, reasons)

    def _pay(self, cost: int, reasons: list) -> tuple[int, int]:
        """(treasury, coins on Astarte) after paying, in the order the table option says."""
        treasury, astarte = self.city.coins, self.pc.astarte_coins
        order = self.options.get("astarte_coins_spent", "player_choice")
        if order == "astarte_first":
            from_astarte = min(cost, astarte)
        else:
            from_astarte = max(0, cost - treasury)
        if astarte and order == "player_choice" and cost:
            reasons.append(reason(_("the coins on Astarte can pay too: the player chooses which coins (shown: "
                                     "the treasury first)"), RULE["divinity"]))
        return treasury - (cost - from_astarte), astarte - from_astarte

    def _after(self, cost: int, reasons: list) -> dict:
        treasury, astarte = self._pay(cost, reasons)
        theirs, conflict, victory, gain = self.opp.coins, self.table.conflict, None, 0
        d = self.divinity
        effect = d.effect if d is not None else {}
        if d is not None:
            n = effect.get("coins") or effect.get("vp") or effect.get("shields") or d.coins_on_card
            labels = self.cat.options["zeus_tokens"].value_labels[self.options["zeus_tokens"]]
            fate = labels.get(language(), labels["en"])      # the data file's own en/ru/uk labels
            reasons.append(reason(_(EFFECT_TEXT[d.id]).format(divinity=display(d), n=n, fate=fate),
                                   f"{RULE['divinity']}: {d.name}"))
        if effect.get("coins"):
            gain = effect["coins"]
            treasury += gain
        if d is not None and d.coins_on_card:
            astarte += d.coins_on_card
        if effect.get("shields"):
            conflict, theirs, victory = self._military(effect["shields"], reasons)
        coins = {self.city.name: treasury, self.opp.name: theirs}
        after = {"coins": coins, "conflict": conflict, "progress_token": False, "play_again": False,
                 "victory": victory}
        left = list(self.pc.offering_tokens)
        for v in self.offerings:
            left.remove(v)
        return self._out(True, reasons, cost, after, {"gain": gain, "astarte_coins": astarte,
                                                      "offering_tokens": left})

    def _military(self, shields: int, reasons: list) -> tuple[int, int, str | None]:
        """The Conflict pawn moved by the Divinity's shields; Poliorcetics' coins (data
        ``progress.poliorcetics``: 1 coin per space the pawn moves toward the opponent)."""
        start = self.table.conflict
        step = 1 if self.seat == 0 else -1
        capital = self.table.catalogue.capital
        end = max(-capital, min(capital, start + step * shields))
        end, stopped = city_pawn(self.table, self.seat, start, end)
        moved = abs(end - start)
        theirs = self.opp.coins
        reasons.append(reason(ngettext(
            "the Conflict pawn moves {n} space toward {opponent}'s capital: from {start} to {end}",
            "the Conflict pawn moves {n} spaces toward {opponent}'s capital: from {start} to {end}", moved).format(
            n=moved, opponent=self.opp.name, start=pawn_space(self.table, start), end=pawn_space(self.table, end)),
            RULE["military"]))
        reasons.extend(stopped)
        # the Divinity's shields move the pawn like a card's: the token of a zone it enters applies (seed 003,
        # ОПИСАНИЕ СИМВОЛОВ, Военные жетоны: «Ваш соперник теряет 2 или 5 монет в зависимости от жетона. ...
        # Если у соперника недостаточно монет, он теряет все оставшиеся»)
        from referee.duel.rules import token_losses
        theirs, lost = token_losses(self.table, self.opp, start, end, theirs)
        reasons.extend(lost)
        theirs, line = poliorcetics_loss(self.city, self.opp.name, moved, theirs)
        reasons.extend([line] if line else [])
        if abs(end) == capital:
            reasons.append(reason(_("the pawn reaches {opponent}'s capital: {player} wins at once by military "
                                     "supremacy").format(opponent=self.opp.name, player=self.city.name),
                                   RULE["supremacy"]))
            return end, theirs, "military"
        return end, theirs, None


def minerva_stop(table: Any, start: int, end: int) -> tuple[int, list[dict]]:
    """The Conflict pawn's end when the Minerva pawn stands between ``start`` and ``end`` (her space
    entered): the space before hers (Pantheon rulebook, Divinities: Minerva)."""
    state = getattr(table, "ext", {}).get("pantheon")
    space = next((pc.minerva for pc in state.cities if pc.minerva is not None), None) if state else None
    if space is None or start == end:
        return end, []
    step = 1 if end > start else -1
    if not (min(start, end) <= space <= max(start, end)) or space == start:
        return end, []
    stop = space - step
    minerva = next(d for d in pantheon_catalogue().divinities if "place_minerva" in d.effect)
    return stop, [reason(_("the {minerva} pawn on space {space} stops the Conflict pawn on space {stop} instead of "
                           "{end}: the rest of the move is lost and the {minerva} pawn is discarded").format(
        minerva=display(minerva), space=space, stop=stop, end=end), f"{RULE['divinity']}: {minerva.name}")]


def poliorcetics_loss(city: Any, opponent: str, moved: int, theirs: int) -> tuple[int, dict | None]:
    """Poliorcetics: the opponent loses 1 coin per space the pawn moves toward them, their treasury
    only (Pantheon rulebook, Progress tokens: Poliorcetics; data ``progress.poliorcetics``)."""
    cat = pantheon_catalogue()
    per = next((cat.progress_effect(t.name)["opponent_loses_per_step"] for t in city.progress
                if "opponent_loses_per_step" in cat.progress_effect(t.name)), 0)
    if not per or moved <= 0:
        return theirs, None
    lost = min(theirs, per * moved)
    return theirs - lost, reason(_("Poliorcetics: {opponent} loses {per} coin per space moved → {lost}").format(
        opponent=opponent, per=per, lost=lost), "pantheon, Progress tokens: Poliorcetics")


def with_poliorcetics(table: Any, verdict: dict) -> dict:
    """A verdict whose turn moves the pawn toward the opponent of a player holding Poliorcetics, with the
    coins it costs them: the pawn's move is that player's whoever's turn it is (Agora's Shield Decree
    moves it toward the player who lost its Chamber: facts B6 item 9, "Zone tokens, Minerva and Poliorcetics
    apply to these moves")."""
    after = verdict["after"]
    delta = after["conflict"] - table.conflict
    if not delta:
        return verdict
    mover = 0 if delta > 0 else 1                     # positive: toward the second player's capital
    opponent = table.cities[1 - mover].name
    theirs, line = poliorcetics_loss(table.cities[mover], opponent, abs(delta), after["coins"][opponent])
    if line is None:
        return verdict
    from referee.core.citations import present
    return {**verdict, "after": {**after, "coins": {**after["coins"], opponent: theirs}},
            "reasons": list(verdict["reasons"]) + present([line], "duel")}
