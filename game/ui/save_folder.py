"""The folder the window keeps its files in: the settings, the saved games (game.saves: one folder per
game) and who plays them (players_file.py). Saving a new game and continuing a saved one go through it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import _
from game.rules import Content

from .players_file import PlayersFile
from .session import Session

if TYPE_CHECKING:
    from game.saves import SaveStore


def default_saves_dir() -> Path:
    from platformdirs import user_data_dir
    return Path(user_data_dir("forgotten-depths", appauthor=False))


class SaveFolder:
    """The saves folder; `content` loads the rules' content the saved games are read with."""

    def __init__(self, path: Path, content: Callable[[], Content], packs_dir: Path | None = None) -> None:
        self.path = path
        self.content = content
        self.packs_dir = packs_dir  # main.py --packs DIR: content packs beside those in the folder's packs/
        self.players = PlayersFile(path / "ui-players.json")

    @property
    def settings_file(self) -> Path:
        return self.path / "settings.json"

    def store(self) -> SaveStore:
        from game.saves import SaveStore  # game.saves loads when a game is saved or opened

        from .pack_choice import usable_in
        return SaveStore(self.path, content=self.content(), packs=usable_in(self.path, self.packs_dir))

    def save_new(self, session: Session, save_name: str | None = None) -> None:
        """A save of its own for a new game; when the disk refuses, the game plays on and says so."""
        try:
            session.saved_game = self.store().create(session.game, save_name)
            self.players.remember(session.saved_game.name, session.players)
        except Exception as exc:  # noqa: BLE001  (a read-only disk: play on, say so)
            session.save_problem = _("This game cannot be saved: {problem}").format(problem=exc)
            session.log.append(f"<i>{session.save_problem}</i>")

    def open(self, name: str, backup: bool = False, event_log: Path | None = None) -> Session:
        """Continue a saved game (or its backup, as a new save). Raises SaveError."""
        store = self.store()
        saved = store.restore_backup(name) if backup else store.open(name)
        game = saved.game if saved.game is not None else store.load(saved.name).game
        players = self.players.of(name)
        if backup and players:
            self.players.remember(saved.name, players)
        session = Session.resume(game, players, saved_game=saved, event_log_path=event_log)
        for note in getattr(saved, "notes", []) or []:
            session.log.append(f"<i>{note}</i>")
        return session
