"""Issue 36: a story choice's log lines (the choice offered, the option chosen, the XP spent on it) name
its title, passage and option in the player's language, from the cards catalogue, as its panel does."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.i18n import content_text, set_language
from game.rules import Game, describe, parse_event


def test_xp_spent_on_a_story_choice_names_it_in_german() -> None:
    game = Game.new(["fighter"], seed=1)
    spent = parse_event({"kind": "xp_spent", "cards": [], "value": 3, "cost": 3, "purpose": "The Door of Names"})
    set_language("de")
    try:
        assert describe(game, spent) == "Die Helden geben 3 EP aus für: Die Tür der Namen."
    finally:
        set_language("en")
    assert describe(game, spent) == "The heroes spend 3 XP on The Door of Names."


def first_choice_made(seed: int = 5) -> Game:
    """A seeded story-mode game played by the bot through Game.do() until it has made a story choice."""
    game = Game.new(["fighter", "wizard"], seed=seed, story_mode=True)
    rng = random.Random(seed)
    while not any(e.kind == "story_option_chosen" for e in game.events[-4:]):
        cmd = bot.choose(game, rng)
        assert cmd is not None and game.outcome is None, "the seeded game makes a story choice"
        game.do(cmd)
    return game


def test_a_story_choice_offered_and_chosen_is_told_in_german() -> None:
    set_language("en")
    game = first_choice_made()
    offered = [e for e in game.events if e.kind == "story_choice_offered"][-1]
    choice = game.content.story_choices[offered.choice]  # type: ignore[attr-defined]
    chosen = [e for e in game.events if e.kind == "story_option_chosen"][-1]
    label = choice.options[chosen.option].label  # type: ignore[attr-defined]
    set_language("de")
    try:
        title, text, option = (content_text(w, choice.id) for w in (choice.title, choice.text, label))
        assert title != choice.title and option != label
        assert describe(game, offered) == f"{title}: {text}"
        told = describe(game, chosen)
        assert told is not None and told.startswith(f"Die Helden wählen: {option} (Kosten: "), told
    finally:
        set_language("en")
    assert describe(game, offered) == f"{choice.title}: {choice.text}"
