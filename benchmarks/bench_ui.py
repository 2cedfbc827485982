"""UI speed: frame time with a full Ecology on the map and at the Final Entity's table, start-up, memory.

    python benchmarks/bench_ui.py [--frames N] [--memory-runs N]
    python benchmarks/bench_ui.py --x11 [--display :41] [--size 2560x1440] [--frames N]

By default under SDL's dummy driver (no window: drawing without the cost of showing it). With --x11
the frame times are taken in a real X window: an Xvfb server is started on --display (unless one
answers there already) and SDL's x11 driver shows every frame in it, as a player's screen would.

Frames are whole app steps (events, widget update, board and sidebar drawing, pygame_gui drawing,
flip) at 1280x720 and 1920x1080, on the fullest map a few bot games reach, with the drawn tile
carried over the board (ghost, green squares and the refusal box all drawn).

Memory is the peak RSS of a UI process: each scenario (the map, the combat table; each size) runs in
a fresh interpreter that gets its game state pickled from this process, so neither the bot games
that find the positions nor the other scenarios' windows count. The RSS the child already has
before the UI starts (Python, the rules engine, the content and the game state) is shown beside it.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import pickle
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "x11" if "--x11" in sys.argv else "dummy"  # before pygame is imported
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_engine import fullest_position  # noqa: E402
from benchmarks.common import machine  # noqa: E402

STARTUP_SCRIPT = """
import os, sys, time
t0 = time.perf_counter()
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, {root!r})
from pathlib import Path
from game.ui.app import App, AppOptions
app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=Path({saves!r}), size=(1920, 1080)))
app.step()
print(time.perf_counter() - t0)
"""


ART_SCRIPT = STARTUP_SCRIPT.replace("print(time.perf_counter() - t0)", """
from game.ui import card_art, portraits
from game.ui.backdrop import draw_key_art
files = portraits.preload()  # every picture in assets/art read
draw_key_art(app.screen, 0.0)
up = time.perf_counter() - t0
c = app.content
refs = [("monster", m) for m in c.monsters.monsters] + [("monster", p) for p in c.monsters.entity_parts]
refs += [("item", i) for i in c.items] + [("hero", h) for h in c.heroes]
t1 = time.perf_counter()
for ref in refs:  # every portrait drawn on its card at the combat and the close-up sizes (kept cached)
    face = card_art.card_face(c, ref, 2, "ruins")
    for width in (170, 280):
        card_art.draw_card(face, width)
per_card = (time.perf_counter() - t1) / (2 * len(refs))
peak = 0
for line in open("/proc/self/status"):
    if line.startswith("VmHWM:"):
        peak = int(line.split()[1]) / 1024
print(up, peak, files, len(refs), per_card)
""")


def art_startup(saves: Path) -> tuple[float, float, int, int, float]:
    """Start-up with all art loaded: a fresh process opens the window, draws its first frame, reads
    every picture in assets/art and draws the title key art (seconds); then draws every portrait card
    at two sizes (ms per card) and reports the peak RSS (MiB) with all of it held. Median of three."""
    runs = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", ART_SCRIPT.format(root=str(ROOT), saves=str(saves))],
                             check=True, capture_output=True, text=True).stdout.split()
        runs.append((float(out[0]), float(out[1]), int(out[2]), int(out[3]), float(out[4])))
    runs.sort()
    return runs[1]


def startup_seconds(saves: Path) -> float:
    """Process start to the first drawn, interactive frame (a fresh interpreter each time)."""
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", STARTUP_SCRIPT.format(root=str(ROOT), saves=str(saves))],
                       check=True, capture_output=True)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def frame_times(size: tuple[int, int], game, frames: int, saves: Path) -> dict[str, float]:
    import pygame

    from game.ui.app import App, AppOptions
    from game.ui.scenes.explore import ExploreScene
    from game.ui.session import Session

    app = App(AppOptions(heroes=list(game.state.heroes), seed=1, saves_dir=saves, size=size))
    app.settings.anim_speed = 0
    app.settings.story = False  # the map (or the table) itself, no story panel over it
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    scene = ExploreScene(app, session)
    app.switch(scene)
    app.step()
    scene.fit()
    results = {}
    for label, carrying in (("idle", False), ("carrying", True)):
        if carrying:
            scene.pick_up()
        squares = sorted(scene.legal_squares()) or [(0, 0)]
        times = []
        for i in range(frames):
            target = scene.camera.square_rect(*squares[i % len(squares)]).center if carrying else (
                scene.camera.view.centerx + (i % 40) * 5, scene.camera.view.centery)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
            start = time.perf_counter()
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
        times.sort()
        results[label] = statistics.median(times)
        results[label + "_p95"] = times[int(len(times) * 0.95)]
    results["tiles"] = len(game.state.placements)
    return results


def final_entity_fight():
    """The busiest combat table: two heroes at the Final Entity's four cards, pairs on the table."""
    import random

    from game.bot import heuristic as bot
    from game.rules import Game
    for seed in range(20):
        game = Game.new(["fighter", "wizard"], seed=seed, ecology="subterranean")
        rng = random.Random(seed)
        while game.outcome is None:
            c = game.state.combat
            if c is not None and c.kind == "final_entity" and c.step == "abilities":
                return game
            game.do(bot.choose(game, rng))
    return None


def combat_frame_times(size: tuple[int, int], game, frames: int, saves: Path) -> tuple[float, float]:
    """Median and p95 frame time at the combat table, the mouse moving over it."""
    import pygame

    from game.ui.app import App, AppOptions
    from game.ui.scenes.explore import ExploreScene
    from game.ui.session import Session

    app = App(AppOptions(saves_dir=saves, size=size))
    app.settings.anim_speed = 0
    app.settings.story = False  # the map (or the table) itself, no story panel over it
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    assert app.scene.name == "combat"
    times = []
    for i in range(frames):
        pos = (40 + (i * 7) % (size[0] - 500), 200 + (i * 3) % (size[1] - 300))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.step(1 / 60)
        times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def x11_display(display: str, size: tuple[int, int]) -> subprocess.Popen | None:
    """An Xvfb server on `display` with a screen of `size` (None when an X server answers there already)."""
    os.environ["DISPLAY"] = display
    if subprocess.run(["xdpyinfo"], capture_output=True).returncode == 0:
        return None
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(50):
        time.sleep(0.1)
        if subprocess.run(["xdpyinfo"], capture_output=True).returncode == 0:
            return server
    server.kill()
    raise SystemExit(f"Xvfb did not start on {display}")


def x11_frames(display: str, size: tuple[int, int], frames: int, saves: Path) -> None:
    """Frame times in a real X window (Xvfb, SDL's x11 driver) at `size`: the map with the fullest
    Ecology (the mouse moving over it; then carrying the drawn tile over the legal squares) and the
    Final Entity's table (the mouse moving over it). Median and p95 of whole app steps."""
    server = x11_display(display, size)
    try:
        import pygame
        pygame.display.init()
        print(f"machine: {machine()}; video driver {pygame.display.get_driver()} on {display}, "
              f"window {size[0]}x{size[1]}")
        game = fullest_position(range(40))
        r = frame_times(size, game, frames, saves)
        print(f"map, {r['tiles']} tiles, the mouse moving over it: median {r['idle'] * 1000:.2f} ms, "
              f"p95 {r['idle_p95'] * 1000:.2f} ms; carrying the drawn tile over the legal squares: median "
              f"{r['carrying'] * 1000:.2f} ms, p95 {r['carrying_p95'] * 1000:.2f} ms")
        fight = final_entity_fight()
        if fight is not None:
            med, p95 = combat_frame_times(size, fight, frames, saves)
            print(f"combat table, Final Entity, the mouse moving over it: median {med * 1000:.2f} ms, "
                  f"p95 {p95 * 1000:.2f} ms")
    finally:
        import pygame
        pygame.quit()  # before the X server goes
        if server is not None:
            server.terminate()
            server.wait()


def rss_mib(field: str = "VmRSS") -> float:
    """This process's resident set (VmRSS) or its peak so far (VmHWM), in MiB."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def memory_child(kind: str, size: tuple[int, int], game_file: Path, frames: int, saves: Path) -> None:
    """One UI scenario in this (fresh) process; prints the RSS before the UI and the peak as JSON."""
    game = pickle.loads(game_file.read_bytes())
    gc.collect()
    before = rss_mib("VmRSS")
    if kind == "explore":
        frame_times(size, game, frames, saves)
    else:
        combat_frame_times(size, game, frames, saves)
    print(json.dumps({"before_ui": before, "peak": rss_mib("VmHWM")}))


def memory_runs(kind: str, size: tuple[int, int], game_file: Path, frames: int, saves: Path,
                runs: int) -> tuple[float, float]:
    """Median peak RSS and median RSS before the UI over `runs` fresh processes."""
    peaks, befores = [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--memory-child", kind,
                              f"{size[0]}x{size[1]}", str(game_file), "--frames", str(frames)],
                             check=True, capture_output=True, text=True).stdout
        got = json.loads(out.strip().splitlines()[-1])
        peaks.append(got["peak"])
        befores.append(got["before_ui"])
    return statistics.median(peaks), statistics.median(befores)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--memory-runs", type=int, default=3, help="fresh processes per memory scenario")
    parser.add_argument("--memory-child", nargs=3, metavar=("KIND", "WxH", "GAME_PICKLE"), help=argparse.SUPPRESS)
    parser.add_argument("--art", action="store_true", help="only the start-up with all art loaded")
    parser.add_argument("--x11", action="store_true", help="only the frame times, in a real X window (Xvfb)")
    parser.add_argument("--display", default=":41", help="the X display for --x11 (Xvfb is started there if none)")
    parser.add_argument("--size", default="2560x1440", help="the window for --x11, WxH")
    args = parser.parse_args()
    saves = Path(os.environ.get("TMPDIR", "/tmp")) / "fd-bench-ui"
    if args.x11:
        w, _, h = args.size.partition("x")
        x11_frames(args.display, (int(w), int(h)), args.frames, saves)
        return
    if args.art:
        print_art_startup(saves)
        return
    if args.memory_child:
        kind, size, game_file = args.memory_child
        w, _, h = size.partition("x")
        memory_child(kind, (int(w), int(h)), Path(game_file), args.frames, saves)
        return
    print(f"machine: {machine()}")
    game = fullest_position(range(40))
    print(f"map: {len(game.state.placements)} tiles on the table, a drawn tile carried")
    for size in ((1280, 720), (1920, 1080)):
        r = frame_times(size, game, args.frames, saves)
        print(f"{size[0]}x{size[1]}: median frame {r['idle'] * 1000:.2f} ms idle "
              f"({1 / r['idle']:.0f} fps), {r['carrying'] * 1000:.2f} ms carrying a tile "
              f"({1 / r['carrying']:.0f} fps); p95 {r['idle_p95'] * 1000:.2f} / {r['carrying_p95'] * 1000:.2f} ms")
    fight = final_entity_fight()
    if fight is not None:
        for size in ((1280, 720), (1920, 1080)):
            med, p95 = combat_frame_times(size, fight, args.frames, saves)
            print(f"combat table, Final Entity, {size[0]}x{size[1]}: median frame {med * 1000:.2f} ms "
                  f"({1 / med:.0f} fps); p95 {p95 * 1000:.2f} ms")
    whole = rss_mib("VmHWM")
    scenarios = [("explore", game, "map, full Ecology, carrying a tile")]
    if fight is not None:
        scenarios.append(("combat", fight, "combat table, Final Entity"))
    worst, worst_before = 0.0, 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for kind, state, words in scenarios:
            game_file = Path(tmp) / f"{kind}.pickle"
            game_file.write_bytes(pickle.dumps(state))
            for size in ((1280, 720), (1920, 1080)):
                peak, before = memory_runs(kind, size, game_file, min(args.frames, 120), saves, args.memory_runs)
                print(f"memory, {words}, {size[0]}x{size[1]} (fresh process, median of {args.memory_runs}): "
                      f"peak {peak:.0f} MiB, of which {before:.0f} MiB before the UI started "
                      f"(Python, rules engine, content, game state)")
                if peak > worst:
                    worst, worst_before = peak, before
    tracemalloc.start()  # a separate short pass: tracing slows every frame down
    frame_times((1920, 1080), game, 30, saves)
    _, traced = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"memory: peak RSS {worst:.0f} MiB (UI process, worst scenario; {worst_before:.0f} MiB of it there "
          f"before the UI started, so the UI's own share is {worst - worst_before:.0f} MiB); "
          f"peak Python allocations {traced / 2**20:.1f} MiB (one 1920x1080 map pass)")
    print(f"  (this benchmark process itself, which ran the bot games and all four timing passes one after "
          f"another: max RSS {whole:.0f} MiB; not a UI figure)")
    print(f"start-up to first interactive frame (1920x1080, fresh process): {startup_seconds(saves):.2f} s")
    print_art_startup(saves)


def print_art_startup(saves: Path) -> None:
    up, peak, files, cards, per_card = art_startup(saves)
    plain = startup_seconds(saves)
    print(f"start-up with all art loaded (1920x1080, fresh process, {files} pictures read, key art drawn): "
          f"{up:.2f} s (the same start without the art: {plain:.2f} s); then {cards} portrait cards drawn at "
          f"170 and 280 px: {per_card * 1000:.1f} ms a card; peak RSS with all of it held {peak:.0f} MiB "
          f"(budget: 1.5 s, 250 MiB)")


if __name__ == "__main__":
    main()
