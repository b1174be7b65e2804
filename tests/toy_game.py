"""A test double: a tiny game shaped unlike the 1st edition, run through the conformance suite
and the shell to show that nothing outside a game's module assumes sides A/B, seven rows,
coins or conflict tokens.

    {"game": "toy", "expansions": ["bonus"],
     "players": [{"name": "Ana", "cards": {"blue": 2, "red": 1}, "bonus": 2}, ...]}

Cards are counted by kind (as in Architects): blue 2 VP each; red 1 VP each, and 3 more to
every player with the most red cards when someone has any.  Most points wins; tied → most
blue cards; still tied → shared.  The result carries ``"victory": "points"`` (as Duel's does).
No coins, no boards, no sides.  The "bonus" expansion (as Babel on the 1st edition) adds a
per-player field and a score-pad row between the base rows: 1 VP per bonus token.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from scoring.core.errors import BadInput, Problems
from scoring.core.game import MIRRORING, RANKS, SEAT_ROTATION, BadExample, Board, EntryScreen, Game, Row
from scoring.core.boxes import GameInfo
from scoring.core.result import Line, PlayerScore, Result

KINDS = ("blue", "red")


class Toy(Game):
    info = GameInfo("toy", "Toy game (test double)", "toy.json", 2, 5, "tests/toy_game.py",
                    aliases=("Toy",), module="toy")
    rows = (Row("blue", "Blue cards", "#1f5fae", "#d3e2f4", "building", 0),
            Row("red", "Red majority", "#c0282d", "#f6d5d5", "no-such-icon", 2))
    expansion_rows = {"bonus": (Row("bonus", "Bonus tokens", "#6a3d8f", "#e4d8ee", "guild", 1),)}
    invariants = (SEAT_ROTATION, MIRRORING, RANKS)

    def parse_base(self, doc: Any, extra_keys: Sequence[str] = ()) -> tuple[bool, list[tuple[str, dict]]]:
        problems = Problems()
        if not isinstance(doc, Mapping):
            raise BadInput("the document must be a JSON object with \"game\" and \"players\"")
        for key in doc:
            if key not in ("game", "players", "expansions", *extra_keys):
                problems.add(key, f"unknown field {key!r}")
        expansions = doc.get("expansions", [])
        if expansions not in ([], ["bonus"]):
            problems.add("expansions", "the only expansion is \"bonus\"")
        bonus = expansions == ["bonus"]
        players = doc.get("players")
        if not isinstance(players, list):
            problems.add("players", "\"players\" must be a list")
            problems.raise_if_any()
        if not 2 <= len(players) <= 5:
            problems.add("players", f"{len(players)} players: the toy game is for 2 to 5")
        out, names = [], set()
        for i, p in enumerate(players):
            if not isinstance(p, Mapping) or not isinstance(p.get("name"), str) or not p["name"].strip():
                problems.add(f"players[{i}].name", "a name is required")
                continue
            if p["name"] in names:
                problems.add(f"players[{i}].name", "names must differ")
            names.add(p["name"])
            cards = p.get("cards", {})
            if not isinstance(cards, Mapping):
                problems.add(f"players[{i}].cards", "cards must be an object of counts by kind")
                continue
            for kind, n in cards.items():
                if kind not in KINDS:
                    problems.add(f"players[{i}].cards.{kind}", f"unknown kind {kind!r}")
                elif not isinstance(n, int) or isinstance(n, bool) or n < 0:
                    problems.add(f"players[{i}].cards.{kind}", f"a count must be a whole number 0 or more, got {n!r}")
            tokens = p.get("bonus", 0)
            if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0 or (tokens and not bonus):
                problems.add(f"players[{i}].bonus", "bonus tokens: a whole number 0 or more, with the expansion")
            out.append((p["name"], {**{k: cards.get(k, 0) for k in KINDS}, "bonus": tokens}))
        problems.raise_if_any()
        return bonus, out

    def score_parsed(self, parsed: tuple[bool, list[tuple[str, dict]]]) -> Result:
        bonus, table = parsed
        most = max(c["red"] for _, c in table)
        scores = []
        for seat, (name, cards) in enumerate(table):
            lines = [Line("blue", "blue cards", 2 * cards["blue"], f"{cards['blue']} blue × 2"),
                     Line("red", "red cards", cards["red"], f"{cards['red']} red × 1")]
            if bonus:
                lines.append(Line("bonus", "bonus tokens", cards["bonus"], f"{cards['bonus']} bonus tokens"))
            if most and cards["red"] == most:
                lines.append(Line("red", "majority", 3, "most red cards → 3"))
            cats = {r.id: sum(d.points for d in lines if d.category == r.id)
                    for r in self.all_rows if r in self.rows or bonus}
            scores.append(PlayerScore(seat, name, cats, tuple(lines), {}, None, extra={"blue_cards": cards["blue"]}))
        key = {s.seat: (s.total, table[s.seat][1]["blue"]) for s in scores}
        ranked = tuple(PlayerScore(s.seat, s.name, s.categories, s.details, s.choices, None,
                                   rank=1 + sum(1 for k in key.values() if k > key[s.seat]), extra=s.extra)
                       for s in scores)
        return Result(self.id, ranked, tuple(s.name for s in ranked if s.rank == 1), extra={"victory": "points"})

    def boards(self, parsed) -> tuple[Board, ...]:
        return tuple(Board() for _ in parsed[1])

    def referee(self, doc: Any) -> dict:
        _, table = self.parse(doc, extra_keys=("action",))
        return {"legal": True, "players": len(table), "reasons": []}

    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        bonus = ({"id": "bonus", "label": "Bonus tokens", "min": 0, "max": None},) if "bonus" in expansions else ()
        return EntryScreen(self.id, players, tuple(expansions), card_groups=(
            {"id": "kinds", "label": "Cards by kind", "kind": "counts", "cards": [{"name": k} for k in KINDS]},),
            counters=bonus)

    def examples(self) -> tuple[dict, ...]:
        return ({"game": "toy", "expansions": ["bonus"],
                 "players": [{"name": "Ana", "cards": {"blue": 2, "red": 1}, "bonus": 4},
                             {"name": "Богдан", "cards": {"red": 3}}]},
                {"game": "Toy", "players": [{"name": "Ana", "cards": {"blue": 1}}, {"name": "Bo", "cards": {}}]})

    def referee_examples(self) -> tuple[dict, ...]:
        return (dict(self.examples()[1], action={"player": "Ana", "take": "red"}),)

    def bad_examples(self) -> tuple[BadExample, ...]:
        ok = self.examples()[1]
        return super().bad_examples() + (
            BadExample({"game": "toy", "players": [ok["players"][0], {"name": "Bo", "cards": {"green": 1}}]},
                       "players[1].cards.green", "unknown kind"),
            BadExample({"game": "toy", "players": [ok["players"][0], {"name": "Bo", "cards": {"red": -1}}]},
                       "players[1].cards.red", "negative count"),
        )

    def random_document(self, rng: random.Random, players: int | None = None) -> dict:
        n = players or rng.randint(2, 5)
        doc = {"game": "toy", "players": [{"name": f"T{i}", "cards": {k: rng.randint(0, 4) for k in KINDS}}
                                          for i in range(n)]}
        if rng.random() < 0.5:
            doc["expansions"] = ["bonus"]
            for p in doc["players"]:
                p["bonus"] = rng.randint(0, 3)
        return doc


GAME = Toy()
