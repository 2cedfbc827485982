"""No unexplained symbols or words (issue 39, item 7): the monster card's health boxes name their
party size in the close-up, an Action Card's corner says whose card it is, the pair Enter resolves
shows a key cap (not "Hero Hit · Enter"), the XP line says Items can pay, and the combat table's
commit button has one name in its label, the banner over the hand and the tutorial."""

from __future__ import annotations

import pygame

from game.rules import load_content
from game.ui import card_art, tutorial
from game.ui.combat import view as combat_view
from game.ui.labels import PLAY_CARDS
from tests.kits.combat_table_kit import bot_until, in_combat_step, table
from tests.kits.fit_kit import recorded_text
from tests.kits.ui_kit import steps


def test_each_health_box_of_a_monster_close_up_names_its_party_size(monkeypatch):
    pygame.font.init()
    assert [card_art.health_label(i) for i in range(3)] == ["1 hero", "2 heroes", "3 heroes"]
    content = load_content()
    monster = next(m for m in content.monsters.monsters.values() if len(getattr(m, "health", []) or []) == 3)
    labelled: list[int] = []
    from game.ui import printed_card
    real = printed_card.health_label
    monkeypatch.setattr(printed_card, "health_label", lambda i: labelled.append(i) or real(i))
    card_art.draw_card(card_art.monster_face(monster, 2, "ruins"), card_art.CLOSEUP_MIN + 37)
    assert labelled == [0, 1, 2], "the close-up labels every box"
    labelled.clear()
    plan = card_art.plan_card(card_art.monster_face(monster, 2, "ruins"), card_art.CLOSEUP_MIN + 37)
    assert not plan.clipped


def test_an_action_cards_corner_says_whose_card_it_is_where_the_word_fits():
    pygame.font.init()
    f = card_art.font(12, True)
    measure = lambda w: f.size(w)[0]  # noqa: E731
    assert card_art.corner_words("fighter", "F", 63, measure) == "Fighter"
    assert card_art.corner_words("wizard", "W", 63, measure) == "Wizard"
    assert card_art.corner_words("light", "I", 63, measure) == "Light"
    assert card_art.corner_words("fighter", "F", 10, measure) == "F", "a tiny card keeps its letter"


def test_the_pair_enter_resolves_shows_a_key_cap_not_a_rule_term(tmp_path):
    game = bot_until(["fighter"], lambda g: in_combat_step("abilities")(g)
                     and sum(c.kind == "resolve_pair" for c in g.legal()) >= 1)
    app, sc = table(tmp_path, game)
    assert sc.default_pair() is not None
    with recorded_text() as drawn:
        steps(app)
    words = [w for _, w in drawn]
    assert combat_view.enter_key() == "Enter" and "Enter" in words, "the key cap's word is drawn on its own"
    assert not any("· Enter" in w for w in words)


def test_the_commit_button_has_one_name_in_its_label_the_banner_and_the_tutorial(tmp_path):
    game = bot_until(["fighter"], in_combat_step("play"))
    app, sc = table(tmp_path, game)
    assert sc.play_button.text.startswith(PLAY_CARDS)
    with recorded_text() as drawn:
        steps(app)
    assert any(f"then {PLAY_CARDS}" in w for _, w in drawn), "the banner over the hand names the button"
    lesson = next(ls for ls in tutorial.LESSONS if ls.key == "fight-play")
    assert f"the {PLAY_CARDS} button" in lesson.words
    assert not any("Ready" in w for _, w in drawn)


def test_the_xp_line_says_items_can_pay_what_the_pool_lacks(tmp_path):
    from tests.kits.explore_kit import make_app, scene
    app = make_app(tmp_path)
    sc = scene(app)
    kinds = {"buy_key"}
    sc.legal = lambda: [type("C", (), {"kind": k})() for k in kinds]  # a Key on offer, the pool short
    line = sc._xp_line()
    assert line == "XP 0: Items can pay for a Key now"

