"""Content packs in the window (issue 37): the packs installed (the saves folder's packs/ and
`main.py --packs DIR`), offered on the setup screen with their rating, and the content a game
chosen with some of them is played with."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import _
from game.packs import Pack, base_hash, content_key, layered_content
from game.packs.installed import PACKS_FOLDER, Installed, installed_packs
from game.packs.rating import rating_words
from game.rules import Content, ContentError

if TYPE_CHECKING:
    from .app import App

_CONTENTS: dict[str, Content] = {}  # layered contents by content key (a few a session)


def pack_folders(saves_dir: Path, packs_dir: Path | None) -> list[Path]:
    """Where the window looks for packs: the saves folder's packs/, then --packs DIR."""
    return [saves_dir / PACKS_FOLDER, *([packs_dir] if packs_dir else [])]


def installed(app: App) -> list[Installed]:
    """The packs installed, each checked (a broken one is listed with its problem, not offered)."""
    return installed_packs(pack_folders(app.saves_dir, app.options.packs_dir))


def usable_in(saves_dir: Path, packs_dir: Path | None) -> list[Pack]:
    """The packs that can be played (those checking clean), for loading a game saved with some."""
    if not any(f.is_dir() for f in pack_folders(saves_dir, packs_dir)):
        return []
    return [i.pack for i in installed_packs(pack_folders(saves_dir, packs_dir)) if i.pack is not None and not i.problem]


def usable(app: App) -> list[Pack]:
    return usable_in(app.saves_dir, app.options.packs_dir)


def describe(item: Installed) -> str:
    """The line under a pack's check box: its rating, or why it cannot be chosen."""
    if item.problem or item.pack is None:
        return _("Cannot be chosen: it {problem}.").format(problem=item.problem)
    return _("Rating: {rating}.").format(rating=rating_words(item.pack, item.rating, base_hash()))


def content_with(app: App, packs: Sequence[Pack]) -> Content:
    """The content a game with `packs` is played with (the game's own without any)."""
    if not packs:
        return app.load_content()
    key = content_key(packs)
    if key not in _CONTENTS:
        content, problems = layered_content(packs)
        if content is None:
            raise ContentError(_("The content packs cannot be played together ({problem}).").format(
                problem=problems[0]))
        _CONTENTS[key] = content
    return _CONTENTS[key]
