"""Issue 36 at the largest text (200 %), 1280x720, English and German: the Level Up dialog's
"Abilities: ..." line is whole in its hero's column rather than cut ("Abilities: no Ability Card..."):
a hero without cards says "Abilities: none yet" where the long form does not fit, names wrap onto
more lines. The campaign screen's Next game button and hero tabs take the fullest words that fit
whole (the Ecology without the house rules' count; a long class name without its marks, both in the
tooltip) rather than "Next game: Subterranean..." and "Zauberer-Schurk..."."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UILabel

from game.i18n import _
from game.rules import ecology_label
from game.ui.look import HERO_TITLES
from game.ui.scenes.campaign_sheet import next_game_label
from tests.kits.fit_kit import open_app, recorded_text
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def _shown(tmp_path, scene: str, language: str):
    app = open_app(tmp_path, (1280, 720), 2.0)
    app.set_language(language)
    with recorded_text() as drawn:
        SCENES[scene](app)
        steps(app, 3)
        drawn.clear()
        app.draw()
        lines = [w for _rect, w in drawn]
    return app, lines


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_level_up_abilities_line_at_200_percent_wraps_whole_onto_a_second_line(content, tmp_path, language):
    app, lines = _shown(tmp_path, "level-up", language)
    assert not [w for w in lines if w.rstrip().endswith("…")], lines
    full = _("Abilities: {names}").format(names=_("no Ability Cards yet"))
    said = [w for w in lines if full.startswith(w) or w == _("Abilities: none yet")]
    assert len(said) == len(app.scene.game.state.heroes), lines  # a hero without cards says so whole
    for k, w in enumerate(lines):
        if w not in (full, _("Abilities: none yet")) and full.startswith(w):  # wrapped: the rest on the next line
            assert f"{w} {lines[k + 1]}" == full


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_level_up_abilities_line_at_200_percent_beside_the_pay_picker_is_whole(content, tmp_path, language):
    _app, lines = _shown(tmp_path, "level-up-paid", language)
    assert not [w for w in lines if w.rstrip().endswith("…")], lines
    assert lines.count(_("Abilities: none yet")) == 3, lines


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_campaign_buttons_at_200_percent_show_whole_words_with_the_rest_in_their_tooltips(
        content, tmp_path, language):
    app, _lines = _shown(tmp_path, "campaign-setup", language)
    scene = app.scene
    campaign = scene.campaign
    ecology = ecology_label(campaign.ecology)
    next_b, tabs = scene.setup_b, scene.hero_tabs
    assert ecology in next_b.text, next_b.text
    for b in (next_b, *tabs):
        assert not b.text.endswith("…"), b.text
        assert b.font.size(b.text)[0] <= b.rect.width - 8, b.text
    assert next_game_label(campaign) in next_b.tool_tip_text
    for b, hid in zip(tabs, campaign.heroes, strict=True):
        assert b.text.startswith(HERO_TITLES[hid]), b.text


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_campaign_start_button_at_200_percent_is_as_wide_as_its_words(content, tmp_path, language):
    app, _lines = _shown(tmp_path, "campaign-setup", language)
    start = app.scene.start_b
    assert start.text == _("Start game {number}").format(number=3)
    assert start.font.size(start.text)[0] <= start.rect.width - 8, "Spiel 3 beginnen was clipped"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_campaign_new_campaign_button_and_house_rules_heading_at_200_percent_are_whole(
        content, tmp_path, language):
    app, _lines = _shown(tmp_path, "campaign-setup", language)
    new_b = app.scene.new_b
    assert new_b.text in (_("Begin a new campaign"), _("New campaign"))
    assert new_b.font.size(new_b.text)[0] <= new_b.rect.width - 8, new_b.text
    headings = [e for e in app.manager.get_sprite_group().sprites() if isinstance(e, (UIButton, UILabel))
                and isinstance(getattr(e, "text", None), str) and e.text.startswith(_("House rules"))]
    assert headings
    for e in headings:
        assert e.font.size(e.text)[0] <= e.rect.width - 8, e.text
