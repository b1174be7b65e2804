"""The Senate on the referee's side: who controls each Chamber, the Decrees in force, and the Senate
actions (place, move, remove a cube) with what they change (control, a Decree revealed, political
supremacy).  Facts file ``duel-pantheon-agora.md`` B3-B6, read from the licensed implementation."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int
from scoring.expansions.agora import catalogue as data
from scoring.expansions.agora.document import AgoraState

RULE_SENATE = "agora, Палаты Сената"
RULE_DECREES = "agora, Декреты"
RULE_POLITICAL = "agora, Политическое превосходство"
KINDS = ("place", "move", "remove")


@dataclass(frozen=True)
class Step:
    kind: str                   # "place" | "move" | "remove"
    chamber: int                # where a cube is placed or removed; where a moved cube comes from
    to: int | None = None       # where a moved cube goes


def controllers(cubes: Sequence[Sequence[int]]) -> tuple[int | None, ...]:
    """Strictly more cubes controls a Chamber; a tie, 0-0 too, is no one's (facts B3)."""
    return tuple(0 if a > b else 1 if b > a else None for a, b in zip(cubes[0], cubes[1]))


def in_force(state: AgoraState, seat: int) -> list[data.Thing]:
    """The Decrees of the Chambers ``seat`` controls: its controller benefits from them (facts B3)."""
    return [d for chamber in state.controlled(seat) for d in state.decrees.get(chamber, ())]


def with_effect(state: AgoraState, seat: int, key: str) -> list[data.Thing]:
    return [d for d in in_force(state, seat) if key in d.effect]


def read_steps(raw: Any, path: str, problems: Problems) -> list[Step]:
    """``[{"place": 3}, {"move": [3, 4]}, {"remove": 5}]`` → steps; every bad one a problem at its path."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add(path, _("Senate actions: a list such as [{\"place\": 3}, {\"move\": [3, 4]}]"))
        return []
    n = len(data.chambers())
    out = []
    for k, step in enumerate(raw):
        where = f"{path}[{k}]"
        kind = next(iter(step), None) if isinstance(step, Mapping) and len(step) == 1 else None
        value = step.get(kind) if kind else None
        if kind == "move" and isinstance(value, list) and len(value) == 2 and all(
                is_int(x) and 1 <= x <= n for x in value):
            out.append(Step("move", value[0], value[1]))
        elif kind in ("place", "remove") and is_int(value) and 1 <= value <= n:
            out.append(Step(kind, value))
        else:
            problems.add(where, _("a Senate action is {{\"place\": chamber}}, {{\"remove\": chamber}} or "
                                  "{{\"move\": [from, to]}}, Chambers 1 to {n}").format(n=n))
    return out


class Senate:
    """The cubes while a verdict plays Senate actions, with the sentences that explain each one."""

    def __init__(self, state: AgoraState, names: Sequence[str]):
        self.state = state
        self.names = list(names)
        self.cubes = [list(state.cities[0].influence), list(state.cities[1].influence)]
        self.reasons: list[dict] = []
        self.before = controllers(self.cubes)
        self.pawn = 0            # the Shield Decree's moves of the Conflict pawn (positive: toward players[1])
        self.decrees = dict(state.decrees)      # the Decrees in each Chamber (Insider Influence moves one)

    def say(self, text: str, rule: str = RULE_SENATE) -> None:
        self.reasons.append({"text": text, "rule": rule})

    def apply(self, seat: int, step: Step, allowed: Sequence[int] | None = None) -> bool:
        """Play one step for ``seat``; False (with the reason) when the rules forbid it.
        ``allowed``: the Chambers a placed cube may go to (a Politician's section), None: any."""
        player, opponent = self.names[seat], self.names[1 - seat]
        if step.kind == "place":
            return self._place(seat, player, step.chamber, allowed)
        if step.kind == "remove":
            if self.cubes[1 - seat][step.chamber - 1] == 0:
                self.say(_("{opponent} has no cube in Chamber {n} to remove").format(opponent=opponent, n=step.chamber))
                return False
            self.cubes[1 - seat][step.chamber - 1] -= 1
            self.say(_("{player} removes one of {opponent}'s cubes from Chamber {n}").format(
                player=player, opponent=opponent, n=step.chamber))
            return True
        if abs(step.chamber - step.to) != 1:
            self.say(_("a cube moves to an adjacent Chamber only: {a} and {b} are not next to each other").format(
                a=step.chamber, b=step.to))
            return False
        if self.cubes[seat][step.chamber - 1] == 0:
            self.say(_("{player} has no cube in Chamber {n} to move").format(player=player, n=step.chamber))
            return False
        self.cubes[seat][step.chamber - 1] -= 1
        self.cubes[seat][step.to - 1] += 1
        self.say(_("{player} moves a cube from Chamber {a} to Chamber {b}").format(player=player, a=step.chamber,
                                                                                  b=step.to))
        return True

    def _place(self, seat: int, player: str, chamber: int, allowed: Sequence[int] | None) -> bool:
        if allowed is not None and chamber not in allowed:
            self.say(_("this Politician places cubes only in its section of the Senate: Chambers {chambers}").format(
                chambers=", ".join(map(str, allowed))))
            return False
        if sum(self.cubes[seat]) >= data.cubes_per_player():
            # facts B4: "With no cubes left, a place action is lost; moving is still possible"
            self.say(_("{player} has placed all {n} cubes: the place action is lost").format(
                player=player, n=data.cubes_per_player()))
            return True
        self.cubes[seat][chamber - 1] += 1
        self.say(_("{player} places a cube in Chamber {n}").format(player=player, n=chamber))
        hidden = chamber not in data.data()["senate"]["decree_face_up_chambers"]
        if hidden and self.decrees.get(chamber) and self.state.options.get("decree_reveal") == "on_place":
            # the table option "decree_reveal" read literally: "turns face up only when an Influence cube is
            # placed in its Chamber" (data file ``options``)
            self.say(_("the face-down Decree of Chamber {n} is revealed: a cube is placed in its Chamber (if it "
                       "was not revealed before)").format(n=chamber), RULE_DECREES)
        return True

    def finish(self) -> tuple[list[str | None], str | None]:
        """Control after the steps (by name, per Chamber) and the political winner, if any."""
        after = controllers(self.cubes)
        for k, (was, now) in enumerate(zip(self.before, after), start=1):
            if was != now:
                self._control_changed(k, was, now)
                self._shield(k, was, now)
        whole = len(data.chambers())
        winner = next((self.names[s] for s in (0, 1) if all(c == s for c in after)), None)
        if winner is not None:
            self.say(_("{player} now controls all {n} Chambers: political supremacy, the game ends at once").format(
                player=winner, n=whole), RULE_POLITICAL)
        return [None if c is None else self.names[c] for c in after], winner

    def _control_changed(self, chamber: int, was: int | None, now: int | None) -> None:
        if now is None:
            self.say(_("Chamber {n}: a tie, no one controls it now").format(n=chamber))
            return
        self.say(_("{player} now controls Chamber {n}").format(player=self.names[now], n=chamber))
        hidden = chamber not in data.data()["senate"]["decree_face_up_chambers"]
        if hidden and was is None and self.state.options.get("decree_reveal") == "on_control":
            # the table option "decree_reveal" (data file ``options``), default: revealed on gaining control
            self.say(_("the face-down Decree of Chamber {n} is revealed: its Chamber has a controller for the first "
                       "time (if it was not revealed before)").format(n=chamber), RULE_DECREES)
        for decree in self.decrees.get(chamber, ()):
            self.say(_("{player} benefits from the Decree {decree} while controlling Chamber {n}").format(
                player=self.names[now], decree=display(decree), n=chamber), RULE_DECREES)

    def _shield(self, chamber: int, was: int | None, now: int | None) -> None:
        """The Shield Decree (facts B6): gaining control moves the pawn 1 toward the opponent; losing it,
        1 back; the opponent taking it, 2 toward the former controller's capital."""
        for decree in self.decrees.get(chamber, ()):
            rule = decree.effect.get("shield_decree")
            if rule is None:
                continue
            toward = {0: 1, 1: -1}                  # a seat's direction: toward its opponent's capital
            if was is None:
                n, delta, capital = rule["gain"], rule["gain"] * toward[now], 1 - now
            else:
                n = rule["lose"] if now is None else rule["taken_by_opponent"]
                delta, capital = -n * toward[was], was
            self.pawn += delta
            self.say(ngettext("Decree {decree}: the Conflict pawn moves {n} space toward {player}'s capital",
                              "Decree {decree}: the Conflict pawn moves {n} spaces toward {player}'s capital", n).format(
                decree=display(decree), n=n, player=self.names[capital]), RULE_DECREES)
