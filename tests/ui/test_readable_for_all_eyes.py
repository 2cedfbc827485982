"""Readable for all eyes, captions and narration (issue 36): captions for every sound cue, a voice
that reads the log without ever holding the game up (and says why where it cannot), a high-contrast
theme, reduced motion and no flashing, and shapes or words beside every colour."""

from __future__ import annotations

import threading
from pathlib import Path
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest

from game.ui import captions, look, narrator, sound_cues
from game.ui.explore import view as explore_view
from game.ui.overlays import READABLE, settings_sections
from game.ui.settings import Settings
from tests.kits.explore_kit import drag, draw_with_space, key, make_app, release, scene, square_centre
from tests.kits.ui_kit import open_explore, steps

SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"


# --- captions ---------------------------------------------------------------------------------

def test_every_sound_effect_has_a_caption():
    effects = {p.stem for p in SOUNDS.iterdir() if p.suffix in (".ogg", ".wav") and not p.stem.startswith("music_")}
    assert effects, "the sound files are there"
    assert sorted(effects - set(captions.CAPTIONS)) == []


def test_every_cue_the_rules_events_make_has_a_caption():
    names = {c for c in sound_cues.CUES.values() if isinstance(c, str)} | set(sound_cues.PRIORITY)
    names |= {sound_cues.REFUSED, sound_cues.PICKED_UP, sound_cues.ROTATED}
    assert sorted(names - set(captions.CAPTIONS)) == []


def test_a_placed_tile_is_captioned_when_captions_are_on(content, tmp_path):
    app = make_app(tmp_path)
    app.settings.captions = True
    draw_with_space(app)
    sc = scene(app)
    sq = sorted(sc.legal_squares())[0]
    drag(app, sc.slot.center, square_centre(app, sq))
    legal = sc.legal_squares()[sq]
    while sc.rotation not in legal:
        key(app, pygame.K_e)
    release(app, square_centre(app, sq))
    assert any(e.kind == "tile_placed" for e in sc.game.events)
    assert "[a map tile clicks into place]" in app.access.captions.showing()
    steps(app)
    box = app.access.captions.rect
    assert box is not None and app.screen.get_rect().contains(box)


def test_a_chest_opening_reads_a_chest_creaks_open_even_with_the_sound_muted(content, tmp_path):
    app = make_app(tmp_path)
    app.settings.captions = True
    app.settings.muted = True
    sound_cues.cue_events([SimpleNamespace(kind="chest_unlocked")])
    assert app.access.captions.showing() == ["[a chest creaks open]"]


def test_no_captions_while_the_setting_is_off(content, tmp_path):
    app = make_app(tmp_path)
    assert not Settings().captions, "off for a new player"
    sound_cues.cue_events([SimpleNamespace(kind="chest_unlocked")])
    steps(app)
    assert app.access.captions.showing() == [] and app.access.captions.rect is None


def test_a_caption_goes_after_a_few_seconds():
    now = [100.0]
    box = captions.Captions(lambda: True, clock=lambda: now[0])
    box.heard("door")
    box.heard("nonexistent sound")  # no caption for a sound without words
    assert box.showing() == ["[a heavy door grinds open]"]
    now[0] += captions.SHOW_FOR + 0.1
    assert box.showing() == []


# --- the voice --------------------------------------------------------------------------------

class FakeEngine:
    """pyttsx3's engine as far as the narrator uses it; `gate` holds runAndWait until opened."""

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.gate = gate
        self.said: list[str] = []

    def say(self, words: str) -> None:
        self.said.append(words)

    def runAndWait(self) -> None:  # noqa: N802 - pyttsx3's name
        if self.gate is not None:
            self.gate.wait(10)


def test_new_log_lines_are_read_aloud_as_plain_words():
    engine = FakeEngine()
    voice = narrator.Narrator(lambda: engine)
    session = SimpleNamespace(log=["A new adventure begins."])
    voice.follow(session, on=True)  # a session first seen: its history is not read out
    session.log += ["<i>Not allowed:</i> the tile does not fit &amp; turns."]
    voice.follow(session, on=True)
    voice.wait_idle()
    assert engine.said == ["Not allowed: the tile does not fit & turns."]


def test_the_voice_never_holds_the_game_up_while_it_speaks():
    gate = threading.Event()
    engine = FakeEngine(gate)
    voice = narrator.Narrator(lambda: engine)
    for i in range(20):  # each say() returns at once though the engine is stuck on the first line
        voice.say(f"line {i}")
    assert voice._queue.qsize() <= narrator.MOST_QUEUED, "a long combat round does not pile up speech"
    gate.set()
    voice.wait_idle()
    assert engine.said[-1] == "line 19"
    assert voice._queue.unfinished_tasks == 0, "lines given way count as done: the voice is quiet"


def test_a_machine_without_a_speech_engine_plays_on_and_says_why():
    def no_engine():
        raise RuntimeError("no espeak")
    voice = narrator.Narrator(no_engine)
    voice.say("The heroes descend.")
    voice.wait_idle()
    assert voice.problem is not None and "speech engine" in voice.problem
    voice.say("Nothing more is queued for a voice that is not there.")
    assert voice._queue.qsize() == 0


def test_why_reading_aloud_is_unavailable_is_said_in_a_sentence(monkeypatch):
    import importlib.util
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pyttsx3" else real(name, *a))
    assert "speech extra" in (narrator.unavailable() or "")
    monkeypatch.setattr(importlib.util, "find_spec", real)
    monkeypatch.setattr(narrator.sys, "platform", "linux")
    monkeypatch.setattr(narrator.ctypes.util, "find_library", lambda name: None)
    assert "espeak-ng" in (narrator.unavailable() or "")


def test_the_settings_window_greys_out_reading_aloud_and_names_the_reason(content, tmp_path):
    app = make_app(tmp_path)
    app.access._speech_problem = "Reading aloud needs a speech engine: install espeak-ng."
    app.overlays._tab = READABLE
    app.overlays.toggle_settings()
    steps(app)
    assert "speech" not in app.overlays._toggles, "the switch cannot be turned on where it cannot work"
    rows = {name: (label, tip, usable) for name, label, tip, usable in
            settings_sections(app.settings, app.access.speech_problem())[READABLE]}
    label, tip, usable = rows["speech"]
    assert not usable and "not available" in label and "espeak-ng" in tip
    assert not Settings().speech, "off by default"


def test_with_the_voice_on_and_no_engine_the_game_runs_as_ever(content, tmp_path):
    app = make_app(tmp_path)
    app.settings.speech = True
    app.access._speech_problem = "Reading aloud needs a speech engine: install espeak-ng."
    draw_with_space(app)
    steps(app, 3)
    assert app.access.narrator._thread is None, "no voice thread is started where no engine exists"


# --- high contrast, reduced motion, no flashing -----------------------------------------------

def test_high_contrast_turns_the_widgets_black_white_and_yellow(content, tmp_path):
    app = make_app(tmp_path)
    app.overlays._tab = READABLE
    app.overlays.toggle_settings()
    steps(app)
    button = app.overlays._toggles["high_contrast"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    steps(app)
    try:
        assert app.settings.high_contrast
        colours = app.manager.get_theme().get_colour  # the rebuilt theme's colours
        assert colours("normal_bg") == pygame.Color("#000000")
        assert colours("normal_text") == pygame.Color("#ffffff")
        assert look.contrast(look.DIM_INK) == (255, 255, 255), "dim text is white"
        assert app.overlays.settings is not None and app.overlays.settings.alive(), "the window stays open"
    finally:
        look.HIGH_CONTRAST[0] = False


def test_reduced_motion_shows_every_move_at_once():
    assert Settings(anim_speed=1.0).duration(0.3) == pytest.approx(0.3)
    assert Settings(anim_speed=1.0, reduced_motion=True).duration(0.3) == 0.0


@pytest.mark.parametrize("setting", ["flash_free", "reduced_motion"])
def test_nothing_pulses_for_a_player_who_asked_for_no_flashing(content, tmp_path, setting):
    app = make_app(tmp_path)
    setattr(app.settings, setting, True)
    steps(app)
    try:
        assert {look.swing(t / 10, 5) for t in range(30)} == {1.0}
    finally:
        look.STILL[0] = False
    assert len({look.swing(t / 10, 5) for t in range(30)}) > 1, "others see the glow pulse"


# --- shapes and words beside colours ----------------------------------------------------------

def test_the_dead_end_meter_says_its_colour_in_a_word():
    assert [explore_view.risk_word(f, 10) for f in (10, 8, 5, 0)] == ["none", "some", "high", "high"]
    assert explore_view.risk_word(0, 0) == "none"


def test_legal_squares_carry_a_tick_as_well_as_their_green(content, tmp_path, monkeypatch):
    app = make_app(tmp_path)
    draw_with_space(app)
    sc = scene(app)
    ticks: list[pygame.Rect] = []
    monkeypatch.setattr(explore_view, "tick", lambda surface, rect, colour, width=3: ticks.append(rect))
    sc.held = True
    sc._draw_legal_squares(app.screen)
    assert len(ticks) == len(sc.legal_squares()) > 0


def test_what_may_be_encountered_has_its_pointer_without_any_setting(content, tmp_path):
    """The glowing ring round what may be Encountered has a pointer over it for every player (it was
    drawn only with the colour-blind setting on)."""
    import random

    from game.bot import heuristic as bot
    from game.rules import Game
    game, rng = Game.new(["fighter"], seed=3, content=content), random.Random(3)
    while not any(e.status == "discovered" for e in game.state.elements.values()) or game.state.phase != "exploring":
        game.do(bot.choose(game, rng))
    app = open_explore(tmp_path, game)
    sc = scene(app)
    assert not app.settings.colour_blind
    el = next(e for e in sc.game.state.elements.values() if e.status == "discovered")
    surface = pygame.Surface(app.size)
    surface.fill((0, 0, 0))
    sc.board.draw(surface, None, {el.id}, 0.0)
    rect = sc.board.element_rect(el)
    ring = rect.inflate(rect.width // 2, rect.height // 2)
    assert surface.get_at((ring.centerx, ring.top - 7))[:3] == (250, 200, 90), "the pointer over the ring"
