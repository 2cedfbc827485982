"""Share codes (issue 38): a game's whole setup as a short code another player types in.

    code = share_code(setup)            # "FD1-2M8Q-0KX7-..."; setup = ShareSetup.of_game(game)
    setup = read_code("fd1-2m8q-...")   # the same ShareSetup, or CodeError: a sentence for the player
    game = setup.new_game(content)      # exactly the game the code was made from

A code holds the seed, the party (single-classed alternates too), the start Ecology, the rulebook
variants, the challenge tier, the house rules, story mode and the campaign talents: everything
`Game.new` is given, so the same code sets up the same shuffles on any machine. It also holds the
version of the game that made it and a check of its cards and map tiles: a code from a copy whose
content differs is refused naming both versions (it would deal other cards); a code from another
version with the same content is played.

The letters: "FD", the format as one symbol, then the body in Crockford's base 32 (digits and
capitals without I, L, O, U; read without regard to case, I and L read as 1, O as 0; dashes and
spaces are ignored), the last three symbols a check. The check is a polynomial hash modulo a prime
over every symbol, so any one symbol typed wrong and any two symbols swapped are always refused as
mistyped. In every format the body begins with the game's version and ends with the check, so a
code of a newer format still names the version that made it.

Pure Python: no pygame, no files written (the content check reads the content files once).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _
from game.rules import ECOLOGIES, HERO_IDS, HOUSE_RULES, TALENTS, TIERS, VARIANTS, Content, Game
from game.version import __version__, version_key

FORMAT = 1
PREFIX = "FD"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_VALUE = {c: i for i, c in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
CHECK_PRIME = 32749  # the largest prime under 2**15: the check fits three symbols
CHECK_ROOT = 5004  # a primitive root modulo CHECK_PRIME: no two positions weigh the same
CHECK_SYMBOLS = 3
CONTENT_BITS = 10
GROUP = 4  # symbols between dashes, for reading aloud
SHOWN = 24  # at most this much of what the player typed is quoted back

# Format 1's tables: an option is written as its place in its table. Options added later go at the
# end (codes already made keep their meaning); a test checks every option of the rules is here.
HERO_TABLE: tuple[str, ...] = ("fighter", "wizard", "rogue", "fighter-wizard", "wizard-rogue", "rogue-fighter")
ECOLOGY_TABLE: tuple[str, ...] = ("ruins", "caverns", "subterranean")
VARIANT_TABLE: tuple[str, ...] = ("random_campfire_healing", "no_level_up_healing", "chests_locked",
                                  "start_with_ability", "more_keys", "keys_each_ecology", "one_dead_end",
                                  "double_healing")
TIER_TABLE: tuple[str, ...] = ("standard", "novice", "veteran", "fearless")  # the usual one is the shortest
HOUSE_RULE_TABLE: tuple[str, ...] = ("full_heal_after_guardian", "knocked_out", "redraw_unplaceable",
                                     "open_monster_deck", "shared_power_cards")
TALENT_TABLE: tuple[str, ...] = ("extra_key", "tile_redraw", "ability_of_two", "tough")


class CodeError(ValueError):
    """A code that sets up no game here; `str()` is one sentence for the player."""


@dataclass(frozen=True)
class ShareSetup:
    """What `Game.new` is given, in the order it keeps it (options sorted, talents per hero)."""

    heroes: tuple[str, ...]
    seed: int
    ecology: str = "ruins"
    variants: tuple[str, ...] = ()
    single_class: tuple[str, ...] = ()
    tier: str = "standard"
    house_rules: tuple[str, ...] = ()
    story_mode: bool = False
    talents: tuple[tuple[str, ...], ...] = ()  # each hero's; () when no hero has one

    @classmethod
    def make(cls, heroes: Sequence[str], seed: int, ecology: str = "ruins", variants: Iterable[str] = (),
             single_class: Iterable[str] = (), tier: str = "standard", house_rules: Iterable[str] = (),
             story_mode: bool = False, talents: Sequence[Iterable[str]] = ()) -> ShareSetup:
        """A setup in the form `Game.new` keeps it (sorted options, each once)."""
        per_hero = tuple(tuple(sorted(set(t))) for t in talents)
        per_hero += ((),) * (len(heroes) - len(per_hero))  # every hero's, as the game keeps them
        return cls(tuple(heroes), int(seed), ecology, tuple(sorted(set(variants))), tuple(sorted(set(single_class))),
                   tier, tuple(sorted(set(house_rules))), bool(story_mode),
                   per_hero if any(per_hero) else ())

    @classmethod
    def of_game(cls, game: Game) -> ShareSetup | None:
        """The setup `game` was started with; None when no code can set it up (see `no_code_reason`)."""
        if no_code_reason(game) is not None:
            return None
        e: Any = next(e for e in game.events if e.kind == "game_started")
        return cls.make(e.heroes, e.seed, e.ecology, e.variants, e.single_class, e.tier, e.house_rules,
                        e.story_mode, e.talents)

    def game_options(self) -> dict[str, Any]:
        """The keyword arguments of `Game.new` for this setup."""
        return {"heroes": list(self.heroes), "seed": self.seed, "ecology": self.ecology,
                "variants": list(self.variants), "single_class": list(self.single_class), "tier": self.tier,
                "house_rules": list(self.house_rules), "story_mode": self.story_mode,
                "talents": {i: list(t) for i, t in enumerate(self.talents) if t}}

    def new_game(self, content: Content | None = None) -> Game:
        """The game this setup starts (RuleViolation: a party or option the rules refuse)."""
        return Game.new(content=content, **self.game_options())


def no_code_reason(game: Game) -> str | None:
    """Why `game` has no share code (None: it has one): a party rebuilt from a Hero Record, or decks
    arranged by hand (the tutorial) are not set up from a seed alone."""
    started: Any = next((e for e in game.events if e.kind == "game_started"), None)
    if started is None or any(e.kind == "party_restored" for e in game.events):
        return _("This game began from a Hero Record, not from a seed, so no code can set it up.")
    if any(started.stacked.values()):
        return _("This game's decks were arranged by hand (the tutorial), so no code can set it up.")
    return None


# --- the content check -----------------------------------------------------------------------

_CHECKS: dict[Path, int] = {}
CONTENT_FILES = ("cards/**/*.toml", "assets/tiles/**/*.tmx")


def content_check(content: Content) -> int:
    """CONTENT_BITS of a hash of the card and map tile files `content` was loaded from (cached);
    line endings do not count, so a checkout on Windows has the same check."""
    root = Path(content.root)
    found = _CHECKS.get(root)
    if found is None:
        digest = hashlib.sha256()
        for pattern in CONTENT_FILES:
            for path in sorted(root.glob(pattern)):
                digest.update(path.relative_to(root).as_posix().encode() + b"\0")
                digest.update(path.read_bytes().replace(b"\r\n", b"\n") + b"\0")
        found = _CHECKS[root] = int.from_bytes(digest.digest()[:4], "big") >> (32 - CONTENT_BITS)
    return found


# --- bits ------------------------------------------------------------------------------------

class _Bits:
    """A stream of bits: Elias gamma for small numbers, Elias delta for seeds."""

    def __init__(self, bits: str = "") -> None:
        self.bits = bits
        self.at = 0

    def put(self, value: int, width: int) -> None:
        self.bits += format(value, f"0{width}b") if width else ""

    def gamma(self, n: int) -> None:  # n >= 1
        self.bits += "0" * (n.bit_length() - 1) + format(n, "b")

    def delta(self, n: int) -> None:  # n >= 1
        self.gamma(n.bit_length())
        self.bits += format(n, "b")[1:]

    def take(self, width: int) -> int:
        if self.at + width > len(self.bits):
            raise _Short
        value = int(self.bits[self.at:self.at + width] or "0", 2)
        self.at += width
        return value

    def read_gamma(self) -> int:
        zeros = 0
        while self.take(1) == 0:
            zeros += 1
            if zeros > 64:
                raise _Short
        return (1 << zeros) | self.take(zeros)

    def read_delta(self) -> int:
        length = self.read_gamma()
        if length > 256:
            raise _Short
        return (1 << (length - 1)) | self.take(length - 1)


class _Short(Exception):
    """The bits ran out (or a number is absurdly long): not a code this format wrote."""


def _zigzag(n: int) -> int:
    return 2 * n if n >= 0 else -2 * n - 1


def _unzigzag(z: int) -> int:
    return z // 2 if z % 2 == 0 else -(z + 1) // 2


def _mask(chosen: Iterable[str], table: Sequence[str]) -> int:
    return sum(1 << table.index(x) for x in set(chosen))


def _unmask(mask: int, table: Sequence[str]) -> tuple[str, ...] | None:
    if mask >> len(table):
        return None  # an option this game does not have
    return tuple(sorted(x for i, x in enumerate(table) if mask >> i & 1))


def _version_numbers(version: str) -> tuple[int, ...]:
    return version_key(version) or (0,)


def _version_words(numbers: Sequence[int]) -> str:
    parts = [*numbers, *[0] * (3 - len(numbers))]
    return ".".join(str(n) for n in parts)


# --- writing ---------------------------------------------------------------------------------

def _check(values: Sequence[int]) -> int:
    h = 0
    for v in values:
        h = (h * CHECK_ROOT + v + 1) % CHECK_PRIME
    return h


def share_code(setup: ShareSetup, content: Content | None = None, version: str = __version__) -> str:
    """The code of `setup`, made by this game (`version`) with `content` (the default content)."""
    if content is None:
        from game.rules import load_content
        content = load_content()
    unknown = _unknown_option(setup)
    if unknown:
        raise CodeError(unknown)
    b = _Bits()
    numbers = _version_numbers(version)
    b.gamma(len(numbers))
    for n in numbers:
        b.gamma(n + 1)
    b.put(content_check(content), CONTENT_BITS)
    b.delta(_zigzag(setup.seed) + 1)
    b.gamma(len(setup.heroes) + 1)
    for hero in setup.heroes:
        b.gamma(HERO_TABLE.index(hero) + 1)
        b.put(hero in setup.single_class, 1)
    b.gamma(ECOLOGY_TABLE.index(setup.ecology) + 1)
    b.gamma(_mask(setup.variants, VARIANT_TABLE) + 1)
    b.gamma(TIER_TABLE.index(setup.tier) + 1)
    b.gamma(_mask(setup.house_rules, HOUSE_RULE_TABLE) + 1)
    b.put(setup.story_mode, 1)
    talents = setup.talents
    b.gamma(len(talents) + 1)
    for held in talents:
        b.gamma(_mask(held, TALENT_TABLE) + 1)
    bits = b.bits + "0" * (-len(b.bits) % 5)
    body = [int(bits[i:i + 5], 2) for i in range(0, len(bits), 5)]
    check = _check([FORMAT, *body])
    body += [check >> 10 & 31, check >> 5 & 31, check & 31]
    letters = "".join(ALPHABET[v] for v in body)
    groups = [letters[i:i + GROUP] for i in range(0, len(letters), GROUP)]
    return f"{PREFIX}{ALPHABET[FORMAT]}-" + "-".join(groups)


def _unknown_option(setup: ShareSetup) -> str | None:
    """Why `setup` cannot be written: the first part of it the tables do not hold (a name no rule
    has), in one sentence; None when every part is in them."""
    for hero in setup.heroes:
        if hero not in HERO_TABLE:
            return _("The hero {name} cannot be written in a share code.").format(name=_quoted(hero))
    if setup.ecology not in ECOLOGY_TABLE:
        return _("The Ecology {name} cannot be written in a share code.").format(name=_quoted(setup.ecology))
    if setup.tier not in TIER_TABLE:
        return _("The challenge tier {name} cannot be written in a share code.").format(name=_quoted(setup.tier))
    for x in setup.variants:
        if x not in VARIANT_TABLE:
            return _("The variant {name} cannot be written in a share code.").format(name=_quoted(x))
    for x in setup.house_rules:
        if x not in HOUSE_RULE_TABLE:
            return _("The house rule {name} cannot be written in a share code.").format(name=_quoted(x))
    for x in (t for held in setup.talents for t in held):
        if x not in TALENT_TABLE:
            return _("The talent {name} cannot be written in a share code.").format(name=_quoted(x))
    for hero in setup.single_class:
        if hero not in setup.heroes:
            return _("The single-classed hero {name}, who is not in the party, cannot be written in a share "
                     "code.").format(name=_quoted(hero))
    if not 1 <= len(setup.heroes) <= 3 or len(setup.talents) > len(setup.heroes):
        return _("A party of that size cannot be written in a share code.")
    return None


# --- reading ---------------------------------------------------------------------------------

def _quoted(text: str) -> str:
    shown = text if len(text) <= SHOWN else text[:SHOWN] + "..."
    return repr(shown)


def read_code(text: str, content: Content | None = None, version: str = __version__) -> ShareSetup:
    """The setup a code holds, for this game (`version`, `content`). Raises CodeError with one
    sentence: not a code, mistyped, of a newer format, or made with other cards and tiles."""
    raw = str(text).strip()
    if not raw:
        raise CodeError(_("Type a share code: it begins with FD1-."))
    letters = "".join(ch for ch in raw.upper() if ch not in "- \t")
    if not letters.startswith(PREFIX) or len(letters) < 3:
        raise CodeError(_("{code} is not a share code: a share code begins with FD1-.").format(code=_quoted(raw)))
    bad = next((ch for ch in letters[2:] if ch not in _VALUE), None)
    if bad is not None:
        raise CodeError(_("The share code {code} is mistyped: no code has the character {character} (check it "
                          "letter by letter).").format(code=_quoted(raw), character=repr(bad)))
    values = [_VALUE[ch] for ch in letters[2:]]
    form, body = values[0], values[1:]
    if len(body) <= CHECK_SYMBOLS or _check([form, *body[:-CHECK_SYMBOLS]]) != (
            body[-3] << 10 | body[-2] << 5 | body[-1]):
        raise CodeError(_("The share code {code} is mistyped: its check letters do not match the rest (check it "
                          "letter by letter).").format(code=_quoted(raw)))
    bits = _Bits("".join(format(v, "05b") for v in body[:-CHECK_SYMBOLS]))
    mine = _version_words(_version_numbers(version))
    try:
        made_with: str | None = _version_words([bits.read_gamma() - 1 for _n in range(bits.read_gamma())])
    except _Short:
        made_with = None  # a code too short to name its version
    if form != FORMAT:
        if made_with is None:
            raise CodeError(_("This share code was made by a version of Forgotten Depths in a newer code format "
                              "({format}) than this game reads ({mine_format}, version {mine}): update the game to "
                              "play it.").format(format=form, mine_format=FORMAT, mine=mine))
        raise CodeError(_("This share code was made by Forgotten Depths {version} in a newer code format ({format}) "
                          "than this game reads ({mine_format}, version {mine}): update the game to play it.")
                        .format(version=made_with, format=form, mine_format=FORMAT, mine=mine))
    try:
        if made_with is None:
            raise _Short
        setup = _read_body(bits, content, made_with, mine)
    except _Short:
        raise CodeError(_("The share code {code} is damaged: it is not a whole code (check it was copied in full).")
                        .format(code=_quoted(raw))) from None
    return setup


def _read_body(bits: _Bits, content: Content | None, made_with: str, mine: str) -> ShareSetup:
    if content is None:
        from game.rules import load_content
        content = load_content()
    if bits.take(CONTENT_BITS) != content_check(content):
        if made_with == mine:
            raise CodeError(_("This share code was made with a copy of Forgotten Depths {version} whose cards or map "
                              "tiles differ from this one's (also {mine}), so it would not set up the same game.")
                            .format(version=made_with, mine=mine))
        raise CodeError(_("This share code was made with Forgotten Depths {version}, whose cards and map tiles "
                          "differ from this game's (version {mine}), so it would not set up the same game.")
                        .format(version=made_with, mine=mine))
    newer = CodeError(_("This share code uses an option this game does not have: it was made with Forgotten Depths "
                        "{version}, and this is version {mine}.").format(version=made_with, mine=mine))

    def pick(table: Sequence[str]) -> str:
        i = bits.read_gamma() - 1
        if i >= len(table):
            raise newer
        return table[i]

    def options(table: Sequence[str]) -> tuple[str, ...]:
        found = _unmask(bits.read_gamma() - 1, table)
        if found is None:
            raise newer
        return found

    seed = _unzigzag(bits.read_delta() - 1)
    heroes, single = [], []
    count = bits.read_gamma() - 1
    if not 1 <= count <= 3:
        raise CodeError(_("This share code names a party of no heroes or more than three, which no game has."))
    for _seat in range(count):
        heroes.append(pick(HERO_TABLE))
        if bits.take(1):
            single.append(heroes[-1])
    ecology = pick(ECOLOGY_TABLE)
    variants = options(VARIANT_TABLE)
    tier = pick(TIER_TABLE)
    house_rules = options(HOUSE_RULE_TABLE)
    story = bool(bits.take(1))
    held = bits.read_gamma() - 1
    if held > count:
        raise CodeError(_("This share code gives talents to more heroes than its party has."))
    talents = [options(TALENT_TABLE) for _held in range(held)]
    rest = bits.bits[bits.at:]
    if len(rest) >= 5 or "1" in rest:
        raise CodeError(_("This share code holds more than a game's setup: it was not made by this game."))
    return ShareSetup.make(heroes, seed, ecology, variants, single, tier, house_rules, story, talents)


def code_of_game(game: Game) -> str | None:
    """The share code of `game` (None when it has none: `no_code_reason`)."""
    setup = ShareSetup.of_game(game)
    return share_code(setup, game.content) if setup is not None else None


def check_tables() -> list[str]:
    """Options of the rules the tables lack (a test keeps this empty)."""
    missing = [h for h in HERO_IDS if h not in HERO_TABLE] + [e for e in ECOLOGIES if e not in ECOLOGY_TABLE]
    missing += [v for v in VARIANTS if v not in VARIANT_TABLE] + [t for t in TIERS if t not in TIER_TABLE]
    missing += [r for r in HOUSE_RULES if r not in HOUSE_RULE_TABLE] + [t for t in TALENTS if t not in TALENT_TABLE]
    return missing
