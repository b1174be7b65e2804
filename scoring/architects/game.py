"""7 Wonders Architects behind the ``scoring.core.game.Game`` interface.

The rules live in ``scoring.architects`` (catalogue, document, final count) and
``referee.architects.check`` (what taking a card sets off); this module only answers the
interface's questions about them.  Architects has no coins (``PlayerScore.coins = None``),
no sides (``sides=()``), cards counted by kind (``card_groups`` of ``kind: "counts"``),
and ranks a tie on points by the pieces built (``PlayerScore.extra["pieces_built"]``;
seed 002, Завершення гри).
"""
from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from scoring.architects import catalogue
from scoring.architects.catalogue import Piece
from scoring.architects.document import ArchitectsTable, parse_architects
from scoring.architects.examples import BAD_EXAMPLES, EXAMPLES, random_document
from scoring.architects.score import CATEGORIES, CATEGORY_LABELS, piece_effect_text, score_table
from scoring.core.i18n import N_, _, display
from scoring.core.game import MIRRORING, RANKS, SEAT_ROTATION, BadExample, Board, EntryScreen, Game, Invariant, Row
from scoring.core.boxes import ARCHITECTS
from scoring.core.result import PlayerScore, Result

# The score-pad rows (seed 002, Завершення гри counts pieces, blue cards, the cat, victory
# tokens, progress tokens): colour, light tint, icon.
_LOOK: dict[str, tuple[str, str, str]] = {
    "wonder":   ("#a08a64", "#ece3d2", "pyramid"),
    "civilian": ("#1f5fae", "#d3e2f4", "building"),
    "cat":      ("#6b6b6b", "#e4e4e4", "cat"),
    "military": ("#c0282d", "#f6d5d5", "shield"),
    "progress": ("#2e8b3a", "#d5ecd7", "gear"),
}
ROWS: tuple[Row, ...] = tuple(Row(c, CATEGORY_LABELS[c], *_LOOK[c], order=i) for i, c in enumerate(CATEGORIES))

COLOUR_LABEL = {"grey": N_("Grey cards (resources)"), "yellow": N_("Yellow cards (gold)"),
                "blue": N_("Blue cards (points)"), "green": N_("Green cards (science)"), "red": N_("Red cards (shields)")}


# -- invariants of this game ------------------------------------------------------------

def _blue_never_lowers(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Adding a blue card (a copy still in the decks in play) never lowers its owner's score and
    raises it by at least the card's points (seed 002, Сині карти; Завершення гри).  A card with
    the cat icon is only added to the player holding the cat (who took the last one)."""
    cat = catalogue()
    n = len(doc["players"])
    seat = rng.randrange(n)
    me = doc["players"][seat]
    wonders = [cat.wonder(p["wonder"]) for p in doc["players"]]
    in_play = cat.cards_in_play(wonders)
    held = {k.id: sum(p.get("cards", {}).get(k.id, 0) for p in doc["players"]) for k in cat.kinds}
    kinds = [k for k in cat.kinds if k.colour == "blue" and held[k.id] < in_play[k.id]
             and (not k.cat or me.get("cat") or not any(p.get("cat") for p in doc["players"]))]
    if not kinds:
        return None
    kind = rng.choice(kinds)
    before = game.score(doc).players[seat].total
    more = copy.deepcopy(doc)
    mine = more["players"][seat]
    mine.setdefault("cards", {})[kind.id] = mine.get("cards", {}).get(kind.id, 0) + 1
    if kind.cat:
        mine["cat"] = True
    after = game.score(more).players[seat].total
    want = before + kind.vp
    return None if after >= want else f"adding {kind.id} to seat {seat}: {before} → {after}, expected at least {want}"


def _victory_token(game: Game, doc: dict, rng: random.Random) -> str | None:
    """One more victory token is worth 3 VP, 4 with Strategy (seed 002, Завершення гри; Стратегія)."""
    cat = catalogue()
    if sum(p.get("victory_tokens", 0) for p in doc["players"]) >= cat.victory_total:
        return None
    seat = rng.randrange(len(doc["players"]))
    more = copy.deepcopy(doc)
    more["players"][seat]["victory_tokens"] = more["players"][seat].get("victory_tokens", 0) + 1
    strategy = any(cat.token(t) is not None and cat.token(t).effect.vp_per_victory_token
                   for t in doc["players"][seat].get("progress", []))
    want = cat.victory_vp + (1 if strategy else 0)
    got = game.score(more).players[seat].total - game.score(doc).players[seat].total
    return None if got == want else f"a victory token to seat {seat} added {got}, expected {want}"


def _pieces_break_ties(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Most points wins; tied → most pieces built; still tied → shared (seed 002, Завершення гри)."""
    result = game.score(doc)
    best = max((p.total, p.extra["pieces_built"]) for p in result.players)
    want = sorted(p.name for p in result.players if (p.total, p.extra["pieces_built"]) == best)
    return None if sorted(result.winners) == want else f"winners {result.winners}, expected {want}"


def _the_cat_is_two(game: Game, doc: dict, rng: random.Random) -> str | None:
    """The cat is worth 2 VP to whoever holds it, and only to them (seed 002, Завершення гри)."""
    result = game.score(doc)
    for p, raw in zip(result.players, doc["players"]):
        want = catalogue().cat_vp if raw.get("cat") else 0
        if p.categories["cat"] != want:
            return f"{p.name}: cat row {p.categories['cat']}, expected {want}"
    return None


def _piece_json(piece: Piece) -> dict:
    """One piece as the entry screen draws it: requirement, VP, level (1 = bottom), effect."""
    req = piece.requirement
    words = (_("{n} identical resources") if req.same else _("{n} different resources")).format(n=req.count)
    out = {"id": req.id, "symbol": req.symbol, "vp": piece.vp, "level": piece.level, "index": piece.index,
           "words": words, "effect": piece.effect.kind if piece.effect else None}
    if piece.effect:
        out["effect_short"], out["effect_text"] = piece_effect_text(piece.effect)
    return out


BLUE_CARD = Invariant("blue card", "adding a blue card never lowers its owner's score", _blue_never_lowers)
VICTORY_TOKEN = Invariant("victory token", "one more victory token is worth 3 VP (4 with Strategy)", _victory_token)
PIECES_TIEBREAK = Invariant("tie-break", "most points wins, then most pieces built, else a shared victory",
                            _pieces_break_ties)
CAT = Invariant("cat", "the cat is worth 2 VP to its holder only", _the_cat_is_two)


class Architects(Game):
    info = ARCHITECTS
    rows = ROWS
    referee_screen = "architects"     # what taking a card sets off
    invariants = (SEAT_ROTATION, MIRRORING, RANKS, BLUE_CARD, VICTORY_TOKEN, PIECES_TIEBREAK, CAT)
    pad_tiebreak = None       # quick pad mode: the pieces built (the tie-break) are not on the pad; no coins

    def parse_base(self, doc: Any, extra_keys: Sequence[str] = ()) -> ArchitectsTable:
        return parse_architects(doc, extra_keys)

    def score_parsed(self, table: ArchitectsTable) -> Result:
        own = score_table(table, self.city_hook(table))
        players = tuple(PlayerScore(p.seat, p.name, dict(p.categories), p.details, {}, None, rank=p.rank,
                                    extra={"pieces_built": p.pieces_built}) for p in own.players)
        return Result(self.id, players, own.winners, own.tiebreak, extra=self.expansions_extra(table))

    def boards(self, table: ArchitectsTable) -> tuple[Board, ...]:
        return tuple(Board(p.wonder.name) for p in table.players)

    def sheet_facts(self, result: Result) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Pieces built, printed under the rows: they break a tie (seed 002, Завершення гри)."""
        if not all("pieces_built" in p.extra for p in result.players):
            return ()            # a quick pad holds the rows only, not the pieces: no fact to print
        pieces = len(catalogue().requirements)
        return ((_("Pieces built"), tuple(f"{p.extra['pieces_built']}/{pieces}" for p in result.players)),)

    def name_catalogue(self) -> Any:
        return catalogue()

    def named(self, kind: str, name: str) -> Any:
        cat = catalogue()
        if kind == "wonder-effects":
            return cat.wonder(name)
        return cat.token(name) if kind == "progress-tokens" else None

    def catalogue_json(self) -> dict:
        cat = catalogue()
        return {
            "game": self.id, "title": self.title,
            "requirements": [{"id": r.id, "symbol": r.symbol, "count": r.count, "same": r.same} for r in cat.requirements],
            "card_kinds": [{"id": k.id, "name": k.name, "colour": k.colour, "resource": k.resource, "coins": k.coins,
                            "vp": k.vp, "cat": k.cat, "science": k.science, "shields": k.shields, "horns": k.horns,
                            "ru": list(k.ru), "uk": list(k.uk)} for k in cat.kinds],
            "wonders": [{"name": w.name, "ru": list(w.ru), "uk": list(w.uk), "effect": w.effect_text,
                         "total_vp": w.total_vp, "deck": dict(w.deck),
                         "pieces": [{"id": p.requirement.id, "symbol": p.requirement.symbol, "vp": p.vp,
                                     "level": p.level, "effect": p.effect.kind if p.effect else None}
                                    for p in w.pieces]} for w in cat.wonders],
            "central_deck": dict(cat.central_deck),
            "progress": [{"name": t.name, "copies": t.copies, "scores": t.scores, "ru": list(t.ru), "uk": list(t.uk)}
                         for t in cat.progress],
            "cat": {"vp": cat.cat_vp},
            "conflict_tokens": {str(n): k for n, k in sorted(cat.conflict_by_players.items())},
            "victory_tokens": {"total": cat.victory_total, "vp": cat.victory_vp},
        }

    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        """Per player: the picture of the wonder's pieces, tapped to build (``counters`` "stages" with
        ``"toggles": "pieces"``: each board lists its pieces with requirement, VP, level and effect),
        counts of each card kind by colour, the cat (one per table), victory tokens and progress
        tokens; for the whole table, whether pieces of one level come in any order (``stage_order``:
        by default they do, seed 002, Будівництво етапу: "Деякі Чудеса дають можливість обирати, у якій
        послідовності будувати певні етапи"; "fixed" is a table's own variant, the printed order)."""
        cat = catalogue()
        boards = tuple({"name": w.name, "title": w.name, "display": display(w), "ru": list(w.ru), "uk": list(w.uk),
                        "sides": {"": {"stages": len(w.pieces)}},
                        "levels": max(p.level for p in w.pieces),
                        "pieces": [_piece_json(p) for p in w.pieces]} for w in cat.wonders)
        groups = tuple({"id": colour, "label": _(COLOUR_LABEL[colour]), "kind": "counts", "colour": colour,
                        "cards": [{"name": k.id, "title": k.name, "display": display(k), "uk": list(k.uk),
                                   "vp": k.vp, "cat": k.cat, "horns": k.horns} for k in cat.kinds if k.colour == colour]}
                       for colour in ("grey", "yellow", "blue", "green", "red"))
        return EntryScreen(
            game=self.id, players=players, expansions=self.expansion_sections(expansions)[1], boards=boards, sides=(),
            card_groups=groups,
            counters=({"id": "stages", "label": _("Wonder pieces built"), "min": 0, "max": "board", "toggles": "pieces",
                       "order": "stage_order"},
                      {"id": "victory_tokens", "label": _("Victory tokens"), "min": 0, "max": cat.victory_total}),
            tokens=({"id": "progress", "label": _("Progress tokens"),
                     "values": [t.name for t in cat.progress],
                     "display": {t.name: display(t) for t in cat.progress},
                     "copies": {t.name: t.copies for t in cat.progress}},),
            table=({"id": "stage_order", "label": _("Pieces of one level"), "near": "stages", "default": "free",
                    "choices": [["fixed", _("in the printed order")], ["free", _("in any order")]]},),
            options=({"id": "cat", "label": _("The cat ({vp} VP)").format(vp=cat.cat_vp), "one_per_table": True},))

    # -- for tests ------------------------------------------------------------------
    def examples(self) -> tuple[dict, ...]:
        return tuple(copy.deepcopy(d) for d in EXAMPLES)

    def referee_examples(self) -> tuple[dict, ...]:
        # the third horn flips the last conflict token: a battle (seed 002, Червоні карти; Розіграш битви)
        battle = {"game": "architects", "players": [
            {"name": "Ana", "wonder": "Rhodes", "stages": 2, "cards": {"red": 1, "red_horn": 1}},
            {"name": "Bo", "wonder": "Giza", "stages": 1, "cards": {"red_horn": 1}},
            {"name": "Cy", "wonder": "Ephesus", "cards": {"blue": 1}}],
            "action": {"player": "Bo", "take": "red_horn", "from": "left"},
            "conflict": {"tokens": 3, "battle_side_up": 2}}
        # gold stands in for the missing resource; two stages in one turn (seed 002, Жовті карти; Примітка)
        builds = {"game": "architects", "players": [
            {"name": "Ana", "wonder": "Giza", "stages": 1, "cards": {"wood": 1, "stone": 1, "clay": 1, "papyrus": 1}},
            {"name": "Bo", "wonder": "Rhodes"}],
            "action": {"player": "Ana", "take": "gold"}}
        return (battle, builds)

    def bad_examples(self) -> tuple[BadExample, ...]:
        return super().bad_examples() + tuple(BadExample(copy.deepcopy(doc), path) for doc, path in BAD_EXAMPLES) + (
            BadExample({"game": "architects", "players": [{"name": "A", "wonder": "Gizeh"}]}, "players",
                       "one player"),
            BadExample({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "coins": 3},
                                                          {"name": "B", "wonder": "Rhodes"}]},
                       "players[0].coins", "Architects has no coins"),
            BadExample({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "side": "A"},
                                                          {"name": "B", "wonder": "Rhodes"}]},
                       "players[0].side", "Architects wonders have no sides"),
        )

    def random_document(self, rng: random.Random, players: int | None = None) -> dict:
        return random_document(rng, players)


GAME = Architects()
