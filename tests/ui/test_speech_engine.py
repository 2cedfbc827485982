"""The voice with the real speech engine (pyttsx3 over espeak-ng; `.ci/run` installs espeak-ng and
alsa-utils): a log line is really synthesised into sound, and the narrator speaks through it.

Each real engine runs in a process of its own: pyttsx3 hands out one engine per process, whichever
thread made it, and espeak-ng is not safe for two threads, so an engine left to a test worker by an
earlier test (a narrator's thread, a callback not yet collected) could take the worker down."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import wave
from pathlib import Path
from typing import Any

import pytest

from game.rules import PROJECT_ROOT
from game.ui import narrator

pytestmark = pytest.mark.skipif(narrator.unavailable() is not None,
                                reason=f"no speech engine here: {narrator.unavailable()}")


def in_own_process(script: str) -> Any:
    """Run `script` (which prints one JSON value last) in a fresh Python process; that value."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=PROJECT_ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, f"the speech process ended with status {out.returncode}: {out.stderr[-800:]}"
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_speech_engine_turns_a_log_line_into_sound(tmp_path: Path):
    out = tmp_path / "line.wav"
    in_own_process(f"""
        import json, os, time, pyttsx3
        from game.ui import narrator
        engine = pyttsx3.init()
        engine.save_to_file(narrator.spoken("<b>Ilse</b> opens the Chest &amp; finds a Key."), {str(out)!r})
        engine.runAndWait()
        size, waited = -1, 0.0  # espeak's last callback may write the file just after runAndWait returns
        while waited < 10 and (not os.path.exists({str(out)!r}) or os.path.getsize({str(out)!r}) != size):
            size = os.path.getsize({str(out)!r}) if os.path.exists({str(out)!r}) else -1
            time.sleep(0.2)
            waited += 0.2
        print(json.dumps(True))
    """)
    with wave.open(str(out)) as w:
        seconds = w.getnframes() / w.getframerate()
    assert seconds > 0.5, "a sentence is more than half a second of speech"


def test_the_narrator_speaks_through_the_real_engine_and_reports_no_problem():
    problem, said = in_own_process("""
        import json
        from game.ui import narrator
        voice = narrator.Narrator()
        voice.say("The heroes descend to the Subterranean.")
        voice.wait_idle(30)
        print(json.dumps([voice.problem, voice.said]))
        voice.stop(wait=30)
    """)
    assert problem is None
    assert said == ["The heroes descend to the Subterranean."]


def test_without_a_sound_player_reading_aloud_says_what_to_install(monkeypatch):
    monkeypatch.setattr(narrator.shutil, "which", lambda name: None)
    monkeypatch.setattr(narrator.sys, "platform", "linux")
    assert "alsa-utils" in (narrator.unavailable() or "")


def test_in_german_the_voice_speaks_german():
    german, english = in_own_process("""
        import json, pyttsx3
        from game.ui import narrator
        engine = pyttsx3.init()
        narrator.speak_in(engine, "de")
        engine.say("Hallo")
        engine.runAndWait()  # pyttsx3 queues a change of voice with the words, in order
        german = str(engine.getProperty("voice"))
        narrator.speak_in(engine, "en")
        engine.say("Hello")
        engine.runAndWait()
        print(json.dumps([german, str(engine.getProperty("voice"))]))
    """)
    assert german.lower().endswith("/de"), "espeak-ng's German voice"
    assert "/de" not in english.lower()


def test_the_narrator_says_each_line_in_the_language_chosen_when_it_was_logged():
    problem, said = in_own_process("""
        import json
        from game.i18n import set_language
        from game.ui import narrator
        voice = narrator.Narrator()
        set_language("de")
        voice.say("Die Helden steigen hinab.")
        set_language("en")  # the line keeps the language it was said in
        voice.wait_idle(30)
        print(json.dumps([voice.problem, voice.said]))
        voice.stop(wait=30)
    """)
    assert problem is None and said == ["Die Helden steigen hinab."]
