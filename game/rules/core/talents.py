"""Campaign talents (issue 17): small lasting edges a hero earns with campaign marks. The campaign
(game/campaigns) decides who holds which; the rules only carry out their effects, per hero, from
`Game.new(talents={hero index: [talent ids]})`.
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, _


class Talent(NamedTuple):
    """A talent: its name and its rule effect in one sentence."""

    name: str
    text: str

    def translated(self) -> Talent:
        """The talent with its words (name, effect) in the current language, for a screen; the table
        keeps the English, marked for the catalogue."""
        return self._replace(name=_(self.name), text=_(self.text))


TALENTS: dict[str, Talent] = {
    # explore.set_up_ecology: a new game's Keys
    "extra_key": Talent(N_("Spare Key"), N_("The party starts the game with one more Key.")),
    # explore.decide_draw_tile: like the house rule, once per Ecology per hero who holds it
    "tile_redraw": Talent(N_("Pathfinder"), N_("Once per Ecology, a drawn map tile that fits nowhere goes to the "
                                               "bottom of the pile and the next tile is drawn instead.")),
    # starts.starting_boons: a pending choice (ChooseAbility)
    "ability_of_two": Talent(N_("Chosen Gift"), N_("The hero starts the game with an Ability, drawing two Ability "
                                                   "Cards and keeping one.")),
    # heroes.py / progression.py: every level's Maximum Health
    "tough": Talent(N_("Hardy"), N_("The hero's Maximum Health is 2 higher at every level.")),
}
TOUGH_HEALTH = 2
