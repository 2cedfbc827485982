"""Whether the shortcuts are on: read by every shortcut of fast/ on each call.

Off, each one works its answer out with the plain rule it stands for (nothing remembered,
nothing shared); tests/equivalence/ and benchmarks turn them off with `game.rules.fast.off()`.
"""

from __future__ import annotations

ON = True
