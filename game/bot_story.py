"""The bot's judgement of a story choice (story mode, issue 17): each option's reward less its
cost, weighed by the party's state (health matters more the more hurt the heroes are, Keys more
with none in hand, an Item is worth most). The rules list only affordable options.

Hooked into bot.score_command by one line:
    if cmd.kind == "choose_story_option": return story_option_score(game, cmd)
"""

from __future__ import annotations

from game.rules import Command, Game, Stakes, current_choice

ITEM = 2.0  # an Item drawn: a card for the deck, or XP to spend later
SPELLS = 0.6  # every hero's Spells back (worth less when few are spent)
PER_KEY = 0.5
PER_XP = 0.3
EQUIPPED_SPENT = 1.5  # paying with an equipped Item loses what it does


def health_value(game: Game, amount: int, gained: bool) -> float:
    """Health healed (only the missing health counts) or lost, summed over the heroes; each point
    weighs more the lower the hero's health."""
    value = 0.0
    for hs in game.state.hero_states:
        share = hs.health / max(1, hs.max_health)
        weight = 0.4 + 1.2 * (1 - share)
        if gained:
            value += weight * min(amount, hs.max_health - hs.health)
        else:
            value -= (weight + 0.4) * amount  # lost health is nearer the end than healed health is
    return value


def stakes_value(game: Game, stakes: Stakes, gained: bool) -> float:
    sign = 1.0 if gained else -1.0
    value = health_value(game, stakes.health, gained) if stakes.health else 0.0
    if stakes.keys:
        scarce = 1.5 if game.state.keys <= stakes.keys else 1.0
        value += sign * PER_KEY * stakes.keys * scarce
    if stakes.xp:
        value += sign * PER_XP * stakes.xp
    if stakes.item:
        value += ITEM
    if stakes.spells:
        value += SPELLS
    return value


def story_option_score(game: Game, cmd: Command) -> float:
    """Higher is better: the option's reward less its cost now, less what an equipped Item paid
    away would have done."""
    choice = current_choice(game)
    option: int = cmd.option  # type: ignore[attr-defined]
    if choice is None or not 0 <= option < len(choice.options):
        return -3.0
    opt = choice.options[option]
    pay: tuple[str, ...] = getattr(cmd, "pay", ())
    equipped = sum(1 for card in pay for hs in game.state.hero_states if card in hs.equipped)
    return (1.0 + stakes_value(game, opt.reward, gained=True) + stakes_value(game, opt.cost, gained=False)
            - EQUIPPED_SPENT * equipped)
