"""The replay viewer's controls: the speeds, the play button's labels, the step buttons' tooltips
(each naming the key bound now to its action) and an element's status words."""

from __future__ import annotations

from game.i18n import N_, _

from ... import actions

# seconds between two commands at each speed ("instant": one command every frame)
SPEEDS: dict[str, float] = {"1x": 1.0, "2x": 0.5, "4x": 0.25, "instant": 0.0}
SPEED_LABELS = {"1x": N_("1x"), "2x": N_("2x"), "4x": N_("4x"), "instant": N_("Instant")}  # shown with _()
# each speed's tooltip and the action whose key picks it (shown with _(), {key} the key bound now)
SPEED_TIPS = {"1x": (N_("One move a second ({key})"), "replay_speed_1"),
              "2x": (N_("Two moves a second ({key})"), "replay_speed_2"),
              "4x": (N_("Four moves a second ({key})"), "replay_speed_4"),
              "instant": (N_("No pause between moves ({key})"), "replay_instant")}
PLAY_LABELS = (N_("Play"), N_("Pause"), N_("Watch again"))  # the play button: paused, playing, at the end (_())
# the step buttons' tooltips and the actions whose keys they name (shown with _())
STEP_TIPS = {"start": (N_("Back to the start ({key})"), "replay_first"),
             "back": (N_("One move back ({key})"), "replay_back"),
             "play": (N_("Play the game on ({key})"), "replay_play"),
             "next": (N_("One move on ({key})"), "replay_on"),
             "end": (N_("The end of the game ({key})"), "replay_last")}
# an element's status once dealt with (shown with _())
STATUS_WORDS = {"resolved": N_("Already resolved."), "defeated": N_("Already defeated."),
                "unlocked": N_("Already unlocked.")}


def keyed(tip: tuple[str, str]) -> str:
    """A tooltip naming the key bound now to its action."""
    return _(tip[0]).format(key=actions.key_for(tip[1]))
