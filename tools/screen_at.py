"""Open the game's window at one of the fit test's screens (tests/kits/fit_scenes.py), in a language,
and play on from there: for screenshots and for looking at a screen in a real window. Run under X::

    Xvfb :43 -screen 0 1280x720x24 -nolisten tcp &
    DISPLAY=:43 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/screen_at.py feature de

then click with xdotool and take `import -window root shot.png`; Esc or the window's Quit ends it.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.kits.fit_scenes import SCENES  # noqa: E402


def main(name: str, language: str = "de", scale: float = 1.0) -> int:
    if name not in SCENES:
        print(f"'{name[:40]}' is not a screen of the fit test: choose one of {', '.join(sorted(SCENES))}",
              file=sys.stderr)
        return 2
    saves = Path(tempfile.mkdtemp(prefix="fd-screen-"))
    Settings(ui_scale=scale, anim_speed=0, story=False, tips=False, language=language).save(saves / "settings.json")
    app = App(AppOptions(saves_dir=saves, size=(1280, 720)))
    SCENES[name](app)
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "feature", sys.argv[2] if len(sys.argv) > 2 else "de",
                  float(sys.argv[3]) if len(sys.argv) > 3 else 1.0))
