"""The game's language in the window (issue 36): Settings switches it at once (no restart) and keeps
it; --lang starts the window in it; and the screens whose words come from the catalogue fit the
window in German and in the pseudo-language (every string ~40 % longer): nothing clipped or
overlapping (the fit kit's check, tests/kits/fit_kit.py)."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest

from game.i18n import language, set_language
from game.ui.app import App, AppOptions
from game.ui.overlays import KEYS_AND_LANGUAGE
from game.ui.settings import Settings
from tests.kits.fit_kit import check, open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps

# the screens wrapped for the catalogue so far (docs/i18n.md lists them)
WRAPPED = ["title", "title-record", "setup", "setup-house-rules", "menu", "help", "settings", "rules",
           "explore", "explore-placing", "combat", "combat-final-entity", "door", "level-up", "level-up-paid",
           "choose-ability", "hero-record", "game-over",
           # the encounters, the story's frame, spending, load, daily, campaign, online, replay (issue 36)
           "feature", "choose-hero", "keep-item", "replace", "start-items", "legendary", "pending-step", "found",
           "story", "story-choice", "story-choice-refused", "story-choice-xp", "buy-key", "buy-healing", "items",
           "load", "daily", "campaign-sheet", "campaign-setup", "online", "replay", "replay-combat", "replay-fight",
           "controls"]


def press(app: App, button: pygame_gui.elements.UIButton) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    steps(app, 2)


def button_texts(app: App) -> set[str]:
    return {e.text for e in app.manager.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UIButton)}


def test_choosing_deutsch_in_settings_speaks_german_at_once_and_is_kept(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    steps(app)  # the first frame: the title
    assert "New game" in button_texts(app)
    app.overlays._tab = KEYS_AND_LANGUAGE  # the settings section with the language row
    app.overlays.toggle_settings()
    steps(app)
    press(app, app.overlays._languages["de"])
    assert language() == "de" and app.scene.name == "title"
    assert {"Neues Spiel", "Fortsetzen", "Beenden"} <= button_texts(app)  # the title rebuilt, no restart
    assert app.overlays.settings is not None and app.overlays.settings.alive()  # the window stays open
    assert app.overlays._languages["de"].object_ids[-1] == "#toggle_on"
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "de"
    press(app, app.overlays._languages["en"])
    assert "New game" in button_texts(app)
    set_language("de")
    App(AppOptions(saves_dir=tmp_path))  # a new window reads the kept choice
    assert language() == "en"


def test_the_window_starts_in_the_language_kept_in_the_settings(content, tmp_path):
    Settings(language="de", anim_speed=0).save(tmp_path / "settings.json")
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app)
    assert language() == "de" and "Neues Spiel" in button_texts(app)
    assert app.manager.get_locale() == "de"  # pygame_gui's own widget texts follow


def test_lang_starts_the_window_in_that_language_over_the_settings(content, tmp_path):
    Settings(language="de").save(tmp_path / "settings.json")
    app = App(AppOptions(saves_dir=tmp_path, language="en"))
    steps(app)
    assert language() == "en" and "New game" in button_texts(app)


def test_a_settings_file_naming_no_language_of_the_game_starts_in_english(content, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"language": ["de"]}))
    App(AppOptions(saves_dir=tmp_path))
    assert language() == "en"


# screens that do not fit yet in a language at a scale (strict: each one that comes to fit must leave);
# the paid level-up at 150 % left it: where its rows would run under the footer, the heroes go side by side;
# the campaign sheet's in the pseudo-language at 150 %: a hero's tab too narrow for "marks" says the number
# alone (the tooltip says the rest), and the sheet's rows scroll. None is left now.
NOT_YET: set[tuple[str, str, float]] = set()


def _cases() -> list:
    cases = []
    for lang in ("de", "qps"):
        for name in WRAPPED:
            for scale in (1.0, 1.5):
                slow = not (lang == "qps" and scale == 1.0 and name in ("title", "setup"))
                marks = [pytest.mark.slow] if slow else []
                if (lang, name, scale) in NOT_YET:
                    marks.append(pytest.mark.xfail(strict=True, reason="does not fit yet (see NOT_YET)"))
                cases.append(pytest.param(lang, name, scale, marks=marks, id=f"{lang}-{name}-{round(scale * 100)}"))
    return cases


@pytest.mark.parametrize(("lang", "name", "scale"), _cases())
def test_a_translated_screen_fits_the_window(content, tmp_path, lang, name, scale):
    app = open_app(tmp_path, (1280, 720), scale)
    app.set_language(lang)  # as the Settings row does
    found = check(app, SCENES[name])
    assert not found, f"{name} in {lang} at 1280x720, {round(scale * 100)} %:\n" + "\n".join(found)


def test_the_log_on_screen_is_told_again_in_the_new_language_and_keeps_the_sessions_notes(content, tmp_path):
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    steps(app, 3)
    session = app.scenes[-1].session
    session.log.append("<i>a note of the session</i>")
    english = list(session.log)
    assert any(" draws " in line for line in english), english
    app.set_language("de")
    german = session.log
    assert len(german) == len(english) and "<i>a note of the session</i>" in german
    assert not any(" draws " in line for line in german), german
    assert any(" zieht " in line for line in german), german
    app.set_language("en")
    assert session.log == english
