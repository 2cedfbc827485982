"""House rules (issue 17): optional toggles beside the rulebook's variants, each one sentence of
rule text and a note of how it changes the difficulty. Off, the rulebook game is unchanged; on,
the rule areas named below enforce them.
"""

from __future__ import annotations

from typing import NamedTuple


class HouseRule(NamedTuple):
    """A house rule: its name, the rule in one sentence and how it changes the difficulty."""

    name: str
    text: str
    difficulty: str


HOUSE_RULES: dict[str, HouseRule] = {
    # progression.py: after the Stair Guardian's Level Up (and any Fabled Blade's bite)
    "full_heal_after_guardian": HouseRule(
        "Full heal after a Stair Guardian",
        "When a Stair Guardian is defeated, every hero heals to full Health, even when leveling up "
        "would not heal them.",
        "Easier, above all with no healing at level-up: each Ecology starts at full Health."),
    # resolving.py / combat: instead of the loss; campfire.py: the revival
    "knocked_out": HouseRule(
        "Knocked out, not killed",
        "Once per game, a hero who would be killed is knocked out instead: they go on at 1 Health and "
        "are revived to full Health at the next Campfire rest.",
        "Much easier: the first death of the game is forgiven."),
    # explore.py: the draw
    "redraw_unplaceable": HouseRule(
        "Redraw an unplaceable tile",
        "Once per Ecology, a drawn map tile that fits nowhere goes to the bottom of the pile and the "
        "next tile is drawn instead.",
        "Easier: one dead end per Ecology is survived."),
    # queries.next_monster_cards: the public question the screens ask
    "open_monster_deck": HouseRule(
        "Open Monster deck",
        "The top card of each Monster action deck is face up, so the heroes see the next card a Monster "
        "will play.",
        "Easier: the heroes can plan their cards against the Monster's next one."),
    # combat: paying for Power-Activated Abilities
    "shared_power_cards": HouseRule(
        "Shared Power Cards",
        "A hero may spend another hero's Stored Power Cards to pay for a Power-Activated Ability; a "
        "spent card goes to its owner's discard pile.",
        "Easier with two or more heroes: Power Cards reach the hero who needs them."),
}
