"""`python3 -m game.sweep` (issue 37): the grid of cells, seeds played once and kept (an interrupted
sweep resumes, an unchanged cell is never played twice), the report, and refusals in one line."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from game.headless.sweep import (
    Cell,
    LocalRunner,
    SweepResult,
    SweepSpec,
    Task,
    in_playing_order,
    main,
    plan,
    run_sweep,
)
from game.headless.sweep_report import write_report
from game.rules import PROJECT_ROOT

EXAMPLES = PROJECT_ROOT / "examples"
FE = {"name": "FE health", "file": "subterranean/final_entity.toml", "table": "part", "field": "health"}


@pytest.fixture(autouse=True)
def _content_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORGOTTEN_DEPTHS_CONTENT_CACHE", str(tmp_path_factory.getbasetemp() / "content-cache"))


def tiny(**fields: Any) -> SweepSpec:
    """Two cells of one solo game each: the Fighter alone and the Rogue alone."""
    return SweepSpec.model_validate({"name": "tiny", "games": 1, "parties": ["fighter", "rogue"], **fields})


class Interrupted(Exception):
    pass


class StopsAfter:
    """A runner killed after `n` tasks (like Ctrl+C in the middle of a sweep)."""

    def __init__(self, n: int) -> None:
        self.n, self.played = n, 0

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Task, list[dict[str, Any]]]]:
        for task, games in LocalRunner(1).run(tasks):
            if self.played == self.n:
                raise Interrupted
            self.played += 1
            yield task, games


def outcomes(result: SweepResult) -> dict[str, list[tuple[int, str, str]]]:
    return {c.label: [(g["seed"], g["outcome"], g["cause"]) for g in games] for c, games in result.cells.items()}


def test_the_longest_tasks_are_played_first_and_the_shortest_last() -> None:
    # two workers finish together when the last tasks are short (a long last task leaves one idle)
    spec = SweepSpec.model_validate({"games": 15, "parties": ["fighter", "fighter,wizard,rogue", "wizard,rogue"]})
    order = in_playing_order(plan(spec, EXAMPLES))
    assert sorted(order, key=lambda t: t.key) == sorted(plan(spec, EXAMPLES), key=lambda t: t.key)
    sizes = [len(t.cell.party.split(",")) * len(t.seeds) for t in order]
    assert sizes == sorted(sizes, reverse=True)
    assert order[0].cell.party == "fighter,wizard,rogue" and order[-1].cell.party == "fighter"
    assert len(order[-1].seeds) == 5  # the last of all: a solo cell's short chunk


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_grid_is_every_combination_of_its_rows() -> None:
    spec = SweepSpec.model_validate({"games": 25, "parties": ["fighter", "wizard,rogue"],
                                     "variants": [[], ["chests_locked"]], "tiers": ["standard", "veteran"],
                                     "packs": [[], ["packs/gentle-ruins"]], "change": [{**FE, "factors": [0.9, 1.1]}]})
    tasks = plan(spec, EXAMPLES)
    cells = list(dict.fromkeys(t.cell for t in tasks))
    assert len(cells) == 2 * 2 * 2 * 2 * 2
    assert len(tasks) == len(cells) * 3  # 25 seeds: chunks of 10, 10 and 5
    assert cells[-1] == Cell("wizard,rogue", "ruins", ("chests_locked", "tier:veteran"), ("Gentle Ruins",),
                             (("FE health", 1.1),))
    assert [t.key for t in plan(spec, EXAMPLES)] == [t.key for t in tasks]  # the same inputs, the same keys
    assert len({t.key for t in tasks}) == len(tasks)


def test_an_unchanged_cell_is_never_played_twice(tmp_path: Path) -> None:
    first = run_sweep(tiny(), tmp_path, LocalRunner(1))
    assert (first.played, first.cached) == (2, 0)
    again = run_sweep(tiny(), tmp_path, StopsAfter(0))  # would fail if it played anything
    assert (again.played, again.cached) == (0, 2)
    assert outcomes(again) == outcomes(first)


@pytest.mark.slow  # plays games three times: with the end-to-end tests (-m slow), which CI runs
def test_an_interrupted_sweep_resumes_where_it_stopped(tmp_path: Path) -> None:
    with pytest.raises(Interrupted):
        run_sweep(tiny(), tmp_path, StopsAfter(1))
    resumed = run_sweep(tiny(), tmp_path, LocalRunner(1))
    assert (resumed.played, resumed.cached) == (1, 1)
    assert outcomes(resumed) == outcomes(run_sweep(tiny(), tmp_path / "fresh", LocalRunner(1)))


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_new_party_or_number_is_a_new_cell_and_the_old_ones_stay_cached(tmp_path: Path) -> None:
    run_sweep(tiny(), tmp_path, LocalRunner(1))
    grown = run_sweep(tiny(parties=["fighter", "rogue", "wizard"]), tmp_path, LocalRunner(1))
    assert (grown.played, grown.cached) == (1, 2)
    changed = run_sweep(tiny(parties=["fighter"], change=[{**FE, "factors": [1.0, 1.1]}]), tmp_path, LocalRunner(1))
    assert (changed.played, changed.cached) == (1, 1)  # x1.0 is the printed game: the Fighter's cell again


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_report_has_a_row_per_cell_and_its_plots(tmp_path: Path) -> None:
    result = run_sweep(tiny(), tmp_path, LocalRunner(1))
    page = write_report(result, tmp_path, "tiny", "seeds 100000-100000")
    text = page.read_text()
    assert "<img src='win_rates.png'" in text and "<img src='endings.png'" in text
    assert (tmp_path / "win_rates.png").read_bytes()[:4] == b"\x89PNG"
    lines = (tmp_path / "report.md").read_text().splitlines()
    rows = [line for line in lines if line.startswith(("| fighter", "| rogue"))]
    assert [r.split(" | ")[0] for r in rows] == ["| fighter", "| rogue"]


@pytest.mark.parametrize(("text", "said"), [
    ('parties = ["fighter,bard"]', "parties: 'fighter,bard': a party is one to three of fighter, wizard, rogue"),
    ("games = ", "is not valid TOML"),
    ('tiers = ["legendary"]', "tiers: 'legendary' is not a tier (one of"),
    ('packs = [["nowhere"]]', "the pack 'nowhere' has problems"),
    ('colour = "red"', "colour: Extra inputs are not permitted."),
])
def test_a_bad_sweep_file_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str,
                                                 said: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text + "\n")
    assert main([str(path), "--out", str(tmp_path / "out"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("python3 -m game.sweep: ") and said in err


def test_the_quick_example_is_a_small_sweep() -> None:
    from game.headless.sweep import read_sweep

    tasks = plan(read_sweep(EXAMPLES / "sweeps" / "quick.toml"), EXAMPLES / "sweeps")
    assert sum(len(t.seeds) for t in tasks) <= 300


@pytest.mark.slow  # plays games and writes the report: with the end-to-end tests (-m slow), which CI runs
def test_the_command_writes_the_report_and_prints_its_table(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.toml"
    path.write_text('name = "one"\ngames = 2\nparties = ["fighter"]\n')
    assert main([str(path), "--out", str(tmp_path / "out"), "--workers", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Sweep 'one': seeds 100000-100001 (hold-out seeds, never used for tuning); 2 games played now" in out
    assert "\n| fighter | 2 | " in out and f"Report: {tmp_path / 'out' / 'report.html'}" in out


def test_a_scheduler_address_nothing_answers_is_refused_in_one_line(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.toml"
    path.write_text('games = 1\nparties = ["fighter"]\n')
    assert main([str(path), "--out", str(tmp_path / "out"), "--scheduler", "nonsense://x", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("python3 -m game.sweep: no Dask scheduler answered at nonsense://x (")
    assert err.count("\n") == 1
