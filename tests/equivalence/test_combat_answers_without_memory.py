"""Combat's speed caches never change an answer: the bot's scores and the legal commands come out
the same when everything remembered across decisions and games is forgotten first."""

from __future__ import annotations

import pytest

from game.bot import combat as bot_combat
from game.bot.heuristic import Position, score_command
from game.rules import Game
from game.rules.areas.combat.legal import legal_combat
from game.rules.areas.heroes import hero_abilities, hero_armor, hero_bonus_damage, hero_kit
from game.rules.fast.tables import TABLES
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def forget() -> None:
    for cache in (bot_combat._PLAY_VALUES, bot_combat._BLOCKS, bot_combat._FOES, bot_combat._DECK_VALUES,
                  TABLES["heroes.kit"].store, TABLES["combat.ability_shape"].store):
        cache.clear()
    bot_combat._KEPT.clear()  # the Judge kept from the last decision (judge_of) too


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_scores_and_legal_commands_are_the_same_with_the_caches_forgotten() -> None:
    checked = 0
    for seed in range(3):
        for game in bot_positions(Game.new(heroes=PARTIES[seed], seed=seed), seed):
            if game.state.phase == "combat":
                legal = game.legal()
                warm = [score_command(game, c, Position(game)) for c in legal]
                forget()
                assert legal_combat(game) == legal
                assert [score_command(game, c, Position(game)) for c in legal] == warm
                checked += 1
    assert checked > 100


def test_hero_kit_sums_follow_the_abilities_the_hero_has_now() -> None:
    game = Game.new(heroes=["fighter", "wizard"], seed=1)
    for h in range(2):
        abilities = hero_abilities(game, h)
        passive = [e for a in abilities if a.trigger == "passive" for e in a.effects]
        assert hero_armor(game, h) == sum(e.amount for e in passive if e.op == "armor")
        assert hero_bonus_damage(game, h) == sum(e.amount for e in passive if e.op == "bonus_damage")
        assert all(hero_kit(game, h).by_id[a.id] is next(b for b in abilities if b.id == a.id) for a in abilities)
    # an item equipped later gives its abilities (the remembered kit is keyed by what is equipped)
    hs = game.state.hero_states[0]
    item = next(i for i, d in game.content.items.items() if getattr(d, "abilities", None))
    before = len(hero_abilities(game, 0))
    hs.equipped.append(item)
    assert len(hero_abilities(game, 0)) == before + len(game.content.items[item].abilities)
    hs.equipped.remove(item)
    assert len(hero_abilities(game, 0)) == before
