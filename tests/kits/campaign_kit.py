"""A campaigns file to open the Campaign sheet on: a party of three after two games (tests, screenshots)."""

from __future__ import annotations

from pathlib import Path

from game.campaigns import CampaignBook, CampaignFile, GamePlayed, new_campaign, unlock

ENTITY = ["head-of-hunger", "head-of-storms", "body-of-coils", "tail-of-the-maw"]


def sample_book(saves_dir: Path) -> CampaignBook:
    """Write (and return) a campaigns file in `saves_dir`: "Lantern Bearers" (three heroes, two games,
    the Fighter with a talent unlocked and one more affordable) and "Second Descent" (one hero, no game yet)."""
    book = CampaignBook()
    c = new_campaign(book, "Lantern Bearers", ["fighter", "wizard-rogue", "rogue"], tier="veteran")
    c.games.append(GamePlayed(number=1, save="a", seed=1, tier="veteran", outcome="lost", ecologies_descended=1,
                              levels_gained=[1, 1, 1], marks=[5, 4, 4]))
    c.games.append(GamePlayed(number=2, save="b", seed=2, tier="veteran", outcome="won", ecologies_descended=3,
                              levels_gained=[2, 2, 2], final_entity=ENTITY, final_entity_defeated=True,
                              marks=[10, 10, 10]))
    unlock(c, 0, "shield-wall")
    new_campaign(book, "Second Descent", ["wizard"])
    CampaignFile(saves_dir).save(book)
    return book
