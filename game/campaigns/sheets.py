"""The campaign sheet of each hero class: the talents a hero can unlock with marks, our own designs.

Each talent is a small lasting edge carried into every later game of the campaign. What it does at
the table is a rule of the engine (`game.rules.TALENTS`, passed to `Game.new(talents=...)`); a talent
here is that rule effect dressed for one class, with its name, its words and its cost in marks. A
hero's sheet is the sheet of its Primary Class (a Fighter-Wizard uses the Fighter's sheet).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.i18n import N_, _

# the rule effects the engine implements (game.rules.TALENTS ids), by what they do
EXTRA_KEY = "extra_key"  # +1 key at the start of the game
TILE_REDRAW = "tile_redraw"  # once per Ecology, an unplaceable drawn tile is replaced
ABILITY_OF_TWO = "ability_of_two"  # start with an Ability chosen from two drawn
EXTRA_HEALTH = "tough"  # +2 Maximum Health
# what each effect does, in the words of the sheets (marked for the catalogue)
REDRAW = N_("Once per Ecology, redraw a map tile that fits nowhere.")
KEY = N_("The party starts every game with 1 more key.")
ABILITY = N_("Start every game with an Ability: draw two and keep one.")
HEALTH = N_("Start every game with 2 more Maximum Health.")


@dataclass(frozen=True)
class SheetTalent:
    """One line of a campaign sheet (not the rules' Talent, the rule effect it grants): `id` is unique on its
    sheet, `effect` the engine's talent id."""

    id: str
    name: str
    text: str  # what it does, one sentence a player reads on the sheet
    cost: int  # marks to unlock it
    effect: str

    def translated(self) -> SheetTalent:
        """The talent with its words (name, text) in the current language, for a screen; the sheet keeps
        the English, marked for the catalogue, and the campaign file the id."""
        return replace(self, name=_(self.name), text=_(self.text))


SHEETS: dict[str, tuple[SheetTalent, ...]] = {
    "fighter": (
        SheetTalent("shield-wall", N_("Shield Wall"), HEALTH, 6, EXTRA_HEALTH),
        SheetTalent("quartermaster", N_("Quartermaster"), KEY, 9, EXTRA_KEY),
        SheetTalent("drilled", N_("Drilled in Arms"), ABILITY, 12, ABILITY_OF_TWO),
        SheetTalent("scout", N_("Forward Scout"), REDRAW, 15, TILE_REDRAW),
    ),
    "wizard": (
        SheetTalent("cartographer", N_("Star Cartographer"), REDRAW, 6, TILE_REDRAW),
        SheetTalent("apprentice", N_("Apprentice's Grimoire"), ABILITY, 10, ABILITY_OF_TWO),
        SheetTalent("wardstone", N_("Wardstone"), HEALTH, 12, EXTRA_HEALTH),
        SheetTalent("arcane-lock", N_("Arcane Skeleton Key"), KEY, 14, EXTRA_KEY),
    ),
    "rogue": (
        SheetTalent("lockpicks", N_("Spare Lockpicks"), KEY, 5, EXTRA_KEY),
        SheetTalent("shortcut", N_("Know a Shortcut"), REDRAW, 9, TILE_REDRAW),
        SheetTalent("bag-of-tricks", N_("Bag of Tricks"), ABILITY, 12, ABILITY_OF_TWO),
        SheetTalent("tough-hide", N_("Leather and Luck"), HEALTH, 16, EXTRA_HEALTH),
    ),
}


def sheet_class(hero: str) -> str:
    """The class whose sheet hero `hero` uses: its Primary Class (the first in "fighter-wizard")."""
    return hero.split("-")[0]


def sheet_for(hero: str) -> tuple[SheetTalent, ...]:
    """The talents hero `hero` can unlock, cheapest first."""
    return SHEETS[sheet_class(hero)]


def talent(hero: str, talent_id: str) -> SheetTalent | None:
    """The talent `talent_id` of hero `hero`'s sheet, or None if the sheet has no such talent."""
    return next((t for t in sheet_for(hero) if t.id == talent_id), None)
