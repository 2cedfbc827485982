"""Saving and loading campaigns: one save per Ecology reached, autosaved after every command.

    store = SaveStore()                     # or SaveStore("/some/dir"), or $FORGOTTEN_DEPTHS_SAVES
    campaign = store.create(game)           # a new campaign folder for a new game
    game.do(command); campaign.record(game) # after every accepted command (and every undo)
    store.list()                            # the load menu: campaigns, Ecologies, problems
    campaign = store.open(name); game = campaign.game   # continue the latest point
    store.restart(name, ecology_index)      # a new campaign from an Ecology's Hero Record
    store.restore_backup(name)              # a broken campaign's backup, as a new campaign

Plain JSON, never pickle. Never imports pygame; the UI calls it. A save file is untrusted input:
loading re-decides it with the rules (verify.py), never follows a link or opens a special file
(files.py), and answers anything wrong with a SaveError in player words.
"""

from .errors import SaveError
from .files import ENV_VAR, save_root, slug
from .migrations import FORMAT_VERSION
from .records import HeroRecord, HeroSheet, hero_record
from .store import Campaign, CampaignSummary, EcologySummary, LoadedCampaign, SaveStore

__all__ = ["SaveError", "ENV_VAR", "save_root", "slug", "FORMAT_VERSION", "HeroRecord", "HeroSheet",
           "hero_record", "Campaign", "CampaignSummary", "EcologySummary", "LoadedCampaign", "SaveStore"]
