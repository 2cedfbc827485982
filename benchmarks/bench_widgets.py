"""pygame_gui's widgets as pygame_gui makes them (each text drawn to learn its size, a theme parsed and
its fonts loaded by five threads for every manager, an element's ids looked up by a long string)
against the window's way (SDL_ttf's size, kept per font; the theme kept per theme and language; no
threads; the ids looked up by their tuple: game/ui/widget_manager.py), in one process, rounds interleaved
(`python benchmarks/bench_widgets.py [--rounds 15]`).

Two tasks: the map's log box written with its last 40 lines of a bot game (what a load, an undo or a
long catch-up does), and a new window on a game's map (a change of UI scale or window size, and
every UI test). Prints each task's median time both ways and their ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygame_gui.core import UIAppearanceTheme  # noqa: E402
from pygame_gui.core.gui_font_pygame import GUIFontPygame  # noqa: E402

from benchmarks.common import machine  # noqa: E402
from game.bot import heuristic  # noqa: E402
from game.rules import Game  # noqa: E402
from game.ui import widget_manager  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.log_view import LOG_LINES  # noqa: E402
from game.ui.scenes.explore import ExploreScene  # noqa: E402
from game.ui.session import Session  # noqa: E402


def pygame_guis_way() -> None:
    GUIFontPygame.get_rect = widget_manager._drawn_rect  # type: ignore[method-assign]
    widget_manager.Theme = UIAppearanceTheme  # type: ignore[misc]
    widget_manager.LoadAtOnce = lambda: None  # type: ignore[misc,assignment]  # pygame_gui's own, threaded
    KEPT_THEMES.update(widget_manager._THEMES)  # put aside for the window's rounds
    widget_manager._THEMES.clear()
    widget_manager.THEMES_KEPT = 0


def the_windows_way() -> None:
    GUIFontPygame.get_rect = widget_manager._text_rect  # type: ignore[method-assign,assignment]
    widget_manager.Theme = THEME  # type: ignore[misc]
    widget_manager.LoadAtOnce = LOADER  # type: ignore[misc]
    widget_manager.THEMES_KEPT = KEPT
    widget_manager._THEMES.update(KEPT_THEMES)  # as a window finds them after its first


KEPT = widget_manager.THEMES_KEPT
THEME, LOADER = widget_manager.Theme, widget_manager.LoadAtOnce
KEPT_THEMES: dict[tuple[str, str], object] = {}


def timed(task: Callable[[], object]) -> float:
    started = time.perf_counter()
    task()
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    saves = Path(tempfile.mkdtemp())
    game = heuristic.play(Game.new(["fighter", "wizard"], seed=3), seed=3, max_commands=250)
    assert game.outcome is None, "a game still being played"

    def session() -> Session:
        made = Session(game=Game.replay(game.events), players=["Ann", "Ben"])
        made.catch_up()
        return made

    sessions = [session() for _ in range(2 * args.rounds + 1)]  # made before: the window's time alone

    def new_window() -> ExploreScene:
        window = App(AppOptions(saves_dir=saves / f"w{len(sessions)}", size=(1280, 720)))
        window.settings.anim_speed = 0
        scene = ExploreScene(window, sessions.pop())
        window.switch(scene)
        window.step(0.0)
        return scene

    explore = new_window()
    text = "<br>".join(explore.session.log[-LOG_LINES:])
    log = explore.log

    tasks = {"log box, 40 lines": lambda: log.set_text(text), "new window on the map": new_window}
    times: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.rounds):
        for way, install in (("pygame_gui", pygame_guis_way), ("window", the_windows_way)):
            install()
            for name, task in tasks.items():
                times.setdefault((name, way), []).append(timed(task))
    print(machine())
    print(f"{args.rounds} rounds, interleaved; a bot game of {len(game.events)} events, "
          f"{len(explore.session.log)} log lines")
    print("| task | pygame_gui's way | the window's way | ratio |\n|---|---|---|---|")
    for name in tasks:
        drawn, sized = (statistics.median(times[name, way]) for way in ("pygame_gui", "window"))
        print(f"| {name} | {1000 * drawn:.1f} ms | {1000 * sized:.1f} ms | {sized / drawn:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
