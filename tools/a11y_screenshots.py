"""Screenshots of issue 36's options in a real X window: the map, the combat table (its pairs' pills
showing), the locked Door's dialog and the Help window (F1) with all four at once (German, high
contrast, 200 % text, the focus ring after a real Tab key press sent with xdotool) at 1280x720 and
1920x1080, and the combat table with each option alone at 1280x720. The positions are the fit test's
(tests/kits/fit_scenes.py); the options are the player's settings file, read as the window opens. Run under
Xvfb (the screen at least as big as the largest window; xdotool and ImageMagick's `import` needed)::

    Xvfb :86 -screen 0 1920x1080x24 -nolisten tcp &
    DISPLAY=:86 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/a11y_screenshots.py docs/screenshots

writes docs/screenshots/a11y-<screen>-<options>-<WxH>.png, e.g. a11y-combat-de-contrast-200-focus-1280x720.png.
One window size per process (the tool runs itself once per size); `... DEST 1280x720` takes one size only.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui import look  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.kits.fit_scenes import SCENES  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
ALL = ("de", "contrast", "200", "focus")
# (screen of the fit test's SCENES, the options) for each window size; the single options at 1280x720 only
SHOTS: dict[tuple[int, int], list[tuple[str, tuple[str, ...]]]] = {
    (1280, 720): [("explore", ALL), ("combat", ALL), ("door", ALL), ("help", ALL),
                  *(("combat", (option,)) for option in ALL)],
    (1920, 1080): [("explore", ALL), ("combat", ALL), ("door", ALL), ("help", ALL)],
}
NAMES = {"explore": "map", "combat": "combat", "door": "dialog-door", "help": "help"}


SCREENS = {**SCENES, "combat": SCENES["combat-pairs"]}  # the fight with its pairs' pills showing


def usage(message: str) -> None:
    print(f"a11y_screenshots: {message}\nusage: a11y_screenshots.py [DEST [WxH]]", file=sys.stderr)
    raise SystemExit(2)


def window_id() -> str:
    return subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--class", "forgotten-depths"],
                          check=True, capture_output=True, text=True).stdout.split()[-1]


def settle(app: App, frames: int = 8) -> None:
    for _ in range(frames):
        app.step(1 / 30)
    time.sleep(0.2)


def press_tab(app: App) -> None:
    """A real Tab key press on the game's window (the focus ring shows after a key, not a click)."""
    wid = window_id()
    subprocess.run(["timeout", "10", "xdotool", "windowfocus", "--sync", wid], check=True)
    settle(app, 2)
    subprocess.run(["timeout", "10", "xdotool", "key", "Tab"], check=True)  # (XTEST: as a keyboard types)
    time.sleep(0.2)
    settle(app)
    if not app.input.focus.visible:
        raise SystemExit("the Tab key press did not reach the window: no focus ring")


def shoot(app: App, dest: Path) -> None:
    """Draw a few frames, then grab the game's own X window with ImageMagick."""
    settle(app)
    subprocess.run(["timeout", "20", "import", "-window", window_id(), str(dest)], check=True)


def take(dest: Path, size: tuple[int, int]) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    # the pointer out of the way (off the window where the screen is bigger): no hover, no tooltip
    subprocess.run(["timeout", "10", "xdotool", "mousemove", "4000", "4000"], check=False)
    app: App | None = None
    for screen, options in SHOTS[size]:
        with tempfile.TemporaryDirectory(prefix="fd-a11y-") as saves:
            # the settings a player would have chosen, read by the App as it starts
            Settings(ui_scale=2.0 if "200" in options else 1.0, high_contrast="contrast" in options,
                     language="de" if "de" in options else "en", anim_speed=0, story=False,
                     tips=False).save(Path(saves) / "settings.json")
            if app is not None:  # one window per process: the next App takes it over
                app.overlays.close_all()
            app = App(AppOptions(saves_dir=Path(saves), size=size))
            look.clear_rendered()  # lines drawn by the last App, in its colours
            SCREENS[screen](app)
            settle(app)
            if "focus" in options:
                press_tab(app)
            shoot(app, dest / f"a11y-{NAMES[screen]}-{'-'.join(options)}-{size[0]}x{size[1]}.png")


def main(argv: list[str]) -> int:
    dest = Path(argv[0] if argv else "docs/screenshots")
    if len(argv) > 1:
        try:
            w, h = (int(n) for n in argv[1].split("x"))
        except ValueError:
            usage(f"size {argv[1][:20]!r} is not WxH")
        if (w, h) not in SHOTS:
            usage(f"no shots are listed for {w}x{h}: choose one of "
                  f"{', '.join(f'{a}x{b}' for a, b in SHOTS)}")
        take(dest, (w, h))
        return 0
    for w, h in SIZES:  # one process a size: pygame opens one window per process
        subprocess.run([sys.executable, __file__, str(dest), f"{w}x{h}"], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
