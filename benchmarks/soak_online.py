"""The online soak: many whole games played by machine players over real websockets, with random
disconnects and rejoins, every copy checked against the host's at the end.

    python3 benchmarks/soak_online.py [--games 200] [--workers 2] [--at-once 4] [--drops 3] [--seed 1]

This process hosts the games (one asyncio loop, a Host per game); the players are in `--workers`
other processes (each client a thread with its own connection), so every message crosses a real
socket between processes. Each game gets a random party (one to three heroes, alternates too), a
random seed, one client per seat (or one client holding two seats: a hot seat), and now and then a
watcher. While it runs, the host cuts random connections as a network failure would (no goodbye:
the socket is aborted), about `--drops` per game; the client comes back with its seat token and the
moves it missed. At the end every client's copy must hold the host's public hash, no copy may have
differed on the way (desyncs), and the host must have had no resync. Prints one line per game and a
summary; exit status 1 if any game failed.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import queue
import random
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402

GIVE_UP = 600.0  # seconds: a game not over by then is a failure (a bot game takes a few seconds)


# --- the players' processes ------------------------------------------------------------------------

def player_process(jobs: Any, results: Any) -> None:
    """Take join jobs until None: each a client on a thread of its own, playing its seats (or watching)
    to the end; report what its copy holds."""
    from game.online.bot_player import play_seats
    from game.online.client import Client
    from game.online.invite import parse_invite
    from game.rules import load_content, public_hash

    content = load_content()

    def play(job: dict[str, Any]) -> None:
        client = Client(parse_invite(job["code"]), job["name"], seats=job["seats"], watch=job["watch"],
                        content=content).start()
        outcome: str | None = None
        latencies: list[float] = []
        try:
            if job["watch"]:
                end = time.monotonic() + GIVE_UP
                while time.monotonic() < end and client.outcome is None and client.closed is None:
                    client.pump(wait=0.05)
                outcome = client.outcome
            else:
                outcome = play_seats(client, seed=job["seed"], give_up_after=GIVE_UP, latencies=latencies)
        finally:
            game = client.game
            results.put({"game": job["game"], "name": job["name"], "outcome": outcome,
                         "hash": public_hash(game.state) if game is not None else None,
                         "desyncs": client.desyncs, "rejoins": max(0, client.welcomes - 1),
                         "events": len(game.events) if game is not None else 0,
                         "closed": client.closed, "latencies": latencies})
            client.stop()

    threads: list[threading.Thread] = []
    while True:
        job = jobs.get()
        if job is None:
            break
        t = threading.Thread(target=play, args=(job,), daemon=True)
        t.start()
        threads.append(t)
    for t in threads:
        t.join(timeout=GIVE_UP)


# --- the host's side ---------------------------------------------------------------------------

@dataclass
class Hosted:
    number: int
    host: Any
    clients: list[str]
    started: float = field(default_factory=time.monotonic)
    reports: dict[str, dict[str, Any]] = field(default_factory=dict)
    drops: int = 0
    finished_at: float | None = None


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="soak-host", daemon=True)
        self.thread.start()
        ctx = mp.get_context("spawn")
        self.jobs = [ctx.Queue() for _ in range(args.workers)]
        self.results = ctx.Queue()
        self.workers = [ctx.Process(target=player_process, args=(q, self.results), daemon=True) for q in self.jobs]
        for w in self.workers:
            w.start()
        self.running: dict[int, Hosted] = {}
        self.done: list[tuple[Hosted, list[str]]] = []
        self.next_worker = 0

    def on_loop(self, fn: Any) -> Any:
        async def call() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(timeout=120)

    def start_game(self, number: int) -> None:
        from game.online.host import Host
        from game.online.hosting import new_table
        from game.rules import HERO_IDS, Game, RuleViolation

        rng = self.rng
        while True:  # a party the rules allow (an alternate and its other side cannot both come)
            heroes = rng.sample(sorted(HERO_IDS), rng.randint(1, 3))
            try:
                game = Game.new(heroes, seed=rng.randrange(1_000_000))
                break
            except RuleViolation:
                continue
        host = Host(new_table(game), port=0)
        invite = asyncio.run_coroutine_threadsafe(host.start(), self.loop).result(timeout=30)
        seats = [[s] for s in range(len(heroes))]
        if len(seats) >= 2 and rng.random() < 0.3:  # a hot seat: one client holds two heroes
            seats = [seats[0] + seats[1], *seats[2:]]
        jobs = [{"name": f"G{number}P{i + 1}", "seats": s, "watch": False} for i, s in enumerate(seats)]
        if rng.random() < 0.3:
            jobs.append({"name": f"G{number}W", "seats": [], "watch": True})
        self.running[number] = Hosted(number, host, [j["name"] for j in jobs])
        for job in jobs:
            job.update(game=number, code=str(invite), seed=rng.randrange(1_000_000))
            self.jobs[self.next_worker % len(self.jobs)].put(job)  # a game's clients spread over the processes
            self.next_worker += 1

    def drop_one(self) -> bool:
        """Cut one random connection of a random game still being played (no goodbye: a network failure).
        False when there was none to cut (no game under way, or its clients not yet connected)."""
        playing = [h for h in self.running.values() if h.host.table.game.outcome is None]
        if not playing:
            return False
        hosted = self.rng.choice(playing)

        def cut() -> bool:
            connections = list(hosted.host.connections)
            if not connections:
                return False
            ws = self.rng.choice(connections)
            ws.transport.abort()
            return True

        if not self.on_loop(cut):
            return False
        hosted.drops += 1
        return True

    def collect(self) -> None:
        while True:
            try:
                report = self.results.get_nowait()
            except queue.Empty:
                return
            hosted = self.running.get(report["game"])
            if hosted is not None:
                hosted.reports[report["name"]] = report

    def finish(self, hosted: Hosted) -> None:
        from game.rules import deciding_heroes, public_hash

        table = hosted.host.table
        want = self.on_loop(lambda: public_hash(table.game.state))
        problems = []
        if table.game.outcome is None:
            problems.append(f"not over (waiting for heroes {deciding_heroes(table.game)}, seats "
                            f"{[(v['player'], v['connected']) for v in table.seats_view()]})")
        for name in hosted.clients:
            r = hosted.reports[name]
            if r["hash"] != want:
                problems.append(f"{name}'s copy differs")
            if r["desyncs"]:
                problems.append(f"{name} had {r['desyncs']} desync(s)")
            if r["outcome"] != table.game.outcome or r["closed"]:
                problems.append(f"{name} ended with {r['outcome']} (closed: {r['closed']}, its copy "
                                f"{r.get('events')} events)")
        if hosted.host.resyncs:
            problems.append(f"{hosted.host.resyncs} resync(s) asked")
        asyncio.run_coroutine_threadsafe(hosted.host.stop(), self.loop).result(timeout=30)
        hosted.finished_at = time.monotonic()
        del self.running[hosted.number]
        self.done.append((hosted, problems))
        rejoins = sum(r["rejoins"] for r in hosted.reports.values())
        heroes = ",".join(table.game.state.heroes)
        print(f"game {hosted.number:3}: {heroes:32} {len(table.game.events):5} events, {table.game.outcome or '-':4}, "
              f"{len(hosted.clients)} clients, {hosted.drops} drops, {rejoins} rejoins, "
              f"{time.monotonic() - hosted.started:5.1f} s: {'; '.join(problems) or 'every copy agrees'}",
              flush=True)

    def run(self) -> int:
        """Play the games (Ctrl+C or SIGTERM: stop, and sum up the games finished so far)."""
        import signal

        def stop(signum: int, frame: Any) -> None:
            raise KeyboardInterrupt
        signal.signal(signal.SIGTERM, stop)
        started = time.monotonic()
        stopped = False
        try:
            self._play()
        except KeyboardInterrupt:
            stopped = True
            for w in self.workers:
                w.terminate()
        return self._sum_up(started, stopped)

    def _play(self) -> None:
        args = self.args
        begun = 0
        next_drop = time.monotonic()
        while begun < args.games or self.running:
            while begun < args.games and len(self.running) < args.at_once:
                begun += 1
                self.start_game(begun)
            self.collect()
            for hosted in list(self.running.values()):
                if len(hosted.reports) == len(hosted.clients):
                    self.finish(hosted)
                elif time.monotonic() - hosted.started > GIVE_UP + 30:
                    hosted.reports = {n: hosted.reports.get(n, {"hash": None, "desyncs": 0, "outcome": None,
                                                                "closed": "no report", "rejoins": 0})
                                      for n in hosted.clients}
                    self.finish(hosted)
            now = time.monotonic()
            if now >= next_drop and args.drops > 0:
                if self.drop_one():
                    # drops come at random (exponential gaps), about `--drops` in a game's time (the mean of
                    # the games finished so far; 10 s until one has)
                    lengths = [(h.finished_at or now) - h.started for h, _ in self.done]
                    mean = sum(lengths) / len(lengths) if lengths else 10.0
                    next_drop = now + self.rng.expovariate(args.drops * max(1, len(self.running)) / mean)
                else:  # nothing connected yet: try again shortly, not a whole gap later
                    next_drop = now + 0.2
            time.sleep(0.01)
        for q in self.jobs:
            q.put(None)
        for w in self.workers:
            w.join(timeout=60)

    def _sum_up(self, started: float, stopped: bool) -> int:
        args = self.args
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        failed = [h for h, problems in self.done if problems]
        answers = sorted(t for h, _ in self.done for r in h.reports.values() for t in r.get("latencies", []))
        drops = sum(h.drops for h, _ in self.done)
        rejoins = sum(r["rejoins"] for h, _ in self.done for r in h.reports.values())
        outcomes = [h.host.table.game.outcome for h, _ in self.done]
        if stopped:
            print(f"stopped after {len(self.done)} of the {args.games} games (the ones still being played are "
                  f"not counted)")
        print(f"{len(self.done)} games ({outcomes.count('won')} won, {outcomes.count('lost')} lost), "
              f"{sum(len(h.clients) for h, _ in self.done)} clients in {args.workers} processes, "
              f"{drops} drops, {rejoins} rejoins, {time.monotonic() - started:.0f} s: "
              f"{len(failed)} failed; " + ("every copy ended with the host's public hash" if not failed else
                                           "FAILED: " + ", ".join(str(h.number) for h in failed)))
        if answers:  # a move's send to the host's answer, at the player who sent it (across processes)
            def at(q: float) -> float:
                return 1000 * answers[min(len(answers) - 1, int(q * len(answers)))]
            print(f"{len(answers)} moves answered: p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, "
                  f"max {1000 * answers[-1]:.0f} ms (send to the host's answer, at the mover)")
        return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2, help="player processes")
    parser.add_argument("--at-once", type=int, default=4, help="games played at the same time")
    parser.add_argument("--drops", type=float, default=3.0, help="about how many drops a game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.games < 1 or args.workers < 1 or args.at_once < 1 or args.drops < 0:
        parser.error("--games, --workers and --at-once must be at least 1, --drops at least 0")
    print(f"machine: {machine()}", flush=True)
    return Soak(args).run()


if __name__ == "__main__":
    sys.exit(main())
