"""A plain-text score pad: players as columns, the game's score-pad rows as on the paper pad."""
from __future__ import annotations

from scoring.core.i18n import _
from scoring.core.result import Result


def format_pad(result: Result) -> str:
    from scoring.games import get, rows_for
    game = get(result.game)
    pad_rows = game.rows_in(result) if game else rows_for(result.game)
    names = [_("{name} (Free City)").format(name=p.name) if p.free_city else p.name for p in result.players]
    width = max([10] + [len(n) for n in names])
    label_w = max([len(r.text) for r in pad_rows] + [len(_("Total")), len(_("Rank"))]) + 1
    rows = [" " * label_w + " ".join(n.rjust(width) for n in names)]
    for row in pad_rows:
        rows.append(row.text.ljust(label_w)
                    + " ".join(str(p.categories.get(row.id, 0)).rjust(width) for p in result.players))
    rows.append("-" * len(rows[0]))
    rows.append(_("Total").ljust(label_w) + " ".join(str(p.total).rjust(width) for p in result.players))
    rows.append(_("Rank").ljust(label_w) + " ".join(("-" if p.rank is None else str(p.rank)).rjust(width)
                                                for p in result.players))
    for label, values in (game.sheet_facts(result) if game else ()):
        label_fit = label.ljust(label_w) if len(label) < label_w else label + " "
        rows.append(label_fit + " ".join(v.rjust(width) for v in values))
    rows.append("")
    rows.append(_("Winner: {names}").format(names=_(" and ").join(result.winners)) if len(result.winners) <= 1
                else _("Shared victory: {names}").format(names=", ".join(result.winners)))
    summary = game.summary(result) if game else None
    if summary is not None:
        rows.extend(summary)
    else:
        if result.tiebreak:
            rows.append(result.tiebreak)
        for key, value in result.extra.items():
            if key == "expansions" and game is not None:      # named as the language names them
                rows.append(_("Expansions: {names}").format(names=", ".join(game.expansion_titles(value))))
            else:
                rows.append(f"{key.replace('_', ' ').capitalize()}: {value}")
    for p in result.players:
        rows.append("")
        rows.append(f"{p.name}:")
        for d in p.details:
            rows.append(f"  [{d.category}] {d.text}")
    return "\n".join(rows) + "\n"
