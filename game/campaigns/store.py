"""Reading and writing the campaigns file, `campaigns.json`, in the save folder.

The save folder is game.saves' (`--saves DIR`, else $FORGOTTEN_DEPTHS_SAVES, else the user data
folder); the file's name has a dot, which no game save folder's name can have, so the two never meet.
Reads go through game.saves.files (never through a link, never a special file); writes are atomic
(`write_atomic`: a temporary file, fsync, rename, the previous file kept as `campaigns.json.bak`).

A file that cannot be read as campaigns (not JSON, a field wrong, a hero or talent unknown, more marks
spent than earned, a newer format) is refused with a CampaignFileError naming what is wrong, and
it is never overwritten: `save` reads the file again first and refuses while it is damaged.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.i18n import _
from game.rules import HERO_IDS
from game.saves.errors import SaveError
from game.saves.files import read_file, save_root, write_atomic

from .model import FORMAT, KIND, MIGRATIONS, CampaignBook
from .sheets import talent

FILE_NAME = "campaigns.json"
MAX_BYTES = 4 << 20  # a campaigns file of a thousand games is well under 1 MiB


class CampaignFileError(Exception):
    """The campaigns file cannot be used; `str(err)` names the file and what is wrong with it."""


def campaigns_path(root: str | os.PathLike[str] | None = None) -> Path:
    """Where the campaigns file lives: in the save folder (`root`: the --saves flag)."""
    return save_root(root) / FILE_NAME


def _campaign_words(name: str) -> str:
    """ 'campaign "Deep Six"' in the current language."""
    return _('campaign "{name}"').format(name=name)


def _where(loc: tuple[Any, ...], doc: Any) -> str:
    """A pydantic error location in words: 'campaign "Deep Six", game 3, marks' (a field's name as
    the file spells it)."""
    words: list[str] = []
    node = doc
    for i, part in enumerate(loc):
        parent = loc[i - 1] if i else None
        if isinstance(part, int) and parent == "campaigns":
            name = node[part].get("name") if isinstance(node, list) and part < len(node) and isinstance(
                node[part], dict) else None
            words.append(_campaign_words(name) if isinstance(name, str) else _("campaign {n}").format(n=part + 1))
        elif isinstance(part, int) and parent == "games":
            words.append(_("game {n}").format(n=part + 1))
        elif isinstance(part, int):
            words.append(_("entry {n}").format(n=part + 1))
        elif part != "campaigns" and part != "games":
            words.append(str(part))
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            node = None
    return ", ".join(words) or _("the whole file")


def parse_book(data: bytes, name: str = FILE_NAME) -> CampaignBook:
    """A CampaignBook from the file's bytes, or a CampaignFileError naming what is wrong."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise CampaignFileError(_("{file} is damaged: it is not text.").format(file=name)) from None
    except json.JSONDecodeError as exc:
        # i18n: {problem} is Python's own description of the JSON error, in English
        raise CampaignFileError(_("{file} is damaged: not JSON at line {line}, column {column} ({problem}).").format(
            file=name, line=exc.lineno, column=exc.colno, problem=exc.msg)) from None
    except (RecursionError, ValueError):
        raise CampaignFileError(_("{file} is damaged: not JSON.").format(file=name)) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise CampaignFileError(_("{file} is not a Forgotten Depths campaigns file.").format(file=name))
    version = doc.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise CampaignFileError(_("{file} is damaged: it has no valid format version.").format(file=name))
    if version > FORMAT:
        raise CampaignFileError(_("{file} was written by a newer version of Forgotten Depths (campaigns format "
                                  "{format}; this version reads up to {mine_format}). Update the game to use it.")
                                .format(file=name, format=version, mine_format=FORMAT))
    while version < FORMAT:
        step = MIGRATIONS.get(version)
        if step is None:
            raise CampaignFileError(_("{file}: there is no way to upgrade campaigns format {format} to "
                                      "{mine_format}.").format(file=name, format=version, mine_format=FORMAT))
        doc = step(dict(doc))
        version += 1
        doc["format"] = version
    try:
        book = CampaignBook.model_validate(doc)
    except ValidationError as exc:
        first = exc.errors()[0]
        # i18n: {problem} is pydantic's own description of what is wrong, in English
        raise CampaignFileError(_("{file} is damaged: {where}: {problem}.").format(
            file=name, where=_where(tuple(first["loc"]), doc), problem=first["msg"].lower())) from None
    problem = book_problem(book)
    if problem:
        raise CampaignFileError(_("{file} is damaged: {problem}.").format(file=name, problem=problem))
    return book


def book_problem(book: CampaignBook) -> str | None:
    """What no campaigns file this game wrote could hold, in words of the current language (a clause
    naming the campaign; None: nothing)."""
    names: set[str] = set()
    for c in book.campaigns:
        where = _campaign_words(c.name)
        if c.name in names:
            return _("{campaign} is listed twice").format(campaign=where)
        names.add(c.name)
        unknown = [h for h in c.heroes if h not in HERO_IDS]
        if unknown:
            return _("{campaign}: {hero} is not a hero").format(campaign=where, hero=repr(unknown[0][:40]))
        if len(c.talents) > len(c.heroes):
            return _("{campaign}: talents for more heroes than the party has").format(campaign=where)
        for h, owned in enumerate(c.talents):
            for t in owned:
                if talent(c.heroes[h], t) is None:
                    return _("{campaign}: hero {n} has a talent {talent} their sheet does not offer").format(
                        campaign=where, n=h + 1, talent=repr(t[:40]))
            if len(set(owned)) != len(owned):
                return _("{campaign}: hero {n} has a talent twice").format(campaign=where, n=h + 1)
        for g in c.games:
            if len(g.marks) != len(c.heroes) or len(g.levels_gained) != len(c.heroes):
                return _("{campaign}, game {n}: marks or levels for another number of heroes").format(
                    campaign=where, n=g.number)
        if [g.number for g in c.games] != list(range(1, len(c.games) + 1)):
            return _("{campaign}: its games are not numbered 1, 2, 3 ...").format(campaign=where)
        for h in range(len(c.heroes)):
            if c.marks_left(h) < 0:
                return _("{campaign}: hero {n} has spent more marks than they earned").format(campaign=where, n=h + 1)
    return None


class CampaignFile:
    """The campaigns file of one save folder: `load()` and `save(book)`."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.path = campaigns_path(root)

    def load(self) -> CampaignBook:
        """The campaigns (an empty book when there is no file yet); CampaignFileError if damaged."""
        if not os.path.lexists(self.path):
            return CampaignBook()
        try:
            data = read_file(self.path, limit=MAX_BYTES)
        except SaveError as exc:
            raise CampaignFileError(str(exc)) from None
        return parse_book(data, self.path.name)

    def save(self, book: CampaignBook) -> None:
        """Write `book` atomically. A damaged file on disk is never replaced (CampaignFileError)."""
        self.load()  # refuses (raises) while the file there is damaged: it is the player's to look at
        problem = book_problem(book)
        if problem:
            raise CampaignFileError(_("These campaigns cannot be saved: {problem}.").format(problem=problem))
        data = json.dumps(book.model_dump(mode="json"), indent=1, ensure_ascii=False).encode() + b"\n"
        try:
            write_atomic(self.path, data)
        except SaveError as exc:
            raise CampaignFileError(str(exc)) from None
        except OSError as exc:
            raise CampaignFileError(_("{file} cannot be written ({problem}).").format(file=self.path.name,
                                                                                     problem=exc.strerror)) from None
