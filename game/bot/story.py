"""The bot's judgement of a story choice (story mode, issue 17): each option's reward less its
cost, both in XP at the Ecology's own rates (its Reference Card's Key cost and healing rate;
health weighs more the more hurt the heroes are). The rules list only affordable options.

Hooked into bot.score_command by one line:
    if cmd.kind == "choose_story_option": return story_option_score(game, cmd)
"""

from __future__ import annotations

from game.rules import Command, Game, Stakes, current_choice, reference

ITEM_XP = 4.0  # an Item drawn: a card for the deck, or XP to spend later
SPELLS_XP = 1.5  # every hero's Spells back
EQUIPPED_SPENT_XP = 4.0  # paying with an equipped Item loses what it does


def health_value(game: Game, amount: int, gained: bool) -> float:
    """Health healed (only the missing health counts) or lost by every hero, in XP at the
    Ecology's healing rate (its XP buys its health for each hero); a point weighs more the lower
    the hero's health."""
    rate = reference(game).healing
    per_point = rate.xp / max(1, rate.health) / max(1, len(game.state.heroes))
    value = 0.0
    for hs in game.state.hero_states:
        weight = 1 + 2 * (1 - hs.health / max(1, hs.max_health))
        points = min(amount, hs.max_health - hs.health) if gained else -amount
        value += weight * per_point * points
    return value


def stakes_value(game: Game, stakes: Stakes, gained: bool) -> float:
    """What `stakes` are worth in XP now (negative for a cost)."""
    sign = 1.0 if gained else -1.0
    value = health_value(game, stakes.health, gained) if stakes.health else 0.0
    value += sign * (stakes.keys * reference(game).key_cost + stakes.xp)
    if stakes.item:
        value += ITEM_XP
    if stakes.spells:
        value += SPELLS_XP
    if stakes.test:  # a Feature: its XP either way (the Ecology's typical value), its outcome a gamble
        value += reference(game).feature_xp
    return value


def story_option_score(game: Game, cmd: Command) -> float:
    """Higher is better: the option's reward less its cost now (in XP), less what an equipped
    Item paid away would have done."""
    choice = current_choice(game)
    option: int = cmd.option  # type: ignore[attr-defined]
    if choice is None or not 0 <= option < len(choice.options):
        return -3.0
    opt = choice.options[option]
    pay: tuple[str, ...] = getattr(cmd, "pay", ())
    equipped = sum(1 for card in pay for hs in game.state.hero_states if card in hs.equipped)
    # among equal payments the first suggested one (the one the story panel's button pays with)
    listed = [c for c in game.legal() if c.kind == "choose_story_option" and c.option == option]  # type: ignore[attr-defined]
    later = next((i for i, c in enumerate(listed) if c == cmd), 0)
    return (stakes_value(game, opt.reward, gained=True) + stakes_value(game, opt.cost, gained=False)
            - EQUIPPED_SPENT_XP * equipped - 0.001 * later)
