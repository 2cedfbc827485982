"""The bot in story mode: its judgement of a story choice (game/bot/story.py) plays whole games to
the end, and weighs each option's cost and reward by the party's state."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.bot.story import story_option_score
from game.rules import Command, Game
from tests.kits.story_kit import at_choice, option_commands, with_events


def choose(game: Game, rng: random.Random) -> Command | None:
    """bot.choose, with bot_story judging story choices (the hook bot.score_command gets)."""
    legal = game.legal()
    story = [c for c in legal if c.kind == "choose_story_option"]
    if story:
        return max(story, key=lambda c: story_option_score(game, c))
    return bot.choose(game, rng)


def test_a_story_mode_bot_game_finishes_with_every_choice_made() -> None:
    game = Game.new(["fighter", "wizard", "rogue"], seed=5, story_mode=True)
    rng = random.Random(5)
    for _ in range(20000):
        cmd = choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    assert game.outcome in ("won", "lost")
    offered = sum(e.kind == "story_choice_offered" for e in game.events)
    chosen = sum(e.kind == "story_option_chosen" for e in game.events)
    assert offered >= 2 and chosen == offered


def test_hurt_heroes_take_the_healing_and_healthy_ones_the_xp() -> None:
    met = at_choice("legendary:ruins")  # a Key for 3 health each, or 1 health each for 2 XP
    game = with_events(met, {"kind": "heroes_healed", "cause": "a test",  # the heroes at full health
                             "amounts": [hs.max_health - hs.health for hs in met.state.hero_states]})
    healthy = max(option_commands(game, 0) + option_commands(game, 1), key=lambda c: story_option_score(game, c))
    assert healthy.option == 1  # type: ignore[attr-defined]
    hurt = [hs.health - 2 for hs in game.state.hero_states]
    low = with_events(game, {"kind": "heroes_hurt", "amounts": hurt, "cause": "a test"})
    best = max(option_commands(low, 0) + option_commands(low, 1), key=lambda c: story_option_score(low, c))
    assert best.option == 0  # type: ignore[attr-defined]
