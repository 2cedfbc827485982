"""Sound: the files in assets/sounds load and play through pygame.mixer (SDL's dummy audio driver),
the game runs on without a device, and the volume and mute settings are kept."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.rules import ECOLOGIES
from game.ui import audio, sound_cues
from game.ui.audio import Audio
from game.ui.settings import Settings

SOUNDS = audio.SOUNDS_DIR
MUSIC = [f"music_{eco}" for eco in ECOLOGIES] + ["music_final_entity"]
EFFECTS = ["tile_pickup", "tile_rotate", "tile_snap", "tile_refuse", "card_play", "hit", "block", "kill",
           "hero_hurt", "chest", "door", "key", "campfire", "level_up", "descend", "victory", "defeat"]


@pytest.fixture
def mixer():
    """The mixer open on the dummy driver (as the App opens it), closed again by no one: tests share it."""
    assert audio.open_mixer() is None, "SDL's dummy audio driver always opens"
    yield
    pygame.mixer.stop()
    pygame.mixer.music.stop()


def test_every_moment_of_the_issue_and_every_ecology_has_its_own_sound_file():
    files = {p.stem for p in SOUNDS.glob("*.ogg")}
    assert set(EFFECTS) <= files
    assert set(MUSIC) <= files, "one loop per Ecology and one for the Final Entity"
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.ogg"))
    assert total < 3_000_000, f"the sounds stay small ({total} bytes)"


def test_the_effects_load_and_play_at_master_times_effects_volume(mixer):
    settings = Settings(master_volume=0.5, effects_volume=0.6)
    a = Audio(settings)
    assert a.enabled and a.problem is None
    assert set(EFFECTS) <= set(a.files)
    assert not any(name.startswith("music_") for name in a.files), "music streams from its file, not memory"
    for _ in a.files:
        a.update(None)
    assert set(a.sounds) == set(a.files), "the first frames decode every effect, one a frame"
    channel = a.play("hit")
    assert channel is not None and channel.get_busy()
    assert channel.get_volume() == pytest.approx(0.3, abs=0.01)
    assert a.play("no_such_sound") is None


def test_a_window_made_anew_finds_the_effects_decoded(mixer):
    first = Audio(Settings())
    hit = first.sound("hit")
    again = Audio(Settings())  # a change of UI scale or window size makes the App's Audio anew
    assert hit is not None and again.sound("hit") is hit, "decoded once in a process"


def test_muted_or_silent_volume_plays_nothing(mixer):
    a = Audio(Settings(muted=True))
    assert a.play("hit") is None
    assert a.music_level == 0
    a.settings.muted = False
    a.settings.effects_volume = 0
    assert a.play("hit") is None
    assert a.toggle_mute() is True and a.settings.muted


def test_music_follows_the_scene_and_fades_from_one_loop_to_the_next(mixer, monkeypatch):
    monkeypatch.setattr(audio, "MUSIC_FADE_OUT_MS", 40)
    a = Audio(Settings())
    a.update("music_ruins")
    assert a.music == "music_ruins" and pygame.mixer.music.get_busy()
    a.update("music_caverns")
    assert a.music is None, "the Ruins loop fades out before the Caverns loop starts"
    deadline = pygame.time.get_ticks() + 3000
    while a.music != "music_caverns" and pygame.time.get_ticks() < deadline:
        pygame.time.wait(20)
        a.update("music_caverns")
    assert a.music == "music_caverns" and pygame.mixer.music.get_busy()
    a.update("music_caverns")
    assert a.music == "music_caverns", "the same wish keeps the loop playing"


def test_with_no_sound_device_the_game_plays_on_silently(monkeypatch, tmp_path, content):
    """A driver that does not exist stands for a machine without a sound card: no error, no sound."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    try:
        a = Audio(Settings())
        assert not a.enabled and "no sound device" in (a.problem or "")
        assert a.play("hit") is None
        a.update("music_ruins")
        a.toggle_mute()
        a.apply_volume()
        from game.ui.app import App, AppOptions
        app = App(AppOptions(heroes=["fighter"], seed=3, saves_dir=tmp_path))
        assert not app.audio.enabled
        for _ in range(3):
            app.step(1 / 60)
        assert app.scene.session.do(app.scene.legal()[0]), "the game goes on without sound"
    finally:
        monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
        audio.install(None)
        pygame.mixer.quit()


def test_without_a_card_or_sound_server_the_device_is_not_even_tried(monkeypatch, tmp_path):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setattr(audio.sys, "platform", "linux")
    real_path = audio.Path

    def no_dev(p, *rest):
        return real_path(tmp_path / "nothing") if str(p).startswith(("/dev/snd", "/run/")) else real_path(p, *rest)

    monkeypatch.setattr(audio, "Path", no_dev)
    assert "no sound card" in (audio.device_problem() or "")


def test_the_c_library_output_while_opening_goes_away_from_the_terminal(capfd):
    import os
    with audio.stderr_captured() as said:
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
    assert "ALSA lib" in said[0]
    assert capfd.readouterr().err == ""


def test_the_reason_for_silence_reaches_stderr_only_in_debug_mode(monkeypatch, capsys):
    monkeypatch.delenv(audio.DEBUG_ENV, raising=False)
    audio.debug("no sound device")
    assert capsys.readouterr().err == ""
    monkeypatch.setenv(audio.DEBUG_ENV, "1")
    audio.debug("no sound device")
    assert capsys.readouterr().err.splitlines() == ["forgotten-depths: no sound device"]


def test_volume_and_mute_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    Settings(master_volume=0.3, music_volume=0.25, effects_volume=0.9, muted=True, ui_scale=1.3).save(path)
    back = Settings.load(path)
    assert (back.master_volume, back.music_volume, back.effects_volume, back.muted) == (0.3, 0.25, 0.9, True)
    assert back.ui_scale == 1.3, "the other settings are kept beside them"


def test_a_hand_edited_volume_is_read_as_a_volume_from_0_to_1(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"master_volume": "loud", "music_volume": 7, "effects_volume": -2}))
    a = Audio(Settings.load(path), device=False)
    a.settings.muted = False
    assert a.music_level == 1.0 and a.effects_level == 0.0


def decoded(path: Path) -> np.ndarray:
    """The file as the mixer plays it, mono, as floats from -1 to 1."""
    samples = pygame.sndarray.array(pygame.mixer.Sound(str(path))).astype(float) / 32768
    return samples.mean(axis=1) if samples.ndim == 2 else samples


@pytest.fixture
def native_mixer():
    """The mixer at the files' own rate (22050 Hz mono): the samples as written, not resampled."""
    pygame.mixer.quit()
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    yield
    pygame.mixer.quit()


def test_no_sound_clips_and_the_music_loops_without_a_seam(native_mixer):
    assert pygame.mixer.get_init() == (22050, -16, 1)
    for path in SOUNDS.glob("*.ogg"):
        x = decoded(path)
        assert np.abs(x).max() < 0.9, f"{path.name} peaks below -1 dBFS"
        if path.stem.startswith("music_"):
            steps = np.abs(np.diff(x))
            seam = abs(x[0] - x[-1])
            assert seam <= np.percentile(steps, 99.5), f"{path.name}: the jump from its end to its start " \
                                                      f"({seam:.4f}) is no bigger than its ordinary steps"
            assert len(x) / pygame.mixer.get_init()[0] > 15, "a loop long enough not to nag"


def test_the_cue_names_are_all_files():
    names = {c for c in sound_cues.CUES.values() if isinstance(c, str)}
    names |= set(sound_cues.PRIORITY) | {sound_cues.REFUSED, sound_cues.PICKED_UP, sound_cues.ROTATED}
    missing = [n for n in names if not (SOUNDS / f"{n}.ogg").exists()]
    assert not missing
