"""Issue 36, a second language: the campaign talents (the rules' effects, game.rules.TALENTS, and the
campaign sheets' talents, game.campaigns.SHEETS) are marked for the catalogue where they are defined and
shown in the player's language (the Campaign sheet's talent boxes, hover texts and messages, the rules
window, a share code's description), while the campaigns file keeps their ids."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


from pygame_gui.elements import UITextBox  # noqa: E402

from game.campaigns import FILE_NAME, SHEETS, CampaignFile  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.rules import TALENTS, Game  # noqa: E402
from game.saves.share_code import ShareSetup  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.overlays import options_section  # noqa: E402
from game.ui.share import setup_html  # noqa: E402
from tests.kits.campaign_kit import sample_book  # noqa: E402
from tests.kits.catalogue_kit import assert_german_for_each  # noqa: E402
from tests.kits.ui_kit import click  # noqa: E402


def english_words() -> list[str]:
    """Every talent's name and text, the rules' and the campaign sheets', in English."""
    words = [w for t in TALENTS.values() for w in (t.name, t.text)]
    return words + [w for sheet in SHEETS.values() for t in sheet for w in (t.name, t.text)]


def talent_boxes(app: App) -> list[str]:
    """The words of the Campaign sheet's talent boxes ("<b>name</b>: what it does")."""
    return [e.html_text for e in app.scene.manager.get_sprite_group().sprites()
            if isinstance(e, UITextBox) and e.html_text.startswith("<b>")]


def test_every_talents_name_and_text_has_a_german_translation_in_the_catalogue():
    assert_german_for_each(english_words())


def test_the_campaign_sheets_talents_are_german_and_the_campaigns_file_keeps_their_ids(tmp_path, content):
    sample_book(tmp_path)
    app = App(AppOptions(saves_dir=tmp_path))
    app.set_language("de")
    app.show("campaign", "Lantern Bearers")
    app.step(1 / 60)
    boxes = talent_boxes(app)  # the Fighter's sheet
    assert any(b.startswith("<b>Schildwall</b>: ") and "Höchstleben" in b for b in boxes)
    assert any(b.startswith("<b>Waffendrill</b>: ") for b in boxes)
    assert len(boxes) == len(SHEETS["fighter"]) and not any("Shield Wall" in b or "Start every" in b for b in boxes)
    drilled = next(b for b, t in app.scene.talent_buttons.items() if t == "drilled")
    assert drilled.tool_tip_text == "Waffendrill kostet 12 Marken; dieser Held hat 9."
    click(app, app.scene.hero_tabs[2].rect.center)  # the Rogue: 14 marks
    lockpicks = next(b for b, t in app.scene.talent_buttons.items() if t == "lockpicks")
    assert lockpicks.tool_tip_text == "5 Marken von 14 für Ersatzdietriche ausgeben."
    click(app, lockpicks.rect.center)
    assert "schaltet Ersatzdietriche frei" in app.scene.message
    c = CampaignFile(tmp_path).load().find("Lantern Bearers")
    assert c.owned(0) == ["shield-wall"] and c.owned(2) == ["lockpicks"]  # ids, not words
    stored = (tmp_path / FILE_NAME).read_text(encoding="utf-8")
    assert '"lockpicks"' in stored and "Ersatzdietriche" not in stored and "Spare Lockpicks" not in stored


def test_the_rules_window_and_a_share_code_name_the_talents_in_german(content):
    game = Game.new(heroes=["fighter"], seed=1, content=content, talents={0: ["tough"]})
    set_language("de")
    _, body = options_section(game)
    assert "Abgehärtet: Das Höchstleben des Helden ist auf jeder Stufe um 2 höher." in body
    words = setup_html(ShareSetup.make(["fighter"], 7, talents=[["tough", "extra_key"]]))
    assert "Kämpfer: Ersatzschlüssel, Abgehärtet" in words and "tough" not in words and "Hardy" not in words
