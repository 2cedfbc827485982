"""Challenge tiers (issue 17): one per game, each a clear change to the rulebook game and the extra
campaign marks it earns. Standard is the rulebook unchanged. A tier is built from the rulebook's own
difficulty variants (core/variants.py) plus a change to the starting Keys, so each rule it changes
is already enforced where that variant is.
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, _


class Tier(NamedTuple):
    """A challenge tier: its name, its rule change in one sentence, how hard it is, its extra marks."""

    name: str
    text: str
    difficulty: str
    marks: int  # extra campaign marks each hero earns for a game played at this tier
    variants: frozenset[str] = frozenset()  # the rulebook variants the tier plays with
    keys: int = 0  # Keys added to (or taken from) a new game's starting Keys

    def translated(self) -> Tier:
        """The tier with its words (name, rule, difficulty) in the current language, for a screen;
        the table keeps the English, marked for the catalogue."""
        return self._replace(name=_(self.name), text=_(self.text), difficulty=_(self.difficulty))


TIERS: dict[str, Tier] = {
    "novice": Tier(N_("Novice"), N_("Each hero starts with an Ability and the party starts with 6 Keys."),
                   N_("Easier than the rulebook game."), 0, frozenset({"start_with_ability", "more_keys"})),
    "standard": Tier(N_("Standard"), N_("The rulebook game, unchanged."), N_("The rulebook game."), 1),
    "veteran": Tier(N_("Veteran"), N_("Chests are locked like Doors and the party starts with one Key fewer."),
                    N_("Harder: Keys are scarce."), 2, frozenset({"chests_locked"}), -1),
    "fearless": Tier(N_("Fearless"), N_("Heroes do not heal when they level up, Chests are locked like Doors and "
                                        "the party starts with one Key fewer."),
                     N_("Much harder: every wound is carried down the Stairs."), 3,
                     frozenset({"no_level_up_healing", "chests_locked"}), -1),
}
STANDARD = "standard"


def plays(variants: list[str], tier: str, variant: str) -> bool:
    """Whether the rulebook variant `variant` is in play: chosen at setup or part of the tier."""
    return variant in variants or variant in TIERS[tier].variants
