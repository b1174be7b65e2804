"""A plain-text score pad: players as columns, the game's score-pad rows as on the paper pad."""
from __future__ import annotations

from .result import Result


def format_pad(result: Result) -> str:
    from .games import get, rows_for
    game = get(result.game)
    pad_rows = game.rows_in(result) if game else rows_for(result.game)
    names = [p.name + (" (Free City)" if p.free_city else "") for p in result.players]
    width = max([10] + [len(n) for n in names])
    label_w = max(len(r.label) for r in pad_rows) + 1
    rows = [" " * label_w + " ".join(n.rjust(width) for n in names)]
    for row in pad_rows:
        rows.append(row.label.ljust(label_w)
                    + " ".join(str(p.categories.get(row.id, 0)).rjust(width) for p in result.players))
    rows.append("-" * len(rows[0]))
    rows.append("Total".ljust(label_w) + " ".join(str(p.total).rjust(width) for p in result.players))
    rows.append("Rank".ljust(label_w) + " ".join(("-" if p.rank is None else str(p.rank)).rjust(width)
                                                for p in result.players))
    for label, values in (game.sheet_facts(result) if game else ()):
        label_fit = label.ljust(label_w) if len(label) < label_w else label + " "
        rows.append(label_fit + " ".join(v.rjust(width) for v in values))
    rows.append("")
    rows.append("Winner: " + " and ".join(result.winners) if len(result.winners) <= 1
                else "Shared victory: " + ", ".join(result.winners))
    summary = game.summary(result) if game else None
    if summary is not None:
        rows.extend(summary)
    else:
        if result.tiebreak:
            rows.append(result.tiebreak)
        for key, value in result.extra.items():
            rows.append(f"{key.replace('_', ' ').capitalize()}: {value}")
    for p in result.players:
        rows.append("")
        rows.append(f"{p.name}:")
        for d in p.details:
            rows.append(f"  [{d.category}] {d.text}")
    return "\n".join(rows) + "\n"
