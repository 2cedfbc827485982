"""Issue 36 at the largest text (200 %): the Controls window says every action's whole words, and every
key and controller button bound to it, in English and German, at 1280x720 and on a Steam Deck's
1280x800. An action's words wrap onto as many lines as its row needs (they were cut with an
ellipsis: "Das Bedienelement im Fok…", "Move the focus ring (or…"), the Key and Button columns are as
wide as their page's words ("Eingabe / Ziffernblock…"), and the rows are packed into pages by height;
the message above them takes two lines, and a prompt too long even for those names the action by
the row's "press…" instead of being cut."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.ui import actions
from game.ui.app import App
from tests.kits.fit_kit import STEAM_DECK, check, open_app
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import steps


def _controls_at_200(tmp_path, size: tuple[int, int], language: str) -> tuple[App, list[str]]:
    app = open_app(tmp_path, size, 2.0)
    app.set_language(language)
    found = check(app, lambda a: a.input.controls.open(), frames=2)
    return app, found


def _ends_cut(words: str) -> bool:
    return words.rstrip().endswith("…")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), STEAM_DECK], ids=["1280x720", "1280x800"])
def test_the_controls_window_at_200_percent_shows_every_actions_whole_words_keys_and_buttons(
        content, tmp_path, size, language):
    app, found = _controls_at_200(tmp_path, size, language)
    window = app.input.controls
    seen: set[str] = set()
    for page in range(window.pages()):
        if page:
            window.page = page
            window.refresh()
            found += check(app, lambda a: None, frames=1)
        for name, lines in window.words.items():
            assert " ".join(line.text for line in lines) == actions.action_words(name), name
            assert all(line.rect.height >= app.layout.line(15) for line in lines)
            seen.add(name)
        for button, (name, kind) in window.rows.items():
            bound = window._keys(name) if kind == "keys" else window._buttons(name)
            assert button.text == bound, f"{name}: {button.text!r} is not all of {bound!r}"
        shown = [*(b.text for b in window.rows), *(b.text for b in window.controls),
                 *(label.text for label in window._message_lines)]
        assert not [w for w in shown if _ends_cut(str(w))], f"page {page + 1}: cut words"
    assert seen == {a.name for a in actions.ACTIONS}, "every action on one page or another"
    assert not found, f"{language} at {size[0]}x{size[1]}, 200 %:\n" + "\n".join(found)


def test_the_prompt_for_a_long_action_at_200_percent_in_german_is_whole_and_names_it_by_its_row(
        content, tmp_path):
    app, _found = _controls_at_200(tmp_path, (1280, 720), "de")
    window = app.input.controls
    pad = next(b for b, v in window.rows.items() if v == ("back", "buttons"))
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=pad))
    steps(app, 2)
    assert window.capturing == ("back", "buttons")
    assert actions.action_words("back") in window.message  # the whole prompt, kept for what it says
    said = " ".join(label.text for label in window._message_lines).strip()
    assert said == "Drücke den neuen Controllerknopf (Esc: so lassen, wie es ist)."  # on one line now
    assert "drücken…" in {b.text for b, v in window.rows.items() if v == ("back", "buttons")}
    window._rebind("hint", "keys", "escape")  # as pressing Esc there would: Esc is Back's, everywhere
    assert window.message.startswith("Esc macht schon „" + actions.action_words("back") + "“"), window.message
    said = " ".join(label.text for label in window._message_lines).split()
    assert said == ("Esc macht schon „" + actions.action_words("back") + "“.").split(), "whole, without the advice"


def test_at_200_percent_the_keys_alone_page_on_rebind_an_action_and_keep_the_ring_on_its_row(content, tmp_path):
    app, _found = _controls_at_200(tmp_path, (1280, 720), "de")
    window = app.input.controls
    while "hint" not in window.words:  # Next page, from the keyboard
        ring_on(app, lambda t: t.label == "Nächste Seite")
        key(app, "return", frames=2)
    assert app.input.focus.current().label == "Nächste Seite", "the ring stays on Next page as the rows change"
    ring_on(app, lambda t: t.label == "H")
    key(app, "return", frames=2)
    assert window.capturing == ("hint", "keys")
    key(app, "j", frames=2)
    assert app.input.map.keys["hint"] == ["j"] and window.message.startswith("J macht jetzt")
    ring = app.input.focus.current()
    keys = next(b for b, v in window.rows.items() if v == ("hint", "keys"))
    assert ring is not None and ring.label == "J" and ring.rect == keys.rect, "the ring on the row just rebound"
