"""The rules window (F2) opens on the options a game plays beside the rulebook: its tier, house
rules and talents, each in one line; the rulebook game has no such topic."""

from __future__ import annotations

from game.rules import HOUSE_RULES, TALENTS, TIERS, Game
from game.ui.overlays import IN_PLAY, options_section
from game.ui.session import Session
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import steps


def test_the_rules_window_first_shows_the_tier_and_house_rules_in_play(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.play(Session.start(["fighter"], seed=4, tier="veteran", house_rules=["knocked_out", "open_monster_deck"],
                           content=content))
    steps(app, 2)
    app.overlays.toggle_rules()
    steps(app)
    assert app.overlays._titles[0] == IN_PLAY
    shown = app.overlays._rules_text.html_text
    for line in (TIERS["veteran"].text, HOUSE_RULES["knocked_out"].text, HOUSE_RULES["open_monster_deck"].text):
        assert line in shown
    assert HOUSE_RULES["shared_power_cards"].text not in shown, "only the rules in play"


def test_a_heros_talent_is_named_with_the_hero_and_the_rulebook_game_adds_no_topic(content):
    game = Game.new(heroes=["fighter", "wizard"], seed=1, talents={1: ["tough"]}, content=content)
    _, body = options_section(game)
    assert body == f"{content.heroes['wizard'].name}'s talent, {TALENTS['tough'].name}: {TALENTS['tough'].text}"
    assert options_section(Game.new(heroes=["fighter"], seed=1, content=content)) is None


def test_the_combat_view_shows_the_open_monster_decks_top_card_only_under_the_house_rule(content, tmp_path):
    """Open Monster deck: the deck's top card is drawn face up on the pile (hover: the card); the
    rulebook game keeps it hidden."""
    import random

    from game.bot import heuristic as bot

    shown = {}
    for rules in (["open_monster_deck"], []):
        app = open_app(tmp_path, (1280, 720), 1.0)
        session = Session.start(["fighter"], seed=18, house_rules=rules, content=content)
        rng = random.Random(18)
        while session.game.state.phase != "combat":
            session.game.do(bot.choose(session.game, rng))
        session.catch_up()
        session.story.clear()
        app.play(session)
        steps(app, 30)
        while app.scene.name != "combat" and len(app.scenes) > 1:
            app.scenes.pop().leave()
            steps(app, 5)
        view = app.scene.view if hasattr(app.scene, "view") else app.scene
        top = next_monster_cards_of(session.game)
        shown[bool(rules)] = [what for _, what in view.spots if what == ("action", top)]
    assert shown[True] and not shown[False]


def next_monster_cards_of(game: Game) -> str:
    """The light deck's top card (the rules' own question, asked with the house rule on)."""
    deck = game.state.combat.foes[0].deck
    return game.state.monster_decks[deck].draw[0]


def test_a_knocked_out_hero_is_marked_in_the_explore_panel_until_revived(content, tmp_path):
    import random

    from game.bot import heuristic as bot

    # seed 5: the first whose lone Fighter is knocked out and explores on (found by playing seeds 1, 2, ...)
    game = Game.new(["fighter"], seed=5, house_rules=["knocked_out"], content=content)
    rng = random.Random(5)
    while not game.state.knocked_out or game.state.phase != "exploring":
        game.do(bot.choose(game, rng))
    app = open_app(tmp_path, (1280, 720), 1.0)
    session = Session(game=game, players=["Player 1"])
    session.catch_up()
    session.story.clear()
    app.play(session)
    steps(app, 3)
    view = getattr(app.scene, "view", app.scene)
    assert "knocked out" in view._hero_facts(0)
    game.state.knocked_out = []
    assert "knocked out" not in view._hero_facts(0)
