"""Inline SVG charts drawn on the server: geometry only, the templates draw the shapes.

Horizontal bars read best on a narrow phone: one row per player (or wonder),
segments stacked left to right; negative values (military defeats) go left of zero.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Segment:
    key: str
    value: float
    x: float
    width: float
    colour: str
    label: str


@dataclass
class Bar:
    label: str
    total: float
    y: float
    segments: list[Segment] = field(default_factory=list)
    note: str = ""


@dataclass
class Chart:
    width: int
    height: int
    bar_height: int
    label_width: int
    zero_x: float
    bars: list[Bar]
    legend: list[tuple[str, str]]          # (label, colour)
    title: str = ""


def stacked_bars(rows: list[tuple[str, dict[str, float]]], order: list[str], colours: dict[str, str],
                 labels: dict[str, str], width: int = 340, bar_height: int = 26, label_width: int = 90,
                 title: str = "", notes: dict[str, str] | None = None) -> Chart:
    """``rows``: (bar label, {segment key: value}); segments in ``order``."""
    gap = 10
    plot = width - label_width - 44         # room for the total after the bar
    pos = max([sum(max(v.get(k, 0), 0) for k in order) for _, v in rows] + [1])
    neg = max([sum(-min(v.get(k, 0), 0) for k in order) for _, v in rows] + [0])
    scale = plot / (pos + neg)
    zero_x = label_width + neg * scale
    bars = []
    for i, (label, values) in enumerate(rows):
        y = i * (bar_height + gap)
        bar = Bar(label, sum(values.get(k, 0) for k in order), y, note=(notes or {}).get(label, ""))
        right, left = zero_x, zero_x
        for k in order:
            v = values.get(k, 0)
            if not v:
                continue
            w = abs(v) * scale
            if v > 0:
                bar.segments.append(Segment(k, v, right, w, colours[k], labels[k]))
                right += w
            else:
                left -= w
                bar.segments.append(Segment(k, v, left, w, colours[k], labels[k]))
        bars.append(bar)
    height = max(len(rows) * (bar_height + gap) - gap, bar_height)
    legend = [(labels[k], colours[k]) for k in order
              if any(values.get(k, 0) for _, values in rows)]
    return Chart(width, height, bar_height, label_width, zero_x, bars, legend, title)


def simple_bars(rows: list[tuple[str, float]], colour: str = "#1565c0", suffix: str = "",
                width: int = 340, label_width: int = 110, maximum: float | None = None,
                title: str = "") -> Chart:
    """One value per row (averages, win rates)."""
    chart = stacked_bars([(label, {"v": value}) for label, value in rows], ["v"], {"v": colour},
                         {"v": title or "value"}, width=width, label_width=label_width, title=title)
    if maximum:
        plot = width - label_width - 44
        for bar in chart.bars:
            for s in bar.segments:
                s.width = max(s.value, 0) * plot / maximum
    for bar in chart.bars:
        bar.note = suffix
    chart.legend = []
    return chart


@dataclass
class Point:
    x: float
    y: float
    label: str            # the date
    value: float
    sigma: float


@dataclass
class LineChart:
    width: int
    height: int
    points: list[Point]
    path: str             # the SVG path of the line
    top: float            # the values at the top and bottom of the plot, and their y
    bottom: float
    top_y: float
    bottom_y: float
    first: str            # the first and last dates, under the plot
    last: str
    title: str = ""


def line_chart(points: list[tuple[object, float, float]], width: int = 340, height: int = 160,
               title: str = "") -> LineChart | None:
    """A value after each game, left to right one game a step (``points``: (date, value, σ))."""
    if not points:
        return None
    left, right, top, bottom = 40, 10, 10, 24
    values = [v for _d, v, _s in points]
    hi, lo = max(values), min(values)
    if hi - lo < 1:
        hi, lo = hi + 0.5, lo - 0.5
    step = (width - left - right) / max(len(points) - 1, 1)
    scale = (height - top - bottom) / (hi - lo)
    out = [Point(left + k * step, top + (hi - v) * scale, str(d), v, s) for k, (d, v, s) in enumerate(points)]
    path = " ".join(f"{'M' if k == 0 else 'L'}{p.x:.1f},{p.y:.1f}" for k, p in enumerate(out))
    return LineChart(width, height, out, path, round(hi, 1), round(lo, 1), top, height - bottom,
                     str(points[0][0]), str(points[-1][0]), title)
