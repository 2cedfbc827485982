"""A sweep's report: a table of every cell (win rate with its 95 % interval, dead ends, the Final
Entity reached, where the games not won ended), as Markdown and as an HTML page with PNG plots."""

from __future__ import annotations

import html
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.headless.sim import cause_words, wilson
from game.headless.sweep import SweepResult
from game.i18n import _, language, ngettext
from game.i18n.numbers import number, percent
from game.rules import ECOLOGIES, ecology_label


@dataclass(frozen=True)
class Row:
    label: str
    games: int
    won: int
    low: float
    high: float
    dead_ends: int
    final_entity: int
    blades: int
    ended: dict[str, int]  # Ecology -> games not won that ended there
    causes: list[tuple[str, int]]  # the commonest ways the games not won ended


def rows(result: SweepResult) -> list[Row]:
    out = []
    for cell, games in result.cells.items():
        won = sum(g["outcome"] == "won" for g in games)
        low, high = wilson(won, len(games))
        lost = [g for g in games if g["outcome"] != "won"]
        out.append(Row(cell.label, len(games), won, low, high, sum(g["cause"] == "dead end" for g in games),
                       sum(bool(g["final_entity"]) for g in games), sum(bool(g["blades"]) for g in games),
                       {eco: sum(g["reached"] == eco for g in lost) for eco in ECOLOGIES},
                       Counter(g["cause"] for g in lost).most_common(3)))
    return out


def _pct(n: int, total: int) -> str:
    return percent(100 * n / total) if total else "-"


def _counts(result: SweepResult, seeds: str) -> str:
    """The sweep's seeds, the games played now and those from the cache."""
    return ngettext("{seeds}; {played} game played now, {cached} from the cache.",
                    "{seeds}; {played} games played now, {cached} from the cache.",
                    result.played).format(seeds=seeds, played=result.played, cached=result.cached)


def _played(result: SweepResult, name: str, seeds: str) -> str:
    """The report's first line: the sweep's name, then its counts."""
    return _("Sweep {name}: {counts}").format(name=repr(name), counts=_counts(result, seeds))


def markdown(result: SweepResult, name: str, seeds: str) -> str:
    """The report's table, ready to paste into docs/balance.md."""
    lines = [_played(result, name, seeds), "",
             _("| cell | games | win rate (95 % interval) | dead ends | reached the Final Entity | Fabled Blade won "
               "| not won: {ecologies} | commonest ends |").format(ecologies=" / ".join(ECOLOGIES)),
             "|---|---|---|---|---|---|---|---|"]
    for r in rows(result):
        lost = r.games - r.won
        spread = " / ".join(_pct(r.ended[e], lost) for e in ECOLOGIES)
        causes = "; ".join(f"{cause_words(c)} {n}" for c, n in r.causes) or "-"
        interval = f"{number(100 * r.low)}-{number(100 * r.high)}"
        lines.append(f"| {r.label} | {r.games} | {_pct(r.won, r.games)} ({interval}) | "
                     f"{_pct(r.dead_ends, r.games)} | {_pct(r.final_entity, r.games)} | {_pct(r.blades, r.games)} | "
                     f"{spread} | {causes} |")
    return "\n".join(lines) + "\n"


def plots(result: SweepResult, out: Path) -> list[str]:
    """win_rates.png (each cell's win rate with its interval) and endings.png (where the games not
    won ended, per cell); the file names written."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rs = rows(result)
    labels = [r.label for r in rs]
    height = max(2.5, 0.4 * len(rs) + 1.2)
    fig, ax = plt.subplots(figsize=(9, height))
    rates = [100 * r.won / r.games for r in rs]
    errors = [[rate - 100 * r.low for rate, r in zip(rates, rs, strict=True)],
              [100 * r.high - rate for rate, r in zip(rates, rs, strict=True)]]
    ax.barh(range(len(rs)), rates, xerr=errors, color="#5b7fa6", capsize=3)
    ax.axvspan(40, 65, color="#9bc59d", alpha=0.25, label=_("target band 40-65 %"))
    ax.set_yticks(range(len(rs)), labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("win rate, % (bars: 95 % interval)"))
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "win_rates.png", dpi=100)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(9, height))
    left = [0.0] * len(rs)
    colours = {"ruins": "#b08d57", "caverns": "#4f7f8f", "subterranean": "#6d5a8a"}
    for eco in ECOLOGIES:
        shares = [100 * r.ended[eco] / r.games for r in rs]
        label = _("ended in: {ecology}").format(ecology=ecology_label(eco))
        ax.barh(range(len(rs)), shares, left=left, color=colours[eco], label=label)
        left = [a + b for a, b in zip(left, shares, strict=True)]
    ax.set_yticks(range(len(rs)), labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("games not won, % of all the cell's games, by the Ecology they ended in"))
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "endings.png", dpi=100)
    plt.close(fig)
    return ["win_rates.png", "endings.png"]


def write_report(result: SweepResult, out: Path, name: str, seeds: str) -> Path:
    """report.md, report.html with its plots, and results.json (every game, by cell) in `out`."""
    text = markdown(result, name, seeds)
    (out / "report.md").write_text(text, encoding="utf-8")
    images = plots(result, out)
    table = _html_table(result)
    page = [f"<!doctype html><html lang='{language()}'><head><meta charset='utf-8'>",
            "<title>" + html.escape(_("Forgotten Depths sweep: {name}").format(name=name)) + "</title>",
            "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
            "td,th{border:1px solid #999;padding:3px 6px;font-size:13px}</style></head><body>",
            "<h1>" + html.escape(_("Sweep {name}").format(name=name)) + "</h1><p>"
            + html.escape(_counts(result, seeds)) + "</p>",
            *(f"<p><img src='{i}' alt='{html.escape(alt)}'></p>"
              for i, alt in zip(images, _image_words(), strict=True)),
            table, "</body></html>"]
    (out / "report.html").write_text("\n".join(page), encoding="utf-8")
    doc: dict[str, Any] = {cell.label: games for cell, games in result.cells.items()}
    (out / "results.json").write_text(json.dumps(doc, indent=1, sort_keys=True), encoding="utf-8")
    return out / "report.html"


def _image_words() -> list[str]:
    """The plots' alternative texts, in the order plots() writes them."""
    return [_("win rates"), _("endings")]


def _html_table(result: SweepResult) -> str:
    heads = [_("cell"), _("games"), _("win rate (95 % interval)"), _("dead ends"), _("reached the Final Entity"),
             _("not won: {ecologies}").format(ecologies=" / ".join(ECOLOGIES))]
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    body = []
    for r in rows(result):
        lost = r.games - r.won
        spread = " / ".join(_pct(r.ended[e], lost) for e in ECOLOGIES)
        body.append(f"<tr><td>{html.escape(r.label)}</td><td>{r.games}</td><td>{_pct(r.won, r.games)} "
                    f"({number(100 * r.low)}-{number(100 * r.high)})</td><td>{_pct(r.dead_ends, r.games)}</td>"
                    f"<td>{_pct(r.final_entity, r.games)}</td><td>{spread}</td></tr>")
    return "<table>" + head + "".join(body) + "</table>"

