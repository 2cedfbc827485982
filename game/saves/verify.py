"""Loading re-decides a save (issue 18, "Saves that cannot lie").

A save file is untrusted input: anyone can recompute a line's checksum. So loading does not fold
the saved events blindly. It sets the game up again from its first event (`Game.new` with the
recorded seed, party, Ecology and variants), then runs every recorded command through `Game.do`,
the rules' own checks. Chance needs nothing from the file: `Game.do` seeds its RNG from the game's
seed and the command's position in the log, so re-deciding draws the same tiles, cards and dice.
The events each command yields must equal the recorded ones; the first that does not, or a command
the rules refuse, is named by its file and line in player words, and the save is refused.

Re-deciding needs the rules the save was written with: a rules change (a card number tuned, a new
setup step) changes what the rules decide. So each log header carries `rules`, a fingerprint of
the rules code and content (`rules_fingerprint`); a save whose logs all carry this game's
fingerprint is re-decided, any other (format 1, or written by another version) is folded as saved,
as before, and the player is told it could not be checked move by move.

A campaign restarted from a Hero Record begins with the rebuilt party (`party_restored`): that
start is checked against the content (every hero, item and Ecology it names must exist) and
folded as recorded, like the Hero Record Sheets it came from; every command after it is re-decided.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.i18n import _, card_text
from game.rules import (
    TOUGH_HEALTH,
    Content,
    Event,
    Game,
    RuleViolation,
    dump,
    parse_command,
    parse_event,
)

Where = Callable[[int], str]  # event index -> "1-ruins.log.jsonl line 12"


_FINGERPRINTS: dict[Path, str] = {}
RULE_FILES = ("game/rules/*.py", "cards/**/*.toml", "assets/tiles/**/*.tmx")


def rules_fingerprint(content: Content) -> str:
    """A short hash of the rules code and the content files `content` was loaded from (cached)."""
    root = Path(content.root)
    found = _FINGERPRINTS.get(root)
    if found is None:
        digest = hashlib.sha256()
        for pattern in RULE_FILES:
            for path in sorted(root.glob(pattern)):
                digest.update(path.relative_to(root).as_posix().encode() + b"\0")
                digest.update(path.read_bytes())
        found = _FINGERPRINTS[root] = digest.hexdigest()[:16]
    return found


class Refused(Exception):
    """The save does not hold a game the rules would play: `str()` is a sentence for the player."""


def _words(kind: str) -> str:
    return kind.replace("_", " ")


def _first_difference(saved: Sequence[Any], decided: Sequence[Any]) -> int:
    for i, (a, b) in enumerate(zip(saved, decided, strict=False)):
        if a != b:
            return i
    return min(len(saved), len(decided))


def _refuse(where: Where, index: int, sentence: str, **fields: object) -> Refused:
    """`sentence` (translated, with `{where}` and `fields`) filled in, naming where the event `index` was saved."""
    return Refused(sentence.format(where=where(index), **fields))


def _setup(events: list[Event], content: Content, where: Where) -> Game:
    """The game as the rules set it up from `events`, the saved setup (the events before the first move)."""
    first = events[0]
    end = len(events)
    if any(e.kind == "party_restored" for e in events):
        return _restored_setup(events, end, content, where)
    try:
        game = Game.new(heroes=first.heroes, seed=first.seed, ecology=first.ecology,  # type: ignore[attr-defined]
                        variants=first.variants, stacked=first.stacked,  # type: ignore[attr-defined]
                        single_class=first.single_class, content=content,  # type: ignore[attr-defined]
                        tier=first.tier, house_rules=first.house_rules,  # type: ignore[attr-defined]
                        talents=dict(enumerate(first.talents)),  # type: ignore[attr-defined]
                        story_mode=getattr(first, "story_mode", False))
    except RuleViolation as exc:
        raise _refuse(where, 0, _("{where}: the game it starts is not one the rules allow ({problem})."),
                      problem=exc) from None
    except Exception:  # noqa: BLE001  (content the rules do not know: an unknown tile, card ...)
        raise _refuse(where, 0, _("{where}: the game it starts names cards or tiles this game does not have.")) \
            from None
    made = game.events
    if made != events[:end]:
        i = _first_difference(events[:end], made)
        raise _refuse(where, i, _("{where}: the game's setup is not the one its seed gives (the save was edited)."))
    return game


def _restored_setup(events: list[Event], end: int, content: Content, where: Where) -> Game:
    """Re-deciding needs the rules the save was written with: a rules change (a card number tuned, a new
setup step) changes what the rules decide. So each log header carries `rules`, a fingerprint of
the rules code and content (`rules_fingerprint`); a save whose logs all carry this game's
fingerprint is re-decided, any other (format 1, or written by another version) is folded as saved,
as before, and the player is told it could not be checked move by move.

A campaign restarted from a Hero Record: its start is checked against the content, then folded."""
    for i, e in enumerate(events[:end]):
        if e.kind != "party_restored":
            continue
        heroes = getattr(e, "heroes", [])
        for hero in heroes:
            if hero.hero not in content.heroes:
                raise _refuse(where, i, _("{where}: it names a hero this game does not have ({hero})."),
                              hero=repr(hero.hero[:40]))
            for item in [*hero.equipped, *hero.unequipped]:
                if item not in content.items:
                    raise _refuse(where, i, _("{where}: it names an item this game does not have ({item})."),
                                  item=repr(item[:40]))
            # the highest Maximum Health the hero's mat prints, with the Hardy talent's bonus
            ceiling = max(content.heroes[hero.hero].max_health) + TOUGH_HEALTH
            if not 0 < hero.max_health <= ceiling or not 0 <= hero.health <= hero.max_health:
                raise _refuse(where, i, _("{where}: {hero} has health {health} of {max_health}, which no Hero "
                                          "Record allows."),
                              hero=card_text(content.heroes[hero.hero], "name"), health=hero.health,
                              max_health=hero.max_health)
        if not 0 <= getattr(e, "keys", 0) <= 99:
            raise _refuse(where, i, _("{where}: the party holds more Keys than the game has."))
    try:
        return Game.replay(events[:end], content)
    except Exception:  # noqa: BLE001  (appliers fail in many ways on a start no record produces)
        raise _refuse(where, 0, _("{where}: the party it starts with cannot be rebuilt by the rules.")) from None


def _parsed(raw: list[dict[str, Any]], where: Where) -> list[Event]:
    out = []
    for i, doc in enumerate(raw):
        try:
            out.append(parse_event(doc))
        except RuleViolation as exc:
            raise _refuse(where, i, _("{where}: a saved event is not one the game knows ({problem})."),
                          problem=exc) from None
    return out


def _dumps(events: Sequence[Event]) -> list[dict[str, Any]]:
    return [dump(e) for e in events]


def redecide(raw: list[dict[str, Any]], content: Content, where: Where) -> Game:
    """The game the rules make of the recorded commands; Refused if it is not the recorded one.

    `raw` is the saved events as JSON: each event the rules make is compared in its JSON form with
    the saved one (speed: no saved event is parsed but the setup and the commands)."""
    end = next((i for i, e in enumerate(raw) if e.get("kind") == "command_accepted"), len(raw))
    game = _setup(_parsed(raw[:end], where), content, where)
    i = end
    while i < len(raw):
        head = raw[i]
        if head.get("kind") != "command_accepted":
            # i18n: {event} is the kind of event as the save names it, in English ("tile placed")
            raise _refuse(where, i, _("{where}: it records a {event} that no move of the heroes caused."),
                          event=_words(str(head.get("kind")))[:40])
        try:
            command = parse_command(head.get("command"))  # type: ignore[arg-type]
        except RuleViolation as exc:
            raise _refuse(where, i, _("{where}: the saved move is not one the game knows ({problem})."),
                          problem=exc) from None
        if command.kind == "undo":
            raise _refuse(where, i, _("{where}: it records an undo as a move."))
        try:
            made = _dumps(game.do(command))
        except RuleViolation as exc:
            # i18n: {move} is the kind of move as the save names it, in English ("buy healing")
            raise _refuse(where, i, _("{where}: the rules refuse the saved move ({move}): {problem}"),
                          move=_words(command.kind), problem=exc) from None
        except Exception:  # noqa: BLE001  (a rules bug on a strange but parseable move: still refused)
            raise _refuse(where, i, _("{where}: the rules cannot carry out the saved move ({move})."),
                          move=_words(command.kind)) from None
        saved = raw[i:i + len(made)]
        if made != saved:
            j = _first_difference(saved, made)
            if j >= len(saved):
                raise _refuse(where, i + len(saved) - 1 if saved else i,
                              _("{where}: the saved move ({move}) is cut short: the rules give more."),
                              move=_words(command.kind))
            if j >= len(made):
                raise _refuse(where, i + j, _("{where}: after the move {move} the save says {saved}, but the rules "
                                              "decide nothing more (the save was edited)."),
                              move=_words(command.kind), saved=_words(str(saved[j].get("kind")))[:40])
            raise _refuse(where, i + j, _("{where}: after the move {move} the save says {saved}, but the rules decide "
                                          "{decided} (the save was edited)."),
                          move=_words(command.kind), saved=_words(str(saved[j].get("kind")))[:40],
                          decided=_words(str(made[j].get("kind"))))
        i += len(made)
    return game
