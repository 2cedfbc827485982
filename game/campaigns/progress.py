"""What happens to a Campaign between games: the marks a finished game earns, unlocking talents, the
options of the next game, and the records (games played, Final Entity configurations defeated, the
fewest games to a first win).

Marks (issue 17): after each game each hero earns one per Ecology descended and one per level gained,
three for defeating the Final Entity, plus the challenge tier's bonus. The facts come from the finished
game through the rules' public query `descent_record`; the tier's bonus from `game.rules.TIERS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from game.i18n import _
from game.rules import ECOLOGIES, HOUSE_RULES, TIERS, Game, descent_record, ecology_name, load_content

from .model import Campaign, CampaignBook, GamePlayed, GameUnderWay
from .sheets import SheetTalent, sheet_for, talent

FINAL_ENTITY_MARKS = 3
MAX_CAMPAIGNS = 200


class CampaignRuleError(Exception):
    """A campaign step that is not allowed now; `str(err)` says why in a sentence."""


def tier_bonus(tier: str) -> int:
    """The extra marks each hero earns for a game at challenge tier `tier`."""
    return int(TIERS[tier].marks) if tier in TIERS else 0


def tier_name(tier: str) -> str:
    return str(TIERS[tier].name) if tier in TIERS else tier.title()


def marks_for(game: Game, tier: str) -> list[int]:
    """The marks each hero earns for the finished `game` played at `tier` (see the module's rule)."""
    rec = descent_record(game)
    won = FINAL_ENTITY_MARKS if rec.final_entity_defeated else 0
    return [rec.ecologies_descended + gained + won + tier_bonus(tier) for gained in rec.levels_gained]


# --- the book of campaigns ------------------------------------------------------------------------

def new_campaign(book: CampaignBook, name: str, heroes: list[str], tier: str = "standard") -> Campaign:
    """Add a campaign for the party `heroes` to `book`, named `name` (made unique: "Name 2" ...)."""
    wanted = " ".join(name.split())[:60] or "Campaign"
    unique, n = wanted, 2
    while book.find(unique) is not None:
        unique, n = f"{wanted} {n}", n + 1
    if len(book.campaigns) >= MAX_CAMPAIGNS:
        raise CampaignRuleError(_("There are already {n} campaigns; remove one first.").format(n=MAX_CAMPAIGNS))
    if tier not in TIERS:
        raise CampaignRuleError(_("{tier} is not a challenge tier.").format(tier=repr(tier)[:40]))
    campaign = Campaign(name=unique, created=datetime.now().isoformat(timespec="seconds"), heroes=list(heroes),
                        tier=tier, talents=[[] for _ in heroes])
    book.campaigns.append(campaign)
    return campaign


# --- talents --------------------------------------------------------------------------------------

def unlock_problem(campaign: Campaign, hero: int, talent_id: str) -> str | None:
    """Why hero `hero` cannot unlock `talent_id` now, in a sentence (None: they can)."""
    if not 0 <= hero < len(campaign.heroes):
        return _("There is no such hero in this party.")
    found = talent(campaign.heroes[hero], talent_id)
    if found is None:
        return _("That talent is not on this hero's campaign sheet.")
    t = found.translated()  # the sentence is shown on the sheet, in the player's language
    if campaign.playing is not None:
        return _("Talents are chosen between games: finish the game under way first.")
    if talent_id in campaign.owned(hero):
        return _("{talent} is already unlocked.").format(talent=t.name)
    left = campaign.marks_left(hero)
    if left < t.cost:
        return _("{talent} costs {cost} marks; this hero has {left}.").format(talent=t.name, cost=t.cost, left=left)
    return None


def unlock(campaign: Campaign, hero: int, talent_id: str) -> SheetTalent:
    """Spend hero `hero`'s marks on talent `talent_id` (CampaignRuleError says why not)."""
    problem = unlock_problem(campaign, hero, talent_id)
    if problem:
        raise CampaignRuleError(problem)
    while len(campaign.talents) < len(campaign.heroes):
        campaign.talents.append([])
    campaign.talents[hero].append(talent_id)
    found = talent(campaign.heroes[hero], talent_id)
    assert found is not None
    return found


def locked(campaign: Campaign, hero: int) -> list[SheetTalent]:
    """The talents of hero `hero`'s sheet not unlocked yet, cheapest first."""
    owned = set(campaign.owned(hero))
    return sorted((t for t in sheet_for(campaign.heroes[hero]) if t.id not in owned), key=lambda t: t.cost)


def earned(campaign: Campaign, hero: int) -> list[SheetTalent]:
    """The talents hero `hero` has unlocked, in the order bought."""
    return [t for t in (talent(campaign.heroes[hero], i) for i in campaign.owned(hero)) if t]


# --- playing a game of the campaign --------------------------------------------------------------

def game_options(campaign: Campaign) -> dict[str, Any]:
    """The keyword arguments of `Game.new` for the next game: the party, its tier, its start Ecology,
    its house rules and its talents."""
    talents = {h: [t.effect for t in earned(campaign, h)] for h in range(len(campaign.heroes))}
    return {"heroes": list(campaign.heroes), "ecology": campaign.ecology, "variants": [], "tier": campaign.tier,
            "house_rules": list(campaign.house_rules),
            "talents": {h: effects for h, effects in talents.items() if effects}}


def set_up_next_game(campaign: Campaign, ecology: str | None = None, house_rules: list[str] | None = None) -> None:
    """Choose the Ecology the next game begins in and its house rules (as the tier, between games).
    A deeper start is the rulebook's "Starting the Game at a Lower Ecology": the heroes begin at its level,
    which earns no marks (levels gained are counted, not levels held)."""
    if campaign.playing is not None:
        raise CampaignRuleError(_("The next game is set up between games: finish the game under way first."))
    if ecology is not None:
        if ecology not in ECOLOGIES:
            raise CampaignRuleError(_("{ecology} is not an Ecology.").format(ecology=repr(ecology)[:40]))
        campaign.ecology = ecology
    if house_rules is not None:
        unknown = [r for r in house_rules if r not in HOUSE_RULES]
        if unknown:
            raise CampaignRuleError(_("{rule} is not a house rule.").format(rule=repr(unknown[0])[:40]))
        campaign.house_rules = [r for r in HOUSE_RULES if r in house_rules]  # the list's order, once each


def setup_words(ecology: str, house_rules: list[str]) -> str:
    """A game's setup beside its tier, in words and the player's language: "in the Caverns, with Open
    Monster deck"."""
    if not house_rules:
        return _("in {ecology}").format(ecology=ecology_name(ecology))
    rules = ", ".join(_(HOUSE_RULES[r].name) if r in HOUSE_RULES else r for r in house_rules)
    return _("in {ecology}, with {rules}").format(ecology=ecology_name(ecology), rules=rules)


def start_game(campaign: Campaign, save: str, seed: int) -> GameUnderWay:
    """Note the game just begun (saved in folder `save`) as the campaign's game under way, with the
    setup it was begun with (tier, start Ecology, house rules, talents)."""
    if campaign.playing is not None:
        raise CampaignRuleError(_("This campaign already has a game under way."))
    campaign.playing = GameUnderWay(save=save, seed=seed, tier=campaign.tier, ecology=campaign.ecology,
                                    house_rules=list(campaign.house_rules),
                                    talents=[list(campaign.owned(h)) for h in range(len(campaign.heroes))])
    return campaign.playing


def campaign_of_save(book: CampaignBook, save: str) -> Campaign | None:
    """The campaign whose game (under way or counted) is saved in folder `save` (None: not a campaign's)."""
    return next((c for c in book.campaigns if (c.playing is not None and c.playing.save == save)
                 or any(g.save == save for g in c.games)), None)


def settle(campaign: Campaign, game: Game) -> GamePlayed:
    """Count the finished `game` (the campaign's game under way) into the campaign: its marks."""
    playing = campaign.playing
    if playing is None:
        raise CampaignRuleError(_("This campaign has no game under way."))
    if game.outcome not in ("won", "lost"):
        raise CampaignRuleError(_("The campaign's game is not over yet."))
    outcome: Literal["won", "lost"] = "won" if game.outcome == "won" else "lost"
    if list(game.state.heroes) != list(campaign.heroes):
        raise CampaignRuleError(_("That game was played by another party."))
    rec = descent_record(game)
    played = GamePlayed(number=len(campaign.games) + 1, save=playing.save, seed=playing.seed, tier=playing.tier,
                        ecology=playing.ecology, house_rules=list(playing.house_rules), outcome=outcome,
                        ecologies_descended=rec.ecologies_descended, levels_gained=list(rec.levels_gained),
                        final_entity=list(rec.final_entity), final_entity_defeated=rec.final_entity_defeated,
                        marks=marks_for(game, playing.tier), talents=[list(t) for t in playing.talents])
    campaign.games.append(played)
    campaign.playing = None
    return played


def abandon(campaign: Campaign) -> None:
    """Give up the game under way: it earns nothing, and talents can be chosen again."""
    campaign.playing = None


# --- records ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Records:
    games: int
    wins: int
    configurations: tuple[tuple[str, ...], ...]  # the Final Entities defeated: (Head I, Head II, Body)
    first_win: int | None  # the game number of the first win


def entity_configurations() -> int:
    """How many different Final Entities there are: one Head I, one Head II and one Body of each pile
    (the Tail is always the same card)."""
    parts = [p.part for p in load_content().monsters.entity_parts.values()]
    return parts.count("head1") * parts.count("head2") * parts.count("body")


def records(campaign: Campaign) -> Records:
    configurations = {tuple(g.final_entity[:3]) for g in campaign.games if g.final_entity_defeated}
    first = next((g.number for g in campaign.games if g.outcome == "won"), None)
    return Records(len(campaign.games), sum(1 for g in campaign.games if g.outcome == "won"),
                   tuple(sorted(configurations)), first)


def fewest_games_to_first_win(book: CampaignBook) -> tuple[int, str] | None:
    """The record over every campaign: (games, campaign name) of the quickest first win, if any."""
    wins = [(r.first_win, c.name) for c in book.campaigns if (r := records(c)).first_win is not None]
    return min(wins) if wins else None
