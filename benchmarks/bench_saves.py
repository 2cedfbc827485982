"""Benchmark: load time of a whole-game save, autosave cost per command, load-menu listing.

    python benchmarks/bench_saves.py [--games 60] [--runs 7]

Plays seeded random games with autosave into a temporary folder, then times loading the longest
one (read + checksums + line chain + parse + re-deciding every command with the rules), median of
several runs, and a whole three-Ecology bot game the same way (target: at most 150 ms). Each timed
load starts cold (the session's cache of re-decided logs emptied). Prints machine info.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import json

from game.rules import (
    Game,  # noqa: E402
    dump,
)
from game.rules.areas.explore import Undo  # noqa: E402
from game.rules.content.library import load_content  # noqa: E402
from game.saves import SaveStore  # noqa: E402
from game.saves import store as store_module  # noqa: E402


def cold() -> None:
    """Forget which logs this session re-decided, so a timed load does the whole work."""
    cache = getattr(store_module, "_REDECIDED", None)
    if cache is not None:
        cache.clear()

HEROES = ("fighter", "wizard", "rogue")


def machine() -> str:
    import pydantic

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cpus, "
            f"Python {platform.python_version()}, pydantic {pydantic.VERSION}")


def play(store: SaveStore, seed: int) -> tuple[str, Game, list[float]]:
    rng = random.Random(seed)
    game = Game.new(heroes=list(HEROES[: 1 + seed % 3]), seed=seed, variants=["one_dead_end"])
    campaign = store.create(game, f"g{seed}")
    costs = []
    for _ in range(5000):
        legal = sorted(game.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))
        if not legal:
            break
        game.do(Undo() if game.can_undo() and rng.random() < 0.1 else rng.choice(legal))
        t = time.perf_counter()
        campaign.record(game)
        costs.append(time.perf_counter() - t)
    return campaign.name, game, costs


def play_bot(store: SaveStore, seed: int) -> tuple[str, Game]:
    """A whole game played by the heuristic bot, autosaved after every command."""
    from game.bot import heuristic as bot

    rng = random.Random(seed)
    game = Game.new(heroes=list(HEROES[: 1 + seed % 3]), seed=seed)
    campaign = store.create(game, f"bot{seed}")
    while game.outcome is None:
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
        campaign.record(game)
    return campaign.name, game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bot-games", type=int, default=6)
    args = parser.parse_args()
    print(machine())
    content = load_content()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(tmp, content=content)
        results = [play(store, seed) for seed in range(args.games)]
        costs = [c for _, _, cs in results for c in cs]
        name, game, _ = max(results, key=lambda r: len(r[1].events))
        folder = Path(tmp) / name
        size = sum(p.stat().st_size for p in folder.glob("*.log.jsonl"))
        lines = sum(len(p.read_bytes().splitlines()) for p in folder.glob("*.log.jsonl"))
        times = []
        for _ in range(args.runs):
            cold()
            t = time.perf_counter()
            loaded = store.load(name).game
            times.append(time.perf_counter() - t)
            assert loaded.events == game.events
        replay = []
        for _ in range(args.runs):
            t = time.perf_counter()
            Game.replay(game.events, content)
            replay.append(time.perf_counter() - t)
        cold()
        t = time.perf_counter()
        listed = store.list()
        listing = time.perf_counter() - t
        t = time.perf_counter()
        store.list()
        listing_again = time.perf_counter() - t
        med = statistics.median(times)
        print(f"longest save: {len(game.events)} events, {lines} log lines, {size / 1024:.1f} KiB, "
              f"outcome {game.outcome}")
        print(f"load (read+verify+parse+replay): median {med * 1000:.2f} ms over {args.runs} runs "
              f"({med / len(game.events) * 1e6:.1f} us/event); of which Game.replay "
              f"{statistics.median(replay) * 1000:.2f} ms")
        print(f"autosave record(): median {statistics.median(costs) * 1000:.3f} ms, "
              f"p99 {sorted(costs)[int(len(costs) * 0.99)] * 1000:.3f} ms over {len(costs)} commands "
              f"(fsync included)")
        print(f"load menu list(): {len(listed)} campaigns in {listing * 1000:.1f} ms "
              f"(again in the same session: {listing_again * 1000:.1f} ms)")
        # a whole game: the longest of a few bot games (won games play all three Ecologies)
        bots = [play_bot(store, seed) for seed in range(args.bot_games)]
        name, game = max(bots, key=lambda r: len(r[1].events))
        whole, warm = [], []
        for _ in range(args.runs):  # interleaved: a cold load (re-decided), then the same logs again
            cold()
            t = time.perf_counter()
            loaded = store.load(name).game
            whole.append(time.perf_counter() - t)
            assert loaded.events == game.events
            t = time.perf_counter()
            store.load(name)
            warm.append(time.perf_counter() - t)
        again = statistics.median(warm)
        print(f"whole-game save (bot, {len(game.events)} events, outcome {game.outcome}, reached "
              f"{game.state.ecology}): load median {statistics.median(whole) * 1000:.2f} ms over {args.runs} runs "
              f"(the same logs again in the session, folded as saved: median {again * 1000:.2f} ms; "
              f"re-deciding costs {statistics.median(whole) / again:.2f}x that)")


if __name__ == "__main__":
    main()
