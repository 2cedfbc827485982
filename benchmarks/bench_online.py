"""Online play on loopback: how long a move takes to reach every client's copy, and how long a client
takes to join a whole game.

    python3 benchmarks/bench_online.py [--moves 200] [--watchers 20]

A host with three player clients and `--watchers` watchers, every one a real websockets connection
with its own thread pumping its copy (as each machine's game loop would). The bench makes `--moves`
moves (the machine player's choice, sent by the seat's own client) one at a time and records, for each
client, when its copy held the move's events (hash-checked): p50/p95/max over every client and move.
Then a client joins a finished game (its whole log) and the time to a checked copy is taken. The
baseline, in the same run: the same moves made on a local Game (do + public hash), what a hot-seat
game pays per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.bot import heuristic as bot  # noqa: E402
from game.online.client import Client  # noqa: E402
from game.rules import Game, acting_hero, deciding_heroes, public_hash  # noqa: E402
from tests.kits.online_kit import served  # noqa: E402

HEROES = ["fighter", "wizard", "rogue"]


class Pumped:
    """A client pumped by a thread of its own, noting when its copy reached each length of log."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.reached: dict[int, float] = {}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop.is_set():
            self.client.pump(wait=0.05)  # returns as soon as the host says something: no polling
            game = self.client.game
            if game is not None:
                self.reached.setdefault(len(game.events), time.perf_counter())


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def move_latency(moves: int, watchers: int, seed: int) -> tuple[list[float], float]:
    """Seconds from each move's send to each client's copy holding it; and the local baseline per move."""
    game = Game.new(HEROES, seed=seed)
    latencies: list[float] = []
    local: list[float] = []
    with served(game) as s:
        players = [Pumped(s.client(f"P{i + 1}", seats=[i])) for i in range(3)]
        everyone = players + [Pumped(s.client(f"W{i + 1}", watch=True)) for i in range(watchers)]
        while not all(p.client.game is not None for p in everyone):
            time.sleep(0.01)
        shadow = Game.replay(game.events, game.content)  # the baseline plays the same moves locally
        rng = random.Random(seed)
        for _ in range(moves):
            if s.table.game.outcome is not None:
                break
            host_len = s.on_loop(lambda: len(s.table.game.events))
            mover = None
            while mover is None:  # the copies settle (their threads pump them) before the next move
                mover = next((p for p in players if p.client.game is not None
                              and len(p.client.game.events) == host_len and p.client.my_turn), None)
                time.sleep(0.0005)
            copy = mover.client.game
            assert copy is not None
            move = bot.choose(copy, rng, heroes=mover.client.seats)
            assert move is not None and acting_hero(copy, move) in mover.client.seats
            started = time.perf_counter()
            mover.client.send_command(move)
            while not any(n > host_len for n in mover.reached):  # the move's events reached the mover
                time.sleep(0.0005)
            target = max(mover.reached)
            while not all(target in p.reached for p in everyone):
                time.sleep(0.0005)
            latencies += [p.reached[target] - started for p in everyone]
            t = time.perf_counter()
            shadow.do(move)
            public_hash(shadow.state)
            local.append(time.perf_counter() - t)
        for p in everyone:
            p.stop.set()
            p.client.stop()
    return latencies, statistics.median(local)


def client_process(code: str, clients: list[tuple[str, list[int], bool]], jobs: Any, results: Any) -> None:
    """Clients in a process of their own (a machine each, as far as one computer can): each pumped by a
    thread that reports when its copy reached each length of log (time.monotonic: one clock for every
    process on Linux); moves to send come on `jobs` (None: stop)."""
    from game.online.invite import parse_invite
    from game.rules import load_content, parse_command

    content = load_content()
    invite = parse_invite(code)
    running = {name: Client(invite, name, seats=seats, watch=watch, content=content).start()
               for name, seats, watch in clients}
    stop = threading.Event()

    def pump(name: str, client: Client) -> None:
        seen = -1
        while not stop.is_set():
            client.pump(wait=0.05)  # returns as soon as the host says something: no polling
            game = client.game
            if game is not None and len(game.events) != seen:
                seen = len(game.events)
                results.put(("reached", name, seen, time.monotonic()))

    threads = [threading.Thread(target=pump, args=item, daemon=True) for item in running.items()]
    for t in threads:
        t.start()
    while (job := jobs.get()) is not None:
        name, command = job
        results.put(("sent", name, 0, time.monotonic()))
        running[name].send_command(parse_command(command))
    stop.set()
    for t in threads:
        t.join(timeout=5)
    for c in running.values():
        c.stop()


def move_latency_processes(moves: int, watchers: int, seed: int, processes: int) -> list[float]:
    """As move_latency, with the clients spread over `processes` other processes (this one only hosts
    and chooses the moves): seconds from each move's send to each client's copy holding it."""
    import multiprocessing as mp
    import queue

    from game.rules import dump

    game = Game.new(HEROES, seed=seed)
    specs = [(f"P{i + 1}", [i], False) for i in range(3)] + [(f"W{i + 1}", [], True) for i in range(watchers)]
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    latencies: list[float] = []
    with served(game) as s:
        groups = [specs[i::processes] for i in range(processes)]
        jobs = [ctx.Queue() for _ in groups]
        where = {name: jobs[g] for g, group in enumerate(groups) for name, _, _ in group}
        procs = [ctx.Process(target=client_process, args=(str(s.invite), group, q, results), daemon=True)
                 for group, q in zip(groups, jobs, strict=True)]
        for proc in procs:
            proc.start()
        reached: dict[str, int] = {}
        arrivals: dict[tuple[str, int], float] = {}

        sent: list[float] = []

        def take(until: Any, seconds: float = 120.0) -> None:
            """Read the clients' reports until `until()` holds."""
            end = time.monotonic() + seconds
            while not until():
                try:
                    kind, name, length, at = results.get(timeout=max(0.001, end - time.monotonic()))
                except queue.Empty:
                    raise SystemExit("the clients stopped answering") from None
                if kind == "sent":
                    sent.append(at)
                else:
                    reached[name] = length
                    arrivals[(name, length)] = at

        host_len = s.on_loop(lambda: len(s.table.game.events))
        take(lambda: len(reached) == len(specs) and all(v == host_len for v in reached.values()), 300)
        rng = random.Random(seed)
        for _ in range(moves):
            if s.table.game.outcome is not None:
                break

            def choose() -> tuple[int, Any]:
                g = s.table.game
                hero = deciding_heroes(g)[0]
                return hero, bot.choose(g, rng, heroes=[hero])
            hero, move = s.on_loop(choose)
            assert move is not None
            where[f"P{hero + 1}"].put((f"P{hero + 1}", dump(move)))
            sent.clear()
            take(lambda: bool(sent), 60)
            started = sent[0]
            mover = f"P{hero + 1}"
            take(lambda m=mover, had=host_len: reached.get(m, had) > had)  # the move's events (one length everywhere)
            target = reached[mover]
            take(lambda target=target: all(reached.get(n) == target for n, _, _ in specs))
            latencies += [arrivals[(n, target)] - started for n, _, _ in specs]
            host_len = target
        for q in jobs:
            q.put(None)
        for proc in procs:
            proc.join(timeout=30)
    return latencies


def join_time(seed: int, repeat: int = 5) -> tuple[float, int]:
    """Seconds for a client to join a finished game and hold a checked copy; the log's length."""
    game = bot.play(Game.new(HEROES, seed=seed), seed=seed)
    times = []
    with served(game) as s:
        for i in range(repeat):
            started = time.perf_counter()
            client = s.client(f"Late {i}", watch=True)
            while client.game is None:
                client.pump(wait=0.001)
            times.append(time.perf_counter() - started)
            assert public_hash(client.game.state) == public_hash(game.state)
            client.stop()
    return statistics.median(times), len(game.events)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--watchers", type=int, default=20)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--processes", type=int, default=0,
                        help="spread the clients over this many other processes (0: every client in this one)")
    args = parser.parse_args()
    if args.moves < 1 or args.watchers < 0:
        parser.error("--moves must be at least 1 and --watchers at least 0")
    print(f"machine: {machine()}")
    if args.processes > 0:
        ms = [x * 1000 for x in move_latency_processes(args.moves, args.watchers, args.seed, args.processes)]
        print(f"move to every copy (3 players + {args.watchers} watchers in {args.processes} processes, "
              f"{len(ms)} arrivals): p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms, "
              f"max {max(ms):.1f} ms (target p95 <= 50 ms)")
        return 0
    latencies, local = move_latency(args.moves, args.watchers, args.seed)
    ms = [x * 1000 for x in latencies]
    print(f"move to every copy (3 players + {args.watchers} watchers, {len(ms)} arrivals): "
          f"p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms, max {max(ms):.1f} ms "
          f"(target p95 <= 50 ms); local move + hash {local * 1000:.2f} ms (p95 is "
          f"{percentile(ms, 95) / (local * 1000):.0f}x the local move)")
    seconds, events = join_time(args.seed)
    print(f"join a whole game ({events} events): {seconds * 1000:.0f} ms to a checked copy (target < 1000 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
