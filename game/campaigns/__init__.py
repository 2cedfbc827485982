"""Campaign mode (issue 17): a named party kept across games, earning marks that unlock talents.

Not to be confused with game.saves' `Campaign`, which is the save folder of ONE game (its Ecologies'
logs and Hero Records). A Campaign here spans many games: each of its games is saved as usual in a
save folder of its own, and this package keeps, in one file beside those folders (`campaigns.json`),
the party, the marks and talents of each hero, the games played and the records.

    store = CampaignFile(saves_dir)             # --saves DIR / $FORGOTTEN_DEPTHS_SAVES / user data
    book = store.load()                         # CampaignFileError if the file is damaged
    c = new_campaign(book, "Lantern Bearers", ["fighter", "wizard"])
    set_up_next_game(c, ecology="caverns", house_rules=["open_monster_deck"])  # between games, as c.tier
    game = Game.new(seed=7, **game_options(c))  # the party, its tier, start Ecology, house rules, talents
    start_game(c, save=folder_name, seed=7)
    ... the game is played and saved as any other ...
    settle(c, game)                             # its marks; then unlock(c, hero, talent_id)
    campaign_of_save(book, folder_name)         # which campaign a saved game was played for (game over)
    store.save(book)                            # atomic; never over a damaged file

On screen it is "Campaign" (game/ui/scenes/campaign_sheet.py); headless: `python -m game.sim --campaign 10`.
Never imports pygame.
"""

from .model import FORMAT, Campaign, CampaignBook, GamePlayed, GameUnderWay
from .progress import (
    CampaignRuleError,
    Records,
    abandon,
    campaign_of_save,
    earned,
    entity_configurations,
    fewest_games_to_first_win,
    game_options,
    locked,
    marks_for,
    new_campaign,
    records,
    set_up_next_game,
    settle,
    setup_words,
    start_game,
    tier_bonus,
    tier_name,
    unlock,
    unlock_problem,
)
from .sheets import SHEETS, SheetTalent, sheet_for, talent
from .store import FILE_NAME, CampaignFile, CampaignFileError, campaigns_path, parse_book

__all__ = [
    "FORMAT", "Campaign", "CampaignBook", "GamePlayed", "GameUnderWay", "CampaignRuleError", "Records", "abandon",
    "campaign_of_save",
    "earned", "entity_configurations", "fewest_games_to_first_win", "game_options", "locked", "marks_for",
    "new_campaign", "records", "set_up_next_game", "settle", "setup_words", "start_game",
    "tier_bonus", "tier_name", "unlock", "unlock_problem",
    "SHEETS", "SheetTalent", "sheet_for", "talent", "FILE_NAME", "CampaignFile", "CampaignFileError", "campaigns_path",
    "parse_book",
]
