"""An optional voice that reads new log lines aloud (issue 36), through pyttsx3 (the optional
`speech` extra) and the system's speech engine (espeak-ng on Linux, SAPI5 on Windows, NSSpeech on
macOS). Off by default.

The engine is slow to start and speaks at its own pace: it lives on a thread of its own and is fed
through a queue, so the game loop never waits for it. Where no engine exists (no pyttsx3, no
espeak-ng) nothing is spoken, the game runs as ever, and `unavailable()` says why in a sentence the
settings window shows.
"""

from __future__ import annotations

import contextlib
import ctypes.util
import html
import importlib.util
import queue
import re
import shutil
import sys
import threading
from collections.abc import Callable
from typing import Any

from game.i18n import _, language

MOST_QUEUED = 6  # a whole combat round logs many lines: the oldest unspoken ones give way
_TAG = re.compile(r"<[^>]+>")

Engine = Callable[[], Any]  # makes an object with say(text) and runAndWait(), as pyttsx3.init() does


def spoken(line: str) -> str:
    """A log line (pygame_gui HTML) as words to say: tags dropped, entities read, spaces tidied."""
    return " ".join(html.unescape(_TAG.sub(" ", line)).split())


def unavailable() -> str | None:
    """Why the log cannot be read aloud on this machine, in a sentence; None when it can (as far as
    can be told without starting the engine: a broken engine is reported once it is tried)."""
    if importlib.util.find_spec("pyttsx3") is None:
        return _("Reading aloud needs the speech extra (pyttsx3): {command}.").format(
            command="pip install 'forgotten-depths[speech]'")
    if sys.platform.startswith("linux") and not any(ctypes.util.find_library(n) for n in ("espeak-ng", "espeak")):
        return _("Reading aloud needs a speech engine: install espeak-ng (e.g. {command}).").format(
            command="sudo apt install espeak-ng")
    if sys.platform.startswith("linux") and shutil.which("aplay") is None:  # pyttsx3 plays its speech with it
        return _("Reading aloud needs a sound player: install aplay (e.g. {command}).").format(
            command="sudo apt install alsa-utils")
    return None


def _pyttsx3_engine() -> Any:
    import pyttsx3  # type: ignore[import-untyped]
    return pyttsx3.init()


def speak_in(engine: Any, code: str) -> None:
    """Give the engine a voice of language `code` (espeak-ng has one for each: "de" is gmw/de), if it
    has one; else it keeps the voice it has."""
    voices = engine.getProperty("voices") if hasattr(engine, "getProperty") else []
    for v in voices or []:
        langs = [lang.decode(errors="ignore") if isinstance(lang, bytes) else str(lang)
                 for lang in (getattr(v, "languages", None) or [])]
        if any(lang.lower().lstrip("\x05").split("-")[0].split("_")[0] == code for lang in langs) \
                or str(v.id).lower().endswith("/" + code):
            engine.setProperty("voice", v.id)
            return


class Narrator:
    """Reads the lines it is given on its own thread; `say` never blocks."""

    def __init__(self, engine: Engine = _pyttsx3_engine) -> None:
        self._make_engine = engine
        self._queue: queue.Queue[tuple[str, str] | None] = queue.Queue()  # (language, words)
        self._thread: threading.Thread | None = None
        self.problem: str | None = None  # set when the engine failed to start or to speak
        self.said: list[str] = []  # what was spoken (the last few: tests and the curious)
        self._session: Any = None
        self._read_up_to = 0

    def say(self, line: str) -> None:
        words = spoken(line)
        if not words or self.problem is not None:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="narrator", daemon=True)
            self._thread.start()
        while self._queue.qsize() >= MOST_QUEUED:  # the oldest unspoken line gives way
            with contextlib.suppress(queue.Empty):
                self._queue.get_nowait()
                self._queue.task_done()  # dropped counts as done, or waiting for quiet never ends
        self._queue.put((language(), words))

    def follow(self, session: Any, on: bool) -> None:
        """Once a frame: read the log lines `session` added since last frame (a session first seen,
        or the voice just turned on, starts from its newest line: the history is not read out)."""
        log = getattr(session, "log", None)
        if session is not self._session or not on or log is None:
            self._session = session
            self._read_up_to = len(log) if log is not None else 0
            return
        for line in log[self._read_up_to:]:
            self.say(line)
        self._read_up_to = len(log)

    def stop(self, wait: float = 0.0) -> None:
        """Stop reading once the line being spoken ends; `wait`: up to so many seconds until it has (the
        speech library is not safe for two threads at once: whoever starts an engine next waits)."""
        if self._thread is not None:
            self._queue.put(None)
            if wait > 0:
                self._thread.join(wait)

    def wait_idle(self, timeout: float = 5.0) -> None:
        """Until the queue is spoken (tests)."""
        done = threading.Event()

        def watch() -> None:
            self._queue.join()
            done.set()
        threading.Thread(target=watch, daemon=True).start()
        done.wait(timeout)

    def _run(self) -> None:
        try:
            engine = self._make_engine()
        except Exception as exc:  # noqa: BLE001 - any engine's failure to start means: no voice
            self.problem = _("No speech engine could be started ({error}).").format(error=type(exc).__name__)
            engine = None
        speaking = ""  # the language the engine's voice speaks now
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                if engine is None:
                    continue
                code, words = item
                try:
                    if code != speaking:
                        speak_in(engine, code)
                        speaking = code
                    engine.say(words)
                    engine.runAndWait()
                    self.said = [*self.said[-20:], words]
                except Exception as exc:  # noqa: BLE001 - a voice that fails goes quiet, the game plays on
                    self.problem = _("The speech engine stopped ({error}).").format(error=type(exc).__name__)
                    engine = None
            finally:
                self._queue.task_done()
