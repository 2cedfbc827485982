"""A pack's rating: its win rates per party beside the base game's, measured by the standard sweep
(`python3 -m game.packs rate DIR`, game/headless/pack_rating.py) and kept in the file the manifest's
`rating` names (rating.toml beside pack.toml). The setup screen shows it beside the pack's name.

The rating file is not part of the pack's content hash: rating a pack does not change the pack.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.i18n import _, ngettext
from game.packs.manifest import Pack
from game.packs.toml_out import dumps


class PartyRating(BaseModel):
    """One party's games with the pack and without it (the same seeds)."""

    model_config = ConfigDict(extra="forbid")
    party: str
    games: int = Field(ge=1)
    won: int = Field(ge=0, description="games won with the pack on")
    base_won: int = Field(ge=0, description="games won by the base game on the same seeds")
    low: float = Field(ge=0, le=1, description="the pack's win rate: the 95 % interval's lower end (Wilson's)")
    high: float = Field(ge=0, le=1, description="... and its upper end")


class Rating(BaseModel):
    """What `python3 -m game.packs rate` measured, and on what."""

    model_config = ConfigDict(extra="forbid")
    pack_hash: str = Field(description="the pack's content hash when it was rated")
    base_hash: str = Field(description="the hash of the game's own cards and tiles it was rated against")
    game_version: str
    first_seed: int
    parties: list[PartyRating] = Field(min_length=1)

    @property
    def win_rate(self) -> float:
        return sum(p.won for p in self.parties) / sum(p.games for p in self.parties)

    @property
    def base_win_rate(self) -> float:
        return sum(p.base_won for p in self.parties) / sum(p.games for p in self.parties)


HEADER = ("# The pack's rating, written by `python3 -m game.packs rate` (docs/packs.md): the bot's win rate\n"
          "# per party with the pack on (won, and its 95 % interval low-high) beside the base game's\n"
          "# (base_won), on the same hold-out seeds. Rate the pack again after changing it.\n")


def rating_path(pack: Pack) -> Path:
    return pack.folder / pack.manifest.rating


def read_rating(pack: Pack) -> Rating | None:
    """The pack's rating, or None when it has none (or an unreadable one: rate it again)."""
    try:
        data = tomllib.loads(rating_path(pack).read_text(encoding="utf-8"))
        return Rating.model_validate(data)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, ValidationError):
        return None


def write_rating(pack: Pack, rating: Rating) -> Path:
    path = rating_path(pack)
    path.write_text(HEADER + dumps(rating.model_dump()), encoding="utf-8")
    return path


def rating_words(pack: Pack, rating: Rating | None, base_hash: str) -> str:
    """The rating in a line for the setup screen: the pack's win rate beside the base game's."""
    if rating is None:
        return _("not rated yet")
    games = sum(p.games for p in rating.parties)
    with_it, without = round(rating.win_rate * 100), round(rating.base_win_rate * 100)
    if rating.pack_hash != pack.hash:
        text = ngettext("the bot wins {rate}% of games with it, {base}% without ({n} game); the pack has changed since",
                        "the bot wins {rate}% of games with it, {base}% without ({n} games); the pack has changed "
                        "since", games)
    elif rating.base_hash != base_hash:
        text = ngettext("the bot wins {rate}% of games with it, {base}% without ({n} game); rated against other card "
                        "numbers of the game",
                        "the bot wins {rate}% of games with it, {base}% without ({n} games); rated against other "
                        "card numbers of the game", games)
    else:
        text = ngettext("the bot wins {rate}% of games with it, {base}% without ({n} game)",
                        "the bot wins {rate}% of games with it, {base}% without ({n} games)", games)
    return text.format(rate=with_it, base=without, n=games)
