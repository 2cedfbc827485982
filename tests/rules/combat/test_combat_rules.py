"""Combat rules beyond the rulebook's worked examples: setup, two Monster Cards, drawing, monster
Power Cards, return-damage avoidance, armor, Hordes, the Final Entity, Stair Guardians, the Saurian."""

from __future__ import annotations

import random

from game.rules import AssignMonsters, AvoidReturnDamage, FinishAbilities, Game, ResolvePair, foe_armor, scenario
from game.rules.areas.combat.events import CombatStarted, HandShort, MonsterDeckReshuffled
from game.rules.areas.combat.table import entity_defeated
from tests.kits.combat_kit import conservation_problem, fight, play, play_out, sensible


def test_monster_health_uses_the_value_for_the_number_of_heroes() -> None:
    """"Use the first Value if you're playing with one Hero, the second ... two ... third ... three.\""""
    for heroes, hp in ((["fighter"], 9), (["fighter", "wizard"], 18), (["fighter", "wizard", "rogue"], 27)):
        game = fight(heroes, "lintel-creeper")
        assert game.state.combat.foes[0].health == [hp]


def test_drawn_power_cards_are_stored_and_do_not_count_toward_the_hand() -> None:
    game = fight(["rogue"], "lintel-creeper", stacked={"hero:rogue": ["power", "4", "5", "6"]})
    hs = game.state.hero_states[0]
    assert len(hs.hand) == 3 and len(hs.stored) == 2  # the drawn power card went back to Stored


def test_monster_power_card_is_set_aside_replaced_and_activates_once_per_round() -> None:
    """"move the Power Card aside and Draw a new Monster Action Card to Replace it" ... "If a Monster
    Draws two Power Cards in a Round, Discard the second Power Card without effect.\""""
    game = fight(["fighter"], "lintel-creeper",
                 stacked={"hero:fighter": ["5", "6", "3"], "monster_deck:light": ["power", "power", "2", "3"]})
    hp = game.state.hero_states[0].health
    play(game, 0, 5, 6)
    front = game.state.combat.fronts[0]
    assert len(front.set_aside) == 2 and [s.monster for s in front.slots] == ["light:2a", "light:3a"]
    assert game.state.hero_states[0].health == hp - 2  # Falling Masonry once, not twice


def test_listed_power_abilities_are_used_in_turn() -> None:
    """"Resolve the first listed Ability the first time ... the next Ability in the list.\""""
    game = fight(["fighter"], "candle-eyed-hermit",
                 stacked={"hero:fighter": ["8", "7", "6", "8", "7"],
                          "monster_deck:medium": ["power", "3", "3", "power", "3", "3"]})
    hp = game.state.hero_states[0].health
    play(game, 0, 8, 7)
    assert game.state.hero_states[0].health == hp - 3  # Hot Wax
    game.do(ResolvePair(hero=0, front=0, pair=0))
    game.do(FinishAbilities(hero=0))
    hermit = game.state.combat.foes[0]
    assert hermit.health == [11 - 8]
    play(game, 0, 8, 7)
    assert game.state.combat.foes[0].health == [11 - 8 + 3]  # Relight


def test_killing_the_monster_alone_avoids_all_return_damage() -> None:
    """"If a Hero killed the Monster just by applying their own Damage, ALL Heroes avoid ANY Return
    Damage this Round.\""""
    game = fight(["fighter"], "tomb-moths", stacked={"hero:fighter": ["8", "7", "3"],
                                                     "monster_deck:light": ["2", "2"]})
    hp = game.state.hero_states[0].health
    play(game, 0, 8, 7)
    game.do(ResolvePair(hero=0, front=0, pair=0, target=0))
    game.do(FinishAbilities(hero=0))
    assert game.state.hero_states[0].health == hp  # 8 vs 2 would return 6
    # Horde: 8 damage kills moth 0 (2 health) and the excess carries to others
    assert sum(1 for h in game.state.combat.foes[0].health if h == 0) == 4


def test_shared_kill_lets_the_heroes_choose_one_hero_to_avoid_return_damage() -> None:
    """"If more than one Hero contributed to the amount needed to kill the Monster, only one of those
    involved may Avoid Return Damage. In that case, the Heroes decide which Hero.\""""
    game = fight(["fighter", "rogue"], "dust-sentry",
                 stacked={"hero:fighter": ["8", "4", "6", "3", "7"], "hero:rogue": ["7", "3", "4", "2", "5"],
                          "monster_deck:light": ["2", "3", "2", "2", "5", "3", "3", "2"]})
    assert game.state.combat.foes[0].health == [20]  # Armor 1
    f_hp, r_hp = (hs.health for hs in game.state.hero_states)
    play(game, 0, 8, 4)
    play(game, 1, 7, 3)
    for h in (0, 1):
        game.do(ResolvePair(hero=h, front=h, pair=0))
        game.do(FinishAbilities(hero=h))
    assert game.state.combat.foes[0].health == [20 - 7 - 6]
    assert [hs.health for hs in game.state.hero_states] == [f_hp - 6, r_hp - 5]
    play(game, 0, 6, 3)
    play(game, 1, 4, 2)
    for h in (0, 1):
        game.do(ResolvePair(hero=h, front=h, pair=0))
        game.do(FinishAbilities(hero=h))
    assert game.state.combat.step == "avoid"  # 5 + 2 damage killed it together
    assert {c.hero for c in game.legal()} == {0, 1}
    game.do(AvoidReturnDamage(hero=1))
    assert [hs.health for hs in game.state.hero_states] == [f_hp - 6 - 1, r_hp - 5]
    assert game.state.phase == "exploring" and game.state.xp_pool == ["dust-sentry"]


def test_two_monster_cards_are_assigned_to_different_heroes() -> None:
    """"If possible, each Monster Card must be assigned to a different Hero. The players decide.\""""
    game = Game.new(heroes=["fighter", "wizard", "rogue"], seed=5,
                    stacked={"monsters:ruins": ["lintel-creeper", "dust-sentry"]})
    _start_two(game)
    options = [c for c in game.legal() if c.kind == "assign_monsters"]
    assert len(options) == 6 and all(set(c.foes) == {0, 1} for c in options)
    game.do(AssignMonsters(foes=[0, 1, 1]))
    c = game.state.combat
    assert c.facing == [[0], [1], [1]] and c.step == "play"


def _start_two(game: Game) -> None:
    """Start a fight with the two Monster Cards on top of the pile (as an element with two icons does)."""
    scenario.monster_fight(game, game.state.monster_piles["ruins"][:2], seed=1)


def test_a_lone_hero_fights_both_monster_cards_doing_steps_1_and_2_for_each() -> None:
    game = Game.new(heroes=["fighter"], seed=5, stacked={"monsters:ruins": ["lintel-creeper", "dust-sentry"]})
    _start_two(game)
    c = game.state.combat
    assert c.facing == [[0, 1]] and len(c.fronts) == 2
    game.do(next(x for x in game.legal() if x.kind == "play_cards"))
    assert c.fronts[0].hero_done and not c.fronts[1].hero_done
    assert len(game.state.hero_states[0].hand) == 3  # drew up to 3 again for the second monster
    game.do(next(x for x in game.legal() if x.kind == "play_cards"))
    assert c.step in ("abilities", "place") or game.outcome
    resolves = {x.front for x in game.legal() if x.kind == "resolve_pair"}
    assert resolves == {0, 1}


def test_armor_reduces_each_application_of_damage() -> None:
    """Dust-Choked Sentry has Armor 1: an 8-card Hero Hit deals 7."""
    game = fight(["fighter"], "dust-sentry", stacked={"hero:fighter": ["8", "7", "3"],
                                                      "monster_deck:light": ["2", "2"]})
    play(game, 0, 8, 7)
    game.do(ResolvePair(hero=0, front=0, pair=0))
    game.do(FinishAbilities(hero=0))
    assert game.state.combat.foes[0].health == [10 - 7]


def test_hand_short_procedure_plays_from_hand_then_reshuffles() -> None:
    """"they must first Play from any Cards currently in their Hand ... shuffle their Discard to form
    a new Draw Pile, and Draw up to a total of 3 Cards, including the Card or Cards they have just
    played.\""""
    seen = 0
    for seed in range(6):
        game = fight(["fighter"], "fallen-colossus-hand", seed=seed)
        rng = random.Random(seed)
        while game.state.phase == "combat" and game.outcome is None:
            legal = game.legal()
            if game.state.combat.short[0] and game.state.combat.step == "play":
                hs = game.state.hero_states[0]
                hand = list(hs.hand)
                plays = [c for c in legal if c.kind == "play_cards"]
                assert plays and all(set(c.cards) <= set(hand) for c in plays)
                game.do(plays[0])
                c = game.state.combat
                if c is not None and c.step == "play":  # still to play: hand refilled to a total of 3
                    assert len(c.fronts[0].slots) + len(hs.hand) == 3
                assert any(isinstance(e, HandShort) for e in game.events)
                seen += 1
                continue
            game.do(sensible(game, legal, rng))
    assert seen, "no fight ran the deck down"


def test_monster_decks_persist_and_reshuffle_only_when_a_draw_finds_them_empty() -> None:
    """"The Hero and Monster Action Card decks do not reshuffle after Combat" ... "If the Monster needs
    to Draw a Card but there are none left in their Draw Pile, shuffle their Discard.\""""
    reshuffles = 0
    for seed in range(3):
        game = fight(["fighter"], "fallen-colossus-hand", seed=seed)
        play_out(game, sensible, seed=seed)
        if game.outcome is None:
            assert game.state.monster_decks["heavy"].discard  # kept after the fight
        game = Game.new(heroes=["fighter", "wizard", "rogue"], seed=seed)  # long fight, 6 cards a round
        scenario.final_entity_fight(game, seed=seed)
        play_out(game, sensible, seed=seed)
        for i, e in enumerate(game.events):
            if isinstance(e, MonsterDeckReshuffled):
                before = Game.replay(game.events[:i], game.content)
                assert before.state.monster_decks[e.deck].draw == []
                reshuffles += 1
    assert reshuffles


def test_stair_guardian_fight_from_the_entry_point() -> None:
    game = Game.new(heroes=["fighter", "rogue"], seed=4, stacked={"guardians:ruins": ["ossuary-matron"]})
    scenario.stair_guardian_fight(game)
    c = game.state.combat
    assert c.kind == "stair_guardian" and c.foes[0].health == [28]
    assert "ossuary-matron" not in game.state.guardian_piles["ruins"]
    play_out(game, sensible, seed=1)
    won = [e for e in game.events if e.kind == "combat_won"]
    assert game.outcome == "lost" or (won and won[0].combat == "stair_guardian"
                                      and "ossuary-matron" in game.state.xp_pool)


def test_final_entity_is_one_foe_of_four_parts_beaten_by_two_heads_or_head_and_body() -> None:
    game = Game.new(heroes=["fighter", "wizard"], seed=4,
                    stacked={"entity": ["head-of-embers", "head-of-iron", "body-of-scales"]})
    scenario.final_entity_fight(game)
    c = game.state.combat
    foe = c.foes[0]
    assert foe.parts == ["head-of-embers", "head-of-iron", "body-of-scales", "tail-of-the-maw"]
    assert c.facing == [[0], [0]]  # not assigned to different heroes: one enemy
    assert foe_armor(game, foe, 2) == 2 and foe_armor(game, foe, 0) == 0  # armor protects its part only
    foe2 = foe.model_copy(deep=True)
    foe2.health[0] = 0
    assert not entity_defeated(game, foe2)
    foe2.health[3] = 0
    assert not entity_defeated(game, foe2)
    foe2.health[2] = 0
    assert entity_defeated(game, foe2)
    play_out(game, sensible, seed=3)
    assert game.outcome in ("won", "lost")


def test_final_entity_offers_27_configurations() -> None:
    game = Game.new(heroes=["fighter"], seed=0)
    seen = set()
    for i in range(400):
        g = Game.replay(game.events, game.content)
        scenario.final_entity_fight(g, seed=i)
        seen.add(tuple(g.state.combat.foes[0].parts))
    assert len(seen) == 27


def test_crazed_bipedal_saurian_is_set_aside_until_shuffled_in() -> None:
    game = Game.new(heroes=["fighter"], seed=1, ecology="caverns")
    assert "crazed-bipedal-saurian" in game.state.monster_set_aside
    assert "crazed-bipedal-saurian" not in game.state.monster_piles["caverns"]
    game = fight(["fighter", "wizard", "rogue"], "cracked-egg-clutch", ecology="caverns", seed=3)
    play_out(game, sensible, seed=5)
    if game.outcome is None:
        assert "crazed-bipedal-saurian" in game.state.monster_piles["caverns"]
        assert not game.state.monster_set_aside


def test_winning_a_fight_defeats_the_element_and_pools_xp() -> None:
    game = fight(["fighter", "wizard"], "lintel-creeper", seed=8)
    element = game.state.combat.element
    play_out(game, sensible, seed=8)
    assert game.outcome is None
    assert game.state.phase == "exploring" and game.state.elements[element].status == "defeated"
    assert game.state.xp_pool == ["lintel-creeper"]
    assert conservation_problem(game) is None


def test_combat_started_reveals_and_hidden_piles_stay_in_state_only() -> None:
    assert CombatStarted.reveals
    assert AvoidReturnDamage(hero=0).kind == "avoid_return_damage"
