"""The heuristic bot: plays only through Game.legal()/do(), chooses pairs and abilities the way a
good player would, and plays the same game for the same seed in any process."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import ActivateAbility, Game, ResolvePair, hero_abilities
from tests.kits.combat_kit import fight, play

ROOT = Path(__file__).resolve().parents[2]


def bot_until(game: Game, stop, limit: int = 50) -> list:
    """Let the bot choose (and do) commands until `stop(command)` is true; return them all."""
    rng = random.Random(0)
    done = []
    for _ in range(limit):
        cmd = bot.choose(game, rng)
        assert cmd is not None
        done.append(cmd)
        game.do(cmd)
        if stop(cmd):
            break
    return done


def test_blocks_may_always_be_chosen_and_the_bot_takes_the_block_over_a_monster_hit():
    """"If the Values match that Pair is a Block. Blocks take highest priority, meaning a Hero may
    always Choose to Resolve a Block over all other Pairs" — and a good player does, rather than
    take a Monster Hit; then uses the Block-Activated Ability the Block allows."""
    game = fight(["fighter"], "lintel-creeper", stacked={"hero:fighter": ["5", "3", "4"],
                                                         "monster_deck:light": ["5", "6"]})
    play(game, 0, 5, 3)  # 5 meets the monster's 5 (Block), 3 meets its 6 (Monster Hit)
    c = game.state.combat
    assert c is not None and c.step == "abilities"
    done = bot_until(game, lambda cmd: cmd.kind == "finish_abilities")
    resolved = [cmd for cmd in done if isinstance(cmd, ResolvePair)]
    assert resolved and resolved[0].pair == 0
    block_ids = {a.id for a in hero_abilities(game, 0) if a.trigger == "block"}
    assert any(isinstance(cmd, ActivateAbility) and cmd.ability in block_ids for cmd in done)


def test_monster_hits_must_be_chosen_over_hero_hits_so_the_bot_escapes_with_an_ability():
    """"Since Monster Hits must be Resolved over Hero Hits she must Resolve the Monster Hit, unless
    she uses an Ability to alter the outcome": with a Stored Power Card the Fighter raises the
    losing card (4 against 5 becomes a Block, or a Hit) instead of taking 5 damage."""
    game = fight(["fighter"], "lintel-creeper", stacked={"hero:fighter": ["8", "4", "3"],
                                                         "monster_deck:light": ["2", "5"]})
    play(game, 0, 8, 4)  # 8 against 2 (Hero Hit), 4 against 5 (Monster Hit)
    assert game.state.hero_states[0].stored
    before = game.state.hero_states[0].health
    done = bot_until(game, lambda cmd: cmd.kind == "finish_abilities")
    first = done[0]
    assert isinstance(first, ActivateAbility) and first.pair == 1
    # the Monster Hit would have cost 5; a Block costs nothing, a raised 6 against 5 costs 1
    assert game.state.hero_states[0].health >= before - 1


def test_the_bot_plays_a_whole_game_to_an_outcome_through_the_public_api():
    """Every command it makes is one of game.legal(); the game ends won or lost, and its log
    replays to the same state."""
    game = Game.new(heroes=["fighter", "wizard"], seed=3)
    rng = random.Random(3)
    while game.outcome is None:
        legal = game.legal()
        cmd = bot.choose(game, rng)
        assert cmd in legal
        game.do(cmd)
    assert game.outcome in ("won", "lost")
    assert Game.replay(game.events).state == game.state


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_the_bot_keeps_the_map_open_dead_ends_are_rare():
    """Dead ends lose the game ("If the heroes ... cannot place a tile ... the heroes lose"):
    placing for open squares keeps them rare — at most one in these 24 seeded solo games (the
    simulator measures about 2 % over hundreds)."""
    reasons = []
    for seed in range(100, 124):
        game = bot.play(Game.new(heroes=["fighter"], seed=seed), seed=seed)
        reasons.append(game.state.outcome_reason or "")
    assert len([r for r in reasons if r.startswith("Dead end")]) <= 1, reasons


GAME_HASH = """
import hashlib, json, sys
sys.path.insert(0, {root!r})
from game.bot import heuristic as bot
from game.rules import Game, dump
g = bot.play(Game.new(heroes=["fighter", "wizard", "rogue"], seed=11), seed=11)
print(hashlib.sha256("".join(json.dumps(dump(e), separators=(",", ":")) for e in g.events).encode()).hexdigest())
"""


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_a_seeded_bot_game_is_the_same_in_any_process():
    """Chance is decided by the seeded RNG only: no set or hash order may change a game (the
    simulator's seeded games must be reproducible)."""
    hashes = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", GAME_HASH.format(root=str(ROOT))], env=env,
                             capture_output=True, text=True, check=True)
        hashes.add(out.stdout.strip())
    assert len(hashes) == 1


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_bot_keeps_xp_it_does_not_need_for_the_level_up_abilities():
    """"Keys can be bought while Heroes are Exploring" and Abilities cost XP at the Level Up: the bot
    buys a Key only with none in hand and a Door found, and heals only someone hurt, so it does not
    pour its XP into Keys before the stairs."""
    abilities_bought = 0
    for seed in range(4):
        game = bot.play(Game.new(heroes=["fighter", "wizard"], seed=seed), seed=seed)
        for i, e in enumerate(game.events):
            if e.kind == "key_bought":
                keys = Game.replay(game.events[:i], game.content).state.keys  # the Keys in hand just before
                assert keys == 0, f"seed {seed}: a Key bought with {keys} in hand"
            if e.kind == "command_accepted" and e.command["kind"] == "buy_ability":
                abilities_bought += 1
    assert abilities_bought > 0
