"""`python3 -m game.sim`: the balance simulator's command (the simulator is game/headless/sim.py)."""

import sys

from game.headless.sim import main

if __name__ == "__main__":
    sys.exit(main())
