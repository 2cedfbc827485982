"""A bot campaign, headless: `python -m game.sim --campaign 10`.

The heuristic bot plays each game of one campaign; between games every hero unlocks the cheapest
talent their marks can pay for, again while they can (the simple rule). The campaign goes through
the campaigns file's JSON after each game, as in the game, but is kept in memory only.
"""

from __future__ import annotations

import json
import time

from game.bot import heuristic as bot
from game.campaigns.model import Campaign, CampaignBook
from game.campaigns.progress import (
    earned,
    fewest_games_to_first_win,
    game_options,
    locked,
    new_campaign,
    records,
    settle,
    start_game,
    tier_name,
    unlock,
)
from game.campaigns.store import parse_book
from game.i18n import N_, Translated, _, ngettext
from game.rules import Game

# the hero's class as a table cell starts it, read in the current language
TITLES: dict[str, str] = Translated({
    "fighter": N_("Fighter"), "wizard": N_("Wizard"), "rogue": N_("Rogue"),
    "fighter-wizard": N_("Fighter-Wizard"), "wizard-rogue": N_("Wizard-Rogue"), "rogue-fighter": N_("Rogue-Fighter"),
})
OUTCOMES = {"won": N_("won"), "lost": N_("lost")}  # a game's outcome in the table's column


def title(hero: str) -> str:
    """"Fighter", "Wizard-Rogue": the hero's class as a table cell starts it."""
    return TITLES.get(hero, hero)


def choose_talents(campaign: Campaign) -> list[str]:
    """Each hero unlocks the cheapest locked talent they can pay for, while they can; their names."""
    bought = []
    for h in range(len(campaign.heroes)):
        while True:
            can = [t for t in locked(campaign, h) if t.cost <= campaign.marks_left(h)]
            if not can:
                break
            bought.append(f"{title(campaign.heroes[h])}: {unlock(campaign, h, can[0].id).translated().name}")
    return bought


def play_campaign(games: int, heroes: list[str], seed: int = 0, tier: str = "standard"
                  ) -> tuple[CampaignBook, list[str]]:
    """Play `games` bot games of one new campaign; the book and a table of what happened, in lines."""
    book = CampaignBook()
    campaign = new_campaign(book, "Bot campaign", heroes, tier)  # a name in the book, never shown
    lines = [_("| game | seed | outcome | Ecologies descended | marks | talents unlocked after |"),
             "|---|---|---|---|---|---|"]
    for i in range(games):
        game_seed = seed + i
        game = Game.new(seed=game_seed, **game_options(campaign))
        start_game(campaign, save=f"bot game {i + 1}", seed=game_seed)
        bot.play(game, seed=game_seed)
        played = settle(campaign, game)
        bought = choose_talents(campaign)
        book = parse_book(json.dumps(book.model_dump(mode="json")).encode())  # the file's round trip
        campaign = book.campaigns[0]
        marks = ", ".join(f"{title(h)} +{m}" for h, m in zip(campaign.heroes, played.marks, strict=True))
        outcome = _(OUTCOMES[played.outcome]) if played.outcome in OUTCOMES else played.outcome
        lines.append(f"| {played.number} | {game_seed} | {outcome} | {played.ecologies_descended} | {marks} "
                     f"| {'; '.join(bought) or '-'} |")
    rec = records(campaign)
    fewest = fewest_games_to_first_win(book)
    first = _("game {number}").format(number=fewest[0]) if fewest else _("none yet")
    lines += ["", ngettext("Tier {tier}: {wins} won of {n} game; Final Entity configurations defeated: {defeated}; "
                           "first win: {first}.",
                           "Tier {tier}: {wins} won of {n} games; Final Entity configurations defeated: {defeated}; "
                           "first win: {first}.", rec.games).format(
        tier=_(tier_name(tier)), wins=rec.wins, n=rec.games, defeated=len(rec.configurations), first=first)]
    for h, hero in enumerate(campaign.heroes):
        talents = ", ".join(t.translated().name for t in earned(campaign, h)) or _("none")
        lines.append(ngettext("{hero}: {earned} mark earned, {left} left; talents: {talents}",
                              "{hero}: {earned} marks earned, {left} left; talents: {talents}",
                              campaign.marks_earned(h)).format(
            hero=title(hero), earned=campaign.marks_earned(h), left=campaign.marks_left(h), talents=talents))
    return book, lines


def main(games: int, heroes: list[str], seed: int = 0, tier: str = "standard") -> int:
    started = time.perf_counter()
    _, lines = play_campaign(games, heroes, seed, tier)
    print("\n".join(lines))
    print("\n" + ngettext("{n} game in {seconds} s", "{n} games in {seconds} s", games).format(
        n=games, seconds=f"{time.perf_counter() - started:.1f}"))
    return 0
