"""Encounter and progression dialogs driven by real pygame mouse events under SDL's dummy driver:
every click must become the command the dialog shows, and the game's events must follow."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

from game.bot import heuristic as bot
from game.rules import Game
from game.ui.app import App, AppOptions
from tests.kits.dialog_kit import bot_game_until, button_for, click, open_app, step_is
from tests.kits.ui_kit import steps


def accepted(game: Game) -> list[str]:
    return [e.command["kind"] for e in game.events if e.kind == "command_accepted"]


def test_a_feature_test_is_played_from_hand_and_draw_pile_then_ended(content, tmp_path):
    """FEATURES: "Heroes may Play these Action Cards from their hand, directly from their draw pile,
    or any combination of the two." Clicking a hand card or the draw pile plays it; End the test."""
    game = bot_game_until(["fighter", "wizard"], "ruins",
                          lambda g: step_is("feature_test")(g) and any(hs.hand for hs in g.state.hero_states))
    app = open_app(tmp_path, game)
    sc = app.scene
    assert sc.name == "feature", "a Feature's test opens its dialog over the map"
    hand_click = next(((r, v) for r, v in sc.clicks if v[1] is not None), None)
    assert hand_click is not None, "playable hand cards are clickable"
    hero, card = hand_click[1]
    click(app, hand_click[0].center)
    last = [e for e in game.events if e.kind == "feature_card_played"][-1]
    assert (last.hero, last.card, last.from_pile) == (hero, card, False)
    pile = next(((r, v) for r, v in app.scene.clicks if v[1] is None), None)
    if pile is not None:
        click(app, pile[0].center)
        assert [e for e in game.events if e.kind == "feature_card_played"][-1].from_pile
    click(app, button_for(app, "end_feature_test").center)
    assert any(e.kind == "feature_test_ended" for e in game.events)
    assert game.state.phase != "resolving" or game.state.pending[0].step != "feature_test"


def test_the_players_choose_which_hero_draws_from_a_chest(content, tmp_path):
    """CHESTS: "It's up to the players to decide which Hero will be the one to draw an Item"."""
    game = bot_game_until(["fighter", "wizard"], "ruins", step_is("choose_hero"))
    app = open_app(tmp_path, game)
    assert app.scene.name == "choose_hero"
    click(app, button_for(app, "choose_hero", hero=1).center)
    assert accepted(game)[-1] == "choose_hero"
    assert any(e.kind == "items_drawn" and e.hero == 1 for e in game.events) or \
        any(e.kind == "item_gained" and e.hero == 1 for e in game.events)


def test_a_multi_classed_hero_keeps_one_of_two_items_shown_side_by_side(content, tmp_path):
    """ITEMS: multi-classed heroes "draw one from each of their Primary and Secondary Classes and
    select one to keep"."""
    game = bot_game_until(["fighter-wizard", "rogue"], "caverns", step_is("choose_item"))
    app = open_app(tmp_path, game)
    sc = app.scene
    assert sc.name == "keep_item"
    shown = {ref for _, ref in sc.card_spots()}
    assert {("item", i) for i in game.state.pending[0].options} <= shown, "both drawn Items are shown"
    keep = next(c for c in sc.commands.values() if c.kind in ("keep_item", "forfeit_item"))
    click(app, next(b for b, c in sc.commands.items() if c is keep).rect.center)
    assert accepted(game)[-1] == keep.kind


def test_replace_removes_the_clicked_cards(content, tmp_path):
    """ADD / Replace: "remove as many cards as were added" — clicked cards, then Remove."""
    game = bot_game_until(["rogue", "fighter"], "caverns", step_is("replace"), seeds=20)
    app = open_app(tmp_path, game)
    sc = app.scene
    assert sc.name == "replace"
    count = game.state.pending[0].count
    chosen = []
    for _ in range(count):
        rect, card = next((r, v) for r, v in app.scene.clicks if v not in chosen)
        click(app, rect.center)
        chosen.append(card)
    assert sorted(app.scene.selected) == sorted(chosen)
    click(app, button_for(app, "replace_cards").center)
    replaced = [e for e in game.events if e.kind == "cards_replaced"][-1]
    assert sorted(replaced.removed) == sorted(chosen)


def test_level_up_buys_an_ability_and_keeps_one_of_the_two_shown(content, tmp_path):
    """LEVEL UP: "draw two of their Ability Cards, select one to keep" (a Caverns start gains one free)."""
    game = bot_game_until(["fighter", "wizard"], "caverns", step_is("level_up"))
    app = open_app(tmp_path, game)
    assert app.scene.name == "level_up"
    click(app, button_for(app, "buy_ability", hero=0).center)
    assert accepted(game)[-1] == "buy_ability"
    step = game.state.pending[0]
    assert step.step == "choose_ability" and len(step.options) == 2
    assert {("ability", a) for a in step.options} <= {ref for _, ref in app.scene.card_spots()}, \
        "both drawn Ability Cards are shown"
    keep = step.options[1]
    click(app, button_for(app, "choose_ability", ability=keep).center)
    assert keep in game.state.hero_states[0].abilities


def test_a_legendary_location_shows_its_chain_and_takes_the_choice(content, tmp_path):
    """ENCOUNTERING 6: each card's letter names the next pile; the chain is laid side by side."""
    game = bot_game_until(["fighter", "wizard"], "ruins", step_is("legendary"), seeds=30)
    app = open_app(tmp_path, game)
    sc = app.scene
    assert sc.name == "legendary"
    drawn = [e.card for e in game.events if e.kind == "location_card_drawn"]
    assert ("legendary", drawn[-1]) in {ref for _, ref in sc.card_spots()}
    cmd = next(c for c in sc.commands.values() if c.kind in ("choose_location_option", "continue_location"))
    click(app, next(b for b, c in sc.commands.items() if c is cmd).rect.center)
    assert accepted(game)[-1] == cmd.kind


def _pool_at_least(cost_of: str) -> Callable[[Game], bool]:
    from game.rules import pool_xp, reference

    def ok(g: Game) -> bool:
        if g.state.phase != "exploring" or not g.state.hero_states:
            return False
        ref = reference(g)
        if cost_of == "key":
            return pool_xp(g) >= ref.key_cost
        hurt = any(hs.health < hs.max_health for hs in g.state.hero_states)
        return hurt and pool_xp(g) >= ref.healing.xp
    return ok


def test_buying_a_key_pays_with_the_clicked_xp_cards(content, tmp_path):
    """SPENDING EXPERIENCE POINTS: "Players decide together which Cards from their communal pool to
    spend"; the dialog's chosen cards are the BuyKey payment."""
    game = bot_game_until(["fighter", "wizard"], "ruins", _pool_at_least("key"), seeds=20)
    app = open_app(tmp_path, game)
    explore = app.scene
    click(app, explore.buttons["key"].rect.center)
    sc = app.scene
    assert sc.name == "payment"
    sc.picker.selected = []  # clear the suggestion: choose by clicking
    sc.changed()
    steps(app, 2)
    from game.rules import reference, xp_value
    cost, chosen = reference(game).key_cost, []
    for rect, value in list(app.scene.clicks):
        if sum(xp_value(game, c) for c in chosen) >= cost:
            break
        click(app, rect.center)
        chosen.append(app.scene.picker.cards()[value[1]])
    keys = game.state.keys
    click(app, button_for(app, "buy_key").center)
    spent = [e for e in game.events if e.kind == "xp_spent"][-1]
    assert sorted(spent.cards) == sorted(chosen) and game.state.keys == keys + 1
    assert app.scene.name == "explore", "the dialog closes once the Key is bought"


def test_buying_healing_shares_it_as_the_players_choose(content, tmp_path):
    """Healing: "Heroes get a certain number of Health points times the number of Heroes. The Players
    decide how those Health points are distributed." """
    game = bot_game_until(["fighter", "wizard"], "ruins", _pool_at_least("healing"), seeds=20)
    app = open_app(tmp_path, game)
    click(app, app.scene.buttons["heal"].rect.center)
    sc = app.scene
    assert sc.name == "payment" and sc.purpose == "healing"
    before = [hs.health for hs in game.state.hero_states]
    heal = list(sc.heal)
    click(app, button_for(app, "buy_healing").center)
    healed = [e for e in game.events if e.kind == "heroes_healed"][-1]
    assert list(healed.amounts) == [min(a, hs.max_health - b) for a, b, hs in zip(heal, before, game.state.hero_states,
                                                                              strict=True)]


def test_right_clicking_a_card_opens_its_close_up(content, tmp_path):
    game = bot_game_until(["fighter-wizard", "rogue"], "caverns", step_is("choose_item"))
    app = open_app(tmp_path, game)
    rect, ref = app.scene.card_spots()[0]
    click(app, rect.center, button=3)
    assert app.closeup.showing == ref
    steps(app, 2)
    app.screenshot(tmp_path / "closeup.png")


def test_every_move_is_autosaved_and_continue_resumes_it(content, tmp_path):
    """Saves: autosave after every accepted command; the title's Continue opens the latest campaign."""
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=4, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    session = app.scene.session
    rng = random.Random(4)
    for _ in range(12):
        if session.game.state.phase not in ("exploring", "placing"):
            break
        session.do(bot.choose(session.game, rng))
    events = len(session.game.events)
    assert session.saved_game is not None and session.save_problem is None
    app2 = App(AppOptions(saves_dir=tmp_path))
    steps(app2, 2)
    assert app2.scene.name == "title" and app2.scene.buttons["continue"].is_enabled
    click(app2, app2.scene.buttons["continue"].rect.center)
    assert app2.scenes[0].name == "explore"
    resumed = app2.scenes[0].session
    assert len(resumed.game.events) == events
    assert resumed.players == ["Ann", "Ben"], "who plays which hero is remembered"


def test_a_broken_save_shows_its_message_and_never_crashes_the_load_list(content, tmp_path):
    app = App(AppOptions(heroes=["fighter"], seed=2, saves_dir=tmp_path))
    steps(app, 2)
    folder = app.scene.session.saved_game.folder
    for log in folder.glob("*.jsonl"):
        log.write_bytes(b"\x00garbage\n")
    app2 = App(AppOptions(saves_dir=tmp_path))
    steps(app2, 2)
    click(app2, app2.scene.buttons["load"].rect.center)
    sc = app2.scene
    assert sc.name == "load"
    assert sc.summaries and sc.summaries[0].problem, "the damaged campaign is listed with its problem"
    assert not sc.open_b.is_enabled


def test_a_door_is_opened_with_an_item_or_ability_from_its_dialog(content, tmp_path):
    """DOORS: "Keys, and certain Items, Abilities or Spells are used to unlock Doors": clicking the Door
    opens its dialog, the Key and each unlocker side by side; the chosen one unlocks it."""
    game = bot_game_until(["fighter", "rogue"], "caverns",
                          lambda g: any(c.kind == "unlock_with" for c in g.legal()), seeds=30)
    app = open_app(tmp_path, game)
    cmd = next(c for c in game.legal() if c.kind == "unlock_with")
    explore = app.scene
    el = game.state.elements[cmd.element]
    click(app, explore.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).center)
    assert app.scene.name == "door"
    shown = {ref for _, ref in app.scene.card_spots()}
    assert any(ref[1] == cmd.source for ref in shown), "the unlocking card is shown"
    folder = os.environ.get("FD_SCREENSHOTS")
    if folder:
        app.screenshot(os.path.join(folder, "dialog-door.png"))
    click(app, button_for(app, "unlock_with", hero=cmd.hero, source=cmd.source).center)
    assert accepted(game)[-1] == "unlock_with"
    assert game.state.elements[cmd.element].status == "unlocked"
    assert app.scene.name != "door", "the dialog closes once the Door is open"
