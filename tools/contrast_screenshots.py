"""Screenshots of the high-contrast theme (issue 36) in a real X window at 1280x720: the map, the combat
table (its pairs' pills showing), the locked Door's dialog and the Help window with the focus ring after
a real Tab key press (on its close button). The positions are the fit test's (tests/kits/fit_scenes.py),
the setting the player's settings file, read as the window opens. Run under Xvfb (xdotool and
ImageMagick's `import` needed)::

    Xvfb :85 -screen 0 1280x720x24 -nolisten tcp &
    DISPLAY=:85 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/contrast_screenshots.py docs/screenshots

writes docs/screenshots/contrast-{map,combat,dialog-door,help}.png.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from a11y_screenshots import NAMES, SCREENS, press_tab, settle, shoot  # noqa: E402

from game.ui import look  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

SHOTS = (("explore", False), ("combat", False), ("door", False), ("help", True))  # (screen, Tab pressed)


def main(argv: list[str]) -> int:
    dest = Path(argv[0] if argv else "docs/screenshots")
    dest.mkdir(parents=True, exist_ok=True)
    # the pointer out of the way (off the window where the screen is bigger): no hover, no tooltip
    subprocess.run(["timeout", "10", "xdotool", "mousemove", "4000", "4000"], check=False)
    app: App | None = None
    for screen, focus in SHOTS:
        with tempfile.TemporaryDirectory(prefix="fd-contrast-") as saves:
            Settings(high_contrast=True, anim_speed=0, story=False, tips=False).save(Path(saves) / "settings.json")
            if app is not None:  # one window per process: the next App takes it over
                app.overlays.close_all()
            app = App(AppOptions(saves_dir=Path(saves), size=(1280, 720)))
            look.clear_rendered()
            SCREENS[screen](app)
            settle(app)
            if focus:
                press_tab(app)
            shoot(app, dest / f"contrast-{NAMES[screen]}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
