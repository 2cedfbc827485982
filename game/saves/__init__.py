"""Saving and loading games: one save per Ecology reached, autosaved after every command.

    store = SaveStore()                     # or SaveStore("/some/dir"), or $FORGOTTEN_DEPTHS_SAVES
    saved = store.create(game)              # a new save folder (SavedGame) for a new game
    game.do(command); saved.record(game)    # after every accepted command (and every undo)
    store.list()                            # the load menu: saved games, Ecologies, problems
    saved = store.open(name); game = saved.game   # continue the latest point
    store.restart(name, ecology_index)      # a new save from an Ecology's Hero Record
    store.restore_backup(name)              # a broken save's backup, as a new save

Plain JSON, never pickle. Never imports pygame; the UI calls it. A save file is untrusted input:
loading re-decides it with the rules (verify.py), never follows a link or opens a special file
(files.py), and answers anything wrong with a SaveError in player words.
"""

from .errors import SaveError
from .files import ENV_VAR, save_root, slug
from .migrations import FORMAT_VERSION
from .records import HeroRecord, HeroSheet, hero_record
from .store import EcologySummary, LoadedGame, SavedGame, SaveStore, SaveSummary

__all__ = ["SaveError", "ENV_VAR", "save_root", "slug", "FORMAT_VERSION", "HeroRecord", "HeroSheet",
           "hero_record", "SavedGame", "SaveSummary", "EcologySummary", "LoadedGame", "SaveStore"]
