"""Issue 36, a second language: the rulebook's difficulty variants, the challenge tiers and the house
rules are marked for the catalogue where the rules define them and shown in the player's language
(the setup's buttons and hover texts, a share code's description), while games and share codes keep
their ids."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.rules import HOUSE_RULES, TIERS, VARIANTS, variant_name, variant_text  # noqa: E402
from game.saves.share_code import ShareSetup  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.check_box import is_on  # noqa: E402
from game.ui.share import setup_html  # noqa: E402
from tests.kits.catalogue_kit import assert_german_for_each  # noqa: E402
from tests.kits.ui_kit import click  # noqa: E402


def english_words() -> list[str]:
    """Every variant's text and every tier's and house rule's name, rule and difficulty, in English."""
    words = list(VARIANTS.values())
    for tier in TIERS.values():
        words += [tier.name, tier.text, tier.difficulty]
    for rule in HOUSE_RULES.values():
        words += [rule.name, rule.text, rule.difficulty]
    return words


def hover(app: App, button: object) -> None:
    """pygame_gui's hover event for `button` (the dummy driver has no pointer to move onto it)."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_ON_HOVERED, ui_element=button))
    app.step(1 / 60)


def test_every_variant_tier_and_house_rule_text_has_a_german_translation_in_the_catalogue():
    assert_german_for_each(english_words())


def test_a_variants_name_and_rule_are_told_in_the_current_language():
    assert variant_name("chests_locked") == "Chests Are Locked"
    assert variant_name("no_level_up_healing") == "Heroes Don't Heal When Leveling Up"
    set_language("de")
    assert variant_name("chests_locked") == "Truhen sind verschlossen"  # as the log names it
    assert variant_text("chests_locked").startswith("Truhen sind verschlossen: ")
    assert variant_name("unknown") == "unknown"


def test_the_setups_variant_tier_and_house_rule_buttons_and_hover_texts_are_german(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    app.set_language("de")
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    assert setup.name == "setup"
    chests = setup.variant_buttons["chests_locked"]
    assert chests.text == "Truhen sind verschlossen"
    hover(app, chests)
    assert "Wie Türen müssen Truhen aufgeschlossen werden" in setup.explain.html_text
    assert all(b.text == variant_name(k) != VARIANTS[k].partition(":")[0].rstrip(".")
               for k, b in setup.variant_buttons.items())
    click(app, setup.tab_buttons["house"].rect.center)
    assert setup.tier_buttons["novice"].text == "Neuling" and setup.tier_buttons["fearless"].text == "Furchtlos"
    hover(app, setup.tier_buttons["veteran"])
    assert "Schlüssel sind knapp" in setup.explain.html_text and "Chests" not in setup.explain.html_text
    knocked_out = setup.house_buttons["knocked_out"]
    assert knocked_out.text == "Bewusstlos, nicht tot"
    hover(app, knocked_out)
    assert "Lagerfeuer" in setup.explain.html_text and "Campfire" not in setup.explain.html_text
    click(app, setup.tier_buttons["veteran"].rect.center)
    click(app, knocked_out.rect.center)
    assert is_on(setup.house_buttons["knocked_out"])
    click(app, setup.start.rect.center)
    state = app.scene.game.state
    assert state.tier == "veteran" and state.house_rules == ["knocked_out"]  # ids, not words


def test_a_share_codes_description_names_the_options_in_german():
    setup = ShareSetup.make(["fighter"], 7, variants=["chests_locked"], tier="fearless",
                            house_rules=["open_monster_deck"])
    set_language("de")
    words = setup_html(setup)
    assert "Truhen sind verschlossen" in words and "Furchtlos" in words and "Offener Monsterstapel" in words
    assert "Chests" not in words and "Fearless" not in words


def test_mains_help_lists_the_variants_by_id_with_their_german_rules(capsys):
    import pytest

    import main as game_main
    with pytest.raises(SystemExit):
        game_main.main(["--lang", "de", "--help"])
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the epilog
    assert "chests_locked (Truhen sind verschlossen: Wie Türen" in out and "Chests Are Locked" not in out
