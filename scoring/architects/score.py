"""Final scoring of 7 Wonders Architects: every number explained.

Rules cite seed 002 (``../shared/seeds/002_3cc4546b2a2971d2.txt``, the Ukrainian rulebook)
by section; piece VP come from the data file (the printed pieces, facts A1).
Categories follow the rulebook's count at the end of the game (seed 002, Завершення гри):
wonder pieces, the cat, blue cards, victory tokens, progress tokens.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.core.ranking import competition_ranks
from scoring.core.result import Line
from scoring.core.i18n import N_, _, display, language, ngettext
from scoring.architects.catalogue import PieceEffect
from scoring.architects.document import ArchitectsPlayer, ArchitectsTable, parse_architects

CATEGORIES: tuple[str, ...] = ("wonder", "civilian", "cat", "military", "progress")
CATEGORY_LABELS: dict[str, str] = {"wonder": N_("Wonder"), "civilian": N_("Blue cards"), "cat": N_("Cat"),
                                   "military": N_("Victory tokens"), "progress": N_("Progress tokens")}
# card kinds as people read them when the data gives no printed name in the language (the id in English)
KIND_NAME: dict[str, str] = {
    "wood": N_("wood"), "stone": N_("stone"), "clay": N_("clay"), "papyrus": N_("papyrus"), "glass": N_("glass"),
    "gold": N_("gold"), "blue": N_("blue"), "blue_cat": N_("blue with the cat"), "compass": N_("compass"),
    "gear": N_("gear"), "tablet": N_("tablet"), "red": N_("red without horn"),
    "red_horn": N_("red with 1 horn"), "red_2horns": N_("red with 2 horns")}


def kind_word(kind) -> str:
    """A card kind (``CardKind`` or its id) as a short tag in the current language ("red with 1 horn",
    «красная с 1 рогом»): the sentences name it in brackets after "a card" (no case to agree with)."""
    kid = getattr(kind, "id", kind)
    names = getattr(kind, language(), ()) or ()
    return names[0] if names else (_(KIND_NAME[kid]) if kid in KIND_NAME else kid)


def piece_label(wonder, piece) -> str:
    """"Alexandria 2≠" with the wonder's printed name in the current language."""
    return _("{wonder} {piece}").format(wonder=display(wonder), piece=piece.requirement.symbol)


@dataclass(frozen=True)
class ArchitectsPlayerScore:
    seat: int
    name: str
    categories: dict[str, int]
    details: tuple[Line, ...]
    pieces_built: int
    rank: int | None = None

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    def to_json(self) -> dict:
        return {"name": self.name, "total": self.total, "rank": self.rank, "categories": dict(self.categories),
                "details": [d.to_json() for d in self.details], "pieces_built": self.pieces_built}


@dataclass(frozen=True)
class ArchitectsResult:
    players: tuple[ArchitectsPlayerScore, ...]
    winners: tuple[str, ...]
    tiebreak: str | None = None
    game: str = "architects"

    def to_json(self) -> dict:
        out = {"game": self.game, "players": [p.to_json() for p in self.players], "winners": list(self.winners)}
        if self.tiebreak:
            out["tiebreak"] = self.tiebreak
        return out


def score_player(table: ArchitectsTable, seat: int) -> ArchitectsPlayerScore:
    player: ArchitectsPlayer = table.players[seat]
    cat = table.catalogue
    cats = {c: 0 for c in CATEGORIES}
    lines: list[Line] = []

    def add(line: Line) -> None:
        cats[line.category] += line.points
        lines.append(line)

    # wonder: the VP printed on each piece built (seed 002, Завершення гри: "збудованих етапах Чуда")
    for piece in player.built:
        add(Line("wonder", piece.label, piece.vp, _("{piece} piece (level {level}) → {points}").format(
            piece=piece_label(player.wonder, piece), level=piece.level, points=piece.vp)))
    if not player.built:
        add(Line("wonder", player.wonder.name, 0, _("{wonder}: no piece built → 0").format(
            wonder=display(player.wonder))))
    # civilian: blue cards, 3 VP, or 2 VP with the cat icon (seed 002, Сині карти; Завершення гри)
    for kind in (k for k in cat.kinds if k.colour == "blue"):
        n = player.count(kind.id)
        if n:
            if kind.cat:
                text = ngettext("{n} blue card with the cat icon × {vp} → {points}",
                                "{n} blue cards with the cat icon × {vp} → {points}", n)
            else:
                text = ngettext("{n} blue card × {vp} → {points}", "{n} blue cards × {vp} → {points}", n)
            add(Line("civilian", kind.id, n * kind.vp, text.format(n=n, vp=kind.vp, points=n * kind.vp)))
    # the cat: 2 VP to whoever holds it (seed 002, Завершення гри: "жетоні Кота, якщо маєте його"; P3)
    if player.cat:
        add(Line("cat", "cat", cat.cat_vp, _("the cat token → {points}").format(points=cat.cat_vp)))
    # victory tokens from battles, 3 VP each (seed 002, Завершення гри: "жетонах Перемоги"; P3)
    if player.victory_tokens:
        n = player.victory_tokens
        add(Line("military", "victory tokens", n * cat.victory_vp,
                 ngettext("{n} victory token × {vp} → {points}", "{n} victory tokens × {vp} → {points}", n).format(
                     n=n, vp=cat.victory_vp, points=n * cat.victory_vp)))
    # progress tokens that score at the end (seed 002, Ефекти жетонів Прогресу)
    done: set[str] = set()
    for token in player.progress:
        if token.name in done or not token.scores:
            continue
        done.add(token.name)
        add(_progress_line(player, token))
    return ArchitectsPlayerScore(seat, player.name, cats, tuple(lines), player.pieces_built)


def _progress_line(player: ArchitectsPlayer, token) -> Line:
    e = token.effect
    name = token.name
    shown = display(token)
    wonder = display(player.wonder)
    if e.vp_complete or e.vp_unfinished:
        # Decoration: 4 VP if the wonder is unfinished, 6 if complete (seed 002, Оздоблення)
        if player.complete:
            return Line("progress", name, e.vp_complete, _("{token}: {wonder} is complete → {points}").format(
                token=shown, wonder=wonder, points=e.vp_complete))
        return Line("progress", name, e.vp_unfinished, ngettext(
            "{token}: {wonder} is unfinished ({built} of {n} piece) → {points}",
            "{token}: {wonder} is unfinished ({built} of {n} pieces) → {points}", len(player.wonder.pieces)).format(
            token=shown, wonder=wonder, built=player.pieces_built, n=len(player.wonder.pieces), points=e.vp_unfinished))
    if e.vp_per_cat_icon:
        # Politics: 1 VP per cat icon on own blue cards (seed 002, Політика)
        n = player.count("blue_cat")
        pts = n * e.vp_per_cat_icon
        return Line("progress", name, pts, ngettext(
            "{token}: {n} cat icon on blue cards × {per} → {points}",
            "{token}: {n} cat icons on blue cards × {per} → {points}", n).format(
            token=shown, n=n, per=e.vp_per_cat_icon, points=pts))
    if e.vp_per_victory_token:
        # Strategy: 1 VP per victory token (seed 002, Стратегія)
        n = player.victory_tokens
        pts = n * e.vp_per_victory_token
        return Line("progress", name, pts, ngettext(
            "{token}: {n} victory token × {per} → {points}", "{token}: {n} victory tokens × {per} → {points}", n).format(
            token=shown, n=n, per=e.vp_per_victory_token, points=pts))
    if e.vp_per_progress_token:
        # Education: 2 VP per progress token held, itself included (seed 002, Освіта)
        n = len(player.progress)
        pts = n * e.vp_per_progress_token
        return Line("progress", name, pts, ngettext(
            "{token}: {n} progress token including itself × {per} → {points}",
            "{token}: {n} progress tokens including itself × {per} → {points}", n).format(
            token=shown, n=n, per=e.vp_per_progress_token, points=pts))
    # Culture: 4 VP for one, 12 for both (seed 002, Культура)
    n = player.copies(name)
    pts = e.vp_by_copies_held[n - 1]
    return Line("progress", name, pts, ngettext(
        "{token}: {n} of {total} token held → {points}", "{token}: {n} of {total} tokens held → {points}",
        len(e.vp_by_copies_held)).format(token=shown, n=n, total=len(e.vp_by_copies_held), points=pts))


def _all(names: list[str]) -> str:
    """"A and B", "A, B and C"."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def rank(scores: list[ArchitectsPlayerScore]) -> tuple[list[ArchitectsPlayerScore], tuple[str, ...], str | None]:
    """Most points wins; tie → most pieces built; still tied → shared (seed 002, Завершення гри)."""
    ranks = competition_ranks({s.seat: (s.total, s.pieces_built) for s in scores})
    ranked = [ArchitectsPlayerScore(s.seat, s.name, s.categories, s.details, s.pieces_built, ranks[s.seat])
              for s in scores]
    winners = tuple(s.name for s in ranked if s.rank == 1)
    best = max(s.total for s in scores)
    tied = [s for s in scores if s.total == best]
    note = None
    if len(tied) > 1:
        names = _all([s.name for s in tied])
        pieces = ", ".join(f"{s.name} {s.pieces_built}" for s in tied)
        if len(winners) == 1:
            note = _("{players} tie on {points} points; the most pieces built wins ({pieces}): {winner} wins").format(players=names, points=best, pieces=pieces, winner=winners[0])
        else:
            note = _("{players} tie on {points} points and on pieces built ({pieces}): they share the victory").format(players=_all(list(winners)), points=best, pieces=pieces)
    return ranked, winners, note


def score_table(table: ArchitectsTable, city_hook=None) -> ArchitectsResult:
    """``city_hook(table, seat, score)``: the expansions' per-seat score hooks (``Game.score_parsed``)."""
    scores = [score_player(table, seat) for seat in range(table.size)]
    if city_hook is not None:
        scores = [city_hook(table, seat, s) for seat, s in enumerate(scores)]
    ranked, winners, note = rank(scores)
    return ArchitectsResult(tuple(ranked), winners, note)


def score(doc: Any) -> ArchitectsResult:
    """Architects document (dict) → ``ArchitectsResult``; raises ``BadInput`` listing every problem."""
    return score_table(parse_architects(doc))


def piece_effect_text(effect: PieceEffect) -> tuple[str, str]:
    """(short caption, whole sentence) of a piece's effect (seed 002, Ефекти Чудес), in the reader's
    language: the entry screen's piece and the referee's verdict say the same."""
    if effect.kind == "shields":
        return (ngettext("+{n} shield", "+{n} shields", effect.shields).format(n=effect.shields),
                ngettext("Adds {n} shield in every battle.", "Adds {n} shields in every battle.",
                         effect.shields).format(n=effect.shields))
    if effect.kind == "progress_token":
        return (_("+1 progress"), _("Choose 1 progress token of {n} (the 3 face up and the top of the stack).")
                .format(n=effect.choose_from))
    if effect.look > 1:
        return (_("1 of {n} cards").format(n=effect.look),
                _("Look at the top {n} cards of the deck on your left or right, keep 1, shuffle the others back.")
                .format(n=effect.look))
    if set(effect.decks) == {"left", "right"}:
        return (_("+2 cards"), _("Take the top card of the deck on your left and of the deck on your right."))
    if effect.decks == ("central",):
        return (_("+1 card"), _("Take the top card of the central deck."))
    return (_("+1 card"), _("Take the top card of any deck on the table."))
