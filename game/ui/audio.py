"""Sound: the effects and music loops in assets/sounds/ (rendered by tools/make_sounds.py), via pygame.mixer.

The sound device is opened here, alone, and never by `pygame.init()`: pygame.init() opens the mixer
as one of its modules, and on a machine without a sound card SDL's ALSA backend then prints eight
or nine "ALSA lib ..." lines on the terminal before it gives up. `init_pygame()` starts what
pygame.init() starts except the mixer; `open_mixer()` first checks that a device can exist at all
(a sound card or a sound server on Linux), then opens it with the C library's error output sent
away from the terminal. Without a device the game plays on in silence; the reason is logged, and
written to stderr (one line) only when FORGOTTEN_DEPTHS_DEBUG is set.

The rest of the UI calls the module functions `play(name)` and `current()`: they do nothing until
the App installs an `Audio`, so scenes and the session never need to know whether sound is on.
Which event or scene makes which sound is decided in sound_cues.py, in one table.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

if TYPE_CHECKING:
    from .settings import Settings

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
MUSIC_PREFIX = "music_"
MUSIC_FADE_OUT_MS = 900
MUSIC_FADE_IN_MS = 1500
DEBUG_ENV = "FORGOTTEN_DEPTHS_DEBUG"

log = logging.getLogger("forgotten_depths.audio")


def debug(line: str) -> None:
    """A note about sound for whoever debugs: the log always, stderr only in debug mode."""
    log.info(line)
    if os.environ.get(DEBUG_ENV):
        print(f"forgotten-depths: {line}", file=sys.stderr)


def init_pygame() -> None:
    """What pygame.init() starts (display, joystick, font, freetype), without the mixer."""
    pygame.display.init()
    for module in ("pygame.joystick", "pygame.font", "pygame.freetype"):
        with contextlib.suppress(ImportError, AttributeError, pygame.error):
            importlib.import_module(module).init()


def device_problem() -> str | None:
    """Why no sound device can exist here, or None when one may (then opening it decides)."""
    if os.environ.get("SDL_AUDIODRIVER") or not sys.platform.startswith("linux"):
        return None
    runtime = Path(os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    servers = [runtime / "pulse" / "native", runtime / "pipewire-0", Path("/run/pulse/native")]
    if os.environ.get("PULSE_SERVER") or any(p.exists() for p in servers):
        return None
    if Path("/dev/snd").is_dir() and any(Path("/dev/snd").glob("pcm*")):
        return None
    return "no sound card (/dev/snd has no PCM device) and no sound server: playing without sound"


@contextlib.contextmanager
def stderr_captured() -> Iterator[list[str]]:
    """Send file descriptor 2 (where C libraries like ALSA write) to a temporary file for a moment.

    Yields a list that holds the captured text once the block ends."""
    captured: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no real stderr (a windowed build): nothing to hide
        yield captured
        return
    with tempfile.TemporaryFile(mode="w+b") as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield captured
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured.append(sink.read().decode(errors="replace"))


def open_mixer(frequency: int = 44100, buffer: int = 1024) -> str | None:
    """Open the sound device quietly. Returns None when it opened, else the reason in words.

    A 1024-frame buffer is 23 ms of latency; with a loop playing the mixing thread then costs about
    0.45 % of a core (512 frames: 0.6 %, measured on SDL's dummy driver)."""
    if pygame.mixer.get_init():
        return None
    problem = device_problem()
    if problem:
        return problem
    with stderr_captured() as said:
        try:
            pygame.mixer.init(frequency=frequency, size=-16, channels=2, buffer=buffer)
        except pygame.error as exc:
            problem = f"no sound device ({exc}): playing without sound"
    if problem and said and said[0].strip():
        log.info("the sound library said: %s", said[0].strip())
    return problem


class Audio:
    """The game's sound: effects by name, one music loop at a time, volumes from the settings.

    With no device (or `device=False`) every call is accepted and does nothing."""

    def __init__(self, settings: Settings, sounds_dir: Path = SOUNDS_DIR, device: bool = True) -> None:
        self.settings = settings
        self.sounds_dir = sounds_dir
        self.sounds: dict[str, pygame.mixer.Sound] = {}  # the effects decoded so far, by name
        self.files: dict[str, Path] = {}  # every effect there is, by name
        self.music: str | None = None  # the loop playing (or fading in)
        self.wanted: str | None = None  # the loop the scene asks for
        self.problem = open_mixer() if device else "sound is switched off"
        self.enabled = self.problem is None
        if not self.enabled:
            debug(self.problem or "no sound")
            return
        pygame.mixer.set_num_channels(16)
        # effects are decoded one a frame by update() or on first use (3 ms each, 28 ms the longest),
        # not all before the first frame (~45 ms)
        self.files = {p.stem: p for p in sorted(sounds_dir.glob("*.ogg")) if not p.stem.startswith(MUSIC_PREFIX)}
        self.apply_volume()

    # --- volumes ----------------------------------------------------------------------------

    def _level(self, which: str) -> float:
        s = self.settings
        if getattr(s, "muted", False):
            return 0.0
        master = _unit(getattr(s, "master_volume", 1.0))
        return master * _unit(getattr(s, which, 1.0))

    @property
    def effects_level(self) -> float:
        return self._level("effects_volume")

    @property
    def music_level(self) -> float:
        return self._level("music_volume")

    def apply_volume(self) -> None:
        """Set the music's volume from the settings now (effects take theirs when played)."""
        if self._live():
            pygame.mixer.music.set_volume(self.music_level)

    def toggle_mute(self) -> bool:
        """Mute or unmute everything; returns whether sound is now muted."""
        self.settings.muted = not getattr(self.settings, "muted", False)
        self.apply_volume()
        if self.settings.muted and self._live():
            pygame.mixer.stop()
        return self.settings.muted

    # --- playing ----------------------------------------------------------------------------

    def _live(self) -> bool:
        return self.enabled and bool(pygame.mixer.get_init())

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """Effect `name`, decoded on first use; None if there is no such file or it cannot be read."""
        if name not in self.sounds and name in self.files and self._live():
            try:
                self.sounds[name] = decoded(self.files[name])
            except (pygame.error, OSError) as exc:
                debug(f"sound {self.files[name].name} could not be read: {exc}")
                del self.files[name]
        return self.sounds.get(name)

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play effect `name` at the effects volume; None when silent (muted, no device, no such sound)."""
        level = self.effects_level
        if level <= 0 or not self._live():
            return None
        sound = self.sound(name)
        if sound is None:
            return None
        try:
            channel = sound.play()
        except pygame.error:
            return None
        if channel is not None:
            channel.set_volume(level)
        return channel

    def music_path(self, name: str) -> Path:
        return self.sounds_dir / f"{name}.ogg"

    def update(self, wanted: str | None) -> None:
        """Once a frame: keep the loop the scene wants playing, fading from the last one into it."""
        self.wanted = wanted
        if not self._live():
            return
        waiting = [name for name in self.files if name not in self.sounds]
        if waiting:  # decode one effect a frame in the first frames, so none waits for it when it matters
            self.sound(waiting[0])
        busy = pygame.mixer.music.get_busy()
        if wanted == self.music and (busy or wanted is None):
            return
        if busy and self.music is not None:
            pygame.mixer.music.fadeout(MUSIC_FADE_OUT_MS)  # the next frames start `wanted` once it is quiet
            self.music = None
            return
        if busy:
            return  # still fading out
        self.music = None
        if wanted is None or not self.music_path(wanted).exists():
            return
        try:
            pygame.mixer.music.load(str(self.music_path(wanted)))
            pygame.mixer.music.set_volume(self.music_level)
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_IN_MS)
        except pygame.error as exc:
            debug(f"music {wanted} could not be played: {exc}")
            self.wanted = None
        self.music = wanted

    def close(self) -> None:
        if self._live():
            pygame.mixer.music.stop()
            pygame.mixer.stop()
        self.music = None


# effects decoded in this process, by file and the mixer's format: a window made anew (at a change
# of UI scale or window size, and in each UI test) finds them decoded, not 40 ms of decoding again
_DECODED: dict[tuple[Path, Any], pygame.mixer.Sound] = {}


def decoded(path: Path) -> pygame.mixer.Sound:
    """The effect in `path`, decoded once for the mixer as it is now open."""
    key = (path, pygame.mixer.get_init())
    if key not in _DECODED:
        _DECODED[key] = pygame.mixer.Sound(str(path))
    return _DECODED[key]


def _unit(value: Any) -> float:
    """A volume as a number from 0 to 1, whatever a hand-edited settings file holds."""
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return 1.0


_current: Audio | None = None


def install(audio: Audio | None) -> None:
    """Make `audio` the one the module functions use (the App does this)."""
    global _current
    _current = audio


def current() -> Audio | None:
    return _current


# who hears of each cue as it plays, sound or no sound (the captions: game/ui/captions.py)
LISTENERS: list[Callable[[str], None]] = []


def play(name: str) -> None:
    """Play a sound effect by name, if there is sound (a one-line hook for scenes); the captions hear
    of it either way (a muted or deaf player reads them)."""
    for listener in LISTENERS:
        listener(name)
    if _current is not None:
        _current.play(name)


def is_mute_key(event: pygame.event.Event, consumed: bool, manager: pygame_gui.UIManager) -> bool:
    """Whether `event` is the M key meant for the game (not a letter typed into a text field)."""
    from . import actions
    if event.type != pygame.KEYDOWN or not actions.pressed(event, "mute") or consumed:
        return False
    import pygame_gui
    focused = manager.get_focus_set() or set()
    return not any(isinstance(el, pygame_gui.elements.UITextEntryLine | pygame_gui.elements.UITextEntryBox)
                   for el in focused)
