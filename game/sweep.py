"""`python3 -m game.sweep`: the balance sweep's command (the sweep is game/headless/sweep.py)."""

import sys

from game.headless.sweep import main

if __name__ == "__main__":
    sys.exit(main())
