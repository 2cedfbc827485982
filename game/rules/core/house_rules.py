"""House rules (issue 17): optional toggles beside the rulebook's variants, each one sentence of
rule text and a note of how it changes the difficulty. Off, the rulebook game is unchanged; on,
the rule areas named below enforce them.
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, _


class HouseRule(NamedTuple):
    """A house rule: its name, the rule in one sentence and how it changes the difficulty."""

    name: str
    text: str
    difficulty: str

    def translated(self) -> HouseRule:
        """The house rule with its words (name, rule, difficulty) in the current language, for a
        screen; the table keeps the English, marked for the catalogue."""
        return self._replace(name=_(self.name), text=_(self.text), difficulty=_(self.difficulty))


HOUSE_RULES: dict[str, HouseRule] = {
    # progression.py: after the Stair Guardian's Level Up (and any Fabled Blade's bite)
    "full_heal_after_guardian": HouseRule(
        N_("Full heal after a Stair Guardian"),
        N_("When a Stair Guardian is defeated, every hero heals to full Health, even when leveling up "
           "would not heal them."),
        N_("Easier, above all with no healing at level-up: each Ecology starts at full Health.")),
    # resolving.py / combat: instead of the loss; campfire.py: the revival
    "knocked_out": HouseRule(
        N_("Knocked out, not killed"),
        N_("Once per game, a hero who would be killed is knocked out instead: they go on at 1 Health and "
           "are revived to full Health at the next Campfire rest."),
        N_("Much easier: the first death of the game is forgiven.")),
    # explore.py: the draw
    "redraw_unplaceable": HouseRule(
        N_("Redraw an unplaceable tile"),
        N_("Once per Ecology, a drawn map tile that fits nowhere goes to the bottom of the pile and the "
           "next tile is drawn instead."),
        N_("Easier: one dead end per Ecology is survived.")),
    # queries.next_monster_cards: the public question the screens ask
    "open_monster_deck": HouseRule(
        N_("Open Monster deck"),
        N_("The top card of each Monster action deck is face up, so the heroes see the next card a Monster "
           "will play."),
        N_("Easier: the heroes can plan their cards against the Monster's next one.")),
    # combat: paying for Power-Activated Abilities
    "shared_power_cards": HouseRule(
        N_("Shared Power Cards"),
        N_("A hero may spend another hero's Stored Power Cards to pay for a Power-Activated Ability; a "
           "spent card goes to its owner's discard pile."),
        N_("Easier with two or more heroes: Power Cards reach the hero who needs them.")),
}
