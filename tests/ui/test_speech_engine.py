"""The voice with the real speech engine (pyttsx3 over espeak-ng; `.ci/run` installs espeak-ng and
alsa-utils): a log line is really synthesised into sound, and the narrator speaks through it."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from game.ui import narrator

pytestmark = pytest.mark.skipif(narrator.unavailable() is not None,
                                reason=f"no speech engine here: {narrator.unavailable()}")


def test_the_speech_engine_turns_a_log_line_into_sound(tmp_path: Path):
    import pyttsx3  # type: ignore[import-untyped]
    engine = pyttsx3.init()
    out = tmp_path / "line.wav"
    engine.save_to_file(narrator.spoken("<b>Ilse</b> opens the Chest &amp; finds a Key."), str(out))
    engine.runAndWait()
    with wave.open(str(out)) as w:
        seconds = w.getnframes() / w.getframerate()
    assert seconds > 0.5, "a sentence is more than half a second of speech"


def test_the_narrator_speaks_through_the_real_engine_and_reports_no_problem():
    voice = narrator.Narrator()
    voice.say("The heroes descend to the Subterranean.")
    voice.wait_idle(30)
    assert voice.problem is None
    assert voice.said == ["The heroes descend to the Subterranean."]
    voice.stop(wait=30)  # its thread done before the next test starts an engine


def test_without_a_sound_player_reading_aloud_says_what_to_install(monkeypatch):
    monkeypatch.setattr(narrator.shutil, "which", lambda name: None)
    monkeypatch.setattr(narrator.sys, "platform", "linux")
    assert "alsa-utils" in (narrator.unavailable() or "")


def test_in_german_the_voice_speaks_german():
    import pyttsx3  # type: ignore[import-untyped]
    engine = pyttsx3.init()
    narrator.speak_in(engine, "de")
    engine.say("Hallo")
    engine.runAndWait()  # pyttsx3 queues a change of voice with the words, in order
    assert str(engine.getProperty("voice")).lower().endswith("/de"), "espeak-ng's German voice"
    narrator.speak_in(engine, "en")
    engine.say("Hello")
    engine.runAndWait()
    assert "/de" not in str(engine.getProperty("voice")).lower()


def test_the_narrator_says_each_line_in_the_language_chosen_when_it_was_logged():
    from game.i18n import set_language
    voice = narrator.Narrator()
    try:
        set_language("de")
        voice.say("Die Helden steigen hinab.")
        voice.wait_idle(30)
    finally:
        set_language("en")
    assert voice.problem is None and voice.said == ["Die Helden steigen hinab."]
    voice.stop(wait=30)  # its thread done before the next test starts an engine
