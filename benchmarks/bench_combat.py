"""How fast a fight resolves headless with random legal play (`python benchmarks/bench_combat.py`).

Each run: a new game, a Monster Card fought from round one to the end (won or a hero killed), every
command chosen at random from Game.legal(). Prints the machine and the median over the runs.

`python benchmarks/bench_combat.py --ui [--size 1920x1080] [--frames 900]`: the combat table's frame
time with animations running (issue 12): a two-hero fight in its Abilities step, every 0.5 s new
damage numbers, sliding health bars, a shake, a fading token and every table card flying in; each
frame is a whole `App.step` (events, update, draw, flip). SDL's dummy driver unless DISPLAY is set
and `--window` is given (a real X window, e.g. under Xvfb).
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import Game  # noqa: E402
from game.rules.areas.combat.setup import encounter_monster  # noqa: E402
from game.rules.state.game_state import ElementState, Spot  # noqa: E402

PARTIES = [["fighter"], ["wizard", "rogue"], ["fighter", "wizard", "rogue"]]


def one_fight(seed: int) -> tuple[float, int]:
    eco = ("ruins", "caverns", "subterranean")[seed % 3]
    game = Game.new(heroes=PARTIES[seed % 3], seed=seed, ecology=eco)
    el = ElementState(id="bench/0", kind="monster", tile="bench", spot=Spot(x=0, y=0, cx=0, cy=0))
    game._rng = random.Random(seed)
    encounter_monster(game, el)  # as an Encounter would, without exploring first
    game._rng = None
    rng = random.Random(seed)
    commands = 0
    start = time.perf_counter()
    while game.state.phase == "combat" and game.outcome is None:
        game.do(rng.choice(game.legal()))
        commands += 1
    return time.perf_counter() - start, commands


def main(runs: int = 300) -> None:
    Game.new(heroes=["fighter"], seed=0)  # load content once, outside the timing
    times, counts = [], []
    for seed in range(runs):
        t, n = one_fight(seed)
        times.append(t)
        counts.append(n)
    per_cmd = [t / n for t, n in zip(times, counts, strict=True) if n]
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, {platform.system()} {platform.release()}")
    print(f"fights: {runs} (1-3 heroes, all three Ecologies, random legal commands)")
    print(f"median fight: {statistics.median(times) * 1000:.1f} ms, {statistics.median(counts):.0f} commands; "
          f"p90 {statistics.quantiles(times, n=10)[-1] * 1000:.1f} ms")
    print(f"median per command (do + legal): {statistics.median(per_cmd) * 1000:.2f} ms; "
          f"fights per second: {len(times) / sum(times):.0f}")


def ui_frames(size: tuple[int, int], frames: int, window: bool) -> None:
    """Frame times of the combat table with animations running (see the module docstring)."""
    import tempfile

    if not window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.bot import heuristic as bot
    from game.ui.app import App, AppOptions
    from game.ui.combat.motion import Flight, Floater, Slide
    from game.ui.scenes.combat import CombatScene
    from game.ui.session import Session

    game = Game.new(["fighter", "wizard"], seed=1)
    rng = random.Random(1)
    while not (game.state.combat is not None and game.state.combat.step == "abilities"):
        game.do(bot.choose(game, rng))
    app = App(AppOptions(saves_dir=Path(tempfile.mkdtemp()), size=size))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(CombatScene(app, session))
    for _ in range(5):
        app.step(1 / 60)
    sc = app.scene
    times = []
    for i in range(frames):
        if i % 30 == 0:  # new blows land: numbers, bars, a shake, a dying token, cards flying in
            m = sc.motion
            for j, point in enumerate(list(sc.token_points.values())[:3] + list(sc.lane_points.values())):
                m.floaters.append(Floater(f"-{j + 2}", point, (240, 90, 80), 0.9, delay=0.1 * j))
            m.bars[("foe", 0, 0)] = Slide(30, 20, 0.5)
            m.bars[("hero", 0, 0)] = Slide(20, 12, 0.5)
            m.shakes[("foe", 0)] = 0.3
            m.fading[(0, 0)] = 0.5
            m.flights[:] = [Flight(key, (sc.L.table.centerx, sc.L.table.bottom), 0.3) for key in sc.table_cards]
        start = time.perf_counter()
        app.step(1 / 60)
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, driver {'x11 window' if window else 'dummy'}")
    print(f"combat table at {size[0]}x{size[1]} with animations, {frames} frames: median "
          f"{statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms; "
          f"frames over 16.7 ms: {sum(t > 1 / 60 for t in times)}")


if __name__ == "__main__":
    if "--ui" in sys.argv:
        args = sys.argv[1:]
        size = args[args.index("--size") + 1] if "--size" in args else "1920x1080"
        w, _, h = size.partition("x")
        n = int(args[args.index("--frames") + 1]) if "--frames" in args else 900
        ui_frames((int(w), int(h)), n, "--window" in args)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
