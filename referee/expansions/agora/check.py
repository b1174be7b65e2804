"""Agora's verdicts: recruiting a Senator (its cost, its Senate actions), triggering a Conspiracy (what
it does to coins, the Conflict pawn, the Senate), and the Decrees' effects on Duel's own verdicts
(coins when a card or Wonder is built, discards).  Facts file ``duel-pantheon-agora.md`` B3-B6.

    {"game": "duel", "expansions": ["agora"], "age": 2, "players": [...],
     "action": {"player": "Ana", "recruit": "Politician (center section)", "senate": [{"place": 3}]}}
    {"action": {"player": "Ana", "trigger": "Blackmail", "senate": [{"move": [3, 4]}]}}
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int
from scoring.expansions.agora import catalogue as data
from scoring.expansions.agora.document import AgoraState

from referee.core.expansion import city_pawn
from referee.duel.rules import pawn_space as where
from referee.expansions.agora.senate import RULE_DECREES, Senate, read_steps, with_effect

RULE_SENATORS = "agora, Сенаторы"
RULE_PLOTS = "agora, Заговоры"
RULE_MILITARY = "duel, ВОЕННОЕ ДЕЛО"
RULE_SUPREMACY = "duel, Военное превосходство"
ACTION_KEYS = ("player", "recruit", "trigger", "senate", "conspire", "choice")


def reason(text: str, rule: str) -> dict:
    return {"text": text, "rule": rule}


def _seat(table: Any, raw: Mapping, problems: Problems) -> int | None:
    player = raw.get("player")
    names = [c.name for c in table.cities]
    seat = next((c.seat for c in table.cities if isinstance(player, str)
                 and c.name.casefold() == player.strip().casefold()), None)
    if seat is None:
        problems.add("action.player", _("{name!r} is not a player of this game ({first} and {second})").format(
            name=player, first=names[0], second=names[1]))
    return seat


def parse_agora_action(doc: Mapping, parse) -> tuple[Any, int, Mapping, list]:
    """The table (through the game's parser), the acting seat, the action and its Senate steps."""
    problems = Problems()
    raw = doc["action"]
    problems.unknown_keys(raw, ACTION_KEYS, "action")
    table = None
    try:
        table = parse({k: v for k, v in doc.items() if k not in ("action", "age", "layout")}, ())
    except BadInput as exc:
        problems.items.extend(exc.problems)
    seat = _seat(table, raw, problems) if table is not None else None
    steps = read_steps(raw.get("senate"), "action.senate", problems)
    age = doc.get("age")
    if age is not None and (not is_int(age) or age not in (1, 2, 3)):
        # the age may be left out (no Senate action reads it), but one given is Duel's: 1, 2 or 3
        problems.add("age", _("the age is 1, 2 or 3 (a game of Duel has three ages), got {got!r}").format(got=age))
    problems.raise_if_any()
    return table, seat, raw, steps


class AgoraVerdict:
    def __init__(self, table: Any, seat: int, raw: Mapping, steps: list, age: int | None = None,
                 layout: Mapping | None = None):
        from referee.expansions.agora.pieces import Pieces
        self.table, self.seat, self.raw, self.steps = table, seat, raw, steps
        self.age, self.layout = age, layout
        self.state: AgoraState = table.ext["agora"]
        self.city, self.opp = table.cities[seat], table.opponent(seat)
        self.coins = [c.coins for c in table.cities]
        self.conflict = table.conflict
        self.senate = Senate(self.state, [c.name for c in table.cities])
        self.reasons: list[dict] = []
        self.pieces = Pieces.of(table, self.state.decrees)     # what a Conspiracy does to the pieces
        self.choices: list[dict] = []                          # every legal choice it leaves the player
        self.extra_after: dict = {}                            # what other expansions add to after (by id)
        self.progress_token = False
        self.victory: str | None = None

    def out(self, legal: bool, kind: str, card: str, cost: int = 0, play_again: bool = False) -> dict:
        self.reasons.extend(self.senate.reasons)
        self.senate.reasons = []
        verdict = {"legal": legal, "player": self.city.name, "action": kind, "card": card, "reasons": self.reasons,
                   "free": None, "cost": {"bank": cost, "opponent": 0} if legal else None, "options": self.choices,
                   "gain": 0}
        if legal:
            from referee.expansions.agora.decrees import military_tokens
            control, political = self.senate.finish()
            self.reasons.extend(self.senate.reasons)
            cap = self.table.catalogue.capital
            start = self.conflict                                                   # the Shield Decree's moves
            self.conflict = max(-cap, min(cap, self.conflict + self.senate.pawn))
            self.conflict, stopped = city_pawn(self.table, self.seat, start, self.conflict)
            self.reasons.extend(stopped)
            self.reasons.extend(military_tokens({}, {"after": {"conflict": self.conflict}}, self.table, self.seat))
            victory = "political" if political else ("military" if abs(self.conflict) == cap else self.victory)
            verdict["after"] = {"coins": {c.name: self.coins[c.seat] for c in self.table.cities},
                                "conflict": self.conflict, "progress_token": self.progress_token,
                                "play_again": play_again, "victory": victory, "senate": control}
            if self.pieces.changed:
                verdict["after"].update(self.pieces.after([c.name for c in self.table.cities]))
            verdict["after"].update(self.extra_after)
        return verdict

    def refuse(self, kind: str, card: str, text: str, rule: str) -> dict:
        self.reasons.append(reason(text, rule))
        return self.out(False, kind, card)

    def play(self, allowed_steps: int, allowed: list[int] | None, card: str, kind: str) -> dict | None:
        """Play the action's Senate steps (at most ``allowed_steps``); a refusal, or None when all are legal."""
        if len(self.steps) > allowed_steps:
            return self.refuse(kind, card, ngettext(
                "{n} Senate action given: {card} allows {most}", "{n} Senate actions given: {card} allows {most}",
                len(self.steps)).format(n=len(self.steps), card=card, most=allowed_steps), RULE_SENATORS)
        for step in self.steps:
            if not self.senate.apply(self.seat, step, allowed if step.kind == "place" else None):
                return self.out(False, kind, card)
        return None

    # -- recruiting a Senator ------------------------------------------------------
    def recruit(self) -> dict:
        senator = data.find("senators", self.raw["recruit"])
        name = self.raw["recruit"] if senator is None else display(senator)
        if senator is None:
            hint = data.suggest("senators", self.raw["recruit"])
            return self.refuse("recruit", str(name), (_("unknown Senator {name!r}; did you mean {hint!r}?") if hint
                                                     else _("unknown Senator {name!r}")).format(name=name, hint=hint),
                               RULE_SENATORS)
        cost = self._senator_cost()
        if cost > self.coins[self.seat]:
            return self.refuse("recruit", name, ngettext("{player} holds {coins} coin: not enough",
                                                         "{player} holds {coins} coins: not enough",
                                                         self.coins[self.seat]).format(
                player=self.city.name, coins=self.coins[self.seat]), RULE_SENATORS)
        self.coins[self.seat] -= cost
        if senator.kind == "politician":
            refused = self._politician(senator, name)
        else:
            refused = self._conspirator(name)
        if refused is not None:
            return refused
        again = bool(with_effect(self.state, self.seat, "play_again_after")) and senator.kind == "conspirator"
        if again:
            self.reasons.append(reason(_("a Decree {player} benefits from: recruiting a Conspirator gives another turn "
                                         "at once").format(player=self.city.name), RULE_DECREES))
        return self.out(True, "recruit", name, cost, play_again=again)

    def _senator_cost(self) -> int:
        """As many coins as the Senators already in the city; free with Corruption (facts B4, B9)."""
        owned = self.state.cities[self.seat].senators
        corruption = next((t for t in self.city.progress if t.name == "Corruption"), None)
        if corruption is not None:
            self.reasons.append(reason(_("{token}: {player} recruits every Senator for free").format(
                token=display(corruption), player=self.city.name), RULE_SENATORS))
            return 0
        self.reasons.append(reason(ngettext(
            "a Senator costs as many coins as the Senators already in the city: {player} has {n} → {n} coin",
            "a Senator costs as many coins as the Senators already in the city: {player} has {n} → {n} coins",
            owned).format(player=self.city.name, n=owned), RULE_SENATORS))
        return owned

    def _politician(self, senator: data.Senator, name: str) -> dict | None:
        """As many Senate actions as the blue cards allow (+2 with Decree 12): place in the section, or move."""
        blue = self.city.count("blue")
        bonus = sum(d.effect["senate_blue_bonus"] for d in with_effect(self.state, self.seat, "senate_blue_bonus"))
        rows = senator.effect["senate_actions"]["by_blue"]
        actions = max(r["actions"] for r in rows if blue + bonus >= r["blue"])
        more = _(" + {bonus} from a Decree").format(bonus=bonus) if bonus else ""
        self.reasons.append(reason(ngettext(
            "blue cards in {player}'s city: {n}{more} → {actions} Senate action: place a cube in Chambers "
            "{chambers}, or move one of their cubes to an adjacent Chamber",
            "blue cards in {player}'s city: {n}{more} → {actions} Senate actions, each: place a cube in Chambers "
            "{chambers}, or move one of their cubes to an adjacent Chamber", actions).format(
            player=self.city.name, n=blue, more=more, actions=actions,
            chambers=", ".join(map(str, senator.chambers))), RULE_SENATORS))
        if any(s.kind == "remove" for s in self.steps):
            return self.refuse("recruit", name, _("a Politician places or moves cubes; it removes none"),
                               RULE_SENATORS)
        return self.play(actions, list(senator.chambers), name, "recruit")

    def _conspirator(self, name: str) -> dict | None:
        """One of: place 1 cube in any Chamber, or Conspire (facts B4)."""
        conspire = self.raw.get("conspire") is True
        if conspire and self.steps:
            return self.refuse("recruit", name, _("a Conspirator either places a cube or conspires, not both"),
                               RULE_SENATORS)
        if conspire:
            keep = 2 if any(t.name == "Organized Crime" for t in self.city.progress) else 1
            self.reasons.append(reason(ngettext(
                "{player} draws 2 Conspiracies and keeps {n} face down",
                "{player} draws 2 Conspiracies and keeps {n} face down", keep).format(
                player=self.city.name, n=keep), RULE_PLOTS))
            return None
        if any(s.kind != "place" for s in self.steps):
            return self.refuse("recruit", name, _("a Conspirator places one cube in any Chamber, or conspires"),
                               RULE_SENATORS)
        return self.play(1, None, name, "recruit")

    # -- triggering a Conspiracy -----------------------------------------------------
    def trigger(self) -> dict:
        plot = data.find("conspiracies", self.raw["trigger"])
        if plot is None:
            return self.refuse("trigger", str(self.raw["trigger"]), _("unknown Conspiracy {name!r}").format(
                name=self.raw["trigger"]), RULE_PLOTS)
        name = display(plot)
        mine = self.state.cities[self.seat]
        if plot not in mine.prepared:
            where = (_("it is triggered already") if plot in mine.triggered else
                     _("no card is tucked under it yet") if plot in mine.conspiracies else
                     _("{player} does not hold it").format(player=self.city.name))
            return self.refuse("trigger", name, _("{plot} cannot be triggered: {why}; only a prepared Conspiracy is "
                                                  "triggered, at the start of a turn").format(plot=name, why=where),
                               RULE_PLOTS)
        self.reasons.append(reason(_("{player} reveals the prepared {plot} at the start of the turn and applies it "
                                     "for free, then takes the turn").format(player=self.city.name, plot=name),
                                   RULE_PLOTS))
        from referee.expansions.agora.plots import apply_plot
        return apply_plot(self, plot, name)

    def shields(self, n: int, source: str) -> None:
        """Move the Conflict pawn toward the opponent (Duel's military rules; Agora tokens give cube actions)."""
        step, cap = (1 if self.seat == 0 else -1), self.table.catalogue.capital
        start, self.conflict = self.conflict, max(-cap, min(cap, self.conflict + step * n))
        self.conflict, stopped = city_pawn(self.table, self.seat, start, self.conflict)   # e.g. Minerva's pawn
        self.reasons.append(reason(ngettext(
            "{source}: {n} shield, the Conflict pawn moves from {start} to {end}",
            "{source}: {n} shields, the Conflict pawn moves from {start} to {end}", n).format(
            source=source, n=n, start=where(self.table, start), end=where(self.table, self.conflict)), RULE_MILITARY))
        self.reasons.extend(stopped)
        if abs(self.conflict) == self.table.catalogue.capital:
            self.reasons.append(reason(_("the pawn reaches {opponent}'s capital: {player} wins at once by military "
                                         "supremacy").format(opponent=self.opp.name, player=self.city.name),
                                       RULE_SUPREMACY))
