"""The combat table driven by real pygame mouse events under SDL's dummy driver."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules import Game  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.scenes.explore import ExploreScene  # noqa: E402
from game.ui.session import Session  # noqa: E402

combat_flow = pytest.importorskip("game.rules.areas.combat.flow", reason="the combat rules (issue 3) are not in yet")
pytest.importorskip("game.rules.areas.combat.setup", reason="the combat rules (issue 3) are not in yet")


def game_in_combat() -> Game:
    """A two-hero game played by the bot up to its first fight."""
    from game.bot import heuristic as bot
    for seed in range(20):
        game = Game.new(["fighter", "wizard"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.state.phase != "combat":
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
        if game.state.phase == "combat":
            return game
    pytest.skip("no bot game reached a fight")


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step(1 / 60)
    app.step(1 / 60)


def test_a_combat_round_is_played_hero_by_hero_with_the_mouse(content, tmp_path):
    """COMBAT STEPS: each hero plays its cards (one PlayCards per hero, a "ready" each), then each
    hero chooses the Combat Pair to resolve; the table offers exactly what game.legal() lists."""
    game = game_in_combat()
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    assert app.scene.name == "combat", "a fight opens the combat table over the map"
    table = app.scene
    start_round = game.state.combat.round
    played_by = []
    for _ in range(len(game.state.heroes)):
        hero = table.deciding_hero()
        options = table.play_options(hero)
        if not options:
            break
        wanted = list(options[0])
        for card in wanted:
            rect = next(r for r, c in table.hand_rects if c == card and c not in table.selected)
            click(app, rect.center)
        assert sorted(table.selected) == sorted(wanted)
        assert table.play_button.is_enabled, "Ready is enabled once a legal play is selected"
        click(app, table.play_button.rect.center)
        played_by.append(hero)
        played = [e for e in game.events if e.kind == "cards_played"]
        assert played and played[-1].hero == hero
    assert sorted(played_by) == list(range(len(game.state.heroes))), "every hero played, one by one"
    # resolve: click the labelled pairs (or the listed choices) until the round ends
    for _ in range(40):
        if game.state.phase != "combat" or game.state.combat.round != start_round:
            break
        app.step(1 / 60)
        if app.scene is not table:
            break
        buttons = {c.kind: b for b, c in reversed(table.action_buttons)}
        if table.pair_rects and "resolve_pair" not in buttons:
            click(app, table.pair_rects[0][0].center)  # a labelled pair on the table
        elif "resolve_pair" in buttons:
            click(app, buttons["resolve_pair"].rect.center)  # which individual takes the damage
        elif buttons:
            kind = next((k for k in ("finish_abilities", "avoid_return_damage", "place_monster_card") if k in buttons),
                        next(iter(buttons)))
            click(app, buttons[kind].rect.center)
        else:
            break
    kinds = [e.kind for e in game.events]
    assert "resolve_pair" in [e.command["kind"] for e in game.events if e.kind == "command_accepted"]
    assert "round_ended" in kinds or "combat_won" in kinds or game.outcome is not None


def test_pairs_show_the_damage_each_choice_would_deal_and_take(content, tmp_path):
    """Each Combat Pair is labelled Block / Monster Hit / Hero Hit with its damage before committing."""
    from game.ui.combat_preview import pair_numbers
    game = game_in_combat()
    rng = random.Random(3)
    from game.bot import heuristic as bot
    while game.state.phase == "combat" and game.state.combat.step == "play":
        game.do(bot.choose(game, rng))
    c = game.state.combat
    if c is None or not c.fronts:
        pytest.skip("the fight ended before any pair was shown")
    seen = set()
    for front in c.fronts:
        for slot in front.slots:
            preview = pair_numbers(game, front, slot)
            if preview is None:
                continue
            kind, deal, take = preview
            assert kind == combat_flow.pair_kind(slot)
            seen.add(kind)
            assert deal >= 0 and take >= 0
            if kind == "block":
                assert (deal, take) == (0, 0), "a Block deals and takes nothing"
    assert seen


def test_the_engine_pair_preview_matches_the_damage_then_dealt(content):
    """COMBAT STEPS 5: the preview on a pair (combat_flow.pair_preview) is what resolving it deals to
    the monster and the hero, when no ability changes the round."""
    from game.bot import heuristic as bot
    from game.rules import pair_preview
    checked = 0
    for seed in range(30):
        game = Game.new(["fighter"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and checked < 3:
            c = game.state.combat
            if c is not None and c.step == "abilities" and len(c.fronts) == 1 and c.fronts[0].chosen is None:
                front = c.fronts[0]
                choice = next((cmd for cmd in game.legal() if cmd.kind == "resolve_pair" and cmd.target is None), None)
                if choice is None:
                    game.do(bot.choose(game, rng))
                    continue
                preview = pair_preview(game, front, front.slots[choice.pair])
                start = len(game.events)
                game.do(choice)
                finish = next((cmd for cmd in game.legal() if cmd.kind == "finish_abilities"), None)
                if finish is not None:
                    game.do(finish)
                new = game.events[start:]
                if any(e.kind in ("ability_activated", "return_damage_choice") for e in new):
                    continue
                to_foe = sum(e.amount for e in new if e.kind == "damage_dealt" and e.to == "foe")
                to_hero = sum(e.amount for e in new if e.kind == "damage_dealt" and e.to == "hero")
                assert to_foe == preview.deal, (preview, to_foe)
                killed = any(e.kind == "foe_defeated" for e in new)
                avoided = killed and preview.kind == "hero" and to_hero == 0  # a lone kill avoids Return Damage
                assert to_hero == preview.take or avoided, (preview, to_hero)
                checked += 1
                continue
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
        if checked >= 3:
            return
    assert checked, "no fight reached a pair to compare"


def test_played_cards_fly_to_the_table_and_a_click_lands_them(content, tmp_path):
    """Short, skippable animations: a hero's played cards move from the hand to their slots at the
    animation speed set; any click lands every moving card at once."""
    game = game_in_combat()
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=tmp_path))
    app.settings.anim_speed = 1.0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    table = app.scene
    assert table.name == "combat"
    hero = table.deciding_hero()
    for card in table.play_options(hero)[0]:
        click(app, next(r for r, c in table.hand_rects if c == card and c not in table.selected).center)
    click(app, table.play_button.rect.center)
    assert table.flights, "the played cards are on their way to the table"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(1 / 60)
    assert not table.flights, "a click lands them"


def test_ability_buttons_say_what_they_do_and_why_they_are_disabled(content, tmp_path):
    """Abilities are buttons enabled only when usable; the tooltip gives the text, the cost and the
    engine's reason (during Play Cards: abilities come after the cards are evaluated)."""
    game = game_in_combat()
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    table = app.scene
    assert game.state.combat.step == "play" and table.ability_buttons
    for button, ability, _hero in table.ability_buttons:
        assert not button.is_enabled, "no ability is activated while cards are being played"
        assert "Step 4" in button.tool_tip_text, button.tool_tip_text
        from game.ui.labels import ability_name
        assert ability_name(game, ability) in button.text, "the button carries the whole name"
        assert ability_name(game, ability) in button.tool_tip_text
