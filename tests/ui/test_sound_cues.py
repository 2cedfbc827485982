"""Which sound the game makes when: rules events through the one cue table, the tile in the hand,
refusals, the music of each scene, the M key and the menu's volume sliders."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest

from game.rules import PlaceTile
from game.rules.areas.combat.events import AbilityActivated, CardsPlayed, DamageDealt, FoeDefeated, GameWon
from game.rules.core.messages import EVENTS
from game.ui import audio, sound_cues
from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.explore_kit import drag, draw_with_space, key, make_app, release, scene, square_centre
from tests.kits.ui_kit import steps


def heard(app: App, monkeypatch) -> list[str]:
    """Record every effect the app plays from now on (it still plays them)."""
    names: list[str] = []
    real = app.audio.play

    def record(name: str):
        names.append(name)
        return real(name)

    monkeypatch.setattr(app.audio, "play", record)
    return names


def test_every_event_kind_in_the_cue_table_is_a_rules_event():
    unknown = [kind for kind in sound_cues.CUES if kind not in EVENTS]
    assert not unknown, "a misspelt event kind would never sound"


def test_a_blow_sounds_by_whom_it_hits_and_a_blocked_one_not_at_all():
    assert sound_cues.cues_for([DamageDealt(to="foe", foe=0, amount=3)]) == ["hit"]
    assert sound_cues.cues_for([DamageDealt(to="hero", hero=0, amount=2)]) == ["hero_hurt"]
    assert sound_cues.cues_for([DamageDealt(to="hero", hero=0, amount=0)]) == []
    assert sound_cues.cues_for([AbilityActivated(hero=0, ability="x", block=True)]) == ["block"]
    assert sound_cues.cues_for([AbilityActivated(hero=0, ability="x")]) == []


def test_a_busy_move_plays_its_biggest_moments_once_each_and_few_at_once():
    events = [CardsPlayed(hero=0, front=0, cards=["a"], done=True)] + \
             [DamageDealt(to="foe", foe=0, amount=1)] * 4 + [FoeDefeated(foe=0), GameWon(reason="won")]
    assert sound_cues.cues_for(events) == ["victory", "kill", "hit"]


def scene_at(ecology: str = "ruins", combat: str | None = None, outcome: str | None = None) -> SimpleNamespace:
    state = SimpleNamespace(ecology=ecology, outcome=outcome,
                            combat=SimpleNamespace(kind=combat) if combat else None)
    return SimpleNamespace(name="explore", session=SimpleNamespace(game=SimpleNamespace(state=state)))


def test_each_ecology_plays_its_own_loop_and_the_final_entity_its_darker_one():
    assert sound_cues.music_for(scene_at("ruins")) == "music_ruins"
    assert sound_cues.music_for(scene_at("caverns", combat="monster")) == "music_caverns"
    assert sound_cues.music_for(scene_at("subterranean")) == "music_subterranean"
    assert sound_cues.music_for(scene_at("subterranean", combat="final_entity")) == "music_final_entity"
    assert sound_cues.music_for(scene_at(outcome="won")) is None, "after the game the victory sound has the stage"
    assert sound_cues.music_for(SimpleNamespace(name="title")) == "music_ruins"


def test_the_app_keeps_the_scenes_loop_playing(content, tmp_path):
    app = make_app(tmp_path)
    steps(app)
    # what the app asks the audio for every frame (whether a device then plays it depends on the
    # mixer, which another test in this process may have shut: tests/ui/test_sound_audio.py checks it)
    assert app.audio.wanted == "music_ruins"


def test_picking_up_turning_and_snapping_a_tile_each_sound(content, tmp_path, monkeypatch):
    app = make_app(tmp_path)
    names = heard(app, monkeypatch)
    draw_with_space(app)
    sc = scene(app)
    sq = sorted(sc.legal_squares())[0]
    drag(app, sc.slot.center, square_centre(app, sq))
    assert names[-1] == sound_cues.PICKED_UP
    legal = sc.legal_squares()[sq]
    key(app, pygame.K_e)
    assert names[-1] == sound_cues.ROTATED
    while sc.rotation not in legal:
        key(app, pygame.K_e)
    release(app, square_centre(app, sq))
    assert any(e.kind == "tile_placed" for e in sc.game.events)
    assert names[-1] == "tile_snap", "the placed tile snaps into the map with a wooden clack"


def test_a_refused_move_sounds_a_soft_no(content, tmp_path, monkeypatch):
    app = make_app(tmp_path)
    names = heard(app, monkeypatch)
    draw_with_space(app)
    sc = scene(app)
    tile = sc.game.state.drawn_tile
    assert not sc.session.do(PlaceTile(tile=tile, x=5, y=5, rotation=0))
    assert names == [sound_cues.REFUSED]


def test_loading_a_game_does_not_replay_its_sounds(content, tmp_path, monkeypatch):
    from game.ui.session import Session
    app = make_app(tmp_path)
    draw_with_space(app)
    names = heard(app, monkeypatch)
    Session.resume(app.scene.game)
    assert names == []


def test_m_mutes_and_unmutes_from_any_screen_and_is_remembered(content, tmp_path):
    app = make_app(tmp_path)
    assert not app.settings.muted
    key(app, pygame.K_m)
    assert app.settings.muted and app.audio.music_level == 0
    assert Settings.load(tmp_path / "settings.json").muted, "saved with the other settings"
    key(app, pygame.K_m)
    assert not app.settings.muted


def test_m_typed_into_a_text_field_is_a_letter_not_mute(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(10, 10, 200, 30), app.manager)
    app.manager.set_focus_set(entry)
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    assert not audio.is_mute_key(event, False, app.manager)
    app.manager.set_focus_set(None)
    assert audio.is_mute_key(event, False, app.manager)
    entry.kill()


def test_the_menu_sliders_set_and_save_the_volumes(content, tmp_path):
    app = make_app(tmp_path)
    from game.ui.scenes.menu import MenuDialog
    app.push(MenuDialog(app, app.scene.session))
    steps(app)
    menu = app.scene
    sliders = {name: el for el, name in menu.sliders.items()}
    assert set(sliders) == {"master_volume", "music_volume", "effects_volume"}
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=sliders["music_volume"],
                                         value=30))
    steps(app)
    assert app.settings.music_volume == pytest.approx(0.3)
    assert menu.slider_labels["music_volume"].text == "Music: 30%"
    assert Settings.load(Path(tmp_path) / "settings.json").music_volume == pytest.approx(0.3)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=menu.mute_button))
    steps(app)
    assert app.settings.muted and "off" in menu.mute_button.text
