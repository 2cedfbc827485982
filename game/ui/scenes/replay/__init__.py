"""The replay viewer (issue 16): a saved game watched again, one command at a time.

The real explore map (BoardView) and, while a fight is on, the real combat table (CombatView) show
the game as the recorded events left it after each command (`game.replay.Replay`); nothing here
decides a rule or plays a move. Controls: play/pause (Space), a step back or on (Left/Right), the
start and the end (Home/End), the previous or next mark (Page Up/Down), the speed (1x, 2x, 4x,
Instant; keys 1-4), and a timeline with a lane of marks for each kind of moment (Ecologies, Level
Ups, fights, map tiles, elements revealed): click a mark to jump there, or the bar to go anywhere.
The adventure log beside it says what the game said up to the moment shown. The story panels the
game showed while it was played (the intro, an Ecology's arrival, a guardian, the epilogue) open
over the viewer when it opens and as each move that brought one is played or stepped on, as in play
(the Menu's story setting turns them off); a jump or the bar's scrubbing only logs them.
"""

from .controls import SPEEDS
from .scene import ReplayScene, log_lines

__all__ = ["SPEEDS", "ReplayScene", "log_lines"]
