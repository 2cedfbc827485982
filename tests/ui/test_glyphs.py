"""Every character the game may draw has a glyph in the fonts it draws with (Noto Sans, all four
styles): all card text (cards/**/*.toml, the story included), the rules window's text, the log's
sentences and every string the code itself holds. A character a font lacks shows as a box ("□")."""

from __future__ import annotations

import io
import tokenize
import tomllib
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path

import pygame
import pytest

from game.bot import heuristic as bot
from game.rules import Game, describe
from game.ui.look import FONT_DIR_FILES, font_file
from game.ui.overlays import rulebook_sections

ROOT = Path(__file__).resolve().parents[2]
NOT_A_CHARACTER = "\U000f0000"  # private use: drawn as the font's "missing" box


@lru_cache(maxsize=1)
def fonts() -> list[pygame.font.Font]:
    pygame.font.init()
    return [pygame.font.Font(str(font_file(name)), 16) for name in FONT_DIR_FILES.values()]


def _pixels(f: pygame.font.Font, ch: str) -> bytes:
    return pygame.image.tobytes(f.render(ch, True, (255, 255, 255), (0, 0, 0)), "RGB")


@cache
def missing_in(ch: str) -> tuple[str, ...]:
    """The font files that draw `ch` as their missing-glyph box."""
    return tuple(name for name, f in zip(FONT_DIR_FILES.values(), fonts(), strict=True)
                 if _pixels(f, ch) == _pixels(f, NOT_A_CHARACTER))


def missing(words: str) -> dict[str, tuple[str, ...]]:
    return {ch: missing_in(ch) for ch in set(words) if ch.isprintable() and not ch.isspace() and missing_in(ch)}


def test_the_check_finds_a_missing_glyph():
    assert missing("Press the sun seal (→ A)") == {"→": tuple(FONT_DIR_FILES.values())}
    assert missing("Power (1) · Spell — “Deal” 3 damage; Café °") == {}


def strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


CARD_FILES = sorted((ROOT / "cards").rglob("*.toml"))


@pytest.mark.parametrize("path", CARD_FILES, ids=[str(p.relative_to(ROOT)) for p in CARD_FILES])
def test_every_card_text_has_its_glyphs(path):
    text = "\n".join(strings(tomllib.loads(path.read_text(encoding="utf-8"))))
    assert missing(text) == {}, f"{path.relative_to(ROOT)} has characters the game's fonts lack"


def test_the_rules_window_text_has_its_glyphs():
    sections = rulebook_sections()
    assert len(sections) > 10
    text = "\n".join(f"{title}\n{body}" for title, body in sections)
    assert missing(text) == {}


def test_every_log_sentence_of_a_whole_game_has_its_glyphs():
    game = Game.new(heroes=["fighter-wizard", "rogue"], seed=3, ecology="ruins")
    bot.play(game, seed=3)
    lines = [describe(game, e) or "" for e in game.events]
    assert sum(1 for ln in lines if ln) > 100
    assert missing("\n".join(lines)) == {}


SOURCE_FILES = sorted((ROOT / "game").rglob("*.py"))
# game/ui/card_art.py belongs to the card art work (issue 14's Pictures part), which replaces its
# "(→ A)" option arrow on Legendary Location cards; until it lands the check expects that failure.
NOT_YET: dict[str, str] = {}  # source file -> why its missing glyph is still expected


def _source_param(p: Path) -> object:
    rel = str(p.relative_to(ROOT))
    marks = [pytest.mark.xfail(reason=NOT_YET[rel], strict=False)] if rel in NOT_YET else []
    return pytest.param(p, id=rel, marks=marks)


@pytest.mark.parametrize("path", [_source_param(p) for p in SOURCE_FILES])
def test_every_string_the_code_draws_has_its_glyphs(path):
    """Labels, sentences, tooltips (docstrings among them) written in the code."""
    source = path.read_text(encoding="utf-8")
    literals = [tok.string for tok in tokenize.generate_tokens(io.StringIO(source).readline)
                if tok.type == tokenize.STRING or tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1)]
    assert missing("\n".join(literals)) == {}
