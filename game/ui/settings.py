"""Player settings (UI scale, animation speed, fullscreen, story panels, first-time tips, readability,
captions and narration), kept as JSON."""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import ClassVar

from game.bot.levels import HEURISTIC, THINKING


@dataclass
class Settings:
    ui_scale: float = 1.0  # scales the board's default zoom and the text we draw ourselves
    anim_speed: float = 1.0  # 0 = no animation, 1 = normal, 2 = twice as fast
    fullscreen: bool = False
    colour_blind: bool = False  # shapes on every coloured marker, not colour alone
    # story panels (intro, Ecology arrivals, guardians, Final Entity Lore); the log gets the story either way
    story: bool = field(default_factory=lambda: Settings.STORY_DEFAULT)
    STORY_DEFAULT: ClassVar[bool] = True  # a new player's setting (tests of other screens start with it off)
    master_volume: float = 0.8  # sound, 0 to 1: all sound, then music and effects under it
    music_volume: float = 0.4  # music sits under the effects
    effects_volume: float = 0.8
    muted: bool = False  # M anywhere
    # first-time tips (game/ui/tips.py): one line the first time a player meets each mechanic
    tips: bool = field(default_factory=lambda: Settings.TIPS_DEFAULT)
    TIPS_DEFAULT: ClassVar[bool] = True  # a new player's setting (tests of other screens start with it off)
    tips_seen: list[str] = field(default_factory=list)  # the tips already shown: each shows once
    closeup_hover: bool = True  # a card's close-up opens on a short hover; False: on right-click only
    # --- the Hint's odds (issue 38) ---
    # the Hint also shows each move's chance to win the game (a worker process plays the moves out
    # while the player thinks: it takes a core, so it is off until the player switches it on)
    hint_odds: bool = False
    # the machine player's level (game/bot/levels.py) for the Hint's choice and the machine players in
    # online seats this window hosts: off, the quick heuristic bot; on, the Thinking player
    machine_thinks: bool = False
    # --- readable for all eyes, captions and narration (issue 36; game/ui/access.py) ---------------
    # Shapes and words beside every colour are always on (hero seats, legal squares, pills, the
    # dead-end meter): `colour_blind` above is kept so old settings files load, and no longer hides them.
    high_contrast: bool = False  # every panel black (look.PAINT), text white or bright (7:1), edges yellow/white
    reduced_motion: bool = False  # no animations, shakes or sliding: every move shows at once
    flash_free: bool = False  # nothing pulses or blinks: glowing rings and frames hold still
    captions: bool = False  # a line of words for each sound ("a chest creaks open") at the foot of the window
    speech: bool = False  # read new log lines aloud (pyttsx3 and a speech engine; off by default)
    # --- keys and controllers (game/ui/actions.py) ---
    # the player's rebinds: {action: {"keys": [chords], "buttons": [controller buttons]}}, only what
    # differs from the defaults (game.ui.actions.ActionMap reads it, ignoring anything it does not know)
    controls: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    # --- language (game/i18n): the game's words; switched in Settings at once, or with --lang
    language: str = "en"  # "en", "de" (game.i18n.LANGUAGES); the pseudo-language "qps" for testing

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        from game.saves.files import SaveError, read_file  # never through a link, never a FIFO (issue 18)
        if path is None or not os.path.lexists(path):
            return cls()
        try:
            data = json.loads(read_file(path, limit=1 << 20))
        except (OSError, ValueError, RecursionError, SaveError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})

    def save(self, path: Path | None) -> None:
        if path is None:
            return
        from game.saves.files import SaveError, write_atomic
        with contextlib.suppress(SaveError):  # a link or special file there is left alone, not followed
            write_atomic(path, json.dumps(asdict(self), indent=2).encode(), keep_backup=False)

    @property
    def machine_level(self) -> str:
        """The machine player's level (game/bot/levels.py) `machine_thinks` chooses."""
        return THINKING if self.machine_thinks else HEURISTIC

    def duration(self, seconds: float) -> float:
        """How long an animation of nominal `seconds` lasts at this speed (0: none)."""
        return 0.0 if self.anim_speed <= 0 or self.reduced_motion else seconds / self.anim_speed

    def still(self) -> bool:
        """Whether glows hold still (no pulsing): flash-free or reduced motion."""
        return self.flash_free or self.reduced_motion
