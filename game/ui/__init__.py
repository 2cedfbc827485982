"""The game on screen (pygame-ce + pygame_gui). Reads `Game.legal()`, sends `Game.do()`; never decides a rule."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # start quietly: no pygame banner on the terminal
