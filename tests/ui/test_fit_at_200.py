"""Issue 36 at the largest text (200 %) in the tightest window (1280x720): what the screens cut or hid
to fit is kept whole. The Feature dialog with the hint open scrolls its body instead of cutting its
outcomes to a line and hiding the heroes' facts; a tooltip is drawn over the setup's tick boxes; a
co-op player's "<Name> points here" covers no card's words; the combat table's small controls say
their whole words. The fit check (tests/kits/fit_kit.py) runs on those screens in German and in the
pseudo-language too."""

from __future__ import annotations

import pygame
import pytest

from game.rules import outcome_text
from game.ui.focus import scroll_to, scrolled
from tests.kits.fit_kit import check, open_app, recorded_text
from tests.kits.fit_scenes import SCENES
from tests.kits.key_kit import ring_on
from tests.kits.ui_kit import steps


def _feature_at_200(tmp_path):
    app = open_app(tmp_path, (1280, 720), 2.0)
    SCENES["feature-hint"](app)
    steps(app, 3)
    dialog = app.scene
    assert dialog.name == "feature" and app.scene.session.current_hint is not None
    return app, dialog


def test_the_feature_dialog_at_200_percent_keeps_every_outcome_and_hero_fact_whole_in_a_scrolling_body(
        content, tmp_path):
    app, dialog = _feature_at_200(tmp_path)
    box = dialog.body_scroller
    assert box is not None, "the body does not fit the panel at 200 % with the hint open: it scrolls"
    inner = box.get_container().rect
    assert inner.height > box.rect.height
    seen: set[str] = set()
    with recorded_text() as drawn:
        for by in range(0, inner.height, box.rect.height // 2):  # scrolled through, half a view at a time
            scroll_to(box, by)
            drawn.clear()
            steps(app)
            seen |= {words for rect, words in drawn if box.rect.contains(rect)}  # wholly in the view
    fdef = dialog.game.content.features[dialog.step.card]
    width = inner.width
    for passed in (True, False):
        words = outcome_text(fdef, passed)
        label, lines = next(row for row in dialog._outcome_rows(fdef, dialog._geometry(
            dialog.body_top(), None, box.rect.x + width - dialog.lay.u(8)).width) if row[0] == dialog.outcome_lines(
            fdef)[0 if passed else 1][0])
        assert " ".join(lines).split() == words.split()  # the whole text, not a line cut short
        assert set(lines) <= seen, f"{words!r}: {set(lines) - seen} not shown"
    for hs in dialog.game.state.hero_states:  # each hero's heading with its facts
        facts = f"Health {hs.health}/{hs.max_health} · level {hs.level}"
        assert any(w.startswith(facts) for w in seen), f"{facts!r} hidden"
        assert any("played 0/" in w for w in seen)


def test_the_wheel_over_the_feature_dialogs_body_scrolls_it(content, tmp_path):
    app, dialog = _feature_at_200(tmp_path)
    box = dialog.body_scroller
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    steps(app, 2)
    assert scrolled(dialog.body_scroller) > 0


def test_the_focus_ring_scrolls_the_card_it_reaches_into_the_feature_dialogs_view(content, tmp_path):
    app, dialog = _feature_at_200(tmp_path)
    scroll_to(dialog.body_scroller, 0)  # the body at its top (the hint's card had been brought into view)
    steps(app, 2)
    last = dialog.focus_targets()[-1]  # the last hero's last card: below the view, scrolled away
    assert not dialog.body_scroller.rect.contains(last.rect)
    ring_on(app, lambda t: t is not None and t.key == last.key)
    steps(app)
    now = app.input.focus.current()
    assert now is not None and now.key == last.key and dialog.body_scroller.rect.contains(now.rect)
    assert any(v == now.key[1] for _r, v in [(r, str(v)) for r, v in dialog.clicks]), "a mouse click reaches it too"


# the screens this file keeps whole at 200 %, in the longer languages too (the fit kit's check: nothing
# clipped, off the window or over other text)
AT_200 = ["feature-hint", "setup", "setup-house-rules", "combat", "combat-final-entity", "replay-combat",
          "replay-fight"]


@pytest.mark.slow  # a second or two each: with the end-to-end tests (-m slow)
@pytest.mark.parametrize("lang", ["de", "qps"])
@pytest.mark.parametrize("name", AT_200)
def test_the_screen_fits_1280x720_at_200_percent_in_german_and_the_pseudo_language(content, tmp_path, name, lang):
    app = open_app(tmp_path, (1280, 720), 2.0)
    app.set_language(lang)
    found = check(app, SCENES[name])
    assert not found, f"{name} in {lang} at 1280x720, 200 %:\n" + "\n".join(found)


def test_a_tooltip_is_drawn_over_the_setups_tick_boxes(content, tmp_path):
    """The first option's tooltip opens below it, over the next options: their boxes (drawn by the
    scene over the widgets) must not show through it."""
    from game.ui.check_box import BOX_EDGE, box_rect
    from game.ui.scenes.setup import SetupScene
    app = open_app(tmp_path, (1280, 720), 2.0)
    app.switch(SetupScene(app))
    steps(app, 2)
    first = next(iter(app.scene.variant_buttons.values()))
    manager = app.manager

    def pointer_there() -> None:  # the pointer rests on the option (the dummy driver has none of its own)
        manager.mouse_position = first.rect.center
    manager._update_mouse_position = pointer_there  # type: ignore[method-assign]
    for _ in range(8):  # two seconds of rest, past the tooltip's delay, in quarter-second frames
        app.step(0.25)
    group = app.manager.get_sprite_group()
    tips = [s for s in group.sprites() if type(s).__name__ == "UITooltip" and s.visible]
    assert tips, "the option's tooltip shows"
    tip = tips[0].rect
    under = [box_rect(b) for b in app.scene.variant_buttons.values() if tip.contains(box_rect(b))]
    assert under, "the tooltip lies over another option's tick box"
    app.draw()
    for box in under:
        edge = [app.screen.get_at((x, box.top + 1))[:3] for x in range(box.left + 2, box.right - 2)]
        assert BOX_EDGE not in edge, f"a tick box at {box} is drawn over the tooltip at {tip}"


@pytest.mark.parametrize(("scale", "lang"), [(1.0, "en"), (2.0, "en"), (2.0, "de")])
def test_who_points_at_a_card_in_hand_is_told_where_it_covers_no_card_and_no_words(content, tmp_path, scale, lang):
    """A co-op player points at a card of the deciding hand: "<Name> points here" goes beside it in the
    window, over no other card, no line of the table's text (the hand's title above it) and no widget."""
    from types import SimpleNamespace

    from pygame_gui.elements import UIButton, UILabel, UITextBox

    from game.ui import look
    from game.ui.online_session import PointMark, card_key, draw_card_points
    app = open_app(tmp_path, (1280, 720), scale)
    app.set_language(lang)
    SCENES["combat"](app)
    steps(app, 3)
    app.draw()
    words = list(look.WINDOW_TEXT)  # the lines of text the frame drew
    assert words, "the table's lines of text are known"
    widgets = [s.rect for s in app.manager.get_sprite_group().sprites()
               if isinstance(s, UIButton | UILabel | UITextBox) and s.visible]
    spots = app.scene.spots
    for rect, ref in [(r, ref) for r, ref in spots if ref[0] == "action"][:3]:  # cards in hand
        session = SimpleNamespace(points=[PointMark({"kind": "card", "card": card_key(ref)}, "Ann", 0.0)])
        look.WINDOW_TEXT[:] = words
        _ring, label = draw_card_points(app.screen, session, [(rect, ref)] + [s for s in spots if s[0] != rect],
                                        app.layout, 0.0, widgets)[:2]
        assert app.screen.get_rect().contains(label)
        others = [r for r, _ref in spots if not r.colliderect(rect)]
        assert label.collidelist(others) < 0, f"the label {label} covers another card"
        assert not label.colliderect(rect), "the label covers the card's own heading"
        covered = [w for w in words if label.colliderect(w) and not rect.contains(w)]
        assert not covered, f"the label {label} covers a line of text at {covered}"
        assert label.collidelist(widgets) < 0


@pytest.mark.parametrize("lang", ["en", "de", "qps"])
def test_the_combat_tables_small_controls_say_their_whole_words_at_200_percent(content, tmp_path, lang):
    """Undo, Items, Rules, Menu and Hint on more rows where five to a row would cut their words: each
    button shows its word whole, in its box, none over another or over the log."""
    from game.i18n import pgettext
    app = open_app(tmp_path, (1280, 720), 2.0)
    app.set_language(lang)
    SCENES["combat"](app)
    steps(app, 3)
    scene = app.scene
    words = {"undo": "Undo", "items": "Items", "rules": "Rules", "menu": "Menu", "hint": "Hint"}
    shown = {key: b.text for b, key in scene.controls.items()}
    assert shown == {key: pgettext("control", w) for key, w in words.items()}, shown
    boxes = [b.rect for b in scene.controls]
    for b in scene.controls:
        assert b.font.size(b.text)[0] <= b.rect.width - 8, (b.text, b.rect)
        assert b.rect.collidelist([r for r in boxes if r != b.rect]) < 0
        assert not b.rect.colliderect(scene.log_box.rect)
    assert not check(app, lambda a: None)


@pytest.mark.parametrize("name", ["replay-combat", "replay-fight"])
def test_the_replays_fight_at_150_percent_shows_the_deciding_hand_as_a_row_of_its_cards(content, tmp_path, name):
    """The viewer's stage at 150 % in 1280x720 has no room for the hand's cards in full under the lanes:
    the deciding hero's hand is a row of its cards' values at the stage's foot (a close-up on hover),
    under the lanes and clear of the Monster's column, nothing over anything."""
    app = open_app(tmp_path, (1280, 720), 1.5)
    found = check(app, SCENES[name])
    assert not found, "\n".join(found)
    table = app.scene.table
    assert table.hand_left_out and table.hand_row is not None
    hero = table.deciding_hero()
    hand = table.game.state.hero_states[hero].hand
    chips = [r for r, ref in table.spots if ref[0] == "action" and table.hand_row.contains(r)]
    assert len(chips) == len(hand) > 0
    assert app.scene.stage.contains(table.hand_row)
    assert all(not r.colliderect(table.hand_row) for r in table.foe_rects.values())


@pytest.mark.parametrize("name", ["replay-combat", "replay-fight"])
def test_the_replays_fight_at_200_percent_shows_the_hand_in_the_side_and_keeps_all_on_the_stage(
        content, tmp_path, name):
    """At 200 % the stage has no room for the hand under the lanes: the fight's heroes take two lines
    each so they fit the side, and the deciding hand goes under them as a row of its cards' values, in
    the log's place (never a log box over the timeline below the stage)."""
    app = open_app(tmp_path, (1280, 720), 2.0)
    assert not check(app, SCENES[name])
    scene = app.scene
    table = scene.table
    heroes = len(table.game.state.heroes)
    assert table.L.hero_row(heroes - 1).bottom <= scene.stage.bottom
    if scene.log_box.visible:
        assert scene.stage.contains(scene.log_box.rect), (scene.log_box.rect, scene.stage)
    hand = table.game.state.hero_states[table.deciding_hero()].hand
    chips = [r for r, ref in table.spots if ref[0] == "action" and table.L.side.contains(r)]
    assert len(chips) == len(hand) > 0 and all(scene.stage.contains(r) for r in chips)
    assert all(r.top >= table.L.hero_row(heroes - 1).bottom for r in chips)


def test_the_card_the_hint_outlines_is_scrolled_into_the_feature_dialogs_view(content, tmp_path):
    """The hint asked for at 200 % names a card of the last hero's row, below the body's view: the body
    scrolls it into view once, outlined, so the player sees what the hint means."""
    from game.ui.dialog import _points_at
    app, dialog = _feature_at_200(tmp_path)
    hint = dialog.session.current_hint
    steps(app, 2)
    shown = [r for r, v in dialog.clicks if _points_at(hint.command, v)]
    assert shown and dialog.body_scroller.rect.contains(shown[0]), "the hinted card is in the view, whole"
