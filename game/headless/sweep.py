"""Balance sweeps (issue 37): a grid of settings, many seeded bot games a cell, and a report.

    python3 -m game.sweep SWEEP.toml [--out DIR] [--workers N] [--scheduler tcp://HOST:8786]

The grid is every combination of the sweep file's parties x variants x tiers x house rules x packs
x named number changes (each change's factors). Every cell plays the same seeds (hold-out seeds
by default), in chunks: on local processes by default, or on a Dask cluster (dask.distributed)
given its scheduler's address. Each finished chunk is kept in DIR/cells/, named by a hash of its
inputs (the cell, its seeds, the content with its packs and changes, and the rules and bot code), so
an interrupted sweep resumes where it stopped and an unchanged cell is never played twice. A game
depends only on its inputs, so a seed gives the same game on any worker, local or remote.

The report (DIR/report.md and DIR/report.html with PNG plots): each cell's win rate with its 95 %
interval (Wilson's), the share of games reaching the Final Entity, and where the games not won ended.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import math
import os
import sys
import time
import tomllib
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.headless.sim import HOLDOUT_FIRST, GameResult, play_game
from game.i18n import _
from game.i18n.numbers import number
from game.packs import NumberChange, Pack, content_key, layered_content, read_pack
from game.rules import ECOLOGIES, HERO_IDS, HOUSE_RULES, PROJECT_ROOT, TIERS, VARIANTS, Content

CHUNK = 10  # games a task: small enough to spread over workers and to lose little when killed
CODE = ("game/rules/**/*.py", "game/bot/**/*.py", "game/headless/sim.py")


# --- the sweep file --------------------------------------------------------------------------

class ChangeSpec(BaseModel):
    """A named number change and the factors the sweep tries (1.0 is the printed number)."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    file: str
    table: str
    field: str
    ids: list[str] = []
    factors: list[float] = Field(min_length=1)

    @field_validator("factors")
    @classmethod
    def _positive(cls, v: list[float]) -> list[float]:
        if any(not 0 < f <= 10 for f in v):
            raise ValueError(_("each factor must be above 0 and at most 10 (1.0: the printed number)"))
        return v


class SweepSpec(BaseModel):
    """A sweep file (examples/sweeps/quick.toml; docs/balance.md explains each field)."""

    model_config = ConfigDict(extra="forbid")
    name: str = "sweep"
    games: int = Field(default=50, ge=1, le=100_000)  # games (seeds) a cell
    first_seed: int = Field(default=HOLDOUT_FIRST, ge=0)
    parties: list[str] = Field(default=["fighter", "fighter,wizard", "fighter,wizard,rogue"], min_length=1)
    starts: list[str] = ["ruins"]
    variants: list[list[str]] = [[]]
    tiers: list[str] = ["standard"]
    house_rules: list[list[str]] = [[]]
    packs: list[list[str]] = [[]]  # pack folders, relative to the sweep file
    change: list[ChangeSpec] = []

    @field_validator("parties")
    @classmethod
    def _parties(cls, v: list[str]) -> list[str]:
        for party in v:
            heroes = party.split(",")
            bad = [h for h in heroes if h not in HERO_IDS]
            if bad or not 1 <= len(heroes) <= 3:
                raise ValueError(_("{party}: a party is one to three of {heroes}, comma-separated").format(
                    party=repr(party[:60]), heroes=", ".join(HERO_IDS)))
        return v

    @field_validator("starts")
    @classmethod
    def _starts(cls, v: list[str]) -> list[str]:
        return _known(v, ECOLOGIES, _("{value} is not a start Ecology (one of {names})"))

    @field_validator("tiers")
    @classmethod
    def _tiers(cls, v: list[str]) -> list[str]:
        return _known(v, TIERS, _("{value} is not a tier (one of {names})"))

    @field_validator("variants")
    @classmethod
    def _variants(cls, v: list[list[str]]) -> list[list[str]]:
        for row in v:
            _known(row, VARIANTS, _("{value} is not a variant (one of {names})"))
        return v

    @field_validator("house_rules")
    @classmethod
    def _house_rules(cls, v: list[list[str]]) -> list[list[str]]:
        for row in v:
            _known(row, HOUSE_RULES, _("{value} is not a house rule (one of {names})"))
        return v


def _known(values: Iterable[str], known: Iterable[str], refusal: str) -> list[str]:
    """`values` if each is one of `known`; else `refusal` ({value}, {names}) as a ValueError."""
    names = list(known)
    for value in values:
        if value not in names:
            raise ValueError(refusal.format(value=repr(str(value)[:60]), names=", ".join(names)))
    return list(values)


class SweepError(Exception):
    """A sweep that cannot run: `str()` is one sentence naming what is wrong."""


def read_sweep(path: Path) -> SweepSpec:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SweepError(_("{file} cannot be read ({why}).").format(file=path, why=exc.strerror)) from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise SweepError(_("{file} is not valid TOML ({why}).").format(file=path, why=str(exc)[:120])) from None
    try:
        return SweepSpec.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "?"
        raise SweepError(f"{path}: {where}: {err['msg'].removeprefix('Value error, ')}.") from None


# --- cells and tasks ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Cell:
    """One setting of the grid."""

    party: str
    start: str
    options: tuple[str, ...]  # variants, "tier:<id>", "house:<id>" (as game.sim's jobs)
    packs: tuple[str, ...]  # pack names
    changes: tuple[tuple[str, float], ...]  # (change name, factor)

    @property
    def label(self) -> str:
        parts = [self.party, *([self.start] if self.start != "ruins" else []), *self.options,
                 *(f"pack:{p}" for p in self.packs), *(f"{n} x{f}" for n, f in self.changes)]
        return " · ".join(parts)


@dataclass(frozen=True)
class Task:
    """A chunk of a cell's seeds, with everything a worker anywhere needs to play it."""

    cell: Cell
    seeds: tuple[int, ...]
    packs: tuple[Pack, ...]
    changes: tuple[NumberChange, ...]
    content: str  # the hash of the content the games are played with (game.packs.content_key)
    key: str  # the cache file's name: a hash of every input


def code_hash(root: Path = PROJECT_ROOT) -> str:
    digest = hashlib.sha256()
    for pattern in CODE:
        for path in sorted(root.glob(pattern)):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def load_packs(spec: SweepSpec, base: Path) -> dict[str, Pack]:
    """Every pack the sweep names, read and checked (a broken one is a SweepError)."""
    out: dict[str, Pack] = {}
    for folder in {f for row in spec.packs for f in row}:
        path = (base / folder).resolve()
        pack, problems = read_pack(path)
        if pack is not None and not problems:
            _layered, problems = layered_content([pack])
        if pack is None or problems:
            first = problems[0] if problems else _("cannot be read")
            raise SweepError(_("the pack {name} has problems ({first}); {command} lists them all.").format(
                name=repr(folder[:60]), first=first, command=f"python3 -m game.packs check {folder[:60]}"))
        out[folder] = pack
    return out


def plan(spec: SweepSpec, base: Path) -> list[Task]:
    """Every task of the sweep, in grid order."""
    packs = load_packs(spec, base)
    change_rows = list(itertools.product(*([(c, f) for f in c.factors] for c in spec.change)))
    code = code_hash()
    tasks = []
    seeds = list(range(spec.first_seed, spec.first_seed + spec.games))
    for party, start, variants, tier, house, pack_row, changes in itertools.product(
            spec.parties, spec.starts, spec.variants, spec.tiers, spec.house_rules, spec.packs, change_rows):
        options = (*sorted(set(variants)), *([f"tier:{tier}"] if tier != "standard" else []),
                   *(f"house:{h}" for h in sorted(set(house))))
        row = tuple(packs[f] for f in pack_row)
        number_changes = tuple(NumberChange(c.name, c.file, c.table, c.field, f, tuple(c.ids))
                               for c, f in changes if f != 1.0)
        cell = Cell(party, start, options, tuple(p.manifest.name for p in row),
                    tuple((c.name, f) for c, f in changes))
        content = content_key(row, number_changes)
        for i in range(0, len(seeds), CHUNK):
            chunk = tuple(seeds[i:i + CHUNK])
            doc = {"party": party, "start": start, "options": options, "seeds": chunk, "content": content,
                   "code": code}
            key = hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:20]
            tasks.append(Task(cell, chunk, row, number_changes, content, key))
    return tasks


# --- playing ------------------------------------------------------------------------------------

_CONTENT: dict[str, Content] = {}  # a worker's layered contents, by content key (the last few)
KEPT_CONTENTS = 16  # every content of a sweep of a few packs and changes: none is layered twice


def _content(task: Task) -> Content | None:
    if not task.packs and not task.changes:
        return None
    if task.content not in _CONTENT:
        content, problems = layered_content(task.packs, task.changes)
        if content is None:
            raise SweepError(f"{task.cell.label}: {problems[0]}")
        while len(_CONTENT) >= KEPT_CONTENTS:
            del _CONTENT[next(iter(_CONTENT))]
        _CONTENT[task.content] = content
    return _CONTENT[task.content]


def play_task(task: Task) -> list[dict[str, Any]]:
    """Play a task's games (on whichever worker runs it): one small record a game."""
    content = _content(task)
    out = []
    for seed in task.seeds:
        r: GameResult = play_game(task.cell.party, task.cell.start, seed, task.cell.options, content)
        out.append({"seed": seed, "outcome": r.outcome, "cause": r.cause, "reached": r.reached, "dead": r.dead,
                    "commands": r.commands, "final_entity": r.final_entity, "blades": list(r.blades)})
    return out


class Runner(Protocol):
    """Where tasks are played: local processes, or a Dask cluster."""

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Task, list[dict[str, Any]]]]: ...


class LocalRunner:
    """Local processes (one when workers is 1: the games are played in this process)."""

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Task, list[dict[str, Any]]]]:
        if self.workers == 1:
            for task in tasks:
                yield task, play_task(task)
            return
        pool = ProcessPoolExecutor(self.workers)
        try:
            futures: dict[Future[list[dict[str, Any]]], Task] = {pool.submit(play_task, t): t for t in tasks}
            for future in as_completed(futures):
                yield futures[future], future.result()
        finally:  # stopped (Ctrl+C, an error): drop the tasks not started; the finished ones are kept
            pool.shutdown(wait=True, cancel_futures=True)


class DaskRunner:
    """A dask.distributed Client: a remote cluster (--scheduler) or a LocalCluster (tests)."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Task, list[dict[str, Any]]]]:
        from distributed import as_completed as dask_completed

        futures = {self.client.submit(play_task, t, key=f"fd-sweep-{t.key}", pure=False): t for t in tasks}
        for future in dask_completed(list(futures)):
            yield futures[future], future.result()


# --- the sweep ------------------------------------------------------------------------------------

@dataclass
class SweepResult:
    """Every cell's games, in grid order, and how many games were played now (not from the cache)."""

    cells: dict[Cell, list[dict[str, Any]]] = field(default_factory=dict)
    played: int = 0
    cached: int = 0


def _write_json(path: Path, data: Any) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)


def in_playing_order(tasks: Sequence[Task]) -> list[Task]:
    """The longest tasks first (a game's length grows with its heroes), so that the workers finish
    together on short ones instead of one waiting while the other plays a long last task; among equals
    the games of one content together, so that a worker loads each content once, or nearly."""
    return sorted(tasks, key=lambda t: (-len(t.cell.party.split(",")) * len(t.seeds), t.content))


def run_sweep(spec: SweepSpec, out: Path, runner: Runner, base: Path = Path("."),
              progress: Callable[[int, int, float], None] | None = None) -> SweepResult:
    """Play every task not already in `out`/cells, keeping each as it finishes; gather the cells."""
    tasks = plan(spec, base)
    cells_dir = out / "cells"
    cells_dir.mkdir(parents=True, exist_ok=True)
    done: dict[str, list[dict[str, Any]]] = {}
    for task in tasks:
        path = cells_dir / f"{task.key}.json"
        if path.is_file():
            with contextlib.suppress(OSError, ValueError):  # a damaged cache file: played again
                done[task.key] = json.loads(path.read_text(encoding="utf-8"))
    result = SweepResult(cached=sum(len(t.seeds) for t in tasks if t.key in done))
    todo = in_playing_order([t for t in tasks if t.key not in done])
    total, started = sum(len(t.seeds) for t in todo), time.perf_counter()
    for task, games in runner.run(todo):
        _write_json(cells_dir / f"{task.key}.json", games)
        done[task.key] = games
        result.played += len(games)
        if progress:
            progress(result.played, total, started)
    for task in tasks:
        result.cells.setdefault(task.cell, []).extend(done[task.key])
    for games in result.cells.values():
        games.sort(key=lambda g: g["seed"])
    return result


def show_progress(done: int, total: int, started: float) -> None:
    """A progress bar with the games played, their rate and an estimate of the time left."""
    tty = sys.stderr.isatty()
    if not tty and done < total and done * 10 // total == (done - CHUNK) * 10 // total:
        return  # into a file: a line every tenth
    elapsed = time.perf_counter() - started
    left = (total - done) * elapsed / max(done, 1)
    width = 30
    bar = "#" * (width * done // max(total, 1))
    end = "\r" if tty and done < total else "\n"
    counts = _("{done}/{total} games  {rate}/s  about {left} s left").format(
        done=done, total=total, rate=number(done / max(elapsed, 1e-9)), left=math.ceil(left))
    sys.stderr.write(f"[{bar:.<{width}}] {counts}{end}")
    sys.stderr.flush()


def main(argv: list[str] | None = None) -> int:
    import argparse

    from game.headless.flags import add_language_flag, choose_language
    choose_language(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="python3 -m game.sweep",
                                     description=_(
        "Balance sweeps (issue 37): a grid of settings, many seeded bot games a cell, and a report."))
    add_language_flag(parser)
    parser.add_argument("sweep", type=Path, help=_("the sweep file (TOML; examples/sweeps/quick.toml)"))
    parser.add_argument("--out", type=Path, help=_("where the report and the cell cache go (default: "
                        "sweeps/<the sweep file's name>)"))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help=_("local processes (default: "
                        "one a core)"))
    parser.add_argument("--scheduler", help=_("a Dask scheduler's address (tcp://HOST:8786): play on its cluster"))
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    args = parser.parse_args(argv)
    if args.workers < 1:
        parser.error(_("--workers: at least 1"))
    try:
        spec = read_sweep(args.sweep)
        out = args.out or Path("sweeps") / args.sweep.stem
        client = None
        if args.scheduler:
            from distributed import Client

            try:
                client = Client(args.scheduler, timeout=20)
            except (OSError, TimeoutError, ValueError) as exc:
                raise SweepError(_("no Dask scheduler answered at {address} ({why}).").format(
                    address=args.scheduler[:80], why=str(exc)[:120])) from None
        runner: Runner = DaskRunner(client) if client is not None else LocalRunner(args.workers)
        try:
            result = run_sweep(spec, out, runner, args.sweep.parent, None if args.quiet else show_progress)
        finally:
            if client is not None:
                client.close()
        from game.headless.sweep_report import markdown, write_report

        last = spec.first_seed + spec.games - 1
        seeds = (_("seeds {first}-{last} (hold-out seeds, never used for tuning)") if spec.first_seed >= HOLDOUT_FIRST
                 else _("seeds {first}-{last}")).format(first=spec.first_seed, last=last)
        page = write_report(result, out, spec.name, seeds)
    except SweepError as exc:
        print(f"python3 -m game.sweep: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print("python3 -m game.sweep: " + _("{file} cannot be written ({why}).").format(
            file=exc.filename or _("a file"), why=exc.strerror), file=sys.stderr)
        return 2
    print(markdown(result, spec.name, seeds))
    print(_("Report: {page}").format(page=page))
    return 0
