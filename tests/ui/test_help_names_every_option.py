"""The Help window (F1) names every option of issue 36, in English and in German: playing by keys
(the focus ring) and by controller, changing keys and buttons in the Controls window, high
contrast, the text size up to 200 %, reduced motion, no flashing, captions, the log read aloud, and
the language (with --lang)."""

from __future__ import annotations

import pytest

from tests.kits.explore_kit import make_app

WORDS = {
    "en": ["focus ring", "D-pad", "Keys and controller buttons", "high contrast", "200 %", "reduced motion",
           "no flashing", "captions", "read aloud", "--lang de", "D-pad up", "Display"],
    "de": ["Fokusrahmen", "Steuerkreuz", "Tasten und Controllerknöpfe", "hoher Kontrast", "200 %",
           "weniger Bewegung", "kein Blitzen", "Untertitel", "vorgelesen", "--lang de", "Anzeige"],
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_help_window_names_every_readability_and_input_option(content, tmp_path, language):
    app = make_app(tmp_path)
    app.set_language(language)
    app.overlays.toggle_help()
    words = app.overlays.help.get_container().elements[0].html_text
    missing = [w for w in WORDS[language] if w.lower() not in words.lower()]
    assert not missing, f"the Help window does not name {missing}"
