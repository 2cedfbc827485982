"""The bot's Legendary Location judgement (game/bot/legendary.py): it builds each Ecology's long rune
chain, keeps a shorter pattern from breaking a growing chain, and at a choice on the way to a Fabled
Blade rows on toward it when the party can pay the way, and turns back when hurt."""

from __future__ import annotations

from game.bot import heuristic as bot
from game.bot import legendary as bot_legendary
from game.bot.legendary import CHAIN_STEP, CHAIN_WAIT, ChainOutlook, growing_chain_nodes, location_score
from game.rules import Encounter, Game, scenario
from game.rules.areas.legendary import ChooseLocationOption, ContinueLocation
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.tilekit import CROSS, tile


def _procession() -> Game:
    """The Ruins' long chain (end S, 90-degree NE, double EW, end W) begun: the Entry's S node meets
    the N node of a 90-degree tile below it; a double-node tile and an end tile are still to come."""
    tiles = [entry(["S"]), tile("ruins-bend", nodes=["N", "E"]), tile("ruins-double", nodes=["W", "E"]),
             tile("ruins-end", nodes=["W"])]
    game = game_on(tiles, ["ruins-bend", "ruins-double", "ruins-end"])
    place(game, 0, 1)
    return game


def test_a_placement_that_lays_a_tile_into_the_long_chain_scores_for_each_tile_in_place():
    game = _procession()
    chain = ChainOutlook(game)
    assert chain.pattern is not None and chain.pattern.number == bot_legendary.CHAIN
    # east of the bend, its W node facing the bend's E node: three of the four tiles in place
    assert chain.progress("ruins-double", 1, 1, 0) == 2 * CHAIN_STEP
    # west of the bend there is no node to meet: nothing gained
    assert chain.progress("ruins-double", -1, 1, 0) == 0.0
    # a tile without nodes never adds to the chain
    assert chain.progress("ruins-end", 1, 1, 1) < 2 * CHAIN_STEP


def test_a_shorter_pattern_waits_while_its_nodes_would_break_a_growing_chain():
    """The Entry-bend node pair is also the Twin Seals (two ends node to node): Encountering it would
    lay Encounter Tokens on the nodes the Long Procession needs, so it waits while tiles are to come."""
    game = _procession()
    seals = [eid for eid, m in game.state.legendary.matches.items() if m.pattern == 3]
    assert seals, "the node pair is discovered as the Twin Seals"
    pair = {tuple(n) for n in game.state.legendary.matches[seals[0]].nodes}
    assert pair <= growing_chain_nodes(game)
    assert location_score(game, seals[0], 1.1) == CHAIN_WAIT
    assert bot.encounter_score(game, Encounter(element=seals[0])) == CHAIN_WAIT
    # the stairs still score below it: the location is never lost by waiting
    stairs = [eid for eid, el in game.state.elements.items() if el.kind == "stairs"]
    for eid in stairs:
        assert bot.encounter_score(game, Encounter(element=eid)) < CHAIN_WAIT


def test_the_chain_once_discovered_is_encountered_before_anything_else_it_competes_with():
    game = _procession()
    place(game, 1, 1)
    place(game, 2, 1)
    chain = [eid for eid, m in game.state.legendary.matches.items() if m.pattern == bot_legendary.CHAIN]
    assert chain, "the Long Procession is discovered"
    others = [eid for eid, m in game.state.legendary.matches.items() if m.pattern != bot_legendary.CHAIN]
    top = bot.encounter_score(game, Encounter(element=chain[0]))
    assert all(bot.encounter_score(game, Encounter(element=o)) < top for o in others)
    assert bot.choose(game, __import__("random").Random(0)) == Encounter(element=chain[0])


def _at_the_fork(heroes=("fighter",)) -> Game:
    """The Caverns' Boat and the Blade Encountered, its cards drawn up to the Fork in the Dark River
    (Row toward the cold light: 4 damage to each hero, then Skein; Steer for the shore: no blade)."""
    tiles = [entry(["S"], "caverns", elements=[("boat", 1, 1)]),
             tile("caverns-sword", CROSS, [("sword", 2, 2)], nodes=["N"], ecology="caverns")]
    game = game_on(tiles, ["caverns-sword"], ecology="caverns", heroes=heroes,
                   stacked={"legendary:caverns:4": ["caverns-ll-4-boat-stirs"]})
    place(game, 0, 1)
    chain = next(eid for eid, m in game.state.legendary.matches.items() if m.pattern == 4)
    game.do(Encounter(element=chain))
    while not any(c.kind == "choose_location_option" for c in game.legal()):
        game.do(ContinueLocation())
    assert game.state.pending[0].card == "caverns-ll-4a2-fork"
    return game


def _hands_free(game: Game) -> None:
    """Test setup: the hero's starting items go to his pack, both hands free."""
    hero = game.state.hero_states[0]
    scenario.set_items(game, 0, equipped=[], unequipped=hero.unequipped + hero.equipped)


def test_a_healthy_party_with_a_free_hand_rows_toward_the_fabled_blade():
    game = _at_the_fork()
    _hands_free(game)
    blade, shore = (bot.score_command(game, ChooseLocationOption(option=i)) for i in (0, 1))
    assert blade > shore
    game.do(bot.choose(game, __import__("random").Random(0)))
    while game.state.phase == "resolving" and game.outcome is None:
        game.do(bot.choose(game, __import__("random").Random(0)))
    assert any(e.kind == "item_gained" and e.item == "fabled-blade-1" for e in game.events)


def test_a_party_with_both_hands_full_still_rows_toward_the_fabled_blade():
    # the Fabled Blades need no hand (balance, docs/balance.md): a hero whose hands are full can take one
    game = _at_the_fork()
    _hands_free(game)
    hero = game.state.hero_states[0]
    hero.equipped = ["quarry-maul"]  # test setup: a two-handed maul in both hands
    hero.unequipped = [i for i in hero.unequipped if i != "quarry-maul"]
    blade, shore = (bot.score_command(game, ChooseLocationOption(option=i)) for i in (0, 1))
    assert blade > shore


def test_a_party_the_way_would_leave_hurt_steers_for_the_shore():
    game = _at_the_fork()
    _hands_free(game)
    hero = game.state.hero_states[0]
    scenario.set_health(game, 0, hero.max_health // 2 + 3)  # 4 more damage would leave him below 60 %
    blade, shore = (bot.score_command(game, ChooseLocationOption(option=i)) for i in (0, 1))
    assert shore > blade


def test_a_choice_with_no_blade_on_either_way_is_left_to_chance():
    game = _at_the_fork()
    game.state.pending[0].card = "caverns-ll-2b1-coil"  # test setup: the Coiled Root's choice instead
    game.state.pending[0].pattern = 2
    assert {bot.score_command(game, ChooseLocationOption(option=i)) for i in (0, 1)} == {0.0}
